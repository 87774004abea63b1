"""`woodland analyze` (woodland/analyze.py): what a balance report reads out of game records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.helpers import assert_user_error, cli, run
from woodland.analyze import GameFacts, facts, summary
from woodland.core.record import replay
from woodland.sim import play_game

SETUP = {"map": "autumn", "factions": ["marquise", "eyrie"]}


def test_facts_of_a_record_are_read_by_replaying_it() -> None:
    rec = play_game(SETUP, 5, ["heuristic"])
    g = replay(rec)
    f = facts(rec)
    assert f.factions == [x.key for x in g.factions]  # seat order, drawn at random (5.1.1)
    assert f.winners == rec["result"]["winners"] and f.turns == rec["turns"] and f.map == "autumn"
    assert f.rounds[-1] == rec["result"]["scores"]
    assert rec["turns"] // 2 <= len(f.rounds) <= rec["turns"] // 2 + 1  # a score per round, and the end
    assert f.ending == {"score": "victory points", "dominance": "dominance"}[rec["result"]["reason"]]
    capped = facts(play_game(SETUP, 5, ["random"], max_turns=3))
    assert capped.ending == "turn cap" and capped.winners == []


@pytest.mark.law("9.2.8", "3.3.1")
def test_summary_counts_wins_endings_and_seats() -> None:
    games = [GameFacts(["marquise", "eyrie"], "autumn", ["eyrie"], "victory points", 20,
                       [{"marquise": 4, "eyrie": 30}]),
             GameFacts(["eyrie", "marquise"], "winter", ["marquise"], "dominance", 30,
                       [{"marquise": 2, "eyrie": 2}, {"marquise": 12, "eyrie": 20}]),
             GameFacts(["vagabond", "eyrie", "alliance"], "autumn", ["vagabond", "alliance"], "coalition", 40,
                       [{"vagabond": 9, "eyrie": 30, "alliance": 8}]),
             GameFacts(["marquise", "eyrie"], "autumn", [], "turn cap", 500, [{"marquise": 1, "eyrie": 1}])]
    s = summary(games)
    assert {k: (r["wins"], r["games"]) for k, r in s["win_rate"].items()} == {
        "alliance": (1, 1), "eyrie": (1, 4), "marquise": (1, 3), "vagabond": (1, 1)}
    assert s["win_rate_by_players"]["2 players"]["eyrie"]["games"] == 3
    assert s["win_rate_by_map"]["winter"]["marquise"]["wins"] == 1
    assert s["endings"] == {"victory points": 1, "dominance": 1, "coalition": 1, "turn cap": 1}
    seats = s["win_rate_by_seat"]
    assert {k: (r["wins"], r["games"]) for k, r in seats["2 players"].items()} == {"1": (0, 3), "2": (2, 3)}
    assert {k: r["wins"] for k, r in seats["3 players"].items()} == {"1": 1, "2": 0, "3": 1}
    # a game over keeps its final score in later rounds
    assert s["score_by_round"]["marquise"] == [(4 + 2 + 1) / 3, (4 + 12 + 1) / 3]
    lo, hi = s["win_rate"]["eyrie"]["interval"]
    assert lo < 0.25 < hi


def test_analyze_command_writes_plots_and_a_report(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    recs = [play_game(SETUP, s, ["heuristic"]) for s in (1, 2)] + [play_game(SETUP, 3, ["random"], max_turns=4)]
    src = tmp_path / "games.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in recs) + "not json\n")
    res = run("analyze", str(src), "--out", str(tmp_path / "report"))
    assert res.exit_code == 0, res.output
    out = tmp_path / "report"
    for name in ("win_rate.png", "win_rate_by_players.png", "win_rate_by_map.png", "win_rate_by_seat.png",
                 "score_by_round.png", "game_length.png", "endings.png"):
        assert (out / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", name
        assert f'src="{name}"' in (out / "index.html").read_text()
    s = json.loads((out / "summary.json").read_text())
    assert s["games"] == 3 and s["endings"]["turn cap"] == 1 and len(s["unreadable"]) == 1
    assert "3 games" in res.output


def test_analyze_of_no_records_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "x.jsonl"
    bad.write_text("{}\n[]\n")
    assert_user_error(cli("analyze", str(bad), "--out", str(tmp_path / "r")), "no game record could be read")
