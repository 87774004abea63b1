"""Law chapter 17 (the Twilight Council), audited rule by rule: scenario tests of the edge
cases the chapter tests leave out (a full Loyalists box, an empty supply, the Vagabond, the
keep, the Diaspora's enclaves), one or more per numbered rule.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6
2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Corners 1, 2, 3, 4.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.factions.vagabond import vagabond
from woodland.testing import action_text as o, hand, option_set, options_of_kind, play, tokens_at, warriors_at

from .test_ch17_council import board, evening, pos

T, M, X = 0, 1, 2  # seats: the Council, the Marquise, a third faction


def why(g: Game, text: str) -> tuple[str, list[str]]:
    r = g.why_not(g.parse(text))
    assert r is not None, text
    return r


def finish_battle(g: Game) -> Game:
    while any(getattr(fr, "is_battle", False) for fr in g.stack):
        play(g, str(g.pending.options[0]))
    return g


VB = {"character": "thief", "items": ["sword", "sword", "boots", "torch"]}


# ----------------------------------------------------------------------------- 17.2.1 Loyalists
@pytest.mark.law("17.2.1", "17.2.4")
def test_entreat_with_four_loyalists_the_council_cannot_gain_a_fifth() -> None:
    """The Marquise entreat the Council with four Loyalists on its board: it may place them at
    the assembly just closed, or pass; gaining a Loyalist is not offered (17.2.1: four)."""
    g = pos({"5": {"council": {"warriors": 1, "tokens": ["governing"]}, "marquise": 1}},
            board={"loyalists": 4}, player="marquise", phase="daylight")
    play(g, "entreat 5")
    assert g.pending.seat == T and g.pending.kind == "entreat_reply"
    assert "gain_loyalist" not in option_set(g) and option_set(g) == {"x1", "x2", "x3", "x4", "pass"}
    assert why(g, "gain_loyalist")[1] == ["17.2.1"]


@pytest.mark.law("17.2.1", "17.6.1.III")
def test_empower_into_a_nearly_full_loyalists_box_keeps_four() -> None:
    """Empower removes 3 Council warriors; with 2 Loyalists already, two join them (four at
    most, 17.2.1) and the third stays in the supply (R326)."""
    g = evening({"5": {"council": {"warriors": 3, "tokens": ["assembly"]}, "marquise": 1}}, ["Armorers"],
                dice=[3], board={"loyalists": 2})
    supply = g.factions[T].supply
    play(g, "empower 5")
    # the Marquise now rule 5: no point, the Loyalists the one choice (taken at once)
    assert warriors_at(g, 5, T) == 0 and g.factions[T].score == 0
    assert board(g)["loyalists"] == 4 and g.factions[T].supply == supply + 1


# ----------------------------------------------------------------------------- 17.2.2 assemblies
@pytest.mark.law("17.2.2", "3.2.1", "4.3.6")
def test_an_enemy_removing_an_assembly_in_battle_costs_a_loyalist() -> None:
    """The Marquise attack the Council at its Closed assembly in 5 (no Council warrior there):
    the hit removes the assembly, the Marquise score a point, the Council loses a Loyalist."""
    g = pos({"5": {"council": {"tokens": ["assembly"]}, "marquise": 2}}, board={"loyalists": 2},
            player="marquise", phase="daylight", dice=[1, 0])
    play(g, "battle 5 council")
    finish_battle(g)
    assert tokens_at(g, 5, T) == [] and g.factions[M].score == 1
    assert board(g)["loyalists"] == 1 and g.factions[T].tsupply["assembly"] == 6


@pytest.mark.law("17.2.2")
def test_an_assembly_removed_with_no_loyalists_costs_nothing() -> None:
    g = pos({"5": {"council": {"tokens": ["assembly"]}, "marquise": 2}}, player="marquise", phase="daylight",
            dice=[1, 0])
    supply = g.factions[T].supply
    play(g, "battle 5 council")
    finish_battle(g)
    assert tokens_at(g, 5, T) == [] and board(g)["loyalists"] == 0 and g.factions[T].supply == supply


# ----------------------------------------------------------------------------- 17.2.3 Governors
@pytest.mark.law("17.2.3", "16.5.1")
def test_the_diaspora_cannot_settle_an_enclave_at_a_governing_assembly() -> None:
    """The Diaspora rule 5, which has a Governing assembly: Settle there places no Peaceful
    enclave (17.2.3), and the oracle says so; at a Closed assembly it may."""
    spec = {"5": {"council": {"tokens": ["governing"]}, "lilypad": {"warriors": 2}}, "1": {"lilypad": 1}}
    g = pos(spec, factions=("council", "lilypad"), player="lilypad", phase="daylight")
    if g.pending.kind == "turn_window":
        play(g, "done")
    play(g, "settle 5")
    while g.pending.kind == "settle_move":
        play(g, "done")
    assert "enclave 5" not in option_set(g)
    assert "17.2.3" in why(g, "enclave 5")[1]
    spec["5"]["council"] = {"tokens": ["assembly"]}
    g = pos(spec, factions=("council", "lilypad"), player="lilypad", phase="daylight")
    play(g, "settle 5")
    while g.pending.kind == "settle_move":
        play(g, "done")
    assert "enclave 5" in option_set(g)


# ----------------------------------------------------------------------------- 17.2.5 Peacekeepers
@pytest.mark.law("17.2.5", "4.3.3")
def test_peacekeepers_at_a_closed_assembly_too() -> None:
    """Peacekeepers apply at any assembly, Closed or Governing: the Eyrie's one warrior
    defends with the Council's two, rolling up to 3 hits (4.3.2: the defender's warriors
    there, the Council's counted as defending)."""
    g = pos({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "marquise": 3, "eyrie": 1}},
            factions=("council", "marquise", "eyrie"), player="marquise", phase="daylight", dice=[3, 3])
    play(g, "battle 5 eyrie")
    finish_battle(g)
    assert warriors_at(g, 5, X) == 0 and warriors_at(g, 5, T) == 0  # three hits: the Eyrie's, then two
    assert warriors_at(g, 5, M) == 0  # the defence's three hits


