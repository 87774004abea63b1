"""Standard setup (5.1) and the frames that run each faction's setup in setup order."""

from __future__ import annotations

import json
from importlib import resources
from typing import TYPE_CHECKING

from woodland.core import game as _game
from woodland.core.faction import FACTIONS
from woodland.core.frame import Decision, Frame
from woodland.core.maps import SUITS
from woodland.rules.turn import Turn

if TYPE_CHECKING:
    from woodland.core.game import Game

#: 5.1.5: the item supply (components.md §4)
ITEM_SUPPLY = {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}
STARTING_HAND = 3


def faction_data(key: str) -> dict:  # type: ignore[type-arg]
    return json.loads(resources.files("woodland.data.factions").joinpath(key + ".json").read_text())


def new_game(g: "Game") -> None:
    setup = g.setup
    keys = list(setup["factions"])
    # 5.1.1: assign factions; seating order and the starting player at random
    if setup["seating"] == "random":
        g.rng.shuffle(keys)
    g.factions = [FACTIONS[k](seat) for seat, k in enumerate(keys)]
    # A.1: a map without printed suits gets its 12 suit markers at random
    if g.map.random_suits:
        markers = [s for s in SUITS for _ in range(g.map.n // 3)]
        g.rng.shuffle(markers)
        g.suits = tuple(markers)
    # 5.1.3: two players play without dominance cards; shuffle; each draws three
    cards = g.deckdef.cards
    g.deck = [c.id for c in cards if not (g.n == 2 and c.kind == "dominance")]
    g.rng.shuffle(g.deck)
    for f in g.factions:
        for _ in range(STARTING_HAND):
            f.hand.append(g.deck.pop())
    # 5.1.4: ruins in every slot marked R
    for c in range(g.map.n):
        if g.map.ruins[c]:
            g.buildings[c] = ((-1, "ruin"),)
    # 5.1.5: the item supply
    g.items = dict(ITEM_SUPPLY)
    # 5.1.7: factions set up in setup order (A, B, C...), then the first player starts
    g.push(Turn(0))
    g.push(SetupFactions())


class SetupFactions(Frame):
    """5.1.7: each player in setup order follows their faction's setup."""

    __slots__ = ("done",)
    rule = "5.1.7"

    def __init__(self) -> None:
        self.step = "next"
        self.done: list[int] = []

    def run(self, g: "Game") -> Decision | None:
        todo = sorted((f for f in g.factions if f.seat not in self.done), key=lambda f: (f.setup_order, f.seat))
        if not todo:
            g.pop()
            return None
        f = todo[0]
        self.done.append(f.seat)
        fr = f.setup_frame(g)
        if fr is not None:
            g.push(fr)
        return None


def starting_corners(g: "Game") -> list[int]:
    """Corner clearings already chosen as some player's starting clearing."""
    return [f.home for f in g.factions if getattr(f, "home", -1) >= 0]


_game.SETUP_HOOK.append(new_game)
