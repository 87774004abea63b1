"""The registries of kinds: every decision kind, action kind and event kind the engine
produces is declared (woodland/core/kinds.py, woodland/core/events.py) with matching
arguments and fields, and every declared kind is met somewhere (no dead declarations).

Fuzzed games of every faction mix (the mixes of tests/test_fuzz_expansion.py, a few hundred
steps each) are walked; kinds too rare for them are met in the position tests
(tests/positions/valid) or in the positions of ``RARE`` (taken from the rule tests).
"""

from __future__ import annotations

import itertools
import json
import re
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable, get_type_hints

import pytest

from tests.cards.test_squires_deck import rare_positions as squires_rare_positions
from tests.factions.duchy.test_ch12_duchy import rare_positions as duchy_rare_positions
from tests.factions.hundreds.test_ch14_hundreds import rare_positions as hundreds_rare_positions
from tests.factions.keepers.test_keepers_games import rare_positions as keepers_rare_positions
from tests.factions.knaves.test_captains import rare_positions as knaves_rare_positions
from tests.factions.vagabond.test_ch9_vagabond_abilities import pos as vagabond_pos
from tests.factions.vagabond.test_v9_ronin import rare_positions as ronin_rare_positions
from tests.factions.vagabond.test_v10_v12_homeland import rare_positions as homeland_rare_positions
from tests.hirelings.test_pieces import later_rare_positions as hireling_rare_positions
from tests.rules.test_appendix_l_black_market import rare_positions as market_rare_positions
from tests.rules.test_appendix_l_homeland_landmarks import rare_positions as homeland_landmark_positions
from tests.test_fuzz_all import KEYS, clash
from tests.test_fuzz_expansion import BASE, MIXES
from woodland import Game
from woodland.cli.story import Narrator
from woodland.core import kinds as K
from woodland.core.errors import BadInput
from woodland.core.events import EVENTS, RandomCard, Reshuffled, Rolled, typed
from woodland.core.rng import Rng
from woodland.factions.vagabond import QUESTS, quest_label
from woodland.oracle import describe_event
from woodland.testing import play, position

STEPS = 600
TESTS = Path(__file__).parent


def rare_positions() -> list[Game]:
    """Decisions met neither in the fuzzed games nor in a position file."""
    # a Vagabond with two Allied factions (9.2.9.II, as in tests/factions/vagabond/test_ch9_vagabond_abilities.py)
    allied = {"clearing": 1, "items": ["sword", "boots", "boots", "torch"],
              "relationships": {"marquise": 3, "eyrie": 3, "alliance": "hostile"}}
    move_ally = play(vagabond_pos({"1": {"marquise": 3, "eyrie": 2}}, allied), "move 5")
    battle_ally = play(vagabond_pos({"1": {"marquise": 3, "eyrie": 2, "alliance": 2}}, allied), "battle 1 alliance")
    # the Eyrie's Decree resolved with a dominance card still to activate (7.5)
    daylight_end = play(position({
        "factions": ["marquise", "eyrie"], "turn": {"player": "eyrie", "phase": "daylight"},
        "clearings": {"8": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}, "7": {"marquise": 1}},
        "hands": {"eyrie": ["Fox Dominance"]}, "scores": {"eyrie": 10}, "eyrie": {"leader": "commander"}},
        dice=[1, 0]), "resolve", "resolve move bird", "move 8->7", "x2", "resolve battle bird")
    # Eyrie Emigre moves into a clearing with two enemies: which to battle
    emigre = play(position({
        "deck": "exiles", "factions": ["marquise", "eyrie", "alliance"], "ruins": [],
        "turn": {"player": "marquise", "phase": "birdsong"}, "crafted": {"marquise": ["Eyrie Emigre"]},
        "clearings": {"1": {"marquise": 3}, "8": {"marquise": {"buildings": ["sawmill"]}},
                      "5": {"eyrie": 2, "alliance": 1}}}), "x3")
    games = [move_ally, battle_ally, daylight_end, emigre]
    assert [g.pending.kind for g in games if g.pending] == ["move_ally", "battle_ally", "daylight_end", "battle"]
    return games
SUITS = {"fox", "rabbit", "mouse", "bird", "frog"}


