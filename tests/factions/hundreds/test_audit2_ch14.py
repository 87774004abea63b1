"""Second audit of chapter 14 (the Lord of the Hundreds): clearings of several or changed suits
(the Lost City: fox, mouse and rabbit at once; a Militant enclave: frog only, 16.2.1) for the
stronghold's crafting, Build, Incite and the mob die, which go through the one suit query
(rules/board.py ``clearing_suits``, ruling R298); and the Hundreds against the Corvids' snares,
the Keepers and the Duchy.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6
2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. The mob die draws 0-2 (fox,
rabbit, mouse). Cards: Anvil (fox) a hammer for fox; Bake Sale (rabbit).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.keepers.test_ch15_keepers import forests_with
from woodland import Game
from woodland.testing import (
    buildings_at,
    game_with,
    options,
    options_of_kind,
    play,
    tokens_at,
    warriors_at,
)

H = 0


def pos(factions: list[str], **kw: Any) -> Game:
    kw.setdefault("ruins", [])
    return game_with(factions, empty_hands=True, **kw)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    return g.why_not(g.parse(text))


def mobs_on(g: Game) -> list[int]:
    return [c for c in range(1, 13) if "mob" in tokens_at(g, c, H)]


# ----------------------------------------------------------------------------- the Lost City
@pytest.mark.law("14.2.1", "14.5.1", "4.1.1")
def test_a_stronghold_in_the_lost_city_crafts_a_fox_card() -> None:
    g = pos(["hundreds", "marquise"], player="hundreds", landmarks={"lost_city": 2}, hands={"hundreds": ["Anvil"]},
            clearings={"2": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, hundreds={"warlord": 2})
    assert g.pending.kind == "hundreds_craft" and "craft Anvil" in options(g)
    g = pos(["hundreds", "marquise"], player="hundreds", hands={"hundreds": ["Anvil"]},
            clearings={"2": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, hundreds={"warlord": 2})
    assert "craft Anvil" not in options(g)  # without the Lost City, 2 is mouse only


@pytest.mark.law("14.5.2.III", "2.1.1")
def test_build_a_stronghold_in_the_lost_city_with_a_fox_card() -> None:
    g = pos(["hundreds", "marquise"], player="hundreds", landmarks={"lost_city": 2}, hands={"hundreds": ["Anvil"]},
            clearings={"2": {"hundreds": 2}}, hundreds={"warlord": 2})
    assert g.pending.kind == "command" and "build Anvil 2" in options_of_kind(g, "build")
    play(g, "build Anvil 2")
    assert buildings_at(g, 2, H) == ["stronghold"]


@pytest.mark.law("14.6.1", "2.1.1")
def test_incite_in_the_lost_city_with_a_fox_card() -> None:
    g = pos(["hundreds", "marquise"], player="hundreds", phase="evening", landmarks={"lost_city": 2},
            hands={"hundreds": ["Anvil"]}, clearings={"2": {"hundreds": 1}}, hundreds={"warlord": 2})
    assert g.pending.kind == "incite" and options_of_kind(g, "incite") == {"incite Anvil 2"}
    play(g, "incite Anvil 2")
    assert tokens_at(g, 2, H) == ["mob"]


@pytest.mark.law("14.4.1")
def test_the_mob_die_matches_the_lost_city_whatever_it_rolls() -> None:
    """A mob in 5; the die rolls fox: 1 (fox) and 2 (the Lost City) are adjacent matching
    clearings, so the Hundreds choose (R214)."""
    g = pos(["hundreds", "marquise"], player="hundreds", phase="birdsong", dice=[0] * 4, landmarks={"lost_city": 2},
            clearings={"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]}}, "8": {"hundreds": 3}},
            hundreds={"warlord": 8})
    assert g.pending.kind == "mob" and options(g) == ["mob 1", "mob 2"]
    play(g, "mob 2")
    assert mobs_on(g) == [2, 5]


# ----------------------------------------------------------------------------- enclaves
@pytest.mark.law("14.4.1", "16.2.1.I")
def test_the_mob_die_does_not_match_a_clearing_a_militant_enclave_made_frog() -> None:
    """A mob in 5; the die rolls fox: 1 is fox but a Militant enclave makes it frog only, and
    no other fox clearing touches 5: no mob is placed."""
    g = pos(["hundreds", "lilypad", "marquise"], player="hundreds", phase="birdsong", dice=[0] * 4,
            clearings={"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]}}, "8": {"hundreds": 3},
                       "1": {"lilypad": {"tokens": ["militant"]}}},
            hundreds={"warlord": 8})
    assert g.pending.kind == "mood" and mobs_on(g) == [5]


@pytest.mark.law("14.6.1", "16.2.1.II")
def test_incite_at_a_militant_enclave_takes_a_frog_card_not_a_card_of_the_printed_suit() -> None:
    g = pos(["hundreds", "lilypad", "marquise"], player="hundreds", phase="evening",
            hands={"hundreds": ["Anvil"]},
            clearings={"1": {"hundreds": 1, "lilypad": {"tokens": ["militant"]}}}, hundreds={"warlord": 1})
    play(g, "done")  # no Negotiations (16.2.5)
    assert g.pending.kind == "incite" and "incite Anvil 1" not in options_of_kind(g, "incite")
    assert why(g, "incite Anvil 1")[1] == ["14.6.1", "2.1.1"]


# ----------------------------------------------------------------------------- the Corvids' snares
@pytest.mark.law("14.4.1", "13.7.2")
def test_the_mob_die_does_not_place_a_mob_under_a_snare() -> None:
    """A mob in 5; the die rolls fox: 1 is the only adjacent fox clearing, and a face-up
    snare lies there: no mob is placed."""
    g = pos(["hundreds", "corvid"], player="hundreds", phase="birdsong", dice=[0] * 4,
            clearings={"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]}}, "1": {"corvid": {"tokens": ["snare"]}},
                       "8": {"hundreds": 3}},
            hundreds={"warlord": 8})
    assert g.pending.kind == "mood" and mobs_on(g) == [5]


@pytest.mark.law("14.6.1", "13.7.2")
def test_no_incite_under_a_snare() -> None:
    g = pos(["hundreds", "corvid"], player="hundreds", phase="evening", hands={"hundreds": ["Anvil", "Bake Sale"]},
            clearings={"1": {"hundreds": 2, "corvid": {"tokens": ["snare"]}},
                       "5": {"hundreds": 1, "corvid": {"tokens": ["snare"]}}, "8": {"hundreds": 1}},
            hundreds={"warlord": 1})
    assert options_of_kind(g, "incite") == {"incite Anvil 8"}
    assert why(g, "incite Anvil 1") == ("a face-up snare lies in clearing 1: enemy pieces cannot be placed there",
                                        ["14.6.1", "13.7.2"])


@pytest.mark.law("14.4.2", "14.4.3", "13.7.2")
def test_recruit_and_anoint_skip_a_snared_clearing() -> None:
    # Recruit: nothing placed in the warlord's snared clearing; the stronghold in 8 gets its warrior
    g = pos(["hundreds", "corvid"], player="hundreds", phase="birdsong",
            clearings={"1": {"hundreds": {"warriors": 2, "buildings": ["stronghold"]}, "corvid": {"tokens": ["snare"]}},
                       "8": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}},
            hundreds={"warlord": 1})
    assert warriors_at(g, 1, H) == 2 and warriors_at(g, 8, H) == 2
    # Anoint: the warlord replaces the warrior in 8, not one under the snare in 1
    g = pos(["hundreds", "corvid"], player="hundreds", phase="birdsong",
            clearings={"1": {"hundreds": 2, "corvid": {"tokens": ["snare"]}}, "8": {"hundreds": 1}},
            hundreds={"warlord": None})
    assert g.factions[H].public_board(g)["warlord"] == 8 and warriors_at(g, 1, H) == 2
    # the only warriors are under the snare: "if you cannot", any other clearing (R216)
    g = pos(["hundreds", "corvid"], player="hundreds", phase="birdsong",
            clearings={"1": {"hundreds": 2, "corvid": {"tokens": ["snare"]}}}, hundreds={"warlord": None})
    assert g.pending.kind == "anoint" and options(g) == [f"anoint {c}" for c in range(2, 13)]


@pytest.mark.law("14.7.4", "14.7.1", "13.7.2", "1.5.4")
def test_lavish_and_bitter_place_no_warriors_under_a_snare() -> None:
    g = pos(["hundreds", "corvid"], player="hundreds", phase="birdsong", dice=[0] * 5,
            clearings={"5": {"hundreds": 2, "corvid": {"warriors": 1, "tokens": ["snare"]}}},
            hundreds={"warlord": 5, "mood": "bitter"}, items={"hundreds": ["boots"]})
    play(g, "mood lavish", "lavish boots")
    assert warriors_at(g, 5, H) == 2 and g.factions[H].items == []
    g = pos(["hundreds", "corvid"], player="hundreds", dice=[3, 0],
            clearings={"5": {"hundreds": {"warriors": 2, "tokens": ["mob"]},
                             "corvid": {"warriors": 1, "tokens": ["snare"]}},
                       "1": {"hundreds": {"tokens": ["mob"]}}},
            hundreds={"warlord": 5, "mood": "bitter"})
    play(g, "battle 5 corvid", "bitter 1")
    assert tokens_at(g, 1, H) == [] and warriors_at(g, 5, H) == 2


# ----------------------------------------------------------------------------- Oppress, the Hoard
@pytest.mark.law("14.6.2", "15.2.1", "13.2.2")
def test_oppress_does_not_count_clearings_with_a_plot_a_relic_or_a_tunnel() -> None:
    """The Hundreds rule 1, 2, 3, 4, 5 and 7; a face-down plot in 5, a relic in 1, a tunnel in
    2 are enemy pieces: three clearings are oppressed, two points. (6: a mob alone rules nothing.)"""
    g = pos(["hundreds", "corvid", "keepers", "duchy"], player="hundreds", phase="evening",
            clearings={"5": {"hundreds": 2, "corvid": {"tokens": ["plot_bomb"]}},
                       "1": {"hundreds": 1, "keepers": {"tokens": ["figure_three"]}},
                       "2": {"hundreds": 1, "duchy": {"tokens": ["tunnel"]}}, "3": {"hundreds": 1},
                       "4": {"hundreds": 1}, "6": {"hundreds": {"tokens": ["mob"]}}, "7": {"hundreds": 1}},
            hundreds={"warlord": 3}, keepers={"forests": forests_with({}, ["figure_three"])})
    assert g.factions[H].score == 2


@pytest.mark.law("14.4.1", "14.2.4.I")
def test_raze_takes_a_ruin_item_into_a_full_track() -> None:
    g = pos(["hundreds", "marquise"], player="hundreds", phase="birdsong", dice=[0] * 10, ruins=[6],
            ruin_items={"6": ["sword"]},
            clearings={"6": {"hundreds": {"warriors": 1, "tokens": ["mob"]}}, "8": {"hundreds": 3}},
            items={"hundreds": ["hammer", "tea", "sword", "crossbow"]}, hundreds={"warlord": 8})
    assert g.pending.kind == "hoard_full"
    assert options(g) == ["scrap crossbow", "scrap hammer", "scrap sword", "scrap tea"]
    play(g, "scrap tea")
    assert sorted(g.factions[H].items) == ["crossbow", "hammer", "sword", "sword"] and g.factions[H].score == 1


@pytest.mark.law("14.6.2", "9.2.8", "11.2.7")
def test_oppress_counts_clearings_shared_with_a_partner_or_hired_mercenaries() -> None:
    """The Hundreds rule 1, 3 and 4. The Vagabond's pawn in 3 is an enemy piece, unless he is
    their coalition partner; Riverfolk warriors in 1 are, unless hired as Mercenaries this turn
    (11.2.7: "no longer enemy pieces"). Three clearings score 2, two score 1."""
    fs = ["hundreds", "vagabond", "marquise", "eyrie"]
    here = {"1": {"hundreds": 1}, "3": {"hundreds": 1}, "4": {"hundreds": 1}}
    partner = {"coalition": {"vagabond": "hundreds"}, "dominance": {"vagabond": "Fox Dominance"}}
    for extra, points in ((partner, 2), ({}, 1)):
        g = pos(fs, player="hundreds", phase="evening", clearings=here, vagabond={"clearing": 3},
                hundreds={"warlord": 1}, **extra)
        assert g.factions[H].score == points
    here = {"1": {"hundreds": 1, "riverfolk": 1}, "3": {"hundreds": 1}, "4": {"hundreds": 1}}
    for extra, points in (({"riverfolk": {"mercenaries": "hundreds"}}, 2), ({}, 1)):
        g = pos(["hundreds", "riverfolk"], player="hundreds", phase="evening", clearings=here,
                hundreds={"warlord": 1}, **extra)
        assert g.factions[H].score == points


# ----------------------------------------------------------------------------- the warlord (14.2.2)
@pytest.mark.law("14.2.2", "G.23")
def test_propaganda_bureau_cannot_replace_the_warlord() -> None:
    """Propaganda Bureau replaces an enemy warrior only if it may be removed and the owner's
    placed (G.23): the warlord alone in 1 cannot be removed outside battle, so 1 is not
    offered; in 8 a plain Hundreds warrior is replaced."""
    g = pos(["marquise", "hundreds"], player="marquise", deck="exiles", crafted={"marquise": ["Propaganda Bureau"]},
            hands={"marquise": ["Anvil"]}, hundreds={"warlord": 1},
            clearings={"1": {"hundreds": 1}, "8": {"hundreds": 2}, "12": {"marquise": 1}})
    bureau = {o for o in options(g) if "Propaganda" in o}
    assert bureau == {'use "Propaganda Bureau" 8 hundreds'}
    assert why(g, 'use "Propaganda Bureau" 1 hundreds') == ("the warlord cannot be removed outside of battle",
                                                           ["G.23", "14.2.2"])
    play(g, 'use "Propaganda Bureau" 8 hundreds', "spend Anvil")
    assert warriors_at(g, 8, 1) == 1 and warriors_at(g, 8, 0) == 1 and warriors_at(g, 1, 1) == 1


@pytest.mark.law("14.2.2", "9.5.6")
def test_the_vagabond_cannot_strike_the_warlord() -> None:
    """Strike removes an enemy warrior, or another piece only if that enemy has no warriors
    there (9.5.6). The warlord is a warrior that cannot be removed outside battle: alone, or
    beside a stronghold, it leaves the Vagabond nothing to strike (ruling R570); beside a plain
    warrior, that warrior goes."""
    for here in ({"hundreds": 1}, {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}):
        g = pos(["vagabond", "hundreds"], player="vagabond", vagabond={"character": "ranger", "clearing": 1},
                clearings={"1": here}, hundreds={"warlord": 1})
        assert "strike hundreds" not in options(g)
        assert why(g, "strike hundreds") == ("the warlord cannot be removed outside of battle", ["9.5.6", "14.2.2"])
    g = pos(["vagabond", "hundreds"], player="vagabond", vagabond={"character": "ranger", "clearing": 1},
            clearings={"1": {"hundreds": {"warriors": 2, "buildings": ["stronghold"]}}}, hundreds={"warlord": 1})
    play(g, "strike hundreds")
    assert warriors_at(g, 1, 1) == 1 and g.factions[1].public_board(g)["warlord"] == 1
    assert buildings_at(g, 1, 1) == ["stronghold"]


@pytest.mark.law("14.2.2", "10.4.3")
def test_the_lizard_cult_cannot_convert_the_warlord() -> None:
    """Convert replaces an enemy warrior (10.4.3.II): not the warlord alone in 7 (a mouse
    clearing, the Outcast); a plain Hundreds warrior in 9 may be."""
    g = pos(["lizard", "hundreds"], player="lizard", phase="birdsong",
            lizard={"outcast": "fox", "lost_souls": ["Sword"], "acolytes": 2},  # adjusted to mouse
            clearings={"7": {"hundreds": 1}, "9": {"hundreds": 2}, "2": {"lizard": 1}}, hundreds={"warlord": 7})
    assert g.pending.kind == "conspiracy"
    assert options_of_kind(g, "convert") == {"convert 9 hundreds"}
    assert why(g, "convert 7 hundreds") == ("the warlord cannot be removed outside of battle", ["10.4.3", "14.2.2"])


@pytest.mark.law("14.4.1", "16.2.4", "16.2.1.I")
def test_raze_removes_a_peaceful_enclave_fears_come_to_pass_and_the_mob_die_sees_frog() -> None:
    """A mob in 5 razes a Peaceful enclave (a token): the Hundreds score it, and the Diaspora's
    Fears Come to Pass flip the enclave in 1 (beside a Hundreds warrior) to Militant with a
    warrior. The die then rolls fox: 1, adjacent to the mob, is frog only now, so no mob."""
    g = pos(["hundreds", "lilypad"], player="hundreds", phase="birdsong", dice=[0] * 6,
            clearings={"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]},
                             "lilypad": {"warriors": 1, "tokens": ["peaceful"]}},
                       "1": {"hundreds": 1, "lilypad": {"tokens": ["peaceful"]}}, "8": {"hundreds": 3}},
            hundreds={"warlord": 8})
    assert g.pending.kind == "mood"
    assert tokens_at(g, 5, 1) == [] and warriors_at(g, 5, 1) == 1 and g.factions[H].score == 1
    assert tokens_at(g, 1, 1) == ["militant"] and warriors_at(g, 1, 1) == 1
    assert mobs_on(g) == [5]


@pytest.mark.law("14.2.2", "V.11.2")
def test_the_gladiator_cannot_duel_the_warlord_and_the_oracle_says_why() -> None:
    g = pos(["vagabond", "hundreds"], player="vagabond", vagabond={"character": "gladiator", "clearing": 1},
            clearings={"1": {"hundreds": 1}}, hundreds={"warlord": 1})
    assert not options_of_kind(g, "duel")
    assert why(g, "duel hammer hundreds") == ("the warlord cannot be removed outside of battle", ["V.11.2", "14.2.2"])
