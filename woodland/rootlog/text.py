"""Rootlog text: a turn's atoms (model.py) written as actions, and a line read back into
atoms. Locations are explicit in atoms; the text leaves out what Rootlog leaves out (the
current player's letter on pieces, the deck as a card's start, the supply...)."""

from __future__ import annotations

import re
import string
from typing import Any

from woodland.core.errors import BadInput
from woodland.rootlog.codes import DECK, DISCARD, GONE, QDECK, crafted_items, data, name_keys, slot_names
from woodland.rootlog.model import AVAILABLE, Atom

# -- writing ---------------------------------------------------------------------------

SINGLE = ("x", "z", "s", "d", "k", "f", "w")  # atoms never counted together (``3w10->4`` is)


def _card_src(loc: str) -> str:
    return {DECK: "", QDECK: "", AVAILABLE: "", DISCARD: "*"}.get(loc, loc)


def _card_dst(loc: str) -> str:
    return {DISCARD: "", AVAILABLE: "", GONE: ""}.get(loc, loc)


def _board(loc: str, cur: str) -> str:
    """A piece's location: the current player's board as ``$``."""
    return loc[1:] if loc.startswith(cur + "$") else loc


def write_atom(a: Atom, cur: str, n: int = 1) -> str:
    k = a[0]
    num = str(n) if n > 1 else ""
    if k == ALL:  # read, never written by an export: ``$_->``, ``$_->3``, ``%_...``
        p = a[1]
        if p[0] == "i":
            return write_atom(p, cur)
        who = p[1] if p[0] == "s" else p[3][:1]
        return f"{'' if who == cur else who}$_->{p[3] if p[0] == 's' else ''}"
    if k == "p":
        _, who, code, src, dst = a
        who = "" if who == cur else who
        src = "" if code == "p" else _board(src, cur)
        return f"{num}{who}{code}{src}->{_board(dst, cur)}"
    if k in ("c", "q"):
        _, suit, name, src, dst = a
        return f"{num}{suit}#{name}{_card_src(src)}->{_card_dst(dst)}"
    if k == "i":
        _, it, src, dst = a
        if _same_board(src, dst):  # on the same board: area and state (``%sV$sr->se``), a box's state (``%sP$->e``)
            dst = dst[2:] or "r"
        return f"{num}%{it}{src}->{'' if dst == GONE else dst}"
    if k == "v":
        who = "" if a[1] == cur else a[1]
        return f"{who}{'++' if a[2] > 0 else '--'}{n if n > 1 else ''}"
    if k == "d":
        return f"{'' if a[1] == cur else a[1]}++->{a[2]}"
    if k == "x":
        return f"{'' if a[1] == cur else a[1]}X{a[2]}{a[3]}"
    if k == "z":
        return f"Z{a[2].lower() if len(a) > 2 else ''}{a[1]}"
    if k == "w":
        return f"t{a[2]}<->t{a[3]}"
    if k == "f":
        return f"{'' if a[1] == cur else a[1]}{a[2]}{a[3]}^{a[4]}"
    if k == "k":
        return f"{a[1]}->"
    if k == "s":
        _, who, key, value = a
        if key[:1] == "#":
            return f"#{value}->{'' if who == cur else who}$"
        if key == HIRE:  # a hireling to its controller's board with its control markers (V2.8)
            return f"{who}->{value}"
        if who == "" and key[:1] == "_":  # a landmark's building slot (R482): ``treetop->Cb_s``
            return f"{key[1:]}->{value}"
        return f"{'' if who == cur else who}$_{key}->{value}"
    raise ValueError(f"unknown atom {a!r}")


def write_line(letter: str, atoms: list[Atom]) -> str:
    """A turn: ``C:`` and its actions, equal neighbours counted (``3w10->4``, ``++2``)."""
    parts: list[str] = []
    i = 0
    while i < len(atoms):
        j = i
        while j + 1 < len(atoms) and atoms[j + 1] == atoms[i] and atoms[i][0] not in SINGLE:
            j += 1
        parts.append(write_atom(atoms[i], letter, j - i + 1))
        i = j + 1
    return f"{letter}:" + "/".join(parts)


