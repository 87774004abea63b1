"""Rebuilding a game from JSON with every field checked (a clear error, never a crash)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.cards import load_deck
from woodland.core.errors import BadInput, WoodlandError
from woodland.core.faction import Faction
from woodland.core.frame import Frame
from woodland.core.maps import load_map
from woodland.core.rng import Rng

if TYPE_CHECKING:
    from woodland.core.game import Game


def _int(v: Any, field: str, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadInput(field, f"expected an integer, got {type(v).__name__}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise BadInput(field, f"{v} is out of range")
    return v


def _list(v: Any, field: str, n: int | None = None) -> list[Any]:
    if not isinstance(v, list):
        raise BadInput(field, f"expected a list, got {type(v).__name__}")
    if n is not None and len(v) != n:
        raise BadInput(field, f"expected {n} entries, got {len(v)}")
    return v


def _pieces(v: Any, field: str, nclear: int, nseats: int) -> list[tuple[tuple[int, str], ...]]:
    out = []
    for c, ps in enumerate(_list(v, field, nclear)):
        row = []
        for i, p in enumerate(_list(ps, f"{field}[{c}]")):
            p = _list(p, f"{field}[{c}][{i}]", 2)
            s = _int(p[0], f"{field}[{c}][{i}][0]", -1, nseats - 1)
            if not isinstance(p[1], str):
                raise BadInput(f"{field}[{c}][{i}][1]", "expected a piece kind")
            row.append((s, p[1]))
        out.append(tuple(row))
    return out


def game_from_json(cls: type["Game"], d: Any) -> "Game":
    from woodland.core.game import FORMAT_VERSION, normalize_setup

    if not isinstance(d, dict):
        raise BadInput("game", "expected a JSON object")
    for k in ("format", "setup", "seed", "factions", "warriors", "buildings", "tokens", "ruin_items", "deck",
              "discard", "available", "items", "current", "turn", "phase", "stack", "events", "holds",
              "result", "rng", "steps", "check_win"):
        if k not in d:
            raise BadInput(k, "missing")
    if d["format"] != FORMAT_VERSION:
        raise BadInput("format", f"unsupported format {d['format']!r} (this engine reads {FORMAT_VERSION})")
    setup = normalize_setup(d["setup"])
    g = cls.__new__(cls)
    g.setup = setup
    g.seed = _int(d["seed"], "seed")
    g.map = load_map(setup["map"])
    g.deckdef = load_deck(setup["deck"])
    g.n = n = len(setup["factions"])
    m = g.map.n
    facs = _list(d["factions"], "factions", n)
    g.factions = [Faction.from_json(f if isinstance(f, dict) else {}, f"factions[{i}]") for i, f in enumerate(facs)]
    if sorted(f.key for f in g.factions) != sorted(setup["factions"]):
        raise BadInput("factions", "do not match setup.factions")
    for i, f in enumerate(g.factions):
        if f.seat != i:
            raise BadInput(f"factions[{i}].seat", f"expected {i}")
    suits = _list(d.get("suits", []), "suits", m)
    for i, s in enumerate(suits):
        if s not in ("fox", "rabbit", "mouse"):
            raise BadInput(f"suits[{i}]", f"unknown suit {s!r}")
    g.suits = tuple(suits)
    g.warriors = [_int(x, f"warriors[{i}]", 0) for i, x in enumerate(_list(d["warriors"], "warriors", m * n))]
    g.buildings = _pieces(d["buildings"], "buildings", m, n)
    g.tokens = _pieces(d["tokens"], "tokens", m, n)
    g.ruin_items = [tuple(_list(r, f"ruin_items[{i}]")) for i, r in enumerate(_list(d["ruin_items"], "ruin_items", m))]
    ncards = len(g.deckdef.cards)
    g.deck = [_int(x, f"deck[{i}]", 0, ncards - 1) for i, x in enumerate(_list(d["deck"], "deck"))]
    g.discard = [_int(x, f"discard[{i}]", 0, ncards - 1) for i, x in enumerate(_list(d["discard"], "discard"))]
    g.available = [_int(x, f"available[{i}]", 0, ncards - 1) for i, x in enumerate(_list(d["available"], "available"))]
    if not isinstance(d["items"], dict):
        raise BadInput("items", "expected an object")
    g.items = {str(k): _int(v, f"items.{k}", 0) for k, v in d["items"].items()}
    g.current = _int(d["current"], "current", 0, n - 1)
    g.turn = _int(d["turn"], "turn", 0)
    if d["phase"] not in ("setup", "birdsong", "daylight", "evening"):
        raise BadInput("phase", f"unknown phase {d['phase']!r}")
    g.phase = d["phase"]
    g.stack = [Frame.from_json(fr if isinstance(fr, dict) else {}) for fr in _list(d["stack"], "stack")]
    g.events = [tuple(e) for e in _list(d["events"], "events")]
    g.holds = _int(d["holds"], "holds", 0)
    if d["result"] is not None and not isinstance(d["result"], dict):
        raise BadInput("result", "expected an object or null")
    g.result = d["result"]
    g.rng = Rng(_int(d["rng"], "rng", 0))
    g.steps = _int(d["steps"], "steps", 0)
    g.check_win = bool(d["check_win"])
    g._pending = None
    g._rulers = None
    _check_cards(g, ncards)
    if g.result is None:
        if not g.stack:
            raise BadInput("stack", "empty, but the game is not over")
        try:
            g._advance()
        except WoodlandError:
            raise
        except Exception as e:  # a frame that cannot run on this state
            raise BadInput("stack", f"inconsistent with the rest of the state ({type(e).__name__}: {e})") from None
    return g


def _check_cards(g: "Game", ncards: int) -> None:
    """Every card is in exactly one place."""
    where: dict[int, str] = {}

    def put(cid: int, place: str) -> None:
        if cid in where:
            raise BadInput(place, f"card {cid} ({g.deckdef.cards[cid].label}) is also in {where[cid]}")
        where[cid] = place

    for i, c in enumerate(g.deck):
        put(c, f"deck[{i}]")
    for i, c in enumerate(g.discard):
        put(c, f"discard[{i}]")
    for i, c in enumerate(g.available):
        put(c, f"available[{i}]")
    for f in g.factions:
        for i, c in enumerate(f.hand):
            put(_int(c, f"factions[{f.seat}].hand[{i}]", 0, ncards - 1), f"factions[{f.seat}].hand[{i}]")
        for i, c in enumerate(f.play_area):
            put(_int(c, f"factions[{f.seat}].play_area[{i}]", 0, ncards - 1), f"factions[{f.seat}].play_area[{i}]")
        for i, c in enumerate(f.held_cards()):
            put(_int(c, f"factions[{f.seat}].cards", 0, ncards - 1), f"factions[{f.seat}] board")
