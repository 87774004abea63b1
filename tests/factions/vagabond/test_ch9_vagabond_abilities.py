"""Law of Root, chapter 9.2: the Vagabond's faction rules and abilities — crafting with
hammers (9.2.1), Lone Wanderer (9.2.2), Nimble (9.2.3), Defenseless (9.2.4), items and
their tracks (9.2.5), maximum rolled hits (9.2.6), taking hits (9.2.7), dominance cards and
coalitions (9.2.8), relationships (9.2.9) and forest movement (9.2.10).

Positions are 3- or 4-player games on the Autumn map. Autumn suits (components.md §5): fox
1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; ruins in 6 10 11 12. Paths: 1-5 1-9 1-10 2-5
2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Forests (the map data's
order, named F1..F7): F1 {1 5 2 10}, F2 {1 10 9 12}, F3 {2 10 12 11 6}, F4 {9 12 4},
F5 {4 12 7 8}, F6 {12 11 7 3}, F7 {11 6 3}.

Vagabond items are strings: kind, then ``_d`` if damaged, ``_x`` if exhausted (face down).
Battle dice are scripted with ``dice=[x, y]`` (each 0-3; the attacker deals the higher).
Item icons lost from the Law text are read as in components.md §0.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.vagabond.helpers import gear
from woodland.core.errors import IllegalAction
from woodland.position import build
from woodland.rules.board import ruler
from woodland.testing import (
    asked_with_options,
    buildings_at,
    game_with,
    hand,
    options,
    options_starting,
    play,
    warriors_at,
)

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]
M, E, A, V = 0, 1, 2, 3  # seats in the four-player games
THREE = ["marquise", "eyrie", "vagabond"]
V3 = 2  # the Vagabond's seat in the three-player games


# ----------------------------------------------------------------------------- helpers
def pos(clearings: dict[str, Any], vb: dict[str, Any], *, player: str = "vagabond",
        phase: str = "daylight", factions: list[str] | None = None, dice: list[int] | None = None,
        **extra: Any) -> Any:
    """A game (four players unless ``factions`` says otherwise) in ``player``'s ``phase``;
    ``vb`` is the Vagabond's board (character defaults to the Thief)."""
    # strict=False: some tests use more items (or a roost by the keep) than a real game
    # can have, to exercise a rule in isolation
    return game_with(factions or FOUR, player=player, phase=phase, dice=dice, strict=False, clearings=clearings,
                     vagabond={"character": "thief", **vb}, **extra)


def rel(g: Any, key: str, seat: int = V) -> int:
    return g.factions[seat].rel[key]


def menu(g: Any, seat: int = V) -> None:
    assert g.pending is not None and g.pending.seat == seat and g.pending.kind == "daylight"


def coalition_game(spec: dict[str, Any], partner: int) -> Any:
    """A four-player position where the Vagabond (seat 3) has activated Fox Dominance and is
    in a coalition with ``partner``. The position format has no coalition field, so the
    game is built unadvanced and the two ``coalition`` fields (core/faction.py) are set, as
    the Coalition step of 9.2.8 would set them."""
    spec = {"factions": FOUR, **spec}
    spec.setdefault("crafted", {}).setdefault("vagabond", []).append("Fox Dominance")
    g = build(spec, advance=False)
    g.factions[V].coalition = partner
    g.factions[partner].coalition = V
    g._advance()
    return g


# ============================================================================= 9.2.1 Crafting
@pytest.mark.law("9.2.1")
def test_9_2_1_face_up_hammers_pay_icons_matching_his_clearing() -> None:
    # pawn in fox clearing 1 with two face-up hammers
    g = pos({}, {"clearing": 1, "items": ["hammer", "hammer", "boots"]},
            hands={"vagabond": ["Anvil", "Foxfolk Steel", "Travel Gear (fox)", "Root Tea (fox)",
                                "Protection Racket"]})
    menu(g)
    # Anvil (F) and Foxfolk Steel (F F) can be paid by two fox "pieces"; Travel Gear (R),
    # Root Tea (M) and Protection Racket (R R) need suits his clearing does not have
    assert options_starting(g, "craft ") == {"craft Anvil", 'craft "Foxfolk Steel"'}
    with pytest.raises(IllegalAction):
        g.apply('craft "Travel Gear (fox)"')
    swords = g.items["sword"]
    play(g, 'craft "Foxfolk Steel"')
    # one hammer exhausted per crafting icon; the sword is his, face up; 2 VP (3.2.2)
    assert gear(g, V) == ["boots", "hammer_x", "hammer_x", "sword"]
    assert g.factions[V].score == 2
    assert g.items["sword"] == swords - 1
    assert g.factions[V].items == []  # no Crafted Items box: the item is on his board
    assert options_starting(g, "craft ") == set()  # no face-up hammer left for Anvil


@pytest.mark.law("9.2.1")
def test_9_2_1_exhausted_or_damaged_hammers_cannot_craft() -> None:
    g = pos({}, {"clearing": 1, "items": ["hammer_x", "hammer_d", "boots"]},
            hands={"vagabond": ["Anvil", "Crossbow (bird)"]})
    menu(g)
    assert options_starting(g, "craft ") == set()
    with pytest.raises(IllegalAction):
        g.apply("craft Anvil")


@pytest.mark.law("9.2.1")
def test_9_2_1_pawn_crafts_several_times_in_one_turn() -> None:
    # the pawn is one crafting piece, but it ignores the once-per-turn limit (4.1.1)
    g = pos({}, {"clearing": 8, "items": ["hammer", "hammer", "hammer", "boots"]},
            hands={"vagabond": ["Crossbow (bird)", "Foxfolk Steel"]})
    play(g, 'craft "Crossbow (bird)"')
    menu(g)
    assert options_starting(g, "craft ") == {'craft "Foxfolk Steel"'}
    play(g, 'craft "Foxfolk Steel"')
    menu(g)
    assert gear(g, V) == ["boots", "crossbow", "hammer_x", "hammer_x", "hammer_x", "sword"]
    assert g.factions[V].score == 3
    assert g.factions[V].hand == []


