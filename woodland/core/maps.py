"""Map definitions (Law 2.2-2.4, appendix M), loaded from ``woodland/data/maps``.

A :class:`Map` is immutable and shared by every copy of a game. Clearings are indexed
0..n-1 internally and shown by their printed number (index + 1). Suits live in the game
state, because some maps get their suit markers at random during setup (A.1).
"""

from __future__ import annotations

import copy
import json
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
                 "random_suits", "river_divides_forests", "_by_name", "board_n", "extras")

    def __init__(self, d: dict[str, Any]) -> None:
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
        adj: list[set[int]] = [set() for _ in range(n)]
        for a, b in d["paths"]:
            adj[idx(a)].add(idx(b))
            adj[idx(b)].add(idx(a))
        self.adj: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(s)) for s in adj)
        radj: list[set[int]] = [set() for _ in range(n)]
        for a, b in d.get("rivers", []):
            radj[idx(a)].add(idx(b))
            radj[idx(b)].add(idx(a))
        self.river_adj: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(s)) for s in radj)
        self.forests: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(idx(x) for x in f)) for f in d["forests"])
        self.forest_adj = self._forest_adjacency()
        self.clearing_forests: tuple[tuple[int, ...], ...] = tuple(
            tuple(fi for fi, f in enumerate(self.forests) if c in f) for c in range(n))

    def _forest_adjacency(self) -> tuple[tuple[int, ...], ...]:
        """2.4.1: forests are adjacent when separated by one printed path (M.2.1: or a
        river, where the river divides forests). Two forests are separated by a link when
        both touch both of its clearings."""
        links = {(a, b) for a in range(self.n) for b in self.adj[a]}
        if self.river_divides_forests:
            links |= {(a, b) for a in range(self.n) for b in self.river_adj[a]}
        out: list[list[int]] = [[] for _ in self.forests]
        for i, f in enumerate(self.forests):
            for j, h in enumerate(self.forests):
                if i != j and any((a, b) in links for a in f for b in h if a in h and b in f and a != b):
                    out[i].append(j)
        return tuple(tuple(x) for x in out)

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


_CACHE: dict[str, Map] = {}


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
