"""The Warm Sun Prophets card (appendix H). Its demoted side, the Lizard Envoys: at the start
of Birdsong (H.2.3) the controller looks at the top five cards of the discard pile and takes
one of the suit most common among them, birds aside, that is not an ambush (R254: a tie
between suits lets either be taken; no such card, nothing).

Its promoted side, the Warm Sun Prophets (components.md §6): four warriors, one set up in each
clearing with a ruin (A.6.3); when hired with none on the map, one in any clearing (H.2.1).
Once per Daylight (H.2.4): **either** a Prophet placed in a clearing without one
(``prophet_place CLEARING``), **or** the controller picks a player with pieces in a Prophet
clearing (``prophet_force CLEARING FACTION``) and forces them to battle there (``battle
CLEARING DEFENDER``, the controller choosing the defender) or to move as many of their
warriors as can leave to a clearing the controller picks (``prophet_move CLEARING``), then
perhaps to battle there (``battle ...`` or ``pass``). The forced battle is that player's: they
attack and score as usual (H.3.6) (R247)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from woodland.core.actions import Action, act
from woodland.core.events import PATH, Moved
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CARD, CLEARING, FACTION, action_kind, decision_kind
from woodland.hirelings import PlaceWarriors
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import can_place, has_pieces, move_warriors, place_hireling_warriors
from woodland.rules.move import can_move, movable_warriors

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


# ----------------------------------------------------------------------------- Warm Sun Prophets
action_kind("prophets", "Warm Sun Prophets: a new Prophet, or force a player by a Prophet to battle or move",
            "H.2.4", ())
action_kind("prophet_place", "Warm Sun Prophets: a Prophet in this clearing, which has none", "H.2.4", (CLEARING,))
action_kind("prophet_force", "Warm Sun Prophets: force this player, in this Prophet clearing, to battle or move",
            "H.2.4", (CLEARING, FACTION))
action_kind("prophet_move", "Warm Sun Prophets: the forced player's warriors move to this clearing", "H.2.4",
            (CLEARING,))
decision_kind("prophets", "Warm Sun Prophets: a new Prophet, or whom to force", "H.2.4")
decision_kind("prophets_force", "Warm Sun Prophets: the forced player battles (whom) or moves (where)", "H.2.4")
decision_kind("prophets_battle", "Warm Sun Prophets: whether the moved player battles there, and whom", "H.2.4")


def _prophets(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("warm_sun_prophets")


def move_targets(g: "Game", seat: int, c: int) -> list[int]:
    """Where ``seat``'s warriors in ``c`` can be moved (4.2; "as many as they can")."""
    if movable_warriors(g, seat, c) <= 0:
        return []
    return [d for d in g.map.adj[c] if can_move(g, seat, c, d)]


def force_options(g: "Game") -> list[Action]:
    owner, h = _prophets(g)
    return [act("prophet_force", (c + 1, f.key)) for c in h.warrior_clearings() for f in g.factions
            if has_pieces(g, f.seat, c) and (battle_options(g, f.seat, [c], hirelings=True)
                                              or move_targets(g, f.seat, c))]


class ProphetPlace(Choice["ProphetsAction"]):
    kind = "prophet_place"

    def options(self, fr: "ProphetsAction", g: "Game") -> list[Action]:
        owner, h = _prophets(g)
        if not h.supply:
            return []
        return [act(self.kind, (c + 1,)) for c in range(g.map.board_n) if not h.at(c) and can_place(g, owner, c)]

    def why_not(self, fr: "ProphetsAction", g: "Game", action: Action) -> Reason | None:
        return "a new Prophet goes in a clearing without one, from their supply", ["H.2.4"]

    def do(self, fr: "ProphetsAction", g: "Game", action: Action) -> None:
        g.pop()
        place_hireling_warriors(g, _prophets(g)[0], int(action.args[0]) - 1, 1)


class ProphetForce(Choice["ProphetsAction"]):
    kind = "prophet_force"

    def options(self, fr: "ProphetsAction", g: "Game") -> list[Action]:
        return force_options(g)

    def why_not(self, fr: "ProphetsAction", g: "Game", action: Action) -> Reason | None:
        return ("the player forced has pieces in a Prophet clearing, and a battle or a move they can make "
                "from there"), ["H.2.4"]

    def do(self, fr: "ProphetsAction", g: "Game", action: Action) -> None:
        fr.c = int(action.args[0]) - 1
        fr.forced = g.seat_of(str(action.args[1]))
        fr.step = "force"


