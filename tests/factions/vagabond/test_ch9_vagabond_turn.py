"""Law chapter 9: the Vagabond's setup and turn (9.3.1-9.6.4) and the three base
characters (appendix V.1-V.3: Thief Steal, Tinker Day Labor, Ranger Hideout).

Positions are three-player games on the Autumn map: Marquise seat 0, Eyrie seat 1,
Vagabond seat 2 (hands are given explicitly, so nobody is asked about ambushes).
Autumn facts used below (components.md §5): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; ruins in 6, 10, 11,
12; paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12
(5-10 is a river, not a path). Forests, numbered F1..F7 in the order of the map data:
F1 {1,2,5,10} F2 {1,9,10,12} F3 {2,6,10,11,12} F4 {4,9,12} F5 {4,7,8,12} F6 {3,7,11,12}
F7 {3,6,11}; forests separated by one path are adjacent (2.4.1): F1-F2 (path 1-10), F1-F3
(2-10), F2-F3 (10-12), F2-F4 (9-12), F3-F6 (11-12), F3-F7 (6-11), F4-F5 (4-12), F5-F6 (7-12),
F6-F7 (3-11).
Item icons (components.md §0): refresh tea, move boots, battle sword, explore torch,
strike crossbow, repair/craft hammer, draw coins, item limit bag; the special actions of
the Thief, Tinker and Ranger exhaust a torch. Item strings: kind, ``_d`` damaged, ``_x``
exhausted (face down).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.vagabond.helpers import gear
from woodland import Game
from woodland.testing import game_with, hand, labels, option_set as opts, options, play, warriors_at

M, E, V = 0, 1, 2  # seats: Marquise, Eyrie, Vagabond
ALL_QUESTS = {
    "Fundraising (fox)", "Errand (fox)", "Logistics Help (fox)", "Repair a Shed (fox)", "Give a Speech (fox)",
    "Guard Duty (rabbit)", "Errand (rabbit)", "Give a Speech (rabbit)", "Fend off a Bear (rabbit)",
    "Expel Bandits (rabbit)", "Expel Bandits (mouse)", "Guard Duty (mouse)", "Fend off a Bear (mouse)",
    "Escort (mouse)", "Logistics Help (mouse)",
}  # components.md §4, 15 quests
STARTING_ITEMS = {  # Law appendix V.1.1, V.2.1, V.3.1 (icons from components.md §4)
    "thief": ["boots", "sword", "tea", "torch"],
    "tinker": ["bag", "boots", "hammer", "torch"],
    "ranger": ["boots", "crossbow", "sword", "torch"],
}
ITEM_SUPPLY = {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}  # 5.1.5


# ----------------------------------------------------------------------------- helpers
def pos(dice: list[int] | None = None, **spec: Any) -> Game:
    # strict=False: some tests use more items (or a roost by the keep) than a real game
    # can have, to exercise a rule in isolation
    return game_with(["marquise", "eyrie", "vagabond"], empty_hands=True, dice=dice, strict=False, **spec)


def vturn(phase: str) -> dict[str, str]:
    return {"player": "vagabond", "phase": phase}


def vb(g: Game) -> Any:
    return g.factions[V]


def board(g: Game, viewer: int = M) -> dict[str, Any]:
    """The Vagabond's faction board as another player sees it."""
    return g.view(viewer)["players"][V]["board"]


def menu(g: Game) -> set[str]:
    """The Vagabond's Daylight menu; fails unless he is the one being asked (a menu with
    only ``end`` would be answered automatically and tell nothing)."""
    assert g.pending is not None and g.pending.seat == V and g.pending.kind == "daylight"
    return set(options(g))


def exhausted(g: Game) -> list[str]:
    return sorted(it for it in vb(g).gear if it.endswith("_x"))


def refresh_until_slip(g: Game) -> int:
    """Answer refresh questions with the first option; return how many were asked."""
    asked = 0
    while g.pending.seat == V and g.pending.kind == "refresh":
        g.apply(options(g)[0])
        asked += 1
    return asked


def daylight_kinds(g: Game) -> set[str]:
    return {o.split()[0] for o in menu(g)}


def new_game(factions: list[str], seed: int) -> Game:
    """Game.new, the other factions' setup answered with their first options, up to the
    Vagabond's character choice."""
    g = Game.new({"map": "autumn", "factions": factions, "seating": "given"}, seed)
    while g.pending.kind != "setup_character":
        g.apply(options(g)[0])
    return g


# ============================================================================ 9.3 setup
@pytest.mark.law("9.3.1")
def test_9_3_1_vagabond_chooses_one_of_the_three_base_characters() -> None:
    g = new_game(["marquise", "eyrie", "vagabond"], 3)
    assert g.pending.seat == V and g.pending.kind == "setup_character"
    assert opts(g) == {"character thief", "character tinker", "character ranger"}
    play(g, "character tinker")
    assert vb(g).character == "tinker"
    assert board(g)["character"] == "tinker"  # the character card is public


@pytest.mark.law("9.3.2")
def test_9_3_2_pawn_is_placed_in_any_forest() -> None:
    g = new_game(["marquise", "eyrie", "vagabond"], 3)
    play(g, "character thief")
    assert g.pending.seat == V and g.pending.kind == "setup_forest"
    # any of the seven Autumn forests, and no clearing
    assert opts(g) == {f"forest F{i}" for i in range(1, 8)}
    play(g, "forest F5")
    assert vb(g).forest == 4 and vb(g).clearing == -1
    assert board(g)["forest"] == "F5" and board(g)["clearing"] is None
    assert all(not c["pawns"] for c in g.view(M)["clearings"])


@pytest.mark.law("9.3.3")
def test_9_3_3_three_face_up_quests_drawn_from_the_fifteen() -> None:
    g = new_game(["marquise", "eyrie", "vagabond"], 3)
    play(g, "character ranger", "forest F3")
    b = board(g, M)  # face up: every player sees them
    assert len(b["quests"]) == 3 and len(set(b["quests"])) == 3
    assert set(b["quests"]) <= ALL_QUESTS
    assert b["quest_deck"] == 12
    assert b["completed_quests"] == []


@pytest.mark.law("9.3.3")
def test_9_3_3_quest_deck_is_shuffled() -> None:
    drawn = set()
    for seed in range(8):
        g = new_game(["marquise", "vagabond"], seed)
        play(g, "character thief", "forest F1")
        drawn.add(frozenset(g.view(0)["players"][1]["board"]["quests"]))
    # a shuffled deck of 15 gives different opening quests across games
    assert len(drawn) > 1


