"""Hidden information (1.2) across the engine: what comes out when, and who may know it.

- ``Game.knowledge(seat)`` is the one place that says whether a seat learnt something hidden
  (a card, an item, a random outcome); the terminal's ``undo`` consults only it.
- ``Game.determinize(seat)`` keeps every fact ``seat`` knows and asks the copy's pending
  decision anew.
- The terminal's log tells each viewer only what that viewer may know.
"""

from __future__ import annotations

import io
import json
import re
from typing import Any

import pytest
from rich.console import Console

from tests.cli.test_play import Script
from woodland.cli import render
from woodland.cli.play import PlaySession
from woodland.cli.story import Narrator
from woodland.core.game import Game
from woodland.core.rng import Rng
from woodland.testing import play, position

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
    for seed in range(3):
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


# ----------------------------------------------------------------------------- 2: the log per viewer
def card_names_in(g: Game, line: str) -> set[str]:
    names = {c.label for c in g.deckdef.cards}
    return {nm for nm in names if re.search(r"(?<![\w-])" + re.escape(nm) + r"(?![\w(-])", line)}


def view_names(g: Game, seat: int) -> set[str]:
    """Every card name anywhere in ``seat``'s view."""
    names = {c.label for c in g.deckdef.cards}
    text = json.dumps(g.view(seat))
    return {nm for nm in names if json.dumps(nm) in text}


LOG_MIXES = [["marquise", "eyrie", "alliance", "vagabond"],
             ["marquise", "eyrie", "alliance", "vagabond", "lizard"],
             ["marquise", "eyrie", "alliance", "vagabond", "vagabond2", "riverfolk"],
             ["lizard", "riverfolk", "alliance", "vagabond2"]]


@pytest.mark.law("1.2", "A.10")
@pytest.mark.parametrize("mix", LOG_MIXES, ids=lambda m: "-".join(m))
def test_every_log_line_tells_a_viewer_only_cards_it_may_know(mix: list[str]) -> None:
    """No card name appears in a viewer's log unless that card was in the viewer's view
    just before or just after the action the line tells (so public when it happened, or
    seen by that viewer)."""
    checked = 0
    for seed in range(1):
        g = Game.new({"map": "autumn", "factions": mix}, 70 + seed)
        narrator = Narrator()
        narrator.reset(g)
        allowed: list[list[set[str]]] = []  # per entry, per viewer
        rng = Rng(seed)
        for i in range(200):
            if g.pending is None:
                break
            before = [view_names(g, s) for s in range(g.n)]
            a = g.legal_actions()[rng.below(len(g.legal_actions()))]
            n = len(narrator.entries)
            with narrator.action(i, g.pending.seat, str(a), g.turn):
                g.apply(a)
            now = [before[s] | view_names(g, s) for s in range(g.n)]
            allowed[n:] = [now] * (len(narrator.entries) - n)
        for e, ok in zip(narrator.entries, allowed):
            for v in range(g.n):
                line = render.log_text(e, v)
                leaked = card_names_in(g, line) - ok[v]
                assert not leaked, (v, line)
                checked += 1
    assert checked


@pytest.mark.law("A.10", "1.2")
@pytest.mark.parametrize("seed", range(4))
def test_cards_returned_face_down_in_advanced_setup_are_not_named_to_others(seed: int) -> None:
    """Not even to a player holding another copy of the card (seed 1: the Marquise and the
    Eyrie both hold a Brutal Tactics, and the Eyrie returns its copy)."""
    g = Game.new({"map": "autumn", "factions": ["marquise", "eyrie", "alliance", "vagabond", "lizard"],
                  "seating": "given"}, seed)
    narrator = Narrator()
    narrator.reset(g)
    i = 0
    returns = 0
    while g.pending is not None and g.phase == "setup":
        seat, a = g.pending.seat, g.legal_actions()[0]
        with narrator.action(i, seat, str(a), g.turn) as e:
            g.apply(a)
        i += 1
        if a.kind == "return":
            returns += 1
            assert str(a.args[0]) in render.log_text(e, seat)
            for v in range(g.n):
                if v != seat:
                    assert render.log_text(e, v).endswith("return <a card>"), (v, e)
    assert returns == 10  # A.10: five players put two cards each on the deck


