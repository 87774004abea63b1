"""The frames of the generic rules and of the card decks have one shape (core/frame.py):
each step is an ``s_<step>`` method, what a step offers is declared in ``choices``, and a
frame defines no ``run``, ``act`` or ``why_not`` of its own (``Frame`` derives them)."""

from __future__ import annotations

import woodland  # noqa: F401  (registers every frame)
from woodland.core.frame import FRAMES, Frame

GENERIC = ("woodland.rules.", "woodland.cards.")


def generic_frames() -> list[type[Frame]]:
    return [cls for cls in FRAMES.values() if cls.__module__.startswith(GENERIC)]


def test_generic_frames_run_their_steps_and_choices() -> None:
    frames = generic_frames()
    assert {"Turn", "Battle", "Move", "EffectWindow", "EmigreAttack"} <= {cls.__name__ for cls in frames}
    for cls in frames:
        for name in ("run", "act", "why_not"):
            assert getattr(cls, name) is getattr(Frame, name), f"{cls.__name__} defines {name}"
        assert cls._steps, f"{cls.__name__} has no s_<step> method"