@pytest.mark.law("9.3.4")
def test_9_3_4_one_r_item_under_each_of_the_four_ruins() -> None:
    g = new_game(["marquise", "eyrie", "vagabond"], 3)
    play(g, "character thief", "forest F1")
    ruins = [c + 1 for c in range(12) if (-1, "ruin") in g.buildings[c]]
    assert ruins == [6, 10, 11, 12]
    assert all(len(g.ruin_items[c - 1]) == 1 for c in ruins)
    assert all(not g.ruin_items[c] for c in range(12) if c + 1 not in ruins)
    assert sorted(it for c in ruins for it in g.ruin_items[c - 1]) == ["bag", "boots", "hammer", "sword"]
    # the R items are their own pieces, not taken from the item supply (5.1.5)
    assert g.items == ITEM_SUPPLY
    # the stacks are hidden: players only see which ruins still hold items
    assert g.view(M)["ruins_with_items"] == [6, 10, 11, 12]


@pytest.mark.law("9.3.4")
def test_9_3_4_ruin_stacks_are_shuffled() -> None:
    layouts = set()
    for seed in range(10):
        g = new_game(["marquise", "vagabond"], seed)
        play(g, "character thief", "forest F1")
        layouts.add(tuple(g.ruin_items[c - 1] for c in (6, 10, 11, 12)))
    assert len(layouts) > 1


@pytest.mark.law("9.3.2", "9.3.4")
def test_9_3_winter_map_forests_and_ruins() -> None:
    # Winter (components.md §5): 8 forests; ruins in Wade 6, Bend 7, Rock 10, Dale 11
    g = Game.new({"map": "winter", "factions": ["marquise", "vagabond"], "seating": "given"}, 1)
    while g.pending.kind != "setup_character":
        g.apply(options(g)[0])
    play(g, "character tinker")
    assert opts(g) == {f"forest F{i}" for i in range(1, 9)}
    play(g, "forest F8")
    assert g.factions[1].forest == 7
    ruins = [c + 1 for c in range(12) if (-1, "ruin") in g.buildings[c]]
    assert ruins == [6, 7, 10, 11]
    assert sorted(it for c in ruins for it in g.ruin_items[c - 1]) == ["bag", "boots", "hammer", "sword"]
    assert all(len(g.ruin_items[c - 1]) == 1 for c in ruins)


@pytest.mark.law("9.3.5", "V.1.1", "V.2.1", "V.3.1")
@pytest.mark.parametrize("character", ["thief", "tinker", "ranger"])
def test_9_3_5_starting_items_face_up_from_the_character_card(character: str) -> None:
    g = new_game(["marquise", "eyrie", "vagabond"], 4)
    play(g, f"character {character}", "forest F2")
    # exactly the S items of the character card, face up and undamaged
    assert gear(g, V) == STARTING_ITEMS[character]
    assert board(g)["items"] == STARTING_ITEMS[character]
    # S items are their own pieces: the item supply is untouched
    assert g.items == ITEM_SUPPLY
    assert board(g)["removed_items"] == []


@pytest.mark.law("9.3.6")
def test_9_3_6_every_relationship_starts_indifferent() -> None:
    g = new_game(["marquise", "eyrie", "alliance", "vagabond"], 2)
    play(g, "character thief", "forest F4")
    assert g.factions[3].rel == {"marquise": 0, "eyrie": 0, "alliance": 0}
    assert g.view(0)["players"][3]["board"]["relationships"] == {"marquise": 0, "eyrie": 0, "alliance": 0}


@pytest.mark.law("5.1.7")
def test_5_1_7_vagabond_sets_up_last_then_the_first_player_starts() -> None:
    g = new_game(["marquise", "eyrie", "vagabond"], 6)
    play(g, "character ranger", "forest F7")
    # the Vagabond sets up last (setup order D); then the first player's turn begins
    assert g.current == M and g.pending.seat == M
    assert g.phase in ("birdsong", "daylight")


# ============================================================================ 9.4 Birdsong
@pytest.mark.law("9.4.1")
def test_9_4_1_refresh_three_items_without_tea() -> None:
    g = pos(turn=vturn("birdsong"),
            vagabond={"clearing": 1, "items": ["boots_x", "sword_x", "torch_x", "crossbow_x", "hammer"]})
    # four exhausted items, three to refresh: the Vagabond chooses which
    assert g.pending.seat == V and g.pending.kind == "refresh"
    assert opts(g) == {"refresh boots_x", "refresh sword_x", "refresh torch_x", "refresh crossbow_x"}
    play(g, "refresh sword_x", "refresh torch_x", "refresh crossbow_x")
    assert g.pending.kind == "slip"
    assert gear(g, V) == ["boots_x", "crossbow", "hammer", "sword", "torch"]


@pytest.mark.law("9.4.1")
def test_9_4_1_no_choice_when_few_items_are_exhausted() -> None:
    g = pos(turn=vturn("birdsong"), vagabond={"clearing": 1, "items": ["boots_x", "sword_x", "torch"]})
    assert g.pending.kind == "slip"  # both flipped at once, nothing to choose
    assert gear(g, V) == ["boots", "sword", "torch"]


@pytest.mark.law("9.4.1")
def test_9_4_1_two_more_per_face_up_tea_on_the_track() -> None:
    # two face-up teas: 2 * 2 + 3 = 7 refreshes; nine exhausted items, so two stay down
    down = ["boots_x", "boots_x", "sword_x", "sword_x", "torch_x", "crossbow_x", "hammer_x", "coins_x", "bag_x"]
    g = pos(turn=vturn("birdsong"), vagabond={"clearing": 1, "items": ["tea", "tea"] + down})
    assert refresh_until_slip(g) > 0
    assert g.pending.kind == "slip"
    assert len(exhausted(g)) == 2


@pytest.mark.law("9.4.1")
def test_9_4_1_tea_flipped_during_refresh_does_not_count() -> None:
    # no face-up tea at the start: only three refreshes, even if the tea is flipped first
    g = pos(turn=vturn("birdsong"),
            vagabond={"clearing": 1, "items": ["tea_x", "boots_x", "sword_x", "torch_x", "crossbow_x"]})
    assert "refresh tea_x" in opts(g)
    play(g, "refresh tea_x")
    assert g.pending.kind == "refresh"
    play(g, "refresh boots_x", "refresh sword_x")
    assert g.pending.kind == "slip"
    assert exhausted(g) == ["crossbow_x", "torch_x"]


@pytest.mark.law("9.4.1")
def test_9_4_1_damaged_tea_is_not_on_the_track() -> None:
    # a face-up damaged tea sits in the Damaged box, not on the Refresh track: still three
    g = pos(turn=vturn("birdsong"),
            vagabond={"clearing": 1, "items": ["tea_d", "boots_x", "sword_x", "torch_x", "crossbow_x"]})
    refresh_until_slip(g)
    assert len(exhausted(g)) == 1


@pytest.mark.law("9.4.1")
def test_9_4_1_tea_track_holds_only_three() -> None:
    # four face-up teas, but the track holds three (9.2.5.I): 2 * 3 + 3 = 9 refreshes
    down = ["boots_x"] * 3 + ["sword_x"] * 3 + ["torch_x", "torch_x", "crossbow_x", "hammer_x"]
    g = pos(turn=vturn("birdsong"), vagabond={"clearing": 1, "items": ["tea"] * 4 + down})
    refresh_until_slip(g)
    assert len(exhausted(g)) == 1


