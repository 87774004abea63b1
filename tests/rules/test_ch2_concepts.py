"""Law chapter 2: Key Concepts (cards, clearings and paths, rivers, forests, rule).

Positions are on the Autumn map, whose printed facts (Law appendix M, components.md §5) are:
suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse,
10 rabbit, 11 mouse, 12 fox; slots 1,2,1,1,2,2,2,2,2,2,3,2 with ruins in 6, 10, 11 and 12;
the 18 paths and 4 rivers listed below. The Marquise sits in seat 0, the Eyrie in seat 1.
"""

from __future__ import annotations

import pytest

from woodland.core.errors import BadInput
from woodland.core.game import Game
from woodland.rules.board import ruler
from woodland.testing import no_ambush, options, play, position, spec_with, warriors_at

M, E = 0, 1

SUITS = {1: "fox", 2: "mouse", 3: "rabbit", 4: "rabbit", 5: "rabbit", 6: "fox", 7: "mouse",
         8: "fox", 9: "mouse", 10: "rabbit", 11: "mouse", 12: "fox"}
SLOTS = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 3, 12: 2}
RUINS = {6, 10, 11, 12}
PATHS = [(1, 5), (1, 9), (1, 10), (2, 5), (2, 6), (2, 10), (3, 6), (3, 7), (3, 11), (4, 8), (4, 9),
         (4, 12), (6, 11), (7, 8), (7, 12), (9, 12), (10, 12), (11, 12)]
RIVERS = [(5, 10), (10, 11), (11, 7), (7, 4)]


def spec(**kw):
    return spec_with(["marquise", "eyrie"], **kw)


def daylight(clearings, **kw):
    return position(spec(turn={"player": "marquise", "phase": "daylight"}, clearings=clearings, **kw))


def neighbours(c: int) -> set[int]:
    return {b for a, b in PATHS if a == c} | {a for a, b in PATHS if b == c}


# ----------------------------------------------------------------------------- 2.1 cards
@pytest.mark.law("2.1.1")
def test_2_1_1_a_bird_card_pays_for_a_fox_overwork() -> None:
    # Overwork needs a card matching the sawmill's clearing (fox): the fox card or the bird
    # card can be spent, the rabbit card cannot.
    g = daylight({"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}}},
                 hands={"marquise": ["Anvil", "Crossbow (bird)", "Bake Sale"]})
    play(g, "overwork 1")
    assert sorted(options(g)) == sorted(["spend Anvil", 'spend "Crossbow (bird)"'])
    play(g, 'spend "Crossbow (bird)"')
    assert [g.card(c).label for c in g.discard] == ["Crossbow (bird)"]
    assert g.tokens[0] == ((M, "wood"),)


@pytest.mark.law("2.1.1", "6.2.3")
def test_2_1_1_a_bird_card_pays_for_field_hospitals_in_a_mouse_clearing() -> None:
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"9": {"marquise": {"warriors": 2}, "eyrie": {"warriors": 3}},
                   "2": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 1}},
                   "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                   "3": {"eyrie": {"buildings": ["roost"]}}},
        hands={"marquise": ["Woodland Runners", "Anvil"]},
        eyrie={"decree": {"battle": ["Mouse-in-a-Sack"]}},
    ), dice=[3, 0])
    play(g, "battle 9 marquise")  # the Decree's mouse battle
    no_ambush(g)
    assert warriors_at(g, 9, M) == 0
    assert g.pending.kind == "field_hospitals"
    assert options(g) == ['hospital "Woodland Runners"', "pass"]