@pytest.mark.law("17.2.5")
def test_peacekeepers_ignored_when_the_vagabond_defends() -> None:
    """The Marquise attack the Vagabond at an assembly: the Council's warriors do not defend
    (17.2.5): two hits are two items damaged, no Council warrior is removed."""
    g = pos({"5": {"council": {"warriors": 2, "tokens": ["governing"]}, "marquise": 3}},
            factions=("council", "marquise", "vagabond"), player="marquise", phase="daylight", dice=[2, 0],
            vagabond={**VB, "clearing": 5})
    play(g, "battle 5 vagabond")
    finish_battle(g)
    assert warriors_at(g, 5, T) == 2


@pytest.mark.law("17.2.5.I", "9.2.9.II")
def test_a_vagabond_allied_to_the_council_attacks_with_its_warriors() -> None:
    """17.2.5.I: the Vagabond, Allied to the Council, attacks the Marquise at an assembly: the
    Council's warriors are attacking warriors (he may treat them as his own, 9.2.9.II.c), not
    defending ones; the Marquise defend alone."""
    g = pos({"5": {"council": {"warriors": 3, "tokens": ["assembly"]}, "marquise": 2}},
            factions=("council", "marquise", "vagabond"), player="vagabond", phase="daylight", dice=[2, 1],
            vagabond={**VB, "clearing": 5, "relationships": {"council": 3, "marquise": 0}})
    play(g, "battle 5 marquise")
    assert g.pending.kind == "battle_ally" and "with council" in option_set(g)
    play(g, "with council")
    while any(getattr(fr, "is_battle", False) for fr in g.stack):
        if g.pending.kind == "take_hit" and "damage ally" in option_set(g):
            play(g, "damage ally")
        else:
            play(g, str(g.pending.options[0]))
    assert warriors_at(g, 5, M) == 0
    assert warriors_at(g, 5, T) == 2  # the Marquise's one hit fell on a Council warrior with him