@pytest.mark.law("9.4.1")
def test_9_4_1_exhausted_damaged_item_is_flipped_but_stays_damaged() -> None:
    g = pos(turn=vturn("birdsong"), vagabond={"clearing": 1, "items": ["sword_d_x", "boots_x"]})
    assert g.pending.kind == "slip"
    assert gear(g, V) == ["boots", "sword_d"]


@pytest.mark.law("9.4.2", "2.4.1")
def test_9_4_2_slip_from_a_forest_to_a_bordering_clearing_or_adjacent_forest() -> None:
    g = pos(turn=vturn("birdsong"), vagabond={"forest": "F2", "items": ["torch"]})
    assert g.pending.seat == V and g.pending.kind == "slip"
    assert opts(g) == {"slip 1", "slip 9", "slip 10", "slip 12", "slip F1", "slip F3", "slip F4", "stay"}
    play(g, "slip F4")
    assert vb(g).forest == 3 and vb(g).clearing == -1


@pytest.mark.law("9.4.2")
def test_9_4_2_slip_from_a_clearing_along_paths_or_into_its_forests() -> None:
    # clearing 5: paths to 1 and 2 (5-10 is a river); it borders forest F1 only
    g = pos(turn=vturn("birdsong"), vagabond={"clearing": 5, "items": ["torch"]})
    assert opts(g) == {"slip 1", "slip 2", "slip F1", "stay"}
    play(g, "slip F1")
    assert vb(g).forest == 0 and vb(g).clearing == -1


@pytest.mark.law("9.4.2")
def test_9_4_2_slip_into_hostile_clearing_exhausts_no_boots() -> None:
    g = pos(turn=vturn("birdsong"),
            clearings={"9": {"marquise": 3}},
            vagabond={"clearing": 1, "items": ["boots", "torch"], "relationships": {"marquise": "hostile"}})
    assert "slip 9" in opts(g)
    play(g, "slip 9")
    assert vb(g).clearing == 8
    assert gear(g, V) == ["boots", "torch"]  # the boots stay face up
    assert g.pending.seat == V and g.pending.kind == "daylight"


@pytest.mark.law("9.4.2")
def test_9_4_2_slip_needs_no_boots_at_all() -> None:
    # only a damaged boots (exhausted items would be refreshed first)
    g = pos(turn=vturn("birdsong"), vagabond={"clearing": 1, "items": ["torch", "boots_d"]})
    assert g.pending.kind == "slip"
    assert "slip 10" in opts(g) and "slip F2" in opts(g)
    play(g, "slip 10")
    assert vb(g).clearing == 9 and gear(g, V) == ["boots_d", "torch"]


@pytest.mark.law("9.4.2")
def test_9_4_2_slip_is_optional() -> None:
    g = pos(turn=vturn("birdsong"), vagabond={"clearing": 1, "items": ["boots"]})
    play(g, "stay")
    assert vb(g).clearing == 0
    assert g.pending.seat == V and g.pending.kind == "daylight"


# ============================================================================ 9.5 Daylight
@pytest.mark.law("9.5.1", "9.5.3", "9.5.2")
def test_9_5_actions_in_any_order_and_number() -> None:
    # move into ruin clearing 6, explore a sword there, then battle with it
    g = pos(turn=vturn("daylight"), ruin_items={"6": ["sword"]}, clearings={"6": {"eyrie": 1}},
            vagabond={"clearing": 2, "items": ["boots", "torch", "boots"]}, dice=[1, 0])
    assert not any(o.startswith("battle") for o in menu(g))
    play(g, "move 6", "explore")
    assert "battle 6 eyrie" in opts(g)
    play(g, "battle 6 eyrie")
    assert warriors_at(g, 6, E) == 0
    assert gear(g, V) == ["boots", "boots_x", "sword_x", "torch_x"]
    assert vb(g).score == 1  # the explore point; the first Eyrie warrior makes them Hostile
    assert g.pending.seat == V and g.pending.kind == "daylight"  # the second boots is left


# ---------------------------------------------------------------------------- 9.5.1 Move
@pytest.mark.law("9.5.1")
def test_9_5_1_move_exhausts_one_boots_to_an_adjacent_clearing() -> None:
    g = pos(turn=vturn("daylight"),
            clearings={"9": {"marquise": 2}},
            vagabond={"clearing": 1, "items": ["boots", "torch", "hammer", "sword_d"]})
    assert g.pending.seat == V and g.pending.kind == "daylight"
    moves = {o for o in opts(g) if o.startswith("move")}
    # along paths only, never into a forest (F1, F2 border clearing 1)
    assert moves == {"move 5", "move 9", "move 10"}
    play(g, "move 9")  # an Indifferent Marquise rules 9: Nimble (9.2.3) lets him in
    assert vb(g).clearing == 8
    assert gear(g, V) == ["boots_x", "hammer", "sword_d", "torch"]
    assert not any(o.startswith("move") for o in menu(g))  # (a repair is still possible)


@pytest.mark.law("9.5.1", "9.2.10")
def test_9_5_1_from_a_forest_move_only_into_a_bordering_clearing() -> None:
    g = pos(turn=vturn("daylight"), vagabond={"forest": "F4", "items": ["boots", "boots"]})
    assert {o for o in opts(g) if o.startswith("move")} == {"move 4", "move 9", "move 12"}
    play(g, "move 12")
    assert vb(g).clearing == 11 and vb(g).forest == -1
    assert gear(g, V) == ["boots", "boots_x"]


@pytest.mark.law("9.5.1", "9.2.9")
def test_9_5_1_hostile_warriors_cost_an_extra_boots() -> None:
    spec = dict(turn=vturn("daylight"), clearings={"9": {"marquise": 1}, "10": {"eyrie": 2}})
    g = pos(**spec, vagabond={"clearing": 1, "items": ["boots", "torch"],
                              "relationships": {"marquise": "hostile"}})
    # one boots: not enough for 9 (Hostile warriors); 10 has only Indifferent warriors
    assert {o for o in opts(g) if o.startswith("move")} == {"move 5", "move 10"}
    g = pos(**spec, vagabond={"clearing": 1, "items": ["boots", "boots", "torch"],
                              "relationships": {"marquise": "hostile"}})
    assert "move 9" in opts(g)
    play(g, "move 9")
    assert vb(g).clearing == 8
    assert gear(g, V) == ["boots_x", "boots_x", "torch"]


