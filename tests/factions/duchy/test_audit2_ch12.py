"""Second audit of chapter 12 (the Underground Duchy): tunnels, the Burrow, building and the
Price of Failure against the Corvids' snares, the Hundreds' Raze, and the Exiles deck.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6
2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. The Burrow is clearing 13.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.keepers.test_ch15_keepers import forests_with
from woodland import Game
from woodland.testing import (
    buildings_at,
    game_with,
    hand,
    options,
    options_of_kind,
    play,
    tokens_at,
    warriors_at,
)

D = 0


def pos(factions: list[str], **kw: Any) -> Game:
    kw.setdefault("ruins", [])
    return game_with(factions, empty_hands=True, **kw)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    return g.why_not(g.parse(text))


def snared(**more: Any) -> Game:
    """The Duchy's Assembly: a tunnel in 5 under a face-up snare, a snare in 3 (rabbit), the
    Duchy in 3 and 4 (rabbit), three warriors in the Burrow."""
    return pos(["duchy", "corvid"], player="duchy", hands={"duchy": ["Bake Sale", "Anvil"]},
               clearings={"5": {"duchy": {"warriors": 2, "tokens": ["tunnel"]}, "corvid": {"tokens": ["snare"]}},
                          "Burrow": {"duchy": 3}, "3": {"duchy": 1, "corvid": {"tokens": ["snare"]}},
                          "4": {"duchy": 1}, **more})


@pytest.mark.law("12.2.2", "13.7.2")
def test_a_snare_on_a_tunnel_keeps_the_duchy_from_going_down_not_from_coming_up() -> None:
    g = snared()
    moves = options_of_kind(g, "move")
    assert "move 13->5" in moves and "move 5->13" not in moves
    assert why(g, "move 5->13") == ("a face-up snare lies in clearing 5: enemy pieces cannot be moved out of it",
                                    ["13.7.2"])


@pytest.mark.law("12.5.1.V", "12.5.1.I", "13.7.2")
def test_no_dig_or_build_in_a_snared_clearing() -> None:
    g = snared()
    digs = options_of_kind(g, "dig")
    assert "dig 3" not in digs and "dig 4" in digs and "dig 5" not in digs  # 5 has its tunnel
    assert why(g, "dig 3") == ("a face-up snare lies in clearing 3: enemy pieces cannot be placed there",
                               ["12.5.1.V", "13.7.2"])
    assert not any(o.endswith(" 3") or o.endswith(" 5") for o in options_of_kind(g, "build"))
    assert why(g, "build market 5")[1] == ["13.7.2"]  # the Duchy rules 5, but cannot place there


@pytest.mark.law("12.2.4", "12.5.1.V", "13.7.2")
def test_a_tunnel_under_a_snare_may_still_be_taken_up_for_a_dig() -> None:
    """A snare stops placing and moving out, not removing: with all three tunnels out the Duchy
    may take up the snared one to dig elsewhere."""
    g = pos(["duchy", "corvid"], player="duchy", hands={"duchy": ["Bake Sale"]},
            clearings={"5": {"duchy": {"warriors": 2, "tokens": ["tunnel"]}, "corvid": {"tokens": ["snare"]}},
                       "Burrow": {"duchy": 3}, "1": {"duchy": {"tokens": ["tunnel"]}},
                       "2": {"duchy": {"tokens": ["tunnel"]}}, "10": {"duchy": 1}})
    play(g, "dig 10", 'spend "Bake Sale"')
    assert options_of_kind(g, "tunnel") == {"tunnel 1", "tunnel 2", "tunnel 5"}
    play(g, "tunnel 5")
    assert tokens_at(g, 5, D) == [] and tokens_at(g, 10, D) == ["tunnel"]


@pytest.mark.law("14.4.1", "12.2.3", "15.2.5", "13.7.4")
def test_raze_against_the_duchy_keepers_and_corvids_in_one_clearing() -> None:
    """A mob in 5 razes a Corvid raid, a Keepers relic and waystation, a Duchy market and
    tunnel: the Hundreds score a point each (and the relic's extra point), the Duchy pays one
    Price of Failure, the raid places Corvid warriors, the relic goes to a forest."""
    g = pos(["hundreds", "corvid", "keepers", "duchy"], player="hundreds", phase="birdsong", dice=[0] * 10,
            clearings={"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]},
                             "corvid": {"warriors": 1, "tokens": ["plot_raid"]},
                             "keepers": {"warriors": 1, "buildings": ["figure_tablet"], "tokens": ["figure_three"]},
                             "duchy": {"warriors": 1, "buildings": ["market"], "tokens": ["tunnel"]}},
                       "1": {"hundreds": 4}},
            hundreds={"warlord": 1}, duchy={"swayed": ["foremole"]},
            keepers={"forests": forests_with({}, ["figure_three"])}, hands={"duchy": ["Anvil"]})
    assert g.pending.kind == "order_triggers"
    assert options(g) == ['resolve "the Price of Failure"', 'resolve "Raid from 5"',
                          'resolve "Prized Trophies (figure_three)"']
    for c, k in ((5, 1), (5, 2), (5, 3)):
        assert buildings_at(g, c, k) == [] and tokens_at(g, c, k) == []
    assert warriors_at(g, 5, 1) == warriors_at(g, 5, 2) == warriors_at(g, 5, 3) == 1  # raze spares warriors
    assert g.factions[0].score == 5
    play(g, 'resolve "Raid from 5"', 'resolve "the Price of Failure"')
    assert warriors_at(g, 1, 1) == 1 and warriors_at(g, 2, 1) == 1
    assert g.factions[3].public_board(g)["swayed"] == [] and hand(g, 3) == []
    assert g.pending.kind == "trophy" and g.pending.seat == 0
    play(g, "trophy F3")
    assert g.factions[0].score == 6
