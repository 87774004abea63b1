"""Law appendix G (the Glossary) and 1.3.1: each definition checked through what a player
sees — the legal actions, the oracle's reasons, the views — on concrete positions.

Autumn facts used below (Law appendix M, components.md §5): suits 1 fox, 2 mouse, 3 rabbit,
4 rabbit, 5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; slots
1,2,1,1,2,2,2,2,2,2,3,2 with ruins in 6, 10, 11 and 12; paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12; rivers 5-10 10-11 11-7 7-4; forests
F1 {1,2,5,10}, F2 {1,9,10,12}, F3 {2,6,10,11,12}, F4 {4,9,12}, F5 {4,7,8,12}, F6 {3,7,11,12},
F7 {3,6,11}.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland import explain
from woodland.core.game import Game
from woodland.core.kinds import ACTIONS, DECISIONS
from woodland.core.maps import load_map
from woodland.position import InvalidPosition
from woodland.testing import (
    asked,
    buildings_at,
    game_with,
    hand,
    no_ambush,
    option_set,
    options_of_kind,
    options_starting,
    play,
    tokens_at,
    warriors_at,
)

M, E = 0, 1


def ruler_of(g: Game, clearing: int, seat: int = 0) -> str | None:
    """Who rules the clearing printed ``clearing``, as ``seat``'s view says."""
    return g.view(seat)["clearings"][clearing - 1]["ruler"]


def moves(g: Game) -> set[str]:
    return options_starting(g, "move")


# ----------------------------------------------------------------------------- 1.3.1 agreements
@pytest.mark.law("1.3.1")
def test_1_3_1_no_action_makes_or_enforces_an_agreement() -> None:
    # Agreements are made at the table and bind no one: the engine has no action or
    # decision that records one (docs/rulings.md R435), and a position cannot hold one, so
    # every legal choice stays open. (The Lilypad's "negotiate" is Negotiations, 16.2.5: a
    # card given for a flip, no agreement.)
    words = ("agree", "deal", "promise", "pact", "truce", "treaty")
    kinds: list[tuple[str, str]] = [(k.name, k.rule) for k in ACTIONS.values()]
    kinds += [(k.name, k.rule) for k in DECISIONS.values()]
    for name, rule in kinds:
        assert not any(w in name.lower() for w in words), name
        assert not rule.startswith("1.3"), name
    with pytest.raises(InvalidPosition):
        game_with(["marquise", "eyrie"], agreements={"marquise": "no attack on the Eyrie"})


# ----------------------------------------------------------------------------- G.1 ability
@pytest.mark.law("G.1", "7.2.2")
def test_G_1_a_faction_ability_persists_through_other_players_turns() -> None:
    # Lords of the Forest is an Eyrie ability: it decides rule of a tied clearing on the
    # Marquise's turn too, so she may march from 12, which she rules, but not out of 1.
    g = game_with(["marquise", "eyrie"], player="marquise",
                  clearings={"1": {"marquise": 2, "eyrie": 2}, "12": {"marquise": 1}})
    assert ruler_of(g, 1, M) == ruler_of(g, 1, E) == "eyrie"
    play(g, "march")
    assert moves(g) == {f"move 12->{b}" for b in (4, 7, 9, 10, 11)}
    e = explain(g, "move 1->9")
    assert not e.legal and "4.2.1" in e.rules


@pytest.mark.law("G.1", "9.2.3")
def test_G_1_the_vagabonds_nimble_lets_him_move_where_others_rule() -> None:
    g = game_with(["marquise", "vagabond"], player="vagabond",
                  clearings={"1": {"marquise": 3}, "9": {"marquise": 2}, "10": {"marquise": 1}},
                  vagabond={"clearing": 1, "items": ["boots", "boots", "torch"]})
    assert {"move 5", "move 9", "move 10"} <= option_set(g)


# ----------------------------------------------------------------------------- G.2 adjacent
@pytest.mark.law("G.2")
def test_G_2_a_forest_is_adjacent_to_the_clearings_that_touch_it() -> None:
    # From F1 the Vagabond may move into each of its four clearings, 5 and 10 included
    # (linked to each other only by a river crossing the forest), and nowhere else.
    g = game_with(["marquise", "vagabond"], player="vagabond", clearings={"3": {"marquise": 1}},
                  vagabond={"forest": "F1", "items": ["boots", "boots", "torch"]})
    assert moves(g) == {"move 1", "move 2", "move 5", "move 10"}


@pytest.mark.law("G.2", "9.4.1")
def test_G_2_a_forest_is_adjacent_to_the_forests_one_path_away() -> None:
    # Slip from F2 {1,9,10,12}: its clearings, and F1 (across 1-10), F3 (across 10-12) and
    # F4 (across 9-12); not F5, which it touches only at clearing 12.
    g = game_with(["marquise", "vagabond"], player="vagabond", phase="birdsong",
                  clearings={"3": {"marquise": 1}}, vagabond={"forest": "F2"})
    assert options_starting(g, "slip") == {"slip 1", "slip 9", "slip 10", "slip 12",
                                           "slip F1", "slip F3", "slip F4"}


@pytest.mark.law("G.2", "M.3.4", "9.4.1")
def test_G_2_on_the_lake_a_coastal_forest_is_not_adjacent_across_the_water() -> None:
    # Lake (woodland numbers, docs/position-format.md): F3 {2 Prairie, 6 Shoal, 7 Bay} is a
    # coastal forest. Its neighbours: F2 and F4 (one path away) and the coastal forests F6
    # and F9 beside it (one coastal clearing away); not F8, across the lake.
    g = game_with(["marquise", "vagabond"], player="vagabond", phase="birdsong", map="lake",
                  suits="suggested", clearings={"4": {"marquise": 1}}, vagabond={"forest": "F3"})
    assert options_starting(g, "slip") == {"slip 2", "slip 6", "slip 7",
                                           "slip F2", "slip F4", "slip F6", "slip F9"}


