"""The bots decide every hireling choice (appendix H), and games with hirelings finish."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.bots.heuristic import HeuristicBot
from woodland.core.game import Game
from woodland.sim import Observation, play_game
from woodland.testing import asked, game_with, options


def bot_choice(g: Game) -> str:
    p = g.pending
    return str(HeuristicBot(1).decide(Observation(g, p.seat), p.options))


@pytest.mark.law("H.1.3")
def test_the_heuristic_bot_passes_a_spent_hireling_to_the_player_with_fewest_points() -> None:
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="evening", empty_hands=True,
                  scores={"marquise": 9, "eyrie": 7, "alliance": 2},
                  hirelings={"cards": {"bluebird_nobles": {"controller": "marquise", "control": 1}}})
    for _ in range(50):
        if asked(g)[1] == "pass_on":
            break
        g.apply(g.legal_actions()[0])
    assert bot_choice(g) == "pass_on bluebird_nobles alliance"


@pytest.mark.law("H.1.1")
def test_the_heuristic_bot_hires_by_its_preference() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="evening", empty_hands=True,
                  hirelings={"cards": {"otter_divers": None, "bluebird_nobles": None}, "waiting": {"marquise": 1}},
                  clearings={"1": {"marquise": 1}})
    for _ in range(50):
        if asked(g)[1] == "hire":
            break
        g.apply(g.legal_actions()[0])
    assert set(options(g)) == {"hire otter_divers", "hire bluebird_nobles"}
    assert bot_choice(g) == "hire bluebird_nobles"


@pytest.mark.law("H.1.1", "H.1.3")
def test_a_heuristic_game_with_hirelings_finishes_with_hirelings_hired() -> None:
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"],
                     "hirelings": ["bluebird_nobles", "lizard_envoys", "rat_smugglers"]}, 5, ["heuristic"] * 3,
                    max_turns=300)
    assert rec["result"] is not None
    assert any(a.startswith("hire ") or a.startswith("pass_on ") for a in map(str, rec["actions"]))


@pytest.mark.law("H.2.3")
def test_the_heuristic_bot_moves_the_furious_protector_where_it_hurts_enemies_most() -> None:
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="birdsong", empty_hands=True,
                  clearings={"5": {"marquise": 2, "eyrie": 1}, "9": {"eyrie": 1, "alliance": 1}, "2": {"marquise": 1}},
                  hirelings={"cards": {"furious_protector": {"controller": "marquise", "pawn": 1}}})
    assert asked(g) == (0, "hireling_pawn")
    assert bot_choice(g) == "station 9"


@pytest.mark.law("H.2.3")
def test_the_heuristic_bot_burns_the_leaders_piece_and_puts_bearers_by_enemies() -> None:
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="birdsong", empty_hands=True,
                  scores={"eyrie": 5, "alliance": 1},
                  clearings={"1": {"eyrie": 1, "alliance": 1}, "9": {"alliance": 2}, "12": {"marquise": 1}},
                  hirelings={"cards": {"flame_bearers": {"controller": "marquise", "control": 3,
                                                          "warriors": {"1": 1}}}})
    assert asked(g) == (0, "burn")
    assert bot_choice(g) == "burn 1 eyrie"
    g.apply("burn 1 eyrie")
    assert asked(g) == (0, "hireling_warriors")
    assert bot_choice(g) == "deploy 9"  # next to a Bearer, where the enemies are


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_has_the_corvid_spies_steal_from_a_full_hand_else_battle() -> None:
    def at_choice(hands: dict[str, Any]) -> Game:
        g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                      hands=hands, clearings={"1": {"eyrie": 1, "alliance": 1}, "12": {"marquise": 1}},
                      hirelings={"cards": {"corvid_spies": {"controller": "marquise", "control": 3,
                                                             "warriors": {"1": 1}}}})
        g.apply("spy")
        assert asked(g) == (0, "spies")
        return g

    assert bot_choice(at_choice({"eyrie": ["Anvil"], "alliance": ["Sword"]})) == "spy_steal 1"
    assert bot_choice(at_choice({"eyrie": ["Anvil"]})) == "spy_battle"


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_moves_the_last_dynasty_toward_the_enemies() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"9": {"eyrie": 2}, "12": {"marquise": 1}},
                  hirelings={"cards": {"last_dynasty": {"controller": "marquise", "control": 3,
                                                         "warriors": {"1": 3}}}})
    g.apply("dynasty")
    assert asked(g) == (0, "dynasty_move")
    assert bot_choice(g) == "dynasty_move 9"


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_has_the_vault_keepers_battle_only_when_they_outnumber_the_enemies() -> None:
    def at_choice(enemies: int) -> Game:
        g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                      clearings={"1": {"eyrie": enemies}, "12": {"marquise": 1}},
                      hirelings={"cards": {"vault_keepers": {"controller": "marquise", "control": 3,
                                                              "warriors": {"1": 2}, "buildings": {"1": 1}}}})
        g.apply("vaults")
        g.apply("deploy 5")  # the new vault, by the one in Hill (1)
        assert asked(g) == (0, "vault_keepers")
        return g

    assert bot_choice(at_choice(1)) == "vault_battle"
    assert bot_choice(at_choice(3)) == "vault_guard"


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_brings_the_forest_patrol_back_from_the_card_when_many_wait() -> None:
    def at_choice(where: dict[str, int]) -> Game:
        g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                      clearings={"9": {"eyrie": 1}, "12": {"marquise": 1}},
                      hirelings={"cards": {"forest_patrol": {"controller": "marquise", "control": 3,
                                                              "warriors": where}}})
        g.apply("patrol")
        assert asked(g) == (0, "forest_patrol")
        return g

    assert bot_choice(at_choice({"1": 2, "9": 1})) == "patrol_drop 9"  # nine on the card, by the Eyrie
    assert bot_choice(at_choice({str(c): 1 for c in range(1, 12)} | {"12": 0})) == "patrol_move"


def _expedition(clearings: dict[str, Any], warriors: dict[str, int], footholds: dict[str, int]) -> Game:
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     clearings={"12": {"marquise": 1}, **clearings},
                     hirelings={"cards": {"sunward_expedition": {"controller": "marquise", "control": 3,
                                                                 "warriors": warriors, "buildings": footholds}}})


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_founds_footholds_away_from_enemy_warriors_with_all_three_warriors() -> None:
    g = _expedition({"5": {"eyrie": 3}, "8": {"eyrie": {"buildings": ["roost"]}}}, {"2": 3}, {"2": 1})
    g.apply("expedition")
    assert asked(g) == (0, "expedition_found")
    assert bot_choice(g) == "expedition_found 8 3"  # no enemy warrior, a roost to battle later


@pytest.mark.law("H.2.4", "4.2")
def test_the_heuristic_bot_moves_the_expedition_towards_enemies_and_battles_when_it_outnumbers_them() -> None:
    g = _expedition({"5": {"eyrie": 1}}, {"1": 3}, {"1": 1, "2": 1, "3": 1})
    g.apply("expedition")
    assert bot_choice(g) == "expedition_recycle 2"  # no Expedition warrior by it
    g.apply("expedition_recycle 2")
    g.apply("expedition_found 2 0")
    assert bot_choice(g) == "expedition_move"  # 3 Expedition warriors, no enemy at a foothold
    g.apply("expedition_move")
    assert bot_choice(g) == "expedition_march 1 5 3"


@pytest.mark.law("H.2.2")
def test_the_heuristic_bot_reveals_the_item_cards_it_crafts_with_the_mole_artisans() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
                  hands={"marquise": ["Anvil"]},
                  hirelings={"cards": {"mole_artisans": {"controller": "marquise", "control": 3}}})
    g.apply("craft Anvil")
    p = g.pending
    assert p is not None and str(HeuristicBot(1).decide(Observation(g, p.seat), p.options)) == "artisans_reveal"


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_sites_a_farm_away_from_enemies_and_guards_when_outnumbered() -> None:
    crowd = {str(c): {"eyrie": 1} for c in (3, 4, 6, 8, 9, 10, 11)}
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"12": {"marquise": 1}, **crowd, "5": {"eyrie": 3},
                             "2": {"alliance": {"tokens": ["sympathy"]}}},
                  hirelings={"cards": {"prosperous_farmers": {"controller": "marquise", "control": 3,
                                                              "warriors": {"1": 1, "5": 1},
                                                              "buildings": {"1": 1, "5": 1}}}})
    g.apply("farmers")
    assert asked(g) == (0, "farm_site") and set(options(g)) == {"farm_site 2", "farm_site 7"}
    assert bot_choice(g) == "farm_site 7"  # no enemy piece there (Sand, 2, has sympathy)
    g.apply("farm_site 7")
    assert bot_choice(g) == "farm_guard"  # one farmer against three Eyrie warriors


@pytest.mark.law("H.3.2", "H.3.5")
def test_the_heuristic_bot_weighs_a_battle_against_a_hireling_which_has_no_hand() -> None:
    # a hireling has no hand to ambush from: the bot's ambush risk used to look it up as a player
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"5": {"marquise": 3}},
                  hirelings={"cards": {"flame_bearers": {"controller": "eyrie", "control": 3, "warriors": {"5": 1}}}})
    assert "battle 5 flame_bearers" in options(g)
    assert bot_choice(g)  # decided, not crashed


@pytest.mark.law("H.3.2", "H.3.6")
def test_the_heuristic_hundreds_weigh_a_battle_against_a_hireling_which_has_no_score() -> None:
    g = game_with(["hundreds", "marquise"], player="hundreds", phase="daylight", empty_hands=True,
                  clearings={"5": {"hundreds": 3}}, hundreds={"warlord": 5},
                  hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"5": 2}}}})
    assert "battle 5 flame_bearers" in options(g)
    p = g.pending
    assert p is not None and str(HeuristicBot(1).decide(Observation(g, p.seat), p.options))  # decided


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_musters_at_the_bandit_gangs_once_two_stand_on_the_map() -> None:
    def at_choice(bandits: dict[str, int]) -> Game:
        g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                      clearings={"1": {"marquise": 1}},
                      hirelings={"cards": {"bandit_gangs": {"controller": "marquise", "control": 3,
                                                            "warriors": bandits}}})
        g.apply("gangs")
        assert asked(g) == (0, "bandit_gangs")
        return g

    assert bot_choice(at_choice({"5": 1})) == "gang_join"
    assert bot_choice(at_choice({"5": 1, "9": 1})) == "gang_muster"


@pytest.mark.law("H.2.3")
def test_the_heuristic_bot_draws_by_the_flotilla_and_battles_with_it() -> None:
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="birdsong", empty_hands=True,
                  scores={"eyrie": 5, "alliance": 2},
                  clearings={"5": {"marquise": 1}, "10": {"eyrie": 2, "alliance": 2}},
                  hirelings={"cards": {"riverfolk_flotilla": {"controller": "marquise", "control": 3, "pawn": 5}}})
    assert asked(g) == (0, "flotilla_draw") and bot_choice(g) == "flotilla_draw"
    g.apply("flotilla_draw")
    assert asked(g) == (0, "flotilla_battle") and bot_choice(g) == "battle 10 eyrie"  # the leader


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_forces_the_leader_by_a_prophet_to_battle_another_enemy() -> None:
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                  scores={"eyrie": 6, "alliance": 2},
                  clearings={"5": {"eyrie": 3, "alliance": 1, "marquise": 1}, "12": {"marquise": 1}},
                  hirelings={"cards": {"warm_sun_prophets": {"controller": "marquise", "control": 3,
                                                             "warriors": {"5": 1}}}})
    g.apply("prophets")
    assert bot_choice(g) == "prophet_force 5 eyrie"
    g.apply("prophet_force 5 eyrie")
    assert bot_choice(g) == "battle 5 alliance"  # not us, not our Prophets
