"""One game driven by action ids: the shared core of the RL adapters (docs/rl.md).

Agents are named by faction key (in a drafted game of the Advanced Setup, by the players'
labels ``seat1``..., whatever faction each chooses, A.8). A :class:`Table` holds the game, numbers the pending
decision's options with the fixed action space (space.py) and builds masks and observation
tensors only when asked, once per decision (the cache is dropped when the game moves on).
Everything it gives an agent comes from that agent's view (``game.view(seat)``).

Rewards: ``"win"`` gives +1 to each winner and -1 to each other player when the game ends
(0 to all when it stops at ``max_turns`` unfinished); ``"score"`` adds to that each player's
victory points gained since the last step, divided by 30.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from woodland.core.actions import Action
from woodland.core.errors import BadInput
from woodland.core.game import WIN_SCORE, Game, default_factions, normalize_setup
from woodland.rl.observation import Observer, observer
from woodland.rl.space import ActionSpace, action_space

REWARDS = ("win", "score")
DEFAULT_MAX_TURNS = 100


def adapter_setup(factions: list[str] | None, map_: str, deck: str, extra: dict[str, Any] | None) -> dict[str, Any]:
    """The setup of an adapter, checked: ``factions`` (default: two), the map, the deck and
    ``extra`` fields of a setup (the Advanced Setup's ``mode``, ``draft``, ``players``,
    ``landmarks``, ``hirelings``; docs/play.md). A drafted game names no factions: its agents
    are the players' labels (``seat1``...)."""
    d: dict[str, Any] = {"map": map_, "deck": deck, **(extra or {})}
    if factions is not None or d.get("draft") in (None, False):
        d["factions"] = list(factions or default_factions())
    return normalize_setup(d)


class Table:
    """A game of Root for learning agents (see the module docstring)."""

    def __init__(self, setup: dict[str, Any] | None = None, seed: int = 0, *, max_turns: int = DEFAULT_MAX_TURNS,
                 reward: str = "win", space: ActionSpace | None = None, obs: Observer | None = None,
                 game: Game | None = None) -> None:
        """A new game of ``setup`` and ``seed``, or the ``game`` given (e.g. a position)."""
        if reward not in REWARDS:
            raise BadInput("reward", f"must be one of {', '.join(REWARDS)}")
        if not isinstance(max_turns, int) or max_turns < 1:
            raise BadInput("max_turns", "must be a positive number of turns")
        self.game = game if game is not None else Game.new(normalize_setup(setup or {}), seed)
        self.setup = self.game.setup
        self.agents: list[str] = list(self.setup["factions"])
        self.max_turns = max_turns
        self.reward = reward
        self.space = space or action_space()
        self.observer = obs or observer()
        # agents are the players as the setup names them (a drafted game's seat1.., A.8)
        self._seat = {self.game.player_name(s): s for s in range(self.game.n)}
        self._scores = self._score_list()
        self._ids: tuple[list[int], list[Action]] | None = None
        self._obs: dict[str, np.ndarray] = {}
        self._views: dict[str, dict[str, Any]] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> "Table":
        """A copy with its own game (``game.clone()``), sharing the space and observer."""
        t = Table(game=self.game.clone(), max_turns=self.max_turns, reward=self.reward, space=self.space,
                  obs=self.observer)
        t._scores = list(self._scores)
        return t

    # ------------------------------------------------------------------ who and what
    def seat(self, agent: str) -> int:
        return self._seat[agent]

    @property
    def to_act(self) -> str | None:
        """The agent deciding now (None once the game is over or truncated)."""
        p = self.game.pending
        if p is None or self.truncated:
            return None
        return self.game.player_name(p.seat)

    @property
    def over(self) -> bool:
        return self.game.result is not None

    @property
    def truncated(self) -> bool:
        """Stopped at ``max_turns`` without a winner."""
        return self.game.result is None and self.game.turn >= self.max_turns

    @property
    def done(self) -> bool:
        return self.over or self.truncated

    def options(self) -> tuple[list[int], list[Action]]:
        """The pending decision's options and their ids (computed once per decision)."""
        if self._ids is None:
            opts = list(self.game.legal_actions()) if not self.done else []
            self._ids = (self.space.ids(opts), opts)
        return self._ids

    def legal_ids(self) -> list[int]:
        return sorted(self.options()[0])

    def mask(self, agent: str | None = None, dtype: Any = np.int8) -> np.ndarray:
        """1 for each id legal for ``agent`` now (all 0 when another agent decides)."""
        m = np.zeros(self.space.n, dtype=dtype)
        if agent is None or agent == self.to_act:
            m[self.options()[0]] = 1
        return m

    def view(self, agent: str) -> dict[str, Any]:
        """The structured view of ``agent`` (what its seat may know)."""
        v = self._views.get(agent)
        if v is None:
            v = self._views[agent] = self.game.view(self._seat[agent])
        return v

    def observe(self, agent: str) -> np.ndarray:
        """The observation tensor of ``agent`` (built from its view, once per decision)."""
        x = self._obs.get(agent)
        if x is None:
            x = self._obs[agent] = self.observer.encode(self.view(agent))
        return x

    # ------------------------------------------------------------------ acting
    def step(self, aid: int) -> dict[str, float]:
        """Take action id ``aid`` for the agent deciding now; the rewards it brings."""
        ids, opts = self.options()
        for i, o in zip(ids, opts):
            if i == aid:
                return self.apply(o)
        from woodland.rl.space import SpaceError

        raise SpaceError(f"action id {aid} ({self.space.name(int(aid))}) is not legal now")

    def apply(self, action: Action) -> dict[str, float]:
        """Take an engine action (a bot's choice); the rewards it brings."""
        self.game.apply(action)
        self._ids = None
        self._obs = {}
        self._views = {}
        return self.rewards()

    def action(self, aid: int) -> Action:
        ids, opts = self.options()
        return self.space.action(aid, opts) if aid in ids else self.space.action(aid, [])

    def summary(self) -> str:
        """One public line: the turn, the phase and the scores."""
        g = self.game
        return f"turn {g.turn} {g.phase}: " + ", ".join(f"{f.key} {f.score}" for f in g.factions)

    def _score_list(self) -> list[int]:
        return [f.score for f in self.game.factions]

    def rewards(self) -> dict[str, float]:
        """Each agent's reward for the last step (see the module docstring)."""
        g = self.game
        out = dict.fromkeys(self.agents, 0.0)
        if self.reward == "score":
            now = self._score_list()
            for f in g.factions:
                out[g.player_name(f.seat)] += (now[f.seat] - self._scores[f.seat]) / WIN_SCORE
            self._scores = now
        if g.result is not None:
            winners = self._winners()
            for k in self.agents:
                out[k] += 1.0 if k in winners else -1.0
        return out

    def _winners(self) -> set[str]:
        g = self.game
        assert g.result is not None
        return {g.player_name(s) for s in g.result["winner_seats"]}

    def returns(self) -> dict[str, float]:
        """The final outcome: +1 winners, -1 the others, 0 to all while undecided."""
        g = self.game
        if g.result is None:
            return dict.fromkeys(self.agents, 0.0)
        winners = self._winners()
        return {k: 1.0 if k in winners else -1.0 for k in self.agents}
