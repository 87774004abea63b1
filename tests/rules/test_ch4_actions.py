"""Law of Root, chapter 4: Key Actions — craft (4.1), move (4.2) and battle (4.3).

Every test builds a concrete position with the Marquise (seat 0) and the Eyrie (seat 1) on
the Autumn map and checks what a player would see: the legal options, who is asked, the
pieces on the map, the scores, the hands, the play areas and the item supply.

Autumn suits (components.md §5): fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; ruins
fill a slot in 6 10 11 12. Battle dice are scripted with ``dice=[x, y]`` (each 0-3).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.errors import IllegalAction
from woodland.testing import (
    asked_with_options,
    buildings_at,
    game_with,
    labels,
    options,
    options_starting,
    play,
    tokens_at,
    warriors_at,
)

M, E = 0, 1  # seats: Marquise first, then the Eyrie


# ----------------------------------------------------------------------------- helpers
def pos(clearings: dict[str, Any], *, player: str = "marquise", dice: list[int] | None = None,
        **extra: Any) -> Any:
    """A two-player game (Marquise, Eyrie) in ``player``'s Daylight."""
    return game_with(["marquise", "eyrie"], player=player, dice=dice, clearings=clearings, **extra)


def crafts(g: Any) -> set[str]:
    return options_starting(g, "craft ")


def marquise_menu(g: Any) -> None:
    assert g.pending is not None and g.pending.seat == M and g.pending.kind == "daylight"


