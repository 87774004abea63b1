"""Law chapter 10: the Lizard Cult (10.2.1-10.6.3).

Positions are three-player games on the Autumn map: Marquise in seat 0, Eyrie in seat 1,
Lizard Cult in seat 2 (a two-player game with the Alliance where a revolt is needed).
Autumn facts used below (components.md §5): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; slots 1/3/4 one,
11 three, the others two (6, 10, 11, 12 hold a ruin); corners 1-3 and 2-4 opposite; paths
1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
Cult board (components.md §3, factions/lizard/data.json): each suit's Gardens track has
five gardens; a Score ritual with k gardens of a suit on the map scores 0,2,2,3,4 (index
k-1); a draw bonus is uncovered by the 2nd garden of a suit; 25 warriors, 15 gardens.
Card suits used (components.md §1): fox Anvil (cost F, hammer, 2 VP), Foxfolk Steel (F F),
Travel Gear (fox) (R), Protection Racket (R R), Fox Dominance; rabbit Bake Sale, A Visit to
Friends, Smuggler's Trail, Rabbit Dominance; mouse Sword, Investments, Mouse-in-a-Sack,
Mouse Dominance; bird Armorers, Royal Claim, Arms Trader, Birdy Bindle, Ambush (bird).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import IllegalAction
from woodland.position import InvalidPosition
from woodland.rules.board import ruler
from woodland.testing import (
    action_text as o,
    game_with,
    hand,
    labels,
    option_set as opts,
    options,
    play,
    position,
    turn,
    warriors_at,
)

M, E, L = 0, 1, 2  # seats: Marquise, Eyrie, Lizard Cult
VP = [0, 2, 2, 3, 4]  # Score ritual points with k gardens of the suit on the map, index k-1


# ----------------------------------------------------------------------------- helpers
def pos(dice: list[int] | None = None, strict: bool = True, **spec: Any) -> Game:
    return game_with(["marquise", "eyrie", "lizard"], dice=dice, strict=strict, **spec)


def cult(g: Game) -> Any:
    return g.factions[L]


def lost(g: Game) -> list[str]:
    return labels(g, cult(g).lost_souls)


def gardens(g: Game) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for c, bs in enumerate(g.buildings):
        for s, k in bs:
            if s == L:
                out.setdefault(c + 1, []).append(k)
    return out


def cl(**kw: Any) -> dict[str, Any]:
    """Clearing pieces: ``cl(lizard=2, marquise={"warriors": 1, "buildings": [...]})``."""
    return kw


def gd(suit: str, warriors: int = 0) -> dict[str, Any]:
    return {"warriors": warriors, "buildings": [f"garden_{suit}"]}


def check_pieces(g: Game) -> None:
    """1.5.1: the Cult's 25 warriors are on the map, in supply or in the Acolytes box."""
    f = cult(g)
    on_map = sum(warriors_at(g, c, L) for c in range(1, 13))
    assert on_map + f.supply + f.acolytes == 25


def lizard_daylight(**spec: Any) -> Game:
    return pos(turn=turn("lizard", "daylight"), **spec)


# ============================================================================= 10.2.1 crafting
@pytest.mark.law("10.2.1", "10.6.2")
def test_10_2_1_cult_crafts_in_evening_with_gardens_of_the_outcast_suit() -> None:
    # Outcast fox: the fox garden in 1 is a crafting piece (fox); the rabbit garden in 5 is not
    g = pos(turn=turn("lizard", "evening"),
            clearings={"1": cl(lizard=gd("fox")), "5": cl(lizard=gd("rabbit"))},
            hands={"lizard": ["Anvil", "Travel Gear (fox)", "A Visit to Friends"]},
            lizard={"outcast": "fox"})
    assert g.pending.seat == L and g.pending.kind == "craft"
    assert opts(g) == {o("craft", "Anvil"), "done"}
    play(g, o("craft", "Anvil"))
    assert cult(g).items == ["hammer"]
    assert cult(g).score == 2  # 3.2.2: the listed points (no Disdain for Trade)
    assert lost(g) == ["Anvil"]  # 10.2.6: the crafted card is discarded to Lost Souls


@pytest.mark.law("10.2.1")
def test_10_2_1_each_outcast_garden_pays_one_icon_per_turn() -> None:
    # two fox gardens pay F F (Foxfolk Steel); one alone cannot
    two = pos(turn=turn("lizard", "evening"), clearings={"1": cl(lizard=gd("fox")), "8": cl(lizard=gd("fox"))},
              hands={"lizard": ["Foxfolk Steel"]}, lizard={"outcast": "fox"})
    assert opts(two) == {o("craft", "Foxfolk Steel"), "done"}
    one = pos(turn=turn("lizard", "evening"), clearings={"1": cl(lizard=gd("fox"))},
              hands={"lizard": ["Foxfolk Steel", "Anvil"]}, lizard={"outcast": "fox"})
    assert opts(one) == {o("craft", "Anvil"), "done"}
    play(one, o("craft", "Anvil"))
    # the garden is used: no second craft question; the Cult draws and the turn passes on
    assert one.pending.seat != L and one.current != L
    assert "Foxfolk Steel" in hand(one, L) and cult(one).items == ["hammer"]


