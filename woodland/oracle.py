"""The rules oracle: load a position, list what is legal, and say why anything else is not.

    >>> from woodland import explain
    >>> e = explain({"factions": ["marquise", "eyrie"],
    ...              "turn": {"player": "marquise", "phase": "daylight"},
    ...              "clearings": {"1": {"marquise": 2}, "9": {"marquise": 1, "eyrie": 2}}},
    ...             "move 9->12")
    >>> e.legal, e.rules
    (False, ['4.2.1'])

``explain`` returns an :class:`Explanation`: the pending decision, the legal actions
grouped by kind, and for an action, whether it is legal and — if not — the reason in plain
words with the Law rule ids that forbid it. With ``then=True`` a legal action is applied
and the result described, with every random draw (dice, shuffles, random cards).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from woodland.core.actions import Action, parse_action
from woodland.core.errors import ActionSyntaxError, BadInput, IllegalAction
from woodland.core.events import RandomCard, Reshuffled, Rolled
from woodland.core.game import Game
from woodland.core.rng import Rng
from woodland.position import build, load


@dataclass
class Explanation:
    #: who decides now and what: seat, faction, kind, prompt, rule (None once the game is over)
    decision: dict[str, Any] | None
    #: legal actions (text) grouped by action kind, in the engine's order
    actions: dict[str, list[str]]
    #: the action asked about (text as given), if any
    action: str | None = None
    #: whether that action is legal now (None when no action was asked about)
    legal: bool | None = None
    #: why it is not legal, in one sentence (empty when legal)
    reason: str = ""
    #: the Law rule ids behind the reason
    rules: list[str] = field(default_factory=list)
    #: after applying a legal action (then=True): the next decision and the view of the board
    after: dict[str, Any] | None = None
    #: what was random while applying it: dice, shuffles, random cards
    random: list[str] = field(default_factory=list)
    #: the game (after the action, when then=True)
    game: Game | None = None
    #: the steps a legal action takes, any step before it included (``march``, ``move 1->5``)
    steps: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        d = {k: v for k, v in self.__dict__.items() if k not in ("game", "steps")}
        return d


def _game(position: Any, seed: int | None) -> Game:
    if isinstance(position, Game):
        g = position.clone()
    elif isinstance(position, (str, Path)):
        g = build(load(position))
    elif isinstance(position, dict):
        g = build(position)
    else:
        raise BadInput("position", "expected a position (object), a file name or a Game")
    if seed is not None:
        g.rng = Rng(seed)
    return g


def decision_info(g: Game) -> dict[str, Any] | None:
    p = g.pending
    if p is None:
        return None
    return {"seat": p.seat, "faction": g.factions[p.seat].key, "kind": p.kind, "prompt": p.prompt,
            "rule": p.rule}


def grouped(g: Game) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for a in g.legal_actions():
        out.setdefault(a.kind, []).append(str(a))
    return out


def describe_event(g: Game, ev: tuple[Any, ...]) -> str | None:
    """Plain words for the random events of the log."""
    if isinstance(ev, Rolled):
        return (f"battle in {ev.clearing + 1}: the dice show {ev.die1} and {ev.die2} "
                f"({g.factions[ev.attacker].key} attacks, {g.factions[ev.defender].key} defends)")
    if isinstance(ev, Reshuffled):
        return f"the discard pile ({ev.cards} cards) was shuffled into a new deck"
    if isinstance(ev, RandomCard):
        return (f"{g.factions[ev.taker].key} took a random card from {g.factions[ev.giver].key}: "
                f"{g.deckdef.cards[ev.card].label}")
    return None


def split_actions(g: Game, text: str) -> list[Action]:
    """Action text, possibly two steps written as one (``move 5->10 x3``)."""
    return g.parse_steps(text)


def _route(g: Game, a: Action) -> tuple[list[Action], tuple[str, list[str]] | None]:
    """If ``a`` is not a choice of the pending decision but of the decision one step later
    (``move 1->5`` in a Daylight menu, behind ``march``), find that step. Returns the steps
    to take before ``a`` (or [] if ``a`` is a choice now), and otherwise the most specific
    reason it is not legal."""
    opts = g.legal_actions()
    if a in opts:
        return [], None
    reason = g.why_not(a)
    specific = g.stack[-1].why_not(g, a) if g.stack else None
    # a bare option of the same kind (the Riverfolk's "move": commit a fund, then move)
    # leads to the detailed choice one step later
    bare = bool(a.args) and any(o.kind == a.kind and not o.args for o in opts)
    if specific is not None or (a.kind in {o.kind for o in opts} and not bare):
        return [], reason  # the rule that blocks it here, not one found after a random step
    best: tuple[str, list[str]] | None = None
    for o in opts:
        if o.kind in ("end", "pass", "done"):
            continue
        h = g.clone()
        try:
            h.apply(o)
        except IllegalAction:  # pragma: no cover
            continue
        if h.pending is None or h.pending.seat != g.pending.seat:  # type: ignore[union-attr]
            continue
        if a in h.legal_actions():
            return [o], None
        if bare and o.kind == a.kind and not o.args and h.pending is not None:
            # one more step between (the Riverfolk choose whose fund pays, then move)
            for o2 in h.legal_actions():
                h2 = h.clone()
                h2.apply(o2)
                if h2.pending is not None and h2.pending.seat == g.pending.seat \
                        and a in h2.legal_actions():  # type: ignore[union-attr]
                    return [o, o2], None
        if a.kind in {x.kind for x in h.legal_actions()} and best is None:
            r = h.why_not(a)
            if r[1]:
                best = (r[0], r[1])
    return [], best or reason


def explain(position: Any, action: str | Action | None = None, then: bool = False,
            seed: int | None = None) -> Explanation:
    """Explain a position (a position object, a file name, or a Game) and optionally one
    action. ``seed`` replaces the position's random generator (dice, shuffles). An action
    that belongs to the next step of a compound action (``move 1->5`` when the Marquise
    must first choose ``march``) is explained through that step."""
    g = _game(position, seed)
    e = Explanation(decision_info(g), grouped(g))
    if action is None:
        e.game = g
        return e
    e.action = str(action)
    if g.pending is None:
        e.legal, e.reason = False, "the game is over"
        return e
    try:
        steps = [action] if isinstance(action, Action) else split_actions(g, action)
    except ActionSyntaxError as err:
        e.legal, e.reason = False, str(err)
        return e
    h = g.clone()
    h.log = []
    path: list[Action] = []
    for i, a in enumerate(steps):
        if h.pending is None:
            e.legal, e.reason = False, "the game is over"
            return e
        before, why = _route(h, a)
        if why is not None:
            e.legal, e.reason, e.rules = False, why[0], list(why[1])
            return e
        for b in before + [a]:
            h.apply(b)
            path.append(b)
    e.legal = True
    e.steps = [str(b) for b in path]
    if then:
        g = h
        e.random = [t for t in (describe_event(g, ev) for ev in g.log or []) if t]
        g.log = None
        seat = g.pending.seat if g.pending is not None else g.current
        e.after = {"decision": decision_info(g), "actions": grouped(g), "result": g.result,
                   "view": g.view(seat)}
    e.game = g
    return e


def check_action_text(text: str) -> Action:
    """Parse action text, raising ActionSyntaxError naming the bad token."""
    return parse_action(text)
