"""Following a game step by step as Rootlog sees it: the atoms of each step, cut into turns.

A :class:`Tracker` applies an action and returns what it did in Rootlog terms: atoms
(model.py) and, where a player's turn or setup begins inside the step, a marker
``("#", letter, "setup" | "turn")``. A step can end one turn and begin the next (ending
Evening runs the next player's Birdsong until a decision), so the state is looked at
whenever such an event is emitted, not only between steps.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from woodland.core.actions import Action
from woodland.core.game import Game
from woodland.rootlog.codes import Codes
from woodland.rootlog.model import EMPTY, Atom, Snapshot, diff, snapshot

Item = tuple[Any, ...]


def codes_for(g: Game, keys: list[str] | None = None) -> Codes:
    """The codes of a game (``keys``: its factions, if not yet chosen, A.8)."""
    hired = [(h.card, h.side) for h in g.hirelings.cards] if g.hirelings is not None else []
    return Codes(g.setup["map"], [f.key for f in g.factions] if keys is None else keys, g.map, hired)


def start_seat(g: Game) -> int:
    """The player whose setup or turn the game is in (in setup, the one deciding)."""
    p = g.pending
    return p.seat if g.phase == "setup" and p is not None else g.current


class _Feed(list[Any]):
    """``g.log`` while a tracker applies an action: sees each event as it is emitted."""

    def __init__(self, tracker: "Tracker", g: Game) -> None:
        super().__init__()
        self.tracker = tracker
        self.g = g

    def append(self, ev: Any) -> None:
        self.tracker.see(self.g, ev)


class Tracker:
    __slots__ = ("codes", "snap", "events", "seg", "ended", "out", "set_up", "spent")

    def __init__(self, g: Game, codes: Codes | None = None) -> None:
        self.codes = codes or codes_for(g)
        self.snap: Snapshot = snapshot(g, self.codes)
        self.events: list[Any] = []
        self.seg = (start_seat(g), g.phase == "setup")
        self.ended = False
        self.out: list[Item] = []
        #: the seats whose setup has begun (a decision after every setup, A.10, stays in its line)
        self.set_up: frozenset[int] = frozenset({self.seg[0]} if self.seg[1] else ())
        #: the pieces the last step removed as spent by their owner (a payment: wood, 6.5.4.II),
        #: as (letter, piece code, clearing) of their atoms
        self.spent: Counter[tuple[str, str, str]] = Counter()

    def copy(self) -> "Tracker":
        t = Tracker.__new__(Tracker)
        t.codes, t.snap, t.seg, t.ended, t.set_up = self.codes, self.snap, self.seg, self.ended, self.set_up
        t.events, t.out, t.spent = [], [], Counter()
        return t

    def initial(self, g: Game) -> list[Atom]:
        """What the game holds before its first decision (hands dealt, automatic setup),
        but not the map's own pieces (the ferry, M.3.1), which the map's name says."""
        return [a for a in diff(g, self.codes, EMPTY, self.snap, []) if not (a[0] == "p" and a[1] == "")]

    def apply(self, g: Game, action: Action) -> list[Item]:
        """Apply ``action``; the atoms and markers of the step."""
        self.out = []
        self.spent = Counter()
        seat = g.pending.seat if g.pending is not None else -1
        if g.phase == "setup" and seat >= 0 and self.seg != (seat, True) and seat not in self.set_up:
            self.begin(g, seat, True)  # a setup begins with its first decision (two Vagabonds, 9.7.1)
        g.log = _Feed(self, g)
        try:
            g.apply(action)
        finally:
            g.log = None
        self.flush(g)
        if seat >= 0 and action.kind == self.codes.spec[seat].get("swap_action"):
            # a swap of two pieces (a trick, 13.5.4), which a swap of face-down ones hides
            a, b = sorted((self.codes.clearing(int(x) - 1) for x in action.args[:2]), key=int)
            end = next((i for i, it in enumerate(self.out) if it[0] == "#"), len(self.out))
            self.out.insert(end, ("w", self.codes.letter[seat], a, b))
        return self.out

    def see(self, g: Game, ev: Any) -> None:
        k = ev[0]
        if k == "turn_end":
            self.ended = True
        elif k == "phase":
            seg = (ev.seat, ev.phase == "setup")
            if seg != self.seg or self.ended:
                self.begin(g, *seg)
                return
        if k == "removed" and ev.cause == "spent" and ev.owner >= 0 and ev.clearing >= 0:
            key = (self.codes.owner(ev.owner), self.codes.piece(ev.owner, ev.piece), self.codes.clearing(ev.clearing))
            self.spent[key] += ev.number
        if k != "auto":
            self.events.append(ev)
        if k == "reshuffled":  # the cards of the deck formed anew (2.1): they were discarded
            self.events.append(("deck_formed", tuple(g.deck)))

    def begin(self, g: Game, seat: int, setup: bool) -> None:
        """The state so far closes the line before; ``seat``'s setup or turn begins."""
        self.flush(g)
        self.seg, self.ended = (seat, setup), False
        if setup:
            self.set_up |= {seat}
        me = self.codes.letter[seat]
        # its exhausted crafted items refreshed as its turn begins (before the phase is emitted)
        refreshed = [a for a in self.out if a[0] == "i" and a[2] == me + "$e" and a[3] == me + "$"]
        for a in refreshed:
            self.out.remove(a)
        self.out += [("#", me, "setup" if setup else "turn"), *refreshed]

    def flush(self, g: Game) -> None:
        new = snapshot(g, self.codes)
        for cid, where in self.snap.cards.items():  # a card held by a rule in progress (an
            new.cards.setdefault(cid, where)        # ambush being played) stays where it was
        self.out += diff(g, self.codes, self.snap, new, self.events)
        self.snap, self.events = new, []
