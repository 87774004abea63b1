"""The Eyrie's board in words for the terminal (ch. 7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.factions import FactionWords
from woodland.factions.eyrie import TurmoilEvent

if TYPE_CHECKING:
    from woodland.core.game import Game


class Words(FactionWords):
    tells = frozenset({"turmoil"})

    def tell(self, g: Game, ev: tuple[Any, ...]) -> list[str]:
        """Turmoil (7.7): told before its steps, which follow (points lost, the new leader)."""
        if isinstance(ev, TurmoilEvent):
            return ["falls into turmoil: loses a point per bird card in the Decree, discards the Decree, "
                    "chooses a new leader; Daylight ends"]
        return []

    def begins(self, g: Game, ev: tuple[Any, ...]) -> tuple[int, str] | None:
        return (ev.seat, "Turmoil (Law 7.7)") if isinstance(ev, TurmoilEvent) else None

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
