"""The optional compiled build (bench/compile.py, mypyc) plays exactly as pure Python.

Skipped unless this checkout has compiled modules (``python bench/compile.py`` builds them,
``--clean`` removes them). Then seeded games are played here, compiled, and in a copy of
the package without the compiled files, pure Python: the records (every action and the
state hash after it) must be the same.
"""

from __future__ import annotations

import importlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from woodland.sim import play_game

ROOT = Path(__file__).resolve().parents[1]
MODULES = ["woodland.core.rng", "woodland.core.observe", "woodland.rules.board", "woodland.rules.victory",
           "woodland.rules.why"]
COMPILED = [m for m in MODULES if (importlib.import_module(m).__file__ or "").endswith(".so")]
GAMES = [({"map": "autumn", "factions": ["marquise", "eyrie", "alliance", "vagabond"]}, 1, ["heuristic"]),
         ({"map": "lake", "factions": ["lizard", "riverfolk", "vagabond"]}, 2, ["random"])]
PLAY = """
import json, sys
from woodland.sim import play_game
games = json.loads(sys.argv[1])
print(json.dumps([play_game(s, seed, bots, max_turns=40) for s, seed, bots in games]))
"""


@pytest.mark.skipif(not COMPILED, reason="no compiled build (python bench/compile.py)")
def test_the_compiled_build_plays_the_same_records_as_pure_python(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "woodland", tmp_path / "woodland", ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    out = subprocess.run([sys.executable, "-c", PLAY, json.dumps(GAMES)], cwd=tmp_path, capture_output=True,
                         text=True, check=True).stdout
    pure = json.loads(out)
    compiled = json.loads(json.dumps([play_game(s, seed, bots, max_turns=40) for s, seed, bots in GAMES]))
    assert compiled == pure
