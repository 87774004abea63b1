"""Fuzzing: many seeded random games on Autumn and Winter, with every faction set of two
to four players, the engine's invariants checked after every single step (the view, JSON and
clone checks below every third step, every step in a soak), and every game's record
replayed (and tampered with).

The default run plays ``DEFAULT_GAMES`` games (game i: faction set i mod 11, both maps,
seed 1000 + i; games longer than ``MAX_STEPS`` steps are cut there to keep the run near two
minutes on one core), plus a few two-player games continued from a mid-game state with
dominance cards put in (they are out of two-player games, 5.1.3, but the engine must keep
its invariants once they are in). ``WOODLAND_SOAK=1`` plays ``SOAK_GAMES`` games instead;
``WOODLAND_FUZZ_GAMES=N`` plays exactly N.

Invariants checked after every step (see :func:`check_step`), with the component counts
of /work/shared/reference/components.md:

- pieces are conserved per faction (1.5.1): warriors on the map + in supply (+ Alliance
  officers) == the faction's warriors, buildings on the map + left on the board == its
  buildings, tokens likewise; no count or supply is ever negative; no clearing holds more
  buildings than slots (2.2.3); items lie only under ruins;
- every card is in exactly one place: deck, discard pile, available dominance cards,
  hands, play areas, faction boards (the Eyrie Decree and Alliance supporters,
  ``held_cards()``/``secret_cards()``), or in limbo inside a rules frame (an ambush being
  played ``Battle.amb``, a card being crafted ``Craft.cid``, also inside triggered frames
  waiting to be ordered); none appears or disappears (5.1.3: 54 cards, less the 4
  dominance cards in a two-player game); a dominance card is never in the discard pile
  (3.3.3); an empty deck never sits beside a discard pile (2.1);
- items are conserved: supply + Crafted Items boxes (+ the Vagabond's items, the items he
  removed from the game and items under ruins) == the item supply (5.1.5), plus the ruin
  items (9.3.4) and his starting items (9.3.5) once he is set up;
- scores are never negative; a score only drops through Eyrie turmoil (7.7.1, seen as a
  ``turmoil`` event in the same step); a player with an activated dominance card never
  scores again and keeps the card (3.3.1, 3.3.2); nobody without a dominance card stands
  at 30+ points in a game that goes on (3.1); a finished game's result matches the state;
- at each end of turn (the ``turn_end`` event) no hand holds more than 5 cards;
- a Vagabond's Hostile relationship never improves (9.2.9.III.c) except by a coalition
  (9.2.9.III.d); without a base the Alliance never holds more than five supporters (8.2.3.I);
- ``view(seat)`` leaks nothing: it equals the view of ``g.determinize(seat, rng)``,
  which redraws everything the seat cannot know (checked for the deciding seat and one
  other seat in turn), and it never shows another player's hand or secret cards;
- ``Game.from_json(json.loads(json.dumps(g.to_json())))`` is the same game (fingerprint,
  pending decision, legal actions, the fields the fingerprint leaves out) and plays the
  next action to the same state;
- ``g.clone()`` is equal and independent: acting on the clone leaves the original's
  fingerprint unchanged, and the clone reaches the same state as the original.

The last three (the heavy checks) run every ``HEAVY`` steps in the default suite and after
every step with ``WOODLAND_SOAK=1``.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from typing import Any, Callable

import pytest

from woodland import Game, IllegalAction, ReplayDivergence
from woodland.core.ability import SOURCES, Registry
from woodland.core.actions import Action
from woodland.core.frame import Frame, OrderTriggers
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng
from woodland.rules.battle import Battle
from woodland.rules.board import rulers
from woodland.rules.craft import Craft

DEFAULT_GAMES = 300
SOAK_GAMES = 2000
SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
#: the JSON round trip, determinize and clone checks run every ``HEAVY`` steps (every step
#: in a soak); the other invariants after every step
HEAVY = 1 if SOAK else 3
if os.environ.get("WOODLAND_FUZZ_GAMES"):
    N_GAMES = int(os.environ["WOODLAND_FUZZ_GAMES"])
elif SOAK:
    N_GAMES = SOAK_GAMES
else:
    N_GAMES = DEFAULT_GAMES
N_DOMINANCE_GAMES = max(8, N_GAMES // 20)

MAPS = ("autumn", "winter")
#: a turn cap (random two-player games end in 20-80 turns; three players can stall)
MAX_TURNS = 400
HAND_LIMIT = 5
WIN_SCORE = 30

# Component counts from /work/shared/reference/components.md (not from the engine's data):
#: warriors, buildings and tokens per faction (§3, 1.5.1)
PIECES: dict[str, tuple[int, dict[str, int], dict[str, int]]] = {
    "marquise": (25, {"sawmill": 6, "workshop": 6, "recruiter": 6}, {"wood": 8, "keep": 1}),
    "eyrie": (20, {"roost": 7}, {}),
    "alliance": (10, {"base_fox": 1, "base_rabbit": 1, "base_mouse": 1}, {"sympathy": 10}),
    "vagabond": (0, {}, {}),
}
#: 5.1.5 the item supply (§4)
ITEM_SUPPLY = {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}
#: 9.3.4 items under the ruins, 9.3.5 starting items (§0, §4)
RUIN_ITEMS = ["bag", "boots", "hammer", "sword"]
CHARACTER_ITEMS = {"thief": ["boots", "torch", "tea", "sword"], "tinker": ["boots", "torch", "bag", "hammer"],
                   "ranger": ["boots", "torch", "crossbow", "sword"]}


# --------------------------------------------------------------------------- event capture
class Events:
    """Every event the watched game emits (``Game.emit`` is wrapped by the fixture)."""

    def __init__(self) -> None:
        self.game: Game | None = None
        #: events of the current step
        self.step: list[tuple[Any, ...]] = []
        #: (seat, hand size) at each end of turn not yet checked
        self.turn_ends: list[tuple[int, int]] = []
        self.all_turn_ends = 0


@pytest.fixture
def events(monkeypatch: pytest.MonkeyPatch) -> Events:
    ev = Events()
    original = Game.emit

    def emit(self: Game, event: tuple[Any, ...]) -> None:
        if self is ev.game:
            ev.step.append(event)
            if event[0] == "turn_end":
                s = event[1]
                ev.turn_ends.append((s, len(self.factions[s].hand)))
                ev.all_turn_ends += 1
        original(self, event)

    monkeypatch.setattr(Game, "emit", emit)
    return ev


# --------------------------------------------------------------------------- invariants
def frames_in_limbo(g: Game) -> list[Any]:
    """The rules frames in progress, including triggered ones waiting to be ordered."""
    out: list[Any] = []
    for fr in g.stack:
        out.append(fr)
        if isinstance(fr, OrderTriggers):
            out += [Frame.from_json(d) for d in fr.todo]
    return out


def card_places(g: Game) -> list[int]:
    """Every card id the game holds, wherever it is (repeated if it is in two places)."""
    out: list[int] = list(g.deck) + list(g.discard) + list(g.available)
    for f in g.factions:
        out += f.hand
        out += f.play_area
        held = f.held_cards()
        out += held
        out += [c for c in f.secret_cards() if c not in held]
    for fr in frames_in_limbo(g):
        if isinstance(fr, Battle) and fr.amb >= 0:
            out.append(fr.amb)
        elif isinstance(fr, Craft):
            out.append(fr.cid)
    return out


def starting_cards(g: Game) -> Counter[int]:
    """5.1.3: the whole deck, less the dominance cards in a two-player game (and the cards
    a faction not in the game would add, 16.3.4 frog cards)."""
    keys = {f.key for f in g.factions}
    return Counter(c.id for c in g.deckdef.cards if not (g.n == 2 and c.kind == "dominance")
                   and (not c.added or c.added in keys))


def check_pieces(g: Game) -> None:
    n, m = g.n, g.map.n
    assert len(g.warriors) == n * m
    assert all(w >= 0 for w in g.warriors), g.warriors
    for f in g.factions:
        s = f.seat
        warriors, buildings, tokens = PIECES[f.key]
        on_map = sum(g.warriors[c * n + s] for c in range(m))
        officers = getattr(f, "officers", 0)  # 8.2.5: Alliance warriors in the Officers box
        assert f.supply >= 0 and officers >= 0, (f.key, "warrior supply", f.supply, officers)
        assert on_map + f.supply + officers == warriors, (f.key, "warriors", on_map, f.supply, officers)
        assert set(f.bsupply) == set(buildings) and set(f.tsupply) == set(tokens)
        for kind, total in buildings.items():
            placed = sum(1 for c in range(m) for b in g.buildings[c] if b == (s, kind))
            assert f.bsupply[kind] >= 0, (f.key, kind, f.bsupply[kind])
            assert placed + f.bsupply[kind] == total, (f.key, kind, placed, f.bsupply[kind], total)
        for kind, total in tokens.items():
            placed = sum(1 for c in range(m) for t in g.tokens[c] if t == (s, kind))
            assert f.tsupply[kind] >= 0, (f.key, kind, f.tsupply[kind])
            assert placed + f.tsupply[kind] == total, (f.key, kind, placed, f.tsupply[kind], total)
        assert sum(1 for c in range(m) if f.pawn_in(g, c)) <= 1
    for c in range(m):
        for owner, kind in g.buildings[c]:
            assert (owner, kind) == (-1, "ruin") or kind in PIECES[g.factions[owner].key][1], (c + 1, owner, kind)
        for owner, kind in g.tokens[c]:
            assert 0 <= owner < n and kind in PIECES[g.factions[owner].key][2], (c + 1, owner, kind)
        assert len(g.buildings[c]) <= g.map.slots[c], (c + 1, g.buildings[c])  # 2.2.3
        assert not g.ruin_items[c] or (-1, "ruin") in g.buildings[c], (c + 1, "items under no ruin")


def check_rule_cache(g: Game) -> None:
    """The cached rulers (refreshed clearing by clearing as pieces change) equal rule
    computed afresh (2.5)."""
    reg = g._abilities
    if reg is not None:  # the ability registry equals one built afresh (core/ability.py)
        fresh = Registry(a for src in SOURCES for a in src(g))
        assert [repr(a) for a in reg.all] == [repr(a) for a in fresh.all], ("stale abilities", reg.all, fresh.all)
    cached = g._rulers
    if cached is not None:
        g._rulers = None
        assert rulers(g) == cached, ("stale rule cache", cached, g._rulers)


def check_cards(g: Game, expected: Counter[int]) -> None:
    places = card_places(g)
    labels = g.deckdef.cards
    if sorted(places) != sorted(expected.elements()):
        explain_cards(g, Counter(places), expected)
    for f in g.factions:
        assert all(c in f.hand for c in f.shown), (f.key, "a shown card is not in hand")
        if f.dominance >= 0:
            assert f.dominance in f.play_area and labels[f.dominance].kind == "dominance"
    assert all(labels[c].kind == "dominance" for c in g.available)
    assert all(labels[c].kind != "dominance" for c in g.discard)  # 3.3.3: never discarded
    assert g.deck or not g.discard, "an empty deck beside a discard pile (2.1)"


def explain_cards(g: Game, got: Counter[int], expected: Counter[int]) -> None:
    labels = g.deckdef.cards
    dup = sorted(c for c, k in got.items() if k > 1)
    assert not dup, f"cards in two places: {[labels[c].label for c in dup]}"
    assert not expected - got, f"cards lost: {[labels[c].label for c in expected - got]}"
    assert not got - expected, f"cards from nowhere: {[labels[c].label for c in got - expected]}"
    raise AssertionError("card multisets differ")  # pragma: no cover


def item_kind(it: str) -> str:
    return it.split("_", 1)[0]  # Vagabond items carry _d (damaged) and _x (exhausted)


def check_items(g: Game) -> None:
    """5.1.5 supply, 4.1.2 crafted items; with the Vagabond also the ruin items (9.3.4),
    his starting items (9.3.5) and the items he removed from the game (9.6.4)."""
    assert all(v >= 0 for v in g.items.values()), g.items
    held: Counter[str] = Counter()
    for k, v in g.items.items():
        held[k] += v
    start: Counter[str] = Counter(ITEM_SUPPLY)
    for f in g.factions:
        held.update(f.items)
        if f.key == "vagabond":
            held.update(item_kind(it) for it in f.gear)
            held.update(f.lost)
            if f.quests or f.done or f.quest_deck:  # his setup is done (9.3.3-9.3.5)
                start.update(RUIN_ITEMS)
                start.update(CHARACTER_ITEMS[f.character])
    for r in g.ruin_items:
        held.update(r)
    assert +held == +start, (dict(held), dict(start))


def check_scores(g: Game, before: dict[int, int], dominant: set[int], step_events: list[tuple[Any, ...]]) -> None:
    turmoil = {e[1] for e in step_events if e[0] == "turmoil"}
    for f in g.factions:
        old = before[f.seat]
        assert f.score >= 0, (f.key, f.score)
        if f.seat in dominant:  # 3.3.1: the score marker has left the track
            assert f.score == old, (f.key, "scored with an activated dominance card", old, f.score)
            assert f.dominance >= 0, (f.key, "an activated dominance card went away")
        if f.score < old:  # 7.7.1 is the only rule of these factions that loses points
            assert f.key == "eyrie" and f.seat in turmoil, (f.key, old, f.score, step_events)
    if g.result is None and not g.holds:
        # 3.1: reaching 30 points wins at once (a battle holds the check until its hits are dealt)
        for f in g.factions:
            assert f.dominance >= 0 or f.score < WIN_SCORE, (f.key, f.score, "game goes on")


def check_result(g: Game) -> None:
    res = g.result
    assert g.pending is None and g.legal_actions() == []
    keys = [f.key for f in g.factions]
    assert res["scores"] == {f.key: f.score for f in g.factions}
    seats = res["winner_seats"]
    assert seats and res["winners"] == [keys[s] for s in seats]
    assert res["turns"] == g.turn
    first = g.factions[seats[0]]
    # 9.2.8: a Vagabond in coalition with the winner wins too
    assert all(g.factions[s].coalition == first.seat for s in seats[1:])
    if res["reason"] == "score":
        assert first.score >= WIN_SCORE and first.dominance < 0
    else:
        assert res["reason"] == "dominance"
        assert first.dominance >= 0 and first.dominance_victory
    with pytest.raises(IllegalAction):
        g.apply("pass")


def check_view(g: Game, seat: int) -> dict[str, Any]:
    v = g.view(seat)
    json.dumps(v)  # JSON-ready
    for p in v["players"]:
        if p["seat"] != seat:
            assert not {"hand", "secret", "seen", "known"} & set(p), p
    if v["pending"] is not None and v["pending"]["seat"] != seat:
        assert "options" not in v["pending"]
    return v


class Stats:
    def __init__(self) -> None:
        self.steps = 0
        self.redrawn = 0  # determinized copies whose hidden cards differ from the real ones
        self.dominant: set[str] = set()  # factions seen with an activated dominance card
        self.offered: set[str] = set()  # kinds of ``always`` actions that were offered


def hostile_pairs(g: Game) -> set[tuple[int, str]]:
    """(Vagabond seat, faction) for every relationship in the Hostile box."""
    return {(f.seat, k) for f in g.factions for k, v in getattr(f, "rel", {}).items() if v == -1}


def check_relationships(g: Game, hostile_before: set[tuple[int, str]]) -> None:
    """9.2.9.III.c: a Hostile relationship never improves — except by a coalition with
    that faction (9.2.9.III.d)."""
    for s, k in hostile_before:
        v = g.factions[s]
        if v.rel[k] != -1:
            assert v.coalition >= 0 and g.factions[v.coalition].key == k, (k, "left the Hostile box")


def check_supporters(g: Game) -> None:
    """8.2.3.I: without a base on the map the Supporters stack holds at most five cards
    (8.2.4: once a removed base's discards are resolved)."""
    pending = [type(fr).__name__ for fr in g.stack] + [
        d["frame"] for fr in g.stack if isinstance(fr, OrderTriggers) for d in fr.todo]
    if "BaseRemoved" in pending:
        return
    for f in g.factions:
        if f.key == "alliance" and not any(o == f.seat for bs in g.buildings for o, k in bs):
            assert len(f.supporters) <= 5, ("supporters", len(f.supporters))


def check_step(g: Game, expected: Counter[int], before: dict[int, int], dominant: set[int], ev: Events) -> None:
    check_pieces(g)
    check_rule_cache(g)
    check_supporters(g)
    check_cards(g, expected)
    check_items(g)
    check_scores(g, before, dominant, ev.step)
    for s, size in ev.turn_ends:
        assert size <= g.factions[s].hand_limit() == HAND_LIMIT, (g.factions[s].key, "ended a turn holding", size)
    ev.turn_ends.clear()


def heavy_before(g: Game, fp: str, a: Action, rng: Rng, expected: Counter[int], stats: Stats) -> tuple[Game, Game]:
    """The JSON, determinize and clone checks on the state (fingerprint ``fp``) before
    ``a``; returns the game restored from JSON (still before ``a``) and the clone (which
    has played ``a``)."""
    opts = [str(o) for o in g.legal_actions()]
    r = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert r.fingerprint() == fp
    assert [str(o) for o in r.legal_actions()] == opts
    assert (r.pending.seat, r.pending.kind, r.pending.rule) == (g.pending.seat, g.pending.kind, g.pending.rule)
    # the fields the fingerprint leaves out
    assert (r.setup, r.seed, r.suits, r.steps, r.holds, r.check_win, r.events) == \
        (g.setup, g.seed, g.suits, g.steps, g.holds, g.check_win, g.events)
    # the deciding seat and one other in turn (all of them in a two-player game)
    seats = {g.pending.seat, (g.pending.seat + 1 + stats.steps % (g.n - 1)) % g.n}
    for s in sorted(seats):
        v = check_view(g, s)
        d = g.determinize(s, Rng(rng.next64()))
        assert d.view(s) == v, f"the view of seat {s} changed when hidden information was redrawn"
        check_cards(d, expected)
        if d.deck != g.deck or any(d.factions[o].hand != g.factions[o].hand for o in range(g.n) if o != s):
            stats.redrawn += 1
    c = g.clone()
    assert [str(o) for o in c.legal_actions()] == opts
    c.apply(a)
    assert g.fingerprint() == fp, "determinize, or acting on a clone, changed the original"
    return r, c


def play(g: Game, apply: Callable[[Action], None], rng: Rng, ev: Events, expected: Counter[int],
         stats: Stats, max_steps: int, prefer: frozenset[str] = frozenset(),
         always: frozenset[str] = frozenset()) -> None:
    """Random legal actions with every invariant checked after every step, until the
    game ends, reaches MAX_TURNS turns or has taken ``max_steps`` steps. Actions of a kind
    in ``prefer`` are taken half the time they are offered, of a kind in ``always`` every
    time."""
    ev.game = g
    ev.step = []
    ev.turn_ends.clear()
    check_step(g, expected, {f.seat: f.score for f in g.factions}, set(), ev)
    fp = g.fingerprint()
    while g.pending is not None and g.turn < MAX_TURNS and stats.steps < max_steps:
        opts = g.legal_actions()
        # one-option decisions are taken automatically unless asking hides what is in a
        # hand (Decision.keep); options are distinct
        assert len(opts) >= 2 or g.pending.keep, (g.pending, opts)
        assert len({str(o) for o in opts}) == len(opts), opts
        must = [o for o in opts if o.kind in always]
        stats.offered.update(o.kind for o in must)
        liked = [o for o in opts if o.kind in prefer]
        if must:
            a = must[rng.below(len(must))]
        else:
            a = liked[rng.below(len(liked))] if liked and rng.below(2) else opts[rng.below(len(opts))]
        heavy = heavy_before(g, fp, a, rng, expected, stats) if stats.steps % HEAVY == 0 else None
        before = {f.seat: f.score for f in g.factions}
        dominant = {f.seat for f in g.factions if f.dominance >= 0}
        hostile = hostile_pairs(g)
        ev.step = []
        steps = g.steps
        apply(a)
        assert g.steps == steps + 1
        stats.steps += 1
        fp = g.fingerprint()
        if heavy is not None:
            restored, clone = heavy
            restored.apply(a)
            assert restored.fingerprint() == fp, "the game restored from JSON played the action differently"
            assert clone.fingerprint() == fp, "the clone played the action differently"
        check_step(g, expected, before, dominant, ev)
        check_relationships(g, hostile)
        stats.dominant.update(f.key for f in g.factions if f.dominance >= 0)
    if g.result is not None:
        check_result(g)


# --------------------------------------------------------------------------- the games
FACTION_SETS = [
    ["marquise", "eyrie"], ["marquise", "alliance"], ["marquise", "vagabond"], ["eyrie", "alliance"],
    ["eyrie", "vagabond"], ["alliance", "vagabond"], ["marquise", "eyrie", "alliance"],
    ["marquise", "eyrie", "vagabond"], ["marquise", "alliance", "vagabond"], ["eyrie", "alliance", "vagabond"],
    ["marquise", "eyrie", "alliance", "vagabond"],
]
#: steps checked per game: a two-player game ends well within this; longer games are
#: cut here to keep the default run within its time budget (their record still replays)
MAX_STEPS = {2: 700, 3: 400, 4: 300}


def game_params(n: int) -> list[Any]:
    """Game i: every faction set in turn, each on both maps, seed 1000 + i."""
    out = []
    k = len(FACTION_SETS)
    for i in range(n):
        facs = FACTION_SETS[i % k]
        m = MAPS[(i // k) % 2]
        out.append(pytest.param(m, facs, 1000 + i, id=f"{m}-{'-'.join(facs)}-{1000 + i}"))
    return out


@pytest.mark.law("1.5.1", "2.2.3", "3.3.3", "5.1.3", "5.1.5", "8.2.3", "9.2.9")
@pytest.mark.parametrize("map_name, factions, seed", game_params(N_GAMES))
def test_random_game_keeps_invariants_and_replays(map_name: str, factions: list[str], seed: int,
                                                  events: Events) -> None:
    rec = Recorder({"map": map_name, "factions": factions}, seed)
    g = rec.game
    expected = starting_cards(g)
    assert sum(expected.values()) == (54 - 4 if g.n == 2 else 54)  # 5.1.3
    stats = Stats()
    rng = Rng(seed * 2654435761 + 17)
    play(g, rec.apply, rng, events, expected, stats, MAX_STEPS[g.n])
    if g.result is not None:
        assert events.all_turn_ends == g.turn
    assert stats.redrawn > 0, "determinize never redrew anything"
    record = json.loads(json.dumps(rec.record()))
    check_replays(record, seed, full=seed % 10 == 0)


def check_replays(record: dict[str, Any], seed: int, full: bool) -> None:
    """The record replays exactly; tampering with one action or hash raises
    ReplayDivergence naming that step. With ``full``, a wrong result and a record cut
    short are caught too (these replay the whole game, so not every game does them)."""
    n = len(record["actions"])
    start = 1 + Rng(seed).below(max(1, n // 3))  # early: each tampered replay runs up to it
    seen = [0]
    tamper: list[tuple[int, str]] = []  # (0-based index, a legal action leading elsewhere)

    def on_step(i: int, g: Game) -> None:
        seen[0] += 1
        # the action at index i is the one asked now; an alternative must lead to another
        # state (some choices are moot, e.g. the order of two pieces that both go)
        if i >= start and not tamper and i < n:
            for o in g.legal_actions():
                if str(o) != record["actions"][i]:
                    c = g.clone()
                    c.apply(o)
                    if c.fingerprint() != record["hashes"][i]:
                        tamper.append((i, str(o)))
                        break

    g = replay(record, on_step)
    # replay() compares the state hash after every step with the record's
    assert g.result == record["result"] and g.steps == seen[0] == n
    assert tamper, "no step with a choice that matters after the chosen start"
    i, alt = tamper[0]
    # 1. a different legal action at one step
    bad = dict(record, actions=list(record["actions"]))
    bad["actions"][i] = alt
    with pytest.raises(ReplayDivergence) as e:
        replay(bad)
    assert e.value.step == i + 1 and f"step {i + 1}" in str(e.value)
    # 2. an action that is not legal there
    bad["actions"][i] = "build roost 13"
    with pytest.raises(ReplayDivergence) as e:
        replay(bad)
    assert e.value.step == i + 1 and "illegal" in str(e.value)
    # 3. a wrong hash
    bad = dict(record, hashes=list(record["hashes"]))
    bad["hashes"][i] = "0" * 16
    with pytest.raises(ReplayDivergence) as e:
        replay(bad)
    assert e.value.step == i + 1
    if full:
        # 4. a wrong result, and a finished game's record cut short
        wrong = dict(record["result"] or {}, winners=["nobody"])
        with pytest.raises(ReplayDivergence) as e:
            replay(dict(record, result=wrong))
        assert e.value.step == n
        if record["result"] is not None:
            with pytest.raises(ReplayDivergence) as e:
                replay(dict(record, actions=record["actions"][:-1], hashes=record["hashes"][:-1]))
            assert e.value.step == n - 1 and "has not" in str(e.value)


# --------------------------------------------------------------------------- dominance in play
def with_dominance(g: Game, seed: int) -> Game:
    """A mid-game state edited through JSON: each player holds a dominance card and has
    10+ points (3.3.1), and one dominance card is available to take (3.3.4)."""
    d = json.loads(json.dumps(g.to_json()))
    by_label = {c.label: c.id for c in g.deckdef.cards}
    doms = ["Fox Dominance", "Rabbit Dominance", "Mouse Dominance", "Bird Dominance"]
    r = Rng(seed)
    r.shuffle(doms)
    for i, f in enumerate(d["factions"]):
        f["hand"].append(by_label[doms[i]])
        f["score"] = max(f["score"], 10 + r.below(15))
    d["available"].append(by_label[doms[2]])
    return Game.from_json(d)


def dominance_params(n: int) -> list[Any]:
    two = [fs for fs in FACTION_SETS if len(fs) == 2]
    return [pytest.param(MAPS[i % 2], two[i % len(two)], 5000 + i,
                         id=f"{MAPS[i % 2]}-{'-'.join(two[i % len(two)])}-{5000 + i}")
            for i in range(n)]


@pytest.mark.law("3.3.1", "3.3.2")
@pytest.mark.parametrize("map_name, factions, seed", dominance_params(N_DOMINANCE_GAMES))
def test_random_game_with_dominance_cards_keeps_invariants(map_name: str, factions: list[str], seed: int,
                                                           events: Events) -> None:
    g = Game.new({"map": map_name, "factions": factions}, seed)
    rng = Rng(seed)
    stats = Stats()
    # an unchecked start: a random game up to its eighth turn
    while g.pending is not None and g.turn < 8:
        opts = g.legal_actions()
        g.apply(opts[rng.below(len(opts))])
    assert g.pending is not None
    g = with_dominance(g, seed)
    expected = Counter(card_places(g))
    assert sum(expected.values()) == 50 + 3
    # activating whenever it is offered (3.3.1). It may never be: the Eyrie can put its only
    # card into the Decree, and a Vagabond activates only with four or more players (9.2.8)
    play(g, g.apply, rng, events, expected, stats, MAX_STEPS[2], prefer=frozenset({"take"}),
         always=frozenset({"activate"}))
    if "activate" in stats.offered:
        assert stats.dominant, "a dominance card was activated, yet nobody's score marker left the track"
