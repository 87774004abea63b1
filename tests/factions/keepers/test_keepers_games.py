"""Whole games with the Keepers in Iron (ch. 15), random legal actions, the invariants of
tests/test_fuzz_expansion.py checked after every step (pieces, cards, views equal after
determinize, saved games and replays), plus the relics: each of the twelve is on the map, in
a forest or recovered (15.2.1). A few games only: the lead's tests/test_fuzz_all.py fuzzes
every faction; ``MIXES`` and ``rare_positions`` feed tests/test_kinds.py.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.factions.keepers.test_ch15_keepers import pos
from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import card_places, check_views
from woodland import Game
from woodland.core.ability import held_warriors
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng
from woodland.factions.keepers import keepers
from woodland.testing import play

MIXES = [["keepers", "marquise"], ["keepers", "eyrie", "vagabond"], ["keepers", "alliance", "riverfolk"],
         ["keepers", "lizard", "marquise", "duchy"], ["keepers", "corvid"],
         ["keepers", "vagabond", "eyrie", "marquise"]]


def check_pieces(g: Game) -> None:
    """1.5.1 for every faction (a token counted as its supply kind), and 15.2.1 for the relics."""
    n = g.n
    for f in g.factions:
        s = f.seat
        on_map = sum(g.warriors[c * n + s] for c in range(g.map.n))
        assert on_map + f.supply + f.warriors_elsewhere() + held_warriors(g, s) == f.warrior_total, f.key
        for kind, total in f.BUILDINGS.items():
            assert sum(bs.count((s, kind)) for bs in g.buildings) + f.bsupply[kind] == total, (f.key, kind)
        for kind, total in f.TOKENS.items():
            placed = sum(1 for ts in g.tokens for o, k in ts if o == s and f.supply_kind(k) == kind)
            assert f.tsupply[kind] >= 0 and placed + f.tsupply[kind] == total, (f.key, kind)
        if f.key == "keepers" and g.phase != "setup" and not any(type(fr).__name__ == "Trophy" for fr in g.stack):
            k = keepers(g, s)
            off = sum(map(len, k.forests.values())) + sum(map(len, k.relics.values()))
            assert off == sum(k.tsupply.values()), "a relic is nowhere"


@pytest.mark.law("15.2.1", "1.2.1", "1.5.1")
@pytest.mark.parametrize("mix, map_name, seed", [(MIXES[0], "autumn", 11), (MIXES[1], "lake", 12),
                                                 (MIXES[3], "mountain", 13)])
def test_keepers_games_keep_invariants_and_replay(mix: list[str], map_name: str, seed: int) -> None:
    rec = Recorder({"map": map_name, "factions": mix}, seed)
    g = rec.game
    rng = Rng(seed)
    expected = Counter(card_places(g))
    steps = 0
    while g.pending is not None and steps < 400:
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        if steps % 7 == 0:
            h = Game.from_json(json.loads(json.dumps(g.to_json())))
            assert h.fingerprint() == g.fingerprint() and h.legal_actions() == opts
        rec.apply(a)
        steps += 1
        check_pieces(g)
        check_rule_cache(g)
        assert Counter(card_places(g)) == expected
        if g.pending is not None and steps % 3 == 0:
            check_views(g, g.pending.seat, rng)
            check_views(g, (g.pending.seat + 1) % g.n, rng)
    replay(json.loads(json.dumps(rec.record())))


def rare_positions() -> list[Game]:
    """Keepers decisions random games seldom reach (tests/test_kinds.py): recovering again."""
    more = play(pos({"5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"],
                                       "tokens": ["figure_one", "figure_two"]}}},
                    board={"retinue": {"move": [], "battle": [], "recover": ["Faithful Retainer"]}}),
                "retainer", "recover 5 figure_one")
    assert more.pending is not None and more.pending.kind == "recover_more"
    return [more]


def test_rare_positions_reach_their_decisions() -> None:
    assert len(rare_positions()) == 1
