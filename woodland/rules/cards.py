"""Cards in play (2.1): drawing, discarding, spending and matching suits.

2.1.1 Birds are wild: a bird card may be spent as any suit; a prompt for a bird card
takes only a bird card (reverse substitution). A dominance card that would be discarded
becomes available near the map instead (3.3.3, G.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.ability import abilities
from woodland.core.actions import Action, Arg, act
from woodland.core.cards import CARD_SUITS
from woodland.core.events import Draws, Reshuffled
from woodland.core.maps import UNSUITED

if TYPE_CHECKING:
    from woodland.core.game import Game


def draw(g: "Game", seat: int, n: int = 1) -> int:
    """Draw ``n`` cards from the top of the deck (G.6). Returns how many were drawn now.

    Where an ability lets the drawer take the first card from elsewhere (16.2.3.I the top of
    the Pond), nothing is drawn now: a ``draws`` event asks the drawer once the current step
    is done (ruling R332), and its procedure draws."""
    choosers = (g._abilities or abilities(g)).draw_choice if n > 0 else ()
    if choosers and any(ab.draw_choice(g, seat) for ab in choosers):
        g.emit(Draws("draws", seat, n))
        return 0
    return draw_from_deck(g, seat, n)


def draw_from_deck(g: "Game", seat: int, n: int) -> int:
    """Draw ``n`` cards from the top of the deck (G.6). Returns how many were drawn."""
    f = g.factions[seat]
    got = 0
    for _ in range(n):
        cid = take_top(g, seat)
        if cid < 0:
            break
        f.hand.append(cid)
        got += 1
    return got


def take_top(g: "Game", seat: int) -> int:
    """Take the top card of the deck (-1 if there is none) for ``seat``, who sees it
    (1.2: it leaves the hidden deck); the deck is refilled if that emptied it (2.1)."""
    if not g.deck:
        return -1
    cid = g.deck.pop()
    g.reveal(seat)
    if not g.deck:
        refill_deck(g)
    return cid


def refill_deck(g: "Game") -> None:
    """2.1: if the deck is ever empty, shuffle the discard pile immediately to form a new
    deck. So an empty deck always goes with an empty discard pile."""
    joining = abilities(g).joins_reshuffle  # 16.2.3.II the Pond
    if not g.deck and (g.discard or any(ab.joins_reshuffle(g) for ab in joining)):
        g.deck, g.discard = g.discard, []
        for ab in joining:
            g.deck += ab.joins_reshuffle(g, take=True)
        g.rng.shuffle(g.deck)
        g.emit(Reshuffled("reshuffled", len(g.deck)))


def discard_card(g: "Game", cid: int, seat: int = -1) -> None:
    """Put a card on the discard pile; a dominance card becomes available instead (3.3.3).
    ``seat`` is the player spending or discarding it: a faction may take every card spent
    or discarded, whoever does it (10.2.6 the Lizard Cult's Lost Souls pile). With
    ``seat`` -1 the card goes straight to the discard pile (10.4.2 emptying Lost Souls).
    Every player but ``seat`` sees the card now (1.2: the discard pile is face up)."""
    g.reveal(-1, seat)
    if seat >= 0:
        for ab in (g._abilities or abilities(g)).takes_discard:
            if ab.takes_discard(g, seat, cid):
                return
    if g.deckdef.cards[cid].kind == "dominance":
        g.available.append(cid)
    else:
        g.discard.append(cid)
        if not g.deck:
            refill_deck(g)


def take_from_hand(g: "Game", seat: int, cid: int) -> None:
    """Take a card out of ``seat``'s hand. Wherever it goes (face up, to another hand, to
    a hidden stack), the other players may now know something of it: counted as a reveal
    to them (1.2; cautious: see ``Game.reveal``)."""
    g.reveal(-1, seat)
    f = g.factions[seat]
    f.hand.remove(cid)
    if cid in f.shown:
        f.shown.remove(cid)


def spend(g: "Game", seat: int, cid: int) -> None:
    """Spend/discard a card from hand (G.31)."""
    take_from_hand(g, seat, cid)
    discard_card(g, cid, seat)


def give(g: "Game", src: int, dst: int, cid: int, public: bool = False) -> None:
    """Move a card from ``src``'s hand to ``dst``'s. Both players know the card (1.2);
    ``public``: everyone saw it."""
    take_from_hand(g, src, cid)
    g.factions[dst].hand.append(cid)
    if public:
        g.factions[dst].shown.append(cid)
    else:
        knows(g, src, dst, cid)


def knows(g: "Game", seat: int, holder: int, cid: int) -> None:
    """``seat`` saw card ``cid`` go into ``holder``'s hidden cards (hand or e.g. supporters):
    it stays there in every copy ``determinize`` makes for ``seat`` while it is there."""
    k = g.factions[seat].known.setdefault(g.factions[holder].key, [])
    if cid not in k:
        k.append(cid)


def show_hand(g: "Game", viewer: int, owner: int) -> None:
    """``owner`` shows their hand to ``viewer`` (e.g. Codebreakers, 8.2.6 Outrage)."""
    g.factions[viewer].seen[g.factions[owner].key] = sorted(g.factions[owner].hand)
    g.reveal(viewer)


def matches(card_suit: str, wanted: str) -> bool:
    """Whether a card of ``card_suit`` may be spent for ``wanted`` (2.1.1)."""
    return card_suit == wanted or (card_suit == "bird" and wanted != "bird" and wanted != UNSUITED) or wanted == "any"


def matches_one(card_suit: str, wanted: "str | tuple[str, ...]") -> bool:
    """Whether a card of ``card_suit`` matches ``wanted``: a suit, or the suits of a
    clearing of several (rules/board.py ``clearing_suits``: any one of them)."""
    if type(wanted) is str:
        return matches(card_suit, wanted)
    for w in wanted:
        if matches(card_suit, w):
            return True
    return False


_MATCHING: dict["str | tuple[str, ...]", frozenset[str]] = {}


def matching_suits(wanted: "str | tuple[str, ...]") -> frozenset[str]:
    """The card suits that match ``wanted`` (:func:`matches_one`), kept per ``wanted``: a
    test of a card is then one set lookup (hot path)."""
    m = _MATCHING.get(wanted)
    if m is None:
        m = _MATCHING[wanted] = frozenset(s for s in CARD_SUITS if matches_one(s, wanted))
    return m


#: ``Faction.marks`` keys of a card in hand that counts as another suit too, for this turn
#: (a crafted card's effect: the Squires and Disciples deck's Friend cards, R420)
AS_CARD, AS_SUIT, AS_TURN = "as_card", "as_suit", "as_turn"


def disguise(g: "Game", seat: int) -> tuple[int, str]:
    """The card of ``seat``'s hand that counts as another suit too this turn, and that suit
    (``(-1, "")`` if none)."""
    m = g.factions[seat].marks
    if m and m.get(AS_TURN) == g.turn and AS_CARD in m:
        return m[AS_CARD], CARD_SUITS[m[AS_SUIT]]
    return -1, ""


def wild_card(g: "Game", seat: int, cid: int) -> bool:
    """Whether card ``cid`` in ``seat``'s hand may be spent or revealed as any suit now, bird
    too (an ability's ``wild_card``: Companions, R459). Which action needed it is found by
    the game (core/ability.py ``wild_uses``), not here."""
    wild = (g._abilities or abilities(g)).wild_card
    return bool(wild) and any(ab.wild_card(g, seat, cid) for ab in wild)


def card_matches(g: "Game", seat: int, cid: int, wanted: "str | tuple[str, ...]", wild: bool = True) -> bool:
    """Whether card ``cid`` in ``seat``'s hand may be spent or revealed as ``wanted`` (its
    suit, birds wild 2.1.1, the suit it counts as this turn: :func:`disguise`, or any suit:
    :func:`wild_card`). ``wild`` False: not as any suit (a card given, or discarded
    perforce, ruling R460)."""
    ok = matching_suits(wanted)
    if g.deckdef.cards[cid].suit in ok:
        return True
    if g.factions[seat].marks:
        alt, suit = disguise(g, seat)
        if alt == cid and suit in ok:
            return True
    if not wild or not ok:
        return False
    abs_ = (g._abilities or abilities(g)).wild_card  # hot path: most games have none
    return bool(abs_) and any(ab.wild_card(g, seat, cid) for ab in abs_)


def matching_in_hand(g: "Game", seat: int, suit: "str | tuple[str, ...]", wild: bool = True) -> list[int]:
    """One card id per distinct card type in hand that can be spent as ``suit`` (or as one
    of the suits of a clearing: rules/board.py ``clearing_suits``). ``wild`` False leaves
    out the cards that would match only as any suit (:func:`card_matches`)."""
    seen: set[int] = set()
    out: list[int] = []
    cards = g.deckdef.cards
    ok = matching_suits(suit)
    f = g.factions[seat]
    alt, alt_suit = disguise(g, seat) if f.marks else (-1, "")
    wilds = (g._abilities or abilities(g)).wild_card if wild and ok else ()
    for cid in f.hand:
        c = cards[cid]
        if c.type not in seen and (c.suit in ok or (cid == alt and alt_suit in ok)
                                   or (wilds and any(ab.wild_card(g, seat, cid) for ab in wilds))):
            seen.add(c.type)
            out.append(cid)
    return out


def forced_matching(g: "Game", seat: int, suit: "str | tuple[str, ...]") -> list[int]:
    """2.1.1 forced effects: a card that must be discarded or given for a non-bird suit;
    bird cards count as that suit. A card that may be spent as any suit (Companions) is
    not: a forced discard or gift is no "may spend or reveal" (ruling R460)."""
    return matching_in_hand(g, seat, suit, wild=False)


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


def card_actions(g: "Game", kind: str, cids: list[int], *extra: Arg) -> list[Action]:
    cards = g.deckdef.cards
    return [act(kind, (cards[c].label,) + extra) for c in cids]


def has_effect(g: "Game", seat: int, effect: str) -> bool:
    cards = g.deckdef.cards
    return any(cards[c].effect == effect for c in g.factions[seat].play_area)
