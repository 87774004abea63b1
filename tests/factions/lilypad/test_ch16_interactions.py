"""Law chapter 16, the Lilypad Diaspora, against other factions' rules: the Twilight Council's
Governors (17.2.3) over the Diaspora's flips and crafting, Fears Come to Pass inside and
outside battle, Negotiations' card, Swimmers, an empty supply.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Rivers: 4-7, 5-10, 7-11, 10-11.
"""

from __future__ import annotations

import functools

import pytest

from woodland import Game
from woodland.testing import hand, option_set, play, tokens_at, warriors_at

from .test_ch16_lilypad import finish_battle, lp, pos as _pos

L, M, T = 0, 1, 2  # seats: the Diaspora, the Marquise, the Council


#: a position of the Diaspora with the Marquise and the Council (test_ch16_lilypad.pos)
pos = functools.partial(_pos, others=("marquise", "council"))


GOV = {"council": {"tokens": ["governing"]}}


def why(g: Game, text: str) -> tuple[str, list[str]]:
    r = g.why_not(g.parse(text))
    assert r is not None, text
    return r


def past_window(g: Game) -> Game:
    """Pass the window before Birdsong where an enemy of the Council may entreat it (R120)."""
    if g.pending.kind == "turn_window":
        play(g, "done")
    return g


# ----------------------------------------------------------------------------- 17.2.3 Governors
@pytest.mark.law("17.2.3", "16.4.1", "16.2.7")
def test_the_diaspora_cannot_craft_with_an_enclave_at_a_governing_assembly() -> None:
    """Enclaves are the Diaspora's crafting pieces (16.2.7): at a Governing assembly they
    cannot be activated (17.2.3); elsewhere the same card is craftable."""
    g = past_window(pos({"5": {**lp(1, "peaceful"), **GOV}}, hands={"lilypad": ["Anvil"]}, phase="birdsong"))
    assert "craft Anvil" not in option_set(g)
    g = past_window(pos({"5": {**lp(1, "peaceful"), **GOV}, "10": lp(1, "peaceful")},
                        hands={"lilypad": ["Anvil", "Bake Sale"]}, phase="birdsong"))
    assert "craft Anvil" in option_set(g)
    # Bake Sale needs two icons: the enclave in 10 pays one, the one in 5 is barred
    text, rules = why(g, 'craft "Bake Sale"')
    assert rules == ["4.1.1", "17.2.3"] and "clearing 5 has a Governing assembly" in text
    play(g, "craft Anvil")
    assert "Anvil" not in hand(g, L)


@pytest.mark.law("17.2.3", "16.5.2")
def test_provoke_cannot_flip_or_place_an_enclave_at_a_governing_assembly() -> None:
    g = pos({"5": {**lp(1, "peaceful"), **GOV}, "7": {**lp(1), **GOV}, "10": lp(1, "peaceful")})
    opts = option_set(g)
    assert "provoke 10" in opts
    assert "provoke 5" not in opts and "provoke 7" not in opts
    text, rules = why(g, "provoke 5")
    assert "Governing assembly" in text and "17.2.3" in rules
    assert "17.2.3" in why(g, "provoke 7")[1]


@pytest.mark.law("17.2.3", "16.4.2.II")
def test_reconcile_cannot_flip_a_militant_enclave_at_a_governing_assembly() -> None:
    g = past_window(pos({"5": {**lp(1, "militant"), **GOV}, "7": lp(1, "militant")}, phase="birdsong"))
    if g.pending.kind == "craft":
        play(g, "done")
    opts = option_set(g)
    assert "reconcile 7" in opts and "reconcile 5" not in opts
    assert "17.2.3" in why(g, "reconcile 5")[1]