def arg_checks(g: Game) -> dict[str, Callable[[Any], bool]]:
    labels = {c.label for c in g.deckdef.cards}
    quests = {quest_label(q) for q in range(len(QUESTS))}
    items = set(g.items) | {"torch"}
    item_state = re.compile(rf"^({'|'.join(sorted(items))})(_d)?(_x)?$")
    keys = {f.key for f in g.factions}
    word = re.compile(r"^[a-z_]+$")
    return {
        K.CLEARING: lambda a: isinstance(a, int) and 1 <= a <= g.map.n,
        K.COUNT: lambda a: isinstance(a, int) and a >= 0,
        K.FACTION: lambda a: a in keys or a in (g.setup.get("draft") or ()),  # A.8: a faction to draft
        K.HIRELING: lambda a: g.hirelings is not None and any(h.key == a for h in g.hirelings.cards),
        K.CARD: lambda a: a in labels,
        K.QUEST: lambda a: a in quests,
        K.SUIT: lambda a: a in SUITS,
        K.ITEM: lambda a: a in items or a == "none",
        K.ITEM_STATE: lambda a: isinstance(a, str) and bool(item_state.match(a)),
        K.PIECE: lambda a: isinstance(a, str) and bool(word.match(a)),
        K.FOREST: lambda a: isinstance(a, str) and bool(re.match(r"^F\d+$", a)),
        K.WORD: lambda a: isinstance(a, str) and bool(word.match(a)),
        K.TEXT: lambda a: isinstance(a, str) and a != "",
    }


def shape_fits(shape: tuple[str, ...], args: tuple[Any, ...], checks: dict[str, Callable[[Any], bool]]) -> bool:
    if shape and shape[-1] == K.REST:
        head = shape[:-1]
        return len(args) >= len(head) and all(checks[t](a) for t, a in zip(head, args))
    return len(shape) == len(args) and all(checks[t](a) for t, a in zip(shape, args))


class Seen:
    def __init__(self) -> None:
        self.decisions: set[str] = set()
        self.actions: set[str] = set()
        self.events: set[str] = set()
        self.bad: dict[str, set[str]] = defaultdict(set)

    def decision(self, g: Game) -> None:
        d = g.pending
        assert d is not None
        self.decisions.add(d.kind)
        if d.kind not in K.DECISIONS:
            self.bad["undeclared decision kinds"].add(d.kind)
        checks = arg_checks(g)
        for a in d.options:
            self.actions.add(a.kind)
            ak = K.ACTIONS.get(a.kind)
            if ak is None:
                self.bad["undeclared action kinds"].add(a.kind)
            elif not any(shape_fits(s, a.args, checks) for s in ak.shapes):
                self.bad["arguments not of a declared shape"].add(f"{d.kind}: {a}")

    def event(self, ev: tuple[Any, ...]) -> None:
        self.events.add(ev[0])
        cls = EVENTS.get(ev[0])
        if cls is None or type(ev) is not cls:
            self.bad["events not of their registered class"].add(repr(ev))
            return
        hints = get_type_hints(cls)
        for name, value in zip(cls._fields, ev):
            if not isinstance(value, hints[name]):
                self.bad["event fields of the wrong type"].add(f"{ev!r}.{name}")


def walk(seen: Seen, g: Game, rng: Rng, steps: int) -> None:
    g.log = []
    for _ in range(steps):
        if g.pending is None:
            break
        seen.decision(g)
        opts = g.legal_actions()
        g.apply(opts[rng.below(len(opts))])
    for ev in g.log:
        seen.event(ev)


