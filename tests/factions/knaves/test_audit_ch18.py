"""Law chapter 18, rule by rule: the edges the other Knaves tests leave (the Knaves' moves
into forests against what forbids a move out of a clearing, Prisoners, acclaim, Take It
Easy, Run Away with hirelings and other factions).

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Forests: F1 (1 2 5 10), F2 (1 9 10 12),
F3 (2 6 10 11 12), F4 (4 9 12), F5 (4 7 8 12), F6 (3 7 11 12), F7 (3 6 11).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.factions.knaves import knaves
from woodland.testing import play, position, tokens_at, warriors_at

K = 0


def pos(clearings: dict[str, Any], acting: str = "thief", at: Any = 5, stash: list[str] | None = None,
        others: tuple[str, ...] = ("marquise",), hands: dict[str, Any] | None = None,
        dice: list[int] | None = None, board: dict[str, Any] | None = None, player: str = "knaves",
        phase: str = "daylight", caps: dict[str, Any] | None = None, **extra: Any) -> Game:
    caps = {"thief": None, "tinker": None, "ranger": None, **(caps or {})}
    caps[acting] = at
    spec: dict[str, Any] = {"factions": ["knaves", *others], "ruins": [],
                            "turn": {"player": player, "phase": phase}, "clearings": clearings,
                            "hands": {"knaves": [], **{k: [] for k in others}, **(hands or {})},
                            "knaves": {"captains": caps, "acting": acting, "stash": stash or [], **(board or {})},
                            **extra}
    return position(spec, dice=dice)


def kn(warriors: int = 0, *tokens: str) -> dict[str, Any]:
    return {"knaves": {"warriors": warriors, "tokens": list(tokens)}}


def gos(g: Game) -> set[str]:
    return {str(a) for a in g.legal_actions() if a.kind == "go"}


# ----------------------------------------------------------------------------- 18.2.4 Deepwood Runners
@pytest.mark.law("18.2.4", "18.5.1.I", "13.7.2")
def test_a_snared_captain_cannot_run_into_a_forest() -> None:
    """13.7.2: enemy pieces cannot be moved from a clearing with a face-up snare; 18.2.4 lets
    captains and Skunks ignore rule into forests, not the snare."""
    g = pos({"5": {**kn(2), "corvid": {"warriors": 1, "tokens": ["snare"]}}}, others=("corvid",))
    assert gos(g) == set()
    text, rules = g.why_not(g.parse("go F1"))
    assert "13.7.2" in rules and "snare" in text


@pytest.mark.law("18.2.4", "18.5.1.I", "H.2.2")
def test_a_captain_that_entered_a_band_clearing_cannot_run_into_a_forest_this_turn() -> None:
    """The Street Band in the supply is every player's enemy (R261, R243): the Thief and his
    Skunk entered Band clearing 1 this turn, so neither may leave it, into a forest neither."""
    g = pos({"5": kn(2)}, hirelings={"cards": {"street_band": {"controller": None, "warriors": {"1": 1}}}})
    play(g, "go 1", "skunks 1")
    assert knaves(g, K).at["thief"] == 0
    assert not {o for o in gos(g) if o.startswith("go F")}
    text, rules = g.why_not(g.parse("go F2"))
    assert rules == ["18.2.4", "H.2.2"] and "this turn" in text


# ----------------------------------------------------------------------------- 18.5.1.III Filch
@pytest.mark.law("18.5.1.III", "18.2.2")
def test_filch_takes_an_exhausted_item_of_a_crafted_items_box_face_up() -> None:
    """Ruling R583: an item exhausted in a Crafted Items box (League of Adventurous Mice, R33)
    is still in the box, so Filch may take it; it goes face up into the Stash (18.2.2). Of two
    of a kind, the face-up one is taken."""
    g = exhausted(["sword_x"])
    assert "filch marquise sword" in {str(a) for a in g.legal_actions()}
    play(g, "filch marquise sword")
    assert knaves(g, K).stash == ["sword"] and g.factions[1].items == []
    g = exhausted(["sword_x", "sword"])
    assert [str(a) for a in g.legal_actions() if a.kind == "filch"] == ["filch marquise sword"]
    play(g, "filch marquise sword")
    assert knaves(g, K).stash == ["sword"] and g.factions[1].items == ["sword_x"]


def exhausted(items: list[str]) -> Game:
    g = pos({"5": {**kn(1), "marquise": {"warriors": 1}}}, items={"marquise": ["sword"]})
    g.factions[1].items = list(items)  # exhausted by League of Adventurous Mice, say (R33)
    g._pending = None  # asked again
    g._advance()
    return g


# ----------------------------------------------------------------------------- 18.2.5 Follow Me
@pytest.mark.law("18.2.5", "G.23", "H.2.4")
def test_the_sunny_advocates_replace_a_skunk_never_a_captain() -> None:
    """18.2.5: captains cannot be replaced. Rabbit clearings 5 (the Thief alone) and 10 (the
    Tinker and a Skunk) hold Advocates: only the Skunk in 10 is replaced."""
    g = pos({"5": kn(1), "10": kn(2)}, caps={"tinker": 10}, player="marquise",
            hirelings={"cards": {"sunny_advocates": {"controller": "marquise", "control": 3,
                                                     "warriors": {"5": 1, "10": 1}}}})
    play(g, "advocates", "advocate_suit rabbit")
    f = knaves(g, K)
    assert (warriors_at(g, 5, K), warriors_at(g, 5, 1)) == (1, 0) and f.at["thief"] == 4
    assert (warriors_at(g, 10, K), warriors_at(g, 10, 1)) == (1, 1) and f.at["tinker"] == 9


@pytest.mark.law("18.2.5", "G.23", "10.4.3")
def test_the_cult_converts_a_skunk_never_a_captain() -> None:
    """18.2.5: captains cannot be replaced, so Convert (10.4.3.II, a replacement) finds no
    Knaves warrior to convert where a captain stands alone (fox clearing 1), and takes the
    Skunk where one stands with a captain (fox clearing 12)."""
    g = pos({"1": {**kn(1), "lizard": {"warriors": 1}}, "12": {**kn(2), "lizard": {"warriors": 1}}},
            at=1, caps={"tinker": 12}, others=("lizard",), player="lizard", phase="birdsong",
            lizard={"outcast": "fox", "acolytes": 4})
    converts = {str(a) for a in g.legal_actions() if a.kind == "convert"}
    assert converts == {"convert 12 knaves"}
    text, rules = g.why_not(g.parse("convert 1 knaves"))
    assert "18.2.5" in rules and "captain" in text.lower()
    play(g, "convert 12 knaves")
    assert (warriors_at(g, 12, K), knaves(g, K).at["tinker"]) == (1, 11)


# ----------------------------------------------------------------------------- 18.5.1.IV.b, d against hirelings
@pytest.mark.law("18.5.1.IV.b", "18.5.1.IV.d", "H.3.2", "G.8")
def test_assault_and_nab_battle_an_enemy_hireling_alone_in_the_captains_clearing() -> None:
    """A hireling is an enemy (H.3.2; R367): with only the Marquise's Flame Bearer beside the
    Thief in 5, Assault and Nab are offered as Battle is; the Assault's hit Bearer is removed
    (no Prisoner from a hireling, R367)."""
    hired = {"cards": {"flame_bearers": {"controller": "marquise", "control": 3, "warriors": {"5": 1}}}}
    g = pos({"5": kn(2)}, stash=["sword", "bag"], hirelings=hired, dice=[1, 0])
    assert {"assault", "nab", "battle 5 flame_bearers"} <= {str(a) for a in g.legal_actions()}
    play(g, "assault")  # the one enemy there is battled at once
    assert g.hirelings is not None and g.hirelings.cards[0].at(4) == 0
    assert knaves(g, K).prisoners.count(-1) == len(knaves(g, K).prisoners)


# ----------------------------------------------------------------------------- 18.5.1.II the oracle
@pytest.mark.law("18.5.1.II")
def test_the_oracle_says_a_captains_battle_is_in_the_acting_captains_clearing() -> None:
    """A battle elsewhere is refused naming the captain's clearing (not a suit, as a Decree's
    battle would be); with the captain in a forest, naming the forest."""
    g = pos({"5": {**kn(2), "marquise": {"warriors": 1}}, "1": {"marquise": {"warriors": 3}}})
    text, rules = g.why_not(g.parse("battle 1 marquise"))
    assert rules == ["18.5.1.II"] and "Acting Captain's clearing, 5" in text and "suit" not in text
    g = pos({"5": {"marquise": {"warriors": 1}}}, at="F1")
    text, rules = g.why_not(g.parse("battle 5 marquise"))
    assert rules == ["18.5.1.II"] and "the captain is in forest F1" in text


# ----------------------------------------------------------------------------- the Skunk supply empty
EMPTY = {"forest_skunks": {"F2": 5}}  # with the Thief and five Skunks in 5: all ten Skunks out


@pytest.mark.law("18.2.7")
def test_run_away_with_the_skunk_supply_empty_is_ignored() -> None:
    """18.2.7: "If the Skunk supply is empty, ignore this": the Marquise removing acclaim in 1
    scores her point and is asked nothing."""
    g = pos({"5": kn(6), "1": {"knaves": {"tokens": ["acclaim"]}, "marquise": {"warriors": 2}}},
            board=EMPTY, player="marquise", dice=[1, 0])
    assert knaves(g, K).supply == 0
    play(g, "battle 1 knaves")
    assert tokens_at(g, 1, K) == [] and g.factions[1].score == 1
    assert g.pending is not None and g.pending.kind != "run_away" and sum(knaves(g, K).woods) == 5


@pytest.mark.law("18.5.1.IV.e", "18.6.2", "1.5.4")
def test_revel_and_protect_the_weak_with_the_skunk_supply_empty() -> None:
    """Revel places its acclaim and no Skunk (1.5.4); in Evening Protect the Weak is not asked:
    no Skunk could be placed."""
    g = pos({"5": kn(6)}, stash=["tea"], board=EMPTY, hands={"knaves": ["Bake Sale"]})
    play(g, "revel")
    assert tokens_at(g, 5, K) == ["acclaim"] and warriors_at(g, 5, K) == 6
    play(g, "end")
    assert g.pending is not None and g.pending.kind != "knaves_protect"


@pytest.mark.law("18.6.1")
def test_mock_the_powerful_rounds_each_count_down() -> None:
    """Three Prisoners and three acclaim: a point for each full two of each, two in all."""
    g = pos({"5": kn(1, "acclaim"), "1": kn(0, "acclaim"), "3": kn(0, "acclaim")},
            board={"prisoners": {"F2": "marquise", "F4": "marquise", "F6": "marquise"}})
    play(g, "end")
    assert g.factions[K].score == 2


# ----------------------------------------------------------------------------- 18.2.4 with Outrage
@pytest.mark.law("18.2.4", "8.2.6")
def test_a_captain_running_out_of_a_forest_into_sympathy_pays_outrage() -> None:
    """A move from a forest into a clearing is a move into it (8.2.6): the Thief entering
    sympathetic 5 from F1 must give the Alliance a matching card."""
    g = pos({"5": {"alliance": {"tokens": ["sympathy"]}}}, at="F1", others=("alliance",),
            hands={"knaves": ["Bake Sale", "Anvil"]})
    play(g, "go 5")
    assert g.pending is not None and (g.pending.seat, g.pending.kind) == (K, "outrage")
    assert {str(a) for a in g.legal_actions()} == {'outrage "Bake Sale"'}


@pytest.mark.law("18.2.5", "G.23")
def test_propaganda_bureau_cannot_replace_a_lone_captain_and_the_oracle_says_why() -> None:
    """The Marquise's Propaganda Bureau replaces an enemy warrior (G.23): not the Thief, alone
    in rabbit clearing 5 (18.2.5); the Tinker's Skunk in rabbit 10, yes."""
    g = pos({"5": kn(1), "10": kn(2), "1": {"marquise": {"warriors": 1}}}, caps={"tinker": 10},
            player="marquise", deck="exiles", crafted={"marquise": ["Propaganda Bureau"]},
            hands={"marquise": ["Bake Sale"]})
    uses = {str(a) for a in g.legal_actions() if "Propaganda" in str(a)}
    assert uses == {'use "Propaganda Bureau" 10 knaves'}
    text, rules = g.why_not(g.parse('use "Propaganda Bureau" 5 knaves'))
    assert rules == ["G.23", "18.2.5"] and "captains cannot be replaced" in text.lower()
    play(g, 'use "Propaganda Bureau" 10 knaves', 'spend "Bake Sale"')
    assert warriors_at(g, 10, K) == 1 and knaves(g, K).at["tinker"] == 9 and warriors_at(g, 10, 1) == 1