@pytest.mark.law("G.2", "2.3")
def test_G_2_a_river_makes_clearings_adjacent_only_for_what_uses_rivers() -> None:
    # 5 and 10 are linked by a river and no path. The Marquise cannot march along it; the
    # Riverfolk (Swimmers, 11.2.2) can.
    g = game_with(["marquise", "riverfolk"], player="marquise", clearings={"5": {"marquise": 2}})
    play(g, "march")
    assert moves(g) == {"move 5->1", "move 5->2"}
    e = explain(g, "move 5->10")
    assert not e.legal
    g = game_with(["riverfolk", "marquise"], player="riverfolk", clearings={"5": {"riverfolk": 2}})
    assert "move 5->10" in _riverfolk_moves(g)


def _riverfolk_moves(g: Game) -> set[str]:
    """The Riverfolk's moves from the start of their Daylight (after pricing, 11.4)."""
    while asked(g)[1] != "daylight":
        play(g, str(g.legal_actions()[0]))
    if "move" in option_set(g):
        play(g, "move")
    return moves(g)


# ----------------------------------------------------------------------------- G.3 building
@pytest.mark.law("G.3", "2.5")
def test_G_3_a_building_counts_for_its_owners_rule() -> None:
    # A lone sawmill rules 8 against no one; a workshop and a warrior outnumber an Eyrie
    # warrior in 9 (without the workshop, the Eyrie would rule the tie, 7.2.2); a
    # hireling's vault rules 5 for the Vault Keepers (uncontrolled, H.3.1).
    g = game_with(["marquise", "eyrie"], player="marquise",
                  clearings={"8": {"marquise": {"buildings": ["sawmill"]}},
                             "9": {"marquise": {"warriors": 1, "buildings": ["workshop"]}, "eyrie": 1}},
                  hirelings={"cards": {"vault_keepers": {"controller": None, "buildings": {"5": 1}}}})
    assert ruler_of(g, 8) == "marquise" and ruler_of(g, 9) == "marquise"
    assert ruler_of(g, 5) == "vault_keepers"
    assert g.view(E)["clearings"][4]["buildings"] == [["vault_keepers", "vault"]]


# ----------------------------------------------------------------------------- G.4 cannot
@pytest.mark.law("G.4", "1.1.2", "6.2.2", "8.5.1")
def test_G_4_cannot_overrides_may_sympathy_cannot_spread_to_the_keep() -> None:
    # The Alliance may spread sympathy to a clearing adjacent to a sympathetic one; the keep's
    # "cannot place" wins: 9 is adjacent to sympathetic 1, yet not offered.
    # (The mouse card Sword would pay for mouse clearing 9.)
    g = game_with(["alliance", "marquise"], player="alliance", phase="birdsong",
                  clearings={"1": {"alliance": {"tokens": ["sympathy"]}},
                             "9": {"marquise": {"tokens": ["keep"]}}},
                  alliance={"supporters": ["Anvil", "Sword", "Bake Sale", "Investments"]})
    play(g, "done")  # no revolt
    assert options_starting(g, "spread") == {"spread 5", "spread 10"}
    e = explain(g, "spread 9")
    assert not e.legal and e.rules == ["6.2.2"]
    assert "marquise" not in g.view(M)["clearings"][8]["no_placing"]
    assert "alliance" in g.view(M)["clearings"][8]["no_placing"]


@pytest.mark.law("G.4", "1.1.2", "G.36")
def test_G_4_cannot_overrides_must_favor_leaves_the_vagabond_pawn() -> None:
    # Favor of the Foxes "removes all enemy pieces" in fox clearings; the Vagabond pawn
    # "cannot be removed" (G.36): his warriors-less pawn stays in 8, the Eyrie's warrior goes.
    g = game_with(["marquise", "eyrie", "vagabond"], player="marquise",
                  clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                             "8": {"marquise": {"warriors": 1, "buildings": ["workshop", "workshop"]},
                                   "eyrie": 1},
                             "3": {"eyrie": {"buildings": ["roost"]}}},
                  vagabond={"clearing": 8}, hands={"marquise": ["Favor of the Foxes"]})
    play(g, 'craft "Favor of the Foxes"')
    assert warriors_at(g, 8, E) == 0
    assert g.view(E)["clearings"][7]["pawns"] == ["vagabond"]
    assert g.view(E)["players"][2]["board"]["clearing"] == 8


