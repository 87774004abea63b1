"""A Rootlog game rebuilt in the engine, turn by turn (docs/rootlog.md, "Import").

For each line, a depth-first search over the legal decisions finds steps whose movements
(track.py) are exactly the line's: every atom of a step must be one of the line's atoms
not yet matched (among the next few: the line's order is roughly kept), and a turn may end
only once its line is used up. Hidden things are filled consistently:

- dice and other small random draws (a random card, a shuffle of a few items) are tried
  value by value where the default does not match;
- a card the line names as drawn is put on top of the deck before the line is searched
  (or on top of a deck reshuffled meanwhile); a card the line names in a hand that does not
  hold it is swapped, in the shuffle that dealt it, with a card of that hand the notation
  never named, and the game is replayed.

The result is a woodland record whose ``chance`` holds every random draw, so that
``woodland replay`` plays it back exactly.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from functools import cache
from itertools import permutations, product
from typing import Any, Callable, Iterator, cast

from woodland.core.actions import Action, act
from woodland.core.cards import load_deck
from woodland.core.errors import BadInput, WoodlandError
from woodland.core.faction import FACTIONS
from woodland.core.game import Game
from woodland.core.hireling import blocked_by
from woodland.core.kinds import ACTIONS, CARD, CLEARING, ITEM, ITEM_STATE
from woodland.core.landmark import LANDMARKS
from woodland.core.maps import UNSUITED
from woodland.core.record import RECORD_FORMAT, replay
from woodland.core.rng import Rng
from woodland.rootlog import notation
from woodland.rootlog.codes import (
    DECK,
    DISCARD,
    GONE,
    QDECK,
    card_key,
    data,
    faction_spec,
    item_letter,
    letters,
    name_keys,
    stands_for,
    suit_letter,
)
from woodland.rootlog.model import AVAILABLE, ITEM_SUPPLY, Atom, hireling_setup_atom, landmark_setting, snapshot
from woodland.rootlog.text import ALL, ANY_DST, ANY_SRC, HIRE
from woodland.rootlog.track import Item, Tracker, codes_for, start_seat
from woodland.rules import cards as C
from woodland.rules.advanced import Draft, SetUpLandmarks
from woodland.rules.board import clearing_suits

WINDOW = 8          # an atom of a step matches one of the line's next WINDOW atoms
EXACT = 0           # in the first search of a line: each step's atoms are the next ones, in any order
STRICT = 1          # in the second (the line's order kept): at most this many skipped
IDLE = 8            # steps in a row that move nothing (choosing an action, a count, done; a sway: its reveals)
SKIP = 4            # steps that move something while the line's first atom waits
BUDGET = 20000      # steps tried per line before giving up
MAX_VARIANTS = 256  # random outcomes tried for one step
MAX_LATER = 512  # and of the draws that only other outcomes make, or too many to try with them
BACK = 3            # a line that cannot be played: other ways of up to this many lines before
SHORT = 8           # a hidden piece's type the supply would lack for later lines: tried after the others
RETRIES = 8         # ways of earlier lines tried, in all, for a line that cannot be played
LOOK = 2000         # a way leaving out what a line may leave out: steps tried for one that does not, first
WIDE = 1000        # more atoms than a line has: a step naming no card is ranked past every card that fits
#: the decisions whose steps exhaust items only to pay (a Riverfolk service bought, 11.2.6)
PAY_BY_ITEMS = frozenset({"buy_service", "pay_service"})
FRONTIER = 24       # a line that cannot be played: the places as far into it where the oracle is asked why
PLACES = 48         # and those and the places before them in the line where the steps offered are looked at
PROBES = 600        # steps tried there, in all, to find those that would make the atom left over
PROBE_NEXT = 12     # and the answers looked at of the decision such a step leads to
SOON = 3            # a card played in a step that moves nothing, taken from the hand within as many atoms
UNSEEN = 99         # a hand whose cards dealt at setup are not written: as many unknown cards


class ImportError_(BadInput):
    """A line of the Rootlog game that no legal decisions reproduce."""

    def __init__(self, line: int, text: str, why: str, rules: list[str] | None = None,
                 later: Callable[[], tuple[str, list[str]]] | None = None) -> None:
        self.line, self.text, self.rules, self.reason = line, text, list(rules or []), why
        #: the reason and rules, worked out only for the failure reported (asking the oracle
        #: is slow, and most failures of a search are passed over: another search follows)
        self.later = later
        cite = f" (Law {', '.join(self.rules)})" if self.rules else ""
        super().__init__(f"line {line}", f"{text!r} cannot be played: {why}{cite}")

    def explained(self) -> "ImportError_":
        """The failure with its reason worked out."""
        if self.later is None:
            return self
        why, rules = self.later()
        return ImportError_(self.line, self.text, why, rules)


# -- chance ----------------------------------------------------------------------------


class World:
    """The random outcomes chosen so far: below() values and shuffle results by call number."""

    def __init__(self, identity: Callable[[int], tuple[str, str]]) -> None:
        self.values: dict[int, int] = {}
        self.shuffles: dict[int, list[Any]] = {}
        self.wanted: list[list[Any]] = []        # shuffle results wanted whatever their number
        self.partial: list[list[Any]] = []       # the same with holes (None): any of what is left
        self.wish: list[tuple[str, str]] = []    # cards wanted on top of a deck shuffled now
        self.identity = identity
        self.qwish: list[tuple[str, str]] = []   # the same for quests
        self.skip = 0                            # wished cards the old deck still gives
        #: the deck as the step began: a shuffle of it (a card shuffled into it, Spy Network)
        #: is not a new deck formed from the discard pile, and gives the wished cards first
        self.deck_then: frozenset[int] = frozenset()
        self.quests: list[tuple[str, str]] = []  # quest identities, by quest number
        #: the quest decks of the game a step is applied to (the lists themselves: an ``id``
        #: could be a new list's once they are gone): a shuffle of one (a quest conned back
        #: into it, V.10.2) puts the wished quests on top, not cards
        self.qdecks: list[list[int]] = []


class PlannedRng(Rng):
    """The game's generator during an import: planned outcomes first, then seeded ones."""

    __slots__ = ("world", "nb", "ns", "over", "sover", "outs", "calls", "script")

    def __init__(self, world: World, seed: int = 0) -> None:
        super().__init__(seed)
        self.world = world
        self.nb = self.ns = 0
        self.over: dict[int, int] = {}
        self.sover: dict[int, list[Any]] = {}
        #: each shuffle's list before and after, by number (copied when one is added)
        self.outs: dict[int, tuple[list[Any], list[Any]]] = {}
        self.calls: list[tuple[Any, ...]] | None = None
        self.script: list[int] | None = None

    def below(self, n: int) -> int:
        j = self.nb
        self.nb += 1
        v = self.over.get(j, self.world.values.get(j))
        if v is None or not 0 <= v < n:
            v = Rng.below(self, n)
        if self.calls is not None:
            self.calls.append(("b", j, n))
        if self.script is not None:
            self.script.append(v)
        return v

    def shuffle(self, seq: Any) -> None:
        k = self.ns
        self.ns += 1
        before = list(seq)
        # drawn whether or not the outcome is planned: the draws after it are the same in the
        # search (where it may not be planned yet) and in the record's replay (where it is)
        default = self._default(before, any(seq is d for d in self.world.qdecks))
        target = self.sover.get(k) or self.world.shuffles.get(k)
        if target is None or Counter(target) != Counter(before):
            wanted = (w for w in self.world.wanted if Counter(w) == Counter(before))
            target = next(wanted, None) or self._partial(before)
        planned = target is not None
        target = target or default
        self.outs = {**self.outs, k: (before, list(target))}
        if self.calls is not None:
            self.calls.append(("s", k, before, planned))  # planned: an outcome the lines ask for
        if self.script is not None:
            self.script.extend(fisher_yates(before, target))
        seq[:] = target

    def _partial(self, before: list[Any]) -> list[Any] | None:
        """A wanted outcome with holes that fits ``before``: its holes filled with what is
        left, in ``before``'s order."""
        for w in self.world.partial:
            known = Counter(x for x in w if x is not None)
            if len(w) == len(before) and not known - Counter(before):
                left = list((Counter(before) - known).elements())
                left.sort(key=before.index)
                it = iter(left)
                return [x if x is not None else next(it) for x in w]
        return None

    def _default(self, before: list[Any], quests: bool = False) -> list[Any]:
        t = before[:]
        for i in range(len(t) - 1, 0, -1):
            j = Rng.below(self, i + 1)
            t[i], t[j] = t[j], t[i]
        w = self.world
        if quests or (w.qwish and len(t) == len(w.quests)):  # the quest deck (9.3.3, V.10.2)
            return _wished_on_top(t, w.qwish, w.quests.__getitem__)
        skip = 0 if w.deck_then and w.deck_then <= set(before) else w.skip
        return _wished_on_top(t, w.wish[skip:], w.identity)

    def mark(self) -> object:
        return (self.state, self.nb, self.ns)

    def copy(self) -> "PlannedRng":
        r = PlannedRng.__new__(PlannedRng)
        r.state, r.world, r.nb, r.ns, r.over, r.sover = self.state, self.world, self.nb, self.ns, self.over, self.sover
        r.outs, r.calls, r.script = self.outs, self.calls, None
        return r


def _quest_decks(g: Game) -> list[list[int]]:
    """The factions' quest decks (the Vagabond's, 9.3.3), as the lists the game holds."""
    out = []
    for f in g.factions:
        name = (f.DATA.get("rootlog") or {}).get("quest_deck")
        if name:
            out.append(getattr(f, name))
    return out


def _outs(g: Game) -> dict[int, tuple[list[Any], list[Any]]]:
    outs: dict[int, tuple[list[Any], list[Any]]] = g.rng.outs  # type: ignore[attr-defined]
    return outs


def fisher_yates(before: list[Any], target: list[Any]) -> list[int]:
    """The draws that make Rng.shuffle turn ``before`` into ``target``."""
    seq = before[:]
    out = []
    for i in range(len(seq) - 1, 0, -1):
        j = next(x for x in range(i + 1) if seq[x] == target[i])
        out.append(j)
        seq[i], seq[j] = seq[j], seq[i]
    return out


def _wished_on_top(deck: list[Any], wish: list[tuple[str, str]],
                   identity: Callable[[int], tuple[str, str]]) -> list[Any]:
    """The cards wished for put on top (the end of the list), the first wished last."""
    if not wish or not all(isinstance(c, int) for c in deck):
        return deck
    rest = list(deck)
    top: list[int | None] = [None] * len(wish)
    # named ones first: one wished by its suit alone (a quest, ``M#Q->$``) takes another
    for i in sorted(range(len(wish)), key=lambda i: not wish[i][1]):
        c = next((c for c in rest if _fits(identity(c), wish[i])), None)
        if c is not None:
            rest.remove(c)
            top[i] = c
    return rest + [c for c in top[::-1] if c is not None]


# -- matching --------------------------------------------------------------------------


def _item_place(loc: str) -> tuple[str, str, str] | None:
    """An item's place on a board: the board, the area (none in a Crafted Items box) and the
    state (``V$sr``: the satchel, face up; ``P$``, ``P$e``: a box, face up, exhausted)."""
    if loc[1:2] != "$" or len(loc) > 4 or "_" in loc:
        return None
    if len(loc) == 4:
        return loc[:2], loc[2], loc[3]
    return loc[:2], "", loc[2:] or "r"


def _loc_item(engine: str, src_engine: str, pat: str) -> bool:
    """Whether an item's place (engine) is the written one (``pat``: ``?`` any area or state,
    ``=`` the one it came from, any if it came from where items have none: ``%b12->t``)."""
    if engine == pat:
        return True
    e = _item_place(engine)
    if len(pat) != 4 or pat[1] != "$" or e is None or e[0] != pat[:2]:
        return False
    s = _item_place(src_engine) or ("", "", "")  # from a clearing (a ruin): no area, no state
    return all(p == x or p == "?" or (p == "=" and (x == y or not x or not y))
               for p, x, y in zip(pat[2:], e[1:], s[1:]))


def compatible(e: Atom, w: Atom) -> bool:
    """Whether the engine's atom ``e`` is what the written atom ``w`` says (``w`` may leave
    a card's suit or name, or an item's area or state, unsaid)."""
    if e == w:
        return True
    if e[0] != w[0]:
        return False
    if e[0] in ("c", "q"):
        return (not w[1] or w[1] == e[1]) and (not w[2] or w[2] == e[2]) \
            and (w[3] == e[3] or (w[3] == ANY_SRC and e[3] in (DECK, AVAILABLE, QDECK))) \
            and (w[4] == e[4] or (w[4] == ANY_DST and e[4] in (DISCARD, AVAILABLE, GONE)))
    if e[0] == "p":  # a pawn's start is never written; a board stands for its parts
        if e[1] == "" and stands_for("", w[2], e[2]):  # the map's own piece (the ferry), written as the player's:
            return (w[3] == "" or _on(e[3], w[3])) and _on(e[4], w[4])  # one piece, its start may go unsaid too
        if e[2] == "p":
            return w[3] == "" and e[:3] == w[:3] and e[4] == w[4]
        return e[1] == w[1] and stands_for(w[1], w[2], e[2]) and _on(e[3], w[3]) and _on(e[4], w[4])
    if e[0] == "s":  # one of a faction's own cards on its board (a minister swayed: #name->$);
        # a hireling hired without its control markers written (``h_E->A$``, V2.8)
        return e[1] == w[1] and ((w[2] == "#" and e[2] == "#" + w[3] and e[3] == w[3])
                                 or (w[2] == e[2] == HIRE and w[3].endswith("$") and e[3].startswith(w[3])))
    if e[0] == "z":  # a card crafted; Partisans of the suit written, if it is (``Zrpart``, R488, R499)
        return w[1] == e[1] and (len(w) < 3 or len(e) < 3 or w[2] == e[2])
    if e[0] == "i":
        return w[1] in (e[1], "_") and _loc_item(e[2], e[2], w[2]) and \
            (w[3] == e[3] or (w[3] == "" and e[3] == GONE) or _loc_item(e[3], e[2], w[3]))
    return False


def fits_all(e: Atom, w: Atom) -> bool:
    """Whether the engine's atom ``e`` is one of the written ``(ALL, pattern)``: a card of a
    board discarded (``$_->``: the Decree, 7.7), a setting of the faction set to the value
    (``$_->3``: every price, 11.2.2), an item where ``%_`` says."""
    if w[0] != ALL:
        return False
    p = w[1]
    if p[0] == "c":
        return e[0] == "c" and e[3].startswith(p[3]) and e[4] in (DISCARD, AVAILABLE, GONE)
    if p[0] == "s":
        return e[0] == "s" and e[1] == p[1] and e[3] == p[3] and not e[2].startswith("#")
    return compatible(e, p)


def done(rest: tuple[Atom, ...] | list[Atom]) -> bool:
    """Whether what is left of a line may end it: nothing, or ``(ALL, ...)`` atoms (all of
    something moved: all there was, maybe none)."""
    return all(w[0] == ALL for w in rest)


def _fits(ident: tuple[str, str], want: tuple[str, str]) -> bool:
    """Whether a card is the one wanted: its suit and name (a name may be left out), or,
    for ``("", "%b")``, any card that crafts that item."""
    if want[1].startswith("%"):
        return _items_crafted().get(ident[1]) == want[1][1:]
    if ident[1] == "dom" and not want[1]:  # planned: a card written by its suit is not a dominance card
        return False
    return (not want[0] or ident[0] == want[0]) and (not want[1] or ident[1] == want[1])


@cache
def _items_crafted() -> dict[str, str]:
    """Rootlog card name -> the letter of the item it crafts, in every deck."""
    return {card_key(c.name): item_letter(c.item) for d in data()["decks"] for c in load_deck(d).cards if c.item}