# ============================================================================= 4.1 Craft
@pytest.mark.law("4.1.1")
def test_4_1_1_craft_needs_a_crafting_piece_of_each_listed_suit() -> None:
    # workshops in a fox clearing (1) and a mouse clearing (2)
    g = pos({"1": {"marquise": {"buildings": ["workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Anvil", "Crossbow (bird)", "Foxfolk Steel", "Travel Gear (fox)",
                                "Root Tea (mouse)", "Protection Racket"]})
    marquise_menu(g)
    # Anvil F, Crossbow F, Root Tea M are payable; Foxfolk Steel F F needs two fox pieces,
    # Travel Gear R and Protection Racket R R need rabbit pieces
    assert crafts(g) == {"craft Anvil", 'craft "Crossbow (bird)"', 'craft "Root Tea (mouse)"'}
    with pytest.raises(IllegalAction):
        g.apply("craft \"Foxfolk Steel\"")
    with pytest.raises(IllegalAction):
        g.apply('craft "Travel Gear (fox)"')


@pytest.mark.law("4.1.1")
def test_4_1_1_each_crafting_piece_activates_once_per_turn() -> None:
    g = pos({"1": {"marquise": {"buildings": ["workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Anvil", "Crossbow (bird)", "Root Tea (mouse)"]})
    play(g, "craft Anvil")
    marquise_menu(g)
    # the only fox workshop is spent: Crossbow (F) is no longer payable this turn,
    # while the unused mouse workshop still pays Root Tea
    assert crafts(g) == {'craft "Root Tea (mouse)"'}
    play(g, 'craft "Root Tea (mouse)"')
    assert crafts(g) == set()
    assert labels(g, g.factions[M].hand) == ["Crossbow (bird)"]


@pytest.mark.law("4.1.1")
def test_4_1_1_two_workshops_in_one_clearing_are_two_pieces_of_its_suit() -> None:
    # two workshops in fox clearing 8: Foxfolk Steel (F F) can be paid, and uses both
    g = pos({"8": {"marquise": {"buildings": ["workshop", "workshop"]}}},
            hands={"marquise": ["Foxfolk Steel", "Anvil"]})
    assert crafts(g) == {'craft "Foxfolk Steel"', "craft Anvil"}
    play(g, 'craft "Foxfolk Steel"')
    assert g.factions[M].items == ["sword"]
    assert crafts(g) == set()  # both fox pieces activated: nothing left for Anvil


@pytest.mark.law("4.1.1")
def test_4_1_1_one_fox_workshop_cannot_pay_two_fox_icons() -> None:
    g = pos({"8": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Foxfolk Steel", "Anvil"]})
    assert crafts(g) == {"craft Anvil"}


@pytest.mark.law("4.1.1")
def test_4_1_1_eyrie_roost_activates_once_per_turn() -> None:
    # Eyrie roosts in fox clearing 1 and mouse clearing 2 are its crafting pieces
    g = pos({"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
             "2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            player="eyrie", hands={"eyrie": ["Armorers", "Anvil", "Root Tea (fox)"]})
    seat, kind, opts = asked_with_options(g)
    assert (seat, kind) == (E, "craft")
    assert {o for o in opts if o.startswith("craft")} == {"craft Armorers", "craft Anvil",
                                                          'craft "Root Tea (fox)"'}
    play(g, "craft Armorers")
    seat, kind, opts = asked_with_options(g)
    assert (seat, kind) == (E, "craft")
    assert {o for o in opts if o.startswith("craft")} == {'craft "Root Tea (fox)"'}


@pytest.mark.law("4.1.1")
def test_4_1_1_question_mark_cost_is_paid_by_pieces_of_any_suit() -> None:
    # Royal Claim costs ? ? ? ?; five workshops: fox 1, fox 8, mouse 2, rabbit 3, rabbit 5
    g = pos({"1": {"marquise": {"buildings": ["workshop"]}},
             "8": {"marquise": {"buildings": ["workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}},
             "3": {"marquise": {"buildings": ["workshop"]}},
             "5": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Royal Claim", "Anvil", "Root Tea (fox)"]})
    assert "craft \"Royal Claim\"" in crafts(g)
    play(g, 'craft "Royal Claim"')
    # several suits could pay a '?': the crafter chooses
    assert asked_with_options(g) == (M, "craft_pay", {"pay fox", "pay mouse", "pay rabbit"})
    play(g, "pay mouse", "pay rabbit", "pay rabbit")
    # the fourth '?' can only be paid with a fox workshop now
    marquise_menu(g)
    assert labels(g, g.factions[M].play_area) == ["Royal Claim"]
    # one fox workshop is still unused (Anvil F), the mouse one is spent (Root Tea M)
    assert crafts(g) == {"craft Anvil"}


@pytest.mark.law("4.1.1")
def test_4_1_1_question_mark_cost_paid_with_a_single_suit() -> None:
    # four rabbit workshops (3, 4, 5, 5) pay Royal Claim's four '?' icons
    g = pos({"3": {"marquise": {"buildings": ["workshop"]}},
             "4": {"marquise": {"buildings": ["workshop"]}},
             "5": {"marquise": {"buildings": ["workshop", "workshop"]}},
             "11": {"marquise": 1}},
            hands={"marquise": ["Royal Claim"]})
    assert crafts(g) == {'craft "Royal Claim"'}
    play(g, 'craft "Royal Claim"')
    marquise_menu(g)
    assert labels(g, g.factions[M].play_area) == ["Royal Claim"]
    assert g.factions[M].hand == []


@pytest.mark.law("4.1.1")
def test_4_1_1_question_mark_cost_needs_enough_pieces() -> None:
    # three workshops cannot pay four '?' icons
    g = pos({"1": {"marquise": {"buildings": ["workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}},
             "5": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Royal Claim"]})
    assert crafts(g) == set()


@pytest.mark.law("4.1.2")
def test_4_1_2_crafted_item_goes_to_crafted_items_box_and_scores() -> None:
    g = pos({"2": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Root Tea (fox)"]}, scores={"marquise": 5})
    assert g.items["tea"] == 2
    play(g, 'craft "Root Tea (fox)"')
    f = g.factions[M]
    assert f.items == ["tea"]          # in the Crafted Items box
    assert g.items["tea"] == 1         # taken from the item supply
    assert f.score == 7                # Root Tea lists 2 points
    assert f.hand == [] and f.play_area == []
    assert labels(g, g.discard) == ["Root Tea (fox)"]  # the card is discarded


@pytest.mark.law("4.1.2")
def test_4_1_2_item_card_cannot_be_crafted_when_its_item_is_gone() -> None:
    # the only hammer of the supply is already in the Eyrie's Crafted Items box
    g = pos({"1": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Anvil", "Crossbow (bird)"]}, items={"eyrie": ["hammer"]})
    assert g.items["hammer"] == 0
    assert crafts(g) == {'craft "Crossbow (bird)"'}
    with pytest.raises(IllegalAction):
        g.apply("craft Anvil")
    assert labels(g, g.factions[M].hand) == ["Anvil", "Crossbow (bird)"]


@pytest.mark.law("4.1.2")
def test_4_1_2_crafting_the_last_item_blocks_the_other_card_with_that_item() -> None:
    # one crossbow in the supply; two Crossbow cards and two fox workshops
    g = pos({"8": {"marquise": {"buildings": ["workshop", "workshop"]}}},
            hands={"marquise": ["Crossbow (bird)", "Crossbow (mouse)", "Anvil"]})
    assert g.items["crossbow"] == 1
    assert crafts(g) == {'craft "Crossbow (bird)"', 'craft "Crossbow (mouse)"', "craft Anvil"}
    play(g, 'craft "Crossbow (bird)"')
    assert g.items["crossbow"] == 0
    assert g.factions[M].items == ["crossbow"]
    # a fox workshop is still unused (Anvil), but no crossbow is left in the supply
    assert crafts(g) == {"craft Anvil"}


@pytest.mark.law("4.1.2")
def test_4_1_2_immediate_effect_resolves_then_card_is_discarded() -> None:
    # Favor of the Rabbits (R R R): remove all enemy pieces in rabbit clearings
    g = pos({"3": {"marquise": {"buildings": ["workshop"]}},
             "4": {"marquise": {"buildings": ["workshop"]}},
             "5": {"marquise": {"warriors": 2, "buildings": ["workshop"]}, "eyrie": 3},
             "10": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
             "1": {"eyrie": 2}},
            hands={"marquise": ["Favor of the Rabbits"]})
    eyrie_supply = g.factions[E].supply
    play(g, 'craft "Favor of the Rabbits"')
    marquise_menu(g)
    assert warriors_at(g, 5, E) == 0 and warriors_at(g, 10, E) == 0 and buildings_at(g, 10, E) == []
    assert warriors_at(g, 1, E) == 2                       # fox clearing: untouched
    assert warriors_at(g, 5, M) == 2 and buildings_at(g, 5, M) == ["workshop"]  # own pieces stay
    assert g.factions[E].supply == eyrie_supply + 5
    assert g.factions[M].score == 1              # one enemy building removed (3.2.1)
    assert labels(g, g.discard) == ["Favor of the Rabbits"]
    assert g.factions[M].play_area == [] and g.factions[M].hand == []


@pytest.mark.law("4.1.3")
def test_4_1_3_persistent_effect_goes_to_play_area_and_is_in_effect() -> None:
    # Tax Collector (F R M): workshops in fox 1, mouse 2, rabbit 3
    g = pos({"1": {"marquise": {"buildings": ["workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}},
             "3": {"marquise": {"buildings": ["workshop"]}},
             "5": {"marquise": 2}},
            hands={"marquise": ["Tax Collector"]})
    assert not any(o.startswith("use ") for o in options(g))
    play(g, 'craft "Tax Collector"')
    marquise_menu(g)
    f = g.factions[M]
    assert labels(g, f.play_area) == ["Tax Collector"]
    assert f.hand == [] and g.discard == [] and f.score == 0
    # "you now have the effect": its Daylight use is offered straight away
    assert {o for o in options(g) if o.startswith("use ")} == {'use "Tax Collector" 5'}


@pytest.mark.law("4.1.4")
def test_4_1_4_no_duplicate_persistent_effect_in_play_area() -> None:
    g = pos({"1": {"marquise": {"buildings": ["workshop"]}},
             "2": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Armorers", "Sappers"]}, crafted={"marquise": ["Armorers"]})
    assert crafts(g) == {"craft Sappers"}
    with pytest.raises(IllegalAction):
        g.apply("craft Armorers")


@pytest.mark.law("4.1.4")
def test_4_1_4_second_copy_cannot_be_crafted_after_the_first() -> None:
    g = pos({"8": {"marquise": {"buildings": ["workshop", "workshop"]}}},
            hands={"marquise": ["Armorers", "Armorers", "Anvil"]})
    play(g, "craft Armorers")
    # a fox workshop is still unused (Anvil is offered) but Armorers is now in the play area
    assert crafts(g) == {"craft Anvil"}
    assert labels(g, g.factions[M].play_area) == ["Armorers"]
    assert labels(g, g.factions[M].hand) == ["Anvil", "Armorers"]


@pytest.mark.law("4.1.4")
def test_4_1_4_another_players_copy_does_not_block_crafting() -> None:
    g = pos({"1": {"marquise": {"buildings": ["workshop"]}}},
            hands={"marquise": ["Armorers"]}, crafted={"eyrie": ["Armorers"]})
    assert crafts(g) == {"craft Armorers"}
    play(g, "craft Armorers")
    assert labels(g, g.factions[M].play_area) == ["Armorers"]
    assert labels(g, g.factions[E].play_area) == ["Armorers"]


# ============================================================================= 4.2 Move
@pytest.mark.law("4.2.1")
def test_4_2_1_move_requires_ruling_origin_or_destination() -> None:
    # 1 (fox): 3 Marquise vs 4 Eyrie -> Eyrie rules; 5: Eyrie rules; 9: nobody;
    # 10: Marquise rules. Paths: 1-5 1-9 1-10, 10-2 10-12.
    g = pos({"1": {"marquise": 3, "eyrie": 4},
             "5": {"eyrie": 2},
             "10": {"marquise": 1}})
    play(g, "march")
    assert asked_with_options(g) == (M, "move", {"move 1->10", "move 10->1", "move 10->2", "move 10->12", "pass"})
    with pytest.raises(IllegalAction):
        g.apply("move 1->9")
    with pytest.raises(IllegalAction):
        g.apply("move 1->5")


@pytest.mark.law("4.2.2")
def test_4_2_2_move_any_number_of_warriors_more_than_zero() -> None:
    g = pos({"1": {"marquise": 3}})
    play(g, "march", "move 1->5")
    assert asked_with_options(g) == (M, "move_count", {"x1", "x2", "x3"})
    play(g, "x2")
    assert warriors_at(g, 1, M) == 1 and warriors_at(g, 5, M) == 2


@pytest.mark.law("4.2.2")
def test_4_2_2_marquise_marches_the_same_group_twice() -> None:
    # 1 -> 5 -> 2: the same three warriors take both moves of one march
    g = pos({"1": {"marquise": 3}})
    play(g, "march", "move 1->5", "x3")
    assert warriors_at(g, 1, M) == 0 and warriors_at(g, 5, M) == 3
    seat, kind, opts = asked_with_options(g)
    assert (seat, kind) == (M, "move") and "move 5->2" in opts
    play(g, "move 5->2", "x3")
    marquise_menu(g)
    assert (warriors_at(g, 1, M), warriors_at(g, 5, M), warriors_at(g, 2, M)) == (0, 0, 3)


@pytest.mark.law("4.2.2")
def test_4_2_2_same_warriors_move_again_in_a_second_march() -> None:
    g = pos({"1": {"marquise": 2}})
    play(g, "march", "move 1->5", "x2", "move 5->2", "x2")
    marquise_menu(g)
    play(g, "march", "move 2->5", "x2", "move 5->1", "x2")
    marquise_menu(g)
    assert (warriors_at(g, 1, M), warriors_at(g, 2, M), warriors_at(g, 5, M)) == (2, 0, 0)


@pytest.mark.law("4.2.1")
def test_4_2_1_rule_is_checked_again_for_the_second_move() -> None:
    # after 1->5 with one warrior, the Eyrie (2) still rules 5, and also rules 2:
    # the lone warrior in 5 can only go back to 1, which the Marquise still rules
    g = pos({"1": {"marquise": 3}, "5": {"eyrie": 2}, "2": {"eyrie": 3}})
    play(g, "march", "move 1->5", "x1")
    assert asked_with_options(g) == (M, "move", {"move 1->5", "move 1->9", "move 1->10", "move 5->1", "pass"})
    with pytest.raises(IllegalAction):
        g.apply("move 5->2")


@pytest.mark.law("4.2.2")
def test_4_2_2_eyrie_decree_moves_the_same_warriors_twice() -> None:
    # two Loyal Viziers (bird: any clearing) and a fox card in the Move column
    g = pos({"1": {"eyrie": 3}, "8": {"eyrie": 1}}, player="eyrie",
            eyrie={"leader": "builder",
                   "decree": {"move": ["Loyal Vizier", "Loyal Vizier", "Anvil"]}})
    assert asked_with_options(g) == (E, "decree", {"resolve move bird", "resolve move fox"})
    play(g, "resolve move bird", "move 1->5", "x3", "resolve move bird")
    seat, kind, opts = asked_with_options(g)
    assert (seat, kind) == (E, "move") and "move 5->2" in opts
    play(g, "move 5->2", "x3")
    assert (warriors_at(g, 1, E), warriors_at(g, 5, E), warriors_at(g, 2, E)) == (0, 0, 3)
    # the fox card: a move out of a fox clearing (8, adjacent to 4 and 7)
    assert asked_with_options(g) == (E, "move", {"move 8->4", "move 8->7"})


# ============================================================================= 4.3 Battle
@pytest.mark.law("4.3")
def test_4_3_battle_needs_attacker_warriors_and_an_enemy_piece() -> None:
    # 8: only a Marquise workshop (no warriors) -> no battle; 5: warriors vs a lone roost;
    # 1: Marquise warriors with no enemy
    g = pos({"8": {"marquise": {"buildings": ["workshop"]}, "eyrie": 2},
             "5": {"marquise": 2, "eyrie": {"buildings": ["roost"]}},
             "1": {"marquise": 2}})
    assert {o for o in options(g) if o.startswith("battle")} == {"battle 5 eyrie"}


# ---- 4.3.1 ambush
@pytest.mark.law("4.3.1")
def test_4_3_1_defender_may_ambush_with_a_card_matching_the_clearing() -> None:
    # battle in rabbit clearing 5: the rabbit and bird ambushes match, the fox one does not
    g = pos({"5": {"marquise": 5, "eyrie": 3}}, dice=[3, 1],
            hands={"eyrie": ["Ambush (rabbit)", "Ambush (fox)", "Ambush (bird)"]})
    play(g, "battle 5 eyrie")
    assert asked_with_options(g) == (E, "ambush", {'ambush "Ambush (rabbit)"', 'ambush "Ambush (bird)"', "pass"})
    play(g, 'ambush "Ambush (rabbit)"')
    marquise_menu(g)
    # two ambush hits (5 -> 3), then the roll: 3 hits to the Eyrie, 1 to the Marquise
    assert warriors_at(g, 5, M) == 2 and warriors_at(g, 5, E) == 0
    assert labels(g, g.discard) == ["Ambush (rabbit)"]
    assert labels(g, g.factions[E].hand) == ["Ambush (bird)", "Ambush (fox)"]


@pytest.mark.law("4.3.1", "4.3.3")
def test_4_3_1_ambush_hits_come_before_the_roll() -> None:
    # 3 attackers, 2 lost to the ambush: the roll of 3 is then capped at the 1 left
    g = pos({"5": {"marquise": 3, "eyrie": 4}}, dice=[3, 0],
            hands={"eyrie": ["Ambush (rabbit)"]})
    play(g, "battle 5 eyrie", 'ambush "Ambush (rabbit)"')
    marquise_menu(g)
    assert warriors_at(g, 5, M) == 1 and warriors_at(g, 5, E) == 3


@pytest.mark.law("4.3.1")
def test_4_3_1_bird_ambush_matches_any_clearing() -> None:
    g = pos({"2": {"marquise": 4, "eyrie": 2}}, dice=[0, 0],
            hands={"eyrie": ["Ambush (bird)", "Ambush (rabbit)"]})
    play(g, "battle 2 eyrie")  # mouse clearing
    assert asked_with_options(g) == (E, "ambush", {'ambush "Ambush (bird)"', "pass"})
    play(g, 'ambush "Ambush (bird)"')
    assert warriors_at(g, 2, M) == 2 and warriors_at(g, 2, E) == 2


@pytest.mark.law("4.3.1")
def test_4_3_1_no_ambush_offered_without_a_matching_card() -> None:
    g = pos({"5": {"marquise": 3, "eyrie": 3}}, dice=[2, 1],
            hands={"eyrie": ["Ambush (fox)", "Ambush (mouse)"]})
    play(g, "battle 5 eyrie")
    # no matching ambush: the Eyrie may only pass (still asked, so that passing reveals
    # nothing about their hand, 1.2.1)
    assert g.pending.seat == E and g.pending.kind == "ambush"
    assert options(g) == ["pass"]
    play(g, "pass")
    marquise_menu(g)
    assert warriors_at(g, 5, M) == 2 and warriors_at(g, 5, E) == 1
    assert len(g.factions[E].hand) == 2


@pytest.mark.law("4.3.1")
def test_4_3_1_defender_may_decline_the_ambush() -> None:
    g = pos({"5": {"marquise": 3, "eyrie": 3}}, dice=[1, 1],
            hands={"eyrie": ["Ambush (rabbit)"]})
    play(g, "battle 5 eyrie", "pass")
    marquise_menu(g)
    assert warriors_at(g, 5, M) == 2 and warriors_at(g, 5, E) == 2
    assert labels(g, g.factions[E].hand) == ["Ambush (rabbit)"]


@pytest.mark.law("4.3.1")
def test_4_3_1_attacker_foils_with_a_matching_ambush() -> None:
    g = pos({"5": {"marquise": 3, "eyrie": 3}}, dice=[0, 0],
            hands={"eyrie": ["Ambush (rabbit)", "Ambush (bird)"],
                   "marquise": ["Ambush (bird)", "Ambush (fox)"]})
    play(g, "battle 5 eyrie", 'ambush "Ambush (rabbit)"')
    # the attacker may foil with an ambush matching the clearing (bird matches; fox does not)
    assert asked_with_options(g) == (M, "foil", {'foil "Ambush (bird)"', "pass"})
    play(g, 'foil "Ambush (bird)"')
    # no ambush hits, and the defender does not get a second ambush: on to the roll (0, 0)
    marquise_menu(g)
    assert warriors_at(g, 5, M) == 3 and warriors_at(g, 5, E) == 3
    assert labels(g, g.discard) == ["Ambush (bird)", "Ambush (rabbit)"]
    assert labels(g, g.factions[E].hand) == ["Ambush (bird)"]
    assert labels(g, g.factions[M].hand) == ["Ambush (fox)"]


@pytest.mark.law("4.3.1")
def test_4_3_1_attacker_may_decline_to_foil() -> None:
    g = pos({"5": {"marquise": 3, "eyrie": 3}}, dice=[0, 0],
            hands={"eyrie": ["Ambush (rabbit)"], "marquise": ["Ambush (bird)"]})
    play(g, "battle 5 eyrie", 'ambush "Ambush (rabbit)"')
    assert asked_with_options(g) == (M, "foil", {'foil "Ambush (bird)"', "pass"})
    play(g, "pass")
    assert warriors_at(g, 5, M) == 1 and warriors_at(g, 5, E) == 3
    assert labels(g, g.factions[M].hand) == ["Ambush (bird)"]


@pytest.mark.law("4.3.1")
def test_4_3_1_battle_ends_if_no_attacking_warriors_remain_after_ambush() -> None:
    # (a Marquise warrior in 11 keeps her Daylight going after the battle)
    g = pos({"5": {"marquise": 2, "eyrie": 3}, "11": {"marquise": 1}}, dice=[3, 3],
            hands={"eyrie": ["Ambush (rabbit)"]})
    play(g, "battle 5 eyrie", 'ambush "Ambush (rabbit)"')
    marquise_menu(g)
    assert warriors_at(g, 5, M) == 0 and warriors_at(g, 5, E) == 3
    assert g.rng.script == [3, 3]  # the dice were never rolled
    assert labels(g, g.discard) == ["Ambush (rabbit)"]


@pytest.mark.law("4.3.1", "4.3.6")
def test_4_3_1_ambush_hits_go_on_to_buildings_once_warriors_are_gone() -> None:
    # one attacking warrior and a workshop: the second ambush hit removes the workshop
    g = pos({"5": {"marquise": {"warriors": 1, "buildings": ["workshop"]}, "eyrie": 2},
             "11": {"marquise": 1}}, dice=[3, 3], hands={"eyrie": ["Ambush (bird)"]})
    play(g, "battle 5 eyrie", 'ambush "Ambush (bird)"')
    marquise_menu(g)
    assert warriors_at(g, 5, M) == 0 and buildings_at(g, 5, M) == []
    assert g.factions[E].score == 1   # an enemy building removed
    assert warriors_at(g, 5, E) == 2
    assert g.rng.script == [3, 3]     # no attacking warriors left: no roll


# ---- 4.3.3 roll
@pytest.mark.law("4.3.3")
@pytest.mark.parametrize("dice", [[3, 1], [1, 3]])
def test_4_3_3_attacker_deals_the_higher_roll_defender_the_lower(dice: list[int]) -> None:
    g = pos({"8": {"marquise": 4, "eyrie": 4}}, dice=dice)
    play(g, "battle 8 eyrie")
    marquise_menu(g)
    assert warriors_at(g, 8, E) == 1 and warriors_at(g, 8, M) == 3


@pytest.mark.law("4.3.3")
def test_4_3_3_equal_rolls_deal_equal_hits() -> None:
    g = pos({"8": {"marquise": 4, "eyrie": 4}}, dice=[2, 2])
    play(g, "battle 8 eyrie")
    marquise_menu(g)
    assert warriors_at(g, 8, E) == 2 and warriors_at(g, 8, M) == 2


def eyrie_battle(clearings: dict[str, Any], dice: list[int], leader: str = "builder",
                 **extra: Any) -> Any:
    """Eyrie Daylight with two fox cards in the Battle column of the Decree; it stops at
    the choice of the first battle. Fox clearings 1 and 12 hold a warrior of each side, so
    after the first battle the second card still has a choice to ask (a stable stop)."""
    clearings = {"1": {"marquise": 1, "eyrie": 1}, "12": {"marquise": 1, "eyrie": 1}, **clearings}
    g = pos(clearings, player="eyrie", dice=dice,
            eyrie={"leader": leader, "decree": {"battle": ["Anvil", "Foxfolk Steel"]}}, **extra)
    assert g.pending.seat == E and g.pending.kind == "decree_battle"
    return g


@pytest.mark.law("4.3.3")
def test_4_3_3_eyrie_attacker_deals_the_higher_roll() -> None:
    g = eyrie_battle({"8": {"marquise": 3, "eyrie": 3}}, dice=[0, 2])
    play(g, "battle 8 marquise")
    # back in the Decree: the second battle card is to be resolved
    assert g.pending.seat == E and g.pending.kind == "decree_battle"
    assert warriors_at(g, 8, M) == 1 and warriors_at(g, 8, E) == 3


@pytest.mark.law("4.3.3")
def test_4_3_3_I_attacker_rolled_hits_capped_by_its_warriors() -> None:
    g = pos({"8": {"marquise": 2, "eyrie": 5}}, dice=[3, 0])
    play(g, "battle 8 eyrie")
    marquise_menu(g)
    assert warriors_at(g, 8, E) == 3 and warriors_at(g, 8, M) == 2


@pytest.mark.law("4.3.3", "4.3.6")
def test_4_3_3_I_defender_rolled_hits_capped_by_its_warriors() -> None:
    # one Eyrie warrior and a roost: the Eyrie deals at most 1 of its 3; the Marquise's
    # 3 hits remove the warrior, then the roost, and the third hit has nothing left
    g = pos({"8": {"marquise": 3, "eyrie": {"warriors": 1, "buildings": ["roost"]}}}, dice=[3, 3])
    play(g, "battle 8 eyrie")
    marquise_menu(g)
    assert warriors_at(g, 8, M) == 2
    assert warriors_at(g, 8, E) == 0 and buildings_at(g, 8, E) == []
    assert g.factions[M].score == 1


# ---- 4.3.4 after-roll effects
@pytest.mark.law("4.3.4")
def test_4_3_4_attacker_chooses_order_when_both_have_effects_defender_first() -> None:
    g = pos({"8": {"marquise": 3, "eyrie": 3}}, dice=[2, 1],
            crafted={"marquise": ["Brutal Tactics"], "eyrie": ["Armorers"]})
    play(g, "battle 8 eyrie")
    assert asked_with_options(g) == (M, "effect_order", {"first attacker", "first defender"})
    play(g, "first defender")
    assert asked_with_options(g) == (E, "after_roll", {"use Armorers", "pass"})
    play(g, "use Armorers")
    assert asked_with_options(g) == (M, "after_roll", {'use "Brutal Tactics"', "pass"})
    play(g, 'use "Brutal Tactics"')
    marquise_menu(g)
    # Armorers ignores the 2 rolled hits; Brutal Tactics' extra hit is not a rolled hit
    assert warriors_at(g, 8, E) == 2 and warriors_at(g, 8, M) == 2
    assert g.factions[E].score == 1                       # Brutal Tactics: defender scores
    assert labels(g, g.discard) == ["Armorers"]            # discarded to use it
    assert g.factions[E].play_area == []
    assert labels(g, g.factions[M].play_area) == ["Brutal Tactics"]


@pytest.mark.law("4.3.4")
def test_4_3_4_attacker_chooses_order_when_both_have_effects_attacker_first() -> None:
    g = pos({"8": {"marquise": 3, "eyrie": 3}}, dice=[2, 1],
            crafted={"marquise": ["Brutal Tactics"], "eyrie": ["Armorers"]})
    play(g, "battle 8 eyrie", "first attacker")
    assert asked_with_options(g) == (M, "after_roll", {'use "Brutal Tactics"', "pass"})
    play(g, "pass")
    assert asked_with_options(g) == (E, "after_roll", {"use Armorers", "pass"})
    play(g, "pass")
    marquise_menu(g)
    assert warriors_at(g, 8, E) == 1 and warriors_at(g, 8, M) == 2
    assert g.factions[E].score == 0
    assert labels(g, g.factions[E].play_area) == ["Armorers"]


@pytest.mark.law("4.3.4")
def test_4_3_4_only_the_attacker_has_effects_no_order_question() -> None:
    g = pos({"8": {"marquise": 3, "eyrie": 3}}, dice=[1, 1],
            crafted={"marquise": ["Brutal Tactics"]})
    play(g, "battle 8 eyrie")
    assert asked_with_options(g) == (M, "after_roll", {'use "Brutal Tactics"', "pass"})
    play(g, 'use "Brutal Tactics"')
    marquise_menu(g)
    assert warriors_at(g, 8, E) == 1 and warriors_at(g, 8, M) == 2
    assert g.factions[E].score == 1


@pytest.mark.law("4.3.4", "4.3.5")
def test_4_3_4_sappers_only_for_the_defender() -> None:
    # both have Sappers; the attacker cannot use it, so only the defender is asked
    g = pos({"8": {"marquise": 3, "eyrie": 2}}, dice=[2, 0],
            crafted={"marquise": ["Sappers"], "eyrie": ["Sappers"]})
    play(g, "battle 8 eyrie")
    assert asked_with_options(g) == (E, "after_roll", {"use Sappers", "pass"})
    play(g, "use Sappers")
    marquise_menu(g)
    # defender: 0 rolled + 1 extra
    assert warriors_at(g, 8, M) == 2 and warriors_at(g, 8, E) == 0
    assert labels(g, g.discard) == ["Sappers"]
    assert labels(g, g.factions[M].play_area) == ["Sappers"]


@pytest.mark.law("4.3.4")
def test_4_3_4_no_effects_no_question() -> None:
    # Brutal Tactics is for the attacker only: the defending Marquise is not asked
    g = eyrie_battle({"8": {"marquise": 2, "eyrie": 2}}, dice=[1, 0],
                     crafted={"marquise": ["Brutal Tactics"]})
    play(g, "battle 8 marquise")
    assert g.pending.seat == E and g.pending.kind == "decree_battle"
    assert warriors_at(g, 8, M) == 1 and warriors_at(g, 8, E) == 2


# ---- 4.3.5 count hits
@pytest.mark.law("4.3.5")
def test_4_3_5_I_eyrie_commander_extra_hit_not_capped() -> None:
    # one attacking warrior: the roll of 3 is capped at 1, plus the Commander's extra hit
    g = eyrie_battle({"8": {"marquise": 3, "eyrie": 1}}, dice=[3, 0], leader="commander")
    play(g, "battle 8 marquise")
    assert g.pending.seat == E and g.pending.kind == "decree_battle"
    assert warriors_at(g, 8, M) == 1 and warriors_at(g, 8, E) == 1


@pytest.mark.law("4.3.5")
def test_4_3_5_I_brutal_tactics_extra_hit_not_capped() -> None:
    g = pos({"8": {"marquise": 1, "eyrie": 4}}, dice=[3, 0],
            crafted={"marquise": ["Brutal Tactics"]})
    play(g, "battle 8 eyrie", 'use "Brutal Tactics"')
    marquise_menu(g)
    assert warriors_at(g, 8, E) == 2 and warriors_at(g, 8, M) == 1


@pytest.mark.law("4.3.5")
def test_4_3_5_I_sappers_extra_hit_not_capped() -> None:
    # one defending warrior rolls 3, capped at 1, plus the Sappers hit
    g = pos({"8": {"marquise": 4, "eyrie": 1}}, dice=[3, 3], crafted={"eyrie": ["Sappers"]})
    play(g, "battle 8 eyrie", "use Sappers")
    marquise_menu(g)
    assert warriors_at(g, 8, M) == 2 and warriors_at(g, 8, E) == 0


@pytest.mark.law("4.3.5")
def test_4_3_5_II_defenseless_defender_takes_an_extra_hit() -> None:
    # a lone roost: even a roll of 0-0 removes it
    g = pos({"8": {"marquise": 2, "eyrie": {"buildings": ["roost"]}}}, dice=[0, 0])
    play(g, "battle 8 eyrie")
    marquise_menu(g)
    assert buildings_at(g, 8, E) == []
    assert g.factions[M].score == 1
    assert warriors_at(g, 8, M) == 2


@pytest.mark.law("4.3.5", "4.3.6")
def test_4_3_5_II_defenseless_marquise_loses_two_buildings_to_a_roll_of_one() -> None:
    g = eyrie_battle({"8": {"marquise": {"buildings": ["sawmill", "workshop"]}, "eyrie": 2}},
                     dice=[1, 0])
    play(g, "battle 8 marquise")
    # 1 rolled + 1 defenseless: the Marquise chooses which building goes first
    assert asked_with_options(g) == (M, "remove", {"remove sawmill", "remove workshop"})
    play(g, "remove workshop")
    assert g.pending.seat == E and g.pending.kind == "decree_battle"
    assert buildings_at(g, 8, M) == []
    assert g.factions[E].score == 2
    assert warriors_at(g, 8, E) == 2


@pytest.mark.law("4.3.5")
def test_4_3_5_II_defender_with_warriors_is_not_defenseless() -> None:
    g = eyrie_battle({"8": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]},
                            "eyrie": 2}}, dice=[1, 0])
    play(g, "battle 8 marquise")
    assert g.pending.seat == E and g.pending.kind == "decree_battle"
    assert warriors_at(g, 8, M) == 0 and buildings_at(g, 8, M) == ["sawmill", "workshop"]
    assert g.factions[E].score == 0


@pytest.mark.law("4.3.5")
def test_4_3_5_III_armorers_ignores_rolled_hits_taken() -> None:
    g = pos({"8": {"marquise": 3, "eyrie": 3}}, dice=[3, 2], crafted={"eyrie": ["Armorers"]})
    play(g, "battle 8 eyrie")
    assert asked_with_options(g) == (E, "after_roll", {"use Armorers", "pass"})
    play(g, "use Armorers")
    marquise_menu(g)
    assert warriors_at(g, 8, E) == 3 and warriors_at(g, 8, M) == 1
    assert labels(g, g.discard) == ["Armorers"]


@pytest.mark.law("4.3.5")
def test_4_3_5_III_attacker_armorers_ignores_rolled_hits_taken() -> None:
    g = pos({"8": {"marquise": 3, "eyrie": 3}}, dice=[1, 3], crafted={"marquise": ["Armorers"]})
    play(g, "battle 8 eyrie")
    assert asked_with_options(g) == (M, "after_roll", {"use Armorers", "pass"})
    play(g, "use Armorers")
    marquise_menu(g)
    assert warriors_at(g, 8, M) == 3 and warriors_at(g, 8, E) == 0


@pytest.mark.law("4.3.5")
def test_4_3_5_III_armorers_does_not_ignore_sappers_extra_hit() -> None:
    # attacker Armorers ignores the rolled hit; the defender's Sappers hit still lands
    g = pos({"8": {"marquise": 3, "eyrie": 3}}, dice=[2, 1],
            crafted={"marquise": ["Armorers"], "eyrie": ["Sappers"]})
    play(g, "battle 8 eyrie", "first attacker", "use Armorers", "use Sappers")
    marquise_menu(g)
    # Marquise: 1 rolled hit ignored, 1 extra hit taken; Eyrie: 2 rolled hits taken
    assert warriors_at(g, 8, M) == 2 and warriors_at(g, 8, E) == 1


# ---- 4.3.6 deal hits
@pytest.mark.law("4.3.6")
def test_4_3_6_warriors_first_then_the_side_taking_hits_chooses() -> None:
    g = eyrie_battle({"8": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"],
                                         "tokens": ["wood"]}, "eyrie": 4}}, dice=[3, 0])
    play(g, "battle 8 marquise")
    # the warrior went first, with no choice; now the Marquise picks the order
    assert warriors_at(g, 8, M) == 0
    assert asked_with_options(g) == (M, "remove", {"remove sawmill", "remove workshop", "remove wood"})
    play(g, "remove wood")
    assert asked_with_options(g) == (M, "remove", {"remove sawmill", "remove workshop"})
    play(g, "remove workshop")
    assert g.pending.seat == E and g.pending.kind == "decree_battle"
    assert buildings_at(g, 8, M) == ["sawmill"] and tokens_at(g, 8, M) == []
    assert g.factions[E].score == 2  # a token and a building: one point each


@pytest.mark.law("4.3.6")
def test_4_3_6_defender_scores_for_attacker_buildings_removed() -> None:
    # the attacking Marquise's lone warrior falls first, then her workshop
    g = pos({"5": {"marquise": {"warriors": 1, "buildings": ["workshop"]}, "eyrie": 3},
             "11": {"marquise": 1}}, dice=[2, 2])
    play(g, "battle 5 eyrie")
    marquise_menu(g)
    assert warriors_at(g, 5, M) == 0 and buildings_at(g, 5, M) == []
    assert warriors_at(g, 5, E) == 2
    assert g.factions[E].score == 1
    assert g.factions[M].score == 0


@pytest.mark.law("4.3.6")
def test_4_3_6_warriors_removed_score_nothing() -> None:
    g = pos({"8": {"marquise": 4, "eyrie": {"warriors": 3, "buildings": ["roost"]}}},
            dice=[3, 2], scores={"marquise": 4, "eyrie": 6})
    play(g, "battle 8 eyrie")
    marquise_menu(g)
    assert warriors_at(g, 8, E) == 0 and buildings_at(g, 8, E) == ["roost"]
    assert warriors_at(g, 8, M) == 2
    assert g.factions[M].score == 4 and g.factions[E].score == 6
