"""The PettingZoo AEC environment (woodland/rl/pettingzoo.py) passes PettingZoo's own tests."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from woodland.rl.pettingzoo import env, raw_env  # noqa: E402


def test_api_test_passes_for_a_four_player_game() -> None:
    api_test(env(factions=["marquise", "eyrie", "alliance", "vagabond"], max_turns=6), num_cycles=300)


def test_seed_test_passes() -> None:
    seed_test(lambda: env(factions=["lizard", "riverfolk"], map="winter", deck="exiles", max_turns=4),
              num_cycles=150)


def test_agents_are_the_factions_and_the_mask_is_the_legal_actions() -> None:
    e = raw_env(factions=["marquise", "eyrie", "vagabond"], max_turns=3)
    e.reset(seed=3)
    assert e.possible_agents == ["marquise", "eyrie", "vagabond"]
    rng = np.random.default_rng(0)
    n = 0
    for agent in e.agent_iter(max_iter=400):
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
            continue
        t = e.table
        assert agent == t.to_act == t.game.factions[t.game.pending.seat].key
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.sum() == len(t.game.legal_actions())
        for other in e.agents:
            if other != agent:
                assert e.observe(other)["action_mask"].sum() == 0
        assert e.view(agent)["pending"]["options"]  # the structured view of the seat to act
        e.step(int(rng.choice(np.flatnonzero(mask))))
        n += 1
    assert n > 20 and not e.agents  # the game ran to its end (max_turns) and every agent left


def test_a_won_game_rewards_the_winner() -> None:
    e = raw_env(factions=["marquise", "eyrie"], max_turns=500)
    e.reset(seed=1)
    g = e.table.game
    total = dict.fromkeys(e.possible_agents, 0.0)
    rng = np.random.default_rng(1)
    for agent in e.agent_iter(max_iter=100000):
        obs, r, term, trunc, _ = e.last()
        total[agent] += r
        e.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert g.result is not None
    assert total == {k: 1.0 if k in g.result["winners"] else -1.0 for k in total}
