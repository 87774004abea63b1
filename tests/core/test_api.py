"""The library contract: action text round trips, illegal actions, bad input naming the
field, results, determinism, and copies made for hidden information.

Positions are on the Autumn map (1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; corners 1-3 and 2-4 opposite).
"""

from __future__ import annotations

import copy
import json
from typing import Any, Callable

import pytest

from woodland import A, Action, ActionSyntaxError, BadInput, Game, IllegalAction, Rng, WoodlandError, parse_action
from woodland.sim import play_game
from woodland.testing import options, position

TWO = {"map": "autumn", "factions": ["marquise", "eyrie"], "seating": "given"}
SETUPS = [
    {"map": "autumn", "factions": ["marquise", "eyrie"]},
    {"map": "winter", "factions": ["marquise", "eyrie"]},
    {"map": "autumn", "factions": ["marquise", "eyrie", "alliance", "vagabond"]},
    {"map": "winter", "factions": ["alliance", "vagabond", "eyrie"]},
]


def random_game(setup: dict[str, Any], seed: int, on_step: Callable[[Game], None] | None = None,
                max_steps: int = 3000) -> Game:
    """Random legal actions from a new game; ``on_step`` sees every state asked about."""
    g = Game.new(setup, seed)
    rng = Rng(seed + 99)
    for _ in range(max_steps):
        if g.pending is None:
            break
        if on_step is not None:
            on_step(g)
        opts = g.legal_actions()
        g.apply(opts[rng.below(len(opts))])
    return g


def mid_game(seed: int = 5, turns: int = 3) -> Game:
    """A Marquise-Eyrie game (Marquise in seat 0) played at random up to turn ``turns``."""
    g = Game.new(TWO, seed)
    rng = Rng(seed)
    while g.turn < turns:
        opts = g.legal_actions()
        g.apply(opts[rng.below(len(opts))])
    return g


def snapshot(g: Game) -> tuple[str, str, Any]:
    p = g.pending
    return g.fingerprint(), json.dumps(g.to_json(), sort_keys=True), (p.seat, p.kind, options(g)) if p else None


# ----------------------------------------------------------------------------- action text
def test_every_legal_action_text_parses_back_to_the_same_action() -> None:
    seen: set[str] = set()

    def check(g: Game) -> None:
        for o in g.legal_actions():
            text = str(o)
            assert "\n" not in text and text == text.strip()
            assert parse_action(text) == o, text
            assert g.parse(text) == o, text
            seen.add(text.split(" ")[0])

    for i, setup in enumerate(SETUPS):
        random_game(setup, 40 + i, check, max_steps=600)
    # the games went through many kinds of decision, quoted labels and moves included
    assert {"keep", "move", "craft", "battle", "decree", "pass"} <= seen
    assert len(seen) >= 25


@pytest.mark.parametrize("action", [
    A("move", 5, 10), A("count", 3), A("battle", 5, "eyrie"), A("craft", "Root Tea (fox)"),
    A("craft", "Smuggler's Trail"), A("use", "Stand and Deliver!", "marquise"), A("discard", "Mouse-in-a-Sack"),
    A("decree", "Ambush (bird)", "battle"), A("resolve", "battle", "fox"), A("end"), A("slip", "F3"),
])
def test_action_text_round_trip_for_each_argument_form(action: Action) -> None:
    assert parse_action(str(action)) == action
    assert repr(action) == f"Action({str(action)!r})"


def test_action_text_forms_are_the_documented_ones() -> None:
    assert str(A("move", 5, 10)) == "move 5->10"
    assert str(A("count", 3)) == "x3"
    assert str(A("craft", "Root Tea (fox)")) == 'craft "Root Tea (fox)"'
    assert str(A("battle", 5, "eyrie")) == "battle 5 eyrie"
    assert parse_action("  battle   5 eyrie ") == A("battle", 5, "eyrie")


def test_parse_forgives_case_and_clearing_names() -> None:
    g = Game.new(TWO, 1)
    assert options(g) == ["keep 1", "keep 2", "keep 3", "keep 4"]
    assert g.parse("KEEP 1") == A("keep", 1)
    assert g.parse("keep Hill") == A("keep", 1)  # Autumn clearing 1 is Hill
    assert g.parse("keep quarry") == A("keep", 2)


def test_parse_forgives_case_for_every_legal_action() -> None:
    """Game.parse: "case and clearing names are forgiven" - for every kind of action."""
    bad: list[str] = []

    def check(g: Game) -> None:
        for o in g.legal_actions():
            for text in (str(o).upper(), str(o).title()):
                try:
                    if g.parse(text) != o:
                        bad.append(text)
                except WoodlandError:
                    bad.append(text)

    random_game(SETUPS[0], 7, check, max_steps=300)
    assert not bad, sorted(set(bad))[:10]


#: the Marquise's Daylight with warriors in Hill (1) and Beach (10): a move is behind "march"
MARCH_SPOT = {"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
              "clearings": {"10": {"marquise": {"warriors": 3}}, "1": {"marquise": {"warriors": 2, "tokens": ["keep"]}},
                            "9": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}}}


def test_action_text_as_the_log_writes_it_is_one_grammar_for_parse_and_explain() -> None:
    """`move 10->12 x2` (a move and its count, as the log prints them) and clearing names in
    a move read the same in Game.parse_steps, the oracle and the terminal."""
    from woodland.oracle import explain

    g = position(MARCH_SPOT)
    assert g.parse_steps("move 10->12 x2") == [A("move", 10, 12), A("count", 2)]
    assert g.parse_steps("MOVE Hill->dune") == [A("move", 1, 9)]
    assert g.parse_steps("move hill -> dune X2") == [A("move", 1, 9), A("count", 2)]
    assert g.parse("battle dune eyrie") == A("battle", 9, "eyrie")
    for text in ("move 10->12 x2", "move hill->dune", "Move Beach->Glade x3"):
        e = explain(g, text)
        assert e.legal, (text, e.reason)
    assert explain(g, "move hill->dune x2").steps == ["march", "move 1->9", "x2"]
    # one action only where one is meant; a name that is no clearing is refused by the rules
    with pytest.raises(ActionSyntaxError, match="two steps"):
        g.parse("move 10->12 x2")
    assert "no clearing" in explain(g, "move hill->nowhere").reason


