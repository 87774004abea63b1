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
#: 16.2.1: the suit enclaves give their clearings; as a crafting icon it is wild (16.2.1.I)
WILD_SUIT = "frog"
#: the suit of a clearing that has none (12.2.2 the Burrow): no card matches it, not even a
#: bird (2.1.1 lets a bird stand for "another suit", and this clearing has none)
UNSUITED = "none"


class Map:
    __slots__ = ("name", "title", "n", "names", "printed_suits", "slots", "ruins", "corners",
                 "opposite", "adj", "river_adj", "forests", "forest_adj", "clearing_forests",
                 "random_suits", "river_divides_forests", "_by_name", "paths", "closable", "closed",
                 "coastal", "suggested_suits", "landmarks_at_setup", "_data", "_variants", "board_n", "extras",
                 "flooded", "flood_groups", "flood_players", "flood_links", "board_numbers", "unflooded",
                 "unsuited_landmarks")

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

        #: M.5.1: the clearings covered by flood markers (names), the flood groups (one
        #: clearing of each is flooded), the most players who flood the map, and the links
        #: made through flooded clearings (M.5.2: (a, b, the flooded clearing's name))
        self.flooded: tuple[str, ...] = tuple(d.get("flooded", ()))
        self.flood_groups: tuple[tuple[str, ...], ...] = tuple(tuple(g) for g in d.get("flood_groups", ()))
        self.flood_players: int = int(d.get("flood_players", 0))
        self.flood_links: tuple[tuple[int, int, str], ...] = tuple(
            (idx(a), idx(b), via) for a, b, via in d.get("flood_links", ()))
        #: M.5.1.II: a map that floods, played by more players than flood it: nothing is
        #: flooded, and these landmarks go in the clearings left without a suit marker
        self.unflooded: bool = bool(d.get("unflooded"))
        self.unsuited_landmarks: tuple[str, ...] = tuple(d.get("landmarks_unflooded", ())) if self.unflooded else ()
        #: the numbers printed on the board (the Law's diagram), where a game numbers otherwise
        self.board_numbers: tuple[int, ...] = tuple(int(c.get("board_number", c["number"])) for c in cl)
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
        if "forest_adjacency" in d:  # M.5.2.I: a flooded map's forests, as on the whole board
            self.forest_adj = tuple(tuple(x) for x in d["forest_adjacency"])
        self.clearing_forests: tuple[tuple[int, ...], ...] = tuple(
            tuple(fi for fi, f in enumerate(self.forests) if c in f) for c in range(n))

    def _forest_adjacency(self, coastal_forests: list[tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
        """2.4.1: forests are adjacent when separated by one printed path (M.2.1: or a
        river, where the river divides forests; M.4.2: closed paths divide forests as paths
        do). Two forests are separated by a link when both touch both of its clearings.
        M.3.2: the lake divides forests (it is no path); M.3.4: each coastal forest is
        adjacent to its two neighbouring coastal forests, those sharing a coastal clearing
        with it."""
        bridges = {_pair(self.index(a), self.index(b)) for a, b in self._data.get("bridges", ())}
        links = {(a, b) for a, b in self.paths if (a, b) not in bridges}  # M.6.2: a bridge does not divide
        links |= {(b, a) for a, b in links}
        if self.river_divides_forests:
            links |= {(a, b) for a in range(self.n) for b in self.river_adj[a]}
        coastal = [self.forests.index(f) for f in coastal_forests]
        # M.6.1: forests separated by one stretch of two crossing paths (the dam), as data
        crossing = {(int(a[1:]) - 1, int(b[1:]) - 1) for a, b in self._data.get("forest_links", ())}
        crossing |= {(b, a) for a, b in crossing}
        out: list[list[int]] = [[] for _ in self.forests]
        for i, f in enumerate(self.forests):
            for j, h in enumerate(self.forests):
                if i != j and (any((a, b) in links for a in f for b in h if a in h and b in f and a != b)
                               or (i in coastal and j in coastal
                                   and any(c in h for c in f if c in self.coastal))
                               or (i, j) in crossing):
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
        base = load_map(self.name, (), self.flood_spec)
        key = (closed, self.extras)
        m = base._variants.get(key)
        if m is None:
            m = Map(self._data, closed)
            if self.extras:  # the off-map clearings stay (12.2.2 the Burrow)
                m = m.with_clearings(self.extras)
            base._variants[key] = m
        return m

    @property
    def data(self) -> dict[str, Any]:
        """The map's file as read (flooded: as derived), for drawings; never changed."""
        return self._data

    @property
    def flood_spec(self) -> tuple[str, ...] | None:
        """What :func:`load_map` needs to make this board again: the flooded clearings (M.5.1.I),
        ``()`` for the unflooded board (M.5.1.II), None for a map that does not flood."""
        return () if self.unflooded else (self.flooded or None)

    def with_flooded(self, flooded: Any) -> "Map":
        """This map with the clearings ``flooded`` covered by flood markers (M.5.1.I), the
        off-map clearings kept; raises BadInput unless it is one clearing of each flood group."""
        return load_map(self.name, self.extras, flooded)

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
_DATA: dict[str, dict[str, Any]] = {}


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


def _map_data(name: str) -> dict[str, Any]:
    d = _DATA.get(name)
    if d is None:
        if not isinstance(name, str) or name not in available_maps():
            raise BadInput("setup.map", f"unknown map {name!r} (known: {', '.join(available_maps())})")
        d = _DATA[name] = json.loads(resources.files("woodland.data.maps").joinpath(name + ".json").read_text())
    return d


def board_names(name: str) -> tuple[str, ...]:
    """The names of every clearing printed on a board, in board-number order (on a map that
    floods, M.5.1.I, the flooded ones too)."""
    return tuple(c["name"] for c in _map_data(name)["clearings"])


def board_forests(name: str) -> tuple[tuple[str, ...], ...]:
    """The forests printed on a board, by the names of their clearings (flooded ones too)."""
    return tuple(tuple(f) for f in _map_data(name)["forests"])


def flood_groups(d: dict[str, Any]) -> list[list[str]]:
    """M.5.1.I: the flooding clearings of a board by the colour of their flood marker, in
    board order (empty for a map that does not flood)."""
    groups: dict[str, list[str]] = {}
    for c in d["clearings"]:
        if "flood" in c:
            groups.setdefault(c["flood"], []).append(c["name"])
    return list(groups.values())


def _check_flooded(d: dict[str, Any], flooded: Any) -> tuple[str, ...]:
    """M.5.1.I: one clearing of each flood group (default: the first of each), in board order."""
    groups = flood_groups(d)
    if flooded is None:
        return tuple(g[0] for g in groups)
    names = {c["name"].lower(): c["name"] for c in d["clearings"]}
    if isinstance(flooded, str):
        flooded = [x.strip() for x in flooded.split(",") if x.strip()]
    if not isinstance(flooded, (list, tuple)) or not all(isinstance(x, str) for x in flooded):
        raise BadInput("flooded", "expected a list of clearing names")
    got = {names.get(x.lower(), x) for x in flooded}
    if not groups or len(got) != len(flooded) or any(len(got & set(g)) != 1 for g in groups) \
            or not got <= {x for g in groups for x in g}:
        why = ("has no flooding clearings" if not groups else "floods one clearing of each pair (M.5.1.I): "
               + "; ".join(" or ".join(g) for g in groups))
        raise BadInput("flooded", f"the {d.get('title', d['name'])} map {why}")
    return tuple(c["name"] for c in d["clearings"] if c["name"] in got)


def _flood(d: dict[str, Any], flooded: tuple[str, ...]) -> dict[str, Any]:
    """M.5.1.I, M.5.2: the data of a board whose clearings ``flooded`` are covered by flood
    markers. A flooded clearing is no clearing: its non-flooded paths link the clearings at
    their other ends (M.5.2; through any number of flooded clearings), a river into it ends
    there, and forests keep their shapes (flooded paths still divide them, M.5.2.I), so forest
    adjacency is the whole board's. Ruins go in the unnumbered R slots and the two lowest R
    numbers still showing (M.5.1). The clearings left are numbered 1..n in board order; each
    keeps its board number (``board_number``)."""
    board = Map(d)
    wet = set(flooded)
    dry = [c for c in d["clearings"] if c["name"] not in wet]
    order = {c["name"]: i for i, c in enumerate(d["clearings"])}
    shown = sorted(c["ruin_number"] for c in dry if "ruin_number" in c)[:2]
    clearings = [{"number": i + 1, "board_number": c["number"], "name": c["name"], "slots": c["slots"],
                  "ruin": bool(c.get("ruin")) or c.get("ruin_number") in shown} for i, c in enumerate(dry)]
    stubs = {frozenset(p) for p in d.get("flooded_paths", ())}  # M.5.2.I: linked to no other path
    live = [tuple(p) for p in d["paths"] if frozenset(p) not in stubs or wet.isdisjoint(p)]
    paths = [list(p) for p in live if wet.isdisjoint(p)]
    links: list[list[str]] = []
    seen: set[str] = set()
    for start in flooded:  # each group of flooded clearings joined by live paths
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            x = todo.pop()
            for p in live:
                if x in p:
                    y = p[1] if p[0] == x else p[0]
                    if y in wet and y not in group:
                        group.add(y)
                        todo.append(y)
        seen |= group
        ends = sorted({x for p in live if group & set(p) for x in p if x not in wet}, key=order.__getitem__)
        via = "+".join(sorted(group, key=order.__getitem__))
        for i, a in enumerate(ends):
            for b in ends[i + 1:]:
                if [a, b] not in paths and [b, a] not in paths:
                    paths.append([a, b])
                    links.append([a, b, via])
    return {"name": d["name"], "title": d.get("title", d["name"]), "suits": d.get("suits"),
            "river_divides_forests": d.get("river_divides_forests", False), "numbering": d.get("numbering"),
            "flood_players": d.get("flood_players", 0), "flood_groups": flood_groups(d), "flooded": list(flooded),
            "clearings": clearings, "corners": d["corners"], "paths": paths, "flood_links": links,
            "rivers": [p for p in d.get("rivers", ()) if wet.isdisjoint(p)],
            "forests": [[x for x in f if x not in wet] for f in d["forests"]],
            "forest_adjacency": [list(x) for x in board.forest_adj]}


def _unflooded(d: dict[str, Any]) -> dict[str, Any]:
    """M.5.1.II: the board of a map that floods, played by more players than flood it:
    every clearing stays (numbered as printed), nothing is left to flood, and the ruins go in
    the unnumbered R slots and the two lowest numbers (M.5.1)."""
    out = _flood(d, ())
    out["flood_groups"] = []
    out["unflooded"] = True
    out["landmarks_unflooded"] = d.get("landmarks_unflooded", [])
    return out


def load_map(name: str, extras: tuple[str, ...] = (), flooded: Any = None) -> Map:
    """The map called ``name``; with ``extras``, plus those off-map clearings (12.2.2); a map
    that floods (M.5.1.I) with the clearings ``flooded`` covered (default: the first of each
    flood group; a game chooses at random, rules/setup.py)."""
    key = name if flooded is None else f"{name}~{flooded!r}"
    m = _CACHE.get(key)
    if m is None:
        d = _map_data(name)
        if flood_groups(d) and flooded is not None and not tuple(flooded):
            m = Map(_unflooded(d))  # M.5.1.II
        elif flood_groups(d):
            wet = _check_flooded(d, flooded)
            m = _CACHE.get(f"{name}~{wet!r}")
            if m is None:
                m = _CACHE[f"{name}~{wet!r}"] = Map(_flood(d, wet))
        elif key != name:
            if tuple(flooded):
                _check_flooded(d, flooded)  # raises: this map has no flooding clearings
            m = load_map(name)
        else:
            m = Map(d)
        _CACHE[key] = m
    if extras:
        key += "+" + "+".join(extras)
        x = _CACHE.get(key)
        if x is None:
            x = _CACHE[key] = m.with_clearings(extras)
        return x
    return m


def map_of_view(view: dict[str, Any]) -> Map:
    """The map a view (core/observe.py) shows: its closed paths as they are now (M.4.2)."""
    m = load_map(view["map"], (), view.get("flooded"))
    closed = view.get("closed_paths")
    if closed is None:
        return m
    return m.with_closed(frozenset(_pair(a - 1, b - 1) for a, b in closed))
