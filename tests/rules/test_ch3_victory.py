"""Law chapter 3: Victory (winning at 30, ties, scoring, dominance cards).

Positions are on the Autumn map (1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; corners 1-3 and 2-4 are opposite)
with the Marquise in seat 0 and the Eyrie in seat 1.

Dominance cards are out of two-player games (5.1.3), and only the Marquise and the Eyrie
exist so far, so the dominance tests name dominance cards explicitly in two-player
positions (the position builder allows it).
"""

from __future__ import annotations

import pytest

from woodland.core.game import Game
from woodland.testing import hand, no_ambush, options, play, position, spec_with, warriors_at

M, E = 0, 1


def spec(**kw):
    return spec_with(["marquise", "eyrie"], **kw)


def labels(g: Game, ids: list[int]) -> list[str]:
    return [g.card(c).label for c in ids]


# ----------------------------------------------------------------------------- 3.1 winning
@pytest.mark.law("3.1")
def test_3_1_reaching_30_in_daylight_wins_at_once() -> None:
    # The second sawmill scores 1: 29 -> 30 ends the game in the middle of Daylight.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]}},
                   "5": {"marquise": {"warriors": 1}}},
        scores={"marquise": 29},
        hands={"marquise": ["Crossbow (bird)"]},
    ))
    play(g, "build sawmill 5")
    assert g.over and g.pending is None
    assert g.result["winners"] == ["marquise"] and g.result["reason"] == "score"
    assert g.factions[M].score == 30


@pytest.mark.law("3.1", "7.6.1")
def test_3_1_reaching_30_in_evening_wins_before_the_draw() -> None:
    # Three roosts score 2 in the Eyrie's Evening: 28 -> 30 wins before they draw.
    g = position(spec(
        turn={"player": "eyrie", "phase": "evening"},
        clearings={"3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                   "7": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                   "11": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        hands={"eyrie": ["Anvil"]},
        scores={"eyrie": 28},
    ))
    assert g.over and g.result["winners"] == ["eyrie"]
    assert g.factions[E].score == 30
    assert hand(g, E) == ["Anvil"]


@pytest.mark.law("3.1", "4.3.1")
def test_3_1_a_player_can_win_on_another_players_turn() -> None:
    # The Eyrie (29) ambush the Marquise's attack: the two hits take her warrior and her
    # sawmill, the Eyrie score 30 and win at once, during the Marquise's turn.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"5": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}, "eyrie": {"warriors": 1}}},
        hands={"eyrie": ["Ambush (rabbit)"]},
        scores={"eyrie": 29},
    ))
    play(g, "battle 5 eyrie", 'ambush "Ambush (rabbit)"')
    assert g.over and g.result["winners"] == ["eyrie"] and g.result["reason"] == "score"
    assert g.current == M
    assert g.buildings[5 - 1] == ()


@pytest.mark.law("3.1")
def test_3_1_win_is_immediate_even_mid_battle() -> None:
    # Brutal Tactics gives the defending Eyrie (29) a point when used: they reach 30 and
    # win at once, before any hit of the battle is dealt.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"5": {"marquise": {"warriors": 2}, "eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        crafted={"marquise": ["Brutal Tactics"]},
        scores={"eyrie": 29, "marquise": 5},
    ), dice=[2, 1])
    play(g, "battle 5 eyrie")
    assert g.pending.kind == "after_roll"
    play(g, 'use "Brutal Tactics"')
    assert g.over and g.result["winners"] == ["eyrie"]
    assert warriors_at(g, 5, E) == 2 and warriors_at(g, 5, M) == 2  # no hit was dealt
    assert g.factions[M].score == 5


