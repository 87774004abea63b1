"""Move (4.2): take any number (more than zero) of your warriors from one clearing along
a path to an adjacent clearing, ruling the origin, the destination or both."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.core.ability import Ability, abilities
from woodland.core.actions import Action, act
from woodland.core.events import OTHER_LINK, PATH, UNLINKED, Moved
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.kinds import CLEARING, COUNT, action_kind, decision_kind
from woodland.rules.board import move_warriors, rulers

if TYPE_CHECKING:
    from woodland.core.game import Game


_NO_FREE: frozenset[tuple[int, int]] = frozenset()


def move_links(g: "Game", seat: int) -> tuple[tuple[tuple[int, ...], ...], frozenset[tuple[int, int]]]:
    """The clearings ``seat`` can move between, and the links it may use regardless of rule.

    Paths (2.2.1), plus links abilities add: rivers as paths (11.2.2 Swimmers, Riverboats,
    Boat Builders), Tunnels, and links only a move may use (M.3.5 the Ferry). A link may
    ignore rule (Swimmers along a river)."""
    return _links(g, seat, True)


def _links(g: "Game", seat: int, moving: bool) -> tuple[tuple[tuple[int, ...], ...], frozenset[tuple[int, int]]]:
    both: list[tuple[int, int, bool]] = []  # links both ways (rivers, Tunnels)
    reg = (g._abilities or abilities(g))
    for ab in reg.move_links:
        got = ab.move_links(g, seat)
        if got:
            both += got
    one_way: list[tuple[int, int, bool]] = []  # M.3.5: from the Ferry's clearing only
    if moving:
        for ab in reg.move_only_links:
            got = ab.move_only_links(g, seat)
            if got:
                one_way += got
    if not both and not one_way:
        return g.map.adj, _NO_FREE
    key = (g.map, tuple(both), tuple(one_way))
    linked = _LINKED.get(key)
    if linked is None:
        if len(_LINKED) > 4096:
            _LINKED.clear()
        adj = [set(x) for x in g.map.adj]
        free = set()
        for a, b, ignores in both + [(b, a, i) for a, b, i in both] + one_way:
            adj[a].add(b)
            if ignores:
                free.add((a, b))
        linked = _LINKED[key] = (tuple(tuple(sorted(s)) for s in adj), frozenset(free))
    return linked


#: the adjacency of a map with some links added, by (map, links both ways, links one way):
#: the same few sets of links (tunnels, rivers) come back all game long
_LINKED: dict[tuple[Any, ...], tuple[tuple[tuple[int, ...], ...], frozenset[tuple[int, int]]]] = {}


def adjacency(g: "Game", seat: int) -> tuple[tuple[int, ...], ...]:
    """The clearings adjacent to each clearing for ``seat``: paths plus the links it may
    treat as paths (rivers for Swimmers, Riverboats, Boat Builders; Tunnels), not the links
    only a move may use (the Ferry, M.3.5)."""
    return _links(g, seat, False)[0]


def ignores_rule(g: "Game", seat: int) -> bool:
    """Moves regardless of rule: 9.2.3 Nimble, Corvid Planners and the like."""
    for ab in (g._abilities or abilities(g)).ignores_rule_to_move:
        if ab.ignores_rule_to_move(g, seat):
            return True
    return False


def blocked(g: "Game", seat: int, a: int, b: int) -> bool:
    """Some faction's pieces forbid moving from a to b (V.6.2 Scorched Earth, ...)."""
    return move_blocker(g, seat, a, b) is not None


def move_blocker(g: "Game", seat: int, a: int, b: int) -> Ability | None:
    """The ability that forbids ``seat`` to move from a to b, if any (1.1.2)."""
    for ab in abilities(g).blocks_move:
        if ab.blocking_now(g) and ab.blocks_move(g, seat, a, b):
            return ab
    return None


def can_move(g: "Game", seat: int, a: int, b: int) -> bool:
    """4.2.1: you must rule the origin or the destination (Nimble and the like ignore rule)."""
    adj, free = move_links(g, seat)
    if b not in adj[a] or blocked(g, seat, a, b):
        return False
    if ignores_rule(g, seat) or (a, b) in free:
        return True
    r = rulers(g)
    return r[a] == seat or r[b] == seat


