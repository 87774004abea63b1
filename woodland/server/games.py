"""The games a server plays: creating, joining, viewing and acting, on top of a Store.

Everything a seat receives is built from ``Game.view(seat)`` (core/observe.py), the one
place that says what a seat may know. A seat proves who it is with its secret token.
Bots play their seats as soon as they must decide, so a request returns once a person
must decide or the game is over.
"""

from __future__ import annotations

import secrets
import threading
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from woodland.bots import BOTS, make_bot
from woodland.cli.play import telling
from woodland.cli.render import log_lines, log_text
from woodland.cli.story import SPECTATOR, Narrator
from woodland.core.errors import BadInput, IllegalAction, WoodlandError
from woodland.core.game import Game
from woodland.core.observe import public_view
from woodland.server.store import Conflict, Store, StoredGame
from woodland.server.words import add_words
from woodland.sim import Observation

HUMAN = "human"


class NotFound(WoodlandError):
    """No such game (or step)."""


class Forbidden(WoodlandError):
    """A missing or wrong seat token."""


class NotYourTurn(WoodlandError):
    """The seat is not the one deciding."""


class CannotUndo(WoodlandError):
    """The seat's last request cannot be taken back now."""


#: how many lines of the log a view carries (the latest)
LOG_LINES = 300


@dataclass
class UndoPoint:
    """The game before a person's request, for ``undo`` (as the terminal's)."""

    seat: int
    game: Game
    steps: int
    #: what the seat knew then (Game.knowledge): undo only while it learnt nothing new
    secret: tuple[Any, ...]


#: how many requests of the past a game remembers for undo
UNDO_DEPTH = 20

#: how many of the latest steps a game keeps the pieces of, for the client to show them
#: one by one (``Games.frames``)
FRAMES = 400


def frame(g: Game, step: int, seat: int) -> dict[str, Any]:
    """The pieces after step ``step`` (taken by ``seat``), from what everyone may know
    (core/observe.py's public view): every clearing's pieces, the pawns in forests, scores."""
    v = public_view(g)
    return {"step": step, "faction": g.faction_key(seat) if seat >= 0 else None,
            "clearings": v["clearings"],
            "forests": {p["faction"]: p["board"]["forest"] for p in v["players"]
                        if isinstance(p["board"], dict) and p["board"].get("forest")},
            "scores": {p["faction"]: p["score"] for p in v["players"]}}


@dataclass
class Live:
    """A game in memory, rebuilt from its rows; ``lock`` serialises its requests.
    ``narrator`` tells what happened, per viewer (the terminal's log, cli/story.py)."""

    stored: StoredGame
    game: Game
    narrator: Narrator
    #: the seat that took each stored step
    deciders: list[int] = field(default_factory=list)
    undo: list[UndoPoint] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    #: notified (with the new step count) after every stored action
    changed: threading.Condition = field(default_factory=threading.Condition)
    #: the pieces after each of the latest steps taken while in memory (``frame``)
    frames: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=FRAMES))

    @property
    def steps(self) -> int:
        return len(self.stored.actions)


