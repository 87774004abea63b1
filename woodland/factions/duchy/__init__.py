"""Underground Duchy (Law ch. 12): the Burrow, tunnels, citadels and markets, ministers
swayed by revealing cards, and the Price of Failure. Numbers come from
woodland/factions/duchy/data.json.

The Burrow (12.2.2) is a clearing off the map: the game's map gets one more clearing,
indexed after the printed ones (``Faction.extra_clearings``, core/maps.py), unsuited and
without slots, paths or forests. The Burrow's ability (:class:`TheBurrow`) makes it
adjacent to every clearing with a tunnel, ruled by the Duchy and closed to every other
faction's pieces. Where the Law means the clearings on the map (dominance, the map's
drawing, "from the map"), the Burrow is left out (docs/rulings.md R100-R101).

State fields besides the generic ones:

``revealed``  card ids revealed this turn (12.5.1.I, 12.5.2.I, 12.5.3.II), public, out of
              the hand until Evening (12.6.1)
``swayed``    keys of the swayed ministers, in the order swayed (12.5.3.III)
``crowns``    crowns still on the faction board, by rank (12.3.6; 12.2.3 removes some for good)
``failing``   a Price of Failure is under way (12.2.3: once for buildings removed together)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import Removed
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, WORD, action_kind, decision_kind
from woodland.core.maps import SUITS
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    clearing_suits,
    free_slots,
    has_pieces,
    piece_suits,
    place_building,
    place_token,
    place_warriors,
    remove_token,
    rulers,
    suit_words,
    unchangeable,
    why_cannot_place,
)
from woodland.rules.craft import CraftCard, crafting_pieces
from woodland.rules.move import Move, any_move, do_move, move_options
from woodland.rules.setup import far_corners, package_data, starting_corners
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
BUILDING_KINDS = tuple(DATA["buildings"])
RANKS: tuple[str, ...] = tuple(DATA["ranks"])
#: minister key -> its record (name, rank, rule)
MINISTERS: dict[str, dict[str, str]] = {m["key"]: m for m in DATA["ministers"]}
#: the ministers whose action the Mayor may take (12.5.2.VI: a swayed noble or squire)
MAYOR_MAY = tuple(k for k, m in MINISTERS.items() if m["rank"] != "lord" and k != "mayor")
BURROW: str = DATA["burrow"]


def burrow(g: "Game") -> int:
    """The Burrow's clearing index (12.2.2), after the map's own clearings."""
    m = g.map
    return m.board_n + m.extras.index(BURROW) if BURROW in m.extras else -1  # m.extra_index, inlined (hot)


def minister_key(x: object) -> str | None:
    """A minister named by its key (``duchess``) or its name (``Duchess of Mud``)."""
    t = str(x).strip().lower()
    for k, m in MINISTERS.items():
        if t in (k, m["name"].lower()):
            return k
    return None


def name_of(m: str) -> str:
    return MINISTERS[m]["name"]


def rank_of(m: str) -> str:
    return MINISTERS[m]["rank"]


class TheBurrow(Ability):
    """12.2.2: the Burrow is adjacent to each clearing with a tunnel (12.2.4); only Duchy
    pieces may be placed in it or moved into it; the Duchy always rules it."""

    rule = "12.2.2"
    rule_by_phase = False

    # each hook first tests ``c >= board_n``: off the map at all (asked per clearing, hot)
    def rule_adjust(self, g: "Game", c: int, counts: list[int]) -> int | None:
        return self.seat if c >= g.map.board_n and c == burrow(g) else None

    def move_links(self, g: "Game", mover: int) -> list[tuple[int, int, bool]]:
        # only the Duchy's pieces may move into the Burrow, and no other piece is ever there:
        # for anyone else the links would only be refused (see why_no_link)
        if mover != self.seat:
            return []
        b = burrow(g)
        piece = (self.seat, "tunnel")
        return [(b, c, False) for c, ts in enumerate(g.tokens) if piece in ts]

    def why_no_link(self, g: "Game", mover: int, a: int, b: int) -> tuple[str, list[str]] | None:
        if mover != self.seat and b == burrow(g) and (self.seat, "tunnel") in g.tokens[a]:
            return "only Duchy pieces may be moved into the Burrow", ["12.2.2"]
        return None

    def forbids_placement(self, g: "Game", placer: int, c: int) -> bool:
        return c >= g.map.board_n and placer != self.seat and c == burrow(g)

    def blocks_move(self, g: "Game", mover: int, a: int, b: int) -> bool:
        return b >= g.map.board_n and mover != self.seat and b == burrow(g)  # moves not along links (V.8.1)

    def blocking_now(self, g: "Game") -> bool:
        return g.factions[self.seat].tsupply.get("tunnel", 0) < DATA["tunnels"]

    def move_block_reason(self, g: "Game", a: int, b: int) -> tuple[str, list[str]]:
        return "only Duchy pieces may be moved into the Burrow", ["12.2.2"]

    def placement_reason(self, g: "Game", c: int) -> str:
        return "only the Duchy's pieces may be placed in the Burrow"



class Duchy(Faction):
    key = "duchy"
    ABILITIES = (TheBurrow,)
    listens = frozenset({"removed"})  # 12.2.3 the Price of Failure
    BUILDINGS = dict(DATA["buildings"])
    TOKENS = {"tunnel": DATA["tunnels"]}
    extra_clearings = (BURROW,)

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: cards revealed this turn, out of the hand until Evening (12.6.1)
        self.revealed: list[int] = []
        #: swayed ministers (keys), in the order swayed (12.5.3.III)
        self.swayed: list[str] = []
        #: crowns still on the faction board, by rank (12.3.6)
        self.crowns: dict[str, int] = dict(DATA["crowns"])
        #: a Price of Failure is under way: buildings removed together pay it once (12.2.3)
        self.failing = False

    # -- facts from the board -----------------------------------------------------------
    def built(self, kind: str) -> int:
        """Buildings of ``kind`` on the map."""
        return self.BUILDINGS[kind] - self.bsupply[kind]

    def tunnels_on_map(self) -> int:
        return self.TOKENS["tunnel"] - self.tsupply["tunnel"]

    def birdsong_warriors(self) -> int:
        """12.4: one warrior plus one per uncovered warrior icon (citadels on the map)."""
        return int(DATA["birdsong_recruit"][self.built("citadel")])

    def draw_count(self) -> int:
        """12.6.3: one card plus one per uncovered draw icon (markets on the map)."""
        return int(DATA["evening_draw"][self.built("market")])

    def unswayed(self) -> list[str]:
        return [m for m in MINISTERS if m not in self.swayed]

    def crown_vp(self, rank: str) -> int:
        """12.5.3.III: the points on the space the next crown of ``rank`` uncovers."""
        taken = DATA["crowns"][rank] - self.crowns[rank]
        return int(DATA["crown_vp"][rank][taken])

    def sway_clearings(self, g: "Game") -> list[tuple[str, ...]]:
        """12.5.3.II: the suits of each clearing on the map holding Duchy pieces, one entry per
        clearing ("each such clearing allows you to reveal one matching card"), read by the
        one suit query (R298: the Lost City's three, an enclave's frog, 16.2.1; ruling R569)."""
        return [clearing_suits(g, c) for c in range(g.map.board_n) if has_pieces(g, self.seat, c)]

    # -- hooks ----------------------------------------------------------------------------
    def _crafting_pieces(self, g: "Game") -> list[tuple[int, int]]:
        """(clearing, k): the k-th citadel or market of each clearing (12.2.1)."""
        out = []
        for c, bs in enumerate(g.buildings):
            k = sum(1 for s, b in bs if s == self.seat and b in BUILDING_KINDS)
            out += [(c, i) for i in range(k)]
        return out

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """12.2.1, 12.6.2: citadels and markets are the Duchy's crafting pieces, each once."""
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        suits = piece_suits(g)
        return [(c * 10 + k, suits[c]) for c, k in self._crafting_pieces(g)
                if f"craft:{c}:{k}" not in self.used and c not in barred]

    def crafting_clearings(self, g: "Game") -> list[int]:
        return sorted({c for c, _k in self._crafting_pieces(g)})

    def use_crafting_piece(self, g: "Game", piece: int) -> None:
        self.used.append(f"craft:{piece // 10}:{piece % 10}")

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        """12.2.3: Duchy buildings removed (any number at once) cost the Price of Failure."""
        if isinstance(event, Removed) and event.owner == self.seat and event.piece in BUILDING_KINDS \
                and not self.failing:
            self.failing = True
            return [PriceOfFailure(self.seat)]
        return []

    def held_cards(self) -> list[int]:
        return list(self.revealed)

    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Fields: ``swayed`` (minister names or keys), ``crowns`` (crowns left on the
        board by rank; default: those not on a swayed minister), ``revealed`` (card labels)."""
        from woodland.core.errors import InvalidPosition, Problem
        from woodland.rules.loading import cards_from_labels

        problems: list[Problem] = []
        for k in sorted(set(spec) - {"swayed", "crowns", "revealed"}):
            problems.append(Problem(f"duchy.{k}", "unknown field (swayed, crowns, revealed)"))
        swayed = spec.get("swayed", [])
        if not isinstance(swayed, list):
            problems.append(Problem("duchy.swayed", "expected a list of minister names"))
            swayed = []
        for i, x in enumerate(swayed):
            m = minister_key(x)
            if m is None:
                problems.append(Problem(f"duchy.swayed[{i}]", f"no minister {x!r} ({', '.join(MINISTERS)})",
                                        "12.5.2"))
            elif m in self.swayed:
                problems.append(Problem(f"duchy.swayed[{i}]", f"{name_of(m)} is swayed twice", "12.5.3"))
            else:
                self.swayed.append(m)
        crowns = spec.get("crowns")
        for r in RANKS:
            on_ministers = sum(1 for m in self.swayed if rank_of(m) == r)
            left = DATA["crowns"][r] - on_ministers
            if isinstance(crowns, dict) and r in crowns:
                v = crowns[r]
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= left:
                    problems.append(Problem(f"duchy.crowns.{r}", f"between 0 and {left} {r} crowns can be on the "
                                            f"board ({on_ministers} on swayed ministers)", "12.3.6"))
                    continue
                left = v
            if left < 0:
                problems.append(Problem("duchy.swayed", f"more {r}s swayed than {r} crowns", "12.3.6"))
                left = 0
            self.crowns[r] = left
        if crowns is not None and (not isinstance(crowns, dict) or set(crowns) - set(RANKS)):
            problems.append(Problem("duchy.crowns", f"expected crowns by rank ({', '.join(RANKS)})"))
        self.revealed += cards_from_labels(self, spec, "revealed", take, problems)
        if problems:
            raise InvalidPosition(problems)

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        b = burrow(g)
        out = []
        for f in g.factions:
            if f.seat != self.seat and g.warriors[b * g.n + f.seat]:
                out.append((f"clearings.{BURROW}.{f.key}", "only Duchy warriors may be in the Burrow", "12.2.2"))
        if g.tokens[b]:
            out.append((f"clearings.{BURROW}.{self.key}", "tunnels are placed in clearings on the map", "12.2.4"))
        return out

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        out = []
        if any(m not in MINISTERS for m in self.swayed) or len(set(self.swayed)) != len(self.swayed):
            out.append(("swayed", "unknown or repeated minister"))
        if set(self.crowns) != set(RANKS) or any(isinstance(v, bool) or not isinstance(v, int)
                                                 or not 0 <= v <= DATA["crowns"][r] for r, v in self.crowns.items()):
            out.append(("crowns", "expected crowns by rank"))
        if any(isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < len(g.deckdef.cards)
               for c in self.revealed):
            out.append(("revealed", "bad card"))
        if not isinstance(self.failing, bool):
            out.append(("failing", "expected true or false"))
        return out

    def public_board(self, g: "Game") -> dict[str, Any]:
        cards = g.deckdef.cards
        b = burrow(g)
        return {"burrow": g.warriors[b * g.n + self.seat], "burrow_clearing": b + 1,
                "tunnels_in_supply": self.tsupply["tunnel"],
                "buildings_on_track": dict(self.bsupply),
                "swayed": [name_of(m) for m in self.swayed],
                "unswayed": [name_of(m) for m in self.unswayed()],
                "crowns": dict(self.crowns),
                "revealed": [cards[c].label for c in self.revealed]}

    # -- phases -------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return DuchySetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return DuchyBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return DuchyDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return DuchyEvening(self.seat)


#: the Duchy at a seat known to play it, typed
duchy = Duchy.of


def why_elsewhere(kind: str, step: str) -> Reason | None:
    """Why an action of the Duchy does not belong to ``step`` of its turn."""
    if kind in ("build", "recruit", "dig") and step != "assembly":
        return "building, recruiting and digging are Assembly actions, and the Assembly is over", ["12.5.1"]
    if kind == "minister" and step == "assembly":
        return "ministers act in Parliament, after the Assembly: 'end' the Assembly first", ["12.5.2"]
    if kind == "minister" and step in ("sway", "evening"):
        return "ministers act in Parliament, which is over", ["12.5.2"]
    if kind == "sway" and step in ("assembly", "parliament"):
        return "a minister is swayed after the Assembly and Parliament: 'end' them first", ["12.5.3"]
    if kind == "sway" and step == "evening":
        return "a minister is swayed in Daylight", ["12.5.3"]
    if kind == "craft" and step != "evening":
        return "the Duchy crafts in Evening", ["12.2.1", "12.6.2"]
    return None


# ----------------------------------------------------------------------------- setup (12.3)
class Surface(Choice["DuchySetup"]):
    """12.3.3: a corner clearing no other player starts in, where the Duchy may place pieces
    (1.1.2: not at the Furious Protector, H.2.2), diagonally opposite a starting corner if
    possible."""

    kind = "surface"

    def options(self, fr: "DuchySetup", g: "Game") -> list[Action]:
        return [act("surface", (c + 1,)) for c in far_corners(g, fr.seat)]

    def why_not(self, fr: "DuchySetup", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None or c not in g.map.corners:
            return "the Duchy surfaces in a corner clearing", ["12.3.3"]
        if c in starting_corners(g):
            return "another player already starts in that corner", ["12.3.3"]
        return why_cannot_place(g, fr.seat, c, "12.3.3") or \
            ("a corner diagonally opposite a starting corner is free, so the Duchy must take it", ["12.3.3"])

    def do(self, fr: "DuchySetup", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        f = duchy(g, fr.seat)
        f.home = c
        place_warriors(g, fr.seat, c, DATA["starting_warriors"])
        place_token(g, fr.seat, "tunnel", c)
        for x in g.map.adj[c]:  # the map's paths: never the Burrow (12.3.3)
            place_warriors(g, fr.seat, x, DATA["adjacent_warriors"])
        g.pop()


class DuchySetup(Frame):
    """12.3: warriors and tunnels in supply (12.3.1), the Burrow beside the map (12.3.2, the
    game's extra clearing), then Surface (12.3.3); buildings (12.3.4), ministers (12.3.5)
    and crowns (12.3.6) start on the board (the faction's initial state)."""

    __slots__ = ("seat",)
    rule = "12.3"
    choices = {"corner": (Surface(),)}

    def __init__(self, seat: int) -> None:
        self.step = "corner"
        self.seat = seat

    def s_corner(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_corner", self.offer(g),
                        "surface: place 2 warriors and a tunnel in a corner clearing", "12.3.3")


# ----------------------------------------------------------------------------- Birdsong (12.4)
class DuchyBirdsong(Frame):
    """12.4: one warrior plus one per uncovered warrior icon, in the Burrow."""

    __slots__ = ("seat",)
    rule = "12.4"

    def __init__(self, seat: int) -> None:
        self.step = "recruit"
        self.seat = seat

    def s_recruit(self, g: "Game") -> Decision | None:
        f = duchy(g, self.seat)
        place_warriors(g, self.seat, burrow(g), f.birdsong_warriors())
        g.pop()
        return None


# ----------------------------------------------------------------------------- Daylight (12.5)
def _card_label(g: "Game", action: Action) -> str:
    return str(action.args[0]) if action.args else "?"


def build_sites(g: "Game", seat: int, any_suit: bool) -> list[Action]:
    """12.5.1.I / 12.5.2.I: ``build KIND C`` for each building kind left on the board and
    each clearing the Duchy rules with an open slot, where a card can be revealed for it
    (matching the clearing, unless ``any_suit``: the Foremole)."""
    f = duchy(g, seat)
    kinds = [k for k in BUILDING_KINDS if f.bsupply[k] > 0]
    if not kinds or not f.hand:
        return []
    r = rulers(g)
    out = []
    for c in range(g.map.board_n):
        if r[c] != seat or free_slots(g, c) <= 0 or not can_place(g, seat, c):
            continue
        if any_suit or C.matching_in_hand(g, seat, clearing_suits(g, c)):
            out += [act("build", (k, c + 1)) for k in kinds]
    return out


def why_not_build(g: "Game", seat: int, action: Action, any_suit: bool, rule: str) -> Reason | None:
    from woodland.rules.why import clearing_arg, lords_rule, ruled_by

    if len(action.args) != 2:
        return None
    f = duchy(g, seat)
    kind, c = str(action.args[0]), clearing_arg(g, action.args[1])
    if kind not in BUILDING_KINDS:
        return f"the Duchy builds citadels and markets, not {kind}", [rule]
    if c is None:
        return f"there is no clearing {action.args[1]} on this map", ["2.2"]
    if c == burrow(g):
        return "the Burrow has no building slots", ["12.2.2", "2.2.3"]
    if rulers(g)[c] != seat:
        return f"you do not rule clearing {c + 1}{ruled_by(g, c)}", [rule] + lords_rule(g, c)
    r = why_cannot_place(g, seat, c)
    if r:
        return r
    if free_slots(g, c) <= 0:
        return f"clearing {c + 1} has no open building slot", ["2.2.3", rule]
    if f.bsupply[kind] <= 0:
        return f"all three {kind}s are on the map", ["1.5.1", rule]
    if not f.hand:
        return "you have no card to reveal", [rule]
    return f"you have no card matching clearing {c + 1} ({suit_words(g, c)}) to reveal", [rule, "2.1.1"]


class AssemblyAction(Choice["DuchyDaylight"]):
    """12.5.1: one of up to two Assembly actions. Subclasses say what is ``available``,
    why an action is not (``unavailable``) and what it does (``take``)."""

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return self.available(fr, g) if fr.actions > 0 else []

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.actions <= 0:
            return "no Assembly actions left (two per Daylight)", ["12.5.1"]
        return self.unavailable(fr, g, action)

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.actions -= 1
        self.take(fr, g, action)

    def available(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        raise NotImplementedError

    def unavailable(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        return None

    def take(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        raise NotImplementedError


class Build(AssemblyAction):
    """12.5.1.I: reveal a card to place a citadel or market in a matching clearing you rule."""

    kind = "build"

    def available(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return build_sites(g, fr.seat, False)

    def unavailable(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        return why_not_build(g, fr.seat, action, False, "12.5.1.I")

    def take(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.start_build(action, "assembly")


class Recruit(AssemblyAction):
    """12.5.1.II: a warrior in the Burrow."""

    kind = "recruit"

    def available(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return [act("recruit")] if g.factions[fr.seat].supply > 0 else []

    def unavailable(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        if action.args:
            return "the Duchy recruits in the Burrow: write just 'recruit'", ["12.5.1.II"]
        return "all twenty Duchy warriors are in play", ["1.5.1", "12.5.1.II"]

    def take(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        place_warriors(g, fr.seat, burrow(g), 1)


def push_move(g: "Game", seat: int, action: Action) -> None:
    """A move whose origin and destination are chosen: ask how many warriors (4.2)."""
    m = Move(seat, None, optional=False)
    m.a, m.b = int(action.args[0]) - 1, int(action.args[1]) - 1
    m.step = "count"
    g.push(m)


def why_move(g: "Game", seat: int, action: Action) -> Reason | None:
    from woodland.rules.why import why_move as generic

    return generic(g, seat, action)


def why_battle(g: "Game", seat: int, action: Action) -> Reason | None:
    from woodland.rules.why import why_battle as generic

    return generic(g, seat, action)


class AssemblyMove(AssemblyAction):
    """12.5.1.III: a move."""

    kind = "move"

    def available(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return move_options(g, fr.seat)

    def unavailable(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        return why_move(g, fr.seat, action)

    def take(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        push_move(g, fr.seat, action)


class AssemblyBattle(AssemblyAction):
    """12.5.1.IV: a battle."""

    kind = "battle"

    def available(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, hirelings=True)

    def unavailable(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        return why_battle(g, fr.seat, action)

    def take(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        start_battle(g, fr.seat, action)


def dig_after_removal(g: "Game", seat: int) -> bool:
    """12.2.4, 12.5.1.V: all three tunnels are on the map, so one is removed first and a
    clearing with a tunnel may be dug again once its own is the one removed (ruling R534)."""
    return g.factions[seat].tsupply["tunnel"] <= 0


class Dig(AssemblyAction):
    """12.5.1.V: spend a card to place a tunnel in a matching clearing without one, then
    move one to four warriors from the Burrow there (12.2.4: with all three tunnels on the
    map, one is removed first, possibly the one of the clearing dug, R534)."""

    kind = "dig"

    def available(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        s = fr.seat
        if g.warriors[burrow(g) * g.n + s] <= 0 or not g.factions[s].hand:
            return []
        tunnel = (s, "tunnel")
        again = dig_after_removal(g, s)
        return [act("dig", (c + 1,)) for c in range(g.map.board_n)
                if (again or tunnel not in g.tokens[c]) and can_place(g, s, c)
                and C.matching_in_hand(g, s, clearing_suits(g, c))]

    def unavailable(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if len(action.args) != 1:
            return None
        s = fr.seat
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        if c == burrow(g):
            return "tunnels are dug in clearings on the map, not in the Burrow", ["12.2.2", "12.5.1.V"]
        if (s, "tunnel") in g.tokens[c] and not dig_after_removal(g, s):
            return f"clearing {c + 1} already has a tunnel", ["12.5.1.V"]
        r = why_cannot_place(g, s, c, "12.5.1.V")
        if r:
            return r
        if g.warriors[burrow(g) * g.n + s] <= 0:
            return "you have no warriors in the Burrow to move through the tunnel (at least one)", ["12.5.1.V"]
        return f"you have no card matching clearing {c + 1} ({suit_words(g, c)}) to spend", ["12.5.1.V", "2.1.1"]

    def take(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.c = int(action.args[0]) - 1
        fr.step = "dig_card"


class EndAssembly(BareAction["DuchyDaylight"]):
    """12.5.1: the Assembly is over; Parliament follows (12.5.2)."""

    kind = "end"

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.step = "parliament"


class RevealForBuild(Choice["DuchyDaylight"]):
    """12.5.1.I / 12.5.2.I: the card revealed for the building (matching its clearing for
    Build, any card for the Foremole)."""

    kind = "reveal"

    def cards(self, fr: "DuchyDaylight", g: "Game") -> list[int]:
        if fr.back == "parliament":  # the Foremole: any card
            return C.distinct_hand(g, fr.seat)
        suits = clearing_suits(g, fr.c)
        return [c for c in C.distinct_hand(g, fr.seat) if C.card_matches(g, fr.seat, c, suits)]

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return C.card_actions(g, "reveal", self.cards(fr, g))

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        if fr.back == "parliament":
            return why_card(g, fr.seat, _card_label(g, action), None, "12.5.2.I")
        return why_card(g, fr.seat, _card_label(g, action), clearing_suits(g, fr.c), "12.5.1.I")

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        reveal(g, fr.seat, str(action.args[0]))
        place_building(g, fr.seat, fr.kind, fr.c)
        fr.step = fr.back


class DigCard(Choice["DuchyDaylight"]):
    """12.5.1.V: the card matching the clearing, spent to dig."""

    kind = "spend"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return C.card_actions(g, "spend", C.matching_in_hand(g, fr.seat, clearing_suits(g, fr.c)))

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, _card_label(g, action), clearing_suits(g, fr.c), "12.5.1.V")

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        if g.factions[fr.seat].tsupply["tunnel"] > 0:
            place_token(g, fr.seat, "tunnel", fr.c)
            fr.step = "dig_count"
        else:
            fr.step = "dig_tunnel"


class MoveTunnel(Choice["DuchyDaylight"]):
    """12.2.4: all three tunnels are on the map: the one removed first (else none could be
    placed); digging in a clearing with a tunnel, that one (R534)."""

    kind = "tunnel"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        t = (fr.seat, "tunnel")
        if t in g.tokens[fr.c]:  # 12.5.1.V: the clearing dug must be left without one (R534)
            return [act("tunnel", (fr.c + 1,))]
        return [act("tunnel", (c + 1,)) for c, ts in enumerate(g.tokens) if t in ts]

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        if (fr.seat, "tunnel") in g.tokens[fr.c]:
            return (f"the tunnel is dug in {fr.c + 1}, which has one: that one is removed first, so the "
                    "clearing is without a tunnel"), ["12.2.4", "12.5.1.V"]
        return "remove a tunnel that is on the map (a clearing with a tunnel)", ["12.2.4"]

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        remove_token(g, int(action.args[0]) - 1, fr.seat, "tunnel", fr.seat, "tunnel")
        place_token(g, fr.seat, "tunnel", fr.c)
        fr.step = "dig_count"


class DigCount(Choice["DuchyDaylight"]):
    """12.5.1.V: up to four warriors (at least one) from the Burrow to the new tunnel."""

    kind = "count"

    def most(self, fr: "DuchyDaylight", g: "Game") -> int:
        return min(DATA["dig_warriors"], g.warriors[burrow(g) * g.n + fr.seat])

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return [act("count", (k,)) for k in range(1, self.most(fr, g) + 1)]

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        return f"move between 1 and {self.most(fr, g)} warriors from the Burrow (up to four)", ["12.5.1.V"]

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        do_move(g, fr.seat, burrow(g), fr.c, int(action.args[0]))
        fr.step = "assembly"


# -- Parliament (12.5.2) -------------------------------------------------------------------
def minister_possible(fr: "DuchyDaylight", g: "Game", m: str) -> bool:
    """Whether minister ``m``'s action can do anything now."""
    s = fr.seat
    f = duchy(g, s)
    if m == "foremole":
        return bool(build_sites(g, s, True))
    if m == "captain":
        return bool(battle_options(g, s, hirelings=True))
    if m == "marshal":
        return any_move(g, s)
    if m == "brigadier":
        return any_move(g, s) or bool(battle_options(g, s, hirelings=True))
    if m == "banker":
        return bool(f.hand)
    if m == "mayor":
        return any(x in f.swayed and minister_possible(fr, g, x) for x in MAYOR_MAY)
    if m == "duchess":
        return f.tunnels_on_map() == DATA["tunnels"]
    if m == "baron":
        return f.built("market") > 0
    return f.built("citadel") > 0  # earl


def why_not_minister(fr: "DuchyDaylight", g: "Game", m: str) -> Reason:
    """Why minister ``m``'s action does nothing now."""
    rule = MINISTERS[m]["rule"]
    f = duchy(g, fr.seat)
    why = {"foremole": "no clearing you rule has an open slot (or no building or card is left)",
           "captain": "there is no battle you can start", "marshal": "there is no move you can take",
           "brigadier": "there is no move or battle you can take", "banker": "you have no card to spend",
           "mayor": "no swayed noble or squire (besides the Mayor) can act now",
           "duchess": f"only {f.tunnels_on_map()} of the three tunnels are on the map",
           "baron": "no market is on the map", "earl": "no citadel is on the map"}[m]
    return f"the {name_of(m)}: {why}", [rule]


def start_minister(fr: "DuchyDaylight", g: "Game", m: str) -> None:
    """Take minister ``m``'s action (12.5.2.I-IX)."""
    s = fr.seat
    f = duchy(g, s)
    fr.minister = m
    if m in ("foremole", "captain", "brigadier", "mayor"):
        fr.step = m
    elif m == "marshal":
        g.push(Move(s, None, optional=False, law="12.5.2.III"))
    elif m == "banker":
        fr.banked = 0
        fr.suit = ""
        fr.step = "bank"
    elif m == "duchess":
        score(g, s, DATA["duchess_vp"])
    elif m == "baron":
        score(g, s, f.built("market"))
    else:  # earl
        score(g, s, f.built("citadel"))


class Minister(Choice["DuchyDaylight"]):
    """12.5.2: the action of a swayed minister, once each per turn, in any order."""

    kind = "minister"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        f = duchy(g, fr.seat)
        return [act("minister", (m,)) for m in MINISTERS
                if m in f.swayed and m not in fr.used and minister_possible(fr, g, m)]

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        if len(action.args) != 1:
            return None
        m = minister_key(action.args[0])
        if m is None:
            return f"there is no minister {action.args[0]!r} ({', '.join(MINISTERS)})", ["12.5.2"]
        if m not in duchy(g, fr.seat).swayed:
            return f"the {name_of(m)} is not swayed: only swayed ministers act", ["12.5.2"]
        if m in fr.used:
            return f"the {name_of(m)} has already acted this turn (each swayed minister acts once)", ["12.5.2"]
        return why_not_minister(fr, g, m)

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        m = str(action.args[0])
        fr.used.append(m)
        start_minister(fr, g, m)


class EndParliament(BareAction["DuchyDaylight"]):
    """12.5.2: Parliament is over; the Duchy may sway a minister (12.5.3)."""

    kind = "end"

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.step = "sway"


class ForemoleBuild(Choice["DuchyDaylight"]):
    """12.5.2.I: reveal any card to place a citadel or market in any clearing you rule."""

    kind = "build"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return build_sites(g, fr.seat, True)

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        return why_not_build(g, fr.seat, action, True, "12.5.2.I")

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.start_build(action, "parliament")


class CaptainBattle(Choice["DuchyDaylight"]):
    """12.5.2.II: a battle."""

    kind = "battle"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, hirelings=True)

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        return why_battle(g, fr.seat, action)

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.step = "parliament"
        start_battle(g, fr.seat, action)


class BrigadierMove(Choice["DuchyDaylight"]):
    """12.5.2.IV: up to two moves (or battles): a move."""

    kind = "move"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return move_options(g, fr.seat) if fr.step == "brigadier" or fr.mode == "move" else []

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.step != "brigadier" and fr.mode != "move":
            return "the Brigadier takes two moves or two battles, not one of each", ["12.5.2.IV"]
        return why_move(g, fr.seat, action)

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.step = "brigadier2" if fr.step == "brigadier" else "parliament"
        fr.mode = "move"
        push_move(g, fr.seat, action)


class BrigadierBattle(Choice["DuchyDaylight"]):
    """12.5.2.IV: up to two battles (or moves): a battle."""

    kind = "battle"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, hirelings=True) if fr.step == "brigadier" or fr.mode == "battle" else []

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.step != "brigadier" and fr.mode != "battle":
            return "the Brigadier takes two moves or two battles, not one of each", ["12.5.2.IV"]
        return why_battle(g, fr.seat, action)

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.step = "brigadier2" if fr.step == "brigadier" else "parliament"
        fr.mode = "battle"
        start_battle(g, fr.seat, action)


class BackToParliament(BareAction["DuchyDaylight"]):
    """The second move or battle of the Brigadier (12.5.2.IV), or more cards for the Banker
    (12.5.2.V), are optional."""

    kind = "done"

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.step = "parliament"


class BankDone(BackToParliament):
    """12.5.2.V: at least one card is spent."""

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        return [self.only] if fr.banked > 0 else []

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.banked <= 0:
            return "the Banker spends at least one card", ["12.5.2.V"]
        return None


class BankSpend(Choice["DuchyDaylight"]):
    """12.5.2.V: spend cards of one suit (birds are wild, 2.1.1), one point each."""

    kind = "spend"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        hand = C.distinct_hand(g, fr.seat)
        if fr.suit:
            hand = [c for c in hand if C.card_matches(g, fr.seat, c, fr.suit)]
        return C.card_actions(g, "spend", hand)

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, _card_label(g, action), fr.suit or None, "12.5.2.V")

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        su = g.deckdef.cards[cid].suit
        if su != "bird" and not fr.suit:  # a card spent as another suit (R459) keeps the suit
            fr.suit = su
        C.spend(g, fr.seat, cid)
        fr.banked += 1
        score(g, fr.seat, 1)


class MayorPick(Choice["DuchyDaylight"]):
    """12.5.2.VI: the action of a swayed noble or squire."""

    kind = "minister"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        f = duchy(g, fr.seat)
        return [act("minister", (m,)) for m in MAYOR_MAY if m in f.swayed and minister_possible(fr, g, m)]

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        m = minister_key(action.args[0]) if action.args else None
        if m is None or m not in MAYOR_MAY:
            return "the Mayor takes the action of a swayed noble or squire (not a lord, nor himself)", ["12.5.2.VI"]
        if m not in duchy(g, fr.seat).swayed:
            return f"the {name_of(m)} is not swayed", ["12.5.2.VI"]
        return why_not_minister(fr, g, m)

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.step = "parliament"
        start_minister(fr, g, str(action.args[0]))


# -- Sway (12.5.3) -----------------------------------------------------------------------
def can_reveal_more(g: "Game", seat: int, picked: list[int], need: int, hand: list[int],
                    clearings: list[tuple[str, ...]] | None = None, done: int = 0) -> bool:
    """12.5.3.II: whether ``need`` more cards of ``hand`` can be revealed beside ``picked``,
    each card matched to its own clearing with Duchy pieces whose suits it matches (a bird:
    any such clearing; R569). One frog card may match as any suit through Companions (R459,
    R462); a card among the first ``done`` of ``picked``, revealed already, was revealed
    legally, so a frog card there may take any clearing. ``clearings``: ``sway_clearings``,
    if the caller has it already."""
    slots = clearings if clearings is not None else duchy(g, seat).sway_clearings(g)
    if len(picked) + need > len(slots):
        return False
    cards = g.deckdef.cards
    pool = picked + hand
    wilds: list[int | None] = [None]
    wilds += [cid for cid in pool[done:] if cards[cid].suit not in SUITS and cards[cid].suit != "bird"
              and C.wild_card(g, seat, cid)]
    for w in wilds:
        fits = []
        for i, cid in enumerate(pool):
            if cid == w or (i < done and cards[cid].suit not in SUITS and cards[cid].suit != "bird"):
                fits.append(list(range(len(slots))))
            else:
                fits.append([k for k, su in enumerate(slots) if C.card_matches(g, seat, cid, su, wild=False)])
        if _matched(fits, len(slots), len(picked)) >= need:
            return True
    return False


def _matched(fits: list[list[int]], n: int, must: int) -> int:
    """A largest matching of cards to clearings (``fits[i]``: the clearings card ``i`` may
    take) in which the first ``must`` cards are all matched: -1 if they cannot be, else how
    many of the others are (augmenting paths never unmatch a card, so taking the ``must``
    cards first keeps them)."""
    owner = [-1] * n

    def augment(i: int, seen: set[int]) -> bool:
        for k in fits[i]:
            if k not in seen:
                seen.add(k)
                if owner[k] < 0 or augment(owner[k], seen):
                    owner[k] = i
                    return True
        return False

    for i in range(must):
        if not augment(i, set()):
            return -1
    return sum(1 for i in range(must, len(fits)) if augment(i, set()))


def sway_cost(m: str) -> int:
    return int(DATA["reveal"][rank_of(m)])


class Sway(Choice["DuchyDaylight"]):
    """12.5.3.I: an unswayed minister with a crown of its rank on the board, and cards to
    reveal for it."""

    kind = "sway"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        f = duchy(g, fr.seat)
        if not f.hand:
            return []
        have = f.sway_clearings(g)
        return [act("sway", (m,)) for m in f.unswayed()
                if f.crowns[rank_of(m)] > 0 and can_reveal_more(g, fr.seat, [], sway_cost(m), f.hand, have)]

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        if len(action.args) != 1:
            return None
        f = duchy(g, fr.seat)
        m = minister_key(action.args[0])
        if m is None:
            return f"there is no minister {action.args[0]!r} ({', '.join(MINISTERS)})", ["12.5.3.I"]
        if m in f.swayed:
            return f"the {name_of(m)} is already swayed", ["12.5.3.I"]
        r = rank_of(m)
        if f.crowns[r] <= 0:
            return f"no {r} crown is left on your faction board", ["12.5.3.I", "12.2.3"]
        return (f"you cannot reveal {sway_cost(m)} cards each matching its own clearing with Duchy pieces "
                f"(clearings with your pieces: {len(f.sway_clearings(g))})"), ["12.5.3.II"]

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.minister = str(action.args[0])
        fr.picked = []
        fr.step = "sway_reveal"


class SwayReveal(Choice["DuchyDaylight"]):
    """12.5.3.II: a card revealed for the minister; the set must fit the clearings."""

    kind = "reveal"

    def options(self, fr: "DuchyDaylight", g: "Game") -> list[Action]:
        need = sway_cost(fr.minister) - len(fr.picked)
        hand = g.factions[fr.seat].hand
        out = []
        for cid in C.distinct_hand(g, fr.seat):
            rest = list(hand)
            rest.remove(cid)
            if can_reveal_more(g, fr.seat, fr.picked + [cid], need - 1, rest, done=len(fr.picked)):
                out.append(cid)
        return C.card_actions(g, "reveal", out)

    def why_not(self, fr: "DuchyDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        r = why_card(g, fr.seat, _card_label(g, action), None, "12.5.3.II")
        if r:
            return r
        return ("with that card the cards revealed could not each match its own clearing with Duchy "
                "pieces"), ["12.5.3.II"]

    def do(self, fr: "DuchyDaylight", g: "Game", action: Action) -> None:
        fr.picked.append(reveal(g, fr.seat, str(action.args[0])))
        if len(fr.picked) < sway_cost(fr.minister):
            return
        # 12.5.3.III: the minister is swayed, takes a crown of its rank; score the space uncovered
        f = duchy(g, fr.seat)
        m = fr.minister
        vp = f.crown_vp(rank_of(m))
        f.crowns[rank_of(m)] -= 1
        f.swayed.append(m)
        score(g, fr.seat, vp)
        g.pop()


def reveal(g: "Game", seat: int, label: str) -> int:
    """Reveal a card from hand (G.1.25): it goes to the play area until Evening (12.6.1)."""
    f = duchy(g, seat)
    cid = C.card_by_label(g, seat, label)
    C.take_from_hand(g, seat, cid)
    f.revealed.append(cid)
    return cid


class DuchyDaylight(Frame):
    """12.5: the Assembly (up to two actions), then Parliament (each swayed minister once),
    then Sway (one minister)."""

    __slots__ = ("seat", "actions", "used", "minister", "kind", "c", "back", "mode", "banked", "suit", "picked")
    rule = "12.5"
    choices = {
        "assembly": (Build(), Recruit(), AssemblyMove(), AssemblyBattle(), Dig(), DaylightOptions(),
                     EndAssembly()),
        "build_card": (RevealForBuild(),),
        "dig_card": (DigCard(),),
        "dig_tunnel": (MoveTunnel(),),
        "dig_count": (DigCount(),),
        "parliament": (Minister(), DaylightOptions(), EndParliament()),
        "foremole": (ForemoleBuild(),),
        "captain": (CaptainBattle(),),
        "brigadier": (BrigadierMove(), BrigadierBattle()),
        "brigadier2": (BrigadierMove(), BrigadierBattle(), BackToParliament()),
        "bank": (BankSpend(), BankDone()),
        "mayor": (MayorPick(),),
        "sway": (Sway(), DaylightOptions(), End()),
        "sway_reveal": (SwayReveal(),),
    }

    def __init__(self, seat: int) -> None:
        self.step = "assembly"
        self.seat = seat
        self.actions = int(DATA["assembly_actions"])
        #: ministers that acted this turn (12.5.2)
        self.used: list[str] = []
        #: the minister acting or being swayed
        self.minister = ""
        self.kind = ""
        self.c = -1
        #: the step a building returns to (assembly or parliament)
        self.back = ""
        #: the Brigadier's kind of action: move or battle (12.5.2.IV)
        self.mode = ""
        self.banked = 0
        self.suit = ""
        #: cards revealed for the minister being swayed (12.5.3.II)
        self.picked: list[int] = []

    def start_build(self, action: Action, back: str) -> None:
        self.kind = str(action.args[0])
        self.c = int(action.args[1]) - 1
        self.back = back
        self.step = "build_card"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "duchy_daylight", "step": self.step, "actions_left": self.actions,
                "ministers_used": [name_of(m) for m in self.used], "minister": self.minister}

    def _menu(self, g: "Game", kind: str, prompt: str, rule: str) -> Decision:
        return Decision(self.seat, kind, self.offer(g), prompt, rule, keep=g.factions[self.seat].has_hidden())

    def s_assembly(self, g: "Game") -> Decision | None:
        return self._menu(g, "assembly", f"Assembly: {self.actions} action(s) left (build, recruit, move, "
                          "battle, dig), or end", "12.5.1")

    def s_parliament(self, g: "Game") -> Decision | None:
        return self._menu(g, "parliament", "Parliament: a swayed minister acts, or end", "12.5.2")

    def s_sway(self, g: "Game") -> Decision | None:
        return self._menu(g, "sway", "Sway a minister, or end", "12.5.3")

    def s_build_card(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "reveal", self.offer(g), f"reveal a card for the {self.kind} in {self.c + 1}",
                        "12.5.2.I" if self.back == "parliament" else "12.5.1.I", keep=True)

    def s_dig_card(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "spend", self.offer(g), f"spend a card matching clearing {self.c + 1} to dig",
                        "12.5.1.V", keep=True)

    def s_dig_tunnel(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "dig_tunnel", self.offer(g), "all three tunnels are on the map: remove one",
                        "12.2.4")

    def s_dig_count(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "move_count", self.offer(g),
                        f"how many warriors move from the Burrow to {self.c + 1}", "12.5.1.V")

    def s_foremole(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "minister", self.offer(g), "Foremole: build in any clearing you rule",
                        "12.5.2.I")

    def s_captain(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "minister", self.offer(g), "Captain: battle", "12.5.2.II")

    def s_brigadier(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "minister", self.offer(g), "Brigadier: a first move or battle", "12.5.2.IV")

    def s_brigadier2(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "minister", self.offer(g), f"Brigadier: a second {self.mode}, or done",
                        "12.5.2.IV")

    def s_bank(self, g: "Game") -> Decision | None:
        suit = f" ({self.suit})" if self.suit else ""
        return Decision(self.seat, "bank", self.offer(g), f"Banker: spend cards of one suit{suit}, one point each",
                        "12.5.2.V", keep=True)

    def s_mayor(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "minister", self.offer(g), "Mayor: the action of a swayed noble or squire",
                        "12.5.2.VI")

    def s_sway_reveal(self, g: "Game") -> Decision | None:
        left = sway_cost(self.minister) - len(self.picked)
        return Decision(self.seat, "reveal", self.offer(g),
                        f"reveal {left} more card(s) to sway the {name_of(self.minister)}", "12.5.3.II", keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        step = self.step
        if step in ("build_card", "dig_card", "dig_tunnel", "dig_count", "sway_reveal", "bank"):
            what = {"build_card": "reveal the card for the building", "dig_card": "spend the card to dig",
                    "dig_tunnel": "remove a tunnel", "dig_count": "move warriors from the Burrow",
                    "sway_reveal": "reveal the cards for the minister", "bank": "spend cards for the Banker"}[step]
            return f"first {what}", [{"build_card": "12.5.1.I", "dig_card": "12.5.1.V", "dig_tunnel": "12.2.4",
                                      "dig_count": "12.5.1.V", "sway_reveal": "12.5.3.II",
                                      "bank": "12.5.2.V"}[step]]
        if step in ("foremole", "captain", "brigadier", "brigadier2", "mayor"):
            return f"first finish the {name_of(self.minister)}'s action", [MINISTERS[self.minister]["rule"]]
        return why_elsewhere(action.kind, step if step in ("assembly", "parliament", "sway") else "assembly")


# ----------------------------------------------------------------------------- Evening (12.6)
class StopCrafting(BareAction["DuchyEvening"]):
    """12.6.2: crafting is optional: go on to draw (12.6.3)."""

    kind = "done"

    def do(self, fr: "DuchyEvening", g: "Game", action: Action) -> None:
        fr.step = "draw"


class DuchyEvening(Frame):
    """12.6: return revealed cards (birds discarded), craft with citadels and markets, then
    draw one card plus one per market on the map and discard down to five."""

    __slots__ = ("seat",)
    rule = "12.6"
    # 12.6.2, 12.2.1: the generic craft, paid by citadels and markets (Duchy.crafting_suits)
    choices = {"craft": (CraftCard(), StopCrafting())}

    def __init__(self, seat: int) -> None:
        self.step = "return"
        self.seat = seat

    def s_return(self, g: "Game") -> Decision | None:
        """12.6.1: revealed birds are discarded, the others go back to the hand (everyone saw them)."""
        f = duchy(g, self.seat)
        cards = g.deckdef.cards
        back: list[int] = []
        birds: list[int] = []
        for cid in f.revealed:
            (birds if cards[cid].suit == "bird" else back).append(cid)
        f.revealed = []
        for cid in back:
            f.hand.append(cid)
            f.shown.append(cid)
        for cid in birds:
            C.discard_card(g, cid, self.seat)
        self.step = "craft"
        return None

    def s_craft(self, g: "Game") -> Decision | None:
        f = duchy(g, self.seat)
        if f.hand and crafting_pieces(g, self.seat):
            return Decision(self.seat, "craft", self.offer(g), "craft with your citadels and markets?", "12.6.2",
                            keep=True)
        return self.s_draw(g)

    def s_draw(self, g: "Game") -> Decision | None:
        g.pop()
        g.push(DrawAndDiscard(self.seat, duchy(g, self.seat).draw_count(), "12.6.3"))
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return why_elsewhere(action.kind, "evening")


# ----------------------------------------------------------------------------- the Price of Failure
class ReturnMinister(Choice["PriceOfFailure"]):
    """12.2.3: of several swayed ministers of the highest rank, the Duchy chooses which returns."""

    kind = "minister"

    def options(self, fr: "PriceOfFailure", g: "Game") -> list[Action]:
        return [act("minister", (m,)) for m in fr.highest(g)]

    def why_not(self, fr: "PriceOfFailure", g: "Game", action: Action) -> Reason | None:
        return "the swayed minister of the highest rank returns (lord, then noble, then squire)", ["12.2.3"]

    def do(self, fr: "PriceOfFailure", g: "Game", action: Action) -> None:
        fr.unsway(g, str(action.args[0]))


class PriceOfFailure(Frame):
    """12.2.3: Duchy buildings were removed: the swayed minister of highest rank returns to
    the Unswayed Ministers pile and its crown leaves the game; then a random card is discarded."""

    __slots__ = ("seat",)
    rule = "12.2.3"
    choices = {"minister": (ReturnMinister(),)}

    def __init__(self, seat: int) -> None:
        self.step = "minister"
        self.seat = seat

    def describe(self, g: "Game") -> str:
        return "the Price of Failure"

    def highest(self, g: "Game") -> list[str]:
        f = duchy(g, self.seat)
        for r in reversed(RANKS):
            got = [m for m in f.swayed if rank_of(m) == r]
            if got:
                return got
        return []

    def s_minister(self, g: "Game") -> Decision | None:
        top = self.highest(g)
        if len(top) > 1:
            return Decision(self.seat, "price_of_failure", self.offer(g),
                            "the Price of Failure: which minister returns (its crown leaves the game)?", "12.2.3")
        if top:
            self.unsway(g, top[0])
        else:
            self.step = "discard"
        return None

    def unsway(self, g: "Game", m: str) -> None:
        duchy(g, self.seat).swayed.remove(m)  # its crown is removed from the game for good
        self.step = "discard"

    def s_discard(self, g: "Game") -> Decision | None:
        f = duchy(g, self.seat)
        if f.hand:
            cid = f.hand[g.rng.below(len(f.hand))]
            C.take_from_hand(g, self.seat, cid)
            C.discard_card(g, cid, self.seat)
        f.failing = False
        g.pop()
        return None


decision_kind("assembly", "The Duchy's next Assembly action (or end)", "12.5.1")
decision_kind("parliament", "Which swayed minister acts next (or end)", "12.5.2")
decision_kind("sway", "Which minister to sway (or end)", "12.5.3")
decision_kind("reveal", "Which card to reveal", "12.5.3.II")
decision_kind("minister", "A minister's action: where to build, move or battle", "12.5.2")
decision_kind("bank", "Which card the Banker spends (or done)", "12.5.2.V")
decision_kind("dig_tunnel", "Which tunnel to remove before digging", "12.2.4")
decision_kind("price_of_failure", "Which swayed minister returns", "12.2.3")
action_kind("surface", "Surface in this corner clearing", "12.3.3", (CLEARING,))
action_kind("dig", "Dig a tunnel in this clearing", "12.5.1.V", (CLEARING,))
action_kind("tunnel", "Remove the tunnel in this clearing", "12.2.4", (CLEARING,))
action_kind("reveal", "Reveal this card", "12.5.3.II", (CARD,))
action_kind("minister", "This minister (foremole, captain, marshal, brigadier, banker, mayor, duchess, baron, "
            "earl)", "12.5.2", (WORD,))
action_kind("sway", "Sway this minister (foremole, captain, marshal, brigadier, banker, mayor, duchess, baron, "
            "earl)", "12.5.3", (WORD,))