# ----------------------------------------------------------------------------- G.7 effect
@pytest.mark.law("G.7", "6.2.3", "1.5.4")
def test_G_7_a_cards_effect_triggers_an_ability_as_a_battle_would() -> None:
    # "Whenever Marquise warriors are removed" (Field Hospitals): Favor of the Foxes, crafted
    # by the Eyrie, is an effect too: both warriors in fox clearing 8 go, then the Marquise
    # may spend her fox card to bring them back to the keep.
    g = game_with(["marquise", "eyrie"], player="eyrie",
                  clearings={c: {"eyrie": {"warriors": 1, "buildings": ["roost"]}} for c in ("1", "6", "12")}
                  | {"8": {"marquise": 2}, "4": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
                  hands={"eyrie": ["Favor of the Foxes"], "marquise": ["Anvil"]})
    play(g, 'craft "Favor of the Foxes"')
    assert warriors_at(g, 8, M) == 0
    assert asked(g) == (M, "field_hospitals")
    assert option_set(g) == {"hospital Anvil", "pass"}
    play(g, "hospital Anvil")
    assert warriors_at(g, 4, M) == 3


# ----------------------------------------------------------------------------- G.9 / G.10
@pytest.mark.law("G.9", "H.3.2")
def test_G_9_an_enemy_hirelings_pieces_are_enemy_pieces_and_your_own_hirelings_are_not() -> None:
    # Favor of the Foxes removes the Flame Bearers' warriors in fox clearing 12 when they
    # are in the supply (an enemy hireling), not when the Marquise controls them.
    def favor(controller: str | None) -> Game:
        card: dict[str, Any] = {"controller": controller, "warriors": {"12": 2}}
        if controller:
            card["control"] = 3
        g = game_with(["marquise", "eyrie"], player="marquise",
                      clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                                 "8": {"marquise": {"warriors": 1, "buildings": ["workshop", "workshop"]}},
                                 "3": {"eyrie": {"buildings": ["roost"]}}},
                      hands={"marquise": ["Favor of the Foxes"]},
                      hirelings={"cards": {"flame_bearers": card}})
        return play(g, 'craft "Favor of the Foxes"')

    assert favor(None).view(E)["clearings"][11]["warriors"] == {}
    assert favor("marquise").view(E)["clearings"][11]["warriors"] == {"flame_bearers": 2}
    assert favor("eyrie").view(E)["clearings"][11]["warriors"] == {}


@pytest.mark.law("G.9", "9.2.8")
def test_G_9_a_coalition_partners_pieces_are_not_enemy_pieces() -> None:
    # The Vagabond in coalition with the Eyrie cannot battle them; he may battle the Marquise.
    g = game_with(["marquise", "eyrie", "alliance", "vagabond"], player="vagabond",
                  clearings={"8": {"marquise": 1, "eyrie": 1}, "3": {"eyrie": {"buildings": ["roost"]}}},
                  vagabond={"clearing": 8, "items": ["sword", "sword", "boots", "torch"]},
                  dominance={"vagabond": "Fox Dominance"}, coalition={"vagabond": "eyrie"})
    battles = options_starting(g, "battle")
    assert "battle 8 marquise" in battles and "battle 8 eyrie" not in battles
    assert not explain(g, "battle 8 eyrie").legal


@pytest.mark.law("G.10", "H.3.3", "M.4.3")
def test_G_10_a_token_is_a_faction_piece_a_hirelings_warrior_is_not() -> None:
    # M.4.3 (Mountain) needs faction pieces by a closed path: a lone wood token in Mine (2)
    # is one. The warriors of the Marquise's hireling there are not (H.3.3): they make her
    # rule Mine (H.3.1: she may build there) but open no path.
    mountain: dict[str, Any] = {"map": "mountain", "suits": "suggested"}
    g = game_with(["marquise", "eyrie"], player="marquise", **mountain,
                  clearings={"2": {"marquise": {"tokens": ["wood"]}}}, hands={"marquise": ["Anvil"]})
    assert {"open 2 3", "open 2 5"} <= options_of_kind(g, "open")
    g = game_with(["marquise", "eyrie"], player="marquise", **mountain, items={"marquise": ["sword"]},
                  clearings={"1": {"marquise": 1}}, hands={"marquise": ["Anvil"]},
                  hirelings={"cards": {"flame_bearers": {"controller": "marquise", "control": 3,
                                                         "warriors": {"2": 2}}}})
    assert "build sawmill 2" in option_set(g)
    assert options_of_kind(g, "open") == set()
    e = explain(g, "open 2 3")
    assert not e.legal and "M.4.3" in e.rules


# ----------------------------------------------------------------------------- G.11 forest
_WINTER_FORESTS = [  # components.md §5 (Winter), printed names
    {"Mound", "Trench", "Pit", "Moor", "Bend", "Wade"}, {"Mound", "Drift", "Wade"}, {"Moor", "Bend", "Ford"},
    {"Drift", "Wade", "Spire"}, {"Wade", "Spire", "Rock"}, {"Wade", "Bend", "Dale", "Rock"},
    {"Bend", "Dale", "Hedge"}, {"Bend", "Ford", "Hedge"}]


@pytest.mark.law("G.11", "M.2")
def test_G_11_the_winter_maps_forests_are_the_areas_its_paths_and_river_enclose() -> None:
    m = load_map("winter")
    got = sorted(sorted(m.names[c] for c in f) for f in m.forests)
    assert got == sorted(sorted(f) for f in _WINTER_FORESTS)


@pytest.mark.law("G.11", "9.2.10")
def test_G_11_a_forest_is_no_clearing_nothing_is_done_there_but_moving() -> None:
    # In F1 the Vagabond holds a hammer, a sword and a card he could craft: but a forest has
    # no suit, no ruler and no one to battle, so he may only move (or end Daylight).
    g = game_with(["marquise", "vagabond"], player="vagabond",
                  clearings={"1": {"marquise": 2}, "5": {"marquise": 1}}, hands={"vagabond": ["Travel Gear (fox)"]},
                  vagabond={"forest": "F1", "items": ["boots", "sword", "hammer", "torch"]})
    assert {o.split()[0] for o in option_set(g)} == {"move", "end"}
    assert not explain(g, "battle 1 marquise").legal


# ----------------------------------------------------------------------------- G.12 force
@pytest.mark.law("G.12", "1.5.5", "7.2.2")
def test_G_12_a_forced_move_is_the_forced_players_own_move() -> None:
    # False Orders forces the Eyrie to move; moved "as the Eyrie" into sympathetic 10 it is
    # the Eyrie who pays the Outrage, not the Marquise who forced it.
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="birdsong", deck="exiles",
                  clearings={"12": {"eyrie": 2}, "10": {"alliance": {"tokens": ["sympathy"]}},
                             "1": {"marquise": 1}},
                  crafted={"marquise": ["False Orders"]},
                  hands={"eyrie": ["Bake Sale"], "marquise": []})
    play(g, 'use "False Orders" 12 eyrie', "move 12->10")
    assert asked(g) == (E, "outrage")


