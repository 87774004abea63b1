"""Audit of Law chapter 11 (the Riverfolk Company): services bought by the other factions
of the Riverfolk box and by the Eyrie, funds of several owners, trade posts in clearings
ruled through hirelings or gardens, Protectionism with a short supply, and trade posts
removed by other factions' effects.

Autumn map (components.md §5): suits fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; paths
1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12; rivers
5-10 10-11 11-7 7-4. Riverfolk data (factions/riverfolk/data.json): 15 warriors, trade
posts score ``trade_post_vp``.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import IllegalAction
from woodland.factions.riverfolk import DATA
from woodland.rules.board import ruler
from woodland.testing import game_with, hand, labels, options, options_starting, play, tokens_at, warriors_at

VP = DATA["trade_post_vp"]
PRICES = {"hand_card": 2, "riverboats": 1, "mercenaries": 1}


def why(g: Game, action: str) -> tuple[str, list[str]]:
    with pytest.raises(IllegalAction) as e:
        g.clone().apply(action)
    return str(e.value), e.value.rules


def until(g: Game, seat: int, kind: str) -> None:
    """Take the first option of every decision until ``seat`` is asked ``kind``."""
    while not (g.pending.seat == seat and g.pending.kind == kind):
        play(g, options(g)[0])


def board(g: Game, rf: int) -> dict[str, Any]:
    return g.view(0)["players"][rf]["board"]


# ============================================================================= 11.5.6 and hirelings, gardens
HIRED = ["marquise", "eyrie", "riverfolk"]
M, E, RF = 0, 1, 2


@pytest.mark.law("11.5.6", "H.3.1")
def test_11_5_6_a_clearing_ruled_through_a_controlled_hireling_takes_its_controllers_funds() -> None:
    # the Marquise rules mouse clearing 7 with the Popular Band's warriors alone (H.3.1):
    # the trade post there costs two Marquise funds, which go back to her supply
    g = game_with(HIRED, player="riverfolk", strict=False,
                  hirelings={"cards": {"popular_band": {"controller": "marquise", "warriors": {"7": 2}}}},
                  riverfolk={"funds": {"riverfolk": 2, "marquise": 2}})
    assert ruler(g, 6) == M
    assert "establish 7" in options(g)
    m = g.factions[M].supply
    play(g, "establish 7")
    assert tokens_at(g, 7, RF) == ["trade_post_mouse"] and warriors_at(g, 7, RF) == 1
    assert g.factions[M].supply == m + 2
    assert board(g, RF)["funds"] == {"riverfolk": 2}
    assert g.factions[RF].score == VP["mouse"][0]


@pytest.mark.law("11.5.6", "H.3.1")
def test_11_5_6_no_trade_post_where_an_uncontrolled_hireling_rules() -> None:
    # an uncontrolled hireling may rule (H.3.1) but is no player: 11.5.6.I needs a player
    g = game_with(HIRED, player="riverfolk", strict=False,
                  hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"5": 2}}}},
                  riverfolk={"funds": {"riverfolk": 4}})
    assert "establish 5" not in options(g)
    text, rules = why(g, "establish 5")
    assert rules == ["11.5.6.I", "H.3.1"]
    assert "Flame Bearers" in text and "nobody" not in text


CULT = ["marquise", "lizard", "riverfolk"]
L = 1


@pytest.mark.law("11.5.6", "10.2.4")
def test_11_5_6_a_clearing_the_cult_rules_by_a_garden_takes_two_cult_funds() -> None:
    # fox clearing 1: a Cult garden and no Cult warrior against two Marquise warriors:
    # the Cult rules (Pilgrims), so two Cult funds pay
    g = game_with(CULT, player="riverfolk",
                  clearings={"1": {"marquise": 2, "lizard": {"buildings": ["garden_fox"]}}},
                  riverfolk={"funds": {"lizard": 2, "marquise": 2}})
    assert ruler(g, 0) == L
    l_supply = g.factions[L].supply
    play(g, "establish 1")
    assert tokens_at(g, 1, RF) == ["trade_post_fox"]
    assert g.factions[L].supply == l_supply + 2
    assert board(g, RF)["funds"] == {"marquise": 2}


# ============================================================================= services bought by the Cult
def cult_shop(**extra: Any) -> Game:
    spec: dict[str, Any] = {"riverfolk": {"prices": PRICES}, **extra}
    return game_with(CULT, player="lizard", phase="birdsong", **spec)


@pytest.mark.law("11.2.6", "11.2.7", "10.5.1")
def test_11_2_7_the_cult_builds_a_garden_where_its_mercenaries_give_it_rule() -> None:
    # rabbit clearing 5 holds only two Riverfolk warriors: hired, they are the Cult's for rule
    # in its Daylight, so a rabbit card builds a rabbit garden there
    g = cult_shop(clearings={"5": {"riverfolk": 2}, "1": {"lizard": 1}}, hands={"lizard": ["Bake Sale"]})
    supply = g.factions[L].supply
    play(g, "buy mercenaries")
    assert g.factions[L].supply == supply - 1
    assert board(g, RF)["payments"] == {"lizard": 1}
    until(g, L, "daylight")
    assert ruler(g, 4) == L
    play(g, 'build "Bake Sale" 5')
    assert g.buildings[4] == ((L, "garden_rabbit"),)


@pytest.mark.law("11.2.7", "10.4.3")
def test_11_2_7_riverboats_bought_in_birdsong_carry_a_crusade_along_the_river() -> None:
    # Outcast mouse; the Cult has 3 warriors in mouse clearing 11 and 2 acolytes. With
    # Riverboats (bought at the start of Birdsong, before the conspiracies) the Crusade may
    # move along the 11-10 river into rabbit clearing 10, which it rules by then
    g = cult_shop(clearings={"11": {"lizard": 3}, "10": {"marquise": 1}},
                  lizard={"outcast": "mouse", "hated": True, "acolytes": 2},
                  hands={"lizard": []})
    play(g, "buy riverboats")
    until(g, L, "conspiracy")
    play(g, "crusade 11")
    assert "move 11->10" in options(g)
    play(g, "move 11->10", "count 2")
    assert warriors_at(g, 10, L) == 2 and warriors_at(g, 11, L) == 1


@pytest.mark.law("11.2.7", "10.4.3")
def test_11_2_7_without_riverboats_no_crusade_along_the_river() -> None:
    g = cult_shop(clearings={"11": {"lizard": 3}, "10": {"marquise": 1}},
                  lizard={"outcast": "mouse", "hated": True, "acolytes": 2}, hands={"lizard": []})
    play(g, "done")
    until(g, L, "conspiracy")
    play(g, "crusade 11")
    assert "move 11->10" not in options(g)


@pytest.mark.law("11.2.7", "10.2.6")
def test_11_2_7_a_hand_card_bought_by_the_cult_is_not_discarded_and_export_feeds_lost_souls() -> None:
    g = cult_shop(hands={"riverfolk": ["Anvil", "Sword"], "lizard": []}, clearings={"1": {"lizard": 1}})
    play(g, "buy hand_card Anvil")
    assert hand(g, L) == ["Anvil"] and hand(g, RF) == ["Sword"]
    assert g.factions[L].lost_souls == []


@pytest.mark.law("11.5.3", "10.2.6")
def test_11_5_3_1_an_exported_card_goes_to_the_lost_souls() -> None:
    g = game_with(CULT, player="riverfolk", hands={"riverfolk": ["Anvil"]},
                  riverfolk={"funds": {"riverfolk": 2}, "removed_posts": {}},
                  clearings={"1": {"riverfolk": {"tokens": ["trade_post_fox"]}}})
    play(g, "export Anvil")
    until(g, RF, "daylight")
    assert labels(g, g.factions[L].lost_souls) == ["Anvil"]
    assert board(g, RF)["payments"] == {"riverfolk": 1}


# ============================================================================= services bought by the Eyrie
@pytest.mark.law("11.2.7", "7.2.2")
def test_11_2_7_eyrie_mercenaries_tie_and_lords_of_the_forest_rule() -> None:
    # clearing 10: Eyrie 1 + Riverfolk 1 against Marquise 2: a tie the Eyrie win (7.2.2)
    g = game_with(HIRED, player="eyrie", phase="birdsong", riverfolk={"prices": PRICES},
                  clearings={"10": {"eyrie": 1, "riverfolk": 1, "marquise": 2},
                             "1": {"eyrie": {"buildings": ["roost"]}}},
                  hands={"eyrie": []})
    assert ruler(g, 9) == M
    play(g, "buy mercenaries")
    assert board(g, RF)["payments"] == {"eyrie": 1}
    until(g, E, "decree")
    play(g, options(g)[0])
    # by the Eyrie's Daylight the mercenaries count for the Eyrie
    assert g.phase == "daylight" and ruler(g, 9) == E


# ============================================================================= 11.2.6 and the Vagabond
VB = ["marquise", "eyrie", "riverfolk", "vagabond"]
V = 3


@pytest.mark.law("11.2.6", "9.2.2")
def test_11_2_6_the_vagabond_pawn_by_a_trade_post_adds_a_service() -> None:
    g = game_with(VB, player="vagabond", phase="birdsong", riverfolk={"prices": PRICES},
                  hands={"riverfolk": ["Anvil", "Sword"]},
                  clearings={"5": {"riverfolk": {"tokens": ["trade_post_rabbit"]}}},
                  vagabond={"character": "thief", "clearing": 5, "items": ["boots", "torch", "sword", "tea", "bag"]})
    play(g, "buy riverboats", "exhaust torch")
    assert g.pending.kind == "buy_service"  # a second service: his pawn is a faction piece there
    play(g, "buy hand_card Anvil", "exhaust bag", "exhaust tea")
    assert hand(g, V) == ["Anvil"]
    assert board(g, RF)["payments"] == {"riverfolk": 3}


@pytest.mark.law("11.2.6")
def test_11_2_6_the_vagabond_buys_even_when_no_riverfolk_warrior_is_left_for_payments() -> None:
    # every Riverfolk warrior is on the map: his items are exhausted, nothing reaches Payments
    g = game_with(VB, player="vagabond", phase="birdsong", riverfolk={"prices": PRICES},
                  clearings={"10": {"riverfolk": 15}},
                  vagabond={"character": "thief", "clearing": 5, "items": ["boots", "torch", "sword"]})
    assert g.factions[RF].supply == 0
    play(g, "buy riverboats", "exhaust torch")
    assert board(g, RF)["payments"] == {}
    assert g.pending.kind == "slip"
    assert "slip 10" in options(g)


# ============================================================================= 11.4.1 Protectionism
@pytest.mark.law("11.4.1", "1.5.4")
def test_11_4_1_protectionism_places_what_the_supply_holds() -> None:
    # one Riverfolk warrior left in supply: it goes to Payments, and is a fund after 11.4.3
    g = game_with(HIRED, player="riverfolk", phase="birdsong", clearings={"5": {"riverfolk": 14}})
    assert g.factions[RF].supply == 0
    assert board(g, RF)["funds"] == {"riverfolk": 1}
    assert g.factions[RF].score == 0  # no trade post on the map: no dividends


# ============================================================================= trade posts removed by others
@pytest.mark.law("11.2.5", "V.4.2")
def test_11_2_5_a_trade_post_removed_in_an_instigated_battle_scores_for_the_vagrant() -> None:
    # the Vagrant forces the Marquise to attack the Riverfolk in 5; the trade post goes:
    # the Vagrant scores it (V.4.2), the Riverfolk remove half their four funds
    g = game_with(VB, player="vagabond", strict=False, dice=[3, 0],
                  clearings={"5": {"marquise": 3, "riverfolk": {"warriors": 1, "tokens": ["trade_post_rabbit"]}}},
                  riverfolk={"funds": {"riverfolk": 3, "marquise": 1}},
                  vagabond={"character": "vagrant", "clearing": 5, "items": ["torch", "boots", "coins"]})
    play(g, "instigate marquise riverfolk")
    assert (g.pending.seat, g.pending.kind) == (RF, "lose_fund")
    play(g, "lose marquise")
    until(g, V, "daylight")
    assert tokens_at(g, 5, RF) == [] and warriors_at(g, 5, RF) == 0
    assert board(g, RF)["funds"] == {"riverfolk": 2}
    assert board(g, RF)["trade_posts_removed"]["rabbit"] == 1
    assert g.factions[V].score == 1 and g.factions[M].score == 0
    assert g.factions[V].rel["riverfolk"] == 0  # the warrior was the Marquise's removal


@pytest.mark.law("11.2.5", "10.4.3")
def test_11_2_5_a_crusade_removes_a_trade_post_scoring_and_disrupting_trade() -> None:
    g = game_with(CULT, player="lizard", phase="birdsong", dice=[2, 0],
                  clearings={"7": {"lizard": 2, "riverfolk": {"tokens": ["trade_post_mouse"]}}},
                  lizard={"outcast": "mouse", "hated": True, "acolytes": 1}, hands={"lizard": ["Anvil"]},
                  riverfolk={"funds": {"riverfolk": 3}, "prices": {"hand_card": 4, "riverboats": 4, "mercenaries": 4}})
    play(g, "done")  # no service bought
    assert (g.pending.seat, g.pending.kind) == (L, "conspiracy")
    assert options_starting(g, "crusade") == {"crusade 7"}
    play(g, "crusade 7", "battle 7 riverfolk")
    assert (g.pending.seat, g.pending.kind) == (L, "daylight")
    assert tokens_at(g, 7, RF) == []
    assert g.factions[L].score == 1
    assert board(g, RF)["funds"] == {"riverfolk": 1}


# ============================================================================= 11.2.6 counting services
@pytest.mark.law("11.2.6", "H.3.3")
def test_11_2_6_a_hirelings_warriors_by_a_trade_post_add_no_service() -> None:
    # the Marquise controls the Popular Band, whose warriors stand in 7 by a trade post;
    # hireling pieces are not her faction pieces (H.3.3): one service only
    g = game_with(HIRED, player="marquise", phase="birdsong", strict=False,
                  hirelings={"cards": {"popular_band": {"controller": "marquise", "warriors": {"7": 2}}}},
                  clearings={"7": {"riverfolk": {"tokens": ["trade_post_mouse"]}}},
                  riverfolk={"prices": PRICES}, hands={"riverfolk": ["Anvil", "Sword"]})
    play(g, "buy riverboats")
    assert g.pending.kind != "buy_service"
    # with one Marquise warrior there too, a second service
    h = game_with(HIRED, player="marquise", phase="birdsong", strict=False,
                  hirelings={"cards": {"popular_band": {"controller": "marquise", "warriors": {"7": 2}}}},
                  clearings={"7": {"marquise": 1, "riverfolk": {"tokens": ["trade_post_mouse"]}}},
                  riverfolk={"prices": PRICES}, hands={"riverfolk": ["Anvil", "Sword"]})
    play(h, "buy riverboats")
    assert h.pending.kind == "buy_service"


@pytest.mark.law("11.2.6", "11.2.7", "8.2.3")
def test_11_2_6_the_alliance_pays_with_warriors_from_its_supply_not_officers() -> None:
    # ten Alliance warriors: eight on the map, two officers: none in supply, nothing to buy
    g = game_with(["alliance", "eyrie", "riverfolk"], player="alliance", phase="birdsong",
                  clearings={"1": {"alliance": 8}}, alliance={"officers": 2},
                  riverfolk={"prices": PRICES}, hands={"riverfolk": ["Anvil"]})
    assert g.factions[0].supply == 0
    assert g.pending.kind != "buy_service"
    # with two warriors in supply, a card (price 2) is bought with them
    h = game_with(["alliance", "eyrie", "riverfolk"], player="alliance", phase="birdsong",
                  clearings={"1": {"alliance": 6}}, alliance={"officers": 2},
                  riverfolk={"prices": PRICES}, hands={"riverfolk": ["Anvil"]})
    play(h, "buy hand_card Anvil")
    assert h.factions[0].supply == 0 and h.factions[0].officers == 2
    assert board(h, RF)["payments"] == {"alliance": 2}
    assert hand(h, 0) == ["Anvil"]


@pytest.mark.law("11.2.5", "9.2.9", "3.2.1")
def test_11_2_5_a_favor_removing_two_trade_posts_disrupts_trade_twice() -> None:
    # the Tinker crafts Favor of the Mice with three hammers in mouse clearing 2: both mouse
    # trade posts go (a point each), and the Riverfolk warrior in 7 (Hostile, no Infamy: not
    # in battle). Five funds: three removed (half, rounded up), then one of the two left
    g = game_with(VB, player="vagabond", strict=False, hands={"vagabond": ["Favor of the Mice"]},
                  clearings={"7": {"riverfolk": {"warriors": 1, "tokens": ["trade_post_mouse"]}},
                             "11": {"riverfolk": {"tokens": ["trade_post_mouse"]}}},
                  riverfolk={"funds": {"riverfolk": 5}},
                  vagabond={"character": "tinker", "clearing": 2, "items": ["hammer", "hammer", "hammer", "boots"]})
    play(g, 'craft "Favor of the Mice"')
    assert tokens_at(g, 7, RF) == [] and tokens_at(g, 11, RF) == [] and warriors_at(g, 7, RF) == 0
    assert board(g, RF)["funds"] == {"riverfolk": 1}
    assert board(g, RF)["trade_posts_removed"]["mouse"] == 2
    assert g.factions[V].score == 2 and g.factions[V].rel["riverfolk"] == -1
