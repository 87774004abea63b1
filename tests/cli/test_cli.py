"""The `woodland` command: bot games, simulation, replay, law coverage, and how errors
reach the user.

The normal paths run in-process with typer's CliRunner. Errors the user can fix are
turned into a one-line message by ``woodland.cli.main.main()`` (the installed entry
point), which CliRunner bypasses, so those run the real command in a subprocess:
``python -m woodland.cli.main ...``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.cli.helpers import ROOT, SETUP, assert_user_error, cli, flat, run
from woodland import Game
from woodland.cli.main import app
from woodland.core.record import replay as replay_record
from woodland.sim import play_game

TESTS = ROOT / "tests"


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Five bot games written by `simulate --games 5 --out FILE`."""
    out = tmp_path_factory.mktemp("sim") / "games.jsonl"
    res = run("simulate", "--games", "5", "--out", str(out))
    assert res.exit_code == 0, res.output
    return out


# ----------------------------------------------------------------------------- play
def test_play_bots_only_prints_the_winner() -> None:
    res = run("play", "--bots-only", "--seed", "1")
    assert res.exit_code == 0, res.output
    expected = play_game(SETUP, 1)["result"]  # the same game through the library
    assert expected is not None
    out = flat(res.stdout)
    assert f"{' and '.join(expected['winners'])} won ({expected['reason']})" in out
    # turns counted from 1: the game ended in the engine's turn N, the (N+1)th turn played
    assert f"seed 1 · {play_game(SETUP, 1)['turns'] + 1} turns" in out
    for k, v in expected["scores"].items():
        assert re.search(rf"\b{k}\b\W+{v}\b", out), (k, v, out)


def test_play_help_lists_every_faction_map_deck_and_bot_of_the_registries() -> None:
    from woodland.core.cards import available_decks
    from woodland.core.faction import FACTIONS
    from woodland.core.maps import available_maps

    res = CliRunner().invoke(app, ["play", "--help"], terminal_width=200)
    assert res.exit_code == 0
    out = flat(res.output)
    from woodland.bots import BOTS

    for name in [*FACTIONS, *available_maps(), *available_decks(), *BOTS]:
        assert re.search(rf"\b{name}\b", out), name
    assert "lizard" in FACTIONS and "vagabond2" in FACTIONS


