"""Frames and choices (woodland/core/frame.py): a frame's steps are its ``s_`` methods,
each step declares the choices it offers, and an action's options, why-not reason and
effect live in one Choice object.

Map: Autumn. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12
10-12 11-12.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.frame import OTHER_KINDS, Choice, Decision, Frame
from woodland.core.game import Game
from woodland.testing import play, position


def marquise_daylight(**kw: Any) -> Game:
    spec: dict[str, Any] = {
        "factions": ["marquise", "eyrie"], "ruins": [], "turn": {"player": "marquise", "phase": "daylight"},
        "clearings": {"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood", "wood"]}},
                      "5": {"marquise": {"warriors": 1, "tokens": ["wood"]}},
                      "2": {"eyrie": 2}, "9": {"eyrie": 1, "marquise": 1}},
        "hands": {"marquise": ["Anvil"]}}
    spec.update(kw)
    return position(spec)


def test_a_saved_game_naming_a_step_the_frame_lacks_is_refused_in_one_line() -> None:
    g = marquise_daylight()
    d = g.to_json()
    top = d["stack"][-1]
    assert top["frame"] == "MarquiseDaylight" and top["step"] == "menu"
    top["step"] = "teleport"
    with pytest.raises(BadInput) as e:
        Game.from_json(d)
    msg = str(e.value)
    assert "teleport" in msg and "menu" in msg and "\n" not in msg


def test_a_step_offers_the_options_of_its_choices_in_their_declared_order() -> None:
    g = marquise_daylight()
    kinds = [o.kind for o in g.legal_actions()]
    # craft first (6.5), then the actions, the bird-card extra action, the Daylight options, end
    assert kinds.index("battle") < kinds.index("march") < kinds.index("build") < kinds.index("end")
    assert kinds[-1] == "end"


def test_why_not_comes_from_the_choice_of_the_action_kind_then_from_the_step() -> None:
    g = play(marquise_daylight(), "build sawmill 5")
    assert g.pending is not None and g.pending.kind == "pay_wood"
    # a "wood" action: the reason of the PayWood choice
    reason, rules = g.why_not(act("wood", (3,)))
    assert "connected" in reason and rules == ["6.5.4.II"]
    # another kind while paying: the step's own reason
    reason, rules = g.why_not(act("recruit"))
    assert reason.startswith("first finish paying") and rules == ["6.5.4.II"]


class _Nothing(Choice[Frame]):
    kind = "end"

    def options(self, fr: Frame, g: Game) -> list[Action]:
        return [act("end")]


def test_choices_for_a_step_without_a_method_are_refused_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="s_later"):
        type("BadFrameNoStep", (Frame,), {"__slots__": (), "choices": {"later": (_Nothing(),)},
                                           "s_now": lambda self, g: None})


def test_two_choices_of_one_kind_at_a_step_are_refused() -> None:
    def s_ask(self: Frame, g: Game) -> Decision | None:
        return None

    with pytest.raises(TypeError, match="repeats"):
        type("BadFrameTwice", (Frame,), {"__slots__": (), "choices": {"ask": (_Nothing(), _Nothing())},
                                          "s_ask": s_ask})


def test_a_frame_that_writes_its_own_run_act_or_why_not_is_refused() -> None:
    def run(self: Frame, g: Game) -> Decision | None:
        return None

    with pytest.raises(TypeError, match="defines run"):
        type("OldStyleFrame", (Frame,), {"__slots__": (), "run": run, "s_go": run})
    with pytest.raises(TypeError, match="has no step"):
        type("StepLessFrame", (Frame,), {"__slots__": ()})


class _Named(Choice[Frame]):
    kind = "end"


class _Others(Choice[Frame]):
    kind = OTHER_KINDS


def test_a_choice_of_other_kinds_takes_the_kinds_its_step_does_not_declare() -> None:
    def s_ask(self: Frame, g: Game) -> Decision | None:
        return None

    named, others = _Named(), _Others()
    cls = type("FrameWithOthers", (Frame,), {"__slots__": (), "choices": {"ask": (named, others)}, "s_ask": s_ask})
    fr = cls.__new__(cls)
    fr.step = "ask"
    assert fr.choice("end") is named
    assert fr.choice("enlist") is others  # a kind some faction adds at this step
