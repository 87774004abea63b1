"""Law chapter 12: the Underground Duchy (12.2 faction rules, 12.3 setup, 12.4 Birdsong,
12.5 Daylight, 12.6 Evening). Numbers: components.md §3 (woodland/factions/duchy/data.json).

Autumn clearings (printed number: suit, slots): 1 fox 1, 2 mouse 2, 3 rabbit 1, 4 rabbit 1,
5 rabbit 2, 6 fox 2, 7 mouse 2, 8 fox 2, 9 mouse 2, 10 rabbit 2, 11 mouse 3, 12 fox 2
(the positions clear the ruins). Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9
4-12 6-11 7-8 7-12 9-12 10-12 11-12. The Burrow is clearing 13 (the map's twelve, then it).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import InvalidPosition
from woodland.factions.duchy import burrow, duchy
from woodland.rules import cards as C
from woodland.rules.board import can_place, rulers
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

D, M = 0, 1  # seats: the Duchy first, the Marquise second
B = 13  # the Burrow's printed number on Autumn


def pos(clearings: dict[str, Any], hands: dict[str, Any] | None = None, board: dict[str, Any] | None = None,
        phase: str = "daylight", player: str = "duchy", dice: list[int] | None = None, **extra: Any) -> Game:
    spec: dict[str, Any] = {"factions": ["duchy", "marquise"], "ruins": [], "turn": {"player": player, "phase": phase},
                            "clearings": clearings, "hands": {"duchy": [], "marquise": [], **(hands or {})}}
    if board is not None:
        spec["duchy"] = board
    spec.update(extra)
    return position(spec, dice=dice)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    return g.why_not(g.parse(text))


def burrow_w(g: Game) -> int:
    return g.warriors[burrow(g) * g.n + D]


# ----------------------------------------------------------------------------- 12.2
@pytest.mark.law("12.2.1")
def test_12_2_1_citadels_and_markets_craft_in_evening() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "buildings": ["citadel"]}},
             "8": {"duchy": {"warriors": 1, "buildings": ["market"]}}},
            hands={"duchy": ["Foxfolk Steel", "Bake Sale"]}, phase="evening")
    assert g.pending.kind == "craft"
    assert o("craft", "Foxfolk Steel") in option_set(g)  # fox + fox: a citadel and a market
    assert o("craft", "Bake Sale") not in option_set(g)
    play(g, o("craft", "Foxfolk Steel"))
    assert "sword" in g.factions[D].items


@pytest.mark.law("12.2.1")
def test_12_2_1_no_crafting_in_daylight() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "buildings": ["citadel"]}}}, hands={"duchy": ["Anvil"]})
    assert g.pending.kind == "assembly"
    assert not options_of_kind(g, "craft")
    assert why(g, o("craft", "Anvil"))[1] == ["12.2.1", "12.6.2"]


@pytest.mark.law("12.2.2")
def test_12_2_2_the_duchy_rules_the_empty_burrow_and_it_is_not_on_the_map() -> None:
    g = pos({"1": {"duchy": 1}})
    assert burrow_w(g) == 0 and rulers(g)[burrow(g)] == D
    assert g.map.names[burrow(g)] == "Burrow" and burrow(g) == g.map.board_n == 12
    v = g.view(M)
    assert len(v["clearings"]) == 12  # the map's drawing and views: the printed clearings
    assert v["players"][D]["board"]["burrow_clearing"] == B
    assert g.suits[burrow(g)] == "none" and not C.matches("bird", g.suits[burrow(g)])  # unsuited


@pytest.mark.law("12.2.2")
def test_12_2_2_the_burrow_is_adjacent_to_tunnel_clearings_only() -> None:
    g = pos({"5": {"duchy": {"warriors": 2, "tokens": ["tunnel"]}}, B: {"duchy": 3}})
    moves = options_of_kind(g, "move")
    assert "move 13->5" in moves and "move 5->13" in moves
    assert "move 13->1" not in moves
    assert "not adjacent" in why(g, "move 13->1")[0]
    play(g, "move 13->5", "x3")
    assert warriors_at(g, 5, D) == 5 and burrow_w(g) == 0


@pytest.mark.law("12.2.2")
def test_12_2_2_others_cannot_enter_or_be_placed_in_the_burrow() -> None:
    g = pos({"5": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}, "marquise": 3}}, player="marquise",
            hands={"marquise": []})
    assert not can_place(g, M, burrow(g)) and can_place(g, D, burrow(g))
    play(g, "march")
    assert "move 5->13" not in options_of_kind(g, "move")
    assert why(g, "move 5->13") == ("only Duchy pieces may be moved into the Burrow", ["12.2.2"])


@pytest.mark.law("12.2.2")
def test_12_2_2_a_position_with_others_in_the_burrow_is_refused() -> None:
    with pytest.raises(InvalidPosition) as e:
        pos({B: {"marquise": 2}})
    assert "only Duchy warriors may be in the Burrow" in str(e.value)


def failure_battle(swayed: list[str], defender: dict[str, Any], dice: list[int],
                   duchy_hand: list[str] | None = None) -> Game:
    """The Marquise battles the Duchy in clearing 5 (dice: attacker's roll first)."""
    g = pos({"5": {"duchy": defender, "marquise": 3}}, player="marquise",
            hands={"duchy": duchy_hand if duchy_hand is not None else ["Anvil", "Sword"]},
            board={"swayed": swayed}, dice=dice)
    play(g, "battle 5 duchy")
    if g.pending.kind == "ambush":
        play(g, "pass")
    while g.pending.kind == "remove":  # the defender picks the order of its pieces (4.3.6)
        play(g, str(g.legal_actions()[0]))
    return g


@pytest.mark.law("12.2.3")
def test_12_2_3_the_highest_minister_returns_its_crown_is_lost_and_a_card_is_discarded() -> None:
    g = failure_battle(["captain", "brigadier", "earl"], {"warriors": 1, "buildings": ["citadel"]}, [3, 0])
    f = duchy(g, D)
    assert buildings_at(g, 5, D) == []
    assert f.swayed == ["captain", "brigadier"]  # the lord, the Earl of Stone, returns
    assert "earl" in f.unswayed()
    assert f.crowns["lord"] == 2  # its crown is gone: 3 minus the one that was on the Earl
    assert len(f.hand) == 1 and len(discard_pile(g)) == 1  # a random card discarded


@pytest.mark.law("12.2.3")
def test_12_2_3_buildings_removed_together_pay_once_and_the_duchy_picks_among_equals() -> None:
    g = failure_battle(["duchess", "baron", "captain"], {"warriors": 0, "buildings": ["citadel", "market"]}, [3, 0])
    assert g.pending.kind == "price_of_failure" and g.pending.seat == D
    assert option_set(g) == {"minister duchess", "minister baron"}
    assert "highest rank" in why(g, "minister captain")[0]
    play(g, "minister baron")
    f = duchy(g, D)
    assert f.swayed == ["duchess", "captain"] and len(f.hand) == 1  # one Price for both buildings
    assert not f.failing


@pytest.mark.law("12.2.3")
def test_12_2_3_without_ministers_only_a_random_card_is_discarded() -> None:
    g = failure_battle([], {"warriors": 1, "buildings": ["market"]}, [3, 0], duchy_hand=["Anvil"])
    assert hand(g, D) == [] and discard_pile(g) == ["Anvil"]


@pytest.mark.law("12.2.3", "12.5.3")
def test_12_2_3_a_lost_crown_cannot_sway_again() -> None:
    g = pos({"1": {"duchy": 1}, "5": {"duchy": 1}, "2": {"duchy": 1}, "3": {"duchy": 1}},
            hands={"duchy": ["Anvil", "Bake Sale", "Sword", "Investments"]},
            board={"swayed": [], "crowns": {"lord": 0}})
    play(g, "end", "end")
    assert g.pending.kind == "sway"
    assert "sway earl" not in option_set(g)
    assert why(g, "sway earl") == ("no lord crown is left on your faction board", ["12.5.3.I", "12.2.3"])


@pytest.mark.law("12.2.4")
def test_12_2_4_with_three_tunnels_out_one_is_removed_before_digging() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}, "2": {"duchy": {"tokens": ["tunnel"]}},
             "3": {"duchy": {"tokens": ["tunnel"]}}, B: {"duchy": 5}}, hands={"duchy": ["Anvil"]})
    assert g.factions[D].tsupply["tunnel"] == 0
    play(g, "dig 8", o("spend", "Anvil"))
    assert g.pending.kind == "dig_tunnel" and option_set(g) == {"tunnel 1", "tunnel 2", "tunnel 3"}
    play(g, "tunnel 2", "x4")
    assert tokens_at(g, 2, D) == [] and tokens_at(g, 8, D) == ["tunnel"]
    assert warriors_at(g, 8, D) == 4 and burrow_w(g) == 1