# ----------------------------------------------------------------------------- 17.2.6 crafting
@pytest.mark.law("17.2.6")
def test_the_council_crafts_in_evening_not_birdsong() -> None:
    g = pos({"5": {"council": {"warriors": 1, "tokens": ["assembly"]}}}, hands={"council": ["Bake Sale"]})
    assert g.pending.kind == "council_reveal" and not options_of_kind(g, "craft")
    assert why(g, "craft \"Bake Sale\"")[1] == ["17.2.6", "17.6.2"]


# ----------------------------------------------------------------------------- 17.4 Birdsong
@pytest.mark.law("17.4", "17.4.3", "17.2.1")
def test_assemble_with_loyalists_that_give_rule_keeps_the_card() -> None:
    """Assemble in 5, where the Marquise have one warrior: placing two Loyalists with the
    assembly makes the Council rule, so the revealed card is kept (17.4.3 "then")."""
    g = pos({"5": {"marquise": 1}, "3": {"council": 1}}, board={"loyalists": 2},
            hands={"council": ["Bake Sale", "Anvil"]})
    play(g, o("reveal", "Bake Sale"), "assemble 5")
    assert g.pending.kind == "council_loyalists" and option_set(g) == {"x0", "x1", "x2"}
    play(g, "count 2")
    assert warriors_at(g, 5, T) == 2 and board(g)["revealed"] == ["Bake Sale"] and board(g)["loyalists"] == 0
    assert g.pending.kind == "council_reveal"


@pytest.mark.law("17.4", "17.4.2")
def test_a_card_with_no_possible_action_is_not_revealed() -> None:
    """With no warrior in supply, no assembly left, no warrior to move or battle with in a
    fox clearing, a fox card cannot be revealed (R327)."""
    g = pos({"5": {"council": 1}}, hands={"council": ["Anvil", "Bake Sale"]})
    assert o("reveal", "Anvil") in option_set(g)  # recruit in a fox clearing
    full = {str(c): {"council": {"warriors": 1, "tokens": ["assembly"]}} for c in (2, 3, 4, 7, 9)}
    full["5"] = {"council": {"warriors": 15, "tokens": ["assembly"]}}
    g = pos(full, hands={"council": ["Anvil", "Bake Sale"]})
    assert g.factions[T].supply == 0 and g.factions[T].tsupply["assembly"] == 0
    assert o("reveal", "Anvil") not in option_set(g) and o("reveal", "Bake Sale") in option_set(g)
    assert why(g, o("reveal", "Anvil"))[1] == ["17.4.1", "17.4.2", "17.4.3", "17.4.4"]


# ----------------------------------------------------------------------------- 17.6 Evening
@pytest.mark.law("17.6.1.I", "17.6.1.I.b")
def test_banish_the_vagabond_takes_no_hits_and_the_councils_rolled_hits_are_ignored() -> None:
    """17.6.1.I.b: Banish against the Vagabond is offered (ruling R575: his ambush could still
    hit), but he is not a warrior and takes no hit; his rolled hits are ignored."""
    g = evening({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}}}, ["Bake Sale"], dice=[2, 2],
                factions=("council", "marquise", "vagabond"), vagabond={**VB, "clearing": 5})
    gear = sorted(vagabond(g, X).gear)
    play(g, "banish 5 vagabond")
    finish_battle(g)
    assert warriors_at(g, 5, T) == 2  # the Vagabond's two rolled hits ignored
    assert sorted(vagabond(g, X).gear) == gear  # and none of the Council's hits fell on him


