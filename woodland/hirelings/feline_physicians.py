"""The Forest Patrol card's demoted side, the Feline Physicians (appendix H; the promoted side
is woodland/hirelings/forest_patrol.py). H.2.2: whenever warriors of the controller's faction
are removed from a clearing, the controller may spend a card matching that clearing to place
them in a clearing with their own faction pieces instead of their supply, as the Marquise's
Field Hospitals (6.2.3) with any of the controller's clearings for the keep's.

docs/rulings.md: by any removal, once per removal from a clearing, the controller's faction
warriors only, into any clearing where they have faction pieces and may place (R305); only the
warriors that would reach the supply (R306: not those another ability sends elsewhere; decided
before a card such as Coffin Makers takes them); the Marquise controlling them is asked once,
the keep among the clearings (R307)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_FACTION, Ability
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.events import Removed
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CARD, CLEARING, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.board import (
    can_place,
    clearing_suits,
    has_pieces,
    place_warriors,
    removed_warriors_taken,
    why_cannot_place,
)

if TYPE_CHECKING:
    from woodland.core.game import Game

KEY = "feline_physicians"

action_kind("physicians", "Feline Physicians: spend this card, matching the clearing, to place the removed "
            "warriors in this clearing with your pieces", "H.2.2", (CARD, CLEARING))
decision_kind("feline_physicians", "Feline Physicians: which card and clearing save the removed warriors", "H.2.2")


def physicians_of(g: "Game", seat: int) -> Hired | None:
    """The Feline Physicians card, if ``seat`` controls it."""
    h = g.hirelings.key_of(KEY) if g.hirelings is not None else None
    return h if h is not None and h.controller == seat and seat >= 0 else None


def sites(g: "Game", seat: int) -> list[int]:
    """R305: the clearings with faction pieces of ``seat`` where they may place warriors (G.20)."""
    return [c for c in range(g.map.n) if has_pieces(g, seat, c) and can_place(g, seat, c)]


class PhysiciansWait(Ability):
    """R306: the controller's removed warriors that reach their supply wait there for the
    controller's choice; the count is kept on the card (``pending``) for the trigger. Asked
    after the faction's own rules for removed warriors (Revenge, a warlord, captains: they come
    first, R34) and before a card that takes them (Coffin Makers: only if not saved)."""

    precedence = FROM_FACTION  # before cards; among the controller's own abilities, last
    rule = "H.2.2"

    def takes_removed_warriors(self, g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> bool:
        h = physicians_of(g, self.seat)
        f = g.factions[owner] if owner == self.seat else None
        if h is None or f is None or not f.hand:
            return False
        before = f.supply
        f.warriors_removed(g, c, n, by, cause)
        h.state.setdefault("pending", []).append([c, f.supply - before])
        return True

    def saves_removed_warriors(self, g: "Game", owner: int) -> bool:
        """R307: the controller is asked here, in place of their faction's own question of the
        kind (the Marquise's Field Hospitals: the keep is among these clearings)."""
        return owner == self.seat and physicians_of(g, self.seat) is not None


class Physician(Choice["PhysiciansAsk"]):
    """H.2.2: a card matching the clearing of the removal, and a clearing with the controller's
    pieces to place the warriors in."""

    kind = "physicians"

    def options(self, fr: "PhysiciansAsk", g: "Game") -> list[Action]:
        where = sites(g, fr.seat)
        cards = C.card_actions(g, "physicians", C.matching_in_hand(g, fr.seat, clearing_suits(g, fr.c)))
        return [act("physicians", (a.args[0], c + 1)) for a in cards for c in where]

    def why_not(self, fr: "PhysiciansAsk", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        if len(action.args) != 2:
            return "name the card and the clearing: physicians CARD CLEARING", ["H.2.2"]
        r = why_card(g, fr.seat, action.args[0], clearing_suits(g, fr.c), "H.2.2")
        if r is not None:
            return r
        c = action.args[1]
        if not isinstance(c, int) or not 1 <= c <= g.map.n:
            return f"there is no clearing {c}", ["H.2.2"]
        if not has_pieces(g, fr.seat, c - 1):
            return f"you have no pieces in clearing {c}: the warriors go to a clearing with your pieces", ["H.2.2"]
        return why_cannot_place(g, fr.seat, c - 1, "H.2.2")

    def do(self, fr: "PhysiciansAsk", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        place_warriors(g, fr.seat, int(action.args[1]) - 1, fr.n)
        g.pop()


class NoPhysician(BareAction["PhysiciansAsk"]):
    """H.2.2 is optional: the warriors stay removed."""

    kind = "pass"

    def do(self, fr: "PhysiciansAsk", g: "Game", action: Action) -> None:
        fr.unsaved(g)
        g.pop()


class PhysiciansAsk(Frame):
    """H.2.2: ``n`` warriors of ``seat`` removed from ``c`` wait in the supply: spend a card
    matching ``c`` to place them in a clearing with ``seat``'s pieces."""

    __slots__ = ("seat", "c", "n")
    rule = "H.2.2"
    choices = {"ask": (Physician(), NoPhysician())}

    def __init__(self, seat: int, c: int, n: int) -> None:
        self.step = "ask"
        self.seat = seat
        self.c = c
        self.n = n

    def describe(self, g: "Game") -> str:
        return f"Feline Physicians for {self.c + 1}"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "feline_physicians", "clearing": self.c + 1, "warriors": self.n}

    def s_ask(self, g: "Game") -> Decision | None:
        if physicians_of(g, self.seat) is None or not g.factions[self.seat].hand or not sites(g, self.seat):
            self.unsaved(g)
            g.pop()
            return None
        # asked whenever the controller holds cards, so that passing tells nothing of them (1.2.1)
        return Decision(self.seat, "feline_physicians", self.offer(g),
                        f"{self.n} warrior(s) removed from {self.c + 1}: spend a matching card to place them "
                        "in a clearing with your pieces (Feline Physicians)?", "H.2.2", keep=True)

    def unsaved(self, g: "Game") -> None:
        """Warriors not saved go where they would have gone after the supply: onto a card such as
        Coffin Makers (R306, as R34)."""
        f = g.factions[self.seat]
        k = min(self.n, f.supply)
        if k > 0 and removed_warriors_taken(g, self.seat, self.c, k, skip=PhysiciansWait):
            f.supply -= k


class FelinePhysicians(Hireling):
    key = KEY
    listens = frozenset({"removed"})

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [PhysiciansWait(h.controller)] if h.controller >= 0 else []

    def triggers(self, g: "Game", h: Hired, event: tuple[Any, ...]) -> "list[Frame]":
        """H.2.2: one question per removal of the controller's warriors that reached the supply."""
        if not isinstance(event, Removed) or event.piece != "warrior" or event.owner != h.controller:
            return []
        pending = h.state.get("pending", [])
        i = next((i for i, (c, _k) in enumerate(pending) if c == event.clearing), -1)
        if i < 0:
            return []
        _c, k = pending.pop(i)
        if not pending:
            h.state.pop("pending")
        return [PhysiciansAsk(h.controller, event.clearing, k)] if k > 0 else []

    def why_not_now(self, g: "Game", h: Hired, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind != "physicians":
            return None
        if h.controller != seat:
            return "you do not control the Feline Physicians", ["H.2.2"]
        return "the Feline Physicians are used when warriors of yours are removed from a clearing", ["H.2.2"]

    def load_state(self, d: Any, n: int, clearings: int, field: str) -> dict[str, Any]:
        """``pending``: [clearing index, warriors] of removals waiting for the controller's choice."""
        if not isinstance(d, dict) or set(d) != {"pending"} or not isinstance(d["pending"], list) or not all(
                isinstance(p, list) and len(p) == 2 and all(type(x) is int for x in p)
                and 0 <= p[0] < clearings and p[1] >= 0 for p in d["pending"]):
            raise BadInput(field, "the Feline Physicians keep only pending: [[clearing index, warriors], ...]")
        return {"pending": [list(p) for p in d["pending"]]}