def _scan(g: "Game", seat: int, origins: list[int] | None, first: bool) -> list[Action]:
    """Legal moves by ``seat`` as ``move A->B`` (4.2: along a path; 4.2.1: ruling the origin
    or the destination, unless rule is ignored); only the first one if ``first``."""
    n = g.n
    w = g.warriors
    r = rulers(g)
    adj, free_links = move_links(g, seat)
    free = ignores_rule(g, seat)
    blockers = (g._abilities or abilities(g)).blocks_move  # those that may forbid a move right now (V.6.2, 13.7.2)
    if blockers:
        blockers = tuple([ab for ab in blockers if ab.blocking_now(g)])
    out: list[Action] = []
    for a in (range(g.map.n) if origins is None else origins):
        if w[a * n + seat] <= 0:
            continue
        ra = free or r[a] == seat
        for b in adj[a]:
            if ra or r[b] == seat or (free_links and (a, b) in free_links):
                for ab in blockers:  # a loop, not any(): asked for every link
                    if ab.blocks_move(g, seat, a, b):
                        break
                else:
                    out.append(act("move", (a + 1, b + 1)))
                    if first:
                        return out
    return out


def move_options(g: "Game", seat: int, origins: list[int] | None = None) -> list[Action]:
    return _scan(g, seat, origins, False)


def any_move(g: "Game", seat: int, origins: list[int] | None = None) -> bool:
    """Whether ``seat`` has at least one legal move (without listing them all)."""
    return bool(_scan(g, seat, origins, True))


def movable_warriors(g: "Game", seat: int, c: int) -> int:
    """The warriors of ``seat`` in ``c`` that may leave it (1.1.2: less those an ability holds
    there, ``stuck_warriors``: the Street Band's lock)."""
    held = (g._abilities or abilities(g)).stuck_warriors
    w = g.warriors[c * g.n + seat]
    return w - max(ab.stuck_warriors(g, seat, c) for ab in held) if held else w


def link_between(g: "Game", seat: int, a: int, b: int) -> int:
    """The links ``seat`` may move along from ``a`` to ``b`` (core/events.py ``PATH`` and
    ``OTHER_LINK`` bits; 0 if either is not a clearing), asked before the move: a path (2.2.1),
    another link (a river treated as a path, the Ferry's move "ignoring paths", a link between
    clearings no path joins), or both, the mover's choice (R317). A link an ability lists over a
    path (Tunnels between adjacent clearings, the Otter Divers' paths regardless of rule) is that
    path; a path rule closes to the mover (4.2.1) where only the other link ignores rule is not
    counted."""
    if a < 0 or b < 0:
        return 0
    path = PATH if b in g.map.adj[a] else 0
    reg = g._abilities or abilities(g)
    if not reg.move_links and not reg.move_only_links:  # the usual case: paths only
        return path or OTHER_LINK
    river = b in g.map.river_adj[a]
    other: bool | None = None  # whether another link joins them, and ignores rule
    path_free = False  # the path itself may be used regardless of rule
    for ab in reg.move_links:
        for x, y, ignores in ab.move_links(g, seat) or ():
            if (x, y) == (a, b) or (x, y) == (b, a):
                if path and not river:
                    path_free = path_free or ignores
                else:
                    other = bool(other) or ignores
    for ab in reg.move_only_links:
        for x, y, ignores in ab.move_only_links(g, seat) or ():
            if (x, y) == (a, b):
                other = bool(other) or ignores
    if other is None:
        return path or OTHER_LINK
    if path and other and not path_free and not ignores_rule(g, seat) and seat not in (rulers(g)[a], rulers(g)[b]):
        path = 0  # 4.2.1: the path needs rule, only the other link ignores it
    return path | OTHER_LINK


def do_move(g: "Game", seat: int, a: int, b: int, k: int, unlinked: bool = False) -> None:
    """``k`` warriors of ``seat`` move from ``a`` to ``b`` (4.2); ``unlinked``: an effect let the
    move ignore paths and links (core/events.py ``UNLINKED``)."""
    link = link_between(g, seat, a, b) | (UNLINKED if unlinked else 0)
    move_warriors(g, seat, a, b, k)
    g.emit(Moved("moved", seat, a, b, k, seat, link))


