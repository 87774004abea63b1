"""Law chapter 11: the Riverfolk Company (11.2.1-11.6.2).

Positions are three-player games on the Autumn map: Marquise in seat 0, Eyrie in seat 1,
Riverfolk in seat 2 (a Vagabond in seat 3 where a test needs one).
Autumn facts used below (components.md §5): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; paths 1-5 1-9 1-10
2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12; rivers 5-10 10-11
11-7 7-4, so the clearings touching the river are 4, 5, 7, 10 and 11.
Riverfolk board (components.md §3; woodland/factions/riverfolk/data.json): 15 warriors,
9 trade posts (3 per suit, tokens ``trade_post_<suit>``), service prices 1-4, and each
trade post placed scores 2 (single source: the tests read the number from the data file,
so a correction of the data is not a test change).
Card costs used (components.md §1): Anvil fox (hammer, 2 VP), Foxfolk Steel fox+fox
(sword, 2 VP), Arms Trader fox+fox (sword, 2 VP), Travel Gear (fox) rabbit (boots),
Royal Claim any x4 (persistent), Sword (mouse card) fox+fox.

Board fields of a position (see woodland/factions/riverfolk.py): ``payments``, ``funds``,
``committed`` (faction -> warriors), ``track`` (suit -> faction -> warriors committed onto
empty Trade Posts spaces), ``prices``, ``mercenaries`` / ``riverboats`` (bought this turn).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland import Game, explain
from woodland.core.errors import BadInput, IllegalAction
from woodland.factions.riverfolk import DATA
from woodland.rules.board import ruler
from woodland.testing import action_text as o, game_with, hand, labels, option_set as opts, options, play, warriors_at

M, E, RF, V = 0, 1, 2, 3
THREE = ["marquise", "eyrie", "riverfolk"]
FOUR = THREE + ["vagabond"]
RIVER = {4, 5, 7, 10, 11}
VP = DATA["trade_post_vp"]


# ----------------------------------------------------------------------------- helpers
def pos(player: str = "riverfolk", phase: str = "daylight", *, four: bool = False,
        dice: list[int] | None = None, **spec: Any) -> Game:
    return game_with(FOUR if four else THREE, player=player, phase=phase, dice=dice, **spec)


def board(g: Game) -> dict[str, Any]:
    """The Riverfolk board as every player sees it."""
    return g.view(M)["players"][RF]["board"]


def post(suit: str) -> dict[str, Any]:
    return {"riverfolk": {"tokens": ["trade_post_" + suit]}}


def supply(g: Game, seat: int) -> int:
    return g.factions[seat].supply


def pending(g: Game) -> tuple[int, str]:
    return g.pending.seat, g.pending.kind


def buy_opts(g: Game) -> set[str]:
    assert g.pending.kind == "buy_service"
    return opts(g)


# ----------------------------------------------------------------------------- 11.3 setup
def setup_game(keep: int = 4) -> Game:
    """A real game start: Marquise (keep in ``keep``), Eyrie, then the Riverfolk set up."""
    g = Game.new({"map": "autumn", "factions": THREE, "seating": "given"}, 3)
    play(g, f"keep {keep}")
    while g.pending.seat == M:
        play(g, options(g)[0])
    while g.pending.seat == E:
        play(g, options(g)[0])
    return g


@pytest.mark.law("11.3.2")
def test_11_3_2_starting_warriors_go_to_clearings_touching_the_river() -> None:
    g = setup_game(keep=4)
    assert pending(g) == (RF, "setup_warrior")
    # the river clearings, except Haven (4): only the Marquise places pieces at the keep (6.2.2)
    assert opts(g) == {o("place", c) for c in RIVER - {4}}
    with pytest.raises(IllegalAction) as e:
        play(g, "place 1")
    assert "11.3.2" in e.value.rules
    play(g, "place 5", "place 5", "place 10", "place 11")
    assert [warriors_at(g, c, RF) for c in (5, 10, 11)] == [2, 1, 1]
    assert sum(warriors_at(g, c, RF) for c in range(1, 13)) == 4


@pytest.mark.law("11.3.1", "11.3.3", "11.3.4", "11.3.5")
def test_11_3_setup_supply_trade_posts_payments_and_prices() -> None:
    g = setup_game()
    play(g, "place 5", "place 7", "place 10", "place 11")
    rf = g.factions[RF]
    # 11.3.4: three warriors in Payments; 11.3.1: 15 warriors in all
    assert board(g)["payments"] == {"riverfolk": 3}
    assert supply(g, RF) == 15 - 4 - 3
    # 11.3.3: nine trade posts on their tracks, three per suit, none on the map
    assert board(g)["trade_posts_on_track"] == {"fox": 3, "rabbit": 3, "mouse": 3}
    assert not any(k.startswith("trade_post") for ts in g.tokens for _o, k in ts)
    # 11.3.5: one price per service, any space of its track
    for svc, price in (("hand_card", 2), ("riverboats", 4), ("mercenaries", 1)):
        assert pending(g) == (RF, "set_price")
        assert opts(g) == {o("price", svc, p) for p in (1, 2, 3, 4)}
        play(g, o("price", svc, price))
    assert rf.prices == {"hand_card": 2, "riverboats": 4, "mercenaries": 1}
    # setup is over: the first player's turn begins with the Riverfolk's offer (11.2.6)
    assert pending(g) == (M, "buy_service")


# ----------------------------------------------------------------------------- 11.2.1 crafting
@pytest.mark.law("11.2.1")
def test_11_2_1_no_crafting_while_every_trade_post_is_on_its_track() -> None:
    g = pos(hands={"riverfolk": ["Anvil", "Travel Gear (fox)"]}, riverfolk={"funds": {"riverfolk": 4}})
    assert not any(x.startswith(("craft", "export")) for x in opts(g))
    with pytest.raises(IllegalAction) as e:
        play(g, 'craft Anvil')
    assert "11.5.3" in e.value.rules or "11.2.1" in e.value.rules


@pytest.mark.law("11.2.1", "11.5.3")
def test_11_2_1_crafting_commits_funds_onto_empty_trade_post_spaces() -> None:
    g = pos(clearings={"1": post("fox"), "6": post("fox")},
            hands={"riverfolk": ["Anvil", "Foxfolk Steel", "Arms Trader", "Travel Gear (fox)"]},
            riverfolk={"funds": {"riverfolk": 3}})
    # two empty fox spaces, no empty rabbit space: Travel Gear (rabbit icon) cannot be crafted
    crafts = {x for x in opts(g) if x.startswith("craft")}
    assert crafts == {o("craft", "Anvil"), o("craft", "Foxfolk Steel"), o("craft", "Arms Trader")}
    play(g, o("craft", "Foxfolk Steel"))
    rf = g.factions[RF]
    assert rf.items == ["sword"] and rf.score == 2  # 4.1.2, 3.2.2
    assert board(g)["funds"] == {"riverfolk": 1}
    assert board(g)["funds_on_track"]["fox"] == {"riverfolk": 2}
    # both fox spaces are now filled: one fund left, but nowhere to commit it for Anvil
    assert not any(x.startswith("craft") for x in opts(g))


@pytest.mark.law("11.5.3")
def test_11_5_3_a_card_needs_one_fund_per_icon() -> None:
    g = pos(clearings={"1": post("fox"), "6": post("fox")}, hands={"riverfolk": ["Anvil", "Foxfolk Steel"]},
            riverfolk={"funds": {"riverfolk": 1}})
    assert {x for x in opts(g) if x.startswith("craft")} == {o("craft", "Anvil")}
    with pytest.raises(IllegalAction) as e:
        play(g, o("craft", "Foxfolk Steel"))
    assert "11.5.3" in e.value.rules


@pytest.mark.law("11.5.3", "11.2.4")
def test_11_5_3_the_riverfolk_choose_whose_fund_pays_and_any_icons_take_any_empty_space() -> None:
    g = pos(clearings={"1": post("fox"), "6": post("fox"), "3": post("rabbit"), "5": post("rabbit")},
            hands={"riverfolk": ["Royal Claim"]},
            riverfolk={"funds": {"riverfolk": 3, "marquise": 1}})
    play(g, o("craft", "Royal Claim"))
    assert pending(g) == (RF, "craft_pay")
    assert opts(g) == {"pay fox", "pay rabbit"}
    play(g, "pay fox")
    assert pending(g) == (RF, "fund")
    assert opts(g) == {"fund marquise", "fund riverfolk"}
    play(g, "fund marquise")
    play(g, "pay fox")  # both fox spaces now filled: the last two icons go to rabbit spaces
    assert board(g)["funds_on_track"]["fox"] == {"marquise": 1, "riverfolk": 1}
    assert board(g)["funds_on_track"]["rabbit"] == {"riverfolk": 2}
    assert labels(g, g.factions[RF].play_area) == ["Royal Claim"]
    assert board(g)["funds"] == {}


@pytest.mark.law("11.5.3")
def test_11_5_3_1_export_discards_the_card_for_a_warrior_in_payments() -> None:
    g = pos(clearings={"1": post("fox")}, hands={"riverfolk": ["Anvil"]}, riverfolk={"funds": {"riverfolk": 1}})
    assert {o("craft", "Anvil"), o("export", "Anvil")} <= opts(g)
    before = supply(g, RF)
    play(g, o("export", "Anvil"))
    rf = g.factions[RF]
    assert rf.items == [] and rf.score == 0  # the benefit is ignored
    assert labels(g, g.discard) == ["Anvil"]
    assert board(g)["payments"] == {"riverfolk": 1}
    assert supply(g, RF) == before - 1
    assert board(g)["funds_on_track"]["fox"] == {"riverfolk": 1}  # the cost was still paid


# ----------------------------------------------------------------------------- 11.2.2 Swimmers
@pytest.mark.law("11.2.2", "11.5.1")
def test_11_2_2_swimmers_move_along_rivers_ignoring_rule_but_paths_need_rule() -> None:
    g = pos(clearings={"10": {"riverfolk": 1, "eyrie": 3}, "11": {"eyrie": 2}, "5": {"marquise": 2}},
            riverfolk={"funds": {"riverfolk": 1}})
    assert "move" in opts(g)
    play(g, "move")  # commits the only fund
    assert board(g)["committed"] == {"riverfolk": 1}
    assert pending(g) == (RF, "move")
    # paths 10-1, 10-2, 10-12: the Riverfolk rule neither end; rivers 10-5 and 10-11 ignore rule;
    # the fund is committed, so the move must be taken
    assert opts(g) == {"move 10->5", "move 10->11"}
    play(g, "move 10->11")  # one warrior: the count is not asked
    assert warriors_at(g, 11, RF) == 1 and warriors_at(g, 10, RF) == 0


@pytest.mark.law("11.2.2")
def test_11_2_2_swimmers_still_use_paths_with_rule() -> None:
    g = pos(clearings={"10": {"riverfolk": 2}}, riverfolk={"funds": {"riverfolk": 1}})
    play(g, "move")
    assert opts(g) == {"move 10->1", "move 10->2", "move 10->12", "move 10->5", "move 10->11"}


# ----------------------------------------------------------------------------- 11.2.3 public hand
@pytest.mark.law("11.2.3")
def test_11_2_3_every_player_sees_the_riverfolk_hand() -> None:
    g = pos(hands={"riverfolk": ["Anvil", "Sword"], "marquise": ["Bake Sale"], "eyrie": 2})
    for seat in (M, E):
        v = g.view(seat)["players"]
        assert v[RF]["hand"] == ["Anvil", "Sword"]
        assert "hand" not in v[1 - seat]  # the other hands stay hidden
    # a search bot redrawing hidden cards keeps the Riverfolk hand
    d = g.determinize(E, 7)
    assert hand(d, RF) == ["Anvil", "Sword"]


# ----------------------------------------------------------------------------- 11.2.4 funds
@pytest.mark.law("11.2.4")
def test_11_2_4_funds_are_warriors_of_any_faction_still_counted_as_theirs() -> None:
    g = pos(riverfolk={"funds": {"marquise": 2, "eyrie": 1, "riverfolk": 1}, "payments": {"eyrie": 1}})
    assert supply(g, M) == 25 - 2 and supply(g, E) == 20 - 2 and supply(g, RF) == 15 - 1
    assert board(g)["funds"] == {"marquise": 2, "eyrie": 1, "riverfolk": 1}
    # a saved game checks that every faction's warriors add up (1.5.1): they do
    d = g.to_json()
    assert Game.from_json(json.loads(json.dumps(d))).fingerprint() == g.fingerprint()
    # a Marquise warrior that vanished from the Funds box without returning to supply does not
    d["factions"][RF]["funds"].remove(M)
    with pytest.raises(BadInput):
        Game.from_json(d)


@pytest.mark.law("11.2.4", "11.5.5")
def test_11_2_4_a_spent_fund_returns_to_its_owners_supply() -> None:
    g = pos(riverfolk={"funds": {"marquise": 1, "riverfolk": 1}})
    m, r = supply(g, M), supply(g, RF)
    play(g, "recruit 7")
    assert pending(g) == (RF, "fund")
    assert opts(g) == {"fund marquise", "fund riverfolk"}
    play(g, "fund marquise")
    assert supply(g, M) == m + 1
    assert supply(g, RF) == r - 1 and warriors_at(g, 7, RF) == 1
    assert board(g)["funds"] == {"riverfolk": 1}


# ----------------------------------------------------------------------------- 11.2.5 trade posts
@pytest.mark.law("11.2.5", "11.5.6")
def test_11_2_5_placing_a_trade_post_scores_the_uncovered_space() -> None:
    g = pos(clearings={"9": {"marquise": 2}}, riverfolk={"funds": {"marquise": 2}})
    play(g, "establish 9")
    assert g.factions[RF].score == VP["mouse"][0]
    assert board(g)["trade_posts_on_track"]["mouse"] == 2


@pytest.mark.law("11.2.5")
def test_11_2_5_trade_disruption_removes_half_the_funds_rounded_up_and_the_post_for_good() -> None:
    g = pos(player="marquise", dice=[2, 0],
            clearings={"5": {"marquise": 2, "riverfolk": {"tokens": ["trade_post_rabbit"]}}},
            riverfolk={"funds": {"riverfolk": 2, "marquise": 1}})
    m, r = supply(g, M), supply(g, RF)
    play(g, "battle 5 riverfolk")
    assert not g.tokens[4]
    assert g.factions[M].score == 1  # 3.2.1: a trade post is a token
    # three funds: two must go, the Riverfolk choose which
    assert pending(g) == (RF, "lose_fund")
    assert opts(g) == {"lose marquise", "lose riverfolk"}
    play(g, "lose marquise")
    assert board(g)["funds"] == {"riverfolk": 1}
    assert supply(g, M) == m + 1 and supply(g, RF) == r + 1
    # the trade post left the game: it is not back on its track
    assert board(g)["trade_posts_on_track"]["rabbit"] == 2
    assert board(g)["trade_posts_removed"]["rabbit"] == 1


@pytest.mark.law("11.2.5")
def test_11_2_5_trade_disruption_with_an_even_number_of_funds() -> None:
    g = pos(player="marquise", dice=[2, 0],
            clearings={"5": {"marquise": 2, "riverfolk": {"tokens": ["trade_post_rabbit"]}}},
            riverfolk={"funds": {"riverfolk": 4}})
    play(g, "battle 5 riverfolk")
    assert board(g)["funds"] == {"riverfolk": 2}
    assert pending(g) == (M, "daylight")


@pytest.mark.law("11.2.5", "11.5.6")
def test_11_2_5_a_removed_trade_post_cannot_be_placed_again() -> None:
    # all three rabbit posts gone from the track: two on the map, one removed from the game
    g = pos(clearings={"3": post("rabbit"), "4": post("rabbit"), "10": {"marquise": 2}},
            riverfolk={"funds": {"marquise": 2}, "removed_posts": {"rabbit": 1}})
    assert "establish 10" not in opts(g)
    with pytest.raises(IllegalAction) as e:
        play(g, "establish 10")
    assert "11.5.6" in e.value.rules


# ----------------------------------------------------------------------------- 11.2.6 buying services
def shop(**extra: Any) -> Game:
    """The Marquise's Birdsong begins; the Riverfolk hold Anvil and a bird ambush; prices:
    card 2, riverboats 1, mercenaries 3."""
    spec: dict[str, Any] = {"hands": {"riverfolk": ["Anvil", "Ambush (bird)"]},
                            "riverfolk": {"prices": {"hand_card": 2, "riverboats": 1, "mercenaries": 3}}}
    spec.update(extra)
    return pos(player="marquise", phase="birdsong", **spec)


@pytest.mark.law("11.2.6", "11.2.7")
def test_11_2_6_buyer_pays_warriors_into_payments_and_buys_one_plus_one_per_shared_trade_post() -> None:
    # trade posts in 5 (with a Marquise sawmill) and 7 (no Marquise piece): two services
    g = shop(clearings={"5": {"marquise": {"buildings": ["sawmill"]}, "riverfolk": {"tokens": ["trade_post_rabbit"]}},
                        "7": post("mouse")})
    assert pending(g) == (M, "buy_service")
    assert buy_opts(g) == {o("buy", "hand_card", "Anvil"), o("buy", "hand_card", "Ambush (bird)"),
                           "buy riverboats", "buy mercenaries", "done"}
    m = supply(g, M)
    play(g, "buy riverboats")
    assert supply(g, M) == m - 1 and board(g)["payments"] == {"marquise": 1}
    play(g, o("buy", "hand_card", "Anvil"))
    assert supply(g, M) == m - 3 and board(g)["payments"] == {"marquise": 3}
    # 11.2.7 Hand Card: the card changes hands, and everyone saw which
    assert hand(g, M) == ["Anvil"] and hand(g, RF) == ["Ambush (bird)"]
    assert g.view(E)["players"][M]["shown"] == ["Anvil"]
    # two services bought: the Marquise goes on with her Birdsong and Daylight
    assert pending(g) == (M, "daylight")


@pytest.mark.law("11.2.6")
def test_11_2_6_one_service_without_a_shared_trade_post() -> None:
    g = shop(clearings={"7": post("mouse"), "8": {"marquise": 1}})
    play(g, "buy riverboats")
    assert pending(g) == (M, "daylight")


@pytest.mark.law("11.2.6", "11.2.7")
def test_11_2_6_hand_card_may_be_bought_several_times() -> None:
    g = shop(clearings={"5": {"marquise": 1, "riverfolk": {"tokens": ["trade_post_rabbit"]}},
                        "7": {"marquise": 1, "riverfolk": {"tokens": ["trade_post_mouse"]}}})
    play(g, o("buy", "hand_card", "Anvil"), o("buy", "hand_card", "Ambush (bird)"))
    assert hand(g, M) == ["Ambush (bird)", "Anvil"] and hand(g, RF) == []
    assert board(g)["payments"] == {"marquise": 4}


@pytest.mark.law("11.2.6")
def test_11_2_6_a_service_costs_warriors_the_buyer_has_in_supply() -> None:
    g = shop(clearings={"1": {"marquise": 24}})  # one Marquise warrior left in supply
    assert buy_opts(g) == {"buy riverboats", "done"}
    with pytest.raises(IllegalAction) as e:
        play(g, "buy mercenaries")
    assert "11.2.6" in e.value.rules


@pytest.mark.law("11.2.6", "11.2.7")
def test_11_2_6_vagabond_pays_by_exhausting_items_and_cannot_buy_mercenaries() -> None:
    g = pos(player="vagabond", phase="birdsong", four=True,
            riverfolk={"prices": {"hand_card": 3, "riverboats": 2, "mercenaries": 1}},
            vagabond={"character": "thief", "clearing": 8, "items": ["boots", "torch", "sword", "tea"]})
    assert pending(g) == (V, "buy_service")
    assert buy_opts(g) == {"buy riverboats", "done"}  # no card in the Riverfolk hand
    with pytest.raises(IllegalAction) as e:
        play(g, "buy mercenaries")
    assert "11.2.7" in e.value.rules
    r = supply(g, RF)
    play(g, "buy riverboats")
    assert pending(g) == (V, "pay_service")
    assert opts(g) == {"exhaust boots", "exhaust sword", "exhaust tea", "exhaust torch"}
    play(g, "exhaust torch")
    assert "torch_x" in g.factions[V].gear
    play(g, "exhaust boots")
    # one Riverfolk warrior into Payments per item exhausted
    assert board(g)["payments"] == {"riverfolk": 2}
    assert supply(g, RF) == r - 2
    assert supply(g, V) == 0


# ----------------------------------------------------------------------------- 11.2.7 services
@pytest.mark.law("11.2.7")
def test_11_2_7_riverboats_rivers_are_paths_for_the_buyer_that_turn() -> None:
    spec = dict(clearings={"5": {"marquise": 1}, "11": {"marquise": 1, "eyrie": 2}, "7": {"eyrie": 2}})
    g = shop(**spec)
    play(g, "buy riverboats")
    play(g, "march")
    moves = opts(g)
    assert "move 5->10" in moves  # along the river 5-10, with rule of the origin
    assert "move 11->7" not in moves  # a river is a path, not a free move: rule is still needed
    assert g.view(E)["players"][RF]["board"]["riverboats"] == "marquise"
    # without Riverboats the river is no path
    h = shop(**spec)
    play(h, "done", "march")
    assert "move 5->10" not in opts(h)


@pytest.mark.law("11.2.7")
def test_11_2_7_riverboats_carry_the_vagabond_along_rivers() -> None:
    spec: dict[str, Any] = {"four": True, "vagabond": {"character": "thief", "clearing": 5,
                                                      "items": ["boots", "sword"]}}
    g = pos(player="vagabond", riverfolk={"riverboats": "vagabond"}, **spec)
    assert "move 10" in opts(g)  # 5-10 is a river, not a path
    h = pos(player="vagabond", **spec)
    assert "move 10" not in opts(h)


@pytest.mark.law("11.2.7")
def test_11_2_7_riverboats_last_until_the_end_of_the_buyers_turn() -> None:
    g = shop(clearings={"5": {"marquise": 1}})
    play(g, "buy riverboats", "end")
    # Evening: draw and discard (one card drawn; nothing to discard), then the Eyrie's turn
    assert g.current == E
    assert board(g)["riverboats"] is None


@pytest.mark.law("11.2.7")
def test_11_2_7_mercenaries_count_for_the_buyers_rule_in_daylight_not_birdsong() -> None:
    # clearing 10: Marquise 1 + Riverfolk 2 against Eyrie 2 (the Eyrie win ties, 7.2.2)
    g = shop(clearings={"10": {"marquise": 1, "riverfolk": 2, "eyrie": 2},
                        "5": {"marquise": 1, "riverfolk": {"tokens": ["trade_post_rabbit"]}},
                        "12": {"eyrie": 1}})
    assert ruler(g, 9) == E
    play(g, "buy mercenaries")
    assert pending(g) == (M, "buy_service")  # still in Birdsong: a second service may be bought
    assert ruler(g, 9) == E
    play(g, "done")
    assert pending(g) == (M, "daylight")
    assert ruler(g, 9) == M
    play(g, "march")
    assert "move 10->12" in opts(g)  # the Marquise rule the origin thanks to the mercenaries


@pytest.mark.law("11.2.7")
def test_11_2_7_mercenaries_fight_for_the_buyer_and_take_even_hits() -> None:
    g = pos(player="marquise", dice=[3, 2], clearings={"10": {"marquise": 1, "riverfolk": 2, "eyrie": 3}},
            riverfolk={"mercenaries": "marquise"})
    play(g, "battle 10 eyrie")
    # rolled hits are capped by the warriors the attacker treats as its own: 1 + 2
    assert warriors_at(g, 10, E) == 0
    # two hits taken: the first (odd) by a Marquise warrior, the second (even) by a mercenary
    assert warriors_at(g, 10, M) == 0 and warriors_at(g, 10, RF) == 1


@pytest.mark.law("11.2.7", "4.3.1")
def test_11_2_7_the_buyer_may_battle_where_only_mercenaries_stand() -> None:
    """Mercenaries are the buyer's own warriors for battle, so a clearing holding them is
    a clearing where the buyer has warriors (4.3.1); both hits she takes fall on them."""
    g = pos(player="marquise", dice=[2, 2], clearings={"1": {"marquise": 1}, "10": {"riverfolk": 2, "eyrie": 2}},
            riverfolk={"mercenaries": "marquise"})
    assert "battle 10 eyrie" in opts(g) and "battle 10 riverfolk" not in opts(g)
    play(g, "battle 10 eyrie")
    assert warriors_at(g, 10, E) == 0 and warriors_at(g, 10, RF) == 0


@pytest.mark.law("4.3.1")
def test_4_3_1_without_mercenaries_no_battle_where_only_riverfolk_stand() -> None:
    g = pos(player="marquise", clearings={"1": {"marquise": 1}, "10": {"riverfolk": 2, "eyrie": 2}})
    assert g.pending.kind == "daylight" and not any(o.startswith("battle 10") for o in opts(g))
    r = explain(g, "battle 10 eyrie")
    assert not r.legal and r.rules == ["4.3"] and "clearing 10" in r.reason


@pytest.mark.law("11.2.7")
def test_11_2_7_without_mercenaries_the_riverfolk_do_not_fight() -> None:
    g = pos(player="marquise", dice=[3, 2], clearings={"10": {"marquise": 1, "riverfolk": 2, "eyrie": 3}})
    play(g, "battle 10 eyrie")
    assert warriors_at(g, 10, E) == 2 and warriors_at(g, 10, M) == 0 and warriors_at(g, 10, RF) == 2


@pytest.mark.law("11.2.7")
def test_11_2_7_buildings_take_odd_hits_only_once_no_warrior_is_left_mercenaries_included() -> None:
    g = pos(player="marquise", dice=[3, 3],
            clearings={"10": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}, "riverfolk": 2, "eyrie": 3}},
            riverfolk={"mercenaries": "marquise"})
    play(g, "battle 10 eyrie")
    # hits 1 (odd) Marquise warrior, 2 (even) mercenary, 3 (odd): no Marquise warrior, but a
    # mercenary is still there, so the sawmill stays and the mercenary goes
    assert warriors_at(g, 10, M) == 0 and warriors_at(g, 10, RF) == 0
    assert (M, "sawmill") in g.buildings[9]


@pytest.mark.law("11.2.7")
def test_11_2_7_mercenaries_do_not_fight_when_the_buyer_battles_the_riverfolk() -> None:
    g = pos(player="marquise", dice=[3, 0], clearings={"10": {"marquise": 1, "riverfolk": 3}},
            riverfolk={"mercenaries": "marquise"})
    play(g, "battle 10 riverfolk")
    assert warriors_at(g, 10, RF) == 2  # the Marquise's own single warrior caps her rolled hits at 1


@pytest.mark.law("11.2.7")
def test_11_2_7_vagabond_removing_mercenaries_in_battle_does_not_become_hostile() -> None:
    g = pos(player="marquise", four=True, dice=[2, 2],
            clearings={"10": {"marquise": 1, "riverfolk": 2}},
            riverfolk={"mercenaries": "marquise"},
            vagabond={"character": "thief", "clearing": 10, "items": ["sword", "sword"]})
    play(g, "battle 10 vagabond")
    # the Vagabond's two hits: a Marquise warrior (odd), then a mercenary (even)
    assert warriors_at(g, 10, M) == 0 and warriors_at(g, 10, RF) == 1
    v = g.factions[V]
    assert v.rel["marquise"] == -1  # 9.2.9.III: he removed a Marquise warrior
    assert v.rel["riverfolk"] == 0  # 11.2.7: but not Hostile with the Riverfolk


# ----------------------------------------------------------------------------- 11.4 Birdsong
def birdsong(**rf: Any) -> Game:
    return pos(phase="birdsong", clearings={"1": post("fox")}, riverfolk=rf)


@pytest.mark.law("11.4.1", "11.4.2", "11.4.3")
def test_11_4_birdsong_protectionism_dividends_then_gather_funds() -> None:
    g = birdsong(funds={"marquise": 3, "riverfolk": 2}, committed={"eyrie": 1}, track={"fox": {"riverfolk": 1}})
    assert pending(g) == (RF, "daylight")
    # 11.4.1: Payments was empty: two Riverfolk warriors from supply
    assert supply(g, RF) == 15 - 2 - 1 - 2
    # 11.4.2: five funds with a trade post on the map: 2 points (not for Committed or Payments)
    assert g.factions[RF].score == 2
    # 11.4.3: every warrior on the board is now a fund
    b = board(g)
    assert b["funds"] == {"marquise": 3, "riverfolk": 5, "eyrie": 1}
    assert b["payments"] == {} and b["committed"] == {}
    assert b["funds_on_track"] == {"fox": {}, "rabbit": {}, "mouse": {}}


@pytest.mark.law("11.4.1")
def test_11_4_1_no_protectionism_when_payments_hold_warriors() -> None:
    g = birdsong(payments={"eyrie": 1})
    assert board(g)["funds"] == {"eyrie": 1}
    assert supply(g, RF) == 15


@pytest.mark.law("11.4.2")
def test_11_4_2_no_dividends_without_a_trade_post_on_the_map() -> None:
    g = pos(phase="birdsong", riverfolk={"funds": {"marquise": 4}, "payments": {"eyrie": 1}})
    assert g.factions[RF].score == 0
    assert board(g)["funds"] == {"marquise": 4, "eyrie": 1}


@pytest.mark.law("11.4.2")
def test_11_4_2_dividends_count_only_funds_rounding_down() -> None:
    g = birdsong(funds={"marquise": 3}, payments={"riverfolk": 2}, committed={"eyrie": 3})
    assert g.factions[RF].score == 1  # three funds: one point; the five others do not count


# ----------------------------------------------------------------------------- 11.5 Daylight
@pytest.mark.law("11.5.1")
def test_11_5_1_a_move_commits_a_fund_chosen_by_owner() -> None:
    g = pos(clearings={"10": {"riverfolk": 2}}, riverfolk={"funds": {"marquise": 1, "riverfolk": 1}})
    play(g, "move")
    assert pending(g) == (RF, "fund")
    play(g, "fund marquise")
    assert board(g)["committed"] == {"marquise": 1} and board(g)["funds"] == {"riverfolk": 1}
    assert supply(g, M) == 24  # committed, not spent: the warrior stays on the board
    play(g, "move 10->5", "x2")
    assert warriors_at(g, 5, RF) == 2


@pytest.mark.law("11.5.1", "11.5.2", "11.5.4")
def test_11_5_no_fund_no_action() -> None:
    g = pos(clearings={"10": {"riverfolk": 2, "eyrie": 1}}, hands={"riverfolk": ["Anvil"]},
            riverfolk={"payments": {"marquise": 2}, "committed": {"riverfolk": 1}})
    # Payments and Committed are not funds: Daylight offers nothing, and Evening comes
    assert pending(g) == (RF, "set_price")
    assert board(g)["payments"] == {"marquise": 2} and board(g)["committed"] == {"riverfolk": 1}
    assert warriors_at(g, 10, RF) == 2 and hand(g, RF) == ["Anvil"]
    g = pos(clearings={"10": {"riverfolk": 2, "eyrie": 1}}, riverfolk={"funds": {"eyrie": 1}})
    assert {"move", "battle 10 eyrie", "draw", "recruit 10", "recruit 4", "recruit 5", "recruit 7",
            "recruit 11", "end"} == opts(g)


@pytest.mark.law("11.5.2")
def test_11_5_2_a_battle_commits_one_fund() -> None:
    g = pos(dice=[2, 1], clearings={"10": {"riverfolk": 2, "eyrie": 2}}, riverfolk={"funds": {"riverfolk": 2}})
    play(g, "battle 10 eyrie")
    assert board(g)["funds"] == {"riverfolk": 1} and board(g)["committed"] == {"riverfolk": 1}
    assert warriors_at(g, 10, E) == 0 and warriors_at(g, 10, RF) == 1


@pytest.mark.law("11.5.4")
def test_11_5_4_draw_commits_one_fund() -> None:
    g = pos(deck_top=["Anvil"], riverfolk={"funds": {"eyrie": 1}})
    play(g, "draw")
    assert hand(g, RF) == ["Anvil"]
    assert board(g)["committed"] == {"eyrie": 1} and board(g)["funds"] == {}


@pytest.mark.law("11.5.5")
def test_11_5_5_recruit_in_a_clearing_with_a_river() -> None:
    g = pos(clearings={"4": {"marquise": {"tokens": ["keep"]}}}, riverfolk={"funds": {"riverfolk": 1}})
    # the river clearings, but not the keep's (6.2.2)
    assert {x for x in opts(g) if x.startswith("recruit")} == {o("recruit", c) for c in RIVER - {4}}
    with pytest.raises(IllegalAction) as e:
        play(g, "recruit 1")
    assert "11.5.5" in e.value.rules
    r = supply(g, RF)
    play(g, "recruit 11")
    # the spent fund (a Riverfolk warrior) went back to supply, then a warrior was placed
    assert warriors_at(g, 11, RF) == 1 and supply(g, RF) == r
    assert board(g)["funds"] == {}


@pytest.mark.law("11.5.6")
def test_11_5_6_establish_in_a_ruled_clearing_spending_two_funds_of_its_ruler() -> None:
    g = pos(clearings={"9": {"marquise": 2}, "8": {"eyrie": 1}, "12": {"eyrie": 1, "riverfolk": {"tokens":
                       ["trade_post_fox"]}}},
            riverfolk={"funds": {"marquise": 2, "eyrie": 1}})
    # 8: the Eyrie rule it, but only one Eyrie fund; 12 has a trade post; 2 and others: nobody rules
    assert {x for x in opts(g) if x.startswith("establish")} == {"establish 9"}
    for c, rule in ((8, "11.5.6.II"), (12, "11.5.6.I"), (2, "11.5.6.I")):  # II the funds, I the clearing
        with pytest.raises(IllegalAction) as e:
            play(g, f"establish {c}")
        assert rule in e.value.rules
    m, score = supply(g, M), g.factions[RF].score
    play(g, "establish 9")
    assert supply(g, M) == m + 2  # spent: back to the Marquise supply
    assert board(g)["funds"] == {"eyrie": 1}
    assert (RF, "trade_post_mouse") in g.tokens[8] and warriors_at(g, 9, RF) == 1
    assert g.factions[RF].score == score + VP["mouse"][0]


@pytest.mark.law("11.5.6")
def test_11_5_6_establish_where_the_riverfolk_rule_spends_their_own_funds() -> None:
    g = pos(clearings={"3": {"riverfolk": 1}}, riverfolk={"funds": {"riverfolk": 2, "marquise": 3}})
    assert {x for x in opts(g) if x.startswith("establish")} == {"establish 3"}
    play(g, "establish 3")
    assert (RF, "trade_post_rabbit") in g.tokens[2] and warriors_at(g, 3, RF) == 2
    assert board(g)["funds"] == {"marquise": 3}


# ----------------------------------------------------------------------------- 11.6 Evening
@pytest.mark.law("11.6.1", "11.6.2")
def test_11_6_discard_to_five_then_set_prices_and_the_next_buyer_pays_them() -> None:
    cards = ["Anvil", "Sword", "Bake Sale", "Investments", "Codebreakers", "Cobbler", "Sappers"]
    g = pos(phase="evening", hands={"riverfolk": cards},
            clearings={"5": {"marquise": 1}},
            riverfolk={"prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}})
    deck = len(g.deck)
    assert pending(g) == (RF, "discard")
    play(g, o("discard", "Sappers"), o("discard", "Cobbler"))
    assert len(g.deck) == deck  # the Riverfolk draw no card in Evening
    assert hand(g, RF) == sorted(cards[:5])
    for svc, price in (("hand_card", 4), ("riverboats", 2), ("mercenaries", 3)):
        assert pending(g) == (RF, "set_price")
        play(g, o("price", svc, price))
    assert board(g)["prices"] == {"hand_card": 4, "riverboats": 2, "mercenaries": 3}
    # the Marquise's turn: the new prices apply
    assert pending(g) == (M, "buy_service")
    m = supply(g, M)
    play(g, "buy mercenaries")
    assert supply(g, M) == m - 3
