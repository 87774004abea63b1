"""Law chapter 15: the Keepers in Iron (15.2 faction rules, 15.3 setup, 15.4 Birdsong,
15.5 Daylight, 15.6 Evening). Numbers: components.md §3 (woodland/factions/keepers/data.json).

Autumn clearings (printed number: suit, slots): 1 fox 1, 2 mouse 2, 3 rabbit 1, 4 rabbit 1,
5 rabbit 2, 6 fox 2, 7 mouse 2, 8 fox 2, 9 mouse 2, 10 rabbit 2, 11 mouse 3, 12 fox 2.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
Forests: F1 {1,2,5,10} F2 {1,9,10,12} F3 {2,6,10,11,12} F4 {4,9,12} F5 {4,7,8,12}
F6 {3,7,11,12} F7 {3,6,11}.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import InvalidPosition
from woodland.core.rng import Rng
from woodland.factions.keepers import DOWN, RELIC_KINDS, RETAINER, keepers, relic, relic_type
from woodland.testing import (
    action_text as o,
    buildings_at,
    discard_pile,
    hand,
    option_set,
    options_of_kind,
    play,
    position,
    tokens_at,
    warriors_at,
)

K, M = 0, 1  # seats: the Keepers first, the Marquise second


def forests_with(given: dict[str, list[str]], on_map: list[str] = (), recovered: dict[str, list[int]] | None = None,
                 rest: str = "F7") -> dict[str, list[str]]:
    """``given`` forests, and every other relic face down in ``rest`` (all twelve accounted)."""
    left = Counter(RELIC_KINDS)
    for rs in given.values():
        for r in rs:
            if r in left:
                left[r] -= 1
    left.subtract(on_map)
    for t, vs in (recovered or {}).items():
        left.subtract(relic(t, v) for v in vs)
    downs = Counter(r for rs in given.values() for r in rs if "_" not in r)
    out = {k: list(v) for k, v in given.items()}
    for k, n in left.items():
        t = relic_type(k)
        for _ in range(n):
            if downs[t]:
                downs[t] -= 1
            else:
                out.setdefault(rest, []).append(t)
    return out


def pos(clearings: dict[str, Any], hands: dict[str, Any] | None = None, board: dict[str, Any] | None = None,
        phase: str = "daylight", player: str = "keepers", dice: list[int] | None = None, **extra: Any) -> Game:
    board = dict(board or {})
    on_map = [t for p in clearings.values() if isinstance(p, dict) and isinstance(p.get("keepers"), dict)
              for t in p["keepers"].get("tokens", [])]
    board["forests"] = forests_with(board.get("forests", {}), on_map, board.get("relics_recovered"))
    spec: dict[str, Any] = {"factions": ["keepers", "marquise"], "ruins": [],
                            "turn": {"player": player, "phase": phase},
                            "clearings": clearings, "hands": {"keepers": [], "marquise": [], **(hands or {})},
                            "keepers": board}
    spec.update(extra)
    return position(spec, dice=dice)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    return g.why_not(g.parse(text))


def board(g: Game, seat: int = M) -> dict[str, Any]:
    return g.view(seat)["players"][K]["board"]


# ----------------------------------------------------------------------------- 15.2
@pytest.mark.law("15.2.1", "15.3.1", "15.3.4")
def test_15_2_1_twelve_relics_four_of_each_type_valued_1_2_3_3_all_face_down_at_setup() -> None:
    g = Game.new({"map": "autumn", "factions": ["marquise", "keepers"]}, 3)
    while g.phase == "setup":
        play(g, str(g.legal_actions()[0]))
    f = keepers(g, g.seat_of("keepers"))
    relics = [e for es in f.forests.values() for e in es]
    assert len(relics) == 12 and all(e.startswith(DOWN) for e in relics)
    assert Counter(e.removeprefix(DOWN) for e in relics) == Counter(RELIC_KINDS)
    assert RELIC_KINDS == {f"{t}_{v}": (2 if v == "three" else 1) for t in ("figure", "tablet", "jewelry")
                           for v in ("one", "two", "three")}
    assert all(f.forests.get(str(i + 1)) for i in range(len(g.map.forests)))  # 15.3.1: one in each forest


@pytest.mark.law("15.2.1", "1.2")
def test_15_2_1_no_view_shows_a_face_down_value_and_determinize_redraws_them_by_type() -> None:
    g = Game.new({"map": "autumn", "factions": ["marquise", "keepers"]}, 5)
    while g.phase == "setup":
        play(g, str(g.legal_actions()[0]))
    ks = g.seat_of("keepers")
    f = keepers(g, ks)
    for seat in (0, 1, None):
        forests = g.view(seat)["players"][ks]["board"]["forests"]
        assert all(r in ("figure", "tablet", "jewelry") for rs in forests.values() for r in rs)
        assert "down:" not in str(g.view(seat))
    seen = set()
    for k in range(12):
        for seat in (0, 1):
            d = g.determinize(seat, Rng(k))
            assert d.view(seat) == g.view(seat)  # nothing a seat sees changes
            df = keepers(d, ks)
            assert {fo: [relic_type(e) for e in es] for fo, es in df.forests.items()} == \
                {fo: [relic_type(e) for e in es] for fo, es in f.forests.items()}  # types stay
            assert Counter(e for es in df.forests.values() for e in es) == \
                Counter(e for es in f.forests.values() for e in es)  # the same values, dealt again
            seen.add(tuple(sorted((fo, tuple(es)) for fo, es in df.forests.items())))
    assert len(seen) > 1  # the values are redrawn, even for the Keepers (no one knows them)


@pytest.mark.law("15.2.2", "15.4.1")
def test_15_2_2_a_waystation_is_placed_showing_either_side() -> None:
    g = pos({"5": {"keepers": 2}, "1": {"keepers": 1}}, phase="birdsong")
    opts = options_of_kind(g, "encamp")
    assert {"encamp 5 tablet jewelry", "encamp 5 jewelry tablet", "encamp 5 figure tablet"} <= opts
    play(g, "encamp 5 jewelry tablet")
    assert buildings_at(g, 5, K) == ["tablet_jewelry"] and warriors_at(g, 5, K) == 1
    assert board(g)["waystations"]["tablet_jewelry"] == {"clearing": 5, "shows": "jewelry"}
    assert why(g, "encamp 5 figure jewelry")[1] == ["15.4.1"]  # once per clearing
    assert "waystations are" in why(g, "encamp 9 figure figure")[0]


@pytest.mark.law("15.2.3", "15.5.1")
def test_15_2_3_waystations_craft_in_daylight() -> None:
    g = pos({"1": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"]}},
             "6": {"keepers": {"warriors": 1, "buildings": ["tablet_jewelry"]}}},
            hands={"keepers": ["Foxfolk Steel", "Bake Sale"]})
    assert g.pending.kind == "craft"
    assert o("craft", "Foxfolk Steel") in option_set(g)  # two fox waystations, any type (15.2.3)
    assert o("craft", "Bake Sale") not in option_set(g)
    play(g, o("craft", "Foxfolk Steel"))
    assert "sword" in g.factions[K].items


@pytest.mark.law("15.2.4")
def test_15_2_4_devout_knights_ignore_the_first_hit_with_a_relic_and_a_warrior() -> None:
    g = pos({"5": {"keepers": {"warriors": 2, "tokens": ["figure_two"]}, "marquise": 3}}, player="marquise",
            hands={"marquise": []}, dice=[3, 0])
    play(g, "battle 5 keepers")
    assert warriors_at(g, 5, K) == 0  # three hits: one ignored, two warriors removed
    assert tokens_at(g, 5, K) == ["figure_two"]


@pytest.mark.law("15.2.4")
def test_15_2_4_no_relic_no_hit_ignored() -> None:
    g = pos({"5": {"keepers": 3, "marquise": 3}}, player="marquise", hands={"marquise": []}, dice=[2, 0])
    play(g, "battle 5 keepers")
    assert warriors_at(g, 5, K) == 1


@pytest.mark.law("15.2.4")
def test_15_2_4_relics_move_with_warriors_one_each() -> None:
    g = pos({"5": {"keepers": {"warriors": 2, "tokens": ["figure_two", "tablet_three", "jewelry_one"]}}},
            board={"retinue": {"move": ["Faithful Retainer"], "battle": [], "recover": []}})
    play(g, "retainer", "move 5->2", "x2")
    assert g.pending.kind == "carry_relics"
    assert options_of_kind(g, "carry") == {"carry figure_two", "carry tablet_three", "carry jewelry_one"}
    play(g, "carry figure_two", "carry jewelry_one")
    assert sorted(tokens_at(g, 2, K)) == ["figure_two", "jewelry_one"] and tokens_at(g, 5, K) == ["tablet_three"]
    assert g.pending.kind != "carry_relics"  # two warriors: two relics


@pytest.mark.law("15.2.5", "3.2.1")
def test_15_2_5_an_enemy_removing_a_relic_places_it_face_up_in_a_forest_and_scores_two() -> None:
    g = pos({"5": {"keepers": {"tokens": ["tablet_three"]}, "marquise": 3}}, player="marquise",
            hands={"marquise": []}, dice=[2, 0])
    play(g, "battle 5 keepers")
    assert g.pending.kind == "trophy" and g.pending.seat == M
    play(g, "trophy F3")
    assert g.factions[M].score == 2 and tokens_at(g, 5, K) == []
    assert "tablet_three" in board(g)["forests"]["F3"]  # face up: its value shows


# ----------------------------------------------------------------------------- 15.3
@pytest.mark.law("15.3.2", "15.3.3", "15.3.5", "15.3.6")
def test_15_3_setup_corner_opposite_edge_clearing_retainers_waystations() -> None:
    g = Game.new({"map": "autumn", "factions": ["marquise", "keepers"], "seating": "given"}, 1)
    while g.pending.seat == 0:
        if g.pending.kind == "setup_keep":
            play(g, "keep 1")
        else:
            play(g, str(g.legal_actions()[0]))
    # the corner diagonally opposite the keep's is the only one offered: taken at once
    assert g.pending.kind == "setup_edge" and warriors_at(g, 3, 1) == 4
    assert option_set(g) == {"place 6", "place 7"}  # edge clearings adjacent to 3 (11 is inside)
    assert why(g, "place 11")[1] == ["15.3.3", "G.15"]
    play(g, "place 7")
    f = keepers(g, 1)
    assert warriors_at(g, 3, 1) == 4 and warriors_at(g, 7, 1) == 4 and f.supply == 15 - 8
    assert f.retinue == {"move": [RETAINER], "battle": [RETAINER], "recover": [RETAINER]}
    assert all(v == 1 for v in f.bsupply.values()) and len(f.bsupply) == 3
    # 15.3.4: the five remaining relics in forests not adjacent to 3 or 7 (F1-F4), as evenly as possible
    counts = [len(f.forests.get(str(i), [])) for i in range(1, 8)]
    assert sum(counts) == 12 and counts[4:] == [1, 1, 1] and sorted(counts[:4]) == [2, 2, 2, 3]


# ----------------------------------------------------------------------------- 15.4
@pytest.mark.law("15.4.1")
def test_15_4_1_with_no_pieces_on_the_map_a_waystation_and_a_warrior_go_to_an_edge_clearing() -> None:
    g = pos({}, phase="birdsong")
    assert g.pending.kind == "keepers_encamp" and "done" not in option_set(g)
    assert "encamp 11 figure tablet" not in option_set(g) and "encamp 5 figure tablet" in option_set(g)
    play(g, "encamp 5 figure tablet")
    assert warriors_at(g, 5, K) == 1 and buildings_at(g, 5, K) == ["figure_tablet"]
    assert g.pending.kind != "keepers_encamp"


@pytest.mark.law("15.4.2")
def test_15_4_2_decamp_once_per_clearing() -> None:
    g = pos({"5": {"keepers": {"warriors": 0, "buildings": ["figure_tablet", "tablet_jewelry"]}},
             "9": {"keepers": {"buildings": ["jewelry_figure"]}}}, phase="birdsong",
            board={"waystations": {"figure_tablet": "tablet"}})
    assert options_of_kind(g, "decamp") == {"decamp 5 tablet figure", "decamp 5 tablet jewelry",
                                            "decamp 9 jewelry figure"}
    play(g, "decamp 5 tablet figure")
    assert warriors_at(g, 5, K) == 1 and buildings_at(g, 5, K) == ["tablet_jewelry"]
    assert "once per clearing" in why(g, "decamp 5 tablet jewelry")[0]


@pytest.mark.law("15.4.3")
def test_15_4_3_recruit_two_warriors_at_a_matching_waystation_any_number_of_times() -> None:
    g = pos({"5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"]}}}, phase="birdsong",
            hands={"keepers": ["Bake Sale", "Cobbler", "Anvil"]})
    play(g, "done", "done")
    assert g.pending.kind == "keepers_recruit"
    assert options_of_kind(g, "recruit_at") == {o("recruit_at", 5, "Bake Sale"), o("recruit_at", 5, "Cobbler")}
    play(g, o("recruit_at", 5, "Bake Sale"), o("recruit_at", 5, "Cobbler"))
    assert warriors_at(g, 5, K) == 5 and discard_pile(g)[-2:] == ["Bake Sale", "Cobbler"]
    assert why(g, o("recruit_at", 5, "Anvil"))[1][0] == "15.4.3"


# ----------------------------------------------------------------------------- 15.5
@pytest.mark.law("15.5.2")
def test_15_5_2_I_move_from_a_clearing_matching_the_card() -> None:
    g = pos({"1": {"keepers": 2}, "5": {"keepers": 2}},
            board={"retinue": {"move": [], "battle": [], "recover": []}}, hands={"keepers": []})
    k = keepers(g, K)
    k.retinue["move"] = [g.deckdef.by_label["anvil"]]
    g = pos({"1": {"keepers": 2}, "5": {"keepers": 2}}, hands={"keepers": []},
            board={"retinue": {"move": ["Anvil"], "battle": [], "recover": []}})
    assert g.pending.kind == "retinue" and option_set(g) >= {o("retinue", "Anvil"), "done"}
    play(g, o("retinue", "Anvil"))
    assert "move 1->5" in options_of_kind(g, "move") and "move 5->1" not in options_of_kind(g, "move")
    assert "15.5.2.I" in why(g, "move 5->2")[1]


@pytest.mark.law("15.5.2")
def test_15_5_2_columns_go_left_to_right() -> None:
    g = pos({"1": {"keepers": 2}}, board={"retinue": {"move": ["Anvil"], "battle": [], "recover": ["Sappers"]}},
            hands={"keepers": []})
    assert "comes later" in why(g, o("retinue", "Sappers"))[0]
    play(g, "done")
    assert "is done" in why(g, o("retinue", "Anvil"))[0]


@pytest.mark.law("15.5.2")
def test_15_5_2_II_battle_first_where_an_enemy_can_be_battled_then_delve() -> None:
    g = pos({"5": {"keepers": 3, "marquise": 1}, "10": {"keepers": 1}}, hands={"keepers": [], "marquise": []},
            board={"retinue": {"move": [], "battle": ["Faithful Retainer"], "recover": []},
                   "forests": {"F1": ["figure"]}}, dice=[3, 0])
    play(g, "retainer")  # a bird: any clearing
    assert option_set(g) == {"battle 5 marquise", "delve 10 F1 figure"}
    assert "must battle there first" in why(g, "delve 5 F1 figure")[0]
    play(g, "battle 5 marquise")
    assert g.pending.kind == "delve" and "delve 5 F1 figure" in option_set(g)
    play(g, "delve 5 F1 figure")
    t = tokens_at(g, 5, K)
    assert len(t) == 1 and relic_type(t[0]) == "figure"
    assert "figure" not in board(g).get("forests", {}).get("F1", [])


@pytest.mark.law("15.5.2")
def test_15_5_2_II_b_delving_a_relic_worth_more_than_ruled_clearings_by_the_forest_costs_the_card() -> None:
    g = pos({"5": {"keepers": 1}}, hands={"keepers": []},
            board={"retinue": {"move": [], "battle": ["Bake Sale", "Cobbler"], "recover": []},
                   "forests": {"F1": ["figure_three", "tablet_one"]}})
    play(g, o("retinue", "Bake Sale"), "delve 5 F1 figure_three")  # rules 5 only of 1, 2, 5, 10: 1 < 3
    assert discard_pile(g)[-1] == "Bake Sale" and "Bake Sale" not in board(g)["retinue"]["battle"]
    play(g, o("retinue", "Cobbler"))  # the one delve left is taken at once; 1 >= 1: kept
    assert "tablet_one" in tokens_at(g, 5, K)
    assert board(g)["retinue"]["battle"] == ["Cobbler"]


@pytest.mark.law("15.5.2")
def test_15_5_2_III_recover_scores_value_and_set_and_may_go_on() -> None:
    g = pos({"5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"],
                               "tokens": ["figure_three", "figure_one"]}},
             "3": {"keepers": 1}, "4": {"keepers": 1}, "10": {"keepers": 1}}, hands={"keepers": []},
            board={"retinue": {"move": [], "battle": [], "recover": ["Bake Sale"]},
                   "relics_recovered": {"tablet": [1], "jewelry": [2]}})
    play(g, o("retinue", "Bake Sale"))
    assert options_of_kind(g, "recover") == {"recover 5 figure_three", "recover 5 figure_one"}
    play(g, "recover 5 figure_three")  # 3 + 2 for the first full column; 4 rabbit clearings ruled
    assert g.factions[K].score == 5 and board(g)["relics_recovered"]["figure"] == [3]
    assert g.pending.kind == "recover_more"
    play(g, "recover 5 figure_one")
    assert g.factions[K].score == 6 and board(g)["retinue"]["recover"] == ["Bake Sale"]


@pytest.mark.law("15.5.2")
def test_15_5_2_III_c_recovering_more_than_ruled_clearings_of_the_suit_ends_and_costs_the_card() -> None:
    g = pos({"5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"],
                               "tokens": ["figure_three", "figure_one"]}}},
            hands={"keepers": []}, board={"retinue": {"move": [], "battle": [], "recover": ["Faithful Retainer"]}})
    play(g, "retainer", "recover 5 figure_three")  # rules 1 rabbit clearing: 1 < 3
    assert g.factions[K].score == 3 and board(g)["retinue"]["recover"] == []
    assert g.pending.kind != "recover_more" and tokens_at(g, 5, K) == ["figure_one"]


@pytest.mark.law("15.5.2")
def test_15_5_2_III_recover_needs_a_waystation_showing_the_type() -> None:
    g = pos({"5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"], "tokens": ["jewelry_three"]}}},
            hands={"keepers": []}, board={"retinue": {"move": [], "battle": [], "recover": ["Bake Sale"]}})
    assert "recover" not in {a.kind for a in g.legal_actions()}
    assert "15.5.2" in why(g, "recover 5 jewelry_three")[1]


# ----------------------------------------------------------------------------- 15.6
@pytest.mark.law("15.6.1", "15.6.3")
def test_15_6_1_live_off_the_land_and_draw_one_plus_waystations() -> None:
    g = pos({"5": {"keepers": {"warriors": 4, "buildings": ["figure_tablet"]}}, "1": {"keepers": 5},
             "2": {"keepers": 3}}, phase="evening", hands={"keepers": []})
    play(g, "done")  # 15.6.2: nothing gathered
    assert warriors_at(g, 5, K) == 3 and warriors_at(g, 1, K) == 4 and warriors_at(g, 2, K) == 3
    assert len(hand(g, K)) == 2  # 1 + one waystation on the map


@pytest.mark.law("15.6.2")
def test_15_6_2_gather_retinue_add_or_shift_one() -> None:
    g = pos({"5": {"keepers": 1}}, phase="evening", hands={"keepers": ["Anvil", "Sappers"]})
    assert g.pending.kind == "gather_retinue"
    play(g, o("tuck", "Anvil", "battle"))
    assert "shift_retainer" not in {a.kind for a in g.legal_actions()}
    assert "not both" in why(g, "shift_retainer move battle")[0]
    play(g, o("tuck", "Sappers", "move"), "done")
    assert board(g)["retinue"]["battle"] == ["Faithful Retainer", "Anvil"]
    g = pos({"5": {"keepers": 1}}, phase="evening", hands={"keepers": ["Anvil"]})
    play(g, "shift_retainer move recover")
    assert board(g)["retinue"]["recover"] == ["Faithful Retainer"] * 2 and g.pending.kind != "gather_retinue"


@pytest.mark.law("15.6.2")
def test_15_6_2_the_retinue_holds_ten_cards() -> None:
    cards = ["Anvil", "Sappers", "Bake Sale", "Cobbler", "Sword", "Investments", "Codebreakers"]
    g = pos({"5": {"keepers": 1}}, phase="evening", hands={"keepers": ["Armorers"]},
            board={"retinue": {"move": ["Faithful Retainer"] + cards[:3], "battle": ["Faithful Retainer"] + cards[3:5],
                               "recover": ["Faithful Retainer"] + cards[5:]}})
    assert "tuck" not in {a.kind for a in g.legal_actions()}
    assert "10 cards" in why(g, o("tuck", "Armorers", "move"))[0]


# ----------------------------------------------------------------------------- positions
def test_position_rejects_unknown_relics_and_fields() -> None:
    with pytest.raises(InvalidPosition) as e:
        position({"factions": ["keepers", "marquise"], "keepers": {"forests": {"F1": ["figure_4"]}, "x": 1}})
    assert "no relic 'figure_4'" in str(e.value) and "unknown field" in str(e.value)


@pytest.mark.law("15.6.2")
def test_15_6_2_shift_names_the_column_a_card_leaves() -> None:
    g = pos({"5": {"keepers": 1}}, phase="evening", hands={"keepers": []},
            board={"retinue": {"move": ["Tax Collector", "Tax Collector"], "battle": ["Tax Collector"], "recover": []}})
    shifts = [a for a in g.legal_actions() if a.kind == "shift"]
    assert len(shifts) == len(set(shifts)) == 4  # each name once per column
    play(g, o("shift", "Tax Collector", "battle", "recover"))
    assert board(g)["retinue"] == {"move": ["Tax Collector"] * 2, "battle": [], "recover": ["Tax Collector"]}


@pytest.mark.law("15.2.1")
def test_position_refuses_more_relics_of_a_type_than_there_are() -> None:
    with pytest.raises(InvalidPosition) as e:
        position({"factions": ["keepers", "marquise"],
                  "clearings": {"5": {"keepers": {"warriors": 1, "tokens": ["figure_three"]}}},
                  "keepers": {"forests": {"F1": ["figure"] * 4}}})
    assert "more figure relics than the four there are" in str(e.value)


def test_position_example_of_the_docs_loads() -> None:
    g = position({"factions": ["keepers", "marquise"],
                  "clearings": {"5": {"keepers": {"warriors": 2, "buildings": ["figure_tablet"],
                                                  "tokens": ["figure_three"]}}},
                  "keepers": {"forests": {"F1": ["tablet", "jewelry_two"],
                                          "F7": ["figure", "figure", "tablet", "tablet", "tablet", "jewelry",
                                                 "jewelry", "jewelry"]},
                              "relics_recovered": {"figure": [1]}, "waystations": {"figure_tablet": "tablet"},
                              "retinue": {"move": ["Faithful Retainer"], "battle": ["Anvil"],
                                          "recover": ["Faithful Retainer"]}}})
    b = board(g, M)
    assert sorted(b["forests"]["F1"]) == ["jewelry_two", "tablet"]
    assert b["waystations"]["figure_tablet"]["shows"] == "tablet"
    assert b["retinue"]["battle"] == ["Anvil"] and b["relics_recovered"]["figure"] == [1]


def _delve_at_creek(**extra: Any) -> Game:
    """The Keepers (3 warriors) in Creek (5) with 2 Riverfolk warriors and one in 10, in their
    battle column with a Faithful Retainer (a bird: any clearing) and a figure in F1, by both."""
    spec: dict[str, Any] = {"factions": ["keepers", "marquise", "riverfolk"],
                            "hands": {"keepers": [], "marquise": [], "riverfolk": []}}
    spec.update(extra)
    clearings = {"5": {"keepers": 3, "riverfolk": 2}, "10": {"keepers": 1}, **spec.pop("more", {})}
    g = pos(clearings, board={"retinue": {"move": [], "battle": ["Faithful Retainer"], "recover": []},
                              "forests": {"F1": ["figure"]}}, **spec)
    play(g, "retainer")
    return g


@pytest.mark.law("15.5.2", "G.9", "11.2.7")
def test_15_5_2_II_mercenaries_the_keepers_hired_are_no_enemy_pieces_to_battle_before_delving() -> None:
    # Hired by the Keepers, the Riverfolk warriors in Creek are not enemy pieces (G.9, R436):
    # the Keepers may delve there without battling (or battle the Riverfolk, 11.2.7).
    g = _delve_at_creek(riverfolk={"mercenaries": "keepers"})
    assert {"delve 5 F1 figure", "battle 5 riverfolk"} <= option_set(g)
    # hired by the Marquise, or by no one, they are enemy pieces the Keepers can battle: battle first
    for who in ("marquise", None):
        g = _delve_at_creek(**({"riverfolk": {"mercenaries": who}} if who else {}))
        assert "delve 5 F1 figure" not in option_set(g) and "battle 5 riverfolk" in option_set(g)
        assert "must battle there first" in why(g, "delve 5 F1 figure")[0]
    # a Riverfolk trade post there is an enemy piece whoever hired the warriors
    g = _delve_at_creek(riverfolk={"mercenaries": "keepers"},
                        more={"5": {"keepers": 3, "riverfolk": {"warriors": 2, "tokens": ["trade_post_rabbit"]}}})
    assert "delve 5 F1 figure" not in option_set(g)


@pytest.mark.law("15.5.2", "G.9", "H.3.2")
def test_15_5_2_II_an_enemy_hirelings_pieces_must_be_battled_before_delving() -> None:
    # The Flame Bearers (in the supply: everyone's enemy, H.3.2) in Creek are enemy pieces the
    # Keepers can battle: they must battle them before delving there.
    g = _delve_at_creek(more={"5": {"keepers": 3}},
                        hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"5": 1}}}})
    assert "battle 5 flame_bearers" in option_set(g) and "delve 5 F1 figure" not in option_set(g)
    assert "must battle there first" in why(g, "delve 5 F1 figure")[0]
    # controlled by the Keepers, they are no enemy: delve at once
    g = _delve_at_creek(more={"5": {"keepers": 3}},
                        hirelings={"cards": {"flame_bearers": {"controller": "keepers", "warriors": {"5": 1}}}})
    assert "delve 5 F1 figure" in option_set(g)


# ----------------------------------------------------------------------------- audit: the Underworld and Marauders
@pytest.mark.law("15.2.4", "4.3.1")
def test_15_2_4_ambushed_the_keepers_ignore_one_ambush_hit_and_no_rolled_hit() -> None:
    # the Keepers (3 warriors and a relic) attack the Marquise's warrior in 1 and are ambushed:
    # two hits, one ignored; then the roll (2 and 1): the Marquise's one hit is not ignored
    g = pos({"1": {"keepers": {"warriors": 3, "tokens": ["figure_one"]}, "marquise": 1}},
            hands={"marquise": ["Ambush (fox)"]}, dice=[2, 1],
            board={"retinue": {"move": [], "battle": ["Anvil"], "recover": []}})
    play(g, 'retinue "Anvil"')  # its one battle: the Marquise in 1
    assert g.pending.kind == "ambush"
    play(g, 'ambush "Ambush (fox)"')
    assert warriors_at(g, 1, M) == 0
    assert warriors_at(g, 1, K) == 1 and tokens_at(g, 1, K) == ["figure_one"]  # 3 - (2 - 1) - 1


@pytest.mark.law("15.4.1", "15.2.1")
def test_15_4_1_relics_alone_on_the_map_still_bring_a_waystation_and_a_warrior_to_the_edge() -> None:
    # a relic is a token: with only relics in clearings the Keepers have no warriors or waystations there
    g = pos({"11": {"keepers": {"tokens": ["figure_two"]}}}, phase="birdsong")
    assert g.pending.kind == "keepers_encamp" and "done" not in option_set(g)
    assert "encamp 11 figure tablet" not in option_set(g)  # 11 is not on the map edge
    play(g, "encamp 1 tablet jewelry")
    assert warriors_at(g, 1, K) == 1 and buildings_at(g, 1, K) == ["tablet_jewelry"]
    assert tokens_at(g, 11, K) == ["figure_two"]
