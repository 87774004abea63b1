"""The Prosperous Farmers card (appendix H; Homeland, one source: components.md §6). Both
sides have nine warriors (farmers) and four farms (buildings, 2.2.3); **removing a farm never
scores** (3.2.1 does not apply: ``building_scores``).

Its promoted side, the Prosperous Farmers: setup (A.6.3), a farm and a farmer in each of two
clearings; when hired with no farm on the map, a farm and a farmer in a clearing with the
controller's pieces (H.2.1). Once per Daylight (H.2.4, ``farmers``): (1) if the controller
rules a clearing with a farm (H.3.1), they draw a card and a farm is placed in the clearing
with an open slot holding fewest warriors (the controller picks among ties); then (2) one
battle at a farm (``farm_battle``), **or** a farmer at each farm (``farm_guard``) (R244).

Its demoted side, the Struggling Farmers: no setup; when hired from another player, the farms
and farmers in clearings that player does not rule are removed (H.2.1); once per Daylight
(``farmstead CLEARING WHAT``): a farm, a farmer or both in a clearing the controller rules,
drawing a card when both are placed (R244)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.actions import Action, act
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, WORD, action_kind, decision_kind
from woodland.hirelings import BattleEach, PlaceWarriors
from woodland.rules import cards as C
from woodland.rules.battle import hireling_battle_options
from woodland.rules.board import (
    can_place,
    free_slots,
    has_pieces,
    hireling_buildings,
    place_hireling_building,
    place_hireling_warriors,
    remove_building,
    remove_warriors,
    rulers,
    total_warriors,
)

if TYPE_CHECKING:
    from woodland.core.game import Game

action_kind("farmers", "Prosperous Farmers: a farm if you rule one, then battle at a farm or a farmer at each",
            "H.2.4", ())
action_kind("farm_site", "Prosperous Farmers: the new farm goes in this clearing (fewest warriors, a slot open)",
            "H.2.4", (CLEARING,))
action_kind("farm_battle", "Prosperous Farmers: battle at a farm", "H.2.4", ())
action_kind("farm_guard", "Prosperous Farmers: place a farmer at each farm", "H.2.4", ())
action_kind("farmstead", "Struggling Farmers: a farm, a farmer or both in a clearing you rule", "H.2.4",
            (CLEARING, WORD))
decision_kind("farm_site", "Where the Prosperous Farmers' new farm goes", "H.2.4")
decision_kind("prosperous_farmers", "Prosperous Farmers: battle at a farm, or a farmer at each farm", "H.2.4")


class Farmers(Hireling):
    """What both sides share: the farms, which score nothing when removed."""

    building = "farm"
    building_scores = False

    def owner_of(self, g: "Game", h: Hired) -> int:
        assert g.hirelings is not None
        return g.hirelings.owner(h)

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        farms = set(hireling_buildings(g, self.owner_of(g, h)))
        if mode == "setup":  # two different clearings
            return [c for c in range(g.map.board_n) if c not in farms]
        if mode == "hired":  # at the controller's pieces
            return [c for c in range(g.map.board_n) if has_pieces(g, seat, c)]
        return super().warrior_targets(g, h, mode, seat)

    def where(self, mode: str) -> str:
        return {"setup": "a clearing without a farm, with an open slot",
                "hired": "a clearing with your pieces and an open slot"}.get(mode, "a clearing with an open slot")


# ----------------------------------------------------------------------------- Prosperous
def _prosperous(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("prosperous_farmers")


def farm_sites(g: "Game") -> list[int]:
    """(1): the clearings with an open slot holding fewest warriors (all of them, hirelings'
    too) where a farm may be placed."""
    owner, h = _prosperous(g)
    if len(hireling_buildings(g, owner)) >= h.building_total:
        return []
    open_ = [c for c in range(g.map.board_n) if free_slots(g, c) > 0 and can_place(g, owner, c)]
    count = {c: total_warriors(g, c) for c in open_}  # hirelings' warriors included
    least = min(count.values(), default=0)
    return [c for c in open_ if count[c] == least]


class FarmSite(Choice["FarmersAction"]):
    kind = "farm_site"

    def options(self, fr: "FarmersAction", g: "Game") -> list[Action]:
        return [act(self.kind, (c + 1,)) for c in farm_sites(g)]

    def why_not(self, fr: "FarmersAction", g: "Game", action: Action) -> Reason | None:
        return "the new farm goes in a clearing with an open slot that holds the fewest warriors", ["H.2.4"]

    def do(self, fr: "FarmersAction", g: "Game", action: Action) -> None:
        place_hireling_building(g, _prosperous(g)[0], int(action.args[0]) - 1)
        fr.step = "choose"


class FarmBattle(BareAction["FarmersAction"]):
    kind = "farm_battle"

    def options(self, fr: "FarmersAction", g: "Game") -> list[Action]:
        owner, _h = _prosperous(g)
        return [self.only] if hireling_battle_options(g, owner, hireling_buildings(g, owner)) else []

    def do(self, fr: "FarmersAction", g: "Game", action: Action) -> None:
        g.pop()
        g.push(BattleEach(fr.seat, "prosperous_farmers", hireling_buildings(g, _prosperous(g)[0]), times=1))


class FarmGuard(BareAction["FarmersAction"]):
    kind = "farm_guard"

    def options(self, fr: "FarmersAction", g: "Game") -> list[Action]:
        owner, h = _prosperous(g)
        return [self.only] if h.supply and hireling_buildings(g, owner) else []

    def do(self, fr: "FarmersAction", g: "Game", action: Action) -> None:
        g.pop()
        owner, _h = _prosperous(g)
        for c in hireling_buildings(g, owner):  # one per farm, as many as are left (1.5.4)
            if can_place(g, owner, c):
                place_hireling_warriors(g, owner, c, 1)


class FarmersAction(Frame):
    """H.2.4: the Prosperous Farmers' Daylight action for their controller ``seat``."""

    __slots__ = ("seat",)
    rule = "H.2.4"
    choices = {"site": (FarmSite(),), "choose": (FarmBattle(), FarmGuard())}

    def __init__(self, seat: int) -> None:
        self.step = "harvest"
        self.seat = seat

    def s_harvest(self, g: "Game") -> None:
        owner, _h = _prosperous(g)
        r = rulers(g)
        self.step = "choose"
        if any(r[c] == self.seat for c in hireling_buildings(g, owner)):  # (1) they rule a farm
            C.draw(g, self.seat, 1)
            self.step = "site"

    def s_site(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            self.step = "choose"
            return None
        return Decision(self.seat, "farm_site", opts, "Prosperous Farmers: the new farm goes where?", "H.2.4")

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "prosperous_farmers", opts,
                        "Prosperous Farmers: battle at a farm, or a farmer at each farm?", "H.2.4")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "prosperous_farmers", "step": self.step}


