"""Keepers in Iron (Law ch. 15): relics delved out of the forests and recovered at
waystations, the Retinue, Devout Knights and Prized Trophies. Numbers come from
woodland/factions/keepers/data.json.

Pieces and state:

- A relic in a clearing is a token of kind ``<type>_<value>`` (``figure_three``): a relic
  reaches a clearing only by being delved, flipped so that its value shows (15.5.2.II.a),
  so every relic on the map is face up. The supply count of each kind (``tsupply``) holds
  the relics off the map: in forests and on the faction board.
- ``forests``: forest number (``"3"`` for F3) -> the relics in it. A face-down relic is
  ``down:figure_three``: its type shows, its value does not, to anyone (15.3.1: the
  Keepers shuffle them without the value showing), so views show it as its type only
  (``public_board``) and ``determinize`` deals the face-down values of each type again for
  every viewer, the Keepers included.
- ``relics``: per type, the values recovered, in the order of the Relics spaces (15.5.2.III.a).
- Waystations are buildings named by their two sides, front first (``tablet_jewelry``,
  15.2.2); ``faces`` says which type one on the map shows.
- ``retinue``: per column (``move``, ``battle``, ``recover``: 15.5.2.I-III) the card ids
  tucked there; ``-1`` is a Faithful Retainer (15.3.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from woodland.core.actions import Action, act
from woodland.core.events import Moved, Removed, event
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, FOREST, WORD, action_kind, decision_kind
from woodland.core.maps import edge_clearings as map_edge
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    clearing_suits,
    enemy_pieces_of,
    free_slots,
    may_change,
    move_token,
    owner_named,
    piece_suits,
    place_building,
    place_token,
    place_warriors,
    player_removing,
    remove_building,
    remove_token,
    remove_warriors,
    rulers,
    suit_words,
    unchangeable,
    why_cannot_change,
    why_cannot_place,
)
from woodland.rules.craft import CraftCard
from woodland.rules.move import Move, any_move, move_options
from woodland.rules.setup import far_corners, package_data, starting_corners
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End, daylight_options
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.core.rng import Rng

DATA = package_data(__name__)
TYPES: tuple[str, ...] = tuple(DATA["relic_types"])
VALUES: tuple[int, ...] = tuple(DATA["relic_values"])
#: the waystations (15.2.2), each a building named by its sides, front first
STATIONS: tuple[str, ...] = tuple(f"{a}_{b}" for a, b in DATA["waystations"])
COLUMNS: tuple[str, ...] = tuple(DATA["retinue_columns"])
#: a relic's value in its token's name (``figure_three``): piece names are words (2.1)
VALUE_WORDS: dict[int, str] = {1: "one", 2: "two", 3: "three"}
WORD_VALUES = {w: v for v, w in VALUE_WORDS.items()}
RETAINER = -1
RETAINER_NAME = "Faithful Retainer"
DOWN = "down:"
#: every relic token kind, ``<type>_<value>``, with how many there are (15.2.1)
RELIC_KINDS: dict[str, int] = {}
for _t in TYPES:
    for _v in VALUES:
        _k = f"{_t}_{VALUE_WORDS[_v]}"
        RELIC_KINDS[_k] = RELIC_KINDS.get(_k, 0) + 1
COLUMN_RULES = {"move": "15.5.2.I", "battle": "15.5.2.II", "recover": "15.5.2.III"}


# ----------------------------------------------------------------------------- relics
def relic(t: str, v: int) -> str:
    return f"{t}_{VALUE_WORDS[v]}"


def relic_type(kind: str) -> str:
    return kind.removeprefix(DOWN).split("_", 1)[0]


def relic_value(kind: str) -> int:
    return WORD_VALUES[kind.removeprefix(DOWN).rsplit("_", 1)[1]]


def face_down(entry: str) -> bool:
    return entry.startswith(DOWN)


def seen_as(entry: str) -> str:
    """A relic in a forest as everyone sees it: its type while face down (15.2.1)."""
    return relic_type(entry) if face_down(entry) else entry


def station_sides(kind: str) -> tuple[str, str]:
    a, b = kind.split("_")
    return a, b


def station_of(face: str, other: str) -> str | None:
    """The waystation with sides ``face`` and ``other`` (either order), or None."""
    for k in STATIONS:
        if set(station_sides(k)) == {face, other} and face != other:
            return k
    return None


def forest_label(i: int) -> str:
    return f"F{i + 1}"


def forest_arg(g: "Game", x: object) -> int | None:
    """A forest named ``F3`` (or ``3``): its index, or None."""
    t = str(x).strip().upper().removeprefix("F")
    if t.isdigit() and 1 <= int(t) <= len(g.map.forests):
        return int(t) - 1
    return None


def edge_clearings(g: "Game") -> frozenset[int]:
    """G.15: the clearings of the map's boundary loop (core/maps.py ``edge_clearings``)."""
    return map_edge(g.map)


