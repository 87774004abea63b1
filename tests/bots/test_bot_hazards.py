"""What hirelings and landmarks cost, in the rule-of-thumb bots' choices: the Highway
Bandits' toll on a move (H.2.2), the card a battle against the Spring Uprising costs (H.2.2,
R336), the Black Market's face-down cards the bot placed itself (appendix L, R374). Each bot
decides from the seat's view alone (``ViewOnly``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.test_bots import ViewOnly
from woodland import Game
from woodland.bots.heuristic import HeuristicBot
from woodland.testing import game_with, play

#: the Autumn map's clearing 1 is joined by paths to 5, 9 and 10
BLOCKED = {"9": {"eyrie": 6}, "10": {"eyrie": 6}}


def answer(g: Game, bot: HeuristicBot | None = None) -> str:
    p = g.pending
    assert p is not None
    return str((bot or HeuristicBot(1)).decide(ViewOnly(g, p.seat), p.options))


def marching(clearings: dict[str, Any], controller: str | None = "eyrie", **spec: Any) -> Game:
    """The Marquise's first move of a March (6.5.2), a bandit on the path 1-5."""
    card = {"controller": controller, "paths": [[1, 5]], **({"control": 3} if controller else {})}
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  hirelings={"cards": {"highway_bandits": card}}, clearings={**BLOCKED, **clearings}, **spec)
    return play(g, "march")


@pytest.mark.law("H.2.2", "H.3.2")
def test_the_bot_does_not_walk_its_only_spare_warrior_into_a_bandits_toll() -> None:
    # one warrior to spare in 1, an empty clearing 5 beyond a bandit: it would arrive as the
    # toll and rule nothing (before: it went, and lost the warrior)
    g = marching({"1": {"marquise": 2}})
    assert answer(g) != "move 1->5"
    free = marching({"1": {"marquise": 2}}, controller=None)  # R392: everyone pays while uncontrolled
    assert answer(free) != "move 1->5"


@pytest.mark.law("H.2.2")
def test_a_move_worth_the_toll_still_goes_with_a_warrior_more_to_pay_it() -> None:
    # three to take 5 from one Eyrie warrior (they keep a tie, 7.2.2): one of them pays
    g = marching({"1": {"marquise": 4}, "5": {"eyrie": 1}})
    assert answer(g) == "move 1->5"
    play(g, "move 1->5")
    assert answer(g) == "x3"


@pytest.mark.law("H.2.2", "G.20")
def test_the_bandits_controller_counts_the_warrior_it_may_place_at_the_end_of_the_path() -> None:
    # against two Eyrie warriors (they keep a tie, 7.2.2) two moved are enough: the free
    # warrior (R391) makes them three (before: three moved)
    g = marching({"1": {"marquise": 4}, "5": {"eyrie": 2}}, controller="marquise")
    assert answer(g) == "move 1->5"
    play(g, "move 1->5")
    assert answer(g) == "x2"


def vagabond_at_1(paths: list[list[int]]) -> Game:
    """The Thief in clearing 1 with two boots, a sword under the ruin of 12 (two paths away,
    through 9 or 10), bandits on ``paths``."""
    return game_with(["vagabond", "marquise"], player="vagabond", phase="daylight", empty_hands=True,
                     hirelings={"cards": {"highway_bandits": {"controller": "marquise", "control": 3, "paths": paths}}},
                     ruins=[12], ruin_items={"12": ["sword"]}, clearings={"3": {"marquise": 2}},
                     vagabond={"character": "thief", "clearing": 1, "items": ["boots", "boots", "sword", "torch"]})


@pytest.mark.law("H.2.2", "9.2.2")
def test_the_vagabond_goes_round_a_bandit_when_another_route_is_as_short() -> None:
    # before: the first shortest route, through the bandit on 1-9 (an item damaged for nothing)
    assert answer(vagabond_at_1([[1, 9]])) == "move 10"
    assert answer(vagabond_at_1([[1, 10]])) == "move 9"


@pytest.mark.law("H.2.2", "9.2.2")
def test_the_vagabond_still_pays_an_item_to_reach_a_ruin_when_every_route_is_tolled() -> None:
    assert answer(vagabond_at_1([[1, 9], [1, 10]])) in ("move 9", "move 10")


@pytest.mark.law("H.2.2", "16.5.1")
def test_the_diaspora_settle_first_from_a_clearing_with_no_bandit_on_the_way() -> None:
    g = game_with(["lilypad", "marquise"], player="lilypad", phase="daylight", empty_hands=True,
                  hirelings={"cards": {"highway_bandits": {"controller": "marquise", "control": 3, "paths": [[1, 5]]}}},
                  clearings={"1": {"lilypad": 2}, "2": {"lilypad": 2}})
    play(g, "settle 5")
    assert answer(g) == "move 2->5"  # before: the first offered, 1->5, past the bandit


