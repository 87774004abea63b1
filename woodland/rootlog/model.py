"""What Rootlog sees of a game: a snapshot of every notated thing and its place, and the
movements ("atoms") between two snapshots (docs/rootlog.md, "The mapping").

An atom is a small tuple, one unit each (three warriors moved are three atoms):

``("p", owner, code, src, dst)``   a piece (``w``, ``b_s``, ``t``, ``p`` for a pawn)
``("c", suit, name, src, dst)``    a card (suit letter, Rootlog name; ``""`` where unknown)
``("q", suit, name, src, dst)``    a quest card
``("i", item, src, dst)``          an item
``("v", owner, +1 | -1)``          a victory point scored or lost
``("d", owner, where)``            the score marker moved to a board (dominance, coalition)
``("x", attacker, defender, clearing)`` a battle
``("z", what)``                    a craft (``%t`` an item, else the card's name)
``("z", name, suit)``              a craft of Partisans, with their suit (``Zmpart``, V2.8; R499)
``("s", owner, key, value)``       a setting (``key`` ``#``: the ``#value->$`` form)
``("k", path)``                    a closed path marker removed (``3_7``, the Mountain, M.4.3)
``("f", owner, down, clearing, up)`` a hidden piece flipped face up (``t3^t_b``, a plot, 13.4.2)
``("w", owner, clearing, clearing)`` two pieces swapped (``t3<->t7``, a trick, 13.5.4)

Pieces that belong to no faction (the Lake's ferry, written ``f``, V2.8) have the owner ``""``.

Locations are Rootlog text with explicit letters: ``""`` the supply, ``"5"`` a clearing,
``"1_2_5_10"`` a forest, ``"C"`` a hand, ``"C$"`` / ``"E$_m"`` a board (``"C$e"``: an
exhausted item in its Crafted Items box), ``"V$sr"`` an area and state of a Vagabond's
board; ``deck``, ``discard``, ``available`` (dominance cards near the map), ``qdeck``,
``gone`` and ``~`` (the item supply) are the places Rootlog writes as defaults.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from woodland.core.faction import FACTIONS
from woodland.core.game import Game
from woodland.core.landmark import LANDMARKS
from woodland.rootlog.codes import (
    DECK,
    DISCARD,
    GONE,
    QDECK,
    SUITED_CRAFTS,
    Codes,
    card_key,
    data,
    faction_letter,
    item_letter,
    suit_letter,
)

Atom = tuple[Any, ...]
ITEM_SUPPLY = "~"
AVAILABLE = "available"


def _field(obj: Any, path: str) -> Any:
    if "." not in path:
        return getattr(obj, path, None) if path else None
    v = getattr(obj, path.split(".")[0], None)
    for part in path.split(".")[1:]:
        v = v.get(part) if isinstance(v, dict) else None
    return v


class Snapshot:
    __slots__ = ("pieces", "cards", "quests", "items", "scores", "markers", "settings", "depth", "paths")

    def __init__(self) -> None:
        self.pieces: Counter[tuple[str, str, str]] = Counter()
        self.cards: dict[int, str] = {}
        self.quests: dict[int, str] = {}
        self.items: Counter[tuple[str, str]] = Counter()
        self.scores: dict[str, int] = {}
        self.markers: dict[str, str] = {}
        self.settings: dict[tuple[str, str], str] = {}
        #: closed path markers on the map (M.4.1)
        self.paths: set[str] = set()
        #: how deep each card of the deck lies (0: the top), for writing draws in their order
        self.depth: dict[int, int] = {}

    def key(self, g: Game) -> tuple[Any, ...]:
        """Everything it holds, comparable: two games whose snapshots have equal keys look
        the same in Rootlog (docs/rootlog.md, "Same"); copies of a card are alike."""
        cards = sorted(Counter((card_identity(g, c), w) for c, w in self.cards.items()).items())
        quests = sorted(Counter((quest_identity(g, q), w) for q, w in self.quests.items()).items())
        return (sorted(self.pieces.items()), cards, quests,
                sorted(self.items.items()), sorted(self.scores.items()), sorted(self.markers.items()),
                sorted(self.settings.items()), sorted(self.paths))


def snapshot(g: Game, codes: Codes) -> Snapshot:
    s = Snapshot()
    n = g.n
    L = codes.letter
    for c in range(g.map.n):
        where = codes.clearing(c)
        for seat in range(n):
            w = g.warriors[c * n + seat]
            if w:
                s.pieces[(L[seat], "w", where)] += w
        for seat, kind in g.buildings[c] + g.tokens[c]:
            if seat >= 0:
                s.pieces[(L[seat], codes.piece(seat, kind), where)] += 1
        for pieces, code in ((g.buildings[c], "b"), (g.tokens[c], "t")):  # a hireling's own (a vault, H.3)
            for seat, kind in pieces:
                if seat < 0 and codes.owner(seat):
                    s.pieces[(codes.owner(seat), data()["hireling_pieces"].get(kind, code), where)] += 1
        for it in g.ruin_items[c]:
            s.items[(item_letter(it), where)] += 1
    for key, c in g.landmarks.items():  # landmarks that move (the ferry, M.3.5)
        code = data()["landmarks"].get(key)
        if code and c >= 0:
            s.pieces[("", code, codes.clearing(c))] += 1
    _landmark_cards(s, g, codes)
    s.paths = {codes.path(a, b) for a, b in g.map.closed}
    for i, cid in enumerate(reversed(g.deck)):
        s.cards[cid] = DECK
        s.depth[cid] = i
    for cid in g.discard:
        s.cards[cid] = DISCARD
    for cid in g.available:
        s.cards[cid] = AVAILABLE
    for f in g.factions:
        _faction(s, g, codes, f)
    if g.hirelings is not None:
        _hirelings(s, g, codes)
    return s


def landmark_place(key: str) -> str:
    """Where the items and cards on a landmark's card are (an extension, R401, R402): its
    V2.8 name after ``_`` (``_forge``, ``_market``)."""
    return "_" + str(data()["landmark_setup"].get(key, key))


def _landmark_cards(s: Snapshot, g: Game, codes: Codes) -> None:
    """The items on the Legendary Forge's card, the cards beside the Black Market's; the
    building in the Elder Treetop's slot (an extension, R482: a setting of no faction, written
    ``treetop->Cb_s``, ``treetop->`` when empty)."""
    for key, c in g.landmarks.items():
        if c >= 0:
            where = landmark_place(key)
            for it in LANDMARKS[key].items_held(g):
                s.items[(item_letter(it), where)] += 1
            for cid in LANDMARKS[key].cards_held(g):
                s.cards[cid] = where
            if LANDMARKS[key].holds_building:
                s.settings[("", where)] = building_code(codes, LANDMARKS[key].building_held(g))


def building_code(codes: Codes, held: tuple[Any, ...]) -> str:
    """A building as a value: its owner's letter and its code (``Cb_s``, ``h_Kb``); ``""`` none."""
    if not held:
        return ""
    owner, kind = held
    if owner >= 0:
        return codes.letter[owner] + codes.piece(owner, kind)
    return codes.owner(owner) + str(data()["hireling_pieces"].get(kind, "b"))


