"""Effects written in faction, card and landmark packages that remove, target, count or
battle "enemy pieces" / "enemy warriors", with a hireling's pieces in play: an enemy
hireling's warriors, buildings and tokens are enemy pieces (G.9, G.36, H.3.2); a hireling
the player or their coalition partner controls is not; and hireling pieces are never the
controller's faction pieces (H.3.3)."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.errors import IllegalAction
from woodland.core.game import Game
from woodland.testing import game_with, hand, options, play, tokens_at, warriors_at

BEARERS = -2  # the owner id of the first hireling card in play (core/hireling.py owner_id)


def card(key: str, controller: str | None, **pieces: Any) -> dict[str, Any]:
    """A hireling card in a position: ``key`` controlled by ``controller`` (None: the supply)."""
    return {key: {"controller": controller, **({"control": 3} if controller else {}), **pieces}}


def hired_at(g: Game, clearing: int, i: int = 0) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[i].at(clearing - 1)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    with pytest.raises(IllegalAction) as e:
        g.apply(text)
    return e.value.reason, list(e.value.rules)


# ============================================================================ cards
@pytest.mark.law("G.9", "G.23", "H.3.2", "G.36")
def test_propaganda_bureau_replaces_an_enemy_hirelings_warrior() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True, deck="exiles",
                  clearings={"1": {"marquise": 1}}, crafted={"marquise": ["Propaganda Bureau"]},
                  hands={"marquise": ["Bake Sale"]},
                  hirelings={"cards": card("flame_bearers", None, warriors={"5": 2})})
    uses = [o for o in options(g) if "Propaganda" in o]
    assert uses == ['use "Propaganda Bureau" 5 flame_bearers']  # Creek (5) is a rabbit clearing
    play(g, 'use "Propaganda Bureau" 5 flame_bearers', 'spend "Bake Sale"')
    assert hired_at(g, 5) == 1 and warriors_at(g, 5, 0) == 1
    assert g.hirelings is not None and g.hirelings.cards[0].supply == 6 - 1  # back to its supply (G.24)
    assert g.factions[0].score == 0  # a warrior: no point (3.2.1)


@pytest.mark.law("G.9", "G.23", "H.3.2")
def test_propaganda_bureau_cannot_replace_a_hireling_its_crafter_controls() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True, deck="exiles",
                  clearings={"1": {"marquise": 1}}, crafted={"marquise": ["Propaganda Bureau"]},
                  hands={"marquise": ["Bake Sale"]},
                  hirelings={"cards": card("flame_bearers", "marquise", warriors={"5": 2})})
    assert not [o for o in options(g) if "Propaganda" in o]
    reason, rules = why(g, 'use "Propaganda Bureau" 5 flame_bearers')
    assert "not your enemy" in reason and rules == ["G.9", "H.3.2"]


# ============================================================================ Vagabond
@pytest.mark.law("V.11.2", "G.9", "G.36", "H.3.2")
def test_the_gladiator_duels_an_enemy_hirelings_warrior_and_draws() -> None:
    g = game_with(["marquise", "eyrie", "vagabond"], player="vagabond", phase="daylight", empty_hands=True,
                  vagabond={"clearing": 1, "character": "gladiator", "items": ["boots", "hammer", "torch"]},
                  hirelings={"cards": {**card("flame_bearers", None, warriors={"1": 2}),
                                       **card("popular_band", "vagabond", warriors={"1": 1})}})
    duels = sorted(o for o in options(g) if o.startswith("duel"))
    assert duels == ["duel boots flame_bearers", "duel hammer flame_bearers", "duel torch flame_bearers"]
    reason, rules = why(g, "duel hammer popular_band")  # his own hireling: not an enemy
    assert rules == ["V.11.2", "H.3.2"] and "not an enemy" in reason
    play(g, "duel hammer flame_bearers")
    assert hired_at(g, 1) == 1 and hired_at(g, 1, 1) == 1
    assert len(hand(g, 2)) == 1  # he draws a card


# ============================================================================ Corvids
@pytest.mark.law("13.7.1", "G.9", "H.3.2", "3.2.1")
def test_a_corvid_bomb_removes_an_enemy_hirelings_warriors_and_vault_and_scores_the_vault() -> None:
    g = game_with(["corvid", "marquise"], player="corvid", phase="birdsong", empty_hands=True,
                  clearings={"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}}},
                  hirelings={"cards": card("vault_keepers", None, warriors={"1": 2}, buildings={"1": 1})})
    play(g, "flip 1")
    assert hired_at(g, 1) == 0 and g.buildings[0] == ()
    assert g.factions[0].score == 1 + 1  # the flip (one face-up plot), and the vault (3.2.1)


@pytest.mark.law("13.7.1", "G.9", "H.3.2")
def test_a_corvid_bomb_leaves_the_corvids_own_hirelings_pieces() -> None:
    g = game_with(["corvid", "marquise"], player="corvid", phase="birdsong", empty_hands=True,
                  clearings={"1": {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}, "marquise": 1}},
                  hirelings={"cards": card("vault_keepers", "corvid", warriors={"1": 2}, buildings={"1": 1})})
    play(g, "flip 1")
    assert warriors_at(g, 1, 1) == 0
    assert hired_at(g, 1) == 2 and g.buildings[0] == ((BEARERS, "vault"),)


@pytest.mark.law("13.7.2", "G.9", "H.3.2")
def test_a_snare_keeps_an_enemy_hirelings_warriors_from_being_placed_in_its_clearing() -> None:
    from woodland.rules.board import can_place

    def g_(controller: str | None) -> Game:
        return game_with(["corvid", "marquise"], player="marquise", phase="daylight", empty_hands=True,
                         clearings={"1": {"corvid": {"warriors": 1, "tokens": ["snare"]}}, "12": {"marquise": 1}},
                         hirelings={"cards": card("flame_bearers", controller, warriors={"5": 1})})

    assert not can_place(g_(None), BEARERS, 0)  # an enemy piece (G.9)
    assert not can_place(g_("marquise"), BEARERS, 0)
    assert can_place(g_("corvid"), BEARERS, 0)  # the Corvids' own hireling


# ============================================================================ Council
def council_at_assembly(attacker: str, hireling_controller: str | None, dice: list[int]) -> Game:
    """The Marquise attack the Flame Bearers (2 warriors) in Creek (5), where the Council have
    a Governing assembly and two warriors."""
    return game_with(["council", "marquise", "eyrie"], player=attacker, phase="daylight", empty_hands=True,
                     dice=dice, clearings={"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "marquise": 3},
                                           "12": {"marquise": 1}},
                     hirelings={"cards": card("flame_bearers", hireling_controller, warriors={"5": 2})})


@pytest.mark.law("17.2.5", "H.3.2", "H.3.5")
def test_peacekeepers_defend_an_enemy_hireling_attacked_at_an_assembly() -> None:  # ruling R560
    g = council_at_assembly("marquise", None, [3, 3])
    play(g, "battle 5 flame_bearers")
    # 3 hits: the two Bearers, then one Council warrior (17.2.5: after the defender's warriors);
    # the defender rolls 3 (2 Bearers + 2 Council warriors)
    assert hired_at(g, 5) == 0 and warriors_at(g, 5, 0) == 1
    assert warriors_at(g, 5, 1) == 0


@pytest.mark.law("17.2.5", "H.3.2")
def test_peacekeepers_do_not_defend_a_hireling_the_council_controls() -> None:  # ruling R560
    g = council_at_assembly("marquise", "council", [3, 3])
    play(g, "battle 5 flame_bearers")
    assert hired_at(g, 5) == 0 and warriors_at(g, 5, 0) == 2  # no Council warrior helps
    assert warriors_at(g, 5, 1) == 1  # the Bearers roll at most 2


# ============================================================================ Diaspora
@pytest.mark.law("16.2.2.I.a", "H.2.4", "H.3.4")
def test_enclave_defense_against_a_hireling_unless_the_holder_controls_it() -> None:  # ruling R560
    from woodland.factions.lilypad import EnclaveDefense

    def g_(controller: str | None) -> Game:
        return game_with(["lilypad", "marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                         clearings={"5": {"lilypad": {"warriors": 1, "tokens": ["peaceful"]}, "eyrie": 2}},
                         dominance={"eyrie": "Frog Dominance"},
                         hirelings={"cards": card("flame_bearers", controller, warriors={"5": 2})})

    attacked_by_bearers = type("B", (), {"a": BEARERS, "d": 0, "c": 4})()
    assert EnclaveDefense(0).battle_helpers(g_(None), attacked_by_bearers, 0) == [2]
    assert EnclaveDefense(0).battle_helpers(g_("marquise"), attacked_by_bearers, 0) == [2]
    # the holder's own hireling attacking is the holder attacking (H.2.4): no Enclave Defense
    assert EnclaveDefense(0).battle_helpers(g_("eyrie"), attacked_by_bearers, 0) == []


@pytest.mark.law("16.2.2.I.a", "9.2.8", "H.3.2", "H.2.4")
def test_enclave_defense_against_the_hireling_of_the_holders_coalition_partner() -> None:  # ruling R572
    """The Marquise holds Frog Dominance and is in the Vagabond's coalition; the Vagabond's
    Prosperous Farmers battle the Diaspora at their enclave. The Marquise is not attacking, so
    her warriors there defend, hit after the Diaspora's (16.2.2.I.a names the holder only)."""
    farmers = {"controller": "vagabond", "warriors": {"5": 3}, "buildings": {"5": 1}, "control": 3}
    g = game_with(["lilypad", "marquise", "vagabond", "eyrie"], player="vagabond", phase="daylight",
                  empty_hands=True, dice=[3, 2],
                  clearings={"5": {"lilypad": {"warriors": 1, "tokens": ["peaceful"]}, "marquise": 2}},
                  vagabond={"character": "thief", "clearing": 12, "items": ["boots", "torch"]},
                  dominance={"vagabond": "Mouse Dominance", "marquise": "Frog Dominance"},
                  coalition={"vagabond": "marquise"}, hirelings={"cards": {"prosperous_farmers": farmers}})
    play(g, "farmers", "farm_site 1", "farm_battle")
    # the Farmers deal 3 hits: the Diaspora's warrior, then the Marquise's two; the Diaspora
    # roll 2 with her warriors counted (without them, at most 1)
    assert warriors_at(g, 5, 1) == 0 and hired_at(g, 5) == 1


