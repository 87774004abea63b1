"""Law chapter 1: Golden Rules (rules conflicts, information, consent, turn structure, pieces).

Every test builds a position on the Autumn map (clearings are the printed numbers 1-12:
1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit,
11 mouse, 12 fox) with the Marquise in seat 0 and the Eyrie in seat 1 unless stated.
"""

from __future__ import annotations

import json
import random

import pytest

from woodland.core.errors import BadInput, IllegalAction
from woodland.core.game import Game
from woodland.rules.board import ruler
from woodland.testing import no_ambush, options, play, position, spec_with, warriors_at

M, E = 0, 1  # seats in the default positions


def spec(**kw):
    return spec_with(["marquise", "eyrie"], **kw)


def kinds(g: Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


# ----------------------------------------------------------------------------- 1.1 conflicts
@pytest.mark.law("1.1.1", "2.5")
def test_1_1_1_lords_of_the_forest_beats_the_general_tie_rule() -> None:
    # 2.5 says a tie rules nobody; the Eyrie's faction rule (7.2.2) says they rule ties
    # where they have a piece. Both can't be followed, so the faction rule wins.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"5": {"marquise": {"warriors": 2}, "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                   "9": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}, "eyrie": {"warriors": 2}}},
    ))
    assert ruler(g, 5 - 1) == E
    assert ruler(g, 9 - 1) == E
    # so the Marquise, though she has more warriors there, cannot build in clearing 5
    g2 = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"5": {"marquise": {"warriors": 2, "tokens": ["wood", "wood"]},
                         "eyrie": {"warriors": 1, "buildings": ["roost"]}}},
    ))
    assert not any(o.startswith("build") for o in options(g2))


@pytest.mark.law("1.1.1", "3.2.2")
def test_1_1_1_disdain_for_trade_overrides_the_item_points() -> None:
    # 3.2.2: crafting an item scores the points on the card (Root Tea lists 2); the Eyrie's
    # Disdain for Trade (7.2.3) makes it one point instead.
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
        hands={"eyrie": ["Root Tea (fox)"]},
        eyrie={"leader": "despot"},
    ))
    play(g, 'craft "Root Tea (fox)"')
    assert g.factions[E].score == 1
    assert g.factions[E].items == ["tea"]


@pytest.mark.law("1.1.1", "8.2.2")
def test_1_1_1_guerrilla_war_beats_the_general_battle_roll() -> None:
    # 4.3.3 gives the defender the lower roll; the Alliance's Guerrilla War (8.2.2) gives
    # them the higher one. The faction rule is followed: rolls 3 and 1 against the
    # Alliance mean 3 hits for the Alliance and 1 for the attacking Marquise.
    g = position({"factions": ["marquise", "eyrie", "alliance"],
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"8": {"marquise": {"warriors": 4}, "alliance": {"warriors": 3}},
                                "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}}},
                 dice=[3, 1])
    play(g, "battle 8 alliance")
    assert warriors_at(g, 8, 2) == 2 and warriors_at(g, 8, M) == 1


@pytest.mark.law("1.1.1", "1.4.1")
def test_1_1_1_command_warren_battle_comes_on_top_of_the_daylight_actions() -> None:
    # The Marquise's Daylight is "craft, then up to three actions" (6.5); the card adds a
    # battle at the start of Daylight that is none of those three actions and comes before
    # crafting. The card is followed.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}, "eyrie": {"warriors": 1}}},
        hands={"marquise": ["Anvil"]},
        crafted={"marquise": ["Command Warren"]},
    ), dice=[1, 0])
    assert g.pending.kind == "effects:start_daylight"
    assert options(g) == ['use "Command Warren" 1 eyrie', "pass"]
    play(g, 'use "Command Warren" 1 eyrie')
    assert warriors_at(g, 1, E) == 0 and warriors_at(g, 1, M) == 2
    # back in the normal Daylight: crafting is still open and all three actions remain
    assert g.pending.kind == "daylight"
    assert "craft Anvil" in options(g)
    assert "3 action" in g.pending.prompt


