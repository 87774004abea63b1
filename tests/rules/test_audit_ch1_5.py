"""Audit of the Law's chapters 1-5, appendix A and appendix M against the engine: scenario
tests of edge cases and interactions the chapter files do not pin (ties of rule, dominance
and coalitions, hits beyond the pieces, ambushes foiled or ending a battle, crafting with "?"
and mixed costs, moves with the Ferry or closed paths, the hand limit, the deck reshuffled,
ties of victory, setup order and the draft).

Autumn suits (components.md §5): fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; corners
1-3 and 2-4 are opposite; ruins fill a slot in 6 10 11 12. Battle dice are scripted with
``dice=[x, y]``.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.core.maps import load_map
from woodland.testing import (
    asked,
    buildings_at,
    discard,
    game_with,
    hand,
    options,
    options_starting,
    play,
    tokens_at,
    warriors_at,
)

M, E, A = 0, 1, 2
KEEP = {"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}}


def pos(clearings: dict[str, Any], *, player: str = "marquise", phase: str = "daylight",
        factions: list[str] | None = None, dice: list[int] | None = None, **extra: Any) -> Game:
    """A game on Autumn (Marquise seat 0, Eyrie seat 1 unless ``factions``) in ``player``'s
    ``phase``, every hand empty unless ``hands`` gives it."""
    return game_with(factions or ["marquise", "eyrie"], player=player, phase=phase, dice=dice,
                     clearings=clearings, empty_hands=True, **extra)


def why(g: Game, action: str) -> tuple[str, list[str]]:
    """The oracle's reason and rules for an illegal ``action``."""
    assert action not in options(g), f"{action} is legal"
    return g.why_not(g.parse(action))


# ============================================================================= 1 Golden rules
@pytest.mark.law("1.1.3", "1.5.4")
def test_1_5_4_one_warrior_for_two_recruiters_the_player_chooses_where() -> None:
    # Recruit places a warrior at each recruiter; with one warrior left the Marquise places
    # the most she can (one), and as the player taking the turn chooses which recruiter.
    g = pos({"1": {"marquise": {"warriors": 1, "tokens": ["keep"], "buildings": ["recruiter"]}},
             "5": {"marquise": {"buildings": ["recruiter"]}}})
    g.factions[M].supply = 1
    play(g, "recruit")
    assert asked(g) == (M, "recruit") and set(options(g)) == {"recruit 1", "recruit 5"}
    play(g, "recruit 5")
    assert (warriors_at(g, 1, M), warriors_at(g, 5, M), g.factions[M].supply) == (1, 1, 0)


# ============================================================================= 2.1 the deck
@pytest.mark.law("2.1")
def test_2_1_the_draw_that_empties_the_deck_makes_the_discard_pile_the_new_deck() -> None:
    # The Marquise's Evening draws one card: the last of the deck. The discard pile (Sappers,
    # Armorers) is shuffled at once into a new deck; nothing is left in the discard pile.
    g = pos(KEEP, phase="evening", deck_top=["Anvil"], deck_count=1, discard=["Sappers", "Armorers"])
    assert "Anvil" in hand(g, M)
    assert discard(g) == []
    assert {"Armorers", "Sappers"} <= {g.deckdef.cards[c].label for c in g.deck}


@pytest.mark.law("2.1")
def test_2_1_a_card_discarded_onto_an_empty_deck_and_pile_is_the_deck_at_once() -> None:
    # Deck and discard pile both empty: the Marquise's Evening draw finds nothing, and she
    # discards down to five. The card she discards forms the new deck immediately.
    six = ["Anvil", "Sappers", "Armorers", "Cobbler", "Bake Sale", "Investments"]
    g = pos(KEEP, phase="evening", hands={"marquise": six, "eyrie": 44})  # 50 cards in all (5.1.3)
    assert not g.deck and not g.discard
    if g.pending is not None and g.pending.kind == "evening_draw":
        play(g, "draw")
    assert asked(g) == (M, "discard")
    play(g, "discard Cobbler")
    assert [g.deckdef.cards[c].label for c in g.deck] == ["Cobbler"]
    assert discard(g) == []


@pytest.mark.law("2.1", "3.3.3")
def test_2_1_available_dominance_cards_are_not_shuffled_into_the_new_deck() -> None:
    g = pos(KEEP, phase="evening", deck_top=["Anvil"], deck_count=1, discard=["Sappers"],
            available=["Fox Dominance"], factions=["marquise", "eyrie", "alliance"])
    assert "Anvil" in hand(g, M)
    assert [g.deckdef.cards[c].label for c in g.available] == ["Fox Dominance"]
    assert all(g.deckdef.cards[c].label != "Fox Dominance" for c in g.deck)


