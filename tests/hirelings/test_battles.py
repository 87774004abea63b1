"""Every player's battle may target a hireling that is their enemy (H.3.2, 4.3): the
Vagabond's, the Hundreds', the Riverfolk's funded battle and battles by card (Command Warren)."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.testing import game_with, options

BEARERS = {"flame_bearers": {"controller": None, "warriors": {"5": 2}}}


def bearers_at_creek(factions: list[str], player: str, **spec: Any) -> Game:
    return game_with(factions, player=player, phase="daylight", empty_hands=True,
                     hirelings={"cards": BEARERS}, **spec)


def bearers_left(g: Game) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(4)


@pytest.mark.law("H.3.2", "9.5.2", "4.3")
def test_the_vagabond_battles_a_hireling_in_his_clearing() -> None:
    g = bearers_at_creek(["vagabond", "marquise"], "vagabond", dice=[3, 0],
                         vagabond={"clearing": 5, "items": ["boots", "sword", "sword", "torch"]})
    assert "battle 5 flame_bearers" in options(g)
    g.apply("battle 5 flame_bearers")
    assert bearers_left(g) == 0  # two swords: two hits
    assert g.factions[0].score == 0  # hireling warriors are not a faction's: no Infamy (9.2.9.III)


@pytest.mark.law("H.3.2", "14.5.2", "14.2.5")
def test_the_hundreds_battle_a_hireling_but_cannot_loot_it() -> None:
    g = bearers_at_creek(["hundreds", "marquise"], "hundreds", clearings={"5": {"hundreds": 3}},
                         hundreds={"warlord": 5})
    assert "battle 5 flame_bearers" in options(g)
    assert "loot 5 flame_bearers" not in options(g)  # no Crafted Items box to loot


@pytest.mark.law("H.3.2", "11.5.2")
def test_the_riverfolk_fund_a_battle_against_a_hireling() -> None:
    g = bearers_at_creek(["riverfolk", "marquise"], "riverfolk", clearings={"5": {"riverfolk": 2}},
                         riverfolk={"funds": {"riverfolk": 2}})
    assert "battle 5 flame_bearers" in options(g)


@pytest.mark.law("H.3.2", "4.3")
def test_command_warren_battles_a_hireling() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True, dice=[3, 0],
                  clearings={"5": {"marquise": 2}}, crafted={"marquise": ["Command Warren"]},
                  hirelings={"cards": BEARERS})
    assert g.pending is not None and g.pending.kind == "effects:start_daylight"
    assert sorted(options(g)) == ["pass", 'use "Command Warren" 5 flame_bearers']
    g.apply('use "Command Warren" 5 flame_bearers')
    assert bearers_left(g) == 0


@pytest.mark.law("H.3.2", "12.5.2")
def test_the_duchy_captain_and_brigadier_battle_a_hireling() -> None:
    for minister in ("captain", "brigadier"):
        g = bearers_at_creek(["duchy", "marquise"], "duchy", clearings={"5": {"duchy": 2}}, dice=[3, 0],
                             hands={"duchy": ["Ambush (mouse)"]}, duchy={"swayed": [minister]})
        g.apply("end")
        g.apply(f"minister {minister}")  # the only battle is started at once
        assert bearers_left(g) == 0, minister


@pytest.mark.law("H.3.2", "17.4.4")
def test_the_council_battles_a_hireling_in_birdsong() -> None:
    g = game_with(["council", "marquise"], player="council", phase="birdsong", empty_hands=True, dice=[3, 0],
                  clearings={"5": {"council": 2}}, hands={"council": ["Bake Sale", "Anvil"]},
                  hirelings={"cards": BEARERS})
    g.apply('reveal "Bake Sale"')  # a rabbit card: Creek (5) is a rabbit clearing
    assert "battle 5 flame_bearers" in options(g)
    g.apply("battle 5 flame_bearers")
    assert bearers_left(g) == 0
