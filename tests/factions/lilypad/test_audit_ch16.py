"""Law chapter 16 (the Lilypad Diaspora), audited rule by rule: scenario tests of the edge
cases the chapter tests leave out (empty supplies, no legal target, other factions' pieces
and abilities), one or more per numbered rule.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Rivers: 4-7, 5-10, 7-11, 10-11.
"""

from __future__ import annotations

import pytest

from woodland import Game
from woodland.factions.lilypad import lilypad
from woodland.testing import hand, option_set, play, tokens_at, warriors_at

from .test_ch16_lilypad import finish_battle, lp, pos

L, M = 0, 1  # seats: the Diaspora, the Marquise (a third faction is seat 2)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    r = g.why_not(g.parse(text))
    assert r is not None, text
    return r


# ----------------------------------------------------------------------------- 1.5.4 with too few warriors
@pytest.mark.law("16.4.2.I", "1.5.4")
def test_rally_with_too_few_warriors_the_diaspora_choose_the_enclaves() -> None:
    """Rally with one warrior left for two Militant enclaves: the Diaspora choose which gets
    it (1.5.4: the most possible, placed where the player chooses, as the Marquise's
    recruiters, 6.5.3, and the Hundreds' recruit, R216). The engine had given it to the
    enclave of the lowest clearing number."""
    g = pos({"12": lp(17), "5": lp(1, "militant"), "7": lp(1, "militant")}, phase="birdsong")
    assert g.factions[L].supply == 1
    play(g, "rally")
    assert g.pending.kind == "recruit_place" and option_set(g) == {"place 5", "place 7"}
    assert why(g, "place 12")[1] == ["16.4.2.I", "1.5.4"]
    assert Game.from_json(g.to_json()).fingerprint() == g.fingerprint()  # a saved game keeps the choice
    play(g, "place 7")
    assert (warriors_at(g, 5, L), warriors_at(g, 7, L)) == (1, 2)
    assert g.factions[L].supply == 0 and g.pending.kind == "lilypad_daylight"


@pytest.mark.law("16.4.2.I", "1.5.4")
def test_rally_with_enough_warriors_asks_nothing() -> None:
    g = pos({"12": lp(16), "5": lp(1, "militant"), "7": lp(1, "militant")}, phase="birdsong")
    play(g, "rally")
    assert (warriors_at(g, 5, L), warriors_at(g, 7, L)) == (2, 2) and g.pending.kind == "lilypad_daylight"


@pytest.mark.law("16.5.2", "1.5.4")
def test_provoke_with_too_few_warriors_the_diaspora_choose_then_discard_at_random() -> None:
    """Provoke places a Militant enclave in 7 (on the river), then a warrior at each Militant
    enclave (5 and 7) with one left: the Diaspora choose; finally a random card is discarded."""
    g = pos({"12": lp(18), "5": lp(1, "militant"), "7": lp(0)}, hands={"lilypad": ["Anvil"]})
    assert g.factions[L].supply == 1
    play(g, "provoke 7")
    assert tokens_at(g, 7, L) == ["militant"]
    assert g.pending.kind == "recruit_place" and hand(g, L) == ["Anvil"]  # not discarded yet
    play(g, "place 7")
    assert (warriors_at(g, 5, L), warriors_at(g, 7, L)) == (1, 1)
    assert hand(g, L) == [] and g.pending.kind == "lilypad_daylight"


@pytest.mark.law("16.2.4", "1.5.4")
def test_fears_come_to_pass_with_too_few_warriors_the_diaspora_choose() -> None:
    """The Marquise attack the Peaceful enclave in 5 (nothing is hit); the Peaceful enclaves
    with Marquise pieces (5, 10 and 4) all flip, and the Diaspora's one warrior left goes to
    the one they choose."""
    g = pos({"12": lp(16), "5": {**lp(1, "peaceful"), "marquise": {"warriors": 3}},
             "10": {**lp(1, "peaceful"), "marquise": {"warriors": 1}},
             "4": {**lp(1, "peaceful"), "marquise": {"warriors": 1}}}, player="marquise", dice=[0, 0])
    assert g.factions[L].supply == 1
    play(g, "battle 5 lilypad")
    finish_battle(g)
    assert [tokens_at(g, c, L) for c in (4, 5, 10)] == [["militant"]] * 3
    assert g.pending.seat == L and g.pending.kind == "recruit_place"
    assert option_set(g) == {"place 4", "place 5", "place 10"}
    play(g, "place 10")
    assert [warriors_at(g, c, L) for c in (4, 5, 10)] == [1, 1, 2]
    assert g.pending.seat == M