# -- reading ---------------------------------------------------------------------------

ANY_SRC = "?src"   # a card's start left out: the deck, or the dominance cards near the map
ANY_DST = "?dst"   # a card's destination left out: the discard pile (or near the map, or out)
UNCHECKED = ("f",)  # ``$_f->3``: the Riverfolk's funds at the end of a turn, which the moves already say
HIRE = "hire"      # the setting of a hireling's controller and control markers: ``h_E->A$4``, ``h_E->``
ALL = "all"        # ``(ALL, pattern)``: every atom of one step that fits the pattern (``$_->``, ``%_``)
# a part of a code is letters, or a number followed by another part (``t_2_t``, V2.8): ``t_2_t10``
_PIECE = re.compile(r"(\d*)(h_[A-Z]|[A-Z]?)([wpbtrf](?:_(?:[a-z]+|\d+(?=_)))*)(.*)$")
_CARD = re.compile(r"(\d*)(\([0-9A-Z+]*\)|[A-Z]?)#([a-z0-9@]*)(.*)$")
# where a card may be written to come from or go to: the deck or the discard pile (nothing, ``*``),
# a hand, a board and its boxes, the quests, a hireling's card, a landmark's (``_market``), the deck
_CARD_PLACE = re.compile(r"\*?|[A-Z]|[A-Z]?\$(?:_\w+)?|Q|h_[A-Z]d?\$|_[a-z]+|deck|qdeck")
_ITEM = re.compile(r"(\d*)%([a-z_])(.*)$")
# an ambush card ``F@`` (V2.3 on; ``Fa`` before it, as in the early copies of the published games)
_BATTLE = re.compile(r"(h_[A-Z]|[A-Z]?)X(h_[A-Z]|[A-Z])(\d+)((?:[A-Z][@a])*)(?:\(\d+,\d+\))?$")
# a card's name that says its suit: the crafting spelling (``ffavor``, ``mpart``: V2.8), a full name
_SUITED_NAME = re.compile(r"([frmg])(part)|([frm])(favor)|favorofthe(foxes|mice|rabbits)"
                          r"|(fox|mouse|rabbit|frog)(partisans)|(fox|mouse|rabbit|bird|frog)(dominance)")
_SUIT_WORD = {"foxes": "f", "mice": "m", "rabbits": "r", "fox": "f", "mouse": "m", "rabbit": "r", "bird": "b",
              "frog": "g"}


def _said_suit(name: str) -> tuple[str, str] | None:
    """(suit letter, the card's key) of a card name that says its suit; else None."""
    m = _SUITED_NAME.fullmatch(name)
    if not m:
        return None
    g = m.groups()
    word = next(x for x in g if x)  # the first group matched: a letter, or a word naming the suit
    letter = (word if len(word) == 1 else _SUIT_WORD[word]).upper()
    return letter, name_keys().get(name) or next(x for x in g[1:] if x and len(x) > 1 and x in name_keys())


_SCORE = re.compile(r"([A-Z]?)(\+\+|--)(\d*)$")


class LineError(BadInput):
    """A Rootlog action that cannot be read."""

    def __init__(self, action: str, why: str) -> None:
        super().__init__(action, why)
        self.why = why


def read_actions(body: str, cur: str, factions: set[str]) -> list[Atom]:
    atoms: list[Atom] = []
    for part in re.split(r"[/;]", body):
        part = re.sub(r"\s+", "", part)  # spaces inside an action mean nothing (``2w 3 -> 5``)
        if part:
            atoms += read_action(part, cur, factions)
    return atoms


