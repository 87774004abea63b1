"""Perft: fixed lines of play that pin what is legal at every step.

Like a chess engine's perft counts, these tests pin move generation. Each **line** starts
from a standard setup (every 2-4 player mix of the Marquise, Eyrie, Woodland Alliance and
Vagabond, on the Autumn and Winter maps, plus random seatings) or from a position file in
tests/perft/positions/, and always takes the option at index
``(step * 7 + offset) % len(options)``. tests/perft/lines/NAME.json stores, for every
step, the number of legal actions, the action taken and a digest of the decision (seat,
kind, every option in order), and at the end a summary of the state and
``Game.fingerprint()``; NAME.options.json.gz keeps the full option lists so that a failure
names the actions that appeared or disappeared.

A failure reports the first step that differs: who was deciding what (with the Law rule),
the stored and current counts and actions, the added and removed actions, and the actions
just before it.

**After an intended rules change** (a bug fixed, a rule added), these tests fail on every
line the change touches — that is the point: each difference must be explained. Run::

    python tests/perft/generate.py          # the diff summary: first difference per line
    python tests/perft/generate.py --write  # once every difference is understood

and commit the rewritten data files with the change, saying in the commit message why
the counts moved (e.g. "perft: overwork now accepts a bird card as wild, 2.1.1").
An unexplained difference is a regression. A difference in the final fingerprint alone
(every action the same) means the state changed in something no decision shows yet — a
hidden card, the deck order, the random generator — or its layout changed; that too needs
a reason before regenerating. See docs/perft.md.
"""

from __future__ import annotations

import copy
import gzip
import importlib.util
import itertools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
PERFT = ROOT / "tests" / "perft"

_spec = importlib.util.spec_from_file_location("woodland_perft_generate", PERFT / "generate.py")
assert _spec is not None and _spec.loader is not None
gen = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = gen
_spec.loader.exec_module(gen)

CATALOGUE = gen.catalogue()
BY_NAME = {line["name"]: line for line in CATALOGUE}
REGENERATE = ("If this change to what is legal is intended, explain it, then run "
              "`python tests/perft/generate.py --write` and commit the data (docs/perft.md).")


# ----------------------------------------------------------------------------- the lines
@pytest.mark.parametrize("name", [line["name"] for line in CATALOGUE])
def test_line_replays_exactly(name: str) -> None:
    """Every step's legal-action count, action taken and decision digest, and the final
    state, are as stored."""
    line = BY_NAME[name]
    assert gen.data_path(name).exists(), f"no data for {name}: run python tests/perft/generate.py --write {name}"
    data, full = gen.read(name)
    diff = gen.compare(line, data, full)
    assert diff is None, f"{name}: {diff}\n{REGENERATE}"


# ----------------------------------------------------------------------------- the catalogue
def test_catalogue_covers_every_faction_mix_on_both_maps() -> None:
    want = {(m, frozenset(c)) for m in ("autumn", "winter") for n in (2, 3, 4)
            for c in itertools.combinations(("marquise", "eyrie", "alliance", "vagabond"), n)}
    assert len(want) == 22
    have = {(line["setup"]["map"], frozenset(line["setup"]["factions"])) for line in CATALOGUE if "setup" in line}
    assert want <= have
    # and some lines start from positions (mid-game situations no fresh setup reaches early)
    positions = sorted(p.name for p in (PERFT / "positions").glob("*.json"))
    assert len(positions) >= 6
    assert {line["position"] for line in CATALOGUE if "position" in line} == set(positions)
    assert len({line["name"] for line in CATALOGUE}) == len(CATALOGUE)


def test_data_files_match_the_catalogue() -> None:
    """One data file and one option file per line, none left over, each headed by the
    line's own start and choice rule, each ending at game over or at the step limit."""
    files = {p.name for p in gen.LINES.iterdir()}
    want = {f"{n}.json" for n in BY_NAME} | {f"{n}.options.json.gz" for n in BY_NAME}
    assert files == want, (sorted(files - want), sorted(want - files))
    for name, line in BY_NAME.items():
        data, full = gen.read(name)
        assert data["format"] == gen.FORMAT
        for k, v in line.items():
            assert data[k] == v, (name, k)
        assert (data["stride"], data["max_steps"]) == (gen.STRIDE, gen.MAX_STEPS)
        end = data["end"]
        assert end["steps"] == len(data["steps"])
        assert end["over"] or end["steps"] == gen.MAX_STEPS, name
        assert end["over"] == (end["summary"]["result"] is not None)
        assert full is not None and len(full) == len(data["steps"])


def test_stored_counts_actions_and_digests_agree_with_the_stored_option_lists() -> None:
    """The readable data and the full option lists describe the same steps, and every
    stored action is the one the choice rule picks."""
    for name, line in BY_NAME.items():
        data, full = gen.read(name)
        for i, (row, (seat, kind, opts)) in enumerate(zip(data["steps"], full)):
            count, action, dig = row
            assert count == len(opts) >= 1, (name, i)
            assert action == opts[gen.choice(i, line["offset"], count)], (name, i)
            assert dig == gen.digest(seat, kind, opts), (name, i)
            assert len(set(opts)) == len(opts), (name, i, "an option listed twice")


