"""The Ferry (M.3.5; appendix L). Once per turn, a move from the clearing with the Ferry may
go to another coastal clearing, ignoring paths (the mover must still rule the origin or the
destination, 4.2.1: Swimmers do not help, though Nimble does, docs/rulings.md R140). The
Ferry moves with the moving pieces, and the player of each faction whose pieces moved draws
a card.

The crossing is a link only a move may use (``move_only_links``): it is no path for
anything else (the Marquise's wood, the Alliance's spreading sympathy). Whether a move used
the Ferry is settled right after it (the ``moved`` / ``pawn_moved`` events): a move that
only the Ferry allows crossed with it; a move that a path or river allows as well may cross
with the Ferry, if the mover wishes (``ferry`` or ``pass``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_LANDMARK, Ability, Link, abilities
from woodland.core.actions import Action, act
from woodland.core.events import UNLINKED, Moved, PawnMoved
from woodland.core.frame import BareAction, Decision, Frame
from woodland.core.kinds import action_kind, decision_kind
from woodland.core.landmark import Landmark
from woodland.rules.board import move_warriors, rulers
from woodland.rules.cards import draw
from woodland.rules.move import ignores_rule

if TYPE_CHECKING:
    from woodland.core.game import Game

#: the mark in the current player's ``used`` list once the Ferry crossed this turn
USED = "landmark:ferry"


def used_this_turn(g: "Game") -> bool:
    """M.3.5: the Ferry crosses once per turn."""
    return bool(g.factions) and USED in g.factions[g.current].used


class FerryLink(Ability):
    """M.3.5: from the Ferry's clearing, a move may go to any other coastal clearing."""

    rule = "M.3.5"
    precedence = FROM_LANDMARK

    def __init__(self, c: int) -> None:
        super().__init__()
        self.c = c

    def move_only_links(self, g: "Game", mover: int) -> list[Link]:
        if used_this_turn(g):
            return []
        c = g.landmarks.get("ferry", -1)
        return [(c, b, False) for b in g.map.coastal if b != c] if c >= 0 else []

    def why_no_link(self, g: "Game", mover: int, a: int, b: int) -> tuple[str, list[str]] | None:
        coastal = g.map.coastal
        c = g.landmarks.get("ferry", -1)
        if a not in coastal or b not in coastal or c < 0 or b in g.map.adj[a]:
            return None
        if a != c:
            return (f"only a move from the clearing with the Ferry ({c + 1}) crosses the lake; "
                    f"{a + 1} and {b + 1} are not linked by a path"), ["M.3.5", "M.3.2"]
        if used_this_turn(g):
            return "the Ferry has already been used this turn (once per turn)", ["M.3.5"]
        return None


class Ferry(Landmark):
    key = "ferry"
    title = "the Ferry"
    colour = "#2d6da3"  # on the browser's map
    summary = ("once per turn a move from its clearing may cross to any other coastal clearing; the Ferry goes "
               "along and the mover draws a card")
    rule = "M.3.5"
    listens = frozenset({"moved", "pawn_moved"})

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        return [FerryLink(c)]

    def triggers(self, g: "Game", c: int, event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, PawnMoved):
            mover, a, b = event.seat, event.origin, event.dest
            drawers = [mover] + ([event.along] if event.along >= 0 else [])
        elif isinstance(event, Moved) and event.seat == event.owner:  # a pawn's allies: pawn_moved
            mover, a, b = event.seat, event.origin, event.dest
            drawers = [mover]
        elif isinstance(event, Moved) and event.owner <= -2:
            # R529: a hireling's warriors moved by their controller (H.3.7) may cross; they are
            # no faction pieces, so no one draws ("if faction pieces move"). Its move was offered
            # only where the controller rules either clearing (H.3.1), and only along paths or
            # the Ferry (no controller's link, H.3.5)
            a, b = event.origin, event.dest
            if a != c or b == a or b not in g.map.coastal or used_this_turn(g):
                return []
            return [Crossing(event.seat, a, b, [], b in g.map.adj[a])]
        else:
            return []
        if a != c or b == a or b not in g.map.coastal or used_this_turn(g):
            return []
        if not linked_otherwise(g, event, mover, a, b):
            return [Crossing(mover, a, b, drawers, False)]  # only the Ferry links them
        if crossing_allowed(g, event, mover, a, b):
            return [Crossing(mover, a, b, drawers, True)]
        return []


