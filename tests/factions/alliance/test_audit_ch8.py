"""Law chapter 8 audit: the Woodland Alliance against the other factions, the hirelings and
the cards of both decks (edge cases the chapter tests leave out).

Positions: Marquise in seat 0, Eyrie in seat 1, Alliance in seat 2 (a Vagabond in seat 3
where a test needs one). Autumn facts (components.md §5): suits 1 fox, 2 mouse, 3 rabbit,
4 rabbit, 5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; slots 1/3/4
one, 11 three, the others two (6, 10, 11, 12 hold a ruin); paths 1-5 1-9 1-10 2-5 2-6 2-10
3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Sympathy track: the k-th token costs
1,1,1,2,2,2,3,3,3,3 and scores 0,1,1,1,2,2,3,4,4,4.
"""

from __future__ import annotations

import pytest

# the chapter tests' positions and readings (seats, supporters, sympathy, bases)
from tests.factions.alliance.test_ch8_alliance import AL, E, M, V, bases, pos, supporters, sympathetic
from woodland import Game, explain
from woodland.testing import (
    action_text as o,
    discard,
    game_with,
    hand,
    option_set as opts,
    options,
    play,
    turn,
    warriors_at,
)


def pay(g: Game, *cards: str) -> None:
    for c in cards:
        assert g.pending.seat == AL and g.pending.kind == "spend_supporter"
        play(g, o("supporter", c))


SYMPATHY = {"alliance": {"tokens": ["sympathy"]}}


# ============================================================================ 8.2.6 Outrage
@pytest.mark.law("8.2.6")
def test_8_2_6_outrage_with_a_card_of_every_suit_offers_the_matching_and_the_birds() -> None:
    # the Marquise marches into mouse 2 holding a fox, a rabbit, a mouse and a bird card
    g = pos(turn=turn("marquise", "daylight"),
            clearings={"5": {"marquise": 2}, "2": SYMPATHY},
            hands={"marquise": ["Anvil", "Bake Sale", "Investments", "Armorers"]})
    play(g, "march", "move 5->2", "x1")
    assert g.pending.seat == M and g.pending.kind == "outrage"
    assert opts(g) == {"outrage Investments", "outrage Armorers"}
    play(g, "outrage Armorers")
    assert supporters(g) == ["Armorers"]
    assert hand(g, M) == ["Anvil", "Bake Sale", "Investments"]


@pytest.mark.law("8.2.6")
def test_8_2_6_outrage_with_only_bird_cards_gives_a_bird() -> None:
    g = pos(turn=turn("marquise", "daylight"),
            clearings={"5": {"marquise": 2}, "2": SYMPATHY},
            hands={"marquise": ["Armorers"]})
    play(g, "march", "move 5->2", "x1")
    assert g.pending.kind == "outrage" and options(g) == ["outrage Armorers"]
    play(g, "outrage Armorers")
    assert supporters(g) == ["Armorers"] and hand(g, M) == []


@pytest.mark.law("8.2.6", "8.2.3")
def test_8_2_6_outrage_draw_is_discarded_when_the_stack_is_full() -> None:
    five = ["Sword", "Travel Gear (fox)", "Smuggler's Trail", "Root Tea (mouse)", "Arms Trader"]
    g = pos(turn=turn("marquise", "daylight"), deck_top=["Anvil"],
            clearings={"5": {"marquise": 2}, "2": SYMPATHY},
            hands={"marquise": ["Bake Sale"]}, alliance={"supporters": five})
    play(g, "march", "move 5->2", "x1")
    assert supporters(g) == sorted(five)
    assert "Anvil" in discard(g)


@pytest.mark.law("8.2.6", "7.5.2")
def test_8_2_6_outrage_once_per_move_whatever_the_number_of_warriors() -> None:
    g = pos(turn=turn("marquise", "daylight"),
            clearings={"5": {"marquise": 4}, "2": SYMPATHY},
            hands={"marquise": ["Investments", "Sword"]})
    play(g, "march", "move 5->2", "x4")
    play(g, "outrage Investments")
    assert hand(g, M) == ["Sword"]
    assert supporters(g) == ["Investments"]
    assert g.pending.kind == "move"