class ProsperousFarmers(Farmers):
    key = "prosperous_farmers"
    rule = "H.2.4"
    daylight_kinds = ("farmers",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", each=1, times=2, building=1)]  # A.6.3

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        if hireling_buildings(g, self.owner_of(g, h)):
            return []
        return [PlaceWarriors(h.controller, h.card, "hired", each=1, building=1)]  # H.2.1

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("farmers")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(FarmersAction(h.controller))


# ----------------------------------------------------------------------------- Struggling
#: what ``farmstead`` places: both (and a card), the farm only, the farmer only
FARMSTEAD = ("both", "farm", "farmer")


class StrugglingFarmers(Farmers):
    key = "struggling_farmers"
    rule = "H.2.4"
    daylight_kinds = ("farmstead",)

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        """H.2.1: the farms and farmers in clearings their former controller (the player giving
        them away, whose turn is ending, H.1.3) does not rule are removed (by no player)."""
        former = g.current
        if former == h.controller:  # from the supply (H.1.1): no former controller
            return []
        owner = self.owner_of(g, h)
        r = rulers(g)
        for c in range(g.map.n):
            if r[c] != former:
                for _ in range(hireling_buildings(g, owner).count(c)):
                    remove_building(g, c, owner, "farm", -1, "effect")
                if h.at(c):
                    remove_warriors(g, owner, c, h.at(c), -1, "effect")
        return []

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        owner, r = self.owner_of(g, h), rulers(g)
        farm_left = len(hireling_buildings(g, owner)) < h.building_total
        out: list[Action] = []
        for c in range(g.map.board_n):
            if r[c] != h.controller or not can_place(g, owner, c):
                continue
            farm = farm_left and free_slots(g, c) > 0
            for what, ok in zip(FARMSTEAD, (farm and h.supply > 0, farm, h.supply > 0)):
                if ok:
                    out.append(act("farmstead", (c + 1, what)))
        return out

    def daylight_why(self, g: "Game", h: Hired, action: Action) -> tuple[str, list[str]] | None:
        return ("a farm (an open slot needed), a farmer or both go in a clearing you rule, "
                "from the Farmers' supply"), ["H.2.4"]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        owner, c, what = self.owner_of(g, h), int(action.args[0]) - 1, str(action.args[1])
        if what in ("both", "farm"):
            place_hireling_building(g, owner, c)
        if what in ("both", "farmer"):
            place_hireling_warriors(g, owner, c, 1)
        if what == "both":
            C.draw(g, h.controller, 1)
