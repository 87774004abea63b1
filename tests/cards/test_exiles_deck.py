"""The Exiles and Partisans deck (Law A.2; components.md §2; woodland/data/decks/exiles.json)
and every card effect of woodland/cards/exiles.py, crafted and used in concrete positions.

Readings of the cards whose exact wording we do not have are those of docs/decks/exiles.md
(e.g. Eyrie Emigre is compulsory; Partisans discard bird cards too; Coffin Makers takes
every removed warrior).

Map: Autumn. Clearing suits: fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12;
rivers 5-10 10-11 11-7 7-4. Positions clear the ruins ("ruins": []).
Battle dice are scripted: ``dice=[a, b]``; the attacker takes the higher. A random card
taken (Swap Meet) also consumes a scripted value (its index in the hand).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from tests.cards.test_standard_deck import ITEM_ROWS, OFF_SUIT, SUIT, cost_of, pay_any, play_area, workshops
from woodland import Game
from woodland.core.cards import load_deck
from woodland.core.errors import IllegalAction
from woodland.position import build
from woodland.rules.board import ruler
from woodland.rules.effects import EFFECTS
from woodland.testing import ScriptedRng, discard, hand, labels, options, play, position, warriors_at

MARQUISE, EYRIE = 0, 1

DECK = load_deck("exiles")
STANDARD = load_deck("standard")

# components.md §1: the same 20 item cards in both decks, (name, suit, cost, item, VP)

# components.md §2, the 25 effect cards: (name, suit, count, cost) — all persistent
EFFECT_ROWS = [
    ("Saboteurs", "bird", 3, "?"),
    ("Soup Kitchens", "bird", 1, "FRM"),
    ("Boat Builders", "bird", 1, "??"),
    ("Corvid Planners", "bird", 1, "??"),
    ("Eyrie Emigre", "bird", 1, "FF"),
    ("Fox Partisans", "fox", 1, "F"),
    ("Propaganda Bureau", "fox", 1, "???"),
    ("False Orders", "fox", 2, "F"),
    ("Informants", "fox", 2, "FF"),
    ("Rabbit Partisans", "rabbit", 1, "R"),
    ("Tunnels", "rabbit", 2, "R"),
    ("Charm Offensive", "rabbit", 1, "R"),
    ("Swap Meet", "rabbit", 2, "R"),
    ("Coffin Makers", "rabbit", 1, "RR"),
    ("Mouse Partisans", "mouse", 1, "M"),
    ("League of Adventurous Mice", "mouse", 2, "M"),
    ("Murine Broker", "mouse", 1, "MM"),
    ("Master Engravers", "mouse", 1, "MM"),
]


# ============================================================================ helpers
def spec(turn: tuple[str, str], clearings: dict[Any, Any], factions: list[str] | None = None,
         **kw: Any) -> dict[str, Any]:
    s: dict[str, Any] = {"deck": "exiles", "factions": factions or ["marquise", "eyrie"], "ruins": [],
                         "turn": {"player": turn[0], "phase": turn[1]}, "clearings": clearings}
    s.update(kw)
    return s


def position_with_coffin(s: dict[str, Any], holder: int, held: dict[int, int], dice: list[int] | None = None) -> Game:
    """A position whose Coffin Makers (crafted by ``holder``) already holds warriors:
    ``held`` maps a warrior owner's seat to how many of its warriors lie on the card (they
    left that owner's supply). The position format has no field for them."""
    g = build(s, advance=False)
    for owner, n in held.items():
        g.factions[holder].marks[f"coffin:{owner}"] = n
        g.factions[owner].supply -= n
    if dice is not None:
        g.rng = ScriptedRng(dice, g.rng.state)
    g._advance()
    return g


def moves(g: Any) -> list[str]:
    return sorted(o for o in options(g) if o.startswith("move"))


def uses(g: Any, card: str) -> list[str]:
    return sorted(o for o in options(g) if o.startswith("use") and card in o)


def held_on_coffin(g: Any, holder: int) -> dict[int, int]:
    eff = type(EFFECTS["coffin_makers"])(holder)  # the card's ability, bound to its holder
    return {s: eff.held_warriors(g, s) for s in range(g.n) if eff.held_warriors(g, s)}


def roundtrip(g: Game) -> Game:
    """The state survives JSON (which checks that every warrior is somewhere, 1.5.1)."""
    return Game.from_json(json.loads(json.dumps(g.to_json())))


# ============================================================================ the deck data
@pytest.mark.law("A.2")
def test_A_2_exiles_deck_has_54_cards_14_14_13_13() -> None:
    assert DECK.name == "exiles"
    printed = [c for c in DECK.cards if not c.added]  # frog cards come with the Diaspora (16.3.4)
    assert len(printed) == 54
    assert Counter(c.suit for c in printed) == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    kinds = Counter(c.kind for c in printed)
    # 20 items, 25 effect cards (all persistent), 5 ambushes, 4 dominance cards
    assert kinds == {"item": 20, "persistent": 25, "ambush": 5, "dominance": 4}


@pytest.mark.parametrize("name,suit,cost,item,vp", ITEM_ROWS, ids=[f"{r[0]}-{r[1]}" for r in ITEM_ROWS])
def test_item_card_matches_components(name: str, suit: str, cost: str, item: str, vp: int) -> None:
    matches = [c for c in DECK.cards if c.name == name and c.suit == suit]
    assert len(matches) == 1
    c = matches[0]
    assert (c.kind, c.cost, c.item, c.vp) == ("item", cost_of(cost), item, vp)


def test_items_ambushes_and_dominance_cards_are_those_of_the_standard_deck() -> None:
    def rows(deck: Any) -> Counter[tuple[Any, ...]]:
        return Counter((c.name, c.suit, c.cost, c.kind, c.item, c.vp, c.label) for c in deck.cards
                       if c.kind in ("item", "ambush", "dominance"))

    assert rows(DECK) == rows(STANDARD)
    assert sum(rows(DECK).values()) == 29 + 2  # and Frog Dominance (16.2.2.I), the frog Ambush (16.2.2)
    amb = Counter(c.suit for c in DECK.cards if c.kind == "ambush" and not c.added)
    assert amb == {"bird": 2, "fox": 1, "rabbit": 1, "mouse": 1}  # 2.1.2
    assert sorted(c.label for c in DECK.cards if c.kind == "dominance" and not c.added) == [
        "Bird Dominance", "Fox Dominance", "Mouse Dominance", "Rabbit Dominance"]  # 2.1.3


