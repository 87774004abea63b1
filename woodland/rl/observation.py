"""The observation tensor: a fixed-length float vector made from one seat's view (docs/rl.md).

Only ``game.view(seat)`` (woodland/core/observe.py) is read, so the tensor holds exactly what
that seat may know (1.2). The layout is a list of named fields, each a fixed number of
floats, fixed for every faction, map and deck: the value lists come from the same
vocabulary as the action space (space.py). A faction board (``public_board``, the seat's
own ``private_view``), the procedures under way and the pending decision's public facts
differ from faction to faction; they are read generically: every number, flag and word in
them is added to a bucket chosen by a stable hash of its path (feature hashing), so a new
faction's board needs no code here. The structured view (a dict) carries the same facts
exactly, for those who want them.
"""

from __future__ import annotations

import zlib
from typing import Any, NamedTuple

import numpy as np

from woodland.core.kinds import DECISIONS, HIRELING
from woodland.rl.space import Vocab

#: at most this many players (Root takes 2 to 6)
MAX_SEATS = 6
#: hashed buckets: a faction board, the procedures under way, the pending decision's facts,
#: the rest of the table (landmark cards, closed paths, the hireling cards' own state...)
BOARD_BUCKETS = 64
CONTEXT_BUCKETS = 32
TABLE_BUCKETS = 32
#: every value is clipped to +-BOUND (the observation space's bounds)
BOUND = 100.0
#: counts are divided by these, so that most values lie within 0..1
SCALE = {"warriors": 10.0, "score": 30.0, "hand": 10.0, "supply": 25.0, "deck": 54.0, "turn": 100.0,
         "slots": 3.0, "hashed": 10.0}


class Field(NamedTuple):
    name: str
    offset: int
    size: int
    doc: str


