"""The Feline Physicians (the Forest Patrol card's demoted side, H.2.2; rulings R305-R307):
warriors of the controller removed from a clearing may be placed, for a card matching that
clearing, in a clearing with the controller's pieces instead of their supply."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.bots.hirelings import choose_physicians
from woodland.core.errors import BadInput
from woodland.core.game import Game
from woodland.testing import asked, discard_pile, game_with, hand, options, play, warriors_at

M, E = 0, 1
#: the Eyrie holds 2 warriors in clearing 5 (rabbit) and has pieces in 3 and 8
EYRIE_AROUND = {"5": {"marquise": 3, "eyrie": 2}, "3": {"eyrie": {"warriors": 1, "buildings": ["roost"]}},
                "8": {"eyrie": 1}, "1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}}


def physicians(controller: str | None, eyrie_hand: list[str], clearings: dict[str, Any] | None = None,
               marquise_hand: list[str] | None = None, **spec: Any) -> Game:
    """The Marquise attacks the Eyrie's two warriors in 5; both rolls are 2."""
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", dice=[2, 2],
                  clearings=clearings or EYRIE_AROUND, hands={"marquise": marquise_hand or [], "eyrie": eyrie_hand},
                  hirelings={"cards": {"feline_physicians": controller}}, **spec)
    play(g, "battle 5 eyrie")
    if g.pending.kind == "ambush":
        play(g, "pass")
    return g


def roundtrip(g: Game) -> Game:
    return Game.from_json(json.loads(json.dumps(g.to_json())))


@pytest.mark.law("H.2.2")
def test_the_feline_physicians_place_removed_warriors_in_a_clearing_with_their_controllers_pieces() -> None:
    g = physicians("eyrie", ["Smuggler's Trail", "Anvil"])  # rabbit, fox
    assert warriors_at(g, 5, E) == 0
    assert asked(g) == (E, "feline_physicians")
    # a rabbit card (clearing 5 is rabbit), into 3 or 8 (the Eyrie has no piece left in 5)
    assert options(g) == ['physicians "Smuggler\'s Trail" 3', 'physicians "Smuggler\'s Trail" 8', "pass"]
    assert g.view(0)["pending"]["facts"] == {"procedure": "feline_physicians", "clearing": 5, "warriors": 2}
    supply = g.factions[E].supply
    play(g, 'physicians "Smuggler\'s Trail" 8')
    assert warriors_at(g, 8, E) == 3 and g.factions[E].supply == supply - 2
    assert hand(g, E) == ["Anvil"] and discard_pile(g)[-1] == "Smuggler's Trail"
    assert g.pending.kind == "daylight" and g.current == M


@pytest.mark.law("H.2.2", "2.1.1")
def test_the_feline_physicians_need_a_card_matching_the_clearing_and_are_optional() -> None:
    g = physicians("eyrie", ["Anvil", "Root Tea (mouse)"])  # no rabbit, no bird
    assert asked(g) == (E, "feline_physicians") and options(g) == ["pass"]  # asked all the same (1.2.1)
    supply = g.factions[E].supply
    play(g, "pass")
    assert g.factions[E].supply == supply and warriors_at(g, 8, E) == 1
    g = physicians("eyrie", ["Crossbow (bird)"])
    assert options(g)[0] == 'physicians "Crossbow (bird)" 3'  # a bird matches any clearing
    reason, rules = g.why_not(g.parse('physicians "Crossbow (bird)" 12'))
    assert "no pieces in clearing 12" in reason and rules == ["H.2.2"]


@pytest.mark.law("H.2.2", "H.3")
def test_the_feline_physicians_save_only_their_controllers_faction_warriors() -> None:
    g = physicians("marquise", ["Smuggler's Trail"])  # the Marquise controls them: the Eyrie is not asked
    assert g.pending.kind == "daylight" and warriors_at(g, 5, E) == 0
    g = physicians(None, ["Smuggler's Trail"])  # in the supply, they do nothing
    assert g.pending.kind == "daylight"
    g = physicians("eyrie", [])  # no card in hand: nothing to ask
    assert g.pending.kind == "daylight"


