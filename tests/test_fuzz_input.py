"""Fuzzing every format the engine reads: positions, saved states (Game.from_json), game
records, action texts and raw JSON text.

Each example takes a valid document, damages it (a value replaced by another JSON value, a
key or list entry removed or doubled, a number nudged), and feeds it to the engine. The
engine must either refuse it with one line naming the problem (a WoodlandError: BadInput,
IllegalAction, ActionSyntaxError, ReplayDivergence), or accept a state that then holds up:
every seat's view() works and a few legal actions play out. Never a traceback, a hang (each
example runs under an alarm) or a crash after acceptance.

The default run is short (20 examples a format, derandomized); ``WOODLAND_SOAK=1`` runs 500
random ones a format, ``WOODLAND_FUZZ_EXAMPLES=N`` N.
"""

from __future__ import annotations

import copy
import json
import os
import signal
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from woodland import Game
from woodland.core.errors import WoodlandError
from woodland.core.jsonio import parse_json
from woodland.core.record import replay
from woodland.position import build
from woodland.sim import play_game

SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
EXAMPLES = int(os.environ.get("WOODLAND_FUZZ_EXAMPLES", 500 if SOAK else 20))
#: seconds one example may take before it counts as a hang
ALARM = 30
#: legal actions played after a damaged input was accepted
STEPS_AFTER = 6

POSITIONS = Path(__file__).parent / "positions" / "valid"
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=not SOAK,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# ----------------------------------------------------------------------------- base documents
SETUPS = [{"map": "autumn", "factions": ["marquise", "eyrie", "vagabond", "alliance"]},
          {"map": "winter", "deck": "exiles", "factions": ["lizard", "riverfolk", "vagabond", "vagabond2"]}]


def _states() -> list[dict[str, Any]]:
    out = []
    for setup in SETUPS:
        g = replay(play_game(setup, 3, max_turns=4))
        out.append(g.to_json())
    return out


STATES = _states()
RECORD = play_game(SETUPS[0], 5, max_turns=2)
POSITION_FILES = sorted(POSITIONS.glob("*.json"))
WORDS = ["move", "battle", "craft", "build", "recruit", "pass", "end", "keep", "place", "march", "x2", "x0",
         "x-1", "1->5", "5->1", "hill->dune", "0->99", "sawmill", "roost", "marquise", "eyrie", "vagabond",
         '"Anvil"', '"Ambush (bird)"', '"', "3", "-1", "99999999999999999999", "fox", "bird", "\x1b[2J", "->", ""]

# ----------------------------------------------------------------------------- damaging a document
leaf = st.one_of(st.none(), st.booleans(), st.integers(-2, 40), st.integers(), st.floats(),
                 st.text(max_size=6), st.sampled_from(["", "\x1b[2J", "marquise", "fox", "laser", "Anvil",
                                                      "nonsense", "birdsong", "ruin", "sawmill"]))
json_value = st.recursive(leaf, lambda inner: st.lists(inner, max_size=3)
                          | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=5)


def _slots(d: Any, out: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """Every (container, key or index) of the document."""
    items = d.items() if isinstance(d, dict) else enumerate(d) if isinstance(d, list) else ()
    for k, v in items:
        out.append((d, k))
        _slots(v, out)
    return out


@st.composite
def damaged(draw: st.DrawFn, base: Any) -> Any:
    d = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, 3))):
        slots = _slots(d, [])
        if not slots:
            break
        box, key = draw(st.sampled_from(slots))
        old = box[key]
        how = draw(st.sampled_from(["replace", "remove", "double", "nudge", "swap"]))
        if how == "replace":
            box[key] = draw(json_value)
        elif how == "remove":
            del box[key]
        elif how == "double" and isinstance(box, list):
            box.insert(key, copy.deepcopy(old))
        elif how == "nudge" and isinstance(old, int) and not isinstance(old, bool):
            box[key] = old + draw(st.sampled_from([-1, 1, -old - 1, 1 << 64]))
        elif how == "swap":
            other_box, other_key = draw(st.sampled_from(slots))
            try:  # another value of the same document (a slot removed before is skipped)
                box[key] = copy.deepcopy(other_box[other_key])
            except (KeyError, IndexError):
                pass
    return d


# ----------------------------------------------------------------------------- the checks
@contextmanager
def alarm(seconds: int = ALARM) -> Iterator[None]:
    def hang(*_: Any) -> None:
        raise AssertionError(f"hang: no answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def holds_up(g: Game, pick: Callable[[int], int]) -> None:
    """An accepted state: every seat's view, then a few legal actions, views after each."""
    for _ in range(STEPS_AFTER + 1):
        for seat in range(g.n):
            g.view(seat)
        if g.pending is None:
            return
        opts = g.pending.options
        g.apply(opts[pick(len(opts))])


def refused_or_sound(load: Callable[[], Any], pick: Callable[[int], int]) -> None:
    with alarm():
        try:
            g = load()
        except WoodlandError as e:
            msg = str(e)
            assert msg and "\n" not in msg and "\x1b" not in msg, msg
            return
        if isinstance(g, Game):
            holds_up(g, pick)


def picker(data: st.DataObject) -> Callable[[int], int]:
    return lambda n: data.draw(st.integers(0, n - 1))


# ----------------------------------------------------------------------------- per format
@FUZZ
@given(st.data())
def test_damaged_saved_states(data: st.DataObject) -> None:
    d = data.draw(damaged(data.draw(st.sampled_from(STATES))))
    refused_or_sound(lambda: Game.from_json(d), picker(data))


@FUZZ
@given(st.data())
def test_damaged_positions(data: st.DataObject) -> None:
    spec = json.loads(data.draw(st.sampled_from(POSITION_FILES)).read_text())
    d = data.draw(damaged(spec))
    refused_or_sound(lambda: build(d), picker(data))


@FUZZ
@given(st.data())
def test_damaged_records(data: st.DataObject) -> None:
    d = data.draw(damaged(RECORD))
    refused_or_sound(lambda: replay(d), picker(data))


@FUZZ
@given(st.data(), st.lists(st.sampled_from(WORDS), min_size=1, max_size=5))
def test_action_texts(data: st.DataObject, words: list[str]) -> None:
    g = Game.from_json(data.draw(st.sampled_from(STATES)))
    text = " ".join(words)

    def apply() -> Game:
        g.apply(g.parse(text))
        return g

    refused_or_sound(apply, picker(data))


@FUZZ
@given(st.one_of(st.text(max_size=40), st.builds(lambda n: "[" * n + "]" * n, st.integers(0, 3000)),
                 st.builds(lambda s: json.dumps(s), json_value)))
def test_json_text(text: str) -> None:
    refused_or_sound(lambda: parse_json(text, "input.json"), lambda n: 0)


def test_the_fuzz_bases_are_sound() -> None:
    """Undamaged, every base document is accepted and holds up (so a refusal is the damage's)."""
    for d in STATES:
        holds_up(Game.from_json(d), lambda n: 0)
    holds_up(replay(RECORD), lambda n: 0)
    assert POSITION_FILES


@pytest.mark.parametrize("path", POSITION_FILES[:3], ids=lambda p: p.stem)
def test_a_position_base_builds(path: Path) -> None:
    holds_up(build(json.loads(path.read_text())), lambda n: 0)