class Observer:
    """``encode(view)`` is the tensor of one seat's view; ``fields`` its layout."""

    def __init__(self, vocab: Vocab | None = None) -> None:
        v = self.vocab = vocab or Vocab()
        self.factions: list[str] = [str(x) for x in v.values["faction"]]
        self.cards: list[str] = [str(x) for x in v.values["card"]]
        self.items: list[str] = [str(x) for x in v.values["item"]]
        self.pieces: list[str] = [str(x) for x in v.values["piece"]]
        self.suits: list[str] = [str(x) for x in v.values["suit"]]
        self.decisions = sorted(DECISIONS)
        self.hirelings: list[str] = [str(x) for x in v.values[HIRELING]]
        self.landmarks: list[str] = list(v.landmarks)
        self.n_clearings = len(v.values["clearing"])
        self.fi = {k: i for i, k in enumerate(self.factions)}
        self.ci = {k: i for i, k in enumerate(self.cards)}
        self.ii = {k: i for i, k in enumerate(self.items)}
        self.pi = {k: i for i, k in enumerate(self.pieces)}
        self.si = {k: i for i, k in enumerate(self.suits)}
        self.di = {k: i for i, k in enumerate(self.decisions)}
        self.hi = {k: i for i, k in enumerate(self.hirelings)}
        self.li = {k: i for i, k in enumerate(self.landmarks)}
        self.phi = {k: i for i, k in enumerate(v.phases)}
        F, C, P, n_items = len(self.factions), len(self.cards), len(self.pieces), len(self.items)
        H = len(self.hirelings)
        self.fields: list[Field] = []
        self.at: dict[str, int] = {}
        self.size = 0
        add = self._field
        add("me", F, "the observing faction (one-hot)")
        add("to_act", F, "the faction deciding now (one-hot)")
        add("i_decide", 1, "1 when the observer decides now")
        add("current", F, "the faction whose turn it is (one-hot)")
        add("phase", len(v.phases) + 1, "setup, birdsong, daylight, evening, other (one-hot)")
        add("turn", 1, "turn number / 100")
        add("over", 1, "1 once the game has ended")
        add("decision", len(self.decisions) + 1, "the pending decision's kind (one-hot; last: unknown)")
        add("facts", CONTEXT_BUCKETS, "the pending decision's public facts (hashed)")
        add("context", CONTEXT_BUCKETS, "the procedures under way and their public facts (hashed)")
        add("deck_count", 1, "cards in the draw pile / 54")
        add("discard", C, "the discard pile (count per card label)")
        add("available_dominance", C, "dominance cards available to take")
        add("item_supply", n_items, "items in the supply (count per item)")
        add("table", TABLE_BUCKETS, "the rest of the view: landmark cards, closed paths, hireling cards (hashed)")
        self.hireling_fields = [
            ("in_play", 1, "1 if the hireling card is in play (appendix H)"),
            ("controller", F + 1, "the faction controlling it (one-hot; last: nobody), H.3"),
            ("control", 1, "its control markers"),
            ("supply", 1, "its warriors in supply / 10"),
        ]
        self.hireling_size = sum(s for _, s, _ in self.hireling_fields)
        add("hirelings", H * self.hireling_size,
            f"{H} hireling sides x {self.hireling_size}: " + ", ".join(n for n, _, _ in self.hireling_fields))
        self.clearing_fields = [
            ("exists", 1, "1 for a clearing of this map"),
            ("suit", len(self.suits), "its suit (one-hot)"),
            ("slots", 1, "building slots / 3"),
            ("warriors", F, "warriors per faction / 10"),
            ("buildings", P + 1, "buildings per kind (last: another kind)"),
            ("tokens", P + 1, "tokens per kind (last: another kind)"),
            ("pawns", F, "pawns per faction"),
            ("ruler", F + 1, "who rules it (one-hot; last: nobody), 2.5"),
            ("no_placing", F, "factions that cannot place pieces here"),
            ("ruin_items", 1, "items under its ruin (count)"),
            ("hireling_warriors", H, "warriors per hireling side / 10 (appendix H)"),
            ("hireling_pawns", H, "pawns per hireling side (G.18: the Protector, the Flotilla)"),
            ("landmark", len(self.landmarks), "the landmark standing here (one-hot; appendix L)"),
        ]
        self.clearing_size = sum(s for _, s, _ in self.clearing_fields)
        add("clearings", self.n_clearings * self.clearing_size,
            f"{self.n_clearings} clearings x {self.clearing_size}: " + ", ".join(n for n, _, _ in self.clearing_fields))
        self.player_fields = [
            ("present", 1, "1 if the faction plays"),
            ("seat", MAX_SEATS, "its seat counted clockwise from the observer (one-hot)"),
            ("score", 1, "victory points / 30"),
            ("hand_count", 1, "cards in hand / 10"),
            ("supply", 1, "warriors in supply / 25"),
            ("crafted_items", n_items, "crafted items (count per item)"),
            ("crafting_suits", len(self.suits), "suits of its unused crafting pieces (counts)"),
            ("wins_rule_ties", 1, "1 if it rules where tied (7.2.2)"),
            ("dominance", len(self.suits), "the suit of its activated dominance card (one-hot)"),
            ("coalition", F, "the faction it is in coalition with (one-hot)"),
            ("shown", C, "its cards shown to everyone"),
            ("play_area", C, "its crafted cards (play area)"),
            ("hand", C, "its hand, where the observer may see it (its own; a public hand, 11.2.3)"),
            ("secret", C, "its hidden cards (only the observer's own)"),
            ("seen", C, "cards of its hand the observer was shown"),
            ("known", C, "cards the observer saw go into its hidden cards"),
            ("board", BOARD_BUCKETS, "its faction board and marks (hashed; the observer's private view too)"),
        ]
        self.player_size = sum(s for _, s, _ in self.player_fields)
        add("players", F * self.player_size,
            f"{F} factions (registry order: {', '.join(self.factions)}) x {self.player_size}: "
            + ", ".join(n for n, _, _ in self.player_fields))
        self._cf = _offsets(self.clearing_fields)
        self._pf = _offsets(self.player_fields)
        self._hf = _offsets(self.hireling_fields)

    def _field(self, name: str, size: int, doc: str) -> None:
        self.fields.append(Field(name, self.size, size, doc))
        self.at[name] = self.size
        self.size += size

    # ------------------------------------------------------------------ encoding
    def encode(self, view: dict[str, Any]) -> np.ndarray:
        x = np.zeros(self.size, dtype=np.float32)
        at = self.at
        me = view["seat"]
        self._one(x, at["me"], self.fi, view["faction"])
        pend = view.get("pending")
        if pend is not None:
            self._one(x, at["to_act"], self.fi, pend["faction"])
            x[at["i_decide"]] = float(pend["seat"] == me)
            k = self.di.get(pend["kind"], len(self.decisions))
            x[at["decision"] + k] = 1.0
            _hash_into(x, at["facts"], CONTEXT_BUCKETS, pend.get("facts"), "f")
        if view.get("current"):
            self._one(x, at["current"], self.fi, view["current"])
        x[at["phase"] + self.phi.get(view["phase"], len(self.phi))] = 1.0
        x[at["turn"]] = view["turn"] / SCALE["turn"]
        x[at["over"]] = float(view.get("result") is not None)
        _hash_into(x, at["context"], CONTEXT_BUCKETS, view.get("context"), "c")
        x[at["deck_count"]] = view["deck_count"] / SCALE["deck"]
        self._cards(x, at["discard"], view["discard"])
        self._cards(x, at["available_dominance"], view["available_dominance"])
        for item, n in view["item_supply"].items():
            self._add(x, at["item_supply"], self.ii, item, n)
        self._clearings(x, view)
        self._hirelings(x, view.get("hirelings"))
        _hash_into(x, at["table"], TABLE_BUCKETS, {k: v for k, v in view.items() if k not in _VIEW_KEYS}, "t")
        seat_of = {p["faction"]: p["seat"] for p in view["players"]}
        mine = next(p for p in view["players"] if p["seat"] == me)
        for p in view["players"]:
            self._player(x, p, me, mine, seat_of)
        np.clip(x, -BOUND, BOUND, out=x)
        return x

    def _clearings(self, x: np.ndarray, view: dict[str, Any]) -> None:
        cf = self._cf
        counts = view.get("ruin_item_counts", {})
        for cl in view["clearings"]:
            base = self.at["clearings"] + (cl["number"] - 1) * self.clearing_size
            x[base + cf["exists"]] = 1.0
            self._one(x, base + cf["suit"], self.si, cl["suit"])
            x[base + cf["slots"]] = cl["slots"] / SCALE["slots"]
            for k, n in cl["warriors"].items():
                self._add(x, base + cf["warriors"], self.fi, k, n / SCALE["warriors"])
                self._add(x, base + cf["hireling_warriors"], self.hi, k, n / SCALE["warriors"])
            for _owner, kind in cl["buildings"]:
                x[base + cf["buildings"] + self.pi.get(kind, len(self.pieces))] += 1.0
            for _owner, kind in cl["tokens"]:
                x[base + cf["tokens"] + self.pi.get(kind, len(self.pieces))] += 1.0
            for k in cl["pawns"]:  # a faction's, or a hireling's (appendix H)
                self._add(x, base + cf["pawns"], self.fi, k, 1.0)
                self._add(x, base + cf["hireling_pawns"], self.hi, k, 1.0)
            ruler = cl.get("ruler")
            x[base + cf["ruler"] + (self.fi.get(ruler, len(self.factions)) if ruler else len(self.factions))] = 1.0
            for k in cl.get("no_placing", ()):
                self._add(x, base + cf["no_placing"], self.fi, k, 1.0)
            x[base + cf["ruin_items"]] = counts.get(str(cl["number"]), 0)
        for k, number in view.get("landmarks", {}).items():
            base = self.at["clearings"] + (number - 1) * self.clearing_size
            self._one(x, base + cf["landmark"], self.li, k)

    def _hirelings(self, x: np.ndarray, hirelings: dict[str, Any] | None) -> None:
        hf = self._hf
        for card in (hirelings or {}).get("cards", ()):
            i = self.hi.get(card["key"])
            if i is None:
                continue
            base = self.at["hirelings"] + i * self.hireling_size
            x[base + hf["in_play"]] = 1.0
            owner = card.get("controller")
            x[base + hf["controller"] + (self.fi.get(owner, len(self.factions)) if owner else len(self.factions))] = 1.0
            x[base + hf["control"]] = card.get("control", 0)
            x[base + hf["supply"]] = card.get("warriors_in_supply", 0) / SCALE["warriors"]

    def _player(self, x: np.ndarray, p: dict[str, Any], me: int, mine: dict[str, Any],
                seat_of: dict[str, int]) -> None:
        i = self.fi.get(p["faction"])
        if i is None:
            return
        pf = self._pf
        base = self.at["players"] + i * self.player_size
        x[base + pf["present"]] = 1.0
        x[base + pf["seat"] + (p["seat"] - me) % len(seat_of)] = 1.0
        x[base + pf["score"]] = p["score"] / SCALE["score"]
        x[base + pf["hand_count"]] = p["hand_count"] / SCALE["hand"]
        x[base + pf["supply"]] = p["warriors_in_supply"] / SCALE["supply"]
        for item in p["crafted_items"]:
            self._add(x, base + pf["crafted_items"], self.ii, _item_kind(item), 1.0)
        for s, n in p["crafting_suits"].items():
            self._add(x, base + pf["crafting_suits"], self.si, s, n)
        x[base + pf["wins_rule_ties"]] = float(bool(p["wins_rule_ties"]))
        if p["dominance"]:
            self._one(x, base + pf["dominance"], self.si, self.vocab.card_suit.get(p["dominance"], ""))
        if p["coalition"]:
            self._one(x, base + pf["coalition"], self.fi, p["coalition"])
        self._cards(x, base + pf["shown"], p["shown"])
        self._cards(x, base + pf["play_area"], p["play_area"])
        self._cards(x, base + pf["hand"], p.get("hand", ()))
        self._cards(x, base + pf["secret"], p.get("secret", ()))
        self._cards(x, base + pf["seen"], mine.get("seen", {}).get(p["faction"], ()))
        self._cards(x, base + pf["known"], mine.get("known", {}).get(p["faction"], ()))
        extra = {k: v for k, v in p.items() if k not in _PLAYER_KEYS} if p["seat"] == me else None
        _hash_into(x, base + pf["board"], BOARD_BUCKETS, [p["board"], p["marks"], extra], "b")

    # ------------------------------------------------------------------ reading a tensor
    def player(self, x: np.ndarray, faction: str, name: str) -> np.ndarray:
        """The floats of field ``name`` of ``faction``'s block (``hand``, ``score``...)."""
        return self._part(x, self.at["players"] + self.fi[faction] * self.player_size, self.player_fields, name)

    def hireling(self, x: np.ndarray, side: str, name: str) -> np.ndarray:
        """The floats of field ``name`` of hireling side ``side``'s block."""
        return self._part(x, self.at["hirelings"] + self.hi[side] * self.hireling_size, self.hireling_fields, name)

    def clearing(self, x: np.ndarray, number: int, name: str) -> np.ndarray:
        """The floats of field ``name`` of clearing ``number`` (1-based)."""
        return self._part(x, self.at["clearings"] + (number - 1) * self.clearing_size, self.clearing_fields, name)

    @staticmethod
    def _part(x: np.ndarray, base: int, fields: list[tuple[str, int, str]], name: str) -> np.ndarray:
        at = base + _offsets(fields)[name]
        return x[at:at + dict((n, s) for n, s, _ in fields)[name]]

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _one(x: np.ndarray, base: int, index: dict[str, int], key: str) -> None:
        i = index.get(key)
        if i is not None:
            x[base + i] = 1.0

    @staticmethod
    def _add(x: np.ndarray, base: int, index: dict[str, int], key: str, value: float) -> None:
        i = index.get(key)
        if i is not None:
            x[base + i] += value

    def _cards(self, x: np.ndarray, base: int, labels: Any) -> None:
        ci = self.ci
        for c in labels:
            i = ci.get(c)
            if i is not None:
                x[base + i] += 1.0

    def table(self) -> list[Field]:
        return list(self.fields)