@pytest.mark.law("3.1.1", "4.3.6")
@pytest.mark.parametrize("attacker", ["marquise", "eyrie"])
def test_3_1_1_both_reach_30_in_one_battle_the_current_player_wins(attacker: str) -> None:
    # Both sides deal two hits (one rolled, one extra: Brutal Tactics for the attacker,
    # Sappers for the defender), each removing the other's warrior and building. Hits are
    # dealt in one step (older Law: "attacker and defender deal hits simultaneously"), so
    # both reach 30 together and the tied player closest clockwise to the current player,
    # the current player themselves, wins.
    defender = "eyrie" if attacker == "marquise" else "marquise"
    cur = M if attacker == "marquise" else E
    clearings = {"5": {"marquise": {"warriors": 1, "buildings": ["sawmill"]},
                       "eyrie": {"warriors": 1, "buildings": ["roost"]}}}
    extra = {}
    if attacker == "eyrie":
        # a second possible battle so that the Eyrie choose (and the dice stay scripted)
        clearings["4"] = {"marquise": {"warriors": 1}, "eyrie": {"warriors": 1}}
        extra = {"eyrie": {"decree": {"battle": ["Bake Sale"]}}}
    g = position(spec(
        turn={"player": attacker, "phase": "daylight"},
        clearings=clearings,
        crafted={attacker: ["Brutal Tactics"], defender: ["Sappers"]},
        scores={attacker: 29, defender: 28},  # Brutal Tactics gives the defender one point
        **extra,
    ), dice=[1, 1])
    play(g, f"battle 5 {defender}", "first attacker", 'use "Brutal Tactics"')
    assert g.factions[1 - cur].score == 29
    play(g, "use Sappers")
    assert g.over
    assert g.factions[M].score == 30 and g.factions[E].score == 30
    assert g.result["winners"] == [attacker]
    assert g.current == cur


# ----------------------------------------------------------------------------- 3.2 scoring
@pytest.mark.law("3.2.1")
def test_3_2_1_removing_an_enemy_building_scores_one_point_warriors_none() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"8": {"marquise": {"warriors": 3}, "eyrie": {"warriors": 1, "buildings": ["roost"]}}},
    ), dice=[3, 0])
    play(g, "battle 8 eyrie")
    assert warriors_at(g, 8, E) == 0 and g.buildings[8 - 1] == ()
    assert g.factions[M].score == 1


@pytest.mark.law("3.2.1", "4.3.6")
def test_3_2_1_removing_enemy_tokens_and_buildings_scores_each() -> None:
    # The Eyrie deal three hits to a lone Marquise warrior with a sawmill and two wood: the
    # warrior (0), then the sawmill and one wood in the Marquise's chosen order (1 + 1).
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"9": {"marquise": {"warriors": 1, "buildings": ["sawmill"], "tokens": ["wood", "wood"]},
                         "eyrie": {"warriors": 3}},
                   "11": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 1}},
                   "3": {"eyrie": {"buildings": ["roost"]}}},
        eyrie={"decree": {"battle": ["Mouse-in-a-Sack"]}},
    ), dice=[3, 0])
    play(g, "battle 9 marquise")
    assert g.pending.seat == M and g.pending.kind == "remove"
    assert sorted(options(g)) == ["remove sawmill", "remove wood"]
    play(g, "remove wood")
    assert g.pending.kind == "remove"
    play(g, "remove sawmill")
    assert g.factions[E].score == 2
    assert g.buildings[9 - 1] == () and g.tokens[9 - 1] == ((M, "wood"),)


@pytest.mark.law("3.2.1")
def test_3_2_1_removing_your_own_wood_scores_nothing() -> None:
    # Building the second sawmill removes one of the Marquise's own wood: she scores only
    # the 1 point uncovered on her track, none for the removal.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood", "wood"]}},
                   "5": {"marquise": {"warriors": 1}}},
    ))
    play(g, "build sawmill 5")
    assert g.factions[M].score == 1
    assert g.tokens[1 - 1] == ((M, "wood"),)


@pytest.mark.law("3.2.2")
def test_3_2_2_crafting_an_item_scores_the_cards_points() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"5": {"marquise": {"warriors": 1, "buildings": ["workshop", "workshop"]}}},
        hands={"marquise": ["Protection Racket"]},
        scores={"marquise": 4},
    ))
    play(g, 'craft "Protection Racket"')
    assert g.factions[M].score == 4 + 3
    assert g.factions[M].items == ["coins"] and g.items["coins"] == 1
    assert labels(g, g.discard) == ["Protection Racket"]


@pytest.mark.law("3.2.2")
def test_3_2_2_crafting_a_persistent_effect_scores_nothing() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"8": {"marquise": {"warriors": 1, "buildings": ["workshop", "workshop"]}}},
        hands={"marquise": ["Brutal Tactics"]},
    ))
    play(g, 'craft "Brutal Tactics"')
    assert g.factions[M].score == 0
    assert labels(g, g.factions[M].play_area) == ["Brutal Tactics"]


