"""The rule-of-thumb ("heuristic") Knaves of the Deepwood (Law ch. 18): behaviour checks on
set positions (whole games and the win against a random Knaves are in
tests/factions/knaves/test_knaves_games.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.test_bots import ViewOnly, run_checked
from woodland import Game
from woodland.bots.heuristic import HeuristicBot
from woodland.sim import Observation
from woodland.testing import play, position


def knaves_position(clearings: dict[str, Any], **extra: Any) -> Game:
    spec: dict[str, Any] = {"factions": ["knaves", "marquise", "eyrie"], "ruins": [],
                            "turn": {"player": "knaves", "phase": "daylight"}, "clearings": clearings,
                            "hands": {"knaves": [], "marquise": [], "eyrie": []},
                            "knaves": {"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": "thief"}}
    spec.update(extra)
    return position(spec)


def answer(g: Game, bot: HeuristicBot | None = None) -> str:
    p = g.pending
    assert p is not None
    return str((bot or HeuristicBot(1)).decide(Observation(g, p.seat), p.options))


@pytest.mark.law("3.3.1")
def test_3_3_1_the_heuristic_knaves_never_activate_a_dominance_card() -> None:
    # they rule three mouse clearings at 12 points: activated, the card would stop their
    # acclaim and Prisoners scoring, and their few warriors rarely keep the rule a turn
    g = knaves_position({"5": {"knaves": 1}, "2": {"knaves": 2}, "7": {"knaves": 2}, "11": {"knaves": 2}},
                        hands={"knaves": ["Mouse Dominance", "Sappers"], "marquise": [], "eyrie": []},
                        scores={"knaves": 12})
    assert 'activate "Mouse Dominance"' in {str(a) for a in g.pending.options}
    assert not answer(g).startswith("activate")


@pytest.mark.law("3.3.1", "18.2.5")
def test_3_3_1_the_heuristic_knaves_race_to_end_the_rule_a_dominance_card_needs() -> None:
    # the Marquise's activated Fox Dominance wins at her next Birdsong: she rules the fox
    # clearings 1, 6 and 8. The Thief in 5 (no acclaim yet) goes to 1 first, every Skunk along
    g = knaves_position({"5": {"knaves": 3}, "1": {"marquise": 2}, "6": {"marquise": 1}, "8": {"marquise": 1}},
                        dominance={"marquise": "Fox Dominance"})
    bot = HeuristicBot(1)
    assert answer(g, bot) == "go 1"
    play(g, "go 1")
    assert g.pending.kind == "knaves_skunks"
    assert answer(g, bot) == "skunks 2"


@pytest.mark.law("1.2.1")
def test_1_2_1_heuristic_knaves_play_from_the_view_alone() -> None:
    """Played from views alone, the game is move for move the game played with full
    observations: the bot used nothing but the view."""
    facs = ("knaves", "marquise", "eyrie")
    g1, with_game = run_checked(facs, ["heuristic"] * len(facs), seed=12)
    assert g1.result is not None
    _g2, view_only = run_checked(facs, ["heuristic"] * len(facs), seed=12, observe=ViewOnly)
    assert with_game == view_only


def knaves_beside_a_trade_post(funds: int) -> Game:
    return position({"factions": ["knaves", "marquise", "riverfolk"], "ruins": [],
                     "turn": {"player": "knaves", "phase": "daylight"},
                     "clearings": {"5": {"knaves": {"warriors": 2, "tokens": ["acclaim"]}},
                                   "1": {"riverfolk": {"warriors": 1, "tokens": ["trade_post_fox"]}}},
                     "hands": {"knaves": [], "marquise": [], "riverfolk": []},
                     "knaves": {"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": "thief"},
                     "riverfolk": {"funds": {"riverfolk": funds}}, "scores": {"marquise": 5}})


@pytest.mark.law("11.2.5", "18.5.1")
def test_11_2_5_the_heuristic_knaves_go_for_a_trade_post_while_the_riverfolk_hold_funds() -> None:
    # an Assault in 1 that removes the post would take half the Riverfolk's funds (Trade
    # Disruption), the dividends of their next Birdsong: with six funds the Thief heads for
    # it; with none, for 2, where no enemy stands
    g = knaves_beside_a_trade_post(6)
    assert {"go 1", "go 2"} <= {str(a) for a in g.pending.options}
    assert answer(g) == "go 1"
    assert answer(knaves_beside_a_trade_post(0)) == "go 2"
