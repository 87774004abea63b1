"""A Gymnasium environment: one faction learns, the others are engine bots (docs/rl.md).

    from woodland.rl.gymnasium import WoodlandGym
    env = WoodlandGym(faction="marquise", opponents="random", factions=["marquise", "eyrie"])
    obs, info = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step(env.action_masks().nonzero()[0][0])

The observation is the learner's tensor (observation.py), the action an id of the fixed
action space (space.py). ``action_masks()`` (a bool array) is what sb3-contrib's MaskablePPO
reads; ``info["action_mask"]`` is left out unless ``mask_in_info=True`` (it is as long as
the space). Opponents are bots by name (woodland.bots.BOTS: ``random``, ``heuristic``): one
name for all, or one per other faction. Each ``step`` takes the learner's action and lets the
bots play until the learner decides again or the game ends.

An id that is not legal now (an unmasked sample) is replaced by a random legal action and
``info["illegal_action"]`` is set (``illegal="raise"`` raises instead): the checkers step
with unmasked samples.
"""

from __future__ import annotations

from typing import Any, Sequence

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from woodland.bots import BOTS, make_bot
from woodland.core.errors import BadInput
from woodland.rl.observation import BOUND
from woodland.rl.table import DEFAULT_MAX_TURNS, Table, adapter_setup
from woodland.sim import Observation

ILLEGAL = ("random", "raise")


class WoodlandGym(gym.Env):
    metadata = {"render_modes": ["ansi"]}

    def __init__(self, faction: str | None = None, opponents: str | Sequence[str] = "random",
                 factions: list[str] | None = None, map: str = "autumn", deck: str = "standard",
                 max_turns: int = DEFAULT_MAX_TURNS, reward: str = "win", illegal: str = "random",
                 mask_in_info: bool = False, render_mode: str | None = None,
                 setup: dict[str, Any] | None = None) -> None:
        self._setup = adapter_setup(factions, map, deck, setup)
        factions = list(self._setup["factions"])
        faction = faction or factions[0]
        if faction not in factions:
            raise BadInput("faction", f"{faction!r} does not play (factions: {', '.join(factions)})")
        others = [k for k in factions if k != faction]
        names = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
        if len(names) != len(others):
            raise BadInput("opponents", f"one bot name, or one per other faction ({len(others)})")
        for nm in names:
            if nm not in BOTS:
                raise BadInput("opponents", f"unknown bot {nm!r} (known: {', '.join(sorted(BOTS))})")
        if illegal not in ILLEGAL:
            raise BadInput("illegal", f"must be one of {', '.join(ILLEGAL)}")
        self.faction = faction
        self._bots = dict(zip(others, names))
        self._max_turns, self._reward = max_turns, reward
        self.illegal = illegal
        self.mask_in_info = mask_in_info
        self.render_mode = render_mode
        self.table = Table(self._setup, 0, max_turns=max_turns, reward=reward)
        self.observation_space = spaces.Box(-BOUND, BOUND, (self.table.observer.size,), np.float32)
        self.action_space = spaces.Discrete(self.table.space.n)
        self._players: dict[str, Any] = {}
        self._pending_reward = 0.0  # the learner's reward from the bots' moves before its first decision

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**62))
        self.table = Table(self._setup, game_seed, max_turns=self._max_turns, reward=self._reward)
        self._players = {k: make_bot(nm, game_seed * 7919 + i + 1) for i, (k, nm) in enumerate(self._bots.items())}
        self._pending_reward = self._bots_play()
        return self.table.observe(self.faction), self._info(False)

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        t = self.table
        if t.done:
            raise BadInput("step", "the episode has ended: call reset()")
        aid = int(action)
        ids, _ = t.options()
        illegal = aid not in ids
        if illegal:
            if self.illegal == "raise":
                t.step(aid)  # raises SpaceError naming the id
            aid = ids[int(self.np_random.integers(len(ids)))]
        reward = self._pending_reward + t.step(aid)[self.faction]
        reward += self._bots_play()
        self._pending_reward = 0.0
        return t.observe(self.faction), float(reward), t.over, t.truncated, self._info(illegal)

    def _bots_play(self) -> float:
        """The bots decide until the learner does or the game ends; the learner's reward."""
        t = self.table
        got = 0.0
        while True:
            who = t.to_act
            if who is None or who == self.faction:
                return got
            g = t.game
            p = g.decision
            got += t.apply(self._players[who].decide(Observation(g, p.seat), p.options))[self.faction]

    def _info(self, illegal: bool) -> dict[str, Any]:
        info: dict[str, Any] = {"illegal_action": illegal}
        if self.mask_in_info:
            info["action_mask"] = self.action_masks()
        return info

    def action_masks(self) -> np.ndarray:
        """Legal ids for the learner now (bool), as MaskablePPO expects."""
        return self.table.mask(None, dtype=bool)

    def view(self) -> dict[str, Any]:
        """The learner's structured view."""
        return self.table.view(self.faction)

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return self.table.summary()


#: ``gymnasium.make("woodland/Root-v0", faction="eyrie", opponents="heuristic")``
ENV_ID = "woodland/Root-v0"
if ENV_ID not in gym.registry:
    gym.register(id=ENV_ID, entry_point="woodland.rl.gymnasium:WoodlandGym")