@pytest.mark.law("17.2.3", "16.4.2.I")
def test_rally_places_no_warrior_at_a_governing_assembly() -> None:
    g = past_window(pos({"5": {**lp(1, "militant"), **GOV}, "7": lp(1, "militant")}, phase="birdsong"))
    if g.pending.kind == "craft":
        play(g, "done")
    play(g, "rally")
    assert warriors_at(g, 5, L) == 1 and warriors_at(g, 7, L) == 2


@pytest.mark.law("17.2.3", "16.2.5")
def test_an_enemy_of_the_council_cannot_negotiate_at_a_governing_assembly() -> None:
    g = pos({"5": {**lp(0, "militant"), **GOV, "marquise": 1}, "7": {**lp(0, "militant"), "marquise": 1}},
            player="marquise")
    opts = option_set(g)
    assert "negotiate 7" in opts and "negotiate 5" not in opts
    text, rules = why(g, "negotiate 5")
    assert "Governing assembly" in text and "17.2.3" in rules


@pytest.mark.law("17.2.3", "16.2.5")
def test_the_council_itself_may_negotiate_at_its_governing_assembly() -> None:
    """Governors bind only the Council's enemies: the Council, ruling 5 (two warriors), flips
    the enclave without a card."""
    g = pos({"5": {**lp(0, "militant"), "council": {"warriors": 2, "tokens": ["governing"]}}},
            player="council")
    assert "negotiate 5" in option_set(g)
    play(g, "negotiate 5")
    assert tokens_at(g, 5, L) == ["peaceful"]


@pytest.mark.law("17.2.3", "16.2.4")
def test_fears_come_to_pass_flips_no_enclave_at_a_governing_assembly() -> None:
    """Ruling R523: Fears Come to Pass comes after the battle, so it is not "in battle": at a
    Governing assembly the Diaspora (an enemy of the Council) cannot flip their enclave nor
    place its warrior; elsewhere the enclaves with the attacker's pieces flip as usual."""
    g = pos({"5": {**lp(1, "peaceful"), "marquise": 3},
             "10": {**lp(1, "peaceful"), "marquise": 1, **GOV},
             "1": {**lp(1, "peaceful"), "marquise": 1}},
            player="marquise", dice=[0, 0])
    finish_battle(play(g, "battle 5 lilypad"))
    assert tokens_at(g, 5, L) == ["militant"] and warriors_at(g, 5, L) == 2
    assert tokens_at(g, 1, L) == ["militant"] and warriors_at(g, 1, L) == 2
    assert tokens_at(g, 10, L) == ["peaceful"] and warriors_at(g, 10, L) == 1


# ----------------------------------------------------------------------------- 16.2.4 Fears
@pytest.mark.law("16.2.4")
def test_fears_come_to_pass_not_when_the_diaspora_attack() -> None:
    """The Diaspora attack the Marquise in 5 and its hits remove their Peaceful enclave: no
    enemy attacked a defending enclave, nor removed one outside battle; nothing flips."""
    g = pos({"5": {**lp(1, "peaceful"), "marquise": 2}, "10": {**lp(1, "peaceful"), "marquise": 1}},
            dice=[2, 2], others=("marquise", "eyrie"))
    play(g, "settle 5")
    if g.pending.kind == "settle_move":
        play(g, "done")
    finish_battle(play(g, "battle 5 marquise"))
    assert tokens_at(g, 5, L) == [] and warriors_at(g, 5, L) == 0
    assert tokens_at(g, 10, L) == ["peaceful"] and warriors_at(g, 10, L) == 1


@pytest.mark.law("16.2.4")
def test_fears_come_to_pass_after_the_battle_that_removes_the_defending_enclave() -> None:
    """The Marquise's hits remove the Diaspora's warrior and their Peaceful enclave in 5:
    the enclaves with Marquise pieces flip, once, with a warrior each; 5 has no enclave left."""
    g = pos({"5": {**lp(1, "peaceful"), "marquise": 3}, "10": {**lp(0, "peaceful"), "marquise": 1},
             "4": lp(0, "peaceful")},
            player="marquise", dice=[2, 0], others=("marquise", "eyrie"))
    finish_battle(play(g, "battle 5 lilypad"))
    assert tokens_at(g, 5, L) == [] and warriors_at(g, 5, L) == 0
    assert g.factions[M].score == 1  # the enclave removed: a token (3.2.1)
    assert tokens_at(g, 10, L) == ["militant"] and warriors_at(g, 10, L) == 1
    assert tokens_at(g, 4, L) == ["peaceful"]


