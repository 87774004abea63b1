"""Reading a Rootlog file: its header (map, deck, clearing suits, players) and its turns."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from woodland.core.errors import BadInput
from woodland.core.faction import FACTIONS
from woodland.core.game import default_draft_pool
from woodland.core.hireling import card_data, side_names
from woodland.core.landmark import LANDMARKS, offered_landmarks
from woodland.core.maps import load_map
from woodland.rootlog.codes import data, hireling_letter, letters, suit_of_letter
from woodland.rootlog.model import Atom, landmark_setting
from woodland.rootlog.text import LineError, read_actions, read_reveals


@dataclass
class Turn:
    number: int          # line number in the file (1-based)
    letter: str
    text: str
    atoms: list[Atom]
    reveals: list[tuple[str, str, str, int]] = field(default_factory=list)  # cards revealed (read_reveals)


@dataclass
class Game:
    map: str = "autumn"
    deck: str = "standard"
    suits: dict[int, str] = field(default_factory=dict)   # Rootlog clearing number -> suit
    flooded: list[str] = field(default_factory=list)      # the Marsh's flooded clearings (an extension, R316)
    unflooded: bool = False                               # ``Flooded: none`` (M.5.1.II; an extension, R481)
    players: list[str] = field(default_factory=list)      # faction letters, in seat order
    hirelings: list[str] = field(default_factory=list)    # the hireling sides in play (their keys)
    hireling_setup: list[Atom] = field(default_factory=list)  # what the Hirelings line's setup places (V2.8)
    hireling_line: int = 0
    landmarks: list[tuple[str, str]] = field(default_factory=list)  # (landmark key, Rootlog clearing) dealt (A.5)
    landmark_line: int = 0
    landmark_setup: list[Atom] = field(default_factory=list)  # what lies on their cards (R401, R402)
    pool: list[str] = field(default_factory=list)         # a draft's faction setup cards dealt, by letter (A.8.2)
    faction_pool: list[str] = field(default_factory=list)  # a pool drafted from before a standard setup (R484)
    turns: list[Turn] = field(default_factory=list)
    winner: list[str] | None = None
    winner_line: int = 0

    def seats(self) -> list[str]:
        """The players in turn order: as their first turns come after the setup lines (the
        player lines are in draft order, which may differ), else as the player lines."""
        order: list[str] = []
        for t in self.turns[len(self.players):]:
            if t.letter not in order:
                order.append(t.letter)
        return order + [x for x in self.players if x not in order]

    def keys(self) -> list[str]:
        """The factions, by seat."""
        keys = letters()
        return [keys[x] for x in self.seats()]

    def board_landmarks(self) -> tuple[str, ...]:
        """The landmarks the board places itself, not dealt (A.5): on a map that floods played
        by more players than flood it, those of the clearings without a suit marker (the
        Marsh's Mousehold, Foxburrow and Rabbittown, M.5.1.II, R470)."""
        board = load_map(self.map)
        if board.flood_players and len(self.players) > board.flood_players:
            return load_map(self.map, (), ()).unsuited_landmarks
        return ()

    def dealt_landmarks(self) -> list[tuple[str, str]]:
        """The landmark cards of the ``Landmarks:`` line dealt in the Advanced Setup (A.5)."""
        board = self.board_landmarks()
        return [(k, c) for k, c in self.landmarks if k not in board]

    def setup(self) -> dict[str, object]:
        dealt = self.dealt_landmarks()
        marks = {"mode": "advanced", "landmarks": {"count": len(dealt),
                                                   "cards": [k for k, _ in dealt]}} if dealt else {}
        hired = {"hirelings": list(self.hirelings)} if self.hirelings else {}
        if self.pool:  # A.8: the players draft the cards dealt (the import chooses as the setup lines say)
            pool = [letters()[x] for x in self.pool]
            keep = len(self.players) == 2 and not all(FACTIONS[k].militant for k in pool)  # A.8.2.I
            # the rest of the pool is not written: every faction (its boxes bring the characters
            # a Vagabond may be dealt, A.8.2.III), the cards dealt being the Pool line's
            shut = any(FACTIONS[k].excludes_vagabond for k in pool)  # 18.2.1
            pool += [k for k in default_draft_pool() if k not in pool and not (shut and FACTIONS[k].is_vagabond)]
            return {"map": self.map, "deck": self.deck, "draft": pool, "players": len(self.players),
                    "mode": "advanced", **({"keep_insurgents": True} if keep else {}), **hired, **marks}
        return {"map": self.map, "deck": self.deck, "factions": self.keys(), "seating": "given", **hired, **marks,
                **self._ties()}

    def _ties(self) -> dict[str, object]:
        """R486: factions of one setup letter (5.1.7) set up in the order of their setup lines."""
        keys = [letters()[t.letter] for t in self.turns[:len(self.players)]]
        tied = [k for k in keys if sum(FACTIONS[x].setup_order == FACTIONS[k].setup_order for x in keys) > 1]
        return {"setup_ties": tied} if tied else {}

    def hireling_letters(self) -> set[str]:
        return {hireling_letter(side_names()[k][0]) for k in self.hirelings}


#: other names of the decks (``Deck: Exiles and Partisans``); V2.8 writes ``Standard``, ``E&P``
DECK_NAMES = {"base": "standard", "exiles and partisans": "exiles", "exiles & partisans": "exiles",
              "e & p": "exiles", "ep": "exiles", "e+p": "exiles", "squires and disciples": "squires",
              "squires & disciples": "squires"}


class NotationError(BadInput):
    """A line of a Rootlog file that cannot be read: ``where`` names the line."""

    def __init__(self, line: int, why: str) -> None:
        super().__init__(f"line {line}", why)
        self.line = line


def _strip(line: str) -> str:
    return line.split("//", 1)[0].strip()


def _header(key: str, value: str, no: int, game: Game) -> None:
    if key == "Map":
        names = {v["name"].lower(): k for k, v in data()["maps"].items()}
        names["autumn"] = "autumn"  # the Fall map's name on later printings
        if value.lower() not in names:
            raise NotationError(no, f"map {value!r} is not one woodland plays (known: "
                                    f"{', '.join(v['name'] for v in data()['maps'].values())})")
        game.map = names[value.lower()]
    elif key == "Deck":
        # Rootlog's names (``S&D``: an extension, R480), and woodland's keys (``Deck: squires``
        # of its earlier exports)
        decks = {**{k: k for k in data()["decks"]}, **{v.lower(): k for k, v in data()["decks"].items()},
                 **DECK_NAMES}
        name = re.sub(r"\s+", " ", value.lower())
        if name not in decks:
            known = ", ".join(data()["decks"].values())
            raise NotationError(no, f"deck {value!r} is not one woodland has (known: {known})")
        game.deck = decks[name]
    elif key == "Clearings":  # ``F1, M2...``; also without commas, or without the numbers (in order)
        for i, part in enumerate(x for x in re.split(r"[,;\s]+", value) if x):
            m = re.fullmatch(r"([FRMfrm])(\d*)", part)
            if not m:
                raise NotationError(no, f"a clearing is written <suit><number>, like F1: got {part!r}")
            game.suits[int(m.group(2) or i + 1)] = suit_of_letter(m.group(1).upper())
    elif key == "Flooded":  # R316; ``none``: nothing floods (M.5.1.II, R481)
        game.unflooded = value.lower() == "none"
        game.flooded = [] if game.unflooded else [x.strip() for x in value.split(",") if x.strip()]
    elif key == "Hirelings":  # V2.8: the sides, then their setup (``h_C, h_Ed/h_Cw->3+4``)
        game.hirelings = _hirelings(value.split("/", 1)[0], no)
        game.hireling_line = no
        try:
            game.hireling_setup = read_actions(value.partition("/")[2], "", game.hireling_letters())
        except LineError as e:
            raise NotationError(no, f"cannot read {e.field!r}: {e.why}") from None
    elif key == "Landmarks":  # V2.8: the landmark cards dealt and set up (``city->7/tower->12``, A.5)
        game.landmarks, game.landmark_setup, game.landmark_line = *_landmarks(value, no), no
    elif key == "Pool":  # the faction setup cards dealt for a draft (A.8.2), by letter
        codes = letters()
        written = re.sub(r"[\s,+&/]", "", value)  # ``CEAVO``, also ``C, E, A, V, O``
        game.pool = [x for x in written if x in codes]
        if len(game.pool) != len(written):
            raise NotationError(no, f"a pool is written with faction letters ({''.join(sorted(codes))}): got {value!r}")


def _landmarks(value: str, no: int) -> tuple[list[tuple[str, str]], list[Atom]]:
    """V2.8's ``Landmarks: city->7/tower->12``: each landmark card's piece and its clearing;
    then what lies on their cards (an extension, R401, R402: ``2%s~->_forge``, ``3#->_market``)."""
    keys = {v: k for k, v in data()["landmark_setup"].items() if k != "about"}
    keys["f"] = keys["ferry"]  # V2.8: "``ferry`` or ``f``"
    out = []
    held: list[Atom] = []
    for part in (x.strip() for x in re.split(r"[/;]", value) if x.strip()):
        m = re.fullmatch(r"([a-z]+)->(\d+)", part)
        if re.search(r"[#%]", part):
            try:
                held += read_actions(part, "", set())
            except LineError as e:
                raise NotationError(no, f"cannot read {e.field!r}: {e.why}") from None
            continue
        if not m or m.group(1) not in keys:
            raise NotationError(no, f"a landmark is written <landmark>-><clearing> ({', '.join(sorted(keys))}): "
                                    f"got {part!r}")
        out.append((keys[m.group(1)], m.group(2)))
    return out, held


def _hirelings(value: str, no: int) -> list[str]:
    """V2.8's ``h_C, h_Ed, h_K`` (``d``: demoted): the sides in play; woodland's former
    header named them (``Forest Patrol, Bluebird Nobles``), which is read too."""
    by_letter = {hireling_letter(card): card for card in card_data()}
    titles = {re.sub(r"[^a-z]", "", k): k for k in side_names()}
    out = []
    for part in (x.strip() for x in value.split(",") if x.strip()):
        m = re.fullmatch(r"(h_[A-Z])(d?)", part)
        if m and m.group(1) in by_letter:
            card = card_data()[by_letter[m.group(1)]]
            out.append(str(card["demoted" if m.group(2) else "promoted"]["key"]))
        elif re.sub(r"[^a-z]", "", part.lower()) in titles:
            out.append(titles[re.sub(r"[^a-z]", "", part.lower())])
        else:
            raise NotationError(no, f"no hireling {part!r} (V2.8 writes h_<type>, h_<type>d demoted: "
                                    f"{', '.join(sorted(by_letter))})")
    return out


def parse(text: str) -> Game:
    """Read a Rootlog file. Raises :class:`NotationError` naming the first line it cannot read."""
    game = Game()
    known = letters()
    for no, raw in enumerate(text.lstrip("\ufeff").splitlines(), 1):  # a byte order mark, as some editors write
        line = _strip(raw)
        if not line:
            continue
        m = re.match(r"(Map|Deck|Flooded|Clearings|Pool|Landmarks|Hirelings)\s*:\s*(.*)$", line)
        if m:
            _header(m.group(1), m.group(2).strip(), no, game)
            continue
        m = re.match(r"Winners?\s*:\s*((?:[A-Z][\s,+&/]*)+)$", line)
        if m:  # ``Winner: CV``; also ``C, V`` or ``C+V`` (a coalition)
            game.winner, game.winner_line = re.findall(r"[A-Z]", m.group(1)), no
            continue
        m = re.match(r"([A-Z])\s*:(.*)$", line)
        if not m:
            raise NotationError(no, "expected 'Map:', 'Deck:', '<Faction>: <player>', '<Faction>:<actions>' "
                                    "or 'Winner:'")
        letter, body = m.group(1), m.group(2).strip()
        if letter not in known:
            raise NotationError(no, f"no faction {letter!r} in woodland (known: {', '.join(sorted(known))})")
        if letter not in game.players and (not game.turns or "->" not in body):
            # the first line of a faction names its player (seat order); in the Advanced Setup each
            # player's line may come just before its setup line (V2.8: ``C: Edu`` / ``C:t_k->2/...``)
            game.players.append(letter)
            continue
        if letter not in game.players:
            raise NotationError(no, f"faction {letter} plays but has no player line")
        try:
            atoms = read_actions(body, letter, set(game.players) | game.hireling_letters())
        except LineError as e:
            raise NotationError(no, f"cannot read {e.field!r}: {e.why}") from None
        game.turns.append(Turn(no, letter, line, atoms, read_reveals(body, letter)))
    if len(game.players) < 2:
        raise NotationError(1, "a game needs at least two '<Faction>: <player>' lines")
    _map_landmarks(game)
    if game.pool and [t.letter for t in game.turns[:len(game.players)]] != game.players:
        # R484: V2 writes ``Pool:`` for the Advanced Setup's draft (A.8), whose setup lines
        # follow the player lines' draft order, "or if players will Draft from a limited pool
        # of factions": setup lines in another order (the standard setup's, 5.1) are that
        game.faction_pool, game.pool = game.pool, []
    if not game.pool:
        # R566: the standard setup is played in setup order (5.1.7), whatever the order of the
        # setup lines (the spec's own example writes them in turn order); one letter: as written (R486)
        n = len(game.players)
        game.turns[:n] = sorted(game.turns[:n], key=lambda t: FACTIONS[known[t.letter]].setup_order)
    for t in game.turns:
        _check_slots(game, t)
    return game


def _map_landmarks(game: Game) -> None:
    """V2.8 may list on the ``Landmarks:`` line the map's own Ferry or Tower (M.3.1, M.4.1), set
    up by the map: read where the map places it, and dropped from the landmark cards dealt."""
    import woodland.landmarks  # noqa: F401  (registers every landmark)

    own = load_map(game.map).landmarks_at_setup
    numbers = data()["maps"][game.map]["numbers"]
    kept = []
    for key, where in game.landmarks:
        title = LANDMARKS[key].title if key in LANDMARKS else key
        if key in own:
            if where != str(numbers[own[key]]):
                raise NotationError(game.landmark_line, f"{title} stands in clearing {numbers[own[key]]} "
                                                        f"on this map (M.3.1, M.4.1); woodland does not move it "
                                                        f"at setup (A.5): got {key}->{where}")
            continue
        if key not in offered_landmarks():
            raise NotationError(game.landmark_line, f"{title}: woodland deals no such landmark card (A.5; "
                                                    f"docs/data-sources.md): got {key}->{where}")
        kept.append((key, where))
    game.landmarks = kept


def _check_slots(game: Game, t: Turn) -> None:
    """A landmark's slot (``treetop->Cb_s``, R482) takes a building as it is placed in the
    landmark's clearing (R373) and is emptied as it is removed: the line must say so."""
    keys = {v: k for k, v in data()["landmark_setup"].items() if k != "about"}
    for a in t.atoms:
        if not landmark_setting(a):
            continue
        name, value = str(a[2])[1:], str(a[3])
        written = f"{name}->{value}"
        where = next((c for k, c in game.landmarks if k == keys.get(name)), None)
        if where is None:
            raise NotationError(t.number, f"cannot read {written!r}: no {name} on the 'Landmarks:' line")
        title = LANDMARKS[keys[name]].title
        if value:
            owner = value[:3] if value.startswith("h_") else value[:1]
            if not any(x[0] == "p" and x[1] == owner and x[4] == where and x[3] != where and _building(x)
                       for x in t.atoms):
                raise NotationError(t.number, f"cannot read {written!r}: {title}'s slot takes a building as it "
                                              f"is placed in {where} (R373), and this line places no {owner} "
                                              "building there")
        elif not any(x[0] == "p" and x[3] == where and x[4] != where and _building(x) for x in t.atoms):
            raise NotationError(t.number, f"cannot read {written!r}: {title}'s slot is emptied as its building "
                                          f"is removed from {where}, and this line removes no building there")


def _building(a: Atom) -> bool:
    """Whether a piece atom is of a building or a token, not a warrior or a pawn."""
    return not (str(a[2]) in ("w", "p") or str(a[2]).startswith("w_"))
