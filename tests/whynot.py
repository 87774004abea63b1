"""Shared pieces of the "why not?" test files (test_why_not.py, test_why_not_expansion.py,
test_why_not_characters.py): named positions, the case builder and the check that an
answer cites exactly the expected rules."""

from __future__ import annotations

from functools import cached_property
from typing import Any, ClassVar

import pytest

from woodland import Game, explain
from woodland.testing import position

#: the engine's generic fallback answers; a case must never get one
GENERIC = ("is not one of the choices", "is not a legal choice")


class Pos:
    """A named position: a position spec (with optional scripted dice), or a game set up
    with Game.new (seed ``seed``) and some setup actions.

    Each test file subclasses it with a ``registry`` of its own, so that the legal actions
    of every position of that file can be checked too."""

    registry: ClassVar[list["Pos"]] = []

    def __init__(self, name: str, spec: dict[str, Any] | None = None, dice: list[int] | None = None,
                 setup: tuple[list[str], list[str]] | None = None, *,
                 seed: int = 7) -> None:
        self.name = name
        self.spec = spec
        self.dice = dice
        self.setup = setup
        self.seed = seed
        type(self).registry.append(self)

    @cached_property
    def _game(self) -> Game:
        if self.setup is not None:
            factions, actions = self.setup
            g = Game.new({"map": "autumn", "deck": "standard", "factions": factions, "seating": "given"}, self.seed)
            for a in actions:
                g.apply(a)
            return g
        assert self.spec is not None
        return position(self.spec, dice=self.dice)

    def subject(self) -> Any:
        """What explain() is asked about: the position itself when it is plain data."""
        if self.setup is None and self.dice is None:
            return self.spec
        return self._game

    def game(self) -> Game:
        return self._game.clone()

    def __repr__(self) -> str:
        return self.name


def why(pos: Pos, action: str, mark: Any, *words: str) -> Any:
    """A case: ``action`` is illegal in ``pos``; the answer cites exactly the rule ids of
    ``mark`` (a pytest.mark.law) and its reason contains every one of ``words``."""
    return pytest.param(pos, action, list(mark.args), words, id=f"{pos.name}: {action}", marks=mark)


def check(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    e = explain(pos.subject(), action)
    assert e.legal is False, f"{action!r} explained as legal in {pos.name}"
    assert not any(x in e.reason for x in GENERIC), f"generic fallback: {e.reason} {e.rules}"
    assert sorted(e.rules) == sorted(rules), (e.reason, e.rules)
    for w in words:
        assert w in e.reason, (w, e.reason)


def decision(pos: Pos) -> tuple[str, str]:
    g = pos.game()
    assert g.pending is not None
    return g.factions[g.pending.seat].key, g.pending.kind


def case_test(cases: list[Any]) -> Any:
    """Parametrize a test over cases made by :func:`why`."""
    return pytest.mark.parametrize("pos, action, rules, words", cases)


def check_legal(pos: Pos, asks: dict[str, tuple[str, str]]) -> None:
    """``pos`` asks the faction and decision ``asks`` names for it, and each of its legal
    actions is explained as legal (no reason, no rule)."""
    assert decision(pos) == asks[pos.name]
    g = pos.game()
    acts = g.legal_actions()
    assert acts
    for a in acts:
        e = explain(pos.subject(), str(a))
        assert e.legal is True and e.reason == "" and e.rules == [], (str(a), e.reason)