# ----------------------------------------------------------------------------- G.13 item
@pytest.mark.law("G.13", "4.1.2", "G.32")
def test_G_13_items_belong_to_no_faction_one_shared_supply() -> None:
    # The one crossbow of the item supply: the Marquise crafts it, and then the Eyrie can no
    # longer craft a crossbow card; every view shows the supply without it.
    g = game_with(["marquise", "eyrie"], player="marquise",
                  clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                             "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                  hands={"marquise": ["Crossbow (mouse)"], "eyrie": ["Crossbow (bird)"]})
    assert g.view(E)["item_supply"]["crossbow"] == 1
    play(g, 'craft "Crossbow (mouse)"')
    assert g.view(E)["item_supply"].get("crossbow", 0) == 0
    assert g.view(E)["players"][M]["crafted_items"] == ["crossbow"]
    h = game_with(["marquise", "eyrie"], player="eyrie", items={"marquise": ["crossbow"]},
                  clearings={"8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                  hands={"eyrie": ["Crossbow (bird)"]})
    assert 'craft "Crossbow (bird)"' not in option_set(h)
    e = explain(h, 'craft "Crossbow (bird)"')
    assert not e.legal and "4.1.2" in e.rules


# ----------------------------------------------------------------------------- G.14 map
@pytest.mark.law("G.14", "2.2")
@pytest.mark.parametrize("name", ["autumn", "winter", "lake", "mountain", "marsh", "gorge"])
def test_G_14_every_map_has_twelve_clearings_each_with_a_suit_and_slots(name: str) -> None:
    g = game_with(["marquise", "eyrie"], map=name, seed=3)
    cls = g.view(M)["clearings"]
    assert len(cls) == 12
    assert all(c["suit"] in ("fox", "rabbit", "mouse") and c["slots"] >= 1 for c in cls)
    assert sorted(c["suit"] for c in cls) == ["fox"] * 4 + ["mouse"] * 4 + ["rabbit"] * 4


# ----------------------------------------------------------------------------- G.16 matching
@pytest.mark.law("G.16", "2.1.1")
def test_G_16_only_a_card_of_the_clearings_suit_or_a_bird_matches() -> None:
    # Overwork at the sawmill in fox clearing 1: the fox card and the bird card match it; the
    # rabbit and mouse cards do not.
    g = game_with(["marquise", "eyrie"], player="marquise",
                  clearings={"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}},
                  hands={"marquise": ["Anvil", "Armorers", "Bake Sale", "Sword"]})
    play(g, "overwork 1")
    assert option_set(g) == {"spend Anvil", "spend Armorers"}


@pytest.mark.law("G.16", "16.2.1.I")
@pytest.mark.parametrize("side,spendable", [
    ("peaceful", {"spend Anvil", 'spend "Frog Dominance"'}),
    ("militant", {'spend "Frog Dominance"'}),
])
def test_G_16_a_dual_suited_clearing_matches_both_suits(side: str, spendable: set[str]) -> None:
    # A Peaceful enclave makes fox clearing 1 fox and frog: a fox or a frog card matches it;
    # a Militant one makes it frog only.
    g = game_with(["marquise", "lilypad"], player="marquise",
                  clearings={"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"]},
                                   "lilypad": {"warriors": 1, "tokens": [side]}}},
                  hands={"marquise": ["Anvil", "Frog Dominance", "Bake Sale"]})
    play(g, "overwork 1")
    assert option_set(g) == spendable


# ----------------------------------------------------------------------------- G.17 path
@pytest.mark.law("G.17", "M.4.2", "M.4.3")
def test_G_17_a_closed_path_links_nothing_until_it_is_opened() -> None:
    # Mountain: the path 2-3 is closed at setup. The Marquise in Mine (2) cannot march to
    # Peak (3) along it; once she opens it (a card, M.4.3), she can.
    g = game_with(["marquise", "eyrie"], player="marquise", map="mountain", suits="suggested",
                  clearings={"2": {"marquise": 2}}, hands={"marquise": ["Anvil"]})
    play(g, "march")
    assert "move 2->3" not in moves(g)
    g = game_with(["marquise", "eyrie"], player="marquise", map="mountain", suits="suggested",
                  clearings={"2": {"marquise": 2}}, hands={"marquise": ["Anvil"]})
    play(g, "open 2 3", "march")
    assert "move 2->3" in moves(g)


# ----------------------------------------------------------------------------- G.18 pawn
@pytest.mark.law("G.18", "G.28", "G.36")
def test_G_18_a_pawn_is_no_warrior_it_gives_no_rule() -> None:
    g = game_with(["marquise", "vagabond"], player="marquise",
                  clearings={"5": {"marquise": 1}}, vagabond={"clearing": 1})
    assert ruler_of(g, 1) is None
    assert g.view(M)["clearings"][0]["warriors"] == {}
    assert g.view(M)["clearings"][0]["pawns"] == ["vagabond"]
    assert "battle 1 vagabond" not in option_set(g)  # no Marquise warrior there


@pytest.mark.law("G.18", "G.28", "H.2.2")
def test_G_18_a_hirelings_pawn_gives_no_rule() -> None:
    # The Furious Protector is a pawn: alone in Glade (12) it rules nothing; beside two
    # Marquise warriors it does not stop her ruling there.
    protector = {"cards": {"furious_protector": {"controller": None, "pawn": 12}}}
    g = game_with(["marquise", "eyrie"], player="marquise", clearings={"1": {"marquise": 1}}, hirelings=protector)
    assert g.view(E)["hirelings"]["cards"][0]["pawn"] == 12
    assert ruler_of(g, 12) is None
    g = game_with(["marquise", "eyrie"], player="marquise", clearings={"12": {"marquise": 2}}, hirelings=protector)
    assert ruler_of(g, 12) == "marquise"


# ----------------------------------------------------------------------------- G.19 piece
@pytest.mark.law("G.19", "8.2.1")
def test_G_19_every_kind_of_piece_is_removed_by_favor() -> None:
    # "Remove all enemy pieces": the Eyrie's warriors and roost and the Alliance's sympathy
    # token and base in fox clearing 8 all go (a point each for the roost, token and base).
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise",
                  clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                             "6": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                             "12": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                             "8": {"eyrie": {"warriors": 2, "buildings": ["roost"]},
                                   "alliance": {"tokens": ["sympathy"], "buildings": ["base_fox"]}}},
                  hands={"marquise": ["Favor of the Foxes"], "alliance": []})
    play(g, 'craft "Favor of the Foxes"')
    cl = g.view(M)["clearings"][7]
    assert (cl["warriors"], cl["buildings"], cl["tokens"]) == ({}, [], [])
    assert g.factions[M].score == 3


