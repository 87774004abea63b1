"""The Lilypad Diaspora's frog cards (16.2.2; docs/decks/frog-cards.md): in the deck data
with ``"added": "lilypad"`` and each effect of woodland/cards/frogs.py, crafted and used in
concrete positions.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Rivers: 4-7, 5-10, 7-11, 10-11.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.factions.lilypad.test_ch16_lilypad import lp, pos as lilypad_pos, why
from woodland import Game
from woodland.core.cards import load_deck
from woodland.factions.lilypad import lilypad
from woodland.rules import cards as C
from woodland.rules.effects import EFFECTS
from woodland.testing import hand, option_set, play, tokens_at, warriors_at

L, M, E = 0, 1, 2  # seats: the Diaspora, the Marquise, the Eyrie

#: the frog cards with their effects (docs/decks/frog-cards.md): name, copies, cost, kind
FROG_ROWS = [
    ("Frog Dominance", 1, (), "dominance"),
    ("Ambush (frog)", 1, (), "ambush"),
    ("Frog Partisans", 1, ("frog",), "persistent"),
    ("Militias", 2, ("frog",), "immediate"),
    ("Settlers", 1, ("frog",), "immediate"),
    ("Agitators", 1, ("frog",), "immediate"),
    ("Assimilationists", 1, ("any", "any"), "immediate"),
    ("Advocates", 1, ("any", "frog"), "persistent"),
    ("Stewards", 1, ("any",), "immediate"),
    ("Rabbit Laborers", 1, ("rabbit",), "persistent"),
    ("Mouse Laborers", 1, ("mouse",), "persistent"),
    ("Fox Laborers", 1, ("fox",), "persistent"),
    ("Companions", 1, ("any", "frog"), "persistent"),
]


def pos(clearings: dict[str, Any], hands: dict[str, Any] | None = None, phase: str = "daylight",
        player: str = "marquise", others: tuple[str, ...] = ("marquise", "eyrie"), dice: list[int] | None = None,
        **extra: Any) -> Game:
    """A position with the Diaspora first, on the Marquise's turn by default."""
    return lilypad_pos(clearings, hands, phase, player, others, dice, **extra)


def workshop(warriors: int = 1) -> dict[str, Any]:
    return {"marquise": {"warriors": warriors, "buildings": ["workshop"]}}


def pond(g: Game) -> list[str]:
    return [g.deckdef.cards[c].label for c in lilypad(g, L).pond]


# ----------------------------------------------------------------------------- the deck data
@pytest.mark.law("16.2.2", "16.3.4")
@pytest.mark.parametrize("deck", ["standard", "exiles"])
def test_the_frog_cards_are_in_both_decks_each_with_its_effect(deck: str) -> None:
    d = load_deck(deck)
    frogs = [c for c in d.cards if c.added == "lilypad"]
    assert all(c.suit == "frog" for c in frogs)
    counts = Counter(c.label for c in frogs)
    for label, copies, cost, kind in FROG_ROWS:
        card = d.cards[d.types[d.type_of(label)].id]
        assert (counts[label], card.cost, card.kind) == (copies, cost, kind), label
        if kind in ("persistent", "immediate"):
            assert card.effect in EFFECTS, label  # never a card without its effect
    assert sum(counts.values()) == sum(r[1] for r in FROG_ROWS)


@pytest.mark.law("16.3.4")
def test_the_diaspora_setup_shuffles_every_frog_card_into_the_deck() -> None:
    g = Game.new({"factions": ["lilypad", "marquise", "eyrie"], "seating": "given"}, seed=3)
    while g.pending.kind != "lilypad_setup":
        play(g, str(g.pending.options[0]))
    play(g, "place 5")
    frogs = [c.id for c in g.deckdef.cards if c.added == "lilypad"]
    assert set(frogs) <= set(g.deck)
    assert len(frogs) == 14  # 16.3.4: "14 cards"


@pytest.mark.law("16.3.3", "16.3.4")
def test_two_players_shuffle_thirteen_frog_cards_into_the_deck() -> None:
    g = Game.new({"factions": ["lilypad", "marquise"], "seating": "given"}, seed=3)
    while g.pending.kind != "lilypad_setup":
        play(g, str(g.pending.options[0]))
    play(g, "place 5")
    held = g.deck + [c for f in g.factions for c in f.hand]
    frogs = [c for c in held if g.deckdef.cards[c].added == "lilypad"]
    assert len(frogs) == 13  # "or 13 if the Frog Dominance card was removed"
    assert "Companions" in {g.deckdef.cards[c].label for c in frogs}


