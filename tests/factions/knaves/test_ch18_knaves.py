"""Law chapter 18: the Knaves of the Deepwood (18.2 faction rules, 18.3 setup, 18.4 Birdsong,
18.5 Daylight, 18.6 Evening).

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Forests: F1 (1 2 5 10), F2 (1 9 10 12),
F3 (2 6 10 11 12), F4 (4 9 12), F5 (4 7 8 12), F6 (3 7 11 12), F7 (3 6 11); F1 is adjacent to
F2 and F3.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import BadInput
from woodland.core.game import default_draft_pool, normalize_setup
from woodland.factions.knaves import knaves
from woodland.testing import hand, option_set, play, position, tokens_at, warriors_at

K, M = 0, 1  # seats: the Knaves first, the Marquise second
CAPS = {"thief": 5, "tinker": None, "ranger": None}


def pos(clearings: dict[str, Any], board: dict[str, Any] | None = None, hands: dict[str, Any] | None = None,
        phase: str = "daylight", player: str = "knaves", others: tuple[str, ...] = ("marquise",),
        dice: list[int] | None = None, **extra: Any) -> Game:
    spec: dict[str, Any] = {"factions": ["knaves", *others], "ruins": [],
                            "turn": {"player": player, "phase": phase}, "clearings": clearings,
                            "hands": {"knaves": [], **{k: [] for k in others}, **(hands or {})},
                            "knaves": {"captains": CAPS, "acting": "thief", **(board or {})}}
    spec.update(extra)
    return position(spec, dice=dice)


def kn(warriors: int = 0, *tokens: str) -> dict[str, Any]:
    return {"knaves": {"warriors": warriors, "tokens": list(tokens)}}


def why(g: Game, text: str) -> tuple[str, list[str]]:
    r = g.why_not(g.parse(text))
    assert r is not None, text
    return r


# ----------------------------------------------------------------------------- 18.2.1
@pytest.mark.law("18.2.1")
def test_the_knaves_are_not_played_with_the_vagabond() -> None:
    with pytest.raises(BadInput, match="18.2.1"):
        normalize_setup({"factions": ["knaves", "vagabond"]})
    with pytest.raises(BadInput, match="18.2.1"):
        normalize_setup({"factions": ["knaves", "marquise", "vagabond2"]})
    normalize_setup({"factions": ["knaves", "marquise"]})


@pytest.mark.law("18.2.1", "A.8.1")
def test_a_draft_pool_holds_the_vagabond_or_the_knaves() -> None:
    """A.8.1: a pool with both is refused; the default pool keeps the Vagabond (R351)."""
    with pytest.raises(BadInput, match="18.2.1"):
        normalize_setup({"draft": ["knaves", "vagabond", "marquise", "eyrie"], "players": 2})
    pool = default_draft_pool()
    assert "vagabond" in pool and "knaves" not in pool
    normalize_setup({"draft": ["knaves", "marquise", "eyrie", "alliance"], "players": 3})


# ----------------------------------------------------------------------------- 18.3 setup
@pytest.mark.law("18.3.1", "18.3.2", "18.3.3", "18.3.4", "K.1.1", "K.2.1", "K.3.1")
def test_setup_chooses_three_captains_and_places_them_in_different_forests() -> None:
    g = Game.new({"factions": ["knaves", "marquise"], "seating": "given"}, 3)
    while g.pending is not None and g.pending.seat != K:
        g.apply(g.legal_actions()[0])
    assert g.pending is not None and g.pending.kind == "knaves_captain"
    assert len(g.legal_actions()) == 12  # appendix K: twelve Captain cards
    play(g, "captain thief", "captain tinker")
    r = why(g, "captain thief")
    assert "already" in r[0] and r[1] == ["18.3.2"]
    play(g, "captain ranger")
    assert g.pending.kind == "knaves_forest"
    play(g, "forest F1")
    assert "forest F1" not in option_set(g)
    assert why(g, "forest F1")[1] == ["18.3.3"]
    play(g, "forest F4", "forest F7")
    f = knaves(g, K)
    assert f.at == {"thief": -2, "tinker": -5, "ranger": -8}
    assert f.woods[0] == f.woods[3] == f.woods[6] == 1 and sum(f.woods) == 3
    assert f.supply == 7 and f.tsupply["acclaim"] == 8
    assert sorted(f.stash) == sorted(["boots", "bag", "bag", "hammer", "sword", "crossbow"])
    assert f.up == ["thief", "tinker", "ranger"] and f.acting == ""


# ----------------------------------------------------------------------------- 18.4 Birdsong
@pytest.mark.law("18.4")
def test_ready_puts_a_face_up_captain_in_the_acting_slot() -> None:
    g = pos({"5": kn(2)}, {"acting": "", "face_up": ["thief", "tinker"]}, phase="birdsong")
    assert option_set(g) == {"ready thief", "ready tinker"}
    assert why(g, "ready ranger")[1] == ["18.4", "18.6.3"]
    play(g, "ready thief")
    f = knaves(g, K)
    assert f.acting == "thief" and f.up == ["tinker"]
    assert g.pending.kind == "knaves_daylight" and "4 left" in g.pending.prompt


@pytest.mark.law("18.4", "18.5.1")
def test_ready_places_a_captain_off_the_map_freeing_prisoners_and_three_actions() -> None:
    g = pos({"5": kn(2), "1": {"marquise": {"warriors": 1}}}, {"acting": "", "face_up": ["tinker", "ranger"],
                                                                 "prisoners": {"F1": "marquise", "F2": "marquise",
                                                                               "F4": "marquise"}},
            phase="birdsong")
    m_supply = g.factions[M].supply
    play(g, "ready tinker", "forest F1")
    f = knaves(g, K)
    assert f.at["tinker"] == -2
    assert f.prisoners[0] == f.prisoners[1] == -1 and f.prisoners[3] == M  # F1 and F2 (adjacent), not F4
    assert g.factions[M].supply == m_supply + 2
    assert "3 left" in g.pending.prompt


# ----------------------------------------------------------------------------- 18.2.4 / 18.5.1.I move
@pytest.mark.law("18.2.4", "18.5.1.I", "18.2.5")
def test_the_captain_moves_in_and_out_of_forests_ignoring_rule_with_skunks() -> None:
    g = pos({"5": kn(3), "1": {"marquise": {"warriors": 3}}, "2": {"marquise": {"warriors": 3}}})
    opts = option_set(g)
    assert {"go F1", "go 1", "go 2"} <= opts  # 5 is ruled by the Knaves
    play(g, "go F1")
    assert g.pending.kind == "knaves_skunks" and option_set(g) == {"skunks 0", "skunks 1", "skunks 2"}
    play(g, "skunks 2")
    f = knaves(g, K)
    assert f.at["thief"] == -2 and f.woods[0] == 2 and warriors_at(g, 5, K) == 0
    # from the forest into clearing 2, ruled by the Marquise: rule is ignored
    assert "go 2" in option_set(g)
    play(g, "go 2", "skunks 1")
    assert warriors_at(g, 2, K) == 2 and f.woods[0] == 1 and f.at["thief"] == 1


@pytest.mark.law("18.5.1.I", "4.2.1")
def test_a_move_between_clearings_needs_rule() -> None:
    g = pos({"5": {**kn(1), "marquise": {"warriors": 2}}, "1": {"marquise": {"warriors": 3}}})
    assert "go 1" not in option_set(g) and "go F1" in option_set(g)
    r = why(g, "go 1")
    assert "4.2.1" in r[1]
    assert why(g, "go 7")[1] == ["2.2.1", "2.4.1"]


@pytest.mark.law("18.5.1")
def test_the_captain_takes_up_to_four_actions_then_retires() -> None:
    g = pos({"5": kn(1, "acclaim")}, hands={"knaves": ["Bake Sale"]})
    for dest in ("F1", "5", "F1"):
        play(g, f"go {dest}")
    assert "1 left" in g.pending.prompt
    play(g, "go 5")  # the fourth: only "end" is left, and Retire follows
    assert g.pending.kind == "knaves_protect" and knaves(g, K).acting == ""


@pytest.mark.law("18.5.2")
def test_retire_turns_the_card_face_down() -> None:
    g = pos({"5": kn(1, "acclaim")}, {"face_up": ["tinker"]}, hands={"knaves": ["Bake Sale"]})
    play(g, "end")
    assert g.pending.kind == "knaves_protect"
    f = knaves(g, K)
    assert f.acting == "" and f.up == ["tinker"]


# ----------------------------------------------------------------------------- battles
@pytest.mark.law("18.5.1.II", "18.2.6")
def test_battle_takes_a_prisoner_and_places_acclaim() -> None:
    g = pos({"5": {**kn(3), "marquise": {"warriors": 3}}}, dice=[2, 1])
    play(g, "battle 5 marquise")  # F1 is the only forest next to clearing 5: taken at once
    f = knaves(g, K)
    assert f.prisoners[0] == M
    assert warriors_at(g, 5, M) == 1  # one taken prisoner, one removed
    assert tokens_at(g, 5, K) == ["acclaim"]
    assert warriors_at(g, 5, K) == 2


@pytest.mark.law("18.2.6")
def test_with_no_free_forest_the_warrior_is_removed() -> None:
    g = pos({"5": {**kn(3), "marquise": {"warriors": 3}}}, {"prisoners": {"F1": "eyrie"}},
            others=("marquise", "eyrie"), dice=[2, 1])
    play(g, "battle 5 marquise")
    assert warriors_at(g, 5, M) == 1 and knaves(g, K).prisoners.count(M) == 0


@pytest.mark.law("18.2.5")
def test_captains_are_hit_only_once_no_skunks_remain() -> None:
    g = pos({"5": {**kn(2), "marquise": {"warriors": 3}}}, player="marquise", dice=[1, 0])
    play(g, "battle 5 knaves")
    f = knaves(g, K)
    assert warriors_at(g, 5, K) == 1 and f.at["thief"] == 4  # the Skunk went first
    g2 = pos({"5": {**kn(2), "marquise": {"warriors": 3}}}, player="marquise", dice=[2, 0])
    play(g2, "battle 5 knaves")
    f2 = knaves(g2, K)
    assert warriors_at(g2, 5, K) == 0 and f2.at["thief"] == -1
    assert f2.supply == 10 - 0  # the Skunk back to the supply, the captain off the map


@pytest.mark.law("18.2.7")
def test_an_enemy_removing_acclaim_places_a_skunk_in_an_adjacent_forest() -> None:
    g = pos({"10": {"knaves": {"tokens": ["acclaim"]}, "marquise": {"warriors": 3}}, "5": kn(1)},
            player="marquise", dice=[2, 0])
    supply = knaves(g, K).supply
    play(g, "battle 10 knaves")
    assert g.pending.kind == "run_away" and g.pending.seat == M
    assert option_set(g) == {"forest F1", "forest F2", "forest F3"}
    play(g, "forest F3")
    f = knaves(g, K)
    assert f.woods[2] == 1 and f.supply == supply - 1


# ----------------------------------------------------------------------------- Filch, Serve, crafting
@pytest.mark.law("18.5.1.III", "18.2.8", "18.2.2")
def test_filch_crafts_by_activating_the_captain_without_points() -> None:
    g = pos({"5": kn(1)}, hands={"knaves": ["A Visit to Friends", "Bake Sale"]})  # rabbit, boots, 1 point
    crafts = {str(a) for a in g.legal_actions() if a.kind == "craft"}
    assert crafts == {'craft "A Visit to Friends"'}  # one captain pays one icon
    play(g, 'craft "A Visit to Friends"')
    f = knaves(g, K)
    assert "boots" in f.stash and f.score == 0
    assert g.pending.kind == "knaves_go"  # K.1.2: the Thief may move after Filch
    play(g, "done")
    assert not [a for a in g.legal_actions() if a.kind == "craft"]
    assert why(g, "filch marquise sword")[1] == ["18.5.1.III"]


@pytest.mark.law("18.5.1.III", "18.2.2")
def test_filch_takes_an_enemy_item_in_the_clearing() -> None:
    g = pos({"5": {**kn(1), "marquise": {"warriors": 1}}}, items={"marquise": ["sword"]})
    play(g, "filch marquise sword")
    assert g.factions[M].items == [] and "sword" in knaves(g, K).stash


@pytest.mark.law("18.5.1.IV.g", "18.2.8")
def test_serve_places_acclaim_or_crafts_with_matching_acclaim() -> None:
    g = pos({"5": kn(1), "3": {"knaves": {"tokens": ["acclaim"]}}, "4": {"knaves": {"tokens": ["acclaim"]}}},
            hands={"knaves": ["Bake Sale"]}, face_up=None) if False else \
        pos({"5": kn(1), "3": {"knaves": {"tokens": ["acclaim"]}}}, {"stash": ["hammer", "hammer"]},
            hands={"knaves": ["Bake Sale"]})
    play(g, "serve")
    assert tokens_at(g, 5, K) == ["acclaim"]
    play(g, "serve")  # acclaim in 5 now: craft with rabbit acclaim (5 and 3)
    assert g.pending.kind == "craft"
    play(g, 'craft "Bake Sale"')
    f = knaves(g, K)
    assert "coins" in f.stash and f.score == 3  # Serve scores the listed points


# ----------------------------------------------------------------------------- item actions
@pytest.mark.law("18.5.1.IV", "18.5.1.IV.a")
def test_dash_moves_twice_ignoring_rule() -> None:
    g = pos({"5": kn(1), "1": {"marquise": {"warriors": 3}}, "9": {"marquise": {"warriors": 3}}},
            {"stash": ["boots"]})
    play(g, "dash", "go 1", "go 9")
    f = knaves(g, K)
    assert f.at["thief"] == 8 and f.stash == ["boots_x"]
    assert why(g, "dash")[1] == ["18.5.1.IV.a"]


@pytest.mark.law("18.5.1.IV.b")
def test_assault_takes_every_warrior_hit_prisoner() -> None:
    g = pos({"10": {**kn(3), "marquise": {"warriors": 3}}}, {"captains": {"thief": 10, "tinker": None,
                                                                            "ranger": None}, "stash": ["sword"]},
            dice=[2, 0])
    play(g, "assault")  # the one battle there is starts at once
    assert g.pending.kind == "knaves_prisoner" and option_set(g) == {"forest F1", "forest F2", "forest F3"}
    play(g, "forest F1", "forest F2")
    f = knaves(g, K)
    assert f.prisoners[:2] == [M, M] and warriors_at(g, 10, M) == 1


@pytest.mark.law("18.2.6")
@pytest.mark.parametrize("pris", [-1, 0, 7, "marquise", None])
def test_a_saved_game_at_the_prisoners_forest_names_a_bad_prisoner_seat_in_one_line(pris: Any) -> None:
    """A game saved while the Knaves choose a Prisoner's forest holds whose warrior is taken
    (``pris``): on loading, anything but a defending seat with a warrior there is refused,
    naming the field, not left to crash (or take the Knaves' own warrior) later."""
    g = pos({"10": {**kn(3), "marquise": {"warriors": 3}}}, {"captains": {"thief": 10, "tinker": None,
                                                                            "ranger": None}, "stash": ["sword"]},
            dice=[2, 0])
    play(g, "assault")
    d = g.to_json()
    fr = next(f for f in d["stack"] if f["frame"] == "KnaveBattle")
    assert fr["step"] == "jail" and fr["pris"] == M
    Game.from_json(d)  # as saved: loads
    fr["pris"] = pris
    with pytest.raises(BadInput) as e:
        Game.from_json(d)
    assert ".pris" in str(e.value) and "\n" not in str(e.value)


@pytest.mark.law("18.5.1.IV.c")
def test_skirmish_moves_from_a_forest_and_ignores_the_first_hit() -> None:
    g = pos({"5": {"marquise": {"warriors": 2}}}, {"captains": {"thief": "F1", "tinker": None, "ranger": None},
                                                     "forest_skunks": {"F1": 1}, "stash": ["crossbow"]},
            dice=[1, 1])
    play(g, "skirmish", "go 5", "skunks 1", "battle 5 marquise")
    assert warriors_at(g, 5, K) == 2  # the one hit taken is ignored
    g2 = pos({"5": kn(1)}, {"stash": ["crossbow"]})
    assert why(g2, "skirmish")[1] == ["18.5.1.IV.c", "K.6.2"]


@pytest.mark.law("18.5.1.IV.d")
def test_nab_sends_a_hit_captain_to_a_forest() -> None:
    g = pos({"5": {**kn(1), "marquise": {"warriors": 2}}}, {"stash": ["bag"]}, dice=[1, 1])
    play(g, "nab")  # F1 is the one forest next to 5: the Prisoner and the captain go there
    f = knaves(g, K)
    assert f.at["thief"] == -2 and f.supply == 10 and f.prisoners[0] == M
    assert tokens_at(g, 5, K) == [] and g.pending.kind == "knaves_daylight"


@pytest.mark.law("18.5.1.IV.d")
def test_nab_an_unhit_captain_may_move_after_placing_acclaim() -> None:
    g = pos({"5": {**kn(1), "marquise": {"warriors": 2}}}, {"stash": ["bag"]}, dice=[1, 0])
    play(g, "nab")
    assert tokens_at(g, 5, K) == ["acclaim"] and g.pending.kind == "knaves_go"
    play(g, "go F1")
    assert knaves(g, K).at["thief"] == -2


@pytest.mark.law("18.5.1.IV.e", "18.2.3")
def test_revel_places_acclaim_and_a_skunk_or_two_skunks() -> None:
    g = pos({"5": kn(1)}, {"stash": ["tea", "tea"]})
    play(g, "revel")
    assert tokens_at(g, 5, K) == ["acclaim"] and warriors_at(g, 5, K) == 2
    play(g, "revel")
    assert tokens_at(g, 5, K) == ["acclaim"] and warriors_at(g, 5, K) == 4  # one acclaim per clearing


@pytest.mark.law("18.5.1.IV.f")
def test_gift_places_acclaim_and_draws() -> None:
    g = pos({"5": kn(1)}, {"stash": ["coins", "coins"]})
    play(g, "gift")
    assert tokens_at(g, 5, K) == ["acclaim"] and len(g.factions[K].hand) == 1
    play(g, "gift")
    assert len(g.factions[K].hand) == 3


@pytest.mark.law("18.5.1.IV.e", "18.5.1.IV.f")
def test_in_a_forest_revel_and_gift_place_no_acclaim() -> None:
    g = pos({}, {"captains": {"thief": "F1", "tinker": None, "ranger": None}, "stash": ["tea", "coins"]})
    play(g, "revel", "gift")
    f = knaves(g, K)
    assert f.woods[0] == 1 and len(g.factions[K].hand) == 1 and f.tsupply["acclaim"] == 8


# ----------------------------------------------------------------------------- Evening
@pytest.mark.law("18.6.1")
def test_mock_the_powerful_scores_prisoners_and_acclaim() -> None:
    g = pos({"5": kn(1, "acclaim"), "3": kn(0, "acclaim"), "4": kn(0, "acclaim")},
            {"prisoners": {"F1": "marquise", "F2": "marquise", "F3": "marquise"}}, phase="evening")
    assert knaves(g, K).score == 2  # 3 Prisoners: 1; 3 acclaim: 1


@pytest.mark.law("18.6.2")
def test_protect_the_weak_spends_a_matching_card_for_a_skunk() -> None:
    g = pos({"5": kn(1, "acclaim")}, hands={"knaves": ["Bake Sale", "Anvil"]}, phase="evening")
    assert g.pending.kind == "knaves_protect"
    assert option_set(g) == {'protect 5 "Bake Sale"', "done"}
    play(g, 'protect 5 "Bake Sale"')
    assert warriors_at(g, 5, K) == 2 and hand(g, K)[:1] == ["Anvil"]


@pytest.mark.law("18.6.3", "18.6.4")
def test_take_it_easy_flips_everything_and_frees_the_most_prisoners() -> None:
    g = pos({"5": kn(1)}, {"acting": "", "face_up": [], "stash": ["sword_x", "bag"],
                           "prisoners": {"F1": "marquise", "F2": "marquise"}}, phase="evening")
    assert g.pending.kind == "knaves_free" and g.pending.seat == M
    assert "free 1" in option_set(g) and "pass" in option_set(g)
    play(g, "free 1")  # F1 and F2 both touch clearing 1
    f = knaves(g, K)
    assert f.up == ["thief", "tinker", "ranger"] and sorted(f.stash) == ["bag", "sword"]
    assert warriors_at(g, 1, M) == 2 and f.prisoners.count(M) == 0
    assert len(g.factions[K].hand) == 1  # 18.6.4 draws one


@pytest.mark.law("18.6.3")
def test_take_it_easy_waits_for_all_three_cards() -> None:
    g = pos({"5": kn(1)}, {"acting": "", "face_up": ["ranger"], "stash": ["sword_x"]}, phase="evening")
    f = knaves(g, K)  # round to the Knaves' next Daylight: the Ranger readied, the item still face down
    assert g.pending.kind == "knaves_forest" and f.acting == "ranger" and f.up == []
    assert f.stash == ["sword_x"]


@pytest.mark.law("18.6.3")
def test_on_a_tie_for_most_prisoners_the_knaves_choose() -> None:
    g = pos({"5": kn(1)}, {"acting": "", "face_up": [], "prisoners": {"F1": "marquise", "F4": "eyrie"}},
            others=("marquise", "eyrie"), phase="evening")
    assert g.pending.kind == "knaves_prisoners" and option_set(g) == {"prisoners marquise", "prisoners eyrie"}
    play(g, "prisoners eyrie")
    assert g.pending.seat == 2


# ----------------------------------------------------------------------------- views
@pytest.mark.law("1.2")
def test_the_knaves_board_is_public() -> None:
    g = pos({"5": kn(1)}, {"prisoners": {"F1": "marquise"}, "forest_skunks": {"F3": 2}})
    b = next(p for p in g.view(M)["players"] if p["seat"] == K)["board"]
    assert b["captains"]["thief"] == "5" and b["prisoners"] == {"F1": "marquise"}
    assert b["forest_skunks"] == {"F3": 2} and b["acting"] == "thief"


# ----------------------------------------------------------------------------- rulings
@pytest.mark.law("18.2.5")
def test_among_captains_hit_the_acting_one_goes_last() -> None:
    """R352: two captains and no Skunk: the hit removes the one not acting."""
    g = pos({"5": {**kn(2), "marquise": {"warriors": 3}}}, {"captains": {"thief": 5, "tinker": 5, "ranger": None}},
            player="marquise", dice=[1, 0])
    play(g, "battle 5 knaves")
    f = knaves(g, K)
    assert f.at["thief"] == 4 and f.at["tinker"] == -1 and warriors_at(g, 5, K) == 1


@pytest.mark.law("18.2.4", "2.4.1")
def test_the_captain_moves_between_adjacent_forests() -> None:
    """R353: forest to adjacent forest (2.4.1), not to a forest further away."""
    g = pos({}, {"captains": {"thief": "F1", "tinker": None, "ranger": None}})
    assert {"go F2", "go F3", "go 1", "go 2", "go 5", "go 10"} == option_set(g) & {
        "go F2", "go F3", "go F4", "go 1", "go 2", "go 5", "go 10"}
    assert why(g, "go F4")[1] == ["2.2.1", "2.4.1"]


@pytest.mark.law("18.2.6", "14.2.2")
def test_a_warrior_its_faction_keeps_is_not_taken_prisoner() -> None:
    """R354: the Hundreds' warlord alone in its clearing cannot be removed outside battle,
    so it is not taken as a Prisoner: it is removed as usual."""
    g = pos({"5": {**kn(3), "hundreds": {"warriors": 1}}}, {}, others=("hundreds",),
            hundreds={"warlord": 5, "mood": "lavish"}, dice=[1, 0])
    play(g, "battle 5 hundreds")
    f = knaves(g, K)
    assert f.prisoners.count(1) == 0 and g.factions[1].warlord == -1
    assert tokens_at(g, 5, K) == ["acclaim"]


@pytest.mark.law("18.5.1.IV.d", "18.5.1.IV")
def test_an_item_action_is_offered_only_when_it_can_act() -> None:
    """R357: Nab and Assault with no enemy to battle, Dash with nowhere to go, are refused."""
    g = pos({"5": kn(1)}, {"stash": ["bag", "sword"]})
    assert "nab" not in option_set(g) and "assault" not in option_set(g)
    assert why(g, "nab")[1] == ["18.5.1.IV.d"]
    assert "no enemy" in why(g, "assault")[0]


@pytest.mark.law("18.5.1.III", "18.2.8")
def test_filch_crafts_only_with_the_captain_in_a_clearing() -> None:
    """R358: a captain in a forest activates no suit."""
    g = pos({}, {"captains": {"thief": "F1", "tinker": None, "ranger": None}}, hands={"knaves": ["A Visit to Friends"]})
    assert not [a for a in g.legal_actions() if a.kind == "craft"]
    assert why(g, 'craft "A Visit to Friends"')[1] == ["18.5.1.III", "18.2.8"]


@pytest.mark.law("18.2.2")
def test_items_of_a_position_go_to_the_stash() -> None:
    """R365: the Knaves have no Crafted Items box: their items are in the Stash, face up."""
    g = pos({"5": kn(1)}, {"stash": []}, items={"knaves": ["sword"]})
    f = knaves(g, K)
    assert f.stash == ["sword"] and f.items == []


def test_the_setup_letter_and_card_are_woodlands_choice() -> None:
    """R366: setup letter K (after the Council's J), unverified; an insurgent setup card (one
    source); R297: the Diaspora's is militant (the same source)."""
    from woodland.core.faction import FACTIONS

    assert FACTIONS["knaves"].setup_order == "K" and not FACTIONS["knaves"].militant
    assert FACTIONS["lilypad"].militant and not FACTIONS["council"].militant


@pytest.mark.law("18.2.6", "H.3.2")
def test_a_hireling_battled_gives_no_prisoner_nor_acclaim() -> None:
    """R367: Have at Thee takes Prisoners from a faction; a hireling is none."""
    g = pos({"5": kn(3)}, dice=[1, 0],
            hirelings={"cards": {"flame_bearers": {"controller": "marquise", "warriors": {"5": 2}, "control": 3}}})
    assert "battle 5 flame_bearers" in option_set(g)
    play(g, "battle 5 flame_bearers")
    f = knaves(g, K)
    assert g.hirelings is not None and g.hirelings.cards[0].at(4) == 1
    assert f.prisoners.count(-1) == len(f.prisoners) and tokens_at(g, 5, K) == []


@pytest.mark.law("18.2.4", "18.3.2")
def test_a_position_names_three_captains_each_where_a_knave_warrior_stands() -> None:
    from woodland.core.errors import InvalidPosition

    with pytest.raises(InvalidPosition, match="one of the Knaves' warriors listed there"):
        position({"factions": ["knaves", "marquise"], "knaves": {"captains": {"thief": 5, "ranger": "F3",
                                                                               "tinker": None}}})
    with pytest.raises(InvalidPosition, match="three Captain cards"):
        position({"factions": ["knaves", "marquise"], "knaves": {"captains": {"thief": None}}})


@pytest.mark.law("18.2.6")
def test_a_battle_a_card_starts_is_no_captains_attack() -> None:
    """R368: Command Warren's battle takes no Prisoner and places no acclaim (the Homeland Law:
    "When a Captain attacks"); the captain's own battle does."""
    g = pos({"5": {**kn(3), "marquise": {"warriors": 2}}}, dice=[1, 0, 1, 0], crafted={"knaves": ["Command Warren"]})
    play(g, 'use "Command Warren" 5 marquise')
    f = knaves(g, K)
    assert warriors_at(g, 5, M) == 1 and f.prisoners.count(M) == 0 and tokens_at(g, 5, K) == []
    play(g, "battle 5 marquise")
    assert f.prisoners.count(M) == 1 and warriors_at(g, 5, M) == 0
    assert tokens_at(g, 5, K) == ["acclaim"]


@pytest.mark.law("18.5.1.III", "14.2.4")
def test_filch_takes_nothing_from_the_hundreds_hoard() -> None:
    # Filch takes from a Crafted Items box; the Hundreds keep their items in the Hoard instead
    g = pos({"5": {**kn(1), "hundreds": {"warriors": 1}}}, others=("hundreds",), items={"hundreds": ["sword"]})
    assert not any(o.startswith("filch hundreds") for o in option_set(g))
    assert why(g, "filch hundreds sword")[1][0] == "18.5.1.III"


@pytest.mark.law("18.2.4", "18.2.6")
def test_the_view_lists_what_stands_in_each_forest_for_the_map() -> None:
    # the board's ``forests`` (as the Keepers' relics) is what the browser draws by each forest
    g = pos({"5": {"marquise": {"warriors": 2}}}, {"captains": {"thief": "F1", "tinker": "F3", "ranger": None},
                                                     "acting": "thief", "forest_skunks": {"F1": 2},
                                                     "prisoners": {"F3": "marquise"}})
    board = next(p for p in g.view(M)["players"] if p["faction"] == "knaves")["board"]
    assert board["forests"] == {"F1": ["captain thief (acting)", "2 Skunks"],
                                "F3": ["captain tinker", "Prisoner (marquise)"]}