@pytest.mark.law("2.1.1", "8.2.6")
@pytest.mark.parametrize("cards,must_give", [
    (["Crossbow (bird)", "Bake Sale"], ["Crossbow (bird)"]),
    (["Crossbow (bird)", "Anvil", "Bake Sale"], ["Anvil", "Crossbow (bird)"]),
])
def test_2_1_1_forced_effects_a_bird_card_counts_as_the_prompted_suit(cards, must_give) -> None:
    # Outrage prompts the Marquise, moving into sympathetic fox clearing 8, to give a fox
    # card. Her bird card counts as fox: with no fox card she must give it (rather than
    # show her hand); with a fox card as well she may give either - never the rabbit card.
    # Either way she is asked (her hand is hidden, 1.2.1), with only the matching cards.
    g = position({"factions": ["marquise", "eyrie", "alliance"],
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"7": {"marquise": {"warriors": 2}}, "8": {"alliance": {"tokens": ["sympathy"]}},
                                "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                  "hands": {"marquise": cards}})
    play(g, "march", "move 7->8", "x1")
    assert g.pending.kind == "outrage" and g.pending.seat == M
    assert sorted(options(g)) == sorted(f'outrage "{c}"' if " " in c else f"outrage {c}" for c in must_give)
    play(g, 'outrage "Crossbow (bird)"')
    supporters = [g.card(c).label for c in g.factions[2].supporters]
    assert supporters == ["Crossbow (bird)"]
    assert "Bake Sale" in [g.card(c).label for c in g.factions[M].hand]
    assert g.factions[2].seen == {}  # nothing was shown


@pytest.mark.law("2.1.1", "8.4.1")
def test_2_1_1_two_bird_cards_pay_for_two_fox_cards() -> None:
    # A revolt in fox clearing 8 costs two fox supporters; the Alliance has two bird
    # supporters and a rabbit one: the two birds pay, the rabbit card stays.
    g = position({"factions": ["marquise", "eyrie", "alliance"],
                  "turn": {"player": "alliance", "phase": "birdsong"},
                  "clearings": {"8": {"alliance": {"tokens": ["sympathy"]},
                                      "marquise": {"warriors": 2, "buildings": ["sawmill"]}},
                                "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                  "alliance": {"supporters": ["Arms Trader", "Crossbow (bird)", "Bake Sale"]}})
    assert "revolt 8" in options(g)
    play(g, "revolt 8")
    # both bird supporters must go: the Alliance is asked (its supporters are hidden, 1.2.1)
    # but only ever offered the two birds, never the rabbit card
    assert g.pending.kind == "spend_supporter"
    assert sorted(options(g)) == ['supporter "Arms Trader"', 'supporter "Crossbow (bird)"']
    play(g, 'supporter "Arms Trader"')
    assert options(g) == ['supporter "Crossbow (bird)"']
    play(g, 'supporter "Crossbow (bird)"')
    assert [g.card(c).label for c in g.factions[2].supporters] == ["Bake Sale"]
    assert sorted(g.card(c).label for c in g.discard) == ["Arms Trader", "Crossbow (bird)"]
    assert g.buildings[8 - 1] == ((2, "base_fox"),)


@pytest.mark.law("2.1.1")
def test_2_1_1_reverse_substitution_extra_actions_need_bird_cards() -> None:
    # 6.5: one extra action per BIRD card spent; a fox card cannot stand in for a bird.
    g = daylight({"1": {"marquise": {"warriors": 2}}},
                 hands={"marquise": ["Anvil", "Crossbow (bird)", "Foxfolk Steel"]})
    assert [o for o in options(g) if o.startswith("extra")] == ['extra "Crossbow (bird)"']
    g = daylight({"1": {"marquise": {"warriors": 2}}}, hands={"marquise": ["Anvil", "Foxfolk Steel"]})
    assert not any(o.startswith("extra") for o in options(g))


@pytest.mark.law("2.1.1", "3.3.4")
def test_2_1_1_reverse_substitution_bird_dominance_is_taken_only_with_a_bird_card() -> None:
    g = daylight({"1": {"marquise": {"warriors": 2}}},
                 hands={"marquise": ["Anvil", "Bake Sale", "Investments"]},
                 available=["Bird Dominance"])
    assert not any(o.startswith("take") for o in options(g))
    g = daylight({"1": {"marquise": {"warriors": 2}}},
                 hands={"marquise": ["Anvil", "Crossbow (bird)", "Armorers"]},
                 available=["Bird Dominance"])
    play(g, 'take "Bird Dominance"')
    assert g.pending.kind == "spend"
    assert sorted(options(g)) == sorted(['spend "Crossbow (bird)"', "spend Armorers"])


@pytest.mark.law("2.1.1", "3.3.4")
def test_2_1_1_a_bird_card_takes_an_available_fox_dominance() -> None:
    g = daylight({"1": {"marquise": {"warriors": 2}}},
                 hands={"marquise": ["Crossbow (bird)", "Bake Sale"]},
                 available=["Fox Dominance"])
    play(g, 'take "Fox Dominance"')
    # only the bird card matches: it is the one option (still asked: the hand is hidden)
    assert g.pending.kind == "spend" and options(g) == ['spend "Crossbow (bird)"']
    play(g, 'spend "Crossbow (bird)"')
    hand = sorted(g.card(c).label for c in g.factions[M].hand)
    assert hand == ["Bake Sale", "Fox Dominance"]
    assert g.available == [] and [g.card(c).label for c in g.discard] == ["Crossbow (bird)"]


@pytest.mark.law("2.1.2")
def test_2_1_2_ambush_cards_cannot_be_crafted() -> None:
    # Workshops in fox 1 and mouse 2 could pay for almost anything, yet the ambush cards in
    # hand (which have no cost at all) are not craftable; the Anvil is.
    g = daylight({"1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}},
                  "2": {"marquise": {"warriors": 2, "buildings": ["workshop", "workshop"]}}},
                 hands={"marquise": ["Ambush (fox)", "Ambush (bird)", "Ambush (mouse)", "Anvil"]})
    assert [o for o in options(g) if o.startswith("craft")] == ["craft Anvil"]


@pytest.mark.law("2.1.3")
def test_2_1_3_dominance_cards_cannot_be_crafted() -> None:
    g = daylight({"1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}},
                  "2": {"marquise": {"warriors": 2, "buildings": ["workshop", "workshop"]}}},
                 hands={"marquise": ["Fox Dominance", "Mouse Dominance", "Bird Dominance", "Anvil"]})
    assert [o for o in options(g) if o.startswith("craft")] == ["craft Anvil"]


@pytest.mark.law("2.1.4", "4.1.3")
def test_2_1_4_a_crafted_persistent_card_goes_to_the_play_area_not_the_hand() -> None:
    g = daylight({"2": {"marquise": {"warriors": 2, "buildings": ["workshop"]}}},
                 hands={"marquise": ["Codebreakers", "Anvil"]})
    play(g, "craft Codebreakers")
    f = g.factions[M]
    assert [g.card(c).label for c in f.play_area] == ["Codebreakers"]
    assert [g.card(c).label for c in f.hand] == ["Anvil"]
    assert g.discard == []
    assert g.view(E)["players"][M]["play_area"] == ["Codebreakers"]


@pytest.mark.law("2.1.4")
def test_2_1_4_play_area_cards_cannot_be_spent() -> None:
    # Armorers (bird) and Royal Claim (bird) sit in the play area: they are not bird cards
    # the Marquise can spend for an extra action, nor fox-matching cards for overwork.
    g = daylight({"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}}},
                 hands={"marquise": ["Bake Sale"]},
                 crafted={"marquise": ["Armorers", "Royal Claim"]})
    opts = options(g)
    assert not any(o.startswith("extra") for o in opts)
    assert not any(o.startswith("overwork") for o in opts)


# ----------------------------------------------------------------------------- 2.2 clearings
@pytest.mark.law("2.2.1")
@pytest.mark.parametrize("c", range(1, 13))
def test_2_2_1_a_clearing_is_adjacent_to_the_clearings_its_paths_reach(c: int) -> None:
    # Marquise warriors alone in clearing c rule it, so they may move to every adjacent
    # clearing, and only those.
    g = daylight({str(c): {"marquise": {"warriors": 2}}})
    play(g, "march")
    moves = {o for o in options(g) if o.startswith("move")}
    assert moves == {f"move {c}->{b}" for b in neighbours(c)}


@pytest.mark.law("2.2.2")
def test_2_2_2_each_clearing_has_its_printed_suit() -> None:
    g = daylight({})
    assert {c + 1: s for c, s in enumerate(g.suits)} == SUITS
    assert [cl["suit"] for cl in g.view(E)["clearings"]] == [SUITS[c] for c in range(1, 13)]


@pytest.mark.law("2.2.2", "4.1.1")
def test_2_2_2_a_workshop_crafts_with_the_suit_of_its_clearing() -> None:
    # A workshop in fox clearing 8 pays fox costs (Anvil) but not mouse ones (Root Tea);
    # moved to mouse clearing 9 it is the other way round.
    hand = {"marquise": ["Anvil", "Root Tea (rabbit)"]}
    g = daylight({"8": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}}, hands=hand)
    assert [o for o in options(g) if o.startswith("craft")] == ["craft Anvil"]
    g = daylight({"9": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}}, hands=hand)
    assert [o for o in options(g) if o.startswith("craft")] == ['craft "Root Tea (rabbit)"']


@pytest.mark.law("2.2.3")
def test_2_2_3_buildings_fill_open_slots_until_none_are_left() -> None:
    # Clearing 5 has two slots: with one building there one more can go in, with two none.
    wood = {"9": {"marquise": {"warriors": 1, "tokens": ["wood"] * 6}}}
    g = daylight({"5": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}},
                  "1": {"marquise": {"warriors": 1}}, **wood})
    assert {"build workshop 5", "build recruiter 5", "build sawmill 5"} <= set(options(g))
    play(g, "build workshop 5")
    assert [k for _s, k in g.buildings[4]] == ["sawmill", "workshop"]
    assert not any(o.startswith("build") and o.endswith(" 5") for o in options(g))


@pytest.mark.law("2.2.3", "7.5.2")
def test_2_2_3_the_eyrie_cannot_build_a_roost_in_a_full_clearing() -> None:
    # The Decree's fox build: the Eyrie rule fox clearings 1, 6 and 8, but 1 (one slot) is
    # filled by a Marquise sawmill; 6 still has a slot beside its ruin.
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"1": {"eyrie": {"warriors": 2}, "marquise": {"buildings": ["sawmill"]}},
                   "6": {"eyrie": {"warriors": 1}}, "8": {"eyrie": {"warriors": 1}},
                   "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        eyrie={"decree": {"build": ["Anvil"]}},
    ))
    assert g.pending.kind == "decree_build"
    assert sorted(options(g)) == ["build 6", "build 8"]


