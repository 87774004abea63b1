"""The Diaspora's part of positions and saved games (docs/position-format.md).

Board field: ``pond`` (card names, the top last, 16.2.3). Enclaves are tokens of the
clearings (``peaceful``, ``militant``), twelve at most between them (16.2.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.errors import InvalidPosition, Problem

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.factions.lilypad import Lilypad

FIELDS = ("pond",)


def load(f: "Lilypad", g: "Game", spec: dict[str, Any], take: Any) -> None:
    problems: list[Problem] = []
    for k in sorted(set(spec) - set(FIELDS)):
        problems.append(Problem(f"lilypad.{k}", f"unknown field ({', '.join(FIELDS)})"))
    pond = spec.get("pond", [])
    if not isinstance(pond, list):
        problems.append(Problem("lilypad.pond", "expected a list of frog card names", "16.2.3"))
        pond = []
    for i, label in enumerate(pond):
        cid = take(label, f"lilypad.pond[{i}]")
        if g.deckdef.cards[cid].suit != "frog":
            problems.append(Problem(f"lilypad.pond[{i}]", f"{label} is not a frog card", "16.2.3"))
        f.pond.append(cid)
    if problems:
        raise InvalidPosition(problems)