def landmark_setting(a: Atom) -> bool:
    """A setting of a landmark, no faction's (the building in the Elder Treetop's slot, R482)."""
    return a[0] == "s" and a[1] == "" and str(a[2]).startswith("_")


def landmark_setup_atom(a: Atom) -> bool:
    """An item or a card put on a landmark's card (``%s~->_forge``, ``M#sap->_market``):
    what the ``Landmarks:`` line's setup writes (A.5.3)."""
    return (a[0] == "i" and str(a[3]).startswith("_")) or (a[0] == "c" and str(a[4]).startswith("_"))


def _hirelings(s: Snapshot, g: Game, codes: Codes) -> None:
    """V2.8: a hireling is written as a faction (``h_C``): its warriors, its pawn; who controls
    it with how many control markers, as hiring writes it (``h_E->A$4``; an extension, R377:
    each change, a marker removed too; back in the supply ``h_E->``)."""
    assert g.hirelings is not None
    for i, h in enumerate(g.hirelings.cards):
        me = codes.hire[i]
        for c, n in enumerate(h.warriors):
            if n:
                s.pieces[(me, "w", codes.clearing(c))] += n
        if h.pawn >= 0:
            s.pieces[(me, "p", codes.clearing(h.pawn))] += 1
        s.settings[(me, "hire")] = f"{codes.letter[h.controller]}${h.control}" if h.controller >= 0 else ""
        _hireling_state(s, codes, me, h.state, data()["hireling_state"].get(h.card) or {})