@pytest.mark.law("2.2.3")
def test_2_2_3_a_position_cannot_overfill_a_clearing() -> None:
    with pytest.raises(BadInput):
        daylight({"3": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]}}})


@pytest.mark.law("2.2.3")
def test_2_2_3_printed_slot_counts() -> None:
    g = daylight({})
    assert {c + 1: s for c, s in enumerate(g.map.slots)} == SLOTS


@pytest.mark.law("2.2.4")
def test_2_2_4_the_game_starts_with_ruins_in_the_r_slots() -> None:
    g = Game.new({"map": "autumn", "factions": ["marquise", "eyrie"], "seating": "given"}, 5)
    assert {c + 1 for c in range(12) if (-1, "ruin") in g.buildings[c]} == RUINS
    assert all(len(g.buildings[c - 1]) == 1 for c in RUINS)


@pytest.mark.law("2.2.4", "2.2.3")
def test_2_2_4_a_ruin_fills_a_slot_and_does_not_count_for_rule() -> None:
    # Mountain (6) has two slots, one under a ruin: one building fills it. The ruin gives
    # nobody rule: a lone Marquise warrior rules the clearing.
    g = daylight({"6": {"marquise": {"warriors": 1}},
                  "2": {"marquise": {"warriors": 1, "tokens": ["wood"] * 3}}})
    assert ruler(g, 6 - 1) == M
    assert "build sawmill 6" in options(g)
    play(g, "build sawmill 6")
    assert not any(o.startswith("build") and o.endswith(" 6") for o in options(g))


