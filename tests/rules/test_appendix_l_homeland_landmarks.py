"""The Homeland landmarks (appendix L; Law c.5.3, M.5.1.II): Mousehold, Foxburrow and
Rabbittown, as Leder Games' print-and-play cards print them (docs/data-sources.md).

Autumn map: 1 Hill fox, 2 Quarry mouse, 3 Weald rabbit, 4 Haven rabbit, 5 Creek rabbit,
6 Mountain fox, 7 Pond mouse, 8 Meadow fox, 9 Dune mouse, 10 Beach rabbit, 11 Waterfall
mouse, 12 Glade fox. Hill is adjacent to 5, 9, 10.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland import Game
from woodland.core.landmark import LANDMARKS, offered_landmarks
from woodland.rules.board import clearing_suits, in_suit
from woodland.testing import asked, game_with, no_ambush, option_set, play, warriors_at

HOMELAND = ("mousehold", "foxburrow", "rabbittown")
FIVE = ["marquise", "alliance", "vagabond", "riverfolk", "lizard"]


def daylight(landmarks: dict[str, int], **spec: Any) -> Game:
    return game_with(["marquise", "eyrie"], player="marquise", phase="daylight", landmarks=landmarks, **spec)


# ----------------------------------------------------------------------------- shared
@pytest.mark.law("2.2.2", "L")
@pytest.mark.parametrize("key,suit", [("mousehold", "mouse"), ("foxburrow", "fox"), ("rabbittown", "rabbit")])
def test_each_homeland_landmark_adds_its_suit_to_a_clearing_of_another_suit(key: str, suit: str) -> None:
    c = 1 if suit != "fox" else 2  # Hill (fox) for the others, Quarry (mouse) for Foxburrow
    g = daylight({key: c})
    assert in_suit(g, c - 1, suit) and in_suit(g, c - 1, g.suits[c - 1])  # both suits (even covered)
    assert set(clearing_suits(g, c - 1)) == {g.suits[c - 1], suit}
    assert not in_suit(daylight({}), c - 1, suit)


@pytest.mark.law("A.5.3", "L")
def test_the_setup_side_wants_a_clearing_of_its_suit_not_on_or_next_to_a_landmark() -> None:
    g = daylight({})
    assert [c + 1 for c in LANDMARKS["foxburrow"].setup_clearings(g)] == [1, 6, 8, 12]
    g = daylight({"mousehold": 2})  # Quarry: 5, 6 and 10 are adjacent
    assert [c + 1 for c in LANDMARKS["foxburrow"].setup_clearings(g)] == [1, 8, 12]
    assert [c + 1 for c in LANDMARKS["rabbittown"].setup_clearings(g)] == [3, 4]


@pytest.mark.law("A.5", "A.5.2")
def test_the_advanced_setup_deals_the_homeland_landmark_cards_too() -> None:
    assert set(HOMELAND) <= set(offered_landmarks(2))  # R471: they are landmark cards (c.5.4)


@pytest.mark.law("L.1.1")
def test_a_homeland_landmark_is_no_piece_to_battle() -> None:
    g = daylight({"rabbittown": 3}, clearings={"3": {"marquise": 2}})
    assert not any(o.startswith("battle 3") for o in option_set(g))


# ----------------------------------------------------------------------------- Foxburrow
def moves(g: Game) -> set[str]:
    """The moves the Marquise's march offers (none if it cannot march)."""
    if "march" not in option_set(g):
        return set()
    return {o for o in option_set(play(g, "march")) if o.startswith("move")}


@pytest.mark.law("4.2", "L")
def test_foxburrow_links_fox_clearings_to_it_for_moves_ignoring_paths() -> None:
    spec: dict[str, Any] = {"clearings": {"1": {"marquise": 3}, "12": {"marquise": 1}}}
    got = moves(daylight({"foxburrow": 1}, **spec))
    assert {"move 1->8", "move 1->6", "move 1->12", "move 12->1"} <= got  # Meadow, Mountain: no path
    assert "move 1->2" not in got and "move 12->8" not in got  # Quarry is mouse; 12-8 is no link
    assert not {"move 1->8", "move 1->6"} & moves(daylight({}, **spec))


@pytest.mark.law("4.2.1", "L")
def test_a_move_through_foxburrow_still_needs_rule() -> None:
    g = daylight({"foxburrow": 1}, clearings={"1": {"marquise": 1, "eyrie": 2}, "8": {"eyrie": 1},
                                              "12": {"marquise": 1}})
    got = moves(g)
    assert "move 12->1" in got and "move 1->8" not in got  # the Eyrie rules both 1 and 8


