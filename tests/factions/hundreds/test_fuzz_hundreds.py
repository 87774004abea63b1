"""A few whole games of the Lord of the Hundreds (ch. 14) with random legal actions, the
invariants of tests/test_fuzz_expansion.py checked after every step (pieces — the warlord
counted among the warriors on the map or in its own supply —, cards, items — the Hoard is
the Hundreds' Crafted Items box, items removed for good are ``lost`` —, views, JSON and
clone round trips, the rule cache), every record replayed, and the Hundreds' own: the
warlord stands where a Hundreds warrior is (14.2.2), no Hoard track holds more than four
items outside the questions of a full track and of Contempt for Trade (14.2.3-14.2.4).

The default suite plays ``len(DEFAULT)`` games; ``WOODLAND_SOAK=1`` plays every mix of the
Hundreds with one to three other factions on the four maps. The lead's fuzzer over every
registered faction (tests/test_fuzz_all.py) plays the Hundreds too.
"""

from __future__ import annotations

import itertools
import json
import os
from collections import Counter
from typing import Any

import pytest

from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import card_places, check_views, item_count
from woodland import Game
from woodland.core.ability import held_warriors
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng
from woodland.factions.hundreds import TRACKS

OTHERS = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk", "corvid", "duchy"]
MAPS = ("autumn", "winter", "lake", "mountain")
SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
MIXES = [["hundreds", *m] for k in (1, 2, 3) for m in itertools.combinations(OTHERS, k)]
DEFAULT = [["hundreds", "marquise"], ["hundreds", "vagabond", "corvid"], ["hundreds", "eyrie", "alliance", "duchy"]]
MAX_STEPS = 700 if SOAK else 250


def check_pieces(g: Game) -> None:
    """1.5.1 for every faction (a face-down plot counts as its plot), and the warlord."""
    n = g.n
    assert all(w >= 0 for w in g.warriors)
    for f in g.factions:
        s = f.seat
        on_map = sum(g.warriors[c * n + s] for c in range(g.map.n))
        assert on_map + f.supply + f.warriors_elsewhere() + held_warriors(g, s) == f.warrior_total, f.key
        for kind, total in f.TOKENS.items():
            placed = sum(1 for ts in g.tokens for o, k in ts if o == s and f.supply_kind(k) == kind)
            assert f.tsupply[kind] >= 0 and placed + f.tsupply[kind] == total, (f.key, kind)
        for kind, total in f.BUILDINGS.items():
            assert sum(bs.count((s, kind)) for bs in g.buildings) + f.bsupply[kind] == total, (f.key, kind)
        assert f.score >= 0
        if f.key == "hundreds":
            w: Any = f
            assert w.warlord == -1 or g.warriors[w.warlord * n + s] > 0, "the warlord stands alone"
            if g.pending is not None and g.pending.kind not in ("hoard_full", "contempt"):
                assert all(len(w.track(t)) <= 4 for t in TRACKS), w.items


def play_game(mix: list[str], map_name: str, deck: str, seed: int, deep: bool = True) -> None:
    rec = Recorder({"map": map_name, "deck": deck, "factions": mix}, seed)
    g = rec.game
    rng = Rng(seed * 31 + 7)
    expected = Counter(card_places(g))
    items: Counter[str] | None = None
    steps = 0
    while g.pending is not None and steps < MAX_STEPS:
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        if deep:
            h = Game.from_json(json.loads(json.dumps(g.to_json())))
            assert h.fingerprint() == g.fingerprint() and h.legal_actions() == opts
        rec.apply(a)
        steps += 1
        check_pieces(g)
        check_rule_cache(g)
        assert Counter(card_places(g)) == expected, "a card appeared, disappeared or is in two places"
        if g.phase != "setup":
            if items is None:
                items = item_count(g)
            assert item_count(g) == items, "items are not conserved"
        if deep and g.pending is not None and steps % 5 == 0:
            check_views(g, g.pending.seat, rng)
    replay(json.loads(json.dumps(rec.record())))


def params() -> list[Any]:
    mixes = MIXES if SOAK else DEFAULT
    return [pytest.param(mix, MAPS[i % 4], ("standard", "exiles")[i % 2], 7100 + i,
                         id=f"{MAPS[i % 4]}-{'-'.join(mix)}-{7100 + i}") for i, mix in enumerate(mixes)]


@pytest.mark.law("14.2.2", "14.2.4", "1.5.1")
@pytest.mark.parametrize("mix, map_name, deck, seed", params())
def test_hundreds_games_keep_invariants_and_replay(mix: list[str], map_name: str, deck: str, seed: int) -> None:
    play_game(mix, map_name, deck, seed)