@pytest.mark.parametrize("name,suit,count,cost", EFFECT_ROWS, ids=[r[0] for r in EFFECT_ROWS])
def test_effect_card_matches_components(name: str, suit: str, count: int, cost: str) -> None:
    copies = [c for c in DECK.cards if c.name == name]
    assert len(copies) == count
    for c in copies:
        assert c.suit == suit
        assert c.cost == cost_of(cost)
        assert c.kind == "persistent"
        assert c.item is None and c.vp == 0
        assert c.label == name
        assert c.effect in EFFECTS  # registered by woodland/cards/exiles.py
        assert c.text  # an effect text in our own words


def test_effect_cards_are_exactly_the_eighteen_rows_of_components() -> None:
    got = Counter((c.name, c.suit, c.cost) for c in DECK.cards if c.kind == "persistent" and not c.added)
    want = Counter({(n, s, cost_of(co)): k for n, s, k, co in EFFECT_ROWS})
    assert got == want
    assert sum(got.values()) == 25
    bysuit = Counter(c.suit for c in DECK.cards if c.kind == "persistent" and not c.added)
    assert bysuit == {"bird": 7, "fox": 6, "rabbit": 7, "mouse": 5}


def test_exiles_effects_use_their_own_effect_keys() -> None:
    # no key of the standard deck is reused: none of these effects is identical to one there
    # (the frog cards of both decks, 16.2.2, are the same: left out)
    ours = {c.effect for c in DECK.cards if c.effect and not c.added}
    theirs = {c.effect for c in STANDARD.cards if c.effect and not c.added}
    assert ours and not ours & theirs
    # the three Partisans share one effect; every other card has its own
    assert len(ours) == 16
    assert {c.name for c in DECK.cards if c.effect == "partisans" and not c.added} == {
        "Fox Partisans", "Rabbit Partisans", "Mouse Partisans"}


@pytest.mark.law("A.2", "5.1.3")
@pytest.mark.parametrize("factions", [["marquise", "eyrie"], ["marquise", "eyrie", "alliance", "vagabond"]])
def test_A_2_group_may_play_with_the_exiles_deck(factions: list[str]) -> None:
    g = Game.new({"deck": "exiles", "factions": factions, "seating": "given"}, 11)
    assert g.deckdef.name == "exiles"
    cards = list(g.deck) + list(g.discard) + [c for f in g.factions for c in f.hand]
    # 5.1.3: the dominance cards are out of a two-player game
    assert len(cards) == (50 if len(factions) == 2 else 54)
    assert {g.deckdef.cards[c].label for c in cards} >= {"Saboteurs", "Coffin Makers", "Eyrie Emigre"}
    assert g.view(0)["deck"] == "exiles"


# ============================================================================ crafting (4.1)
@pytest.mark.law("4.1.1", "4.1.3")
@pytest.mark.parametrize("name,suit,count,cost", EFFECT_ROWS, ids=[r[0] for r in EFFECT_ROWS])
def test_4_1_3_marquise_crafts_each_effect_card_with_exactly_its_cost(name: str, suit: str, count: int,
                                                                      cost: str) -> None:
    suits = [SUIT[x] for x in cost]
    suits = [s if s != "any" else ("fox", "rabbit", "mouse")[i % 3] for i, s in enumerate(suits)]
    cl = workshops(suits)
    cl["11"] = {"marquise": 1}  # a warrior, so the Daylight goes on after crafting
    g = position(spec(("marquise", "daylight"), cl, hands={"marquise": [name]}))
    assert f'craft "{name}"' in options(g) or f"craft {name}" in options(g)
    play(g, f'craft "{name}"')
    pay_any(g)
    assert g.pending.kind == "daylight" and g.pending.seat == MARQUISE
    assert play_area(g, MARQUISE) == [name]  # 4.1.3: persistent, in the play area
    assert hand(g, MARQUISE) == [] and discard(g) == []
    assert g.factions[MARQUISE].crafting_suits(g) == []  # every workshop was activated


@pytest.mark.law("4.1.1")
@pytest.mark.parametrize("name,suit,count,cost", EFFECT_ROWS, ids=[r[0] for r in EFFECT_ROWS])
def test_4_1_1_effect_card_not_craftable_one_piece_short(name: str, suit: str, count: int, cost: str) -> None:
    suits = [SUIT[x] for x in cost]
    if "any" in suits:
        pieces = [("fox", "rabbit", "mouse")[i % 3] for i in range(len(suits) - 1)]
        extra: dict[str, Any] = {}
    else:
        pieces = suits[:-1]  # the last icon would need a piece of another suit
        extra = {str(OFF_SUIT[suits[-1]]): {"marquise": {"buildings": ["workshop"]}}}
    cl = workshops(pieces)
    cl.update(extra)
    g = position(spec(("marquise", "daylight"), cl, hands={"marquise": [name]}))
    assert not any(o.startswith("craft") for o in options(g))


@pytest.mark.law("4.1.4")
def test_4_1_4_no_second_saboteurs_in_one_play_area() -> None:
    g = position(spec(("marquise", "daylight"), workshops(["fox", "rabbit"]),
                      hands={"marquise": ["Saboteurs", "Tunnels"]}, crafted={"marquise": ["Saboteurs"]}))
    assert sorted(o for o in options(g) if o.startswith("craft")) == ["craft Tunnels"]


# ============================================================================ Saboteurs
@pytest.mark.law("1.4.1", "2.1.4", "G.5")
def test_1_4_1_saboteurs_discards_an_enemy_crafted_card_at_start_of_birdsong() -> None:
    # the Eyrie crafted Informants and Swap Meet; its activated Fox Dominance is in its
    # play area too, but was never crafted (3.3.1)
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Saboteurs"], "eyrie": ["Informants", "Swap Meet"]},
                      dominance={"eyrie": "Fox Dominance"}))
    assert g.pending.kind == "effects:start_birdsong" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == sorted(["pass", "use Saboteurs eyrie Informants", 'use Saboteurs eyrie "Swap Meet"'])
    play(g, 'use Saboteurs eyrie "Swap Meet"')
    assert play_area(g, EYRIE) == ["Fox Dominance", "Informants"]
    assert play_area(g, MARQUISE) == []
    assert discard(g) == ["Saboteurs", "Swap Meet"]
    assert g.pending.kind == "daylight"  # nothing else in this Birdsong


