"""Frames: the resumable procedures of the rules, kept as plain data on a stack.

A frame is a small object whose fields say where it is in its rule (``step``) and what
it has gathered so far. Each step is a method ``s_<step>``: the game runs the top frame's
current step until a decision is needed; a step either returns a :class:`Decision` (and
must not have changed the state in that call, so asking is repeatable) or returns ``None``
after doing some work, moving to another step, pushing a child frame or popping itself.
The steps a frame has are exactly its ``s_`` methods (a saved game naming another step is
refused).

What a step offers is declared in ``choices``: for each step, the :class:`Choice` objects
of the action kinds it offers. A choice holds an action kind's options, why an action of
that kind is not legal now (citing the Law) and its effect side by side; the frame gathers
the options with :meth:`Frame.offer`, and the chosen action goes to the choice of its kind.

Because frames hold only ints, strings, lists and dicts, a game copies and serialises
cheaply, and nothing live (no generator, no closure) hides in the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Generic, TypeVar

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

#: the kind of a choice that takes every action of a kind its step does not declare: the
#: actions other code adds at that step, which the frame cannot name (a faction's
#: before-roll effects or ways of taking hits in a battle, 4.3.2, 4.3.6)
OTHER_KINDS = "*"

#: a reason an action is not legal, and the Law rules it rests on
Reason = tuple[str, list[str]]
F = TypeVar("F", bound="Frame")


class Choice(Generic[F]):
    """One kind of action a frame offers at a step: its options now, why an action of its
    kind is not legal now, and what taking it does -- side by side. A choice is stateless
    (one instance serves every frame); the frame it works for is passed in as ``fr``."""

    #: the action kind (declared in core.kinds)
    kind: ClassVar[str] = ""
    #: the action kinds it handles: ``(kind,)``, or several for a group of options that
    #: belong together (the Daylight options every faction has, rules/turn.py)
    kinds: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if "kind" in cls.__dict__ and "kinds" not in cls.__dict__:
            cls.kinds = (cls.kind,)

    def options(self, fr: F, g: "Game") -> list[Action]:
        """The legal actions of this kind now (none: the kind is only explained)."""
        return []

    def why_not(self, fr: F, g: "Game", action: Action) -> Reason | None:
        """Why ``action`` (of this kind) is not legal now, citing the Law, if known."""
        return None

    def do(self, fr: F, g: "Game", action: Action) -> None:
        """Take ``action``, one of this choice's options."""
        raise NotImplementedError(f"{type(self).__name__} has no effect")

    def __repr__(self) -> str:
        return f"{type(self).__name__}{self.kinds!r}"


class BareAction(Choice[F]):
    """A choice of one action without arguments, named by its kind ("pass", "done", "end",
    "draw"...): a subclass says only what it does (and why not, if it may be refused)."""

    def __init__(self) -> None:
        self.only = Action(self.kind, ())

    def options(self, fr: F, g: "Game") -> list[Action]:
        return [self.only]


