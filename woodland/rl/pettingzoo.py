"""A PettingZoo AEC environment: one agent per faction (docs/rl.md).

    from woodland.rl.pettingzoo import env
    e = env(factions=["marquise", "eyrie"])
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        action = None if term or trunc else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Each observation is a dict: ``observation`` (the agent's tensor, observation.py) and
``action_mask`` (int8, 1 for each legal id of the fixed action space, space.py; all 0 when
another agent decides). Root interleaves decisions of several players (an ambush, Field
Hospitals), so the agent selected is whoever the engine asks, not a fixed rotation.
``env.view(agent)`` is the agent's structured view. Both are built only when asked.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from woodland.rl.observation import BOUND
from woodland.rl.table import DEFAULT_MAX_TURNS, Table, adapter_setup


class WoodlandEnv(AECEnv):
    metadata = {"render_modes": ["ansi"], "name": "woodland_v0", "is_parallelizable": False}

    def __init__(self, factions: list[str] | None = None, map: str = "autumn", deck: str = "standard",
                 max_turns: int = DEFAULT_MAX_TURNS, reward: str = "win", render_mode: str | None = None,
                 setup: dict[str, Any] | None = None) -> None:
        super().__init__()
        self._setup = adapter_setup(factions, map, deck, setup)
        self._max_turns, self._reward = max_turns, reward
        self.render_mode = render_mode
        # checks the setup now, and fixes the sizes
        self.table = Table(self._setup, 0, max_turns=max_turns, reward=reward)
        self.possible_agents = list(self.table.agents)
        n, size = self.table.space.n, self.table.observer.size
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(-BOUND, BOUND, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8),
        }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._seeds = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        game_seed = int(seed) if seed is not None else int(self._seeds.integers(0, 2**62))
        self.table = Table(self._setup, game_seed, max_turns=self._max_turns, reward=self._reward)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.table.to_act or self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return {"observation": self.table.observe(agent), "action_mask": self.table.mask(agent)}

    def view(self, agent: str) -> dict[str, Any]:
        """The agent's structured view (game.view of its seat)."""
        return self.table.view(agent)

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = self.table.step(int(action))
        t = self.table
        if t.over:
            self.terminations = dict.fromkeys(self.agents, True)
        elif t.truncated:
            self.truncations = dict.fromkeys(self.agents, True)
        self.agent_selection = t.to_act or agent
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return f"{self.table.summary()}; {self.agent_selection} to decide"

    def close(self) -> None:
        pass


def env(**kw: Any) -> WoodlandEnv:
    """The environment wrapped as PettingZoo recommends (order enforcing)."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(raw_env(**kw))


def raw_env(**kw: Any) -> WoodlandEnv:
    return WoodlandEnv(**kw)
