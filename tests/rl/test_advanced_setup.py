"""The RL adapters play games of the Advanced Setup (Appendix A): the factions drafted
(A.8), landmarks (A.5) and hirelings dealt at random (A.6). The agents are the players as the
setup names them (seat1...), whatever faction each chooses."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("numpy")

from woodland.rl.table import Table  # noqa: E402

DRAFT = {"draft": True, "players": 3, "hirelings": "random", "landmarks": 1}


@pytest.mark.law("A.8.3")
def test_a_table_plays_a_drafted_game_with_agents_named_by_seat() -> None:
    t = Table({"map": "lake", **DRAFT}, 4, max_turns=4, reward="score")
    assert t.agents == ["seat1", "seat2", "seat3"]
    steps = 0
    while not t.done:
        who = t.to_act
        assert who in t.agents  # before and after the draft (the KeyError of a faction key)
        assert t.mask(who).sum() == len(t.legal_ids()) > 0
        t.observe(who)
        assert set(t.step(t.legal_ids()[-1])) == set(t.agents)  # rewards by the players' names
        steps += 1
    assert steps > 20 and t.game.turn >= 4 and not any(f.key.startswith("seat") for f in t.game.factions)
    assert t.returns() == dict.fromkeys(t.agents, 0.0)  # cut short: 0 to all


def test_pettingzoo_and_gymnasium_take_an_advanced_setup() -> None:
    pytest.importorskip("pettingzoo")
    from woodland.rl.gymnasium import WoodlandGym
    from woodland.rl.pettingzoo import env

    e = env(setup=DRAFT, max_turns=3)
    e.reset(seed=2)
    assert e.possible_agents == ["seat1", "seat2", "seat3"]
    for _agent in e.agent_iter():
        obs, _r, term, trunc, _info = e.last()
        e.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    gym = WoodlandGym(faction="seat2", opponents="heuristic", setup=DRAFT, max_turns=3)
    gym.reset(seed=3)
    done = False
    while not done:
        _o, _r, term, trunc, _i = gym.step(int(gym.action_masks().nonzero()[0][0]))
        done = term or trunc
    assert gym.table.game.turn >= 3


def test_openspiel_takes_a_drafted_game_with_chance_nodes() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import random

    import woodland.rl.openspiel as wo

    game = pyspiel.load_game(wo.NAME, {"players": 3, "hirelings": "random", "landmarks": 1, "max_turns": 2})
    assert game.num_players() == 3
    st = game.new_initial_state()
    r = random.Random(1)
    while not st.is_terminal():
        st.apply_action(r.randrange(len(st.chance_outcomes())) if st.is_chance_node() else r.choice(st.legal_actions()))
    assert st.view(0) is not None and st.view(0)["hirelings"]
