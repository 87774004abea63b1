"""Appendix M.1-M.2: the Autumn and Winter maps (components.md §5), with the generic map
rules they carry: adjacency by paths (2.2.1), suits (2.2.2), slots (2.2.3), ruins (2.2.4),
rivers that are not paths (2.3), forests and their adjacency (2.4.1, M.2.1), and the
random suit markers of a map without printed suits (A.1)."""

from __future__ import annotations

from collections import Counter

import pytest

from woodland import Game
from woodland.core.maps import load_map
from woodland.rules.board import free_slots
from woodland.testing import options, position

# ----------------------------------------------------------------------------- Autumn (components.md §5)
AUTUMN_PATHS = [(1, 5), (1, 9), (1, 10), (2, 5), (2, 6), (2, 10), (3, 6), (3, 7), (3, 11), (4, 8), (4, 9),
                (4, 12), (6, 11), (7, 8), (7, 12), (9, 12), (10, 12), (11, 12)]
AUTUMN_RIVERS = [(5, 10), (10, 11), (11, 7), (7, 4)]
AUTUMN_SUITS = ["fox", "mouse", "rabbit", "rabbit", "rabbit", "fox", "mouse", "fox", "mouse", "rabbit", "mouse", "fox"]
AUTUMN_SLOTS = [1, 2, 1, 1, 2, 2, 2, 2, 2, 2, 3, 2]
AUTUMN_RUINS = [6, 10, 11, 12]
AUTUMN_NAMES = ["Hill", "Quarry", "Weald", "Haven", "Creek", "Mountain", "Pond", "Meadow", "Dune", "Beach",
                "Waterfall", "Glade"]
AUTUMN_FORESTS = [{1, 5, 2, 10}, {1, 10, 9, 12}, {2, 10, 12, 11, 6}, {9, 12, 4}, {4, 12, 7, 8},
                  {12, 11, 7, 3}, {11, 6, 3}]
# 2.4.1: forests separated by one printed path. A path lies between two forests when both
# forests touch both of its clearings; the paths on the edge of the map border one forest.
#   1-10: {1,5,2,10} | {1,10,9,12}      2-10: {1,5,2,10} | {2,10,12,11,6}
#   10-12: {1,10,9,12} | {2,10,12,11,6}  9-12: {1,10,9,12} | {9,12,4}
#   4-12: {9,12,4} | {4,12,7,8}          7-12: {4,12,7,8} | {12,11,7,3}
#   11-12: {2,10,12,11,6} | {12,11,7,3}  6-11: {2,10,12,11,6} | {11,6,3}
#   3-11: {12,11,7,3} | {11,6,3}
AUTUMN_FOREST_ADJ = [({1, 5, 2, 10}, {1, 10, 9, 12}), ({1, 5, 2, 10}, {2, 10, 12, 11, 6}),
                     ({1, 10, 9, 12}, {2, 10, 12, 11, 6}), ({1, 10, 9, 12}, {9, 12, 4}),
                     ({9, 12, 4}, {4, 12, 7, 8}), ({4, 12, 7, 8}, {12, 11, 7, 3}),
                     ({2, 10, 12, 11, 6}, {12, 11, 7, 3}), ({2, 10, 12, 11, 6}, {11, 6, 3}),
                     ({12, 11, 7, 3}, {11, 6, 3})]

# ----------------------------------------------------------------------------- Winter (components.md §5)
WINTER_SLOTS = {"Mound": 1, "Trench": 2, "Pit": 2, "Moor": 1, "Drift": 1, "Wade": 3, "Bend": 3, "Ford": 1,
                "Spire": 2, "Rock": 2, "Dale": 2, "Hedge": 2}
WINTER_RUINS = {"Wade", "Bend", "Rock", "Dale"}
WINTER_CORNERS = [("Mound", "Hedge"), ("Moor", "Spire")]
WINTER_PATHS = [("Mound", "Trench"), ("Mound", "Drift"), ("Mound", "Wade"), ("Trench", "Pit"), ("Pit", "Moor"),
                ("Moor", "Bend"), ("Moor", "Ford"), ("Drift", "Spire"), ("Wade", "Spire"), ("Wade", "Rock"),
                ("Bend", "Dale"), ("Bend", "Hedge"), ("Ford", "Hedge"), ("Spire", "Rock"), ("Rock", "Dale"),
                ("Dale", "Hedge")]
