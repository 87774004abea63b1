"""The Highway Bandits card's demoted side, the Bandit Gangs (appendix H; components.md §6):
placed at their controller's pieces when hired, not battled where the controller has pieces,
and a Daylight action that musters the controller's warriors or adds a Bandit (R245)."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.hirelings import roll_for_control
from woodland.testing import asked, game_with, options, warriors_at


def gangs(controller: str | None, where: dict[str, int], **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, **({"control": 3} if controller else {})}
    return game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                     hirelings={"cards": {"bandit_gangs": card}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


@pytest.mark.law("H.2.1")
def test_the_bandit_gangs_hired_with_none_on_the_map_come_to_their_controllers_pieces() -> None:
    g = gangs(None, {}, clearings={"1": {"marquise": 1}, "5": {"marquise": {"buildings": ["sawmill"]}}})
    assert g.hirelings is not None
    roll_for_control(g, 0, g.hirelings.cards[0])
    g._advance()
    assert asked(g) == (0, "hireling_warriors") and set(options(g)) == {"deploy 1", "deploy 5"}
    g.apply("deploy 5")
    assert at(g, 5) == 1


@pytest.mark.law("H.2.2", "1.1.2")
def test_the_bandit_gangs_cannot_be_battled_where_their_controller_has_pieces() -> None:
    g = gangs("eyrie", {"5": 1, "9": 1}, clearings={"5": {"marquise": 2, "eyrie": 1}, "9": {"marquise": 2}})
    assert "battle 9 bandit_gangs" in options(g)
    assert "battle 5 bandit_gangs" not in options(g)
    reason, rules = g.why_not(g.parse("battle 5 bandit_gangs"))
    assert rules[0] == "H.2.2" and "controller has pieces" in reason


@pytest.mark.law("H.2.4", "1.5.4")
def test_the_bandit_gangs_muster_a_warrior_of_their_controller_at_each_bandit() -> None:
    g = gangs("marquise", {"5": 2, "9": 1}, clearings={"1": {"marquise": 1}})
    g.apply("gangs")
    assert set(options(g)) == {"gang_muster", "gang_join"}
    g.apply("gang_muster")
    assert (warriors_at(g, 5, 0), warriors_at(g, 9, 0)) == (2, 1)
    assert "gangs" not in options(g)  # once per Daylight
    g = gangs("marquise", {"5": 1}, clearings={"1": {"marquise": 1}})
    g.apply("gangs")
    g.apply("gang_join")  # the only clearing with her pieces is taken at once
    assert at(g, 1) == 1
