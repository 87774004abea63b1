"""Law appendix V.9: the Ronin (Vagabond Pack) — starting items boots, boots, torch, sword
(V.9.1; icons from components.md §4, verified) and Swift Strike: exhaust a sword for an
extra hit in battle, after rolling (V.9.2; components.md §0: a sword).

The Vagabond Pack has no faction or map of its own: setup offers the Ronin when a Marauder
faction (the Keepers in Iron) is in the game (docs/rulings.md R235). Autumn: 5 is rabbit,
paths 1-5 2-5.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.vagabond.helpers import gear
from woodland import Game, explain
from woodland.testing import game_with, option_set as opts, options, play, warriors_at

M, V = 0, 1


def pos(vb: dict[str, Any], clearings: dict[str, Any], *, player: str = "vagabond", dice: list[int] | None = None,
        hands: dict[str, Any] | None = None) -> Game:
    return game_with(["marquise", "vagabond"], player=player, phase="daylight", empty_hands=True, dice=dice,
                     clearings=clearings, vagabond=vb, hands=hands or {})


RONIN = {"character": "ronin", "clearing": 5, "items": ["boots", "boots", "torch", "sword", "sword", "sword"]}


@pytest.mark.law("9.3.1", "V.9.1")
def test_V_9_1_the_ronin_comes_with_a_marauder_faction_and_his_starting_items() -> None:
    g = Game.new({"seating": "given", "map": "autumn", "factions": ["marquise", "keepers", "vagabond"]}, 2)
    while g.pending.kind != "setup_character":
        g.apply(options(g)[0])
    assert "character ronin" in opts(g)
    play(g, "character ronin")
    while g.factions[2].gear == []:
        g.apply(options(g)[0])
    assert gear(g, 2) == ["boots", "boots", "sword", "torch"]
    g = Game.new({"seating": "given", "map": "autumn", "factions": ["marquise", "vagabond"]}, 2)
    while g.pending.kind != "setup_character":
        g.apply(options(g)[0])
    assert "character ronin" not in opts(g)


@pytest.mark.law("V.9.2")
def test_V_9_2_swift_strike_exhausts_a_sword_for_an_extra_hit_after_the_roll() -> None:
    g = pos(RONIN, {"5": {"marquise": 4}}, dice=[1, 0])
    play(g, "battle 5 marquise")
    assert g.pending.kind == "after_roll" and "swift_strike" in opts(g)
    play(g, "swift_strike")  # the battle exhausted one sword (9.5.2), this a second
    assert g.pending.kind == "after_roll"
    play(g, "swift_strike")  # the third: no face-up sword is left, the battle goes on
    assert warriors_at(g, 5, M) == 1  # one rolled hit and two extra
    assert gear(g, V).count("sword_x") == 3


@pytest.mark.law("V.9.2")
def test_V_9_2_swift_strike_when_defending_and_why_not() -> None:
    g = pos(RONIN, {"5": {"marquise": 3}}, player="marquise", dice=[2, 1], hands={"marquise": []})
    play(g, "battle 5 vagabond")
    while g.pending.kind != "after_roll":
        g.apply(options(g)[0])
    assert g.pending.seat == V and "swift_strike" in opts(g)
    play(g, "swift_strike", "pass")
    while any(fr.is_battle for fr in g.stack):  # he takes his hits (damaging items)
        g.apply(options(g)[0])
    assert warriors_at(g, 5, M) == 1  # his rolled hit and the extra one
    e = explain(pos(RONIN, {"5": {"marquise": 3}}), "swift_strike")
    assert e.legal is False and e.rules == ["V.9.2"] and "in a battle" in e.reason


@pytest.mark.law("V.9.2")
def test_V_9_2_only_the_ronin_strikes_swiftly() -> None:
    g = pos({**RONIN, "character": "thief"}, {"5": {"marquise": 4}}, dice=[1, 0])
    play(g, "battle 5 marquise")
    assert "swift_strike" not in opts(g)


def rare_positions() -> list[Game]:
    """Swift Strike offered (tests/test_kinds.py)."""
    g = play(pos(RONIN, {"5": {"marquise": 4}}, dice=[1, 0]), "battle 5 marquise")
    assert "swift_strike" in opts(g)
    return [g]
