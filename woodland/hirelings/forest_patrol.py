"""The Forest Patrol card (appendix H). Its promoted side, the Forest Patrol (components.md §6):
twelve warriors, one set up in every clearing (A.6.3). Its removed warriors go onto its card,
which is its supply (R281). Once per Daylight (H.2.4, ``patrol``): a move (4.2: Patrol
warriors from one clearing to an adjacent one, its controller ruling either, its warriors
counting for that rule, H.3.1) and then a battle with Patrol warriors (``BattleEach``, one
battle), **or** all the warriors on its card placed in a clearing that already has Patrol.

Its demoted side, the Feline Physicians, is woodland/hirelings/feline_physicians.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.actions import Action, act
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, COUNT, action_kind, decision_kind
from woodland.hirelings import HirelingMarch, MarchThenBattle, marches
from woodland.rules.battle import hireling_battle_options
from woodland.rules.board import can_place, place_hireling_warriors, why_cannot_place
from woodland.rules.why import clearing_arg

if TYPE_CHECKING:
    from woodland.core.game import Game

action_kind("patrol", "Forest Patrol: move then battle, or bring the warriors on the card back", "H.2.4", ())
action_kind("patrol_move", "Forest Patrol: move then battle", "H.2.4", ())
action_kind("patrol_drop", "Forest Patrol: place all the warriors on the card in this Patrol clearing", "H.2.4",
            (CLEARING,))
action_kind("patrol_march", "Forest Patrol: move this many warriors from one clearing to another", "H.2.4",
            (CLEARING, CLEARING, COUNT))
decision_kind("forest_patrol", "Forest Patrol: move then battle, or bring back the warriors on the card", "H.2.4")
decision_kind("patrol_march", "Which Forest Patrol warriors move, and where", "4.2")


def _patrol(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("forest_patrol")


class PatrolMove(BareAction["PatrolAction"]):
    kind = "patrol_move"

    def options(self, fr: "PatrolAction", g: "Game") -> list[Action]:
        owner, h = _patrol(g)
        if marches(g, "forest_patrol", "patrol_march", fr.seat) or hireling_battle_options(
                g, owner, h.warrior_clearings()):
            return [act("patrol_move")]
        return []

    def do(self, fr: "PatrolAction", g: "Game", action: Action) -> None:
        fr.step = "march"


class PatrolDrop(Choice["PatrolAction"]):
    kind = "patrol_drop"

    def options(self, fr: "PatrolAction", g: "Game") -> list[Action]:
        owner, h = _patrol(g)
        if not h.supply:
            return []
        return [act("patrol_drop", (c + 1,)) for c in h.warrior_clearings() if can_place(g, owner, c)]

    def why_not(self, fr: "PatrolAction", g: "Game", action: Action) -> Reason | None:
        owner, h = _patrol(g)
        c = clearing_arg(g, action.args[0]) if len(action.args) == 1 else None
        if not h.supply:
            return "no Forest Patrol warrior is on the card to bring back", ["H.2.4"]
        if c is not None and h.at(c):
            why = why_cannot_place(g, owner, c, "H.2.4")  # 1.1.2: e.g. a face-up snare (13.7.2)
            if why is not None:
                return why
        return "the warriors on the card go to a clearing that already has Patrol", ["H.2.4"]

    def do(self, fr: "PatrolAction", g: "Game", action: Action) -> None:
        g.pop()
        owner, h = _patrol(g)
        place_hireling_warriors(g, owner, int(action.args[0]) - 1, h.supply)


class PatrolMarch(HirelingMarch):
    kind = "patrol_march"


class PatrolAction(MarchThenBattle):
    """H.2.4: the Forest Patrol's Daylight action for their controller ``seat``."""

    __slots__ = ()
    card = "forest_patrol"
    choices = {"choose": (PatrolMove(), PatrolDrop()), "march": (PatrolMarch(),)}

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "forest_patrol", opts,
                        "Forest Patrol: move then battle, or bring back the warriors on the card?", "H.2.4")


class PatrolSetup(Frame):
    """A.6.3: one Patrol warrior in every clearing of the map (where one may be placed, G.20)."""

    __slots__ = ("seat", "card")
    rule = "A.6.3"

    def __init__(self, seat: int, card: str) -> None:
        self.step = "place"
        self.seat = seat
        self.card = card

    def s_place(self, g: "Game") -> None:
        g.pop()
        owner, _h = _patrol(g)
        for c in range(g.map.board_n):
            if can_place(g, owner, c):
                place_hireling_warriors(g, owner, c, 1)


class ForestPatrol(Hireling):
    key = "forest_patrol"
    rule = "H.2.4"
    daylight_kinds = ("patrol",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PatrolSetup(seat, h.card)]

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("patrol")] if any(h.warriors) else []

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(PatrolAction(h.controller))
