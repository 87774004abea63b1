"""Audit of appendix L (Landmarks), M (Maps) and A (Advanced Setup): each landmark with
factions whose pieces behave unusually (the Knaves' Captains, the Hundreds' warlord, the
Vagabond's pawn), the maps' rules and the Advanced Setup's steps, checked through what a
player sees.

Autumn map (components.md §5): suits fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; paths
1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.testing import asked, game_with, hand, no_ambush, option_set, play, position, warriors_at

M, K = 0, 1


def knaves_battle(mouse: dict[str, Any], captains: dict[str, int | None], **extra: Any) -> Game:
    """The Marquise (seat 0) battles the Knaves (seat 1) in Dune (9, mouse), Mousehold in
    Quarry (2); the attacker rolls 2, the defender 0."""
    spec: dict[str, Any] = {"factions": ["marquise", "knaves", "eyrie"], "ruins": [],
                            "turn": {"player": "marquise", "phase": "daylight"},
                            "clearings": {"9": {"marquise": 3, **mouse}}, "landmarks": {"mousehold": 2},
                            "hands": {"marquise": [], "knaves": [], "eyrie": []},
                            "knaves": {"captains": captains, "acting": "thief"}, **extra}
    g = position(spec, dice=[2, 0])
    play(g, "battle 9 knaves")
    no_ambush(g)
    return g


# ============================================================================= L Mousehold
@pytest.mark.law("L", "18.2.5", "G.20")
def test_mousehold_places_no_skunk_for_a_captain_removed_in_battle() -> None:
    # The Thief alone in Dune is hit and leaves the map; Captains "cannot be placed except in
    # setup and with Ready" (18.2.5), so Mousehold has nothing to place: no question.
    g = knaves_battle({"knaves": 1}, {"thief": 9, "tinker": None, "ranger": None})
    assert g.factions[K].captains_in(8) == [] and warriors_at(g, 9, K) == 0
    assert g.pending is None or g.pending.kind != "mousehold"
    assert warriors_at(g, 2, K) == 0


@pytest.mark.law("L", "18.2.5", "G.20")
def test_mousehold_places_only_the_skunk_removed_beside_a_captain() -> None:
    # A Skunk and the Thief in Dune both fall: only the Skunk may be placed at Mousehold.
    g = knaves_battle({"knaves": 2}, {"thief": 9, "tinker": None, "ranger": None})
    assert warriors_at(g, 9, K) == 0
    assert asked(g) == (K, "mousehold") and option_set(g) == {"mousehold", "pass"}
    play(g, "mousehold")
    assert warriors_at(g, 2, K) == 1 and g.factions[K].captains_in(1) == []


# ============================================================================= M.3.5 the Ferry
LAKE: dict[str, Any] = {"map": "lake", "suits": "suggested", "ruins": []}  # coastal: 6 Shoal, 7 Bay, 9 Marsh, 12 Gulf


@pytest.mark.law("M.3.5", "L")
@pytest.mark.parametrize("take", ["ferry", "pass"])
def test_m_3_5_a_hidden_warrens_move_from_the_ferry_crosses_with_it_only_if_the_mover_chooses(take: str) -> None:
    # Bay (7) and Marsh (9) are rabbit coastal clearings with no path between them; the
    # Ferry is in Bay. Hidden Warrens moves "ignoring rule and paths", so the move needs no
    # Ferry: the Marquise chooses whether the Ferry goes along (and she draws), ruling R592.
    g = game_with(["marquise", "eyrie"], player="marquise", phase="birdsong", **LAKE, deck="squires",
                  hands={"marquise": [], "eyrie": []}, landmarks={"ferry": 7}, deck_top=["Anvil"],
                  clearings={"7": {"marquise": 2}, "8": {"eyrie": 1}}, crafted={"marquise": ["Hidden Warrens"]})
    play(g, 'use "Hidden Warrens" 7 9', "x2")
    assert warriors_at(g, 9, M) == 2
    assert asked(g) == (M, "ferry") and option_set(g) == {"ferry", "pass"}
    play(g, take)
    if take == "ferry":
        assert g.landmarks == {"ferry": 8} and hand(g, M) == ["Anvil", "Hidden Warrens"]
    else:
        assert g.landmarks == {"ferry": 6} and hand(g, M) == ["Hidden Warrens"]


@pytest.mark.law("M.3.5", "L")
def test_m_3_5_a_foxburrow_link_from_the_ferry_crosses_with_it_only_if_the_mover_chooses() -> None:
    # Foxburrow in Bay (7) links it to every fox clearing, Gulf (12, the Ferry's) among them:
    # a move 12->7 is possible without the Ferry, so the mover is asked (R592, as R141).
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", **LAKE, deck_top=["Anvil"],
                  hands={"marquise": [], "eyrie": []}, landmarks={"ferry": 12, "foxburrow": 7},
                  clearings={"12": {"marquise": 2, "eyrie": 1}, "7": {"marquise": 1}})
    play(g, "march", "move 12->7", "x1")
    assert asked(g) == (M, "ferry")
    play(g, "pass")
    assert g.landmarks["ferry"] == 11 and hand(g, M) == []


# ============================================================================= L.1.2 ownership
@pytest.mark.law("L.1.2", "14.6.2")
@pytest.mark.parametrize("landmarks", [{}, {"mousehold": 5}])
def test_l_1_2_a_landmark_is_no_enemy_piece_for_oppress(landmarks: dict[str, int]) -> None:
    # The Hundreds rule 1, 2 and 5 alone: three oppressed clearings, two points (14.6.2),
    # whether or not Mousehold stands in 5 (L.1.2: landmarks are owned by no one).
    g = game_with(["hundreds", "marquise", "eyrie"], player="hundreds", phase="evening", empty_hands=True,
                  ruins=[], hundreds={"warlord": 1}, landmarks=landmarks,
                  clearings={"1": {"hundreds": 1}, "2": {"hundreds": 1}, "5": {"hundreds": 1}})
    assert g.factions[0].score == 2
