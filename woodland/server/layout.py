"""Where the browser draws each clearing and forest of a map.

Positions measured on a printed board come from ``layouts.json`` (with their source);
a map without them is laid out from its paths: the corners at the picture's corners, the
other clearings placed by a deterministic spring layout, so the drawing is the same every
time and every path stays short.
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources
from typing import Any, Sequence

from woodland.core.maps import board_forests, board_names, load_map

SIZE = 400.0


def _measured() -> dict[str, Any]:
    d: dict[str, Any] = json.loads(resources.files("woodland.server").joinpath("layouts.json").read_text())
    return d


def _spring(n: int, edges: list[tuple[int, int]], pinned: dict[int, tuple[float, float]]) -> list[list[float]]:
    """Fruchterman-Reingold with fixed corners; starts on a circle, so it is deterministic."""
    pos = [[SIZE / 2 + SIZE / 4 * math.cos(2 * math.pi * i / n), SIZE / 2 + SIZE / 4 * math.sin(2 * math.pi * i / n)]
           for i in range(n)]
    for c, xy in pinned.items():
        pos[c] = list(xy)
    k = SIZE / math.sqrt(n)
    temp = SIZE / 8
    for _ in range(300):
        disp = [[0.0, 0.0] for _ in range(n)]
        for i in range(n):
            for j in range(n):
                if i != j:
                    dx, dy = pos[i][0] - pos[j][0], pos[i][1] - pos[j][1]
                    d = max(math.hypot(dx, dy), 0.01)
                    f = k * k / d
                    disp[i][0] += dx / d * f
                    disp[i][1] += dy / d * f
        for a, b in edges:
            dx, dy = pos[a][0] - pos[b][0], pos[a][1] - pos[b][1]
            d = max(math.hypot(dx, dy), 0.01)
            f = d * d / k
            for s, sign in ((a, -1), (b, 1)):
                disp[s][0] += sign * dx / d * f
                disp[s][1] += sign * dy / d * f
        for i in range(n):
            if i in pinned:
                continue
            dx, dy = disp[i]
            d = max(math.hypot(dx, dy), 0.01)
            step = min(d, temp)
            pos[i][0] = min(SIZE - 20, max(20, pos[i][0] + dx / d * step))
            pos[i][1] = min(SIZE - 20, max(20, pos[i][1] + dy / d * step))
        temp *= 0.98
    return [[round(x), round(y)] for x, y in pos]


#: a clearing's radius in the drawing, in layout units (the client's R / SCALE)
CLEARING_RADIUS = 22


def _bend(p: Sequence[float], q: Sequence[float], others: list[Sequence[float]]) -> list[int] | None:
    """A point to draw the path ``p``-``q`` through when its straight line would pass under
    one of the ``others`` clearings: beside that clearing, on the line's side; else None."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length2 = dx * dx + dy * dy
    if not length2:
        return None
    for o in others:
        t = ((o[0] - p[0]) * dx + (o[1] - p[1]) * dy) / length2
        if not 0.0 < t < 1.0:
            continue
        near = (p[0] + t * dx, p[1] + t * dy)
        ox, oy = near[0] - o[0], near[1] - o[1]
        d = math.hypot(ox, oy)
        if d >= CLEARING_RADIUS + 6:
            continue
        if d < 1e-6:  # right through its centre: either side
            ox, oy, d = -dy, dx, math.sqrt(length2)
        away = CLEARING_RADIUS + 20
        return [round(o[0] + ox / d * away), round(o[1] + oy / d * away)]
    return None


