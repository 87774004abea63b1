"""The Riverfolk Flotilla card (appendix H). Its demoted side, the Otter Divers: the
controller moves into and out of clearings on a river regardless of rule (4.2.1).

Its promoted side, the Riverfolk Flotilla (components.md §6): a pawn set up in a clearing on
the river at the edge of the map (A.6.3); it cannot be battled or removed (nothing targets a
pawn but its own moves). At the start of its controller's Birdsong (H.2.3): each player with
pieces in its clearing may draw a card (``flotilla_draw`` or ``pass``, asked in turn order
from the controller); then it must move along the river to an adjacent clearing, ignoring
rule (``station CLEARING``), and may battle there (``battle CLEARING FACTION`` or ``pass``),
rolling up to three hits (``pawn_hits``); hits it takes remove nothing (R246)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability, Link
from woodland.core.actions import Action
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import action_kind, decision_kind
from woodland.core.maps import edge_clearings
from woodland.hirelings import PlacePawn
from woodland.rules import cards as C
from woodland.rules.battle import Battle, hireling_battle_options
from woodland.rules.board import has_pieces, owner_named

if TYPE_CHECKING:
    from woodland.core.game import Game


class DiversMoves(Ability):
    """H.2.2 Otter Divers: every path from or to a river clearing may be used regardless of
    rule (4.2) by the controller."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def move_links(self, g: "Game", mover: int) -> list[Link]:
        if mover != self.seat:
            return []
        m = g.map
        return [(a, b, True) for a in range(m.n) for b in m.adj[a] if a < b and (m.river_adj[a] or m.river_adj[b])]


class OtterDivers(Hireling):
    key = "otter_divers"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [DiversMoves(h.controller)] if h.controller >= 0 else []


# ----------------------------------------------------------------------------- Riverfolk Flotilla
action_kind("flotilla_draw", "Draw a card: you have pieces in the Riverfolk Flotilla's clearing", "H.2.3", ())
decision_kind("flotilla_draw", "Draw a card by the Riverfolk Flotilla, or not", "H.2.3")
decision_kind("flotilla_battle", "Whether the Riverfolk Flotilla battle where they moved, and whom", "H.2.3")


def _flotilla(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("riverfolk_flotilla")


class FlotillaDraw(BareAction["FlotillaBirdsong"]):
    kind = "flotilla_draw"

    def do(self, fr: "FlotillaBirdsong", g: "Game", action: Action) -> None:
        C.draw(g, fr.todo.pop(0), 1)


class NoDraw(BareAction["FlotillaBirdsong"]):
    kind = "pass"

    def do(self, fr: "FlotillaBirdsong", g: "Game", action: Action) -> None:
        fr.todo.pop(0)


class FlotillaFight(Choice["FlotillaBirdsong"]):
    kind = "battle"

    def options(self, fr: "FlotillaBirdsong", g: "Game") -> list[Action]:
        owner, h = _flotilla(g)
        return hireling_battle_options(g, owner, [h.pawn]) if h.pawn >= 0 else []

    def why_not(self, fr: "FlotillaBirdsong", g: "Game", action: Action) -> Reason | None:
        return "the Riverfolk Flotilla battle an enemy in their own clearing", ["H.2.3", "4.3"]

    def do(self, fr: "FlotillaBirdsong", g: "Game", action: Action) -> None:
        g.pop()
        g.push(Battle(_flotilla(g)[0], owner_named(g, str(action.args[1]).lower()), int(action.args[0]) - 1))


class NoFight(BareAction["FlotillaBirdsong"]):
    kind = "pass"

    def do(self, fr: "FlotillaBirdsong", g: "Game", action: Action) -> None:
        g.pop()


class FlotillaBirdsong(Frame):
    """H.2.3: the Flotilla's start of Birdsong for their controller ``seat``: the draws
    (``todo``: the seats still asked), the move, then the battle they may fight."""

    __slots__ = ("seat", "todo")
    rule = "H.2.3"
    choices = {"draw": (FlotillaDraw(), NoDraw()), "battle": (FlotillaFight(), NoFight())}

    def __init__(self, seat: int, todo: list[int]) -> None:
        self.step = "draw"
        self.seat = seat
        self.todo = todo

    def s_draw(self, g: "Game") -> Decision | None:
        if not self.todo:
            self.step = "battle"
            g.push(PlacePawn(self.seat, "riverfolk_flotilla", "move"))  # it must move, ignoring rule
            return None
        return Decision(self.todo[0], "flotilla_draw", self.offer(g),
                        "draw a card by the Riverfolk Flotilla?", "H.2.3")

    def s_battle(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # only "pass": no one to battle
            g.pop()
            return None
        return Decision(self.seat, "flotilla_battle", opts, "Riverfolk Flotilla: battle here, and whom?", "H.2.3")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "riverfolk_flotilla", "step": self.step}


class RiverfolkFlotilla(Hireling):
    key = "riverfolk_flotilla"
    rule = "H.2.3"
    pawn_hits = 3

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlacePawn(seat, h.card, "setup")]  # A.6.3

    def pawn_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        m = g.map
        if mode == "move":  # along the river
            return list(m.river_adj[h.pawn]) if h.pawn >= 0 else []
        return sorted(c for c in edge_clearings(m) if m.river_adj[c])  # setup: on the river, at the edge

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return h.pawn >= 0

    def birdsong(self, g: "Game", h: Hired) -> None:
        n = g.n
        order = [(h.controller + i) % n for i in range(n)]
        g.push(FlotillaBirdsong(h.controller, [s for s in order if has_pieces(g, s, h.pawn)]))