@pytest.mark.law("9.2.1", "9.2.5")
def test_9_2_1_crafted_item_is_taken_face_up_and_usable_at_once() -> None:
    # a crafted hammer arrives face up: it pays for the next craft in the same Daylight
    g = pos({}, {"clearing": 1, "items": ["hammer", "torch"]},
            hands={"vagabond": ["Anvil", "Crossbow (bird)"]})
    play(g, "craft Anvil")
    assert gear(g, V) == ["hammer", "hammer_x", "torch"]
    assert options_starting(g, "craft ") == {'craft "Crossbow (bird)"'}
    # crafted boots in rabbit clearing 5 let him move at once
    g = pos({}, {"clearing": 5, "items": ["hammer", "torch"]},
            hands={"vagabond": ["Travel Gear (fox)"]})
    assert options_starting(g, "move ") == set()
    play(g, 'craft "Travel Gear (fox)"')
    assert gear(g, V) == ["boots", "hammer_x", "torch"]
    assert options_starting(g, "move ") == {"move 1", "move 2"}


# ============================================================================= 9.2.2 Lone Wanderer
@pytest.mark.law("9.2.2")
def test_9_2_2_pawn_alone_rules_nothing() -> None:
    g = pos({}, {"clearing": 5, "items": ["boots", "sword"]})
    assert ruler(g, 4) == -1


@pytest.mark.law("9.2.2")
def test_9_2_2_pawn_does_not_stop_another_player_ruling() -> None:
    # one Eyrie warrior with the pawn: the Eyrie rules (the pawn is no warrior to tie with)
    g = pos({"5": {"eyrie": 1}}, {"clearing": 5, "items": ["boots", "sword"]})
    assert ruler(g, 4) == E
    # Marquise 1 vs Alliance 1 with the pawn: still a tie, nobody rules
    g = pos({"2": {"alliance": 1, "marquise": 1}}, {"clearing": 2, "items": ["boots", "sword"]})
    assert ruler(g, 1) == -1


@pytest.mark.law("9.2.2", "9.2.7")
def test_9_2_2_battle_never_removes_the_pawn() -> None:
    # the Marquise rolls 3 hits (+1 defenseless) into a Vagabond with one undamaged item
    g = pos({"1": {"marquise": 3}}, {"clearing": 1, "items": ["torch", "sword_d"]},
            player="marquise", dice=[3, 0])
    play(g, "battle 1 vagabond")
    menu(g, M)
    assert g.factions[V].clearing == 0
    assert gear(g, V) == ["sword_d", "torch_d"]
    assert g.factions[M].score == 0  # no piece of his was removed


def favor_position(items: list[str]) -> Any:
    """The Marquise, with workshops in fox clearings 1, 6 and 8, can craft Favor of the
    Foxes; the Vagabond's pawn is in fox clearing 12 with two Eyrie warriors."""
    return pos({"1": {"marquise": {"buildings": ["workshop"]}},
                "6": {"marquise": {"buildings": ["workshop"]}},
                "8": {"marquise": {"buildings": ["workshop"]}},
                "12": {"eyrie": 2}},
               {"clearing": 12, "items": items}, player="marquise",
               hands={"marquise": ["Favor of the Foxes"]})


@pytest.mark.law("9.2.2")
def test_9_2_2_I_favor_leaves_the_pawn_and_he_damages_three_items_of_his_choice() -> None:
    g = favor_position(["boots", "sword", "torch", "tea", "hammer_x"])
    play(g, 'craft "Favor of the Foxes"')
    assert asked_with_options(g) == (V, "damage", {"damage boots", "damage sword", "damage torch", "damage tea",
                                                   "damage hammer_x"})
    play(g, "damage sword", "damage hammer_x")
    assert asked_with_options(g)[:2] == (V, "damage")
    play(g, "damage torch")
    menu(g, M)
    assert gear(g, V) == ["boots", "hammer_d_x", "sword_d", "tea", "torch_d"]
    assert g.factions[V].clearing == 11  # the pawn stays in clearing 12
    assert warriors_at(g, 12, E) == 0  # the Eyrie warriors there were removed
    assert g.factions[M].score == 0


@pytest.mark.law("9.2.2", "9.2.7")
def test_9_2_2_I_full_removal_with_fewer_undamaged_items_damages_what_is_left() -> None:
    g = favor_position(["boots", "sword_d", "torch_d"])
    play(g, 'craft "Favor of the Foxes"')
    menu(g, M)  # nothing to choose: the one undamaged item is damaged, the rest ignored
    assert gear(g, V) == ["boots_d", "sword_d", "torch_d"]
    assert g.factions[V].clearing == 11


@pytest.mark.law("9.2.2", "9.2.8")
def test_9_2_2_I_full_removal_by_his_coalition_partner_does_not_touch_him() -> None:
    # 9.2.2.I names an ENEMY player's effect; his coalition partner is not an enemy (G.8)
    spec = {"turn": {"player": "marquise", "phase": "daylight"},
            "clearings": {"1": {"marquise": {"buildings": ["workshop"]}},
                          "6": {"marquise": {"buildings": ["workshop"]}},
                          "8": {"marquise": {"buildings": ["workshop"]}},
                          "12": {"eyrie": 2}},
            "hands": {"marquise": ["Favor of the Foxes"]},
            "vagabond": {"clearing": 12, "items": ["boots", "sword", "torch", "tea"]}}
    g = coalition_game(spec, M)
    play(g, 'craft "Favor of the Foxes"')
    menu(g, M)
    assert warriors_at(g, 12, E) == 0
    assert gear(g, V) == ["boots", "sword", "tea", "torch"]
    assert g.factions[V].clearing == 11


@pytest.mark.law("9.2.2")
def test_9_2_2_I_alliance_revolt_leaves_the_pawn_and_damages_three_items() -> None:
    g = pos({"5": {"alliance": {"tokens": ["sympathy"]}, "marquise": 2}},
            {"clearing": 5, "items": ["boots", "sword", "torch", "crossbow"]},
            player="alliance", phase="birdsong",
            alliance={"supporters": ["Bake Sale", "A Visit to Friends"]})
    assert "revolt 5" in options(g)
    play(g, "revolt 5")
    # both rabbit supporters must pay; the Alliance is still asked which (they are hidden, 1.2.1)
    assert asked_with_options(g) == (A, "spend_supporter", {'supporter "Bake Sale"', 'supporter "A Visit to Friends"'})
    play(g, 'supporter "Bake Sale"')
    assert asked_with_options(g) == (A, "spend_supporter", {'supporter "A Visit to Friends"'})
    play(g, 'supporter "A Visit to Friends"')
    assert asked_with_options(g) == (V, "damage", {"damage boots", "damage sword", "damage torch", "damage crossbow"})
    play(g, "damage boots", "damage torch", "damage crossbow")
    assert gear(g, V) == ["boots_d", "crossbow_d", "sword", "torch_d"]
    assert g.factions[V].clearing == 4
    assert warriors_at(g, 5, M) == 0
    assert buildings_at(g, 5, A) == ["base_rabbit"]


