"""woodland: a complete and faithful engine for the board game Root.

    >>> from woodland import Game
    >>> g = Game.new({"map": "autumn", "factions": ["marquise", "eyrie"]}, seed=1)
    >>> g.pending.kind
    'setup_keep'
"""

import gc as _gc
import importlib as _importlib
import pkgutil as _pkgutil

from woodland.core.actions import A, Action, parse_action
from woodland.core.errors import ActionSyntaxError, BadInput, IllegalAction, ReplayDivergence, WoodlandError
from woodland.core.game import Game
from woodland.core.rng import Rng

# registering the generic rules, the card effects and the factions
from woodland.rules import setup as _setup  # noqa: F401
from woodland.rules import victory as _victory  # noqa: F401
from woodland.cards import exiles as _exiles  # noqa: F401
from woodland.cards import squires as _squires  # noqa: F401
from woodland.cards import standard as _standard  # noqa: F401
from woodland import factions as _factions
from woodland import landmarks as _landmarks  # noqa: F401
from woodland import hirelings as _hirelings  # noqa: F401
from woodland.oracle import Explanation, explain

# every faction package registers itself (core.faction.FACTIONS): adding one needs no edit here
for _m in sorted(m.name for m in _pkgutil.iter_modules(_factions.__path__)):
    _importlib.import_module(f"woodland.factions.{_m}")

__all__ = ["A", "Action", "ActionSyntaxError", "BadInput", "Explanation", "Game", "IllegalAction",
           "ReplayDivergence", "Rng", "WoodlandError", "explain", "parse_action"]
__version__ = "0.1.0"

# The engine's modules, classes and tables live as long as the process: moved out of the
# collector's reach (the permanent generation), a full collection no longer walks them
# (docs/performance.md, "Collections": 0.7 % of the headline's instructions).
_gc.freeze()
