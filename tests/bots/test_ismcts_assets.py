"""The search's estimate of what a faction holds that does not score yet
(``IsmctsBot(assets=True)``, the default; ``Strategy.assets``, written for the Marquise)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.test_bots import BASE
from woodland import Game
from woodland.bots import make_bot
from woodland.bots.heuristic_common import traits
from woodland.bots.heuristic_marquise import ASSETS
from woodland.bots.ismcts import IsmctsBot, _lead
from woodland.core.rng import Rng
from woodland.sim import Observation
from woodland.testing import position

ITERATIONS = 4


def marquise_board(wood: int, sawmills: int) -> dict[str, Any]:
    return position({"factions": ["marquise", "eyrie"], "turn": {"player": "eyrie", "phase": "daylight"},
                     "clearings": {"1": {"marquise": {"warriors": 2, "tokens": ["keep"]}},
                                   "8": {"marquise": {"tokens": ["wood"] * wood, "buildings": ["sawmill"] * sawmills}}},
                     "hands": {"marquise": ["Anvil"], "eyrie": []}}).view(0)


@pytest.mark.law("6.5.4")
def test_marquise_assets_count_wood_and_buildings_not_points() -> None:
    worth = traits("marquise").assets
    assert traits("marquise").has_assets and not traits("eyrie").has_assets
    bare = worth(marquise_board(0, 1))
    assert worth(marquise_board(2, 1)) == pytest.approx(bare + 2 * ASSETS["wood"])  # wood pays buildings
    assert worth(marquise_board(0, 2)) == pytest.approx(bare + ASSETS["sawmill"])
    assert bare == pytest.approx(ASSETS["keep"] + 2 * ASSETS["warrior"] + ASSETS["sawmill"] + ASSETS["card"])


def decision_of(key: str, seed: int, turn: int) -> Game:
    """A heuristic base game stopped at ``key``'s first decision with several options from ``turn``."""
    g = Game.new({"map": "autumn", "factions": list(BASE)}, seed)
    bots = [make_bot("heuristic", seed * 31 + s) for s in range(g.n)]
    while g.pending is not None and (g.turn < turn or len(g.pending.options) < 2
                                     or g.factions[g.pending.seat].key != key):
        p = g.pending
        g.apply(bots[p.seat].decide(Observation(g, p.seat), p.options))
    assert g.pending is not None
    return g


def tree(g: Game, **kw: Any) -> Any:
    bot = IsmctsBot(7, iterations=ITERATIONS, **kw)
    p = g.decision
    a = bot.decide(Observation(g, p.seat), p.options)
    assert bot.last_root is not None
    return a, bot.last_root.stats()


@pytest.mark.law("1.2.1")
def test_the_estimate_reads_only_what_the_seat_knows() -> None:
    g = decision_of("marquise", 3, 6)
    other = g.determinize(g.decision.seat, Rng(99))
    assert tree(g, assets=True) == tree(other, assets=True)


def test_the_estimate_changes_the_marquise_scores_and_nothing_else() -> None:
    g = decision_of("marquise", 3, 6)
    assert tree(g)[1] != tree(g, assets=False)[1]  # on by default
    e = decision_of("eyrie", 3, 6)  # no estimate written: the same search
    assert tree(e, assets=True) == tree(e, assets=False)


def test_a_new_tree_measures_from_the_lead_with_what_is_held() -> None:
    g = decision_of("marquise", 3, 6)
    seat = g.decision.seat
    v = g.view(seat)
    bot = IsmctsBot(7, iterations=2)
    bot.decide(Observation(g, seat), g.decision.options)
    assert bot.base == pytest.approx(_lead(v["players"], seat) + traits("marquise").assets(v))
    assert traits("marquise").assets(v) > 0
