"""The Popular Band card's demoted side, the Street Band (appendix H; components.md §6): a Band
warrior placed anywhere once per Daylight, and the lock "enemies cannot leave a Band clearing
on the turn they entered it" (R243)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.testing import asked, game_with, options, play, warriors_at


def band(controller: str | None, where: dict[str, int], *, clearings: dict[str, Any] | None = None,
         factions: tuple[str, ...] = ("marquise", "eyrie"), **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, **({"control": 3} if controller else {})}
    return game_with(list(factions), player=factions[0], phase="daylight", empty_hands=True,
                     clearings=clearings or {}, hirelings={"cards": {"street_band": card}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


#: the Marquise rules Hill (1) with two warriors; one of hers is in Creek (5) already
HILL_TO_CREEK = {"1": {"marquise": 2}, "5": {"marquise": 1}}


@pytest.mark.law("H.2.4")
def test_the_street_band_place_a_warrior_in_any_clearing_once_per_daylight() -> None:
    g = band("marquise", {}, clearings={"1": {"marquise": 1}})
    g.apply("band")
    assert asked(g) == (0, "hireling_warriors") and len(options(g)) == 12
    g.apply("deploy 7")
    assert at(g, 7) == 1
    assert "band" not in options(g)
    assert g.why_not(g.parse("band"))[1] == ["H.2.4"]


@pytest.mark.law("H.2.2", "4.2")
def test_enemies_of_the_street_band_cannot_leave_a_band_clearing_the_turn_they_entered_it() -> None:
    g = band("eyrie", {"5": 1}, clearings=HILL_TO_CREEK)
    play(g, "march", "move 1->5", "x2")
    assert warriors_at(g, 5, 0) == 3
    assert g.view(1)["hirelings"]["cards"][0]["entered_this_turn"] == {"marquise": {"5": 2}}  # public
    # of her three warriors in Creek, only the one there before may leave (the count is not asked)
    g.apply("move 5->1")
    assert (warriors_at(g, 5, 0), warriors_at(g, 1, 0)) == (2, 1)
    # the next move: the two that entered cannot leave at all
    play(g, "march")
    assert not any(o.startswith("move 5->") for o in options(g))
    reason, rules = g.why_not(g.parse("move 5->1"))
    assert rules == ["H.2.2"] and "this turn" in reason


@pytest.mark.law("H.2.2", "H.3.2")
def test_the_street_band_do_not_hold_their_controllers_warriors_nor_a_clearing_without_band() -> None:
    g = band("marquise", {"5": 1}, clearings=HILL_TO_CREEK)
    play(g, "march", "move 1->5", "x2", "move 5->1")
    assert "x3" in options(g)  # her own hireling: all three may leave
    g = band("eyrie", {"9": 1}, clearings=HILL_TO_CREEK)  # no Band in Creek
    play(g, "march", "move 1->5", "x2", "move 5->1")
    assert "x3" in options(g)


@pytest.mark.law("H.2.2")
def test_the_street_band_lock_lasts_for_the_turn_and_is_saved() -> None:
    g = band(None, {"5": 1}, clearings=HILL_TO_CREEK)  # in the supply: everyone's enemy
    play(g, "march", "move 1->5", "x2")
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint()
    h.apply("move 5->1")
    assert warriors_at(h, 5, 0) == 2  # the lock came back with the save
    assert g.hirelings is not None
    g.hirelings.cards[0].state["turn"] -= 1  # a record of another turn holds nobody
    g.apply("move 5->1")
    assert asked(g)[1] == "move_count"


@pytest.mark.law("H.2.2")
def test_a_position_with_a_bad_band_record_is_refused_naming_the_field() -> None:
    from woodland.core.errors import BadInput
    from woodland.core.hireling import HireState

    with pytest.raises(BadInput, match=r"cards\[0\]\.state"):
        HireState.from_json({"cards": [{"key": "street_band", "state": {"turn": 1, "warriors": [[0, 99, 1]]}}]},
                            2, clearings=12)


@pytest.mark.law("H.2.2", "9.5.1")
def test_the_vagabond_pawn_cannot_leave_a_band_clearing_it_entered_this_turn() -> None:
    g = band("marquise", {"5": 1}, factions=("vagabond", "marquise"),
             vagabond={"character": "thief", "clearing": 1, "items": ["boots", "boots", "sword"]})
    assert "move 5" in options(g)
    g.apply("move 5")
    assert g.factions[0].clearing == 4
    assert not any(o.startswith("move ") for o in options(g))  # boots left, but he entered Creek this turn


def test_the_terminal_shows_who_entered_a_clearing_this_turn() -> None:
    from woodland.cli import render

    g = band("eyrie", {"5": 1}, clearings=HILL_TO_CREEK)
    play(g, "march", "move 1->5", "x2")
    assert "marquise entered 2 into 5" in render.hirelings_line(g.view(1)["hirelings"])
