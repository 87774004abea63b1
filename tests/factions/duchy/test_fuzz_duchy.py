"""Fuzzing the Underground Duchy (ch. 12) with the other factions: random legal actions
on both maps and both decks, the invariants of tests/test_fuzz_expansion.py checked after
every step (pieces, warriors in the Burrow included, and cards conserved, revealed cards
on the Duchy's board; items conserved; views leak nothing; JSON and clone round trips;
the rule cache), every record replayed, and the Duchy's own invariants: only Duchy
warriors in the Burrow (12.2.2), the Duchy rules it (12.2.2), tunnels only on the map
(12.2.4), each minister swayed at most once with a crown of its rank (12.5.3), no crown
regained (12.2.3).

The default run plays ``DEFAULT_GAMES`` games (the 44 mixes of the Duchy with one to three
other factions in turn, both maps and decks, cut at ``MAX_STEPS`` steps: about 30 s on one
core); ``WOODLAND_SOAK=1`` plays ``SOAK_GAMES`` games of up to 600 steps (every mix on both
maps and decks, about 20 minutes); ``WOODLAND_DUCHY_FUZZ_GAMES=N`` plays exactly N.
"""

from __future__ import annotations

import itertools
import json
import os
from collections import Counter
from typing import Any

import pytest

from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import card_places, check_pieces, check_views, item_count
from woodland import Game
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng
from woodland.factions.duchy import DATA, MINISTERS, burrow
from woodland.rules.board import rulers

OTHERS = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk"]
SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
DEFAULT_GAMES = 24
SOAK_GAMES = 400
N_GAMES = int(os.environ.get("WOODLAND_DUCHY_FUZZ_GAMES", SOAK_GAMES if SOAK else DEFAULT_GAMES))
MAX_STEPS = 600 if SOAK else 100


def mixes() -> list[list[str]]:
    out = [["duchy", *m] for k in (1, 2, 3) for m in itertools.combinations(OTHERS, k)]
    out.append(["duchy", "vagabond", "vagabond2"])
    out.append(["duchy", "vagabond", "vagabond2", "marquise"])
    return out


MIXES = mixes()


def params(n: int) -> list[Any]:
    out = []
    for i in range(n):
        mix = MIXES[(i * 5) % len(MIXES)]  # 5 is prime to the number of mixes: every mix in turn
        m = ("autumn", "winter")[i % 2]
        deck = ("standard", "exiles")[(i // 2) % 2]
        out.append(pytest.param(mix, deck, m, 5000 + i, id=f"{m}-{deck}-{'-'.join(mix)}-{5000 + i}"))
    return out


def check_duchy(g: Game) -> None:
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
    assert d.score >= 0


@pytest.mark.law("12.2.2", "12.2.3", "12.2.4", "1.5.1")
@pytest.mark.parametrize("mix, deck, map_name, seed", params(N_GAMES))
def test_duchy_mix_keeps_invariants_and_replays(mix: list[str], deck: str, map_name: str, seed: int) -> None:
    rec = Recorder({"map": map_name, "deck": deck, "factions": mix}, seed)
    g = rec.game
    rng = Rng(seed * 31 + 7)
    expected = Counter(card_places(g))
    items: Counter[str] | None = None
    crowns_lost = 0
    steps = 0
    while g.pending is not None and steps < MAX_STEPS:
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        fp = g.fingerprint()
        h = Game.from_json(json.loads(json.dumps(g.to_json())))
        assert h.fingerprint() == fp and h.legal_actions() == opts
        c = g.clone()
        rec.apply(a)
        steps += 1
        c.apply(a)
        h.apply(a)
        assert c.fingerprint() == h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        check_duchy(g)
        d = next(f for f in g.factions if f.key == "duchy")
        lost = sum(DATA["crowns"][r] - d.crowns[r] for r in d.crowns) - len(d.swayed)
        assert lost >= crowns_lost, "12.2.3: a crown removed from the game came back"
        crowns_lost = lost
        assert Counter(card_places(g)) == expected, "a card appeared, disappeared or is in two places"
        if g.phase != "setup":
            if items is None:
                items = item_count(g)
            assert item_count(g) == items, "items are not conserved"
        if g.pending is not None and steps % 3 == 0:
            check_views(g, g.pending.seat, rng)
            check_views(g, (g.pending.seat + 1 + steps) % g.n, rng)
    replay(json.loads(json.dumps(rec.record())))
