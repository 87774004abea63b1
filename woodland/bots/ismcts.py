"""The search bot: information-set Monte Carlo tree search over determinized games.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) with the rule-of-thumb bots
as the rollout policy. Each iteration

1. draws a *determinization*: ``obs.determinize(rng)``, a copy of the game in which
   everything the seat cannot know (other hands, the deck's order, face-down cards,
   items under ruins, future dice) is redrawn at random (1.2). The bot never reads the
   game itself: only its view, its legal actions and these copies;
2. walks the tree of the seat's own decisions: at a node it takes the child that
   maximises ``Q + c * P * sqrt(N) / (1 + n)`` among the actions legal in this copy
   (``P``: half the prior on the rule-of-thumb choice, the rest shared), expanding the
   first option not yet tried (the rule-of-thumb choice first). The other seats' decisions
   between two of its own are played by the rule-of-thumb bots, as they are in the
   rollout;
3. plays on with the rule-of-thumb bots for every seat until the end of the game or
   ``horizon`` turns after the current one (4, or the faction's own
   ``Strategy.search_horizon``: 8, two rounds, for the Marquise, the Eyrie and the
   Vagabond), and scores the end: 1 for
   a win, 0 for a loss,
   and before the end a number between them from how the lead in victory points over the
   best opponent changed since the tree's first search (its start is 0.5: a seat far
   behind or far ahead still tells a point gained from none); with ``assets`` (the
   default), the lead counts too what the seat's faction holds that does not score yet, in points, as its
   rule-of-thumb strategy estimates it from the seat's own view (``Strategy.assets``:
   written for the Marquise, whose wood and buildings are her next points, the Eyrie,
   whose roosts score every Evening and whose Decree may end in turmoil, the Alliance,
   whose supporters buy the Sympathy track's next points, and the Vagabond, whose items
   are his actions); with ``rivals`` (off by default), the best
   opponent is found, and its lead measured, with what each opponent holds counted the same
   way from the seat's view (every part of it these estimates read is public);
4. adds that score to every node on the path.

The decision is the child of the root tried most often (the rule-of-thumb choice on a
tie). Budget: ``ismcts:400`` runs 400 iterations per decision, ``ismcts:1s`` (or
``ismcts:0.5s``, ``ismcts:250ms``) as many as fit in that wall-clock time. A decision
with one option is answered at once. With an iteration budget the bot is deterministic
given its seed: every random draw comes from its own generator.
"""

from __future__ import annotations

import math
import time
from typing import Any, Sequence

from woodland.bots.heuristic import HeuristicBot
from woodland.bots.heuristic_common import traits
from woodland.core.actions import Action
from woodland.core.rng import Rng

#: turns the rollouts play on after the current one, unless the settings or the faction's
#: strategy (``Strategy.search_horizon``) say otherwise
HORIZON = 4
#: how the lead in victory points scores a game stopped at the horizon (logistic scale)
LEAD_SCALE = 5.0
#: the share of the prior given to the rule-of-thumb choice at every node
PRIOR_SHARE = 0.5


class Node:
    """A decision of the searching seat: its children by action, visits and total score."""

    __slots__ = ("children", "visits", "total", "best")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.best: Action | None = None  # the rule-of-thumb choice here, once asked

    def mean(self, default: float) -> float:
        return self.total / self.visits if self.visits else default

    def stats(self) -> dict[str, Any]:
        """The tree below this node as text: action -> [visits, total, subtree]."""
        return {str(a): [ch.visits, round(ch.total, 9), ch.stats()] for a, ch in self.children.items()}


class _Rollout:
    """The rule-of-thumb bots of one iteration, a fresh one per seat."""

    def __init__(self, n: int, rng: Rng) -> None:
        from woodland.sim import Observation  # not at the top: woodland.sim imports the bots

        self.bots = [HeuristicBot(rng.next64() & 0x7FFFFFFF) for _ in range(n)]
        self.observe = Observation

    def choose(self, g: Any, seat: int) -> Action:
        return self.bots[seat].decide(self.observe(g, seat), g.pending.options)


