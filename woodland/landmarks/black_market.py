"""The Black Market (appendix L; its card; docs/data-sources.md).

Setup (A.5.3, its card): in a clearing with exactly one building slot and no ruin, neither
holding a landmark nor adjacent to one; three cards from the top of the deck lie face down
beside it, unseen by anyone.

Effect: once on their turn, a player with faction pieces in its clearing may swap any one
of those face-down cards with a card from their hand, placing it face down. Offered like
the other actions any player may take on their own turn (rules/turn.py: in every Daylight
menu and before their Birdsong and Evening procedures, ruling R120): ``market``, then the
card to place (``stake CARD``) and the face-down card to take (``pick N``, counted from the
left as they lie: the card placed takes the place of the card taken, ruling R374).

Hidden information (1.2): the cards are ``Game.landmark_cards["black_market"]``; views show
only how many (``public_cards``); a player knows the cards it placed there while they stay
(``Faction.known["black_market"]``), and who takes a card another player placed is known
to that player to hold it (rules/cards.py ``knows``). ``Game.determinize`` redraws the rest
with the other unknown cards (``unknown_cards`` / ``redeal``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_LANDMARK, Ability
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, COUNT, action_kind, decision_kind
from woodland.core.landmark import Landmark, landmark_free
from woodland.rules import cards as C
from woodland.rules.board import has_pieces

if TYPE_CHECKING:
    from woodland.core.game import Game

KEY = "black_market"
#: the mark in the current player's ``used`` list once they swapped this turn
USED = "landmark:black_market"
#: cards dealt beside its card at setup
CARDS = 3


def market(g: "Game") -> list[int]:
    return list(g.landmark_cards.get(KEY, ()))


def why_no_swap(g: "Game", seat: int) -> Reason | None:
    """Why ``seat`` cannot swap at the Black Market now (its card), or None."""
    c = g.landmarks.get(KEY, -1)
    if c < 0:
        return "there is no Black Market in this game", ["L"]
    if seat != g.current:
        return "the Black Market is used on your own turn", ["L"]
    if USED in g.factions[seat].used:
        return "you already swapped at the Black Market this turn (once on your turn)", ["L"]
    if not has_pieces(g, seat, c):
        return f"you have no faction piece at the Black Market (clearing {c + 1})", ["L"]
    if not g.factions[seat].hand:
        return "you have no card in hand to place face down", ["L"]
    if not market(g):
        return "no card lies by the Black Market", ["L"]
    return None


decision_kind("market_stake", "Which card from hand to place face down at the Black Market", "L")
decision_kind("market_pick", "Which face-down card of the Black Market to take", "L")
action_kind("market", "Swap a card from hand with a face-down card of the Black Market (once on your turn)", "L",
            ())
action_kind("stake", "Place this card from hand face down at the Black Market", "L", (CARD,))
action_kind("pick", "Take this face-down card of the Black Market (counted from the left)", "L", (COUNT,))


class MarketAccess(Ability):
    """The Black Market's swap, an action any player may take on their own turn."""

    rule = "L"
    precedence = FROM_LANDMARK
    turn_kinds = ("market",)

    def turn_window(self, g: "Game", seat: int) -> bool:
        return why_no_swap(g, seat) is None  # public facts: pieces, a hand, cards there, used

    def turn_options(self, g: "Game", seat: int) -> list[Action]:
        return [act("market")] if why_no_swap(g, seat) is None else []

    def turn_option_why(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        return why_no_swap(g, seat)

    def turn_option_do(self, g: "Game", seat: int, action: Any) -> None:
        g.factions[seat].used.append(USED)
        g.push(MarketSwap(seat))

    def why_not_now(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        if action.kind == "market":
            return why_no_swap(g, seat) or ("the Black Market is offered in your Daylight menu and before your "
                                            "Birdsong and Evening", ["L"])
        return None


class Stake(Choice["MarketSwap"]):
    """Its card: the card from hand to place face down."""

    kind = "stake"

    def options(self, fr: "MarketSwap", g: "Game") -> list[Action]:
        return C.card_actions(g, "stake", C.distinct_hand(g, fr.seat))

    def why_not(self, fr: "MarketSwap", g: "Game", action: Action) -> Reason | None:
        return "that card is not in your hand", ["L"]

    def do(self, fr: "MarketSwap", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        C.take_from_hand(g, fr.seat, cid)
        fr.cid = cid
        fr.step = "pick"


class Pick(Choice["MarketSwap"]):
    """Its card: the face-down card taken (any one of them)."""

    kind = "pick"

    def options(self, fr: "MarketSwap", g: "Game") -> list[Action]:
        return [act("pick", (i + 1,)) for i in range(len(market(g)))]

    def why_not(self, fr: "MarketSwap", g: "Game", action: Action) -> Reason | None:
        return f"the Black Market has {len(market(g))} face-down cards", ["L"]

    def do(self, fr: "MarketSwap", g: "Game", action: Action) -> None:
        fr.swap(g, int(action.args[0]) - 1)


class MarketSwap(Frame):
    """Its card: place a card from hand face down by the Black Market, take one of its cards."""

    __slots__ = ("seat", "cid")
    rule = "L"
    seat_fields = ("seat",)
    choices = {"stake": (Stake(),), "pick": (Pick(),)}

    def __init__(self, seat: int) -> None:
        self.step = "stake"
        self.seat = seat
        #: the card placed (out of the hand, held by this procedure until the swap)
        self.cid = -1

    def held_cards(self) -> list[int]:
        return [self.cid] if self.cid >= 0 else []

    def s_stake(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "market_stake", self.offer(g),
                        "place which card face down at the Black Market?", "L")

    def s_pick(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "market_pick", self.offer(g),
                        f"take which of the {len(market(g))} face-down cards of the Black Market?", "L")

    def swap(self, g: "Game", i: int) -> None:
        cards = market(g)
        taken, cards[i] = cards[i], self.cid  # R374: the card placed lies where the one taken lay
        g.landmark_cards[KEY] = tuple(cards)
        me = g.factions[self.seat]
        for f in g.factions:  # who placed the card taken knows where it is now (1.2)
            mine = f.known.get(KEY, [])
            if taken in mine:
                mine.remove(taken)
                if f is not me:
                    C.knows(g, f.seat, self.seat, taken)
        me.known.setdefault(KEY, []).append(self.cid)
        me.hand.append(taken)
        g.reveal(self.seat)  # the card taken is seen by its taker
        self.cid = -1
        g.pop()

    def describe(self, g: "Game") -> str:
        return "a swap at the Black Market"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "black_market", "cards": len(market(g))}


class BlackMarket(Landmark):
    key = KEY
    title = "the Black Market"
    mark = "Market"
    colour = "#333333"  # on the browser's map
    summary = "once on your turn, with a piece there, swap a card from your hand with one of them"
    rule = "L"
    setup_rule = "A.5.3"
    holds_cards = CARDS

    def setup_clearings(self, g: "Game") -> list[int]:
        m = g.map
        return [c for c in range(m.board_n) if m.slots[c] == 1 and not m.ruins[c] and landmark_free(g, c)]

    def set_up(self, g: "Game", c: int) -> None:
        # its card: three cards from the deck, face down, unseen
        g.landmark_cards[KEY] = tuple(g.deck.pop() for _ in range(min(CARDS, len(g.deck))))

    def cards_from_json(self, g: "Game", v: list[Any], field: str) -> tuple[Any, ...]:
        for i, x in enumerate(v):
            if type(x) is not int or not 0 <= x < len(g.deckdef.cards):
                raise BadInput(f"{field}[{i}]", "expected a card id")
        return tuple(v)

    def public_cards(self, g: "Game") -> Any:
        return len(market(g))  # face down: how many, never which (1.2)

    def card_words(self, seen: Any) -> str:
        return f"{seen or 0} face-down cards"

    def cards_held(self, g: "Game") -> list[int]:
        return market(g)

    def unknown_cards(self, g: "Game", seat: int) -> list[int]:
        mine = g.factions[seat].known.get(KEY, [])
        return [c for c in market(g) if c not in mine]

    def redeal(self, g: "Game", seat: int, cards: list[int]) -> None:
        mine = g.factions[seat].known.get(KEY, [])
        new = iter(cards)
        g.landmark_cards[KEY] = tuple(c if c in mine else next(new) for c in market(g))

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        return [MarketAccess()]