@pytest.mark.law("1.1.2", "2.2.3")
def test_1_1_2_cannot_build_without_an_open_slot_whatever_the_wood() -> None:
    # 2.2.3 "You cannot place a building in a clearing with no open slots" is absolute:
    # plenty of wood and rule do not override it. Clearing 1 has one slot.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 3, "buildings": ["sawmill"], "tokens": ["wood"] * 4}},
                   "5": {"marquise": {"warriors": 3}}},
    ))
    opts = options(g)
    assert not any(o.startswith("build") and o.endswith(" 1") for o in opts)
    # the wood in 1 still pays for the second sawmill in the connected ruled clearing 5
    assert {"build sawmill 5", "build workshop 5", "build recruiter 5"} <= set(opts)


@pytest.mark.law("1.1.2", "6.2.2", "7.4.3")
def test_1_1_2_a_new_roost_cannot_go_to_the_keep() -> None:
    # A New Roost goes to a clearing with the fewest warriors. Hill (1) has none, but it
    # holds the keep and other players cannot place pieces there: the roost goes to one of
    # the clearings with a single warrior instead.
    clearings = {str(c): {"marquise": {"warriors": 1}} for c in range(2, 13)}
    clearings["1"] = {"marquise": {"tokens": ["keep"]}}
    g = position(spec(turn={"player": "eyrie", "phase": "birdsong"}, clearings=clearings,
                      hands={"eyrie": ["Anvil"]}))
    play(g, 'decree Anvil battle')
    assert g.pending.kind == "new_roost"
    assert sorted(options(g), key=lambda o: int(o.split()[1])) == [f"roost {c}" for c in range(2, 13)]


# ----------------------------------------------------------------------------- 1.1.3 who decides
@pytest.mark.law("1.1.3", "1.5.4")
def test_1_1_3_player_taking_the_turn_chooses_which_sawmill_gets_short_wood() -> None:
    # 6.4 places one wood per sawmill; with two wood left for three sawmills the Law does
    # not say which sawmills get it, so the player taking the turn decides (1.1.3), and
    # as much wood as possible is placed (1.5.4).
    clearings = {"1": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                 "5": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                 "9": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                 "10": {"marquise": {"warriors": 1, "tokens": ["wood"] * 6}}}
    g = position(spec(turn={"player": "marquise", "phase": "birdsong"}, clearings=clearings))
    assert g.pending.seat == M and g.current == M
    assert g.pending.kind == "place_wood"
    assert sorted(options(g)) == ["wood 1", "wood 5", "wood 9"]
    play(g, "wood 9", "wood 1")
    wood = {c + 1: sum(1 for s, k in g.tokens[c] if k == "wood") for c in range(12)}
    assert wood[1] == 1 and wood[9] == 1 and wood[5] == 0
    assert g.factions[M].tsupply["wood"] == 0
    assert g.pending.kind == "daylight"


@pytest.mark.law("1.1.3", "1.5.4", "8.2.4", "8.2.6")
def test_1_1_3_the_current_player_orders_simultaneous_triggers() -> None:
    # The Eyrie craft Favor of the Foxes, removing the Alliance's fox base and the sympathy
    # token beside it in Hill (1) at once. Two effects trigger together: Outrage (the Eyrie
    # must add a fox card - their Foxfolk Steel - to the supporters) and the base's removal
    # (the Alliance discards every fox or bird supporter). No rule orders them, so the
    # Eyrie, whose turn it is, choose (1.1.3): Outrage first makes Foxfolk Steel a fox
    # supporter that the base's removal then discards; base first leaves it a supporter.
    # Both outcomes must be open to the Eyrie.
    g = position({"factions": ["marquise", "eyrie", "alliance"],
                  "turn": {"player": "eyrie", "phase": "daylight"},
                  "clearings": {"6": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                                "8": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                                "12": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                                "1": {"alliance": {"warriors": 1, "buildings": ["base_fox"], "tokens": ["sympathy"]}},
                                "3": {"marquise": {"warriors": 1}}},
                  "hands": {"eyrie": ["Favor of the Foxes", "Foxfolk Steel"]},
                  "alliance": {"supporters": ["Bake Sale", "Sword"]}})
    play(g, 'craft "Favor of the Foxes"')
    steel = g.deckdef.type_of("Foxfolk Steel")
    outcomes: set[str] = set()
    todo = [g]
    while todo:  # every way the triggered effects can be resolved
        x = todo.pop()
        if x.pending is None or x.pending.kind.startswith("decree"):  # back to the Decree
            where = "supporters" if any(x.card(c).type == steel for c in x.factions[2].supporters) else \
                "discard" if any(x.card(c).type == steel for c in x.discard) else "elsewhere"
            outcomes.add(where)
            continue
        # nobody else has a choice here: the order is the Eyrie's to decide
        assert x.pending.seat == E or len(x.legal_actions()) == 1, x.pending
        for a in x.legal_actions():
            y = x.clone()
            y.apply(a)
            todo.append(y)
    assert outcomes == {"supporters", "discard"}


