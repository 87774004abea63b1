"""Bad input never costs a traceback, a hang or a lost game (docs/cli.md: one `error:` line).

Each test reproduces a defect found by trying the commands as a new user would: an error
in a `simulate` worker, files nested thousands of levels deep or not UTF-8, a save with a
wrong bot entry, `--out` into a missing folder, escape codes in a file, out-of-range seeds
and turn caps, one bad line in a batch of records, options a saved game ignores.
"""

from __future__ import annotations

import io
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from tests.cli.helpers import ROOT, SETUP, assert_user_error, cli, flat
from woodland import BadInput, Game
from woodland.cli.play import PlaySession
from woodland.core.errors import ActionSyntaxError, IllegalAction, ReplayDivergence, WoodlandError
from woodland.core.record import check_record, replay
from woodland.position import InvalidPosition, Problem
from woodland.sim import GameFailed, play_game, simulate

ESC = "\x1b[2J\x1b]0;owned\x07"


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    """A short bot game's record (three turns)."""
    return play_game(SETUP, 3, max_turns=3)


def write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data))
    return path


def deep(path: Path, levels: int = 6000) -> Path:
    path.write_text("[" * levels + "]" * levels)
    return path


def not_utf8(path: Path) -> Path:
    path.write_bytes(b'{"setup": "\xff\xfe"}')
    return path


def a_save(rec: dict[str, Any], **play: Any) -> dict[str, Any]:
    """``rec`` as `save FILE` writes it, with ``play`` overriding its seats."""
    return dict(rec, result=None, play={"humans": ["marquise"], "bots": {"eyrie": "random"}, **play})


# ----------------------------------------------------------------------------- simulate workers
def test_every_engine_error_survives_the_trip_back_from_a_worker() -> None:
    """An error raised in a `simulate --jobs` worker is pickled back to the parent: if it
    cannot be rebuilt there, the pool waits forever (the reported hang)."""
    errors: list[WoodlandError] = [BadInput("bots", "expected 2 names"), IllegalAction("no", ["4.1"]),
                                   ActionSyntaxError("move", "x", "bad"), ReplayDivergence(3, "differs"),
                                   InvalidPosition([Problem("clearings", "bad", "2.2")]), GameFailed(7, "KeyError")]
    for e in errors:
        back = pickle.loads(pickle.dumps(e))
        assert type(back) is type(e) and str(back) == str(e) and back.__dict__ == e.__dict__


def test_simulate_with_one_bot_name_and_jobs_finishes() -> None:
    """The reported command: it printed a traceback and hung at 90 % CPU."""
    p = cli("simulate", "--games", "2", "--factions", "marquise,eyrie", "--bots", "random", "--jobs", "2")
    assert p.returncode == 0, p.stderr
    assert "Traceback" not in p.stderr and "2 games" in flat(p.stdout)


def test_one_bot_name_is_every_faction_s_bot_as_in_play() -> None:
    one = play_game(SETUP, 5, ["random"], max_turns=2)
    each = play_game(SETUP, 5, ["random", "random"], max_turns=2)
    assert one["actions"] == each["actions"] and one["bots"] == {"marquise": "random", "eyrie": "random"}


def test_an_error_in_a_worker_ends_the_run_with_its_message() -> None:
    code = ("from woodland.sim import simulate\n"
            "list(simulate(3, {'map': 'autumn', 'factions': ['marquise', 'eyrie']}, bots=['random'] * 3, jobs=2))")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode != 0
    assert "BadInput: bots: expected one bot name or 2" in p.stderr


def test_an_engine_bug_in_a_simulated_game_names_the_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    import woodland.sim as sim

    def broken(*args: Any, **kw: Any) -> dict[str, Any]:
        raise KeyError("boom")

    monkeypatch.setattr(sim, "play_game", broken)
    with pytest.raises(GameFailed, match="seed 4 failed: KeyError"):
        list(simulate(2, SETUP, seed=4))


def _die(x: int) -> int:
    os._exit(3)  # a worker killed (out of memory, a signal): no exception to send back