class Games:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.live: dict[str, Live] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ creating
    def create(self, setup: dict[str, Any], seed: int | None, players: dict[str, str] | None) -> dict[str, Any]:
        """A new game; ``players`` maps a faction to "human" or a bot name (default: human).
        Returns the game id and each seat's secret token."""
        if seed is None:
            seed = secrets.randbelow(2**31)
        g = Game.new(setup, seed)  # checks the setup (BadInput with a reason)
        keys = list(g.setup["factions"])
        players = dict(players or {})
        for k in players:
            if k not in keys:
                raise BadInput("players", f"{k!r} is not a faction of this game ({', '.join(keys)})")
        seats = []
        for k in keys:
            who = players.get(k, HUMAN)
            if who != HUMAN and who not in BOTS:
                raise BadInput(f"players.{k}", f"unknown player {who!r} (human or a bot: {', '.join(sorted(BOTS))})")
            seats.append({"faction": k, "player": who, "token": secrets.token_urlsafe(16)})
        gid = secrets.token_hex(8)
        self.store.create(gid, g.setup, seed, seats)
        narrator = Narrator()
        narrator.reset(g)
        live = Live(StoredGame(gid, 0.0, g.setup, seed, seats, [], []), g, narrator)
        with self._lock:
            self.live[gid] = live
        with live.lock:
            self._run_bots(live)
        # the seed is not returned: it decides the deck and dice, hidden from every seat;
        # nor are the bots' tokens: they would show a bot's hand
        return {"id": gid, "seats": {s["faction"]: s["token"] for s in seats if s["player"] == HUMAN}}

    # ------------------------------------------------------------------ finding
    def get(self, gid: str) -> Live:
        with self._lock:
            live = self.live.get(gid)
            if live is not None:
                return live
            stored = self.store.load(gid)
            if stored is None:
                raise NotFound(f"no game {gid!r}")
            narrator = Narrator()
            deciders: list[int] = []
            g = self._replay(stored, len(stored.actions), narrator, deciders)
            live = Live(stored, g, narrator, deciders)
            self.live[gid] = live
            return live

    @staticmethod
    def _replay(stored: StoredGame, upto: int, narrator: Narrator | None = None,
                deciders: list[int] | None = None) -> Game:
        g = Game.new(stored.setup, stored.seed)
        if narrator is not None:
            narrator.reset(g)
        for i, (a, h) in enumerate(zip(stored.actions[:upto], stored.hashes[:upto])):
            p = g.pending
            if deciders is not None and p is not None:
                deciders.append(p.seat)
            if narrator is not None and p is not None:
                with telling(narrator, g, i, p.seat, a, g.turn):
                    g.apply(g.parse(a))
            else:
                g.apply(g.parse(a))
            if g.fingerprint() != h:
                raise WoodlandError(f"game {stored.id}: step {i + 1} ({a}) does not replay as stored")
        return g

    def list(self) -> list[dict[str, Any]]:
        out = []
        for gid in self.store.ids():
            live = self.get(gid)
            g = live.game
            out.append({"id": gid, "setup": live.stored.setup, "steps": live.steps, "turn": g.turn,
                        "players": {s["faction"]: s["player"] for s in live.stored.seats},
                        "over": g.result is not None, "result": g.result})
        return out

    @staticmethod
    def seat_of(live: Live, token: str | None) -> int:
        """The seat (engine index) whose token this is."""
        if not token:
            raise Forbidden("a seat token is needed (the ?token= of the seat's link)")
        for s in live.stored.seats:
            if secrets.compare_digest(s["token"], token):
                return live.game.seat_of(s["faction"])
        raise Forbidden("this token is not a seat of this game")

    @classmethod
    def viewer_of(cls, live: Live, token: str | None) -> int | None:
        """The token's seat; ``None`` without a token: a spectator, who sees what everyone
        may know."""
        return cls.seat_of(live, token) if token else None

    # ------------------------------------------------------------------ playing
    def public(self, gid: str) -> dict[str, Any]:
        """What a spectator sees: the public view (core/observe.py) and the log as everyone
        may read it."""
        live = self.get(gid)
        with live.lock:
            return self._view(live, live.game, None, live.steps, log=True)

    def frames(self, gid: str, token: str | None, after: int) -> dict[str, Any]:
        """The pieces after each step since step ``after`` that the server still holds, each
        with the log lines of that step as the token's seat (or, without one, a spectator)
        may read them: what the client shows one step at a time."""
        live = self.get(gid)
        with live.lock:
            seat = self.viewer_of(live, token)
            reader = SPECTATOR if seat is None else seat
            out = [dict(f) for f in live.frames if f["step"] > after]
            lines: dict[int, list[str]] = {}
            first = out[0]["step"] - 1 if out else live.steps
            for e in reversed(live.narrator.entries):  # in the order of the steps: the latest last
                if e.idx < first:
                    break
                lines.setdefault(e.idx, []).insert(0, log_text(e, reader))
            for f in out:
                f["log"] = lines.get(f["step"] - 1, [])
            return {"step": live.steps, "frames": out}

    def view(self, gid: str, token: str | None) -> dict[str, Any]:
        live = self.get(gid)
        with live.lock:
            seat = self.seat_of(live, token)
            return self._view(live, live.game, seat, live.steps, log=True)

    def _view(self, live: Live, g: Game, seat: int | None, step: int, log: bool = False) -> dict[str, Any]:
        """The seat's view (``None``: a spectator's, the public view); with ``log``, the
        latest lines of the game's log as that seat may read them (cards it may not know
        are not named, 1.2)."""
        v = add_words(g.view(seat) if seat is not None else public_view(g), g.deckdef)
        v["game"] = live.stored.id
        v["step"] = step
        v["players_kind"] = {s["faction"]: s["player"] for s in live.stored.seats}
        if log:
            v["log"] = log_lines(live.narrator.entries, SPECTATOR if seat is None else seat)[-LOG_LINES:]
            v["undo"] = seat is not None and not self._undoable(live, seat)
        return v

    def act(self, gid: str, token: str | None, text: str) -> dict[str, Any]:
        """Take the action ``text`` for the token's seat; IllegalAction (nothing changed)
        with the oracle's reason and the Law's rules if it is not legal now."""
        from woodland.oracle import explain

        live = self.get(gid)
        with live.lock:
            seat = self.seat_of(live, token)
            g = live.game
            if g.pending is None:
                raise IllegalAction("the game is over")
            self._must_decide(g, seat)
            point = UndoPoint(seat, g.clone(), live.steps, g.knowledge(seat))
            try:
                self._apply(live, text)
            except IllegalAction:
                # the oracle's answer: a step of a compound action ("move 1->5" while the
                # menu asks for "march") is taken through the steps before it
                e = explain(g.determinize(seat, live.steps), text)
                if not e.legal or not e.steps:
                    raise IllegalAction(e.reason or "not legal now", e.rules) from None
                self._apply(live, *e.steps)
            live.undo = live.undo[-UNDO_DEPTH + 1:] + [point]
            self._run_bots(live)
            return self._view(live, live.game, seat, live.steps, log=True)

    @staticmethod
    def _must_decide(g: Game, seat: int) -> None:
        """NotYourTurn unless ``seat`` decides now (the game is not over)."""
        p = g.pending
        if p is not None and p.seat != seat:
            raise NotYourTurn(f"{g.factions[p.seat].key} decides now ('{p.kind}'), not {g.factions[seat].key}")

    @staticmethod
    def _undoable(live: Live, seat: int) -> str:
        """Why ``seat`` cannot take back its last request now ('' if it can): as in the
        terminal, only one's own decisions, while no one else decided and nothing hidden
        came out since (1.2)."""
        if not live.undo:
            return "nothing to undo"
        point = live.undo[-1]
        if point.seat != seat:
            return "the last request was another player's; you can only take back your own"
        others = sorted({live.game.faction_key(s) for s in live.deciders[point.steps:] if s != seat})
        if others:
            return f"{', '.join(others)} decided since (what they did is known now)"
        if live.game.knowledge(seat) != point.secret:
            return "hidden information came out since (a card was drawn, dice were rolled or something was revealed)"
        return ""

    def take_back(self, gid: str, token: str | None) -> dict[str, Any]:
        """Undo the seat's last request (every step it took); Forbidden with the reason if
        it cannot be taken back."""
        live = self.get(gid)
        with live.lock:
            seat = self.seat_of(live, token)
            why = self._undoable(live, seat)
            if why:
                raise CannotUndo(f"cannot undo: {why}")
            point = live.undo.pop()
            self.store.truncate(gid, point.steps)
            live.game = point.game
            del live.stored.actions[point.steps:]
            del live.stored.hashes[point.steps:]
            del live.deciders[point.steps:]
            while live.frames and live.frames[-1]["step"] > point.steps:
                live.frames.pop()
            live.narrator.truncate(point.steps, live.game)
            with live.changed:
                live.changed.notify_all()
            return self._view(live, live.game, seat, live.steps, log=True)

    def explain(self, gid: str, token: str | None, text: str) -> dict[str, Any]:
        """Whether ``text`` is legal for the token's seat now and, if not, why (the oracle,
        citing the Law). Asked of a copy in which everything the seat cannot know is
        redrawn (``determinize``), so the answer cannot tell a hidden card or die."""
        from woodland.oracle import explain

        live = self.get(gid)
        with live.lock:
            seat = self.seat_of(live, token)
            g = live.game
            if g.pending is None:
                return {"legal": False, "reason": "the game is over", "rules": [], "steps": []}
            self._must_decide(g, seat)
            e = explain(g.determinize(seat, live.steps), text)
            return {"legal": bool(e.legal), "reason": e.reason, "rules": list(e.rules), "steps": list(e.steps),
                    "choices": [list(c) for c in e.choices]}

    def _apply(self, live: Live, *actions: Any) -> None:
        """Apply ``actions`` in turn on a copy, store them in one transaction, then keep the
        copy: a failure anywhere leaves the game as it was, in memory and on disk."""
        h = live.game.clone()
        n = live.narrator
        told = len(n.entries)
        n.game = h  # the same public state as live.game: the narrator goes on from it
        steps: list[tuple[str, str]] = []
        seats: list[int] = []
        frames: list[dict[str, Any]] = []
        try:
            for action in actions:
                a = h.parse(action) if isinstance(action, str) else action
                p = h.pending
                with telling(n, h, live.steps + len(steps), p.seat if p else -1, str(a), h.turn):
                    h.apply(a)  # IllegalAction: nothing changed
                steps.append((str(a), h.fingerprint()))
                seats.append(p.seat if p else -1)
                frames.append(frame(h, live.steps + len(steps), seats[-1]))
        except WoodlandError:
            self._untell(live, told)
            raise
        try:
            self.store.append(live.stored.id, live.steps, steps)
        except Conflict:
            # another server process moved this game on: reload it from the rows
            self._untell(live, told)
            with self._lock:
                self.live.pop(live.stored.id, None)
            raise
        live.game = h
        live.stored.actions += [a for a, _h in steps]
        live.stored.hashes += [fp for _a, fp in steps]
        live.deciders += seats
        live.frames.extend(frames)
        with live.changed:
            live.changed.notify_all()

    @staticmethod
    def _untell(live: Live, told: int) -> None:
        """Forget what the narrator was told since it had ``told`` entries."""
        del live.narrator.entries[told:]
        live.narrator.reset(live.game)

    def _run_bots(self, live: Live, limit: int = 100_000) -> None:
        bots: dict[int, Any] = {}
        g = live.game
        for i, s in enumerate(live.stored.seats):
            if s["player"] != HUMAN:
                bots[g.seat_of(s["faction"])] = make_bot(s["player"], live.stored.seed * 7919 + i + 1)
        for _ in range(limit):
            g = live.game
            p = g.pending
            if p is None or p.seat not in bots:
                return
            self._apply(live, bots[p.seat].decide(Observation(g, p.seat), p.options))

    def step_view(self, gid: str, token: str | None, n: int) -> dict[str, Any]:
        """The token's seat's view after step ``n`` (0: the start); without a token, what
        everyone may know then."""
        live = self.get(gid)
        with live.lock:
            seat = self.viewer_of(live, token)
            if not 0 <= n <= live.steps:
                raise NotFound(f"game {gid} has steps 0 to {live.steps}, not {n}")
            g = live.game if n == live.steps else self._replay(live.stored, n)
            return self._view(live, g, seat, n)

    def record(self, gid: str) -> dict[str, Any]:
        """The record of a finished game (``woodland replay`` reads it): setup, seed,
        actions, hashes. Not before the end: the seed decides every hidden card and die."""
        live = self.get(gid)
        with live.lock:
            st = live.stored
            if live.game.result is None:
                raise Forbidden("the record of a game in progress would tell its hidden cards (its seed); "
                                "it can be downloaded once the game is over")
            return {"format": 1, "setup": st.setup, "seed": st.seed, "actions": list(st.actions),
                    "hashes": list(st.hashes), "result": live.game.result,
                    "players": {s["faction"]: s["player"] for s in st.seats}}

    def wait(self, gid: str, after: int, timeout: float) -> int:
        """Block until game ``gid`` has other than ``after`` steps (or ``timeout``): more
        after an action, fewer after an undo."""
        live = self.get(gid)
        with live.changed:
            live.changed.wait_for(lambda: live.steps != after, timeout)
        return live.steps