# ----------------------------------------------------------------------------- 1.2 information
@pytest.mark.law("1.2.1")
def test_1_2_1_views_show_hand_counts_but_only_your_own_cards() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}}},
        hands={"marquise": ["Anvil", "Favor of the Foxes", "Codebreakers"],
               "eyrie": ["Bake Sale", "Protection Racket"]},
    ))
    mine = g.view(M)
    theirs = g.view(E)
    pm = {p["faction"]: p for p in mine["players"]}
    pe = {p["faction"]: p for p in theirs["players"]}
    # counts are public to everyone
    assert pm["marquise"]["hand_count"] == 3 and pm["eyrie"]["hand_count"] == 2
    assert pe["marquise"]["hand_count"] == 3 and pe["eyrie"]["hand_count"] == 2
    # each player sees their own cards
    assert pm["marquise"]["hand"] == sorted(["Anvil", "Favor of the Foxes", "Codebreakers"])
    assert pe["eyrie"]["hand"] == sorted(["Bake Sale", "Protection Racket"])
    # but not the other hand: no field lists it, nor does the Marquise's pending decision
    # (whose options name her cards) leak into the Eyrie's view
    assert "hand" not in pm["eyrie"] and "hand" not in pe["marquise"]
    assert "craft Anvil" in mine["pending"]["options"]
    assert "options" not in theirs["pending"]
    text_e, text_m = json.dumps(theirs), json.dumps(mine)
    for label in ("Anvil", "Favor of the Foxes", "Codebreakers"):
        assert label not in text_e
    for label in ("Bake Sale", "Protection Racket"):
        assert label not in text_m


@pytest.mark.law("1.2.1", "4.3.1")
def test_1_2_1_the_attacker_cannot_tell_whether_the_defender_holds_an_ambush() -> None:
    # Two positions that look the same to the Marquise: the Eyrie hold one card, either an
    # ambush matching the clearing of battle or not. Declaring the battle must not show the
    # Marquise which it is (no card in hand is revealed unless instructed), so what she sees
    # right after declaring it must be the same in both.
    def declared(eyrie_hand: str) -> dict:
        g = position(spec(
            turn={"player": "marquise", "phase": "daylight"},
            clearings={"5": {"marquise": {"warriors": 2}, "eyrie": {"warriors": 2}}},
            hands={"eyrie": [eyrie_hand]},
        ))
        play(g, "battle 5 eyrie")
        return g.view(M)

    assert declared("Ambush (rabbit)") == declared("Anvil")


@pytest.mark.law("1.2.1", "1.3.2", "8.2.6")
def test_1_2_1_outrage_shows_the_hand_only_to_the_alliance() -> None:
    # Moving into a sympathetic fox clearing without a fox (or bird) card: the Marquise must
    # show her hand to the Alliance - explicitly instructed - and to nobody else.
    g = position({"factions": ["marquise", "eyrie", "alliance"],
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"7": {"marquise": {"warriors": 2}}, "8": {"alliance": {"tokens": ["sympathy"]}},
                                "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                  "hands": {"marquise": ["Bake Sale", "Investments"]}})
    play(g, "march", "move 7->8", "x1")
    alliance = {p["faction"]: p for p in g.view(2)["players"]}["alliance"]
    assert alliance["seen"] == {"marquise": ["Bake Sale", "Investments"]}
    assert len(g.factions[2].supporters) == 1  # drawn from the deck instead of given
    assert len(g.factions[M].hand) == 2
    eyrie_view = json.dumps(g.view(E))
    assert "Bake Sale" not in eyrie_view and "Investments" not in eyrie_view


@pytest.mark.law("1.3.2", "8.2.6")
def test_1_3_2_outrage_gives_the_card_it_instructs() -> None:
    # Outrage instructs the mover to add a matching card from hand to the Alliance's
    # supporters: the Marquise picks which fox card goes, and only that card moves.
    g = position({"factions": ["marquise", "eyrie", "alliance"],
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"7": {"marquise": {"warriors": 2}}, "8": {"alliance": {"tokens": ["sympathy"]}},
                                "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
                  "hands": {"marquise": ["Anvil", "Foxfolk Steel", "Bake Sale"]}})
    play(g, "march", "move 7->8", "x1")
    assert g.pending.seat == M and g.pending.kind == "outrage"
    assert set(options(g)) == {"outrage Anvil", 'outrage "Foxfolk Steel"'}
    play(g, 'outrage "Foxfolk Steel"')
    assert sorted(g.card(c).label for c in g.factions[M].hand) == ["Anvil", "Bake Sale"]
    assert [g.card(c).label for c in g.factions[2].supporters] == ["Foxfolk Steel"]


@pytest.mark.law("1.2.2")
def test_1_2_2_discard_pile_is_public_to_every_player() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}}},
        hands={"marquise": ["Anvil", "Crossbow (bird)"], "eyrie": 2},
        discard=["Sappers", "Ambush (fox)"],
    ))
    for seat in (M, E):
        assert g.view(seat)["discard"] == ["Sappers", "Ambush (fox)"]
    # overwork at the fox sawmill spends Anvil: both players can now see it on the pile
    play(g, "overwork 1", "spend Anvil")
    for seat in (M, E):
        assert g.view(seat)["discard"] == ["Sappers", "Ambush (fox)", "Anvil"]


