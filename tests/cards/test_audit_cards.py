"""Audit of the shared decks' card effects (components.md §1-2; the Squires and Disciples
deck as docs/decks/squires.md reads it) against the Glossary's terms and unusual factions:
the Knaves' Captains (18.2.5), the Hundreds' warlord (14.2.2), the Vagabond, hirelings and
coalitions.

Autumn map (components.md §5): suits fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; paths
1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game, explain
from woodland.rules.effects import EFFECTS
from woodland.testing import game_with, hand, no_ambush, option_set, play, position, warriors_at

M = 0


def knaves_pos(clearings: dict[str, Any], captains: dict[str, int | None], dice: list[int] | None = None,
               **extra: Any) -> Game:
    """The Marquise's Daylight, the Knaves (seat 1) and the Eyrie (seat 2) in the game."""
    spec: dict[str, Any] = {"factions": ["marquise", "knaves", "eyrie"], "ruins": [],
                            "turn": {"player": "marquise", "phase": "daylight"}, "clearings": clearings,
                            "hands": {"marquise": [], "knaves": [], "eyrie": []},
                            "knaves": {"captains": captains, "acting": "thief"}}
    for k, v in extra.items():
        spec[k] = {**spec.get(k, {}), **v} if isinstance(v, dict) and isinstance(spec.get(k), dict) else v
    return position(spec, dice=dice)


def bureau(g: Game) -> set[str]:
    return {o for o in option_set(g) if "Propaganda" in o}


# ============================================================================= G.23 replace
@pytest.mark.law("G.23", "18.2.5")
def test_propaganda_bureau_cannot_replace_a_knaves_captain() -> None:
    # The Thief stands alone in fox clearing 1; in fox clearing 8 the Tinker has a Skunk with
    # him. Captains "cannot be replaced" (18.2.5): only the Skunk in 8 can be.
    g = knaves_pos({"1": {"knaves": 1}, "8": {"knaves": 2}, "5": {"marquise": 1}},
                   {"thief": 1, "tinker": 8, "ranger": None}, deck="exiles",
                   hands={"marquise": ["Anvil"]}, crafted={"marquise": ["Propaganda Bureau"]})
    assert bureau(g) == {'use "Propaganda Bureau" 8 knaves'}
    e = explain(g, 'use "Propaganda Bureau" 1 knaves')
    assert not e.legal and e.rules == ["G.23", "18.2.5"] and "Captain" in e.reason
    play(g, 'use "Propaganda Bureau" 8 knaves', 'spend "Anvil"')
    # the Skunk went, the Tinker stays, and a Marquise warrior stands in its place
    assert warriors_at(g, 8, 1) == 1 and warriors_at(g, 8, M) == 1
    assert g.factions[1].captains_in(7) == ["tinker"]


# ============================================================================= G.24 remove
@pytest.mark.law("G.24", "14.2.2")
def test_tax_collector_cannot_remove_the_hundreds_warlord() -> None:
    # The warlord, alone in clearing 1, "cannot be removed outside of battle" (14.2.2): Tax
    # Collector ("remove one of your warriors to draw a card") is offered only in 5.
    g = game_with(["hundreds", "marquise", "eyrie"], player="hundreds", phase="daylight", ruins=[],
                  hundreds={"warlord": 1}, clearings={"1": {"hundreds": 1}, "5": {"hundreds": 2}},
                  crafted={"hundreds": ["Tax Collector"]}, empty_hands=True)
    assert {o for o in option_set(g) if "Tax" in o} == {'use "Tax Collector" 5'}
    e = explain(g, 'use "Tax Collector" 1')
    assert not e.legal and e.rules == ["4.1.3", "14.2.2"] and "warlord" in e.reason
    play(g, 'use "Tax Collector" 5')
    assert warriors_at(g, 5, 0) == 1 and warriors_at(g, 1, 0) == 1 and len(hand(g, 0)) == 1


@pytest.mark.law("G.24", "G.20", "18.2.5")
def test_coffin_makers_takes_no_knaves_captain() -> None:
    # The Marquise has Coffin Makers and kills a Skunk and the Thief in Dune (9): the Skunk
    # goes on the card, the Thief leaves the map as any removed Captain (it cannot be "put"
    # anywhere, 18.2.5, as R571 reads the warlord). Released at her Birdsong, one Skunk
    # returns: the Knaves never hold more than their ten Skunks.
    g = knaves_pos({"9": {"marquise": 3, "knaves": 2}}, {"thief": 9, "tinker": None, "ranger": None},
                   dice=[2, 0], deck="exiles", crafted={"marquise": ["Coffin Makers"]})
    supply = g.factions[1].supply
    play(g, "battle 9 knaves")
    no_ambush(g)
    assert warriors_at(g, 9, 1) == 0 and g.factions[1].captains_in(8) == []
    assert g.factions[M].marks.get("coffin:1") == 1
    EFFECTS["coffin_makers"].release(g, M)
    assert g.factions[1].supply == supply + 1 == 10


