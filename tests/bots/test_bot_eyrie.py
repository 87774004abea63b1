"""The rule-of-thumb Eyrie (woodland/bots/heuristic_eyrie.py): Decree building that looks
past the board as it stands (the move column before the build column, the next turn)."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.bots.heuristic import HeuristicBot
from woodland.core.game import Game
from woodland.sim import Observation
from woodland.testing import game_with


def birdsong(clearings: dict[str, Any], hand: list[str], decree: dict[str, list[str]]) -> Game:
    """The Eyrie (the Builder) adding cards to ``decree`` in Birdsong (7.4.2), the Marquise
    far away in clearing 3, ``hand`` in the Eyrie's hand."""
    g = game_with(["eyrie", "marquise"], player="eyrie", phase="birdsong",
                  hands={"eyrie": hand, "marquise": []},
                  clearings={"3": {"marquise": {"warriors": 1}}, **clearings},
                  eyrie={"leader": "builder", "decree": decree})
    assert g.pending is not None and g.pending.kind == "decree"
    return g


def answer(g: Game) -> str:
    p = g.pending
    assert p is not None
    return str(HeuristicBot(1).decide(Observation(g, p.seat), p.options))


@pytest.mark.law("7.5.2", "7.4.2")
def test_eyrie_decrees_a_build_where_its_move_card_takes_a_clearing_first() -> None:
    # no rabbit clearing is ruled, but the move vizier resolves before the build column:
    # warriors from the roost in 1 (fox) can take 5 or 10 (rabbit, empty, room). (A rabbit
    # battle could be carried out too, in 4; before, the bot saw the build card fail.)
    g = birdsong({"1": {"eyrie": {"warriors": 5, "buildings": ["roost"]}},
                  "4": {"eyrie": {"warriors": 1}, "marquise": {"warriors": 2}}}, ["Bake Sale"],
                 {"recruit": ["Loyal Vizier"], "move": ["Loyal Vizier"]})
    assert answer(g) == 'decree "Bake Sale" build'


def roosts_in_fox_and_rabbit(extra: dict[str, Any]) -> Game:
    """Roosts in 1 (fox) and 5 (rabbit), two warriors in 10 (rabbit, room for a roost);
    the other rabbit clearings (3, 4) lie next to none of these; a rabbit card in hand."""
    return birdsong({"1": {"eyrie": {"warriors": 3, "buildings": ["roost"]}},
                     "5": {"eyrie": {"warriors": 3, "buildings": ["roost"]}},
                     "10": {"eyrie": {"warriors": 2}}, **extra},
                    ["Bake Sale"], {"recruit": ["Loyal Vizier"], "move": ["Loyal Vizier"]})


@pytest.mark.law("7.5.2", "7.4.2")
def test_eyrie_keeps_a_build_card_out_of_the_decree_when_the_next_turn_has_no_clearing_for_it() -> None:
    # a rabbit build card would build in 10 now, but then ask for a new rabbit roost at
    # the next Daylight, and no rabbit clearing would be left within reach: turmoil
    assert answer(roosts_in_fox_and_rabbit({})) == 'decree "Bake Sale" recruit'


@pytest.mark.law("7.5.2", "7.4.2")
def test_eyrie_decrees_the_build_when_the_next_turn_can_take_a_clearing() -> None:
    # with warriors in 12, next to 4 (rabbit, empty, room), the move card can win 4 for
    # the build card at the next Daylight
    assert answer(roosts_in_fox_and_rabbit({"12": {"eyrie": {"warriors": 2}}})) == 'decree "Bake Sale" build'


@pytest.mark.law("7.5.2", "7.4.2")
def test_eyrie_adds_no_recruit_card_the_supply_cannot_pay_next_turn() -> None:
    # 13 of its 20 warriors on the map: 7 in the supply pay this turn's four recruits (the
    # vizier, two fox cards and the new one) but not the next turn's; the fox card moves
    fox_cards = ["Gently Used Knapsack", "Anvil"]
    g = birdsong({"1": {"eyrie": {"warriors": 13, "buildings": ["roost"]}}}, ["Foxfolk Steel"],
                 {"recruit": ["Loyal Vizier", *fox_cards], "move": ["Loyal Vizier"]})
    assert answer(g) == 'decree "Foxfolk Steel" move'
