"""Mass simulation on one machine: games per second of `woodland simulate` by --jobs.

    python bench/sim_scaling.py [--games 60] [--bots heuristic] [--jobs 1,2,0] [--backend local]

Plays the same games (seeds 1..N, the four-player base mix) with 1, 2 and every core
(``0`` in --jobs means os.cpu_count()) and prints games per second of wall-clock time for
each, the speed-up over one job, and the load average of the machine before and after
(other work on the machine slows the parallel runs most). ``--out`` writes the records of
the last run (for ``woodland analyze``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from woodland.sim import simulate  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--bots", default="heuristic")
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    ap.add_argument("--jobs", default="1,2,0", help="comma-separated job counts; 0 = every core")
    ap.add_argument("--backend", default="local", help="local or ray")
    ap.add_argument("--out", default="", help="write the records of the last run here (JSON lines)")
    args = ap.parse_args()
    setup = {"map": "autumn", "factions": args.factions.split(",")}
    base = None
    for j in dict.fromkeys(int(x) or os.cpu_count() or 1 for x in args.jobs.split(",")):
        load = os.getloadavg()[0]
        t = time.perf_counter()
        recs = list(simulate(args.games, setup, 1, [args.bots], jobs=j, backend=args.backend))
        dt = time.perf_counter() - t
        base = base or args.games / dt
        print(f"jobs {j}: {args.games / dt:.2f} games/s ({dt:.1f} s, speed-up {args.games / dt / base:.2f}x, "
              f"load average {load:.1f} -> {os.getloadavg()[0]:.1f})", flush=True)
        if args.out:
            Path(args.out).write_text("".join(json.dumps(r) + "\n" for r in recs))


if __name__ == "__main__":
    main()
