"""The rule-of-thumb ("heuristic") Underground Duchy (Law ch. 12):

- it answers only legal actions and games end, in 2-6 player mixes (both decks, both
  maps), among random bots and among heuristic bots (the other bots meet the Burrow too);
- it beats a random Duchy on fixed seeds (so the sample cannot flake);
- it reads no hidden information (1.2.1): the same answer from the view alone
  (tests/bots/test_bots.py plays it from views alone).
"""

from __future__ import annotations

import pytest

from tests.bots.test_bots import run_checked
from woodland.testing import seat_wins

MIXES: list[tuple[tuple[str, ...], str, str]] = [
    (("duchy", "marquise"), "standard", "autumn"),
    (("duchy", "vagabond"), "exiles", "winter"),
    (("duchy", "eyrie", "alliance"), "standard", "winter"),
    (("duchy", "marquise", "lizard", "riverfolk"), "exiles", "autumn"),
    (("duchy", "marquise", "eyrie", "alliance", "vagabond", "lizard"), "standard", "autumn"),
]


def mix_id(m: tuple[tuple[str, ...], str, str]) -> str:
    return f"{m[2]}-{m[1]}-" + "-".join(m[0])


@pytest.mark.parametrize("mix", MIXES, ids=mix_id)
def test_heuristic_duchy_answers_legal_actions_and_games_end(mix: tuple[tuple[str, ...], str, str]) -> None:
    facs, deck, map_ = mix
    n = len(facs)
    g, _ = run_checked(facs, ["heuristic"] + ["random"] * (n - 1), seed=31 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")
    g, _ = run_checked(facs, ["heuristic"] * n, seed=41 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")


SEEDS = range(1, 9)


def test_heuristic_duchy_beats_random_duchy() -> None:
    mixes = [["duchy", "alliance"], ["duchy", "marquise", "eyrie"]]
    h = sum(seat_wins("duchy", m, "heuristic", SEEDS) for m in mixes)
    r = sum(seat_wins("duchy", m, "random", SEEDS) for m in mixes)
    games = len(mixes) * len(SEEDS)
    assert h >= games - 2, f"heuristic Duchy won {h}/{games}"
    assert h >= r + 5, f"heuristic Duchy won {h}/{games}, a random Duchy {r}/{games}"