# ============================================================================= 9.2.3 Nimble
@pytest.mark.law("9.2.3")
def test_9_2_3_moves_regardless_of_who_rules_origin_and_destination() -> None:
    # clearing 1 is ruled by the Marquise, 5 and 9 by the Eyrie, 10 by the Alliance
    g = pos({"1": {"marquise": 3}, "5": {"eyrie": 2}, "9": {"eyrie": 1}, "10": {"alliance": 1}},
            {"clearing": 1, "items": ["boots", "boots", "torch"]})
    assert [ruler(g, c) for c in (0, 4, 8, 9)] == [M, E, E, A]
    assert options_starting(g, "move ") == {"move 5", "move 9", "move 10"}
    play(g, "move 9")
    assert g.factions[V].clearing == 8
    assert gear(g, V) == ["boots", "boots_x", "torch"]
    assert options_starting(g, "move ") == {"move 1", "move 4", "move 12"}


# ============================================================================= 9.2.4 Defenseless
@pytest.mark.law("9.2.4")
def test_9_2_4_without_an_undamaged_sword_he_is_defenseless() -> None:
    # one Marquise warrior rolls 1 hit; defenseless adds one (4.3.5.II): two items damaged
    g = pos({"1": {"marquise": 1}}, {"clearing": 1, "items": ["sword_d", "boots", "torch", "tea"]},
            player="marquise", dice=[1, 0])
    play(g, "battle 1 vagabond")
    assert asked_with_options(g) == (V, "take_hit", {"damage boots", "damage torch", "damage tea"})
    play(g, "damage tea")
    assert asked_with_options(g) == (V, "take_hit", {"damage boots", "damage torch"})
    play(g, "damage torch")
    menu(g, M)
    assert gear(g, V) == ["boots", "sword_d", "tea_d", "torch_d"]


@pytest.mark.law("9.2.4")
def test_9_2_4_a_face_down_undamaged_sword_keeps_him_from_being_defenseless() -> None:
    g = pos({"1": {"marquise": 1}}, {"clearing": 1, "items": ["sword_x", "boots", "torch"]},
            player="marquise", dice=[1, 0])
    play(g, "battle 1 vagabond")
    assert asked_with_options(g) == (V, "take_hit", {"damage sword_x", "damage boots", "damage torch"})
    play(g, "damage torch")
    menu(g, M)  # only the one rolled hit
    assert gear(g, V) == ["boots", "sword_x", "torch_d"]


# ============================================================================= 9.2.5 Items
@pytest.mark.law("9.2.5")
def test_9_2_5_exhausting_flips_an_item_face_down_and_it_cannot_be_used_again() -> None:
    g = pos({"5": {"eyrie": 1}}, {"clearing": 1, "items": ["boots", "torch", "sword"]})
    play(g, "move 5")
    assert gear(g, V) == ["boots_x", "sword", "torch"]
    menu(g)
    assert options_starting(g, "move ") == set()
    # an item already face down at the start cannot be exhausted either
    g = pos({}, {"clearing": 1, "items": ["boots_x", "torch"]})
    assert options_starting(g, "move ") == set()


@pytest.mark.law("9.2.5")
def test_9_2_5_I_the_coins_track_holds_three() -> None:
    # four face-up coins: three on the track, the fourth in the Satchel. Evening draw is one
    # card plus one per face-up coins on the track (9.6.2): four, not five
    g = pos({}, {"clearing": 1, "items": ["coins", "coins", "coins", "coins", "boots"]},
            phase="evening")
    assert len(g.factions[V].hand) == 4


@pytest.mark.law("9.2.5")
def test_9_2_5_I_the_bag_track_holds_three_and_a_fourth_bag_counts_in_the_satchel() -> None:
    # four face-up bags: three on the track (limit 6 + 2*3 = 12, 9.6.4), the fourth in the
    # Satchel with twelve other items: thirteen items count, one too many
    others = ["boots", "boots", "boots", "sword", "sword", "sword", "torch", "hammer", "hammer",
              "crossbow", "tea_d", "coins_d"]
    g = pos({}, {"clearing": 1, "items": ["bag"] * 4 + others}, phase="evening")
    p = g.pending
    assert p.seat == V and p.kind == "drop_item"
    play(g, "drop tea_d")
    assert g.pending is None or g.pending.seat != V
    assert len(g.factions[V].gear) == 15
    assert g.factions[V].lost == ["tea"]


@pytest.mark.law("9.2.5")
def test_9_2_5_I_an_exhausted_tracked_item_goes_to_the_satchel() -> None:
    # six items in the Satchel is the limit; face-up coins sit on their track and do not count
    six = ["boots", "boots", "sword", "torch", "hammer", "crossbow"]
    g = pos({}, {"clearing": 1, "items": six + ["coins"]}, phase="evening")
    assert g.pending is None or g.pending.seat != V  # no item removed
    assert len(g.factions[V].gear) == 7
    # face-down coins are in the Satchel: seven items count, one must go
    g = pos({}, {"clearing": 1, "items": six + ["coins_x"]}, phase="evening")
    seat, kind, opts = asked_with_options(g)
    assert (seat, kind) == (V, "drop_item")
    assert "drop coins_x" in opts


@pytest.mark.law("9.2.5")
def test_9_2_5_I_exhausting_tracked_coins_for_aid_moves_them_to_the_satchel() -> None:
    six = ["boots", "boots", "sword", "torch", "hammer", "crossbow"]
    g = pos({"1": {"marquise": 1}}, {"clearing": 1, "items": six + ["coins"]},
            hands={"vagabond": ["Anvil"]})
    play(g, "aid marquise", "exhaust coins")
    # the only card (a fox card in fox clearing 1) is the one option; still asked (1.2.1)
    assert asked_with_options(g) == (V, "aid_give", {"give Anvil"})
    play(g, "give Anvil", "end")
    # Evening: the coins no longer sit on the track; seven items count against a limit of six
    seat, kind, opts = asked_with_options(g)
    assert (seat, kind) == (V, "drop_item")
    assert "drop coins_x" in opts


