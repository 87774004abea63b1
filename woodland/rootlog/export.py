"""A woodland record written in Rootlog V2 (docs/rootlog.md)."""

from __future__ import annotations

from typing import Any

from woodland.core.errors import IllegalAction, ReplayDivergence, WoodlandError
from woodland.core.game import Game
from woodland.core.record import check_record
from woodland.rootlog.codes import data, suit_letter
from woodland.rootlog.model import Atom
from woodland.rootlog.text import write_line
from woodland.rootlog.track import Tracker, start_seat

Line = tuple[str, str, list[Atom]]  # (letter, "setup" | "turn", atoms)


def owner_of(a: Atom) -> str:
    """The letter of the faction an atom of the initial state belongs to."""
    if a[0] in ("p", "v", "d", "s"):
        return str(a[1])
    loc = a[4] if a[0] in ("c", "q") else a[3] if a[0] == "i" else ""
    return loc[:1] if loc[:1].isupper() else ""


def setup_lines(g: Game, tracker: Tracker) -> list[Line]:
    """One line per faction in setup order (5.1.7), each with its part of the initial state."""
    order = sorted(g.factions, key=lambda f: (f.setup_order, f.seat))
    lines: list[Line] = [(tracker.codes.letter[f.seat], "setup", []) for f in order]
    first = lines[0][2]
    for a in tracker.initial(g):
        who = owner_of(a)
        target = next((ln[2] for ln in lines if ln[0] == who), first)
        target.append(a)
    return lines


def game_lines(record: dict[str, Any]) -> tuple[Game, list[Line], list[Line]]:
    """Replay a record; its setup lines and the lines of what followed, turn by turn (the
    line where the game was when the replay began comes first among them if it is a turn)."""
    d = check_record(record)
    g = Game.new(d["setup"], d["seed"], d.get("chance"))
    tracker = Tracker(g)
    setup = setup_lines(g, tracker)
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
    return g, setup, turns


def _start(g: Game, tracker: Tracker, setup: list[Line], turns: list[Line]) -> Line:
    letter = tracker.codes.letter[start_seat(g)]
    return _switch(setup, turns, letter, "setup" if g.phase == "setup" else "turn")


def _switch(setup: list[Line], turns: list[Line], letter: str, mode: str) -> Line:
    if mode == "setup":
        return next(ln for ln in setup if ln[0] == letter)
    turns.append((letter, "turn", []))
    return turns[-1]


def header(g: Game, codes: Any) -> list[str]:
    maps, decks = data()["maps"], data()["decks"]
    out = [f"Map: {maps[g.setup['map']]['name']}", f"Deck: {decks.get(g.setup['deck'], g.setup['deck'])}"]
    if g.map.flooded:  # an extension (R316): the Marsh's clearings flooded at setup (M.5.1.I)
        out.append("Flooded: " + ", ".join(g.map.flooded))
    if g.map.random_suits:
        by_number = sorted(range(g.map.board_n), key=lambda c: codes.numbers[c])
        out.append("Clearings: " + ", ".join(f"{suit_letter(g.suits[c])}{codes.numbers[c]}" for c in by_number))
    out += [f"{codes.letter[f.seat]}: {f.title}" for f in g.factions]
    return out


def export_record(record: dict[str, Any]) -> str:
    """The Rootlog text of a record: header, setup lines, one line per turn, the winner."""
    g, setup, turns = game_lines(record)
    codes = Tracker(g).codes
    out = ["// exported by woodland (docs/rootlog.md)", *header(g, codes), ""]
    out += [write_line(letter, atoms) for letter, _, atoms in setup]
    out.append("")
    out += [write_line(letter, atoms) for letter, _, atoms in turns]
    if g.result is not None:
        out.append("Winner: " + "".join(codes.letter[s] for s in g.result["winner_seats"]))
    return "\n".join(out) + "\n"
