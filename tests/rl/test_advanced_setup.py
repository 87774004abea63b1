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


def _advanced(seed: int, steps: int):  # type: ignore[no-untyped-def]
    from tests.rl.test_observation import played

    return played({"factions": ["marquise", "eyrie", "alliance", "vagabond"], "mode": "advanced",
                   "hirelings": "random", "landmarks": 2}, seed, steps)


@pytest.mark.law("A.5", "A.6")
def test_the_tensor_shows_the_hirelings_and_the_landmarks() -> None:
    """The hireling cards (who controls each, with how many markers), their warriors on the
    map and where each landmark stands are in every seat's tensor, as in its view."""
    from woodland.rl.observation import observer

    obs = observer()
    seen_warriors = 0
    for seed in (3, 8):
        g = _advanced(seed, 500)
        view = g.view(0)
        x = obs.encode(view)
        for card in view["hirelings"]["cards"]:
            assert obs.hireling(x, card["key"], "in_play")[0] == 1.0
            who = obs.hireling(x, card["key"], "controller")
            assert who.argmax() == (obs.factions.index(card["controller"]) if card["controller"]
                                    else len(obs.factions)) and who.sum() == 1.0
            assert obs.hireling(x, card["key"], "control")[0] == card["control"]
        dealt = {c["key"] for c in view["hirelings"]["cards"]}
        for side in set(obs.hirelings) - dealt:
            assert not obs.hireling(x, side, "in_play").any()
        for cl in view["clearings"]:
            got = obs.clearing(x, cl["number"], "hireling_warriors")
            want = sum(n for k, n in cl["warriors"].items() if k in dealt)
            assert got.sum() == pytest.approx(want / 10)
            seen_warriors += want
        assert view["landmarks"]
        for k, number in view["landmarks"].items():
            assert obs.clearing(x, number, "landmark")[obs.landmarks.index(k)] == 1.0
        assert sum(obs.clearing(x, c["number"], "landmark").sum() for c in view["clearings"]) == len(view["landmarks"])
    assert seen_warriors > 0  # some hireling had warriors on the map


@pytest.mark.law("1.2")
def test_hidden_landmark_cards_do_not_change_the_tensor() -> None:
    """With the Black Market's hidden cards, hands and the deck redrawn (determinize), every
    seat's tensor stays the same."""
    from woodland.core.rng import Rng
    from woodland.rl.observation import observer

    obs = observer()
    changed = 0
    for seed in range(1, 40):
        g = _advanced(seed, 300)
        if "black_market" not in g.landmarks:
            continue
        for s in range(g.n):
            h = g.determinize(s, Rng(seed))
            changed += g.landmark_cards.get("black_market") != h.landmark_cards.get("black_market")
            assert np.array_equal(obs.encode(h.view(s)), obs.encode(g.view(s)))
    assert changed > 0  # the copies did redraw the market's cards


@pytest.mark.law("G.18")
def test_a_hirelings_pawn_is_encoded_in_its_clearing() -> None:
    from woodland.rl.observation import Observer
    from woodland.testing import game_with

    obs = Observer()
    g = game_with(["marquise", "eyrie", "vagabond"], player="marquise", phase="daylight", empty_hands=True,
                  vagabond={"clearing": 3, "items": ["boots"]},
                  hirelings={"cards": {"furious_protector": {"controller": "eyrie", "pawn": 7}}})
    x = obs.encode(g.view(0))
    side = obs.hirelings.index("furious_protector")
    assert obs.clearing(x, 7, "hireling_pawns")[side] == 1.0
    assert sum(obs.clearing(x, c, "hireling_pawns").sum() for c in range(1, 13)) == 1.0
    assert not obs.clearing(x, 7, "pawns").any()  # no faction's pawn there
    assert obs.clearing(x, 3, "pawns")[obs.factions.index("vagabond")] == 1.0
