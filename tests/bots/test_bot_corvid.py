"""The rule-of-thumb Corvid Conspiracy (woodland/bots/heuristic_corvid.py): it plays legal
actions from its view alone, answers alike whatever the hidden information it cannot see,
and beats random bots (docs/bots.md measures it on 100 games per mix)."""

from __future__ import annotations

import pytest

from tests.bots.test_bots import same_in_determinized_worlds
from woodland.bots.heuristic import HeuristicBot
from woodland.sim import play_game


@pytest.mark.parametrize("facs", [["corvid", "marquise"], ["corvid", "eyrie", "alliance"],
                                  ["corvid", "vagabond", "lizard", "riverfolk"]])
def test_heuristic_corvid_beats_random_bots(facs: list[str]) -> None:
    won = 0
    for seed in range(6):
        bots = ["heuristic" if k == "corvid" else "random" for k in facs]
        rec = play_game({"map": ("autumn", "winter")[seed % 2], "factions": facs}, seed, bots)
        assert rec["result"] is not None
        won += "corvid" in rec["result"]["winners"]
    assert won >= 5, f"the heuristic Corvids won {won}/6"


@pytest.mark.law("1.2.1", "13.2.2")
def test_heuristic_corvid_answers_alike_whatever_the_hidden_plots_and_cards() -> None:
    """Redrawing what the deciding seat cannot know (others' hands, the deck, the Corvids'
    face-down plots for the others) never changes a heuristic bot's answer."""
    checked, diffs = same_in_determinized_worlds(HeuristicBot, ("corvid", "marquise", "eyrie"), seed=5, every=3)
    assert checked >= 20
    assert diffs == []
