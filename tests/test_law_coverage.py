"""The rules-coverage goals hold: every chapter of the Law implemented so far is tested.

`woodland law-coverage` counts, per chapter, the rule ids of woodland/data/law/rule_ids.tsv
that have at least one test marked @pytest.mark.law (or a position file naming them).
"""

from __future__ import annotations

from pathlib import Path

from woodland.lawcov import coverage

TESTS = Path(__file__).parent


def pct(chapters: str) -> float:
    _rows, hit, total = coverage(TESTS, chapters)
    return 100 * hit / total


def test_chapters_1_to_7_at_least_90_percent() -> None:
    assert pct("1-7") >= 90


def test_chapters_1_to_9_at_least_95_percent() -> None:
    assert pct("1-9") >= 95


def test_every_rule_of_chapters_5_to_8_has_a_test() -> None:
    rows, _hit, _total = coverage(TESTS, "5-8")
    assert {ch: miss for ch, _h, _n, miss in rows if miss} == {}


def test_coverage_counts_only_known_rule_ids() -> None:
    rows, hit, total = coverage(TESTS, "1-9")
    assert 0 < hit <= total == sum(n for _ch, _h, n, _m in rows)
