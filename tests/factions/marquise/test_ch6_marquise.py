"""Law chapter 6: the Marquise de Cat (6.2 faction rules, 6.3 setup, 6.4 Birdsong,
6.5 Daylight, 6.6 Evening). Track values: components.md §3.

Autumn clearings used here (printed number: suit, slots, ruin): 1 fox 1, 2 mouse 2,
3 rabbit 1, 4 rabbit 1, 5 rabbit 2, 6 fox 2 R, 7 mouse 2, 8 fox 2, 9 mouse 2,
10 rabbit 2 R, 11 mouse 3 R, 12 fox 2 R. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11
4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.testing import (
    action_text as o,
    buildings_at,
    discard_pile,
    hand,
    options,
    options_of_kind,
    play,
    position,
    warriors_at,
)

M, E = 0, 1  # seats in every position below: Marquise first, Eyrie second

# components.md §3: wood cost per track space and the points printed on each space
COST = [0, 1, 2, 3, 3, 4]
VP = {"sawmill": [0, 1, 2, 3, 4, 5], "workshop": [0, 2, 2, 3, 4, 5], "recruiter": [0, 1, 2, 3, 3, 4]}


def wood(g: Game, c: int) -> int:
    return sum(1 for s, k in g.tokens[c - 1] if s == M and k == "wood")


def marquise_daylight(clearings: dict, hands: dict | None = None, dice: list[int] | None = None,
                      **extra: Any) -> Game:
    spec = {"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
            "clearings": clearings, "hands": hands or {}}
    spec.update(extra)
    g = position(spec, dice=dice)
    assert g.pending.seat == M and g.pending.kind == "daylight"
    return g


def eyrie_daylight(clearings: dict, decree: dict, hands: dict | None = None,
                   dice: list[int] | None = None) -> Game:
    cols = {"recruit": [], "move": [], "battle": [], "build": []}
    cols.update(decree)
    spec = {"factions": ["marquise", "eyrie"], "turn": {"player": "eyrie", "phase": "daylight"},
            "clearings": clearings, "hands": hands or {}, "eyrie": {"leader": "builder", "decree": cols}}
    # strict=False: some tests use more items (or a roost by the keep) than a real game
    # can have, to exercise a rule in isolation
    return position(spec, dice=dice, strict=False)


def daylight_over(g: Game) -> bool:
    """The Marquise's Daylight is over and the turn has passed to the Eyrie. With only "end"
    left, an empty-handed Marquise ends it at once (a single option is taken by itself); one
    holding cards is still asked, with "end" as the only option (her hand is hidden, 1.2.1),
    and that "end" is played here."""
    p = g.pending
    if g.current == M and p is not None and p.seat == M and p.kind == "daylight":
        if not g.factions[M].hand or options(g) != ["end"]:
            return False
        play(g, "end")
    return g.current == E and g.pending is not None and g.pending.seat == E


def march_pass(g: Game) -> None:
    """Take the March action without moving (6.5.2: up to two moves)."""
    play(g, "march", "pass")


# ============================================================================ 6.2.1 Crafting
@pytest.mark.law("6.2.1")
def test_6_2_1_workshop_crafts_cards_matching_its_clearing() -> None:
    g = marquise_daylight({"8": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
                          {"marquise": ["Anvil", "Root Tea (fox)", "Travel Gear (fox)"]})
    # the workshop in the fox clearing 8 pays a fox icon: Anvil (fox) yes; Root Tea (mouse)
    # and Travel Gear (rabbit) no
    assert options_of_kind(g, "craft") == {o("craft", "Anvil")}
    play(g, "craft Anvil")
    assert g.factions[M].items == ["hammer"]
    assert g.items["hammer"] == 0
    assert g.factions[M].score == 2
    assert "Anvil" in discard_pile(g)
    assert hand(g, M) == ["Root Tea (fox)", "Travel Gear (fox)"]


@pytest.mark.law("6.2.1")
def test_6_2_1_each_workshop_activates_once_per_turn() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                           "8": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
                          {"marquise": ["Foxfolk Steel", "Anvil", "Crossbow (mouse)"]})
    assert options_of_kind(g, "craft") == {o("craft", "Foxfolk Steel"), o("craft", "Anvil"),
                                           o("craft", "Crossbow (mouse)")}
    play(g, "craft \"Foxfolk Steel\"")  # uses both fox workshops
    assert g.factions[M].items == ["sword"]
    assert g.factions[M].score == 2
    assert options_of_kind(g, "craft") == set()


@pytest.mark.law("6.2.1")
def test_6_2_1_a_workshop_crafts_without_rule() -> None:
    g = marquise_daylight({"8": {"marquise": {"warriors": 1, "buildings": ["workshop"]},
                                 "eyrie": {"warriors": 3}}},
                          {"marquise": ["Anvil"]})
    assert options_of_kind(g, "craft") == {o("craft", "Anvil")}


@pytest.mark.law("6.2.1")
def test_6_2_1_one_workshop_pays_one_icon() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
                          {"marquise": ["Foxfolk Steel", "Anvil"]})
    assert options_of_kind(g, "craft") == {o("craft", "Anvil")}


@pytest.mark.law("6.2.1")
def test_6_2_1_only_workshops_are_marquise_crafting_pieces() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                           "8": {"marquise": {"warriors": 1, "buildings": ["recruiter"]}},
                           "12": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                          {"marquise": ["Anvil", "Crossbow (mouse)"]})
    assert options_of_kind(g, "craft") == set()


# ============================================================================ 6.2.2 The Keep
@pytest.mark.law("6.2.2")
def test_6_2_2_marquise_places_pieces_in_the_keep_clearing() -> None:
    g = marquise_daylight({"2": {"marquise": {"warriors": 1, "buildings": ["recruiter"], "tokens": ["keep"]}}})
    # the first sawmill costs nothing (6.5.4): building in the keep clearing is allowed
    assert o("build", "sawmill", 2) in options(g)
    play(g, "recruit")
    assert warriors_at(g, 2, M) == 2
    play(g, "build sawmill 2")
    assert buildings_at(g, 2, M) == ["recruiter", "sawmill"]


@pytest.mark.law("6.2.2")
def test_6_2_2_eyrie_cannot_recruit_in_the_keep_clearing() -> None:
    g = eyrie_daylight({"1": {"marquise": {"tokens": ["keep"]}, "eyrie": {"buildings": ["roost"]}},
                        "8": {"eyrie": {"buildings": ["roost"]}},
                        "12": {"eyrie": {"buildings": ["roost"]}}},
                       {"recruit": ["Anvil"]})
    # the fox recruit may go to any fox roost except the one in the keep clearing
    assert g.pending.seat == E and g.pending.kind == "decree_recruit"
    assert set(options(g)) == {"recruit 8", "recruit 12"}


@pytest.mark.law("6.2.2")
def test_6_2_2_eyrie_cannot_recruit_when_only_its_keep_roost_matches() -> None:
    g = eyrie_daylight({"1": {"marquise": {"tokens": ["keep"]}, "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                        "2": {"eyrie": {"buildings": ["roost"]}}},
                       {"recruit": ["Anvil"], "move": ["Crossbow (bird)"]})
    # the only fox roost is in the keep clearing: the fox recruit cannot be taken (7.7 turmoil),
    # no warrior was placed there
    assert warriors_at(g, 1, E) == 1
    assert g.factions[E].decree["move"] == []  # purged
    assert g.pending.seat == E and g.pending.kind == "new_leader"


@pytest.mark.law("6.2.2")
def test_6_2_2_eyrie_cannot_build_in_the_keep_clearing() -> None:
    g = eyrie_daylight({"1": {"marquise": {"tokens": ["keep"]}, "eyrie": {"warriors": 2}},
                        "8": {"eyrie": {"warriors": 2}},
                        "12": {"eyrie": {"warriors": 2}}},
                       {"build": ["Anvil"]})
    assert g.pending.seat == E and g.pending.kind == "decree_build"
    assert set(options(g)) == {"build 8", "build 12"}


@pytest.mark.law("6.2.2")
def test_6_2_2_new_roost_never_goes_to_the_keep_clearing() -> None:
    clearings: dict = {str(c): {"marquise": {"warriors": 1}} for c in range(2, 13)}
    clearings["1"] = {"marquise": {"tokens": ["keep"]}}
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "eyrie", "phase": "birdsong"},
                  "clearings": clearings, "hands": {"eyrie": ["Anvil"]}})
    play(g, "decree Anvil build")
    # clearing 1 has the fewest warriors (none), but the keep is there
    assert g.pending.seat == E and g.pending.kind == "new_roost"
    assert set(options(g)) == {f"roost {c}" for c in range(2, 13)}


@pytest.mark.law("6.2.2")
def test_6_2_2_eyrie_may_move_into_the_keep_clearing() -> None:
    g = eyrie_daylight({"4": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                        "12": {"eyrie": {"warriors": 3}}},
                       {"move": ["Anvil"]})
    assert g.pending.kind == "move"
    assert "move 12->4" in options(g)
    play(g, "move 12->4", "x3")
    assert warriors_at(g, 4, E) == 3


@pytest.mark.law("6.2.2")
def test_6_2_2_once_the_keep_is_removed_others_may_place_there() -> None:
    g = eyrie_daylight({"1": {"marquise": {"tokens": ["keep"]}, "eyrie": {"warriors": 2}}},
                       {"battle": ["Anvil"], "build": ["Foxfolk Steel"]}, dice=[0, 0])
    # the keep alone defends: defenseless (4.3.5.II), the extra hit removes it (1 point),
    # and the fox build then puts a roost where the keep was
    assert all((M, "keep") not in ts for ts in g.tokens)
    assert buildings_at(g, 1, E) == ["roost"]
    assert g.factions[E].score == 1


# ============================================================================ 6.2.3 Field Hospitals
def hospital_battle(hand_: list[str], clearing: int = 5) -> Game:
    """The Marquise attacks in ``clearing`` with 2 warriors against 3 Eyrie warriors; both
    rolls are 2, so both Marquise warriors are removed. Keep in 1 with one warrior."""
    g = marquise_daylight({"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                           str(clearing): {"marquise": {"warriors": 2}, "eyrie": {"warriors": 3}}},
                          {"marquise": hand_}, dice=[2, 2])
    play(g, f"battle {clearing} eyrie")
    return g


@pytest.mark.law("6.2.3")
def test_6_2_3_spend_a_matching_card_to_place_removed_warriors_at_the_keep() -> None:
    g = hospital_battle(["Smuggler's Trail", "Anvil", "Crossbow (bird)"])  # rabbit, fox, bird
    assert warriors_at(g, 5, M) == 0 and warriors_at(g, 5, E) == 1
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    # clearing 5 is a rabbit clearing: the rabbit card or the bird card, not the fox card
    assert set(options(g)) == {o("hospital", "Smuggler's Trail"), o("hospital", "Crossbow (bird)"), "pass"}
    play(g, o("hospital", "Smuggler's Trail"))
    assert warriors_at(g, 1, M) == 3  # both removed warriors are at the keep
    assert warriors_at(g, 5, M) == 0
    assert g.factions[M].supply == 25 - 3  # none went back to the supply
    assert hand(g, M) == ["Anvil", "Crossbow (bird)"]
    assert discard_pile(g)[-1] == "Smuggler's Trail"
    assert g.pending.kind == "daylight"


@pytest.mark.law("6.2.3")
def test_6_2_3_declining_sends_the_warriors_to_supply() -> None:
    g = hospital_battle(["Smuggler's Trail"])
    assert g.pending.kind == "field_hospitals"
    play(g, "pass")
    assert warriors_at(g, 1, M) == 1
    assert g.factions[M].supply == 25 - 1
    assert hand(g, M) == ["Smuggler's Trail"]


@pytest.mark.law("6.2.3")
def test_6_2_3_a_bird_card_matches_any_clearing() -> None:
    g = hospital_battle(["Crossbow (bird)"], clearing=2)  # a mouse clearing
    assert set(options(g)) == {o("hospital", "Crossbow (bird)"), "pass"}
    play(g, o("hospital", "Crossbow (bird)"))
    assert warriors_at(g, 1, M) == 3
    assert hand(g, M) == []


@pytest.mark.law("6.2.3")
def test_6_2_3_not_offered_without_a_matching_card() -> None:
    g = hospital_battle(["Anvil", "Root Tea (mouse)"])  # fox and mouse, battle in rabbit 5
    # she holds cards, so she is asked (passing reveals nothing, 1.2.1), but can only pass
    assert g.pending.kind == "field_hospitals" and options(g) == ["pass"]
    play(g, "pass")
    assert g.pending.kind == "daylight"
    assert warriors_at(g, 1, M) == 1 and warriors_at(g, 5, M) == 0
    assert g.factions[M].supply == 25 - 1
    assert hand(g, M) == ["Anvil", "Root Tea (mouse)"]


@pytest.mark.law("6.2.3")
def test_6_2_3_the_marquise_decides_in_another_players_turn() -> None:
    g = eyrie_daylight({"4": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                        "8": {"marquise": {"warriors": 2}, "eyrie": {"warriors": 3}}},
                       {"battle": ["Anvil"]}, hands={"marquise": ["Travel Gear (fox)"]}, dice=[3, 0])
    assert g.current == E
    assert g.pending.seat == M and g.pending.kind == "ambush"  # no ambush card: pass
    play(g, "pass")
    assert warriors_at(g, 8, M) == 0
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    assert set(options(g)) == {o("hospital", "Travel Gear (fox)"), "pass"}
    play(g, o("hospital", "Travel Gear (fox)"))
    assert warriors_at(g, 4, M) == 3


@pytest.mark.law("6.2.3", "6.2.2")
def test_6_2_3_not_offered_once_the_keep_is_gone() -> None:
    g = eyrie_daylight({"1": {"marquise": {"tokens": ["keep"]}, "eyrie": {"warriors": 2}},
                        "8": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 2}}},
                       {"battle": ["Anvil", "Travel Gear (fox)"]},
                       hands={"marquise": ["Foxfolk Steel"]}, dice=[0, 0, 3, 0])
    assert g.pending.kind == "decree_battle"
    assert set(options(g)) == {"battle 1 marquise", "battle 8 marquise"}
    play(g, "battle 1 marquise", "pass")  # no ambush; the defenseless keep is removed
    if g.pending.kind == "ambush":
        play(g, "pass")  # the second fox battle, in 8
    # the second fox battle can only be in 8: the Marquise warrior there is removed, and with
    # no keep on the map Field Hospitals cannot place it anywhere
    assert all((M, "keep") not in ts for ts in g.tokens)
    assert warriors_at(g, 8, M) == 0
    assert sum(warriors_at(g, c, M) for c in range(1, 13)) == 0
    assert g.factions[M].supply == 25
    assert "Foxfolk Steel" in hand(g, M)
    assert g.pending is not None and g.pending.kind != "field_hospitals"


# ============================================================================ 6.3 Setup
def fresh(seed: int = 1, map_: str = "autumn") -> Game:
    return Game.new({"map": map_, "factions": ["marquise", "eyrie"], "seating": "given"}, seed)


@pytest.mark.law("6.3.1")
def test_6_3_1_supplies_of_25_warriors_and_8_wood() -> None:
    g = fresh()
    f = g.factions[M]
    assert f.supply == 25
    assert f.tsupply["wood"] == 8
    assert sum(warriors_at(g, c, M) for c in range(1, 13)) == 0
    play(g, "keep 1")
    assert f.supply == 25 - 11 == g.factions[M].supply
    play(g, "place sawmill 1", "place workshop 5", "place recruiter 9", "leader builder")
    # first Birdsong: one wood to the one sawmill
    assert g.factions[M].tsupply["wood"] == 7
    assert wood(g, 1) == 1


@pytest.mark.law("6.3.2")
def test_6_3_2_keep_in_any_corner_clearing() -> None:
    g = fresh()
    assert g.pending.kind == "setup_keep"
    assert set(options(g)) == {"keep 1", "keep 2", "keep 3", "keep 4"}
    play(g, "keep 3")
    assert (M, "keep") in g.tokens[2]
    assert sum(1 for ts in g.tokens for t in ts if t == (M, "keep")) == 1


@pytest.mark.law("6.3.2")
def test_6_3_2_keep_corners_on_winter() -> None:
    g = fresh(map_="winter")
    corners = {"Mound", "Hedge", "Moor", "Spire"}
    assert {g.map.names[int(a.args[0]) - 1] for a in g.legal_actions()} == corners
    assert len(options(g)) == 4


@pytest.mark.law("6.3.3")
@pytest.mark.parametrize("keep,opposite", [(1, 3), (2, 4), (3, 1), (4, 2)])
def test_6_3_3_garrison_everywhere_but_the_opposite_corner(keep: int, opposite: int) -> None:
    g = fresh()
    play(g, f"keep {keep}")
    for c in range(1, 13):
        assert warriors_at(g, c, M) == (0 if c == opposite else 1), c


@pytest.mark.law("6.3.3")
def test_6_3_3_garrison_on_winter() -> None:
    g = fresh(map_="winter")
    mound, hedge = g.map.index("Mound"), g.map.index("Hedge")
    play(g, f"keep {mound + 1}")
    for c in range(12):
        assert warriors_at(g, c + 1, M) == (0 if c == hedge else 1), g.map.names[c]


@pytest.mark.law("6.3.4")
def test_6_3_4_starting_buildings_at_or_next_to_the_keep() -> None:
    g = fresh()
    play(g, "keep 2")  # 2 is adjacent to 5, 6 and 10
    assert g.pending.kind == "setup_building"
    assert set(options(g)) == {"place sawmill 2", "place sawmill 5", "place sawmill 6", "place sawmill 10"}
    play(g, "place sawmill 6")  # 6 has a ruin: now full
    assert set(options(g)) == {"place workshop 2", "place workshop 5", "place workshop 10"}
    play(g, "place workshop 2")
    # any combination: the recruiter may join the workshop in 2
    assert set(options(g)) == {"place recruiter 2", "place recruiter 5", "place recruiter 10"}
    play(g, "place recruiter 2")
    assert buildings_at(g, 2, M) == ["recruiter", "workshop"]
    assert buildings_at(g, 6, M) == ["sawmill"]
    assert g.pending.seat == E


@pytest.mark.law("6.3.4")
def test_6_3_4_a_full_keep_clearing_is_skipped() -> None:
    g = fresh()
    play(g, "keep 1")  # one slot
    assert set(options(g)) == {"place sawmill 1", "place sawmill 5", "place sawmill 9", "place sawmill 10"}
    play(g, "place sawmill 1")
    assert set(options(g)) == {"place workshop 5", "place workshop 9", "place workshop 10"}
    play(g, "place workshop 10")  # 10 has a ruin: now full
    assert set(options(g)) == {"place recruiter 5", "place recruiter 9"}


@pytest.mark.law("6.3.5")
def test_6_3_5_remaining_buildings_fill_the_tracks() -> None:
    g = fresh()
    play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9", "leader builder")
    f = g.factions[M]
    assert f.bsupply == {"sawmill": 5, "workshop": 5, "recruiter": 5}
    assert g.view(M)["players"][M]["board"]["buildings_on_track"] == {"sawmill": 5, "workshop": 5, "recruiter": 5}
    # the leftmost space of each track is empty: the next building costs 1 wood (the second
    # space) and scores that space's points (workshop: 2)
    assert wood(g, 1) == 1
    play(g, "build workshop 2")  # the wood in 1 is reached through 5 (ruled)
    assert wood(g, 1) == 0
    assert f.score == 2
    assert g.factions[M].bsupply["workshop"] == 4


# ============================================================================ 6.4 Birdsong
def marquise_birdsong(clearings: dict) -> Game:
    return position({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "birdsong"},
                     "clearings": clearings})


@pytest.mark.law("6.4")
def test_6_4_one_wood_per_sawmill() -> None:
    g = marquise_birdsong({"1": {"marquise": {"buildings": ["sawmill"]}},
                           "5": {"marquise": {"buildings": ["sawmill", "sawmill"]}},
                           "9": {"marquise": {"buildings": ["workshop", "recruiter"]}}})
    assert g.pending.seat == M and g.pending.kind == "daylight"
    assert (wood(g, 1), wood(g, 5), wood(g, 9)) == (1, 2, 0)
    assert sum(wood(g, c) for c in range(1, 13)) == 3
    assert g.factions[M].tsupply["wood"] == 5


@pytest.mark.law("6.4")
def test_6_4_wood_goes_to_sawmills_in_clearings_she_does_not_rule() -> None:
    g = position({"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "birdsong"},
                  "clearings": {"5": {"marquise": {"buildings": ["sawmill"]}, "eyrie": {"warriors": 3}}}})
    assert wood(g, 5) == 1


@pytest.mark.law("6.4")
def test_6_4_when_wood_runs_short_the_marquise_chooses() -> None:
    g = marquise_birdsong({"1": {"marquise": {"buildings": ["sawmill"]}},
                           "5": {"marquise": {"buildings": ["sawmill"]}},
                           "12": {"marquise": {"warriors": 1, "tokens": ["wood"] * 7}}})
    assert g.pending.seat == M and g.pending.kind == "place_wood"
    assert set(options(g)) == {"wood 1", "wood 5"}
    play(g, "wood 5")
    assert (wood(g, 1), wood(g, 5), wood(g, 12)) == (0, 1, 7)
    assert g.factions[M].tsupply["wood"] == 0
    assert g.pending.kind == "daylight"


@pytest.mark.law("6.4")
def test_6_4_no_wood_left_places_nothing() -> None:
    g = marquise_birdsong({"1": {"marquise": {"buildings": ["sawmill"]}},
                           "12": {"marquise": {"warriors": 1, "tokens": ["wood"] * 8}}})
    assert g.pending.kind == "daylight"
    assert wood(g, 1) == 0 and wood(g, 12) == 8


# ============================================================================ 6.5 Daylight
@pytest.mark.law("6.5")
def test_6_5_crafting_comes_before_the_actions() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}},
                           "8": {"marquise": {"warriors": 2, "buildings": ["workshop"]}}},
                          {"marquise": ["Anvil", "Crossbow (mouse)"]})
    assert options_of_kind(g, "craft") == {o("craft", "Anvil"), o("craft", "Crossbow (mouse)")}
    play(g, "craft Anvil")
    # the workshop in 8 is still unused, so crafting may go on
    assert options_of_kind(g, "craft") == {o("craft", "Crossbow (mouse)")}
    march_pass(g)
    # after an action, crafting is over though a workshop is unused
    assert options_of_kind(g, "craft") == set()
    assert "march" in options(g)


@pytest.mark.law("6.5")
def test_6_5_three_actions_plus_one_per_bird_card() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 3, "buildings": ["recruiter"]}}},
                          {"marquise": ["Crossbow (bird)", "Smuggler's Trail"]})
    assert set(options(g)) == {"march", "recruit", o("extra", "Crossbow (bird)"), "end"}
    march_pass(g)
    march_pass(g)
    march_pass(g)
    # three actions taken: only a bird card for one more, or the end of Daylight
    assert set(options(g)) == {o("extra", "Crossbow (bird)"), "end"}
    play(g, o("extra", "Crossbow (bird)"))
    assert hand(g, M) == ["Smuggler's Trail"]
    assert discard_pile(g)[-1] == "Crossbow (bird)"
    assert set(options(g)) == {"march", "recruit", "end"}
    play(g, "recruit")
    assert warriors_at(g, 1, M) == 4
    # the fourth action was the last: nothing but "end" was left, so Daylight is over
    assert daylight_over(g)


@pytest.mark.law("6.5")
def test_6_5_bird_cards_may_be_spent_before_any_action() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 3}}},
                          {"marquise": ["Crossbow (bird)", "Arms Trader"]})
    play(g, o("extra", "Crossbow (bird)"), o("extra", "Arms Trader"))
    assert hand(g, M) == []
    for _ in range(5):
        assert g.current == M and "march" in options(g)
        march_pass(g)
    assert daylight_over(g)


@pytest.mark.law("6.5.1")
def test_6_5_1_battle_where_marquise_warriors_meet_enemy_pieces() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 2}},
                           "5": {"marquise": {"warriors": 3}, "eyrie": {"warriors": 1}},
                           "8": {"eyrie": {"buildings": ["roost"]}}}, dice=[2, 1])
    assert options_of_kind(g, "battle") == {"battle 1 eyrie", "battle 5 eyrie"}
    play(g, "battle 5 eyrie")
    # attacker takes the higher roll (2), defender the lower (1)
    assert warriors_at(g, 5, E) == 0
    assert warriors_at(g, 5, M) == 2
    # the battle was one of three actions
    march_pass(g)
    assert g.current == M
    march_pass(g)
    assert daylight_over(g)


@pytest.mark.law("6.5.2")
def test_6_5_2_march_is_up_to_two_moves() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 3}}, "9": {"marquise": {"warriors": 2}}})
    play(g, "march")
    assert g.pending.kind == "move" and "pass" in options(g)
    play(g, "move 1->5", "x3")
    # a second move, which may move the same warriors again
    assert g.pending.kind == "move" and "pass" in options(g)
    play(g, "move 5->2", "x3")
    assert g.pending.kind == "daylight"
    assert (warriors_at(g, 1, M), warriors_at(g, 5, M), warriors_at(g, 2, M)) == (0, 0, 3)
    play(g, "march", "move 9->12", "x2")
    assert g.pending.kind == "move"
    play(g, "pass")
    assert g.pending.kind == "daylight"
    assert warriors_at(g, 12, M) == 2
    # two March actions taken: one left
    march_pass(g)
    assert daylight_over(g)


@pytest.mark.law("6.5.3")
def test_6_5_3_recruit_places_one_warrior_at_each_recruiter() -> None:
    g = marquise_daylight({"1": {"marquise": {"buildings": ["recruiter"], "tokens": ["keep"]}},
                           "5": {"marquise": {"buildings": ["recruiter", "recruiter"]}},
                           "9": {"marquise": {"warriors": 1}}},
                          {"marquise": ["Crossbow (bird)"]})
    play(g, "recruit")
    assert (warriors_at(g, 1, M), warriors_at(g, 5, M), warriors_at(g, 9, M)) == (1, 2, 1)
    assert g.factions[M].supply == 25 - 4
    # only once per turn, even with actions left or added by a bird card
    assert "recruit" not in options(g)
    play(g, o("extra", "Crossbow (bird)"))
    assert "recruit" not in options(g)
    assert "march" in options(g)


@pytest.mark.law("6.5.3")
def test_6_5_3_recruit_with_too_few_warriors_in_supply() -> None:
    g = marquise_daylight({"1": {"marquise": {"warriors": 1, "buildings": ["recruiter"]}},
                           "5": {"marquise": {"warriors": 1, "buildings": ["recruiter"]}},
                           "12": {"marquise": {"warriors": 22}}})
    assert g.factions[M].supply == 1
    play(g, "recruit")
    # 1.5.4: place as many as possible; the one warrior goes to a recruiter of her choice
    assert g.pending.kind == "recruit"
    assert set(options(g)) == {"recruit 1", "recruit 5"}
    play(g, "recruit 5")
    assert (warriors_at(g, 1, M), warriors_at(g, 5, M)) == (1, 2)
    assert g.factions[M].supply == 0
    assert g.pending.kind == "daylight"


@pytest.mark.law("6.5.4")
def test_6_5_4_build_in_a_ruled_clearing_with_an_open_slot() -> None:
    g = marquise_daylight({
        "1": {"marquise": {"buildings": ["sawmill"], "tokens": ["wood", "wood"]}},  # ruled, full
        "5": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 1}},                 # tied
        "9": {"marquise": {"warriors": 2}, "eyrie": {"warriors": 1}},                 # ruled
        "10": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 2}},                # Eyrie rules
        "12": {"marquise": {"warriors": 1}},                                          # ruin + open slot
    })
    assert options_of_kind(g, "build") == {o("build", k, c) for k in ("sawmill", "workshop", "recruiter")
                                           for c in (9, 12)}


@pytest.mark.law("6.5.4")
def test_6_5_4_wood_only_from_connected_ruled_clearings() -> None:
    clearings = {
        "1": {"marquise": {"warriors": 1}},
        "5": {"marquise": {"tokens": ["wood"]}, "eyrie": {"warriors": 1}},    # adjacent, not ruled
        "4": {"marquise": {"warriors": 1, "buildings": ["workshop"], "tokens": ["wood"]}},
        "9": {"eyrie": {"warriors": 1}},                                      # cuts 1 off from 4
    }
    g = marquise_daylight(clearings)
    # the second workshop costs 1 wood; neither wood can reach clearing 1
    assert options_of_kind(g, "build") == {o("build", "sawmill", 1), o("build", "recruiter", 1)}
    clearings["9"] = {"marquise": {"warriors": 2}, "eyrie": {"warriors": 1}}  # now 1-9-4 are all ruled
    g = marquise_daylight(clearings)
    assert options_of_kind(g, "build") == {o("build", k, c) for k in ("sawmill", "workshop", "recruiter")
                                           for c in (1, 9)}
    play(g, "build workshop 1")
    assert wood(g, 4) == 0 and wood(g, 5) == 1
    assert buildings_at(g, 1, M) == ["workshop"]


@pytest.mark.law("6.5.4")
def test_6_5_4_the_marquise_chooses_which_wood_to_remove() -> None:
    g = marquise_daylight({"1": {"marquise": {"buildings": ["workshop"], "tokens": ["wood"]}},
                           "9": {"marquise": {"warriors": 1, "tokens": ["wood"]}},
                           "12": {"marquise": {"warriors": 1}}})
    play(g, "build workshop 12")
    assert g.pending.kind == "pay_wood"
    assert set(options(g)) == {"wood 1", "wood 9"}
    play(g, "wood 1")
    assert (wood(g, 1), wood(g, 9)) == (0, 1)
    assert buildings_at(g, 12, M) == ["workshop"]
    assert g.factions[M].score == 2
    assert g.pending.kind == "daylight"


SPOTS = [2, 5, 7, 8, 9]  # two-slot clearings without ruins


@pytest.mark.law("6.5.4")
@pytest.mark.parametrize("kind", ["sawmill", "workshop", "recruiter"])
@pytest.mark.parametrize("built", [0, 1, 2, 3, 4, 5])
def test_6_5_4_cost_and_points_come_from_the_track(kind: str, built: int) -> None:
    cost, vp = COST[built], VP[kind][built]
    clearings: dict = {str(c): {"marquise": {"buildings": [kind]}} for c in SPOTS[:built]}
    clearings["12"] = {"marquise": {"warriors": 1, "tokens": ["wood"] * cost}}
    g = marquise_daylight(clearings, scores={"marquise": 3})
    assert o("build", kind, 12) in options(g)
    play(g, o("build", kind, 12))
    assert buildings_at(g, 12, M) == [kind]
    assert wood(g, 12) == 0
    assert g.factions[M].tsupply["wood"] == 8
    assert g.factions[M].score == 3 + vp
    assert g.factions[M].bsupply[kind] == 6 - built - 1
    if cost > 0:
        clearings["12"] = {"marquise": {"warriors": 1, "tokens": ["wood"] * (cost - 1)}}
        g = marquise_daylight(clearings)
        assert o("build", kind, 12) not in options(g)


@pytest.mark.law("6.5.4")
def test_6_5_4_no_building_left_on_the_track() -> None:
    clearings: dict = {str(c): {"marquise": {"buildings": ["sawmill"]}} for c in SPOTS}
    clearings["11"] = {"marquise": {"buildings": ["sawmill"]}}
    clearings["12"] = {"marquise": {"warriors": 1, "tokens": ["wood"] * 8}}
    g = marquise_daylight(clearings)
    assert g.factions[M].bsupply["sawmill"] == 0
    builds = options_of_kind(g, "build")
    assert builds and not any("sawmill" in b for b in builds)
    assert o("build", "workshop", 12) in builds


@pytest.mark.law("6.5.5")
def test_6_5_5_overwork_spends_a_card_matching_a_sawmill_clearing() -> None:
    g = marquise_daylight({"1": {"marquise": {"buildings": ["sawmill"]}},
                           "2": {"marquise": {"buildings": ["sawmill"]}},
                           "5": {"marquise": {"buildings": ["sawmill"]}}},
                          {"marquise": ["Anvil", "Smuggler's Trail"]})  # fox, rabbit
    assert options_of_kind(g, "overwork") == {"overwork 1", "overwork 5"}  # not mouse 2
    play(g, "overwork 1")
    # only Anvil matches: the one card offered (still asked: the hand is hidden, 1.2.1)
    assert g.pending.kind == "spend" and options(g) == ["spend Anvil"]
    play(g, "spend Anvil")
    assert wood(g, 1) == 1
    assert hand(g, M) == ["Smuggler's Trail"]
    assert discard_pile(g) == ["Anvil"]
    assert g.factions[M].tsupply["wood"] == 7
    assert g.pending.kind == "daylight"


@pytest.mark.law("6.5.5")
def test_6_5_5_bird_cards_are_wild_for_overwork() -> None:
    g = marquise_daylight({"1": {"marquise": {"buildings": ["sawmill"]}},
                           "2": {"marquise": {"buildings": ["sawmill"]}}},
                          {"marquise": ["Anvil", "Crossbow (bird)"]})
    assert options_of_kind(g, "overwork") == {"overwork 1", "overwork 2"}
    play(g, "overwork 1")
    assert g.pending.kind == "spend"
    assert set(options(g)) == {o("spend", "Anvil"), o("spend", "Crossbow (bird)")}
    play(g, o("spend", "Crossbow (bird)"))
    assert wood(g, 1) == 1
    assert hand(g, M) == ["Anvil"]


@pytest.mark.law("6.5.5")
def test_6_5_5_overwork_needs_no_rule() -> None:
    g = marquise_daylight({"5": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}, "eyrie": {"warriors": 3}}},
                          {"marquise": ["Smuggler's Trail"]})
    assert options_of_kind(g, "overwork") == {"overwork 5"}
    play(g, "overwork 5")
    assert options(g) == [o("spend", "Smuggler's Trail")]
    play(g, o("spend", "Smuggler's Trail"))
    assert wood(g, 5) == 1


@pytest.mark.law("6.5.5")
def test_6_5_5_no_overwork_without_wood_in_supply() -> None:
    g = marquise_daylight({"1": {"marquise": {"buildings": ["sawmill"], "tokens": ["wood"] * 8}},
                           "5": {"marquise": {"warriors": 1}}},
                          {"marquise": ["Anvil", "Smuggler's Trail"]})
    assert g.factions[M].tsupply["wood"] == 0
    assert "march" in options(g)
    assert options_of_kind(g, "overwork") == set()


@pytest.mark.law("6.5.5")
def test_6_5_5_overwork_is_an_action() -> None:
    g = marquise_daylight({"1": {"marquise": {"buildings": ["sawmill"]}}},
                          {"marquise": ["Anvil", "Foxfolk Steel", "Root Tea (fox)", "Travel Gear (fox)"]})
    for i in range(3):
        play(g, "overwork 1")
        assert g.pending.kind == "spend"  # always asked: the hand is hidden (1.2.1)
        play(g, options(g)[0])
        if i < 2:
            assert g.current == M and "overwork 1" in options(g)
    assert wood(g, 1) == 3
    # three actions used (the last card is no bird): Daylight ended by itself
    assert daylight_over(g)


# ============================================================================ 6.6 Evening
def marquise_evening(clearings: dict, hand_: list[str] | int = 0, **extra: Any) -> Game:
    spec = {"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "evening"},
            "clearings": clearings, "hands": {"marquise": hand_, "eyrie": ["Favor of the Foxes"]}}
    spec.update(extra)
    return position(spec)


RECRUITER_SPOTS = [2, 5, 7, 8, 9, 11]


@pytest.mark.law("6.6")
@pytest.mark.parametrize("recruiters,draws", [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_6_6_draw_one_plus_uncovered_draw_bonuses(recruiters: int, draws: int) -> None:
    # components.md §3: draw icons on recruiter track spaces 3 and 5
    g = marquise_evening({str(c): {"marquise": {"buildings": ["recruiter"]}} for c in RECRUITER_SPOTS[:recruiters]})
    assert len(g.factions[M].hand) == draws
    # Evening is over: the Eyrie's turn has begun
    assert g.current == E and g.pending.seat == E


@pytest.mark.law("6.6")
def test_6_6_sawmills_and_workshops_have_no_draw_bonus() -> None:
    clearings = {"2": {"marquise": {"buildings": ["sawmill", "sawmill"]}},
                 "5": {"marquise": {"buildings": ["sawmill", "sawmill"]}},
                 "7": {"marquise": {"buildings": ["sawmill", "sawmill"]}},
                 "8": {"marquise": {"buildings": ["workshop", "workshop"]}},
                 "9": {"marquise": {"buildings": ["workshop", "workshop"]}},
                 "11": {"marquise": {"buildings": ["workshop", "workshop"]}}}
    g = marquise_evening(clearings)
    assert len(g.factions[M].hand) == 1


@pytest.mark.law("6.6")
def test_6_6_discard_down_to_five() -> None:
    five = ["Smuggler's Trail", "Travel Gear (fox)", "Root Tea (mouse)", "Bake Sale", "Sword"]
    g = marquise_evening({}, five, deck_top=["Anvil"])
    assert hand(g, M) == sorted(five + ["Anvil"])
    assert g.pending.seat == M and g.pending.kind == "discard"
    assert set(options(g)) == {o("discard", lb) for lb in five + ["Anvil"]}
    play(g, o("discard", "Bake Sale"))
    assert hand(g, M) == sorted(["Smuggler's Trail", "Travel Gear (fox)", "Root Tea (mouse)", "Sword", "Anvil"])
    assert discard_pile(g)[-1] == "Bake Sale"
    assert g.current == E


@pytest.mark.law("6.6")
def test_6_6_no_discard_at_five_cards() -> None:
    four = ["Smuggler's Trail", "Travel Gear (fox)", "Root Tea (mouse)", "Bake Sale"]
    g = marquise_evening({}, four, deck_top=["Anvil"])
    assert hand(g, M) == sorted(four + ["Anvil"])
    assert g.current == E and g.pending.seat == E
