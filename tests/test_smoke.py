"""A whole random game runs to the end and replays exactly."""

from __future__ import annotations

import json

from woodland import Game
from woodland.core.record import replay
from woodland.sim import play_game


def test_random_game_finishes_and_replays() -> None:
    rec = play_game({"map": "autumn", "factions": ["marquise", "eyrie"]}, seed=11)
    assert rec["result"] is not None
    assert max(rec["result"]["scores"].values()) >= 30
    g = replay(json.loads(json.dumps(rec)))
    assert g.result == rec["result"]


def test_new_game_starts_with_marquise_setup() -> None:
    g = Game.new({"factions": ["marquise", "eyrie"], "seating": "given"}, 4)
    assert g.pending is not None and g.pending.kind == "setup_keep"
    assert sorted(str(a) for a in g.legal_actions()) == ["keep 1", "keep 2", "keep 3", "keep 4"]
