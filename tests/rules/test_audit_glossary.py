"""Audit of the Glossary (Law appendix G): each term applied the same way by every faction,
card and hireling that uses it, checked through what a player sees (legal actions, the
oracle's reasons, the board).

Autumn map (components.md §5): suits fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; paths
1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game, explain
from woodland.testing import buildings_at, game_with, options_starting, play, position, warriors_at

M = 0


def with_knaves(factions: list[str], player: str, phase: str, clearings: dict[str, Any],
                captains: dict[str, int | None], **extra: Any) -> Game:
    """A position with the Knaves in it (the Thief acting)."""
    spec: dict[str, Any] = {"factions": factions, "ruins": [], "turn": {"player": player, "phase": phase},
                            "clearings": clearings, "hands": {k: [] for k in factions},
                            "knaves": {"captains": captains, "acting": "thief"}, **extra}
    return position(spec)


# ============================================================================= G.23 replace
@pytest.mark.law("G.23", "18.2.5", "10.4.3")
def test_G_23_the_lizard_cult_cannot_convert_a_knaves_captain() -> None:
    # fox Outcast: the Thief alone in fox clearing 1 cannot be replaced (18.2.5); the Skunk
    # beside the Tinker in fox clearing 8 can.
    g = with_knaves(["lizard", "knaves", "marquise"], "lizard", "birdsong",
                    {"1": {"knaves": 1, "lizard": 1}, "8": {"knaves": 2, "lizard": 1}},
                    {"thief": 1, "tinker": 8, "ranger": None},
                    lizard={"outcast": "fox", "acolytes": 2})
    assert options_starting(g, "convert") == {"convert 8 knaves"}
    e = explain(g, "convert 1 knaves")
    assert not e.legal and e.rules == ["10.4.3", "18.2.5"]
    play(g, "convert 8 knaves")
    assert warriors_at(g, 8, 1) == 1 and warriors_at(g, 8, 0) == 2
    assert g.factions[1].captains_in(7) == ["tinker"]


@pytest.mark.law("G.23", "18.2.5", "H.2.4")
def test_G_23_the_sunny_advocates_cannot_replace_a_knaves_captain() -> None:
    # rabbit clearings 5 (the Thief alone) and 10 (the Tinker and a Skunk) hold Advocates:
    # only the Skunk is replaced with a Marquise warrior.
    g = with_knaves(["marquise", "knaves", "eyrie"], "marquise", "daylight",
                    {"5": {"knaves": 1}, "10": {"knaves": 2}, "12": {"marquise": 1}},
                    {"thief": 5, "tinker": 10, "ranger": None},
                    hirelings={"cards": {"sunny_advocates": {"controller": "marquise", "control": 3,
                                                             "warriors": {"5": 1, "10": 1}}}})
    play(g, "advocates", "advocate_suit rabbit")
    assert warriors_at(g, 5, 1) == 1 and warriors_at(g, 5, M) == 0
    assert warriors_at(g, 10, 1) == 1 and warriors_at(g, 10, M) == 1
    assert g.factions[1].captains_in(4) == ["thief"] and g.factions[1].captains_in(9) == ["tinker"]


# ============================================================================= G.24 remove
@pytest.mark.law("G.24", "14.2.2", "H.2.3")
def test_G_24_the_flame_bearers_burn_a_stronghold_where_the_warlord_stands_alone() -> None:
    # "One enemy piece per Bearer, warriors first": the warlord, alone in Hill (1) with a
    # stronghold, cannot be removed outside battle (14.2.2), so the Bearer burns the
    # stronghold (the Bearers' controller scores nothing, H.3.6).
    g = game_with(["marquise", "hundreds"], player="marquise", phase="birdsong", empty_hands=True, ruins=[],
                  hundreds={"warlord": 1},
                  clearings={"1": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}, "12": {"marquise": 1}},
                  hirelings={"cards": {"flame_bearers": {"controller": "marquise", "control": 3,
                                                          "warriors": {"1": 1}}}})
    assert warriors_at(g, 1, 1) == 1 and buildings_at(g, 1, 1) == []
    assert g.factions[1].public_board(g)["warlord"] == 1