def _hospital(e: Atom, w: Atom) -> bool:
    """Pieces removed that the spec writes as moved to where they are placed again (6.2.3
    Field Hospitals: ``2Cw9->2``; a relic removed by an enemy, placed in a forest, 15.2.5:
    ``Kt_f9->2_3_7_12``): the removal matches the start of that move."""
    return e[0] == w[0] == "p" and e[2] not in ("p", "") and stands_for(w[1], w[2], e[2]) and e[4] == "" \
        and e[1] == w[1] and e[3] == w[3] and re.fullmatch(r"\d+(?:_\d+)*", w[4]) is not None


def _on(engine: str, written: str) -> bool:
    """A piece's place as written: a board (``O$``) holds its boxes (``O$_p``, 11.2)."""
    return engine == written or (written.endswith("$") and engine.startswith(written + "_"))


def _sequence(a: Atom) -> tuple[Any, ...] | None:
    """What an atom overwrites, where the order of a line matters: a pawn's place (its start
    is never written), a setting's value."""
    if a[0] == "p" and a[2] == "p":
        return ("p", a[1])
    if a[0] == "s":
        return a[:3]
    return None


def _ordered_head(e: Atom, rest: list[Atom], win: int) -> int:
    """How far into ``rest`` the engine's atom ``e`` may be matched: within the window, and
    not past a written atom of the same sequence (two pawn moves are matched in their order)."""
    seq = _sequence(e)
    if seq is None:
        return win
    return next((j + 1 for j, w in enumerate(rest[:win]) if _sequence(w) == seq), win)


def _clearings(a: Atom) -> list[str]:
    """Every clearing an atom names (a forest and a path name theirs: ``1_2_5_10``)."""
    where = {"p": a[3:5], "x": a[3:4], "f": a[3:4], "w": a[2:4], "k": a[1:2]}.get(a[0], ())
    return [c for x in where if isinstance(x, str) for c in x.split("_") if c.isdigit()]


@cache
def _clearing_args(kind: str, n: int, of: str = CLEARING) -> tuple[int, ...]:
    """The places of an action's arguments that are clearings (or of the type ``of``) in
    every shape of its kind with ``n`` arguments (core/kinds.py)."""
    shapes = [s for s in ACTIONS[kind].shapes if len(s) == n] if kind in ACTIONS else []
    return tuple(i for i in range(n) if shapes and all(s[i] == of for s in shapes))


def _spent(a: Atom, letter: str) -> tuple[str, str] | None:
    """The card an atom takes from the hand ``letter`` (discarded, given, crafted), as
    (suit, name); the suit ``""`` if the line does not write it."""
    if a[0] == "c" and a[3] == letter and a[2]:
        return (a[1], a[2])
    if a[0] == "z" and not a[1].startswith("%"):
        return (a[2] if len(a) > 2 else "", a[1])
    return None


def _names_any(cards: set[tuple[str, str]], wanted: list[tuple[str, str]]) -> bool:
    return any(n == w[1] and w[0] in ("", s) for s, n in cards for w in wanted)


def _target(a: Atom) -> str:
    """The clearing an atom is about, if any: where a piece goes (or leaves, if removed), a
    battle is, a piece flips."""
    if a[0] == "p":
        where = a[4] if a[4].isdigit() else a[3]
    else:
        where = a[3] if a[0] in ("x", "f") else ""
    return where if where.isdigit() else ""


def _all_set(g: Game, t: Tracker, rest: list[Atom]) -> bool:
    """Whether every ``$_->3`` left of a line holds as it ends: the faction's settings (every
    price, 11.3.5, 11.6.2) have that value, set or kept (a price already at 3 is not set
    again), not only those the line changed."""
    want = [w[1] for w in rest if w[0] == ALL and w[1][0] == "s"]
    if not want:
        return True
    now = snapshot(g, t.codes).settings
    return all(v == p[3] for p in want for (who, key), v in now.items() if who == p[1] and not key.startswith("#"))


def _placed_by_craft(g: Game, t: Tracker, items: list[Item], rest: list[Atom]) -> list[Atom]:
    """An item crafted (``Z%t``) goes where the rules put it (a Vagabond's tea face up on its
    track, 9.2.5.I); a person writes it then moved there (``Z%t/++2/%t->t``): the line's next such move
    of that item, on the crafter's board to another area, where the item now is in the state
    written, is done by the craft. An item flipped where it lies (``%fN$sr->se``: the Knaves
    exhausting boots later in the turn, 18.5.1.IV; ``%xV$sr->se``: a crossbow just crafted,
    exhausted for an Aid, 9.5.4) is a later move of the item, not the craft's."""
    made = [str(x[1])[1:] for x in items if x[0] == "z" and str(x[1]).startswith("%")]
    if not made:
        return rest
    have = snapshot(g, t.codes).items
    out = list(rest)
    for letter in made:
        j = next((j for j, w in enumerate(out[:WINDOW]) if w[0] == "i" and w[1] == letter
                  and len(w[3]) == 4 and w[3][2] not in "?=" and w[2][:2] == w[3][:2] and w[2][2] != w[3][2]
                  and any(have[(letter, w[3][:3] + st)] > 0 for st in ("re" if w[3][3] in "?=" else w[3][3]))), -1)
        if j >= 0:
            out.pop(j)
    return out


def _held(loc: str) -> bool:
    """A hand (``A``) or the cards on a faction's board (``A$``: the Alliance's supporters),
    which the cards dealt may be swapped to hold."""
    return len(loc) in (1, 2) and loc[0].isupper() and loc[1:] in ("", "$")


def _decision(g: Game) -> tuple[Any, ...]:
    """The decision asked: who, what, the choices, and the step each procedure is at (the
    same card window asked again later in the phase is not the step where it was: the
    Diaspora's Birdsong offers Swap Meet before its craft and again after Rally or
    Reconcile, 16.4; a Settle that does nothing comes back to the same step, 16.5)."""
    p = g.pending
    steps = tuple((type(fr).__name__, getattr(fr, "step", None)) for fr in g.stack)
    return (p.seat, p.kind, tuple(p.options), steps) if p is not None else ()


def _drawn(e: Atom) -> bool:
    return e[0] == "c" and e[3] == DECK


def _before_discard(e: Atom, rest: list[Atom], head: int) -> int:
    """How far a card drawn (``e``) may be matched in a line's own order: not past a card
    written as discarded before it (had it been discarded later, a deck running out at this
    draw would be formed without it, 2.1); the card itself, drawn and discarded at once (the
    Alliance's supporter drawn by Outrage and discarded, 8.2.5, 8.2.6), is not before it."""
    return next((j for j, w in enumerate(rest[:head])
                 if w[0] == "c" and w[4] in (DISCARD, ANY_DST) and not compatible(e, w)), head)


def _crafted_from(e: Atom, items: list[Item]) -> bool:
    """The card an item was crafted from, discarded: written by woodland, not by the spec
    (whose ``Z%s`` says it), so a line without it is read too."""
    return e[0] == "c" and e[4] == DISCARD and any(x[0] == "z" and str(x[1]).startswith("%") for x in items)


def _spent_to_craft(e: Atom, items: list[Item]) -> bool:
    """An item of a board exhausted in a step that crafts (a Vagabond's hammers, 9.5.8): the
    craft says it (``Z%x``; R488), a line may leave it out."""
    return e[0] == "i" and len(e[2]) == 4 and len(e[3]) == 4 and e[2][:2] == e[3][:2] \
        and e[2][3] == "r" and e[3][3] == "e" and any(x[0] == "z" for x in items)


def _flipped_away(e: Atom, items: list[Item]) -> bool:
    """A piece removed as soon as it is flipped (a bomb, 13.4.2): the spec's flip says it."""
    return e[0] == "p" and e[4] == "" and any(x[0] == "f" and x[1] == e[1] and x[3] == e[3] and x[4] == e[2]
                                              for x in items)


def _related(rule: str, other: str) -> bool:
    """Whether two rule ids are of one section (14.5 and 14.5.1, 15.5.1 and 15.5.2: steps of
    one part of a turn)."""
    return rule.split(".")[:2] == other.split(".")[:2]


def _alike(x: Atom, a: Atom) -> int | None:
    """Whether the engine's atom ``x`` is the written ``a`` (-1), or is it but in one place,
    and maybe where on a board it goes, which may follow from it (the index of that place:
    ``w4->`` for ``w2->``, 3; ``%bd->t``, a bag repaired to its track, for ``%fd->s``, 1);
    else None."""
    if x[0] != a[0] or len(x) != len(a):
        return None
    if compatible(x, a):
        return -1
    # where it goes may differ only between two places of one board (not a clearing)
    board = isinstance(x[-1], str) and x[-1][1:2] == "$" and x[-1][:2] == a[-1][:2]
    for dst in (False, True)[:1 + board]:
        for i in range(1, len(a) - dst):
            b = a[:i] + (x[i],) + a[i + 1:]
            if x[i] != a[i] and compatible(x, b[:-1] + (x[-1],) if dst else b):
                return i
    return None


def _unwritten(made: list[Atom], rest: tuple[Atom, ...]) -> Atom | None:
    """An atom of a step (``made``) that no atom of the line left (``rest``) writes, and
    that a line may not leave out (``optional``; a point, which a line may write later)."""
    return next((y for y in made if not optional(y) and y[0] != "v" and not any(compatible(y, w) for w in rest)),
                None)


def _unwritten_point(made: list[Atom], rest: tuple[Atom, ...]) -> Atom | None:
    """A point a step scores (``++``) when what is left of the line writes none for that
    faction (a building's point, 6.5.4, that the line leaves out)."""
    return next((y for y in made if y[0] == "v" and not any(w[0] == "v" and w[1] == y[1] for w in rest)), None)


def _within(asked: str, rule: str) -> bool:
    """Whether ``rule`` is the rule of the decision asked or a section holding it (12.5 or
    12.5.2 where 12.5.2 asks: "the game asks Parliament now"; 14.5 where 14.5.1 asks: a step
    to take first), not a rule of its own (12.5.1, 9.5.7 where 9.5.4 asks)."""
    return asked == rule or asked.startswith(rule + ".")


def _exposed(removed: Atom, letter: str, before: list[Atom]) -> bool:
    """Whether a face-down piece removed may have been guessed by an enemy (Exposure, 13.2.4:
    on the enemy's turn, not in a battle there)."""
    return letter != removed[1] and not any(x[0] == "x" and x[2] == removed[1] and x[3] == removed[3]
                                            for x in before)


def _left_in_segment(items: list[Item]) -> list[int]:
    """For each atom of a step, how many of the step's atoms from it on belong to the same
    line (up to the next turn marker): in the exact search, how far into the line it may be
    matched (a step's atoms are the line's next ones, in any order)."""
    out: list[int] = []
    n = 0
    for it in reversed(items):
        n = 0 if it[0] == "#" else n + 1
        out.append(n)
    return out[::-1]


def _takes_head(node: "Node", kid: "Node") -> bool:
    """Whether a step matched the line's first atom left (or ended the line): the step the
    line most likely writes next, whatever else it matched further on."""
    if kid.idx > node.idx:
        return True
    if not node.rest:
        return False
    head = node.rest[0]
    return kid.rest.count(head) < node.rest.count(head)


@cache
def _deck_names() -> frozenset[str]:
    """The Rootlog names of the cards of every deck woodland has."""
    return frozenset(card_key(c.name) for d in data()["decks"] for c in load_deck(d).cards)


@cache
def _known_names() -> frozenset[str]:
    """Every name a line may give a card: the decks' (the frog cards among them) and their
    abbreviations, and the factions' own cards (ministers, quests, the Faithful Retainers)."""
    names = set(_deck_names()) | set(name_keys()) | set(name_keys().values())
    for key, f in FACTIONS.items():
        for v in f.DATA.values():
            if isinstance(v, list) and v and isinstance(v[0], dict) and "name" in v[0]:
                names |= {card_key(d["name"]) for d in v}
        names |= set((faction_spec(key).get("retainer_card") or ["", ""])[1:])
    return frozenset(names)


def _paid(e: Atom, spent: Counter[tuple[str, str, str]]) -> bool:
    """Whether the engine's atom ``e`` is a piece its owner removed from a clearing to pay
    (the step spent it: wood for a building, 6.5.4.II), one not yet accounted for."""
    return e[0] == "p" and e[4] == "" and spent[e[1], e[2], e[3]] > 0


def _boxed(e: Atom) -> tuple[str, str, str, bool] | None:
    """For a piece taken out of a box of a board to the supply, or put into one from the
    supply: its owner, code, board and which (True: taken out); else None."""
    if e[0] != "p" or (e[3] == "") == (e[4] == ""):
        return None
    box = e[3] or e[4]
    return (e[1], e[2], box[:2], bool(e[3])) if box[1:2] == "$" else None


def _between_boxes(items: list[Item]) -> Counter[tuple[str, str, str, bool] | None]:
    """R498: the pieces of a step that left one box of a board while as many of the same came
    into another box of that board (the Riverfolk's Payments gathered into Funds, 11.4.3,
    another player's warriors among them), which a line may leave out: how many, each way."""
    n = Counter(_boxed(it) for it in items)
    out: Counter[tuple[str, str, str, bool] | None] = Counter()
    for k in n:
        if k is not None and k[3]:
            out[k] = out[(*k[:3], False)] = min(n[k], n[(*k[:3], False)])
    return out


def _exhausted(e: Atom) -> bool:
    """Whether the engine's atom ``e`` is an item exhausted where it lies (``%x->e``)."""
    if e[0] != "i":
        return False
    a, b = _item_place(e[2]), _item_place(e[3])
    return a is not None and b is not None and a[:2] == b[:2] and a[2] == "r" and b[2] == "e"


def _unpaid(e: Atom, filled: tuple[tuple[int, Atom], ...]) -> bool:
    """Whether the engine's atom ``e`` refreshes an item that a filled payment exhausted
    (R497: a line that leaves the payment out leaves its refresh out too)."""
    if e[0] != "i" or not _exhausted(("i", e[1], e[3], e[2])):
        return False
    paid = sum(1 for _, f in filled if _exhausted(f) and f[1] == e[1] and f[3] == e[2])
    back = sum(1 for _, f in filled if f[0] == "i" and not _exhausted(f) and f[1] == e[1] and f[2] == e[2])
    return paid > back


def optional(e: Atom) -> bool:
    """What Rootlog does not write and woodland does (docs/rootlog.md, extensions), read
    from a line that leaves it out: a move between two boxes of one board (the Riverfolk's
    funds committed, 11.5), an item from the supply (a Vagabond's starting items, 9.3.3;
    the ruins', 9.3.4), a quest drawn face up (9.3.3, 9.5.2), an exhausted item of a Crafted
    Items box refreshed as the turn begins (``%sP$e->r``), an item crafted from the Legendary
    Forge's card (``%h_forge->A$``, R401: its ``Z%h`` says the craft), a dominance card
    leaving the Lost Souls (written as the discard pile) to be available (10.4.2), the building in the
    Elder Treetop's slot (``treetop->Cb_s``, R482: the placements say it, R373), a card put on
    a hireling's card or taken back from it (the Mole Artisans' revealed cards, H.2.2, R541:
    V2.8 writes the craft alone, ``Z%b``)."""
    return (e[0] == "p" and e[3][:2] == e[4][:2] and e[3][1:2] == "$") \
        or (e[0] == "c" and (e[3].startswith("h_") or e[4].startswith("h_"))) \
        or (e[0] == "i" and (e[2] == ITEM_SUPPLY or (len(e[2]) == 3 and e[3] == e[2][:2]))) \
        or (e[0] == "i" and e[2].startswith("_") and e[3][1:2] == "$") \
        or (e[0] == "q" and e[3] == QDECK) \
        or (e[0] == "c" and e[3] == DISCARD and e[4] == AVAILABLE) or landmark_setting(e)