@pytest.mark.law("8.2.6", "H.3.7")
def test_8_2_6_removing_sympathy_with_a_favor_card_outrages_the_crafter() -> None:
    # the Eyrie craft Favor of the Mice: the sympathy in mouse 2 and 7 goes, the Eyrie score
    # 1 per token and suffer two Outrages
    g = pos(turn=turn("eyrie", "daylight"),
            clearings={"2": SYMPATHY, "7": {"alliance": {"tokens": ["sympathy"]},
                                            "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "9": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "11": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            hands={"eyrie": ["Favor of the Mice", "Investments"]}, deck_top=["Anvil"])
    play(g, o("craft", "Favor of the Mice"))
    assert sympathetic(g) == []
    assert g.factions[E].score == 2
    # two Outrages, ordered by the Eyrie (1.1.3); the first takes the mouse card, the second
    # finds no matching card: the hand is shown and the Alliance draws
    if g.pending.kind == "order_triggers":
        play(g, options(g)[0])
    assert g.pending.seat == E and g.pending.kind == "outrage"
    play(g, "outrage Investments")
    assert supporters(g) == ["Anvil", "Investments"]


# ============================================================================ 8.4.2 Martial Law
@pytest.mark.law("8.4.2.II.a")
def test_8_4_2_ii_a_martial_law_needs_three_warriors_of_one_player() -> None:
    # mouse 2: two Marquise and one Eyrie warrior (three in all, but not of one player);
    # mouse 7: the Vagabond and two Marquise warriors; mouse 9: three Eyrie warriors
    g = pos(four=True, turn=turn("alliance", "birdsong"),
            clearings={"2": {"marquise": 2, "eyrie": 1}, "7": {"marquise": 2}, "9": {"eyrie": 3}},
            vagabond={"character": "ranger", "clearing": 7},
            alliance={"supporters": ["Investments"]})
    play(g, "done")  # no revolt
    assert {x for x in opts(g) if x.startswith("spread")} >= {"spread 2", "spread 7"}
    assert "spread 9" not in opts(g)


@pytest.mark.law("8.4.2.II.a", "8.4.2.II")
def test_8_4_2_ii_a_oracle_names_martial_law_in_the_cost() -> None:
    spec = {"factions": ["marquise", "eyrie", "alliance"], "turn": turn("alliance", "birdsong"),
            "clearings": {"9": {"eyrie": 3}}, "alliance": {"supporters": ["Investments"]},
            "play": ["done"]}
    e = explain(spec, "spread 9")
    assert e.legal is False
    assert e.rules == ["8.4.2.II"] and "Martial Law" in e.reason and "costs 2 mouse" in e.reason
    e = explain(spec, "spread 1")  # a fox clearing: no fox supporter at all
    assert e.legal is False and e.rules == ["8.4.2.II"] and "Martial Law" not in e.reason


# ============================================================================ 8.4.1 Revolt
@pytest.mark.law("8.4.1.III", "6.2.3")
def test_8_4_1_revolt_removes_marquise_warriors_who_may_go_to_the_keep() -> None:
    g = pos(turn=turn("alliance", "birdsong"),
            clearings={"5": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]},
                             "alliance": {"tokens": ["sympathy"]}},
                       "3": {"marquise": {"tokens": ["keep"]}}},
            hands={"marquise": ["Bake Sale", "Anvil"]},
            alliance={"supporters": ["A Visit to Friends", "Armorers"]})
    play(g, "revolt 5")
    pay(g, "A Visit to Friends", "Armorers")  # a bird supporter is wild (2.1.1)
    assert g.factions[AL].score == 2  # the sawmill and the wood
    assert bases(g) == {5: "base_rabbit"} and warriors_at(g, 5, AL) == 1
    # the Marquise decides on Field Hospitals in the Alliance's turn: only the rabbit card matches
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    assert opts(g) == {o("hospital", "Bake Sale"), "pass"}
    play(g, o("hospital", "Bake Sale"))
    assert warriors_at(g, 3, M) == 2 and warriors_at(g, 5, M) == 0
    assert hand(g, M) == ["Anvil"]
    assert g.pending.seat == AL


@pytest.mark.law("8.4.1.III")
def test_8_4_1_revolt_removes_the_last_roost_and_the_alliance_keeps_its_warriors() -> None:
    # rabbit sympathy in 3, 4 and 5: the revolt in 4 places three warriors
    g = pos(turn=turn("alliance", "birdsong"),
            clearings={"4": {"eyrie": {"warriors": 3, "buildings": ["roost"]}, "alliance": {"tokens": ["sympathy"]}},
                       "3": SYMPATHY, "5": {"alliance": {"warriors": 1, "tokens": ["sympathy"]}}},
            alliance={"supporters": ["Bake Sale", "A Visit to Friends"]})
    play(g, "revolt 4")
    pay(g, "Bake Sale", "A Visit to Friends")
    assert warriors_at(g, 4, E) == 0 and g.buildings[3] == ((AL, "base_rabbit"),)
    assert g.factions[E].bsupply["roost"] == 7
    assert warriors_at(g, 4, AL) == 3 and warriors_at(g, 5, AL) == 1
    assert g.factions[AL].score == 1
    assert g.factions[AL].officers == 1


