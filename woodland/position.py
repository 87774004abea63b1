"""Positions: build a game from a short description of a mid-game situation.

This is the loader the rules tests use (and the base of the position format of
docs/position-format.md). A position names the map, the factions in seat order, whose
turn and which phase it is, and what is where; everything left out takes the value a
fresh faction has (full supplies, empty hand, score 0). Example::

    {
      "factions": ["marquise", "eyrie"],
      "turn": {"player": "eyrie", "phase": "daylight"},
      "clearings": {"5": {"marquise": {"warriors": 2, "buildings": ["sawmill"]},
                          "eyrie": {"warriors": 3}}},
      "hands": {"eyrie": ["Ambush (rabbit)"], "marquise": 2},
      "scores": {"marquise": 12},
      "crafted": {"eyrie": ["Armorers"]},
      "eyrie": {"leader": "commander", "decree": {"battle": ["Loyal Vizier", "Ambush (fox)"]}}
    }

``ruin_items`` puts items under ruins (clearing -> list of items). Clearings are named by
number or by name. Dominance cards may be named even in a
two-player position (they are out of two-player games, 5.1.3, but this lets 3.3 be
examined with any factions). A hand is a list of card labels or a count
(cards then come off the top of the shuffled deck). Ruins stay where the map prints them
unless ``"ruins"`` lists the clearings that still have one.
"""

from __future__ import annotations

from typing import Any

from woodland.core.errors import BadInput
from woodland.core.faction import FACTIONS
from woodland.core.game import Game
from woodland.rules import board as B
from woodland.rules.turn import Turn

PHASE_STEP = {"birdsong": "begin", "daylight": "daylight", "evening": "evening"}