@pytest.mark.law("17.6.1.II", "17.2.1")
def test_agitate_with_four_loyalists_still_governs_and_a_governing_one_only_adds_a_loyalist() -> None:
    g = evening({"5": {"council": {"tokens": ["assembly"]}}, "3": {"council": {"tokens": ["governing"]}}},
                ["Bake Sale", "Cobbler"], board={"loyalists": 4})
    play(g, o("convene", "Bake Sale"), "agitate 5")
    assert tokens_at(g, 5, T) == ["governing"] and board(g)["loyalists"] == 4
    g = evening({"3": {"council": {"tokens": ["governing"]}}}, ["Bake Sale"], board={"loyalists": 1})
    play(g, "agitate 3")
    assert tokens_at(g, 3, T) == ["governing"] and board(g)["loyalists"] == 2
    assert "Bake Sale" not in hand(g, T)


@pytest.mark.law("17.6.1.III")
def test_empower_that_leaves_the_clearing_unruled_offers_no_point() -> None:
    """Empower removes 2 of the Council's 3 warriors in 5, where the Marquise have 1: the
    Council no longer rule, so only the Loyalists are offered (the one choice, taken)."""
    g = evening({"5": {"council": {"warriors": 3, "tokens": ["assembly"]}, "marquise": 1}}, ["Armorers"],
                dice=[2])
    play(g, "empower 5")
    assert g.factions[T].score == 0 and board(g)["loyalists"] == 2


@pytest.mark.law("17.6.2")
def test_inspire_with_a_craft_draws_nothing() -> None:
    """17.6.2: the draw icons are drawn only if no card is crafted: two assemblies off the
    track show one icon (R320); crafting a card there draws none."""
    g = evening({"1": {"council": {"warriors": 1, "tokens": ["assembly"]}},
                 "5": {"council": {"warriors": 1, "tokens": ["assembly"]}}}, [],
                hands={"council": ["Anvil"]})
    assert g.pending.kind == "inspire"
    play(g, "craft Anvil")
    n = len(hand(g, T))
    while g.pending.kind == "inspire":
        play(g, "done")
    assert len(hand(g, T)) == n


@pytest.mark.law("17.6.3", "17.6.4")
def test_adjourn_flips_only_ruled_assemblies_and_oversee_counts_enemy_tokens_not_warriors() -> None:
    """Adjourn: the Closed assembly in 5 (ruled) turns Governing, the one in 3 (the Marquise
    rule it) stays Closed. Oversee: 5 has a Diaspora enclave (a token of an enemy), 1 only a
    Marquise warrior: one assembly counts, one point."""
    g = evening({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "lilypad": {"tokens": ["peaceful"]}},
                 "3": {"council": {"tokens": ["assembly"]}, "marquise": 1},
                 "1": {"council": {"warriors": 2, "tokens": ["governing"]}, "marquise": 1}}, [],
                factions=("council", "marquise", "lilypad"))
    while g.pending.kind in ("inspire", "adjourn"):
        play(g, "done")
    assert tokens_at(g, 5, T) == ["governing"] and tokens_at(g, 3, T) == ["assembly"]
    assert g.factions[T].score == 1


@pytest.mark.law("17.4", "17.4.4", "H.3.2")
def test_a_card_whose_only_action_is_battling_an_enemy_hireling_may_be_revealed() -> None:
    """No warrior in supply, every assembly on the map, and the Council's one warrior in 5
    (rabbit) cannot move (it rules neither 5 nor a neighbour): a rabbit card's only action is a
    battle against the Warm Sun Prophets there, a hireling the Marquise control (an enemy,
    H.3.2), which Birdsong's battle offers. The engine had refused to reveal the card ("no
    move, recruit, assemble or battle is possible")."""
    cl: dict[str, Any] = {str(c): {"council": {"tokens": ["assembly"]}} for c in (1, 2, 6, 7, 9)}
    cl["8"] = {"council": {"warriors": 19, "tokens": ["assembly"]}}
    cl["5"] = {"council": 1}
    g = pos(cl, hands={"council": ["Bake Sale", "Anvil"]}, dice=[1, 0],
            hirelings={"cards": {"warm_sun_prophets": {"controller": "marquise", "control": 3,
                                                       "warriors": {"5": 2}}}})
    assert g.factions[T].supply == 0 and g.factions[T].tsupply["assembly"] == 0
    assert o("reveal", "Bake Sale") in option_set(g)
    play(g, o("reveal", "Bake Sale"))
    # the one action, taken at once: the battle (no assembly there: the card is kept)
    assert board(g)["revealed"] == ["Bake Sale"]
    assert g.hirelings is not None and g.hirelings.cards[0].at(4) == 1  # one hit