@pytest.mark.law("10.2.1")
def test_10_2_1_gardens_of_another_printed_suit_do_not_craft() -> None:
    # Outcast mouse: the fox and rabbit gardens are no crafting pieces, so no craft is asked
    g = pos(turn=turn("lizard", "evening"),
            clearings={"1": cl(lizard=gd("fox")), "5": cl(lizard=gd("rabbit"))},
            hands={"lizard": ["Anvil", "A Visit to Friends"]}, deck_top=["Sword"],
            lizard={"outcast": "mouse"})
    assert not (g.pending.seat == L and g.pending.kind == "craft")
    assert hand(g, L) == ["A Visit to Friends", "Anvil", "Sword"]  # 10.6.3: drew one card


@pytest.mark.law("10.2.1")
def test_10_2_1_a_garden_fulfils_an_icon_of_its_clearing_not_of_its_printed_suit() -> None:
    # (only possible with landmarks such as the Lost City; built here without the checks)
    # a fox garden (the Outcast) standing in rabbit clearing 5 pays a rabbit icon, not a fox one
    g = pos(strict=False, turn=turn("lizard", "evening"), clearings={"5": cl(lizard=gd("fox"))},
            hands={"lizard": ["Anvil", "Travel Gear (fox)"]}, lizard={"outcast": "fox"})
    assert opts(g) == {o("craft", "Travel Gear (fox)"), "done"}


@pytest.mark.law("10.2.1")
def test_10_2_1_no_crafting_in_daylight() -> None:
    g = lizard_daylight(clearings={"1": cl(lizard=gd("fox"))}, hands={"lizard": ["Anvil"]},
                        lizard={"outcast": "fox"})
    assert not any(a.startswith("craft") for a in options(g))
    with pytest.raises(IllegalAction) as e:
        g.apply(o("craft", "Anvil"))
    assert "10.2.1" in e.value.rules


# ============================================================================= 10.2.2 Hatred of Birds
@pytest.mark.law("10.2.2", "10.5.4")
def test_10_2_2_bird_cards_only_sacrifice() -> None:
    g = lizard_daylight(clearings={"1": cl(lizard=gd("fox", 1)), "8": cl(lizard=2)},
                        hands={"lizard": ["Armorers"]})
    assert opts(g) == {o("sacrifice", "Armorers"), "end"}
    for bad in (o("build", "Armorers", 8), o("recruit", "Armorers", 8), o("score", "Armorers")):
        with pytest.raises(IllegalAction) as e:
            g.apply(bad)
        assert "10.2.2" in e.value.rules


@pytest.mark.law("10.2.2", "10.4.1")
def test_10_2_2_birds_in_lost_souls_do_not_count_for_the_outcast() -> None:
    # three birds and one mouse: the mouse suit has the most cards once birds are ignored
    g = pos(turn=turn("lizard", "birdsong"),
            lizard={"outcast": "fox", "lost_souls": ["Armorers", "Royal Claim", "Arms Trader", "Sword"]})
    assert (cult(g).outcast, cult(g).hated) == ("mouse", False)


# ============================================================================= 10.2.3 Revenge
@pytest.mark.law("10.2.3")
def test_10_2_3_warriors_removed_defending_become_acolytes() -> None:
    g = pos(dice=[2, 0], turn=turn("marquise", "daylight"), clearings={"5": cl(marquise=3, lizard=3)})
    supply = cult(g).supply
    play(g, o("battle", 5, "lizard"))
    assert warriors_at(g, 5, L) == 1
    assert cult(g).acolytes == 2
    assert cult(g).supply == supply  # not to the supply
    check_pieces(g)


@pytest.mark.law("10.2.3", "10.4.3")
def test_10_2_3_warriors_removed_attacking_return_to_supply() -> None:
    # a crusade: the Cult attacks the Marquise in mouse clearing 2 and loses two warriors
    g = pos(dice=[2, 2], turn=turn("lizard", "birdsong"),
            clearings={"2": cl(lizard=gd("mouse", 3), marquise=2)},
            lizard={"outcast": "fox", "lost_souls": ["Sword"], "acolytes": 2})
    supply = cult(g).supply
    play(g, o("crusade", 2))
    assert opts(g) == {o("battle", 2, "marquise"), o("move", 2, 5), o("move", 2, 6), o("move", 2, 10)}
    play(g, o("battle", 2, "marquise"))
    assert warriors_at(g, 2, L) == 1 and warriors_at(g, 2, M) == 0
    assert cult(g).acolytes == 0
    assert cult(g).supply == supply + 2 + 2  # the spent acolytes, then the two warriors removed
    check_pieces(g)


