"""The Warm Sun Prophets card (appendix H). Its demoted side, the Lizard Envoys: at the start
of Birdsong (H.2.3) the controller looks at the top five cards of the discard pile and takes
one of the suit most common among them, birds aside, that is not an ambush (R254: a tie
between suits lets either be taken; no such card, nothing). The promoted side (four
warriors) is not implemented yet (docs/hirelings.md)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from woodland.core.actions import Action, act
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CARD, action_kind, decision_kind

if TYPE_CHECKING:
    from woodland.core.game import Game

#: how many cards of the discard pile the Envoys look at
LOOK = 5


def envoy_cards(g: "Game") -> list[int]:
    """The cards the Envoys may take now: among the top five of the discard pile, those of the
    most common suit other than bird, except ambushes."""
    cards = g.deckdef.cards
    top = g.discard[-LOOK:]
    counts = Counter(cards[c].suit for c in top if cards[c].suit != "bird")
    if not counts:
        return []
    most = max(counts.values())
    return [c for c in top if counts.get(cards[c].suit) == most and cards[c].kind != "ambush"]


decision_kind("envoys", "Which card the Lizard Envoys take from the discard pile (H.2.3)", "H.2.3")
action_kind("envoy", "Take this card from the top of the discard pile (Lizard Envoys)", "H.2.3", (CARD,))


class EnvoyTake(Choice["EnvoysBirdsong"]):
    kind = "envoy"

    def options(self, fr: "EnvoysBirdsong", g: "Game") -> list[Action]:
        labels = sorted({g.deckdef.cards[c].label for c in envoy_cards(g)})
        return [act("envoy", (lb,)) for lb in labels]

    def why_not(self, fr: "EnvoysBirdsong", g: "Game", action: Action) -> Reason | None:
        label = str(action.args[0]) if action.args else "?"
        return (f"{label} is not among the top {LOOK} cards of the discard pile of their most common suit "
                f"(birds aside), or is an ambush"), ["H.2.3"]

    def do(self, fr: "EnvoysBirdsong", g: "Game", action: Action) -> None:
        low = str(action.args[0]).lower()
        cid = next(c for c in reversed(envoy_cards(g)) if g.deckdef.cards[c].label.lower() == low)
        g.discard.remove(cid)
        f = g.factions[fr.seat]
        f.hand.append(cid)
        f.shown.append(cid)  # taken from the open discard pile: everyone knows it (1.2)
        g.pop()


class EnvoysBirdsong(Frame):
    """H.2.3 Lizard Envoys: take one card from the top of the discard pile."""

    __slots__ = ("seat",)
    rule = "H.2.3"
    choices = {"take": (EnvoyTake(),)}

    def __init__(self, seat: int) -> None:
        self.step = "take"
        self.seat = seat

    def s_take(self, g: "Game") -> Decision | None:
        if not envoy_cards(g):
            g.pop()
            return None
        return Decision(self.seat, "envoys", self.offer(g), "Lizard Envoys: take a card from the discard pile",
                        "H.2.3")


class LizardEnvoys(Hireling):
    key = "lizard_envoys"
    rule = "H.2.3"

    def why_not_now(self, g: "Game", h: Hired, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind != "envoy":
            return None
        if h.controller != seat:
            return "you do not control the Lizard Envoys", ["H.2.3"]
        return "the Lizard Envoys take a card at the start of your Birdsong", ["H.2.3"]

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return bool(envoy_cards(g))

    def birdsong(self, g: "Game", h: Hired) -> None:
        g.push(EnvoysBirdsong(h.controller))
