"""Whole games with the Lilypad Diaspora (ch. 16): the rule-of-thumb bot against random
bots finishes and wins these seeds; a saved game of the Diaspora replays exactly. A few games
only: tests/test_fuzz_all.py fuzzes every faction with the Diaspora's invariants
(tests/factions/lilypad/invariants.py)."""

from __future__ import annotations

import json

import pytest

from woodland.core.record import replay
from woodland.sim import play_game


@pytest.mark.law("16.4", "16.5", "16.6")
@pytest.mark.parametrize("mix, map_name, seed", [(["lilypad", "marquise"], "autumn", 5),
                                                 (["lilypad", "eyrie", "alliance"], "lake", 6)])
def test_the_heuristic_diaspora_play_whole_games_and_win(mix: list[str], map_name: str, seed: int) -> None:
    bots = ["heuristic"] + ["random"] * (len(mix) - 1)
    rec = play_game({"map": map_name, "factions": mix}, seed, bots, max_turns=200)
    assert not rec.get("unfinished")
    assert rec["result"]["winners"] == ["lilypad"]
    replay(json.loads(json.dumps(rec)))