@pytest.mark.law("10.2.3")
def test_10_2_3_warriors_removed_outside_battle_return_to_supply() -> None:
    # an Alliance revolt removes the Cult's warriors: not in battle, so no acolytes
    g = position({"factions": ["lizard", "alliance"], "turn": turn("alliance", "birdsong"),
                  "clearings": {"5": {"lizard": 2, "alliance": {"tokens": ["sympathy"]}}},
                  "alliance": {"supporters": ["Bake Sale", "A Visit to Friends"]}})
    supply = g.factions[0].supply
    play(g, o("revolt", 5))
    while g.pending.kind == "spend_supporter":
        play(g, options(g)[0])
    assert g.warriors[4 * 2 + 0] == 0
    assert g.factions[0].acolytes == 0 and g.factions[0].supply == supply + 2


# ============================================================================= 10.2.4 Pilgrims
@pytest.mark.law("10.2.4")
def test_10_2_4_cult_rules_any_clearing_with_a_garden() -> None:
    g = pos(clearings={"5": cl(lizard=gd("rabbit"), marquise={"warriors": 4, "buildings": ["sawmill"]}),
                       "8": cl(lizard=2, marquise=3)})
    assert ruler(g, 4) == L  # one garden against five Marquise pieces
    assert ruler(g, 7) == M  # no garden: the usual count (2.5)


@pytest.mark.law("10.2.4", "7.2.2")
def test_10_2_4_pilgrims_override_lords_of_the_forest() -> None:
    g = pos(clearings={"5": cl(lizard=gd("rabbit"), eyrie=1), "8": cl(lizard=1, eyrie=1),
                       "9": cl(lizard=gd("mouse"), eyrie={"warriors": 5, "buildings": ["roost"]})})
    assert ruler(g, 4) == L  # tied 1-1: the garden rules, not Lords of the Forest
    assert ruler(g, 8) == L
    assert ruler(g, 7) == E  # tied without a garden: the Eyrie win ties (7.2.2)


@pytest.mark.law("10.2.4")
def test_10_2_4_a_garden_lets_the_cult_move_out_of_an_outnumbered_clearing() -> None:
    # a crusade move from 2 (garden, outnumbered) to 6, a clearing the Cult does not rule
    g = pos(turn=turn("lizard", "birdsong"),
            clearings={"2": cl(lizard=gd("mouse", 1), marquise=3), "6": cl(marquise=2)},
            lizard={"outcast": "fox", "lost_souls": ["Sword"], "acolytes": 2})
    play(g, o("crusade", 2))
    assert o("move", 2, 6) in opts(g)


# ============================================================================= 10.2.5 Fear of the Faithful
@pytest.mark.law("10.2.5")
def test_10_2_5_garden_removed_in_battle_discards_a_random_card_to_lost_souls() -> None:
    # dice 1-0: one rolled hit plus one for the defenseless Cult; the third value picks the card
    g = pos(dice=[1, 0, 2], turn=turn("marquise", "daylight"),
            clearings={"5": cl(lizard=gd("rabbit"), marquise=2)},
            hands={"lizard": ["Anvil", "Armorers", "Bake Sale"]})
    play(g, o("battle", 5, "lizard"))
    assert g.pending.seat == L and g.pending.kind == "ambush"
    play(g, "pass")
    assert gardens(g) == {}
    assert g.factions[M].score == 1  # 3.2.1
    assert hand(g, L) == ["Anvil", "Armorers"]
    assert lost(g) == ["Bake Sale"]
    assert g.discard == []


@pytest.mark.law("10.2.5")
def test_10_2_5_each_garden_removed_costs_a_card() -> None:
    # a revolt removes two gardens at once: two random discards
    g = position({"factions": ["lizard", "alliance"], "turn": turn("alliance", "birdsong"),
                  "clearings": {"5": {"lizard": {"buildings": ["garden_rabbit", "garden_rabbit"]},
                                      "alliance": {"tokens": ["sympathy"]}}},
                  "hands": {"lizard": ["Anvil", "Armorers", "Sword"]},
                  "alliance": {"supporters": ["Bake Sale", "A Visit to Friends"]}}, dice=[0, 0])
    play(g, o("revolt", 5))
    while g.pending.kind == "spend_supporter":
        play(g, options(g)[0])
    assert labels(g, g.factions[0].hand) == ["Sword"]
    # the two random discards, and the Alliance's two spent supporters (10.2.6)
    assert labels(g, g.factions[0].lost_souls) == ["A Visit to Friends", "Anvil", "Armorers", "Bake Sale"]


