"""Law chapter 18, the Knaves of the Deepwood, against other factions' rules: the Twilight
Council's Governors (17.2.3) over the Knaves' crafting pieces (18.2.8) and placements, the
Diaspora's enclaves changing what matches the Acting Captain's clearing (16.2.1.II).

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Forests: F1 (1 2 5 10), F2 (1 9 10 12),
F3 (2 6 10 11 12), F4 (4 9 12), F5 (4 7 8 12), F6 (3 7 11 12), F7 (3 6 11).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.factions.knaves import knaves
from woodland.testing import option_set, play, position, tokens_at, warriors_at

K = 0
CAPS = {"thief": 5, "tinker": None, "ranger": None}
GOV = {"council": {"tokens": ["governing"]}}


def pos(clearings: dict[str, Any], board: dict[str, Any] | None = None, hands: dict[str, Any] | None = None,
        others: tuple[str, ...] = ("marquise", "council"), dice: list[int] | None = None, **extra: Any) -> Game:
    spec: dict[str, Any] = {"factions": ["knaves", *others], "ruins": [],
                            "turn": {"player": "knaves", "phase": "daylight"}, "clearings": clearings,
                            "hands": {"knaves": [], **{k: [] for k in others}, **(hands or {})},
                            "knaves": {"captains": CAPS, "acting": "thief", **(board or {})}, **extra}
    return position(spec, dice=dice)


def kn(warriors: int = 0, *tokens: str) -> dict[str, Any]:
    return {"knaves": {"warriors": warriors, "tokens": list(tokens)}}


def crafts(g: Game) -> set[str]:
    return {str(a) for a in g.legal_actions() if a.kind == "craft"}


# ----------------------------------------------------------------------------- 17.2.3 Governors
@pytest.mark.law("17.2.3", "18.5.1.III", "18.2.8")
def test_filch_cannot_craft_with_the_captain_at_a_governing_assembly() -> None:
    g = pos({"5": {**kn(1), **GOV}}, hands={"knaves": ["A Visit to Friends"]})
    assert crafts(g) == set()
    text, rules = g.why_not(g.parse('craft "A Visit to Friends"'))
    assert rules == ["4.1.1", "17.2.3"] and "Governing assembly" in text
    g = pos({"5": kn(1)}, hands={"knaves": ["A Visit to Friends"]})
    assert crafts(g) == {'craft "A Visit to Friends"'}


@pytest.mark.law("17.2.3", "18.5.1.IV.g", "18.2.8")
def test_serve_activates_no_acclaim_at_a_governing_assembly() -> None:
    """Acclaim in 5 (the Thief's clearing) and in 3 and 4, all rabbit; 4 has a Governing
    assembly: Serve crafts with 5 and 3 only (Bake Sale costs two rabbit icons, a third is
    not there)."""
    g = pos({"5": kn(1, "acclaim"), "3": kn(0, "acclaim"), "4": {**kn(0, "acclaim"), **GOV}},
            {"stash": ["hammer"]}, hands={"knaves": ["Bake Sale"]})
    play(g, "serve")
    assert g.pending.kind == "craft"
    suits = [c for c, _s in knaves(g, K).crafting_suits(g)]
    assert sorted(suits) == [2, 4]  # clearings 3 and 5


@pytest.mark.law("17.2.3", "18.5.1.IV.e", "1.5.4")
def test_revel_at_a_governing_assembly_places_nothing() -> None:
    """Ruling R525: Revel needs no target, so it stays offered; at a Governing assembly the
    Knaves (an enemy of the Council) cannot place acclaim nor a Skunk (17.2.3), so it places
    the most it can, none (1.5.4), and the tea is still flipped."""
    g = pos({"5": {**kn(1), **GOV}}, {"stash": ["tea"]})
    assert "revel" in option_set(g)
    play(g, "revel")
    assert tokens_at(g, 5, K) == [] and warriors_at(g, 5, K) == 1
    assert knaves(g, K).stash == ["tea_x"]


@pytest.mark.law("18.5.1.IV.g", "1.5.4")
def test_serve_in_a_forest_places_nothing_but_is_taken() -> None:
    """Ruling R525: Serve in a forest has no clearing for its acclaim; it is still an action
    the Knaves may take (the hammer flipped, nothing placed)."""
    g = pos({}, {"captains": {"thief": "F1", "tinker": None, "ranger": None}, "stash": ["hammer"]})
    assert "serve" in option_set(g)
    play(g, "serve")
    f = knaves(g, K)
    assert f.stash == ["hammer_x"] and f.tsupply["acclaim"] == 8


# ----------------------------------------------------------------------------- 16.2.1.II enclaves
@pytest.mark.law("18.5.1.IV.g", "16.2.1.II")
def test_serve_matches_acclaim_by_any_suit_of_the_captains_clearing() -> None:
    """The Thief in 5 (rabbit) with a Peaceful enclave: the clearing is rabbit and frog, so
    acclaim in rabbit clearing 3 matches it (and 5's own). Serve crafts Bake Sale (two rabbit)."""
    g = pos({"5": {**kn(1, "acclaim"), "lilypad": {"tokens": ["peaceful"]}}, "3": kn(0, "acclaim"),
             "1": kn(0, "acclaim")},
            {"stash": ["hammer"]}, hands={"knaves": ["Bake Sale"]}, others=("marquise", "lilypad"))
    play(g, "serve")
    assert g.pending.kind == "craft" and 'craft "Bake Sale"' in option_set(g)
    assert sorted(c for c, _s in knaves(g, K).crafting_suits(g)) == [2, 4]  # not fox clearing 1
    play(g, 'craft "Bake Sale"')
    assert "coins" in knaves(g, K).stash


@pytest.mark.law("18.5.1.IV.g", "16.2.1.II")
def test_serve_at_a_militant_enclave_matches_only_frog_clearings() -> None:
    """A Militant enclave makes 5 a frog clearing only: rabbit acclaim in 3 no longer matches
    it; acclaim in fox clearing 1 with a Peaceful enclave does (both have the frog suit)."""
    g = pos({"5": {**kn(1, "acclaim"), "lilypad": {"tokens": ["militant"]}}, "3": kn(0, "acclaim"),
             "1": {**kn(0, "acclaim"), "lilypad": {"tokens": ["peaceful"]}}},
            {"stash": ["hammer"]}, hands={"knaves": ["Bake Sale"]}, others=("marquise", "lilypad"))
    play(g, "serve")
    assert sorted(c for c, _s in knaves(g, K).crafting_suits(g)) == [0, 4]


# ----------------------------------------------------------------------------- 18.2.6 with Peacekeepers
@pytest.mark.law("18.2.6", "17.2.5")
def test_have_at_thee_takes_the_defenders_warrior_with_peacekeepers_defending() -> None:
    """Rulings R524, R546: the Thief battles the Marquise at a Council assembly: the Council's
    warriors defend too, hit after the Marquise's (17.2.5). The first warrior hit, the
    Marquise's, is taken Prisoner (to F1, the one forest next to 5); one Prisoner per battle,
    so the Council's two warriors hit after it are removed, to their supply."""
    g = pos({"5": {**kn(3), "marquise": 1, "council": {"warriors": 2, "tokens": ["assembly"]}}}, dice=[3, 0])
    play(g, "battle 5 marquise")
    f = knaves(g, K)
    assert f.prisoners[0] == 1 and warriors_at(g, 5, 1) == 0
    assert warriors_at(g, 5, 2) == 0 and g.factions[2].supply == 20  # removed, back to the supply
    assert tokens_at(g, 5, K) == ["acclaim"]


@pytest.mark.law("18.2.6", "17.2.5", "4.3.6")
def test_have_at_thee_takes_a_peacekeeper_hit_when_the_defender_has_no_warrior_there() -> None:
    """Ruling R546: the Marquise has only a sawmill in 5, the Council two warriors and an
    assembly. Three hits: the Council's warriors are the defending warriors hit first, so the
    first is taken Prisoner (F1: a Council Prisoner, not back to its supply), the second is
    removed (one Prisoner per battle), the third hit removes the sawmill (a point)."""
    g = pos({"5": {**kn(3), "marquise": {"buildings": ["sawmill"]},
                   "council": {"warriors": 2, "tokens": ["assembly"]}}}, dice=[3, 0])
    supply = g.factions[2].supply
    play(g, "battle 5 marquise")  # the one forest there: no choice to ask
    f = knaves(g, K)
    assert f.prisoners[0] == 2 and warriors_at(g, 5, 2) == 0
    assert g.factions[2].supply == supply + 1  # the second warrior removed; the Prisoner is not
    assert g.buildings[4] == () and g.factions[K].score == 1
    assert tokens_at(g, 5, K) == ["acclaim"]


@pytest.mark.law("18.5.1.IV.b", "18.2.6", "17.2.5")
def test_assault_takes_every_warrior_hit_the_peacekeepers_too() -> None:
    """Ruling R546 (superseding R524): Assault in 10 (forests F1, F2, F3 around it): three
    hits; the Marquise's two warriors are hit first and go to F1 and F2, then the Council's
    warrior is hit and goes to F3, the one forest left: all three Prisoners, none removed."""
    g = pos({"10": {**kn(3), "marquise": 2, "council": {"warriors": 1, "tokens": ["assembly"]}}},
            {"captains": {"thief": 10, "tinker": None, "ranger": None}, "stash": ["sword"]}, dice=[3, 0])
    m_supply, c_supply = g.factions[1].supply, g.factions[2].supply
    play(g, "assault")
    assert g.pending.kind == "knaves_battle"
    play(g, "battle 10 marquise")
    play(g, "forest F1", "forest F2")  # the Council's warrior to F3, the one forest left
    f = knaves(g, K)
    assert f.prisoners[:3] == [1, 1, 2]
    assert warriors_at(g, 10, 1) == 0 and warriors_at(g, 10, 2) == 0
    assert (g.factions[1].supply, g.factions[2].supply) == (m_supply, c_supply)  # taken, not removed
    assert tokens_at(g, 10, K) == ["acclaim"]


@pytest.mark.law("18.5.1.IV.b", "18.2.6", "16.2.2.I.a", "16.2.2.I.b", "17.2.5")
def test_assault_the_diaspora_choose_whose_warrior_is_hit_and_it_is_taken() -> None:
    """Rulings R546, R547: Assault on the Diaspora in 10, at their Militant enclave and a Council
    assembly; the Eyrie hold Frog Dominance. The Eyrie's (Enclave Defense) and the Council's
    (Peacekeepers) warriors defend, each hit after the Diaspora's. Three hits: the Diaspora's
    warrior first (the Knaves put it in F1); then the Diaspora choose whose warrior takes the
    next hit, the Eyrie's (to F2); the Council's takes the last (to F3). Three Prisoners."""
    g = pos({"10": {**kn(3), "lilypad": {"warriors": 1, "tokens": ["militant"]},
                    "council": {"warriors": 1, "tokens": ["assembly"]}, "eyrie": {"warriors": 1}}},
            {"captains": {"thief": 10, "tinker": None, "ranger": None}, "stash": ["sword"]}, dice=[3, 0],
            others=("lilypad", "council", "eyrie"), dominance={"eyrie": "Frog Dominance"})
    play(g, "assault", "battle 10 lilypad")
    assert g.pending.seat == K and g.pending.kind == "knaves_prisoner" and "Diaspora" in g.pending.prompt
    play(g, "forest F1")
    assert g.pending.seat == 1 and g.pending.kind == "helper_hit"
    assert option_set(g) == {"hit eyrie", "hit council"}
    play(g, "hit eyrie")
    assert g.pending.seat == K and g.pending.kind == "knaves_prisoner" and "Eyrie" in g.pending.prompt
    assert option_set(g) == {"forest F2", "forest F3"}
    play(g, "forest F2")  # the Council's warrior, hit last, to F3
    f = knaves(g, K)
    assert f.prisoners[:3] == [1, 3, 2]
    assert [warriors_at(g, 10, s) for s in (1, 2, 3)] == [0, 0, 0]
    assert tokens_at(g, 10, 1) == ["militant"]  # warriors first (4.3.6): the enclave stays
