"""The Diaspora's invariants for the one fuzzer (tests/test_fuzz_all.py): one enclave per
clearing (R341), twelve enclaves between the map and the supply (16.2.1), the suits of each
enclave's clearing (16.2.1.I), only frog cards in the Pond (16.2.3)."""

from __future__ import annotations

from typing import Any

from woodland import Game
from woodland.factions.lilypad import ENCLAVE, SIDES, Lilypad
from woodland.rules.board import clearing_suits


def check(g: Game, memo: dict[str, Any]) -> None:
    for f in g.factions:
        if not isinstance(f, Lilypad):
            continue
        on_map = 0
        for c, ts in enumerate(g.tokens):
            sides = [k for s, k in ts if s == f.seat and k in SIDES]
            assert len(sides) <= 1, f"two enclaves in clearing {c + 1}"
            on_map += len(sides)
            suits = clearing_suits(g, c)
            if sides == ["militant"]:
                assert "frog" in suits and g.suits[c] not in suits or "lost_city" in g.landmarks
            elif sides == ["peaceful"]:
                assert "frog" in suits and g.suits[c] in suits
        assert on_map + f.tsupply[ENCLAVE] == 12
        assert all(g.deckdef.cards[x].suit == "frog" for x in f.pond)
