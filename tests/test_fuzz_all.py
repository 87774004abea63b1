"""One fuzzer for every registered faction, every map and every deck: random legal actions
in mixes of two to six players, each game built around one faction in turn (so every
faction plays about as often) with at least one faction of the boxes after the Riverfolk's
(the Underworld's, the Marauder's...), cycling through the maps (Autumn, Gorge, Lake,
Marsh, Mountain, Winter; the Marsh with five or six players unflooded, with the Homeland
landmarks, M.5.1.II) and decks, with the
invariants checked after every step:

- pieces conserved per faction (1.5.1; a face-down token counts as its kind in the supply,
  ``Faction.supply_kind``), at most as many buildings as slots, scores never negative, the
  rule cache fresh (tests/test_fuzz_expansion.py and tests/test_fuzz.py hold the checks);
- every card in exactly one place; items conserved from the end of setup on;
- hidden information (1.2): no hand shows but one's own or a public one, a token lying face
  down (``Faction.hidden_token``) never shows its kind in another seat's view, and a view is
  unchanged when the hidden information is redrawn (``determinize``);
- ``from_json(to_json())`` and ``clone()`` play on identically; the record replays exactly;
- the maps' own: the Ferry stays coastal (M.3.5), the Tower never moves (L.1.1), closed
  paths are only ever removed (M.4.3), the flooded clearings stay flooded (M.5.1.I);
- each faction's own invariants: a module ``tests/factions/<package>/invariants.py`` with
  ``check(game, memo)`` (``memo``: a dict kept for the game, for checks across steps) and,
  optionally, ``check_log(game, narrator)`` for what the terminal's log may tell each seat
  (asked in every 25th game, which plays with the narrator on).

The default suite plays ``GAMES`` games of up to 30 steps per player and 30 more, with the
heavy checks (JSON round trip, clone, determinize) every ``HEAVY`` steps. ``WOODLAND_SOAK=1``
plays ``SOAK_GAMES`` games of up to 100 steps per player and 100 more, with every check at
every step;
``WOODLAND_FUZZ_GAMES=N`` plays exactly N games.
"""

from __future__ import annotations

import importlib
import json
import os
from collections import Counter
from types import ModuleType
from typing import Any

import pytest

from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import BASE, card_places, check_pieces, check_views, item_count
from woodland import Game
from woodland.cli.play import telling
from woodland.cli.story import Narrator
from woodland.core.cards import available_decks
from woodland.core.errors import BadInput
from woodland.core.faction import FACTIONS
from woodland.core.game import normalize_setup
from woodland.core.maps import available_maps
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng

SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
GAMES, SOAK_GAMES = 440, 2000
N_GAMES = int(os.environ.get("WOODLAND_FUZZ_GAMES", SOAK_GAMES if SOAK else GAMES))
#: steps per player: a game stops after ``STEPS_PER_PLAYER * players + STEPS_PER_PLAYER``
STEPS_PER_PLAYER = 100 if SOAK else 30
HEAVY = 1 if SOAK else 20
#: the factions of the engine (not those a test defines for itself)
KEYS = sorted(k for k, c in FACTIONS.items() if c.__module__.startswith("woodland.factions."))
#: the factions of the boxes after the Riverfolk's
LATER = [k for k in KEYS if k not in BASE and k != "vagabond2"]
#: the factions of each box after the Riverfolk's (an expansion's issue asks for 300 games
#: with its factions in the default suite)
BOXES = {"underworld": ("duchy", "corvid"), "marauder": ("hundreds", "keepers"),
         "homeland": ("lilypad", "council", "knaves")}
#: the later factions a game is given in turn, besides its own: those of the boxes counted
#: in ``BOXES``, each of a box the game does not hold yet
PARTNERS = [k for k in LATER if any(k in keys for keys in BOXES.values())] or LATER
BOX_OF = {k: box for box, keys in BOXES.items() for k in keys}
MAPS = available_maps()
DECKS = available_decks()


def clash(key: str, mix: list[str]) -> bool:
    """18.2.1: a faction exclusive with the Vagabond and a Vagabond."""
    both = [FACTIONS[k] for k in [key, *mix]]
    return any(c.excludes_vagabond for c in both) and any(c.is_vagabond for c in both)