@pytest.mark.law("1.4.1")
def test_1_4_1_saboteurs_only_at_start_of_birdsong() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Saboteurs"], "eyrie": ["Informants"]}))
    assert uses(g, "Saboteurs") == []
    with pytest.raises(IllegalAction) as e:
        g.apply("use Saboteurs eyrie Informants")
    assert "1.4.1" in e.value.rules


@pytest.mark.law("G.24", "1.5.1")
def test_G_24_saboteurs_discarding_coffin_makers_returns_its_warriors() -> None:
    # the Eyrie's Coffin Makers holds 3 Marquise and 2 Eyrie warriors
    s = spec(("marquise", "birdsong"), {"1": {"marquise": 1}, "5": {"eyrie": 1}},
             crafted={"marquise": ["Saboteurs"], "eyrie": ["Coffin Makers"]})
    g = position_with_coffin(s, EYRIE, {MARQUISE: 3, EYRIE: 2})
    assert g.factions[MARQUISE].supply == 25 - 1 - 3 and g.factions[EYRIE].supply == 20 - 1 - 2
    play(g, 'use Saboteurs eyrie "Coffin Makers"')
    assert discard(g) == ["Coffin Makers", "Saboteurs"]
    assert held_on_coffin(g, EYRIE) == {}
    assert g.factions[MARQUISE].supply == 24 and g.factions[EYRIE].supply == 19  # back, no points
    assert g.factions[EYRIE].score == 0
    roundtrip(g)


@pytest.mark.law("2.5", "1.4.1")
def test_2_5_saboteurs_discarding_soup_kitchens_changes_rule_at_once() -> None:
    # the Marquise rules 5 only through her wood (1 + 2 against 2); the Eyrie's Saboteurs
    # discards her Soup Kitchens at the start of its Birdsong
    g = position(spec(("eyrie", "birdsong"), {"5": {"marquise": {"warriors": 1, "tokens": ["wood"]}, "eyrie": 2},
                                              "2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                      crafted={"eyrie": ["Saboteurs"], "marquise": ["Soup Kitchens"]}, hands={"eyrie": ["Anvil"]},
                      eyrie={"leader": "builder"}))
    assert g.pending.kind == "effects:start_birdsong" and g.pending.seat == EYRIE
    assert ruler(g, 4) == MARQUISE
    play(g, 'use Saboteurs marquise "Soup Kitchens"')
    assert ruler(g, 4) == EYRIE
    assert discard(g) == ["Saboteurs", "Soup Kitchens"]


# ============================================================================ Soup Kitchens
@pytest.mark.law("2.5")
def test_2_5_soup_kitchens_tokens_count_as_two_for_rule() -> None:
    # clearing 5: one Marquise warrior and one wood token against two Eyrie warriors
    clear = {"5": {"marquise": {"warriors": 1, "tokens": ["wood"]}, "eyrie": 2}}
    plain = position(spec(("marquise", "daylight"), clear))
    assert ruler(plain, 4) == EYRIE  # warriors and buildings only (2.5)
    g = position(spec(("marquise", "daylight"), clear, crafted={"marquise": ["Soup Kitchens"]}))
    assert ruler(g, 4) == MARQUISE  # 1 + 2 against 2


@pytest.mark.law("2.5", "7.2.2")
def test_2_5_soup_kitchens_tie_still_goes_to_the_eyrie_and_lone_token_rules() -> None:
    clear = {"9": {"marquise": {"tokens": ["wood"]}, "eyrie": 2},
             "12": {"marquise": {"tokens": ["wood"]}}}
    g = position(spec(("marquise", "daylight"), clear, crafted={"marquise": ["Soup Kitchens"]}))
    assert ruler(g, 8) == EYRIE  # 2 against 2: Lords of the Forest (7.2.2)
    assert ruler(g, 11) == MARQUISE  # a lone wood token counts two
    # the Eyrie's Soup Kitchens would not count Marquise tokens
    g2 = position(spec(("marquise", "daylight"), clear, crafted={"eyrie": ["Soup Kitchens"]}))
    assert ruler(g2, 11) == -1


@pytest.mark.law("2.5", "4.2.1", "4.1.3")
def test_4_1_3_soup_kitchens_crafted_changes_rule_at_once() -> None:
    # workshops at 6 (fox), 3 (rabbit), 2 (mouse) pay F R M. Clearing 9: one Marquise
    # warrior and one wood against two Eyrie warriors; 1, 4 and 12 around it are empty.
    cl = {"6": {"marquise": {"buildings": ["workshop"]}}, "3": {"marquise": {"buildings": ["workshop"]}},
          "2": {"marquise": {"buildings": ["workshop"]}},
          "9": {"marquise": {"warriors": 1, "tokens": ["wood"]}, "eyrie": 2}}
    g = position(spec(("marquise", "daylight"), cl, hands={"marquise": ["Soup Kitchens"]}))
    assert "march" not in options(g)  # she rules neither 9 nor a clearing next to it
    play(g, 'craft "Soup Kitchens"')
    assert ruler(g, 8) == MARQUISE
    assert "march" in options(g)
    play(g, "march")
    assert moves(g) == ["move 9->1", "move 9->12", "move 9->4"]


# ============================================================================ Boat Builders
@pytest.mark.law("2.3", "4.2.1")
def test_2_3_boat_builders_moves_along_rivers_as_paths() -> None:
    clear = {"5": {"marquise": 2}, "10": {"marquise": 1, "eyrie": 2}}
    plain = position(spec(("marquise", "daylight"), clear))
    play(plain, "march")
    assert moves(plain) == ["move 5->1", "move 5->2"]  # 5-10 is a river (2.3)
    g = position(spec(("marquise", "daylight"), clear, crafted={"marquise": ["Boat Builders"]}))
    play(g, "march")
    # 5->10 along the river; from 10 (ruled by the Eyrie) only to 5, which she rules: the
    # river 10-11 still needs rule (4.2.1)
    assert moves(g) == ["move 10->5", "move 5->1", "move 5->10", "move 5->2"]
    play(g, "move 5->10", "x2")
    assert warriors_at(g, 10, MARQUISE) == 3


# ============================================================================ Corvid Planners
@pytest.mark.law("4.2.1")
def test_4_2_1_corvid_planners_moves_regardless_of_rule() -> None:
    clear = {"5": {"marquise": 1, "eyrie": 3}}
    plain = position(spec(("marquise", "daylight"), clear))
    assert "march" not in options(plain)
    g = position(spec(("marquise", "daylight"), clear, crafted={"marquise": ["Corvid Planners"]}))
    play(g, "march")
    assert moves(g) == ["move 5->1", "move 5->2"]  # paths only: 5-10 is a river
    play(g, "move 5->2", "move 2->6")
    assert warriors_at(g, 6, MARQUISE) == 1


# ============================================================================ Eyrie Emigre
@pytest.mark.law("1.4.1", "4.2", "4.3")
def test_1_4_1_eyrie_emigre_moves_then_battles_at_end_of_birdsong() -> None:
    # Marquise: 3 warriors in fox 1 and a sawmill in 8; Eyrie warriors in 5 and 10
    g = position(spec(("marquise", "birdsong"), {
        "1": {"marquise": 3}, "8": {"marquise": {"buildings": ["sawmill"]}},
        "5": {"eyrie": 2}, "10": {"eyrie": 1}}, crafted={"marquise": ["Eyrie Emigre"]}), dice=[2, 1])
    # end of Birdsong: the wood was already placed (6.3), then the card acts
    assert (MARQUISE, "wood") in g.tokens[7]
    assert g.pending.kind == "move" and g.pending.seat == MARQUISE
    # only moves into a clearing where a battle can follow (1->9 leads to no enemy)
    assert sorted(options(g)) == ["move 1->10", "move 1->5"]
    play(g, "move 1->5", "x3")
    # the battle in 5 against the only enemy there starts at once
    assert warriors_at(g, 5, EYRIE) == 0 and warriors_at(g, 5, MARQUISE) == 2
    assert g.rng.script == []
    assert g.pending.kind == "daylight"
    assert play_area(g, MARQUISE) == ["Eyrie Emigre"]  # it stays


@pytest.mark.law("1.4.1", "4.1.3")
def test_1_4_1_eyrie_emigre_discarded_when_it_cannot_move_and_battle() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 3}, "7": {"eyrie": 2}},
                      crafted={"marquise": ["Eyrie Emigre"]}))
    assert g.pending.kind == "daylight"
    assert play_area(g, MARQUISE) == [] and discard(g) == ["Eyrie Emigre"]
    assert warriors_at(g, 1, MARQUISE) == 3


