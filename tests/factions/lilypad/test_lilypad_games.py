"""Whole games with the Lilypad Diaspora (ch. 16): the rule-of-thumb bot against random
bots finishes and wins these seeds; a saved game of the Diaspora replays exactly. A few games
only: tests/test_fuzz_all.py fuzzes every faction with the Diaspora's invariants
(tests/factions/lilypad/invariants.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.record import replay
from woodland.sim import play_game


@pytest.mark.law("16.4", "16.5", "16.6")
@pytest.mark.parametrize("mix, map_name, seed", [(["lilypad", "marquise"], "autumn", 5),
                                                 (["lilypad", "eyrie", "alliance"], "lake", 6)])
def test_the_heuristic_diaspora_play_whole_games_and_win(mix: list[str], map_name: str, seed: int) -> None:
    bots = ["heuristic"] + ["random"] * (len(mix) - 1)
    rec = play_game({"map": map_name, "factions": mix}, seed, bots, max_turns=200)
    assert not rec.get("unfinished")
    assert rec["result"]["winners"] == ["lilypad"]
    replay(json.loads(json.dumps(rec)))


def bot_answer(spec_clearings: dict[str, Any], hands: dict[str, Any], player: str, phase: str) -> str:
    """The heuristic bot's answer to the first decision of a three-player position."""
    from tests.factions.lilypad.test_ch16_lilypad import pos
    from woodland.bots.heuristic import HeuristicBot
    from woodland.sim import Observation

    g = pos(spec_clearings, hands=hands, player=player, phase=phase, others=("marquise", "eyrie"),
            **({"lilypad": {"pond": ["Frog Dominance"]}} if phase == "evening" else {}))
    return str(HeuristicBot(1).decide(Observation(g, g.pending.seat), g.pending.options))


@pytest.mark.law("16.2.5")
def test_an_enemy_bot_negotiates_where_a_militant_enclave_would_battle_it() -> None:
    """The common bot code answers Negotiations (the turn window before Birdsong): flip the
    Militant enclave whose Diaspora warriors would battle its pieces (16.6.1), not one with
    none there."""
    board = {"5": {"lilypad": {"warriors": 3, "tokens": ["militant"]},
                   "marquise": {"warriors": 2, "buildings": ["sawmill"]}},
             "3": {"lilypad": {"tokens": ["militant"]}, "marquise": {"warriors": 1}}}
    assert bot_answer(board, {"marquise": ["Bake Sale"]}, "marquise", "birdsong") == "negotiate 5"
    quiet = {"3": board["3"], "10": {"marquise": {"warriors": 1}}}
    assert bot_answer(quiet, {"marquise": ["Bake Sale"]}, "marquise", "birdsong") == "done"


@pytest.mark.law("16.2.3.I")
def test_a_bot_drawing_takes_the_pond_card_only_if_worth_more_than_a_blind_draw() -> None:
    """Frog Dominance on top of the Pond: a dominance card is worth holding (3.3.3), so the
    Diaspora's bot drawing in Evening takes it rather than a card from the deck."""
    board = {"3": {"lilypad": {"warriors": 1, "tokens": ["peaceful"]}}}
    assert bot_answer(board, {}, "lilypad", "evening") == 'pond "Frog Dominance"'