# ----------------------------------------------------------------------------- 3: what the log tells
def told(g: Game, actions: list[str], viewer: int) -> list[str]:
    """The log lines ``viewer`` reads after ``actions`` are taken in ``g``."""
    narrator = Narrator()
    narrator.reset(g)
    for i, text in enumerate(actions):
        with narrator.action(i, g.pending.seat, text, g.turn):
            g.apply(text)
    return [render.log_text(e, viewer) for e in narrator.entries]


@pytest.mark.law("5.1.7")
def test_a_faction_setup_is_told_as_its_own_entry_not_under_the_previous_decision() -> None:
    g = Game.new({"map": "autumn", "factions": ["marquise", "eyrie"], "seating": "given"}, 3)
    lines = told(g, ["keep 1", "place sawmill 1", "place workshop 5", "place recruiter 10"], 0)
    assert lines[3] == "you: place recruiter 10 — in 10: marquise +recruiter"
    assert lines[4].startswith("eyrie's setup — in 3: eyrie +roost, eyrie +6w")


@pytest.mark.law("7.7")
def test_turmoil_is_named_in_the_log() -> None:
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "eyrie", "phase": "daylight"},
                  "clearings": {"1": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
                  "hands": {"eyrie": ["Sword"]}, "scores": {"eyrie": 7},
                  "eyrie": {"leader": "despot", "decree": {"recruit": ["Root Tea (mouse)", "Armorers"],
                                                            "move": ["Loyal Vizier"], "build": ["Loyal Vizier"]}}})
    lines = told(g, ["resolve", "resolve recruit mouse"], 0)
    turmoil = [x for x in lines if "Turmoil" in x]
    assert len(turmoil) == 1
    assert turmoil[0].startswith("eyrie's Turmoil (Law 7.7) — falls into turmoil")
    assert "eyrie −3 VP (now 4)" in turmoil[0]  # 7.7.1: two viziers and Armorers


@pytest.mark.law("8.2.6")
def test_an_outrage_with_no_matching_card_is_logged() -> None:
    g = position({"factions": ["marquise", "eyrie", "alliance"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"5": {"alliance": {"tokens": ["sympathy"]}}, "1": {"marquise": 3}},
                  "hands": {"marquise": ["Anvil"]}, "deck_top": ["Sword"]})
    lines = told(g, ["march", "move 1->5", "x2"], 1)
    assert any("Outrage in 5: marquise has no card matching rabbit (nor a bird) and shows its hand to alliance, "
               "who draws a supporter from the deck (Law 8.2.6)" in x for x in lines), lines
    assert not any("Sword" in x for x in lines)


@pytest.mark.law("8.2.3")
def test_a_card_discarded_at_the_supporter_limit_is_logged_as_discarded() -> None:
    five = ["Sword", "Travel Gear (fox)", "Smuggler's Trail", "Root Tea (mouse)", "Arms Trader"]
    g = position({"factions": ["marquise", "eyrie", "alliance"], "turn": {"player": "alliance", "phase": "daylight"},
                  "hands": {"alliance": ["Anvil", "Bake Sale"]}, "alliance": {"supporters": five}})
    for viewer in (0, 2):
        line = told(g.clone(), ["mobilize Anvil"], viewer)[-1]
        assert "Anvil discarded: alliance's Supporters stack holds five cards without a base (Law 8.2.3.I)" in line
        assert "adds a card to the Supporters stack" not in line
    # a card that does go onto the stack stays hidden from the others
    g2 = position({"factions": ["marquise", "eyrie", "alliance"], "turn": {"player": "alliance", "phase": "daylight"},
                   "hands": {"alliance": ["Anvil", "Bake Sale"]}})
    line = told(g2, ["mobilize Anvil"], 0)[-1]
    assert "Anvil" not in line and "adds a card to the Supporters stack" in line


