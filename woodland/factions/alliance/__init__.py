"""Woodland Alliance (Law ch. 8): sympathy, supporters, outrage, revolts, bases and
officers, Guerrilla War. Track values come from woodland/factions/alliance/data.json."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import Moved, Removed, event
from woodland.core.faction import Faction
from woodland.core.frame import Decision, Frame
from woodland.core.kinds import CARD, CLEARING, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    free_slots,
    place_building,
    place_token,
    place_warriors,
    remove_all_enemy_pieces,
    remove_warriors,
    why_cannot_place,
)
from woodland.rules.craft import craft_options, start_craft
from woodland.rules.move import adjacency, do_move, move_options
from woodland.rules.setup import package_data
from woodland.rules.turn import DAYLIGHT_KINDS, DrawAndDiscard, daylight_options, do_daylight_option
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


class Alliance(Faction):
    key = "alliance"
    ABILITIES = (GuerrillaWar,)
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
        return sum(1 - v for v in self.bsupply.values())

    def sympathy_cost(self) -> int:
        """8.4.2.II: the number above the next sympathy token on the track."""
        return DATA["sympathy_cost"][self.sympathy_on_map()]

    def matching_supporters(self, g: "Game", suit: str) -> list[int]:
        cards = g.deckdef.cards
        return [c for c in self.supporters if C.matches(cards[c].suit, suit)]

    def add_supporter(self, g: "Game", cid: int) -> None:
        """8.2.3.I: without bases on the map the stack holds five cards; a sixth is discarded."""
        if self.bases_on_map() == 0 and len(self.supporters) >= LIMIT:
            C.discard_card(g, cid, self.seat)
            g.emit(SupporterDiscarded("supporter_discarded", self.seat, cid))
        else:
            self.supporters.append(cid)

    # -- hooks -------------------------------------------------------------------------
    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """8.2.1: sympathy tokens are the Alliance's crafting pieces."""
        return [(c, g.suits[c]) for c, ts in enumerate(g.tokens)
                if (self.seat, "sympathy") in ts and f"craft:{c}" not in self.used]

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
    """8.4.2.II.a: another player has at least three warriors in the clearing."""
    n = g.n
    return any(g.warriors[c * n + s] >= 3 for s in range(n) if s != seat)


class SpendSupporters(Frame):
    """Spend ``n`` supporters matching ``suit`` (birds are wild). Always asked: the
    supporters are hidden, so skipping the question would tell others what they are."""

    __slots__ = ("seat", "suit", "n")
    rule = "8.2.3"

    def __init__(self, seat: int, suit: str, n: int) -> None:
        self.step = "spend"
        self.seat = seat
        self.suit = suit
        self.n = n

    def _spend(self, g: "Game", cid: int) -> None:
        f = alliance(g, self.seat)
        f.supporters.remove(cid)
        C.discard_card(g, cid, self.seat)
        self.n -= 1

    def run(self, g: "Game") -> Decision | None:
        f = alliance(g, self.seat)
        if self.n <= 0:
            g.pop(1)
            return None
        match = f.matching_supporters(g, self.suit)
        cards = g.deckdef.cards
        seen: set[int] = set()
        opts = []
        for c in match:
            if cards[c].type not in seen:
                seen.add(cards[c].type)
                opts.append(act("supporter", (cards[c].label,)))
        return Decision(self.seat, "spend_supporter", opts, f"spend {self.n} more {self.suit} supporter(s)", "8.2.3",
                        keep=True)

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "supporter" and action.args:
            return f"no {self.suit} (or bird) supporter called {action.args[0]} in your stack", ["8.2.3"]
        return f"you must spend {self.n} more {self.suit} supporter(s) first", ["8.2.3"]

    def act(self, g: "Game", action: Action) -> None:
        f = alliance(g, self.seat)
        label = str(action.args[0]).lower()
        cards = g.deckdef.cards
        self._spend(g, next(c for c in f.supporters if cards[c].label.lower() == label))


