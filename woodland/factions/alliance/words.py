"""The Alliance's board in words for the terminal (ch. 8)."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords, track_next


class Words(FactionWords):
    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Supporters, officers, the Sympathy track's next cost (8.5.2) and the bases not built."""
        b, d = board, self.data
        left = b.get("sympathy_on_track", 0)
        placed = d.get("sympathy", 10) - left
        cost = track_next(d.get("sympathy_cost", []), placed)
        vp = track_next(d.get("sympathy_vp", []), placed)
        then = f"next costs {cost} supporter(s), scores {vp}" if cost is not None else "all placed"
        bases = ", ".join(b.get("bases_on_board", [])) or "none"
        return (f"supporters {b.get('supporters', 0)}; officers {b.get('officers', 0)}; "
                f"sympathy left {left} ({then}); bases not yet built: {bases}")