# ----------------------------------------------------------------------------- Ambush (frog)
@pytest.mark.law("4.3.1", "16.2.3")
def test_the_frog_ambush_matches_an_enclave_and_goes_to_the_bottom_of_the_pond() -> None:
    g = pos({"5": {**lp(2, "peaceful"), "marquise": {"warriors": 4}}},
            hands={"lilypad": ["Ambush (frog)"]}, lilypad={"pond": ["Settlers"]}, dice=[0, 0])
    play(g, "battle 5 lilypad")
    assert g.pending.kind == "ambush" and 'ambush "Ambush (frog)"' in option_set(g)
    play(g, 'ambush "Ambush (frog)"')
    while g.pending.kind != "ambush_hits" and not pond(g)[:1] == ["Ambush (frog)"]:
        play(g, str(g.pending.options[0]))
    assert warriors_at(g, 5, M) == 2  # two immediate hits
    assert pond(g) == ["Ambush (frog)", "Settlers"]  # the bottom, under Settlers


@pytest.mark.law("4.3.1.I", "16.2.3")
def test_the_frog_ambush_spent_to_foil_goes_to_the_bottom_of_the_pond() -> None:
    g = pos({"5": {**lp(2, "peaceful"), "marquise": {"warriors": 4}}}, hands={"lilypad": ["Ambush (bird)"],
            "marquise": ["Ambush (frog)"]}, lilypad={"pond": ["Settlers"]}, dice=[0, 0])
    play(g, "battle 5 lilypad", 'ambush "Ambush (bird)"')
    assert g.pending.kind == "foil"
    play(g, 'foil "Ambush (frog)"')
    assert pond(g) == ["Ambush (frog)", "Settlers"] and warriors_at(g, 5, M) == 4


@pytest.mark.law("16.2.3")
def test_the_frog_ambush_discarded_from_hand_goes_on_top_of_the_pond() -> None:
    g = pos({"5": lp(1, "peaceful")}, hands={"marquise": ["Ambush (frog)"]}, lilypad={"pond": ["Settlers"]})
    C.spend(g, M, g.factions[M].hand[0])
    assert pond(g) == ["Settlers", "Ambush (frog)"]


@pytest.mark.law("4.3.1")
def test_the_frog_ambush_does_not_match_a_clearing_without_an_enclave() -> None:
    g = pos({"12": {"lilypad": {"warriors": 2}, "marquise": {"warriors": 4}}},
            hands={"lilypad": ["Ambush (frog)"]}, dice=[0, 0])
    play(g, "battle 12 lilypad")
    assert g.pending.kind == "ambush" and option_set(g) == {"pass"}
    assert "must match the clearing" in why(g, 'ambush "Ambush (frog)"')[0]


# ----------------------------------------------------------------------------- Frog Partisans
@pytest.mark.law("4.3.4", "16.2.2")
def test_frog_partisans_deals_an_extra_hit_in_a_frog_clearing_then_discards_other_suits() -> None:
    g = pos({"5": {**lp(3, "peaceful"), "marquise": {"warriors": 3}}}, crafted={"lilypad": ["Frog Partisans"]},
            hands={"lilypad": ["Settlers", "Bake Sale", "Ambush (bird)"]}, dice=[1, 1])
    play(g, "battle 5 lilypad", "pass")
    assert g.pending.kind == "after_roll" and g.pending.seat == L
    play(g, 'use "Frog Partisans"')
    assert warriors_at(g, 5, M) == 1  # 1 rolled + 1 extra
    assert hand(g, L) == ["Settlers"]  # every card but the frog card is discarded


# ----------------------------------------------------------------------------- Militias
@pytest.mark.law("16.2.2")
def test_militias_flips_a_peaceful_enclave_or_places_a_militant_one() -> None:
    g = pos({"5": {**lp(1, "peaceful"), **workshop()}, "1": lp(1, "militant")}, hands={"marquise": ["Militias"]})
    play(g, "craft Militias")
    assert g.pending.kind == "militias" and g.pending.seat == M
    opts = option_set(g)
    assert "militias 5" in opts and "militias 12" in opts and "militias 1" not in opts
    assert why(g, "militias 1")[0] == "the enclave in clearing 1 is Militant already"
    play(g, "militias 12")
    assert tokens_at(g, 12, L) == ["militant"] and warriors_at(g, 12, L) == 0  # no warrior comes with it
    assert pond(g) == ["Militias"]  # discarded after its effect, to the Pond


