"""5.1.6 and 4.3.3: the two battle dice, each showing 0-3 with equal chance."""

from __future__ import annotations

from collections import Counter

import pytest

from woodland.rules.battle import Battle
from woodland.testing import position


def _roll_many(n: int) -> Counter:
    seen: Counter = Counter()
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"5": {"marquise": 3, "eyrie": 3}}})
    for _ in range(n):
        b = Battle(0, 1, 4)
        b.step = "roll"
        b.s_roll(g)
        seen.update(b.dice)
    return seen


@pytest.mark.law("5.1.6", "4.3.3")
def test_5_1_6_two_battle_dice_show_zero_to_three_evenly() -> None:
    seen = _roll_many(2000)  # 4000 dice
    assert set(seen) == {0, 1, 2, 3}
    for face in range(4):
        assert 850 < seen[face] < 1150  # 1000 expected each; ~7 standard deviations of slack


@pytest.mark.law("4.3.3")
def test_4_3_3_attacker_gets_the_higher_die() -> None:
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"5": {"marquise": 3, "eyrie": 3}}})
    for _ in range(200):
        b = Battle(0, 1, 4)
        b.s_roll(g)
        assert b.ra == max(b.dice) and b.rd == min(b.dice)