# ----------------------------------------------------------------------------- 1.3 negotiation
def _random_game_steps(seed: int, max_steps: int = 3000):
    """Play a random two-player game, yielding (game before, action, game after)."""
    g = Game.new({"map": "autumn", "factions": ["marquise", "eyrie"], "seating": "given"}, seed)
    rnd = random.Random(seed)
    for _ in range(max_steps):
        if g.pending is None:
            return
        before = g.clone()
        a = rnd.choice(g.legal_actions())
        g.apply(a)
        yield before, a, g


@pytest.mark.law("1.3.2")
def test_1_3_2_cards_pass_between_hands_only_when_a_card_instructs_it() -> None:
    # With the Marquise, the Eyrie and the standard deck, the only effect that moves a card
    # from one hand to another is Stand and Deliver! (take a card from another player).
    # Over whole random games no other action moves a card between hands.
    for seed in (3, 14, 21):
        for before, a, after in _random_game_steps(seed):
            for src in range(2):
                dst = 1 - src
                gone = set(before.factions[src].hand) - set(after.factions[src].hand)
                arrived = gone & set(after.factions[dst].hand)
                if arrived:
                    assert a.kind == "use" and a.args[0] == "Stand and Deliver!", (seed, str(a))
                    assert before.pending.seat == dst and len(arrived) == 1


@pytest.mark.law("1.3.2")
def test_1_3_2_stand_and_deliver_takes_one_card_as_instructed() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "birdsong"},
        clearings={"1": {"marquise": {"warriors": 2}}, "3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"marquise": [], "eyrie": ["Anvil", "Bake Sale"]},
        crafted={"marquise": ["Stand and Deliver!"]},
    ))
    assert g.pending.kind == "effects:birdsong"
    assert options(g) == ['use "Stand and Deliver!" eyrie', "pass"]
    play(g, 'use "Stand and Deliver!" eyrie')
    assert len(g.factions[M].hand) == 1 and len(g.factions[E].hand) == 1
    assert sorted(g.card(c).label for c in g.factions[M].hand + g.factions[E].hand) == ["Anvil", "Bake Sale"]
    assert g.factions[E].score == 1


@pytest.mark.law("1.3.3")
def test_1_3_3_a_battle_needs_no_consent_from_the_defender() -> None:
    # The Eyrie hold cards but no ambush card. Their only say in the battle is the ambush
    # step (4.3.1), where they can do nothing but pass; they cannot refuse the battle,
    # which is then rolled and resolved straight away.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"8": {"marquise": {"warriors": 3}, "eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"eyrie": ["Anvil", "Sappers"]},
    ), dice=[2, 1])
    play(g, "battle 8 eyrie")
    no_ambush(g)
    assert g.pending.seat == M and g.pending.kind == "daylight"
    assert warriors_at(g, 8, E) == 0 and warriors_at(g, 8, M) == 2