def read_reveals(body: str, cur: str) -> list[tuple[str, str, str, int]]:
    """The cards a line reveals from a hand (``(2M+F)#^``, ``R#^``, ``F#^P``; not a whole hand,
    ``#^P``), as (hand, suit, name, how many atoms of the line come before it): nothing moves,
    but the hand held them (the Cult's rituals, 10.5; the Duchy's sway, 12.5.3)."""
    out: list[tuple[str, str, str, int]] = []
    pos = 0
    for part in (re.sub(r"\s+", "", p) for p in re.split(r"[/;]", body)):
        m = re.fullmatch(r"(\d*)(\([0-9A-Z+]*\)|[A-Z]?)#([a-z0-9]*)([A-Z]?)\^[A-Z]*", part)
        if not m:
            try:
                pos += len(read_action(part, cur, set(string.ascii_uppercase))) if part else 0
            except LineError:
                pass
            continue
        if not (m.group(2) or m.group(3)):
            continue
        n = int(m.group(1) or 1)
        for grp in m.group(2).strip("()").split("+"):
            g = re.fullmatch(r"(\d*)([A-Z]?)", grp)
            if g:
                out += [(m.group(4) or cur, g.group(2), name_keys().get(m.group(3), m.group(3)), pos)] * \
                    (int(g.group(1) or 1) * n)
    return out


def read_action(t: str, cur: str, factions: set[str]) -> list[Atom]:
    def bad(why: str) -> LineError:
        return LineError(t, why)

    m = re.match(r"([A-Z]?)(t)(\d+)\^(t_[a-z0-9_]+)$", t)
    if m:  # a plot flipped (13.4.2), a relic delved (15.5.2.II.a: ``t10^t_2_t``)
        return [("f", m.group(1) or cur, m.group(2), m.group(3), m.group(4))]
    m = re.match(r"(h_[A-Z])d?->(?:([A-Z])\$(\d*))?$", t)
    if m:  # a hireling hired (``h_E->A$4``) or back in the supply (``h_E->``)
        return [("s", m.group(1), HIRE, f"{m.group(2)}${m.group(3)}" if m.group(2) else "")]
    m = re.match(r"([a-z]{2,})->(.*)$", t)
    if m and m.group(1) in slot_names():  # the building in a landmark's slot (R482): ``treetop->Cb_s``
        return [("s", "", "_" + m.group(1), _building(m.group(2), cur, factions, bad))]
    m = re.match(r"t(\d+)<->t(\d+)$", t)
    if m:  # a trick (13.5.4)
        return [("w", cur, *sorted(m.groups(), key=int))]
    if "^" in t and not t.startswith("?") and not re.fullmatch(r"[A-Z]?", t.split("^", 1)[1]):
        raise bad("neither a reveal, [Number][Card][Faction]^[Faction], nor a flip, t<clearing>^<piece>")
    if "^" in t or t.startswith("?"):
        return []  # reveals tell who saw what: nothing moves (docs/rootlog.md, limits)
    m = _BATTLE.match(t)
    if m:
        att = m.group(1) or cur
        out: list[Atom] = [("x", att, m.group(2), m.group(3))]
        for i, amb in enumerate(re.findall(r"([A-Z])[@a]", m.group(4))):  # 4.3.1: ambush cards played
            out.append(("c", amb, "@", m.group(2) if i == 0 else att, ANY_DST))
        return out
    m = _SCORE.match(t)
    if m:
        who = m.group(1) or cur
        k = int(m.group(3) or 1)
        return [("v", who, 1 if m.group(2) == "++" else -1)] * k
    m = re.match(r"([A-Z]?)\+\+->(.+)$", t)
    if m:
        return [("d", m.group(1) or cur, _owned(m.group(2), cur))]
    m = re.match(r"(\d+)_(\d+)->$", t)
    if m:  # a closed path marker removed (the Mountain, M.4.3)
        return [("k", "_".join(sorted((m.group(1), m.group(2)), key=int)))]
    if t.startswith("Z"):
        what = t[1:]
        m = re.fullmatch(r"([frmg])(part)|([frm])(favor)", what)
        if m:  # the spec's ``Zfpart``, ``Zffavor``: Partisans, a Favor, of a suit (R488; ``Zgpart``, the frog's, R499)
            return [("z", m.group(2) or m.group(4), (m.group(1) or m.group(3)).upper())]
        if what in data()["items"].values():  # ``Zh``: an item without its ``%`` (the spec's example game)
            return [("z", "%" + what)]
        item = crafted_items().get(name_keys().get(what, what))
        if item:  # an item's card by its name (``Zanvil``): the item, from that card (4.1)
            return [("z", "%" + item), ("c", "", name_keys().get(what, what), cur, ANY_DST)]
        return [("z", what if what.startswith("%") else name_keys().get(what, what))]
    m = re.match(r"#([a-z]+)->([A-Z]?)\$$", t)
    if m and m.group(1) not in name_keys():
        return [("s", m.group(2) or cur, "#", m.group(1))]
    m = re.match(r"([A-Z]?)\$_->(\d?)$", t)
    if m:  # all of a board: the Decree discarded (``$_->``), every price set (``$_->3``)
        who = m.group(1) or cur
        if m.group(2):
            return [(ALL, ("s", who, "*", m.group(2)))]
        return [(ALL, ("c", "", "", who + "$_", ANY_DST))]
    m = re.match(r"\(?((?:[A-Z]?\$_[A-Za-z]+\+?)+)\)?->(\w+)$", t)
    if m:  # grouped as the spec groups pieces (``($_h+$_m)->2``: two prices set at once)
        out = []
        for side in m.group(1).split("+"):
            who, key = side.split("$_")
            if key not in UNCHECKED:
                out.append(("s", who or cur, key, m.group(2)))
        return out
    if "->" not in t:
        raise bad("not a Rootlog action (a move needs '->')")
    left, right = t.split("->", 1)
    dsts = right.split("+") if right else [""]
    if "%" in left and len(dsts) > 1 and all(re.fullmatch(r"[sdt]?[re]?", d) for d in dsts):
        # an item to an area and a state at once (``%_d->s+r``: repaired and refreshed)
        both = "".join(dsts)
        dsts = ["".join(x for x in both if x in "sdt") + "".join(x for x in both if x in "re")]
    out = []
    for term in _terms(left):
        for d in dsts:
            out += _move(term, d, cur, factions, bad)
    return out