@pytest.mark.law("H.2.2", "H.2.3")
def test_the_feline_physicians_save_warriors_removed_by_an_effect_too() -> None:
    # R305: any removal. The Furious Protector's move removes one Eyrie warrior in 5
    g = game_with(["marquise", "eyrie"], player="marquise", phase="birdsong", empty_hands=True,
                  clearings={"5": {"eyrie": 2}, "8": {"eyrie": {"buildings": ["roost"]}}},
                  hands={"eyrie": ["Smuggler's Trail"]},
                  hirelings={"cards": {"furious_protector": {"controller": "marquise", "pawn": 1},
                                       "feline_physicians": "eyrie"}})
    play(g, "station 5")
    assert asked(g) == (E, "feline_physicians")
    # not into 5, where the Protector now stands: its enemies cannot place pieces there (G.20)
    assert options(g) == ['physicians "Smuggler\'s Trail" 8', "pass"]
    assert "Furious Protector" in g.why_not(g.parse('physicians "Smuggler\'s Trail" 5'))[0]
    play(g, 'physicians "Smuggler\'s Trail" 8')
    assert warriors_at(g, 8, E) == 1 and warriors_at(g, 5, E) == 1


@pytest.mark.law("H.2.2", "6.2.3", "1.5.3")
def test_the_marquise_controlling_the_feline_physicians_is_asked_once_the_keep_among_the_clearings() -> None:
    # R307: the Marquise loses 2 warriors attacking in 5; one question, no Field Hospitals
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", dice=[2, 2],
                  clearings={"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}, "5": {"marquise": 2, "eyrie": 3},
                             "10": {"marquise": {"buildings": ["sawmill"]}}},
                  hands={"marquise": ["Smuggler's Trail"], "eyrie": []},
                  hirelings={"cards": {"feline_physicians": "marquise"}})
    play(g, "battle 5 eyrie")
    assert asked(g) == (M, "feline_physicians")
    assert options(g) == ['physicians "Smuggler\'s Trail" 1', 'physicians "Smuggler\'s Trail" 10', "pass"]
    play(g, 'physicians "Smuggler\'s Trail" 10')
    assert warriors_at(g, 10, M) == 2 and g.pending.kind == "daylight"  # not asked again (Field Hospitals)
    assert g.factions[M].supply == 25 - 3


@pytest.mark.law("H.2.2", "G.24", "1.1.1")
def test_warriors_the_feline_physicians_do_not_save_go_onto_coffin_makers() -> None:
    # R306 (as R34): the controller decides first; unsaved warriors go onto the card
    def g_() -> Game:
        return physicians("eyrie", ["Bake Sale"], deck="exiles", crafted={"marquise": ["Coffin Makers"]})

    g = g_()
    assert asked(g) == (E, "feline_physicians")
    h = roundtrip(g)  # the warriors wait in the supply, saved with the game
    assert options(h) == options(g)
    supply = g.factions[E].supply
    play(g, "pass")
    assert g.factions[M].marks["coffin:1"] == 2 and g.factions[E].supply == supply - 2
    g = g_()
    play(g, 'physicians "Bake Sale" 3')
    assert "coffin:1" not in g.factions[M].marks and warriors_at(g, 3, E) == 3


@pytest.mark.law("H.2.2", "10.2.3")
def test_the_lizard_cults_warriors_removed_defending_go_to_the_acolytes_not_to_the_feline_physicians() -> None:
    # R306: Revenge sends them elsewhere than the supply: nothing to save
    g = game_with(["marquise", "lizard"], player="marquise", phase="daylight", dice=[2, 2],
                  clearings={"5": {"marquise": 3, "lizard": 2}, "8": {"lizard": 1}},
                  hands={"marquise": [], "lizard": ["Smuggler's Trail"]},
                  hirelings={"cards": {"feline_physicians": "lizard"}})
    play(g, "battle 5 lizard")
    if g.pending.kind == "ambush":
        play(g, "pass")
    assert g.pending.kind == "daylight" and g.factions[E].acolytes == 2