@pytest.mark.law("12.5.1.V", "12.2.4")
def test_12_2_4_with_three_tunnels_out_the_duchy_may_dig_again_where_it_removes_one() -> None:
    """All three tunnels out: removing the one in 1 first leaves 1 without a tunnel, so the
    Duchy may dig there (ruling R534); the tunnel removed is then that one. With a tunnel
    left in supply, a clearing with a tunnel is no place to dig."""
    g = pos({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}, "2": {"duchy": {"tokens": ["tunnel"]}},
             "3": {"duchy": {"tokens": ["tunnel"]}}, B: {"duchy": 5}}, hands={"duchy": ["Anvil"]})
    assert "dig 1" in option_set(g) and "dig 8" in option_set(g)
    play(g, "dig 1", o("spend", "Anvil"))  # the one tunnel that may be removed is 1's: taken at once
    assert g.pending.kind == "move_count"
    play(g, "x4")
    assert tokens_at(g, 1, D) == ["tunnel"] and tokens_at(g, 2, D) == ["tunnel"] and tokens_at(g, 3, D) == ["tunnel"]
    assert warriors_at(g, 1, D) == 5 and burrow_w(g) == 1
    g = pos({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}, "2": {"duchy": {"tokens": ["tunnel"]}},
             B: {"duchy": 5}}, hands={"duchy": ["Anvil"]})
    assert "dig 1" not in option_set(g) and "dig 8" in option_set(g)
    assert why(g, "dig 1") == ("clearing 1 already has a tunnel", ["12.5.1.V"])