def test_eyrie_emigre_why_not_a_move_into_an_empty_clearing() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 3}, "5": {"eyrie": 2}, "10": {"eyrie": 1}},
                      crafted={"marquise": ["Eyrie Emigre"]}))
    with pytest.raises(IllegalAction) as e:
        g.apply("move 1->9")
    assert "battle" in e.value.reason


# ============================================================================ Partisans
@pytest.mark.law("4.3.4", "4.3.5", "2.1.1")
def test_4_3_4_fox_partisans_attacker_extra_hit_then_discards_non_fox_cards() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 4}},
                      crafted={"marquise": ["Fox Partisans"]},
                      hands={"marquise": ["Travel Gear (fox)", "Bake Sale", "Arms Trader", "Ambush (fox)"]}),
                 dice=[2, 1])
    play(g, "battle 1 eyrie")
    assert g.pending.kind == "after_roll" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", 'use "Fox Partisans"']
    play(g, 'use "Fox Partisans"')
    assert warriors_at(g, 1, EYRIE) == 1  # 2 rolled + 1 extra
    assert warriors_at(g, 1, MARQUISE) == 2
    # every card that is not a fox card is discarded, the bird card too
    assert hand(g, MARQUISE) == ["Ambush (fox)", "Travel Gear (fox)"]
    assert discard(g) == ["Arms Trader", "Bake Sale"]
    assert play_area(g, MARQUISE) == ["Fox Partisans"]
    assert g.rng.script == []


@pytest.mark.law("4.3.4")
def test_4_3_4_rabbit_partisans_defender_extra_hit() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 3}},
                      crafted={"eyrie": ["Rabbit Partisans"]},
                      hands={"eyrie": ["Ambush (mouse)", "Bake Sale"]}), dice=[1, 1])
    play(g, "battle 5 eyrie")
    assert g.pending.kind == "ambush" and options(g) == ["pass"]  # no ambush matches rabbit 5
    play(g, "pass")
    assert g.pending.kind == "after_roll" and g.pending.seat == EYRIE
    play(g, 'use "Rabbit Partisans"')
    assert warriors_at(g, 5, MARQUISE) == 1  # 1 rolled + 1 extra
    assert warriors_at(g, 5, EYRIE) == 2
    assert hand(g, EYRIE) == ["Bake Sale"]
    assert discard(g) == ["Ambush (mouse)"]


@pytest.mark.law("4.3.4", "3.3.3")
def test_3_3_3_mouse_partisans_discarded_dominance_card_becomes_available() -> None:
    g = position(spec(("marquise", "daylight"), {"2": {"marquise": 2, "eyrie": 2}},
                      crafted={"marquise": ["Mouse Partisans"]},
                      hands={"marquise": ["Fox Dominance", "Mouse Dominance", "Investments"]}), dice=[0, 0])
    play(g, "battle 2 eyrie", 'use "Mouse Partisans"')
    assert warriors_at(g, 2, EYRIE) == 1  # 0 rolled + 1 extra
    assert hand(g, MARQUISE) == ["Investments", "Mouse Dominance"]
    assert labels(g, g.available) == ["Fox Dominance"]
    assert discard(g) == []


@pytest.mark.law("4.3.4")
def test_4_3_4_partisans_not_offered_in_a_clearing_of_another_suit() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["Fox Partisans", "Mouse Partisans"]},
                      hands={"marquise": ["Bake Sale"]}), dice=[2, 1])
    play(g, "battle 5 eyrie")  # rabbit clearing: no after-roll decision at all
    assert g.pending.kind == "daylight"
    assert warriors_at(g, 5, EYRIE) == 1 and warriors_at(g, 5, MARQUISE) == 2
    assert hand(g, MARQUISE) == ["Bake Sale"]


