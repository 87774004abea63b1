"""The Corvid Conspiracy's invariants, checked by tests/test_fuzz_all.py: at most one plot
per clearing (13.2.2.II), and the terminal's log names a placed plot's type only to the
Corvids (13.2.2.I; the generic fuzzer checks the views)."""

from __future__ import annotations

import re
from typing import Any

from woodland import Game
from woodland.cli.render import log_lines
from woodland.cli.story import Narrator

#: a face-down plot's token kind (what only the Corvids may see)
HIDDEN = re.compile(r"plot_(bomb|snare|extortion|raid)")
TYPES = "bomb|snare|extortion|raid"


def check(g: Game, memo: dict[str, Any]) -> None:
    corvid = g.seat_of("corvid")
    assert all(sum(1 for o, _k in ts if o == corvid) <= 1 for ts in g.tokens), "13.2.2.II: two plots in a clearing"


def check_log(g: Game, narrator: Narrator) -> None:
    corvid = g.seat_of("corvid")
    for v in range(g.n):
        for line in log_lines(narrator.entries, v):
            assert not HIDDEN.search(line), line
            if v != corvid:
                assert not re.search(rf"corvid: plot \d+ ({TYPES})", line), line
