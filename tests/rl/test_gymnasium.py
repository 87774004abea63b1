"""The Gymnasium environment (woodland/rl/gymnasium.py): one faction against engine bots."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium")

import gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

from woodland.core.errors import BadInput  # noqa: E402
from woodland.rl.gymnasium import ENV_ID, WoodlandGym  # noqa: E402
from woodland.rl.space import SpaceError  # noqa: E402


@pytest.mark.parametrize("faction,opponents", [("marquise", "random"), ("eyrie", "heuristic")])
def test_check_env_passes(faction: str, opponents: str) -> None:
    check_env(WoodlandGym(faction=faction, opponents=opponents, factions=["marquise", "eyrie", "alliance"],
                          max_turns=4), skip_render_check=True)


def test_made_by_name_with_a_bot_per_opponent() -> None:
    e = gymnasium.make(ENV_ID, faction="vagabond", opponents=["heuristic", "random"],
                       factions=["marquise", "eyrie", "vagabond"], max_turns=3)
    check_env(e.unwrapped, skip_render_check=True)
    obs, _ = e.reset(seed=2)
    masks = e.unwrapped.action_masks()
    assert masks.dtype == bool and masks.shape == (e.action_space.n,) and masks.any()
    assert e.unwrapped.view()["faction"] == "vagabond"


def test_masked_play_reaches_the_end_and_the_learner_only_decides_for_itself() -> None:
    e = WoodlandGym(faction="eyrie", factions=["marquise", "eyrie"], max_turns=5, reward="score")
    obs, _ = e.reset(seed=4)
    rng = np.random.default_rng(0)
    done = False
    while not done:
        assert e.table.to_act == "eyrie"
        obs, r, term, trunc, info = e.step(int(rng.choice(np.flatnonzero(e.action_masks()))))
        assert not info["illegal_action"]
        done = term or trunc
    assert trunc or e.table.game.result is not None
    with pytest.raises(BadInput, match="call reset"):
        e.step(0)


def test_an_illegal_id_is_replaced_and_flagged_or_raises() -> None:
    e = WoodlandGym(max_turns=3)
    e.reset(seed=1)
    bad = int(np.flatnonzero(~e.action_masks())[0])
    _, _, _, _, info = e.step(bad)
    assert info["illegal_action"]
    e = WoodlandGym(max_turns=3, illegal="raise")
    e.reset(seed=1)
    with pytest.raises(SpaceError, match="not legal now"):
        e.step(bad)


def test_bad_settings_are_one_clear_error() -> None:
    with pytest.raises(BadInput, match="unknown bot 'genius'"):
        WoodlandGym(opponents="genius")
    with pytest.raises(BadInput, match="'lizard' does not play"):
        WoodlandGym(faction="lizard")
    with pytest.raises(BadInput, match="one per other faction"):
        WoodlandGym(opponents=["random", "random"])
