"""The Knaves' invariants for the one fuzzer (tests/test_fuzz_all.py): one acclaim per
clearing (18.2.3), every captain in a clearing one of the Knaves' warriors there (18.2.5),
one Prisoner per forest, never a Knave (18.2.6), a Stash of six items or more once set up
(18.3.4), the Acting Captain's card neither face up nor repeated (18.4, 18.5.2)."""

from __future__ import annotations

from typing import Any

from woodland import Game
from woodland.factions.knaves import ACCLAIM, Knaves


def check(g: Game, memo: dict[str, Any]) -> None:
    for f in g.factions:
        if not isinstance(f, Knaves):
            continue
        for c, ts in enumerate(g.tokens):
            assert ts.count((f.seat, ACCLAIM)) <= 1, f"two acclaim in clearing {c + 1}"
            assert g.warriors[c * g.n + f.seat] >= len(f.captains_in(c)), f"a captain without a warrior in {c + 1}"
        assert all(o != f.seat and -1 <= o < g.n for o in f.prisoners)
        assert f.acting not in f.up and len(set(f.captains)) == len(f.captains) <= 3
        if g.phase != "setup":
            assert len(f.stash) >= 6
