"""The Prosperous Farmers card (appendix H; Homeland, components.md §6): farms that score
nothing when removed, the Prosperous Farmers' harvest and the Struggling Farmers' farmsteads
(R244)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.hirelings import add_hirelings, roll_for_control
from woodland.testing import asked, game_with, options, warriors_at

FARMERS = -2  # the owner id of the first hireling card in play


def farmers(side: str, controller: str | None, where: dict[str, int], farms: dict[str, int], *,
            dice: list[int] | None = None, clearings: dict[str, Any] | None = None, **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, "buildings": farms, **({"control": 3} if controller else {})}
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", empty_hands=True,
                     dice=dice, clearings={"12": {"marquise": 1}, **(clearings or {})},
                     hirelings={"cards": {side: card}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


def farms(g: Game) -> list[int]:
    return sorted(c + 1 for c, bs in enumerate(g.buildings) for o, k in bs if o == FARMERS and k == "farm")


@pytest.mark.law("A.6.3", "2.2.3")
def test_the_prosperous_farmers_set_up_a_farm_and_a_farmer_in_each_of_two_clearings() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["prosperous_farmers"])):
        g.push(fr)
    g._advance()
    g.apply("deploy 2")
    assert "deploy 2" not in options(g)  # two different clearings
    g.apply("deploy 7")
    assert farms(g) == [2, 7] and (at(g, 2), at(g, 7)) == (1, 1)
    assert g.view(0)["clearings"][6]["buildings"] == [["prosperous_farmers", "farm"]]
    assert Game.from_json(json.loads(json.dumps(g.to_json()))).fingerprint() == g.fingerprint()


@pytest.mark.law("3.2.1", "H.2.2")
def test_removing_a_farm_never_scores() -> None:
    g = farmers("prosperous_farmers", "eyrie", {}, {"12": 1}, dice=[2, 0], clearings={"12": {"marquise": 2}})
    g.apply("battle 12 prosperous_farmers")
    assert farms(g) == [] and g.factions[0].score == 0


@pytest.mark.law("H.2.4", "H.3.1")
def test_the_prosperous_farmers_ruling_a_farm_draw_and_place_a_farm_where_warriors_are_fewest() -> None:
    # the Marquise rules Hill (1) by its farm and farmer; every open clearing but 2, 5 and 7 has warriors
    crowd = {str(c): {"eyrie": 1} for c in (3, 4, 6, 8, 9, 10, 11)}
    g = farmers("prosperous_farmers", "marquise", {"1": 1}, {"1": 1}, clearings=crowd)
    g.apply("farmers")
    assert len(g.factions[0].hand) == 1  # (1) a card drawn
    assert set(options(g)) == {"farm_site 2", "farm_site 5", "farm_site 7"}
    g.apply("farm_site 5")
    assert farms(g) == [1, 5]
    # no enemy at a farm, so no battle: the only option, a farmer at each farm, was taken
    assert (at(g, 1), at(g, 5)) == (2, 1)
    assert asked(g) == (0, "daylight") and "farmers" not in options(g)


@pytest.mark.law("H.2.4", "4.3")
def test_the_prosperous_farmers_not_ruling_a_farm_draw_nothing_and_may_battle_once() -> None:
    g = farmers("prosperous_farmers", "marquise", {"5": 2}, {"5": 1, "9": 1}, dice=[3, 0],
                clearings={"5": {"eyrie": 3}, "9": {"eyrie": 1, "alliance": 2}})
    g.apply("farmers")
    assert g.factions[0].hand == [] and asked(g) == (0, "prosperous_farmers")
    g.apply("farm_battle")  # the only battle: at Creek (5), where farmers are (rolled 3 and 0)
    assert warriors_at(g, 5, 1) == 1 and warriors_at(g, 9, 1) == 1
    assert asked(g) == (0, "daylight")  # one battle only


@pytest.mark.law("H.2.4")
def test_the_struggling_farmers_place_a_farm_and_a_farmer_where_their_controller_rules_and_draw() -> None:
    g = farmers("struggling_farmers", "marquise", {}, {}, clearings={"1": {"marquise": 1}})
    assert {"farmstead 1 both", "farmstead 1 farm", "farmstead 1 farmer"} <= set(options(g))
    assert not any(o.startswith("farmstead 2 ") for o in options(g))  # she does not rule Sand (2)
    g.apply("farmstead 1 both")
    assert farms(g) == [1] and at(g, 1) == 1 and len(g.factions[0].hand) == 1
    assert not any(o.startswith("farmstead") for o in options(g))  # once per Daylight
    g = farmers("struggling_farmers", "marquise", {}, {}, clearings={"1": {"marquise": 1}})
    g.apply("farmstead 1 farmer")
    assert farms(g) == [] and at(g, 1) == 1 and g.factions[0].hand == []
    reason, rules = g.why_not(g.parse("farmstead 2 both"))
    assert rules == ["H.2.4"]


@pytest.mark.law("H.2.1", "H.1.3")
def test_the_struggling_farmers_hired_lose_the_farms_their_former_controller_does_not_rule() -> None:
    # the Eyrie (whose turn it is) give the Farmers away: they rule Hill (1) only
    g = game_with(["marquise", "eyrie"], player="eyrie", phase="evening", empty_hands=True,
                  clearings={"1": {"eyrie": 2}, "5": {"marquise": 3}},
                  hirelings={"cards": {"struggling_farmers": {"controller": "eyrie", "control": 1,
                                                              "warriors": {"1": 1, "5": 1, "7": 1},
                                                              "buildings": {"1": 1, "7": 1}}}})
    assert g.hirelings is not None
    roll_for_control(g, 0, g.hirelings.cards[0])
    assert farms(g) == [1] and (at(g, 1), at(g, 5), at(g, 7)) == (1, 0, 0)
    assert g.factions[0].score == 0 and g.factions[1].score == 0  # removed by no player
