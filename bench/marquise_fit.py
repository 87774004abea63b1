"""What the Marquise holds, against the points she goes on to score (docs/bots.md, "The goal
on fresh seeds, and the Marquise's search tried again").

    python bench/marquise_fit.py --seeds 1-1200                # needs numpy

All-heuristic four-player base games (Autumn, standard deck, ``woodland simulate``'s
seeding). At the start of each of her turns after the first, from her own view: wood, each
building kind, warriors, the keep, cards in hand, and ``room`` (open building slots in the
clearings she rules). A least-squares fit of the points she scores from then to the game's
end (``--ahead N``: over the next N turns instead, games that last that long) on those
counts, a constant and the round, with bootstrap standard errors. A coefficient says how
much more she went on to score, in these games, with one more of that thing at the same
round: a correlation in the rule-of-thumb bots' games, not what a piece is worth to a
better player.
"""

from __future__ import annotations

import argparse
from typing import Any

from woodland import Game
from woodland.bots import make_bot
from woodland.sim import Observation

FACTIONS = ["marquise", "eyrie", "alliance", "vagabond"]
NAMES = ["wood", "sawmill", "workshop", "recruiter", "warrior", "keep", "card", "room"]


def counts(v: dict[str, Any]) -> dict[str, int]:
    me = v["faction"]
    f = dict.fromkeys(NAMES, 0)
    for c in v["clearings"]:
        f["warrior"] += c["warriors"].get(me, 0)
        for o, k in c["buildings"] + c["tokens"]:
            if o == me and k in f:
                f[k] += 1
        if c["ruler"] == me:
            f["room"] += max(0, c["slots"] - len(c["buildings"]))
    f["card"] = next(p for p in v["players"] if p["seat"] == v["seat"])["hand_count"]
    return f


def rows_of(seed: int) -> list[tuple[int, int, dict[str, int], dict[int, int], int]]:
    """(turn, last turn, counts, her points at the start of each turn, her final points)."""
    g = Game.new({"map": "autumn", "factions": FACTIONS}, seed)
    by = {k: make_bot("heuristic", seed * 7919 + i + 1) for i, k in enumerate(FACTIONS)}
    bots = [by[f.key] for f in g.factions]
    me = next(i for i, f in enumerate(g.factions) if f.key == "marquise")
    at: dict[int, int] = {}
    seen: list[tuple[int, dict[str, int]]] = []
    while g.pending is not None and g.turn < 500:
        at.setdefault(g.turn, g.factions[me].score)
        if g.current == me and g.turn > 0 and (not seen or seen[-1][0] != g.turn):
            seen.append((g.turn, counts(g.view(me))))
        p = g.pending
        g.apply(bots[p.seat].decide(Observation(g, p.seat), p.options))
    return [(t, g.turn, f, at, g.factions[me].score) for t, f in seen]


def main() -> None:
    import numpy as np

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="1-1200")
    ap.add_argument("--ahead", type=int, default=0, help="turns ahead (0: to the game's end)")
    a = ap.parse_args()
    lo, hi = (int(x) for x in a.seeds.split("-"))
    X, y = [], []
    for seed in range(lo, hi + 1):
        for t, last, f, at, final in rows_of(seed):
            if a.ahead and t + a.ahead > last:
                continue
            later = at.get(t + a.ahead, final) if a.ahead else final
            X.append([f[n] for n in NAMES] + [1.0, t / 4.0])
            y.append(later - at[t])
    Xa, ya = np.array(X, float), np.array(y, float)
    coef = np.linalg.lstsq(Xa, ya, rcond=None)[0]
    rng = np.random.default_rng(0)
    boot = []
    for _ in range(200):
        i = rng.integers(0, len(ya), len(ya))
        boot.append(np.linalg.lstsq(Xa[i], ya[i], rcond=None)[0])
    se = np.std(boot, axis=0)
    r2 = 1 - ((ya - Xa @ coef) ** 2).sum() / ((ya - ya.mean()) ** 2).sum()
    print(f"turn starts: {len(ya)}  mean points to come: {ya.mean():.2f}  R2: {r2:.3f}")
    for n, c, s in zip(NAMES + ["constant", "round"], coef, se):
        print(f"  {n:10} {c:+.3f} ± {s:.3f}")


if __name__ == "__main__":
    main()
