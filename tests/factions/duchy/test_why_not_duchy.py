"""The rules oracle's "why not?" answers for the Underground Duchy (ch. 12), with the
conventions of tests/test_why_not_expansion.py: for each distinct reason of a ``why_not`` in
woodland/factions/duchy a concrete position where the action is illegal for exactly that
reason; ``woodland.explain`` must answer legal=False, cite exactly the reason's rule ids
and name the right thing. Every legal action of these positions is explained as legal.

Reasons no position can produce, left out: a corner other than the one diagonally opposite
a starting corner (12.3.3) -- when that corner is free it is the only choice, taken
without asking; a Dig clearing that forbids placement (only the keep or a Scoundrel's torch
could, tested in the generic placement cases).

Autumn (components.md §5; these positions clear the ruins): suits 1 fox, 2 mouse, 3 rabbit,
4 rabbit, 5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; one slot
in 1, 3, 4; paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12
10-12 11-12; the Burrow is clearing 13.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tests.whynot import Pos as PosBase, case_test, check, check_legal, why
from woodland import explain

L = pytest.mark.law


class Pos(PosBase):
    registry: ClassVar[list[PosBase]] = []


def spec(clearings: dict[str, Any], hand: list[str], board: dict[str, Any] | None = None,
         play: list[str] | None = None, phase: str = "daylight") -> dict[str, Any]:
    out: dict[str, Any] = {"factions": ["duchy", "marquise"], "ruins": [],
                           "turn": {"player": "duchy", "phase": phase}, "clearings": clearings,
                           "hands": {"duchy": hand, "marquise": []}}
    if board:
        out["duchy"] = board
    if play:
        out["play"] = play
    return out


# Assembly: the Duchy rules 1 (fox) and 8 (fox, a market); 5 (rabbit) is the Marquise's;
# a tunnel in 1; no warrior in the Burrow.
BOARD = {"1": {"duchy": {"warriors": 2, "tokens": ["tunnel"]}},
         "8": {"duchy": {"warriors": 1, "buildings": ["market", "citadel"]}},
         "5": {"duchy": 1, "marquise": 2}, "9": {"marquise": 1}}
DY_ASSEMBLY = Pos("duchy assembly", spec(BOARD, ["Anvil", "Bake Sale"]))
DY_SPENT = Pos("duchy assembly spent", spec(BOARD, ["Anvil", "Bake Sale"], play=["recruit", "recruit"]))
DY_FULL = Pos("duchy all buildings out", spec(
    {"1": {"duchy": {"warriors": 2, "buildings": ["citadel"]}}, "2": {"duchy": {"warriors": 1, "buildings":
                                                                                    ["citadel", "market"]}},
     "6": {"duchy": {"warriors": 1, "buildings": ["citadel", "market"]}}, "7": {"duchy": {"warriors": 1}},
     "8": {"duchy": {"warriors": 1, "buildings": ["market"]}}}, ["Anvil"]))
DY_BUILD_CARD = Pos("duchy build card", spec(BOARD, ["Anvil", "Bake Sale"], play=["build citadel 1"]))
DY_DIG = Pos("duchy dig", spec({**BOARD, "13": {"duchy": 5}}, ["Anvil", "Bake Sale"]))
DY_DIG_CARD = Pos("duchy dig card", spec({**BOARD, "13": {"duchy": 5}}, ["Anvil", "Bake Sale"], play=["dig 12"]))
DY_DIG_COUNT = Pos("duchy dig count", spec({**BOARD, "13": {"duchy": 5}}, ["Anvil", "Bake Sale"],
                                           play=["dig 12", 'spend "Anvil"']))
DY_TUNNELS = Pos("duchy three tunnels", spec(
    {"1": {"duchy": {"warriors": 1, "tokens": ["tunnel"]}}, "2": {"duchy": {"tokens": ["tunnel"]}},
     "3": {"duchy": {"tokens": ["tunnel"]}}, "13": {"duchy": 2}}, ["Anvil", "Bake Sale"],
    play=["dig 8", 'spend "Anvil"']))
# Parliament: Foremole, Captain, Brigadier, Banker, Mayor and the Duchess swayed.
SWAYED = {"swayed": ["foremole", "captain", "brigadier", "banker", "mayor", "duchess"]}
DY_PARLIAMENT = Pos("duchy parliament", spec(BOARD, ["Anvil", "Bake Sale"], SWAYED, play=["end"]))
DY_FOREMOLE = Pos("duchy foremole", spec(BOARD, ["Anvil", "Bake Sale"], SWAYED, play=["end", "minister foremole"]))
DY_BRIGADIER = Pos("duchy brigadier", spec(BOARD, ["Anvil", "Bake Sale"], SWAYED,
                                           play=["end", "minister brigadier", "move 1->10", "x1"]))
DY_BANK = Pos("duchy banker", spec(BOARD, ["Anvil", "Bake Sale", "Sword"], SWAYED,
                                   play=["end", "minister banker", 'spend "Anvil"']))
DY_BANK_FIRST = Pos("duchy banker first card", spec(BOARD, ["Anvil", "Bake Sale"], SWAYED,
                                                    play=["end", "minister banker"]))
DY_MAYOR = Pos("duchy mayor", spec(BOARD, ["Anvil", "Bake Sale"], SWAYED, play=["end", "minister mayor"]))
# Sway: pieces in fox 1 and 8, rabbit 5; a Captain already swayed; no noble crown left.
# Sway reveal: pieces in fox 1 and rabbit 5 only; the Anvil (fox) is revealed for the Marshal.
DY_SWAY = Pos("duchy sway", spec(BOARD, ["Anvil", "Bake Sale", "Foxfolk Steel", "Sword"],
                                 {"swayed": ["captain"], "crowns": {"noble": 0}}, play=["end", "end"]))
DY_SWAY_REVEAL = Pos("duchy sway reveal", spec({"1": {"duchy": 1}, "5": {"duchy": 1}},
                                               ["Anvil", "Bake Sale", "Foxfolk Steel", "Sword"],
                                               {"swayed": ["captain"]},
                                               play=["end", "end", "sway marshal", 'reveal "Anvil"']))
DY_EVENING = Pos("duchy evening", spec(BOARD, ["Anvil", "Bake Sale"], phase="evening"))

ASSEMBLY_CASES = [
    why(DY_ASSEMBLY, "build citadel 5", L("12.5.1.I"), "you do not rule clearing 5"),
    why(DY_ASSEMBLY, "build citadel 13", L("12.2.2", "2.2.3"), "the Burrow has no building slots"),
    why(DY_ASSEMBLY, "build tower 1", L("12.5.1.I"), "citadels and markets, not tower"),
    why(DY_ASSEMBLY, "build citadel 8", L("2.2.3", "12.5.1.I"), "clearing 8 has no open building slot"),
    why(DY_FULL, "build citadel 7", L("1.5.1", "12.5.1.I"), "all three citadels are on the map"),
    why(DY_ASSEMBLY, "dig 1", L("12.5.1.V"), "clearing 1 already has a tunnel"),
    why(DY_ASSEMBLY, "dig 12", L("12.5.1.V"), "no warriors in the Burrow"),
    why(DY_DIG, "dig 13", L("12.2.2", "12.5.1.V"), "not in the Burrow"),
    why(DY_DIG, "dig 2", L("12.5.1.V", "2.1.1"), "no card matching clearing 2 (mouse)"),
    why(DY_ASSEMBLY, "recruit 1", L("12.5.1.II"), "recruits in the Burrow"),
    why(DY_SPENT, "recruit", L("12.5.1"), "no Assembly actions left"),
    why(DY_SPENT, "move 1->10", L("12.5.1"), "no Assembly actions left"),
    why(DY_ASSEMBLY, "move 13->1", L("4.2"), "no warriors in clearing 13"),
    why(DY_DIG, "move 13->12", L("2.2.1", "4.2"), "not adjacent"),
    why(DY_ASSEMBLY, "battle 1 marquise", L("4.3"), "marquise has no pieces in clearing 1"),
    why(DY_ASSEMBLY, "minister captain", L("12.5.2"), "Parliament, after the Assembly"),
    why(DY_ASSEMBLY, "sway captain", L("12.5.3"), "after the Assembly and Parliament"),
    why(DY_ASSEMBLY, 'craft "Anvil"', L("12.2.1", "12.6.2"), "crafts in Evening"),
    why(DY_BUILD_CARD, 'reveal "Bake Sale"', L("12.5.1.I", "2.1.1"), "must match fox"),
    why(DY_BUILD_CARD, 'reveal "Sword"', L("12.5.1.I"), "no Sword in hand"),
    why(DY_DIG_CARD, 'spend "Bake Sale"', L("12.5.1.V", "2.1.1"), "must match fox"),
    why(DY_DIG_COUNT, "x5", L("12.5.1.V"), "between 1 and 4"),
    why(DY_TUNNELS, "tunnel 8", L("12.2.4"), "a clearing with a tunnel"),
]
PARLIAMENT_CASES = [
    why(DY_PARLIAMENT, "minister marshal", L("12.5.2"), "the Marshal is not swayed"),
    why(DY_PARLIAMENT, "minister king", L("12.5.2"), "no minister 'king'"),
    why(DY_PARLIAMENT, "minister duchess", L("12.5.2.VII"), "only 1 of the three tunnels"),
    why(DY_PARLIAMENT, "recruit", L("12.5.1"), "the Assembly is over"),
    why(DY_PARLIAMENT, "minister baron", L("12.5.2"), "the Baron of Dirt is not swayed"),
    why(DY_FOREMOLE, "build citadel 5", L("12.5.2.I"), "you do not rule clearing 5"),
    why(DY_BANK, 'spend "Bake Sale"', L("12.5.2.V", "2.1.1"), "must match fox"),
    why(DY_BANK_FIRST, "done", L("12.5.2.V"), "at least one card"),
    why(DY_MAYOR, "minister duchess", L("12.5.2.VI"), "not a lord, nor himself"),
]
SWAY_CASES = [
    why(DY_SWAY, "sway captain", L("12.5.3.I"), "already swayed"),
    why(DY_SWAY, "sway brigadier", L("12.5.3.I", "12.2.3"), "no noble crown"),
    why(DY_SWAY, "sway king", L("12.5.3.I"), "no minister 'king'"),
    why(DY_SWAY, "sway earl", L("12.5.3.II"), "cannot reveal 4 cards"),
    why(DY_SWAY, "minister captain", L("12.5.2"), "which is over"),
    why(DY_SWAY_REVEAL, 'reveal "Foxfolk Steel"', L("12.5.3.II"), "its own clearing"),
    why(DY_SWAY_REVEAL, "end", L("12.5.3.II"), "first reveal the cards"),
    why(DY_EVENING, "sway captain", L("12.5.3"), "in Daylight"),
    why(DY_EVENING, "build citadel 1", L("12.5.1"), "Assembly is over"),
]


@case_test(ASSEMBLY_CASES)
def test_12_5_1_assembly_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(PARLIAMENT_CASES)
def test_12_5_2_parliament_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(SWAY_CASES)
def test_12_5_3_sway_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


ASKS: dict[str, tuple[str, str]] = {
    DY_ASSEMBLY.name: ("duchy", "assembly"), DY_SPENT.name: ("duchy", "assembly"),
    DY_FULL.name: ("duchy", "assembly"), DY_BUILD_CARD.name: ("duchy", "reveal"),
    DY_DIG.name: ("duchy", "assembly"), DY_DIG_CARD.name: ("duchy", "spend"),
    DY_DIG_COUNT.name: ("duchy", "move_count"), DY_TUNNELS.name: ("duchy", "dig_tunnel"),
    DY_PARLIAMENT.name: ("duchy", "parliament"), DY_FOREMOLE.name: ("duchy", "minister"),
    DY_BRIGADIER.name: ("duchy", "minister"), DY_BANK.name: ("duchy", "bank"),
    DY_BANK_FIRST.name: ("duchy", "bank"), DY_MAYOR.name: ("duchy", "minister"),
    DY_SWAY.name: ("duchy", "sway"), DY_SWAY_REVEAL.name: ("duchy", "reveal"),
    DY_EVENING.name: ("duchy", "craft"),
}


@pytest.mark.law("12.5.1", "12.5.2", "12.5.3", "12.6.2")
@pytest.mark.parametrize("pos", Pos.registry, ids=lambda p: p.name)
def test_every_legal_action_of_these_positions_is_explained_as_legal(pos: Pos) -> None:
    check_legal(pos, ASKS)


def test_every_position_is_named_once_and_asks_what_its_cases_expect() -> None:
    names = [p.name for p in Pos.registry]
    assert len(names) == len(set(names))
    assert set(ASKS) == set(names)


@pytest.mark.law("12.5.1")
def test_12_5_1_a_move_through_a_tunnel_is_explained_as_legal() -> None:
    e = explain(DY_DIG.subject(), "move 13->1")
    assert e.legal is True, e.reason