@pytest.mark.law("16.6.1", "G.9", "H.3.2")
def test_retaliate_battles_an_enemy_hireling_at_a_militant_enclave() -> None:
    def g_(dice: list[int], marquise: int = 0) -> Game:
        five: dict[str, Any] = {"lilypad": {"warriors": 2, "tokens": ["militant"]}}
        return game_with(["lilypad", "marquise"], player="lilypad", phase="evening", empty_hands=True, dice=dice,
                         clearings={"5": {**five, **({"marquise": marquise} if marquise else {})},
                                    "12": {"marquise": 1}},
                         hirelings={"cards": card("flame_bearers", None, warriors={"5": 2})})

    g = g_([3, 0], marquise=1)
    assert g.pending is not None and g.pending.kind == "retaliate"
    assert sorted(options(g)) == ["battle 5 flame_bearers", "battle 5 marquise"]
    # the Bearers alone there: the one battle the Diaspora must make is taken at once (1.2)
    g = g_([3, 0])
    assert hired_at(g, 5) == 0 and warriors_at(g, 5, 0) == 2


# ============================================================================ Hundreds
@pytest.mark.law("14.6.2", "G.9", "H.3.1", "H.3.3")
def test_oppress_counts_an_enemy_hirelings_warrior_as_an_enemy_piece_but_not_the_hundreds_own() -> None:
    from woodland.factions.hundreds import Hundreds

    def oppressed(controller: str | None, hundreds_there: bool = True) -> list[int]:
        g = game_with(["hundreds", "marquise"], player="hundreds", phase="daylight", empty_hands=True,
                      hundreds={"warlord": 1},
                      clearings={"1": {"hundreds": 1}, "5": {"hundreds": 2} if hundreds_there else {}},
                      hirelings={"cards": card("flame_bearers", controller, warriors={"5": 1})})
        f = g.factions[0]
        assert isinstance(f, Hundreds)
        return [c + 1 for c in f.oppressed(g)]

    assert oppressed(None) == [1]  # the uncontrolled Bearer is an enemy piece in 5
    assert oppressed("marquise") == [1]
    assert oppressed("hundreds") == [1, 5]  # treated as their own for rule: no enemy piece (G.9)
    assert oppressed("hundreds", hundreds_there=False) == [1]  # ruled with the Bearer alone, no Hundreds piece


