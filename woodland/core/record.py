"""Game records: ``{setup, seed, actions}`` as JSON, replayed exactly.

A record also stores a short state hash after every action (``hashes``) and the final
result. Replaying checks each hash, so an engine change that would make a record play
out differently fails loudly, naming the first step that differs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from woodland.core.actions import Action
from woodland.core.errors import BadInput, IllegalAction, ReplayDivergence, WoodlandError
from woodland.core.game import Game

RECORD_FORMAT = 1


class Recorder:
    """Plays a game and keeps its record. ``hashes=False`` skips the per-step hash."""

    def __init__(self, setup: dict[str, Any], seed: int, hashes: bool = True) -> None:
        self.game = Game.new(setup, seed)
        self.setup = self.game.setup
        self.seed = seed
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
    if isinstance(d["seed"], bool) or not isinstance(d["seed"], int):
        raise BadInput("record.seed", "expected an integer")
    if not isinstance(d["actions"], list) or not all(isinstance(a, str) for a in d["actions"]):
        raise BadInput("record.actions", "expected a list of action texts")
    h = d.get("hashes")
    if h is not None and (not isinstance(h, list) or len(h) != len(d["actions"])):
        raise BadInput("record.hashes", "expected one hash per action")
    return d


def replay(d: Any, on_step: Callable[[int, Game], None] | None = None) -> Game:
    """Replay a record; raise :class:`ReplayDivergence` at the first step that differs."""
    d = check_record(d)
    g = Game.new(d["setup"], d["seed"])
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


def load_records(path: str | Path) -> list[dict[str, Any]]:
    """Read a record file: one JSON record, or JSON lines (one record per line)."""
    p = Path(path)
    try:
        text = p.read_text()
    except OSError as e:
        raise BadInput(str(path), f"cannot read: {e.strerror}") from None
    text = text.strip()
    if not text:
        raise BadInput(str(path), "empty file")
    try:
        if text.startswith("{") and "\n" not in text.strip():
            return [json.loads(text)]
        try:
            return [json.loads(text)]
        except json.JSONDecodeError:
            return [json.loads(line) for line in text.splitlines() if line.strip()]
    except json.JSONDecodeError as e:
        raise BadInput(str(path), f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
