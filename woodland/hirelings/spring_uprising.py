"""The Spring Uprising card (appendix H). Its demoted side, the Rabbit Scouts: defending in
battle, the controller may spend a card matching the clearing before the roll (4.3.2) to
deal the higher roll and take the lower, as Guerrilla War (8.2.2).

Its promoted side, the Spring Uprising (components.md §6; the card's text, TRANSCRIPTION in
docs/data-sources.md): four warriors and the uprising die (fox, rabbit, mouse, each as likely:
one source, woodland/data/hirelings/cards.json ``uprising_die``, unverified). At setup the die
is rolled twice and a warrior placed in a clearing matching each roll (A.6.3); when hired with
none on the map, once (H.2.1) (R335). To battle them, the attacker must discard a card matching
the clearing (H.2.2: the generic ``battle_cost`` hook; battles are offered only to an attacker
holding one, R336). At the start of the controller's Birdsong (H.2.3) the die is rolled; then,
in a clearing matching the roll, the controller must either remove an Uprising warrior and
every enemy piece (``uprising_strike CLEARING``; removed by the hireling, H.3.6, H.3.7) or
place an Uprising warrior (``deploy CLEARING``) (R337)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.events import event
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling, card_data
from woodland.core.kinds import CARD, CLEARING, action_kind, decision_kind
from woodland.hirelings import PlaceWarriors
from woodland.rules import cards as C
from woodland.rules.board import (
    can_place,
    clearing_suits,
    in_suit,
    place_hireling_warriors,
    remove_all_enemy_pieces,
    remove_warriors,
    suit_words,
)

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


# ----------------------------------------------------------------------------- Spring Uprising
KEY = "spring_uprising"


def uprising_die() -> tuple[str, ...]:
    """The uprising die's faces (data: single source, unverified; docs/data-sources.md)."""
    return tuple(card_data()[KEY]["promoted"]["uprising_die"])


@event("uprising_die")
class UprisingDie(NamedTuple):
    """H.2.1, H.2.3, A.6.3: ``seat`` rolled the uprising die (public)."""
    kind: str
    seat: int
    suit: str


def roll_uprising_die(g: "Game", seat: int) -> str:
    faces = uprising_die()
    suit = faces[g.rng.below(len(faces))]
    g.emit(UprisingDie("uprising_die", seat, suit))
    return suit