@pytest.mark.law("14.4.1", "G.9", "3.2.1")
def test_raze_removes_an_enemy_hirelings_vault_and_scores() -> None:
    g = game_with(["hundreds", "marquise"], player="hundreds", phase="birdsong", empty_hands=True, dice=[0],
                  hundreds={"warlord": 1},
                  clearings={"1": {"hundreds": {"warriors": 1, "tokens": ["mob"]}}},
                  hirelings={"cards": {**card("vault_keepers", None, warriors={"1": 1}, buildings={"1": 1}),
                                       **card("river_roamers", "hundreds", tokens={"1": 1})}})
    # Birdsong has razed (14.4.1) before the mood is asked (14.4.4)
    assert g.pending is not None and g.pending.kind == "mood"
    assert g.buildings[0] == () and hired_at(g, 1) == 1  # buildings and tokens only
    assert (-3, "lilypad") in g.tokens[0]  # the Hundreds' own River Roamers are no enemy
    assert g.factions[0].score == 1  # the vault (3.2.1)


# ============================================================================ Council
@pytest.mark.law("17.6.4", "G.9", "G.3")
def test_oversee_counts_an_enemy_hirelings_building_but_not_the_councils_own() -> None:
    from woodland.factions.council import oversee_points

    def points(controller: str | None) -> int:
        g = game_with(["council", "marquise"], player="council", phase="daylight", empty_hands=True,
                      clearings={"5": {"council": {"warriors": 1, "tokens": ["governing"]}}},
                      hirelings={"cards": card("vault_keepers", controller, buildings={"5": 1})})
        return oversee_points(g, 0)

    assert points(None) == 1 and points("marquise") == 1
    assert points("council") == 0


