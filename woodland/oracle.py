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
words with the Law rule ids that forbid it. An action that a later decision of the same
player offers is explained through the steps leading to it when they lead there in one way
only; the oracle never makes a choice the player did not state (docs/rulings.md R46). With
``then=True`` a legal action is applied and the result described, with every random draw
(dice, shuffles, random cards; ``dice`` scripts the next dice) and the hits of each battle.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from woodland.core.actions import Action, parse_action
from woodland.core.errors import ActionSyntaxError, BadInput
from woodland.core.events import RandomCard, Reshuffled, Rolled
from woodland.core.game import Game
from woodland.core.rng import Rng
from woodland.position import build, load
from woodland.rules.board import owner_title, rulers
from woodland.rules.why import lords_rule, unquoted_card
from woodland.testing import ScriptedRng


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
    #: when legal: every step taken for it, the unstated ones that lead to it first
    #: (``["march", "move 1->5"]``); a step after which the engine takes the action by
    #: itself (its only option) ends the list
    steps: list[str] = field(default_factory=list)
    #: when the action is reached only through choices the player did not state: each way
    #: to it (its steps), for the player to choose
    choices: list[list[str]] = field(default_factory=list)
    #: after applying a legal action (then=True): the next decision and the view of the board
    after: dict[str, Any] | None = None
    #: what was random while applying it: dice, shuffles, random cards
    random: list[str] = field(default_factory=list)
    #: the hits of each battle fought while applying it (then=True): per side the die, the
    #: rolled hits (capped, 4.3.3), the extra hits (4.3.5) and the hits dealt
    hits: list[dict[str, Any]] = field(default_factory=list)
    #: who rules each ruled clearing of the position (2.5), and by which rule
    rulers: list[dict[str, Any]] = field(default_factory=list)
    #: the game (after the action, when then=True)
    game: Game | None = None

    def to_json(self) -> dict[str, Any]:
        d = {k: v for k, v in self.__dict__.items() if k != "game"}
        return d


def _game(position: Any, seed: int | None, dice: list[int] | None = None) -> Game:
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
    if dice is not None:
        if any(isinstance(x, bool) or not isinstance(x, int) or not 0 <= x <= 3 for x in dice):
            raise BadInput("dice", f"each die shows 0, 1, 2 or 3 (4.3.3), got {dice}")
        g.rng = ScriptedRng(dice, g.rng.state)
    return g


def rule_of_clearings(g: Game) -> list[dict[str, Any]]:
    """Who rules each ruled clearing (2.5); "7.2.2" when a tie the ruler wins decides it,
    else "H.3.1" when hireling pieces count there (an uncontrolled hireling rules: its side's
    key is the "faction")."""
    out = []
    for c, r in enumerate(rulers(g)):
        if r != -1:
            out.append({"clearing": c + 1, "faction": owner_title(g, r), "rule": (lords_rule(g, c) or ["2.5"])[0]})
    return out


def battle_hits(g: Game, log: list[tuple[Any, ...]]) -> list[dict[str, Any]]:
    """The ``hits`` entries of the log, by side (rules/battle.py, 4.3.3-4.3.5)."""
    out = []
    for ev in log:
        if ev[0] == "hits":
            _, a, d, c, die_a, die_d, ra, rd, xa, xd, hd, ha = ev
            out.append({"clearing": c + 1,
                        "attacker": {"faction": owner_title(g, a), "die": die_a, "rolled_hits": ra,
                                     "extra_hits": xa, "hits_dealt": hd},
                        "defender": {"faction": owner_title(g, d), "die": die_d, "rolled_hits": rd,
                                     "extra_hits": xd, "hits_dealt": ha}})
    return out


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
                f"({owner_title(g, ev.attacker)} attacks, {owner_title(g, ev.defender)} defends)")
    if isinstance(ev, Reshuffled):
        return f"the discard pile ({ev.cards} cards) was shuffled into a new deck"
    if isinstance(ev, RandomCard):
        return (f"{g.factions[ev.taker].key} took a random card from {g.factions[ev.giver].key}: "
                f"{g.deckdef.cards[ev.card].label}")
    return None