# ----------------------------------------------------------------------------- 16.2.1 enclaves and matching
@pytest.mark.law("16.2.1.II", "16.2.4")
def test_favor_of_the_rabbits_removes_a_peaceful_enclave_not_a_militant_one_then_fears() -> None:
    """Favor of the Rabbits removes enemy pieces in rabbit clearings: 5 keeps its rabbit suit
    under a Peaceful enclave (it adds frog), so the Diaspora's warrior and enclave there go;
    10 is frog only under its Militant enclave (16.2.1.I), so nothing there goes. The Marquise
    removed a Peaceful enclave outside battle: the Peaceful enclave in 1, where they have a
    warrior, flips with a warrior (16.2.4)."""
    g = pos({"3": {"marquise": {"buildings": ["workshop"]}}, "4": {"marquise": {"buildings": ["workshop"]}},
             "10": {**lp(1, "militant"), "marquise": {"buildings": ["workshop"]}},
             "5": lp(1, "peaceful"), "1": {**lp(0, "peaceful"), "marquise": {"warriors": 1}}},
            hands={"marquise": ["Favor of the Rabbits"]}, player="marquise")
    play(g, "craft \"Favor of the Rabbits\"")
    while g.pending.seat != M or g.pending.kind not in ("daylight", "marquise_daylight"):
        play(g, str(g.pending.options[0]))
    assert tokens_at(g, 5, L) == [] and warriors_at(g, 5, L) == 0
    assert tokens_at(g, 10, L) == ["militant"] and warriors_at(g, 10, L) == 1
    assert tokens_at(g, 1, L) == ["militant"] and warriors_at(g, 1, L) == 1
    assert g.factions[M].score == 1  # 3.2.1: the enclave, a token


@pytest.mark.law("16.2.1.II", "17.4.2")
def test_a_council_card_matches_an_enclave_clearing_by_its_suits() -> None:
    """The Council recruits with a revealed card in a matching clearing: a fox card matches 1
    (fox, a Peaceful enclave adds frog) but not 12 (fox, made frog by a Militant enclave); a
    frog card matches both enclave clearings and no other."""
    g = pos({"1": lp(1, "peaceful"), "12": lp(1, "militant"), "8": {"council": 1}}, player="council",
            phase="birdsong", others=("council",), hands={"council": ["Anvil", "Settlers"]})
    play(g, "reveal Anvil")
    recruit = {str(o) for o in g.pending.options if o.kind == "recruit"}
    assert "recruit 1" in recruit and "recruit 12" not in recruit and "recruit 8" in recruit
    play(g, "recruit 1", "reveal Settlers")
    assert {str(o) for o in g.pending.options if o.kind == "recruit"} == {"recruit 1", "recruit 12"}


# ----------------------------------------------------------------------------- 16.2.2.I Frog Dominance
@pytest.mark.law("16.2.2.I")
def test_frog_dominance_held_by_an_enemy_who_rules_two_enclaves_on_the_river() -> None:
    """The Marquise hold Frog Dominance: they win if they rule two clearings on the river with
    an enclave of either side (5 and 7), not with one ruled there and one off the river (1)."""
    from woodland.rules.victory import dominance_won

    g = pos({"5": {**lp(1, "peaceful"), "marquise": {"warriors": 2}},
             "7": {**lp(0, "militant"), "marquise": {"warriors": 1}}, "3": lp(2)},
            others=("marquise", "eyrie"), dominance={"marquise": "Frog Dominance"})
    assert dominance_won(g, M) and not dominance_won(g, L)
    g2 = pos({"5": {**lp(1, "peaceful"), "marquise": {"warriors": 2}},
              "1": {**lp(0, "militant"), "marquise": {"warriors": 1}}, "3": lp(2)},
             others=("marquise", "eyrie"), dominance={"marquise": "Frog Dominance"})
    assert not dominance_won(g2, M)
    # at the start of their Birdsong the game ends: the Marquise win by dominance
    g3 = pos({"5": {**lp(1, "peaceful"), "marquise": {"warriors": 2}},
              "7": {**lp(0, "militant"), "marquise": {"warriors": 1}}, "3": lp(2)},
             others=("marquise", "eyrie"), dominance={"marquise": "Frog Dominance"}, player="marquise",
             phase="birdsong")
    assert g3.result is not None and g3.result["winners"] == ["marquise"] and g3.result["reason"] == "dominance"


