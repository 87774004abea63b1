"""Law chapter 6 audit: the Marquise de Cat against the other factions, the hirelings and
the cards of both decks (edge cases the chapter tests leave out).

Autumn clearings (printed number: suit, slots): 1 fox 1, 2 mouse 2, 3 rabbit 1, 4 rabbit 1,
5 rabbit 2, 6 fox 2 R, 7 mouse 2, 8 fox 2, 9 mouse 2, 10 rabbit 2 R, 11 mouse 3 R, 12 fox 2 R.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game, explain
from woodland.testing import (
    action_text as o,
    buildings_at,
    discard_pile,
    game_with,
    hand,
    option_set as opts,
    play,
    turn,
    warriors_at,
)

M, E, AL = 0, 1, 2


def pos(factions: tuple[str, ...] = ("marquise", "eyrie"), dice: list[int] | None = None, **spec: Any) -> Game:
    return game_with(list(factions), dice=dice, **spec)


FOX_ROOSTS = {"6": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
              "12": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}}


# ============================================================================ 6.2.3 Field Hospitals
@pytest.mark.law("6.2.3", "card")
def test_6_2_3_field_hospitals_after_her_own_tax_collector() -> None:
    # Tax Collector removes one of her warriors (from fox 1) to draw: "any number of Marquise
    # warriors are removed", so Field Hospitals may put it back at the keep in 5
    g = pos(turn=turn("marquise", "daylight"), deck_top=["Sword"],
            clearings={"1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}},
                       "5": {"marquise": {"tokens": ["keep"]}}},
            hands={"marquise": ["Anvil", "Bake Sale"]}, crafted={"marquise": ["Tax Collector"]})
    play(g, o("use", "Tax Collector", 1))
    assert warriors_at(g, 1, M) == 1
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    assert opts(g) == {"hospital Anvil", "pass"}  # the card must match fox 1, not the keep's rabbit 5
    play(g, "hospital Anvil")
    assert warriors_at(g, 5, M) == 1
    assert hand(g, M) == ["Bake Sale", "Sword"]
    assert g.pending.kind == "daylight"


@pytest.mark.law("6.2.3", "G.23")
def test_6_2_3_field_hospitals_after_propaganda_bureau() -> None:
    # the Eyrie replace a Marquise warrior in rabbit 5 with one of theirs
    g = pos(deck="exiles", turn=turn("eyrie", "daylight"),
            clearings={"5": {"marquise": 2, "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
            crafted={"eyrie": ["Propaganda Bureau"]},
            hands={"eyrie": ["Bake Sale"], "marquise": ["A Visit to Friends", "Anvil"]},
            eyrie={"leader": "despot", "decree": {"build": ["Loyal Vizier"]}})
    play(g, o("use", "Propaganda Bureau", 5, "marquise"))
    if g.pending.seat == E and g.pending.kind == "spend":
        play(g, o("spend", "Bake Sale"))
    assert warriors_at(g, 5, M) == 1 and warriors_at(g, 5, E) == 2
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    play(g, o("hospital", "A Visit to Friends"))
    assert warriors_at(g, 1, M) == 2
    assert hand(g, M) == ["Anvil"]


@pytest.mark.law("6.2.3", "1.5.4")
def test_6_2_3_one_question_per_clearing_when_a_favor_removes_warriors_in_two() -> None:
    # Favor of the Foxes (the Eyrie) removes Marquise warriors in fox 1 and fox 8; the keep is in
    # rabbit 3. One fox card: it saves the warriors of one clearing only
    g = pos(turn=turn("eyrie", "daylight"),
            clearings={"3": {"marquise": {"tokens": ["keep"]}}, "1": {"marquise": 2},
                       "8": {"marquise": 3, "eyrie": {"buildings": ["roost"]}}, **FOX_ROOSTS},
            hands={"marquise": ["Anvil"], "eyrie": ["Favor of the Foxes"]})
    play(g, o("craft", "Favor of the Foxes"))
    assert warriors_at(g, 1, M) == 0 and warriors_at(g, 8, M) == 0
    # the Eyrie, whose turn it is, order the two Field Hospitals (1.1.3)
    assert g.pending.seat == E and g.pending.kind == "order_triggers"
    play(g, o("resolve", "Field Hospitals for 8"))
    assert g.pending.seat == M and opts(g) == {"hospital Anvil", "pass"}
    play(g, "hospital Anvil")
    assert warriors_at(g, 3, M) == 3
    # the second: no card left, so nothing is asked and the two warriors stay in the supply
    assert g.factions[M].supply == 25 - 3
    assert g.pending.seat == E


@pytest.mark.law("6.2.3", "6.2.2", "1.5.4")
def test_6_2_3_no_field_hospitals_when_the_keep_goes_in_the_same_battle() -> None:
    # three hits in the keep's clearing: the warrior, then the keep; the warrior's removal is
    # resolved after all the hits (1.5.4, 4.3.6), when no keep is left (ruling R553)
    g = pos(dice=[3, 0], turn=turn("eyrie", "daylight"),
            clearings={"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}, "eyrie": 3}},
            hands={"marquise": ["Foxfolk Steel", "Sword"]},
            eyrie={"leader": "despot", "decree": {"battle": ["Anvil"]}})
    assert g.pending.seat == M and g.pending.kind == "ambush"
    play(g, "pass")
    assert warriors_at(g, 1, M) == 0 and g.tokens[0] == ()
    assert g.factions[M].supply == 25
    assert hand(g, M) == ["Foxfolk Steel", "Sword"]
    assert g.factions[E].score == 1 + 1  # the keep, and the Despot's point


@pytest.mark.law("6.2.3", "1.5.3", "11.2.7")
def test_6_2_3_not_for_riverfolk_mercenaries() -> None:
    # 1.5.3's example: the Marquise, with mercenaries, takes two hits in rabbit 10: her warrior
    # (odd hit) and a mercenary (even hit). Field Hospitals saves her own warrior only.
    rf = 2
    g = pos(("marquise", "eyrie", "riverfolk"), dice=[3, 2], turn=turn("marquise", "daylight"),
            clearings={"10": {"marquise": 1, "riverfolk": 2, "eyrie": 3},
                       "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
            hands={"marquise": ["Bake Sale"]}, riverfolk={"mercenaries": "marquise"})
    supply = g.factions[rf].supply
    play(g, "battle 10 eyrie")
    assert warriors_at(g, 10, M) == 0 and warriors_at(g, 10, rf) == 1
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    play(g, o("hospital", "Bake Sale"))
    assert warriors_at(g, 1, M) == 2  # one warrior saved: hers
    assert warriors_at(g, 1, rf) == 0 and g.factions[rf].supply == supply + 1


# ============================================================================ 6.2.2 The Keep
@pytest.mark.law("6.2.2", "G.23")
def test_6_2_2_propaganda_bureau_cannot_replace_a_warrior_at_the_keep() -> None:
    # G.23's own example: enemies of the Marquise cannot replace a Marquise warrior at the keep
    g = pos(deck="exiles", turn=turn("eyrie", "daylight"),
            clearings={"1": {"marquise": {"warriors": 2, "tokens": ["keep"]}},
                       "8": {"marquise": 1, "eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            crafted={"eyrie": ["Propaganda Bureau"]}, hands={"eyrie": ["Foxfolk Steel"]},
            eyrie={"leader": "despot", "decree": {"build": ["Loyal Vizier"]}})
    uses = {x for x in opts(g) if x.startswith("use")}
    assert uses == {o("use", "Propaganda Bureau", 8, "marquise")}
    e = explain(g, o("use", "Propaganda Bureau", 1, "marquise"))
    assert e.legal is False and "6.2.2" in e.rules and "keep" in e.reason


@pytest.mark.law("6.2.2", "8.2.6")
def test_6_2_2_moving_into_the_keep_clearing_is_allowed_for_others() -> None:
    g = pos(("marquise", "eyrie", "alliance"), turn=turn("alliance", "evening"),
            clearings={"5": {"alliance": 2}, "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
            alliance={"officers": 2})
    play(g, "move 5->1", "x2")
    assert warriors_at(g, 1, AL) == 2
    # but organizing there would place a sympathy token: not allowed
    assert "organize 1" not in opts(g)
    assert "organize 5" not in opts(g)  # no Alliance warrior left in 5


# ============================================================================ 6.5 Daylight
@pytest.mark.law("6.5")
def test_6_5_bird_cards_spent_after_the_three_actions() -> None:
    g = pos(turn=turn("marquise", "daylight"),
            clearings={"1": {"marquise": {"warriors": 3, "buildings": ["recruiter"], "tokens": ["keep"]}},
                       "9": {"eyrie": 1}},
            hands={"marquise": ["Armorers", "Arms Trader", "Anvil"]})
    play(g, "recruit", "march", "pass", "march", "pass")
    # no action left: only the bird cards (and the end) remain
    assert opts(g) == {"extra Armorers", o("extra", "Arms Trader"), "end"}
    play(g, "extra Armorers")
    assert g.pending.kind == "daylight" and "battle 1 eyrie" not in opts(g) and "march" in opts(g)
    assert "recruit" not in opts(g)  # once per turn (6.5.3), even with an extra action
    e = explain(g, "recruit")
    assert e.legal is False and e.rules == ["6.5.3"]


@pytest.mark.law("6.5.4.II", "card")
def test_6_5_4_ii_wood_through_a_clearing_ruled_only_with_soup_kitchens() -> None:
    # the Marquise builds in fox 1; wood lies in mouse 9, which she rules only through
    # Soup Kitchens (a wood token counts as two against one Eyrie warrior), and in 12 beyond
    g = pos(deck="exiles", turn=turn("marquise", "daylight"),
            clearings={"1": {"marquise": {"warriors": 1}},
                       "9": {"marquise": {"tokens": ["wood"]}, "eyrie": 1},
                       "5": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
            crafted={"marquise": ["Soup Kitchens"]})
    # one workshop on the map: the second costs 1 wood
    assert o("build", "workshop", 1) in opts(g)
    play(g, o("build", "workshop", 1))
    assert g.tokens[8] == ()
    assert buildings_at(g, 1, M) == ["workshop"]


@pytest.mark.law("6.5.5", "6.2.2")
def test_6_5_5_overwork_in_the_keep_clearing() -> None:
    g = pos(turn=turn("marquise", "daylight"),
            clearings={"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"], "tokens": ["keep"]}}},
            hands={"marquise": ["Anvil", "Bake Sale"]})
    assert o("overwork", 1) in opts(g)
    play(g, o("overwork", 1))
    assert g.pending.kind == "spend" and opts(g) == {"spend Anvil"}  # asked: her hand is hidden
    play(g, "spend Anvil")
    assert g.tokens[0].count((M, "wood")) == 1
    assert hand(g, M) == ["Bake Sale"]
    assert discard_pile(g)[-1] == "Anvil"


@pytest.mark.law("6.5", "6.5.2", "6.5.3")
def test_6_5_oracle_marquise_actions_in_another_players_turn() -> None:
    # the Marquise decides on Field Hospitals in the Eyrie's Daylight and asks to march
    spec = {"factions": ["marquise", "eyrie"], "turn": turn("eyrie", "daylight"),
            "clearings": {"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}, "8": {"marquise": 2, "eyrie": 3}},
            "hands": {"marquise": ["Anvil", "Bake Sale"]},
            "eyrie": {"leader": "despot", "decree": {"battle": ["Foxfolk Steel"]}}}
    g = game_with(["marquise", "eyrie"], dice=[2, 0], turn=spec["turn"], clearings=spec["clearings"],
                  hands=spec["hands"], eyrie=spec["eyrie"])
    play(g, "pass")
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    for action, rule in (("march", "6.5.2"), ("recruit", "6.5.3")):
        e = explain(g, action)
        assert e.legal is False and e.rules == [rule] and "another player's turn" in e.reason


# ============================================================================ 1.5.4 with a Governing assembly
@pytest.mark.law("6.5.3", "1.5.4", "17.2.3")
def test_6_5_3_a_short_recruit_is_never_spent_on_a_recruiter_she_cannot_place_at() -> None:
    # one warrior left in supply; two recruiters, one at a Governing assembly (mouse 9), where
    # enemies of the Council cannot place pieces: the warrior goes to the keep's recruiter
    g = pos(("marquise", "council"), turn=turn("marquise", "daylight"),
            clearings={"1": {"marquise": {"warriors": 1, "buildings": ["recruiter"], "tokens": ["keep"]}},
                       "9": {"marquise": {"warriors": 1, "buildings": ["recruiter"]},
                             "council": {"tokens": ["governing"]}},
                       "2": {"marquise": 22}})
    assert g.factions[M].supply == 1
    play(g, "recruit")
    assert warriors_at(g, 1, M) == 2 and warriors_at(g, 9, M) == 1
    assert g.factions[M].supply == 0


@pytest.mark.law("6.4", "1.5.4", "17.2.3")
def test_6_4_short_wood_is_never_spent_on_a_sawmill_that_cannot_take_it() -> None:
    # one wood left; sawmills in 1 and at a Governing assembly in 9: the wood goes to 1
    g = pos(("marquise", "council"), turn=turn("marquise", "birdsong"),
            clearings={"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"], "tokens": ["keep"] + ["wood"] * 7}},
                       "9": {"marquise": {"warriors": 1, "buildings": ["sawmill"]},
                             "council": {"tokens": ["governing"]}}})
    assert g.factions[M].tsupply["wood"] == 1
    if g.pending.kind == "turn_window":  # the Council's Entreat window before Birdsong (R120)
        play(g, "done")
    assert g.pending.kind != "place_wood"
    assert g.tokens[0].count((M, "wood")) == 8 and g.tokens[8] == ((1, "governing"),)


@pytest.mark.law("6.2.3", "8.2.6", "1.1.3", "4.3.6")
def test_6_2_3_field_hospitals_and_outrage_from_one_battle_ordered_by_the_marquise() -> None:
    # the Marquise attacks the Alliance in sympathetic rabbit 5 (rolls 2 and 2): she removes the
    # Alliance warrior and the sympathy; Guerrilla War deals her one hit. Both effects are
    # hers to order (her turn, pieces of both sides removed: ruling R6). With her one rabbit
    # card she saves her warrior first; the Outrage then finds no rabbit or bird card.
    g = pos(("marquise", "eyrie", "alliance"), dice=[2, 2], turn=turn("marquise", "daylight"),
            deck_top=["Sword"],
            clearings={"5": {"marquise": 2, "alliance": {"warriors": 1, "tokens": ["sympathy"]}},
                       "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
            hands={"marquise": ["Bake Sale", "Anvil"]})
    play(g, "battle 5 alliance")
    assert warriors_at(g, 5, M) == 1 and warriors_at(g, 5, AL) == 0 and g.tokens[4] == ()
    assert g.pending.seat == M and g.pending.kind == "order_triggers"
    play(g, o("resolve", "Field Hospitals for 5"))
    play(g, o("hospital", "Bake Sale"))
    assert warriors_at(g, 1, M) == 2
    # the Outrage: hand shown, the Alliance draws its supporter
    assert [g.deckdef.cards[c].label for c in g.factions[AL].supporters] == ["Sword"]
    assert hand(g, M) == ["Anvil"]
    assert g.factions[M].score == 1


# ============================================================================ 6.5.4.II with Soup Kitchens (R556)
@pytest.mark.law("6.5.4.II", "card")
def test_6_5_4_ii_paying_wood_never_cuts_the_connection_the_payment_relies_on() -> None:
    # the third workshop costs 2. Building in fox 1: the wood is in 9 (ruled only because its
    # wood counts two with Soup Kitchens, against one Eyrie warrior) and in 12 beyond it (10, the
    # other way round, is the Eyrie's). The cost is paid from the clearings connected when it is
    # paid: removing the wood in 9 does not take 12 out of reach.
    g = pos(deck="exiles", turn=turn("marquise", "daylight"), crafted={"marquise": ["Soup Kitchens"]},
            clearings={"1": {"marquise": 1}, "9": {"marquise": {"tokens": ["wood"]}, "eyrie": 1},
                       "12": {"marquise": {"warriors": 1, "tokens": ["wood"]}}, "10": {"eyrie": 2},
                       "5": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                       "2": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}})
    play(g, o("build", "workshop", 1))
    assert buildings_at(g, 1, M) == ["workshop"]
    assert g.tokens[8] == () and g.tokens[11] == ()
    assert g.factions[M].score == 2  # the third workshop's space (components.md §3)
    assert g.pending.seat == M and g.pending.kind == "daylight"


@pytest.mark.law("6.2.3", "V.6.2", "1.5.4")
def test_6_2_3_no_field_hospitals_when_nothing_may_be_placed_at_the_keep() -> None:
    # the Scoundrel, in coalition with the Marquise, scorched her keep's clearing: her keep stays
    # (ruling R39) but no piece may be placed there, so Field Hospitals cannot save anyone
    g = game_with(["marquise", "eyrie", "alliance", "vagabond"], dice=[2, 0], turn=turn("eyrie", "daylight"),
                  coalition={"vagabond": "marquise"}, dominance={"vagabond": "Rabbit Dominance"},
                  vagabond={"character": "scoundrel", "clearing": 9, "items": ["boots", "boots", "crossbow"],
                            "scorched": [1]},
                  clearings={"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}, "8": {"marquise": 2, "eyrie": 3}},
                  hands={"marquise": ["Anvil", "Sword"]},
                  eyrie={"leader": "despot", "decree": {"battle": ["Foxfolk Steel"]}})
    assert g.pending.seat == M and g.pending.kind == "ambush"
    play(g, "pass")
    assert warriors_at(g, 8, M) == 0
    assert g.pending is None or g.pending.kind != "field_hospitals"
    assert hand(g, M) == ["Anvil", "Sword"] and warriors_at(g, 1, M) == 1
    assert g.factions[M].supply == 25 - 1