def _hireling_state(s: Snapshot, codes: Codes, me: str, state: dict[str, Any], spec: dict[str, str]) -> None:
    """What a side keeps on its card, as its data names it (an extension, R399, R400, R541): pieces
    on paths (the Highway Bandits' bandits, ``h_Tt->1_5``), a pawn in a forest (the Exile,
    ``h_Vp->1_2_5_10``), items on the card (``%uh_V$``; exhausted ``h_V$e``), cards of the
    deck on the card (the Mole Artisans' revealed cards, H.2.2: ``M#sackA->h_D$``)."""
    if "cards" in spec:
        for _seat, cid in state.get("revealed", ()):
            s.cards[cid] = me + spec["cards"]
    if "paths" in spec:
        for a, b in state.get("paths", ()):
            s.pieces[(me, spec["paths"], codes.path(a, b))] += 1
    forest = state.get("forest", -1)
    if "forest" in spec and isinstance(forest, int) and 0 <= forest < len(codes.forest_names):
        s.pieces[(me, spec["forest"], codes.forest(forest))] += 1
    if "items" in spec:
        for it in state.get("items", ()):
            kind = it.removesuffix("_x")
            s.items[(item_letter(kind), me + spec["items"] + ("e" if kind != it else ""))] += 1


def hireling_setup_atom(a: Atom) -> bool:
    """A piece of a hireling (``h_Cw->3``) or an item put on its card (``%u~->h_V$``): what
    the ``Hirelings:`` line's setup writes (A.6.3)."""
    return (a[0] == "p" and str(a[1]).startswith("h_")) or (a[0] == "i" and str(a[3]).startswith("h_"))


def _faction(s: Snapshot, g: Game, codes: Codes, f: Any) -> None:
    me = codes.letter[f.seat]
    spec = codes.spec[f.seat] if f.key in FACTIONS else {}  # a player yet to choose (A.8): a hand only
    for cid in f.hand:
        s.cards[cid] = me
    for cid in f.play_area:
        s.cards[cid] = me + "$"
    for path, loc in (spec.get("cards") or {}).items():
        where = DISCARD if loc == "discard" else me if loc == "hand" else me + loc
        for cid in _field(f, path) or ():
            if isinstance(cid, int) and cid >= 0:
                s.cards[cid] = where
    for path, loc in (spec.get("warriors") or {}).items():
        v = _field(f, path)
        if isinstance(v, int) and v:
            s.pieces[(me, "w", me + loc)] += v
        elif isinstance(v, list):
            for owner in v:
                s.pieces[(codes.letter[owner], "w", me + loc)] += 1
    for path, loc in (spec.get("retainers") or {}).items():  # not cards of the deck: -1 (Faithful Retainers, 15.3.5)
        n = sum(1 for c in _field(f, path) or () if c == -1)
        if n:  # counted as pieces, written as cards (``B#faith``, V2.8): they are alike
            s.pieces[(me, "#".join(spec["retainer_card"]), me + loc)] += n
    _named_warrior(s, codes, me, f, spec.get("named_warrior"))
    _captains(s, codes, me, f, spec.get("captains"))
    pawn = spec.get("pawn")
    if pawn:
        c, fo = _field(f, pawn["clearing"]), _field(f, pawn.get("forest", ""))
        if isinstance(c, int) and c >= 0:
            s.pieces[(me, "p", codes.clearing(c))] += 1
        elif isinstance(fo, int) and fo >= 0:
            s.pieces[(me, "p", codes.forest(fo))] += 1
    _kept(s, g, codes, f, spec)
    for path, it in (spec.get("map_items") or {}).items():  # items put on the map (the Scoundrel's torch, V.6.2)
        for c in _field(f, path) or ():
            s.items[(item_letter(it), codes.clearing(c))] += 1
    for it in f.items:  # Crafted Items (4.1.2): ``P$`` face up, ``P$e`` exhausted (4.1.3)
        s.items[(item_letter(it.split("_")[0]), me + "$" + ("e" if it.endswith("_x") else ""))] += 1
    if spec.get("gear"):
        _gear(s, me, _field(f, spec["gear"]) or [], f.DATA)
    if spec.get("quest_fields"):
        for path, loc in spec["quest_fields"].items():
            for q in _field(f, path) or ():
                s.quests[q] = loc if loc == "Q" else me + loc
        for q in _field(f, spec.get("quest_deck", "")) or ():
            s.quests[q] = QDECK
    s.scores[me] = f.score
    if f.dominance >= 0:
        s.markers[me] = me + "$"
    elif f.coalition >= 0:
        s.markers[me] = codes.letter[f.coalition] + "$"
    for st in spec.get("settings") or ():
        _setting(s, me, f, st)


