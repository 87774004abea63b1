"""The Legendary Forge (appendix L; its card, docs/data-sources.md): the items of its
clearing's suit leave the supply for its card; they are crafted, by the normal crafting
rules, only with a faction piece at the Forge, for one more point (even with Disdain for
Trade, 7.2.3) and a card (ruling R369). Hill (1) and Meadow (8) are fox clearings of the
Autumn map; Quarry (2) is mouse.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland import Game
from woodland.testing import game_with, option_set as opts, play

HILL, MEADOW = 1, 8


def crafting(forge: int | None, who: str = "marquise", **spec: Any) -> Game:
    if forge is not None:
        spec.setdefault("landmarks", {"legendary_forge": forge})
    # warriors, so that the Daylight goes on after the crafting (no Evening draw)
    spec.setdefault("clearings", {str(HILL): {"marquise": {"buildings": ["workshop"], "warriors": 3}}})
    spec.setdefault("hands", {who: ["Anvil"]})  # a hammer, fox cost, 2 points
    return game_with(["marquise", "eyrie"], player=who, phase="daylight", **spec)


@pytest.mark.law("A.5.3", "5.1.5")
@pytest.mark.parametrize("clearing, items", [(HILL, ["sword", "sword", "crossbow", "hammer"]),
                                             (2, ["bag", "bag", "tea", "tea"]),
                                             (3, ["boots", "boots", "coins", "coins"])])
def test_the_forge_takes_the_items_of_its_clearings_suit_from_the_supply(clearing: int, items: list[str]) -> None:
    g = crafting(clearing)
    assert sorted(g.landmark_cards["legendary_forge"]) == sorted(items)
    for it in set(items):
        assert g.items[it] == 0  # the supply had exactly these (5.1.5)
    assert g.view(1)["landmark_cards"] == {"legendary_forge": list(g.landmark_cards["legendary_forge"])}


@pytest.mark.law("4.1.2", "3.2.2")
def test_crafting_a_forge_item_with_a_piece_there_scores_one_more_and_draws() -> None:
    g = crafting(HILL)
    f = g.factions[0]
    score, deck = f.score, len(g.deck)
    play(g, "craft Anvil")
    assert f.items == ["hammer"] and "hammer" not in g.landmark_cards["legendary_forge"]
    assert f.score == score + 2 + 1  # the card's 2, and the Forge's one more
    assert len(g.deck) == deck - 1 and len(f.hand) == 1  # R369: and a card


@pytest.mark.law("4.1.2", "L")
def test_a_forge_item_needs_a_faction_piece_at_the_forge() -> None:
    g = crafting(MEADOW)  # the workshop is in Hill, the Forge in Meadow
    assert "craft Anvil" not in opts(g)
    reason, rules = g.why_not(g.parse("craft Anvil"))
    assert "Legendary Forge" in reason and "(8)" in reason and rules == ["L"]
    # a warrior at the Forge is a faction piece: now the hammer can be crafted
    h = crafting(MEADOW, clearings={str(HILL): {"marquise": {"buildings": ["workshop"], "warriors": 3}},
                                    str(MEADOW): {"marquise": 1}})
    assert "craft Anvil" in opts(h)


@pytest.mark.law("4.1.2")
def test_without_the_forge_the_item_comes_from_the_supply_as_before() -> None:
    g = crafting(None)
    score = g.factions[0].score
    play(g, "craft Anvil")
    assert g.items["hammer"] == 0 and g.factions[0].score == score + 2 and not g.factions[0].hand


@pytest.mark.law("7.2.3")
def test_disdain_for_trade_still_scores_the_forges_extra_point() -> None:
    g = crafting(HILL, who="eyrie", clearings={str(HILL): {"eyrie": {"buildings": ["roost"], "warriors": 1}}},
                 eyrie={"leader": "charismatic"})
    f = g.factions[1]
    assert "craft Anvil" in opts(g)
    score = f.score
    play(g, "craft Anvil")
    assert f.score == score + 1 + 1  # Disdain: one point, not two; the Forge: one more


@pytest.mark.law("4.1.2")
def test_ruling_R370_an_item_also_in_the_supply_comes_from_the_forge() -> None:
    g = crafting(HILL, landmark_cards={"legendary_forge": ["hammer"]})
    g.items["hammer"] = 1  # a hammer both in the supply and on the card
    score = g.factions[0].score
    play(g, "craft Anvil")
    assert g.landmark_cards["legendary_forge"] == () and g.items["hammer"] == 1
    assert g.factions[0].score == score + 3


def test_the_forges_items_survive_save_and_load_and_count_in_the_fingerprint() -> None:
    g = crafting(HILL)
    h = Game.from_json(json.loads(g.dumps()))
    assert h.landmark_cards == g.landmark_cards and h.fingerprint() == g.fingerprint()
    k = crafting(HILL, landmark_cards={"legendary_forge": ["sword"]})
    assert k.fingerprint() != g.fingerprint() and k.items["hammer"] == 1  # the rest stays in the supply


def test_the_terminal_marks_the_forge_and_lists_its_items() -> None:
    from woodland.cli import render

    g = crafting(HILL)
    assert render.map_marks(g.view(0), g.map)[HILL].endswith("[Forge]")
    assert "Legendary Forge (sword, sword, crossbow, hammer)" in render.legend(g.view(1))
