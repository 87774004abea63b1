"""Malformed and impossible positions, kept as data in tests/positions/invalid/.

Every file there is a position the loader must refuse: malformed text (not JSON, not
UTF-8, not an object), wrong types, unknown names, or a situation the Law makes
impossible (more pieces than the box holds, a building with no open slot, a roost beside
the keep, a score of 31, a dominance card in the discard pile, an illegal ``play``
action...). Each is rejected with :class:`woodland.core.errors.BadInput` — an
:class:`~woodland.position.InvalidPosition` listing every problem when the text is a
position at all — and never with any other exception.

Expectations
------------
A file that is a JSON object carries them in its ``"expect"`` field (the loader ignores
it); any other file has a sidecar ``NAME.expect.json`` holding ``{"expect": ...}``::

    "expect": {
      "rules": ["1.5.1"],                 # Law ids the file checks (counted by law-coverage)
      "error": "InvalidPosition",         # or "BadInput" (refused before it is a position)
      "problems": [                       # EVERY problem, each listed once
        {"field": "clearings.12.eyrie.warriors",  # or a list of acceptable fields;
                                                  # "$FILE" is the file's own path
         "rules": ["1.5.1"],              # ids the problem must cite (may be empty)
         "words": ["20"]}                 # words its message must contain
      ]
    }

The problems are matched one to one: a position with three problems must list three,
not two and not nine. The ``note`` of each file says, from the Law, why it is impossible.

Each file is checked twice: through ``woodland.position.load`` + ``build``, and through
the real ``woodland explain FILE`` command (a subprocess, as a user runs it), which must
print one line starting with ``error:`` that names the fields and rules, exit with status
2 and show no traceback.

PyYAML is not a dependency: a YAML file is included only where it is installed (it is
not, here), so none is kept in the folder.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from tests.cli.helpers import cli
from woodland.cli.main import main
from woodland.core.errors import BadInput
from woodland.position import InvalidPosition, Problem, build, load

HERE = Path(__file__).resolve().parent / "positions" / "invalid"
SUFFIXES = (".json", ".yaml", ".yml")
FILES = sorted(p for p in HERE.iterdir()
               if p.suffix in SUFFIXES and not p.name.endswith(".expect.json"))


def sidecar(path: Path) -> Path:
    return path.with_name(path.stem + ".expect.json")


def expectation(path: Path) -> dict[str, Any]:
    side = sidecar(path)
    if side.exists():
        return json.loads(side.read_text())["expect"]
    return json.loads(path.read_text())["expect"]


def _rules_of(path: Path) -> list[str]:
    try:
        return list(expectation(path)["rules"])
    except Exception:  # a broken file still becomes a (failing) test
        return []


def _params() -> list[Any]:
    return [pytest.param(p, id=p.stem, marks=pytest.mark.law(*_rules_of(p))) for p in FILES]


def fields_of(want: dict[str, Any], path: Path) -> list[str]:
    f = want["field"]
    return [str(path) if x == "$FILE" else x for x in (f if isinstance(f, list) else [f])]


def rejection(path: Path) -> BadInput:
    """Load and build the file; return the BadInput raised (fail on anything else)."""
    try:
        build(load(path))
    except BadInput as e:
        return e
    except Exception as e:  # noqa: BLE001 - the point: nothing else may escape
        pytest.fail(f"{path.name}: crashed with {type(e).__name__}: {e}")
    pytest.fail(f"{path.name}: accepted, but it is not a possible position")


def problems_of(e: BadInput) -> list[Problem]:
    if isinstance(e, InvalidPosition):
        return list(e.problems)
    return [Problem(e.field, str(e).split(": ", 1)[-1], "")]


def matches(p: Problem, want: dict[str, Any], path: Path) -> bool:
    cited = {r.strip() for r in p.rule.split(",") if r.strip()}
    return (p.field in fields_of(want, path) and set(want.get("rules", [])) <= cited
            and all(w in p.message for w in want.get("words", [])))


# ----------------------------------------------------------------------------- the folder
def test_the_folder_holds_enough_positions_each_with_its_expectation() -> None:
    assert len(FILES) >= 20
    for p in FILES:
        exp = expectation(p)
        assert set(exp) <= {"rules", "error", "problems"}, p.name
        assert exp["error"] in ("InvalidPosition", "BadInput"), p.name
        assert exp["problems"], p.name
        for want in exp["problems"]:
            assert set(want) <= {"field", "rules", "words"} and "field" in want, p.name
    # sidecars belong to a position file
    for side in HERE.glob("*.expect.json"):
        stem = side.name[: -len(".expect.json")]
        assert any(p.stem == stem for p in FILES), side.name
    # malformed texts, and at least one valid object with several problems
    assert sum(1 for p in FILES if sidecar(p).exists()) >= 2
    assert any(len(expectation(p)["problems"]) >= 3 for p in FILES)


# ----------------------------------------------------------------------------- load + build
@pytest.mark.parametrize("path", _params())
def test_each_invalid_position_is_rejected_naming_every_problem(path: Path) -> None:
    exp = expectation(path)
    e = rejection(path)
    if exp["error"] == "InvalidPosition":
        assert isinstance(e, InvalidPosition), f"{type(e).__name__}: {e}"
    got = problems_of(e)
    left = list(got)
    for want in exp["problems"]:
        hit = next((p for p in left if matches(p, want, path)), None)
        assert hit is not None, f"expected {want} among {[tuple(p) for p in got]}"
        left.remove(hit)
    assert not left, f"problems listed beyond the expected ones: {[tuple(p) for p in left]}"


# ----------------------------------------------------------------------------- the command
def explain_here(path: Path) -> subprocess.CompletedProcess[str]:
    """``woodland explain FILE`` through the command's entry point (``main()``, with its
    one-line errors), in this process: a new process per file costs a second or more."""
    out, err = io.StringIO(), io.StringIO()
    argv = sys.argv
    sys.argv = ["woodland", "explain", str(path)]
    code: Any = 0
    try:
        with redirect_stdout(out), redirect_stderr(err):
            main()
    except SystemExit as e:
        code = e.code
    finally:
        sys.argv = argv
    return subprocess.CompletedProcess(["woodland", "explain", str(path)], code or 0, out.getvalue(), err.getvalue())


@pytest.fixture(scope="module")
def explained() -> dict[Path, subprocess.CompletedProcess[str]]:
    """``woodland explain FILE`` for every file: two as a user runs it (a new process each),
    the others through the same entry point in this process."""
    out = {f: explain_here(f) for f in FILES[2:]}
    with ThreadPoolExecutor(max_workers=2) as pool:
        out.update(zip(FILES[:2], pool.map(lambda f: cli("explain", str(f)), FILES[:2])))
    return out


@pytest.mark.parametrize("path", _params())
def test_woodland_explain_refuses_each_invalid_position_in_one_line(
        path: Path, explained: dict[Path, subprocess.CompletedProcess[str]]) -> None:
    exp = expectation(path)
    p = explained[path]
    assert p.returncode == 2, (p.returncode, p.stdout, p.stderr)
    assert "Traceback" not in p.stdout + p.stderr, p.stderr
    err = p.stderr.strip()
    assert err.startswith("error:"), err
    assert err.count("\n") == 0, f"not one line:\n{p.stderr}"
    flat = " ".join(err.split())
    for want in exp["problems"]:
        assert any(f in flat for f in fields_of(want, path)), (want["field"], err)
        for r in want.get("rules", []):
            assert f"Law {r}" in flat or f", {r}" in flat, (r, err)