@pytest.mark.law("V.2.2", "1.2")
def test_a_card_taken_from_the_discard_pile_by_day_labor_stays_known_to_everyone() -> None:
    g = position({"factions": ["marquise", "eyrie", "vagabond"], "turn": {"player": "vagabond", "phase": "daylight"},
                  "hands": {"marquise": [], "eyrie": ["Sword", "Bake Sale"], "vagabond": ["Investments"]},
                  "discard": ["Anvil", "Root Tea (mouse)"],
                  "vagabond": {"character": "tinker", "clearing": 8, "items": ["torch", "boots"]}}, strict=False)
    play(g, "labor Anvil")
    assert g.view(M)["players"][2]["shown"] == ["Anvil"]
    for k in range(20):
        d = g.determinize(M, k)
        assert "Anvil" in [d.deckdef.cards[c].label for c in d.factions[2].hand]


def hidden_labels(g: Game, seat: int) -> list[str]:
    f = g.factions[seat]
    return sorted(g.deckdef.cards[c].label for c in f.hand + f.secret_cards())


@pytest.mark.law("1.2")
def test_determinize_keeps_a_hand_seen_by_codebreakers() -> None:
    g = position({"factions": ["marquise", "eyrie"], "ruins": [], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"1": {"marquise": 1}}, "crafted": {"marquise": ["Codebreakers"]},
                  "hands": {"eyrie": ["Anvil", "Ambush (bird)", "Sappers"]}})
    before = g.knowledge(M)
    play(g, "use Codebreakers eyrie")
    assert g.knowledge(M) != before  # the Marquise learnt a hidden hand
    for k in range(20):
        assert hidden_labels(g.determinize(M, k), E) == ["Ambush (bird)", "Anvil", "Sappers"]


@pytest.mark.law("8.2.6", "1.2")
def test_determinize_keeps_the_card_the_observer_gave_by_outrage() -> None:
    g = position({"factions": ["marquise", "eyrie", "alliance"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"5": {"alliance": {"tokens": ["sympathy"]}}, "1": {"marquise": 3}},
                  "hands": {"marquise": ["Bake Sale", "Anvil"], "alliance": ["Sword"]},
                  "alliance": {"supporters": ["Investments"]}})
    play(g, "march", "move 1->5", "x2", "outrage \"Bake Sale\"")
    assert g.view(M)["players"][M]["known"] == {"alliance": ["Bake Sale"]}
    for k in range(20):
        d = g.determinize(M, k)
        assert "Bake Sale" in [d.deckdef.cards[c].label for c in d.factions[AL].supporters]
    # the Alliance's copies know nothing the Marquise learnt, and the Eyrie's redraw the card
    assert any("Bake Sale" not in hidden_labels(g.determinize(E, k), AL) for k in range(20))


@pytest.mark.law("V.1.2", "1.2")
def test_determinize_keeps_a_stolen_card_for_the_player_robbed() -> None:
    g = position({"factions": ["marquise", "eyrie", "vagabond"], "turn": {"player": "vagabond", "phase": "daylight"},
                  "clearings": {"8": {"eyrie": 1}, "1": {"marquise": 1}},
                  "hands": {"eyrie": ["Anvil"], "marquise": ["Sappers"], "vagabond": ["Bake Sale"]},
                  "vagabond": {"character": "thief", "clearing": 8, "items": ["torch", "boots"]}}, strict=False)
    play(g, "steal eyrie")
    assert g.view(E)["players"][E]["known"] == {"vagabond": ["Anvil"]}
    for k in range(20):
        assert hidden_labels(g.determinize(E, k), 2) == ["Anvil", "Bake Sale"]
