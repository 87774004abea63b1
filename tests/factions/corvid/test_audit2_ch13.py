"""Second audit of chapter 13 (the Corvid Conspiracy): the plots against the other factions
of the Underground, Marauder and base boxes (the Duchy's buildings, tunnels and Burrow, the
Hundreds' warlord, strongholds and mobs, the Keepers' relics and waystations), Exposure by
each of them, and coalitions.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths from 5: 1 and 2. The
Duchy's Burrow is clearing 13.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.keepers.test_ch15_keepers import forests_with
from woodland import Game
from woodland.testing import (
    buildings_at,
    discard,
    game_with,
    hand,
    options_of_kind,
    play,
    tokens_at,
    warriors_at,
)


def pos(factions: list[str], **kw: Any) -> Game:
    kw.setdefault("ruins", [])
    return game_with(factions, empty_hands=True, **kw)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    return g.why_not(g.parse(text))


# ----------------------------------------------------------------------------- 13.7.1 bombs
@pytest.mark.law("13.7.1", "12.2.3", "3.2.1")
def test_a_bomb_removes_the_duchys_building_and_tunnel_and_costs_a_minister() -> None:
    g = pos(["corvid", "duchy"], player="corvid", phase="birdsong", hands={"duchy": ["Anvil", "Sword"]},
            clearings={"5": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                             "duchy": {"warriors": 2, "buildings": ["citadel"], "tokens": ["tunnel"]}}},
            duchy={"swayed": ["foremole", "captain"]})
    play(g, "flip 5")
    assert (warriors_at(g, 5, 1), buildings_at(g, 5, 1), tokens_at(g, 5, 1), tokens_at(g, 5, 0)) == (0, [], [], [])
    assert g.factions[0].score == 3  # the flip, the citadel, the tunnel (R125)
    # the Price of Failure: the Duchy chooses between its two squires (12.2.3)
    assert g.pending.seat == 1 and options_of_kind(g, "minister") == {"minister foremole", "minister captain"}
    play(g, "minister captain")
    assert g.factions[1].public_board(g)["swayed"] == ["Foremole"] and len(hand(g, 1)) == 1


@pytest.mark.law("13.7.1", "12.2.3", "1.5.4")
def test_a_bomb_on_a_duchy_without_ministers_still_costs_a_random_card() -> None:
    g = pos(["corvid", "duchy"], player="corvid", phase="birdsong", dice=[1],
            clearings={"5": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                             "duchy": {"warriors": 2, "buildings": ["citadel"]}}},
            hands={"duchy": ["Anvil", "Sword"]})
    play(g, "flip 5")
    assert hand(g, 1) == ["Anvil"] and discard(g) == ["Sword"]


@pytest.mark.law("13.7.1", "14.2.2")
def test_a_bomb_leaves_the_warlord_but_removes_the_rest_of_the_hundreds() -> None:
    g = pos(["corvid", "hundreds"], player="corvid", phase="birdsong",
            clearings={"5": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                             "hundreds": {"warriors": 3, "buildings": ["stronghold"], "tokens": ["mob"]}}},
            hundreds={"warlord": 5})
    play(g, "flip 5")
    assert warriors_at(g, 5, 1) == 1 and g.factions[1].public_board(g)["warlord"] == 5
    assert buildings_at(g, 5, 1) == [] and tokens_at(g, 5, 1) == []
    assert g.factions[0].score == 3  # the flip, the stronghold, the mob


@pytest.mark.law("13.7.1", "15.2.5", "3.2.1")
def test_a_bomb_removes_relics_and_waystations_and_the_corvids_place_the_trophy() -> None:
    g = pos(["corvid", "keepers"], player="corvid", phase="birdsong",
            clearings={"5": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                             "keepers": {"warriors": 2, "buildings": ["figure_tablet"], "tokens": ["figure_three"]}}},
            keepers={"forests": forests_with({}, ["figure_three"])})
    play(g, "flip 5")
    assert (warriors_at(g, 5, 1), buildings_at(g, 5, 1), tokens_at(g, 5, 1)) == (0, [], [])
    assert g.pending.seat == 0 and g.pending.kind == "trophy"  # the remover picks the forest
    play(g, "trophy F2")
    assert "figure_three" in g.view(0)["players"][1]["board"]["forests"]["F2"]
    assert g.factions[0].score == 4  # the flip 1, the waystation 1, the relic 1 + 1 (15.2.5)


# ----------------------------------------------------------------------------- 13.7.3 extortion
@pytest.mark.law("13.7.3", "15.2.1")
def test_extortion_takes_from_an_enemy_whose_only_piece_is_a_relic_or_a_tunnel() -> None:
    g = pos(["corvid", "keepers", "duchy"], player="corvid", phase="birdsong",
            clearings={"5": {"corvid": {"warriors": 1, "tokens": ["plot_extortion"]},
                             "keepers": {"tokens": ["figure_three"]}, "duchy": {"tokens": ["tunnel"]}},
                       "1": {"keepers": 1}, "2": {"duchy": 1}},
            keepers={"forests": forests_with({}, ["figure_three"])},
            hands={"keepers": ["Anvil"], "duchy": ["Sword"]})
    play(g, "flip 5")
    assert hand(g, 0) == ["Anvil", "Sword"] and hand(g, 1) == [] and hand(g, 2) == []


# ----------------------------------------------------------------------------- 13.7.4 raids
@pytest.mark.law("13.7.4", "12.2.2")
def test_a_raid_removed_in_a_tunnel_clearing_places_nothing_in_the_burrow() -> None:
    """The Duchy battles a lone face-down raid in 5 (a tunnel: 5 is adjacent to the Burrow):
    the raid places a Corvid warrior in 1 and 2, none in the Burrow (12.2.2)."""
    g = pos(["duchy", "corvid"], player="duchy", dice=[3, 0],
            clearings={"5": {"duchy": {"warriors": 3, "tokens": ["tunnel"]}, "corvid": {"tokens": ["plot_raid"]}},
                       "Burrow": {"duchy": 1}})
    play(g, "battle 5 corvid")
    assert tokens_at(g, 5, 1) == []
    assert [warriors_at(g, c, 1) for c in range(1, 14)] == [1, 1] + [0] * 11


@pytest.mark.law("13.7.4", "14.4.1")
def test_raze_removes_a_face_down_raid_and_the_raid_places_warriors() -> None:
    g = pos(["hundreds", "corvid"], player="hundreds", phase="birdsong", dice=[0] * 4,
            clearings={"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]}, "corvid": {"tokens": ["plot_raid"]}},
                       "8": {"hundreds": 3}},
            hundreds={"warlord": 8})
    assert tokens_at(g, 5, 1) == [] and g.factions[0].score == 1
    assert warriors_at(g, 1, 1) == 1 and warriors_at(g, 2, 1) == 1


# ----------------------------------------------------------------------------- 13.2.4 Exposure
@pytest.mark.law("13.2.4", "15.2.1")
def test_the_keepers_may_expose_where_their_only_piece_is_a_relic_in_every_daylight_menu() -> None:
    g = pos(["keepers", "corvid"], player="keepers", hands={"keepers": ["Anvil"]},
            clearings={"1": {"keepers": {"tokens": ["figure_three"]}, "corvid": {"tokens": ["plot_bomb"]}},
                       "5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"]}}},
            keepers={"forests": forests_with({}, ["figure_three"]),
                     "retinue": {"move": ["Bake Sale"], "battle": [], "recover": []}})
    every = {f"expose 1 {t} Anvil" for t in ("bomb", "snare", "extortion", "raid")}
    assert g.pending.kind == "craft" and options_of_kind(g, "expose") == every
    play(g, "done")
    assert g.pending.kind == "retinue" and options_of_kind(g, "expose") == every
    play(g, "expose 1 bomb Anvil")
    assert tokens_at(g, 1, 1) == [] and g.factions[0].score == 1


@pytest.mark.law("13.2.4")
def test_the_duchy_and_the_hundreds_may_expose_in_each_step_of_their_daylight() -> None:
    g = pos(["duchy", "corvid"], player="duchy", hands={"duchy": ["Anvil"]},
            clearings={"1": {"duchy": 1, "corvid": {"tokens": ["plot_bomb"]}}}, duchy={"swayed": ["marshal"]})
    for step in ("assembly", "parliament", "sway"):
        assert g.pending.kind == step and "expose 1 raid Anvil" in options_of_kind(g, "expose")
        if step != "sway":
            play(g, "end")
    g = pos(["hundreds", "corvid"], player="hundreds", hands={"hundreds": ["Anvil"]},
            clearings={"1": {"hundreds": 1, "corvid": {"tokens": ["plot_bomb"]}}}, hundreds={"warlord": 1})
    assert g.pending.kind == "command" and "expose 1 raid Anvil" in options_of_kind(g, "expose")
    play(g, "done")
    assert g.pending.kind == "advance" and "expose 1 raid Anvil" in options_of_kind(g, "expose")


@pytest.mark.law("13.2.4", "9.2.8")
def test_the_vagabond_in_coalition_with_the_corvids_cannot_expose_them() -> None:
    g = pos(["vagabond", "corvid", "marquise", "eyrie"], player="vagabond", hands={"vagabond": ["Anvil"]},
            coalition={"vagabond": "corvid"}, dominance={"vagabond": "Fox Dominance"},
            clearings={"1": {"corvid": {"tokens": ["plot_bomb"]}}}, vagabond={"clearing": 1})
    assert options_of_kind(g, "expose") == set()
    assert why(g, "expose 1 bomb Anvil") == ("only an enemy of the Corvids may expose their plots", ["13.2.4"])


# ----------------------------------------------------------------------------- 13.2.5 with 15.2.4
@pytest.mark.law("13.2.5", "15.2.4", "15.5.2.II")
def test_embedded_agents_against_devout_knights() -> None:
    """The Keepers battle in 5 (a relic there): 2 warriors against 1 Corvid warrior and a
    face-down plot. Rolls 3 and 1: the Corvids deal 1 + 1 (Embedded Agents), the Keepers ignore
    the first (Devout Knights) and lose one warrior; their 2 hits take the warrior, then the plot."""
    g = pos(["keepers", "corvid"], player="keepers", dice=[3, 1],
            clearings={"5": {"keepers": {"warriors": 2, "tokens": ["figure_three"]},
                             "corvid": {"warriors": 1, "tokens": ["plot_bomb"]}}},
            keepers={"forests": forests_with({}, ["figure_three"]),
                     "retinue": {"move": [], "battle": ["Bake Sale"], "recover": []}})
    play(g, 'retinue "Bake Sale"')
    assert warriors_at(g, 5, 0) == 1 and tokens_at(g, 5, 0) == ["figure_three"]
    assert warriors_at(g, 5, 1) == 0 and tokens_at(g, 5, 1) == []


@pytest.mark.law("15.5.2.II", "13.7.4", "13.2.5")
def test_battle_then_delve_must_battle_a_lone_plot_and_its_raid_answers() -> None:
    """A face-down plot alone is an enemy piece the Keepers can battle: the Battle then Delve
    in 5 must battle it (Embedded Agents: the defenseless Corvids still deal one hit); it is a
    raid, so Corvid warriors appear in 1 and 2."""
    g = pos(["keepers", "corvid"], player="keepers", dice=[3, 0],
            clearings={"5": {"keepers": {"warriors": 2}, "corvid": {"tokens": ["plot_raid"]}}},
            keepers={"forests": forests_with({}, []), "retinue": {"move": [], "battle": ["Bake Sale"], "recover": []}})
    play(g, 'retinue "Bake Sale"')
    assert tokens_at(g, 5, 1) == [] and warriors_at(g, 5, 0) == 1
    assert warriors_at(g, 1, 1) == 1 and warriors_at(g, 2, 1) == 1


@pytest.mark.law("13.7.1", "12.2.3")
def test_a_bomb_that_removes_only_a_tunnel_costs_the_duchy_no_minister() -> None:
    g = pos(["corvid", "duchy"], player="corvid", phase="birdsong", hands={"duchy": ["Anvil", "Sword"]},
            clearings={"5": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]},
                             "duchy": {"warriors": 2, "tokens": ["tunnel"]}}},
            duchy={"swayed": ["foremole"]})
    play(g, "flip 5")
    assert tokens_at(g, 5, 1) == [] and g.factions[0].score == 2  # the flip, the tunnel
    assert hand(g, 1) == ["Anvil", "Sword"] and g.factions[1].public_board(g)["swayed"] == ["Foremole"]


@pytest.mark.law("13.5.2", "11.2.7")
def test_a_plot_is_not_paid_with_hired_mercenaries() -> None:
    """Riverfolk Mercenaries count as the Corvids' warriors for rule and battle only: a plot
    removes Corvid warriors, so none is offered in 1, where only the Mercenaries stand."""
    g = pos(["corvid", "riverfolk"], player="corvid", riverfolk={"mercenaries": "corvid"},
            clearings={"1": {"riverfolk": 2}, "5": {"corvid": 1}})
    assert options_of_kind(g, "plot") == {f"plot 5 {t}" for t in ("bomb", "snare", "extortion", "raid")}


@pytest.mark.law("12.2.2", "13.5.2")
def test_a_plot_in_the_burrow_is_refused_by_the_burrow() -> None:
    """Non-Duchy pieces cannot be placed in the Burrow (12.2.2): a plot there is refused for
    that, not for the warriors the Corvids lack there (13.5.2's cost)."""
    g = pos(["corvid", "duchy"], player="corvid", phase="daylight",
            clearings={"1": {"corvid": 3}, "5": {"duchy": {"tokens": ["tunnel"]}}})
    assert "plot 13 bomb" not in options_of_kind(g, "plot")
    reason, rules = why(g, "plot 13 bomb")
    assert rules == ["13.5.2", "12.2.2"] and "Burrow" in reason
