"""Landmarks (appendix L): the Ferry (M.3.5) and the Tower (M.4.4), each a module that
registers its :class:`~woodland.core.landmark.Landmark`.

This package makes the landmarks in play (``Game.landmarks``) a source of abilities
(core/ability.py ``SOURCES``, after factions and cards: ``FROM_LANDMARK``) and of
triggered procedures (the game's generic triggers). A new landmark is a module here
with its class; no generic rule changes for it.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING, Any

from woodland.core import game as _game
from woodland.core.ability import SOURCES, Ability
from woodland.core.landmark import LANDMARKS

if TYPE_CHECKING:
    from woodland.core.frame import Frame
    from woodland.core.game import Game


def _landmark_abilities(g: "Game") -> list[Ability]:
    out: list[Ability] = []
    for key, c in g.landmarks.items():
        out += LANDMARKS[key].abilities(g, c)
    return out


def _landmark_triggers(g: "Game", event: tuple[Any, ...]) -> "list[Frame]":
    if not g.landmarks:
        return []
    out: list[Frame] = []
    for key, c in list(g.landmarks.items()):
        lm = LANDMARKS[key]
        if event[0] in lm.listens:
            out += lm.triggers(g, c, event)
    return out


SOURCES.append(_landmark_abilities)
def _listened() -> set[str]:
    """The event kinds some landmark reacts to."""
    return {k for lm in LANDMARKS.values() for k in lm.listens}


_game.trigger_hook(_landmark_triggers, _listened)

for _m in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_m}")
