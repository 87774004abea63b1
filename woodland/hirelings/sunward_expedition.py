"""The Sunward Expedition card (appendix H). Its promoted side, the Sunward Expedition
(components.md §6): eight warriors and three footholds (buildings, 2.2.3). Setup (A.6.3): a
foothold and three warriors in one clearing (with an open slot). Once per Daylight (H.2.4,
``expedition``): (1) a foothold and up to three warriors in a clearing without a foothold
(an open slot needed), taking a foothold back from the map first when none is on the card
(``expedition_recycle``; R241); then (2) a move and then one battle with Expedition warriors
(as the Forest Patrol's, R281), **or** a warrior at each foothold (``expedition_guard``).
Removing a foothold scores its remover a point as any building (3.2.1; not a hireling, H.3.6).

Its demoted side, the Mole Artisans, is not implemented (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.actions import Action, act
from woodland.core.frame import BareAction, Choice, Decision, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, COUNT, action_kind, decision_kind
from woodland.hirelings import HirelingMarch, MarchThenBattle, PlaceWarriors, marches
from woodland.rules.battle import hireling_battle_options
from woodland.rules.board import (
    can_place,
    free_slots,
    hireling_buildings,
    place_hireling_building,
    place_hireling_warriors,
    remove_building,
)

if TYPE_CHECKING:
    from woodland.core.frame import Frame
    from woodland.core.game import Game

CARD = "sunward_expedition"

action_kind("expedition", "Sunward Expedition: a new foothold, then move and battle or a warrior at each foothold",
            "H.2.4", ())
action_kind("expedition_recycle", "Sunward Expedition: take back the foothold in this clearing to place it anew",
            "H.2.4", (CLEARING,))
action_kind("expedition_found", "Sunward Expedition: a foothold and this many warriors in this clearing", "H.2.4",
            (CLEARING, COUNT))
action_kind("expedition_move", "Sunward Expedition: move then battle", "H.2.4", ())
action_kind("expedition_guard", "Sunward Expedition: place a warrior at each foothold", "H.2.4", ())
action_kind("expedition_march", "Sunward Expedition: move this many warriors from one clearing to another", "H.2.4",
            (CLEARING, CLEARING, COUNT))
decision_kind("expedition_recycle", "Which foothold the Sunward Expedition take back from the map", "H.2.4")
decision_kind("expedition_found", "Where the Sunward Expedition's new foothold goes, with how many warriors",
              "H.2.4")
decision_kind("sunward_expedition", "Sunward Expedition: move then battle, or a warrior at each foothold", "H.2.4")
decision_kind("expedition_march", "Which Sunward Expedition warriors move, and where", "4.2")


def _expedition(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side(CARD)


def found_targets(g: "Game") -> list[int]:
    """(1): the clearings without a foothold where one may be placed (an open slot, G.20)."""
    owner, _h = _expedition(g)
    held = set(hireling_buildings(g, owner))
    return [c for c in range(g.map.board_n) if c not in held and free_slots(g, c) > 0 and can_place(g, owner, c)]


def _on_card(g: "Game") -> int:
    """The footholds on the card (its supply)."""
    owner, h = _expedition(g)
    return h.building_total - len(hireling_buildings(g, owner))


class Recycle(Choice["ExpeditionAction"]):
    kind = "expedition_recycle"

    def options(self, fr: "ExpeditionAction", g: "Game") -> list[Action]:
        return [act(self.kind, (c + 1,)) for c in sorted(set(hireling_buildings(g, _expedition(g)[0])))]

    def why_not(self, fr: "ExpeditionAction", g: "Game", action: Action) -> Reason | None:
        return "with no foothold on the card, one is taken back from a clearing that has one", ["H.2.4"]

    def do(self, fr: "ExpeditionAction", g: "Game", action: Action) -> None:
        owner, _h = _expedition(g)
        # taken back by its own hireling: not removed by an enemy, nothing scores (3.2.1, H.3.6)
        remove_building(g, int(action.args[0]) - 1, owner, "foothold", owner)
        fr.step = "found"


class Found(Choice["ExpeditionAction"]):
    kind = "expedition_found"

    def options(self, fr: "ExpeditionAction", g: "Game") -> list[Action]:
        most = min(3, _expedition(g)[1].supply)
        return [act(self.kind, (c + 1, k)) for c in found_targets(g) for k in range(most + 1)]

    def why_not(self, fr: "ExpeditionAction", g: "Game", action: Action) -> Reason | None:
        return ("the new foothold goes in a clearing without a foothold and with an open slot, with up to "
                "three warriors from the supply"), ["H.2.4", "2.2.3"]

    def do(self, fr: "ExpeditionAction", g: "Game", action: Action) -> None:
        owner, _h = _expedition(g)
        c = int(action.args[0]) - 1
        place_hireling_building(g, owner, c)
        place_hireling_warriors(g, owner, c, int(action.args[1]))
        fr.step = "choose"


class ExpeditionMove(BareAction["ExpeditionAction"]):
    kind = "expedition_move"

    def options(self, fr: "ExpeditionAction", g: "Game") -> list[Action]:
        owner, h = _expedition(g)
        if marches(g, CARD, "expedition_march", fr.seat) or hireling_battle_options(g, owner, h.warrior_clearings()):
            return [self.only]
        return []

    def do(self, fr: "ExpeditionAction", g: "Game", action: Action) -> None:
        fr.step = "march"


class ExpeditionGuard(BareAction["ExpeditionAction"]):
    kind = "expedition_guard"

    def options(self, fr: "ExpeditionAction", g: "Game") -> list[Action]:
        owner, h = _expedition(g)
        return [self.only] if h.supply and hireling_buildings(g, owner) else []

    def do(self, fr: "ExpeditionAction", g: "Game", action: Action) -> None:
        g.pop()
        owner, _h = _expedition(g)
        for c in hireling_buildings(g, owner):  # one per foothold, as many as are left (1.5.4)
            if can_place(g, owner, c):
                place_hireling_warriors(g, owner, c, 1)


class ExpeditionMarch(HirelingMarch):
    kind = "expedition_march"


class ExpeditionAction(MarchThenBattle):
    """H.2.4: the Sunward Expedition's Daylight action for their controller ``seat``: the new
    foothold (steps "recycle", "found"), then the choice (step "choose")."""

    __slots__ = ()
    card = CARD
    choices = {"recycle": (Recycle(),), "found": (Found(),),
               "choose": (ExpeditionMove(), ExpeditionGuard()), "march": (ExpeditionMarch(),)}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.step = "recycle"

    def s_recycle(self, g: "Game") -> Decision | None:
        if _on_card(g) or not found_targets(g):  # a foothold on the card, or nowhere to put one
            self.step = "found"
            return None
        return Decision(self.seat, "expedition_recycle", self.offer(g),
                        "Sunward Expedition: take back which foothold, to place it anew?", "H.2.4")

    def s_found(self, g: "Game") -> Decision | None:
        opts = self.offer(g) if _on_card(g) else []
        if not opts:
            self.step = "choose"
            return None
        return Decision(self.seat, "expedition_found", opts,
                        "Sunward Expedition: a foothold and how many warriors where?", "H.2.4")

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "sunward_expedition", opts,
                        "Sunward Expedition: move then battle, or a warrior at each foothold?", "H.2.4")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "sunward_expedition", "step": self.step}


class SunwardExpedition(Hireling):
    key = CARD
    building = "foothold"
    rule = "H.2.4"
    daylight_kinds = ("expedition",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", each=3, building=1)]  # A.6.3

    def where(self, mode: str) -> str:
        return "a clearing with an open slot"

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("expedition")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(ExpeditionAction(h.controller))