def test_a_worker_that_dies_ends_the_run_instead_of_a_hang() -> None:
    """multiprocessing.Pool waits forever for a task whose worker died."""
    from woodland.sim import in_workers

    with pytest.raises(WoodlandError, match="a worker process died"):
        list(in_workers(_die, [1, 2, 3], 2))


# ----------------------------------------------------------------------------- files
@pytest.mark.parametrize("command", [["replay"], ["explain"], ["play", "--load"]])
def test_json_nested_thousands_of_levels_deep_is_one_line(command: list[str], tmp_path: Path) -> None:
    assert_user_error(cli(*command, str(deep(tmp_path / "deep.json"))), "deep.json", "nested")


@pytest.mark.parametrize("command", [["replay"], ["explain"], ["play", "--load"]])
def test_a_file_that_is_not_utf8_is_one_line(command: list[str], tmp_path: Path) -> None:
    assert_user_error(cli(*command, str(not_utf8(tmp_path / "latin.json"))), "latin.json", "UTF-8")


def test_a_save_whose_bot_entry_is_a_list_is_one_line(record: dict[str, Any], tmp_path: Path) -> None:
    f = write(tmp_path / "save.json", a_save(record, bots={"eyrie": ["random"]}))
    assert_user_error(cli("play", "--load", str(f)), "save.json", "bots")


def test_loading_a_bad_save_in_game_keeps_the_game(record: dict[str, Any], tmp_path: Path) -> None:
    """The in-game `load` of such a file ended the game with "internal error"."""
    files = [write(tmp_path / "list.json", a_save(record, bots={"eyrie": ["random"]})),
             deep(tmp_path / "deep.json"), not_utf8(tmp_path / "latin.json")]
    lines = [f"load {f}" for f in files] + ["1"]
    out = io.StringIO()
    it = iter(lines)

    def ask(prompt: str) -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    s = PlaySession(SETUP, 1, ["marquise"], {"eyrie": "random"},
                    console=Console(file=out, width=150, color_system=None), input_fn=ask, clear=False)
    s.run()
    text = out.getvalue()
    assert "internal error" not in text
    errors = [ln for ln in text.splitlines() if ln.startswith("error:")]
    assert len(errors) == 3 and "bots" in errors[0] and "nested" in errors[1] and "UTF-8" in errors[2]
    assert s.actions == ["keep 1"]  # the game went on


def test_bots_only_checks_out_before_playing(tmp_path: Path) -> None:
    """The game was played, then its record was lost to a traceback."""
    target = tmp_path / "missing" / "game.json"
    p = cli("play", "--bots-only", "--out", str(target))
    assert_user_error(p, "game.json", "no folder")
    assert "won" not in p.stdout


@pytest.mark.parametrize("command", [["simulate", "--games", "1"], ["play"]])
def test_out_into_a_missing_folder_is_one_line(command: list[str], tmp_path: Path) -> None:
    assert_user_error(cli(*command, "--out", str(tmp_path / "missing" / "games.jsonl")), "games.jsonl", "no folder")


def test_escape_codes_from_a_position_file_are_not_printed_raw(tmp_path: Path) -> None:
    f = write(tmp_path / "esc.json", {"factions": ["marquise", "eyrie"], "clearings": {"Creek" + ESC: {}},
                                      "foo" + ESC: 1})
    p = cli("explain", str(f))
    assert_user_error(p, "Creek\\x1b[2J")
    assert "\x1b" not in p.stderr and "\x07" not in p.stderr


# ----------------------------------------------------------------------------- records and options
def test_a_record_of_another_format_is_refused(record: dict[str, Any], tmp_path: Path) -> None:
    with pytest.raises(BadInput, match="record.format: unsupported format 2"):
        check_record(dict(record, format=2))
    assert_user_error(cli("replay", str(write(tmp_path / "r.json", dict(record, format=2)))), "record.format")


