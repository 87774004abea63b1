"""Law appendix H, rule by rule: gaining and losing hirelings (H.1), their actions (H.2) and
the rules of H.3, at the edges the other hireling tests leave, many with the Knaves of the
Deepwood (chapter 18): Run Away and Prisoners against hirelings, rule with hireling pieces,
a hireling's pieces as enemy pieces (G.8, G.9).

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Forests: F1 (1 2 5 10), F2 (1 9 10 12),
F3 (2 6 10 11 12), F4 (4 9 12), F5 (4 7 8 12), F6 (3 7 11 12), F7 (3 6 11).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.factions.knaves import knaves
from woodland.rules.battle import Battle
from woodland.testing import game_with, options, play, tokens_at, warriors_at

KN = {"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": "thief", "stash": []}


def card(key: str, controller: str | None, **pieces: Any) -> dict[str, Any]:
    return {key: {"controller": controller, **({"control": 3} if controller else {}), **pieces}}


def with_knaves(player: str, phase: str, clearings: dict[str, Any], hirelings: dict[str, Any],
                knaves_board: dict[str, Any] | None = None, other: str = "marquise", **spec: Any) -> Game:
    """The Knaves (seat 1) and ``other`` (seat 0), with ``hirelings`` (a faction its card keeps
    out, A.6.5, is never ``other``)."""
    return game_with([other, "knaves"], player=player, phase=phase, empty_hands=True, clearings=clearings,
                     knaves={**KN, **(knaves_board or {})}, hirelings={"cards": hirelings}, **spec)


# ----------------------------------------------------------------------------- H.3.6, H.3.7
@pytest.mark.law("H.3.7", "H.3.6", "18.2.7")
def test_an_enemys_hireling_burning_acclaim_makes_its_controller_choose_the_run_away_forest() -> None:
    """The Marquise's Flame Bearers burn the Knaves' acclaim in 10: the player removing is the
    Marquise (H.3.7), so she forces a Skunk into a forest by 10 (18.2.7), and scores nothing
    for the token (H.3.6)."""
    g = with_knaves("marquise", "birdsong", {"5": {"knaves": 1}, "10": {"knaves": {"tokens": ["acclaim"]}}},
                    card("flame_bearers", "marquise", warriors={"10": 1}))
    assert tokens_at(g, 10, 1) == []
    assert g.pending is not None and (g.pending.seat, g.pending.kind) == (0, "run_away")
    assert set(options(g)) == {"forest F1", "forest F2", "forest F3"}
    play(g, "forest F3")
    assert knaves(g, 1).woods[2] == 1 and g.factions[0].score == 0


@pytest.mark.law("H.3.2", "H.3.7", "18.2.7")
def test_an_uncontrolled_hireling_removing_acclaim_in_battle_makes_no_one_run_away() -> None:
    """Ruling R584: the Thief alone attacks the Flame Bearers in the supply (every player's
    enemy, H.3.2) in 5, where his acclaim lies; the Bearers' two hits remove him and the
    acclaim. No player removed it (H.3.7) and no one may choose the forest: no Skunk goes."""
    g = with_knaves("knaves", "daylight", {"5": {"knaves": {"warriors": 1, "tokens": ["acclaim"]}}},
                    card("flame_bearers", None, warriors={"5": 2}), dice=[2, 2])
    play(g, "battle 5 flame_bearers")
    f = knaves(g, 1)
    assert tokens_at(g, 5, 1) == [] and warriors_at(g, 5, 1) == 0 and f.at["thief"] == -1
    assert sum(f.woods) == 0 and f.supply == 10 and g.factions[0].score == 0


# ----------------------------------------------------------------------------- H.3.1 rule
@pytest.mark.law("H.3.1", "18.5.1.I", "4.2.1")
def test_the_knaves_rule_with_their_hirelings_warriors_to_move_a_captain() -> None:
    """The Knaves' Flame Bearer alone rules fox clearing 1 for them
    (H.3.1), so the Thief may move from Marquise-ruled 5 to 1; without the card he may not."""
    clearings = {"5": {"knaves": 1, "marquise": 2}}
    g = with_knaves("knaves", "daylight", clearings, card("flame_bearers", "knaves", warriors={"1": 1}))
    assert "go 1" in options(g)
    g = with_knaves("knaves", "daylight", clearings, card("flame_bearers", None, warriors={"1": 1}))
    assert "go 1" not in options(g)
    assert g.why_not(g.parse("go 1"))[1][0] == "4.2.1"


# ----------------------------------------------------------------------------- H.3.3 separate pieces
@pytest.mark.law("H.3.3", "18.5.1.III")
def test_filch_needs_the_enemys_faction_pieces_not_its_hirelings() -> None:
    """Filch takes from "an enemy faction in the Acting Captain's clearing": the Marquise's
    Flame Bearers in 5 are not her faction pieces (H.3.3)."""
    hired = card("flame_bearers", "marquise", warriors={"5": 1})
    g = with_knaves("knaves", "daylight", {"5": {"knaves": 1}}, hired, items={"marquise": ["sword"]})
    assert not [o for o in options(g) if o.startswith("filch")]
    g = with_knaves("knaves", "daylight", {"5": {"knaves": 1, "marquise": 1}}, hired, items={"marquise": ["sword"]})
    assert "filch marquise sword" in options(g)


# ----------------------------------------------------------------------------- H.3.2, 18.2.5 in battle
@pytest.mark.law("H.3.2", "18.2.5", "4.3")
def test_a_hireling_attacking_the_knaves_hits_the_skunks_before_the_captain() -> None:
    """The Marquise's Flame Bearers (an enemy of the Knaves, H.3.2) attack the Thief and a
    Skunk in 5: one hit takes the Skunk (18.2.5), a second the Thief, off the map."""
    g = with_knaves("marquise", "daylight", {"5": {"knaves": 2}},
                    card("flame_bearers", "marquise", warriors={"5": 2}), dice=[1, 0])
    g.push(Battle(-2, 1, 4))  # the Bearers (the first hireling card: owner -2) attack the Knaves in 5
    g._advance()
    f = knaves(g, 1)
    assert warriors_at(g, 5, 1) == 1 and f.at["thief"] == 4 and f.supply == 10
    g = with_knaves("marquise", "daylight", {"5": {"knaves": 2}},
                    card("flame_bearers", "marquise", warriors={"5": 2}), dice=[2, 2])
    g.push(Battle(-2, 1, 4))  # the Bearers (the first hireling card: owner -2) attack the Knaves in 5
    g._advance()
    f = knaves(g, 1)
    assert warriors_at(g, 5, 1) == 0 and f.at["thief"] == -1 and f.supply == 10  # the Skunk back, the Thief off


# ----------------------------------------------------------------------------- H.2.2 against 18.2.5
@pytest.mark.law("H.2.2", "H.3.2", "18.2.5")
def test_the_highway_bandits_toll_takes_a_skunk_before_the_captain() -> None:
    """The Highway Bandits in the supply rob every player (R392): the Thief and a Skunk moving
    along the bandit's path 5-1 lose one moving warrior, the Skunk (captains go last, R352).
    The Thief moving alone along it is lost: he is a moving piece too, and leaves the map."""
    hired = {"highway_bandits": {"controller": None, "paths": [[1, 5]]}}
    g = with_knaves("knaves", "daylight", {"5": {"knaves": 2}}, hired)
    play(g, "go 1", "skunks 1")
    f = knaves(g, 1)
    assert warriors_at(g, 1, 1) == 1 and f.at["thief"] == 0 and f.supply == 10
    g = with_knaves("knaves", "daylight", {"5": {"knaves": 1}}, hired)
    play(g, "go 1")
    f = knaves(g, 1)
    assert warriors_at(g, 1, 1) == 0 and f.at["thief"] == -1 and f.supply == 10


# ----------------------------------------------------------------------------- H.3.4 separate actions
@pytest.mark.law("H.3.4", "18.2.5", "18.5.1.I")
def test_follow_me_moves_skunks_never_the_knaves_own_hireling() -> None:
    """The Thief moves from 5 with his Skunk; the Knaves' Flame Bearers there stay (a hireling
    moves only by its own actions, H.3.4)."""
    g = with_knaves("knaves", "daylight", {"5": {"knaves": 2}}, card("flame_bearers", "knaves", warriors={"5": 2}))
    play(g, "go 1")
    assert set(options(g)) == {"skunks 0", "skunks 1"}
    play(g, "skunks 1")
    assert g.hirelings is not None and g.hirelings.cards[0].at(4) == 2 and warriors_at(g, 1, 1) == 2


# ----------------------------------------------------------------------------- H.1.1, H.1.2
@pytest.mark.law("H.1.1", "H.1.2", "18.6.1")
def test_mock_the_powerful_reaching_a_hiring_marker_hires_at_the_end_of_the_knaves_turn() -> None:
    """Two acclaim score the Knaves 1 point in Evening (18.6.1), from 3 to 4: the marker on 4 is
    theirs (H.1.1), and once their turn ends they take a card from the supply and roll; leading,
    they count only gold pips (H.1.2: 1 or 2)."""
    g = with_knaves("knaves", "daylight", {"5": {"knaves": {"warriors": 1, "tokens": ["acclaim"]}},
                                           "1": {"knaves": {"tokens": ["acclaim"]}}},
                    {**card("flame_bearers", None, warriors={"8": 1}), **card("street_band", None)},
                    scores={"knaves": 3, "marquise": 1})
    play(g, "end")  # Retire; Evening: Mock the Powerful, the draw
    assert g.factions[1].score == 4
    assert g.pending is not None and (g.pending.seat, g.pending.kind) == (1, "hire")
    assert set(options(g)) == {"hire flame_bearers", "hire street_band"}
    play(g, "hire street_band")
    assert g.hirelings is not None
    h = g.hirelings.key_of("street_band")
    assert h is not None and h.controller == 1 and h.control in (1, 2)


@pytest.mark.law("H.2.2", "18.5.1.I", "G.20")
def test_the_knaves_moving_a_captain_along_their_bandits_path_may_place_a_skunk() -> None:
    """The Knaves control the Highway Bandits: the Thief's move along the bandit's path 5-1 is
    the controller's own move (R391), so a Skunk from their supply may go to 1, and no toll."""
    g = with_knaves("knaves", "daylight", {"5": {"knaves": 1}},
                    {"highway_bandits": {"controller": "knaves", "control": 3, "paths": [[1, 5]]}})
    play(g, "go 1")
    assert set(options(g)) == {"bandit_recruit", "pass"}
    play(g, "bandit_recruit")
    f = knaves(g, 1)
    assert warriors_at(g, 1, 1) == 2 and f.at["thief"] == 0 and f.supply == 9


