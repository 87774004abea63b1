"""The observation tensor (woodland/rl/observation.py) is made from the seat's view only."""

from __future__ import annotations

import numpy as np
import pytest

from woodland import Game
from woodland.core.rng import Rng
from woodland.rl.observation import BOUND, observer
from woodland.rl.table import Table

pytest.importorskip("numpy")

SIX = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk"]


def played(setup: dict, seed: int, steps: int) -> Game:
    g = Game.new(setup, seed)
    r = Rng(seed)
    for _ in range(steps):
        if g.pending is None:
            break
        opts = g.legal_actions()
        g.apply(opts[r.below(len(opts))])
    return g


def test_the_layout_is_contiguous_and_fixed_for_every_setup() -> None:
    obs = observer()
    at = 0
    for f in obs.fields:
        assert f.offset == at and f.size > 0
        at += f.size
    assert at == obs.size
    for setup in ({"factions": ["marquise", "eyrie"]}, {"factions": SIX, "map": "winter", "deck": "exiles"}):
        g = played(setup, 4, 400)
        for s in range(g.n):
            x = obs.encode(g.view(s))
            assert x.shape == (obs.size,) and x.dtype == np.float32
            assert np.all(np.abs(x) <= BOUND) and np.isfinite(x).all()


@pytest.mark.law("1.2")
def test_what_a_seat_cannot_know_does_not_change_its_tensor() -> None:
    """Redrawing every hidden card and item (determinize) leaves each seat's tensor as it
    was: nothing hidden goes in."""
    obs = observer()
    redrawn = 0
    for seed, steps in ((11, 300), (12, 700)):
        g = played({"factions": SIX, "deck": ("standard", "exiles")[seed % 2]}, seed, steps)
        for s in range(g.n):
            mine = obs.encode(g.view(s))
            for k in range(3):
                h = g.determinize(s, Rng(seed * 10 + k))
                redrawn += sum(sorted(a.hand) != sorted(b.hand) for a, b in zip(g.factions, h.factions))
                assert np.array_equal(obs.encode(h.view(s)), mine)
    assert redrawn > 20  # the copies did differ in what was hidden


def test_a_seat_sees_its_own_hand_and_not_the_others() -> None:
    obs = observer()
    g = played({"factions": ["marquise", "eyrie"], "seating": "given"}, 3, 30)

    def hand_of(x: np.ndarray, key: str) -> float:
        return float(obs.player(x, key, "hand").sum())

    me, other = obs.encode(g.view(0)), obs.encode(g.view(1))
    assert hand_of(me, "marquise") == len(g.factions[0].hand) > 0
    assert hand_of(me, "eyrie") == 0 and hand_of(other, "marquise") == 0
    assert hand_of(other, "eyrie") == len(g.factions[1].hand)
    assert obs.player(me, "marquise", "score")[0] == g.factions[0].score / 30
    clearing = next(c for c in range(g.map.n) if g.warriors[c * g.n])
    assert obs.clearing(me, clearing + 1, "warriors")[obs.factions.index("marquise")] == \
        np.float32(g.warriors[clearing * g.n] / 10)


def test_tensors_and_masks_are_built_only_when_asked() -> None:
    t = Table({"factions": ["marquise", "eyrie"]}, 5)
    calls: list[int] = []
    real = t.observer.encode
    t.observer.encode = lambda v: calls.append(1) or real(v)  # type: ignore[method-assign]
    try:
        for _ in range(20):
            t.step(t.legal_ids()[0])
        assert calls == []
        who = t.to_act
        assert who is not None
        x = t.observe(who)
        assert t.observe(who) is x and len(calls) == 1  # once per decision
        t.step(t.legal_ids()[0])
        t.observe(who)
        assert len(calls) == 2
    finally:
        del t.observer.encode
