"""The Lilypad Diaspora in words for the terminal (ch. 16): enclaves and the Pond."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords

#: the Diaspora's actions: how many words the text needs, and what it says
GLOSSES = {"rally": (0, "rallies: a warrior at each Militant enclave, Law 16.4.2.I"),
           "reconcile": (1, "reconciles: the enclave in {0} turns Peaceful, Law 16.4.2.II"),
           "settle": (1, "settles in {0}, Law 16.5.1"),
           "enclave": (1, "places a Peaceful enclave in {0}, Law 16.5.1"),
           "provoke": (1, "provokes in {0}: a Militant enclave, Law 16.5.2"),
           "integrate": (1, "integrates with {0}, Law 16.6.2")}
#: any player's actions of the Diaspora's rules
ANY_GLOSSES = {"negotiate": (1, "negotiates: the Diaspora's enclave in {0} turns Peaceful, Law 16.2.5"),
               "pond": (1, "draws {0} from the top of the Pond, Law 16.2.3.I")}


class Words(FactionWords):
    rivers = True  # 16.2.6 Swimmers
    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Enclaves Peaceful and Militant, the supply, the Pond."""
        b = board

        def where(cs: list[int]) -> str:
            return ",".join(map(str, cs)) or "-"

        pond = list(b.get("pond") or [])  # the last is on top (16.2.3: a discarded frog card goes on top)
        return (f"Peaceful {where(b.get('peaceful') or [])}; Militant {where(b.get('militant') or [])}; "
                f"{b.get('enclaves_in_supply', 0)} enclaves and {b.get('warriors_in_supply', 0)} warriors in "
                f"supply; Pond: " + (f"{', '.join(pond)} (top: {pond[-1]})" if pond else "-"))

    def board_changes(self, before: dict[str, Any], after: dict[str, Any], text: str = "",
                      reshuffled: bool = False) -> list[str]:
        """For the log: the Pond's cards (16.2.3, face up, everyone sees them), a card put on
        top (discarded) or at the bottom (a spent frog Ambush, ruling R451), taken from the
        top (16.2.3.I, Stewards), or the whole Pond shuffled into a new deck (16.2.3.II: when
        the deck was made anew, ``reshuffled``; a Pond of one card emptied otherwise was
        taken)."""
        b, a = list(before.get("pond") or []), list(after.get("pond") or [])
        if b == a:
            return []
        if b and len(a) > len(b) and a[:len(b)] != b and a[len(a) - len(b):] == b:  # new cards under the old ones
            return [f"Pond: {', '.join(a[:len(a) - len(b)])} at the bottom (Law 16.2.3)"]
        p = 0
        while p < min(len(a), len(b)) and a[p] == b[p]:
            p += 1
        gone, new = b[p:], a[p:]
        out = []
        if gone and not a and (reshuffled or len(gone) > 1):
            out.append(f"Pond shuffled into the new deck: {', '.join(gone)} (Law 16.2.3.II)")
        elif gone and not (len(gone) == 1 and gone[0] in text):  # "pond X" says it already
            out.append(f"Pond: {', '.join(reversed(gone))} taken from the top (Law 16.2.3)")
        if new:
            out.append(f"Pond: {', '.join(new)} on top (Law 16.2.3)")
        return out

    def gloss(self, kind: str, args: list[str]) -> str:
        if kind in GLOSSES and len(args) >= GLOSSES[kind][0]:
            return GLOSSES[kind][1].format(*args)
        return ""

    def gloss_any(self, kind: str, args: list[str]) -> str:
        if kind in ANY_GLOSSES and len(args) >= ANY_GLOSSES[kind][0]:
            return ANY_GLOSSES[kind][1].format(*args)
        return ""
