"""The Keepers' part of positions and saved games (docs/position-format.md).

Board fields: ``forests`` (``F3`` -> relics: a type alone, ``figure``, is face down; a
type and value, ``figure_two``, face up), ``relics_recovered`` (type -> values, in Relics-space
order), ``waystations`` (waystation -> the type it shows, for those on the map; default
its front), ``retinue`` (column -> card names, ``Faithful Retainer`` for one). Without
``forests``, the relics neither on the map nor recovered lie face down, one per forest in
turn; without ``retinue``, a Faithful Retainer is in each column (15.3.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.errors import BadInput, InvalidPosition, Problem
from woodland.factions.keepers import (
    COLUMNS,
    DOWN,
    RELIC_KINDS,
    RETAINER,
    RETAINER_NAME,
    STATIONS,
    TYPES,
    VALUE_WORDS,
    forest_arg,
    relic,
    relic_type,
    station_sides,
)

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.factions.keepers import Keepers

FIELDS = ("forests", "relics_recovered", "waystations", "retinue")


def load(f: "Keepers", g: "Game", spec: dict[str, Any], take: Any) -> None:
    problems: list[Problem] = []
    for k in sorted(set(spec) - set(FIELDS)):
        problems.append(Problem(f"keepers.{k}", f"unknown field ({', '.join(FIELDS)})"))
    left = dict(f.tsupply)  # the relics off the map (1.5.1), by kind
    _recovered(f, spec.get("relics_recovered", {}), left, problems)
    downs = _forests(f, g, spec.get("forests"), left, problems)
    _face_down_values(f, downs, left, problems)
    if "forests" not in spec:
        rest = [k for k, n in left.items() for _ in range(n)]
        for i, k in enumerate(rest):
            f.put_in_forest(i % len(g.map.forests), DOWN + k)
    elif any(left.values()):
        problems.append(Problem("keepers.forests", f"{sum(left.values())} relic(s) are nowhere: each of the twelve "
                                "is on the map, in a forest or recovered", "15.2.1"))
    _faces(f, g, spec.get("waystations", {}), problems)
    _retinue(f, spec.get("retinue"), take, problems)
    if problems:
        raise InvalidPosition(problems)


def _recovered(f: "Keepers", spec: Any, left: dict[str, int], problems: list[Problem]) -> None:
    from woodland.factions.keepers import DATA

    if not isinstance(spec, dict) or set(spec) - set(TYPES):
        problems.append(Problem("keepers.relics_recovered", f"expected type ({', '.join(TYPES)}) -> values"))
        return
    for t, vs in spec.items():
        if not isinstance(vs, list) or len(vs) > DATA["relic_columns"]:
            problems.append(Problem(f"keepers.relics_recovered.{t}", f"expected at most {DATA['relic_columns']} "
                                    "values", "15.5.2.III.a"))
            continue
        for v in vs:
            k = relic(t, v) if v in VALUE_WORDS and not isinstance(v, bool) else ""
            if left.get(k, 0) <= 0:
                problems.append(Problem(f"keepers.relics_recovered.{t}", f"no {t} of value {v!r} is left", "15.2.1"))
                continue
            left[k] -= 1
            f.relics[t].append(v)


def _forests(f: "Keepers", g: "Game", spec: Any, left: dict[str, int],
             problems: list[Problem]) -> list[tuple[int, str]]:
    """Face-up relics placed; the face-down ones returned as (forest, type)."""
    downs: list[tuple[int, str]] = []
    if spec is None:
        return downs
    if not isinstance(spec, dict):
        problems.append(Problem("keepers.forests", "expected forest (F1...) -> list of relics"))
        return downs
    for name, relics in spec.items():
        i = forest_arg(g, name)
        if i is None or not isinstance(relics, list):
            problems.append(Problem(f"keepers.forests.{name}", f"expected a forest F1-F{len(g.map.forests)} and a "
                                    "list of relics", "2.4"))
            continue
        for r in relics:
            r = str(r)
            if r in TYPES:
                downs.append((i, r))
            elif left.get(r, 0) > 0:
                left[r] -= 1
                f.put_in_forest(i, r)
            else:
                problems.append(Problem(f"keepers.forests.{name}", f"no relic {r!r} is left (a type alone is face "
                                        f"down: {', '.join(TYPES)}; face up: {', '.join(RELIC_KINDS)})", "15.2.1"))
    return downs


def _face_down_values(f: "Keepers", downs: list[tuple[int, str]], left: dict[str, int],
                      problems: list[Problem]) -> None:
    """Face-down relics get the values of their type still left, lowest first (no one knows
    them: 15.3.1; bots redraw them, Keepers.determinize)."""
    for i, t in downs:
        k = next((k for k in RELIC_KINDS if relic_type(k) == t and left[k] > 0), None)
        if k is None:
            problems.append(Problem("keepers.forests", f"more {t} relics than the four there are", "15.2.1"))
            continue
        left[k] -= 1
        f.put_in_forest(i, DOWN + k)


def _faces(f: "Keepers", g: "Game", spec: Any, problems: list[Problem]) -> None:
    placed = {k for c, k in f.station_clearings(g)}
    if not isinstance(spec, dict):
        problems.append(Problem("keepers.waystations", "expected waystation -> the type it shows"))
        spec = {}
    for k in placed:
        f.faces[k] = station_sides(k)[0]
    for k, face in spec.items():
        if k not in STATIONS or face not in station_sides(k):
            problems.append(Problem(f"keepers.waystations.{k}", f"the waystations are {', '.join(STATIONS)}, each "
                                    "showing one of its two sides", "15.2.2"))
        elif k not in placed:
            problems.append(Problem(f"keepers.waystations.{k}", "that waystation is not on the map", "15.4.1"))
        else:
            f.faces[k] = face


def _retinue(f: "Keepers", spec: Any, take: Any, problems: list[Problem]) -> None:
    from woodland.factions.keepers import DATA

    if spec is None:
        for col in COLUMNS:
            f.retinue[col] = [RETAINER]
        return
    if not isinstance(spec, dict) or set(spec) - set(COLUMNS):
        problems.append(Problem("keepers.retinue", f"expected column ({', '.join(COLUMNS)}) -> card names"))
        return
    retainers = 0
    for col, labels in spec.items():
        if not isinstance(labels, list):
            problems.append(Problem(f"keepers.retinue.{col}", "expected a list of card names"))
            continue
        for j, lb in enumerate(labels):
            if str(lb).lower() == RETAINER_NAME.lower():
                retainers += 1
                f.retinue[col].append(RETAINER)
                continue
            try:
                f.retinue[col].append(take(lb, f"keepers.retinue.{col}[{j}]"))
            except BadInput as e:
                problems.append(Problem(e.field, str(e).split(": ", 1)[-1], "1.5.1"))
    if retainers > DATA["faithful_retainers"]:
        problems.append(Problem("keepers.retinue", f"there are {DATA['faithful_retainers']} Faithful Retainers",
                                "15.3.5"))
    if f.retinue_size() > DATA["retinue_limit"]:
        problems.append(Problem("keepers.retinue", f"the Retinue holds at most {DATA['retinue_limit']} cards",
                                "15.6.2"))


def problems(f: "Keepers", g: "Game") -> list[tuple[str, str, str]]:
    return []


def state_problems(f: "Keepers", g: "Game") -> list[tuple[str, str]]:
    """Fields of a saved game no game can have."""
    from woodland.factions.keepers import DATA

    out = []
    n = len(g.map.forests)
    off: dict[str, int] = {}
    for fo, es in f.forests.items() if isinstance(f.forests, dict) else ():
        if not (fo.isdigit() and 1 <= int(fo) <= n) or not isinstance(es, list) or not es:
            out.append(("forests", "expected forest number -> relics"))
            continue
        for e in es:
            k = str(e).removeprefix(DOWN)
            if k not in RELIC_KINDS:
                out.append(("forests", f"unknown relic {e!r}"))
            off[k] = off.get(k, 0) + 1
    if not isinstance(f.relics, dict) or set(f.relics) != set(TYPES):
        return out + [("relics", "expected type -> values")]
    for t, vs in f.relics.items():
        if not isinstance(vs, list) or len(vs) > DATA["relic_columns"]:
            out.append(("relics", "too many relics recovered"))
            continue
        for v in vs:
            k = relic(t, v) if v in VALUE_WORDS and not isinstance(v, bool) else "?"
            off[k] = off.get(k, 0) + 1
    # before setup, and while a removed relic waits for its forest (15.2.5), some are neither
    if any(off.get(k, 0) > f.tsupply.get(k, 0) for k in RELIC_KINDS) or set(off) - set(RELIC_KINDS):
        out.append(("forests", "more relics in forests and recovered than off the map"))
    if not isinstance(f.retinue, dict) or set(f.retinue) != set(COLUMNS) or any(
            not isinstance(cs, list) or any(isinstance(x, bool) or not isinstance(x, int)
                                            or not -1 <= x < len(g.deckdef.cards) for x in cs)
            for cs in f.retinue.values()):
        out.append(("retinue", "expected column -> card ids (-1: a Faithful Retainer)"))
    elif sum(cs.count(RETAINER) for cs in f.retinue.values()) > DATA["faithful_retainers"]:
        out.append(("retinue", "more Faithful Retainers than there are"))
    if not isinstance(f.faces, dict) or any(k not in STATIONS or v not in station_sides(k)
                                           for k, v in f.faces.items()):
        out.append(("faces", "expected waystation -> the side it shows"))
    return out
