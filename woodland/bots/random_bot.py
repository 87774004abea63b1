"""The random bot: uniform over the legal actions, from its own seeded generator."""

from __future__ import annotations

from typing import Any, Sequence

from woodland.core.actions import Action
from woodland.core.rng import Rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def decide(self, view: Any, actions: Sequence[Action]) -> Action:
        return actions[self.rng.below(len(actions))]