# ============================================================================ Keepers, Duchy: H.3.3
@pytest.mark.law("15.4.1", "H.3.3")
def test_the_keepers_cannot_encamp_by_replacing_their_hirelings_warrior() -> None:
    # the Keepers' only pieces in clearings: two warriors of their Popular Band in 11. Hireling
    # pieces are not Keeper pieces (H.3.3): no Keeper warrior to replace there, and the Keepers
    # have none in any clearing, so they start afresh on the map edge
    g = game_with(["keepers", "marquise"], player="keepers", phase="birdsong", empty_hands=True,
                  hirelings={"cards": card("popular_band", "keepers", warriors={"11": 2})})
    assert g.pending is not None and g.pending.kind == "keepers_encamp" and "done" not in options(g)
    assert "encamp 11 figure tablet" not in options(g)  # 11 is off the edge; no Keeper warrior there
    assert "encamp 1 figure tablet" in options(g)
    play(g, "encamp 1 figure tablet")
    assert warriors_at(g, 1, 0) == 1 and hired_at(g, 11) == 2


@pytest.mark.law("12.5.3", "H.3.3")
def test_the_duchy_cannot_sway_with_their_hirelings_pieces() -> None:
    from woodland.factions.duchy import Duchy

    g = game_with(["duchy", "marquise"], player="duchy", phase="daylight", empty_hands=True,
                  clearings={"1": {"duchy": 1}},
                  hirelings={"cards": card("flame_bearers", "duchy", warriors={"5": 2})})
    f = g.factions[0]
    assert isinstance(f, Duchy)
    # 12.5.3.II: a card may be revealed per clearing of its suit holding a Duchy piece; the
    # Bearers in rabbit Creek (5) are not Duchy pieces, the Duchy warrior in fox 1 is one
    assert f.sway_clearings(g) == [("fox",)]


# ============================================================================ Corvids: Exposure
@pytest.mark.law("13.2.4", "H.3.3")
def test_exposure_needs_the_exposers_own_faction_pieces_not_their_hirelings() -> None:
    def g_(marquise_there: bool) -> Game:
        five: dict[str, Any] = {"corvid": {"warriors": 1, "tokens": ["plot_bomb"]}}
        if marquise_there:
            five["marquise"] = 1
        return game_with(["corvid", "marquise"], player="marquise", phase="daylight", empty_hands=True,
                         clearings={"5": five, "12": {"marquise": 1}}, hands={"marquise": ["Bake Sale"]},
                         hirelings={"cards": card("flame_bearers", "marquise", warriors={"5": 2})})

    assert not [o for o in options(g_(False)) if o.startswith("expose")]
    assert [o for o in options(g_(True)) if o.startswith("expose")]


