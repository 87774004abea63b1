"""The Lord of the Hundreds in words for the terminal (ch. 14): its board and its actions."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords

#: the Hundreds' actions: how many words the text needs, and what it does
GLOSSES = {"garrison": (1, "garrisons {0}: the warlord, four warriors and a stronghold, Law 14.3.2"),
           "loot": (2, "battles the {1} in {0} to loot them, Law 14.2.5"),
           "hoard": (1, "takes the {0} into the Hoard (no points), Law 14.2.3"),
           "scrap": (1, "removes a {0} from the game, Law 14.2.3-14.2.4"),
           "mob": (1, "a mob in {0}, Law 14.4.1"),
           "anoint": (1, "anoints the warlord in {0}, Law 14.4.3"),
           "mood": (1, "is {0} this turn, Law 14.4.4"),
           "lavish": (1, "removes a {0} for two warriors (Lavish), Law 14.7.4"),
           "lead": (0, "the warlord goes with them, Law 14.2.2"),
           "hold": (0, "the warlord stays, Law 14.2.2"),
           "incite": (2, "incites a mob in {1}, Law 14.6.1"),
           "roll": (0, "rolls the mob die (Jubilant), Law 14.7.3"),
           "bitter": (1, "removes the mob in {0} for a warrior at the warlord (Bitter), Law 14.7.1")}


class Words(FactionWords):
    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Warlord, mood, Hoard tracks with Command and Prowess, pieces in supply."""
        b = board
        parts = [f"warlord in {b.get('warlord') or 'supply'}", f"mood {b.get('mood') or '—'}",
                 f"Command {b.get('command', 1)} [{', '.join(b.get('command_track') or []) or '—'}]",
                 f"Prowess {b.get('prowess', 1)} [{', '.join(b.get('prowess_track') or []) or '—'}]",
                 f"strongholds in supply {b.get('strongholds_in_supply', '?')}",
                 f"mobs in supply {b.get('mobs_in_supply', '?')}"]
        if b.get("lost_items"):
            parts.append("removed: " + ", ".join(b["lost_items"]))
        if b.get("looting"):
            parts.append(f"looting the {b['looting']}")
        return "; ".join(parts)

    def gloss(self, kind: str, args: list[str]) -> str:
        if kind in GLOSSES and len(args) >= GLOSSES[kind][0]:
            return GLOSSES[kind][1].format(*args)
        return ""