@pytest.mark.law("3.2.2", "7.8.1")
def test_3_2_2_the_eyrie_builder_scores_the_listed_points() -> None:
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        hands={"eyrie": ["Root Tea (fox)"]},
        eyrie={"leader": "builder"},
    ))
    play(g, 'craft "Root Tea (fox)"')
    assert g.factions[E].score == 2


# ----------------------------------------------------------------------------- 3.3.1 activating
@pytest.mark.law("3.3.1")
@pytest.mark.parametrize("score,can", [(9, False), (10, True), (17, True)])
def test_3_3_1_activating_needs_ten_points(score: int, can: bool) -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2}}},
        hands={"marquise": ["Fox Dominance", "Anvil"]},
        scores={"marquise": score},
    ))
    assert ('activate "Fox Dominance"' in options(g)) is can


@pytest.mark.law("3.3.1", "2.1.4")
def test_3_3_1_activating_puts_the_card_in_play_and_stops_scoring() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]}},
                   "5": {"marquise": {"warriors": 1}},
                   "8": {"marquise": {"warriors": 3}, "eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        hands={"marquise": ["Fox Dominance", "Anvil"]},
        scores={"marquise": 12},
    ), dice=[3, 0])
    play(g, 'activate "Fox Dominance"')
    f = g.factions[M]
    assert labels(g, f.play_area) == ["Fox Dominance"] and hand(g, M) == ["Anvil"]
    assert g.view(E)["players"][M]["dominance"] == "Fox Dominance"
    before = f.score
    play(g, "build sawmill 5")      # would score 1 (3.3.1: no longer)
    play(g, "battle 8 eyrie")       # removing the roost would score 1 (3.2.1)
    assert g.buildings[8 - 1] == ()
    assert f.score == before
    assert not g.over


@pytest.mark.law("3.3.1", "1.4.1")
def test_3_3_1_no_activation_outside_daylight() -> None:
    # Evening (discarding down) and the Eyrie's Birdsong (adding to the Decree) offer no
    # activation even with the points and the card.
    g = position(spec(
        turn={"player": "marquise", "phase": "evening"},
        clearings={"1": {"marquise": {"warriors": 2}}},
        hands={"marquise": ["Fox Dominance", "Anvil", "Sappers", "Armorers", "Bake Sale"]},
        scores={"marquise": 15},
    ))
    assert g.pending.kind == "discard"
    assert {a.kind for a in g.legal_actions()} == {"discard"}
    g = position(spec(
        turn={"player": "eyrie", "phase": "birdsong"},
        clearings={"3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"eyrie": ["Bird Dominance", "Anvil"]},
        scores={"eyrie": 15},
    ))
    assert g.pending.kind == "decree"
    assert {a.kind for a in g.legal_actions()} == {"decree"}


@pytest.mark.law("3.3.1")
def test_3_3_1_the_eyrie_activate_in_their_daylight() -> None:
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"eyrie": ["Bird Dominance"]},
        scores={"eyrie": 10},
    ))
    assert g.pending.kind == "craft"
    assert 'activate "Bird Dominance"' in options(g)
    play(g, 'activate "Bird Dominance"')
    assert labels(g, g.factions[E].play_area) == ["Bird Dominance"]


@pytest.mark.law("3.3.1")
@pytest.mark.parametrize("fox_clearings,wins", [((1, 6, 8), True), ((1, 8, 12), True), ((1, 8), False)])
def test_3_3_1_suit_dominance_wins_with_three_ruled_clearings_at_start_of_birdsong(fox_clearings, wins) -> None:
    clearings = {str(c): {"marquise": {"warriors": 1}} for c in fox_clearings}
    clearings["2"] = {"marquise": {"warriors": 2}}  # a mouse clearing does not count
    clearings["5"] = {"marquise": {"warriors": 2}}
    g = position(spec(
        turn={"player": "marquise", "phase": "birdsong"},
        clearings=clearings,
        crafted={"marquise": ["Fox Dominance"]},
    ))
    assert g.over is wins
    if wins:
        assert g.result["winners"] == ["marquise"] and g.result["reason"] == "dominance"


@pytest.mark.law("3.3.1", "2.5")
def test_3_3_1_a_clearing_counts_only_if_ruled() -> None:
    # The Marquise has warriors in three fox clearings but rules only two (the Eyrie rule 8).
    g = position(spec(
        turn={"player": "marquise", "phase": "birdsong"},
        clearings={"1": {"marquise": {"warriors": 1}}, "6": {"marquise": {"warriors": 1}},
                   "8": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 2}}},
        crafted={"marquise": ["Fox Dominance"]},
    ))
    assert not g.over


