"""Whole games with each landmark card of the Advanced Setup (A.5), random legal actions,
with the fuzzers' invariants checked (tests/test_fuzz_expansion.py): pieces and items
conserved (the Legendary Forge's card holds items), every card in one place (the Black
Market's cards), views unchanged when hidden information is redrawn (1.2), save/load and
clone playing on identically, the record replaying and exported to Rootlog. A few games each in the default suite;
``WOODLAND_SOAK=1`` plays more.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from typing import Any

import pytest

from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import card_places, check_pieces, check_views, item_count
from woodland import Game
from woodland.core.landmark import offered_landmarks
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng
from woodland.rootlog.export import export_record

SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
GAMES = 12 if SOAK else 3
STEPS = 800 if SOAK else 400
MIXES = (["marquise", "eyrie", "alliance", "vagabond"], ["eyrie", "riverfolk", "duchy"],
         ["marquise", "lizard"], ["corvid", "alliance", "hundreds", "keepers"])
NEW = ("legendary_forge", "elder_treetop", "black_market")


def play_checked(setup: dict[str, object], seed: int) -> tuple[Game, dict[str, Any]]:
    rec = Recorder(setup, seed)
    g = rec.game
    rng = Rng(seed * 17 + 3)
    expected = Counter(card_places(g))
    items: Counter[str] | None = None
    for step in range(STEPS):
        if g.pending is None:
            break
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        heavy = step % 10 == 0
        if heavy:
            h = Game.from_json(json.loads(json.dumps(g.to_json())))
            assert h.fingerprint() == g.fingerprint() and h.legal_actions() == opts
            c = g.clone()
        rec.apply(a)
        if heavy:
            c.apply(a)
            h.apply(a)
            assert c.fingerprint() == h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        assert Counter(card_places(g)) == expected, "a card appeared, disappeared or is in two places"
        if g.phase != "setup":
            items = items or item_count(g)
            assert item_count(g) == items, "items are not conserved"
        if g.pending is not None and heavy:
            check_views(g, g.pending.seat, rng)
            check_views(g, (g.pending.seat + 1 + step) % g.n, rng)
    record = json.loads(json.dumps(rec.record()))
    replay(record)
    return g, record


@pytest.mark.law("A.5.2", "A.5.3", "L.1.1", "1.2.1", "1.5.1")
@pytest.mark.parametrize("key", [k for k in NEW if k in offered_landmarks()])
@pytest.mark.parametrize("game", range(GAMES))
def test_games_with_a_landmark_keep_the_invariants(key: str, game: int) -> None:
    mix = MIXES[(game + NEW.index(key)) % len(MIXES)]
    setup = {"map": "autumn", "factions": mix, "mode": "advanced", "landmarks": {"count": 1, "cards": [key]}}
    g, record = play_checked(setup, game)
    assert key in g.landmarks
    assert "Landmarks: " in export_record(record)  # Rootlog (V2.8 names the six pack landmarks)