def test_play_bots_only_writes_a_record_that_replays(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    res = run("play", "--bots-only", "--seed", "3", "--map", "winter", "--out", str(out))
    assert res.exit_code == 0, res.output
    rec = json.loads(out.read_text())
    assert rec["setup"]["map"] == "winter" and rec["seed"] == 3
    g = replay_record(rec)
    assert g.result == rec["result"] is not None
    assert f"{' and '.join(rec['result']['winners'])} won" in flat(res.stdout)


def test_play_bots_only_is_reproducible() -> None:
    a = run("play", "--bots-only", "--seed", "5")
    b = run("play", "--bots-only", "--seed", "5")
    assert a.exit_code == b.exit_code == 0
    assert a.stdout == b.stdout


# ----------------------------------------------------------------------------- simulate
def test_simulate_writes_one_record_per_game(records: Path) -> None:
    lines = records.read_text().splitlines()
    assert len(lines) == 5
    recs = [json.loads(line) for line in lines]
    assert [r["seed"] for r in recs] == [0, 1, 2, 3, 4]  # game i uses seed + i
    for r in recs:
        assert r["setup"]["factions"] == ["marquise", "eyrie"] and r["setup"]["map"] == "autumn"
        assert len(r["hashes"]) == len(r["actions"]) > 0
        assert r["result"] is not None or r["unfinished"]
    # the records are the library's bot games
    assert recs[1]["actions"] == play_game(SETUP, 1)["actions"]


def test_simulate_prints_win_rates_and_endings(tmp_path: Path) -> None:
    out = tmp_path / "g.jsonl"
    res = run("simulate", "--games", "5", "--seed", "10", "--out", str(out))
    assert res.exit_code == 0, res.output
    recs = [json.loads(line) for line in out.read_text().splitlines()]
    wins = {"marquise": 0, "eyrie": 0}
    endings: dict[str, int] = {}
    for r in recs:
        if r["result"] is None:
            endings["unfinished (turn cap)"] = endings.get("unfinished (turn cap)", 0) + 1
        else:
            for w in r["result"]["winners"]:
                wins[w] += 1
            endings[r["result"]["reason"]] = endings.get(r["result"]["reason"], 0) + 1
    text = res.stdout
    assert "5 games" in flat(text) and "win rate" in text
    rows = {m.group(1): (int(m.group(2)), float(m.group(3)))
            for m in re.finditer(r"(\w+)\s*│\s*(\d+)\s*│\s*([\d.]+)%\s*│", text)}
    assert {k: v[0] for k, v in rows.items()} == wins
    for w, rate in rows.values():
        assert rate == pytest.approx(100 * w / 5, abs=0.05)
    m = re.search(r"endings: (.*)", text)
    assert m is not None
    shown = {k: int(v) for k, v in re.findall(r"([a-z][a-z ()]*?) (\d+)(?:,|$)", m.group(1).strip())}
    assert shown == endings
    assert f"records written to {out}" in flat(text)


def test_simulate_results_do_not_depend_on_jobs(tmp_path: Path) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert run("simulate", "-n", "3", "--seed", "4", "--out", str(a)).exit_code == 0
    assert run("simulate", "-n", "3", "--seed", "4", "--jobs", "2", "--out", str(b)).exit_code == 0
    assert a.read_text() == b.read_text()


# ----------------------------------------------------------------------------- replay
def test_replay_reports_every_record_replayed_exactly(records: Path) -> None:
    res = run("replay", str(records))
    assert res.exit_code == 0, res.output
    out = flat(res.stdout)
    for i, line in enumerate(records.read_text().splitlines()):
        r = json.loads(line)
        assert f"record {i + 1}: replayed {len(r['actions'])} actions exactly;" in out
        if r["result"] is not None:
            assert f"{' and '.join(r['result']['winners'])} won ({r['result']['reason']})" in out
    assert "diverge" not in out


def test_replay_of_a_single_record_file(tmp_path: Path) -> None:
    rec = play_game(SETUP, 2)
    f = tmp_path / "one.json"
    f.write_text(json.dumps(rec, indent=1))  # pretty-printed: several lines, one record
    res = run("replay", str(f))
    assert res.exit_code == 0, res.output
    assert f"{f}: replayed {len(rec['actions'])} actions exactly" in flat(res.stdout)


def _different_legal_action(rec: dict[str, Any], i: int) -> str:
    """A legal action at step i + 1 other than the recorded one, leading elsewhere."""
    g = Game.new(rec["setup"], rec["seed"])
    for text in rec["actions"][:i]:
        g.apply(text)
    for o in g.legal_actions():
        if str(o) != rec["actions"][i]:
            c = g.clone()
            c.apply(o)
            if c.fingerprint() != rec["hashes"][i]:
                return str(o)
    raise AssertionError("no alternative at this step")


def test_replay_of_a_tampered_record_reports_the_first_divergence(records: Path, tmp_path: Path) -> None:
    lines = records.read_text().splitlines()
    rec = json.loads(lines[2])
    i = 20
    while True:
        try:
            rec["actions"][i] = _different_legal_action(rec, i)
            break
        except AssertionError:
            i += 1
    # a second, later change: only the first is reported
    rec["actions"][i + 5] = "dance"
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines[:2] + [json.dumps(rec)] + lines[3:]) + "\n")
    res = run("replay", str(bad))
    assert res.exit_code == 1
    out = flat(res.stdout)
    assert f"record 3: replay diverges at step {i + 1}:" in out
    assert f"step {i + 6}" not in out
    for k in (1, 2, 4, 5):
        assert f"record {k}: replayed" in out


def test_replay_of_a_record_with_a_wrong_hash(records: Path, tmp_path: Path) -> None:
    rec = json.loads(records.read_text().splitlines()[0])
    rec["hashes"][7] = "0123456789abcdef"
    bad = tmp_path / "hash.json"
    bad.write_text(json.dumps(rec))
    res = run("replay", str(bad))
    assert res.exit_code == 1
    assert "replay diverges at step 8: state after" in flat(res.stdout)


def test_replay_of_an_illegal_action_names_it(records: Path, tmp_path: Path) -> None:
    rec = json.loads(records.read_text().splitlines()[0])
    rec["actions"][0] = "keep 9"
    bad = tmp_path / "illegal.json"
    bad.write_text(json.dumps(rec))
    res = run("replay", str(bad))
    assert res.exit_code == 1
    assert "replay diverges at step 1: action 'keep 9' is illegal now" in flat(res.stdout)


# ----------------------------------------------------------------------------- errors
def test_errors_surface_in_process_as_woodland_errors_for_main_to_report() -> None:
    """In-process the app lets a WoodlandError through (exit status 1 under CliRunner);
    woodland.cli.main.main(), the installed command, turns it into the one-line message
    checked through the real command below."""
    from woodland import BadInput

    res = CliRunner().invoke(app, ["play", "--bots-only", "--factions", "marquise,lizards"])
    assert isinstance(res.exception, BadInput) and res.exception.field == "setup.factions[1]"


