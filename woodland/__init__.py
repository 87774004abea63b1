"""woodland: a complete and faithful engine for the board game Root.

    >>> from woodland import Game
    >>> g = Game.new({"map": "autumn", "factions": ["marquise", "eyrie"]}, seed=1)
    >>> g.pending.kind
    'setup_keep'
"""

from woodland.core.actions import A, Action, parse_action
from woodland.core.errors import ActionSyntaxError, BadInput, IllegalAction, ReplayDivergence, WoodlandError
from woodland.core.game import Game
from woodland.core.rng import Rng

# registering the generic rules, the card effects and the factions
from woodland.rules import setup as _setup  # noqa: F401
from woodland.rules import victory as _victory  # noqa: F401
from woodland.cards import exiles as _exiles  # noqa: F401
from woodland.cards import standard as _standard  # noqa: F401
from woodland.factions import alliance as _alliance  # noqa: F401
from woodland.factions import eyrie as _eyrie  # noqa: F401
from woodland.factions import lizard as _lizard  # noqa: F401
from woodland.factions import marquise as _marquise  # noqa: F401
from woodland.factions import riverfolk as _riverfolk  # noqa: F401
from woodland.factions import vagabond as _vagabond  # noqa: F401
from woodland.oracle import Explanation, explain

__all__ = ["A", "Action", "ActionSyntaxError", "BadInput", "Explanation", "Game", "IllegalAction",
           "ReplayDivergence", "Rng", "WoodlandError", "explain", "parse_action"]
__version__ = "0.1.0"