# ============================================================================= League of Adventurous Mice
@pytest.mark.law("4.1.2", "14.2.4")
def test_league_of_adventurous_mice_has_no_crafted_items_box_to_draw_on_for_the_hundreds() -> None:
    # "Exhaust an item in your Crafted Items box": the Hundreds have the Hoard "instead of a
    # Crafted Items box" (14.2.4), so the card gives them nothing, and the oracle says why.
    g = game_with(["hundreds", "marquise", "eyrie"], player="hundreds", phase="daylight", ruins=[], deck="exiles",
                  hundreds={"warlord": 1}, items={"hundreds": ["boots", "sword"]},
                  clearings={"1": {"hundreds": 3}, "5": {"marquise": 1}},
                  crafted={"hundreds": ["League of Adventurous Mice"]}, empty_hands=True)
    assert not {o for o in option_set(g) if "League" in o}
    e = explain(g, 'use "League of Adventurous Mice" move')
    assert not e.legal and e.rules == ["4.1.2", "14.2.4"] and "Hoard" in e.reason
    assert g.factions[0].items == ["boots", "sword"]


# ============================================================================= G.8 enemy
@pytest.mark.law("G.8", "H.3.2", "4.3")
def test_eyrie_emigre_may_move_to_battle_an_enemy_hireling() -> None:
    # A hireling in the supply is an enemy of every player (G.8, H.3.2): the Flame Bearers in
    # Creek (5) are the only enemy the Marquise can reach, so Eyrie Emigre moves there and
    # battles them instead of being discarded.
    g = game_with(["marquise", "eyrie"], player="marquise", phase="birdsong", ruins=[], deck="exiles",
                  empty_hands=True, clearings={"1": {"marquise": 3}},
                  hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"5": 2}}}},
                  crafted={"marquise": ["Eyrie Emigre"]}, dice=[2, 0])
    assert g.pending is not None and g.pending.kind == "move_count"  # 1->5, the only move that can battle
    play(g, "x3")
    assert g.hirelings is not None and g.hirelings.cards[0].at(4) == 0  # both Bearers hit
    assert warriors_at(g, 5, M) == 3
    assert [g.deckdef.cards[c].label for c in g.factions[M].play_area] == ["Eyrie Emigre"]


# ============================================================================= Squires and Disciples
@pytest.mark.law("14.2.2", "4.2")
@pytest.mark.parametrize("answer", ["lead", "hold"])
def test_supply_train_after_a_hundreds_move_sees_where_the_warlord_went(answer: str) -> None:
    # The warlord and two warriors in Hill (1); one warrior moves 1->5. Whether the warlord is
    # that warrior is part of the move (14.2.2), so it is asked before Supply Train's "after
    # moving" (R416); Supply Train then moves the warrior back 5->1, the warlord with it if it led.
    spec: dict[str, Any] = {"factions": ["hundreds", "marquise"], "ruins": [], "deck": "squires",
                            "turn": {"player": "hundreds", "phase": "daylight"},
                            "clearings": {"1": {"hundreds": 3}}, "hands": {"hundreds": [], "marquise": []},
                            "hundreds": {"warlord": 1, "mood": "rowdy"}, "items": {"hundreds": ["boots"]},
                            "crafted": {"hundreds": ["Supply Train"]}}
    g = position(spec)
    play(g, "move 1->5", "x1")
    assert g.pending is not None and g.pending.kind == "warlord_along"
    play(g, answer)
    assert g.factions[0].public_board(g)["warlord"] == (5 if answer == "lead" else 1)
    assert g.pending.kind == "after_move"
    play(g, 'use "Supply Train" 5 1')  # one warrior there: moved at once
    assert warriors_at(g, 1, 0) == 3 and warriors_at(g, 5, 0) == 0
    assert g.factions[0].public_board(g)["warlord"] == 1  # never left alone (14.2.2)


# ============================================================================= G.5 discard
@pytest.mark.law("G.5", "3.3.3", "4.3.4")
def test_the_faithful_reveals_a_dominance_card_which_becomes_available_not_discarded() -> None:
    # The top card, Mouse Dominance, is "revealed and discarded": a dominance card discarded is
    # placed near the map instead (G.5); it does not match fox Hill, so The Faithful goes.
    g = position({"factions": ["marquise", "eyrie"], "ruins": [], "deck": "squires",
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"1": {"marquise": 3, "eyrie": 3}}, "hands": {"marquise": [], "eyrie": []},
                  "crafted": {"marquise": ["The Faithful"]}, "deck_top": ["Mouse Dominance"]}, dice=[1, 0])
    play(g, "battle 1 eyrie", 'use "The Faithful"')
    assert [g.deckdef.cards[c].label for c in g.available] == ["Mouse Dominance"]
    assert [g.deckdef.cards[c].label for c in g.discard] == ["The Faithful"]


