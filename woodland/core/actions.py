"""Actions: small immutable values with a stable one-line text form.

An action is a ``kind`` and a tuple of ``args``. Arguments are plain values that read
the same without any game at hand: clearing numbers (ints), counts (ints), faction keys,
piece kinds, suits and card labels (strings). ``str(action)`` gives the text form and
``parse_action(text)`` gives the action back, so logs, tests and the terminal all use
the same words::

    move 5->10        x3        battle 5 eyrie        craft "Root Tea (fox)"
"""

from __future__ import annotations

import re
import shlex
from typing import NamedTuple

from woodland.core.errors import ActionSyntaxError

Arg = int | str

_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_\-]*$")
_MOVE = re.compile(r"^(\d+)->(\d+)$")
_COUNT = re.compile(r"^x(\d+)$")


def _fmt(arg: Arg) -> str:
    if isinstance(arg, int):
        return str(arg)
    if _PLAIN.match(arg):
        return arg
    return '"' + arg.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Action(NamedTuple):
    kind: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        kind, args = self.kind, self.args
        if kind == "move" and len(args) == 2:
            return f"move {args[0]}->{args[1]}"
        if kind == "count":
            return f"x{args[0]}"
        if not args:
            return kind
        return kind + " " + " ".join(_fmt(a) for a in args)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


_new = tuple.__new__


def A(kind: str, *args: Arg) -> Action:
    """Shorthand constructor: ``A("battle", 5, "eyrie")``."""
    return _new(Action, (kind, args))


def act(kind: str, args: tuple[Arg, ...] = ()) -> Action:
    """Fast constructor used on hot paths (skips NamedTuple's Python-level __new__)."""
    return _new(Action, (kind, args))


def _tokens(text: str) -> list[str]:
    try:
        return shlex.split(text, posix=True)
    except ValueError as e:  # unbalanced quotes
        raise ActionSyntaxError(text, text, str(e)) from None


def parse_action(text: str) -> Action:
    """Parse the text form of one action (the inverse of ``str(action)``)."""
    if not isinstance(text, str):
        raise ActionSyntaxError(repr(text), repr(text), "action text must be a string")
    toks = _tokens(text.strip())
    if not toks:
        raise ActionSyntaxError(text, "", "empty action")
    head = toks[0].lower()
    m = _COUNT.match(head)
    if m and len(toks) == 1:
        return Action("count", (int(m.group(1)),))
    if not _PLAIN.match(head):
        raise ActionSyntaxError(text, head, "an action starts with a word")
    if head == "move" and len(toks) == 2 and "->" in toks[1]:
        mm = _MOVE.match(toks[1])
        if not mm:
            raise ActionSyntaxError(text, toks[1], "expected FROM->TO")
        return Action("move", (int(mm.group(1)), int(mm.group(2))))
    args: list[Arg] = []
    for t in toks[1:]:
        if t.isdigit():
            args.append(int(t))
        else:
            args.append(t)
    return Action(head, tuple(args))
