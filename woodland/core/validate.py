"""Rebuilding a game from JSON with every field checked (a clear error, never a crash)."""

from __future__ import annotations

import json
import sys
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from woodland.core.ability import building_slots, held_warriors
from woodland.core.cards import load_deck
from woodland.core.errors import BadInput, WoodlandError
from woodland.core.events import EVENTS, typed
from woodland.core.faction import Faction
from woodland.core.frame import Frame
from woodland.core.hireling import HireState
from woodland.core.maps import UNSUITED
from woodland.core.rng import MAX_SEED, Rng, check_seed  # noqa: F401 (MAX_SEED: re-exported)

if TYPE_CHECKING:
    from woodland.core.game import Game

T = TypeVar("T")


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


def _event(v: Any, field: str) -> tuple[Any, ...]:
    """The typed event of a saved event (core/events.py)."""
    raw = _list(v, field)
    if not raw or not isinstance(raw[0], str) or raw[0] not in EVENTS:
        raise BadInput(field, f"unknown event {raw[:1]!r}")
    try:
        return typed(raw)
    except TypeError as e:
        raise BadInput(field, str(e)) from None


def _pieces(v: Any, field: str, nclear: int, nseats: int, hired: int = 0) -> list[tuple[tuple[int, str], ...]]:
    """Pieces per clearing as (owner, kind): a seat, -1 (a ruin) or a hireling's owner id
    (``hired`` hireling cards in play, appendix H)."""
    out = []
    for c, ps in enumerate(_list(v, field, nclear)):
        row = []
        for i, p in enumerate(_list(ps, f"{field}[{c}]")):
            p = _list(p, f"{field}[{c}][{i}]", 2)
            s = _int(p[0], f"{field}[{c}][{i}][0]", -1 - hired, nseats - 1)
            if not isinstance(p[1], str):
                raise BadInput(f"{field}[{c}][{i}][1]", "expected a piece kind")
            row.append((s, p[1]))
        out.append(tuple(row))
    return out