@pytest.fixture(scope="module")
def seen() -> Seen:
    s = Seen()
    for i, mix in enumerate(MIXES):
        setup = {"map": ("autumn", "winter")[i % 2], "deck": ("standard", "exiles")[(i // 2) % 2], "factions": mix}
        walk(s, Game.new(setup, 9000 + i), Rng(i), STEPS)
    for key in KEYS:  # the factions of the later boxes, each with one to three others
        if key in BASE or key == "vagabond2":
            continue
        mixes = [[key, *m] for k in (1, 2, 3) for m in itertools.combinations(BASE, k)]
        mixes = [m for m in [*mixes, [key, "vagabond", "vagabond2"]] if not clash(key, m[1:])]  # 18.2.1
        for i, mix in enumerate(mixes[::4]):
            walk(s, Game.new({"map": ("autumn", "winter")[i % 2], "factions": mix}, 9500 + i), Rng(i), STEPS)
    for path in sorted((TESTS / "positions" / "valid").glob("*.json")):
        data = json.loads(path.read_text())
        after = data["expect"].get("after") or {}
        g = position(data, dice=data["expect"].get("dice", after.get("dice")))
        g.log = []
        for text in [*after.get("play", []), None]:
            if g.pending is not None:
                s.decision(g)
            if text is not None:
                g.apply(text)
        for ev in g.log:  # events of rare moments (16.2.3.I a draw from the Pond)
            if isinstance(ev, tuple) and ev[0] in EVENTS:
                s.event(ev)
    for i, m in enumerate(("lake", "autumn")):  # the Advanced Setup's draft and landmarks (A.5, A.8)
        walk(s, Game.new({"map": m, "draft": True, "players": 3 + i, "landmarks": 1}, 9700 + i), Rng(i), 60)
    for g in (rare_positions() + duchy_rare_positions() + hundreds_rare_positions() + keepers_rare_positions()
              + ronin_rare_positions() + homeland_rare_positions() + knaves_rare_positions()
              + market_rare_positions() + hireling_rare_positions() + homeland_landmark_positions()
              + squires_rare_positions()):
        s.decision(g)
    from tests.hirelings.test_fuzz_hirelings import kind_walks  # appendix H: games with hirelings

    for g in kind_walks():
        walk(s, g, Rng(g.seed), 3 * STEPS)
    return s


def test_every_kind_met_is_declared_with_its_arguments(seen: Seen) -> None:
    assert not seen.bad, dict(seen.bad)


def test_every_declared_kind_is_met(seen: Seen) -> None:
    unmet = {"decisions": set(K.DECISIONS) - seen.decisions, "actions": set(K.ACTIONS) - seen.actions,
             "events": set(EVENTS) - seen.events}
    assert unmet == {"decisions": set(), "actions": set(), "events": set()}


def test_declarations_are_complete() -> None:
    for d in K.DECISIONS.values():
        assert d.doc and d.rule, d
    for a in K.ACTIONS.values():
        assert a.doc and a.rule, a
    for kind, cls in EVENTS.items():
        assert cls._fields[0] == "kind" and cls.__doc__ and re.search(r"\d\.\d|[A-Z]\.\d", cls.__doc__), kind


def test_saved_events_come_back_typed() -> None:
    g = Game.new({"factions": ["marquise", "eyrie"]}, 3)
    g.emit(EVENTS["phase"]("phase", 0, "birdsong"))  # an event not yet resolved
    d = json.loads(json.dumps(g.to_json()))
    (ev,) = [typed(e) for e in d["events"]]  # how Game.from_json reads them back
    assert ev == g.events[0] and type(ev) is EVENTS["phase"] and ev.phase == "birdsong"
    d["events"] = [["teleported", 0]]
    with pytest.raises(BadInput, match="events"):
        Game.from_json(d)
    d["events"] = [["phase", 0]]
    with pytest.raises(BadInput, match="events"):
        Game.from_json(d)


def test_the_oracle_tells_random_events_by_their_fields() -> None:
    g = Game.new({"factions": ["marquise", "eyrie"]}, 3)
    card = g.deckdef.cards[0]
    assert describe_event(g, Reshuffled("reshuffled", 17)) == "the discard pile (17 cards) was shuffled into a new deck"
    assert describe_event(g, RandomCard("random_card", 0, 1, card.id)) == \
        f"eyrie took a random card from marquise: {card.label}"
    assert describe_event(g, Rolled("rolled", 0, 1, 4, 3, 1)) == \
        "battle in 5: the dice show 3 and 1 (marquise attacks, eyrie defends)"


def test_the_story_tells_an_ambush_and_the_dice_from_the_typed_events() -> None:
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"5": {"marquise": 3, "eyrie": 2}}, "hands": {"eyrie": ["Ambush (bird)"]}},
                 dice=[2, 1])
    n = Narrator()
    n.reset(g)
    with n.action(0, 0, "battle 5 eyrie", g.turn):
        g.apply("battle 5 eyrie")
    with n.action(1, 1, 'ambush "Ambush (bird)"', g.turn):
        g.apply('ambush "Ambush (bird)"')
    assert n.entries[-1].details[:2] == ["eyrie ambushes in 5", "battle in 5: marquise attacks eyrie, dice 2 and 1"]


def test_a_removed_event_saved_without_its_hireling_field_loads() -> None:
    """H.3.6: a Removed event names the hireling that removed the pieces; one saved before
    the field existed reads as removed by no hireling, one field short is still refused."""
    removed = typed(["removed", 4, 1, "warrior", 2, 0, "battle"])
    assert removed == EVENTS["removed"]("removed", 4, 1, "warrior", 2, 0, "battle", -1)
    assert removed.remover == 0 and typed([*removed[:7], -2]).remover == -2
    with pytest.raises(TypeError, match="8 fields, got 6"):
        typed(["removed", 4, 1, "warrior", 2, 0])