# ============================================================================= 2.5 rule
@pytest.mark.law("2.5")
def test_2_5_buildings_alone_rule_against_fewer_warriors_and_a_tie_rules_for_nobody() -> None:
    # Clearing 5: Marquise sawmill + workshop (2) against 1 Alliance warrior and a sympathy
    # token (tokens do not count): the Marquise rules. Clearing 8: 1 Marquise warrior and
    # 1 Alliance warrior: a tie, nobody rules, so neither may move from 8 into 7 (empty).
    g = pos({**KEEP, "5": {"marquise": {"buildings": ["sawmill", "workshop"]},
                           "alliance": {"warriors": 1, "tokens": ["sympathy"]}},
             "8": {"marquise": 1, "alliance": 1}}, factions=["marquise", "eyrie", "alliance"])
    from woodland.rules.board import rulers
    r = rulers(g)
    assert r[4] == M and r[7] == -1
    play(g, "march")
    assert "move 8->7" not in options(g)
    assert why(g, "move 8->7")[1][0] == "4.2.1"


@pytest.mark.law("2.5", "7.2.2")
def test_2_5_lords_of_the_forest_need_a_piece_there_a_tie_at_zero_rules_for_nobody() -> None:
    # 5: one warrior each, the Eyrie win the tie (7.2.2). An empty clearing is a tie at zero
    # between everyone, the Eyrie included: nobody rules it (the Eyrie have no piece there).
    g = pos({**KEEP, "5": {"eyrie": 1, "marquise": 1}})
    from woodland.rules.board import rulers
    r = rulers(g)
    assert r[4] == E  # tied, with an Eyrie piece: Lords of the Forest
    assert r[9] == -1  # empty: nobody