def set_up_by_itself(e: Atom) -> bool:
    """What a faction's setup does with no decision and a person's setup line may leave out:
    relationships set to Indifferent (9.3.6); warriors from the supply onto the faction's
    own board (the Riverfolk's starting funds, 11.3.4: ``3w->$``, R485)."""
    return (e[0] == "s" and e[3] == "0") or (e[0] == "p" and e[3] == "" and e[4][:2] == e[1] + "$")


@dataclass
class Node:
    g: Game
    tracker: Tracker
    idx: int
    rest: tuple[Atom, ...]
    path: tuple[str, ...]
    idle: int = 0
    skipped: int = 0  # steps that moved something while the line's first atom waits
    skew: int = 0     # how far from the head of the line this step's atoms were matched
    omitted: int = 0  # the atoms of the steps so far that a line may leave out and this one did
    anchor: Any = None  # the decision where the steps that moved nothing before this one began
    filled: tuple[tuple[int, Atom], ...] = ()  # payments the lines leave out, filled (--fill-payments, R496)
    parent: "Node | None" = None  # the place before this step, in this line (to explain a line that fails)


class Importer:
    def __init__(self, text: str, budget: int = BUDGET, fill_payments: bool = False) -> None:
        self.log = notation.parse(text)
        self.fill_payments = fill_payments
        #: the payments filled in, as warnings naming their lines (R496)
        self.warnings: list[str] = []
        if not self.log.turns:
            raise notation.NotationError(1, "no turns: a game starts with each faction's setup line")
        self.setup = self.log.setup()
        self.budget = budget
        self.window = WINDOW
        deck = load_deck(self.setup["deck"])  # type: ignore[arg-type]
        self.world = World(lambda c: (suit_letter(deck.cards[c].suit), card_key(deck.cards[c].name)))
        self._check_deck(deck)
        self.keys = self.log.keys()  # the factions by seat (drafted: as the lines say they were chosen, A.8.3)
        self.world.quests = quest_identities(self.keys)
        self._plan_draft()
        self.actions: list[str] = []
        self.rest = [list(t.atoms) for t in self.log.turns]
        self.g, self.tracker = self._build()
        self._plan_landmark_takes()
        self.expect = self._expected_flips()
        #: every card a line names as drawn, by suit and name
        self.named = {(a[1], a[2]) for t in self.log.turns for a in t.atoms
                      if a[0] == "c" and a[1] and a[2] and a[3] == ANY_SRC}
        self._plan_floods()
        self.unsuited = self._plan_board_landmarks()
        if self.log.suits:
            self._plan_suits()
        self._check_board_landmarks()
        self._plan_forests()
        self._plan_ruins()
        self._landmarks()
        self._hirelings()
        self._plan_dealt()

    # -- building ------------------------------------------------------------------------
    def _build(self, rng: PlannedRng | None = None) -> tuple[Game, Tracker]:
        g = Game.new(self.setup, 0, rng=rng or PlannedRng(self.world))
        t = Tracker(g, codes_for(g, self.keys))
        for a in self.actions:
            t.apply(g, g.parse(a))
        return g, t

    def _check_deck(self, deck: Any) -> None:
        """A card a line names that is another deck's and not this game's (the ``Deck:`` line:
        ``S&D``, R480) is reported on its line, before the search."""
        mine = {card_key(c.name) for c in deck.cards}
        others = _deck_names() - mine
        name = data()["decks"].get(self.setup["deck"], self.setup["deck"])
        for t in self.log.turns:
            bad = next((a for a in t.atoms if a[0] == "c" and a[1] and a[2] in others), None)
            if bad is not None:
                raise ImportError_(t.number, t.text, f"{bad[1]}#{bad[2]} is not a card of the {name} deck "
                                   "(the 'Deck:' line)", ["A.2"])

    def _plan_draft(self) -> None:
        """A drafted game (A.8): the faction setup cards of the ``Pool:`` line dealt in its
        order (A.8.2: the militant card first; the last one locked if an insurgent, A.8.2.II)."""
        pool = [letters()[x] for x in self.log.pool]
        if not pool:
            return
        militant = [k for k in pool if FACTIONS[k].militant]
        if not militant:
            raise ImportError_(self.log.turns[0].number, "Pool: " + "".join(self.log.pool),
                               "a draft deals a militant faction first", ["A.8.2"])
        first = pool[0] if pool[0] in militant else militant[0]
        dealt = [k for k in pool if k != first]
        kept_out = blocked_by(cast(list[str], self.setup.get("hirelings") or []))  # A.6.5
        every = [k for k in cast(list[str], self.setup["draft"]) if k not in kept_out]
        two = len(self.keys) == 2 and not self.setup.get("keep_insurgents")  # A.8.2.I
        rest = [k for k in every if k != first and (FACTIONS[k].militant or not two)]
        self.world.wanted += [[k for k in every if FACTIONS[k].militant and k != first] + [first],
                              [k for k in rest if k not in dealt] + dealt[::-1]]

    def _plan_dealt(self) -> None:
        """A drafted game: what is dealt at random beside the faction setup cards (A.8.2.III-IV:
        a Vagabond's character, the Knaves' Captain cards) is what the setup lines name
        (``#ranger->$``, ``$_ronin->up``): each random draw after the cards' deal is given the
        outcome that deals most of those names (a draw's values; a shuffle's named ones first
        or last)."""
        if not self.log.pool:
            return
        rng = PlannedRng(self.world)
        rng.calls = []
        self._build(rng)
        pool = set(cast(list[str], self.setup["draft"]))
        cards = [i for i, c in enumerate(rng.calls) if c[0] == "s" and set(c[2]) <= pool]
        best = self._dealt_score(self.g)
        for c in rng.calls[cards[-1] + 1:] if cards else ():
            for plan in self._outcomes(c):
                old = (dict(self.world.values), dict(self.world.shuffles))
                (self.world.values if c[0] == "b" else self.world.shuffles)[c[1]] = plan
                g, t = self._build()
                score = self._dealt_score(g)
                if score > best:
                    best, self.g, self.tracker = score, g, t
                else:
                    self.world.values, self.world.shuffles = old
        self.g, self.tracker = self._build()

    def _outcomes(self, call: tuple[Any, ...]) -> list[Any]:
        """The outcomes of a random draw tried for what is dealt: every value, or a shuffle
        with the names the lines use first, or last."""
        if call[0] == "b":
            return list(range(call[2]))
        named = {x for t in self.log.turns[:len(self.log.players)] for a in t.atoms if a[0] == "s" for x in a[2:4]}
        before = list(call[2])
        if not all(isinstance(x, str) for x in before):
            return []
        front = [x for x in before if x in named] + [x for x in before if x not in named]
        back = [x for x in before if x not in named] + [x for x in before if x in named]
        return [front, back]

    def _dealt_score(self, g: Game) -> int:
        """How many of the names the setup lines' settings use are dealt beside the cards of
        the factions they are (A.8.2.III-IV)."""
        fr = next((f for f in g.stack if isinstance(f, Draft)), None)
        if fr is None:
            return 0
        out = 0
        for t in self.log.turns[:len(self.log.players)]:
            named = {x for a in t.atoms if a[0] == "s" for x in a[2:4]}
            out += len(named & set(fr.dealt.get(letters()[t.letter], ())))
        return out

    def _legal(self, g: Game) -> list[Action]:
        """The legal decisions, a draft's choice (A.8.3) being the faction the lines say."""
        acts = g.legal_actions()
        p = g.pending
        if p is not None and p.kind == "draft_faction":
            acts = [a for a in acts if a.args and a.args[0] == self.keys[p.seat]]
        return acts

    def _landmarks(self) -> None:
        """The landmark cards of the ``Landmarks:`` line (A.5), dealt in an order whose
        placements are legal (the first dealt is set up first, A.5.3) and set up where it says."""
        marks = dict(self.log.dealt_landmarks())
        if not marks:
            return
        for order in permutations(marks):
            self.world.wanted.append(list(order))
            self.g, self.tracker = self._build()
            self.world.wanted.pop()
            done = self._place_landmarks(marks)
            if done is not None:
                self.world.shuffles.update({k: after for k, (_, after) in _outs(self.g).items()})
                self.actions += done
                self.g, self.tracker = self._build()
                return
        where = ", ".join(f"{LANDMARKS[k].title} in {c}" for k, c in marks.items())
        raise ImportError_(self.log.landmark_line, "Landmarks", f"cannot set up {where} (A.5.3)", ["A.5.3"])

    def _place_landmarks(self, marks: dict[str, str]) -> list[str] | None:
        """The decisions that set up each landmark where ``marks`` says, or None."""
        codes, g = self.tracker.codes, self.g.clone()
        out = []
        while g.pending is not None and g.pending.kind == "setup_landmark":
            fr = next(f for f in reversed(g.stack) if isinstance(f, SetUpLandmarks))
            try:
                a = act("landmark", (codes.clearing_index(marks[fr.todo[0]]) + 1,))
            except (KeyError, ValueError):
                return None
            if a not in g.legal_actions():
                return None
            g.apply(a)
            out.append(str(a))
        return out

    def _hirelings(self) -> None:
        """The hirelings' setup (A.6.3, before the factions'), which V2.8 writes on the
        ``Hirelings:`` line without who placed what: each decision, the first that places
        pieces the line names."""
        want = list(self.log.hireling_setup)
        for x in self.tracker.initial(self.g):  # placed before any decision (one in each clearing)
            j = next((j for j, w in enumerate(want) if hireling_setup_atom(x) and compatible(x, w)), -1)
            if j >= 0:
                want.pop(j)
        rolled: dict[int, int] = {}  # the setup's die rolls that match the placements so far
        while want:
            found = None
            for over in [rolled, *self._setup_rolls(rolled)]:  # the rolls so far, else other rolls
                try:
                    g, tracker = self._build_with(over) if over is not rolled else (self.g, self.tracker)
                except WoodlandError:  # rolls the placements already made do not allow
                    continue
                found = self._hireling_step(g, tracker, want)
                if found is not None:
                    rolled = over
                    break
            if found is None:
                raise ImportError_(self.log.hireling_line, "Hirelings", "the hirelings' setup cannot be placed as "
                                   "written (A.6.3)", ["A.6.3"])
            a, self.g, self.tracker, want = found
            self.actions.append(str(a))
        self.world.values.update(rolled)

    def _hireling_step(self, g: Game, tracker: Tracker, want: list[Item]) -> tuple[Action, Game, Tracker,
                                                                                    list[Item]] | None:
        """The setup decision of ``g`` that places hireling pieces the ``Hirelings:`` line
        names (``want``), with the game after it and what is still wanted."""
        for a in g.legal_actions() if g.pending is not None and g.phase == "setup" else ():
            h, t = g.clone(), tracker.copy()
            try:
                items = [x for x in t.apply(h, a) if hireling_setup_atom(x)]
            except WoodlandError:
                continue
            left = list(want)
            for x in items:
                j = next((j for j, w in enumerate(left) if compatible(x, w)), -1)
                if j < 0:
                    break
                left.pop(j)
            else:
                if items:
                    return a, h, t, left
        return None

    def _build_with(self, over: dict[int, int]) -> tuple[Game, Tracker]:
        """The game so far built again with the draws ``over`` (call number -> value)."""
        rng = PlannedRng(self.world)
        rng.over = over
        g = Game.new(self.setup, 0, rng=rng)
        t = Tracker(g)
        for a in self.actions:
            t.apply(g, g.parse(a))
        return g, t

    def _setup_rolls(self, rolled: dict[int, int]) -> list[dict[int, int]]:
        """Other outcomes of the die rolls the setup has made so far (``rolled``: as they
        are now) and no line plans (the Spring Uprising's uprising die, A.6.3, rolled before
        its warriors are placed): the placements the ``Hirelings:`` line writes show which
        were rolled (R335)."""
        rng = PlannedRng(self.world)
        rng.over = rolled
        rng.calls = []
        g = Game.new(self.setup, 0, rng=rng)
        for a in self.actions:
            g.apply(g.parse(a))
        rolls = [c for c in rng.calls if c[0] == "b" and c[1] not in self.world.values]
        first, used = _variants(rng, rolls)
        return [over for over, _s in first] if len(used) == len(rolls) else []

    def _plan_floods(self) -> None:
        """The Marsh's clearings the ``Flooded:`` line names (R316), one of each flood group,
        chosen at random at setup (M.5.1.I): the first random choices of the game."""
        groups = self.g.map.flood_groups
        if self.g.map.unflooded and self.log.flooded:  # R481
            raise ImportError_(1, "Flooded: " + ", ".join(self.log.flooded),
                               f"with {self.g.n} players nothing floods ('Flooded: none')", ["M.5.1.II"])
        if groups and self.log.unflooded:
            raise ImportError_(1, "Flooded: none", f"with {self.g.n} players one clearing of each flood group "
                               "floods (the 'Flooded:' line names them)", ["M.5.1.I"])
        if not groups or not self.g.map.flooded:
            return
        want = [x.lower() for x in self.log.flooded]
        for j, group in enumerate(groups):
            k = next((i for i, name in enumerate(group) if name.lower() in want), None)
            if k is None:
                raise ImportError_(1, "Flooded: " + ", ".join(self.log.flooded),
                                   f"the Marsh floods one of {' or '.join(group)} (a 'Flooded:' line names it)",
                                   ["M.5.1.I"])
            self.world.values[j] = k
        self.g, self.tracker = self._build()
        if sorted(x.lower() for x in self.g.map.flooded) != sorted(want):
            raise ImportError_(1, "Flooded: " + ", ".join(self.log.flooded),
                               "name one clearing of each flood group", ["M.5.1.I"])

    def _plan_board_landmarks(self) -> dict[int, str]:
        """The landmarks the board places in the clearings left without a suit marker (the
        Marsh with more players than flood it, M.5.1.II), dealt to them at random (R470): as
        the ``Landmarks:`` line says (R481). Clearing -> landmark."""
        board = self.log.board_landmarks()
        if not board:
            return {}
        codes = self.tracker.codes
        written = dict(self.log.landmarks)
        names = ", ".join(LANDMARKS[k].title for k in board)
        where: dict[int, str] = {}
        for k in board:
            try:
                where[codes.clearing_index(written[k])] = k
            except (KeyError, ValueError):
                raise ImportError_(self.log.landmark_line or 1, "Landmarks",
                                   f"with {self.g.n} players the board places {names} in the clearings without a "
                                   "suit marker: the 'Landmarks:' line names where", ["M.5.1.II"]) from None
        if len(where) < len(board):
            raise ImportError_(self.log.landmark_line, "Landmarks", f"{names} stand in three clearings",
                               ["M.5.1.II"])
        self.world.wanted.append([where[c] for c in sorted(where)])  # dealt to them in the map's order
        return where

    def _check_board_landmarks(self) -> None:
        """The board's landmarks stand where the ``Landmarks:`` line says (R481)."""
        if self.unsuited and {c: k for k, c in self.g.landmarks.items() if k in self.unsuited.values()} \
                != self.unsuited:
            where = ", ".join(f"{LANDMARKS[k].title} in {self.tracker.codes.clearing(c)}"
                              for c, k in sorted(self.unsuited.items()))
            raise ImportError_(self.log.landmark_line, "Landmarks", f"{where}: the clearings without a suit "
                               "marker are the others (the 'Clearings:' line)", ["M.5.1.II"])

    def _plan_suits(self) -> None:
        codes = self.tracker.codes
        try:
            want = [self.log.suits[codes.numbers[c]] for c in range(self.g.map.board_n)]
        except KeyError:
            raise ImportError_(1, "Clearings", "the suit of every clearing is needed") from None
        for c, key in self.unsuited.items():  # no suit marker: the landmark's suit is the clearing's (R470)
            suit = getattr(LANDMARKS[key], "suit", "")
            if want[c] != suit:
                raise ImportError_(1, "Clearings", f"clearing {codes.clearing(c)} holds {LANDMARKS[key].title}: "
                                   f"its suit is {suit}, not {want[c]}", ["M.5.1.II"])
            want[c] = UNSUITED
        if not self.g.map.random_suits:
            return
        self.world.wanted.append(want)
        self.g, self.tracker = self._build()

    def _plan_ruins(self) -> None:
        """The items under the ruins (9.3.4; two each with two Vagabonds, 9.7.1) as the setup
        lines write them (``%b~->10``): wanted from the shuffle that deals them, one ruin after
        another in the map's order (too many outcomes for a step to try them all); else as
        the later lines take them from the ruins (``%b12->t``)."""
        codes = self.tracker.codes
        names = {v: k for k, v in data()["items"].items()}
        under: dict[int, list[str]] = {}
        for atoms in self.rest[:len(self.log.players)]:
            for a in atoms:
                if a[0] == "i" and a[2] == ITEM_SUPPLY and a[3].isdigit() and a[1] in names:
                    under.setdefault(codes.clearing_index(a[3]), []).append(names[a[1]])
        if under:
            self.world.wanted.append([it for c in sorted(under) for it in under[c]])
            return
        # not written at setup: the first items later lines take from each ruin (9.3.4; two per
        # ruin with two Vagabonds, 9.7.1), the rest of each ruin any of the items left
        taken: dict[int, list[str]] = {}
        for atoms in self.rest[len(self.log.players):]:
            for a in atoms:
                if a[0] == "i" and a[2].isdigit() and a[1] in names:
                    taken.setdefault(codes.clearing_index(a[2]), []).append(names[a[1]])
        ruins = [c for c in range(self.g.map.n) if (-1, "ruin") in self.g.buildings[c]]
        if taken and set(taken) <= set(ruins):
            for per in (1, 2):
                holes: list[str | None] = [taken[c][k] if k < len(taken.get(c, ())) else None
                                           for c in ruins for k in range(per)]
                self.world.partial.append(holes)

    def _plan_forests(self) -> None:
        """Pieces dealt face down into the forests at setup (the Keepers' relics, 15.3.1 and
        15.3.4: the pool shuffled, one to each forest in order, the rest dealt among the
        forests far from the faction's warriors in a shuffled order): the deals the setup line
        writes (by type), with the values later lines show when they come out (``t_t4_9_12->4``
        then ``t4^t_1_t``, V2.8), are wanted from those two shuffles."""
        codes = self.tracker.codes
        for seat, spec in enumerate(codes.spec):
            if spec.get("forest_pieces"):
                pool, order = self._forest_deal(seat, spec)
                if pool:
                    self.world.wanted += [pool] + ([order] if order else [])
                    self.g, self.tracker = self._build()

    def _forest_deal(self, seat: int, spec: dict[str, Any]) -> tuple[list[str], list[int]]:
        codes = self.tracker.codes
        me = codes.letter[seat]
        m = self.g.map
        down = {code: sorted(k for k, c in spec["pieces"].items() if c == code)
                for k, code in spec["pieces"].items() if k.startswith("down:")}  # face-down code -> kinds
        kind_of = {c: k for k, c in spec["pieces"].items() if not k.startswith("down:")}
        line = next((i for i, t in enumerate(self.log.turns[:len(self.log.players)]) if t.letter == me), None)
        if line is None:
            return [], []
        written: dict[int, list[str]] = {}
        home: set[int] = set()
        for a in self.rest[line]:
            if a[0] == "p" and a[1] == me and a[3] == "" and a[2] in down and a[4] in codes.forest_names:
                written.setdefault(codes.forest_names.index(a[4]), []).append(a[2])
            elif a[0] == "p" and a[1] == me and a[2] == "w" and a[3] == "" and a[4].isdigit():
                home.add(codes.clearing_index(a[4]))
        if not written:
            return [], []
        # the values later lines show: a face-down piece out of a forest, then flipped (V2.8)
        need: dict[tuple[int, str], list[str]] = {}
        for atoms in self.rest[len(self.log.players):]:
            for j, a in enumerate(atoms):
                if a[0] == "p" and a[1] == me and a[2] in down and a[3] in codes.forest_names and a[4]:
                    up = next((b[4] for b in atoms[j + 1:] if b[0] == "f" and b[1] == me and b[3] == a[4]), None)
                    if up in kind_of:
                        need.setdefault((codes.forest_names.index(a[3]), a[2]), []).append(kind_of[up])
        tokens = FACTIONS[codes.keys[seat]].TOKENS  # how many of each kind there are (drafted: not yet chosen)
        left = Counter({k: n for k, n in tokens.items() if "down:" + k in spec["pieces"]})
        dealt = {fo: [""] * len(cs) for fo, cs in written.items()}
        for (fo, code), wants in need.items():  # the values needed first
            for k in wants:
                slot = next((i for i, c in enumerate(written.get(fo, [])) if c == code and not dealt[fo][i]), None)
                if slot is not None and left[k]:
                    dealt[fo][slot] = k
                    left[k] -= 1
        for fo, cs in written.items():  # then any value of the type written
            for i, code in enumerate(cs):
                if not dealt[fo][i]:
                    k = next((x.removeprefix("down:") for x in down[code] if left[x.removeprefix("down:")]), "")
                    if not k:
                        return [], []
                    dealt[fo][i] = k
                    left[k] -= 1
        n = len(m.forests)
        first = [dealt[fo][0] if dealt.get(fo) else "" for fo in range(n)]
        if "" in first:
            return [], []
        near = {x for c in home for x in m.clearing_forests[c]}
        far = [i for i in range(n) if i not in near] or list(range(n))
        extra = {fo: dealt[fo][1:] for fo in far}
        order = sorted(far, key=lambda fo: -len(extra[fo]))
        rest: list[str] = []
        for j in range(sum(len(v) for v in extra.values())):
            rest.append(extra[order[j % len(order)]].pop(0) if extra[order[j % len(order)]] else "")
        if "" in rest:
            return [], []
        return first + rest, order

    def _expected_flips(self) -> dict[tuple[int, str, str], str]:
        """For a hidden piece placed (a face-down plot, ``t->3``), what a later line flips it
        to (``t3^t_b``), by (line index, owner, clearing): the search places that one."""
        codes = self.tracker.codes
        down = {codes.letter[s]: {sp["pieces"][k] for k in sp.get("hidden", {})} for s, sp in enumerate(codes.spec)}
        flat = [(i, a) for i, t in enumerate(self.log.turns) for a in t.atoms]
        out: dict[tuple[int, str, str], str] = {}
        for n, (i, a) in enumerate(flat):
            if a[0] != "p" or a[3] != "" or a[2] not in down.get(a[1], ()):
                continue
            where = a[4]
            for m, (j, b) in enumerate(flat[n + 1:], n + 1):
                if b[0] == "w" and b[1] == a[1] and where in b[2:]:  # swapped (a trick)
                    where = b[3] if b[2] == where else b[2]
                elif b[0] == "f" and b[1:4] == (a[1], a[2], where):
                    out[(i, a[1], a[4])] = b[4]
                    break
                elif b[0] == "p" and b[1:3] == a[1:3] and where in (b[3], b[4]):
                    if b[3] == where:  # removed face down: its effect shows what it was
                        line = self.log.turns[j]
                        before = [x for k, x in flat[n + 1:m] if k == j]
                        near = [x for k, x in flat[max(0, m - 8):m + 8] if k == j]
                        others = tuple(x[3] for x in near if x[0] == "p" and x[1] == b[1] and x[2] == b[2]
                                       and x[3] not in ("", where) and x[4] == "")  # removed face down too
                        shown = tuple((x[2], x[3]) for x in near if x[0] == "p" and x[1] == b[1] and x[2] != b[2]
                                      and x[3].isdigit() and x[4] == "")  # removed face up (a raid, 13.7.4)
                        seen = self._by_effect(b, [x for k, x in flat[m + 1:m + 8] if k == j],
                                               _exposed(b, line.letter, before), others,
                                               [x for k, x in flat[m + 1:m + 8 + 2 * WINDOW] if k == j], shown)
                        if seen:
                            out[(i, a[1], a[4])] = seen
                    break  # removed face down, or another placed there
        return out

    def _by_effect(self, removed: Atom, after: list[Atom], exposed: bool, others: tuple[str, ...] = (),
                   wide: list[Atom] | None = None, shown: tuple[tuple[str, str], ...] = ()) -> str:
        """A face-down piece removed: the code it had, ``!code`` if not that one, as the
        line's next atoms show (a raid places warriors around, 13.7.4, unless an Exposure
        removed it: then nothing shows), or ``""``. Where the pieces placed around it are all
        around another face-down piece removed in the same step too (``others``), they do not
        say for certain which was the raid: a raid places a warrior in each clearing around it
        that it can (13.7.4), so the one with fewer clearings around it left without (by the
        pieces placed in the ``wide`` atoms after it, the same for each) is taken
        for the raid, the other is left open (``""``), and so are both if as many are left (the
        Gorge, seed 21 of the soak: plots in 3 and 4 removed by a Favor with one warrior
        left, placed in 8, next to both; 4 has one clearing around left without, 3 two).
        The pieces a face-up piece removed in the same step places (``shown``, as (code,
        clearing): a raid, one warrior in each clearing around it, 13.7.4) are not its own
        (Winter, seed 24 of the extensions' soak: ``Pt4->/Pt_r1->/w4->/Pw->10/Pw->11/Pw->5``,
        all around 1: the plot at 4 was a bomb)."""
        codes = self.tracker.codes
        seat = codes.seat_of_letter[removed[1]]

        def around(where: str) -> set[str]:
            return {codes.clearing(x) for x in self.g.map.adj[codes.clearing_index(where)]}

        for up, piece in (codes.spec[seat].get("removed_places") or {}).items():
            n = Counter(x[4] for x in after if x[0] == "p" and x[1] == removed[1] and x[2] == piece and x[3] == "")
            for code, where in shown:
                if code == up:  # one warrior in each clearing around the raid shown (13.7.4)
                    n.subtract(around(where))
            put = {c for c, k in n.items() if k > 0}
            near = around(removed[3])
            placed = put & near
            rivals = [around(o) for o in others if o.isdigit() and around(o) & placed]
            if placed and placed <= set().union(*rivals):
                put |= {x[4] for x in wide or () if x[0] == "p" and x[1] == removed[1] and x[2] == piece
                        and x[3] == ""}
                missing = len(near - put)
                return up if all(missing < len(r - put) for r in rivals) else ""
            return up if placed else "" if exposed else "!" + up
        return ""

    def _hidden_placed(self, h: Game, e: Atom) -> str:
        """For a hidden piece placed (``t->3``): the code it shows face up, else ``""``."""
        codes = self.tracker.codes
        seat = codes.seat_of_letter.get(e[1], -1)
        if e[0] != "p" or e[3] != "" or seat < 0 or not e[4].isdigit():
            return ""
        hidden = codes.spec[seat].get("hidden", {})
        if not hidden:
            return ""
        kinds = [k for s, k in h.tokens[codes.clearing_index(e[4])] if s == seat and k in hidden]
        return str(hidden[kinds[0]]) if kinds else ""

    def _hidden_cost(self, h: Game, idx: int, e: Atom) -> int:
        """A hidden piece placed that no later line shows: how many pieces of its type later
        lines place (a type of few pieces placed now may be missing then: both raids, 13.2.2),
        and far more for each of them the supply left would lack if none came back (both
        bombs placed face down, where the line's next plot and one eight lines on are bombs:
        the Gorge, seed 20 of the soak)."""
        up = self._hidden_placed(h, e)
        if not up or not self.expect.get((idx, e[1], e[4]), "!").startswith("!"):
            return 0  # one a later line shows (R274: only "not a raid" leaves the type open)
        codes = self.tracker.codes
        seat = codes.seat_of_letter[e[1]]
        hidden = codes.spec[seat]["hidden"]
        later = sum(1 for (i, who, _), want in self.expect.items() if i > idx and who == e[1] and want == up)
        # and this line's others still to place (one placed already took its piece from the supply)
        now = sum(1 for (i, who, c), want in self.expect.items() if i == idx and who == e[1] and want == up
                  and c != e[4] and not any(s == seat and k in hidden for s, k in h.tokens[codes.clearing_index(c)]))
        kind = next(k for s, k in h.tokens[codes.clearing_index(e[4])] if s == seat and k in hidden)
        f = h.factions[seat]
        return later + SHORT * max(0, later + now - f.tsupply.get(f.supply_kind(kind), 0))

    def _hidden_ok(self, h: Game, idx: int, e: Atom) -> bool:
        """A hidden piece the engine placed is the one a later line flips (if one does)."""
        want = self.expect.get((idx, e[1], e[4])) if e[0] == "p" and e[3] == "" else None
        up = self._hidden_placed(h, e) if want is not None else ""
        if not up or want is None:
            return True
        return up != want[1:] if want.startswith("!") else up == want

    # -- the whole game --------------------------------------------------------------------
    def run(self) -> dict[str, Any]:
        nsetup = len(self.log.players)
        start = self._initial(nsetup)
        node = Node(self.g, self.tracker, start, tuple(self.rest[start]), ())
        lines: list[tuple[Iterator[Node], tuple[Any, ...]]] = []  # each line's search, and the state before it
        failure: tuple[int, ImportError_] | None = None  # the first failure of the furthest line
        retries = 0
        while True:
            if node.idx >= len(self.log.turns) - 1 and done(node.rest):
                break
            self._prepare(node.idx, node)
            lines.append((self._ways(node), self._save(node.idx)))
            while True:  # the line's next way; when it has none, another way of the lines before
                search, saved = lines[-1]
                self._restore(saved)
                try:
                    node = next(search)
                    break
                except ImportError_ as e:
                    if failure is None or saved[0] > failure[0]:
                        failure = (saved[0], e)
                    lines.pop()
                    retries += 1
                    if not lines or retries > RETRIES or failure[0] - lines[-1][1][0] > BACK:
                        raise failure[1].explained() from None
            self._commit(node)
            self.warnings = [self._filled_warning(i, a) for i, a in node.filled]
            if failure is not None and node.idx > failure[0]:  # the line that could not be played is
                failure, retries = None, 0                      # played now: the next one gets its retries
            node = replace(node, path=(), parent=None)
        self._winner(node)
        return self._record()

    def _filled_warning(self, idx: int, a: Atom) -> str:
        from woodland.rootlog.text import write_atom

        turn = self.log.turns[idx]
        what = "the import chose this payment" if a[0] == "p" or _exhausted(a) \
            else "an item the import exhausted to pay, refreshed"
        return f"line {turn.number}: {write_atom(a, turn.letter)!r} is not written; {what} (--fill-payments)"

    def _save(self, idx: int) -> tuple[Any, ...]:
        """The importer's state before a line is searched (restored to try another way)."""
        return (idx, len(self.actions), dict(self.world.values), dict(self.world.shuffles),
                self.g, self.tracker)

    def _restore(self, saved: tuple[Any, ...]) -> None:
        _, n, values, shuffles, self.g, self.tracker = saved
        del self.actions[n:]
        self.world.values.clear()
        self.world.values.update(values)
        self.world.shuffles.clear()
        self.world.shuffles.update(shuffles)

    def _commit(self, node: Node) -> None:
        """A way found for a line: its decisions and the random outcomes they took."""
        self.actions += node.path
        self.world.values.update(node.g.rng.over)  # type: ignore[attr-defined]
        # every shuffle as it came out on this path (arranged ones too)
        self.world.shuffles.update({k: after for k, (_, after) in _outs(node.g).items()})
        self.g, self.tracker = node.g, node.tracker

    def _initial(self, nsetup: int) -> int:
        """Match what the game holds before its first decision against the setup lines."""
        setup_idx = {t.letter: i for i, t in enumerate(self.log.turns[:nsetup])}
        self._deal(setup_idx)
        from woodland.rootlog.export import owner_of

        for a in self.tracker.initial(self.g):
            i = setup_idx.get(owner_of(a))
            if i is None:
                continue
            rest = self.rest[i]
            j = next((j for j, w in enumerate(rest) if compatible(a, w)), -1)
            if j >= 0:
                rest.pop(j)
        letter = self.tracker.codes.letter[start_seat(self.g)]
        start = setup_idx.get(letter) if self.g.phase == "setup" else nsetup
        if start is None:
            raise ImportError_(self.log.turns[0].number, letter, f"faction {letter} has no setup line")
        for i in range(start):
            if self.rest[i]:
                t = self.log.turns[i]
                raise ImportError_(t.number, t.text, "the game sets this faction up by itself; the line says more")
        return start

    def _deal(self, setup_idx: dict[str, int]) -> None:
        """The cards dealt at setup (hands, and boards such as supporters) are those the
        setup lines name as drawn."""
        wants: dict[str, list[tuple[str, str]]] = {}
        for letter, i in setup_idx.items():
            for a in self.rest[i]:
                if a[0] == "c" and a[3] == ANY_SRC and a[4][:1] == letter and a[1]:
                    wants.setdefault(a[4], []).append((a[1], a[2]))
        for loc, ids in self._landmark_deal().items():
            wants.setdefault(loc, []).extend(ids)
        g = self.g
        k = self._origin(g)
        if not wants or k is None:
            return
        orig = _outs(g)[k][1]
        where = snapshot(g, self.tracker.codes).cards
        ident = self.world.identity
        slots = {loc: [p for p, c in enumerate(orig) if where.get(c) == loc] for loc in wants}
        target: list[int | None] = [None] * len(orig)
        used: set[int] = set()
        left: list[int] = []  # places of those hands or boards whose card no setup line names
        for loc, ids in wants.items():
            free = slots[loc]
            for want in sorted(ids, key=lambda w: not w[1]):  # named cards first
                # a card already there, else the first that fits
                c = next((orig[p] for p in free if orig[p] not in used and _fits(ident(orig[p]), want)), None) \
                    or next((c for c in orig if c not in used and _fits(ident(c), want)), None)
                if c is None or not free:
                    continue
                p = orig.index(c) if orig.index(c) in free else free[0]
                free.remove(p)
                target[p] = c
                used.add(c)
            left += free
        # the cards dealt there unnamed (the Market's ``3#->_market`` beside those taken from
        # there by name, R402): a card no line names, else one no line draws, so that a card
        # a later line draws is not lying there instead of in the deck
        mentioned = self._mentioned()
        copies = Counter(map(ident, orig))
        most = self._held_most()
        for p in left:
            fits = [c for c in [orig[p]] + orig if c not in used]
            c = next((c for c in fits if ident(c) not in mentioned), None)
            if c is None and fits:  # every card is named: one of which the lines never hold every copy
                c = max(fits, key=lambda c: (copies[ident(c)] - most[ident(c)], -fits.index(c)))
            if c is not None:
                target[p] = c
                used.add(c)
        rest = iter(c for c in orig if c not in used)
        new = [c if c is not None else next(rest) for c in target]
        if new != orig:
            self.world.shuffles[k] = new
            self.g, self.tracker = self._build()

    def _mentioned(self) -> set[tuple[str, str]]:
        """Every card a line names (moved, or crafted: a craft's card of one suit only)."""
        out = set()
        for t in self.log.turns:
            for a in t.atoms:
                if a[0] == "c" and a[1] and a[2]:
                    out.add((a[1], a[2]))
                elif a[0] == "z" and not a[1].startswith("%"):
                    suit = a[2] if len(a) > 2 else self._suit_of(a[1])
                    out |= {(s, a[1]) for s in ([suit] if suit else "RFMB")}
        return out

    def _held_most(self) -> Counter[tuple[str, str]]:
        """Of each card, the most copies the lines name at once out of the deck and the
        discard pile (in hands, on boards, beside a landmark): a copy dealt unnamed beside a
        landmark that stays there leaves the others for them."""
        now = Counter(c for ids in self._landmark_deal().values() for c in ids)
        most = Counter(now)
        out = (DECK, DISCARD, GONE, ANY_SRC, ANY_DST)
        for t in self.log.turns:
            for a in t.atoms:
                if a[0] == "c" and a[1] and a[2]:
                    now[(a[1], a[2])] += (a[4] not in out) - (a[3] not in out)
                    most[(a[1], a[2])] = max(most[(a[1], a[2])], now[(a[1], a[2])])
        return most

    def _plan_landmark_takes(self) -> None:
        """A card taken unnamed from beside a landmark (``#_market->C``, R402) is planned as the
        first card a later atom takes by name from that hand (returned to the Market,
        discarded, crafted) that no atom named as brought there: the line is searched as if
        it named it, and the Market's cards dealt unnamed (``3#->_market``) include it. Only
        while every other card of that hand is known by name (the cards dealt and drawn
        named, as an export writes them; its setup line names the cards dealt): a card drawn
        unnamed may be the one, and then, as before, the search alone chooses the card taken."""
        known: dict[str, Counter[tuple[str, str]]] = {}
        unknown: Counter[str] = Counter()  # cards of a hand that came unnamed, not a landmark's
        for t, atoms in zip(self.log.turns[:len(self.log.players)], self.rest):
            if not any(a[0] == "c" and a[3] == ANY_SRC and a[4] == t.letter and a[1] and a[2] for a in atoms):
                unknown[t.letter] = UNSEEN  # the cards dealt to the hand not written: not known
        pending: dict[str, list[tuple[int, int]]] = {}  # the unnamed takes not planned yet
        named: dict[tuple[str, str], tuple[int, int]] = {}  # where each card was last named
        named_by: dict[tuple[str, str], Atom] = {}  # and the atom
        # the cards the lines take by name from a hand that came there by an unnamed take: the
        # card, the takes it may be (after the last atom that named the card, where it was
        # known elsewhere; not the swap that placed it, the card placed being from the hand
        # before the swap, once a turn: its card), and the takes before it
        wanted: list[tuple[str, Atom, list[tuple[int, int]], list[tuple[int, int]], int]] = []
        # those whose takes an atom of another hand or place narrowed, of a card the deck holds
        # several copies of: that atom may have named another copy
        elsewhere: set[int] = set()  # (their ids)
        copies = Counter(map(self.world.identity, range(len(self.g.deckdef.cards))))
        for i, atoms in enumerate(self.rest):
            letter = self.log.turns[i].letter
            for k, a in enumerate(atoms):
                if a[0] == "z" and not a[1].startswith("%"):  # a card crafted, from the hand (4.1)
                    a = ("c", a[2] if len(a) > 2 else self._suit_of(a[1]), a[1], letter, "")
                if a[0] != "c":
                    continue
                src, dst, card = a[3], a[4], (a[1], a[2])
                if _held(src):
                    if not (a[1] and a[2]):
                        unknown[src] = max(0, unknown[src] - 1)
                    elif known.setdefault(src, Counter())[card]:
                        known[src][card] -= 1
                    elif unknown[src]:
                        unknown[src] -= 1
                    elif pending.get(src):
                        before = [(j, m) for j, m in pending[src] if not (j == i and self.rest[j][m][3] == dst)]
                        wanted.append((src, a, [p for p in before if p > named.get(card, (-1, -1))], before, i))
                        last = named_by.get(card)
                        if last is not None and src not in (last[3], last[4]) and copies[card] > 1:
                            elsewhere.add(id(wanted[-1]))
                if a[1] and a[2]:
                    named[card] = (i, k)
                    named_by[card] = a
                if _held(dst):
                    if a[1] and a[2]:
                        known.setdefault(dst, Counter())[card] += 1
                    elif src.startswith("_"):
                        pending.setdefault(dst, []).append((i, k))
                    else:
                        unknown[dst] += 1
        # over the whole game, the card with fewest takes it may be first; each the latest of
        # its takes (a card is most often taken to be played soon); then those with none left,
        # the latest take before them (the card named may be another of its kind). Of as many
        # takes, those ``elsewhere`` after the others
        planned: set[tuple[int, int]] = set()
        done: list[tuple[str, Atom, list[tuple[int, int]], list[tuple[int, int]], int]] = []
        for strict in (True, False):
            todo = [w for w in wanted if w[2]] if strict else list(wanted)
            while todo:
                todo.sort(key=lambda w: (len([p for p in (w[2] if strict else w[3]) if p not in planned]),
                                         strict and id(w) in elsewhere, w[4]))
                w = todo.pop(0)
                left = [p for p in (w[2] if strict else w[3]) if p not in planned]
                if not left or w in done:
                    continue
                j, m = left[-1]
                planned.add((j, m))
                done.append(w)
                was = self.rest[j][m]
                self.rest[j][m] = ("c", w[1][1], w[1][2], was[3], was[4])
        self._plan_unneeded_takes()

    def _plan_unneeded_takes(self) -> None:
        """A card taken unnamed from beside a landmark that no later line names from the hand
        (``_plan_landmark_takes`` left it unplanned) is a card known to lie there (dealt, put
        and taken by name so far) that no later line takes from there before a line puts it
        there again, while every card lying there is known by name (else, as before, the
        search chooses): the search otherwise took the first that fitted, which a later line
        took by name (R402)."""
        deal = self._landmark_deal()
        setup = Counter(a[4] for a in self.log.landmark_setup if a[0] == "c" and a[3] == ANY_SRC)
        there = {loc: Counter(deal.get(loc, [])) for loc in setup}
        hidden = {loc: n - len(deal.get(loc, [])) for loc, n in setup.items()}  # lying there unnamed
        steps = [(i, k, a) for i, atoms in enumerate(self.rest) for k, a in enumerate(atoms) if a[0] == "c"]
        for n, (i, k, a) in enumerate(steps):
            src, dst, card = a[3], a[4], (a[1], a[2])
            if dst in there:
                if a[1] and a[2]:
                    there[dst][card] += 1
                else:
                    hidden[dst] += 1
            if src not in there:
                continue
            if a[1] and a[2]:
                if there[src][card]:
                    there[src][card] -= 1
                else:
                    hidden[src] = max(0, hidden[src] - 1)  # one of the cards lying there unnamed
                continue
            later: list[tuple[str, str]] = []  # the cards whose next step there is a take
            seen: set[tuple[str, str]] = set()
            for _i, _k, b in steps[n + 1:]:
                c = (b[1], b[2])
                if c in seen or not (b[1] and b[2]):
                    continue
                if b[3] == src:
                    later.append(c)
                    seen.add(c)
                elif b[4] == src:
                    seen.add(c)
            # not the card this swap placed (it takes the place of the card taken: R374)
            placed = Counter((b[1], b[2]) for b in self.rest[i][:k] if b[0] == "c" and b[4] == src)
            free = [c for c in there[src] if there[src][c] > later.count(c) + placed[c]]
            if not free or hidden[src]:  # maybe one of the cards lying there unnamed: the search chooses
                hidden[src] = max(0, hidden[src] - 1)
                continue
            pick = free[0]
            there[src][pick] -= 1
            self.rest[i][k] = ("c", pick[0], pick[1], src, dst)

    def _landmark_deal(self) -> dict[str, list[tuple[str, str]]]:
        """The cards dealt beside the Black Market (R402): those the ``Landmarks:`` line names,
        else those the lines take from there before any line puts them there (written
        unnamed at setup, ``3#->_market``)."""
        out: dict[str, list[tuple[str, str]]] = {}
        setup = [a for a in self.log.landmark_setup if a[0] == "c" and a[3] == ANY_SRC]
        for a in setup:
            if a[1]:
                out.setdefault(a[4], []).append((a[1], a[2]))
        if not setup or all(a[1] for a in setup):
            return out
        put: Counter[tuple[str, str, str]] = Counter()
        for atoms in self.rest:  # (a card taken unnamed planned: ``_plan_landmark_takes``)
            for a in atoms:
                if a[0] == "c" and a[1] and a[4].startswith("_"):
                    put[(a[4], a[1], a[2])] += 1
                elif a[0] == "c" and a[1] and a[3].startswith("_"):
                    if put[(a[3], a[1], a[2])]:
                        put[(a[3], a[1], a[2])] -= 1
                    elif len(out.get(a[3], [])) < sum(1 for x in setup if x[4] == a[3]):
                        out.setdefault(a[3], []).append((a[1], a[2]))
        return out

    def _prepare(self, idx: int, node: Node) -> None:
        """Before a line: the cards it names as drawn on top of the deck, and the cards it
        names from a hand in that hand."""
        if idx >= len(self.rest):
            return
        node.rest = self._restated(node)
        atoms = node.rest
        need: dict[str, list[tuple[str, str]]] = {}
        came: Counter[tuple[str, str, str]] = Counter()  # cards the line brings to a hand first
        for a in atoms:
            if a[0] == "z":  # a card crafted comes from the hand (4.1)
                suit = a[2] if len(a) > 2 else "" if a[1].startswith("%") else self._suit_of(a[1])
                a = ("c", suit, a[1], self.log.turns[idx].letter, "")
            if a[0] != "c" or not (a[1] or a[2]):
                continue
            if _held(a[4]):
                came[(a[4], a[1], a[2])] += 1
            if _held(a[3]):
                if came[(a[3], a[1], a[2])]:
                    came[(a[3], a[1], a[2])] -= 1
                else:
                    need.setdefault(a[3], []).append((a[1], a[2]))
        # a card revealed (a ritual, 10.5; a sway, 12.5.3) was in the hand, beside those the
        # line takes from there before it; one taken after it may be that card (a Score
        # ritual spends the card revealed, 10.5.3)
        turn = self.log.turns[idx]
        for key in Counter((who, suit, name) for who, suit, name, _ in turn.reveals):
            who, suit, name = key
            shown = [p for w, s_, n_, p in turn.reveals if (w, s_, n_) == key]
            after = sum(1 for a in turn.atoms[min(shown):]
                        if a[0] == "c" and a[3] == who and (a[1], a[2]) == (suit, name))
            need.setdefault(who, []).extend([(suit, name)] * max(0, len(shown) - after))
        saved = dict(self.world.shuffles)
        if any([self._ensure(letter, ids, idx) for letter, ids in need.items()]):
            try:
                self.g, self.tracker = self._build()
            except WoodlandError:  # the swap breaks an earlier turn: the search will say what fails
                self.world.shuffles = saved
                self.g, self.tracker = self._build()
            node.g, node.tracker = self.g, self.tracker
        g = node.g
        self._wish(node)
        self._arrange(g, g.deck, self.world.wish, self.world.identity)
        for qdeck in _quest_decks(g):
            if qdeck:
                self._arrange(g, qdeck, self.world.qwish, self.world.quests.__getitem__)

    def _revealed_discard(self, e: Atom, idx: int, items: list[Item]) -> bool:
        """A card of a suit the line reveals from that hand, discarded by the game in the step
        that ends the turn (the revealed birds, 12.6.1), which the line does not write (R489)."""
        return e[0] == "c" and e[4] == DISCARD and idx < len(self.log.turns) \
            and any(x[0] == "#" for x in items) \
            and any(w == e[3] and s in ("", e[1]) for w, s, _n, _p in self.log.turns[idx].reveals)

    def _restated(self, node: Node) -> tuple[Atom, ...]:
        """A line's settings that the game changes by itself (the Outcast, 10.4.1), written as
        the line's first of its kind when the game already holds them (flipped to Hated a turn
        before, where the person writes it a turn late): nothing to match (R487)."""
        auto = node.tracker.codes.by_itself()
        if not any(w[0] == "s" and (w[1], w[2]) in auto for w in node.rest):
            return node.rest
        now = snapshot(node.g, node.tracker.codes).settings
        out: list[Atom] = []
        seen: set[str] = set()
        for w in node.rest:
            if w[0] == "s" and (w[1], w[2]) in auto and w[1] not in seen:
                seen.add(w[1])
                if now.get((w[1], w[2])) == w[3]:
                    continue
            out.append(w)
        return tuple(out)

    def _suit_of(self, name: str) -> str:
        """The suit letter of the deck's cards of that Rootlog name, if they have only one."""
        suits = {s for s, n in map(self.world.identity, range(len(self.g.deckdef.cards))) if n == name}
        return suits.pop() if len(suits) == 1 else ""

    def _wish(self, node: Node) -> None:
        """The cards still to be drawn in this line, and the next (a step ending this turn
        may begin the next one: Birdsong draws), in order: wished on top of a deck. In a
        setup line, those of every setup line after it too (a step may set up several
        factions: a draft's last card chosen by itself, A.8.3, R299, then that faction's
        setup, the Alliance's supporters drawn, 8.3.4)."""
        avail = {self.world.identity(c) for c in node.g.available}
        last = max(node.idx + 1, len(self.log.players) - 1)
        after = [a for atoms in self.rest[node.idx + 1:last + 1] for a in atoms]
        drawn = [a for a in (*node.rest, *after) if a[0] in ("c", "q") and a[3] == ANY_SRC and a[1] and a[2]]
        self.world.wish = [(a[1], a[2]) for a in drawn if a[0] == "c" and (a[1], a[2]) not in avail]
        self.world.qwish = [(a[1], a[2]) for a in drawn if a[0] == "q"]
        if node.idx < len(self.log.players) and not any(a[0] == "q" and a[3] == ANY_SRC for t in
                                                        self.log.turns[:len(self.log.players)] for a in t.atoms):
            # no setup line names the quests dealt face up (9.3.3): those the lines take from
            # there (``M#Q->$``: by name or by suit alone), in their order; those after the
            # first three are the quests drawn in the place of those taken before (9.5.2),
            # which come from the top in the same order
            self.world.qwish = self._quests_taken()

    def _quests_taken(self) -> list[tuple[str, str]]:
        """The quests the lines take from those face up, in order; one written by its suit
        alone (``M#Q->$``) as a quest of that suit that the items exhausted just before it
        complete (9.5.4), the one damaged apart (Improvise may stand it for any, V.7.2),
        one not taken yet first."""
        items = quest_items(self.keys)
        out: list[tuple[str, str]] = []
        for t in self.log.turns:
            for i, a in enumerate(t.atoms):
                if a[0] != "q" or a[3] != "Q" or not a[1]:
                    continue
                if a[2]:
                    out.append((a[1], a[2]))
                    continue
                used: list[str] = []
                for b in reversed(t.atoms[:i]):
                    if b[0] != "i":
                        break
                    if b[3].endswith("e") and "d" not in b[3][2:]:
                        used.append(b[1])
                fit = [q for q, need in items.items() if q[0] == a[1] and not Counter(used) - Counter(need)]
                fit.sort(key=lambda q: q in out)
                out.append(fit[0] if fit else (a[1], ""))
        return out

    def _arrange(self, g: Game, deck: list[int], wish: list[tuple[str, str]],
                 identity: Callable[[int], tuple[str, str]]) -> None:
        """Put the wished cards on top of ``deck``, and in the shuffle it comes from."""
        k = self._origin(g, deck)
        if not wish or k is None:
            return
        outs = _outs(g)
        before, after = outs[k]
        n = len(deck)
        deck[:] = _wished_on_top(list(deck), wish, identity)
        self.world.shuffles[k] = list(deck) + after[n:]
        g.rng.outs = {**outs, k: (before, self.world.shuffles[k])}  # type: ignore[attr-defined]  # shared by clones

    def _origin(self, g: Game, deck: list[int] | None = None) -> int | None:
        """The shuffle the deck (or ``deck``) comes from (only drawn from since)."""
        deck = g.deck if deck is None else deck
        n = len(deck)
        outs = _outs(g)
        for k in sorted(outs, reverse=True):
            after = outs[k][1]
            if len(after) >= n and after[:n] == deck and all(isinstance(c, int) for c in after):
                return k
        return None

    def _named_into(self, loc: str, upto: int) -> set[tuple[str, str]]:
        """The cards the lines up to ``upto`` name as coming to the hand (or board) ``loc``."""
        return {(a[1], a[2]) for t in self.log.turns[:upto + 1] for a in t.atoms
                if a[0] == "c" and a[1] and a[2] and a[4] == loc}

    def _ensure(self, letter: str, ids: list[tuple[str, str]], upto: int) -> bool:
        """Swap cards of the deck so that the hand ``letter`` holds ``ids`` (a name may be
        left out: any card of the suit), in the shuffle that dealt them; True if anything
        changed. A card a line up to ``upto`` names as coming there stays."""
        g = self.g
        k = self._origin(g)
        if not ids or k is None:
            return False
        orig = _outs(g)[k][1]
        target = list(self.world.shuffles.get(k) or orig)
        # the cards there as the swaps made so far leave them (g is the game before them)
        held = [c for c, x in snapshot(g, self.tracker.codes).cards.items() if x == letter]
        hand = [target[orig.index(c)] if c in orig else c for c in held]
        ident = self.world.identity
        free = list(hand)
        missing = []
        for want in sorted(ids, key=lambda w: not w[1]):  # named cards first
            c = next((c for c in free if _fits(ident(c), want)), None)
            if c is None:
                missing.append(want)
            else:
                free.remove(c)
        n = len(g.deck)
        # a card a line names as drawn stays (swapped, an earlier line would draw another)
        free = [c for c in free if c in target[n:] and ident(c) not in self._named_into(letter, upto)]
        # the deck first; then a card dealt to another hand that no line names (the card the
        # line needs was dealt elsewhere: the two hands' unnamed cards are exchanged)
        where = snapshot(g, self.tracker.codes).cards
        others = [target[orig.index(c)] for c, x in where.items() if c in orig and orig.index(c) >= n
                  and len(x) == 1 and x.isupper() and x != letter]
        pool = target[:n] + [c for c in others if c not in hand and ident(c) not in self.named]
        changed = False
        for want in missing:
            y = next((c for c in pool if _fits(ident(c), want)), None)
            if y is None or not free:
                break
            pool.remove(y)
            u = free.pop()
            a, b = target.index(u), target.index(y)
            target[a], target[b] = target[b], target[a]
            changed = True
        self.world.shuffles[k] = target
        return changed

    # -- one line ----------------------------------------------------------------------------
    def _ways(self, root: Node) -> Iterator[Node]:
        """The ways to play the line ``root`` is at: first those where each step's atoms are
        the line's next ones (the order an export writes, found fast), then those that keep
        the line's order roughly (a step's atoms next to the head), then those that take
        atoms from further on (a line written by hand, in its own order)."""
        found: set[Any] = set()
        # the exact search gets the whole budget: its tree is the smallest, and a choice the
        # notation does not show (which card a Council revealed, 17.4) may matter only later
        # in the line, below many ways of the steps between
        for window, budget in ((EXACT, self.budget), (STRICT, self.budget // 4)):
            try:
                yield from self._search(root, window, found, budget)
            except ImportError_:
                pass
        yield from self._search(root, WINDOW, found, self.budget)

    def _search(self, root: Node, window: int, found: set[Any], budget: int) -> Iterator[Node]:
        """The ways to play the line ``root`` is at, one by one (the search goes on from
        where it was when another way is asked for); raises :class:`ImportError_` when
        there is none (more)."""
        idx0 = root.idx
        self.ahead: tuple[int, Atom, Atom | None] | None = None
        stack = [root]
        seen: dict[Any, tuple[int, int]] = {}  # each place searched: the fewest idle and skipping steps before it
        best = root
        frontier: list[Node] = []  # the nodes as far into the line as the best, where the same atom is next
        tried = 0
        # a way that leaves out what a line may leave out (a Vagabond's hammer exhausted to craft,
        # R488), kept while the exact search looks for one that does not, for LOOK steps: a
        # choice the line does not show made it (the item a Coerce stands for, V.12.2, which the
        # craft exhausted instead of the hammer), and it matters later (the hammer damaged, 9.2.7)
        held: list[Node] = []
        since = 0
        while stack or held:
            if held and (not stack or tried - since > LOOK):
                node = held.pop(0)
                way = (node.g.fingerprint(), node.idx, node.rest)
                if way not in found:
                    found.add(way)
                    yield node
                    tried = since = 0
                continue
            node = stack.pop()
            last = idx0 == len(self.log.turns) - 1
            if node.idx > idx0 or (done(node.rest) and node.idx == idx0 and (node.g.over or last)):
                way = (node.g.fingerprint(), node.idx, node.rest)
                if way not in found:
                    if window == EXACT and node.omitted > root.omitted:
                        since = since if held else tried
                        held.append(node)
                        continue
                    found.add(way)
                    yield node
                    tried = since = 0  # each way asked for gets the whole budget
                continue
            if node.idx == idx0 and len(node.rest) < len(best.rest):
                best, frontier = node, []
            key = (node.g.fingerprint(), node.idx, node.rest)
            # a place seen after as many idle steps or more is not searched again; seen after more
            # (Settles that did nothing before the Daylight's end, 16.5), it is: fewer steps are left
            # to it before IDLE cuts the way off
            was = seen.get(key)
            if (was is not None and was[0] <= node.idle and was[1] <= node.skipped) or node.g.pending is None:
                continue
            seen[key] = (node.idle, node.skipped)
            if node.idx == idx0 and node.rest[:1] == best.rest[:1] and len(frontier) < FRONTIER:
                frontier.append(node)
            here = _decision(node.g)
            if not node.idle:
                node.anchor = here
            elif window <= STRICT and here == node.anchor:
                continue  # back at the same decision, nothing moved: a wasted action (a Settle that does nothing)
            kids: list[tuple[int, int, int, tuple[bool, int], tuple[int, int, int, int], int, Node]] = []
            # the clearings the line's next atoms name (none once it is done: the next line's)
            ahead = {c for w in node.rest[:WINDOW] for c in _clearings(w)} if not done(node.rest) else None
            self.window = window
            for i, a in enumerate(self._legal(node.g)):
                if tried >= budget:
                    break
                for kid, ntried in self._children(node, a):
                    tried += ntried
                    if kid is not None:
                        progress = len(node.rest) - len(kid.rest) if kid.idx == node.idx else 99
                        kid.idle = 0 if progress else node.idle + 1
                        waits = kid.idx == node.idx and kid.rest[:1] == node.rest[:1] and not done(kid.rest[:1])
                        kid.skipped = node.skipped + (progress > 0) if waits else 0
                        kid.anchor = node.anchor
                        named = self._named(a) if not progress else set()
                        if window == EXACT and named and ahead is not None and not named & ahead \
                                and node.rest[0][0] != "v":
                            # a step that moves nothing, about a clearing the line's next atoms are
                            # not; but a point scored next names no clearing: it may follow a step
                            # about any (an Empower rolling 0 scores where it removes nothing, 17.6.1.III)
                            continue
                        if a.kind == "craft" and not progress and not any(w[0] == "z" for w in node.rest):
                            # a craft makes its atom once paid (4.1): a line that crafts nothing
                            # more may spend the card otherwise (Export, 11.5.3.1: ``B#royalO->``)
                            continue
                        if kid.idle <= IDLE and kid.skipped <= SKIP:
                            aims = self._aims(node, named)
                            spares = self._spares(node, a) if not progress else self._kept(node, a)
                            first = 2 if not progress and self._plays_soon(node, a) else int(_takes_head(node, kid))
                            kids.append((first, progress, -kid.skew, aims, spares, -i, kid))
            # tried first: a step that moves nothing but names a card the line's next atoms take
            # from the hand of the faction deciding (an ambush, 4.3.1, whose card the line writes
            # after the battle: ``XL12/R#@L->``; the step that declines it takes the battle's
            # atom, and the search went deep below it); then a step that takes the line's first
            # atom, then the most progress, then the line's order best kept, then a step that
            # moves nothing but names the clearing of the line's first atom (a Settle there,
            # before the battle it begins, 16.5.1), then one naming the clearing one of the line's
            # next WINDOW atoms is about, the sooner first (``_aims``), then one that
            # names the card the line's first atom takes from the hand, then one naming a card that
            # matches the clearing of the line's first atom, the card that matches fewest of the
            # line's later atoms first (a bird card, wild, kept for last, 2.1.1), then one that
            # names no card the line takes from the hand later (a card revealed for an action, 17.4,
            # that a later Assembly discards, 17.4.3: revealed now, it would be used up), then the
            # engine's first (an action of the phase before its end): ``_spares``; among steps
            # that move something, one naming the card a faction keeping its revealed cards
            # spends latest (``_kept``)
            kids.sort(key=lambda x: x[:6])
            stack.extend(k for *_, k in kids)
        raise self._failure(best, idx0, tried >= budget, frontier)

    def _aims(self, node: Node, named: set[str]) -> tuple[bool, int]:
        """For a step that moves nothing and names the clearings ``named``, how soon the line
        is about one of them (greater first): whether its first atom is, then the sooner one
        of its next WINDOW atoms is (a trade post the line places in clearing 8 and then in 5,
        ``t_r->8/.../t_m->5``, its funds written before it: the step about 5 tried first, the
        search went deep below it and the default budget ran out)."""
        if not named or not node.rest:
            return (False, -WIDE)
        at = next((i for i, w in enumerate(node.rest[:WINDOW]) if _target(w) in named), WIDE)
        return (at == 0, -at)

    def _named(self, a: Action) -> set[str]:
        """The clearings (Rootlog numbers) the decision ``a`` names."""
        codes = self.tracker.codes
        return {codes.clearing(a.args[i] - 1) for i in _clearing_args(a.kind, len(a.args))  # type: ignore[operator]
                if isinstance(a.args[i], int) and 0 < a.args[i] <= len(codes.numbers)}  # type: ignore[operator]

    def _plays_soon(self, node: Node, a: Action) -> bool:
        """Whether the step ``a`` (that moves nothing) names a card that one of the line's
        next SOON atoms takes from the hand of the faction deciding (a card played: an
        ambush, 4.3.1, which the line writes after the battle atom, ``XL12/R#@L->``)."""
        p = node.g.pending
        if p is None or not node.rest:
            return False
        deck = node.g.deckdef
        labels = [str(a.args[i]).lower() for i in _clearing_args(a.kind, len(a.args), CARD)]
        cards = {self.world.identity(deck.types[deck.by_label[x]].id) for x in labels if x in deck.by_label}
        letter = node.tracker.codes.letter[p.seat]
        soon = [c for w in node.rest[:SOON] if w[0] == "c" and (c := _spent(w, letter)) is not None]
        return bool(cards) and _names_any(cards, soon)

    def _spares(self, node: Node, a: Action) -> tuple[int, int, int, int]:
        """For a step that moves nothing, how likely the card it names is the one the line
        needs now (greater first): whether it names the card the line's next atom takes from
        the hand (the Council's revealed card returned before the Agitate that spends it,
        17.6.1.II); whether the card matches a clearing the line's next atom names (a card
        revealed for the action that atom is: a recruit there, 17.4.2); then the fewer of the
        line's later atoms whose clearings it matches, the sooner (a suited card before a bird
        card, which matches any clearing, 2.1.1, and is kept for an action no other card
        serves: the Council's six or more revealed cards each serve one Birdsong action, 17.4);
        whether it names no card the line takes from the hand later (a card revealed for an
        action, 17.4, that a later Assembly discards, 17.4.3: revealed now, it would be used
        up). A step that names no card is tried after the cards that match, before those that
        do not."""
        deck = node.g.deckdef
        labels = [str(a.args[i]).lower() for i in _clearing_args(a.kind, len(a.args), CARD)]
        types = [deck.types[deck.by_label[x]] for x in labels if x in deck.by_label]
        if not types or not node.rest:
            return (0, 1, -WIDE, 1)
        cards = {self.world.identity(t.id) for t in types}
        letter = self.log.turns[node.idx].letter
        first = _spent(node.rest[0], letter)
        if first is not None and _names_any(cards, [first]):
            return (1, 1, -WIDE, 1)
        later = [c for c in map(lambda w: _spent(w, letter), node.rest) if c is not None]
        unspent = 0 if _names_any(cards, later) else 1
        here = self._suits(node.g, _clearings(node.rest[0]))
        if not here:
            return (0, 1, -WIDE, unspent)
        fits = any(C.matches_one(t.suit, x) for t in types for x in here)
        kept = self._kept(node, a)
        if kept[2] != -WIDE:
            return (0, int(fits), kept[2], kept[3])
        after = [self._suits(node.g, _clearings(w)) for w in node.rest[1:]]
        serves = sum(1 for w in after if any(C.matches_one(t.suit, x) for t in types for x in w))
        return (0, int(fits), -serves, unspent)

    def _kept(self, node: Node, a: Action) -> tuple[int, int, int, int]:
        """For a step naming a card of a faction whose revealed cards no action spends before
        the Evening returns them or discards them (the Duchy's, 12.6.1: the spec's
        ``revealed_kept``), how likely the card is the one revealed (greater first): the card
        the line takes from the hand latest, or never, is; one it takes sooner stays in the
        hand for that (a Build's card, 12.5.1.I, the line writing the place and not the card:
        a step that moves something). Otherwise, nothing to tell them apart."""
        letter = self.log.turns[node.idx].letter if node.idx < len(self.log.turns) else ""
        codes = self.tracker.codes
        if letter not in codes.seat_of_letter or not codes.spec[codes.seat_of_letter[letter]].get("revealed_kept"):
            return (0, 1, -WIDE, 1)
        deck = node.g.deckdef
        labels = [str(a.args[i]).lower() for i in _clearing_args(a.kind, len(a.args), CARD)]
        cards = {self.world.identity(deck.types[deck.by_label[x]].id) for x in labels if x in deck.by_label}
        if not cards:
            return (0, 1, -WIDE, 1)
        later = [c for c in map(lambda w: _spent(w, letter), node.rest) if c is not None]
        at = next((i for i, c in enumerate(later) if _names_any(cards, [c])), WIDE)
        return (0, 1, at, int(at == WIDE))

    def _suits(self, g: Game, clearings: list[str]) -> list[tuple[str, ...]]:
        """The suits of the clearings (Rootlog numbers) an atom names (rules/board.py)."""
        codes = self.tracker.codes
        out = []
        for x in clearings:
            try:
                c = codes.clearing_index(x)
            except (KeyError, ValueError):
                continue
            if 0 <= c < g.map.board_n:
                out.append(clearing_suits(g, c))
        return out

    def _children(self, node: Node, a: Action) -> list[tuple[Node | None, int]]:
        self._wish(node)  # a deck reshuffled in this step puts these on top,
        self.world.skip = len(node.g.deck)  # after those the deck gives first
        self.world.deck_then = frozenset(node.g.deck)
        h = node.g.clone()
        self.world.qdecks = _quest_decks(h)
        rng: PlannedRng = h.rng  # type: ignore[assignment]
        rng.calls = []
        t = node.tracker.copy()
        try:
            items = t.apply(h, a)
        except WoodlandError:
            return [(None, 1)]
        calls, rng.calls = rng.calls, None
        kid = self._match(node, h, t, a, items)
        if not calls or (kid is None and self._unwritten_battle(node.idx, items)):
            return [(kid, 1)]
        out: list[tuple[Node | None, int]] = []  # the other outcomes may match too
        first, used = _variants(rng, calls)
        known = {_call_key(c): _call_shape(c) for c in used}
        todo = [(over, sover, known) for over, sover in first]
        extra = MAX_LATER
        while todo:
            over, sover, known = todo.pop(0)
            h2 = node.g.clone()
            r2: PlannedRng = h2.rng  # type: ignore[assignment]
            r2.over, r2.sover = over, sover
            r2.calls = []
            t2 = node.tracker.copy()
            try:
                items = t2.apply(h2, a)
            except WoodlandError:
                r2.calls = None
                out.append((None, 1))
                continue
            more, r2.calls = r2.calls, None
            # a draw this outcome makes that the first try did not (the Cult's random discard,
            # 10.2.5, when other dice remove a garden): its outcomes are tried in turn
            new = [c for c in more if known.get(_call_key(c)) != _call_shape(c)
                   and 1 < _call_shape(c) <= (MAX_VARIANTS if c[0] == "b" else 5)]
            deeper, used = _variants(r2, new) if new else ([], [])
            if used and len(deeper) <= extra:
                extra -= len(deeper)
                known = {**known, **{_call_key(c): _call_shape(c) for c in used}}
                todo[:0] = [(o, so, known) for o, so in deeper]
                continue
            out.append((self._match(node, h2, t2, a, items), 1))
        # among ways that match as well, the search tries the last first: a shuffle planned from
        # the lines (the Keepers' relics dealt into the forests, 15.3.4) before its other orders
        return out + [(kid, 1)] if any(c[0] == "s" and c[3] for c in calls) else [(kid, 1)] + out

    def _unwritten_battle(self, idx: int, items: list[Item]) -> bool:
        """Whether the step fought a battle its line does not write: no other roll of the
        dice (or other random outcome) of the step can match (chance does not choose where
        and whom a battle is)."""
        for it in items:
            if it[0] == "#":
                idx += 1
                if idx >= len(self.rest):
                    return False
            elif it[0] == "x" and not any(compatible(it, w) for w in self.rest[idx]):
                return True
        return False

    def _match(self, node: Node, h: Game, t: Tracker, a: Action, items: list[Item]) -> Node | None:
        idx = node.idx
        rest = list(node.rest)
        turns = self.log.turns
        # a step's own atoms come in any order; in the exact search, among the step's next ones;
        # in the strict search, each next to the head
        win = self.window + len(items) if self.window > STRICT else STRICT + 1
        skew = 0
        omitted = node.omitted
        filled = node.filled
        spent = Counter(t.spent) if self.fill_payments else Counter()
        pays = self.fill_payments and node.g.pending is not None and node.g.pending.kind in PAY_BY_ITEMS
        boxed = _between_boxes(items)
        left = _left_in_segment(items)
        for it, n in zip(items, left):
            if it[0] == "#":
                if it[2] == "setup" and idx < len(self.log.players) and turns[idx].letter == it[1]:
                    continue  # its setup goes on (begun with a decision before its faction was chosen, A.8.3)
                if not done(rest) or not _all_set(h, t, rest):
                    return None
                idx += 1
                if idx >= len(turns):  # the game goes on after the last line written
                    return Node(h, t, idx, (), node.path + (str(a),), omitted=omitted, filled=filled, parent=node)
                if turns[idx].letter != it[1] or (it[2] == "setup") != (idx < len(self.log.players)):
                    return None
                rest = list(self.rest[idx])
                continue
            if not self._hidden_ok(h, idx, it):
                return None
            skew += 2 * WINDOW * self._hidden_cost(h, idx, it)  # a type later lines need: tried last
            head = _ordered_head(it, rest, n if self.window == EXACT else win)
            if self.window <= STRICT and _drawn(it):
                head = min(head, _before_discard(it, rest, head))
            j = next((j for j, w in enumerate(rest[:head]) if w == it), -1)
            if j < 0 and boxed[_boxed(it)] > 0:  # R498: between two boxes of a board, not written so
                boxed[_boxed(it)] -= 1
                if it in self.rest[idx]:  # a line that writes such a move elsewhere (an export) writes
                    skew += 2 * WINDOW    # each: tried last (a paid move, 11.5.1, for Cobbler's free one)
                continue
            if j < 0:
                j = next((j for j, w in enumerate(rest[:head]) if compatible(it, w)), -1)
            if j < 0:
                if any(fits_all(it, w) for w in rest[:head]):
                    continue  # one of all it stands for: it stays for the others
            if j < 0:
                # not in the exact search: an export writes the removal and the placement, each in
                # its step; read so, a warrior lost on the way (a toll, H.2.2) and one placed later fit
                # a move as written, before the way that moves it (Cobbler's move tried first)
                j = next((j for j, w in enumerate(rest[:win]) if _hospital(it, w)), -1) if self.window > EXACT else -1
                if j >= 0:  # removed now, placed by the rest of the move later
                    rest[j] = ("p", it[1], rest[j][2], "", rest[j][4])
                    skew += 2 * WINDOW  # tried after a way that moves them as written
                    continue
                if optional(it) or _crafted_from(it, items) or _flipped_away(it, items) or _spent_to_craft(it, items) \
                        or (idx < len(self.log.players) and set_up_by_itself(it)) \
                        or (idx >= len(self.log.players) and it[0] == "s"
                            and (it[1], it[2]) in self.tracker.codes.by_itself()) \
                        or self._revealed_discard(it, idx, items):  # R487 (10.3.3 is chosen), R489
                    omitted += 1
                    continue
                mine = it[0] == "i" and it[2][:1] == turns[idx].letter  # an item of the player paying
                if _paid(it, spent) or (pays and mine and _exhausted(it)) \
                        or (self.fill_payments and _unpaid(it, filled)):
                    # R496: a payment the line leaves out, filled (--fill-payments); the items so
                    # exhausted refreshed (R497)
                    if it[0] == "p":
                        spent[it[1], it[2], it[3]] -= 1
                    filled += ((idx, it),)
                    skew += 2 * WINDOW  # tried after a way that pays as written
                    continue
                if idx > node.idx and (self.ahead is None or idx > self.ahead[0]):
                    self.ahead = (idx, it, rest[0] if rest else None)  # the step went on into a line
                return None
            rest.pop(j)
            skew += j
        rest = _placed_by_craft(h, t, items, rest)
        return Node(h, t, idx, tuple(rest), node.path + (str(a),), skew=skew, omitted=omitted, filled=filled,
                    parent=node)

    # -- the end -----------------------------------------------------------------------------
    def _failure(self, best: Node, idx: int, gave_up: bool, frontier: list[Node]) -> ImportError_:
        from woodland.rootlog.text import write_atom

        if self.ahead is not None:  # a step ended the line, then did what the next line does not say
            nxt, did, said = self.ahead
            turn = self.log.turns[nxt]
            what = f"{write_atom(said, turn.letter)!r} is not" if said else "the line does not say"
            return ImportError_(turn.number, turn.text, f"{what} what the game does by itself here "
                                f"({write_atom(did, turn.letter)!r})")
        turn = self.log.turns[idx]
        if done(best.rest):
            p = best.g.pending
            if p is None:
                return ImportError_(turn.number, turn.text, "the game is over", ["3.1"])
            who = self.log.turns[idx + 1].letter if idx + 1 < len(self.log.turns) else "?"
            return ImportError_(turn.number, turn.text, f"the line ends, but the turn does not: "
                                f"{best.g.faction_key(p.seat)} must still decide '{p.kind}' before {who} "
                                "plays", [p.rule] if p.rule else [])
        first = best.rest[0]
        what = write_atom(first, turn.letter)

        def later() -> tuple[str, list[str]]:
            why, rules = self._reason(first, frontier or [best])
            if gave_up and not rules:
                why = f"no legal decisions found for {what!r} (the search gave up)"
            return f"{what!r}: {why}", rules
        return ImportError_(turn.number, turn.text, f"{what!r} is not matched", [], later)

    def _reason(self, a: Atom, nodes: list[Node]) -> tuple[str, list[str]]:
        """Why the atom cannot be played: the oracle's reason where the search got furthest
        into the line. Where it got there in several ways (a step before the atom taken or
        not), a reason naming a rule of its own is preferred to one naming only rules of
        the section of the decision asked there (a step to take first: "finish crafting
        first", 14.5 where 14.5.1 asks), so the rule the line breaks is given, not where
        the search stopped."""
        first: tuple[str, list[str]] | None = None
        for node in nodes:
            why, rules = self._why(node.g, a)
            p = node.g.pending
            asked = p.rule if p is not None and p.rule else ""
            if rules and not all(_related(r, asked) for r in rules):
                return why, rules
            first = first or (why, rules)
        assert first is not None
        return self._implied(a, nodes) or first

    def _implied(self, a: Atom, nodes: list[Node]) -> tuple[str, list[str]] | None:
        """Why the atom cannot be played, from the actions that would make it: the steps
        offered where the search got furthest into the line (``nodes``) and on its way there
        (this line's places, nearest first) whose atoms include ``a``, or one like it but in
        one place (a clearing, an item; maybe where it goes too, which may follow from it).
        In this order:

        - a step that makes ``a``, offered where ``a`` was the line's next atom, that also
          makes an atom the line does not write (a plot placed in 2 for the warrior removed
          there, ``w2->/t->4``, 13.5.2; a building's wood, 6.5.4.II), or whose every answer to
          the decision it leads to does; after an answer (``done``), what the game then does
          by itself (wood at the sawmills, 6.4), whose rule is not known here;
        - such a step offered where ``a`` was next, and not taken on the way to where the
          search got furthest: the line does not go on from it (a card bought whose payment
          the line leaves out, 11.2.6);
        - the oracle's reason at those places, nearest first, for the step that makes ``a``,
          or for one like it with that place put in its arguments (``repair bag_d`` makes
          ``%bd->t``; for ``%fd->s``, ``repair boots_d``): the first naming a rule other than
          that of the decision asked there or a section holding it (recruiting when the
          Assembly is over, 12.5.1, where Parliament asks; no damaged boots, 9.5.7, where the
          card to give for an Aid is asked); a step legal where the search got furthest is
          not asked;
        - then (and for a point scored, ``++``, which names no action, only this) an answer
          of a decision on the way there, not taken, that makes ``a`` and none of what the
          answer taken there made (which the line writes), and that no later place offers:
          the line writes what two answers of one decision make, where one only may be
          chosen (a quest's reward, points or two cards: ``R#Q->$/2#->V/++``, 9.5.5;
          ``_one_answer``: an answer of the same kind as the one taken)."""
        from woodland.oracle import ANSWERS, explain
        from woodland.rootlog.text import write_atom

        if a[0] in ("v", "d"):
            return self._one_answer(a, nodes)
        left = min(len(n.rest) for n in nodes)
        furthest = [n for n in nodes if len(n.rest) == left]  # (the others got less far after another way)
        places = list(nodes)
        seen = {id(n) for n in nodes}
        for node in nodes:
            n = node.parent
            while n is not None and n.idx == nodes[0].idx and id(n) not in seen and len(places) < PLACES:
                seen.add(id(n))
                places.append(n)
                n = n.parent
        letter = self.log.turns[nodes[0].idx].letter
        say = lambda x: repr(write_atom(x, letter))  # noqa: E731
        asks: list[Action] = []  # the actions to ask the oracle about
        # a step making ``a``, an atom the line does not write (of the step, or of each answer of
        # the decision it leads to: that decision's kind and rule)
        extra: list[tuple[Action, Atom, str, list[str]]] = []
        offered: dict[Action, Node] = {}  # a step making ``a``: the place where ``a`` was next and it was offered
        shown: dict[Action, int] = {}  # such a step: minus how many of its atoms the line writes
        tried = 0
        for node in places:
            for o in self._legal(node.g):
                if tried >= PROBES:
                    break
                tried += 1
                h, t = node.g.clone(), node.tracker.copy()
                try:
                    made = [x for x in t.apply(h, o) if x[0] != "#"]
                except WoodlandError:
                    continue
                for x in made:
                    at = _alike(x, a)
                    if at is None:
                        continue
                    ask = o if at < 0 else self._substituted(o, at, x, a)
                    if ask is not None and ask not in asks:
                        asks.append(ask)
                    if at < 0 and node.rest[:1] == (a,) and node.rest.count(a) == furthest[0].rest.count(a):
                        offered.setdefault(o, node)  # where the line writes it next, not taken on the way
                    if at < 0 and node.rest[:1] == (a,):
                        y = _unwritten(made, node.rest) or _unwritten_point(made, node.rest)
                        if y is not None:
                            extra.append((o, y, "", self._rule_of(node.g, o)))
                            shown[o] = -sum(1 for z in made if any(compatible(z, w) for w in node.rest))
                        elif h.pending is not None and node.g.pending is not None \
                                and h.pending.seat == node.g.pending.seat:
                            # the decision it leads to: each answer makes what the line does not
                            # write (the items exhausted to pay for a card bought, 11.2.6)
                            ys = [self._unwritten_after(h, t, o2, node.rest) for o2 in self._legal(h)[:PROBE_NEXT]]
                            if ys and all(ys):
                                extra.append((o, cast(Atom, ys[0]), h.pending.kind, self._rule_of(h, None)))
        # the step that makes the most of what the line writes first (``t10->/b_r->11`` without
        # its point: the recruiter built, not a sawmill elsewhere from the same wood)
        extra.sort(key=lambda e: shown.get(e[0], 0))
        for o, y, then, rules in extra:
            if then:  # each answer of the decision it leads to
                return (f"the action that does it, {self._words(o)}, asks '{then}' next, and each answer makes "
                        f"what the line does not write (such as {say(y)})"), rules
            if o.kind in ANSWERS:  # what the game then does by itself (wood at the sawmills, 6.4): its rule unknown
                return f"after '{o}', the game makes {say(y)} by itself, which the line does not write", []
            return f"the action that does it, {self._words(o)}, also makes {say(y)}, which the line does not write", \
                rules
        for o, node in offered.items():
            p = node.g.pending
            return (f"the action that does it, {self._words(o)}, may be taken where the line writes it "
                    f"('{p.kind if p else ''}'), but no way of playing the rest of the line follows from it"), \
                [p.rule] if p is not None and p.rule else []
        for o in list(asks):
            if any(explain(node.g, o).legal for node in furthest):
                asks.remove(o)  # it may be taken there: its atoms are not the line's
        for node in places:
            p = node.g.pending
            asked = p.rule if p is not None and p.rule else ""
            for o in asks:
                e = explain(node.g, o)
                if e.legal is False and e.reason and e.rules and not all(_within(asked, r) for r in e.rules):
                    return f"the action that does it, {self._words(o)}, is not legal: {e.reason}", e.rules
        return self._one_answer(a, nodes)

    def _one_answer(self, a: Atom, nodes: list[Node]) -> tuple[str, list[str]] | None:
        """The atom ``a`` is made by an answer of a decision on the way to where the search got
        furthest (``nodes``), not taken there, of the kind of the answer taken (the same
        choice with other arguments, not another action: a craft is not the alternative of
        ending the Daylight), that does not make some of what the answer taken made (atoms of
        the line; the quest drawn in its place, 9.5.5, both make), and that no later place of
        that way offers: the line writes both answers' atoms where the decision allows one (a
        quest's reward, 9.5.5: ``2#->V`` drawn and ``++`` scored). The rule is that decision's.
        Places nearest first."""
        from woodland.rootlog.text import write_line

        letter = self.log.turns[nodes[0].idx].letter
        # as a line writes them (a card drawn from the deck: ``2#->V``)
        plain = lambda x: x[:3] + (DECK if x[3] == ANY_SRC else x[3], DISCARD if x[4] == ANY_DST else x[4]) \
            if x[0] in ("c", "q") else x  # noqa: E731
        ways: list[tuple[Node, Node, list[Node]]] = []  # a place, the step taken there, the places after it
        seen: set[int] = set()
        for node in nodes:
            after = [node]
            n = node.parent
            while n is not None and n.idx == node.idx and len(ways) < PLACES:
                if id(n) not in seen:
                    seen.add(id(n))
                    ways.append((n, after[-1], list(after)))
                after.append(n)
                n = n.parent
        tried = 0
        for n, child, after in ways:
            p = n.g.pending
            taken = child.path[-1] if child.path else ""
            made = list((Counter(n.rest) - Counter(child.rest)).elements())  # what the step taken matched
            legal = self._legal(n.g)
            kind = next((o.kind for o in legal if str(o) == taken), None)
            if p is None or not p.rule or not made or kind is None:
                continue
            for o in legal:  # another answer of the same kind (``reward score`` for ``reward draw``; not
                if str(o) == taken or o.kind != kind or tried >= PROBES:  # a craft for ending the phase)
                    continue
                tried += 1
                h, t = n.g.clone(), n.tracker.copy()
                try:
                    its = [x for x in t.apply(h, o) if x[0] != "#"]
                except WoodlandError:
                    continue
                only = list(made)  # what the answer taken made and this one does not
                for x in its:
                    j = next((j for j, w in enumerate(only) if compatible(x, w)), -1)
                    if j >= 0:
                        only.pop(j)
                if not any(compatible(x, a) for x in its) or not only:
                    continue
                if any(str(o) in {str(x) for x in self._legal(m.g)} for m in after):
                    continue  # it may be taken later: not one answer or the other
                both = write_line(letter, [plain(w) for w in only])[2:]
                return (f"{self._words(o)} makes it where the game asks '{p.kind}', but the line also writes what "
                        f"'{taken}' made there ({both!r}): one answer only"), [p.rule]
        return None

    def _unwritten_after(self, g: Game, t: Tracker, o: Action, rest: tuple[Atom, ...]) -> Atom | None:
        """An atom the step ``o`` makes that the line (``rest``) does not write, if any."""
        h, t = g.clone(), t.copy()
        try:
            return _unwritten([x for x in t.apply(h, o) if x[0] != "#"], rest)
        except WoodlandError:
            return None

    def _rule_of(self, g: Game, o: Action | None) -> list[str]:
        """The rule of the step ``o``: its kind's (core/kinds.py), if of the chapter of the
        decision asked (a kind of that name may be another faction's: ``recruit``, 6.5.3);
        else (and with no step) the decision's."""
        p = g.pending
        asked = p.rule if p is not None and p.rule else ""
        rule = ACTIONS[o.kind].rule if o is not None and o.kind in ACTIONS else ""
        if rule.split(".")[0] != asked.split(".")[0]:
            rule = asked
        return [rule] if rule else []

    def _words(self, o: Action) -> str:
        """An action quoted, with the file's numbers of the clearings it names where woodland's
        differ (``'plot 4 bomb' (clearing 4: the file's 2)``)."""
        codes = self.tracker.codes
        said = []
        for j in _clearing_args(o.kind, len(o.args)):
            c = o.args[j]
            if isinstance(c, int) and 0 < c <= len(codes.numbers) and codes.clearing(c - 1) != str(c):
                said.append(f"clearing {c}: the file's {codes.clearing(c - 1)}")
        return f"'{o}'" + (f" ({', '.join(said)})" if said else "")

    def _substituted(self, o: Action, at: int, x: Atom, a: Atom) -> Action | None:
        """The step ``o`` with the argument that makes field ``at`` of its atom ``x`` (a
        clearing, an item) made to give ``a``'s instead; None if no argument does."""
        codes = self.tracker.codes
        shapes = [sh for sh in ACTIONS[o.kind].shapes if len(sh) == len(o.args)] if o.kind in ACTIONS else []
        if not shapes:
            return None
        letters_ = data()["items"]
        args = list(o.args)
        changed = 0
        for j, v in enumerate(args):
            kinds = {sh[j] for sh in shapes}
            try:
                if kinds == {CLEARING} and isinstance(v, int) and codes.clearing(v - 1) == x[at]:
                    args[j] = codes.clearing_index(a[at]) + 1
                    changed += 1
                elif kinds <= {ITEM, ITEM_STATE} and isinstance(v, str) and letters_.get(v.split("_")[0]) == x[at]:
                    name = next(k for k, c in letters_.items() if c == a[at])
                    args[j] = name + v[len(v.split("_")[0]):]
                    changed += 1
            except (ValueError, KeyError, StopIteration, IndexError):
                return None
        return act(o.kind, tuple(args)) if changed == 1 else None

    def _why(self, g: Game, a: Atom) -> tuple[str, list[str]]:
        """The oracle's reason for the engine action closest to the atom, if any."""
        from woodland.oracle import explain

        name = a[2] if a[0] in ("c", "q") else a[1] if a[0] == "z" and not a[1].startswith("%") else ""
        if name and name not in _known_names():  # a typo: no step could make it
            return f"'{name}' is the name of no card woodland knows (Rootlog writes a card's name in lower case " \
                   "without spaces, or its abbreviation)", []
        codes = self.tracker.codes
        text = None
        try:
            if a[0] == "p" and a[2] == "w" and a[3].isdigit() and a[4].isdigit():
                text = f"move {codes.clearing_index(a[3]) + 1}->{codes.clearing_index(a[4]) + 1}"
            elif a[0] == "x" and a[3].isdigit():
                text = f"battle {codes.clearing_index(a[3]) + 1} {codes.keys[codes.seat_of_letter[a[2]]]}"
            elif a[0] == "z" and not a[1].startswith("%"):
                named = [c for c in g.deckdef.cards if card_key(c.name) == a[1]  # ``favor``: three cards
                         and (len(a) < 3 or suit_letter(c.suit) == a[2])]  # ``Zmpart`` (R499)
                held = {g.deckdef.cards[cid].type for cid in g.factions[g.pending.seat].hand} if g.pending else set()
                text = f'craft "{next((c for c in named if c.type in held), named[0]).label}"'  # the one in hand
        except (KeyError, ValueError, StopIteration, IndexError):
            text = None
        p = g.pending
        if text is not None and p is not None:
            e = explain(g, text)
            if e.legal is False and e.reason:
                return e.reason, e.rules
        if p is not None and a[0] == "p" and not a[3] and a[4].isdigit():  # a piece placed there
            why = self._why_there(g, codes.clearing_index(a[4]) + 1)
            if why is not None:
                return why
        if p is None:
            return "the game is over", []
        return (f"no legal decision of {g.faction_key(p.seat)} leads to it "
                f"(the game asks '{p.kind}' now)"), [p.rule] if p.rule else []

    def _why_there(self, g: Game, c: int) -> tuple[str, list[str]] | None:
        """The oracle's reason for a decision asked now, taken in clearing ``c`` (a piece
        placed there: ``F#^/w->9``, a ritual in a clearing of another suit; not a move, whose
        atom says where from): the first that names a rule of the faction's (or part's) own
        chapter outside the section of the decision asked (10.5.2 where 10.6.3 asks; not a
        battle's 4.3 for a building placed)."""
        from woodland.oracle import explain

        p = g.pending
        asked = p.rule if p is not None and p.rule else ""
        seen: set[str] = set()
        for option in self._legal(g):
            for i in _clearing_args(option.kind, len(option.args)) if option.kind != "move" else ():
                text = str(act(option.kind, option.args[:i] + (c,) + option.args[i + 1:]))
                if text in seen or len(seen) >= 40:
                    continue
                seen.add(text)
                e = explain(g, text)
                if e.legal is False and e.reason and any(r.split(".")[0] == asked.split(".")[0]
                                                         and not _related(r, asked) for r in e.rules):
                    return e.reason, e.rules
        return None

    def _winner(self, node: Node) -> None:
        w = self.log.winner
        if w is None:
            return
        g = node.g
        codes = self.tracker.codes
        if g.result is None:
            raise ImportError_(self.log.winner_line, "Winner: " + "".join(w), "the game has not ended", ["3.1"])
        got = sorted(codes.letter[s] for s in g.result["winner_seats"])
        if got != sorted(w):
            raise ImportError_(self.log.winner_line, "Winner: " + "".join(w),
                               f"the game was won by {''.join(got)}", ["3.1"])

    def _record(self) -> dict[str, Any]:
        rng = PlannedRng(self.world)
        rng.script = []
        self.world.wish = []
        g = Game.new(self.setup, 0, rng=rng)
        hashes = []
        for a in self.actions:
            g.apply(g.parse(a))
            hashes.append(g.fingerprint())
        rec = {"format": RECORD_FORMAT, "setup": g.setup, "seed": 0, "chance": list(rng.script),
               "actions": list(self.actions), "result": g.result}
        if self.warnings:  # R496: the payments the import chose
            rec["warnings"] = list(self.warnings)
        # the record must replay to the same game (its hashes are those of the replay)
        h = replay({k: v for k, v in rec.items() if k != "result"})
        if snapshot(h, self.tracker.codes).key(h) != snapshot(self.g, self.tracker.codes).key(self.g):
            raise BadInput("import", "engine error: the record written does not replay to the game rebuilt")
        rec["hashes"] = _hashes(rec)
        return rec


def _hashes(rec: dict[str, Any]) -> list[str]:
    out: list[str] = []
    replay({k: v for k, v in rec.items() if k not in ("result", "hashes")},
           on_step=lambda i, g: out.append(g.fingerprint()))
    return out


def _call_key(c: tuple[Any, ...]) -> tuple[str, int]:
    return c[0], c[1]


def _call_shape(c: tuple[Any, ...]) -> int:
    """What a draw is drawn from: a value's bound, a shuffle's length."""
    return int(c[2]) if c[0] == "b" else len(c[2])


def _variants(rng: PlannedRng, calls: list[tuple[Any, ...]]
              ) -> tuple[list[tuple[dict[int, int], dict[int, list[Any]]]], list[tuple[Any, ...]]]:
    """Other outcomes of the random draws of one step, when there are few: of its first
    draws as far as there are at most MAX_VARIANTS, with the draws they vary (``used``)."""
    choices: list[list[tuple[str, int, Any]]] = []
    used: list[tuple[Any, ...]] = []
    total = 1
    for c in calls:
        opts: list[tuple[str, int, Any]]
        if c[0] == "b":
            opts = [("b", c[1], v) for v in range(c[2])]
        else:
            before = c[2]
            if len(before) > 5:
                continue
            opts = [("s", c[1], list(p)) for p in sorted(set(permutations(before)), key=repr)]
        total *= len(opts)
        if total > MAX_VARIANTS:
            break  # the draws after it are varied under each of these (Importer._children)
        choices.append(opts)
        used.append(c)
    if not used:
        return [], []
    out = []
    for combo in product(*choices):
        over, sover = dict(rng.over), dict(rng.sover)
        for kind, n, v in combo:
            (over if kind == "b" else sover)[n] = v
        out.append((over, sover))
    return out, used


def quest_items(keys: list[str]) -> dict[tuple[str, str], list[str]]:
    """The items each quest of the game's factions needs (9.5.4), by its identity, as letters."""
    for key in keys:
        spec = FACTIONS[key].DATA.get("rootlog") or {}
        if spec.get("quest_cards"):
            return {(suit_letter(q["suit"]), card_key(q["name"])): [item_letter(x) for x in q["items"]]
                    for q in FACTIONS[key].DATA[spec["quest_cards"]]}
    return {}


def quest_identities(keys: list[str]) -> list[tuple[str, str]]:
    """The quests of the game's factions (one set is shared, 9.7.2), as (suit, name)."""
    for key in keys:
        spec = FACTIONS[key].DATA.get("rootlog") or {}
        if spec.get("quest_cards"):
            return [(suit_letter(q["suit"]), card_key(q["name"])) for q in FACTIONS[key].DATA[spec["quest_cards"]]]
    return []


def import_text(text: str, budget: int = BUDGET, fill_payments: bool = False,
                warnings: list[str] | None = None) -> dict[str, Any]:
    """A woodland record of the Rootlog game ``text`` (raises :class:`ImportError_` or
    :class:`~woodland.rootlog.notation.NotationError` naming the first line that fails).
    ``fill_payments`` (R496): a payment the rules require that a line leaves out (the wood
    of a building, 6.5.4.II) is chosen by the import; each is a warning naming its line,
    appended to ``warnings`` (those of the lines played, if a later line fails) and kept in
    the record's ``warnings``."""
    imp = Importer(text, budget, fill_payments)
    try:
        return imp.run()
    finally:
        if warnings is not None:
            warnings += imp.warnings
