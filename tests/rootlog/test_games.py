"""Rootlog games written by hand for the tests (tests/rootlog/games): the Lake and the
Mountain, the Vagabond and the Underground Duchy, written as a person writes them (the
cards dealt left out, draws unnamed, the spec's short forms), and lines that break the Law,
rejected with the rule and the line (docs/rootlog.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cli.helpers import assert_user_error, cli
from tests.rootlog.test_rootlog import _same
from woodland.core.record import replay
from woodland.rootlog.export import export_record
from woodland.rootlog.importer import ImportError_, import_text
from woodland.rootlog.model import snapshot
from woodland.rootlog.notation import parse
from woodland.rootlog.track import codes_for
from woodland.sim import play_game

GAMES = Path(__file__).parent / "games"


def _game(name: str) -> str:
    return (GAMES / name).read_text(encoding="utf-8")


def test_a_lake_game_written_by_hand_is_rebuilt(tmp_path: Path) -> None:
    """Unnamed draws are filled with cards the later lines need (the Travel Gear the
    Marquise discards, a card that crafts the bag); ``%_->r`` refreshes every item."""
    out = tmp_path / "lake.json"
    p = cli("rootlog", "import", str(GAMES / "lake_tinker.rootlog"), "--out", str(out))
    assert p.returncode == 0, p.stderr
    p = cli("replay", str(out))
    assert p.returncode == 0 and "exactly" in p.stdout, p.stdout + p.stderr
    g = replay(json.loads(out.read_text()))
    snap = snapshot(g, codes_for(g))
    assert g.setup["map"] == "lake"
    assert snap.settings[("V", "#")] == "tinker"
    assert [g.card(c).name for c, w in snap.cards.items() if w == "V$"] == ["Sappers"]
    assert snap.items[("b", "V$tr")] == 2  # its starting bag and the one crafted (Z%b)
    assert snap.items[("s", "V$sr")] == 1  # the sword taken from the ruin (%s10->$)
    assert snap.scores == {"C": 6, "V": 2}


@pytest.mark.law("M.4.3")
def test_a_mountain_game_written_by_hand_is_rebuilt() -> None:
    g = replay(import_text(_game("mountain_duchy.rootlog")))
    snap = snapshot(g, codes_for(g))
    assert g.setup["map"] == "mountain"
    # the paths the lines opened are open, the others still closed
    assert {"8_9", "2_5", "6_11", "3_7"}.isdisjoint(snap.paths) and len(snap.paths) == 2
    assert snap.pieces[("D", "t", "11")] == 1 and snap.pieces[("D", "t", "4")] == 1  # tunnels
    assert snap.pieces[("C", "w", "2")] == 2  # the warrior saved by Field Hospitals (6.2.3)


def _mountain(lines: str) -> str:
    head = _game("mountain_duchy.rootlog").split("\nD:w->0/w12->10")[0]
    return head + "\n" + lines + "\n"


DUCHY_1 = "D:w->0/w12->10/M#scoutD->/w0->11/t->11/R#commandD->/8_9->/++/#->D"


@pytest.mark.parametrize("lines,line,rule,words", [
    (DUCHY_1 + "\nC:t->6/w5->0", 15, "4.2", "not adjacent"),  # the Burrow, by a tunnel only
    ("D:w->0/w0->3", 14, "4.2", "not adjacent"),
    ("D:w->0/#duchessofmud->$", 14, "12.5.1", "duchy"),  # a lord swayed without its cards
])
def test_an_illegal_line_on_the_mountain_is_rejected_with_its_rule(lines: str, line: int, rule: str,
                                                                   words: str) -> None:
    with pytest.raises(ImportError_) as e:
        import_text(_mountain(lines))
    assert e.value.line == line and rule in e.value.rules and words in str(e.value)


@pytest.mark.law("M.4.2")
def test_the_import_command_rejects_a_move_across_a_closed_path(tmp_path: Path) -> None:
    """One line of ``error: ...``, the line, the reason and the rule; nothing written."""
    bad = tmp_path / "bad.rootlog"
    bad.write_text(_mountain(DUCHY_1 + "\nC:t->6/w3->7"))
    out = tmp_path / "never.json"
    p = cli("rootlog", "import", str(bad), "--out", str(out))
    assert_user_error(p, "line 15", "closed", "M.4.2")
    assert len(p.stderr.strip().splitlines()) == 1 and not out.exists()


@pytest.mark.law("7.7")
def test_the_decree_discarded_the_short_way() -> None:
    """``$_->`` (the whole Decree discarded in turmoil, 7.7) stands for the cards it holds."""
    rec = play_game({"factions": ["marquise", "eyrie"]}, 2, max_turns=12)
    text = export_record(rec)
    lines = text.splitlines()
    no = next(i for i, ln in enumerate(lines) if i > 9 and ln.startswith("E:") and "#charismatic->$" in ln)
    short = re.sub(r"(?:/[A-Z]#[a-z@]+E\$_[rmxb]->)+(?=/--)", "/$_->", lines[no])
    assert short != lines[no] and "$_->/--" in short
    lines[no] = short
    back = import_text("\n".join(lines) + "\n")
    _same(rec, back)


def test_the_short_forms_read_as_all_they_stand_for() -> None:
    log = parse("Map: Fall\nDeck: Standard\nO: a\nV: b\n\nO:$_->3/$_f->2\nV:%_d->s+r\nV:%_->r\n")
    prices, repair, refresh = (t.atoms for t in log.turns)  # the funds (``$_f``) are not checked
    assert prices == [("all", ("s", "O", "*", "3"))]
    assert repair == [("all", ("i", "_", "V$d?", "V$sr"))]
    assert refresh == [("all", ("i", "_", "V$??", "V$=r"))]