@pytest.mark.law("17.6.1.I", "17.6.1.I.c", "H.3.4")
def test_banish_is_not_offered_against_a_hireling() -> None:
    """Ruling R575: the Warm Sun Prophets (a hireling the Marquise control) at the Council's
    rabbit assembly cannot take hits from banish, play no ambush, and their rolled hits would
    be ignored: Banish is offered against the Marquise there, not against them, and the oracle
    says why (it had answered "the Council convenes the Woodfolk in Evening")."""
    g = evening({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "marquise": 1}}, ["Bake Sale"],
                hirelings={"cards": {"warm_sun_prophets": {"controller": "marquise", "control": 3,
                                                           "warriors": {"5": 2}}}})
    assert options_of_kind(g, "banish") == {"banish 5 marquise"}
    reason, rules = why(g, "banish 5 warm_sun_prophets")
    assert "cannot be banished" in reason and rules[:2] == ["17.6.1.I.c", "H.3.4"]


@pytest.mark.law("17.6", "17.6.1")
def test_the_oracle_says_the_convene_step_is_over_in_inspire() -> None:
    """After Convene (17.6.1), a Banish, Agitate or Empower is refused because that step is
    over (17.6), not "return a revealed card to hand first" (there is none left to return)."""
    g = evening({"5": {"council": {"warriors": 1, "tokens": ["assembly"]}}}, [],
                hands={"council": ["Anvil", "Bake Sale"]})
    assert g.pending.kind == "inspire"
    for text in ("agitate 5", "banish 5 marquise", "empower 5"):
        assert why(g, text) == ("Evening goes convene, inspire, adjourn: the convene step is over", ["17.6"])
    g = evening({"5": {"council": {"warriors": 1, "tokens": ["assembly"]}}}, ["Bake Sale", "Anvil"])
    assert g.pending.kind == "convene"
    assert why(g, "agitate 5")[1] == ["17.6.1"] and "convene" in why(g, "agitate 5")[0]


# ----------------------------------------------------------------------------- 17.3 setup
@pytest.mark.law("17.3.2")
def test_setup_the_council_does_not_start_in_a_corner_another_player_holds() -> None:
    """17.3.2 (ruling R329): the Council's starting corner is one no other player starts in:
    with the Marquise's keep in a corner, the Council may not start there, and the oracle
    says so."""
    g = Game.new({"map": "autumn", "factions": ["marquise", "council"], "seating": "given"}, 1)
    while g.pending.seat != 1 or g.pending.kind != "setup_corner":
        play(g, str(g.legal_actions()[0]))
    keep = g.factions[0].home + 1
    assert f"place {keep}" not in option_set(g) and len(options_of_kind(g, "place")) == 3
    assert why(g, f"place {keep}")[1] == ["17.3.2"]


# ----------------------------------------------------------------------------- 17.4.1 move
@pytest.mark.law("17.4.1")
def test_a_revealed_card_moves_only_from_a_clearing_it_matches() -> None:
    """A rabbit card (Bake Sale) moves the Council from 5 (rabbit), not from 1 (fox)."""
    g = pos({"5": {"council": 2}, "1": {"council": 2}}, hands={"council": ["Bake Sale", "Anvil"]})
    play(g, o("reveal", "Bake Sale"))
    moves = options_of_kind(g, "move")
    assert "move 5->2" in moves and not any(m.startswith("move 1->") for m in moves)
    assert why(g, "move 1->9")[1][0] == "17.4.1"