def test_card_names_with_an_apostrophe_need_no_quotes() -> None:
    spec = copy.deepcopy(MARCH_SPOT)
    spec["hands"] = {"marquise": ["Smuggler's Trail"]}
    spec["clearings"]["2"] = {"marquise": {"buildings": ["workshop"]}}
    g = position(spec)
    assert g.parse("craft Smuggler's Trail") == A("craft", "Smuggler's Trail")
    assert g.parse('CRAFT "smuggler\'s trail"') == A("craft", "Smuggler's Trail")


@pytest.mark.parametrize("text, token", [
    ('craft "Root Tea', 'craft "Root Tea'),  # unbalanced quote
    ("", ""),
    ("   ", ""),
    ("5 move", "5"),
    ("move a->b", "a->b"),
    ("move 1->", "1->"),
    ("->", "->"),
])
def test_text_that_does_not_parse_raises_action_syntax_error(text: str, token: str) -> None:
    with pytest.raises(ActionSyntaxError) as e:
        parse_action(text)
    assert e.value.token == token
    assert "cannot parse action" in str(e.value) and "\n" not in str(e.value)
    assert isinstance(e.value, WoodlandError)


def test_non_string_action_text_raises_action_syntax_error() -> None:
    with pytest.raises(ActionSyntaxError):
        parse_action(5)  # type: ignore[arg-type]
    with pytest.raises(ActionSyntaxError):
        parse_action(None)  # type: ignore[arg-type]


def test_apply_of_unparsable_text_raises_syntax_error_and_changes_nothing() -> None:
    g = mid_game()
    before = snapshot(g)
    with pytest.raises(ActionSyntaxError):
        g.apply('craft "Sword')
    assert snapshot(g) == before


# ----------------------------------------------------------------------------- illegal actions
@pytest.mark.parametrize("action", [
    "keep 5",              # right kind, not a corner (6.3.2)
    "keep 13",             # no such clearing
    "battle 1 eyrie",      # another kind of decision
    "dance",               # no such action at all
    A("keep", "1"),        # the argument must be the number 1, not the text
    A("keep", 1, 2),
])
def test_illegal_action_raises_with_a_reason_and_changes_nothing(action: Any) -> None:
    g = Game.new(TWO, 3)
    assert g.pending.kind == "setup_keep"
    before = snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    assert e.value.reason and "\n" not in str(e.value)
    assert e.value.rules == [g.pending.rule] == ["6.3.2"]
    assert "6.3.2" in str(e.value)
    assert snapshot(g) == before
    g.apply("keep 1")  # the game goes on
    assert g.pending.kind != "setup_keep"


def test_illegal_action_mid_game_changes_nothing() -> None:
    g = mid_game()
    for text in ("keep 1", "move 1->12", "battle 12 alliance", 'craft "Royal Claim"', "x99", "resolve"):
        before = snapshot(g)
        if text in options(g):
            continue
        with pytest.raises(IllegalAction) as e:
            g.apply(text)
        assert e.value.reason
        assert snapshot(g) == before, text


def test_illegal_action_names_who_must_decide_what() -> None:
    g = Game.new(TWO, 3)
    with pytest.raises(IllegalAction) as e:
        g.apply("battle 1 eyrie")
    assert "marquise" in e.value.reason and "setup_keep" in e.value.reason


def test_no_action_is_legal_once_the_game_is_over() -> None:
    g = random_game(SETUPS[0], 3)
    assert g.over and g.pending is None and g.legal_actions() == []
    before = g.fingerprint()
    with pytest.raises(IllegalAction) as e:
        g.apply("pass")
    assert "over" in str(e.value)
    assert g.fingerprint() == before


# ----------------------------------------------------------------------------- Game.new bad input
@pytest.mark.parametrize("setup, seed, field", [
    ({"map": "autumn", "factions": ["marquise", "lizards"]}, 1, "setup.factions[1]"),
    ({"map": "mars", "factions": ["marquise", "eyrie"]}, 1, "setup.map"),
    ({"map": 5, "factions": ["marquise", "eyrie"]}, 1, "setup.map"),
    ({"deck": "homeland", "factions": ["marquise", "eyrie"]}, 1, "setup.deck"),
    ({"factions": ["marquise"]}, 1, "setup.factions"),
    ({"factions": ["marquise", "eyrie", "alliance", "vagabond", "marquise"]}, 1, "setup.factions"),
    ({"factions": ["marquise", "marquise"]}, 1, "setup.factions"),
    ({"factions": [1, 2]}, 1, "setup.factions"),
    ({"factions": ["marquise", "eyrie"], "seating": "alphabetical"}, 1, "setup.seating"),
    ({"factions": ["marquise", "eyrie"], "players": 2}, 1, "setup.players"),
    ("autumn", 1, "setup"),
    ({"factions": ["marquise", "eyrie"]}, "1", "seed"),
    ({"factions": ["marquise", "eyrie"]}, 1.5, "seed"),
    ({"factions": ["marquise", "eyrie"]}, True, "seed"),
])
def test_game_new_with_bad_input_raises_bad_input_naming_the_field(setup: Any, seed: Any, field: str) -> None:
    with pytest.raises(BadInput) as e:
        Game.new(setup, seed)
    assert e.value.field == field
    assert str(e.value).startswith(field + ": ") and "\n" not in str(e.value)


