"""The River Roamers (River Roamers card, promoted side; appendix H, components.md §6; Homeland,
one source): warriors and lilypads (a hireling's tokens), set up on the river; once per
Daylight crafting with lilypads, then a battle at every lilypad or two Roamers on the river
(R249)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.errors import BadInput
from woodland.core.game import Game
from woodland.hirelings import add_hirelings
from woodland.testing import asked, game_with, hand, options, warriors_at

ROAMERS = -2  # the owner id of the first hireling card in play
RIVER = {"4", "5", "7", "10", "11"}  # Autumn's clearings on the river


def roamers(controller: str | None, where: dict[str, int], lilypads: dict[str, int], *,
            dice: list[int] | None = None, clearings: dict[str, Any] | None = None, **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, "tokens": lilypads, **({"control": 3} if controller else {})}
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     dice=dice, clearings={"12": {"marquise": 1}, **(clearings or {})},
                     hirelings={"cards": {"river_roamers": card}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


def lilypads(g: Game) -> list[int]:
    return sorted(c + 1 for c, ts in enumerate(g.tokens) for o, k in ts if o == ROAMERS and k == "lilypad")


def saved_and_loaded(g: Game) -> Game:
    return Game.from_json(json.loads(json.dumps(g.to_json())))


@pytest.mark.law("A.6.3", "G.33")
def test_the_river_roamers_set_up_two_warriors_and_a_lilypad_in_a_river_clearing() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["river_roamers"])):
        g.push(fr)
    g._advance()
    assert {o.split()[1] for o in options(g)} == RIVER
    g.apply("deploy 5")
    assert at(g, 5) == 2 and lilypads(g) == [5]
    assert g.view(0)["clearings"][4]["tokens"] == [["river_roamers", "lilypad"]]  # everyone sees it
    card = g.view(1)["hirelings"]["cards"][0]
    assert (card["warriors_in_supply"], card["tokens_in_supply"]) == (8, 3)
    assert saved_and_loaded(g).fingerprint() == g.fingerprint()


@pytest.mark.law("H.2.4", "4.1.1")
def test_the_river_roamers_controller_crafts_with_lilypads_only_then_battles_at_every_lilypad() -> None:
    # lilypads in Creek (5, rabbit) and Pond (7, mouse); the Marquise's workshop in Hill (1, fox)
    g = roamers("marquise", {"5": 2, "7": 2}, {"5": 1, "7": 1}, dice=[3, 0, 3, 0],
                clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                           "5": {"eyrie": 1}, "7": {"eyrie": 1}},
                hands={"marquise": ["Anvil", "Root Tea (fox)", "Travel Gear (mouse)"]})
    g.apply("roamers")
    assert asked(g) == (0, "roamers_craft")
    # R249: the lilypads pay (a mouse, a rabbit); the workshop's fox does not (Anvil)
    assert set(options(g)) == {'craft "Root Tea (fox)"', 'craft "Travel Gear (mouse)"', "done"}
    g.apply('craft "Root Tea (fox)"')
    assert g.factions[0].items == ["tea"] and g.factions[0].score == 2  # the controller's craft (3.2.2)
    assert set(options(g)) == {'craft "Travel Gear (mouse)"', "done"}  # Pond's lilypad is used
    assert saved_and_loaded(g).legal_actions() == g.legal_actions()
    g.apply("done")
    assert set(options(g)) == {"roamers_battle", "roamers_place"}
    g.apply("roamers_battle")
    assert set(options(g)) == {"battle 5 eyrie", "battle 7 eyrie"}
    g.apply("battle 7 eyrie")
    assert warriors_at(g, 7, 1) == 0 and at(g, 7) == 2  # rolled 3 and 0
    assert warriors_at(g, 5, 1) == 0  # then Creek's battle, the only one left, at once
    assert "Anvil" in hand(g, 0) and asked(g) == (0, "daylight") and "roamers" not in options(g)


@pytest.mark.law("H.2.4")
def test_the_river_roamers_place_two_warriors_on_the_river_with_a_lilypad_where_there_is_none() -> None:
    g = roamers("marquise", {"5": 2}, {"5": 1})
    g.apply("roamers")
    # no card in hand: nothing to craft; no enemy at the lilypad: no battle, so the placing it is
    assert asked(g) == (0, "hireling_warriors")
    assert {o.split()[1] for o in options(g)} == RIVER
    g.apply("deploy 5")
    assert at(g, 5) == 4 and lilypads(g) == [5]  # Creek has a lilypad already
    g = roamers("marquise", {"5": 2}, {"5": 1})
    g.apply("roamers")
    g.apply("deploy 10")
    assert at(g, 10) == 2 and lilypads(g) == [5, 10]


def hired(lilypads: dict[str, int]) -> Game:
    """The end of the Marquise's turn, holding a hiring marker: she takes the River Roamers
    (the only card in the supply)."""
    return game_with(["marquise", "eyrie"], player="marquise", phase="evening", empty_hands=True,
                     hirelings={"cards": {"river_roamers": {"controller": None, "tokens": lilypads}},
                                "waiting": {"marquise": 1}})


@pytest.mark.law("H.2.1")
def test_the_river_roamers_hired_with_no_lilypad_on_the_map_set_up_again() -> None:
    g = hired({})
    assert g.hirelings is not None and g.hirelings.cards[0].controller == 0
    assert asked(g) == (0, "hireling_warriors") and {o.split()[1] for o in options(g)} == RIVER
    g.apply("deploy 11")
    assert at(g, 11) == 2 and lilypads(g) == [11]
    g = hired({"4": 1})  # a lilypad on the map: nothing
    assert g.hirelings is not None and g.hirelings.cards[0].controller == 0
    assert asked(g)[1] != "hireling_warriors" and lilypads(g) == [4]


@pytest.mark.law("3.2.1", "H.3.2", "4.3.6")
def test_a_player_battling_the_river_roamers_removes_a_lilypad_and_scores() -> None:
    g = roamers("eyrie", {}, {"12": 1}, dice=[2, 0], clearings={"12": {"marquise": 2}})
    assert "battle 12 river_roamers" in options(g)  # a lilypad alone can be battled (defenseless)
    g.apply("battle 12 river_roamers")
    assert lilypads(g) == [] and g.factions[0].score == 1
    assert g.view(1)["hirelings"]["cards"][0]["tokens_in_supply"] == 4  # back to the card


def test_the_terminal_shows_the_roamers_warriors_and_lilypads() -> None:
    from rich.console import Console

    from woodland.cli import render

    g = roamers("marquise", {"5": 2}, {"5": 1})
    console = Console(width=180, record=True)
    console.print(render.clearing_table(g.view(1), g.map))
    row = next(line for line in console.export_text().splitlines() if line.split()[:2] == ["5", "Creek"])
    assert "River Roamers 2w" in row and "lilypad" in row


def test_a_position_with_more_lilypads_than_the_card_has_is_refused() -> None:
    with pytest.raises(Exception, match="lilypad"):
        roamers("marquise", {}, {"4": 2, "5": 2, "7": 1})


def test_a_save_with_a_token_its_owner_does_not_have_is_refused() -> None:
    # the check of every clearing's tokens (not only the last clearing's, with hirelings only)
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    d = json.loads(json.dumps(g.to_json()))
    d["tokens"][0] = [[0, "sympathy"]]
    with pytest.raises(BadInput, match=r"tokens\[0\]"):
        Game.from_json(d)


# ----------------------------------------------------------------------------- bots
def bot_choice(g: Game) -> str:
    from woodland.bots.heuristic import HeuristicBot
    from woodland.sim import Observation

    p = g.pending
    assert p is not None
    return str(HeuristicBot(1).decide(Observation(g, p.seat), p.options))


def test_the_heuristic_bot_crafts_the_item_worth_most_with_lilypads_then_battles_where_it_outnumbers() -> None:
    g = roamers("marquise", {"5": 3, "7": 1}, {"5": 1, "7": 1}, clearings={"5": {"eyrie": 1}, "7": {"eyrie": 2}},
                hands={"marquise": ["Travel Gear (mouse)", "Root Tea (fox)", "Codebreakers"]})
    g.apply("roamers")
    assert bot_choice(g) == 'craft "Root Tea (fox)"'  # 2 points, against 1 (and an effect)
    g.apply('craft "Root Tea (fox)"')
    g.apply("done")
    assert bot_choice(g) == "roamers_battle"  # 3 Roamers against 1 Eyrie warrior in Creek
    g = roamers("marquise", {"5": 1}, {"5": 1}, clearings={"5": {"eyrie": 2}})
    g.apply("roamers")
    assert bot_choice(g) == "roamers_place"


@pytest.mark.parametrize("side", ["river_roamers", "frog_tinkers"])
def test_a_heuristic_game_with_the_river_roamers_card_finishes(side: str) -> None:
    from woodland.sim import play_game

    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "hirelings": [side, "bluebird_nobles"]}, 4,
                    ["heuristic"] * 3, max_turns=300)
    assert rec["result"] is not None
    assert f"hire {side}" in map(str, rec["actions"]) or any(
        str(a).startswith(f"pass_on {side}") for a in rec["actions"])
