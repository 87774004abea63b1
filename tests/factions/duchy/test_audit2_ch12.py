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


# ----------------------------------------------------------------------------- Sway (12.5.3.II)
def at_sway(g: Game) -> Game:
    """From the start of the Duchy's Daylight to the Sway step (nothing done before)."""
    while g.pending.kind != "sway":
        play(g, "end" if "end" in options(g) else "done")
    return g


def sway_pos(factions: list[str], clearings: dict[str, Any], cards: list[str], **kw: Any) -> Game:
    return at_sway(pos(factions, player="duchy", hands={"duchy": cards}, clearings=clearings, **kw))


@pytest.mark.law("12.5.3.II", "16.2.1.I", "16.2.1.II")
def test_sway_a_militant_enclave_clearing_matches_frog_not_its_printed_suit() -> None:
    """Duchy warriors in 1 (fox, but a Militant enclave makes it frog only) and 5 (rabbit):
    a fox and a rabbit card cannot sway the Marshal; a frog and a rabbit card can (R569)."""
    here = {"1": {"duchy": 1, "lilypad": {"tokens": ["militant"]}}, "5": {"duchy": 1}, "8": {"lilypad": 1}}
    g = sway_pos(["duchy", "lilypad"], here, ["Anvil", "Bake Sale"])
    assert "sway marshal" not in options_of_kind(g, "sway")
    assert why(g, "sway marshal")[1] == ["12.5.3.II"]
    g = sway_pos(["duchy", "lilypad"], here, ["Settlers", "Bake Sale"])
    play(g, "sway marshal")
    assert options_of_kind(g, "reveal") == {'reveal "Bake Sale"', "reveal Settlers"}
    play(g, "reveal Settlers", 'reveal "Bake Sale"')
    assert g.factions[D].public_board(g)["swayed"] == ["Marshal"]


@pytest.mark.law("12.5.3.II", "16.2.1.II")
def test_sway_a_peaceful_enclave_clearing_matches_frog_or_its_printed_suit_once() -> None:
    here = {"1": {"duchy": 1, "lilypad": {"tokens": ["peaceful"]}}, "5": {"duchy": 1}}
    for cards in (["Settlers", "Bake Sale"], ["Anvil", "Bake Sale"]):
        g = sway_pos(["duchy", "lilypad"], here, cards)
        assert "sway marshal" in options_of_kind(g, "sway"), cards
    g = sway_pos(["duchy", "lilypad"], here, ["Settlers", "Anvil"])  # 1 allows one card, not two
    assert "sway marshal" not in options_of_kind(g, "sway")


@pytest.mark.law("12.5.3.II", "L")
def test_sway_the_lost_city_allows_one_card_of_any_of_its_suits() -> None:
    """Duchy warriors in 2 (the Lost City, printed mouse) and 5 (rabbit): a fox and a rabbit
    card sway the Marshal (R569); two fox cards do not (the Lost City counts once)."""
    here = {"2": {"duchy": 1}, "5": {"duchy": 1}}
    g = sway_pos(["duchy", "marquise"], here, ["Anvil", "Bake Sale"], landmarks={"lost_city": 2})
    play(g, "sway marshal", "reveal Anvil", 'reveal "Bake Sale"')
    assert g.factions[D].public_board(g)["swayed"] == ["Marshal"]
    g = sway_pos(["duchy", "marquise"], here, ["Anvil", "Foxfolk Steel"], landmarks={"lost_city": 2})
    assert "sway marshal" not in options_of_kind(g, "sway")


@pytest.mark.law("12.5.3.II")
def test_sway_reveals_in_an_order_that_keeps_a_full_set_possible() -> None:
    """Warriors in 1 (fox, Peaceful enclave) and 5 (rabbit); hand: a bird card and a frog card.
    The frog card needs 1, so the bird must go to 5: both orders of revealing work."""
    here = {"1": {"duchy": 1, "lilypad": {"tokens": ["peaceful"]}}, "5": {"duchy": 1}}
    g = sway_pos(["duchy", "lilypad"], here, ["Sappers", "Settlers"])
    play(g, "sway marshal")
    assert options_of_kind(g, "reveal") == {"reveal Sappers", "reveal Settlers"}
    play(g, "reveal Sappers", "reveal Settlers")
    assert g.factions[D].public_board(g)["swayed"] == ["Marshal"]
