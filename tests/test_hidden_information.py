"""Hidden information (1.2) across the engine: what comes out when, and who may know it.

- ``Game.knowledge(seat)`` is the one place that says whether a seat learnt something hidden
  (a card, an item, a random outcome); the terminal's ``undo`` consults only it.
- ``Game.determinize(seat)`` keeps every fact ``seat`` knows and asks the copy's pending
  decision anew.
- The terminal's log tells each viewer only what that viewer may know.
"""

from __future__ import annotations

import io
from collections import Counter
from typing import Any

import pytest
from rich.console import Console

from woodland.cli.play import PlaySession
from woodland.core.game import Game
from woodland.core.rng import Rng
from woodland.testing import play, position
from tests.test_play import Script

M, E, AL, V = 0, 1, 2, 3
#: a Vagabond (Ranger, seat 3) alone with an Alliance base in clearing 5 (rabbit); the
#: Alliance holds two rabbit supporters and a fox one
STRIKE_SPOT = {
    "factions": ["marquise", "eyrie", "alliance", "vagabond"],
    "turn": {"player": "vagabond", "phase": "daylight"},
    "clearings": {"5": {"alliance": {"buildings": ["base_rabbit"]}},
                  "1": {"marquise": {"tokens": ["keep"]}}},
    "hands": {"marquise": [], "eyrie": [], "alliance": [], "vagabond": []},
    "alliance": {"supporters": ["Bake Sale", "A Visit to Friends", "Anvil"]},
    "vagabond": {"character": "ranger", "clearing": 5, "items": ["boots", "crossbow", "sword", "torch"]},
}
#: two Vagabonds (Autumn ruins 6 10 11 12); the second one stands on the ruin of 6
TWO_VAGABONDS = {
    "factions": ["marquise", "eyrie", "vagabond", "vagabond2"],
    "turn": {"player": "vagabond2", "phase": "daylight"},
    "clearings": {"1": {"marquise": {"tokens": ["keep"]}}},
    "hands": {"marquise": ["Anvil"], "eyrie": ["Bake Sale"], "vagabond": [], "vagabond2": []},
    "ruin_items": {"6": ["boots", "sword"], "10": ["bag", "hammer"], "11": ["bag", "boots"], "12": ["hammer", "sword"]},
    "vagabond": {"character": "thief", "clearing": 8},
    "vagabond2": {"character": "tinker", "clearing": 6, "items": ["torch", "torch", "boots"]},
}


def strike_spot() -> Game:
    return position(STRIKE_SPOT)


def two_vagabonds() -> Game:
    return position(TWO_VAGABONDS, strict=False)


def terminal(g: Game, human: str, lines: list[Any]) -> tuple[PlaySession, str]:
    """Play ``lines`` as ``human`` in the terminal client, every other seat a random bot."""
    out = io.StringIO()
    con = Console(file=out, width=150, force_terminal=False, color_system=None)
    script = Script(lines)
    bots = {f.key: "random" for f in g.factions if f.key != human}
    s = PlaySession.from_game(g, [human], bots, console=con, input_fn=script, clear=False)
    script.session = s
    s.run()
    return s, out.getvalue()


# ----------------------------------------------------------------------------- 1: undo
@pytest.mark.law("8.2.4", "1.2")
def test_a_base_removed_without_dice_reveals_the_supporters_to_the_striker() -> None:
    g = strike_spot()
    before = g.knowledge(V)
    play(g, "strike alliance")
    # 8.2.4: the matching supporters (rabbit, birds too) are discarded face up
    assert sorted(g.deckdef.cards[c].label for c in g.discard) == ["A Visit to Friends", "Bake Sale"]
    assert g.knowledge(V) != before


@pytest.mark.law("8.2.4", "1.2")
def test_undo_is_refused_after_a_strike_revealed_the_supporters() -> None:
    s, text = terminal(strike_spot(), "vagabond", ["strike alliance", "undo"])
    assert "Cannot undo: hidden information came out since" in text
    assert s.actions[0] == "strike alliance"
    assert sorted(s.game.deckdef.cards[c].label for c in s.game.discard) == ["A Visit to Friends", "Bake Sale"]


@pytest.mark.law("9.7.3", "1.2")
def test_exploring_a_ruin_of_two_items_shows_them_to_the_explorer_only() -> None:
    g = two_vagabonds()
    marks = [g.knowledge(s) for s in range(g.n)]
    play(g, "explore")
    assert g.pending.kind == "explore_take"
    assert g.knowledge(3) != marks[3]  # he looked under the ruin
    assert [g.knowledge(s) for s in range(3)] == marks[:3]  # the others saw nothing yet
    assert g.view(3)["players"][3]["seen_ruin_items"] == {"6": ["boots", "sword"]}


