"""The Elder Treetop (appendix L; its card, docs/data-sources.md): one more building slot in
its corner clearing; removing an enemy building from that slot scores one more point (R372);
a building takes its slot only when the printed ones are full (R373); not dealt by default
with two players (R371). Hill (1) is a corner of the Autumn map with one printed slot.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland import Game
from woodland.core.game import normalize_setup
from woodland.testing import game_with, play

HILL = 1


def hill_battle(first: str, **spec: Any) -> Game:
    """The Marquise (sawmill, warriors) and the Eyrie (a roost) in Hill with the Treetop; the
    faction listed first takes the printed slot."""
    mine = {"marquise": {"buildings": ["sawmill"], "warriors": 4}, "eyrie": {"buildings": ["roost"]}}
    order = [first] + [k for k in mine if k != first]
    return game_with(["marquise", "eyrie"], player="marquise", phase="daylight",
                     landmarks={"elder_treetop": HILL}, clearings={str(HILL): {k: mine[k] for k in order}},
                     dice=[3, 0], **spec)


@pytest.mark.law("2.2.3", "L")
def test_the_treetop_adds_a_building_slot_to_its_clearing() -> None:
    g = hill_battle("marquise")
    assert len(g.buildings[HILL - 1]) == 2 == g.map.slots[HILL - 1] + 1
    for seat in (0, 1):
        assert g.view(seat)["clearings"][HILL - 1]["slots"] == 2
    with pytest.raises(Exception, match="no open slot"):  # without it, two buildings do not fit
        game_with(["marquise", "eyrie"], clearings={str(HILL): {"marquise": {"buildings": ["sawmill", "workshop"]}}})


@pytest.mark.law("3.2.1", "L")
def test_removing_the_enemy_building_in_the_treetop_slot_scores_two() -> None:
    g = hill_battle("marquise")  # the sawmill took the printed slot, the roost the Treetop's (R373)
    assert g.view(0)["landmark_cards"] == {"elder_treetop": ["eyrie", "roost"]}
    score = g.factions[0].score
    play(g, "battle 1 eyrie")
    assert (1, "roost") not in g.buildings[HILL - 1]
    assert g.factions[0].score == score + 2  # 3.2.1's point and the Treetop's (R372)
    assert g.landmark_cards["elder_treetop"] == ()  # its slot is open again


@pytest.mark.law("3.2.1")
def test_removing_an_enemy_building_from_a_printed_slot_scores_one() -> None:
    g = hill_battle("eyrie")  # the roost took the printed slot, the sawmill the Treetop's
    score = g.factions[0].score
    play(g, "battle 1 eyrie")
    assert g.factions[0].score == score + 1
    assert g.landmark_cards["elder_treetop"] == (0, "sawmill")


@pytest.mark.law("A.5.1", "A.5.3")
def test_ruling_R371_not_dealt_by_default_with_two_players_and_set_up_in_a_corner() -> None:
    two = normalize_setup({"factions": ["marquise", "eyrie"], "mode": "advanced", "landmarks": 1})
    three = normalize_setup({"factions": ["marquise", "eyrie", "alliance"], "mode": "advanced", "landmarks": 1})
    assert "elder_treetop" not in two["landmarks"]["cards"] and "elder_treetop" in three["landmarks"]["cards"]
    g = Game.new({"factions": ["marquise", "eyrie"], "mode": "advanced",
                  "landmarks": {"count": 1, "cards": ["elder_treetop"]}}, 1)  # named: the group's choice
    p = g.pending
    assert p is not None and p.kind == "setup_landmark"
    corners = {c + 1 for c in g.map.corners}
    assert {int(a.args[0]) for a in p.options} == corners
    g.apply(p.options[0])
    assert g.landmarks["elder_treetop"] + 1 in corners


def test_the_treetop_slot_survives_save_and_load() -> None:
    g = hill_battle("marquise")
    h = Game.from_json(json.loads(g.dumps()))
    assert h.landmark_cards == g.landmark_cards and h.fingerprint() == g.fingerprint()
    play(h, "battle 1 eyrie")
    assert h.factions[0].score == g.factions[0].score + 2


def test_the_terminal_marks_the_treetop_and_counts_its_slot() -> None:
    from woodland.cli import render

    g = hill_battle("marquise")
    assert render.map_marks(g.view(0), g.map)[HILL].endswith("[Treetop]")
    assert "Elder Treetop: one more building slot" in render.legend(g.view(0))
    from rich.console import Console

    console = Console(width=160, record=True)
    console.print(render.clearing_table(g.view(0), g.map))
    hill = next(line for line in console.export_text().splitlines() if line.split()[:2] == ["1", "Hill"])
    assert " 0/2 " in hill  # two slots, both taken