# ----------------------------------------------------------------------------- G.21 play area
@pytest.mark.law("G.21", "2.1.4")
def test_G_21_play_area_cards_are_seen_by_all_out_of_hand_and_used_only_as_they_say() -> None:
    # Armorers in the Eyrie's play area: not in their hand (count 1: the Anvil), seen by the
    # Marquise; used in battle as it says ("discard this card"), it goes to the discard pile.
    g = game_with(["marquise", "eyrie"], player="marquise", dice=[2, 2],
                  clearings={"8": {"eyrie": {"warriors": 2, "buildings": ["roost"]}, "marquise": 2}},
                  crafted={"eyrie": ["Armorers"]}, hands={"eyrie": ["Anvil"], "marquise": []})
    them = g.view(M)["players"][E]
    assert them["play_area"] == ["Armorers"] and them["hand_count"] == 1
    play(g, "battle 8 eyrie")
    no_ambush(g)
    assert asked(g) == (E, "after_roll") and option_set(g) == {"use Armorers", "pass"}
    play(g, "use Armorers")
    assert warriors_at(g, 8, E) == 2  # the rolled hits ignored
    them = g.view(M)["players"][E]
    assert them["play_area"] == [] and them["hand_count"] == 1
    assert g.view(M)["discard"] == ["Armorers"]


# ----------------------------------------------------------------------------- G.25 reveal, G.29 show
@pytest.mark.law("G.25", "10.5.2", "2.1.4")
def test_G_25_a_revealed_card_goes_face_up_to_the_play_area_seen_by_everyone() -> None:
    g = game_with(["marquise", "eyrie", "lizard"], player="lizard",
                  clearings={"8": {"lizard": 2}, "12": {"marquise": 1}, "3": {"eyrie": {"buildings": ["roost"]}}},
                  hands={"lizard": ["Anvil", "Sword"], "marquise": [], "eyrie": []})
    assert g.view(E)["players"][2]["hand_count"] == 2
    play(g, "recruit Anvil 8")
    for seat in (M, E):
        them = g.view(seat)["players"][2]
        assert them["board"]["revealed"] == ["Anvil"] and them["hand_count"] == 1
    assert hand(g, 2) == ["Sword"]


@pytest.mark.law("G.29", "13.2.4", "1.2.1")
def test_G_29_a_shown_card_is_seen_by_the_prompted_player_only() -> None:
    # The Marquise shows the Corvids her Anvil to guess the plot in 1 (right: it is a raid).
    # The Corvids now know she holds it; the Eyrie learn nothing; the card stays in her hand.
    g = game_with(["marquise", "eyrie", "corvid"], player="marquise",
                  clearings={"1": {"corvid": {"warriors": 1, "tokens": ["plot_raid"]}, "marquise": 1},
                             "3": {"eyrie": {"buildings": ["roost"]}}},
                  hands={"marquise": ["Anvil", "Bake Sale"], "eyrie": [], "corvid": []})
    play(g, "expose 1 raid Anvil")
    assert hand(g, M) == ["Anvil", "Bake Sale"]
    assert g.view(2)["players"][2]["known"] == {"marquise": ["Anvil"]}
    assert "Anvil" not in json.dumps(g.view(E))


@pytest.mark.law("G.25", "9.5.3", "1.2")
def test_G_25_an_explored_item_is_revealed_to_everyone() -> None:
    # The items under the ruins are hidden: the Marquise's view is the same whichever item
    # lies under Mountain (6). Explored, the hammer is face up on the Vagabond's board.
    def vagabond_at_the_ruin(items: dict[str, list[str]]) -> Game:
        return game_with(["marquise", "vagabond"], player="vagabond", ruin_items=items,
                         clearings={"3": {"marquise": 1}}, vagabond={"clearing": 6, "items": ["torch", "boots"]})

    g = vagabond_at_the_ruin({"6": ["hammer"], "10": ["bag"], "11": ["sword"], "12": ["boots"]})
    h = vagabond_at_the_ruin({"6": ["sword"], "10": ["bag"], "11": ["hammer"], "12": ["boots"]})
    assert g.view(M) == h.view(M)
    play(g, "explore")
    assert "hammer" in g.view(M)["players"][1]["board"]["items"]