@pytest.mark.law("9.5.1", "9.2.9")
def test_9_5_1_hostile_buildings_alone_cost_no_extra_boots() -> None:
    g = pos(turn=vturn("daylight"), clearings={"9": {"marquise": {"buildings": ["sawmill"]}}},
            vagabond={"clearing": 1, "items": ["boots"], "relationships": {"marquise": "hostile"}})
    play(g, "move 9")
    assert vb(g).clearing == 8 and gear(g, V) == ["boots_x"]


@pytest.mark.law("9.5.1")
def test_9_5_1_exhausted_or_damaged_boots_cannot_move() -> None:
    g = pos(turn=vturn("daylight"), vagabond={"clearing": 1, "items": ["boots_x", "boots_d", "torch", "hammer"]})
    assert not any(o.startswith("move") for o in menu(g))


# ---------------------------------------------------------------------------- 9.5.2 Battle
@pytest.mark.law("9.5.2")
def test_9_5_2_battle_exhausts_a_sword_against_an_enemy_in_his_clearing() -> None:
    g = pos(turn=vturn("daylight"),
            clearings={"9": {"marquise": 3, "eyrie": {"buildings": ["roost"]}}, "1": {"eyrie": 2}},
            vagabond={"clearing": 9, "items": ["sword", "sword", "boots"]}, dice=[3, 0])
    # only in his own clearing, against any player with pieces there
    assert {o for o in opts(g) if o.startswith("battle")} == {"battle 9 marquise", "battle 9 eyrie"}
    play(g, "battle 9 marquise")
    # rolled 3, capped at his 2 undamaged swords (9.2.6); the Marquise rolled 0
    assert warriors_at(g, 9, M) == 1
    assert gear(g, V) == ["boots", "sword", "sword_x"]
    # check the relationship: removing a warrior made the Marquise Hostile (9.2.9.III),
    # and the second warrior scores one point of Infamy (9.2.9.III.a)
    assert vb(g).rel["marquise"] == -1 and vb(g).rel["eyrie"] == 0
    assert vb(g).score == 1
    assert g.pending.seat == V and g.pending.kind == "daylight"


@pytest.mark.law("9.5.2")
def test_9_5_2_removing_only_a_building_keeps_the_relationship() -> None:
    # the Marquise has only a sawmill in 8: defenseless, so one extra hit (4.3.5.II)
    g = pos(turn=vturn("daylight"), clearings={"8": {"marquise": {"buildings": ["sawmill"]}}},
            vagabond={"clearing": 8, "items": ["sword", "boots"]}, dice=[0, 0])
    play(g, "battle 8 marquise")
    assert g.buildings[7] == ()
    assert vb(g).score == 1  # the building (3.2.1)
    assert vb(g).rel["marquise"] == 0  # no warrior removed: not Hostile (9.2.9.III)


@pytest.mark.law("9.5.2")
def test_9_5_2_no_battle_without_a_face_up_undamaged_sword() -> None:
    for items in (["sword_x", "boots"], ["sword_d", "boots"]):
        g = pos(turn=vturn("daylight"), clearings={"9": {"marquise": 3}},
                vagabond={"clearing": 9, "items": items})
        assert not any(o.startswith("battle") for o in menu(g))


@pytest.mark.law("9.5.2", "9.2.10")
def test_9_5_2_no_battle_from_a_forest() -> None:
    g = pos(turn=vturn("daylight"), clearings={"9": {"marquise": 3}, "12": {"eyrie": 2}},
            vagabond={"forest": "F4", "items": ["sword", "boots"]})
    assert not any(o.startswith("battle") for o in menu(g))


# ---------------------------------------------------------------------------- 9.5.3 Explore
@pytest.mark.law("9.5.3")
def test_9_5_3_explore_takes_the_item_scores_and_removes_the_empty_ruin() -> None:
    # only two ruins are left (the others were explored and removed, 9.5.3)
    g = pos(turn=vturn("daylight"), ruins=[6, 10], ruin_items={"6": ["hammer"], "10": ["sword"]},
            vagabond={"clearing": 6, "items": ["torch", "boots", "sword_d"]})
    assert "explore" in opts(g)
    assert not any(o.startswith("repair") for o in menu(g))  # no hammer yet
    play(g, "explore")
    assert gear(g, V) == ["boots", "hammer", "sword_d", "torch_x"]
    assert vb(g).score == 1
    assert (-1, "ruin") not in g.buildings[5] and g.ruin_items[5] == ()
    assert g.view(M)["ruins_with_items"] == [10]
    # the hammer arrived face up: it can be used at once
    assert "repair sword_d" in opts(g)
    assert "explore" not in menu(g)


@pytest.mark.law("9.5.3", "9.6.4")
def test_9_5_3_explored_bag_goes_face_up_on_its_track() -> None:
    # With the bag on its track his item limit is 8 (9.6.4): the 8 Satchel items are kept.
    items = ["torch", "sword", "sword", "boots", "boots", "hammer", "crossbow", "tea_x"]
    g = pos(turn=vturn("daylight"), ruin_items={"11": ["bag"]},
            vagabond={"clearing": 11, "items": items})
    play(g, "explore", "end")
    assert g.current != V  # Evening passed without asking to remove an item
    assert vb(g).lost == [] and len(vb(g).gear) == 9 and "bag" in vb(g).gear


@pytest.mark.law("9.5.3")
def test_9_5_3_ruin_with_another_item_stays() -> None:
    g = pos(turn=vturn("daylight"), ruins=[12], ruin_items={"12": ["sword", "boots"]},
            vagabond={"clearing": 12, "items": ["torch", "torch"]})
    play(g, "explore")
    assert vb(g).score == 1
    assert (-1, "ruin") in g.buildings[11] and len(g.ruin_items[11]) == 1
    got = [it for it in vb(g).gear if it in ("sword", "boots")]
    assert len(got) == 1 and sorted(got + list(g.ruin_items[11])) == ["boots", "sword"]


@pytest.mark.law("9.5.3")
def test_9_5_3_explore_needs_a_torch_and_a_ruin_in_his_clearing() -> None:
    cases = [({"clearing": 6, "items": ["torch_x", "torch_d", "boots"]}, "no face-up torch"),
             ({"clearing": 1, "items": ["torch", "boots"]}, "no ruin"),
             ({"forest": "F7", "items": ["torch", "boots"]}, "in a forest next to ruins 6 and 11")]
    for vspec, why in cases:
        g = pos(turn=vturn("daylight"), ruin_items={"6": ["hammer"], "11": ["bag"]}, vagabond=vspec)
        assert "explore" not in menu(g), why