def split_actions(g: Game, text: str) -> list[Action]:
    """Action text, possibly two steps written as one (``move 5->10 x3``)."""
    return g.parse_steps(text)


#: how many decisions of the deciding player the oracle looks through to find an action
#: named ahead of its step (the Eyrie's ``move 1->5``: resolve, resolve move fox, move)
LOOKAHEAD = 3
#: answers to the decision at hand only, never a request to take the steps before them
#: (``pass`` behind ``march`` would spend an action the player did not ask for)
ANSWERS = frozenset(("end", "pass", "done", "count"))
#: events of the log that are drawn at random
RANDOM_EVENTS = frozenset(("rolled", "reshuffled", "random_card"))


@dataclass
class _Search:
    """What looking ahead for one action found."""

    #: each way to take the action: the steps the player chooses (the last is the action
    #: itself, or the step after which the engine takes the action by itself)
    ways: list[list[Action]] = field(default_factory=list)
    #: ways that go through an answer (a count, pass, done, end) the player did not give
    answered: list[list[Action]] = field(default_factory=list)
    #: the reason found at the nearest later step offering actions of the same kind
    near: tuple[int, tuple[str, list[str]]] | None = None


def _auto_taken(log: list[tuple[Any, ...]], seat: int, a: Action) -> bool:
    """Whether the engine took ``a`` for ``seat`` by itself (its only option) before
    anything random happened."""
    for ev in log:
        if ev[0] in RANDOM_EVENTS:
            return False
        if ev[0] == "auto" and ev[1] == seat and ev[2] == a:
            return True
    return False


def _drew(g: Game, h: Game) -> bool:
    """Whether anything random happened between ``g`` and ``h`` (``h.log`` holds the way)."""
    return h.rng.state != g.rng.state or getattr(h.rng, "script", None) != getattr(g.rng, "script", None) \
        or any(ev[0] in RANDOM_EVENTS for ev in h.log or [])


def _look(g: Game, a: Action, depth: int, root: tuple[str, str, int], found: _Search) -> None:
    """Search the decisions of the deciding player for ``a``: through its steps that open a
    procedure (``march``, ``crusade 8``, ``resolve``), never through a step of the same
    kind with arguments (another such action), an answer (end, pass, done, a count), a
    random draw, the end of its phase, or back to the decision the search started in
    (that would be another complete action first)."""
    p = g.pending
    assert p is not None
    for o in p.options:
        if o == a:
            found.ways.append([a])
            continue
        if depth == 0 or (o.kind == a.kind and o.args):
            continue
        h = g.clone()
        h.log = []
        h.apply(o)
        if o.kind not in ANSWERS and _auto_taken(h.log, p.seat, a):
            found.ways.append([o])
            continue
        q = h.pending
        if q is None or q.seat != p.seat or _drew(g, h) or (q.kind, h.phase, h.turn) == root \
                or (h.phase, h.turn) != root[1:]:
            continue
        if o.kind in ANSWERS:
            # never given for the player; said to be needed when the decision asked now
            # takes nothing but an answer (how many warriors move) and the action follows
            if depth == LOOKAHEAD and a in q.options and all(x.kind in ANSWERS for x in p.options):
                found.answered.append([o, a])
            continue
        if a.kind in {x.kind for x in q.options} and (found.near is None or found.near[0] < depth):
            r = h.why_not(a)
            if r[1]:
                found.near = (depth, (r[0], list(r[1])))
        sub = _Search()
        _look(h, a, depth - 1, root, sub)
        found.ways.extend([o] + w for w in sub.ways)
        found.answered.extend([o] + w for w in sub.answered)
        if sub.near is not None and (found.near is None or found.near[0] < sub.near[0]):
            found.near = sub.near