@pytest.mark.law("1.3.3")
def test_1_3_3_off_turn_questions_are_only_the_laws_own_responses() -> None:
    # Nothing asks a player for consent: the only decisions ever put to the player whose
    # turn it is not are ambush (4.3.1), after-roll battle effects (4.3.4), choosing which of
    # their pieces take hits (4.3.6) and Field Hospitals (6.2.3).
    allowed = {"ambush", "after_roll", "remove", "field_hospitals"}
    seen: set[str] = set()
    for seed in (3, 8, 21, 34):
        for before, _a, _after in _random_game_steps(seed):
            p = before.pending
            if before.phase != "setup" and p.seat != before.current:
                assert p.kind in allowed, (seed, p.kind)
                seen.add(p.kind)
    assert seen  # the games did put some responses to the other player


# ----------------------------------------------------------------------------- 1.4 game structure
@pytest.mark.law("1.4.1")
def test_1_4_1_birdsong_daylight_evening_then_the_next_player() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "birdsong"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"]}},
                   "3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"marquise": [], "eyrie": ["Anvil"]},
    ))
    # Birdsong placed the wood, then Daylight asks the Marquise
    assert g.tokens[0] == ((M, "wood"),)
    assert g.pending.kind == "daylight" and g.phase == "daylight" and g.current == M
    turn = g.turn
    play(g, "end")
    # Evening drew her one card; then the next clockwise player (the Eyrie) starts Birdsong
    assert len(g.factions[M].hand) == 1
    assert g.current == E and g.phase == "birdsong" and g.turn == turn + 1
    assert g.pending.seat == E and g.pending.kind == "decree"


@pytest.mark.law("1.4.1")
def test_1_4_1_after_the_last_seat_play_returns_to_the_first() -> None:
    g = position({"factions": ["eyrie", "marquise"],
                  "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"1": {"marquise": {"warriors": 2}},
                                "3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
                  "hands": {"eyrie": ["Anvil"]}})
    assert g.factions[1].key == "marquise"
    play(g, "end")
    assert g.current == 0 and g.factions[0].key == "eyrie" and g.phase == "birdsong"


@pytest.mark.law("1.4.1")
def test_1_4_1_start_of_birdsong_comes_before_everything_else_in_birdsong() -> None:
    # Better Burrow Bank (start of Birdsong) draws first, so the Eyrie, who began with no
    # cards, are not empty-handed at Emergency Orders (7.4.1) and draw nothing more.
    g = position(spec(
        turn={"player": "eyrie", "phase": "birdsong"},
        clearings={"1": {"marquise": {"warriors": 2}}, "3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"marquise": ["Anvil"], "eyrie": []},
        crafted={"eyrie": ["Better Burrow Bank"]},
        deck_top=["Sappers", "Crossbow (mouse)"],
    ))
    labels = lambda s: sorted(g.card(c).label for c in g.factions[s].hand)  # noqa: E731
    assert g.pending.kind == "decree"
    assert labels(E) == ["Sappers"]
    assert labels(M) == ["Anvil", "Crossbow (mouse)"]


@pytest.mark.law("1.4.1")
def test_1_4_1_start_of_evening_comes_before_the_evening_draw() -> None:
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2}}, "3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"marquise": ["Anvil"]},
        crafted={"marquise": ["Cobbler"]},
    ))
    play(g, "end")
    assert g.phase == "evening" and g.pending.kind == "effects:start_evening"
    assert options(g) == ["use Cobbler", "pass"]
    assert len(g.factions[M].hand) == 1  # not drawn yet
    play(g, "use Cobbler", "move 1->5", "x2")
    assert warriors_at(g, 5, M) == 2
    assert len(g.factions[M].hand) == 2  # then the Evening draw


@pytest.mark.law("1.4.1", "3.1")
def test_1_4_1_play_stops_once_someone_has_won() -> None:
    # the second sawmill scores 1 point (clearing 1 has a single, filled slot; build in 5)
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]}},
                   "5": {"marquise": {"warriors": 1}}},
        scores={"marquise": 29},
    ))
    play(g, "build sawmill 5")
    assert g.over and g.pending is None and g.legal_actions() == []
    with pytest.raises(IllegalAction):
        g.apply("end")