# ----------------------------------------------------------------------------- 16.2.3 the Pond
@pytest.mark.law("16.2.3")
def test_a_frog_card_another_player_spends_goes_on_top_of_the_pond() -> None:
    """The Marquise spend a frog card to overwork in 5 (a rabbit clearing a Peaceful enclave
    makes frog too, 16.2.1.II): it goes on top of the Pond, not to the discard pile."""
    g = pos({"5": {**lp(0, "peaceful"), "marquise": {"buildings": ["sawmill"], "warriors": 1}}},
            hands={"marquise": ["Settlers"]}, player="marquise", lilypad={"pond": ["Militias"]})
    play(g, "overwork 5")
    if g.pending.kind == "spend":
        play(g, "spend Settlers")
    assert g.view(M)["players"][L]["board"]["pond"] == ["Militias", "Settlers"]
    assert "Settlers" not in [g.deckdef.cards[c].label for c in g.discard]


# ----------------------------------------------------------------------------- 16.2.4 Fears Come to Pass
@pytest.mark.law("16.2.4")
def test_fears_come_to_pass_after_the_vagabond_attacks_flips_where_his_pawn_is() -> None:
    """The Vagabond attacks the Peaceful enclave in 5: his pawn is his only piece, so only the
    enclave where it stands flips (with a warrior); the Peaceful enclave in 7 stays."""
    g = pos({"5": lp(1, "peaceful"), "7": lp(1, "peaceful")}, player="vagabond", others=("vagabond",),
            vagabond={"character": "thief", "clearing": 5, "items": ["sword", "sword", "boots", "torch"]},
            dice=[0, 0])
    play(g, "battle 5 lilypad")
    finish_battle(g)
    assert tokens_at(g, 5, L) == ["militant"] and warriors_at(g, 5, L) == 2
    assert tokens_at(g, 7, L) == ["peaceful"] and warriors_at(g, 7, L) == 1


# ----------------------------------------------------------------------------- 16.2.5 Negotiations
@pytest.mark.law("16.2.5")
def test_the_vagabond_negotiates_with_his_pawn_giving_the_ruler_a_card_once_a_turn() -> None:
    """The Vagabond's pawn is a faction piece (1.5.2, G.10): with it in 5 and 7, each with a
    Militant enclave the Diaspora rule, he may negotiate, giving them a card; once a turn."""
    g = pos({"5": lp(2, "militant"), "7": lp(1, "militant")}, player="vagabond", others=("vagabond",),
            vagabond={"character": "thief", "clearing": 5, "items": ["sword", "boots", "torch"]},
            hands={"vagabond": ["Anvil", "Bake Sale"]})
    assert "negotiate 5 Anvil" in option_set(g) and why(g, "negotiate 7 Anvil")[1] == ["16.2.5"]
    play(g, "negotiate 5 Anvil")
    assert tokens_at(g, 5, L) == ["peaceful"] and hand(g, L) == ["Anvil"]
    assert not any(o.kind == "negotiate" for o in g.pending.options)
    assert why(g, "negotiate 5 \"Bake Sale\"")[0] == "Negotiations is used once during your turn"


@pytest.mark.law("16.2.5")
def test_the_diaspora_cannot_negotiate_with_themselves() -> None:
    g = pos({"5": lp(2, "militant")})
    assert not any(o.kind == "negotiate" for o in g.pending.options)
    assert why(g, "negotiate 5")[1] == ["16.2.5"]


# ----------------------------------------------------------------------------- 16.2.7 crafting
@pytest.mark.law("16.2.7", "16.4.1")
def test_the_diaspora_do_not_craft_in_daylight() -> None:
    g = pos({"5": lp(1, "peaceful")}, hands={"lilypad": ["Anvil"]})
    assert not any(o.kind == "craft" for o in g.pending.options)
    assert why(g, "craft Anvil") == ("the Diaspora craft in Birdsong, activating enclaves", ["16.2.7", "16.4.1"])
    assert why(g, "rally")[1] == ["16.4.2"]
    g = pos({"5": lp(1, "peaceful")}, hands={"lilypad": ["Anvil"]}, phase="birdsong")
    assert why(g, "provoke 5")[1] == ["16.5"] and why(g, "integrate Anvil")[1] == ["16.6.2"]


