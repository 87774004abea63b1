"""The Sunny Advocates card (appendix H; Homeland, one source: docs/data-sources.md). Its
demoted side, the Bat Messengers: when the controller places a building or token of their
own, they may also place one of their warriors there (H.2.2; R262).

Its promoted side, the Sunny Advocates (components.md §6): eight warriors, two set up in each
of a fox, a mouse and a rabbit clearing (A.6.3); when hired with none on the map, one in any
clearing (H.2.1). Once per Daylight (H.2.4, ``advocates``): the controller chooses a suit
(``advocate_suit SUIT``); in each clearing of that suit with Advocates, one enemy warrior is
replaced with one of the controller's own warriors (G.23: only where both steps can be done;
``advocate_replace CLEARING FACTION`` when several enemies could lose one), removed by the
hireling (H.3.6, H.3.7; R276); then an Advocate is placed at the controller's pieces in a
clearing without one, else in any clearing (R277, R474: the publisher's card)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.actions import Action, act
from woodland.core.events import Placed
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, FACTION, SUIT, action_kind, decision_kind
from woodland.hirelings import PlaceWarriors
from woodland.rules.board import (
    can_place,
    clearing_suits,
    has_pieces,
    in_suit,
    is_enemy,
    may_remove,
    place_warriors,
    remove_warriors,
    warriors_of,
)

if TYPE_CHECKING:
    from woodland.core.game import Game

decision_kind("messenger", "Whether the Bat Messengers place a warrior with the piece just placed (H.2.2)", "H.2.2")
action_kind("messenger", "Bat Messengers: place one of your warriors in this clearing", "H.2.2", (CLEARING,))


class MessengerWarrior(Choice["Messengers"]):
    kind = "messenger"

    def options(self, fr: "Messengers", g: "Game") -> list[Action]:
        return [act("messenger", (fr.c + 1,))]

    def why_not(self, fr: "Messengers", g: "Game", action: Action) -> Reason | None:
        return f"the Bat Messengers place a warrior where the piece was placed, clearing {fr.c + 1}", ["H.2.2"]

    def do(self, fr: "Messengers", g: "Game", action: Action) -> None:
        place_warriors(g, fr.seat, fr.c, 1)
        g.pop()


class NoMessenger(BareAction["Messengers"]):
    kind = "pass"

    def do(self, fr: "Messengers", g: "Game", action: Action) -> None:
        g.pop()


class Messengers(Frame):
    """H.2.2 Bat Messengers: a warrior may go with the building or token just placed."""

    __slots__ = ("seat", "c")
    rule = "H.2.2"
    choices = {"ask": (MessengerWarrior(), NoMessenger())}

    def __init__(self, seat: int, c: int) -> None:
        self.step = "ask"
        self.seat = seat
        self.c = c

    def describe(self, g: "Game") -> str:
        return f"Bat Messengers: a warrior to {self.c + 1}"

    def s_ask(self, g: "Game") -> Decision | None:
        if g.factions[self.seat].supply <= 0 or not can_place(g, self.seat, self.c):
            g.pop()
            return None
        return Decision(self.seat, "messenger", self.offer(g), f"place a warrior in {self.c + 1} too?", "H.2.2")


class BatMessengers(Hireling):
    key = "bat_messengers"
    listens = frozenset({"placed"})

    def triggers(self, g: "Game", h: Hired, event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, Placed) and event.owner == h.controller >= 0:
            return [Messengers(h.controller, event.clearing)]
        return []


# ----------------------------------------------------------------------------- Sunny Advocates
#: the suits of the clearings the setup fills, one each (A.6.3), and the suits chosen in Daylight
SUITS = ("fox", "mouse", "rabbit")

action_kind("advocates", "Sunny Advocates: choose a suit; enemy warriors by the Advocates there are replaced",
            "H.2.4", ())
action_kind("advocate_suit", "Sunny Advocates: replace enemy warriors in the Advocate clearings of this suit",
            "H.2.4", (SUIT,))
action_kind("advocate_replace", "Sunny Advocates: replace a warrior of this player in this clearing", "H.2.4",
            (CLEARING, FACTION))
decision_kind("advocates", "Sunny Advocates: which suit", "H.2.4")
decision_kind("advocates_replace", "Sunny Advocates: whose warrior is replaced", "H.2.4")


def _advocates(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("sunny_advocates")


def replaceable(g: "Game", seat: int, c: int) -> list[int]:
    """The enemies of ``seat`` (players: hirelings are not the Advocates' enemies, R263) one of
    whose warriors ``seat`` can replace in ``c`` with one of their own (G.23: both steps
    possible -- a warrior in supply, placing allowed there)."""
    if g.factions[seat].supply <= 0 or not can_place(g, seat, c):
        return []
    return [f.seat for f in g.factions if is_enemy(g, seat, f.seat) and warriors_of(g, f.seat, c) > 0
            and f.replaceable_warriors(g, c) > 0 and may_remove(g, seat, f.seat, c)]  # 18.2.5; H.2.2 Stoic


class AdvocateSuit(Choice["AdvocatesAction"]):
    kind = "advocate_suit"

    def options(self, fr: "AdvocatesAction", g: "Game") -> list[Action]:
        return [act(self.kind, (s,)) for s in SUITS]

    def why_not(self, fr: "AdvocatesAction", g: "Game", action: Action) -> Reason | None:
        return "the Sunny Advocates choose fox, mouse or rabbit", ["H.2.4"]

    def do(self, fr: "AdvocatesAction", g: "Game", action: Action) -> None:
        suit = str(action.args[0]).lower()
        fr.todo = [c for c in _advocates(g)[1].warrior_clearings() if in_suit(g, c, suit)]
        fr.step = "replace"


class AdvocateReplace(Choice["AdvocatesAction"]):
    kind = "advocate_replace"

    def options(self, fr: "AdvocatesAction", g: "Game") -> list[Action]:
        c = fr.todo[0]
        return [act(self.kind, (c + 1, g.factions[s].key)) for s in replaceable(g, fr.seat, c)]

    def why_not(self, fr: "AdvocatesAction", g: "Game", action: Action) -> Reason | None:
        return (f"an enemy warrior in clearing {fr.todo[0] + 1} that you can replace with one of yours "
                f"(G.23)"), ["H.2.4", "G.23"]

    def do(self, fr: "AdvocatesAction", g: "Game", action: Action) -> None:
        """G.23: an enemy warrior removed -- by the Advocates (H.3.6, H.3.7; R276) -- and one
        of the controller's placed where it was."""
        c = fr.todo.pop(0)
        if remove_warriors(g, g.seat_of(str(action.args[1])), c, 1, _advocates(g)[0], "replace"):
            place_warriors(g, fr.seat, c, 1)


class AdvocatesAction(Frame):
    """H.2.4: the Sunny Advocates' Daylight action for their controller ``seat``; ``todo``: the
    Advocate clearings of the suit chosen still to see to."""

    __slots__ = ("seat", "todo")
    rule = "H.2.4"
    choices = {"suit": (AdvocateSuit(),), "replace": (AdvocateReplace(),)}

    def __init__(self, seat: int) -> None:
        self.step = "suit"
        self.seat = seat
        self.todo: list[int] = []

    def s_suit(self, g: "Game") -> Decision:
        return Decision(self.seat, "advocates", self.offer(g), "Sunny Advocates: which suit?", "H.2.4")

    def s_replace(self, g: "Game") -> Decision | None:
        while self.todo:
            if replaceable(g, self.seat, self.todo[0]):  # (one option is taken at once)
                return Decision(self.seat, "advocates_replace", self.offer(g),
                                f"Sunny Advocates: whose warrior in {self.todo[0] + 1} is replaced?", "H.2.4")
            self.todo.pop(0)
        g.pop()  # then an Advocate at the controller's pieces (R277)
        g.push(PlaceWarriors(self.seat, _advocates(g)[1].card, "daylight"))
        return None

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "sunny_advocates", "step": self.step, "clearings": [c + 1 for c in self.todo]}


