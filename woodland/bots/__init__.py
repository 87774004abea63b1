"""Bots: ``decide(view, actions) -> action``. A bot sees only its seat's view."""

from __future__ import annotations

from typing import Any, Callable

from woodland.bots.heuristic import HeuristicBot
from woodland.bots.random_bot import RandomBot

BOTS: dict[str, Callable[[int], Any]] = {"random": RandomBot, "heuristic": HeuristicBot}


def make_bot(name: str, seed: int) -> Any:
    from woodland.core.errors import BadInput

    if name not in BOTS:
        raise BadInput("bots", f"unknown bot {name!r} (known: {', '.join(sorted(BOTS))})")
    return BOTS[name](seed)
