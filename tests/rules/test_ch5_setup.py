"""Law chapter 5: Standard Setup (5.1.1-5.1.7) and Reach (5.2), walked through the setup
decisions of a two-player Marquise / Eyrie game."""

from __future__ import annotations

import pytest

from woodland import Game
from woodland.testing import options, play

AUTUMN_CORNERS = ["keep 1", "keep 2", "keep 3", "keep 4"]


def new(seed: int = 0, factions: list[str] | None = None, seating: str = "given", map_: str = "autumn") -> Game:
    return Game.new({"map": map_, "factions": factions or ["marquise", "eyrie"], "seating": seating}, seed)


def seat_of(g: Game, key: str) -> int:
    return next(f.seat for f in g.factions if f.key == key)


def finish_setup(g: Game) -> Game:
    """Marquise: keep in 1, sawmill 1, workshop 5, recruiter 9; the Eyrie is then left only
    corner 3 (7.3.2, opposite the keep) and picks the Builder."""
    return play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9", "leader builder")


# ----------------------------------------------------------------------------- 5.1.1
@pytest.mark.law("5.1.1")
def test_5_1_1_random_seating_seats_every_faction_once() -> None:
    for seed in range(12):
        g = new(seed, seating="random")
        assert g.n == 2
        assert sorted(f.key for f in g.factions) == ["eyrie", "marquise"]
        assert [f.seat for f in g.factions] == [0, 1]


@pytest.mark.law("5.1.1")
def test_5_1_1_random_seating_and_starting_player_vary_with_the_seed() -> None:
    orders = {tuple(f.key for f in new(seed, seating="random").factions) for seed in range(24)}
    # both seatings occur: who sits in seat 0 (the starting player) is decided at random
    assert orders == {("marquise", "eyrie"), ("eyrie", "marquise")}


@pytest.mark.law("5.1.1")
def test_5_1_1_the_starting_player_takes_the_first_turn() -> None:
    for seed in range(8):
        g = new(seed, seating="random")
        first = g.factions[0].key
        if first == "marquise":
            play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9", "leader builder")
            # the Marquise (seat 0) is in her first turn, Birdsong done, now Daylight
            assert g.current == 0 and g.phase == "daylight"
            assert g.pending.seat == 0 and g.pending.kind == "daylight"
        else:
            # setup: Marquise (seat 1) first, then the Eyrie; then seat 0 (the Eyrie) starts
            play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9", "leader builder")
            assert g.current == 0 and g.phase == "birdsong"
            assert g.pending.seat == 0 and g.pending.kind == "decree"


@pytest.mark.law("5.1.1")
def test_5_1_1_given_seating_keeps_the_listed_order() -> None:
    g = new(5, ["eyrie", "marquise"])
    assert [f.key for f in g.factions] == ["eyrie", "marquise"]
    g = new(5, ["marquise", "eyrie"])
    assert [f.key for f in g.factions] == ["marquise", "eyrie"]


# ----------------------------------------------------------------------------- 5.1.2
@pytest.mark.law("5.1.2")
def test_5_1_2_scores_start_at_zero() -> None:
    g = new(3)
    assert [f.score for f in g.factions] == [0, 0]
    finish_setup(g)
    # setup scores nothing (starting buildings score no points)
    assert [f.score for f in g.factions] == [0, 0]
    v = g.view(0)
    assert [p["score"] for p in v["players"]] == [0, 0]


# ----------------------------------------------------------------------------- 5.1.3
@pytest.mark.law("5.1.3")
@pytest.mark.parametrize("seed", [0, 1, 2, 7, 99])
def test_5_1_3_two_players_play_without_dominance_cards(seed: int) -> None:
    g = new(seed)
    cards = [c for c in g.deckdef.cards if not c.added]  # frog cards come with the Diaspora (16.3.4)
    assert len(cards) == 54
    everywhere = g.deck + g.discard + g.available + [c for f in g.factions for c in f.hand]
    assert all(cards[c].kind != "dominance" for c in everywhere)
    # the other 50 cards are all there, each exactly once
    assert sorted(everywhere) == sorted(c.id for c in cards if c.kind != "dominance")
    assert g.available == [] and g.discard == []


@pytest.mark.law("5.1.3")
def test_5_1_3_three_players_keep_the_dominance_cards() -> None:
    g = new(1, ["marquise", "eyrie", "alliance"])
    cards = g.deckdef.cards
    everywhere = g.deck + [c for f in g.factions for c in f.hand]
    assert sorted(everywhere) == sorted(c.id for c in cards if not c.added)  # no frog card without the Diaspora
    assert sum(1 for c in everywhere if cards[c].kind == "dominance") == 4
    assert [len(f.hand) for f in g.factions] == [3, 3, 3]