@pytest.mark.law("10.2.5")
def test_10_2_5_no_card_no_discard() -> None:
    g = pos(dice=[1, 0], turn=turn("marquise", "daylight"), clearings={"5": cl(lizard=gd("rabbit"), marquise=2)})
    play(g, o("battle", 5, "lizard"))
    assert gardens(g) == {} and hand(g, L) == [] and lost(g) == []
    assert g.pending.seat == M


# ============================================================================= 10.2.6 Lost Souls
@pytest.mark.law("10.2.6", "10.6.3")
def test_10_2_6_cards_the_cult_discards_go_to_lost_souls_even_dominance() -> None:
    g = pos(turn=turn("lizard", "evening"),
            hands={"lizard": ["Fox Dominance", "Anvil", "Sword", "Bake Sale", "Armorers"]},
            deck_top=["Royal Claim"])
    assert g.pending.kind == "discard" and g.pending.seat == L
    play(g, o("discard", "Fox Dominance"))
    assert lost(g) == ["Fox Dominance"]
    assert g.available == [] and g.discard == []


@pytest.mark.law("10.2.6", "3.3.4")
def test_10_2_6_card_spent_to_take_dominance_goes_to_lost_souls() -> None:
    g = lizard_daylight(hands={"lizard": ["Anvil"]}, available=["Fox Dominance"])
    play(g, o("take", "Fox Dominance"))
    assert g.pending.kind == "spend" and opts(g) == {o("spend", "Anvil")}
    play(g, o("spend", "Anvil"))
    assert hand(g, L) == ["Fox Dominance"] and lost(g) == ["Anvil"] and g.discard == []


@pytest.mark.law("10.2.6")
def test_10_2_6_other_players_discards_go_to_lost_souls_too() -> None:
    """"Whenever any card is spent or discarded": the Marquise's discard down to five."""
    g = pos(turn=turn("marquise", "evening"), hands={"marquise": ["Anvil", "Sword", "Bake Sale", "Armorers",
                                                                  "Royal Claim", "Arms Trader"]})
    play(g, o("discard", "Anvil"))
    assert lost(g) == ["Anvil"] and g.discard == []


@pytest.mark.law("10.2.6")
def test_10_2_6_cards_other_players_spend_go_to_lost_souls() -> None:
    """The Marquise spends two mouse cards to Overwork."""
    g = pos(turn=turn("marquise", "daylight"),
            clearings={"2": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                       "9": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}},
            hands={"marquise": ["Sword", "Investments"]}, lizard={"outcast": "fox"})
    play(g, "overwork 2", o("spend", "Sword"), "overwork 9", o("spend", "Investments"))
    assert lost(g) == ["Investments", "Sword"] and g.discard == []


@pytest.mark.law("10.2.6")
def test_10_2_6_lost_souls_is_public() -> None:
    g = lizard_daylight(lizard={"lost_souls": ["Anvil", "Sword"]}, hands={"lizard": ["Bake Sale"]})
    for seat in (M, E):
        board = g.view(seat)["players"][L]["board"]
        assert sorted(board["lost_souls"]) == ["Anvil", "Sword"]


# ============================================================================= 10.3 setup
def setup_game(factions: list[str]) -> Game:
    return Game.new({"map": "autumn", "factions": factions, "seating": "given"}, seed=3)


@pytest.mark.law("10.3.1", "10.3.2", "10.3.4")
def test_10_3_2_corner_garden_and_warriors() -> None:
    g = setup_game(["marquise", "eyrie", "lizard"])
    play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9")
    # the Eyrie take corner 3 (opposite the keep), then choose a leader
    assert g.pending.kind == "setup_leader"
    play(g, "leader builder")
    # no free corner is opposite a starting corner (2 and 4 face each other): either is allowed
    assert g.pending.seat == L and g.pending.kind == "setup_corner"
    assert opts(g) == {o("garden", 2), o("garden", 4)}
    play(g, o("garden", 2))
    assert gardens(g) == {2: ["garden_mouse"]}  # a garden matching the clearing's printed suit
    assert warriors_at(g, 2, L) == 4
    assert {c: warriors_at(g, c, L) for c in (5, 6, 10)} == {5: 1, 6: 1, 10: 1}  # each adjacent clearing
    assert sum(warriors_at(g, c, L) for c in range(1, 13)) == 7
    f = cult(g)
    assert f.supply == 25 - 7  # 10.3.1
    assert f.bsupply == {"garden_fox": 5, "garden_rabbit": 5, "garden_mouse": 4}  # 10.3.4: 14 on the tracks