def linked_otherwise(g: "Game", event: tuple[Any, ...], mover: int, a: int, b: int) -> bool:
    """Whether the move from ``a`` to ``b`` was possible without the Ferry (R141: then the
    mover chooses whether it crossed with it): a path or a link the mover treats as one, a
    link another ability gives a move (Foxburrow), or an effect that let it ignore paths
    (Hidden Warrens: the event's ``UNLINKED`` bit, ruling R592)."""
    from woodland.rules.move import adjacency

    if getattr(event, "link", 0) & UNLINKED or b in adjacency(g, mover)[a]:
        return True
    for ab in abilities(g).move_only_links:
        if not isinstance(ab, FerryLink) and any((x, y) in ((a, b), (b, a))
                                                 for x, y, _free in ab.move_only_links(g, mover) or ()):
            return True
    return False


def crossing_allowed(g: "Game", event: tuple[Any, ...], mover: int, a: int, b: int) -> bool:
    """4.2.1 for the Ferry: the mover ruled the origin or rules the destination, or moves
    regardless of rule (Nimble); a move along a river that ignored rule (Swimmers) does not
    count (M.3.5)."""
    if ignores_rule(g, mover) or rulers(g)[b] == mover:
        return True
    if not isinstance(event, Moved):
        return False
    before = g.clone()  # rule of the origin before the warriors left it
    move_warriors(before, event.owner, b, a, event.warriors)
    return rulers(before)[a] == mover


decision_kind("ferry", "Cross with the Ferry along with this move, or not", "M.3.5")
action_kind("ferry", "Cross with the Ferry: it moves along, and each moving faction's player draws a card",
            "M.3.5")


class UseFerry(BareAction["Crossing"]):
    """M.3.5: the Ferry moves with the pieces; each of their players draws a card."""

    kind = "ferry"

    def do(self, fr: "Crossing", g: "Game", action: Action) -> None:
        fr.cross(g)


class NoFerry(BareAction["Crossing"]):
    """M.3.5 ("may"): the move went along a path or river; the Ferry stays."""

    kind = "pass"

    def do(self, fr: "Crossing", g: "Game", action: Action) -> None:
        g.pop()


class Crossing(Frame):
    """M.3.5: a move from the Ferry's clearing to coastal clearing ``b``. ``ask``: the move
    was possible without the Ferry too, so the mover chooses whether it crossed with it."""

    __slots__ = ("seat", "a", "b", "drawers", "ask")
    rule = "M.3.5"
    seat_fields = ("seat",)
    clearing_fields = ("a", "b")
    choices = {"ask": (UseFerry(), NoFerry())}

    def __init__(self, seat: int, a: int, b: int, drawers: list[int], ask: bool) -> None:
        self.step = "ask"
        self.seat = seat
        self.a = a
        self.b = b
        self.drawers = drawers
        self.ask = ask

    def s_ask(self, g: "Game") -> Decision | None:
        if not self.ask:
            self.cross(g)
            return None
        draws = "you draw a card" if self.drawers else "no one draws: no faction pieces moved"
        return Decision(self.seat, "ferry", [act("ferry"), act("pass")],
                        f"cross with the Ferry from {self.a + 1} to {self.b + 1} (it moves along and {draws}), "
                        "or not", "M.3.5")

    def cross(self, g: "Game") -> None:
        g.landmarks["ferry"] = self.b
        g.factions[g.current].used.append(USED)
        for s in self.drawers:
            draw(g, s, 1)
        g.pop()

    def describe(self, g: "Game") -> str:
        return f"the Ferry from {self.a + 1} to {self.b + 1}"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "ferry", "from": self.a + 1, "to": self.b + 1}