def game_from_json(cls: type["Game"], d: Any) -> "Game":
    from woodland.core.game import FORMAT_VERSION, game_map, normalize_setup

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
    g.seed = check_seed(d["seed"])
    g.deckdef = load_deck(setup["deck"])
    g.n = n = len(setup["factions"])
    facs = _list(d["factions"], "factions", n)
    g.factions = [Faction.from_json(f if isinstance(f, dict) else {}, f"factions[{i}]") for i, f in enumerate(facs)]
    g.map = game_map(setup, [f.key for f in g.factions])
    if g.map.flood_groups:  # M.5.1.I: the clearings covered by flood markers
        g.map = g.map.with_flooded(_list(d.get("flooded"), "flooded"))
    m = g.map.n
    if setup.get("draft") is None and sorted(f.key for f in g.factions) != sorted(setup["factions"]):
        raise BadInput("factions", "do not match setup.factions")
    for i, f in enumerate(g.factions):  # A.8: a drafted game's player by name, or the faction chosen
        if setup.get("draft") is not None and f.key not in (setup["factions"][i], *setup["draft"]):
            raise BadInput(f"factions[{i}].faction", "neither this player's name nor a faction of setup.draft")
    for i, f in enumerate(g.factions):
        if f.seat != i:
            raise BadInput(f"factions[{i}].seat", f"expected {i}")
    suits = _list(d.get("suits", []), "suits", m)
    for i, s in enumerate(suits):
        if s not in (("fox", "rabbit", "mouse") if i < g.map.board_n else (UNSUITED,)):
            raise BadInput(f"suits[{i}]", f"unknown suit {s!r}")
    if g.map.printed_suits is not None and tuple(suits) != g.map.printed_suits:
        raise BadInput("suits", f"the {g.map.title} map has printed suits (2.2.2)")
    g.suits = tuple(suits)
    g.warriors = [_int(x, f"warriors[{i}]", 0) for i, x in enumerate(_list(d["warriors"], "warriors", m * n))]
    hired = len(d["hirelings"]["cards"]) if isinstance(d.get("hirelings"), dict) \
        and isinstance(d["hirelings"].get("cards"), list) else 0
    g.buildings = _pieces(d["buildings"], "buildings", m, n, hired)
    g.tokens = _pieces(d["tokens"], "tokens", m, n, hired)
    g.ruin_items = [tuple(_item(x, f"ruin_items[{i}]") for x in _list(r, f"ruin_items[{i}]"))
                    for i, r in enumerate(_list(d["ruin_items"], "ruin_items", m))]
    ncards = len(g.deckdef.cards)
    g.deck = [_int(x, f"deck[{i}]", 0, ncards - 1) for i, x in enumerate(_list(d["deck"], "deck"))]
    g.discard = [_int(x, f"discard[{i}]", 0, ncards - 1) for i, x in enumerate(_list(d["discard"], "discard"))]
    g.available = [_int(x, f"available[{i}]", 0, ncards - 1) for i, x in enumerate(_list(d["available"], "available"))]
    if not isinstance(d["items"], dict):
        raise BadInput("items", "expected an object")
    g.items = {_item(k, f"items.{k}"): _int(v, f"items.{k}", 0) for k, v in d["items"].items()}
    g.current = _int(d["current"], "current", 0, n - 1)
    g.turn = _int(d["turn"], "turn", 0)
    if d["phase"] not in ("setup", "birdsong", "daylight", "evening"):
        raise BadInput("phase", f"unknown phase {d['phase']!r}")
    g.phase = d["phase"]
    g.stack = [Frame.from_json(fr if isinstance(fr, dict) else {}) for fr in _list(d["stack"], "stack")]
    g.events = [_event(e, f"events[{i}]") for i, e in enumerate(_list(d["events"], "events"))]
    g.holds = _int(d["holds"], "holds", 0)
    g.result = d["result"]
    g.rng = Rng(_int(d["rng"], "rng", 0))
    g.steps = _int(d["steps"], "steps", 0)
    if not isinstance(d["check_win"], bool):
        raise BadInput("check_win", "expected true or false")
    g.check_win = d["check_win"]
    g._pending = None
    g._rulers = None
    g._abilities = None
    g.log = None
    g.reveals = [0] * n
    g.landmarks = _landmarks(g, d.get("landmarks", {}))
    g.landmark_cards = _landmark_cards(g, d.get("landmark_cards", {}))
    g.hirelings = None if d.get("hirelings") is None else HireState.from_json(d["hirelings"], n, clearings=m)
    g.map = g.map.with_closed(_closed_paths(g, d.get("closed_paths")))
    if g.hirelings is not None:
        g.hirelings.check_states(g)
    try:
        _check_state(g, ncards)
    except WoodlandError:
        raise
    except Exception as e:  # a value of a shape no check expected (a list for a name...)
        raise BadInput("game", f"malformed state ({type(e).__name__}: {e})") from None
    return g


def _landmarks(g: "Game", d: Any) -> dict[str, int]:
    """Appendix L: landmark key -> the clearing of its piece."""
    from woodland.core.landmark import LANDMARKS

    if not isinstance(d, dict):
        raise BadInput("landmarks", "expected an object: landmark -> clearing")
    for k in d:
        if k not in LANDMARKS:
            raise BadInput(f"landmarks.{k}", f"unknown landmark (known: {', '.join(sorted(LANDMARKS))})")
    return {k: _int(v, f"landmarks.{k}", 0, g.map.n - 1) for k, v in d.items()}


def _landmark_cards(g: "Game", d: Any) -> dict[str, tuple[Any, ...]]:
    """Appendix L: landmark key -> what lies on or beside its card (each landmark checks its own)."""
    from woodland.core.landmark import LANDMARKS

    if not isinstance(d, dict):
        raise BadInput("landmark_cards", "expected an object: landmark -> list")
    out: dict[str, tuple[Any, ...]] = {}
    for k, v in d.items():
        if k not in g.landmarks:
            raise BadInput(f"landmark_cards.{k}", "not a landmark in play")
        out[k] = LANDMARKS[k].cards_from_json(g, _list(v, f"landmark_cards.{k}"), f"landmark_cards.{k}")
    return out


def _closed_paths(g: "Game", d: Any) -> frozenset[tuple[int, int]]:
    """M.4.2: the paths still closed (missing: those closed at setup, M.4.1)."""
    if d is None:
        return g.map.closable
    out = set()
    for i, p in enumerate(_list(d, "closed_paths")):
        a, b = (_int(x, f"closed_paths[{i}]", 0, g.map.n - 1) for x in _list(p, f"closed_paths[{i}]", 2))
        out.add((min(a, b), max(a, b)))
    return frozenset(out)


