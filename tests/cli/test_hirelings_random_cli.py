"""`--hirelings random` (A.6.1-A.6.2) for `woodland play` and `woodland simulate`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.helpers import assert_user_error, cli, run
from woodland.core.record import replay


@pytest.mark.law("A.6.1", "A.6.2")
def test_play_bots_only_with_random_hirelings_deals_three_and_replays(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    res = run("play", "--bots-only", "--seed", "2", "--setup", "advanced", "--players", "4", "--hirelings", "random",
              "--map", "winter", "--bots", "heuristic", "--max-turns", "8", "--out", str(out))
    assert res.exit_code == 0, res.output
    rec = json.loads(out.read_text())
    assert rec["setup"]["hirelings"] == "random"
    g = replay(rec)
    assert g.hirelings is not None and [h.side for h in g.hirelings.cards].count("demoted") == 2


def test_random_hirelings_without_the_advanced_setup_are_a_one_line_error() -> None:
    assert_user_error(cli("play", "--bots-only", "--hirelings", "random", "--factions", "marquise,eyrie"),
                      "setup.hirelings", "Advanced Setup")