def _uprising(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side(KEY)


class RollAndPlace(PlaceWarriors):
    """A.6.3, H.2.1: roll the uprising die ``rolls`` times, then place one Uprising warrior in
    a clearing matching each roll (``deploy CLEARING``, ``seat`` choosing; R335: a roll whose
    suit has no clearing a warrior may be placed in places none)."""

    __slots__ = ("suits",)

    def __init__(self, seat: int, card: str, mode: str, rolls: int) -> None:
        super().__init__(seat, card, mode, each=1, times=rolls)
        self.step = "roll"
        self.suits: list[str] = []

    def s_roll(self, g: "Game") -> None:
        self.suits = [roll_uprising_die(g, self.seat) for _ in range(self.times)]
        self.step = "choose"

    def suit(self) -> str:
        """The roll the next warrior matches."""
        return self.suits[len(self.suits) - self.times]

    def targets(self, g: "Game") -> list[int]:
        return [c for c in super().targets(g) if in_suit(g, c, self.suit())]

    def s_choose(self, g: "Game") -> Decision | None:
        if self.times > 0 and not self.targets(g):  # nowhere to place for this roll
            self.times -= 1
            if self.times <= 0:
                g.pop()
            return None
        return Decision(self.seat, "hireling_warriors", self.offer(g),
                        f"the uprising die rolled {self.suit()}: which {self.suit()} clearing does an Uprising "
                        f"warrior go to?", self.rule_of(g))

    def public(self, g: "Game") -> dict[str, Any] | None:
        d = super().public(g) or {}
        return {**d, "rolled": list(self.suits), **({"suit": self.suit()} if self.suits and self.times else {})}


decision_kind("spring_uprising", "Spring Uprising: remove a warrior and every enemy piece, or place one, in a "
              "clearing matching the roll", "H.2.3")
action_kind("uprising_strike", "Spring Uprising: remove an Uprising warrior and every enemy piece in this "
            "clearing", "H.2.3", (CLEARING,))


def strike_clearings(g: "Game", suit: str) -> list[int]:
    """H.2.3: the clearings of ``suit`` with an Uprising warrior."""
    return [c for c in _uprising(g)[1].warrior_clearings() if in_suit(g, c, suit)]


def rise_clearings(g: "Game", suit: str) -> list[int]:
    """H.2.3: the clearings of ``suit`` where an Uprising warrior may be placed (G.20)."""
    owner, h = _uprising(g)
    if not h.supply:
        return []
    return [c for c in range(g.map.board_n) if in_suit(g, c, suit) and can_place(g, owner, c)]


class Strike(Choice["UprisingBirdsong"]):
    kind = "uprising_strike"

    def options(self, fr: "UprisingBirdsong", g: "Game") -> list[Action]:
        return [act(self.kind, (c + 1,)) for c in strike_clearings(g, fr.suit)]

    def why_not(self, fr: "UprisingBirdsong", g: "Game", action: Action) -> Reason | None:
        return f"the uprising strikes in a {fr.suit} clearing (the roll) with an Uprising warrior", ["H.2.3"]

    def do(self, fr: "UprisingBirdsong", g: "Game", action: Action) -> None:
        """H.2.3: the warrior and every enemy piece (H.3.2) removed by the hireling (H.3.6,
        H.3.7); pawns stay (9.2.2)."""
        owner, c = _uprising(g)[0], int(action.args[0]) - 1
        g.pop()
        remove_warriors(g, owner, c, 1, owner)
        remove_all_enemy_pieces(g, owner, c)


class Rise(Choice["UprisingBirdsong"]):
    kind = "deploy"

    def options(self, fr: "UprisingBirdsong", g: "Game") -> list[Action]:
        return [act(self.kind, (c + 1,)) for c in rise_clearings(g, fr.suit)]

    def why_not(self, fr: "UprisingBirdsong", g: "Game", action: Action) -> Reason | None:
        return (f"an Uprising warrior is placed from their supply in a {fr.suit} clearing (the roll) where it "
                f"may be placed"), ["H.2.3", "G.20"]

    def do(self, fr: "UprisingBirdsong", g: "Game", action: Action) -> None:
        g.pop()
        place_hireling_warriors(g, _uprising(g)[0], int(action.args[0]) - 1, 1)


class UprisingBirdsong(Frame):
    """H.2.3: the controller ``seat`` rolls the uprising die (``suit``), then must strike or
    rise in a clearing matching it (R337: nothing if neither can be done)."""

    __slots__ = ("seat", "suit")
    rule = "H.2.3"
    choices = {"choose": (Strike(), Rise())}

    def __init__(self, seat: int) -> None:
        self.step = "roll"
        self.seat = seat
        self.suit = ""

    def s_roll(self, g: "Game") -> None:
        self.suit = roll_uprising_die(g, self.seat)
        self.step = "choose"

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "spring_uprising", opts,
                        f"Spring Uprising rolled {self.suit}: strike (remove a warrior and every enemy piece) or "
                        f"place a warrior in a {self.suit} clearing", "H.2.3")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": KEY, "rolled": self.suit}


class UprisingToll(Ability):
    """H.2.2: to battle the Spring Uprising, the attacker must discard a card matching the
    clearing of battle (R336)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def battle_cost(self, g: "Game", attacker: int, defender: int, c: int) -> tuple[str, ...] | None:
        return clearing_suits(g, c) if defender == _uprising(g)[0] else None

    def battle_cost_reason(self, g: "Game", defender: int, c: int) -> str:
        return (f"to battle the Spring Uprising, the attacker discards a card matching clearing {c + 1} "
                f"({suit_words(g, c)}, or a bird)")


class SpringUprising(Hireling):
    key = KEY
    rule = "H.2.3"
    tells = frozenset({"uprising_die"})

    def tell(self, g: "Game", ev: tuple[Any, ...]) -> list[str]:
        """H.2.3, A.6.3: the roll of the uprising die is public."""
        return [f"{g.faction_key(ev.seat)} rolls the uprising die: {ev.suit}"] if isinstance(ev, UprisingDie) else []

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [RollAndPlace(seat, h.card, "setup", 2)]  # A.6.3: the die rolled twice

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        return [] if any(h.warriors) else [RollAndPlace(h.controller, h.card, "hired", 1)]  # H.2.1

    def where(self, mode: str) -> str:
        return "a clearing matching the roll of the uprising die"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [UprisingToll(h.controller)]

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return True  # "you must roll the uprising die"

    def birdsong(self, g: "Game", h: Hired) -> None:
        g.push(UprisingBirdsong(h.controller))

    def why_not_now(self, g: "Game", h: Hired, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind != "uprising_strike":
            return None
        if h.controller != seat:
            return "you do not control the Spring Uprising", ["H.2.3"]
        return "the Spring Uprising strike at the start of your Birdsong, after rolling the uprising die", ["H.2.3"]