def test_unknown_faction_error_lists_the_known_ones() -> None:
    with pytest.raises(BadInput) as e:
        Game.new({"factions": ["marquise", "lizards"]}, 1)
    assert "'lizards'" in str(e.value)
    for k in ("marquise", "eyrie", "alliance", "vagabond"):
        assert k in str(e.value)


def test_factions_may_be_given_as_comma_separated_text() -> None:
    g = Game.new({"factions": "marquise, eyrie", "seating": "given"}, 1)
    assert [f.key for f in g.factions] == ["marquise", "eyrie"]


# ----------------------------------------------------------------------------- from_json bad input
def base_json() -> dict[str, Any]:
    g = position({
        "factions": ["marquise", "eyrie"],
        "turn": {"player": "marquise", "phase": "daylight"},
        "clearings": {"1": {"marquise": {"warriors": 3, "buildings": ["sawmill"], "tokens": ["keep", "wood"]}},
                      "3": {"eyrie": {"warriors": 4, "buildings": ["roost"]}}},
        "hands": {"marquise": ["Ambush (fox)", "Sword"], "eyrie": ["Armorers", "Root Tea (fox)"]},
        "eyrie": {"leader": "despot", "decree": {"recruit": ["Loyal Vizier"], "move": ["Loyal Vizier"],
                                                  "battle": ["Ambush (mouse)"]}},
        "discard": ["Anvil"],
    })
    d = json.loads(json.dumps(g.to_json()))
    Game.from_json(copy.deepcopy(d))  # unchanged data loads
    return d


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def f(d: dict[str, Any]) -> None:
        for k in path[:-1]:
            d = d[k]
        d[path[-1]] = value
    return f


