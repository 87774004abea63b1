"""Bots: ``decide(view, actions) -> action``. A bot sees only its seat's view."""

from __future__ import annotations

from typing import Any, Callable

from woodland.bots.heuristic import HeuristicBot
from woodland.bots.ismcts import IsmctsBot, parse_budget
from woodland.bots.random_bot import RandomBot

BOTS: dict[str, Callable[[int], Any]] = {"random": RandomBot, "heuristic": HeuristicBot, "ismcts": IsmctsBot}
#: bots that take a parameter after a colon (``ismcts:400``, ``ismcts:1s``): name -> the
#: bot built with that parameter (ValueError for a bad one), and what it means for the help
PARAMETERS: dict[str, tuple[Callable[[int, str], Any], str]] = {
    "ismcts": (lambda seed, p: IsmctsBot(seed, *parse_budget(p)),
               "a budget per decision: iterations (400) or seconds (1s, 250ms)"),
}


def check_bot_name(name: str, where: str = "bots") -> None:
    """Raise BadInput unless ``name`` names a bot (``heuristic``, ``ismcts:1s``...)."""
    make_bot(name, 0, where)


def make_bot(name: str, seed: int, where: str = "bots") -> Any:
    from woodland.core.errors import BadInput

    base, colon, param = name.partition(":")
    if base not in BOTS:
        raise BadInput(where, f"unknown bot {name!r} (known: {', '.join(sorted(BOTS))})")
    if not colon:
        return BOTS[base](seed)
    if base not in PARAMETERS:
        raise BadInput(where, f"the bot {base!r} takes no parameter (got {name!r})")
    build, means = PARAMETERS[base]
    try:
        return build(seed, param)
    except ValueError:
        raise BadInput(where, f"bad parameter {param!r} for the bot {base!r}: expected {means}") from None