@pytest.mark.law("10.3.2")
def test_10_3_2_corner_diagonally_opposite_a_starting_corner_when_possible() -> None:
    g = setup_game(["marquise", "lizard"])
    play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9")
    # corner 3 is the only one opposite a starting corner: taken without asking
    assert g.pending.seat == 1 and g.pending.kind == "setup_outcast"
    assert [c + 1 for c, bs in enumerate(g.buildings) if (1, "garden_rabbit") in bs] == [3]
    assert {c: g.warriors[(c - 1) * 2 + 1] for c in (3, 6, 7, 11)} == {3: 4, 6: 1, 7: 1, 11: 1}


@pytest.mark.law("10.3.2")
def test_10_3_2_not_another_players_starting_corner() -> None:
    g = setup_game(["marquise", "eyrie", "lizard"])
    play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9", "leader builder")
    for c in (1, 3):
        with pytest.raises(IllegalAction) as e:
            g.apply(o("garden", c))
        assert "10.3.2" in e.value.rules


@pytest.mark.law("10.3.3")
def test_10_3_3_choose_any_suit_as_the_outcast() -> None:
    g = setup_game(["marquise", "lizard"])
    play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9")
    assert opts(g) == {o("outcast", "fox"), o("outcast", "rabbit"), o("outcast", "mouse")}
    play(g, o("outcast", "rabbit"))
    f = g.factions[1]
    assert (f.outcast, f.hated) == ("rabbit", False)
    assert g.view(0)["players"][1]["board"]["outcast"] == "rabbit"


# ============================================================================= 10.4.1 Adjust Outcast
def birdsong(**lz: Any) -> Game:
    return pos(turn=turn("lizard", "birdsong"), lizard=lz)


@pytest.mark.law("10.4.1")
def test_10_4_1_suit_with_most_lost_souls_becomes_the_outcast() -> None:
    g = birdsong(outcast="fox", lost_souls=["Bake Sale", "A Visit to Friends", "Anvil"])
    assert (cult(g).outcast, cult(g).hated) == ("rabbit", False)


@pytest.mark.law("10.4.1")
def test_10_4_1_same_suit_again_flips_to_hated() -> None:
    g = birdsong(outcast="rabbit", lost_souls=["Bake Sale", "A Visit to Friends", "Anvil"])
    assert (cult(g).outcast, cult(g).hated) == ("rabbit", True)
    g = birdsong(outcast="rabbit", hated=True, lost_souls=["Bake Sale"])
    assert (cult(g).outcast, cult(g).hated) == ("rabbit", True)


@pytest.mark.law("10.4.1")
def test_10_4_1_new_outcast_shows_its_outcast_side() -> None:
    g = birdsong(outcast="rabbit", hated=True, lost_souls=["Sword"])
    assert (cult(g).outcast, cult(g).hated) == ("mouse", False)


@pytest.mark.law("10.4.1")
def test_10_4_1_tie_keeps_the_suit_and_flips_to_hated() -> None:
    g = birdsong(outcast="mouse", lost_souls=["Bake Sale", "Anvil", "Armorers"])
    assert (cult(g).outcast, cult(g).hated) == ("mouse", True)


@pytest.mark.law("10.4.1")
def test_10_4_1_empty_lost_souls_is_a_tie() -> None:
    # no suit has the most cards (docs/factions/lizard.md)
    g = birdsong(outcast="fox")
    assert (cult(g).outcast, cult(g).hated) == ("fox", True)


# ============================================================================= 10.4.2 Discard Lost Souls
@pytest.mark.law("10.4.2")
def test_10_4_2_lost_souls_go_to_the_discard_pile_and_dominance_becomes_available() -> None:
    g = birdsong(outcast="fox", lost_souls=["Anvil", "Mouse Dominance", "Armorers"])
    assert lost(g) == []
    assert labels(g, g.discard) == ["Anvil", "Armorers"]
    assert labels(g, g.available) == ["Mouse Dominance"]


# ============================================================================= 10.4.3 conspiracies
def conspiring(hated: bool = False, acolytes: int = 2, **spec: Any) -> Game:
    """Birdsong with the Outcast mouse after adjusting (mouse clearings 2, 7, 9, 11)."""
    lz = {"outcast": "mouse" if hated else "fox", "lost_souls": ["Sword"], "acolytes": acolytes}
    return pos(turn=turn("lizard", "birdsong"), lizard=lz, **spec)


BOARD = {"2": cl(lizard=gd("mouse", 3), marquise={"warriors": 1, "buildings": ["sawmill"]}),
         "5": cl(marquise=1),  # rabbit: never a place for conspiracies while mouse is the Outcast
         "7": cl(eyrie={"warriors": 1, "buildings": ["roost"]})}


