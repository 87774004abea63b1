"""The Twilight Council in words for the terminal (ch. 17): assemblies and Loyalists."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords

#: the Council's actions: how many words the text needs, and what it says
GLOSSES = {"assemble": (1, "a Closed assembly in {0}, Law 17.4.3"),
           "entreat": (1, "entreats the Council: the assembly in {0} turns Closed, Law 17.2.4"),
           "gain_loyalist": (0, "a warrior from the supply joins the Loyalists, Law 17.2.4"),
           "dismiss": (1, "{0} Loyalist(s) back to the supply, Law 17.2.1"),
           "convene": (1, "{0} returns to hand, Law 17.6.1"),
           "banish": (2, "banishes {1} from {0}, Law 17.6.1.I"),
           "agitate": (1, "a Loyalist; the assembly in {0} turns Governing, Law 17.6.1.II"),
           "empower": (1, "empowers at the assembly in {0}, Law 17.6.1.III"),
           "empower_keep": (1, "the removed warriors: {0}, Law 17.6.1.III"),
           "adjourn": (1, "removes the assembly in {0}, Law 17.6.3"),
           "banish_to": (1, "the banished warriors go to {0}, Law 17.6.1.I")}


#: what an enemy of the Council does with it (17.2.4), told whoever takes it
ANY_GLOSSES = {"entreat": GLOSSES["entreat"]}


class Words(FactionWords):
    legend = "assembly: a Closed assembly; governing: a Governing one (17.2.2)"

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Loyalists, assemblies on the map by side and on the track, revealed cards."""
        b = board
        gov = ", ".join(map(str, b.get("governing") or [])) or "—"
        closed = ", ".join(map(str, b.get("closed") or [])) or "—"
        return (f"Loyalists {b.get('loyalists', 0)}/4; Governing in {gov}; Closed in {closed}; "
                f"{b.get('assemblies_on_track', 0)} on the track; revealed: "
                f"{', '.join(b.get('revealed') or []) or '—'}")

    def board_changes(self, before: dict[str, Any], after: dict[str, Any], text: str = "",
                      reshuffled: bool = False) -> list[str]:
        """For the log: the Loyalists held on the board (17.2.1; one lost when an enemy
        removes an assembly, 17.2.2)."""
        b, a = before.get("loyalists", 0), after.get("loyalists", 0)
        return [f"Loyalists {b} → {a} (Law 17.2.1)"] if a != b else []

    def gloss(self, kind: str, args: list[str]) -> str:
        if kind in GLOSSES and len(args) >= GLOSSES[kind][0]:
            return GLOSSES[kind][1].format(*args)
        return ""

    def gloss_any(self, kind: str, args: list[str]) -> str:
        """An enemy's Entreat (17.2.4): taken on the enemy's turn, told in the Council's words."""
        if kind in ANY_GLOSSES and len(args) >= ANY_GLOSSES[kind][0]:
            return ANY_GLOSSES[kind][1].format(*args)
        return ""