# ----------------------------------------------------------------------------- G.26 river
@pytest.mark.law("G.26", "M.3.2", "11.2.2")
def test_G_26_the_lake_is_rivers_between_every_coastal_clearing() -> None:
    # Lake: coastal clearings 6, 7, 9, 12. Riverfolk warriors in 6 swim to every other
    # coastal clearing; the Marquise's march from 6 follows only its paths (to 1, 2, 5).
    g = game_with(["riverfolk", "marquise"], player="riverfolk", map="lake", suits="suggested",
                  clearings={"6": {"riverfolk": 2}})
    assert {"move 6->7", "move 6->9", "move 6->12"} <= _riverfolk_moves(g)
    g = game_with(["marquise", "riverfolk"], player="marquise", map="lake", suits="suggested",
                  landmarks={}, clearings={"6": {"marquise": 2}})
    play(g, "march")
    assert moves(g) == {"move 6->1", "move 6->2", "move 6->5"}


# ----------------------------------------------------------------------------- G.27 ruin
@pytest.mark.law("G.27", "2.2.4", "9.5.3")
def test_G_27_a_ruin_covers_its_slot_until_its_last_item_is_explored() -> None:
    g = game_with(["marquise", "vagabond"], player="vagabond", ruin_items={"6": ["hammer"], "10": ["bag"],
                                                                           "11": ["sword"], "12": ["boots"]},
                  clearings={"3": {"marquise": 1}}, vagabond={"clearing": 6, "items": ["torch", "boots"]})
    assert g.view(M)["clearings"][5]["buildings"] == [["ruin", "ruin"]]
    play(g, "explore")
    assert g.view(M)["clearings"][5]["buildings"] == []
    assert g.factions[1].score == 1


@pytest.mark.law("G.27", "2.2.4")
def test_G_27_a_ruin_only_covers_an_r_slot() -> None:
    with pytest.raises(InvalidPosition) as e:
        game_with(["marquise", "eyrie"], ruins=[1])
    assert any(p.rule == "2.2.4" for p in e.value.problems)


# ----------------------------------------------------------------------------- G.28 rule
@pytest.mark.law("G.28", "2.5")
def test_G_28_most_warriors_and_buildings_rule_a_tie_rules_for_no_one() -> None:
    g = game_with(["marquise", "alliance", "vagabond"], player="marquise",
                  clearings={"1": {"marquise": 1, "alliance": 1},                                      # tie
                             "2": {"marquise": 1, "alliance": {"warriors": 1, "buildings": ["base_mouse"]}},
                             "5": {"marquise": {"tokens": ["wood", "wood"]}, "alliance": 1},  # tokens: no
                             "8": {"alliance": {"tokens": ["sympathy"]}}},                   # only a token
                  vagabond={"clearing": 9})                                                 # only a pawn
    assert [ruler_of(g, c) for c in (1, 2, 5, 8, 9)] == [None, "alliance", "alliance", None, None]


@pytest.mark.law("G.28", "7.2.2", "H.3.1")
def test_G_28_special_rule_abilities_break_ties() -> None:
    # The Eyrie rule a tie (Lords of the Forest) where they tie for most, not a tie between
    # others (8); a hireling's warriors rule for its controller alone (H.3.1).
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise",
                  clearings={"1": {"marquise": 2, "eyrie": 2}, "8": {"marquise": 1, "alliance": 1}},
                  hirelings={"cards": {"flame_bearers": {"controller": "eyrie", "control": 3, "warriors": {"5": 1}}}})
    assert ruler_of(g, 1) == "eyrie"
    assert ruler_of(g, 5) == "eyrie"
    assert ruler_of(g, 8) is None


# ----------------------------------------------------------------------------- G.30 slot, G.34 token
@pytest.mark.law("G.30", "2.2.3")
def test_G_30_buildings_take_slots_the_view_says_how_many() -> None:
    # Waterfall (11) has three slots, one under its ruin: two buildings fill it.
    g = game_with(["marquise", "eyrie"], player="marquise",
                  clearings={"11": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}},
                             "7": {"marquise": {"warriors": 1, "tokens": ["wood"] * 4}}})
    assert g.view(E)["clearings"][10]["slots"] == 3
    assert "build workshop 11" in option_set(g)
    play(g, "build workshop 11")
    assert buildings_at(g, 11, M) == ["sawmill", "workshop"]
    assert not any(o.endswith(" 11") for o in options_starting(g, "build"))
    e = explain(g, "build recruiter 11")
    assert not e.legal and "2.2.3" in e.rules


