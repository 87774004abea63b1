"""The Spring Uprising (appendix H; components.md §6, the card's text: TRANSCRIPTION in
docs/data-sources.md): four warriors and the uprising die (fox, rabbit, mouse: one source,
unverified). Setup and when hired: roll, place in a matching clearing (R335); a card matching
the clearing to battle them (R336); start of Birdsong: roll, then strike or rise (R337)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.hirelings import add_hirelings, roll_for_control
from woodland.testing import asked, discard_pile, game_with, hand, options, warriors_at

FOX = (1, 6, 8, 12)  # the fox clearings of the Autumn map
#: the uprising die's faces, in the order the data lists them (a scripted roll picks one)
ROLL_FOX, ROLL_RABBIT, ROLL_MOUSE = 0, 1, 2


def uprising(controller: str | None, where: dict[str, int], *, phase: str = "daylight",
             factions: tuple[str, ...] = ("marquise", "eyrie", "alliance"), player: str | None = None,
             **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, **({"control": 3} if controller else {})}
    spec.setdefault("empty_hands", True)
    return game_with(list(factions), player=player or controller or factions[0], phase=phase,
                     hirelings={"cards": {"spring_uprising": card}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


def rolls(g: Game) -> list[str]:
    return [ev.suit for ev in g.log if ev[0] == "uprising_die"]


@pytest.mark.law("A.6.3")
def test_the_spring_uprising_set_up_one_warrior_in_a_clearing_matching_each_of_two_rolls() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  dice=[ROLL_FOX, ROLL_MOUSE])
    g.log = []
    for fr in reversed(add_hirelings(g, ["spring_uprising"])):
        g.push(fr)
    g._advance()
    assert rolls(g) == ["fox", "mouse"]  # both rolled first, for everyone to see (the log)
    assert asked(g) == (1, "hireling_warriors")  # A.6.3: the last player sets it up
    assert set(options(g)) == {f"deploy {c}" for c in FOX}
    assert "fox" in g.pending.prompt
    g.apply("deploy 12")
    assert set(options(g)) == {f"deploy {c}" for c in (2, 7, 9, 11)}  # the mouse clearings
    g.apply("deploy 2")
    assert (at(g, 12), at(g, 2)) == (1, 1) and g.hirelings is not None and g.hirelings.cards[0].supply == 2


@pytest.mark.law("A.6.3")
def test_two_equal_rolls_may_put_both_warriors_in_one_clearing() -> None:
    """R335: "place an Uprising warrior in matching clearings", one per roll, each in any
    clearing of its suit (the same one too)."""
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  dice=[ROLL_RABBIT, ROLL_RABBIT])
    for fr in reversed(add_hirelings(g, ["spring_uprising"])):
        g.push(fr)
    g._advance()
    g.apply("deploy 5")
    assert "deploy 5" in options(g)
    g.apply("deploy 5")
    assert at(g, 5) == 2


@pytest.mark.law("H.2.1")
def test_the_spring_uprising_hired_with_none_on_the_map_roll_and_place_one() -> None:
    g = uprising(None, {}, dice=[0, ROLL_MOUSE])  # (the control die first)
    assert g.hirelings is not None
    roll_for_control(g, 0, g.hirelings.cards[0])
    g._advance()
    assert asked(g) == (0, "hireling_warriors") and set(options(g)) == {f"deploy {c}" for c in (2, 7, 9, 11)}
    g.apply("deploy 7")
    assert at(g, 7) == 1
    # with a warrior on the map, taking control rolls nothing
    g = uprising(None, {"3": 1}, clearings={"12": {"marquise": 1}})
    assert g.hirelings is not None
    g.log = []
    roll_for_control(g, 0, g.hirelings.cards[0])
    g._advance()
    assert asked(g)[1] == "daylight" and rolls(g) == []


@pytest.mark.law("H.2.2", "2.1.1")
def test_battling_the_spring_uprising_costs_a_card_matching_the_clearing() -> None:
    """R336: a battle against the Uprising is offered only to an attacker holding a matching
    card (birds are wild); the card is discarded as the battle starts, before anything else."""
    g = uprising(None, {"1": 1}, clearings={"1": {"marquise": 2}}, empty_hands=False,
                 hands={"marquise": ["Sword"], "eyrie": []})  # Hill (1) is fox; the Sword is mouse
    assert "battle 1 spring_uprising" not in options(g)
    reason, rules = g.why_not(g.parse("battle 1 spring_uprising"))
    assert rules == ["H.2.2", "2.1.1"] and "discards a card matching clearing 1 (fox" in reason
    g = uprising(None, {"1": 1}, clearings={"1": {"marquise": 2}}, empty_hands=False, dice=[3, 0],
                 hands={"marquise": ["Anvil", "Sword", "Ambush (bird)"], "eyrie": []})
    g.apply("battle 1 spring_uprising")
    assert asked(g) == (0, "spend") and set(options(g)) == {"spend Anvil", 'spend "Ambush (bird)"'}
    assert g.pending.rule == "H.2.2"
    assert g.why_not(g.parse("spend Sword"))[1] == ["H.2.2", "2.1.1"]
    g.apply("spend Anvil")
    assert discard_pile(g) == ["Anvil"] and sorted(hand(g, 0)) == ["Ambush (bird)", "Sword"]
    assert at(g, 1) == 0 and asked(g)[1] == "daylight"  # then the battle: the Uprising warrior is gone


@pytest.mark.law("H.2.2", "H.3.2")
def test_only_the_spring_uprisings_enemies_battle_them_and_other_battles_cost_nothing() -> None:
    g = uprising("marquise", {"1": 1}, clearings={"1": {"marquise": 2, "eyrie": 1}}, empty_hands=False,
                 hands={"marquise": ["Anvil"], "eyrie": []})
    assert "battle 1 spring_uprising" not in options(g)  # their controller's own hireling
    g.apply("battle 1 eyrie")
    assert asked(g)[1] != "spend" and hand(g, 0) == ["Anvil"]


@pytest.mark.law("H.2.3", "H.3.6", "H.3.7")
def test_the_spring_uprising_strike_removes_a_warrior_and_every_enemy_piece_scoring_nothing() -> None:
    g = uprising("marquise", {"1": 2}, phase="birdsong", dice=[ROLL_FOX],
                 clearings={"1": {"eyrie": {"warriors": 2, "buildings": ["roost"]}, "marquise": 1,
                                  "alliance": {"tokens": ["sympathy"]}}})
    g.log = []
    assert asked(g) == (0, "spring_uprising")
    assert set(options(g)) == {"uprising_strike 1"} | {f"deploy {c}" for c in FOX}
    assert "rolled fox" in g.pending.prompt and g.view(1)["context"][-1]["rolled"] == "fox"  # public
    g.apply("uprising_strike 1")
    assert at(g, 1) == 1 and warriors_at(g, 1, 1) == 0 and g.buildings[0] == () and g.tokens[0] == ()
    assert warriors_at(g, 1, 0) == 1  # the controller's own warriors stay
    assert g.factions[0].score == 0  # H.3.6
    assert [ev.payer for ev in g.log if ev[0] == "outrage_shown"] == [0]  # H.3.7: the sympathy


@pytest.mark.law("H.2.3")
def test_the_spring_uprising_may_rise_instead_in_a_clearing_matching_the_roll() -> None:
    g = uprising("marquise", {"3": 1}, phase="birdsong", dice=[ROLL_RABBIT],
                 clearings={"3": {"eyrie": 1}})
    assert set(options(g)) == {"uprising_strike 3"} | {f"deploy {c}" for c in (3, 4, 5, 10)}
    g.apply("deploy 10")
    assert (at(g, 3), at(g, 10), warriors_at(g, 3, 1)) == (1, 1, 1)


@pytest.mark.law("H.2.3")
def test_with_nothing_to_strike_nor_place_the_roll_does_nothing() -> None:
    """R337: all four warriors on the map, none in a clearing of the suit rolled."""
    g = uprising("marquise", {"3": 2, "5": 2}, phase="birdsong", dice=[ROLL_FOX])
    assert g.hirelings is not None and g.hirelings.cards[0].supply == 0
    assert asked(g)[1] != "spring_uprising" and g.rng.script == []  # rolled (fox)
    assert (at(g, 3), at(g, 5)) == (2, 2)


@pytest.mark.law("H.2.3", "H.3")
def test_the_spring_uprising_roll_only_at_their_controllers_birdsong() -> None:
    g = uprising(None, {"1": 1}, phase="birdsong", dice=[ROLL_FOX], clearings={"1": {"eyrie": 1}})
    assert asked(g)[1] != "spring_uprising" and g.rng.script == [ROLL_FOX]  # not rolled
    g = uprising("eyrie", {"1": 1}, phase="birdsong", dice=[ROLL_FOX], player="marquise",
                 clearings={"1": {"eyrie": 1}, "12": {"marquise": 1}})
    assert asked(g)[1] != "spring_uprising" and g.rng.script == [ROLL_FOX]  # another player's Birdsong


@pytest.mark.law("H.2.3")
def test_the_oracle_explains_a_strike_asked_outside_the_birdsong_action() -> None:
    g = uprising("marquise", {"1": 1}, clearings={"12": {"marquise": 1}})
    reason, rules = g.why_not(g.parse("uprising_strike 1"))
    assert rules == ["H.2.3"] and "start of your Birdsong" in reason
    g = uprising("eyrie", {"1": 1}, player="marquise", clearings={"12": {"marquise": 1}})
    reason, rules = g.why_not(g.parse("uprising_strike 1"))
    assert rules == ["H.2.3"] and "do not control" in reason


@pytest.mark.law("H.2.2", "H.2.3")
def test_a_game_saved_at_the_uprisings_choices_loads_the_same() -> None:
    g = uprising("marquise", {"1": 1}, phase="birdsong", dice=[ROLL_FOX], clearings={"1": {"eyrie": 1}})
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint() and options(h) == options(g)
    assert h.view(1)["hirelings"]["cards"][0]["warriors_in_supply"] == 3
    g = uprising(None, {"1": 1}, clearings={"1": {"marquise": 2}}, empty_hands=False,
                 hands={"marquise": ["Anvil", "Ambush (bird)"], "eyrie": []})
    g.apply("battle 1 spring_uprising")
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint() and options(h) == options(g) and asked(h) == (0, "spend")


def test_the_heuristic_bot_strikes_where_two_enemy_pieces_fall_else_places() -> None:
    from tests.hirelings.test_bots_hirelings import bot_choice

    g = uprising("eyrie", {"1": 1, "12": 1}, phase="birdsong", dice=[ROLL_FOX], factions=("marquise", "eyrie"),
                 clearings={"1": {"marquise": 1}, "12": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}})
    assert bot_choice(g) == "uprising_strike 12"
    g = uprising("eyrie", {"1": 1}, phase="birdsong", dice=[ROLL_FOX], factions=("marquise", "eyrie"),
                 clearings={"1": {"marquise": 1}, "8": {"marquise": 3}})
    assert bot_choice(g) == "deploy 8"


@pytest.mark.law("H.2.1")
def test_the_log_tells_everyone_the_uprising_die_rolled() -> None:
    from woodland.cli import render
    from woodland.cli.story import Narrator

    g = uprising(None, {}, dice=[0, ROLL_MOUSE], clearings={"12": {"marquise": 1}})
    assert g.hirelings is not None
    nar = Narrator()
    nar.reset(g)
    with nar.action(0, 0, "hire spring_uprising", g.turn):  # taken with none on the map: a roll
        roll_for_control(g, 0, g.hirelings.cards[0])
        g._advance()
    assert "marquise rolls the uprising die: mouse" in "\n".join(render.log_lines(nar.entries, 1))