#: the view's player fields read one by one above; the rest of the observer's own (its
#: private view) is hashed with its board
_PLAYER_KEYS = {"seat", "faction", "score", "hand_count", "shown", "crafted_items", "play_area", "dominance",
                "coalition", "warriors_in_supply", "marks", "board", "crafting_suits", "wins_rule_ties", "hand",
                "secret", "seen", "known"}


#: the view's top-level keys read above (or, as ``procedures``, said by others); the rest
#: (landmark cards, closed paths, a component added later) is hashed into ``table``, with
#: the hireling cards' own state
_VIEW_KEYS = {"seat", "faction", "map", "deck", "pending", "current", "phase", "turn", "result", "context",
              "procedures", "deck_count", "discard", "available_dominance", "item_supply", "clearings",
              "players", "ruin_item_counts", "ruins_with_items", "landmarks"}


def _item_kind(item: str) -> str:
    return item.split("_", 1)[0]


def _offsets(fields: list[tuple[str, int, str]]) -> dict[str, int]:
    out, at = {}, 0
    for name, size, _ in fields:
        out[name] = at
        at += size
    return out


def _bucket(path: str, n: int) -> int:
    return zlib.crc32(path.encode()) % n


def _hash_into(x: np.ndarray, base: int, n: int, obj: Any, path: str) -> None:
    """Feature hashing of a JSON value: a number adds itself / 10 at its path's bucket, a
    flag 1, a word 1 at the bucket of its path and the word."""
    if obj is None or obj is False:
        return
    if obj is True:
        x[base + _bucket(path, n)] += 1.0
    elif isinstance(obj, (int, float)):
        x[base + _bucket(path, n)] += obj / SCALE["hashed"]
    elif isinstance(obj, str):
        x[base + _bucket(path + "=" + obj, n)] += 1.0
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _hash_into(x, base, n, v, f"{path}.{k}")
    elif isinstance(obj, (list, tuple)):
        words = all(isinstance(v, str) for v in obj)
        for i, v in enumerate(obj):
            _hash_into(x, base, n, v, path if words else f"{path}[{i}]")


_OBSERVER: list[Observer] = []


def observer() -> Observer:
    """The observer of the factions and data registered now (cached)."""
    from woodland.rl.space import action_space

    sp = action_space()
    if not _OBSERVER or _OBSERVER[0].vocab is not sp.vocab:
        _OBSERVER[:] = [Observer(sp.vocab)]
    return _OBSERVER[0]


def markdown() -> str:
    """The layout as the table of docs/rl.md: one row per field."""
    obs = observer()
    rows = ["| offset | field | floats | what |", "|---:|---|---:|---|"]
    rows += [f"| {f.offset} | {f.name} | {f.size} | {f.doc} |" for f in obs.fields]
    rows.append(f"| | | **{obs.size}** | |")
    return "\n".join(rows)


if __name__ == "__main__":  # (running it imports the package woodland first: every kind is registered)
    print(markdown())
