"""The Lilypad Diaspora's Settles that do nothing, in all-heuristic games.

    python bench/settles.py [--games N] [--seed S] [--deck standard] [--map autumn]
                            [--max-turns T] MIX [MIX ...]

Each MIX is a comma-separated list of factions containing ``lilypad``; every seat is played
by the heuristic bot, games ``S .. S + N - 1`` (random seating, 5.1.1). A Settle (16.5.1)
does nothing when the Diaspora then move no warrior in, fight no battle and place no
enclave: one of its three Daylight actions (16.5) spent for nothing. Prints per mix the
Settles, those that did nothing, and the wins of each faction with the 95 % Wilson interval.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from woodland import Game
from woodland.bots import make_bot
from woodland.sim import Observation, wilson

#: the decisions that belong to a Settle under way (16.5.1)
SETTLING = ("settle_move", "move_count", "settle_then")


def play(args: tuple[tuple[str, ...], int, str, str, int]) -> dict[str, Any]:
    facs, seed, map_, deck, max_turns = args
    g = Game.new({"map": map_, "deck": deck, "factions": list(facs)}, seed)
    bots = {k: make_bot("heuristic", seed * 7919 + i + 1) for i, k in enumerate(facs)}
    keys = [f.key for f in g.factions]
    settles = idle = 0
    steps: list[str] | None = None  # the Diaspora's answers within the Settle under way
    while g.pending is not None and g.turn < max_turns:
        p = g.pending
        a = bots[keys[p.seat]].decide(Observation(g, p.seat), p.options)
        if keys[p.seat] == "lilypad":
            if steps is not None and p.kind not in SETTLING:
                idle += all(s == "done" for s in steps)  # moved nobody, no battle, no enclave
                steps = None
            if a.kind == "settle":
                settles += 1
                steps = []
            elif steps is not None:
                steps.append(a.kind)
        g.apply(a)
    if steps is not None:
        idle += all(s == "done" for s in steps)
    return {"winners": list(g.result["winners"]) if g.result else [], "finished": g.result is not None,
            "settles": settles, "idle": idle}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mixes", nargs="+")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deck", default="standard")
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--max-turns", type=int, default=300)
    args = ap.parse_args(argv)
    print(f"command: python bench/settles.py --games {args.games} --seed {args.seed} --deck {args.deck} "
          f"--map {args.map} --max-turns {args.max_turns} {' '.join(args.mixes)}", flush=True)
    for mix in args.mixes:
        facs = tuple(mix.split(","))
        results = [play((facs, args.seed + i, args.map, args.deck, args.max_turns)) for i in range(args.games)]
        n = len(results)
        settles = sum(r["settles"] for r in results)
        idle = sum(r["idle"] for r in results)
        cap = sum(1 for r in results if not r["finished"])
        print(f"mix {mix}: {n} games, {cap} at the turn cap; Settles {settles}, doing nothing {idle}"
              f" (in {sum(1 for r in results if r['idle'])} games)")
        for k in facs:
            w = sum(1 for r in results if k in r["winners"])
            lo, hi = wilson(w, n)
            print(f"  win {k}: {w}/{n} {100 * w / n:.1f}% [{100 * lo:.1f}-{100 * hi:.1f}]")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