decision_kind("move", "Where to move (origin and destination)", "4.2")
decision_kind("move_count", "How many warriors to move", "4.2")
action_kind("move", "Move: from a clearing to another (4.2), or from this clearing; none: skip", "4.2",
            (), (CLEARING,), (CLEARING, CLEARING))
action_kind("count", "How many (written xN)", "4.2", (COUNT,))
action_kind("pass", "Decline this optional step (no move, no ambush, no effect)", "4.2")


class MoveTo(Choice["Move"]):
    """4.2: the origin and destination of the move (4.2.1: ruling either, unless rule is
    ignored)."""

    kind = "move"

    def options(self, fr: "Move", g: "Game") -> list[Action]:
        return move_options(g, fr.seat, fr.origins)

    def why_not(self, fr: "Move", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        return why_move(g, fr.seat, action, fr.origins, fr.law)

    def do(self, fr: "Move", g: "Game", action: Action) -> None:
        fr.a = int(action.args[0]) - 1
        fr.b = int(action.args[1]) - 1
        fr.step = "count"


class NoMove(Choice["Move"]):
    """An optional move may be passed; one owed (already paid for or required) may not."""

    kind = "pass"

    def options(self, fr: "Move", g: "Game") -> list[Action]:
        return [act("pass")] if fr.optional else []

    def why_not(self, fr: "Move", g: "Game", action: Action) -> Reason | None:
        if not fr.optional:
            return "this move is owed (already paid for or required): choose where warriors move", [fr.law]
        return None

    def do(self, fr: "Move", g: "Game", action: Action) -> None:
        g.pop(0)


class MoveCount(Choice["Move"]):
    """4.2: any number (more than zero) of the warriors in the origin."""

    kind = "count"

    def options(self, fr: "Move", g: "Game") -> list[Action]:
        return [act("count", (k,)) for k in range(1, fr.warriors(g) + 1)]

    def why_not(self, fr: "Move", g: "Game", action: Action) -> Reason | None:
        w = fr.warriors(g)
        return f"you have {w} warrior(s) in clearing {fr.a + 1}; move between 1 and {w}", ["4.2"]

    def do(self, fr: "Move", g: "Game", action: Action) -> None:
        do_move(g, fr.seat, fr.a, fr.b, int(action.args[0]), fr.unlinked)
        g.pop(1)


class Move(Frame):
    """One move. ``origins`` limits where it starts (e.g. the Eyrie Decree, 7.5.2.II).
    The parent's ``got`` becomes 1 if warriors moved, 0 if the move was passed or impossible."""

    __slots__ = ("seat", "origins", "optional", "a", "b", "law")
    rule = "4.2"
    #: a move an effect makes ignoring paths and links (a subclass: Hidden Warrens)
    unlinked: ClassVar[bool] = False
    choices = {"choose": (MoveTo(), NoMove()), "count": (MoveCount(),)}

    def __init__(self, seat: int, origins: list[int] | None = None, optional: bool = True,
                 law: str = "4.2") -> None:
        self.step = "choose"
        self.seat = seat
        self.origins = origins
        self.optional = optional
        #: the rule that makes a move owed (cited when asked to pass a move that is not optional)
        self.law = law
        self.a = -1
        self.b = -1

    def warriors(self, g: "Game") -> int:
        """The mover's warriors in the origin that may leave it."""
        return movable_warriors(g, self.seat, self.a)

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts or opts[0].kind == "pass":  # no legal move: nothing moves
            g.pop(0)
            return None
        return Decision(self.seat, "move", opts, "move warriors: choose origin and destination", "4.2.1")

    def s_count(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "move_count", self.offer(g),
                        f"how many warriors move {self.a + 1}->{self.b + 1}", "4.2")

    def public(self, g: "Game") -> dict[str, Any] | None:
        if self.step == "count":
            return {"procedure": "move", "from": self.a + 1, "to": self.b + 1}
        return None

