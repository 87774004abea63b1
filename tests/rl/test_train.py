"""The example training script (woodland/rl/train.py) runs in seconds with tiny settings
and draws its learning curve."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("gymnasium")

from woodland.rl.train import main, plot, train  # noqa: E402


def test_a_tiny_training_run_learns_from_played_games() -> None:
    run = train(episodes=6, max_turns=3, hidden=8, batch=3, log=None)
    assert len(run.returns) == 6 and run.steps > 0 and run.steps_per_second > 0


def test_the_command_prints_and_plots_the_learning_curve(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    out = tmp_path / "curve.png"
    main(["--episodes", "4", "--max-turns", "2", "--hidden", "8", "--batch", "2", "--plot", str(out)])
    text = capsys.readouterr().out
    assert "episode 4: mean return" in text and "steps/s" in text
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_plot_draws_a_single_episode(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    plot([0.5], str(tmp_path / "one.png"))
    assert (tmp_path / "one.png").exists()
