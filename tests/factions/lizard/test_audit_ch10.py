"""Audit of Law chapter 10 (the Lizard Cult): the Outcast with dominance and bird cards in
the Lost Souls, conspiracies against other factions' buildings and where placing is
forbidden, Revenge and Fear of the Faithful triggered by the Vagabond's special actions,
and dominance cards revealed for rituals.

Autumn map (components.md §5): suits fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; the
keep's clearing is closed to other players' pieces (6.2.2); fox clearing 8 has two slots
and no ruin.
Cult data (factions/lizard/data.json): conspiracies cost crusade 2, convert 2, sanctify 3
(one fewer while Hated).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import IllegalAction
from woodland.rules.board import ruler
from woodland.testing import game_with, hand, labels, options, options_starting, play, warriors_at

M, E, L = 0, 1, 2


def why(g: Game, action: str) -> tuple[str, list[str]]:
    with pytest.raises(IllegalAction) as e:
        g.clone().apply(action)
    return str(e.value), e.value.rules


def cult(g: Game, seat: int = L) -> Any:
    return g.factions[seat]


def lost(g: Game, seat: int = L) -> list[str]:
    return labels(g, cult(g, seat).lost_souls)


def birdsong(factions: list[str] | None = None, **spec: Any) -> Game:
    return game_with(factions or ["marquise", "eyrie", "lizard"], player="lizard", phase="birdsong", **spec)


# ============================================================================= 10.4.1 Adjust Outcast
@pytest.mark.law("10.4.1", "2.1.3")
def test_10_4_1_a_dominance_card_in_lost_souls_counts_for_its_suit() -> None:
    # Mouse Dominance and Sword (mouse) against Anvil (fox): mouse is the new Outcast
    g = birdsong(lizard={"outcast": "fox", "lost_souls": ["Mouse Dominance", "Sword", "Anvil"]}, strict=False)
    assert (cult(g).outcast, cult(g).hated) == ("mouse", False)
    # 10.4.2: the dominance card is then discarded, so it becomes available
    assert [g.deckdef.cards[c].label for c in g.available] == ["Mouse Dominance"]


@pytest.mark.law("10.4.1", "10.2.2")
def test_10_4_1_bird_dominance_and_bird_cards_are_ignored() -> None:
    # two bird cards and Bird Dominance against one rabbit card: rabbit has the most
    g = birdsong(lizard={"outcast": "fox", "lost_souls": ["Bird Dominance", "Armorers", "Royal Claim",
                                                          "Bake Sale"]}, strict=False)
    assert (cult(g).outcast, cult(g).hated) == ("rabbit", False)


@pytest.mark.law("10.4.1")
def test_10_4_1_only_bird_cards_is_a_tie_and_a_hated_outcast_stays_hated() -> None:
    g = birdsong(lizard={"outcast": "mouse", "hated": True, "lost_souls": ["Armorers"]})
    assert (cult(g).outcast, cult(g).hated) == ("mouse", True)


@pytest.mark.law("10.4.1")
def test_10_4_1_the_hated_suit_with_most_cards_again_stays_hated() -> None:
    g = birdsong(lizard={"outcast": "fox", "hated": True, "lost_souls": ["Anvil"]})
    assert (cult(g).outcast, cult(g).hated) == ("fox", True)


# ============================================================================= 10.4.3 Conspiracies
KEEP = {"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"], "tokens": ["keep"]}, "lizard": 1},
        "6": {"eyrie": {"warriors": 1, "buildings": ["roost"]}, "lizard": 1}}


@pytest.mark.law("10.4.3", "6.2.2", "G.23")
def test_10_4_3_no_convert_or_sanctify_in_the_keeps_clearing() -> None:
    # fox Outcast, Hated (empty Lost Souls: a tie): conversions cost 1, sanctify 2
    g = birdsong(clearings=KEEP, lizard={"outcast": "fox", "acolytes": 2})
    assert cult(g).hated
    assert options_starting(g, "convert") == {"convert 6 eyrie"}
    assert options_starting(g, "sanctify") == {"sanctify 6 eyrie roost"}
    for a in ("convert 1 marquise", "sanctify 1 marquise sawmill"):
        assert why(g, a)[1] == ["10.4.3", "6.2.2"], a


@pytest.mark.law("10.4.3", "9.2.2")
def test_10_4_3_the_vagabond_pawn_cannot_be_converted() -> None:
    g = birdsong(["marquise", "eyrie", "lizard", "vagabond"], strict=False,
                 clearings={"8": {"lizard": 1}}, lizard={"outcast": "fox", "acolytes": 2},
                 vagabond={"character": "thief", "clearing": 8})
    assert options_starting(g, "convert") == set()
    assert "10.4.3" in why(g, "convert 8 vagabond")[1]


@pytest.mark.law("10.4.3", "3.2.1", "10.2.4")
def test_10_4_3_sanctify_a_roost_hated_costs_two_scores_and_the_garden_rules() -> None:
    g = birdsong(clearings=KEEP, lizard={"outcast": "fox", "acolytes": 3})
    s = cult(g).supply
    play(g, "sanctify 6 eyrie roost")
    assert (L, "garden_fox") in g.buildings[5] and (E, "roost") not in g.buildings[5]
    assert cult(g).acolytes == 1 and cult(g).supply == s + 2
    assert cult(g).score == 1
    assert ruler(g, 5) == L  # one Eyrie warrior, one Cult warrior, and the garden


@pytest.mark.law("10.4.3", "8.2.5", "10.2.6")
def test_10_4_3_sanctify_an_alliance_base_sends_its_supporters_to_the_lost_souls() -> None:
    # fox base in 1: the Alliance discards every fox supporter (and birds), here to Lost Souls
    g = birdsong(["alliance", "eyrie", "lizard"],
                 clearings={"1": {"alliance": {"buildings": ["base_fox"]}}, "5": {"lizard": 1}},
                 lizard={"outcast": "fox", "acolytes": 2},
                 alliance={"supporters": ["Anvil", "Armorers", "Bake Sale"]})
    play(g, "sanctify 1 alliance base_fox")
    assert g.buildings[0] == ((L, "garden_fox"),)
    assert lost(g) == ["Anvil", "Armorers"]
    assert labels(g, g.factions[0].supporters) == ["Bake Sale"]


@pytest.mark.law("10.4.3")
def test_10_4_3_a_hated_crusade_costs_one_acolyte() -> None:
    g = birdsong(clearings={"1": {"lizard": 2, "marquise": 1}}, lizard={"outcast": "fox", "acolytes": 1})
    assert cult(g).hated
    play(g, "crusade 1")
    assert cult(g).acolytes == 0


# ============================================================================= 10.2.3, 10.2.5 and characters
VB = ["marquise", "eyrie", "lizard", "vagabond"]
V = 3


def vagabond_turn(vb: dict[str, Any], **spec: Any) -> Game:
    return game_with(VB, player="vagabond", strict=False, vagabond=vb, **spec)


@pytest.mark.law("10.2.3", "10.2.5", "V.4.2")
def test_10_2_3_instigated_battle_cult_warriors_become_acolytes_and_the_vagrant_scores_the_garden() -> None:
    g = vagabond_turn({"character": "vagrant", "clearing": 1, "items": ["torch", "boots", "coins"]},
                      dice=[3, 0],
                      clearings={"1": {"marquise": 3, "lizard": {"warriors": 1, "buildings": ["garden_fox"]}}},
                      hands={"lizard": ["Bake Sale"]})
    play(g, "instigate marquise lizard")
    while not (g.pending.seat == V and g.pending.kind == "daylight"):
        play(g, "pass")  # the Cult has no ambush to play
    assert cult(g).acolytes == 1 and warriors_at(g, 1, L) == 0
    assert g.buildings[0] == ()
    assert lost(g) == ["Bake Sale"] and hand(g, L) == []  # 10.2.5 Fear of the Faithful
    assert g.factions[V].score == 1 and g.factions[M].score == 0  # V.4.2: the garden is his
    assert g.factions[V].rel["lizard"] == 0  # the warrior was the Marquise's removal


@pytest.mark.law("10.2.5", "V.6.2", "9.2.9")
def test_10_2_5_scorched_earth_removing_two_gardens_costs_two_random_cards() -> None:
    g = vagabond_turn({"character": "scoundrel", "clearing": 8, "items": ["torch", "boots"]},
                      clearings={"8": {"lizard": {"warriors": 1, "buildings": ["garden_fox", "garden_fox"]}}},
                      hands={"lizard": ["Bake Sale", "Sword", "Anvil"]})
    play(g, "scorch")
    assert g.buildings[7] == () and warriors_at(g, 8, L) == 0
    assert len(hand(g, L)) == 1 and len(lost(g)) == 2
    assert sorted(hand(g, L) + lost(g)) == ["Anvil", "Bake Sale", "Sword"]
    assert cult(g).acolytes == 0  # not removed in battle
    assert g.factions[V].score == 2 and g.factions[V].rel["lizard"] == -1


# ============================================================================= 10.5 rituals with dominance cards
def daylight(hands: list[str], **spec: Any) -> Game:
    return game_with(["marquise", "eyrie", "lizard"], player="lizard", hands={"lizard": hands}, **spec)


@pytest.mark.law("10.5.1", "10.5.3", "2.1.3", "3.3.3")
def test_10_5_a_dominance_card_is_revealed_and_spent_for_its_suit() -> None:
    g = daylight(["Fox Dominance", "Rabbit Dominance"],
                 clearings={"1": {"lizard": 1}, "5": {"lizard": {"warriors": 1, "buildings": ["garden_rabbit"]}}})
    assert 'build "Fox Dominance" 1' in options(g)
    play(g, 'build "Fox Dominance" 1')
    assert (L, "garden_fox") in g.buildings[0]
    play(g, 'score "Rabbit Dominance"')
    assert lost(g) == ["Rabbit Dominance"] and g.available == []  # not available before 10.4.2
    assert cult(g).score == 0  # one rabbit garden on the map scores 0


@pytest.mark.law("10.5.4", "10.2.2")
def test_10_5_4_bird_dominance_is_a_bird_card_for_the_sacrifice_only() -> None:
    g = daylight(["Bird Dominance"], clearings={"1": {"lizard": 1}})
    assert options_starting(g, "sacrifice") == {'sacrifice "Bird Dominance"'}
    assert not options_starting(g, "build") and not options_starting(g, "recruit")
    play(g, 'sacrifice "Bird Dominance"')
    assert cult(g).acolytes == 1


# ============================================================================= 10.4.3 and hirelings
@pytest.mark.law("10.4.3", "H.3.2")
def test_10_4_3_a_crusade_may_battle_an_enemy_hireling() -> None:
    # fox Outcast, Hated; two Cult warriors in fox clearing 1 with three warriors of the
    # uncontrolled Flame Bearers (an enemy, H.3.2), who rule there: no move is possible, a
    # battle is, so the Crusade is offered; the Cult rolls 2, the hireling 1
    g = game_with(["marquise", "eyrie", "lizard"], player="lizard", phase="birdsong", strict=False, dice=[2, 1],
                  hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"1": 3}}}},
                  clearings={"1": {"lizard": 2}}, lizard={"outcast": "fox", "hated": True, "acolytes": 2},
                  hands={"lizard": ["Anvil"]})
    assert (g.pending.seat, g.pending.kind) == (L, "conspiracy")
    assert options_starting(g, "crusade") == {"crusade 1"}
    play(g, "crusade 1")  # the battle is the crusade's only way: taken at once (R46)
    assert g.hirelings is not None and g.hirelings.cards[0].at(0) == 1
    assert warriors_at(g, 1, L) == 1
    assert cult(g).acolytes == 1  # one spent (Hated); the attacker's warrior goes to supply


@pytest.mark.law("10.4.3", "G.36", "G.23", "H.3.2")
def test_10_4_3_convert_replaces_an_enemy_hirelings_warrior_not_one_of_its_own_hireling() -> None:
    g = game_with(["marquise", "eyrie", "lizard"], player="lizard", phase="birdsong", strict=False,
                  hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"1": 2}},
                                       "popular_band": {"controller": "lizard", "warriors": {"6": 1}}}},
                  clearings={"8": {"lizard": 1}}, lizard={"outcast": "fox", "hated": True, "acolytes": 2},
                  hands={"lizard": ["Anvil"]})
    assert options_starting(g, "convert") == {"convert 1 flame_bearers"}
    assert why(g, "convert 6 popular_band")[1] == ["10.4.3", "H.3.2"]
    supply = cult(g).supply
    play(g, "convert 1 flame_bearers")
    assert g.hirelings is not None and g.hirelings.cards[0].at(0) == 1
    assert warriors_at(g, 1, L) == 1
    assert cult(g).acolytes == 1 and cult(g).supply == supply  # an acolyte back, a warrior placed


@pytest.mark.law("10.4.3", "G.3", "3.2.1")
def test_10_4_3_sanctify_replaces_an_enemy_hirelings_building_and_scores() -> None:
    g = game_with(["marquise", "eyrie", "lizard"], player="lizard", phase="birdsong", strict=False,
                  hirelings={"cards": {"vault_keepers": {"controller": None, "buildings": {"1": 1}}}},
                  clearings={"8": {"lizard": 1}}, lizard={"outcast": "fox", "hated": True, "acolytes": 2},
                  hands={"lizard": ["Anvil"]})
    assert options_starting(g, "sanctify") == {"sanctify 1 vault_keepers vault"}
    play(g, "sanctify 1 vault_keepers vault")
    assert g.buildings[0] == ((L, "garden_fox"),)
    assert cult(g).score == 1 and cult(g).acolytes == 0


# ============================================================================= oracle reasons
@pytest.mark.law("10.5", "10.2.2", "10.5.3", "10.5.4")
def test_10_5_rituals_refused_name_their_rule() -> None:
    g = daylight(["Armorers", "Anvil", "Foxfolk Steel", "Bake Sale"],
                 clearings={"1": {"lizard": {"warriors": 1, "buildings": ["garden_fox"]}}, "5": {"marquise": 2,
                                                                                                  "lizard": 1}})
    play(g, "score Anvil")
    assert why(g, "build Armorers 1")[1] == ["10.2.2", "10.5.1"]
    assert why(g, 'score "Foxfolk Steel"')[1] == ["10.5.3"]  # once per turn per suit
    assert why(g, 'score "Bake Sale"')[1] == ["10.5.3"]  # no rabbit garden on the map
    assert why(g, 'sacrifice "Bake Sale"')[1] == ["10.5.4"]
    assert why(g, 'build "Bake Sale" 5')[1] == ["10.5.1"]  # the Marquise rules 5
    assert why(g, "crusade 1")[1] == ["10.4.3"]  # conspiracies are for Birdsong
    assert why(g, 'craft "Foxfolk Steel"')[1] == ["10.2.1", "10.6.2"]  # crafting is for Evening