@pytest.mark.law("16.2.2", "16.2.1.II")
def test_militias_flipping_an_enclave_makes_the_clearing_frog_only() -> None:
    g = pos({"5": {**lp(1, "peaceful"), **workshop()}}, hands={"marquise": ["Militias"]})
    play(g, "craft Militias", "militias 5")
    assert tokens_at(g, 5, L) == ["militant"]


# ----------------------------------------------------------------------------- Settlers
@pytest.mark.law("16.2.2", "4.2", "16.2.6")
def test_settlers_the_crafter_chooses_the_diasporas_move() -> None:
    g = pos({"5": {**lp(1, "peaceful"), **workshop(3)}, "10": lp(3)}, hands={"marquise": ["Settlers"]})
    play(g, "craft Settlers")
    assert g.pending.kind == "move" and g.pending.seat == M
    assert "move 10->5" in option_set(g) and "pass" not in option_set(g)  # a river: Swimmers ignore rule
    play(g, "move 10->1", "x2")
    assert warriors_at(g, 1, L) == 2 and warriors_at(g, 10, L) == 1
    assert pond(g) == ["Settlers"]


# ----------------------------------------------------------------------------- Agitators
@pytest.mark.law("16.2.2", "4.3")
def test_agitators_the_crafter_chooses_where_the_diaspora_battle_and_whom() -> None:
    g = pos({"5": {**lp(2, "peaceful"), **workshop(1), "eyrie": {"warriors": 1}}},
            hands={"marquise": ["Agitators"]}, dice=[1, 0])
    play(g, "craft Agitators")
    assert g.pending.kind == "agitators" and g.pending.seat == M
    assert option_set(g) == {"battle 5 marquise", "battle 5 eyrie"}
    play(g, "battle 5 eyrie")
    while g.pending is not None and g.pending.seat != M:
        play(g, str(g.pending.options[0]))
    assert warriors_at(g, 5, E) == 0 and warriors_at(g, 5, M) == 1


# ----------------------------------------------------------------------------- Assimilationists
@pytest.mark.law("16.2.2", "16.2.4")
def test_assimilationists_removes_a_ruled_peaceful_enclave_both_draw_no_fears() -> None:
    g = pos({"5": {**lp(0, "peaceful"), **workshop(2)}, "10": {**lp(1, "peaceful"), "marquise": {"warriors": 2}},
             "1": {**lp(3, "peaceful"), **workshop(1)}},
            hands={"marquise": ["Assimilationists"]})
    play(g, "craft Assimilationists")
    while g.pending.kind == "craft_pay":
        play(g, str(g.pending.options[0]))
    assert g.pending.kind == "assimilationists" and option_set(g) == {"assimilate 5", "assimilate 10"}
    assert why(g, "assimilate 1")[0] == "you do not rule clearing 1"
    play(g, "assimilate 5")
    assert tokens_at(g, 5, L) == [] and g.factions[M].score == 1  # an enemy token removed (3.2.1)
    assert len(hand(g, M)) == 1 and len(hand(g, L)) == 1
    assert tokens_at(g, 10, L) == ["peaceful"]  # no Fears Come to Pass (the Marquise has pieces there)


# ----------------------------------------------------------------------------- Advocates
@pytest.mark.law("16.2.2")
def test_advocates_must_name_a_suit_at_birdsong_scores_ruled_peaceful_enclaves() -> None:
    g = pos({"3": {**lp(0, "peaceful"), "marquise": {"warriors": 1}}, "4": {**lp(0, "peaceful"), **workshop()},
             "1": {**lp(0, "peaceful"), "marquise": {"warriors": 1}}, "10": lp(1, "peaceful")},
            crafted={"marquise": ["Advocates"]}, phase="birdsong")
    assert g.pending.seat == M and 'use Advocates rabbit' in option_set(g) and "pass" not in option_set(g)
    assert 'use Advocates frog' not in option_set(g)
    play(g, "use Advocates rabbit")
    assert g.factions[M].score == 2  # 3 and 4 (10 is the Diaspora's)
    assert g.factions[M].play_area == [] and pond(g) == ["Advocates"]


# ----------------------------------------------------------------------------- Stewards
@pytest.mark.law("16.2.2", "4.1")
def test_stewards_crafts_the_top_of_the_pond_at_no_cost() -> None:
    g = pos({"5": {**lp(1, "peaceful"), **workshop()}}, hands={"marquise": ["Stewards"]},
            lilypad={"pond": ["Militias", "Advocates"]})
    play(g, "craft Stewards")
    assert g.factions[M].play_area == [g.deckdef.types[g.deckdef.type_of("Advocates")].id]  # frog icon unpaid
    assert pond(g) == ["Militias", "Stewards"]


