"""The Riverfolk Company in words for the terminal (ch. 11): its board, its actions and the
services other players buy."""

from __future__ import annotations

from typing import Any

from woodland.factions import FactionWords

#: the services (11.2.7) as the Services track names them
SERVICE_TITLE = {"hand_card": "hand card", "riverboats": "riverboats", "mercenaries": "mercenaries"}

#: the Company's actions: how many words the text needs, and what it does
GLOSSES = {"place": (1, "starting warrior in {0}, Law 11.3.2"),
           "fund": (1, "a fund of {0} pays, Law 11.2.4"),
           "lose": (1, "Trade Disruption: a fund of {0} is removed, Law 11.2.5"),
           "establish": (1, "a trade post and a warrior in {0}, paid with the ruler's funds, Law 11.5.6"),
           "export": (1, "exports {0}: discarded for a warrior in Payments, Law 11.5.3"),
           "draw": (0, "commits a fund to draw a card, Law 11.5.4"),
           "move": (0, "commits a fund to move, Law 11.5.1"),
           "recruit": (1, "spends a fund to recruit in {0}, Law 11.5.5"),
           "craft": (1, "commits funds to the Trade Posts track to craft {0}, Law 11.5.3")}


def owners(d: dict[str, int] | None) -> str:
    """``7 (riverfolk 5, lizard 2)``: warriors in a box of the Riverfolk board, by owner."""
    d = d or {}
    n = sum(d.values())
    return f"{n} ({', '.join(f'{k} {v}' for k, v in d.items())})" if n else "0"


class Words(FactionWords):
    def track_changes(self, who: str, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
        """The warriors a buyer pays into Payments (11.2.6: a Vagabond's items pay with
        Riverfolk warriors) and the funds (11.2.4)."""
        if "funds" not in after or "payments" not in after:
            return []
        known = "funds" in before and "payments" in before
        out: list[str] = []
        paid = dict(before.get("payments") or {}) if known else {}
        for owner, n in (after.get("payments") or {}).items():
            d = n - paid.get(owner, 0)
            if d > 0:
                out.append(f"{who} Payments +{d} ({owner} warrior{'s' if d > 1 else ''})")
        b, a = (sum((x.get("funds") or {}).values()) for x in (before, after))
        if known and a != b:
            out.append(f"{who} funds {b} → {a}")
        return out

    rivers = True  # 11.2.2 Swimmers
    legend = "post = trade post · river to = along a river (Riverfolk Swimmers 11.2.2; Riverboats 11.2.7)"

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """The Company's board (ch. 11): funds and where they came from, prices, trade posts."""
        b, d = board, self.data
        per = int(d.get("trade_posts_per_suit", 3))
        vp: dict[str, list[int]] = d.get("trade_post_vp", {})
        funds = b.get("funds") or {}
        total = sum(funds.values())
        on_map = 0
        posts = []
        for suit, left in (b.get("trade_posts_on_track") or {}).items():
            removed = int((b.get("trade_posts_removed") or {}).get(suit, 0))
            on_map += per - int(left) - removed  # neither on the track nor removed (11.2.5)
            crafted = sum(((b.get("funds_on_track") or {}).get(suit) or {}).values())
            empty = per - int(left) - crafted  # empty spaces for crafting (11.2.1)
            row = f"{suit} {left} left"
            track = vp.get(suit, [])
            if int(left) > 0 and per - int(left) < len(track):
                row += f" (next scores {track[per - int(left)]})"
            if removed:
                row += f", {removed} removed"
            row += f", craft spaces {max(0, empty)}"
            posts.append(row)
        div = f" → {total // 2} VP dividends" if on_map > 0 else ", no dividends (no trade post on the map)"  # 11.4.2
        parts = [f"funds {owners(funds)}{div}", f"committed {owners(b.get('committed'))}",
                 f"payments {owners(b.get('payments'))}"]
        crafted_funds = [f"{suit}: {owners(x)}" for suit, x in (b.get("funds_on_track") or {}).items() if x]
        if crafted_funds:
            parts.append("funds on the Trade Posts track " + ", ".join(crafted_funds))
        prices = b.get("prices") or {}
        if prices:
            parts.append("prices: " + ", ".join(f"{SERVICE_TITLE.get(k, k)} {v}" for k, v in prices.items()))
        if posts:
            parts.append("trade posts: " + "; ".join(posts))
        bought = [f"{svc} by {b[svc]}" for svc in ("riverboats", "mercenaries") if b.get(svc)]
        if bought:
            parts.append("bought this turn: " + ", ".join(bought))  # 11.2.7
        return "; ".join(parts)

    def gloss(self, kind: str, args: list[str]) -> str:
        n = len(args)
        if kind in GLOSSES and n >= GLOSSES[kind][0] and not (kind == "move" and n):
            return GLOSSES[kind][1].format(*[x.replace("_", " ") for x in args])
        return ""

    def gloss_any(self, kind: str, args: list[str]) -> str:
        """A service bought by any other player (11.2.6-11.2.7): the card taken from the
        public hand (11.2.3) is known to all."""
        if kind != "buy" or not args:
            return ""
        if args[0] == "hand_card":
            card = args[1] if len(args) > 1 else "a card"
            return f"buys Hand Card: takes {card} from the Riverfolk's hand, Law 11.2.7"
        return f"buys {SERVICE_TITLE.get(args[0], args[0]).capitalize()} from the Riverfolk, Law 11.2.7"
