"""Fuzzing the Riverfolk expansion: every faction mix of 2 to 6 players drawn from the six
factions (Marquise, Eyrie, Alliance, Vagabond, Lizard Cult, Riverfolk) plus the second
Vagabond, on both decks (standard and Exiles & Partisans) and both maps, random legal
actions with the invariants checked after every step:

- pieces conserved per faction (1.5.1): warriors on the map + in supply + elsewhere on the
  faction's own board (officers, acolytes) + held on other boards (Riverfolk funds) + on
  crafted cards (Coffin Makers) == the faction's warriors; buildings and tokens on the map +
  left == the faction's; no count ever negative; no clearing with more buildings than slots;
- every card in exactly one place (deck, discard, available, hands, play areas, faction
  boards — Decree, supporters, Lost Souls, revealed cards — or a frame in progress), and no
  card appearing or disappearing;
- items conserved from the end of setup on: supply + Crafted Items boxes + Vagabond items
  + items removed from the game + items under ruins;
- scores never negative;
- the Riverfolk hand is public (11.2.3) and every other hand is not (1.2.1): each seat's view
  shows the Riverfolk hand and no other hand but its own; and a view equals the same seat's
  view of ``determinize`` (nothing hidden leaks);
- ``from_json(to_json())`` and ``clone()`` are the same game and play on identically
  (checked every third step; every step with ``WOODLAND_SOAK=1``);
- the record of every game replays exactly.

``WOODLAND_SOAK=1`` plays every mix four times (both decks, both maps).
"""

from __future__ import annotations

import itertools
import json
import os
from collections import Counter
from typing import Any

import pytest

from tests.test_fuzz import check_rule_cache
from woodland import Game
from woodland.core.ability import building_slots, held_warriors
from woodland.core.landmark import LANDMARKS
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng

BASE = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk"]
MAX_STEPS = 250


def all_mixes() -> list[list[str]]:
    out = [list(m) for k in range(2, 7) for m in itertools.combinations(BASE, k)]
    others = [f for f in BASE if f != "vagabond"]
    for k in range(0, 5):  # the second Vagabond comes with the first (9.7)
        for m in itertools.combinations(others, k):
            out.append(["vagabond", "vagabond2", *m])
    return out


MIXES = all_mixes()
ROUNDS = 4 if os.environ.get("WOODLAND_SOAK", "") not in ("", "0") else 1
#: the JSON round trip and the clone are checked every HEAVY steps (every step in a soak)
HEAVY = 1 if ROUNDS > 1 else 3


