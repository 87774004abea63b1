"""The rules oracle's "why not?" answers for the Lord of the Hundreds (ch. 14), with the
conventions of tests/test_why_not_expansion.py: for each distinct reason of a ``why_not``
in woodland/factions/hundreds a concrete position where the action is illegal for exactly
that reason; ``woodland.explain`` must answer legal=False, cite exactly the reason's rule
ids and name the right thing. Every legal action of these positions is explained as legal.

Reasons no position can produce, left out: Incite with every mob on the map (14.6.1) --
with no clearing to incite in the step is not asked; a Daylight action asked while
crafting (14.5) -- the oracle finds the way through crafting first; a corner other than the one diagonally
opposite a starting corner (14.3.2) -- when that corner is free it is the only choice,
taken without asking; a mob, a recruited warrior or an anointed warlord where placement is
forbidden (only the keep or a snare forbids it, tested in the generic placement cases).

Autumn (components.md §5; these positions clear the ruins): suits 1 fox, 2 mouse, 3 rabbit,
4 rabbit, 5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; one slot
in 1, 3, 4; paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12
10-12 11-12.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tests.whynot import Pos as PosBase, case_test, check, check_legal, why

L = pytest.mark.law


class Pos(PosBase):
    registry: ClassVar[list[PosBase]] = []


def spec(clearings: dict[str, Any], hand: list[str] | None = None, board: dict[str, Any] | None = None,
         play: list[str] | None = None, phase: str = "daylight", player: str = "hundreds",
         **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"factions": ["hundreds", "marquise"], "ruins": [],
                           "turn": {"player": player, "phase": phase}, "clearings": clearings,
                           "hands": {"hundreds": hand or [], "marquise": []},
                           "hundreds": {"warlord": 1, "mood": "rowdy", **(board or {})}}
    if play:
        out["play"] = play
    out.update(extra)
    return out


STRONG = {"1": {"hundreds": {"warriors": 2, "buildings": ["stronghold"]}}}
# Command: the warlord and a warrior in 1 (fox, a stronghold); one in 5 with two Marquise
# warriors (hers); a Marquise warrior with a crafted boots in 9; Command 1.
BOARD = {"1": {"hundreds": {"warriors": 2, "buildings": ["stronghold"]}}, "5": {"hundreds": 1, "marquise": 2},
         "9": {"marquise": 1}, "8": {"hundreds": {"warriors": 1, "buildings": ["stronghold", "stronghold"]}},
         "12": {"hundreds": 1}}
HD_COMMAND = Pos("hundreds command", spec(BOARD, ["Anvil", "Bake Sale"], items={"marquise": ["boots"]},
                                          play=["done"]))
HD_COMMAND_SPENT = Pos("hundreds command spent", spec(BOARD, ["Anvil"], play=["done", "move 1->10", "x1", "hold"]))
HD_ALL_STRONGHOLDS = Pos("hundreds six strongholds", spec(
    {"1": {"hundreds": {"warriors": 2, "buildings": ["stronghold"]}},
     "2": {"hundreds": {"buildings": ["stronghold"] * 2}}, "6": {"hundreds": {"buildings": ["stronghold"] * 2}},
     "12": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}}, ["Anvil"], play=["done"]))
HD_ADVANCE = Pos("hundreds advance", spec(BOARD, ["Anvil"], board={"mood": "grandiose"},
                                          items={"marquise": ["boots"]}, play=["done"]))
HD_BITTER_DAY = Pos("hundreds bitter daylight", spec({"1": {"hundreds": 2}}, board={"mood": "bitter"}))
HD_NO_WARLORD = Pos("hundreds no warlord", spec({"1": {"hundreds": 2}, "5": {"marquise": 1}}, board={
    "warlord": None, "mood": "grandiose"}))
HD_CRAFT = Pos("hundreds craft", spec(STRONG, ["Anvil", "Sword"]))
HD_CONTEMPT = Pos("hundreds contempt", spec(STRONG, ["Anvil"], play=["craft Anvil"]))
HD_FULL = Pos("hundreds full track", spec(STRONG, ["Anvil"], play=["craft Anvil", "hoard hammer"],
                                          items={"hundreds": ["sword", "sword", "tea", "crossbow"]}))
HD_LOOT = Pos("hundreds loot", spec({"5": {"hundreds": 3, "marquise": 1}}, board={"warlord": 5},
                                    items={"marquise": ["boots", "sword"]}, play=["loot 5 marquise"]), dice=[3, 0])
HD_VAGABOND = Pos("hundreds vagabond", {**spec({"5": {"hundreds": 2}}, board={"warlord": 5}),
                                        "factions": ["hundreds", "vagabond"], "hands": {"hundreds": []},
                                        "vagabond": {"character": "thief", "clearing": 5}})
# Birdsong: a mob in 12; the die shows rabbit: 4 or 10.
HD_MOB = Pos("hundreds mob", spec({"12": {"hundreds": {"tokens": ["mob"]}}, "1": {"hundreds": 1}},
                                  phase="birdsong"), dice=[1])
HD_RECRUIT = Pos("hundreds recruit short", spec(
    {"1": {"hundreds": 1}, "9": {"hundreds": 17}, "2": {"hundreds": {"warriors": 1, "buildings": ["stronghold"]}}},
    phase="birdsong", items={"hundreds": ["sword"]}))
HD_ANOINT = Pos("hundreds anoint", spec({"1": {"hundreds": 2}, "8": {"hundreds": 1}}, phase="birdsong",
                                        board={"warlord": None}))
HD_MOOD = Pos("hundreds mood", spec({"1": {"hundreds": 1}}, phase="birdsong", items={"hundreds": ["sword"]}))
HD_LAVISH = Pos("hundreds lavish", spec({"1": {"hundreds": 1}}, phase="birdsong", items={"hundreds": ["sword"]},
                                        play=["mood lavish"]))
HD_INCITE = Pos("hundreds incite", spec({"1": {"hundreds": 1}, "2": {"hundreds": {"warriors": 1, "tokens": ["mob"]}},
                                         "6": {"marquise": 1}}, ["Anvil"], phase="evening"))
HD_JUBILANT = Pos("hundreds jubilant", spec({"1": {"hundreds": 1}}, ["Anvil", "Sword"], phase="evening",
                                            board={"mood": "jubilant"}, play=["incite Anvil 1"]))
HD_BITTER = Pos("hundreds bitter", spec({"5": {"hundreds": {"warriors": 1, "tokens": ["mob"]}, "marquise": 3},
                                         "4": {"hundreds": {"tokens": ["mob"]}}},
                                        board={"warlord": 5, "mood": "bitter"}, play=["battle 5 marquise"]),
                dice=[0, 0])
HD_SETUP = Pos("hundreds setup", setup=(["marquise", "eyrie", "hundreds"], [
    "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9", "leader despot"]))

ASKS: dict[str, tuple[str, str]] = {
    HD_COMMAND.name: ("hundreds", "command"), HD_COMMAND_SPENT.name: ("hundreds", "advance"),
    HD_ALL_STRONGHOLDS.name: ("hundreds", "command"), HD_ADVANCE.name: ("hundreds", "advance"),
    HD_NO_WARLORD.name: ("hundreds", "command"), HD_CRAFT.name: ("hundreds", "hundreds_craft"),
    HD_CONTEMPT.name: ("hundreds", "contempt"), HD_FULL.name: ("hundreds", "hoard_full"),
    HD_LOOT.name: ("hundreds", "loot"), HD_VAGABOND.name: ("hundreds", "command"),
    HD_MOB.name: ("hundreds", "mob"), HD_RECRUIT.name: ("hundreds", "recruit_place"),
    HD_ANOINT.name: ("hundreds", "anoint"), HD_MOOD.name: ("hundreds", "mood"),
    HD_LAVISH.name: ("hundreds", "lavish"), HD_INCITE.name: ("hundreds", "incite"),
    HD_BITTER_DAY.name: ("hundreds", "command"), HD_JUBILANT.name: ("hundreds", "jubilant"),
    HD_BITTER.name: ("hundreds", "before_roll"),
    HD_SETUP.name: ("hundreds", "setup_corner"),
}

CASES = [
    # setup (14.3.2)
    why(HD_SETUP, "garrison 5", L("14.3.2"), "corner"),
    why(HD_SETUP, "garrison 1", L("14.3.2"), "another player"),
    # Contempt for Trade and the Hoard (14.2.3, 14.2.4)
    why(HD_CONTEMPT, "hoard sword", L("14.2.3"), "hammer"),
    why(HD_CONTEMPT, "scrap sword", L("14.2.3"), "hammer"),
    why(HD_FULL, "scrap boots", L("14.2.4.I"), "hammer"),
    why(HD_COMMAND, "hoard boots", L("14.2.3", "14.2.4.I"), "craft"),
    why(HD_COMMAND, "lead", L("14.2.2"), "warlord"),
    # Looters (14.2.5)
    why(HD_LOOT, "take tea", L("14.2.5"), "Marquise"),
    why(HD_COMMAND, "loot 1 marquise", L("4.3"), "1"),
    why(HD_ADVANCE, "loot 5 marquise", L("14.5.3"), "5"),
    why(HD_VAGABOND, "loot 5 vagabond", L("14.2.5"), "Vagabond"),
    why(Pos("hundreds no loot", spec(BOARD, ["Anvil"], play=["done"])), "loot 5 marquise", L("14.2.5"),
        "Crafted Items"),
    # Birdsong (14.4)
    why(HD_MOB, "mob 12", L("14.4.1"), "rabbit"),
    why(HD_RECRUIT, "place 9", L("14.4.2", "1.5.4"), "stronghold"),
    why(HD_ANOINT, "anoint 5", L("14.4.3"), "warriors"),
    why(HD_MOOD, "anoint 1", L("14.4.3"), "on the map"),
    why(HD_MOOD, "mood grumpy", L("14.7"), "stubborn"),
    why(HD_MOOD, "mood rowdy", L("14.4.4"), "rowdy"),
    why(HD_MOOD, "mood wrathful", L("14.4.4"), "sword"),
    why(HD_COMMAND, "lavish sword", L("14.7.4"), "Birdsong"),
    why(HD_LAVISH, "lavish boots", L("14.7.4"), "Hoard"),
    why(HD_LAVISH, "mood bitter", L("14.4"), "is over"),
    why(HD_COMMAND, "anoint 1", L("14.4.3"), "Birdsong"),
    why(HD_COMMAND, "mood bitter", L("14.4.4"), "Birdsong"),
    # Daylight (14.5)
    why(HD_COMMAND, "craft Anvil", L("14.5"), "craft"),
    why(HD_COMMAND_SPENT, "build Anvil 1", L("14.5"), "over"),
    why(HD_COMMAND_SPENT, "battle 5 marquise", L("14.5.3"), "5"),
    why(HD_COMMAND, "build Anvil", L("14.5.2.III"), "card and a clearing"),
    why(HD_COMMAND, "build Anvil 13", L("2.2"), "13"),
    why(HD_COMMAND, 'build "Bake Sale" 5', L("14.5.2.III", "2.5"), "5"),
    why(HD_COMMAND, 'build "Bake Sale" 8', L("2.2.3"), "8"),
    why(HD_COMMAND, 'build "Bake Sale" 12', L("14.5.2.III", "2.1.1"), "Bake Sale"),
    why(HD_ALL_STRONGHOLDS, "build Anvil 1", L("1.5.1", "14.5.2.III"), "six"),
    why(HD_ADVANCE, "move 5->2", L("14.5.3"), "5"),
    why(HD_NO_WARLORD, "incite Anvil 1", L("14.6.1"), "Evening"),
    why(HD_CRAFT, "build Anvil 1", L("14.5.2.III"), "Command"),
    # Evening (14.6)
    why(HD_INCITE, "incite Anvil", L("14.6.1"), "card and a clearing"),
    why(HD_INCITE, "incite Anvil 13", L("2.2"), "13"),
    why(HD_INCITE, "incite Anvil 2", L("14.6.1"), "already"),
    why(HD_INCITE, "incite Anvil 6", L("14.6.1"), "no warrior"),
    why(HD_INCITE, "incite Sword 1", L("14.6.1"), "Sword"),
    why(HD_INCITE, "roll", L("14.7.3"), "Jubilant"),
    why(HD_JUBILANT, "incite Sword 1", L("14.7.3"), "Jubilant"),
    why(HD_INCITE, "build Anvil 1", L("14.5.2.III"), "Daylight"),
    # moods (14.7)
    why(HD_BITTER, "bitter 4", L("14.7.1"), "adjacent"),
    why(HD_COMMAND, "bitter 5", L("14.7.1", "14.4.4"), "rowdy"),
    why(HD_BITTER_DAY, "bitter 1", L("14.7.1"), "battle"),

]


@case_test(CASES)
def test_hundreds_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@pytest.mark.law("14.4", "14.5", "14.6")
@pytest.mark.parametrize("pos", Pos.registry, ids=lambda p: p.name)
def test_every_legal_action_of_these_positions_is_explained_as_legal(pos: Pos) -> None:
    if pos.name in ASKS:
        check_legal(pos, ASKS)


def test_every_position_asks_what_its_cases_expect() -> None:
    names = [p.name for p in Pos.registry]
    assert len(names) == len(set(names))
    assert set(ASKS) <= set(names)
