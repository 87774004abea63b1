"""Audit of Law chapter 9 (the Vagabond) and appendix V against the other Riverfolk-box
factions: scenarios a player could check at the table, mostly interactions the chapter
tests do not reach (Riverboats and Slip, Scorched Earth and relationships, Infamy with
Allied warriors, Aid and the Riverfolk and the Cult, Strike against trade posts and gardens).

Autumn map (components.md §5): suits fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; paths
1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12; rivers
5-10 10-11 11-7 7-4. Forests as in test_ch9_vagabond_abilities.py (F1 {1 5 2 10}, ...).
Vagabond items are strings: kind, then ``_d`` if damaged, ``_x`` if exhausted.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.vagabond.helpers import gear
from woodland.core.errors import IllegalAction
from woodland.testing import game_with, hand, options, options_starting, play, tokens_at, warriors_at

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]
M, E, A, V = 0, 1, 2, 3
RIVER = ["marquise", "eyrie", "riverfolk", "vagabond"]  # seats 0 1 2 3
RF = 2
CULT = ["marquise", "eyrie", "lizard", "vagabond"]
L = 2


def pos(clearings: dict[str, Any], vb: dict[str, Any], *, factions: list[str] | None = None,
        player: str = "vagabond", phase: str = "daylight", dice: list[int] | None = None, **extra: Any) -> Any:
    return game_with(factions or FOUR, player=player, phase=phase, dice=dice, strict=False, clearings=clearings,
                     vagabond={"character": "thief", **vb}, **extra)


def to_daylight(g: Any, seat: int = V) -> None:
    """Take the first option of every decision until ``seat``'s Daylight menu."""
    while not (g.pending.seat == seat and g.pending.kind == "daylight"):
        play(g, options(g)[0])


def why(g: Any, action: str) -> tuple[str, list[str]]:
    with pytest.raises(IllegalAction) as e:
        g.clone().apply(action)
    return str(e.value), e.value.rules


# ============================================================================= 9.4.2 Slip and Riverboats
def riverboats_bought(clearing: int, clearings: dict[str, Any] | None = None) -> Any:
    """The Vagabond (Thief) in ``clearing`` buys Riverboats (price 1) at the start of his
    Birdsong, paying with his torch; Refresh flips it back; Slip is asked."""
    g = pos(clearings or {}, {"clearing": clearing, "items": ["boots", "torch", "sword", "tea"]}, factions=RIVER,
            phase="birdsong", riverfolk={"prices": {"hand_card": 3, "riverboats": 1, "mercenaries": 1}})
    play(g, "buy riverboats", "exhaust torch")
    assert g.pending.kind == "slip"
    return g


@pytest.mark.law("9.4.2", "11.2.7")
def test_9_4_2_with_riverboats_he_slips_along_a_river() -> None:
    # 11.2.7: the buyer treats rivers as paths, so rabbit clearing 10, across the river from
    # 5, is adjacent to him for his Slip; no boots are exhausted
    g = riverboats_bought(5)
    assert options_starting(g, "slip ") == {"slip 1", "slip 2", "slip 10", "slip F1"}
    play(g, "slip 10")
    assert g.factions[V].clearing == 9
    assert "boots" in gear(g, V)


@pytest.mark.law("9.4.2")
def test_9_4_2_without_riverboats_no_slip_along_a_river() -> None:
    g = pos({}, {"clearing": 5, "items": ["boots", "torch_x"]}, phase="birdsong")
    assert g.pending.kind == "slip"
    assert options_starting(g, "slip ") == {"slip 1", "slip 2", "slip F1"}
    assert "9.4.2" in why(g, "slip 10")[1]


@pytest.mark.law("9.4.2", "9.2.9", "11.2.7")
def test_9_4_2_slip_along_a_river_into_hostile_warriors_costs_no_boots() -> None:
    g = riverboats_bought(5, clearings={"10": {"eyrie": 2}})
    g.factions[V].rel["eyrie"] = -1
    play(g, "slip 10")
    assert g.factions[V].clearing == 9
    assert gear(g, V) == ["boots", "sword", "tea", "torch"]


