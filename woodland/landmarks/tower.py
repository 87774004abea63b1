"""The Tower (M.4.4; appendix L): the clearing with the Tower piece is the Pass. At the end
of a player's Evening, if that player rules the Pass, they score one victory point."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.events import TurnEnd
from woodland.core.landmark import Landmark
from woodland.rules.board import rulers
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.frame import Frame
    from woodland.core.game import Game


class Tower(Landmark):
    key = "tower"
    title = "the Tower"
    colour = "#7a5c3a"  # on the browser's map
    summary = "its clearing is the Pass: whoever rules it at the end of their Evening scores 1"
    rule = "M.4.4"
    listens = frozenset({"turn_end"})
    setup_rule = "A.5.3"

    def setup_clearings(self, g: "Game") -> list[int]:
        # its card (components.md §7): a clearing with a ruin that holds no landmark (unlike
        # the other cards, it may stand next to one: ruling R291)
        taken = set(g.landmarks.values())
        return [c for c in range(g.map.board_n) if (-1, "ruin") in g.buildings[c] and c not in taken]

    def triggers(self, g: "Game", c: int, event: tuple[Any, ...]) -> "list[Frame]":
        # M.4.4: the end of a player's Evening (the turn_end event, 1.4.1)
        if isinstance(event, TurnEnd) and rulers(g)[c] == event.seat:
            score(g, event.seat, 1)
        return []
