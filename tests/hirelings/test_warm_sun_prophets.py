"""The Warm Sun Prophets (appendix H; components.md §6): one in each ruin clearing at setup; a
Daylight action that places a Prophet or forces a player by a Prophet to battle or to move
(R247)."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.hirelings import add_hirelings
from woodland.testing import asked, game_with, options, warriors_at


def prophets(where: dict[str, int], **spec: Any) -> Game:
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     hirelings={"cards": {"warm_sun_prophets": {"controller": "marquise", "control": 3,
                                                                "warriors": where}}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


@pytest.mark.law("A.6.3")
def test_the_warm_sun_prophets_set_up_one_in_each_clearing_with_a_ruin() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["warm_sun_prophets"])):
        g.push(fr)
    g._advance()
    ruins = [c + 1 for c in range(12) if any(o == -1 for o, _k in g.buildings[c])]
    assert [c for c in range(1, 13) if at(g, c)] == ruins and all(at(g, c) == 1 for c in ruins)


@pytest.mark.law("H.2.4", "H.3.6", "4.3")
def test_the_warm_sun_prophets_force_a_player_to_battle_whom_the_controller_picks() -> None:
    # even against the controller's own pieces: the Marquise's warrior and sawmill in Creek (5)
    g = prophets({"5": 1}, dice=[2, 0], clearings={
        "5": {"eyrie": 3, "alliance": 1, "marquise": {"warriors": 1, "buildings": ["sawmill"]}},
        "12": {"marquise": 1}})
    g.apply("prophets")
    assert "prophet_force 5 eyrie" in options(g) and "prophet_place 5" not in options(g)
    g.apply("prophet_force 5 eyrie")
    assert asked(g) == (0, "prophets_force")
    assert {"battle 5 alliance", "battle 5 marquise", "battle 5 warm_sun_prophets"} <= set(options(g))
    g.apply("battle 5 marquise")
    # the Eyrie's battle (rolled 2 and 0): her warrior and sawmill go, and the Eyrie score (H.3.6)
    assert warriors_at(g, 5, 0) == 0 and g.buildings[4] == ()
    assert g.factions[1].score == 1 and g.factions[0].score == 0
    assert asked(g) == (0, "daylight")


@pytest.mark.law("H.2.4", "4.2.1")
def test_the_warm_sun_prophets_force_a_player_to_move_all_they_can_then_maybe_battle() -> None:
    g = prophets({"5": 1}, clearings={"5": {"eyrie": 3}, "1": {"alliance": 1}, "12": {"marquise": 1}})
    g.apply("prophets")
    g.apply("prophet_force 5 eyrie")
    assert {"prophet_move 1", "prophet_move 2"} <= set(options(g))  # the Eyrie rule Creek
    g.apply("prophet_move 1")
    assert (warriors_at(g, 5, 1), warriors_at(g, 1, 1)) == (0, 3)
    assert asked(g) == (0, "prophets_battle") and set(options(g)) == {"battle 1 alliance", "pass"}
    g.apply("pass")
    assert warriors_at(g, 1, 2) == 1 and asked(g) == (0, "daylight")


@pytest.mark.law("H.2.4")
def test_the_warm_sun_prophets_place_a_prophet_where_there_is_none() -> None:
    g = prophets({"5": 1}, clearings={"12": {"marquise": 1}})
    g.apply("prophets")
    assert "prophet_place 5" not in options(g) and "prophet_place 7" in options(g)
    g.apply("prophet_place 7")
    assert at(g, 7) == 1
    reason, rules = g.why_not(g.parse("prophets"))
    assert rules == ["H.2.4"]
