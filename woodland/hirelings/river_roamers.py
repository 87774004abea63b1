"""The River Roamers card (appendix H; Homeland: its rules have one source, components.md §6).

Its promoted side, the River Roamers: ten warriors and four lilypads (tokens of the hireling,
G.33: they fill no slot, count for no rule, and a player removing one scores, 3.2.1). Setup
(A.6.3): two warriors and a lilypad in a clearing on the river; when hired (H.2.1) with no
lilypad on the map, the same again. Once per Daylight (H.2.4, ``roamers``): (1) the controller
may craft, activating lilypads as crafting pieces (each once, of its clearing's suit; their own
crafting pieces are not used in this crafting: R249; ``craft CARD`` or ``done``), then (2) the
Roamers battle at every lilypad (``roamers_battle``: a battle in each lilypad clearing where
they have warriors and an enemy, H.3.4), **or** two Roamers go into a river clearing with a
lilypad added if it has none (``roamers_place``, then ``deploy CLEARING``).

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
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.frame import BareAction, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import action_kind, decision_kind
from woodland.core.maps import SUITS, WILD_SUIT
from woodland.hirelings import BattleEach, PlaceWarriors
from woodland.rules import cards as C
from woodland.rules.battle import hireling_battle_options
from woodland.rules.board import can_place, hireling_tokens, piece_suits, place_hireling_token
from woodland.rules.craft import Craft, CraftCard, craft_options, start_craft

if TYPE_CHECKING:
    from woodland.core.game import Game

CARD = "river_roamers"

action_kind("roamers", "River Roamers: craft with lilypads, then battle at every lilypad or two Roamers on the river",
            "H.2.4", ())
action_kind("roamers_battle", "River Roamers: battle at every lilypad", "H.2.4", ())
action_kind("roamers_place", "River Roamers: two Roamers in a river clearing, and a lilypad if it has none",
            "H.2.4", ())
decision_kind("roamers_craft", "River Roamers: craft a card activating lilypads, or go on", "H.2.4")
decision_kind("river_roamers", "River Roamers: battle at every lilypad, or two Roamers on the river", "H.2.4")


def _roamers(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side(CARD)


def river_clearings(g: "Game") -> list[int]:
    """The clearings of the map on a river (on the Lake map, the coastal ones, M.3.2)."""
    m = g.map
    return [c for c in range(m.board_n) if m.river_adj[c]]


def lilypad_pieces(g: "Game", seat: int) -> list[tuple[int, str]]:
    """(1): the lilypads ``seat`` has not yet activated this turn, as crafting pieces ``(clearing,
    suit)`` (4.1.1: a crafting piece's suit matches its clearing)."""
    used = g.factions[seat].used
    suits = piece_suits(g)
    return [(c, suits[c]) for c in sorted(set(hireling_tokens(g, _roamers(g)[0]))) if f"lilypad:{c}" not in used]


def _suit_counts(pieces: list[tuple[int, str]]) -> dict[str, int]:
    have: dict[str, int] = {}
    for _p, s in pieces:
        have[s] = have.get(s, 0) + 1
    return have


class LilypadCraft(Craft):
    """4.1 with the River Roamers' lilypads as the crafting pieces (R249)."""

    __slots__ = ()

    def pieces(self, g: "Game") -> list[tuple[int, str]]:
        return lilypad_pieces(g, self.seat)

    def use(self, g: "Game", piece: int) -> None:
        g.factions[self.seat].used.append(f"lilypad:{piece}")


class CraftWithLilypads(CraftCard):
    def options(self, fr: Frame, g: "Game") -> list[Action]:
        return craft_options(g, fr.seat, _suit_counts(lilypad_pieces(g, fr.seat)))

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        return "the unused lilypads cannot pay for that card", ["H.2.4", "4.1.1"]

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        start_craft(g, fr.seat, action, LilypadCraft)


class DoneCrafting(BareAction["RoamersAction"]):
    kind = "done"

    def do(self, fr: "RoamersAction", g: "Game", action: Action) -> None:
        fr.step = "choose"


class RoamersBattle(BareAction["RoamersAction"]):
    kind = "roamers_battle"

    def options(self, fr: "RoamersAction", g: "Game") -> list[Action]:
        owner, _h = _roamers(g)
        return [self.only] if hireling_battle_options(g, owner, sorted(set(hireling_tokens(g, owner)))) else []

    def do(self, fr: "RoamersAction", g: "Game", action: Action) -> None:
        g.pop()
        g.push(BattleEach(fr.seat, CARD, sorted(set(hireling_tokens(g, _roamers(g)[0])))))


class RoamersPlace(BareAction["RoamersAction"]):
    kind = "roamers_place"

    def options(self, fr: "RoamersAction", g: "Game") -> list[Action]:
        return [self.only] if PlaceRoamers(fr.seat, CARD, "roam", each=2).targets(g) else []

    def do(self, fr: "RoamersAction", g: "Game", action: Action) -> None:
        g.pop()
        g.push(PlaceRoamers(fr.seat, CARD, "roam", each=2))


class RoamersAction(Frame):
    """H.2.4: the River Roamers' Daylight action for their controller ``seat``: crafting with
    lilypads (step "craft"), then the choice (step "choose")."""

    __slots__ = ("seat",)
    rule = "H.2.4"
    choices = {"craft": (CraftWithLilypads(), DoneCrafting()), "choose": (RoamersBattle(), RoamersPlace())}

    def __init__(self, seat: int) -> None:
        self.step = "craft"
        self.seat = seat

    def s_craft(self, g: "Game") -> Decision | None:
        if not g.factions[self.seat].hand or not lilypad_pieces(g, self.seat):
            self.step = "choose"
            return None
        # asked whenever a lilypad is unused and a card is in hand, so that passing tells nothing (1.2.1)
        return Decision(self.seat, "roamers_craft", self.offer(g),
                        "River Roamers: craft a card activating lilypads, or done", "H.2.4", keep=True)

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "river_roamers", opts,
                        "River Roamers: battle at every lilypad, or two Roamers on the river?", "H.2.4")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "river_roamers", "step": self.step}


class PlaceRoamers(PlaceWarriors):
    """Two Roamers (``each``) in a river clearing, and a lilypad with them if it has none: at
    setup (A.6.3), when hired (H.2.1) or by the Daylight action (mode "roam")."""

    __slots__ = ()

    def targets(self, g: "Game") -> list[int]:
        h = self.hired(g)
        owner = g.hirelings.owner(h) if g.hirelings is not None else -2
        if not h.supply and len(hireling_tokens(g, owner)) >= h.token_total:
            return []
        return [c for c in river_clearings(g) if can_place(g, owner, c)]

    def with_warriors(self, g: "Game", owner: int, c: int) -> None:
        if c not in hireling_tokens(g, owner):
            place_hireling_token(g, owner, c)


class RiverRoamers(Hireling):
    key = CARD
    token = "lilypad"
    rule = "H.2.4"
    daylight_kinds = ("roamers",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceRoamers(seat, h.card, "setup", each=2)]  # A.6.3

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        """H.2.1: with no lilypad on the map, two Roamers and a lilypad in a river clearing."""
        assert g.hirelings is not None
        if hireling_tokens(g, g.hirelings.owner(h)):
            return []
        return [PlaceRoamers(h.controller, h.card, "hired", each=2)]

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        return river_clearings(g)

    def where(self, mode: str) -> str:
        return "a clearing on the river"

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("roamers")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(RoamersAction(h.controller))


# ----------------------------------------------------------------------------- Frog Tinkers

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