@pytest.mark.law("9.5.1", "9.2.9", "11.2.7")
def test_9_5_1_with_riverboats_a_daylight_move_along_a_river_into_hostile_warriors_takes_two_boots() -> None:
    g = pos({"10": {"eyrie": 1}}, {"clearing": 5, "items": ["boots", "boots", "torch"],
                                   "relationships": {"eyrie": "hostile"}},
            factions=RIVER, phase="birdsong", riverfolk={"prices": {"hand_card": 3, "riverboats": 1,
                                                                   "mercenaries": 1}})
    play(g, "buy riverboats", "exhaust torch", "stay")
    to_daylight(g)
    assert "move 10" in options(g)
    play(g, "move 10")
    assert g.factions[V].clearing == 9
    assert gear(g, V) == ["boots_x", "boots_x", "torch"]


# ============================================================================= 9.2.9.III and V.6.2
@pytest.mark.law("9.2.9", "V.6.2")
def test_9_2_9_III_scorched_earth_makes_each_faction_whose_warrior_he_removes_hostile() -> None:
    # Scorched Earth removes every enemy piece: the Marquise loses a warrior (Hostile), the
    # Eyrie only a roost (a building: still Indifferent, and a point for it, 3.2.1)
    g = pos({"1": {"marquise": 2, "eyrie": {"buildings": ["roost"]}}},
            {"character": "scoundrel", "clearing": 1, "items": ["boots", "torch", "crossbow"]})
    play(g, "scorch")
    assert g.factions[V].rel == {"marquise": -1, "eyrie": 0, "alliance": 0}
    assert warriors_at(g, 1, M) == 0
    assert g.factions[V].score == 1  # not in battle: no Infamy for the second Marquise warrior


# ============================================================================= 9.2.9.III.a with Allies
@pytest.mark.law("9.2.9", "3.2.1")
def test_9_2_9_III_a_infamy_in_a_battle_fought_with_allied_warriors() -> None:
    # three Allied Alliance warriors and two swords: up to five hits; he rolls 3 against a
    # Hostile Eyrie warrior and roost: 1 Infamy (warrior) + 1 (roost) + 1 Infamy (roost)
    g = pos({"1": {"alliance": 3, "eyrie": {"warriors": 1, "buildings": ["roost"]}}},
            {"clearing": 1, "items": ["boots", "sword", "sword"], "relationships": {"alliance": 3, "eyrie": "hostile"}},
            dice=[3, 0])
    play(g, "battle 1 eyrie", "with alliance")
    to_daylight(g)
    assert g.factions[V].score == 3
    assert warriors_at(g, 1, E) == 0 and not g.buildings[0]
    assert warriors_at(g, 1, A) == 3
    assert g.factions[V].rel["alliance"] == 3


# ============================================================================= 9.5.4 Aid
@pytest.mark.law("9.5.4", "2.1.1")
def test_9_5_4_a_bird_card_is_a_card_matching_any_clearing_for_aid() -> None:
    g = pos({"1": {"marquise": 1}}, {"clearing": 1, "items": ["boots", "sword"]}, hands={"vagabond": ["Armorers"]})
    assert options_starting(g, "aid ") == {"aid marquise"}
    play(g, "aid marquise")
    if g.pending.kind == "aid_exhaust":
        play(g, "exhaust boots")
    play(g, "give Armorers")
    assert hand(g, M) == ["Armorers"]
    assert g.factions[V].rel["marquise"] == 1 and g.factions[V].score == 1


@pytest.mark.law("9.5.4", "9.2.9")
def test_9_5_4_aid_with_nothing_to_take_still_improves_the_relationship() -> None:
    # the Marquise's Crafted Items box is empty: no item is offered, the aid still counts
    g = pos({"1": {"marquise": 1}}, {"clearing": 1, "items": ["boots"]}, hands={"vagabond": ["Anvil"]})
    play(g, "aid marquise", "give Anvil")
    assert g.pending.kind == "daylight"
    assert gear(g, V) == ["boots_x"]
    assert g.factions[V].rel["marquise"] == 1 and g.factions[V].score == 1


