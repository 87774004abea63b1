"""The Lake and Mountain maps (Law M.3, M.4) and their landmarks, the Ferry and the Tower
(appendix L). Clearings by woodland's numbers (docs/data-sources.md):

Lake:     1 Den, 2 Prairie, 3 Vert, 4 Shade, 5 Lawn, 6 Shoal, 7 Bay, 8 Yard, 9 Marsh,
          10 Grove, 11 Alley, 12 Gulf (coastal: 6, 7, 9, 12; the Ferry starts in 12)
Mountain: 1 Slope, 2 Mine, 3 Peak, 4 Brim, 5 Ledge, 6 Pass, 7 Ramp, 8 Valley, 9 Ridge,
          10 Drain, 11 Cliff, 12 Crest (closed at setup: 2-3, 2-5, 4-5, 7-8, 8-9, 11-12)
"""

from __future__ import annotations

import json

import pytest

from woodland import Game, explain
from woodland.core.errors import BadInput
from woodland.core.maps import load_map
from woodland.rules.board import remove_all_enemy_pieces
from woodland.rules.move import adjacency, move_options
from woodland.testing import game_with, hand, option_set as opts, play, warriors_at

LAKE = {"map": "lake", "suits": "suggested"}
MOUNTAIN = {"map": "mountain", "suits": "suggested"}


def pair(a: int, b: int) -> tuple[int, int]:
    return (min(a, b) - 1, max(a, b) - 1)


# ----------------------------------------------------------------------------- the Lake's facts
@pytest.mark.law("M.3.3", "M.3.2")
def test_m_3_2_the_lake_links_every_coastal_clearing_by_river() -> None:
    m = load_map("lake")
    assert [c + 1 for c in m.coastal] == [6, 7, 9, 12]
    for a in m.coastal:
        assert set(m.river_adj[a]) == set(m.coastal) - {a}
        assert not set(m.adj[a]) & set(m.coastal)  # no path links two coastal clearings


@pytest.mark.law("M.3.4", "M.3.2")
def test_m_3_4_coastal_forests_touch_their_two_neighbours_and_the_lake_divides_forests() -> None:
    m = load_map("lake")
    f = {frozenset(m.names[c] for c in fo): i for i, fo in enumerate(m.forests)}
    sp_b = f[frozenset({"Shoal", "Prairie", "Bay"})]
    b_y_g = f[frozenset({"Bay", "Yard", "Gulf"})]
    m_a_g = f[frozenset({"Marsh", "Alley", "Gulf"})]
    m_g_l_s = f[frozenset({"Marsh", "Grove", "Lawn", "Shoal"})]
    # around the lake: each coastal forest and its two neighbours (one coastal clearing between)
    for x, left, right, across in ((sp_b, m_g_l_s, b_y_g, m_a_g), (b_y_g, sp_b, m_a_g, m_g_l_s)):
        assert left in m.forest_adj[x] and right in m.forest_adj[x]
        assert across not in m.forest_adj[x]  # the lake divides forests
    # a forest touching no lake keeps the path rule (2.4.1): Den-Shoal-Lawn and Den-Shoal-Prairie
    assert f[frozenset({"Den", "Shoal", "Prairie"})] in m.forest_adj[f[frozenset({"Den", "Shoal", "Lawn"})]]


@pytest.mark.law("M.3.1")
def test_m_3_1_the_ferry_starts_in_the_corner_clearing_that_is_coastal() -> None:
    m = load_map("lake")
    (corner,) = set(m.corners) & set(m.coastal)
    g = Game.new({"map": "lake", "factions": ["marquise", "eyrie"]}, seed=4)
    assert g.landmarks == {"ferry": corner} and corner == 11


@pytest.mark.law("M.3.1", "M.3.5")
def test_m_3_5_the_ferrys_link_is_there_from_the_start_of_a_game() -> None:
    """The abilities asked while the starting hands are drawn (the Pond's, 16.2.3.I) do not
    hide the Ferry placed afterwards: its link is in the game's abilities from setup on."""
    from woodland.core.ability import abilities
    from woodland.landmarks.ferry import FerryLink

    g = Game.new({"map": "lake", "factions": ["marquise", "eyrie", "lilypad"]}, seed=4)
    assert any(isinstance(ab, FerryLink) for ab in abilities(g).move_only_links)


