"""The rule-of-thumb ("heuristic") Twilight Council (Law ch. 17):

- it answers only legal actions and games end, in 2-6 player mixes (both decks, several
  maps), among random bots and among heuristic bots (the other bots meet assemblies,
  Peacekeepers and Entreat too);
- it beats a random Council on fixed seeds (so the sample cannot flake);
- it reads no hidden information (1.2.1): the same answer from the view alone.
"""

from __future__ import annotations

import pytest

from tests.bots.test_bots import MAX_TURNS, ViewOnly, run_checked
from woodland import Game
from woodland.bots.heuristic import HeuristicBot
from woodland.sim import Observation, play_game

MIXES: list[tuple[tuple[str, ...], str, str]] = [
    (("council", "marquise"), "standard", "autumn"),
    (("council", "vagabond"), "exiles", "winter"),
    (("council", "duchy", "corvid"), "standard", "lake"),
    (("council", "hundreds", "keepers", "alliance"), "exiles", "mountain"),
]


def mix_id(m: tuple[tuple[str, ...], str, str]) -> str:
    return f"{m[2]}-{m[1]}-" + "-".join(m[0])


@pytest.mark.parametrize("mix", MIXES, ids=mix_id)
def test_heuristic_council_answers_legal_actions_and_games_end(mix: tuple[tuple[str, ...], str, str]) -> None:
    facs, deck, map_ = mix
    n = len(facs)
    g, _ = run_checked(facs, ["heuristic"] + ["random"] * (n - 1), seed=31 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")
    g, _ = run_checked(facs, ["heuristic"] * n, seed=41 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")


SEEDS = range(1, 7)


def wins(facs: list[str], bot: str) -> int:
    won = 0
    for seed in SEEDS:
        bots = [bot if k == "council" else "random" for k in facs]
        rec = play_game({"map": "autumn", "factions": facs}, seed, bots)
        won += "council" in (rec["result"] or {}).get("winners", [])
    return won


def test_heuristic_council_beats_random_council() -> None:
    mixes = [["council", "eyrie"], ["council", "marquise", "alliance"]]
    h = sum(wins(m, "heuristic") for m in mixes)
    r = sum(wins(m, "random") for m in mixes)
    games = len(mixes) * len(SEEDS)
    assert h >= games - 2, f"heuristic Council won {h}/{games}"
    assert h >= r + 3, f"heuristic Council won {h}/{games}, a random Council {r}/{games}"


@pytest.mark.law("1.2.1")
def test_1_2_1_heuristic_council_plays_from_the_view_alone() -> None:
    facs = ("council", "marquise", "vagabond")
    g1 = Game.new({"map": "autumn", "factions": list(facs)}, 13)
    g2 = Game.new({"map": "autumn", "factions": list(facs)}, 13)
    b1 = [HeuristicBot(13 + s) for s in range(len(facs))]
    b2 = [HeuristicBot(13 + s) for s in range(len(facs))]
    steps = 0
    while g1.pending is not None and g1.turn < MAX_TURNS:
        p1, p2 = g1.pending, g2.pending
        assert p2 is not None
        a1 = b1[p1.seat].decide(Observation(g1, p1.seat), p1.options)
        a2 = b2[p2.seat].decide(ViewOnly(g2, p2.seat), p2.options)
        assert a1 == a2, f"step {steps}: {a1} with the game, {a2} from the view alone"
        g1.apply(a1)
        g2.apply(a2)
        steps += 1
    assert g1.result is not None and g1.result == g2.result
