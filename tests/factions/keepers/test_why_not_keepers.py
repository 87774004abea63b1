"""The rules oracle's "why not?" answers for the Keepers in Iron (ch. 15), with the
conventions of tests/test_why_not_expansion.py: for each distinct reason of a ``why_not`` in
woodland/factions/keepers a concrete position where the action is illegal for exactly that
reason; ``woodland.explain`` must answer legal=False, cite exactly the reason's rule ids and
name the right thing. Every legal action of these positions is explained as legal.

Reasons no position can produce, left out: a corner other than the one diagonally opposite
a starting corner (15.3.3) -- when that corner is free it is the only choice, taken without
asking; a Retinue card whose action is impossible (15.5.2) -- such a card is not offered
and the column's only other choices are ``done`` and ``end``, so it is asked as the card of
another column or an unknown one.

Autumn (components.md §5; these positions clear the ruins): suits 1 fox, 2 mouse, 3 rabbit,
4 rabbit, 5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; one slot
in 1, 3, 4; paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12
10-12 11-12; forests F1 {1,2,5,10} F2 {1,9,10,12} F3 {2,6,10,11,12} F4 {4,9,12} F5 {4,7,8,12}
F6 {3,7,11,12} F7 {3,6,11}.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tests.factions.keepers.test_ch15_keepers import forests_with
from tests.whynot import Pos as PosBase, case_test, check, check_legal, why

L = pytest.mark.law


class Pos(PosBase):
    registry: ClassVar[list[PosBase]] = []


def spec(clearings: dict[str, Any], hand: list[str], board: dict[str, Any] | None = None,
         play: list[str] | None = None, phase: str = "daylight", player: str = "keepers") -> dict[str, Any]:
    board = dict(board or {})
    on_map = [t for p in clearings.values() if isinstance(p.get("keepers"), dict)
              for t in p["keepers"].get("tokens", [])]
    board["forests"] = forests_with(board.get("forests", {}), on_map, board.get("relics_recovered"))
    out: dict[str, Any] = {"factions": ["keepers", "marquise"], "ruins": [],
                           "turn": {"player": player, "phase": phase}, "clearings": clearings,
                           "hands": {"keepers": hand, "marquise": []}, "keepers": board}
    if play:
        out["play"] = play
    return out


# Keepers warriors in 5 (rabbit, a figure/tablet waystation showing figure, relics) and 1
# (fox); the Marquise in 9 (mouse).
BOARD = {"5": {"keepers": {"warriors": 2, "buildings": ["figure_tablet"], "tokens": ["figure_three", "jewelry_one"]}},
         "1": {"keepers": 1, "marquise": {"buildings": ["sawmill"]}}, "9": {"marquise": 2}}
RETINUE = {"move": ["Anvil"], "battle": ["Bake Sale"], "recover": ["Cobbler", "Faithful Retainer"]}
KP_BIRDSONG = Pos("keepers encamp", spec(BOARD, ["A Visit to Friends", "Sword"], {"retinue": RETINUE},
                                         phase="birdsong"))
KP_DECAMP = Pos("keepers decamp", spec({**BOARD, "12": {"keepers": {"buildings": ["jewelry_figure"]}}},
                                       ["A Visit to Friends", "Sword"], {"retinue": RETINUE}, phase="birdsong",
                                       play=["done"]))
KP_RECRUIT = Pos("keepers recruit", spec(BOARD, ["A Visit to Friends", "Sword"], {"retinue": RETINUE}, phase="birdsong",
                                         play=["done", "done"]))
KP_FRESH = Pos("keepers fresh start", spec({"9": {"marquise": 2}}, ["A Visit to Friends"], {"retinue": RETINUE},
                                           phase="birdsong"))
KP_CRAFT = Pos("keepers craft", spec(BOARD, ["A Visit to Friends", "Sword"], {"retinue": RETINUE}))
KP_MOVE_COL = Pos("keepers move column", spec(BOARD, ["A Visit to Friends", "Sword"], {"retinue": RETINUE},
                                              play=["done"]))
KP_BATTLE_COL = Pos("keepers battle column", spec(
    {**BOARD, "10": {"keepers": 1, "marquise": 1}}, ["Sword"],
    {"retinue": {"move": [], "battle": ["Bake Sale"], "recover": []}, "forests": {"F1": ["tablet"]}},
    play=["done"]))
KP_DELVE = Pos("keepers delve", spec(
    {**BOARD, "10": {"keepers": 1, "marquise": 1}}, ["Sword"],
    {"retinue": {"move": [], "battle": ["Bake Sale"], "recover": []}, "forests": {"F1": ["tablet"]}},
    play=["done", 'retinue "Bake Sale"']))
KP_RECOVER_COL = Pos("keepers recover column", spec(BOARD, ["Sword"], {"retinue": RETINUE}, play=["done", "done"]))
KP_RECOVER = Pos("keepers recover", spec(BOARD, ["Sword"], {"retinue": RETINUE},
                                         play=["done", "done", 'retinue "Cobbler"']))
KP_RECOVER_MORE = Pos("keepers recover more", spec(
    {"5": {"keepers": {"warriors": 2, "buildings": ["figure_tablet"], "tokens": ["tablet_one", "tablet_two"]}},
     "3": {"keepers": 1}, "4": {"keepers": 1}}, ["Sword"],
    {"retinue": {"move": [], "battle": [], "recover": ["Cobbler"]}, "waystations": {"figure_tablet": "tablet"}},
    play=["done", 'retinue "Cobbler"', "recover 5 tablet_two"]))
KP_EVENING = Pos("keepers evening", spec(BOARD, ["Sword", "Foxfolk Steel"], {"retinue": RETINUE}, phase="evening"))
KP_TUCKED = Pos("keepers tucked", spec(BOARD, ["Sword", "Foxfolk Steel"], {"retinue": RETINUE}, phase="evening",
                                       play=['tuck "Sword" move']))
KP_TROPHY = Pos("keepers trophy", spec({"5": {"keepers": {"tokens": ["figure_three"]}, "marquise": 3}}, [],
                                       {"retinue": RETINUE}, player="marquise", play=["battle 5 keepers"]),
                dice=[2, 0])

BIRDSONG_CASES = [
    why(KP_BIRDSONG, "encamp 9 tablet jewelry", L("15.4.1"), "no warrior in clearing 9"),
    why(KP_BIRDSONG, "encamp 5 figure figure", L("15.2.2"), "the waystations are"),
    why(KP_BIRDSONG, "encamp 5 figure tablet", L("1.5.1", "15.4.1"), "on the map already"),
    why(KP_BIRDSONG, "encamp 1 tablet jewelry", L("2.2.3"), "no open building slot"),
    why(KP_BIRDSONG, "encamp 5", L("15.4.1"), "name the clearing and the waystation"),
    why(KP_BIRDSONG, "encamp 20 tablet jewelry", L("2.2"), "no clearing 20"),
    why(KP_RECRUIT, "decamp 5 figure tablet", L("15.4"), "the decamp step is over"),
    why(KP_BIRDSONG, 'retinue "Anvil"', L("15.5.2"), "in Daylight"),
    why(KP_FRESH, "encamp 11 figure tablet", L("15.4.1", "G.15"), "on the map edge, and 11 is not"),
    why(KP_DECAMP, "decamp 1 tablet jewelry", L("15.4.2"), "not in clearing 1"),
    why(KP_DECAMP, "encamp 5 tablet jewelry", L("15.4"), "the encamp step is over"),
    why(KP_RECRUIT, 'recruit_at 1 "A Visit to Friends"', L("15.4.3"), "no waystation in clearing 1"),
    why(KP_RECRUIT, 'recruit_at 5 "Sword"', L("15.4.3", "2.1.1"), "must match rabbit"),
    why(KP_RECRUIT, 'recruit_at 5 "Anvil"', L("15.4.3"), "no Anvil in hand"),
]
DAYLIGHT_CASES = [
    why(KP_CRAFT, 'retinue "Anvil"', L("15.5.1"), "craft first"),
    why(KP_CRAFT, "move 1->5", L("15.5.2"), "choose the card first"),
    why(KP_CRAFT, "encamp 5 tablet jewelry", L("15.4"), "Birdsong"),
    why(KP_RECOVER_COL, 'retinue "Anvil"', L("15.5.2"), "which is done"),
    why(KP_MOVE_COL, 'retinue "Cobbler"', L("15.5.2"), "comes later"),
    why(KP_MOVE_COL, 'retinue "Sappers"', L("15.5.2"), "no unused Sappers"),
    why(KP_MOVE_COL, 'craft "Sword"', L("15.5.1"), "before acting with their Retinue"),
    why(KP_BATTLE_COL, "delve 10 F1 tablet", L("15.5.2"), "choose the card first"),
    why(KP_DELVE, "delve 10 F1 tablet", L("15.5.2.II"), "must battle there first"),
    why(KP_DELVE, "delve 1 F1 tablet", L("15.5.2.II"), "choose a matching clearing"),
    why(KP_DELVE, "battle 1 marquise", L("15.5.2.II"), "the required suit, and 1 is fox"),
    why(KP_DELVE, "delve 5 F3 tablet", L("15.5.2.II.a"), "not adjacent to clearing 5"),
    why(KP_DELVE, "delve 5 F1 jewelry", L("15.5.2.II.a"), "no relic jewelry"),
    why(KP_DELVE, "delve 5 F9 jewelry", L("2.4"), "no forest F9"),
    why(KP_DELVE, "delve 5", L("15.5.2.II.a"), "name the clearing, the forest and the relic"),
    why(KP_RECOVER, "recover 5 jewelry_one", L("15.5.2.III.a"), "waystations in 5 show figure"),
    why(KP_RECOVER, "recover 5 tablet_one", L("15.5.2.III.a"), "no relic tablet_one"),
    why(KP_RECOVER, "recover 1 figure_three", L("15.5.2.III"), "choose a matching clearing"),
    why(KP_RECOVER_MORE, "recover 3 tablet_one", L("15.5.2.III.c"), "go on recovering in clearing 5"),
]
EVENING_CASES = [
    why(KP_EVENING, 'tuck "Sword" attack', L("15.6.2"), "name a card and a column"),
    why(KP_EVENING, 'tuck "Sappers" move', L("15.6.2"), "no Sappers in hand"),
    why(KP_EVENING, 'shift "Anvil" battle move', L("15.6.2"), "no Anvil in your battle column"),
    why(KP_EVENING, 'shift "Anvil" move move', L("15.6.2"), "a different column"),
    why(KP_EVENING, "shift_retainer move battle", L("15.6.2"), "no Faithful Retainer in your move column"),
    why(KP_EVENING, 'recruit_at 5 "Sword"', L("15.4"), "Birdsong"),
    why(KP_TUCKED, 'shift "Anvil" move battle', L("15.6.2"), "not both"),
    why(KP_TROPHY, "trophy F12", L("15.2.5"), "F1-F7"),
]


@case_test(BIRDSONG_CASES)
def test_15_4_birdsong_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(DAYLIGHT_CASES)
def test_15_5_daylight_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(EVENING_CASES)
def test_15_6_evening_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


ASKS: dict[str, tuple[str, str]] = {
    KP_BIRDSONG.name: ("keepers", "keepers_encamp"), KP_DECAMP.name: ("keepers", "keepers_decamp"),
    KP_RECRUIT.name: ("keepers", "keepers_recruit"), KP_FRESH.name: ("keepers", "keepers_encamp"),
    KP_CRAFT.name: ("keepers", "craft"), KP_MOVE_COL.name: ("keepers", "retinue"),
    KP_BATTLE_COL.name: ("keepers", "retinue"), KP_DELVE.name: ("keepers", "keepers_battle"),
    KP_RECOVER.name: ("keepers", "move_or_recover"), KP_RECOVER_COL.name: ("keepers", "retinue"),
    KP_RECOVER_MORE.name: ("keepers", "recover_more"),
    KP_EVENING.name: ("keepers", "gather_retinue"), KP_TUCKED.name: ("keepers", "gather_retinue"),
    KP_TROPHY.name: ("marquise", "trophy"),
}


@pytest.mark.law("15.4", "15.5", "15.6")
@pytest.mark.parametrize("pos", Pos.registry, ids=lambda p: p.name)
def test_every_legal_action_of_these_positions_is_explained_as_legal(pos: Pos) -> None:
    check_legal(pos, ASKS)


def test_every_position_is_named_once_and_asks_what_its_cases_expect() -> None:
    names = [p.name for p in Pos.registry]
    assert len(names) == len(set(names))
    assert set(ASKS) == set(names)
