"""The rules oracle's "why not?" answers for the Knaves of the Deepwood (ch. 18, appendix K),
with the conventions of tests/test_why_not_expansion.py: for reasons of the ``why_not`` of
woodland/factions/knaves a position where the action is illegal for that reason;
``woodland.explain`` must answer legal=False, cite exactly the reason's rule ids and name the
right thing. Every legal action of these positions is explained as legal.

Autumn (no ruins): F1 touches 1 2 5 10; paths 1-5 1-9 1-10 2-5 2-6 2-10.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tests.whynot import Pos as PosBase, case_test, check, check_legal, why

L = pytest.mark.law


class Pos(PosBase):
    registry: ClassVar[list[PosBase]] = []


def spec(clearings: dict[str, Any], board: dict[str, Any], hand: list[str] | None = None, phase: str = "daylight",
         play: list[str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"factions": ["knaves", "marquise"], "ruins": [],
                           "turn": {"player": "knaves", "phase": phase}, "clearings": clearings,
                           "hands": {"knaves": hand or [], "marquise": []},
                           "knaves": {"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": "thief",
                                      **board}}
    if play:
        out["play"] = play
    return out


BOARD = {"5": {"knaves": {"warriors": 2, "tokens": ["acclaim"]}, "marquise": 2}, "1": {"marquise": 3}}
KN_DAYLIGHT = Pos("knaves daylight", spec(BOARD, {"stash": ["boots", "tea_x"]}, ["Anvil"]))
KN_BIRDSONG = Pos("knaves ready", spec(BOARD, {"acting": "", "face_up": ["tinker", "ranger"]}, phase="birdsong"))
KN_EVENING = Pos("knaves protect", spec(BOARD, {}, ["Anvil", "Bake Sale"], phase="evening"))
KN_SETUP_FOREST = Pos("knaves forest", spec(BOARD, {"acting": "", "face_up": ["tinker"]}, phase="birdsong"))

CASES = [
    why(KN_BIRDSONG, "ready thief", L("18.4", "18.6.3"), "face down"),
    why(KN_BIRDSONG, "ready cheat", L("18.4"), "not one of your captains"),
    why(KN_DAYLIGHT, "go 9", L("2.2.1", "2.4.1"), "not adjacent"),
    why(KN_DAYLIGHT, "go 1", L("4.2.1", "2.5"), "you rule neither"),  # 5: a tie, ruled by nobody
    why(KN_DAYLIGHT, "go F9", L("18.5.1.I"), "names a clearing or a forest"),
    why(KN_DAYLIGHT, "revel", L("18.5.1.IV.e"), "face-up tea"),
    why(KN_DAYLIGHT, "gift tea", L("18.5.1.IV.f", "K.3.2", "K.4.2"), "Ranger or Vagrant"),
    why(KN_DAYLIGHT, "gift tea boots", L("K.10.2"), "Cheat"),
    why(KN_DAYLIGHT, "skirmish", L("18.5.1.IV.c"), "crossbow"),
    why(KN_DAYLIGHT, "filch marquise sword", L("18.5.1.III"), "Crafted Items box"),
    why(KN_DAYLIGHT, 'craft "Anvil"', L("4.1.1"), "cannot pay fox"),
    why(KN_EVENING, 'protect 5 "Anvil"', L("18.6.2", "2.1.1"), "Anvil is fox"),
    why(KN_EVENING, 'protect 1 "Bake Sale"', L("18.6.2"), "no acclaim in clearing 1"),
]


@case_test(CASES)
def test_18_knaves_say_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


ASKS: dict[str, tuple[str, str]] = {
    KN_DAYLIGHT.name: ("knaves", "knaves_daylight"), KN_BIRDSONG.name: ("knaves", "knaves_ready"),
    KN_EVENING.name: ("knaves", "knaves_protect"), KN_SETUP_FOREST.name: ("knaves", "knaves_forest"),
}


@pytest.mark.law("18.4", "18.5.1", "18.6.2")
@pytest.mark.parametrize("pos", Pos.registry, ids=lambda p: p.name)
def test_every_legal_action_of_these_positions_is_explained_as_legal(pos: Pos) -> None:
    check_legal(pos, ASKS)


def test_every_position_is_named_once_and_asks_what_its_cases_expect() -> None:
    names = [p.name for p in Pos.registry]
    assert len(names) == len(set(names))
    assert set(ASKS) == set(names)