# ---------------------------------------------------------------------------- 9.5.4 Aid
@pytest.mark.law("9.5.4", "9.2.9")
def test_9_5_4_aid_exhausts_an_item_gives_a_matching_card_and_takes_an_item() -> None:
    g = pos(turn=vturn("daylight"), clearings={"8": {"marquise": {"buildings": ["sawmill"]}, "eyrie": 2},
                                              "1": {"marquise": 1}},
            hands={"vagabond": ["Anvil", "Armorers", "Root Tea (mouse)"]},
            items={"marquise": ["crossbow"]},
            vagabond={"clearing": 8, "items": ["boots", "torch", "sword_x", "hammer_d"]})
    # a player with faction pieces in his fox clearing 8 (a sawmill is enough)
    assert {o for o in opts(g) if o.startswith("aid")} == {"aid marquise", "aid eyrie"}
    play(g, "aid marquise")
    # exhaust any face-up undamaged item
    assert g.pending.seat == V and opts(g) == {"exhaust boots", "exhaust torch"}
    play(g, "exhaust torch")
    # give a card matching the clearing (fox, or a bird)
    assert opts(g) == {"give Anvil", "give Armorers"}
    play(g, "give Anvil")
    assert hand(g, M) == ["Anvil"] and hand(g, V) == ["Armorers", "Root Tea (mouse)"]
    # then he may take an item from their Crafted Items box
    assert opts(g) == {"take crossbow", "take none"}
    play(g, "take crossbow")
    assert g.factions[M].items == []
    assert gear(g, V) == ["boots", "crossbow", "hammer_d", "sword_x", "torch_x"]
    # Indifferent -> first Allied space: +1 VP (9.2.9.I)
    assert vb(g).rel["marquise"] == 1 and vb(g).score == 1
    assert g.pending.kind == "daylight"


@pytest.mark.law("9.5.4")
def test_9_5_4_item_taken_may_be_declined() -> None:
    g = pos(turn=vturn("daylight"), clearings={"8": {"marquise": 1}},
            hands={"vagabond": ["Anvil"]}, items={"marquise": ["sword", "bag"]},
            vagabond={"clearing": 8, "items": ["boots"]})
    play(g, "aid marquise")  # one item: exhausted without asking
    # one card: the only option, still asked as the hand is hidden (1.2.1)
    assert g.pending.kind == "aid_give" and opts(g) == {"give Anvil"}
    play(g, "give Anvil")
    assert opts(g) == {"take sword", "take bag", "take none"}
    play(g, "take none")
    assert sorted(g.factions[M].items) == ["bag", "sword"]
    assert gear(g, V) == ["boots_x"] and hand(g, M) == ["Anvil"]


@pytest.mark.law("9.5.4", "9.2.9")
def test_9_5_4_aid_a_hostile_faction_takes_items_but_no_relationship() -> None:
    g = pos(turn=vturn("daylight"), clearings={"8": {"eyrie": 2}},
            hands={"vagabond": ["Armorers"]}, items={"eyrie": ["bag"]},
            vagabond={"clearing": 8, "items": ["boots", "sword"], "relationships": {"eyrie": "hostile"}})
    assert "aid eyrie" in opts(g)
    play(g, "aid eyrie", "exhaust sword")
    # one card: the only option, still asked as the hand is hidden (1.2.1)
    assert g.pending.kind == "aid_give" and opts(g) == {"give Armorers"}
    play(g, "give Armorers", "take bag")
    assert hand(g, E) == ["Armorers"]
    assert "bag" in vb(g).gear and g.factions[E].items == []
    assert vb(g).rel["eyrie"] == -1 and vb(g).score == 0


@pytest.mark.law("9.5.4")
def test_9_5_4_no_aid_without_matching_card_item_or_pieces_there() -> None:
    base: dict[str, Any] = dict(turn=vturn("daylight"), clearings={"8": {"marquise": 1}, "9": {"eyrie": 2}})
    # only a mouse card in fox clearing 8
    g = pos(**base, hands={"vagabond": ["Root Tea (mouse)"]}, vagabond={"clearing": 8, "items": ["boots"]})
    assert not any(o.startswith("aid") for o in menu(g))
    # no face-up undamaged item to exhaust
    g = pos(**base, hands={"vagabond": ["Anvil"]}, available=["Fox Dominance"],
            vagabond={"clearing": 8, "items": ["boots_x", "sword_d"]})
    assert "take \"Fox Dominance\"" in menu(g)
    assert not any(o.startswith("aid") for o in menu(g))
    # the Eyrie have no pieces in 8
    g = pos(**base, hands={"vagabond": ["Anvil"]}, vagabond={"clearing": 8, "items": ["boots"]})
    assert {o for o in opts(g) if o.startswith("aid")} == {"aid marquise"}
    # nobody to aid from a forest
    g = pos(**base, hands={"vagabond": ["Anvil", "Armorers"]}, vagabond={"forest": "F5", "items": ["boots"]})
    assert not any(o.startswith("aid") for o in menu(g))


@pytest.mark.law("9.5.4", "9.6.4")
def test_9_5_4_exhausting_the_tracked_bag_moves_it_to_the_satchel() -> None:
    # 9.5: an exhausted bag leaves its track, so it no longer raises the item limit and
    # counts as a Satchel item: 7 items against a limit of 6 at Evening.
    g = pos(turn=vturn("daylight"), clearings={"8": {"marquise": 1}},
            hands={"vagabond": ["Anvil"]},
            vagabond={"clearing": 8, "items": ["bag", "sword", "sword", "boots", "crossbow", "hammer", "torch"]})
    play(g, "aid marquise", "exhaust bag")
    assert g.pending.kind == "aid_give" and opts(g) == {"give Anvil"}  # asked: the hand is hidden
    play(g, "give Anvil", "end")
    assert g.pending.seat == V and g.pending.kind == "drop_item"
    assert "drop bag_x" in opts(g)


# ---------------------------------------------------------------------------- 9.5.5 Quest
QUESTS_FOX = ["Errand (fox)", "Repair a Shed (fox)", "Guard Duty (rabbit)"]


def quest_pos(**vextra: Any) -> Game:
    v = {"clearing": 1, "items": ["tea", "boots", "boots", "torch", "sword", "hammer_x"], "quests": QUESTS_FOX,
         "completed": ["Give a Speech (fox)", "Guard Duty (mouse)"]}
    v.update(vextra)
    return pos(turn=vturn("daylight"), vagabond=v)


@pytest.mark.law("9.5.5")
def test_9_5_5_quest_matching_the_clearing_with_both_items_face_up() -> None:
    g = quest_pos()
    # Errand (fox): tea + boots in fox clearing 1. Repair a Shed needs a face-up hammer,
    # Guard Duty (rabbit) a rabbit clearing.
    assert {o for o in opts(g) if o.startswith("quest")} == {'quest "Errand (fox)"'}
    play(g, 'quest "Errand (fox)"')
    assert gear(g, V) == ["boots", "boots_x", "hammer_x", "sword", "tea_x", "torch"]
    assert g.pending.seat == V and opts(g) == {"reward score", "reward draw"}


