"""The Keepers in Iron in words for the terminal (ch. 15): relics, waystations, Retinue."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords

#: the Keepers' actions: how many words the text needs, and what it says
GLOSSES = {"encamp": (3, "a waystation in {0} showing {1}, Law 15.4.1"),
           "decamp": (3, "replaces the {1}/{2} waystation in {0} with a warrior, Law 15.4.2"),
           "recruit_at": (2, "spends {1} for two warriors at the waystation in {0}, Law 15.4.3"),
           "retinue": (1, "acts with {0} of the Retinue, Law 15.5.2"),
           "retainer": (0, "acts with a Faithful Retainer, Law 15.5.2"),
           "delve": (3, "delves the {2} of forest {1} into {0}, Law 15.5.2.II"),
           "recover": (2, "recovers the {1} in {0}, Law 15.5.2.III"),
           "tuck": (2, "tucks {0} into the {1} column, Law 15.6.2"),
           "shift": (3, "shifts {0} from the {1} to the {2} column, Law 15.6.2"),
           "shift_retainer": (2, "shifts a Faithful Retainer from {0} to {1}, Law 15.6.2"),
           "carry": (1, "carries the {0} along, Law 15.2.4"),
           "trophy": (1, "Prized Trophies: the relic goes face up to forest {0}, Law 15.2.5")}


class Words(FactionWords):
    legend = "relics in forests: a type alone (figure) lies face down, its value unknown to all (15.2.1)"

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Relics recovered, waystations (where, which side), the Retinue and the forests'
        relics."""
        b = board
        rec = b.get("relics_recovered") or {}
        parts = ["recovered " + (", ".join(f"{t} {'+'.join(map(str, vs)) or '-'}" for t, vs in rec.items()) or "-")]
        ways = []
        for k, where in (b.get("waystations") or {}).items():
            ways.append(f"{k.replace('_', '/')} " + (f"in {where['clearing']} ({where['shows']})" if where
                                                     else "on the board"))
        parts.append("waystations: " + "; ".join(ways))
        for col, cards in (b.get("retinue") or {}).items():
            parts.append(f"{col}: " + (", ".join(cards) or "—"))
        forests = b.get("forests") or {}
        parts.append("forests " + (" ".join(f"{fo}[{','.join(rs)}]" for fo, rs in forests.items()) or "—"))
        return "; ".join(parts)

    def gloss(self, kind: str, args: list[str]) -> str:
        if kind in GLOSSES and len(args) >= GLOSSES[kind][0]:
            return GLOSSES[kind][1].format(*args)
        return ""
