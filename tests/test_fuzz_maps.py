"""Fuzzing the Lake and Mountain maps (M.3, M.4): random legal actions in faction mixes of
two to six players, with the invariants of tests/test_fuzz_expansion.py checked after every
step (pieces, cards and items conserved, views leak nothing, JSON round trip and clones
play on identically, records replay), plus the maps' own:

- the Ferry is always in a coastal clearing (M.3.5), the Tower never moves (L.1.1);
- closed paths are only ever removed (M.4.3), and a removal scores its player (checked by
  the positions in tests/positions/valid/M_4_3_*).

``WOODLAND_SOAK=1`` plays ``SOAK_GAMES`` games per map instead of ``GAMES``.
"""

from __future__ import annotations

import json
import os
from collections import Counter

import pytest

from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import MIXES, card_places, check_pieces, check_views, item_count
from woodland import Game
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng

GAMES, SOAK_GAMES = 6, 60
N = SOAK_GAMES if os.environ.get("WOODLAND_SOAK", "") not in ("", "0") else GAMES
MAX_STEPS = 300


def params() -> list[object]:
    out = []
    for m in ("lake", "mountain"):
        for i in range(N):
            mix = MIXES[(i * 13 + (m == "lake")) % len(MIXES)]
            deck = ("standard", "exiles")[i % 2]
            out.append(pytest.param(m, mix, deck, 7000 + i, id=f"{m}-{deck}-{'-'.join(mix)}-{7000 + i}"))
    return out


@pytest.mark.law("M.3.5", "M.4.2", "M.4.3", "L.1.1", "1.5.1")
@pytest.mark.parametrize("map_name, mix, deck, seed", params())
def test_new_maps_keep_invariants_and_replay(map_name: str, mix: list[str], deck: str, seed: int) -> None:
    rec = Recorder({"map": map_name, "deck": deck, "factions": mix}, seed)
    g = rec.game
    rng = Rng(seed)
    expected = Counter(card_places(g))
    tower = g.landmarks.get("tower")
    items = None
    closed = g.map.closed
    for step in range(MAX_STEPS):
        if g.pending is None:
            break
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        h = Game.from_json(json.loads(json.dumps(g.to_json())))
        assert h.fingerprint() == g.fingerprint() and h.legal_actions() == opts
        c = g.clone()
        rec.apply(a)
        c.apply(a)
        h.apply(a)
        assert c.fingerprint() == h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        assert Counter(card_places(g)) == expected
        if g.phase != "setup":
            items = items or item_count(g)
            assert item_count(g) == items
        if "ferry" in g.landmarks:
            assert g.landmarks["ferry"] in g.map.coastal
        assert g.landmarks.get("tower") == tower
        assert g.map.closed <= closed
        closed = g.map.closed
        if g.pending is not None and step % 3 == 0:
            check_views(g, g.pending.seat, rng)
    replay(json.loads(json.dumps(rec.record())))