@pytest.mark.law("5.1.3")
def test_5_1_3_each_player_draws_three_cards() -> None:
    g = new(4)
    assert [len(f.hand) for f in g.factions] == [3, 3]
    assert len(g.deck) == 50 - 6
    finish_setup(g)
    # the Marquise's first Birdsong and the setup draw nothing more
    assert [len(f.hand) for f in g.factions] == [3, 3]
    assert len(g.deck) == 44


@pytest.mark.law("5.1.3")
def test_5_1_3_the_deck_is_shuffled() -> None:
    hands = {tuple(sorted(new(seed).factions[0].hand)) for seed in range(10)}
    assert len(hands) > 1
    decks = {tuple(new(seed).deck) for seed in range(10)}
    assert len(decks) == 10


# ----------------------------------------------------------------------------- 5.1.4
@pytest.mark.law("5.1.4")
def test_5_1_4_ruins_fill_the_four_r_slots_of_autumn() -> None:
    g = new(0)
    ruins = [c + 1 for c in range(12) if (-1, "ruin") in g.buildings[c]]
    assert ruins == [6, 10, 11, 12]
    # one ruin per R slot, and nothing else on the map before the factions set up
    assert sum(len(b) for b in g.buildings) == 4
    assert all(len(b) <= 1 for b in g.buildings)


@pytest.mark.law("5.1.4")
def test_5_1_4_ruins_fill_the_four_r_slots_of_winter() -> None:
    g = new(0, map_="winter")
    names = [g.map.names[c] for c in range(12) if (-1, "ruin") in g.buildings[c]]
    assert sorted(names) == ["Bend", "Dale", "Rock", "Wade"]
    assert sum(len(b) for b in g.buildings) == 4


# ----------------------------------------------------------------------------- 5.1.5
@pytest.mark.law("5.1.5")
def test_5_1_5_item_supply() -> None:
    g = new(0)
    assert g.items == {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}
    assert g.view(1)["item_supply"] == g.items
    assert all(f.items == [] for f in g.factions)


# ----------------------------------------------------------------------------- 5.1.7
@pytest.mark.law("5.1.7")
def test_5_1_7_marquise_sets_up_before_eyrie_when_seated_first() -> None:
    g = new(2, ["marquise", "eyrie"])
    assert g.pending.seat == 0 and g.pending.kind == "setup_keep"
    assert sorted(options(g)) == AUTUMN_CORNERS
    play(g, "keep 2", "place sawmill 2", "place workshop 2", "place recruiter 5")
    # the Eyrie (B) only now sets up: its corner is forced (opposite the keep), then its leader
    assert g.pending.seat == 1 and g.pending.kind == "setup_leader"
    assert (1, "roost") in g.buildings[3]


@pytest.mark.law("5.1.7")
def test_5_1_7_setup_order_does_not_follow_seating() -> None:
    g = new(2, ["eyrie", "marquise"])
    m, e = seat_of(g, "marquise"), seat_of(g, "eyrie")
    assert (m, e) == (1, 0)
    # the Marquise (setup order A) goes first although she sits in seat 1
    assert g.pending.seat == m and g.pending.kind == "setup_keep"
    assert sum(g.warriors[c * 2 + e] for c in range(12)) == 0
    play(g, "keep 4", "place sawmill 4", "place workshop 8", "place recruiter 9")
    assert g.pending.seat == e and g.pending.kind == "setup_leader"
    assert (e, "roost") in g.buildings[1]  # corner 2, opposite the keep in 4
    assert g.warriors[1 * 2 + e] == 6
    play(g, "leader despot")
    # setup over: the starting player (seat 0, the Eyrie) begins with Birdsong
    assert g.current == e and g.phase == "birdsong"
    assert g.pending.seat == e and g.pending.kind == "decree"


@pytest.mark.law("5.1.7")
def test_5_1_7_random_seating_keeps_setup_order() -> None:
    for seed in range(10):
        g = new(seed, seating="random")
        assert g.pending.kind == "setup_keep"
        assert g.pending.seat == seat_of(g, "marquise")


# ----------------------------------------------------------------------------- 5.2
@pytest.mark.law("5.2")
def test_5_2_reach_values() -> None:
    from woodland.core.faction import FACTIONS

    assert FACTIONS["marquise"].reach == 10
    assert FACTIONS["eyrie"].reach == 7
    # the two of them reach 17, the recommended total for two players
    assert FACTIONS["marquise"].reach + FACTIONS["eyrie"].reach >= 17


@pytest.mark.law("5.2")
def test_5_2_reach_in_faction_data() -> None:
    from woodland.rules.setup import faction_data

    assert faction_data("marquise")["reach"] == 10
    assert faction_data("eyrie")["reach"] == 7
    g = new(0)
    assert {f.key: f.reach for f in g.factions} == {"marquise": 10, "eyrie": 7}
