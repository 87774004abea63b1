"""``--fill-payments`` (docs/rootlog.md, "Real games"; R496, R497): a payment the rules
require that a line leaves out is chosen by the import, reported as a warning naming the
line; without the flag such a line is refused as before, and with it a line that breaks the
Law is refused still."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.helpers import cli
from tests.rootlog.test_rootlog import HEADER as RL_HEADER
from woodland.core.record import replay
from woodland.rootlog.importer import ImportError_, import_text
from woodland.rootlog.model import snapshot
from woodland.rootlog.track import codes_for

REAL = Path(__file__).parent / "games" / "real"

HEADER = RL_HEADER + "\n"  # the setup lines, then a blank line
# the Marquise's second sawmill costs one wood (6.5.4.II): the wood placed in clearing 1 this
# Birdsong, which the line does not write removed (``t1->``)
UNPAID = HEADER + "C:t->1/b_s->5/++1/#->C\n"


@pytest.mark.law("6.5.4")
def test_a_buildings_wood_left_out_is_refused_without_the_flag() -> None:
    with pytest.raises(ImportError_) as e:
        import_text(UNPAID)
    assert e.value.line == 10 and "'b_s->5'" in str(e.value)


@pytest.mark.law("6.5.4")
def test_a_buildings_wood_left_out_is_filled_with_the_flag_and_reported() -> None:
    warnings: list[str] = []
    rec = import_text(UNPAID, fill_payments=True, warnings=warnings)
    assert warnings == ["line 10: 't1->' is not written; the import chose this payment (--fill-payments)"]
    assert rec["warnings"] == warnings
    g = replay(rec)
    snap = snapshot(g, codes_for(g))
    assert snap.pieces[("C", "b_s", "5")] == 1 and snap.pieces[("C", "t", "1")] == 0
    assert snap.scores["C"] == 1


@pytest.mark.law("6.5.4")
def test_a_line_that_writes_its_wood_has_nothing_filled() -> None:
    warnings: list[str] = []
    rec = import_text(HEADER + "C:t->1/t1->/b_s->5/++1/#->C\n", fill_payments=True, warnings=warnings)
    assert warnings == [] and "warnings" not in rec


@pytest.mark.law("6.5.4")
@pytest.mark.parametrize("line,atom", [
    # a third sawmill costs two wood; the only wood was spent on the second
    ("C:t->1/b_s->5/++1/b_s->10/++2/#->C", "'b_s->10'"),
    # the wood written removed is where there is none: written atoms must still match
    ("C:t->1/t9->/b_s->5/++1/#->C", "'t9->'"),
])
def test_an_illegal_line_is_refused_with_the_flag(line: str, atom: str) -> None:
    with pytest.raises(ImportError_) as e:
        import_text(HEADER + line + "\n", fill_payments=True)
    assert e.value.line == 10 and atom in str(e.value), str(e.value)


@pytest.mark.law("6.5.4")
def test_the_cli_fills_a_payment_warns_and_the_record_replays(tmp_path: Path) -> None:
    src = tmp_path / "unpaid.rootlog"
    src.write_text(UNPAID, encoding="utf-8")
    out = tmp_path / "unpaid.json"
    p = cli("rootlog", "import", str(src), "--out", str(out))
    assert p.returncode != 0 and "line 10" in p.stdout + p.stderr
    p = cli("rootlog", "import", str(src), "--out", str(out), "--fill-payments")
    assert p.returncode == 0, p.stderr
    assert "warning: line 10: 't1->' is not written" in p.stderr
    assert json.loads(out.read_text())["warnings"][0].startswith("line 10:")
    p = cli("replay", str(out))
    assert p.returncode == 0 and "exactly" in p.stdout, p.stdout + p.stderr