# ----------------------------------------------------------------------------- 12.3 setup
def setup_game(factions: list[str], *actions: str) -> Game:
    g = Game.new({"map": "autumn", "factions": factions, "seating": "given"}, 3)
    return play(g, *actions)


@pytest.mark.law("12.3.1", "12.3.2", "12.3.3", "12.3.4", "12.3.5", "12.3.6")
def test_12_3_setup_surfaces_opposite_the_keep() -> None:
    g = setup_game(["marquise", "duchy"], "keep 1", "place sawmill 1", "place workshop 5")
    g.log = []
    play(g, "place recruiter 10")
    # 12.3.3: the corner diagonally opposite the keep is the only choice, so it is taken at once
    assert [str(e[2]) for e in g.log if e[0] == "auto"] == ["surface 3"]
    f = duchy(g, 1)
    assert g.map.n == 13 and g.map.names[12] == "Burrow"  # 12.3.2: the Burrow beside the map
    assert warriors_at(g, 3, 1) == 2 and tokens_at(g, 3, 1) == ["tunnel"]
    assert all(warriors_at(g, c, 1) == 2 for c in (6, 7, 11))  # the adjacent clearings, not the Burrow
    assert g.warriors[12 * g.n + 1] == 0
    assert f.supply == 20 - 8 and f.tsupply == {"tunnel": 2}  # 12.3.1: 20 warriors, 3 tunnels
    assert f.bsupply == {"citadel": 3, "market": 3}  # 12.3.4
    assert len(f.unswayed()) == 9 and f.swayed == []  # 12.3.5
    assert f.crowns == {"squire": 3, "noble": 3, "lord": 3}  # 12.3.6


@pytest.mark.law("12.3.3")
def test_12_3_3_any_free_corner_when_no_opposite_one_is_free() -> None:
    g = setup_game(["marquise", "eyrie", "duchy"], "keep 1", "place sawmill 1", "place workshop 5",
                   "place recruiter 10")  # the Eyrie's roost goes to 3, opposite the keep
    play(g, str(g.legal_actions()[0]))  # the Eyrie's leader
    assert g.pending.kind == "setup_corner"
    assert option_set(g) == {"surface 2", "surface 4"}
    assert why(g, "surface 3") == ("another player already starts in that corner", ["12.3.3"])
    assert why(g, "surface 5") == ("the Duchy surfaces in a corner clearing", ["12.3.3"])


# ----------------------------------------------------------------------------- 12.4 Birdsong
@pytest.mark.law("12.4")
@pytest.mark.parametrize("citadels, placed", [(0, 1), (1, 2), (2, 4), (3, 6)])
def test_12_4_birdsong_places_warriors_in_the_burrow_by_citadels(citadels: int, placed: int) -> None:
    sites = ["5", "8", "2"][:citadels]
    g = pos({c: {"duchy": {"warriors": 1, "buildings": ["citadel"]}} for c in sites} | {"1": {"duchy": 1}},
            phase="birdsong")
    assert burrow_w(g) == placed


# ----------------------------------------------------------------------------- 12.5.1 Assembly
@pytest.mark.law("12.5.1")
def test_12_5_1_two_assembly_actions_then_only_end() -> None:
    g = pos({"1": {"duchy": 2}}, hands={"duchy": ["Anvil"]})
    play(g, "recruit", "recruit")
    assert burrow_w(g) == 2
    assert g.pending.kind == "assembly" and option_set(g) == {"end"}
    assert why(g, "recruit") == ("no Assembly actions left (two per Daylight)", ["12.5.1"])
    assert why(g, "minister captain")[1] == ["12.5.2"]
    assert why(g, "sway captain")[1] == ["12.5.3"]