@pytest.mark.law("9.5.4", "11.2.5")
def test_9_5_4_a_trade_post_alone_is_a_faction_piece_to_aid_and_the_riverfolk_relationship_improves() -> None:
    g = pos({"5": {"riverfolk": {"tokens": ["trade_post_rabbit"]}}},
            {"clearing": 5, "items": ["boots", "torch"]}, factions=RIVER,
            hands={"vagabond": ["Bake Sale"]}, items={"riverfolk": ["sword"]})
    assert options_starting(g, "aid ") == {"aid riverfolk"}
    play(g, "aid riverfolk", "exhaust torch", 'give "Bake Sale"', "take sword")
    assert hand(g, RF) == ["Bake Sale"]
    assert gear(g, V) == ["boots", "sword", "torch_x"]
    assert g.factions[RF].items == []
    assert g.factions[V].rel["riverfolk"] == 1 and g.factions[V].score == 1


# ============================================================================= 9.5.6 Strike vs Riverfolk and Cult
@pytest.mark.law("9.5.6", "11.2.5", "9.2.9")
def test_9_5_6_strike_a_trade_post_scores_disrupts_trade_and_keeps_the_relationship() -> None:
    g = pos({"5": {"riverfolk": {"tokens": ["trade_post_rabbit"]}}},
            {"clearing": 5, "items": ["crossbow", "boots"]}, factions=RIVER,
            riverfolk={"funds": {"riverfolk": 3}})
    play(g, "strike riverfolk")
    to_daylight(g)
    assert tokens_at(g, 5, RF) == []
    assert g.factions[V].score == 1  # 3.2.1
    assert g.factions[V].rel["riverfolk"] == 0  # a token, not a warrior
    # 11.2.5: two of three funds removed (half, rounded up), and the post is out of the game
    assert g.factions[RF].funds == [RF]
    assert g.factions[RF].lost_posts["rabbit"] == 1


@pytest.mark.law("9.5.6", "10.2.5", "10.2.6")
def test_9_5_6_strike_a_garden_makes_the_cult_discard_a_random_card_to_lost_souls() -> None:
    g = pos({"1": {"lizard": {"buildings": ["garden_fox"]}}}, {"clearing": 1, "items": ["crossbow", "boots"]},
            factions=CULT, hands={"lizard": ["Bake Sale"]})
    play(g, "strike lizard")
    to_daylight(g)
    assert g.buildings[0] == ()
    assert hand(g, L) == []
    assert [g.deckdef.cards[c].label for c in g.factions[L].lost_souls] == ["Bake Sale"]
    assert g.factions[V].rel["lizard"] == 0 and g.factions[V].score == 1


@pytest.mark.law("9.5.2", "10.2.3", "9.2.9")
def test_9_5_2_cult_warriors_he_removes_in_battle_become_acolytes_and_the_cult_hostile() -> None:
    g = pos({"1": {"lizard": 2}}, {"clearing": 1, "items": ["sword", "sword", "boots"]}, factions=CULT,
            dice=[2, 0])
    play(g, "battle 1 lizard")
    to_daylight(g)
    assert warriors_at(g, 1, L) == 0
    assert g.factions[L].acolytes == 2
    assert g.factions[V].rel["lizard"] == -1
    assert g.factions[V].score == 1  # Infamy for the second warrior only


@pytest.mark.law("9.5.6", "10.2.3")
def test_9_5_6_a_struck_cult_warrior_returns_to_supply_not_acolytes() -> None:
    g = pos({"1": {"lizard": 2}}, {"clearing": 1, "items": ["crossbow", "boots"]}, factions=CULT)
    play(g, "strike lizard")
    assert warriors_at(g, 1, L) == 1 and g.factions[L].acolytes == 0
    assert g.factions[V].rel["lizard"] == -1


# ============================================================================= oracle reasons
@pytest.mark.law("9.5", "9.2.10")
def test_9_5_actions_asked_in_a_forest_name_the_clearing_rule() -> None:
    g = pos({"1": {"marquise": 1}}, {"forest": "F1", "items": ["boots", "sword", "crossbow", "torch"]},
            hands={"vagabond": ["Anvil"]})
    for a in ("aid marquise", "strike marquise", "battle 1 marquise", "explore", "craft Anvil"):
        assert why(g, a)[1] == ["9.5"], a
    assert why(g, "move F2")[1] == ["9.5.1", "9.2.10"]
    assert "move 10" in options(g)