@pytest.mark.law("9.2.5")
def test_9_2_5_II_an_item_taken_by_aid_arrives_face_up() -> None:
    g = pos({"1": {"marquise": 1}}, {"clearing": 1, "items": ["torch"]},
            hands={"vagabond": ["Anvil"]}, items={"marquise": ["sword", "boots"]})
    play(g, "aid marquise")
    assert asked_with_options(g) == (V, "aid_give", {"give Anvil"})  # the one matching card, still asked (1.2.1)
    play(g, "give Anvil")
    assert asked_with_options(g) == (V, "aid_take", {"take sword", "take boots", "take none"})
    play(g, "take sword")
    assert gear(g, V) == ["sword", "torch_x"]
    assert g.factions[M].items == ["boots"]
    assert "battle 1 marquise" in options(g)  # the new sword can be exhausted at once


# ============================================================================= 9.2.6 Maximum rolled hits
@pytest.mark.law("9.2.6")
def test_9_2_6_attacker_max_hits_are_undamaged_swords_face_up_or_down() -> None:
    # sword, sword_x, sword_d: the battle exhausts the face-up one; two undamaged swords
    # remain (both face down), so a roll of 3 deals 2
    g = pos({"1": {"marquise": 3}}, {"clearing": 1, "items": ["sword", "sword_x", "sword_d", "boots"]},
            dice=[3, 0])
    play(g, "battle 1 marquise")
    menu(g)
    assert warriors_at(g, 1, M) == 1
    assert gear(g, V) == ["boots", "sword_d", "sword_x", "sword_x"]


@pytest.mark.law("9.2.6")
def test_9_2_6_defender_max_hits_are_undamaged_swords() -> None:
    # one undamaged (face-down) sword and one damaged: the defender's roll of 2 deals 1
    g = pos({"1": {"marquise": 3}}, {"clearing": 1, "items": ["sword_x", "sword_d", "boots"]},
            player="marquise", dice=[1, 2])
    play(g, "battle 1 vagabond", "damage boots")  # the second hit can only take the sword
    menu(g, M)
    assert warriors_at(g, 1, M) == 2


# ============================================================================= 9.2.7 Taking hits
@pytest.mark.law("9.2.7")
def test_9_2_7_each_hit_damages_an_undamaged_item_of_his_choice() -> None:
    g = pos({"1": {"marquise": 2}}, {"clearing": 1, "items": ["sword", "boots_x", "torch", "tea_d"]},
            player="marquise", dice=[2, 0])
    play(g, "battle 1 vagabond")
    # face-down items can be damaged; damaged ones cannot
    assert asked_with_options(g) == (V, "take_hit", {"damage sword", "damage boots_x", "damage torch"})
    play(g, "damage torch")
    assert asked_with_options(g) == (V, "take_hit", {"damage sword", "damage boots_x"})
    play(g, "damage boots_x")
    menu(g, M)
    # the damaged face-down item keeps its side
    assert gear(g, V) == ["boots_d_x", "sword", "tea_d", "torch_d"]


@pytest.mark.law("9.2.7")
def test_9_2_7_hits_beyond_his_undamaged_items_are_ignored() -> None:
    g = pos({"1": {"marquise": 3}}, {"clearing": 1, "items": ["sword", "torch", "boots_d"]},
            player="marquise", dice=[3, 0])
    play(g, "battle 1 vagabond")
    play(g, "damage torch")  # second hit: the sword is the only undamaged item left
    menu(g, M)  # the third hit is ignored
    assert gear(g, V) == ["boots_d", "sword_d", "torch_d"]
    assert g.factions[V].clearing == 0


# ============================================================================= 9.2.8 Coalitions
@pytest.mark.law("9.2.8")
def test_9_2_8_no_dominance_activation_in_a_three_player_game() -> None:
    g = pos({}, {"clearing": 1, "items": ["boots", "torch"]}, factions=THREE,
            hands={"vagabond": ["Fox Dominance"]}, scores={"vagabond": 15, "marquise": 3})
    menu(g, V3)
    assert options_starting(g, "activate ") == set()
    with pytest.raises(IllegalAction):
        g.apply('activate "Fox Dominance"')


@pytest.mark.law("9.2.8")
def test_9_2_8_coalition_with_a_player_tied_for_fewest_points_of_his_choice() -> None:
    g = pos({"6": {"alliance": 1}}, {"clearing": 6, "items": ["torch", "torch", "sword"]},
            hands={"vagabond": ["Fox Dominance"]},
            scores={"vagabond": 10, "marquise": 6, "eyrie": 4, "alliance": 4},
            ruin_items={"6": ["hammer"]})
    assert 'activate "Fox Dominance"' in options(g)
    play(g, 'activate "Fox Dominance"')
    assert asked_with_options(g) == (V, "coalition", {"coalition eyrie", "coalition alliance"})
    play(g, "coalition alliance")
    menu(g)
    assert g.factions[V].coalition == A and g.factions[A].coalition == V
    assert "battle 6 alliance" not in options(g)  # no longer an enemy (G.8)
    # he no longer scores points: exploring gives no victory point
    play(g, "explore")
    assert "hammer" in g.factions[V].gear
    assert g.factions[V].score == 10


@pytest.mark.law("9.2.8")
def test_9_2_8_coalition_partner_is_the_single_player_with_fewest_points() -> None:
    # the Vagabond's own score does not count: the Eyrie (2) is lowest among the others
    g = pos({}, {"clearing": 1, "items": ["torch", "boots"]}, hands={"vagabond": ["Fox Dominance"]},
            scores={"vagabond": 10, "marquise": 6, "eyrie": 2, "alliance": 4})
    play(g, 'activate "Fox Dominance"')
    menu(g)  # one possible partner: no question
    assert g.factions[V].coalition == E and g.factions[E].coalition == V
    assert g.factions[V].dominance >= 0