@pytest.mark.law("12.5.1")
def test_12_5_1_build_reveals_a_matching_card_in_a_ruled_clearing() -> None:
    g = pos({"1": {"duchy": 1}, "5": {"duchy": 1, "marquise": 2}, "8": {"duchy": 2}},
            hands={"duchy": ["Anvil", "Bake Sale"]})
    builds = options_of_kind(g, "build")
    assert builds == {"build citadel 1", "build market 1", "build citadel 8", "build market 8"}
    assert why(g, "build citadel 5")[0].startswith("you do not rule clearing 5")
    assert why(g, "build citadel 9")[0].startswith("you do not rule clearing 9")
    assert why(g, f"build citadel {B}") == ("the Burrow has no building slots", ["12.2.2", "2.2.3"])
    assert why(g, "build tower 8")[0] == "the Duchy builds citadels and markets, not tower"
    play(g, "build market 8")
    assert g.pending.kind == "reveal" and option_set(g) == {o("reveal", "Anvil")}
    assert why(g, o("reveal", "Bake Sale"))[1] == ["12.5.1.I", "2.1.1"]
    play(g, o("reveal", "Anvil"))
    assert buildings_at(g, 8, D) == ["market"]
    assert g.view(M)["players"][D]["board"]["revealed"] == ["Anvil"]  # revealed cards are public
    assert hand(g, D) == ["Bake Sale"]


@pytest.mark.law("12.5.1")
def test_12_5_1_build_needs_a_matching_card_and_a_slot() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "buildings": ["market"]}}, "5": {"duchy": 1}},
            hands={"duchy": ["Anvil"]})
    assert not options_of_kind(g, "build")
    assert why(g, "build citadel 1") == ("clearing 1 has no open building slot", ["2.2.3", "12.5.1.I"])
    assert why(g, "build citadel 5") == ("you have no card matching clearing 5 (rabbit) to reveal",
                                         ["12.5.1.I", "2.1.1"])


@pytest.mark.law("12.5.1")
def test_12_5_1_recruit_move_and_battle() -> None:
    g = pos({"1": {"duchy": 3}, "5": {"marquise": 1}}, dice=[2, 0])
    assert "recruit" in option_set(g) and "move 1->5" in option_set(g) and "battle 1 marquise" not in option_set(g)
    play(g, "move 1->5", "x3")
    assert warriors_at(g, 5, D) == 3
    assert "battle 5 marquise" in option_set(g)
    play(g, "battle 5 marquise")
    assert warriors_at(g, 5, M) == 0
    assert why(g, "recruit 5") == ("the Duchy recruits in the Burrow: write just 'recruit'", ["12.5.1.II"])


@pytest.mark.law("12.5.1")
def test_12_5_1_dig_spends_a_matching_card_and_moves_up_to_four() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}, B: {"duchy": 6}},
            hands={"duchy": ["Anvil", "Bake Sale"]})
    digs = options_of_kind(g, "dig")
    assert "dig 8" in digs and "dig 5" in digs and "dig 1" not in digs
    assert why(g, "dig 1") == ("clearing 1 already has a tunnel", ["12.5.1.V"])
    assert why(g, f"dig {B}")[1] == ["12.2.2", "12.5.1.V"]
    assert why(g, "dig 2") == ("you have no card matching clearing 2 (mouse) to spend", ["12.5.1.V", "2.1.1"])
    play(g, "dig 8")
    assert option_set(g) == {o("spend", "Anvil")}
    play(g, o("spend", "Anvil"))
    assert option_set(g) == {"x1", "x2", "x3", "x4"}
    assert why(g, "x5")[1] == ["12.5.1.V"]
    play(g, "x4")
    assert tokens_at(g, 8, D) == ["tunnel"] and warriors_at(g, 8, D) == 4 and burrow_w(g) == 2
    assert discard_pile(g) == ["Anvil"]  # spent, not revealed


@pytest.mark.law("12.5.1")
def test_12_5_1_dig_needs_a_warrior_in_the_burrow() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}}, hands={"duchy": ["Anvil"]})
    assert not options_of_kind(g, "dig")
    assert why(g, "dig 8")[0].startswith("you have no warriors in the Burrow")


# ----------------------------------------------------------------------------- 12.5.2 Parliament
def parliament(clearings: dict[str, Any], swayed: list[str], hands: list[str] | None = None,
               dice: list[int] | None = None) -> Game:
    # a card kept in hand: the menus are asked even with one option (1.2.1, Decision.keep)
    g = pos(clearings, hands={"duchy": (hands or []) + ["Ambush (mouse)"]}, board={"swayed": swayed}, dice=dice)
    play(g, "end")
    assert g.pending.kind == "parliament"
    return g


