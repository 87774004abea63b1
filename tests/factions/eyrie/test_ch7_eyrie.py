"""Law chapter 7: the Eyrie Dynasties (7.2.1-7.8.4).

Positions are two-player games on the Autumn map, Marquise in seat 0 and Eyrie in seat 1.
Autumn facts used below (components.md §5): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; slots 1/3/4 one,
11 three, the others two (6, 10, 11, 12 hold a ruin unless ``ruins`` says otherwise);
corners 1-3 and 2-4 are diagonally opposite; paths include 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
Eyrie tracks (components.md §3): roost VP by roosts on the map 0,1,2,3,4,4,5; draw bonuses
uncovered at the 3rd and 6th roost; 20 warriors, 7 roosts.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.rules.board import ruler
from woodland.testing import game_with, hand, labels, option_set as opts, options, play, warriors_at

M, E = 0, 1  # seats: Marquise, Eyrie
VIZIER = "Loyal Vizier"
LEADER_VIZIERS = {
    "builder": ("recruit", "move"),
    "charismatic": ("recruit", "battle"),
    "commander": ("move", "battle"),
    "despot": ("move", "build"),
}
ROOST_VP = [0, 1, 2, 3, 4, 4, 5]  # components.md §3, VP with k roosts on the map at index k-1


# ----------------------------------------------------------------------------- helpers
def pos(dice: list[int] | None = None, **spec: Any) -> Game:
    return game_with(["marquise", "eyrie"], dice=dice, **spec)


def roosts_at(g: Game) -> list[int]:
    return [c + 1 for c, bs in enumerate(g.buildings) if (E, "roost") in bs]


def decree(g: Game) -> dict[str, list[str]]:
    """The Decree as every player sees it (7.4.2: added cards are revealed)."""
    return g.view(M)["players"][E]["board"]["decree"]


def eyrie_turn(phase: str) -> dict[str, str]:
    return {"player": "eyrie", "phase": phase}


# ============================================================================ 7.2 abilities
@pytest.mark.law("7.2.1")
def test_7_2_1_roosts_are_the_eyrie_crafting_pieces() -> None:
    # Roosts in two fox clearings and one rabbit clearing; warriors alone in a mouse
    # clearing are no crafting piece.
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "5": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "7": {"eyrie": {"warriors": 3}}},
            hands={"eyrie": ["Foxfolk Steel", "Bake Sale", "Root Tea (fox)", "Armorers", "A Visit to Friends"]})
    assert g.pending.seat == E and g.pending.kind == "craft"
    # Foxfolk Steel (fox fox), Armorers (fox), A Visit to Friends (rabbit) can be paid;
    # Bake Sale (rabbit rabbit) needs two rabbit roosts, Root Tea (mouse) a mouse roost.
    assert opts(g) == {'craft "Foxfolk Steel"', "craft Armorers", 'craft "A Visit to Friends"', "resolve"}
    play(g, 'craft "Foxfolk Steel"')
    assert g.factions[E].items == ["sword"]
    # both fox roosts are now activated: Armorers can no longer be paid, the rabbit roost is free
    assert opts(g) == {'craft "A Visit to Friends"', "resolve"}
    assert roosts_at(g) == [1, 5, 8]  # activating does not remove the roosts


@pytest.mark.law("7.2.2")
def test_7_2_2_eyrie_rule_clearings_where_tied_for_most() -> None:
    g = pos(turn=eyrie_turn("birdsong"),
            clearings={"5": {"eyrie": 2, "marquise": 2},
                       "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]},
                             "marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                       "9": {"eyrie": 1, "marquise": 2},
                       "7": {"marquise": {"tokens": ["wood"]}}},
            hands={"eyrie": ["Anvil"]})
    assert ruler(g, 5 - 1) == E  # 2 warriors each
    assert ruler(g, 8 - 1) == E  # warrior + building each
    assert ruler(g, 9 - 1) == M  # Marquise has more
    assert ruler(g, 7 - 1) == -1  # no warriors or buildings at all (tokens do not count)
    assert ruler(g, 2 - 1) == -1  # empty: the Eyrie have no piece there


@pytest.mark.law("7.2.2", "7.5.2")
def test_7_2_2_tied_clearing_lets_the_eyrie_move_out() -> None:
    # Eyrie and Marquise tie in fox clearing 1; every neighbour (5, 9, 10) is Marquise's.
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": 2, "marquise": 2},
                       "5": {"marquise": 3}, "9": {"marquise": 3}, "10": {"marquise": 3}},
            eyrie={"leader": "despot", "decree": {"move": ["Anvil"]}})
    assert g.pending.seat == E and g.pending.kind == "move"
    # ruling the origin through Lords of the Forest allows every move out of it (no pass)
    assert opts(g) == {"move 1->5", "move 1->9", "move 1->10"}
    play(g, "move 1->9")
    assert opts(g) == {"x1", "x2"}
    play(g, "x2")
    assert warriors_at(g, 1, E) == 0 and warriors_at(g, 9, E) == 2


@pytest.mark.law("7.2.2", "7.5.2")
def test_7_2_2_tied_clearing_lets_the_eyrie_build() -> None:
    # rabbit clearings: 5 tied 1-1 (Eyrie rule), 4 Eyrie alone, 10 Marquise has more, 3 empty
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"5": {"eyrie": 1, "marquise": 1},
                       "4": {"eyrie": 1},
                       "10": {"eyrie": 1, "marquise": 2}},
            eyrie={"leader": "despot", "decree": {"build": ["Root Tea (rabbit)"]}})
    assert g.pending.seat == E and g.pending.kind == "decree_build"
    assert opts(g) == {"build 4", "build 5"}
    play(g, "build 5")
    assert roosts_at(g) == [5]


@pytest.mark.law("7.2.2")
def test_7_2_2_marquise_do_not_rule_a_clearing_tied_with_the_eyrie() -> None:
    # 5 is tied 2-2; the Marquise rule 12 alone; 1, 2 and 10 (next to 5) are empty
    g = pos(turn={"player": "marquise", "phase": "daylight"},
            clearings={"5": {"eyrie": 2, "marquise": 2}, "12": {"marquise": 1}})
    assert ruler(g, 5 - 1) == E
    play(g, "march")
    # no move out of 5: the Marquise rule neither 5 nor any clearing next to it
    assert g.pending.kind == "move"
    assert opts(g) == {"move 12->4", "move 12->7", "move 12->9", "move 12->10", "move 12->11", "pass"}


@pytest.mark.law("7.2.3")
def test_7_2_3_disdain_for_trade_items_score_one_point() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"4": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "5": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            hands={"eyrie": ["Protection Racket", "Anvil"]},
            scores={"eyrie": 4},
            eyrie={"leader": "despot"})
    coins = g.items["coins"]
    play(g, 'craft "Protection Racket"')  # lists 3 VP
    assert g.factions[E].score == 5
    assert g.factions[E].items == ["coins"]
    assert g.items["coins"] == coins - 1
    assert labels(g, g.discard) == ["Protection Racket"]


@pytest.mark.law("7.2.3", "7.8.1")
def test_7_8_1_builder_ignores_disdain_for_trade() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"4": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "5": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            hands={"eyrie": ["Protection Racket", "Anvil"]},
            scores={"eyrie": 4},
            eyrie={"leader": "builder"})
    play(g, 'craft "Protection Racket"')
    assert g.factions[E].score == 7  # the listed 3 VP
    assert g.factions[E].items == ["coins"]


# ============================================================================ 7.3 setup
def _setup_to_eyrie(keep: int, seed: int = 4) -> Game:
    g = Game.new({"factions": ["marquise", "eyrie"], "seating": "given"}, seed)
    play(g, f"keep {keep}")
    while g.pending.seat == M and g.pending.kind == "setup_building":
        play(g, options(g)[0])
    return g


@pytest.mark.law("7.3.1", "7.3.2", "7.3.5")
@pytest.mark.parametrize("keep,corner", [(1, 3), (2, 4), (3, 1), (4, 2)])
def test_7_3_2_roost_and_six_warriors_opposite_the_keep(keep: int, corner: int) -> None:
    g = _setup_to_eyrie(keep)
    f = g.factions[E]
    # the only corner diagonally opposite a starting corner is taken without asking
    assert roosts_at(g) == [corner]
    assert warriors_at(g, corner, E) == 6
    assert sum(warriors_at(g, c, E) for c in range(1, 13)) == 6
    assert f.supply == 20 - 6  # 7.3.1: a supply of 20 warriors
    assert f.bsupply["roost"] == 6  # 7.3.5: the 6 remaining roosts on the track
    assert g.view(M)["players"][E]["board"]["roosts_on_track"] == 6
    assert g.pending.seat == E and g.pending.kind == "setup_leader"


@pytest.mark.law("7.3.3", "7.3.4", "7.8.1", "7.8.2", "7.8.3", "7.8.4")
@pytest.mark.parametrize("leader", ["builder", "charismatic", "commander", "despot"])
def test_7_3_3_choose_leader_and_tuck_viziers(leader: str) -> None:
    g = _setup_to_eyrie(1)
    assert opts(g) == {"leader builder", "leader charismatic", "leader commander", "leader despot"}
    play(g, f"leader {leader}")
    f = g.factions[E]
    assert f.leader == leader
    assert sorted(f.leaders_up) == sorted(k for k in LEADER_VIZIERS if k != leader)
    want = {col: ([VIZIER] if col in LEADER_VIZIERS[leader] else []) for col in ("recruit", "move", "battle", "build")}
    assert decree(g) == want
    assert g.current == M and g.pending.seat == M  # setup over, the Marquise start


# ============================================================================ 7.4 Birdsong
@pytest.mark.law("7.4.1")
def test_7_4_1_emergency_orders_draw_with_an_empty_hand() -> None:
    g = pos(turn=eyrie_turn("birdsong"),
            clearings={"3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
            hands={"eyrie": []}, deck_top=["Anvil", "Sword"])
    assert hand(g, E) == ["Anvil"]
    assert g.deckdef.cards[g.deck[-1]].label == "Sword"
    assert g.pending.kind == "decree"
    assert opts(g) == {"decree Anvil recruit", "decree Anvil move", "decree Anvil battle", "decree Anvil build"}


@pytest.mark.law("7.4.1")
def test_7_4_1_no_emergency_draw_with_a_card_in_hand() -> None:
    g = pos(turn=eyrie_turn("birdsong"),
            clearings={"3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
            hands={"eyrie": ["Sword"]}, deck_top=["Anvil"])
    assert hand(g, E) == ["Sword"]
    assert opts(g) == {"decree Sword recruit", "decree Sword move", "decree Sword battle", "decree Sword build"}
    assert g.deckdef.cards[g.deck[-1]].label == "Anvil"


def _birdsong_hand(cards: list[str]) -> Game:
    return pos(turn=eyrie_turn("birdsong"),
               clearings={"3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
               hands={"eyrie": cards}, eyrie={"leader": "builder"})


def _adds(*cards: str) -> set[str]:
    return {f"decree {c} {col}" for c in cards for col in ("recruit", "move", "battle", "build")}


@pytest.mark.law("7.4.2")
def test_7_4_2_must_add_a_card_any_column() -> None:
    g = _birdsong_hand(["Anvil", "Ambush (bird)"])
    assert g.pending.seat == E and g.pending.kind == "decree"
    # no way to add nothing; every card may go to any column
    assert opts(g) == _adds("Anvil", '"Ambush (bird)"')


@pytest.mark.law("7.4.2")
def test_7_4_2_after_a_bird_only_non_birds_or_stop() -> None:
    g = _birdsong_hand(["Ambush (bird)", "Armorers", "Anvil", "Sword"])
    play(g, 'decree "Ambush (bird)" battle')
    assert g.pending.kind == "decree"
    assert opts(g) == _adds("Anvil", "Sword") | {"done"}
    play(g, "decree Sword build")
    # two cards added: Birdsong is over
    assert g.phase == "daylight"
    assert decree(g) == {"recruit": [VIZIER], "move": [VIZIER], "battle": ["Ambush (bird)"], "build": ["Sword"]}
    assert hand(g, E) == ["Anvil", "Armorers"]


@pytest.mark.law("7.4.2")
def test_7_4_2_after_a_non_bird_a_bird_may_follow() -> None:
    g = _birdsong_hand(["Ambush (bird)", "Armorers", "Anvil", "Sword"])
    play(g, "decree Anvil recruit")
    assert opts(g) == _adds('"Ambush (bird)"', "Armorers", "Sword") | {"done"}
    play(g, "decree Armorers recruit")  # a column holds any number of cards
    assert g.phase == "daylight"
    assert decree(g)["recruit"] == [VIZIER, "Anvil", "Armorers"]
    assert hand(g, E) == ["Ambush (bird)", "Sword"]


@pytest.mark.law("7.4.2")
def test_7_4_2_may_stop_after_one_card() -> None:
    g = _birdsong_hand(["Anvil", "Sword"])
    play(g, "decree Anvil move", "done")
    assert g.phase == "daylight"
    assert decree(g) == {"recruit": [VIZIER], "move": [VIZIER, "Anvil"], "battle": [], "build": []}
    assert hand(g, E) == ["Sword"]


@pytest.mark.law("7.4.2")
def test_7_4_2_only_bird_cards_allow_only_one() -> None:
    g = _birdsong_hand(["Ambush (bird)", "Armorers"])
    play(g, "decree Armorers build")
    # the second card would be a second bird: nothing more can be added - the Eyrie, who
    # still holds a card, is asked with "done" as the only option (its hand is hidden, 1.2.1)
    assert g.pending.seat == E and g.pending.kind == "decree"
    assert opts(g) == {"done"}
    play(g, "done")
    assert g.phase == "daylight"
    assert decree(g)["build"] == ["Armorers"]
    assert hand(g, E) == ["Ambush (bird)"]


def _new_roost_position(eyrie_roost: bool) -> Game:
    clearings: dict[str, Any] = {
        "1": {"marquise": {"tokens": ["keep"]}},            # 0 warriors, but the keep
        "4": {"marquise": {"buildings": ["sawmill"]}},      # 0 warriors, but its only slot is full
        "7": {"eyrie": 1},                                  # 1 warrior
        "9": {"marquise": 1},                               # 1 warrior
        "2": {"marquise": 2}, "3": {"eyrie": 2}, "5": {"marquise": 1, "eyrie": 1},
        "6": {"marquise": 2}, "8": {"eyrie": 3}, "10": {"marquise": 2},
        "11": {"marquise": 2}, "12": {"eyrie": 2},
    }
    if eyrie_roost:
        clearings["7"] = {"eyrie": {"warriors": 1, "buildings": ["roost"]}}
    # Smuggler's Trail (mouse cost) stays in hand: with a roost in a mouse clearing the
    # Eyrie stop at the Daylight craft step
    return pos(turn=eyrie_turn("birdsong"), clearings=clearings, hands={"eyrie": ["Anvil", "Smuggler's Trail"]})


@pytest.mark.law("7.4.3")
def test_7_4_3_new_roost_in_a_clearing_with_fewest_warriors() -> None:
    g = _new_roost_position(eyrie_roost=False)
    # Add to the Decree comes first
    assert g.pending.kind == "decree"
    play(g, "decree Anvil battle", "done")
    assert g.pending.seat == E and g.pending.kind == "new_roost"
    # 1 (keep) and 4 (no open slot) have no warriors but cannot take the pieces
    assert opts(g) == {"roost 7", "roost 9"}
    supply = g.factions[E].supply
    play(g, "roost 9")
    assert g.phase == "daylight" and g.pending.kind == "craft"
    assert roosts_at(g) == [9]
    assert warriors_at(g, 9, E) == 3 and warriors_at(g, 9, M) == 1
    assert g.factions[E].supply == supply - 3
    assert g.factions[E].bsupply["roost"] == 6


@pytest.mark.law("7.4.3")
def test_7_4_3_no_new_roost_while_one_is_on_the_map() -> None:
    g = _new_roost_position(eyrie_roost=True)
    supply = g.factions[E].supply
    play(g, "decree Anvil battle", "done")
    assert g.phase == "daylight" and g.pending.kind == "craft"
    assert roosts_at(g) == [7]
    assert g.factions[E].supply == supply


# ============================================================================ 7.5 Daylight
@pytest.mark.law("7.5.1", "7.2.1")
def test_7_5_1_craft_only_before_resolving_the_decree() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
                       "5": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
            hands={"eyrie": ["Anvil", "Crossbow (mouse)"]},
            eyrie={"leader": "builder", "decree": {"recruit": [VIZIER, "Ambush (fox)"], "move": [VIZIER]}})
    assert g.pending.kind == "craft"
    assert opts(g) == {"craft Anvil", 'craft "Crossbow (mouse)"', "resolve"}
    play(g, "resolve")
    assert g.pending.kind == "decree"
    assert not any(o.startswith("craft") for o in opts(g))
    assert hand(g, E) == ["Anvil", "Crossbow (mouse)"]


@pytest.mark.law("7.5.2")
def test_7_5_2_leftmost_column_first_cards_in_any_order() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
                       "5": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
                       "9": {"marquise": 1}},
            eyrie={"leader": "builder",
                   "decree": {"recruit": [VIZIER, "Anvil"], "move": [VIZIER], "battle": ["Sword"]}})
    # only the Recruit column's cards, either one first
    assert opts(g) == {"resolve recruit bird", "resolve recruit fox"}
    play(g, "resolve recruit fox")  # the only fox roost is in 1: placed there without asking
    assert warriors_at(g, 1, E) == 3
    assert g.pending.kind == "decree_recruit"  # the vizier: any roost
    assert opts(g) == {"recruit 1", "recruit 5"}
    play(g, "recruit 5")
    assert warriors_at(g, 5, E) == 3
    # then the Move column (a single vizier)
    assert g.pending.kind == "move"


@pytest.mark.law("7.5.2")
def test_7_5_2_recruit_in_a_matching_clearing_with_a_roost() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "5": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "12": {"eyrie": 2}},
            eyrie={"leader": "despot", "decree": {"recruit": ["Anvil"]}})
    assert g.pending.kind == "decree_recruit"
    assert opts(g) == {"recruit 1", "recruit 8"}  # fox clearings with a roost (not 12, no roost)
    supply = g.factions[E].supply
    play(g, "recruit 8")
    assert warriors_at(g, 8, E) == 2 and g.factions[E].supply == supply - 1


@pytest.mark.law("7.5.2")
def test_7_5_2_bird_card_recruits_at_any_roost() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "5": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            eyrie={"leader": "despot", "decree": {"recruit": ["Armorers"]}})
    assert opts(g) == {"recruit 1", "recruit 5", "recruit 8"}


@pytest.mark.law("7.5.2")
def test_7_5_2_recruit_without_matching_roost_is_turmoil() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "7": {"eyrie": 3}},
            eyrie={"leader": "despot", "decree": {"recruit": ["Root Tea (mouse)"]}})
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    assert warriors_at(g, 7, E) == 3 and warriors_at(g, 1, E) == 1


@pytest.mark.law("7.5.2")
def test_7_5_2_move_from_a_matching_clearing_at_least_one_warrior() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": 2}, "5": {"eyrie": 3}, "8": {"eyrie": 1}},
            eyrie={"leader": "despot", "decree": {"move": ["Anvil"]}})
    assert g.pending.kind == "move"
    # from fox clearings 1 and 8 only, and no pass
    assert opts(g) == {"move 1->5", "move 1->9", "move 1->10", "move 8->4", "move 8->7"}
    play(g, "move 8->7")
    assert warriors_at(g, 8, E) == 0 and warriors_at(g, 7, E) == 1


@pytest.mark.law("7.5.2")
def test_7_5_2_bird_card_moves_from_any_clearing() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": 1}, "3": {"eyrie": 1}},
            eyrie={"leader": "despot", "decree": {"move": ["Armorers"]}})
    assert opts(g) == {"move 1->5", "move 1->9", "move 1->10", "move 3->6", "move 3->7", "move 3->11"}


@pytest.mark.law("7.5.2")
def test_7_5_2_move_impossible_is_turmoil() -> None:
    # fox clearing 1 has Eyrie warriors, but the Marquise rule it and all its neighbours
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": 1, "marquise": 2},
                       "5": {"marquise": 1}, "9": {"marquise": 1}, "10": {"marquise": 1},
                       "3": {"eyrie": 2}},
            eyrie={"leader": "despot", "decree": {"move": ["Anvil"]}})
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    assert warriors_at(g, 1, E) == 1 and warriors_at(g, 3, E) == 2


@pytest.mark.law("7.5.2")
def test_7_5_2_battle_in_a_matching_clearing() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": 2, "marquise": 1},
                       "5": {"eyrie": 2, "marquise": 1},
                       "8": {"eyrie": 1, "marquise": {"buildings": ["sawmill"]}},
                       "12": {"marquise": 2}},
            eyrie={"leader": "despot", "decree": {"battle": ["Anvil"]}})
    assert g.pending.kind == "decree_battle"
    assert opts(g) == {"battle 1 marquise", "battle 8 marquise"}


@pytest.mark.law("7.5.2")
def test_7_5_2_battle_impossible_is_turmoil() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": 2}, "5": {"eyrie": 2, "marquise": 2}, "12": {"marquise": 2}},
            eyrie={"leader": "despot", "decree": {"battle": ["Anvil"]}})
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    assert warriors_at(g, 5, M) == 2 and warriors_at(g, 12, M) == 2


def _build_position(card: str) -> Game:
    return pos(turn=eyrie_turn("daylight"), ruins=[],
               clearings={"1": {"eyrie": 3, "marquise": {"warriors": 1, "buildings": ["sawmill"]}},  # no open slot
                          "6": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},  # has a roost
                          "8": {"eyrie": 1},
                          "12": {"eyrie": 1, "marquise": 2},  # not ruled
                          "5": {"eyrie": 2}},
               eyrie={"leader": "despot", "decree": {"build": [card]}})


@pytest.mark.law("7.5.2")
def test_7_5_2_bird_build_in_any_ruled_clearing_without_roost() -> None:
    g = _build_position("Armorers")
    assert g.pending.kind == "decree_build"
    assert opts(g) == {"build 5", "build 8"}
    play(g, "build 5")
    assert roosts_at(g) == [5, 6]


@pytest.mark.law("7.5.2")
def test_7_5_2_build_in_a_matching_clearing() -> None:
    g = _build_position("Anvil")
    # 8 is the only fox clearing fit for a roost: it is built there without asking
    assert roosts_at(g) == [6, 8]
    assert g.factions[E].leader == "despot"  # no turmoil


@pytest.mark.law("7.5.2")
def test_7_5_2_build_with_no_roost_left_is_turmoil() -> None:
    g = pos(turn=eyrie_turn("daylight"), ruins=[],
            clearings={str(c): {"eyrie": {"warriors": 1, "buildings": ["roost"]}} for c in (1, 2, 3, 4, 5, 6, 7)}
            | {"8": {"eyrie": 2}},
            eyrie={"leader": "despot", "decree": {"build": ["Anvil"]}})
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    assert len(roosts_at(g)) == 7


@pytest.mark.law("7.5.2")
def test_7_5_2_failing_card_mid_column_is_immediate_turmoil() -> None:
    # the bird move can be made; afterwards the fox move cannot
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"3": {"eyrie": 2}, "1": {"marquise": 3}},
            eyrie={"leader": "despot", "decree": {"move": [VIZIER, "Anvil"], "build": [VIZIER]}})
    assert opts(g) == {"resolve move bird", "resolve move fox"}
    play(g, "resolve move bird")
    assert opts(g) == {"move 3->6", "move 3->7", "move 3->11"}
    play(g, "move 3->7", "x2")
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    assert warriors_at(g, 7, E) == 2 and warriors_at(g, 3, E) == 0  # the move already made stands


# ============================================================================ 7.7 turmoil
def _turmoil_position(**extra: Any) -> Game:
    """Despot; the first Recruit card (mouse) has no mouse roost, so turmoil at once.
    Bird cards on the Decree: 2 viziers, Ambush (bird), Armorers = 4."""
    spec: dict[str, Any] = dict(
        turn=eyrie_turn("daylight"),
        clearings={"1": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
                   "5": {"eyrie": {"warriors": 2, "buildings": ["roost"]}, "marquise": 1}},
        hands={"eyrie": ["Sword"]},
        scores={"eyrie": 7},
        deck_top=["Bake Sale", "Investments"],
        eyrie={"leader": "despot",
               "decree": {"recruit": ["Root Tea (mouse)"], "move": [VIZIER, "Ambush (bird)"],
                          "battle": ["Armorers"], "build": [VIZIER, "Anvil"]}})
    spec.update(extra)
    g = pos(**spec)
    # The Eyrie holds a card, so its single-option steps are still asked (1.2.1): nothing
    # to craft, so it starts the Decree, whose first card is the mouse Recruit card.
    assert g.pending.seat == E and g.pending.kind == "craft" and options(g) == ["resolve"]
    play(g, "resolve")
    assert g.pending.kind == "decree" and options(g) == ["resolve recruit mouse"]
    play(g, "resolve recruit mouse")
    return g


@pytest.mark.law("7.7.1")
def test_7_7_1_humiliate_lose_a_point_per_bird_card() -> None:
    g = _turmoil_position()
    assert g.pending.kind == "new_leader"
    assert g.factions[E].score == 7 - 4


@pytest.mark.law("7.7.2")
def test_7_7_2_purge_discards_all_but_the_viziers() -> None:
    g = _turmoil_position()
    assert labels(g, g.discard) == ["Ambush (bird)", "Anvil", "Armorers", "Root Tea (mouse)"]
    assert decree(g) == {"recruit": [], "move": [], "battle": [], "build": []}
    assert hand(g, E) == ["Sword"]  # the hand is not purged


@pytest.mark.law("7.7.3")
def test_7_7_3_depose_choose_a_face_up_leader_and_retuck_viziers() -> None:
    g = _turmoil_position()
    f = g.factions[E]
    assert g.pending.seat == E
    assert opts(g) == {"leader builder", "leader charismatic", "leader commander"}
    play(g, "leader charismatic")
    assert f.leader == "charismatic"
    assert sorted(f.leaders_up) == ["builder", "commander"]  # the despot went face down
    assert decree(g) == {"recruit": [VIZIER], "move": [], "battle": [VIZIER], "build": []}


@pytest.mark.law("7.7.3")
def test_7_7_3_depose_only_face_up_leaders() -> None:
    g = _turmoil_position(eyrie={"leader": "despot", "leaders_face_up": ["commander", "builder"],
                                 "decree": {"recruit": ["Root Tea (mouse)"], "build": [VIZIER]}})
    assert opts(g) == {"leader builder", "leader commander"}
    play(g, "leader builder")
    assert g.factions[E].leaders_up == ["commander"]
    assert decree(g) == {"recruit": [VIZIER], "move": [VIZIER], "battle": [], "build": []}


@pytest.mark.law("7.7.3")
def test_7_7_3_i_a_new_clutch_when_no_leader_is_face_up() -> None:
    g = _turmoil_position(eyrie={"leader": "despot", "leaders_face_up": [],
                                 "decree": {"recruit": ["Root Tea (mouse)"], "build": [VIZIER]}})
    assert g.pending.kind == "new_leader"
    # all leaders are flipped face up (the deposed Despot among them)
    assert {"leader builder", "leader charismatic", "leader commander"} <= opts(g)
    play(g, "leader commander")
    assert g.factions[E].leader == "commander"
    assert "commander" not in g.factions[E].leaders_up
    assert {"builder", "charismatic"} <= set(g.factions[E].leaders_up)
    assert decree(g) == {"recruit": [], "move": [VIZIER], "battle": [VIZIER], "build": []}


@pytest.mark.law("7.7.4")
def test_7_7_4_rest_daylight_ends_and_evening_follows() -> None:
    g = _turmoil_position()
    play(g, "leader commander")
    f = g.factions[E]
    # the rest of the Decree was not resolved: the warriors did not move or battle
    assert warriors_at(g, 1, E) == 2 and warriors_at(g, 5, E) == 2 and warriors_at(g, 5, M) == 1
    # Evening: 2 roosts on the map score 1 (7.6.1), then draw 1 card (7.6.2)
    assert f.score == 7 - 4 + 1
    assert hand(g, E) == ["Bake Sale", "Sword"]
    # and the turn passes to the Marquise
    assert g.current == M


# ============================================================================ 7.6 Evening
_ROOST_SITES = (2, 5, 6, 7, 8, 9, 11)


def _evening(k: int, cards: list[str] | None = None, top: list[str] | None = None, score: int = 10) -> Game:
    clearings = {str(c): {"eyrie": {"warriors": 1, "buildings": ["roost"]}} for c in _ROOST_SITES[:k]}
    clearings["1"] = {"eyrie": 1}
    clearings["12"] = {"marquise": 2}  # so the Marquise's turn stops at their Daylight
    return pos(turn=eyrie_turn("evening"), ruins=[], clearings=clearings,
               hands={"eyrie": cards or []}, scores={"eyrie": score},
               deck_top=top or ["Bake Sale", "Investments", "Anvil", "Sword"])


@pytest.mark.law("7.6.1", "7.3.5")
@pytest.mark.parametrize("k", [0, 1, 2, 3, 4, 5, 6, 7])
def test_7_6_1_score_the_rightmost_empty_roost_space(k: int) -> None:
    g = _evening(k)
    assert g.factions[E].bsupply["roost"] == 7 - k
    expected = ROOST_VP[k - 1] if k else 0
    assert g.factions[E].score == 10 + expected
    assert g.current == M


@pytest.mark.law("7.6.2")
@pytest.mark.parametrize("k,draws", [(1, 1), (2, 1), (3, 2), (5, 2), (6, 3), (7, 3)])
def test_7_6_2_draw_one_plus_uncovered_draw_bonuses(k: int, draws: int) -> None:
    top = ["Bake Sale", "Investments", "Anvil", "Sword"]
    g = _evening(k, top=top)
    assert hand(g, E) == sorted(top[:draws])
    assert g.current == M


@pytest.mark.law("7.6.2")
def test_7_6_2_discard_down_to_five() -> None:
    g = _evening(6, cards=["Anvil", "Sword", "Bake Sale", "Investments"],
                 top=["Armorers", "Sappers", "Codebreakers"])
    assert g.pending.seat == E and g.pending.kind == "discard"
    assert opts(g) == {"discard Anvil", "discard Sword", 'discard "Bake Sale"',
                       "discard Investments", "discard Armorers", "discard Sappers", "discard Codebreakers"}
    play(g, "discard Anvil")
    assert g.pending.seat == E and g.pending.kind == "discard"
    play(g, "discard Sappers")
    assert hand(g, E) == ["Armorers", "Bake Sale", "Codebreakers", "Investments", "Sword"]
    assert labels(g, g.discard) == ["Anvil", "Sappers"]
    assert g.current == M


@pytest.mark.law("7.6.2")
def test_7_6_2_no_discard_at_five_cards() -> None:
    g = _evening(1, cards=["Anvil", "Sword", "Bake Sale", "Investments"], top=["Armorers"])
    assert hand(g, E) == ["Anvil", "Armorers", "Bake Sale", "Investments", "Sword"]
    assert g.discard == []
    assert g.current == M


# ============================================================================ 7.8 leaders
@pytest.mark.law("7.8.2")
def test_7_8_2_charismatic_recruits_two_warriors() -> None:
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                       "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            eyrie={"leader": "charismatic", "decree": {"recruit": [VIZIER]}})
    supply = g.factions[E].supply
    assert opts(g) == {"recruit 1", "recruit 8"}
    play(g, "recruit 8")
    assert warriors_at(g, 8, E) == 3 and warriors_at(g, 1, E) == 1
    assert g.factions[E].supply == supply - 2


@pytest.mark.law("7.8.2")
def test_7_8_2_charismatic_with_one_warrior_left_falls_into_turmoil() -> None:
    # 19 warriors on the map: one left in supply
    g = pos(turn=eyrie_turn("daylight"),
            clearings={"8": {"eyrie": {"warriors": 4, "buildings": ["roost"]}},
                       "2": {"eyrie": 5}, "5": {"eyrie": 5}, "9": {"eyrie": 5}},
            eyrie={"leader": "charismatic", "decree": {"recruit": [VIZIER]}})
    assert g.pending.seat == E and g.pending.kind == "new_leader"
    # 1.5.4: the one warrior that can be placed is placed
    assert warriors_at(g, 8, E) == 5 and g.factions[E].supply == 0


def _eyrie_battle(leader: str, eyrie: int, marquise: dict[str, Any], dice: list[int], score: int = 0) -> Game:
    """The Eyrie battle the Marquise in fox clearing 8 for a fox card of the Decree (a
    second fox clearing, 12, is a possible target too, so the battle is chosen and the
    scripted dice are rolled in it)."""
    g = pos(dice=dice, turn=eyrie_turn("daylight"),
            clearings={"8": {"eyrie": eyrie, "marquise": marquise},
                       "12": {"eyrie": 1, "marquise": 1}},
            scores={"eyrie": score},
            eyrie={"leader": leader, "decree": {"battle": ["Anvil"]}})
    assert opts(g) == {"battle 8 marquise", "battle 12 marquise"}
    play(g, "battle 8 marquise")
    return g


@pytest.mark.law("7.8.3")
def test_7_8_3_commander_deals_an_extra_hit_as_attacker() -> None:
    g = _eyrie_battle("commander", 3, {"warriors": 4}, [2, 1])
    # 2 rolled hits + 1 extra; the Marquise deal 1
    assert warriors_at(g, 8, M) == 4 - 3
    assert warriors_at(g, 8, E) == 3 - 1


@pytest.mark.law("7.8.3")
def test_7_8_3_other_leaders_deal_no_extra_hit() -> None:
    g = _eyrie_battle("charismatic", 3, {"warriors": 4}, [2, 1])
    assert warriors_at(g, 8, M) == 4 - 2
    assert warriors_at(g, 8, E) == 3 - 1


@pytest.mark.law("7.8.3")
def test_7_8_3_commander_extra_hit_is_not_limited_by_warriors() -> None:
    g = _eyrie_battle("commander", 1, {"warriors": 3}, [3, 0])
    assert warriors_at(g, 8, M) == 3 - 2  # rolled hits capped at 1 warrior, plus the extra hit


def _marquise_attacks(leader: str, eyrie: dict[str, Any], marquise: dict[str, Any], dice: list[int]) -> Game:
    g = pos(dice=dice, turn={"player": "marquise", "phase": "daylight"},
            clearings={"5": {"eyrie": eyrie, "marquise": marquise}},
            eyrie={"leader": leader})
    assert g.pending.seat == M
    assert "battle 5 eyrie" in opts(g)
    play(g, "battle 5 eyrie")
    return g


@pytest.mark.law("7.8.3")
def test_7_8_3_commander_no_extra_hit_as_defender() -> None:
    g = _marquise_attacks("commander", {"warriors": 3}, {"warriors": 3}, [2, 1])
    assert warriors_at(g, 5, E) == 3 - 2
    assert warriors_at(g, 5, M) == 3 - 1


@pytest.mark.law("7.8.4")
def test_7_8_4_despot_scores_one_extra_point_per_battle() -> None:
    g = _eyrie_battle("despot", 3, {"warriors": 1, "buildings": ["sawmill", "workshop"]}, [3, 0], score=2)
    # 3 hits: the warrior, then both buildings (the Marquise choose the order)
    assert g.pending.seat == M and g.pending.kind == "remove"
    assert opts(g) == {"remove sawmill", "remove workshop"}
    play(g, "remove workshop")
    assert g.buildings[8 - 1] == ()
    # 1 VP per building (3.2.1) + 1 for the Despot, once for the battle
    assert g.factions[E].score == 2 + 2 + 1


@pytest.mark.law("7.8.4")
def test_7_8_4_despot_token_removed_counts() -> None:
    g = _eyrie_battle("despot", 1, {"tokens": ["wood"]}, [1, 0])
    assert g.tokens[8 - 1] == ()
    assert g.factions[E].score == 1 + 1


@pytest.mark.law("7.8.4")
def test_7_8_4_despot_no_bonus_for_warriors_only() -> None:
    g = _eyrie_battle("despot", 3, {"warriors": 2}, [2, 0])
    assert warriors_at(g, 8, M) == 0
    assert g.factions[E].score == 0


@pytest.mark.law("7.8.4")
def test_7_8_4_other_leaders_score_only_the_building() -> None:
    g = _eyrie_battle("commander", 2, {"buildings": ["sawmill"]}, [0, 0])
    # defenseless: 1 extra hit + Commander's extra hit; the sawmill is removed
    assert g.buildings[8 - 1] == ()
    assert g.factions[E].score == 1


@pytest.mark.law("7.8.4")
def test_7_8_4_despot_bonus_as_defender() -> None:
    g = _marquise_attacks("despot", {"warriors": 2}, {"warriors": 1, "buildings": ["sawmill"]}, [2, 2])
    # the Marquise deal min(2, 1) = 1; the Eyrie deal 2: the warrior and the sawmill
    assert warriors_at(g, 5, M) == 0 and g.buildings[5 - 1] == ()
    assert g.factions[E].score == 1 + 1


@pytest.mark.law("7.5.2")
def test_7_5_2_a_resolved_decree_is_not_resolved_again() -> None:
    from woodland import explain
    from woodland.testing import position

    g = play(position({
        "factions": ["marquise", "eyrie"], "turn": {"player": "eyrie", "phase": "daylight"},
        "clearings": {"8": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}, "7": {"marquise": 1}},
        "hands": {"eyrie": ["Fox Dominance"]}, "scores": {"eyrie": 10}, "eyrie": {"leader": "commander"}},
        dice=[1, 0]), "resolve", "resolve move bird", "move 8->7", "x2", "resolve battle bird")
    assert g.pending is not None and g.pending.kind == "daylight_end"
    e = explain(g, "resolve move fox")
    assert e.legal is False and e.rules == ["7.5.2"]
    assert "the Decree is resolved" in e.reason and "the  column" not in e.reason
