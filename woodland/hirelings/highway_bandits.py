"""The Highway Bandits card (appendix H; components.md §6).

Its demoted side, the Bandit Gangs (implemented): four warriors, none set up. When hired with
no Bandit warrior on the map, one is placed in a clearing with the controller's pieces (H.2.1).
They cannot be battled where their controller has pieces (H.2.2; 1.1.2). Once per Daylight
(H.2.4, ``gangs``): one of the controller's own warriors placed at each Bandit warrior (from
their supply, as many as it holds, 1.5.4; ``gang_muster``), **or** a Bandit warrior placed
in a clearing with the controller's pieces (``gang_join``, then ``deploy CLEARING``) (R245).

Its promoted side, the Highway Bandits, is not implemented: its bandits stand on *paths*, a
place woodland's board has no pieces for yet (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.frame import BareAction, Decision, Frame
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import action_kind, decision_kind
from woodland.hirelings import PlaceWarriors
from woodland.rules.board import has_pieces, is_enemy, place_warriors

if TYPE_CHECKING:
    from woodland.core.game import Game

action_kind("gangs", "Bandit Gangs: your warriors at the Bandits, or a Bandit at your pieces", "H.2.4", ())
action_kind("gang_muster", "Bandit Gangs: place one of your warriors at each Bandit warrior", "H.2.4", ())
action_kind("gang_join", "Bandit Gangs: place a Bandit warrior in a clearing with your pieces", "H.2.4", ())
decision_kind("bandit_gangs", "Bandit Gangs: your warriors at each Bandit, or a new Bandit at your pieces", "H.2.4")


def _gangs(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("bandit_gangs")


class GangGuard(Ability):
    """H.2.2 Bandit Gangs: they cannot be battled where their controller has pieces."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def forbids_battle(self, g: "Game", attacker: int, defender: int, c: int) -> bool:
        owner, h = _gangs(g)
        return defender == owner and h.controller >= 0 and has_pieces(g, h.controller, c) \
            and is_enemy(g, attacker, defender)

    def battle_reason(self, g: "Game", defender: int, c: int) -> str:
        return f"the Bandit Gangs cannot be battled where their controller has pieces (clearing {c + 1})"


class Muster(BareAction["GangsAction"]):
    kind = "gang_muster"

    def options(self, fr: "GangsAction", g: "Game") -> list[Action]:
        _owner, h = _gangs(g)
        return [self.only] if any(h.warriors) and g.factions[fr.seat].supply > 0 else []

    def do(self, fr: "GangsAction", g: "Game", action: Action) -> None:
        g.pop()
        _owner, h = _gangs(g)
        for c in h.warrior_clearings():  # one per Bandit warrior, as many as the supply holds (1.5.4)
            place_warriors(g, fr.seat, c, h.at(c))


class Join(BareAction["GangsAction"]):
    kind = "gang_join"

    def options(self, fr: "GangsAction", g: "Game") -> list[Action]:
        _owner, h = _gangs(g)
        return [self.only] if h.supply and h.rules.warrior_targets(g, h, "join", fr.seat) else []

    def do(self, fr: "GangsAction", g: "Game", action: Action) -> None:
        g.pop()
        g.push(PlaceWarriors(fr.seat, "highway_bandits", "join"))


class GangsAction(Frame):
    """H.2.4: the Bandit Gangs' Daylight action for their controller ``seat``."""

    __slots__ = ("seat",)
    rule = "H.2.4"
    choices = {"choose": (Muster(), Join())}

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "bandit_gangs", opts,
                        "Bandit Gangs: your warriors at each Bandit, or a new Bandit at your pieces?", "H.2.4")


class BanditGangs(Hireling):
    key = "bandit_gangs"
    rule = "H.2.4"
    daylight_kinds = ("gangs",)

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [GangGuard(h.controller)] if h.controller >= 0 else []

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        return [] if any(h.warriors) else [PlaceWarriors(h.controller, h.card, "hired")]  # H.2.1

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        return [c for c in range(g.map.board_n) if has_pieces(g, seat, c)]  # at the controller's pieces

    def where(self, mode: str) -> str:
        return "a clearing with your pieces"

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("gangs")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(GangsAction(h.controller))