@pytest.mark.law("18.2.5", "H.2.2")
def test_skunks_that_entered_a_band_clearing_stay_when_the_captain_leaves() -> None:
    """The Street Band's lock is a count (R243): the Thief and a Skunk entered Band clearing 1,
    where a Skunk already stood; one warrior may leave, the captain, and no Skunk may follow
    him. With two Skunks there before, one may follow, and the oracle says why not two."""
    band = {"cards": {"street_band": {"controller": None, "warriors": {"1": 1}}}}
    g = pos({"5": kn(2), "1": kn(1)}, hirelings=band)
    play(g, "go 1", "skunks 1")
    assert warriors_at(g, 1, K) == 3
    play(g, "go F1")  # the Skunks are not asked: none may follow
    assert knaves(g, K).at["thief"] == -2 and warriors_at(g, 1, K) == 2 and knaves(g, K).woods[0] == 0
    g = pos({"5": kn(2), "1": kn(2)}, hirelings=band)
    play(g, "go 1", "skunks 1", "go F1")
    assert {str(a) for a in g.legal_actions()} == {"skunks 0", "skunks 1"}
    text, rules = g.why_not(g.parse("skunks 2"))
    assert rules == ["18.2.5", "H.2.2"] and "only 1 may leave" in text


# ----------------------------------------------------------------------------- 18.2.8 acclaim once per turn
@pytest.mark.law("18.2.8", "18.5.1.IV.g")
def test_each_acclaim_crafts_once_per_turn_even_with_a_second_serve() -> None:
    """Two Serves in one turn (two hammers): the acclaim in rabbit clearings 5 and 3 craft two
    one-rabbit cards with the first (their points scored), and nothing is left for the second."""
    g = pos({"5": kn(1, "acclaim"), "3": kn(0, "acclaim")}, stash=["hammer", "hammer"],
            hands={"knaves": ["Woodland Runners", "A Visit to Friends", "Travel Gear (fox)"]})
    play(g, "serve", 'craft "Woodland Runners"', 'craft "A Visit to Friends"')
    assert g.pending.kind == "knaves_daylight" and g.factions[K].score == 2
    play(g, "serve")
    assert g.pending.kind == "knaves_daylight" and knaves(g, K).stash.count("hammer_x") == 2
    assert [str(a) for a in g.legal_actions() if a.kind == "craft"] == []
    assert len(g.factions[K].hand) == 1