@pytest.mark.law("9.2.9", "9.5.1")
def test_9_2_9_III_b_one_boots_into_hostile_warriors_is_refused_citing_hostility() -> None:
    g = pos({"5": {"marquise": 1}}, {"clearing": 1, "items": ["boots", "sword"],
                                     "relationships": {"marquise": "hostile"}})
    text, rules = why(g, "move 5")
    assert rules == ["9.2.9", "9.5.1"] and "extra boots" in text


# ============================================================================= 9.2.8 with two Vagabonds
TWO = ["marquise", "eyrie", "vagabond", "vagabond2"]  # seats 0 1 2 3


def two_vagabonds(player: str, **extra: Any) -> Any:
    return game_with(TWO, player=player, phase="daylight", strict=False,
                     vagabond={"character": "thief", "clearing": 1}, vagabond2={"character": "tinker", "clearing": 2},
                     **extra)


@pytest.mark.law("9.2.8", "9.7")
def test_9_2_8_a_vagabond_may_form_a_coalition_with_the_other_vagabond_with_fewest_points() -> None:
    g = two_vagabonds("vagabond", scores={"marquise": 5, "eyrie": 6, "vagabond": 12, "vagabond2": 3},
                      hands={"vagabond": ["Fox Dominance"]})
    play(g, 'activate "Fox Dominance"')  # the only player with fewest points: no question
    assert (g.factions[2].coalition, g.factions[3].coalition) == (3, 2)


@pytest.mark.law("9.2.8", "9.7")
def test_9_2_8_the_vagabond_in_a_coalition_cannot_form_another() -> None:
    # the first Vagabond has formed a coalition with the second; the second, now with 13
    # points and a dominance card, may not form a coalition of his own with the Marquise
    # (she has fewest points): that would put him in two coalitions (R559)
    g = two_vagabonds("vagabond2", scores={"marquise": 5, "eyrie": 6, "vagabond": 12, "vagabond2": 13},
                      hands={"vagabond2": ["Rabbit Dominance"]}, crafted={"vagabond": ["Fox Dominance"]},
                      coalition={"vagabond": "vagabond2"})
    assert options_starting(g, "activate") == set()
    text, rules = why(g, 'activate "Rabbit Dominance"')
    assert "9.2.8" in rules
    assert [f.coalition for f in g.factions] == [-1, -1, 3, 2]


# ============================================================================= 9.5.4 Aid: more cases
@pytest.mark.law("9.5.4", "9.2.5")
def test_9_5_4_no_aid_without_a_face_up_undamaged_item() -> None:
    # an exhausted boots and a damaged sword cannot be exhausted for aid (9.2.5)
    g = pos({"1": {"marquise": 1}}, {"clearing": 1, "items": ["boots_x", "sword_d"]}, hands={"vagabond": ["Anvil"]})
    assert options_starting(g, "aid") == set()
    text, rules = why(g, "aid marquise")
    assert rules == ["9.5.4"] and "no face-up undamaged item" in text


@pytest.mark.law("9.5.4", "9.2.8", "9.2.9")
def test_9_5_4_aiding_his_coalition_partner_improves_the_relationship_but_scores_nothing() -> None:
    g = pos({"1": {"marquise": 1}}, {"clearing": 1, "items": ["boots", "torch"]}, hands={"vagabond": ["Anvil"]},
            coalition={"vagabond": "marquise"}, crafted={"vagabond": ["Fox Dominance"]}, scores={"vagabond": 12})
    play(g, "aid marquise", "exhaust torch", "give Anvil")
    assert g.factions[V].rel["marquise"] == 1
    assert g.factions[V].score == 12  # his score marker is on the partner's board (9.2.8)
    assert hand(g, M) == ["Anvil"]


