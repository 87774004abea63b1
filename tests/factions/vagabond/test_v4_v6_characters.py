"""Law appendix V.4-V.6: the Riverfolk characters — Vagrant (Instigate), Arbiter
(Protector), Scoundrel (Scorched Earth) — and their starting items (V.4.1, V.5.1, V.6.1).

Starting items, with the icons the Law text lost (components.md §4): Vagrant coins, torch,
boots; Arbiter boots, torch, sword, sword; Scoundrel boots, boots, torch, crossbow. Every
special action here exhausts a torch (components.md §0).

Positions are games on the Autumn map. Autumn facts (components.md §5): suits fox 1 6 8 12,
rabbit 3 4 5 10, mouse 2 7 9 11; ruins in 6 10 11 12; building slots: clearing 5 has 2;
paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12
(5-10 is a river, not a path). Forest F1 borders clearings 1 2 5 10. Hands are given
explicitly (empty unless a test needs cards) so nobody is asked about ambushes unless the
test wants it. Battle dice are scripted with ``dice=[x, y]`` (the attacker deals the
higher, 4.3.2-4.3.3; the Alliance defends with the higher, 8.2.2).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.factions.vagabond.helpers import gear
from woodland import Game
from woodland.core.errors import IllegalAction
from woodland.testing import (
    asked,
    game_with,
    labels,
    option_set as opts,
    options,
    options_starting,
    play,
    position,
    warriors_at,
)

THREE = ["marquise", "eyrie", "vagabond"]
M, E, V = 0, 1, 2  # seats in the three-player games
FOUR = ["marquise", "eyrie", "alliance", "vagabond"]
A4, V4 = 2, 3  # Alliance and Vagabond seats in the four-player games
ITEM_SUPPLY = {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}  # 5.1.5


# ----------------------------------------------------------------------------- helpers
def pos(vb: dict[str, Any], clearings: dict[str, Any], *, player: str = "vagabond", phase: str = "daylight",
        factions: list[str] | None = None, dice: list[int] | None = None, hands: dict[str, Any] | None = None,
        strict: bool = True, **extra: Any) -> Game:
    return game_with(factions or THREE, player=player, phase=phase, empty_hands=True, hands=hands, dice=dice,
                     strict=strict, clearings=clearings, vagabond=vb, **extra)


def pieces(g: Game, clearing: int) -> list[tuple[int, str]]:
    return sorted(g.buildings[clearing - 1] + g.tokens[clearing - 1])


def first_vagabond_choice(seed: int) -> Game:
    """A game with a Riverfolk faction (the second Vagabond) up to the first character
    choice."""
    g = Game.new({"map": "autumn", "factions": ["marquise", "vagabond", "vagabond2"], "seating": "given"}, seed)
    while g.pending.kind != "setup_character":
        g.apply(options(g)[0])
    return g


# ============================================================================ starting items
STARTING = {  # Law V.4.1, V.5.1, V.6.1 with the icons of components.md §4
    "vagrant": ["boots", "coins", "torch"],
    "arbiter": ["boots", "sword", "sword", "torch"],
    "scoundrel": ["boots", "boots", "crossbow", "torch"],
}


@pytest.mark.law("9.3.1")
def test_9_3_1_riverfolk_characters_are_chosen_like_the_others() -> None:
    g = first_vagabond_choice(1)
    assert asked(g)[1] == "setup_character"
    assert opts(g) == {"character thief", "character tinker", "character ranger", "character vagrant",
                       "character arbiter", "character scoundrel"}


@pytest.mark.law("9.3.5", "V.4.1", "V.5.1", "V.6.1")
@pytest.mark.parametrize("character", ["vagrant", "arbiter", "scoundrel"])
def test_V_starting_items_of_the_riverfolk_characters(character: str) -> None:
    g = first_vagabond_choice(2)
    s = g.pending.seat
    play(g, f"character {character}", "forest F1")
    assert g.factions[s].character == character
    # exactly the S items of the character card, face up and undamaged
    assert gear(g, s) == STARTING[character]
    assert sorted(g.view(0)["players"][s]["board"]["items"]) == STARTING[character]
    # S items are their own pieces: the item supply is untouched
    assert g.items == ITEM_SUPPLY


# ============================================================================ V.4.2 Vagrant: Instigate
VAGRANT = {"character": "vagrant", "clearing": 5, "items": ["coins", "torch", "boots"]}


@pytest.mark.law("V.4.2")
def test_V_4_2_instigate_pairs_any_attacker_with_an_enemy_in_his_clearing() -> None:
    # clearing 5: Marquise and Eyrie warriors, an Alliance sympathy token (no warriors)
    g = pos({**VAGRANT, "items": ["coins", "torch", "boots_x"]},
            {"5": {"marquise": 2, "eyrie": 1, "alliance": {"tokens": ["sympathy"]}}}, factions=FOUR)
    assert asked(g) == (V4, "daylight")
    # an attacker needs warriors (or a pawn: himself, "even you") there, the defender any piece;
    # the Alliance has no warriors to attack with
    assert options_starting(g, "instigate") == {
        "instigate marquise eyrie", "instigate marquise alliance", "instigate marquise vagabond",
        "instigate eyrie marquise", "instigate eyrie alliance", "instigate eyrie vagabond",
        "instigate vagabond marquise", "instigate vagabond eyrie", "instigate vagabond alliance",
    }
    with pytest.raises(IllegalAction) as e:
        g.apply("instigate alliance marquise")
    assert "V.4.2" in e.value.rules


@pytest.mark.law("V.4.2")
def test_V_4_2_instigate_needs_a_face_up_torch_and_a_clearing() -> None:
    g = pos({**VAGRANT, "items": ["coins", "torch_x", "boots"]}, {"5": {"marquise": 2, "eyrie": 1}})
    assert options_starting(g, "instigate") == set()
    with pytest.raises(IllegalAction) as e:
        g.apply("instigate marquise eyrie")
    assert "V.4.2" in e.value.rules
    g = pos({"character": "vagrant", "forest": "F1", "items": ["coins", "torch", "boots"]},
            {"5": {"marquise": 2, "eyrie": 1}})
    assert options_starting(g, "instigate") == set()


@pytest.mark.law("V.4.2", "3.2.1")
def test_V_4_2_buildings_removed_in_the_forced_battle_score_for_the_vagrant() -> None:
    # Eyrie (3 warriors) forced to attack the Marquise (1 warrior, sawmill, workshop) in 5
    g = pos(VAGRANT, {"5": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]}, "eyrie": 3}},
            dice=[3, 1])
    play(g, "instigate eyrie marquise")
    assert gear(g, V) == ["boots", "coins", "torch_x"]  # the torch is exhausted
    # Eyrie deals 3: the warrior, then the Marquise chooses which building goes first (4.3.6)
    assert asked(g) == (M, "remove") and opts(g) == {"remove sawmill", "remove workshop"}
    play(g, "remove workshop")
    assert pieces(g, 5) == []
    # the Marquise deals 1 hit: an Eyrie warrior
    assert warriors_at(g, 5, M) == 0 and warriors_at(g, 5, E) == 2
    # the two buildings count as removed by the Vagrant: he scores them, the Eyrie does not
    assert g.factions[V].score == 2 and g.factions[E].score == 0 and g.factions[M].score == 0
    # warriors are not treated as his removals: no relationship turns Hostile
    assert g.factions[V].rel == {"marquise": 0, "eyrie": 0}
    assert asked(g) == (V, "daylight")  # back to his Daylight


@pytest.mark.law("V.4.2", "9.2.9")
def test_V_4_2_infamy_for_buildings_of_a_hostile_faction() -> None:
    g = pos({**VAGRANT, "relationships": {"marquise": "hostile"}},
            {"5": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]}, "eyrie": 3}}, dice=[3, 0])
    play(g, "instigate eyrie marquise", "remove sawmill")
    assert pieces(g, 5) == []
    # one point per building (3.2.1) plus one Infamy each (9.2.9.III.a), during his turn
    assert g.factions[V].score == 4
    assert g.factions[E].score == 0


@pytest.mark.law("V.4.2", "8.2.6")
def test_V_4_2_tokens_too_count_as_his_removals_so_he_pays_outrage() -> None:
    # the Marquise (3 warriors) forced to attack the Alliance (sympathy, no warriors) in 5
    g = pos(VAGRANT, {"5": {"marquise": 3, "alliance": {"tokens": ["sympathy"]}}}, factions=FOUR, dice=[2, 3],
            hands={"vagabond": ["A Visit to Friends"], "marquise": ["Ambush (fox)"]})
    play(g, "instigate marquise alliance")
    # the Alliance defends with the higher roll (8.2.2) but has no warriors to deal it; the
    # Marquise deals 2 + 1 (defenseless, 4.3.5.II): the sympathy token goes
    assert pieces(g, 5) == []
    assert g.factions[V4].score == 1 and g.factions[M].score == 0
    # the token counts as removed by the Vagrant: Outrage asks him, not the Marquise (8.2.6)
    assert asked(g) == (V4, "outrage") and opts(g) == {'outrage "A Visit to Friends"'}
    play(g, 'outrage "A Visit to Friends"')
    assert g.factions[V4].hand == []
    assert labels(g, g.factions[A4].supporters) == ["A Visit to Friends"]
    assert labels(g, g.factions[M].hand) == ["Ambush (fox)"]


@pytest.mark.law("V.4.2")
def test_V_4_2_he_can_force_himself_to_attack_without_exhausting_a_sword() -> None:
    # his only sword is face down: Battle (9.5.2) is closed to him, Instigate is not ("even you")
    g = pos({**VAGRANT, "items": ["coins", "torch", "boots", "sword_x"]}, {"5": {"marquise": 2}}, dice=[2, 0])
    assert options_starting(g, "battle") == set()
    play(g, "instigate vagabond marquise")
    # he rolls up to his undamaged swords (9.2.6): 1 hit; the Marquise's 0 hits
    assert warriors_at(g, 5, M) == 1
    assert gear(g, V) == ["boots", "coins", "sword_x", "torch_x"]
    # he removed the warrior himself: the Marquise is now Hostile (9.2.9.III)
    assert g.factions[V].rel["marquise"] == -1


@pytest.mark.law("V.4.2")
def test_V_4_2_he_can_force_another_player_to_attack_him() -> None:
    g = pos({**VAGRANT, "items": ["coins", "torch", "boots", "sword"]}, {"5": {"marquise": 2}}, dice=[2, 1])
    play(g, "instigate marquise vagabond")
    # the Marquise attacks: 2 hits to his items, he chooses which to damage (9.2.7)
    assert asked(g) == (V, "take_hit")
    play(g, "damage coins", "damage boots")
    assert gear(g, V) == ["boots_d", "coins_d", "sword", "torch_x"]
    assert warriors_at(g, 5, M) == 1  # his one sword dealt one hit
    assert g.factions[V].rel["marquise"] == -1


@pytest.mark.law("V.4.2", "4.3.1")
def test_V_4_2_the_forced_players_make_the_battle_decisions() -> None:
    g = pos(VAGRANT, {"5": {"marquise": 2, "eyrie": 3}}, dice=[1, 1],
            hands={"marquise": ["Ambush (rabbit)"], "eyrie": []})
    play(g, "instigate eyrie marquise")
    # the defender of the forced battle decides whether to ambush (clearing 5 is rabbit)
    assert asked(g) == (M, "ambush") and opts(g) == {'ambush "Ambush (rabbit)"', "pass"}
    play(g, 'ambush "Ambush (rabbit)"')
    # two hits to the Eyrie attacker (3 -> 1), then the roll: 1 hit each way
    assert warriors_at(g, 5, E) == 0 and warriors_at(g, 5, M) == 1
    assert g.factions[V].score == 0
    assert g.factions[V].rel == {"marquise": 0, "eyrie": 0}
    assert asked(g) == (V, "daylight")


@pytest.mark.law("V.4.2")
def test_V_4_2_a_saved_game_in_the_middle_of_a_forced_battle_resumes() -> None:
    g = pos(VAGRANT, {"5": {"marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]}, "eyrie": 3}},
            dice=[3, 1])
    play(g, "instigate eyrie marquise")
    assert asked(g) == (M, "remove")
    g2 = Game.from_json(json.loads(g.dumps()))
    assert g2.fingerprint() == g.fingerprint()
    assert g2.view(M)["context"][-1]["instigated_by"] == "vagabond"
    play(g2, "remove sawmill")
    assert g2.factions[V].score == 2 and g2.factions[E].score == 0


# ============================================================================ V.5.2 Arbiter: Protector
ARBITER = {"character": "arbiter", "clearing": 5, "items": ["boots", "torch", "sword", "sword_x", "sword_d"]}


@pytest.mark.law("V.5.2", "4.3.2")
def test_V_5_2_defender_enlists_the_arbiter_before_the_roll() -> None:
    # the Marquise (4 warriors) attacks the Eyrie (1 warrior) in 5, where the Arbiter stands
    g = pos(ARBITER, {"5": {"marquise": 4, "eyrie": 1}}, player="marquise", dice=[3, 3])
    play(g, "battle 5 eyrie")
    assert asked(g) == (E, "before_roll") and opts(g) == {"enlist vagabond", "pass"}
    play(g, "enlist vagabond")
    # the Arbiter scores one point; the Eyrie's maximum rolled hits become 1 warrior + 2
    # undamaged swords (face up or face down; the damaged one does not count)
    assert g.factions[V].score == 1
    assert warriors_at(g, 5, M) == 1  # the Eyrie dealt 3
    assert warriors_at(g, 5, E) == 0
    assert gear(g, V) == ["boots", "sword", "sword_d", "sword_x", "torch"]  # nothing exhausted
    assert asked(g) == (M, "daylight")


@pytest.mark.law("V.5.2")
def test_V_5_2_defender_may_decline() -> None:
    g = pos(ARBITER, {"5": {"marquise": 4, "eyrie": 1}}, player="marquise", dice=[3, 3])
    play(g, "battle 5 eyrie", "pass")
    assert g.factions[V].score == 0
    assert warriors_at(g, 5, M) == 3  # capped by the Eyrie's one warrior


@pytest.mark.law("V.5.2")
def test_V_5_2_the_arbiter_adds_to_the_maximum_not_to_the_roll() -> None:
    g = pos(ARBITER, {"5": {"marquise": 4, "eyrie": 1}}, player="marquise", dice=[3, 0])
    play(g, "battle 5 eyrie", "enlist vagabond")
    assert g.factions[V].score == 1
    assert warriors_at(g, 5, M) == 4  # the defender rolled 0


@pytest.mark.law("V.5.2")
def test_V_5_2_only_when_the_arbiter_is_in_the_clearing_of_battle() -> None:
    g = pos({**ARBITER, "clearing": 1}, {"5": {"marquise": 4, "eyrie": 1}}, player="marquise", dice=[3, 3])
    play(g, "battle 5 eyrie")
    # nothing to decide before the roll: the battle resolved at once
    assert asked(g) == (M, "daylight")
    assert g.factions[V].score == 0 and warriors_at(g, 5, M) == 3


@pytest.mark.law("V.5.2")
def test_V_5_2_not_enlisted_by_himself_nor_against_himself() -> None:
    # the Arbiter defends: he cannot enlist himself
    g = pos(ARBITER, {"5": {"marquise": 4}}, player="marquise", dice=[2, 1])
    play(g, "battle 5 vagabond")
    assert asked(g) != (V, "before_roll")
    assert g.factions[V].score == 0
    # the Arbiter attacks the Eyrie: the Eyrie cannot enlist him against himself
    g = pos(ARBITER, {"5": {"eyrie": 2}}, dice=[1, 0])
    play(g, "battle 5 eyrie")
    assert asked(g) == (V, "daylight")
    assert g.factions[V].score == 0 and warriors_at(g, 5, E) == 1


@pytest.mark.law("V.5.2")
def test_V_5_2_other_characters_are_not_enlisted() -> None:
    g = pos({**ARBITER, "character": "ranger"}, {"5": {"marquise": 4, "eyrie": 1}}, player="marquise", dice=[3, 3])
    play(g, "battle 5 eyrie")
    assert asked(g) == (M, "daylight")
    assert g.factions[V].score == 0


# ============================================================================ V.6.2 Scoundrel: Scorched Earth
SCOUNDREL = {"character": "scoundrel", "clearing": 5, "items": ["boots", "boots", "torch", "crossbow"]}


@pytest.mark.law("V.6.2", "9.2.9")
def test_V_6_2_scorched_earth_removes_every_enemy_piece_in_his_clearing() -> None:
    g = pos(SCOUNDREL, {"5": {"marquise": {"warriors": 2, "buildings": ["sawmill"]},
                              "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                        "2": {"marquise": 3}}, factions=FOUR)
    assert "scorch" in opts(g)
    play(g, "scorch")
    assert warriors_at(g, 5, M) == 0 and warriors_at(g, 5, E) == 0 and pieces(g, 5) == []
    assert warriors_at(g, 2, M) == 3  # only his clearing
    # he removed two buildings (3.2.1) and warriors of two factions, now Hostile (9.2.9.III)
    assert g.factions[V4].score == 2
    assert g.factions[V4].rel == {"marquise": -1, "eyrie": -1, "alliance": 0}
    # the torch leaves his board for the clearing, and he stays there
    assert gear(g, V4) == ["boots", "boots", "crossbow"]
    assert g.factions[V4].clearing == 4
    assert g.view(0)["players"][V4]["board"]["scorched"] == [5]


@pytest.mark.law("V.6.2")
def test_V_6_2_needs_a_face_up_torch() -> None:
    g = pos({**SCOUNDREL, "items": ["boots", "boots", "torch_x", "crossbow"]}, {"5": {"marquise": 2}})
    assert "scorch" not in opts(g)
    with pytest.raises(IllegalAction) as e:
        g.apply("scorch")
    assert "V.6.2" in e.value.rules


@pytest.mark.law("V.6.2")
def test_V_6_2_nothing_moves_into_the_clearing_with_the_torch() -> None:
    g = pos(SCOUNDREL, {"5": {"marquise": 2}, "1": {"marquise": 3}, "2": {"marquise": 1}}, dice=[])
    play(g, "scorch", "move 1")  # he leaves: two boots (the Marquise is Hostile now, 9.2.9.III.b)
    assert g.factions[V].clearing == 0
    # he cannot come back
    g = pos({**SCOUNDREL, "clearing": 1, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
            {"1": {"marquise": 3}, "2": {"marquise": 1}})
    assert "move 5" not in opts(g) and {"move 9", "move 10"} <= opts(g)
    with pytest.raises(IllegalAction) as e:
        g.apply("move 5")
    assert "V.6.2" in e.value.rules
    # nor can the Marquise, though she rules 1 and 2
    g = pos({**SCOUNDREL, "clearing": 1, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
            {"1": {"marquise": {"warriors": 3, "buildings": ["sawmill"]}},
             "2": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
            player="marquise", hands={"marquise": []})
    play(g, "march")
    moves = options_starting(g, "move")
    assert "move 1->5" not in moves and "move 2->5" not in moves
    assert {"move 1->9", "move 2->10"} <= moves


@pytest.mark.law("V.6.2", "9.4.2")
def test_V_6_2_not_even_by_slipping() -> None:
    g = pos({**SCOUNDREL, "forest": "F1", "clearing": None, "items": ["boots", "boots", "crossbow"],
             "scorched": [5]}, {}, phase="birdsong")
    assert asked(g) == (V, "slip")
    assert {"slip 1", "slip 2", "slip 10"} <= opts(g)
    assert "slip 5" not in opts(g)
    # and from the forest, Daylight moves into 5 are closed too
    g = pos({**SCOUNDREL, "forest": "F1", "clearing": None, "items": ["boots", "boots", "crossbow"],
             "scorched": [5]}, {})
    assert options_starting(g, "move") == {"move 1", "move 2", "move 10"}


@pytest.mark.law("V.6.2", "8.4.2")
def test_V_6_2_nothing_is_placed_in_the_clearing_with_the_torch() -> None:
    # the Alliance could spread sympathy from 2 into 5 or 10 (rabbit), with two rabbit supporters
    g = pos({**SCOUNDREL, "clearing": 10, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
            {"2": {"alliance": {"tokens": ["sympathy"]}}}, factions=FOUR, player="alliance", phase="birdsong",
            alliance={"supporters": ["A Visit to Friends", "Bake Sale"]})
    assert asked(g) == (A4, "revolt")
    play(g, "done")
    assert asked(g) == (A4, "spread")
    assert "spread 10" in opts(g) and "spread 5" not in opts(g)


@pytest.mark.law("V.6.2", "9.2.2")
def test_V_6_2_a_favor_card_does_not_remove_the_torch() -> None:
    # the Marquise crafts Favor of the Rabbits with three rabbit workshops (3, 4, 10): the
    # Scoundrel in rabbit clearing 5 damages three items (9.2.2.I), and the torch stays
    g = pos({**SCOUNDREL, "items": ["boots", "boots", "crossbow", "sword"], "scorched": [5]},
            {"3": {"marquise": {"buildings": ["workshop"]}}, "4": {"marquise": {"buildings": ["workshop"]}},
             "10": {"marquise": {"buildings": ["workshop"]}}, "1": {"marquise": 2}},
            player="marquise", hands={"marquise": ["Favor of the Rabbits"]})
    play(g, 'craft "Favor of the Rabbits"')
    assert asked(g) == (V, "damage")
    for _ in range(3):
        play(g, options(g)[0])
    assert sum(1 for it in g.factions[V].gear if "_d" in it) == 3
    assert g.factions[V].scorched == [4]
    assert g.view(0)["players"][V]["board"]["scorched"] == [5]
    play(g, "march")
    assert "move 1->5" not in options_starting(g, "move")


@pytest.mark.law("V.6.2", "9.2.2")
def test_V_6_2_full_removal_applies_to_another_vagabond_there() -> None:
    # two Vagabonds (9.7): the Scoundrel scorches the clearing where the second Vagabond is
    spec: dict[str, Any] = {
        "factions": ["marquise", "vagabond", "vagabond2"], "turn": {"player": "vagabond", "phase": "daylight"},
        "clearings": {"5": {"marquise": 1}},
        "hands": {"marquise": [], "vagabond": [], "vagabond2": []},
        "vagabond": SCOUNDREL,
        "vagabond2": {"character": "thief", "clearing": 5, "items": ["boots", "torch", "tea", "sword"]},
    }
    # strict=False: the position checker counts only the base game's single torch
    g = position(spec, strict=False)
    play(g, "scorch")
    assert warriors_at(g, 5, 0) == 0
    assert g.factions[2].clearing == 4  # the pawn stays (9.2.2)
    assert asked(g) == (2, "damage")  # he damages three items of his choice
    play(g, "damage boots", "damage tea", "damage torch")
    assert sorted(g.factions[2].gear) == ["boots_d", "sword", "tea_d", "torch_d"]
    assert g.factions[1].score == 0  # a pawn is not a building or token
