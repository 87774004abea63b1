"""The Spring Uprising card (appendix H). Its demoted side, the Rabbit Scouts: defending in
battle, the controller may spend a card matching the clearing before the roll (4.3.2) to
deal the higher roll and take the lower, as Guerrilla War (8.2.2). The promoted side (four
warriors and the uprising die) is not implemented yet (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CARD, action_kind
from woodland.rules import cards as C

if TYPE_CHECKING:
    from woodland.core.game import Game

action_kind("scout", "Rabbit Scouts: spend this card, matching the clearing, to deal the higher roll", "H.2.2",
            (CARD,))

USED = "hireling:rabbit_scouts"


class Scouts(Ability):
    """H.2.2 Rabbit Scouts, asked of the controller defending before the roll of each battle
    while they hold any card (so that being asked tells nothing of the hand, 1.2.1)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def _defending(self, battle: Any, seat: int) -> bool:
        return battle is not None and seat == self.seat == battle.d and USED not in battle.used

    def _cards(self, g: "Game", battle: Any) -> list[int]:
        matching = set(C.matching_in_hand(g, self.seat, g.suits[battle.c]))
        return [c for c in C.distinct_hand(g, self.seat) if c in matching]

    def before_roll_asks(self, g: "Game", battle: Any, seat: int) -> bool:
        return self._defending(battle, seat) and bool(g.factions[seat].hand)

    def before_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        if not self._defending(battle, seat):
            return []
        return [act("scout", (g.deckdef.cards[c].label,)) for c in self._cards(g, battle)]

    def before_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        C.spend(g, seat, C.card_by_label(g, seat, str(action.args[0])))
        battle.used.append(USED)

    def before_roll_why(self, g: "Game", battle: Any, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind != "scout":
            return None
        if battle is None or battle.step != "before_roll":
            return "the Rabbit Scouts are used defending in battle, before the roll", ["H.2.2", "4.3.2"]
        if seat != self.seat or battle.d != seat:
            return "only the Scouts' controller, defending, may use them", ["H.2.2"]
        if USED in battle.used:
            return "the Rabbit Scouts were already used in this battle", ["H.2.2"]
        suit = g.suits[battle.c]
        return f"spend a card of the clearing's suit ({suit}) or a bird, from your hand", ["H.2.2", "2.1.1"]

    def defends_with_high_roll(self, g: "Game", battle: Any) -> bool:
        return battle.d == self.seat and USED in battle.used


class RabbitScouts(Hireling):
    key = "rabbit_scouts"

    def why_not_now(self, g: "Game", h: Hired, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "scout" and h.controller != seat:
            return "you do not control the Rabbit Scouts", ["H.2.2"]
        return None

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [Scouts(h.controller)] if h.controller >= 0 else []
