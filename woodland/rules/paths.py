"""Closed paths on the Mountain map (M.4.2, M.4.3).

A closed path links no clearings (M.4.2): the map's adjacency (``Map.adj``) leaves it out,
while forests stay divided by it as by any path. Once per turn in their Daylight, a player
with any pieces in either clearing it links may spend a card to remove a closed path marker
for good and score one victory point (M.4.3): the Daylight option ``open A B``, offered by
every faction's Daylight menu (rules/turn.py), then the card to spend.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.actions import Action, act
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.kinds import CLEARING, action_kind
from woodland.rules import cards as C
from woodland.rules.board import has_pieces
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

#: the mark in the player's ``used`` list once a closed path was removed this turn
USED = "open_path"

action_kind("open", "Remove a closed path marker between two clearings for a card and 1 VP", "M.4.3",
            (CLEARING, CLEARING))


def open_options(g: "Game", seat: int) -> list[Action]:
    """M.4.3: the closed paths ``seat`` may remove now."""
    closed = g.map.closed
    if not closed or USED in g.factions[seat].used or not g.factions[seat].hand:
        return []
    return [act("open", (a + 1, b + 1)) for a, b in sorted(closed) if has_pieces(g, seat, a) or has_pieces(g, seat, b)]


def why_open(g: "Game", seat: int, action: Action) -> Reason | None:
    """Why ``open A B`` is not possible now (M.4.3)."""
    if len(action.args) != 2 or not all(isinstance(x, int) and 1 <= x <= g.map.n for x in action.args):
        return f"name the two clearings the closed path links: open A B (1-{g.map.n})", ["M.4.3"]
    a, b = (int(x) - 1 for x in action.args)
    if not g.map.linked_by_closed_path(a, b):
        what = "a path that is open" if (min(a, b), max(a, b)) in g.map.paths else "no path"
        return f"there is no closed path between {a + 1} and {b + 1} ({what})", ["M.4.2", "M.4.3"]
    if USED in g.factions[seat].used:
        return "a closed path has already been removed this turn (once per turn)", ["M.4.3"]
    if not (has_pieces(g, seat, a) or has_pieces(g, seat, b)):
        return f"you have no pieces in clearing {a + 1} or {b + 1}, which the closed path links", ["M.4.3"]
    if not g.factions[seat].hand:
        return "removing a closed path costs a card, and your hand is empty", ["M.4.3"]
    return None


def start_open(g: "Game", seat: int, action: Action) -> None:
    g.push(OpenPath(seat, int(action.args[0]) - 1, int(action.args[1]) - 1))


class SpendToOpen(Choice["OpenPath"]):
    """M.4.3: any card pays for removing the closed path."""

    kind = "spend"

    def options(self, fr: "OpenPath", g: "Game") -> list[Action]:
        return C.card_actions(g, "spend", C.distinct_hand(g, fr.seat))

    def why_not(self, fr: "OpenPath", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0] if action.args else "?", None, "M.4.3")

    def do(self, fr: "OpenPath", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        g.map = g.map.with_closed(g.map.closed - {(min(fr.a, fr.b), max(fr.a, fr.b))})
        g.factions[fr.seat].used.append(USED)
        score(g, fr.seat, 1)
        g.pop()


class OpenPath(Frame):
    """M.4.3: spend a card to remove the closed path marker between ``a`` and ``b`` from
    the game and score one victory point."""

    __slots__ = ("seat", "a", "b")
    rule = "M.4.3"
    clearing_fields = ("a", "b")
    choices = {"spend": (SpendToOpen(),)}

    def __init__(self, seat: int, a: int, b: int) -> None:
        self.step = "spend"
        self.seat = seat
        self.a = a
        self.b = b

    def s_spend(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "spend", self.offer(g),
                        f"spend a card to remove the closed path {self.a + 1}-{self.b + 1}", "M.4.3")

    def public(self, g: "Game") -> dict[str, int | str] | None:
        return {"procedure": "open path", "from": self.a + 1, "to": self.b + 1}