@pytest.mark.law("2.2.4", "1.1.2")
def test_2_2_4_favor_of_the_foxes_leaves_the_ruins() -> None:
    # Removing "every enemy piece" in the fox clearings does not remove the ruins of 6 and
    # 12: ruins are not removed unless a rule explicitly says so.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                   "8": {"marquise": {"warriors": 1, "buildings": ["workshop", "workshop"]}},
                   "6": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
                   "12": {"eyrie": {"warriors": 1}}},
        hands={"marquise": ["Favor of the Foxes"]},
    ))
    play(g, 'craft "Favor of the Foxes"')
    assert g.buildings[6 - 1] == ((-1, "ruin"),)
    assert g.buildings[12 - 1] == ((-1, "ruin"),)
    assert warriors_at(g, 6, E) == 0 and warriors_at(g, 12, E) == 0
    assert g.factions[M].score == 1  # the roost


@pytest.mark.law("2.2.4")
def test_2_2_4_ruins_cannot_be_battled() -> None:
    g = daylight({"11": {"marquise": {"warriors": 3}}})
    assert not any(o.startswith("battle") for o in options(g))


# ----------------------------------------------------------------------------- 2.3 rivers
@pytest.mark.law("2.3")
def test_2_3_rivers_are_not_paths() -> None:
    # 5-10 and 7-4 are linked only by rivers: ruling both ends still gives no move along them.
    g = daylight({"5": {"marquise": {"warriors": 2}}, "10": {"marquise": {"warriors": 1}},
                  "7": {"marquise": {"warriors": 2}}, "4": {"marquise": {"warriors": 1}}})
    play(g, "march")
    moves = {o for o in options(g) if o.startswith("move")}
    for a, b in RIVERS:
        assert f"move {a}->{b}" not in moves and f"move {b}->{a}" not in moves
    assert {"move 5->2", "move 7->8", "move 4->8", "move 10->12"} <= moves


