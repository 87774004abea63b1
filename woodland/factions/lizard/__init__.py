"""Lizard Cult (Law ch. 10): gardens, rituals, the Outcast, acolytes and conspiracies,
the Lost Souls pile. Track values come from woodland/factions/lizard/data.json.

State on the faction object:

``outcast``     the suit under the outcast marker (10.3.3, 10.4.1); "" before setup
``hated``       whether the marker shows its Hated side (10.4.1)
``acolytes``    warriors in the Acolytes box (10.2.3, 10.5.4): off the map, not in supply
``lost_souls``  card ids in the Lost Souls pile (10.2.6), public, oldest first
``revealed``    card ids revealed this Daylight (10.5), public, returned to hand in Evening

Gardens are buildings ``garden_fox``, ``garden_rabbit``, ``garden_mouse`` (their printed
suit). Abilities: ``rule_adjust`` (10.2.4 Pilgrims), ``takes_removed_warriors`` (10.2.3
Revenge), ``takes_discard`` (10.2.6 Lost Souls); hooks: ``triggers`` on removed gardens (10.2.5),
``crafting_suits`` (10.2.1), ``warriors_elsewhere`` (the Acolytes box), ``held_cards``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import Removed
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, FACTION, HIRELING, PIECE, SUIT, action_kind, decision_kind
from woodland.core.maps import WILD_SUIT
from woodland.rules import cards as C
from woodland.rules.battle import Battle, StartBattle, battle_options
from woodland.rules.board import (
    can_place,
    free_slots,
    in_suit,
    is_enemy,
    may_remove,
    owner_named,
    piece_suits,
    place_building,
    place_warriors,
    remove_building,
    remove_warriors,
    rulers,
    suit_words,
    unchangeable,
    warriors_of,
    why_cannot_place,
    why_cannot_remove,
)
from woodland.rules.craft import CraftCard, crafting_pieces
from woodland.rules.move import any_move, do_move, move_options
from woodland.rules.setup import package_data, starting_corners
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
SUITS: tuple[str, ...] = tuple(DATA["suits"])
PER_SUIT: int = DATA["gardens_per_suit"]
COST: dict[str, int] = DATA["conspiracy_cost"]
CONSPIRACIES = ("crusade", "convert", "sanctify")
RITUALS = ("build", "recruit", "score", "sacrifice")


def garden(suit: str) -> str:
    """The building kind of a garden of printed suit ``suit``."""
    return "garden_" + suit


def garden_suit(kind: str) -> str:
    """The printed suit of a garden kind, or "" for any other piece."""
    return kind[7:] if kind.startswith("garden_") else ""


class Pilgrims(Ability):
    """10.2.4 Pilgrims: the Cult rules every clearing with one of its gardens (over Lords of
    the Forest, 7.2.2)."""

    rule = "10.2.4"
    rule_by_phase = False

    def rule_adjust(self, g: "Game", c: int, counts: list[int]) -> int | None:
        for s, k in g.buildings[c]:
            if s == self.seat and k.startswith("garden_"):
                return self.seat
        return None


class Revenge(Ability):
    """10.2.3 Revenge: the Cult's warriors removed while defending in battle go to the
    Acolytes box."""

    rule = "10.2.3"

    def takes_removed_warriors(self, g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> bool:
        top = g.stack[-1] if g.stack else None
        if owner == self.seat and cause == "battle" and isinstance(top, Battle) and top.d == self.seat:
            _cult(g, self.seat).acolytes += n
            return True
        return False


class LostSouls(Ability):
    """10.2.6 Lost Souls: every card any player spends or discards goes to the Cult's Lost
    Souls pile instead of the discard pile."""

    rule = "10.2.6"

    def takes_discard(self, g: "Game", seat: int, cid: int) -> bool:
        _cult(g, self.seat).lost_souls.append(cid)
        return True


class Lizard(Faction):
    key = "lizard"
    ABILITIES = (Pilgrims, Revenge, LostSouls)
    listens = frozenset({"removed"})  # 10.2.5 Fear of the Faithful
    BUILDINGS = {garden(s): PER_SUIT for s in SUITS}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: the Outcast suit (10.3.3); "" until chosen in setup
        self.outcast = ""
        #: the outcast marker shows its Hated side (10.4.1)
        self.hated = False
        #: warriors in the Acolytes box (10.2.3)
        self.acolytes = 0
        #: the Lost Souls pile (10.2.6): every card the Cult spends or discards
        self.lost_souls: list[int] = []
        #: cards revealed this Daylight (10.5), in the play area until Evening (10.6.1)
        self.revealed: list[int] = []

    # -- facts ------------------------------------------------------------------------
    def gardens_on_map(self, suit: str) -> int:
        return PER_SUIT - self.bsupply[garden(suit)]

    def score_vp(self, suit: str) -> int:
        """10.5.3: the points above the rightmost empty space of ``suit``'s Gardens track
        (needs at least one garden of that suit on the map)."""
        k = self.gardens_on_map(suit)
        return DATA["garden_vp"][k - 1] if k > 0 else 0

    def draw_count(self) -> int:
        """10.6.3: one card plus one per uncovered draw bonus of the three tracks."""
        return 1 + sum(sum(DATA["garden_draw"][:self.gardens_on_map(s)]) for s in SUITS)

    def cost(self, conspiracy: str) -> int:
        """10.4.3: acolytes a conspiracy costs; one fewer while the Outcast is Hated."""
        return COST[conspiracy] - (DATA["hated_discount"] if self.hated else 0)

    def outcast_clearings(self, g: "Game") -> list[int]:
        return [c for c in range(g.map.n) if in_suit(g, c, self.outcast)]

    # -- hooks --------------------------------------------------------------------------
    def warriors_elsewhere(self) -> int:
        return self.acolytes

    def crafting_clearings(self, g: "Game") -> list[int]:
        if not self.outcast:
            return []
        kind = garden(self.outcast)
        return sorted({c for c, bs in enumerate(g.buildings) if (self.seat, kind) in bs})

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """10.2.1: gardens whose printed suit is the Outcast; each fulfils an icon of its
        clearing's suit. Used only in the Cult's Evening (10.6.2)."""
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        out: list[tuple[int, str]] = []
        if not self.outcast:
            return out
        kind = garden(self.outcast)
        suits = piece_suits(g)
        for c, bs in enumerate(g.buildings):
            k = 0
            for s, b in bs:
                if s == self.seat and b == kind:
                    if f"craft:{c}:{k}" not in self.used and c not in barred:
                        out.append((c * 10 + k, suits[c]))  # 10.2.1: the garden's clearing
                    k += 1
        return out

    def use_crafting_piece(self, g: "Game", piece: int) -> None:
        self.used.append(f"craft:{piece // 10}:{piece % 10}")

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        """10.2.5 Fear of the Faithful: a garden removed makes the Cult discard a random card."""
        if isinstance(event, Removed) and event.owner == self.seat and garden_suit(event.piece):
            return [FearOfTheFaithful(self.seat, event.clearing) for _ in range(event.number)]
        return []

    def held_cards(self) -> list[int]:
        return list(self.revealed) + list(self.lost_souls)

    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Fields: ``outcast`` (suit, default fox), ``hated`` (default false), ``acolytes``
        (a number, taken from supply), ``lost_souls`` and ``revealed`` (card labels)."""
        from woodland.core.errors import InvalidPosition, Problem
        from woodland.rules.loading import cards_from_labels, warriors_from_supply

        problems: list[Problem] = []
        for k in sorted(set(spec) - {"outcast", "hated", "acolytes", "lost_souls", "revealed"}):
            problems.append(Problem(f"lizard.{k}", "unknown field"))
        out = spec.get("outcast", "fox")
        if out not in SUITS:
            problems.append(Problem("lizard.outcast", f"the Outcast is a suit ({', '.join(SUITS)}), got {out!r}",
                                    "10.3.3"))
            out = "fox"
        self.outcast = out
        hated = spec.get("hated", False)
        if not isinstance(hated, bool):
            problems.append(Problem("lizard.hated", f"expected true or false, got {hated!r}"))
            hated = False
        self.hated = hated
        self.acolytes = warriors_from_supply(self, spec, "acolytes", "acolytes", problems)
        self.lost_souls += cards_from_labels(self, spec, "lost_souls", take, problems)
        self.revealed += cards_from_labels(self, spec, "revealed", take, problems)
        if problems:
            raise InvalidPosition(problems)

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        out = []
        for c, bs in enumerate(g.buildings):
            for s, k in bs:
                if s == self.seat and garden_suit(k) != g.suits[c]:  # its own suit (R298)
                    out.append((f"clearings.{c + 1}.lizard", f"a {k.replace('_', ' ')} in a {g.suits[c]} clearing: "
                                "every garden is placed in a clearing of its printed suit", "10.5.1"))
        return out

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        out = []
        if self.outcast not in SUITS and self.outcast != "":
            out.append(("outcast", f"unknown suit {self.outcast!r}"))
        if isinstance(self.acolytes, bool) or not isinstance(self.acolytes, int) or self.acolytes < 0:
            out.append(("acolytes", "expected a number of acolytes"))
        for field in ("lost_souls", "revealed"):
            if any(isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < len(g.deckdef.cards)
                   for c in getattr(self, field)):
                out.append((field, "bad card"))
        return out

    def public_board(self, g: "Game") -> dict[str, Any]:
        cards = g.deckdef.cards
        return {"outcast": self.outcast, "hated": self.hated, "acolytes": self.acolytes,
                "lost_souls": [cards[c].label for c in self.lost_souls],
                "revealed": [cards[c].label for c in self.revealed],
                "gardens_on_track": {s: self.bsupply[garden(s)] for s in SUITS},
                # 10.5.3: a Score ritual is public; once per suit per turn
                "scored_this_turn": [s for s in SUITS if f"score:{s}" in self.used]}

    # -- phases -------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return LizardSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return LizardBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return LizardDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return LizardEvening(self.seat)


