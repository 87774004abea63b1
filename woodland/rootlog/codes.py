"""The codes of Rootlog V2 for one game: faction letters, piece codes, clearing numbers,
card and item names (docs/rootlog.md).

Generic components (suits, items, maps, decks, card abbreviations) are in this package's
data.json; each faction's letter and piece codes are in its own package's data.json, under
``rootlog`` (or, for a faction whose data has none, in this package's data.json ``factions``)
(read through the faction registry, so a new faction brings its own codes):

``letter``    its Rootlog letter; ``letters`` per faction key sharing the package (a second Vagabond)
``pieces``    piece kind (``warrior``, a building or token kind) -> code (``w``, ``b_s``, ``t_k``)
``cards``     a field of the faction holding card ids (dotted for dicts: ``decree.move``) ->
              location on its board (``$``, ``$_m``), or ``discard``, or ``hand``
``warriors``  a field holding warriors (a count of its own, or a list of owners' seats) -> location
``pawn``      ``clearing`` / ``forest`` fields of a pawn; ``gear`` a field of Vagabond-like items
``quest_cards`` the data key listing its quest cards; ``quest_fields`` field -> location
``hidden``    a face-down piece kind -> the code it shows once face up (its face-down code is in ``pieces``);
              ``flip_event`` the event (with ``seat``, ``clearing``, ``plot``: the kind face up) of a flip;
              ``swap_action`` the action (its two clearings as arguments) that swaps two hidden pieces;
              ``removed_places`` a face-up code -> the piece placed around when one is removed (13.7.4)
``named_warrior`` ``{"field", "code"}``: a warrior whose clearing the field holds, written by its own
              code (the warlord ``w_w``), apart from the faction's ``w``
``retainers`` a field of card lists -> location: its ``-1`` entries, alike cards not of the deck (the
              Faithful Retainers), written as the card ``retainer_card`` (suit, name: ``B#faith``)
``short``     a code -> the codes a line may write it for (a relic of any value, V2.8); a piece of the
              family that leaves one place for another in a step is written moved (a short one
              turning into a long one: moved, then flipped, ``t10^t_2_t``)
``settings``  fields written as settings: ``{"field", "card": true}`` (``#value->$``), ``{"field", "cards":
              data key}`` (a list of keys of that data list, each written ``#name->$`` by its name), ``{"field",
              "key"}`` (``$_key->value``), ``{"each": true, "values"}`` (one per faction letter),
              ``flag``/``flag_key`` (another key while a flag is set), ``suit`` (the value is a suit),
              ``by_itself`` (the rule by which the game changes it with no decision: a line may leave the
              change out, or write it a turn late, when it already holds: R487)
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any

from woodland.core.errors import BadInput
from woodland.core.faction import FACTIONS

SUPPLY = ""
DECK = "deck"
DISCARD = "discard"
QDECK = "qdeck"
GONE = "gone"
BURROW = "0"  # 12.2.2: the Burrow, written as clearing 0


@cache
def data() -> dict[str, Any]:
    text = resources.files("woodland.rootlog").joinpath("data.json").read_text(encoding="utf-8")
    d: dict[str, Any] = json.loads(text)
    return d


def faction_spec(key: str) -> dict[str, Any]:
    """The ``rootlog`` part of a faction's data (empty if the faction has none)."""
    spec: dict[str, Any] = FACTIONS[key].DATA.get("rootlog") or data()["factions"].get(key) or {}
    return spec


def faction_letter(key: str) -> str:
    spec = faction_spec(key)
    letter: str = (spec.get("letters") or {}).get(key) or spec.get("letter") or ""
    if not letter:
        raise BadInput("faction", f"{key} has no Rootlog letter (its data.json has no rootlog.letter)")
    return letter


def letters() -> dict[str, str]:
    """Rootlog letter -> faction key, for every registered faction with a letter."""
    out: dict[str, str] = {}
    for key in FACTIONS:
        spec = faction_spec(key)
        if spec:
            out[faction_letter(key)] = key
    return out


@cache
def _shorts() -> dict[tuple[str, str], frozenset[str]]:
    """(faction letter, a short code) -> the codes it stands for (data ``short``; the map's own
    pieces, letter ``""``: ``landmark_short``, the ferry's former ``r``)."""
    out = {("", short): frozenset(full) for short, full in data()["landmark_short"].items()}
    for letter, key in letters().items():
        spec = faction_spec(key)
        for short, full in (spec.get("short") or {}).items():
            out[(letter, short)] = frozenset(full)
        for kind, up in (spec.get("hidden") or {}).items():
            # a hidden piece shown is still written by the code it had face down, as a person
            # writes a plot flipped and removed at once (``t9^t_b/t9->``, 13.4.2): one per clearing
            down = spec["pieces"][kind]
            out[(letter, down)] = out.get((letter, down), frozenset()) | {up}
    return out


def stands_for(letter: str, written: str, code: str) -> bool:
    """Whether a piece code written for faction ``letter`` names the piece ``code``: the same,
    or a short form that leaves out what V2.8 lets a line leave out (``t_f`` for a relic of
    any value, ``b_f`` for a waystation showing its figure side)."""
    return written == code or code in _shorts().get((letter, written), ())


#: the cards whose craft is written with their suit (V2.8: "use ``F#part``, or ``fpart`` for
#: crafting, to specify suit"; R499: ``Zgpart``, the Homeland's Frog Partisans, by the frog letter)
SUITED_CRAFTS = frozenset({"part"})


