"""The rule-of-thumb ("heuristic") Lord of the Hundreds (Law ch. 14):

- it answers only legal actions and games end, in 2-6 player mixes (both decks, several
  maps), among random bots and among heuristic bots (the other bots meet the warlord and
  the mobs too);
- it beats a random Hundreds on fixed seeds (so the sample cannot flake);
- it reads no hidden information (1.2.1): the same answer from the view alone
  (tests/bots/test_bots.py plays it from views alone).
"""

from __future__ import annotations

import pytest

from tests.bots.test_bots import run_checked
from woodland.testing import seat_wins

MIXES: list[tuple[tuple[str, ...], str, str]] = [
    (("hundreds", "marquise"), "standard", "autumn"),
    (("hundreds", "vagabond"), "exiles", "winter"),
    (("hundreds", "duchy", "corvid"), "standard", "lake"),
    (("hundreds", "marquise", "eyrie", "alliance", "vagabond", "lizard"), "exiles", "autumn"),
]


def mix_id(m: tuple[tuple[str, ...], str, str]) -> str:
    return f"{m[2]}-{m[1]}-" + "-".join(m[0])


@pytest.mark.parametrize("mix", MIXES, ids=mix_id)
def test_heuristic_hundreds_answers_legal_actions_and_games_end(mix: tuple[tuple[str, ...], str, str]) -> None:
    facs, deck, map_ = mix
    n = len(facs)
    g, _ = run_checked(facs, ["heuristic"] + ["random"] * (n - 1), seed=31 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")
    g, _ = run_checked(facs, ["heuristic"] * n, seed=41 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")


SEEDS = range(1, 7)


def test_heuristic_hundreds_beats_random_hundreds() -> None:
    mixes = [["hundreds", "riverfolk"], ["hundreds", "marquise", "lizard"]]
    h = sum(seat_wins("hundreds", m, "heuristic", SEEDS) for m in mixes)
    r = sum(seat_wins("hundreds", m, "random", SEEDS) for m in mixes)
    games = len(mixes) * len(SEEDS)
    assert h >= games - 2, f"heuristic Hundreds won {h}/{games}"
    assert h >= r + 3, f"heuristic Hundreds won {h}/{games}, a random Hundreds {r}/{games}"
