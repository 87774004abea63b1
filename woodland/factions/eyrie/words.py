"""The Eyrie's board in words for the terminal (ch. 7)."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords


class Words(FactionWords):
    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """The leader, the roosts on the map with what Evening scores (7.6.2), the Decree."""
        b, d = board, self.data
        dec = b.get("decree") or {}
        cols = "; ".join(f"{col}: {', '.join(cards) if cards else '—'}" for col, cards in dec.items())
        left = b.get("roosts_on_track", 0)
        on_map = d.get("roosts", 7) - left
        vp = (d.get("roost_vp") or [0])[max(0, on_map - 1)] if on_map else 0
        leader = b.get("leader") or "none"
        up = ", ".join(b.get("leaders_face_up", []))
        return (f"leader {leader} (face up: {up or 'none'}); roosts on the map {on_map} "
                f"(Evening scores {vp}); Decree — {cols}")
