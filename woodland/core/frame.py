"""Frames: the resumable procedures of the rules, kept as plain data on a stack.

A frame is a small object whose fields say where it is in its rule (``step``) and what
it has gathered so far. The game calls ``run(g)`` on the top frame until a decision is
needed; ``run`` either returns a :class:`Decision` (and must not have changed the state
in that call, so asking is repeatable) or returns ``None`` after doing some work, pushing
a child frame or popping itself. The chosen action is handed to ``act(g, action)``.

Because frames hold only ints, strings, lists and dicts, a game copies and serialises
cheaply, and nothing live (no generator, no closure) hides in the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.core.actions import Action
from woodland.core.kinds import SUIT, TEXT, WORD, action_kind, decision_kind

if TYPE_CHECKING:
    from woodland.core.game import Game


class Decision:
    """The one pending choice: who decides, what kind of choice, the options."""

    __slots__ = ("seat", "kind", "options", "prompt", "rule", "keep")

    def __init__(self, seat: int, kind: str, options: list[Action], prompt: str = "", rule: str = "",
                 keep: bool = False) -> None:
        self.seat = seat
        self.kind = kind
        self.options = options
        self.prompt = prompt
        self.rule = rule
        #: ask even with a single option: whether the choice exists depends on cards in
        #: hand, so skipping it would tell the other players about those cards (1.2.1)
        self.keep = keep

    def __repr__(self) -> str:
        return f"Decision(seat={self.seat}, kind={self.kind!r}, options={len(self.options)}, rule={self.rule!r})"


FRAMES: dict[str, type["Frame"]] = {}


class Frame:
    """Base class of every rules procedure. Subclasses declare their fields in ``__slots__``."""

    __slots__ = ("step",)
    step: str
    #: the Law rule this frame implements, cited in prompts
    rule: ClassVar[str] = ""
    #: a battle (4.3): before-roll effects belong to it
    is_battle: ClassVar[bool] = False
    #: fields that hold a seat (checked when a saved game is loaded)
    seat_fields: ClassVar[tuple[str, ...]] = ("seat",)
    #: fields that hold a clearing index (-1 for none)
    clearing_fields: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        FRAMES[cls.__name__] = cls
        names: list[str] = []
        for klass in reversed(cls.__mro__):
            for s in getattr(klass, "__slots__", ()):
                if s not in names:
                    names.append(s)
        cls._fields = tuple(names)

    _fields: ClassVar[tuple[str, ...]] = ("step",)

    def run(self, g: "Game") -> Decision | None:
        raise NotImplementedError

    def act(self, g: "Game", action: Action) -> None:
        raise NotImplementedError(f"{type(self).__name__} asked nothing")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        """Why ``action`` is not legal for this frame's decision, citing the Law, if known."""
        return None

    def held_cards(self) -> list[int]:
        """Cards this procedure holds for the moment (e.g. an ambush card being played)."""
        return []

    def public(self, g: "Game") -> dict[str, Any] | None:
        """What every player can see of this procedure in progress (for views), if anything."""
        return None

    def describe(self, g: "Game") -> str:
        """A short name for this procedure, used when a player orders triggered effects."""
        return type(self).__name__

    # -- copying and serialisation ------------------------------------------------
    def copy(self) -> "Frame":
        cls = type(self)
        new = cls.__new__(cls)
        for f in self._fields:
            v = getattr(self, f)
            if type(v) is list:
                v = [list(x) if type(x) is list else x for x in v]
            elif type(v) is dict:
                v = dict(v)
            setattr(new, f, v)
        return new

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"frame": type(self).__name__}
        for f in self._fields:
            d[f] = getattr(self, f)
        return d

    @staticmethod
    def from_json(d: dict[str, Any]) -> "Frame":
        from woodland.core.errors import BadInput

        name = d.get("frame")
        cls = FRAMES.get(name) if isinstance(name, str) else None
        if cls is None:
            raise BadInput("stack.frame", f"unknown frame {name!r}")
        new = cls.__new__(cls)
        for f in cls._fields:
            if f not in d:
                raise BadInput(f"stack.{name}.{f}", "missing")
            setattr(new, f, d[f])
        return new

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{f}={getattr(self, f)!r}' for f in self._fields)})"


decision_kind("order_triggers", "Which triggered effect resolves next", "1.1.3")
action_kind("resolve", "Resolve this: a triggered effect by its description (1.1.3), or the Decree (7.5.2) "
            "with a column and suit", "1.1.3", (), (TEXT,), (WORD, SUIT))


class OrderTriggers(Frame):
    """1.1.3: effects triggered at the same time resolve in the order the deciding player
    chooses (the current player; in battle, the side whose pieces were removed, 4.3.6).
    ``todo`` holds the triggered procedures, serialised, until each is chosen."""

    __slots__ = ("seat", "todo")
    rule = "1.1.3"

    def __init__(self, seat: int, todo: list[dict[str, Any]]) -> None:
        self.step = "order"
        self.seat = seat
        self.todo = todo

    def _labels(self, g: "Game") -> list[str]:
        return [Frame.from_json(d).describe(g) for d in self.todo]

    def run(self, g: "Game") -> Decision | None:
        if len(self.todo) <= 1:
            g.pop()
            if self.todo:
                g.push(Frame.from_json(self.todo[0]))
            return None
        labels = self._labels(g)
        if len(set(labels)) == 1:
            self.todo = self.todo[1:] + self.todo[:1]  # identical effects: order cannot matter
            g.push(Frame.from_json(self.todo.pop()))
            return None
        opts = []
        for lb in labels:
            a = Action("resolve", (lb,))
            if a not in opts:
                opts.append(a)
        return Decision(self.seat, "order_triggers", opts, "several effects trigger at once: which resolves first?",
                        "1.1.3")

    def act(self, g: "Game", action: Action) -> None:
        labels = self._labels(g)
        i = labels.index(str(action.args[0]))
        d = self.todo.pop(i)
        g.push(Frame.from_json(d))