def _named_warrior(s: Snapshot, codes: Codes, me: str, f: Any, named: dict[str, str] | None) -> None:
    """A warrior with a code of its own (the warlord ``w_w``, 14.2.2, V2.8), counted among
    the warriors of its clearing by the engine: written apart from them."""
    c = _field(f, named["field"]) if named else None
    if named is not None and isinstance(c, int) and c >= 0:
        _own_code(s, me, codes.clearing(c), named["code"])


def _own_code(s: Snapshot, me: str, where: str, code: str) -> None:
    """One of the faction's warriors at ``where`` written by its own code."""
    s.pieces[(me, "w", where)] -= 1
    if not s.pieces[(me, "w", where)]:
        del s.pieces[(me, "w", where)]
    s.pieces[(me, code, where)] += 1


def _captains(s: Snapshot, codes: Codes, me: str, f: Any, cap: dict[str, str] | None) -> None:
    """Warriors in forests (an extension, R376): each Captain by its own code (``w_ronin``,
    18.3.2) in a clearing or a forest, the Skunks in forests (18.2.4), the Prisoners as their
    owners' warriors in forests (18.2.6)."""
    if not cap:
        return
    places = _field(f, cap["places"]) or {}
    for k in _field(f, cap["field"]) or ():
        at = places.get(k, -1)
        if at >= 0:
            _own_code(s, me, codes.clearing(at), cap["code"] + k)
        elif at <= -2:  # a forest: -2 - its index
            s.pieces[(me, cap["code"] + k, codes.forest(-2 - at))] += 1
    for fo, n in enumerate(_field(f, cap["forest_warriors"]) or ()):
        if n:
            s.pieces[(me, "w", codes.forest(fo))] += n
    for fo, owner in enumerate(_field(f, cap["held"]) or ()):
        if 0 <= owner < len(codes.letter):
            s.pieces[(codes.letter[owner], "w", codes.forest(fo))] += 1