WINTER_RIVERS = [("Drift", "Wade"), ("Wade", "Bend"), ("Bend", "Ford")]
NORTH = {"Mound", "Trench", "Pit", "Moor", "Bend", "Wade"}
WINTER_FORESTS = [NORTH, {"Mound", "Drift", "Wade"}, {"Moor", "Bend", "Ford"}, {"Drift", "Wade", "Spire"},
                  {"Wade", "Spire", "Rock"}, {"Wade", "Bend", "Dale", "Rock"}, {"Bend", "Dale", "Hedge"},
                  {"Bend", "Ford", "Hedge"}]
# separated by one path: Mound-Wade, Moor-Bend, Wade-Spire, Wade-Rock, Bend-Dale, Bend-Hedge;
# separated by the river (M.2.1): Drift-Wade, Wade-Bend, Bend-Ford
WINTER_FOREST_ADJ_BY_PATH = [(NORTH, {"Mound", "Drift", "Wade"}), (NORTH, {"Moor", "Bend", "Ford"}),
                             ({"Drift", "Wade", "Spire"}, {"Wade", "Spire", "Rock"}),
                             ({"Wade", "Spire", "Rock"}, {"Wade", "Bend", "Dale", "Rock"}),
                             ({"Wade", "Bend", "Dale", "Rock"}, {"Bend", "Dale", "Hedge"}),
                             ({"Bend", "Dale", "Hedge"}, {"Bend", "Ford", "Hedge"})]
WINTER_FOREST_ADJ_BY_RIVER = [({"Mound", "Drift", "Wade"}, {"Drift", "Wade", "Spire"}),
                              (NORTH, {"Wade", "Bend", "Dale", "Rock"}),
                              ({"Moor", "Bend", "Ford"}, {"Bend", "Ford", "Hedge"})]


def pairs(m, links) -> set[frozenset[int]]:  # type: ignore[no-untyped-def]
    return {frozenset((m.index(a), m.index(b))) for a, b in links}


def adjacency(m) -> set[frozenset[int]]:  # type: ignore[no-untyped-def]
    return {frozenset((a, b)) for a in range(m.n) for b in m.adj[a]}


def forests(m) -> list[frozenset[int]]:  # type: ignore[no-untyped-def]
    return [frozenset(f) for f in m.forests]


def forest_adjacency(m) -> set[frozenset[frozenset[int]]]:  # type: ignore[no-untyped-def]
    fs = forests(m)
    return {frozenset((fs[i], fs[j])) for i in range(len(fs)) for j in m.forest_adj[i]}


def as_forest(m, names) -> frozenset[int]:  # type: ignore[no-untyped-def]
    return frozenset(m.index(x) for x in names)


def new(map_: str, seed: int = 0) -> Game:
    return Game.new({"map": map_, "factions": ["marquise", "eyrie"], "seating": "given"}, seed)


# ============================================================================ M.1 Autumn
@pytest.mark.law("M.1", "2.2.1")
def test_m_1_autumn_paths() -> None:
    m = load_map("autumn")
    assert m.n == 12
    assert adjacency(m) == pairs(m, AUTUMN_PATHS)
    assert len(adjacency(m)) == 18
    # adjacency is symmetric and never links a clearing to itself
    for a in range(12):
        assert a not in m.adj[a]
        for b in m.adj[a]:
            assert a in m.adj[b]


@pytest.mark.law("M.1", "2.2.1")
@pytest.mark.parametrize("a,b", AUTUMN_PATHS)
def test_m_1_every_autumn_path_allows_a_move(a: int, b: int) -> None:
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {str(a): {"marquise": 1}, str(b): {"marquise": 1}}})
    g.apply("march")
    assert f"move {a}->{b}" in options(g)
    assert f"move {b}->{a}" in options(g)


