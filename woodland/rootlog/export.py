"""A woodland record written in Rootlog V2 (docs/rootlog.md)."""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

from woodland.core.errors import BadInput, IllegalAction, ReplayDivergence, WoodlandError
from woodland.core.faction import FACTIONS, Undrafted
from woodland.core.game import Game, setup_tie
from woodland.core.landmark import LANDMARKS
from woodland.core.record import check_record
from woodland.rootlog.codes import data, faction_letter, faction_spec, hireling_header, suit_letter
from woodland.rootlog.model import Atom, hireling_setup_atom, landmark_setup_atom
from woodland.rootlog.text import write_line
from woodland.rootlog.track import Tracker, codes_for, start_seat
from woodland.rules import advanced

Line = tuple[str, str, list[Atom]]  # (letter, "setup" | "turn", atoms)


def owner_of(a: Atom) -> str:
    """The letter of the faction an atom of the initial state belongs to."""
    if a[0] in ("p", "v", "d", "s"):
        return str(a[1])
    loc = a[4] if a[0] in ("c", "q") else a[3] if a[0] == "i" else ""
    return loc[:1] if loc[:1].isupper() else ""


def setup_lines(g: Game, tracker: Tracker, draft: Draft | None = None) -> list[Line]:
    """One line per faction in setup order (5.1.7; a drafted game: the order the players
    chose, A.8.3), each with its part of the initial state."""
    order = draft.order if draft is not None else [
        f.seat for f in sorted(g.factions, key=lambda f: (f.setup_order, setup_tie(g.setup, f.key), f.seat))]
    lines: list[Line] = [(tracker.codes.letter[s], "setup", []) for s in order]
    first = lines[0][2]
    for a in tracker.initial(g):
        who = owner_of(a)
        target = next((ln[2] for ln in lines if ln[0] == who), first)
        target.append(a)
    return lines


class Draft(NamedTuple):
    """A.8 as Rootlog writes it: the faction setup cards dealt (``Pool:``), the factions the
    players chose (by seat) and the seats in the order they chose."""
    pool: list[str]
    keys: list[str]
    order: list[int]


def drafted(d: dict[str, Any]) -> Draft | None:
    """The draft of a (checked) record of a drafted game, found by replaying it until every
    player has chosen; None for a game whose factions were named. A record that ends before
    the draft does cannot be written: Rootlog names each player by faction."""
    if d["setup"].get("draft") is None:
        return None
    g = Game.new(d["setup"], d["seed"], d.get("chance"))
    pool: list[str] = []
    order: list[int] = []
    for text in [*d["actions"], None]:
        fr = next((f for f in g.stack if isinstance(f, advanced.Draft)), None)
        if fr is not None and fr.step == "choose" and not pool:
            pool, order = list(fr.cards), list(fr.order)  # A.8.3 (a last card left may be chosen by itself)
        if not any(isinstance(f, Undrafted) for f in g.factions) or text is None:
            break
        g.apply(g.parse(text))
    if any(isinstance(f, Undrafted) for f in g.factions):
        raise BadInput("record", "the faction draft (A.8) is not over: Rootlog names every player by faction")
    return Draft(pool, [f.key for f in g.factions], order)


def game_lines(record: dict[str, Any]) -> tuple[Game, list[Line], list[Line]]:
    """Replay a record; its setup lines and the lines of what followed, turn by turn (the
    line where the game was when the replay began comes first among them if it is a turn)."""
    g, setup, turns, _draft = _game_lines(record)
    return g, setup, turns


def _game_lines(record: dict[str, Any]) -> tuple[Game, list[Line], list[Line], Draft | None]:
    d = check_record(record)
    g = Game.new(d["setup"], d["seed"], d.get("chance"))
    draft = drafted(d)
    tracker = Tracker(g, None if draft is None else codes_for(g, draft.keys))
    setup = setup_lines(g, tracker, draft)
    turns: list[Line] = []
    cur = _start(g, tracker, setup, turns)
    for i, text in enumerate(d["actions"]):
        try:
            items = tracker.apply(g, g.parse(text))
        except IllegalAction as e:
            raise ReplayDivergence(i + 1, f"action {text!r} is illegal now: {e}") from None
        except WoodlandError as e:
            raise ReplayDivergence(i + 1, f"action {text!r}: {e}") from None
        for it in items:
            if it[0] == "#":
                cur = _switch(setup, turns, it[1], it[2])
            else:
                cur[2].append(it)
    return g, setup, turns, draft


def _start(g: Game, tracker: Tracker, setup: list[Line], turns: list[Line]) -> Line:
    letter = tracker.codes.letter[start_seat(g)]
    return _switch(setup, turns, letter, "setup" if g.phase == "setup" else "turn")


def _switch(setup: list[Line], turns: list[Line], letter: str, mode: str) -> Line:
    if mode == "setup":
        return next(ln for ln in setup if ln[0] == letter)
    turns.append((letter, "turn", []))
    return turns[-1]


