"""`woodland tournament` (woodland/tournament.py): pairings, ranks, ratings, the results file."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from tests.cli.helpers import assert_user_error, cli, flat, run
from woodland import tournament as tm
from woodland.core.rng import Rng

pytest.importorskip("openskill")

POOL = ("marquise", "eyrie", "alliance", "vagabond")


def test_round_robin_seats_every_entrant_at_every_faction_equally() -> None:
    ps = tm.round_robin(["a", "b", "c"], POOL, 3, games=2, seed=10)
    assert len(ps) == 1 * 4 * 3 * 2  # C(3,3) entrant sets x C(4,3) mixes x 3 rotations x 2
    assert [p.seed for p in ps] == list(range(10, 10 + len(ps)))
    seats = Counter((e, k) for p in ps for e, k in zip(p.entrants, p.factions))
    assert set(seats.values()) == {6} and len(seats) == 12  # each entrant plays each faction 6 times
    assert all(len(set(p.entrants)) == 3 for p in ps)


def test_swiss_round_seats_neighbours_and_lets_the_rest_sit_out() -> None:
    ps = tm.swiss_round(["a", "b", "c", "d", "e"], POOL, 2, rnd=1, seed=0, rng=Rng(1))
    assert [sorted(p.entrants) for p in ps] == [["a", "b"], ["c", "d"]]
    assert all(len(set(p.factions)) == 2 and set(p.factions) <= set(POOL) for p in ps)


@pytest.mark.law("9.2.8")
def test_ranks_put_winners_first_and_coalition_winners_tied() -> None:
    rec = {"result": {"winners": ["vagabond", "eyrie"], "scores": {"marquise": 20, "eyrie": 12,
                                                                    "alliance": 25, "vagabond": 9}}}
    assert tm.ranks(rec, POOL) == [2, 0, 1, 0]
    assert tm.ranks({"result": None, "unfinished": True}, POOL) == [0, 0, 0, 0]


def test_a_stronger_entrant_rates_higher() -> None:
    t = tm.run(["random", "heuristic"], ("marquise", "eyrie"), {"map": "autumn"}, 2, games=3, seed=1)
    top, low = (t.standings[e] for e in t.order())
    assert top.entrant == "heuristic" and top.wins > low.wins and top.mu > low.mu
    assert top.games == low.games == 6 and top.by_faction == {"eyrie": [top.by_faction["eyrie"][0], 3],
                                                               "marquise": [top.by_faction["marquise"][0], 3]}
    lo, hi = top.interval()
    assert lo - 1e-9 <= top.wins / top.games <= hi + 1e-9


def test_tournament_command_writes_standings_and_games(tmp_path: Path) -> None:
    out = tmp_path / "t.json"
    res = run("tournament", "--bots", "heuristic,random", "--factions", "marquise,eyrie", "--format", "swiss",
              "--rounds", "2", "--out", str(out))
    assert res.exit_code == 0, res.output
    d = json.loads(out.read_text())
    assert d["format"] == "swiss" and len(d["games"]) == 2
    assert {s["entrant"] for s in d["standings"]} == {"heuristic", "random"}
    assert all(len(s["interval"]) == 2 for s in d["standings"])
    assert "heuristic" in flat(res.output) and "95 % interval" in flat(res.output)


@pytest.mark.parametrize("args, words", [
    (("--bots", "heuristic,mcts"), ("--bots", "mcts")),
    (("--bots", "heuristic,random", "--players", "3"), ("--players", "3 players need 3 entrants")),
    (("--bots", "heuristic,ismcts:zero"), ("ismcts", "zero")),
    (("--format", "knockout"), ("--format", "knockout")),
    (("--factions", "marquise,moles"), ("--factions", "unknown faction 'moles'")),
])
def test_tournament_bad_input_is_one_line(args: tuple[str, ...], words: tuple[str, ...], tmp_path: Path) -> None:
    assert_user_error(cli("tournament", *args, "--out", str(tmp_path / "t.json")), *words)


def test_a_failed_tournament_leaves_the_old_results_file(tmp_path: Path) -> None:
    out = tmp_path / "t.json"
    out.write_text("old results\n")
    assert_user_error(cli("tournament", "--map", "nowhere", "--out", str(out)), "nowhere")
    assert out.read_text() == "old results\n"