@pytest.mark.law("16.2.4", "13.7.4", "4.3.6")
def test_fears_come_to_pass_after_the_battle_sees_the_raiders_placed_during_it() -> None:
    """The Corvid (1 warrior and a face-up raid in 5) attack the Diaspora (1 warrior and a
    Peaceful enclave in 5); each side deals 2 hits (1 rolled and Brutal Tactics; 1 rolled and
    Sappers): the Diaspora's warrior and enclave go, the Corvid's warrior and raid too. The
    raid, removed in the battle, places a Corvid warrior in 1 and in 2 at once (4.3.6);
    Fears Come to Pass comes after the battle (16.2.4), so the Peaceful enclave in 2, which
    now has a Corvid warrior, flips with a warrior. Nobody orders the two: they are not
    simultaneous (ruling R545)."""
    g = pos({"5": {**lp(1, "peaceful"), "corvid": {"warriors": 1, "tokens": ["raid"]}},
             "2": lp(0, "peaceful"), "3": {**lp(0, "peaceful"), "corvid": 1}, "4": lp(0, "peaceful")},
            player="corvid", others=("corvid", "marquise"), dice=[1, 1],
            crafted={"corvid": ["Brutal Tactics"], "lilypad": ["Sappers"]})
    play(g, "battle 5 lilypad")
    asked = []
    while any(getattr(fr, "is_battle", False) for fr in g.stack) or g.pending.kind == "order_triggers":
        asked.append(g.pending.kind)
        if g.pending.kind == "effect_order":
            play(g, "first attacker")
        elif g.pending.kind == "after_roll":
            play(g, next(str(o) for o in g.pending.options if o.kind == "use"))
        else:
            play(g, str(g.pending.options[0]))
    assert "order_triggers" not in asked
    assert tokens_at(g, 5, L) == [] and tokens_at(g, 5, 1) == [] and warriors_at(g, 5, 1) == 0
    assert warriors_at(g, 1, 1) == 1 and warriors_at(g, 2, 1) == 1  # the raiders
    assert tokens_at(g, 2, L) == ["militant"] and warriors_at(g, 2, L) == 1
    assert tokens_at(g, 3, L) == ["militant"] and warriors_at(g, 3, L) == 1
    assert tokens_at(g, 4, L) == ["peaceful"]


@pytest.mark.law("16.2.4")
def test_fears_come_to_pass_not_for_a_militant_enclave_attacked() -> None:
    g = pos({"5": {**lp(1, "militant"), "marquise": 3}, "10": {**lp(0, "peaceful"), "marquise": 1}},
            player="marquise", dice=[0, 0], others=("marquise", "eyrie"))
    finish_battle(play(g, "battle 5 lilypad"))
    assert tokens_at(g, 10, L) == ["peaceful"]


# ----------------------------------------------------------------------------- 16.2.5 Negotiations
@pytest.mark.law("16.2.5")
def test_negotiations_gives_the_card_to_the_diaspora_when_they_rule() -> None:
    """The Diaspora rule 5 (three warriors against one): the Marquise gives them a card."""
    g = pos({"5": {**lp(3, "militant"), "marquise": 1}}, hands={"marquise": ["Bake Sale"]}, player="marquise",
            others=("marquise", "eyrie"))
    assert option_set(g) >= {'negotiate 5 "Bake Sale"'}
    play(g, 'negotiate 5 "Bake Sale"')
    assert hand(g, L) == ["Bake Sale"] and hand(g, M) == []