def _building(value: str, cur: str, factions: set[str], bad: Any) -> str:
    """A building as a landmark's slot holds it: its owner's letter (the player's own left
    out) and its code (``Cb_s``, ``b``); ``""``: the slot empty."""
    m = re.fullmatch(r"(h_[A-Z]|[A-Z]?)([bt](?:_[a-z0-9]+)*)", value)
    if value and not m:
        raise bad("a landmark's slot holds a building, <faction><building> (Cb_s), or nothing: "
                  f"got {value!r}")
    if not m:
        return ""
    if m.group(1) and m.group(1) not in factions:
        raise bad(f"no faction {m.group(1)!r} in this game")
    return (m.group(1) or cur) + m.group(2)


def _terms(left: str) -> list[str]:
    """``(w+2Cw+Cb_s)3`` -> ``w3``, ``2Cw3``, ``Cb_s3``; ``(2F+M)#C`` -> ``2F#C``, ``M#C``; ``a+b``."""
    m = re.match(r"\(([^)]*)\)(#.*)$", left)
    if m:
        return [x + m.group(2) for x in m.group(1).split("+")]
    m = re.match(r"\(([^)]*)\)(.*)$", left)
    if m:
        return [x + m.group(2) for x in m.group(1).split("+")]
    return left.split("+")


def _owned(loc: str, cur: str) -> str:
    return cur + loc if loc.startswith("$") else loc