@pytest.mark.law("2.3")
def test_2_3_rivers_do_not_carry_wood_for_building() -> None:
    # One of each building already stands in 8, so the next of each costs one wood. Wood in
    # 10 cannot pay for a building in 5: they are linked only by a river. Once the Marquise
    # also rules 1 (on the paths 5-1-10), it can.
    built = {"8": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]}},
             "4": {"marquise": {"warriors": 1, "buildings": ["recruiter"]}}}
    g = daylight({"5": {"marquise": {"warriors": 2}},
                  "10": {"marquise": {"warriors": 1, "tokens": ["wood"] * 3}}, **built})
    opts = options(g)
    assert not any(o.startswith("build") and o.endswith(" 5") for o in opts)
    assert "build sawmill 10" in opts
    g = daylight({"5": {"marquise": {"warriors": 2}}, "1": {"marquise": {"warriors": 1}},
                  "10": {"marquise": {"warriors": 1, "tokens": ["wood"] * 3}}, **built})
    assert "build sawmill 5" in options(g)


# ----------------------------------------------------------------------------- 2.4 forests
@pytest.mark.law("2.4.1")
def test_2_4_1_forest_adjacency_on_the_autumn_map() -> None:
    # The seven forests (by the clearings around them) and, from the printed paths, the
    # forests separated from each by exactly one path. The river 5-10 crosses the first
    # forest without dividing it.
    g = daylight({})
    m = g.map
    forests = [frozenset({1, 5, 2, 10}), frozenset({1, 10, 9, 12}), frozenset({2, 10, 12, 11, 6}),
               frozenset({9, 12, 4}), frozenset({4, 12, 7, 8}), frozenset({12, 11, 7, 3}),
               frozenset({11, 6, 3})]
    got = [frozenset(c + 1 for c in f) for f in m.forests]
    assert sorted(got, key=sorted) == sorted(forests, key=sorted)
    expect = {
        frozenset({1, 5, 2, 10}): {frozenset({1, 10, 9, 12}), frozenset({2, 10, 12, 11, 6})},
        frozenset({1, 10, 9, 12}): {frozenset({1, 5, 2, 10}), frozenset({2, 10, 12, 11, 6}),
                                    frozenset({9, 12, 4})},
        frozenset({2, 10, 12, 11, 6}): {frozenset({1, 5, 2, 10}), frozenset({1, 10, 9, 12}),
                                        frozenset({12, 11, 7, 3}), frozenset({11, 6, 3})},
        frozenset({9, 12, 4}): {frozenset({1, 10, 9, 12}), frozenset({4, 12, 7, 8})},
        frozenset({4, 12, 7, 8}): {frozenset({9, 12, 4}), frozenset({12, 11, 7, 3})},
        frozenset({12, 11, 7, 3}): {frozenset({2, 10, 12, 11, 6}), frozenset({4, 12, 7, 8}),
                                    frozenset({11, 6, 3})},
        frozenset({11, 6, 3}): {frozenset({2, 10, 12, 11, 6}), frozenset({12, 11, 7, 3})},
    }
    for i, f in enumerate(got):
        assert {got[j] for j in m.forest_adj[i]} == expect[f], sorted(f)
    # a forest is adjacent to the clearings around it: Glade (12) touches five forests
    assert sum(1 for f in got if 12 in f) == 5
    assert {got[i] for i in m.clearing_forests[12 - 1]} == {f for f in forests if 12 in f}