class Frame:
    """Base class of every rules procedure. Subclasses declare their fields in ``__slots__``,
    their steps as ``s_<step>`` methods and what each step offers in ``choices``."""

    __slots__ = ("step",)
    step: str
    #: the seat that decides (most frames have this field; a battle has two sides instead)
    seat: int
    #: the Law rule this frame implements, cited in prompts
    rule: ClassVar[str] = ""
    #: a battle (4.3): before-roll effects belong to it
    is_battle: ClassVar[bool] = False
    #: fields that hold a seat (checked when a saved game is loaded)
    seat_fields: ClassVar[tuple[str, ...]] = ("seat",)
    #: those of ``seat_fields`` that may hold a hireling's owner id instead (appendix H,
    #: core/hireling.py ``owner_id``)
    owner_fields: ClassVar[tuple[str, ...]] = ()
    #: fields that hold a clearing index (-1 for none)
    clearing_fields: ClassVar[tuple[str, ...]] = ()
    #: step -> the choices (action kinds) its decision offers
    choices: ClassVar[dict[str, tuple[Choice[Any], ...]]] = {}

    #: step -> its method (the ``s_`` methods of the class)
    _steps: ClassVar[dict[str, Callable[[Any, "Game"], Decision | None]]] = {}
    #: step -> action kind -> the choice that handles it
    _by_kind: ClassVar[dict[str, dict[str, Choice[Any]]]] = {}
    #: step -> its choices that can offer options (not those that only explain)
    _offering: ClassVar[dict[str, tuple[Choice[Any], ...]]] = {}

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        own = [m for m in ("run", "act", "why_not", "choice") if m in cls.__dict__]
        if own:
            raise TypeError(f"{cls.__name__} defines {', '.join(own)}: a frame's steps are its s_<step> methods "
                            "and what a step offers is its choices (core/frame.py)")
        FRAMES[cls.__name__] = cls
        names: list[str] = []
        for klass in reversed(cls.__mro__):
            for s in getattr(klass, "__slots__", ()):
                if s not in names:
                    names.append(s)
        cls._fields = tuple(names)
        cls.declare()

    @classmethod
    def declare(cls) -> None:
        """Index the steps (the ``s_`` methods) and each step's choices by action kind; done
        when the class is made, and again by a frame whose choices change later (a Vagabond
        character registered after the Daylight frame)."""
        cls._steps = {n[2:]: getattr(cls, n) for n in dir(cls) if n.startswith("s_")}
        cls._by_kind = {}
        cls._offering = {step: tuple(ch for ch in chs if type(ch).options is not Choice.options)
                         for step, chs in cls.choices.items()}
        for step, chs in cls.choices.items():
            if step not in cls._steps:
                raise TypeError(f"{cls.__name__}.choices names step {step!r}, which has no method s_{step}")
            kinds: dict[str, Choice[Any]] = {}
            for ch in chs:
                for k in ch.kinds or ("",):
                    if not k or k in kinds:
                        raise TypeError(f"{cls.__name__} step {step!r}: choice {ch!r} has no kind or repeats one")
                    kinds[k] = ch
            cls._by_kind[step] = kinds
        if not cls._steps:
            raise TypeError(f"{cls.__name__} has no step: a frame's steps are its s_<step> methods")

    _fields: ClassVar[tuple[str, ...]] = ("step",)

    def run(self, g: "Game") -> Decision | None:
        """Run the current step: a decision, or ``None`` after some work."""
        try:
            fn = self._steps[self.step]
        except KeyError:
            raise RuntimeError(f"engine error: {type(self).__name__} has no step {self.step!r}") from None
        return fn(self, g)

    def offer(self, g: "Game") -> list[Action]:
        """The options of the current step: those of each of its choices, in order."""
        chs = self._offering[self.step]
        if len(chs) == 1:  # most steps: no list to join (hot path)
            return chs[0].options(self, g)
        out: list[Action] = []
        for ch in chs:
            out += ch.options(self, g)
        return out

    def choice(self, kind: str) -> Choice[Any] | None:
        """The choice of the current step that handles actions of ``kind``, if any (a choice
        of kind :data:`OTHER_KINDS` takes the kinds the step does not declare)."""
        by = self._by_kind.get(self.step)
        if by is None:
            return None
        ch = by.get(kind)
        return ch if ch is not None else by.get(OTHER_KINDS)

    def act(self, g: "Game", action: Action) -> None:
        """Take ``action`` (one of the options of the pending decision)."""
        ch = self.choice(action.kind)
        if ch is None:
            raise RuntimeError(f"engine error: {type(self).__name__} step {self.step!r} offers no {action.kind!r}")
        ch.do(self, g, action)

    def why_not(self, g: "Game", action: Action) -> Reason | None:
        """Why ``action`` is not legal for this frame's decision, citing the Law, if known:
        the reason of the current step's choice of that kind, or :meth:`why_not_here`."""
        ch = self.choice(action.kind)
        if ch is not None:
            r = ch.why_not(self, g, action)
            if r is not None:
                return r
        return self.why_not_here(g, action)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        """Why ``action`` is not legal at this step when no choice of the step explains it
        (an action of a kind the step does not offer, e.g. one of another step)."""
        return None

    def held_cards(self) -> list[int]:
        """Cards this procedure holds for the moment (e.g. an ambush card being played)."""
        return []

    def loaded_problem(self, g: "Game") -> tuple[str, str] | None:
        """A field of this frame whose value the loaded state cannot hold, and why (asked when
        a saved game is loaded, core/validate.py, after the checks of ``seat_fields`` and
        ``clearing_fields``), or None."""
        return None

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
        if cls._steps and (not isinstance(new.step, str) or new.step not in cls._steps):
            raise BadInput(f"stack.{name}.step", f"{name} has no step {new.step!r} "
                                                 f"(its steps: {', '.join(sorted(cls._steps))})")
        return new

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{f}={getattr(self, f)!r}' for f in self._fields)})"


decision_kind("order_triggers", "Which triggered effect resolves next", "1.1.3")
action_kind("resolve", "Resolve this: a triggered effect by its description (1.1.3), or the Decree (7.5.2) "
            "with a column and suit", "1.1.3", (), (TEXT,), (WORD, SUIT))


class Resolve(Choice["OrderTriggers"]):
    """1.1.3: the triggered effect to resolve next, by its description."""

    kind = "resolve"

    def options(self, fr: "OrderTriggers", g: "Game") -> list[Action]:
        opts: list[Action] = []
        for lb in fr.labels(g):
            a = Action("resolve", (lb,))
            if a not in opts:
                opts.append(a)
        return opts

    def do(self, fr: "OrderTriggers", g: "Game", action: Action) -> None:
        d = fr.todo.pop(fr.labels(g).index(str(action.args[0])))
        g.push(Frame.from_json(d))


class OrderTriggers(Frame):
    """1.1.3: effects triggered at the same time resolve in the order the deciding player
    chooses (the current player; in battle, the side whose pieces were removed, 4.3.6).
    ``todo`` holds the triggered procedures, serialised, until each is chosen."""

    __slots__ = ("seat", "todo")
    rule = "1.1.3"
    choices = {"order": (Resolve(),)}

    def __init__(self, seat: int, todo: list[dict[str, Any]]) -> None:
        self.step = "order"
        self.seat = seat
        self.todo = todo

    def labels(self, g: "Game") -> list[str]:
        return [Frame.from_json(d).describe(g) for d in self.todo]

    def s_order(self, g: "Game") -> Decision | None:
        if len(self.todo) <= 1:
            g.pop()
            if self.todo:
                g.push(Frame.from_json(self.todo[0]))
            return None
        labels = self.labels(g)
        if len(set(labels)) == 1:
            self.todo = self.todo[1:] + self.todo[:1]  # identical effects: order cannot matter
            g.push(Frame.from_json(self.todo.pop()))
            return None
        return Decision(self.seat, "order_triggers", self.offer(g),
                        "several effects trigger at once: which resolves first?", "1.1.3")