@pytest.mark.law("16.2.5")
def test_negotiations_without_a_card_to_give_is_refused() -> None:
    g = pos({"5": {**lp(3, "militant"), "marquise": 1}}, player="marquise", others=("marquise", "eyrie"))
    assert not any(o.startswith("negotiate") for o in option_set(g))
    assert why(g, "negotiate 5")[1] == ["16.2.5"]


@pytest.mark.law("16.2.5")
def test_negotiations_free_where_no_one_rules() -> None:
    """A tie (one warrior each, no rule: 2.4): no player rules it, so no card is given."""
    g = pos({"5": {**lp(1, "militant"), "marquise": 1}}, player="marquise", others=("marquise", "eyrie"))
    assert "negotiate 5" in option_set(g)
    play(g, "negotiate 5")
    assert tokens_at(g, 5, L) == ["peaceful"]


# ----------------------------------------------------------------------------- 16.2.6 Swimmers
@pytest.mark.law("16.2.6")
def test_swimmers_move_along_a_river_that_is_not_a_path() -> None:
    """4-7 is a river and not a path: the Diaspora settle 7 from 4 without rule in either."""
    g = pos({"4": {**lp(1), "marquise": 3}, "7": {"marquise": 3}})
    play(g, "settle 7")
    assert "move 4->7" in option_set(g)


@pytest.mark.law("16.2.6", "4.2.1")
def test_swimmers_still_need_rule_on_a_path() -> None:
    """9-1 is only a path: the Diaspora, ruling neither clearing, cannot move along it into
    1; from 10, which they rule, they can."""
    g = pos({"9": {**lp(1), "marquise": 2}, "1": {**lp(1), "marquise": 2}, "10": lp(1)})
    play(g, "settle 1")
    assert g.pending.kind == "settle_move"
    assert "move 10->1" in option_set(g) and "move 9->1" not in option_set(g)
    assert "4.2.1" in why(g, "move 9->1")[1]


# ----------------------------------------------------------------------------- 16.2.1 supply
@pytest.mark.law("16.5.2", "16.2.1")
def test_provoke_with_every_enclave_on_the_map_only_flips() -> None:
    twelve = {str(c): lp(1, "peaceful") for c in range(1, 13)}
    g = pos(twelve)
    assert g.factions[L].tsupply["enclave"] == 0
    assert "provoke 5" in option_set(g)  # a flip needs no enclave from the supply


@pytest.mark.law("17.2.3", "16.2.2")
def test_militias_flips_no_enclave_at_a_governing_assembly() -> None:
    """Ruling R523: Militias forces the Diaspora to flip (16.2.2): an enemy of the Council, they cannot at
    a Governing assembly, whoever crafted the card (here the Marquise, with a workshop at the
    enclave in 10: a frog clearing too)."""
    g = pos({"10": {**lp(1, "peaceful"), "marquise": {"warriors": 1, "buildings": ["workshop"]}},
             "5": {**lp(1, "peaceful"), **GOV}},
            hands={"marquise": ["Militias"]}, player="marquise")
    play(g, "craft Militias")
    assert g.pending.kind == "militias"
    opts = option_set(g)
    assert "militias 10" in opts and "militias 5" not in opts
    assert "17.2.3" in why(g, "militias 5")[1]


@pytest.mark.law("17.2.3", "16.2.2")
def test_laborers_activate_no_enclave_at_a_governing_assembly() -> None:
    """Ruling R523: Rabbit Laborers: the Marquise crafts with the Diaspora's Peaceful enclaves in rabbit
    clearings; the one at a Governing assembly (3) cannot be activated by an enemy of the
    Council, so Bake Sale (two rabbit) is out of reach with 4 alone."""
    g = pos({"3": {**lp(0, "peaceful"), **GOV}, "4": lp(0, "peaceful"), "12": {"marquise": {
        "warriors": 1, "buildings": ["workshop"]}}},
            crafted={"marquise": ["Rabbit Laborers"]}, hands={"marquise": ["Bake Sale"]}, phase="evening",
            player="marquise")
    play(g, 'use "Rabbit Laborers"')  # the enclave in 4 may still be activated
    assert 'craft "Bake Sale"' not in option_set(g)


