"""The terminal screen lists what stands in the forests: the Keepers' relics (15.2.1) and the
Knaves' captains, Skunks and Prisoners (18.2.4, 18.2.6), from each faction board's public
``forests``, with the clearings around each forest. A relic's hidden value stays hidden."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from woodland import Game
from woodland.cli import render


def _after_setup(factions: list[str], seed: int) -> Game:
    g, pick = Game.new({"factions": factions}, seed), random.Random(seed)
    while g.turn == 0:  # every setup decision, until the first turn starts
        g.apply(pick.choice(g.legal_actions()))
    return g


def _screen(g: Game, seat: int) -> str:
    con = Console(file=io.StringIO(), width=200, force_terminal=False, color_system=None)
    con.print(render.screen(g.view(seat), g.map, g.deckdef, []))
    return con.file.getvalue()  # type: ignore[attr-defined]


@pytest.mark.law("15.2.1", "18.2.4", "18.2.6")
def test_the_screen_names_what_stands_in_each_forest() -> None:
    g = _after_setup(["keepers", "knaves", "marquise"], 3)
    text = " ".join(_screen(g, 2).split())
    boards = {p["faction"]: p["board"] for p in g.view(2)["players"]}
    listed = 0
    for faction in ("keepers", "knaves"):
        for forest, words in boards[faction]["forests"].items():
            around = render.forest_around(g.map, forest)
            assert f"In forest {forest} (between clearings {around}):" in text
            assert f"{render.title(faction)}: {', '.join(words)}" in text
            listed += 1
    assert listed >= 2  # both boards have something in a forest after setup
