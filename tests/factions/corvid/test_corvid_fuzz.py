"""Fuzzing the Corvid Conspiracy with the other factions: random legal actions in mixes of
two to four players containing the Corvids (every mix of the Corvids with one or two of the
seven others, and some of four), on both maps and decks, with the invariants of
tests/test_fuzz_expansion.py checked after every step:

- pieces conserved (1.5.1) — a plot counts as its type whether face up or face down
  (13.2.2.I) — and at most one plot per clearing (13.2.2.II);
- every card in exactly one place; scores never negative; the rule cache fresh;
- hidden plots (1.2, 13.2.2.I): no view of another seat names a face-down plot's type, and a
  view is the same after ``determinize`` (which redraws those plots);
- ``from_json(to_json())`` and ``clone()`` play on identically, and the record replays;
- the log (cli/story.py, the terminal's and the server's) names a placed plot's type only
  to the Corvids.

The default suite plays ``GAMES`` games of up to ``MAX_STEPS`` steps, with the heavy checks
(JSON round trip, clone, determinize) every ``HEAVY`` steps; ``WOODLAND_SOAK=1`` plays
``SOAK_GAMES`` games with every check at every step.
"""

from __future__ import annotations

import itertools
import json
import os
import re
from collections import Counter

import pytest

from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import card_places
from woodland import Game
from woodland.cli.play import telling
from woodland.cli.render import log_lines
from woodland.cli.story import Narrator
from woodland.core.ability import held_warriors
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng

OTHERS = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk"]
SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
GAMES = 300
SOAK_GAMES = 1200
MAX_STEPS = 100 if not SOAK else 400
HEAVY = 1 if SOAK else 20
#: a face-down plot's token kind (what only the Corvids may see)
HIDDEN = re.compile(r"plot_(bomb|snare|extortion|raid)")


def mixes() -> list[list[str]]:
    out = [["corvid", *m] for k in (1, 2) for m in itertools.combinations(OTHERS, k)]
    out += [["corvid", *m] for m in itertools.combinations(OTHERS, 3)]
    out.append(["corvid", "vagabond", "vagabond2"])
    return out


MIXES = mixes()


def params() -> list[pytest.ParameterSet]:
    n = SOAK_GAMES if SOAK else GAMES
    out = []
    for i in range(n):
        mix = MIXES[i % len(MIXES)]
        deck = ("standard", "exiles")[(i // len(MIXES)) % 2]
        m = ("autumn", "winter")[(i + i // len(MIXES)) % 2]
        out.append(pytest.param(mix, deck, m, 7000 + i, id=f"{m}-{deck}-{'-'.join(mix)}-{7000 + i}"))
    return out


def check_pieces(g: Game) -> None:
    n, m = g.n, g.map.n
    assert all(w >= 0 for w in g.warriors)
    for f in g.factions:
        s = f.seat
        on_map = sum(g.warriors[c * n + s] for c in range(m))
        assert on_map + f.supply + f.warriors_elsewhere() + held_warriors(g, s) == f.warrior_total, f.key
        for kind, total in f.TOKENS.items():
            placed = sum(1 for ts in g.tokens for o, k in ts if o == s and f.supply_kind(k) == kind)
            assert f.tsupply[kind] >= 0 and placed + f.tsupply[kind] == total, (f.key, kind)
        for kind, total in f.BUILDINGS.items():
            assert sum(bs.count((s, kind)) for bs in g.buildings) + f.bsupply[kind] == total, (f.key, kind)
        assert f.score >= 0
    corvid = g.seat_of("corvid")
    assert all(sum(1 for o, _k in ts if o == corvid) <= 1 for ts in g.tokens), "two plots in a clearing"


def hidden_types(g: Game) -> list[str]:
    corvid = g.seat_of("corvid")
    return [k for ts in g.tokens for o, k in ts if o == corvid and k.startswith("plot_")]


def check_views(g: Game, rng: Rng, heavy: bool) -> None:
    corvid = g.seat_of("corvid")
    for s in range(g.n):
        if s == corvid:
            continue
        v = g.view(s)
        text = json.dumps(v)
        assert not HIDDEN.search(text), "a face-down plot's type shows in another seat's view"
        if heavy:
            assert g.determinize(s, rng).view(s) == v, "a view changes when hidden plots are redrawn"


@pytest.mark.law("1.2.1", "1.5.1", "13.2.2", "13.2.4")
@pytest.mark.parametrize("mix, deck, map_name, seed", params())
def test_corvid_mix_keeps_invariants_and_replays(mix: list[str], deck: str, map_name: str, seed: int) -> None:
    rec = Recorder({"map": map_name, "deck": deck, "factions": mix}, seed)
    g = rec.game
    rng = Rng(seed * 17 + 3)
    expected = Counter(card_places(g))
    narrator = Narrator() if seed % 25 == 0 or SOAK else None
    if narrator is not None:
        narrator.reset(g)
    steps = 0
    while g.pending is not None and steps < MAX_STEPS:
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        heavy = steps % HEAVY == 0
        if heavy:
            h = Game.from_json(json.loads(json.dumps(g.to_json())))
            assert h.legal_actions() == opts
            c = g.clone()
        p = g.pending
        if narrator is not None:
            with telling(narrator, g, steps, p.seat, str(a), g.turn):
                rec.apply(a)
        else:
            rec.apply(a)
        steps += 1
        if heavy:
            c.apply(a)
            h.apply(a)
            assert c.fingerprint() == h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        assert Counter(card_places(g)) == expected, "a card appeared, disappeared or is in two places"
        if g.pending is not None:
            check_views(g, rng, heavy)
    replay(json.loads(json.dumps(rec.record())))
    if narrator is not None:
        check_log(g, narrator)


def check_log(g: Game, narrator: Narrator) -> None:
    corvid = g.seat_of("corvid")
    types = "bomb|snare|extortion|raid"
    for v in range(g.n):
        lines = log_lines(narrator.entries, v)
        for line in lines:
            assert not HIDDEN.search(line), line
            if v != corvid:
                assert not re.search(rf"corvid: plot \d+ ({types})", line), line


def test_the_mixes() -> None:
    assert len(MIXES) == 6 + 15 + 20 + 1
    assert GAMES >= 300
