"""The OpenSpiel game (woodland/rl/openspiel.py): chance nodes for every random draw,
information from the views, OpenSpiel's own random simulation test and serialisation."""

from __future__ import annotations

import json

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import woodland.rl.openspiel as wo  # noqa: E402
from woodland.rl.observation import observer  # noqa: E402


def load(factions: str = "marquise+eyrie", **params: object) -> object:
    return pyspiel.load_game(wo.NAME, {"factions": factions, **params})


def play_randomly(state: object, rng: np.random.Generator, moves: int) -> object:
    for _ in range(moves):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def test_random_sim_test_passes_with_serialisation() -> None:
    pyspiel.random_sim_test(load("marquise+eyrie+vagabond", max_turns=2), num_sims=1, serialize=True,
                            verbose=False)


def test_the_game_declares_its_facts() -> None:
    game = load("lizard+riverfolk+alliance", map="winter", deck="exiles")
    assert game.num_players() == 3
    assert game.num_distinct_actions() == wo.action_space().n
    assert game.information_state_tensor_size() == observer().size == game.observation_tensor_size()
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert str(game) == "python_woodland(deck=exiles,factions=lizard+riverfolk+alliance,map=winter,max_turns=20)"


@pytest.mark.law("5.1.3", "4.3.2")
def test_setup_and_dice_are_chance_nodes_with_uniform_outcomes() -> None:
    s = load().new_initial_state()
    setup = []
    while s.is_chance_node():  # the seats (5.1.1), then the deck's shuffle, one draw a node
        setup.append(len(s.chance_outcomes()))
        s.apply_action(0)
    # two players: the four dominance cards are out of the deck (5.1.3)
    assert setup == [2, *range(50, 1, -1)]
    sizes = set()
    rng = np.random.default_rng(5)
    while not s.is_terminal() and 4 not in sizes:
        if s.is_chance_node():
            out = s.chance_outcomes()
            assert [a for a, _ in out] == list(range(len(out))) and abs(sum(p for _, p in out) - 1) < 1e-9
            sizes.add(len(out))
            s.apply_action(int(rng.integers(len(out))))
        else:
            s.apply_action(int(rng.choice(s.legal_actions())))
    assert 4 in sizes  # a battle die (4.3.2): 0-3


def test_a_chance_outcome_decides_what_follows() -> None:
    """Two different first outcomes give two different games: nothing is left to a seed."""
    a, b = load().new_initial_state(), load().new_initial_state()
    a.apply_action(0)
    b.apply_action(1)
    for s in (a, b):
        while s.is_chance_node():
            s.apply_action(0)
    assert a.table.game.to_json() != b.table.game.to_json()


def test_serialise_and_deserialise_give_the_same_state() -> None:
    game = load("marquise+eyrie+alliance", max_turns=3)
    s = play_randomly(game.new_initial_state(), np.random.default_rng(2), 400)
    text = pyspiel.serialize_game_and_state(game, s)
    game2, s2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game) and s2.history() == s.history()
    assert s2.table.game.to_json() == s.table.game.to_json()
    if not s.is_terminal():
        p = 0 if s.is_chance_node() else s.current_player()
        assert s2.information_state_string(p) == s.information_state_string(p)


def test_information_comes_from_the_players_view() -> None:
    game = load("marquise+eyrie")
    s = play_randomly(game.new_initial_state(), np.random.default_rng(3), 300)
    while s.is_chance_node():
        s.apply_action(0)
    g = s.table.game
    for p, key in enumerate(["marquise", "eyrie"]):
        view = g.view(g.seat_of(key))
        assert s.observation_string(p) == json.dumps(view, sort_keys=True, separators=(",", ":"))
        assert s.information_state_string(p).startswith(s.observation_string(p))
        assert np.array_equal(np.array(s.information_state_tensor(p), np.float32), observer().encode(view))
        other = g.factions[1 - g.seat_of(key)]
        hidden = {g.deckdef.cards[c].label for c in other.hand} - set(view["discard"])
        for label in hidden - {x for pl in view["players"] for x in pl.get("shown", [])}:
            assert json.dumps(label) not in s.observation_string(p).replace(json.dumps(view["players"]), "")