@pytest.mark.law("3.3.1")
@pytest.mark.parametrize("dest,wins", [("7", True), ("6", False)])
def test_3_3_1_dominance_is_checked_at_the_start_of_the_owners_birdsong(dest: str, wins: bool) -> None:
    # The Marquise activates Fox Dominance while ruling fox 1, 6 and 8: no win yet. The Eyrie
    # then take their turn and move three warriors from 3 either to 7 (the Marquise still
    # rules three fox clearings when her Birdsong starts: she wins) or into 6 (she no longer
    # rules it: no win).
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 1}}, "6": {"marquise": {"warriors": 1}},
                   "8": {"marquise": {"warriors": 1}}, "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        hands={"marquise": ["Fox Dominance"], "eyrie": ["Bake Sale"]},
        scores={"marquise": 12},
    ))
    play(g, 'activate "Fox Dominance"')
    assert not g.over
    play(g, "end")
    assert g.current == E and not g.over  # not at the start of the Eyrie's Birdsong either
    play(g, 'decree "Bake Sale" recruit', "resolve recruit bird")  # two recruits at the roost in 3
    play(g, f"move 3->{dest}", "x3")
    assert g.over is wins
    if wins:
        assert g.result["winners"] == ["marquise"] and g.result["reason"] == "dominance"
        assert g.current == M
    else:
        assert g.current == M and g.pending.seat == M


@pytest.mark.law("3.3.1", "7.2.2")
@pytest.mark.parametrize("corners,wins", [((1, 3), True), ((2, 4), True), ((1, 2), False), ((3, 4), False)])
def test_3_3_1_bird_dominance_wins_with_two_opposite_corners(corners, wins) -> None:
    a, b = corners
    g = position(spec(
        turn={"player": "eyrie", "phase": "birdsong"},
        # in a the Eyrie rule outright, in b by Lords of the Forest (tied 1 v 1)
        clearings={str(a): {"eyrie": {"warriors": 2}},
                   str(b): {"eyrie": {"warriors": 1}, "marquise": {"warriors": 1}},
                   "12": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        crafted={"eyrie": ["Bird Dominance"]},
        hands={"eyrie": ["Anvil"]},
    ))
    assert g.over is wins
    if wins:
        assert g.result["winners"] == ["eyrie"] and g.result["reason"] == "dominance"


@pytest.mark.law("3.3.1", "3.1")
def test_3_3_1_a_dominance_player_cannot_win_on_points() -> None:
    # With Fox Dominance active and a score of 31 still marked, nothing she does wins on
    # points: the removed score marker no longer counts toward 30.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"8": {"marquise": {"warriors": 3}, "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                   "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        crafted={"marquise": ["Fox Dominance"]},
        scores={"marquise": 31},
        hands={"eyrie": ["Anvil"]},
    ), dice=[3, 0])
    play(g, "battle 8 eyrie")
    no_ambush(g)
    assert not g.over and g.pending.seat == M


# ----------------------------------------------------------------------------- 3.3.2 activated cards
@pytest.mark.law("3.3.2")
def test_3_3_2_an_activated_card_cannot_be_replaced() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2}}},
        hands={"marquise": ["Fox Dominance", "Rabbit Dominance"]},
        scores={"marquise": 14},
    ))
    assert {'activate "Fox Dominance"', 'activate "Rabbit Dominance"'} <= set(options(g))
    play(g, 'activate "Fox Dominance"')
    assert not any(o.startswith("activate") for o in options(g))
    assert labels(g, g.factions[M].play_area) == ["Fox Dominance"]


@pytest.mark.law("3.3.2", "2.1.4")
def test_3_3_2_an_activated_card_cannot_be_spent() -> None:
    # Activated Bird Dominance is no bird card to spend for an extra action, nor a fox card
    # to overwork with; it stays in the play area.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}}},
        crafted={"marquise": ["Bird Dominance"]},
        hands={"marquise": ["Bake Sale"]},
    ))
    opts = options(g)
    assert not any(o.startswith("extra") or o.startswith("overwork") for o in opts)