@pytest.mark.law("M.1", "2.3")
def test_m_1_autumn_rivers_are_not_paths() -> None:
    m = load_map("autumn")
    assert {frozenset((a, b)) for a in range(12) for b in m.river_adj[a]} == pairs(m, AUTUMN_RIVERS)
    for a, b in AUTUMN_RIVERS:
        assert m.index(b) not in m.adj[m.index(a)]


@pytest.mark.law("M.1", "2.3")
def test_m_1_no_move_along_an_autumn_river() -> None:
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"5": {"marquise": 2}, "7": {"marquise": 2}}})
    g.apply("march")
    # 5 is linked to 10 and 7 to 11 and 4 by the river only
    assert {o for o in options(g) if o.startswith("move 5->")} == {"move 5->1", "move 5->2"}
    assert {o for o in options(g) if o.startswith("move 7->")} == {"move 7->3", "move 7->8", "move 7->12"}


@pytest.mark.law("M.1", "2.2.2")
def test_m_1_autumn_printed_suits() -> None:
    m = load_map("autumn")
    assert list(m.printed_suits) == AUTUMN_SUITS
    for seed in (0, 1, 2):
        g = new("autumn", seed)
        assert list(g.suits) == AUTUMN_SUITS
        assert [c["suit"] for c in g.view(0)["clearings"]] == AUTUMN_SUITS
    assert Counter(AUTUMN_SUITS) == {"fox": 4, "rabbit": 4, "mouse": 4}


@pytest.mark.law("M.1", "2.2.3", "2.2.4")
def test_m_1_autumn_slots_and_ruins() -> None:
    m = load_map("autumn")
    assert list(m.slots) == AUTUMN_SLOTS
    assert [c + 1 for c in range(12) if m.ruins[c]] == AUTUMN_RUINS
    g = new("autumn")
    # a ruin fills one of its clearing's slots
    assert [free_slots(g, c) for c in range(12)] == [s - (1 if c + 1 in AUTUMN_RUINS else 0)
                                                     for c, s in enumerate(AUTUMN_SLOTS)]


@pytest.mark.law("M.1", "2.2.3")
def test_m_1_no_building_in_a_full_clearing() -> None:
    # Waterfall (11) has three slots, one of them the ruin: two Marquise buildings fill it
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"11": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]}},
                                "3": {"marquise": {"warriors": 1}}}})
    builds = {o for o in options(g) if o.startswith("build ")}
    assert not any(o.endswith(" 11") for o in builds)
    assert "build recruiter 3" in builds


@pytest.mark.law("M.1")
def test_m_1_autumn_corners_and_names() -> None:
    m = load_map("autumn")
    assert list(m.names) == AUTUMN_NAMES
    assert sorted(c + 1 for c in m.corners) == [1, 2, 3, 4]
    assert {a + 1: b + 1 for a, b in m.opposite.items()} == {1: 3, 3: 1, 2: 4, 4: 2}


@pytest.mark.law("M.1", "2.4.1")
def test_m_1_autumn_forests() -> None:
    m = load_map("autumn")
    assert sorted(map(sorted, forests(m))) == sorted(sorted(c - 1 for c in f) for f in AUTUMN_FORESTS)
    # 2.4.1: forests touching Glade (12)
    touching = {fs for fs in forests(m) if 11 in fs}
    assert touching == {frozenset(c - 1 for c in f) for f in AUTUMN_FORESTS if 12 in f}
    assert len(touching) == 5
    for c in range(12):
        assert {forests(m)[i] for i in m.clearing_forests[c]} == {f for f in forests(m) if c in f}


@pytest.mark.law("M.1", "2.4.1", "2.3")
def test_m_1_autumn_forest_adjacency() -> None:
    m = load_map("autumn")
    expected = {frozenset((frozenset(c - 1 for c in a), frozenset(c - 1 for c in b))) for a, b in AUTUMN_FOREST_ADJ}
    assert forest_adjacency(m) == expected
    # rivers do not divide forests: each river runs inside a single forest
    for a, b in AUTUMN_RIVERS:
        assert sum(1 for f in AUTUMN_FORESTS if a in f and b in f) == 1


