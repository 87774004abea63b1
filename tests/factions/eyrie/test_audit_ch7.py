"""Law chapter 7 audit: the Eyrie Dynasties against the other factions, the hirelings and
the cards of both decks (edge cases the chapter tests leave out).

Autumn facts used below (components.md §5): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; slots 1/3/4 one,
11 three, the others two (6, 10, 11, 12 hold a ruin unless ``ruins`` says otherwise);
paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game, explain
from woodland.rules.board import ruler
from woodland.testing import game_with, hand, labels, option_set as opts, options, play, warriors_at

M, E, AL = 0, 1, 2  # seats: Marquise, Eyrie, Alliance
VIZIER = "Loyal Vizier"


def pos(factions: tuple[str, ...] = ("marquise", "eyrie"), dice: list[int] | None = None, **spec: Any) -> Game:
    return game_with(list(factions), dice=dice, **spec)


def eyrie_turn(phase: str) -> dict[str, str]:
    return {"player": "eyrie", "phase": phase}


def roosts_at(g: Game) -> list[int]:
    return [c + 1 for c, bs in enumerate(g.buildings) if (E, "roost") in bs]


def decree(g: Game) -> dict[str, list[str]]:
    return g.view(M)["players"][E]["board"]["decree"]


# ============================================================================ 7.4.3 A New Roost
@pytest.mark.law("7.4.3", "G.36")
def test_7_4_3_hireling_warriors_count_among_the_warriors_of_a_clearing() -> None:
    # a Marquise warrior everywhere but rabbit 3 and mouse 7; two uncontrolled Flame Bearers
    # stand in 3: the clearing with the fewest warriors is 7 alone
    clearings: dict[str, Any] = {str(c): {"marquise": 1} for c in range(1, 13) if c not in (3, 7)}
    g = pos(turn=eyrie_turn("birdsong"), clearings=clearings, hands={"eyrie": ["Anvil"]},
            hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"3": 2}}}})
    play(g, "decree Anvil battle")
    # a single clearing: the roost goes there without a question
    assert g.phase == "daylight"
    assert roosts_at(g) == [7] and warriors_at(g, 7, E) >= 3
    assert warriors_at(g, 3, E) == 0


@pytest.mark.law("7.4.3")
def test_7_4_3_new_roost_with_fewer_than_three_warriors_in_supply() -> None:
    # 18 of the 20 Eyrie warriors are on the map: the roost and the two left are placed (1.5.4)
    g = pos(turn=eyrie_turn("birdsong"), hands={"eyrie": ["Anvil"]},
            clearings={"1": {"eyrie": 9}, "2": {"eyrie": 9}, "12": {"marquise": 1}})
    play(g, "decree Anvil battle")
    assert g.pending.kind == "new_roost"
    assert "roost 7" in opts(g) and "roost 1" not in opts(g)
    play(g, "roost 7")
    assert roosts_at(g) == [7] and warriors_at(g, 7, E) == 2 and g.factions[E].supply == 0


# ============================================================================ 7.2 abilities
@pytest.mark.law("7.2.2")
def test_7_2_2_lords_of_the_forest_in_a_three_way_tie() -> None:
    g = pos(("marquise", "eyrie", "alliance"), turn=eyrie_turn("birdsong"), hands={"eyrie": ["Anvil"]},
            clearings={"5": {"eyrie": 2, "marquise": 2, "alliance": 2},
                       "9": {"eyrie": 1, "marquise": 2, "alliance": 2},
                       "10": {"marquise": 2, "alliance": 2}})
    assert ruler(g, 5 - 1) == E  # tied for most with both
    assert ruler(g, 9 - 1) == -1  # the Eyrie are not among the most: the others tie, nobody rules
    assert ruler(g, 10 - 1) == -1  # no Eyrie piece: an ordinary tie


@pytest.mark.law("7.2.3", "7.8.1")
@pytest.mark.parametrize(("leader", "points"), [("despot", 1 + 1), ("builder", 2 + 1)])
def test_7_2_3_master_engravers_still_scores_its_extra_point(leader: str, points: int) -> None:
    # Anvil lists 2 points: Disdain for Trade makes it 1, Master Engravers adds 1 (the note of 7.2.3)
    g = pos(deck="exiles", turn=eyrie_turn("daylight"),
            clearings={"8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            hands={"eyrie": ["Anvil"]}, crafted={"eyrie": ["Master Engravers"]}, eyrie={"leader": leader})
    play(g, "craft Anvil")
    assert g.factions[E].items == ["hammer"]
    assert g.factions[E].score == points


@pytest.mark.law("7.2.3")
def test_7_2_3_disdain_applies_to_items_only() -> None:
    # a persistent effect scores nothing, for the Eyrie as for anyone
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            hands={"eyrie": ["Armorers"]}, eyrie={"leader": "despot"})
    play(g, "craft Armorers")
    assert g.factions[E].score == 0


# ============================================================================ 7.5.2 the Decree
@pytest.mark.law("7.5.2", "8.2.6")
def test_7_5_2_a_decree_move_into_sympathy_pays_outrage_and_the_decree_goes_on() -> None:
    g = pos(("marquise", "eyrie", "alliance"), turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": 2}, "5": {"alliance": {"tokens": ["sympathy"]}}, "8": {"marquise": 1}},
            hands={"eyrie": ["Bake Sale", "Anvil"]},
            eyrie={"leader": "despot", "decree": {"move": ["Foxfolk Steel"], "battle": ["Sword"]}})
    play(g, "resolve", "resolve move fox")
    assert g.pending.kind == "move"
    play(g, "move 1->5", "x2")
    # the rabbit card is the only one matching rabbit 5 (the hand is hidden: still asked)
    assert g.pending.seat == E and g.pending.kind == "outrage"
    assert options(g) == ['outrage "Bake Sale"']
    play(g, 'outrage "Bake Sale"')
    assert labels(g, g.factions[AL].supporters) == ["Bake Sale"]
    # the move card is resolved; the Decree goes on with the battle column
    assert g.pending.seat == E and g.pending.kind == "decree"
    assert options(g) == ["resolve battle mouse"]


@pytest.mark.law("7.5.2", "8.2.6")
def test_7_5_2_decree_move_outrage_without_a_matching_card() -> None:
    g = pos(("marquise", "eyrie", "alliance"), turn=eyrie_turn("daylight"), deck_top=["Sword"],
            clearings={"1": {"eyrie": 2}, "5": {"alliance": {"tokens": ["sympathy"]}}},
            hands={"eyrie": ["Anvil"]},
            eyrie={"leader": "despot", "decree": {"move": ["Foxfolk Steel"]}})
    play(g, "resolve", "resolve move fox", "move 1->5", "x1")
    assert labels(g, g.factions[AL].supporters) == ["Sword"]
    assert "Anvil" in hand(g, E)
    assert g.view(AL)["players"][AL]["seen"] == {"eyrie": ["Anvil"]}


@pytest.mark.law("7.5.2", "6.2.2")
def test_7_5_2_bird_recruit_never_at_a_roost_in_the_keep_clearing() -> None:
    # the only roost stands in the keep's clearing: a bird recruit cannot be taken at all
    # (strict=False: a roost by the keep cannot arise in play; it isolates the rule)
    g = pos(turn=eyrie_turn("daylight"), scores={"eyrie": 5}, strict=False,
            clearings={"1": {"marquise": {"tokens": ["keep"]}, "eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            eyrie={"leader": "despot", "decree": {"recruit": [VIZIER, "Armorers"], "build": [VIZIER]}})
    # straight into turmoil: 3 birds on the Decree (two viziers and Armorers)
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    assert warriors_at(g, 1, E) == 1
    assert g.factions[E].score == 5 - 3


@pytest.mark.law("7.5.2", "7.8.2")
def test_7_5_2_charismatic_second_recruit_short_of_warriors_is_turmoil() -> None:
    # 17 warriors on the map, 3 in supply: the first recruit places 2, the second only 1
    g = pos(turn=eyrie_turn("daylight"), scores={"eyrie": 4},
            clearings={"8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}, "2": {"eyrie": 16}},
            eyrie={"leader": "charismatic", "decree": {"recruit": ["Anvil", "Foxfolk Steel"]}})
    # (every step has a single option: the engine takes them) the first recruit places two
    # warriors, the second only the one left, and the Eyrie fall into turmoil (ruling R3)
    assert warriors_at(g, 8, E) == 1 + 2 + 1 and g.factions[E].supply == 0
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    assert g.factions[E].score == 4  # no bird card on this Decree
    assert labels(g, g.discard) == ["Anvil", "Foxfolk Steel"]


# ============================================================================ 7.7 turmoil
@pytest.mark.law("7.7.1", "7.7.2")
def test_7_7_1_humiliate_counts_bird_cards_already_resolved() -> None:
    # the bird recruit is resolved, then the fox move fails: both birds on the Decree count
    g = pos(turn=eyrie_turn("daylight"), scores={"eyrie": 6},
            clearings={"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            eyrie={"leader": "despot", "decree": {"recruit": ["Armorers"], "move": [VIZIER, "Anvil"],
                                                   "build": [VIZIER]}})
    # the bird recruit (one roost: taken without a question) and the vizier's move are possible;
    # the fox move is not
    assert g.pending.kind == "decree"
    play(g, "resolve move fox")
    assert warriors_at(g, 2, E) == 2
    assert g.pending.kind == "new_leader"
    # Armorers + two Loyal Viziers (move, build)
    assert g.factions[E].score == 6 - 3
    assert labels(g, g.discard) == ["Anvil", "Armorers"]


@pytest.mark.law("7.7.1", "3.2")
def test_7_7_1_humiliate_cannot_take_the_score_below_zero() -> None:
    g = pos(turn=eyrie_turn("daylight"), scores={"eyrie": 1},
            clearings={"2": {"eyrie": {"warriors": 1}}},
            eyrie={"leader": "despot", "decree": {"recruit": ["Armorers", "Anvil"]}})
    # no roost at all: whichever recruit is resolved first fails
    play(g, "resolve recruit bird")
    assert g.pending.kind == "new_leader"
    assert g.factions[E].score == 0


@pytest.mark.law("7.7.3")
def test_7_7_3_the_next_decree_holds_only_the_new_viziers() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}, "12": {"marquise": 1}},
            eyrie={"leader": "despot", "leaders_face_up": ["commander"],
                   "decree": {"recruit": ["Anvil"], "battle": ["Sword"]}})
    # turmoil at the fox recruit; the Commander, the only leader face up, leads (no question)
    assert g.factions[E].leader == "commander"
    assert decree(g) == {"recruit": [], "move": [VIZIER], "battle": [VIZIER], "build": []}
    assert g.factions[E].leaders_up == []


# ============================================================================ oracle
@pytest.mark.law("7.5.2", "6.2.2")
def test_7_5_2_oracle_a_decree_build_in_the_keep_clearing_names_the_keep() -> None:
    # the Eyrie rule 1 (three warriors to one) but the keep is there; the build card's only
    # possible clearing is rabbit 4
    spec = {"factions": ["marquise", "eyrie"], "turn": eyrie_turn("daylight"),
            "clearings": {"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}, "eyrie": 3},
                          "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            "hands": {"eyrie": ["Anvil"]},
            "eyrie": {"leader": "despot", "decree": {"move": [VIZIER], "build": [VIZIER]}},
            "play": ["resolve", "resolve move bird", "move 8->4"]}
    e = explain(spec, "build 1")
    assert e.legal is False
    assert "6.2.2" in e.rules and "keep" in e.reason
    e = explain(spec, "build 8")
    assert e.legal is False
    assert "7.5.2.IV" in e.rules and "already has a roost" in e.reason
    assert explain(spec, "build 4").legal is True
    e = explain(spec, "recruit 8")  # no recruit card on this Decree
    assert e.legal is False and e.rules == ["7.5.2"] and "no recruit card" in e.reason


@pytest.mark.law("7.5.2", "7.5.1")
def test_7_5_2_oracle_a_decree_action_asked_while_crafting() -> None:
    spec = {"factions": ["marquise", "eyrie"], "turn": eyrie_turn("daylight"),
            "clearings": {"8": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
                          "12": {"eyrie": 1, "marquise": 1}},
            "hands": {"eyrie": ["Anvil", "Sword"]},
            "eyrie": {"leader": "charismatic",
                      "decree": {"recruit": [VIZIER], "battle": [VIZIER, "Foxfolk Steel"], "build": ["Bake Sale"]}}}
    e = explain(spec, "recruit 9")
    assert e.legal is False and e.rules == ["7.5.2.I"] and "no roost in clearing 9" in e.reason
    e = explain(spec, "build 12")
    assert e.legal is False and e.rules == ["7.5.2"] and "left to right" in e.reason
    e = explain(spec, "move 8->4")
    assert e.legal is False and e.rules == ["7.5.2"] and "no move card" in e.reason
    e = explain(spec, "recruit 8")
    assert e.legal is True and e.steps == ["resolve", "resolve recruit bird"]


@pytest.mark.law("7.4.3", "7.4.2", "7.5.2")
def test_7_4_oracle_roost_and_decree_asked_at_the_wrong_moment() -> None:
    birdsong = {"factions": ["marquise", "eyrie"], "turn": eyrie_turn("birdsong"),
                "clearings": {"8": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
                "hands": {"eyrie": ["Anvil", "Armorers"]}}
    e = explain(birdsong, "roost 3")  # a roost is on the map: no new roost
    assert e.legal is False and e.rules == ["7.4.3"] and "no roost on the map" in e.reason
    e = explain(birdsong, "resolve move fox")
    assert e.legal is False and e.rules == ["7.5.2"] and "in Daylight" in e.reason
    daylight = dict(birdsong, turn=eyrie_turn("daylight"))
    e = explain(daylight, "decree Anvil move")
    assert e.legal is False and e.rules == ["7.4.2"] and "in Birdsong" in e.reason


@pytest.mark.law("7.4.3", "8.2.6")
def test_7_4_3_a_new_roost_in_a_sympathetic_clearing_is_no_outrage() -> None:
    # placing warriors is not moving them: the Eyrie keep their cards
    clearings: dict[str, Any] = {str(c): {"marquise": 1} for c in range(1, 13) if c != 7}
    clearings["7"] = {"alliance": {"tokens": ["sympathy"]}}
    g = pos(("marquise", "eyrie", "alliance"), turn=eyrie_turn("birdsong"), clearings=clearings,
            hands={"eyrie": ["Anvil", "Investments"]})
    play(g, "decree Anvil battle", "done")
    assert roosts_at(g) == [7] and warriors_at(g, 7, E) == 3
    assert g.factions[AL].supporters == []
    assert hand(g, E) == ["Investments"]


@pytest.mark.law("7.5.2", "7.4.2")
def test_7_5_2_oracle_no_decree_card_may_be_skipped() -> None:
    spec = {"factions": ["marquise", "eyrie"], "turn": eyrie_turn("daylight"),
            "clearings": {"8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                          "12": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            "hands": {"eyrie": ["Sword"]}, "eyrie": {"leader": "despot", "decree": {"recruit": ["Anvil"]}}}
    for play_ in ([], ["resolve"], ["resolve", "resolve recruit fox"]):
        for action in ("pass", "end"):
            e = explain(dict(spec, play=play_), action)
            assert e.legal is False and e.rules == ["7.5.2"] and "no card may be skipped" in e.reason, (play_, action)
    birdsong = dict(spec, turn=eyrie_turn("birdsong"))
    e = explain(birdsong, "pass")
    assert e.legal is False and e.rules == ["7.4.2"] and "at least one card" in e.reason


@pytest.mark.law("7.7.1", "7.7.2", "3.3.3")
def test_7_7_2_a_dominance_card_purged_from_the_decree_becomes_available() -> None:
    # Bird Dominance on the Decree is a bird card (Humiliate counts it); purged, it is not
    # discarded but placed near the map, available (3.3.3)
    g = pos(("marquise", "eyrie", "alliance"), turn=eyrie_turn("daylight"), scores={"eyrie": 5},
            clearings={"2": {"eyrie": 1}},
            eyrie={"leader": "despot", "decree": {"recruit": ["Bird Dominance"], "move": ["Fox Dominance"]}})
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    assert g.factions[E].score == 5 - 1
    assert sorted(labels(g, g.available)) == ["Bird Dominance", "Fox Dominance"]
    assert labels(g, g.discard) == []