def _kept(s: Snapshot, g: Game, codes: Codes, f: Any, spec: dict[str, Any]) -> None:
    """Pieces a faction keeps in its own fields: in forests (relics, 15.2.1), on its board
    (relics recovered, 15.5.2.III.a), and the side a building shows (waystations, 15.4.1)."""
    me = codes.letter[f.seat]
    path = spec.get("forest_pieces")
    for fo, kinds in (_field(f, path) if path else None or {}).items():  # forest number (from 1) -> kinds
        for kind in kinds:
            s.pieces[(me, codes.piece(f.seat, kind), codes.forest(int(fo) - 1))] += 1
    board = spec.get("board_pieces")
    if board:  # key -> values: the kind ``<key>_<word of the value>``
        for key, values in (_field(f, board["field"]) or {}).items():
            for v in values:
                s.pieces[(me, codes.piece(f.seat, f"{key}_{board['words'][str(v)]}"), me + "$")] += 1
    faces = spec.get("faces")
    if faces:  # building kind -> the side it shows, each side its own code
        for kind, shown in (_field(f, faces["field"]) or {}).items():
            code = faces["codes"][kind][shown]
            front = codes.piece(f.seat, kind)
            for c in range(g.map.n):
                if (f.seat, kind) in g.buildings[c] and code != front:
                    where = codes.clearing(c)
                    s.pieces[(me, front, where)] -= 1
                    if not s.pieces[(me, front, where)]:
                        del s.pieces[(me, front, where)]
                    s.pieces[(me, code, where)] += 1


def _gear(s: Snapshot, me: str, gear: list[str], data: dict[str, Any]) -> None:
    """9.2.5: undamaged face-up track items sit on their track (up to its size)."""
    tracked = set(data.get("track_items", ()))
    size = data.get("track_size", 0)
    on_track: Counter[str] = Counter()
    for it in sorted(gear):
        kind = it.split("_")[0]
        damaged, exhausted = "_d" in it, it.endswith("_x")
        if damaged:
            area = "d"
        elif kind in tracked and not exhausted and on_track[kind] < size:
            on_track[kind] += 1
            area = "t"
        else:
            area = "s"
        s.items[(item_letter(kind), f"{me}${area}{'e' if exhausted else 'r'}")] += 1


@cache
def _own_card_names(key: str, cards: str) -> dict[str, str]:
    """A faction's own cards (its data list ``cards``): key -> Rootlog name."""
    return {d["key"]: card_key(d["name"]) for d in FACTIONS[key].DATA[cards]}


def _setting(s: Snapshot, me: str, f: Any, st: dict[str, Any]) -> None:
    v = _field(f, st["field"])
    if st.get("states"):  # each name of the list in the state whose field holds it, else ``else``
        for k in v or ():
            s.settings[(me, k)] = next((state for path, state in st["states"].items()
                                        if _holds(_field(f, path), k)), st["else"])
        return
    if st.get("cards"):  # cards of the faction's own, each on its board (ministers: #name->$)
        names = _own_card_names(f.key, st["cards"])
        for k in v or ():
            s.settings[(me, "#" + names[k])] = names[k]
        return
    if st.get("each"):
        for k, x in (v or {}).items():
            if k in FACTIONS:  # not a player yet to choose a faction (A.8)
                s.settings[(me, faction_letter(k))] = st["values"].get(str(x), str(x))
        return
    if v is None or v == "":
        return
    key = "#" if st.get("card") else st["key"]
    if st.get("flag") and _field(f, st["flag"]):
        key = st["flag_key"]
    s.settings[(me, key)] = suit_letter(v) if st.get("suit") else str(v)


def _holds(value: Any, k: str) -> bool:
    """Whether a field's value is ``k`` or a list holding it."""
    return bool(value == k or (isinstance(value, list) and k in value))


EMPTY = Snapshot()


