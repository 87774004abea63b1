"""The Vault Keepers card (appendix H). Its demoted side, the Badger Bodyguards: the
controller ignores the first hit they take in each battle (one hit fewer of those counted
after the roll, 4.3.5; ruling R253: an ambush's two hits are not reduced). The promoted side (warriors
and vaults) is not implemented yet (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.hireling import Hired, Hireling

if TYPE_CHECKING:
    from woodland.core.game import Game


class Bodyguards(Ability):
    """H.2.2 Badger Bodyguards: one hit fewer to the controller in each battle (the hits
    counted after the roll, 4.3.5; R253)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        me = self.seat
        return -1 if seat != me and me in (battle.a, battle.d) else 0


class BadgerBodyguards(Hireling):
    key = "badger_bodyguards"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [Bodyguards(h.controller)] if h.controller >= 0 else []