def _check_state(g: "Game", ncards: int) -> None:
    for i, f in enumerate(g.factions):
        _check_faction(g, f, f"factions[{i}]")
    _check_pieces(g)
    _check_frames(g)
    _check_cards(g, ncards)
    _check_result(g)
    if g.result is None:
        if not g.stack:
            raise BadInput("stack", "empty, but the game is not over")
        _check_frames_move(g)
        try:
            _bounded(g._advance)
        except WoodlandError:
            raise
        except Exception as e:  # a frame that cannot run on this state
            raise BadInput("stack", f"inconsistent with the rest of the state ({type(e).__name__}: {e})") from None
    for seat in range(g.n):  # what each player sees can be shown (1.2)
        g.view(seat)


def _item(v: Any, field: str, exhausted: bool = False) -> str:
    """An item name; ``exhausted``: also an exhausted crafted item (``boots_x``, Exiles)."""
    from woodland.core.cards import ITEMS

    kind = v[:-2] if exhausted and isinstance(v, str) and v.endswith("_x") else v
    if kind not in ITEMS:
        raise BadInput(field, f"unknown item {v!r} (items: {', '.join(ITEMS)})")
    return str(v)


def _check_result(g: "Game") -> None:
    """3.1: a game is over exactly when it has a result, and the result says what the state
    does (who won, the scores); a player with 30 points has won, or is about to."""
    from woodland.core.game import WIN_SCORE

    res = g.result
    keys = [f.key for f in g.factions]
    if res is None:
        for f in g.factions:
            if f.dominance < 0 and f.score >= WIN_SCORE and not g.check_win:
                raise BadInput(f"factions[{f.seat}].score", f"{f.score} points but the game is not over (3.1)")
        return
    if not isinstance(res, dict) or set(res) != {"winners", "winner_seats", "reason", "scores", "turns"}:
        raise BadInput("result", "expected an object with winners, winner_seats, reason, scores and turns")
    seats = _list(res["winner_seats"], "result.winner_seats")
    if not seats or any(not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < g.n for s in seats) \
            or res["winners"] != [keys[s] for s in seats]:
        raise BadInput("result.winners", "expected the factions of this game that won, with their seats")
    if res["reason"] not in ("score", "dominance"):
        raise BadInput("result.reason", f"unknown reason {res['reason']!r} (score or dominance)")
    if res["scores"] != {f.key: f.score for f in g.factions}:
        raise BadInput("result.scores", "differ from the factions' scores")
    if res["turns"] != g.turn:
        raise BadInput("result.turns", f"expected the turn of the game ({g.turn})")
    if g.stack:
        raise BadInput("stack", "expected empty: the game is over")


class TooLong(Exception):
    """The rules ran far longer than any step of a game does: they are going round in circles."""

    def __str__(self) -> str:
        return "the rules go round in circles"


#: lines of Python the rules may run, on loading, to reach the next decision (a real step
#: of a game runs a few thousand at most)
STEP_BOUND = 200_000