def parse_budget(spec: str) -> tuple[int | None, float | None]:
    """``400`` -> 400 iterations; ``1s``, ``0.5s``, ``250ms`` -> seconds. ValueError otherwise."""
    s = spec.strip().lower()
    if s.endswith("ms"):
        secs = float(s[:-2]) / 1000
    elif s.endswith("s"):
        secs = float(s[:-1])
    else:
        its = int(s)
        if its < 1:
            raise ValueError("at least one iteration")
        return its, None
    if not secs > 0 or math.isinf(secs):
        raise ValueError("a positive time")
    return None, secs


class IsmctsBot:
    name = "ismcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 horizon: int | None = None, c: float = 1.0, reuse: bool = True, centred: bool = True,
                 assets: bool = True, rivals: bool = False) -> None:
        if iterations is None and seconds is None:
            seconds = 1.0
        self.iterations = iterations
        self.seconds = seconds
        self.horizon_given = horizon  # None: the faction's own (Strategy.search_horizon) or HORIZON
        self.horizon = horizon or HORIZON
        self.c = c
        self.reuse = reuse
        self.centred = centred  # score the change of the lead since the tree's first search
        self.assets = assets  # count what the seat's faction holds that does not score yet
        self._worth: Any = None  # the faction's estimate of that, once known to be written
        self.rivals = rivals  # count what each opponent holds too, by its faction's estimate
        self.rng = Rng(seed)
        self.prior = HeuristicBot(seed)  # keeps the rule-of-thumb memory of the real game
        self.last_iterations = 0  # how many iterations the last search ran (bench, docs)
        self.last_root: Node | None = None  # the last search's tree (tests)
        self.last_reused = 0  # the visits the last search started with, kept from the one before
        self._kept: tuple[int, Node, float] | None = None  # (turn, node, base) where the next search may start
        self.base = 0.0  # the lead the scores are measured from (centred), fixed for a tree

    def decide(self, obs: Any, actions: Sequence[Action]) -> Action:
        prior = self.prior.decide(obs, actions)
        if len(actions) == 1:
            return actions[0]
        turn = obs.view()["turn"]
        root = self._start(turn, obs)
        root.best = prior
        seed = self.rng.next64()
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        n = 0
        while (self.iterations is None or n < self.iterations) and (deadline is None or time.perf_counter() < deadline):
            r = Rng(seed + n)
            self._iterate(root, obs.determinize(r), obs.seat, r)
            n += 1
        self.last_iterations, self.last_root = n, root
        a = _most_tried(root, actions, prior)
        child = root.children.get(a)
        self._kept = (turn, child, self.base) if self.reuse and child is not None else None
        return a

    def _start(self, turn: int, obs: Any) -> Node:
        """The root of this search: the node the last search reached by the answer it gave,
        if this is the seat's next decision with several options in the same turn (the
        tree's next node is exactly that decision, whatever happened between), else a new
        one. Its statistics came from the same seat's earlier determinizations, so from
        nothing the seat could not know. A new tree measures the lead from the one of now
        (the scores are public)."""
        kept, self._kept = self._kept, None
        if kept is None or kept[0] != turn:
            self.last_reused = 0
            v = obs.view()
            self._worth = None
            if self.horizon_given is None:
                self.horizon = traits(v["faction"]).search_horizon or HORIZON
            if self.assets and traits(v["faction"]).has_assets:
                self._worth = traits(v["faction"]).assets
            if not self.centred:
                self.base = 0.0
            elif self.rivals:
                self.base = self._standing(v, obs.seat)
            else:
                self.base = _lead(v["players"], obs.seat) + self._held(v)
            return Node()
        self.last_reused = kept[1].visits
        self.base = kept[2]
        return kept[1]

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: Node, g: Any, seat: int, rng: Rng) -> None:
        play = _Rollout(g.n, rng)
        stop = g.turn + self.horizon
        node, path = root, [root]
        expanded = False
        while g.pending is not None and g.turn < stop:
            p = g.pending
            if p.seat != seat or len(p.options) == 1 or expanded:
                g.apply(self._policy(play, g, p))
                continue
            a, child = self._select(node, p.options, play, g, seat)
            if child is None:  # a new node: the rest of the iteration is the rollout
                child = node.children[a] = Node()
                expanded = True
            g.apply(a)
            node = child
            path.append(node)
        if self.rivals and g.result is None:  # at the horizon, the lead with what each holds
            score = _chance(self._standing(g.view(seat), seat) - self.base)
        else:
            held = self._held(g.view(seat)) if self._worth is not None and g.result is None else 0.0
            score = _score(g, seat, self.base - held)  # at the horizon, the lead with what is held
        for nd in path:
            nd.visits += 1
            nd.total += score

    def _held(self, v: dict[str, Any]) -> float:
        """What the seat holds that does not score yet, in points (0 without ``assets``)."""
        return float(self._worth(v)) if self._worth is not None else 0.0

    def _standing(self, v: dict[str, Any], seat: int) -> float:
        """The seat's lead over the best opponent, each counted with its points and what it
        holds (``rivals``): the seat's by its own estimate, an opponent's by its faction's
        estimate read from the seat's view ``v`` as if it were that opponent's (0 where none
        is written)."""
        mine, best = 0.0, -math.inf
        for p in v["players"]:
            if p["seat"] == seat:
                mine = p["score"] + self._held(v)
            else:
                best = max(best, p["score"] + _held_by(v, p))
        return mine - best

    @staticmethod
    def _policy(play: _Rollout, g: Any, p: Any) -> Action:
        return p.options[0] if len(p.options) == 1 else play.choose(g, p.seat)

    def _select(self, node: Node, options: Sequence[Action], play: _Rollout, g: Any,
                seat: int) -> tuple[Action, Node | None]:
        if node.best is None or node.best not in options:
            node.best = play.choose(g, seat)
        if node.best not in node.children:
            return node.best, None
        parent = node.mean(0.5)
        sq = math.sqrt(node.visits)
        rest = (1 - PRIOR_SHARE) / max(1, len(options) - 1)
        best_a, best_u = options[0], -math.inf
        for a in options:
            ch = node.children.get(a)
            prior = PRIOR_SHARE if a == node.best else rest
            u = (ch.mean(parent) if ch else parent) + self.c * prior * sq / (1 + (ch.visits if ch else 0))
            if u > best_u:
                best_a, best_u = a, u
        return best_a, node.children.get(best_a)