def header(g: Game, codes: Any, draft: Draft | None = None, hired: list[Atom] | None = None,
           marked: list[Atom] | None = None) -> list[str]:
    maps, decks = data()["maps"], data()["decks"]
    out = [f"Map: {maps[g.setup['map']]['name']}", f"Deck: {decks.get(g.setup['deck'], g.setup['deck'])}"]
    if g.map.flooded:  # an extension (R316): the Marsh's clearings flooded at setup (M.5.1.I)
        out.append("Flooded: " + ", ".join(g.map.flooded))
    elif g.map.unflooded:  # R481: with more players than flood it, nothing (M.5.1.II)
        out.append("Flooded: none")
    if g.map.random_suits:
        by_number = sorted(range(g.map.board_n), key=lambda c: codes.numbers[c])
        out.append("Clearings: " + ", ".join(f"{suit_letter(g.suits[c])}{codes.numbers[c]}" for c in by_number))
    out += _advanced_header(g, codes, hired or [], marked or [])
    seats = draft.order if draft is not None else range(g.n)  # V2: the players in the order of the draft
    if draft is not None:
        out.append(_pool(draft.pool))
    out += [f"{codes.letter[s]}: {g.factions[s].title}" for s in seats]
    return out


def _pool(pool: list[str]) -> str:
    """A.8.2: the faction setup cards dealt, by letter; a faction without a Rootlog letter (the
    Homeland factions) is named in a comment, unless chosen (then the export stops at its letter)."""
    known = [k for k in pool if faction_spec(k).get("letter")]
    others = [FACTIONS[k].title for k in pool if k not in known]
    return "Pool: " + "".join(faction_letter(k) for k in known) + (
        f" // also dealt: {', '.join(others)} (no Rootlog letter)" if others else "")


def hireling_setup(setup: list[Line]) -> list[Atom]:
    """The hirelings' setup (A.6.3), taken out of the setup lines: V2.8 writes it on the
    ``Hirelings:`` line and not who set them up."""
    return _take(setup, hireling_setup_atom)


def _take(setup: list[Line], which: Callable[[Atom], bool]) -> list[Atom]:
    """The atoms ``which`` picks, taken out of the setup lines."""
    out: list[Atom] = []
    for _letter, _mode, atoms in setup:
        out += [a for a in atoms if which(a)]
        atoms[:] = [a for a in atoms if not which(a)]
    return out


def _advanced_header(g: Game, codes: Any, hired: list[Atom], marked: list[Atom]) -> list[str]:
    """The landmarks and hirelings of the Advanced Setup (A.5, A.6): V2.8's ``Landmarks:`` line,
    with what lies on the landmarks' cards (an extension, R401, R402), and its ``Hirelings:``
    line, with the hirelings' setup."""
    out = []
    names = data()["landmark_setup"]
    marks = [(names.get(k, k), LANDMARKS[k].title, codes.clearing(c)) for k, c in sorted(g.landmarks.items())
             if k not in g.map.landmarks_at_setup and c >= 0]
    if marks:  # V2.8: ``Landmarks: city->7`` (the titles in a comment)
        held = write_line("", marked)[1:] if marked else ""
        out.append("Landmarks: " + "/".join(f"{code}->{c}" for code, _, c in marks) + (f"/{held}" if held else "")
                   + " // " + ", ".join(f"{title} {c}" for _, title, c in marks))
    if g.hirelings is not None:  # V2.8: h_C, h_Ed... (the sides' names in a comment)
        placed = write_line("", hired)[1:] if hired else ""
        out.append("Hirelings: " + hireling_header([(h.card, h.side) for h in g.hirelings.cards])
                   + (f"/{placed}" if placed else "") + " // " + ", ".join(h.rules.title for h in g.hirelings.cards))
    return out


def export_record(record: dict[str, Any]) -> str:
    """The Rootlog text of a record: header, setup lines, one line per turn, the winner."""
    g, setup, turns, draft = _game_lines(record)
    codes = Tracker(g, None if draft is None else codes_for(g, draft.keys)).codes
    hired = hireling_setup(setup)
    # what lies on the landmarks' cards, in one order however it was dealt: the cards beside
    # the Black Market are dealt in the order the import's plan gives (R402)
    marked = sorted(_take(setup, landmark_setup_atom), key=str)
    out = ["// exported by woodland (docs/rootlog.md)", *header(g, codes, draft, hired, marked), ""]
    out += [write_line(letter, atoms) for letter, _, atoms in setup]
    out.append("")
    out += [write_line(letter, atoms) for letter, _, atoms in turns]
    if g.result is not None:
        out.append("Winner: " + "".join(codes.letter[s] for s in g.result["winner_seats"]))
    return "\n".join(out) + "\n"
