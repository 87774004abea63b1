"""The Furious Protector card (appendix H). Its promoted side, the Furious Protector: a pawn
set up in any clearing (A.6.3) that no one can battle or remove (its card says so, H.2.2,
1.1.2; the oracle's answer: ``Hireling.pawn_unbattled_reason``); enemies of the hireling
cannot place pieces in its clearing (G.20; pieces already there stay). At the start of its controller's Birdsong
(H.2.3) it must move to an adjacent clearing, regardless of rule, then remove one warrior of
every player there, its controller's included (H.3.6: this scores nothing).

Its demoted side, the Stoic Protector: a pawn put in a clearing with its controller's pieces
when hired, if it is not on the map (H.2.1); enemies of its controller cannot battle the
controller's pieces in its clearing (1.1.2), nor remove them outside battle (the generic
``forbids_removal`` hook every removal asks, R260); at the start of its controller's Birdsong
it must move to an adjacent clearing, regardless of rule (H.2.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.hireling import Hired, Hireling
from woodland.hirelings import PlacePawn
from woodland.rules.board import has_pieces, is_enemy, remove_warriors

if TYPE_CHECKING:
    from woodland.core.frame import Frame
    from woodland.core.game import Game


def _protector(g: "Game") -> Hired | None:
    return g.hirelings.key_of("furious_protector") if g.hirelings is not None else None


class ProtectorGuard(Ability):
    """H.2.2: the hireling's enemies (G.8: everyone when it is in the supply, H.3.2) cannot
    place pieces in the Protector's clearing."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def forbids_placement(self, g: "Game", placer: int, c: int) -> bool:
        h = _protector(g)
        if h is None or h.pawn != c:
            return False
        return h.controller < 0 or is_enemy(g, placer, h.controller)

    def placement_reason(self, g: "Game", c: int) -> str:
        return f"the Furious Protector stands in clearing {c + 1}: its enemies cannot place pieces there"

    def piece_may_stand(self, g: "Game", owner: int, c: int) -> bool:
        return True  # pieces there before it came stay


class FuriousProtector(Hireling):
    key = "furious_protector"

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlacePawn(seat, h.card, "setup")]

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [ProtectorGuard(h.controller)]

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return h.pawn >= 0

    def birdsong(self, g: "Game", h: Hired) -> None:
        g.push(PlacePawn(h.controller, h.card, "move"))  # it must move, ignoring rule

    def pawn_placed(self, g: "Game", h: Hired, mode: str) -> None:
        if mode != "move":
            return
        c = h.pawn
        for f in g.factions:  # one warrior of every player there (its controller's too)
            remove_warriors(g, f.seat, c, 1, -1, "effect")


class StoicGuard(Ability):
    """H.2.2: the controller's enemies cannot battle the controller's pieces in the Stoic
    Protector's clearing, nor remove them outside battle (R260)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def forbids_battle(self, g: "Game", attacker: int, defender: int, c: int) -> bool:
        h = g.hirelings.key_of("stoic_protector") if g.hirelings is not None else None
        return h is not None and defender == self.seat and h.pawn == c and is_enemy(g, attacker, defender)

    def forbids_removal(self, g: "Game", remover: int, owner: int, c: int) -> bool:
        return self.forbids_battle(g, remover, owner, c)

    def removal_reason(self, g: "Game", owner: int, c: int) -> str:
        return (f"the Stoic Protector stands in clearing {c + 1}: the enemies of {g.factions[owner].key} "
                "cannot remove their pieces there")

    def battle_reason(self, g: "Game", defender: int, c: int) -> str:
        return (f"the Stoic Protector stands in clearing {c + 1}: the enemies of {g.factions[defender].key} "
                "cannot battle their pieces there")


class StoicProtector(Hireling):
    key = "stoic_protector"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [StoicGuard(h.controller)] if h.controller >= 0 else []

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        return [PlacePawn(h.controller, h.card, "hired")] if h.pawn < 0 else []

    def pawn_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        if mode == "hired":  # at the controller's pieces
            return [c for c in range(g.map.board_n) if has_pieces(g, seat, c)]
        return super().pawn_targets(g, h, mode, seat)

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return h.pawn >= 0

    def birdsong(self, g: "Game", h: Hired) -> None:
        g.push(PlacePawn(h.controller, h.card, "move"))  # it must move, ignoring rule