@pytest.mark.law("10.4.3")
def test_10_4_3_conspiracies_in_outcast_clearings() -> None:
    g = conspiring(clearings=BOARD)
    assert (cult(g).outcast, cult(g).hated) == ("mouse", False)
    assert g.pending.kind == "conspiracy"
    # two acolytes: no Sanctify (three); no Crusade in 7 (no Cult warrior to battle or move)
    assert opts(g) == {o("crusade", 2), o("convert", 2, "marquise"), o("convert", 7, "eyrie"), "done"}
    with pytest.raises(IllegalAction) as e:
        g.apply(o("convert", 5, "marquise"))
    assert "10.4.3" in e.value.rules


@pytest.mark.law("10.4.3")
def test_10_4_3_hated_outcast_costs_one_fewer_acolyte() -> None:
    g = conspiring(hated=True, clearings=BOARD)
    assert (cult(g).outcast, cult(g).hated) == ("mouse", True)
    assert opts(g) == {o("crusade", 2), o("convert", 2, "marquise"), o("convert", 7, "eyrie"),
                       o("sanctify", 2, "marquise", "sawmill"), o("sanctify", 7, "eyrie", "roost"), "done"}
    play(g, o("convert", 7, "eyrie"))
    assert cult(g).acolytes == 1


@pytest.mark.law("10.4.3")
def test_10_4_3_no_conspiracy_without_enough_acolytes() -> None:
    g = conspiring(acolytes=1, clearings=BOARD)
    assert g.pending.seat != L or g.pending.kind != "conspiracy"


@pytest.mark.law("10.4.3")
def test_10_4_3_convert_replaces_an_enemy_warrior() -> None:
    g = conspiring(clearings=BOARD)
    supply = cult(g).supply
    play(g, o("convert", 7, "eyrie"))
    assert warriors_at(g, 7, E) == 0 and warriors_at(g, 7, L) == 1
    assert cult(g).acolytes == 0
    assert cult(g).supply == supply + 2 - 1  # spent acolytes return to supply; one placed
    check_pieces(g)


@pytest.mark.law("10.4.3")
def test_10_4_3_convert_needs_to_place_the_new_warrior() -> None:
    # the keep: no other player may place pieces in clearing 2 (6.2.2), so no replacing there
    g = conspiring(clearings={"2": cl(marquise={"warriors": 1, "tokens": ["keep"]}),
                              "7": cl(eyrie=1)})
    assert opts(g) == {o("convert", 7, "eyrie"), "done"}
    with pytest.raises(IllegalAction) as e:
        g.apply(o("convert", 2, "marquise"))
    assert "6.2.2" in e.value.rules


@pytest.mark.law("10.4.3")
def test_10_4_3_sanctify_replaces_an_enemy_building_with_an_outcast_garden() -> None:
    g = conspiring(acolytes=3, clearings=BOARD)
    play(g, o("sanctify", 7, "eyrie", "roost"))
    assert g.buildings[6] == ((L, "garden_mouse"),)
    assert cult(g).score == 1  # 3.2.1: an enemy building removed
    assert cult(g).acolytes == 0
    assert ruler(g, 6) == L  # 10.2.4: the garden rules, the Eyrie warrior notwithstanding


@pytest.mark.law("10.4.3")
def test_10_4_3_sanctify_needs_an_outcast_garden_on_the_track() -> None:
    # all five mouse gardens are on the map: nothing to place
    full = {"2": cl(lizard={"warriors": 0, "buildings": ["garden_mouse", "garden_mouse"]}),
            "9": cl(lizard={"warriors": 0, "buildings": ["garden_mouse", "garden_mouse"]}),
            "11": cl(lizard={"warriors": 0, "buildings": ["garden_mouse"]}, eyrie={"buildings": ["roost"]})}
    g = conspiring(acolytes=3, clearings=full)
    assert not any(a.startswith("sanctify") for a in options(g))


@pytest.mark.law("10.4.3")
def test_10_4_3_crusade_battle_in_the_outcast_clearing() -> None:
    g = conspiring(dice=[3, 0], clearings=BOARD)
    play(g, o("crusade", 2))
    assert cult(g).acolytes == 0
    assert opts(g) == {o("battle", 2, "marquise"), o("move", 2, 5), o("move", 2, 6), o("move", 2, 10)}
    play(g, o("battle", 2, "marquise"))
    # three hits: the warrior, then the sawmill (3.2.1: one point)
    assert warriors_at(g, 2, M) == 0 and (M, "sawmill") not in g.buildings[1]
    assert cult(g).score == 1