def _bounded(fn: Callable[[], T], limit: int = STEP_BOUND) -> T:
    """``fn()``, stopped with :class:`TooLong` after ``limit`` lines of Python: a loaded
    state whose frames would loop forever is refused instead of hanging."""
    count = 0

    def trace(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        count += 1
        if count > limit:
            raise TooLong
        return trace

    old = sys.gettrace()
    sys.settrace(trace)
    try:
        return fn()
    finally:
        sys.settrace(old)


def _snapshot(g: "Game") -> str:
    return json.dumps(g.to_json(), sort_keys=True, default=repr)


def _check_frames_move(g: "Game") -> None:
    """Every frame of the stack can go on: run on its own (a copy of the game with it on
    top), it asks a decision or changes something. A frame at an unknown step would do
    neither and the game would loop forever when it is reached."""
    from woodland.core.frame import Decision

    for i, fr in enumerate(g.stack):
        c = g.clone()
        c.stack = c.stack[:i + 1]
        before = _snapshot(c)
        try:
            d = _bounded(partial(c.stack[-1].run, c))
        except WoodlandError:
            raise
        except Exception as e:
            raise BadInput(f"stack[{i}]", f"{type(fr).__name__} cannot go on from this state "
                                          f"({type(e).__name__}: {e})") from None
        if not isinstance(d, Decision) and _snapshot(c) == before:
            raise BadInput(f"stack[{i}].step", f"{type(fr).__name__} has no step {fr.step!r}")


def _check_faction(g: "Game", f: Faction, where: str) -> None:
    ncards = len(g.deckdef.cards)
    _int(f.supply, f"{where}.supply", 0, f.warrior_total)
    _int(f.score, f"{where}.score", 0)
    _int(f.coalition, f"{where}.coalition", -1, g.n - 1)
    _int(f.home, f"{where}.home", -1, g.map.n - 1)
    _int(f.dominance, f"{where}.dominance", -1, ncards - 1)
    if f.dominance >= 0 and g.deckdef.cards[f.dominance].kind != "dominance":
        raise BadInput(f"{where}.dominance", "not a dominance card")
    for name, proto in (("bsupply", f.BUILDINGS), ("tsupply", f.TOKENS)):
        got = getattr(f, name)
        if set(got) != set(proto):
            raise BadInput(f"{where}.{name}", f"expected the kinds {sorted(proto)}")
        for k, v in got.items():
            _int(v, f"{where}.{name}.{k}", 0, proto[k])
    for name in ("hand", "shown", "play_area"):
        for i, c in enumerate(_list(getattr(f, name), f"{where}.{name}")):
            _int(c, f"{where}.{name}[{i}]", 0, ncards - 1)
    if any(c not in f.hand for c in f.shown):
        raise BadInput(f"{where}.shown", "names a card that is not in the hand")
    for i, it in enumerate(_list(f.items, f"{where}.items")):
        _item(it, f"{where}.items[{i}]", exhausted=True)
    keys = [o.key for o in g.factions]
    if not isinstance(f.seen, dict) or not all(k in keys and isinstance(v, list) for k, v in f.seen.items()):
        raise BadInput(f"{where}.seen", "expected an object of card lists by faction of this game")
    for k, cards in f.seen.items():
        for i, c in enumerate(cards):
            _int(c, f"{where}.seen.{k}[{i}]", 0, ncards - 1)
    if not isinstance(f.known, dict) or not all(
            isinstance(v, list) and all(type(c) is int and 0 <= c < ncards for c in v) for v in f.known.values()):
        raise BadInput(f"{where}.known", "expected an object of card id lists")
    if not isinstance(f.marks, dict) or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                                                 for v in f.marks.values()):
        raise BadInput(f"{where}.marks", "expected an object of counts")
    if not all(isinstance(u, str) for u in _list(f.used, f"{where}.used")):
        raise BadInput(f"{where}.used", "expected a list of strings")
    for field, msg in f.state_problems(g):
        raise BadInput(f"{where}.{field}", msg)