def test_unknown_faction_is_a_one_line_error() -> None:
    assert_user_error(cli("play", "--bots-only", "--factions", "marquise,lizards"), "lizards", "setup.factions")


def test_unknown_map_in_simulate_is_a_one_line_error() -> None:
    assert_user_error(cli("simulate", "--games", "2", "--map", "mars"), "mars", "setup.map")


def test_unknown_bot_is_a_one_line_error() -> None:
    assert_user_error(cli("play", "--bots-only", "--bots", "random,genius"), "genius")


def test_replay_of_a_missing_file_is_a_one_line_error(tmp_path: Path) -> None:
    missing = tmp_path / "nope.jsonl"
    assert_user_error(cli("replay", str(missing)), "nope.jsonl", "cannot read")


def test_replay_of_a_file_that_is_not_json_is_a_one_line_error(tmp_path: Path) -> None:
    f = tmp_path / "notes.txt"
    f.write_text("these are not game records\n")
    assert_user_error(cli("replay", str(f)), "notes.txt", "not valid JSON")


def test_replay_of_json_that_is_not_a_record_is_a_one_line_error(tmp_path: Path) -> None:
    f = tmp_path / "other.json"
    f.write_text(json.dumps({"name": "not a record"}))
    assert_user_error(cli("replay", str(f)), "record.setup")


def test_replay_of_an_empty_file_is_a_one_line_error(tmp_path: Path) -> None:
    f = tmp_path / "empty.jsonl"
    f.write_text("")
    assert_user_error(cli("replay", str(f)), "empty")


def test_a_short_error_message_is_one_line() -> None:
    p = cli("simulate", "--games", "2", "--map", "mars")
    assert_user_error(p, "mars")
    assert p.stderr.strip().count("\n") == 0, p.stderr


def test_a_long_error_message_stays_on_one_line(tmp_path: Path) -> None:
    """docs/cli.md: errors "print one line starting with `error:`" - also when the message
    is longer than the console is wide (here a long path, output to a pipe)."""
    missing = tmp_path / ("a-rather-long-folder-name-for-saved-games" * 2) / "records.jsonl"
    p = cli("replay", str(missing))
    assert_user_error(p, "records.jsonl", "cannot read")
    assert p.stderr.strip().count("\n") == 0, f"the error is not one line:\n{p.stderr}"


def test_bad_option_values_exit_2_without_a_traceback() -> None:
    p = cli("simulate", "--games", "0")
    assert p.returncode == 2 and "Traceback" not in p.stderr + p.stdout
    assert "--games" in p.stderr


def test_tampered_record_exits_1_through_the_real_command(records: Path, tmp_path: Path) -> None:
    rec = json.loads(records.read_text().splitlines()[1])
    rec["actions"][3] = "dance"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(rec))
    p = cli("replay", str(bad))
    assert p.returncode == 1 and "Traceback" not in p.stderr + p.stdout
    assert "replay diverges at step 4" in flat(p.stdout)


# ----------------------------------------------------------------------------- law-coverage
def test_law_coverage_prints_the_total() -> None:
    res = run("law-coverage", "--tests", str(TESTS))
    assert res.exit_code == 0, res.output
    m = re.search(r"total: (\d+) / (\d+) \(([\d.]+) %\)", flat(res.stdout))
    assert m is not None
    hit, total = int(m.group(1)), int(m.group(2))
    assert 0 < hit <= total
    assert float(m.group(3)) == pytest.approx(100 * hit / total, abs=0.05)


def test_law_coverage_below_min_exits_non_zero() -> None:
    res = run("law-coverage", "--tests", str(TESTS), "--min", "101")
    assert res.exit_code != 0
    assert "below --min 101" in flat(res.stderr)
    assert run("law-coverage", "--tests", str(TESTS), "--min", "0").exit_code == 0


def test_law_coverage_real_command_with_min_101_exits_non_zero() -> None:
    p = cli("law-coverage", "--min", "101")  # from the project folder: the default tests/
    assert p.returncode == 1, (p.returncode, p.stdout, p.stderr)
    assert "below --min 101" in flat(p.stderr) and "Traceback" not in p.stderr


def test_law_coverage_of_a_missing_test_folder_is_a_one_line_error(tmp_path: Path) -> None:
    assert_user_error(cli("law-coverage", "--tests", str(tmp_path / "none")), "--tests")
