"""The Lord of the Hundreds' invariants, checked after every step by tests/test_fuzz_all.py:
the warlord stands where a Hundreds warrior is (14.2.2), and no Hoard track holds more than
four items outside the questions of a full track and of Contempt for Trade (14.2.3-14.2.4)."""

from __future__ import annotations

from typing import Any

from woodland import Game
from woodland.factions.hundreds import TRACKS


def check(g: Game, memo: dict[str, Any]) -> None:
    w: Any = next(f for f in g.factions if f.key == "hundreds")
    assert w.warlord == -1 or g.warriors[w.warlord * g.n + w.seat] > 0, "14.2.2: the warlord stands alone"
    if g.pending is not None and g.pending.kind not in ("hoard_full", "contempt"):
        assert all(len(w.track(t)) <= 4 for t in TRACKS), w.items
