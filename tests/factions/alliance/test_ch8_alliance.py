"""Law chapter 8: the Woodland Alliance (8.2.1-8.6.2).

Positions are three-player games on the Autumn map: Marquise in seat 0, Eyrie in seat 1,
Alliance in seat 2 (a Vagabond in seat 3 where a test needs one).
Autumn facts used below (components.md §5): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; slots 1/3/4 one,
11 three, the others two (6, 10, 11, 12 hold a ruin); paths 1-5 1-9 1-10 2-5 2-6 2-10
3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
Alliance board (components.md §3): the k-th sympathy token placed costs
1,1,1,2,2,2,3,3,3,3 supporters and scores 0,1,1,1,2,2,3,4,4,4; Evening draw 1 + 1 per base
on the map; 10 warriors, 3 bases (fox, rabbit, mouse), 10 sympathy tokens.
Card suits used (components.md §1): fox Anvil, Foxfolk Steel, Protection Racket, Travel Gear
(fox); rabbit Bake Sale, A Visit to Friends, Smuggler's Trail, Root Tea (rabbit); mouse
Investments, Sword, Mouse-in-a-Sack, Root Tea (mouse), Crossbow (mouse); bird Armorers,
Ambush (bird), Royal Claim, Arms Trader.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland import Game
from woodland.core.errors import IllegalAction
from woodland.testing import (
    action_text as o,
    discard,
    game_with,
    hand,
    labels,
    option_set as opts,
    options,
    play,
    turn,
    warriors_at,
)

M, E, AL, V = 0, 1, 2, 3  # seats: Marquise, Eyrie, Alliance, Vagabond
COST = [1, 1, 1, 2, 2, 2, 3, 3, 3, 3]  # supporters for the k-th token at index k-1
VP = [0, 1, 1, 1, 2, 2, 3, 4, 4, 4]  # points for the k-th token at index k-1


# ----------------------------------------------------------------------------- helpers
def pos(dice: list[int] | None = None, four: bool = False, **spec: Any) -> Game:
    """A three-player position; ``four`` adds the Vagabond in seat 3."""
    return game_with(["marquise", "eyrie", "alliance"] + (["vagabond"] if four else []), dice=dice, **spec)


def supporters(g: Game) -> list[str]:
    return labels(g, g.factions[AL].supporters)


def sympathetic(g: Game) -> list[int]:
    return [c + 1 for c, ts in enumerate(g.tokens) if (AL, "sympathy") in ts]


def bases(g: Game) -> dict[int, str]:
    return {c + 1: k for c, bs in enumerate(g.buildings) for s, k in bs if s == AL}


def forced(g: Game, seat: int, kind: str, option: str) -> None:
    """Answer a question that has a single option but is still asked, because the player
    holds hidden cards (hand or supporters) and skipping it would reveal them (1.2.1)."""
    assert g.pending.seat == seat and g.pending.kind == kind
    assert options(g) == [option]
    play(g, option)


def no_revolt(g: Game) -> None:
    """No revolt is possible: an Alliance holding supporters is asked anyway, "done" alone."""
    forced(g, AL, "revolt", "done")


def pay_forced(g: Game, *cards: str) -> None:
    """The Alliance must spend exactly these supporters (no others can pay): it is asked
    (its supporters are hidden, 1.2.1), each time offered only the cards still to pay."""
    left = list(cards)
    while left:
        assert g.pending.seat == AL and g.pending.kind == "spend_supporter"
        assert opts(g) == {o("supporter", c) for c in left}
        play(g, o("supporter", left.pop(0)))


def symp(*clearings: int, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """Clearings with an Alliance sympathy token (merged with ``extra``)."""
    out: dict[str, Any] = {str(c): {"alliance": {"tokens": ["sympathy"]}} for c in clearings}
    for c, entry in (extra or {}).items():
        cur = out.setdefault(str(c), {})
        for key, pieces in entry.items():
            if isinstance(pieces, int):
                pieces = {"warriors": pieces}
            if key in cur:
                merged = dict(cur[key])
                for k, v in pieces.items():
                    merged[k] = merged.get(k, []) + v if isinstance(v, list) else v
                cur[key] = merged
            else:
                cur[key] = pieces
    return out


# ============================================================================ 8.2.1 crafting
@pytest.mark.law("8.2.1", "8.5.1")
def test_8_2_1_sympathy_tokens_are_the_alliance_crafting_pieces() -> None:
    # Sympathy in fox 1 and 6 and rabbit 5; a base and warriors in mouse 7 without sympathy.
    g = pos(turn=turn("alliance", "daylight"),
            clearings=symp(1, 6, 5, extra={"7": {"alliance": {"warriors": 2, "buildings": ["base_mouse"]}}}),
            hands={"alliance": ["Foxfolk Steel", "Bake Sale", "Root Tea (fox)", "Armorers", "A Visit to Friends"]})
    assert g.pending.seat == AL and g.pending.kind == "daylight"
    crafts = {x for x in opts(g) if x.startswith("craft")}
    # Foxfolk Steel (fox fox), Armorers (fox), A Visit to Friends (rabbit) are payable;
    # Bake Sale needs two rabbit tokens; Root Tea (mouse cost) finds no mouse sympathy:
    # the base and warriors in 7 are no crafting pieces.
    assert crafts == {o("craft", "Foxfolk Steel"), o("craft", "Armorers"), o("craft", "A Visit to Friends")}
    play(g, o("craft", "Foxfolk Steel"))
    assert g.factions[AL].items == ["sword"]
    assert g.factions[AL].score == 2  # 3.2.2: the listed points
    # both fox tokens are used this turn; the rabbit one is still free
    crafts = {x for x in opts(g) if x.startswith("craft")}
    assert crafts == {o("craft", "A Visit to Friends")}
    assert sympathetic(g) == [1, 5, 6]  # activating does not remove the tokens


# ============================================================================ 8.2.2 Guerrilla War
@pytest.mark.law("8.2.2")
@pytest.mark.parametrize("dice", [[1, 3], [3, 1]])
def test_8_2_2_alliance_defender_deals_the_higher_roll(dice: list[int]) -> None:
    g = pos(dice=dice, turn=turn("marquise", "daylight"),
            clearings={"8": {"marquise": 3, "alliance": 3}})
    play(g, "battle 8 alliance")
    # the Alliance (defender) deals 3, the Marquise (attacker) only 1
    assert warriors_at(g, 8, M) == 0
    assert warriors_at(g, 8, AL) == 2


@pytest.mark.law("8.2.2")
def test_8_2_2_higher_roll_still_capped_by_defending_warriors() -> None:
    g = pos(dice=[3, 2], turn=turn("marquise", "daylight"),
            clearings={"8": {"marquise": 4, "alliance": 2}})
    play(g, "battle 8 alliance")
    # Alliance deals min(3, 2 warriors) = 2; the Marquise deals the lower roll 2
    assert warriors_at(g, 8, M) == 2
    assert warriors_at(g, 8, AL) == 0


@pytest.mark.law("8.2.2", "8.6.1")
def test_8_2_2_alliance_attacker_deals_the_higher_roll_as_usual() -> None:
    # Guerrilla War is a defender's ability only: attacking in Evening, 4.3.3 applies.
    g = pos(dice=[1, 3], turn=turn("alliance", "evening"),
            clearings={"8": {"marquise": 3, "alliance": 3}},
            alliance={"officers": 1})
    play(g, "battle 8 marquise")
    assert warriors_at(g, 8, M) == 0  # Alliance dealt 3
    assert warriors_at(g, 8, AL) == 2  # Marquise dealt 1


@pytest.mark.law("8.2.2")
def test_8_2_2_guerrilla_war_against_the_eyrie_too() -> None:
    # a Marquise warrior in 8 too, so the Eyrie choose whom to battle (and are asked)
    g = pos(dice=[0, 2], turn=turn("eyrie", "daylight"),
            clearings={"8": {"eyrie": {"warriors": 2, "buildings": ["roost"]}, "alliance": 2, "marquise": 1}},
            eyrie={"leader": "builder", "decree": {"battle": ["Anvil"]}})
    assert g.pending.seat == E and "battle 8 alliance" in opts(g)
    play(g, "battle 8 alliance")
    assert warriors_at(g, 8, AL) == 2  # the Eyrie attacker deals the lower roll 0
    assert warriors_at(g, 8, E) == 0  # the Alliance deals 2


# ============================================================================ 8.2.3 supporters
@pytest.mark.law("8.2.3")
def test_8_2_3_supporters_spent_only_for_their_suit() -> None:
    # Sympathy in rabbit 5 (neighbours fox 1, mouse 2); one rabbit and one mouse supporter.
    g = pos(turn=turn("alliance", "birdsong"), clearings=symp(5),
            alliance={"supporters": ["Bake Sale", "Investments"]})
    # no revolt: 5 needs two rabbit supporters; spread into 2 (mouse) only: nothing pays fox
    no_revolt(g)
    assert g.pending.kind == "spread"
    assert opts(g) == {"spread 2", "done"}
    play(g, "spread 2")
    pay_forced(g, "Investments")  # never the rabbit card
    assert supporters(g) == ["Bake Sale"]
    assert "Investments" in discard(g)


@pytest.mark.law("8.2.3", "8.4.1", "8.4.2")
def test_8_2_3_bird_supporters_are_wild() -> None:
    g = pos(turn=turn("alliance", "birdsong"), clearings=symp(5),
            alliance={"supporters": ["Bake Sale", "Ambush (bird)"]})
    # the bird counts as the second rabbit supporter for a revolt in 5
    assert g.pending.kind == "revolt"
    assert opts(g) == {"revolt 5", "done"}
    play(g, "done")
    # and as a fox or mouse supporter for spreading into 1 or 2
    assert g.pending.kind == "spread"
    assert opts(g) == {"spread 1", "spread 2", "done"}
    play(g, "spread 1")
    pay_forced(g, "Ambush (bird)")  # only the bird matches fox
    assert supporters(g) == ["Bake Sale"]
    assert "Ambush (bird)" in discard(g)
    assert sympathetic(g) == [1, 5]
    # any number of times: the rabbit supporter pays for rabbit 10 (next to 1); not for 2 or 9
    assert g.pending.kind == "spread"
    assert opts(g) == {"spread 10", "done"}


@pytest.mark.law("8.2.3")
def test_8_2_3_alliance_chooses_which_matching_supporter_to_spend() -> None:
    g = pos(turn=turn("alliance", "birdsong"), clearings=symp(1),
            alliance={"supporters": ["Bake Sale", "Ambush (bird)"]})
    # revolt in fox 1 impossible (one bird is the only fox-matching supporter); spread to 5
    no_revolt(g)
    assert g.pending.kind == "spread"
    play(g, "spread 5")
    assert g.pending.seat == AL
    assert opts(g) == {o("supporter", "Bake Sale"), o("supporter", "Ambush (bird)")}
    play(g, o("supporter", "Bake Sale"))
    assert supporters(g) == ["Ambush (bird)"]
    assert sympathetic(g) == [1, 5]


@pytest.mark.law("8.2.3", "8.6.2")
def test_8_2_3_supporters_do_not_count_against_hand_size() -> None:
    # four cards in hand, five supporters; Evening draws one (no base): five in hand, no discard
    g = pos(turn=turn("alliance", "evening"),
            hands={"alliance": ["Anvil", "Bake Sale", "Investments", "Armorers"]},
            alliance={"supporters": ["Sword", "Travel Gear (fox)", "Smuggler's Trail", "Root Tea (mouse)",
                                     "Arms Trader"]},
            deck_top=["Crossbow (mouse)"])
    assert len(g.factions[AL].hand) == 5
    assert "Crossbow (mouse)" in hand(g, AL)
    assert len(g.factions[AL].supporters) == 5
    assert g.pending.seat != AL  # nothing to discard: the next player's turn


@pytest.mark.law("8.2.3", "8.6.2")
def test_8_2_3_discard_down_offers_only_hand_cards() -> None:
    g = pos(turn=turn("alliance", "evening"),
            hands={"alliance": ["Anvil", "Bake Sale", "Investments", "Armorers", "Sword"]},
            alliance={"supporters": ["Travel Gear (fox)", "Smuggler's Trail"]},
            deck_top=["Crossbow (mouse)"])
    assert g.pending.seat == AL and g.pending.kind == "discard"
    assert opts(g) == {o("discard", x) for x in
                       ["Anvil", "Bake Sale", "Investments", "Armorers", "Sword", "Crossbow (mouse)"]}
    play(g, o("discard", "Anvil"))
    assert len(g.factions[AL].hand) == 5
    assert supporters(g) == ["Smuggler's Trail", "Travel Gear (fox)"]


@pytest.mark.law("8.2.3")
def test_8_2_3_supporters_face_down_to_others_visible_to_alliance() -> None:
    g = pos(turn=turn("marquise", "daylight"),
            clearings={"8": {"marquise": 1}},
            alliance={"supporters": ["Royal Claim", "Favor of the Foxes"]})
    for seat in (M, E):
        v = g.view(seat)
        text = json.dumps(v)
        assert "Royal Claim" not in text and "Favor of the Foxes" not in text
        assert v["players"][AL]["board"]["supporters"] == 2  # the size of the stack is public
    va = g.view(AL)
    assert sorted(va["players"][AL]["secret"]) == ["Favor of the Foxes", "Royal Claim"]
    assert va["players"][AL]["hand_count"] == 0  # supporters are not in hand


@pytest.mark.law("8.2.3")
def test_8_2_3_supporters_are_not_cards_in_hand_for_ambush() -> None:
    # an ambush card on the Supporters stack cannot be played: no ambush question, the
    # battle rolls at once (the Alliance deals the higher roll, 8.2.2)
    g = pos(dice=[2, 0], turn=turn("marquise", "daylight"),
            clearings={"8": {"marquise": 3, "alliance": 2}, "1": {"marquise": 1}},
            alliance={"supporters": ["Ambush (fox)", "Ambush (bird)"]})
    play(g, "battle 8 alliance")
    assert warriors_at(g, 8, M) == 1 and warriors_at(g, 8, AL) == 2
    assert supporters(g) == ["Ambush (bird)", "Ambush (fox)"]
    assert g.pending.seat == M and g.pending.kind == "daylight"


@pytest.mark.law("8.2.3")
def test_8_2_3_looking_at_the_alliance_hand_shows_no_supporters() -> None:
    # Codebreakers looks at a hand; the Supporters stack is not part of it
    g = pos(turn=turn("marquise", "daylight"), clearings={"8": {"marquise": 1}},
            crafted={"marquise": ["Codebreakers"]}, hands={"alliance": ["Anvil"]},
            alliance={"supporters": ["Royal Claim", "Sword"]})
    play(g, o("use", "Codebreakers", "alliance"))
    assert g.view(M)["players"][M]["seen"] == {"alliance": ["Anvil"]}


@pytest.mark.law("8.2.3", "8.5.2")
def test_8_2_3_capacity_five_without_bases_sixth_discarded() -> None:
    five = ["Sword", "Travel Gear (fox)", "Smuggler's Trail", "Root Tea (mouse)", "Arms Trader"]
    g = pos(turn=turn("alliance", "daylight"),
            hands={"alliance": ["Anvil", "Bake Sale"]},
            alliance={"supporters": five})
    play(g, "mobilize Anvil")
    assert supporters(g) == sorted(five)  # the stack is full: Anvil is discarded
    assert g.deckdef.cards[g.discard[-1]].label == "Anvil"
    assert hand(g, AL) == ["Bake Sale"]


@pytest.mark.law("8.2.3", "8.5.2")
def test_8_2_3_capacity_unlimited_with_a_base() -> None:
    five = ["Sword", "Travel Gear (fox)", "Smuggler's Trail", "Root Tea (mouse)", "Arms Trader"]
    g = pos(turn=turn("alliance", "daylight"),
            clearings={"8": {"alliance": {"buildings": ["base_fox"]}}},
            hands={"alliance": ["Anvil", "Bake Sale"]},
            alliance={"supporters": five})
    play(g, "mobilize Anvil", o("mobilize", "Bake Sale"))
    assert supporters(g) == sorted(five + ["Anvil", "Bake Sale"])
    assert g.discard == []


# ============================================================================ 8.2.4 removing bases
@pytest.mark.law("8.2.4")
def test_8_2_4_base_removed_discards_matching_supporters_and_half_officers() -> None:
    # fox base alone in 8 (defenseless); rabbit base in 5 stays on the map.
    others = ["Bake Sale", "Investments", "Smuggler's Trail", "Mouse-in-a-Sack", "A Visit to Friends",
              "Root Tea (mouse)"]
    g = pos(dice=[0, 2], turn=turn("marquise", "daylight"),
            clearings={"8": {"marquise": 2, "alliance": {"buildings": ["base_fox"]}},
                       "5": {"alliance": {"warriors": 1, "buildings": ["base_rabbit"]}}},
            alliance={"supporters": ["Foxfolk Steel", "Anvil", "Armorers"] + others, "officers": 3})
    assert g.factions[AL].supply == 6
    play(g, "battle 8 alliance")
    assert bases(g) == {5: "base_rabbit"}
    assert g.factions[M].score == 1  # 3.2.1
    # fox supporters and the bird are discarded; six remain (a base is still on the map)
    assert supporters(g) == sorted(others)
    assert {"Foxfolk Steel", "Anvil", "Armorers"} <= set(discard(g))
    # half of 3 officers rounded up = 2 leave the Officers box for the supply
    assert g.factions[AL].officers == 1
    assert g.factions[AL].supply == 8
    assert g.pending.seat == M and g.pending.kind == "daylight"


@pytest.mark.law("8.2.4")
def test_8_2_4_last_base_removed_discard_down_to_five() -> None:
    keep = ["Bake Sale", "A Visit to Friends", "Smuggler's Trail", "Investments", "Mouse-in-a-Sack",
            "Root Tea (mouse)", "Root Tea (rabbit)"]
    g = pos(dice=[0, 0], turn=turn("marquise", "daylight"),
            clearings={"8": {"marquise": 2, "alliance": {"buildings": ["base_fox"]}}},
            alliance={"supporters": ["Anvil"] + keep, "officers": 1})
    play(g, "battle 8 alliance")
    assert bases(g) == {}
    assert g.factions[AL].officers == 0  # half of one, rounded up
    # Anvil (fox) is discarded; seven left and no base: the Alliance discards two of its choice
    assert g.pending.seat == AL and g.pending.kind == "discard_supporter"
    assert opts(g) == {o("supporter", x) for x in keep}
    play(g, o("supporter", "Bake Sale"))
    assert g.pending.seat == AL
    play(g, o("supporter", "Investments"))
    assert supporters(g) == sorted(set(keep) - {"Bake Sale", "Investments"})
    assert {"Anvil", "Bake Sale", "Investments"} <= set(discard(g))
    assert g.pending.seat == M and g.pending.kind == "daylight"


@pytest.mark.law("8.2.4")
def test_8_2_4_last_base_removed_five_or_fewer_supporters_kept() -> None:
    g = pos(dice=[0, 0], turn=turn("marquise", "daylight"),
            clearings={"2": {"marquise": 2, "alliance": {"buildings": ["base_mouse"]}}},
            alliance={"supporters": ["Bake Sale", "A Visit to Friends", "Anvil", "Arms Trader", "Sword"],
                      "officers": 4})
    play(g, "battle 2 alliance")
    # Arms Trader (bird) and Sword (mouse) match the mouse clearing
    assert supporters(g) == ["A Visit to Friends", "Anvil", "Bake Sale"]
    assert g.factions[AL].officers == 2
    assert g.pending.seat == M


# ============================================================================ 8.2.5 sympathy tokens
@pytest.mark.law("8.2.5")
@pytest.mark.parametrize("on_map", [9, 10])
def test_8_2_5_only_ten_sympathy_tokens(on_map: int) -> None:
    # fox base on the map (no fox revolt); three fox supporters pay the 10th token (cost 3)
    cl = symp(*range(1, on_map + 1), extra={"8": {"alliance": {"buildings": ["base_fox"]}}})
    g = pos(turn=turn("alliance", "birdsong"), clearings=cl, hands={"alliance": ["Sword"]},
            alliance={"supporters": ["Anvil", "Foxfolk Steel", "Protection Racket"]})
    assert g.factions[AL].tsupply["sympathy"] == 10 - on_map
    no_revolt(g)
    if on_map == 9:
        assert g.pending.kind == "spread" and opts(g) == {"spread 12", "done"}
        play(g, "spread 12")
        pay_forced(g, "Anvil", "Foxfolk Steel", "Protection Racket")
        assert g.factions[AL].score == VP[9]
        assert g.factions[AL].tsupply["sympathy"] == 0
        # (all supporters are spent: nothing hidden is left, so nothing more is asked)
    else:
        # with all ten on the map there is nothing left to place: only "done" is offered
        forced(g, AL, "spread", "done")
    assert g.pending.seat == AL and g.pending.kind == "daylight"
    assert len(sympathetic(g)) == 10


@pytest.mark.law("8.2.5", "8.6.1")
def test_8_2_5_no_organize_with_all_ten_tokens_placed() -> None:
    cl = symp(*range(1, 11), extra={"1": {"alliance": {"buildings": ["base_fox"]}},
                                     "11": {"alliance": 2}, "12": {"alliance": 1}})
    g = pos(turn=turn("alliance", "evening"), clearings=cl, alliance={"officers": 2})
    assert g.pending.kind == "operations"
    assert not any(x.startswith("organize") for x in opts(g))
    assert "recruit 1" in opts(g)


@pytest.mark.law("8.2.5")
def test_8_2_5_one_sympathy_token_per_clearing() -> None:
    # Spread: only unsympathetic clearings next to sympathy are offered
    g = pos(turn=turn("alliance", "birdsong"),
            clearings=symp(1, 5, extra={"8": {"alliance": {"buildings": ["base_fox"]}},
                                        "10": {"alliance": {"buildings": ["base_rabbit"]}}}),
            alliance={"supporters": ["Ambush (bird)"]})
    no_revolt(g)
    # neighbours of 1: 5 9 10; of 5: 1 2 -> unsympathetic 2 9 10
    assert opts(g) == {"spread 2", "spread 9", "spread 10", "done"}
    # Organize: never in a sympathetic clearing
    g = pos(turn=turn("alliance", "evening"),
            clearings=symp(5, extra={"5": {"alliance": 2}, "2": {"alliance": 1}}),
            alliance={"officers": 1})
    assert {x for x in opts(g) if x.startswith("organize")} == {"organize 2"}


# ============================================================================ 8.2.6 outrage
def march_into_5(**spec: Any) -> Game:
    """Marquise Daylight: three warriors in fox 1, Alliance sympathy in rabbit 5."""
    spec.setdefault("clearings", symp(5, extra={"1": {"marquise": 3}}))
    g = pos(turn=turn("marquise", "daylight"), **spec)
    play(g, "march", "move 1->5", "x2")
    return g


@pytest.mark.law("8.2.6")
def test_8_2_6_outrage_mover_adds_a_matching_card_birds_count() -> None:
    g = march_into_5(hands={"marquise": ["Bake Sale", "Ambush (bird)", "Anvil"]},
                     alliance={"supporters": ["Investments"]})
    # forced: no pass; the fox card does not match rabbit 5
    assert g.pending.seat == M and g.pending.kind == "outrage"
    assert opts(g) == {o("outrage", "Bake Sale"), o("outrage", "Ambush (bird)")}
    play(g, o("outrage", "Ambush (bird)"))
    assert hand(g, M) == ["Anvil", "Bake Sale"]
    assert supporters(g) == ["Ambush (bird)", "Investments"]
    # the march goes on with its second move
    assert g.pending.seat == M and g.pending.kind == "move"


@pytest.mark.law("8.2.6")
def test_8_2_6_outrage_single_matching_card_is_given() -> None:
    g = march_into_5(hands={"marquise": ["Anvil", "A Visit to Friends"]})
    # the one matching card is the only option (asked: the hand is hidden, 1.2.1)
    forced(g, M, "outrage", o("outrage", "A Visit to Friends"))
    assert hand(g, M) == ["Anvil"]
    assert supporters(g) == ["A Visit to Friends"]
    assert g.pending.seat == M and g.pending.kind == "move"


@pytest.mark.law("8.2.6")
def test_8_2_6_outrage_without_matching_card_shows_hand_alliance_draws() -> None:
    g = march_into_5(hands={"marquise": ["Anvil", "Investments"]}, deck_top=["Sword"])
    # nothing asked of the Marquise: no rabbit and no bird card
    assert hand(g, M) == ["Anvil", "Investments"]
    assert supporters(g) == ["Sword"]  # drawn from the deck
    assert g.view(AL)["players"][AL]["seen"] == {"marquise": ["Anvil", "Investments"]}
    # shown to the Alliance only
    assert "seen" not in g.view(E)["players"][M]
    assert g.view(E)["players"][E]["seen"] == {}
    assert g.pending.seat == M and g.pending.kind == "move"


@pytest.mark.law("8.2.6")
def test_8_2_6_outrage_with_empty_hand_alliance_draws() -> None:
    g = march_into_5(deck_top=["Sword"])
    assert supporters(g) == ["Sword"]
    assert g.view(AL)["players"][AL]["seen"] == {"marquise": []}


@pytest.mark.law("8.2.6", "8.2.3")
def test_8_2_6_outrage_card_discarded_when_stack_full() -> None:
    five = ["Sword", "Travel Gear (fox)", "Smuggler's Trail", "Root Tea (mouse)", "Arms Trader"]
    g = march_into_5(hands={"marquise": ["Anvil", "Bake Sale"]}, alliance={"supporters": five})
    forced(g, M, "outrage", o("outrage", "Bake Sale"))
    assert hand(g, M) == ["Anvil"]  # the Marquise still loses the card
    assert supporters(g) == sorted(five)
    assert g.deckdef.cards[g.discard[-1]].label == "Bake Sale"


@pytest.mark.law("8.2.6")
def test_8_2_6_each_move_into_sympathy_outrages() -> None:
    g = march_into_5(hands={"marquise": ["Bake Sale", "A Visit to Friends", "Anvil"]},
                     clearings=symp(5, 10, extra={"1": {"marquise": 3}}))
    assert g.pending.kind == "outrage"
    play(g, o("outrage", "Bake Sale"))
    play(g, "move 1->10")  # 1 warrior left in 1
    # the only rabbit card left goes to the stack
    forced(g, M, "outrage", o("outrage", "A Visit to Friends"))
    assert hand(g, M) == ["Anvil"]
    assert supporters(g) == ["A Visit to Friends", "Bake Sale"]


@pytest.mark.law("8.2.6")
def test_8_2_6_outrage_for_removing_sympathy_in_battle() -> None:
    # sympathy alone in rabbit 5: the Alliance is defenseless, one extra hit removes it
    g = pos(dice=[0, 0], turn=turn("marquise", "daylight"),
            clearings=symp(5, extra={"5": {"marquise": 2}}),
            hands={"marquise": ["Bake Sale", "A Visit to Friends", "Anvil"]})
    play(g, "battle 5 alliance")
    assert sympathetic(g) == []
    assert g.factions[M].score == 1  # 3.2.1
    assert g.pending.seat == M and g.pending.kind == "outrage"
    assert opts(g) == {o("outrage", "Bake Sale"), o("outrage", "A Visit to Friends")}
    play(g, o("outrage", "A Visit to Friends"))
    assert supporters(g) == ["A Visit to Friends"]
    assert g.pending.seat == M and g.pending.kind == "daylight"


@pytest.mark.law("8.2.6")
def test_8_2_6_outrage_when_defender_removes_sympathy() -> None:
    # the Alliance attacks in 5; the Marquise (defender) deals 2 hits: the Alliance warrior,
    # then the sympathy token. Removing it as defender still outrages.
    g = pos(dice=[2, 2], turn=turn("alliance", "evening"),
            clearings=symp(5, extra={"5": {"marquise": 2, "alliance": 1}}),
            alliance={"officers": 1}, hands={"marquise": ["Bake Sale", "Anvil"]})
    play(g, "battle 5 marquise")
    assert g.pending.seat == M and g.pending.kind == "ambush"  # the Marquise holds cards
    play(g, "pass")
    assert warriors_at(g, 5, AL) == 0 and warriors_at(g, 5, M) == 1
    assert sympathetic(g) == []
    assert g.factions[M].score == 1
    # the Bake Sale (the only rabbit-matching card) goes to the Supporters stack
    forced(g, M, "outrage", o("outrage", "Bake Sale"))
    assert hand(g, M) == ["Anvil"]
    assert supporters(g) == ["Bake Sale"]


@pytest.mark.law("8.2.6")
def test_8_2_6_one_outrage_per_sympathy_token_removed() -> None:
    # Favor of the Foxes removes the sympathy in fox 1 and 8: two Outrages
    g = pos(turn=turn("marquise", "daylight"),
            clearings=symp(1, 8, 5, extra={"1": {"marquise": {"buildings": ["workshop"]}},
                                           "6": {"marquise": {"buildings": ["workshop"]}},
                                           "12": {"marquise": {"buildings": ["workshop"]}},
                                           "8": {"alliance": 1}}),
            hands={"marquise": ["Favor of the Foxes", "Anvil", "Foxfolk Steel", "Bake Sale"]})
    play(g, o("craft", "Favor of the Foxes"))
    assert sympathetic(g) == [5]
    assert warriors_at(g, 8, AL) == 0
    assert g.factions[M].score == 2  # two tokens
    # the Marquise, taking the turn, orders the two simultaneous Outrages (1.1.3)
    assert g.pending.seat == M and g.pending.kind == "order_triggers"
    play(g, options(g)[0])
    # each Outrage takes a fox card (the only ones matching); Bake Sale stays
    assert g.pending.seat == M and g.pending.kind == "outrage"
    assert opts(g) == {"outrage Anvil", o("outrage", "Foxfolk Steel")}
    play(g, "outrage Anvil")
    # the second Outrage: Foxfolk Steel is the only fox card left
    forced(g, M, "outrage", o("outrage", "Foxfolk Steel"))
    # (the Marquise then has nothing left to do: its turn runs on to Evening and draws)
    assert "Bake Sale" in hand(g, M)
    assert not {"Anvil", "Foxfolk Steel"} & set(hand(g, M))
    assert supporters(g) == ["Anvil", "Foxfolk Steel"]


@pytest.mark.law("8.2.6")
def test_8_2_6_no_outrage_for_the_alliance_own_move() -> None:
    g = pos(turn=turn("alliance", "evening"),
            clearings=symp(5, extra={"1": {"alliance": 2}}),
            alliance={"officers": 1}, hands={"alliance": ["Bake Sale"]})
    play(g, "move 1->5", "x2")
    assert warriors_at(g, 5, AL) == 2
    assert supporters(g) == []
    assert "Bake Sale" in hand(g, AL)


@pytest.mark.law("8.2.6")
def test_8_2_6_vagabond_pawn_moving_in_is_no_outrage() -> None:
    # the Vagabond pawn is not a warrior (9.2.2): moving it into sympathy is no Outrage
    g = pos(four=True, turn=turn("vagabond", "daylight"),
            clearings=symp(5),
            hands={"vagabond": ["Bake Sale", "Anvil"]},
            vagabond={"character": "ranger", "clearing": 1, "items": ["boots", "crossbow", "sword", "torch"]})
    play(g, "move 5")
    assert g.factions[V].clearing == 4
    assert hand(g, V) == ["Anvil", "Bake Sale"]
    assert supporters(g) == []
    assert g.pending.seat == V and g.pending.kind == "daylight"


@pytest.mark.law("8.2.6")
def test_8_2_6_vagabond_striking_sympathy_outrages() -> None:
    g = pos(four=True, turn=turn("vagabond", "daylight"),
            clearings=symp(5),
            hands={"vagabond": ["Bake Sale", "Anvil"]},
            vagabond={"character": "ranger", "clearing": 5, "items": ["boots", "crossbow", "sword", "torch"]})
    play(g, "strike alliance")
    assert sympathetic(g) == []
    forced(g, V, "outrage", o("outrage", "Bake Sale"))  # the only rabbit card
    assert hand(g, V) == ["Anvil"]
    assert supporters(g) == ["Bake Sale"]


# ============================================================================ 8.3 setup
def fresh_game() -> Game:
    g = Game.new({"map": "autumn", "factions": ["marquise", "eyrie", "alliance"], "seating": "given"}, 3)
    play(g, "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 5", "leader builder")
    return g


@pytest.mark.law("8.3.1")
def test_8_3_1_alliance_supply_of_ten_warriors() -> None:
    g = fresh_game()
    f = g.factions[AL]
    assert f.supply == 10
    assert f.officers == 0
    assert all(warriors_at(g, c, AL) == 0 for c in range(1, 13))


@pytest.mark.law("8.3.2")
def test_8_3_2_three_bases_on_the_faction_board() -> None:
    g = fresh_game()
    assert g.factions[AL].bsupply == {"base_fox": 1, "base_rabbit": 1, "base_mouse": 1}
    assert bases(g) == {}
    assert sorted(g.view(M)["players"][AL]["board"]["bases_on_board"]) == ["fox", "mouse", "rabbit"]


@pytest.mark.law("8.3.3")
def test_8_3_3_ten_sympathy_tokens_on_the_track() -> None:
    g = fresh_game()
    assert g.factions[AL].tsupply == {"sympathy": 10}
    assert sympathetic(g) == []
    assert g.view(E)["players"][AL]["board"]["sympathy_on_track"] == 10


@pytest.mark.law("8.3.4")
def test_8_3_4_three_supporters_drawn_face_down() -> None:
    g = fresh_game()
    f = g.factions[AL]
    assert len(f.supporters) == 3
    assert len(f.hand) == 3  # the starting hand (5.1.3) is separate
    # still the Marquise's first Daylight: 54 cards - 3 x 3 starting hands - 3 supporters
    assert all(len(x.hand) == 3 for x in g.factions)
    assert len(g.deck) + len(g.discard) == 54 - 9 - 3
    everything = set(g.deck) | set(g.discard)
    for x in g.factions:
        everything |= set(x.hand) | set(x.play_area)
    assert not set(f.supporters) & everything
    assert g.view(M)["players"][AL]["board"]["supporters"] == 3
    assert "secret" not in g.view(M)["players"][AL]


# ============================================================================ 8.4.1 revolt
@pytest.mark.law("8.4.1")
def test_8_4_1_revolt_choices() -> None:
    # sympathy: fox 1, 8, 12; rabbit 5, 10 (rabbit base already in 10); mouse 2
    cl = symp(1, 8, 12, 5, 10, 2, extra={"10": {"alliance": {"buildings": ["base_rabbit"]}},
                                        "6": {"alliance": 1}})
    g = pos(turn=turn("alliance", "birdsong"), clearings=cl,
            alliance={"supporters": ["Anvil", "Foxfolk Steel", "Bake Sale", "A Visit to Friends", "Investments"]})
    # fox: any sympathetic fox clearing; not 6 (no sympathy); rabbit: the base is on the map;
    # mouse: only one mouse supporter
    assert g.pending.seat == AL and g.pending.kind == "revolt"
    assert opts(g) == {"revolt 1", "revolt 8", "revolt 12", "done"}


@pytest.mark.law("8.4.1")
def test_8_4_1_revolt_resolves() -> None:
    # 8 (two slots) is full: a Marquise sawmill and an Eyrie roost
    cl = symp(1, 8, 12, 5, extra={"8": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]},
                                         "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                                   "1": {"marquise": 1}})
    g = pos(turn=turn("alliance", "birdsong"), clearings=cl,
            alliance={"supporters": ["Anvil", "Foxfolk Steel", "Bake Sale"]})
    play(g, "revolt 8")
    # two fox supporters spent
    pay_forced(g, "Anvil", "Foxfolk Steel")
    assert supporters(g) == ["Bake Sale"]
    assert {"Anvil", "Foxfolk Steel"} <= set(discard(g))
    # all enemy pieces removed, 1 VP per building and token (sawmill, wood, roost)
    assert warriors_at(g, 8, M) == 0 and warriors_at(g, 8, E) == 0
    assert [k for s, k in g.buildings[7] if s != AL] == []
    assert [k for s, k in g.tokens[7] if s != AL] == []
    assert g.factions[AL].score == 3
    assert g.factions[M].supply == 25 - 1  # the warrior in 1 is untouched
    assert warriors_at(g, 1, M) == 1
    # the fox base, warriors = fox sympathetic clearings (1, 8, 12), one officer
    assert bases(g) == {8: "base_fox"}
    assert warriors_at(g, 8, AL) == 3
    assert g.factions[AL].officers == 1
    assert g.factions[AL].supply == 10 - 3 - 1
    assert (AL, "sympathy") in g.tokens[7]  # the sympathy token stays


@pytest.mark.law("8.4.1")
def test_8_4_1_revolt_any_number_of_times() -> None:
    g = pos(turn=turn("alliance", "birdsong"), clearings=symp(1, 5, 4),
            alliance={"supporters": ["Anvil", "Foxfolk Steel", "Bake Sale", "A Visit to Friends"]})
    assert opts(g) == {"revolt 1", "revolt 4", "revolt 5", "done"}
    play(g, "revolt 1")
    pay_forced(g, "Anvil", "Foxfolk Steel")
    assert opts(g) == {"revolt 4", "revolt 5", "done"}
    play(g, "revolt 5")
    pay_forced(g, "Bake Sale", "A Visit to Friends")
    assert bases(g) == {1: "base_fox", 5: "base_rabbit"}
    assert warriors_at(g, 1, AL) == 1  # one fox sympathetic clearing
    assert warriors_at(g, 5, AL) == 2  # rabbit 4 and 5
    assert g.factions[AL].officers == 2
    assert supporters(g) == []


@pytest.mark.law("8.4.1")
def test_8_4_1_revolt_places_warriors_before_the_officer() -> None:
    # seven Alliance warriors elsewhere: three left in supply, three fox sympathetic clearings
    g = pos(turn=turn("alliance", "birdsong"),
            clearings=symp(1, 6, 12, extra={"2": {"alliance": 7}}),
            alliance={"supporters": ["Anvil", "Foxfolk Steel"]})
    assert g.factions[AL].supply == 3
    play(g, "revolt 6")
    pay_forced(g, "Anvil", "Foxfolk Steel")
    assert warriors_at(g, 6, AL) == 3
    assert g.factions[AL].officers == 0  # no warrior left to become an officer
    assert g.factions[AL].supply == 0


@pytest.mark.law("8.4.1")
def test_8_4_1_revolt_with_the_vagabond_there() -> None:
    # the pawn is not removed (9.2.2); a full removal damages three of his items (9.2.2.I)
    g = pos(four=True, turn=turn("alliance", "birdsong"),
            clearings=symp(8, extra={"8": {"marquise": 1}}), hands={"alliance": ["Sword"]},
            vagabond={"character": "ranger", "clearing": 8, "items": ["boots", "crossbow", "sword", "torch", "hammer"]},
            alliance={"supporters": ["Anvil", "Foxfolk Steel"]})
    play(g, "revolt 8")
    pay_forced(g, "Anvil", "Foxfolk Steel")
    assert warriors_at(g, 8, M) == 0
    assert bases(g) == {8: "base_fox"}
    assert g.factions[V].clearing == 7
    assert g.pending.seat == V and g.pending.kind == "damage"
    play(g, "damage boots", "damage torch", "damage hammer")
    assert sorted(g.factions[V].gear) == ["boots_d", "crossbow", "hammer_d", "sword", "torch_d"]
    assert warriors_at(g, 8, AL) == 1 and g.factions[AL].officers == 1


@pytest.mark.law("8.4.1", "8.4.2")
def test_8_4_revolts_come_before_spreading() -> None:
    g = pos(turn=turn("alliance", "birdsong"), clearings=symp(1), hands={"alliance": ["Sword"]},
            alliance={"supporters": ["Anvil", "Foxfolk Steel", "Protection Racket", "Bake Sale"]})
    assert opts(g) == {"revolt 1", "done"}
    play(g, "done")
    assert g.pending.kind == "spread"
    assert opts(g) == {"spread 5", "spread 10", "done"}
    play(g, "spread 5")
    pay_forced(g, "Bake Sale")
    # the revolt in 1 would still be payable, but the Revolt step is over: only the
    # Spread step goes on, and nothing more can be spread (no fox clearing is adjacent)
    forced(g, AL, "spread", "done")
    assert g.pending.kind == "daylight"
    assert bases(g) == {}
    assert len(g.factions[AL].supporters) == 3


# ============================================================================ 8.4.2 spread sympathy
@pytest.mark.law("8.4.2")
def test_8_4_2_spread_adjacent_to_sympathy() -> None:
    g = pos(turn=turn("alliance", "birdsong"),
            clearings=symp(1, extra={"8": {"alliance": {"warriors": 2, "buildings": ["base_fox"]}}}),
            alliance={"supporters": ["Ambush (bird)"]})
    no_revolt(g)
    # neighbours of 1 only: the base and warriors in 8 do not count
    assert opts(g) == {"spread 5", "spread 9", "spread 10", "done"}


@pytest.mark.law("8.4.2")
def test_8_4_2_spread_anywhere_without_sympathy_but_not_the_keep() -> None:
    g = pos(turn=turn("alliance", "birdsong"),
            clearings={"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
            alliance={"supporters": ["Ambush (bird)"]})
    no_revolt(g)
    assert opts(g) == {f"spread {c}" for c in range(2, 13)} | {"done"}
    with pytest.raises(IllegalAction):
        g.apply("spread 1")


TRACK_ORDER = [12, 1, 5, 2, 6, 10, 9, 4, 8, 7]  # 11 (mouse) is next to 12, 3 never used
MOUSE = ["Investments", "Sword", "Mouse-in-a-Sack"]


@pytest.mark.law("8.4.2")
@pytest.mark.parametrize("k", range(10))
def test_8_4_2_spread_cost_and_score_from_the_track(k: int) -> None:
    # k tokens on the map; the (k+1)-th costs COST[k] mouse supporters and scores VP[k].
    # The mouse base is on the map (in mouse 7, the last of TRACK_ORDER, never sympathetic
    # here) so no mouse revolt is possible.
    cl = symp(*TRACK_ORDER[:k], extra={"7": {"alliance": {"buildings": ["base_mouse"]}}})
    cost = COST[k]
    # one supporter short: 11 cannot be chosen
    short = pos(turn=turn("alliance", "birdsong"), clearings=cl,
                alliance={"supporters": MOUSE[:cost - 1]})
    if cost > 1:
        no_revolt(short)
        assert short.pending.kind == "spread" and "spread 11" not in opts(short)
    else:  # no supporter at all: neither Revolt nor Spread is asked
        assert short.pending.kind not in ("revolt", "spread")
    g = pos(turn=turn("alliance", "birdsong"), clearings=cl, alliance={"supporters": MOUSE[:cost]})
    no_revolt(g)
    assert g.pending.kind == "spread" and "spread 11" in opts(g)
    play(g, "spread 11")
    pay_forced(g, *MOUSE[:cost])
    assert supporters(g) == []
    assert g.factions[AL].score == VP[k]
    assert (AL, "sympathy") in g.tokens[10]
    assert g.factions[AL].tsupply["sympathy"] == 10 - k - 1


@pytest.mark.law("8.4.2")
def test_8_4_2_martial_law() -> None:
    # no sympathy yet (cost 1). 2: three Marquise warriors; 7: three Eyrie warriors;
    # 9: two Marquise warriors; 11: three Alliance warriors (its own do not count)
    cl = {"2": {"marquise": 3}, "7": {"eyrie": 3}, "9": {"marquise": 2}, "11": {"alliance": 3}}
    g = pos(turn=turn("alliance", "birdsong"), clearings=cl, alliance={"supporters": ["Investments"]})
    no_revolt(g)
    assert {x for x in opts(g) if x.startswith("spread")} & {"spread 2", "spread 7", "spread 9", "spread 11"} == \
        {"spread 9", "spread 11"}
    g = pos(turn=turn("alliance", "birdsong"), clearings=cl, alliance={"supporters": ["Investments", "Sword"]})
    no_revolt(g)
    assert {"spread 2", "spread 7", "spread 9", "spread 11"} <= opts(g)
    play(g, "spread 7")
    pay_forced(g, "Investments", "Sword")
    assert supporters(g) == []  # both spent
    assert sympathetic(g) == [7]


@pytest.mark.law("8.4.2")
def test_8_4_2_martial_law_uses_the_track_cost_plus_one() -> None:
    # three tokens on the map: the 4th costs 2, plus 1 for Martial Law
    cl = symp(1, 6, 12, extra={"11": {"marquise": 3}, "3": {"alliance": {"buildings": ["base_rabbit"]}}})
    g = pos(turn=turn("alliance", "birdsong"), clearings=cl, alliance={"supporters": MOUSE[:2]})
    no_revolt(g)
    assert g.pending.kind == "spread" and "spread 11" not in opts(g)
    g = pos(turn=turn("alliance", "birdsong"), clearings=cl, alliance={"supporters": MOUSE[:3]})
    no_revolt(g)
    play(g, "spread 11")
    pay_forced(g, *MOUSE[:3])
    assert supporters(g) == []
    assert g.factions[AL].score == VP[3]


# ============================================================================ 8.5 Daylight
@pytest.mark.law("8.5.1")
def test_8_5_1_craft_in_daylight_with_sympathy() -> None:
    g = pos(turn=turn("alliance", "daylight"), clearings=symp(2, 7),
            hands={"alliance": ["Investments", "Anvil"]})
    # Investments costs rabbit rabbit: not payable with mouse tokens; Anvil costs fox
    assert not any(x.startswith("craft") for x in opts(g))
    g = pos(turn=turn("alliance", "daylight"), clearings=symp(5, 10),
            hands={"alliance": ["Investments", "Anvil"]})
    assert {x for x in opts(g) if x.startswith("craft")} == {"craft Investments"}
    play(g, "craft Investments")
    assert g.factions[AL].items == ["coins"]
    assert g.factions[AL].score == 3


@pytest.mark.law("8.5.2")
def test_8_5_2_mobilize_any_card() -> None:
    g = pos(turn=turn("alliance", "daylight"), hands={"alliance": ["Anvil", "Ambush (bird)", "Bake Sale"]})
    assert {x for x in opts(g) if x.startswith("mobilize")} == \
        {"mobilize Anvil", o("mobilize", "Ambush (bird)"), o("mobilize", "Bake Sale")}
    play(g, o("mobilize", "Ambush (bird)"), "mobilize Anvil")
    assert hand(g, AL) == ["Bake Sale"]
    assert supporters(g) == ["Ambush (bird)", "Anvil"]
    assert g.pending.seat == AL and g.pending.kind == "daylight"  # any number of times


@pytest.mark.law("8.5.3")
def test_8_5_3_train_with_a_card_matching_a_base_clearing() -> None:
    g = pos(turn=turn("alliance", "daylight"),
            clearings={"8": {"alliance": {"buildings": ["base_fox"]}},
                       "2": {"alliance": {"buildings": ["base_mouse"]}}},
            hands={"alliance": ["Anvil", "Bake Sale", "Investments", "Armorers"]})
    assert opts(g) == {"mobilize Anvil", o("mobilize", "Bake Sale"), "mobilize Investments", "mobilize Armorers",
                       "train Anvil", "train Investments", "train Armorers", "end"}
    with pytest.raises(IllegalAction):
        g.apply(o("train", "Bake Sale"))
    play(g, "train Anvil")
    assert g.factions[AL].officers == 1
    assert g.factions[AL].supply == 9
    assert "Anvil" in discard(g)
    play(g, "train Armorers")  # a bird matches any base
    assert g.factions[AL].officers == 2
    assert hand(g, AL) == ["Bake Sale", "Investments"]


@pytest.mark.law("8.5.3")
def test_8_5_3_no_training_without_a_base_on_the_map() -> None:
    g = pos(turn=turn("alliance", "daylight"), clearings=symp(8),
            hands={"alliance": ["Anvil", "Armorers"]})
    assert not any(x.startswith("train") for x in opts(g))


@pytest.mark.law("8.5.3")
def test_8_5_3_no_training_without_a_warrior_in_supply() -> None:
    g = pos(turn=turn("alliance", "daylight"),
            clearings={"8": {"alliance": {"warriors": 9, "buildings": ["base_fox"]}}},
            hands={"alliance": ["Anvil"]}, alliance={"officers": 1})
    assert g.factions[AL].supply == 0
    assert not any(x.startswith("train") for x in opts(g))


# ============================================================================ 8.6 Evening
@pytest.mark.law("8.6.1")
def test_8_6_1_operations_up_to_the_number_of_officers() -> None:
    cl = symp(10, extra={"1": {"alliance": 3, "marquise": 1},
                         "10": {"alliance": {"buildings": ["base_rabbit"]}}})
    g = pos(turn=turn("alliance", "evening"), clearings=cl, alliance={"officers": 2},
            deck_top=["Anvil", "Bake Sale", "Sword"])
    assert g.pending.seat == AL and g.pending.kind == "operations"
    assert opts(g) == {"move 1->5", "move 1->9", "move 1->10", "battle 1 marquise", "recruit 10",
                       "organize 1", "done"}
    play(g, "organize 1")
    # a warrior from 1 returns to supply; the 2nd token scores 1
    assert warriors_at(g, 1, AL) == 2
    assert sympathetic(g) == [1, 10]
    assert g.factions[AL].score == VP[1]
    assert g.factions[AL].supply == 10 - 3 - 2 + 1
    assert "organize 1" not in opts(g)
    play(g, "recruit 10")
    assert warriors_at(g, 10, AL) == 1
    # two operations taken: Evening draws 1 + 1 base = 2, and the turn passes
    assert hand(g, AL) == ["Anvil", "Bake Sale"]
    assert g.pending.seat != AL


@pytest.mark.law("8.6.1")
def test_8_6_1_a_move_is_one_operation() -> None:
    g = pos(turn=turn("alliance", "evening"), clearings={"1": {"alliance": 3}},
            alliance={"officers": 1})
    play(g, "move 1->5", "x3")
    assert warriors_at(g, 5, AL) == 3
    assert g.pending.seat != AL  # the one operation is spent
    assert len(g.factions[AL].hand) == 1


@pytest.mark.law("8.6.1")
def test_8_6_1_no_officers_no_operations() -> None:
    g = pos(turn=turn("alliance", "evening"), clearings={"1": {"alliance": 3},
                                                      "8": {"alliance": {"buildings": ["base_fox"]}}})
    assert g.pending.seat != AL
    assert warriors_at(g, 1, AL) == 3
    assert len(g.factions[AL].hand) == 2  # 1 + 1 base


@pytest.mark.law("8.6.1")
def test_8_6_1_operations_may_stop_early() -> None:
    g = pos(turn=turn("alliance", "evening"), clearings={"1": {"alliance": 3}},
            alliance={"officers": 3})
    play(g, "move 1->5", "x1")
    assert "done" in opts(g)
    play(g, "done")
    assert g.pending.seat != AL
    assert warriors_at(g, 1, AL) == 2


@pytest.mark.law("8.6.1")
def test_8_6_1_recruit_only_at_bases() -> None:
    g = pos(turn=turn("alliance", "evening"),
            clearings={"1": {"alliance": 1}, "8": {"alliance": {"buildings": ["base_fox"]}},
                       "2": {"alliance": {"warriors": 1, "buildings": ["base_mouse"]}}},
            alliance={"officers": 3})
    assert {x for x in opts(g) if x.startswith("recruit")} == {"recruit 8", "recruit 2"}
    play(g, "recruit 8", "recruit 8")
    assert warriors_at(g, 8, AL) == 2


@pytest.mark.law("8.6.1")
def test_8_6_1_no_recruit_with_an_empty_supply() -> None:
    g = pos(turn=turn("alliance", "evening"),
            clearings={"8": {"alliance": {"warriors": 9, "buildings": ["base_fox"]}}},
            alliance={"officers": 1})
    assert g.factions[AL].supply == 0
    assert not any(x.startswith("recruit") for x in opts(g))
    assert "organize 8" in opts(g)  # organizing needs no warrior from supply


@pytest.mark.law("8.6.1")
def test_8_6_1_organize_scores_the_uncovered_space() -> None:
    # six tokens on the map: the 7th scores 3
    cl = symp(1, 2, 3, 4, 5, 6, extra={"8": {"alliance": 1}})
    g = pos(turn=turn("alliance", "evening"), clearings=cl, alliance={"officers": 1})
    assert {x for x in opts(g) if x.startswith("organize")} == {"organize 8"}
    play(g, "organize 8")
    assert warriors_at(g, 8, AL) == 0
    assert g.factions[AL].score == VP[6]
    assert 8 in sympathetic(g)


@pytest.mark.law("8.6.1")
def test_8_6_1_no_organize_in_the_keep_clearing() -> None:
    g = pos(turn=turn("alliance", "evening"),
            clearings={"1": {"alliance": 2, "marquise": {"tokens": ["keep"]}}, "9": {"alliance": 1}},
            alliance={"officers": 1})
    assert {x for x in opts(g) if x.startswith("organize")} == {"organize 9"}


@pytest.mark.law("8.6.2")
def test_8_6_2_draw_one_plus_one_per_base_then_discard_to_five() -> None:
    g = pos(turn=turn("alliance", "evening"),
            clearings={"8": {"alliance": {"buildings": ["base_fox"]}},
                       "2": {"alliance": {"buildings": ["base_mouse"]}}},
            hands={"alliance": ["Anvil", "Bake Sale", "Investments", "Armorers"]},
            deck_top=["Sword", "Root Tea (fox)", "Smuggler's Trail"])
    # 4 + 3 = 7 cards: discard two of the Alliance's choice
    assert g.pending.seat == AL and g.pending.kind == "discard"
    assert len(g.factions[AL].hand) == 7
    assert "Smuggler's Trail" in hand(g, AL)
    play(g, "discard Anvil", o("discard", "Bake Sale"))
    assert hand(g, AL) == sorted(["Investments", "Armorers", "Sword", "Root Tea (fox)", "Smuggler's Trail"])
    assert g.pending.seat != AL
