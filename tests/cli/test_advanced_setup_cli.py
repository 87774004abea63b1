"""`--setup advanced` with `--players` (the faction draft, A.8) and `--landmarks` (A.5), for
`woodland play` and `woodland simulate`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cli.helpers import assert_user_error, cli, flat, run
from woodland.cli.play import PlaySession
from woodland.core.game import normalize_setup
from woodland.core.record import replay as replay_record


@pytest.mark.law("A.5", "A.8")
def test_play_bots_only_drafts_the_factions_and_writes_a_record_that_replays(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    res = run("play", "--bots-only", "--seed", "4", "--setup", "advanced", "--players", "3", "--landmarks", "1",
              "--map", "autumn", "--bots", "heuristic", "--max-turns", "60", "--out", str(out))
    assert res.exit_code == 0, res.output
    rec = json.loads(out.read_text())
    assert rec["setup"]["draft"] and rec["setup"]["factions"] == ["seat1", "seat2", "seat3"]
    g = replay_record(rec)
    keys = [f.key for f in g.factions]
    assert set(keys) <= set(rec["setup"]["draft"]) and len(g.landmarks) == 1
    for k in keys:  # the table names the factions drafted, not the players' labels
        assert k in flat(res.stdout)
    assert "seat1" not in flat(res.stdout)
    again = run("replay", str(out))
    assert again.exit_code == 0, again.output


def test_simulate_counts_the_factions_drafted() -> None:
    res = run("simulate", "--games", "2", "--setup", "advanced", "--players", "2", "--max-turns", "40")
    assert res.exit_code == 0, res.output
    assert "seat1" not in flat(res.stdout).split("games")[1]  # the rows are factions


@pytest.mark.parametrize("args, field", [
    (["--players", "3", "--setup", "standard"], "setup.mode"),
    (["--players", "9", "--setup", "advanced"], "setup.players"),
    (["--landmarks", "3", "--setup", "advanced"], "setup.landmarks.count"),
    (["--players", "2", "--setup", "advanced", "--keep-insurgents"], "setup.keep_insurgents"),  # no hirelings
])
def test_bad_advanced_options_are_one_line_errors(args: list[str], field: str) -> None:
    assert_user_error(cli("play", "--bots-only", *args), field)


@pytest.mark.law("A.8.2.I")
def test_play_keeps_the_insurgent_cards_of_a_two_player_draft_with_hirelings(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    res = run("play", "--bots-only", "--seed", "3", "--setup", "advanced", "--players", "2", "--hirelings",
              "random", "--keep-insurgents", "--max-turns", "5", "--out", str(out))
    assert res.exit_code == 0, res.output
    rec = json.loads(out.read_text())
    assert rec["setup"]["keep_insurgents"] is True
    replay_record(rec)


@pytest.mark.law("A.4")
def test_a_person_gets_a_seat_of_the_draft_and_decides_there() -> None:
    setup = normalize_setup({"map": "autumn", "draft": True, "players": 3, "mode": "advanced"})
    asked: list[str] = []

    def answer(prompt: str) -> str:
        asked.append(prompt)
        return "" if prompt.startswith("Save") else "quit"  # quit, without saving

    s = PlaySession(setup, 5, ["seat2"], {"seat1": "random", "seat3": "random"}, input_fn=answer, clear=False)
    s.run()
    g = s.game
    assert g.pending is not None and g.pending.seat == 1 and g.pending.kind == "draft_faction"
    assert asked  # the person was asked at the draft of seat 2 (after seat 3 chose)
    assert not g.factions[2].key.startswith("seat")


def quit_unsaved(prompt: str) -> str:
    return "" if prompt.startswith("Save") else "quit"


def test_a_drafted_game_saved_after_the_draft_resumes(tmp_path: Path) -> None:
    setup = normalize_setup({"map": "autumn", "draft": True, "players": 2, "mode": "advanced"})
    s = PlaySession(setup, 6, ["seat1"], {"seat2": "random"}, input_fn=quit_unsaved, clear=False)
    g = s.game
    while g.pending is not None and (g.pending.seat != 0 or g.phase == "setup"):
        s._apply(g.pending.options[0])
    path = s.save(tmp_path / "saved.json")
    lines: list[str] = []
    t = PlaySession.from_saved(path, input_fn=quit_unsaved, clear=False)
    t.console.print = lambda *a, **k: lines.append(" ".join(str(x) for x in a))  # type: ignore[method-assign]
    t.run()
    assert t.game.fingerprint() == g.fingerprint() and t.human_seats == {0}
    assert any("random bot" in ln for ln in lines)  # the intro names the bot of seat2, now a faction


@pytest.mark.law("A.8.1", "18.2.1")
def test_a_draft_pool_of_the_players_choosing_may_hold_the_knaves(tmp_path: Path) -> None:
    """The default pool keeps the Vagabond (R351); `--pool` lets a table draft the Knaves."""
    out = tmp_path / "game.json"
    res = run("play", "--bots-only", "--seed", "2", "--players", "3", "--pool", "knaves,marquise,eyrie,corvid",
              "--bots", "heuristic", "--max-turns", "30", "--out", str(out))
    assert res.exit_code == 0, res.output
    rec = json.loads(out.read_text())
    assert rec["setup"]["draft"] == ["knaves", "marquise", "eyrie", "corvid"]
    assert {f.key for f in replay_record(rec).factions} <= set(rec["setup"]["draft"])
    assert_user_error(cli("simulate", "-n", "1", "--pool", "knaves,eyrie"), "--pool", "--players")
    assert_user_error(cli("simulate", "-n", "1", "--players", "3", "--pool", "knaves,vagabond,eyrie,marquise"),
                      "Vagabond", "18.2.1")


@pytest.mark.law("A.8.3")
def test_the_players_table_marks_who_sets_up_during_the_draft() -> None:
    """Before the first turn, ▶ marks the player the setup waits for, not the first player."""
    import io

    from rich.console import Console

    from woodland import Game
    from woodland.cli import render

    g = Game.new({"draft": True, "players": 3, "map": "autumn"}, 4)
    assert g.pending is not None and g.pending.seat == 2  # the last player chooses first (A.8.3)
    con = Console(file=io.StringIO(), width=160, color_system=None)
    con.print(render.players_table(g.view(0)))
    marked = [ln for ln in con.file.getvalue().splitlines() if ln.strip().startswith("▶")]  # type: ignore[attr-defined]
    assert len(marked) == 1 and "seat3" in marked[0]


@pytest.mark.parametrize("args", [["--factions", "marquise,eyrie"],
                                  ["--setup", "advanced", "--players", "4", "--map", "winter"]])
def test_a_game_stopped_at_the_turn_cap_shows_the_scores_where_it_stopped(args: list[str], tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    res = run("play", "--bots-only", "--seed", "2", "--bots", "heuristic", "--max-turns", "12", "--out", str(out),
              *args)
    assert res.exit_code == 0, res.output
    assert "unfinished" in res.output
    g = replay_record(json.loads(out.read_text()))
    for f in g.factions:  # every faction on the table, with its score at the cap (not "?")
        assert re.search(rf"│ {f.key}\s+│\s+{f.score} │", res.output), res.output
    assert "?" not in res.output