# ============================================================================ Eyrie: Despot
@pytest.mark.law("7.8.4", "3.2.1", "G.9", "H.3.6")
def test_the_despot_scores_one_more_for_an_enemy_hirelings_vault_removed_in_battle() -> None:
    g = game_with(["eyrie", "marquise"], player="eyrie", phase="daylight", empty_hands=True, dice=[3, 0],
                  clearings={"8": {"eyrie": 3}, "12": {"eyrie": 1, "marquise": 1}},
                  eyrie={"leader": "despot", "decree": {"battle": ["Anvil"]}},
                  hirelings={"cards": card("vault_keepers", None, warriors={"8": 1}, buildings={"8": 1})})
    assert "battle 8 vault_keepers" in options(g)
    play(g, "battle 8 vault_keepers")
    assert hired_at(g, 8) == 0 and g.buildings[7] == ()
    assert g.factions[0].score == 1 + 1  # the vault (3.2.1), and one more for the Despot (7.8.4)


# ============================================================================ Alliance: revolt
@pytest.mark.law("8.4.1", "G.9", "H.3.2", "3.2.1")
def test_a_revolt_removes_an_enemy_hirelings_pieces_and_scores_its_vault() -> None:
    sympathy = {c: {"alliance": {"tokens": ["sympathy"]}} for c in ("1", "12")}
    g = game_with(["alliance", "marquise"], player="alliance", phase="birdsong", empty_hands=True,
                  clearings={**sympathy, "8": {"alliance": {"tokens": ["sympathy"]}}},
                  alliance={"supporters": ["Anvil", "Foxfolk Steel"]},
                  hirelings={"cards": card("vault_keepers", None, warriors={"8": 2}, buildings={"8": 1})})
    play(g, "revolt 8", "supporter Anvil", "supporter \"Foxfolk Steel\"")  # two fox supporters
    assert hired_at(g, 8) == 0 and (BEARERS, "vault") not in g.buildings[7]
    assert g.factions[0].score == 1  # the vault (3.2.1)


# ============================================================================ Marquise: Field Hospitals
@pytest.mark.law("6.2.3", "H.3.3")
def test_field_hospitals_are_not_offered_for_the_marquises_hireling_warriors() -> None:
    g = game_with(["eyrie", "marquise"], player="eyrie", phase="daylight", empty_hands=True, dice=[3, 0],
                  clearings={"8": {"eyrie": 3}, "12": {"eyrie": 1, "marquise": 1},
                             "1": {"marquise": {"tokens": ["keep"]}}},
                  eyrie={"decree": {"battle": ["Anvil"]}}, hands={"marquise": ["Foxfolk Steel"]},
                  hirelings={"cards": card("popular_band", "marquise", warriors={"8": 2})})
    play(g, "battle 8 popular_band")
    assert hired_at(g, 8) == 0
    # the Marquise were never asked (the decision is asked whenever offered, 1.2.1): her turn
    # has come with her fox card still in hand
    assert g.pending is not None and (g.pending.seat, g.pending.kind) == (1, "daylight")
    assert hand(g, 1) == ["Foxfolk Steel"]
    # her own warriors there instead: she is asked (6.2.3)
    g = game_with(["eyrie", "marquise"], player="eyrie", phase="daylight", empty_hands=True, dice=[3, 0],
                  clearings={"8": {"eyrie": 3, "marquise": 2}, "12": {"eyrie": 1, "marquise": 1},
                             "1": {"marquise": {"tokens": ["keep"]}}},
                  eyrie={"decree": {"battle": ["Anvil"]}}, hands={"marquise": ["Foxfolk Steel"]})
    play(g, "battle 8 marquise", "pass")  # no ambush
    assert g.pending is not None and (g.pending.seat, g.pending.kind) == (1, "field_hospitals")


# ============================================================================ Riverfolk: Mercenaries
@pytest.mark.law("11.2.7", "H.3.2")
def test_a_buyer_battling_a_hireling_fights_with_its_mercenaries() -> None:  # ruling R560
    g = game_with(["marquise", "riverfolk"], player="marquise", phase="daylight", empty_hands=True, dice=[3, 3],
                  clearings={"5": {"marquise": 1, "riverfolk": 2}, "12": {"marquise": 1}},
                  riverfolk={"mercenaries": "marquise"},
                  hirelings={"cards": card("flame_bearers", None, warriors={"5": 3})})
    play(g, "battle 5 flame_bearers")
    # the Marquise roll up to 3 with the two Riverfolk warriors (11.2.7): all three Bearers go
    assert hired_at(g, 5) == 0


