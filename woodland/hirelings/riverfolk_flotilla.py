"""The Riverfolk Flotilla card (appendix H). Its demoted side, the Otter Divers: the
controller moves into and out of clearings on a river regardless of rule (4.2.1). The
promoted side (a boat pawn that battles) is not implemented yet (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.ability import FROM_HIRELING, Ability, Link
from woodland.core.hireling import Hired, Hireling

if TYPE_CHECKING:
    from woodland.core.game import Game


class DiversMoves(Ability):
    """H.2.2 Otter Divers: every path from or to a river clearing may be used regardless of
    rule (4.2) by the controller."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def move_links(self, g: "Game", mover: int) -> list[Link]:
        if mover != self.seat:
            return []
        m = g.map
        return [(a, b, True) for a in range(m.n) for b in m.adj[a] if a < b and (m.river_adj[a] or m.river_adj[b])]


class OtterDivers(Hireling):
    key = "otter_divers"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [DiversMoves(h.controller)] if h.controller >= 0 else []
