"""The rule-of-thumb Keepers in Iron (woodland/bots/heuristic_keepers.py) and the Vagabond
bot as the Ronin: legal actions from the view alone, the same answers whatever the face-down
relic values and the cards it cannot see, and wins against random bots (docs/bots.md
measures it)."""

from __future__ import annotations

import pytest

from tests.bots.test_bots import same_in_determinized_worlds
from woodland.bots.heuristic import HeuristicBot
from woodland.sim import Observation, play_game
from woodland.testing import game_with, play


@pytest.mark.parametrize("facs", [["keepers", "marquise"], ["keepers", "eyrie", "vagabond"]])
def test_heuristic_keepers_beats_random_bots(facs: list[str]) -> None:
    won = 0
    for seed in range(4):
        bots = ["heuristic" if k == "keepers" else "random" for k in facs]
        rec = play_game({"map": "autumn", "factions": facs}, seed, bots)
        assert rec["result"] is not None
        won += "keepers" in rec["result"]["winners"]
    assert won >= 3, f"the heuristic Keepers won {won}/4"


@pytest.mark.law("1.2.1", "15.2.1")
def test_heuristic_keepers_answers_alike_whatever_the_hidden_relics_and_cards() -> None:
    checked, diffs = same_in_determinized_worlds(HeuristicBot, ("keepers", "marquise", "eyrie"), seed=5, every=3)
    assert checked >= 20
    assert diffs == []


@pytest.mark.law("V.9.2")
def test_the_vagabond_bot_strikes_swiftly_as_the_ronin() -> None:
    g = game_with(["marquise", "vagabond"], player="vagabond", empty_hands=True, dice=[1, 0],
                  clearings={"5": {"marquise": 4}},
                  vagabond={"character": "ronin", "clearing": 5,
                            "items": ["boots", "torch", "sword", "sword", "sword"]})
    play(g, "battle 5 marquise")
    assert g.pending is not None and g.pending.kind == "after_roll"
    a = HeuristicBot(1).decide(Observation(g, g.pending.seat), g.pending.options)
    assert str(a) == "swift_strike"  # two swords still face up
