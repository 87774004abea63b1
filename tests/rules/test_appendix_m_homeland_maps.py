"""The Homeland maps: the Marsh (Law M.5) and the Gorge (M.6). Facts: components.md §5
(docs/data-sources.md). The Marsh's board has 15 clearings (the Law's diagram numbers):

1 Thatch, 2 Jetty, 3 Bayou, 4 Delta, 5 Sedge, 6 Weir*, 7 Heron, 8 Mudflat*, 9 Cattail,
10 Bulrush*, 11 Peat*, 12 Mire*, 13 Fen*, 14 Confluence (R), 15 Crossing (R)

(* flooding: dark green Weir/Mudflat, brown Bulrush/Peat, light green Mire/Fen; R numbers
Mire 1, Fen 2, Weir 3, Mudflat 4). A game floods one of each colour and numbers the 12
clearings left 1-12 in board order (docs/rulings.md R311).

Gorge: 1 Ranch, 2 Mesa, 3 Camp, 4 Chapel, 5 Bluff, 6 Saloon, 7 Lookout, 8 Rapids,
9 Homestead, 10 Forge, 11 Fork, 12 Pueblo (the dam: Forge-Saloon; the bridge: Homestead-Lookout).
"""

from __future__ import annotations

import itertools
import json

import pytest

from woodland import Game
from woodland.core.errors import BadInput
from woodland.core.maps import Map, load_map
from woodland.testing import game_with, option_set, play

PAIRS = (("Weir", "Mudflat"), ("Bulrush", "Peat"), ("Mire", "Fen"))
FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def adjacent(m: Map, a: str, b: str) -> bool:
    return m.index(b) in m.adj[m.index(a)]


def forest(m: Map, *names: str) -> int:
    """The forest whose clearings (those left, on a flooded map) are ``names``."""
    return [frozenset(m.names[c] for c in f) for f in m.forests].index(frozenset(names))


# ----------------------------------------------------------------------------- the Marsh: setup
@pytest.mark.law("M.5.1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_m_5_1_up_to_four_players_flood_one_clearing_of_each_colour(players: int) -> None:
    seen: set[str] = set()
    for seed in range(12):
        g = Game.new({"map": "marsh", "factions": FOUR[:players]}, seed)
        assert g.map.n == 12 and len(g.suits) == 12
        assert [len(set(g.map.flooded) & set(p)) for p in PAIRS] == [1, 1, 1]
        assert not set(g.map.flooded) & set(g.map.names)  # a flooded clearing is no clearing (M.5.2)
        assert g.view(0)["flooded"] == list(g.map.flooded)  # every player sees the flood markers
        seen |= set(g.map.flooded)
    assert seen == {x for p in PAIRS for x in p}  # each marker goes either way, at random


@pytest.mark.law("M.5.1")
@pytest.mark.parametrize("players", [5, 6])
def test_m_5_1_five_players_or_more_flood_nothing_and_get_the_homeland_landmarks(players: int) -> None:
    # R310 superseded (R470): no longer refused
    six = ["marquise", "alliance", "vagabond", "riverfolk", "lizard", "corvid"]
    g = Game.new({"map": "marsh", "factions": six[:players]}, 1)
    assert g.map.n == 15 and not g.map.flooded and len(g.suits) == 15
    assert {"mousehold", "foxburrow", "rabbittown"} <= set(g.landmarks)


@pytest.mark.law("M.5.1")
@pytest.mark.parametrize("flooded", list(itertools.product(*PAIRS)))
def test_m_5_1_ruins_go_to_the_unnumbered_slots_and_the_two_lowest_numbers_showing(flooded: tuple[str, ...]) -> None:
    m = load_map("marsh", (), list(flooded))
    lowest = [x for x in ("Mire", "Fen") if x not in flooded][:1] + [x for x in ("Weir", "Mudflat") if x not in flooded]
    assert {m.names[c] for c in range(m.n) if m.ruins[c]} == {"Confluence", "Crossing", *lowest}


@pytest.mark.law("M.5.1")
def test_m_5_1_a_game_sets_its_ruins_where_the_flood_left_them() -> None:
    g = Game.new({"map": "marsh", "factions": ["marquise", "eyrie"]}, 5)
    ruins = {g.map.names[c] for c in range(g.map.n) if ("ruin" in [k for _, k in g.buildings[c]])}
    assert len(ruins) == 4 and {"Confluence", "Crossing"} <= ruins


@pytest.mark.law("M.5.1")
def test_m_5_1_a_flood_must_cover_one_clearing_of_each_colour() -> None:
    for bad in (["Weir", "Mudflat", "Peat"], ["Weir", "Peat"], ["Weir", "Peat", "Thatch"], "Weir,Peat,Nowhere"):
        with pytest.raises(BadInput, match="one clearing of each pair"):
            load_map("marsh", (), bad)
    with pytest.raises(BadInput, match="no flooding clearings"):
        load_map("autumn", (), ["Weir"])
    # a flooded map is made once and shared, however its clearings are named
    assert load_map("marsh", (), "weir, peat, mire") is load_map("marsh", (), ["Weir", "Peat", "Mire"])
    assert load_map("autumn", (), []) is load_map("autumn")


# ----------------------------------------------------------------------------- the Marsh: floods
@pytest.mark.law("M.5.2")
def test_m_5_2_clearings_on_the_paths_of_a_flooded_clearing_are_adjacent() -> None:
    m = load_map("marsh", (), ["Weir", "Peat", "Mire"])
    assert m.names == ("Thatch", "Jetty", "Bayou", "Delta", "Sedge", "Heron", "Mudflat", "Cattail",
                       "Bulrush", "Fen", "Confluence", "Crossing")
    assert adjacent(m, "Sedge", "Jetty")  # through Weir
    for a, b in (("Jetty", "Crossing"), ("Jetty", "Fen"), ("Crossing", "Fen")):  # through Mire
        assert adjacent(m, a, b) and adjacent(m, b, a)
    assert adjacent(m, "Thatch", "Confluence")  # through Peat
    # not flooded: Mudflat and Bulrush are clearings with their own paths
    assert adjacent(m, "Cattail", "Mudflat") and adjacent(m, "Thatch", "Bulrush")
    assert not adjacent(m, "Cattail", "Bayou")


@pytest.mark.law("M.5.2")
def test_m_5_2_i_a_flooded_path_links_nothing_but_still_divides_forests() -> None:
    # Peat-Crossing and Bulrush-Confluence are the flooded paths of Peat's and Bulrush's markers
    m = load_map("marsh", (), ["Mudflat", "Peat", "Fen"])
    assert not adjacent(m, "Crossing", "Thatch") and not adjacent(m, "Crossing", "Confluence")
    assert adjacent(m, "Thatch", "Confluence")
    m = load_map("marsh", (), ["Mudflat", "Bulrush", "Fen"])
    assert adjacent(m, "Thatch", "Delta") and not adjacent(m, "Confluence", "Thatch")
    assert not adjacent(m, "Confluence", "Delta")
    # the forests on both sides of Peat's flooded path stay neighbours (2.4.1), the flooded
    # clearing gone from both
    m = load_map("marsh", (), ["Weir", "Peat", "Mire"])
    west, middle = forest(m, "Thatch", "Sedge", "Crossing"), forest(m, "Crossing", "Fen", "Confluence")
    assert middle in m.forest_adj[west] and west in m.forest_adj[middle]
    assert len(m.forests) == 7


@pytest.mark.law("M.5.2")
def test_m_5_2_warriors_move_through_a_flooded_clearing() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", map="marsh", flooded=["Weir", "Peat", "Mire"],
                  clearings={"Sedge": {"marquise": 2}})
    play(g, "march")
    # Sedge to Jetty over Weir's marker; to Thatch and Crossing by their own paths
    assert {o for o in option_set(g) if o.startswith("move")} == {"move 5->1", "move 5->2", "move 5->12"}


