"""The Last Dynasty card (appendix H). Its demoted side, the Bluebird Nobles: the controller
wins ties for rule (like Lords of the Forest, 7.2.2) and, at the start of Birdsong, scores
one victory point per three clearings they rule.

Its promoted side, the Last Dynasty (components.md §6): five warriors, all set up in one
edge clearing (A.6.3, G.15). Once per Daylight (H.2.4, ``dynasty``): with none on the map,
all five are placed in an edge clearing and battle there; otherwise, if their controller
rules their clearing (their warriors count for the controller, H.3.1), all of them move to an
adjacent clearing and then battle; if not, they battle there twice. The controller picks the
defenders (R269)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.events import PATH, Moved
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, action_kind, decision_kind
from woodland.core.maps import edge_clearings
from woodland.hirelings import BattleEach, PlaceWarriors, move_targets
from woodland.rules.battle import hireling_battle_options
from woodland.rules.board import move_hireling_warriors, rulers
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game


class NoblesTies(Ability):
    """H.2.2 Bluebird Nobles: the controller rules where tied for the most (2.5, as 7.2.2)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def wins_rule_ties(self, g: "Game") -> bool:
        return True


class BluebirdNobles(Hireling):
    key = "bluebird_nobles"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [NoblesTies(h.controller)] if h.controller >= 0 else []

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return True

    def birdsong(self, g: "Game", h: Hired) -> None:
        # H.2.3: one point per three clearings the controller rules
        ruled = sum(1 for r in rulers(g) if r == h.controller)
        score(g, h.controller, ruled // 3)


# ----------------------------------------------------------------------------- Last Dynasty
action_kind("dynasty", "Last Dynasty: place, or move, and battle", "H.2.4", ())
action_kind("dynasty_move", "Last Dynasty: all of them move to this adjacent clearing", "H.2.4", (CLEARING,))
decision_kind("dynasty_move", "Where all of the Last Dynasty move", "H.2.4")


def _dynasty(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("last_dynasty")


def _where(h: Hired) -> int:
    """The clearing of the Dynasty's warriors (all move together; -1: none on the map)."""
    cs = h.warrior_clearings()
    return cs[0] if cs else -1


class DynastyMove(Choice["DynastyAction"]):
    kind = "dynasty_move"

    def options(self, fr: "DynastyAction", g: "Game") -> list[Action]:
        owner, h = _dynasty(g)
        return [act("dynasty_move", (b + 1,)) for b in move_targets(g, owner, _where(h))]

    def why_not(self, fr: "DynastyAction", g: "Game", action: Action) -> Reason | None:
        return "the Last Dynasty move along a path to an adjacent clearing (or with the Ferry, R529)", ["H.2.4", "4.2"]

    def do(self, fr: "DynastyAction", g: "Game", action: Action) -> None:
        owner, h = _dynasty(g)
        a, b, n = _where(h), int(action.args[0]) - 1, sum(h.warriors)
        move_hireling_warriors(g, owner, a, b, n)
        g.emit(Moved("moved", fr.seat, a, b, n, owner, PATH))  # H.3.7: the controller is the player moving
        fr.step = "battle"


class DynastyAction(Frame):
    """H.2.4: the Last Dynasty's Daylight action for their controller ``seat``; ``left``: the
    battles they will fight (then ``BattleEach``)."""

    __slots__ = ("seat", "left")
    rule = "H.2.4"
    choices = {"move": (DynastyMove(),)}

    def __init__(self, seat: int) -> None:
        self.step = "start"
        self.seat = seat
        self.left = 1

    def s_start(self, g: "Game") -> None:
        _owner, h = _dynasty(g)
        c = _where(h)
        if c < 0:  # none on the map: all five in an edge clearing, then a battle
            self.step = "battle"
            g.push(PlaceWarriors(self.seat, h.card, "edge", each=h.warrior_total))
        elif rulers(g)[c] == self.seat:
            self.step = "move"
        else:
            self.step, self.left = "battle", 2

    def s_move(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            self.step = "battle"
            return None
        return Decision(self.seat, "dynasty_move", opts, "Last Dynasty: move all of them where?", "H.2.4")

    def s_battle(self, g: "Game") -> None:
        """The battles in their clearing (``BattleEach``: one per battle left)."""
        g.pop()
        c = _where(_dynasty(g)[1])
        if c >= 0:
            g.push(BattleEach(self.seat, "last_dynasty", [c] * self.left))

    def public(self, g: "Game") -> "dict[str, Any] | None":
        return {"procedure": "last_dynasty", "battles_left": self.left}


class LastDynasty(Hireling):
    key = "last_dynasty"
    rule = "H.2.4"
    daylight_kinds = ("dynasty",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", each=h.warrior_total)]  # A.6.3: all five

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        return sorted(edge_clearings(g.map))  # setup and "edge": an edge clearing (G.15)

    def where(self, mode: str) -> str:
        return "an edge clearing"

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        assert g.hirelings is not None
        owner, c = g.hirelings.owner(h), _where(h)
        useful = c < 0 or hireling_battle_options(g, owner, [c]) or (
            rulers(g)[c] == h.controller and move_targets(g, owner, c))
        return [act("dynasty")] if useful else []

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(DynastyAction(h.controller))