# ----------------------------------------------------------------------------- the faction
class Keepers(Faction):
    key = "keepers"
    listens = frozenset({"removed", "moved"})  # 15.2.5 Prized Trophies, 15.2.4 relics carried
    BUILDINGS = {k: 1 for k in STATIONS}
    TOKENS = dict(RELIC_KINDS)

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: forest number -> its relics (``down:`` face down), 15.2.1
        self.forests: dict[str, list[str]] = {}
        #: per type, the values of the relics recovered, in Relics-space order (15.5.2.III.a)
        self.relics: dict[str, list[int]] = {t: [] for t in TYPES}
        #: per Retinue column, its cards (-1: a Faithful Retainer), 15.3.5, 15.6.2
        self.retinue: dict[str, list[int]] = {c: [] for c in COLUMNS}
        #: waystation on the map -> the relic type it shows (15.4.1)
        self.faces: dict[str, str] = {}

    # -- facts from the board -------------------------------------------------------------
    def stations_at(self, g: "Game", c: int) -> list[str]:
        return [k for s, k in g.buildings[c] if s == self.seat]

    def station_clearings(self, g: "Game") -> list[tuple[int, str]]:
        return [(c, k) for c in range(g.map.n) for s, k in g.buildings[c] if s == self.seat]

    def relics_at(self, g: "Game", c: int) -> list[str]:
        return [k for s, k in g.tokens[c] if s == self.seat]

    def draw_count(self, g: "Game") -> int:
        """15.6.3: one card plus one per uncovered draw bonus (waystations on the map)."""
        return 1 + len(self.station_clearings(g))

    def retinue_size(self) -> int:
        return sum(len(v) for v in self.retinue.values())

    def forest_relics(self, i: int) -> list[str]:
        return self.forests.get(str(i + 1), [])

    def put_in_forest(self, i: int, entry: str) -> None:
        self.forests.setdefault(str(i + 1), []).append(entry)

    def take_from_forest(self, i: int, entry: str) -> None:
        lst = self.forests[str(i + 1)]
        lst.remove(entry)
        if not lst:
            del self.forests[str(i + 1)]

    def filled_columns(self) -> int:
        """15.5.2.III.b: Relics columns filled (one relic of each type)."""
        return min(len(v) for v in self.relics.values())

    # -- hooks ----------------------------------------------------------------------------
    def held_cards(self) -> list[int]:
        """The deck cards in the Retinue (15.6.2), out of hand."""
        return [x for cs in self.retinue.values() for x in cs if x != RETAINER]

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """15.2.3, 15.5.1: waystations (of any type), each once."""
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        suits = piece_suits(g)  # 4.1.1: a clearing of several suits pays any one of them (R298)
        return [(STATIONS.index(k), suits[c]) for c, k in self.station_clearings(g)
                if f"craft:{STATIONS.index(k)}" not in self.used and c not in barred]

    def crafting_clearings(self, g: "Game") -> list[int]:
        return sorted({c for c, _k in self.station_clearings(g)})

    def ignore_hit(self, g: "Game", battle: Any, side: str) -> bool:
        """15.2.4 Devout Knights: the first hit the Keepers take in a battle is ignored while
        the clearing of battle has a relic and a Keeper warrior (an ambush's two hits
        included: one of them)."""
        tag = f"devout:{side}"
        if tag in battle.used or not g.warriors[battle.c * g.n + self.seat] or not self.relics_at(g, battle.c):
            return False
        battle.used.append(tag)
        return True

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, Removed) and event.owner == self.seat and event.piece in RELIC_KINDS \
                and event.cause != "recover":
            return [Trophy(self.seat, event.piece, -1 if event.by in (-1, self.seat) else event.remover)]
        if isinstance(event, Moved) and event.seat == self.seat and event.owner == self.seat \
                and event.origin >= 0 and event.dest >= 0 and event.warriors > 0 \
                and self.relics_at(g, event.origin):
            return [CarryRelics(self.seat, event.origin, event.dest, event.warriors)]
        return []

    def determinize(self, g: "Game", viewer: int, rng: "Rng") -> None:
        """1.2 / 15.3.1: no one sees the value of a face-down relic, the Keepers included: for
        every viewer the face-down values of each type are dealt again among the face-down
        relics of that type (the types and the face-up relics are public)."""
        for t in TYPES:
            spots = [(fo, i) for fo in sorted(self.forests, key=int) for i, e in enumerate(self.forests[fo])
                     if face_down(e) and relic_type(e) == t]
            values = sorted(relic_value(self.forests[fo][i]) for fo, i in spots)
            rng.shuffle(values)
            for (fo, i), v in zip(spots, values):
                self.forests[fo][i] = DOWN + relic(t, v)

    def public_board(self, g: "Game") -> dict[str, Any]:
        cards = g.deckdef.cards

        def name(cid: int) -> str:
            return RETAINER_NAME if cid == RETAINER else cards[cid].label

        return {"forests": {forest_label(int(fo) - 1): [seen_as(e) for e in es]
                            for fo, es in sorted(self.forests.items(), key=lambda x: int(x[0]))},
                "relics_recovered": {t: list(v) for t, v in self.relics.items()},
                "waystations": {k: ({"clearing": c + 1, "shows": self.faces.get(k)} if c >= 0 else None)
                                for k, c in self._station_places(g).items()},
                "retinue": {col: [name(x) for x in cs] for col, cs in self.retinue.items()}}

    def _station_places(self, g: "Game") -> dict[str, int]:
        where = {k: -1 for k in STATIONS}
        for c, k in self.station_clearings(g):
            where[k] = c
        return where

    # -- phases -------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return KeepersSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return KeepersBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return KeepersDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return KeepersEvening(self.seat)


#: the Keepers at a seat known to play them, typed
keepers = Keepers.of


def in_clearing_arg(g: "Game", action: Action, i: int = 0) -> tuple[int | None, Reason | None]:
    """The clearing named by argument ``i``, or why there is none."""
    from woodland.rules.why import clearing_arg

    if len(action.args) <= i:
        return None, None
    c = clearing_arg(g, action.args[i])
    if c is None:
        return None, (f"there is no clearing {action.args[i]} on this map", ["2.2"])
    return c, None


# ----------------------------------------------------------------------------- setup (15.3)
def deal_relics(g: "Game", f: Keepers, relics: list[str], forests: list[int]) -> None:
    """Relics face down, placed at random among ``forests`` as evenly as possible (15.3.4)."""
    order = forests[:]
    g.rng.shuffle(order)
    for i, r in enumerate(relics):
        f.put_in_forest(order[i % len(order)], DOWN + r)