@pytest.mark.law("9.5.5")
def test_9_5_5_score_one_per_completed_quest_of_the_suit_including_this() -> None:
    g = quest_pos()
    play(g, 'quest "Errand (fox)"', "reward score")
    # Give a Speech (fox) and Errand (fox); Guard Duty (mouse) is another suit
    assert vb(g).score == 2
    b = board(g)
    assert sorted(b["completed_quests"]) == ["Errand (fox)", "Give a Speech (fox)", "Guard Duty (mouse)"]
    assert hand(g, V) == []
    assert g.pending.seat == V and g.pending.kind == "daylight"


@pytest.mark.law("9.5.5")
def test_9_5_5_or_draw_two_cards_then_a_new_quest_is_drawn() -> None:
    g = quest_pos()
    assert board(g)["quest_deck"] == 10  # 15 - 3 face up - 2 completed
    play(g, 'quest "Errand (fox)"', "reward draw")
    assert g.pending.seat == V and g.pending.kind == "daylight"
    assert vb(g).score == 0 and len(vb(g).hand) == 2
    b = board(g)
    assert len(b["quests"]) == 3 and b["quest_deck"] == 9
    assert {"Repair a Shed (fox)", "Guard Duty (rabbit)"} < set(b["quests"])
    new = (set(b["quests"]) - {"Repair a Shed (fox)", "Guard Duty (rabbit)"}).pop()
    assert new in ALL_QUESTS and new not in b["completed_quests"]


@pytest.mark.law("9.5.5")
def test_9_5_5_two_of_the_same_item_for_expel_bandits() -> None:
    g = pos(turn=vturn("daylight"),
            vagabond={"clearing": 3, "items": ["sword", "sword_x", "torch", "boots"],
                      "quests": ["Expel Bandits (rabbit)", "Escort (mouse)", "Errand (fox)"]})
    assert not any(o.startswith("quest") for o in menu(g))
    g = pos(turn=vturn("daylight"),
            vagabond={"clearing": 3, "items": ["sword", "sword", "torch", "boots"],
                      "quests": ["Expel Bandits (rabbit)", "Escort (mouse)", "Errand (fox)"]})
    play(g, 'quest "Expel Bandits (rabbit)"', "reward score")
    assert gear(g, V) == ["boots", "sword_x", "sword_x", "torch"] and vb(g).score == 1


@pytest.mark.law("9.5.5")
def test_9_5_5_damaged_items_cannot_be_exhausted_for_a_quest() -> None:
    g = quest_pos(items=["tea_d", "boots", "torch", "sword"])
    assert not any(o.startswith("quest") for o in menu(g))


@pytest.mark.law("9.5.5")
def test_9_5_5_no_quest_in_a_forest() -> None:
    g = quest_pos(clearing=None, forest="F2")
    assert not any(o.startswith("quest") for o in menu(g))


# ---------------------------------------------------------------------------- 9.5.6 Strike
@pytest.mark.law("9.5.6", "9.2.9")
def test_9_5_6_strike_removes_a_warrior_first() -> None:
    g = pos(turn=vturn("daylight"),
            clearings={"8": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}}, "1": {"eyrie": 1}},
            vagabond={"clearing": 8, "items": ["crossbow", "boots"]})
    assert {o for o in opts(g) if o.startswith("strike")} == {"strike marquise"}
    play(g, "strike marquise")
    assert warriors_at(g, 8, M) == 1 and (M, "sawmill") in g.buildings[7]
    assert gear(g, V) == ["boots", "crossbow_x"]
    assert vb(g).rel["marquise"] == -1  # removed a warrior of a non-Hostile faction
    assert vb(g).score == 0
    assert g.pending.kind == "daylight"


@pytest.mark.law("9.5.6", "3.2.1")
def test_9_5_6_no_warriors_strike_another_piece_and_score_it() -> None:
    g = pos(turn=vturn("daylight"),
            clearings={"8": {"marquise": {"buildings": ["sawmill"], "tokens": ["wood"]}}},
            vagabond={"clearing": 8, "items": ["crossbow", "boots"]})
    play(g, "strike marquise")
    assert g.pending.seat == V and opts(g) == {"remove sawmill", "remove wood"}
    play(g, "remove wood")
    assert g.tokens[7] == () and (M, "sawmill") in g.buildings[7]
    assert vb(g).score == 1  # an enemy token removed (3.2.1)
    assert vb(g).rel["marquise"] == 0  # no warrior removed: relationship unchanged


@pytest.mark.law("9.5.6", "9.2.9")
def test_9_5_6_strike_is_not_battle_no_infamy() -> None:
    g = pos(turn=vturn("daylight"), clearings={"8": {"marquise": 2}},
            vagabond={"clearing": 8, "items": ["crossbow"], "relationships": {"marquise": "hostile"}})
    play(g, "strike marquise")
    assert warriors_at(g, 8, M) == 1 and vb(g).score == 0


@pytest.mark.law("9.5.6")
def test_9_5_6_strike_needs_a_face_up_crossbow_in_a_clearing() -> None:
    for vspec in ({"clearing": 8, "items": ["crossbow_x", "crossbow_d", "boots"]},
                  {"forest": "F5", "items": ["crossbow", "boots"]}):
        g = pos(turn=vturn("daylight"), clearings={"8": {"marquise": 2}}, vagabond=vspec)
        assert not any(o.startswith("strike") for o in menu(g))


# ---------------------------------------------------------------------------- 9.5.7 Repair
@pytest.mark.law("9.5.7")
def test_9_5_7_repair_keeps_the_item_on_its_side() -> None:
    g = pos(turn=vturn("daylight"), vagabond={"clearing": 1, "items": ["hammer", "sword_d", "boots_d_x", "boots"]})
    assert {o for o in opts(g) if o.startswith("repair")} == {"repair sword_d", "repair boots_d_x"}
    play(g, "repair boots_d_x")
    assert gear(g, V) == ["boots", "boots_x", "hammer_x", "sword_d"]  # repaired, still face down
    assert not any(o.startswith("repair") for o in menu(g))


@pytest.mark.law("9.5.7")
def test_9_5_7_repair_in_a_forest() -> None:
    g = pos(turn=vturn("daylight"), vagabond={"forest": "F3", "items": ["hammer", "sword_d"]})
    play(g, "repair sword_d")
    assert gear(g, V) == ["hammer_x", "sword"]


@pytest.mark.law("9.5.7")
def test_9_5_7_no_repair_with_an_exhausted_or_damaged_hammer() -> None:
    for items in (["hammer_x", "sword_d", "boots"], ["hammer_d", "sword_d", "boots"]):
        g = pos(turn=vturn("daylight"), vagabond={"clearing": 1, "items": items})
        assert not any(o.startswith("repair") for o in menu(g))


@pytest.mark.law("9.5.7", "9.6.2")
def test_9_5_7_repaired_face_up_coins_move_to_their_track() -> None:
    # repaired face up, the coins sit on the track: Evening draws 1 + 1 (9.6.2)
    g = pos(turn=vturn("daylight"), vagabond={"clearing": 1, "items": ["hammer", "coins_d", "boots"]})
    play(g, "repair coins_d", "end")
    assert len(vb(g).hand) == 2


