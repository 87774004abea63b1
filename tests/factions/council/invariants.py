"""The Twilight Council's invariants, checked by tests/test_fuzz_all.py: at most four
Loyalists (17.2.1), at most one assembly per clearing (17.4.3), revealed cards only during
the Council's own turn (17.4 reveals them, 17.6.1 returns them all), and no enemy piece
placed at a Governing assembly (17.2.3)."""

from __future__ import annotations

from typing import Any

from woodland import Game
from woodland.factions.council import ASSEMBLIES, GOVERNING, LIMIT, Council


def check(g: Game, memo: dict[str, Any]) -> None:
    for f in g.factions:
        if isinstance(f, Council):
            _check(g, f, memo)


def _check(g: Game, f: Council, memo: dict[str, Any]) -> None:
    s = f.seat
    assert 0 <= f.loyalists <= LIMIT, "17.2.1: more than four Loyalists"
    assert all(sum(1 for o, k in ts if o == s and k in ASSEMBLIES) <= 1 for ts in g.tokens), \
        "17.4.3: two assemblies in a clearing"
    if g.current != s:
        assert not f.revealed, "17.6.1: revealed cards left out of hand after the Council's turn"
    # 17.2.3: the enemy buildings at each Governing assembly only ever decrease while it
    # governs (battles remove them; none is placed there; warriors and relics may move in)
    before: dict[int, int] = memo.get("council_governed", {})
    now: dict[int, int] = {}
    for c, ts in enumerate(g.tokens):
        if (s, GOVERNING) in ts:
            pieces = sum(1 for o, _k in g.buildings[c] if o not in (s, -1))
            now[c] = pieces
            if c in before:
                assert pieces <= before[c], f"17.2.3: an enemy placed a building at the Governing assembly in {c + 1}"
    memo["council_governed"] = now