@pytest.mark.law("10.4.3")
def test_10_4_3_crusade_move_then_optional_battle_in_the_destination() -> None:
    g = conspiring(dice=[1, 0], clearings=BOARD)
    play(g, o("crusade", 2), o("move", 2, 5), "x2")
    assert warriors_at(g, 2, L) == 1 and warriors_at(g, 5, L) == 2
    assert g.pending.kind == "crusade_battle"
    assert opts(g) == {o("battle", 5, "marquise"), "pass"}
    play(g, o("battle", 5, "marquise"))
    assert warriors_at(g, 5, M) == 0


@pytest.mark.law("10.4.3")
def test_10_4_3_crusade_battle_after_the_move_may_be_skipped() -> None:
    g = conspiring(acolytes=4, clearings=BOARD)
    play(g, o("crusade", 2), o("move", 2, 5), "x1", "pass")
    assert warriors_at(g, 5, M) == 1 and warriors_at(g, 5, L) == 1
    assert g.pending.kind == "conspiracy" and cult(g).acolytes == 2  # another conspiracy may follow


# ============================================================================= 10.5 Daylight rituals
DAY = {"1": cl(lizard=gd("fox", 1)), "8": cl(lizard=2), "12": cl(marquise=1)}


@pytest.mark.law("10.5.1", "10.5.2", "10.5.3")
def test_10_5_rituals_offered_for_a_card() -> None:
    g = lizard_daylight(clearings=DAY, hands={"lizard": ["Anvil"]})
    assert g.pending.kind == "daylight" and g.pending.seat == L
    # build: fox clearings the Cult rules with an open slot (1 is full); recruit: every fox clearing
    assert opts(g) == {o("build", "Anvil", 8),
                       o("recruit", "Anvil", 1), o("recruit", "Anvil", 6), o("recruit", "Anvil", 8),
                       o("recruit", "Anvil", 12),
                       o("score", "Anvil"), "end"}


@pytest.mark.law("10.5.1")
def test_10_5_1_build_a_garden_matching_the_clearing() -> None:
    g = lizard_daylight(clearings=DAY, hands={"lizard": ["Anvil", "Sword"]})
    play(g, o("build", "Anvil", 8))
    assert gardens(g)[8] == ["garden_fox"]
    assert labels(g, cult(g).revealed) == ["Anvil"] and hand(g, L) == ["Sword"]
    assert g.pending.kind == "daylight"  # still Daylight: more rituals may follow
    assert g.view(M)["players"][L]["board"]["revealed"] == ["Anvil"]


@pytest.mark.law("10.5.1")
def test_10_5_1_build_only_where_the_cult_rules() -> None:
    g = lizard_daylight(clearings=DAY, hands={"lizard": ["Anvil"]})
    with pytest.raises(IllegalAction) as e:
        g.apply(o("build", "Anvil", 12))
    assert "10.5.1" in e.value.rules


@pytest.mark.law("10.5.2")
def test_10_5_2_recruit_in_any_matching_clearing() -> None:
    g = lizard_daylight(clearings=DAY, hands={"lizard": ["Anvil"]})
    play(g, o("recruit", "Anvil", 12))  # ruled by the Marquise: recruiting needs no rule
    assert warriors_at(g, 12, L) == 1
    with pytest.raises(IllegalAction):  # the card is revealed: no second ritual with it
        g.apply(o("recruit", "Anvil", 8))


@pytest.mark.law("10.5.3")
@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_10_5_3_score_by_gardens_of_the_suit_on_the_map(k: int) -> None:
    spots = ["1", "6", "8", "8", "12"][:k]  # fox clearings with open slots
    clearings: dict[str, Any] = {}
    for c in spots:
        clearings.setdefault(c, {"lizard": {"buildings": []}})["lizard"]["buildings"].append("garden_fox")
    g = lizard_daylight(clearings=clearings, hands={"lizard": ["Anvil"]}, scores={"lizard": 5})
    play(g, o("score", "Anvil"))
    assert cult(g).score == 5 + VP[k - 1]
    assert lost(g) == ["Anvil"]  # the revealed card is spent to Lost Souls