def diff(g: Game, codes: Codes, old: Snapshot, new: Snapshot, events: list[Any]) -> list[Atom]:
    """The atoms that lead from ``old`` to ``new``, with the step's events (battles,
    crafts, warriors moved) telling what the states alone cannot."""
    atoms: list[Atom] = []
    crafted: list[int] = []
    for ev in events:
        if ev[0] == "battle_end" and codes.owner(ev.attacker) and codes.owner(ev.defender):  # a hireling's: h_O
            atoms.append(("x", codes.owner(ev.attacker), codes.owner(ev.defender), codes.clearing(ev.clearing)))
        elif ev[0] == "crafted":
            crafted.append(ev.card)
    skip_items: Counter[str] = Counter()
    for cid in crafted:
        card = g.card(cid)
        name = card_key(card.name)
        if card.item:
            atoms.append(("z", "%" + item_letter(card.item)))
        elif name in SUITED_CRAFTS:  # ``Zmpart``: which Partisans (R499)
            atoms.append(("z", name, suit_letter(card.suit)))
        else:
            atoms.append(("z", name))
        if card.item:
            skip_items[item_letter(card.item)] += 1
    for (me, key), v in sorted(new.settings.items()):
        if old.settings.get((me, key), "") != v and me:  # "": none (a hireling in the supply)
            atoms.append(("s", me, key, v))
    for (me, key), v in sorted(old.settings.items()):
        if key[:1] == "#" and key != "#" and (me, key) not in new.settings:  # a card of its own lost
            atoms.append(("c", "", v, me + "$", DISCARD))
    formed = {c for ev in events if ev[0] == "deck_formed" for c in ev[1]}
    atoms += _cards(g, old, new, crafted, any(ev[0] == "reshuffled" for ev in events), formed)
    atoms += _quests(g, old, new)
    atoms += _pieces(codes, old, new, events)
    for (me, key), v in sorted(new.settings.items()):  # a landmark's, after the building it names
        if old.settings.get((me, key), "") != v and not me:
            atoms.append(("s", me, key, v))
    atoms += _items(old, new, skip_items)
    atoms += [("k", p) for p in sorted(old.paths - new.paths)]
    for me, where in sorted(new.markers.items()):
        if old.markers.get(me) != where:
            atoms.append(("d", me, where))
    for me, sc in sorted(new.scores.items()):
        d = sc - old.scores.get(me, 0)
        atoms += [("v", me, 1 if d > 0 else -1)] * abs(d)
    return atoms


def card_identity(g: Game, cid: int) -> tuple[str, str]:
    c = g.card(cid)
    return suit_letter(c.suit), card_key(c.name)


def _cards(g: Game, old: Snapshot, new: Snapshot, crafted: list[int], reshuffled: bool,
           formed: set[int]) -> list[Atom]:
    out: list[Atom] = []
    moved = [c for c in set(old.cards) | set(new.cards) if old.cards.get(c, GONE) != new.cards.get(c, GONE)]
    # cards drawn first come first (the top of the deck), then the others by id
    for cid in sorted(moved, key=lambda c: (old.depth.get(c, 99), c)):
        a, b = old.cards.get(cid, GONE), new.cards.get(cid, GONE)
        # 2.1 reshuffles, and the deck as it is formed, are not notated
        # a card crafted is in its craft (Zsap), but the card an item is crafted from (Z%s)
        # is written as discarded (an extension: which card it was)
        if a == b or (a in (DISCARD, GONE) and b == DECK) or (cid in crafted and b != DISCARD):
            continue
        if reshuffled and a == DISCARD:  # 2.1: drawn from the deck formed anew
            a = DECK
        if reshuffled and b == DECK and a != DECK:  # discarded, then shuffled into the deck
            b = DISCARD
        if cid in formed and a not in (DECK, DISCARD) and b != DISCARD:  # discarded, shuffled, drawn again
            out.append(("c", *card_identity(g, cid), a, DISCARD))
            a = DECK
        out.append(("c", *card_identity(g, cid), DECK if a == GONE else a, b))
    return out


def _quests(g: Game, old: Snapshot, new: Snapshot) -> list[Atom]:
    out = []
    for q in sorted(set(old.quests) | set(new.quests)):
        a, b = old.quests.get(q, GONE), new.quests.get(q, GONE)
        if a != b and not (a == GONE and b == QDECK):
            out.append(("q", *quest_identity(g, q), QDECK if a == GONE else a, b))
    return out


def quest_identity(g: Game, q: int) -> tuple[str, str]:
    for f in g.factions:
        key = (f.DATA.get("rootlog") or {}).get("quest_cards")
        if key:
            d = f.DATA[key][q]
            return suit_letter(d["suit"]), card_key(d["name"])
    return "", ""