# ============================================================================ Propaganda Bureau
@pytest.mark.law("G.23", "G.31", "2.1.1")
def test_G_23_propaganda_bureau_replaces_an_enemy_warrior_in_a_matching_clearing() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}, "5": {"eyrie": 2}, "9": {"eyrie": 1}},
                      crafted={"marquise": ["Propaganda Bureau"]}, hands={"marquise": ["Bake Sale"]}))
    # only rabbit 5 matches the Marquise's only card (mouse 9 does not)
    assert uses(g, "Propaganda Bureau") == ['use "Propaganda Bureau" 5 eyrie']
    play(g, 'use "Propaganda Bureau" 5 eyrie')
    # spending the card is asked even with one choice: it names a card in hand (1.2.1)
    assert g.pending.kind == "spend" and options(g) == ['spend "Bake Sale"']
    play(g, 'spend "Bake Sale"')
    assert warriors_at(g, 5, EYRIE) == 1 and warriors_at(g, 5, MARQUISE) == 1
    assert g.factions[EYRIE].supply == 20 - 2 and g.factions[MARQUISE].supply == 25 - 2
    assert discard(g) == ["Bake Sale"]
    assert g.pending.kind == "daylight"
    assert uses(g, "Propaganda Bureau") == []  # once in Daylight


@pytest.mark.law("2.1.1", "G.23")
def test_2_1_1_propaganda_bureau_bird_card_matches_any_clearing() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}, "5": {"eyrie": 2}, "9": {"eyrie": 1}},
                      crafted={"marquise": ["Propaganda Bureau"]}, hands={"marquise": ["Arms Trader"]}))
    assert uses(g, "Propaganda Bureau") == ['use "Propaganda Bureau" 5 eyrie', 'use "Propaganda Bureau" 9 eyrie']
    play(g, 'use "Propaganda Bureau" 9 eyrie', 'spend "Arms Trader"')
    assert warriors_at(g, 9, EYRIE) == 0 and warriors_at(g, 9, MARQUISE) == 1