@pytest.mark.law("9.5.4", "9.7", "9.2.9")
def test_9_5_4_aiding_the_other_vagabond_gives_the_card_and_nothing_else() -> None:
    g = game_with(TWO, player="vagabond", strict=False, hands={"vagabond": ["Anvil"]},
                  vagabond={"character": "thief", "clearing": 1, "items": ["boots", "torch"]},
                  vagabond2={"character": "tinker", "clearing": 1})
    assert "aid vagabond2" in options(g)
    play(g, "aid vagabond2", "exhaust torch", "give Anvil")
    assert g.pending.kind == "daylight"  # nothing to take: no Crafted Items box
    assert hand(g, 3) == ["Anvil"]
    assert "vagabond2" not in g.factions[2].rel and g.factions[2].score == 0


@pytest.mark.law("9.2.9", "11.2.5", "3.2.1")
def test_9_2_9_III_a_battle_against_the_riverfolk_hostile_then_infamy_for_the_trade_post() -> None:
    # Indifferent Riverfolk, two warriors and a trade post in 5; he rolls 3 hits: the first
    # warrior makes them Hostile (no Infamy for it), the second scores 1 Infamy, the trade
    # post 1 point plus 1 Infamy; Trade Disruption removes two of their three funds
    g = pos({"5": {"riverfolk": {"warriors": 2, "tokens": ["trade_post_rabbit"]}}},
            {"clearing": 5, "items": ["sword", "sword", "sword", "boots"]}, factions=RIVER, dice=[3, 0],
            riverfolk={"funds": {"riverfolk": 3}})
    play(g, "battle 5 riverfolk")
    to_daylight(g)
    assert warriors_at(g, 5, RF) == 0 and tokens_at(g, 5, RF) == []
    assert g.factions[V].rel["riverfolk"] == -1
    assert g.factions[V].score == 3
    assert g.factions[RF].funds == [RF]


# ============================================================================= 9.5.6 Strike and hirelings
@pytest.mark.law("9.5.6", "G.36", "H.3.2")
def test_9_5_6_strike_removes_an_enemy_hirelings_warrior_without_any_relationship() -> None:
    # the uncontrolled Flame Bearers are his enemy (H.3.2): their warrior is an enemy warrior;
    # the Popular Band he controls is not; hirelings have no relationship marker (9.2.9)
    g = pos({}, {"clearing": 1, "items": ["crossbow", "boots"]},
            hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"1": 2}},
                                 "popular_band": {"controller": "vagabond", "warriors": {"1": 1}}}})
    assert options_starting(g, "strike") == {"strike flame_bearers"}
    assert why(g, "strike popular_band")[1] == ["9.5.6", "H.3.2"]
    play(g, "strike flame_bearers")
    assert g.hirelings is not None and g.hirelings.cards[0].at(0) == 1
    assert g.factions[V].rel == {"marquise": 0, "eyrie": 0, "alliance": 0}
    assert gear(g, V) == ["boots", "crossbow_x"]


@pytest.mark.law("9.5.6", "3.2.1", "G.3")
def test_9_5_6_strike_removes_an_enemy_hirelings_building_and_scores() -> None:
    g = pos({}, {"clearing": 1, "items": ["crossbow", "boots"]},
            hirelings={"cards": {"vault_keepers": {"controller": None, "buildings": {"1": 1}}}})
    play(g, "strike vault_keepers")
    assert g.buildings[0] == ()
    assert g.factions[V].score == 1


# ============================================================================= V.5.2 with two Vagabonds
@pytest.mark.law("V.5.2", "9.7", "9.2.4", "9.2.9")
def test_V_5_2_the_other_vagabond_enlists_the_arbiter_and_his_own_relationship_changes() -> None:
    # the second Vagabond (no sword: defenseless) is attacked by three Marquise warriors in
    # 1 and enlists the Arbiter there (two swords): he rolls up to 2 hits; dice 3/3
    g = game_with(TWO, player="marquise", strict=False, dice=[3, 3], clearings={"1": {"marquise": 3}},
                  vagabond={"character": "arbiter", "clearing": 1, "items": ["sword", "sword", "boots"]},
                  vagabond2={"character": "thief", "clearing": 1, "items": ["boots", "torch", "tea"]})
    play(g, "battle 1 vagabond2")
    assert (g.pending.seat, g.pending.kind) == (3, "before_roll")
    play(g, "enlist vagabond")
    assert g.factions[2].score == 1
    # 3 hits + 1 (defenseless) against three undamaged items: all are damaged
    play(g, "damage boots", "damage tea")
    assert gear(g, 3) == ["boots_d", "tea_d", "torch_d"]
    assert warriors_at(g, 1, M) == 1
    # the second Vagabond removed the warriors: the Marquise is Hostile to him, not to the Arbiter
    assert g.factions[3].rel["marquise"] == -1 and g.factions[2].rel["marquise"] == 0


