"""The standard deck (components.md §1, woodland/data/decks/standard.json) and every card
effect of woodland/cards/standard.py, crafted and used by the Marquise and the Eyrie.

Map: Autumn. Clearing suits: fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11.
Most positions clear the ruins ("ruins": []) so that buildings fit where we want them.
Battle dice are scripted: ``dice=[a, b]`` rolls a and b; the attacker takes the higher.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from woodland.core.cards import load_deck
from woodland.rules.board import ruler
from woodland.testing import discard, hand, labels, options, play, position, warriors_at

MARQUISE, EYRIE = 0, 1
SUIT = {"F": "fox", "R": "rabbit", "M": "mouse", "?": "any"}
SUIT_CLEARINGS = {"fox": [1, 8, 12], "rabbit": [3, 4, 5], "mouse": [2, 7, 9]}
# a clearing of another suit, used to build a crafting piece of the wrong suit
OFF_SUIT = {"fox": 10, "rabbit": 11, "mouse": 6}

# components.md §1, item cards: (name, suit, cost, item, VP)
ITEM_ROWS = [
    ("Birdy Bindle", "bird", "M", "bag", 1),
    ("Woodland Runners", "bird", "R", "boots", 1),
    ("Arms Trader", "bird", "FF", "sword", 2),
    ("Crossbow", "bird", "F", "crossbow", 1),
    ("Gently Used Knapsack", "fox", "M", "bag", 1),
    ("Root Tea", "fox", "M", "tea", 2),
    ("Travel Gear", "fox", "R", "boots", 1),
    ("Protection Racket", "fox", "RR", "coins", 3),
    ("Foxfolk Steel", "fox", "FF", "sword", 2),
    ("Anvil", "fox", "F", "hammer", 2),
    ("Smuggler's Trail", "rabbit", "M", "bag", 1),
    ("Root Tea", "rabbit", "M", "tea", 2),
    ("A Visit to Friends", "rabbit", "R", "boots", 1),
    ("Bake Sale", "rabbit", "RR", "coins", 3),
    ("Mouse-in-a-Sack", "mouse", "M", "bag", 1),
    ("Root Tea", "mouse", "M", "tea", 2),
    ("Travel Gear", "mouse", "R", "boots", 1),
    ("Investments", "mouse", "RR", "coins", 3),
    ("Sword", "mouse", "FF", "sword", 2),
    ("Crossbow", "mouse", "F", "crossbow", 1),
]

# components.md §1, effect cards: (name, suit, count, cost, kind)
EFFECT_ROWS = [
    ("Armorers", "bird", 2, "F", "persistent"),
    ("Sappers", "bird", 2, "M", "persistent"),
    ("Brutal Tactics", "bird", 2, "FF", "persistent"),
    ("Royal Claim", "bird", 1, "????", "persistent"),
    ("Stand and Deliver!", "fox", 2, "MMM", "persistent"),
    ("Tax Collector", "fox", 3, "FRM", "persistent"),
    ("Favor of the Foxes", "fox", 1, "FFF", "immediate"),
    ("Command Warren", "rabbit", 2, "RR", "persistent"),
    ("Better Burrow Bank", "rabbit", 2, "RR", "persistent"),
    ("Cobbler", "rabbit", 2, "RR", "persistent"),
    ("Favor of the Rabbits", "rabbit", 1, "RRR", "immediate"),
    ("Scouting Party", "mouse", 2, "MM", "persistent"),
    ("Codebreakers", "mouse", 2, "M", "persistent"),
    ("Favor of the Mice", "mouse", 1, "MMM", "immediate"),
]

ITEM_SUPPLY = {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}


def cost_of(code: str) -> tuple[str, ...]:
    return tuple(SUIT[x] for x in code)


def item_label(name: str, suit: str) -> str:
    shared = sum(1 for n, *_ in ITEM_ROWS if n == name) > 1
    return f"{name} ({suit})" if shared else name


DECK = load_deck("standard")


# ============================================================================ helpers
def spec(turn: tuple[str, str], clearings: dict[Any, Any], **kw: Any) -> dict[str, Any]:
    s: dict[str, Any] = {"factions": ["marquise", "eyrie"], "ruins": [],
                         "turn": {"player": turn[0], "phase": turn[1]}, "clearings": clearings}
    s.update(kw)
    return s


def bld(g: Any, clearing: int) -> list[tuple[int, str]]:
    return sorted(g.buildings[clearing - 1])


def toks(g: Any, clearing: int) -> list[tuple[int, str]]:
    return sorted(g.tokens[clearing - 1])


def play_area(g: Any, seat: int) -> list[str]:
    return labels(g, g.factions[seat].play_area)


def workshops(suits: list[str]) -> dict[str, Any]:
    """Marquise workshops, one per listed suit, in distinct clearings of that suit."""
    used = {"fox": 0, "rabbit": 0, "mouse": 0}
    out: dict[str, Any] = {}
    for s in suits:
        c = SUIT_CLEARINGS[s][used[s]]
        used[s] += 1
        out[str(c)] = {"marquise": {"buildings": ["workshop"]}}
    return out


def start_eyrie_decree_battle(g: Any) -> None:
    """From the Eyrie's craft step, resolve the Decree's single battle card (a Loyal Vizier).

    The Eyrie positions keep Codebreakers in play so that the craft step and the Decree
    are real decisions: the battle then starts after the position is built, and the
    scripted dice apply to it."""
    assert g.pending.kind == "craft" and g.pending.seat == EYRIE
    play(g, "resolve")
    assert g.pending.kind == "decree"
    play(g, "resolve battle bird")


# ============================================================================ the deck data
def test_standard_deck_has_54_cards_14_14_13_13() -> None:
    printed = [c for c in DECK.cards if not c.added]  # frog cards come with the Diaspora (16.3.4)
    assert len(printed) == 54
    assert Counter(c.suit for c in printed) == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    kinds = Counter(c.kind for c in printed)
    # 20 items, 25 effect cards (persistent + immediate), 5 ambushes, 4 dominance cards
    assert kinds["item"] == 20
    assert kinds["persistent"] + kinds["immediate"] == 25
    assert kinds["immediate"] == 3
    assert kinds["ambush"] == 5
    assert kinds["dominance"] == 4


@pytest.mark.parametrize("name,suit,cost,item,vp", ITEM_ROWS, ids=[f"{r[0]}-{r[1]}" for r in ITEM_ROWS])
def test_item_card_matches_components(name: str, suit: str, cost: str, item: str, vp: int) -> None:
    matches = [c for c in DECK.cards if c.name == name and c.suit == suit]
    assert len(matches) == 1, "each item card is a single copy"
    c = matches[0]
    assert c.kind == "item"
    assert c.cost == cost_of(cost)
    assert c.item == item
    assert c.vp == vp
    assert c.label == item_label(name, suit)


def test_item_cards_are_exactly_the_twenty_of_components() -> None:
    got = sorted((c.name, c.suit, c.cost, c.item, c.vp) for c in DECK.cards if c.kind == "item")
    want = sorted((n, s, cost_of(co), it, vp) for n, s, co, it, vp in ITEM_ROWS)
    assert got == want


@pytest.mark.parametrize("name,suit,count,cost,kind", EFFECT_ROWS, ids=[r[0] for r in EFFECT_ROWS])
def test_effect_card_matches_components(name: str, suit: str, count: int, cost: str, kind: str) -> None:
    copies = [c for c in DECK.cards if c.name == name]
    assert len(copies) == count
    for c in copies:
        assert c.suit == suit
        assert c.cost == cost_of(cost)
        assert c.kind == kind
        assert c.item is None and c.vp == 0
        assert c.effect  # every effect card names its effect
        assert c.label == name


def test_effect_cards_are_exactly_the_fourteen_of_components() -> None:
    got = Counter((c.name, c.suit, c.cost, c.kind) for c in DECK.cards if c.kind in ("persistent", "immediate")
                  and not c.added)
    want = Counter({(n, s, cost_of(co), k): cnt for n, s, cnt, co, k in EFFECT_ROWS})
    assert got == want
    assert sum(got.values()) == 25


@pytest.mark.law("2.1.2")
def test_2_1_2_five_ambush_cards_one_mouse_rabbit_fox_two_birds() -> None:
    amb = [c for c in DECK.cards if c.kind == "ambush" and not c.added]  # the frog Ambush: 16.2.2
    assert Counter(c.suit for c in amb) == {"mouse": 1, "rabbit": 1, "fox": 1, "bird": 2}
    assert all(c.name == "Ambush" and not c.craftable for c in amb)
    assert sorted({c.label for c in amb}) == ["Ambush (bird)", "Ambush (fox)", "Ambush (mouse)", "Ambush (rabbit)"]


@pytest.mark.law("2.1.3")
def test_2_1_3_four_dominance_cards_one_per_suit() -> None:
    dom = [c for c in DECK.cards if c.kind == "dominance" and not c.added]
    assert sorted((c.suit, c.label) for c in dom) == [
        ("bird", "Bird Dominance"), ("fox", "Fox Dominance"),
        ("mouse", "Mouse Dominance"), ("rabbit", "Rabbit Dominance")]
    assert not any(c.craftable for c in dom)


# ============================================================================ crafting
ALL_WORKSHOPS = workshops(["fox", "fox", "rabbit", "rabbit", "mouse"])


@pytest.mark.law("4.1.2", "3.2.2")
@pytest.mark.parametrize("name,suit,cost,item,vp", ITEM_ROWS, ids=[f"{r[0]}-{r[1]}" for r in ITEM_ROWS])
def test_4_1_2_marquise_crafts_item_card(name: str, suit: str, cost: str, item: str, vp: int) -> None:
    label = item_label(name, suit)
    g = position(spec(("marquise", "daylight"), ALL_WORKSHOPS, hands={"marquise": [label]}, scores={"marquise": 4}))
    assert f'craft "{label}"' in options(g) or f"craft {label}" in options(g)
    play(g, f'craft "{label}"')
    f = g.factions[MARQUISE]
    assert f.items == [item]  # in the Crafted Items box
    assert g.items[item] == ITEM_SUPPLY[item] - 1  # taken from the item supply
    assert f.score == 4 + vp  # 3.2.2: the listed points
    assert f.hand == [] and f.play_area == []
    assert discard(g) == [label]  # 4.1.2: resolve, then discard
    # 4.1.1: one workshop per cost icon was activated, the others are still unused
    assert g.pending.kind == "daylight"
    assert len(f.crafting_suits(g)) == 5 - len(cost)


@pytest.mark.law("4.1.2", "7.2.3", "7.8.1")
@pytest.mark.parametrize("leader,points", [("despot", 1), ("builder", 2)])
def test_7_2_3_eyrie_crafts_root_tea(leader: str, points: int) -> None:
    # Eyrie roost in mouse clearing 2 pays the M of Root Tea (2 VP printed)
    g = position(spec(("eyrie", "daylight"), {"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                      hands={"eyrie": ["Root Tea (rabbit)"]}, eyrie={"leader": leader}))
    assert g.pending.kind == "craft"
    assert 'craft "Root Tea (rabbit)"' in options(g)
    play(g, 'craft "Root Tea (rabbit)"')
    f = g.factions[EYRIE]
    assert f.items == ["tea"]
    assert g.items["tea"] == 1
    assert f.score == points
    assert discard(g) == ["Root Tea (rabbit)"]


@pytest.mark.law("4.1.2")
def test_4_1_2_item_not_in_supply_cannot_be_crafted() -> None:
    # the only crossbow of the supply is already in the Marquise's Crafted Items box
    g = position(spec(("marquise", "daylight"), ALL_WORKSHOPS,
                      hands={"marquise": ["Crossbow (mouse)", "Anvil"]}, items={"marquise": ["crossbow"]}))
    assert g.items["crossbow"] == 0
    opts = options(g)
    assert "craft Anvil" in opts  # same cost (F), hammer still in supply
    assert not any(o.startswith("craft") and "Crossbow" in o for o in opts)


@pytest.mark.law("2.1.2")
def test_2_1_2_ambush_cards_cannot_be_crafted() -> None:
    # workshops of every suit, and ambush cards of a suit the Marquise could pay
    g = position(spec(("marquise", "daylight"), ALL_WORKSHOPS,
                      hands={"marquise": ["Ambush (fox)", "Ambush (bird)", "Ambush (mouse)", "Sappers"]}))
    crafts = sorted(o for o in options(g) if o.startswith("craft"))
    assert crafts == ["craft Sappers"]


@pytest.mark.law("2.1.3")
def test_2_1_3_dominance_cards_cannot_be_crafted() -> None:
    # (dominance cards are out of two-player games, 5.1.3; the position names one anyway)
    g = position(spec(("marquise", "daylight"), ALL_WORKSHOPS,
                      hands={"marquise": ["Fox Dominance", "Rabbit Dominance", "Codebreakers"]}))
    crafts = sorted(o for o in options(g) if o.startswith("craft"))
    assert crafts == ["craft Codebreakers"]


def pay_any(g: Any) -> None:
    """Pay for the craft in progress with the first options offered."""
    while g.pending is not None and g.pending.kind == "craft_pay":
        play(g, options(g)[0])


@pytest.mark.law("4.1.1", "4.1.2", "4.1.3")
@pytest.mark.parametrize("name,suit,count,cost,kind", EFFECT_ROWS, ids=[r[0] for r in EFFECT_ROWS])
def test_4_1_1_effect_card_craftable_with_exactly_its_cost(name: str, suit: str, count: int, cost: str,
                                                            kind: str) -> None:
    suits = [SUIT[x] for x in cost]
    if "any" in suits:
        suits = ["fox", "rabbit", "mouse", "mouse"]
    cl = workshops(suits)
    cl["11"] = {"marquise": 1}  # a warrior, so the Daylight goes on after crafting
    g = position(spec(("marquise", "daylight"), cl, hands={"marquise": [name]}))
    assert f"craft {name}" in options(g) or f'craft "{name}"' in options(g)
    play(g, f'craft "{name}"')
    pay_any(g)
    assert g.pending.kind == "daylight"
    f = g.factions[MARQUISE]
    assert f.hand == []
    if kind == "persistent":
        assert play_area(g, MARQUISE) == [name]  # 4.1.3
        assert discard(g) == []
    else:
        assert play_area(g, MARQUISE) == []
        assert discard(g) == [name]  # 4.1.2
    # every workshop was activated: no crafting piece left this turn
    assert f.crafting_suits(g) == []


@pytest.mark.law("4.1.1")
@pytest.mark.parametrize("name,suit,count,cost,kind", EFFECT_ROWS, ids=[r[0] for r in EFFECT_ROWS])
def test_4_1_1_effect_card_not_craftable_one_piece_short(name: str, suit: str, count: int, cost: str,
                                                          kind: str) -> None:
    suits = [SUIT[x] for x in cost]
    if "any" in suits:
        pieces = ["fox", "rabbit", "mouse"]  # three pieces for four '?'
        extra: dict[str, Any] = {}
    else:
        pieces = suits[:-1]  # the last icon is paid by a piece of another suit
        extra = {str(OFF_SUIT[suits[-1]]): {"marquise": {"buildings": ["workshop"]}}}
    cl = workshops(pieces)
    cl.update(extra)
    g = position(spec(("marquise", "daylight"), cl, hands={"marquise": [name]}))
    assert not any(o.startswith("craft") for o in options(g))


@pytest.mark.law("4.1.1")
def test_4_1_1_royal_claim_question_marks_take_any_suit() -> None:
    # five workshops: fox 1, fox 8, rabbit 3, mouse 2, mouse 7. Pay Royal Claim with
    # fox, fox, mouse, mouse: the rabbit workshop is still free for A Visit to Friends (R).
    cl = workshops(["fox", "fox", "rabbit", "mouse", "mouse"])
    g = position(spec(("marquise", "daylight"), cl, hands={"marquise": ["Royal Claim", "A Visit to Friends"]}))
    play(g, "craft \"Royal Claim\"")
    assert g.pending.kind == "craft_pay"
    assert sorted(options(g)) == ["pay fox", "pay mouse", "pay rabbit"]
    play(g, "pay fox", "pay fox")
    assert sorted(options(g)) == ["pay mouse", "pay rabbit"]  # both fox workshops are used
    play(g, "pay mouse", "pay mouse")
    assert play_area(g, MARQUISE) == ["Royal Claim"]
    assert [s for _p, s in g.factions[MARQUISE].crafting_suits(g)] == ["rabbit"]
    play(g, 'craft "A Visit to Friends"')
    assert g.factions[MARQUISE].items == ["boots"]


@pytest.mark.law("4.1.4")
def test_4_1_4_no_second_copy_of_a_persistent_card() -> None:
    g = position(spec(("marquise", "daylight"), ALL_WORKSHOPS,
                      hands={"marquise": ["Armorers", "Codebreakers"]}, crafted={"marquise": ["Armorers"]}))
    crafts = sorted(o for o in options(g) if o.startswith("craft"))
    assert crafts == ["craft Codebreakers"]


@pytest.mark.law("2.1.4", "4.1.3")
def test_2_1_4_crafted_bird_card_is_not_in_hand_and_cannot_be_spent() -> None:
    # Armorers is a bird card; in the play area it cannot be spent for an extra action
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 2}},
                      hands={"marquise": ["Sappers"]}, crafted={"marquise": ["Armorers"]}))
    opts = options(g)
    assert "extra Sappers" in opts
    assert not any(o.startswith("extra") and "Armorers" in o for o in opts)
    v = g.view(EYRIE)
    me = v["players"][MARQUISE]
    assert me["play_area"] == ["Armorers"] and me["hand_count"] == 1


# ============================================================================ Armorers
@pytest.mark.law("4.3.4", "4.3.5")
def test_4_3_5_armorers_marquise_crafts_then_ignores_rolled_hits() -> None:
    # Marquise: fox workshop at 1 pays Armorers; 3 warriors battle 3 Eyrie warriors in 5.
    g = position(spec(("marquise", "daylight"), {
        "1": {"marquise": {"buildings": ["workshop"]}},
        "5": {"marquise": 3, "eyrie": {"warriors": 3}}}, hands={"marquise": ["Armorers"]}), dice=[3, 2])
    play(g, "craft Armorers", "battle 5 eyrie")
    assert g.pending.kind == "after_roll" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", "use Armorers"]
    play(g, "use Armorers")
    # Marquise ignores the 2 rolled hits; the Eyrie takes 3
    assert warriors_at(g, 5, MARQUISE) == 3
    assert warriors_at(g, 5, EYRIE) == 0
    assert play_area(g, MARQUISE) == [] and discard(g) == ["Armorers"]
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("4.3.4", "4.3.5")
def test_4_3_5_armorers_does_not_stop_sappers_extra_hit() -> None:
    # both sides have after-roll effects: the attacker (Marquise) chooses who goes first
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": {"warriors": 3}}},
                      crafted={"marquise": ["Armorers"], "eyrie": ["Sappers"]}), dice=[1, 2])
    play(g, "battle 5 eyrie")
    assert g.pending.kind == "effect_order" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["first attacker", "first defender"]
    play(g, "first defender")
    assert g.pending.seat == EYRIE and sorted(options(g)) == ["pass", "use Sappers"]
    play(g, "use Sappers")
    assert g.pending.seat == MARQUISE and sorted(options(g)) == ["pass", "use Armorers"]
    play(g, "use Armorers")
    # Marquise: 1 rolled hit ignored, the Sappers extra hit lands; Eyrie takes 2 rolled hits
    assert warriors_at(g, 5, MARQUISE) == 2
    assert warriors_at(g, 5, EYRIE) == 1
    assert discard(g) == ["Armorers", "Sappers"]
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("4.3.5", "4.3.6", "3.2.1")
def test_4_3_5_armorers_defender_still_takes_defenseless_extra_hit() -> None:
    # Eyrie (Loyal Vizier in Battle) attacks a Marquise sawmill + workshop in 8 with no
    # Marquise warriors. Rolled 2 hits are ignored; the defenseless hit removes one building.
    g = position(spec(("eyrie", "daylight"), {
        "8": {"marquise": {"buildings": ["sawmill", "workshop"]}, "eyrie": 2},
        "12": {"eyrie": {"buildings": ["roost"]}}},
        crafted={"marquise": ["Armorers"], "eyrie": ["Codebreakers"]},
        eyrie={"leader": "despot", "decree": {"battle": ["Loyal Vizier"]}}), dice=[2, 0])
    start_eyrie_decree_battle(g)  # its only battle is in 8
    assert g.pending.kind == "after_roll" and g.pending.seat == MARQUISE
    play(g, "use Armorers")
    assert g.pending.kind == "remove" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["remove sawmill", "remove workshop"]
    play(g, "remove workshop")
    assert bld(g, 8) == [(MARQUISE, "sawmill")]
    # 3.2.1 one point, and one more for the Despot (7.8.4)
    assert g.factions[EYRIE].score == 2
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("4.3.4", "4.3.5")
def test_4_3_5_eyrie_commander_armorers_keeps_warriors_extra_hit_lands() -> None:
    # Eyrie Commander crafts Armorers (roost in fox 1), then battles in 9 by Decree.
    g = position(spec(("eyrie", "daylight"), {
        "1": {"eyrie": {"buildings": ["roost"]}},
        "9": {"eyrie": 3, "marquise": 3}},
        hands={"eyrie": ["Armorers"]}, eyrie={"leader": "commander", "decree": {"battle": ["Loyal Vizier"]}}),
        dice=[1, 3])
    assert sorted(options(g)) == ["craft Armorers", "resolve"]
    play(g, "craft Armorers")  # then only the Decree is left: it resolves at once
    assert g.pending.kind == "after_roll" and g.pending.seat == EYRIE
    play(g, "use Armorers")
    assert warriors_at(g, 9, EYRIE) == 3  # the Marquise's 1 rolled hit is ignored
    assert warriors_at(g, 9, MARQUISE) == 0  # 3 rolled + the Commander's extra hit
    assert discard(g) == ["Armorers"]
    assert g.rng.script == []  # the battle rolled the scripted dice


# ============================================================================ Sappers
@pytest.mark.law("4.3.4", "4.3.5")
def test_4_3_5_sappers_defender_extra_hit_not_capped_by_warriors() -> None:
    # Eyrie attacks a lone Marquise sawmill in 8; the Marquise has no warriors there, so
    # it rolls no hits, but Sappers deals an extra hit (4.3.5.I).
    g = position(spec(("eyrie", "daylight"), {
        "8": {"marquise": {"buildings": ["sawmill"]}, "eyrie": 2},
        "12": {"eyrie": {"buildings": ["roost"]}}},
        crafted={"marquise": ["Sappers"], "eyrie": ["Codebreakers"]},
        eyrie={"leader": "builder", "decree": {"battle": ["Loyal Vizier"]}}), dice=[1, 1])
    start_eyrie_decree_battle(g)
    assert g.pending.kind == "after_roll" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", "use Sappers"]
    play(g, "use Sappers")
    assert warriors_at(g, 8, EYRIE) == 1
    assert bld(g, 8) == []  # 1 rolled + 1 defenseless hit
    assert discard(g) == ["Sappers"]
    assert play_area(g, MARQUISE) == []
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("4.3.4")
def test_4_3_4_sappers_not_offered_to_the_attacker() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["Sappers"]}), dice=[2, 1])
    play(g, "battle 5 eyrie")
    assert g.pending.kind == "daylight"  # no after-roll decision
    assert warriors_at(g, 5, MARQUISE) == 2 and warriors_at(g, 5, EYRIE) == 1
    assert play_area(g, MARQUISE) == ["Sappers"]
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("4.3.4")
def test_4_3_4_eyrie_sappers_as_defender() -> None:
    # Marquise attacks 3 Eyrie warriors in 9; Eyrie crafted Sappers (M) earlier.
    g = position(spec(("marquise", "daylight"), {"9": {"marquise": 2, "eyrie": 3}},
                      crafted={"eyrie": ["Sappers"]}), dice=[2, 1])
    play(g, "battle 9 eyrie")
    assert g.pending.seat == EYRIE and sorted(options(g)) == ["pass", "use Sappers"]
    play(g, "use Sappers")
    assert warriors_at(g, 9, MARQUISE) == 0  # 1 rolled + 1 extra
    assert warriors_at(g, 9, EYRIE) == 1
    assert g.rng.script == []  # the battle rolled the scripted dice


# ============================================================================ Brutal Tactics
@pytest.mark.law("4.3.4", "4.3.5", "4.1.3")
def test_4_3_5_brutal_tactics_eyrie_crafts_and_deals_extra_hit() -> None:
    # Eyrie roosts in fox 1 and fox 8 pay F F; then the Decree battle in 9.
    g = position(spec(("eyrie", "daylight"), {
        "1": {"eyrie": {"buildings": ["roost"]}},
        "8": {"eyrie": {"buildings": ["roost"]}},
        "9": {"eyrie": 2, "marquise": 3}},
        hands={"eyrie": ["Brutal Tactics"]}, scores={"marquise": 5},
        eyrie={"leader": "builder", "decree": {"battle": ["Loyal Vizier"]}}), dice=[2, 0])
    play(g, 'craft "Brutal Tactics"')
    assert play_area(g, EYRIE) == ["Brutal Tactics"]
    assert g.pending.kind == "after_roll" and g.pending.seat == EYRIE
    assert sorted(options(g)) == ["pass", 'use "Brutal Tactics"']
    play(g, 'use "Brutal Tactics"')
    assert warriors_at(g, 9, MARQUISE) == 0  # 2 rolled + 1 extra
    assert warriors_at(g, 9, EYRIE) == 2
    assert g.factions[MARQUISE].score == 6  # the defender scores one point
    assert play_area(g, EYRIE) == ["Brutal Tactics"]  # it stays in play
    assert discard(g) == []
    assert g.rng.script == []  # the battle rolled the scripted dice


def test_brutal_tactics_marquise_attacker_pass_scores_nothing() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["Brutal Tactics"]}, scores={"eyrie": 2}), dice=[1, 1])
    play(g, "battle 5 eyrie")
    assert sorted(options(g)) == ["pass", 'use "Brutal Tactics"']
    play(g, "pass")
    assert warriors_at(g, 5, EYRIE) == 2 and warriors_at(g, 5, MARQUISE) == 2
    assert g.factions[EYRIE].score == 2
    assert g.rng.script == []  # the battle rolled the scripted dice


def test_brutal_tactics_marquise_attacker_extra_hit() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["Brutal Tactics"]}, scores={"eyrie": 2}), dice=[1, 1])
    play(g, "battle 5 eyrie", 'use "Brutal Tactics"')
    assert warriors_at(g, 5, EYRIE) == 1 and warriors_at(g, 5, MARQUISE) == 2
    assert g.factions[EYRIE].score == 3
    assert play_area(g, MARQUISE) == ["Brutal Tactics"]
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("4.3.4")
def test_4_3_4_brutal_tactics_not_offered_to_the_defender() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 3}},
                      crafted={"eyrie": ["Brutal Tactics"]}, scores={"marquise": 1}), dice=[2, 1])
    play(g, "battle 5 eyrie")
    assert g.pending.kind == "daylight"
    assert warriors_at(g, 5, EYRIE) == 1 and warriors_at(g, 5, MARQUISE) == 2
    assert g.factions[MARQUISE].score == 1
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("4.3.4", "4.3.5")
def test_4_3_5_armorers_defender_still_takes_brutal_tactics_hit() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 3, "eyrie": 3}},
                      crafted={"marquise": ["Brutal Tactics"], "eyrie": ["Armorers"]}), dice=[3, 3])
    play(g, "battle 5 eyrie")
    assert g.pending.kind == "effect_order" and g.pending.seat == MARQUISE
    play(g, "first attacker", 'use "Brutal Tactics"', "use Armorers")
    assert warriors_at(g, 5, EYRIE) == 2  # 3 rolled ignored, 1 extra
    assert warriors_at(g, 5, MARQUISE) == 0  # 3 rolled hits of the Eyrie
    assert g.factions[EYRIE].score == 1
    assert play_area(g, MARQUISE) == ["Brutal Tactics"] and discard(g) == ["Armorers"]
    assert g.rng.script == []  # the battle rolled the scripted dice


# ============================================================================ Royal Claim
@pytest.mark.law("2.5")
def test_2_5_royal_claim_marquise_scores_each_ruled_clearing() -> None:
    # Marquise rules 1 (warriors), 5 (3 v 2) and 8 (a building alone); 9 is tied 1-1.
    g = position(spec(("marquise", "birdsong"), {
        "1": {"marquise": 1}, "5": {"marquise": 3, "eyrie": 2},
        "8": {"marquise": {"buildings": ["recruiter"]}}, "9": {"marquise": 1, "eyrie": 1},
        "11": {"eyrie": 1}}, crafted={"marquise": ["Royal Claim"]}, scores={"marquise": 7}))
    assert g.pending.kind == "effects:birdsong" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", 'use "Royal Claim"']
    play(g, 'use "Royal Claim"')
    assert g.factions[MARQUISE].score == 10
    assert play_area(g, MARQUISE) == [] and discard(g) == ["Royal Claim"]
    # the card is gone: Birdsong goes on to Daylight without asking again
    assert g.phase == "daylight"


@pytest.mark.law("7.2.2")
def test_7_2_2_royal_claim_eyrie_counts_lords_of_the_forest_ties() -> None:
    # Eyrie rules 2 (roost + 1 v 1), 9 (tie 1-1, Lords of the Forest), 11 (alone).
    g = position(spec(("eyrie", "birdsong"), {
        "2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}, "marquise": 1},
        "9": {"eyrie": 1, "marquise": 1}, "11": {"eyrie": 2}, "5": {"marquise": 3, "eyrie": 2}},
        crafted={"eyrie": ["Royal Claim"]}, hands={"eyrie": ["Codebreakers"]}))
    assert ruler(g, 9 - 1) == EYRIE  # Lords of the Forest
    assert g.pending.kind == "effects:birdsong"
    play(g, 'use "Royal Claim"')
    assert g.factions[EYRIE].score == 3
    assert discard(g) == ["Royal Claim"]


def test_royal_claim_eyrie_after_a_new_roost_late_in_birdsong() -> None:
    # "In Birdsong" lasts the whole phase: the Eyrie pass at first, place A New Roost
    # (7.4.3) in 11, then claim 9 and 11.
    g = position(spec(("eyrie", "birdsong"), {"9": {"eyrie": 2, "marquise": 1}},
                      crafted={"eyrie": ["Royal Claim"]}, hands={"eyrie": ["Anvil"]}))
    assert g.pending.kind == "effects:birdsong"
    play(g, "pass", "decree Anvil recruit")
    assert g.pending.kind == "new_roost"
    play(g, "roost 11")
    assert g.pending.kind == "effects:birdsong" and g.pending.seat == EYRIE
    play(g, 'use "Royal Claim"')
    assert g.factions[EYRIE].score == 2
    assert discard(g) == ["Royal Claim"]


def test_royal_claim_not_usable_in_daylight() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}}, crafted={"marquise": ["Royal Claim"]}))
    assert g.pending.kind == "daylight"
    assert not any("Royal Claim" in o for o in options(g))


# ============================================================================ Stand and Deliver!
def test_stand_and_deliver_eyrie_takes_card_once_per_turn() -> None:
    g = position(spec(("eyrie", "birdsong"), {"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                      crafted={"eyrie": ["Stand and Deliver!", "Codebreakers"]},
                      hands={"marquise": ["Anvil", "Sword"]},
                      scores={"marquise": 3}))
    assert g.pending.kind == "effects:birdsong" and g.pending.seat == EYRIE
    assert sorted(options(g)) == ["pass", 'use "Stand and Deliver!" marquise']
    play(g, 'use "Stand and Deliver!" marquise')
    taken = hand(g, EYRIE)
    assert len(taken) == 1 and taken[0] in ("Anvil", "Sword")
    assert hand(g, MARQUISE) == [x for x in ("Anvil", "Sword") if x != taken[0]]
    assert g.factions[MARQUISE].score == 4
    assert play_area(g, EYRIE) == ["Codebreakers", "Stand and Deliver!"]
    # Emergency Orders do not draw (the Eyrie has a card); add it to the Decree
    assert g.pending.kind == "decree"
    play(g, f'decree "{taken[0]}" recruit')
    # after the Eyrie's Birdsong steps, no second use this turn: on to Daylight
    assert g.phase == "daylight" and g.pending.kind == "craft"
    assert sorted(options(g)) == ["resolve", "use Codebreakers marquise"]


def test_stand_and_deliver_marquise_takes_the_only_card() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Stand and Deliver!"]}, hands={"eyrie": ["Ambush (mouse)"]}))
    play(g, 'use "Stand and Deliver!" eyrie')
    assert hand(g, MARQUISE) == ["Ambush (mouse)"]
    assert hand(g, EYRIE) == []
    assert g.factions[EYRIE].score == 1
    assert g.phase == "daylight"


# ============================================================================ Tax Collector
@pytest.mark.law("6.2.3")
def test_6_2_3_tax_collector_marquise_draws_and_triggers_field_hospitals() -> None:
    # keep at 3 (rabbit); warriors at 5 (rabbit). The Marquise removes one from 5,
    # draws the top card, then may spend a rabbit card (Field Hospitals) to place it at the keep.
    g = position(spec(("marquise", "daylight"), {
        "3": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
        "5": {"marquise": 2}, "9": {"eyrie": 1}},
        crafted={"marquise": ["Tax Collector"]}, hands={"marquise": ["Bake Sale"]},
        deck_top=["Investments"]))
    opts = options(g)
    assert 'use "Tax Collector" 3' in opts and 'use "Tax Collector" 5' in opts
    assert not any(o.startswith('use "Tax Collector" 9') for o in opts)
    play(g, 'use "Tax Collector" 5')
    assert warriors_at(g, 5, MARQUISE) == 1
    assert hand(g, MARQUISE) == ["Bake Sale", "Investments"]
    assert g.pending.kind == "field_hospitals" and g.pending.seat == MARQUISE
    # only the rabbit card matches clearing 5; the drawn Investments is a mouse card
    assert sorted(options(g)) == ['hospital "Bake Sale"', "pass"]
    play(g, 'hospital "Bake Sale"')
    assert warriors_at(g, 3, MARQUISE) == 2
    assert hand(g, MARQUISE) == ["Investments"]
    # once in Daylight; it is not one of the Marquise's three actions
    assert g.pending.kind == "daylight" and "3 action" in g.pending.prompt
    assert not any("Tax Collector" in o for o in options(g))


def test_tax_collector_eyrie_in_daylight() -> None:
    g = position(spec(("eyrie", "daylight"), {"2": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
                      crafted={"eyrie": ["Tax Collector", "Codebreakers"]}, deck_top=["Anvil"],
                      eyrie={"leader": "builder", "decree": {"recruit": ["Loyal Vizier"]}}))
    assert g.pending.kind == "craft"
    assert set(options(g)) == {"resolve", "use Codebreakers marquise", 'use "Tax Collector" 2'}
    supply = g.factions[EYRIE].supply
    play(g, 'use "Tax Collector" 2')
    assert warriors_at(g, 2, EYRIE) == 1 and g.factions[EYRIE].supply == supply + 1
    assert hand(g, EYRIE) == ["Anvil"]
    assert play_area(g, EYRIE) == ["Codebreakers", "Tax Collector"]
    # only once in Daylight
    assert g.pending.kind == "craft"
    assert sorted(options(g)) == ["resolve", "use Codebreakers marquise"]


# ============================================================================ Favors
@pytest.mark.law("4.1.2", "3.2.1")
def test_3_2_1_favor_of_the_foxes_marquise_removes_enemies_in_fox_clearings() -> None:
    # workshops in fox 1, 8, 12 pay F F F
    g = position(spec(("marquise", "daylight"), {
        "1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}, "eyrie": 3},
        "8": {"marquise": {"buildings": ["workshop"]}, "eyrie": {"warriors": 1, "buildings": ["roost"]}},
        "12": {"marquise": {"buildings": ["workshop"]}, "eyrie": {"buildings": ["roost"]}},
        "6": {"eyrie": 2},
        "5": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        ruins=[6], hands={"marquise": ["Favor of the Foxes"]}, scores={"marquise": 1}))
    play(g, 'craft "Favor of the Foxes"')
    for c in (1, 6, 8, 12):
        assert warriors_at(g, c, EYRIE) == 0
    assert bld(g, 8) == [(MARQUISE, "workshop")]
    assert bld(g, 12) == [(MARQUISE, "workshop")]
    assert bld(g, 6) == [(-1, "ruin")]  # ruins are no enemy piece
    assert warriors_at(g, 1, MARQUISE) == 2  # own pieces stay
    assert warriors_at(g, 5, EYRIE) == 2 and bld(g, 5) == [(EYRIE, "roost")]  # not a fox clearing
    assert g.factions[MARQUISE].score == 3  # two roosts removed
    assert g.factions[EYRIE].supply == 20 - 2  # only the 2 warriors in 5 stay on the map
    assert discard(g) == ["Favor of the Foxes"]


@pytest.mark.law("4.1.2", "3.2.1", "6.2.3")
def test_3_2_1_favor_of_the_mice_eyrie_removes_marquise_buildings_and_wood() -> None:
    # Eyrie roosts in mouse 2, 7, 9. Marquise in 11 (mouse): 2 warriors, a sawmill, a wood.
    # Keep at 3 (rabbit): the Marquise may spend a mouse card to save the warriors.
    g = position(spec(("eyrie", "daylight"), {
        "2": {"eyrie": {"buildings": ["roost"]}, "marquise": 1},
        "7": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
        "9": {"eyrie": {"buildings": ["roost"]}},
        "11": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]}, "eyrie": 1},
        "3": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
        hands={"eyrie": ["Favor of the Mice"], "marquise": ["Mouse-in-a-Sack"]},
        crafted={"eyrie": ["Codebreakers"]}, eyrie={"leader": "builder", "decree": {}}))
    play(g, 'craft "Favor of the Mice"')
    assert warriors_at(g, 2, MARQUISE) == 0
    assert warriors_at(g, 11, MARQUISE) == 0 and bld(g, 11) == [] and toks(g, 11) == []
    assert warriors_at(g, 11, EYRIE) == 1 and warriors_at(g, 7, EYRIE) == 1
    assert g.factions[EYRIE].score == 2  # sawmill + wood
    assert discard(g) == ["Favor of the Mice"]
    # Field Hospitals for the warriors of 2 and of 11 (one mouse card: save one group)
    # two triggers at once: the Eyrie, whose turn it is, order them (1.1.3)
    assert g.pending.kind == "order_triggers" and g.pending.seat == EYRIE
    play(g, 'resolve "Field Hospitals for 11"')
    assert g.pending.kind == "field_hospitals" and g.pending.seat == MARQUISE
    play(g, 'hospital "Mouse-in-a-Sack"')
    saved = warriors_at(g, 3, MARQUISE) - 1
    assert saved == 2  # the warriors of 11
    assert g.factions[MARQUISE].supply == 25 - 1 - saved
    assert hand(g, MARQUISE) == []
    assert g.pending.kind == "craft" and g.pending.seat == EYRIE  # no card left for the other group


@pytest.mark.law("4.1.2", "3.2.1", "1.5.4")
def test_1_5_4_favor_of_the_rabbits_removes_keep_before_field_hospitals() -> None:
    # Eyrie roosts in rabbit 4, 5, 10. Marquise keep and warriors in rabbit 3: all removed
    # together, so Field Hospitals has no keep to place warriors at.
    g = position(spec(("eyrie", "daylight"), {
        "4": {"eyrie": {"buildings": ["roost"]}},
        "5": {"eyrie": {"buildings": ["roost"]}, "marquise": {"warriors": 1, "buildings": ["sawmill"]}},
        "10": {"eyrie": {"buildings": ["roost"]}},
        "3": {"marquise": {"warriors": 2, "tokens": ["keep"]}},
        "1": {"marquise": 4}},
        hands={"eyrie": ["Favor of the Rabbits"], "marquise": ["Bake Sale", "Travel Gear (mouse)"]},
        crafted={"eyrie": ["Codebreakers"]}, eyrie={"leader": "builder", "decree": {}}))
    play(g, 'craft "Favor of the Rabbits"')
    assert toks(g, 3) == [] and warriors_at(g, 3, MARQUISE) == 0
    assert warriors_at(g, 5, MARQUISE) == 0 and bld(g, 5) == [(EYRIE, "roost")]
    assert warriors_at(g, 1, MARQUISE) == 4
    assert g.factions[EYRIE].score == 2  # keep + sawmill
    assert g.factions[MARQUISE].supply == 25 - 4
    assert hand(g, MARQUISE) == ["Bake Sale", "Travel Gear (mouse)"]  # nothing spent
    assert g.pending.kind == "craft" and g.pending.seat == EYRIE  # no Field Hospitals asked


# ============================================================================ Command Warren
@pytest.mark.law("1.4.1")
def test_1_4_1_command_warren_marquise_battles_at_start_of_daylight() -> None:
    g = position(spec(("marquise", "daylight"), {
        "5": {"marquise": 2, "eyrie": 2}, "2": {"marquise": {"buildings": ["workshop"]}}},
        crafted={"marquise": ["Command Warren"]}, hands={"marquise": ["Root Tea (fox)"]}), dice=[2, 1])
    assert g.pending.kind == "effects:start_daylight" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", 'use "Command Warren" 5 eyrie']
    play(g, 'use "Command Warren" 5 eyrie')
    assert warriors_at(g, 5, EYRIE) == 0 and warriors_at(g, 5, MARQUISE) == 1
    # then the Marquise's Daylight as usual: craft first, three actions
    assert g.pending.kind == "daylight" and "3 action" in g.pending.prompt
    assert 'craft "Root Tea (fox)"' in options(g)
    assert not any("Command Warren" in o for o in options(g))
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("1.4.1")
def test_1_4_1_command_warren_eyrie_battles_outside_its_decree() -> None:
    # the Decree only recruits; Command Warren lets the Eyrie battle in fox 1 anyway
    g = position(spec(("eyrie", "daylight"), {
        "1": {"eyrie": 3, "marquise": 1}, "2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        crafted={"eyrie": ["Command Warren", "Codebreakers"]},
        eyrie={"leader": "builder", "decree": {"recruit": ["Loyal Vizier"]}}), dice=[3, 0])
    assert g.pending.kind == "effects:start_daylight"
    assert sorted(options(g)) == ["pass", 'use "Command Warren" 1 marquise']
    play(g, 'use "Command Warren" 1 marquise')
    assert warriors_at(g, 1, MARQUISE) == 0 and warriors_at(g, 1, EYRIE) == 3
    assert g.pending.kind == "craft"  # 7.5.1 craft still comes after
    assert sorted(options(g)) == ["resolve", "use Codebreakers marquise"]
    assert g.rng.script == []  # the battle rolled the scripted dice


def test_command_warren_pass_then_daylight_has_no_warren() -> None:
    g = position(spec(("marquise", "daylight"), {"5": {"marquise": 2, "eyrie": 2}},
                      crafted={"marquise": ["Command Warren"]}))
    play(g, "pass")
    assert g.pending.kind == "daylight"
    assert warriors_at(g, 5, EYRIE) == 2
    assert not any("Command Warren" in o for o in options(g))


# ============================================================================ Better Burrow Bank
@pytest.mark.law("1.4.1")
def test_1_4_1_better_burrow_bank_marquise_and_other_player_draw() -> None:
    g = position(spec(("marquise", "birdsong"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Better Burrow Bank"]}, hands={"marquise": ["Anvil"], "eyrie": 1},
                      deck_top=["Sword", "Bake Sale"]))
    # two players: the only other player is chosen, nothing to decide, and it is not optional
    assert g.phase == "daylight"
    m, e = hand(g, MARQUISE), g.factions[EYRIE].hand
    assert len(m) == 2 and len(e) == 2 and "Anvil" in m
    drawn = sorted([x for x in m if x != "Anvil"] + labels(g, e[1:]))
    assert drawn == ["Bake Sale", "Sword"]


@pytest.mark.law("1.4.1", "7.4.1")
def test_1_4_1_better_burrow_bank_draws_before_eyrie_emergency_orders() -> None:
    # the Eyrie starts Birdsong with no cards: the Bank's draw comes first, so Emergency
    # Orders (7.4.1) find a card in hand and draw nothing
    g = position(spec(("eyrie", "birdsong"), {"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                      crafted={"eyrie": ["Better Burrow Bank"]}, deck_top=["Sword", "Bake Sale", "Anvil"]))
    assert g.pending.kind == "decree" and g.pending.seat == EYRIE
    assert len(g.factions[EYRIE].hand) == 1
    assert len(g.factions[MARQUISE].hand) == 1
    assert sorted(hand(g, EYRIE) + hand(g, MARQUISE)) == ["Bake Sale", "Sword"]


# ============================================================================ Cobbler
@pytest.mark.law("1.4.1")
def test_1_4_1_cobbler_marquise_moves_at_start_of_evening() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 3}},
                      crafted={"marquise": ["Cobbler"]}, deck_top=["Anvil"]))
    play(g, "end")
    assert g.pending.kind == "effects:start_evening" and g.pending.seat == MARQUISE
    assert sorted(options(g)) == ["pass", "use Cobbler"]
    assert hand(g, MARQUISE) == []  # the Evening draw has not happened yet
    play(g, "use Cobbler")
    assert g.pending.kind == "move"
    assert sorted(options(g)) == ["move 1->10", "move 1->5", "move 1->9"]
    play(g, "move 1->9", "x2")
    assert warriors_at(g, 1, MARQUISE) == 1 and warriors_at(g, 9, MARQUISE) == 2
    assert hand(g, MARQUISE) == ["Anvil"]  # then the Evening draw (6.6)


@pytest.mark.law("1.4.1", "7.2.2")
def test_1_4_1_cobbler_eyrie_moves_from_a_tied_clearing() -> None:
    # after the Decree, at the start of Evening: 9 is tied 1-1, which the Eyrie rule (7.2.2)
    g = position(spec(("eyrie", "daylight"), {
        "9": {"eyrie": 1, "marquise": 1}, "2": {"eyrie": {"buildings": ["roost"]}},
        "4": {"marquise": 2}, "12": {"marquise": 2}, "1": {"marquise": 2}},
        crafted={"eyrie": ["Cobbler"]}, eyrie={"leader": "builder", "decree": {}}))
    # nothing to craft and an empty Decree: straight to the start of Evening
    assert g.pending.kind == "effects:start_evening"
    play(g, "use Cobbler")
    assert sorted(options(g)) == ["move 9->1", "move 9->12", "move 9->4"]
    play(g, "move 9->12")
    assert warriors_at(g, 12, EYRIE) == 1 and warriors_at(g, 9, EYRIE) == 0


def test_cobbler_not_offered_without_a_legal_move() -> None:
    # the Marquise's only warriors are in 1, where the Eyrie rule; every neighbour is Eyrie's
    g = position(spec(("marquise", "daylight"), {
        "1": {"marquise": 1, "eyrie": 2}, "5": {"eyrie": 1}, "9": {"eyrie": 1}, "10": {"eyrie": 1}},
        crafted={"marquise": ["Cobbler"]}))
    play(g, "end")
    # no start-of-Evening window: the Marquise drew in Evening and the Eyrie's turn began
    assert g.current == EYRIE and g.pending.kind == "decree"
    assert len(g.factions[MARQUISE].hand) == 1
    assert warriors_at(g, 1, MARQUISE) == 1


# ============================================================================ Scouting Party
@pytest.mark.law("4.3.1")
def test_4_3_1_defender_may_ambush_without_scouting_party() -> None:
    g = position(spec(("marquise", "daylight"), {"8": {"marquise": 3, "eyrie": 2}},
                      hands={"eyrie": ["Ambush (fox)", "Ambush (bird)"]}), dice=[1, 0])
    play(g, "battle 8 eyrie")
    assert g.pending.kind == "ambush" and g.pending.seat == EYRIE
    assert sorted(options(g)) == ['ambush "Ambush (bird)"', 'ambush "Ambush (fox)"', "pass"]


@pytest.mark.law("4.3.1")
def test_4_3_1_scouting_party_attacker_cannot_be_ambushed() -> None:
    g = position(spec(("marquise", "daylight"), {"8": {"marquise": 3, "eyrie": 2}},
                      crafted={"marquise": ["Scouting Party"]},
                      hands={"eyrie": ["Ambush (fox)", "Ambush (bird)"]}), dice=[1, 0])
    play(g, "battle 8 eyrie")
    # no ambush asked: the dice were rolled at once
    assert g.pending.kind == "daylight"
    assert warriors_at(g, 8, EYRIE) == 1 and warriors_at(g, 8, MARQUISE) == 3
    assert hand(g, EYRIE) == ["Ambush (bird)", "Ambush (fox)"]
    assert g.rng.script == []  # the battle rolled the scripted dice


@pytest.mark.law("4.3.1")
def test_4_3_1_eyrie_scouting_party_as_attacker_but_not_as_defender() -> None:
    # Eyrie attacks by Decree in 7 (mouse): the Marquise's mouse ambush cannot be played.
    g = position(spec(("eyrie", "daylight"), {
        "7": {"eyrie": 2, "marquise": 2}, "2": {"eyrie": {"buildings": ["roost"]}}},
        crafted={"eyrie": ["Scouting Party", "Codebreakers"]}, hands={"marquise": ["Ambush (mouse)"]},
        eyrie={"leader": "builder", "decree": {"battle": ["Loyal Vizier"]}}), dice=[2, 2])
    start_eyrie_decree_battle(g)
    # the Marquise is never asked to ambush: the dice were rolled and the battle is over
    assert warriors_at(g, 7, EYRIE) == 0 and warriors_at(g, 7, MARQUISE) == 0
    assert "Ambush (mouse)" in hand(g, MARQUISE) and "Ambush (mouse)" not in discard(g)
    assert g.rng.script == []  # the battle rolled the scripted dice
    # as defender, Scouting Party changes nothing: the Eyrie may still ambush
    g2 = position(spec(("marquise", "daylight"), {"7": {"marquise": 2, "eyrie": 2}},
                       crafted={"eyrie": ["Scouting Party"]}, hands={"eyrie": ["Ambush (mouse)"]}), dice=[1, 1])
    play(g2, "battle 7 eyrie")
    assert g2.pending.kind == "ambush" and g2.pending.seat == EYRIE


# ============================================================================ Codebreakers
@pytest.mark.law("1.2.1")
def test_1_2_1_codebreakers_marquise_sees_the_eyrie_hand() -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}},
                      crafted={"marquise": ["Codebreakers"]}, hands={"eyrie": ["Anvil", "Ambush (bird)"]}))
    assert "use Codebreakers eyrie" in options(g)
    assert g.view(MARQUISE)["players"][MARQUISE]["seen"] == {}
    play(g, "use Codebreakers eyrie")
    assert g.view(MARQUISE)["players"][MARQUISE]["seen"] == {"eyrie": ["Ambush (bird)", "Anvil"]}
    # private to the Marquise: the Eyrie's view shows no Marquise hand or "seen"
    other = g.view(EYRIE)["players"][MARQUISE]
    assert "seen" not in other and "hand" not in other
    # once in Daylight
    assert g.pending.kind == "daylight" and "3 action" in g.pending.prompt
    assert not any("Codebreakers" in o for o in options(g))


def test_codebreakers_eyrie_sees_the_marquise_hand() -> None:
    g = position(spec(("eyrie", "daylight"), {"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                      crafted={"eyrie": ["Codebreakers"]}, hands={"marquise": ["Bake Sale"]},
                      eyrie={"leader": "builder", "decree": {"recruit": ["Loyal Vizier"]}}))
    assert sorted(options(g)) == ["resolve", "use Codebreakers marquise"]
    play(g, "use Codebreakers marquise")
    assert g.view(EYRIE)["players"][EYRIE]["seen"] == {"marquise": ["Bake Sale"]}