@pytest.mark.law("9.2.8")
def test_9_2_8_needs_ten_points_to_activate_for_a_coalition() -> None:
    g = pos({}, {"clearing": 1, "items": ["torch"]}, hands={"vagabond": ["Fox Dominance"]},
            scores={"vagabond": 9, "marquise": 6, "eyrie": 2, "alliance": 4})
    assert options_starting(g, "activate ") == set()


@pytest.mark.law("9.2.8")
def test_9_2_8_he_wins_when_his_coalition_partner_wins_on_points() -> None:
    g = coalition_game({"turn": {"player": "marquise", "phase": "daylight"},
                        "clearings": {"1": {"marquise": {"buildings": ["workshop"]}}},
                        "hands": {"marquise": ["Anvil"]},
                        "scores": {"marquise": 29, "eyrie": 20, "alliance": 25, "vagabond": 22},
                        "vagabond": {"clearing": 5, "items": ["torch"]}}, M)
    play(g, "craft Anvil")
    assert g.result is not None
    assert sorted(g.result["winners"]) == ["marquise", "vagabond"]


@pytest.mark.law("9.2.8")
def test_9_2_8_he_wins_when_his_coalition_partner_wins_by_dominance() -> None:
    # the partner (the Marquise) has activated Mouse Dominance and rules three mouse
    # clearings at the start of her Birdsong (3.3.1): she wins, so the Vagabond wins too
    g = coalition_game({"turn": {"player": "marquise", "phase": "birdsong"},
                        "clearings": {"2": {"marquise": 1}, "7": {"marquise": 1}, "9": {"marquise": 1}},
                        "crafted": {"marquise": ["Mouse Dominance"]},
                        "scores": {"eyrie": 20, "alliance": 25, "vagabond": 22},
                        "vagabond": {"clearing": 5, "items": ["torch"]}}, M)
    assert g.result is not None
    assert g.result["reason"] == "dominance"
    assert sorted(g.result["winners"]) == ["marquise", "vagabond"]


@pytest.mark.law("9.2.8")
def test_9_2_8_his_own_dominance_card_has_no_victory_condition() -> None:
    # his coalition card is Fox Dominance; his partner rules three fox clearings, which is
    # not a win for the Vagabond at the start of his Birdsong (nor is the partner's turn)
    g = coalition_game({"turn": {"player": "vagabond", "phase": "birdsong"},
                        "clearings": {"1": {"marquise": 1}, "6": {"marquise": 1}, "8": {"marquise": 1}},
                        "vagabond": {"clearing": 5, "items": ["torch"]}}, M)
    assert g.result is None
    assert g.pending is not None and g.pending.seat == V


@pytest.mark.law("9.2.8", "9.2.9")
def test_9_2_9_III_d_coalition_with_a_hostile_faction_makes_it_indifferent() -> None:
    g = pos({}, {"clearing": 1, "items": ["torch"], "relationships": {"eyrie": "hostile"}},
            hands={"vagabond": ["Fox Dominance"]},
            scores={"vagabond": 12, "marquise": 6, "eyrie": 2, "alliance": 4})
    play(g, 'activate "Fox Dominance"')
    assert g.factions[V].coalition == E
    assert rel(g, "eyrie") == 0


@pytest.mark.law("9.2.9", "9.2.8")
def test_9_2_9_I_a_aids_toward_a_space_left_for_hostile_count_toward_none_after_a_coalition() -> None:
    # R594: one aid toward the Eyrie's second space, then the Eyrie turns Hostile (a warrior
    # removed) and a coalition moves it to Indifferent, all in one turn: that aid counts
    # toward no improvement from Indifferent; the next aid buys the first space
    g = pos({"1": {"eyrie": 3}}, {"clearing": 1, "items": ["torch", "torch", "sword"], "relationships": {"eyrie": 1}},
            hands={"vagabond": ["Anvil", "Foxfolk Steel", "Fox Dominance"]}, dice=[3, 0],
            scores={"vagabond": 12, "marquise": 6, "eyrie": 2, "alliance": 4})
    play(g, "aid eyrie", "exhaust torch", "give Anvil")
    assert rel(g, "eyrie") == 1 and g.view(V)["players"][V]["board"]["aided_this_turn"] == {"eyrie": 1}
    play(g, "battle 1 eyrie", "pass")  # the Eyrie has no ambush to play
    assert rel(g, "eyrie") == -1 and g.view(V)["players"][V]["board"]["aided_this_turn"] == {}
    play(g, 'activate "Fox Dominance"')
    assert g.factions[V].coalition == E and rel(g, "eyrie") == 0
    assert g.view(V)["players"][V]["board"]["aided_this_turn"] == {}
    play(g, "aid eyrie", "give \"Foxfolk Steel\"")
    assert rel(g, "eyrie") == 1


# ============================================================================= 9.2.9 Relationships
def aid_position(r: int | str, *, cards: int = 3, **extra: Any) -> Any:
    """The Vagabond in fox clearing 1 with the Marquise (relationship ``r``), holding fox
    cards to give and plenty of face-up torches to exhaust."""
    held = ["Anvil", "Foxfolk Steel", "Root Tea (fox)", "Travel Gear (fox)", "Protection Racket"][:cards]
    return pos({"1": {"marquise": 2}},
               {"clearing": 1, "items": ["torch"] * 4, "relationships": {"marquise": r}},
               hands={"vagabond": held}, **extra)


def aid(g: Any, label: str) -> None:
    """Aid the Marquise, exhausting a torch and giving ``label``."""
    play(g, "aid marquise")
    if g.pending.kind == "aid_exhaust":
        play(g, "exhaust torch")
    if g.pending.kind == "aid_give":
        play(g, f'give "{label}"')
    menu(g)


@pytest.mark.law("9.2.9")
def test_9_2_9_I_one_aid_improves_an_indifferent_faction_scoring_one() -> None:
    g = aid_position(0, cards=2)
    play(g, "aid marquise")
    assert asked_with_options(g) == (V, "aid_give", {"give Anvil", 'give "Foxfolk Steel"'})
    play(g, 'give "Foxfolk Steel"')
    menu(g)
    assert rel(g, "marquise") == 1
    assert g.factions[V].score == 1
    assert hand(g, M) == ["Foxfolk Steel"]
    assert gear(g, V) == ["torch", "torch", "torch", "torch_x"]