def _route(g: Game, a: Action) -> tuple[list[Action], tuple[str, list[str]] | None, list[list[Action]]]:
    """The steps to take for ``a``: [a] if it is a choice now; the steps before it if it is
    a choice of a later decision of the same player reached in one way only (``move 1->5``
    in a Daylight menu, behind ``march``), or taken there by the engine as the only option
    (the Riverfolk's only swim behind ``move``). Otherwise no steps, and the most specific
    reason it is not legal, and — when several unstated choices lead to it — those ways."""
    opts = g.legal_actions()
    if a in opts:
        return [a], None, []
    p = g.pending
    assert p is not None
    words = unquoted_card(g, p.seat, a, p.rule) or g.why_extra_words(a)
    if words is not None:
        return [], words, []
    reason = g.why_not(a)
    # a bare option of the same kind (the Riverfolk's "move": commit a fund, then move)
    # leads to the detailed choice one step later
    bare = bool(a.args) and any(o.kind == a.kind and not o.args for o in opts)
    if a.kind in ANSWERS or (a.kind in {o.kind for o in opts} and not bare):
        return [], reason, []  # the rule that blocks it here
    p = g.pending
    assert p is not None
    found = _Search()
    _look(g, a, LOOKAHEAD, (p.kind, g.phase, g.turn), found)
    if len(found.ways) == 1:
        return found.ways[0], None, []
    if found.ways:
        return [], _unstated(g, a, found.ways), found.ways
    specific = g.stack[-1].why_not(g, a) if g.stack else None
    if specific is None and found.answered:
        return [], _unstated(g, a, found.answered), found.answered
    if specific is None and found.near is not None:
        return [], found.near[1], []
    return [], reason, []


def _unstated(g: Game, a: Action, ways: list[list[Action]]) -> tuple[str, list[str]]:
    """Several ways lead to ``a``: the oracle does not choose for the player (it would
    decide something the player did not say). Name the decision where they part."""
    k = 0
    while len(ways) > 1 and all(len(w) > k + 1 and w[k] == ways[0][k] for w in ways):
        k += 1
    h = g.clone()
    for step in ways[0][:k]:
        h.apply(step)
    p = h.pending
    assert p is not None
    options = sorted({str(w[k]) for w in ways})
    before = "".join(f"{x}, then " for x in ways[0][:k])
    return (f"'{a}' needs a choice you did not state first: {before}{p.prompt or p.kind}: "
            f"{' or '.join(repr(x) for x in options)}"), [p.rule] if p.rule else []


def explain(position: Any, action: str | Action | None = None, then: bool = False,
            seed: int | None = None, dice: list[int] | None = None) -> Explanation:
    """Explain a position (a position object, a file name, or a Game) and optionally one
    action. ``seed`` replaces the position's random generator (dice, shuffles). An action
    that belongs to the next step of a compound action (``move 1->5`` when the Marquise
    must first choose ``march``) is explained through that step."""
    g = _game(position, seed, dice)
    e = Explanation(decision_info(g), grouped(g), rulers=rule_of_clearings(g))
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
    for a in steps:
        if h.pending is None:
            e.legal, e.reason = False, "the game is over"
            return e
        way, why, ways = _route(h, a)
        if why is not None:
            e.legal, e.reason, e.rules = False, why[0], list(why[1])
            e.choices = [[str(x) for x in w] for w in ways]
            return e
        for b in way:
            h.apply(b)
            path.append(b)
    e.legal = True
    e.steps = [str(b) for b in path]
    if then:
        g = h
        e.random = [t for t in (describe_event(g, ev) for ev in g.log or []) if t]
        e.hits = battle_hits(g, g.log or [])
        g.log = None
        seat = g.pending.seat if g.pending is not None else g.current
        e.after = {"decision": decision_info(g), "actions": grouped(g), "result": g.result,
                   "view": g.view(seat), "rulers": rule_of_clearings(g)}
    e.game = g
    return e


def check_action_text(text: str) -> Action:
    """Parse action text, raising ActionSyntaxError naming the bad token."""
    return parse_action(text)