class ForcedBattle(Choice["ProphetsAction"]):
    """The forced player battles in ``fr.c`` (or, after the move, where they moved), the
    controller choosing the defender; the battle is theirs (H.3.6)."""

    kind = "battle"

    def options(self, fr: "ProphetsAction", g: "Game") -> list[Action]:
        return battle_options(g, fr.forced, [fr.c], hirelings=True)

    def why_not(self, fr: "ProphetsAction", g: "Game", action: Action) -> Reason | None:
        return f"the forced player battles an enemy of theirs in clearing {fr.c + 1}", ["H.2.4", "4.3"]

    def do(self, fr: "ProphetsAction", g: "Game", action: Action) -> None:
        g.pop()
        start_battle(g, fr.forced, action)


class ForcedMove(Choice["ProphetsAction"]):
    kind = "prophet_move"

    def options(self, fr: "ProphetsAction", g: "Game") -> list[Action]:
        return [act(self.kind, (d + 1,)) for d in move_targets(g, fr.forced, fr.c)]

    def why_not(self, fr: "ProphetsAction", g: "Game", action: Action) -> Reason | None:
        return "the forced player's warriors move to a clearing they could move to (4.2.1)", ["H.2.4", "4.2"]

    def do(self, fr: "ProphetsAction", g: "Game", action: Action) -> None:
        a, d = fr.c, int(action.args[0]) - 1
        k = movable_warriors(g, fr.forced, a)
        move_warriors(g, fr.forced, a, d, k)
        g.emit(Moved("moved", fr.forced, a, d, k, fr.forced, PATH))  # their move (Outrage is theirs)
        fr.c = d
        fr.step = "after"


class NoBattle(BareAction["ProphetsAction"]):
    kind = "pass"

    def do(self, fr: "ProphetsAction", g: "Game", action: Action) -> None:
        g.pop()


class ProphetsAction(Frame):
    """H.2.4: the Warm Sun Prophets' Daylight action for their controller ``seat``; ``forced``:
    the player forced, ``c``: their clearing (after the move, where they moved)."""

    __slots__ = ("seat", "forced", "c")
    rule = "H.2.4"
    seat_fields = ("seat", "forced")
    clearing_fields = ("c",)
    choices = {"choose": (ProphetPlace(), ProphetForce()), "force": (ForcedBattle(), ForcedMove()),
               "after": (ForcedBattle(), NoBattle())}

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat
        self.forced = seat  # (a seat until the controller picks the player forced)
        self.c = -1

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "prophets", opts,
                        "Warm Sun Prophets: a new Prophet, or force a player by a Prophet?", "H.2.4")

    def s_force(self, g: "Game") -> Decision:
        return Decision(self.seat, "prophets_force", self.offer(g),
                        f"Warm Sun Prophets: {g.factions[self.forced].key} battle (whom?) or move (where?)",
                        "H.2.4")

    def s_after(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # no battle possible: only "pass"
            g.pop()
            return None
        return Decision(self.seat, "prophets_battle", opts,
                        f"Warm Sun Prophets: {g.factions[self.forced].key} battle here too?", "H.2.4")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "warm_sun_prophets", "step": self.step,
                **({"forced": g.factions[self.forced].key} if self.step != "choose" else {})}


class ProphetsSetup(Frame):
    """A.6.3: one Prophet in each clearing with a ruin (where one may be placed, G.20)."""

    __slots__ = ("seat",)
    rule = "A.6.3"

    def __init__(self, seat: int) -> None:
        self.step = "place"
        self.seat = seat

    def s_place(self, g: "Game") -> None:
        g.pop()
        owner, _h = _prophets(g)
        for c in range(g.map.board_n):
            if any(o == -1 for o, _k in g.buildings[c]) and can_place(g, owner, c):
                place_hireling_warriors(g, owner, c, 1)


class WarmSunProphets(Hireling):
    key = "warm_sun_prophets"
    rule = "H.2.4"
    daylight_kinds = ("prophets",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [ProphetsSetup(seat)]

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        return [] if any(h.warriors) else [PlaceWarriors(h.controller, h.card, "hired")]  # H.2.1: anywhere

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("prophets")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(ProphetsAction(h.controller))