@pytest.mark.law("16.2.2")
def test_stewards_discards_itself_after_the_effect_of_the_card_it_crafted() -> None:
    g = pos({"5": {**lp(1, "peaceful"), **workshop()}}, hands={"marquise": ["Stewards"]},
            lilypad={"pond": ["Advocates", "Militias"]})
    play(g, "craft Stewards")
    assert g.pending.kind == "militias" and pond(g) == ["Advocates"]  # both cards wait
    play(g, "militias 12")
    assert tokens_at(g, 12, L) == ["militant"] and pond(g) == ["Advocates", "Militias", "Stewards"]


@pytest.mark.law("16.2.2", "2.1.2")
def test_stewards_keeps_an_ambush_from_the_pond_in_hand() -> None:
    g = pos({"5": {**lp(1, "peaceful"), **workshop()}}, hands={"marquise": ["Stewards"]},
            lilypad={"pond": ["Ambush (frog)"]})
    play(g, "craft Stewards")
    assert hand(g, M) == ["Ambush (frog)"] and pond(g) == ["Stewards"]
    assert g.factions[M].hand[0] in g.factions[M].shown  # taken face up: everyone knows it


# ----------------------------------------------------------------------------- Laborers
@pytest.mark.law("16.2.2", "4.1.1")
def test_rabbit_laborers_craft_with_peaceful_enclaves_in_rabbit_clearings_at_evening() -> None:
    g = pos({"3": lp(0, "peaceful"), "4": lp(0, "peaceful"), "5": lp(1, "militant"), "1": lp(0, "peaceful"),
             "12": workshop()},
            crafted={"marquise": ["Rabbit Laborers"]}, hands={"marquise": ["Bake Sale", "Investments"]},
            phase="evening")
    g.factions[L].used += ["craft:2", "craft:3"]  # the Diaspora crafted with them this turn: no matter
    assert g.pending.seat == M and 'use "Rabbit Laborers"' in option_set(g)
    play(g, 'use "Rabbit Laborers"')
    assert g.pending.kind == "laborers_craft"
    assert option_set(g) == {'craft "Bake Sale"', 'craft Investments', "done"}
    play(g, 'craft "Bake Sale"')  # rabbit + rabbit: the enclaves in 3 and 4 (5 is Militant, 1 is fox)
    assert g.factions[M].score == 3 and "coins" in g.factions[M].items
    assert g.pending.kind != "laborers_craft"  # no enclave left unused: the crafting ends
    assert 'use "Rabbit Laborers"' not in option_set(g)  # once per turn


@pytest.mark.law("16.2.2")
def test_fox_laborers_offer_nothing_without_peaceful_enclaves_in_fox_clearings() -> None:
    g = pos({"3": lp(0, "peaceful"), "12": workshop()}, crafted={"marquise": ["Fox Laborers"]},
            hands={"marquise": ["Anvil"]}, phase="evening")
    assert all(not str(o).startswith("use") for o in g.pending.options)


# ----------------------------------------------------------------------------- Companions
def sawmills(**extra: Any) -> Game:
    """The Marquise's Daylight with sawmills in 1 (fox) and 5 (rabbit, a Peaceful enclave:
    frog too), Companions crafted and frog cards in hand."""
    mill = {"warriors": 1, "buildings": ["sawmill"]}
    spec: dict[str, Any] = {"crafted": {"marquise": ["Companions"]}, "hands": {"marquise": ["Settlers"]}}
    spec.update(extra)
    return pos({"1": {"marquise": mill}, "5": {**lp(1, "peaceful"), "marquise": mill}}, **spec)


@pytest.mark.law("16.2.2", "6.5.5", "16.2.3")
def test_companions_spends_a_frog_card_as_another_suit_then_goes_to_the_pond() -> None:
    without = sawmills(crafted={})
    assert "overwork 1" not in option_set(without)  # a frog card does not match a fox clearing
    g = sawmills()
    play(g, "overwork 1", "spend Settlers")
    assert hand(g, M) == [] and g.factions[M].play_area == []
    assert pond(g) == ["Settlers", "Companions"]  # "if you do, discard this": after the card