@pytest.mark.law("12.5.2")
def test_12_5_2_foremole_builds_in_any_ruled_clearing_with_any_card() -> None:
    g = parliament({"5": {"duchy": 1}}, ["foremole"], ["Anvil"])
    play(g, "minister foremole")
    assert options_of_kind(g, "build") == {"build citadel 5", "build market 5"}
    play(g, "build citadel 5", o("reveal", "Anvil"))
    assert buildings_at(g, 5, D) == ["citadel"] and g.pending.kind == "parliament"
    assert why(g, "minister foremole")[0].endswith("has already acted this turn (each swayed minister acts once)")


@pytest.mark.law("12.5.2")
def test_12_5_2_captain_marshal_and_ministers_not_swayed() -> None:
    g = parliament({"1": {"duchy": 3}, "5": {"marquise": 1}}, ["captain", "marshal"], dice=[2, 0])
    assert option_set(g) == {"minister marshal", "end"}  # no battle for the Captain yet
    assert why(g, "minister captain")[0] == "the Captain: there is no battle you can start"
    assert why(g, "minister banker")[0] == "the Banker is not swayed: only swayed ministers act"
    play(g, "minister marshal", "move 1->5", "x3")
    play(g, "minister captain")  # the one battle possible is started at once
    assert warriors_at(g, 5, M) == 0 and g.pending.kind == "parliament"


@pytest.mark.law("12.5.2")
def test_12_5_2_brigadier_two_moves_not_a_move_and_a_battle() -> None:
    g = parliament({"1": {"duchy": 3}, "9": {"marquise": 1}}, ["brigadier"])
    play(g, "minister brigadier", "move 1->5", "x1")
    assert "done" in option_set(g) and not options_of_kind(g, "battle")
    assert why(g, "battle 9 marquise") == ("the Brigadier takes two moves or two battles, not one of each",
                                           ["12.5.2.IV"])
    play(g, "move 1->10", "x1")
    assert warriors_at(g, 5, D) == 1 and warriors_at(g, 10, D) == 1 and g.pending.kind == "parliament"


@pytest.mark.law("12.5.2")
def test_12_5_2_banker_spends_cards_of_one_suit_birds_wild() -> None:
    g = parliament({"1": {"duchy": 1}}, ["banker"], ["Anvil", "Foxfolk Steel", "Arms Trader", "Bake Sale"])
    play(g, "minister banker")
    assert why(g, "done") == ("the Banker spends at least one card", ["12.5.2.V"])
    play(g, o("spend", "Anvil"))
    assert o("spend", "Bake Sale") not in option_set(g)
    assert why(g, o("spend", "Bake Sale"))[1] == ["12.5.2.V", "2.1.1"]
    play(g, o("spend", "Arms Trader"), o("spend", "Foxfolk Steel"), "done")
    assert g.factions[D].score == 3 and hand(g, D) == ["Ambush (mouse)", "Bake Sale"]


@pytest.mark.law("12.5.2")
def test_12_5_2_mayor_takes_a_noble_or_squire_action() -> None:
    g = parliament({"1": {"duchy": 3}, "5": {"marquise": 1}}, ["marshal", "mayor", "earl"], ["Anvil"])
    assert why(g, "minister earl")[0] == "the Earl of Stone: no citadel is on the map"
    play(g, "minister mayor")  # the Marshal, the only one who can act, is taken at once
    assert options_of_kind(g, "move") == {"move 1->5", "move 1->9", "move 1->10"}
    play(g, "move 1->5", "x2")
    assert "minister marshal" in option_set(g)  # the Marshal himself may still act


@pytest.mark.law("12.5.2")
def test_12_5_2_lords_score_tunnels_markets_and_citadels() -> None:
    g = parliament({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"], "buildings": ["market"]}},
                    "2": {"duchy": {"tokens": ["tunnel"], "buildings": ["market", "citadel"]}},
                    "3": {"duchy": {"tokens": ["tunnel"]}}}, ["duchess", "baron", "earl"])
    play(g, "minister duchess")
    assert g.factions[D].score == 2
    play(g, "minister baron")
    assert g.factions[D].score == 4
    play(g, "minister earl")
    assert g.factions[D].score == 5


@pytest.mark.law("12.5.2")
def test_12_5_2_duchess_needs_all_three_tunnels() -> None:
    g = parliament({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}}, ["duchess", "baron"])
    assert option_set(g) == {"end"}
    assert why(g, "minister duchess")[0] == "the Duchess of Mud: only 1 of the three tunnels are on the map"
    assert why(g, "minister baron") == ("the Baron of Dirt: no market is on the map", ["12.5.2.VIII"])