# ============================================================================ Coffin Makers
@pytest.mark.law("G.24", "G.36", "1.5.1")
def test_coffin_makers_takes_removed_hireling_warriors_then_returns_them_to_the_hirelings_supply() -> None:
    import json

    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True, deck="exiles",
                  dice=[3, 0], clearings={"5": {"marquise": 3}, "12": {"marquise": 1}, "1": {"eyrie": 1}},
                  crafted={"eyrie": ["Coffin Makers"]},
                  hirelings={"cards": card("flame_bearers", None, warriors={"5": 2})})
    play(g, "battle 5 flame_bearers")
    assert g.hirelings is not None and hired_at(g, 5) == 0
    bearers = g.hirelings.cards[0]
    assert bearers.supply == 6 - 2 and bearers.held == 2  # on the Eyrie's Coffin Makers, not in its supply
    assert g.factions[1].marks.get("coffin:-2") == 2
    r = Game.from_json(json.loads(json.dumps(g.to_json())))  # 1.5.1: every warrior accounted for
    assert r.hirelings is not None and r.hirelings.cards[0].held == 2 and r.fingerprint() == g.fingerprint()
    # the Eyrie's Birdsong: the card returns them to the Bearers' supply
    while g.pending is not None and not (g.pending.seat == 1 and g.phase == "birdsong"):
        play(g, "end" if "end" in options(g) else str(g.pending.options[0]))
    if g.pending is not None and any("Coffin" in o for o in options(g)):
        play(g, [o for o in options(g) if "Coffin" in o][0])
    assert bearers.held == 0 and g.hirelings.cards[0].supply == 6
    assert "coffin:-2" not in g.factions[1].marks


# ============================================================================ a hireling attacking
@pytest.mark.law("17.2.5", "H.3.2")
def test_peacekeepers_defend_a_player_an_enemy_hireling_attacks_at_an_assembly() -> None:  # ruling R560
    from woodland.rules.battle import Battle

    g = game_with(["council", "marquise", "eyrie"], player="eyrie", phase="daylight", empty_hands=True,
                  dice=[3, 3], clearings={"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "marquise": 1},
                                          "1": {"eyrie": 1}},
                  hirelings={"cards": card("flame_bearers", "eyrie", warriors={"5": 3})})
    g.push(Battle(BEARERS, 1, 4))  # the Eyrie's Bearers attack the Marquise in Creek (5)
    g._advance()
    # 3 hits: the Marquise warrior, then two Council warriors; the Marquise roll up to 3 (1 + 2 lent)
    assert warriors_at(g, 5, 1) == 0 and warriors_at(g, 5, 0) == 0
    assert hired_at(g, 5) == 0


@pytest.mark.law("4.3.5", "H.3.5")
def test_sappers_deal_an_extra_hit_to_an_attacking_hireling() -> None:
    from woodland.rules.battle import Battle

    g = game_with(["marquise", "eyrie"], player="eyrie", phase="daylight", empty_hands=True, dice=[1, 0],
                  clearings={"5": {"marquise": 1}, "1": {"eyrie": 1}}, crafted={"marquise": ["Sappers"]},
                  hirelings={"cards": card("flame_bearers", "eyrie", warriors={"5": 3})})
    g.push(Battle(BEARERS, 0, 4))  # the Eyrie's Bearers attack the Marquise in Creek (5)
    g._advance()
    assert g.pending is not None and g.pending.seat == 0 and any("Sappers" in o for o in options(g))
    play(g, [o for o in options(g) if "Sappers" in o][0])
    assert hired_at(g, 5) == 2  # rolled 0, and the Sappers' extra hit