def _move(term: str, dst: str, cur: str, factions: set[str], bad: Any) -> list[Atom]:
    m = _CARD.match(term)
    if m:
        n = int(m.group(1) or 1)
        suits = m.group(2).strip("()")
        name, src = m.group(3), m.group(4)
        if name.endswith("h") and re.match(r"_[A-Z]", src):  # from a hireling's card (R541): ``M#sackh_D$->A``
            name, src = name[:-1], "h" + src
        said = _said_suit(name)
        if said:  # a name that says its suit: the crafting spelling (``#ffavor``, as RootVis reads it), a full name
            if suits not in ("", said[0]):
                raise bad(f"{name!r} is a card of the suit {said[0]}, written as {suits!r}")
            suits, name = said
        name = name_keys().get(name, name)
        for place in (src, dst):
            if not _CARD_PLACE.fullmatch(place):
                raise bad(f"a card goes from or to a hand (C), a board (C$, E$_r), Q, * or the deck: got {place!r}"
                          + (" (card names are written in lower case)" if re.match(r"[A-Z][a-z]", place) else ""))
        src = ANY_SRC if src == "" else DISCARD if src == "*" else _owned(src, cur)
        kind = "q" if dst == "Q" or src == "Q" or name in _quest_names() else "c"
        d = ANY_DST if dst == "" else _owned(dst, cur)
        out: list[Atom] = []
        for grp in suits.split("+") if "+" in suits or suits[:1].isdigit() else [suits]:
            g = re.match(r"(\d*)([A-Z]?)$", grp)
            if not g:
                raise bad(f"unknown cards {grp!r}")
            out += [(kind, g.group(2), name, src, d)] * (int(g.group(1) or 1) * n)
        return out
    m = _ITEM.match(term)
    if m:
        n = int(m.group(1) or 1)
        src = m.group(3)
        if re.fullmatch(r"[sdt]?[re]?", src):  # an area and/or state of the player's board (``%sde->r``)
            src = cur + "$" + src
        src = _item_loc(_owned(src, cur))
        d = "" if dst == "" else _item_dst(dst, src, cur)
        if m.group(2) == "_":  # every item there (``%_``)
            return [(ALL, ("i", "_", src, d))]
        return [("i", m.group(2), src, d)] * n
    m = _PIECE.match(term)
    if m:
        n = int(m.group(1) or 1)
        who = m.group(2) or cur
        if who not in factions and "h_" + who in factions:  # a hireling without its ``h_``: the spec's ``Sp->9``
            who = "h_" + who
        if m.group(2) and who not in factions:
            raise bad(f"no faction {m.group(2)!r} in this game")
        src = _owned(m.group(4), cur)
        return [("p", who, m.group(3), src, _owned(dst, cur))] * n
    raise bad("neither a piece, a card nor an item")


def _same_board(src: str, dst: str) -> bool:
    """Whether an item moves on one board: between a Vagabond's areas and states (``V$sr``),
    or flipped in a Crafted Items box (``P$``, ``P$e``)."""
    return src[1:2] == "$" and src[:2] == dst[:2] and (len(src) == 4) == (len(dst) == 4) \
        and max(len(src), len(dst)) <= 4 and "_" not in src + dst


def _item_loc(loc: str) -> str:
    """A board location of items with its area and state, ``?`` where not given."""
    m = re.match(r"([A-Z])\$([sdt]?)([re]?)$", loc)
    if not m:
        return loc
    return f"{m.group(1)}${m.group(2) or '?'}{m.group(3) or '?'}"


def _item_dst(dst: str, src: str, cur: str) -> str:
    m = re.match(r"([sdt]?)([re]?)$", dst)
    if m and dst:  # on the same board: a new area and/or state
        board = src[:2] if len(src) == 4 else cur + "$"
        return f"{board}{m.group(1) or '='}{m.group(2) or '='}"
    return _item_loc(_owned(dst, cur))


def _quest_names() -> set[str]:
    return {"errand", "bandits", "bear", "escort", "funds", "speech", "guard", "logs", "shed"}