@pytest.mark.law("16.2.2", "6.5.5", "16.2.1.I")
def test_companions_stays_when_the_frog_card_matches_by_its_own_suit() -> None:
    g = sawmills()
    play(g, "overwork 5", "spend Settlers")  # a Peaceful enclave: clearing 5 is frog too
    assert pond(g) == ["Settlers"]
    assert [g.deckdef.cards[c].label for c in g.factions[M].play_area] == ["Companions"]


@pytest.mark.law("16.2.2", "6.5.5")
def test_companions_works_once_then_frog_cards_keep_their_suit() -> None:
    g = sawmills(hands={"marquise": ["Settlers", "Agitators"]})
    play(g, "overwork 1", "spend Settlers")
    assert "overwork 1" not in option_set(g)  # Companions is gone: Agitators is only frog again
    assert "overwork 5" in option_set(g)


@pytest.mark.law("16.2.2", "2.1.1", "3.3.4")
def test_companions_spends_a_frog_card_as_a_bird_card() -> None:
    """Reverse substitution (2.1.1) takes only a bird card, but Companions says "even bird"."""
    without = pos({"9": {"marquise": {"warriors": 2}}}, hands={"marquise": ["Settlers"]},
                  available=["Bird Dominance"])
    assert 'take "Bird Dominance"' not in option_set(without)
    g = pos({"9": {"marquise": {"warriors": 2}}}, crafted={"marquise": ["Companions"]},
            hands={"marquise": ["Settlers"]}, available=["Bird Dominance"])
    play(g, 'take "Bird Dominance"', "spend Settlers")
    assert hand(g, M) == ["Bird Dominance"] and pond(g) == ["Settlers", "Companions"]


@pytest.mark.law("16.2.2", "4.3.1", "16.2.3")
def test_companions_reveals_the_frog_ambush_as_any_suit_in_defence() -> None:
    """On another player's turn: the Diaspora's frog Ambush in a fox clearing without an
    enclave (no match by its own suit, test above)."""
    g = pos({"12": {"lilypad": {"warriors": 2}, "marquise": {"warriors": 4}}}, crafted={"lilypad": ["Companions"]},
            hands={"lilypad": ["Ambush (frog)"]}, lilypad={"pond": ["Settlers"]}, dice=[0, 0])
    play(g, "battle 12 lilypad")
    assert 'ambush "Ambush (frog)"' in option_set(g)
    play(g, 'ambush "Ambush (frog)"')
    assert g.factions[L].play_area == []
    assert warriors_at(g, 12, M) == 2  # the ambush's two hits
    assert pond(g) == ["Ambush (frog)", "Settlers", "Companions"]  # spent ambush: the bottom (R451)


@pytest.mark.law("16.2.2", "4.3.1.I")
def test_companions_foils_an_ambush_with_the_frog_ambush_as_any_suit() -> None:
    def attack(crafted: dict[str, list[str]]) -> Game:
        g = pos({"12": {"lilypad": {"warriors": 2}, "marquise": {"warriors": 4}}}, crafted=crafted,
                hands={"lilypad": ["Ambush (bird)"], "marquise": ["Ambush (frog)"]}, lilypad={"pond": ["Settlers"]},
                dice=[0, 0])
        return play(g, "battle 12 lilypad", 'ambush "Ambush (bird)"')
    assert option_set(attack({})) == {"pass"}  # a fox clearing without an enclave
    g = attack({"marquise": ["Companions"]})
    play(g, 'foil "Ambush (frog)"')
    assert warriors_at(g, 12, M) == 4 and g.factions[M].play_area == []
    assert pond(g) == ["Ambush (frog)", "Settlers", "Companions"]


@pytest.mark.law("16.2.2", "8.2.6", "2.1.1")
def test_companions_does_not_make_a_frog_card_given_perforce() -> None:
    """Outrage: a frog card is no matching card to give (nothing is spent or revealed, and
    "may" forces nothing): the Alliance draws instead and Companions stays (R460)."""
    g = pos({"12": {"alliance": {"tokens": ["sympathy"]}}, "9": {"marquise": {"warriors": 2}}},
            crafted={"marquise": ["Companions"]}, hands={"marquise": ["Settlers"], "alliance": []},
            others=("marquise", "alliance"))
    play(g, "march", "move 9->12", "x2")
    assert hand(g, M) == ["Settlers"] and len(g.factions[2].supporters) == 1  # drawn from the deck
    assert len(g.factions[M].play_area) == 1