@pytest.mark.law("G.34", "G.30", "2.2.3")
def test_G_34_tokens_take_no_slot() -> None:
    # Hill (1) has one slot, filled by a sawmill: Birdsong still puts a wood token there, and
    # the Alliance may spread sympathy into a full clearing.
    g = game_with(["marquise", "eyrie"], player="marquise", phase="birdsong",
                  clearings={"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}})
    assert tokens_at(g, 1, M) == ["wood"]
    g = game_with(["alliance", "marquise"], player="alliance", phase="birdsong",
                  clearings={"5": {"alliance": {"tokens": ["sympathy"]}},
                             "1": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}},
                  alliance={"supporters": ["Anvil"]})
    play(g, "done")  # no revolt
    assert "spread 1" in option_set(g)


@pytest.mark.law("G.34", "G.28", "H.3.1")
def test_G_34_a_hirelings_token_takes_no_slot_and_rules_nothing() -> None:
    # The River Roamers' lilypads: one alone in Creek (5) rules nothing; one in Weald (3),
    # whose one slot a sawmill fills, stands beside it.
    g = game_with(["marquise", "eyrie"], player="marquise",
                  clearings={"3": {"marquise": {"buildings": ["sawmill"]}}},
                  hirelings={"cards": {"river_roamers": {"controller": None, "tokens": {"5": 1, "3": 1}}}})
    creek, weald = g.view(E)["clearings"][4], g.view(E)["clearings"][2]
    assert creek["tokens"] == [["river_roamers", "lilypad"]] and creek["ruler"] is None
    assert weald["tokens"] == [["river_roamers", "lilypad"]] and weald["ruler"] == "marquise"


# ----------------------------------------------------------------------------- G.32 supply
@pytest.mark.law("G.32", "1.5.1", "1.5.4")
def test_G_32_only_what_is_in_the_supply_can_be_placed() -> None:
    # 24 of the Marquise's 25 warriors are on the map: her view counts one in supply, and
    # recruiting at two recruiters places only that one.
    g = game_with(["marquise", "eyrie"], player="marquise",
                  clearings={"1": {"marquise": {"warriors": 20, "buildings": ["recruiter"]}},
                             "5": {"marquise": {"warriors": 4, "buildings": ["recruiter"]}}})
    assert g.view(E)["players"][M]["warriors_in_supply"] == 1
    play(g, "recruit")
    assert options_starting(g, "recruit") == {"recruit 1", "recruit 5"}  # where the one goes (1.1.3)
    play(g, "recruit 5")
    assert warriors_at(g, 1, M) + warriors_at(g, 5, M) == 25
    assert g.view(E)["players"][M]["warriors_in_supply"] == 0


@pytest.mark.law("G.32", "11.2.4")
def test_G_32_warriors_on_a_faction_board_are_not_in_the_supply() -> None:
    # 24 Marquise warriors on the map and one paid to the Riverfolk (on their board): none is
    # in her supply, so her recruiters place nothing.
    g = game_with(["marquise", "eyrie", "riverfolk"], player="marquise",
                  clearings={"1": {"marquise": {"warriors": 20, "buildings": ["recruiter"]}},
                             "5": {"marquise": {"warriors": 4, "buildings": ["recruiter"]}}},
                  riverfolk={"payments": {"marquise": 1}})
    assert g.view(E)["players"][M]["warriors_in_supply"] == 0
    play(g, "recruit")  # allowed, placing none (R9)
    assert (warriors_at(g, 1, M), warriors_at(g, 5, M)) == (20, 4)
    assert g.view(E)["players"][2]["board"]["payments"] == {"marquise": 1}


@pytest.mark.law("G.32", "1.5.1")
def test_G_32_no_token_left_in_supply_none_can_be_placed() -> None:
    # All ten sympathy tokens on the map: the Alliance cannot spread.
    on_map = {str(c): {"alliance": {"tokens": ["sympathy"]}} for c in range(1, 11)}
    g = game_with(["alliance", "marquise"], player="alliance", phase="birdsong",
                  clearings={**on_map, "11": {"marquise": 1}},
                  alliance={"supporters": ["Anvil", "Sword", "Bake Sale", "Investments"]})
    assert g.view(M)["players"][0]["board"]["sympathy_on_track"] == 0
    play(g, "done")  # no revolt
    assert not options_starting(g, "spread")


# ----------------------------------------------------------------------------- G.35 treat
@pytest.mark.law("G.35", "G.9", "11.2.7")
def test_G_35_mercenaries_are_no_enemy_pieces_to_their_buyer() -> None:
    # The Marquise bought Mercenaries: in her Daylight she treats the Riverfolk warriors as
    # her own for rule (she rules 12), so Favor of the Foxes, removing "all enemy pieces",
    # leaves them; the Riverfolk trade post there is still an enemy piece and goes.
    g = game_with(["marquise", "eyrie", "riverfolk"], player="marquise",
                  clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}},
                             "8": {"marquise": {"warriors": 1, "buildings": ["workshop", "workshop"]}},
                             "12": {"riverfolk": {"warriors": 2, "tokens": ["trade_post_fox"]}, "eyrie": 1},
                             "3": {"eyrie": {"buildings": ["roost"]}}},
                  hands={"marquise": ["Favor of the Foxes"]}, riverfolk={"mercenaries": "marquise"})
    assert ruler_of(g, 12) == "marquise"
    play(g, 'craft "Favor of the Foxes"')
    assert warriors_at(g, 12, 2) == 2 and warriors_at(g, 12, E) == 0
    assert tokens_at(g, 12, 2) == []


