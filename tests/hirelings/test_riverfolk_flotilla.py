"""The Riverfolk Flotilla (appendix H; components.md §6): a pawn on the river that no one can
battle; at the start of its controller's Birdsong, draws for those by it, a move along the
river and a battle of up to three hits (R246)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.testing import asked, game_with, options, warriors_at


def flotilla(controller: str | None, pawn: int, *, phase: str = "birdsong", **spec: Any) -> Game:
    card = {"controller": controller, "pawn": pawn, **({"control": 3} if controller else {})}
    return game_with(["marquise", "eyrie"], player="marquise", phase=phase, empty_hands=True,
                     hirelings={"cards": {"riverfolk_flotilla": card}}, **spec)


def pawn(g: Game) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].pawn + 1


@pytest.mark.law("A.6.3")
def test_the_riverfolk_flotilla_are_set_up_on_the_river_at_the_edge_of_the_map() -> None:
    g = Game.new({"factions": ["marquise", "eyrie"], "seating": "given", "hirelings": ["riverfolk_flotilla"]}, 2)
    assert asked(g) == (1, "hireling_pawn") and set(options(g)) == {"station 4", "station 5", "station 7"}
    g.apply("station 5")
    assert g.view(0)["hirelings"]["cards"][0]["pawn"] == 5
    assert Game.from_json(json.loads(json.dumps(g.to_json()))).fingerprint() == g.fingerprint()


@pytest.mark.law("H.2.3", "4.3", "H.3.6")
def test_the_riverfolk_flotilla_let_those_by_them_draw_then_move_along_the_river_and_battle() -> None:
    # in Creek (5): the Eyrie and the Marquise may draw; the river leads to Beach (10) only
    g = flotilla("marquise", 5, dice=[3, 2], clearings={"5": {"marquise": 1, "eyrie": 1}, "10": {"eyrie": 4}})
    assert asked(g) == (0, "flotilla_draw")  # the controller first
    g.apply("flotilla_draw")
    assert asked(g) == (1, "flotilla_draw")
    g.apply("pass")
    assert len(g.factions[0].hand) == 1 and g.factions[1].hand == []
    assert pawn(g) == 10  # the only river clearing next to Creek: moved at once
    assert set(options(g)) == {"battle 10 eyrie", "pass"}
    g.apply("battle 10 eyrie")
    assert warriors_at(g, 10, 1) == 1  # rolled 3 and 2: the Flotilla deal three, up to 3
    assert pawn(g) == 10 and g.factions[0].score == 0  # the Eyrie's two hits remove nothing; no points


@pytest.mark.law("H.2.2", "4.3")
def test_no_one_can_battle_the_riverfolk_flotilla() -> None:
    g = flotilla(None, 5, phase="daylight", clearings={"5": {"marquise": 3}, "1": {"marquise": 1}})
    assert not any("riverfolk_flotilla" in o for o in options(g))
    reason, rules = g.why_not(g.parse("battle 5 riverfolk_flotilla"))  # its card, not "no pieces"
    assert "Riverfolk Flotilla" in reason and "cannot be battled" in reason and rules == ["H.2.2", "1.1.2"]