def setups(n: int) -> list[Any]:
    """Game ``i`` has ``KEYS[i % len(KEYS)]`` and 2-6 players: with three or more, factions
    of two later boxes (``PARTNERS`` in turn, each of a box not yet in the game), else of one;
    the others drawn at random; on the maps and decks in turn. (Mixes of the base game and
    the Riverfolk alone are fuzzed by tests/test_fuzz_expansion.py.)"""
    rng = Rng(2027)
    out = []
    for i in range(n):
        focus = KEYS[i % len(KEYS)]
        size = 2 + (i // len(KEYS)) % 5
        while True:  # drawn again while the Law refuses the mix (five corner factions, R299)
            mix = [focus]
            for step in range(len(PARTNERS)):
                if len(mix) >= min(size, 3):
                    break
                k = PARTNERS[(i // len(KEYS) + step) % len(PARTNERS)]
                if BOX_OF.get(k) not in {BOX_OF.get(m) for m in mix} and not clash(k, mix):
                    mix.append(k)
            others = [k for k in KEYS if k not in mix]
            while len(mix) < size:
                mix.append(others.pop(rng.below(len(others))))
            try:
                normalize_setup({"factions": mix})
                break
            except BadInput:
                continue
        m = MAPS[(i // 2) % len(MAPS)]
        deck = DECKS[i % len(DECKS)]
        seed = 9000 + i
        out.append(pytest.param(mix, m, deck, seed, id=f"{m}-{deck}-{'-'.join(mix)}-{seed}"))
    return out


def own_checks(g: Game) -> list[ModuleType]:
    """The invariants modules of the factions in ``g`` (tests/factions/<package>/invariants.py)."""
    out: list[ModuleType] = []
    for pkg in sorted({type(f).__module__.rsplit(".", 1)[-1] for f in g.factions}):
        try:
            out.append(importlib.import_module(f"tests.factions.{pkg}.invariants"))
        except ModuleNotFoundError:
            pass
    return out


def face_down(g: Game) -> dict[int, set[str]]:
    """Per owner, the kinds of its tokens lying face down on the map."""
    out: dict[int, set[str]] = {}
    for ts in g.tokens:
        for o, k in ts:
            f = g.factions[o]
            if f.hides_tokens and f.hidden_token(k) not in (None, k):
                out.setdefault(o, set()).add(k)
    return out


def check_hidden_tokens(g: Game, seat: int) -> None:
    hidden = face_down(g)
    if not any(o != seat for o in hidden):
        return
    text = json.dumps(g.view(seat))
    for o, kinds in hidden.items():
        if o != seat:
            for k in kinds:
                assert f'"{k}"' not in text, f"a face-down {k} of {g.factions[o].key} shows to {g.factions[seat].key}"


class MapWatch:
    """What the maps' own rules keep: the Ferry coastal, the Tower fixed, closed paths only removed."""

    def __init__(self, g: Game) -> None:
        self.tower = g.landmarks.get("tower")
        self.closed = g.map.closed
        self.flooded = g.map.flooded

    def check(self, g: Game) -> None:
        if "ferry" in g.landmarks:
            assert g.landmarks["ferry"] in g.map.coastal, "M.3.5: the Ferry left the coast"
        assert g.landmarks.get("tower") == self.tower, "L.1.1: the Tower moved"
        assert g.map.closed <= self.closed, "M.4.3: a closed path came back"
        self.closed = g.map.closed
        assert g.map.flooded == self.flooded, "M.5.1.I: the flooded clearings changed"


@pytest.mark.law("1.2.1", "1.5.1", "A.2", "M.3.5", "M.4.2", "M.4.3", "L.1.1",
                 "12.2.2", "12.2.3", "12.2.4", "13.2.2", "13.2.4")
@pytest.mark.parametrize("mix, map_name, deck, seed", setups(N_GAMES))
def test_every_faction_map_and_deck_keep_the_invariants(mix: list[str], map_name: str, deck: str, seed: int) -> None:
    rec = Recorder({"map": map_name, "deck": deck, "factions": mix}, seed)
    g = rec.game
    rng = Rng(seed * 31 + 7)
    expected = Counter(card_places(g))
    items: Counter[str] | None = None
    watch = MapWatch(g)
    checks = own_checks(g)
    memo: dict[str, Any] = {}
    narrator = Narrator() if seed % 25 == 0 or SOAK else None
    if narrator is not None:
        narrator.reset(g)
    steps = 0
    max_steps = STEPS_PER_PLAYER * (g.n + 1)
    while g.pending is not None and steps < max_steps:
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        heavy = steps % HEAVY == 0
        in_setup = g.phase == "setup"
        if heavy:
            h = Game.from_json(json.loads(json.dumps(g.to_json())))
            assert h.fingerprint() == g.fingerprint() and h.legal_actions() == opts
            c = g.clone()
        if narrator is not None:
            with telling(narrator, g, steps, g.pending.seat, str(a), g.turn):
                rec.apply(a)
        else:
            rec.apply(a)
        steps += 1
        if heavy:
            c.apply(a)
            h.apply(a)
            assert c.fingerprint() == h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        places = Counter(card_places(g))
        # a faction's setup may shuffle its own cards into the deck (16.3.4 frog cards)
        added = Counter({c: k for c, k in (places - expected).items() if g.deckdef.cards[c].added})
        assert places == expected + added, "a card appeared, disappeared or is in two places"
        assert in_setup or not added, "a faction's own cards came into the game after setup"
        expected = places
        if g.phase != "setup":
            if items is None:
                items = item_count(g)
            assert item_count(g) == items, "items are not conserved"
        watch.check(g)
        for mod in checks:
            mod.check(g, memo)
        if g.pending is not None:
            seat, other = g.pending.seat, (g.pending.seat + 1 + steps) % g.n
            check_hidden_tokens(g, seat)
            check_hidden_tokens(g, other)
            if heavy:
                check_views(g, seat, rng)
                check_views(g, other, rng)
    replay(json.loads(json.dumps(rec.record())))
    if narrator is not None:
        for mod in checks:
            if hasattr(mod, "check_log"):
                mod.check_log(g, narrator)


def test_every_faction_plays_on_every_map() -> None:
    """Each faction of the engine is in at least 30 games of the default run, on every map,
    and each later box whose factions are all here in at least 300."""
    games = setups(GAMES)
    for k in KEYS:
        maps = Counter(p.values[1] for p in games if k in p.values[0])
        assert set(maps) == set(MAPS) and sum(maps.values()) >= 30, (k, maps)
    for box, keys in BOXES.items():
        if all(k in KEYS for k in keys):
            n = sum(1 for p in games if any(k in p.values[0] for k in keys))
            assert n >= 300, (box, n)
