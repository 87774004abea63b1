"""Law chapter 17: the Twilight Council (17.2 faction rules, 17.3 setup, 17.4 Birdsong,
17.5 Daylight, 17.6 Evening). Numbers: woodland/factions/council/data.json.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5
2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Corners 1, 2, 3, 4.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import InvalidPosition
from woodland.factions.council import council
from woodland.testing import (
    action_text as o,
    discard_pile,
    hand,
    option_set,
    options_of_kind,
    play,
    position,
    tokens_at,
    warriors_at,
)

T, M, E = 0, 1, 2  # seats: the Council, the Marquise, the Eyrie


def pos(clearings: dict[str, Any], hands: dict[str, Any] | None = None, board: dict[str, Any] | None = None,
        phase: str = "birdsong", player: str = "council", dice: list[int] | None = None,
        factions: tuple[str, ...] = ("council", "marquise"), **extra: Any) -> Game:
    spec: dict[str, Any] = {"factions": list(factions), "ruins": [],
                            "turn": {"player": player, "phase": phase},
                            "clearings": clearings, "hands": {**{k: [] for k in factions}, **(hands or {})},
                            "council": board or {}}
    spec.update(extra)
    return position(spec, dice=dice)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    return g.why_not(g.parse(text))


def board(g: Game, seat: int = M) -> dict[str, Any]:
    return g.view(seat)["players"][T]["board"]


# ----------------------------------------------------------------------------- 17.2
@pytest.mark.law("17.2.1")
def test_17_2_1_at_most_four_loyalists_and_they_may_be_dismissed() -> None:
    g = pos({"5": {"council": 1}}, board={"loyalists": 4}, hands={"council": ["Bake Sale"]})
    assert board(g)["loyalists"] == 4 and g.factions[T].supply == 15
    assert options_of_kind(g, "dismiss") == {"dismiss 1", "dismiss 2", "dismiss 3", "dismiss 4"}
    play(g, "dismiss 3")
    assert board(g)["loyalists"] == 1 and g.factions[T].supply == 18
    with pytest.raises(InvalidPosition):
        pos({}, board={"loyalists": 5})


@pytest.mark.law("17.2.2", "3.2.1")
def test_17_2_2_an_enemy_removing_an_assembly_costs_a_loyalist() -> None:
    g = pos({"5": {"council": {"tokens": ["assembly"]}, "marquise": 3}}, board={"loyalists": 2},
            player="marquise", phase="daylight", dice=[2, 0])
    play(g, "battle 5 council")
    assert tokens_at(g, 5, T) == [] and board(g)["loyalists"] == 1
    assert g.factions[M].score == 1  # a token removed (3.2.1)
    assert g.factions[T].supply == 20 - 1 - 0  # the Loyalist went to the supply


@pytest.mark.law("17.2.2")
def test_17_2_2_the_council_adjourning_its_own_assembly_keeps_its_loyalists() -> None:
    g = pos({"5": {"council": {"tokens": ["assembly"]}}}, board={"loyalists": 2}, phase="evening")
    play(g, "done", "adjourn 5")
    assert tokens_at(g, 5, T) == [] and board(g)["loyalists"] == 2


@pytest.mark.law("17.2.3")
def test_17_2_3_enemies_cannot_place_pieces_at_a_governing_assembly() -> None:
    g = pos({"5": {"council": {"tokens": ["governing"]}, "marquise": {"warriors": 1, "buildings": ["sawmill"]}},
             "1": {"marquise": 1}}, player="marquise", phase="evening")
    from woodland.rules.board import can_place, why_cannot_place

    assert not can_place(g, M, 4) and can_place(g, M, 0) and can_place(g, T, 4)
    reason, rules = why_cannot_place(g, M, 4, "6.6")
    assert "Governing assembly" in reason and "17.2.3" in rules
    assert "marquise" in g.view(M)["clearings"][4]["no_placing"]


@pytest.mark.law("17.2.3")
def test_17_2_3_a_closed_assembly_does_not_govern() -> None:
    from woodland.rules.board import can_place

    g = pos({"5": {"council": {"tokens": ["assembly"]}}}, player="marquise", phase="evening")
    assert can_place(g, M, 4)


@pytest.mark.law("17.2.4")
def test_17_2_4_an_enemy_entreats_and_the_council_places_loyalists() -> None:
    g = pos({"5": {"council": {"tokens": ["governing"]}}, "1": {"marquise": 2}}, board={"loyalists": 3},
            player="marquise", phase="daylight")
    assert "entreat 5" in option_set(g)
    play(g, "entreat 5")
    assert tokens_at(g, 5, T) == ["assembly"]
    assert g.pending.seat == T and g.pending.kind == "entreat_reply"
    assert option_set(g) == {"x1", "x2", "x3", "gain_loyalist", "pass"}
    play(g, "x2")
    assert warriors_at(g, 5, T) == 2 and board(g)["loyalists"] == 1
    assert g.pending.seat == M  # back to the Marquise's Daylight
    assert why(g, "entreat 5")[0].endswith("Closed already")


@pytest.mark.law("17.2.4", "17.2.1")
def test_17_2_4_or_the_council_gains_one_loyalist() -> None:
    g = pos({"5": {"council": {"tokens": ["governing"]}}}, player="marquise", phase="daylight")
    play(g, "entreat 5")
    assert option_set(g) == {"gain_loyalist", "pass"}  # no Loyalists to place
    play(g, "gain_loyalist")
    assert board(g)["loyalists"] == 1 and g.factions[T].supply == 19


@pytest.mark.law("17.2.4")
def test_17_2_4_the_council_cannot_entreat_itself_and_not_out_of_turn() -> None:
    g = pos({"5": {"council": {"tokens": ["governing"]}}}, phase="daylight")
    assert "entreat 5" not in option_set(g)
    assert "enemy" in why(g, "entreat 5")[0]


def eyrie_daylight(marquise: int, council_w: int, dice: list[int]) -> Game:
    spec: dict[str, Any] = {
        "factions": ["council", "marquise", "eyrie"], "ruins": [],
        "turn": {"player": "marquise", "phase": "daylight"},
        "clearings": {"5": {"council": {"warriors": council_w, "tokens": ["assembly"]},
                            "marquise": {"warriors": marquise, "buildings": ["sawmill"]}, "eyrie": 3}},
        "hands": {"council": [], "marquise": [], "eyrie": []}}
    return position(spec, dice=dice)


@pytest.mark.law("17.2.5", "4.3.3", "4.3.6")
def test_17_2_5_peacekeepers_defend_and_take_hits_after_the_defender_warriors() -> None:
    g = eyrie_daylight(marquise=3, council_w=2, dice=[3, 2])  # the Marquise attacks the Eyrie
    play(g, "battle 5 eyrie")  # 3 hits to three Eyrie warriors; the Council's are not hit
    assert warriors_at(g, 5, E) == 0 and warriors_at(g, 5, T) == 2
    assert warriors_at(g, 5, M) == 1  # the Eyrie's 2 hits


@pytest.mark.law("17.2.5", "4.3.6")
def test_17_2_5_council_warriors_are_hit_once_the_defender_has_none_then_buildings() -> None:
    spec: dict[str, Any] = {
        "factions": ["council", "marquise", "eyrie"], "ruins": [],
        "turn": {"player": "eyrie", "phase": "daylight"},
        "clearings": {"5": {"council": {"warriors": 2, "tokens": ["assembly"]},
                            "marquise": {"warriors": 1, "buildings": ["sawmill"]}, "eyrie": 3}},
        "hands": {"council": [], "marquise": [], "eyrie": []}, "eyrie": {"decree": {"battle": ["Bake Sale"]}}}
    g = position(spec, dice=[3, 2])
    while g.pending.kind != "decree_battle" and "battle 5 marquise" not in option_set(g):
        play(g, str(g.legal_actions()[0]))
    play(g, "battle 5 marquise")
    # the Marquise defends with 1 + 2 Council warriors: 2 rolled hits (not capped at 1)
    # 3 hits to the defender: its warrior, then the two Council warriors; the sawmill stays
    assert warriors_at(g, 5, M) == 0 and warriors_at(g, 5, T) == 0
    assert [k for s, k in g.buildings[4] if s == M] == ["sawmill"]
    assert warriors_at(g, 5, 2) == 1  # the defence's 2 hits


@pytest.mark.law("17.2.6", "17.6.2")
def test_17_2_6_the_council_crafts_in_evening_with_its_assemblies() -> None:
    g = pos({"1": {"council": {"tokens": ["assembly"]}}, "6": {"council": {"tokens": ["governing"]}}},
            hands={"council": ["Foxfolk Steel", "Bake Sale"]}, phase="evening")
    assert g.pending.kind == "inspire"
    assert o("craft", "Foxfolk Steel") in option_set(g) and o("craft", "Bake Sale") not in option_set(g)
    play(g, o("craft", "Foxfolk Steel"))
    assert "sword" in g.factions[T].items and g.factions[T].score == 2
    play(g, "done")
    assert g.pending.kind == "adjourn" and hand(g, T) == ["Bake Sale"]
    play(g, "done")
    assert len(g.factions[T].hand) == 1 + 1  # Bake Sale + the Evening's draw; no Inspire draw after a craft


@pytest.mark.law("17.6.2")
def test_17_6_2_no_craft_draws_per_icon_showing() -> None:
    toks = {str(c): {"council": {"tokens": ["assembly"]}} for c in (1, 5, 6, 7)}
    g = pos(toks, phase="evening", hands={"council": ["Foxfolk Steel"]})
    assert council(g, T).draw_icons() == 2  # four assemblies off the track (ruling R320)
    play(g, "done")
    assert g.pending.kind == "adjourn"
    assert len(g.factions[T].hand) == 3


# ----------------------------------------------------------------------------- 17.3
@pytest.mark.law("17.3.1", "17.3.2", "17.3.3")
def test_17_3_setup_four_in_a_corner_two_elsewhere_six_assemblies_on_the_track() -> None:
    g = Game.new({"map": "autumn", "factions": ["council", "marquise"], "seating": "given"}, 1)
    while g.pending.seat != T or g.pending.kind != "setup_corner":
        play(g, str(g.legal_actions()[0]))
    assert options_of_kind(g, "place") <= {"place 1", "place 2", "place 3", "place 4"}
    corner = sorted(options_of_kind(g, "place"))[0]
    play(g, corner)
    c = int(corner.split()[1])
    assert warriors_at(g, c, T) == 4 and g.factions[T].home == c - 1
    assert g.pending.kind == "council_second" and f"place {c}" not in option_set(g)
    assert why(g, f"place {c}")[1] == ["17.3.2"]
    play(g, "place 11")
    assert warriors_at(g, 11, T) == 2 and g.factions[T].supply == 14
    assert g.factions[T].tsupply == {"assembly": 6} and council(g, T).loyalists == 0


# ----------------------------------------------------------------------------- 17.4
@pytest.mark.law("17.4", "17.4.1")
def test_17_4_1_reveal_a_card_to_move_from_a_matching_clearing() -> None:
    g = pos({"5": {"council": 3}, "1": {"council": 1}}, hands={"council": ["Bake Sale", "Anvil"]})
    assert g.pending.kind == "council_reveal"
    play(g, o("reveal", "Bake Sale"))
    assert board(g)["revealed"] == ["Bake Sale"] and hand(g, T) == ["Anvil"]
    assert "move 5->2" in option_set(g) and "move 1->9" not in option_set(g)  # 1 is fox
    assert why(g, "move 1->9")[1] == ["17.4.1"]
    play(g, "move 5->2", "x2")
    assert warriors_at(g, 2, T) == 2 and g.pending.kind == "council_reveal"


@pytest.mark.law("17.4.2")
def test_17_4_2_recruit_one_warrior_in_a_matching_clearing() -> None:
    g = pos({"5": {"council": 1}}, hands={"council": ["Anvil"]})
    play(g, o("reveal", "Anvil"))
    assert {"recruit 1", "recruit 6", "recruit 8", "recruit 12"} <= option_set(g)
    assert why(g, "recruit 5")[1] == ["17.4.2"]
    play(g, "recruit 8")
    assert warriors_at(g, 8, T) == 1


@pytest.mark.law("17.4.3")
def test_17_4_3_assemble_with_loyalists_keeps_the_card_where_the_council_rules() -> None:
    g = pos({"5": {"council": 1}}, hands={"council": ["Bake Sale", "Anvil"]}, board={"loyalists": 2})
    play(g, o("reveal", "Bake Sale"), "assemble 5")
    assert g.pending.kind == "council_loyalists" and option_set(g) == {"x0", "x1", "x2"}
    play(g, "x2")
    assert tokens_at(g, 5, T) == ["assembly"] and warriors_at(g, 5, T) == 3
    assert board(g)["revealed"] == ["Bake Sale"]  # ruled: kept
    assert "Bake Sale" in why(g, o("reveal", "Bake Sale"))[0]  # not in hand any more


@pytest.mark.law("17.4.3")
def test_17_4_3_assembling_where_the_council_does_not_rule_discards_the_card() -> None:
    g = pos({"5": {"marquise": 2}, "3": {"council": 1}}, hands={"council": ["Bake Sale", "Anvil"]})
    play(g, o("reveal", "Bake Sale"), "assemble 5")
    assert tokens_at(g, 5, T) == ["assembly"] and board(g)["revealed"] == []
    assert discard_pile(g)[-1] == "Bake Sale"
    g = pos({"5": {"council": {"tokens": ["assembly"]}}}, hands={"council": ["Bake Sale"]})
    play(g, o("reveal", "Bake Sale"))
    assert "assemble 5" not in option_set(g) and "assembly already" in why(g, "assemble 5")[0]


@pytest.mark.law("17.4.4", "4.3")
def test_17_4_4_battle_at_an_assembly_discards_the_card() -> None:
    g = pos({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "marquise": 1},
             "10": {"council": 2, "marquise": 1}}, hands={"council": ["Bake Sale", "A Visit to Friends", "Anvil"]},
            dice=[1, 0, 1, 0])
    play(g, o("reveal", "Bake Sale"), "battle 10 marquise")
    assert warriors_at(g, 10, M) == 0 and board(g)["revealed"] == ["Bake Sale"]
    play(g, o("reveal", "A Visit to Friends"), "battle 5 marquise")
    assert warriors_at(g, 5, M) == 0 and board(g)["revealed"] == ["Bake Sale"]
    assert discard_pile(g)[-1] == "A Visit to Friends"


# ----------------------------------------------------------------------------- 17.5
@pytest.mark.law("17.5.1")
def test_17_5_1_sleep_closes_assemblies_ruled_by_enemies() -> None:
    g = pos({"5": {"council": {"tokens": ["governing"]}, "marquise": 1},
             "1": {"council": {"warriors": 1, "tokens": ["governing"]}},
             "6": {"council": {"tokens": ["governing"]}}}, phase="birdsong", hands={"council": []})
    assert g.phase != "birdsong" or g.pending.seat != T  # an empty hand: nothing to reveal
    assert tokens_at(g, 5, T) == ["assembly"]  # ruled by the Marquise
    assert tokens_at(g, 1, T) == ["governing"] and tokens_at(g, 6, T) == ["governing"]  # ruled / no one


# ----------------------------------------------------------------------------- 17.6
def evening(clearings: dict[str, Any], revealed: list[str], dice: list[int] | None = None, **kw: Any) -> Game:
    return pos(clearings, phase="evening", board={"revealed": revealed, **kw.pop("board", {})}, dice=dice, **kw)


@pytest.mark.law("17.6.1")
def test_17_6_1_convene_returns_each_revealed_card_to_hand() -> None:
    g = evening({"5": {"council": {"tokens": ["assembly"]}}}, ["Bake Sale", "Anvil"])
    assert g.pending.kind == "convene" and option_set(g) == {o("convene", "Bake Sale"), o("convene", "Anvil")}
    play(g, o("convene", "Anvil"))  # no fox assembly: nothing to do with it
    assert "Anvil" in hand(g, T) and board(g)["revealed"] == []  # the last one returned at once
    assert set(g.view(M)["players"][T]["shown"]) == {"Anvil", "Bake Sale"}  # 1.2: seen going back to hand
    assert g.pending.kind == "convene_action" and "Bake Sale" in hand(g, T)
    play(g, "pass")
    assert g.pending.kind == "inspire"


@pytest.mark.law("17.6.1", "17.6.1.I")
def test_17_6_1_banish_moves_the_warriors_hit_and_ignores_rolled_hits_taken() -> None:
    g = evening({"5": {"council": {"warriors": 2, "tokens": ["assembly"]},
                       "marquise": {"warriors": 3, "buildings": ["sawmill"]}}}, ["Bake Sale"], dice=[2, 1])
    assert "banish 5 marquise" in option_set(g)  # the one revealed card returned at once
    play(g, "banish 5 marquise")
    assert g.pending.kind == "banish_to" and g.pending.seat == T
    assert option_set(g) == {"banish_to 1", "banish_to 2"}
    play(g, "banish_to 2")
    assert warriors_at(g, 5, M) == 1 and warriors_at(g, 2, M) == 2  # moved, not removed
    assert warriors_at(g, 5, T) == 2  # the Marquise's rolled hit is ignored
    assert [k for s, k in g.buildings[4] if s == M] == ["sawmill"] and g.factions[T].score == 0


@pytest.mark.law("17.6.1.I")
def test_17_6_1_banish_cannot_hit_buildings() -> None:
    g = evening({"5": {"council": {"warriors": 2, "tokens": ["assembly"]},
                       "marquise": {"buildings": ["sawmill"]}}}, ["Bake Sale"], dice=[2, 1])
    play(g, "banish 5 marquise")
    assert [k for s, k in g.buildings[4] if s == M] == ["sawmill"] and g.factions[T].score == 0


@pytest.mark.law("17.6.1.II")
def test_17_6_1_agitate_spends_the_card_gains_a_loyalist_and_governs() -> None:
    g = evening({"5": {"council": {"tokens": ["assembly"]}}, "1": {"council": {"tokens": ["assembly"]}}},
                ["Bake Sale"])
    assert options_of_kind(g, "agitate") == {"agitate 5"}  # 1 is fox
    assert why(g, "agitate 1")[1] == ["17.6.1.II"]
    play(g, "agitate 5")
    assert tokens_at(g, 5, T) == ["governing"] and board(g)["loyalists"] == 1
    assert "Bake Sale" not in hand(g, T) and discard_pile(g)[-1] == "Bake Sale"


@pytest.mark.law("17.6.1.III")
def test_17_6_1_empower_with_a_bird_card_removes_warriors_then_loyalists_or_a_point() -> None:
    g = evening({"5": {"council": {"warriors": 3, "tokens": ["assembly"]}}}, ["Armorers"], dice=[2])
    assert options_of_kind(g, "empower") == {"empower 5"} and not options_of_kind(g, "agitate")
    play(g, "empower 5")
    assert warriors_at(g, 5, T) == 1
    assert option_set(g) == {"empower_keep loyalists", "empower_keep point"}  # still ruled by the Council
    play(g, "empower_keep point")
    assert g.factions[T].score == 1
    g = evening({"5": {"council": {"warriors": 3, "tokens": ["assembly"]}}}, ["Armorers"], dice=[3])
    play(g, "empower 5")
    # no warriors left: no rule, so the warriors go to the Loyalists (the one choice)
    assert g.pending.kind == "inspire"
    assert board(g)["loyalists"] == 3 and g.factions[T].supply == 17


@pytest.mark.law("17.6.3")
def test_17_6_3_adjourn_removes_assemblies_and_flips_the_ruled_ones_to_governing() -> None:
    g = evening({"5": {"council": {"warriors": 1, "tokens": ["assembly"]}},
                 "1": {"council": {"tokens": ["assembly"]}}, "6": {"council": {"tokens": ["assembly"]}}}, [])
    assert g.pending.kind == "adjourn"  # nothing to convene, nothing to craft
    play(g, "adjourn 6", "done")
    assert tokens_at(g, 6, T) == [] and tokens_at(g, 5, T) == ["governing"] and tokens_at(g, 1, T) == ["assembly"]


@pytest.mark.law("17.6.4")
def test_17_6_4_oversee_scores_governing_assemblies_with_enemy_buildings_or_tokens() -> None:
    from woodland.factions.council import oversee_points

    cl = {"5": {"council": {"warriors": 2, "tokens": ["governing"]}, "marquise": {"buildings": ["sawmill"]}},
          "1": {"council": {"warriors": 1, "tokens": ["governing"]}, "marquise": {"tokens": ["wood"]}},
          "6": {"council": {"warriors": 1, "tokens": ["governing"]}, "marquise": 0}}
    g = evening(cl, [])
    assert oversee_points(g, T) == 2  # two of them: 2 points
    play(g, "done")
    assert g.factions[T].score == 2
    assert [oversee_points_for(n) for n in range(7)] == [0, 1, 2, 2, 3, 4, 4]


def oversee_points_for(n: int) -> int:
    from woodland.factions.council import DATA

    return int(DATA["oversee_vp"][n])


@pytest.mark.law("17.6.5")
def test_17_6_5_draw_one_and_discard_to_five() -> None:
    g = evening({"5": {"council": 1}}, [], hands={"council": ["Anvil", "Sword", "Bake Sale", "Investments",
                                                             "Cobbler"]})
    play(g, "done")  # no craft: no icon showing (no assembly)
    assert g.pending.kind == "discard" and len(g.factions[T].hand) == 6


# ----------------------------------------------------------------------------- 17.2.3 beyond placing
def marquise_daylight(clearings: dict[str, Any], hands: list[str] | None = None, **kw: Any) -> Game:
    return pos(clearings, player="marquise", phase="daylight", hands={"marquise": hands or []}, **kw)


@pytest.mark.law("17.2.3", "6.2.1")
def test_17_2_3_enemies_cannot_activate_crafting_pieces_at_a_governing_assembly() -> None:
    cl = {"1": {"council": {"tokens": ["governing"]}, "marquise": {"warriors": 1, "buildings": ["workshop"]}},
          "8": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}}
    g = marquise_daylight(cl, ["Foxfolk Steel", "Anvil"])
    assert o("craft", "Anvil") in option_set(g)  # the workshop in 8
    assert o("craft", "Foxfolk Steel") not in option_set(g)  # the one in 1 cannot be activated
    cl["1"]["council"] = {"tokens": ["assembly"]}
    g = marquise_daylight(cl, ["Foxfolk Steel", "Anvil"])
    assert o("craft", "Foxfolk Steel") in option_set(g)  # a Closed assembly does not govern


@pytest.mark.law("17.2.3", "9.2.1")
def test_17_2_3_the_vagabond_cannot_craft_at_a_governing_assembly() -> None:
    spec: dict[str, Any] = {
        "factions": ["council", "vagabond"], "ruins": [], "turn": {"player": "vagabond", "phase": "daylight"},
        "clearings": {"1": {"council": {"tokens": ["governing"]}}},
        "hands": {"council": [], "vagabond": ["Anvil"]},
        "vagabond": {"character": "thief", "clearing": 1, "items": ["hammer", "boots", "torch", "tea", "sword"]}}
    g = position(spec)
    assert g.factions[1].crafting_suits(g) == []
    spec["clearings"]["1"]["council"] = {"tokens": ["assembly"]}
    g = position(spec)
    assert g.factions[1].crafting_suits(g) != []


@pytest.mark.law("17.2.3", "6.5.4")
def test_17_2_3_the_marquise_cannot_spend_wood_at_a_governing_assembly() -> None:
    cl = {"1": {"council": {"tokens": ["governing"]}, "marquise": {"warriors": 2, "tokens": ["wood"]}},
          "9": {"marquise": {"warriors": 1}},
          "12": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]}},
          "7": {"marquise": {"warriors": 1, "buildings": ["recruiter"]}}}  # each next building costs 1 wood
    g = marquise_daylight(cl)
    assert not options_of_kind(g, "build")  # the only wood cannot be removed
    cl["1"]["council"] = {"tokens": ["assembly"]}
    g = marquise_daylight(cl)
    assert o("build", "sawmill", 9) in options_of_kind(g, "build")


@pytest.mark.law("17.2.3", "4.1.2")
def test_17_2_3_a_favor_card_removes_nothing_at_a_governing_assembly() -> None:
    cl = {"5": {"council": {"warriors": 1, "tokens": ["governing"]}, "marquise": 1},
          "10": {"council": {"warriors": 1, "tokens": ["assembly"]}},
          "3": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
          "4": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}}
    cl["10"]["marquise"] = {"warriors": 1, "buildings": ["workshop"]}
    g = marquise_daylight(cl, ["Favor of the Rabbits"], board={"loyalists": 1})
    play(g, o("craft", "Favor of the Rabbits"))
    assert warriors_at(g, 5, T) == 1 and tokens_at(g, 5, T) == ["governing"]  # untouched
    assert warriors_at(g, 10, T) == 0 and tokens_at(g, 10, T) == []  # a Closed one is removed
    assert board(g)["loyalists"] == 0  # 17.2.2
    assert g.factions[M].score == 1  # the Closed assembly only (no points for the workshop crafted)


@pytest.mark.law("17.2.3", "4.3")
def test_17_2_3_in_battle_pieces_at_a_governing_assembly_are_removed() -> None:
    g = pos({"5": {"council": {"tokens": ["governing"]}, "marquise": 3}}, player="marquise", phase="daylight",
            dice=[2, 0])
    play(g, "battle 5 council")
    assert tokens_at(g, 5, T) == [] and g.factions[M].score == 1


@pytest.mark.law("17.2.3", "13.4.2")
def test_17_2_3_the_corvids_cannot_flip_a_plot_at_a_governing_assembly() -> None:
    spec: dict[str, Any] = {
        "factions": ["council", "corvid"], "ruins": [], "turn": {"player": "corvid", "phase": "birdsong"},
        "clearings": {"5": {"council": {"tokens": ["governing"]},
                            "corvid": {"warriors": 1, "tokens": ["plot_bomb"]}},
                      "1": {"corvid": {"warriors": 1, "tokens": ["plot_snare"]}}},
        "hands": {"council": [], "corvid": []}}
    g = position(spec)
    while g.pending.kind != "corvid_flip" and not options_of_kind(g, "flip"):
        play(g, "done")
    assert options_of_kind(g, "flip") == {"flip 1"}
    r = why(g, "flip 5")
    assert "Governing assembly" in r[0] and r[1] == ["13.4.2", "17.2.3"]


@pytest.mark.law("17.2.3")
def test_17_2_3_tax_collector_cannot_remove_a_warrior_at_a_governing_assembly() -> None:
    cl = {"5": {"council": {"tokens": ["governing"]}, "marquise": 2}, "1": {"marquise": 1}}
    g = marquise_daylight(cl, crafted={"marquise": ["Tax Collector"]})
    uses = {a for a in option_set(g) if a.startswith("use")}
    assert uses == {o("use", "Tax Collector", 1)}
    assert "Governing assembly" in why(g, o("use", "Tax Collector", 5))[0]


@pytest.mark.law("17.2.3", "9.5.6")
def test_17_2_3_the_vagabond_cannot_strike_at_a_governing_assembly() -> None:
    spec: dict[str, Any] = {
        "factions": ["council", "vagabond", "marquise"], "ruins": [],
        "turn": {"player": "vagabond", "phase": "daylight"},
        "clearings": {"1": {"council": {"warriors": 1, "tokens": ["governing"]}, "marquise": 1}},
        "hands": {"council": [], "vagabond": [], "marquise": []},
        "vagabond": {"character": "thief", "clearing": 1, "items": ["crossbow", "boots", "torch", "sword"]}}
    g = position(spec)
    assert not options_of_kind(g, "strike")
    r = why(g, "strike marquise")
    assert "Governing assembly" in r[0] and r[1] == ["9.5.6", "17.2.3"]
    spec["clearings"]["1"]["council"] = {"warriors": 1, "tokens": ["assembly"]}
    assert options_of_kind(position(spec), "strike") == {"strike council", "strike marquise"}


@pytest.mark.law("17.2.3", "15.5.2.III.a")
def test_17_2_3_the_keepers_cannot_recover_a_relic_at_a_governing_assembly() -> None:
    from tests.factions.keepers.test_ch15_keepers import forests_with

    def keepers_at(side: str) -> Game:
        spec: dict[str, Any] = {
            "factions": ["keepers", "council"], "ruins": [], "turn": {"player": "keepers", "phase": "daylight"},
            "clearings": {"5": {"keepers": {"warriors": 2, "buildings": ["figure_tablet"], "tokens": ["figure_three"]},
                                "council": {"tokens": [side]}}},
            "hands": {"keepers": [], "council": []},
            "keepers": {"forests": forests_with({}, ["figure_three"]),
                        "retinue": {"move": [], "battle": [], "recover": ["Cobbler"]}}}
        g = position(spec)
        while o("retinue", "Cobbler") not in option_set(g):
            play(g, "done")
        return play(g, o("retinue", "Cobbler"))  # move or recover in a rabbit clearing

    g = keepers_at("governing")
    assert g.pending.kind == "move_or_recover" and "recover 5 figure_three" not in option_set(g)
    assert "Governing assembly" in why(g, "recover 5 figure_three")[0]
    assert "recover 5 figure_three" in option_set(keepers_at("assembly"))


@pytest.mark.law("17.2.3", "13.2.4")
def test_17_2_3_no_exposure_at_a_governing_assembly() -> None:
    def game(side: str) -> Game:
        spec: dict[str, Any] = {
            "factions": ["council", "corvid", "marquise"], "ruins": [],
            "turn": {"player": "marquise", "phase": "daylight"},
            "clearings": {"5": {"council": {"tokens": [side]}, "corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                                "marquise": 1}},
            "hands": {"council": [], "corvid": [], "marquise": ["Bake Sale"]}}
        return position(spec)

    assert not options_of_kind(game("governing"), "expose")
    r = why(game("governing"), 'expose 5 bomb "Bake Sale"')
    assert "Governing assembly" in r[0] and r[1] == ["13.2.4", "17.2.3"]
    assert o("expose", 5, "bomb", "Bake Sale") in options_of_kind(game("assembly"), "expose")


# ----------------------------------------------------------------------------- positions
@pytest.mark.law("17.2.1", "17.2.2", "17.4.3")
def test_positions_refuse_what_no_council_game_can_have() -> None:
    with pytest.raises(InvalidPosition) as e:
        pos({"5": {"council": {"tokens": ["assembly", "governing"]}}})
    assert "two assemblies" in str(e.value)
    with pytest.raises(InvalidPosition) as e:
        pos({}, board={"loyalists": 2, "crowns": 1})
    assert "council.crowns" in str(e.value)
    with pytest.raises(InvalidPosition) as e:
        pos({}, board={"revealed": ["No Such Card"]})
    assert "council.revealed" in str(e.value)
    toks = {str(c): {"council": {"tokens": ["assembly"]}} for c in range(1, 8)}
    with pytest.raises(InvalidPosition) as e:
        pos(toks)
    assert "only 6 assembly" in str(e.value)  # 1.5.1


@pytest.mark.law("17.2.2", "17.4")
def test_positions_load_both_sides_and_the_revealed_cards() -> None:
    g = pos({"5": {"council": {"warriors": 1, "tokens": ["governing"]}}, "1": {"council": {"tokens": ["assembly"]}}},
            board={"loyalists": 3, "revealed": ["Bake Sale"]}, hands={"council": ["Anvil"]})
    b = board(g)
    assert b == {"loyalists": 3, "assemblies_on_track": 4, "governing": [5], "closed": [1], "revealed": ["Bake Sale"]}
    assert g.factions[T].supply == 20 - 1 - 3
    h = Game.from_json(g.to_json())
    assert board(h) == b


@pytest.mark.law("17.6.1.I")
def test_17_6_1_banish_never_moves_the_warlord() -> None:
    spec: dict[str, Any] = {
        "factions": ["council", "hundreds"], "ruins": [], "turn": {"player": "council", "phase": "evening"},
        "clearings": {"5": {"council": {"warriors": 3, "tokens": ["assembly"]}, "hundreds": 2}},
        "hands": {"council": [], "hundreds": []}, "council": {"revealed": ["Bake Sale"]},
        "hundreds": {"warlord": 5}}
    g = position(spec, dice=[3, 0])
    play(g, "banish 5 hundreds")
    assert g.pending.kind == "banish_to"  # 3 hits: the one warrior that is not the warlord moves
    play(g, "banish_to 1")
    assert warriors_at(g, 5, 1) == 1 and warriors_at(g, 1, 1) == 1
    assert g.factions[1].warlord == 4  # still in 5


def vagabond_attacks(relationship: int) -> Game:
    spec: dict[str, Any] = {
        "factions": ["council", "vagabond", "marquise"], "ruins": [],
        "turn": {"player": "vagabond", "phase": "daylight"},
        "clearings": {"1": {"council": {"warriors": 2, "tokens": ["assembly"]}, "marquise": 1}},
        "hands": {"council": [], "vagabond": [], "marquise": []},
        "vagabond": {"character": "thief", "clearing": 1, "items": ["sword", "sword", "boots", "torch"],
                     "relationships": {"council": relationship}}}
    return position(spec, dice=[3, 3])


@pytest.mark.law("17.2.5", "17.2.5.I", "9.2.9")
def test_17_2_5_peacekeepers_defend_against_the_vagabond_unless_allied() -> None:
    from woodland.factions.council import Peacekeepers

    g = vagabond_attacks(0)
    play(g, "battle 1 marquise")  # two swords: 2 hits; the Marquise rolls 3 (cap: 1 + 2 Council warriors)
    assert g.pending.kind == "take_hit" and warriors_at(g, 1, 2) == 0 and warriors_at(g, 1, T) == 1  # Marquise: seat 2
    play(g, "damage boots", "damage sword", "damage sword_x")  # three hits to the Vagabond
    g = vagabond_attacks(0)
    battle = type("B", (), {"a": 1, "d": 2, "c": 0})()
    assert Peacekeepers(T).battle_helpers(g, battle, 2) == [T]  # Indifferent: the Council defends
    g = vagabond_attacks(3)
    assert Peacekeepers(T).battle_helpers(g, battle, 2) == []  # Allied: not as Peacekeepers (17.2.5.I)
    battle_vb_defends = type("B", (), {"a": 2, "d": 1, "c": 0})()
    assert Peacekeepers(T).battle_helpers(g, battle_vb_defends, 1) == []  # the Vagabond defending: ignored