@pytest.mark.law("17.2.2", "H.3.2", "H.3.6")
def test_an_enemy_hireling_burning_an_assembly_costs_the_council_a_loyalist() -> None:
    g = game_with(["marquise", "council"], player="marquise", phase="birdsong", empty_hands=True,
                  clearings={"1": {"council": {"tokens": ["assembly"]}}, "12": {"marquise": 1}},
                  council={"loyalists": 2},
                  hirelings={"cards": card("flame_bearers", "marquise", warriors={"1": 1})})
    assert tokens_at(g, 1, 1) == []  # the Bearer burnt the assembly
    assert g.factions[1].public_board(g)["loyalists"] == 1  # 17.2.2
    assert g.factions[0].score == 0  # the hireling removed it (H.3.6)


@pytest.mark.law("13.7.3", "H.3.3")
def test_extortion_takes_no_card_from_a_player_with_only_hireling_pieces_there() -> None:
    def g_(marquise_there: int) -> Game:
        one: dict[str, Any] = {"corvid": {"warriors": 1, "tokens": ["plot_extortion"]}}
        if marquise_there:
            one["marquise"] = marquise_there
        return game_with(["corvid", "marquise"], player="corvid", phase="birdsong", empty_hands=True,
                         clearings={"1": one}, hands={"marquise": ["Anvil"]},
                         hirelings={"cards": card("flame_bearers", "marquise", warriors={"1": 2})})

    g = g_(0)
    play(g, "flip 1")
    assert hand(g, 1) == ["Anvil"]  # the Bearers are not Marquise faction pieces
    g = g_(1)
    play(g, "flip 1")
    assert hand(g, 1) == []


@pytest.mark.law("14.7.6", "G.9", "H.3.2")
def test_rowdy_counts_an_enemy_hirelings_warriors_in_the_warlords_clearing() -> None:
    from woodland.factions.hundreds import Hundreds

    def draws(controller: str | None) -> int:
        g = game_with(["hundreds", "marquise"], player="hundreds", phase="daylight", empty_hands=True,
                      hundreds={"warlord": 1, "mood": "rowdy"}, clearings={"1": {"hundreds": 1, "marquise": 1}},
                      hirelings={"cards": card("flame_bearers", controller, warriors={"1": 2})})
        f = g.factions[0]
        assert isinstance(f, Hundreds)
        return f.draw_count(g)

    assert draws(None) == draws("marquise") == 1 + 2  # three enemy pieces there: two more cards
    assert draws("hundreds") == 1 + 1  # their own hireling's are not enemy pieces (G.9)


@pytest.mark.law("12.2.3", "H.3.6")
def test_a_duchy_building_burnt_by_a_hireling_brings_the_price_of_failure() -> None:
    from woodland.factions.duchy import Duchy

    g = game_with(["marquise", "duchy"], player="marquise", phase="birdsong", empty_hands=True,
                  clearings={"1": {"duchy": {"buildings": ["citadel"]}}, "12": {"marquise": 1}},
                  duchy={"swayed": ["captain"]},
                  hirelings={"cards": card("flame_bearers", "marquise", warriors={"1": 1})})
    f = g.factions[1]
    assert isinstance(f, Duchy)
    assert g.buildings[0] == () and f.swayed == []  # the captain returns (12.2.3)
    assert g.factions[0].score == 0  # H.3.6


@pytest.mark.law("V.6.2", "G.9", "H.3.2", "3.2.1")
def test_scorched_earth_removes_an_enemy_hirelings_pieces_and_then_bars_them() -> None:
    from woodland.rules.board import can_place

    g = game_with(["marquise", "eyrie", "vagabond"], player="vagabond", phase="daylight", empty_hands=True,
                  vagabond={"clearing": 1, "character": "scoundrel", "items": ["boots", "torch", "crossbow"]},
                  hirelings={"cards": {**card("vault_keepers", None, warriors={"1": 2}, buildings={"1": 1}),
                                       **card("popular_band", "vagabond", warriors={"1": 1})}})
    play(g, "scorch")
    assert hired_at(g, 1) == 0 and g.buildings[0] == ()
    assert g.factions[2].score == 1  # the vault (3.2.1)
    assert hired_at(g, 1, 1) == 1  # his own Popular Band stays
    assert not can_place(g, BEARERS, 0)  # nothing is placed there any more