@pytest.mark.law("17.6.1.I", "1.5.5", "8.2.6")
def test_banished_warriors_moved_into_sympathy_their_owner_pays_the_outrage() -> None:
    """Ruling R577: Banish forces the hit warriors to move, and a forced move is resolved as if
    their player chose it (1.5.5): the Marquise's warriors banished from 5 into 2, where the
    Alliance have sympathy, are the Marquise's move, so the Marquise add a mouse card to the
    Supporters (8.2.6), not the Council (which had paid before)."""
    g = evening({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "marquise": 3},
                 "2": {"alliance": {"tokens": ["sympathy"]}}}, ["Bake Sale"], dice=[2, 0],
                factions=("council", "marquise", "alliance"),
                hands={"council": ["Investments"], "marquise": ["Mouse-in-a-Sack"]})
    play(g, "banish 5 marquise")
    while g.pending.kind != "banish_to":
        play(g, "pass")  # no ambush
    play(g, "banish_to 2")
    while g.pending.kind == "outrage":
        assert g.pending.seat == M
        play(g, str(g.pending.options[0]))
    assert warriors_at(g, 2, M) == 2
    assert hand(g, M) == [] and "Investments" in hand(g, T)
    assert [g.deckdef.cards[c].label for c in g.factions[X].supporters] == ["Mouse-in-a-Sack"]  # type: ignore[attr-defined]


@pytest.mark.law("17.6.1.I", "1.5.5", "15.2.4")
def test_banished_keepers_may_carry_a_relic_with_them() -> None:
    """Ruling R577: banished Keeper warriors make the Keepers' own move (1.5.5), so, moving
    between clearings, the Keepers may move a relic with each warrior (15.2.4)."""
    g = evening({"5": {"council": {"warriors": 2, "tokens": ["assembly"]},
                       "keepers": {"warriors": 2, "tokens": ["figure_one"]}}}, ["Bake Sale"], dice=[2, 0],
                factions=("council", "keepers"))
    play(g, "banish 5 keepers")
    while g.pending.kind != "banish_to":
        play(g, "pass")
    play(g, "banish_to 2")
    assert g.pending.seat == M and g.pending.kind == "carry_relics"
    play(g, "carry figure_one")
    assert tokens_at(g, 2, M) == ["figure_one"] and tokens_at(g, 5, M) == []


@pytest.mark.law("17.2.3", "9.5.3", "2.2.4")
def test_the_vagabond_explores_at_a_governing_assembly_but_the_emptied_ruin_stays() -> None:
    """Ruling R578: at a Governing assembly the Vagabond may still take the item under a ruin
    (17.2.3 of the Law forbids placing, removing and flipping, not taking) and scores, but the
    ruin, a piece (G.27), is not removed with its last item (an enemy of the Council cannot
    remove pieces there outside battle); at a Closed assembly it goes (9.5.3)."""
    from woodland.testing import position

    def explore(side: str) -> Game:
        spec = {"factions": ["council", "vagabond"], "ruins": [6], "turn": {"player": "vagabond", "phase": "daylight"},
                "clearings": {"6": {"council": {"tokens": [side]}}}, "hands": {"council": [], "vagabond": []},
                "vagabond": {"character": "thief", "clearing": 6, "items": ["torch", "boots", "sword"]}}
        g = position(spec)
        assert len(g.ruin_items[5]) == 1 and "explore" in option_set(g)
        play(g, "explore")
        return g

    g = explore("governing")
    assert g.buildings[5] == ((-1, "ruin"),) and g.ruin_items[5] == () and g.factions[1].score == 1
    assert "explore" not in option_set(g)  # nothing left under it
    g = explore("assembly")
    assert g.buildings[5] == () and g.factions[1].score == 1