# ----------------------------------------------------------------------------- Mousehold
def mouse_battle(mousehold: int, where: int) -> Game:
    g = daylight({"mousehold": mousehold}, clearings={str(where): {"marquise": 3, "eyrie": 2}}, dice=[2, 0],
                 hands={"eyrie": ["Anvil"]})
    play(g, f"battle {where} eyrie")
    no_ambush(g)
    return g


@pytest.mark.law("4.3", "L")
def test_warriors_removed_in_battle_in_another_mouse_clearing_may_go_to_mousehold() -> None:
    g = mouse_battle(2, 9)  # Mousehold in Quarry, the battle in Dune (mouse)
    assert asked(g) == (1, "mousehold") and option_set(g) == {"mousehold", "pass"}
    play(g, "mousehold")
    assert warriors_at(g, 2, 1) == 2 and warriors_at(g, 9, 1) == 0


@pytest.mark.law("4.3", "L")
def test_declining_mousehold_leaves_the_warriors_in_the_supply() -> None:
    g = mouse_battle(2, 9)
    supply = g.factions[1].supply
    play(g, "pass")
    assert warriors_at(g, 2, 1) == 0 and g.factions[1].supply == supply


@pytest.mark.law("L")
@pytest.mark.parametrize("where", [2, 12])  # Mousehold's own clearing; a fox clearing
def test_mousehold_does_not_take_warriors_from_its_own_or_a_non_mouse_clearing(where: int) -> None:
    g = mouse_battle(2, where)
    assert g.pending is None or g.pending.kind != "mousehold"


# ----------------------------------------------------------------------------- Rabbittown
def rabbit_daylight(hand: list[str], **spec: Any) -> Game:
    # Rabbittown in Weald (3); the Marquise has pieces in the rabbit clearings 4, 5 and 10
    cl = {"3": {"eyrie": 2}, "4": {"marquise": 1}, "5": {"marquise": {"buildings": ["sawmill"]}},
          "10": {"marquise": 1}, "1": {"marquise": 1}}
    return daylight({"rabbittown": 3}, clearings=cl, hands={"marquise": hand}, **spec)


@pytest.mark.law("L")
def test_rabbittown_places_a_warrior_per_other_rabbit_clearing_then_battles_there() -> None:
    g = rabbit_daylight(["Smuggler's Trail", "Arms Trader", "Anvil"], dice=[1, 0])  # rabbit, bird, fox
    assert "rabbittown" in option_set(g)
    play(g, "rabbittown")
    assert asked(g) == (0, "rabbittown_spend")
    assert option_set(g) == {'spend "Smuggler\'s Trail"', 'spend "Arms Trader"'}  # birds are wild (2.1.1)
    play(g, 'spend "Smuggler\'s Trail"')
    # 4, 5 and 10 are the other rabbit clearings with its pieces (Hill is fox); the one battle
    # possible, against the Eyrie in Weald, is fought at once (a single option): the Marquise
    # rolls 1 hit, the Eyrie 0
    assert warriors_at(g, 3, 0) == 3 and warriors_at(g, 3, 1) == 1
    assert "rabbittown" not in option_set(g)  # once in Daylight
    assert "already used Rabbittown" in g.why_not(g.parse("rabbittown"))[0]


@pytest.mark.law("L")
def test_rabbittown_is_not_offered_outside_daylight() -> None:
    g = daylight({"rabbittown": 3}, clearings={"4": {"marquise": 1}}, hands={"marquise": ["Smuggler's Trail"]})
    play(g, "end")  # into Evening
    assert "rabbittown" not in option_set(g)
    assert g.why_not(g.parse("rabbittown")) == ("Rabbittown is used in your own Daylight", ["L"])


@pytest.mark.law("L")
def test_rabbittown_without_an_enemy_there_places_and_battles_no_one() -> None:
    g = daylight({"rabbittown": 3}, clearings={"4": {"marquise": 1}}, hands={"marquise": ["Smuggler's Trail"]})
    play(g, "rabbittown")
    assert warriors_at(g, 3, 0) == 1 and asked(g) == (0, "daylight")


@pytest.mark.law("L", "2.1.1")
def test_rabbittown_costs_a_rabbit_card_and_says_why_not() -> None:
    g = rabbit_daylight(["Anvil"])
    assert "rabbittown" not in option_set(g)
    why = g.why_not(g.parse("rabbittown"))
    assert why is not None and "rabbit card" in why[0]