@pytest.mark.law("G.23", "6.2.2")
def test_G_23_propaganda_bureau_cannot_replace_at_the_keep() -> None:
    # the Eyrie cannot place at the Marquise's keep (6.2.2), so it cannot replace there
    g = position(spec(("eyrie", "daylight"), {
        "1": {"marquise": {"warriors": 2, "tokens": ["keep"]}}, "5": {"marquise": 1},
        "2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        crafted={"eyrie": ["Propaganda Bureau"]}, hands={"eyrie": ["Arms Trader"]},
        eyrie={"leader": "builder"}))
    assert uses(g, "Propaganda Bureau") == ['use "Propaganda Bureau" 5 marquise']
    with pytest.raises(IllegalAction) as e:
        g.apply('use "Propaganda Bureau" 1 marquise')
    assert "G.23" in e.value.rules


@pytest.mark.law("G.23", "1.5.1")
def test_G_23_propaganda_bureau_needs_a_warrior_in_supply() -> None:
    g = position(spec(("marquise", "daylight"), {"11": {"marquise": 25}, "5": {"eyrie": 2}},
                      crafted={"marquise": ["Propaganda Bureau"]}, hands={"marquise": ["Bake Sale"]}))
    assert g.factions[MARQUISE].supply == 0
    assert uses(g, "Propaganda Bureau") == []
    with pytest.raises(IllegalAction) as e:
        g.apply('use "Propaganda Bureau" 5 eyrie')
    assert "G.23" in e.value.rules


# ============================================================================ False Orders
@pytest.mark.law("1.5.5", "4.2.1", "1.1.3")
def test_1_5_5_false_orders_moves_half_rounded_up_of_enemy_warriors_regardless_of_rule() -> None:
    # the Marquise rules 12 (6 against 5); the Eyrie could not move from there itself
    g = position(spec(("marquise", "birdsong"), {"12": {"marquise": 6, "eyrie": 5}},
                      crafted={"marquise": ["False Orders"]}))
    assert g.pending.kind == "effects:birdsong" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", 'use "False Orders" 12 eyrie']
    play(g, 'use "False Orders" 12 eyrie')
    assert discard(g) == ["False Orders"] and play_area(g, MARQUISE) == []
    assert g.pending.kind == "move" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["move 12->10", "move 12->11", "move 12->4", "move 12->7", "move 12->9"]
    play(g, "move 12->10")
    assert warriors_at(g, 12, EYRIE) == 2 and warriors_at(g, 10, EYRIE) == 3  # 5 / 2, rounded up
    assert g.pending.kind == "daylight"


@pytest.mark.law("1.5.5", "2.3")
def test_1_5_5_false_orders_moves_as_that_enemy_along_its_rivers() -> None:
    # the Eyrie has Boat Builders: moved "as the Eyrie", its warriors may take the rivers
    g = position(spec(("marquise", "birdsong"), {"10": {"eyrie": 1}, "1": {"marquise": 1}},
                      crafted={"marquise": ["False Orders"], "eyrie": ["Boat Builders"]}))
    play(g, 'use "False Orders" 10 eyrie')
    assert sorted(options(g)) == ["move 10->1", "move 10->11", "move 10->12", "move 10->2", "move 10->5"]
    play(g, "move 10->11")
    assert warriors_at(g, 11, EYRIE) == 1 and warriors_at(g, 10, EYRIE) == 0  # one warrior: half rounded up is one


@pytest.mark.law("1.5.5", "8.2.6")
def test_1_5_5_false_orders_outrage_is_paid_by_the_enemy_moved() -> None:
    # moved "as the Eyrie" into a sympathetic clearing: the Eyrie suffers the Outrage
    g = position(spec(("marquise", "birdsong"), {"12": {"eyrie": 2}, "10": {"alliance": {"tokens": ["sympathy"]}},
                                                 "1": {"marquise": 1}},
                      factions=["marquise", "eyrie", "alliance"], crafted={"marquise": ["False Orders"]},
                      hands={"eyrie": ["Bake Sale", "Anvil"], "marquise": ["Protection Racket"]}))
    play(g, 'use "False Orders" 12 eyrie', "move 12->10")
    assert warriors_at(g, 10, EYRIE) == 1 and warriors_at(g, 12, EYRIE) == 1
    assert g.pending.kind == "outrage" and g.pending.seat == EYRIE
    assert options(g) == ['outrage "Bake Sale"']
    play(g, 'outrage "Bake Sale"')
    assert hand(g, EYRIE) == ["Anvil"] and hand(g, MARQUISE) == ["Protection Racket"]


# ============================================================================ Informants
@pytest.mark.law("6.6", "1.2.2")
def test_6_6_informants_takes_an_ambush_from_the_discard_pile_instead_of_drawing() -> None:
    g = position(spec(("marquise", "evening"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Informants"]}, hands={"marquise": ["Anvil"], "eyrie": ["Investments"]},
                      discard=["Ambush (fox)", "Bake Sale", "Ambush (bird)"], deck_top=["Sword"]))
    assert g.pending.kind == "evening_draw" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["draw", 'use Informants "Ambush (bird)"', 'use Informants "Ambush (fox)"']
    play(g, 'use Informants "Ambush (fox)"')
    assert hand(g, MARQUISE) == ["Ambush (fox)", "Anvil"]  # nothing drawn besides
    assert discard(g) == ["Ambush (bird)", "Bake Sale"]
    assert g.deckdef.cards[g.deck[-1]].label == "Sword"  # (the Eyrie's turn has begun: 7.4 decree)
    assert g.pending.seat == EYRIE
    # taken from the open discard pile: every player knows that card
    assert g.view(EYRIE)["players"][MARQUISE]["shown"] == ["Ambush (fox)"]


@pytest.mark.law("7.6.2")
def test_7_6_2_eyrie_informants_may_still_draw() -> None:
    g = position(spec(("eyrie", "evening"), {"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                      crafted={"eyrie": ["Informants"]}, discard=["Ambush (rabbit)"], deck_top=["Sword"],
                      eyrie={"leader": "builder"}))
    assert g.pending.kind == "evening_draw" and g.pending.seat == EYRIE
    assert sorted(options(g)) == ["draw", 'use Informants "Ambush (rabbit)"']
    play(g, "draw")
    assert hand(g, EYRIE) == ["Sword"]
    assert discard(g) == ["Ambush (rabbit)"]


@pytest.mark.law("6.6")
def test_6_6_informants_not_offered_without_an_ambush_in_the_discard_pile() -> None:
    g = position(spec(("marquise", "evening"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Informants"]}, discard=["Bake Sale"], deck_top=["Sword"]))
    assert hand(g, MARQUISE) == ["Sword"]  # the Evening draw happened on its own
    assert g.factions[EYRIE].seat == g.pending.seat  # the Eyrie's turn began


@pytest.mark.law("9.6.2")
def test_9_6_2_vagabond_informants_instead_of_drawing() -> None:
    g = position(spec(("vagabond", "evening"), {"1": {"marquise": 1}}, factions=["marquise", "vagabond"],
                      crafted={"vagabond": ["Informants"]}, discard=["Ambush (mouse)"], deck_top=["Sword"],
                      vagabond={"character": "thief", "clearing": 5}))
    assert g.pending.kind == "evening_draw" and g.pending.seat == 1
    assert sorted(options(g)) == ["draw", 'use Informants "Ambush (mouse)"']
    play(g, 'use Informants "Ambush (mouse)"')
    assert hand(g, 1) == ["Ambush (mouse)"]


# ============================================================================ Tunnels
@pytest.mark.law("2.2.1", "4.2.1", "6.2.1")
def test_2_2_1_tunnels_link_clearings_with_crafting_pieces() -> None:
    # workshops (crafting pieces, 6.2.1) in 1 and 11, which are not adjacent; a sawmill in 3
    clear = {"1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}},
             "11": {"marquise": {"buildings": ["workshop"]}},
             "3": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}}
    plain = position(spec(("marquise", "daylight"), clear))
    play(plain, "march")
    assert "move 1->11" not in moves(plain)
    g = position(spec(("marquise", "daylight"), clear, crafted={"marquise": ["Tunnels"]}))
    play(g, "march")
    assert "move 1->11" in moves(g)
    assert "move 3->1" not in moves(g)  # a sawmill is not a crafting piece
    play(g, "move 1->11", "x2")
    assert warriors_at(g, 11, MARQUISE) == 2


@pytest.mark.law("4.2.1", "7.2.1")
def test_4_2_1_tunnels_still_need_rule_eyrie_roosts() -> None:
    # Eyrie roosts (crafting pieces, 7.2.1) in 1 and 11; the Marquise rules both clearings
    clear = {"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}, "marquise": 3},
             "11": {"eyrie": {"buildings": ["roost"]}, "marquise": 2},
             "6": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}}
    g = position(spec(("eyrie", "daylight"), clear, crafted={"eyrie": ["Tunnels"]}, eyrie={"leader": "builder"}))
    from woodland.rules.move import can_move

    assert can_move(g, EYRIE, 5, 0)  # 6 -> 1 through the tunnels: the Eyrie rules 6
    assert can_move(g, EYRIE, 5, 10)  # 6 -> 11 (also a path)
    assert not can_move(g, EYRIE, 0, 10)  # 1 -> 11: it rules neither end (4.2.1)


# ============================================================================ Charm Offensive
@pytest.mark.law("1.4.1", "G.6")
def test_1_4_1_charm_offensive_draw_then_another_player_scores() -> None:
    g = position(spec(("marquise", "evening"), {"1": {"marquise": 1}}, factions=["marquise", "eyrie", "alliance"],
                      crafted={"marquise": ["Charm Offensive"]}, deck_top=["Sword", "Anvil"],
                      scores={"eyrie": 3, "alliance": 4}))
    assert g.pending.kind == "effects:start_evening" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", 'use "Charm Offensive" alliance', 'use "Charm Offensive" eyrie']
    play(g, 'use "Charm Offensive" alliance')
    # drew Sword, then the Evening draw (6.6) took Anvil
    assert hand(g, MARQUISE) == ["Anvil", "Sword"]
    assert g.factions[2].score == 5 and g.factions[EYRIE].score == 3 and g.factions[MARQUISE].score == 0


def test_charm_offensive_pass_draws_nothing_extra() -> None:
    g = position(spec(("marquise", "evening"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Charm Offensive"]}, deck_top=["Sword", "Anvil"]))
    play(g, "pass")
    assert hand(g, MARQUISE) == ["Sword"]
    assert g.factions[EYRIE].score == 0


# ============================================================================ Swap Meet
@pytest.mark.law("G.22", "1.2.1")
def test_G_22_swap_meet_takes_a_random_card_then_gives_one_once_per_birdsong() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Swap Meet"]},
                      hands={"marquise": ["Ambush (fox)"], "eyrie": ["Anvil", "Bake Sale"]}), dice=[1])
    assert g.pending.kind == "effects:birdsong" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", 'use "Swap Meet" eyrie']
    play(g, 'use "Swap Meet" eyrie')
    assert g.rng.script == []  # the random card (index 1 of the Eyrie's hand)
    assert hand(g, MARQUISE) == ["Ambush (fox)", "Bake Sale"]
    assert g.pending.kind == "give" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ['give "Ambush (fox)"', 'give "Bake Sale"']
    play(g, 'give "Ambush (fox)"')
    assert hand(g, MARQUISE) == ["Bake Sale"]
    assert hand(g, EYRIE) == ["Ambush (fox)", "Anvil"]
    # once in Birdsong: the window after the Marquise's Birdsong does not offer it again
    assert g.pending.kind == "daylight"


@pytest.mark.law("1.2.1")
def test_1_2_1_swap_meet_give_asked_even_with_one_card() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Swap Meet"]}, hands={"eyrie": ["Anvil"]}), dice=[0])
    play(g, 'use "Swap Meet" eyrie')
    assert g.pending.kind == "give" and options(g) == ["give Anvil"]
    play(g, "give Anvil")
    assert hand(g, EYRIE) == ["Anvil"] and hand(g, MARQUISE) == []


def test_swap_meet_not_offered_when_nobody_else_holds_cards() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}}, crafted={"marquise": ["Swap Meet"]},
                      hands={"marquise": ["Anvil"]}))
    assert g.pending.kind == "daylight"


# ============================================================================ Coffin Makers
@pytest.mark.law("G.24", "1.5.1", "4.3.6", "1.1.1")
def test_G_24_coffin_makers_takes_warriors_removed_in_battle_from_both_sides() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 3}},
                      crafted={"eyrie": ["Coffin Makers"]}), dice=[2, 1])
    play(g, "battle 5 eyrie")
    assert warriors_at(g, 5, EYRIE) == 1 and warriors_at(g, 5, MARQUISE) == 2
    # none went back to a supply: they lie on the Eyrie's Coffin Makers
    assert g.factions[EYRIE].supply == 17 and g.factions[MARQUISE].supply == 22
    assert held_on_coffin(g, EYRIE) == {MARQUISE: 1, EYRIE: 2}
    r = roundtrip(g)  # every warrior is accounted for (1.5.1)
    assert held_on_coffin(r, EYRIE) == {MARQUISE: 1, EYRIE: 2}


