"""The Frog Tinkers (River Roamers card, demoted side; appendix H, components.md §6): the top
card of the deck turned face up at the start of the controller's Birdsong, a crafting icon of
its suit for them (a bird card: any suit), discarded at the end of their Evening (R248)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.testing import asked, discard_pile, game_with, hand, options


def tinkers(controller: str, *, top: str = "Anvil", held: list[str] | None = None, player: str = "marquise",
            **spec: Any) -> Game:
    """``player``'s Birdsong (the Marquise's), a workshop in Hill (1, fox); ``top`` on top of
    the deck."""
    return game_with(["marquise", "eyrie"], player=player, phase="birdsong", empty_hands=True,
                     clearings={"1": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
                     hands={"marquise": held if held is not None else ["Foxfolk Steel", "Crossbow (mouse)"]},
                     deck_top=[top], hirelings={"cards": {"frog_tinkers": {"controller": controller, "control": 3}}},
                     **spec)


def card(g: Game, seat: int = 1) -> dict[str, Any]:
    return dict(g.view(seat)["hirelings"]["cards"][0])


def end_turn(g: Game) -> None:
    while g.current == 0 and g.pending is not None:
        opts = options(g)
        g.apply("end" if "end" in opts else "done" if "done" in opts else opts[0])


@pytest.mark.law("H.2.3", "H.2.2", "4.1.1")
def test_frog_tinkers_turn_the_top_card_face_up_for_their_controller_to_craft_with_once() -> None:
    g = tinkers("marquise")
    assert asked(g) == (0, "daylight")
    assert (card(g)["face_up"], card(g)["face_up_used"]) == ("Anvil", False)  # everyone sees it (1.2)
    assert card(g, 0) == card(g, 1) and g.view(1)["players"][0]["crafting_suits"] == {"fox": 2}
    assert g.deckdef.cards[g.deck[-1]].label != "Anvil"
    # Foxfolk Steel costs two foxes: the workshop and the turned fox card pay it
    assert 'craft "Foxfolk Steel"' in options(g)
    h = Game.from_json(json.loads(json.dumps(g.to_json())))  # saved with the card on the hireling
    assert h.fingerprint() == g.fingerprint()
    g.apply('craft "Foxfolk Steel"')
    assert g.factions[0].items == ["sword"] and g.factions[0].score == 2
    assert card(g)["face_up_used"] is True
    # used once (R248): nothing is left to pay for the Crossbow's fox
    assert 'craft "Crossbow (mouse)"' not in options(g)
    assert g.view(1)["players"][0]["crafting_suits"] == {}
    end_turn(g)
    assert "face_up" not in card(g) and discard_pile(g)[-2:] == ["Foxfolk Steel", "Anvil"]  # discarded (R248)


@pytest.mark.law("H.2.2", "4.1.1", "2.1.1")
def test_a_bird_card_turned_by_the_frog_tinkers_pays_an_icon_of_any_suit() -> None:
    # Armorers (bird) on top: Travel Gear costs a rabbit, which the fox workshop cannot pay
    g = tinkers("marquise", top="Armorers", held=["Travel Gear (mouse)"])
    assert g.view(1)["players"][0]["crafting_suits"] == {"fox": 1, "frog+fox+rabbit+mouse": 1}
    assert options(g)[0] == 'craft "Travel Gear (mouse)"'
    g.apply('craft "Travel Gear (mouse)"')
    assert g.factions[0].items == ["boots"] and card(g)["face_up_used"] is True
    assert g.view(1)["players"][0]["crafting_suits"] == {"fox": 1}  # the workshop is unused


@pytest.mark.law("H.2.2", "H.3")
def test_the_frog_tinkers_do_nothing_for_a_player_who_does_not_control_them() -> None:
    g = tinkers("eyrie")
    assert "face_up" not in card(g)
    assert g.deckdef.cards[g.deck[-1]].label == "Anvil"  # not turned in the Marquise's Birdsong
    assert 'craft "Foxfolk Steel"' not in options(g)
    # the Eyrie's card, turned in their Birdsong, is no crafting icon of the Marquise's
    g = tinkers("eyrie", player="eyrie")
    assert card(g)["face_up"] == "Anvil"
    assert g.view(0)["players"][0]["crafting_suits"] == {"fox": 1}


@pytest.mark.law("H.2.3", "2.1")
def test_the_frog_tinkers_turning_the_last_card_of_the_deck_reshuffle_the_discard_pile() -> None:
    # R248: turning the top card takes it from the deck; an empty deck is refilled at once (2.1)
    g = tinkers("marquise", deck_count=1)
    assert card(g)["face_up"] == "Anvil"
    assert len(g.deck) > 1 and g.discard == []


def test_a_save_with_a_bad_frog_tinkers_record_is_refused_naming_the_field() -> None:
    g = tinkers("marquise")
    d = json.loads(json.dumps(g.to_json()))
    d["hirelings"]["cards"][0]["state"] = {"card": 9, "seat": 5, "used": 0}
    with pytest.raises(Exception, match=r"hirelings.cards\[0\].state"):
        Game.from_json(d)


def test_the_terminal_shows_the_card_the_frog_tinkers_turned() -> None:
    from woodland.cli import render

    g = tinkers("marquise")
    assert "face up: Anvil" in render.hirelings_line(g.view(1)["hirelings"])
    assert "Anvil" not in hand(g, 0)


@pytest.mark.law("H.2.2", "13.4.1", "4.1.1")
def test_a_faction_with_no_crafting_piece_is_asked_to_craft_with_the_frog_tinkers_card() -> None:
    # the Corvids have no plot (their crafting pieces): their Birdsong crafting is asked all the
    # same, the turned fox card paying Anvil's fox (the crafting steps of the Corvids, the Lizard
    # Cult, the Hundreds and the Duchy asked about their own pieces only)
    g = game_with(["corvid", "eyrie"], player="corvid", phase="birdsong", empty_hands=True,
                  clearings={"1": {"corvid": 1}}, hands={"corvid": ["Anvil"]}, deck_top=["Protection Racket"],
                  hirelings={"cards": {"frog_tinkers": {"controller": "corvid", "control": 3}}})
    assert asked(g) == (0, "corvid_craft") and "craft Anvil" in options(g)
    g.apply("craft Anvil")
    assert g.factions[0].items == ["hammer"]
