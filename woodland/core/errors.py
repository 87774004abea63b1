"""Errors the engine raises. Every message is one line a person can act on."""

from __future__ import annotations

import re
from typing import Any, NamedTuple

_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """``text`` with control characters (terminal escape codes) written as ``\\x1b`` etc.:
    for names that came from a file or a record and are about to be printed."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def _rebuild(cls: type["WoodlandError"], message: str, state: dict[str, Any]) -> "WoodlandError":
    e = cls.__new__(cls)
    Exception.__init__(e, message)
    e.__dict__.update(state)
    return e


class WoodlandError(ValueError):
    """Base class of every error the engine raises on purpose."""

    def __reduce__(self) -> tuple[Any, ...]:
        # rebuilt from its message and fields, not by calling __init__ again: the
        # subclasses take other arguments, and an error that cannot be unpickled
        # leaves a worker pool waiting forever (woodland simulate --jobs)
        return (_rebuild, (type(self), str(self), dict(self.__dict__)))


class IllegalAction(WoodlandError):
    """An action that is not legal now. ``rules`` lists the Law rule ids that forbid it."""

    def __init__(self, message: str, rules: list[str] | tuple[str, ...] = ()) -> None:
        self.reason = message = printable(message)  # it may quote what the user typed
        self.rules = list(rules)
        cite = f" (Law {', '.join(self.rules)})" if self.rules else ""
        super().__init__(message + cite)


class ActionSyntaxError(WoodlandError):
    """Action text that does not parse; names the offending token."""

    def __init__(self, text: str, token: str, why: str) -> None:
        self.text = text
        self.token = token
        super().__init__(f"cannot parse action {text!r}: {why} at {token!r}")


class BadInput(WoodlandError):
    """Malformed or inconsistent input (setup, saved game, record); names the field."""

    def __init__(self, field: str, why: str) -> None:
        self.field = field = printable(field)  # a field name may come from the file itself
        super().__init__(f"{field}: {printable(why)}")


class Problem(NamedTuple):
    """One reason a position cannot be built: the field, what is wrong, the rule broken."""

    field: str
    message: str
    rule: str = ""

    def __str__(self) -> str:
        return f"{self.field}: {self.message}" + (f" (Law {self.rule})" if self.rule else "")


class InvalidPosition(BadInput):
    """A position that cannot be built; ``problems`` lists every problem found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        first = problems[0]
        more = (f" (+{len(problems) - 1} more: " + "; ".join(str(p) for p in problems[1:]) + ")"
                if len(problems) > 1 else "")
        super().__init__(first.field, first.message + (f" (Law {first.rule})" if first.rule else "") + more)


class ReplayDivergence(WoodlandError):
    """A record no longer replays the same way; names the first step that differs."""

    def __init__(self, step: int, why: str) -> None:
        self.step = step
        super().__init__(f"replay diverges at step {step}: {why}")
