"""The Exile card's demoted side, the Brigand (appendix H; docs/data-sources.md): the R items
under the ruins at setup (R393), and two once-per-Daylight actions for the controller (R394):
take an item from a ruin where they have pieces (R395), exhaust a crafted item to take a
random card from a player sharing a clearing with them (R396)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.testing import asked, game_with, options, position, spec_with, warriors_at

RUINS = {"6": ["boots"], "10": ["hammer"], "11": ["sword"], "12": ["bag"]}  # Autumn's four ruins


def brigand(controller: str | None = "marquise", **spec: Any) -> Game:
    card = {"controller": controller, **({"control": 3} if controller else {})}
    spec.setdefault("ruin_items", RUINS)
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight",
                     hirelings={"cards": {"the_brigand": card}}, **spec)


def ruin_at(g: Game, clearing: int) -> bool:
    return (-1, "ruin") in g.buildings[clearing - 1]


@pytest.mark.law("A.6.3", "9.3.4")
def test_the_brigand_set_up_puts_the_r_items_under_the_ruins_as_if_the_vagabond_were_in_play() -> None:
    g = Game.new({"factions": ["marquise", "eyrie"], "hirelings": ["the_brigand"]}, seed=3)
    ruins = [c for c in range(g.map.n) if (-1, "ruin") in g.buildings[c]]
    assert sorted(it for c in ruins for it in g.ruin_items[c]) == ["bag", "boots", "hammer", "sword"]
    assert all(len(g.ruin_items[c]) == 1 for c in ruins)
    # what lies under a ruin stays hidden: the views show how many only
    v = g.view(0)
    assert v["ruin_item_counts"] == {str(c + 1): 1 for c in ruins}
    assert "boots" not in str(v["clearings"])
    # R397: the card's pawn is the Exile's; the Brigand put none on the map
    assert v["hirelings"]["cards"][0]["pawn"] is None


@pytest.mark.law("A.6.3", "9.7.1")
def test_with_two_vagabonds_their_setup_still_puts_two_items_under_each_ruin() -> None:
    # R393: the Brigand's setup leaves the ruins to a Vagabond who brings the R items (R283: a
    # standard game may hold both)
    g = Game.new({"factions": ["marquise", "vagabond", "vagabond2"], "hirelings": ["the_brigand"]}, seed=3)
    while g.pending is not None and g.pending.kind != "setup_forest":
        g.apply(g.legal_actions()[0])
    g.apply(g.legal_actions()[0])
    ruins = [c for c in range(g.map.n) if (-1, "ruin") in g.buildings[c]]
    assert all(len(g.ruin_items[c]) == 2 for c in ruins)


@pytest.mark.law("H.2.4", "9.5.3")
def test_the_brigand_take_an_item_from_a_ruin_where_their_controller_has_pieces() -> None:
    g = brigand(clearings={"6": {"marquise": 1}, "10": {"eyrie": 1}})
    assert "brigand_explore 6" in options(g)
    assert "brigand_explore 10" not in options(g)  # only where the controller has pieces
    score = g.factions[0].score
    g.apply("brigand_explore 6")
    assert g.factions[0].items == ["boots"]  # to the Crafted Items box, no point
    assert g.factions[0].score == score
    assert not ruin_at(g, 6) and g.ruin_items[5] == ()  # the ruin goes with its last item
    assert not any(o.startswith("brigand_explore") for o in options(g))  # once per Daylight
    reason, rules = g.why_not(g.parse("brigand_explore 6"))
    assert rules[0] == "H.2.4" and "already" in reason


@pytest.mark.law("H.2.4", "9.5.3")
def test_the_brigand_leave_a_ruin_with_an_item_left_standing() -> None:
    g = brigand(ruins=[6, 10, 11], ruin_items={"6": ["boots", "bag"]}, clearings={"6": {"marquise": 1}})
    g.apply("brigand_explore 6")
    assert len(g.factions[0].items) == 1 and ruin_at(g, 6) and len(g.ruin_items[5]) == 1


@pytest.mark.law("H.2.4", "14.2.4")
def test_the_hundreds_put_an_item_the_brigand_take_in_their_hoard() -> None:
    g = game_with(["hundreds", "eyrie"], player="hundreds", phase="daylight", ruin_items=RUINS,
                  hundreds={"warlord": 6}, clearings={"6": {"hundreds": 1}},
                  hirelings={"cards": {"the_brigand": {"controller": "hundreds", "control": 3}}})
    g.apply("brigand_explore 6")
    assert g.factions[0].items == ["boots"]
    # the Hoard is no Crafted Items box: nothing to exhaust for the other action (4.1.2)
    assert not any(o.startswith("brigand_steal") for o in options(g))


@pytest.mark.law("H.2.4", "H.3")
def test_the_brigand_act_only_for_their_controller() -> None:
    g = brigand(controller="eyrie", clearings={"6": {"marquise": 1}})
    assert not any(o.startswith("brigand") for o in options(g))
    reason, rules = g.why_not(g.parse("brigand_explore 6"))
    assert rules == ["H.2.4"] and "do not control" in reason


@pytest.mark.law("H.2.4", "4.1.2")
def test_the_brigand_exhaust_a_crafted_item_to_take_a_random_card_from_a_player_sharing_a_clearing() -> None:
    g = brigand(items={"marquise": ["boots", "sword"]}, hands={"eyrie": 2, "alliance": 2},
                clearings={"1": {"marquise": 1, "eyrie": 1}, "6": {"marquise": 1}, "12": {"alliance": 1}})
    steals = {o for o in options(g) if o.startswith("brigand_steal")}
    assert steals == {"brigand_steal eyrie boots", "brigand_steal eyrie sword"}  # not the Alliance, apart
    hand = len(g.factions[0].hand)
    g.apply("brigand_steal eyrie sword")
    assert len(g.factions[0].hand) == hand + 1 and len(g.factions[1].hand) == 1
    assert sorted(g.factions[0].items) == ["boots", "sword_x"]
    assert not any(o.startswith("brigand_steal") for o in options(g))  # once per Daylight
    assert "brigand_explore 6" in options(g)  # the other action, still open (R394)
    reason, rules = g.why_not(g.parse("brigand_steal eyrie boots"))
    assert rules[0] == "H.2.4" and "already" in reason


@pytest.mark.law("H.2.4", "4.1.2")
def test_the_oracle_says_why_the_brigand_cannot_steal_without_a_face_up_item() -> None:
    g = brigand(items={"marquise": ["boots"]}, hands={"eyrie": 2},
                clearings={"1": {"marquise": 1, "eyrie": 1}})
    g.factions[0].items = ["boots_x"]  # exhausted (by League of Adventurous Mice, say)
    g._pending = None  # asked again
    g._advance()
    assert not any(o.startswith("brigand_steal") for o in options(g))
    reason, rules = g.why_not(g.parse("brigand_steal eyrie boots"))
    assert rules == ["H.2.4", "4.1.2"] and "face-up boots" in reason


def test_the_brigand_are_saved_and_a_position_draws_their_r_items() -> None:
    g = brigand(clearings={"6": {"marquise": 1}})
    g2 = Game.from_json(g.to_json())
    assert options(g2) == options(g)
    # a position naming no ruin items draws the four R items under the ruins (R393)
    p = position(spec_with(["marquise", "eyrie"], player="marquise", phase="daylight",
                           hirelings={"cards": {"the_brigand": {"controller": "marquise", "control": 1}}}))
    assert sorted(it for r in p.ruin_items for it in r) == ["bag", "boots", "hammer", "sword"]


def test_a_determinized_copy_draws_the_items_under_the_ruins_again() -> None:
    g = brigand(clearings={"6": {"marquise": 1}})
    seen = {tuple(g.determinize(1, s).ruin_items[5]) for s in range(12)}
    assert len(seen) > 1 and all(len(x) == 1 for x in seen)
    assert g.ruin_items[5] == ("boots",)  # the game itself is untouched
    assert asked(g)[0] == 0


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_takes_a_ruin_item_then_steals_from_the_fullest_hand() -> None:
    from tests.hirelings.test_bots_hirelings import bot_choice

    g = brigand(items={"marquise": ["boots"]}, hands={"eyrie": 1, "alliance": 3},
                clearings={"1": {"marquise": 1, "eyrie": 1, "alliance": 1}, "6": {"marquise": 1}})
    assert bot_choice(g) == "brigand_explore 6"
    g.apply("brigand_explore 6")
    assert bot_choice(g) == "brigand_steal alliance boots"


# ----------------------------------------------------------------------------- the Exile
def exile(controller: str | None = "marquise", forest: int = 1, held: list[str] | None = None,
          **spec: Any) -> Game:
    """The Exile in forest F``forest`` (Autumn: F1 touches clearings 1, 2, 5, 10)."""
    card = {"controller": controller, **({"control": 3} if controller else {}),
            "state": {"forest": forest - 1, "items": held if held is not None else ["club"] * 3}}
    spec.setdefault("player", "marquise")
    return game_with(["marquise", "eyrie", "alliance"], phase="daylight", hirelings={"cards": {"the_exile": card}},
                     **spec)


def card(g: Game) -> dict[str, Any]:
    assert g.hirelings is not None
    return g.hirelings.cards[0].state


@pytest.mark.law("A.6.3")
def test_the_exile_set_up_in_any_forest_with_three_club_items() -> None:
    from woodland.hirelings import add_hirelings

    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["the_exile"])):
        g.push(fr)
    g._advance()
    assert asked(g) == (1, "exile_forest") and len(options(g)) == 7  # Autumn's seven forests
    g.apply("forest F3")
    assert card(g) == {"forest": 2, "items": ["club", "club", "club"]}
    v = g.view(0)["hirelings"]["cards"][0]
    assert (v["forest"], v["items"], v["pawn"]) == ("F3", ["club", "club", "club"], None)
    g2 = Game.from_json(g.to_json())
    assert card(g2) == card(g)


@pytest.mark.law("H.2.2", "2.4.1")
def test_a_player_by_the_exiles_forest_gives_it_an_item_to_draw_and_score() -> None:
    # the Eyrie control the Exile; the Marquise, with a warrior in clearing 5 by F1, gives an item
    g = exile("eyrie", items={"marquise": ["boots", "sword"]}, clearings={"5": {"marquise": 1}})
    assert {"exile_aid boots", "exile_aid sword"} <= set(options(g))
    hand, points = len(g.factions[0].hand), g.factions[0].score
    g.apply("exile_aid sword")
    assert g.factions[0].items == ["boots"] and card(g)["items"] == ["club", "club", "club", "sword"]
    assert (len(g.factions[0].hand), g.factions[0].score) == (hand + 1, points + 1)
    # not with no pieces by the forest
    g = exile("eyrie", items={"marquise": ["boots"]}, clearings={"3": {"marquise": 1}})
    assert "exile_aid boots" not in options(g)
    reason, rules = g.why_not(g.parse("exile_aid boots"))
    assert rules[0] == "H.2.2" and "next to the Exile's forest" in reason


@pytest.mark.law("H.2.2", "13.2.4")
def test_a_player_gives_the_exile_an_item_before_their_evening_too() -> None:
    g = exile(None, items={"marquise": ["boots"]}, clearings={"5": {"marquise": 1}})
    assert "exile_aid boots" in options(g)  # (uncontrolled: the card's ability is for everyone)
    g.apply("end")  # the end of Daylight: before the Evening procedures, a window
    assert g.phase == "evening" and asked(g) == (0, "turn_window") and "exile_aid boots" in options(g)


@pytest.mark.law("H.2.4", "2.4.1")
def test_the_exile_exhaust_an_item_per_move_two_per_battle_and_refresh_when_done() -> None:
    g = exile(dice=[3, 1], clearings={"10": {"eyrie": 3}, "12": {"marquise": 1}})
    g.apply("exile")
    assert asked(g) == (0, "the_exile")
    assert {"exile_move F2", "exile_move F3", "battle 10 eyrie", "done"} <= set(options(g))
    g.apply("exile_move F2")  # F2 touches 1, 9, 10, 12
    assert card(g) == {"forest": 1, "items": ["club_x", "club", "club"]}
    g2 = g.clone()
    g2.apply("done")
    assert card(g2)["items"] == ["club"] * 3  # "when done, refresh all items here"
    g.apply("battle 10 eyrie")  # two more exhausted; it rolls 3 (3 items), takes 1
    assert warriors_at(g, 10, 1) == 0 and g.factions[0].score == 0  # H.3.6: nothing scored
    # the hit found no face-up item: a club removed; with nothing left to exhaust the action is
    # done at once, and the two left refresh
    assert card(g)["items"] == ["club", "club"]
    assert "exile" not in options(g)  # once per Daylight


@pytest.mark.law("H.2.4", "4.3.3")
def test_the_exile_roll_no_more_hits_than_their_items() -> None:
    g = exile(dice=[3, 0], held=["club", "club_x"], clearings={"5": {"eyrie": 3}})
    g.apply("exile")
    assert "battle 5 eyrie" not in options(g)  # one face-up item: a move, no battle
    reason, rules = g.why_not(g.parse("battle 5 eyrie"))
    assert rules[0] == "H.2.4" and "two face-up items" in reason
    g = exile(dice=[3, 0], held=["club", "club"], clearings={"5": {"eyrie": 3}})
    g.apply("exile")
    g.apply("battle 5 eyrie")
    assert warriors_at(g, 5, 1) == 1  # two items: two hits of the three rolled


@pytest.mark.law("H.3.4", "4.3")
def test_no_one_battles_the_exile_in_its_forest() -> None:
    g = exile(clearings={"1": {"eyrie": 2}}, player="eyrie")
    assert not any("the_exile" in o for o in options(g))


def test_a_bad_exile_state_is_refused_in_one_line() -> None:
    with pytest.raises(Exception, match="expected {forest"):
        exile(held=["pebble"])


@pytest.mark.law("A.6.3", "2.4")
def test_an_exile_in_a_forest_the_map_lacks_is_refused_naming_the_field(tmp_path: Any) -> None:
    # Autumn has seven forests (indices 0-6): index 7 is no forest, in a position, a saved game
    # or the command line, each one line naming the field
    import json

    from tests.cli.helpers import assert_user_error, cli
    from woodland.core.errors import BadInput

    field = "hirelings.cards[0].state.forest"
    with pytest.raises(BadInput, match=re.escape(field) + ".*no forest 7"):
        exile(forest=8)
    saved = exile(forest=7).to_json()
    assert Game.from_json(saved).fingerprint() == exile(forest=7).fingerprint()
    saved["hirelings"]["cards"][0]["state"]["forest"] = 7
    with pytest.raises(BadInput, match=re.escape(field)):
        Game.from_json(saved)
    card = {"controller": "marquise", "control": 3, "state": {"forest": 7, "items": ["club"]}}
    path = tmp_path / "exile.json"
    path.write_text(json.dumps(spec_with(["marquise", "eyrie"], player="marquise",
                                         hirelings={"cards": {"the_exile": card}})), encoding="utf-8")
    assert_user_error(cli("explain", str(path)), field, "no forest 7")


@pytest.mark.law("H.2.4", "A.6.3")
def test_the_heuristic_bot_sets_the_exile_by_enemies_gives_it_items_and_battles_with_it() -> None:
    from tests.hirelings.test_bots_hirelings import bot_choice
    from woodland.hirelings import add_hirelings

    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"3": {"marquise": 3}, "7": {"marquise": 1}})
    for fr in reversed(add_hirelings(g, ["the_exile"])):
        g.push(fr)
    g._advance()
    assert bot_choice(g) == "forest F6"  # the Eyrie set it up (A.6.3): F6 touches 3 and 7
    g = exile(items={"marquise": ["boots"]}, clearings={"5": {"marquise": 1, "eyrie": 2}, "10": {"eyrie": 1}})
    assert bot_choice(g) in ("exile", "exile_aid boots")
    g.apply("exile")
    assert bot_choice(g) == "battle 5 eyrie"


def test_the_terminal_shows_the_exiles_forest_and_items() -> None:
    from woodland.cli import render

    g = exile(held=["club", "sword_x"], forest=3)
    assert "The Exile (marquise, 3 control) in forest F3, items: club, sword_x" in \
        render.hirelings_line(g.view(1)["hirelings"])
