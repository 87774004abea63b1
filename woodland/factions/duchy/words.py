"""The Underground Duchy in words for the terminal (ch. 12): its board and its actions."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords

#: the Duchy's actions: how many words the text needs, and what it does
GLOSSES = {"surface": (1, "surfaces in {0}: two warriors and a tunnel, two warriors next to it, Law 12.3.3"),
           "dig": (1, "digs a tunnel in {0}, Law 12.5.1.V"),
           "tunnel": (1, "removes the tunnel in {0} to dig a new one, Law 12.2.4"),
           "reveal": (1, "reveals {0}"),
           "minister": (1, "the {0} acts, Law 12.5.2"),
           "sway": (1, "sways the {0}, Law 12.5.3")}


class Words(FactionWords):
    legend = "the Burrow = the clearing numbered after the map's own, off the map, next to every tunnel (12.2.2)"

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """The Burrow, tunnels, buildings (with the Birdsong warriors and Evening draw they
        give), ministers, crowns and revealed cards."""
        b, d = board, self.data
        per = dict(d.get("buildings") or {})
        left = dict(b.get("buildings_on_track") or {})
        citadels = per.get("citadel", 3) - left.get("citadel", 0)
        markets = per.get("market", 3) - left.get("market", 0)
        recruit = list(d.get("birdsong_recruit") or [])
        draw = list(d.get("evening_draw") or [])
        parts = [f"Burrow ({b.get('burrow_clearing', '?')}) {b.get('burrow', 0)}w",
                 f"tunnels in supply {b.get('tunnels_in_supply', '?')}",
                 f"citadels {citadels} (Birdsong +{recruit[citadels] if citadels < len(recruit) else '?'}w)",
                 f"markets {markets} (Evening draws {draw[markets] if markets < len(draw) else '?'})",
                 "swayed: " + (", ".join(b.get("swayed") or []) or "—"),
                 "crowns " + ", ".join(f"{r} {n}" for r, n in (b.get("crowns") or {}).items())]
        if b.get("revealed"):
            parts.append("revealed this turn: " + ", ".join(b["revealed"]))  # 12.6.1
        return "; ".join(parts)

    def gloss(self, kind: str, args: list[str]) -> str:
        if kind in GLOSSES and len(args) >= GLOSSES[kind][0]:
            if kind in ("minister", "sway"):  # the minister's name, as printed (12.5.2)
                names = {m["key"]: m["name"] for m in self.data.get("ministers", [])}
                args = [names.get(str(args[0]), str(args[0]))] + list(args[1:])
            return GLOSSES[kind][1].format(*args)
        return ""
