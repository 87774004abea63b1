"""The Sunward Expedition (appendix H; components.md §6): footholds as the hireling's buildings,
its Daylight action (a new foothold, then move and battle or a warrior at each foothold)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.hirelings import add_hirelings
from woodland.testing import asked, game_with, options, warriors_at

EXPEDITION = -2  # the owner id of the first hireling card in play


def expedition(controller: str | None, where: dict[str, int], footholds: dict[str, int], *,
               dice: list[int] | None = None, clearings: dict[str, Any] | None = None, **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, "buildings": footholds,
            **({"control": 3} if controller else {})}
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     dice=dice, clearings={"12": {"marquise": 1}, **(clearings or {})},
                     hirelings={"cards": {"sunward_expedition": card}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


def footholds(g: Game) -> list[int]:
    return sorted(c + 1 for c, bs in enumerate(g.buildings) for o, k in bs if o == EXPEDITION and k == "foothold")


@pytest.mark.law("A.6.3", "2.2.3")
def test_the_sunward_expedition_set_up_a_foothold_and_three_warriors_where_a_slot_is_open() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"1": {"marquise": {"buildings": ["sawmill"]}}})  # Hill (1) has one slot
    for fr in reversed(add_hirelings(g, ["sunward_expedition"])):
        g.push(fr)
    g._advance()
    assert "deploy 1" not in options(g) and "deploy 2" in options(g)
    g.apply("deploy 2")
    assert at(g, 2) == 3 and footholds(g) == [2]
    assert g.view(0)["clearings"][1]["buildings"] == [["sunward_expedition", "foothold"]]
    card = g.view(1)["hirelings"]["cards"][0]
    assert (card["warriors_in_supply"], card["buildings_in_supply"]) == (5, 2)
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint()


@pytest.mark.law("H.2.4", "2.2.3")
def test_the_sunward_expedition_found_a_foothold_with_up_to_three_warriors_then_guard_each_foothold() -> None:
    g = expedition("marquise", {"2": 3}, {"2": 1})
    g.apply("expedition")
    assert asked(g) == (0, "expedition_found")
    assert "expedition_found 2 1" not in options(g)  # a clearing without a foothold
    assert {"expedition_found 5 0", "expedition_found 5 3"} <= set(options(g))
    assert "expedition_found 5 4" not in options(g)  # up to three
    g.apply("expedition_found 5 2")
    assert footholds(g) == [2, 5] and at(g, 5) == 2
    assert set(options(g)) == {"expedition_move", "expedition_guard"}
    g.apply("expedition_guard")
    assert (at(g, 2), at(g, 5)) == (4, 3)
    assert "expedition" not in options(g) and asked(g) == (0, "daylight")  # once per Daylight


@pytest.mark.law("H.2.4", "4.2", "H.3.1", "4.3")
def test_the_sunward_expedition_move_where_their_controller_rules_then_battle_once() -> None:
    # the Marquise rules Hill (1) by the Expedition's 3 there; 2 move to Creek (5), then one battle
    g = expedition("marquise", {"1": 3}, {"1": 1, "2": 1, "3": 1}, dice=[3, 0],
                   clearings={"5": {"eyrie": 1}, "2": {"alliance": 1}})
    g.apply("expedition")
    assert asked(g) == (0, "expedition_recycle")  # no foothold on the card: one comes back first
    g.apply("expedition_recycle 3")
    assert footholds(g) == [1, 2]
    g.apply("expedition_found 3 0")
    assert footholds(g) == [1, 2, 3]
    g.apply("expedition_move")
    assert "expedition_march 1 5 3" in options(g)
    g.apply("expedition_march 1 5 2")
    assert at(g, 1) == 1
    # the only battle (the Eyrie at Creek) is fought at once (rolled 3 and 0)
    assert warriors_at(g, 5, 1) == 0 and at(g, 5) == 2
    assert g.factions[0].score == 0  # H.3.6: the controller scores nothing
    assert asked(g) == (0, "daylight")


@pytest.mark.law("3.2.1", "H.3.6")
def test_removing_a_foothold_scores_for_a_player() -> None:
    g = expedition("eyrie", {}, {"12": 1}, dice=[2, 0], clearings={"12": {"marquise": 2}})
    g.apply("battle 12 sunward_expedition")
    assert footholds(g) == [] and g.factions[0].score == 1


@pytest.mark.law("H.2.4")
def test_the_oracle_explains_a_foothold_placed_where_one_is() -> None:
    g = expedition("marquise", {"2": 3}, {"2": 1})
    g.apply("expedition")
    reason, rules = g.why_not(g.parse("expedition_found 2 1"))
    assert rules[0] == "H.2.4" and "without a foothold" in reason
    g = expedition("eyrie", {"2": 3}, {"2": 1})
    reason, rules = g.why_not(g.parse("expedition"))
    assert rules == ["H.2.4"] and "control" in reason


def test_the_terminal_shows_the_expeditions_warriors_and_footholds() -> None:
    from rich.console import Console

    from woodland.cli import render

    g = expedition("marquise", {"5": 3}, {"5": 1, "1": 1})
    console = Console(width=180, record=True)
    console.print(render.clearing_table(g.view(1), g.map))
    rows = {line.split()[1]: line for line in console.export_text().splitlines() if line.split()[:1] in (["5"], ["1"])}
    assert "Sunward Expedition 3w" in rows["Creek"] and "foothold" in rows["Creek"]
    assert "foothold" in rows["Hill"] and "3w" not in rows["Hill"]


# ----------------------------------------------------------------------------- Mole Artisans
def artisans(controller: str) -> Game:
    """The Marquise, with a workshop in Hill (1, fox), holds Anvil (an item card costing a fox)."""
    return game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                     clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
                     hands={"marquise": ["Anvil"]},
                     hirelings={"cards": {"mole_artisans": {"controller": controller, "control": 3}}})


def labels_in_hand(g: Game, seat: int) -> list[str]:
    return sorted(g.deckdef.cards[c].label for c in g.factions[seat].hand)


def end_turn(g: Game) -> None:
    while g.current == 0 and g.pending is not None:
        opts = options(g)
        g.apply("end" if "end" in opts else opts[0])


@pytest.mark.law("H.2.2", "4.1.2")
def test_mole_artisans_reveal_a_crafted_item_card_and_take_it_back_at_the_end_of_evening() -> None:
    g = artisans("marquise")
    g.apply("craft Anvil")
    assert asked(g) == (0, "artisans") and set(options(g)) == {"artisans_reveal", "pass"}
    g.apply("artisans_reveal")
    anvil = next(c.id for c in g.deckdef.cards if c.label == "Anvil")
    assert anvil not in g.discard and "Anvil" not in labels_in_hand(g, 0)
    assert g.view(1)["hirelings"]["cards"][0]["revealed"] == [["marquise", "Anvil"]]  # face up
    h = Game.from_json(json.loads(json.dumps(g.to_json())))  # a save keeps it on the card
    assert h.fingerprint() == g.fingerprint()
    end_turn(g)
    assert "Anvil" in labels_in_hand(g, 0)
    assert "revealed" not in g.view(1)["hirelings"]["cards"][0]


@pytest.mark.law("H.2.2", "4.1.2")
def test_mole_artisans_may_discard_and_do_nothing_for_another_player() -> None:
    g = artisans("marquise")
    g.apply("craft Anvil")
    g.apply("pass")
    assert g.deckdef.cards[g.discard[-1]].label == "Anvil"
    g = artisans("eyrie")
    g.apply("craft Anvil")
    assert asked(g)[1] != "artisans" and g.deckdef.cards[g.discard[-1]].label == "Anvil"


def test_the_terminal_shows_the_cards_the_mole_artisans_revealed() -> None:
    from woodland.cli import render

    g = artisans("marquise")
    g.apply("craft Anvil")
    g.apply("artisans_reveal")
    assert "revealed: Anvil (marquise)" in render.hirelings_line(g.view(1)["hirelings"])