def _del(path: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
    def f(d: dict[str, Any]) -> None:
        for k in path[:-1]:
            d = d[k]
        del d[path[-1]]
    return f


def _dup(src: tuple[Any, ...], dst: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
    """Put the first card of ``src`` into the list at ``dst`` too."""
    def f(d: dict[str, Any]) -> None:
        s = d
        for k in src:
            s = s[k]
        t = d
        for k in dst:
            t = t[k]
        t.append(s[0])
    return f


MALFORMED = [
    # wrong type
    ("warriors not a list", _set(("warriors",), "abc"), "warriors"),
    ("warrior count a float", _set(("warriors", 3), 1.0), "warriors[3]"),
    ("score as text", _set(("factions", 0, "score"), "ten"), "factions[0].score"),
    ("hand not a list", _set(("factions", 0, "hand"), "Sword"), "factions[0].hand"),
    ("card id as text", _set(("factions", 0, "hand", 0), "Sword"), "factions[0].hand[0]"),
    ("Decree as text", _set(("factions", 1, "decree"), "battle"), "factions[1].decree"),
    ("stack not a list", _set(("stack",), {}), "stack"),
    ("result a list", _set(("result",), [1]), "result"),
    ("rng as text", _set(("rng",), "x"), "rng"),
    ("the whole game a list", None, "game"),
    # missing field
    ("deck missing", _del(("deck",)), "deck"),
    ("stack missing", _del(("stack",)), "stack"),
    ("a faction's hand missing", _del(("factions", 0, "hand")), "factions[0].hand"),
    ("a frame's step missing", _del(("stack", 0, "step")), "stack.Turn.step"),
    ("a frame's step is not a name", _set(("stack", 1, "step"), {}), "stack.MarquiseDaylight.step"),
    ("a piece without its kind", _set(("buildings", 0, 0), [0]), "buildings[0][0]"),
    # card duplicated
    ("deck card also in discard", _dup(("deck",), ("discard",)), "discard[1]"),
    ("deck card also in a hand", _dup(("deck",), ("factions", 0, "hand")), "factions[0].hand[2]"),
    ("hand card also in the Decree", _dup(("factions", 0, "hand"), ("factions", 1, "decree", "build")),
     "factions[1]"),
    ("hand card also in a play area", _dup(("factions", 1, "hand"), ("factions", 1, "play_area")),
     "factions[1].play_area[0]"),
    # out of range
    ("seat 7 owns a building", _set(("buildings", 5), [[7, "sawmill"]]), "buildings[5][0][0]"),
    ("seat 9 owns a token", _set(("tokens", 5), [[9, "wood"]]), "tokens[5][0][0]"),
    ("current player 5", _set(("current",), 5), "current"),
    ("current player -1", _set(("current",), -1), "current"),
    ("factions out of seat order", lambda d: d.__setitem__("factions", d["factions"][::-1]), "factions[0].seat"),
    ("negative warriors", _set(("warriors", 3), -1), "warriors[3]"),
    ("card id 999", lambda d: d["deck"].append(999), "deck["),
    ("negative item supply", _set(("items", "bag"), -1), "items.bag"),
    ("unknown phase", _set(("phase",), "night"), "phase"),
    ("unknown format", _set(("format",), 2), "format"),
    ("unknown faction", _set(("factions", 0, "faction"), "lizards"), "factions[0].faction"),
    ("unknown frame", lambda d: d["stack"].append({"frame": "Nope"}), "stack.frame"),
    ("unknown map", _set(("setup", "map"), "mars"), "setup.map"),
]


@pytest.mark.parametrize("name, mutate, field", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_from_json_with_malformed_data_raises_bad_input_naming_the_field(
        name: str, mutate: Callable[[dict[str, Any]], None] | None, field: str) -> None:
    d: Any = base_json()
    if mutate is None:
        d = [d]
    else:
        mutate(d)
    with pytest.raises(BadInput) as e:
        Game.from_json(d)
    assert e.value.field.startswith(field), (e.value.field, str(e.value))
    assert "\n" not in str(e.value)


# Data whose values break the game or its invariants (1.5.1 limits, every card in one
# place): each must be refused at load time. Without that the engine crashes on such data
# (a TypeError inside from_json, or an IndexError/KeyError/TypeError some actions later)
# or plays on with pieces or cards that do not exist.
INCONSISTENT = [
    ("a faction's hand is null", _set(("factions", 0, "hand"), None), "factions[0].hand"),
    ("a score is null", _set(("factions", 0, "score"), None), "factions[0].score"),
    ("an event is a number", _set(("events",), [5]), "events"),
    ("dominance card id 999", _set(("factions", 0, "dominance"), 999), "factions[0].dominance"),
    ("a building kind missing from the supply", _del(("factions", 0, "bsupply", "workshop")),
     "factions[0].bsupply"),
    ("the Turn frame's seat is 9", _set(("stack", 0, "seat"), 9), "stack"),
    ("negative warrior supply", _set(("factions", 0, "supply"), -3), "factions[0].supply"),
]


@pytest.mark.parametrize("name, mutate, field", INCONSISTENT, ids=[m[0] for m in INCONSISTENT])
def test_from_json_refuses_values_that_would_break_the_game(
        name: str, mutate: Callable[[dict[str, Any]], None], field: str) -> None:
    d = base_json()
    mutate(d)
    with pytest.raises(BadInput) as e:
        Game.from_json(d)
    assert e.value.field.startswith(field), (e.value.field, str(e.value))


def test_from_json_refuses_a_lost_card() -> None:
    """Every card is in exactly one place: a card missing from everywhere is refused too."""
    d = base_json()
    d["deck"].pop()
    with pytest.raises(BadInput):
        Game.from_json(d)


def test_from_json_of_random_mutations_raises_bad_input_or_loads() -> None:
    """Random damage to saved games never escapes as anything but BadInput."""
    states: list[dict[str, Any]] = []

    def keep(g: Game) -> None:
        if g.steps % 23 == 5:
            states.append(json.loads(json.dumps(g.to_json())))

    random_game(SETUPS[2], 12, keep, max_steps=500)
    rng = Rng(2024)
    values: list[Any] = [None, -1, 999, "x", [], {}, 1.5, True, [[1]], [0, "x"], 3]
    crashes: list[str] = []
    for _ in range(1500):
        d = copy.deepcopy(states[rng.below(len(states))])
        # a random path into the data
        node: Any = d
        path: list[Any] = []
        while True:
            keys = list(node) if isinstance(node, dict) else list(range(len(node))) if isinstance(node, list) else []
            if not keys:
                break
            k = keys[rng.below(len(keys))]
            if not isinstance(node[k], (dict, list)) or rng.below(3) == 0:
                if isinstance(node, dict) and rng.below(4) == 0:
                    del node[k]
                else:
                    node[k] = values[rng.below(len(values))]
                path.append(k)
                break
            path.append(k)
            node = node[k]
        try:
            Game.from_json(d)
        except BadInput:
            pass
        except Exception as e:  # noqa: BLE001 - the point is to catch anything else
            crashes.append(f"{'/'.join(map(str, path))}: {type(e).__name__}: {e}")
    assert not crashes, crashes[:5]


# ----------------------------------------------------------------------------- result
def test_result_fields_once_a_game_is_over_by_score() -> None:
    g = random_game(SETUPS[0], 21)
    res = g.result
    assert g.over and g.pending is None
    assert set(res) >= {"winners", "winner_seats", "reason", "scores", "turns"}
    keys = [f.key for f in g.factions]
    assert res["reason"] == "score"
    assert res["winners"] == [keys[s] for s in res["winner_seats"]] and len(res["winners"]) == 1
    assert res["scores"] == {f.key: f.score for f in g.factions}
    assert res["scores"][res["winners"][0]] >= 30
    assert res["turns"] == g.turn > 0
    json.dumps(res)
    assert g.view(0)["result"] == res and g.view(1)["result"] == res


def test_result_fields_when_a_dominance_card_wins() -> None:
    # The Marquise activated Fox Dominance and rules three fox clearings (1, 6, 8) at the
    # start of her Birdsong: she wins at once (3.3.1).
    g = position({
        "factions": ["marquise", "eyrie"],
        "turn": {"player": "marquise", "phase": "birdsong"},
        "clearings": {"1": {"marquise": 2}, "6": {"marquise": 1}, "8": {"marquise": 1},
                      "3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        "crafted": {"marquise": ["Fox Dominance"]},
        "scores": {"marquise": 12, "eyrie": 20},
    })
    assert g.over and g.pending is None and g.legal_actions() == []
    assert g.result["reason"] == "dominance"
    assert g.result["winners"] == ["marquise"] and g.result["winner_seats"] == [0]
    assert g.result["scores"] == {"marquise": 12, "eyrie": 20}


def test_play_game_record_carries_the_result() -> None:
    rec = play_game(SETUPS[1], 8)
    assert rec["result"] is not None and rec["unfinished"] is False
    assert rec["result"]["turns"] == rec["turns"]
    assert len(rec["hashes"]) == len(rec["actions"])


# ----------------------------------------------------------------------------- determinism
def test_same_setup_seed_and_actions_give_the_same_fingerprints() -> None:
    for setup in SETUPS:
        a = Game.new(setup, 77)
        b = Game.new(setup, 77)
        rng = Rng(5)
        for _ in range(400):
            assert a.fingerprint() == b.fingerprint()
            assert options(a) == options(b)
            if a.pending is None:
                break
            text = str(a.legal_actions()[rng.below(len(a.legal_actions()))])
            a.apply(text)
            b.apply(text)
        assert a.to_json() == b.to_json()


def test_different_seeds_give_different_games() -> None:
    prints = {Game.new(SETUPS[1], s).to_json()["deck"].__repr__() for s in range(6)}
    assert len(prints) == 6


def test_bot_games_are_reproducible() -> None:
    assert play_game(SETUPS[2], 4, max_turns=40) == play_game(SETUPS[2], 4, max_turns=40)


def test_clone_and_json_copy_play_on_identically_including_dice() -> None:
    g = mid_game(seed=9, turns=4)
    c = g.clone()
    j = Game.from_json(json.loads(json.dumps(g.to_json())))
    rng = Rng(1)
    for _ in range(300):
        if g.pending is None:
            break
        a = g.legal_actions()[rng.below(len(g.legal_actions()))]
        for x in (g, c, j):
            x.apply(a)
        assert g.fingerprint() == c.fingerprint() == j.fingerprint()


def test_clone_is_independent() -> None:
    g = mid_game(seed=9, turns=4)
    before = snapshot(g)
    c = g.clone()
    c.apply(c.legal_actions()[0])
    c.factions[0].hand.append(-5)
    c.deck.clear()
    assert snapshot(g) == before


# ----------------------------------------------------------------------------- hidden information
def test_view_shows_only_own_hand() -> None:
    g = mid_game()
    for s in range(g.n):
        v = g.view(s)
        json.dumps(v)
        mine = [p for p in v["players"] if p["seat"] == s]
        others = [p for p in v["players"] if p["seat"] != s]
        assert mine[0]["hand"] == sorted(g.card(c).label for c in g.factions[s].hand)
        assert all("hand" not in p for p in others)
        assert all(p["hand_count"] == len(g.factions[p["seat"]].hand) for p in v["players"])
        assert "deck" not in v or isinstance(v["deck"], str)  # the deck's name, never its order
        assert v["deck_count"] == len(g.deck)


def test_determinize_redraws_hidden_cards_and_keeps_the_view() -> None:
    g = mid_game()
    me, other = g.pending.seat, 1 - g.pending.seat
    changed = 0
    for k in range(10):
        d = g.determinize(me, Rng(k))
        assert d.view(me) == g.view(me)
        assert d.factions[me].hand == g.factions[me].hand
        assert len(d.factions[other].hand) == len(g.factions[other].hand)
        assert sorted(d.deck + d.factions[other].hand) == sorted(g.deck + g.factions[other].hand)
        changed += d.factions[other].hand != g.factions[other].hand
        # the copy is a game of its own: the deciding seat's options can be played
        for o in d.legal_actions():
            d.clone().apply(o)
    assert changed >= 5


def test_determinize_for_a_seat_that_is_not_deciding_gives_a_playable_game() -> None:
    """A determinized copy is a game: every legal action of it can be applied, even when
    the decision belongs to a player whose hand was redrawn."""
    failures: list[str] = []

    def check(g: Game) -> None:
        if len(failures) >= 5 or g.steps % 3:
            return
        p = g.pending
        for s in range(g.n):
            if s == p.seat:
                continue
            d = g.determinize(s, Rng(g.steps))
            for o in d.legal_actions():
                try:
                    d.clone().apply(o)
                except IllegalAction:
                    pass
                except Exception as e:  # noqa: BLE001
                    failures.append(f"step {g.steps} {p.kind} '{o}': {type(e).__name__}: {e}")
                    return

    random_game(SETUPS[0], 2, check, max_steps=400)
    assert not failures, failures


@pytest.mark.law("1.2.1")
def test_whether_a_player_is_asked_does_not_reveal_the_cards_in_their_hand() -> None:
    """1.2.1: only the number of cards in a hand is public. Two positions that differ only
    in the Eyrie's one hidden card must look the same to the Marquise: here Anvil can be
    crafted with the roost in fox clearing 1 and Sappers (mouse) cannot, so skipping the
    craft question when there is nothing to craft tells the Marquise which it is
    (Decision.keep exists to avoid exactly this)."""

    def eyrie_daylight(card: str) -> Game:
        return position({
            "factions": ["marquise", "eyrie"],
            "turn": {"player": "eyrie", "phase": "daylight"},
            "clearings": {"1": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
                          "3": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["keep"]}}},
            "hands": {"eyrie": [card], "marquise": ["Sword"]},
        })

    can, cannot = eyrie_daylight("Anvil"), eyrie_daylight("Sappers")
    assert "craft Anvil" in options(can)
    assert can.view(0) == cannot.view(0)


# ----------------------------------------------------------------------------- hidden cards (1.2.1)
# A decision whose options come from cards a player keeps hidden (hand, Alliance supporters)
# is asked even with a single option while that player holds any hidden card, so that being
# asked or not tells the others nothing; with no hidden card it is answered by itself.
# Each test below checks, for one kind of decision: (a) the single-option question is asked;
# (b) two positions differing only in the hidden cards (one with a real choice, one with a
# single option) look the same to another player at that question; (c) where the decision
# can arise with no hidden card at all, it is not asked then.
VIZIER = "Loyal Vizier"


def asked_alone(g: Game, seat: int, kind: str, option: str) -> None:
    """``seat`` is asked ``kind`` with ``option`` as its one option."""
    p = g.pending
    assert p is not None and (p.seat, p.kind) == (seat, kind), p
    assert options(g) == [option]


def hidden_spec(factions: list[str], player: str, phase: str, **kw: Any) -> dict[str, Any]:
    return {"factions": factions, "turn": {"player": player, "phase": phase}, **kw}


def play_(g: Game, *texts: str) -> Game:
    for t in texts:
        g.apply(t)
    return g


@pytest.mark.law("1.2.1", "6.5")
def test_1_2_1_marquise_daylight_with_only_end_is_asked_while_she_holds_cards() -> None:
    # The Marquise has only her keep: no action is possible. A mouse card gives her nothing
    # to do (no workshop); a bird card would buy an extra action.
    def marquise(hand: list[str]) -> Game:
        return position(hidden_spec(["marquise", "eyrie"], "marquise", "daylight",
                                    clearings={"3": {"marquise": {"tokens": ["keep"]}},
                                               "1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                                    hands={"marquise": hand, "eyrie": ["Sword"]}))

    g = marquise(["Investments"])
    asked_alone(g, 0, "daylight", "end")
    rich = marquise(["Crossbow (bird)"])
    assert set(options(rich)) == {'extra "Crossbow (bird)"', "end"}
    assert g.view(1) == rich.view(1)
    # with no card in hand the Daylight ends by itself: the turn passes to the Eyrie
    g = marquise([])
    assert g.current == 1 and g.pending.seat == 1


@pytest.mark.law("1.2.1", "6.5.5")
def test_1_2_1_overwork_spend_with_one_matching_card_is_asked() -> None:
    def marquise(hand: list[str]) -> Game:
        return position(hidden_spec(["marquise", "eyrie"], "marquise", "daylight",
                                    clearings={"1": {"marquise": {"buildings": ["sawmill"]}},
                                               "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                                    hands={"marquise": hand}))

    g = play_(marquise(["Anvil", "Investments"]), "overwork 1")
    asked_alone(g, 0, "spend", "spend Anvil")
    rich = play_(marquise(["Anvil", "Foxfolk Steel"]), "overwork 1")
    assert set(options(rich)) == {"spend Anvil", 'spend "Foxfolk Steel"'}
    assert g.view(1) == rich.view(1)
    g.apply("spend Anvil")
    assert g.tokens[0] == ((0, "wood"),)
    # no matching card (or no card): Overwork is not offered at all, so nothing is asked
    assert "overwork 1" not in options(marquise(["Investments"]))
    assert marquise([]).current == 1


def eyrie_daylight(hand: list[str], **kw: Any) -> Game:
    """Eyrie (Builder) Daylight, one roost in fox 1; a Decree of the two viziers."""
    return position(hidden_spec(["marquise", "eyrie"], "eyrie", "daylight",
                                clearings={"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                                           "3": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
                                hands={"eyrie": hand, "marquise": ["Sword"]},
                                eyrie={"leader": "builder", "decree": {"recruit": [VIZIER], "move": [VIZIER]}},
                                **kw))


@pytest.mark.law("1.2.1", "7.5.1")
def test_1_2_1_eyrie_craft_step_with_nothing_to_craft_is_asked_while_it_holds_cards() -> None:
    # Investments (rabbit cost) cannot be crafted with a fox roost; Anvil (fox) can
    g = eyrie_daylight(["Investments"])
    asked_alone(g, 1, "craft", "resolve")
    rich = eyrie_daylight(["Anvil"])
    assert set(options(rich)) == {"craft Anvil", "resolve"}
    assert g.view(0) == rich.view(0)
    # with an empty hand neither the craft step nor the single-option Decree step is asked:
    # the vizier's recruit in 1 (the only roost) happens at once
    g = eyrie_daylight([])
    assert g.pending.kind not in ("craft", "decree")
    assert g.warriors[0 * g.n + 1] == 2


@pytest.mark.law("1.2.1", "7.5.2")
def test_1_2_1_eyrie_decree_resolve_step_with_one_option_is_asked_while_it_holds_cards() -> None:
    # Fox Dominance is available: Anvil (fox) could take it in Daylight, Investments (mouse) not
    g = play_(eyrie_daylight(["Investments"], available=["Fox Dominance"]), "resolve")
    asked_alone(g, 1, "decree", "resolve recruit bird")
    rich = play_(eyrie_daylight(["Anvil"], available=["Fox Dominance"]), "resolve")
    assert set(options(rich)) == {"resolve recruit bird", 'take "Fox Dominance"'}
    assert g.view(0) == rich.view(0)
    g.apply("resolve recruit bird")
    assert g.warriors[0 * g.n + 1] == 2


@pytest.mark.law("1.2.1", "7.4.2")
def test_1_2_1_second_decree_card_with_only_done_is_asked_while_the_eyrie_holds_cards() -> None:
    def eyrie(hand: list[str]) -> Game:
        g = position(hidden_spec(["marquise", "eyrie"], "eyrie", "birdsong",
                                 clearings={"1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                                            "3": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
                                 hands={"eyrie": hand, "marquise": ["Sword"]},
                                 eyrie={"leader": "builder"}))
        assert g.pending.kind == "decree" and g.pending.seat == 1
        return play_(g, "decree Armorers build")

    # after a bird card only a non-bird may follow: a second bird leaves only "done"
    g = eyrie(["Armorers", "Ambush (bird)"])
    asked_alone(g, 1, "decree", "done")
    rich = eyrie(["Armorers", "Anvil"])
    assert "decree Anvil build" in options(rich) and "done" in options(rich)
    assert g.view(0) == rich.view(0)
    # the hand emptied by the first card: no second question, the Birdsong is over
    g = eyrie(["Armorers"])
    assert g.phase == "daylight"


def alliance_birdsong(supporters: list[str], clearings: dict[str, Any] | None = None) -> Game:
    """Alliance Birdsong (seat 2), sympathy in fox 1 (neighbours rabbit 5 and 10, mouse 9)."""
    return position(hidden_spec(["marquise", "eyrie", "alliance"], "alliance", "birdsong",
                                clearings=clearings or {"1": {"alliance": {"tokens": ["sympathy"]}},
                                                        "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                                alliance={"supporters": supporters}))


@pytest.mark.law("1.2.1", "8.4.1")
def test_1_2_1_revolt_with_only_done_is_asked_while_the_alliance_has_supporters() -> None:
    g = alliance_birdsong(["Investments", "Sword"])  # mouse: no revolt in fox 1
    asked_alone(g, 2, "revolt", "done")
    rich = alliance_birdsong(["Anvil", "Foxfolk Steel"])  # two fox: a revolt in 1
    assert set(options(rich)) == {"revolt 1", "done"}
    assert g.view(0) == rich.view(0)
    # no supporter: neither Revolt nor Spread is asked
    g = alliance_birdsong([])
    assert g.pending is None or g.pending.kind not in ("revolt", "spread")
    assert g.phase != "birdsong" or g.current != 2


@pytest.mark.law("1.2.1", "8.4.2")
def test_1_2_1_spread_with_only_done_is_asked_while_the_alliance_has_supporters() -> None:
    g = play_(alliance_birdsong(["Anvil"]), "done")  # fox: no fox clearing next to 1
    asked_alone(g, 2, "spread", "done")
    rich = play_(alliance_birdsong(["Bake Sale"]), "done")  # rabbit 5 and 10 are next to 1
    assert set(options(rich)) == {"spread 5", "spread 10", "done"}
    assert g.view(0) == rich.view(0)
    g.apply("done")
    assert g.phase == "daylight" and [g.card(c).label for c in g.factions[2].supporters] == ["Anvil"]


@pytest.mark.law("1.2.1", "8.2.3")
def test_1_2_1_spending_a_supporter_is_asked_even_when_only_one_can_pay() -> None:
    g = play_(alliance_birdsong(["Bake Sale", "Anvil"]), "done", "spread 5")
    asked_alone(g, 2, "spend_supporter", 'supporter "Bake Sale"')
    rich = play_(alliance_birdsong(["Bake Sale", "A Visit to Friends"]), "done", "spread 5")
    assert set(options(rich)) == {'supporter "Bake Sale"', 'supporter "A Visit to Friends"'}
    assert g.view(0) == rich.view(0)
    g.apply('supporter "Bake Sale"')
    assert [g.card(c).label for c in g.factions[2].supporters] == ["Anvil"]
    assert (2, "sympathy") in g.tokens[4]


@pytest.mark.law("1.2.1", "8.5")
def test_1_2_1_alliance_daylight_is_skipped_only_without_hand_and_supporters() -> None:
    # Any card in hand can be mobilized, so a hand always gives a choice; with supporters
    # but no hand only "end" is left and the Alliance is still asked; with neither, the
    # Daylight ends by itself and the Evening begins.
    def alliance(hand: list[str], supporters: list[str]) -> Game:
        return position(hidden_spec(["marquise", "eyrie", "alliance"], "alliance", "daylight",
                                    clearings={"3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                                               "7": {"alliance": 1}},
                                    hands={"alliance": hand}, alliance={"supporters": supporters}))

    g = alliance([], ["Anvil"])
    asked_alone(g, 2, "daylight", "end")
    assert set(options(alliance(["Anvil"], []))) == {"mobilize Anvil", "end"}
    g = alliance([], [])
    assert g.phase == "evening" or g.current != 2


@pytest.mark.law("1.2.1", "8.2.6")
def test_1_2_1_outrage_with_one_matching_card_is_asked() -> None:
    def march(hand: list[str]) -> Game:
        g = position(hidden_spec(["marquise", "eyrie", "alliance"], "marquise", "daylight",
                                 clearings={"1": {"marquise": 3}, "5": {"alliance": {"tokens": ["sympathy"]}},
                                            "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                                 hands={"marquise": hand}, deck_top=["Sword"]))
        return play_(g, "march", "move 1->5", "x2")

    g = march(["Bake Sale", "Anvil"])
    asked_alone(g, 0, "outrage", 'outrage "Bake Sale"')
    rich = march(["Bake Sale", "A Visit to Friends"])
    assert set(options(rich)) == {'outrage "Bake Sale"', 'outrage "A Visit to Friends"'}
    assert g.view(1) == rich.view(1)
    # no card: nothing to give or ask; the Alliance draws a supporter and the march goes on
    g = march([])
    assert g.pending.seat == 0 and g.pending.kind == "move"
    assert [g.card(c).label for c in g.factions[2].supporters] == ["Sword"]


def vagabond_daylight(hand: list[str], items: list[str], **kw: Any) -> Game:
    """Thief Vagabond (seat 2) in fox clearing 1 with a Marquise warrior; Eyrie roost in 3."""
    return position(hidden_spec(["marquise", "eyrie", "vagabond"], "vagabond", "daylight",
                                clearings={"1": {"marquise": 1},
                                           "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                                hands={"vagabond": hand},
                                vagabond={"character": "thief", "clearing": 1, "items": items}, **kw))


@pytest.mark.law("1.2.1", "9.5")
def test_1_2_1_vagabond_daylight_with_only_end_is_asked_while_he_holds_cards() -> None:
    # every item exhausted: only a card (taking the available Fox Dominance) could act
    spent = ["boots_x", "sword_x", "torch_x"]
    g = vagabond_daylight(["Investments"], spent, available=["Fox Dominance"])
    asked_alone(g, 2, "daylight", "end")
    rich = vagabond_daylight(["Anvil"], spent, available=["Fox Dominance"])
    assert set(options(rich)) == {'take "Fox Dominance"', "end"}
    assert g.view(0) == rich.view(0)
    g = vagabond_daylight([], spent, available=["Fox Dominance"])
    assert g.current != 2 or g.phase != "daylight"


@pytest.mark.law("1.2.1", "9.5.4")
def test_1_2_1_aid_give_with_one_matching_card_is_asked() -> None:
    g = play_(vagabond_daylight(["Anvil", "Investments"], ["boots"]), "aid marquise")
    asked_alone(g, 2, "aid_give", "give Anvil")
    rich = play_(vagabond_daylight(["Anvil", "Foxfolk Steel"], ["boots"]), "aid marquise")
    assert set(options(rich)) == {"give Anvil", 'give "Foxfolk Steel"'}
    assert g.view(0) == rich.view(0)
    g.apply("give Anvil")
    assert [g.card(c).label for c in g.factions[0].hand] == ["Anvil"]
    # no matching card: Aid is not offered at all
    assert not any(o.startswith("aid") for o in options(vagabond_daylight(["Investments"], ["boots"])))


@pytest.mark.law("1.2.1", "3.3.4")
def test_1_2_1_spending_for_a_dominance_card_with_one_matching_card_is_asked() -> None:
    def marquise(hand: list[str]) -> Game:
        g = position(hidden_spec(["marquise", "eyrie"], "marquise", "daylight",
                                 clearings={"1": {"marquise": 2},
                                            "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                                 hands={"marquise": hand}, available=["Fox Dominance"]))
        return play_(g, 'take "Fox Dominance"')

    g = marquise(["Anvil", "Investments"])
    asked_alone(g, 0, "spend", "spend Anvil")
    rich = marquise(["Anvil", "Foxfolk Steel"])
    assert set(options(rich)) == {"spend Anvil", 'spend "Foxfolk Steel"'}
    assert g.view(1) == rich.view(1)
    g.apply("spend Anvil")
    assert sorted(g.card(c).label for c in g.factions[0].hand) == ["Fox Dominance", "Investments"]


@pytest.mark.law("1.2.1", "4.3.1")
def test_1_2_1_ambush_and_foil_with_only_pass_are_asked_while_holding_cards() -> None:
    def battle(marquise_hand: list[str], eyrie_hand: list[str]) -> Game:
        g = position(hidden_spec(["marquise", "eyrie"], "marquise", "daylight",
                                 clearings={"1": {"marquise": 3, "eyrie": 2},
                                            "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                                 hands={"marquise": marquise_hand, "eyrie": eyrie_hand}), dice=[0, 0])
        return play_(g, "battle 1 eyrie")

    # the defending Eyrie, holding no ambush card, is asked with "pass" alone
    g = battle(["Investments"], ["Sword"])
    asked_alone(g, 1, "ambush", "pass")
    rich = battle(["Investments"], ["Ambush (fox)"])
    assert set(options(rich)) == {'ambush "Ambush (fox)"', "pass"}
    assert g.view(0) == rich.view(0)
    # the Eyrie ambushes: the Marquise, holding no ambush card, is asked to foil with "pass" alone
    g = play_(battle(["Investments"], ["Ambush (fox)"]), 'ambush "Ambush (fox)"')
    asked_alone(g, 0, "foil", "pass")
    # an attacker with no card is not asked to foil; a defender with none is not asked to ambush
    g = play_(battle([], ["Ambush (fox)"]), 'ambush "Ambush (fox)"')
    assert g.pending is None or g.pending.kind != "foil"
    g = battle(["Investments"], [])
    assert g.pending is None or g.pending.kind != "ambush"


@pytest.mark.law("1.2.1", "6.2.3")
def test_1_2_1_field_hospitals_with_only_pass_is_asked_while_she_holds_cards() -> None:
    def attacked(hand: list[str]) -> Game:
        g = position(hidden_spec(["marquise", "eyrie"], "eyrie", "daylight",
                                 clearings={"9": {"marquise": 1, "eyrie": 3},
                                            "2": {"marquise": 1, "eyrie": 1},
                                            "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                                            "3": {"eyrie": {"buildings": ["roost"]}}},
                                 hands={"marquise": hand},
                                 eyrie={"decree": {"battle": ["Mouse-in-a-Sack"]}}), dice=[3, 0])
        play_(g, "battle 9 marquise")
        if g.pending is not None and g.pending.kind == "ambush":
            assert options(g) == ["pass"]
            g.apply("pass")
        return g

    g = attacked(["Anvil"])  # fox: does not match mouse clearing 9
    asked_alone(g, 0, "field_hospitals", "pass")
    rich = attacked(["Investments"])
    assert set(options(rich)) == {"hospital Investments", "pass"}
    assert g.view(1) == rich.view(1)
    g = attacked([])
    assert g.pending is None or g.pending.kind != "field_hospitals"


@pytest.mark.parametrize("amb, problem", [(999, "stack[2] card: 999 is out of range"),
                                          ("Ambush (fox)", "stack[2]: inconsistent fields"),
                                          (None, "stack[2]: inconsistent fields")])
def test_from_json_names_a_bad_card_held_by_a_frame(amb: Any, problem: str) -> None:
    """A battle holds the ambush card being played (``amb``): a card id out of range or not a
    number is refused naming the frame, not as a malformed state found later."""
    from woodland.testing import game_with, play

    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"5": {"marquise": 2, "eyrie": 2}}, hands={"eyrie": ["Ambush (bird)"]})
    play(g, "battle 5 eyrie")
    assert g.pending.kind == "ambush"
    d = g.to_json()
    i = next(i for i, f in enumerate(d["stack"]) if f["frame"] == "Battle")
    assert i == 2
    d["stack"][i]["amb"] = amb
    with pytest.raises(BadInput) as e:
        Game.from_json(d)
    assert str(e.value) == problem
