"""Appendix A, the Advanced Setup, as games of five and six players use it (and any game
set up with ``"mode": "advanced"``): steps 1, 2, 4, 7, 9 and 10, the factions named and set
up as in the Standard Setup (A.8, ruling R32). Landmarks (A.5), the hirelings step (A.6) and
the draft with faction setup cards (A.8.1-A.8.3) are tested in test_appendix_a_draft.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import BadInput
from woodland.testing import labels

FIVE = ["marquise", "eyrie", "alliance", "vagabond", "lizard"]
SIX = FIVE + ["riverfolk"]


def new(factions: list[str], seed: int = 1, **kw: Any) -> Game:
    setup: dict[str, Any] = {"map": "autumn", "factions": factions}
    setup.update(kw)
    return Game.new(setup, seed)


def to_starting_hands(g: Game) -> Game:
    """Answer every faction setup decision with its first option, up to A.10."""
    while g.pending is not None and g.pending.kind != "starting_hand":
        g.apply(g.pending.options[0])
    assert g.pending is not None
    return g


# ----------------------------------------------------------------------------- mode
def test_five_and_six_player_games_use_the_advanced_setup() -> None:
    assert new(FIVE).setup["mode"] == "advanced"
    assert new(SIX).setup["mode"] == "advanced"
    assert new(["marquise", "eyrie"]).setup["mode"] == "standard"
    assert new(["marquise", "eyrie"], mode="advanced").setup["mode"] == "advanced"


def test_an_unknown_setup_mode_is_refused_naming_the_field() -> None:
    with pytest.raises(BadInput) as e:
        new(["marquise", "eyrie"], mode="homeland")
    assert "setup.mode" in str(e.value)


# ----------------------------------------------------------------------------- A.4
@pytest.mark.law("A.4")
def test_A_4_seating_order_and_first_player_are_random() -> None:
    orders = set()
    firsts = set()
    for seed in range(12):
        g = new(SIX, seed)
        keys = tuple(f.key for f in g.factions)
        assert sorted(keys) == sorted(SIX)  # everyone is seated once
        orders.add(keys)
        firsts.add(keys[0])  # seat 0 takes the first turn
    assert len(orders) >= 10 and len(firsts) >= 4


@pytest.mark.law("A.4")
def test_A_4_the_first_player_takes_the_first_turn_after_setup() -> None:
    g = to_starting_hands(new(FIVE, 3))
    while g.pending is not None and g.pending.kind == "starting_hand":
        g.apply(g.pending.options[0])
    assert g.current == 0 and g.phase == "birdsong" and g.turn <= 1


# ----------------------------------------------------------------------------- A.7
@pytest.mark.law("A.7")
@pytest.mark.parametrize("factions", [FIVE, SIX], ids=["five", "six"])
def test_A_7_each_player_draws_five_cards(factions: list[str]) -> None:
    g = new(factions, 2)
    assert [len(f.hand) for f in g.factions] == [5] * len(factions)
    # dominance cards stay in the game with more than two players
    kinds = [g.deckdef.cards[c].kind for f in g.factions for c in f.hand] + \
            [g.deckdef.cards[c].kind for c in g.deck]
    assert kinds.count("dominance") == 4


@pytest.mark.law("A.7")
@pytest.mark.parametrize("seed", range(4))
def test_A_7_two_players_remove_the_dominance_cards_before_drawing_five(seed: int) -> None:
    g = new(["marquise", "eyrie"], seed, mode="advanced")
    assert [len(f.hand) for f in g.factions] == [5, 5]
    cards = [c for f in g.factions for c in f.hand] + g.deck + g.discard
    assert len(cards) == 50
    assert not any(g.deckdef.cards[c].kind == "dominance" for c in cards)


# ----------------------------------------------------------------------------- A.9
@pytest.mark.law("A.9")
def test_A_9_every_score_marker_starts_at_zero() -> None:
    g = to_starting_hands(new(SIX, 5))
    assert [f.score for f in g.factions] == [0] * 6


# ----------------------------------------------------------------------------- A.10
@pytest.mark.law("A.10", "A.8")
def test_A_10_hands_are_chosen_after_the_factions_set_up() -> None:
    g = new(FIVE, 1)
    assert g.pending is not None and g.pending.kind != "starting_hand"
    g = to_starting_hands(g)
    # the factions have placed their starting pieces (A.8 = 5.1.7) before A.10
    placed = {(g.factions[o].key, k) for bs in g.buildings for o, k in bs if o >= 0} | \
             {(g.factions[o].key, k) for ts in g.tokens for o, k in ts if o >= 0}
    assert {("marquise", "keep"), ("eyrie", "roost")} <= placed
    assert any(f == "lizard" and k.startswith("garden") for f, k in placed)
    assert any(v.clearing >= 0 or v.forest >= 0 for v in g.factions if v.is_vagabond)


@pytest.mark.law("A.10")
def test_A_10_each_player_keeps_three_and_puts_two_on_the_deck_then_it_is_shuffled() -> None:
    g = to_starting_hands(new(FIVE, 7))
    deck_before = list(g.deck)
    returned: list[int] = []
    while g.pending is not None and g.pending.kind == "starting_hand":
        seat = g.pending.seat
        hand = list(g.factions[seat].hand)
        g.apply(g.pending.options[-1])
        (gone,) = [c for c in hand if c not in g.factions[seat].hand or hand.count(c) > g.factions[seat].hand.count(c)]
        returned.append(gone)
    assert [len(f.hand) for f in g.factions] == [3] * 5
    assert len(returned) == 10
    # the returned cards are in the deck, which was shuffled afterwards
    assert sorted(g.deck) == sorted(deck_before + returned)
    assert g.deck != deck_before + returned


@pytest.mark.law("A.10", "1.2.1")
def test_A_10_the_choice_is_asked_in_seat_order_and_hidden_from_the_others() -> None:
    g = to_starting_hands(new(FIVE, 9))
    p = g.pending
    assert p is not None and p.seat == 0
    # each option names a card of the chooser's own hand
    assert {str(a) for a in p.options} == {f'return "{x}"' if " " in x else f"return {x}"
                                           for x in labels(g, g.factions[0].hand)}
    g.apply(p.options[0])
    for seat in range(1, 5):
        v = g.view(seat)
        assert v["players"][0].get("hand") is None  # the Marquise's cards stay hidden
        assert v["players"][0]["hand_count"] == 4