@pytest.mark.law("G.24", "G.23")
def test_G_24_coffin_makers_takes_the_warrior_propaganda_bureau_removes() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}, "5": {"eyrie": 2}},
                      crafted={"marquise": ["Propaganda Bureau", "Coffin Makers"]}, hands={"marquise": ["Bake Sale"]}))
    play(g, 'use "Propaganda Bureau" 5 eyrie', 'spend "Bake Sale"')
    assert held_on_coffin(g, MARQUISE) == {EYRIE: 1}
    assert g.factions[EYRIE].supply == 18


@pytest.mark.law("1.4.1", "G.24")
def test_1_4_1_coffin_makers_scores_per_five_then_returns_warriors() -> None:
    s = spec(("marquise", "birdsong"), {"1": {"marquise": 1}, "5": {"eyrie": 1}},
             crafted={"marquise": ["Coffin Makers"]}, scores={"marquise": 4})
    g = position_with_coffin(s, MARQUISE, {EYRIE: 5, MARQUISE: 4})
    # at the start of Birdsong: 9 warriors, one point; all go back to their supplies
    assert g.pending.kind == "daylight"
    assert g.factions[MARQUISE].score == 5
    assert held_on_coffin(g, MARQUISE) == {}
    assert g.factions[MARQUISE].supply == 24 and g.factions[EYRIE].supply == 19
    assert play_area(g, MARQUISE) == ["Coffin Makers"]


def test_coffin_makers_fewer_than_five_score_nothing_but_return() -> None:
    s = spec(("marquise", "birdsong"), {"1": {"marquise": 1}}, crafted={"marquise": ["Coffin Makers"]})
    g = position_with_coffin(s, MARQUISE, {EYRIE: 4})
    assert g.factions[MARQUISE].score == 0
    assert g.factions[EYRIE].supply == 20 and held_on_coffin(g, MARQUISE) == {}


def test_coffin_makers_only_at_its_owner_birdsong() -> None:
    # the Eyrie holds Coffin Makers; it is the Marquise's Birdsong: nothing returns yet
    s = spec(("marquise", "birdsong"), {"1": {"marquise": 1}}, crafted={"eyrie": ["Coffin Makers"]})
    g = position_with_coffin(s, EYRIE, {MARQUISE: 6})
    assert g.pending.kind == "daylight"
    assert held_on_coffin(g, EYRIE) == {MARQUISE: 6} and g.factions[EYRIE].score == 0


@pytest.mark.law("6.2.3", "G.24", "1.1.1")
def test_6_2_3_field_hospitals_saves_warriors_before_coffin_makers_takes_them() -> None:
    """Ruling R34: the Marquise decides on Field Hospitals first; saved warriors go to the
    keep, never onto the Eyrie's Coffin Makers."""
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                                                  "5": {"marquise": 2, "eyrie": 3}},
                      crafted={"eyrie": ["Coffin Makers"]}, hands={"marquise": ["Bake Sale"]}), dice=[2, 2])
    play(g, "battle 5 eyrie")
    assert g.pending.kind == "field_hospitals" and g.pending.seat == MARQUISE
    play(g, 'hospital "Bake Sale"')
    assert warriors_at(g, 1, MARQUISE) == 3 and warriors_at(g, 5, MARQUISE) == 0
    assert held_on_coffin(g, EYRIE) == {EYRIE: 2}  # the Eyrie's own losses are on the card
    assert g.factions[MARQUISE].supply == 25 - 3
    roundtrip(g)