# ----------------------------------------------------------------------------- 3.3.3 using cards
@pytest.mark.law("3.3.3", "2.1.1")
def test_3_3_3_a_spent_dominance_card_becomes_available_not_discarded() -> None:
    # Fox Dominance is spent for its suit to overwork at the fox sawmill.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}}},
        hands={"marquise": ["Fox Dominance", "Anvil"]},
    ))
    play(g, "overwork 1", 'spend "Fox Dominance"')
    assert g.tokens[1 - 1] == ((M, "wood"),)
    assert labels(g, g.available) == ["Fox Dominance"] and g.discard == []
    assert g.view(E)["available_dominance"] == ["Fox Dominance"]


@pytest.mark.law("3.3.3")
def test_3_3_3_bird_dominance_spent_for_an_extra_action_becomes_available() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2}}},
        hands={"marquise": ["Bird Dominance"]},
    ))
    play(g, 'extra "Bird Dominance"')
    assert "4 action" in g.pending.prompt
    assert labels(g, g.available) == ["Bird Dominance"] and g.discard == []


@pytest.mark.law("3.3.3")
def test_3_3_3_a_dominance_card_discarded_down_becomes_available() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "evening"},
        clearings={"1": {"marquise": {"warriors": 2}}},
        hands={"marquise": ["Mouse Dominance", "Anvil", "Sappers", "Armorers", "Bake Sale"]},
    ))
    assert g.pending.kind == "discard"
    play(g, 'discard "Mouse Dominance"')
    assert labels(g, g.available) == ["Mouse Dominance"]
    assert "Mouse Dominance" not in labels(g, g.discard)


@pytest.mark.law("3.3.3", "7.7.2")
def test_3_3_3_a_dominance_card_purged_from_the_decree_becomes_available() -> None:
    # The Decree's build card (Rabbit Dominance) cannot be resolved - no ruled rabbit
    # clearing without a roost - so the Eyrie fall into turmoil and purge it.
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        eyrie={"leader": "despot", "decree": {"build": ["Rabbit Dominance"]}},
        scores={"eyrie": 5},
    ))
    assert g.pending.kind == "new_leader"
    assert labels(g, g.available) == ["Rabbit Dominance"]
    assert "Rabbit Dominance" not in labels(g, g.discard)


# ----------------------------------------------------------------------------- 3.3.4 taking
@pytest.mark.law("3.3.4")
def test_3_3_4_take_an_available_card_by_spending_a_matching_card() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2}}},
        hands={"marquise": ["Anvil", "Crossbow (bird)", "Root Tea (mouse)"]},
        available=["Fox Dominance", "Rabbit Dominance"],
    ))
    opts = options(g)
    assert 'take "Fox Dominance"' in opts and 'take "Rabbit Dominance"' in opts  # bird is wild
    play(g, 'take "Fox Dominance"')
    assert g.pending.kind == "spend"
    assert sorted(options(g)) == sorted(["spend Anvil", 'spend "Crossbow (bird)"'])
    play(g, "spend Anvil")
    assert hand(g, M) == sorted(["Crossbow (bird)", "Root Tea (mouse)", "Fox Dominance"])
    assert labels(g, g.available) == ["Rabbit Dominance"]
    assert labels(g, g.discard) == ["Anvil"]
    # taking it is not an action: still three actions left
    assert "3 action" in g.pending.prompt


@pytest.mark.law("3.3.4")
def test_3_3_4_no_matching_card_no_take() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2}}},
        hands={"marquise": ["Anvil", "Root Tea (mouse)"]},
        available=["Rabbit Dominance"],
    ))
    assert not any(o.startswith("take") for o in options(g))


@pytest.mark.law("3.3.4")
def test_3_3_4_taking_only_in_daylight() -> None:
    g = position(spec(
        turn={"player": "eyrie", "phase": "birdsong"},
        clearings={"3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"eyrie": ["Anvil", "Bake Sale"]},
        available=["Fox Dominance"],
    ))
    assert g.pending.kind == "decree"
    assert not any(o.startswith("take") for o in options(g))
    # after the Birdsong, in the Eyrie's Daylight, the card can be taken
    play(g, 'decree "Bake Sale" recruit', "done")
    assert g.pending.kind == "craft" and g.phase == "daylight"
    assert 'take "Fox Dominance"' in options(g)
    play(g, 'take "Fox Dominance"')
    # Anvil, the only fox card, is the one card offered (asked: the hand is hidden, 1.2.1)
    assert g.pending.kind == "spend" and options(g) == ["spend Anvil"]
    play(g, "spend Anvil")
    assert hand(g, E) == ["Fox Dominance"]
