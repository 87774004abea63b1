"""The Vagabond characters as a registry (woodland/factions/vagabond/characters.py): each is
one small class — its special action's options, why-not and effect, its abilities — and a
new character plugs in with its data and its class alone.

Autumn: 5 is rabbit; paths 1-5 2-5; forest F1 touches 1, 2, 5, 10.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from woodland import explain
from woodland.core.ability import abilities
from woodland.core.actions import Action, act
from woodland.factions.vagabond import CHARACTER_TYPES, CHARACTERS, Character, Vagabond, VagabondDaylight
from woodland.rules.victory import score
from woodland.testing import option_set, play, position

VAGABOND = 1


def test_every_character_of_the_data_has_its_class_and_no_other() -> None:
    assert set(CHARACTER_TYPES) == set(CHARACTERS)
    for key, ch in CHARACTER_TYPES.items():
        assert ch.key == key and ch.title == CHARACTERS[key]["title"]
        assert ch.rule.startswith("V.")


@pytest.mark.law("V.1.2", "V.2.2", "V.3.2", "V.4.2", "V.6.2", "V.7.2", "V.8.2", "V.10.2", "V.11.2", "V.12.2")
def test_each_special_action_belongs_to_one_character() -> None:
    owners = {kind: key for key, ch in CHARACTER_TYPES.items() for kind in ch.kinds}
    assert owners == {"steal": "thief", "labor": "tinker", "hideout": "ranger", "instigate": "vagrant",
                      "scorch": "scoundrel", "improvise": "adventurer", "glide": "harrier", "con": "cheat",
                      "duel": "gladiator", "coerce": "jailor"}


# ------------------------------------------------------------------------- a new character
@contextmanager
def registered_juggler() -> Iterator[None]:
    """Registers the test character (a subclass with a key registers), then removes it."""
    CHARACTERS["juggler"] = {"title": "Juggler", "items": ["boots", "torch", "sword"], "special": "juggling",
                             "box": "base"}

    class Juggler(Character):
        """A test character: juggling exhausts a torch and scores a point, once per clearing
        with a Marquise warrior (not a character of the Law)."""

        key = "juggler"
        rule = "V.1.2"  # any rule id of appendix V will do for the test
        kind = "juggle"

        def available(self, fr: VagabondDaylight, g: Any, v: Vagabond) -> list[Action]:
            marquise = g.seat_of("marquise")
            return [act("juggle")] if g.warriors[v.clearing * g.n + marquise] else []

        def unavailable(self, fr: VagabondDaylight, g: Any, v: Vagabond, action: Action) -> tuple[str, list[str]]:
            return "juggling needs a Marquise warrior to watch", [self.rule]

        def take(self, fr: VagabondDaylight, g: Any, v: Vagabond, action: Action) -> None:
            v.exhaust("torch")
            score(g, v.seat, 1)

    assert CHARACTER_TYPES["juggler"].title == "Juggler"
    try:
        yield
    finally:
        del CHARACTERS["juggler"], CHARACTER_TYPES["juggler"]
        VagabondDaylight.plug_in()  # the menu without it again


@pytest.fixture
def juggler() -> Iterator[None]:
    """The test character, registered while a test runs."""
    with registered_juggler():
        yield


def menu_kinds() -> list[str]:
    return [k for ch in VagabondDaylight.choices["menu"] for k in ch.kinds]


def test_a_character_defined_late_plugs_into_the_daylight_menu_and_out_again() -> None:
    with registered_juggler():
        # after the others'; "*" (OTHER_KINDS): actions any player takes on its own turn (13.2.4)
        assert menu_kinds()[-7:] == ["juggle", "activate", "take", "use", "open", "*", "end"]
    assert "juggle" not in menu_kinds()


def spec(character: str, clearings: dict[str, Any]) -> dict[str, Any]:
    return {"factions": ["marquise", "vagabond"], "ruins": [], "hands": {"marquise": [], "vagabond": []},
            "turn": {"player": "vagabond", "phase": "daylight"}, "clearings": clearings,
            "vagabond": {"character": character, "clearing": 5, "items": ["boots", "torch", "sword"]}}


def test_a_new_character_plugs_in_with_its_data_and_class(juggler: None) -> None:
    g = position(spec("juggler", {"5": {"marquise": 1}}))
    assert "juggle" in option_set(g)
    play(g, "juggle")
    assert g.factions[VAGABOND].score == 1 and "juggle" not in option_set(g)  # the torch is exhausted
    # the oracle asks the character why, and names the owner of someone else's special action
    e = explain(spec("juggler", {}), "juggle")
    assert e.legal is False and "Marquise warrior" in e.reason
    e = explain(spec("juggler", {"5": {"marquise": 1}}), "steal marquise")
    assert e.legal is False and "you are the Juggler, whose special action is Juggling" in e.reason
    assert e.rules == ["V.1.2"]
    e = explain(spec("thief", {"5": {"marquise": 1}}), "juggle")
    assert e.legal is False and "you are the Thief" in e.reason


@pytest.mark.law("V.6.2")
def test_the_scoundrels_ability_comes_with_the_character() -> None:
    cl = {"5": {"marquise": 1}}
    thief = position(spec("thief", cl))
    assert not abilities(thief).blocks_move
    s = spec("scoundrel", cl)
    s["factions"] = ["marquise", "vagabond", "riverfolk"]  # the Scoundrel comes with the Riverfolk (9.3.1)
    s["hands"]["riverfolk"] = []
    scoundrel = position(s)
    assert [type(a).__name__ for a in abilities(scoundrel).blocks_move] == ["ScorchedEarth"]
