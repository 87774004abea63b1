"""Helpers for a faction's part of loading a position (``Faction.load_position``).

``woodland.position`` builds the generic part of a position and hands each faction its own
board fields; these helpers check such fields against the Law and collect every problem
found, so that the position is refused with one :class:`InvalidPosition` listing them all.
"""

from __future__ import annotations

from typing import Any

from woodland.core.errors import BadInput, Problem
from woodland.core.faction import Faction


def warriors_from_supply(f: Faction, spec: dict[str, Any], field: str, what: str,
                         problems: list[Problem]) -> int:
    """A board field counting warriors kept off the map (officers, acolytes): checked,
    taken from ``f``'s supply (1.5.1) and returned; 0 (and a problem) if it cannot be."""
    k = spec.get(field, 0)
    name = f"{f.key}.{field}"
    if isinstance(k, bool) or not isinstance(k, int) or k < 0:
        problems.append(Problem(name, f"expected a number of {what}, got {k!r}"))
        return 0
    if k > f.supply:
        problems.append(Problem(name, f"only {f.supply} warriors left in supply", "1.5.1"))
        return 0
    f.supply -= k
    return k


def cards_from_labels(f: Faction, spec: dict[str, Any], field: str, take: Any,
                      problems: list[Problem]) -> list[int]:
    """A board field listing cards by label (supporters, Lost Souls): the card ids taken
    (each card once, 1.5.1); every label that cannot be taken is a problem."""
    labels = spec.get(field, [])
    name = f"{f.key}.{field}"
    if not isinstance(labels, list):
        problems.append(Problem(name, "expected a list of card names"))
        return []
    out = []
    for i, lb in enumerate(labels):
        try:
            out.append(take(lb, f"{name}[{i}]"))
        except BadInput as e:
            problems.append(Problem(e.field, str(e).split(": ", 1)[-1], "1.5.1"))
    return out
