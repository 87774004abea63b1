"""An OpenSpiel game, ``python_woodland``, registered with pyspiel on import (docs/rl.md).

    import pyspiel
    import woodland.rl.openspiel  # registers the game
    game = pyspiel.load_game("python_woodland", {"factions": "marquise+eyrie", "max_turns": 20})

Players are the factions in the order of the ``factions`` parameter (whatever seats the
chance of 5.1.1 gives them). Decision actions are ids of the fixed action space (space.py).

**Chance nodes.** Every random draw of the engine (seating, the deck's shuffle, dice, a card
taken at random, Winter's suits) is a call ``rng.below(n)``, and a shuffle is a series of
them (Fisher-Yates). Here the game's generator is a :class:`ChanceRng` that draws nothing:
it replays the outcomes already chosen and, at the first draw it has no outcome for, stops
the engine (:class:`NeedChance`). The state is then a chance node with outcomes
``0..n-1``, each of probability 1/n; once one is chosen the action is run again, from a copy
of the state before it, with one more outcome. So one engine action with k draws is k
chance nodes (a shuffle of 54 cards is 53), and no randomness is left to a seed.

**Information.** Information-state and observation strings and tensors come from the
player's view only (``game.view(seat)``): the tensor is the observation tensor of
observation.py, the string the view as JSON; the information state adds the player's own
past actions. The view is Markov (it does not list every public action since the start),
so the information state is not perfect-recall beyond what the view records.

The game ends when a player wins (returns +1 to each winner, -1 to the others) or at
``max_turns`` (0 to all), or after ``max_game_length`` moves (0 to all).
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from woodland.core.actions import Action
from woodland.core.cards import available_decks, load_deck
from woodland.core.game import Game, normalize_setup, seat_labels
from woodland.core.rng import Rng
from woodland.rl.observation import observer
from woodland.rl.space import SpaceError, action_space
from woodland.rl.table import Table

NAME = "python_woodland"
DEFAULTS: dict[str, Any] = {"factions": "marquise+eyrie", "map": "autumn", "deck": "standard", "max_turns": 20,
                            "mode": "", "players": 0, "landmarks": 0, "hirelings": ""}
BASIC = ("factions", "map", "deck", "max_turns")
#: moves (decisions and chance outcomes) allowed per turn before the game is cut short
MOVES_PER_TURN = 2000
MAX_PLAYERS = 6


class NeedChance(BaseException):
    """Raised by :class:`ChanceRng` at a draw it has no outcome for. A BaseException, so
    that no ``except Exception`` in the rules can swallow it."""

    def __init__(self, n: int) -> None:
        super().__init__(n)
        self.n = n


class ChanceRng(Rng):
    """A generator that returns the outcomes chosen so far, then stops the engine."""

    __slots__ = ("script",)

    def __init__(self, script: list[int] | None = None) -> None:
        super().__init__(0)
        self.script = list(script or ())

    def below(self, n: int) -> int:
        if not self.script:
            raise NeedChance(n)
        v = self.script.pop(0)
        if not 0 <= v < n:
            raise SpaceError(f"chance outcome {v} outside range({n})")
        return v

    def next64(self) -> int:
        raise NeedChance(1 << 64)

    def mark(self) -> object:
        return len(self.script)

    def copy(self) -> "ChanceRng":
        return ChanceRng(self.script)


def max_chance_outcomes() -> int:
    """The largest draw: a shuffle of the largest deck (at least 64)."""
    return max([64] + [len(load_deck(d).cards) for d in available_decks()])


GAME_TYPE = pyspiel.GameType(
    short_name=NAME,
    long_name="Root (woodland engine)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=MAX_PLAYERS,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=DEFAULTS)


def advanced(p: dict[str, Any]) -> dict[str, Any]:
    """The Advanced Setup's fields from the parameters (docs/rl.md): ``mode`` "advanced",
    ``players`` N (> 0: the factions are drafted, A.8, the players named seat1..., the
    ``factions`` parameter then unused), ``landmarks`` K (A.5), ``hirelings`` "random" or
    sides joined by "+" (A.6)."""
    out: dict[str, Any] = {"mode": p["mode"]} if p["mode"] else {}
    if int(p["players"]):
        out.update(draft=True, players=int(p["players"]), factions=seat_labels(int(p["players"])))
    if int(p["landmarks"]):
        out["landmarks"] = int(p["landmarks"])
    if p["hirelings"]:
        h = str(p["hirelings"])
        out["hirelings"] = h if h == "random" else h.replace(",", "+").split("+")
    return out


class WoodlandGame(pyspiel.Game):
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**DEFAULTS, **(params or {})}
        # factions joined by "+" (a comma would end the parameter in the game's string)
        keys = str(p["factions"]).replace(",", "+").split("+")
        self.setup = normalize_setup({"factions": keys, "map": p["map"], "deck": p["deck"], **advanced(p)})
        p["factions"] = "+".join(self.setup["factions"])
        self.max_turns = int(p["max_turns"])
        self.max_length = MOVES_PER_TURN * self.max_turns
        info = pyspiel.GameInfo(
            num_distinct_actions=action_space().n,
            max_chance_outcomes=max_chance_outcomes(),
            num_players=len(self.setup["factions"]),
            min_utility=-1.0,
            max_utility=1.0,
            max_game_length=self.max_length)
        # the Advanced Setup's parameters are named in the game's string only when used
        super().__init__(GAME_TYPE, info, {k: v for k, v in p.items() if k in BASIC or v != DEFAULTS[k]})

    def new_initial_state(self) -> "WoodlandState":
        return WoodlandState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "WoodlandObserver":
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return WoodlandObserver(perfect_recall)


class WoodlandState(pyspiel.State):
    """One state: the last game reached at a decision (``table``), and while chance is
    being drawn, the action under way and the outcomes chosen so far."""

    def __init__(self, game: WoodlandGame) -> None:
        super().__init__(game)
        self._setup = game.setup
        self._max_turns = game.max_turns
        self._max_length = game.max_length
        self._players = list(game.setup["factions"])
        self.table: Table | None = None
        self._todo: Action | None = None  # the action whose draws are being chosen
        self._script: list[int] = []
        self._need = 0  # > 0: a chance node with this many outcomes
        self._moves = 0
        self._mine: list[list[int]] = [[] for _ in self._players]
        self._run()

    def _run(self) -> None:
        """Run the setup or the action under way with the outcomes chosen so far."""
        rng = ChanceRng(self._script)
        try:
            if self.table is None:
                g = Game.new(self._setup, 0, rng=rng)
            else:
                assert self._todo is not None
                g = self.table.game.clone()
                g.rng = rng
                g.apply(self._todo)
        except NeedChance as e:
            if e.n > max_chance_outcomes():
                raise SpaceError(f"a draw of {e.n} outcomes: more than the game declares") from None
            self._need = e.n
            return
        self._need = 0
        self._script = []
        self._todo = None
        self.table = Table(game=g, max_turns=self._max_turns)

    # ------------------------------------------------------------------ OpenSpiel API
    def current_player(self) -> int:
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        if self._need:
            return int(pyspiel.PlayerId.CHANCE)
        assert self.table is not None
        who = self.table.to_act
        assert who is not None
        return self._players.index(who)

    def _legal_actions(self, player: int) -> list[int]:
        assert self.table is not None
        return self.table.legal_ids()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        p = 1.0 / self._need
        return [(i, p) for i in range(self._need)]

    def _apply_action(self, action: int) -> None:
        self._moves += 1
        if self._need:
            self._script.append(int(action))
        else:
            assert self.table is not None
            self._mine[self.current_player()].append(int(action))
            self._todo = self.table.action(int(action))
        self._run()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance {action}"
        if self.table is not None:
            ids, opts = self.table.options()
            if action in ids:
                return str(opts[ids.index(action)])
        return action_space().name(action)

    def is_terminal(self) -> bool:
        if self._need:
            return False
        assert self.table is not None
        return self.table.done or self._moves >= self._max_length

    def returns(self) -> list[float]:
        if self.table is None or self._need:
            return [0.0] * len(self._players)
        r = self.table.returns()
        return [r[k] for k in self._players]

    def view(self, player: int) -> dict[str, Any] | None:
        """The player's view of the last game reached (None before the setup is drawn)."""
        if self.table is None:
            return None
        return self.table.view(self._players[player])

    def __str__(self) -> str:
        if self.table is None:
            return f"setup, {len(self._script)} outcomes drawn"
        return self.table.summary() + (f" (drawing chance for '{self._todo}')" if self._need else "")


class WoodlandObserver:
    """The PyObserver of OpenSpiel: ``tensor`` (observation.py's layout, one named view per
    field in ``dict``) and strings, from the player's view only."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.obs = observer()
        self.tensor = np.zeros(self.obs.size, np.float32)
        self.dict = {f.name: self.tensor[f.offset:f.offset + f.size] for f in self.obs.fields}

    def set_from(self, state: WoodlandState, player: int) -> None:
        v = state.view(player)
        if v is None:
            self.tensor.fill(0.0)
        else:
            assert state.table is not None
            self.tensor[:] = state.table.observe(state._players[player])

    def string_from(self, state: WoodlandState, player: int) -> str:
        v = state.view(player)
        s = json.dumps(v, sort_keys=True, separators=(",", ":")) if v is not None else "setup"
        if state._need:
            s += f"|chance {len(state._script)}"
        if self.perfect_recall:
            s += "|mine " + " ".join(map(str, state._mine[player]))
        return s


pyspiel.register_game(GAME_TYPE, WoodlandGame)
