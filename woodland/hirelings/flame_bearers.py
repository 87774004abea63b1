"""The Flame Bearers card (appendix H). Its demoted side, the Rat Smugglers: in Daylight the
controller may discard an item card (a card showing an item to craft, 2.1.2) to take a move
(4.2) or a battle (4.3), any number of times (H.2.2; R255). The promoted side (six
warriors that burn) is not implemented yet (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.actions import Action, act
from woodland.core.frame import Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CARD, WORD, action_kind
from woodland.rules import cards as C
from woodland.rules.battle import StartBattle, battle_options
from woodland.rules.move import Move, any_move

if TYPE_CHECKING:
    from woodland.core.game import Game

action_kind("smuggle", "Rat Smugglers: discard this item card to move or to battle (a word: move, battle)",
            "H.2.2", (CARD, WORD))

WAYS = ("move", "battle")


def item_cards(g: "Game", seat: int) -> list[int]:
    """The item cards in ``seat``'s hand, one per label."""
    return [c for c in C.distinct_hand(g, seat) if g.deckdef.cards[c].item]


class SmugglersBattle(StartBattle):
    """The battle the discarded item card paid for (4.3)."""

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        fr.step = "done"
        super().do(fr, g, action)


class SmugglersAct(Frame):
    """The move or battle an item card paid for; ``got`` takes a move's result (nothing
    reaches the Daylight frame below)."""

    __slots__ = ("seat", "way", "got")
    rule = "H.2.2"
    choices = {"battle": (SmugglersBattle(),)}

    def __init__(self, seat: int, way: str) -> None:
        self.step = way
        self.seat = seat
        self.way = way
        self.got = -1

    def s_move(self, g: "Game") -> None:
        self.step = "done"
        g.push(Move(self.seat, optional=False, law="H.2.2"))

    def s_battle(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "battle", opts, "Rat Smugglers: battle where?", "4.3")

    def s_done(self, g: "Game") -> None:
        g.pop()


class RatSmugglers(Hireling):
    key = "rat_smugglers"
    daylight_kinds = ("smuggle",)
    daylight_once = False

    def ways(self, g: "Game", seat: int) -> list[str]:
        """What an item card can pay for now: a move, a battle."""
        out = []
        if any_move(g, seat):
            out.append("move")
        if battle_options(g, seat):
            out.append("battle")
        return out

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        cards = item_cards(g, h.controller)
        if not cards:
            return []
        labels = [g.deckdef.cards[c].label for c in cards]
        return [act("smuggle", (lb, w)) for w in self.ways(g, h.controller) for lb in labels]

    def daylight_why(self, g: "Game", h: Hired, action: Action) -> Reason | None:
        if len(action.args) != 2 or action.args[1] not in WAYS:
            return "name an item card and move or battle (smuggle CARD move)", ["H.2.2"]
        label = str(action.args[0]).lower()
        cid = next((c for c in item_cards(g, h.controller) if g.deckdef.cards[c].label.lower() == label), None)
        if cid is None:
            return f"you hold no item card {action.args[0]} (an item card shows an item to craft)", ["H.2.2", "2.1.2"]
        if action.args[1] not in self.ways(g, h.controller):
            return f"you have no legal {action.args[1]} now", ["4.2.1" if action.args[1] == "move" else "4.3"]
        return None

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        cid = C.card_by_label(g, h.controller, str(action.args[0]))
        C.spend(g, h.controller, cid)
        g.push(SmugglersAct(h.controller, str(action.args[1])))