# ----------------------------------------------------------------------------- 16.4 Birdsong
@pytest.mark.law("16.4.2", "16.4.2.II")
def test_rally_or_reconcile_is_not_skipped_and_an_unruled_enclave_draws_nobody() -> None:
    """16.4.2: "You must either Rally or Reconcile": no plain "done". Reconciling the Militant
    enclave in 5, which nobody rules (one warrior each of the Diaspora and the Marquise),
    draws no card."""
    g = pos({"5": {**lp(1, "militant"), "marquise": {"warriors": 1}}, "7": lp(1, "militant")},
            phase="birdsong")
    assert "done" not in option_set(g) and {"rally", "reconcile 5", "reconcile 7"} <= option_set(g)
    play(g, "reconcile 5")
    assert tokens_at(g, 5, L) == ["peaceful"] and hand(g, L) == [] and hand(g, M) == []
    play(g, "done")
    assert tokens_at(g, 7, L) == ["militant"] and g.pending.kind == "lilypad_daylight"


# ----------------------------------------------------------------------------- 16.5 Daylight
@pytest.mark.law("16.5")
def test_settle_or_provoke_three_times_then_no_more() -> None:
    g = pos({"5": lp(4, "peaceful"), "7": lp(1), "4": lp(1), "11": lp(1)}, crafted={"lilypad": ["Tax Collector"]})
    play(g, "provoke 7", "provoke 4", "provoke 11")
    assert g.pending.kind == "lilypad_daylight"  # Tax Collector may still be used
    assert not any(o.kind in ("settle", "provoke") for o in g.pending.options)
    assert why(g, "provoke 5") == ("you Settle or Provoke up to three times in Daylight", ["16.5"])
    assert why(g, "settle 5")[1] == ["16.5"]


@pytest.mark.law("16.5.1")
def test_settle_either_battles_or_places_an_enclave_not_both() -> None:
    """Settling in 5, where the Diaspora rule and the Eyrie have a roost: after a battle there,
    no enclave is placed (16.5.1 "either ... or")."""
    g = pos({"5": {**lp(3), "eyrie": {"buildings": ["roost"]}}, "1": lp(1)}, others=("marquise", "eyrie"),
            dice=[0, 0])
    play(g, "settle 5", "done")
    assert {"battle 5 eyrie", "enclave 5"} <= option_set(g)
    play(g, "battle 5 eyrie")
    finish_battle(g)
    assert g.pending.kind == "lilypad_daylight" and "enclave 5" not in option_set(g)
    assert tokens_at(g, 5, L) == []


@pytest.mark.law("16.5.1")
def test_settle_places_no_enclave_where_the_diaspora_do_not_rule() -> None:
    g = pos({"5": {**lp(1), "marquise": {"warriors": 2}}, "1": lp(1)})
    play(g, "settle 5", "done")
    assert "enclave 5" not in option_set(g)
    assert why(g, "enclave 5")[1] == ["16.5.1"] and "rule" in why(g, "enclave 5")[0]


@pytest.mark.law("16.5.2", "6.2.2")
def test_provoke_places_no_enclave_at_the_keep_and_skips_the_discard_with_no_hand() -> None:
    """The keep (6.2.2): no other player places pieces there, so no Militant enclave goes to 7
    (on the river, the keep's clearing here). A Provoke with no card in hand discards nothing."""
    g = pos({"7": {**lp(1), "marquise": {"tokens": ["keep"]}}, "3": lp(1)})
    assert "provoke 7" not in option_set(g) and "6.2.2" in why(g, "provoke 7")[1]
    play(g, "provoke 3")  # a Diaspora warrior, off the river
    assert tokens_at(g, 3, L) == ["militant"] and warriors_at(g, 3, L) == 2 and hand(g, L) == []


# ----------------------------------------------------------------------------- 16.6 Evening
@pytest.mark.law("16.6.1", "13.7.4")
def test_retaliate_must_battle_enemy_pieces_placed_during_the_step() -> None:
    """16.6.1's own case: the Militant enclave in 2 has no enemy piece when Retaliate begins;
    the Diaspora's battle in 5 removes the Corvid's face-up raid, which places a Corvid warrior
    in 1 and in 2 (13.7.4); now the Diaspora must battle in 2 as well. Retaliate offers
    no way out while a battle is owed."""
    g = pos({"5": {**lp(3, "militant"), "corvid": {"tokens": ["raid"]}}, "2": lp(2, "militant"),
             "7": {**lp(1, "militant"), "marquise": {"warriors": 1}}},
            phase="evening", others=("corvid", "marquise"), dice=[2, 0, 0, 0])
    assert option_set(g) == {"battle 5 corvid", "battle 7 marquise"}
    play(g, "battle 5 corvid")
    finish_battle(g)
    assert warriors_at(g, 2, 1) == 1
    assert option_set(g) == {"battle 2 corvid", "battle 7 marquise"}


