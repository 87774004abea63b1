"""The Lizard Cult in words for the terminal (ch. 10): its board and its actions."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords

#: the Cult's actions: how many words the text needs, and what it does
GLOSSES = {"garden": (1, "starting garden and warriors in {0}, Law 10.3.2"),
           "outcast": (1, "the Outcast is {0}, Law 10.3.3"),
           "crusade": (1, "Crusade conspiracy in {0}, Law 10.4.3"),
           "convert": (2, "Convert conspiracy: a {1} warrior in {0} becomes a Cult warrior, Law 10.4.3"),
           "sanctify": (3, "Sanctify conspiracy: the {1} {2} in {0} becomes a garden, Law 10.4.3"),
           "build": (2, "reveals {0}: Build ritual, a garden in {1}, Law 10.5.1"),
           "recruit": (2, "reveals {0}: Recruit ritual in {1}, Law 10.5.2"),
           "score": (1, "reveals {0} and spends it to Lost Souls: Score ritual, Law 10.5.3"),
           "sacrifice": (1, "reveals {0}: Sacrifice ritual, a warrior to the acolytes, Law 10.5.4")}


class Words(FactionWords):
    def track_changes(self, who: str, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
        """The Outcast marker (10.4.1: flipped to Hated, or moved to another suit) and the
        acolytes (10.2.3)."""
        if "outcast" not in after:
            return []
        out: list[str] = []
        was, suit, hated = before.get("outcast"), after.get("outcast"), bool(after.get("hated"))
        if "outcast" in before and (was, bool(before.get("hated"))) != (suit, hated):
            if suit != was:  # 10.4.1: moved, showing its Outcast side
                out.append(f"{who} Outcast now {suit}" + (" (Hated)" if hated else ""))
            elif hated:  # 10.4.1: the marker flips, only ever to Hated where it stands
                out.append(f"{who} Outcast {suit} turns Hated")
        b, a = before.get("acolytes", 0), after.get("acolytes", 0)
        if "outcast" in before and a != b:
            out.append(f"{who} acolytes {b} → {a}")
        return out

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """The Cult's board (ch. 10): Outcast, acolytes, Gardens tracks, Lost Souls, revealed cards."""
        b, d = board, self.data
        per = int(d.get("gardens_per_suit", 5))
        vps: list[int] = list(d.get("garden_vp", []))
        draws: list[int] = list(d.get("garden_draw", []))
        costs: dict[str, int] = dict(d.get("conspiracy_cost", {}))
        hated = bool(b.get("hated"))
        out = b.get("outcast") or "not chosen"
        parts = [f"Outcast {out}" + (" (Hated: conspiracies cost one less, 10.4.3)" if hated else "")]
        off = int(d.get("hated_discount", 1)) if hated else 0
        cost = ", ".join(f"{k} {max(0, v - off)}" for k, v in costs.items())
        parts.append(f"acolytes {b.get('acolytes', 0)}" + (f" (cost: {cost})" if cost else ""))
        tracks = []
        draw = 1
        for suit, left in (b.get("gardens_on_track") or {}).items():
            placed = per - int(left)
            draw += sum(draws[:placed])
            now = f"Score {vps[placed - 1]} VP" if 0 < placed <= len(vps) else "cannot Score"  # 10.5.3
            nxt = ""
            if int(left) > 0 and placed < len(vps):
                more = " +1 draw" if placed < len(draws) and draws[placed] else ""
                nxt = f", next garden → {vps[placed]} VP{more}"
            tracks.append(f"{suit} {placed} placed/{left} left ({now}{nxt})")
        if tracks:
            parts.append("gardens: " + ", ".join(tracks))
            parts.append(f"Evening draws {draw}")  # 10.6.3
        parts.append("Lost Souls: " + (", ".join(b.get("lost_souls") or []) or "—"))  # 10.2.6
        if b.get("revealed"):
            parts.append("revealed this turn: " + ", ".join(b["revealed"]))  # 10.5
        return "; ".join(parts)

    def gloss(self, kind: str, args: list[str]) -> str:
        """Only public facts: the cards named are revealed (10.5)."""
        if kind in GLOSSES and len(args) >= GLOSSES[kind][0]:
            return GLOSSES[kind][1].format(*args)
        return ""
