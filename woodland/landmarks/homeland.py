"""The Homeland landmarks (appendix L; c.5.3-c.5.4): Mousehold, Foxburrow and Rabbittown.

Their cards (Leder Games' print-and-play sheets, docs/data-sources.md; summarised in our
words):

- every one adds its suit to its clearing, even where a suit marker covers the printed suit
  (an ability asked by the one suit query, rules/board.py ``clearing_suits``), and cannot be
  battled or removed (L.1.1 already says so of every landmark);
- Mousehold: in battle, when warriors are removed from another mouse clearing, their player
  may place them at Mousehold (:class:`MouseholdWait`, then the ``mousehold`` question);
- Foxburrow: while moving, fox clearings count as adjacent to Foxburrow and the mover
  ignores paths between them (a link only a move may use, like the Ferry's);
- Rabbittown: once in Daylight, a player may spend a rabbit card to place one warrior at
  Rabbittown for each other rabbit clearing with their pieces, then must battle there
  (the Daylight option ``rabbittown``).

Setup (A.5.3, the other side of each card): in a clearing of its suit, neither holding a
landmark nor adjacent to one. On the Marsh with five or more players the board places all
three in the clearings left without a suit marker (M.5.1.II; rules/setup.py), where the
landmark's suit becomes the clearing's own suit (``set_up``, ruling R470).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.core.ability import FROM_LANDMARK, Ability, Link
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.events import Removed
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import action_kind, decision_kind
from woodland.core.landmark import Landmark, landmark_free
from woodland.core.maps import UNSUITED
from woodland.rules import cards as C
from woodland.rules.battle import StartBattle, battle_options, start_battle
from woodland.rules.board import can_place, clearings_in_suit, has_pieces, in_suit, place_warriors

if TYPE_CHECKING:
    from woodland.core.game import Game


class AddSuit(Ability):
    """A Homeland landmark adds its suit to its clearing (its card)."""

    rule = "L"
    precedence = FROM_LANDMARK

    def __init__(self, c: int, suit: str) -> None:
        super().__init__()
        self.c = c
        self.suit = suit

    def clearing_suits(self, g: "Game", c: int, suits: tuple[str, ...]) -> tuple[str, ...]:
        return suits + (self.suit,) if c == self.c and self.suit not in suits else suits

    def __repr__(self) -> str:
        return f"<AddSuit {self.suit} clearing {self.c + 1}>"


class HomelandLandmark(Landmark):
    """What the three cards share: a suit, added to their clearing, and their setup."""

    suit: ClassVar[str] = ""
    rule = "L"
    setup_rule = "A.5.3"

    def setup_clearings(self, g: "Game") -> list[int]:
        # its card: a clearing of its suit without a landmark and not adjacent to one
        return [c for c in range(g.map.board_n) if in_suit(g, c, self.suit) and landmark_free(g, c)]

    def set_up(self, g: "Game", c: int) -> None:
        if g.suits[c] == UNSUITED:  # M.5.1.II: its suit is the clearing's own (R470)
            g.suits = g.suits[:c] + (self.suit,) + g.suits[c + 1:]

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        # only where it changes something: the suit query keeps its fast path elsewhere
        return [AddSuit(c, self.suit)] if g.suits[c] != self.suit else []


# ----------------------------------------------------------------------------- Mousehold
MOUSEHOLD = "mousehold"

decision_kind("mousehold", "Place the warriors just removed in battle at Mousehold, or not", "L")
action_kind("mousehold", "Place the warriors just removed in battle at Mousehold", "L", ())


class MouseholdWait(Ability):
    """Mousehold: a player's warriors removed in battle from another mouse clearing wait in
    their supply for the player's choice (the number is kept with the landmark until the
    trigger asks): those that reached the supply, so never a Knaves Captain, which cannot be
    placed but in setup and by Ready (18.2.5; the Feline Physicians count them so, R306).
    Asked after the faction's, cards' and hirelings' rules for removed warriors (Revenge,
    Coffin Makers, Feline Physicians take them first: ruling R472)."""

    rule = "L"
    precedence = FROM_LANDMARK

    def __init__(self, c: int) -> None:
        super().__init__()
        self.c = c

    def takes_removed_warriors(self, g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> bool:
        if cause != "battle" or owner < 0 or c == self.c or c >= g.map.board_n or not in_suit(g, c, "mouse") \
                or not can_place(g, owner, self.c):
            return False
        f = g.factions[owner]
        before = f.supply
        f.warriors_removed(g, c, n, by, cause)
        k = f.supply - before  # those that reached the supply: not a Captain (18.2.5 places none)
        if k > 0:
            g.landmark_cards[MOUSEHOLD] = tuple(g.landmark_cards.get(MOUSEHOLD, ())) + ((c, owner, k),)
        return True


class PlaceAtMousehold(BareAction["MouseholdAsk"]):
    """Mousehold: the removed warriors are placed there."""

    kind = "mousehold"

    def do(self, fr: "MouseholdAsk", g: "Game", action: Action) -> None:
        place_warriors(g, fr.seat, g.landmarks[MOUSEHOLD], fr.n)
        g.pop()


class LeaveRemoved(BareAction["MouseholdAsk"]):
    """Mousehold ("may"): the warriors stay in the supply."""

    kind = "pass"

    def do(self, fr: "MouseholdAsk", g: "Game", action: Action) -> None:
        g.pop()


class MouseholdAsk(Frame):
    """Mousehold: ``n`` warriors of ``seat`` removed in battle from ``c``: place them there?"""

    __slots__ = ("seat", "c", "n")
    rule = "L"
    clearing_fields = ("c",)
    choices = {"ask": (PlaceAtMousehold(), LeaveRemoved())}

    def __init__(self, seat: int, c: int, n: int) -> None:
        self.step = "ask"
        self.seat = seat
        self.c = c
        self.n = n

    def s_ask(self, g: "Game") -> Decision | None:
        m = g.landmarks.get(MOUSEHOLD, -1)
        if m < 0 or g.factions[self.seat].supply <= 0 or not can_place(g, self.seat, m):
            g.pop()
            return None
        return Decision(self.seat, "mousehold", [act("mousehold"), act("pass")],
                        f"{self.n} warrior(s) removed from {self.c + 1}: place them at Mousehold ({m + 1})?", "L")

    def describe(self, g: "Game") -> str:
        return f"Mousehold for {self.c + 1}"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "mousehold", "clearing": self.c + 1, "warriors": self.n}


class Mousehold(HomelandLandmark):
    key = MOUSEHOLD
    title = "Mousehold"
    summary = "a mouse clearing; warriors removed in a battle in another mouse clearing may be placed here"
    suit = "mouse"
    listens = frozenset({"removed"})

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        return super().abilities(g, c) + [MouseholdWait(c)]

    def cards_from_json(self, g: "Game", v: list[Any], field: str) -> tuple[Any, ...]:
        # removals waiting for their trigger (a save made while the battle asks something)
        if not all(isinstance(x, list) and len(x) == 3 and all(type(y) is int for y in x)
                   and 0 <= x[0] < g.map.n and 0 <= x[1] < g.n and x[2] > 0 for x in v):
            raise BadInput(field, "expected [clearing index, seat, warriors] for each removal waiting for Mousehold")
        return tuple(tuple(x) for x in v)

    def triggers(self, g: "Game", c: int, event: tuple[Any, ...]) -> "list[Frame]":
        if not isinstance(event, Removed) or event.piece != "warrior":
            return []
        pending = list(g.landmark_cards.get(MOUSEHOLD, ()))
        # the number waiting may be fewer than removed (a warlord taken elsewhere, 14.2.2)
        key = next((p for p in pending if p[:2] == (event.clearing, event.owner)), None)
        if key is None:
            return []
        pending.remove(key)
        if pending:
            g.landmark_cards[MOUSEHOLD] = tuple(pending)
        else:
            del g.landmark_cards[MOUSEHOLD]
        return [MouseholdAsk(event.owner, event.clearing, key[2])]


# ----------------------------------------------------------------------------- Foxburrow
class FoxburrowLinks(Ability):
    """Foxburrow: while moving, fox clearings are adjacent to Foxburrow (both ways), paths
    ignored; rule is still needed (4.2.1, ruling R473)."""

    rule = "L"
    precedence = FROM_LANDMARK

    def __init__(self, c: int) -> None:
        super().__init__()
        self.c = c

    def move_only_links(self, g: "Game", mover: int) -> list[Link]:
        fox = [x for x in clearings_in_suit(g, "fox") if x != self.c and x < g.map.board_n]
        return [(self.c, x, False) for x in fox] + [(x, self.c, False) for x in fox]


class Foxburrow(HomelandLandmark):
    key = "foxburrow"
    title = "Foxburrow"
    summary = "a fox clearing; a move may go between it and any fox clearing, ignoring paths (not rule)"
    suit = "fox"

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        return super().abilities(g, c) + [FoxburrowLinks(c)]


# ----------------------------------------------------------------------------- Rabbittown
RABBITTOWN = "rabbittown"
#: the mark in the player's ``used`` list once they used Rabbittown this turn
USED = "landmark:rabbittown"

decision_kind("rabbittown_spend", "Which rabbit card to spend at Rabbittown", "L")
decision_kind("rabbittown_battle", "Whom to battle at Rabbittown", "L")
action_kind("rabbittown", "Rabbittown: spend a rabbit card to place a warrior there per other rabbit clearing "
                          "with your pieces, then battle there", "L", ())


def muster(g: "Game", seat: int) -> int:
    """Rabbittown: one warrior per other rabbit clearing with ``seat``'s pieces."""
    c = g.landmarks[RABBITTOWN]
    return sum(1 for x in clearings_in_suit(g, "rabbit") if x != c and has_pieces(g, seat, x))


