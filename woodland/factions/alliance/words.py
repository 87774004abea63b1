"""The Alliance's board in words for the terminal (ch. 8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.factions import FactionWords, track_next
from woodland.factions.alliance import OutrageShown, SupporterDiscarded

if TYPE_CHECKING:
    from woodland.core.game import Game


class Words(FactionWords):
    tells = frozenset({"outrage_shown", "supporter_discarded"})

    def tell(self, g: Game, ev: tuple[Any, ...]) -> list[str]:
        """Outrage paid by showing a hand (8.2.6), a supporter discarded for want of a base
        (8.2.3.I)."""
        if isinstance(ev, OutrageShown):
            c = ev.clearing
            return [f"Outrage in {c + 1}: {g.faction_key(ev.payer)} has no card matching {g.suits[c]} (nor a bird) "
                    f"and shows its hand to {g.faction_key(ev.seat)}, who draws a supporter from the deck (Law 8.2.6)"]
        if isinstance(ev, SupporterDiscarded):
            return [f"{g.deckdef.cards[ev.card].label} discarded: {g.faction_key(ev.seat)}'s Supporters stack holds "
                    "five cards without a base (Law 8.2.3.I)"]
        return []

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
