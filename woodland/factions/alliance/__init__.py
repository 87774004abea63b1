"""Woodland Alliance (Law ch. 8): sympathy, supporters, outrage, revolts, bases and
officers, Guerrilla War. Track values come from woodland/factions/alliance/data.json."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import Moved, Removed, event
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, action_kind, decision_kind
from woodland.core.maps import WILD_SUIT
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    borrows_warriors,
    can_place,
    clearing_suits,
    free_slots,
    in_suit,
    piece_suit,
    piece_suits,
    place_building,
    place_token,
    place_warriors,
    remove_all_enemy_pieces,
    remove_warriors,
    suit_words,
    unchangeable,
    warriors_for_rule,
    why_cannot_place,
)
from woodland.rules.craft import CraftCard
from woodland.rules.move import adjacency, do_move, move_options
from woodland.rules.setup import package_data
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End, why_not_in_phase
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
SUITS = tuple(DATA["bases"])
LIMIT = DATA["supporters_limit_without_bases"]


def base_kind(suit: str) -> str:
    return "base_" + suit


@event("supporter_discarded")
class SupporterDiscarded(NamedTuple):
    """A card the Alliance would add to its Supporters stack is discarded: without a base
    on the map the stack holds five cards (8.2.3.I)."""
    kind: str
    seat: int
    card: int


@event("outrage_shown")
class OutrageShown(NamedTuple):
    """Outrage with no matching card (8.2.6): the payer shows its hand to the Alliance, who
    draws a supporter from the deck."""
    kind: str
    seat: int
    payer: int
    clearing: int


class GuerrillaWar(Ability):
    """8.2.2 Guerrilla War: as defender, the Alliance deal the higher roll and the attacker
    the lower."""

    rule = "8.2.2"

    def defends_with_high_roll(self, g: "Game", battle: Any) -> bool:
        return battle.d == self.seat


#: the Alliance's own actions and the phase and rule that offer them (8.4-8.6)
PHASE_OF = {"revolt": ("birdsong", "8.4.1", "the Alliance revolts"),
            "spread": ("birdsong", "8.4.2", "the Alliance spreads sympathy"),
            "mobilize": ("daylight", "8.5.2", "the Alliance mobilizes"),
            "train": ("daylight", "8.5.3", "the Alliance trains officers"),
            "organize": ("evening", "8.6.1.IV", "the Alliance organizes (a military operation)")}


class AllianceTiming(Ability):
    """The oracle: an Alliance action asked for outside the phase that offers it (8.4: revolt
    and spread in Birdsong, 8.5: mobilize and train in Daylight, 8.6.1: organize in Evening)."""

    rule = "8.4"

    def why_not_now(self, g: "Game", seat: int, action: Any) -> Reason | None:
        when = PHASE_OF.get(action.kind)
        if seat != self.seat or when is None:
            return None
        phase, rule, what = when
        return why_not_in_phase(g, seat, phase, what, rule)


class Alliance(Faction):
    key = "alliance"
    ABILITIES = (GuerrillaWar, AllianceTiming)
    listens = frozenset({"moved", "removed"})
    BUILDINGS = {base_kind(s): 1 for s in SUITS}
    TOKENS = {"sympathy": DATA["sympathy"]}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: the Supporters stack (8.2.3): face-down cards only the Alliance may inspect
        self.supporters: list[int] = []
        #: warriors in the Officers box
        self.officers = 0

    # -- facts ----------------------------------------------------------------------
    def sympathy_on_map(self) -> int:
        return DATA["sympathy"] - self.tsupply["sympathy"]

    def bases_on_map(self) -> int:
        return len(self.bsupply) - sum(self.bsupply.values())

    def sympathy_cost(self) -> int:
        """8.4.2.II: the number above the next sympathy token on the track."""
        return DATA["sympathy_cost"][self.sympathy_on_map()]

    def matching_supporters(self, g: "Game", suit: str) -> list[int]:
        """Supporters matching ``suit``, or one of the suits of a clearing of several
        (``fox+rabbit+mouse``, rules/board.py ``piece_suit``: the Lost City)."""
        cards = g.deckdef.cards
        ok = C.matching_suits(suit if "+" not in suit else tuple(suit.split("+")))
        return [c for c in self.supporters if cards[c].suit in ok]

    def add_supporter(self, g: "Game", cid: int) -> None:
        """8.2.3.I: without bases on the map the stack holds five cards; a sixth is discarded."""
        if self.bases_on_map() == 0 and len(self.supporters) >= LIMIT:
            C.discard_card(g, cid, self.seat)
            g.emit(SupporterDiscarded("supporter_discarded", self.seat, cid))
        else:
            self.supporters.append(cid)

    def supporter_by_label(self, g: "Game", label: str) -> int:
        """A supporter of type ``label`` (the first in the stack)."""
        label = label.lower()
        cards = g.deckdef.cards
        return next(c for c in self.supporters if cards[c].label.lower() == label)

    def discard_supporter(self, g: "Game", cid: int) -> None:
        """A supporter spent or discarded goes to the discard pile (8.2.3)."""
        self.supporters.remove(cid)
        C.discard_card(g, cid, self.seat)

    # -- hooks -------------------------------------------------------------------------
    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """8.2.1: sympathy tokens are the Alliance's crafting pieces."""
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        piece, used, suits = (self.seat, "sympathy"), self.used, piece_suits(g)
        return [(c, suits[c]) for c, ts in enumerate(g.tokens) if piece in ts and f"craft:{c}" not in used
                and c not in barred]

    def crafting_clearings(self, g: "Game") -> list[int]:
        return [c for c, ts in enumerate(g.tokens) if (self.seat, "sympathy") in ts]

    def held_cards(self) -> list[int]:
        return list(self.supporters)

    def warriors_elsewhere(self) -> int:
        return self.officers

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        if isinstance(self.officers, bool) or not isinstance(self.officers, int) or self.officers < 0:
            return [("officers", "expected a number of officers")]
        if any(not isinstance(c, int) or not 0 <= c < len(g.deckdef.cards) for c in self.supporters):
            return [("supporters", "bad card")]
        return []

    def secret_cards(self) -> list[int]:
        return list(self.supporters)

    def set_secret_cards(self, cards: list[int]) -> None:
        self.supporters = list(cards)

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, Moved):
            # 8.2.6 Outrage: another player moves warriors into a sympathetic clearing
            mover, b = event.seat, event.dest
            if mover != self.seat and (self.seat, "sympathy") in g.tokens[b]:
                return [Outrage(self.seat, mover, b)]
        elif isinstance(event, Removed) and event.owner == self.seat:
            c, what, by = event.clearing, event.piece, event.by
            if what == "sympathy" and by >= 0 and by != self.seat:
                return [Outrage(self.seat, by, c)]  # 8.2.6: another player removed sympathy
            if what.startswith("base_"):
                return [BaseRemoved(self.seat, c)]  # 8.2.4
        return []

    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Fields: ``supporters`` (card labels), ``officers`` (a number, taken from supply)."""
        from woodland.core.errors import InvalidPosition, Problem
        from woodland.rules.loading import cards_from_labels, warriors_from_supply

        problems: list[Problem] = []
        for k in sorted(set(spec) - {"supporters", "officers"}):
            problems.append(Problem(f"alliance.{k}", "unknown field"))
        self.supporters += cards_from_labels(self, spec, "supporters", take, problems)
        self.officers = warriors_from_supply(self, spec, "officers", "officers", problems)
        if problems:
            raise InvalidPosition(problems)

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        if self.bases_on_map() == 0 and len(self.supporters) > LIMIT:
            return [("alliance.supporters", f"{len(self.supporters)} supporters with no base on the map "
                     f"(the stack holds {LIMIT})", "8.2.3")]
        return []

    def public_board(self, g: "Game") -> dict[str, Any]:
        return {"supporters": len(self.supporters), "officers": self.officers,
                "sympathy_on_track": self.tsupply["sympathy"],
                "bases_on_board": [s for s in SUITS if self.bsupply[base_kind(s)] > 0]}

    # -- phases ----------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame | None:
        # 8.3.1-8.3.3 are the fresh supplies; 8.3.4 draw three supporters
        for _ in range(DATA["starting_supporters"]):
            cid = C.take_top(g, self.seat)
            if cid >= 0:
                self.supporters.append(cid)
        return None

    def birdsong_frame(self, g: "Game") -> Frame:
        return AllianceBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return AllianceDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return AllianceEvening(self.seat)


#: the Alliance faction at a seat known to play it, typed
alliance = Alliance.of


def martial_law(g: "Game", seat: int, c: int) -> bool:
    """8.4.2.II.a: another player has at least three warriors in the clearing, "including
    warriors they are treating as their own for rule (Mercenaries, hirelings, etc.)"; an
    uncontrolled hireling is no player (R530)."""
    n = g.n
    row = g.warriors[c * n:(c + 1) * n]
    if max(row[:seat] + row[seat + 1:], default=0) >= 3:
        return True  # their own warriors suffice
    if not borrows_warriors(g):
        return False
    return any(s != seat and warriors_for_rule(g, s, c) >= 3 for s in range(n))


def supporter_actions(g: "Game", cids: list[int]) -> list[Action]:
    """One ``supporter`` action per distinct card type among the supporters ``cids``."""
    cards = g.deckdef.cards
    seen: set[int] = set()
    out = []
    for c in cids:
        if cards[c].type not in seen:
            seen.add(cards[c].type)
            out.append(act("supporter", (cards[c].label,)))
    return out


class SpendSupporter(Choice["SpendSupporters"]):
    """8.2.3: a supporter matching the suit, spent (birds are wild, 2.1.1)."""

    kind = "supporter"

    def options(self, fr: "SpendSupporters", g: "Game") -> list[Action]:
        return supporter_actions(g, alliance(g, fr.seat).matching_supporters(g, fr.suit))

    def why_not(self, fr: "SpendSupporters", g: "Game", action: Action) -> Reason | None:
        if not action.args:
            return None
        return f"no {fr.suit} (or bird) supporter called {action.args[0]} in your stack", ["8.2.3"]

    def do(self, fr: "SpendSupporters", g: "Game", action: Action) -> None:
        f = alliance(g, fr.seat)
        f.discard_supporter(g, f.supporter_by_label(g, str(action.args[0])))
        fr.n -= 1


class SpendSupporters(Frame):
    """Spend ``n`` supporters matching ``suit`` (birds are wild). Always asked: the
    supporters are hidden, so skipping the question would tell others what they are."""

    __slots__ = ("seat", "suit", "n")
    rule = "8.2.3"
    choices = {"spend": (SpendSupporter(),)}

    def __init__(self, seat: int, suit: str, n: int) -> None:
        self.step = "spend"
        self.seat = seat
        self.suit = suit
        self.n = n

    def s_spend(self, g: "Game") -> Decision | None:
        if self.n <= 0:
            g.pop(1)
            return None
        return Decision(self.seat, "spend_supporter", self.offer(g), f"spend {self.n} more {self.suit} supporter(s)",
                        "8.2.3", keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return f"you must spend {self.n} more {self.suit} supporter(s) first", ["8.2.3"]


def why_in_clearing(g: "Game", action: Action,
                    why: Callable[[int], Reason | None] = lambda c: None) -> Reason | None:
    """The reason against an action whose first argument is a clearing: none without one,
    a clearing the map does not have (2.2), else ``why`` of the clearing."""
    from woodland.rules.why import clearing_arg

    if not action.args:
        return None
    c = clearing_arg(g, action.args[0])
    if c is None:
        return f"there is no clearing {action.args[0]} on this map", ["2.2"]
    return why(c)


def revolt_suits(g: "Game", c: int) -> str:
    """8.4.1.II: the suit of the supporters a revolt in ``c`` spends: the clearing's own (the
    Lost City too, R298), or, in a clearing an enclave gives the frog suit, any of its suits
    (16.2.1.II's example: a fox and a frog card at a Peaceful enclave; ruling R350)."""
    suits = clearing_suits(g, c)
    return "+".join(suits) if WILD_SUIT in suits else g.suits[c]


class Revolt(Choice["AllianceBirdsong"]):
    """8.4.1: revolt in a sympathetic clearing without a base whose base is still on the
    board, spending two supporters matching it (8.4.1.II)."""

    kind = "revolt"

    def options(self, fr: "AllianceBirdsong", g: "Game") -> list[Action]:
        s = fr.seat
        f = alliance(g, s)
        out = []
        for c, ts in enumerate(g.tokens):
            if (s, "sympathy") not in ts:
                continue
            suit = g.suits[c]  # 8.4.1: the base of the clearing's own suit, and its supporters (R298)
            if f.bsupply.get(base_kind(suit), 0) <= 0:
                continue
            if any(o == s for o, k in g.buildings[c]):
                continue  # a base already there
            if len(f.matching_supporters(g, revolt_suits(g, c))) >= 2:
                out.append(act("revolt", (c + 1,)))
        return out

    def why_not(self, fr: "AllianceBirdsong", g: "Game", action: Action) -> Reason | None:
        return why_in_clearing(g, action, lambda c: self.why_not_in(fr, g, c))

    def why_not_in(self, fr: "AllianceBirdsong", g: "Game", c: int) -> Reason:
        s = fr.seat
        f = alliance(g, s)
        suit = g.suits[c]
        if fr.step != "revolt":
            return "revolts come first in Birdsong, before spreading sympathy", ["8.4"]
        if (s, "sympathy") not in g.tokens[c]:
            return f"clearing {c + 1} is not sympathetic", ["8.4.1.I"]
        if any(o == s for o, k in g.buildings[c]):
            return f"clearing {c + 1} already has a base", ["8.4.1.I"]
        if f.bsupply.get(base_kind(suit), 0) <= 0:
            return f"your {suit} base is already on the map", ["8.4.1.I"]
        return f"a revolt here costs two {revolt_suits(g, c).replace('+', '/')} supporters (birds count); you have " \
               "fewer", ["8.4.1.II"]

    def do(self, fr: "AllianceBirdsong", g: "Game", action: Action) -> None:
        fr.c = int(action.args[0]) - 1
        fr.step = "revolt_do"
        g.push(SpendSupporters(fr.seat, revolt_suits(g, fr.c), 2))


class Spread(Choice["AllianceBirdsong"]):
    """8.4.2: place a sympathy token in an unsympathetic clearing adjacent to a
    sympathetic one (anywhere if none is), spending supporters matching it: the cost on the
    track, plus one under Martial Law (8.4.2.II)."""

    kind = "spread"

    def options(self, fr: "AllianceBirdsong", g: "Game") -> list[Action]:
        s = fr.seat
        f = alliance(g, s)
        if f.tsupply["sympathy"] <= 0:
            return []
        symp = {c for c, ts in enumerate(g.tokens) if (s, "sympathy") in ts}
        adj = adjacency(g, s)
        base_cost = f.sympathy_cost()
        out = []
        have: dict[str, int] = {}  # matching supporters by suit
        suits = piece_suits(g)
        for c in range(g.map.n):
            if c in symp:
                continue
            if symp and symp.isdisjoint(adj[c]):  # 8.4.2.I: next to sympathy, once any is placed
                continue
            suit = suits[c]  # 8.4.2.II: supporters matching the clearing (any of its suits)
            n = have.get(suit)
            if n is None:
                n = have[suit] = len(f.matching_supporters(g, suit))
            if n < base_cost or not can_place(g, s, c):
                continue
            if n >= base_cost + (1 if martial_law(g, s, c) else 0):
                out.append(act("spread", (c + 1,)))
        return out

    def why_not(self, fr: "AllianceBirdsong", g: "Game", action: Action) -> Reason | None:
        return why_in_clearing(g, action, lambda c: self.why_not_in(fr, g, c))

    def why_not_in(self, fr: "AllianceBirdsong", g: "Game", c: int) -> Reason:
        s = fr.seat
        f = alliance(g, s)
        if (s, "sympathy") in g.tokens[c]:
            return f"clearing {c + 1} already has a sympathy token", ["8.2.5"]
        if f.tsupply["sympathy"] <= 0:
            return "all ten sympathy tokens are on the map", ["8.2.5"]
        r = why_cannot_place(g, s, c)
        if r:
            return r
        if any((s, "sympathy") in ts for ts in g.tokens) and not any((s, "sympathy") in g.tokens[x]
                                                                      for x in adjacency(g, s)[c]):
            return f"clearing {c + 1} is not adjacent to a sympathetic clearing", ["8.4.2.I"]
        cost = f.sympathy_cost() + (1 if martial_law(g, s, c) else 0)
        law = " (Martial Law: +1 for three enemy warriors there)" if martial_law(g, s, c) else ""
        return f"spreading sympathy here costs {cost} {suit_words(g, c)} supporters{law}; you have fewer", ["8.4.2.II"]

    def do(self, fr: "AllianceBirdsong", g: "Game", action: Action) -> None:
        s = fr.seat
        fr.c = int(action.args[0]) - 1
        cost = alliance(g, s).sympathy_cost() + (1 if martial_law(g, s, fr.c) else 0)
        fr.step = "spread_do"
        g.push(SpendSupporters(s, piece_suit(g, fr.c), cost))


class StopRevolting(BareAction["AllianceBirdsong"]):
    """8.4: no more revolts: on to spreading sympathy."""

    kind = "done"

    def do(self, fr: "AllianceBirdsong", g: "Game", action: Action) -> None:
        fr.step = "spread"


class StopSpreading(StopRevolting):
    """8.4.2: no more sympathy spread: Birdsong is over."""

    def do(self, fr: "AllianceBirdsong", g: "Game", action: Action) -> None:
        g.pop()


REVOLT = Revolt()
SPREAD = Spread()


class AllianceBirdsong(Frame):
    """8.4: Revolt any number of times, then Spread Sympathy any number of times."""

    __slots__ = ("seat", "c", "got")
    rule = "8.4"
    choices = {"revolt": (REVOLT, StopRevolting()), "spread": (SPREAD, StopSpreading())}

    def __init__(self, seat: int) -> None:
        self.step = "revolt"
        self.seat = seat
        self.c = -1
        self.got = -1

    # revolts and spreading both cost supporters (8.4.1.II, 8.4.2.II: the cheapest sympathy
    # costs one); while there are some, asked even with none possible: they are hidden (1.2.1)
    def s_revolt(self, g: "Game") -> Decision | None:
        if not alliance(g, self.seat).supporters:
            self.step = "spread"
            return None
        return Decision(self.seat, "revolt", self.offer(g), "revolt in a sympathetic clearing?", "8.4.1", keep=True)

    def s_revolt_do(self, g: "Game") -> Decision | None:
        """8.4.1.III: remove all enemy pieces, place the base, warriors equal to the
        sympathetic clearings of the base's suit, and one officer."""
        s, c = self.seat, self.c
        f = alliance(g, s)
        suit = g.suits[c]
        remove_all_enemy_pieces(g, s, c, "revolt")
        if free_slots(g, c) > 0:
            place_building(g, s, base_kind(suit), c)
        n = sum(1 for x in range(g.map.n) if (s, "sympathy") in g.tokens[x] and in_suit(g, x, suit))
        place_warriors(g, s, c, n)
        if f.supply > 0:
            f.supply -= 1
            f.officers += 1
        self.step = "revolt"
        return None

    def s_spread(self, g: "Game") -> Decision | None:
        if not alliance(g, self.seat).supporters:
            g.pop()
            return None
        return Decision(self.seat, "spread", self.offer(g), "spread sympathy?", "8.4.2", keep=True)

    def s_spread_do(self, g: "Game") -> Decision | None:
        place_token(g, self.seat, "sympathy", self.c)
        score(g, self.seat, DATA["sympathy_vp"][alliance(g, self.seat).sympathy_on_map() - 1])  # 8.4.2.III
        self.step = "spread"
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        """A revolt or a spread asked for at the other step is explained all the same."""
        for ch in (REVOLT, SPREAD):
            if action.kind == ch.kind:
                return ch.why_not(self, g, action)
        return None


class Mobilize(Choice["AllianceDaylight"]):
    """8.5.2: add a card from hand to the Supporters stack."""

    kind = "mobilize"

    def options(self, fr: "AllianceDaylight", g: "Game") -> list[Action]:
        return C.card_actions(g, "mobilize", C.distinct_hand(g, fr.seat))

    def why_not(self, fr: "AllianceDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0] if action.args else "?", None, "8.5.2")

    def do(self, fr: "AllianceDaylight", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        C.take_from_hand(g, fr.seat, cid)
        alliance(g, fr.seat).add_supporter(g, cid)


class Train(Choice["AllianceDaylight"]):
    """8.5.3: spend a card matching the clearing of a base to move a warrior from the
    supply to the Officers box."""

    kind = "train"

    def options(self, fr: "AllianceDaylight", g: "Game") -> list[Action]:
        s = fr.seat
        # a card matching the clearing of a base: any of its suits (R298, R554)
        base_suits = {su for c, bs in enumerate(g.buildings) for o, k in bs if o == s for su in clearing_suits(g, c)}
        if not base_suits or g.factions[s].supply <= 0:
            return []
        wanted = tuple(sorted(base_suits))  # a card matching any of them (one suit query)
        return C.card_actions(g, "train", [c for c in C.distinct_hand(g, s) if C.card_matches(g, s, c, wanted)])

    def why_not(self, fr: "AllianceDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        s = fr.seat
        r = why_card(g, s, action.args[0] if action.args else "?", None, "8.5.3")
        if r:
            return r
        if not any(o == s for bs in g.buildings for o, k in bs):
            return "training needs a base on the map", ["8.5.3"]
        if g.factions[s].supply <= 0:
            return "no warrior is left in your supply to become an officer", ["1.5.1", "8.5.3"]
        return "the card must match the clearing of one of your bases", ["8.5.3"]

    def do(self, fr: "AllianceDaylight", g: "Game", action: Action) -> None:
        f = alliance(g, fr.seat)
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        f.supply -= 1
        f.officers += 1


class AllianceDaylight(Frame):
    """8.5: craft, mobilize and train, in any order and number."""

    __slots__ = ("seat",)
    rule = "8.5"
    choices = {"menu": (CraftCard(), Mobilize(), Train(), DaylightOptions(), End())}

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat

    def s_menu(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "daylight", self.offer(g), "Daylight: craft, mobilize, train", "8.5",
                        keep=g.factions[self.seat].has_hidden())


class Operation(Choice["AllianceEvening"]):
    """8.6.1: one of the military operations, up to one per officer. Subclasses say what
    is ``available`` now, why an action is not (``unavailable``) and what it does
    (``take``)."""

    def options(self, fr: "AllianceEvening", g: "Game") -> list[Action]:
        return self.available(fr, g) if fr.ops > 0 else []

    def why_not(self, fr: "AllianceEvening", g: "Game", action: Action) -> Reason | None:
        if fr.ops <= 0:
            return "no military operations left (one per officer)", ["8.6.1"]
        return self.unavailable(fr, g, action)

    def do(self, fr: "AllianceEvening", g: "Game", action: Action) -> None:
        fr.ops -= 1
        self.take(fr, g, action)

    def available(self, fr: "AllianceEvening", g: "Game") -> list[Action]:
        raise NotImplementedError

    def unavailable(self, fr: "AllianceEvening", g: "Game", action: Action) -> Reason | None:
        return None

    def take(self, fr: "AllianceEvening", g: "Game", action: Action) -> None:
        raise NotImplementedError


class OperationMove(Operation):
    """8.6.1.I: a move (how many warriors is asked next)."""

    kind = "move"

    def available(self, fr: "AllianceEvening", g: "Game") -> list[Action]:
        return move_options(g, fr.seat)

    def unavailable(self, fr: "AllianceEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        return why_move(g, fr.seat, action)

    def take(self, fr: "AllianceEvening", g: "Game", action: Action) -> None:
        fr.a, fr.b = int(action.args[0]) - 1, int(action.args[1]) - 1
        fr.step = "count"


class OperationBattle(Operation):
    """8.6.1.II: a battle."""

    kind = "battle"

    def available(self, fr: "AllianceEvening", g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, hirelings=True)

    def unavailable(self, fr: "AllianceEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        return why_battle(g, fr.seat, action)

    def take(self, fr: "AllianceEvening", g: "Game", action: Action) -> None:
        start_battle(g, fr.seat, action)


class OperationRecruit(Operation):
    """8.6.1.III: a warrior in a clearing with a base."""

    kind = "recruit"

    def available(self, fr: "AllianceEvening", g: "Game") -> list[Action]:
        s = fr.seat
        if g.factions[s].supply <= 0:
            return []
        bases = sorted({c for c, bs in enumerate(g.buildings) for o, _k in bs if o == s})
        return [act("recruit", (c + 1,)) for c in bases if can_place(g, s, c)]

    def unavailable(self, fr: "AllianceEvening", g: "Game", action: Action) -> Reason | None:
        if not action.args:
            return "name the clearing with a base where the warrior goes: recruit N", ["8.6.1.III"]
        return why_in_clearing(g, action, lambda c: self.why_not_in(fr, g, c))

    def why_not_in(self, fr: "AllianceEvening", g: "Game", c: int) -> Reason:
        if not any(o == fr.seat for o, k in g.buildings[c]):
            return f"recruit only in a clearing with a base, and {c + 1} has none", ["8.6.1.III"]
        return "no warrior left in your supply", ["1.5.1"]

    def take(self, fr: "AllianceEvening", g: "Game", action: Action) -> None:
        place_warriors(g, fr.seat, int(action.args[0]) - 1, 1)


class Organize(Operation):
    """8.6.1.IV: remove a warrior from an unsympathetic clearing to place sympathy there,
    scoring the points uncovered."""

    kind = "organize"

    def available(self, fr: "AllianceEvening", g: "Game") -> list[Action]:
        s = fr.seat
        if g.factions[s].tsupply["sympathy"] <= 0:
            return []
        n = g.n
        return [act("organize", (c + 1,)) for c in range(g.map.n)
                if g.warriors[c * n + s] > 0 and (s, "sympathy") not in g.tokens[c] and can_place(g, s, c)]

    def unavailable(self, fr: "AllianceEvening", g: "Game", action: Action) -> Reason | None:
        return why_in_clearing(g, action, lambda c: self.why_not_in(fr, g, c))

    def why_not_in(self, fr: "AllianceEvening", g: "Game", c: int) -> Reason:
        s = fr.seat
        if g.warriors[c * g.n + s] == 0:
            return f"you have no warrior in clearing {c + 1} to organize", ["8.6.1.IV"]
        if (s, "sympathy") in g.tokens[c]:
            return f"clearing {c + 1} is already sympathetic", ["8.6.1.IV", "8.2.5"]
        if g.factions[s].tsupply["sympathy"] <= 0:
            return "all ten sympathy tokens are on the map", ["8.2.5"]
        return why_cannot_place(g, s, c) or (f"you cannot place pieces in clearing {c + 1}", ["6.2.2"])

    def take(self, fr: "AllianceEvening", g: "Game", action: Action) -> None:
        s = fr.seat
        c = int(action.args[0]) - 1
        remove_warriors(g, s, c, 1, s, "organize")
        place_token(g, s, "sympathy", c)
        score(g, s, DATA["sympathy_vp"][alliance(g, s).sympathy_on_map() - 1])


class StopOperations(BareAction["AllianceEvening"]):
    """8.6.1: no more operations: on to drawing and discarding (8.6.2)."""

    kind = "done"

    def do(self, fr: "AllianceEvening", g: "Game", action: Action) -> None:
        fr.finish(g)


class MoveCount(Choice["AllianceEvening"]):
    """4.2: how many of the warriors in the origin move."""

    kind = "count"

    def options(self, fr: "AllianceEvening", g: "Game") -> list[Action]:
        return [act("count", (k,)) for k in range(1, g.warriors[fr.a * g.n + fr.seat] + 1)]

    def do(self, fr: "AllianceEvening", g: "Game", action: Action) -> None:
        do_move(g, fr.seat, fr.a, fr.b, int(action.args[0]))
        fr.step = "menu"


class AllianceEvening(Frame):
    """8.6: Military Operations (up to one action per officer), then draw and discard."""

    __slots__ = ("seat", "ops", "a", "b")
    rule = "8.6"
    choices = {"menu": (OperationMove(), OperationBattle(), OperationRecruit(), Organize(), StopOperations()),
               "count": (MoveCount(),)}

    def __init__(self, seat: int) -> None:
        self.step = "begin"
        self.seat = seat
        self.ops = 0
        self.a = -1
        self.b = -1

    def public(self, g: "Game") -> dict[str, Any] | None:
        d: dict[str, Any] = {"procedure": "military_operations", "operations_left": self.ops}
        if self.step == "count":  # 4.2: the move being made
            d.update({"from": self.a + 1, "to": self.b + 1})
        return d

    def s_begin(self, g: "Game") -> Decision | None:
        self.ops = alliance(g, self.seat).officers
        self.step = "menu"
        return None

    def s_menu(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # only "done": no operation is possible
            self.finish(g)
            return None
        return Decision(self.seat, "operations", opts, f"military operations: {self.ops} left", "8.6.1")

    def s_count(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "move_count", self.offer(g),
                        f"how many warriors move {self.a + 1}->{self.b + 1}", "4.2")

    def finish(self, g: "Game") -> None:
        g.pop()
        g.push(DrawAndDiscard(self.seat, 1 + alliance(g, self.seat).bases_on_map(), "8.6.2"))  # 8.6.2

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if self.step == "count":
            w = g.warriors[self.a * g.n + self.seat]
            return f"you have {w} warrior(s) in clearing {self.a + 1}; move between 1 and {w}", ["4.2"]
        if action.kind in ("move", "battle"):
            return None  # why_move and why_battle name a clearing not on the map themselves
        if action.kind in PHASE_OF and PHASE_OF[action.kind][0] != "evening":
            return None  # an action of another phase: AllianceTiming says which
        return why_in_clearing(g, action)


class GiveCard(Choice["Outrage"]):
    """8.2.6: the card matching the clearing that the payer adds to the supporters."""

    kind = "outrage"

    def options(self, fr: "Outrage", g: "Game") -> list[Action]:
        return C.card_actions(g, "outrage", C.forced_matching(g, fr.payer, clearing_suits(g, fr.c)))

    def why_not(self, fr: "Outrage", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return (why_card(g, fr.payer, action.args[0], clearing_suits(g, fr.c), "8.2.6", wild=False)
                if action.args else None)

    def do(self, fr: "Outrage", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.payer, str(action.args[0]))
        C.take_from_hand(g, fr.payer, cid)
        alliance(g, fr.seat).add_supporter(g, cid)
        C.knows(g, fr.payer, fr.seat, cid)  # the payer knows where that card went (1.2)
        g.pop()


class Outrage(Frame):
    """8.2.6: the player who moved into or removed sympathy adds a matching card from hand
    to the Supporters stack; with none (birds count), they show their hand and the
    Alliance draws a supporter from the deck."""

    __slots__ = ("seat", "payer", "c")
    rule = "8.2.6"
    seat_fields = ("seat", "payer")
    choices = {"pay": (GiveCard(),)}

    def __init__(self, seat: int, payer: int, c: int) -> None:
        self.step = "pay"
        self.seat = seat
        self.payer = payer
        self.c = c

    def describe(self, g: "Game") -> str:
        return f"Outrage in {self.c + 1} ({g.factions[self.payer].key})"

    def s_pay(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            f = alliance(g, self.seat)
            C.show_hand(g, self.seat, self.payer)
            g.emit(OutrageShown("outrage_shown", self.seat, self.payer, self.c))
            cid = C.take_top(g, self.seat)
            if cid >= 0:
                f.add_supporter(g, cid)
            g.pop()
            return None
        return Decision(self.payer, "outrage", opts,
                        f"outrage: add a card matching clearing {self.c + 1} to the Alliance's supporters", "8.2.6",
                        keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "outrage" and action.args:
            return None  # a card GiveCard found nothing against
        return (f"Outrage is not optional: add a card matching clearing {self.c + 1} "
                f"({suit_words(g, self.c)}) to the supporters"), ["8.2.6"]


class DiscardSupporter(Choice["BaseRemoved"]):
    """8.2.4: with no base left, a supporter discarded down to five."""

    kind = "supporter"

    def options(self, fr: "BaseRemoved", g: "Game") -> list[Action]:
        return supporter_actions(g, alliance(g, fr.seat).supporters)

    def why_not(self, fr: "BaseRemoved", g: "Game", action: Action) -> Reason | None:
        return f"there is no {action.args[0] if action.args else '?'} among your supporters", ["8.2.4"]

    def do(self, fr: "BaseRemoved", g: "Game", action: Action) -> None:
        f = alliance(g, fr.seat)
        f.discard_supporter(g, f.supporter_by_label(g, str(action.args[0])))


class BaseRemoved(Frame):
    """8.2.4: discard every supporter matching the base's clearing (birds too), remove
    half the officers rounded up, and with no base left keep at most five supporters."""

    __slots__ = ("seat", "c")
    rule = "8.2.4"
    choices = {"limit": (DiscardSupporter(),)}

    def __init__(self, seat: int, c: int) -> None:
        self.step = "discard"
        self.seat = seat
        self.c = c

    def describe(self, g: "Game") -> str:
        return f"base removed in {self.c + 1}"

    def s_discard(self, g: "Game") -> Decision | None:
        f = alliance(g, self.seat)
        # every suit the clearing has (the Lost City's three, an enclave's frog: R298, R554)
        for cid in f.matching_supporters(g, "+".join(clearing_suits(g, self.c))):
            f.discard_supporter(g, cid)
        lose = (f.officers + 1) // 2
        f.officers -= lose
        f.supply += lose
        self.step = "limit"
        return None

    def s_limit(self, g: "Game") -> Decision | None:
        f = alliance(g, self.seat)
        if f.bases_on_map() > 0 or len(f.supporters) <= LIMIT:
            g.pop()
            return None
        return Decision(self.seat, "discard_supporter", self.offer(g),
                        f"no base left: discard supporters down to {LIMIT}", "8.2.4", keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return "with no base left, discard supporters down to five first", ["8.2.4"]


decision_kind("revolt", "Where to revolt", "8.4.1")
decision_kind("spread", "Where to spread sympathy", "8.4.2")
decision_kind("spend_supporter", "Which supporter to spend", "8.2.3")
decision_kind("discard_supporter", "Which supporter to discard down to five", "8.2.3")
decision_kind("outrage", "Which matching card to give for Outrage", "8.2.6")
decision_kind("operations", "The next military operation in Evening", "8.6.1")
action_kind("revolt", "Revolt in this clearing", "8.4.1", (CLEARING,))
action_kind("spread", "Spread sympathy to this clearing", "8.4.2", (CLEARING,))
action_kind("supporter", "Spend or discard this supporter", "8.2.3", (CARD,))
action_kind("outrage", "Give this card for Outrage", "8.2.6", (CARD,))
action_kind("mobilize", "Add this card to the supporters", "8.5.2", (CARD,))
action_kind("train", "Spend this card to train an officer", "8.5.3", (CARD,))
action_kind("organize", "Organize in this clearing", "8.6.1.IV", (CLEARING,))
