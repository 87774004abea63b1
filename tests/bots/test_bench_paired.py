"""bench/ismcts.py's comparison of two runs seed by seed (``--report --against``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.benchmod import BENCH, load_bench


def bench() -> Any:
    return load_bench("ismcts")


def game(seed: int, won: bool, mine: int, best_other: int, **opts: Any) -> dict[str, Any]:
    return {"searcher": "marquise", "budget": "50", "seed": seed, "won": won, "opts": opts,
            "scores": {"marquise": mine, "eyrie": best_other, "alliance": 3},
            "turns": 30, "searched": 10, "iterations": 500, "reused": 0, "seconds": 1.0}


def test_paired_compares_the_games_of_the_same_seeds() -> None:
    b = bench()
    new = [game(1, True, 30, 20), game(2, False, 20, 30), game(3, True, 30, 25), game(9, True, 30, 1)]
    old = [game(1, False, 25, 30), game(2, False, 22, 30), game(3, True, 30, 28), game(7, True, 30, 2)]
    (p,) = b.paired(new, old)
    assert (p["games"], p["wins"], p["base_wins"]) == (3, 2, 1)  # seeds 7 and 9 are in one file only
    assert p["only_new"] == [1] and p["only_base"] == []
    assert p["points"][0] == pytest.approx((5 - 2 + 0) / 3)
    assert p["lead"][0] == pytest.approx((15 - 2 + 3) / 3)  # leads +10/-5, -10/-8, +5/+2
    assert p["lead"][1] == pytest.approx(b.mean_se([15, -2, 3])[1]) and p["lead"][1] > 0


def test_an_earlier_run_with_a_seed_under_two_configs_must_be_chosen(tmp_path: Path) -> None:
    import json

    new, old = tmp_path / "new.jsonl", tmp_path / "old.jsonl"
    new.write_text(json.dumps(game(1, True, 30, 20)) + "\n")
    old.write_text(json.dumps(game(1, False, 25, 30)) + "\n" + json.dumps(game(1, True, 30, 29, horizon=4)) + "\n")
    run = [sys.executable, str(BENCH / "ismcts.py"), "--report", "--out", str(new), "--against", str(old)]
    r = subprocess.run(run, capture_output=True, text=True)
    assert r.returncode != 0 and "--against-config" in r.stderr
    r = subprocess.run(run + ["--against-config", "marquise:50:horizon=4"], capture_output=True, text=True)
    assert r.returncode == 0 and "1 seeds in both: 1 wins against 1" in r.stdout