# ============================================================================= V.1.2, V.2.2, Riverfolk, Cult
@pytest.mark.law("V.1.2", "11.2.3")
def test_V_1_2_steal_from_the_riverfolk_with_only_a_trade_post_in_his_clearing() -> None:
    g = pos({"5": {"riverfolk": {"tokens": ["trade_post_rabbit"]}}}, {"clearing": 5, "items": ["torch", "boots"]},
            factions=RIVER, hands={"riverfolk": ["Anvil"]})
    assert "steal riverfolk" in options(g)
    play(g, "steal riverfolk")
    assert hand(g, V) == ["Anvil"] and hand(g, RF) == []
    assert gear(g, V) == ["boots", "torch_x"]


@pytest.mark.law("V.2.2", "10.2.6")
def test_V_2_2_day_labor_cannot_take_a_card_from_the_lost_souls() -> None:
    # with the Cult in play, discarded cards wait in the Lost Souls until its Birdsong (10.4.2)
    g = pos({}, {"character": "tinker", "clearing": 5, "items": ["torch", "boots"]}, factions=CULT,
            lizard={"lost_souls": ["Bake Sale"]}, discard=["Armorers"])
    assert options_starting(g, "labor") == {"labor Armorers"}
    assert why(g, 'labor "Bake Sale"')[1] == ["V.2.2"]


@pytest.mark.law("9.2.8", "9.7")
def test_9_2_8_the_second_vagabond_cannot_take_the_first_ones_partner() -> None:
    # the first Vagabond is in a coalition with the Eyrie, who have fewest points: the second
    # Vagabond has no one to choose (the Eyrie are in a coalition, no one else is fewest)
    spec: dict[str, Any] = {"hands": {"vagabond2": ["Rabbit Dominance"]}, "crafted": {"vagabond": ["Fox Dominance"]},
                            "coalition": {"vagabond": "eyrie"}}
    g = two_vagabonds("vagabond2", scores={"marquise": 5, "eyrie": 3, "vagabond": 10, "vagabond2": 12}, **spec)
    assert options_starting(g, "activate") == set()
    # with the Marquise tied with the Eyrie for fewest, she is the one he may choose
    g = two_vagabonds("vagabond2", scores={"marquise": 3, "eyrie": 3, "vagabond": 10, "vagabond2": 12}, **spec)
    play(g, 'activate "Rabbit Dominance"')
    assert [f.coalition for f in g.factions] == [3, 2, 1, 0]


# ============================================================================= 9.4.1 and 11.2.6
@pytest.mark.law("9.4.1", "11.2.6")
def test_9_4_1_tea_exhausted_to_pay_for_a_service_refreshes_nothing_extra() -> None:
    # services are bought at the start of Birdsong, before Refresh: the tea he exhausts to pay
    # leaves the track, so he refreshes 3 items, not 5 (and the tea refreshed adds nothing)
    g = pos({}, {"clearing": 5, "items": ["tea", "boots_x", "torch_x", "sword_x", "hammer_x", "crossbow_x"]},
            factions=RIVER, phase="birdsong", riverfolk={"prices": {"hand_card": 3, "riverboats": 1,
                                                                   "mercenaries": 1}})
    play(g, "buy riverboats")  # the tea is his only face-up item: it pays
    assert g.pending.kind == "refresh"
    play(g, "refresh tea_x", "refresh boots_x", "refresh torch_x")
    assert g.pending.kind == "slip"
    assert gear(g, V) == ["boots", "crossbow_x", "hammer_x", "sword_x", "tea", "torch"]
