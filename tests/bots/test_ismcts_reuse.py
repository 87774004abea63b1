"""The search bot keeps its tree between decisions (woodland/bots/ismcts.py, ``IsmctsBot._start``).

A node of the tree is a decision of the searching seat reached by its own earlier answers,
so the node the last search reached by the answer it gave is exactly the seat's next
decision with several options, as long as the turn is the same (the rollouts' horizon
counts from it). The next search starts from there with the visits it already has; a new
turn starts a new tree. What is kept came from the seat's own earlier searches, so from
nothing it may not know (1.2.1): in two games differing only in what the seat cannot see,
two searches in a row give the same trees.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.test_bots import BASE
from tests.bots.test_ismcts import heuristic_game
from woodland import Game
from woodland.bots import make_bot
from woodland.bots.ismcts import IsmctsBot, _lead
from woodland.core.rng import Rng
from woodland.sim import Observation

ITERATIONS = 6


def searches(g: Game, seat: int, bot: IsmctsBot, turns: int) -> list[dict[str, Any]]:
    """Play on with ``bot`` for ``seat`` and heuristic bots for the others for ``turns``
    turns; per search: its turn, the visits it started with and ended with, and the visits
    of the child it answered."""
    others = [make_bot("heuristic", 17 + s) for s in range(g.n)]
    stop, out = g.turn + turns, []
    while g.pending is not None and g.turn < stop:
        p = g.pending
        if p.seat != seat:
            g.apply(others[p.seat].decide(Observation(g, p.seat), p.options))
            continue
        a = bot.decide(Observation(g, seat), p.options)
        if len(p.options) > 1:
            root = bot.last_root
            assert root is not None
            out.append({"turn": g.turn, "reused": bot.last_reused, "visits": root.visits,
                        "child": root.children[a].visits if a in root.children else 0,
                        "base": bot.base, "lead": _lead(g.view(seat)["players"], seat)})
        g.apply(a)
    return out


def test_the_next_search_of_a_turn_starts_from_the_node_its_answer_reached() -> None:
    g = heuristic_game(BASE, 5, 4)
    seat = g.decision.seat
    done = searches(g, seat, IsmctsBot(3, iterations=ITERATIONS), 6)
    for before, now in zip(done, done[1:]):
        kept = before["child"] if now["turn"] == before["turn"] else 0
        assert now["reused"] == kept
        assert now["visits"] == kept + ITERATIONS
    assert any(s["reused"] for s in done[1:])  # several decisions in one turn
    assert len({s["turn"] for s in done}) >= 2 and done[0]["reused"] == 0


def test_a_kept_tree_keeps_the_lead_its_scores_are_measured_from() -> None:
    """The scores of a tree are the change of the lead since its first search: a search
    that starts from a kept node measures from the same lead even when the seat scored
    since (else the kept visits and the new ones would not add up); a new tree measures
    from the lead of now."""
    g = heuristic_game(BASE, 5, 4)
    # (the lead alone: the Marquise's estimate of what she holds, ``assets``, moves as she plays)
    done = searches(g, g.decision.seat, IsmctsBot(3, iterations=ITERATIONS, assets=False), 8)
    for before, now in zip(done, done[1:]):
        assert now["base"] == (before["base"] if now["reused"] else now["lead"])
    assert any(now["reused"] and now["lead"] != now["base"] for now in done)  # scored mid-turn


def test_without_reuse_every_search_starts_anew() -> None:
    g = heuristic_game(BASE, 5, 4)
    done = searches(g, g.decision.seat, IsmctsBot(3, iterations=ITERATIONS, reuse=False), 2)
    assert done and all(s["reused"] == 0 and s["visits"] == ITERATIONS for s in done)


@pytest.mark.law("1.2.1")
def test_1_2_1_a_kept_tree_holds_nothing_hidden() -> None:
    """Two searches in a row, in a game and in a copy redrawn by ``determinize``: the same
    answers and the same trees, the second search's kept visits included."""
    g = heuristic_game(BASE, 3, 7)
    seat = g.decision.seat
    other = g.determinize(seat, Rng(99))
    worlds = []
    for world in (g, other):
        bot, trees = IsmctsBot(7, iterations=ITERATIONS), []
        for _ in range(2):
            assert world.decision.seat == seat and len(world.decision.options) > 1
            a = bot.decide(Observation(world, seat), world.decision.options)
            assert bot.last_root is not None
            trees.append((a, bot.last_reused, bot.last_root.stats()))
            world.apply(a)
        worlds.append(trees)
    assert g.view(seat) == other.view(seat)  # the seat saw the same between its two decisions
    assert worlds[0][1][1] > 0  # the second search started from the first's subtree
    assert worlds[0] == worlds[1]