@pytest.mark.law("G.35", "1.5.3", "6.2.3")
def test_G_35_treated_pieces_stay_the_enemys_faction_pieces() -> None:
    # Mercenaries fight for the Marquise, but when one is removed it is a Riverfolk warrior:
    # it goes back to the Riverfolk's supply, and Field Hospitals brings back only her own.
    g = game_with(["marquise", "eyrie", "riverfolk"], player="marquise", dice=[2, 2],
                  clearings={"10": {"marquise": 1, "riverfolk": 2, "eyrie": 3},
                             "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
                  hands={"marquise": ["Bake Sale"], "eyrie": []},
                  riverfolk={"mercenaries": "marquise"})
    rf_supply = g.view(E)["players"][2]["warriors_in_supply"]
    play(g, "battle 10 eyrie")
    no_ambush(g)
    assert warriors_at(g, 10, 2) == 1 and warriors_at(g, 10, M) == 0
    assert g.view(E)["players"][2]["warriors_in_supply"] == rf_supply + 1
    assert asked(g) == (M, "field_hospitals")
    play(g, 'hospital "Bake Sale"')
    assert warriors_at(g, 1, M) == 2


@pytest.mark.law("G.35", "G.9", "G.23", "11.2.7")
def test_G_35_propaganda_bureau_cannot_replace_a_hired_mercenary() -> None:
    # Propaganda Bureau replaces "an enemy warrior": with Mercenaries bought, the Riverfolk
    # warriors in 5 are not enemy pieces to the Marquise; the Eyrie warrior in 9 is.
    g = game_with(["marquise", "eyrie", "riverfolk"], player="marquise", deck="exiles",
                  clearings={"1": {"marquise": 1}, "5": {"riverfolk": 2}, "9": {"eyrie": 1}},
                  crafted={"marquise": ["Propaganda Bureau"]}, hands={"marquise": ["Arms Trader"]},
                  riverfolk={"mercenaries": "marquise"})
    assert {o for o in option_set(g) if "Propaganda" in o} == {'use "Propaganda Bureau" 9 eyrie'}
    e = explain(g, 'use "Propaganda Bureau" 5 riverfolk')
    assert not e.legal and "G.9" in e.rules
    # without Mercenaries they are enemy warriors like any other
    g = game_with(["marquise", "eyrie", "riverfolk"], player="marquise", deck="exiles",
                  clearings={"1": {"marquise": 1}, "5": {"riverfolk": 2}, "9": {"eyrie": 1}},
                  crafted={"marquise": ["Propaganda Bureau"]}, hands={"marquise": ["Arms Trader"]})
    assert 'use "Propaganda Bureau" 5 riverfolk' in option_set(g)


def _oppress(five: dict[str, Any], **spec: Any) -> int:
    """The Hundreds' points for Oppress (14.6.2) with a piece in 1 and 2 and ``five`` in 5:
    one point for two oppressed clearings, two for three."""
    g = game_with(["hundreds", "marquise", "riverfolk"], player="hundreds", phase="evening", empty_hands=True,
                  ruins=[], hundreds={"warlord": 1},
                  clearings={"1": {"hundreds": 1}, "2": {"hundreds": 1}, "5": five}, **spec)
    return g.factions[0].score


@pytest.mark.law("G.9", "14.6.2", "H.3.2")
def test_G_9_an_enemy_hirelings_warriors_are_enemy_pieces_for_oppress() -> None:
    # The Hundreds rule Creek (5) 2 to 1 against the Flame Bearers: with the Bearers in the
    # supply or the Marquise's, their warrior is an enemy piece there: only two clearings
    # are oppressed. Under the Hundreds' own control it is not.
    def bearers(controller: str | None) -> dict[str, Any]:
        card: dict[str, Any] = {"controller": controller, "warriors": {"5": 1}}
        return {"cards": {"flame_bearers": {**card, "control": 3} if controller else card}}

    assert _oppress({"hundreds": 2}) == 2
    assert _oppress({"hundreds": 2}, hirelings=bearers(None)) == 1
    assert _oppress({"hundreds": 2}, hirelings=bearers("marquise")) == 1
    assert _oppress({"hundreds": 2}, hirelings=bearers("hundreds")) == 2
    # a hireling's pawn is a piece too (G.18): the Furious Protector, in the supply, in 5
    assert _oppress({"hundreds": 2}, hirelings={"cards": {"furious_protector": {"controller": None, "pawn": 5}}}) == 1


@pytest.mark.law("G.9", "G.35", "14.6.2", "11.2.7")
def test_G_9_hired_mercenaries_are_no_enemy_pieces_for_oppress() -> None:
    # In the Hundreds' Evening, Riverfolk warriors they hired as Mercenaries are no enemy
    # pieces: Creek (5) is oppressed with them there; without Mercenaries it is not.
    assert _oppress({"hundreds": 2, "riverfolk": 1}) == 1
    assert _oppress({"hundreds": 2, "riverfolk": 1}, riverfolk={"mercenaries": "hundreds"}) == 2


@pytest.mark.law("G.9", "14.7.6")
def test_G_9_rowdy_counts_an_enemy_hirelings_warriors_as_enemy_pieces() -> None:
    # Rowdy: two cards more when the warlord's clearing holds three or more enemy pieces:
    # here a Marquise warrior and two warriors of the Flame Bearers (in the supply).
    def hand_after_evening(bearers: int) -> int:
        spec: dict[str, Any] = {"hundreds": {"warlord": 1, "mood": "rowdy"},
                                "clearings": {"1": {"hundreds": 5, "marquise": 1}}}
        if bearers:
            spec["hirelings"] = {"cards": {"flame_bearers": {"controller": None, "warriors": {"1": bearers}}}}
        g = game_with(["hundreds", "marquise"], player="hundreds", phase="evening", empty_hands=True, ruins=[],
                      **spec)
        return g.view(1)["players"][0]["hand_count"]

    assert hand_after_evening(2) == hand_after_evening(0) + 1


@pytest.mark.law("G.9", "G.35", "H.3.2")
def test_G_9_enemy_pieces_of_each_owner_add_up_to_the_enemy_pieces_of_a_clearing() -> None:
    # One definition: the per-owner count (enemy_pieces_of, which the Keepers' 15.5.2.II asks)
    # sums, over every player and hireling, to enemy_pieces (Oppress, Rowdy).
    from woodland.rules.board import enemy_pieces, enemy_pieces_of

    g = game_with(["marquise", "eyrie", "riverfolk"], player="marquise",
                  clearings={"5": {"marquise": 1, "riverfolk": {"warriors": 2, "tokens": ["trade_post_rabbit"]},
                                   "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                             "1": {"eyrie": 2}},
                  riverfolk={"mercenaries": "marquise"},
                  hirelings={"cards": {"flame_bearers": {"controller": "eyrie", "control": 2, "warriors": {"5": 2}},
                                       "furious_protector": {"controller": None, "pawn": 5}}})
    owners = list(range(g.n)) + [g.hirelings.owner(h) for h in g.hirelings.cards]
    for seat in range(g.n):
        for c in range(g.map.n):
            assert enemy_pieces(g, seat, c) == sum(enemy_pieces_of(g, seat, o, c) for o in owners)
    # in Creek (5) the Marquise's enemy pieces: the Eyrie's warrior and roost, the Riverfolk's
    # trade post (not the Mercenaries she hired), the Bearers' 2 warriors, the Protector's pawn
    assert [enemy_pieces_of(g, 0, o, 4) for o in owners] == [0, 2, 1, 2, 1]
    assert enemy_pieces(g, 0, 4) == 6