@pytest.mark.law("9.2.9")
def test_9_2_9_I_second_space_needs_two_aids_in_one_turn_scoring_two() -> None:
    g = aid_position(1)
    aid(g, "Anvil")
    assert rel(g, "marquise") == 1 and g.factions[V].score == 0
    aid(g, "Foxfolk Steel")
    assert rel(g, "marquise") == 2 and g.factions[V].score == 2


@pytest.mark.law("9.2.9")
def test_9_2_9_II_third_space_needs_three_aids_and_makes_them_allied() -> None:
    g = aid_position(2)
    aid(g, "Anvil")
    aid(g, "Foxfolk Steel")
    assert rel(g, "marquise") == 2 and g.factions[V].score == 0
    aid(g, "Root Tea (fox)")
    assert rel(g, "marquise") == 3 and g.factions[V].score == 2


@pytest.mark.law("9.2.9")
def test_9_2_9_I_a_an_aid_counts_toward_only_one_improvement() -> None:
    g = aid_position(0)
    aid(g, "Anvil")
    assert rel(g, "marquise") == 1 and g.factions[V].score == 1
    aid(g, "Foxfolk Steel")  # the first aid already bought the first space
    assert rel(g, "marquise") == 1 and g.factions[V].score == 1
    aid(g, "Root Tea (fox)")
    assert rel(g, "marquise") == 2 and g.factions[V].score == 3


@pytest.mark.law("9.2.9")
def test_9_2_9_I_a_aids_must_be_given_in_the_same_turn() -> None:
    # three players (Marquise, Alliance, Vagabond): one aid this turn, one next turn
    g = pos({"1": {"marquise": 2}},
            {"clearing": 1, "items": ["torch", "torch", "boots"], "relationships": {"marquise": 1}},
            factions=["marquise", "alliance", "vagabond"],
            hands={"vagabond": ["Anvil", "Foxfolk Steel"]})
    vs = 2
    play(g, "aid marquise", "exhaust torch", "give Anvil", "end")
    assert rel(g, "marquise", vs) == 1
    # the Marquise's and the Alliance's turns: they do nothing
    for _ in range(20):
        if g.pending.seat == vs:
            break
        o = options(g)
        play(g, next(x for x in ("end", "done", "pass", "stay") if x in o))
    assert g.pending.seat == vs and g.pending.kind == "slip"
    play(g, "stay")
    menu(g, vs)
    play(g, "aid marquise")
    if g.pending.kind == "aid_exhaust":
        play(g, "exhaust torch")
    if g.pending.kind == "aid_give":
        play(g, 'give "Foxfolk Steel"')
    menu(g, vs)
    assert rel(g, "marquise", vs) == 1  # one aid per turn never reaches the second space
    assert g.factions[vs].score == 0


@pytest.mark.law("9.2.9")
def test_9_2_9_II_a_aiding_an_allied_faction_scores_two() -> None:
    g = aid_position(3)
    aid(g, "Anvil")
    assert rel(g, "marquise") == 3 and g.factions[V].score == 2
    aid(g, "Foxfolk Steel")
    assert rel(g, "marquise") == 3 and g.factions[V].score == 4


@pytest.mark.law("9.2.9")
def test_9_2_9_III_c_aiding_a_hostile_faction_takes_items_but_changes_nothing() -> None:
    g = aid_position("hostile", items={"marquise": ["sword"]})
    assert "aid marquise" in options(g)
    play(g, "aid marquise", "give Anvil")  # only torches to exhaust: no question
    assert asked_with_options(g) == (V, "aid_take", {"take sword", "take none"})
    play(g, "take sword")
    menu(g)
    assert rel(g, "marquise") == -1
    assert g.factions[V].score == 0
    assert "sword" in g.factions[V].gear


# -- 9.2.9.II.b moving with an ally
@pytest.mark.law("9.2.9")
def test_9_2_9_II_b_allied_warriors_may_move_along_with_him() -> None:
    g = pos({"1": {"marquise": 3, "eyrie": 2}},
            {"clearing": 1, "items": ["boots", "boots", "torch"], "relationships": {"marquise": 3, "eyrie": 3}})
    play(g, "move 5")
    # warriors of ONE Allied faction may come
    assert asked_with_options(g) == (V, "move_ally", {"along marquise", "along eyrie", "alone"})
    play(g, "along marquise")
    assert asked_with_options(g) == (V, "move_count", {"x1", "x2", "x3"})
    play(g, "x2")
    menu(g)
    assert g.factions[V].clearing == 4
    assert (warriors_at(g, 1, M), warriors_at(g, 5, M), warriors_at(g, 1, E), warriors_at(g, 5, E)) == (1, 2, 2, 0)
    assert gear(g, V) == ["boots", "boots_x", "torch"]


@pytest.mark.law("9.2.9")
def test_9_2_9_II_b_warriors_not_allied_stay_behind() -> None:
    g = pos({"1": {"marquise": 3}},
            {"clearing": 1, "items": ["boots", "boots", "torch"], "relationships": {"marquise": 2}})
    play(g, "move 5")
    menu(g)  # no question about warriors
    assert g.factions[V].clearing == 4
    assert (warriors_at(g, 1, M), warriors_at(g, 5, M)) == (3, 0)


# -- 9.2.9.II.c attacking with an ally
@pytest.mark.law("9.2.9", "9.2.6")
def test_9_2_9_II_c_allied_warriors_add_to_his_maximum_rolled_hits() -> None:
    # one sword plus three Allied Marquise warriors: a roll of 3 deals 3
    g = pos({"1": {"marquise": 3, "eyrie": 3}},
            {"clearing": 1, "items": ["sword", "boots"], "relationships": {"marquise": 3, "eyrie": "hostile"}},
            dice=[3, 0])
    play(g, "battle 1 eyrie")
    assert asked_with_options(g) == (V, "battle_ally", {"with marquise", "alone"})
    play(g, "with marquise")
    menu(g)
    assert warriors_at(g, 1, E) == 0
    assert g.factions[V].score == 3  # Infamy: three Hostile warriors removed in his battle
    # alone, the same roll deals one hit (one undamaged sword)
    g = pos({"1": {"marquise": 3, "eyrie": 3}},
            {"clearing": 1, "items": ["sword", "boots"], "relationships": {"marquise": 3, "eyrie": "hostile"}},
            dice=[3, 0])
    play(g, "battle 1 eyrie", "alone")
    menu(g)
    assert warriors_at(g, 1, E) == 2


