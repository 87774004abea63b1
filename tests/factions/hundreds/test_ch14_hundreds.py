"""Law chapter 14: the Lord of the Hundreds (14.2 faction rules, 14.3 setup, 14.4 Birdsong,
14.5 Daylight, 14.6 Evening, 14.7 moods). Numbers: components.md §3
(woodland/factions/hundreds/data.json).

Autumn clearings (printed number: suit, slots): 1 fox 1, 2 mouse 2, 3 rabbit 1, 4 rabbit 1,
5 rabbit 2, 6 fox 2, 7 mouse 2, 8 fox 2, 9 mouse 2, 10 rabbit 2, 11 mouse 3, 12 fox 2
(positions clear the ruins unless they name them: ruins in 6, 10, 11, 12). Paths: 1-5 1-9
1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Corners 1, 2, 3,
4 (1 opposite 3, 2 opposite 4). Cards: Anvil (fox) a hammer for fox, 2 points; Sword (mouse)
a sword for fox fox; Birdy Bindle (mouse) a bag for mouse, 1 point; Bake Sale (rabbit).
Dice: a battle draws two values 0-3 (attacker the higher); the mob die draws 0-2 (fox,
rabbit, mouse).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import InvalidPosition
from woodland.factions.hundreds import hundreds
from woodland.rules.board import remove_warriors
from woodland.testing import (
    buildings_at,
    hand,
    option_set,
    options_of_kind,
    play,
    position,
    tokens_at,
    warriors_at,
)

H, M = 0, 1  # seats: the Hundreds first, the Marquise second


def pos(clearings: dict[str, Any], hands: dict[str, Any] | None = None, board: dict[str, Any] | None = None,
        phase: str = "daylight", player: str = "hundreds", dice: list[int] | None = None,
        factions: list[str] | None = None, **extra: Any) -> Game:
    fs = factions or ["hundreds", "marquise"]
    spec: dict[str, Any] = {"factions": fs, "ruins": [], "turn": {"player": player, "phase": phase},
                            "clearings": clearings, "hands": {**{f: [] for f in fs}, **(hands or {})}}
    spec["hundreds"] = {"warlord": 1, **(board or {})}
    spec.update(extra)
    return position(spec, dice=dice)


def warlord(g: Game, seat: int = H) -> int | None:
    """The printed number of the warlord's clearing, None off the map."""
    return g.factions[seat].public_board(g)["warlord"]


def score(g: Game, seat: int = H) -> int:
    return g.factions[seat].score