@pytest.mark.law("17.2.3", "G.9", "H.3.2")
def test_governors_keep_an_enemy_hireling_from_being_placed_at_a_governing_assembly() -> None:
    from woodland.rules.board import can_place

    def g_(controller: str | None) -> Game:
        return game_with(["council", "marquise"], player="marquise", phase="daylight", empty_hands=True,
                         clearings={"5": {"council": {"warriors": 1, "tokens": ["governing"]}}, "12": {"marquise": 1}},
                         hirelings={"cards": card("flame_bearers", controller, warriors={"1": 1})})

    assert not can_place(g_(None), BEARERS, 4) and not can_place(g_("marquise"), BEARERS, 4)
    assert can_place(g_("council"), BEARERS, 4)


@pytest.mark.law("H.3.4", "1.5.5")
def test_false_orders_cannot_move_an_enemy_hirelings_warriors() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="birdsong", empty_hands=True, deck="exiles",
                  clearings={"12": {"marquise": 6, "eyrie": 2}}, crafted={"marquise": ["False Orders"]},
                  hirelings={"cards": card("flame_bearers", None, warriors={"12": 4})})
    assert sorted(options(g)) == ["pass", 'use "False Orders" 12 eyrie']  # not the Bearers


@pytest.mark.law("V.1.2", "H.3.3")
def test_the_thief_cannot_steal_from_a_player_whose_only_pieces_there_are_a_hirelings() -> None:
    def steals(marquise_there: int) -> list[str]:
        g = game_with(["marquise", "eyrie", "vagabond"], player="vagabond", phase="daylight", empty_hands=True,
                      vagabond={"clearing": 1, "character": "thief", "items": ["boots", "torch"]},
                      hands={"marquise": ["Anvil"]}, clearings={"1": {"marquise": marquise_there}},
                      hirelings={"cards": card("flame_bearers", "marquise", warriors={"1": 2})})
        return [o for o in options(g) if o.startswith("steal")]

    assert steals(0) == []  # the Bearers are not Marquise faction pieces (H.3.3)
    assert steals(1) == ["steal marquise"]


# ============================================================================ the RL action space
@pytest.mark.law("G.9", "H.3.2")
def test_every_action_naming_an_enemy_hireling_has_an_id_in_the_rl_action_space() -> None:
    from woodland.core.actions import parse_action
    from woodland.rl.space import action_space

    space = action_space()
    for text in ("strike flame_bearers", "duel hammer flame_bearers", "convert 1 flame_bearers",
                 "sanctify 1 vault_keepers vault", 'use "Propaganda Bureau" 5 flame_bearers',
                 "battle 5 flame_bearers"):
        a = parse_action(text)
        assert space.ids([a]), text


@pytest.mark.law("16.2.5", "H.3.3")
def test_negotiations_need_the_players_own_faction_pieces_at_the_enclave() -> None:
    def negotiations(marquise_there: int) -> list[str]:
        seven: dict[str, Any] = {"lilypad": {"tokens": ["militant"]}}
        if marquise_there:
            seven["marquise"] = marquise_there
        g = game_with(["lilypad", "marquise"], player="marquise", phase="daylight", empty_hands=True,
                      clearings={"7": seven, "12": {"marquise": 1}},
                      hirelings={"cards": card("flame_bearers", "marquise", warriors={"7": 2})})
        return [o for o in options(g) if o.startswith("negotiate")]

    assert negotiations(0) == []  # the Bearers are not Marquise faction pieces (H.3.3)
    assert negotiations(1) == ["negotiate 7"]  # she rules 7 (with the Bearers, H.3.1): no card to give


@pytest.mark.law("12.5.2", "H.3.3", "G.3")
def test_the_baron_and_the_earl_score_duchy_markets_and_citadels_not_hireling_buildings() -> None:
    g = game_with(["duchy", "marquise"], player="duchy", phase="daylight", empty_hands=True,
                  clearings={"1": {"duchy": {"warriors": 1, "buildings": ["market"]}}},
                  hands={"duchy": ["Ambush (mouse)"]}, duchy={"swayed": ["baron", "earl"]},
                  hirelings={"cards": {**card("vault_keepers", "duchy", buildings={"5": 1}),
                                       **card("sunward_expedition", None, buildings={"9": 1})}})
    play(g, "end")
    assert g.pending is not None and g.pending.kind == "parliament"
    play(g, "minister baron")
    assert g.factions[0].score == 1  # one market; the vault and the foothold are no markets
    assert "minister earl" not in options(g)  # no citadel on the map: the Earl has nothing to score
