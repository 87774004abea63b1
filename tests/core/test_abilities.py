"""The ability registry (woodland/core/ability.py): every change to a generic rule — a
faction's, a crafted card's, and any new kind of source — is asked through one registry,
in the Law's order (docs/rulings.md R47).

Map: Autumn. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12
10-12 11-12; rivers 5-10 10-11 11-7 7-4.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from woodland import explain
from woodland.core.ability import FROM_LANDMARK, SOURCES, Ability, abilities
from woodland.core.actions import Action, act
from woodland.core.game import Game
from woodland.position import InvalidPosition
from woodland.rules.board import can_place, ruler
from woodland.rules.move import can_move
from woodland.testing import option_set, play, position, warriors_at

MARQUISE, EYRIE = 0, 1


def spec(turn: tuple[str, str], clearings: dict[str, Any], factions: list[str] | None = None,
         **kw: Any) -> dict[str, Any]:
    s: dict[str, Any] = {"factions": factions or ["marquise", "eyrie"], "ruins": [],
                         "turn": {"player": turn[0], "phase": turn[1]}, "clearings": clearings}
    s.update(kw)
    return s


def names(abls: tuple[Ability, ...]) -> list[tuple[str, int]]:
    return [(type(a).__name__, a.seat) for a in abls]


# ------------------------------------------------------------------------- what is registered
def test_each_hook_lists_exactly_the_abilities_that_change_it() -> None:
    g = Game.new({"factions": ["marquise", "eyrie", "lizard", "riverfolk"], "seating": "given"}, seed=3)
    reg = abilities(g)
    assert names(reg.wins_rule_ties) == [("LordsOfTheForest", 1)]
    assert names(reg.rule_adjust) == [("Pilgrims", 2), ("Mercenaries", 3)]
    assert names(reg.move_links) == [("Swimmers", 3), ("Riverboats", 3)]
    assert names(reg.forbids_placement) == [("TheKeep", 0)]
    assert names(reg.takes_removed_warriors) == [("FieldHospitalsWait", 0), ("Revenge", 2)]
    assert names(reg.held_warriors) == [("Funds", 3)]
    assert names(reg.battle_helpers) == [("Mercenaries", 3)]
    assert names(reg.extra_hits) == [("Commander", 1)]
    assert names(reg.battle_removal_bonus) == [("Despot", 1)]
    assert names(reg.item_points) == [("DisdainForTrade", 1)]
    assert names(reg.takes_discard) == [("LostSouls", 2)]
    assert names(reg.turn_start_frames) == [("Services", 3)]
    assert names(reg.why_not_now) == [("MarquiseTiming", 0), ("EyrieTiming", 1), ("Services", 3)]
    assert names(reg.keeps_relationship) == [("Mercenaries", 3)]
    assert reg.ignores_rule_to_move == () and reg.blocks_move == () and reg.defends_with_high_roll == ()


@pytest.mark.law("9.2.3", "V.6.2")
def test_a_vagabond_brings_his_characters_abilities_once_chosen() -> None:
    # the Scoundrel comes with the Riverfolk expansion (9.3.1)
    g = Game.new({"factions": ["marquise", "vagabond", "riverfolk"], "seating": "given"}, seed=1)
    assert names(abilities(g).ignores_rule_to_move) == [("Nimble", 1)]
    while g.pending is not None and g.pending.kind != "setup_character":
        g.apply(g.legal_actions()[0])
    assert abilities(g).blocks_move == ()
    play(g, "character scoundrel")
    assert names(abilities(g).blocks_move) == [("ScorchedEarth", 1)]
    assert names(abilities(g).ignores_rule_to_move) == [("Nimble", 1)]
    assert names(abilities(g).forbids_placement) == [("TheKeep", 0), ("ScorchedEarth", 1)]


@pytest.mark.law("V.5.2", "4.3.2")
def test_the_arbiters_protector_is_in_force_only_while_he_is_the_arbiter() -> None:
    # the Arbiter comes with the Riverfolk expansion (9.3.1); every Vagabond explains an
    # `enlist` naming him, only the Arbiter offers one
    g = Game.new({"factions": ["marquise", "vagabond", "riverfolk"], "seating": "given"}, seed=1)
    assert abilities(g).before_roll_options == ()
    assert names(abilities(g).before_roll_why) == [("EnlistReasons", 1)]
    while g.pending is not None and g.pending.kind != "setup_character":
        g.apply(g.legal_actions()[0])
    play(g, "character arbiter")
    assert names(abilities(g).before_roll_options) == [("Protector", 1)]
    assert names(abilities(g).before_roll_use) == [("Protector", 1)]
    assert names(abilities(g).before_roll_why) == [("EnlistReasons", 1), ("Protector", 1)]


@pytest.mark.law("4.1.3", "2.5", "1.1.1")
def test_a_crafted_card_joins_the_registry_bound_to_its_owner_and_card() -> None:
    # workshops at 6 (fox), 3 (rabbit), 2 (mouse) pay for Soup Kitchens (F R M)
    cl = {"6": {"marquise": {"buildings": ["workshop"]}}, "3": {"marquise": {"buildings": ["workshop"]}},
          "2": {"marquise": {"buildings": ["workshop"]}}, "9": {"marquise": {"warriors": 1, "tokens": ["wood"]},
                                                                "eyrie": 2}}
    g = position(spec(("marquise", "daylight"), cl, deck="exiles", hands={"marquise": ["Soup Kitchens"]}))
    assert names(abilities(g).rule_adjust) == []
    assert ruler(g, 8) == EYRIE
    play(g, 'craft "Soup Kitchens"')
    (soup,) = abilities(g).rule_adjust
    assert type(soup).__name__ == "SoupKitchens" and soup.seat == MARQUISE
    assert g.deckdef.cards[soup.cid].label == "Soup Kitchens"
    assert ruler(g, 8) == MARQUISE  # its one wood counts two (the card), against two warriors


@pytest.mark.law("1.1.1", "G.24")
def test_faction_abilities_come_before_cards_whatever_the_seats() -> None:
    # Coffin Makers with the first seat; the Cult's Revenge is still asked first (R34, R47)
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 1}}, factions=["marquise", "lizard"],
                      deck="exiles", crafted={"marquise": ["Coffin Makers"]}))
    assert names(abilities(g).takes_removed_warriors) == [("FieldHospitalsWait", 0), ("Revenge", 1),
                                                          ("CoffinMakers", 0)]


def test_copies_share_the_registry_and_rebuild_it_alone() -> None:
    g = Game.new({"factions": ["marquise", "eyrie"]}, seed=2)
    reg = abilities(g)
    c = g.clone()
    assert abilities(c) is reg  # abilities hold no state
    c.abilities_changed()
    assert abilities(c) is not reg and abilities(g) is reg


# ------------------------------------------------------------------------- a new kind of source
class Bridge(Ability):
    """A test landmark: a path between clearings 1 and 12 for everyone."""

    rule = "4.2"
    precedence = FROM_LANDMARK

    def move_links(self, g: Game, mover: int) -> list[tuple[int, int, bool]]:
        return [(0, 11, False)]


class Quarantine(Ability):
    """A test landmark: no piece may be placed in clearing 5."""

    rule = "G.20"
    precedence = FROM_LANDMARK

    def forbids_placement(self, g: Game, placer: int, c: int) -> bool:
        return c == 4

    def placement_reason(self, g: Game, c: int) -> str:
        return f"clearing {c + 1} is quarantined"


class Palisade(Ability):
    """A test landmark: a defender in clearing 5 may brace before the roll (once per
    battle), adding one to its maximum rolled hits."""

    rule = "4.3.2"
    precedence = FROM_LANDMARK

    def before_roll_options(self, g: Game, battle: Any, seat: int) -> list[Action]:
        return [act("brace")] if seat == battle.d and battle.c == 4 and "brace" not in battle.used else []

    def before_roll_use(self, g: Game, battle: Any, seat: int, action: Action) -> None:
        battle.used.append("brace")
        battle.cap_d += 1

    def before_roll_why(self, g: Game, battle: Any, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind != "brace":
            return None
        if battle is None or battle.c != 4:
            return "only a defender in clearing 5 braces behind the palisade", ["4.3.2"]
        return "bracing is done before the roll", ["4.3.2"]


@pytest.fixture
def landmarks() -> Iterator[None]:
    def source(g: Game) -> list[Ability]:
        return [Bridge(), Quarantine(), Palisade()]

    SOURCES.append(source)
    try:
        yield
    finally:
        SOURCES.remove(source)


@pytest.mark.law("4.2", "G.20")
def test_a_new_kind_of_source_changes_the_rules_without_touching_them(landmarks: None) -> None:
    g = position(spec(("marquise", "daylight"), {"1": {"marquise": 2}, "12": {"eyrie": 1}}))
    assert names(abilities(g).move_links) == [("Bridge", -1)]
    assert can_move(g, MARQUISE, 0, 11)  # along the bridge, ruling the origin (4.2.1)
    assert not can_place(g, MARQUISE, 4) and not can_place(g, EYRIE, 4)
    assert "move 1->12" in option_set(_march(g))
    # the oracle and the position checker name the new source's reason and rule
    e = explain(spec(("marquise", "daylight"), {"5": {"marquise": 2}, "1": {"marquise": {"tokens": ["wood"]}}}),
                "build workshop 5")
    assert e.legal is False and "quarantined" in e.reason and "G.20" in e.rules
    with pytest.raises(InvalidPosition, match="clearing 5 is quarantined"):
        position(spec(("marquise", "daylight"), {"5": {"marquise": {"buildings": ["sawmill"]}}}))


@pytest.mark.law("4.3.2", "4.3.3.I")
def test_a_new_kind_of_source_offers_an_effect_before_the_roll(landmarks: None) -> None:
    # the Marquise (3 warriors) attacks the Eyrie (1 warrior) in 5; the dice read 3 and 3
    cl = {"5": {"marquise": 3, "eyrie": 1}}
    g = position(spec(("marquise", "daylight"), cl), dice=[3, 3])
    play(g, "battle 5 eyrie")
    assert g.pending is not None and (g.pending.seat, g.pending.kind) == (EYRIE, "before_roll")
    assert option_set(g) == {"brace", "pass"}
    play(g, "brace")
    assert warriors_at(g, 5, MARQUISE) == 1  # the Eyrie's cap is its warrior plus one: 2 hits
    # declined, the cap is the one warrior
    g = position(spec(("marquise", "daylight"), cl), dice=[3, 3])
    play(g, "battle 5 eyrie", "pass")
    assert warriors_at(g, 5, MARQUISE) == 2
    # the oracle asks the landmark why not, in a battle elsewhere and with no battle at all
    e = explain(spec(("marquise", "daylight"), {"1": {"marquise": 3, "eyrie": 1}}, play=["battle 1 eyrie"]),
                "brace")
    assert e.legal is False and "clearing 5" in e.reason and e.rules == ["4.3.2"]
    e = explain(spec(("marquise", "daylight"), cl), "brace")
    assert e.legal is False and "clearing 5" in e.reason


class Infirmary(Ability):
    """A test source asking the Marquise about her removed warriors itself (as the Feline
    Physicians do, R307): her Field Hospitals is not asked as well."""

    rule = "6.2.3"
    precedence = FROM_LANDMARK

    def saves_removed_warriors(self, g: Game, owner: int) -> bool:
        return owner == MARQUISE


@pytest.mark.law("6.2.3")
def test_field_hospitals_steps_aside_for_any_source_that_asks_about_the_removed_warriors() -> None:
    # the Marquise loses her 2 warriors attacking 3 Eyrie warriors in 5, holding a rabbit card
    cl = {"1": {"marquise": {"warriors": 1, "tokens": ["keep"]}}, "5": {"marquise": 2, "eyrie": 3}}
    hands = {"marquise": ["Smuggler's Trail"], "eyrie": []}

    def battle() -> Game:
        g = position(spec(("marquise", "daylight"), cl, hands=hands), dice=[2, 2])
        return play(g, "battle 5 eyrie")

    assert battle().pending.kind == "field_hospitals"

    def source(g: Game) -> list[Ability]:
        return [Infirmary()]

    SOURCES.append(source)
    try:
        g = battle()
    finally:
        SOURCES.remove(source)
    assert g.pending is not None and g.pending.kind == "daylight" and warriors_at(g, 5, MARQUISE) == 0


def _march(g: Game) -> Game:
    play(g, "march")
    return g


# ------------------------------------------------------------------------- windows and trigger hooks
def test_a_card_effect_that_offers_options_must_name_its_window() -> None:
    from woodland.rules.effects import Effect

    with pytest.raises(TypeError, match="window"):
        class NoWindow(Effect):  # noqa: F841 - defining it is the test
            def options(self, g: Game, seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
                return []


def test_a_trigger_hook_is_asked_only_about_the_kinds_it_names() -> None:
    from woodland.core import game as game_mod

    asked: list[str] = []

    def hook(g: Game, ev: tuple[Any, ...]) -> list[Any]:
        asked.append(ev[0])
        return []

    before = list(game_mod.GENERIC_TRIGGERS)
    game_mod.trigger_hook(hook, lambda: {"moved"})
    try:
        g = Game.new({"factions": ["marquise", "eyrie"], "seating": "given"}, 3)
        steps = 0
        while g.result is None and len(asked) < 3 and steps < 400:
            g.apply(g.legal_actions()[-1])
            steps += 1
    finally:
        game_mod.GENERIC_TRIGGERS[:] = before
        game_mod._HOOKS_BY_KIND.clear()
    assert asked and set(asked) == {"moved"}
