"""Game records: ``{setup, seed, actions}`` as JSON, replayed exactly.

A record may give ``chance``: the values of its first random draws (dice, shuffles,
random cards: each a draw ``below(n)`` of core/rng.py), used before those of the seed --
a game rebuilt from a notation whose dice and cards were given (woodland/rootlog).

A record also stores a short state hash after every action (``hashes``) and the final
result. Replaying checks each hash, so an engine change that would make a record play
out differently fails loudly, naming the first step that differs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from woodland.core.actions import Action
from woodland.core.errors import BadInput, IllegalAction, ReplayDivergence, WoodlandError
from woodland.core.game import Game
from woodland.core.jsonio import parse_json, read_text
from woodland.core.validate import check_seed

RECORD_FORMAT = 1


class Recorder:
    """Plays a game and keeps its record. ``hashes=False`` skips the per-step hash."""

    def __init__(self, setup: dict[str, Any], seed: int, hashes: bool = True,
                 chance: list[int] | None = None) -> None:
        self.game = Game.new(setup, seed, chance)
        self.setup = self.game.setup
        self.seed = seed
        self.chance = chance
        self.actions: list[str] = []
        self.hashes: list[str] | None = [] if hashes else None

    def apply(self, action: Action | str) -> None:
        g = self.game
        if not isinstance(action, Action):
            action = g.parse(action)
        g.apply(action)
        self.actions.append(str(action))
        if self.hashes is not None:
            self.hashes.append(g.fingerprint())

    def record(self, **extra: Any) -> dict[str, Any]:
        d: dict[str, Any] = {"format": RECORD_FORMAT, "setup": self.setup, "seed": self.seed,
                             "actions": list(self.actions)}
        if self.chance is not None:
            d["chance"] = list(self.chance)
        if self.hashes is not None:
            d["hashes"] = list(self.hashes)
        d["result"] = self.game.result
        d.update(extra)
        return d


def check_record(d: Any) -> dict[str, Any]:
    if not isinstance(d, dict):
        raise BadInput("record", "expected a JSON object with setup, seed and actions")
    for k in ("setup", "seed", "actions"):
        if k not in d:
            raise BadInput(f"record.{k}", "missing")
    if d.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise BadInput("record.format", f"unsupported format {d['format']!r} (this engine reads {RECORD_FORMAT})")
    if not isinstance(d["setup"], dict):
        raise BadInput("record.setup", "expected an object")
    check_seed(d["seed"], "record.seed")
    if not isinstance(d["actions"], list) or not all(isinstance(a, str) for a in d["actions"]):
        raise BadInput("record.actions", "expected a list of action texts")
    c = d.get("chance")
    if c is not None and (not isinstance(c, list) or not all(type(x) is int and x >= 0 for x in c)):
        raise BadInput("record.chance", "expected a list of random draws (integers from 0)")
    h = d.get("hashes")
    if h is not None and (not isinstance(h, list) or len(h) != len(d["actions"])
                          or not all(isinstance(x, str) for x in h)):
        raise BadInput("record.hashes", "expected one hash per action")
    if d.get("result") is not None and not isinstance(d["result"], dict):
        raise BadInput("record.result", "expected an object or null")
    return d


def rehash(d: Any) -> dict[str, Any]:
    """A record's migration to this engine: its actions replayed without checking the
    hashes and result it keeps (an older engine's state, e.g. before a card taken from the
    discard pile became known to all), returned with this engine's hashes and result.
    Raises :class:`ReplayDivergence` if an action is no longer legal (nothing to migrate)."""
    d = check_record(d)
    old = {k: v for k, v in d.items() if k not in ("hashes", "result")}
    rec = Recorder(d["setup"], d["seed"], chance=d.get("chance"))
    for i, text in enumerate(d["actions"]):
        try:
            rec.apply(rec.game.parse(text))
        except WoodlandError as e:
            raise ReplayDivergence(i + 1, f"action {text!r} cannot be replayed: {e}") from None
    new = rec.record()
    old.update(format=new["format"], hashes=new["hashes"], result=new["result"])
    return old


def replay(d: Any, on_step: Callable[[int, Game], None] | None = None) -> Game:
    """Replay a record; raise :class:`ReplayDivergence` at the first step that differs."""
    d = check_record(d)
    g = Game.new(d["setup"], d["seed"], d.get("chance"))
    hashes = d.get("hashes")
    for i, text in enumerate(d["actions"]):
        try:
            g.apply(g.parse(text))
        except IllegalAction as e:
            raise ReplayDivergence(i + 1, f"action {text!r} is illegal now: {e}") from None
        except WoodlandError as e:
            raise ReplayDivergence(i + 1, f"action {text!r}: {e}") from None
        if hashes is not None and g.fingerprint() != hashes[i]:
            raise ReplayDivergence(i + 1, f"state after {text!r} differs from the record")
        if on_step is not None:
            on_step(i + 1, g)
    res = d.get("result")
    if "result" in d and res != g.result:
        if g.result is None:
            raise ReplayDivergence(len(d["actions"]), "the record says the game ended, but it has not")
        raise ReplayDivergence(len(d["actions"]), f"result differs: record {res}, replay {g.result}")
    return g


def load_records(path: str | Path) -> list[tuple[int, Any]]:
    """Read a record file: one JSON record, or JSON lines (one record per line). Returns
    ``(line, record)`` pairs; a line that is not JSON has its :class:`BadInput` in place
    of the record, so the other lines can still be replayed."""
    text = read_text(path)
    if not text.strip():
        raise BadInput(str(path), "empty file")
    try:
        return [(1, parse_json(text, str(path)))]
    except BadInput as whole:
        lines = [(i + 1, ln) for i, ln in enumerate(text.splitlines()) if ln.strip()]
        out = [(no, _parsed(ln, str(path), no)) for no, ln in lines]
        if len(lines) <= 1 or all(isinstance(r, BadInput) for _, r in out):
            raise whole from None
        return out


def _parsed(text: str, where: str, line: int) -> Any:
    try:
        return parse_json(text, where, line)
    except BadInput as e:
        return e