# ----------------------------------------------------------------------------- 2.5 rule
@pytest.mark.law("2.5")
def test_2_5_most_warriors_plus_buildings_rules() -> None:
    g = daylight({
        "1": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}, "eyrie": {"warriors": 1}},  # 2 v 1
        "2": {"marquise": {"warriors": 2}, "eyrie": {"warriors": 3}},                            # 2 v 3
        "5": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]},
              "eyrie": {"warriors": 2}},                                                          # 3 v 2
        "9": {"eyrie": {"warriors": 1, "buildings": ["roost"]}, "marquise": {"warriors": 3}},    # 3 v 2
    })
    assert ruler(g, 1 - 1) == M
    assert ruler(g, 2 - 1) == E
    assert ruler(g, 5 - 1) == M
    assert ruler(g, 9 - 1) == M


@pytest.mark.law("2.5")
def test_2_5_tokens_do_not_count_for_rule() -> None:
    # Clearing 8: one Marquise warrior and the keep plus three wood against two Eyrie
    # warriors - the Eyrie rule. Clearing 4: only Marquise tokens - nobody rules.
    g = daylight({"8": {"marquise": {"warriors": 1, "tokens": ["keep", "wood", "wood", "wood"]},
                        "eyrie": {"warriors": 2}},
                  "4": {"marquise": {"tokens": ["wood"]}}})
    assert ruler(g, 8 - 1) == E
    assert ruler(g, 4 - 1) == -1
    assert ruler(g, 3 - 1) == -1  # empty clearing


@pytest.mark.law("2.5", "4.2.1")
def test_2_5_rule_decides_who_may_move() -> None:
    # The Marquise rules 1 (3 v 2) but not 9 (1 v 2): she may leave 1 for any neighbour, but
    # from 9 only towards a clearing she rules (1).
    g = daylight({"1": {"marquise": {"warriors": 3}, "eyrie": {"warriors": 2}},
                  "9": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 2}}})
    play(g, "march")
    moves = {o for o in options(g) if o.startswith("move")}
    assert moves == {"move 1->5", "move 1->9", "move 1->10", "move 9->1"}