class AllianceBirdsong(Frame):
    """8.4: Revolt any number of times, then Spread Sympathy any number of times."""

    __slots__ = ("seat", "c", "got")
    rule = "8.4"

    def __init__(self, seat: int) -> None:
        self.step = "revolt"
        self.seat = seat
        self.c = -1
        self.got = -1

    def revolt_options(self, g: "Game") -> list[Action]:
        s = self.seat
        f = alliance(g, s)
        out = []
        for c, ts in enumerate(g.tokens):
            if (s, "sympathy") not in ts:
                continue
            suit = g.suits[c]
            if f.bsupply.get(base_kind(suit), 0) <= 0:
                continue
            if any(o == s for o, k in g.buildings[c]):
                continue  # a base already there
            if len(f.matching_supporters(g, suit)) >= 2:
                out.append(act("revolt", (c + 1,)))
        return out

    def spread_options(self, g: "Game") -> list[Action]:
        s = self.seat
        f = alliance(g, s)
        if f.tsupply["sympathy"] <= 0:
            return []
        symp = [(s, "sympathy") in ts for ts in g.tokens]
        anywhere = not any(symp)
        adj = adjacency(g, s)
        base_cost = f.sympathy_cost()
        out = []
        have: dict[str, int] = {}  # matching supporters by suit
        for c in range(g.map.n):
            if symp[c]:
                continue
            if not anywhere and not any(symp[x] for x in adj[c]):
                continue
            suit = g.suits[c]
            n = have.get(suit)
            if n is None:
                n = have[suit] = len(f.matching_supporters(g, suit))
            if n < base_cost or not can_place(g, s, c):
                continue
            if n >= base_cost + (1 if martial_law(g, s, c) else 0):
                out.append(act("spread", (c + 1,)))
        return out

    def run(self, g: "Game") -> Decision | None:
        s = self.seat
        step = self.step
        f = alliance(g, s)
        if step == "revolt":
            opts = self.revolt_options(g)
            if not opts and not f.supporters:
                self.step = "spread"
                return None
            opts.append(act("done"))
            # asked whenever supporters exist: they are hidden (1.2.1)
            return Decision(s, "revolt", opts, "revolt in a sympathetic clearing?", "8.4.1", keep=True)
        if step == "revolt_do":
            self._revolt(g)
            self.step = "revolt"
            return None
        if step == "spread":
            opts = self.spread_options(g)
            if not opts and not f.supporters:
                g.pop()
                return None
            opts.append(act("done"))
            return Decision(s, "spread", opts, "spread sympathy?", "8.4.2", keep=True)
        if step == "spread_do":
            place_token(g, s, "sympathy", self.c)
            score(g, s, DATA["sympathy_vp"][f.sympathy_on_map() - 1])  # 8.4.2.III
            self.step = "spread"
            return None
        raise RuntimeError(f"engine error: AllianceBirdsong step {step}")

    def _revolt(self, g: "Game") -> None:
        """8.4.1.III: remove all enemy pieces, place the base, warriors equal to the
        sympathetic clearings of the base's suit, and one officer."""
        s, c = self.seat, self.c
        f = alliance(g, s)
        suit = g.suits[c]
        remove_all_enemy_pieces(g, s, c, "revolt")
        if free_slots(g, c) > 0:
            place_building(g, s, base_kind(suit), c)
        n = sum(1 for x in range(g.map.n) if (s, "sympathy") in g.tokens[x] and g.suits[x] == suit)
        place_warriors(g, s, c, n)
        if f.supply > 0:
            f.supply -= 1
            f.officers += 1

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        from woodland.rules.why import clearing_arg

        s = self.seat
        f = alliance(g, s)
        if action.kind not in ("revolt", "spread") or not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        suit = g.suits[c]
        symp = (s, "sympathy") in g.tokens[c]
        if action.kind == "revolt":
            if self.step != "revolt":
                return "revolts come first in Birdsong, before spreading sympathy", ["8.4"]
            if not symp:
                return f"clearing {c + 1} is not sympathetic", ["8.4.1.I"]
            if any(o == s for o, k in g.buildings[c]):
                return f"clearing {c + 1} already has a base", ["8.4.1.I"]
            if f.bsupply.get(base_kind(suit), 0) <= 0:
                return f"your {suit} base is already on the map", ["8.4.1.I"]
            return f"a revolt here costs two {suit} supporters (birds count); you have fewer", ["8.4.1.II"]
        if symp:
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
        return f"spreading sympathy here costs {cost} {suit} supporters{law}; you have fewer", ["8.4.2.II"]

    def act(self, g: "Game", action: Action) -> None:
        s = self.seat
        if action.kind == "done":
            if self.step == "revolt":
                self.step = "spread"
            else:
                g.pop()
            return
        self.c = int(action.args[0]) - 1
        suit = g.suits[self.c]
        if action.kind == "revolt":
            self.step = "revolt_do"
            g.push(SpendSupporters(s, suit, 2))
        else:
            f = alliance(g, s)
            cost = f.sympathy_cost() + (1 if martial_law(g, s, self.c) else 0)
            self.step = "spread_do"
            g.push(SpendSupporters(s, suit, cost))