@pytest.mark.law("9.2.9")
def test_9_2_9_II_c_allied_warriors_cannot_join_an_attack_on_their_own_faction() -> None:
    # both the Marquise and the Eyrie are Allied: attacking the Marquise, only the Eyrie may join
    g = pos({"1": {"marquise": 3, "eyrie": 3}},
            {"clearing": 1, "items": ["sword", "boots"], "relationships": {"marquise": 3, "eyrie": 3}},
            dice=[1, 0])
    play(g, "battle 1 marquise")
    assert asked_with_options(g) == (V, "battle_ally", {"with eyrie", "alone"})
    # only the Marquise Allied: no question, he fights alone
    g = pos({"1": {"marquise": 3}},
            {"clearing": 1, "items": ["sword", "boots"], "relationships": {"marquise": 3}},
            dice=[3, 0])
    play(g, "battle 1 marquise")
    menu(g)
    assert warriors_at(g, 1, M) == 2  # one sword: one hit


# -- 9.2.9.II.d taking hits with an ally
def ally_battle(dice: list[int]) -> Any:
    """The Vagabond (one sword, a torch, two boots) attacks 3 Hostile Eyrie warriors in clearing 1
    together with 3 Allied Marquise warriors."""
    g = pos({"1": {"marquise": 3, "eyrie": 3}},
            {"clearing": 1, "items": ["sword", "torch", "boots", "boots"],
             "relationships": {"marquise": 3, "eyrie": "hostile"}},
            dice=dice)
    play(g, "battle 1 eyrie", "with marquise")
    return g


@pytest.mark.law("9.2.9")
def test_9_2_9_II_d_hits_may_be_taken_by_removing_allied_warriors() -> None:
    g = ally_battle([1, 2])  # he deals 2, the Eyrie deals 1
    assert asked_with_options(g) == (V, "take_hit", {"damage sword_x", "damage torch", "damage boots", "damage ally"})
    play(g, "damage ally")
    menu(g)
    assert warriors_at(g, 1, M) == 2
    assert warriors_at(g, 1, E) == 1
    assert gear(g, V) == ["boots", "boots", "sword_x", "torch"]
    # more hits taken with Allied warriors (1) than with items (0): the Marquise turns Hostile
    assert rel(g, "marquise") == -1


@pytest.mark.law("9.2.9")
def test_9_2_9_II_d_as_many_item_hits_as_ally_hits_keeps_them_allied() -> None:
    g = ally_battle([2, 2])  # each side deals 2
    play(g, "damage ally")
    assert g.pending.kind == "take_hit"
    play(g, "damage torch")
    menu(g)
    assert warriors_at(g, 1, M) == 2
    assert gear(g, V) == ["boots", "boots", "sword_x", "torch_d"]
    # one hit each way: not more by Allied warriors, and removing them does not count as
    # removing a warrior of a non-Hostile faction (the rule overrides 9.2.9.III)
    assert rel(g, "marquise") == 3


@pytest.mark.law("9.2.9")
def test_9_2_9_II_d_items_only_keeps_them_allied() -> None:
    g = ally_battle([2, 2])
    play(g, "damage torch", "damage boots")
    menu(g)
    assert warriors_at(g, 1, M) == 3
    assert rel(g, "marquise") == 3


# -- 9.2.9.III hostility and Infamy
@pytest.mark.law("9.2.9")
def test_9_2_9_III_striking_a_warrior_makes_the_faction_hostile() -> None:
    g = pos({"1": {"marquise": 2, "eyrie": 1}},
            {"clearing": 1, "items": ["crossbow", "torch"], "relationships": {"marquise": 2}})
    play(g, "strike marquise")
    assert warriors_at(g, 1, M) == 1
    assert rel(g, "marquise") == -1
    assert rel(g, "eyrie") == 0
    assert g.factions[V].score == 0  # a strike is not a battle: no Infamy


@pytest.mark.law("9.2.9", "9.2.1")
def test_9_2_9_III_his_favor_card_makes_factions_hostile_without_infamy() -> None:
    # three hammers in fox clearing 1 pay for Favor of the Foxes; it removes the Marquise's
    # warriors and sawmill in 8 and the (already Hostile) Eyrie's warriors in 6
    g = pos({"8": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}}, "6": {"eyrie": 2}},
            {"clearing": 1, "items": ["hammer", "hammer", "hammer", "boots"],
             "relationships": {"marquise": 2, "eyrie": "hostile"}},
            hands={"vagabond": ["Favor of the Foxes"]})
    play(g, 'craft "Favor of the Foxes"')
    menu(g)
    assert (warriors_at(g, 8, M), buildings_at(g, 8, M), warriors_at(g, 6, E)) == (0, [], 0)
    assert rel(g, "marquise") == -1 and rel(g, "eyrie") == -1
    assert g.factions[V].score == 1  # the sawmill (3.2.1); no Infamy outside battle


@pytest.mark.law("9.2.9")
def test_9_2_9_III_removing_a_building_does_not_make_the_faction_hostile() -> None:
    g = pos({"1": {"marquise": {"buildings": ["sawmill"]}}},
            {"clearing": 1, "items": ["crossbow", "torch"], "relationships": {"marquise": 1}})
    play(g, "strike marquise")
    assert buildings_at(g, 1, M) == []
    assert rel(g, "marquise") == 1
    assert g.factions[V].score == 1  # the building (3.2.1), nothing more


@pytest.mark.law("9.2.9")
def test_9_2_9_III_removing_a_warrior_as_defender_makes_the_attacker_hostile() -> None:
    g = pos({"1": {"marquise": 3}}, {"clearing": 1, "items": ["sword", "torch", "boots"]},
            player="marquise", dice=[1, 1])
    play(g, "battle 1 vagabond")
    play(g, "damage torch")
    menu(g, M)
    assert warriors_at(g, 1, M) == 2
    assert rel(g, "marquise") == -1
    assert g.factions[V].score == 0


