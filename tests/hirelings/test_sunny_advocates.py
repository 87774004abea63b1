"""The Sunny Advocates (appendix H; components.md §6, Homeland): two in each of a fox, a mouse
and a rabbit clearing at setup; a Daylight action that replaces enemy warriors by the
Advocates of a suit with the controller's own (G.23; R276), then places an Advocate (R277)."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.hirelings import add_hirelings, roll_for_control
from woodland.testing import asked, game_with, options, warriors_at


def advocates(controller: str | None, where: dict[str, int], **spec: Any) -> Game:
    return game_with(["marquise", "eyrie", "alliance"], player=controller or "marquise", phase="daylight",
                     empty_hands=True, hirelings={"cards": {"sunny_advocates": {
                         "controller": controller, "control": 3, "warriors": where}}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


@pytest.mark.law("A.6.3")
def test_the_sunny_advocates_set_up_two_in_each_of_a_fox_a_mouse_and_a_rabbit_clearing() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["sunny_advocates"])):
        g.push(fr)
    g._advance()
    assert asked(g)[1] == "hireling_warriors" and len(options(g)) == 12
    g.apply("deploy 1")  # fox
    assert set(options(g)) == {f"deploy {c}" for c in (2, 3, 4, 5, 7, 9, 10, 11)}  # no fox clearing
    g.apply("deploy 2")  # mouse
    assert set(options(g)) == {f"deploy {c}" for c in (3, 4, 5, 10)}  # rabbit only
    g.apply("deploy 10")
    assert [at(g, c) for c in range(1, 13)] == [2, 2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0]


@pytest.mark.law("H.2.1")
def test_the_sunny_advocates_hired_with_none_on_the_map_go_anywhere() -> None:
    g = advocates(None, {}, clearings={"1": {"marquise": 1}})
    assert g.hirelings is not None
    roll_for_control(g, 0, g.hirelings.cards[0])
    g._advance()
    assert asked(g) == (0, "hireling_warriors") and len(options(g)) == 12
    g.apply("deploy 7")
    assert at(g, 7) == 1


@pytest.mark.law("H.2.4", "G.23", "H.3.6")
def test_the_sunny_advocates_replace_an_enemy_warrior_in_each_clearing_of_the_suit_chosen() -> None:
    # rabbit clearings 5 and 10 hold Advocates (and fox clearing 1, not chosen)
    g = advocates("marquise", {"5": 1, "10": 1, "1": 1},
                  clearings={"5": {"eyrie": 2}, "10": {"eyrie": 1, "alliance": 1}, "1": {"eyrie": 1},
                             "12": {"marquise": 1}})
    g.apply("advocates")
    assert asked(g) == (0, "advocates") and set(options(g)) == {
        "advocate_suit fox", "advocate_suit mouse", "advocate_suit rabbit"}
    g.apply("advocate_suit rabbit")
    # clearing 5: one enemy only, replaced at once; clearing 10: the controller picks whose
    assert (warriors_at(g, 5, 1), warriors_at(g, 5, 0)) == (1, 1)
    assert asked(g) == (0, "advocates_replace") and set(options(g)) == {
        "advocate_replace 10 eyrie", "advocate_replace 10 alliance"}
    g.apply("advocate_replace 10 alliance")
    assert (warriors_at(g, 10, 2), warriors_at(g, 10, 1), warriors_at(g, 10, 0)) == (0, 1, 1)
    assert warriors_at(g, 1, 1) == 1  # a fox clearing: untouched
    # then an Advocate at the controller's pieces where there is none (R277): only 12, at once
    assert at(g, 12) == 1 and asked(g) == (0, "daylight")
    assert [f.score for f in g.factions] == [0, 0, 0]  # removed by the hireling (H.3.6, R276)
    reason, rules = g.why_not(g.parse("advocates"))
    assert rules == ["H.2.4"]  # once per Daylight


@pytest.mark.law("H.2.4", "G.23")
def test_the_sunny_advocates_cannot_replace_a_marquise_warrior_at_the_keep() -> None:
    # G.23's own example: the Eyrie control them; the Marquise's keep is in fox clearing 1
    g = advocates("eyrie", {"1": 1, "6": 1}, clearings={
        "1": {"marquise": {"warriors": 2, "tokens": ["keep"]}}, "6": {"marquise": 1}, "7": {"eyrie": 1}})
    g.apply("advocates")
    g.apply("advocate_suit fox")
    assert warriors_at(g, 1, 0) == 2 and warriors_at(g, 1, 1) == 0  # not replaced
    assert (warriors_at(g, 6, 0), warriors_at(g, 6, 1)) == (0, 1)  # replaced
    assert at(g, 7) == 1  # 6 has an Advocate; 7 the Eyrie's warrior (R277)


@pytest.mark.law("H.2.4", "G.23")
def test_with_no_warrior_in_supply_the_sunny_advocates_replace_nothing_and_place_anywhere() -> None:
    # R276: the controller has no warrior to place, so nothing is removed (G.23); R277, R474: with
    # no clearing of theirs free of Advocates, the new Advocate goes in any clearing (the
    # publisher's card: "If you cannot, place 1 Advocate warrior in any clearing")
    g = advocates("marquise", {"5": 1}, clearings={"5": {"eyrie": 1, "marquise": 1}})
    g.factions[0].supply = 0
    g.apply("advocates")
    g.apply("advocate_suit rabbit")
    assert warriors_at(g, 5, 1) == 1
    assert set(options(g)) == {f"deploy {c}" for c in range(1, 13)}  # 5 too, though it has one


@pytest.mark.law("H.2.4")
def test_the_heuristic_bot_chooses_the_suit_with_most_enemies_by_the_advocates_and_the_leader() -> None:
    from tests.hirelings.test_bots_hirelings import bot_choice

    g = advocates("marquise", {"1": 1, "5": 1, "10": 1}, scores={"eyrie": 3, "alliance": 5},
                  clearings={"1": {"eyrie": 1}, "5": {"eyrie": 1}, "10": {"eyrie": 1, "alliance": 1}})
    g.apply("advocates")
    assert bot_choice(g) == "advocate_suit rabbit"
    g.apply("advocate_suit rabbit")
    assert asked(g) == (0, "advocates_replace") and bot_choice(g) == "advocate_replace 10 alliance"
