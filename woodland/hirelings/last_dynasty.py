"""The Last Dynasty card (appendix H). Its demoted side, the Bluebird Nobles: the controller
wins ties for rule (like Lords of the Forest, 7.2.2) and, at the start of Birdsong, scores
one victory point per three clearings they rule. The promoted side (five warriors that
battle) is not implemented yet (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.hireling import Hired, Hireling
from woodland.rules.board import rulers
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game


class NoblesTies(Ability):
    """H.2.2 Bluebird Nobles: the controller rules where tied for the most (2.5, as 7.2.2)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def wins_rule_ties(self, g: "Game") -> bool:
        return True


class BluebirdNobles(Hireling):
    key = "bluebird_nobles"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [NoblesTies(h.controller)] if h.controller >= 0 else []

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return True

    def birdsong(self, g: "Game", h: Hired) -> None:
        # H.2.3: one point per three clearings the controller rules
        ruled = sum(1 for r in rulers(g) if r == h.controller)
        score(g, h.controller, ruled // 3)
