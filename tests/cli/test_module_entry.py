"""``python3 -m woodland`` is the ``woodland`` command (for a checkout not installed)."""

from __future__ import annotations

import subprocess
import sys

from tests.cli.helpers import ROOT


def test_python_m_woodland_runs_the_command() -> None:
    p = subprocess.run([sys.executable, "-m", "woodland", "play", "--help"], cwd=ROOT, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "Play Root in the terminal" in " ".join(p.stdout.split())