@pytest.mark.law("1.4.2")
def test_1_4_2_march_cannot_be_interrupted_by_other_effects() -> None:
    # Between the two moves of March (one action) the Marquise cannot use Tax Collector,
    # craft, take more actions or end Daylight: only the second move or passing it.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 3, "buildings": ["workshop"]}},
                   "3": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
        hands={"marquise": ["Anvil", "Crossbow (bird)"]},
        crafted={"marquise": ["Tax Collector"]},
    ))
    opts = options(g)
    assert 'use "Tax Collector" 1' in opts and "craft Anvil" in opts  # available before
    play(g, "march", "move 1->5", "count 1")
    assert g.pending.kind == "move"
    assert sorted(options(g)) == sorted(["move 1->5", "move 1->9", "move 1->10", "move 5->1", "move 5->2", "pass"])
    play(g, "pass")
    assert 'use "Tax Collector" 1' in options(g)  # usable again once March is over


@pytest.mark.law("1.4.2")
def test_1_4_2_only_in_battle_effects_act_inside_a_battle() -> None:
    # Armorers says "in battle", so it may be used inside the battle; Tax Collector
    # ("once in Daylight") may not interrupt the battle.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"8": {"marquise": {"warriors": 3}, "eyrie": {"warriors": 3}}},
        crafted={"marquise": ["Armorers", "Tax Collector"]},
    ), dice=[2, 2])
    play(g, "battle 8 eyrie")
    assert g.pending.kind == "after_roll" and g.pending.seat == M
    assert options(g) == ["use Armorers", "pass"]


@pytest.mark.law("1.4.3")
def test_1_4_3_nothing_but_the_discard_once_the_last_step_begins() -> None:
    # The Evening's last step is discarding down to five: Daylight options such as Tax
    # Collector, crafting or extra actions are no longer on offer.
    g = position(spec(
        turn={"player": "marquise", "phase": "evening"},
        clearings={"1": {"marquise": {"warriors": 3, "buildings": ["workshop"]}}},
        hands={"marquise": ["Anvil", "Crossbow (bird)", "Sappers", "Armorers", "Bake Sale"]},
        crafted={"marquise": ["Tax Collector"]},
    ))
    assert g.pending.kind == "discard" and len(g.factions[M].hand) == 6
    assert kinds(g) == {"discard"}


# ----------------------------------------------------------------------------- 1.5 pieces
@pytest.mark.law("1.5.1", "1.5.4")
def test_1_5_1_recruit_with_one_warrior_left_places_just_that_one() -> None:
    # Two recruiters but one warrior in supply: no proxy warrior is used; the one warrior
    # is placed at the recruiter the Marquise picks.
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"1": {"marquise": {"warriors": 12, "buildings": ["recruiter"]}},
                   "5": {"marquise": {"warriors": 12, "buildings": ["recruiter"]}}},
    ))
    assert g.factions[M].supply == 1
    play(g, "recruit")
    assert g.pending.kind == "recruit" and sorted(options(g)) == ["recruit 1", "recruit 5"]
    play(g, "recruit 5")
    assert g.factions[M].supply == 0 and warriors_at(g, 5, M) == 13 and warriors_at(g, 1, M) == 12
    assert g.pending.kind == "daylight" and "recruit" not in options(g)


@pytest.mark.law("1.5.1")
def test_1_5_1_no_building_of_a_kind_left_means_none_can_be_built() -> None:
    sawmills = {str(c): {"marquise": {"warriors": 1, "buildings": ["sawmill"]}} for c in (1, 2, 3, 4, 5, 7)}
    sawmills["9"] = {"marquise": {"warriors": 1, "tokens": ["wood"] * 8}}
    g = position(spec(turn={"player": "marquise", "phase": "daylight"}, clearings=sawmills))
    assert g.factions[M].bsupply["sawmill"] == 0
    opts = options(g)
    assert "build workshop 9" in opts and "build recruiter 9" in opts
    assert not any(o.startswith("build sawmill") for o in opts)
    # no wood left in supply: overwork, which places wood, is not possible either
    assert g.factions[M].tsupply["wood"] == 0
    assert not any(o.startswith("overwork") for o in opts)


@pytest.mark.law("1.5.1")
def test_1_5_1_a_position_cannot_use_more_warriors_than_the_faction_has() -> None:
    with pytest.raises(BadInput):
        position(spec(clearings={"1": {"eyrie": {"warriors": 15}}, "2": {"eyrie": {"warriors": 6}}}))


