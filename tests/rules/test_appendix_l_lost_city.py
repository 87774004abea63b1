"""The Lost City (appendix L; components.md §7): its clearing is a fox, a mouse and a rabbit
clearing at once, through the one suit query of the rules (rules/board.py ``clearing_suits``
/ ``in_suit``). Clearing 5 (Creek) of the Autumn map is a rabbit clearing on the river.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.rules.board import clearing_suits, in_suit
from woodland.rules.victory import dominance_won
from woodland.testing import game_with, option_set as opts, play

CREEK = 4  # index of clearing 5, a rabbit clearing on the river


def marquise_daylight(lost_city: bool, **spec: Any) -> Game:
    if lost_city:
        spec["landmarks"] = {"lost_city": CREEK + 1}
    return game_with(["marquise", "eyrie"], player="marquise", phase="daylight", **spec)


@pytest.mark.law("L.1.2", "2.2.2")
def test_the_lost_city_clearing_has_all_three_suits() -> None:
    g = marquise_daylight(True)
    assert g.suits[CREEK] == "rabbit" and set(clearing_suits(g, CREEK)) == {"fox", "rabbit", "mouse"}
    assert in_suit(g, CREEK, "fox") and in_suit(g, CREEK, "mouse")
    assert not in_suit(g, CREEK, "bird")
    assert clearing_suits(g, 0) == (g.suits[0],)  # the other clearings keep theirs
    h = marquise_daylight(False)
    assert clearing_suits(h, CREEK) == ("rabbit",) and not in_suit(h, CREEK, "fox")


@pytest.mark.law("4.1.1", "10.2.1")
@pytest.mark.parametrize("lost_city", [True, False])
def test_two_crafting_pieces_in_the_lost_city_pay_two_different_suits(lost_city: bool) -> None:
    # Tax Collector costs fox + rabbit + mouse: two workshops in Creek and one in Quarry (mouse)
    g = marquise_daylight(lost_city, clearings={"5": {"marquise": {"buildings": ["workshop", "workshop"]}},
                                               "2": {"marquise": {"buildings": ["workshop"]}}},
                          hands={"marquise": ["Tax Collector"]})
    assert ('craft "Tax Collector"' in opts(g)) == lost_city
    if lost_city:
        play(g, 'craft "Tax Collector"')
        tax = next(c for c in g.factions[0].play_area if g.deckdef.cards[c].label == "Tax Collector")
        assert tax >= 0 and not g.factions[0].crafting_suits(g)  # all three workshops were used


@pytest.mark.law("6.5.5")
@pytest.mark.parametrize("lost_city", [True, False])
def test_overwork_in_the_lost_city_takes_a_card_of_any_suit(lost_city: bool) -> None:
    g = marquise_daylight(lost_city, clearings={"5": {"marquise": {"buildings": ["sawmill"]}}},
                          hands={"marquise": ["Anvil"]})  # a fox card; Creek's marker is rabbit
    assert ("overwork 5" in opts(g)) == lost_city


@pytest.mark.law("4.3.1")
@pytest.mark.parametrize("lost_city", [True, False])
def test_an_ambush_of_any_suit_matches_the_lost_city(lost_city: bool) -> None:
    g = marquise_daylight(lost_city, clearings={"5": {"marquise": 5, "eyrie": 3}}, dice=[3, 1],
                          hands={"eyrie": ["Ambush (fox)", "Ambush (mouse)"]})
    play(g, "battle 5 eyrie")
    p = g.pending
    if lost_city:  # both ambushes match: the defender is asked
        assert p is not None and p.kind == "ambush" and p.seat == 1
        assert {'ambush "Ambush (fox)"', 'ambush "Ambush (mouse)"'} <= opts(g)
    else:  # neither matches a rabbit clearing
        assert p is None or p.kind != "ambush" or opts(g) == {"pass"}


@pytest.mark.law("3.3.1")
def test_the_lost_city_counts_for_a_dominance_of_any_suit() -> None:
    spec: dict[str, Any] = {"clearings": {"1": {"marquise": 2}, "6": {"marquise": 2}, "5": {"marquise": 2}}}
    for lost_city in (True, False):
        g = marquise_daylight(lost_city, **spec)
        g.factions[0].dominance = next(c.id for c in g.deckdef.cards if c.label == "Fox Dominance")
        assert dominance_won(g, 0) == lost_city  # Hill and Mountain are fox; Creek only with the Lost City
