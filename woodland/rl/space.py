"""The fixed action space: every legal engine action of every faction, map and deck is one
integer id, and back (docs/rl.md).

The space is enumerated from the registry of action kinds (woodland/core/kinds.py): each
declared shape of each kind, in name order, is a block of ids, the mixed-radix product of
its arguments' values. The values of an argument type come from the engine's registries
and data (clearings of the largest map, the labels of every deck, the registered factions,
the quests in the factions' data, suits, items) and, for the few sets no registry lists (the
words of ``leader``, ``decree``...; the piece kinds), from the ``rl`` entry of each faction's
data.json (its own words and pieces) and ``woodland/rl/vocab.json`` (the few shared ones). A
new faction or kind therefore extends the space by its declarations and data, never by an
edit here.

Arguments without a fixed set of values are *ordinal*: a triggered effect's description
(``TEXT``), a crafted card's own arguments (``REST``: ``use "False Orders" 3 eyrie``) and a
word of a kind that no data lists. Their id says "the k-th, in text order, of the
options that agree on every other argument" -- a fixed range of k, read against the pending
decision's options.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, Iterable, NamedTuple, Sequence

from woodland.core.actions import Action, Arg
from woodland.core.cards import CARD_SUITS, ITEMS, available_decks, load_deck
from woodland.core.errors import WoodlandError
from woodland.core.faction import FACTIONS
from woodland.core.hireling import HIRELINGS, side_names
from woodland.core.kinds import (
    ACTIONS,
    CARD,
    CLEARING,
    COUNT,
    FACTION,
    FOREST,
    HIRELING,
    ITEM,
    ITEM_STATE,
    PIECE,
    QUEST,
    REST,
    SUIT,
    TEXT,
    WORD,
)
from woodland.core.landmark import LANDMARKS
from woodland.core.maps import available_maps, load_map

#: how many options an ordinal argument tells apart (the k of "the k-th option")
ORDINAL_SLOTS = {TEXT: 16, WORD: 16, REST: 64}
#: item states: damaged (_d), exhausted (_x) (9.2.5)
ITEM_SUFFIXES = ("", "_d", "_x", "_d_x")


class SpaceError(WoodlandError):
    """An action the space cannot number (a value outside its vocabulary: add it to the data)."""


def vocab_data() -> dict[str, Any]:
    """woodland/rl/vocab.json: the words neither a registry nor a faction's data lists."""
    return dict(json.loads(resources.files("woodland.rl").joinpath("vocab.json").read_text()))


def _merged(first: Iterable[Arg], more: Iterable[Iterable[Arg]]) -> list[Arg]:
    """``first`` then each list of ``more``, each value once, in order."""
    out = list(first)
    for values in more:
        out += [x for x in values if x not in out]
    return out


class Vocab:
    """The values of each argument type, from the registries and data; ``values[type]``
    is a list (its index is the value's number), ``words[kind]`` the words of a kind."""

    def __init__(self) -> None:
        data = vocab_data()
        maps = [load_map(m) for m in available_maps()]
        decks = [load_deck(d) for d in available_decks()]
        classes = [FACTIONS[k] for k in sorted(FACTIONS)]
        labels = sorted({c.label for d in decks for c in d.cards})
        # the hirelings' building and token kinds (their rules' ``building``, ``token``: appendix H)
        hireling_pieces = sorted({k for h in HIRELINGS.values() for k in (h.building, h.token) if k})
        quests = sorted({f"{q['name']} ({q['suit']})" for cls in classes for q in cls.DATA.get("quests", ())})
        self.values: dict[str, list[Arg]] = {
            # the largest map's clearings, then the off-map ones factions bring (12.2.2 the Burrow)
            CLEARING: list(range(1, max(m.n for m in maps) + sum(len(c.extra_clearings) for c in classes) + 1)),
            COUNT: list(range(0, max(cls.warrior_total for cls in classes) + 1)),
            FACTION: [cls.key for cls in classes],
            HIRELING: sorted(side_names()),  # appendix H: a hireling battled (4.3, H.3.2)
            CARD: list(labels),
            QUEST: list(quests),
            SUIT: list(CARD_SUITS),
            ITEM: list(ITEMS),
            ITEM_STATE: [i + s for i in ITEMS for s in ITEM_SUFFIXES],
            PIECE: _merged(data["piece"], [*(cls.DATA.get("rl", {}).get("piece", ()) for cls in classes),
                                           hireling_pieces]),
            FOREST: [f"F{i + 1}" for i in range(max(len(m.forests) for m in maps))],
        }
        for typ, more in data.get("extra", {}).items():  # e.g. "take none" (9.7.3)
            self.values[typ] += [x for x in more if x not in self.values[typ]]
        self.words: dict[str, list[Arg]] = {k: list(v) for k, v in data["word"].items()}
        for cls in classes:  # a faction's own words: its data.json, key "rl"
            for kind, words in cls.DATA.get("rl", {}).get("word", {}).items():
                self.words[kind] = _merged(self.words.get(kind, []), [words])
        self.phases: list[str] = list(data["phase"])
        #: the landmarks (appendix L), for the observation
        self.landmarks: list[str] = sorted(LANDMARKS)
        #: a card label's suit, for any deck (the observation's dominance cards)
        self.card_suit = {c.label: c.suit for d in decks for c in d.cards}

    def of(self, kind: str, typ: str) -> list[Arg] | None:
        """The values of an argument of ``kind`` of type ``typ``; None: ordinal."""
        if typ == WORD:
            return self.words.get(kind)
        return self.values.get(typ)