class AllianceDaylight(Frame):
    """8.5: craft, mobilize and train, in any order and number."""

    __slots__ = ("seat",)
    rule = "8.5"

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat

    def run(self, g: "Game") -> Decision | None:
        s = self.seat
        f = alliance(g, s)
        opts = craft_options(g, s)
        hand = C.distinct_hand(g, s)
        opts += C.card_actions(g, "mobilize", hand)
        base_suits = {g.suits[c] for c, bs in enumerate(g.buildings) for o, k in bs if o == s}
        if base_suits and f.supply > 0:
            cards = g.deckdef.cards
            opts += C.card_actions(g, "train", [c for c in hand
                                                if any(C.matches(cards[c].suit, su) for su in base_suits)])
        opts += daylight_options(g, s)
        opts.append(act("end"))
        return Decision(s, "daylight", opts, "Daylight: craft, mobilize, train", "8.5", keep=f.has_hidden())

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        from woodland.rules.turn import why_daylight_option
        from woodland.rules.why import why_card, why_craft

        s = self.seat
        kind = action.kind
        if kind == "craft":
            return why_craft(g, s, action)
        if kind in DAYLIGHT_KINDS:
            return why_daylight_option(g, s, action)
        if kind == "mobilize":
            return why_card(g, s, action.args[0] if action.args else "?", None, "8.5.2")
        if kind == "train":
            r = why_card(g, s, action.args[0] if action.args else "?", None, "8.5.3")
            if r:
                return r
            if not any(o == s for bs in g.buildings for o, k in bs):
                return "training needs a base on the map", ["8.5.3"]
            if g.factions[s].supply <= 0:
                return "no warrior is left in your supply to become an officer", ["1.5.1", "8.5.3"]
            return "the card must match the clearing of one of your bases", ["8.5.3"]
        return None

    def act(self, g: "Game", action: Action) -> None:
        s = self.seat
        f = alliance(g, s)
        kind = action.kind
        if kind == "end":
            g.pop()
        elif kind == "craft":
            start_craft(g, s, action)
        elif kind == "mobilize":  # 8.5.2
            cid = C.card_by_label(g, s, str(action.args[0]))
            C.take_from_hand(g, s, cid)
            f.add_supporter(g, cid)
        elif kind == "train":  # 8.5.3
            C.spend(g, s, C.card_by_label(g, s, str(action.args[0])))
            f.supply -= 1
            f.officers += 1
        elif kind in DAYLIGHT_KINDS:
            do_daylight_option(g, s, action)
        else:
            raise RuntimeError(f"engine error: unknown Alliance action {action}")