# ----------------------------------------------------------------------------- the Marsh, 5+
@pytest.mark.law("M.5.1")
@pytest.mark.parametrize("seed", range(4))
def test_m_5_1_ii_five_players_set_the_three_landmarks_in_the_unsuited_clearings(seed: int) -> None:
    g = Game.new({"map": "marsh", "factions": FIVE}, seed)
    assert g.map.n == 15 and not g.map.flooded  # nothing floods (M.5.1.II)
    assert set(g.landmarks) >= set(HOMELAND)
    where = {k: g.landmarks[k] for k in HOMELAND}
    assert len(set(where.values())) == 3
    assert all(g.suits[c] == LANDMARKS[k].suit for k, c in where.items())  # type: ignore[attr-defined]
    assert sorted(g.suits) == sorted(["fox"] * 5 + ["mouse"] * 5 + ["rabbit"] * 5)  # 12 markers + 3
    ruins = {g.map.names[c] for c in range(g.map.n) if g.map.ruins[c]}
    assert ruins == {"Confluence", "Crossing", "Mire", "Fen"}  # R1 and R2 show (M.5.1)
    assert g.view(0)["flooded"] == []


@pytest.mark.law("M.5.1")
def test_m_5_1_ii_a_saved_five_player_marsh_game_loads_with_its_fifteen_clearings() -> None:
    g = Game.new({"map": "marsh", "factions": FIVE}, 2)
    h = Game.from_json(g.to_json())
    assert h.map.n == 15 and h.landmarks == g.landmarks and h.suits == g.suits


# ----------------------------------------------------------------------------- whole games
@pytest.mark.law("A.5.2", "A.5.3", "M.5.1", "L.1.1", "1.2.1", "1.5.1")
@pytest.mark.parametrize("key", [*HOMELAND, "marsh"])
def test_games_with_the_homeland_landmarks_keep_the_invariants(key: str) -> None:
    from tests.rules.test_appendix_l_landmark_games import play_checked

    if key == "marsh":  # all three, set up by the board (M.5.1.II), and a landmark dealt (A.5)
        setup: dict[str, Any] = {"map": "marsh", "factions": FIVE, "mode": "advanced", "landmarks": 1}
    else:
        setup = {"map": "autumn", "factions": ["marquise", "eyrie", "alliance", "vagabond"], "mode": "advanced",
                 "landmarks": {"count": 1, "cards": [key]}}
    g, _record = play_checked(setup, 5)
    assert set(HOMELAND if key == "marsh" else [key]) <= set(g.landmarks)


@pytest.mark.law("M.5.1")
def test_m_5_1_ii_a_five_player_marsh_position_naming_flooded_clearings_is_refused() -> None:
    from woodland.core.errors import BadInput
    from woodland.testing import position

    with pytest.raises(BadInput) as e:
        position({"map": "marsh", "factions": FIVE, "flooded": ["Weir", "Peat", "Fen"]})
    assert "M.5.1.II" in str(e.value)
    g = position({"map": "marsh", "factions": FIVE, "landmarks": {"mousehold": 14}})
    assert g.map.n == 15 and g.landmarks == {"mousehold": 13}


def rare_positions() -> list[Game]:
    """The Homeland landmarks' decisions (for tests/test_kinds.py and tests/rl/test_space.py):
    a Daylight menu with ``rabbittown``, the card to spend, whom to battle, and Mousehold."""
    menu = rabbit_daylight(["Smuggler's Trail", "Arms Trader"])
    spend = play(rabbit_daylight(["Smuggler's Trail", "Arms Trader"]), "rabbittown")
    whom = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight",
                     landmarks={"rabbittown": 3}, clearings={"3": {"eyrie": 1, "alliance": 1}, "4": {"marquise": 1}},
                     hands={"marquise": ["Smuggler's Trail"]})
    play(whom, "rabbittown")
    out = [menu, spend, whom, mouse_battle(2, 9)]
    assert [g.pending.kind for g in out if g.pending] == ["daylight", "rabbittown_spend", "rabbittown_battle",
                                                          "mousehold"]
    return out


def test_the_rare_positions_reach_every_decision_of_the_homeland_landmarks() -> None:
    assert len(rare_positions()) == 4


@pytest.mark.law("L", "4.3.2")
def test_a_game_saved_while_a_battle_asks_something_still_offers_mousehold() -> None:
    # the Vagabond hits two Eyrie warriors in Dune (mouse) and must choose an item to damage
    # before the removal's trigger fires: a save at that moment keeps the warriors waiting
    g = game_with(["vagabond", "eyrie"], player="vagabond", phase="daylight", dice=[2, 1],
                  landmarks={"mousehold": 2}, clearings={"9": {"eyrie": 2}}, hands={"eyrie": []},
                  vagabond={"clearing": 9, "items": ["sword", "sword", "boots", "torch"]})
    play(g, "battle 9 eyrie")
    no_ambush(g)
    assert asked(g)[0] == 0 and g.pending is not None and g.pending.kind != "mousehold"
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    h.apply(h.legal_actions()[0])
    assert asked(h) == (1, "mousehold")
    play(h, "mousehold")
    assert warriors_at(h, 2, 1) == 2