@pytest.mark.law("16.6.1", "11.2.7")
def test_retaliate_battles_the_riverfolk_the_diaspora_hired() -> None:
    """16.6.1: "You must battle Riverfolk Company Mercenaries if they are the only way to
    battle": the Diaspora hired them this turn (11.2.7), yet at the Militant enclave in 5,
    where only Riverfolk warriors stand, they must battle the Riverfolk."""
    g = pos({"5": {**lp(2, "militant"), "riverfolk": {"warriors": 2}},
             "7": {**lp(2, "militant"), "marquise": {"warriors": 1}}},
            phase="evening", others=("marquise", "riverfolk"), riverfolk={"mercenaries": "lilypad"})
    assert g.pending.kind == "retaliate" and option_set(g) == {"battle 5 riverfolk", "battle 7 marquise"}
    # and where the Diaspora have no warrior, the hired Riverfolk there are the only way to
    # battle the Marquise: that battle is owed too
    g = pos({"5": {**lp(0, "militant"), "riverfolk": {"warriors": 2}, "marquise": {"warriors": 1}},
             "7": {**lp(1, "militant"), "marquise": {"warriors": 1}}},
            phase="evening", others=("marquise", "riverfolk"), riverfolk={"mercenaries": "lilypad"})
    assert g.pending.kind == "retaliate" and option_set(g) == {"battle 5 marquise", "battle 7 marquise"}


@pytest.mark.law("16.6.2")
def test_integrate_once_a_bird_card_as_one_suit() -> None:
    """A bird card integrates as one suit named (R342): fox scores the Peaceful enclaves in fox
    clearings (1 and 12), not the Militant one in 6, nor those of other suits; then the step is
    over (no second Integrate)."""
    g = pos({"1": lp(1, "peaceful"), "12": lp(1, "peaceful"), "6": lp(1, "militant"), "5": lp(1, "peaceful")},
            hands={"lilypad": ["Ambush (bird)", "Anvil"]}, phase="evening")
    play(g, "integrate \"Ambush (bird)\" fox")
    assert g.factions[L].score == 2
    assert g.pending.kind != "integrate" and "Anvil" in hand(g, L)


@pytest.mark.law("16.6.3")
@pytest.mark.parametrize(("peaceful", "draws"), [(0, 1), (1, 1), (2, 2), (3, 2), (4, 3), (7, 3), (8, 4), (12, 4)])
def test_draw_one_plus_the_peaceful_enclave_bonus(peaceful: int, draws: int) -> None:
    """16.6.3: one card, +1 with 2-3 Peaceful enclaves, +2 with 4-7, +3 with 8 or more
    (Militant ones do not count: a Militant enclave is in every position here)."""
    cs = [c for c in range(1, 13) if c != 12][:peaceful]
    spec = {str(c): lp(1, "peaceful") for c in cs}
    if peaceful < 12:
        spec["12"] = lp(1, "militant")
    g = pos(spec, phase="evening")
    assert lilypad(g, L).draw_count(g) == draws


@pytest.mark.law("16.5.1", "H.3.2")
def test_settle_to_battle_an_enemy_hireling() -> None:
    """The Diaspora may Settle in 5 only to battle there: no warrior can move in and the
    Peaceful enclave is there already; the one enemy is a hireling the Marquise control (an
    enemy, H.3.2), which Settle's battle may attack. The engine had not offered this Settle
    (it looked for a battle against factions only) and said "no battle"."""
    g = pos({"5": lp(2, "peaceful")}, dice=[1, 0],
            hirelings={"cards": {"warm_sun_prophets": {"controller": "marquise", "control": 3, "warriors": {"5": 1}}}})
    assert "settle 5" in option_set(g)
    play(g, "settle 5")
    assert "battle 5 warm_sun_prophets" in option_set(g)
    play(g, "battle 5 warm_sun_prophets")
    finish_battle(g)
    assert g.hirelings is not None and g.hirelings.cards[0].at(4) == 0


