"""The Underground Duchy's invariants, checked after every step by tests/test_fuzz_all.py:
only Duchy warriors in the Burrow and the Duchy rules it (12.2.2), the Burrow holds no
building or token, tunnels only on the map (12.2.4), each minister swayed at most once with
a crown of its rank (12.5.3), and a crown removed from the game never comes back (12.2.3)."""

from __future__ import annotations

from typing import Any

from woodland import Game
from woodland.factions.duchy import DATA, MINISTERS, burrow
from woodland.rules.board import rulers


def check(g: Game, memo: dict[str, Any]) -> None:
    d = next(f for f in g.factions if f.key == "duchy")
    b = burrow(g)
    assert b == g.map.n - 1 and g.map.board_n == g.map.n - 1
    assert rulers(g)[b] == d.seat, "12.2.2: the Duchy always rules the Burrow"
    for f in g.factions:
        if f.seat != d.seat:
            assert g.warriors[b * g.n + f.seat] == 0, "12.2.2: only Duchy warriors in the Burrow"
    assert not g.buildings[b] and not g.tokens[b], "the Burrow holds only warriors"
    assert len(set(d.swayed)) == len(d.swayed) and all(m in MINISTERS for m in d.swayed)
    for r, total in DATA["crowns"].items():
        on = sum(1 for m in d.swayed if MINISTERS[m]["rank"] == r)
        assert 0 <= d.crowns[r] and d.crowns[r] + on <= total, "12.2.3 / 12.5.3: crowns"
    lost = sum(DATA["crowns"][r] - d.crowns[r] for r in d.crowns) - len(d.swayed)
    assert lost >= memo.get("duchy_crowns_lost", 0), "12.2.3: a crown removed from the game came back"
    memo["duchy_crowns_lost"] = lost
