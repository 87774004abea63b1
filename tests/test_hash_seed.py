"""Games repeat exactly across processes, whatever Python's string hashing.

A researcher who reruns a seed in another process (a worker, a Ray node, tomorrow's shell) must
get the same game. Python randomizes the hash of strings per process (PYTHONHASHSEED), so any
decision that follows the iteration order of a set of strings would differ between processes.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Mixes that cover every faction, an advanced setup with hirelings and landmarks, and the
# Homeland maps.
RUNS = [
    ["--factions", "marquise,eyrie,alliance,riverfolk", "--map", "winter", "--deck", "exiles"],
    ["--factions", "lizard,duchy,corvid,vagabond", "--map", "lake"],
    ["--factions", "hundreds,keepers,council,lilypad", "--map", "marsh"],
    ["--factions", "knaves,riverfolk,marquise", "--map", "gorge"],
    ["--players", "5", "--setup", "advanced", "--hirelings", "random", "--landmarks", "2",
     "--map", "mountain"],
]


def _records(args: list[str], hash_seed: str, out: Path) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "woodland.cli.main", "simulate", "-n", "2", "--seed", "31",
           "--bots", "heuristic", "--max-turns", "60", "--out", str(out), *args]
    res = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr[-2000:]
    return out.read_text()


@pytest.mark.parametrize("args", RUNS, ids=lambda a: a[1].replace(",", "-"))
def test_a_seed_gives_the_same_records_under_two_string_hash_seeds(args: list[str], tmp_path: Path) -> None:
    first = _records(args, "1", tmp_path / "a.jsonl")
    second = _records(args, "2", tmp_path / "b.jsonl")
    assert first.count("\n") == 2
    assert first == second