@pytest.mark.law("6.2.3", "G.24")
def test_6_2_3_warriors_not_saved_by_field_hospitals_go_onto_coffin_makers() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                                                  "5": {"marquise": 2, "eyrie": 3}},
                      crafted={"eyrie": ["Coffin Makers"]}, hands={"marquise": ["Bake Sale"]}), dice=[2, 2])
    play(g, "battle 5 eyrie")
    play(g, "pass")
    assert held_on_coffin(g, EYRIE) == {MARQUISE: 2, EYRIE: 2}
    assert warriors_at(g, 1, MARQUISE) == 1 and g.factions[MARQUISE].supply == 25 - 3
    assert held_on_coffin(roundtrip(g), EYRIE) == {MARQUISE: 2, EYRIE: 2}


# ============================================================================ League of Adventurous Mice
@pytest.mark.law("4.1.2", "4.3")
def test_4_1_2_league_of_adventurous_mice_exhausts_an_item_to_battle_once_in_daylight() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 2}},
                      crafted={"marquise": ["League of Adventurous Mice"]}, items={"marquise": ["boots", "sword"]}),
                 dice=[2, 0])
    assert uses(g, "League") == ['use "League of Adventurous Mice" battle 5 eyrie',
                                 'use "League of Adventurous Mice" move']
    play(g, 'use "League of Adventurous Mice" battle 5 eyrie')
    assert g.pending.kind == "exhaust" and sorted(options(g)) == ["exhaust boots", "exhaust sword"]
    play(g, "exhaust sword")
    assert warriors_at(g, 5, EYRIE) == 0 and warriors_at(g, 5, MARQUISE) == 3
    assert sorted(g.factions[MARQUISE].items) == ["boots", "sword_x"]
    # no Daylight action was spent, and the card is used for this Daylight
    assert g.pending.kind == "daylight" and "3 action" in g.pending.prompt
    assert uses(g, "League") == []


@pytest.mark.law("4.2")
def test_4_2_league_of_adventurous_mice_takes_a_move() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3}},
                      crafted={"marquise": ["League of Adventurous Mice"]}, items={"marquise": ["boots"]}))
    play(g, 'use "League of Adventurous Mice" move')  # one item: no question which
    assert g.pending.kind == "move" and "pass" not in options(g)
    play(g, "move 5->1", "x2")
    assert warriors_at(g, 1, MARQUISE) == 2
    assert g.factions[MARQUISE].items == ["boots_x"]
    assert g.view(EYRIE)["players"][MARQUISE]["crafted_items"] == ["boots_x"]


def test_league_of_adventurous_mice_needs_a_face_up_item() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 1}},
                      crafted={"marquise": ["League of Adventurous Mice"]}))
    assert uses(g, "League") == []
    with pytest.raises(IllegalAction) as e:
        g.apply('use "League of Adventurous Mice" move')
    assert "Crafted Items" in e.value.reason


@pytest.mark.law("1.4.1")
def test_1_4_1_exhausted_crafted_items_refresh_at_start_of_birdsong() -> None:
    g = build(spec(("marquise", "birdsong"), {"5": {"marquise": 3}},
                   crafted={"marquise": ["League of Adventurous Mice"]}, items={"marquise": ["boots", "sword"]}),
              advance=False)
    g.factions[MARQUISE].items = ["boots_x", "sword_x"]  # exhausted in an earlier Daylight
    g._advance()
    assert sorted(g.factions[MARQUISE].items) == ["boots", "sword"]
    assert g.pending.kind == "daylight"
    assert uses(g, "League") == ['use "League of Adventurous Mice" move']


# ============================================================================ Murine Broker
@pytest.mark.law("4.1.2", "G.6")
def test_4_1_2_murine_broker_draws_when_another_player_crafts_an_item() -> None:
    g = position(spec(("marquise", "daylight"), {
        "1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
        "3": {"marquise": {"buildings": ["workshop"]}}},
        crafted={"eyrie": ["Murine Broker"]}, hands={"marquise": ["Anvil", "Tunnels"]},
        deck_top=["Bake Sale", "Sword"]))
    play(g, "craft Anvil")
    assert hand(g, EYRIE) == ["Bake Sale"]
    assert g.factions[MARQUISE].score == 2
    play(g, "craft Tunnels")  # not an item: no card
    assert hand(g, EYRIE) == ["Bake Sale"]


def test_murine_broker_not_for_its_owner_crafting() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
                      crafted={"marquise": ["Murine Broker"]}, hands={"marquise": ["Anvil"]}, deck_top=["Sword"]))
    play(g, "craft Anvil")
    assert hand(g, MARQUISE) == [] and hand(g, EYRIE) == []


# ============================================================================ Master Engravers
@pytest.mark.law("3.2.2")
def test_3_2_2_master_engravers_one_more_point_per_item() -> None:
    g = position(spec(("marquise", "daylight"), {
        "1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
        "3": {"marquise": {"buildings": ["workshop"]}}},
        crafted={"marquise": ["Master Engravers"]}, hands={"marquise": ["Anvil", "Tunnels"]}))
    play(g, "craft Anvil")
    assert g.factions[MARQUISE].score == 3  # 2 listed + 1
    play(g, "craft Tunnels")
    assert g.factions[MARQUISE].score == 3  # not an item


@pytest.mark.law("3.2.2", "7.2.3")
def test_7_2_3_master_engravers_adds_to_the_eyrie_single_point() -> None:
    g = position(spec(("eyrie", "daylight"), {"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                      crafted={"eyrie": ["Master Engravers"]}, hands={"eyrie": ["Root Tea (rabbit)"]},
                      eyrie={"leader": "despot"}))
    play(g, 'craft "Root Tea (rabbit)"')
    assert g.factions[EYRIE].score == 2  # Disdain for Trade: 1, plus 1
    assert g.factions[EYRIE].items == ["tea"]