class SunnyAdvocates(Hireling):
    key = "sunny_advocates"
    rule = "H.2.4"
    daylight_kinds = ("advocates",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", each=2, times=len(SUITS))]  # A.6.3

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        return [] if any(h.warriors) else [PlaceWarriors(h.controller, h.card, "hired")]  # H.2.1: anywhere

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        clearings = range(g.map.board_n)
        if mode == "setup":  # A.6.3: a clearing of each suit not yet holding Advocates
            held = {s for c in h.warrior_clearings() for s in clearing_suits(g, c)}
            return [c for c in clearings if set(clearing_suits(g, c)) & (set(SUITS) - held)]
        if mode == "daylight":  # R277: at the controller's pieces where there is none, else (R474) anywhere
            assert g.hirelings is not None
            owner = g.hirelings.owner(h)
            open_ = [c for c in clearings if can_place(g, owner, c)]
            return [c for c in open_ if not h.at(c) and has_pieces(g, seat, c)] or open_
        return super().warrior_targets(g, h, mode, seat)

    def where(self, mode: str) -> str:
        return {"setup": "a clearing of a suit (fox, mouse, rabbit) not yet holding Advocates",
                "daylight": "a clearing with your pieces and without Advocates, if there is one; else any "
                            "clearing"}.get(
                    mode, "any clearing")

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("advocates")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(AdvocatesAction(h.controller))