@pytest.mark.law("1.5.2")
def test_1_5_2_each_faction_owns_the_pieces_on_its_board() -> None:
    g = position(spec(turn={"player": "marquise", "phase": "daylight"}))
    m, e = g.factions[M], g.factions[E]
    assert m.supply == 25 and e.supply == 20
    assert m.bsupply == {"sawmill": 6, "workshop": 6, "recruiter": 6}
    assert m.tsupply == {"wood": 8, "keep": 1}
    assert e.bsupply == {"roost": 7}
    assert e.tsupply == {}
    # items belong to no faction: they start in the shared item supply
    assert m.items == [] and e.items == []
    assert g.items == {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}


@pytest.mark.law("1.5.3", "6.2.3")
def test_1_5_3_field_hospitals_only_saves_marquise_warriors() -> None:
    # The Marquise removes two Eyrie warriors in fox clearing 8 while holding a fox card and
    # having the keep: Field Hospitals does not apply to them (they stay Eyrie warriors and
    # go back to the Eyrie supply).
    g = position(spec(
        turn={"player": "marquise", "phase": "daylight"},
        clearings={"8": {"marquise": {"warriors": 3}, "eyrie": {"warriors": 2}},
                   "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
        hands={"marquise": ["Anvil", "Crossbow (bird)"]},
    ), dice=[2, 0])
    supply = g.factions[E].supply
    play(g, "battle 8 eyrie")
    assert warriors_at(g, 8, E) == 0 and g.factions[E].supply == supply + 2
    assert warriors_at(g, 1, M) == 1
    assert g.pending.kind == "daylight" and g.pending.seat == M
    assert len(g.factions[M].hand) == 2


@pytest.mark.law("1.5.3", "6.2.3")
def test_1_5_3_removed_marquise_warriors_stay_hers_for_field_hospitals() -> None:
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"8": {"marquise": {"warriors": 2}, "eyrie": {"warriors": 3}},
                   "12": {"marquise": {"warriors": 1}, "eyrie": {"warriors": 1}},
                   "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                   "3": {"eyrie": {"buildings": ["roost"]}}},
        hands={"marquise": ["Anvil"]},
        eyrie={"decree": {"battle": ["Foxfolk Steel"]}},
    ), dice=[3, 0])
    play(g, "battle 8 marquise")  # the Decree's fox battle
    no_ambush(g)  # she holds a card but no ambush
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    assert options(g) == ["hospital Anvil", "pass"]
    play(g, "hospital Anvil")
    assert warriors_at(g, 8, M) == 0 and warriors_at(g, 1, M) == 3


@pytest.mark.law("1.5.4", "3.2.1")
def test_1_5_4_all_pieces_go_before_the_triggered_field_hospitals() -> None:
    # Favor of the Mice removes every Marquise piece in every mouse clearing at once; only
    # then does Field Hospitals trigger, once per clearing, so when the Marquise is first
    # asked, both clearings 9 and 11 are already empty of her pieces.
    g = position(spec(
        turn={"player": "eyrie", "phase": "daylight"},
        clearings={"2": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                   "7": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                   "9": {"eyrie": {"warriors": 1, "buildings": ["roost"]}, "marquise": {"warriors": 2}},
                   "11": {"marquise": {"warriors": 3, "buildings": ["sawmill"], "tokens": ["wood"]}},
                   "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
        hands={"marquise": ["Root Tea (mouse)", "Sword"], "eyrie": ["Favor of the Mice"]},
    ))
    play(g, 'craft "Favor of the Mice"')
    # both clearings are emptied before any trigger resolves; the Eyrie, whose turn it is,
    # order the two Field Hospitals triggers (1.1.3)
    assert g.pending.seat == E and g.pending.kind == "order_triggers"
    assert warriors_at(g, 9, M) == 0 and warriors_at(g, 11, M) == 0
    assert g.buildings[10] == ((-1, "ruin"),) and g.tokens[10] == ()
    assert g.factions[E].score == 2  # the sawmill and the wood (3.2.1)
    assert set(options(g)) == {'resolve "Field Hospitals for 9"', 'resolve "Field Hospitals for 11"'}
    play(g, 'resolve "Field Hospitals for 9"')
    assert g.pending.seat == M and g.pending.kind == "field_hospitals"
    play(g, 'hospital "Root Tea (mouse)"')
    assert g.pending.kind == "field_hospitals"  # the second clearing's trigger
    play(g, "hospital Sword")
    assert warriors_at(g, 1, M) == 1 + 2 + 3
