"""The River Roamers card (appendix H; Homeland: its rules have one source, components.md §6).

Its demoted side, the Frog Tinkers: at the start of the controller's Birdsong (H.2.3) the top
card of the deck is turned face up beside the deck; the controller may activate it once as a
crafting icon of its suit when crafting (a bird card: of any suit; a frog card's frog icon is
wild too, 16.2.1.I), through the generic ``crafting_icons`` hook of core/ability.py; it is
discarded at the end of their Evening, used or not. The card is kept on the hireling card
(``state``: ``{"card": card id, "seat": who turned it, "used": 0 or 1}``) and shown to everyone
(views: ``face_up``, ``face_up_used``). With the deck and the discard pile both empty
nothing is turned (2.1 refills an empty deck at once). docs/rulings.md R248."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.errors import BadInput
from woodland.core.hireling import Hired, Hireling
from woodland.core.maps import SUITS, WILD_SUIT
from woodland.rules import cards as C

if TYPE_CHECKING:
    from woodland.core.frame import Frame
    from woodland.core.game import Game

#: the crafting suits a card turned by the Frog Tinkers pays as: its own, or every suit for
#: a bird card ("any suit") and a frog card (the frog icon is wild, 16.2.1.I; R248)
WILD = "+".join((WILD_SUIT, *SUITS))


def icon_suit(card_suit: str) -> str:
    """The crafting-piece suit (rules/craft.py ``suit_set``) of a card of ``card_suit``."""
    return WILD if card_suit in ("bird", WILD_SUIT) else card_suit


def icon_id(cid: int) -> int:
    """The crafting icon id (below 0, ``crafting_icons``) of the turned card ``cid``."""
    return -1 - cid


def _tinkers(g: "Game") -> Hired:
    assert g.hirelings is not None
    return g.hirelings.side("frog_tinkers")[1]


class TinkersIcon(Ability):
    """H.2.2 Frog Tinkers: the card they turned is a crafting icon of its suit for the
    controller who turned it, activated once (R248)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def crafting_icons(self, g: "Game", seat: int) -> list[tuple[int, str]]:
        st = _tinkers(g).state
        if seat != self.seat or not st or st["seat"] != seat or st["used"]:
            return []
        return [(icon_id(st["card"]), icon_suit(g.deckdef.cards[st["card"]].suit))]

    def use_crafting_icon(self, g: "Game", seat: int, icon: int) -> bool:
        h = _tinkers(g)
        if seat != self.seat or not h.state or icon != icon_id(h.state["card"]):
            return False
        h.state = {**h.state, "used": 1}
        return True


class FrogTinkers(Hireling):
    key = "frog_tinkers"
    rule = "H.2.3"
    listens = frozenset({"turn_end"})

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [TinkersIcon(h.controller)] if h.controller >= 0 else []

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return bool(g.deck) and not h.state

    def birdsong(self, g: "Game", h: Hired) -> None:
        """H.2.3: the top card of the deck is turned face up (1.2: everyone sees it)."""
        cid = C.take_top(g, h.controller)
        g.reveal()
        h.state = {"card": cid, "seat": h.controller, "used": 0}

    def triggers(self, g: "Game", h: Hired, event: tuple[Any, ...]) -> "list[Frame]":
        """The end of the Evening of the player who turned the card: it is discarded (R248)."""
        if h.state and h.state["seat"] == event[1]:
            cid = h.state["card"]
            h.state = {}
            C.discard_card(g, cid, event[1])
        return []

    def public_state(self, g: "Game", h: Hired) -> dict[str, Any]:
        if not h.state:
            return {}
        return {"face_up": g.deckdef.cards[h.state["card"]].label, "face_up_used": bool(h.state["used"])}

    def held_cards(self, h: Hired) -> list[int]:
        return [h.state["card"]] if h.state else []

    def load_state(self, d: Any, n: int, clearings: int, field: str) -> dict[str, Any]:
        ok = isinstance(d, dict) and set(d) == {"card", "seat", "used"} and all(
            isinstance(d[k], int) and not isinstance(d[k], bool) for k in d) \
            and d["card"] >= 0 and 0 <= d["seat"] < n and d["used"] in (0, 1)
        if not ok:
            raise BadInput(field, "expected {card: card id, seat: the seat that turned it, used: 0 or 1}")
        return dict(d)