# ============================================================================ M.2 Winter
@pytest.mark.law("M.2.1", "2.2.1")
def test_m_2_winter_paths() -> None:
    m = load_map("winter")
    assert m.n == 12
    assert adjacency(m) == pairs(m, WINTER_PATHS)
    assert len(adjacency(m)) == 16


@pytest.mark.law("M.2.1", "2.3")
def test_m_2_winter_river_is_not_a_path() -> None:
    m = load_map("winter")
    assert {frozenset((a, b)) for a in range(12) for b in m.river_adj[a]} == pairs(m, WINTER_RIVERS)
    for a, b in WINTER_RIVERS:
        assert m.index(b) not in m.adj[m.index(a)]
    g = position({"map": "winter", "factions": ["marquise", "eyrie"],
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"Drift": {"marquise": 2}, "Ford": {"marquise": 2}}})
    g.apply("march")
    d, f = m.index("Drift") + 1, m.index("Ford") + 1
    assert {o for o in options(g) if o.startswith(f"move {d}->")} == \
        {f"move {d}->{m.index(x) + 1}" for x in ("Mound", "Spire")}
    assert {o for o in options(g) if o.startswith(f"move {f}->")} == \
        {f"move {f}->{m.index(x) + 1}" for x in ("Moor", "Hedge")}


@pytest.mark.law("M.2.1", "2.2.3", "2.2.4")
def test_m_2_winter_slots_ruins_and_corners() -> None:
    m = load_map("winter")
    assert {m.names[c]: m.slots[c] for c in range(12)} == WINTER_SLOTS
    assert {m.names[c] for c in range(12) if m.ruins[c]} == WINTER_RUINS
    assert {frozenset((m.names[a], m.names[b])) for a, b in m.opposite.items()} == \
        {frozenset(p) for p in WINTER_CORNERS}
    assert {m.names[c] for c in m.corners} == {"Mound", "Hedge", "Moor", "Spire"}


@pytest.mark.law("M.2.1", "2.4.1")
def test_m_2_1_the_river_divides_winter_forests() -> None:
    m = load_map("winter")
    assert set(forests(m)) == {as_forest(m, f) for f in WINTER_FORESTS}
    assert len(m.forests) == 8
    # each river stretch lies between two separate forests ...
    for a, b in WINTER_RIVERS:
        assert sum(1 for f in WINTER_FORESTS if a in f and b in f) == 2
    # ... which are adjacent across it, like forests across a path
    adj = forest_adjacency(m)
    for a, b in WINTER_FOREST_ADJ_BY_RIVER:
        assert frozenset((as_forest(m, a), as_forest(m, b))) in adj


@pytest.mark.law("M.2.1", "2.4.1")
def test_m_2_1_winter_forest_adjacency() -> None:
    m = load_map("winter")
    expected = {frozenset((as_forest(m, a), as_forest(m, b)))
                for a, b in WINTER_FOREST_ADJ_BY_PATH + WINTER_FOREST_ADJ_BY_RIVER}
    assert forest_adjacency(m) == expected
    # e.g. the forest by Mound, Drift and Wade: across Mound-Wade (path) and Drift-Wade (river)
    mdw = as_forest(m, {"Mound", "Drift", "Wade"})
    i = forests(m).index(mdw)
    assert {forests(m)[j] for j in m.forest_adj[i]} == {as_forest(m, NORTH), as_forest(m, {"Drift", "Wade", "Spire"})}


@pytest.mark.law("M.2.1", "A.1", "2.2.2")
@pytest.mark.parametrize("seed", range(6))
def test_m_2_winter_suits_are_four_of_each(seed: int) -> None:
    g = new("winter", seed)
    assert len(g.suits) == 12
    assert Counter(g.suits) == {"fox": 4, "rabbit": 4, "mouse": 4}
    assert [c["suit"] for c in g.view(0)["clearings"]] == list(g.suits)


@pytest.mark.law("M.2.1", "A.1")
def test_m_2_winter_suits_are_placed_at_random() -> None:
    assert load_map("winter").printed_suits is None
    layouts = {tuple(new("winter", seed).suits) for seed in range(10)}
    assert len(layouts) > 1