def test_lines_run_long_and_reach_both_endings_and_every_kind_of_question() -> None:
    """The lines are not trivial: between them they run thousands of steps, end by score
    (3.1) and by dominance (3.3), and ask the questions of every faction and of battle."""
    reasons = set()
    kinds: set[str] = set()
    total = 0
    for name in BY_NAME:
        data, full = gen.read(name)
        total += data["end"]["steps"]
        res = data["end"]["summary"]["result"]
        if res:
            reasons.add(res["reason"])
        kinds.update(k for _, k, _ in full)
    assert total >= 40 * 100
    assert reasons == {"score", "dominance"}
    assert {"setup_keep", "setup_leader", "setup_character", "daylight", "decree", "new_leader", "operations",
            "revolt", "spread", "outrage", "slip", "aid_give", "quest_reward", "move", "move_count", "ambush",
            "foil", "after_roll", "field_hospitals", "discard"} <= kinds, kinds


# ----------------------------------------------------------------------------- the report
@pytest.fixture(scope="module")
def sample() -> tuple[dict[str, Any], dict[str, Any], list[Any]]:
    name = "position-marquise-daylight-o0"
    data, full = gen.read(name)
    assert full is not None
    return BY_NAME[name], data, full


def _first_multi_option_step(data: dict[str, Any]) -> int:
    return next(i for i, row in enumerate(data["steps"]) if row[0] >= 3)


def test_report_names_step_decision_and_added_actions(sample: Any) -> None:
    """If the stored line lacked an option the engine now offers, the report names the
    step, who decides what, and the added action."""
    line, data, full = sample
    data, full = copy.deepcopy(data), copy.deepcopy(full)
    i = _first_multi_option_step(data)
    seat, kind, opts = full[i]
    taken = data["steps"][i][1]
    gone = next(o for o in opts if o != taken)
    old = [o for o in opts if o != gone]
    full[i] = [seat, kind, old]
    data["steps"][i] = [len(old), taken, gen.digest(seat, kind, old)]
    diff = gen.compare(line, data, full)
    assert diff is not None
    assert diff.startswith(f"step {i}: ")
    g = gen.start(line)
    for row in data["steps"][:i]:
        g.apply(row[1])
    p = g.pending
    assert f"{g.factions[p.seat].key} (seat {p.seat}) decides {p.kind!r}" in diff
    assert f"legal actions: {len(old)} stored, {len(opts)} now" in diff
    assert f"added:   {gone}" in diff
    assert "removed:" not in diff


def test_report_names_removed_actions_and_a_new_order(sample: Any) -> None:
    line, data, full = sample
    i = _first_multi_option_step(data)
    seat, kind, opts = full[i]
    d2, f2 = copy.deepcopy(data), copy.deepcopy(full)
    f2[i] = [seat, kind, opts + ["build keep 13"]]
    d2["steps"][i][0] += 1
    diff = gen.compare(line, d2, f2)
    assert diff is not None and "removed: build keep 13" in diff and "added:" not in diff
    d3, f3 = copy.deepcopy(data), copy.deepcopy(full)
    f3[i] = [seat, kind, opts[::-1]]
    d3["steps"][i][2] = gen.digest(seat, kind, opts[::-1])
    diff = gen.compare(line, d3, f3)
    assert diff is not None and "different order" in diff


def test_report_a_different_end(sample: Any) -> None:
    line, data, _ = sample
    d = copy.deepcopy(data)
    d["end"]["summary"]["factions"]["marquise"]["score"] += 1
    diff = gen.compare(line, d, None)
    assert diff is not None and "state differs" in diff and "factions" in diff
    d = copy.deepcopy(data)
    d["end"]["fingerprint"] = "0" * 16
    diff = gen.compare(line, d, None)
    assert diff is not None and "fingerprint" in diff
    d = copy.deepcopy(data)
    d["steps"] = d["steps"][:-1]
    d["end"]["steps"] -= 1
    diff = gen.compare(line, d, None)
    assert diff is not None and "stored line ended" in diff


# ----------------------------------------------------------------------------- the script
def _script(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    return subprocess.run([sys.executable, str(PERFT / "generate.py"), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_script_prints_a_diff_summary(tmp_path: Path) -> None:
    """Without --write the script replays every line and prints one verdict per line;
    it exits 1 and shows the first difference when the data disagrees."""
    p = _script()
    assert p.returncode == 0, p.stdout + p.stderr
    assert f"{len(CATALOGUE)} line(s) checked, 0 differ" in p.stdout
    data = tmp_path / "lines"
    shutil.copytree(gen.LINES, data)
    name = "autumn-marquise-eyrie"
    raw = json.loads((data / f"{name}.json").read_text())
    raw["steps"][3][0] += 1
    (data / f"{name}.json").write_text(json.dumps(raw))
    p = _script("--data", str(data))
    assert p.returncode == 1, p.stdout + p.stderr
    assert f"{name}: DIFFERS" in p.stdout and "step 3:" in p.stdout
    assert f"{len(CATALOGUE)} line(s) checked, 1 differ" in p.stdout


def test_script_write_reproduces_the_data(tmp_path: Path) -> None:
    """--write regenerates byte-identical files (the data depend on nothing but the engine)."""
    name = "winter-alliance-vagabond"
    p = _script("--write", "--data", str(tmp_path), name)
    assert p.returncode == 0, p.stdout + p.stderr
    assert (tmp_path / f"{name}.json").read_text() == gen.data_path(name).read_text()
    assert gzip.decompress((tmp_path / f"{name}.options.json.gz").read_bytes()) == \
        gzip.decompress(gen.options_path(name).read_bytes())
    p = _script("--write", "--data", str(tmp_path), "no-such-line")
    assert p.returncode == 2 and "unknown line" in p.stderr