def _check_pieces(g: "Game") -> None:
    """1.5.1: every faction's pieces are on the map, on its board or in its supply."""
    n = g.n
    for f in g.factions:
        s = f.seat
        on_map = sum(g.warriors[c * n + s] for c in range(g.map.n))
        held = held_warriors(g, s)
        if on_map + f.supply + f.warriors_elsewhere() + held != f.warrior_total:
            raise BadInput(f"factions[{s}].supply", f"{f.key} warriors on the map ({on_map}), in supply and "
                           f"elsewhere do not add up to {f.warrior_total}")
        for kind, total in f.BUILDINGS.items():
            k = sum(bs.count((s, kind)) for bs in g.buildings)
            if k + f.bsupply[kind] != total:
                raise BadInput(f"factions[{s}].bsupply.{kind}", f"{k} on the map + {f.bsupply[kind]} left != {total}")
        for kind, total in f.TOKENS.items():
            k = sum(1 for ts in g.tokens for o, t in ts if o == s and f.supply_kind(t) == kind)
            if k + f.tsupply[kind] != total:
                raise BadInput(f"factions[{s}].tsupply.{kind}", f"{k} on the map + {f.tsupply[kind]} left != {total}")
    for c in range(g.map.n):
        for o, piece in g.buildings[c]:
            if o <= -2:  # a hireling's building (appendix H)
                hs = g.hirelings
                if hs is None or o < -1 - len(hs.cards) or piece != hs.of_owner(o).rules.building:
                    raise BadInput(f"buildings[{c}]", f"unknown piece {piece!r}")
            elif o < 0 and piece != "ruin":
                raise BadInput(f"buildings[{c}]", f"unknown piece {piece!r}")
            if o >= 0 and piece not in g.factions[o].BUILDINGS:
                raise BadInput(f"buildings[{c}]", f"{g.factions[o].key} has no building {piece!r}")
        if len(g.buildings[c]) > building_slots(g)[c]:  # 2.2.3 (the Elder Treetop adds one)
            raise BadInput(f"buildings[{c}]", "more buildings than slots (2.2.3)")
        for o, piece in g.tokens[c]:
            if o <= -2:  # a hireling's token (appendix H)
                hs = g.hirelings
                if hs is None or o < -1 - len(hs.cards) or piece != hs.of_owner(o).rules.token:
                    raise BadInput(f"tokens[{c}]", f"unknown token {piece!r}")
            elif o < 0 or g.factions[o].supply_kind(piece) not in g.factions[o].TOKENS:
                raise BadInput(f"tokens[{c}]", f"unknown token {piece!r}")
    for i, h in enumerate(g.hirelings.cards if g.hirelings is not None else ()):
        if h.held != held_warriors(g, -2 - i):  # on a card (Coffin Makers), out of its supply
            raise BadInput(f"hirelings.cards[{i}].held", f"{h.held} {h.rules.title} warriors held, but the cards "
                           f"in play hold {held_warriors(g, -2 - i)}")
        if sum(bs.count((-2 - i, h.rules.building)) for bs in g.buildings) > h.building_total:
            raise BadInput("buildings", f"more {h.rules.building}s than the {h.rules.title} have")
        if h.rules.token and sum(ts.count((-2 - i, h.rules.token)) for ts in g.tokens) > h.token_total:
            raise BadInput("tokens", f"more {h.rules.token}s than the {h.rules.title} have")


def _check_frames(g: "Game") -> None:
    for i, fr in enumerate(g.stack):
        for name in fr._fields:
            v = getattr(fr, name)
            if name in type(fr).seat_fields:
                # a hireling's owner id (-2, -3, ...) where the frame allows one (appendix H)
                hired = len(g.hirelings.cards) if g.hirelings is not None and name in fr.owner_fields else 0
                _int(v, f"stack[{i}].{name}", -1 - hired if hired else 0, g.n - 1)
                if v == -1 and hired:
                    raise BadInput(f"stack[{i}].{name}", "expected a seat or a hireling")
            elif name in type(fr).clearing_fields:
                _int(v, f"stack[{i}].{name}", -1, g.map.n - 1)
            elif name == "step" and not isinstance(v, str):
                raise BadInput(f"stack[{i}].step", "expected a step name")
        problem = fr.loaded_problem(g)  # what only the frame knows (a field that depends on its step)
        if problem is not None:
            raise BadInput(f"stack[{i}].{problem[0]}", problem[1])
        try:
            held = fr.held_cards()
        except Exception:
            raise BadInput(f"stack[{i}]", "inconsistent fields") from None
        for c in held:  # a card the frame holds (an ambush being played, a card being crafted)
            _int(c, f"stack[{i}] card", 0, len(g.deckdef.cards) - 1)
    if g.holds > sum(fr.is_battle for fr in g.stack):
        raise BadInput("holds", "triggers are held only while a battle deals its hits (4.3.6)")


def _check_cards(g: "Game", ncards: int) -> None:
    """Every card is in exactly one place (dominance cards may be out of a 2-player game)."""
    from woodland.core.landmark import LANDMARKS

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
        for c in f.held_cards():
            put(_int(c, f"factions[{f.seat}].cards", 0, ncards - 1), f"factions[{f.seat}] board")
    for i, fr in enumerate(g.stack):
        for c in fr.held_cards():
            put(c, f"stack[{i}]")
    for c in g.hirelings.held_cards() if g.hirelings is not None else ():  # on a hireling card (appendix H)
        put(_int(c, "hirelings card", 0, ncards - 1), "a hireling card")
    for k in g.landmark_cards:  # beside a landmark's card (the Black Market)
        for i, c in enumerate(LANDMARKS[k].cards_held(g)):
            put(c, f"landmark_cards.{k}[{i}]")
    for card in g.deckdef.cards:
        if card.id not in where and card.kind != "dominance" and not card.added:
            raise BadInput("deck", f"card {card.id} ({card.label}) is nowhere: every card must be in one place")