def params() -> list[Any]:
    out = []
    for r in range(ROUNDS):
        for i, mix in enumerate(MIXES):
            k = i + r * len(MIXES)
            deck = ("standard", "exiles")[(i + r) % 2]
            m = ("autumn", "winter")[(i // 2 + r) % 2]
            out.append(pytest.param(mix, deck, m, 5000 + k, id=f"{m}-{deck}-{'-'.join(mix)}-{5000 + k}"))
    return out


# --------------------------------------------------------------------------- invariants
def card_places(g: Game) -> list[int]:
    out = list(g.deck) + list(g.discard) + list(g.available)
    for f in g.factions:
        out += f.hand + f.play_area + f.held_cards()
    for k in g.landmarks:  # beside a landmark's card (the Black Market)
        out += LANDMARKS[k].cards_held(g)
    for fr in g.stack:
        out += fr.held_cards()
        for d in getattr(fr, "todo", []) if type(fr).__name__ == "OrderTriggers" else []:
            from woodland.core.frame import Frame

            out += Frame.from_json(d).held_cards()
    return out


def check_pieces(g: Game) -> None:
    n, m = g.n, g.map.n
    assert all(w >= 0 for w in g.warriors)
    for f in g.factions:
        s = f.seat
        on_map = sum(g.warriors[c * n + s] for c in range(m))
        held = held_warriors(g, s)  # Riverfolk funds, Coffin Makers (1.5.1)
        assert f.supply >= 0 and f.warriors_elsewhere() >= 0 and held >= 0
        total = on_map + f.supply + f.warriors_elsewhere() + held
        assert total == f.warrior_total, (f.key, on_map, f.supply, f.warriors_elsewhere(), held)
        for kind, n_all in f.BUILDINGS.items():
            placed = sum(bs.count((s, kind)) for bs in g.buildings)
            assert f.bsupply[kind] >= 0 and placed + f.bsupply[kind] == n_all, (f.key, kind)
        for kind, n_all in f.TOKENS.items():  # a face-down token counts as its kind (13.2.2)
            placed = sum(1 for ts in g.tokens for o, k in ts if o == s and f.supply_kind(k) == kind)
            assert f.tsupply[kind] >= 0 and placed + f.tsupply[kind] == n_all, (f.key, kind)
        assert f.score >= 0, (f.key, f.score)
    slots = building_slots(g)  # 2.2.3 (the Elder Treetop adds one)
    for c in range(m):
        assert len(g.buildings[c]) <= slots[c]


def item_count(g: Game) -> Counter[str]:
    held: Counter[str] = Counter()
    for k, v in g.items.items():
        assert v >= 0
        held[k] += v
    for f in g.factions:
        held.update(it.split("_", 1)[0] for it in f.items)
        held.update(it.split("_", 1)[0] for it in getattr(f, "gear", []))
        held.update(it.split("_", 1)[0] for it in getattr(f, "stash", []))  # 18.2.2 the Knaves' Stash
        held.update(getattr(f, "lost", []))
        held.update("torch" for _ in getattr(f, "scorched", []))  # V.6.2: a torch placed on the map
    for r in g.ruin_items:
        held.update(r)
    for k in g.landmarks:  # on a landmark's card (the Legendary Forge)
        held.update(LANDMARKS[k].items_held(g))
    return held


def check_views(g: Game, seat: int, rng: Rng) -> None:
    v = g.view(seat)
    for p in v["players"]:
        f = g.factions[p["seat"]]
        if f.public_hand or f.seat == seat:
            assert sorted(p["hand"]) == sorted(g.deckdef.cards[c].label for c in f.hand), (f.key, "hand")
        else:
            assert "hand" not in p and "secret" not in p, (f.key, "a hidden hand shows in a view")
    assert g.determinize(seat, rng).view(seat) == v, "a view changes when hidden information is redrawn"


# --------------------------------------------------------------------------- the games
@pytest.mark.law("1.2.1", "1.5.1", "11.2.3", "A.2", "5.1.3")
@pytest.mark.parametrize("mix, deck, map_name, seed", params())
def test_expansion_mix_keeps_invariants_and_replays(mix: list[str], deck: str, map_name: str, seed: int) -> None:
    rec = Recorder({"map": map_name, "deck": deck, "factions": mix}, seed)
    g = rec.game
    rng = Rng(seed * 31 + 7)
    expected = Counter(card_places(g))
    assert sum(expected.values()) == (50 if g.n == 2 else 54)
    items: Counter[str] | None = None
    steps = 0
    while g.pending is not None and steps < MAX_STEPS:
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        heavy = steps % HEAVY == 0
        if heavy:
            fp = g.fingerprint()
            h = Game.from_json(json.loads(json.dumps(g.to_json())))
            assert h.fingerprint() == fp and h.legal_actions() == opts
            c = g.clone()
        rec.apply(a)
        steps += 1
        if heavy:
            c.apply(a)
            h.apply(a)
            assert c.fingerprint() == h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        assert Counter(card_places(g)) == expected, "a card appeared, disappeared or is in two places"
        if g.phase != "setup":
            if items is None:
                items = item_count(g)
            assert item_count(g) == items, "items are not conserved"
        if g.pending is not None:
            check_views(g, g.pending.seat, rng)
            check_views(g, (g.pending.seat + 1 + steps) % g.n, rng)
    record = json.loads(json.dumps(rec.record()))
    replay(record)


def test_every_mix_is_covered() -> None:
    """6 factions in every 2-6 subset (57 mixes) and the two Vagabonds with up to 4 others (31)."""
    assert len(MIXES) == 57 + 31
    assert len({tuple(m) for m in MIXES}) == len(MIXES)
