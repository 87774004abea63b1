"""Map definitions (Law 2.2-2.4, appendix M), loaded from ``woodland/data/maps``.

A :class:`Map` is immutable and shared by every copy of a game. Clearings are indexed
0..n-1 internally and shown by their printed number (index + 1). Suits live in the game
state, because some maps get their suit markers at random during setup (A.1).

Closed paths (M.4.2) are removed during a game (M.4.3): a map with some of its closable
paths open is another immutable :class:`Map`, made once by :meth:`Map.with_closed` and
shared; the game's ``map`` is replaced when a closed path is removed, so every reader of
``map.adj`` sees the paths as they are.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from importlib import resources
from typing import Any

from woodland.core.errors import BadInput

SUITS = ("fox", "rabbit", "mouse")
#: the suit of a clearing that has none (12.2.2 the Burrow): no card matches it, not even a
#: bird (2.1.1 lets a bird stand for "another suit", and this clearing has none)
UNSUITED = "none"


class Map:
    __slots__ = ("name", "title", "n", "names", "printed_suits", "slots", "ruins", "corners",
                 "opposite", "adj", "river_adj", "forests", "forest_adj", "clearing_forests",
                 "random_suits", "river_divides_forests", "_by_name", "paths", "closable", "closed",
                 "coastal", "suggested_suits", "landmarks_at_setup", "_data", "_variants", "board_n", "extras")

    def __init__(self, d: dict[str, Any], closed: frozenset[tuple[int, int]] | None = None) -> None:
        self._data = d
        self._variants: dict[tuple[frozenset[tuple[int, int]], tuple[str, ...]], Map] = {}
        self.name: str = d["name"]
        self.title: str = d.get("title", self.name)
        cl = d["clearings"]
        self.n = n = len(cl)
        #: clearings on the map (printed); ``n`` also counts the off-map clearings that a
        #: faction brings (12.2.2 the Burrow), indexed after them (``with_clearings``)
        self.board_n = n
        self.extras: tuple[str, ...] = ()
        for i, c in enumerate(cl):
            if c["number"] != i + 1:
                raise BadInput(f"map {self.name}.clearings[{i}].number", "clearings must be listed 1..n in order")
        self.names: tuple[str, ...] = tuple(c["name"] for c in cl)
        self._by_name = {nm.lower(): i for i, nm in enumerate(self.names)}
        self.random_suits: bool = d.get("suits") == "random"
        self.printed_suits: tuple[str, ...] | None = None if self.random_suits else tuple(c["suit"] for c in cl)
        #: the suit markers a map's learning guide suggests (Lake, Mountain), or None
        self.suggested_suits: tuple[str, ...] | None = \
            tuple(c["suggested_suit"] for c in cl) if all("suggested_suit" in c for c in cl) else None
        self.slots: tuple[int, ...] = tuple(int(c["slots"]) for c in cl)
        self.ruins: tuple[bool, ...] = tuple(bool(c.get("ruin")) for c in cl)
        self.river_divides_forests: bool = bool(d.get("river_divides_forests"))

        def idx(x: Any) -> int:
            return self.index(x)

        self.corners: tuple[int, ...] = tuple(sorted(idx(x) for pair in d["corners"] for x in pair))
        opp: dict[int, int] = {}
        for a, b in d["corners"]:
            opp[idx(a)] = idx(b)
            opp[idx(b)] = idx(a)
        self.opposite = opp
        #: every printed path, closed or not (2.2.1), as (low, high) index pairs
        self.paths: tuple[tuple[int, int], ...] = tuple(sorted(_pair(idx(a), idx(b)) for a, b in d["paths"]))
        #: M.4.1: the paths covered by a closed path marker at setup
        self.closable: frozenset[tuple[int, int]] = frozenset(
            _pair(idx(a), idx(b)) for a, b in d.get("closed_at_setup", []))
        if not self.closable <= set(self.paths):
            raise BadInput(f"map {self.name}.closed_at_setup", "a closed path must be a path")
        #: M.4.2: the paths closed now (clearings linked by a closed path are not adjacent)
        self.closed: frozenset[tuple[int, int]] = self.closable if closed is None else closed
        adj: list[set[int]] = [set() for _ in range(n)]
        for a, b in self.paths:
            if (a, b) not in self.closed:
                adj[a].add(b)
                adj[b].add(a)
        self.adj: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(s)) for s in adj)
        lake = d.get("lake", {})
        #: M.3.3: the clearings touching the lake
        self.coastal: tuple[int, ...] = tuple(sorted(idx(x) for x in lake.get("coastal", [])))
        radj: list[set[int]] = [set() for _ in range(n)]
        rivers = [(idx(a), idx(b)) for a, b in d.get("rivers", [])]
        # M.3.2: the lake is treated as rivers linking each coastal clearing to each other one
        rivers += [(a, b) for a in self.coastal for b in self.coastal if a < b]
        for a, b in rivers:
            radj[a].add(b)
            radj[b].add(a)
        self.river_adj: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(s)) for s in radj)
        #: landmark key -> the clearing its piece starts in (M.3.1 the Ferry, M.4.1 the Tower)
        self.landmarks_at_setup: dict[str, int] = {k: idx(v) for k, v in d.get("landmarks_at_setup", {}).items()}
        self.forests: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(idx(x) for x in f)) for f in d["forests"])
        self.forest_adj = self._forest_adjacency([tuple(sorted(idx(x) for x in f))
                                                  for f in lake.get("coastal_forests", [])])
        self.clearing_forests: tuple[tuple[int, ...], ...] = tuple(
            tuple(fi for fi, f in enumerate(self.forests) if c in f) for c in range(n))

    def _forest_adjacency(self, coastal_forests: list[tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
        """2.4.1: forests are adjacent when separated by one printed path (M.2.1: or a
        river, where the river divides forests; M.4.2: closed paths divide forests as paths
        do). Two forests are separated by a link when both touch both of its clearings.
        M.3.2: the lake divides forests (it is no path); M.3.4: each coastal forest is
        adjacent to its two neighbouring coastal forests, those sharing a coastal clearing
        with it."""
        links = {(a, b) for a, b in self.paths} | {(b, a) for a, b in self.paths}
        if self.river_divides_forests:
            links |= {(a, b) for a in range(self.n) for b in self.river_adj[a]}
        coastal = [self.forests.index(f) for f in coastal_forests]
        out: list[list[int]] = [[] for _ in self.forests]
        for i, f in enumerate(self.forests):
            for j, h in enumerate(self.forests):
                if i != j and (any((a, b) in links for a in f for b in h if a in h and b in f and a != b)
                               or (i in coastal and j in coastal
                                   and any(c in h for c in f if c in self.coastal))):
                    out[i].append(j)
        return tuple(tuple(x) for x in out)

    def with_closed(self, closed: frozenset[tuple[int, int]]) -> "Map":
        """This map with exactly ``closed`` (a subset of the closable paths) closed (M.4.3:
        a closed path marker removed for good). Variants are made once and shared."""
        if closed == self.closed:
            return self
        if not closed <= self.closable:
            raise BadInput("closed_paths", f"only these paths of the {self.title} map can be closed: "
                           + ", ".join(f"{a + 1}-{b + 1}" for a, b in sorted(self.closable)))
        base = load_map(self.name)
        key = (closed, self.extras)
        m = base._variants.get(key)
        if m is None:
            m = Map(self._data, closed)
            if self.extras:  # the off-map clearings stay (12.2.2 the Burrow)
                m = m.with_clearings(self.extras)
            base._variants[key] = m
        return m

    def linked_by_closed_path(self, a: int, b: int) -> bool:
        """M.4.2: clearings ``a`` and ``b`` are linked by a closed path."""
        return _pair(a, b) in self.closed

    def index(self, x: Any) -> int:
        """Clearing index from a printed number (int or digit string) or a name."""
        if isinstance(x, bool):
            raise BadInput("clearing", f"not a clearing: {x!r}")
        if isinstance(x, int):
            if 1 <= x <= self.n:
                return x - 1
            raise BadInput("clearing", f"no clearing {x} on the {self.title} map (1-{self.n})")
        if isinstance(x, str):
            s = x.strip()
            if s.isdigit():
                return self.index(int(s))
            i = self._by_name.get(s.lower())
            if i is not None:
                return i
            raise BadInput("clearing", f"no clearing named {x!r} on the {self.title} map")
        raise BadInput("clearing", f"not a clearing: {x!r}")

    def label(self, c: int) -> str:
        return f"{c + 1} {self.names[c]}"

    def with_clearings(self, names: tuple[str, ...]) -> "Map":
        """This map plus off-map clearings (12.2.2 the Burrow), indexed after its own:
        unsuited, without slots, ruins, paths, rivers or forests (their links come from
        abilities). Shared like any map (cached by :func:`load_map`)."""
        m = copy.copy(self)
        k = len(names)
        m.n = self.n + k
        m.extras = self.extras + names
        m.names = self.names + names
        m._by_name = {**self._by_name, **{nm.lower(): self.n + i for i, nm in enumerate(names)}}
        m.printed_suits = None if self.printed_suits is None else self.printed_suits + (UNSUITED,) * k
        m.slots = self.slots + (0,) * k
        m.ruins = self.ruins + (False,) * k
        m.adj = self.adj + ((),) * k
        m.river_adj = self.river_adj + ((),) * k
        m.clearing_forests = self.clearing_forests + ((),) * k
        return m

    def extra_index(self, name: str) -> int:
        """The index of the off-map clearing ``name`` (-1 if this map has none)."""
        return self.board_n + self.extras.index(name) if name in self.extras else -1


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


_CACHE: dict[str, Map] = {}


@cache
def edge_clearings(m: Map) -> frozenset[int]:
    """G.15: the clearings of the map's boundary loop. A path lies on the boundary when at
    most one forest touches both its clearings (a path inside the map separates two
    forests, 2.4.1); closed paths count (G.15). Derived from the map (docs/data-sources.md,
    ruling R239)."""
    paths = {(a, b) for a in range(m.board_n) for b in m.adj[a] if a < b}
    paths |= {(min(a, b), max(a, b)) for a, b in m.closed}
    out: set[int] = set()
    for a, b in paths:
        if sum(1 for f in m.forests if a in f and b in f) <= 1:
            out |= {a, b}
    return frozenset(out)


def available_maps() -> list[str]:
    return sorted(p.name[:-5] for p in resources.files("woodland.data.maps").iterdir() if p.name.endswith(".json"))


def load_map(name: str, extras: tuple[str, ...] = ()) -> Map:
    """The map called ``name``; with ``extras``, plus those off-map clearings (12.2.2)."""
    m = _CACHE.get(name)
    if m is None:
        if not isinstance(name, str) or name not in available_maps():
            raise BadInput("setup.map", f"unknown map {name!r} (known: {', '.join(available_maps())})")
        d = json.loads(resources.files("woodland.data.maps").joinpath(name + ".json").read_text())
        m = _CACHE[name] = Map(d)
    if extras:
        key = name + "+" + "+".join(extras)
        x = _CACHE.get(key)
        if x is None:
            x = _CACHE[key] = m.with_clearings(extras)
        return x
    return m


def map_of_view(view: dict[str, Any]) -> Map:
    """The map a view (core/observe.py) shows: its closed paths as they are now (M.4.2)."""
    m = load_map(view["map"])
    closed = view.get("closed_paths")
    if closed is None:
        return m
    return m.with_closed(frozenset(_pair(a - 1, b - 1) for a, b in closed))