def _pieces(codes: Codes, old: Snapshot, new: Snapshot, events: list[Any]) -> list[Atom]:
    lost: Counter[tuple[str, str, str]] = Counter()
    got: Counter[tuple[str, str, str]] = Counter()
    for k in set(old.pieces) | set(new.pieces):
        d = new.pieces[k] - old.pieces[k]
        if d > 0:
            got[k] = d
        elif d < 0:
            lost[k] = -d
    out: list[Atom] = []
    for ev in events:
        flip = codes.flip(ev)
        if flip is not None:
            who, where = codes.letter[ev.seat], codes.clearing(ev.clearing)
            lost[(who, flip[0], where)] -= 1
            out.append(("f", who, flip[0], where, flip[1]))
            if got[(who, flip[1], where)]:
                got[(who, flip[1], where)] -= 1
            else:  # removed at once (a bomb, 13.4.2): written as removed after the flip
                lost[(who, flip[1], where)] += 1
        if ev[0] != "moved" or min(ev.origin, ev.dest) < 0:  # out of a forest (18.2.4): its place unsaid
            continue
        who = codes.owner(ev.owner)  # a player's, or a hireling's (h_C)
        a, b = (who, "w", codes.clearing(ev.origin)), (who, "w", codes.clearing(ev.dest))
        n = min(ev.warriors, lost[a], got[b])
        lost[a] -= n
        got[b] -= n
        out += [("p", who, "w", a[2], b[2])] * n
        out += _carried(lost, got, who, a[2], b[2])
    out += _moved_pieces(codes, lost, got)
    # a pawn moves (its start is never written)
    for (who, code, where) in sorted(got):
        if code == "p" and got[(who, code, where)]:
            src = next((w for (o, c, w), m in lost.items() if o == who and c == "p" and m), "")
            if src:
                lost[(who, "p", src)] -= 1
            got[(who, code, where)] = 0
            out.append(("p", who, "p", src, where))
    out += _cards_as_pieces(lost, got)
    for (who, code, where), n in sorted(lost.items()):
        out += [("p", who, code, where, "")] * n
    for (who, code, where), n in sorted(got.items()):
        out += [("p", who, code, "", where)] * n
    return out


def _pair(lost: Counter[tuple[str, str, str]], got: Counter[tuple[str, str, str]],
          a: tuple[str, str, str], b: tuple[str, str, str]) -> int:
    """Take as many of ``a`` lost and ``b`` got as pair up: how many."""
    n = max(0, min(lost[a], got[b]))
    lost[a] -= n
    got[b] -= n
    return n


def _carried(lost: Counter[tuple[str, str, str]], got: Counter[tuple[str, str, str]],
             who: str, src: str, dst: str) -> list[Atom]:
    """The mover's other pieces that went along with its warriors (the warlord ``w_w``, 14.2.2;
    relics carried, 15.2.4): ``w_w3->5``, ``t_3_f8->10``."""
    out: list[Atom] = []
    for (o, code, where) in sorted(lost):
        if o == who and where == src and code not in ("w", "p") and "#" not in code:
            out += [("p", who, code, src, dst)] * _pair(lost, got, (who, code, src), (who, code, dst))
    return out


