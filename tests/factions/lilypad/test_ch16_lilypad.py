"""Law chapter 16: the Lilypad Diaspora (16.2 faction rules, 16.3 setup, 16.4 Birdsong,
16.5 Daylight, 16.6 Evening).

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Rivers: 4-7, 5-10, 7-11, 10-11.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.factions.lilypad import lilypad
from woodland.rules import cards as C
from woodland.rules.board import clearing_suits, in_suit, piece_suits
from woodland.rules.craft import affordable, crafting_suit_counts
from woodland.rules.victory import dominance_won
from woodland.testing import hand, option_set, play, position, tokens_at, warriors_at

L, M = 0, 1  # seats: the Diaspora first, the Marquise second


def pos(clearings: dict[str, Any], hands: dict[str, Any] | None = None, phase: str = "daylight",
        player: str = "lilypad", others: tuple[str, ...] = ("marquise",), dice: list[int] | None = None,
        **extra: Any) -> Game:
    spec: dict[str, Any] = {"factions": ["lilypad", *others], "ruins": [],
                            "turn": {"player": player, "phase": phase}, "clearings": clearings,
                            "hands": {"lilypad": [], **{k: [] for k in others}, **(hands or {})}}
    spec.update(extra)
    return position(spec, dice=dice)


def lp(warriors: int = 0, *tokens: str) -> dict[str, Any]:
    return {"lilypad": {"warriors": warriors, "tokens": list(tokens)}}


def why(g: Game, text: str) -> tuple[str, list[str]]:
    r = g.why_not(g.parse(text))
    assert r is not None, text
    return r


# ----------------------------------------------------------------------------- 16.2.1 enclaves
@pytest.mark.law("16.2.1", "16.2.1.I", "16.2.1.II")
def test_peaceful_enclave_adds_the_frog_suit_militant_replaces_it() -> None:
    g = pos({"1": lp(1, "peaceful"), "6": lp(1, "militant")})
    assert clearing_suits(g, 0) == ("fox", "frog")
    assert in_suit(g, 0, "fox") and in_suit(g, 0, "frog")
    assert clearing_suits(g, 5) == ("frog",)
    assert not in_suit(g, 5, "fox") and in_suit(g, 5, "frog")
    assert clearing_suits(g, 11) == ("fox",)


@pytest.mark.law("16.2.1.I")
def test_a_crafting_piece_at_an_enclave_pays_any_icon() -> None:
    """The frog icon is wild: a Marquise workshop at a Militant enclave in a fox clearing pays
    a rabbit icon (ruling R340); one in a plain fox clearing does not."""
    g = pos({"6": {"marquise": {"buildings": ["workshop"], "warriors": 1}, **lp(0, "militant")},
             "12": {"marquise": {"buildings": ["workshop"]}}}, player="marquise")
    assert "frog" in piece_suits(g)[5] and "rabbit" in piece_suits(g)[5]
    have = crafting_suit_counts(g, M)
    assert affordable(("rabbit",), have) and affordable(("fox",), have)
    assert not affordable(("rabbit", "rabbit"), have)


@pytest.mark.law("16.2.1.II", "2.1.1")
def test_a_frog_card_matches_an_enclave_clearing_for_every_faction() -> None:
    """The Marquise may spend a frog card to battle... any faction's match asks the one suit
    query: Frog Dominance matches the fox clearing with a Peaceful enclave, not a plain one."""
    g = pos({"1": lp(1, "peaceful"), "12": {}}, hands={"marquise": ["Frog Dominance"]}, player="marquise")
    frog = C.matching_in_hand(g, M, clearing_suits(g, 0))
    assert [g.deckdef.cards[c].label for c in frog] == ["Frog Dominance"]
    assert C.matching_in_hand(g, M, clearing_suits(g, 11)) == []


# ----------------------------------------------------------------------------- 16.3 setup
@pytest.mark.law("16.3.1", "16.3.2", "16.3.4")
def test_setup_on_the_river_and_frog_cards_shuffled_in() -> None:
    g = Game.new({"factions": ["lilypad", "marquise", "eyrie"], "seating": "given"}, seed=3)
    while g.pending.seat != L or g.pending.kind != "lilypad_setup":
        play(g, str(g.pending.options[0]))
    assert option_set(g) and option_set(g) <= {"place 4", "place 5", "place 7", "place 10", "place 11"}
    assert why(g, "place 1")[1] == ["16.3.2"]
    frog = g.deckdef.type_of("Frog Dominance")
    assert all(g.deckdef.cards[c].type != frog for c in g.deck)
    play(g, "place 5")
    assert warriors_at(g, 5, L) == 5 and tokens_at(g, 5, L) == ["peaceful"]
    assert g.factions[L].supply == 15 and g.factions[L].tsupply["enclave"] == 11
    assert any(g.deckdef.cards[c].type == frog for c in g.deck)


@pytest.mark.law("16.3.3")
def test_two_players_remove_frog_dominance() -> None:
    g = Game.new({"factions": ["lilypad", "marquise"], "seating": "given"}, seed=3)
    while g.pending.kind != "lilypad_setup":
        play(g, str(g.pending.options[0]))
    play(g, "place 5")
    frog = g.deckdef.type_of("Frog Dominance")
    assert not any(g.deckdef.cards[c].type == frog for c in g.deck)


# ----------------------------------------------------------------------------- 16.2.3 the Pond
@pytest.mark.law("16.2.3", "16.2.3.II")
def test_discarded_frog_cards_go_to_the_pond_and_back_into_a_new_deck() -> None:
    g = pos({"5": lp(1, "peaceful")}, hands={"marquise": ["Ambush (bird)"]})
    cid = g.deckdef.types[g.deckdef.type_of("Frog Dominance")].id
    # a frog card that is not a dominance card (none is known: ruling R345) goes to the Pond;
    # Frog Dominance itself, as any dominance card, becomes available (3.3.3)
    g.factions[M].hand.append(cid)
    C.spend(g, M, cid)
    assert cid in g.available and not lilypad(g, L).pond
    g.available.remove(cid)
    lilypad(g, L).pond.append(cid)  # as a frog card discarded would lie there
    ambush = g.factions[M].hand.pop()
    g.deck, g.discard = [], [ambush]
    C.refill_deck(g)
    assert sorted(g.deck) == sorted([cid, ambush]) and lilypad(g, L).pond == []


# ----------------------------------------------------------------------------- 16.2.2.I Frog Dominance
@pytest.mark.law("16.2.2", "16.2.2.I")
def test_frog_dominance_wins_with_two_ruled_enclaves_on_the_river() -> None:
    g = pos({"5": lp(2, "peaceful"), "7": lp(2, "militant"), "1": lp(3, "peaceful")}, others=("marquise", "eyrie"))
    f = g.factions[L]
    f.dominance = g.deckdef.types[g.deckdef.type_of("Frog Dominance")].id
    assert dominance_won(g, L)
    g2 = pos({"5": lp(2, "peaceful"), "1": lp(3, "peaceful"), "12": lp(3, "peaceful")}, others=("marquise", "eyrie"))
    g2.factions[L].dominance = f.dominance
    assert not dominance_won(g2, L)  # 1 and 12 are not on the river: one ruled enclave on it


# ----------------------------------------------------------------------------- 16.4 Birdsong
@pytest.mark.law("16.4.2", "16.4.2.I")
def test_rally_places_a_warrior_at_each_militant_enclave() -> None:
    g = pos({"5": lp(1, "militant"), "7": lp(0, "militant"), "1": lp(1, "peaceful")}, phase="birdsong")
    assert g.pending.kind == "rally_or_reconcile"
    play(g, "rally")
    assert (warriors_at(g, 5, L), warriors_at(g, 7, L), warriors_at(g, 1, L)) == (2, 1, 1)


@pytest.mark.law("16.4.2.II")
def test_reconcile_flips_militant_enclaves_and_the_ruler_draws() -> None:
    g = pos({"5": {**lp(0, "militant"), "marquise": {"warriors": 2}}, "7": lp(2, "militant")}, phase="birdsong")
    play(g, "reconcile 5")
    assert tokens_at(g, 5, L) == ["peaceful"] and len(hand(g, M)) == 1  # the Marquise rules 5
    assert g.pending.kind == "reconcile"
    play(g, "reconcile 7")
    assert tokens_at(g, 7, L) == ["peaceful"] and len(hand(g, L)) == 1
    assert g.phase == "daylight"


@pytest.mark.law("16.4.1", "16.2.7")
def test_the_diaspora_craft_with_enclaves_in_birdsong() -> None:
    g = pos({"5": lp(1, "peaceful")}, hands={"lilypad": ["Anvil"]}, phase="birdsong")
    assert "craft Anvil" in option_set(g)  # a fox icon in a rabbit clearing: the frog icon is wild


# ----------------------------------------------------------------------------- 16.5 Daylight
@pytest.mark.law("16.5.1")
def test_settle_moves_in_once_from_each_clearing_then_places_an_enclave() -> None:
    g = pos({"1": lp(2), "10": lp(1), "5": lp(0)}, others=("marquise",))
    play(g, "settle 5", "move 1->5", "x2")
    assert "move 1->5" not in option_set(g)
    play(g, "move 10->5")
    assert "enclave 5" in option_set(g)
    play(g, "enclave 5")
    assert tokens_at(g, 5, L) == ["peaceful"] and warriors_at(g, 5, L) == 3
    assert g.pending.kind == "lilypad_daylight"


@pytest.mark.law("16.5.1", "16.2.6")
def test_swimmers_settle_along_a_river_without_rule() -> None:
    g = pos({"10": lp(1), "5": {"marquise": {"warriors": 3}}})
    play(g, "settle 5")
    assert "move 10->5" in option_set(g)  # 5-10 is a river and a path: rule is ignored on the river


@pytest.mark.law("16.5.2")
def test_provoke_places_a_militant_enclave_rallies_and_discards_at_random() -> None:
    g = pos({"7": lp(0), "1": lp(1, "militant"), "3": lp(0)}, hands={"lilypad": ["Ambush (bird)"]})
    assert "provoke 7" in option_set(g) and "provoke 3" not in option_set(g)
    assert why(g, "provoke 3")[1] == ["16.5.2"]
    play(g, "provoke 7")
    assert tokens_at(g, 7, L) == ["militant"]
    assert warriors_at(g, 7, L) == 1 and warriors_at(g, 1, L) == 2
    assert hand(g, L) == []


# ----------------------------------------------------------------------------- 16.6 Evening
@pytest.mark.law("16.6.1")
def test_retaliate_must_battle_at_militant_enclaves() -> None:
    g = pos({"5": {**lp(2, "militant"), "marquise": {"warriors": 1}},
             "7": {**lp(1, "militant"), "eyrie": {"warriors": 1}},
             "1": {**lp(1, "peaceful"), "marquise": {"warriors": 1}}}, phase="evening", others=("marquise", "eyrie"))
    assert g.pending.kind == "retaliate" and option_set(g) == {"battle 5 marquise", "battle 7 eyrie"}
    assert why(g, "battle 1 marquise")[1] == ["16.6.1"]


@pytest.mark.law("16.6.2", "16.6.3")
def test_integrate_scores_matching_peaceful_enclaves_and_draw_counts_them() -> None:
    g = pos({"3": lp(1, "peaceful"), "4": lp(1, "peaceful"), "5": lp(1, "militant"), "1": lp(1, "peaceful")},
            hands={"lilypad": ["Bake Sale", "Ambush (bird)"]}, phase="evening")
    assert g.pending.kind == "integrate"
    assert "integrate \"Ambush (bird)\" rabbit" in option_set(g)
    play(g, "integrate \"Bake Sale\"")  # rabbit: 3 and 4 (5 is Militant: frog only)
    assert g.factions[L].score == 2
    assert len(hand(g, L)) == 1 + 1 + 1  # 16.6.3: one, +1 for three Peaceful enclaves


@pytest.mark.law("16.6.2")
def test_a_frog_card_cannot_integrate() -> None:
    g = pos({"3": lp(1, "peaceful")}, hands={"lilypad": ["Frog Dominance", "Bake Sale"]}, phase="evening",
            others=("marquise", "alliance"))
    assert why(g, "integrate \"Frog Dominance\"")[0] == "you cannot score the frog suit"


# ----------------------------------------------------------------------------- 16.2.4 Fears
@pytest.mark.law("16.2.4")
def test_fears_come_to_pass_after_an_enemy_attacks_a_peaceful_enclave() -> None:
    g = pos({"5": {**lp(1, "peaceful"), "marquise": {"warriors": 3}},
             "10": {**lp(1, "peaceful"), "marquise": {"warriors": 1}}, "4": lp(1, "peaceful")},
            player="marquise", dice=[0, 0])
    play(g, "battle 5 lilypad")
    while g.pending.kind != "marquise_daylight" and g.pending.kind != "daylight":
        play(g, str(g.pending.options[0]))
    assert tokens_at(g, 10, L) == ["militant"] and warriors_at(g, 10, L) == 2
    assert tokens_at(g, 4, L) == ["peaceful"]


# ----------------------------------------------------------------------------- 16.2.5 Negotiations
@pytest.mark.law("16.2.5")
def test_negotiations_flip_a_militant_enclave_giving_the_ruler_a_card() -> None:
    g = pos({"5": {**lp(3, "militant"), "marquise": {"warriors": 1}}, "7": {**lp(0, "militant"),
             "marquise": {"warriors": 1}}}, hands={"marquise": ["Bake Sale"]}, player="marquise")
    opts = option_set(g)
    assert "negotiate 5 \"Bake Sale\"" in opts and "negotiate 7" in opts
    assert why(g, "negotiate 5")[1] == ["16.2.5"]
    play(g, "negotiate 5 \"Bake Sale\"")
    assert tokens_at(g, 5, L) == ["peaceful"] and hand(g, L) == ["Bake Sale"]
    assert "negotiate 7" not in option_set(g)
    assert why(g, "negotiate 7")[0] == "Negotiations is used once during your turn"


# ----------------------------------------------------------------------------- positions
@pytest.mark.law("16.2.1")
def test_a_position_with_two_enclaves_in_a_clearing_is_refused() -> None:
    from woodland.core.errors import InvalidPosition

    with pytest.raises(InvalidPosition, match="one enclave at most"):
        pos({"5": lp(1, "peaceful", "militant")})


@pytest.mark.law("16.2.3")
def test_a_position_names_the_pond_and_a_saved_game_keeps_it() -> None:
    from woodland.core.errors import InvalidPosition

    with pytest.raises(InvalidPosition, match="not a frog card"):
        pos({"5": lp(1, "peaceful")}, lilypad={"pond": ["Bake Sale"]})
    g = pos({"5": lp(1, "peaceful")}, others=("marquise", "eyrie"), lilypad={"pond": ["Frog Dominance"]})
    assert g.view(M)["players"][L]["board"]["pond"] == ["Frog Dominance"]
    h = Game.from_json(g.to_json())
    assert h.fingerprint() == g.fingerprint()


@pytest.mark.law("16.2.1.II", "10.5.1")
def test_the_lizard_cult_builds_with_a_frog_card_at_a_peaceful_enclave() -> None:
    """16.2.1.II's own example: the Cult builds with a frog card in a fox clearing with a
    Peaceful enclave (a fox garden, the clearing's own suit, R298); not in a plain fox clearing."""
    g = pos({"8": {**lp(0, "peaceful"), "lizard": {"warriors": 2}}, "6": {"lizard": {"warriors": 2}}},
            hands={"lizard": ["Frog Dominance"]}, player="lizard", others=("marquise", "lizard"))
    opts = option_set(g)
    assert 'build "Frog Dominance" 8' in opts and 'build "Frog Dominance" 6' not in opts
    play(g, 'build "Frog Dominance" 8')
    assert (2, "garden_fox") in g.buildings[7]  # seat 2: the Cult


@pytest.mark.law("16.2.1.II", "8.4.1")
def test_the_alliance_revolts_with_a_fox_and_a_frog_card_at_a_peaceful_enclave() -> None:
    """16.2.1.II's own example (ruling R350): a fox and a frog supporter pay a revolt in a fox
    clearing with a Peaceful enclave; a fox base is placed. In a plain fox clearing they do not."""
    spec = {"1": {**lp(1, "peaceful"), "alliance": {"tokens": ["sympathy"]}},
            "12": {"alliance": {"tokens": ["sympathy"]}}}
    g = pos(spec, player="alliance", phase="birdsong", others=("marquise", "alliance"),
            alliance={"supporters": ["Anvil", "Frog Dominance"]})
    opts = option_set(g)
    assert "revolt 1" in opts and "revolt 12" not in opts
    play(g, "revolt 1")
    while g.pending.kind == "spend_supporter":
        play(g, str(g.pending.options[0]))
    assert (2, "base_fox") in g.buildings[0] and warriors_at(g, 1, L) == 0


# ----------------------------------------------------------------------------- 16.2.2.I.a Enclave Defense
def defended(holder: str = "eyrie", enclave: str | None = "peaceful", council: bool = False) -> Game:
    """The Diaspora (1 warrior) in 5 with the Eyrie's 2 warriors; ``holder`` has Frog
    Dominance; the Marquise (3 warriors there) attacks the Diaspora, rolling 3 and 2."""
    five: dict[str, Any] = {**lp(1, *([enclave] if enclave else [])), "eyrie": {"warriors": 2},
                            "marquise": {"warriors": 3}}
    others: tuple[str, ...] = ("marquise", "eyrie")
    if council:
        five["council"] = {"warriors": 2, "tokens": ["assembly"]}
        others += ("council",)
    g = pos({"5": five}, player="marquise", others=others, dice=[3, 2], dominance={holder: "Frog Dominance"})
    play(g, "battle 5 lilypad")
    return g


def finish_battle(g: Game) -> Game:
    while any(getattr(fr, "is_battle", False) for fr in g.stack):
        play(g, str(g.pending.options[0]))
    return g


@pytest.mark.law("16.2.2.I", "16.2.2.I.a", "4.3.6")
def test_enclave_defense_the_frog_dominance_holder_defends_after_the_diaspora() -> None:
    """The Marquise attacks: the Eyrie's 2 warriors defend with the Diaspora's 1 (3 rolled
    hits dealt back, not capped at 1) and take the hits after it; the enclave stays."""
    g = finish_battle(defended())
    assert warriors_at(g, 5, 2) == 0
    # the enclave is not removed (then flipped by Fears Come to Pass, 16.2.4, with a warrior)
    assert tokens_at(g, 5, L) == ["militant"] and warriors_at(g, 5, L) == 1
    assert warriors_at(g, 5, M) == 1  # the defence's 2 hits


@pytest.mark.law("16.2.2.I.a")
def test_enclave_defense_not_when_the_holder_attacks_nor_without_an_enclave() -> None:
    g = finish_battle(defended(holder="marquise"))  # the holder attacks: the Diaspora defend alone
    assert warriors_at(g, 5, L) == 0 and tokens_at(g, 5, L) == [] and warriors_at(g, 5, 2) == 2
    assert warriors_at(g, 5, M) == 2  # the Diaspora's 1 warrior caps their hits at 1
    g = finish_battle(defended(enclave=None))  # no enclave in the clearing: no Enclave Defense
    assert warriors_at(g, 5, L) == 0 and warriors_at(g, 5, 2) == 2 and warriors_at(g, 5, M) == 2


@pytest.mark.law("16.2.2.I.b", "17.2.5")
def test_with_peacekeepers_the_diaspora_choose_whose_warriors_take_the_hits() -> None:
    g = defended(council=True)
    assert g.pending.seat == L and g.pending.kind == "helper_hit"
    assert option_set(g) == {"hit eyrie", "hit council"}
    assert why(g, "remove peaceful")[0] == "warriors are removed before any building or token"
    play(g, "hit council", "hit council")
    assert warriors_at(g, 5, 3) == 0 and warriors_at(g, 5, 2) == 2 and tokens_at(g, 5, L) == ["militant"]


@pytest.mark.law("16.2.2.I.b", "16.2.2.I.a", "17.2.5", "4.3.6")
def test_with_peacekeepers_the_diaspora_choose_each_hit_after_their_own() -> None:
    """Three hits: the Diaspora's own warrior takes the first, no one asked; for each of the
    two others the Diaspora (not the Eyrie, not the Council) choose whose warriors take it:
    one Eyrie warrior and one Council warrior go, and the enclave stays (warriors first)."""
    g = defended(council=True)
    assert warriors_at(g, 5, L) == 0 and warriors_at(g, 5, 2) == 2 and warriors_at(g, 5, 3) == 2
    assert g.pending.seat == L and g.pending.kind == "helper_hit" and g.pending.rule == "16.2.2.I.b"
    play(g, "hit eyrie")
    assert warriors_at(g, 5, 2) == 1 and warriors_at(g, 5, 3) == 2
    assert g.pending.seat == L and option_set(g) == {"hit eyrie", "hit council"}
    play(g, "hit council")
    finish_battle(g)
    assert warriors_at(g, 5, 2) == 1 and warriors_at(g, 5, 3) == 1
    assert tokens_at(g, 5, L) == ["militant"]  # not removed; flipped after the battle (16.2.4)


# ----------------------------------------------------------------------------- 16.2.3.I drawing from the Pond
def pond_game(**kw: Any) -> Game:
    """The Diaspora's Evening with two Peaceful enclaves (16.6.3: draw 2) and Frog Dominance
    on top of the Pond (a position may put any frog card there; it is the only one known)."""
    return pos({"3": lp(1, "peaceful"), "4": lp(1, "peaceful")}, phase="evening", others=("marquise", "eyrie"),
               lilypad={"pond": ["Frog Dominance"]}, **kw)


@pytest.mark.law("16.2.3.I", "16.6.3")
def test_a_player_drawing_may_draw_the_first_card_from_the_top_of_the_pond() -> None:
    g = pond_game()
    assert g.pending.seat == L and g.pending.kind == "pond_draw"
    assert option_set(g) == {'pond "Frog Dominance"', "draw"}
    assert why(g, 'pond "Bake Sale"') == ("the card on top of the Pond is Frog Dominance", ["16.2.3.I"])
    assert g.view(M)["pending"] is None or g.view(M)["pending"]["kind"] == "pond_draw"
    h = Game.from_json(g.to_json())  # a saved game keeps the choice pending
    assert h.fingerprint() == g.fingerprint() and option_set(h) == option_set(g)
    play(g, 'pond "Frog Dominance"')
    assert "Frog Dominance" in hand(g, L) and len(hand(g, L)) == 2  # then one from the deck
    assert lilypad(g, L).pond == []
    assert g.view(M)["players"][L]["shown"] == ["Frog Dominance"]  # taken face up: everyone knows it


@pytest.mark.law("16.2.3.I")
def test_drawing_from_the_deck_leaves_the_pond() -> None:
    g = pond_game()
    play(g, "draw")
    assert "Frog Dominance" not in hand(g, L) and len(hand(g, L)) == 2
    assert [g.deckdef.cards[c].label for c in lilypad(g, L).pond] == ["Frog Dominance"]


@pytest.mark.law("16.2.3.I", "16.4.2.II")
def test_the_ruler_of_a_reconciled_enclave_may_draw_from_the_pond() -> None:
    g = pos({"5": {**lp(0, "militant"), "marquise": {"warriors": 2}}, "7": lp(2, "militant")}, phase="birdsong",
            lilypad={"pond": ["Frog Dominance"]}, others=("marquise", "eyrie"))
    play(g, "reconcile 5")
    assert g.pending.seat == M and g.pending.kind == "pond_draw"  # the Marquise rules 5 (out of turn)
    play(g, 'pond "Frog Dominance"')
    assert hand(g, M) == ["Frog Dominance"] and g.pending.kind == "reconcile"


@pytest.mark.law("16.2.3.I")
def test_without_a_pond_card_a_draw_asks_nothing() -> None:
    g = pos({"3": lp(1, "peaceful"), "4": lp(1, "peaceful")}, phase="evening", others=("marquise", "eyrie"))
    assert g.pending.seat != L or g.pending.kind != "pond_draw"
    assert len(hand(g, L)) == 2


@pytest.mark.law("16.5.1", "4.2")
def test_a_settle_shows_its_move_in_the_view() -> None:
    """The view of a Settle's move count names the move (public: the bots read it)."""
    g = pos({"1": lp(3), "10": lp(1), "5": lp(0)})
    play(g, "settle 5", "move 1->5")
    facts = g.view(M)["pending"]["facts"]
    assert facts == {"procedure": "lilypad_daylight", "actions_left": 2, "settling": 5, "from": 1, "to": 5}
