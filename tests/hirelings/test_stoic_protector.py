"""The Stoic Protector (the Furious Protector card's demoted side, H.2.2; ruling R260): the
enemies of its controller cannot battle the controller's pieces in its clearing, nor remove
them outside battle -- whatever the removal (a card, a faction's action, a hireling's)."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.testing import asked, game_with, options, options_of_kind, play, warriors_at

M, E = 0, 1


def stoic(factions: list[str], controller: str, pawn: int, **spec: Any) -> Game:
    cards = {"stoic_protector": {"controller": controller, "pawn": pawn}, **spec.pop("more", {})}
    return game_with(factions, hirelings={"cards": cards}, **spec)


@pytest.mark.law("H.2.2", "1.1.2", "4.1.2")
def test_a_favor_card_does_not_remove_the_stoic_protectors_controllers_pieces_in_its_clearing() -> None:
    # Favor of the Foxes (workshops in fox 1, 8, 12): the Eyrie's pieces in 1 stand by the Protector
    def g_(pawn: int) -> Game:
        g = stoic(["marquise", "eyrie"], "eyrie", pawn, player="marquise", phase="daylight",
                  clearings={"1": {"marquise": {"buildings": ["workshop"]}, "eyrie": 3},
                             "8": {"marquise": {"buildings": ["workshop"]},
                                   "eyrie": {"warriors": 1, "buildings": ["roost"]}},
                             "12": {"marquise": {"buildings": ["workshop"]}}},
                  hands={"marquise": ["Favor of the Foxes"], "eyrie": []})
        play(g, 'craft "Favor of the Foxes"')
        return g

    g = g_(1)
    assert warriors_at(g, 1, E) == 3
    assert warriors_at(g, 8, E) == 0 and g.factions[M].score == 1  # elsewhere as usual (the roost in 8)
    g = g_(5)
    assert warriors_at(g, 1, E) == 0


@pytest.mark.law("H.2.2", "9.5.6")
def test_the_vagabond_cannot_strike_the_stoic_protectors_controller_in_its_clearing() -> None:
    def g_(pawn: int) -> Game:
        return stoic(["marquise", "eyrie", "vagabond"], "marquise", pawn, empty_hands=True,
                     turn={"player": "vagabond", "phase": "daylight"},
                     clearings={"8": {"marquise": 2, "eyrie": 1}},
                     vagabond={"clearing": 8, "items": ["crossbow", "boots"]})

    g = g_(8)
    assert {o for o in options(g) if o.startswith("strike")} == {"strike eyrie"}
    reason, rules = g.why_not(g.parse("strike marquise"))
    assert "Stoic Protector" in reason and rules == ["9.5.6", "H.2.2"]
    assert "strike marquise" in options(g_(1))


@pytest.mark.law("H.2.2", "13.2.4")
def test_a_plot_by_the_stoic_protector_cannot_be_exposed_by_the_corvids_enemies() -> None:
    def g_(pawn: int) -> Game:
        return stoic(["corvid", "marquise"], "corvid", pawn, player="marquise", phase="daylight", empty_hands=True,
                     clearings={"1": {"corvid": {"warriors": 1, "tokens": ["plot_raid"]}, "marquise": 1}},
                     hands={"marquise": ["Anvil"]})

    g = g_(1)
    assert options_of_kind(g, "expose") == set()
    reason, rules = g.why_not(g.parse("expose 1 raid Anvil"))
    assert "Stoic Protector" in reason and rules == ["13.2.4", "H.2.2"]
    assert "expose 1 raid Anvil" in options_of_kind(g_(5), "expose")


@pytest.mark.law("H.2.2", "H.2.3", "H.3.7")
def test_the_flame_bearers_of_an_enemy_cannot_burn_the_stoic_protectors_controllers_pieces() -> None:
    # the Eyrie's Flame Bearers burn in 1; the Marquise's pieces there stand by her Protector
    g = stoic(["marquise", "eyrie", "alliance"], "marquise", 1, player="eyrie", phase="birdsong", empty_hands=True,
              clearings={"1": {"marquise": 1, "alliance": 2}},
              more={"flame_bearers": {"controller": "eyrie", "control": 3, "warriors": {"1": 2}}})
    # both Bearers burn an Alliance warrior, the only pieces they may burn there (no choice to ask)
    assert asked(g) == (E, "hireling_warriors")
    assert warriors_at(g, 1, M) == 1 and warriors_at(g, 1, 2) == 0


@pytest.mark.law("H.2.2", "4.3.6")
def test_the_stoic_protectors_controller_attacking_in_its_clearing_still_takes_hits() -> None:
    # R260: "remove" is outside battle; the battle the controller starts there is theirs
    g = stoic(["marquise", "eyrie"], "marquise", 5, player="marquise", phase="daylight", empty_hands=True,
              dice=[2, 2], clearings={"5": {"marquise": 3, "eyrie": 2}})
    play(g, "battle 5 eyrie")
    assert warriors_at(g, 5, M) == 1 and warriors_at(g, 5, E) == 0


@pytest.mark.law("H.2.2", "10.4.3")
def test_the_lizard_cult_cannot_convert_or_sanctify_the_stoic_protectors_controllers_pieces() -> None:
    from tests.factions.lizard.test_ch10_lizard import BOARD, conspiring

    g = conspiring(hated=True, clearings=BOARD, hirelings={"cards": {"stoic_protector": {"controller": "eyrie",
                                                                                         "pawn": 7}}})
    assert asked(g)[1] == "conspiracy"
    assert not {o for o in options(g) if o.startswith(("convert 7", "sanctify 7"))}
    assert {"convert 2 marquise", "sanctify 2 marquise sawmill"} <= set(options(g))
    reason, rules = g.why_not(g.parse("convert 7 eyrie"))
    assert "Stoic Protector" in reason and rules == ["10.4.3", "H.2.2"]


@pytest.mark.law("H.2.2", "G.23")
def test_propaganda_bureau_cannot_replace_the_stoic_protectors_controllers_warrior_in_its_clearing() -> None:
    def g_(pawn: int) -> Game:
        return stoic(["marquise", "eyrie"], "eyrie", pawn, player="marquise", phase="daylight", empty_hands=True,
                     deck="exiles", clearings={"1": {"marquise": 1}, "5": {"eyrie": 2}},
                     crafted={"marquise": ["Propaganda Bureau"]}, hands={"marquise": ["Bake Sale"]})

    g = g_(5)
    assert not [o for o in options(g) if "Propaganda" in o]
    reason, rules = g.why_not(g.parse('use "Propaganda Bureau" 5 eyrie'))
    assert "Stoic Protector" in reason and rules == ["G.23", "H.2.2"]
    assert 'use "Propaganda Bureau" 5 eyrie' in options(g_(1))


@pytest.mark.law("H.2.2", "V.11.2")
def test_the_gladiator_cannot_duel_the_stoic_protectors_controller_in_its_clearing() -> None:
    def g_(pawn: int) -> Game:
        return stoic(["marquise", "eyrie", "vagabond"], "marquise", pawn, player="vagabond", phase="daylight",
                     empty_hands=True, clearings={"1": {"marquise": 2}},
                     vagabond={"clearing": 1, "character": "gladiator", "items": ["boots", "hammer", "torch"]})

    g = g_(1)
    assert not [o for o in options(g) if o.startswith("duel")]
    reason, rules = g.why_not(g.parse("duel hammer marquise"))
    assert "Stoic Protector" in reason and rules == ["V.11.2", "H.2.2"]
    assert "duel hammer marquise" in options(g_(5))