def _moved_pieces(codes: Codes, lost: Counter[tuple[str, str, str]], got: Counter[tuple[str, str, str]]) -> list[Atom]:
    """Pieces that left one place for another in one step, written moved: the map's own,
    warriors into or out of a forest, the warlord (``_named_moved``), and pieces of a family a
    faction's data names (``short``: the Keepers' relics, V2.8: recovered, ``t_3_f5->$``; one
    that was face down and shows its face now is moved, then flipped: delved, 15.5.2.II.a,
    ``t_t7_10_11->10/t10^t_2_t``)."""
    out: list[Atom] = []
    for (o, code, src) in sorted(lost):
        for (o2, c2, dst) in sorted(got):
            # the map's own (the ferry, M.3.5): ``f1->12``; warriors into or out of a forest
            # (the Knaves, 18.2.4, 18.2.6): ``2w1_2_5_10->5``, ``Cw5->1_2_5_10``
            forest = code[:1] == "w" and (src in codes.forest_names or dst in codes.forest_names)
            if (o, code) == (o2, c2) and src != dst and (o == "" or forest):
                out += [("p", o, code, src, dst)] * _pair(lost, got, (o, code, src), (o, code, dst))
    for seat, spec in enumerate(codes.spec):
        who = codes.letter[seat]
        if spec.get("named_warrior"):
            out += _named_moved(lost, got, who, spec["named_warrior"]["code"])
        for down, ups in (spec.get("short") or {}).items():
            for (o, code, src) in sorted(lost):
                if o != who or code not in (down, *ups) or not lost[(o, code, src)]:
                    continue
                for (o2, up, dst) in sorted(got):
                    if o2 != who or dst == src or up not in ((code,) if code != down else (down, *ups)):
                        continue
                    for _ in range(_pair(lost, got, (who, code, src), (who, up, dst))):
                        out.append(("p", who, code, src, dst))
                        if up != code:
                            out.append(("f", who, code[0], dst, up))
    return out


def _named_moved(lost: Counter[tuple[str, str, str]], got: Counter[tuple[str, str, str]],
                 who: str, named: str) -> list[Atom]:
    """The warlord sent along after its warriors moved (14.2.2: ``lead``): it takes the place
    of one of them, ``w_w1->10/w10->1``."""
    out: list[Atom] = []
    for (o, code, src) in sorted(lost):
        for (o2, c2, dst) in sorted(got):
            if (o, code, o2, c2) == (who, named, who, named) and src != dst:
                out += [("p", who, named, src, dst)] * _pair(lost, got, (who, named, src), (who, named, dst))
                out += [("p", who, "w", dst, src)] * _pair(lost, got, (who, "w", dst), (who, "w", src))
    return out


def _cards_as_pieces(lost: Counter[tuple[str, str, str]], got: Counter[tuple[str, str, str]]) -> list[Atom]:
    """Alike cards counted as pieces (``B#faith``, the Faithful Retainers, 15.3.5) written as
    cards: moved between places, placed from the deck, removed out of the game (written as
    discarded, V2.8)."""
    out: list[Atom] = []
    for (who, code, src) in sorted(lost):
        if "#" not in code:
            continue
        suit, name = code.split("#")
        for (o, c2, dst) in sorted(got):
            if (o, c2) == (who, code):
                out += [("c", suit, name, src, dst)] * _pair(lost, got, (who, code, src), (o, code, dst))
        out += [("c", suit, name, src, GONE)] * lost[(who, code, src)]
        lost[(who, code, src)] = 0
    for (who, code, dst) in sorted(got):
        if "#" in code and got[(who, code, dst)] > 0:
            suit, name = code.split("#")
            out += [("c", suit, name, DECK, dst)] * got[(who, code, dst)]
            got[(who, code, dst)] = 0
    return out


def _items(old: Snapshot, new: Snapshot, skip: Counter[str]) -> list[Atom]:
    lost: list[tuple[str, str]] = []
    got: list[tuple[str, str]] = []
    for k in sorted(set(old.items) | set(new.items)):
        d = new.items[k] - old.items[k]
        (got if d > 0 else lost).extend([k] * abs(d))
    out: list[Atom] = []
    for it, where in got:
        # the item of a card crafted: its craft says it (4.1.2), unless it came from the
        # Legendary Forge's card (written moved from there, R401: ``Z%h/%h_forge->A$``)
        crafted = skip[it] > 0
        i = next((j for j, (x, w) in enumerate(lost) if x == it and (not crafted or w.startswith("_"))), -1)
        if crafted:
            skip[it] -= 1
            if i < 0:
                continue
        src = lost.pop(i)[1] if i >= 0 else ITEM_SUPPLY
        out.append(("i", it, src, where))
    out += [("i", it, where, "") for it, where in lost]
    return out