def why_no_muster(g: "Game", seat: int) -> Reason | None:
    """Why ``seat`` cannot use Rabbittown now, or None."""
    if RABBITTOWN not in g.landmarks:
        return "there is no Rabbittown in this game", ["L"]
    if seat != g.current or g.phase != "daylight":
        return "Rabbittown is used in your own Daylight", ["L"]
    if USED in g.factions[seat].used:
        return "you already used Rabbittown this turn (once in Daylight)", ["L"]
    if not C.matching_in_hand(g, seat, "rabbit"):
        return "Rabbittown costs a rabbit card (or a bird), and you have none", ["L", "2.1.1"]
    return None


class RabbittownAccess(Ability):
    """Rabbittown's Daylight action, offered in every Daylight menu (not before Birdsong or
    Evening: ``turn_window`` stays False)."""

    rule = "L"
    precedence = FROM_LANDMARK
    turn_kinds = ("rabbittown",)

    def turn_options(self, g: "Game", seat: int) -> list[Action]:
        return [act("rabbittown")] if why_no_muster(g, seat) is None else []

    def turn_option_why(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        return why_no_muster(g, seat)

    def turn_option_do(self, g: "Game", seat: int, action: Any) -> None:
        g.factions[seat].used.append(USED)
        g.push(Muster(seat))

    def why_not_now(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        if action.kind == "rabbittown":
            return why_no_muster(g, seat) or ("Rabbittown is offered in your Daylight menu", ["L"])
        return None


class SpendRabbit(Choice["Muster"]):
    """Rabbittown: the rabbit card spent (birds are wild, 2.1.1)."""

    kind = "spend"

    def options(self, fr: "Muster", g: "Game") -> list[Action]:
        return C.card_actions(g, "spend", C.matching_in_hand(g, fr.seat, "rabbit"))

    def why_not(self, fr: "Muster", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0] if action.args else "?", "rabbit", "L")

    def do(self, fr: "Muster", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        place_warriors(g, fr.seat, g.landmarks[RABBITTOWN], muster(g, fr.seat))  # 1.5.4: as many as possible
        fr.step = "battle"


class BattleThere(StartBattle):
    """Rabbittown: the battle that must follow, in Rabbittown."""

    clearings_rule = "L"

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        return [g.landmarks[RABBITTOWN]]

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        g.pop()
        start_battle(g, fr.seat, action)


class Muster(Frame):
    """Rabbittown: spend a rabbit card, place the warriors, then battle there if possible."""

    __slots__ = ("seat",)
    rule = "L"
    choices = {"spend": (SpendRabbit(),), "battle": (BattleThere(),)}

    def __init__(self, seat: int) -> None:
        self.step = "spend"
        self.seat = seat

    def s_spend(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "rabbittown_spend", self.offer(g),
                        f"spend a rabbit card: {muster(g, self.seat)} warrior(s) to Rabbittown, then battle there",
                        "L")

    def s_battle(self, g: "Game") -> Decision | None:
        c = g.landmarks[RABBITTOWN]
        if not battle_options(g, self.seat, [c], True):
            g.pop()  # no enemy there to battle (1.5.4)
            return None
        return Decision(self.seat, "rabbittown_battle", self.offer(g), f"battle in Rabbittown ({c + 1})", "L")

    def describe(self, g: "Game") -> str:
        return "Rabbittown"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "rabbittown"}


class Rabbittown(HomelandLandmark):
    key = RABBITTOWN
    title = "Rabbittown"
    summary = ("a rabbit clearing; once in Daylight, a rabbit card places a warrior here per other rabbit clearing "
               "with your pieces, then you must battle here")
    suit = "rabbit"

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        return super().abilities(g, c) + [RabbittownAccess()]
