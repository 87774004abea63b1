"""The rule-of-thumb ("heuristic") Riverfolk Company (Law ch. 11):

- it answers only legal actions and games end, in 2-6 player mixes (both decks, both
  maps, the second Vagabond), among random bots and among heuristic bots;
- it is deterministic given its seed;
- it beats a random Riverfolk on fixed seeds (so the sample cannot flake);
- it reads no hidden information (1.2.1): the same answer in every determinized world;
- the shared rule for other factions buying services (11.2.6) answers legally.
"""

from __future__ import annotations

import pytest

from tests.bots.test_bots import run_checked, same_in_determinized_worlds
from woodland import Game
from woodland.bots import make_bot
from woodland.bots.heuristic import HeuristicBot
from woodland.bots.heuristic_common import Info
from woodland.bots.heuristic_riverfolk import service_rule
from woodland.sim import Observation
from woodland.testing import position, seat_wins, spec_with

# (factions, deck, map): 2 to 6 players, both decks and maps, two Vagabonds
MIXES: list[tuple[tuple[str, ...], str, str]] = [
    (("riverfolk", "marquise"), "standard", "autumn"),
    (("riverfolk", "vagabond"), "exiles", "winter"),
    (("riverfolk", "eyrie", "alliance"), "standard", "winter"),
    (("riverfolk", "marquise", "eyrie", "alliance"), "exiles", "autumn"),
    (("riverfolk", "marquise", "eyrie", "vagabond", "lizard"), "standard", "autumn"),
    (("riverfolk", "marquise", "eyrie", "alliance", "vagabond", "lizard"), "exiles", "winter"),
    (("riverfolk", "vagabond", "vagabond2", "alliance"), "standard", "autumn"),
]


def mix_id(m: tuple[tuple[str, ...], str, str]) -> str:
    return f"{m[2]}-{m[1]}-" + "-".join(m[0])


@pytest.mark.parametrize("mix", MIXES, ids=mix_id)
def test_heuristic_riverfolk_answers_legal_actions_and_games_end(mix: tuple[tuple[str, ...], str, str]) -> None:
    facs, deck, map_ = mix
    n = len(facs)
    # the Riverfolk heuristic among random bots, then every seat heuristic
    g, _ = run_checked(facs, ["heuristic"] + ["random"] * (n - 1), seed=31 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")
    g, _ = run_checked(facs, ["heuristic"] * n, seed=41 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")


# Determinism given the seed, with the Riverfolk among heuristic and random bots, is
# checked with the other mixes in tests/bots/test_bots.py (test_bots_are_deterministic_...).


# Against random bots a random Riverfolk is strong in three- and four-player games (many
# buyers), so the comparison is made in the two-player games where it is weakest.
SEEDS = range(1, 13)


def test_heuristic_riverfolk_beats_random_riverfolk() -> None:
    mixes = [["riverfolk", "vagabond"], ["riverfolk", "alliance"]]
    h = sum(seat_wins("riverfolk", m, "heuristic", SEEDS, finished=True) for m in mixes)
    r = sum(seat_wins("riverfolk", m, "random", SEEDS) for m in mixes)
    games = len(mixes) * len(SEEDS)
    assert h >= games - 2, f"heuristic Riverfolk won {h}/{games}"
    assert h >= r + 6, f"heuristic Riverfolk won {h}/{games}, a random Riverfolk {r}/{games}"


# --------------------------------------------------------------------------- hidden information


@pytest.mark.law("1.2.1")
def test_1_2_1_heuristic_riverfolk_answers_alike_whatever_the_hidden_cards() -> None:
    """Redrawing what the deciding seat cannot know never changes the answers (the
    Riverfolk hand itself is public, 11.2.3, and stays put)."""
    checked, diffs = same_in_determinized_worlds(HeuristicBot, ("riverfolk", "eyrie", "alliance", "vagabond"),
                                                 seed=5, every=3)
    assert checked >= 20
    assert diffs == []


# --------------------------------------------------------------------------- buying services
def test_shared_service_rule_answers_legally_and_buys_little() -> None:
    """``service_rule`` (for the other factions' ``buy_service`` / ``pay_service``
    decisions, 11.2.6) always names one of the options and mostly passes."""
    asked = bought = 0
    for seed in (1, 2, 3):
        g = Game.new({"map": "autumn", "factions": ["riverfolk", "marquise", "eyrie", "vagabond"]}, seed)
        bots = [make_bot("random", seed * 10 + s) for s in range(len(g.factions))]
        while g.pending is not None and g.turn < 60:
            p = g.pending
            a = bots[p.seat].decide(Observation(g, p.seat), p.options)
            if p.kind in ("buy_service", "pay_service"):
                b = service_rule(Info(g.view(p.seat), p.options), p.options)
                assert b in p.options
                asked += 1
                bought += b.kind == "buy"
                a = b
            g.apply(a)
    assert asked >= 10
    assert bought <= asked // 2


# --------------------------------------------------------------------------- keeping funds
def daylight_choice(scores: dict[str, int]) -> str:
    """The Riverfolk's first Daylight choice with six funds of their own, a mouse trade
    post in 7 and the rule of 5 (rabbit, no trade post), at the given scores."""
    g = position(spec_with(["riverfolk", "marquise"], player="riverfolk", scores=scores,
                           clearings={"7": {"riverfolk": {"warriors": 1, "tokens": ["trade_post_mouse"]}},
                                      "5": {"riverfolk": 2}, "1": {"marquise": 2}},
                           hands={"riverfolk": ["Anvil", "Bake Sale"], "marquise": []},
                           riverfolk={"funds": {"riverfolk": 6}}))
    p = g.pending
    assert p is not None and {"establish", "recruit"} <= {a.kind for a in p.options}
    return HeuristicBot(1).decide(Observation(g, p.seat), p.options).kind


@pytest.mark.law("11.4.2", "11.5.6")
def test_riverfolk_keep_their_funds_for_dividends_until_the_end_is_near() -> None:
    """A spent fund pays no dividends at any later Birdsong (11.4.2): early in the game the
    Riverfolk keep their funds rather than spend two on a second trade post (11.5.6) or one
    on a recruit (11.5.5); with the leader three points from winning they establish it."""
    assert daylight_choice({"riverfolk": 0, "marquise": 0}) not in ("establish", "recruit")
    assert daylight_choice({"riverfolk": 20, "marquise": 27}) == "establish"
