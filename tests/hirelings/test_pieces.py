"""Hireling pieces on the map (appendix H, H.3): warriors owned by a hireling, ruling, battling
and being battled, removed, shown, saved; and the Flame Bearers, the first side with warriors."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.hirelings import add_hirelings
from woodland.rules.battle import Battle
from woodland.rules.board import rulers
from woodland.testing import asked, game_with, options, warriors_at

BEARERS = -2  # the owner id of the first hireling card in play (core/hireling.py owner_id)


def bearers(controller: str | None, where: dict[str, int], *, dice: list[int] | None = None,
            phase: str = "daylight", player: str = "marquise", factions: tuple[str, ...] = ("marquise", "eyrie"),
            clearings: dict[str, Any] | None = None, **spec: Any) -> Game:
    """The Flame Bearers controlled by ``controller`` (None: the supply; three control markers)
    with warriors ``where``; the Marquise also has a warrior in clearing 12 (a Daylight to play)."""
    card = {"controller": controller, "warriors": where, **({"control": 3} if controller else {})}
    return game_with(list(factions), player=player, phase=phase, empty_hands=True, dice=dice,
                     clearings={"12": {"marquise": 1}, **(clearings or {})},
                     hirelings={"cards": {"flame_bearers": card}}, **spec)


def hired_warriors(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


# ----------------------------------------------------------------------------- the machinery
@pytest.mark.law("G.36", "H.3.1")
def test_hireling_warriors_are_shown_saved_and_loaded() -> None:
    g = bearers("marquise", {"5": 2}, clearings={"5": {"eyrie": 1}})
    cl = g.view(1)["clearings"][4]
    assert cl["warriors"] == {"eyrie": 1, "flame_bearers": 2}
    card = g.view(1)["hirelings"]["cards"][0]
    assert card["warriors_in_supply"] == 4
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint() and hired_warriors(h, 5) == 2


@pytest.mark.law("H.3.1", "2.5")
def test_hireling_warriors_rule_for_their_controller_or_on_their_own() -> None:
    # uncontrolled, the Bearers rule as a player would (H.3.1)
    g = bearers(None, {"5": 2}, clearings={"5": {"eyrie": 1}})
    assert rulers(g)[4] == BEARERS
    assert g.view(0)["clearings"][4]["ruler"] == "flame_bearers"
    # controlled, they count for their controller only for rule: the Marquise rules with them alone
    g = bearers("marquise", {"5": 2}, clearings={"5": {"eyrie": 1}})
    assert rulers(g)[4] == 0
    g = bearers("eyrie", {"5": 2}, clearings={"5": {"eyrie": 1, "marquise": 2}})
    assert rulers(g)[4] == 1
    assert bearers(None, {"5": 1}, clearings={"5": {"marquise": 1}}).view(0)["clearings"][4]["ruler"] is None  # a tie
    # 7.2.2: the Eyrie's Lords of the Forest win a tie with a hireling too
    assert rulers(bearers(None, {"5": 1}, clearings={"5": {"eyrie": 1}}))[4] == 1


@pytest.mark.law("H.3.2", "4.3")
def test_players_battle_a_hireling_that_is_their_enemy() -> None:
    g = bearers(None, {"1": 2}, clearings={"1": {"marquise": 3}})
    assert "battle 1 flame_bearers" in options(g)
    g = bearers("eyrie", {"1": 2}, clearings={"1": {"marquise": 3}})
    assert "battle 1 flame_bearers" in options(g)
    g = bearers("marquise", {"1": 2}, clearings={"1": {"marquise": 3}, "2": {"eyrie": 1}})
    assert "battle 1 flame_bearers" not in options(g)  # H.3.2: not an enemy of its controller


@pytest.mark.law("4.3.1", "4.3.3", "H.3.5", "H.3.6")
def test_a_hireling_defends_with_no_ambush_and_its_warriors_go_back_to_its_supply() -> None:
    # rolled 3 and 1: the Marquise deals 3, capped by her 2 warriors; the Bearers deal 1
    g = bearers("eyrie", {"1": 3}, dice=[3, 1], clearings={"1": {"marquise": 2}})
    g.apply("battle 1 flame_bearers")  # no ambush question: a hireling has no hand
    assert hired_warriors(g, 1) == 1 and warriors_at(g, 1, 0) == 1
    assert g.hirelings is not None and g.hirelings.cards[0].supply == 5
    assert [f.score for f in g.factions] == [0, 0]


@pytest.mark.law("4.3", "H.3.4", "H.3.5", "H.3.6")
def test_a_hireling_attacks_with_its_own_warriors_and_its_controller_cannot_foil_an_ambush() -> None:
    # the Bearers (the Marquise's) attack the Eyrie in Hill (1): the Eyrie ambushes; the Marquise
    # holds an ambush too but cannot foil for them (H.3.5)
    g = bearers("marquise", {"1": 3}, dice=[2, 1],
                clearings={"1": {"marquise": 2, "eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                hands={"eyrie": ["Ambush (bird)"], "marquise": ["Ambush (bird)"]})
    g.push(Battle(BEARERS, 1, 0))
    g._advance()
    assert asked(g) == (1, "ambush")
    g.apply("ambush ambush (bird)")  # two hits on the Bearers, no foil asked of the Marquise
    # then rolled 2 and 1: the Bearers deal 2, capped by their one warrior left; the Eyrie 1
    assert warriors_at(g, 1, 1) == 0 and hired_warriors(g, 1) == 0 and g.buildings[0] == ((1, "roost"),)
    assert warriors_at(g, 1, 0) == 2  # the Marquise's warriors take no hit (H.3.4)
    assert [f.score for f in g.factions] == [0, 0]


@pytest.mark.law("H.3.6", "3.2.1")
def test_buildings_removed_by_a_hireling_score_nothing_for_its_controller() -> None:
    g = bearers("marquise", {"1": 3}, dice=[3, 0],
                clearings={"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}})
    g.push(Battle(BEARERS, 1, 0))
    g._advance()
    assert warriors_at(g, 1, 1) == 0 and g.buildings[0] == ()
    assert g.factions[0].score == 0


@pytest.mark.law("H.3.7", "8.2.6")
def test_removing_sympathy_with_a_hireling_makes_its_controller_pay_outrage() -> None:
    g = bearers("marquise", {"1": 1}, phase="birdsong", factions=("marquise", "alliance"),
                clearings={"1": {"alliance": {"tokens": ["sympathy"]}}}, hands={"marquise": ["Anvil"]})
    # the Bearers burn the sympathy at the start of the Marquise's Birdsong; Outrage: she gives
    # a card matching the clearing, or shows her hand and the Alliance draws
    assert not any(k == "sympathy" for _o, k in g.tokens[0])
    assert g.factions[0].score == 0  # H.3.6: removing the token scores nothing
    assert asked(g) == (0, "outrage")


# ----------------------------------------------------------------------------- the Flame Bearers
@pytest.mark.law("A.6.3")
def test_the_flame_bearers_set_up_two_warriors_in_any_clearing() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    frames = add_hirelings(g, ["flame_bearers"])
    for fr in reversed(frames):
        g.push(fr)
    g._advance()
    assert asked(g) == (1, "hireling_warriors")  # A.6.3: the last player sets the first card up
    assert len(options(g)) == 12
    g.apply("deploy 7")
    assert hired_warriors(g, 7) == 2


@pytest.mark.law("H.2.3", "H.3.2", "H.3.6")
def test_the_flame_bearers_burn_one_enemy_piece_per_bearer_warriors_first_then_grow() -> None:
    g = bearers("marquise", {"1": 2}, phase="birdsong",
                clearings={"1": {"marquise": 1, "eyrie": {"warriors": 1, "buildings": ["roost"]}}})
    # two Bearers: the Eyrie warrior first, then the roost; the Marquise's warrior is spared
    assert warriors_at(g, 1, 1) == 0 and g.buildings[0] == ()
    assert warriors_at(g, 1, 0) == 1 and g.factions[0].score == 0
    assert asked(g) == (0, "hireling_warriors")
    assert set(options(g)) == {"deploy 1", "deploy 5", "deploy 9", "deploy 10"}  # at or next to a Bearer
    g.apply("deploy 5")
    assert hired_warriors(g, 5) == 1


@pytest.mark.law("H.2.3")
def test_the_flame_bearers_controller_chooses_which_enemy_burns() -> None:
    g = bearers("marquise", {"1": 1}, phase="birdsong", factions=("marquise", "eyrie", "alliance"),
                clearings={"1": {"eyrie": 1, "alliance": 1}})
    assert asked(g) == (0, "burn")
    assert set(options(g)) == {"burn 1 eyrie", "burn 1 alliance"}
    g.apply("burn 1 alliance")
    assert warriors_at(g, 1, 2) == 0 and warriors_at(g, 1, 1) == 1


@pytest.mark.law("H.2.1")
def test_the_flame_bearers_when_hired_with_none_on_the_map_place_two() -> None:
    g = bearers(None, {}, phase="evening")
    from woodland.hirelings import roll_for_control

    assert g.hirelings is not None
    roll_for_control(g, 0, g.hirelings.cards[0])
    g._advance()
    assert asked(g) == (0, "hireling_warriors")
    g.apply("deploy 3")
    assert hired_warriors(g, 3) == 2


def test_the_terminal_shows_hireling_warriors_in_the_clearing_table() -> None:
    from rich.console import Console

    from woodland.cli import render

    g = bearers("marquise", {"5": 2}, clearings={"5": {"eyrie": 1}})
    console = Console(width=160, record=True)
    console.print(render.clearing_table(g.view(1), g.map))
    rows = {line.split()[1]: line for line in console.export_text().splitlines() if line.split()[:1] == ["5"]
            or line.split()[:1] == ["1"]}
    assert "Flame Bearers 2w" in rows["Creek"]
    assert "Flame Bearers" not in rows["Hill"]


# ----------------------------------------------------------------------------- the Corvid Spies
def spies(controller: str | None, where: dict[str, int], *, dice: list[int] | None = None,
          clearings: dict[str, Any] | None = None, **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, **({"control": 3} if controller else {})}
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     dice=dice, clearings={"12": {"marquise": 1}, **(clearings or {})},
                     hirelings={"cards": {"corvid_spies": card}}, **spec)


@pytest.mark.law("A.6.3")
def test_the_corvid_spies_set_up_two_warriors_in_each_of_two_clearings_of_one_suit() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["corvid_spies"])):
        g.push(fr)
    g._advance()
    g.apply("deploy 1")  # Hill, a fox clearing
    assert set(options(g)) == {f"deploy {c}" for c in range(1, 13) if g.suits[c - 1] == "fox" and c != 1}
    g.apply("deploy 6")
    assert g.hirelings is not None and g.hirelings.cards[0].warriors[0] == 2
    assert g.hirelings.cards[0].warriors[5] == 2 and g.hirelings.cards[0].supply == 2


@pytest.mark.law("H.2.4", "H.3.4", "4.3")
def test_the_corvid_spies_place_two_by_enemies_then_battle_in_every_spy_clearing() -> None:
    # dice 3,0 and 3,0: each battle the Spies deal up to their warriors there, take none
    g = spies("marquise", {"1": 2, "5": 1}, dice=[3, 0, 3, 0],
              clearings={"1": {"eyrie": 2}, "5": {"alliance": 1}, "12": {"marquise": 1, "eyrie": 1}})
    assert "spy" in options(g)
    g.apply("spy")
    assert set(options(g)) == {"deploy 1", "deploy 5", "deploy 12"}  # clearings with enemy pieces
    g.apply("deploy 12")
    g.apply("deploy 12")
    # no enemy there holds a card, so nothing to steal: the battles (the only choice) begin
    assert set(options(g)) == {"battle 1 eyrie", "battle 5 alliance", "battle 12 eyrie"}
    g.apply("battle 5 alliance")  # Guerrilla War (8.2.2): the Alliance defends with the 3
    assert warriors_at(g, 5, 2) == 1 and hired_warriors(g, 5) == 0
    g.apply("battle 1 eyrie")
    assert warriors_at(g, 1, 1) == 0 and hired_warriors(g, 1) == 2
    # the last battle, the only choice left, follows by itself (the Marquise's warrior is no target)
    assert warriors_at(g, 12, 1) == 0 and warriors_at(g, 12, 0) == 1
    assert [f.score for f in g.factions] == [0, 0, 0]
    assert "spy" not in options(g)  # once per Daylight (H.2.4)


@pytest.mark.law("H.2.4", "1.2")
def test_the_corvid_spies_take_a_random_card_from_each_enemy_in_one_spy_clearing() -> None:
    g = spies("marquise", {"1": 1}, clearings={"1": {"eyrie": 1, "alliance": 1}},
              hands={"eyrie": ["Anvil"], "alliance": ["Sword", "Crossbow (mouse)"]})
    g.apply("spy")  # the two Spies go to Hill (1), the only clearing with enemy pieces
    assert hired_warriors(g, 1) == 3
    assert set(options(g)) == {"spy_battle", "spy_steal 1"}
    g.apply("spy_steal 1")
    assert len(g.factions[0].hand) == 2 and len(g.factions[1].hand) == 0 and len(g.factions[2].hand) == 1
    assert "Anvil" in g.view(0)["players"][0]["hand"]
    assert "hand" not in g.view(2)["players"][0]  # 1.2: the others see only the count


@pytest.mark.law("H.3.2", "4.3")
def test_the_oracle_says_why_a_player_cannot_battle_their_own_hireling() -> None:
    g = bearers("marquise", {"1": 2}, clearings={"1": {"marquise": 3}})
    reason, rules = g.why_not(g.parse("battle 1 flame_bearers"))
    assert "enemy" in reason and "H.3.2" in rules


# ----------------------------------------------------------------------------- the Last Dynasty
def dynasty(controller: str, where: dict[str, int], *, dice: list[int] | None = None,
            clearings: dict[str, Any] | None = None, **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, "control": 3}
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     dice=dice, clearings={"12": {"marquise": 1}, **(clearings or {})},
                     hirelings={"cards": {"last_dynasty": card}}, **spec)


@pytest.mark.law("A.6.3", "G.15")
def test_the_last_dynasty_set_up_all_five_in_one_edge_clearing() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["last_dynasty"])):
        g.push(fr)
    g._advance()
    assert set(options(g)) == {f"deploy {c}" for c in range(1, 10)}  # Autumn: all but 10, 11, 12 (R239)
    g.apply("deploy 4")
    assert hired_warriors(g, 4) == 5


@pytest.mark.law("H.2.4", "H.3.1", "4.2", "4.3")
def test_the_last_dynasty_ruling_their_clearing_move_all_then_battle() -> None:
    # the Marquise rules Hill (1) with the Dynasty; they move to Creek (5) and battle the Eyrie
    g = dynasty("marquise", {"1": 3}, dice=[3, 0], clearings={"5": {"eyrie": 2, "alliance": 1}})
    g.apply("dynasty")
    assert asked(g) == (0, "dynasty_move")
    assert set(options(g)) == {"dynasty_move 5", "dynasty_move 9", "dynasty_move 10"}
    g.apply("dynasty_move 5")
    assert hired_warriors(g, 1) == 0 and hired_warriors(g, 5) == 3
    assert set(options(g)) == {"battle 5 eyrie", "battle 5 alliance"}
    g.apply("battle 5 eyrie")
    assert warriors_at(g, 5, 1) == 0 and hired_warriors(g, 5) == 3
    assert "dynasty" not in options(g)  # once per Daylight


@pytest.mark.law("H.2.4", "4.3")
def test_the_last_dynasty_not_ruling_their_clearing_battle_there_twice() -> None:
    # the Eyrie rule Hill (1) with 4 warriors to the Dynasty's 3: two battles there, no move
    g = dynasty("marquise", {"1": 3}, dice=[3, 0, 3, 0], clearings={"1": {"eyrie": 4}})
    g.apply("dynasty")
    assert warriors_at(g, 1, 1) == 0 and hired_warriors(g, 1) == 3  # 3 hits, then the 1 left
    assert [f.score for f in g.factions] == [0, 0, 0]


@pytest.mark.law("H.2.4")
def test_the_last_dynasty_with_none_on_the_map_are_placed_on_the_edge_and_battle() -> None:
    g = dynasty("marquise", {}, dice=[2, 0], clearings={"9": {"eyrie": 1}})
    g.apply("dynasty")
    assert asked(g) == (0, "hireling_warriors")
    g.apply("deploy 9")  # then the battle with the only enemy there follows
    assert hired_warriors(g, 9) == 5 and warriors_at(g, 9, 1) == 0


@pytest.mark.law("H.3.7", "8.2.6")
def test_moving_hireling_warriors_into_sympathy_makes_their_controller_pay_outrage() -> None:
    g = dynasty("marquise", {"1": 3}, clearings={"5": {"alliance": {"tokens": ["sympathy"]}}},
                hands={"marquise": ["Anvil"]})
    g.log = []
    g.apply("dynasty")
    g.apply("dynasty_move 5")  # Outrage: no rabbit card, so the hand is shown and the Alliance draws
    # then the Dynasty battle the Alliance there, defenseless (4.3.5: a hit at least), and remove
    # the sympathy: Outrage again, also the Marquise's
    outrages = [ev for ev in g.log if ev[0] == "outrage_shown"]
    assert [ev.payer for ev in outrages] == [0, 0]
    assert len(g.factions[2].supporters) == 2 and g.factions[0].score == 0


def rare_positions() -> list[Game]:
    """Games at the decisions the sides with warriors bring (for tests/rl/test_space.py)."""
    out = [bearers(None, {"1": 2}, clearings={"1": {"marquise": 3}}),  # battle a hireling
           bearers("marquise", {"1": 1}, phase="birdsong", factions=("marquise", "eyrie", "alliance"),
                   clearings={"1": {"eyrie": 1, "alliance": 1}})]  # burn
    g = bearers("marquise", {"1": 1}, phase="birdsong", clearings={"1": {"eyrie": 1}})
    out.append(g)  # deploy
    g = spies("marquise", {"1": 1}, clearings={"1": {"eyrie": 1, "alliance": 1}},
              hands={"eyrie": ["Anvil"], "alliance": ["Sword"]})
    out.append(g.clone())  # spy
    g.apply("spy")
    out.append(g)  # spy_battle, spy_steal
    g = dynasty("marquise", {"1": 3}, clearings={"5": {"eyrie": 1}})
    out.append(g.clone())  # dynasty
    g.apply("dynasty")
    out.append(g)  # dynasty_move
    g = keepers("marquise", {"1": 1}, {"1": 1}, clearings={"1": {"eyrie": 1}})
    out.append(g.clone())  # vaults
    g.apply("vaults")
    g.apply("deploy 5")
    out.append(g)  # vault_battle, vault_guard
    g = patrol("marquise", {"1": 2}, clearings={"5": {"eyrie": 1}})
    out.append(g.clone())  # patrol
    g.apply("patrol")
    out.append(g.clone())  # patrol_move, patrol_drop
    g.apply("patrol_move")
    out.append(g)  # patrol_march
    return out + later_rare_positions()


def later_rare_positions() -> list[Game]:
    """Games at the decisions of the sides added later (Sunward Expedition, Mole Artisans,
    Street Band, Farmers, Bandit Gangs, Riverfolk Flotilla, Warm Sun Prophets, River Roamers,
    Sunny Advocates)."""
    from tests.hirelings.test_highway_bandits import gangs
    from tests.hirelings.test_popular_band import band
    from tests.hirelings.test_prosperous_farmers import farmers
    from tests.hirelings.test_river_roamers import roamers
    from tests.hirelings.test_riverfolk_flotilla import flotilla
    from tests.hirelings.test_sunny_advocates import advocates
    from tests.hirelings.test_sunward_expedition import artisans, expedition
    from tests.hirelings.test_warm_sun_prophets import prophets

    out: list[Game] = []

    def steps(g: Game, *actions: str) -> None:
        """``g`` before each action, and after the last."""
        for a in actions:
            out.append(g.clone())
            g.apply(a)
        out.append(g)

    steps(expedition("marquise", {"1": 3}, {"1": 1, "2": 1, "3": 1}, clearings={"5": {"eyrie": 1}}),
          "expedition", "expedition_recycle 3", "expedition_found 3 0", "expedition_move")
    steps(artisans("marquise"), "craft Anvil")
    steps(band("marquise", {}, clearings={"1": {"marquise": 1}}))
    steps(farmers("prosperous_farmers", "marquise", {"1": 1}, {"1": 1}), "farmers")
    steps(farmers("prosperous_farmers", "marquise", {"5": 2}, {"5": 1, "9": 1}, clearings={"5": {"eyrie": 3}}),
          "farmers", "farm_site 1")
    steps(farmers("struggling_farmers", "marquise", {}, {}, clearings={"1": {"marquise": 1}}))
    steps(gangs("marquise", {"5": 1}, clearings={"1": {"marquise": 1}}), "gangs")
    steps(flotilla("marquise", 5, clearings={"5": {"marquise": 1}, "10": {"eyrie": 1}}), "flotilla_draw")
    steps(prophets({"5": 1}, clearings={"5": {"eyrie": 3, "alliance": 1}, "12": {"marquise": 1}}),
          "prophets", "prophet_force 5 eyrie", "prophet_move 1")
    steps(roamers("marquise", {"5": 2, "7": 2}, {"5": 1, "7": 1}, dice=[3, 0, 3, 0],
                  clearings={"5": {"eyrie": 1}, "7": {"eyrie": 1}}, hands={"marquise": ["Root Tea (fox)"]}),
          "roamers", 'craft "Root Tea (fox)"', "roamers_battle")
    steps(advocates("marquise", {"10": 1}, clearings={"10": {"eyrie": 1, "alliance": 1}}),
          "advocates", "advocate_suit rabbit")
    from tests.hirelings.test_highway_bandits import rare_positions as bandit_positions

    out += bandit_positions()
    from tests.hirelings.test_feline_physicians import rare_positions as physicians

    out += physicians()
    out += uprising_band_positions()
    return [g for g in out if g.pending is not None]


def uprising_band_positions() -> list[Game]:
    """The Spring Uprising's choice and the card paid to battle them; the Popular Band's
    action, Band clearing, pulls and placement."""
    from tests.hirelings.test_popular_band import PULL, popular
    from tests.hirelings.test_spring_uprising import uprising

    out = [uprising("marquise", {"1": 1}, phase="birdsong", dice=[0], clearings={"1": {"eyrie": 1}})]
    g = uprising(None, {"1": 1}, clearings={"1": {"marquise": 2}}, empty_hands=False,
                 hands={"marquise": ["Anvil", "Ambush (bird)"], "eyrie": []})
    out.append(g.clone())
    g.apply("battle 1 spring_uprising")
    out.append(g)
    g = popular("marquise", {"5": 1, "9": 1}, clearings=PULL)
    out.append(g.clone())
    for a in ("band_play", "band_stage 5", "band_pull 2 eyrie"):
        g.apply(a)
        out.append(g.clone())
    g.apply("pass")
    out.append(g)
    return out


@pytest.mark.law("H.2.2", "H.3.5", "4.3.5")
def test_a_players_badger_bodyguards_work_against_a_hireling_that_attacks_them() -> None:
    # the Eyrie controls the Badger Bodyguards; the Marquise's Flame Bearers attack them (dice 2, 0)
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True, dice=[2, 0],
                  clearings={"1": {"eyrie": 3}, "12": {"marquise": 1}},
                  hirelings={"cards": {"flame_bearers": {"controller": "marquise", "control": 3, "warriors": {"1": 2}},
                                       "badger_bodyguards": {"controller": "eyrie", "control": 3}}})
    g.push(Battle(BEARERS, 1, 0))
    g._advance()
    assert warriors_at(g, 1, 1) == 2  # two hits, one ignored


# ----------------------------------------------------------------------------- the Vault Keepers
def keepers(controller: str | None, where: dict[str, int], vaults: dict[str, int], *, dice: list[int] | None = None,
            clearings: dict[str, Any] | None = None, **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, "buildings": vaults,
            **({"control": 3} if controller else {})}
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     dice=dice, clearings={"12": {"marquise": 1}, **(clearings or {})},
                     hirelings={"cards": {"vault_keepers": card}}, **spec)


@pytest.mark.law("A.6.3", "2.2.3")
def test_the_vault_keepers_set_up_two_warriors_and_a_vault_where_a_slot_is_open() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"1": {"marquise": {"buildings": ["sawmill"]}}})  # Hill (1) has one slot
    for fr in reversed(add_hirelings(g, ["vault_keepers"])):
        g.push(fr)
    g._advance()
    assert "deploy 1" not in options(g) and "deploy 2" in options(g)
    g.apply("deploy 2")
    assert hired_warriors(g, 2) == 2 and g.buildings[1] == ((BEARERS, "vault"),)
    assert g.view(0)["clearings"][1]["buildings"] == [["vault_keepers", "vault"]]
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint()


@pytest.mark.law("H.3.1", "2.5")
def test_a_hirelings_buildings_count_for_rule() -> None:
    g = keepers(None, {}, {"5": 1}, clearings={"5": {"marquise": 1}})
    assert g.view(0)["clearings"][4]["ruler"] is None  # one vault, one warrior: a tie
    g = keepers("marquise", {}, {"5": 1}, clearings={"5": {"eyrie": 1}})
    assert rulers(g)[4] == 1  # the Eyrie win the tie (7.2.2) with the Marquise's vault
    g = keepers("marquise", {"5": 1}, {"5": 1}, clearings={"5": {"eyrie": 1}})
    assert rulers(g)[4] == 0


@pytest.mark.law("3.2.1", "H.3.6", "4.3.6")
def test_removing_a_vault_scores_for_a_player() -> None:
    # the Eyrie controls the Keepers; the Marquise battles them and removes the warrior, then the vault
    g = keepers("eyrie", {"1": 1}, {"1": 1}, dice=[3, 0], clearings={"1": {"marquise": 2}})
    g.apply("battle 1 vault_keepers")
    assert hired_warriors(g, 1) == 0 and g.buildings[0] == ()
    assert g.factions[0].score == 1


@pytest.mark.law("H.2.4")
def test_the_vault_keepers_place_a_vault_near_a_vault_then_battle_at_every_vault() -> None:
    g = keepers("marquise", {"1": 2, "5": 2}, {"1": 1, "5": 1}, dice=[3, 0, 3, 0],
                clearings={"1": {"eyrie": 1}, "5": {"alliance": 1}})
    g.apply("vaults")
    assert asked(g) == (0, "hireling_warriors")
    assert set(options(g)) == {"deploy 2", "deploy 5", "deploy 9", "deploy 10"}  # open slots by a vault
    g.apply("deploy 10")
    assert (BEARERS, "vault") in g.buildings[9] and hired_warriors(g, 10) == 0
    assert set(options(g)) == {"vault_battle", "vault_guard"}
    g.apply("vault_battle")
    assert set(options(g)) == {"battle 1 eyrie", "battle 5 alliance"}  # no Keeper warrior at the new vault
    g.apply("battle 1 eyrie")  # then the other battle, the only one left
    assert warriors_at(g, 1, 1) == 0


@pytest.mark.law("H.2.4")
def test_the_vault_keepers_may_place_a_warrior_at_each_vault_instead() -> None:
    g = keepers("marquise", {}, {"1": 1, "5": 1})
    g.apply("vaults")
    g.apply("deploy 2")  # no enemy to battle at any vault: a warrior at each follows, the only choice
    assert [hired_warriors(g, c) for c in (1, 2, 5)] == [1, 1, 1]


@pytest.mark.law("1.2", "13.2.2")
def test_burn_options_show_a_face_down_plot_by_its_back() -> None:
    from woodland.hirelings.flame_bearers import burnable

    g = bearers("marquise", {"1": 1}, factions=("marquise", "corvid"),
                clearings={"1": {"corvid": {"tokens": ["plot_bomb"]}}})
    assert [str(a) for a in burnable(g, BEARERS, 0)] == ["burn 1 corvid plot"]
    g = bearers("marquise", {"1": 1}, phase="birdsong", factions=("marquise", "corvid"),
                clearings={"1": {"corvid": {"tokens": ["plot_bomb"]}}, "12": {"marquise": 1}})
    assert g.tokens[0] == ()  # burnt (the only piece there)


# ----------------------------------------------------------------------------- the Forest Patrol
def patrol(controller: str, where: dict[str, int], *, dice: list[int] | None = None,
           clearings: dict[str, Any] | None = None, **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, "control": 3}
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     dice=dice, clearings={"12": {"marquise": 1}, **(clearings or {})},
                     hirelings={"cards": {"forest_patrol": card}}, **spec)


@pytest.mark.law("A.6.3")
def test_the_forest_patrol_set_up_one_warrior_in_every_clearing() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["forest_patrol"])):
        g.push(fr)
    g._advance()
    assert [hired_warriors(g, c) for c in range(1, 13)] == [1] * 12


@pytest.mark.law("H.2.4", "4.2", "H.3.1", "4.3")
def test_the_forest_patrol_move_where_their_controller_rules_then_battle_once() -> None:
    # the Marquise rules Hill (1) by the Patrol's 2 there; 1 moves to Creek (5), then one battle
    g = patrol("marquise", {"1": 2, "9": 1}, dice=[3, 0], clearings={"5": {"eyrie": 1}, "9": {"alliance": 2}})
    g.apply("patrol")
    assert set(options(g)) == {"patrol_move", "patrol_drop 1", "patrol_drop 9"}
    g.apply("patrol_move")
    assert {"patrol_march 1 5 2", "patrol_march 9 12 1"} <= set(options(g))
    assert "patrol_march 9 4 1" not in options(g)  # the Alliance rule Dune (9), nobody Haven (4)
    g.apply("patrol_march 1 5 1")
    assert hired_warriors(g, 1) == 1 and hired_warriors(g, 5) == 1
    assert set(options(g)) == {"battle 5 eyrie", "battle 9 alliance"}
    g.apply("battle 5 eyrie")
    assert warriors_at(g, 5, 1) == 0
    assert "patrol" not in options(g) and asked(g) == (0, "daylight")  # one battle, once per Daylight


@pytest.mark.law("H.2.4", "G.24")
def test_the_forest_patrol_bring_the_warriors_on_their_card_to_a_patrol_clearing() -> None:
    g = patrol("marquise", {"1": 2, "9": 1})  # nine on the card (its supply)
    g.apply("patrol")
    g.apply("patrol_drop 9")
    assert hired_warriors(g, 9) == 10 and g.hirelings is not None and g.hirelings.cards[0].supply == 0


@pytest.mark.law("H.3.2", "H.3.7", "2.1.3")
def test_a_favor_card_removes_the_hireling_pieces_that_are_enemies_of_its_crafter() -> None:
    workshops = {c: {"marquise": {"buildings": ["workshop"]}} for c in ("1", "6", "8")}

    def crafted(controller: str | None) -> Game:
        g = bearers(controller, {"12": 2}, clearings={**workshops, "12": {"marquise": 1}},
                    hands={"marquise": ["Favor of the Foxes"]})
        g.apply('craft "Favor of the Foxes"')
        return g

    assert hired_warriors(crafted(None), 12) == 0  # uncontrolled: everyone's enemy
    assert hired_warriors(crafted("eyrie"), 12) == 0
    assert hired_warriors(crafted("marquise"), 12) == 2  # her own hireling is not her enemy


@pytest.mark.law("H.3.6", "H.3.7", "15.2.5")
def test_a_relic_removed_by_a_hireling_scores_no_prized_trophies_point() -> None:
    g = bearers("marquise", {"1": 3}, dice=[3, 0], factions=("marquise", "keepers"),
                clearings={"1": {"keepers": {"tokens": ["tablet_three"]}}})
    g.push(Battle(BEARERS, 1, 0))
    g._advance()
    # H.3.7: the controller is the player removing, so she places the relic (15.2.5) ...
    assert asked(g) == (0, "trophy")
    g.apply("trophy F3")
    # ... but scores neither the token (3.2.1) nor the trophy's extra point (H.3.6)
    assert not g.tokens[0] and g.factions[0].score == 0


@pytest.mark.law("H.3.6", "9.2.9")
def test_warriors_a_vagabonds_hireling_removes_in_his_turn_score_no_infamy() -> None:
    # the Vagabond controls the Forest Patrol; in his Daylight it battles the Eyrie, whom he
    # is Hostile to: Infamy (9.2.9.III.a) would score a point per warrior, H.3.6 says none
    card = {"controller": "vagabond", "warriors": {"5": 3}, "control": 3}
    g = game_with(["marquise", "eyrie", "vagabond"], player="vagabond", phase="daylight", empty_hands=True,
                  dice=[3, 0], strict=False, clearings={"5": {"eyrie": 2}},
                  vagabond={"character": "thief", "clearing": 1, "items": ["torch"],
                            "relationships": {"eyrie": "hostile"}},
                  hirelings={"cards": {"forest_patrol": card}})
    v = g.factions[2]
    before = v.score
    g.apply("patrol")
    g.apply("patrol_move")
    g.apply("patrol_march 5 1 1")  # the one battle left, 5 against the Eyrie, is taken at once
    assert warriors_at(g, 5, 1) == 0  # both Eyrie warriors removed by the Patrol
    assert v.score == before
