"""The rule-of-thumb ("heuristic") bot: one strategy per faction, fast enough for mass
simulation.

A decision reads only the seat's view (``Observation.view()``) and the printed
components (map, deck, faction boards); it never touches the game. Each faction's
strategy lives in its own module (``heuristic_marquise``, ``heuristic_eyrie``,
``heuristic_alliance``, ``heuristic_vagabond`` for either Vagabond, ``heuristic_lizard``,
``heuristic_riverfolk``, ``heuristic_corvid``, ``heuristic_duchy``, ``heuristic_hundreds``,
``heuristic_council``, ``heuristic_knaves``); decisions they have no rule for fall back to the shared rules of
:mod:`woodland.bots.heuristic_common` and, last, to a
random option drawn from the bot's own seeded generator, so a bot is deterministic given
its seed and the decisions it is asked.
"""

from __future__ import annotations

from typing import Any, Sequence

from woodland.bots.heuristic_alliance import AllianceStrategy
from woodland.bots.heuristic_common import STRATEGIES, Info, Memory, Strategy, traits
from woodland.bots.heuristic_corvid import CorvidStrategy
from woodland.bots.heuristic_council import CouncilStrategy
from woodland.bots.heuristic_duchy import DuchyStrategy
from woodland.bots.heuristic_eyrie import EyrieStrategy
from woodland.bots.heuristic_hundreds import HundredsStrategy
from woodland.bots.heuristic_keepers import KeepersStrategy
from woodland.bots.heuristic_knaves import KnavesStrategy
from woodland.bots.heuristic_lilypad import LilypadStrategy
from woodland.bots.heuristic_lizard import LizardStrategy
from woodland.bots.heuristic_marquise import MarquiseStrategy
from woodland.bots.heuristic_riverfolk import RiverfolkStrategy
from woodland.bots.heuristic_vagabond import VagabondStrategy
from woodland.core.actions import Action
from woodland.core.rng import Rng

#: every strategy registers its factions in STRATEGIES when its module is imported
__all__ = ["STRATEGIES", "AllianceStrategy", "CorvidStrategy", "CouncilStrategy", "DuchyStrategy", "EyrieStrategy",
           "HeuristicBot", "HundredsStrategy", "KeepersStrategy", "KnavesStrategy", "LilypadStrategy",
           "LizardStrategy", "MarquiseStrategy", "RiverfolkStrategy", "VagabondStrategy"]


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.mem = Memory()
        self.strategy: Strategy | None = None
        self.faction = ""

    def decide(self, obs: Any, actions: Sequence[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        v = obs.view()
        st = self.strategy
        if st is None or self.faction != v["faction"]:
            cls = traits(v["faction"])
            st = self.strategy = cls(self.rng, self.mem)
            self.faction = v["faction"]
        a = st.decide(Info(v, actions), actions)
        if a not in actions:  # a rule named something not on offer: never play it
            a = st.fallback(Info(v, actions), actions)
        return a
