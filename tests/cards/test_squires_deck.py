"""The Squires and Disciples deck (Law A.2, C.9.1; woodland/data/decks/squires.json) and every
card effect of woodland/cards/squires.py, crafted and used in concrete positions.

The card texts are the publisher's (LEDER), summarised in docs/decks/squires.md; readings of
unclear texts are rulings R410-R424 and R463-R466 (docs/rulings.md).

Map: Autumn. Clearing suits: fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
Positions clear the ruins ("ruins": []). Battle dice are scripted: ``dice=[a, b]``; the
attacker takes the higher.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from tests.cards.test_standard_deck import ITEM_ROWS, SUIT, pay_any, play_area, workshops
from woodland import Game
from woodland.core.cards import available_decks, load_deck
from woodland.core.errors import IllegalAction
from woodland.rules.board import rulers
from woodland.testing import discard, hand, labels, options, play, position, warriors_at

MARQUISE, EYRIE = 0, 1

DECK = load_deck("squires")
STANDARD = load_deck("standard")

# docs/decks/squires.md: the 23 effect cards (name, suit, count, crafting cost as FORK has
# it: unverified, pinned here; "?" is the bird icon, any suit)
EFFECT_ROWS = [
    ("Sky Couriers", "bird", 2, "?"),
    ("Spy Network", "bird", 1, "?"),
    ("Silver-Tongue", "bird", 1, "??"),
    ("Shadow Council", "bird", 1, "??"),
    ("Feather Rufflers", "bird", 2, "??"),
    ("Fox Squires", "fox", 1, "F"),
    ("Bold Leadership", "fox", 1, "F"),
    ("Supply Train", "fox", 1, "F"),
    ("Tactician", "fox", 1, "F?"),
    ("Apprentice", "fox", 1, "F"),
    ("Friend of the Foxes", "fox", 1, "F?"),
    ("Rabbit Squires", "rabbit", 1, "R"),
    ("Riversteads", "rabbit", 1, "R?"),
    ("Hidden Warrens", "rabbit", 1, "R?"),
    ("Standard Bearer", "rabbit", 1, "R"),
    ("Lookouts", "rabbit", 1, "R?"),
    ("Friend of the Rabbits", "rabbit", 1, "R?"),
    ("The Faithful", "rabbit", 1, "R"),
    ("Mouse Squires", "mouse", 1, "M"),
    ("Raiding Party", "mouse", 1, "M"),
    ("Mice-in-a-Bush", "mouse", 1, "M"),
    ("Brazen Demagogue", "mouse", 1, "M"),
    ("Friend of the Mice", "mouse", 1, "M?"),
]
#: ROOT-349 to ROOT-354, left out until their texts were found in LEDER (R410, superseded)
FOUND_LATER = ["Riversteads", "Hidden Warrens", "Standard Bearer", "Lookouts", "Friend of the Rabbits",
               "The Faithful"]


# ============================================================================ helpers
def spec(turn: tuple[str, str], clearings: dict[Any, Any], factions: list[str] | None = None,
         **kw: Any) -> dict[str, Any]:
    s: dict[str, Any] = {"deck": "squires", "factions": factions or ["marquise", "eyrie"], "ruins": [],
                         "turn": {"player": turn[0], "phase": turn[1]}, "clearings": clearings}
    s.update(kw)
    return s


def uses(g: Game, card: str) -> list[str]:
    return sorted(o for o in options(g) if o.startswith("use") and card in o)


def roundtrip(g: Game) -> Game:
    return Game.from_json(json.loads(json.dumps(g.to_json())))


# ============================================================================ the deck data
@pytest.mark.law("A.2", "C.9.1")
def test_C_9_1_squires_deck_is_the_54_cards() -> None:
    printed = [c for c in DECK.cards if not c.added]  # frog cards come with the Diaspora (16.3.4)
    assert len(printed) == 54  # C.9.1
    kinds = Counter(c.kind for c in printed)
    assert kinds == {"item": 20, "persistent": 25, "ambush": 5, "dominance": 4}
    assert set(FOUND_LATER) <= {c.name for c in printed}
    assert "squires" in available_decks()


@pytest.mark.law("A.2")
def test_items_ambushes_and_dominance_cards_are_those_of_the_standard_deck() -> None:
    def rows(deck: Any) -> Counter[tuple[Any, ...]]:
        return Counter((c.name, c.suit, c.cost, c.kind, c.item, c.vp) for c in deck.cards
                       if c.kind in ("item", "ambush", "dominance"))

    assert rows(DECK) == rows(STANDARD)
    assert len([r for r in ITEM_ROWS]) == 20


@pytest.mark.parametrize("name,suit,count,cost", EFFECT_ROWS, ids=[r[0] for r in EFFECT_ROWS])
def test_effect_card_suit_count_and_cost_are_pinned(name: str, suit: str, count: int, cost: str) -> None:
    """Costs: FORK alone (docs/decks/squires.md; R411): pinned here, flagged in the data."""
    copies = [c for c in DECK.cards if c.name == name]
    assert len(copies) == count
    c = copies[0]
    assert c.suit == suit and c.kind == "persistent"
    assert c.cost == tuple(SUIT[x] for x in cost)
    raw = json.loads((__import__("importlib.resources").resources.files("woodland.data.decks") / "squires.json")
                     .read_text())
    entry = next(e for e in raw["cards"] if e["name"] == name)
    assert entry["cost_unverified"] is True and entry["text"]


def test_every_effect_card_has_an_implemented_effect() -> None:
    from woodland.rules.effects import EFFECTS

    assert {c.name for c in DECK.cards if c.effect and not c.added} == {r[0] for r in EFFECT_ROWS}  # frog cards: 16.3.4
    assert all(c.effect in EFFECTS for c in DECK.cards if c.effect)


@pytest.mark.law("A.2", "5.1.3")
def test_A_2_group_may_play_with_the_squires_deck() -> None:
    g = Game.new({"deck": "squires", "factions": ["marquise", "eyrie", "alliance"], "seating": "given"}, 11)
    cards = list(g.deck) + list(g.discard) + [c for f in g.factions for c in f.hand]
    assert len(cards) == 54
    assert g.view(0)["deck"] == "squires"


@pytest.mark.law("4.1.1", "4.1.3")
@pytest.mark.parametrize("name,suit,count,cost", EFFECT_ROWS, ids=[r[0] for r in EFFECT_ROWS])
def test_4_1_3_marquise_crafts_each_effect_card_with_exactly_its_cost(name: str, suit: str, count: int,
                                                                      cost: str) -> None:
    suits = [SUIT[x] for x in cost]
    suits = [s if s != "any" else ("fox", "rabbit", "mouse")[i % 3] for i, s in enumerate(suits)]
    cl = workshops(suits)
    cl["11"] = {"marquise": 1}
    g = position(spec(("marquise", "daylight"), cl, hands={"marquise": [name]}))
    play(g, f'craft "{name}"')
    pay_any(g)
    assert play_area(g, MARQUISE) == [name]  # 4.1.3: persistent, in the play area
    assert hand(g, MARQUISE) == []


# ============================================================================ Sky Couriers
@pytest.mark.law("1.4.1", "4.1.3")
def test_sky_couriers_spends_cards_then_draws_one_more_and_is_discarded() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}}, crafted={"marquise": ["Sky Couriers"]},
                      hands={"marquise": ["Anvil", "Bake Sale", "Sword"]},
                      deck_top=["Crossbow (mouse)", "Investments", "Root Tea (fox)", "Travel Gear (fox)"]))
    assert g.pending.kind == "effects:start_birdsong"
    assert sorted(options(g)) == ["pass", 'use "Sky Couriers"']
    play(g, 'use "Sky Couriers"')
    assert "done" not in options(g)  # at least one card
    play(g, "spend Anvil", 'spend "Bake Sale"', "done")
    # two spent: three drawn
    assert hand(g, MARQUISE) == sorted(["Sword", "Crossbow (mouse)", "Investments", "Root Tea (fox)"])
    assert sorted(discard(g)) == ["Anvil", "Bake Sale", "Sky Couriers"]
    assert play_area(g, MARQUISE) == []


def test_sky_couriers_passed_stays_crafted() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}}, crafted={"marquise": ["Sky Couriers"]},
                      hands={"marquise": ["Anvil"]}))
    play(g, "pass")
    assert play_area(g, MARQUISE) == ["Sky Couriers"] and hand(g, MARQUISE) == ["Anvil"]


# ============================================================================ Shadow Council
@pytest.mark.law("1.4.1", "4.3")
def test_shadow_council_must_make_a_player_battle_in_a_clearing_matching_the_card_spent() -> None:
    # the Eyrie has warriors with the Marquise's in 5 (rabbit) and 9 (mouse); the Marquise
    # holds only a rabbit card: the battle must be in 5; she may make either side attack
    g = position(spec(("marquise", "birdsong"), {"5": {"marquise": 2, "eyrie": 2}, "9": {"marquise": 1, "eyrie": 1}},
                      crafted={"marquise": ["Shadow Council"]}, hands={"marquise": ["Bake Sale"]}), dice=[3, 0])
    assert sorted(options(g)) == ['use "Shadow Council" 5 eyrie marquise', 'use "Shadow Council" 5 marquise eyrie']
    with pytest.raises(IllegalAction):  # compulsory: no pass while a battle can be forced
        g.apply("pass")
    with pytest.raises(IllegalAction) as e:
        g.apply('use "Shadow Council" 9 eyrie marquise')
    assert "matching clearing 9" in e.value.reason
    play(g, 'use "Shadow Council" 5 eyrie marquise')  # the only card to spend: spent at once
    play(g, "pass")  # the Marquise, defending, holds Shadow Council again: no ambush
    # the Eyrie attacked: 3 hits on the Marquise (capped by the Eyrie's 2 warriors), 0 back
    assert warriors_at(g, 5, MARQUISE) == 0 and warriors_at(g, 5, EYRIE) == 2
    assert hand(g, MARQUISE) == ["Shadow Council"]  # returned to hand
    assert play_area(g, MARQUISE) == [] and discard(g) == ["Bake Sale"]


def test_shadow_council_without_a_matching_card_is_not_asked() -> None:
    g = position(spec(("marquise", "birdsong"), {"5": {"marquise": 2, "eyrie": 2}},
                      crafted={"marquise": ["Shadow Council"]}, hands={"marquise": ["Anvil"]}))
    assert g.pending.kind != "effects:start_birdsong"
    assert play_area(g, MARQUISE) == ["Shadow Council"]


# ============================================================================ Feather Rufflers
@pytest.mark.law("4.1.3", "1.5.4")
def test_feather_rufflers_places_two_warriors_where_you_have_pieces_then_is_discarded() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": {"buildings": ["sawmill"]}}, "2": {"eyrie": 1}},
                      crafted={"marquise": ["Feather Rufflers"]}))
    assert uses(g, "Feather Rufflers") == ['use "Feather Rufflers" 1']  # not 2: no piece of hers
    play(g, 'use "Feather Rufflers" 1')
    assert warriors_at(g, 1, MARQUISE) == 2
    assert play_area(g, MARQUISE) == [] and discard(g) == ["Feather Rufflers"]


@pytest.mark.law("13.2.4")
def test_feather_rufflers_may_be_used_in_birdsong_too() -> None:
    g = position(spec(("eyrie", "birdsong"), {"1": {"eyrie": {"buildings": ["roost"]}}},
                      crafted={"eyrie": ["Feather Rufflers"]}, hands={"eyrie": ["Anvil"]}))
    assert g.pending.kind == "turn_window" and g.pending.seat == EYRIE
    play(g, 'use "Feather Rufflers" 1')
    assert warriors_at(g, 1, EYRIE) == 2


def test_two_cards_used_on_your_turn_each_answer_for_itself() -> None:
    # Friend of the Foxes and Spy Network are both offered in the Birdsong window: using
    # Spy Network there resolved Friend of the Foxes' effect (found by a whole-game test)
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Friend of the Foxes", "Spy Network"], "eyrie": ["Tactician"]},
                      hands={"marquise": ["Anvil", "Bake Sale"]}))
    assert g.pending.kind == "turn_window"
    play(g, 'use "Spy Network" eyrie Tactician', 'give "Bake Sale"')
    assert sorted(hand(g, MARQUISE)) == ["Anvil", "Tactician"]
    play(g, 'use "Friend of the Foxes" Anvil rabbit')
    assert g.factions[MARQUISE].marks["friend:fox"] == g.turn


# ============================================================================ Spy Network
@pytest.mark.law("4.1.3")
def test_spy_network_gives_a_card_to_take_an_enemy_crafted_card_then_goes_into_the_deck() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Spy Network"], "eyrie": ["Tactician"]},
                      dominance={"eyrie": "Fox Dominance"}, hands={"marquise": ["Anvil"]}))
    # an activated dominance card was not crafted (R414)
    assert uses(g, "Spy Network") == ['use "Spy Network" eyrie Tactician']
    deck = len(g.deck)
    play(g, 'use "Spy Network" eyrie Tactician', "give Anvil")
    assert hand(g, MARQUISE) == ["Tactician"] and hand(g, EYRIE) == ["Anvil"]
    assert play_area(g, EYRIE) == ["Fox Dominance"] and play_area(g, MARQUISE) == []
    assert len(g.deck) == deck + 1 and "Spy Network" in labels(g, g.deck) and discard(g) == []


def test_spy_network_needs_a_card_to_give() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Spy Network"], "eyrie": ["Tactician"]}))
    assert uses(g, "Spy Network") == []
    with pytest.raises(IllegalAction) as e:
        g.apply('use "Spy Network" eyrie Tactician')
    assert "no card in hand" in e.value.reason


# ============================================================================ Silver-Tongue
@pytest.mark.law("2.5", "4.2.1")
def test_silver_tongue_makes_a_matching_clearing_ruled_until_the_end_of_the_phase() -> None:
    # the Marquise has 1 warrior in 5 (rabbit) against 2 Eyrie warriors: she rules neither
    # 5 nor 1, so she cannot move 5->1; Silver-Tongue paid with a rabbit card lets her
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 1, "eyrie": 2}, "1": {"eyrie": 1}},
                      crafted={"marquise": ["Silver-Tongue"]}, hands={"marquise": ["Bake Sale", "Anvil"]}))
    assert 'use Silver-Tongue 5' in options(g)
    play(g, "use Silver-Tongue 5")
    assert sorted(options(g)) == ['spend "Bake Sale"', "spend Silver-Tongue"]  # Anvil is fox
    play(g, 'spend "Bake Sale"')
    assert rulers(g)[4] == MARQUISE and play_area(g, MARQUISE) == ["Silver-Tongue"]
    play(g, "march")
    assert "move 5->1" in options(g)
    h = roundtrip(g)
    assert rulers(h)[4] == MARQUISE
    play(g, "pass")
    if g.pending.kind == "move":
        play(g, "pass")
    play(g, "end")  # on to Evening: the phase is over
    assert rulers(g)[4] == EYRIE


def test_silver_tongue_spent_itself_still_rules_for_the_phase() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 1, "eyrie": 2}},
                      crafted={"marquise": ["Silver-Tongue"]}))
    play(g, "use Silver-Tongue 5")  # only Silver-Tongue itself can pay: spent at once
    assert rulers(g)[4] == MARQUISE and discard(g) == ["Silver-Tongue"]


# ============================================================================ Squires
@pytest.mark.law("4.1.3", "4.3")
def test_fox_squires_battles_in_a_fox_clearing_paying_with_a_fox_card() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 2, "eyrie": 1}, "5": {"marquise": 2, "eyrie": 1}},
                      crafted={"marquise": ["Fox Squires"]}, hands={"marquise": ["Anvil", "Bake Sale"]}), dice=[3, 0])
    assert uses(g, "Fox Squires") == ['use "Fox Squires" battle 1 eyrie', 'use "Fox Squires" move']
    play(g, 'use "Fox Squires" battle 1 eyrie')
    assert sorted(options(g)) == ['spend "Fox Squires"', "spend Anvil"]  # Bake Sale is rabbit
    play(g, "spend Anvil")
    assert warriors_at(g, 1, EYRIE) == 0
    assert play_area(g, MARQUISE) == ["Fox Squires"] and discard(g) == ["Anvil"]
    assert uses(g, "Fox Squires") == []  # once in Daylight


def test_mouse_squires_moves_only_from_a_mouse_clearing_and_may_spend_itself() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 2}, "9": {"marquise": 2}},
                      crafted={"marquise": ["Mouse Squires"]}))
    play(g, 'use "Mouse Squires" move')  # no mouse card in hand: Mouse Squires itself is spent
    assert sorted(options(g)) == ["move 9->1", "move 9->12", "move 9->4"]  # from 9 (mouse) only; owed
    play(g, "move 9->12", "x2")
    assert warriors_at(g, 12, MARQUISE) == 2 and discard(g) == ["Mouse Squires"]


# ============================================================================ Apprentice
@pytest.mark.law("1.4.1", "4.1.2", "4.1.3")
def test_apprentice_crafts_a_card_at_no_cost_then_is_discarded() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}}, crafted={"marquise": ["Apprentice"]},
                      hands={"marquise": ["Protection Racket", "Ambush (fox)"]}))
    # compulsory, and the only card that can be crafted (not an ambush, 2.1.2): done at once
    assert g.pending.kind == "daylight"
    assert g.factions[MARQUISE].score == 3 and g.factions[MARQUISE].items == ["coins"]
    assert sorted(discard(g)) == ["Apprentice", "Protection Racket"] and play_area(g, MARQUISE) == []


def test_apprentice_with_nothing_to_craft_shows_the_hand() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}}, crafted={"marquise": ["Apprentice"]},
                      hands={"marquise": ["Ambush (fox)"]}))
    # compulsory, with nothing to craft: the hand is shown at once
    assert g.pending.kind == "daylight"
    assert labels(g, g.factions[EYRIE].seen["marquise"]) == ["Ambush (fox)"]
    assert play_area(g, MARQUISE) == ["Apprentice"]


# ============================================================================ Supply Train / Raiding Party
@pytest.mark.law("4.2", "1.4.2")
def test_supply_train_moves_again_within_a_march_and_returns_to_hand() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3}}, crafted={"marquise": ["Supply Train"]}))
    play(g, "march", "move 1->5", "x2")
    assert g.pending.kind == "after_move"
    assert sorted(options(g)) == ["pass", 'use "Supply Train" 1 5', 'use "Supply Train" 5 1',
                                  'use "Supply Train" 5 2']
    play(g, 'use "Supply Train" 5 2', "x2")
    assert warriors_at(g, 2, MARQUISE) == 2
    assert hand(g, MARQUISE) == ["Supply Train"] and play_area(g, MARQUISE) == []
    assert g.pending.kind == "move"  # the march's second move


@pytest.mark.law("4.3")
def test_raiding_party_battles_in_the_destination_and_returns_to_hand() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3}, "5": {"eyrie": 1}},
                      crafted={"marquise": ["Raiding Party"]}), dice=[2, 0])
    play(g, "march", "move 1->5", "x3")
    assert sorted(options(g)) == ["pass", 'use "Raiding Party" eyrie']
    play(g, 'use "Raiding Party" eyrie')
    assert warriors_at(g, 5, EYRIE) == 0 and hand(g, MARQUISE) == ["Raiding Party"]


def test_raiding_party_not_on_another_player_turn() -> None:
    g = position(spec(("eyrie", "daylight"), {"1": {"marquise": 3}, "5": {"eyrie": 1}},
                      crafted={"marquise": ["Raiding Party"]}))
    assert play_area(g, MARQUISE) == ["Raiding Party"] and g.pending.seat == EYRIE


# ============================================================================ Tactician
@pytest.mark.law("4.3.2", "4.2")
def test_tactician_defender_moves_warriors_into_the_battle_before_the_roll() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 1}, "9": {"eyrie": 2}},
                      crafted={"eyrie": ["Tactician"]}), dice=[3, 2])
    play(g, "battle 1 eyrie")
    assert g.pending.kind == "before_roll" and g.pending.seat == EYRIE
    assert sorted(options(g)) == ["pass", "use Tactician 9 1"]
    play(g, "use Tactician 9 1", "x2")
    # three Eyrie warriors defend: 3 hits taken leaves none, 2 dealt back
    assert warriors_at(g, 1, MARQUISE) == 1 and warriors_at(g, 1, EYRIE) == 0
    assert hand(g, EYRIE) == ["Tactician"]


# ============================================================================ Bold Leadership
@pytest.mark.law("4.3.5")
def test_bold_leadership_attacker_must_deal_an_extra_hit_then_pays() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["Bold Leadership"]}, hands={"marquise": ["Anvil", "Bake Sale"]}),
                 dice=[1, 0])
    play(g, "battle 1 eyrie")
    assert sorted(options(g)) == ["return \"Bold Leadership\"", "spend Anvil"]
    play(g, "spend Anvil")
    assert warriors_at(g, 1, EYRIE) == 1  # 1 rolled + 1 extra
    assert play_area(g, MARQUISE) == ["Bold Leadership"] and discard(g) == ["Anvil"]


def test_bold_leadership_returned_to_hand() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["Bold Leadership"]}), dice=[1, 0])
    play(g, "battle 1 eyrie")  # no card in hand: Bold Leadership returns to hand at once
    assert warriors_at(g, 1, EYRIE) == 1 and hand(g, MARQUISE) == ["Bold Leadership"]


def test_bold_leadership_not_as_defender() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 3}},
                      crafted={"eyrie": ["Bold Leadership"]}), dice=[1, 0])
    play(g, "battle 1 eyrie")
    assert warriors_at(g, 1, MARQUISE) == 3 and play_area(g, EYRIE) == ["Bold Leadership"]


# ============================================================================ Mice-in-a-Bush
@pytest.mark.law("4.3.1", "4.3.2")
def test_mice_in_a_bush_defender_deals_one_hit_at_once() -> None:
    g = position(spec(("marquise", "daylight"), {"2": {"marquise": 1, "eyrie": 2}},
                      crafted={"eyrie": ["Mice-in-a-Bush"]}, hands={"eyrie": ["Investments"]}), dice=[3, 3])
    play(g, "battle 2 eyrie", "pass")  # no ambush card
    assert sorted(options(g)) == ["pass", "use Mice-in-a-Bush"]
    play(g, "use Mice-in-a-Bush", "spend Investments")
    # the only attacking warrior is removed before the roll: no battle goes on
    assert warriors_at(g, 2, MARQUISE) == 0 and warriors_at(g, 2, EYRIE) == 2
    assert play_area(g, EYRIE) == ["Mice-in-a-Bush"] and discard(g) == ["Investments"]


# ============================================================================ Friends
@pytest.mark.law("2.1.1", "3.3.4")
def test_friend_of_the_foxes_spends_a_fox_card_as_a_bird_card_once_a_turn() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}}, crafted={"marquise": ["Friend of the Foxes"]},
                      hands={"marquise": ["Anvil", "Foxfolk Steel"]}, available=["Bird Dominance"]))
    assert not any(o.startswith("take") for o in options(g))  # a bird card takes bird dominance
    play(g, 'use "Friend of the Foxes" Anvil bird')
    assert uses(g, "Friend of the Foxes") == []  # once each turn
    play(g, 'take "Bird Dominance"')
    assert options(g) == ["spend Anvil"]
    play(g, "spend Anvil")
    assert hand(g, MARQUISE) == ["Bird Dominance", "Foxfolk Steel"]


def test_friend_cards_exclude_each_other() -> None:
    g = position(spec(("marquise", "daylight"), workshops(["mouse", "fox"]) | {"11": {"marquise": 1}},
                      crafted={"marquise": ["Friend of the Foxes"]}, hands={"marquise": ["Friend of the Mice"]}))
    assert not any(o.startswith("craft") for o in options(g))
    with pytest.raises(IllegalAction) as e:
        g.apply('craft "Friend of the Mice"')
    assert "Friend card" in e.value.reason


@pytest.mark.law("4.3.1")
def test_friend_of_the_mice_ambushes_with_a_mouse_ambush_in_a_fox_clearing_off_turn() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 1}, "6": {"marquise": 3, "eyrie": 1}},
                      crafted={"eyrie": ["Friend of the Mice"]}, hands={"eyrie": ["Ambush (mouse)"]}), dice=[0, 0])
    play(g, "battle 1 eyrie")
    assert sorted(options(g)) == ['ambush "Ambush (mouse)"', "pass"]
    play(g, 'ambush "Ambush (mouse)"')
    assert warriors_at(g, 1, MARQUISE) == 1
    assert g.factions[EYRIE].marks["friend:mouse"] == g.turn  # used for this turn


# ============================================================================ Brazen Demagogue
@pytest.mark.law("1.4.1", "3.3.1", "3.3.3")
def test_brazen_demagogue_takes_a_dominance_card_at_end_of_evening_and_keeps_scoring() -> None:
    g = position(spec(("marquise", "evening"), {"1": {"marquise": 1}}, crafted={"marquise": ["Brazen Demagogue"]},
                      available=["Fox Dominance", "Mouse Dominance"], scores={"marquise": 12},
                      hands={"marquise": []}))
    assert g.pending.kind == "effects:end_evening"  # after everything else in Evening (1.4.1)
    assert sorted(options(g)) == ['use "Brazen Demagogue" "Fox Dominance"', 'use "Brazen Demagogue" "Mouse Dominance"']
    play(g, 'use "Brazen Demagogue" "Fox Dominance"')
    assert sorted(options(g)) == ['activate "Fox Dominance"', "pass"]
    play(g, 'activate "Fox Dominance"')
    f = g.factions[MARQUISE]
    assert labels(g, [f.dominance]) == ["Fox Dominance"] and discard(g) == ["Brazen Demagogue"]
    from woodland.rules.victory import score

    score(g, MARQUISE, 2)  # the score marker stayed on the track
    assert f.score == 14
    # and 30 points still win (3.1), dominance card or not
    score(g, MARQUISE, 16)
    g._advance()
    assert g.result is not None and g.result["winners"] == ["marquise"] and g.result["reason"] == "score"


def test_brazen_demagogue_below_ten_points_only_takes_the_card() -> None:
    g = position(spec(("marquise", "evening"), {"1": {"marquise": 1}}, crafted={"marquise": ["Brazen Demagogue"]},
                      available=["Fox Dominance"], hands={"marquise": []}))
    # compulsory, and one card to take: taken at once; 3.3.1 asks 10 points to activate it
    assert "Fox Dominance" in hand(g, MARQUISE) and g.factions[MARQUISE].dominance < 0
    assert discard(g) == ["Brazen Demagogue"] and g.available == []
    assert g.pending.seat == EYRIE  # the turn went on


# ============================================================================ Riversteads
@pytest.mark.law("1.4.1", "4.1.3")
def test_riversteads_draws_one_card_per_river_clearing_with_your_pieces_then_is_discarded() -> None:
    # river clearings of Autumn: 4, 5, 7, 10, 11; the Marquise has pieces in 4 (a warrior),
    # 7 (a sawmill) and 1 (no river): two cards
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 2}, "4": {"marquise": 1},
                                                 "7": {"marquise": {"buildings": ["sawmill"]}}},
                      crafted={"marquise": ["Riversteads"]}, hands={"marquise": []},
                      deck_top=["Anvil", "Sword", "Bake Sale"]))
    # compulsory, one way to do it: done at once at the start of Birdsong
    assert hand(g, MARQUISE) == ["Anvil", "Sword"]
    assert play_area(g, MARQUISE) == [] and discard(g) == ["Riversteads"]


def test_riversteads_with_no_river_clearing_draws_nothing_and_is_still_discarded() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 2}}, crafted={"marquise": ["Riversteads"]},
                      hands={"marquise": []}, deck_top=["Anvil"]))
    assert hand(g, MARQUISE) == [] and discard(g) == ["Riversteads"]  # R465


# ============================================================================ Hidden Warrens
@pytest.mark.law("1.4.1", "4.2")
def test_hidden_warrens_moves_to_a_clearing_of_the_same_suit_ignoring_rule_and_paths() -> None:
    # the Eyrie rules 1 and 8 (both fox, no path between them): the Marquise moves anyway
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 3, "eyrie": {"warriors": 3, "buildings": ["roost"]}},
                                                 "8": {"eyrie": 2}},
                      crafted={"marquise": ["Hidden Warrens"]}, hands={"marquise": []}))
    assert g.pending.kind == "effects:start_birdsong"
    assert sorted(options(g)) == ["pass", 'use "Hidden Warrens" 1 12', 'use "Hidden Warrens" 1 6',
                                  'use "Hidden Warrens" 1 8']  # fox clearings only
    with pytest.raises(IllegalAction) as e:
        g.apply('use "Hidden Warrens" 1 5')
    assert "do not share a suit" in e.value.reason
    play(g, 'use "Hidden Warrens" 1 8', "x2")
    assert warriors_at(g, 8, MARQUISE) == 2 and warriors_at(g, 1, MARQUISE) == 1
    assert hand(g, MARQUISE) == ["Hidden Warrens"] and play_area(g, MARQUISE) == []


def test_hidden_warrens_passed_stays_crafted() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 3}}, crafted={"marquise": ["Hidden Warrens"]},
                      hands={"marquise": []}))
    play(g, "pass")
    assert play_area(g, MARQUISE) == ["Hidden Warrens"] and warriors_at(g, 1, MARQUISE) == 3


# ============================================================================ Standard Bearer
@pytest.mark.law("4.3")
def test_standard_bearer_battles_again_in_the_same_clearing_and_returns_to_hand() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["Standard Bearer"]}), dice=[1, 0, 2, 0])
    play(g, "battle 1 eyrie")
    assert warriors_at(g, 1, EYRIE) == 2
    assert g.pending.kind == "after_battle" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", 'use "Standard Bearer" eyrie']
    play(g, 'use "Standard Bearer" eyrie')
    assert warriors_at(g, 1, EYRIE) == 0 and warriors_at(g, 1, MARQUISE) == 3
    assert hand(g, MARQUISE) == ["Standard Bearer"] and play_area(g, MARQUISE) == []


def test_standard_bearer_not_after_defending() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 3}},
                      crafted={"eyrie": ["Standard Bearer"]}), dice=[1, 0])
    play(g, "battle 1 eyrie")
    assert g.pending.kind != "after_battle" and play_area(g, EYRIE) == ["Standard Bearer"]


# ============================================================================ Lookouts
@pytest.mark.law("4.3.2")
def test_lookouts_defender_must_place_a_warrior_before_the_roll_then_pays() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 1}, "9": {"eyrie": 1}},
                      crafted={"eyrie": ["Lookouts", "Tactician"]}, hands={"eyrie": ["Anvil", "Bake Sale"]}),
                 dice=[3, 1])
    play(g, "battle 1 eyrie", "pass")  # no ambush
    assert g.pending.kind == "before_roll"
    assert sorted(options(g)) == ["use Lookouts", "use Tactician 9 1"]  # no pass: Lookouts must be used
    with pytest.raises(IllegalAction) as e:
        g.apply("pass")
    assert "must use" in e.value.reason
    play(g, "use Lookouts")
    assert warriors_at(g, 1, EYRIE) == 2
    assert sorted(options(g)) == ["return Lookouts", "spend Anvil"]  # Bake Sale is rabbit; 1 is fox
    play(g, "spend Anvil")
    assert sorted(options(g)) == ["pass", "use Tactician 9 1"]  # done: now it may pass
    play(g, "pass")
    # two Eyrie warriors defend: 3 rolled hits remove both, 1 dealt back
    assert warriors_at(g, 1, EYRIE) == 0 and warriors_at(g, 1, MARQUISE) == 2
    assert play_area(g, EYRIE) == ["Lookouts", "Tactician"] and discard(g) == ["Anvil"]


def test_lookouts_without_a_card_returns_to_hand_and_not_as_attacker() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 1}},
                      crafted={"eyrie": ["Lookouts"]}), dice=[0, 0])
    play(g, "battle 1 eyrie")  # the only before-roll effect, owed, and no card in hand: all at once
    assert warriors_at(g, 1, EYRIE) == 2 and hand(g, EYRIE) == ["Lookouts"]
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 1}},
                      crafted={"marquise": ["Lookouts"]}), dice=[0, 0])
    play(g, "battle 1 eyrie")
    assert warriors_at(g, 1, MARQUISE) == 3 and play_area(g, MARQUISE) == ["Lookouts"]  # not as attacker


# ============================================================================ The Faithful
@pytest.mark.law("4.3.4", "4.3.5")
@pytest.mark.parametrize("top,stays", [("Anvil", True), ("Birdy Bindle", True), ("Bake Sale", False)])
def test_the_faithful_deals_an_extra_hit_and_stays_only_if_the_top_card_matches(top: str, stays: bool) -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["The Faithful"]}, deck_top=[top]), dice=[1, 0])
    play(g, "battle 1 eyrie")
    assert g.pending.kind == "after_roll" and sorted(options(g)) == ["pass", 'use "The Faithful"']
    play(g, 'use "The Faithful"')
    assert warriors_at(g, 1, EYRIE) == 1  # 1 rolled + 1 extra
    assert play_area(g, MARQUISE) == (["The Faithful"] if stays else [])
    assert sorted(discard(g)) == sorted([top] + ([] if stays else ["The Faithful"]))  # 1 is fox; birds match


def test_the_faithful_may_be_passed_and_serves_the_defender_too() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 3}},
                      crafted={"eyrie": ["The Faithful"]}, deck_top=["Anvil"]), dice=[0, 0])
    play(g, "battle 1 eyrie")
    assert g.pending.seat == EYRIE and sorted(options(g)) == ["pass", 'use "The Faithful"']
    play(g, 'use "The Faithful"')
    assert warriors_at(g, 1, MARQUISE) == 2 and play_area(g, EYRIE) == ["The Faithful"]


# ============================================================================ Friend of the Rabbits
@pytest.mark.law("2.1.1")
def test_friend_of_the_rabbits_makes_a_rabbit_card_count_as_another_suit() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}}, crafted={"marquise": ["Friend of the Rabbits"]},
                      hands={"marquise": ["Bake Sale", "Anvil"]}))
    assert uses(g, "Friend of the Rabbits") == [f'use "Friend of the Rabbits" "Bake Sale" {s}'
                                                for s in ("bird", "fox", "mouse")]
    play(g, 'use "Friend of the Rabbits" "Bake Sale" mouse')
    assert g.factions[MARQUISE].marks["friend:rabbit"] == g.turn
    assert uses(g, "Friend of the Rabbits") == []  # once each turn


# ============================================================================ for tests/test_kinds.py
def rare_positions() -> list[Game]:
    """A game pending at each decision kind of this deck (tests/test_kinds.py)."""
    pay = play(position(spec(("marquise", "daylight"), {"1": {"marquise": 2, "eyrie": 1}},
                              crafted={"marquise": ["Fox Squires"]}, hands={"marquise": ["Anvil"]})),
               'use "Fox Squires" battle 1 eyrie')
    couriers = play(position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}},
                                  crafted={"marquise": ["Sky Couriers"]}, hands={"marquise": ["Anvil", "Sword"]})),
                    'use "Sky Couriers"')
    after = play(position(spec(("marquise", "daylight"), {"1": {"marquise": 3}},
                               crafted={"marquise": ["Supply Train"]})), "march", "move 1->5", "x2")
    evening = position(spec(("marquise", "evening"), {"1": {"marquise": 1}}, crafted={"marquise": ["Brazen Demagogue"]},
                            available=["Fox Dominance", "Mouse Dominance"], scores={"marquise": 12},
                            hands={"marquise": []}))
    demagogue = play(position(spec(("marquise", "evening"), {"1": {"marquise": 1}},
                                   crafted={"marquise": ["Brazen Demagogue"]},
                                   available=["Fox Dominance", "Mouse Dominance"], scores={"marquise": 12},
                                   hands={"marquise": []})), 'use "Brazen Demagogue" "Fox Dominance"')
    bearer = play(position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 3}},
                                crafted={"marquise": ["Standard Bearer"]}), dice=[1, 0]), "battle 1 eyrie")
    games = [pay, couriers, after, evening, demagogue, bearer]
    assert [g.pending.kind for g in games if g.pending] == ["squires_pay", "sky_couriers", "after_move",
                                                             "effects:end_evening", "brazen_demagogue",
                                                             "after_battle"]
    return games


def test_rare_positions_reach_every_decision_of_the_deck() -> None:
    assert len(rare_positions()) == 6


# ============================================================================ whole games
CRAFTED = {"marquise": ["Supply Train", "Raiding Party", "Bold Leadership", "Tactician", "Fox Squires",
                        "Standard Bearer", "Riversteads"],
           "eyrie": ["Mice-in-a-Bush", "Silver-Tongue", "Friend of the Foxes", "Sky Couriers", "Apprentice",
                     "Lookouts", "The Faithful"],
           "alliance": ["Shadow Council", "Feather Rufflers", "Spy Network", "Rabbit Squires", "Hidden Warrens",
                        "Friend of the Rabbits"],
           "vagabond": ["Brazen Demagogue", "Mouse Squires", "Friend of the Mice"]}


@pytest.mark.law("A.2", "1.5.1", "1.2.1")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_games_with_every_card_crafted_keep_the_invariants(seed: int) -> None:
    """Random legal play from a position where every card of the deck is crafted: pieces and
    cards are conserved, the state survives JSON and views show no hidden card."""
    from tests.test_fuzz_expansion import card_places, check_pieces, check_views
    from woodland.core.rng import Rng

    g = position(spec(("marquise", "birdsong"), {
        "1": {"marquise": {"warriors": 4, "buildings": ["workshop"]}, "eyrie": 2},
        "2": {"eyrie": {"warriors": 3, "buildings": ["roost"]}, "marquise": 1},
        "5": {"marquise": 3, "alliance": {"warriors": 1, "tokens": ["sympathy"]}},
        "9": {"eyrie": 2, "alliance": {"warriors": 2, "buildings": ["base_mouse"], "tokens": ["sympathy"]}},
        "10": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}, "eyrie": 1},
        "12": {"marquise": 2, "eyrie": 2}},
        factions=["marquise", "eyrie", "alliance", "vagabond"], crafted=CRAFTED,
        hands={"marquise": 3, "eyrie": 3, "alliance": 3, "vagabond": 3},
        available=["Fox Dominance"], scores={"vagabond": 12}, seed=seed))
    rng = Rng(seed)
    expected = Counter(card_places(g))
    for step in range(800):
        if g.pending is None:
            break
        opts = g.legal_actions()
        g.apply(opts[rng.below(len(opts))])
        check_pieces(g)
        places = Counter(card_places(g))
        assert places == expected, "a card appeared, disappeared or is in two places"
        if step % 10 == 0 and g.pending is not None:
            assert roundtrip(g).fingerprint() == g.fingerprint()
            check_views(g, g.pending.seat, rng)
            check_views(g, (g.pending.seat + 1) % g.n, rng)


def test_a_game_with_the_deck_exports_to_rootlog() -> None:
    """Rootlog V2.8 has no name for this deck: the export writes the extension's ``S&D``
    (ruling R480; docs/rootlog.md, where it is also read back)."""
    from woodland.rootlog.export import export_record
    from woodland.sim import play_game

    rec = play_game({"map": "autumn", "deck": "squires", "factions": ["marquise", "eyrie", "alliance"]}, 5,
                    ["heuristic"], max_turns=12)
    text = export_record(rec)
    assert "\nDeck: S&D\n" in text


@pytest.mark.law("16.3.4", "A.2")
def test_the_diaspora_shuffle_their_frog_cards_into_the_squires_deck() -> None:
    g = Game.new({"deck": "squires", "factions": ["lilypad", "marquise", "eyrie"], "seating": "given"}, 5)
    while g.pending.kind != "lilypad_setup":
        g.apply(str(g.pending.options[0]))
    g.apply("place 5")
    frogs = [c for c in g.deckdef.cards if c.added == "lilypad"]
    assert sum(c.name == "Militias" for c in frogs) == 2 and len(frogs) == 14  # 16.2.2: 14 frog cards
    assert {c.id for c in frogs} <= set(g.deck)
    assert len([c for c in g.deckdef.cards if not c.added]) == 54