@pytest.mark.law("9.7.3", "1.2")
def test_undo_is_refused_after_looking_under_a_ruin() -> None:
    s, text = terminal(two_vagabonds(), "vagabond2", ["explore", "undo"])
    assert "Cannot undo: hidden information came out since" in text
    assert s.actions[0] == "explore"


def test_undo_still_works_after_a_decision_that_revealed_nothing() -> None:
    s, text = terminal(strike_spot(), "vagabond", ["move 1", "undo"])
    assert "Undone: move 1" in text


# ----------------------------------------------------------------------------- 4: determinize asks again
def options_of(g: Game) -> list[str]:
    assert g.pending is not None
    return sorted(str(o) for o in g.pending.options)


@pytest.mark.law("9.7.3", "1.2")
@pytest.mark.parametrize("observer", [M, E, 2, 3])
def test_a_determinized_copy_asks_its_own_decision_during_an_exploration(observer: int) -> None:
    g = two_vagabonds()
    play(g, "explore")
    assert g.pending.seat == 3 and g.pending.kind == "explore_take"
    for k in range(40):
        d = g.determinize(observer, k)
        assert d.pending is not g.pending
        # the copy's decision is the one its own state asks (recomputed from the saved state)
        assert options_of(d) == options_of(Game.from_json(d.to_json()))
        assert {str(o) for o in d.pending.options} <= {f"take {it}" for it in d.ruin_items[5]} | {"take none"}
        for a in d.legal_actions():
            d.clone().apply(a)  # every legal action of the copy can be taken
        if observer == 3:  # he is looking at those items (9.7.3): they stay what they are
            assert sorted(d.ruin_items[5]) == ["boots", "sword"]
            assert options_of(d) == options_of(g)


# ----------------------------------------------------------------------------- 5: determinize keeps what is known
def known_ids(g: Game, observer: int, other: int) -> set[int]:
    """The cards ``observer`` knows went into ``other``'s hand or hidden cards: shown to
    everyone, seen in that hand (Codebreakers, Outrage), or seen going there (given, stolen,
    added to the supporters) — the ids behind the labels of ``observer``'s view."""
    me, f = g.factions[observer], g.factions[other]
    return set(f.shown) | set(me.seen.get(f.key, ())) | set(getattr(me, "known", {}).get(f.key, ()))


def check_knowledge_kept(g: Game, observer: int, copies: list[Game]) -> int:
    """Every card the observer knows to be in another player's hand or hidden cards is
    still there in every copy (while it truly is), and the observer's view is the same;
    the ruins whose items he saw (9.7.3) hold the same items. Returns how many facts were
    checked."""
    facts = 0
    view = g.view(observer)
    for d in copies:
        assert d.view(observer) == view
        for f in g.factions:
            if f.seat == observer:
                continue
            known_in = known_ids(g, observer, f.seat)
            df = d.factions[f.seat]
            for real, got in ((f.hand, df.hand), (f.secret_cards(), df.secret_cards())):
                pinned = known_in & set(real)
                facts += len(pinned)
                assert pinned <= set(got), (observer, f.key, sorted(pinned - set(got)))
        for c in getattr(g.factions[observer], "peeked", ()):
            facts += 1
            assert d.ruin_items[c] == g.ruin_items[c]
    return facts


MIXES = [["marquise", "alliance", "vagabond"], ["eyrie", "alliance", "vagabond"],
         ["marquise", "eyrie", "alliance", "vagabond", "vagabond2"],
         ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk"]]


@pytest.mark.law("1.2", "8.2.6", "9.7.3")
@pytest.mark.parametrize("mix", MIXES, ids=lambda m: "-".join(m))
def test_determinize_keeps_every_fact_the_observer_knows(mix: list[str]) -> None:
    facts = 0
    for seed in range(2):
        g = Game.new({"map": "autumn", "factions": mix}, 50 + seed)
        rng = Rng(seed)
        steps = 0
        while g.pending is not None and steps < 600:
            opts = g.legal_actions()
            g.apply(opts[rng.below(len(opts))])
            steps += 1
            if steps % 7 == 0 and g.pending is not None:
                s = rng.below(g.n)
                facts += check_knowledge_kept(g, s, [g.determinize(s, Rng(rng.next64())) for _ in range(3)])
    assert facts > 0  # the games did show cards to someone
