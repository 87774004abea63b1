"""Running the `woodland` command in tests, in-process (:func:`run`) or as a user runs it
(:func:`cli`), and reading what it prints."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from woodland.cli.main import app

ROOT = Path(__file__).resolve().parents[2]  # the project folder
SETUP = {"map": "autumn", "deck": "standard", "factions": ["marquise", "eyrie"]}


def run(*args: str) -> Any:
    """The command in-process with typer's CliRunner (which bypasses ``main()``'s one-line
    error messages); an exception other than an exit is raised again."""
    res = CliRunner().invoke(app, list(args))
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        raise res.exception
    return res


def flat(text: str) -> str:
    """Output with rich's line wrapping (and table padding) undone."""
    return " ".join(text.split())


def cli(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """The real command, as a user runs it (output to a pipe, not a terminal)."""
    env = dict(os.environ)
    env.pop("COLUMNS", None)
    return subprocess.run([sys.executable, "-m", "woodland.cli.main", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def assert_user_error(p: subprocess.CompletedProcess[str], *words: str) -> None:
    """A fixable error: exit status 2, a message on stderr starting 'error:' that names
    what is wrong, no traceback. (That it fits on one line is checked separately, by
    tests/cli/test_cli.py::test_a_long_error_message_stays_on_one_line.)"""
    assert p.returncode == 2, (p.returncode, p.stdout, p.stderr)
    assert "Traceback" not in p.stderr + p.stdout
    err = p.stderr.strip()
    assert err.startswith("error:"), err
    for w in words:
        assert w in flat(err), (w, err)
    assert flat(err).count("error:") == 1