class AllianceEvening(Frame):
    """8.6: Military Operations (up to one action per officer), then draw and discard."""

    __slots__ = ("seat", "ops", "a", "b")
    rule = "8.6"

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

    def run(self, g: "Game") -> Decision | None:
        s = self.seat
        f = alliance(g, s)
        if self.step == "begin":
            self.ops = f.officers
            self.step = "menu"
            return None
        if self.step == "count":
            w = g.warriors[self.a * g.n + s]
            return Decision(s, "move_count", [act("count", (k,)) for k in range(1, w + 1)],
                            f"how many warriors move {self.a + 1}->{self.b + 1}", "4.2")
        opts: list[Action] = []
        if self.ops > 0:
            opts += move_options(g, s)
            opts += battle_options(g, s)
            if f.supply > 0:
                opts += [act("recruit", (c + 1,)) for c, bs in enumerate(g.buildings)
                         if any(o == s for o, k in bs) and can_place(g, s, c)]
            if f.tsupply["sympathy"] > 0:
                n = g.n
                opts += [act("organize", (c + 1,)) for c in range(g.map.n)
                         if g.warriors[c * n + s] > 0 and (s, "sympathy") not in g.tokens[c] and can_place(g, s, c)]
        if self.step == "menu" and not opts:
            g.pop()
            g.push(DrawAndDiscard(s, 1 + f.bases_on_map(), "8.6.2"))  # 8.6.2
            return None
        opts.append(act("done"))
        return Decision(s, "operations", opts, f"military operations: {self.ops} left", "8.6.1")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        from woodland.rules.why import clearing_arg, why_battle, why_move

        s = self.seat
        kind = action.kind
        if self.step == "count":
            w = g.warriors[self.a * g.n + s]
            return f"you have {w} warrior(s) in clearing {self.a + 1}; move between 1 and {w}", ["4.2"]
        if kind in ("move", "battle", "recruit", "organize") and self.ops <= 0:
            return "no military operations left (one per officer)", ["8.6.1"]
        if kind == "move":
            return why_move(g, s, action)
        if kind == "battle":
            return why_battle(g, s, action)
        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None:
            return (f"there is no clearing {action.args[0]} on this map", ["2.2"]) if action.args else None
        if kind == "recruit":
            if not any(o == s for o, k in g.buildings[c]):
                return f"recruit only in a clearing with a base, and {c + 1} has none", ["8.6.1.III"]
            return "no warrior left in your supply", ["1.5.1"]
        if kind == "organize":
            if g.warriors[c * g.n + s] == 0:
                return f"you have no warrior in clearing {c + 1} to organize", ["8.6.1.IV"]
            if (s, "sympathy") in g.tokens[c]:
                return f"clearing {c + 1} is already sympathetic", ["8.6.1.IV", "8.2.5"]
            if g.factions[s].tsupply["sympathy"] <= 0:
                return "all ten sympathy tokens are on the map", ["8.2.5"]
            return why_cannot_place(g, s, c) or (f"you cannot place pieces in clearing {c + 1}", ["6.2.2"])
        return None

    def act(self, g: "Game", action: Action) -> None:
        s = self.seat
        f = alliance(g, s)
        kind = action.kind
        if self.step == "count":
            do_move(g, s, self.a, self.b, int(action.args[0]))
            self.step = "menu"
            return
        if kind == "done":
            g.pop()
            g.push(DrawAndDiscard(s, 1 + f.bases_on_map(), "8.6.2"))
            return
        self.ops -= 1
        if kind == "move":
            self.a, self.b = int(action.args[0]) - 1, int(action.args[1]) - 1
            self.step = "count"
        elif kind == "battle":
            start_battle(g, s, action)
        elif kind == "recruit":
            place_warriors(g, s, int(action.args[0]) - 1, 1)
        elif kind == "organize":
            c = int(action.args[0]) - 1
            remove_warriors(g, s, c, 1, s, "organize")
            place_token(g, s, "sympathy", c)
            score(g, s, DATA["sympathy_vp"][f.sympathy_on_map() - 1])
        else:
            raise RuntimeError(f"engine error: unknown Alliance operation {action}")


