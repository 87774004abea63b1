"""The Knaves of the Deepwood in words for the terminal (ch. 18): captains, acclaim, Prisoners."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords

#: the Knaves' actions: how many words the text needs, and what it says
GLOSSES = {"ready": (1, "readies the {0}, Law 18.4"),
           "go": (1, "moves the Acting Captain to {0}, Law 18.5.1.I"),
           "filch": (2, "filches {1} from {0}, Law 18.5.1.III"),
           "dash": (0, "dashes, Law 18.5.1.IV.a"), "assault": (0, "assaults, Law 18.5.1.IV.b"),
           "skirmish": (0, "skirmishes, Law 18.5.1.IV.c"), "nab": (0, "nabs, Law 18.5.1.IV.d"),
           "revel": (0, "revels, Law 18.5.1.IV.e"), "gift": (0, "gives a gift, Law 18.5.1.IV.f"),
           "serve": (0, "serves, Law 18.5.1.IV.g"),
           "protect": (1, "protects the weak in {0}, Law 18.6.2")}


class Words(FactionWords):
    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Captains and where they are, the Acting one, Prisoners, the Stash."""
        b = board
        caps = ", ".join(f"{k}{'*' if k == b.get('acting') else ''}@{w or 'off'}"
                         for k, w in (b.get("captains") or {}).items()) or "-"
        woods = ",".join(f"{f}:{n}" for f, n in (b.get("forest_skunks") or {}).items()) or "-"
        return (f"captains {caps}; Skunks in forests {woods}; Prisoners {len(b.get('prisoners') or {})}; "
                f"stash {' '.join(b.get('stash') or []) or '-'}; {b.get('skunks_in_supply', 0)} Skunks and "
                f"{b.get('acclaim_in_supply', 0)} acclaim in supply")

    def subtitle(self, board: dict[str, Any]) -> str:
        acting = board.get("acting")
        return f"the {str(acting).title()} acts" if acting else ""

    def gloss(self, kind: str, args: list[str]) -> str:
        if kind in GLOSSES and len(args) >= GLOSSES[kind][0]:
            return GLOSSES[kind][1].format(*args)
        return ""
