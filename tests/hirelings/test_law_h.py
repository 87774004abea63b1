"""Appendix H clause by clause, the cases between the sides' own tests: markers passed in
one jump or on another player's turn (H.1.1), a hireling passed on in a two-player game
(H.1.3), rule with and against hirelings and what the oracle says about it (H.3.1), a
coalition partner's hireling (H.3.2), separate pieces, actions and effects (H.3.3-H.3.5)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.hirelings.test_machinery import evening, hired, until
from tests.hirelings.test_pieces import BEARERS, bearers, hired_warriors
from woodland import explain
from woodland.core.game import Game
from woodland.core.hireling import control_die
from woodland.rules.battle import Battle
from woodland.rules.victory import score
from woodland.testing import asked, game_with, options, warriors_at

M, E = 0, 1


# ----------------------------------------------------------------------------- H.1
@pytest.mark.law("H.1.1")
def test_a_score_passing_two_hiring_markers_takes_both_and_hires_two_cards() -> None:
    # R250: 3 + 6 points pass the markers on 4 and 8; the Marquise hires two cards at the
    # end of her turn, one after the other
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", scores={"marquise": 3},
                  hirelings=["bluebird_nobles", "otter_divers", "raven_sentries"], empty_hands=True,
                  dice=[0, 0], clearings={"1": {"marquise": 2}})
    score(g, M, 6)
    assert g.view(E)["hirelings"]["markers"] == [12]
    assert g.view(E)["hirelings"]["waiting"] == {"marquise": 2}
    until(g, lambda g: asked(g) == (M, "hire"))
    g.apply("hire otter_divers")
    assert asked(g) == (M, "hire")  # the second marker brings a second card
    assert set(options(g)) == {"hire bluebird_nobles", "hire raven_sentries"}
    g.apply("hire raven_sentries")
    assert {k: v[0] for k, v in hired(g).items()} == {"bluebird_nobles": None, "otter_divers": "marquise",
                                                      "raven_sentries": "marquise"}
    assert g.view(E)["hirelings"]["waiting"] == {}


@pytest.mark.law("H.1.1")
def test_a_hiring_marker_taken_on_another_players_turn_brings_a_card_at_the_end_of_the_takers_turn() -> None:
    # R250: the Eyrie (3) scores a point during the Marquise's turn: she takes the marker on 4,
    # the Marquise's turn ends without a hire, and the Eyrie hires at the end of her own turn
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", scores={"eyrie": 3},
                  hirelings=["bluebird_nobles", "otter_divers"], empty_hands=True, dice=[0, 0],
                  clearings={"1": {"marquise": 2}})
    score(g, E, 1)
    assert g.view(M)["hirelings"]["waiting"] == {"eyrie": 1}
    until(g, lambda g: g.current == E)
    assert all(v == (None, 0) for v in hired(g).values())  # nothing hired at the Marquise's end of turn
    until(g, lambda g: asked(g)[1] == "hire")
    assert asked(g) == (E, "hire") and g.current == E


@pytest.mark.law("H.1.1", "3.3.1")
def test_only_a_rising_score_takes_a_hiring_marker_and_a_dominance_player_scores_none() -> None:
    # R250: falling from 5 to 3 past the marker on 4 takes nothing; rising back past it takes it
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", scores={"marquise": 5},
                  hirelings=["bluebird_nobles"], empty_hands=True, clearings={"1": {"marquise": 2}})
    score(g, M, -2)
    assert g.view(E)["hirelings"]["markers"] == [4, 8, 12] and g.view(E)["hirelings"]["waiting"] == {}
    score(g, M, 2)
    assert g.view(E)["hirelings"]["markers"] == [8, 12] and g.view(E)["hirelings"]["waiting"] == {"marquise": 1}
    # with an activated dominance card she scores no points (3.3.1), so her marker never moves
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", scores={"marquise": 3},
                  dominance={"marquise": "Fox Dominance"}, hirelings=["bluebird_nobles"], empty_hands=True,
                  clearings={"1": {"marquise": 2}})
    score(g, M, 2)
    assert g.view(E)["hirelings"]["markers"] == [4, 8, 12] and g.view(E)["hirelings"]["waiting"] == {}


@pytest.mark.law("H.1.3", "H.1.2")
def test_in_a_two_player_game_a_spent_hireling_goes_to_the_other_player_who_loses_a_marker_on_their_turn() -> None:
    # the Marquise's last control marker comes off: the card goes to the Eyrie (the only other
    # player: not asked), who is behind and counts every pip (face 4); at the end of the Eyrie's
    # own turn it was gained on an earlier turn, so a control marker comes off; the hireling
    # marker that came with it is a reminder, not a marker to hire with (the Otters stay)
    g = evening({"marquise": 9, "eyrie": 2},
                {"cards": {"bluebird_nobles": {"controller": "marquise", "control": 1}, "otter_divers": None}},
                dice=[4, 0, 0])
    until(g, lambda g: g.current == E)
    assert hired(g)["bluebird_nobles"] == ("eyrie", control_die()[4][1])
    assert g.view(M)["hirelings"]["waiting"] == {}
    asks = []
    until(g, lambda g: asks.append(asked(g)[1]) or g.current == M)
    assert "hire" not in asks
    assert hired(g) == {"bluebird_nobles": ("eyrie", control_die()[4][1] - 1), "otter_divers": (None, 0)}


# ----------------------------------------------------------------------------- H.3.1 rule
@pytest.mark.law("H.3.1", "2.5", "4.2.1", "6.5.4.I")
def test_an_uncontrolled_hireling_rules_against_a_player_and_the_oracle_names_it() -> None:
    # the Bearers (no controller) outnumber the Marquise in Hill (1): she cannot build there nor
    # move from there to an empty clearing; the oracle names the hireling as ruler, not "nobody"
    g = game_with(["marquise", "eyrie"], player="marquise", clearings={"1": {"marquise": 1}, "12": {"marquise": 1}},
                  hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"1": 2}}}})
    assert not any(o.startswith("build") and o.endswith(" 1") for o in options(g))
    e = explain(g, "build sawmill 1")
    assert not e.legal and e.rules == ["6.5.4.I", "H.3.1"]
    assert "flame_bearers, a hireling no one controls, rules it" in e.reason
    g.apply("march")
    assert not any(o.startswith("move 1->") for o in options(g))
    e = explain(g, "move 1->5")
    assert not e.legal and e.rules == ["4.2.1", "H.3.1"] and "clearing 1 (flame_bearers, a hireling" in e.reason
    assert {"clearing": 1, "faction": "flame_bearers", "rule": "H.3.1"} in explain(g).rulers


@pytest.mark.law("H.3.1", "H.3.4", "4.2.1")
def test_the_controller_moves_out_of_a_clearing_it_rules_only_with_its_hireling_but_moves_only_its_own() -> None:
    # Hill (1): the Marquise 1 and her Bearers 2 against the Eyrie's 2: she rules it and may march
    # to an empty clearing; the march moves her one warrior, never the Bearers (H.3.4)
    g = bearers("marquise", {"1": 2}, clearings={"1": {"marquise": 1, "eyrie": 2}, "12": {}})
    assert {"clearing": 1, "faction": "marquise", "rule": "H.3.1"} in explain(g).rulers
    g.apply("march")
    assert "move 1->5" in options(g)
    g.apply("move 1->5")
    assert warriors_at(g, 5, M) == 1 and warriors_at(g, 1, M) == 0
    assert hired_warriors(g, 1) == 2 and hired_warriors(g, 5) == 0


@pytest.mark.law("H.3.1", "7.2.2", "H.3.3")
def test_the_eyrie_win_a_tie_with_their_hirelings_warrior_alone() -> None:
    # R528: Creek (5) holds one Marquise warrior and one Bearer of the Eyrie's: for rule the
    # Eyrie treat the Bearer as their own (H.3.1), so they tie and Lords of the Forest gives
    # them the clearing; with the Bearers uncontrolled the tie leaves it to nobody
    spec = {"clearings": {"5": {"marquise": 1}, "12": {"marquise": 1}}}
    g = game_with(["marquise", "eyrie"], player="marquise", **spec,
                  hirelings={"cards": {"flame_bearers": {"controller": "eyrie", "control": 3, "warriors": {"5": 1}}}})
    assert g.view(M)["clearings"][4]["ruler"] == "eyrie"
    assert {"clearing": 5, "faction": "eyrie", "rule": "7.2.2"} in explain(g).rulers
    e = explain(g, "build sawmill 5")
    assert not e.legal and e.rules == ["6.5.4.I", "7.2.2", "H.3.1"]
    assert "eyrie rules it, tied, by Lords of the Forest, counting its hireling's pieces" in e.reason
    g = game_with(["marquise", "eyrie"], player="marquise", **spec,
                  hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"5": 1}}}})
    assert g.view(M)["clearings"][4]["ruler"] is None


@pytest.mark.law("H.3.1", "7.2.2")
def test_a_clearing_ruled_outright_with_a_hireling_is_not_called_a_tie() -> None:
    # Creek (5): Eyrie 1 + their Bearer 1 against the Marquise's 1: two to one, no tie
    g = game_with(["marquise", "eyrie"], player="marquise", clearings={"5": {"marquise": 1, "eyrie": 1}},
                  hirelings={"cards": {"flame_bearers": {"controller": "eyrie", "control": 3, "warriors": {"5": 1}}}})
    assert {"clearing": 5, "faction": "eyrie", "rule": "H.3.1"} in explain(g).rulers
    e = explain(g, "build sawmill 5")
    assert "tied" not in e.reason and e.rules == ["6.5.4.I", "H.3.1"]


# ----------------------------------------------------------------------------- H.3.2 enemies
@pytest.mark.law("H.3.2", "9.2.8", "4.3")
def test_a_coalition_partner_of_the_controller_cannot_battle_its_hireling() -> None:
    # the Vagabond is in coalition with the Eyrie, who control the Bearers in Hill (1): he may
    # battle the Alliance there, not the Bearers, and the oracle says why
    card = {"controller": "eyrie", "warriors": {"1": 2}, "control": 3}
    g = game_with(["marquise", "eyrie", "alliance", "vagabond"], player="vagabond", phase="daylight",
                  empty_hands=True, strict=False, coalition={"vagabond": "eyrie"},
                  dominance={"vagabond": "Fox Dominance"}, clearings={"1": {"alliance": 1}},
                  vagabond={"character": "thief", "clearing": 1, "items": ["sword", "sword", "torch"]},
                  hirelings={"cards": {"flame_bearers": card}})
    assert "battle 1 alliance" in options(g) and "battle 1 flame_bearers" not in options(g)
    e = explain(g, "battle 1 flame_bearers")
    assert not e.legal and "H.3.2" in e.rules and "must be an enemy" in e.reason


# ----------------------------------------------------------------------------- H.3.3 pieces
@pytest.mark.law("H.3.3", "9.2.9")
def test_the_vagabond_removing_an_allied_players_hireling_stays_allied() -> None:
    # the Bearers are the Eyrie's, whom the Vagabond is allied with: removing them removes no
    # Eyrie warrior (H.3.3), so the Eyrie stay allied
    card = {"controller": "eyrie", "warriors": {"1": 2}, "control": 3}
    g = game_with(["marquise", "eyrie", "vagabond"], player="vagabond", phase="daylight", empty_hands=True,
                  dice=[2, 0], strict=False, clearings={"12": {"eyrie": 1}},
                  vagabond={"character": "thief", "clearing": 1, "items": ["sword", "sword", "torch"],
                            "relationships": {"eyrie": 3}},
                  hirelings={"cards": {"flame_bearers": card}})
    g.apply("battle 1 flame_bearers")
    assert hired_warriors(g, 1) == 0
    assert g.view(2)["players"][2]["board"]["relationships"]["eyrie"] == 3
    assert g.factions[2].score == 0


@pytest.mark.law("H.3.3", "6.2.3", "1.5.3")
def test_field_hospitals_do_not_save_the_marquises_hireling_warriors() -> None:
    # the Eyrie remove both of the Marquise's Bearers in Hill (1, fox): she holds fox cards and
    # the keep, but Field Hospitals are for Marquise warriors only (H.3.3); her own warriors
    # removed there are offered to it
    hands = {"marquise": ["Anvil", "Arms Trader"], "eyrie": []}
    keep = {"12": {"marquise": {"buildings": ["sawmill"], "warriors": 1, "tokens": ["keep"]}}}
    g = bearers("marquise", {"1": 2}, dice=[2, 0], clearings={"1": {"eyrie": 2}, **keep}, hands=hands)
    g.push(Battle(E, BEARERS, 0))
    g._advance()
    assert hired_warriors(g, 1) == 0 and asked(g) == (M, "daylight")
    g = bearers("marquise", {"2": 2}, dice=[2, 0], clearings={"1": {"eyrie": 2, "marquise": 2}, **keep}, hands=hands)
    g.push(Battle(E, M, 0))
    g._advance()
    g.apply("pass")  # no ambush
    assert asked(g) == (M, "field_hospitals")


# ----------------------------------------------------------------------------- H.3.5 effects
@pytest.mark.law("H.3.5", "H.3.6")
@pytest.mark.parametrize("hireling_attacks", [True, False])
def test_a_hireling_uses_none_of_its_controllers_crafted_battle_effects(hireling_attacks: bool) -> None:
    # the Marquise has crafted Brutal Tactics, Armorers and Sappers: none is offered in her
    # Bearers' battles, attacking or defending (rolled 2 and 1); her own battle offers them
    crafted = {"marquise": ["Brutal Tactics", "Armorers", "Sappers"]}
    g = bearers("marquise", {"1": 3}, dice=[2, 1], clearings={"1": {"eyrie": 2}}, crafted=crafted)
    g.push(Battle(BEARERS, E, 0) if hireling_attacks else Battle(E, BEARERS, 0))
    g._advance()
    assert asked(g) == (M, "daylight")
    if hireling_attacks:  # the Bearers deal 2, the Eyrie 1: no extra hit, no point
        assert warriors_at(g, 1, E) == 0 and hired_warriors(g, 1) == 2
    else:  # the Eyrie deal 2, the Bearers 1: no hit ignored, no extra hit
        assert hired_warriors(g, 1) == 1 and warriors_at(g, 1, E) == 1
    assert [f.score for f in g.factions] == [0, 0]
    g = bearers("marquise", {"2": 3}, dice=[2, 1], clearings={"1": {"eyrie": 2, "marquise": 3}}, crafted=crafted)
    g.push(Battle(M, E, 0))
    g._advance()
    assert asked(g)[1] == "after_roll" and 'use "Brutal Tactics"' in options(g)


@pytest.mark.law("H.3.5", "7.8.3")
def test_the_eyrie_commander_adds_no_hit_to_a_hirelings_battle() -> None:
    # the Eyrie (Commander) control the Bearers, who attack the Marquise in Hill (1), rolled 2
    # and 1: two hits, not three
    g = bearers("eyrie", {"1": 3}, dice=[2, 1], clearings={"1": {"marquise": 3}, "2": {"eyrie": 1}},
                eyrie={"leader": "commander"})
    g.push(Battle(BEARERS, M, 0))
    g._advance()
    assert warriors_at(g, 1, M) == 1 and hired_warriors(g, 1) == 2


# ----------------------------------------------------------------------------- H.3.4 actions
@pytest.mark.law("H.3.4", "9.2.9")
def test_the_vagabond_moves_his_allys_warriors_but_never_its_hireling() -> None:
    # allied with the Eyrie, the Vagabond moves from Hill (1) to Creek (5) with their one warrior;
    # the Eyrie's Bearers there stay (no hireling acts by an Allied Relationship)
    card = {"controller": "eyrie", "warriors": {"1": 2}, "control": 3}
    g = game_with(["marquise", "eyrie", "vagabond"], player="vagabond", phase="daylight", empty_hands=True,
                  strict=False, clearings={"1": {"eyrie": 1}},
                  vagabond={"character": "thief", "clearing": 1, "items": ["boots", "boots", "torch"],
                            "relationships": {"eyrie": 3}},
                  hirelings={"cards": {"flame_bearers": card}})
    g.apply("move 5")
    assert options(g) == ["along eyrie", "alone"]
    g.apply("along eyrie")  # one Eyrie warrior: no count asked
    assert warriors_at(g, 5, E) == 1 and hired_warriors(g, 1) == 2 and hired_warriors(g, 5) == 0


# ----------------------------------------------------------------------------- H.3.5, H.3.7
def patrol(controller: str, where: dict[str, int], **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, "control": 3}
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     hirelings={"cards": {"forest_patrol": card}}, **spec)


@pytest.mark.law("H.3.5", "H.2.4")
def test_a_hirelings_move_uses_no_boat_builders_of_its_controller() -> None:
    # the Marquise has crafted Boat Builders (E&P deck): she marches from Creek (5) along the
    # river to Beach (10); her Forest Patrol in Creek move only along paths (to 1 and 2)
    g = patrol("marquise", {"5": 2}, deck="exiles", crafted={"marquise": ["Boat Builders"]},
               clearings={"5": {"marquise": 1}})
    h = g.clone()
    h.apply("march")
    assert "move 5->10" in options(h)
    g.apply("patrol")
    g.apply("patrol_move")
    assert {o.split()[2] for o in options(g) if o.startswith("patrol_march 5 ")} == {"1", "2"}


@pytest.mark.law("H.3.7", "8.2.6")
def test_moving_a_hireling_warrior_into_sympathy_makes_its_controller_pay_outrage() -> None:
    g = patrol("marquise", {"5": 2}, clearings={"1": {"alliance": {"tokens": ["sympathy"]}}, "12": {"marquise": 1}},
               hands={"marquise": ["Anvil"]})
    g.apply("patrol")
    g.apply("patrol_move")
    g.apply("patrol_march 5 1 1")
    assert asked(g) == (M, "outrage") and options(g) == ["outrage Anvil"]


@pytest.mark.law("H.3.2", "13.7.2", "H.2.4", "4.2", "4.2.1")
def test_a_corvid_snare_holds_an_enemy_hireling_and_the_oracle_says_why_each_patrol_move_is_refused() -> None:
    # the Marquise's Forest Patrol are the Corvids' enemies: out of Creek (5), under a face-up
    # snare, they neither move nor are brought back from the card; into it they may move
    card = {"controller": "marquise", "warriors": {"5": 2, "1": 1, "9": 1}, "control": 3}
    g = game_with(["marquise", "eyrie", "corvid"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"5": {"corvid": {"tokens": ["snare"]}}, "12": {"marquise": 1}, "4": {"eyrie": 1},
                             "9": {"eyrie": 2}},
                  hirelings={"cards": {"forest_patrol": card}})
    g.apply("patrol")
    assert "patrol_drop 5" not in options(g) and "patrol_drop 1" in options(g)
    e = explain(g, "patrol_drop 5")
    assert not e.legal and e.rules == ["H.2.4", "13.7.2"] and "snare" in e.reason
    assert explain(g, "patrol_drop 2").rules == ["H.2.4"]  # no Patrol there
    g.apply("patrol_move")
    assert set(options(g)) == {"patrol_march 1 5 1", "patrol_march 1 9 1", "patrol_march 1 10 1",
                               "patrol_march 9 1 1", "patrol_march 9 12 1"}
    cases = {"patrol_march 5 2 1": (["4.2", "13.7.2"], "snare lies in clearing 5"),
             "patrol_march 9 4 1": (["4.2.1", "H.3.1"], "you rule neither clearing 9 (eyrie rules it)"),
             "patrol_march 2 1 1": (["4.2", "H.3.4"], "no warriors in clearing 2"),
             "patrol_march 1 5 3": (["4.2"], "have 1 warrior(s) in clearing 1"),
             "patrol_march 1 3 1": (["4.2"], "not adjacent")}
    for action, (rules, words) in cases.items():
        e = explain(g, action)
        assert not e.legal and e.rules == rules and words in e.reason, (action, e.reason, e.rules)


# ----------------------------------------------------------------------------- landmarks
@pytest.mark.law("H.3.5", "M.3.5", "H.3.7", "L.1.2")
def test_a_hirelings_move_may_cross_with_the_ferry_and_no_one_draws() -> None:
    # R529: the Lake's Ferry is in Gulf (12); the Marquise's Forest Patrol there may cross to
    # any coastal clearing (Shoal 6, Bay 7, Marsh 9), the Ferry going along; no faction piece
    # moved, so no card is drawn; the Ferry is then used for the turn: her own march from Gulf
    # crosses no more, and the oracle says why
    card = {"controller": "marquise", "warriors": {"12": 2}, "control": 3}
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", map="lake",
                  suits="suggested", clearings={"12": {"marquise": 1}, "1": {"marquise": 1}},
                  hirelings={"cards": {"forest_patrol": card}},
                  hands={"marquise": ["Anvil"], "eyrie": [], "alliance": []})
    assert g.landmarks == {"ferry": 11}
    g.apply("patrol")
    g.apply("patrol_move")
    assert {o.split()[2] for o in options(g)} == {"8", "11", "6", "7", "9"}
    g.apply("patrol_march 12 6 2")
    assert hired_warriors(g, 6) == 2 and g.landmarks == {"ferry": 5}
    assert [len(f.hand) for f in g.factions] == [1, 0, 0]
    g.apply("march")
    assert not any(o.startswith("move 12->") and o.split("->")[1] in {"6", "7", "9"} for o in options(g))
    e = explain(g, "move 12->7")
    assert not e.legal and "M.3.5" in e.rules


# ----------------------------------------------------------------------------- H.3.1 x Martial Law
@pytest.mark.law("8.4.2", "H.3.1")
@pytest.mark.parametrize("controller, martial", [("marquise", True), ("eyrie", False), ("alliance", False),
                                                 (None, False)])
def test_martial_law_counts_the_hireling_warriors_another_player_treats_as_their_own(
        controller: str | None, martial: bool) -> None:
    # 8.4.2.II.a: Marquise 1 + 2 Forest Patrol in Quarry (2, mouse): three warriors of the
    # Marquise "including warriors they are treating as their own for rule (... hirelings ...)"
    # when she controls them; the Eyrie's Patrol make no one's three; nor the Alliance's own,
    # nor uncontrolled ones, which are no player's (R530). One mouse supporter pays the first
    # token, two under Martial Law.
    card: dict[str, Any] = {"controller": controller, "warriors": {"2": 2}}
    if controller:
        card["control"] = 3
    g = game_with(["marquise", "eyrie", "alliance"], player="alliance", phase="birdsong",
                  clearings={"2": {"marquise": 1}}, alliance={"supporters": ["Investments"]},
                  hirelings={"cards": {"forest_patrol": card}})
    g.apply("done")  # no revolt
    assert ("spread 2" in options(g)) is not martial
    if martial:
        e = explain(g, "spread 2")
        assert not e.legal and "Martial Law" in e.reason


# ----------------------------------------------------------------------------- H.3.6
@pytest.mark.law("H.3.6", "3.2.1")
def test_a_player_defending_against_a_hireling_scores_for_its_building() -> None:
    # the Marquise's Vault Keepers (one warrior and a vault in Hill, 1) attack the Eyrie, rolled
    # 2 and 2: the Keepers' hits are capped by their one warrior; the Eyrie's two remove the
    # warrior, then the vault, and the Eyrie score for it though they defend
    from tests.hirelings.test_pieces import keepers

    g = keepers("marquise", {"1": 1}, {"1": 1}, dice=[2, 2], clearings={"1": {"eyrie": 2}})
    g.push(Battle(BEARERS, E, 0))
    g._advance()
    assert hired_warriors(g, 1) == 0 and g.buildings[0] == () and warriors_at(g, 1, E) == 1
    assert [f.score for f in g.factions] == [0, 1, 0]


@pytest.mark.law("H.3.1", "M.4.4")
@pytest.mark.parametrize("controller, points", [("marquise", 1), (None, 0)])
def test_ruling_the_pass_with_a_hireling_alone_scores_the_tower_point(controller: str | None, points: int) -> None:
    # the Mountain's Pass holds only one Forest Patrol warrior: the Marquise, controlling it,
    # rules the Pass (H.3.1) and scores at the end of her Evening; uncontrolled, it rules it
    # and nobody scores
    card: dict[str, Any] = {"controller": controller, "warriors": {"Pass": 1}}
    if controller:
        card["control"] = 3
    g = game_with(["marquise", "eyrie"], player="marquise", phase="evening", map="mountain", suits="suggested",
                  empty_hands=True, clearings={"Mine": {"marquise": 1}}, hirelings={"cards": {"forest_patrol": card}})
    until(g, lambda g: g.current == E)
    assert [f.score for f in g.factions] == [points, 0]


@pytest.mark.law("H.3.5", "4.3.1")
def test_the_controllers_scouting_party_does_not_stop_an_ambush_of_its_hireling() -> None:
    # Scouting Party (crafted by the Marquise) keeps ambushes off her own attacks, not off her
    # Bearers' attack (rolled 2 and 1): the Eyrie may ambush them
    spec: dict[str, Any] = {"crafted": {"marquise": ["Scouting Party"]}, "hands": {"eyrie": ["Ambush (bird)"]}}
    g = bearers("marquise", {"1": 3}, dice=[2, 1], clearings={"1": {"eyrie": 2}}, **spec)
    g.push(Battle(BEARERS, E, 0))
    g._advance()
    assert asked(g) == (E, "ambush") and 'ambush "Ambush (bird)"' in options(g)
    g = bearers("marquise", {"2": 3}, dice=[2, 1], clearings={"1": {"eyrie": 2, "marquise": 2}}, **spec)
    g.push(Battle(M, E, 0))
    g._advance()
    assert asked(g) == (M, "daylight")  # her own attack: no ambush asked


@pytest.mark.law("H.1.3", "A.6.1")
def test_the_oracle_says_why_a_hireling_cannot_be_passed_on_that_way() -> None:
    # the Marquise's Bluebird Nobles lose their last control marker; the Otter Divers are the
    # Eyrie's; the Raven Sentries are not in this game; the Duchy is no player here
    g = evening({"marquise": 9, "eyrie": 2},
                {"cards": {"bluebird_nobles": {"controller": "marquise", "control": 1},
                           "otter_divers": {"controller": "eyrie", "control": 2}}},
                dice=[4], factions=("marquise", "eyrie", "alliance"))
    until(g, lambda g: asked(g)[1] == "pass_on")
    assert set(options(g)) == {"pass_on bluebird_nobles eyrie", "pass_on bluebird_nobles alliance"}
    cases = {"pass_on bluebird_nobles marquise": (["H.1.3"], "given to another player"),
             "pass_on otter_divers alliance": (["H.1.3"], "you do not control Otter Divers"),
             "pass_on bluebird_nobles duchy": (["H.1.3"], "no player of this game plays duchy"),
             "pass_on raven_sentries eyrie": (["A.6.1"], "not a hireling of this game")}
    for action, (rules, words) in cases.items():
        e = explain(g, action)
        assert not e.legal and e.rules == rules and words in e.reason, (action, e.reason)