@pytest.mark.law("16.2.3", "10.2.6")
def test_with_the_lizard_cult_a_discarded_frog_card_goes_to_the_pond_not_lost_souls() -> None:
    """16.2.3's own note (ruling R344): the Marquise spend a frog card in a game with the Lizard
    Cult: it goes on top of the Pond; a fox card spent the same way goes to the Lost Souls."""
    g = pos({"5": {**lp(0, "peaceful"), "marquise": {"buildings": ["sawmill"], "warriors": 1}},
             "1": {"marquise": {"buildings": ["sawmill"], "warriors": 1}}},
            hands={"marquise": ["Settlers", "Anvil"]}, player="marquise", others=("marquise", "lizard"))
    play(g, "overwork 5")
    if g.pending.kind == "spend":
        play(g, "spend Settlers")
    play(g, "overwork 1")
    if g.pending.kind == "spend":
        play(g, "spend Anvil")
    assert g.view(M)["players"][L]["board"]["pond"] == ["Settlers"]
    assert [g.deckdef.cards[c].label for c in g.factions[2].lost_souls] == ["Anvil"]  # type: ignore[attr-defined]


@pytest.mark.law("16.2.2.I.a", "4.3.2", "4.3.5")
def test_enclave_defense_with_no_diaspora_warrior_the_holder_defends_the_enclave() -> None:
    """The Diaspora have only a Peaceful enclave in 5; the Eyrie hold Frog Dominance and have
    2 warriors there. The Marquise attack the Diaspora: the Eyrie's warriors defend (so the
    Diaspora are not defenseless, 4.3.5: no extra hit), they take the 2 hits and the enclave
    stands, and they deal their rolled hit back."""
    g = pos({"5": {**lp(0, "peaceful"), "eyrie": {"warriors": 2}, "marquise": {"warriors": 3}}},
            player="marquise", others=("marquise", "eyrie"), dice=[2, 1], dominance={"eyrie": "Frog Dominance"})
    play(g, "battle 5 lilypad")
    finish_battle(g)
    assert warriors_at(g, 5, 2) == 0 and warriors_at(g, 5, M) == 2
    assert tokens_at(g, 5, L) == ["militant"]  # it stood; then Fears Come to Pass flipped it (16.2.4)


@pytest.mark.law("16.2.2.I.a", "16.2.2.I.b", "17.2.5")
def test_the_council_holding_frog_dominance_at_its_assembly_defends_once() -> None:
    """The Council hold Frog Dominance and have an assembly and 2 warriors in 5, where the
    Diaspora have only a Peaceful enclave: Enclave Defense and Peacekeepers both lend the
    Council's warriors, which count once (the defence rolls 3 and deals 2, not 3), nobody is
    asked whose warriors take a hit, and the Marquise's third hit removes the enclave."""
    g = pos({"5": {**lp(0, "peaceful"), "council": {"warriors": 2, "tokens": ["assembly"]},
                   "marquise": {"warriors": 6}}},
            player="marquise", others=("marquise", "council"), dice=[3, 3], dominance={"council": "Frog Dominance"})
    play(g, "battle 5 lilypad")
    asked = []
    while any(getattr(fr, "is_battle", False) for fr in g.stack):
        asked.append(g.pending.kind)
        play(g, str(g.pending.options[0]))
    assert "helper_hit" not in asked
    assert warriors_at(g, 5, M) == 4 and warriors_at(g, 5, 2) == 0
    assert tokens_at(g, 5, L) == [] and tokens_at(g, 5, 2) == ["assembly"]


@pytest.mark.law("16.4.2", "16.4.2.II")
def test_reconcile_may_flip_no_enclave_and_place_no_warrior() -> None:
    """Ruling R576: "flip any number" includes none: with two Militant enclaves, `reconcile`
    alone ends Birdsong without flipping and without the Rally's warriors."""
    g = pos({"5": lp(1, "militant"), "7": lp(1, "militant")}, phase="birdsong")
    assert "reconcile" in option_set(g)
    play(g, "reconcile")
    assert [tokens_at(g, c, L) for c in (5, 7)] == [["militant"], ["militant"]]
    assert (warriors_at(g, 5, L), warriors_at(g, 7, L)) == (1, 1) and g.pending.kind == "lilypad_daylight"
