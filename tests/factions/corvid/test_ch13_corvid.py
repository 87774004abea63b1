"""Law chapter 13: the Corvid Conspiracy (13.2 faction rules, 13.3 setup, 13.4 Birdsong,
13.5 Daylight, 13.6 Evening, 13.7 the plots). Piece counts: components.md §3 (verified).

Autumn clearings used here (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10
2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.

A face-down plot is the token ``plot_<type>``, a face-up one ``<type>`` (13.2.2.I).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import IllegalAction, InvalidPosition
from woodland.factions.corvid import Corvid
from woodland.testing import (
    game_with,
    hand,
    no_ambush,
    option_set,
    options,
    options_of_kind,
    play,
    tokens_at,
    warriors_at,
)

C, M = 0, 1  # seats: the Corvids first, the Marquise second


def pos(clearings: dict[str, Any], *, player: str = "corvid", phase: str = "daylight", hands: Any = None,
        dice: list[int] | None = None, factions: tuple[str, ...] = ("corvid", "marquise"), **kw: Any) -> Game:
    return game_with(list(factions), player=player, phase=phase, empty_hands=True, clearings=clearings,
                     hands=hands or {}, dice=dice, **kw)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    with pytest.raises(IllegalAction) as e:
        g.apply(text)
    return e.value.reason, list(e.value.rules)


def corvids(g: Game) -> Corvid:
    f = g.factions[C]
    assert isinstance(f, Corvid)
    return f


# ----------------------------------------------------------------------------- 13.2
@pytest.mark.law("13.2.1")
def test_13_2_1_plots_face_up_or_down_are_crafting_pieces_in_birdsong() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}}, "8": {"corvid": {"tokens": ["snare"]}}},
            phase="birdsong", hands={"corvid": ["Foxfolk Steel", "Anvil"]})
    assert g.pending.kind == "corvid_craft"
    assert {"craft \"Foxfolk Steel\"", "craft Anvil", "done"} <= option_set(g)
    play(g, "craft \"Foxfolk Steel\"")  # the two fox plots, one face down and one face up
    assert g.factions[C].items == ["sword"]
    assert g.pending.kind == "flip"  # both plots used: crafting is over


@pytest.mark.law("13.2.1")
def test_13_2_1_the_corvids_do_not_craft_in_daylight() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}}}, hands={"corvid": ["Anvil"]})
    assert not options_of_kind(g, "craft")
    assert why(g, "craft Anvil") == ("the Corvids craft in Birdsong", ["13.2.1", "13.4.1"])


@pytest.mark.law("13.2.2")
def test_13_2_2_eight_plots_two_of_each_face_down_in_supply() -> None:
    g = Game.new({"factions": ["corvid", "marquise"], "seating": "given"}, 3)
    f = corvids(g)
    assert f.tsupply == {"bomb": 2, "snare": 2, "extortion": 2, "raid": 2}
    assert g.view(C)["players"][C]["plots_in_supply_by_type"] == f.tsupply
    assert "plots_in_supply_by_type" not in g.view(M)["players"][C]
    assert g.view(M)["players"][C]["board"]["plots_in_supply"] == 8


@pytest.mark.law("13.2.2")
def test_13_2_2_a_face_down_plot_shows_only_its_back_to_others() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_raid"]}}, "8": {"corvid": {"tokens": ["snare"]}}})
    assert g.view(C)["clearings"][0]["tokens"] == [["corvid", "plot_raid"]]  # 13.2.2.I: the Corvids inspect theirs
    assert g.view(M)["clearings"][0]["tokens"] == [["corvid", "plot"]]
    assert g.view(M)["clearings"][7]["tokens"] == [["corvid", "snare"]]  # face up: public
    assert "raid" not in str(g.view(M)).replace("plots_in_supply", "")


@pytest.mark.law("13.2.2")
def test_13_2_2_one_plot_per_clearing() -> None:
    g = pos({"1": {"corvid": {"warriors": 3, "tokens": ["plot_raid"]}}})
    assert not [o for o in options_of_kind(g, "plot") if o.startswith("plot 1 ")]
    assert why(g, "plot 1 bomb") == ("clearing 1 already holds a plot token", ["13.2.2.II", "13.5.2"])
    with pytest.raises(InvalidPosition, match="one plot token"):
        pos({"1": {"corvid": {"tokens": ["plot_raid", "bomb"]}}})


@pytest.mark.law("13.2.3")
def test_13_2_3_nimble_moves_regardless_of_rule() -> None:
    g = pos({"1": {"corvid": 1, "marquise": 3}, "5": {"marquise": 2}})
    assert "move 1->5" in option_set(g)
    play(g, "move 1->5")
    assert warriors_at(g, 5, C) == 1


EXPOSE = {"1": {"corvid": {"warriors": 1, "tokens": ["plot_raid"]}, "marquise": 1},
          "5": {"corvid": {"tokens": ["plot_bomb"]}}}


@pytest.mark.law("13.2.4")
def test_13_2_4_exposure_offered_to_an_enemy_on_its_turn_with_matching_cards() -> None:
    g = pos(EXPOSE, player="marquise", hands={"marquise": ["Anvil", "Sappers", "Bake Sale"]})
    got = options_of_kind(g, "expose")
    # fox clearing 1: the fox card and the bird; not the rabbit card; not clearing 5 (no Marquise piece)
    assert got == {f"expose 1 {t} {c}" for t in ("bomb", "snare", "extortion", "raid") for c in ("Anvil", "Sappers")}


@pytest.mark.law("13.2.4", "13.7.4")
def test_13_2_4_a_right_guess_removes_the_plot_scores_and_a_raid_places_nothing() -> None:
    g = pos(EXPOSE, player="marquise", hands={"marquise": ["Anvil"]})
    play(g, "expose 1 raid Anvil")
    assert tokens_at(g, 1, C) == [] and g.factions[M].score == 1
    assert hand(g, M) == ["Anvil"]  # only shown
    assert [warriors_at(g, c, C) for c in (5, 9, 10)] == [0, 0, 0]  # no raid
    assert corvids(g).tsupply["raid"] == 2
    assert g.pending.seat == M and g.pending.kind == "daylight"


@pytest.mark.law("13.2.4")
def test_13_2_4_a_wrong_guess_gives_the_card_to_the_corvids_and_is_remembered() -> None:
    g = pos(EXPOSE, player="marquise", hands={"marquise": ["Anvil"]})
    play(g, "expose 1 bomb Anvil")
    assert tokens_at(g, 1, C) == ["plot_raid"] and g.factions[M].score == 0
    assert hand(g, C) == ["Anvil"] and hand(g, M) == []
    assert g.view(M)["players"][C]["board"]["exposed_not"] == {"1": ["bomb"]}
    # whatever is redrawn for the Marquise, the plot in 1 is never a bomb
    for seed in range(30):
        d = g.determinize(M, seed)
        assert d.tokens[0] != ((C, "plot_bomb"),)


@pytest.mark.law("13.2.4")
def test_13_2_4_why_not_expose() -> None:
    g = pos({**EXPOSE, "8": {"corvid": {"tokens": ["snare"]}, "marquise": 1}}, player="marquise",
            hands={"marquise": ["Anvil", "Bake Sale"]})
    assert why(g, "expose 5 bomb Anvil") == ("you have no pieces in clearing 5", ["13.2.4"])
    assert why(g, "expose 8 snare Anvil")[1] == ["13.2.4"]  # face up
    assert why(g, "expose 1 bomb \"Bake Sale\"")[1] == ["13.2.4", "2.1.1"]
    assert why(g, "expose 1 sword Anvil")[1] == ["13.2.2", "13.2.4"]
    assert why(g, "expose 3 bomb Anvil") == ("there is no plot token in clearing 3", ["13.2.4"])
    # the Corvids themselves cannot; nor an enemy outside its own turn
    h = pos(EXPOSE, hands={"corvid": ["Anvil"], "marquise": ["Foxfolk Steel"]})
    assert why(h, "expose 1 bomb Anvil") == ("only an enemy of the Corvids may expose their plots", ["13.2.4"])


@pytest.mark.law("13.2.4", "1.4.3")
def test_13_2_4_exposure_before_birdsong_and_evening_not_after_the_draw() -> None:
    g = pos(EXPOSE, player="marquise", phase="birdsong", hands={"marquise": ["Anvil"]})
    assert g.pending.kind == "turn_window" and "expose 1 bomb Anvil" in option_set(g)
    play(g, "done")
    assert g.pending.kind != "turn_window"


@pytest.mark.law("13.2.5")
def test_13_2_5_embedded_agents_an_extra_hit_even_defenseless() -> None:
    g = pos({"1": {"corvid": {"tokens": ["plot_snare"]}, "marquise": 3}}, player="marquise", dice=[3, 0])
    play(g, "battle 1 corvid")
    no_ambush(g)
    # the Marquise deals 3 + 1 (defenseless, 4.3.5.II): the plot goes; Embedded Agents deals one hit
    assert warriors_at(g, 1, M) == 2
    assert tokens_at(g, 1, C) == []


@pytest.mark.law("13.2.5")
def test_13_2_5_no_extra_hit_for_a_face_up_plot_or_as_attacker() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["snare"]}, "marquise": 3}}, player="marquise", dice=[0, 0])
    play(g, "battle 1 corvid")
    no_ambush(g)
    assert warriors_at(g, 1, M) == 3
    g = pos({"1": {"corvid": {"warriors": 2, "tokens": ["plot_snare"]}, "marquise": 3}}, dice=[0, 0])
    play(g, "battle 1 marquise")
    assert warriors_at(g, 1, M) == 3


# ----------------------------------------------------------------------------- 13.3
@pytest.mark.law("13.3.1", "13.3.2")
def test_13_3_setup_supplies_and_scatter_one_warrior_per_suit() -> None:
    g = Game.new({"factions": ["corvid", "marquise"], "seating": "given"}, 5)
    while g.pending.seat != C:  # the Marquise sets up first (A)
        g.apply(g.legal_actions()[0])
    f = corvids(g)
    assert f.supply == 15 and sum(f.tsupply.values()) == 8
    assert g.pending.kind == "setup_scatter"
    fox = {f"place {c}" for c in (1, 6, 8, 12)}
    assert fox & option_set(g)
    play(g, "place 12")
    assert not fox & option_set(g)
    assert why(g, "place 8") == ("you have placed your fox warrior: Scatter places one in a clearing of each suit",
                                 ["13.3.2"])
    play(g, "place 11", "place 10")
    assert f.supply == 12
    assert [g.suits[c] for c in range(12) if g.warriors[c * 2 + C]] == ["rabbit", "mouse", "fox"]


# ----------------------------------------------------------------------------- 13.4
@pytest.mark.law("13.4.1")
def test_13_4_1_craft_then_flip_then_recruit() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}}}, phase="birdsong", hands={"corvid": ["Anvil"]})
    assert g.pending.kind == "corvid_craft"
    assert why(g, "flip 1") == ("Birdsong goes craft, flip, recruit: finish the craft step first (done)", ["13.4"])
    play(g, "done")
    assert g.pending.kind == "flip"
    assert why(g, "craft Anvil") == ("Birdsong goes craft, flip, recruit: the craft step is over", ["13.4"])


@pytest.mark.law("13.4.2")
def test_13_4_2_flip_scores_one_per_face_up_plot() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_snare"]}}, "2": {"corvid": {"tokens": ["plot_raid"]}},
             "8": {"corvid": {"tokens": ["snare"]}}}, phase="birdsong")
    assert options_of_kind(g, "flip") == {"flip 1"}  # no warrior in 2
    assert why(g, "flip 2") == ("you have no warriors in clearing 2: plots flip only where you have warriors",
                                ["13.4.2"])
    assert why(g, "flip 8") == ("the plot in clearing 8 is already face up", ["13.4.2"])
    play(g, "flip 1")
    assert tokens_at(g, 1, C) == ["snare"] and g.factions[C].score == 2


@pytest.mark.law("13.4.2", "13.7.1")
def test_13_7_1_a_bomb_removes_every_enemy_piece_then_itself() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                   "marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]}}}, phase="birdsong")
    play(g, "flip 1")
    assert warriors_at(g, 1, M) == 0 and g.buildings[0] == () and tokens_at(g, 1, M) == []
    assert tokens_at(g, 1, C) == [] and warriors_at(g, 1, C) == 1
    assert g.factions[C].score == 1 + 2  # the flip (one face-up plot), then a building and a token removed (3.2.1)
    assert corvids(g).tsupply["bomb"] == 2


@pytest.mark.law("13.4.2", "13.7.3")
def test_13_7_3_extortion_takes_a_random_card_from_each_enemy_there() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_extortion"]}, "marquise": 1}}, phase="birdsong",
            hands={"marquise": ["Anvil"]}, factions=("corvid", "marquise", "eyrie"))
    play(g, "flip 1")
    assert hand(g, C) == ["Anvil"] and hand(g, M) == []


@pytest.mark.law("13.4.3")
def test_13_4_3_recruit_in_each_matching_clearing_once() -> None:
    g = pos({"1": {"corvid": 1}}, phase="birdsong", hands={"corvid": ["Anvil", "Sappers"]})
    play(g, "spend Anvil")
    assert [warriors_at(g, c, C) for c in (1, 6, 8, 12)] == [2, 1, 1, 1]
    assert g.pending is None or g.current != C or g.phase != "birdsong"


@pytest.mark.law("13.4.3")
def test_13_4_3_a_bird_recruits_in_a_suit_of_choice() -> None:
    g = pos({"1": {"corvid": 1}}, phase="birdsong", hands={"corvid": ["Sappers"]})
    play(g, "spend Sappers")
    assert g.pending.kind == "recruit_suit"
    assert why(g, "recruit_in bird")[1] == ["13.4.3"]
    play(g, "recruit_in mouse")
    assert [warriors_at(g, c, C) for c in (2, 7, 9, 11)] == [1, 1, 1, 1]


@pytest.mark.law("13.4.3", "2.1.1", "16.2.1.II")
def test_13_4_3_a_bird_recruits_in_the_frog_clearings_of_enclaves() -> None:
    """Birds are wild (2.1.1): a bird card may be spent as a frog card, and an enclave's clearing
    matches the frog suit (16.2.1.II: Peaceful, frog and its printed suit; Militant, frog only)."""
    g = pos({"1": {"corvid": 1}, "5": {"lilypad": {"tokens": ["peaceful"]}},
             "2": {"lilypad": {"tokens": ["militant"]}}}, phase="birdsong", hands={"corvid": ["Sappers"]},
            factions=("corvid", "marquise", "lilypad"))
    play(g, "spend Sappers")
    assert option_set(g) == {"recruit_in fox", "recruit_in rabbit", "recruit_in mouse", "recruit_in frog"}
    play(g, "recruit_in frog")
    assert [warriors_at(g, c, C) for c in (5, 2, 3, 7)] == [1, 1, 0, 0]


@pytest.mark.law("13.4.3", "2.1.1")
def test_13_4_3_without_an_enclave_a_bird_offers_the_three_clearing_suits() -> None:
    g = pos({"1": {"corvid": 1}}, phase="birdsong", hands={"corvid": ["Sappers"]},
            factions=("corvid", "marquise", "lilypad"))
    play(g, "spend Sappers")
    assert option_set(g) == {"recruit_in fox", "recruit_in rabbit", "recruit_in mouse"}


@pytest.mark.law("13.4.3", "1.5.4")
def test_13_4_3_too_few_warriors_choose_where() -> None:
    g = pos({"1": {"corvid": 13}}, phase="birdsong", hands={"corvid": ["Anvil"]})
    play(g, "spend Anvil")
    assert g.pending.kind == "recruit_place"
    play(g, "place 6", "place 8")
    assert [warriors_at(g, c, C) for c in (6, 8, 12)] == [1, 1, 0]


# ----------------------------------------------------------------------------- 13.5
@pytest.mark.law("13.5.1")
def test_13_5_1_move_is_an_action() -> None:
    g = pos({"1": {"corvid": 3}})
    play(g, "move 1->5", "x2")
    assert warriors_at(g, 5, C) == 2 and g.pending.kind == "daylight" and "2 action" in g.pending.prompt
    assert why(g, "move 3->6") == ("you have no warriors in clearing 3 to move", ["4.2"])


@pytest.mark.law("13.5.2")
def test_13_5_2_plot_costs_one_more_warrior_per_plot_this_turn() -> None:
    g = pos({"1": {"corvid": 1}, "5": {"corvid": 1}, "9": {"corvid": 3}})
    play(g, "plot 1 bomb")
    assert warriors_at(g, 1, C) == 0 and tokens_at(g, 1, C) == ["plot_bomb"]
    assert why(g, "plot 5 snare")[0] == ("this plot costs 2 warrior(s) from clearing 5 (one plus one per plot "
                                         "placed this turn), and you have 1 there")
    assert not any(o.startswith("plot 5") for o in option_set(g))
    play(g, "plot 9 snare")
    assert warriors_at(g, 9, C) == 1
    assert corvids(g).placed_this_turn() == 2 and g.view(M)["players"][C]["board"]["plots_placed_this_turn"] == 2


@pytest.mark.law("13.5.2", "1.5.1")
def test_13_5_2_why_not_plot() -> None:
    g = pos({"1": {"corvid": {"warriors": 3, "tokens": ["plot_bomb"]}}, "5": {"corvid": {"warriors": 3,
                                                                                        "tokens": ["bomb"]}},
             "9": {"corvid": 1}, "8": {"marquise": {"tokens": ["keep"]}, "corvid": 2}})
    assert why(g, "plot 9 bomb") == ("both bomb tokens are on the map", ["13.2.2", "1.5.1"])
    assert why(g, "plot 9 sword") == ("the plots are bomb, snare, extortion, raid", ["13.2.2"])
    assert why(g, "plot 8 raid")[1] == ["13.5.2", "6.2.2"]


@pytest.mark.law("13.5.3")
def test_13_5_3_battle_is_an_action() -> None:
    g = pos({"1": {"corvid": 2, "marquise": 1}}, dice=[1, 0])
    play(g, "battle 1 marquise")
    no_ambush(g)
    assert warriors_at(g, 1, M) == 0 and "2 action" in g.pending.prompt
    assert why(g, "battle 5 marquise") == ("you have no warriors in clearing 5", ["4.3"])


@pytest.mark.law("13.5.4", "G.33")
def test_13_5_4_trick_swaps_two_plots_of_the_same_facing() -> None:
    g = pos({"1": {"corvid": {"tokens": ["plot_bomb"]}}, "5": {"corvid": {"tokens": ["plot_raid"]}},
             "8": {"corvid": {"tokens": ["snare"]}}, "12": {"corvid": {"tokens": ["extortion"]}}},
            hands={"corvid": ["Fox Dominance"]}, scores={"corvid": 10})  # a dominance card keeps the menu open
    assert options_of_kind(g, "trick") == {"trick 1 5", "trick 8 12"}
    assert why(g, "trick 1 8") == ("both plot tokens must be face up or both face down", ["13.5.4"])
    assert why(g, "trick 1 3") == ("there is no plot token in clearing 3", ["13.5.4"])
    play(g, "trick 1 5", "trick 8 12")
    assert tokens_at(g, 1, C) == ["plot_raid"] and tokens_at(g, 5, C) == ["plot_bomb"]
    assert tokens_at(g, 8, C) == ["extortion"] and tokens_at(g, 12, C) == ["snare"]
    play(g, "trick 1 5")
    assert why(g, "trick 1 5") == ("no actions left this Daylight (the Corvids take up to three)", ["13.5"])


# ----------------------------------------------------------------------------- 13.6
@pytest.mark.law("13.6.1")
def test_13_6_1_exert_an_action_instead_of_drawing() -> None:
    g = pos({"1": {"corvid": 2}, "12": {"marquise": 1}}, phase="evening", hands={"corvid": ["Anvil"]})
    assert g.pending.kind == "exert" and {"draw", "plot 1 bomb", "move 1->5"} <= option_set(g)
    deck = len(g.deck)
    play(g, "plot 1 bomb")
    assert len(g.deck) == deck and hand(g, C) == ["Anvil"] and g.current == M


@pytest.mark.law("13.6.1")
def test_13_6_1_exert_then_discard_down_to_five() -> None:
    cards = ["Anvil", "Sappers", "Bake Sale", "Sword", "Codebreakers", "Cobbler"]
    g = pos({"1": {"corvid": 2}}, phase="evening", hands={"corvid": cards})
    play(g, "move 1->5", "x1")
    assert g.pending.kind == "discard"
    assert why(g, "end")[1] == ["13.6.2"]


@pytest.mark.law("13.6.2", "13.7.3")
def test_13_6_2_draw_one_plus_one_per_face_up_extortion() -> None:
    g = pos({"1": {"corvid": {"tokens": ["extortion"]}}, "2": {"corvid": {"tokens": ["extortion"]}},
             "3": {"corvid": {"tokens": ["plot_raid"]}}}, phase="evening")
    assert g.pending.kind == "exert" or g.pending.seat == M
    if g.pending.seat == C:
        play(g, "draw")
    assert len(hand(g, C)) == 3


# ----------------------------------------------------------------------------- 13.7
@pytest.mark.law("13.7.2")
def test_13_7_2_a_snare_keeps_enemies_from_moving_out_and_being_placed() -> None:
    g = pos({"1": {"corvid": {"tokens": ["snare"]}, "marquise": 3}, "5": {"marquise": 1}}, player="marquise")
    assert "march" in option_set(g)
    play(g, "march")
    assert not any(o.startswith("move 1->") for o in option_set(g))
    assert why(g, "move 1->5") == ("a face-up snare lies in clearing 1: enemy pieces cannot be moved out of it",
                                   ["13.7.2"])
    assert "marquise" in g.view(M)["clearings"][0]["no_placing"]
    assert "move 5->1" in option_set(g)  # moving in is allowed


@pytest.mark.law("13.7.2")
def test_13_7_2_the_corvids_move_out_of_their_own_snare() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["snare"]}}})
    assert "move 1->5" in option_set(g)


@pytest.mark.law("13.7.4")
def test_13_7_4_a_raid_removed_in_battle_places_a_warrior_in_each_adjacent_clearing() -> None:
    g = pos({"1": {"corvid": {"tokens": ["plot_raid"]}, "marquise": 3}}, player="marquise", dice=[3, 0])
    play(g, "battle 1 corvid")
    no_ambush(g)
    assert tokens_at(g, 1, C) == [] and [warriors_at(g, c, C) for c in (5, 9, 10)] == [1, 1, 1]


@pytest.mark.law("13.7.4", "1.5.4")
def test_13_7_4_too_few_raiders_choose_where() -> None:
    g = pos({"1": {"corvid": {"tokens": ["plot_raid"]}, "marquise": 3}, "3": {"corvid": 13}}, player="marquise",
            dice=[3, 0])
    play(g, "battle 1 corvid")
    no_ambush(g)
    assert g.pending.kind == "raid_place" and g.pending.seat == C
    play(g, "place 10", "place 9")
    assert [warriors_at(g, c, C) for c in (5, 9, 10)] == [0, 1, 1]


@pytest.mark.law("13.2.2")
def test_position_fields_and_problems() -> None:
    g = pos({"1": {"corvid": {"warriors": 3, "tokens": ["plot_raid"]}}}, corvid={"plots_placed_this_turn": 2,
                                                                 "exposed_not": {"1": ["bomb"]}})
    assert corvids(g).plot_cost() == 3 and corvids(g).misses == {"1": ["bomb"]}
    with pytest.raises(InvalidPosition, match="failed"):
        pos({"1": {"corvid": {"tokens": ["plot_raid"]}}}, corvid={"exposed_not": {"1": ["raid"]}})
    with pytest.raises(InvalidPosition, match="unknown field"):
        pos({}, corvid={"plots": 3})


# ----------------------------------------------------------------------------- hidden plots (1.2)
@pytest.mark.law("13.2.2", "1.2.1")
def test_determinize_redraws_face_down_plots_for_others_only() -> None:
    g = pos({"1": {"corvid": {"warriors": 2, "tokens": ["plot_raid"]}}, "5": {"corvid": {"tokens": ["plot_bomb"]}},
             "8": {"corvid": {"tokens": ["snare"]}}, "12": {"marquise": 1}}, player="marquise")
    assert g.pending.seat == M
    down = {c: g.tokens[c - 1] for c in (1, 5)}
    seen = set()
    for seed in range(40):
        d = g.determinize(M, seed)
        assert d.tokens[7] == ((C, "snare"),)  # face up: known to all
        kinds = [k for c in (1, 5) for _o, k in d.tokens[c - 1]]
        assert all(k.startswith("plot_") for k in kinds)
        f = d.factions[C]
        assert sum(f.tsupply.values()) == 5 and f.tsupply["snare"] <= 1
        assert d.view(M) == g.view(M)
        seen.add(tuple(kinds))
    assert len(seen) > 3  # the Marquise cannot tell which plots they are
    # the Corvids know theirs: their own copies keep them (and so do all copies while they decide)
    assert all(g.determinize(C, seed).tokens[c - 1] == down[c] for seed in range(5) for c in (1, 5))


@pytest.mark.law("13.2.2", "1.2.1")
def test_the_log_names_a_placed_plot_only_to_the_corvids() -> None:
    from woodland.cli.play import telling
    from woodland.cli.render import log_lines
    from woodland.cli.story import Narrator

    g = pos({"1": {"corvid": 2}, "12": {"marquise": 1}})
    n = Narrator()
    n.reset(g)
    with telling(n, g, 0, C, "plot 1 extortion", g.turn):
        g.apply("plot 1 extortion")
    mine, theirs = log_lines(n.entries, C)[-1], log_lines(n.entries, M)[-1]
    assert "plot 1 extortion" in mine
    assert "corvid: plot 1" in theirs and "extortion" not in theirs and "plot_" not in theirs


@pytest.mark.law("5.1.7", "13.3.1")
def test_corvid_facts_are_pinned() -> None:
    """15 warriors, two plots of each type (components.md §3, verified); setup letter H is
    our choice (the Law names none: docs/data-sources.md), so the Corvids set up after the
    Riverfolk (G) whatever the seating."""
    from woodland.rules.setup import faction_data

    d = faction_data("corvid")
    assert (d["warriors"], d["plots"], d["reach"], d["setup_order"]) == \
        (15, {"bomb": 2, "snare": 2, "extortion": 2, "raid": 2}, 3, "H")
    g = Game.new({"map": "autumn", "factions": ["corvid", "riverfolk"], "seating": "given"}, 1)
    assert g.pending is not None and g.factions[g.pending.seat].key == "riverfolk"


@pytest.mark.law("13.2.4", "1.2.1")
def test_an_exposure_tells_the_guesser_something_so_it_cannot_be_taken_back() -> None:
    g = pos(EXPOSE, player="marquise", hands={"marquise": ["Anvil", "Sappers"]})
    before = g.knowledge(M)
    play(g, "expose 1 bomb Anvil")  # "no": the Marquise learnt the plot is no bomb
    assert g.knowledge(M) != before


@pytest.mark.law("13.4.3", "13.7.4", "1.5.4")
def test_why_not_recruit_and_place() -> None:
    g = pos({"1": {"corvid": 13}}, phase="birdsong", hands={"corvid": ["Anvil"]})
    assert why(g, "spend Sappers") == ("you have no Sappers in hand", ["13.4.3"])
    play(g, "spend Anvil")
    assert why(g, "place 2") == ("the warriors go to the matching clearings that have not received one",
                                 ["13.4.3", "1.5.4"])
    g = pos({"1": {"corvid": {"tokens": ["plot_raid"]}, "marquise": 3}, "3": {"corvid": 13}}, player="marquise",
            dice=[3, 0])
    play(g, "battle 1 corvid")
    assert why(g, "place 12") == ("the raid places warriors in the clearings adjacent to 1 that have not received "
                                  "one", ["13.7.4", "1.5.4"])


# ----------------------------------------------------------------------------- audit: the Underworld and Marauders
@pytest.mark.law("13.7.1", "14.2.2", "9.2.2")
def test_13_7_1_a_bomb_leaves_the_warlord_and_damages_three_vagabond_items() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                   "hundreds": {"warriors": 3, "buildings": ["stronghold"], "tokens": ["mob"]}}},
            phase="birdsong", factions=("corvid", "vagabond", "hundreds"), hundreds={"warlord": 1},
            vagabond={"character": "thief", "clearing": 1, "items": ["boots", "sword", "torch", "tea"]})
    play(g, "flip 1")
    assert warriors_at(g, 1, 2) == 1 and g.factions[2].public_board(g)["warlord"] == 1  # 14.2.2
    assert g.buildings[0] == () and tokens_at(g, 1, 2) == []
    assert g.factions[C].score == 1 + 2  # the flip, the stronghold and the mob
    assert g.pending.kind == "damage" and g.pending.seat == 1  # 9.2.2.I: three items
    for _ in range(3):
        play(g, options(g)[0])
    assert sum("_d" in it for it in g.factions[1].gear) == 3 and g.pending.seat == C


@pytest.mark.law("13.7.1", "15.2.5")
def test_13_7_1_a_bomb_sends_relics_to_the_forests_for_two_points_each() -> None:
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                   "keepers": {"warriors": 1, "tokens": ["figure_one", "tablet_two"]}}},
            phase="birdsong", factions=("corvid", "keepers"))
    play(g, "flip 1")
    assert g.pending.kind == "order_triggers"  # two Prized Trophies: the Corvids order them (1.1.3)
    play(g, 'resolve "Prized Trophies (figure_one)"', "trophy F1", "trophy F2")
    forests = g.view(M)["players"][1]["board"]["forests"]
    assert "figure_one" in forests["F1"] and "tablet_two" in forests["F2"]
    assert g.factions[C].score == 1 + 2 * 2 and tokens_at(g, 1, 1) == [] and warriors_at(g, 1, 1) == 0


@pytest.mark.law("13.7.2", "12.5.1", "14.6.1", "14.4.2", "15.4.1", "15.4.2", "15.4.3")
def test_13_7_2_a_snare_stops_digging_inciting_recruiting_encamping_and_decamping_there() -> None:
    snare = {"corvid": {"tokens": ["snare"]}}
    g = pos({"1": snare, "2": {"duchy": 1}, "Burrow": {"duchy": 3}}, player="duchy", factions=("corvid", "duchy"),
            hands={"duchy": ["Anvil"]})
    assert "dig 1" not in option_set(g) and "dig 8" in option_set(g)  # a tunnel is placed (12.5.1.V)
    g = pos({"1": {**snare, "hundreds": 2}, "8": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}},
            player="hundreds", phase="evening", factions=("corvid", "hundreds"), hands={"hundreds": ["Anvil"]},
            hundreds={"warlord": 8})
    assert option_set(g) == {'incite Anvil 8', "done"}  # 14.6.1: a mob is placed
    g = pos({"1": {**snare, "hundreds": {"warriors": 2, "buildings": ["stronghold"]}},
             "8": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}},
            player="hundreds", phase="birdsong", factions=("corvid", "hundreds"), hundreds={"warlord": 1})
    assert warriors_at(g, 1, 1) == 2 and warriors_at(g, 8, 1) == 2  # 14.4.2: none placed at the snared warlord
    g = pos({"1": {**snare, "keepers": {"warriors": 1, "buildings": ["figure_tablet"]}}, "5": {"keepers": 1}},
            player="keepers", phase="birdsong", factions=("corvid", "keepers"), hands={"keepers": ["Anvil"]})
    assert not any(a.startswith("encamp 1 ") for a in option_set(g))  # 15.4.1: a waystation is placed
    play(g, "done")
    # 15.4.2: decamp places a warrior; 15.4.3: so does recruiting at the fox waystation in 1
    assert g.pending.kind == "keepers_recruit" and option_set(g) == {"done"}


@pytest.mark.law("13.2.4", "13.7.3", "9.2.2")
def test_13_2_4_the_vagabonds_pawn_lets_him_expose_and_be_extorted() -> None:
    vb = {"character": "thief", "clearing": 1, "items": ["boots", "sword", "torch"]}
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}}}, player="vagabond",
            factions=("corvid", "vagabond"), hands={"vagabond": ["Ambush (bird)", "Bake Sale"]}, vagabond=vb)
    assert options_of_kind(g, "expose") == {f'expose 1 {t} "Ambush (bird)"' for t in
                                            ("bomb", "snare", "extortion", "raid")}  # a bird is wild (2.1.1)
    assert why(g, 'expose 1 bomb "Bake Sale"') == ("the card must match fox, and Bake Sale is rabbit",
                                                    ["13.2.4", "2.1.1"])
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_extortion"]}}}, phase="birdsong",
            factions=("corvid", "vagabond"), hands={"vagabond": ["Bake Sale"]}, vagabond=vb)
    play(g, "flip 1")
    assert hand(g, C) == ["Bake Sale"] and hand(g, 1) == []


@pytest.mark.law("13.2.5", "15.5.2.II", "4.3.5")
def test_13_2_5_a_lone_face_down_plot_must_be_battled_before_delving_and_hits_back() -> None:
    # the Keepers' battle card is rabbit: 5 holds only a face-down plot, which they must battle
    # (dice 0 and 0): defenseless, the plot takes the Keepers' extra hit; Embedded Agents: one back
    g = pos({"5": {"keepers": 2, "corvid": {"tokens": ["plot_bomb"]}}}, player="keepers",
            factions=("corvid", "keepers"), dice=[0, 0],
            keepers={"retinue": {"move": [], "battle": ["Bake Sale"], "recover": []}})
    play(g, 'retinue "Bake Sale"')  # its one battle, the Corvids in 5, at once
    assert tokens_at(g, 5, C) == [] and warriors_at(g, 5, 1) == 1
    assert g.factions[1].score == 1  # the plot removed (3.2.1)


@pytest.mark.law("13.2.4", "13.7.1", "13.7.2", "9.2.8", "G.8")
def test_13_2_4_a_vagabond_in_coalition_with_the_corvids_is_no_enemy_of_their_plots() -> None:
    vb = {"character": "thief", "clearing": 1, "items": ["boots", "sword", "torch"]}
    four = ("corvid", "vagabond", "marquise", "eyrie")
    ally = {"coalition": {"vagabond": "corvid"}, "dominance": {"vagabond": "Fox Dominance"}}
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}}}, player="vagabond", factions=four,
            hands={"vagabond": ["Ambush (bird)"]}, vagabond=vb, **ally)
    assert not options_of_kind(g, "expose")
    assert why(g, 'expose 1 bomb "Ambush (bird)"') == ("only an enemy of the Corvids may expose their plots",
                                                       ["13.2.4"])
    g = pos({"8": {"corvid": {"tokens": ["snare"]}}}, player="vagabond", factions=four, vagabond={**vb, "clearing": 8},
            **ally)
    assert {"move 4", "move 7"} <= option_set(g)  # the snare holds enemies only
    g = pos({"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}, "marquise": 1}}, phase="birdsong",
            factions=four, vagabond=vb, **ally)
    play(g, "flip 1")
    assert warriors_at(g, 1, 2) == 0 and sorted(g.factions[1].gear) == ["boots", "sword", "torch"]  # no damage