class Block(NamedTuple):
    """The ids of one shape of one action kind: ``start`` .. ``start + size``."""

    kind: str
    shape: tuple[str, ...]
    start: int
    sizes: tuple[int, ...]
    #: per argument, value -> number (None: ordinal)
    numbering: tuple[dict[Arg, int] | None, ...]
    values: tuple[list[Arg] | None, ...]

    @property
    def size(self) -> int:
        n = 1
        for s in self.sizes:
            n *= s
        return n

    def numbers(self, args: tuple[Arg, ...]) -> list[int | None] | None:
        """The number of each argument (None where ordinal), or None if ``args`` do not fit."""
        shape = self.shape
        rest = bool(shape) and shape[-1] == REST
        fixed = shape[:-1] if rest else shape
        if len(args) < len(fixed) if rest else len(args) != len(fixed):
            return None
        out: list[int | None] = []
        for idx, a in zip(self.numbering[:len(fixed)], args):
            if idx is None:
                if not isinstance(a, str):
                    return None
                out.append(None)
            else:
                i = idx.get(a)
                if i is None:
                    return None
                out.append(i)
        if rest:
            out.append(None)
        return out

    def id_of(self, numbers: Sequence[int]) -> int:
        i = 0
        for n, s in zip(numbers, self.sizes):
            i = i * s + n
        return self.start + i

    def digits(self, aid: int) -> list[int]:
        i = aid - self.start
        out = []
        for s in reversed(self.sizes):
            i, d = divmod(i, s)
            out.append(d)
        return out[::-1]