@pytest.mark.parametrize("value", ["0", "-3"])
@pytest.mark.parametrize("command", [["simulate", "--games", "1"], ["play", "--bots-only"]])
def test_a_turn_cap_below_one_is_refused(command: list[str], value: str) -> None:
    p = cli(*command, "--max-turns", value)
    assert p.returncode == 2 and "Traceback" not in p.stderr and "--max-turns" in p.stderr


@pytest.mark.parametrize("seed", [-1, 1 << 64, (1 << 64) + 5])
def test_a_seed_out_of_range_is_refused_not_reduced(seed: int) -> None:
    with pytest.raises(BadInput, match="seed: .* out of range"):
        Game.new(SETUP, seed)
    assert_user_error(cli("play", "--bots-only", "--seed", str(seed)), "seed", "out of range")


def test_the_last_seed_of_a_simulation_is_checked_too() -> None:
    assert_user_error(cli("simulate", "--games", "3", "--seed", str((1 << 64) - 2)), "--seed", "out of range")


def test_the_largest_seed_is_a_game() -> None:
    assert Game.new(SETUP, (1 << 64) - 1).pending is not None


def test_one_bad_line_in_a_batch_replay_names_its_line_and_the_others_replay(
        record: dict[str, Any], tmp_path: Path) -> None:
    f = tmp_path / "games.jsonl"
    good = json.dumps(record)
    f.write_text("\n".join([good, good, "{not json", good]) + "\n")
    p = cli("replay", str(f))
    assert p.returncode == 1 and "Traceback" not in p.stderr
    out = flat(p.stdout)
    assert "record 3: " in out and "line 3, column 2" in out
    for k in (1, 2, 4):
        assert f"record {k}: replayed {len(record['actions'])} actions exactly" in out


def test_a_record_that_is_not_a_record_on_one_line_does_not_stop_the_batch(
        record: dict[str, Any], tmp_path: Path) -> None:
    f = tmp_path / "games.jsonl"
    f.write_text("\n".join([json.dumps(record), json.dumps({"seed": 1}), json.dumps(record)]) + "\n")
    p = cli("replay", str(f))
    out = flat(p.stdout)
    assert p.returncode == 1 and "record 2 (line 2): record.setup: missing" in out
    assert "record 3: replayed" in out


@pytest.mark.parametrize("option", [["--factions", "marquise,alliance"], ["--map", "winter"], ["--seed", "4"]])
def test_options_a_saved_game_would_ignore_are_refused_with_load(
        option: list[str], record: dict[str, Any], tmp_path: Path) -> None:
    f = write(tmp_path / "save.json", a_save(record))
    assert_user_error(cli("play", "--load", str(f), *option), option[0], "--load")


# ----------------------------------------------------------------------------- replay --step / --at
def test_replay_at_prints_the_board_after_that_action(record: dict[str, Any], tmp_path: Path) -> None:
    f = write(tmp_path / "game.json", record)
    p = cli("replay", str(f), "--at", "2")
    assert p.returncode == 0, p.stderr
    out = flat(p.stdout)
    assert f"after action 2 of {len(record['actions'])}:" in out and record["actions"][1] in out
    assert "The Woodland" in out and "Players" in out
    assert "Your hand" not in out  # a spectator's view: no hand is shown (1.2)
    start = flat(cli("replay", str(f), "--at", "0").stdout)
    assert "the start (before action 1" in start


def test_replay_at_written_to_a_pipe_cuts_nothing(tmp_path: Path) -> None:
    # four factions make the board wider than 80 columns: to a pipe it is printed whole
    rec = play_game({"map": "autumn", "factions": ["marquise", "eyrie", "lizard", "riverfolk"]}, 1, max_turns=2)
    p = cli("replay", str(write(tmp_path / "game.json", rec)), "--at", "5")
    assert p.returncode == 0, p.stderr
    assert "…" not in p.stdout and "Quarry" in p.stdout and "paths to" in p.stdout


def test_replay_at_beyond_the_end_is_one_line(record: dict[str, Any], tmp_path: Path) -> None:
    f = write(tmp_path / "game.json", record)
    assert_user_error(cli("replay", str(f), "--at", "100000"), "--at", f"{len(record['actions'])} actions")


