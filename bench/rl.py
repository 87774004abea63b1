"""RL benchmark: what the fixed action space, masks and observations cost beside the rules,
and env steps per second of each interface, printing `name: value` lines (docs/rl.md).

    python bench/rl.py [--games N] [--factions marquise,eyrie,alliance,vagabond] [--seconds S]

Needs the `rl` extra. Times are CPU time of this process (time.process_time).

Figures:
- apply_us: one engine decision (apply) of a random playout, for comparison;
- ids_us, mask_us: numbering one decision's options / building its mask (the ids included);
- view_us, observe_us: the seat's view / its tensor (the view included), for the seat to act;
- pettingzoo_steps_per_s: AEC steps with masked random actions (observation and mask asked
  each step, as `env.last()` does);
- gymnasium_steps_per_s: learner steps with masked random actions against the random bot
  (the bots' decisions run inside each step);
- openspiel_steps_per_s: moves of random simulations (decisions and chance outcomes), with
  the information-state tensor asked at each decision.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import woodland  # noqa: F401  (registers the rules)
from woodland.core.game import Game
from woodland.core.rng import Rng
from woodland.rl.space import action_space
from woodland.rl.table import Table


def playout_states(setup: dict, games: int, max_turns: int = 30) -> list[Game]:
    """Copies of the game before each decision of random playouts."""
    out = []
    for seed in range(1, games + 1):
        g = Game.new(setup, seed)
        r = Rng(seed)
        while g.pending is not None and g.turn < max_turns:
            out.append(g.clone())
            opts = g.legal_actions()
            g.apply(opts[r.below(len(opts))])
    return out


def per_state_us(fn, states: list) -> float:
    t = time.process_time()
    for s in states:
        fn(s)
    return (time.process_time() - t) / len(states) * 1e6


def engine_figures(setup: dict, games: int) -> None:
    states = playout_states(setup, games)
    sp = action_space()
    r = Rng(7)

    def apply(g: Game) -> None:
        h = g.clone()
        opts = h.legal_actions()
        h.apply(opts[r.below(len(opts))])

    clone_us = per_state_us(lambda g: g.clone(), states)
    print(f"decisions: {len(states)}")
    print(f"action_space_size: {sp.n}")
    print(f"apply_us: {per_state_us(apply, states) - clone_us:.1f}")
    print(f"ids_us: {per_state_us(lambda g: sp.ids(g.legal_actions()), states):.1f}")
    print(f"mask_us: {per_state_us(lambda g: Table(game=g).mask(), states):.1f}")
    print(f"view_us: {per_state_us(lambda g: g.view(g.pending.seat), states):.1f}")
    obs = Table(game=states[0]).observer
    print(f"observation_size: {obs.size}")
    print(f"observe_us: {per_state_us(lambda g: obs.encode(g.view(g.pending.seat)), states):.1f}")


def pettingzoo_rate(factions: list[str], seconds: float) -> float:
    from woodland.rl.pettingzoo import env

    e = env(factions=factions, max_turns=30)
    rng = np.random.default_rng(0)
    steps, seed = 0, 0
    t = time.process_time()
    while time.process_time() - t < seconds:
        e.reset(seed=seed)
        seed += 1
        for _agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            e.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return steps / (time.process_time() - t)


def gymnasium_rate(factions: list[str], seconds: float) -> float:
    from woodland.rl.gymnasium import WoodlandGym

    e = WoodlandGym(faction=factions[0], factions=factions, opponents="random", max_turns=30)
    rng = np.random.default_rng(0)
    steps, seed = 0, 0
    t = time.process_time()
    while time.process_time() - t < seconds:
        e.reset(seed=seed)
        seed += 1
        done = False
        while not done:
            _, _, term, trunc, _ = e.step(int(rng.choice(np.flatnonzero(e.action_masks()))))
            done = term or trunc
            steps += 1
    return steps / (time.process_time() - t)


def openspiel_rate(factions: list[str], seconds: float) -> float:
    import pyspiel

    import woodland.rl.openspiel  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_woodland", {"factions": "+".join(factions), "max_turns": 30})
    rng = np.random.default_rng(0)
    steps = 0
    t = time.process_time()
    while time.process_time() - t < seconds:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_action(int(rng.integers(len(s.chance_outcomes()))))
            else:
                s.information_state_tensor(s.current_player())
                s.apply_action(int(rng.choice(s.legal_actions())))
            steps += 1
    return steps / (time.process_time() - t)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=4, help="random playouts sampled for the per-decision costs")
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    ap.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per interface")
    a = ap.parse_args()
    factions = a.factions.split(",")
    print(f"factions: {a.factions}")
    engine_figures({"factions": factions}, a.games)
    print(f"pettingzoo_steps_per_s: {pettingzoo_rate(factions, a.seconds):.0f}")
    print(f"gymnasium_steps_per_s: {gymnasium_rate(factions, a.seconds):.0f}")
    print(f"openspiel_steps_per_s: {openspiel_rate(factions, a.seconds):.0f}")


if __name__ == "__main__":
    main()