class ActionSpace:
    """Action ids for every action kind registered now (see the module docstring).

    ``ids(options)`` numbers a decision's options (the mask is the set of those ids),
    ``action(aid, options)`` is the option an id stands for, ``name(aid)`` a text for any id
    (ordinal arguments as ``#k``)."""

    def __init__(self, vocab: Vocab | None = None) -> None:
        self.vocab = v = vocab or Vocab()
        self.blocks: list[Block] = []
        self.by_kind: dict[str, list[Block]] = {}
        start = 0
        for kind in sorted(ACTIONS):
            for shape in ACTIONS[kind].shapes:
                vals = tuple(v.of(kind, t) if t != REST else None for t in shape)
                sizes = tuple(len(x) if x is not None else ORDINAL_SLOTS[WORD if t == WORD else t]
                              for x, t in zip(vals, shape))
                numbering = tuple({a: i for i, a in enumerate(x)} if x is not None else None for x in vals)
                b = Block(kind, shape, start, sizes, numbering, vals)
                self.blocks.append(b)
                self.by_kind.setdefault(kind, []).append(b)
                start += b.size
        self.n = start
        self._starts = [b.start for b in self.blocks]

    def __len__(self) -> int:
        return self.n

    def _fit(self, a: Action) -> tuple[Block, list[int | None]]:
        for b in self.by_kind.get(a.kind, ()):
            nums = b.numbers(a.args)
            if nums is not None:
                return b, nums
        raise SpaceError(f"the action space has no id for '{a}' (kind {a.kind!r}: an argument outside "
                         "woodland/rl/vocab.json or the registries)")

    def ids(self, options: Sequence[Action]) -> list[int]:
        """The id of each option of one decision (ordinal arguments ranked among them)."""
        fits = [self._fit(a) for a in options]
        groups: dict[tuple[int, tuple[int, ...]], list[tuple[str, int]]] = {}
        for i, (b, nums) in enumerate(fits):
            if None in nums:
                key = (b.start, tuple(-1 if x is None else x for x in nums))
                groups.setdefault(key, []).append((str(options[i]), i))
        out = [0] * len(options)
        ranks: dict[int, int] = {}
        for members in groups.values():
            for r, (_, i) in enumerate(sorted(members)):
                ranks[i] = r
        for i, (b, nums) in enumerate(fits):
            out[i] = b.id_of(self._with_rank(b, nums, ranks.get(i, 0), options[i]))
        if len(set(out)) != len(out):
            raise SpaceError(f"two options share an id: {[str(o) for o in options]}")
        return out

    def _with_rank(self, b: Block, nums: list[int | None], rank: int, a: Action) -> list[int]:
        """``nums`` with the rank spread over the ordinal positions (last position fastest)."""
        out = [0 if x is None else x for x in nums]
        for pos in reversed([p for p, x in enumerate(nums) if x is None]):
            rank, out[pos] = divmod(rank, b.sizes[pos])
        if rank:
            raise SpaceError(f"too many options like '{a}' for the ordinal slots of kind {a.kind!r}")
        return out

    def id(self, action: Action, options: Sequence[Action]) -> int:
        """The id of ``action``, one of ``options``."""
        return self.ids(options)[list(options).index(action)]

    def action(self, aid: int, options: Sequence[Action]) -> Action:
        """The option of ``options`` that id ``aid`` stands for (SpaceError if none)."""
        for i, o in zip(self.ids(options), options):
            if i == aid:
                return o
        raise SpaceError(f"action id {aid} ({self.name(aid)}) is not legal now")

    def block(self, aid: int) -> Block:
        if not 0 <= aid < self.n:
            raise SpaceError(f"action id {aid} is outside the space (0..{self.n - 1})")
        import bisect

        return self.blocks[bisect.bisect_right(self._starts, aid) - 1]

    def name(self, aid: int) -> str:
        """A text for any id: the action, with ``#k`` for an ordinal argument."""
        b = self.block(aid)
        words: list[str] = [b.kind]
        for pos, d in enumerate(b.digits(aid)):
            v = b.values[pos]
            words.append(f"#{d}" if v is None else _text(v[d]))
        return " ".join(words)

    def table(self) -> Iterable[tuple[int, int, str, tuple[str, ...]]]:
        """(first id, size, kind, shape) of each block: the layout docs/rl.md lists."""
        for b in self.blocks:
            yield b.start, b.size, b.kind, b.shape


def _text(x: Arg) -> str:
    return str(Action("x", (x,)))[2:]


_SPACES: dict[tuple[Any, ...], ActionSpace] = {}


def action_space() -> ActionSpace:
    """The space of the kinds and factions registered now, and every map and deck (cached)."""
    key = (tuple(ACTIONS), tuple(FACTIONS))  # (the maps and decks are package files: fixed)
    sp = _SPACES.get(key)
    if sp is None:
        sp = _SPACES[key] = ActionSpace()
    return sp


def markdown() -> str:
    """The space as the table of docs/rl.md: one row per block of ids."""
    sp = action_space()
    rows = ["| first id | ids | kind | arguments |", "|---:|---:|---|---|"]
    for start, size, kind, shape in sp.table():
        args = ", ".join("rest (ordinal)" if t == REST else f"{t} (ordinal)" if sp.vocab.of(kind, t) is None
                         else t for t in shape)
        rows.append(f"| {start} | {size} | {kind} | {args or '-'} |")
    rows.append(f"| | **{sp.n}** | | |")
    return "\n".join(rows)


if __name__ == "__main__":  # (running it imports the package woodland first: every kind is registered)
    print(markdown())