#: the Lizard Cult at a seat known to play it, typed
_cult = Lizard.of


def why_elsewhere(kind: str, phase: str) -> tuple[str, list[str]] | None:
    """Why an action of the Cult is not taken in ``phase``: it belongs to another part of
    its turn (conspiracies in Birdsong, rituals in Daylight, crafting in Evening)."""
    if kind in CONSPIRACIES and phase != "birdsong":
        return "conspiracies are performed in Birdsong", ["10.4.3"]
    if kind in RITUALS and phase != "daylight":
        return "rituals are performed in Daylight, by revealing a card from hand", ["10.5"]
    if kind == "craft" and phase != "evening":
        return "the Cult crafts in Evening", ["10.2.1", "10.6.2"]
    if kind in ("move", "battle") and phase != "birdsong":
        return "the Cult moves and battles only by a Crusade, a conspiracy of Birdsong", ["10.4.3"]
    if kind == "discard" and phase != "evening":
        return "the Cult discards down to five cards in Evening, after drawing", ["10.6.3"]
    return None


# ----------------------------------------------------------------------------- setup
class Corner(Choice["LizardSetup"]):
    """10.3.2: the starting corner: a free corner, diagonally opposite a starting corner if
    possible; four warriors and a garden of its suit there, a warrior in each adjacent
    clearing."""

    kind = "garden"

    def options(self, fr: "LizardSetup", g: "Game") -> list[Action]:
        return [act("garden", (c + 1,)) for c in fr.corners(g)]

    def why_not(self, fr: "LizardSetup", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        if c not in g.map.corners:
            return f"the Lizard Cult starts in a corner clearing, and clearing {c + 1} is not one", ["10.3.2"]
        owner = next((f.key for f in g.factions if f.home == c), "")
        if owner:
            return f"clearing {c + 1} is the starting corner of the {owner}", ["10.3.2"]
        if not can_place(g, fr.seat, c) or free_slots(g, c) <= 0:  # 6.2.2, 2.2.3
            return f"the starting garden cannot be placed in clearing {c + 1}", ["10.3.2", "2.2.3"]
        return (f"a corner diagonally opposite a starting corner is free, so the Cult must take it, "
                f"not clearing {c + 1}"), ["10.3.2"]

    def do(self, fr: "LizardSetup", g: "Game", action: Action) -> None:
        s = fr.seat
        c = int(action.args[0]) - 1
        _cult(g, s).home = c
        place_building(g, s, garden(g.suits[c]), c)
        place_warriors(g, s, c, DATA["starting_warriors"])
        for x in g.map.adj[c]:
            if can_place(g, s, x):
                place_warriors(g, s, x, DATA["adjacent_warriors"])
        fr.step = "outcast"


class Outcast(Choice["LizardSetup"]):
    """10.3.3: the outcast marker goes on any suit, showing its Outcast side."""

    kind = "outcast"

    def options(self, fr: "LizardSetup", g: "Game") -> list[Action]:
        return [act("outcast", (s,)) for s in SUITS]

    def why_not(self, fr: "LizardSetup", g: "Game", action: Action) -> Reason | None:
        return f"the Outcast is one of {', '.join(SUITS)}, not {action.args[0] if action.args else '?'}", \
            ["10.3.3"]

    def do(self, fr: "LizardSetup", g: "Game", action: Action) -> None:
        f = _cult(g, fr.seat)
        f.outcast = str(action.args[0])
        f.hated = False
        g.pop()


class LizardSetup(Frame):
    """10.3: four warriors and a garden of the clearing's suit in a free corner (opposite a
    starting corner if possible), a warrior in each adjacent clearing; choose the Outcast.
    10.3.1 and 10.3.4 are the fresh supplies (25 warriors, 14 gardens on the tracks)."""

    __slots__ = ("seat",)
    rule = "10.3"
    choices = {"corner": (Corner(),), "outcast": (Outcast(),)}

    def __init__(self, seat: int) -> None:
        self.step = "corner"
        self.seat = seat

    def corners(self, g: "Game") -> list[int]:
        taken = starting_corners(g)
        free = [c for c in g.map.corners if c not in taken and can_place(g, self.seat, c) and free_slots(g, c) > 0]
        opposite = [c for c in free if g.map.opposite.get(c) in taken]
        return opposite or free

    def s_corner(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:  # every corner is someone's starting clearing: nothing the Law allows
            raise RuntimeError("engine error: no free corner clearing for the Lizard Cult (10.3.2)")
        return Decision(self.seat, "setup_corner", opts, "choose your starting corner", "10.3.2")

    def s_outcast(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_outcast", self.offer(g), "choose the Outcast suit", "10.3.3")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if self.step == "corner" and action.kind == "outcast":  # 10.3.2 comes before 10.3.3
            return "first place your starting warriors and garden in a corner, then choose the Outcast", \
                ["10.3.2"]
        if self.step == "outcast" and action.kind == "garden":
            return f"your starting garden is already placed, in clearing {_cult(g, self.seat).home + 1}", ["10.3.2"]
        return None


# ----------------------------------------------------------------------------- Birdsong
class Conspiracy(Choice["LizardBirdsong"]):
    """10.4.3: a conspiracy in a clearing matching the Outcast, paid with acolytes that
    return to the supply (one fewer while the Outcast is Hated). Subclasses say where it is
    possible now (``available``), why not in a clearing of the Outcast suit
    (``unavailable``) and what it does (``take``)."""

    def options(self, fr: "LizardBirdsong", g: "Game") -> list[Action]:
        f = _cult(g, fr.seat)
        if f.acolytes < f.cost(self.kind):
            return []
        return self.available(fr, g, f.outcast_clearings(g))

    def why_not(self, fr: "LizardBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        f = _cult(g, fr.seat)
        cost = f.cost(self.kind)
        if f.acolytes < cost:
            return (f"a {self.kind} costs {cost} acolyte(s){' (Hated: one fewer)' if f.hated else ''}, "
                    f"and you have {f.acolytes}"), ["10.4.3"]
        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None:
            return (f"there is no clearing {action.args[0]} on this map", ["2.2"]) if action.args else None
        if not in_suit(g, c, f.outcast):
            return (f"conspiracies happen in clearings of the Outcast suit ({f.outcast}); clearing {c + 1} is "
                    f"{suit_words(g, c)}"), ["10.4.3"]
        return self.unavailable(fr, g, action, c)

    def do(self, fr: "LizardBirdsong", g: "Game", action: Action) -> None:
        fr.pay(g, self.kind)
        self.take(fr, g, action, int(action.args[0]) - 1)

    def available(self, fr: "LizardBirdsong", g: "Game", where: list[int]) -> list[Action]:
        raise NotImplementedError

    def unavailable(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int) -> Reason | None:
        raise NotImplementedError

    def take(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int) -> None:
        raise NotImplementedError


class Crusade(Conspiracy):
    """10.4.3.I: battle in an Outcast clearing, or move from it and then maybe battle in the
    destination (the steps ``crusade``, ``count`` and ``crusade_battle``)."""

    kind = "crusade"

    def available(self, fr: "LizardBirdsong", g: "Game", where: list[int]) -> list[Action]:
        s = fr.seat
        # an enemy hireling too may be battled (H.3.2): the crusade's battle is a StartBattle
        return [act("crusade", (c + 1,)) for c in where
                if battle_options(g, s, [c], hirelings=True) or any_move(g, s, [c])]

    def unavailable(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int) -> Reason | None:
        if g.warriors[c * g.n + fr.seat] == 0:
            return f"you have no warriors in clearing {c + 1} to crusade with", ["10.4.3", "4.2", "4.3"]
        return f"you can neither battle in nor move from clearing {c + 1}", ["10.4.3", "4.2.1", "4.3"]

    def take(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int) -> None:
        fr.c = c
        fr.step = "crusade"


class Replacement(Conspiracy):
    """10.4.3.II-III: replace an enemy piece with a Cult piece (the old piece must be
    removable and the new one placeable). Subclasses say whether the Cult has the piece to
    place (``piece_left``), which enemy pieces a clearing offers (``targets``) and what is
    missing (``missing``) when the clearing and the enemy are right."""

    def available(self, fr: "LizardBirdsong", g: "Game", where: list[int]) -> list[Action]:
        s = fr.seat
        out: list[Action] = []
        if not self.piece_left(_cult(g, s)):
            return out
        for c in where:
            if can_place(g, s, c):
                out += self.targets(fr, g, c)
        return out

    def unavailable(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int) -> Reason | None:
        s = fr.seat
        r = why_cannot_place(g, s, c, "10.4.3")
        if r:
            return f"{r[0]}, so you cannot replace a piece there", r[1]
        who = str(action.args[1]) if len(action.args) > 1 else "?"
        h = g.hirelings.key_of(who) if g.hirelings is not None else None
        if h is not None and g.hirelings is not None:  # a hireling's pieces (G.9, H.3.2)
            ho = g.hirelings.owner(h)
            if not is_enemy(g, s, ho):
                return f"the {who} are your hireling, not an enemy", ["10.4.3", "H.3.2"]
            return why_cannot_remove(g, s, ho, c, "10.4.3") or self.missing_hireling(fr, g, action, c, ho)
        other = next((o for o in g.factions if o.key == who), None)
        if other is not None and other.seat == s:
            return f"a {self.kind} replaces an enemy piece, not one of your own", ["10.4.3", "G.8"]
        if other is None or not is_enemy(g, s, other.seat):
            return f"{who} is not an enemy in this game", ["10.4.3", "G.8"]
        return why_cannot_remove(g, s, other.seat, c, "10.4.3") or self.missing(fr, g, action, c, other)

    def piece_left(self, f: Lizard) -> bool:
        raise NotImplementedError

    def targets(self, fr: "LizardBirdsong", g: "Game", c: int) -> list[Action]:
        raise NotImplementedError

    def missing(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int, other: Faction) -> Reason:
        raise NotImplementedError

    def missing_hireling(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int, owner: int) -> Reason:
        """Why an enemy hireling (owner id ``owner``) offers no piece to replace in ``c``."""
        raise NotImplementedError


def enemy_hirelings(g: "Game", s: int, c: int) -> list[tuple[int, str]]:
    """(owner id, key) of the hirelings that are enemies of ``s`` (H.3.2) whose pieces the
    Cult may remove in ``c`` (H.2.2 the Stoic Protector)."""
    if g.hirelings is None:
        return []
    return [(-2 - i, h.key) for i, h in enumerate(g.hirelings.cards)
            if is_enemy(g, s, -2 - i) and may_remove(g, s, -2 - i, c)]


class Convert(Replacement):
    """10.4.3.II: replace an enemy warrior with a Cult warrior."""

    kind = "convert"

    def piece_left(self, f: Lizard) -> bool:
        return f.supply + f.cost("convert") > 0  # the spent acolytes return to the supply first

    def targets(self, fr: "LizardBirdsong", g: "Game", c: int) -> list[Action]:
        s = fr.seat
        out = [act("convert", (c + 1, o.key)) for o in g.factions
               if o.seat != s and is_enemy(g, s, o.seat) and g.warriors[c * g.n + o.seat] > 0
               and o.replaceable_warriors(g, c) > 0  # G.23: not the warlord (14.2.2, R570), nor a Captain (18.2.5)
               and may_remove(g, s, o.seat, c)]  # H.2.2 the Stoic Protector
        # an enemy hireling's warrior is an enemy warrior (G.9, G.36)
        return out + [act("convert", (c + 1, key)) for o, key in enemy_hirelings(g, s, c) if warriors_of(g, o, c)]

    def missing(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int, other: Faction) -> Reason:
        if g.warriors[c * g.n + other.seat] > 0:
            why = other.why_unreplaceable(g, c)  # 14.2.2: the warlord (R570); 18.2.5: a Captain
            return (why[0], ["10.4.3", *why[1]]) if why else \
                (f"{other.key}'s warriors in clearing {c + 1} cannot be removed", ["10.4.3"])
        return f"{other.key} has no warrior in clearing {c + 1}", ["10.4.3"]

    def missing_hireling(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int, owner: int) -> Reason:
        return f"the {action.args[1]} have no warrior in clearing {c + 1}", ["10.4.3"]

    def take(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int) -> None:
        remove_warriors(g, owner_named(g, str(action.args[1])), c, 1, fr.seat, "convert")
        place_warriors(g, fr.seat, c, 1)


class Sanctify(Replacement):
    """10.4.3.III: replace an enemy building with a garden of the Outcast suit."""

    kind = "sanctify"

    def piece_left(self, f: Lizard) -> bool:
        return f.bsupply[garden(f.outcast)] > 0

    def targets(self, fr: "LizardBirdsong", g: "Game", c: int) -> list[Action]:
        s = fr.seat
        out: list[Action] = []
        seen: list[tuple[int, str]] = []
        for owner, k in g.buildings[c]:
            if owner >= 0 and owner != s and is_enemy(g, s, owner) and (owner, k) not in seen \
                    and may_remove(g, s, owner, c):  # H.2.2 the Stoic Protector
                seen.append((owner, k))
                out.append(act("sanctify", (c + 1, g.factions[owner].key, k)))
        for o, key in enemy_hirelings(g, s, c):  # an enemy hireling's building (G.3, G.9)
            for owner, k in g.buildings[c]:
                if owner == o and (owner, k) not in seen:
                    seen.append((owner, k))
                    out.append(act("sanctify", (c + 1, key, k)))
        return out

    def missing(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int, other: Faction) -> Reason:
        what = str(action.args[2]) if len(action.args) > 2 else "building"
        if what in other.TOKENS:
            return f"Sanctify replaces an enemy building, and the {what} is a token", ["10.4.3"]
        if (other.seat, what) not in g.buildings[c]:
            return f"{other.key} has no {what} in clearing {c + 1}", ["10.4.3"]
        return f"no {_cult(g, fr.seat).outcast} garden is left on your Gardens track", ["10.4.3"]

    def missing_hireling(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int, owner: int) -> Reason:
        what = str(action.args[2]) if len(action.args) > 2 else "building"
        if (owner, what) not in g.buildings[c]:
            return f"the {action.args[1]} have no {what} (a building) in clearing {c + 1}", ["10.4.3"]
        return f"no {_cult(g, fr.seat).outcast} garden is left on your Gardens track", ["10.4.3"]

    def take(self, fr: "LizardBirdsong", g: "Game", action: Action, c: int) -> None:
        remove_building(g, c, owner_named(g, str(action.args[1])), str(action.args[2]), fr.seat, "sanctify")
        place_building(g, fr.seat, garden(_cult(g, fr.seat).outcast), c)


class Done(BareAction[Frame]):
    """``done``: stop an optional activity of the Cult; subclasses say what follows."""

    kind = "done"


class StopConspiring(Done):
    """10.4.3: conspiracies are performed in any number: none more, Birdsong ends."""

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        g.pop()


class CrusadeOnly(Choice["LizardBirdsong"]):
    """10.4.3.I: the Cult battles and moves only by a Crusade. Asked for in the conspiracy
    menu, a battle or a move is explained; None when a Crusade offered now leads to it (the
    oracle then finds it one step ahead)."""

    kinds = ("battle", "move")

    def why_not(self, fr: "LizardBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg, why_battle, why_move

        s = fr.seat
        f = _cult(g, s)
        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None:
            return (f"there is no clearing {action.args[0]} on this map", ["2.2"]) if action.args else None
        if act("crusade", (c + 1,)) in Crusade().options(fr, g):
            return None
        verb = "battles in" if action.kind == "battle" else "moves from"
        # (a Crusade costs as much as a Convert, so with too few acolytes for it no
        # conspiracy is asked at all)
        if not in_suit(g, c, f.outcast):
            return (f"a Crusade {verb} a clearing of the Outcast suit ({f.outcast}); clearing {c + 1} is "
                    f"{suit_words(g, c)}"), ["10.4.3"]
        r = why_battle(g, s, action) if action.kind == "battle" else why_move(g, s, action)
        return r or (f"you can neither battle in nor move from clearing {c + 1}", ["10.4.3", "4.2.1", "4.3"])


class CrusadeBattle(StartBattle):
    """10.4.3.I: the crusade battles in its clearing; the crusade is then over."""

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        return [birdsong(fr).c]

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        b = birdsong(fr)
        return b.elsewhere(g, action) or why_battle(g, b.seat, action) or (
            f"the crusade battles in clearing {b.c + 1}", ["10.4.3"])

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        birdsong(fr).step = "conspire"
        super().do(fr, g, action)


class CrusadeMove(Choice["LizardBirdsong"]):
    """10.4.3.I: the crusade moves from its clearing (how many warriors: the step ``count``)."""

    kind = "move"

    def options(self, fr: "LizardBirdsong", g: "Game") -> list[Action]:
        return move_options(g, fr.seat, [fr.c])

    def why_not(self, fr: "LizardBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        return fr.elsewhere(g, action) or why_move(g, fr.seat, action)

    def do(self, fr: "LizardBirdsong", g: "Game", action: Action) -> None:
        fr.b = int(action.args[1]) - 1
        fr.step = "count"


class CrusadeCount(Choice["LizardBirdsong"]):
    """4.2, 10.4.3.I: how many of the warriors in the crusade's clearing move (at least one)."""

    kind = "count"

    def options(self, fr: "LizardBirdsong", g: "Game") -> list[Action]:
        return [act("count", (k,)) for k in range(1, g.warriors[fr.c * g.n + fr.seat] + 1)]

    def do(self, fr: "LizardBirdsong", g: "Game", action: Action) -> None:
        do_move(g, fr.seat, fr.c, fr.b, int(action.args[0]))
        fr.step = "crusade_battle"


class BattleAfterMove(CrusadeBattle):
    """10.4.3.I: after its move, the crusade may battle in the destination clearing."""

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        return [birdsong(fr).b]

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        b = birdsong(fr)
        return why_battle(g, b.seat, action) or (f"the crusade may battle only in clearing {b.b + 1}, "
                                                 "where the warriors moved", ["10.4.3"])


class NoBattleAfterMove(BareAction["LizardBirdsong"]):
    """10.4.3.I: the battle after a crusade's move is optional ("if you wish")."""

    kind = "pass"

    def do(self, fr: "LizardBirdsong", g: "Game", action: Action) -> None:
        fr.step = "conspire"


class LizardBirdsong(Frame):
    """10.4: Adjust the Outcast, discard the Lost Souls, then perform conspiracies.
    Sub-steps of a Crusade: ``crusade`` (battle, or choose a move), ``count`` (how many
    warriors move), ``crusade_battle`` (optional battle in the destination)."""

    __slots__ = ("seat", "c", "b")
    rule = "10.4"
    clearing_fields = ("c", "b")
    choices = {
        "conspire": (Crusade(), Convert(), Sanctify(), StopConspiring(), CrusadeOnly()),
        "crusade": (CrusadeBattle(), CrusadeMove()),
        "count": (CrusadeCount(),),
        "crusade_battle": (BattleAfterMove(), NoBattleAfterMove()),
    }

    def __init__(self, seat: int) -> None:
        self.step = "adjust"
        self.seat = seat
        #: the Outcast clearing of the Crusade in progress
        self.c = -1
        #: the destination of its move
        self.b = -1

    def public(self, g: "Game") -> dict[str, Any] | None:
        if self.step in ("crusade", "count", "crusade_battle"):
            d: dict[str, Any] = {"procedure": "crusade", "clearing": self.c + 1, "step": self.step}
            if self.step == "count":  # 4.2: the move being made
                d.update({"from": self.c + 1, "to": self.b + 1})
            return d
        return None

    def s_adjust(self, g: "Game") -> Decision | None:
        """10.4.1: the suit with the most non-bird cards in Lost Souls becomes the Outcast;
        the same suit again, or no single most (an empty pile included), means Hated."""
        f = _cult(g, self.seat)
        cards = g.deckdef.cards
        counts = {s: 0 for s in SUITS}
        for cid in f.lost_souls:
            su = cards[cid].suit
            if su in counts:
                counts[su] += 1
        best = max(counts.values())
        top = [s for s in SUITS if counts[s] == best]
        if len(top) == 1 and top[0] != f.outcast:
            f.outcast = top[0]
            f.hated = False
        else:
            f.hated = True
        self.step = "discard"
        return None

    def s_discard(self, g: "Game") -> Decision | None:
        """10.4.2: the Lost Souls go to the discard pile (dominance cards become available)."""
        f = _cult(g, self.seat)
        pile, f.lost_souls = f.lost_souls, []
        for cid in pile:
            C.discard_card(g, cid)
        self.step = "conspire"
        return None

    def pay(self, g: "Game", conspiracy: str) -> None:
        """Spent acolytes return to the supply (10.4.3)."""
        f = _cult(g, self.seat)
        k = f.cost(conspiracy)
        f.acolytes -= k
        f.supply += k

    def s_conspire(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # only "done": no conspiracy is possible
            g.pop()
            return None
        f = _cult(g, self.seat)
        return Decision(self.seat, "conspiracy", opts,
                        f"perform conspiracies in {f.outcast} clearings ({f.acolytes} acolytes"
                        f"{', Hated: one fewer each' if f.hated else ''})", "10.4.3")

    def s_crusade(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:  # cannot happen: checked when the Crusade was offered
            self.step = "conspire"
            return None
        return Decision(self.seat, "crusade", opts, f"crusade: battle in {self.c + 1}, or move from it", "10.4.3")

    def s_count(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "move_count", self.offer(g),
                        f"how many warriors move {self.c + 1}->{self.b + 1}", "4.2")

    def s_crusade_battle(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # only "pass": nothing to battle in the destination
            self.step = "conspire"
            return None
        return Decision(self.seat, "crusade_battle", opts,
                        f"crusade: battle in {self.b + 1}, where you moved?", "10.4.3")

    def elsewhere(self, g: "Game", action: Action) -> Reason | None:
        """A battle or move of the crusade in progress asked for in another clearing than
        the one it was performed in (10.4.3.I)."""
        from woodland.rules.why import clearing_arg

        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None or c == self.c:
            return None
        verb = "battles in" if action.kind == "battle" else "moves from"
        return f"the crusade {verb} clearing {self.c + 1}, where it was performed", ["10.4.3"]

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if self.step == "count":
            w = g.warriors[self.c * g.n + self.seat]
            return f"you have {w} warrior(s) in clearing {self.c + 1}; move between 1 and {w}", ["4.2"]
        if self.step == "crusade":
            if self.choice(action.kind) is None:  # (a legal move is reached through its choice)
                return f"the crusade in clearing {self.c + 1} goes on: battle there or move from there", ["10.4.3"]
            return None
        if self.step == "crusade_battle":
            return (f"the crusade goes on: battle in clearing {self.b + 1}, where the warriors moved, or pass"), \
                ["10.4.3"]
        return why_elsewhere(action.kind, "birdsong")


def birdsong(fr: Frame) -> LizardBirdsong:
    assert isinstance(fr, LizardBirdsong)
    return fr


# ----------------------------------------------------------------------------- Daylight
#: the rule of each ritual (10.5.1-10.5.4)
RITUAL_RULES = {"build": "10.5.1", "recruit": "10.5.2", "score": "10.5.3", "sacrifice": "10.5.4"}


class Ritual(Choice["LizardDaylight"]):
    """10.5: reveal a card from hand for one ritual: build a garden (10.5.1), recruit
    (10.5.2), score (10.5.3: the card is spent) or sacrifice with a bird card (10.5.4).
    10.2.2: bird cards are not wild for rituals. The four rituals are one group: they are
    offered card by card."""

    kinds = RITUALS

    def options(self, fr: "LizardDaylight", g: "Game") -> list[Action]:
        s = fr.seat
        f = _cult(g, s)
        cards = g.deckdef.cards
        r = rulers(g)
        out: list[Action] = []
        for cid in C.distinct_hand(g, s):
            card = cards[cid]
            su = card.suit
            # a card revealed as any suit, bird too (Companions, ruling R461): a bird card for
            # the Sacrifice, or a card of any clearing's suit for the other rituals
            wild = su != "bird" and su not in SUITS and C.wild_card(g, s, cid)
            if su == "bird" or wild:
                if f.supply > 0:
                    out.append(act("sacrifice", (card.label,)))  # 10.5.4
                if not wild:
                    continue
            if su not in SUITS and su != WILD_SUIT and not wild:
                continue
            matching = [c for c in range(g.map.n) if (wild or in_suit(g, c, su)) and can_place(g, s, c)]
            # 10.5.1: the garden of the clearing's printed suit (16.2.1.II: a frog card builds a
            # fox garden in a fox clearing with a Peaceful enclave)
            out += [act("build", (card.label, c + 1)) for c in matching if r[c] == s and free_slots(g, c) > 0
                    and f.bsupply.get(garden(su if su in SUITS else g.suits[c]), 0) > 0]
            if f.supply > 0:  # 10.5.2
                out += [act("recruit", (card.label, c + 1)) for c in matching]
            if su in SUITS and f.gardens_on_map(su) > 0 and f"score:{su}" not in f.used:  # 10.5.3
                out.append(act("score", (card.label,)))
            elif wild:  # 10.5.3 as the suit it is revealed as, named: score "Card" fox
                out += [act("score", (card.label, x)) for x in SUITS
                        if f.gardens_on_map(x) > 0 and f"score:{x}" not in f.used]
        return out

    def why_not(self, fr: "LizardDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg, why_card

        s = fr.seat
        f = _cult(g, s)
        kind = action.kind
        rule = RITUAL_RULES[kind]
        if not action.args:
            return None
        r = why_card(g, s, action.args[0], None, rule)
        if r:
            if any(g.deckdef.cards[c].label.lower() == str(action.args[0]).lower() for c in f.revealed):
                return (f"{action.args[0]} is already revealed this turn: revealed cards cannot be used for "
                        "anything else in Daylight"), ["10.5"]
            return r
        card = next(g.deckdef.cards[c] for c in f.hand if g.deckdef.cards[c].label.lower()
                    == str(action.args[0]).lower())
        su = card.suit
        if kind == "sacrifice":
            if su != "bird":
                return "a Sacrifice needs a bird card", [rule]
            return "no warrior is left in your supply to place in the Acolytes box", [rule]
        if su == "bird":
            return "Hatred of Birds: bird cards are not wild for rituals (use one to Sacrifice)", ["10.2.2", rule]
        if kind == "score":
            if f"score:{su}" in f.used:
                return f"you have already scored with a {su} card this turn", [rule]
            return f"you cannot Score {su}: no {su} garden is on the map", [rule]
        c = clearing_arg(g, action.args[1]) if len(action.args) > 1 else None
        if c is None:
            if len(action.args) > 1:
                return f"there is no clearing {action.args[1]} on this map", ["2.2"]
            return f"name the clearing too: {kind} \"{card.label}\" N, in a {su} clearing", [rule]
        if not in_suit(g, c, su):
            return f"the clearing must match the revealed card ({su}); clearing {c + 1} is {suit_words(g, c)}", [rule,
                                                                                                           "10.2.2"]
        r = why_cannot_place(g, s, c, rule)
        if r:
            return r
        if kind == "recruit":
            return "no warrior is left in your supply", [rule]
        if rulers(g)[c] != s:
            return f"you do not rule clearing {c + 1}", [rule]
        if free_slots(g, c) <= 0:
            return f"clearing {c + 1} has no open building slot", [rule, "2.2.3"]
        return f"no {su} garden is left on your Gardens track", [rule]

    def do(self, fr: "LizardDaylight", g: "Game", action: Action) -> None:
        s = fr.seat
        f = _cult(g, s)
        kind = action.kind
        if kind == "build":  # 10.5.1: a garden of the clearing's printed suit
            c = int(action.args[1]) - 1
            fr.reveal(g, str(action.args[0]))
            place_building(g, s, garden(g.suits[c]), c)
        elif kind == "recruit":  # 10.5.2
            fr.reveal(g, str(action.args[0]))
            place_warriors(g, s, int(action.args[1]) - 1, 1)
        elif kind == "score":  # 10.5.3: the revealed card is spent, to Lost Souls (10.2.6)
            cid = C.card_by_label(g, s, str(action.args[0]))
            su = str(action.args[1]) if len(action.args) > 1 else g.deckdef.cards[cid].suit  # as a suit (R461)
            f.used.append(f"score:{su}")
            vp = f.score_vp(su)
            C.spend(g, s, cid)
            score(g, s, vp)
        else:  # 10.5.4: sacrifice
            fr.reveal(g, str(action.args[0]))
            f.supply -= 1
            f.acolytes += 1


class LizardDaylight(Frame):
    """10.5: reveal cards from hand, one ritual per card, in any order and number: build a
    garden, recruit, score (the card is spent to Lost Souls), sacrifice (bird cards).
    10.2.2: bird cards are not wild for rituals."""

    __slots__ = ("seat",)
    rule = "10.5"
    choices = {"menu": (Ritual(), DaylightOptions(), End())}

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat

    def s_menu(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "daylight", self.offer(g), "Daylight: reveal cards to perform rituals", "10.5",
                        keep=g.factions[self.seat].has_hidden())

    def public(self, g: "Game") -> dict[str, Any] | None:
        cards = g.deckdef.cards
        return {"procedure": "rituals", "revealed": [cards[c].label for c in _cult(g, self.seat).revealed]}

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return why_elsewhere(action.kind, "daylight")

    def reveal(self, g: "Game", label: str) -> int:
        f = _cult(g, self.seat)
        cid = C.card_by_label(g, self.seat, label)
        C.take_from_hand(g, self.seat, cid)
        f.revealed.append(cid)
        return cid


# ----------------------------------------------------------------------------- Evening
class GardenCraft(CraftCard):
    """10.6.2, 10.2.1: the Cult crafts with its gardens of the Outcast suit."""

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        r = super().why_not(fr, g, action)
        if r and r[1] == ["4.1.1"]:
            f = _cult(g, fr.seat)
            return (f"{r[0]} (the Cult crafts only with gardens of the Outcast suit, "
                    f"{f.outcast})"), ["10.2.1", "4.1.1"]
        return r


class StopCrafting(Done):
    """10.6.2: crafting is optional: go on to draw (10.6.3)."""

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        fr.step = "draw"


class LizardEvening(Frame):
    """10.6: return revealed cards to hand, craft with gardens of the Outcast suit, then
    draw one card plus one per uncovered draw bonus and discard down to five."""

    __slots__ = ("seat",)
    rule = "10.6"
    choices = {"craft": (GardenCraft(), StopCrafting())}

    def __init__(self, seat: int) -> None:
        self.step = "return"
        self.seat = seat

    def s_return(self, g: "Game") -> Decision | None:
        """10.6.1: everyone saw these cards go back to the hand."""
        f = _cult(g, self.seat)
        for cid in f.revealed:
            f.hand.append(cid)
            f.shown.append(cid)
        f.revealed = []
        self.step = "craft"
        return None

    def s_craft(self, g: "Game") -> Decision | None:
        """10.6.2: craft with the gardens of the Outcast suit, while one is unused and a card is in hand."""
        f = _cult(g, self.seat)
        if f.hand and crafting_pieces(g, self.seat):
            return Decision(self.seat, "craft", self.offer(g),
                            f"craft with your {f.outcast} gardens (the Outcast)?", "10.6.2", keep=True)
        return self.s_draw(g)

    def s_draw(self, g: "Game") -> Decision | None:
        """10.6.3: draw one card plus one per uncovered draw bonus, then discard down to five."""
        g.pop()
        g.push(DrawAndDiscard(self.seat, _cult(g, self.seat).draw_count(), "10.6.3"))
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return why_elsewhere(action.kind, "evening")


# ----------------------------------------------------------------------------- triggers
class FearOfTheFaithful(Frame):
    """10.2.5: a garden was removed: the Cult discards a random card (to Lost Souls)."""

    __slots__ = ("seat", "c")
    rule = "10.2.5"
    clearing_fields = ("c",)

    def __init__(self, seat: int, c: int) -> None:
        self.step = "discard"
        self.seat = seat
        self.c = c

    def describe(self, g: "Game") -> str:
        return "Fear of the Faithful"

    def s_discard(self, g: "Game") -> Decision | None:
        f = g.factions[self.seat]
        if f.hand:
            cid = f.hand[g.rng.below(len(f.hand))]
            C.take_from_hand(g, self.seat, cid)
            C.discard_card(g, cid, self.seat)
        g.pop()
        return None


decision_kind("setup_outcast", "Which suit starts as the outcast", "10.3.3")
decision_kind("conspiracy", "The next conspiracy or crusade in Birdsong", "10.4.3")
decision_kind("crusade", "Which crusade to resolve", "10.4.3")
decision_kind("crusade_battle", "Whether and whom to battle after a crusade move", "10.4.3")
action_kind("garden", "Place the starting garden here", "10.3.2", (CLEARING,))
action_kind("outcast", "This suit is the outcast", "10.3.3", (SUIT,))
action_kind("convert", "Convert a warrior of this faction (or hireling) here", "10.4.3", (CLEARING, FACTION),
            (CLEARING, HIRELING))
action_kind("crusade", "Crusade from this clearing", "10.4.3", (CLEARING,))
action_kind("sanctify", "Sanctify this building of this faction (or hireling) here", "10.4.3",
            (CLEARING, FACTION, PIECE), (CLEARING, HIRELING, PIECE))
action_kind("sacrifice", "Sacrifice with this card", "10.5.4", (CARD,))
action_kind("score", "Score with this card (revealed as another suit: as this suit, R461)", "10.5.3", (CARD,),
            (CARD, SUIT))