@pytest.mark.law("16.2.2", "9.5.4")
def test_companions_does_not_make_a_frog_card_given_for_aid() -> None:
    """Aid gives a card: neither spent nor revealed (R460); the oracle says so."""
    g = pos({"1": {"marquise": {"warriors": 1}}}, crafted={"vagabond": ["Companions"]},
            hands={"vagabond": ["Settlers", "Anvil"]}, player="vagabond", others=("marquise", "vagabond"),
            vagabond={"character": "thief", "clearing": 1, "items": ["torch", "boots"]})
    play(g, "aid marquise", "exhaust boots")
    assert option_set(g) == {"give Anvil"}
    assert "not given" in why(g, "give Settlers")[0]


@pytest.mark.law("16.2.2", "16.6.2")
def test_companions_lets_the_diaspora_integrate_a_frog_card_as_a_suit() -> None:
    g = pos({"10": lp(0, "peaceful"), "5": lp(0, "peaceful"), "1": lp(0, "peaceful")},
            crafted={"lilypad": ["Companions"]}, hands={"lilypad": ["Settlers"]}, player="lilypad", phase="evening")
    assert {"integrate Settlers rabbit", "integrate Settlers fox"} <= option_set(g)
    play(g, "integrate Settlers rabbit")
    assert g.factions[L].score == 2 and g.factions[L].play_area == []  # 5 and 10
    assert pond(g) == ["Settlers", "Companions"]


@pytest.mark.law("16.2.2", "10.5.2", "10.5.3", "10.2.2")
def test_companions_reveals_a_frog_card_for_a_cult_ritual_as_another_suit() -> None:
    """R461: revealed as a bird card it may Sacrifice (Hatred of Birds: not wild), as a
    clearing suit it recruits anywhere of that suit, as a scored suit it names the suit."""
    def cult() -> Game:
        return pos({"1": {"lizard": {"warriors": 2, "buildings": ["garden_fox"]}},
                    "6": {"lizard": {"warriors": 2, "buildings": ["garden_fox"]}}},
                   crafted={"lizard": ["Companions"]}, hands={"lizard": ["Settlers"]}, player="lizard",
                   others=("lizard",))
    g = cult()
    assert {"sacrifice Settlers", "recruit Settlers 12", "score Settlers fox"} <= option_set(g)
    assert "score Settlers" not in option_set(g) and "score Settlers rabbit" not in option_set(g)
    play(g, "recruit Settlers 12")
    assert warriors_at(g, 12, 1) == 1 and pond(g) == ["Companions"]
    g = cult()
    play(g, "score Settlers fox")
    assert g.factions[1].score == 2 and pond(g) == ["Settlers", "Companions"]


@pytest.mark.law("16.2.2", "12.5.3")
def test_companions_reveals_one_frog_card_to_sway_a_minister() -> None:
    """A frog card matches no clearing for the Sway (R298); through Companions it is
    revealed as any suit, once: two frog cards are not two cards of any suit (R462)."""
    def sway(crafted: dict[str, list[str]], cards: list[str]) -> Game:
        g = pos({"1": {"duchy": {"warriors": 1}}, "2": {"duchy": {"warriors": 1}}}, crafted=crafted,
                hands={"duchy": cards}, player="duchy", others=("duchy",))
        return play(g, "end", "end")
    assert option_set(sway({}, ["Settlers", "Ambush (mouse)"])) == {"end"}
    assert option_set(sway({"duchy": ["Companions"]}, ["Settlers", "Agitators"])) == {"end"}
    g = sway({"duchy": ["Companions"]}, ["Settlers", "Ambush (mouse)"])
    play(g, "sway marshal", "reveal Settlers")
    assert pond(g) == ["Companions"] and option_set(g) == {'reveal "Ambush (mouse)"'}
    play(g, 'reveal "Ambush (mouse)"')
    assert g.factions[1].swayed == ["marshal"]


def rare_positions() -> list[Game]:
    """Decisions of the frog cards that random walks rarely meet (tests/rl/test_space.py)."""
    militias = play(pos({"5": {**lp(1, "peaceful"), **workshop()}}, hands={"marquise": ["Militias"]}),
                    "craft Militias")
    assimilate = play(pos({"5": {**lp(0, "peaceful"), **workshop(2)}, "10": {**lp(0, "peaceful"), **workshop(2)}},
                          hands={"marquise": ["Assimilationists"]}), "craft Assimilationists")
    while assimilate.pending is not None and assimilate.pending.kind == "craft_pay":
        play(assimilate, str(assimilate.pending.options[0]))
    games = [militias, assimilate]
    assert [g.pending.kind for g in games if g.pending] == ["militias", "assimilationists"]
    return games
