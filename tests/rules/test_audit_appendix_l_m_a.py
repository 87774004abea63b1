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
from woodland.testing import asked, no_ambush, option_set, play, position, warriors_at

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
