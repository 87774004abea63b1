"""Second audit of chapter 15 (the Keepers in Iron) against the other factions: the Corvids'
snares (placing is stopped, delving is not, R237), the Vagabond's Instigate removing a relic,
Saboteurs and the Retinue.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Forest F1 touches 1, 2, 5, 10.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.keepers.test_ch15_keepers import forests_with
from woodland import Game
from woodland.factions.keepers import relic_type
from woodland.testing import game_with, options, options_of_kind, play, tokens_at, warriors_at

K = 0


def pos(factions: list[str], **kw: Any) -> Game:
    kw.setdefault("ruins", [])
    return game_with(factions, empty_hands=True, **kw)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    return g.why_not(g.parse(text))


SNARE = {"corvid": {"tokens": ["snare"]}}


@pytest.mark.law("15.4.1", "15.4.2", "15.4.3", "13.7.2")
def test_no_encamp_decamp_or_recruit_under_a_snare() -> None:
    g = pos(["keepers", "corvid"], player="keepers", phase="birdsong", hands={"keepers": ["Anvil"]},
            clearings={"5": {"keepers": 2, **SNARE},
                       "1": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"]}, **SNARE},
                       "8": {"keepers": {"warriors": 1, "buildings": ["tablet_jewelry"]}}},
            keepers={"forests": forests_with({}, [])})
    assert g.pending.kind == "keepers_encamp"
    assert {o.split()[1] for o in options(g) if o != "done"} == {"8"}
    snared = "a face-up snare lies in clearing {}: enemy pieces cannot be placed there"
    assert why(g, "encamp 5 jewelry figure") == (snared.format(5), ["15.4.1", "13.7.2"])
    play(g, "done")
    assert options(g) == ["decamp 8 tablet jewelry", "done"]
    assert why(g, "decamp 1 figure tablet") == (snared.format(1), ["15.4.2", "13.7.2"])
    play(g, "done")
    assert options(g) == ["recruit_at 8 Anvil", "done"]  # not at the waystation in 1


@pytest.mark.law("15.5.2.I", "13.7.2")
def test_a_retinue_move_is_not_taken_from_a_snared_clearing() -> None:
    g = pos(["keepers", "corvid"], player="keepers",
            clearings={"5": {"keepers": {"warriors": 2, "tokens": ["figure_three"]}, **SNARE}, "3": {"keepers": 1}},
            keepers={"forests": forests_with({}, ["figure_three"]),
                     "retinue": {"move": ["Bake Sale"], "battle": [], "recover": []}})
    play(g, 'retinue "Bake Sale"')
    assert options_of_kind(g, "move") == {"move 3->6", "move 3->7", "move 3->11"}


@pytest.mark.law("15.5.2.II", "13.7.2")
def test_a_relic_is_delved_into_a_snared_clearing() -> None:
    """A snare stops placing, and a delve moves the relic (R237): the Keepers battle the Corvid
    warrior in 5 (the snare, a token, goes with the second hit), then delve there."""
    g = pos(["keepers", "corvid"], player="keepers", dice=[3, 0],
            clearings={"5": {"keepers": 3, "corvid": {"warriors": 1, "tokens": ["snare"]}}},
            keepers={"forests": forests_with({"F1": ["figure"]}, []),
                     "retinue": {"move": [], "battle": ["Bake Sale"], "recover": []}})
    play(g, 'retinue "Bake Sale"')
    assert tokens_at(g, 5, 1) == [] and warriors_at(g, 5, 1) == 0
    assert options(g) == ["delve 5 F1 figure", "done"]
    play(g, "delve 5 F1 figure")
    assert [relic_type(t) for t in tokens_at(g, 5, K)] == ["figure"]
    # a lone snare is an enemy piece the Keepers can battle, so they must (it goes), then delve
    g = pos(["keepers", "corvid"], player="keepers", dice=[3, 0], clearings={"5": {"keepers": 3, **SNARE}},
            keepers={"forests": forests_with({"F1": ["figure"]}, []),
                     "retinue": {"move": [], "battle": ["Bake Sale"], "recover": []}})
    play(g, 'retinue "Bake Sale"')
    assert tokens_at(g, 5, 1) == [] and g.factions[K].score == 1
    assert options(g) == ["delve 5 F1 figure", "done"]


@pytest.mark.law("15.2.5", "V.4.2", "3.2.1")
def test_the_vagrant_instigates_a_battle_that_removes_a_relic_and_takes_the_trophy() -> None:
    """The Vagrant has the Hundreds battle the Keepers' lone relic in 5: he is treated as its
    remover, so he scores its point and Prized Trophies' and places it in a forest."""
    g = pos(["vagabond", "hundreds", "keepers"], player="vagabond", dice=[3, 0],
            clearings={"5": {"hundreds": 3, "keepers": {"tokens": ["figure_three"]}}},
            hundreds={"warlord": 5}, keepers={"forests": forests_with({}, ["figure_three"])},
            vagabond={"character": "vagrant", "clearing": 5})
    play(g, "instigate hundreds keepers")
    assert g.pending.seat == 0 and g.pending.kind == "trophy"
    play(g, "trophy F1")
    assert [f.score for f in g.factions] == [2, 0, 0] and tokens_at(g, 5, 2) == []
    assert "figure_three" in g.view(1)["players"][2]["board"]["forests"]["F1"]


@pytest.mark.law("15.6.2", "2.1.4")
def test_saboteurs_cannot_discard_a_retinue_card() -> None:
    """The Retinue's cards are tucked into the faction board, not crafted into the play area:
    with no crafted card of an enemy, Saboteurs offers nothing."""
    g = pos(["marquise", "keepers"], player="marquise", phase="birdsong", deck="exiles",
            crafted={"marquise": ["Saboteurs"]},
            clearings={"5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"]}}, "1": {"marquise": 1}},
            keepers={"forests": forests_with({}, []),
                     "retinue": {"move": ["Bake Sale"], "battle": ["Informants"], "recover": []}})
    assert not any(o.startswith("use") or "Saboteurs" in o for o in options(g))


@pytest.mark.law("15.5.2.II", "9.2.8")
def test_battle_then_delve_need_not_battle_a_coalition_partner() -> None:
    """The Vagabond in coalition with the Keepers is no enemy (9.2.8): the Battle then Delve in
    5 goes straight to the delve."""
    g = pos(["keepers", "vagabond", "marquise", "eyrie"], player="keepers", coalition={"vagabond": "keepers"},
            dominance={"vagabond": "Fox Dominance"}, clearings={"5": {"keepers": 2}}, vagabond={"clearing": 5},
            keepers={"forests": forests_with({"F1": ["figure"]}, []),
                     "retinue": {"move": [], "battle": ["Bake Sale"], "recover": []}})
    play(g, 'retinue "Bake Sale"')
    assert [relic_type(t) for t in tokens_at(g, 5, K)] == ["figure"]
