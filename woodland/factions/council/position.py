"""The Council's part of positions and saved games (docs/position-format.md).

Board fields: ``loyalists`` (warriors on the player board, taken from the supply, 17.2.1)
and ``revealed`` (card names revealed this Birdsong, 17.4). Assemblies are tokens in the
clearings: ``assembly`` (Closed) or ``governing`` (17.2.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.errors import InvalidPosition, Problem
from woodland.rules.loading import cards_from_labels, warriors_from_supply

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.factions.council import Council

FIELDS = ("loyalists", "revealed")


def load(f: "Council", g: "Game", spec: dict[str, Any], take: Any) -> None:
    from woodland.factions.council import LIMIT

    problems: list[Problem] = []
    for k in sorted(set(spec) - set(FIELDS)):
        problems.append(Problem(f"council.{k}", f"unknown field ({', '.join(FIELDS)})"))
    n = warriors_from_supply(f, spec, "loyalists", "Loyalists", problems)
    if n > LIMIT:
        problems.append(Problem("council.loyalists", f"the Council holds at most {LIMIT} Loyalists", "17.2.1"))
        f.supply += n
        n = 0
    f.loyalists = n
    f.revealed = cards_from_labels(f, spec, "revealed", take, problems)
    if problems:
        raise InvalidPosition(problems)
