"""Shared fixtures. Rules tests build positions with woodland.testing.position and mark
the Law rule they check with @pytest.mark.law("x.y.z")."""

from __future__ import annotations

import pytest

import woodland  # noqa: F401  (registers factions, rules and cards)


@pytest.fixture
def two_player_setup() -> dict:
    return {"map": "autumn", "factions": ["marquise", "eyrie"], "seating": "given"}