# ----------------------------------------------------------------------------- H.3.5 separate effects
@pytest.mark.law("H.3.5", "18.2.6")
def test_the_knaves_hireling_battling_takes_no_prisoner_and_places_no_acclaim() -> None:
    """Have at Thee is the Knaves' ability, not their hireling's (H.3.5): their Flame Bearers
    attacking the Marquise in 5, where the Acting Captain stands, remove the warrior hit and
    place no acclaim."""
    g = with_knaves("knaves", "daylight", {"5": {"knaves": 1, "marquise": 2}},
                    card("flame_bearers", "knaves", warriors={"5": 2}), dice=[1, 0])
    g.push(Battle(-2, 0, 4))
    g._advance()
    f = knaves(g, 1)
    assert warriors_at(g, 5, 0) == 1 and all(o < 0 for o in f.prisoners) and tokens_at(g, 5, 1) == []


@pytest.mark.law("H.2.2", "18.5.1.I", "4.2.1")
def test_the_knaves_otter_divers_free_the_captain_from_rule_out_of_a_river_clearing() -> None:
    """The Otter Divers' controller moves out of river clearings regardless of rule: the Thief
    leaves Marquise-ruled 5 (on the river) for 1 or 2; without the card, only the forest."""
    clearings = {"5": {"knaves": 1, "marquise": 3}, "1": {"marquise": 2}}
    g = with_knaves("knaves", "daylight", clearings, card("otter_divers", "knaves"))
    assert {"go 1", "go 2", "go F1"} <= set(options(g))
    g = with_knaves("knaves", "daylight", clearings, card("otter_divers", None))
    assert not {"go 1", "go 2"} & set(options(g))


@pytest.mark.law("H.2.2", "18.2.5", "4.3.6")
def test_the_knaves_feline_physicians_save_the_skunk_never_the_captain() -> None:
    """The Eyrie's two hits remove the Thief's Skunk, then the Thief, from 5: the Knaves' Feline
    Physicians (their card keeps the Marquise out, A.6.5) put the Skunk in 1, by their
    acclaim, for a matching card; the captain leaves the map and is no warrior of the supply
    to save (R306)."""
    g = with_knaves("eyrie", "daylight", {"5": {"knaves": 2, "eyrie": 3}, "1": {"knaves": {"tokens": ["acclaim"]}}},
                    card("feline_physicians", "knaves"), other="eyrie", dice=[2, 0],
                    hands={"knaves": ["Bake Sale", "Anvil"]})
    g.push(Battle(0, 1, 4))  # the Eyrie attack the Knaves in 5
    g._advance()
    play(g, "pass")  # no ambush
    assert set(options(g)) == {'physicians "Bake Sale" 1', "pass"}
    play(g, 'physicians "Bake Sale" 1')
    f = knaves(g, 1)
    assert warriors_at(g, 5, 1) == 0 and warriors_at(g, 1, 1) == 1 and f.at["thief"] == -1 and f.supply == 9
