"""Heuristic bots against random bots: win rates, games finished, decision time.

    python bench/bots.py [--games N] [--mirror M] [--timing T] [--seed S] [--jobs J]
                         [--map autumn] [--deck standard] [--max-turns T] [--players 2,3,4]
                         [--factions marquise,eyrie,alliance,vagabond] [--heuristic F1,F2]

``--factions`` is the pool the mixes are drawn from (default: the four base factions),
``--heuristic`` the factions whose seat is measured (default: every faction of the pool).
For each measured faction F and each mix of ``--players`` factions from the pool that
contains F (the second Vagabond only with the first, 9.7), plays N seeded games with F
played by the heuristic bot and every other seat by the random bot (game i of a mix uses
seed S + i; the seating is random, 5.1.1), and prints the games F won. Then plays
``--mirror`` games per mix of the pool with a heuristic bot in every seat, and reports
how many of all games finished before the turn cap. For example the Lizard Cult against
random base factions::

    python bench/bots.py --factions lizard,marquise,eyrie,alliance,vagabond --heuristic lizard Decision time is measured
in this process alone (so worker processes do not disturb it), over ``--timing`` games
per mix with a heuristic bot in every seat: wall clock around every ``decide`` call,
including the view it reads, and around every ``apply`` for comparison.

Output is ``name: value`` lines (and one table), e.g.::

    win marquise 2p: 147/150 98.0% [94.3%-99.3%]
    finished: 2790/2800 99.6%
    heuristic_decision_us: mean 180.2 median 130.1 p99 700.3 max 2000.5
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from typing import Any

from woodland import Game
from woodland.bots import make_bot
from woodland.sim import Observation, wilson

BASE = ("marquise", "eyrie", "alliance", "vagabond")


def mixes(factions: tuple[str, ...], sizes: tuple[int, ...] = (2, 3, 4)) -> list[tuple[str, ...]]:
    """Every mix of ``sizes`` factions from the pool; the second Vagabond comes only with
    the first (9.7)."""
    out = []
    for k in sizes:
        for combo in itertools.combinations(factions, k):
            if "vagabond2" in combo and "vagabond" not in combo:
                continue
            out.append(combo)
    return out


def mixes_with(f: str, factions: tuple[str, ...], sizes: tuple[int, ...] = (2, 3, 4)) -> list[tuple[str, ...]]:
    return [m for m in mixes(factions, sizes) if f in m]


Work = tuple[tuple[str, ...], tuple[str, ...], int, str, int, str]


def play(args: Work) -> dict[str, Any]:
    """One game; returns winners, turns, whether it finished and heuristic decision times."""
    facs, bots, seed, map_, max_turns, deck = args
    g = Game.new({"map": map_, "deck": deck, "factions": list(facs)}, seed)
    by_key = {k: make_bot(b, seed * 7919 + i + 1) for i, (k, b) in enumerate(zip(facs, bots))}
    heur = {k for k, b in zip(facs, bots) if b == "heuristic"}
    by_seat = [by_key[f.key] for f in g.factions]
    keys = [f.key for f in g.factions]
    times: list[float] = []
    engine: list[float] = []
    clock = time.perf_counter
    while g.pending is not None and g.turn < max_turns:
        p = g.pending
        bot = by_seat[p.seat]
        if keys[p.seat] in heur:
            t0 = clock()
            a = bot.decide(Observation(g, p.seat), p.options)
            times.append(clock() - t0)
        else:
            a = bot.decide(Observation(g, p.seat), p.options)
        t0 = clock()
        g.apply(a)
        engine.append(clock() - t0)
    res = g.result
    return {"factions": facs, "bots": bots, "seed": seed, "finished": res is not None,
            "winners": list(res["winners"]) if res else [], "reason": res["reason"] if res else "unfinished",
            "turns": g.turn, "times": times, "engine": engine}


def run(work: list[Any], jobs: int) -> list[dict[str, Any]]:
    if jobs <= 1:
        return [play(w) for w in work]
    from woodland.sim import in_workers

    return list(in_workers(play, work, jobs))


def pct(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{k}/{n} {100 * k / n:.1f}% [{100 * lo:.1f}%-{100 * hi:.1f}%]" if n else "0/0"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100, help="games per faction and mix")
    ap.add_argument("--mirror", type=int, default=20, help="all-heuristic games per mix")
    ap.add_argument("--timing", type=int, default=2, help="all-heuristic games per mix timed in this process")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--max-turns", type=int, default=500)
    ap.add_argument("--deck", default="standard")
    ap.add_argument("--factions", default=",".join(BASE), help="the pool of factions the mixes are drawn from")
    ap.add_argument("--heuristic", default="", help="factions measured in the heuristic seat (default: the pool)")
    ap.add_argument("--players", default="2,3,4", help="player counts of the mixes")
    args = ap.parse_args()
    pool = tuple(x for x in args.factions.split(",") if x)
    factions = tuple(x for x in args.heuristic.split(",") if x) or pool
    sizes = tuple(int(x) for x in args.players.split(",") if x)
    extra = tuple(f for f in factions if f not in pool)
    pool = pool + extra
    t0 = time.perf_counter()
    work: list[Any] = []
    for f in factions:
        for mix in mixes_with(f, pool, sizes):
            bots = tuple("heuristic" if k == f else "random" for k in mix)
            for i in range(args.games):
                work.append((mix, bots, args.seed + i, args.map, args.max_turns, args.deck))
    mirror: list[Any] = []
    for mix in mixes(pool, sizes):
        for i in range(args.mirror):
            mirror.append((mix, ("heuristic",) * len(mix), args.seed + i, args.map, args.max_turns, args.deck))
    results = run(work + mirror, args.jobs)
    dt = time.perf_counter() - t0
    vs = results[:len(work)]
    mr = results[len(work):]

    print(f"command: python bench/bots.py --games {args.games} --mirror {args.mirror} --timing {args.timing} "
          f"--seed {args.seed} "
          f"--jobs {args.jobs} --map {args.map} --deck {args.deck} --max-turns {args.max_turns} "
          f"--factions {','.join(pool)} --heuristic {','.join(factions)} --players {args.players}")
    print("per mix (heuristic seat first, the others random):")
    for f in factions:
        for mix in mixes_with(f, pool, sizes):
            rs = [r for r in vs if r["factions"] == mix and r["bots"][mix.index(f)] == "heuristic"]
            won = sum(1 for r in rs if f in r["winners"])
            others = ",".join(k for k in mix if k != f)
            print(f"  {f:9s} vs {others:26s} {pct(won, len(rs)):32s} mean turns "
                  f"{statistics.mean(r['turns'] for r in rs):.1f}")
    for f in factions:
        for k in sizes:
            rs = [r for r in vs if len(r["factions"]) == k and f in r["factions"]
                  and r["bots"][r["factions"].index(f)] == "heuristic"]
            won = sum(1 for r in rs if f in r["winners"])
            print(f"win {f} {k}p: {pct(won, len(rs))}")
        rs = [r for r in vs if f in r["factions"] and r["bots"][r["factions"].index(f)] == "heuristic"]
        print(f"win {f} all: {pct(sum(1 for r in rs if f in r['winners']), len(rs))}")
    fin_vs = sum(1 for r in vs if r["finished"])
    fin_mr = sum(1 for r in mr if r["finished"])
    print(f"finished vs random: {pct(fin_vs, len(vs))}")
    if mr:
        print(f"finished all-heuristic: {pct(fin_mr, len(mr))}")
        wins: dict[str, int] = {}
        for r in mr:
            for w in r["winners"]:
                wins[w] = wins.get(w, 0) + 1
        print("all-heuristic wins: " + ", ".join(f"{k} {wins.get(k, 0)}" for k in pool)
              + f" (of {len(mr)}; mean turns {statistics.mean(r['turns'] for r in mr):.1f})")
    print(f"finished: {pct(fin_vs + fin_mr, len(results))}")
    timed = [play((mix, ("heuristic",) * len(mix), args.seed + i, args.map, args.max_turns, args.deck))
             for mix in mixes(pool, sizes) for i in range(args.timing)]
    times = sorted(t for r in timed for t in r["times"])
    if times:
        us = [t * 1e6 for t in times]
        eng = [t * 1e6 for r in timed for t in r["engine"]]
        print(f"heuristic_decisions_timed: {len(us)} (in {len(timed)} all-heuristic games, one process)")
        print(f"heuristic_decision_us: mean {statistics.mean(us):.1f} median {us[len(us) // 2]:.1f} "
              f"p99 {us[int(len(us) * 0.99)]:.1f} max {us[-1]:.1f}")
        print(f"engine_apply_us: mean {statistics.mean(eng):.1f}")
    print(f"wall_s: {dt:.1f} (games) + {time.perf_counter() - t0 - dt:.1f} (timing)")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