@pytest.mark.law("A.1")
def test_a_1_the_lake_and_mountain_get_four_suit_markers_of_each_suit_at_random() -> None:
    seen = set()
    for name in ("lake", "mountain"):
        for seed in range(3):
            g = Game.new({"map": name, "factions": ["marquise", "eyrie"]}, seed=seed)
            assert sorted(g.suits) == sorted(["fox", "rabbit", "mouse"] * 4)
            seen.add(g.suits)
    assert len(seen) > 1


# ----------------------------------------------------------------------------- the Ferry
@pytest.mark.law("M.3.5", "9.2.3", "L.1.1")
def test_m_3_5_the_vagabond_crosses_with_the_ferry_and_draws() -> None:
    g = game_with(["vagabond", "marquise"], player="vagabond", **LAKE, deck_top=["Anvil"],
                  clearings={"Gulf": {"marquise": 2}}, hands={"vagabond": []},
                  vagabond={"clearing": 12, "items": ["boots", "torch", "sword"]})
    assert "move 6" in opts(g)  # Nimble: the Ferry needs no rule for him (docs/rulings.md R140)
    play(g, "move 6")
    assert g.landmarks == {"ferry": 5}
    assert hand(g, 0) == ["Anvil"]


@pytest.mark.law("M.3.5", "11.2.2")
def test_m_3_5_swimmers_cannot_cross_with_the_ferry_without_rule() -> None:
    # the Riverfolk swim from Gulf to Shoal along the lake ignoring rule (11.2.2, M.3.2), but
    # ruling neither clearing they cannot take the Ferry (M.3.5): it stays and they draw nothing
    g = game_with(["riverfolk", "marquise"], player="riverfolk", **LAKE,
                  clearings={"Gulf": {"riverfolk": 1, "marquise": 3}, "Shoal": {"marquise": 1}},
                  riverfolk={"funds": {"riverfolk": 1}}, hands={"riverfolk": []})
    play(g, "move")
    assert "move 12->6" in opts(g)
    play(g, "move 12->6")
    assert g.landmarks == {"ferry": 11} and hand(g, 0) == []
    assert warriors_at(g, 6, 0) == 1


@pytest.mark.law("M.3.5", "11.2.2")
def test_m_3_5_swimmers_ruling_the_origin_may_cross_with_the_ferry() -> None:
    g = game_with(["riverfolk", "marquise"], player="riverfolk", **LAKE, deck_top=["Anvil"],
                  clearings={"Gulf": {"riverfolk": 2}, "Shoal": {"marquise": 1}},
                  riverfolk={"funds": {"riverfolk": 1}}, hands={"riverfolk": []})
    play(g, "move", "move 12->6", "x2")  # they ruled Gulf before leaving it
    assert g.pending.kind == "ferry" and opts(g) == {"ferry", "pass"}
    play(g, "ferry")
    assert g.landmarks == {"ferry": 5} and hand(g, 0) == ["Anvil"]


@pytest.mark.law("M.3.5", "6.5.4")
def test_m_3_5_the_ferry_is_no_path_for_anything_but_moving() -> None:
    # a move may cross from Gulf to Shoal, but they are not adjacent for anything else (the
    # Marquise's connected wood, the Alliance's spreading sympathy...)
    g = game_with(["marquise", "eyrie"], player="marquise", **LAKE, clearings={"Gulf": {"marquise": 1}})
    assert 5 not in adjacency(g, 0)[11]
    assert "move 12->6" in {str(a) for a in move_options(g, 0)}


@pytest.mark.law("M.3.5")
def test_m_3_5_why_not_a_crossing_from_another_coastal_clearing() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", **LAKE, clearings={"Shoal": {"marquise": 2}})
    play(g, "march")
    e = explain(g, "move 6->7")
    assert not e.legal and "M.3.5" in e.rules and "Ferry (12)" in e.reason


