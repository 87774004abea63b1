"""The Sunny Advocates card (appendix H; Homeland, one source: docs/data-sources.md). Its
demoted side, the Bat Messengers: when the controller places a building or token of their
own, they may also place one of their warriors there (H.2.2; R262). The promoted side
(eight warriors) is not implemented yet (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.actions import Action, act
from woodland.core.events import Placed
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, action_kind, decision_kind
from woodland.rules.board import can_place, place_warriors

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