# ----------------------------------------------------------------------------- 12.5.3 Sway
@pytest.mark.law("12.5.3")
def test_12_5_3_sway_reveals_cards_matching_clearings_with_duchy_pieces() -> None:
    g = pos({"1": {"duchy": 1}, "5": {"duchy": {"tokens": ["tunnel"]}}},
            hands={"duchy": ["Anvil", "Foxfolk Steel", "Bake Sale", "Sword"]})
    play(g, "end", "end")
    assert g.pending.kind == "sway"
    # one fox clearing and one rabbit clearing: two cards at most, never a lord's or noble's four or three
    assert options_of_kind(g, "sway") == {"sway foremole", "sway captain", "sway marshal"}
    assert why(g, "sway brigadier")[1] == ["12.5.3.II"]
    play(g, "sway captain")
    assert option_set(g) == {o("reveal", "Anvil"), o("reveal", "Foxfolk Steel"), o("reveal", "Bake Sale")}
    play(g, o("reveal", "Anvil"))
    assert option_set(g) == {o("reveal", "Bake Sale")}  # the fox clearing is used
    assert why(g, o("reveal", "Foxfolk Steel"))[1] == ["12.5.3.II"]
    play(g, o("reveal", "Bake Sale"))
    f = duchy(g, D)
    assert f.swayed == ["captain"] and f.crowns["squire"] == 2 and f.score == 1  # squire crown space: 1 VP
    assert f.revealed == [] and "Anvil" in hand(g, D)  # the last step of Daylight; Evening returned them


@pytest.mark.law("12.5.3")
def test_12_5_3_birds_fill_any_clearing_and_a_minister_is_swayed_once() -> None:
    g = pos({"1": {"duchy": 1}, "5": {"duchy": 1}, "2": {"duchy": 1}},
            hands={"duchy": ["Arms Trader", "Birdy Bindle", "Woodland Runners"]}, board={"swayed": ["captain"]})
    play(g, "end", "end")
    assert "sway brigadier" in option_set(g) and "sway earl" not in option_set(g)
    assert why(g, "sway captain") == ("the Captain is already swayed", ["12.5.3.I"])
    assert why(g, "sway king")[1] == ["12.5.3.I"]
    play(g, "sway brigadier", o("reveal", "Arms Trader"), o("reveal", "Birdy Bindle"),
         o("reveal", "Woodland Runners"))
    assert duchy(g, D).score == 2 and duchy(g, D).crowns["noble"] == 2


# ----------------------------------------------------------------------------- 12.6 Evening
@pytest.mark.law("12.6.1")
def test_12_6_1_revealed_birds_are_discarded_the_others_return() -> None:
    g = pos({"1": {"duchy": 1}, "5": {"duchy": 1}}, hands={"duchy": ["Anvil"]},
            board={"revealed": ["Arms Trader", "Bake Sale"]}, phase="evening")
    assert "Bake Sale" in hand(g, D) and "Arms Trader" not in hand(g, D)
    assert "Arms Trader" in discard_pile(g)
    assert duchy(g, D).revealed == []
    assert "Bake Sale" in g.view(M)["players"][D]["shown"]  # everyone saw it go back


@pytest.mark.law("12.6.2")
def test_12_6_2_crafting_is_optional() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "buildings": ["citadel"]}}}, hands={"duchy": ["Anvil"]},
            phase="evening")
    assert option_set(g) == {o("craft", "Anvil"), "done"}
    play(g, "done")
    assert hand(g, D) != ["Anvil"] and "Anvil" in hand(g, D)  # not crafted; one card drawn


@pytest.mark.law("12.6.3")
def test_12_6_3_draw_one_plus_markets_and_discard_to_five() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "buildings": ["market"]}},
             "2": {"duchy": {"warriors": 1, "buildings": ["market"]}}},
            hands={"duchy": ["Anvil", "Bake Sale", "Sword", "Investments"]}, phase="evening")
    play(g, "done")  # no crafting
    assert g.pending.kind == "discard" and len(hand(g, D)) == 7  # 1 + 2 markets
    play(g, str(g.legal_actions()[0]))
    play(g, str(g.legal_actions()[0]))
    assert len(hand(g, D)) == 5