# ----------------------------------------------------------------------------- 18.2.6 no forest left
@pytest.mark.law("18.2.6", "18.5.1.IV.b")
def test_an_assault_with_no_forest_left_removes_the_other_warriors_hit() -> None:
    """Clearing 5 touches one forest, F1: of two Marquise warriors hit by an Assault the first
    becomes its Prisoner, the second cannot be moved and is removed as normal (to her supply)."""
    g = pos({"5": {**kn(3), "marquise": {"warriors": 2}}}, stash=["sword"], dice=[2, 0])
    supply = g.factions[1].supply
    play(g, "assault")  # one enemy, one forest: nothing to ask
    f = knaves(g, K)
    assert f.prisoners[0] == 1 and warriors_at(g, 5, 1) == 0 and g.factions[1].supply == supply + 1


# ----------------------------------------------------------------------------- 18.5.1.I along other links
@pytest.mark.law("18.5.1.I", "4.2", "18.2.4")
def test_a_captain_moves_along_a_river_with_boat_builders() -> None:
    """A Captain Act's Move is a move (4.2): with Boat Builders (rivers are paths) the Thief may
    take the river from 5 to 10, which no path joins; Dash may too."""
    g = pos({"5": kn(1)}, stash=["boots"], deck="exiles", crafted={"knaves": ["Boat Builders"]})
    assert "go 10" in {str(a) for a in g.legal_actions()}
    play(g, "go 10")
    assert knaves(g, K).at["thief"] == 9
    g = pos({"5": kn(1)}, stash=["boots"])
    assert "go 10" not in {str(a) for a in g.legal_actions()}
    assert g.why_not(g.parse("go 10"))[1] == ["2.2.1", "2.4.1"]
