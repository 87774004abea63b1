"""Helpers shared by the Vagabond's tests (Law ch. 9 and appendix V)."""

from __future__ import annotations

from woodland import Game


def gear(g: Game, seat: int) -> list[str]:
    """The items on the Vagabond's board in ``seat`` (satchel and tracks, ``_x`` if exhausted), sorted."""
    return sorted(g.factions[seat].gear)
