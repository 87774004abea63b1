"""The rules oracle's "why not?" answers for the Twilight Council (ch. 17), with the
conventions of tests/test_why_not_expansion.py: for each distinct reason of a ``why_not`` in
woodland/factions/council a concrete position where the action is illegal for exactly that
reason; ``woodland.explain`` must answer legal=False, cite exactly the reason's rule ids and
name the right thing. Every legal action of these positions is explained as legal.

Reasons no position can produce, left out: a card none of whose Birdsong actions is possible
(17.4: the Council can recruit wherever it may place while its supply lasts, so such a card
needs an empty supply and no move, assembly or battle in any matching clearing; a test in
test_ch17_council.py plays one); ``empower_keep point`` without rule (17.6.1.III: the other
choice is then the only one, taken without asking); a Closed assembly in the corner step of
setup (17.3.2: only the corners no one starts in are offered). An action of the next step
asked before its card is chosen (``recruit 5`` before ``reveal``, ``agitate 10`` before
``convene``) is explained through the option before it (the oracle's compound actions).

Autumn (components.md §5; these positions clear the ruins): suits 1 fox, 2 mouse, 3 rabbit,
4 rabbit, 5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; paths 1-5
1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tests.whynot import Pos as PosBase, case_test, check, check_legal, why

L = pytest.mark.law


class Pos(PosBase):
    registry: ClassVar[list[PosBase]] = []


def spec(clearings: dict[str, Any], hand: list[str], board: dict[str, Any] | None = None,
         play: list[str] | None = None, phase: str = "birdsong", player: str = "council") -> dict[str, Any]:
    out: dict[str, Any] = {"factions": ["council", "marquise"], "ruins": [],
                           "turn": {"player": player, "phase": phase}, "clearings": clearings,
                           "hands": {"council": hand, "marquise": []}, "council": board or {}}
    if play:
        out["play"] = play
    return out


# Council warriors in 5 (rabbit) and 1 (fox), a Closed assembly in 10 (rabbit) beside two
# Marquise warriors; the Marquise in 9 (mouse).
BOARD = {"5": {"council": 3}, "1": {"council": 1}, "9": {"marquise": 2},
         "10": {"council": {"warriors": 1, "tokens": ["assembly"]}, "marquise": 2}}
HAND = ["Bake Sale", "Anvil"]
TC_REVEAL = Pos("council reveal", spec(BOARD, HAND, {"loyalists": 2}))
TC_ACT = Pos("council act", spec(BOARD, HAND, {"loyalists": 2}, play=['reveal "Bake Sale"']))
TC_LOYAL = Pos("council loyalists", spec(BOARD, HAND, {"loyalists": 2}, play=['reveal "Bake Sale"', "assemble 5"]))
TC_DAYLIGHT = Pos("council daylight", spec(BOARD, HAND, {"loyalists": 2}, phase="daylight"))
EVENING = {"revealed": ["Bake Sale", "Armorers"], "loyalists": 2}
TC_CONVENE = Pos("council convene", spec(BOARD, ["Anvil"], EVENING, phase="evening"))
TC_RETURNED = Pos("council returned", spec(BOARD, ["Anvil"], EVENING, phase="evening", play=['convene "Bake Sale"']))
TC_BIRD = Pos("council bird", spec(BOARD, ["Anvil"], EVENING, phase="evening", play=['convene "Armorers"']))
TC_INSPIRE = Pos("council inspire", spec(BOARD, ["Anvil", "Bake Sale"], {"loyalists": 2}, phase="evening"))
TC_ADJOURN = Pos("council adjourn", spec(BOARD, ["Anvil", "Bake Sale"], {"loyalists": 2}, phase="evening",
                                         play=["done"]))
TC_BANISH = Pos("council banish", spec({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "marquise": 3}},
                                       [], {"revealed": ["Bake Sale"]}, phase="evening",
                                       play=["banish 5 marquise"]), dice=[2, 1])
GOVERNED = {**BOARD, "10": {"council": {"warriors": 1, "tokens": ["governing"]}, "marquise": 2},
            "5": {"council": {"warriors": 3, "tokens": ["assembly"]}}}
TC_ENTREAT = Pos("council entreat", spec(GOVERNED, [], {"loyalists": 4}, phase="daylight", player="marquise"))
TC_REPLY = Pos("council reply", spec(GOVERNED, [], {"loyalists": 4}, phase="daylight", player="marquise",
                                     play=["entreat 10"]))
TC_SETUP = Pos("council setup second", setup=(["council", "marquise"],
                                              ["keep 1", "place sawmill 1", "place workshop 5",
                                               "place recruiter 5", "place 3"]))

BIRDSONG_CASES = [
    why(TC_REVEAL, 'reveal "Sword"', L("17.4"), "no Sword in hand"),
    why(TC_REVEAL, 'convene "Anvil"', L("17.6.1"), "in Evening"),
    why(TC_REVEAL, 'craft "Anvil"', L("17.2.6", "17.6.2"), "Inspire"),
    why(TC_REVEAL, "adjourn 10", L("17.6.3"), "after Inspire"),
    why(TC_REVEAL, "dismiss 3", L("17.2.1"), "you hold 2 Loyalist"),
    why(TC_ACT, "recruit 1", L("17.4.2"), "does not match the revealed card (rabbit)"),
    why(TC_ACT, "assemble 10", L("17.4.3"), "has an assembly already"),
    why(TC_ACT, "assemble 1", L("17.4.3"), "does not match"),
    why(TC_ACT, "assemble 20", L("2.2"), "no clearing 20"),
    why(TC_ACT, "move 1->9", L("17.4.1"), "the required suit, and 1 is fox"),
    why(TC_ACT, "battle 9 marquise", L("17.4.4"), "the required suit, and 9 is mouse"),
    why(TC_LOYAL, "x5", L("17.4.3", "17.2.1"), "place 0 to 2"),
    why(TC_SETUP, "place 3", L("17.3.2"), "other than your starting clearing 3"),
]
DAYLIGHT_CASES = [
    why(TC_DAYLIGHT, 'reveal "Anvil"', L("17.4"), "in Birdsong"),
    why(TC_DAYLIGHT, "dismiss 4", L("17.2.1"), "you hold 2 Loyalist"),
    why(TC_ENTREAT, "entreat 5", L("17.2.4"), "Closed already"),
    why(TC_ENTREAT, "entreat 1", L("17.2.4"), "no assembly in clearing 1"),
    why(TC_ENTREAT, "entreat 30", L("2.2"), "no clearing 30"),
    why(TC_REPLY, "x5", L("17.2.4", "17.2.1"), "place 1 to 4"),
    why(TC_REPLY, "gain_loyalist", L("17.2.1"), "4 Loyalists, the most"),
]
EVENING_CASES = [
    why(TC_CONVENE, 'convene "Anvil"', L("17.6.1"), "not among the cards you revealed"),
    why(TC_CONVENE, 'craft "Anvil"', L("17.6"), "finish the convene step first"),
    why(TC_RETURNED, "empower 10", L("17.6.1.III"), "needs a bird card"),
    why(TC_RETURNED, "agitate 1", L("17.6.1.II"), "no assembly matching Bake Sale in clearing 1"),
    why(TC_RETURNED, "banish 1 marquise", L("17.6.1.I"), "no assembly matching Bake Sale in clearing 1"),
    why(TC_RETURNED, "banish 10 eyrie", L("4.3"), "no eyrie player"),
    why(TC_BIRD, "agitate 10", L("17.6.1.II"), "needs a non-bird card"),
    why(TC_BIRD, "banish 10 marquise", L("17.6.1.I"), "needs a non-bird card"),
    why(TC_BIRD, "empower 1", L("17.6.1.III"), "no assembly in clearing 1"),
    why(TC_INSPIRE, "adjourn 10", L("17.6"), "finish the inspire step first"),
    why(TC_ADJOURN, "adjourn 1", L("17.6.3"), "no assembly in clearing 1"),
    why(TC_ADJOURN, 'convene "Anvil"', L("17.6"), "the convene step is over"),
    why(TC_ADJOURN, 'craft "Anvil"', L("17.6"), "the inspire step is over"),
    why(TC_BANISH, "banish_to 12", L("17.6.1.I", "4.2"), "cannot move from 5 to 12"),
]


@case_test(BIRDSONG_CASES)
def test_17_4_birdsong_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(DAYLIGHT_CASES)
def test_17_5_daylight_and_entreat_say_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(EVENING_CASES)
def test_17_6_evening_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


ASKS: dict[str, tuple[str, str]] = {
    TC_REVEAL.name: ("council", "council_reveal"), TC_ACT.name: ("council", "council_act"),
    TC_LOYAL.name: ("council", "council_loyalists"), TC_DAYLIGHT.name: ("council", "daylight_end"),
    TC_CONVENE.name: ("council", "convene"), TC_RETURNED.name: ("council", "convene_action"),
    TC_BIRD.name: ("council", "convene_action"), TC_INSPIRE.name: ("council", "inspire"),
    TC_ADJOURN.name: ("council", "adjourn"), TC_BANISH.name: ("council", "banish_to"),
    TC_ENTREAT.name: ("marquise", "daylight"), TC_REPLY.name: ("council", "entreat_reply"),
    TC_SETUP.name: ("council", "council_second"),
}


@pytest.mark.law("17.4", "17.5", "17.6")
@pytest.mark.parametrize("pos", Pos.registry, ids=lambda p: p.name)
def test_every_legal_action_of_these_positions_is_explained_as_legal(pos: Pos) -> None:
    check_legal(pos, ASKS)


def test_every_position_is_named_once_and_asks_what_its_cases_expect() -> None:
    names = [p.name for p in Pos.registry]
    assert len(names) == len(set(names))
    assert set(ASKS) == set(names)