@pytest.mark.law("M.5.1")
def test_m_5_1_the_flood_is_kept_by_a_saved_game_and_its_view() -> None:
    g = Game.new({"map": "marsh", "factions": ["marquise", "eyrie"]}, 8)
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.map is g.map and h.fingerprint() == g.fingerprint()
    d = g.to_json()
    del d["flooded"]
    with pytest.raises(BadInput, match="flooded"):
        Game.from_json(d)


# ----------------------------------------------------------------------------- the Gorge
@pytest.mark.law("M.6.1")
def test_m_6_1_the_dam_divides_the_forests_around_the_path_crossing_it() -> None:
    m = load_map("gorge")
    assert adjacent(m, "Forge", "Saloon") and adjacent(m, "Fork", "Pueblo")  # the dam is a path
    west, north = forest(m, "Ranch", "Fork", "Forge"), forest(m, "Bluff", "Fork", "Saloon")
    east, centre = forest(m, "Saloon", "Lookout", "Camp", "Pueblo"), forest(m, "Forge", "Pueblo", "Rapids", "Homestead")
    # four forests around the crossing, each separated from the next by one stretch of path
    for a, b in ((west, north), (north, east), (east, centre), (centre, west)):
        assert b in m.forest_adj[a] and a in m.forest_adj[b]
    assert east not in m.forest_adj[west] and north not in m.forest_adj[centre]  # across the crossing


@pytest.mark.law("M.6.2", "M.6.3")
def test_m_6_2_m_6_3_the_bridge_and_the_gorge_sides_split_no_forest() -> None:
    m = load_map("gorge")
    assert adjacent(m, "Homestead", "Lookout")  # the bridge is a path
    # the forest under the bridge and across the gorge (the Fork-Rapids river) is one forest
    centre = forest(m, "Forge", "Pueblo", "Rapids", "Homestead")
    assert m.index("Rapids") in m.river_adj[m.index("Fork")] and not m.river_divides_forests
    assert {m.names[c] for c in m.forests[centre]} == {"Forge", "Pueblo", "Rapids", "Homestead"}
    assert len(m.forests) == 8


def test_the_gorge_has_its_ruins_corners_and_paths() -> None:
    m = load_map("gorge")
    assert {m.names[c] for c in range(m.n) if m.ruins[c]} == {"Saloon", "Homestead", "Fork", "Pueblo"}
    assert {(m.names[a], m.names[b]) for a, b in m.opposite.items()} >= {("Ranch", "Camp"), ("Mesa", "Chapel")}
    assert len(m.paths) == 19 and sum(m.slots) == 22
