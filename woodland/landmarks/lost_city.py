"""The Lost City (appendix L; components.md §7): its clearing is a fox, a mouse and a rabbit
clearing at once. Law 10.2.1 alludes to it: a crafting piece there pays an icon of any one
of the three (a garden of the Lizard Cult as well), and attacker and defender may ambush
with cards of different suits.

The effect is one ability (``clearing_suits``), asked by the one suit query of the rules
(rules/board.py ``clearing_suits`` / ``in_suit``). Where a procedure needs a single suit of
the clearing -- the base, garden or trade post placed there, the suit it stands for in a
count -- it is the clearing's own suit marker (ruling R298).

Setup (its card, A.5.3): a clearing on a river (on the Lake, a coastal one), neither holding
a landmark nor adjacent to one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.ability import FROM_LANDMARK, Ability
from woodland.core.landmark import Landmark, landmark_free
from woodland.core.maps import SUITS

if TYPE_CHECKING:
    from woodland.core.game import Game


class AllSuits(Ability):
    """The Lost City's clearing has all three suits."""

    rule = "L"
    precedence = FROM_LANDMARK

    def __init__(self, c: int) -> None:
        super().__init__()
        self.c = c

    def clearing_suits(self, g: "Game", c: int, suits: tuple[str, ...]) -> tuple[str, ...]:
        if c != self.c:
            return suits
        return suits + tuple(s for s in SUITS if s not in suits)

    def __repr__(self) -> str:
        return f"<AllSuits clearing {self.c + 1}>"


class LostCity(Landmark):
    key = "lost_city"
    title = "the Lost City"
    colour = "#8a6d1f"  # on the browser's map
    summary = "a fox, mouse and rabbit clearing at once"
    rule = "L"
    setup_rule = "A.5.3"

    def setup_clearings(self, g: "Game") -> list[int]:
        m = g.map
        on_river = m.coastal if m.coastal else tuple(c for c in range(m.board_n) if m.river_adj[c])
        return [c for c in on_river if landmark_free(g, c)]

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        return [AllSuits(c)]