def rare_positions() -> list[Game]:
    """Duchy decisions random games seldom reach (for tests/test_kinds.py): the Price of
    Failure among equals, a tunnel to remove, the Banker, a minister's action, a sway."""
    failure = failure_battle(["duchess", "baron"], {"warriors": 0, "buildings": ["citadel", "market"]}, [3, 0])
    tunnel = play(pos({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}, "2": {"duchy": {"tokens": ["tunnel"]}},
                       "3": {"duchy": {"tokens": ["tunnel"]}}, B: {"duchy": 5}}, hands={"duchy": ["Anvil"]}),
                  "dig 8", o("spend", "Anvil"))
    bank = play(parliament({"1": {"duchy": 1}}, ["banker"], ["Anvil"]), "minister banker")
    brigadier = play(parliament({"1": {"duchy": 3}, "9": {"marquise": 1}}, ["brigadier"]), "minister brigadier")
    sway = play(pos({"1": {"duchy": 1}, "5": {"duchy": 1}}, hands={"duchy": ["Anvil", "Bake Sale", "Sword"]}),
                "end", "end", "sway captain")
    games = [failure, tunnel, bank, brigadier, sway]
    assert [g.pending.kind for g in games] == ["price_of_failure", "dig_tunnel", "bank", "minister", "reveal"]
    return games


def test_rare_positions_reach_their_decisions() -> None:
    assert len(rare_positions()) == 5


@pytest.mark.law("12.5.3")
def test_crown_points_are_pinned() -> None:
    """components.md §3 (single source): squire 1, noble 2, lord 3 points per crown space."""
    from woodland.factions.duchy import DATA

    assert DATA["crown_vp"] == {"squire": [1, 1, 1], "noble": [2, 2, 2], "lord": [3, 3, 3]}
    assert DATA["reveal"] == {"squire": 2, "noble": 3, "lord": 4}
    assert DATA["birdsong_recruit"] == [1, 2, 4, 6] and DATA["evening_draw"] == [1, 2, 3, 4]


@pytest.mark.law("12.2.2")
def test_r101_tax_collector_takes_warriors_from_the_map_not_the_burrow() -> None:
    g = pos({"1": {"duchy": 1}, B: {"duchy": 2}}, hands={"duchy": ["Anvil"]}, crafted={"duchy": ["Tax Collector"]})
    uses = {a for a in option_set(g) if a.startswith("use")}
    assert uses == {'use "Tax Collector" 1'}


# ----------------------------------------------------------------------------- hidden information, positions
@pytest.mark.law("1.2.1", "12.6.1")
def test_revealed_cards_are_public_and_the_hand_is_not() -> None:
    from woodland.core.rng import Rng

    g = pos({"1": {"duchy": 1}, "5": {"duchy": 1}}, hands={"duchy": ["Anvil", "Bake Sale", "Sword"]},
            board={"revealed": ["Arms Trader"]})
    seen = g.view(M)["players"][D]
    assert seen["board"]["revealed"] == ["Arms Trader"] and seen["hand_count"] == 3 and "hand" not in seen
    assert g.determinize(M, Rng(3)).view(M) == g.view(M)  # redrawing hidden cards changes nothing public
    play(g, "end", "end", "sway captain", o("reveal", "Anvil"))
    assert g.view(M)["players"][D]["board"]["revealed"] == ["Arms Trader", "Anvil"]


@pytest.mark.parametrize("board, field, words", [
    ({"swayed": ["king"]}, "duchy.swayed[0]", "no minister 'king'"),
    ({"swayed": ["captain", "Captain"]}, "duchy.swayed[1]", "swayed twice"),
    ({"swayed": ["duchess"], "crowns": {"lord": 3}}, "duchy.crowns.lord", "between 0 and 2 lord crowns"),
    ({"crowns": {"duke": 1}}, "duchy.crowns", "crowns by rank"),
    ({"ministers": []}, "duchy.ministers", "unknown field"),
])
def test_a_duchy_board_the_law_does_not_allow_is_refused(board: dict[str, Any], field: str, words: str) -> None:
    with pytest.raises(InvalidPosition) as e:
        pos({"1": {"duchy": 1}}, board=board)
    assert any(p.field == field and words in p.message for p in e.value.problems), e.value.problems


@pytest.mark.law("12.2.4")
def test_a_tunnel_in_the_burrow_is_refused() -> None:
    with pytest.raises(InvalidPosition) as e:
        pos({B: {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}})
    assert "tunnels are placed in clearings on the map" in str(e.value)