def uprising(warriors: dict[str, int]) -> dict[str, Any]:
    """The Spring Uprising, controlled by the Marquise, with ``warriors`` on the map."""
    return {"cards": {"spring_uprising": {"controller": "marquise", "control": 3, "warriors": warriors}}}


def eyrie_battling(clearings: dict[str, Any], warriors: dict[str, int], card: str) -> Game:
    """The Eyrie's decreed battle in a fox clearing (7.5.2), the Spring Uprising (controlled
    by the Marquise) on the map, ``card`` (fox) in the Eyrie's hand to pay with."""
    g = game_with(["eyrie", "marquise"], player="eyrie", phase="daylight", hands={"eyrie": [card], "marquise": []},
                  hirelings=uprising(warriors), clearings=clearings,
                  eyrie={"leader": "despot", "decree": {"battle": ["Anvil"]}})
    return play(g, "resolve", "resolve battle fox")


@pytest.mark.law("H.2.2", "7.5.2")
def test_the_bot_counts_the_card_a_battle_against_the_spring_uprising_costs() -> None:
    # two Uprising warriors or one Marquise warrior, in the same clearing: alike but for
    # the card (before: the Uprising, a card for nothing more)
    g = eyrie_battling({"1": {"eyrie": 3, "marquise": 1}}, {"1": 2}, "Gently Used Knapsack")
    assert {str(a) for a in g.pending.options} == {"battle 1 marquise", "battle 1 spring_uprising"}
    assert answer(g) == "battle 1 marquise"


@pytest.mark.law("H.2.2", "10.4.3")
def test_the_lizard_crusade_moves_rather_than_pay_a_card_to_battle_one_uprising_warrior() -> None:
    g = game_with(["marquise", "eyrie", "lizard"], player="lizard", phase="birdsong",
                  hands={"marquise": [], "eyrie": [], "lizard": ["Root Tea (mouse)"]},
                  hirelings=uprising({"2": 1}),
                  clearings={"2": {"lizard": {"warriors": 3, "buildings": ["garden_mouse"]}}},
                  lizard={"outcast": "fox", "lost_souls": ["Sword"], "acolytes": 2})
    play(g, "crusade 2")
    assert "battle 2 spring_uprising" in {str(a) for a in g.pending.options}
    assert answer(g).startswith("move 2->")  # before: the battle


@pytest.mark.law("H.2.2", "7.5.2")
def test_a_battle_against_the_spring_uprising_worth_more_than_its_card_is_still_fought() -> None:
    # six Eyrie warriors against three Uprising warriors, or one against three Marquise
    # warriors in 8: worth a card the Eyrie value little, not one they value more
    where = {"1": {"eyrie": 6}, "8": {"eyrie": 1, "marquise": 3}}
    assert answer(eyrie_battling(where, {"1": 3}, "Stand and Deliver!")) == "battle 1 spring_uprising"
    assert answer(eyrie_battling(where, {"1": 3}, "Gently Used Knapsack")) == "battle 8 marquise"


THREE = ("Favor of the Mice", "Sword", "Anvil")


def market_swaps(seed: int, hand: tuple[str, ...]) -> list[tuple[str, list[str]]]:
    """A Marquise and an Eyrie rule-of-thumb bot play from a position with the Black Market in
    Haven (4), the Marquise there with ``hand``; the Marquise's first two swaps: (the
    face-down card it took, the labels lying there before it took it)."""
    g = game_with(["marquise", "eyrie"], player="marquise", phase="birdsong", landmarks={"black_market": 4},
                  hands={"marquise": list(hand), "eyrie": []},
                  clearings={"4": {"marquise": 2}, "1": {"marquise": {"buildings": ["workshop"], "warriors": 3}}},
                  landmark_cards={"black_market": ["Root Tea (mouse)", "Crossbow (bird)", "Favor of the Foxes"]})
    bots = [HeuristicBot(seed), HeuristicBot(seed + 100)]
    swaps: list[tuple[str, list[str]]] = []
    while g.pending is not None and len(swaps) < 2 and g.turn < 30:
        p = g.pending
        a = bots[p.seat].decide(ViewOnly(g, p.seat), p.options)
        if p.kind == "market_pick":
            swaps.append((str(a), [g.deckdef.cards[c].label for c in g.landmark_cards["black_market"]]))
        g.apply(a)
    return swaps


@pytest.mark.law("L", "1.2")
def test_the_bot_never_takes_back_at_the_black_market_the_card_it_placed_there() -> None:
    # its first swap places its cheapest card, Favor of the Mice, face down where it picks
    # blind; at its next swap it knows where that card lies and leaves it (before: a blind
    # pick, which took it back one time in three)
    for seed, hand in [(seed, THREE) for seed in range(1, 7)] + [
            (seed, ("Favor of the Mice",)) for seed in range(1, 4)]:  # (one card: placed unasked)
        swaps = market_swaps(seed, hand)
        assert len(swaps) == 2
        pick, lying = swaps[1]
        assert "Favor of the Mice" in lying
        assert pick != f"pick {lying.index('Favor of the Mice') + 1}", seed