# ============================================================================ 8.2.4 bases
@pytest.mark.law("8.2.4")
def test_8_2_4_a_base_removed_by_a_favor_card() -> None:
    # Favor of the Foxes (the Eyrie) removes the fox base in 8: fox and bird supporters go,
    # two of three officers go, and with no base left seven supporters are cut to five
    sup = ["Anvil", "Armorers", "Bake Sale", "A Visit to Friends", "Smuggler's Trail", "Investments",
           "Sword", "Root Tea (mouse)", "Root Tea (rabbit)"]
    g = pos(turn=turn("eyrie", "daylight"),
            clearings={"8": {"alliance": {"warriors": 1, "buildings": ["base_fox"]}},
                       "1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "6": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "12": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            hands={"eyrie": ["Favor of the Foxes"]}, alliance={"supporters": sup, "officers": 3})
    play(g, o("craft", "Favor of the Foxes"))
    assert bases(g) == {} and warriors_at(g, 8, AL) == 0
    assert g.factions[E].score == 1
    assert g.factions[AL].officers == 1
    assert g.pending.seat == AL and g.pending.kind == "discard_supporter"
    play(g, o("supporter", "Sword"), o("supporter", "Investments"))
    assert len(g.factions[AL].supporters) == 5
    assert {"Anvil", "Armorers", "Sword", "Investments"} <= set(discard(g))


@pytest.mark.law("8.2.3.I", "8.5.2")
def test_8_2_3_i_mobilize_onto_a_full_stack_without_bases_discards_the_card() -> None:
    five = ["Sword", "Travel Gear (fox)", "Smuggler's Trail", "Root Tea (mouse)", "Arms Trader"]
    g = pos(turn=turn("alliance", "daylight"), hands={"alliance": ["Anvil", "Bake Sale"]},
            alliance={"supporters": five})
    play(g, "mobilize Anvil")
    assert supporters(g) == sorted(five)
    assert "Anvil" in discard(g) and hand(g, AL) == ["Bake Sale"]


# ============================================================================ 8.2.2 Guerrilla War
@pytest.mark.law("8.2.2", "7.8.3")
def test_8_2_2_guerrilla_war_against_the_commander() -> None:
    # the Eyrie (Commander) attack 2 Alliance warriors with 3; rolls 2 and 1: the Alliance deal
    # the higher (2), the Eyrie the lower (1) plus the Commander's extra hit
    g = pos(dice=[2, 1], turn=turn("eyrie", "daylight"),
            clearings={"8": {"eyrie": 3, "alliance": 2}},
            eyrie={"leader": "commander", "decree": {"battle": ["Anvil"]}})
    assert warriors_at(g, 8, AL) == 0
    assert warriors_at(g, 8, E) == 1


@pytest.mark.law("8.2.2")
def test_8_2_2_guerrilla_war_as_defender_against_the_vagabond() -> None:
    # the Vagabond (two undamaged swords) attacks two Alliance warriors; rolls 2 and 0: the
    # Alliance deal 2 (two items damaged), the Vagabond 0
    g = pos(four=True, dice=[2, 0], turn=turn("vagabond", "daylight"),
            clearings={"8": {"alliance": 2}},
            vagabond={"character": "ranger", "clearing": 8, "items": ["sword", "sword", "boots", "torch"]})
    play(g, "battle 8 alliance")
    while g.pending.seat == V and g.pending.kind == "take_hit":
        play(g, options(g)[0])
    assert warriors_at(g, 8, AL) == 2
    assert sum(1 for i in g.factions[V].gear if i.endswith("_d")) == 2


# ============================================================================ 8.6.1 Organize
@pytest.mark.law("8.6.1.IV")
def test_8_6_1_iv_organize_needs_no_adjacent_sympathy() -> None:
    g = pos(turn=turn("alliance", "evening"), clearings={"5": SYMPATHY, "11": {"alliance": 1}},
            alliance={"officers": 1})
    assert "organize 11" in opts(g)
    play(g, "organize 11")
    assert sympathetic(g) == [5, 11] and warriors_at(g, 11, AL) == 0
    assert g.factions[AL].score == 1


@pytest.mark.law("8.6.1.IV")
def test_8_6_1_iv_organize_is_not_taxed_by_martial_law() -> None:
    g = pos(turn=turn("alliance", "evening"), clearings={"9": {"alliance": 1, "eyrie": 3}},
            alliance={"officers": 1})
    play(g, "organize 9")
    assert sympathetic(g) == [9]
    assert warriors_at(g, 9, AL) == 0


@pytest.mark.law("8.6.1.IV")
def test_8_6_1_iv_oracle_organize_without_a_warrior() -> None:
    spec = {"factions": ["marquise", "eyrie", "alliance"], "turn": turn("alliance", "evening"),
            "clearings": {"9": {"alliance": 1}}, "alliance": {"officers": 1}}
    e = explain(spec, "organize 5")
    assert e.legal is False and e.rules == ["8.6.1.IV"] and "no warrior" in e.reason


@pytest.mark.law("8.4.1", "8.4.2", "8.5.2", "8.5.3", "8.6.1.IV", "8.6.1.III")
def test_8_oracle_alliance_actions_asked_in_the_wrong_phase() -> None:
    base = {"factions": ["marquise", "eyrie", "alliance"],
            "clearings": {"5": {"alliance": {"warriors": 1, "tokens": ["sympathy"]}},
                          "8": {"alliance": {"warriors": 1, "buildings": ["base_fox"]}}},
            "hands": {"alliance": ["Anvil"]}, "alliance": {"supporters": ["Bake Sale", "A Visit to Friends"],
                                                           "officers": 1}}
    evening = dict(base, turn=turn("alliance", "evening"))
    daylight = dict(base, turn=turn("alliance", "daylight"))
    birdsong = dict(base, turn=turn("alliance", "birdsong"))
    for spec, action, rule, words in (
            (evening, "revolt 5", "8.4.1", "revolts in Birdsong"),
            (daylight, "spread 1", "8.4.2", "spreads sympathy in Birdsong"),
            (evening, "mobilize Anvil", "8.5.2", "in Daylight"),
            (birdsong, "train Anvil", "8.5.3", "in Daylight"),
            (daylight, "organize 8", "8.6.1.IV", "in Evening"),
            (evening, "recruit", "8.6.1.III", "recruit N")):
        e = explain(spec, action)
        assert e.legal is False, action
        assert e.rules == [rule] and words in e.reason, (action, e.rules, e.reason)


# ============================================================================ the Lost City (R298, R554)
@pytest.mark.law("8.2.4", "2.1.1")
def test_8_2_4_a_base_removed_in_the_lost_city_discards_supporters_of_its_three_suits() -> None:
    # the rabbit base stands in Creek (5), the Lost City: fox, mouse and rabbit at once; the fox
    # base in 8 stays, so no limit applies afterwards
    sup = ["Anvil", "Investments", "Bake Sale", "Armorers"]
    g = pos(dice=[2, 0], turn=turn("marquise", "daylight"), landmarks={"lost_city": 5},
            clearings={"5": {"marquise": 2, "alliance": {"buildings": ["base_rabbit"]}},
                       "8": {"alliance": {"warriors": 1, "buildings": ["base_fox"]}}},
            alliance={"supporters": sup, "officers": 2})
    play(g, "battle 5 alliance")
    assert bases(g) == {8: "base_fox"}
    assert supporters(g) == []
    assert set(sup) <= set(discard(g))
    assert g.factions[AL].officers == 1


@pytest.mark.law("8.5.3", "2.1.1")
def test_8_5_3_train_with_any_suit_for_a_base_in_the_lost_city() -> None:
    g = pos(turn=turn("alliance", "daylight"), landmarks={"lost_city": 5},
            clearings={"5": {"alliance": {"warriors": 1, "buildings": ["base_rabbit"]}}},
            hands={"alliance": ["Anvil", "Investments"]})
    assert {x for x in opts(g) if x.startswith("train")} == {"train Anvil", "train Investments"}
    play(g, "train Anvil")
    assert g.factions[AL].officers == 1


# ============================================================================ 8.4.1 at a Governing assembly (R555)
@pytest.mark.law("8.4.1.III", "17.2.3", "1.5.4")
def test_8_4_1_iii_a_revolt_at_a_governing_assembly_gains_only_the_officer() -> None:
    # sympathy in mouse 9 predates the Council's Governing assembly there: the Alliance may still
    # revolt, but may neither remove nor place pieces there; only the officer is gained (1.5.4)
    al, council = 1, 2
    g = game_with(["marquise", "alliance", "council"], turn=turn("alliance", "birdsong"),
                  clearings={"9": {"alliance": {"tokens": ["sympathy"]}, "marquise": 1,
                                   "council": {"warriors": 2, "tokens": ["governing"]}}},
                  alliance={"supporters": ["Investments", "Sword"]})
    if g.pending.kind == "turn_window":  # the Council's Entreat window (R120)
        play(g, "done")
    assert g.pending.seat == al and "revolt 9" in opts(g)
    play(g, "revolt 9", "supporter Investments", "supporter Sword")
    assert g.factions[al].supporters == []
    assert warriors_at(g, 9, M) == 1 and warriors_at(g, 9, council) == 2
    assert (council, "governing") in g.tokens[8] and g.buildings[8] == ()
    assert warriors_at(g, 9, al) == 0
    assert g.factions[al].officers == 1 and g.factions[al].score == 0
