"""The rule-of-thumb Marquise (woodland/bots/heuristic_marquise.py): positions where she
should do one thing and does it."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.bots.heuristic import HeuristicBot
from woodland.core.game import Game
from woodland.sim import Observation
from woodland.testing import position


def daylight_after_recruiting(alliance_in_10: dict[str, Any], mine_in_10: list[str] | None = None,
                              where: str = "10") -> Game:
    """The Marquise's Daylight, recruited already, no wood (nothing to build): three of her
    warriors (and her buildings ``mine_in_10``) stand in clearing ``where`` (10, rabbit, next
    to her sawmill in 1; 8, fox, next to none of her buildings) with the Alliance's
    ``alliance_in_10``."""
    return position({"factions": ["marquise", "alliance"], "turn": {"player": "marquise", "phase": "daylight"},
                     "clearings": {"1": {"marquise": {"warriors": 2, "tokens": ["keep"], "buildings": ["sawmill"]}},
                                   "5": {"marquise": {"warriors": 3, "buildings": ["recruiter", "workshop"]}},
                                   where: {"marquise": {"warriors": 3, "buildings": mine_in_10 or []},
                                           "alliance": alliance_in_10}},
                     "hands": {"marquise": [], "alliance": []}, "play": ["recruit"]})


def answer(g: Game) -> str:
    p = g.pending
    assert p is not None
    return str(HeuristicBot(1).decide(Observation(g, p.seat), p.options))


@pytest.mark.law("8.2.6")
def test_marquise_leaves_a_lone_sympathy_token_alone() -> None:
    # away from her buildings, battling it would remove the token and cost her a card that
    # becomes a supporter (8.2.6)
    g = daylight_after_recruiting({"tokens": ["sympathy"]}, where="8")
    assert "battle 8 alliance" in [str(a) for a in g.pending.options]  # type: ignore[union-attr]
    assert answer(g) != "battle 8 alliance"


@pytest.mark.law("8.4.2")
def test_marquise_clears_a_sympathy_token_next_to_her_buildings() -> None:
    # sympathy spreads only next to sympathy (8.4.2.I): the token in 10 is the way into 1,
    # where her keep and sawmill stand
    g = daylight_after_recruiting({"tokens": ["sympathy"]})
    assert answer(g) == "battle 10 alliance"


@pytest.mark.law("8.4.1")
def test_marquise_clears_a_sympathy_token_beside_her_buildings() -> None:
    # there the token lets the Alliance revolt (8.4.1.I), removing every piece she has (8.4.1.III)
    g = daylight_after_recruiting({"tokens": ["sympathy"]}, ["sawmill"])
    assert answer(g) == "battle 10 alliance"


@pytest.mark.law("8.4.1")
def test_marquise_still_battles_a_base() -> None:
    # a base with its sympathy: the battle may remove the base, worth the outrage
    g = daylight_after_recruiting({"tokens": ["sympathy"], "buildings": ["base_rabbit"]})
    assert answer(g) == "battle 10 alliance"


def daylight_no_wood(hand: list[str], wood: int = 0) -> Game:
    """The Marquise's Daylight, recruited already (the warrior stands in the keep's
    clearing 1): a sawmill with a free slot beside it in clearing 8 (fox) and ``wood`` wood
    there; each next building costs one wood."""
    return position({"factions": ["marquise", "alliance"], "turn": {"player": "marquise", "phase": "daylight"},
                     "clearings": {"1": {"marquise": {"tokens": ["keep"], "buildings": ["recruiter"]}},
                                   "8": {"marquise": {"tokens": ["wood"] * wood, "buildings": ["sawmill"]}},
                                   "5": {"marquise": {"buildings": ["workshop"]}}},
                     "hands": {"marquise": hand, "alliance": []}, "play": ["recruit"]})


@pytest.mark.law("6.5.5")
def test_marquise_overworks_for_the_wood_of_a_building() -> None:
    # no wood anywhere: a fox card spent at the sawmill in the fox clearing pays a building
    g = daylight_no_wood(["Foxfolk Steel"])
    assert answer(g) == "overwork 8"


@pytest.mark.law("6.5.4")
def test_marquise_builds_before_overworking_when_the_wood_is_there() -> None:
    g = daylight_no_wood(["Foxfolk Steel"], wood=1)
    assert answer(g).startswith("build ")


def daylight_wood_waiting(wood: int) -> Game:
    """The Marquise's Daylight, three actions left: her clearings 1 (keep, sawmill, ``wood``
    wood) and 5 (recruiter, workshop, three warriors) are full; clearing 2 next to 5 is
    empty with two free slots."""
    return position({"factions": ["marquise", "alliance"], "turn": {"player": "marquise", "phase": "daylight"},
                     "clearings": {"1": {"marquise": {"tokens": ["keep"] + ["wood"] * wood, "buildings": ["sawmill"]}},
                                   "5": {"marquise": {"warriors": 3, "buildings": ["recruiter", "workshop"]}}},
                     "hands": {"marquise": [], "alliance": []}})


@pytest.mark.law("6.5.4")
def test_marquise_marches_for_room_when_her_wood_waits() -> None:
    # no free slot where she rules, so no building (6.5.4); clearing 2 has room her wood
    # reaches through 5 (6.5.4.II): she marches there rather than recruit
    g = daylight_wood_waiting(3)
    kinds = {a.kind for a in g.pending.options}  # type: ignore[union-attr]
    assert "build" not in kinds and "recruit" in kinds
    assert answer(g) == "march"


@pytest.mark.law("6.5.3")
def test_marquise_recruits_when_no_wood_waits() -> None:
    g = daylight_wood_waiting(0)
    assert answer(g) == "recruit"
