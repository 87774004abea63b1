"""The heuristic Lilypad Diaspora (woodland/bots/heuristic_lilypad.py): positions.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Rivers: 4-7, 5-10, 7-11, 10-11.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.bots.heuristic import HeuristicBot
from woodland.sim import Observation
from woodland.testing import option_set, position, tokens_at, warriors_at

L = 0  # the Diaspora's seat


def pos(clearings: dict[str, Any], others: tuple[str, ...] = ("marquise",)) -> Game:
    spec: dict[str, Any] = {"factions": ["lilypad", *others], "ruins": [],
                            "turn": {"player": "lilypad", "phase": "daylight"}, "clearings": clearings,
                            "hands": {"lilypad": [], **{k: [] for k in others}}}
    return position(spec)


def decide(g: Game) -> str:
    assert g.pending is not None
    return str(HeuristicBot(1).decide(Observation(g, g.pending.seat), g.pending.options))


def settled_for_nothing(g: Game) -> bool:
    """Play the bot's Daylight; whether a Settle moved no warrior in, fought no battle and
    placed no enclave (16.5.1: an action spent for nothing)."""
    bot = HeuristicBot(1)
    wasted = False
    seq: list[str] | None = None
    while g.pending is not None and g.pending.seat == L and g.phase == "daylight":
        p = g.pending
        a = bot.decide(Observation(g, L), p.options)
        if p.kind == "lilypad_daylight":
            if seq is not None and all(x == "done" for x in seq):
                wasted = True
            seq = [] if a.kind == "settle" else None
        elif seq is not None:
            seq.append(str(a))
        g.apply(a)
    return wasted or (seq is not None and all(x == "done" for x in seq))


@pytest.mark.law("16.5.1", "16.2.6", "4.2.1")
def test_the_diaspora_counts_only_warriors_that_may_move_in() -> None:
    # Ruled by the Marquise, Mountain (6) lets no Diaspora warrior along its path to Pond
    # (11, ruled by the Marquise too: 4.2.1); only the warrior at the enclave in Ford (10)
    # could swim in (16.2.6), and it stays with its enclave. Settling in 11 would do nothing.
    g = pos({"6": {"lilypad": {"warriors": 4}, "marquise": {"warriors": 5}},
             "10": {"lilypad": {"warriors": 1, "tokens": ["peaceful"]}},
             "11": {"marquise": {"warriors": 1}}})
    assert "settle 11" in option_set(g)  # legal: the warrior in 10 could swim in
    assert decide(g) != "settle 11"
    assert not settled_for_nothing(g)


@pytest.mark.law("16.5.1", "4.2.1")
def test_the_diaspora_settles_along_a_path_from_a_clearing_it_rules() -> None:
    # ruling Mountain (6), its spare warriors may go along the paths out of it (to 2, 3 and
    # 11): it settles next door and places a Peaceful enclave there
    g = pos({"6": {"lilypad": {"warriors": 5, "tokens": ["peaceful"]}, "marquise": {"warriors": 1}},
             "11": {"marquise": {"warriors": 1}}})
    assert decide(g) in ("settle 2", "settle 3", "settle 11")
    assert not settled_for_nothing(g)
    assert any(tokens_at(g, c, L) == ["peaceful"] and warriors_at(g, c, L) for c in (2, 3, 11))