def _most_tried(root: Node, actions: Sequence[Action], prior: Action) -> Action:
    best, most = prior, root.children[prior].visits if prior in root.children else 0
    for a in actions:  # the real options, in their order: a tie keeps the rule-of-thumb choice
        ch = root.children.get(a)
        if ch is not None and ch.visits > most:
            best, most = a, ch.visits
    return best


def _score(g: Any, seat: int, base: float = 0.0) -> float:
    """1 for a win, 0 for a loss; at the horizon the lead over the best opponent less
    ``base``, 0..1."""
    if g.result is not None:
        return 1.0 if seat in g.result["winner_seats"] else 0.0
    mine = g.factions[seat].score
    best = max(f.score for f in g.factions if f.seat != seat)
    return _chance(mine - best - base)


def _chance(lead: float) -> float:
    """A lead in points (its change since the tree's start) as a score between 0 and 1."""
    return 1.0 / (1.0 + math.exp(-lead / LEAD_SCALE))


def _held_by(v: dict[str, Any], player: dict[str, Any]) -> float:
    """What ``player`` (an entry of ``v["players"]``) holds that does not score yet, by its
    faction's estimate (``Strategy.assets``) read from the view ``v`` of another seat: the
    estimates read only public parts (pieces, tracks, counts of cards), which every seat's
    view shows alike."""
    t = traits(player["faction"])
    return float(t.assets({**v, "seat": player["seat"], "faction": player["faction"]})) if t.has_assets else 0.0


def _lead(players: Sequence[dict[str, Any]], seat: int) -> float:
    """The seat's lead in points over the best opponent, read from a view's players."""
    mine = next(p["score"] for p in players if p["seat"] == seat)
    return float(mine - max(p["score"] for p in players if p["seat"] != seat))