def test_replay_step_walks_forward_back_and_jumps(record: dict[str, Any]) -> None:
    from woodland.cli.viewer import view_record

    n = len(record["actions"])
    out = io.StringIO()
    keys = iter(["", "", "b", "5", "x", "q"])
    status = view_record(record, console=Console(file=out, width=150, color_system=None),
                         ask=lambda prompt: next(keys))
    shown = [ln for ln in out.getvalue().splitlines() if ln.startswith(("after action", "the start"))]
    assert status == 0
    assert [s.split(":")[0] for s in shown] == [f"the start (before action 1 of {n})", f"after action 1 of {n}",
                                                f"after action 2 of {n}", f"after action 1 of {n}",
                                                f"after action 5 of {n}"]
    assert "unknown command 'x'" in out.getvalue()


def test_replay_step_of_a_file_with_several_records_asks_which(record: dict[str, Any], tmp_path: Path) -> None:
    f = tmp_path / "games.jsonl"
    f.write_text(json.dumps(record) + "\n" + json.dumps(record) + "\n")
    assert_user_error(cli("replay", str(f), "--at", "1"), "--record", "2 records")
    assert cli("replay", str(f), "--at", "1", "--record", "2").returncode == 0


# ----------------------------------------------------------------------------- saved states (Game.from_json)
FOUR = {"map": "autumn", "factions": ["marquise", "eyrie", "vagabond", "alliance"]}


@pytest.fixture(scope="module")
def state() -> dict[str, Any]:
    """A four-player game in its third turn, as JSON."""
    from woodland.core.record import replay

    return replay(play_game(FOUR, 2, max_turns=3)).to_json()


def vagabond_of(d: dict[str, Any]) -> dict[str, Any]:
    return next(f for f in d["factions"] if f["faction"] == "vagabond")


def corrupt(d: dict[str, Any], how: str) -> None:
    v = vagabond_of(d)
    if how == "unknown step below the top":
        d["stack"][0]["step"] = "nonsense"
    elif how == "unknown item in the supply":
        d["items"]["laser"] = 1
    elif how == "unknown item under a ruin":
        d["ruin_items"][next(i for i, r in enumerate(d["ruin_items"]) if r)] = ["laser"]
    elif how == "35 points and no result":
        d["factions"][0]["score"] = 35
    elif how == "changed map suits":
        d["suits"][0] = next(s for s in ("fox", "rabbit", "mouse") if s != d["suits"][0])
    elif how == "the same quest twice":
        v["quests"][1] = v["quests"][0]
    elif how == "a done quest still face up":
        v["done"].append(v["quests"][0])
    elif how == "a card id out of range in seen":
        d["factions"][0]["seen"][d["factions"][1]["faction"]] = [9999]
    elif how == "a card name in seen":
        d["factions"][0]["seen"][d["factions"][1]["faction"]] = ["Anvil"]
    elif how == "a result that says nothing":
        d["result"] = {"winners": ["nobody"]}
    elif how == "held triggers without a battle":
        d["holds"] = 3
    elif how == "check_win not a boolean":
        d["check_win"] = "yes"


CORRUPTIONS = {"unknown step below the top": "Turn has no step 'nonsense'",
               "unknown item in the supply": "items.laser", "unknown item under a ruin": "ruin_items",
               "35 points and no result": "score", "changed map suits": "suits",
               "the same quest twice": "quests", "a done quest still face up": "quests",
               "a card id out of range in seen": "seen", "a card name in seen": "seen",
               "a result that says nothing": "result", "held triggers without a battle": "holds",
               "check_win not a boolean": "check_win"}


@pytest.mark.parametrize("how", list(CORRUPTIONS))
def test_a_corrupt_saved_state_is_refused_naming_the_field(state: dict[str, Any], how: str) -> None:
    """Each was accepted: the unknown step then looped forever on the next move, the bad
    card ids in `seen` made view() fail later, the rest were silently wrong."""
    import copy

    d = copy.deepcopy(state)
    corrupt(d, how)
    with pytest.raises(BadInput) as e:
        Game.from_json(d)
    assert CORRUPTIONS[how] in str(e.value) and "\n" not in str(e.value)


