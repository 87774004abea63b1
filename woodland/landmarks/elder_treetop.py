"""The Elder Treetop (appendix L; its card, ROOT-140s; docs/data-sources.md).

Setup (A.5.3, its card): in a corner clearing neither holding a landmark nor adjacent to one.
Its card does not recommend it with two players: the cards kept by default then leave it out
(A.5.1, ruling R371); a setup naming it gets it.

Effect: its clearing has one more building slot (2.2.3; ``extra_slots``, asked by every count
of slots: core/ability.py ``building_slots``). Whenever a player removes an enemy building
from the Elder Treetop's slot, they score one more point (two in all: the card transcription
only, ruling R372).

Which building stands in its slot (``Game.landmark_cards["elder_treetop"]``: ``(owner,
kind)``, or nothing): a building placed in the clearing takes the Treetop's slot only when
the printed slots are full (ruling R373: a player gains nothing by the Treetop's slot and
risks the extra point). Of two identical buildings of one owner there, the one in a printed
slot is the one removed first (R373: the owner, who chooses in battle, 4.3.6, would).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_LANDMARK, Ability
from woodland.core.errors import BadInput
from woodland.core.events import Removed
from woodland.core.landmark import Landmark, landmark_free
from woodland.rules.board import removal_scores
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.frame import Frame
    from woodland.core.game import Game

KEY = "elder_treetop"


def in_treetop(g: "Game") -> tuple[Any, ...]:
    """The building in the Elder Treetop's slot, ``(owner, kind)``, or ``()``."""
    return tuple(g.landmark_cards.get(KEY, ()))


class TreetopSlot(Ability):
    """The Elder Treetop: one more building slot in its clearing, and which building takes it."""

    rule = "L"
    precedence = FROM_LANDMARK

    def __init__(self, c: int) -> None:
        super().__init__()
        self.c = c

    def extra_slots(self, g: "Game") -> list[tuple[int, int]]:
        return [(self.c, 1)]

    def building_placed(self, g: "Game", seat: int, kind: str, c: int) -> None:
        # R373: into the Treetop's slot only when the printed slots are full
        if c == self.c and not in_treetop(g) and len(g.buildings[c]) > g.map.slots[c]:
            g.landmark_cards[KEY] = (seat, kind)

    def __repr__(self) -> str:
        return f"<TreetopSlot clearing {self.c + 1}>"


class ElderTreetop(Landmark):
    key = KEY
    title = "the Elder Treetop"
    mark = "Treetop"
    colour = "#3f7a2e"  # on the browser's map
    summary = "one more building slot; removing an enemy building from it scores 1 more"
    rule = "L"
    setup_rule = "A.5.3"
    listens = frozenset({"removed"})
    #: its card: "not recommended for two-player games" (R371)
    min_players = 3
    holds_building = True

    def setup_clearings(self, g: "Game") -> list[int]:
        return [c for c in g.map.corners if landmark_free(g, c)]

    def set_up(self, g: "Game", c: int) -> None:
        g.landmark_cards[KEY] = ()  # its slot is empty (a position may fill it)

    def cards_from_json(self, g: "Game", v: list[Any], field: str) -> tuple[Any, ...]:
        if not v:
            return ()
        if len(v) != 2 or not isinstance(v[0], int) or not isinstance(v[1], str):
            raise BadInput(field, "expected [] or [owner seat, building kind]: the building in its slot")
        return (v[0], v[1])

    def public_cards(self, g: "Game") -> Any:
        b = in_treetop(g)
        return [g.factions[b[0]].key if b[0] >= 0 else b[0], b[1]] if b else []

    def building_held(self, g: "Game") -> tuple[Any, ...]:
        return in_treetop(g)

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        return [TreetopSlot(c)]

    def triggers(self, g: "Game", c: int, event: tuple[Any, ...]) -> "list[Frame]":
        if not isinstance(event, Removed) or event.clearing != c or event.piece == "warrior":
            return []
        b = in_treetop(g)
        if not b or (event.owner, event.piece) != b or b in g.buildings[c]:
            return []  # R373: while an identical one stands, a printed slot's was removed
        g.landmark_cards[KEY] = ()
        if event.hireling == -1 and removal_scores(g, event.by, event.owner):
            score(g, event.by, 1)  # its card: one more point for the building in its slot
        return []