# ----------------------------------------------------------------------------- 4.3.1 ambush vs enclaves
@pytest.mark.law("4.3.1", "16.2.1.I", "16.2.1.II")
def test_an_ambush_must_match_the_enclaves_clearing_suits() -> None:
    """A Militant enclave makes fox clearing 6 a frog clearing only: the Diaspora's fox
    Ambush no longer matches it, the frog Ambush does; at a Peaceful enclave (fox clearing 1,
    fox and frog) both do."""
    hands = {"lilypad": ["Ambush (fox)", "Ambush (frog)"]}
    g = pos({"6": {**lp(1, "militant"), "marquise": 2}}, hands=hands, player="marquise", others=("marquise", "eyrie"))
    play(g, "battle 6 lilypad")
    assert g.pending.kind == "ambush" and g.pending.seat == L
    assert {o for o in option_set(g) if o.startswith("ambush")} == {'ambush "Ambush (frog)"'}
    assert "4.3.1" in why(g, 'ambush "Ambush (fox)"')[1]
    g = pos({"1": {**lp(1, "peaceful"), "marquise": 2}}, hands=hands, player="marquise", others=("marquise", "eyrie"))
    play(g, "battle 1 lilypad")
    assert {o for o in option_set(g) if o.startswith("ambush")} == {'ambush "Ambush (frog)"', 'ambush "Ambush (fox)"'}


# ----------------------------------------------------------------------------- 16.2.4 and hirelings
@pytest.mark.law("16.2.4", "H.3.2", "H.3.3")
def test_fears_come_to_pass_after_a_hireling_removes_a_peaceful_enclave() -> None:
    """Ruling R526: the Marquise's Flame Bearers burn the Peaceful enclave in 5 (outside
    battle). The enemy that removed it is the hireling (H.3.2), whose pieces are its own
    (H.3.3): the enclave in 3, where a Bearer stands, flips with a warrior; the one in 10,
    with a Marquise warrior only, stays Peaceful."""
    g = pos({"5": lp(0, "peaceful"), "10": {**lp(0, "peaceful"), "marquise": 1}, "3": lp(3, "peaceful")},
            player="marquise", phase="birdsong", others=("marquise", "eyrie"),
            hirelings={"cards": {"flame_bearers": {"controller": "marquise", "warriors": {"5": 1, "3": 1},
                                                   "control": 3}}})
    assert g.pending.kind == "burn"
    play(g, "burn 3 lilypad")  # then the Bearer in 5 burns the enclave, the only enemy piece there
    assert tokens_at(g, 5, L) == []
    assert tokens_at(g, 3, L) == ["militant"] and warriors_at(g, 3, L) == 3
    assert tokens_at(g, 10, L) == ["peaceful"] and warriors_at(g, 10, L) == 0


@pytest.mark.law("17.2.4", "16.2.5", "17.2.3")
def test_entreat_the_council_then_negotiate() -> None:
    """Once the Marquise entreats the Council to close the assembly in 5, Governors no longer
    stop her Negotiations there."""
    g = pos({"5": {**lp(0, "militant"), **GOV, "marquise": 1}}, player="marquise")
    assert "negotiate 5" not in option_set(g)
    play(g, "entreat 5")
    if g.pending.seat == T:
        play(g, "pass" if "pass" in option_set(g) else "gain_loyalist")
    assert "negotiate 5" in option_set(g)
    play(g, "negotiate 5")
    assert tokens_at(g, 5, L) == ["peaceful"]