def test_every_state_of_random_games_loads_back_exactly() -> None:
    """The checks refuse no state a game can reach (both decks and maps, every faction)."""
    from woodland.core.rng import Rng

    for setup in (FOUR, {"map": "winter", "deck": "exiles",
                         "factions": ["lizard", "riverfolk", "vagabond", "vagabond2", "marquise"]}):
        for seed in range(2):
            g, r = Game.new(setup, seed), Rng(seed)
            while g.pending is not None and g.turn < 12:
                assert Game.from_json(g.to_json()).fingerprint() == g.fingerprint()
                opts = g.pending.options
                g.apply(opts[r.below(len(opts))])


def test_a_finished_game_loads_back() -> None:
    from woodland.core.record import replay

    g = replay(play_game(SETUP, 1))
    assert g.result is not None
    assert Game.from_json(g.to_json()).result == g.result


# ----------------------------------------------------------------------------- found by tests/test_fuzz_input.py
def test_a_faction_field_of_the_wrong_shape_is_refused(state: dict[str, Any]) -> None:
    """A list where the Eyrie's face-up leaders hold names made the check itself crash."""
    import copy

    d = copy.deepcopy(state)
    next(f for f in d["factions"] if f["faction"] == "eyrie")["leaders_up"] = [["builder"]]
    with pytest.raises(BadInput, match="malformed state"):
        Game.from_json(d)


def test_a_position_whose_phase_is_a_list_is_one_line() -> None:
    from woodland.position import build

    with pytest.raises(BadInput, match="turn.phase"):
        build({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": ["daylight"]}})


def test_an_illegal_action_does_not_echo_escape_codes() -> None:
    g = Game.new(SETUP, 1)
    with pytest.raises(IllegalAction) as e:
        g.apply(g.parse(f'move "{ESC}"'))
    assert "\x1b" not in str(e.value) and "\\x1b" in str(e.value)


def test_an_exhausted_crafted_item_loads_back(state: dict[str, Any]) -> None:
    """Exiles cards exhaust crafted items ("boots_x"); a save holding one is a game."""
    import copy

    d = copy.deepcopy(state)
    d["factions"][0]["items"] = ["boots_x"]
    assert Game.from_json(d).factions[0].items == ["boots_x"]
    d["factions"][0]["items"] = ["laser_x"]
    with pytest.raises(BadInput, match="unknown item 'laser_x'"):
        Game.from_json(d)


def test_a_record_of_an_older_engine_is_migrated_with_rehash(record: dict[str, Any], tmp_path: Path) -> None:
    # an older engine kept another state after some action (e.g. a card taken from the
    # discard pile was not yet known to all): its hash there no longer matches
    old = dict(record, hashes=list(record["hashes"]))
    old["hashes"][3] = "0" * 16
    with pytest.raises(ReplayDivergence):
        replay(old)
    p = cli("replay", str(write(tmp_path / "old.json", old)))
    assert p.returncode != 0
    new = tmp_path / "new.json"
    p = cli("replay", str(tmp_path / "old.json"), "--rehash", str(new))
    assert p.returncode == 0, p.stderr
    migrated = json.loads(new.read_text())
    assert migrated["actions"] == record["actions"] and migrated["hashes"] == record["hashes"]
    assert replay(migrated).fingerprint() == replay(record).fingerprint()
    assert cli("replay", str(new)).returncode == 0


def test_rehash_refuses_a_record_whose_action_is_no_longer_legal(record: dict[str, Any], tmp_path: Path) -> None:
    bad = dict(record, actions=record["actions"][:2] + ["fly 13"] + record["actions"][3:])
    p = cli("replay", str(write(tmp_path / "bad.json", bad)), "--rehash", str(tmp_path / "out.json"))
    assert_user_error(p, "fly 13")
    assert not (tmp_path / "out.json").exists()
