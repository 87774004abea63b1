"""The Vagabond's frames in the shape of core/frame.py: steps are ``s_<step>`` methods and
each step declares the choices it offers (no frame of its own runs, acts or explains by
an if-chain); the characters' special actions are choices of the Daylight menu."""

from __future__ import annotations

import pytest

from woodland.core.frame import FRAMES
from woodland.factions.vagabond import CHARACTER_TYPES, VagabondDaylight

VAGABOND_FRAMES = sorted(n for n, cls in FRAMES.items() if cls.__module__.startswith("woodland.factions.vagabond"))


@pytest.mark.parametrize("name", VAGABOND_FRAMES)
def test_a_vagabond_frame_declares_its_steps_and_choices(name: str) -> None:
    cls = FRAMES[name]
    assert not {"run", "act", "why_not"} & set(vars(cls)), name


@pytest.mark.law("V.1.2", "V.2.2", "V.3.2", "V.4.2", "V.6.2")
def test_the_daylight_menu_holds_each_characters_special_action_before_the_common_options() -> None:
    kinds = [k for ch in VagabondDaylight.choices["menu"] for k in ch.kinds]
    specials = [ch.kind for ch in CHARACTER_TYPES.values() if ch.kinds]
    assert specials == ["steal", "labor", "hideout", "instigate", "scorch", "improvise", "glide", "con", "duel",
                        "coerce"]
    assert kinds[kinds.index("repair") + 1:kinds.index("activate")] == specials
    assert kinds[-1] == "end"