class SetupPlace(Choice["KeepersSetup"]):
    """15.3.3: four warriors in a corner clearing no other player starts in (diagonally
    opposite a starting corner if possible), then four in an edge clearing adjacent to it."""

    kind = "place"

    def sites(self, fr: "KeepersSetup", g: "Game") -> list[int]:
        if fr.step == "corner":
            return far_corners(g, fr.seat)
        edge = edge_clearings(g)
        return [c for c in g.map.adj[fr.corner] if c in edge]

    def options(self, fr: "KeepersSetup", g: "Game") -> list[Action]:
        return [act("place", (c + 1,)) for c in self.sites(fr, g) if can_place(g, fr.seat, c)]

    def why_not(self, fr: "KeepersSetup", g: "Game", action: Action) -> Reason | None:
        c, r = in_clearing_arg(g, action)
        if c is None:
            return r
        if fr.step == "corner":
            if c not in g.map.corners:
                return "the Keepers' first four warriors go in a corner clearing", ["15.3.3"]
            if c in starting_corners(g):
                return "another player starts in that corner", ["15.3.3"]
            return "a corner diagonally opposite a starting corner is free, so the Keepers must take it", ["15.3.3"]
        if c not in g.map.adj[fr.corner]:
            return f"the second four warriors go in a clearing adjacent to {fr.corner + 1}", ["15.3.3"]
        if c not in edge_clearings(g):
            return f"clearing {c + 1} is not on the map edge", ["15.3.3", "G.15"]
        return why_cannot_place(g, fr.seat, c, "15.3.3")

    def do(self, fr: "KeepersSetup", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        if fr.step == "corner":
            fr.corner = c
            keepers(g, fr.seat).home = c
            place_warriors(g, fr.seat, c, DATA["corner_warriors"])
            fr.step = "edge"
        else:
            place_warriors(g, fr.seat, c, DATA["edge_warriors"])
            fr.second = c
            fr.step = "rest"


class KeepersSetup(Frame):
    """15.3: starting relics (15.3.1), warriors in supply (15.3.2, the faction's initial
    supply), warriors in a corner and an adjacent edge clearing (15.3.3), the remaining
    relics (15.3.4), Faithful Retainers (15.3.5), waystations on the board (15.3.6)."""

    __slots__ = ("seat", "corner", "second", "pool")
    rule = "15.3"
    clearing_fields = ("corner", "second")
    choices = {"relics": (), "corner": (SetupPlace(),), "edge": (SetupPlace(),), "rest": ()}

    def __init__(self, seat: int) -> None:
        self.step = "relics"
        self.seat = seat
        self.corner = -1
        self.second = -1
        self.pool: list[str] = []

    def s_relics(self, g: "Game") -> Decision | None:
        """15.3.1: the twelve relics shuffled face down, one at random in each forest."""
        f = keepers(g, self.seat)
        pool = [k for k, n in RELIC_KINDS.items() for _ in range(n)]
        g.rng.shuffle(pool)
        n = min(len(pool), len(g.map.forests))
        for i in range(n):
            f.put_in_forest(i, DOWN + pool[i])
        self.pool = pool[n:]
        self.step = "corner"
        return None

    def s_corner(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_corner", self.offer(g),
                        "place four warriors in a corner clearing", "15.3.3")

    def s_edge(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            self.step = "rest"
            return None
        return Decision(self.seat, "setup_edge", opts,
                        f"place four warriors in an edge clearing adjacent to {self.corner + 1}", "15.3.3")

    def s_rest(self, g: "Game") -> Decision | None:
        f = keepers(g, self.seat)
        near = {x for c in (self.corner, self.second) if c >= 0 for x in g.map.clearing_forests[c]}
        far = [i for i in range(len(g.map.forests)) if i not in near] or list(range(len(g.map.forests)))
        if self.pool and far:
            deal_relics(g, f, self.pool, far)  # 15.3.4
        self.pool = []
        for col in COLUMNS:  # 15.3.5
            f.retinue[col] = [RETAINER]
        g.pop()
        return None


# ----------------------------------------------------------------------------- Birdsong (15.4)
def station_options(g: "Game", kind: str, c: int, stations: list[str]) -> list[Action]:
    """``kind C FACE OTHER`` for each waystation of ``stations`` and each of its faces."""
    out = []
    for k in stations:
        a, b = station_sides(k)
        out += [act(kind, (c + 1, a, b)), act(kind, (c + 1, b, a))]
    return out


def station_arg(action: Action, rule: str) -> tuple[str | None, Reason | None]:
    if len(action.args) != 3:
        return None, (f"name the clearing and the waystation, the side it shows first: {action.kind} 5 tablet "
                      "jewelry", [rule])
    k = station_of(str(action.args[1]), str(action.args[2]))
    if k is None:
        return None, ("the waystations are " + ", ".join(k.replace("_", "/") for k in STATIONS), ["15.2.2"])
    return k, None


def fresh_start(g: "Game", seat: int) -> bool:
    """15.4.1: no Keeper warriors or waystations in any clearing."""
    f = keepers(g, seat)
    return not f.station_clearings(g) and not any(g.warriors[c * g.n + seat] for c in range(g.map.n))


class Encamp(Choice["KeepersBirdsong"]):
    """15.4.1: once per clearing, replace a Keeper warrior with a waystation, face up or
    down; with no warriors or waystations in any clearing, instead place a waystation and
    a warrior in a clearing on the map edge."""

    kind = "encamp"

    def sites(self, fr: "KeepersBirdsong", g: "Game") -> list[int]:
        s = fr.seat
        if fresh_start(g, s):
            if fr.done:
                return []
            return [c for c in sorted(edge_clearings(g)) if free_slots(g, c) > 0 and can_place(g, s, c)]
        return [c for c in range(g.map.n) if c not in fr.done and g.warriors[c * g.n + s] and free_slots(g, c) > 0
                and can_place(g, s, c)]

    def options(self, fr: "KeepersBirdsong", g: "Game") -> list[Action]:
        f = keepers(g, fr.seat)
        left = [k for k in STATIONS if f.bsupply[k]]
        if not left:
            return []
        return [a for c in self.sites(fr, g) for a in station_options(g, "encamp", c, left)]

    def why_not(self, fr: "KeepersBirdsong", g: "Game", action: Action) -> Reason | None:
        c, r = in_clearing_arg(g, action)
        if c is None:
            return r
        k, r = station_arg(action, "15.4.1")
        if k is None:
            return r
        s = fr.seat
        if not keepers(g, s).bsupply[k]:
            return f"the {k.replace('_', '/')} waystation is on the map already", ["15.4.1", "1.5.1"]
        if c in fr.done:
            return f"you have encamped in clearing {c + 1} this Birdsong (once per clearing)", ["15.4.1"]
        if fresh_start(g, s):
            if fr.done:
                return "with no pieces in any clearing you place one waystation and one warrior, once", ["15.4.1"]
            if c not in edge_clearings(g):
                return (f"you have no warriors or waystations in any clearing: place them in a clearing on the map "
                        f"edge, and {c + 1} is not"), ["15.4.1", "G.15"]
        elif not g.warriors[c * g.n + s]:
            return f"you have no warrior in clearing {c + 1} to replace with a waystation", ["15.4.1"]
        if free_slots(g, c) <= 0:
            return f"clearing {c + 1} has no open building slot", ["2.2.3"]
        return why_cannot_place(g, s, c, "15.4.1")

    def do(self, fr: "KeepersBirdsong", g: "Game", action: Action) -> None:
        s = fr.seat
        c = int(action.args[0]) - 1
        k = station_of(str(action.args[1]), str(action.args[2]))
        assert k is not None
        if fresh_start(g, s):
            place_warriors(g, s, c, 1)
        else:
            remove_warriors(g, s, c, 1, s, "encamp")
        place_building(g, s, k, c)
        keepers(g, s).faces[k] = str(action.args[1])
        fr.done.append(c)


class Decamp(Choice["KeepersBirdsong"]):
    """15.4.2: once per clearing, replace a waystation with a Keeper warrior."""

    kind = "decamp"

    def options(self, fr: "KeepersBirdsong", g: "Game") -> list[Action]:
        f = keepers(g, fr.seat)
        if not f.supply:
            return []
        out = []
        for c, k in f.station_clearings(g):
            if c not in fr.done and can_place(g, fr.seat, c):
                a, b = station_sides(k)
                face = f.faces.get(k, a)
                out.append(act("decamp", (c + 1, face, b if face == a else a)))
        return out

    def why_not(self, fr: "KeepersBirdsong", g: "Game", action: Action) -> Reason | None:
        c, r = in_clearing_arg(g, action)
        if c is None:
            return r
        k, r = station_arg(action, "15.4.2")
        if k is None:
            return r
        f = keepers(g, fr.seat)
        if k not in f.stations_at(g, c):
            return f"the {k.replace('_', '/')} waystation is not in clearing {c + 1}", ["15.4.2"]
        if c in fr.done:
            return f"you have decamped in clearing {c + 1} this Birdsong (once per clearing)", ["15.4.2"]
        if not f.supply:
            return "you have no warrior in your supply to replace it with", ["15.4.2", "1.5.1"]
        return why_cannot_place(g, fr.seat, c, "15.4.2")

    def do(self, fr: "KeepersBirdsong", g: "Game", action: Action) -> None:
        s = fr.seat
        c = int(action.args[0]) - 1
        k = station_of(str(action.args[1]), str(action.args[2]))
        assert k is not None
        remove_building(g, c, s, k, s, "decamp")
        keepers(g, s).faces.pop(k, None)
        place_warriors(g, s, c, 1)
        fr.done.append(c)


class Recruit(Choice["KeepersBirdsong"]):
    """15.4.3: any number of times, spend a card to place two warriors at a matching
    waystation."""

    kind = "recruit_at"

    def options(self, fr: "KeepersBirdsong", g: "Game") -> list[Action]:
        s = fr.seat
        f = keepers(g, s)
        if not f.supply:
            return []
        return [act("recruit_at", (c + 1, C.label(g, cid))) for c in f.crafting_clearings(g) if can_place(g, s, c)
                for cid in C.matching_in_hand(g, s, clearing_suits(g, c))]  # any of its suits (R298)

    def why_not(self, fr: "KeepersBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        c, r = in_clearing_arg(g, action)
        if c is None:
            return r
        s = fr.seat
        if not keepers(g, s).stations_at(g, c):
            return f"there is no waystation in clearing {c + 1}", ["15.4.3"]
        if not keepers(g, s).supply:
            return "you have no warriors in your supply", ["15.4.3", "1.5.1"]
        r = why_cannot_place(g, s, c, "15.4.3")
        if r or len(action.args) < 2:
            return r
        return why_card(g, s, action.args[1], clearing_suits(g, c), "15.4.3")

    def do(self, fr: "KeepersBirdsong", g: "Game", action: Action) -> None:
        s = fr.seat
        C.spend(g, s, C.card_by_label(g, s, str(action.args[1])))
        place_warriors(g, s, int(action.args[0]) - 1, DATA["recruit_warriors"])


class NextStep(BareAction["KeepersBirdsong"]):
    """15.4: this step is done; go on to the next."""

    kind = "done"

    def do(self, fr: "KeepersBirdsong", g: "Game", action: Action) -> None:
        fr.next_step()


BIRDSONG = ("encamp", "decamp", "recruit")


class KeepersBirdsong(Frame):
    """15.4: encamp, decamp, recruit, in that order."""

    __slots__ = ("seat", "done")
    rule = "15.4"
    choices = {"encamp": (Encamp(), NextStep()), "decamp": (Decamp(), NextStep()),
               "recruit": (Recruit(), NextStep())}

    def __init__(self, seat: int) -> None:
        self.step = "encamp"
        self.seat = seat
        #: clearings where this step has been taken (once per clearing)
        self.done: list[int] = []

    def next_step(self) -> None:
        i = BIRDSONG.index(self.step)
        self.done = []
        if i + 1 < len(BIRDSONG):
            self.step = BIRDSONG[i + 1]
        else:
            self.step = "over"

    def _ask(self, g: "Game", kind: str, prompt: str, rule: str, keep: bool = False) -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1 and not keep:  # only "done"
            self.next_step()
            return None
        return Decision(self.seat, kind, opts, prompt, rule, keep=keep)

    def s_encamp(self, g: "Game") -> Decision | None:
        if fresh_start(g, self.seat) and not self.done:
            opts = self.offer(g)[:-1]  # 15.4.1: "instead place": not optional (ruling R230)
            if opts:
                return Decision(self.seat, "keepers_encamp", opts,
                                "no pieces in any clearing: place a waystation and a warrior on the map edge",
                                "15.4.1")
        return self._ask(g, "keepers_encamp", "encamp: replace a warrior with a waystation, or done", "15.4.1")

    def s_decamp(self, g: "Game") -> Decision | None:
        return self._ask(g, "keepers_decamp", "decamp: replace a waystation with a warrior, or done", "15.4.2")

    def s_recruit(self, g: "Game") -> Decision | None:
        if not g.factions[self.seat].hand:
            self.next_step()
            return None
        return self._ask(g, "keepers_recruit", "recruit: spend a card for two warriors at a matching waystation, "
                         "or done", "15.4.3", keep=True)

    def s_over(self, g: "Game") -> Decision | None:
        g.pop()
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        asked = {"encamp": "encamp", "decamp": "decamp", "recruit_at": "recruit"}.get(action.kind)
        if asked and self.step in BIRDSONG:
            if BIRDSONG.index(asked) < BIRDSONG.index(self.step):
                return f"Birdsong goes encamp, decamp, recruit: the {asked} step is over", ["15.4"]
            if asked != self.step:
                return f"Birdsong goes encamp, decamp, recruit: finish the {self.step} step first (done)", ["15.4"]
        return elsewhere(action)


def elsewhere(action: Action) -> Reason | None:
    """Why an action of the Keepers belongs to another part of their turn."""
    k = action.kind
    if k in ("encamp", "decamp", "recruit_at"):
        return f"{k.removesuffix('_at')} is a step of the Keepers' Birdsong", ["15.4"]
    if k in ("retinue", "retainer", "delve", "recover"):
        return "the Keepers act with their Retinue in Daylight", ["15.5.2"]
    if k == "craft":
        return "the Keepers craft in Daylight", ["15.2.3", "15.5.1"]
    if k in ("tuck", "shift", "shift_retainer"):
        return "the Keepers gather their Retinue in Evening", ["15.6.2"]
    return None


# ----------------------------------------------------------------------------- Daylight (15.5)
def matching(g: "Game", suit: str) -> list[int]:
    """Clearings whose suit matches a card of ``suit`` (a bird matches any), by the one suit
    query (2.2.2, R298: a clearing of several suits matches each, one an enclave made frog
    matches frog, 16.2.1.II)."""
    return [c for c in range(g.map.board_n) if C.matches_one(suit, clearing_suits(g, c))]


def ruled_matching(g: "Game", seat: int, c: int) -> int:
    """15.5.2.III.c: the clearings ``seat`` rules whose suit matches clearing ``c``'s: those
    sharing one of its suits, each counted once (the one suit query, ruling R532)."""
    mine = set(clearing_suits(g, c))
    r = rulers(g)
    return sum(1 for x in range(g.map.board_n) if r[x] == seat and not mine.isdisjoint(clearing_suits(g, x)))


def card_suit(g: "Game", cid: int) -> str:
    return DATA["retainer_suit"] if cid == RETAINER else g.deckdef.cards[cid].suit


def delves(g: "Game", seat: int, c: int) -> list[Action]:
    """15.5.2.II.a: ``delve C F RELIC`` for each relic in a forest adjacent to ``c``, where
    the Keepers rule and have a warrior."""
    f = keepers(g, seat)
    if rulers(g)[c] != seat or not g.warriors[c * g.n + seat]:
        return []
    out = []
    for i in g.map.clearing_forests[c]:
        for e in dict.fromkeys(seen_as(x) for x in f.forest_relics(i)):
            out.append(act("delve", (c + 1, forest_label(i), e)))
    return out


def battle_here(g: "Game", seat: int, c: int) -> list[Action]:
    """15.5.2.II: the battles that make the Keepers battle in ``c`` before delving: against
    an enemy (a hireling too, H.3.2) with enemy pieces there (G.9: not the Riverfolk warriors
    the Keepers hired as Mercenaries, 11.2.7, R436) that they can battle."""
    return [a for a in battle_options(g, seat, [c], hirelings=True)
            if enemy_pieces_of(g, seat, owner_named(g, str(a.args[1])), c)]


def recovers(g: "Game", seat: int, c: int) -> list[Action]:
    """15.5.2.III.a: ``recover C RELIC`` for each relic in ``c`` of a type a waystation
    there shows (with a Relics space left for it)."""
    f = keepers(g, seat)
    shown = {f.faces.get(k) for k in f.stations_at(g, c)}
    if not may_change(g, seat, c, "remove"):  # 17.2.3
        return []
    return [act("recover", (c + 1, k)) for k in dict.fromkeys(f.relics_at(g, c))
            if relic_type(k) in shown and len(f.relics[relic_type(k)]) < DATA["relic_columns"]]


def column_possible(g: "Game", seat: int, col: str, suit: str) -> bool:
    cs = matching(g, suit)
    if col == "move":
        return any_move(g, seat, cs)
    if col == "battle":  # any battle RetinueBattle offers, or a delve
        return any(battle_options(g, seat, [c], hirelings=True) or delves(g, seat, c) for c in cs)
    return any_move(g, seat, cs) or any(recovers(g, seat, c) for c in cs)


class ActWithCard(Choice["KeepersDaylight"]):
    """15.5.2: take the current column's action with one of its cards (in any order), in a
    clearing matching the card's suit."""

    kind = "retinue"

    def cards(self, fr: "KeepersDaylight", g: "Game") -> list[int]:
        if fr.col >= len(COLUMNS):
            return []
        col = COLUMNS[fr.col]
        out: dict[str, int] = {}
        for cid in fr.todo:
            if cid != RETAINER and g.deckdef.cards[cid].label not in out \
                    and column_possible(g, fr.seat, col, card_suit(g, cid)):
                out[g.deckdef.cards[cid].label] = cid
        return list(out.values())

    def options(self, fr: "KeepersDaylight", g: "Game") -> list[Action]:
        return [act("retinue", (g.deckdef.cards[cid].label,)) for cid in self.cards(fr, g)]

    def why_not(self, fr: "KeepersDaylight", g: "Game", action: Action) -> Reason | None:
        if not action.args:
            return None
        label = str(action.args[0]).lower()
        return fr.why_card(g, [x for x in fr.todo if x != RETAINER
                               and g.deckdef.cards[x].label.lower() == label], str(action.args[0]))

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        label = str(action.args[0]).lower()
        cid = next(x for x in fr.todo if x != RETAINER and g.deckdef.cards[x].label.lower() == label)
        fr.use(g, cid)


class ActWithRetainer(Choice["KeepersDaylight"]):
    """15.5.2 with a Faithful Retainer of the current column (15.3.5)."""

    kind = "retainer"

    def options(self, fr: "KeepersDaylight", g: "Game") -> list[Action]:
        if fr.col < len(COLUMNS) and RETAINER in fr.todo \
                and column_possible(g, fr.seat, COLUMNS[fr.col], card_suit(g, RETAINER)):
            return [act("retainer")]
        return []

    def why_not(self, fr: "KeepersDaylight", g: "Game", action: Action) -> Reason | None:
        return fr.why_card(g, [RETAINER] if RETAINER in fr.todo else [], RETAINER_NAME)

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        fr.use(g, RETAINER)


class NextColumn(BareAction["KeepersDaylight"]):
    """15.5.2: take no (more) actions of this column; go on to the next to the right."""

    kind = "done"

    def options(self, fr: "KeepersDaylight", g: "Game") -> list[Action]:
        return [act("done")] if fr.col < len(COLUMNS) else []

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        fr.col += 1
        fr.loaded = False


class ToRetinue(BareAction["KeepersDaylight"]):
    """15.5.1 -> 15.5.2: crafting is done; act with the Retinue."""

    kind = "done"

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        fr.step = "column"


class RetinueMove(Choice["KeepersDaylight"]):
    """15.5.2.I and III: a move from a clearing matching the card."""

    kind = "move"

    def options(self, fr: "KeepersDaylight", g: "Game") -> list[Action]:
        return move_options(g, fr.seat, matching(g, fr.suit))

    def why_not(self, fr: "KeepersDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        return why_move(g, fr.seat, action, matching(g, fr.suit), COLUMN_RULES[COLUMNS[fr.col]])

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        mv = Move(fr.seat, law=COLUMN_RULES[COLUMNS[fr.col]])
        mv.a, mv.b = int(action.args[0]) - 1, int(action.args[1]) - 1
        mv.step = "count"
        fr.step = "column"
        g.push(mv)


class RetinueBattle(Choice["KeepersDaylight"]):
    """15.5.2.II: in a matching clearing with enemy pieces the Keepers can battle, they must
    battle there; then they may delve there."""

    kind = "battle"

    def options(self, fr: "KeepersDaylight", g: "Game") -> list[Action]:
        if fr.step != "battle":
            return []
        return battle_options(g, fr.seat, matching(g, fr.suit), hirelings=True)

    def why_not(self, fr: "KeepersDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        if fr.step != "battle":
            return "the battle of this action is over: delve, or done", ["15.5.2.II"]
        return why_battle(g, fr.seat, action, matching(g, fr.suit), "15.5.2.II")

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        fr.c = int(action.args[0]) - 1
        fr.step = "delve"
        start_battle(g, fr.seat, action)


class Delve(Choice["KeepersDaylight"]):
    """15.5.2.II.a-b: flip a relic of an adjacent forest face up and move it into the
    clearing; if the Keepers rule fewer clearings adjacent to that forest than its value,
    the card is discarded."""

    kind = "delve"

    def options(self, fr: "KeepersDaylight", g: "Game") -> list[Action]:
        if fr.step == "delve":
            return delves(g, fr.seat, fr.c)
        return [a for c in matching(g, fr.suit) if not battle_here(g, fr.seat, c) for a in delves(g, fr.seat, c)]

    def why_not(self, fr: "KeepersDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import ruled_by

        c, r = in_clearing_arg(g, action)
        if c is None:
            return r
        s = fr.seat
        if fr.step == "delve" and c != fr.c:
            return f"you delve in the clearing of this action, {fr.c + 1}", ["15.5.2.II"]
        if fr.step == "battle":
            if c not in matching(g, fr.suit):
                return f"this card is {fr.suit}: choose a matching clearing, and {c + 1} is {suit_words(g, c)}", \
                    ["15.5.2.II"]
            if battle_here(g, s, c):
                return f"there are enemy pieces you can battle in {c + 1}: you must battle there first", \
                    ["15.5.2.II"]
        if rulers(g)[c] != s:
            return f"you do not rule clearing {c + 1}{ruled_by(g, c)}", ["15.5.2.II"]
        if not g.warriors[c * g.n + s]:
            return f"you have no warrior in clearing {c + 1}", ["15.5.2.II"]
        if len(action.args) != 3:
            return "name the clearing, the forest and the relic: delve 5 F3 figure", ["15.5.2.II.a"]
        i = forest_arg(g, action.args[1])
        if i is None:
            return f"there is no forest {action.args[1]} on this map", ["2.4"]
        if c not in g.map.forests[i]:
            return f"forest {forest_label(i)} is not adjacent to clearing {c + 1}", ["15.5.2.II.a"]
        there = [seen_as(e) for e in keepers(g, s).forest_relics(i)]
        return (f"forest {forest_label(i)} has no relic {action.args[2]} (it has: {', '.join(there) or 'none'})",
                ["15.5.2.II.a"])

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        s = fr.seat
        f = keepers(g, s)
        c = int(action.args[0]) - 1
        i = forest_arg(g, action.args[1])
        assert i is not None
        want = str(action.args[2])
        entry = next(e for e in f.forest_relics(i) if seen_as(e) == want)
        f.take_from_forest(i, entry)
        kind = entry.removeprefix(DOWN)
        if face_down(entry):
            g.reveal(-1, -1)  # 15.5.2.II.a: its value shows, to everyone (1.2)
        g.emit(Delved("delved", s, c, i, kind))
        place_token(g, s, kind, c, check=False)  # moved in from the forest, not placed
        ruled = sum(1 for x in g.map.forests[i] if rulers(g)[x] == s)
        if ruled < relic_value(kind):  # 15.5.2.II.b
            fr.lose_card(g)
        fr.step = "column"


class Recover(Choice["KeepersDaylight"]):
    """15.5.2.III.a-c: take a relic of the type of a waystation there to the Relics spaces,
    score its value (and 2 for a filled column); if the Keepers rule fewer clearings of that
    suit than its value, discard the card and stop, else they may recover again there."""

    kind = "recover"

    def options(self, fr: "KeepersDaylight", g: "Game") -> list[Action]:
        if fr.step == "recover_more":
            return recovers(g, fr.seat, fr.c)
        return [a for c in matching(g, fr.suit) for a in recovers(g, fr.seat, c)]

    def why_not(self, fr: "KeepersDaylight", g: "Game", action: Action) -> Reason | None:
        c, r = in_clearing_arg(g, action)
        if c is None:
            return r
        f = keepers(g, fr.seat)
        if fr.step == "recover_more" and c != fr.c:
            return f"you go on recovering in clearing {fr.c + 1}, or end this action (done)", ["15.5.2.III.c"]
        if c not in matching(g, fr.suit):
            return f"this card is {fr.suit}: choose a matching clearing, and {c + 1} is {suit_words(g, c)}", \
                ["15.5.2.III"]
        shown = [f.faces[k] for k in f.stations_at(g, c) if k in f.faces]
        if not shown:
            return f"there is no waystation in clearing {c + 1}", ["15.5.2.III.a"]
        if not may_change(g, fr.seat, c, "remove"):
            return why_cannot_change(g, fr.seat, c, "remove", "15.5.2.III.a")
        if len(action.args) != 2:
            return "name the clearing and the relic: recover 5 figure_three", ["15.5.2.III.a"]
        k = str(action.args[1])
        if k not in f.relics_at(g, c):
            return f"there is no relic {k} in clearing {c + 1}", ["15.5.2.III.a"]
        if relic_type(k) not in shown:
            return (f"a {relic_type(k)} is recovered at a waystation showing {relic_type(k)}; the waystations in "
                    f"{c + 1} show {', '.join(shown)}"), ["15.5.2.III.a"]
        return f"every Relics space for {relic_type(k)} is full", ["15.5.2.III.a"]

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        s = fr.seat
        f = keepers(g, s)
        c = int(action.args[0]) - 1
        kind = str(action.args[1])
        remove_token(g, c, s, kind, s, "recover")
        before = f.filled_columns()
        f.relics[relic_type(kind)].append(relic_value(kind))
        score(g, s, relic_value(kind) + (DATA["set_vp"] if f.filled_columns() > before else 0))  # 15.5.2.III.b
        if ruled_matching(g, s, c) < relic_value(kind):  # 15.5.2.III.c
            fr.lose_card(g)
            fr.step = "column"
        else:
            fr.c = c
            fr.step = "recover_more"


class EndAction(BareAction["KeepersDaylight"]):
    """15.5.2.II (delving is optional) and III.c (ending a Recover action)."""

    kind = "done"

    def do(self, fr: "KeepersDaylight", g: "Game", action: Action) -> None:
        fr.step = "column"


class KeepersDaylight(Frame):
    """15.5: craft with waystations, then act with the Retinue column by column, left to
    right, each card of a column once, in any order."""

    __slots__ = ("seat", "col", "todo", "loaded", "card", "suit", "c", "got")
    rule = "15.5"
    clearing_fields = ("c",)
    choices = {
        "craft": (CraftCard(), DaylightOptions(), ToRetinue()),
        "column": (ActWithCard(), ActWithRetainer(), DaylightOptions(), NextColumn(), End()),
        "act_move": (RetinueMove(),),
        "battle": (RetinueBattle(), Delve()),
        "delve": (Delve(), EndAction()),
        "act_recover": (RetinueMove(), Recover()),
        "recover_more": (Recover(), EndAction()),
    }

    def __init__(self, seat: int) -> None:
        self.step = "craft"
        self.seat = seat
        self.col = 0
        #: the cards of the current column not yet used this Daylight
        self.todo: list[int] = []
        self.loaded = False
        #: the card whose action is being taken, and its suit
        self.card = RETAINER
        self.suit = ""
        self.c = -1
        self.got = -1

    def public(self, g: "Game") -> dict[str, Any] | None:
        d: dict[str, Any] = {"procedure": "keepers_daylight", "step": self.step}
        if self.step != "craft" and self.col < len(COLUMNS):
            d["column"] = COLUMNS[self.col]
            d["unused_in_column"] = [RETAINER_NAME if x == RETAINER else g.deckdef.cards[x].label
                                     for x in self.todo]
        if self.suit and self.step not in ("craft", "column"):
            d["card"] = RETAINER_NAME if self.card == RETAINER else g.deckdef.cards[self.card].label
            d["suit"] = self.suit
        return d

    def use(self, g: "Game", cid: int) -> None:
        """Take the current column's action with card ``cid``."""
        self.todo.remove(cid)
        self.card = cid
        self.suit = card_suit(g, cid)
        self.step = {"move": "act_move", "battle": "battle", "recover": "act_recover"}[COLUMNS[self.col]]

    def lose_card(self, g: "Game") -> None:
        """15.5.2.II.b, III.c: discard the Retinue card used for this action (a Faithful
        Retainer is removed from the game, ruling R232)."""
        f = keepers(g, self.seat)
        f.retinue[COLUMNS[self.col]].remove(self.card)
        if self.card != RETAINER:
            C.discard_card(g, self.card, self.seat)
        g.emit(RetinueLost("retinue_lost", self.seat, COLUMNS[self.col], self.card))

    def why_card(self, g: "Game", found: list[int], name: str) -> Reason:
        if self.col >= len(COLUMNS):
            return "you have acted with every column of your Retinue this Daylight", ["15.5.2"]
        col = COLUMNS[self.col]
        f = keepers(g, self.seat)
        if not found:
            for other in COLUMNS:
                if other != col and any((x == RETAINER and name == RETAINER_NAME) or
                                        (x != RETAINER and g.deckdef.cards[x].label.lower() == name.lower())
                                        for x in f.retinue[other]):
                    left = COLUMNS.index(other) < self.col
                    return (f"{name} is in your {other} column, which "
                            f"{'is done' if left else 'comes later'}: columns go left to right"), ["15.5.2"]
            return f"no unused {name} in your {col} column", ["15.5.2"]
        suit = card_suit(g, found[0])
        return (f"no {COLUMN_RULES[col]} action is possible now from a clearing matching {name} ({suit})",
                [COLUMN_RULES[col]])

    def s_craft(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "craft", self.offer(g), "craft with your waystations, then act with your "
                        "Retinue (done)", "15.5.1", keep=g.factions[self.seat].has_hidden())

    def s_column(self, g: "Game") -> Decision | None:
        s = self.seat
        if self.col < len(COLUMNS):
            if not self.loaded:
                self.todo = list(keepers(g, s).retinue[COLUMNS[self.col]])
                self.loaded = True
            opts = self.offer(g)
            if opts[0].kind not in ("retinue", "retainer"):
                self.col += 1  # nothing this column can do
                self.loaded = False
                return None
            return Decision(s, "retinue", opts, f"act with your {COLUMNS[self.col]} column, or done",
                            "15.5.2", keep=g.factions[s].has_hidden())
        if not daylight_options(g, s):
            g.pop()
            return None
        return Decision(s, "daylight_end", self.offer(g), "the Retinue is done: anything else this Daylight?",
                        "15.5", keep=g.factions[s].has_hidden())

    def s_act_move(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "move", self.offer(g), f"move from a {self.suit} clearing", "15.5.2.I")

    def s_battle(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "keepers_battle", self.offer(g),
                        f"battle (then delve) in a {self.suit} clearing, or delve where there is no one to battle",
                        "15.5.2.II")

    def s_delve(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # only done: no delve possible after the battle
            self.step = "column"
            return None
        return Decision(self.seat, "delve", opts, f"delve in {self.c + 1}, or done", "15.5.2.II.a")

    def s_act_recover(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "move_or_recover", self.offer(g),
                        f"move from a {self.suit} clearing, or recover relics in one", "15.5.2.III")

    def s_recover_more(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "column"
            return None
        return Decision(self.seat, "recover_more", opts, f"recover another relic in {self.c + 1}, or done",
                        "15.5.2.III.c")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind in ("retinue", "retainer") and self.step == "craft":
            return "craft first, then act with your Retinue (done)", ["15.5.1"]
        if action.kind == "craft" and self.step != "craft":
            return "the Keepers craft before acting with their Retinue", ["15.5.1"]
        if action.kind in ("move", "battle", "delve", "recover") and self.step in ("craft", "column"):
            return ("the Keepers move, battle, delve and recover with a Retinue card: choose the card first "
                    "(retinue \"Card\" or retainer)"), ["15.5.2"]
        return elsewhere(action)


# ----------------------------------------------------------------------------- Evening (15.6)
def retinue_full(g: "Game", seat: int) -> bool:
    return keepers(g, seat).retinue_size() >= DATA["retinue_limit"]


def column_arg(x: object) -> str | None:
    t = str(x).lower()
    return t if t in COLUMNS else None


class Tuck(Choice["KeepersEvening"]):
    """15.6.2: add a card from hand to a Retinue column (ten cards at most)."""

    kind = "tuck"

    def options(self, fr: "KeepersEvening", g: "Game") -> list[Action]:
        if retinue_full(g, fr.seat):
            return []
        return [act("tuck", (C.label(g, cid), col)) for cid in C.distinct_hand(g, fr.seat) for col in COLUMNS]

    def why_not(self, fr: "KeepersEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        if retinue_full(g, fr.seat):
            return f"your Retinue holds {DATA['retinue_limit']} cards, the most it can", ["15.6.2"]
        if len(action.args) != 2 or column_arg(action.args[1]) is None:
            return f"name a card and a column ({', '.join(COLUMNS)}): tuck \"Card\" move", ["15.6.2"]
        return why_card(g, fr.seat, action.args[0], None, "15.6.2")

    def do(self, fr: "KeepersEvening", g: "Game", action: Action) -> None:
        s = fr.seat
        cid = C.card_by_label(g, s, str(action.args[0]))
        C.take_from_hand(g, s, cid)  # tucked face up (1.2)
        keepers(g, s).retinue[str(action.args[1]).lower()].append(cid)
        fr.tucked = True


def shift_pairs(g: "Game", seat: int) -> list[tuple[int, str, str]]:
    """(card, from, to) for each card of the Retinue and each other column."""
    f = keepers(g, seat)
    out = []
    labels = g.deckdef.cards
    for col, cs in f.retinue.items():  # each card name once per column (copies are alike)
        for cid in {(-1 if x == RETAINER else labels[x].label): x for x in cs}.values():
            out += [(cid, col, to) for to in COLUMNS if to != col]
    return out


class Shift(Choice["KeepersEvening"]):
    """15.6.2: instead of adding cards, shift one Retinue card from its column to another."""

    kind = "shift"

    def options(self, fr: "KeepersEvening", g: "Game") -> list[Action]:
        if fr.tucked:
            return []
        return [act("shift", (C.label(g, cid), a, to)) for cid, a, to in shift_pairs(g, fr.seat) if cid != RETAINER]

    def why_not(self, fr: "KeepersEvening", g: "Game", action: Action) -> Reason | None:
        if fr.tucked:
            return "you added cards to your Retinue: you add cards or shift one, not both", ["15.6.2"]
        if len(action.args) != 3 or None in (column_arg(action.args[1]), column_arg(action.args[2])):
            return (f"name a Retinue card, its column and another ({', '.join(COLUMNS)}): shift \"Card\" move "
                    "battle"), ["15.6.2"]
        if column_arg(action.args[1]) == column_arg(action.args[2]):
            return "shift the card to a different column", ["15.6.2"]
        return f"there is no {action.args[0]} in your {action.args[1]} column", ["15.6.2"]

    def do(self, fr: "KeepersEvening", g: "Game", action: Action) -> None:
        f = keepers(g, fr.seat)
        label = str(action.args[0]).lower()
        cs = f.retinue[str(action.args[1]).lower()]
        cid = next(x for x in cs if x != RETAINER and g.deckdef.cards[x].label.lower() == label)
        cs.remove(cid)
        f.retinue[str(action.args[2]).lower()].append(cid)
        fr.step = "draw"


class ShiftRetainer(Choice["KeepersEvening"]):
    """15.6.2: shift a Faithful Retainer from one column to another."""

    kind = "shift_retainer"

    def options(self, fr: "KeepersEvening", g: "Game") -> list[Action]:
        if fr.tucked:
            return []
        return [act("shift_retainer", (a, to)) for cid, a, to in shift_pairs(g, fr.seat) if cid == RETAINER]

    def why_not(self, fr: "KeepersEvening", g: "Game", action: Action) -> Reason | None:
        if fr.tucked:
            return "you added cards to your Retinue: you add cards or shift one, not both", ["15.6.2"]
        if len(action.args) != 2 or None in (column_arg(action.args[0]), column_arg(action.args[1])):
            return f"name two columns ({', '.join(COLUMNS)}): shift_retainer move battle", ["15.6.2"]
        return f"there is no Faithful Retainer in your {action.args[0]} column", ["15.6.2"]

    def do(self, fr: "KeepersEvening", g: "Game", action: Action) -> None:
        f = keepers(g, fr.seat)
        f.retinue[str(action.args[0])].remove(RETAINER)
        f.retinue[str(action.args[1])].append(RETAINER)
        fr.step = "draw"


class Gathered(BareAction["KeepersEvening"]):
    """15.6.2 is optional: go on to draw."""

    kind = "done"

    def do(self, fr: "KeepersEvening", g: "Game", action: Action) -> None:
        fr.step = "draw"


class KeepersEvening(Frame):
    """15.6: live off the land, gather the Retinue, draw and discard."""

    __slots__ = ("seat", "tucked")
    rule = "15.6"
    choices = {"live": (), "gather": (Tuck(), Shift(), ShiftRetainer(), Gathered()), "draw": ()}

    def __init__(self, seat: int) -> None:
        self.step = "live"
        self.seat = seat
        self.tucked = False

    def s_live(self, g: "Game") -> Decision | None:
        """15.6.1: one Keeper warrior from each clearing with four or more."""
        s = self.seat
        for c in range(g.map.n):
            if g.warriors[c * g.n + s] >= DATA["live_off_the_land"]:
                remove_warriors(g, s, c, 1, s, "live_off_the_land")
        self.step = "gather"
        return None

    def s_gather(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "draw"
            return None
        return Decision(self.seat, "gather_retinue", opts,
                        "gather your Retinue: tuck cards from your hand, or shift one card; done", "15.6.2",
                        keep=True)

    def s_draw(self, g: "Game") -> Decision | None:
        g.pop()
        g.push(DrawAndDiscard(self.seat, keepers(g, self.seat).draw_count(g), "15.6.3"))
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return elsewhere(action)


# ----------------------------------------------------------------------------- triggered
class PlaceTrophy(Choice["Trophy"]):
    """15.2.5: the remover places the relic face up in any forest."""

    kind = "trophy"

    def options(self, fr: "Trophy", g: "Game") -> list[Action]:
        return [act("trophy", (forest_label(i),)) for i in range(len(g.map.forests))]

    def why_not(self, fr: "Trophy", g: "Game", action: Action) -> Reason | None:
        return f"name a forest of the map (F1-F{len(g.map.forests)})", ["15.2.5"]

    def do(self, fr: "Trophy", g: "Game", action: Action) -> None:
        i = forest_arg(g, action.args[0])
        assert i is not None
        keepers(g, fr.seat).put_in_forest(i, fr.kind)
        if fr.by >= 0:  # not a hireling (H.3.6)
            score(g, fr.by, 1)  # the extra point (3.2.1 gave the first)
        g.pop()


class Trophy(Frame):
    """15.2.5 Prized Trophies: a relic an enemy removes goes face up into a forest of the
    remover's choice, who scores an extra point. A relic removed by no enemy goes to a
    forest of the Keepers' choice, scoring nothing (ruling R233). ``by``: the enemy seat
    removing it, a hireling's owner id (its controller places the relic, H.3.7, and no one
    scores, H.3.6) or -1."""

    __slots__ = ("seat", "kind", "by")
    rule = "15.2.5"
    choices = {"forest": (PlaceTrophy(),)}

    def __init__(self, seat: int, kind: str, by: int) -> None:
        self.step = "forest"
        self.seat = seat
        self.kind = kind
        self.by = by

    def describe(self, g: "Game") -> str:
        return f"Prized Trophies ({self.kind})"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "prized_trophies", "relic": self.kind}

    def s_forest(self, g: "Game") -> Decision | None:
        who = player_removing(g, self.by)  # H.3.7
        return Decision(who if who >= 0 else self.seat, "trophy", self.offer(g),
                        f"place the {self.kind} relic face up in a forest", "15.2.5")


class Carry(Choice["CarryRelics"]):
    """15.2.4: one relic with each Keeper warrior moved."""

    kind = "carry"

    def options(self, fr: "CarryRelics", g: "Game") -> list[Action]:
        if fr.left <= 0:
            return []
        return [act("carry", (k,)) for k in dict.fromkeys(keepers(g, fr.seat).relics_at(g, fr.a))]

    def why_not(self, fr: "CarryRelics", g: "Game", action: Action) -> Reason | None:
        if fr.left <= 0:
            return "one relic moves with each Keeper warrior moved, and each has one", ["15.2.4"]
        return f"there is no relic {action.args[0] if action.args else ''} in clearing {fr.a + 1}", ["15.2.4"]

    def do(self, fr: "CarryRelics", g: "Game", action: Action) -> None:
        move_token(g, fr.seat, str(action.args[0]), fr.a, fr.b)
        fr.left -= 1


class CarryDone(BareAction["CarryRelics"]):
    kind = "done"

    def do(self, fr: "CarryRelics", g: "Game", action: Action) -> None:
        g.pop()


class CarryRelics(Frame):
    """15.2.4 Devout Knights: moving between clearings, the Keepers may move one relic with
    each Keeper warrior they move."""

    __slots__ = ("seat", "a", "b", "left")
    rule = "15.2.4"
    clearing_fields = ("a", "b")
    choices = {"carry": (Carry(), CarryDone())}

    def __init__(self, seat: int, a: int, b: int, n: int) -> None:
        self.step = "carry"
        self.seat = seat
        self.a = a
        self.b = b
        self.left = n

    def describe(self, g: "Game") -> str:
        return f"Devout Knights: relics from {self.a + 1} to {self.b + 1}"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "devout_knights", "from": self.a + 1, "to": self.b + 1, "relics_left": self.left}

    def s_carry(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            g.pop()
            return None
        return Decision(self.seat, "carry_relics", opts,
                        f"move relics with your warriors from {self.a + 1} to {self.b + 1} ({self.left} at most)",
                        "15.2.4")


@event("delved")
class Delved(NamedTuple):
    """15.5.2.II.a: the Keepers delved a relic (now face up) from a forest into a clearing."""
    kind: str
    seat: int
    clearing: int
    forest: int
    relic: str


@event("retinue_lost")
class RetinueLost(NamedTuple):
    """15.5.2.II.b, III.c: the Keepers discarded the Retinue card of an action (-1: a
    Faithful Retainer, removed from the game)."""
    kind: str
    seat: int
    column: str
    card: int


decision_kind("setup_edge", "Where the Keepers' second four warriors go (an edge clearing by the corner)", "15.3.3")
decision_kind("keepers_encamp", "Where to encamp (a waystation, which side up), or go on", "15.4.1")
decision_kind("keepers_decamp", "Which waystation to replace with a warrior, or go on", "15.4.2")
decision_kind("keepers_recruit", "Which card to spend to recruit at a waystation, or go on", "15.4.3")
decision_kind("retinue", "Which card of the Retinue column acts next, or the next column", "15.5.2")
decision_kind("keepers_battle", "Where to battle (then delve), or delve where there is no one to battle", "15.5.2.II")
decision_kind("delve", "Which relic to delve after the battle, or none", "15.5.2.II.a")
decision_kind("move_or_recover", "Move from the card's clearing, or recover relics there", "15.5.2.III")
decision_kind("recover_more", "Recover another relic in the clearing, or end the action", "15.5.2.III.c")
decision_kind("gather_retinue", "Add cards to the Retinue or shift one, or go on", "15.6.2")
decision_kind("trophy", "The forest a removed relic goes to", "15.2.5")
decision_kind("carry_relics", "Which relics move with the Keeper warriors", "15.2.4")
action_kind("encamp", "Encamp: a waystation here, the side it shows first (encamp 5 tablet jewelry)", "15.4.1",
            (CLEARING, WORD, WORD))
action_kind("decamp", "Decamp: replace this waystation with a warrior", "15.4.2", (CLEARING, WORD, WORD))
action_kind("recruit_at", "Spend this card for two warriors at the waystation here", "15.4.3", (CLEARING, CARD))
action_kind("retinue", "Take the current Retinue column's action with this card", "15.5.2", (CARD,))
action_kind("retainer", "Take the current Retinue column's action with a Faithful Retainer", "15.5.2")
action_kind("delve", "Delve: move this relic from this forest into this clearing, face up", "15.5.2.II.a",
            (CLEARING, FOREST, WORD))
action_kind("recover", "Recover this relic in this clearing", "15.5.2.III.a", (CLEARING, WORD))
action_kind("tuck", "Add this card from hand to this Retinue column", "15.6.2", (CARD, WORD))
action_kind("shift", "Shift this Retinue card from this column to that one", "15.6.2", (CARD, WORD, WORD))
action_kind("shift_retainer", "Shift a Faithful Retainer from this column to that one", "15.6.2", (WORD, WORD))
action_kind("trophy", "Place the removed relic face up in this forest", "15.2.5", (FOREST,))
action_kind("carry", "Move this relic along with the moving warriors", "15.2.4", (WORD,))
