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


def problems(f: "Lilypad", g: "Game") -> list[tuple[str, str, str]]:
    """An enclave per clearing at most (ruling R341)."""
    from woodland.factions.lilypad import SIDES

    out = []
    for c, ts in enumerate(g.tokens):
        if sum(1 for s, k in ts if s == f.seat and k in SIDES) > 1:
            out.append((f"clearings.{c + 1}", "a clearing holds one enclave at most", "16.2.1"))
    return out


def state_problems(f: "Lilypad", g: "Game") -> list[tuple[str, str]]:
    """Fields of a saved game no game can have: a Pond of other cards than frog cards."""
    out = [(field, msg) for field, msg, _rule in problems(f, g)]
    if not isinstance(f.pond, list) or not all(isinstance(x, int) and 0 <= x < len(g.deckdef.cards)
                                               and g.deckdef.cards[x].suit == "frog" for x in f.pond):
        out.append(("pond", "expected frog cards"))
    if isinstance(f.negotiated, bool) or not isinstance(f.negotiated, int):
        out.append(("negotiated", "expected a turn number"))
    lost = f.lost_in_battle
    if isinstance(lost, bool) or not isinstance(lost, int) or not -1 <= lost < g.map.n:
        out.append(("lost_in_battle", "expected a clearing index or -1"))
    return out
