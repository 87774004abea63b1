"""The Corvid Spies card (appendix H). Its demoted side, the Raven Sentries: the controller
deals an extra hit (4.3.5.I) in every battle in a clearing where they have a building or a
token. The promoted side (six warriors) is not implemented yet (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.hireling import Hired, Hireling

if TYPE_CHECKING:
    from woodland.core.game import Game


class SentriesHit(Ability):
    """H.2.2 Raven Sentries: +1 hit, attacking or defending, where the controller has a
    building or token."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        if seat != self.seat:
            return 0
        c = battle.c
        return int(any(s == seat for s, _k in g.buildings[c]) or any(s == seat for s, _k in g.tokens[c]))


class RavenSentries(Hireling):
    key = "raven_sentries"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [SentriesHit(h.controller)] if h.controller >= 0 else []
