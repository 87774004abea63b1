"""The search bot (woodland/bots/ismcts.py): determinized ISMCTS with rule-of-thumb rollouts.

- it knows only what its seat may know (1.2.1): in two games that differ only in what the
  seat cannot see (others' hands, the deck's order, supporters, items under ruins, the
  quest deck, future dice) it builds the same tree and answers the same, and the check is
  shown to catch a search that peeks at the real game;
- it is deterministic for a seed and an iteration budget;
- it plays legal moves for every faction of the engine;
- its name takes a budget (``ismcts:400``, ``ismcts:1s``) and a bad one is one clear error.
"""

from __future__ import annotations

from typing import Any, Sequence

import pytest

from tests.bots.test_bots import BASE
from woodland import Game
from woodland.bots import make_bot
from woodland.bots.ismcts import IsmctsBot, _lead, _score, parse_budget
from woodland.core.actions import Action
from woodland.core.errors import BadInput
from woodland.core.rng import Rng
from woodland.sim import Observation, play_game

ITERATIONS = 4


def heuristic_game(facs: Sequence[str], seed: int, until_turn: int) -> Game:
    """A heuristic game stopped at the first decision with several options from ``until_turn``."""
    g = Game.new({"map": "autumn", "factions": list(facs)}, seed)
    bots = [make_bot("heuristic", seed * 31 + s) for s in range(g.n)]
    while g.pending is not None and (g.turn < until_turn or len(g.pending.options) < 2):
        p = g.pending
        g.apply(bots[p.seat].decide(Observation(g, p.seat), p.options))
    assert g.pending is not None
    return g


def search(bot: IsmctsBot, g: Game) -> tuple[Action, dict[str, Any]]:
    p = g.decision
    a = bot.decide(Observation(g, p.seat), p.options)
    assert bot.last_root is not None
    return a, bot.last_root.stats()


class PeekingSearch(IsmctsBot):
    """A cheat for the check below: searches copies of the real game, hidden cards and all."""

    def decide(self, obs: Any, actions: Sequence[Action]) -> Action:
        real = obs._g  # noqa: SLF001  (exactly what a bot must not do)

        class Peek:
            seat = obs.seat

            def view(self) -> dict[str, Any]:
                return obs.view()  # type: ignore[no-any-return]

            def determinize(self, rng: Any) -> Game:
                return real.clone()

        return super().decide(Peek(), actions)


def trees_in_two_worlds(cls: type[IsmctsBot], facs: Sequence[str], seed: int, turn: int) -> tuple[Any, Any]:
    """The search of one seat in a game and in a copy differing only in what it cannot know."""
    g = heuristic_game(facs, seed, turn)
    other = g.determinize(g.decision.seat, Rng(seed + 99))  # every hidden thing redrawn
    assert other.view(g.decision.seat) == g.view(g.decision.seat)
    return (search(cls(7, iterations=ITERATIONS), g), search(cls(7, iterations=ITERATIONS), other))


@pytest.mark.law("1.2.1")
@pytest.mark.parametrize("facs, turn", [(BASE, 7), (("vagabond", "alliance", "lizard"), 4),
                                        (("riverfolk", "vagabond", "vagabond2", "eyrie"), 6)],
                         ids=lambda x: "-".join(x) if isinstance(x, tuple) else str(x))
def test_1_2_1_search_is_the_same_whatever_the_hidden_information(facs: tuple[str, ...], turn: int) -> None:
    """Two games that differ only in what the deciding seat cannot see: the same decision,
    from the same tree (every visit count and score), for the same seed."""
    (a1, tree1), (a2, tree2) = trees_in_two_worlds(IsmctsBot, facs, seed=3, turn=turn)
    assert tree1 and a1 == a2
    assert tree1 == tree2


def test_the_check_catches_a_search_that_peeks() -> None:
    # in some positions the hidden cards do not change the tree (a Decree card the Eyrie
    # must add whatever the deck holds): the check must catch the peek in one of a few turns
    # of the game, whichever turn the rule-of-thumb bots' play makes it
    def peek_shows(turn: int) -> bool:
        (_a1, tree1), (_a2, tree2) = trees_in_two_worlds(PeekingSearch, BASE, seed=3, turn=turn)
        return tree1 != tree2
    assert any(peek_shows(t) for t in (7, 8, 9, 10))


def test_search_is_deterministic_for_a_seed_and_budget() -> None:
    g = heuristic_game(BASE, 11, 4)
    first = search(IsmctsBot(5, iterations=ITERATIONS), g)
    assert search(IsmctsBot(5, iterations=ITERATIONS), g) == first
    assert sum(v[0] for v in first[1].values()) == ITERATIONS  # every iteration went through the root


@pytest.mark.parametrize("facs", [BASE, ("lizard", "riverfolk", "vagabond", "vagabond2")],
                         ids=lambda x: "-".join(x))
def test_search_bot_plays_every_faction(facs: tuple[str, ...]) -> None:
    """Every seat searching (2 iterations a decision), the first rounds of a game: legal
    moves only (play_game's apply refuses any other)."""
    rec = play_game({"map": "autumn", "factions": list(facs)}, 4, ["ismcts:2"], max_turns=len(facs) + 1)
    assert rec["turns"] == len(facs) + 1 and rec["bots"] == {k: "ismcts:2" for k in facs}


def test_budgets() -> None:
    assert parse_budget("400") == (400, None)
    assert parse_budget("1s") == (None, 1.0)
    assert parse_budget("250ms") == (None, 0.25)
    bot = make_bot("ismcts:30", 1)
    assert (bot.iterations, bot.seconds) == (30, None)
    assert make_bot("ismcts", 1).seconds == 1.0


@pytest.mark.parametrize("name", ["ismcts:0", "ismcts:fast", "ismcts:-1s", "heuristic:3", "mcts:1s"])
def test_a_bad_bot_name_is_one_clear_error(name: str) -> None:
    with pytest.raises(BadInput) as e:
        make_bot(name, 1)
    assert name.partition(":")[0] in str(e.value) and "\n" not in str(e.value)


def test_a_trailing_seat_still_tells_a_point_from_none() -> None:
    """Scored from the lead of the search's start (``centred``), a seat 15 points behind
    sees a point gained as clearly as a seat level with the leader; scored from the bare
    lead it would hardly see it (the logistic is flat out there), and the search would
    follow its rule-of-thumb prior whatever the rollouts said."""
    g = heuristic_game(BASE, 11, 4)
    seat = g.decision.seat
    others = [f for f in g.factions if f.seat != seat]
    others[0].score = g.factions[seat].score + 15
    base = _lead(g.view(seat)["players"], seat)
    assert base == -15
    before, bare = _score(g, seat, base), _score(g, seat)
    g.factions[seat].score += 1
    assert before == 0.5 and _score(g, seat, base) - before > 0.04
    assert _score(g, seat) - bare < 0.01