@pytest.mark.law("9.2.9")
def test_9_2_9_III_a_infamy_for_each_hostile_piece_removed_in_battle_on_his_turn() -> None:
    # the Marquise is Hostile: one warrior and a sawmill removed score 1 (building) + 2 (Infamy)
    g = pos({"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}},
            {"clearing": 1, "items": ["sword", "sword", "sword", "boots"],
             "relationships": {"marquise": "hostile"}},
            dice=[2, 0])
    play(g, "battle 1 marquise")
    menu(g)
    assert warriors_at(g, 1, M) == 0 and buildings_at(g, 1, M) == []
    assert g.factions[V].score == 3


@pytest.mark.law("9.2.9")
def test_9_2_9_III_a_no_infamy_for_the_warrior_that_made_them_hostile() -> None:
    g = pos({"1": {"eyrie": 3}}, {"clearing": 1, "items": ["sword", "sword", "boots"]},
            dice=[2, 0])
    play(g, "battle 1 eyrie")
    menu(g)
    assert warriors_at(g, 1, E) == 1
    assert rel(g, "eyrie") == -1
    assert g.factions[V].score == 1  # the second warrior only


@pytest.mark.law("9.2.9")
def test_9_2_9_III_a_no_infamy_outside_battle_or_on_another_players_turn() -> None:
    # strike: not a battle
    g = pos({"1": {"marquise": 2}},
            {"clearing": 1, "items": ["crossbow", "torch"], "relationships": {"marquise": "hostile"}})
    play(g, "strike marquise")
    assert warriors_at(g, 1, M) == 1
    assert g.factions[V].score == 0
    # defending in the Marquise's turn: two Hostile warriors removed, no Infamy
    g = pos({"1": {"marquise": 3}},
            {"clearing": 1, "items": ["sword", "sword", "torch", "boots"],
             "relationships": {"marquise": "hostile"}},
            player="marquise", dice=[2, 3])
    play(g, "battle 1 vagabond")
    play(g, "damage torch", "damage boots")
    menu(g, M)
    assert warriors_at(g, 1, M) == 1
    assert g.factions[V].score == 0


@pytest.mark.law("9.2.9")
def test_9_2_9_III_b_an_extra_boots_to_move_into_a_clearing_with_hostile_warriors() -> None:
    # Eyrie (Hostile) warriors in 5; Marquise (not Hostile) warriors in 9; only a Hostile
    # roost (no warriors) in 10
    clearings = {"5": {"eyrie": 1}, "9": {"marquise": 2}, "10": {"eyrie": {"buildings": ["roost"]}}}
    vb = {"clearing": 1, "relationships": {"eyrie": "hostile"}}
    g = pos(clearings, {**vb, "items": ["boots", "torch"]})
    assert options_starting(g, "move ") == {"move 9", "move 10"}
    with pytest.raises(IllegalAction):
        g.apply("move 5")
    g = pos(clearings, {**vb, "items": ["boots", "boots", "torch"]})
    assert options_starting(g, "move ") == {"move 5", "move 9", "move 10"}
    play(g, "move 5")
    assert g.factions[V].clearing == 4
    assert gear(g, V) == ["boots_x", "boots_x", "torch"]


@pytest.mark.law("9.2.9")
def test_9_2_9_III_b_slip_into_a_hostile_clearing_costs_no_boots() -> None:
    g = pos({"5": {"eyrie": 2}},
            {"clearing": 1, "items": ["boots", "torch"], "relationships": {"eyrie": "hostile"}},
            phase="birdsong")
    assert g.pending.seat == V and g.pending.kind == "slip"
    assert "slip 5" in options(g)
    play(g, "slip 5")
    assert g.factions[V].clearing == 4
    menu(g)
    assert gear(g, V) == ["boots", "torch"]


# ============================================================================= 9.2.10 Forest movement
@pytest.mark.law("9.2.10")
def test_9_2_10_daylight_move_from_a_clearing_never_enters_a_forest() -> None:
    g = pos({}, {"clearing": 1, "items": ["boots", "torch"]})
    assert options_starting(g, "move ") == {"move 5", "move 9", "move 10"}
    with pytest.raises(IllegalAction):
        g.apply("move F1")


@pytest.mark.law("9.2.10")
def test_9_2_10_daylight_move_from_a_forest_goes_to_an_adjacent_clearing() -> None:
    g = pos({}, {"forest": "F2", "items": ["boots", "boots", "torch"]})
    assert options_starting(g, "move ") == {"move 1", "move 9", "move 10", "move 12"}
    with pytest.raises(IllegalAction):
        g.apply("move F4")
    play(g, "move 12")
    assert (g.factions[V].clearing, g.factions[V].forest) == (11, -1)
    assert gear(g, V) == ["boots", "boots_x", "torch"]


@pytest.mark.law("9.2.10")
def test_9_2_10_slip_moves_into_and_out_of_forests() -> None:
    g = pos({}, {"clearing": 1, "items": ["boots", "torch"]}, phase="birdsong")
    assert {"slip F1", "slip F2"} <= options_starting(g, "slip ")
    play(g, "slip F1")
    assert (g.factions[V].clearing, g.factions[V].forest) == (-1, 0)
    assert gear(g, V) == ["boots", "torch"]
    # out of a forest by slip: the adjacent clearings are offered
    g = pos({}, {"forest": "F4", "items": ["boots", "torch"]}, phase="birdsong")
    assert {"slip 9", "slip 12", "slip 4"} <= options_starting(g, "slip ")
    play(g, "slip 4")
    assert (g.factions[V].clearing, g.factions[V].forest) == (3, -1)


@pytest.mark.law("9.5.4", "14.2.4")
def test_9_5_4_aid_takes_nothing_from_the_hundreds_hoard() -> None:
    # the Hoard is instead of a Crafted Items box (14.2.4): aid takes no item from it
    g = pos({"1": {"hundreds": 1}}, {"clearing": 1, "items": ["torch"]}, factions=["hundreds", "vagabond"],
            hands={"vagabond": ["Anvil"]}, items={"hundreds": ["sword", "boots"]})
    play(g, "aid hundreds", "give Anvil")
    assert sorted(g.factions[0].items) == ["boots", "sword"]
    assert gear(g, 1) == ["torch_x"]
    assert not any(o.startswith("take ") for o in options(g))
