"""Each implemented hireling side, as its card says (components.md §6) under appendix H."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.rules.board import rulers
from woodland.testing import asked, game_with, options, warriors_at


def with_hireling(side: str, controller: str | None, *, player: str = "marquise", phase: str = "daylight",
                  dice: list[int] | None = None, second: str = "eyrie", **spec: Any) -> Game:
    """Marquise and Eyrie (or ``second``), ``side`` controlled by ``controller`` (None: in the
    supply)."""
    return game_with(["marquise", second], player=player, phase=phase, empty_hands=True, dice=dice,
                     hirelings={"cards": {side: controller}}, **spec)


# ----------------------------------------------------------------------------- Bluebird Nobles
TIED = {"1": {"marquise": 2, "alliance": 2}}


@pytest.mark.law("H.2.2", "2.5")
def test_bluebird_nobles_win_ties_for_rule_for_their_controller() -> None:
    # Last Dynasty / Bluebird Nobles (demoted): the controller rules where tied, as 7.2.2
    assert rulers(with_hireling("bluebird_nobles", "marquise", second="alliance", clearings=TIED))[0] == 0
    assert rulers(with_hireling("bluebird_nobles", "alliance", second="alliance", clearings=TIED))[0] == 1
    assert rulers(with_hireling("bluebird_nobles", None, second="alliance", clearings=TIED))[0] == -1
    g = with_hireling("bluebird_nobles", "marquise", second="alliance", clearings=TIED)
    assert [p for p in g.view(1)["players"] if p["faction"] == "marquise"][0]["wins_rule_ties"]


@pytest.mark.law("H.2.3")
def test_bluebird_nobles_score_one_point_per_three_ruled_clearings_at_the_start_of_birdsong() -> None:
    ruled = {str(c): {"marquise": 1} for c in range(1, 8)}  # seven clearings: two points
    g = with_hireling("bluebird_nobles", "marquise", phase="birdsong", clearings=ruled)
    assert g.factions[0].score == 2
    g = with_hireling("bluebird_nobles", "eyrie", phase="birdsong", clearings=ruled)
    assert g.factions[0].score == 0


# ----------------------------------------------------------------------------- Otter Divers
RIVERSIDE = {"1": {"marquise": 1, "eyrie": 3}, "9": {"eyrie": 3}, "10": {"eyrie": 3},
             "2": {"marquise": {"buildings": ["sawmill"]}}}


@pytest.mark.law("H.2.2", "4.2.1")
def test_otter_divers_let_the_controller_move_to_and_from_river_clearings_regardless_of_rule() -> None:
    # Riverfolk Flotilla / Otter Divers (demoted): Hill (1) to Beach (10, on the river)
    g = with_hireling("otter_divers", "marquise", clearings=RIVERSIDE)
    g.apply("march")
    assert {"move 1->5", "move 1->10"} <= set(options(g))
    assert "move 1->9" not in options(g)  # Dune is not on the river
    reason, rules = g.why_not(g.parse("move 1->9"))
    assert rules == ["4.2.1"]
    g = with_hireling("otter_divers", "eyrie", clearings=RIVERSIDE)
    assert "march" not in options(g)  # without the Divers, no move at all


# ----------------------------------------------------------------------------- battles
def battle(side: str, controller: str, dice: list[int], clearing: dict[str, Any]) -> Game:
    """The Marquise battles the Eyrie in Hill (1) with the dice given (the higher to her)."""
    g = with_hireling(side, controller, dice=dice, clearings={"1": clearing})
    g.apply("battle 1 eyrie")
    return g


@pytest.mark.law("H.2.2", "4.3.5")
def test_raven_sentries_deal_an_extra_hit_where_their_controller_has_a_building_or_token() -> None:
    # Corvid Spies / Raven Sentries (demoted); rolled 1 and 0: the Marquise deals 1 + 1
    pieces = {"marquise": {"warriors": 3, "buildings": ["sawmill"]}, "eyrie": 4}
    assert warriors_at(battle("raven_sentries", "marquise", [1, 0], pieces), 1, 1) == 2
    assert warriors_at(battle("raven_sentries", "eyrie", [1, 0], pieces), 1, 1) == 3
    no_building = {"marquise": 3, "eyrie": 4}
    assert warriors_at(battle("raven_sentries", "marquise", [1, 0], no_building), 1, 1) == 3


@pytest.mark.law("H.2.2", "4.3.5")
def test_badger_bodyguards_ignore_the_first_hit_their_controller_takes() -> None:
    # Vault Keepers / Badger Bodyguards (demoted); rolled 2 and 2
    pieces = {"marquise": 3, "eyrie": 3}
    g = battle("badger_bodyguards", "eyrie", [2, 2], pieces)
    assert (warriors_at(g, 1, 0), warriors_at(g, 1, 1)) == (1, 2)
    g = battle("badger_bodyguards", "marquise", [2, 2], pieces)
    assert (warriors_at(g, 1, 0), warriors_at(g, 1, 1)) == (2, 1)
    g = battle("badger_bodyguards", "marquise", [0, 0], pieces)  # no hit: nothing to ignore
    assert (warriors_at(g, 1, 0), warriors_at(g, 1, 1)) == (3, 3)
    assert asked(g)[0] == 0


# ----------------------------------------------------------------------------- Lizard Envoys
DISCARD = ["Anvil", "Ambush (fox)", "Bake Sale", "Tax Collector", "Sword", "Foxfolk Steel"]


@pytest.mark.law("H.2.3")
def test_lizard_envoys_take_a_card_of_the_most_common_suit_among_the_top_five_discards() -> None:
    # Warm Sun Prophets / Lizard Envoys (demoted): the top five hold three foxes (one an
    # ambush); Anvil, sixth from the top, is not looked at
    g = with_hireling("lizard_envoys", "marquise", phase="birdsong", discard=DISCARD,
                      clearings={"1": {"marquise": 1}})
    assert asked(g) == (0, "envoys")
    assert options(g) == ['envoy "Foxfolk Steel"', 'envoy "Tax Collector"']
    reason, rules = g.why_not(g.parse('envoy Anvil'))
    assert rules == ["H.2.3"]
    g.apply('envoy "Tax Collector"')
    assert "Tax Collector" in [p for p in g.view(1)["players"] if p["faction"] == "marquise"][0]["shown"]
    assert "Tax Collector" not in g.view(1)["discard"]


@pytest.mark.law("H.2.3")
def test_lizard_envoys_take_nothing_from_a_pile_of_birds_and_ambushes() -> None:
    g = with_hireling("lizard_envoys", "marquise", phase="birdsong", discard=["Ambush (fox)", "Armorers"],
                      clearings={"1": {"marquise": 1}})
    assert asked(g)[1] != "envoys"
    assert g.view(0)["discard"] == ["Ambush (fox)", "Armorers"]


# ----------------------------------------------------------------------------- Rat Smugglers
def smugglers(controller: str) -> Game:
    return game_with(["marquise", "eyrie"], player="marquise", phase="daylight",
                     hands={"marquise": ["Anvil", "Sword", "Favor of the Foxes"], "eyrie": []},
                     hirelings={"cards": {"rat_smugglers": controller}}, dice=[2, 1],
                     clearings={"1": {"marquise": 2, "eyrie": 1}, "5": {"marquise": {"buildings": ["sawmill"]}}})


@pytest.mark.law("H.2.2")
def test_rat_smugglers_discard_item_cards_in_daylight_to_move_or_battle_again_and_again() -> None:
    # Flame Bearers / Rat Smugglers (demoted): Anvil shows an item; Favor of the Foxes does not
    g = smugglers("marquise")
    assert {"smuggle Anvil move", "smuggle Anvil battle"} <= set(options(g))
    assert not any("Favor" in o for o in options(g))
    reason, rules = g.why_not(g.parse('smuggle "Favor of the Foxes" move'))
    assert "item card" in reason and rules[0] == "H.2.2"
    g.apply("smuggle Anvil move")
    assert asked(g) == (0, "move") and "pass" not in options(g)
    g.apply("move 1->5")
    g.apply("x1")
    assert warriors_at(g, 5, 0) == 1
    assert "Anvil" in g.view(0)["discard"]
    assert asked(g) == (0, "daylight")
    assert "smuggle Sword battle" in options(g)  # again, with another item card
    g.apply("smuggle Sword battle")  # the one battle possible: in Hill, rolled 2 and 1
    assert warriors_at(g, 1, 1) == 0
    assert not any(o.startswith("smuggle") for o in options(smugglers("eyrie")))


# ----------------------------------------------------------------------------- Rabbit Scouts
def scouts(hand: list[str], controller: str = "eyrie") -> Game:
    """The Marquise (5 warriors) attacks the Eyrie (5) in Hill (fox); the dice show 3 and 1."""
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", dice=[3, 1],
                  hands={"marquise": [], "eyrie": hand}, hirelings={"cards": {"rabbit_scouts": controller}},
                  clearings={"1": {"marquise": 5, "eyrie": 5}})
    g.apply("battle 1 eyrie")
    if asked(g) == (1, "ambush"):
        g.apply("pass")
    return g


@pytest.mark.law("H.2.2", "4.3.2", "8.2.2")
def test_rabbit_scouts_spend_a_matching_card_to_deal_the_higher_roll() -> None:
    # Spring Uprising / Rabbit Scouts (demoted)
    g = scouts(["Anvil", "Bake Sale"])
    assert asked(g) == (1, "before_roll")
    assert options(g) == ["scout Anvil", "pass"]  # Anvil is a fox card; Bake Sale a rabbit
    assert g.why_not(g.parse("scout \"Bake Sale\""))[1] == ["H.2.2", "2.1.1"]
    g.apply("scout Anvil")  # once per battle: nothing more to ask, the dice are rolled
    assert (warriors_at(g, 1, 0), warriors_at(g, 1, 1)) == (2, 4)  # the Eyrie dealt 3, took 1
    assert "Anvil" in g.view(0)["discard"]


@pytest.mark.law("H.2.2", "1.2.1")
def test_rabbit_scouts_ask_their_controller_whatever_the_hand_holds() -> None:
    g = scouts(["Bake Sale"])  # nothing to spend, but no one may learn that from the question
    assert asked(g) == (1, "before_roll") and options(g) == ["pass"]
    g.apply("pass")
    assert (warriors_at(g, 1, 0), warriors_at(g, 1, 1)) == (4, 2)
    g = scouts(["Anvil"], controller="marquise")  # the attacker's Scouts do nothing
    assert (warriors_at(g, 1, 0), warriors_at(g, 1, 1)) == (4, 2)


@pytest.mark.law("H.1.1", "H.1.3", "H.2.2", "H.2.3", "H.2.4")
def test_the_oracle_explains_every_hireling_action_taken_at_the_wrong_moment() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"1": {"marquise": 1}},
                  hirelings={"cards": {"lizard_envoys": "marquise", "rat_smugglers": "eyrie", "rabbit_scouts": None}})
    expect = {"hire rabbit_scouts": "H.1.1", "hire lizard_envoys": "H.1.1", "pass_on lizard_envoys eyrie": "H.1.3",
              "pass_on rat_smugglers eyrie": "H.1.3", "envoy Anvil": "H.2.3", "smuggle Anvil move": "H.2.4",
              "scout Anvil": "H.2.2"}
    for text, rule in expect.items():
        reason, rules = g.why_not(g.parse(text))
        assert rules[0] == rule, (text, reason, rules)


# ----------------------------------------------------------------------------- Furious Protector
@pytest.mark.law("A.6.3", "H.2.2")
def test_the_furious_protector_is_set_up_in_any_clearing_and_shown_to_everyone() -> None:
    # Furious Protector (promoted): the last player in turn order sets it up
    g = Game.new({"factions": ["marquise", "eyrie"], "seating": "given", "hirelings": ["furious_protector"]}, 2)
    assert asked(g) == (1, "hireling_pawn") and len(options(g)) == 12
    g.apply("station 7")
    assert g.view(0)["hirelings"]["cards"][0]["pawn"] == 7
    assert Game.from_json(g.to_json()).fingerprint() == g.fingerprint()


def protector(controller: str | None, phase: str = "daylight", **spec: Any) -> Game:
    return game_with(["marquise", "eyrie", "alliance"], player="marquise", phase=phase, empty_hands=True,
                     hirelings={"cards": {"furious_protector": {"controller": controller, "pawn": 1}}}, **spec)


@pytest.mark.law("H.2.2", "H.3.2", "G.20")
def test_enemies_of_the_furious_protector_cannot_place_pieces_in_its_clearing() -> None:
    from woodland.rules.board import can_place, why_cannot_place

    g = protector("eyrie", clearings={"1": {"marquise": 1}})
    assert not can_place(g, 0, 0) and can_place(g, 1, 0) and can_place(g, 0, 4)
    reason, rules = why_cannot_place(g, 0, 0)
    assert "Furious Protector" in reason and rules[0] == "H.2.2"
    g = protector(None, clearings={"1": {"marquise": 1}})  # in the supply: everyone is its enemy
    assert not can_place(g, 0, 0) and not can_place(g, 1, 0)


@pytest.mark.law("H.2.3", "H.3.6")
def test_the_furious_protector_moves_at_the_start_of_birdsong_and_removes_a_warrior_of_each_player() -> None:
    g = protector("marquise", phase="birdsong",
                  clearings={"5": {"marquise": 2, "eyrie": 3}, "9": {"alliance": 1}, "2": {"marquise": 1}})
    assert asked(g) == (0, "hireling_pawn")
    assert set(options(g)) == {"station 5", "station 9", "station 10"}  # adjacent to Hill, rule ignored
    assert g.why_not(g.parse("station 2"))[1] == ["H.2.3"]
    g.apply("station 5")
    assert (warriors_at(g, 5, 0), warriors_at(g, 5, 1)) == (1, 2)
    assert g.view(2)["hirelings"]["cards"][0]["pawn"] == 5
    assert [p["score"] for p in g.view(0)["players"]] == [0, 0, 0]


@pytest.mark.law("G.18", "1.2")
def test_the_furious_protectors_pawn_is_among_its_clearings_pawns_in_every_view() -> None:
    from rich.console import Console

    from woodland.cli.render import clearing_table
    from woodland.core.observe import public_view

    g = protector("eyrie", clearings={"1": {"marquise": 2}})
    for v in (g.view(0), g.view(1), g.view(2), public_view(g)):
        assert v["clearings"][0]["pawns"] == ["furious_protector"]
        assert not any(cl["pawns"] for cl in v["clearings"][1:])
    console = Console(width=200, record=True)
    console.print(clearing_table(g.view(0), g.map))
    hill = next(line for line in console.export_text().splitlines() if line.split()[:2] == ["1", "Hill"])
    assert "Furious Protector pawn" in hill  # the terminal's "hirelings" column


@pytest.mark.law("H.2.2", "1.1.2", "4.3")
def test_battling_the_furious_protector_is_refused_by_its_card_not_for_want_of_pieces() -> None:
    from woodland import explain

    g = protector("eyrie", clearings={"1": {"marquise": 2}})
    e = explain(g, "battle 1 furious_protector")
    assert not e.legal and e.rules == ["H.2.2", "1.1.2"]
    assert e.reason.startswith("the Furious Protector in clearing 1 cannot be battled or removed")
    e = explain(g, "battle 5 furious_protector")  # where it is not: no pieces, as for anyone
    assert not e.legal and e.rules == ["4.3"]
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"1": {"marquise": 4, "eyrie": 3}},
                  hirelings={"cards": {"stoic_protector": {"controller": "eyrie", "pawn": 1}}})
    e = explain(g, "battle 1 stoic_protector")
    assert not e.legal and e.rules == ["H.2.2", "1.1.2"] and "Stoic Protector" in e.reason


# ----------------------------------------------------------------------------- Stoic Protector
@pytest.mark.law("H.2.1", "H.1.1")
def test_the_stoic_protector_is_put_at_its_new_controllers_pieces_when_hired() -> None:
    # Furious Protector / Stoic Protector (demoted)
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True, dice=[0],
                  clearings={"1": {"marquise": 1}, "8": {"marquise": {"buildings": ["sawmill"]}}, "3": {"eyrie": 2}},
                  hirelings={"cards": {"stoic_protector": None}, "waiting": {"marquise": 1}})
    g.apply("end")
    for _ in range(20):
        if asked(g)[1] == "hireling_pawn":
            break
        g.apply(g.legal_actions()[0])
    assert asked(g) == (0, "hireling_pawn") and set(options(g)) == {"station 1", "station 8"}
    g.apply("station 8")
    assert g.view(1)["hirelings"]["cards"][0] == {"key": "stoic_protector", "title": "Stoic Protector",
                                                  "side": "demoted", "controller": "marquise", "control": 1,
                                                  "pawn": 8}


@pytest.mark.law("H.2.2", "1.1.2", "4.3")
def test_enemies_cannot_battle_the_stoic_protectors_controller_in_its_clearing() -> None:
    def g_(pawn: int) -> Game:
        return game_with(["marquise", "eyrie"], player="eyrie", phase="daylight", empty_hands=True,
                         clearings={"1": {"marquise": 2, "eyrie": {"warriors": 3, "buildings": ["roost"]}}},
                         hirelings={"cards": {"stoic_protector": {"controller": "marquise", "pawn": pawn}}})
    from woodland.rules.battle import battle_options
    from woodland.rules.why import why_battle

    assert battle_options(g_(1), 1) == []
    reason, rules = why_battle(g_(1), 1, g_(1).parse("battle 1 marquise"))
    assert "Stoic Protector" in reason and rules == ["H.2.2", "1.1.2"]
    assert [str(a) for a in battle_options(g_(5), 1)] == ["battle 1 marquise"]
    assert [str(a) for a in battle_options(g_(1), 0)] == ["battle 1 eyrie"]  # the controller may battle there


@pytest.mark.law("H.2.3")
def test_the_stoic_protector_must_move_at_the_start_of_its_controllers_birdsong() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="birdsong", empty_hands=True,
                  clearings={"2": {"eyrie": 3}, "1": {"marquise": 1}},
                  hirelings={"cards": {"stoic_protector": {"controller": "marquise", "pawn": 1}}})
    assert asked(g) == (0, "hireling_pawn") and set(options(g)) == {"station 5", "station 9", "station 10"}
    g.apply("station 5")
    assert g.view(1)["hirelings"]["cards"][0]["pawn"] == 5


# ----------------------------------------------------------------------------- Bat Messengers
@pytest.mark.law("H.2.2")
def test_bat_messengers_place_a_warrior_with_each_building_their_controller_places() -> None:
    # Sunny Advocates / Bat Messengers (demoted; Homeland, one source)
    def build(controller: str) -> Game:
        g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                      clearings={"2": {"marquise": {"warriors": 1, "buildings": ["sawmill"], "tokens": ["wood"]}}},
                      hirelings={"cards": {"bat_messengers": controller}})
        g.apply("build workshop 2")
        return g

    g = build("marquise")
    assert asked(g) == (0, "messenger") and options(g) == ["messenger 2", "pass"]
    g.apply("messenger 2")
    assert warriors_at(g, 2, 0) == 2
    assert asked(build("eyrie"))[1] != "messenger"


@pytest.mark.law("A.6.3", "12.2.2")
def test_a_protector_never_goes_to_the_burrow() -> None:
    g = Game.new({"factions": ["marquise", "duchy"], "seating": "given", "hirelings": ["furious_protector"]}, 2)
    assert asked(g) == (1, "hireling_pawn") and len(options(g)) == 12 and "station 13" not in options(g)


@pytest.mark.law("4.3", "G.3")
def test_a_hireling_with_only_a_building_in_a_clearing_has_pieces_to_battle_there() -> None:
    from woodland.rules.why import why_battle

    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"2": {"marquise": 2}, "5": {"marquise": 1}},
                  hirelings={"cards": {"vault_keepers": {"controller": "eyrie", "buildings": {"2": 1}}}})
    assert "battle 2 vault_keepers" in options(g)
    assert why_battle(g, 0, g.parse("battle 2 vault_keepers")) is None  # not "no pieces" (4.3)
    assert why_battle(g, 0, g.parse("battle 5 vault_keepers")) == ("vault_keepers has no pieces in clearing 5",
                                                                   ["4.3"])