# ---------------------------------------------------------------------------- 9.5.8 Craft
@pytest.mark.law("9.5.8", "9.2.1")
def test_9_5_8_craft_one_hammer_per_icon_matching_his_clearing() -> None:
    g = pos(turn=vturn("daylight"),
            hands={"vagabond": ["Foxfolk Steel", "Anvil", "Armorers", "Root Tea (mouse)", "Bake Sale"]},
            vagabond={"clearing": 8, "items": ["hammer", "hammer", "boots"]})
    # fox clearing 8, two hammers: Foxfolk Steel (fox fox), Anvil (fox), Armorers (fox);
    # not Root Tea (mouse) nor Bake Sale (rabbit rabbit)
    assert {o for o in opts(g) if o.startswith("craft")} == {
        'craft "Foxfolk Steel"', "craft Anvil", "craft Armorers"}
    play(g, 'craft "Foxfolk Steel"')
    assert gear(g, V) == ["boots", "hammer_x", "hammer_x", "sword"]  # crafted sword face up
    assert vb(g).score == 2 and g.items["sword"] == 1
    assert not any(o.startswith("craft") for o in menu(g))


@pytest.mark.law("9.5.8")
def test_9_5_8_two_crafts_in_one_daylight() -> None:
    g = pos(turn=vturn("daylight"), hands={"vagabond": ["Armorers", "Crossbow (mouse)", "Sappers"]},
            vagabond={"clearing": 1, "items": ["hammer", "hammer"]})
    play(g, "craft Armorers", 'craft "Crossbow (mouse)"')
    assert labels(g, vb(g).play_area) == ["Armorers"]
    assert gear(g, V) == ["crossbow", "hammer_x", "hammer_x"] and vb(g).score == 1


@pytest.mark.law("9.5.8")
def test_9_5_8_any_suit_icons_take_hammers_in_any_clearing() -> None:
    # Royal Claim costs four '?' icons: four face-up hammers in mouse clearing 2
    for hammers, ok in ((3, False), (4, True)):
        g = pos(turn=vturn("daylight"), hands={"vagabond": ["Royal Claim"]},
                vagabond={"clearing": 2, "items": ["hammer"] * hammers + ["boots"]})
        assert ("craft \"Royal Claim\"" in opts(g)) is ok
    play(g, 'craft "Royal Claim"')
    assert labels(g, vb(g).play_area) == ["Royal Claim"]
    assert gear(g, V) == ["boots"] + ["hammer_x"] * 4


@pytest.mark.law("9.5.8")
def test_9_5_8_no_craft_from_a_forest() -> None:
    g = pos(turn=vturn("daylight"), hands={"vagabond": ["Anvil", "Armorers", "Royal Claim"]},
            vagabond={"forest": "F1", "items": ["hammer"] * 4 + ["boots"]})
    assert not any(o.startswith("craft") for o in menu(g))


@pytest.mark.law("9.5.8", "9.6.2")
def test_9_5_8_crafted_coins_go_on_their_track() -> None:
    g = pos(turn=vturn("daylight"), hands={"vagabond": ["Bake Sale"]},
            vagabond={"clearing": 5, "items": ["hammer", "hammer", "boots"]})
    play(g, "craft \"Bake Sale\"")
    assert vb(g).score == 3 and "coins" in vb(g).gear
    play(g, "end")
    assert len(vb(g).hand) == 2  # 1 + 1 face-up coins on the track


# ---------------------------------------------------------------------------- 9.5.9 special
@pytest.mark.law("9.5.9", "V.1.2")
def test_v_1_2_thief_steals_a_random_card_from_a_player_there() -> None:
    g = pos(turn=vturn("daylight"), clearings={"8": {"eyrie": 1}, "1": {"marquise": 1}},
            hands={"eyrie": ["Anvil", "Armorers"], "marquise": ["Sappers"]},
            vagabond={"character": "thief", "clearing": 8, "items": ["torch", "boots"]})
    assert {o for o in opts(g) if o.startswith("steal")} == {"steal eyrie"}
    play(g, "steal eyrie")
    assert len(vb(g).hand) == 1 and len(g.factions[E].hand) == 1
    assert sorted(hand(g, V) + hand(g, E)) == ["Anvil", "Armorers"]
    assert gear(g, V) == ["boots", "torch_x"]


@pytest.mark.law("9.5.9", "V.1.2")
def test_v_1_2_steal_needs_a_face_up_torch_in_a_clearing() -> None:
    for vspec in ({"character": "thief", "clearing": 8, "items": ["torch_x", "torch_d", "boots"]},
                  {"character": "thief", "forest": "F5", "items": ["torch", "boots"]}):
        g = pos(turn=vturn("daylight"), clearings={"8": {"eyrie": 1}},
                hands={"eyrie": ["Anvil"]}, vagabond=vspec)
        assert not any(o.startswith("steal") for o in menu(g))


@pytest.mark.law("9.5.9", "V.2.2")
def test_v_2_2_tinker_day_labor_takes_a_matching_discarded_card() -> None:
    g = pos(turn=vturn("daylight"), discard=["Anvil", "Armorers", "Root Tea (mouse)", "Bake Sale"],
            vagabond={"character": "tinker", "clearing": 8, "items": ["torch", "boots"]})
    # fox clearing: the fox card, and a bird card is always allowed
    assert {o for o in opts(g) if o.startswith("labor")} == {"labor Anvil", "labor Armorers"}
    play(g, "labor Anvil")
    assert hand(g, V) == ["Anvil"]
    assert labels(g, g.discard) == ["Armorers", "Bake Sale", "Root Tea (mouse)"]
    assert gear(g, V) == ["boots", "torch_x"]


@pytest.mark.law("V.2.2", "2.1.1")
def test_v_2_2_tinker_day_labor_in_a_forest_takes_only_a_bird_card() -> None:
    """"You can always take a bird card" (V.2.2): in a forest too, where no other card
    matches, having no clearing (ruling R573)."""
    g = pos(turn=vturn("daylight"), discard=["Anvil", "Armorers", "Bake Sale"],
            vagabond={"character": "tinker", "forest": "F5", "items": ["torch", "boots"]})
    assert {o for o in opts(g) if o.startswith("labor")} == {"labor Armorers"}
    reason, rules = g.why_not(g.parse("labor Anvil"))
    assert rules == ["V.2.2"] and "forest" in reason and "bird" in reason
    play(g, "labor Armorers")
    assert hand(g, V) == ["Armorers"] and gear(g, V) == ["boots", "torch_x"]