# ============================================================================= G.20 place
@pytest.mark.law("G.20", "G.32", "1.5.4")
def test_feather_rufflers_is_not_offered_without_a_warrior_in_supply_and_says_why() -> None:
    # All 25 Marquise warriors are on the map: nothing can be taken from her supply (G.20).
    g = position({"factions": ["marquise", "eyrie"], "ruins": [], "deck": "squires",
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"1": {"marquise": 13}, "5": {"marquise": 12}},
                  "hands": {"marquise": [], "eyrie": []}, "crafted": {"marquise": ["Feather Rufflers"]}})
    assert not {o for o in option_set(g) if "Feather" in o}
    e = explain(g, 'use "Feather Rufflers" 1')
    assert not e.legal and e.rules == ["1.5.4"]


# ============================================================================= G.29 show
@pytest.mark.law("G.29", "1.2.1")
def test_codebreakers_shows_the_hand_to_its_user_only() -> None:
    g = position({"factions": ["marquise", "eyrie", "alliance"], "ruins": [],
                  "turn": {"player": "marquise", "phase": "daylight"}, "clearings": {"1": {"marquise": 1}},
                  "hands": {"marquise": [], "eyrie": ["Anvil", "Bake Sale"], "alliance": []},
                  "crafted": {"marquise": ["Codebreakers"]}})
    play(g, 'use Codebreakers eyrie')
    assert g.view(M)["players"][M]["seen"] == {"eyrie": ["Anvil", "Bake Sale"]}
    text = str(g.view(2))
    assert "Bake Sale" not in text and "Anvil" not in text  # the Alliance was not shown it


@pytest.mark.law("14.2.2", "4.3.2", "1.1.3")
def test_tactician_moving_the_warlords_last_warriors_takes_it_along_at_once() -> None:
    # Before the roll, Tactician moves both Hundreds warriors of Quarry (2), the warlord one of
    # them, into the battle in Beach (10), a sympathetic clearing: the warlord is in 10 at once
    # (14.2.2: it is a warrior, and none stayed), and the one triggered effect, Outrage, is
    # not ordered against a bookkeeping step of the warlord (1.1.3 orders effects).
    spec: dict[str, Any] = {
        "factions": ["hundreds", "alliance"], "ruins": [], "deck": "squires",
        "turn": {"player": "hundreds", "phase": "daylight"},
        "clearings": {"2": {"hundreds": 2}, "10": {"hundreds": 1, "alliance": {"warriors": 1, "tokens": ["sympathy"]}}},
        "hands": {"hundreds": ["Anvil"], "alliance": []},
        "hundreds": {"warlord": 2, "mood": "rowdy"}, "items": {"hundreds": ["boots"]},
        "crafted": {"hundreds": ["Tactician"]}}
    g = position(spec, dice=[0, 0])
    play(g, "battle 10 alliance", "use Tactician 2 10", "x2")
    assert g.factions[0].public_board(g)["warlord"] == 10 and warriors_at(g, 10, 0) == 3
    assert g.pending is not None and g.pending.kind != "order_triggers"


# ============================================================================= frog cards joining the deck
@pytest.mark.law("9.5.4", "16.2.2", "2.1.1")
def test_companions_gives_aid_no_card_to_give_when_only_frog_cards_would_match() -> None:
    # R460: Aid gives a card, neither spent nor revealed, so Companions does not make a frog
    # card match Hill (fox). With only frog cards and a rabbit card in hand, Aid is not
    # offered (it had been, then found nothing to give: an engine error).
    from tests.cards.test_frog_cards import pos as frog_pos

    g = frog_pos({"1": {"marquise": {"warriors": 1}}}, crafted={"vagabond": ["Companions"]},
                 hands={"vagabond": ["Settlers", "Bake Sale"]}, player="vagabond", others=("marquise", "vagabond"),
                 vagabond={"character": "thief", "clearing": 1, "items": ["torch", "boots"]})
    assert not {o for o in option_set(g) if o.startswith("aid")}
    e = explain(g, "aid marquise")
    assert not e.legal and e.rules == ["9.5.4"] and "matching" in e.reason


@pytest.mark.law("G.24", "G.23", "18.2.5")
def test_tax_collector_may_remove_a_knaves_captain_which_cannot_be_replaced() -> None:
    # Captains "cannot be replaced" (18.2.5) but can be removed: the Knaves may remove the
    # Thief, alone in Hill (1), for Tax Collector's card; he leaves the map (Ready brings him back).
    g = position({"factions": ["knaves", "marquise"], "ruins": [], "turn": {"player": "knaves", "phase": "daylight"},
                  "clearings": {"1": {"knaves": 1}}, "hands": {"knaves": [], "marquise": []}, "deck_top": ["Anvil"],
                  "crafted": {"knaves": ["Tax Collector"]},
                  "knaves": {"captains": {"thief": 1, "tinker": None, "ranger": None}, "acting": "thief"}})
    supply = g.factions[0].supply
    assert 'use "Tax Collector" 1' in option_set(g)
    play(g, 'use "Tax Collector" 1')
    assert warriors_at(g, 1, 0) == 0 and g.factions[0].captains_in(0) == [] and "Anvil" in hand(g, 0)
    assert g.factions[0].supply == supply  # no Skunk came back for the Captain