# ============================================================================= 3 victory
@pytest.mark.law("3.3.1", "7.2.2")
def test_3_3_1_eyrie_dominance_counts_clearings_ruled_by_lords_of_the_forest() -> None:
    # The Eyrie activated Fox Dominance and are tied with the Marquise in fox 1, 6 and 8: they
    # rule all three (7.2.2) when their Birdsong starts, and win.
    g = pos({"1": {"eyrie": 1, "marquise": 1}, "6": {"eyrie": 1, "marquise": 1},
             "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}, "marquise": 2}},
            player="eyrie", phase="birdsong", dominance={"eyrie": "Fox Dominance"},
            factions=["marquise", "eyrie", "alliance"])
    assert g.over and g.result["winners"] == ["eyrie"] and g.result["reason"] == "dominance"


@pytest.mark.law("3.3.1", "9.2.8")
def test_3_3_1_the_vagabond_in_coalition_wins_with_a_partner_winning_by_dominance() -> None:
    g = pos({"2": {"alliance": 1}, "7": {"alliance": 1}, "9": {"alliance": 1}},
            player="alliance", phase="birdsong", dominance={"alliance": "Mouse Dominance", "vagabond": "Fox Dominance"},
            factions=["marquise", "eyrie", "alliance", "vagabond"], coalition={"vagabond": "alliance"},
            vagabond={"clearing": 5})
    assert g.over and sorted(g.result["winners"]) == ["alliance", "vagabond"]


@pytest.mark.law("3.3.1", "3.2.1", "3.2.2")
def test_3_3_1_after_activating_nothing_scores_not_crafted_items_nor_removed_buildings() -> None:
    g = pos({**KEEP, "8": {"marquise": {"warriors": 3, "buildings": ["workshop"]},
                           "eyrie": {"buildings": ["roost"]}}},
            hands={"marquise": ["Anvil", "Fox Dominance"]}, scores={"marquise": 12}, dice=[2, 0])
    play(g, 'activate "Fox Dominance"')
    play(g, "craft Anvil")
    assert g.factions[M].items == ["hammer"]
    play(g, "battle 8 eyrie")
    assert buildings_at(g, 8, E) == []
    assert g.factions[M].score == 12  # the marker is off the track: neither point counted
    assert not g.over


@pytest.mark.law("3.3.3", "6.5.5")
def test_3_3_3_a_dominance_card_spent_for_overwork_becomes_available() -> None:
    g = pos({"1": {"marquise": {"warriors": 1, "tokens": ["keep"], "buildings": ["sawmill"]}}},
            hands={"marquise": ["Fox Dominance"]}, factions=["marquise", "eyrie", "alliance"])
    play(g, "overwork 1")
    if g.pending is not None and g.pending.kind == "spend":
        play(g, 'spend "Fox Dominance"')
    assert tokens_at(g, 1, M) == ["keep", "wood"]
    assert [g.deckdef.cards[c].label for c in g.available] == ["Fox Dominance"]
    assert discard(g) == []


@pytest.mark.law("3.3.4", "3.3.3")
def test_3_3_4_a_dominance_card_in_hand_can_pay_for_another_available_one() -> None:
    # Bird Dominance is a bird card: spent as a fox card to take Fox Dominance; spent, it
    # becomes available in its turn (3.3.3).
    g = pos(KEEP, hands={"marquise": ["Bird Dominance"]}, available=["Fox Dominance"],
            factions=["marquise", "eyrie", "alliance"])
    play(g, 'take "Fox Dominance"')
    if g.pending is not None and g.pending.kind == "spend":
        play(g, 'spend "Bird Dominance"')
    assert hand(g, M) == ["Fox Dominance"]
    assert [g.deckdef.cards[c].label for c in g.available] == ["Bird Dominance"]


@pytest.mark.law("3.3.1")
def test_3_3_1_why_not_activate_a_second_dominance_card() -> None:
    g = pos(KEEP, hands={"marquise": ["Mouse Dominance"]}, dominance={"marquise": "Fox Dominance"},
            factions=["marquise", "eyrie", "alliance"], scores={"marquise": 15})
    reason, rules = why(g, 'activate "Mouse Dominance"')
    assert "3.3.2" in rules or "3.3.1" in rules


# ============================================================================= 4.1 craft
@pytest.mark.law("4.1.1")
def test_4_1_1_a_cost_of_three_suits_needs_one_piece_of_each() -> None:
    # Tax Collector costs fox + rabbit + mouse: workshops in fox 8, rabbit 5 and mouse 2 pay it;
    # without the rabbit one, two fox workshops do not.
    g = pos({**KEEP, "8": {"marquise": {"buildings": ["workshop", "workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Tax Collector"]})
    assert 'craft "Tax Collector"' not in options(g)
    assert why(g, 'craft "Tax Collector"')[1] == ["4.1.1"]
    g = pos({**KEEP, "8": {"marquise": {"buildings": ["workshop"]}},
             "5": {"marquise": {"buildings": ["workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Tax Collector", "Anvil"]})
    play(g, 'craft "Tax Collector"')
    assert [g.deckdef.cards[c].label for c in g.factions[M].play_area] == ["Tax Collector"]
    assert 'craft Anvil' not in options(g)  # the fox workshop was activated


@pytest.mark.law("4.1.1")
def test_4_1_1_question_marks_take_what_the_suited_icons_leave() -> None:
    # Royal Claim (? ? ? ?) with four workshops after crafting Anvil (F) with one of them:
    # only three unused pieces are left, not enough.
    g = pos({**KEEP, "8": {"marquise": {"buildings": ["workshop", "workshop"]}},
             "5": {"marquise": {"buildings": ["workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Royal Claim", "Anvil"]})
    assert 'craft "Royal Claim"' in options(g)
    play(g, "craft Anvil")
    assert 'craft "Royal Claim"' not in options(g)
    assert why(g, 'craft "Royal Claim"')[1] == ["4.1.1"]


@pytest.mark.law("4.1.2")
def test_4_1_2_why_not_craft_an_item_the_supply_has_run_out_of() -> None:
    g = pos({**KEEP, "8": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Anvil"]}, items={"eyrie": ["hammer"]})
    reason, rules = why(g, "craft Anvil")
    assert rules == ["4.1.2"] and "hammer" in reason


@pytest.mark.law("4.1.4")
def test_4_1_4_why_not_craft_a_second_identical_persistent_card() -> None:
    g = pos({**KEEP, "8": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Armorers"]}, crafted={"marquise": ["Armorers"]})
    reason, rules = why(g, "craft Armorers")
    assert rules == ["4.1.4"] and "Armorers" in reason


# ============================================================================= 4.2 move
@pytest.mark.law("4.2.1")
def test_4_2_1_rule_is_weighed_before_the_move_not_after_it() -> None:
    # Clearing 5: 2 Marquise warriors against 2 Eyrie (the Eyrie rule it, 7.2.2); clearing 1
    # is empty. Moving both warriors from 5 to 1 would leave the Marquise ruling 1, but she
    # rules neither clearing now: no move.
    g = pos({"4": {"marquise": {"warriors": 1, "tokens": ["keep"]}}, "5": {"marquise": 2, "eyrie": 2}})
    play(g, "march")
    assert options_starting(g, "move 5->") == set()
    reason, rules = why(g, "move 5->1")
    assert rules[0] == "4.2.1" and "7.2.2" in rules


@pytest.mark.law("4.2", "4.2.1")
def test_4_2_ruling_the_destination_is_enough_to_leave_an_enemy_clearing() -> None:
    # The Eyrie rule 5 (3 against 1); the Marquise rules 1: her lone warrior may go 5->1.
    g = pos({"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}, "5": {"marquise": 1, "eyrie": 3}})
    play(g, "march", "move 5->1")
    assert (warriors_at(g, 5, M), warriors_at(g, 1, M)) == (0, 2)


# ============================================================================= 4.3 battle
@pytest.mark.law("4.3.1", "4.3.6", "3.2.1")
def test_4_3_1_an_ambush_removes_the_last_attacker_then_a_building_and_the_battle_ends() -> None:
    # The Marquise attacks with one warrior where she also has a sawmill; the Eyrie ambush:
    # two hits take the warrior, then the sawmill (the Eyrie score 1). No attacker is left:
    # the battle ends before the roll, the Eyrie keep both warriors.
    g = pos({**KEEP, "5": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}, "eyrie": 2}},
            hands={"eyrie": ["Ambush (rabbit)"]}, dice=[3, 3])
    play(g, "battle 5 eyrie", 'ambush "Ambush (rabbit)"')
    while g.pending is not None and g.pending.kind in ("foil", "field_hospitals"):
        play(g, "pass")
    assert (warriors_at(g, 5, M), buildings_at(g, 5, M)) == (0, [])
    assert warriors_at(g, 5, E) == 2
    assert g.factions[E].score == 1
    assert discard(g) == ["Ambush (rabbit)"]
    assert asked(g) == (M, "daylight")


@pytest.mark.law("4.3.1", "4.3.3")
def test_4_3_1_ambush_survivors_fight_on_capped_by_the_warriors_left() -> None:
    # Three attackers, the ambush takes two; the roll 3-0 lets the one left deal only one hit.
    g = pos({**KEEP, "5": {"marquise": 3, "eyrie": 3}},
            hands={"eyrie": ["Ambush (bird)"]}, dice=[3, 0])
    play(g, "battle 5 eyrie", 'ambush "Ambush (bird)"')
    while g.pending is not None and g.pending.kind in ("foil", "field_hospitals"):
        play(g, "pass")
    assert (warriors_at(g, 5, M), warriors_at(g, 5, E)) == (1, 2)


@pytest.mark.law("4.3.1")
def test_4_3_1_I_a_foiled_ambush_deals_no_hits_and_both_cards_are_discarded() -> None:
    g = pos({**KEEP, "5": {"marquise": 3, "eyrie": 2}},
            hands={"eyrie": ["Ambush (rabbit)"], "marquise": ["Ambush (bird)"]}, dice=[2, 1])
    play(g, "battle 5 eyrie", 'ambush "Ambush (rabbit)"')
    assert asked(g) == (M, "foil")
    play(g, 'foil "Ambush (bird)"')
    # no ambush hits: the roll 2-1 is dealt in full
    assert (warriors_at(g, 5, M), warriors_at(g, 5, E)) == (2, 0)
    assert discard(g) == ["Ambush (bird)", "Ambush (rabbit)"]


@pytest.mark.law("4.3.1")
def test_4_3_1_I_only_an_ambush_matching_the_clearing_foils() -> None:
    g = pos({**KEEP, "5": {"marquise": 3, "eyrie": 2}},
            hands={"eyrie": ["Ambush (rabbit)"], "marquise": ["Ambush (fox)", "Anvil"]})
    play(g, "battle 5 eyrie", 'ambush "Ambush (rabbit)"')
    assert asked(g) == (M, "foil") and options(g) == ["pass"]
    assert why(g, 'foil "Ambush (fox)"')[1] == ["4.3.1.I"]
    assert why(g, "foil Anvil")[1] == ["2.1.2", "4.3.1.I"]


@pytest.mark.law("4.3.5", "4.3.6", "3.2.1")
def test_4_3_6_hits_beyond_the_defenders_pieces_are_lost() -> None:
    # Roll 3-0 with three attackers against one Eyrie warrior and one roost: three hits (the
    # defender is not defenseless while it has a warrior at the count) take the warrior and
    # the roost; the third hit finds nothing. The Eyrie deal nothing (roll 0).
    g = pos({**KEEP, "8": {"marquise": 3, "eyrie": {"warriors": 1, "buildings": ["roost"]}}}, dice=[3, 0])
    play(g, "battle 8 eyrie")
    assert (warriors_at(g, 8, E), buildings_at(g, 8, E)) == (0, [])
    assert warriors_at(g, 8, M) == 3
    assert g.factions[M].score == 1


@pytest.mark.law("4.3.5", "4.3.6")
def test_4_3_5_II_a_defenseless_defender_chooses_which_pieces_go_and_the_attacker_scores_each() -> None:
    # The Alliance has only a base and a sympathy token in 8: roll 1-1 with one attacker is one
    # hit (Guerrilla War gives the defender the higher roll, 8.2.2: equal here) plus one for
    # defenselessness; the Alliance chooses the order, both go, 2 points.
    g = pos({**KEEP, "8": {"marquise": 1, "alliance": {"buildings": ["base_fox"], "tokens": ["sympathy"]}}},
            factions=["marquise", "eyrie", "alliance"], dice=[1, 1])
    play(g, "battle 8 alliance")
    assert asked(g) == (A, "remove")
    assert set(options(g)) == {"remove base_fox", "remove sympathy"}
    play(g, "remove sympathy")
    assert tokens_at(g, 8, A) == [] and buildings_at(g, 8, A) == []
    assert g.factions[M].score == 2


@pytest.mark.law("4.3.3")
def test_4_3_3_I_a_defender_with_no_warriors_deals_no_rolled_hits() -> None:
    # The Eyrie defend a roost with no warrior: roll 2-2, the Eyrie deal nothing; the Marquise
    # deals 2 (one warrior... capped at her 2 warriors) + 1 defenseless on a single roost.
    g = pos({**KEEP, "8": {"marquise": 2, "eyrie": {"buildings": ["roost"]}}}, dice=[2, 2])
    play(g, "battle 8 eyrie")
    assert warriors_at(g, 8, M) == 2
    assert buildings_at(g, 8, E) == []
    assert g.factions[M].score == 1


@pytest.mark.law("4.3")
def test_4_3_why_not_battle_where_the_enemy_has_no_pieces_or_you_have_no_warriors() -> None:
    g = pos({**KEEP, "5": {"marquise": 2}, "8": {"eyrie": {"buildings": ["roost"]}}})
    assert why(g, "battle 5 eyrie") == ("eyrie has no pieces in clearing 5", ["4.3"])
    assert why(g, "battle 8 eyrie") == ("you have no warriors in clearing 8", ["4.3"])


@pytest.mark.law("4.3.1")
def test_4_3_1_a_defender_with_no_warriors_may_still_ambush() -> None:
    # The Eyrie have only a roost in 8: their fox ambush takes both attackers, the battle
    # ends and the roost stands.
    g = pos({**KEEP, "8": {"marquise": 2, "eyrie": {"buildings": ["roost"]}}},
            factions=["marquise", "eyrie", "alliance"], hands={"eyrie": ["Ambush (fox)"]})
    play(g, "battle 8 eyrie", 'ambush "Ambush (fox)"')
    assert warriors_at(g, 8, M) == 0 and buildings_at(g, 8, E) == ["roost"]
    assert asked(g) == (M, "daylight")


@pytest.mark.law("3.1", "3.2.1", "4.1.2")
def test_3_1_a_favor_card_that_scores_the_thirtieth_point_wins_at_once() -> None:
    # Favor of the Foxes (F F F) removes the Eyrie roost in fox 6 and the sympathy token in
    # fox 1: two points, 28 -> 30, and the game ends there (no Outrage is resolved after).
    g = pos({"8": {"marquise": {"buildings": ["workshop", "workshop"]}},
             "12": {"marquise": {"buildings": ["workshop"]}},
             "6": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
             "1": {"alliance": {"tokens": ["sympathy"]}},
             "4": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
            factions=["marquise", "eyrie", "alliance"], hands={"marquise": ["Favor of the Foxes"]},
            scores={"marquise": 28})
    play(g, 'craft "Favor of the Foxes"')
    assert g.over and g.result["winners"] == ["marquise"] and g.result["reason"] == "score"
    assert g.factions[M].score == 30


@pytest.mark.law("3.3.4", "2.1.2")
def test_3_3_4_an_ambush_card_may_be_spent_for_its_suit_to_take_a_dominance_card() -> None:
    g = pos(KEEP, factions=["marquise", "eyrie", "alliance"], hands={"marquise": ["Ambush (fox)", "Anvil"]},
            available=["Fox Dominance"])
    play(g, 'take "Fox Dominance"')
    assert set(options(g)) == {'spend "Ambush (fox)"', "spend Anvil"}
    play(g, 'spend "Ambush (fox)"')
    assert hand(g, M) == ["Anvil", "Fox Dominance"] and discard(g) == ["Ambush (fox)"]


@pytest.mark.law("6.6", "2.1")
def test_hand_limit_the_evening_draw_then_discard_down_to_five_of_your_choice() -> None:
    # Five cards in hand, the Evening draws one (Anvil, the deck's top): six, so the Marquise
    # discards one of her choice, any of the six.
    five = ["Sappers", "Armorers", "Cobbler", "Bake Sale", "Investments"]
    g = pos(KEEP, phase="evening", hands={"marquise": five}, deck_top=["Anvil"])
    assert asked(g) == (M, "discard") and len(options(g)) == 6
    play(g, "discard Anvil")
    assert hand(g, M) == sorted(five) and discard(g) == ["Anvil"]
    assert asked(g)[0] == E  # the turn passed


# ============================================================================= appendix M
LAKE = {"map": "lake", "suits": "suggested", "factions": ["marquise", "eyrie", "alliance"]}


@pytest.mark.law("M.3.5", "4.2.2")
def test_m_3_5_the_ferry_crosses_once_per_turn_and_its_mover_draws() -> None:
    # Lake: the Ferry starts in 12 (Gulf), coastal with 6, 7 and 9. The Marquise marches
    # 12->6 by the Ferry (6 is linked to 12 by no path): the Ferry goes along, she draws one
    # card. Her second move cannot cross again from 6, now the Ferry's clearing.
    g = pos({"12": {"marquise": 2}, "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}}, **LAKE,
            deck_top=["Anvil"])
    play(g, "march", "move 12->6", "count 1")
    assert g.landmarks["ferry"] == 5
    assert hand(g, M) == ["Anvil"]
    assert why(g, "move 6->7") == ("the Ferry has already been used this turn (once per turn)", ["M.3.5"])
    assert "move 12->7" not in options(g)  # the Ferry is no longer in 12


@pytest.mark.law("M.3.5", "4.2.1")
def test_m_3_5_the_ferry_still_needs_rule_of_the_origin_or_destination() -> None:
    g = pos({"12": {"marquise": 1, "eyrie": 2}, "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}}, **LAKE)
    play(g, "march")
    assert options_starting(g, "move 12->") == set()
    assert why(g, "move 12->6")[1] == ["4.2.1", "7.2.2"] or why(g, "move 12->6")[1][0] == "4.2.1"


MOUNTAIN = {"map": "mountain", "suits": "suggested", "factions": ["marquise", "eyrie", "alliance"]}


@pytest.mark.law("M.4.2", "M.4.3")
def test_m_4_3_opening_a_closed_path_scores_one_links_the_clearings_once_per_turn() -> None:
    # Mountain: 2-3 and 2-5 are closed. The Marquise, with warriors in 2, cannot move 2->3;
    # she spends a card to remove that marker (1 point), then moves along it. A second marker
    # (2-5) cannot be removed the same turn.
    g = pos({"2": {"marquise": 2}, "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}}, **MOUNTAIN,
            hands={"marquise": ["Anvil", "Sappers"]})
    assert "move 2->3" not in [o for o in options(g)]
    assert {"open 2 3", "open 2 5"} <= set(options(g))
    play(g, "open 2 3", "spend Anvil")
    assert g.factions[M].score == 1 and (1, 2) not in g.map.closed
    assert discard(g) == ["Anvil"]
    assert why(g, "open 2 5") == ("a closed path has already been removed this turn (once per turn)", ["M.4.3"])
    play(g, "march", "move 2->3", "count 2")
    assert warriors_at(g, 3, M) == 2


@pytest.mark.law("M.4.2")
def test_m_4_2_why_not_move_across_a_closed_path() -> None:
    g = pos({"2": {"marquise": 2}, "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}}, **MOUNTAIN)
    play(g, "march")
    reason, rules = why(g, "move 2->3")
    assert rules == ["M.4.2", "4.2"] and "closed" in reason


@pytest.mark.law("M.4.3", "3.3.1")
def test_m_4_3_a_player_with_activated_dominance_may_open_a_path_but_scores_nothing() -> None:
    g = pos({"2": {"marquise": 2}, "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}}, **MOUNTAIN,
            hands={"marquise": ["Anvil", "Sappers"]}, dominance={"marquise": "Fox Dominance"},
            scores={"marquise": 14})
    play(g, "open 2 3", "spend Anvil")
    assert (1, 2) not in g.map.closed
    assert g.factions[M].score == 14


# ============================================================================= the oracle
@pytest.mark.law("3.3.1")
def test_3_3_1_why_not_activate_dominance_in_birdsong_names_the_daylight_rule() -> None:
    # The Eyrie, with 12 points and Fox Dominance in hand, are asked to add to the Decree in
    # Birdsong: activating is for Daylight only (3.3.1), whatever the pending decision.
    g = pos({"3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}, **KEEP}, player="eyrie", phase="birdsong",
            factions=["marquise", "eyrie", "alliance"], hands={"eyrie": ["Fox Dominance", "Anvil"]},
            scores={"eyrie": 12})
    assert asked(g) == (E, "decree")
    reason, rules = why(g, 'activate "Fox Dominance"')
    assert rules == ["3.3.1"] and "Daylight" in reason


@pytest.mark.law("3.3.4")
def test_3_3_4_why_not_take_an_available_dominance_card_in_evening() -> None:
    six = ["Anvil", "Sappers", "Armorers", "Cobbler", "Bake Sale", "Investments"]
    g = pos(KEEP, phase="evening", factions=["marquise", "eyrie", "alliance"], hands={"marquise": six},
            available=["Fox Dominance"])
    assert asked(g) == (M, "discard")
    reason, rules = why(g, 'take "Fox Dominance"')
    assert rules == ["3.3.4"] and "Daylight" in reason


@pytest.mark.law("3.3.1")
def test_3_3_1_why_not_activate_dominance_on_another_players_turn() -> None:
    # The Marquise attacks the Eyrie, who hold Fox Dominance and 12 points and are asked
    # about an ambush: it is the Marquise's Daylight, not theirs.
    g = pos({**KEEP, "5": {"marquise": 2, "eyrie": 2}}, factions=["marquise", "eyrie", "alliance"],
            hands={"eyrie": ["Fox Dominance"]}, scores={"eyrie": 12})
    play(g, "battle 5 eyrie")
    assert asked(g) == (E, "ambush")
    reason, rules = why(g, 'activate "Fox Dominance"')
    assert rules == ["3.3.1"] and "Daylight" in reason


@pytest.mark.law("M.4.3")
def test_m_4_3_why_not_open_a_closed_path_outside_your_daylight() -> None:
    six = ["Anvil", "Sappers", "Armorers", "Cobbler", "Bake Sale", "Investments"]
    g = pos({"2": {"marquise": 2}, "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}}, **MOUNTAIN,
            phase="evening", hands={"marquise": six})
    assert asked(g) == (M, "discard")
    reason, rules = why(g, "open 2 3")
    assert rules == ["M.4.3"] and "Daylight" in reason


@pytest.mark.law("4.2")
def test_4_2_why_not_an_action_word_followed_by_a_move_names_the_two_steps() -> None:
    # 'march' is a choice of the Marquise's Daylight, without arguments: 'march 5->1' is that
    # choice followed by words, not a march that is impossible (5->1 is a legal move: she
    # rules 1).
    g = pos({**KEEP, "5": {"marquise": 2, "eyrie": 2}})
    assert "march" in options(g)
    assert why(g, "march 5->1") == ("'march' and 'move 5->1' are two steps: choose 'march', then 'move 5->1'",
                                    ["4.2.1"])
    reason, rules = why(g, "march 7->1")  # and the move named would not be legal
    assert reason.startswith("'march' is the choice now") and rules == ["4.2"]


# ============================================================================= appendix A
@pytest.mark.law("A.1", "M.1")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_A_1_the_autumn_map_keeps_its_printed_suits_in_the_advanced_setup(seed: int) -> None:
    # ruling R548: only a variant map gets the suit markers
    g = Game.new({"map": "autumn", "factions": ["marquise", "eyrie", "alliance", "vagabond", "lizard"],
                     "mode": "advanced"}, seed)
    assert tuple(g.suits[:12]) == load_map("autumn").printed_suits


@pytest.mark.law("A.1")
def test_A_1_a_variant_map_gets_four_suit_markers_of_each_suit_at_random() -> None:
    seen = set()
    for seed in range(4):
        g = Game.new({"map": "winter", "factions": ["marquise", "eyrie", "alliance", "vagabond", "lizard"],
                         "mode": "advanced"}, seed)
        suits = tuple(g.suits[:12])
        assert sorted(suits) == sorted(["fox", "rabbit", "mouse"] * 4)
        seen.add(suits)
    assert len(seen) > 1


@pytest.mark.law("4.3", "9.2.8", "G.8")
def test_4_3_why_not_battle_a_coalition_partner_names_the_coalition() -> None:
    # The Marquise is in coalition with the Vagabond: his pawn in 5 is no enemy piece, she
    # cannot battle him (nor he her).
    g = pos({**KEEP, "5": {"marquise": 2}}, factions=["marquise", "eyrie", "alliance", "vagabond"],
            vagabond={"clearing": 5}, coalition={"vagabond": "marquise"}, dominance={"vagabond": "Fox Dominance"})
    assert options_starting(g, "battle 5") == set()
    reason, rules = why(g, "battle 5 vagabond")
    assert rules == ["4.3", "G.8", "9.2.8"] and "coalition" in reason


@pytest.mark.law("2.5", "4.2.1")
def test_2_5_why_not_move_out_of_a_tie_cites_the_tie_rule() -> None:
    # 8: one Marquise warrior and one Alliance warrior, a tie: nobody rules it, nor 7 (empty).
    g = pos({**KEEP, "8": {"marquise": 1, "alliance": 1}}, factions=["marquise", "eyrie", "alliance"])
    play(g, "march")
    reason, rules = why(g, "move 8->7")
    assert rules == ["4.2.1", "2.5"] and "nobody rules it" in reason


@pytest.mark.law("4.1.1")
def test_4_1_1_a_cost_of_a_suit_and_a_question_mark_keeps_the_suited_piece_for_its_icon() -> None:
    # Squires and Disciples deck: Tactician costs fox + ?. A fox and a mouse workshop pay it
    # (the fox one for the fox icon, the mouse one for "?"); two mouse workshops do not.
    g = pos({**KEEP, "2": {"marquise": {"buildings": ["workshop"]}}, "8": {"marquise": {"buildings": ["workshop"]}}},
            deck="squires", hands={"marquise": ["Tactician", "Anvil"]})
    assert 'craft Tactician' in options(g)
    play(g, "craft Tactician")
    assert [g.deckdef.cards[c].label for c in g.factions[M].play_area] == ["Tactician"]
    assert "craft Anvil" not in options(g)  # the fox workshop paid the fox icon
    g = pos({**KEEP, "2": {"marquise": {"buildings": ["workshop"]}}, "7": {"marquise": {"buildings": ["workshop"]}}},
            deck="squires", hands={"marquise": ["Tactician"]})
    assert why(g, "craft Tactician")[1] == ["4.1.1"]


@pytest.mark.law("3.1.1", "7.8.4", "3.2.1", "1.5.4")
def test_3_1_1_the_despots_extra_point_comes_after_the_hits_so_the_defender_reaching_30_wins() -> None:
    # The Eyrie (Despot, 28) battle the Marquise (28) in 8, one warrior and a building each.
    # Roll 1-1. Brutal Tactics gives the Eyrie an extra hit (the Marquise scores 1: 29) and
    # Sappers the Marquise one: each side's two hits take the other's warrior and building.
    # The hits bring the Marquise to 30 (the roost) and the Eyrie to 29 (the sawmill); the
    # Despot's extra point would come only once the battle is over: the Marquise has won
    # (ruling R549).
    g = pos({"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
             "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]},
                   "marquise": {"warriors": 1, "buildings": ["sawmill"]}}},
            player="eyrie", dice=[1, 1], scores={"eyrie": 28, "marquise": 28},
            crafted={"eyrie": ["Brutal Tactics"], "marquise": ["Sappers"]},
            hands={"eyrie": ["Anvil"], "marquise": ["Bake Sale"]},
            eyrie={"leader": "despot", "decree": {"battle": ["Loyal Vizier"], "build": ["Loyal Vizier"]}})
    play(g, "resolve", "resolve battle bird", "pass", "first attacker", 'use "Brutal Tactics"', "use Sappers")
    assert g.over
    assert (g.factions[M].score, g.factions[E].score) == (30, 29)
    assert g.result["winners"] == ["marquise"] and g.result["reason"] == "score"


SQUIRES_BATTLE: dict[str, Any] = {
    # Squires and Disciples deck: the Marquise (Tactician) attacks with one warrior in 5, three
    # more in 1 next to it; the Eyrie (Mice-in-a-Bush) defend with two.
    "clearings": {"1": {"marquise": {"warriors": 3, "tokens": ["keep"]}}, "5": {"marquise": 1, "eyrie": 2}},
    "deck": "squires", "crafted": {"marquise": ["Tactician"], "eyrie": ["Mice-in-a-Bush"]},
    "hands": {"eyrie": ["Bake Sale"], "marquise": ["Anvil"]}, "dice": [2, 1]}


@pytest.mark.law("4.3.2")
def test_4_3_2_both_sides_with_before_roll_effects_the_attacker_chooses_the_order() -> None:
    # Going first, the Marquise brings two warriors in with Tactician before Mice-in-a-Bush's
    # hit; then the roll 2-1: the Eyrie lose both warriors, the Marquise one more (ruling R550).
    g = pos(**SQUIRES_BATTLE)
    play(g, "battle 5 eyrie", "pass")  # no ambush
    assert asked(g) == (M, "effect_order") and set(options(g)) == {"first attacker", "first defender"}
    play(g, "first attacker")
    assert asked(g) == (M, "before_roll")
    play(g, "use Tactician 1 5", "x2")
    assert asked(g) == (E, "before_roll")
    play(g, "use Mice-in-a-Bush", "spend Mice-in-a-Bush")
    while asked(g) == (M, "field_hospitals"):
        play(g, "pass")
    assert (warriors_at(g, 5, M), warriors_at(g, 5, E), warriors_at(g, 1, M)) == (1, 0, 1)


@pytest.mark.law("4.3.2", "4.3.1")
def test_4_3_2_the_attacker_may_let_the_defender_go_first() -> None:
    # The defender first: Mice-in-a-Bush's hit takes the lone attacker, and as after an
    # ambush with no attacker left the battle ends (R417) -- Tactician never comes.
    g = pos(**SQUIRES_BATTLE)
    play(g, "battle 5 eyrie", "pass", "first defender")
    assert asked(g) == (E, "before_roll")
    play(g, "use Mice-in-a-Bush", "spend Mice-in-a-Bush")
    while asked(g) == (M, "field_hospitals"):
        play(g, "pass")
    assert (warriors_at(g, 5, M), warriors_at(g, 5, E), warriors_at(g, 1, M)) == (0, 2, 3)
    assert asked(g) == (M, "daylight")