@cache
def map_layout(name: str, flooded: str | None = None) -> dict[str, Any]:
    """The map's drawing: clearings (number, name, slots, ruin, printed suit, x, y), paths
    (every printed one; ``closable``: those a closed path marker may cover, M.4.1), rivers,
    the lake's shore (coastal clearings in order, M.3.3), forests (clearings, x, y), the
    picture's size and where the positions come from. A map that floods (M.5.1.I) with the
    clearings ``flooded`` (comma-separated names; default: the map's default) under flood
    markers (``floods``: name, x, y) and the paths through them (``via``: "a-b" -> x, y)."""
    m = load_map(name, (), flooded)
    edges = list(m.paths)  # every printed path, the closed ones too (M.4.2: drawn as closed)
    lake = {(a, b) for a in m.coastal for b in m.coastal}  # M.3.2: the lake, drawn as a lake
    rivers = sorted({(a, b) for a in range(m.n) for b in m.river_adj[a] if a < b and (a, b) not in lake})
    measured = _measured().get(name)
    board: list[list[Any]] = []
    if measured is not None:
        width, height = float(measured["width"]), float(measured["height"])
        board = [list(p) for p in measured["clearings"]]  # by board number (M.5: 15 on the Marsh)
        xy = [board[b - 1] for b in m.board_numbers]
        source = str(measured["source"])
    else:
        width = height = SIZE
        # opposite corners (5.1.2) at opposite corners of the picture
        spots = [((10.0, 10.0), (SIZE - 10, SIZE - 10)), ((SIZE - 10, 10.0), (10.0, SIZE - 10))]
        pinned: dict[int, tuple[float, float]] = {}
        for c in m.corners:
            if c not in pinned and spots:
                here, there = spots.pop(0)
                pinned[c] = here
                pinned[m.opposite[c]] = there
        xy = _spring(m.n, edges + rivers, pinned)
        source = "laid out from the map's paths (no measured positions for this map)"
    clearings = [{"number": c + 1, "name": m.names[c], "slots": m.slots[c], "ruin": m.ruins[c],
                  "suit": m.printed_suits[c] if m.printed_suits else None, "x": xy[c][0], "y": xy[c][1]}
                 for c in range(m.n)]
    forests = []
    names = board_names(name)
    for i, f in enumerate(m.forests):
        # in the middle of its clearings as printed (M.5.2: flooded ones too, where measured)
        around = [board[names.index(nm)] for nm in board_forests(name)[i]] if m.flooded else [xy[c] for c in f]
        forests.append({"name": f"F{i + 1}", "clearings": [c + 1 for c in f],
                        "x": round(sum(p[0] for p in around) / len(around)),
                        "y": round(sum(p[1] for p in around) / len(around))})
    # the lake's shore (M.3.3): the coastal clearings in order around their centre
    cx = sum(xy[c][0] for c in m.coastal) / max(1, len(m.coastal))
    cy = sum(xy[c][1] for c in m.coastal) / max(1, len(m.coastal))
    shore = sorted(m.coastal, key=lambda c: math.atan2(xy[c][1] - cy, xy[c][0] - cx))
    # M.5.1.I: a flood marker where each flooded clearing was; its paths drawn through it
    at = {nm: board[names.index(nm)] if board else [SIZE / 2, SIZE / 2] for nm in m.flooded}
    floods = [{"name": nm, "x": at[nm][0], "y": at[nm][1]} for nm in m.flooded]
    via = {f"{a + 1}-{b + 1}": at[w.split("+")[0]] for a, b, w in m.flood_links}
    # a path whose straight line would run under another clearing is bent around it, so
    # that no one reads it as two paths through that clearing (the Gorge's bridge, M.6.2)
    for a, b in edges:
        key = f"{a + 1}-{b + 1}"
        if key not in via:
            bend = _bend(xy[a], xy[b], [xy[c] for c in range(m.n) if c not in (a, b)])
            if bend is not None:
                via[key] = bend
    # M.6.1, M.6.2: the Gorge's dam and bridge, drawn as such
    marked = {"dam": [m.data.get("dam", [])], "bridge": m.data.get("bridges", [])}
    kinds = {"-".join(str(x) for x in sorted(m.index(c) + 1 for c in p)): k
             for k, ps in marked.items() for p in ps if p}
    return {"name": m.name, "title": m.title, "width": width, "height": height, "source": source,
            "flooded": list(m.flooded), "floods": floods, "via": via, "kinds": kinds,
            "lake": [c + 1 for c in shore],
            "closable": [[a + 1, b + 1] for a, b in sorted(m.closable)],
            "clearings": clearings, "paths": [[a + 1, b + 1] for a, b in edges],
            "rivers": [[a + 1, b + 1] for a, b in rivers], "forests": forests,
            "corners": [c + 1 for c in m.corners]}
