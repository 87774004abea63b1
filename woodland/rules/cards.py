"""Cards in play (2.1): drawing, discarding, spending and matching suits.

2.1.1 Birds are wild: a bird card may be spent as any suit; a prompt for a bird card
takes only a bird card (reverse substitution). A dominance card that would be discarded
becomes available near the map instead (3.3.3, G.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.actions import Action, act
from woodland.core.events import Reshuffled

if TYPE_CHECKING:
    from woodland.core.game import Game


def draw(g: "Game", seat: int, n: int = 1) -> int:
    """Draw ``n`` cards from the top of the deck (G.6). Returns how many were drawn."""
    f = g.factions[seat]
    got = 0
    for _ in range(n):
        if not g.deck:
            break
        f.hand.append(g.deck.pop())
        got += 1
        if not g.deck:
            refill_deck(g)
    return got


def refill_deck(g: "Game") -> None:
    """2.1: if the deck is ever empty, shuffle the discard pile immediately to form a new
    deck. So an empty deck always goes with an empty discard pile."""
    if not g.deck and g.discard:
        g.deck, g.discard = g.discard, []
        g.rng.shuffle(g.deck)
        g.emit(Reshuffled("reshuffled", len(g.deck)))


def discard_card(g: "Game", cid: int, seat: int = -1) -> None:
    """Put a card on the discard pile; a dominance card becomes available instead (3.3.3).
    ``seat`` is the player spending or discarding it: a faction may take every card spent
    or discarded, whoever does it (10.2.6 the Lizard Cult's Lost Souls pile). With
    ``seat`` -1 the card goes straight to the discard pile (10.4.2 emptying Lost Souls)."""
    if seat >= 0:
        for f in g.factions:
            if f.keeps_discards and f.keep_discard(g, cid):
                return
    if g.deckdef.cards[cid].kind == "dominance":
        g.available.append(cid)
    else:
        g.discard.append(cid)
        if not g.deck:
            refill_deck(g)


def take_from_hand(g: "Game", seat: int, cid: int) -> None:
    f = g.factions[seat]
    f.hand.remove(cid)
    if cid in f.shown:
        f.shown.remove(cid)


def spend(g: "Game", seat: int, cid: int) -> None:
    """Spend/discard a card from hand (G.31)."""
    take_from_hand(g, seat, cid)
    discard_card(g, cid, seat)


def give(g: "Game", src: int, dst: int, cid: int, public: bool = False) -> None:
    take_from_hand(g, src, cid)
    g.factions[dst].hand.append(cid)
    if public:
        g.factions[dst].shown.append(cid)


def matches(card_suit: str, wanted: str) -> bool:
    """Whether a card of ``card_suit`` may be spent for ``wanted`` (2.1.1)."""
    return card_suit == wanted or (card_suit == "bird" and wanted != "bird") or wanted == "any"


def matching_in_hand(g: "Game", seat: int, suit: str) -> list[int]:
    """One card id per distinct card type in hand that can be spent as ``suit``."""
    seen: set[int] = set()
    out: list[int] = []
    cards = g.deckdef.cards
    for cid in g.factions[seat].hand:
        c = cards[cid]
        if c.type not in seen and matches(c.suit, suit):
            seen.add(c.type)
            out.append(cid)
    return out


def forced_matching(g: "Game", seat: int, suit: str) -> list[int]:
    """2.1.1 forced effects: a card that must be discarded or given for a non-bird suit;
    bird cards count as that suit."""
    return matching_in_hand(g, seat, suit)


def distinct_hand(g: "Game", seat: int) -> list[int]:
    seen: set[int] = set()
    out: list[int] = []
    cards = g.deckdef.cards
    for cid in g.factions[seat].hand:
        t = cards[cid].type
        if t not in seen:
            seen.add(t)
            out.append(cid)
    return out


def card_by_label(g: "Game", seat: int, label: str) -> int:
    """The id of a card of type ``label`` in ``seat``'s hand (first copy)."""
    t = g.deckdef.by_label.get(label.lower())
    cards = g.deckdef.cards
    for cid in g.factions[seat].hand:
        if cards[cid].type == t:
            return cid
    raise RuntimeError(f"engine error: {label!r} not in hand")


def label(g: "Game", cid: int) -> str:
    return g.deckdef.cards[cid].label


def card_actions(g: "Game", kind: str, cids: list[int], *extra: object) -> list[Action]:
    cards = g.deckdef.cards
    return [act(kind, (cards[c].label,) + tuple(extra)) for c in cids]  # type: ignore[arg-type]


def has_effect(g: "Game", seat: int, effect: str) -> bool:
    cards = g.deckdef.cards
    return any(cards[c].effect == effect for c in g.factions[seat].play_area)