# ----------------------------------------------------------------------------- the Mountain
@pytest.mark.law("M.4.1", "M.4.2")
def test_m_4_2_closed_paths_are_not_adjacency_but_divide_forests() -> None:
    m = load_map("mountain")
    closed = {pair(2, 3), pair(2, 5), pair(4, 5), pair(7, 8), pair(8, 9), pair(11, 12)}
    assert m.closed == closed and len(m.paths) == 21
    for a, b in closed:
        assert b not in m.adj[a] and a not in m.adj[b]
    f = {frozenset(m.names[c] for c in fo): i for i, fo in enumerate(m.forests)}
    # Brim-Ledge is closed, yet it still divides (and so joins as neighbours) the forests on its sides
    assert f[frozenset({"Ledge", "Brim", "Drain", "Ramp"})] in m.forest_adj[f[frozenset({"Slope", "Ledge", "Brim"})]]
    opened = m.with_closed(frozenset(closed - {pair(4, 5)}))
    assert 4 in opened.adj[3] and opened.forest_adj == m.forest_adj
    assert m.with_closed(frozenset(closed - {pair(4, 5)})) is opened  # made once, shared


@pytest.mark.law("A.5.3", "M.4.2", "G.2", "M.4.3")
def test_a_landmark_may_be_set_up_across_a_closed_path_from_another() -> None:
    """A landmark card asks for a clearing "not on or next to a landmark" (components.md §7),
    and clearings linked by a closed path are not adjacent (M.4.2; the markers are placed
    with the map, A.1, before the landmarks, A.5). With the Forge in Ledge (5), Rabbittown
    may go to Brim (4), joined to Ledge only by a closed path, not to Ledge itself; once the
    Brim-Ledge path is opened (M.4.3) Brim is next to the Forge."""
    from woodland.core.landmark import LANDMARKS

    g = game_with(["marquise", "eyrie"], player="marquise", **MOUNTAIN, landmarks={"tower": 6, "legendary_forge": 5},
                  clearings={"Brim": {"marquise": 1}}, hands={"marquise": ["Anvil"]})
    assert [c + 1 for c in LANDMARKS["rabbittown"].setup_clearings(g)] == [3, 4, 11]
    assert [c + 1 for c in LANDMARKS["elder_treetop"].setup_clearings(g)] == [3, 10, 12]  # Slope (1) is next to Ledge
    play(g, "open 4 5")
    assert [c + 1 for c in LANDMARKS["rabbittown"].setup_clearings(g)] == [3, 11]


@pytest.mark.law("M.4.5")
def test_m_4_5_every_enclosed_area_is_a_forest() -> None:
    assert len(load_map("mountain").forests) == 10


@pytest.mark.law("M.4.3")
def test_m_4_3_removing_needs_pieces_by_the_path_and_a_card() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", **MOUNTAIN,
                  clearings={"Mine": {"marquise": 1}}, hands={"marquise": []})
    assert not {o for o in opts(g) if o.startswith("open")}
    e = explain(g, "open 2 3")
    assert not e.legal and "M.4.3" in e.rules and "hand is empty" in e.reason
    e = explain(g, "open 7 8")
    assert not e.legal and "no pieces" in e.reason


@pytest.mark.law("M.4.3", "9.2.2")
def test_m_4_3_the_vagabond_pawn_counts_as_pieces_by_the_path() -> None:
    g = game_with(["vagabond", "marquise"], player="vagabond", **MOUNTAIN, hands={"vagabond": ["Anvil"]},
                  vagabond={"clearing": 8, "items": ["boots", "torch"]})
    assert {"open 7 8", "open 8 9"} <= opts(g)
    play(g, "open 8 9")
    assert g.factions[0].score == 1 and pair(8, 9) not in g.map.closed


@pytest.mark.law("M.4.4")
def test_m_4_4_no_point_without_rule_of_the_pass() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="evening", **MOUNTAIN,
                  clearings={"Pass": {"marquise": 1, "eyrie": 1}}, eyrie={"leader": "commander"})
    assert g.factions[0].score == 0 and g.factions[g.current].key == "eyrie"


# ----------------------------------------------------------------------------- landmarks (L)
@pytest.mark.law("L.1.1", "L.1.2")
def test_l_1_landmarks_are_not_pieces_anyone_can_battle_or_remove() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", **MOUNTAIN,
                  clearings={"Pass": {"marquise": 2}})
    assert "battle" not in opts(g)  # nothing to battle: the Tower is no enemy piece
    remove_all_enemy_pieces(g, 0, 5)
    assert g.landmarks == {"tower": 5}


