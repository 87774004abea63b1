"""The rules oracle's "why not?" answers for the Lilypad Diaspora (ch. 16), with the
conventions of tests/test_why_not_expansion.py: for each reason of a ``why_not`` in
woodland/factions/lilypad a position where the action is illegal for exactly that reason;
``woodland.explain`` must answer legal=False, cite exactly the reason's rule ids and name the
right thing. Every legal action of these positions is explained as legal.

Autumn (these positions clear the ruins): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; paths 1-5 1-9 1-10 2-5 2-6 2-10
3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12; rivers 4-7 5-10 7-11 10-11.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tests.whynot import Pos as PosBase, case_test, check, check_legal, why

L = pytest.mark.law


class Pos(PosBase):
    registry: ClassVar[list[PosBase]] = []


def spec(clearings: dict[str, Any], hand: list[str], play: list[str] | None = None, phase: str = "daylight",
         player: str = "lilypad", marquise: list[str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"factions": ["lilypad", "marquise", "alliance"], "ruins": [],
                           "turn": {"player": player, "phase": phase}, "clearings": clearings,
                           "hands": {"lilypad": hand, "marquise": marquise or [], "alliance": []}}
    if play:
        out["play"] = play
    return out


# the Diaspora: Militant enclaves in 5 (with the Marquise) and 7, a Peaceful one in 1 (with
# the Marquise) and 10; warriors in 5, 10, 1; the Marquise in 12
BOARD = {"5": {"lilypad": {"warriors": 2, "tokens": ["militant"]}, "marquise": 1},
         "7": {"lilypad": {"tokens": ["militant"]}},
         "1": {"lilypad": {"warriors": 1, "tokens": ["peaceful"]}, "marquise": 1},
         "10": {"lilypad": {"warriors": 3, "tokens": ["peaceful"]}}, "12": {"marquise": 2}}
HAND = ["Bake Sale", "Ambush (bird)", "Anvil"]
LP_BIRDSONG = Pos("lilypad rally or reconcile", spec(BOARD, ["Ambush (bird)"], phase="birdsong"))
LP_RECONCILE = Pos("lilypad reconcile more", spec(BOARD, ["Ambush (bird)"], phase="birdsong", play=["reconcile 7"]))
LP_CRAFT = Pos("lilypad craft", spec(BOARD, ["Bake Sale"], phase="birdsong"))
LP_DAYLIGHT = Pos("lilypad daylight", spec(BOARD, HAND))
LP_GATHER = Pos("lilypad settle move", spec(BOARD, HAND, play=["settle 12"]))
LP_THEN = Pos("lilypad settle then", spec(BOARD, HAND, play=["settle 11", "move 10->11", "x2"]))
LP_EVENING = Pos("lilypad retaliate", spec({**BOARD, "7": {"lilypad": {"warriors": 1, "tokens": ["militant"]},
                                                           "marquise": 1}}, HAND, phase="evening"))
LP_INTEGRATE = Pos("lilypad integrate", spec({"10": {"lilypad": {"warriors": 3, "tokens": ["peaceful"]}}},
                                             HAND + ["Frog Dominance"], phase="evening"))
MQ_NEGOTIATE = Pos("marquise negotiates", spec({**BOARD, "7": {"lilypad": {"tokens": ["militant"]}, "marquise": 1},
                                                "3": {"lilypad": {"tokens": ["militant"]}}},
                                               [], player="marquise", marquise=["Bake Sale"]))

BIRDSONG_CASES = [
    why(LP_BIRDSONG, "reconcile 10", L("16.4.2.II"), "no Militant enclave in clearing 10"),
    why(LP_BIRDSONG, "reconcile 20", L("2.2"), "no clearing 20"),
    why(LP_CRAFT, 'craft "Anvil"', L("4.1"), "Anvil"),
    why(LP_RECONCILE, "reconcile 1", L("16.4.2.II"), "no Militant enclave in clearing 1"),
]
DAYLIGHT_CASES = [
    why(LP_DAYLIGHT, "settle 9", L("16.5.1"), "could do nothing"),
    why(LP_DAYLIGHT, "provoke 5", L("16.5.2"), "Militant already"),
    why(LP_DAYLIGHT, "provoke 3", L("16.5.2"), "not on the river and has no Diaspora warrior"),
    why(LP_DAYLIGHT, "provoke", L("2.2"), "names a clearing"),
    why(LP_GATHER, "move 10->1", L("16.5.1"), "into the clearing settled, 12"),
    why(LP_THEN, "enclave 9", L("16.5.1"), "in the clearing settled, 11"),
]
EVENING_CASES = [
    why(LP_EVENING, "battle 1 marquise", L("16.6.1"), "Militant enclaves, and clearing 1 has none"),
    why(LP_INTEGRATE, 'integrate "Frog Dominance"', L("16.6.2"), "cannot score the frog suit"),
    why(LP_INTEGRATE, 'integrate "Ambush (bird)"', L("16.6.2", "2.1.1"), "as one suit"),
    why(LP_INTEGRATE, 'integrate "Sappers"', L("16.6.2"), "no Sappers in hand"),
    why(LP_INTEGRATE, "integrate", L("16.6.2"), "names the card"),
]
NEGOTIATION_CASES = [
    why(MQ_NEGOTIATE, "negotiate 5", L("16.2.5"), "give its ruler"),
    why(MQ_NEGOTIATE, "negotiate 1", L("16.2.5"), "no Militant enclave in clearing 1"),
    why(MQ_NEGOTIATE, "negotiate 3", L("16.2.5"), "no pieces in clearing 3"),
    why(MQ_NEGOTIATE, "negotiate", L("16.2.5"), "names a clearing"),
]


@case_test(BIRDSONG_CASES)
def test_16_4_birdsong_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(DAYLIGHT_CASES)
def test_16_5_daylight_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(EVENING_CASES)
def test_16_6_evening_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(NEGOTIATION_CASES)
def test_16_2_5_negotiations_say_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


ASKS: dict[str, tuple[str, str]] = {
    LP_BIRDSONG.name: ("lilypad", "rally_or_reconcile"), LP_RECONCILE.name: ("lilypad", "reconcile"),
    LP_DAYLIGHT.name: ("lilypad", "lilypad_daylight"), LP_GATHER.name: ("lilypad", "settle_move"),
    LP_THEN.name: ("lilypad", "settle_then"), LP_CRAFT.name: ("lilypad", "craft"),
    LP_EVENING.name: ("lilypad", "retaliate"), LP_INTEGRATE.name: ("lilypad", "integrate"),
    MQ_NEGOTIATE.name: ("marquise", "daylight"),
}


@pytest.mark.law("16.4", "16.5", "16.6")
@pytest.mark.parametrize("pos", Pos.registry, ids=lambda p: p.name)
def test_every_legal_action_of_these_positions_is_explained_as_legal(pos: Pos) -> None:
    check_legal(pos, ASKS)


def test_every_position_is_named_once_and_asks_what_its_cases_expect() -> None:
    names = [p.name for p in Pos.registry]
    assert len(names) == len(set(names))
    assert set(ASKS) == set(names)
