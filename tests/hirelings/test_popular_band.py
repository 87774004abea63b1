"""The Popular Band card's demoted side, the Street Band (appendix H; components.md §6): a Band
warrior placed anywhere once per Daylight, and the lock "enemies cannot leave a Band clearing
on the turn they entered it" (R243)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.game import Game
from woodland.hirelings.popular_band import entered
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


# ----------------------------------------------------------------------------- the Popular Band
def popular(controller: str | None, where: dict[str, int], *, player: str | None = None,
            factions: tuple[str, ...] = ("marquise", "eyrie", "alliance"), **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, **({"control": 3} if controller else {})}
    return game_with(list(factions), player=player or controller or factions[0], phase="daylight",
                     empty_hands=True, hirelings={"cards": {"popular_band": card}}, **spec)


#: the Band in Creek (5), next to Hill (1) and Stream (2): the Marquise rules Hill, where one
#: Eyrie warrior stands too; the Eyrie rule Stream
PULL = {"1": {"marquise": 2, "eyrie": 1}, "2": {"eyrie": 3}, "12": {"marquise": 1}}


@pytest.mark.law("A.6.3")
def test_the_popular_band_set_up_two_warriors_in_different_clearings() -> None:
    from woodland.hirelings import add_hirelings

    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["popular_band"])):
        g.push(fr)
    g._advance()
    assert asked(g) == (1, "hireling_warriors") and len(options(g)) == 12
    g.apply("deploy 3")
    assert "deploy 3" not in options(g) and len(options(g)) == 11
    g.apply("deploy 9")
    assert (at(g, 3), at(g, 9)) == (1, 1)


@pytest.mark.law("H.2.1")
def test_the_popular_band_hired_with_none_on_the_map_come_to_their_controllers_pieces() -> None:
    from woodland.hirelings import roll_for_control

    g = popular(None, {}, clearings={"3": {"marquise": 1}, "7": {"marquise": {"buildings": ["sawmill"]}}})
    assert g.hirelings is not None
    roll_for_control(g, 0, g.hirelings.cards[0])
    g._advance()
    assert asked(g) == (0, "hireling_warriors") and set(options(g)) == {"deploy 3", "deploy 7"}
    g.apply("deploy 7")
    assert at(g, 7) == 1
    g = popular(None, {"9": 1}, clearings={"3": {"marquise": 1}})
    assert g.hirelings is not None
    roll_for_control(g, 0, g.hirelings.cards[0])
    g._advance()
    assert asked(g)[1] == "daylight" and at(g, 3) == 0


@pytest.mark.law("H.2.4", "1.5.5", "4.2.1")
def test_the_popular_band_pull_one_warrior_from_each_adjacent_clearing_that_could_move_there() -> None:
    """R338: one faction warrior (any faction's, the controller's too) from each adjacent
    clearing; its player moves it, so must be able to (4.2.1: the Eyrie in Hill rule neither
    Hill nor Creek, where the controller's Band count for the Marquise, H.3.1)."""
    g = popular("marquise", {"5": 1}, clearings=PULL)
    g.apply("band_play")  # (one Band clearing: chosen at once)
    assert asked(g) == (0, "band_pull")
    assert set(options(g)) == {"band_pull 1 marquise", "band_pull 2 eyrie", "pass"}
    reason, rules = g.why_not(g.parse("band_pull 1 eyrie"))
    assert rules == ["H.2.4", "1.5.5", "4.2.1"]
    g.apply("band_pull 2 eyrie")
    # one from Stream: done with it; now the Eyrie, tied in Creek, rule it (Lords of the Forest,
    # 7.2.2: as if they chose to move, 1.5.5), so theirs in Hill may come too
    assert set(options(g)) == {"band_pull 1 marquise", "band_pull 1 eyrie", "pass"}
    g.apply("band_pull 1 marquise")
    assert (warriors_at(g, 5, 1), warriors_at(g, 2, 1), warriors_at(g, 5, 0), warriors_at(g, 1, 0)) == (1, 2, 1, 1)
    assert asked(g) == (0, "band_place")  # nothing left to pull: on to the placement


@pytest.mark.law("H.2.4", "H.2.2")
def test_warriors_the_popular_band_pull_in_are_held_by_the_lock_and_pay_their_own_outrage() -> None:
    """1.5.5: the pulled warriors are moved by their player: they entered the Band clearing this
    turn (the lock), and moving into sympathy is their Outrage (8.2.6)."""
    g = popular("marquise", {"5": 1}, clearings={**PULL, "5": {"alliance": {"tokens": ["sympathy"]}}})
    g.log = []
    play(g, "band_play", "band_pull 2 eyrie")
    assert [ev.payer for ev in g.log if ev[0] == "outrage_shown"] == [1]
    assert g.view(2)["hirelings"]["cards"][0]["entered_this_turn"] == {"eyrie": {"5": 1}}
    assert g.hirelings is not None and entered(g, g.hirelings.cards[0])["warriors"] == [[1, 4, 1]]


@pytest.mark.law("H.2.4")
def test_the_popular_band_choose_the_band_clearing_then_may_place_a_warrior_or_not() -> None:
    g = popular("marquise", {"5": 1, "9": 1}, clearings=PULL)
    g.apply("band_play")
    assert asked(g) == (0, "popular_band") and set(options(g)) == {"band_stage 5", "band_stage 9"}
    g.apply("band_stage 9")  # next to Hill (1), Marsh (4) and Hare (12)
    assert set(options(g)) == {"band_pull 1 marquise", "band_pull 12 marquise", "pass"}
    g.apply("pass")
    assert asked(g) == (0, "band_place") and "pass" in options(g) and len(options(g)) == 13
    g.apply("pass")
    assert asked(g)[1] == "daylight" and "band_play" not in options(g)
    assert g.why_not(g.parse("band_play"))[1] == ["H.2.4"]
    assert g.hirelings is not None and g.hirelings.cards[0].supply == 3


@pytest.mark.law("H.2.4")
def test_with_no_band_warrior_on_the_map_the_popular_band_only_place_one() -> None:
    g = popular("marquise", {}, clearings=PULL)
    g.apply("band_play")
    assert asked(g) == (0, "band_place")
    g.apply("deploy 6")
    assert at(g, 6) == 1 and asked(g)[1] == "daylight"


@pytest.mark.law("H.2.4")
def test_the_oracle_explains_a_band_pull_outside_the_popular_bands_action() -> None:
    g = popular("marquise", {"5": 1}, clearings=PULL)
    reason, rules = g.why_not(g.parse("band_pull 2 eyrie"))
    assert rules == ["H.2.4"] and "band_play" in reason
    g = popular("eyrie", {"5": 1}, clearings=PULL, player="marquise")
    assert g.why_not(g.parse("band_play"))[1] == ["H.2.4"]
    reason, rules = g.why_not(g.parse("band_stage 5"))
    assert rules == ["H.2.4"] and "do not control" in reason


@pytest.mark.law("H.2.4")
def test_a_game_saved_while_the_popular_band_pull_loads_the_same() -> None:
    g = popular("marquise", {"5": 1}, clearings=PULL)
    play(g, "band_play", "band_pull 2 eyrie")
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint() and options(h) == options(g)
    assert h.view(1)["context"][-1] == {"procedure": "popular_band", "step": "pull", "clearing": 5,
                                        "pulled_from": [2]}


def test_the_heuristic_bot_pulls_enemy_warriors_away_from_its_pieces() -> None:
    from tests.hirelings.test_bots_hirelings import bot_choice

    g = popular("marquise", {"5": 1, "9": 1}, clearings={**PULL, "4": {"eyrie": 2}})
    g.apply("band_play")
    assert bot_choice(g) == "band_stage 5"  # next to Hill, where an Eyrie warrior stands by ours
    g.apply("band_stage 5")
    assert bot_choice(g) == "pass"  # the Eyrie in Hill cannot be pulled; those in Stream stand by none of ours