@cache
def card_key(name: str) -> str:
    """A card's Rootlog name: lower case without spaces or marks, or its abbreviation."""
    full = re.sub(r"[^a-z0-9]", "", name.lower())
    abbr: str = data()["abbreviations"].get(full, full)
    return abbr


@cache
def crafted_items() -> dict[str, str]:
    """Rootlog card name -> the letter of the item it crafts (``anvil`` -> ``h``), in every deck."""
    from woodland.core.cards import load_deck

    return {card_key(c.name): item_letter(c.item) for d in data()["decks"] for c in load_deck(d).cards if c.item}


def name_keys() -> dict[str, str]:
    """Every accepted spelling of a card name (full, abbreviated) -> the key ``card_key`` gives."""
    out = {}
    for full, abbr in data()["abbreviations"].items():
        out[full] = abbr
        out[abbr] = abbr
    return out


@cache
def slot_names() -> frozenset[str]:
    """The ``Landmarks:`` names of the landmarks whose card adds a building slot told apart
    (``treetop``, R482): ``treetop->Cb_s`` writes the building in it."""
    import woodland.landmarks  # noqa: F401  (registers every landmark)
    from woodland.core.landmark import LANDMARKS

    return frozenset(name for key, name in data()["landmark_setup"].items()
                     if key in LANDMARKS and LANDMARKS[key].holds_building)


def hireling_letter(card: str) -> str:
    """A hireling card's Rootlog faction: ``h_`` and its type (V2.8)."""
    return "h_" + str(data()["hirelings"][card])


def hireling_header(cards: list[tuple[str, str]]) -> str:
    """V2.8's ``Hirelings:`` value: ``h_C, h_Ed, h_K`` (``d``: the demoted side up)."""
    return ", ".join(hireling_letter(card) + ("d" if side == "demoted" else "") for card, side in cards)


def suit_letter(suit: str) -> str:
    s: str = data()["suits"][suit]
    return s


def suit_of_letter(letter: str) -> str:
    for k, v in data()["suits"].items():
        if v == letter:
            return str(k)
    raise KeyError(letter)


def item_letter(item: str) -> str:
    s: str = data()["items"][item]
    return s


class Codes:
    """The codes of one game's factions, map and deck."""

    def __init__(self, map_name: str, keys: list[str], map_: Any,
                 hirelings: list[tuple[str, str]] | None = None) -> None:
        maps = data()["maps"]
        if map_name not in maps:
            raise BadInput("map", f"Rootlog has no numbering for the {map_name} map (known: {', '.join(maps)})")
        self.map_title: str = maps[map_name]["name"]
        self.numbers: list[int] = maps[map_name]["numbers"]
        self.keys = keys
        self.letter = [faction_letter(k) for k in keys]
        self.seat_of_letter = {x: i for i, x in enumerate(self.letter)}
        self.spec = [faction_spec(k) for k in keys]
        self.forest_names = ["_".join(str(n) for n in sorted(self.numbers[c] for c in f)) for f in map_.forests]
        #: the hireling cards in play (card, side), each written as a faction ``h_<type>`` (V2.8)
        self.hire = [hireling_letter(card) for card, _side in hirelings or ()]

    def by_itself(self) -> set[tuple[str, str]]:
        """The settings (letter, key) the game changes with no decision (``by_itself``: the
        Cult's Outcast, 10.4.1)."""
        return {(x, k) for x, spec in zip(self.letter, self.spec) for st in spec.get("settings", ())
                if st.get("by_itself") for k in (st.get("key"), st.get("flag_key")) if k}

    def owner(self, o: int) -> str:
        """The letter of a piece's owner: a player's, a hireling's (owner ids -2, -3...: ``h_C``),
        or ``""``."""
        if o >= 0:
            return self.letter[o]
        return self.hire[-2 - o] if 0 <= -2 - o < len(self.hire) else ""

    def clearing(self, c: int) -> str:
        """A clearing's Rootlog number; an off-map clearing (the Burrow, 12.2.2) is ``0``."""
        return str(self.numbers[c]) if c < len(self.numbers) else BURROW

    def clearing_index(self, text: str) -> int:
        return len(self.numbers) if text == BURROW else self.numbers.index(int(text))

    def path(self, a: int, b: int) -> str:
        """A path as Rootlog names a closed path marker on it: ``<lower>_<higher>``."""
        return "_".join(str(n) for n in sorted((self.numbers[a], self.numbers[b])))

    def forest(self, f: int) -> str:
        return self.forest_names[f]

    def flip(self, ev: Any) -> tuple[str, str] | None:
        """For an event that turns a hidden piece face up (a plot flipped, 13.4.2): its
        codes face down and face up; else None."""
        spec = self.spec[ev.seat] if ev[0] != "moved" and hasattr(ev, "seat") else {}
        if spec.get("flip_event") != ev[0]:
            return None
        up = self.piece(ev.seat, ev.plot)
        down = next(spec["pieces"][k] for k, u in spec["hidden"].items() if u == up)
        return down, up

    def piece(self, seat: int, kind: str) -> str:
        code: str = (self.spec[seat].get("pieces") or {}).get(kind, "")
        if not code:  # a piece the faction's data does not name: an extension, its kind after t_
            code = "t_" + re.sub(r"[^a-z0-9]", "", kind.lower())
        return code