# ----------------------------------------------------------------------------- 14.2
@pytest.mark.law("14.2.1")
def test_14_2_1_strongholds_craft_in_daylight() -> None:
    g = pos({"1": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, {"hundreds": ["Anvil"]})
    assert g.pending.kind == "hundreds_craft"
    assert 'craft Anvil' in option_set(g)
    g = pos({"1": {"hundreds": 1}}, {"hundreds": ["Anvil"]})
    assert 'craft Anvil' not in option_set(g)  # no stronghold: nothing to craft with


@pytest.mark.law("14.2.2")
def test_14_2_2_the_warlord_is_a_warrior_removed_only_in_battle() -> None:
    g = pos({"1": {"hundreds": 3}, "5": {"marquise": 1}})
    assert warriors_at(g, 1, H) == 3 and warlord(g, H) == 1
    assert remove_warriors(g, H, 0, 3, M, "effect") == 2  # an effect leaves the warlord
    assert warriors_at(g, 1, H) == 1 and warlord(g, H) == 1
    assert remove_warriors(g, H, 0, 1, M, "battle") == 1  # a battle removes it
    assert warlord(g, H) is None
    assert hundreds(g, H).warriors_elsewhere() == 1  # back in its own supply


@pytest.mark.law("14.2.2")
def test_14_2_2_battle_removes_the_warlord_last() -> None:
    # the Hundreds attack the Marquise in 5 with the warlord and one warrior: the Marquise
    # rolls 1 hit (dice 2 and 1): the warrior goes, the warlord stays
    g = pos({"5": {"hundreds": 2, "marquise": 2}}, board={"warlord": 5, "mood": "rowdy"}, dice=[2, 1])
    play(g, "battle 5 marquise")
    assert warriors_at(g, 5, H) == 1 and warlord(g, H) == 5


@pytest.mark.law("14.2.2", "1.1.2", "G.20", "G.24")
def test_14_2_2_the_warlord_removed_in_battle_is_not_put_on_coffin_makers() -> None:
    """Coffin Makers puts removed warriors on the card (put: place, G.20); the warlord cannot be
    placed but by setup and Anoint (14.2.2, and "cannot" is absolute, 1.1.2), so it goes to its
    own supply (G.24) while the other warriors removed go on the card (ruling R571)."""
    g = pos({"5": {"hundreds": 2, "marquise": 3}}, board={"warlord": 5, "mood": "rowdy"}, dice=[2, 2],
            factions=["hundreds", "marquise", "eyrie"], deck="exiles", crafted={"eyrie": ["Coffin Makers"]})
    supply = g.factions[H].supply
    play(g, "battle 5 marquise")
    assert warriors_at(g, 5, H) == 0 and warlord(g, H) is None
    assert hundreds(g, H).warriors_elsewhere() == 1 and g.factions[H].supply == supply  # in its own supply
    assert g.factions[2].marks == {f"coffin:{H}": 1, f"coffin:{M}": 2}  # the warrior and two cats on the card
    Game.from_json(g.to_json())  # every warrior is somewhere (1.5.1)


@pytest.mark.law("14.2.2")
def test_14_2_2_the_warlord_moves_with_warriors_or_stays() -> None:
    g = pos({"1": {"hundreds": 3}}, board={"mood": "rowdy"}, items={"hundreds": ["boots"]})  # Command 2
    play(g, "move 1->5", "x1")
    assert g.pending.kind == "warlord_along"
    play(g, "hold")
    assert warlord(g, H) == 1
    play(g, "move 1->5", "x2")  # none stays: the warlord goes with them
    assert warlord(g, H) == 5 and warriors_at(g, 5, H) == 3


@pytest.mark.law("14.2.3")
def test_14_2_3_contempt_for_trade_take_the_item_for_no_points() -> None:
    g = pos({"1": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, {"hundreds": ["Anvil"]})
    play(g, 'craft Anvil')
    assert g.pending.kind == "contempt"
    assert option_set(g) == {"hoard hammer", "scrap hammer"}
    play(g, "hoard hammer")
    assert hundreds(g, H).items == ["hammer"] and score(g) == 0


@pytest.mark.law("14.2.3")
def test_14_2_3_contempt_for_trade_remove_the_item_for_its_points() -> None:
    g = pos({"1": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, {"hundreds": ["Anvil"]})
    play(g, 'craft Anvil', "scrap hammer")
    assert hundreds(g, H).items == [] and hundreds(g, H).lost == ["hammer"] and score(g) == 2


@pytest.mark.law("14.2.4")
def test_14_2_4_a_full_track_loses_an_item_for_a_point() -> None:
    g = pos({"1": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, {"hundreds": ["Anvil"]},
            items={"hundreds": ["sword", "sword", "tea", "crossbow"]})
    assert hundreds(g, H).prowess() == 4
    play(g, 'craft Anvil', "hoard hammer")
    assert g.pending.kind == "hoard_full"
    assert option_set(g) == {"scrap sword", "scrap tea", "scrap crossbow", "scrap hammer"}
    play(g, "scrap sword")
    assert sorted(hundreds(g, H).items) == ["crossbow", "hammer", "sword", "tea"] and score(g) == 1


@pytest.mark.law("14.2.4")
@pytest.mark.parametrize("items, value", [([], 1), (["boots"], 2), (["boots", "bag"], 2),
                                          (["boots", "bag", "coins"], 3), (["boots", "bag", "coins", "boots"], 4)])
def test_14_2_4_command_by_items_on_its_track(items: list[str], value: int) -> None:
    g = pos({"1": {"hundreds": 5}}, items={"hundreds": items + ["sword"]})
    assert hundreds(g, H).command() == value and hundreds(g, H).prowess() == 2
    assert g.view(H)["players"][H]["board"]["command"] == value


@pytest.mark.law("14.2.5")
def test_14_2_5_loot_only_a_defender_with_crafted_items() -> None:
    g = pos({"5": {"hundreds": 2, "marquise": 1}}, board={"warlord": 5, "mood": "rowdy"})
    assert "battle 5 marquise" in option_set(g) and "loot 5 marquise" not in option_set(g)
    g = pos({"5": {"hundreds": 2, "marquise": 1}}, board={"warlord": 5, "mood": "rowdy"},
            items={"marquise": ["boots"]})
    assert "loot 5 marquise" in option_set(g)


@pytest.mark.law("14.2.5")
def test_14_2_5_looting_deals_no_rolled_hits_and_takes_an_item_if_ruling() -> None:
    # dice 3 and 0: the Hundreds would deal 3, but loot: none; the Marquise deals 0
    g = pos({"5": {"hundreds": 3, "marquise": 1}}, board={"warlord": 5, "mood": "rowdy"},
            items={"marquise": ["boots", "sword"]}, dice=[3, 0])
    play(g, "loot 5 marquise")
    assert warriors_at(g, 5, M) == 1
    assert g.pending.kind == "loot" and option_set(g) == {"take boots", "take sword"}
    play(g, "take sword")
    assert g.factions[M].items == ["boots"] and hundreds(g, H).items == ["sword"]
    assert hundreds(g, H).looting == -1


@pytest.mark.law("14.2.5")
def test_14_2_5_no_item_without_rule() -> None:
    g = pos({"5": {"hundreds": 1, "marquise": 3}}, board={"warlord": 5, "mood": "rowdy"},
            items={"marquise": ["boots"]}, dice=[0, 0])
    play(g, "loot 5 marquise")
    assert g.factions[M].items == ["boots"] and hundreds(g, H).items == [] and hundreds(g, H).looting == -1


@pytest.mark.law("14.2.5")
def test_14_2_5_the_vagabond_cannot_be_looted() -> None:
    g = pos({"5": {"hundreds": 2}}, board={"warlord": 5, "mood": "rowdy"}, factions=["hundreds", "vagabond"],
            vagabond={"character": "thief", "clearing": 5})
    assert "battle 5 vagabond" in option_set(g) and "loot 5 vagabond" not in option_set(g)


# ----------------------------------------------------------------------------- 14.3
def new_game(actions: list[str], factions: list[str] | None = None) -> Game:
    g = Game.new({"map": "autumn", "deck": "standard", "factions": factions or ["marquise", "hundreds"],
                  "seating": "given"}, 7)
    for a in actions:
        g.apply(a)
    return g


MARQUISE_SETUP = ["keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9"]


@pytest.mark.law("14.3.2")
def test_14_3_2_garrison_any_corner_when_none_is_taken() -> None:
    g = new_game(["character thief", "forest F1"], ["hundreds", "vagabond"])
    assert g.pending.kind == "setup_corner"
    assert option_set(g) == {"garrison 1", "garrison 2", "garrison 3", "garrison 4"}


@pytest.mark.law("14.3.1", "14.3.2", "14.3.4")
def test_14_3_setup_garrison_opposite_a_starting_corner_and_stubborn() -> None:
    g = new_game(MARQUISE_SETUP)  # the keep in 1: only 3, opposite it, is allowed (taken without asking)
    f = hundreds(g, 1)
    assert warriors_at(g, 3, 1) == 5 and warlord(g, 1) == 3 and buildings_at(g, 3, 1) == ["stronghold"]
    assert f.supply == 16 and f.bsupply["stronghold"] == 5 and f.tsupply["mob"] == 5
    assert f.mood == "stubborn"


@pytest.mark.law("14.3.3")
def test_14_3_3_the_r_items_go_under_the_ruins() -> None:
    g = new_game(MARQUISE_SETUP)
    assert sorted(it for r in g.ruin_items for it in r) == ["bag", "boots", "hammer", "sword"]
    assert all(len(g.ruin_items[c]) == 1 for c in (5, 9, 10, 11))


# ----------------------------------------------------------------------------- 14.4
@pytest.mark.law("14.4.1")
def test_14_4_1_raze_removes_enemy_buildings_and_tokens_and_takes_a_ruin_item() -> None:
    # mobs in 6 (a ruin with boots and a Marquise warrior) and 5 (a Marquise sawmill and
    # wood); the die shows mouse
    g = pos({"6": {"hundreds": {"tokens": ["mob"]}, "marquise": 1},
             "5": {"hundreds": {"tokens": ["mob"]}, "marquise": {"buildings": ["sawmill"], "tokens": ["wood"]}},
             "1": {"hundreds": 1}},
            phase="birdsong", ruins=[6], ruin_items={"6": ["boots"]}, dice=[2])
    assert buildings_at(g, 5, M) == [] and tokens_at(g, 5, M) == []
    assert warriors_at(g, 6, M) == 1  # warriors stay
    assert hundreds(g, H).items == ["boots"] and g.ruin_items[5] == () and (-1, "ruin") not in g.buildings[5]
    assert score(g) == 2  # a building and a token removed (3.2.1)
    # the mob die shows mouse: 2 (next to 5 and 6) or 11 (next to 6)
    assert g.pending.kind == "mob" and option_set(g) == {"mob 2", "mob 11"}


@pytest.mark.law("14.4.1")
def test_14_4_1_the_mob_die_asks_where_when_several_clearings_match() -> None:
    g = pos({"12": {"hundreds": {"tokens": ["mob"]}}, "1": {"hundreds": 1}}, phase="birdsong", dice=[1])
    # rabbit: 10 is adjacent to 12; 4 too
    assert g.pending.kind == "mob" and option_set(g) == {"mob 4", "mob 10"}
    play(g, "mob 10")
    assert tokens_at(g, 10, H) == ["mob"]


@pytest.mark.law("14.4.2")
def test_14_4_2_recruit_prowess_at_the_warlord_and_one_per_stronghold() -> None:
    g = pos({"1": {"hundreds": 1}, "8": {"hundreds": {"buildings": ["stronghold", "stronghold"]}},
             "2": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}},
            phase="birdsong", items={"hundreds": ["sword", "tea", "hammer"]})
    assert warriors_at(g, 1, H) == 1 + 3 and warriors_at(g, 8, H) == 2 and warriors_at(g, 2, H) == 2


@pytest.mark.law("14.4.3")
def test_14_4_3_anoint_replaces_a_warrior() -> None:
    g = pos({"1": {"hundreds": 2}, "8": {"hundreds": 1}}, phase="birdsong", board={"warlord": None})
    assert g.pending.kind == "anoint" and option_set(g) == {"anoint 1", "anoint 8"}
    supply = hundreds(g, H).supply
    play(g, "anoint 8")
    assert warlord(g, H) == 8 and warriors_at(g, 8, H) == 1 and hundreds(g, H).supply == supply + 1


@pytest.mark.law("14.4.3")
def test_14_4_3_anoint_anywhere_without_warriors() -> None:
    g = pos({}, phase="birdsong", board={"warlord": None})
    assert g.pending.kind == "anoint" and len(options_of_kind(g, "anoint")) == 12
    play(g, "anoint 7")
    assert warlord(g, H) == 7 and warriors_at(g, 7, H) == 1


@pytest.mark.law("14.4.4")
def test_14_4_4_choose_a_different_mood_showing_no_hoarded_item() -> None:
    g = pos({"1": {"hundreds": 1}}, phase="birdsong", items={"hundreds": ["sword", "boots"]})
    assert g.pending.kind == "mood"
    moods = {a.split()[1] for a in option_set(g)}
    assert moods == {"relentless", "bitter", "grandiose", "rowdy", "lavish"}  # not stubborn (now), wrathful, jubilant
    play(g, "mood bitter")
    assert hundreds(g, H).mood == "bitter"


@pytest.mark.law("14.4.4")
def test_14_4_4_lavish_stays_lavish_with_every_other_mood_locked() -> None:
    g = pos({"1": {"hundreds": 1}}, phase="birdsong", board={"mood": "lavish"},
            items={"hundreds": ["crossbow", "bag", "hammer", "tea", "boots", "coins", "sword"]})
    assert hundreds(g, H).mood == "lavish"
    assert g.pending.kind == "lavish"  # no mood asked: Lavish goes on to its own step


@pytest.mark.law("14.4.2")
def test_14_4_2_too_few_warriors_asks_where_they_go() -> None:
    # 18 of the 20 warriors on the map (17 in 9, one in 2 by a stronghold): two left for
    # three places (Prowess 2 at the warlord in 1, a stronghold in 2)
    g = pos({"1": {"hundreds": 1}, "9": {"hundreds": 17}, "2": {"hundreds": {"warriors": 1, "buildings":
                                                                            ["stronghold"]}}},
            phase="birdsong", items={"hundreds": ["sword"]})
    assert hundreds(g, H).supply == 2
    assert g.pending.kind == "recruit_place" and option_set(g) == {"place 1", "place 2"}
    play(g, "place 2")
    assert warriors_at(g, 2, H) == 2 and warriors_at(g, 1, H) == 2 and hundreds(g, H).supply == 0


# ----------------------------------------------------------------------------- 14.5
@pytest.mark.law("14.5.1")
def test_14_5_1_craft_comes_first_then_command() -> None:
    g = pos({"1": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, {"hundreds": ["Anvil"]})
    assert g.pending.kind == "hundreds_craft"
    play(g, "done")
    assert g.pending.kind == "command"
    e = g.why_not(g.parse('craft Anvil'))
    assert e[1] == ["14.5"]


@pytest.mark.law("14.5.2")
def test_14_5_2_command_actions_up_to_command() -> None:
    g = pos({"1": {"hundreds": 4}, "5": {"hundreds": 1}}, items={"hundreds": ["boots", "bag"]})  # Command 2
    assert g.pending.kind == "command" and "2 action(s) left" in g.pending.prompt
    play(g, "move 5->2", "move 1->9", "x1", "hold")
    assert g.pending.kind == "advance"  # no Command action left: Advance the Warlord


@pytest.mark.law("14.5.2")
def test_14_5_2_build_spends_a_card_for_a_stronghold_where_you_rule() -> None:
    g = pos({"1": {"hundreds": 2}, "5": {"hundreds": 1, "marquise": 2}}, {"hundreds": ["Anvil", "Bake Sale"]})
    assert options_of_kind(g, "build") == {'build Anvil 1'}  # 5 (rabbit) is the Marquise's
    play(g, "build Anvil 1")
    assert buildings_at(g, 1, H) == ["stronghold"] and hand(g, H) == ["Bake Sale"]


@pytest.mark.law("14.5.3")
def test_14_5_3_advance_moves_the_warlord_then_battles_there() -> None:
    # Prowess 2; the warlord in 1 with two warriors; the Marquise in 5; dice 2, 0
    g = pos({"1": {"hundreds": 3}, "5": {"marquise": 2}}, items={"hundreds": ["sword"]}, board={"mood": "rowdy"},
            dice=[2, 0])
    play(g, "done")  # no Command action taken
    assert g.pending.kind == "advance"
    assert options_of_kind(g, "move") == {"move 1->5", "move 1->9", "move 1->10"}
    play(g, "move 1->5", "x2")
    assert warlord(g) == 5 and warriors_at(g, 1, H) == 1
    assert option_set(g) == {"battle 5 marquise", "done"}
    play(g, "battle 5 marquise")
    assert warriors_at(g, 5, M) == 0
    assert g.pending.kind == "advance" and options_of_kind(g, "move")  # a second advance


# ----------------------------------------------------------------------------- 14.6
@pytest.mark.law("14.6.1")
def test_14_6_1_incite_places_a_mob_for_a_card() -> None:
    g = pos({"1": {"hundreds": 1}, "5": {"hundreds": 1}, "2": {"hundreds": {"tokens": ["mob"], "warriors": 1}}},
            {"hundreds": ["Anvil"]}, phase="evening")
    assert g.pending.kind == "incite" and options_of_kind(g, "incite") == {"incite Anvil 1"}
    play(g, "incite Anvil 1")
    assert tokens_at(g, 1, H) == ["mob"] and "Anvil" in [g.deckdef.cards[c].label for c in g.discard]


@pytest.mark.law("14.6.2")
@pytest.mark.parametrize("n, points", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 4), (7, 4)])
def test_14_6_2_oppress(n: int, points: int) -> None:
    cs = ["1", "2", "3", "4", "5", "6", "7"][:n]
    clearings: dict[str, Any] = {c: {"hundreds": 1} for c in cs}
    clearings["8"] = {"hundreds": 2, "marquise": 1}  # ruled but not oppressed: an enemy piece
    g = pos(clearings, phase="evening")
    assert score(g) == points


@pytest.mark.law("14.6.3")
def test_14_6_3_draw_one_and_discard_to_five() -> None:
    g = pos({"1": {"hundreds": 1}}, {"hundreds": ["Anvil", "Sword", "Bake Sale", "Birdy Bindle", "Ambush (bird)"]},
            phase="evening", board={"mood": "stubborn"})
    play(g, "done")  # no incite
    assert len(g.factions[H].hand) == 6 and g.pending.kind == "discard"


# ----------------------------------------------------------------------------- 14.7
@pytest.mark.law("14.7.1")
def test_14_7_1_bitter_mobs_become_warriors_before_the_roll() -> None:
    # the Marquise attacks the warlord in 5; mobs in 5, 1 (adjacent) and 4 (not adjacent)
    g = pos({"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]}, "marquise": 3},
             "1": {"hundreds": {"tokens": ["mob"]}}, "4": {"hundreds": {"tokens": ["mob"]}}},
            player="marquise", board={"warlord": 5, "mood": "bitter"}, dice=[0, 0])
    play(g, "battle 5 hundreds")
    assert g.pending.kind == "before_roll" and g.pending.seat == H
    assert option_set(g) == {"bitter 1", "bitter 5", "pass"}
    play(g, "bitter 1", "bitter 5")
    assert warriors_at(g, 5, H) == 3 and tokens_at(g, 1, H) == [] and tokens_at(g, 4, H) == ["mob"]


@pytest.mark.law("14.7.1")
def test_14_7_1_bitter_attacking_too() -> None:
    g = pos({"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]}, "marquise": 3}},
            board={"warlord": 5, "mood": "bitter"}, dice=[0, 0])
    play(g, "battle 5 marquise")
    assert g.pending.kind == "before_roll" and g.pending.seat == H and option_set(g) == {"bitter 5", "pass"}


@pytest.mark.law("14.7.2")
def test_14_7_2_grandiose_advances_before_commanding() -> None:
    g = pos({"1": {"hundreds": 3}}, board={"mood": "grandiose"})
    assert g.pending.kind == "advance"
    play(g, "done")
    assert g.pending.kind == "command"


@pytest.mark.law("14.7.3")
def test_14_7_3_jubilant_rolls_after_inciting_at_the_warlord() -> None:
    # the warlord in 1; mouse (2) then rabbit (1): 9 is the mouse clearing next to 1; then 4
    # (next to 9), 5 or 10 (next to 1)
    g = pos({"1": {"hundreds": 1}}, {"hundreds": ["Anvil"]}, phase="evening", board={"mood": "jubilant"},
            dice=[2, 1])
    play(g, "incite Anvil 1")
    assert g.pending.kind == "jubilant" and option_set(g) == {"roll", "done"}
    play(g, "roll")
    assert tokens_at(g, 9, H) == ["mob"]
    play(g, "roll")
    assert g.pending.kind == "mob" and option_set(g) == {"mob 4", "mob 5", "mob 10"}


@pytest.mark.law("14.7.4")
def test_14_7_4_lavish_removes_items_for_warriors() -> None:
    g = pos({"1": {"hundreds": 1}}, phase="birdsong", items={"hundreds": ["sword", "boots"]})
    play(g, "mood lavish")
    assert g.pending.kind == "lavish" and option_set(g) == {"lavish boots", "lavish sword", "done"}
    before = warriors_at(g, 1, H)
    play(g, "lavish sword")
    assert warriors_at(g, 1, H) == before + 2 and hundreds(g, H).items == ["boots"]
    assert hundreds(g, H).lost == ["sword"] and hundreds(g, H).prowess() == 1


@pytest.mark.law("14.7.5")
def test_14_7_5_relentless_moves_or_battles_again() -> None:
    # Prowess 1: one advance, then one more move (or battle)
    g = pos({"1": {"hundreds": 3}, "5": {"marquise": 1}, "2": {"marquise": 1}}, board={"mood": "relentless"},
            dice=[3, 0])
    play(g, "done", "move 1->5", "x3", "battle 5 marquise")
    assert g.pending.kind == "advance" and "Relentless" in g.pending.prompt
    assert option_set(g) == {"move 5->1", "move 5->2", "done"}
    play(g, "move 5->2", "x3")
    assert warlord(g) == 2 and g.pending.kind != "advance"


@pytest.mark.law("14.7.6")
def test_14_7_6_rowdy_draws_more() -> None:
    g = pos({"1": {"hundreds": 1}}, phase="evening", board={"mood": "rowdy"})
    assert len(g.factions[H].hand) == 2
    g = pos({"1": {"hundreds": 1, "marquise": {"warriors": 2, "tokens": ["wood"]}}}, phase="evening",
            board={"mood": "rowdy"})
    assert len(g.factions[H].hand) == 3


@pytest.mark.law("14.7.7")
def test_14_7_7_stubborn_ignores_the_first_hit_at_the_warlord() -> None:
    # the Marquise attacks the warlord and a warrior in 5: dice 2, 1: she deals 2, one is ignored
    g = pos({"5": {"hundreds": 2, "marquise": 3}}, player="marquise", board={"warlord": 5, "mood": "stubborn"},
            dice=[2, 1])
    play(g, "battle 5 hundreds")
    assert warriors_at(g, 5, H) == 1 and warlord(g) == 5


@pytest.mark.law("14.7.7")
def test_14_7_7_stubborn_only_at_the_warlord() -> None:
    g = pos({"5": {"hundreds": 2, "marquise": 3}, "1": {"hundreds": 1}}, player="marquise",
            board={"warlord": 1, "mood": "stubborn"}, dice=[2, 1])
    play(g, "battle 5 hundreds")
    assert warriors_at(g, 5, H) == 0


@pytest.mark.law("14.7.8")
def test_14_7_8_wrathful_deals_an_extra_hit_attacking_at_the_warlord() -> None:
    g = pos({"5": {"hundreds": 1, "marquise": 3}}, board={"warlord": 5, "mood": "wrathful"}, dice=[1, 0])
    play(g, "battle 5 marquise")
    assert warriors_at(g, 5, M) == 1


# ----------------------------------------------------------------------------- for tests/test_kinds.py
def rare_positions() -> list[Game]:
    """A position at each decision of the Hundreds (for tests/test_kinds.py): every kind of
    theirs asked, with the actions it offers."""
    craft = {"1": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}
    full = {"hundreds": ["sword", "sword", "tea", "crossbow"]}
    games = [
        pos(craft, {"hundreds": ["Anvil"]}),  # hundreds_craft
        play(pos(craft, {"hundreds": ["Anvil"]}), "craft Anvil"),  # contempt
        play(pos(craft, {"hundreds": ["Anvil"]}, items=full), "craft Anvil", "hoard hammer"),  # hoard_full
        play(pos({"5": {"hundreds": 3, "marquise": 1}}, board={"warlord": 5, "mood": "rowdy"},
                 items={"marquise": ["boots", "sword"]}, dice=[3, 0]), "loot 5 marquise"),  # loot
        pos({"12": {"hundreds": {"tokens": ["mob"]}}, "1": {"hundreds": 1}}, phase="birdsong", dice=[1]),  # mob
        pos({"1": {"hundreds": 2}, "8": {"hundreds": 1}}, phase="birdsong", board={"warlord": None}),  # anoint
        pos({"1": {"hundreds": 1}}, phase="birdsong"),  # mood
        play(pos({"1": {"hundreds": 1}}, phase="birdsong", items={"hundreds": ["sword"]}), "mood lavish"),
        pos({"1": {"hundreds": 2}, "5": {"hundreds": 1, "marquise": 2}}, {"hundreds": ["Anvil"]},
            items={"marquise": ["boots"]}),  # command: move, battle, loot, build
        play(pos({"1": {"hundreds": 3}}, items={"hundreds": ["boots"]}), "move 1->5", "x1"),  # warlord_along
        pos({"1": {"hundreds": 3}}, board={"mood": "grandiose"}),  # advance
        pos({"1": {"hundreds": 1}}, {"hundreds": ["Anvil"]}, phase="evening"),  # incite
        play(pos({"1": {"hundreds": 1}}, {"hundreds": ["Anvil"]}, phase="evening", board={"mood": "jubilant"}),
             "incite Anvil 1"),  # jubilant
        play(pos({"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]}, "marquise": 3}},
                 board={"warlord": 5, "mood": "bitter"}, dice=[0, 0]), "battle 5 marquise"),  # bitter
    ]
    kinds = [g.pending.kind for g in games]
    assert kinds == ["hundreds_craft", "contempt", "hoard_full", "loot", "mob", "anoint", "mood", "lavish", "command",
                     "warlord_along", "advance", "incite", "jubilant", "before_roll"], kinds
    return games


def test_rare_positions_reach_their_decisions() -> None:
    assert len(rare_positions()) == 14


# ----------------------------------------------------------------------------- positions and words
@pytest.mark.law("14.2.2", "14.2.4", "14.7")
@pytest.mark.parametrize("board, items, field", [
    ({"warlord": 5}, [], "hundreds.warlord"),  # no Hundreds warrior in 5
    ({"mood": "grumpy"}, [], "hundreds.mood"),
    ({"lost": ["torch"]}, [], "hundreds.lost"),
    ({"extra": 1}, [], "hundreds.extra"),
    ({}, ["boots", "boots", "bag", "bag", "coins"], "items.hundreds"),  # five on the Command track
])
def test_positions_refuse_impossible_hundreds_boards(board: dict[str, Any], items: list[str], field: str) -> None:
    with pytest.raises(InvalidPosition) as e:
        pos({"1": {"hundreds": 1}}, board=board, items={"hundreds": items})
    assert field in str(e.value)


@pytest.mark.law("14.2.3")
def test_positions_take_lost_items_from_the_supply() -> None:
    g = pos({"1": {"hundreds": 1}}, board={"lost": ["crossbow"]})
    assert g.items["crossbow"] == 0 and hundreds(g, H).lost == ["crossbow"]
    with pytest.raises(InvalidPosition) as e:
        pos({"1": {"hundreds": 1}}, board={"lost": ["crossbow", "crossbow"]})
    assert "hundreds.lost[1]" in str(e.value)


def test_the_terminal_sums_up_the_board_and_glosses_the_actions() -> None:
    from woodland.cli.render import faction_words

    g = pos({"1": {"hundreds": 2, "marquise": 1}}, board={"mood": "wrathful", "lost": ["tea"]},
            items={"hundreds": ["sword", "boots"]})
    w = faction_words("hundreds")
    line = w.summary(g.view(H)["players"][H]["board"], g.view(H))
    assert "warlord in 1" in line and "mood wrathful" in line and "Command 2 [boots]" in line \
        and "Prowess 2 [sword]" in line and "removed: tea" in line
    assert "Law 14.2.5" in w.gloss("loot", ["5", "marquise"]) and w.gloss("mood", ["bitter"]).startswith("is bitter")
    assert "lead" in (g.factions[H].words() or {})["decisions"]["warlord_along"]


@pytest.mark.law("14.2.2")
def test_14_2_2_an_allied_vagabond_cannot_take_the_warlord_along() -> None:
    # the Vagabond, Allied with the Hundreds, moves from 5 to 1 bringing both Hundreds
    # warriors there (the warlord one of them): the warlord stays, one warrior goes
    g = pos({"5": {"hundreds": 2}}, player="vagabond", factions=["hundreds", "vagabond"],
            board={"warlord": 5}, vagabond={"character": "thief", "clearing": 5, "relationships": {"hundreds": 3}})
    play(g, "move 1")
    assert g.pending.kind == "move_ally"
    play(g, "along hundreds", "x2")
    assert warriors_at(g, 5, H) == 1 and warriors_at(g, 1, H) == 1 and warlord(g) == 5


@pytest.mark.law("14.5.1", "1.2.1")
def test_14_5_1_craft_is_asked_whenever_a_card_is_held_so_passing_tells_nothing() -> None:
    g = pos({"1": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, {"hundreds": ["Bake Sale"]})
    assert g.pending.kind == "hundreds_craft" and option_set(g) == {"done"}


@pytest.mark.law("14.4.1", "G.9", "H.3.2")
def test_14_4_1_raze_removes_an_enemy_hirelings_buildings_too() -> None:
    # A mob in Creek (5) with a vault of the Vault Keepers: in the supply (everyone's enemy,
    # H.3.2) the vault is an enemy building (G.9) and goes, scoring a point (3.2.1); under
    # the Hundreds' own control it is not an enemy piece and stays.
    def razed(controller: str | None) -> Game:
        card: dict[str, Any] = {"controller": controller, "buildings": {"5": 1}}
        return pos({"5": {"hundreds": {"tokens": ["mob"]}}, "1": {"hundreds": 1}}, phase="birdsong", dice=[2],
                   hirelings={"cards": {"vault_keepers": {**card, "control": 3} if controller else card}})

    g = razed(None)
    assert not any(o <= -2 for o, _k in g.buildings[4]) and score(g) == 1
    g = razed("hundreds")
    assert any(o <= -2 for o, _k in g.buildings[4]) and score(g) == 0


# ----------------------------------------------------------------------------- the Underworld and the Hundreds
@pytest.mark.law("14.4.1", "12.2.3")
def test_14_4_1_raze_in_two_clearings_costs_the_duchy_one_price_of_failure() -> None:
    # ruling R527: the Raze step removes the Duchy's citadel in 1 and market in 5 at once
    g = pos({"1": {"hundreds": 1, "duchy": {"buildings": ["citadel"]}},
             "5": {"hundreds": {"tokens": ["mob"]}, "duchy": {"warriors": 1, "buildings": ["market"]}}},
            phase="birdsong", factions=["hundreds", "duchy"], hands={"duchy": ["Anvil", "Sword", "Bake Sale"]},
            duchy={"swayed": ["captain", "brigadier", "earl"]}, dice=[0])
    g2 = pos({"1": {"hundreds": {"warriors": 1, "tokens": ["mob"]}, "duchy": {"buildings": ["citadel"]}},
              "5": {"hundreds": {"tokens": ["mob"]}, "duchy": {"warriors": 1, "buildings": ["market"]}}},
             phase="birdsong", factions=["hundreds", "duchy"], hands={"duchy": ["Anvil", "Sword", "Bake Sale"]},
             duchy={"swayed": ["captain", "brigadier", "earl"]}, dice=[0])
    one, two = g.factions[1], g2.factions[1]
    assert buildings_at(g, 5, 1) == [] and buildings_at(g, 1, 1) == ["citadel"]  # one mob: one clearing
    assert buildings_at(g2, 5, 1) == [] and buildings_at(g2, 1, 1) == []
    assert one.swayed == ["captain", "brigadier"] and two.swayed == ["captain", "brigadier"]  # the Earl only
    assert len(hand(g2, 1)) == 2 and score(g2) == 2  # one card discarded; a point per building
    assert g2.pending.kind == "mood"


@pytest.mark.law("14.4.1", "13.7.4", "15.2.5")
def test_14_4_1_raze_removes_a_face_down_raid_and_a_relic_with_their_effects() -> None:
    g = pos({"1": {"hundreds": {"warriors": 1, "tokens": ["mob"]}, "corvid": {"tokens": ["plot_raid"]},
                   "keepers": {"warriors": 1, "tokens": ["figure_one"]}}},
            phase="birdsong", factions=["hundreds", "corvid", "keepers"], dice=[0])
    assert tokens_at(g, 1, 1) == [] and tokens_at(g, 1, 2) == [] and warriors_at(g, 1, 2) == 1
    assert option_set(g) == {'resolve "Raid from 1"', 'resolve "Prized Trophies (figure_one)"'}  # 1.1.3
    play(g, 'resolve "Raid from 1"')
    assert [warriors_at(g, c, 1) for c in (5, 9, 10)] == [1, 1, 1]  # the raid: one in each adjacent clearing
    assert g.pending.kind == "trophy" and g.pending.seat == H  # the Hundreds place the relic in a forest
    play(g, "trophy F3")
    assert "figure_one" in g.view(H)["players"][2]["board"]["forests"]["F3"]
    assert score(g) == 1 + 2  # the plot, and the relic (two: 15.2.5)


@pytest.mark.law("14.4.3", "13.7.2")
def test_14_4_3_the_warlord_is_never_anointed_in_a_snare_clearing() -> None:
    g = pos({"1": {"hundreds": 2, "corvid": {"tokens": ["snare"]}}, "8": {"hundreds": 1}},
            phase="birdsong", factions=["hundreds", "corvid"], board={"warlord": None})
    assert warlord(g) == 8  # the one warrior it may replace
    g = pos({"1": {"hundreds": 2, "corvid": {"tokens": ["snare"]}}},
            phase="birdsong", factions=["hundreds", "corvid"], board={"warlord": None})
    assert g.pending.kind == "anoint"  # no warrior it may replace: any clearing but the snared one
    assert option_set(g) == {f"anoint {c}" for c in range(2, 13)}
    assert g.why_not(g.parse("anoint 1")) == ("a face-up snare lies in clearing 1: enemy pieces cannot be placed "
                                              "there", ["14.4.3", "13.7.2"])


@pytest.mark.law("14.2.5", "4.3.5", "14.7.8")
def test_14_2_5_looting_still_deals_extra_hits_defenseless_and_wrathful() -> None:
    # dice 3 and 0: no rolled hits, but the Marquise has no warrior there: one extra hit
    g = pos({"5": {"hundreds": 2, "marquise": {"buildings": ["sawmill", "workshop"]}}},
            board={"warlord": 5, "mood": "rowdy"}, items={"marquise": ["boots"]}, dice=[3, 0])
    play(g, "loot 5 marquise")
    assert g.pending.kind == "remove" and g.pending.seat == M  # the defender picks the building (4.3.6)
    play(g, "remove workshop")
    assert buildings_at(g, 5, M) == ["sawmill"] and score(g) == 1
    assert hundreds(g, H).items == ["boots"] and g.factions[M].items == []  # they rule 5: the item is theirs
    # Wrathful at the warlord: one extra hit, so a Marquise warrior of two goes
    g = pos({"5": {"hundreds": 2, "marquise": 2}}, board={"warlord": 5, "mood": "wrathful"},
            items={"marquise": ["boots"]}, dice=[3, 0])
    play(g, "loot 5 marquise")
    assert warriors_at(g, 5, M) == 1 and hundreds(g, H).items == ["boots"]