class Outrage(Frame):
    """8.2.6: the player who moved into or removed sympathy adds a matching card from hand
    to the Supporters stack; with none (birds count), they show their hand and the
    Alliance draws a supporter from the deck."""

    __slots__ = ("seat", "payer", "c")
    rule = "8.2.6"
    seat_fields = ("seat", "payer")

    def __init__(self, seat: int, payer: int, c: int) -> None:
        self.step = "pay"
        self.seat = seat
        self.payer = payer
        self.c = c

    def describe(self, g: "Game") -> str:
        return f"Outrage in {self.c + 1} ({g.factions[self.payer].key})"

    def run(self, g: "Game") -> Decision | None:
        cards = C.forced_matching(g, self.payer, g.suits[self.c])
        if not cards:
            f = alliance(g, self.seat)
            C.show_hand(g, self.seat, self.payer)
            g.emit(OutrageShown("outrage_shown", self.seat, self.payer, self.c))
            cid = C.take_top(g, self.seat)
            if cid >= 0:
                f.add_supporter(g, cid)
            g.pop()
            return None
        return Decision(self.payer, "outrage", C.card_actions(g, "outrage", cards),
                        f"outrage: add a card matching clearing {self.c + 1} to the Alliance's supporters", "8.2.6",
                        keep=True)

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        from woodland.rules.why import why_card

        if action.kind == "outrage" and action.args:
            return why_card(g, self.payer, action.args[0], g.suits[self.c], "8.2.6")
        return (f"Outrage is not optional: add a card matching clearing {self.c + 1} "
                f"({g.suits[self.c]}) to the supporters"), ["8.2.6"]

    def act(self, g: "Game", action: Action) -> None:
        f = alliance(g, self.seat)
        cid = C.card_by_label(g, self.payer, str(action.args[0]))
        C.take_from_hand(g, self.payer, cid)
        f.add_supporter(g, cid)
        C.knows(g, self.payer, self.seat, cid)  # the payer knows where that card went (1.2)
        g.pop()


class BaseRemoved(Frame):
    """8.2.4: discard every supporter matching the base's clearing (birds too), remove
    half the officers rounded up, and with no base left keep at most five supporters."""

    __slots__ = ("seat", "c")
    rule = "8.2.4"

    def __init__(self, seat: int, c: int) -> None:
        self.step = "discard"
        self.seat = seat
        self.c = c

    def describe(self, g: "Game") -> str:
        return f"base removed in {self.c + 1}"

    def run(self, g: "Game") -> Decision | None:
        f = alliance(g, self.seat)
        if self.step == "discard":
            for cid in f.matching_supporters(g, g.suits[self.c]):
                f.supporters.remove(cid)
                C.discard_card(g, cid, self.seat)
            lose = (f.officers + 1) // 2
            f.officers -= lose
            f.supply += lose
            self.step = "limit"
            return None
        if f.bases_on_map() > 0 or len(f.supporters) <= LIMIT:
            g.pop()
            return None
        cards = g.deckdef.cards
        seen: set[int] = set()
        opts = []
        for c in f.supporters:
            if cards[c].type not in seen:
                seen.add(cards[c].type)
                opts.append(act("supporter", (cards[c].label,)))
        return Decision(self.seat, "discard_supporter", opts,
                        f"no base left: discard supporters down to {LIMIT}", "8.2.4", keep=True)

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "supporter":
            return f"there is no {action.args[0] if action.args else '?'} among your supporters", ["8.2.4"]
        return "with no base left, discard supporters down to five first", ["8.2.4"]

    def act(self, g: "Game", action: Action) -> None:
        f = alliance(g, self.seat)
        label = str(action.args[0]).lower()
        cards = g.deckdef.cards
        cid = next(c for c in f.supporters if cards[c].label.lower() == label)
        f.supporters.remove(cid)
        C.discard_card(g, cid, self.seat)


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
