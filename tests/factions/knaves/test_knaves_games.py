"""Whole games with the Knaves of the Deepwood (ch. 18): the rule-of-thumb bot against random
bots finishes and wins these seeds, and wins more than the random bot does in the Knaves'
seat; a saved game replays exactly. A few games only: tests/test_fuzz_all.py fuzzes every
faction with the Knaves' invariants (tests/factions/knaves/invariants.py)."""

from __future__ import annotations

import json

import pytest

from woodland.core.record import Recorder, replay
from woodland.rootlog.export import export_record
from woodland.sim import play_game
from woodland.testing import seat_wins


@pytest.mark.law("18.4", "18.5", "18.6")
@pytest.mark.parametrize("mix, map_name, seed", [(["knaves", "marquise"], "autumn", 5),
                                                 (["knaves", "eyrie", "alliance"], "lake", 6)])
def test_the_heuristic_knaves_play_whole_games_and_win(mix: list[str], map_name: str, seed: int) -> None:
    bots = ["heuristic"] + ["random"] * (len(mix) - 1)
    rec = play_game({"map": map_name, "factions": mix}, seed, bots, max_turns=200)
    assert not rec.get("unfinished")
    assert rec["result"]["winners"] == ["knaves"]
    replay(json.loads(json.dumps(rec)))


def test_the_heuristic_knaves_beat_the_random_knaves() -> None:
    mix = ["knaves", "marquise", "eyrie"]
    seeds = range(700, 710)
    assert seat_wins("knaves", mix, "heuristic", seeds) > seat_wins("knaves", mix, "random", seeds)


def test_rootlog_export_writes_the_knaves() -> None:
    """An extension (docs/rulings.md R376; round trips: tests/rootlog/test_codes.py)."""
    rec = Recorder({"factions": ["knaves", "marquise"]}, 1).record()
    assert "N: Knaves of the Deepwood" in export_record(rec).splitlines()
