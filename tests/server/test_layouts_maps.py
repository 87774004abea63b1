"""The Lake and Mountain drawing positions come from RootVis (github.com/Vagabottos/RootVis,
src/app/rootlog.static.ts), keyed by its own clearing numbers. Its ``forestPositions`` keys
name each forest by those numbers; the mapping recorded in layouts.json (``rootvis_number``)
must be the only numbering that turns each of our forests into one of its forest keys, so the
positions are certain to belong to our clearings."""

from __future__ import annotations

import json
import math
from importlib import resources

import pytest

from woodland.core.maps import load_map

#: RootVis forestPositions keys (its clearing numbers), copied as facts
ROOTVIS_FORESTS = {
    "winter": ["1_2_5_6_11_12", "1_10_11", "2_7_12", "3_7_12", "3_8_12", "4_10_11", "4_9_11", "8_9_11_12"],
    "lake": ["1_9_12", "1_5_11", "2_7_10", "2_8_10", "3_8_10_12", "3_9_12", "4_5_6_11", "6_7_11", "7_10_11"],
    "mountain": ["1_5_9", "1_8_9", "2_5_11", "2_6_11", "3_7_11_12", "3_6_11", "4_8_9_12", "4_7_12", "5_9_10",
                 "5_10_11", "9_10_12", "10_11_12"],
}


def numberings(name: str) -> list[dict[int, int]]:
    """Every numbering (ours -> RootVis) under which all our forests are RootVis forests."""
    theirs = {frozenset(int(x) for x in f.split("_")) for f in ROOTVIS_FORESTS[name]}
    ours = [frozenset(c + 1 for c in f) for f in load_map(name).forests]
    # clearings in the order the forests name them, so that forests are complete early (pruning)
    order = list(dict.fromkeys(c for f in ours for c in sorted(f)))
    order += [c for c in range(1, 13) if c not in order]
    found: list[dict[int, int]] = []

    def extend(assign: dict[int, int]) -> None:
        if len(assign) == 12:
            found.append(dict(assign))
            return
        c = order[len(assign)]
        for t in sorted(set(range(1, 13)) - set(assign.values())):
            assign[c] = t
            if all(frozenset(assign[x] for x in f) in theirs for f in ours if c in f and all(x in assign for x in f)):
                extend(assign)
            del assign[c]

    extend({})
    return found


@pytest.mark.parametrize("name", ["lake", "mountain"])
def test_the_rootvis_numbering_is_the_only_one_matching_our_forests(name: str) -> None:
    layouts = json.loads(resources.files("woodland.server").joinpath("layouts.json").read_text())
    (only,) = numberings(name)
    assert [only[c] for c in range(1, 13)] == layouts[name]["rootvis_number"]


def _crossing(points: list[tuple[int, int]], paths: list[tuple[int, int]]) -> bool:
    """Whether two paths (index pairs) drawn as straight lines between ``points`` cross."""
    def side(p: tuple[int, int], q: tuple[int, int], r: tuple[int, int]) -> int:
        v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (v > 0) - (v < 0)

    for i, (a, b) in enumerate(paths):
        for c, d in paths[i + 1:]:
            if len({a, b, c, d}) == 4:
                pa, pb, pc, pd = points[a], points[b], points[c], points[d]
                if side(pa, pb, pc) * side(pa, pb, pd) < 0 and side(pc, pd, pa) * side(pc, pd, pb) < 0:
                    return True
    return False


def test_winter_positions_are_one_of_the_two_mirror_images_and_the_rootlog_numbering() -> None:
    """Winter's forests fit RootVis's picture in four ways; drawing the paths shortest leaves
    two, mirror images of each other: the drawing takes the one Rootlog import/export uses (docs/rulings.md R170),
    so the map on the screen and the numbers in a Rootlog file agree."""
    layouts = json.loads(resources.files("woodland.server").joinpath("layouts.json").read_text())
    rootlog = json.loads(resources.files("woodland.rootlog").joinpath("data.json").read_text())
    rootvis = layouts["winter"]["clearings"]
    by_number = {n: tuple(rootvis[i]) for i, n in enumerate(layouts["winter"]["rootvis_number"])}
    paths = list(load_map("winter").paths)
    fits = [[n[c] for c in range(1, 13)] for n in numberings("winter")]
    drawable = [f for f in fits if not _crossing([by_number[f[c]] for c in range(12)], paths)]

    def length(f: list[int]) -> float:  # the printed paths are short: the true fit draws them shortest
        return sum(math.dist(by_number[f[a]], by_number[f[b]]) for a, b in paths)

    shortest = min(length(f) for f in drawable)
    best = [f for f in drawable if length(f) < shortest + 1]
    assert len(best) == 2 and layouts["winter"]["rootvis_number"] in best
    assert layouts["winter"]["rootvis_number"] == rootlog["maps"]["winter"]["numbers"]


def test_every_map_is_drawn_with_each_forest_among_its_clearings() -> None:
    from woodland.core.maps import available_maps
    from woodland.server.layout import map_layout

    for name in available_maps():
        lay = map_layout(name)
        assert len(lay["clearings"]) == 12 and len(lay["forests"]) == len(load_map(name).forests)