def test_a_saved_duchy_game_round_trips_with_its_burrow() -> None:
    g = pos({"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}, B: {"duchy": 3}}, board={"swayed": ["earl"]})
    h = Game.from_json(g.to_json())
    assert h.fingerprint() == g.fingerprint() and h.map.n == 13 and h.map.names[12] == "Burrow"


@pytest.mark.law("12.2.2")
def test_r113_royal_claim_counts_the_burrow() -> None:
    g = pos({"1": {"duchy": 1}, "8": {"duchy": 1}}, crafted={"duchy": ["Royal Claim"]}, phase="birdsong",
            hands={"duchy": ["Anvil"]})
    play(g, 'use "Royal Claim"')
    assert g.factions[D].score == 3  # clearings 1, 8 and the Burrow


@pytest.mark.law("12.2.2")
@pytest.mark.law("M.4.3")
def test_the_burrow_stays_when_a_closed_path_is_removed_on_the_mountain() -> None:
    """Removing a closed path (M.4.3) gives the game another variant of the map; the Burrow
    (12.2.2) must stay part of it, with the Duchy's warriors in it."""
    from woodland import Game

    g = Game.new({"map": "mountain", "factions": ["duchy", "marquise"]}, 1)
    burrow = g.map.extra_index("Burrow")
    assert burrow == 12 and g.map.n == 13
    a, b = sorted(g.map.closed)[0]
    opened = g.map.with_closed(g.map.closed - {(a, b)})
    assert opened.n == 13 and opened.extra_index("Burrow") == burrow
    assert b in opened.adj[a] and opened.names[burrow] == "Burrow"


# ----------------------------------------------------------------------------- audit: the Underworld and Marauders
@pytest.mark.law("12.2.3", "12.5.2")
def test_12_2_3_a_minister_lost_during_parliament_acts_no_more_and_the_duchy_picks_among_nobles() -> None:
    # the Captain battles the Marquise in 1 (dice 2 and 2): the Marquise's two hits take the
    # warrior and the citadel; Brigadier and Mayor are both nobles: the Duchy picks
    g = pos({"1": {"duchy": {"warriors": 1, "buildings": ["citadel"]}, "marquise": 2},
             "5": {"duchy": {"warriors": 2, "tokens": ["tunnel"]}}, B: {"duchy": 2}},
            hands={"duchy": ["Anvil", "Sword"]}, board={"swayed": ["captain", "brigadier", "mayor"]}, dice=[2, 2])
    play(g, "end")
    assert option_set(g) == {"end", "minister captain", "minister brigadier", "minister mayor"}
    play(g, "minister captain")  # its one battle: the Marquise in 1
    assert g.pending.kind == "price_of_failure" and option_set(g) == {"minister brigadier", "minister mayor"}
    play(g, "minister brigadier")
    f = duchy(g, D)
    assert f.swayed == ["captain", "mayor"] and f.crowns["noble"] == 1 and len(hand(g, D)) == 1
    assert why(g, "minister brigadier") == ("the Brigadier is not swayed: only swayed ministers act", ["12.5.2"])


@pytest.mark.law("13.7.1", "12.2.3", "3.2.1")
def test_12_2_3_a_corvid_bomb_costs_the_duchy_its_noble_and_scores_the_tunnel() -> None:
    g = position({"factions": ["duchy", "corvid"], "ruins": [], "turn": {"player": "corvid", "phase": "birdsong"},
                  "clearings": {"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                                      "duchy": {"warriors": 1, "buildings": ["citadel"], "tokens": ["tunnel"]}}},
                  "hands": {"duchy": ["Anvil", "Sword"], "corvid": []}, "duchy": {"swayed": ["captain", "brigadier"]}})
    play(g, "flip 1")
    f = duchy(g, D)
    assert warriors_at(g, 1, D) == 0 and buildings_at(g, 1, D) == [] and tokens_at(g, 1, D) == []
    assert f.swayed == ["captain"] and f.crowns["noble"] == 2 and len(hand(g, D)) == 1
    assert g.factions[1].score == 1 + 2  # the flip, the citadel and the tunnel


@pytest.mark.law("12.2.2", "13.7.4")
def test_12_2_2_a_raid_removed_next_to_the_burrow_places_no_corvid_there() -> None:
    g = position({"factions": ["marquise", "corvid", "duchy"], "ruins": [],
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"1": {"marquise": 3, "corvid": {"tokens": ["plot_raid"]},
                                      "duchy": {"tokens": ["tunnel"]}},
                                "Burrow": {"duchy": 1}},
                  "hands": {"marquise": [], "corvid": [], "duchy": []}}, dice=[3, 0])
    play(g, "battle 1 corvid")
    assert [warriors_at(g, c, 1) for c in (5, 9, 10)] == [1, 1, 1]
    assert g.warriors[burrow(g) * g.n + 1] == 0  # the Burrow is adjacent to 1, but only Duchy pieces go there


@pytest.mark.law("12.2.2", "12.5.2")
def test_12_2_2_the_foremole_cannot_build_in_the_burrow_it_rules() -> None:
    g = pos({"1": {"duchy": 1}, "5": {"duchy": {"warriors": 2, "tokens": ["tunnel"]}}, B: {"duchy": 2}},
            hands={"duchy": ["Anvil"]}, board={"swayed": ["foremole"]})
    play(g, "end", "minister foremole")
    assert option_set(g) == {"build citadel 1", "build citadel 5", "build market 1", "build market 5"}
    assert why(g, "build citadel 13") == ("the Burrow has no building slots", ["12.2.2", "2.2.3"])