@pytest.mark.law("9.5.9", "V.1.2", "V.2.2", "V.3.2")
def test_9_5_9_each_character_has_only_its_own_special_action() -> None:
    spec: dict[str, Any] = dict(turn=vturn("daylight"), clearings={"8": {"eyrie": 1}},
                                hands={"eyrie": ["Sappers"]}, discard=["Anvil"])
    expected = {"thief": "steal", "tinker": "labor", "ranger": "hideout"}
    for ch, kind in expected.items():
        g = pos(**spec, vagabond={"character": ch, "clearing": 8, "items": ["torch", "sword_d"]})
        kinds = daylight_kinds(g)
        assert kind in kinds
        assert not ({"steal", "labor", "hideout"} - {kind}) & kinds


@pytest.mark.law("9.5.9", "V.3.2")
def test_v_3_2_ranger_hideout_repairs_three_then_daylight_ends() -> None:
    g = pos(turn=vturn("daylight"), deck_top=["Sappers"],
            vagabond={"character": "ranger", "clearing": 8,
                      "items": ["torch", "boots", "sword_d", "boots_d_x", "crossbow_d", "hammer_d"]})
    play(g, "hideout")
    assert g.pending.seat == V and g.pending.kind == "repair"
    assert opts(g) == {"repair sword_d", "repair boots_d_x", "repair crossbow_d", "repair hammer_d"}
    play(g, "repair sword_d", "repair boots_d_x", "repair crossbow_d")
    # three repairs, each keeping its side; the hammer stays damaged (a clearing: no rest)
    assert gear(g, V) == ["boots", "boots_x", "crossbow", "hammer_d", "sword", "torch_x"]
    # Daylight ended at once: the Evening draw happened and the turn passed on, although
    # face-up boots and sword were left
    assert hand(g, V) == ["Sappers"]
    assert g.current != V


# ============================================================================ 9.6 Evening
@pytest.mark.law("9.6.1")
def test_9_6_1_rest_in_a_forest_repairs_every_item_face_up() -> None:
    g = pos(turn=vturn("evening"),
            vagabond={"forest": "F1", "items": ["sword_d", "boots_d_x", "tea_d_x", "torch_x", "hammer"]})
    # damaged items are repaired and flipped face up; exhausted undamaged ones stay down
    assert gear(g, V) == ["boots", "hammer", "sword", "tea", "torch_x"]


@pytest.mark.law("9.6.1")
def test_9_6_1_no_rest_in_a_clearing() -> None:
    g = pos(turn=vturn("evening"), vagabond={"clearing": 1, "items": ["sword_d", "boots_d_x", "torch_x"]})
    assert gear(g, V) == ["boots_d_x", "sword_d", "torch_x"]


@pytest.mark.law("9.6.1", "9.6.2")
def test_9_6_1_rested_coins_go_on_the_track_before_drawing() -> None:
    g = pos(turn=vturn("evening"), vagabond={"forest": "F1", "items": ["coins_d", "coins_d_x"]})
    assert gear(g, V) == ["coins", "coins"]
    assert len(vb(g).hand) == 3  # 1 + 2 face-up coins


@pytest.mark.law("9.6.2")
def test_9_6_2_draw_one_plus_face_up_coins_on_the_track() -> None:
    g = pos(turn=vturn("evening"), vagabond={"clearing": 1, "items": ["coins", "coins", "coins_x", "coins_d"]})
    assert len(vb(g).hand) == 3  # 1 + 2; exhausted and damaged coins are not on the track


@pytest.mark.law("9.6.2")
def test_9_6_2_coin_track_holds_only_three() -> None:
    g = pos(turn=vturn("evening"), vagabond={"clearing": 1, "items": ["coins"] * 4})
    assert len(vb(g).hand) == 4


@pytest.mark.law("9.6.3")
def test_9_6_3_discard_down_to_five_after_drawing() -> None:
    g = pos(turn=vturn("evening"), deck_top=["Anvil"],
            hands={"vagabond": ["Armorers", "Sappers", "Bake Sale", "Investments", "Root Tea (fox)"]},
            vagabond={"clearing": 1, "items": ["boots"]})
    assert g.pending.seat == V and g.pending.kind == "discard"
    assert opts(g) == {"discard Anvil", "discard Armorers", "discard Sappers", 'discard "Bake Sale"',
                       "discard Investments", 'discard "Root Tea (fox)"'}
    play(g, "discard Sappers")
    assert hand(g, V) == ["Anvil", "Armorers", "Bake Sale", "Investments", "Root Tea (fox)"]
    assert labels(g, g.discard) == ["Sappers"]
    assert g.current != V


@pytest.mark.law("9.6.3")
def test_9_6_3_five_cards_are_kept() -> None:
    g = pos(turn=vturn("evening"), hands={"vagabond": ["Armorers", "Sappers", "Bake Sale", "Investments"]},
            vagabond={"clearing": 1, "items": ["boots"]})
    assert len(vb(g).hand) == 5 and g.current != V


@pytest.mark.law("9.6.4")
def test_9_6_4_remove_items_over_six_from_satchel_or_damaged_box() -> None:
    items = ["tea", "sword", "sword_d", "boots", "boots_x", "torch", "crossbow", "hammer"]
    g = pos(turn=vturn("evening"), vagabond={"clearing": 1, "items": items})
    # 7 items in the Satchel and Damaged box, limit 6; the tea on its track is not counted
    # and cannot be removed
    assert g.pending.seat == V and g.pending.kind == "drop_item"
    assert opts(g) == {"drop sword", "drop sword_d", "drop boots", "drop boots_x", "drop torch",
                       "drop crossbow", "drop hammer"}
    play(g, "drop sword_d")
    assert gear(g, V) == sorted(items[:2] + items[3:])
    assert vb(g).lost == ["sword"] and board(g)["removed_items"] == ["sword"]
    assert g.items == ITEM_SUPPLY  # removed from the game, not returned to the supply
    assert g.current != V


@pytest.mark.law("9.6.4")
def test_9_6_4_each_face_up_bag_on_its_track_adds_two() -> None:
    satchel = ["sword", "sword", "boots", "boots", "torch", "crossbow", "hammer", "tea_x", "coins_x", "torch_x"]
    g = pos(turn=vturn("evening"), vagabond={"clearing": 1, "items": ["bag", "bag"] + satchel})
    assert vb(g).lost == [] and g.current != V  # 10 items, limit 6 + 2 * 2


@pytest.mark.law("9.6.4")
def test_9_6_4_exhausted_bag_adds_nothing_and_counts_as_an_item() -> None:
    satchel = ["sword", "sword", "boots", "boots", "torch", "crossbow", "hammer"]
    g = pos(turn=vturn("evening"), vagabond={"clearing": 1, "items": ["bag_x"] + satchel})
    # 8 items against a limit of 6: two removals of his choice
    assert g.pending.kind == "drop_item" and "drop bag_x" in opts(g)
    play(g, "drop bag_x")
    assert g.pending.kind == "drop_item"
    play(g, "drop crossbow")
    assert g.current != V
    assert sorted(vb(g).lost) == ["bag", "crossbow"] and len(vb(g).gear) == 6
