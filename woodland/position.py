"""Positions: build a game from a description of a mid-game situation.

The format is described in docs/position-format.md. A position names the map, the
factions in seat order, whose turn and which phase it is, and what is where; everything
left out takes the value a fresh faction has (full supplies, empty hand, score 0) or, for
random things (the deck order, items under ruins, a hand given as a count), a value drawn
from the position's ``seed``. Example::

    {
      "factions": ["marquise", "eyrie"],
      "turn": {"player": "eyrie", "phase": "daylight"},
      "clearings": {"5": {"marquise": {"warriors": 2, "buildings": ["sawmill"]},
                          "eyrie": {"warriors": 3}}},
      "hands": {"eyrie": ["Ambush (rabbit)"], "marquise": 2},
      "scores": {"marquise": 12},
      "crafted": {"eyrie": ["Armorers"]},
      "eyrie": {"leader": "commander", "decree": {"battle": ["Loyal Vizier", "Ambush (fox)"]}},
      "play": ["resolve"]
    }

A position that cannot occur under the Law is rejected with :class:`InvalidPosition`,
which lists every problem found, each with the field and the rule it breaks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

# InvalidPosition and Problem live in core (factions raise them); imported from here too
from woodland.core.ability import abilities
from woodland.core.errors import BadInput, IllegalAction, InvalidPosition, Problem, WoodlandError
from woodland.core.faction import FACTIONS
from woodland.core.game import Game
from woodland.core.landmark import LANDMARKS
from woodland.core.maps import UNSUITED
from woodland.rules import board as B
from woodland.rules.turn import Turn

PHASE_STEP = {"birdsong": "begin", "daylight": "daylight", "evening": "evening"}
TOP_FIELDS = {"map", "deck", "factions", "seed", "suits", "turn", "clearings", "ruins", "ruin_items", "hands",
              "deck_top", "deck_count", "discard", "available", "crafted", "items", "scores", "dominance",
              "coalition", "play", "expect", "note", "landmarks", "landmark_cards", "closed_paths",
              "hirelings", "flooded"}
#: every item in the base box (C.1.2)
ITEM_TOTALS = {"boots": 4, "sword": 4, "bag": 4, "hammer": 3, "tea": 3, "coins": 2, "crossbow": 2, "torch": 1}
#: items the Riverfolk box adds (C.2.2): the second Vagabond's "S" and "R" items
RIVERFOLK_BOX_ITEMS = {"boots": 3, "sword": 3, "bag": 1, "hammer": 1, "torch": 1, "coins": 1, "crossbow": 1}
#: the items marked R, placed under ruins (9.3.4)
RUIN_ITEMS = ("bag", "boots", "hammer", "sword")


class UnknownCard(BadInput):
    """A card name the deck does not have (2.1)."""


class _Problems:
    def __init__(self) -> None:
        self.items: list[Problem] = []

    def add(self, field: str, message: str, rule: str = "") -> None:
        self.items.append(Problem(field, message, rule))


def load(path: str | Path) -> dict[str, Any]:
    """Read a position file: JSON, or YAML (.yaml/.yml, needs PyYAML)."""
    from woodland.core.jsonio import check_depth, parse_json, read_text

    p = Path(path)
    text = read_text(path)
    if p.suffix in (".yaml", ".yml"):
        try:
            import yaml
        except ImportError:
            raise BadInput(str(path), "reading YAML needs PyYAML (pip install pyyaml); or use JSON") from None
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as e:
            raise BadInput(str(path), f"not valid YAML: {str(e).splitlines()[0]}") from None
        except RecursionError:
            raise BadInput(str(path), "nested too deeply") from None
        check_depth(data, str(path))
    else:
        data = parse_json(text, str(path))
    if not isinstance(data, dict):
        raise BadInput(str(path), "a position is an object (a mapping of fields)")
    return data


def build(spec: dict[str, Any], advance: bool = True, strict: bool = True) -> Game:
    """Build the position. With ``advance=False`` the rules are not run to the first
    decision and ``play`` is not applied (call ``g._advance()`` after adjusting, e.g., the
    random generator). ``strict=False`` skips the checks of situations the Law makes
    impossible beyond piece counts (tests use it to probe defensive rules)."""
    if not isinstance(spec, dict):
        raise BadInput("position", "expected an object")
    P = _Problems()
    for k in spec:
        if k not in TOP_FIELDS and k not in FACTIONS:
            P.add(k, "unknown field")

    def obj(name: str) -> dict[str, Any]:
        """A top-level field that must be an object (mapping)."""
        v = spec.get(name)
        if v is None:
            return {}
        if not isinstance(v, dict):
            P.add(name, f"expected an object, got {type(v).__name__}")
            return {}
        return v
    setup = {"map": spec.get("map", "autumn"), "deck": spec.get("deck", "standard"), "seating": "given"}
    if "factions" in spec:  # else the game's default factions (Game.new)
        setup["factions"] = spec["factions"]
    seed = spec.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise BadInput("seed", "must be an integer")
    g = Game.new(setup, seed)  # raises BadInput for an unknown map, deck or faction
    n = g.n
    if "flooded" in spec and g.map.unflooded and spec["flooded"]:
        P.add("flooded", f"with {n} players the {g.map.title} map floods nothing (M.5.1.II)", "M.5.1")
    elif "flooded" in spec:  # M.5.1.I: the clearings under flood markers (else drawn from the seed)
        try:
            g.map = g.map.with_flooded(spec["flooded"])
        except BadInput as e:
            P.add("flooded", str(e).split(": ", 1)[-1], "M.5.1")
    m = g.map
    keys = [f.key for f in g.factions]
    for k in spec:
        if k in FACTIONS and k not in keys:
            P.add(k, f"a board for {k}, who is not in this position ({', '.join(keys)})")

    def seat(key: Any, field: str) -> int | None:
        if key in keys:
            return keys.index(key)
        P.add(field, f"no faction {key!r} in this position ({', '.join(keys)})")
        return None

    def clearing(x: Any, field: str) -> int | None:
        try:
            return m.index(x)
        except BadInput as e:
            P.add(field, str(e).split(": ", 1)[-1], "2.2")
            return None

    if "suits" in spec:
        suits = spec["suits"]
        if suits == "suggested" and m.suggested_suits:  # the learning guide's suit markers
            suits = list(m.suggested_suits)
        extra = (UNSUITED,) * len(m.extras)  # off-map clearings have no suit (12.2.2)
        if not isinstance(suits, list) or len(suits) != m.board_n \
                or any(s not in ("fox", "rabbit", "mouse") for s in suits):
            P.add("suits", f"expected a list of {m.board_n} suits (fox, rabbit, mouse)", "2.2.2")
        elif not m.random_suits and tuple(suits) + extra != m.printed_suits:
            P.add("suits", f"the {m.title} map has printed suits", "2.2.2")
        else:
            g.suits = tuple(suits) + extra
    _landmarks_and_paths(g, spec, clearing, P)
    _hirelings(g, spec.get("hirelings"), seat, clearing, P)
    # fresh factions, empty map, every card back in the deck
    g.factions = [FACTIONS[k](s) for s, k in enumerate(keys)]
    g.warriors = [0] * (m.n * n)
    g.buildings = [()] * m.n
    g.tokens = [()] * m.n
    g.abilities_changed()
    ruins = spec.get("ruins")
    ruin_at = [False] * m.n
    if ruins is None:
        ruin_at = list(m.ruins)
    elif not isinstance(ruins, list):
        P.add("ruins", "expected a list of clearings")
    else:
        for i, x in enumerate(ruins):
            c = clearing(x, f"ruins[{i}]")
            if c is not None:
                if not m.ruins[c]:
                    P.add(f"ruins[{i}]", f"clearing {c + 1} has no slot marked R", "2.2.4")
                else:
                    ruin_at[c] = True
    for c in range(m.n):
        if ruin_at[c]:
            g.buildings[c] = ((-1, "ruin"),)
    g.ruin_items = [()] * m.n
    # the R items of the factions in the game that bring them (9.3.4; 9.7.1: two Vagabonds
    # bring two sets, two per ruin)
    sets = [list(f.DATA["ruin_items"]) for f in g.factions if f.DATA.get("ruin_items")]
    if not sets and g.hirelings is not None and any(h.rules.ruin_items for h in g.hirelings.cards):
        sets = [list(RUIN_ITEMS)]  # a hireling's setup placed them (the Brigand, R393)
    per_ruin = len(sets)
    if "ruin_items" not in spec and per_ruin:  # at random (9.3.4)
        spots = [c for c in range(m.n) if ruin_at[c]]
        items = [it for kinds in sets for it in kinds]
        g.rng.shuffle(items)
        for i, c in enumerate(spots):
            g.ruin_items[c] = tuple(items[i * per_ruin:(i + 1) * per_ruin])
    named: set[int] = set()
    for cname, items in obj("ruin_items").items():
        c = clearing(cname, f"ruin_items.{cname}")
        if c is not None:
            named.add(c)
        if c is None:
            continue
        if not ruin_at[c]:
            P.add(f"ruin_items.{cname}", f"clearing {c + 1} has no ruin", "2.2.4")
        elif not isinstance(items, list) or any(it not in RUIN_ITEMS for it in items):
            bad = [it for it in items if it not in RUIN_ITEMS] if isinstance(items, list) else [items]
            P.add(f"ruin_items.{cname}", f"{', '.join(map(str, bad))} cannot lie under a ruin: only the items "
                  f"marked R do ({', '.join(RUIN_ITEMS)})", "9.3.4")
        else:
            g.ruin_items[c] = tuple(items)
    if "ruin_items" in spec and per_ruin:
        # 9.5.3: a ruin is removed with its last item, so every ruin left has an item; ruins
        # not named get the R items not named, at random
        left = [it for kinds in sets for it in kinds]
        for c in named:
            for it in g.ruin_items[c]:
                if it in left:
                    left.remove(it)
        g.rng.shuffle(left)
        for c in range(m.n):
            if ruin_at[c] and c not in named:
                if left:
                    g.ruin_items[c] = (left.pop(),)
                else:
                    P.add("ruin_items", f"the ruin in clearing {c + 1} has no item left under it: "
                          "name its item or leave it out of ruins", "9.5.3")

    cards = g.deckdef.cards
    pool = [c.id for c in cards if not (n == 2 and c.kind == "dominance") and c.added in ("", *keys)]
    g.rng.shuffle(pool)
    used: set[int] = set()

    def take(label: Any, field: str) -> int:
        if not isinstance(label, str):
            raise BadInput(field, f"expected a card name, got {label!r}")
        try:
            t = g.deckdef.type_of(label)
        except BadInput:
            alike = [c.label for c in g.deckdef.types if c.name.lower() == label.lower()]
            hint = f" (name one of: {', '.join(alike)})" if alike else ""
            raise UnknownCard(field, f"no card {label!r} in the {g.deckdef.title}{hint}") from None
        for i in range(len(pool) - 1, -1, -1):
            if cards[pool[i]].type == t:
                used.add(pool[i])
                return pool.pop(i)
        # dominance cards are out of two-player games (5.1.3); a position may still name
        # them, so that 3.3 can be examined with any factions (docs/rulings.md)
        for c in cards:
            if c.type == t and c.id not in used and c.id not in pool and c.kind == "dominance":
                used.add(c.id)
                return c.id
        copies = sum(1 for c in cards if c.type == t)
        raise BadInput(field, f"no copy of {label!r} left (the {g.deckdef.title} has {copies})")

    def take_all(labels: Any, field: str) -> list[int]:
        if not isinstance(labels, list):
            P.add(field, "expected a list of card names")
            return []
        out = []
        for i, lb in enumerate(labels):
            try:
                out.append(take(lb, f"{field}[{i}]"))
            except UnknownCard as e:
                P.add(e.field, str(e).split(": ", 1)[-1], "2.1")
            except BadInput as e:
                P.add(e.field, str(e).split(": ", 1)[-1], "1.5.1")
        return out

    # -- pieces ------------------------------------------------------------------------
    seen_clearings: dict[int, str] = {}
    for cname, entry in obj("clearings").items():
        c = clearing(cname, f"clearings.{cname}")
        if c is None:
            continue
        if c in seen_clearings:
            P.add(f"clearings.{cname}", f"clearing {c + 1} is already described as {seen_clearings[c]!r}")
            continue
        seen_clearings[c] = str(cname)
        if not isinstance(entry, dict):
            P.add(f"clearings.{cname}", "expected an object of factions")
            continue
        for key, pieces in entry.items():
            where = f"clearings.{cname}.{key}"
            s = seat(key, where)
            if s is None:
                continue
            f = g.factions[s]
            if isinstance(pieces, int) and not isinstance(pieces, bool):
                pieces = {"warriors": pieces}
            if not isinstance(pieces, dict):
                P.add(where, "expected a number of warriors or an object")
                continue
            for k in pieces:
                if k not in ("warriors", "buildings", "tokens"):
                    P.add(f"{where}.{k}", "unknown field (warriors, buildings, tokens)")
            w = pieces.get("warriors", 0)
            if isinstance(w, bool) or not isinstance(w, int) or w < 0:
                P.add(f"{where}.warriors", "expected a number of warriors")
            elif B.place_warriors(g, s, c, w, check=False) != w:
                P.add(f"{where}.warriors", f"{f.title} has only {f.warrior_total} warriors", "1.5.1")
            for part in ("buildings", "tokens"):
                v = pieces.get(part, [])
                if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                    P.add(f"{where}.{part}", "expected a list of piece names")
                    pieces = {**pieces, part: []}
            for kind in pieces.get("buildings", []):
                if kind not in f.BUILDINGS:
                    P.add(f"{where}.buildings", f"{f.title} has no building called {kind!r} "
                          f"({', '.join(f.BUILDINGS) or 'none'})")
                elif B.free_slots(g, c) <= 0:
                    P.add(f"{where}.buildings", f"clearing {c + 1} has no open slot for the {kind}", "2.2.3")
                elif not B.place_building(g, s, kind, c, check=False):
                    P.add(f"{where}.buildings", f"{f.title} has only {f.BUILDINGS[kind]} {kind}", "1.5.1")
            for kind in pieces.get("tokens", []):
                if f.supply_kind(kind) not in f.TOKENS:
                    P.add(f"{where}.tokens",
                          f"{f.title} has no token called {kind!r} ({', '.join(f.TOKENS) or 'none'})")
                elif not B.place_token(g, s, kind, c, check=False):
                    P.add(f"{where}.tokens", f"{f.title} has only {f.TOKENS[f.supply_kind(kind)]} "
                          f"{f.supply_kind(kind)} token(s)", "1.5.1")
    _hireling_buildings(g, spec.get("hirelings"), clearing, P)
    # -- cards -------------------------------------------------------------------------
    # every named card is taken first (hands, play areas, faction boards, piles); hands
    # given as a count are dealt from what is left, after them
    counted: dict[int, int] = {}
    for key, hand in obj("hands").items():
        s = seat(key, f"hands.{key}")
        if s is None:
            continue
        if isinstance(hand, int) and not isinstance(hand, bool):
            if hand < 0:
                P.add(f"hands.{key}", "a hand cannot hold fewer than 0 cards")
                continue
            counted[s] = hand
        else:
            g.factions[s].hand = take_all(hand, f"hands.{key}")
    for key, labels in obj("crafted").items():
        s = seat(key, f"crafted.{key}")
        if s is None:
            continue
        for cid in take_all(labels, f"crafted.{key}"):
            card = cards[cid]
            if card.kind == "dominance":
                g.factions[s].dominance = cid
            elif card.kind not in ("persistent",):
                P.add(f"crafted.{key}", f"{card.label} is not a persistent effect: it cannot stay in a play area",
                      "4.1.3")
            elif any(cards[o].name == card.name for o in g.factions[s].play_area):
                P.add(f"crafted.{key}", f"two {card.name} in one play area", "4.1.4")
            g.factions[s].play_area.append(cid)
    for key, label in obj("dominance").items():
        s = seat(key, f"dominance.{key}")
        if s is None:
            continue
        ids = take_all([label], f"dominance.{key}")
        if ids:
            if cards[ids[0]].kind != "dominance":
                P.add(f"dominance.{key}", f"{label} is not a dominance card", "3.3.1")
            g.factions[s].dominance = ids[0]
            g.factions[s].play_area.append(ids[0])
    for key, items in obj("items").items():
        s = seat(key, f"items.{key}")
        if s is None:
            continue
        if g.factions[s].is_vagabond:
            P.add(f"items.{key}", "the Vagabond has no Crafted Items box: list his items in vagabond.items",
                  "9.2.5")
            continue
        for it in items:
            if g.items.get(it, 0) <= 0:
                P.add(f"items.{key}", f"no {it} left in the item supply", "5.1.5")
                continue
            g.items[it] -= 1
            g.factions[s].items.append(it)
    for key, sc in obj("scores").items():
        s = seat(key, f"scores.{key}")
        if s is None:
            continue
        if isinstance(sc, bool) or not isinstance(sc, int) or sc < 0:
            P.add(f"scores.{key}", "expected a score of 0 or more")
            continue
        g.factions[s].score = sc
        if sc >= 30 and g.factions[s].dominance < 0:
            P.add(f"scores.{key}", f"{key} has {sc} points: the game would already be over", "3.1")
    for f in g.factions:
        board = spec.get(f.key, {})
        if not isinstance(board, dict):
            P.add(f.key, f"expected an object (the {f.title} board)")
            continue
        try:
            f.load_position(g, board, take)
        except InvalidPosition as e:
            P.items.extend(e.problems)
        except BadInput as e:
            P.add(e.field, str(e).split(": ", 1)[-1])
        except (TypeError, ValueError, AttributeError) as e:
            P.add(f.key, f"bad value ({e})")
    for key, other in obj("coalition").items():
        a, b = seat(key, f"coalition.{key}"), seat(other, f"coalition.{key}")
        if a is not None and b is not None:
            if g.factions[a].dominance_victory or n < 4 or a == b:
                P.add(f"coalition.{key}", "only a Vagabond forms a coalition, with another player, "
                      "in a game of four or more", "9.2.8")
                continue
            if g.factions[a].dominance < 0:
                P.add(f"coalition.{key}", "a coalition is formed by activating a dominance card: "
                      "name it under dominance", "9.2.8")
            g.factions[a].coalition = b
            g.factions[b].coalition = a
    g.discard = take_all(spec.get("discard", []), "discard")
    for cid in g.discard:
        if cards[cid].kind == "dominance":
            P.add("discard", f"{cards[cid].label} would be available, not in the discard pile", "3.3.3")
    g.available = take_all(spec.get("available", []), "available")
    for cid in g.available:
        if cards[cid].kind != "dominance":
            P.add("available", f"{cards[cid].label} is not a dominance card", "3.3.3")
    top = take_all(spec.get("deck_top", []), "deck_top")
    for k in g.landmarks:  # cards beside a landmark's card (the Black Market): named, or dealt
        lm = LANDMARKS[k]
        if lm.holds_cards:
            given = spec.get("landmark_cards", {}).get(k) if isinstance(spec.get("landmark_cards"), dict) else None
            g.landmark_cards[k] = tuple(take_all(given, f"landmark_cards.{k}") if given is not None
                                        else [pool.pop() for _ in range(min(lm.holds_cards, len(pool)))])
    for s, want in counted.items():
        if want > len(pool):
            P.add(f"hands.{g.factions[s].key}", f"only {len(pool)} cards are left to deal", "1.5.1")
            want = len(pool)
        g.factions[s].hand = [pool.pop() for _ in range(want)]
    if "deck_count" in spec:
        k = spec["deck_count"]
        if isinstance(k, bool) or not isinstance(k, int) or not len(top) <= k <= len(pool) + len(top):
            P.add("deck_count", f"must be between {len(top)} and {len(pool) + len(top)}", "1.5.1")
        else:
            rest = k - len(top)
            g.discard = pool[rest:] + g.discard  # the other cards are below the named discards
            pool = pool[:rest]
    g.deck = pool + top[::-1]
    if not g.deck and g.discard:
        P.add("deck_count", "an empty deck is reshuffled from the discard pile at once", "2.1")
    if strict:
        g.abilities_changed()  # the crafted cards and faction boards are all in place
        _check_board(g, P)
    # -- whose turn ------------------------------------------------------------------------
    turn = obj("turn")
    for k in turn:
        if k not in ("player", "phase", "number"):
            P.add(f"turn.{k}", "unknown field (player, phase, number)")
    who = seat(turn.get("player", keys[0]), "turn.player")
    number = turn.get("number", 0)
    if isinstance(number, bool) or not isinstance(number, int) or number < 0:
        P.add("turn.number", "expected a turn number of 0 or more")
        number = 0
    phase = turn.get("phase", "birdsong")
    if not isinstance(phase, str) or phase not in PHASE_STEP:
        P.add("turn.phase", f"expected one of {', '.join(PHASE_STEP)}", "1.4.1")
        phase = "birdsong"
    if P.items:
        raise InvalidPosition(P.items)
    t = Turn(who or 0)
    t.step = PHASE_STEP[phase]
    g.current = who or 0
    g.phase = phase
    g.turn = number
    g.stack = [t]
    g.events = []
    g.holds = 0
    g.result = None
    g.check_win = False
    g._pending = None
    g.abilities_changed()
    if advance:
        g._advance()
        play_actions(g, spec.get("play", []))
    return g


def _hirelings(g: Game, spec: Any, seat: Any, clearing: Any, P: _Problems) -> None:
    """``hirelings`` (appendix H): a list of hireling sides in the supply, or an object with
    ``cards`` (side -> its controller's faction, or {"controller", "control", "gained", "pawn"}; null:
    in the supply), ``markers`` (the hiring markers still on the score track, default 4, 8,
    12) and ``waiting`` (faction -> hiring markers taken this turn, H.1.1)."""
    from woodland.core.hireling import HireState

    if spec is None:
        return
    if isinstance(spec, list):
        spec = {"cards": {k: None for k in spec if isinstance(k, str)}}
    if not isinstance(spec, dict) or not isinstance(spec.get("cards", {}), dict) \
            or not isinstance(spec.get("waiting", {}), dict):
        P.add("hirelings", "expected a list of hirelings or an object with cards, markers and waiting", "H")
        return
    cards = []
    for k, v in spec.get("cards", {}).items():
        v = {"controller": v} if v is None or isinstance(v, str) else v
        ctl = v.get("controller") if isinstance(v, dict) else None
        s = -1 if ctl is None else seat(ctl, f"hirelings.cards.{k}.controller")
        if isinstance(v, dict) and v.get("pawn") is not None:  # a clearing number or name
            c = clearing(v["pawn"], f"hirelings.cards.{k}.pawn")
            v = {**v, "pawn": -1 if c is None else c}
        if isinstance(v, dict) and isinstance(v.get("warriors"), dict):  # clearing -> its warriors there
            per = [0] * g.map.n
            for where, count in v["warriors"].items():
                c = clearing(where, f"hirelings.cards.{k}.warriors.{where}")
                if c is not None and isinstance(count, int) and not isinstance(count, bool) and count >= 0:
                    per[c] += count
                elif c is not None:
                    P.add(f"hirelings.cards.{k}.warriors.{where}", "expected a number of warriors", "H")
            v = {**v, "warriors": per}
        if isinstance(v, dict) and "paths" in v:  # pieces on paths (the Highway Bandits): pairs of clearings
            v = {**v, "state": {"paths": _paths(g, v["paths"], f"hirelings.cards.{k}.paths", clearing, P)}}
        cards.append({**(v if isinstance(v, dict) else {}), "key": k, "controller": -1 if s is None else s,
                      "control": v.get("control", 0 if s in (None, -1) else 1) if isinstance(v, dict) else 0})
    waiting = [0] * g.n
    for k, w in spec.get("waiting", {}).items():
        s = seat(k, f"hirelings.waiting.{k}")
        if s is not None:
            waiting[s] = w
    try:
        g.hirelings = HireState.from_json({"cards": cards, "waiting": waiting,
                                           **({"markers": spec["markers"]} if "markers" in spec else {})}, g.n,
                                          clearings=g.map.n)
        g.hirelings.check_states(g)
    except BadInput as e:
        P.add(e.field, str(e).split(": ", 1)[-1], "H")



def _paths(g: Game, spec: Any, field: str, clearing: Any, P: _Problems) -> list[list[int]]:
    """Pairs of clearings, each an open path of the map (2.2.1), as index pairs low first."""
    out: list[list[int]] = []
    for i, pair in enumerate(spec if isinstance(spec, list) else [None]):
        ends = [clearing(x, f"{field}[{i}]") for x in pair] if isinstance(pair, list) and len(pair) == 2 else None
        if ends is None or None in ends or ends[1] not in g.map.adj[ends[0]]:
            P.add(f"{field}[{i}]" if isinstance(spec, list) else field, "expected a path: a pair of adjacent clearings",
                  "2.2.1")
            continue
        out.append(sorted(ends))
    return out


def _hireling_buildings(g: Game, spec: Any, clearing: Any, P: _Problems) -> None:
    """A hireling card's ``buildings`` and ``tokens`` (clearing -> how many), once the map's
    pieces are set."""
    from woodland.core.hireling import owner_id

    if g.hirelings is None or not isinstance(spec, dict) or not isinstance(spec.get("cards"), dict):
        return
    for i, (k, v) in enumerate(spec["cards"].items()):
        h = g.hirelings.cards[i]
        for part, kind, pieces in (("buildings", h.rules.building, g.buildings), ("tokens", h.rules.token, g.tokens)):
            for where, count in ((v.get(part) or {}) if isinstance(v, dict) else {}).items():
                c = clearing(where, f"hirelings.cards.{k}.{part}.{where}")
                if c is None or not kind or not isinstance(count, int) or isinstance(count, bool):
                    P.add(f"hirelings.cards.{k}.{part}.{where}", f"expected a number of the hireling's {part}", "H")
                    continue
                pieces[c] = pieces[c] + ((owner_id(i), kind),) * count
            total = h.building_total if part == "buildings" else h.token_total
            if kind and sum(ps.count((owner_id(i), kind)) for ps in pieces) > total:
                P.add(f"hirelings.cards.{k}.{part}", f"the {h.rules.title} have only {total} {kind}s", "1.5.1")


def _landmark_cards(g: Game, spec: dict[str, Any], P: _Problems) -> None:
    """A.5.3: each landmark of the position is set up as its card says (the Legendary Forge
    takes its items from the supply), unless ``landmark_cards`` says what lies on its card."""
    given = spec.get("landmark_cards", {})
    if not isinstance(given, dict):
        P.add("landmark_cards", "expected an object: landmark -> list")
        given = {}
    for k in given:
        if k not in g.landmarks:
            P.add(f"landmark_cards.{k}", "not a landmark of this position (landmarks)", "L")
    for k, c in g.landmarks.items():
        if LANDMARKS[k].holds_cards:
            continue  # cards of the deck: dealt with the other cards (below)
        if k not in given:
            LANDMARKS[k].set_up(g, c)
            continue
        try:
            v = given[k] if isinstance(given[k], list) else None
            if v is None:
                raise BadInput(f"landmark_cards.{k}", "expected a list")
            g.landmark_cards[k] = LANDMARKS[k].cards_from_json(g, v, f"landmark_cards.{k}")
        except BadInput as e:
            P.add(e.field, str(e).split(": ", 1)[-1], "L")


def _landmarks_and_paths(g: Game, spec: dict[str, Any], clearing: Any, P: _Problems) -> None:
    """``landmarks`` (landmark -> clearing; default: where the map's setup puts them, M.3.1,
    M.4.1) and ``closed_paths`` (pairs of clearings; default: those closed at setup, M.4.1)."""
    from woodland.core.landmark import LANDMARKS

    lm = spec.get("landmarks")
    if lm is not None:
        if not isinstance(lm, dict):
            P.add("landmarks", "expected an object: landmark -> clearing")
        else:
            g.landmarks = {}
            for k, x in lm.items():
                if k not in LANDMARKS:
                    P.add(f"landmarks.{k}", f"unknown landmark (known: {', '.join(sorted(LANDMARKS))})", "L")
                    continue
                c = clearing(x, f"landmarks.{k}")
                if c is not None:
                    g.landmarks[k] = c
    if lm is not None or "landmark_cards" in spec:
        _landmark_cards(g, spec, P)
    cp = spec.get("closed_paths")
    if cp is None:
        return
    closed: set[tuple[int, int]] = set()
    if not isinstance(cp, list):
        P.add("closed_paths", "expected a list of [clearing, clearing] pairs")
        return
    for i, pair in enumerate(cp):
        if not isinstance(pair, list) or len(pair) != 2:
            P.add(f"closed_paths[{i}]", "expected [clearing, clearing]")
            continue
        a, b = (clearing(x, f"closed_paths[{i}]") for x in pair)
        if a is None or b is None:
            continue
        if (min(a, b), max(a, b)) not in g.map.closable:
            P.add(f"closed_paths[{i}]", f"{a + 1}-{b + 1} is not a path closed at setup on the {g.map.title} map",
                  "M.4.1")
            continue
        closed.add((min(a, b), max(a, b)))
    g.map = g.map.with_closed(frozenset(closed))


def play_actions(g: Game, actions: Any, field: str = "play") -> None:
    """Apply action texts in order; an illegal one is an InvalidPosition naming it."""
    if not isinstance(actions, list):
        raise InvalidPosition([Problem(field, "expected a list of action texts")])
    for i, text in enumerate(actions):
        if not isinstance(text, str):
            raise InvalidPosition([Problem(f"{field}[{i}]", f"expected an action text, got {text!r}")])
        try:
            g.apply(g.parse(text))
        except IllegalAction as e:
            raise InvalidPosition([Problem(f"{field}[{i}]", f"{text!r} is illegal: {e.reason}",
                                           ", ".join(e.rules))]) from None
        except WoodlandError as e:
            raise InvalidPosition([Problem(f"{field}[{i}]", f"{text!r}: {e}")]) from None


def _check_board(g: Game, P: _Problems) -> None:
    """Facts the Law makes impossible, beyond piece counts."""
    for a in abilities(g).forbids_placement:
        for c in range(g.map.n):
            for o, k in g.buildings[c] + g.tokens[c]:
                if o >= 0 and o != a.seat and not a.piece_may_stand(g, o, c):
                    P.add(f"clearings.{c + 1}.{g.factions[o].key}",
                          f"a {k} cannot be in clearing {c + 1}: {a.placement_reason(g, c)}", a.rule)
    for c in range(g.map.n):
        for kind, rule in (("roost", "7.5.2"), ("sympathy", "8.2.5")):
            owners = [o for o, k in g.buildings[c] + g.tokens[c] if k == kind]
            if len(owners) > 1:
                P.add(f"clearings.{c + 1}", f"two {kind} {'tokens' if kind == 'sympathy' else 'pieces'} in one "
                      "clearing", rule)
        bases = [k for o, k in g.buildings[c] if k.startswith("base_")]
        if len(bases) > 1:
            P.add(f"clearings.{c + 1}", "two bases in one clearing", "8.4.1")
        for k in (bases if len(bases) == 1 else []):
            if k != "base_" + g.suits[c]:
                P.add(f"clearings.{c + 1}", f"a {k.replace('_', ' ')} in a {g.suits[c]} clearing: a revolt "
                      "places the base matching the clearing", "8.4.1")
    # items: supply + crafted + Vagabond + under ruins never exceed the box (C.1.2)
    count: dict[str, int] = {}
    for f in g.factions:
        for it in f.items:
            count[it] = count.get(it, 0) + 1
        for it in getattr(f, "gear", []):
            k = it.split("_", 1)[0]
            count[k] = count.get(k, 0) + 1
    for r in g.ruin_items:
        for it in r:
            count[it] = count.get(it, 0) + 1
    for k in g.landmarks:  # on a landmark's card (the Legendary Forge)
        for it in LANDMARKS[k].items_held(g):
            count[it] = count.get(it, 0) + 1
    totals = dict(ITEM_TOTALS)
    if sum(1 for f in g.factions if f.is_vagabond) > 1:  # the second Vagabond's items (C.2.2)
        for it, extra in RIVERFOLK_BOX_ITEMS.items():
            totals[it] = totals.get(it, 0) + extra
    for it, held in count.items():
        if held > totals.get(it, 0):
            P.add("items", f"{held} {it} items on boards and under ruins, but the game has "
                  f"{totals.get(it, 0)}", "1.5.1")
    # the item supply holds what is left of the standard supply (5.1.5)
    for it in list(g.items):
        g.items[it] = max(0, min(g.items[it], totals.get(it, 0) - count.get(it, 0)))
    for f in g.factions:
        for problem in f.position_problems(g):
            P.add(*problem)
