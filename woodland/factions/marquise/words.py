"""The Marquise's board in words for the terminal (ch. 6)."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords, track_next


class Words(FactionWords):
    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """The keep, the wood in supply and each building track with its next cost (6.5.4)."""
        b = board
        parts = [f"keep in {b['keep']}" if b.get("keep") else "keep not on the map",
                 f"wood in supply {b.get('wood_in_supply', '?')}"]
        for kind, left in (b.get("buildings_on_track") or {}).items():
            spec = (self.data.get("buildings") or {}).get(kind, {})
            total = spec.get("count", 6)
            placed = total - left
            nxt = track_next(spec.get("cost", []), placed)
            if nxt is None:
                parts.append(f"{kind}s: none left")
            else:
                vp = track_next(spec.get("vp", []), placed)
                parts.append(f"{kind}s: {left} left (next costs {nxt} wood, scores {vp})")
        return "; ".join(parts)