def build(spec: dict[str, Any], advance: bool = True) -> Game:
    """Build the position; with ``advance=False`` the rules are not yet run to the first
    decision (call ``g._advance()`` after adjusting, e.g., the random generator)."""
    if not isinstance(spec, dict):
        raise BadInput("position", "expected an object")
    setup = {"map": spec.get("map", "autumn"), "deck": spec.get("deck", "standard"),
             "factions": spec.get("factions", ["marquise", "eyrie"]), "seating": "given"}
    g = Game.new(setup, int(spec.get("seed", 0)))
    n = g.n
    m = g.map
    if "suits" in spec:
        suits = spec["suits"]
        if not isinstance(suits, list) or len(suits) != m.n or any(s not in ("fox", "rabbit", "mouse") for s in suits):
            raise BadInput("suits", f"expected {m.n} suits (fox, rabbit, mouse)")
        g.suits = tuple(suits)
    # fresh factions, empty map, every card back in the deck
    g.factions = [FACTIONS[k](s) for s, k in enumerate(setup["factions"])]
    g.warriors = [0] * (m.n * n)
    g.buildings = [()] * m.n
    g.tokens = [()] * m.n
    g._rulers = None
    ruins = spec.get("ruins")
    for c in range(m.n):
        if (m.ruins[c] if ruins is None else c in [m.index(x) for x in ruins]):
            g.buildings[c] = ((-1, "ruin"),)
    g.ruin_items = [()] * m.n
    if "ruin_items" not in spec and any(f.key == "vagabond" for f in g.factions):
        from woodland.factions.vagabond import DATA as VB  # the R items, at random (9.3.4)

        spots = [c for c in range(m.n) if (-1, "ruin") in g.buildings[c]]
        items = list(VB["ruin_items"])
        g.rng.shuffle(items)
        for c, it in zip(spots, items):
            g.ruin_items[c] = (it,)
    for cname, items in (spec.get("ruin_items") or {}).items():
        c = m.index(cname)
        if (-1, "ruin") not in g.buildings[c]:
            raise BadInput(f"ruin_items.{cname}", f"clearing {c + 1} has no ruin")
        g.ruin_items[c] = tuple(items)
    cards = g.deckdef.cards
    pool = [c.id for c in cards if not (n == 2 and c.kind == "dominance")]
    g.rng.shuffle(pool)
    used: set[int] = set()
    g.discard = []
    g.available = []

    def take(label: str, field: str) -> int:
        try:
            t = g.deckdef.type_of(label)
        except BadInput:
            raise BadInput(field, f"no card {label!r} in the {g.deckdef.title}") from None
        for i in range(len(pool) - 1, -1, -1):
            if cards[pool[i]].type == t:
                used.add(pool[i])
                return pool.pop(i)
        # dominance cards are out of two-player games (5.1.3); a position may still name
        # them, so that 3.3 can be examined before more factions exist
        for c in cards:
            if c.type == t and c.id not in used and c.id not in pool and c.kind == "dominance":
                used.add(c.id)
                return c.id
        raise BadInput(field, f"no copy of {label!r} left (the deck has {sum(1 for c in cards if c.type == t)})")

    def seat(key: str, field: str) -> int:
        for f in g.factions:
            if f.key == key:
                return f.seat
        raise BadInput(field, f"no faction {key!r} in this position")

    # pieces
    for cname, entry in (spec.get("clearings") or {}).items():
        try:
            c = m.index(cname)
        except BadInput as e:
            raise BadInput(f"clearings.{cname}", str(e).split(": ", 1)[-1]) from None
        if not isinstance(entry, dict):
            raise BadInput(f"clearings.{cname}", "expected an object of factions")
        for key, pieces in entry.items():
            where = f"clearings.{cname}.{key}"
            s = seat(key, where)
            if isinstance(pieces, int):
                pieces = {"warriors": pieces}
            w = int(pieces.get("warriors", 0))
            if B.place_warriors(g, s, c, w) != w:
                raise BadInput(f"{where}.warriors", f"{key} has only {g.factions[s].warrior_total} warriors (1.5.1)")
            for kind in pieces.get("buildings", []):
                if B.free_slots(g, c) <= 0:
                    raise BadInput(f"{where}.buildings", f"clearing {c + 1} has no open slot (2.2.3)")
                if not B.place_building(g, s, kind, c):
                    raise BadInput(f"{where}.buildings", f"{key} has no {kind} left (1.5.1)")
            for kind in pieces.get("tokens", []):
                if not B.place_token(g, s, kind, c):
                    raise BadInput(f"{where}.tokens", f"{key} has no {kind} token left (1.5.1)")
    # cards
    for key, hand in (spec.get("hands") or {}).items():
        s = seat(key, f"hands.{key}")
        if isinstance(hand, int):
            g.factions[s].hand = [pool.pop() for _ in range(hand)]
            used.update(g.factions[s].hand)
        else:
            g.factions[s].hand = [take(lb, f"hands.{key}") for lb in hand]
    for key, labels in (spec.get("crafted") or {}).items():
        s = seat(key, f"crafted.{key}")
        for lb in labels:
            cid = take(lb, f"crafted.{key}")
            if cards[cid].kind == "dominance":
                g.factions[s].dominance = cid
            g.factions[s].play_area.append(cid)
    for key, items in (spec.get("items") or {}).items():
        s = seat(key, f"items.{key}")
        for it in items:
            if g.items.get(it, 0) <= 0:
                raise BadInput(f"items.{key}", f"no {it} left in the item supply")
            g.items[it] -= 1
            g.factions[s].items.append(it)
    for key, sc in (spec.get("scores") or {}).items():
        g.factions[seat(key, f"scores.{key}")].score = int(sc)
    for f in g.factions:
        if f.key in spec:
            f.load_position(g, spec[f.key], take)
        else:
            f.load_position(g, {}, take)
    g.discard = [take(lb, "discard") for lb in spec.get("discard", [])]
    g.available = [take(lb, "available") for lb in spec.get("available", [])]
    top = [take(lb, "deck_top") for lb in spec.get("deck_top", [])]
    g.deck = pool + top[::-1]
    # whose turn
    turn = spec.get("turn") or {}
    who = seat(turn.get("player", g.factions[0].key), "turn.player")
    phase = turn.get("phase", "birdsong")
    if phase not in PHASE_STEP:
        raise BadInput("turn.phase", f"expected one of {', '.join(PHASE_STEP)}")
    t = Turn(who)
    t.step = PHASE_STEP[phase]
    g.current = who
    g.phase = phase
    g.turn = int(turn.get("number", 0))
    g.stack = [t]
    g.events = []
    g.holds = 0
    g.result = None
    g.check_win = False
    g._pending = None
    if advance:
        g._advance()
    return g