@pytest.mark.law("H.2.2")
def test_the_oracle_explains_the_feline_physicians() -> None:
    g = physicians("eyrie", ["Smuggler's Trail", "Anvil"])
    reason, rules = g.why_not(g.parse('physicians "Anvil" 8'))
    assert "Anvil" in reason and rules[0] == "H.2.2"
    for controller, why in (("eyrie", "the Feline Physicians are used when warriors of yours are removed"),
                            ("marquise", "you do not control the Feline Physicians")):
        g = game_with(["marquise", "eyrie"], player="eyrie", phase="daylight", empty_hands=True,
                      hirelings={"cards": {"feline_physicians": controller}})
        assert asked(g)[0] == E
        reason, rules = g.why_not(g.parse('physicians "Anvil" 8'))
        assert reason.startswith(why) and rules == ["H.2.2"]


def test_removed_warriors_waiting_for_the_feline_physicians_are_saved_with_the_game() -> None:
    # R306: the count waiting (between the removal and the question) is the card's state
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  hirelings={"cards": {"feline_physicians": {"controller": "eyrie", "state": {"pending": [[4, 2]]}}}})
    assert roundtrip(g).hirelings.cards[0].state == {"pending": [[4, 2]]}
    with pytest.raises(BadInput, match="pending"):
        game_with(["marquise", "eyrie"], hirelings={"cards": {"feline_physicians": {
            "controller": "eyrie", "state": {"pending": [[99, 2]]}}}})


def test_the_heuristic_bot_saves_two_warriors_with_a_suited_card_where_enemies_threaten_most() -> None:
    from woodland.bots.heuristic_common import Info

    g = physicians("eyrie", ["Crossbow (bird)", "Smuggler's Trail"],
                   clearings={**EYRIE_AROUND, "4": {"marquise": 4}})  # 4 lies next to 8, not to 3
    actions = g.legal_actions()
    assert str(choose_physicians(Info(g.view(E), actions), actions)) == 'physicians "Smuggler\'s Trail" 8'
    g = physicians("eyrie", ["Smuggler's Trail"], clearings={**EYRIE_AROUND, "5": {"marquise": 3, "eyrie": 1}})
    actions = g.legal_actions()  # one warrior removed: not worth a card
    assert str(choose_physicians(Info(g.view(E), actions), actions)) == "pass"



def test_the_heuristic_bot_weighs_the_duchys_burrow_among_the_clearings_to_save_into() -> None:
    """The Duchy's Burrow (clearing 13, off the map, 12.2.2) holds its pieces, so it is offered;
    the bot must weigh it without a threat count of its own (it crashed before)."""
    from woodland.bots.heuristic_common import Info

    g = game_with(["marquise", "duchy"], player="marquise", phase="daylight", dice=[2, 2],
                  clearings={"5": {"marquise": 3, "duchy": 2}, "13": {"duchy": 2}, "8": {"duchy": 1},
                             "4": {"marquise": 4}},
                  hands={"marquise": [], "duchy": ["Smuggler's Trail"]},
                  hirelings={"cards": {"feline_physicians": "duchy"}})
    play(g, "battle 5 duchy")
    if g.pending.kind == "ambush":
        play(g, "pass")
    actions = g.legal_actions()
    assert 'physicians "Smuggler\'s Trail" 13' in [str(a) for a in actions]
    assert str(choose_physicians(Info(g.view(1), actions), actions)) == 'physicians "Smuggler\'s Trail" 8'


def rare_positions() -> list[Game]:
    """Games at the Feline Physicians' decision (for tests/test_kinds.py, tests/rl/test_space.py)."""
    return [physicians("eyrie", ["Smuggler's Trail", "Anvil"])]