@pytest.mark.law("10.5.3")
def test_10_5_3_score_once_per_suit_per_turn() -> None:
    g = lizard_daylight(clearings={"1": cl(lizard=gd("fox")), "8": cl(lizard=gd("fox")),
                                   "5": cl(lizard=gd("rabbit"))},
                        hands={"lizard": ["Anvil", "Foxfolk Steel", "Bake Sale"]})
    play(g, o("score", "Anvil"))
    assert cult(g).score == 2
    assert o("score", "Foxfolk Steel") not in opts(g)
    assert o("score", "Bake Sale") in opts(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(o("score", "Foxfolk Steel"))
    assert "10.5.3" in e.value.rules
    # the ritual was public: every player sees which suits have scored this turn
    assert all(g.view(seat)["players"][L]["board"]["scored_this_turn"] == ["fox"] for seat in (M, E, L))


@pytest.mark.law("10.5.3")
def test_10_5_3_no_score_without_a_garden_of_that_suit() -> None:
    g = lizard_daylight(clearings={"1": cl(lizard=gd("fox"))}, hands={"lizard": ["Bake Sale"]})
    assert o("score", "Bake Sale") not in opts(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(o("score", "Bake Sale"))
    assert "10.5.3" in e.value.rules


@pytest.mark.law("10.5.4")
def test_10_5_4_sacrifice_places_a_warrior_in_the_acolytes_box() -> None:
    g = lizard_daylight(hands={"lizard": ["Armorers", "Royal Claim"]})
    supply = cult(g).supply
    play(g, o("sacrifice", "Armorers"))
    assert cult(g).acolytes == 1 and cult(g).supply == supply - 1
    assert labels(g, cult(g).revealed) == ["Armorers"]
    check_pieces(g)


@pytest.mark.law("10.5.4")
def test_10_5_4_sacrifice_needs_a_bird_card() -> None:
    g = lizard_daylight(hands={"lizard": ["Anvil"]})
    with pytest.raises(IllegalAction) as e:
        g.apply(o("sacrifice", "Anvil"))
    assert "10.5.4" in e.value.rules


# ============================================================================= 10.6 Evening
@pytest.mark.law("10.6.1")
def test_10_6_1_revealed_cards_return_to_hand() -> None:
    g = lizard_daylight(clearings=DAY, hands={"lizard": ["Anvil", "Armorers"]}, deck_top=["Sword"],
                        lizard={"outcast": "mouse"})
    play(g, o("recruit", "Anvil", 8), o("sacrifice", "Armorers"), "end")
    assert cult(g).revealed == []
    assert hand(g, L) == ["Anvil", "Armorers", "Sword"]
    # everyone saw the revealed cards go back
    assert sorted(g.view(M)["players"][L]["shown"]) == ["Anvil", "Armorers"]


@pytest.mark.law("10.6.2")
def test_10_6_2_revealed_cards_can_be_crafted_in_evening() -> None:
    g = lizard_daylight(clearings=DAY, hands={"lizard": ["Anvil", "Sword"]}, lizard={"outcast": "fox"})
    play(g, o("recruit", "Anvil", 8), "end")
    assert g.pending.seat == L and g.pending.kind == "craft"
    assert opts(g) == {o("craft", "Anvil"), "done"}


@pytest.mark.law("10.6.3")
def test_10_6_3_draw_one_plus_uncovered_draw_bonuses() -> None:
    # two fox gardens, two rabbit gardens, one mouse garden: two bonuses uncovered
    g = pos(turn=turn("lizard", "evening"),
            clearings={"1": cl(lizard=gd("fox")), "8": cl(lizard=gd("fox")), "5": cl(lizard=gd("rabbit")),
                       "10": cl(lizard=gd("rabbit")), "9": cl(lizard=gd("mouse"))},
            lizard={"outcast": "fox"}, deck_top=["Sword", "Bake Sale", "Armorers", "Royal Claim"])
    assert hand(g, L) == ["Armorers", "Bake Sale", "Sword"]


@pytest.mark.law("10.6.3")
def test_10_6_3_discard_down_to_five() -> None:
    g = pos(turn=turn("lizard", "evening"),
            hands={"lizard": ["Anvil", "Sword", "Bake Sale", "Armorers", "Royal Claim"]}, deck_top=["Arms Trader"])
    assert g.pending.kind == "discard" and g.pending.seat == L and g.pending.rule == "10.6.3"
    play(g, o("discard", "Sword"))
    assert len(cult(g).hand) == 5 and lost(g) == ["Sword"]


# ============================================================================= positions
@pytest.mark.law("10.5.1")
def test_position_rejects_a_garden_off_its_suit() -> None:
    with pytest.raises(InvalidPosition) as e:
        pos(clearings={"5": cl(lizard=gd("fox"))})
    assert any(p.rule == "10.5.1" for p in e.value.problems)


def test_acolytes_are_counted_off_the_map_and_the_game_saves() -> None:
    g = lizard_daylight(clearings=DAY, hands={"lizard": ["Anvil", "Armorers"]},
                        lizard={"acolytes": 3, "lost_souls": ["Sword"]})
    play(g, o("build", "Anvil", 8))
    g2 = Game.from_json(g.to_json())
    assert g2.fingerprint() == g.fingerprint()
    assert cult(g2).acolytes == 3 and labels(g2, cult(g2).revealed) == ["Anvil"]