# ----------------------------------------------------------------------------- saved games
@pytest.mark.law("M.4.3", "M.3.5")
def test_landmarks_and_closed_paths_round_trip_and_clone_apart() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", **MOUNTAIN, landmarks={"tower": 6, "ferry": 3},
                  closed_paths=[[2, 3], [7, 8]], clearings={"Mine": {"marquise": 1}}, hands={"marquise": ["Anvil"]})
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.landmarks == {"tower": 5, "ferry": 2} and h.map.closed == {pair(2, 3), pair(7, 8)}
    assert h.fingerprint() == g.fingerprint()
    c = g.clone()
    play(c, "open 2 3")
    assert pair(2, 3) in g.map.closed and pair(2, 3) not in c.map.closed and c.fingerprint() != g.fingerprint()


def test_bad_landmarks_and_closed_paths_are_refused_in_one_line() -> None:
    g = Game.new({"map": "mountain", "factions": ["marquise", "eyrie"]}, seed=1)
    d = g.to_json()
    with pytest.raises(BadInput, match="closed_paths"):
        Game.from_json({**d, "closed_paths": [[0, 5]]})
    with pytest.raises(BadInput, match="landmarks.castle"):
        Game.from_json({**d, "landmarks": {"castle": 1}})


@pytest.mark.law("M.4.2", "9.5.1")
def test_m_4_2_the_vagabond_is_told_a_path_is_closed() -> None:
    g = game_with(["vagabond", "marquise"], player="vagabond", **MOUNTAIN, hands={"vagabond": []},
                  vagabond={"clearing": 2, "items": ["boots", "torch"]})
    assert "move 3" not in opts(g) and "move 6" in opts(g)
    e = explain(g, "move 3")
    assert not e.legal and "M.4.2" in e.rules and "closed" in e.reason


@pytest.mark.law("M.3.5", "9.5.1")
def test_m_3_5_the_vagabond_is_told_the_ferry_crossed_already() -> None:
    g = game_with(["vagabond", "marquise"], player="vagabond", **LAKE, hands={"vagabond": []},
                  vagabond={"clearing": 12, "items": ["boots", "boots", "torch"]})
    play(g, "move 6")
    e = explain(g, "move 7")
    assert not e.legal and "M.3.5" in e.rules and "already been used" in e.reason


@pytest.mark.law("M.4.3", "1.2")
def test_m_4_3_every_view_shows_the_paths_as_they_are() -> None:
    from woodland.core.maps import map_of_view

    g = game_with(["marquise", "eyrie"], player="marquise", **MOUNTAIN, clearings={"Mine": {"marquise": 1}},
                  hands={"marquise": ["Anvil"]})
    play(g, "open 2 3")
    v = g.view(1)
    assert [2, 3] not in v["closed_paths"] and v["landmarks"] == {"tower": 6}
    assert 2 in map_of_view(v).adj[1]  # the bots read the map from the view


@pytest.mark.law("M.3.5")
def test_m_3_5_the_ferry_crosses_only_from_its_own_clearing() -> None:
    # "when moving from a clearing with the Ferry": from Shoal, Gulf (the Ferry's) is no nearer
    g = game_with(["marquise", "eyrie"], player="marquise", **LAKE, clearings={"Shoal": {"marquise": 2}})
    play(g, "march")
    assert not {"move 6->12", "move 6->7", "move 6->9"} & opts(g)
    assert not explain(g, "move 6->12").legal


@pytest.mark.law("M.3.5")
def test_m_3_5_a_game_saved_at_the_ferry_question_plays_on_the_same() -> None:
    g = game_with(["riverfolk", "marquise"], player="riverfolk", **LAKE, deck_top=["Anvil"],
                  clearings={"Gulf": {"riverfolk": 2}, "Shoal": {"marquise": 1}},
                  riverfolk={"funds": {"riverfolk": 1}}, hands={"riverfolk": []})
    play(g, "move", "move 12->6", "x2")
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.pending.kind == "ferry" and h.fingerprint() == g.fingerprint()
    play(h, "ferry")
    play(g, "ferry")
    assert h.fingerprint() == g.fingerprint() and h.landmarks == {"ferry": 5}
