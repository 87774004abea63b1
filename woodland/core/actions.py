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
from typing import Callable, NamedTuple

from woodland.core.errors import ActionSyntaxError

Arg = int | str

_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_\-]*$")
_MOVE = re.compile(r"^(\d+)->(\d+)$")
_COUNT = re.compile(r"^x(\d+)$")
_WORD = re.compile(r"^\w+$")


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


#: a token: "double quoted" (with \\ escapes, as ``str(action)`` writes), 'single quoted', or a bare
#: word (which may hold an apostrophe: Smuggler's); a lone quote is unbalanced
_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|\'([^\']*)\'|([^\s"\'][^\s]*)|(\S)')
_UNESCAPE = re.compile(r"\\(.)")


def loose(a: Action) -> str:
    """An action's words in lower case, without quotes: ``extra ambush (bird)``, ``move 10 12``
    (what a person may type loosely, to compare with the options)."""
    return " ".join([a.kind, *(str(x) for x in a.args)]).lower()


def _tokens(text: str) -> list[tuple[str, bool]]:
    """The words of ``text``: (word, quoted)."""
    out: list[tuple[str, bool]] = []
    for m in _TOKEN.finditer(text):
        dq, sq, bare, lone = m.groups()
        if lone is not None:
            raise ActionSyntaxError(text, text, "no closing quotation mark")
        if bare is not None:
            out.append((bare, False))
        else:
            out.append((_UNESCAPE.sub(r"\1", dq) if dq is not None else sq, True))
    return out


def parse_action(text: str) -> Action:
    """Parse the text form of one action (the inverse of ``str(action)``)."""
    steps = parse_steps(text)
    if len(steps) > 1:
        raise ActionSyntaxError(text, str(steps[-1]), "two steps in one text (use parse_steps)")
    return steps[0]


def parse_steps(text: str, clearing: Callable[[str], Arg] | None = None) -> list[Action]:
    """Parse action text as the log and the docs write it: one action, or an action and its
    count in one line (``move 10->12 x2`` is ``move 10->12`` then ``x2``). ``clearing``
    turns a clearing name in ``move FROM->TO`` into its number (without it, numbers only)."""
    if not isinstance(text, str):
        raise ActionSyntaxError(repr(text), repr(text), "action text must be a string")
    toks = _tokens(text.strip())
    if not toks:
        raise ActionSyntaxError(text, "", "empty action")
    if len(toks) > 1 and not toks[-1][1] and _COUNT.match(toks[-1][0].lower()):
        return [_one(text, toks[:-1], clearing), _one(text, toks[-1:], clearing)]
    return [_one(text, toks, clearing)]


def _one(text: str, toks: list[tuple[str, bool]], clearing: Callable[[str], Arg] | None) -> Action:
    head = toks[0][0].lower()
    m = _COUNT.match(head)
    if m and len(toks) == 1:
        return Action("count", (int(m.group(1)),))
    if toks[0][1] or not _PLAIN.match(head):
        raise ActionSyntaxError(text, toks[0][0], "an action starts with a word")
    rest = [t for t, _ in toks[1:]]
    if head == "move" and any("->" in t for t in rest):
        return Action("move", _ends(text, "".join(rest), clearing))
    args: list[Arg] = []
    for t, quoted in toks[1:]:
        args.append(int(t) if t.isdigit() and not quoted else t)
    return Action(head, tuple(args))


def _ends(text: str, spec: str, clearing: Callable[[str], Arg] | None) -> tuple[Arg, Arg]:
    """FROM->TO: clearing numbers, or names when ``clearing`` reads them."""
    mm = _MOVE.match(spec)
    if mm:
        return int(mm.group(1)), int(mm.group(2))
    a, _, b = spec.partition("->")
    if clearing is None or not _WORD.match(a) or not _WORD.match(b):
        raise ActionSyntaxError(text, spec, "expected FROM->TO")
    return clearing(a), clearing(b)
