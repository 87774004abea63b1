"""Playout benchmark: seeded random-bot games on one core, printing `name: value` lines.

    python bench/playouts.py [--games N] [--seed S] [--factions marquise,eyrie] [--map autumn]

By default: the headline four-player base mix (Marquise, Eyrie, Alliance, Vagabond), then a
six-player mix (with the Lizard Cult and the Riverfolk; lines prefixed six_players_), a
six-player mix with the Underground Duchy and the Corvid Conspiracy (underworld_), one with
the Lord of the Hundreds and the Keepers in Iron (marauder_) and the two-player
Marquise-Eyrie game (two_players_).

Times are CPU time of this process (time.process_time), so other load on the machine
skews them less. Figures: decisions_per_s, games_per_s, decisions_per_game (decisions asked of players,
i.e. apply() calls), clone_us, to_json_us, legal_actions_us, fingerprint_us.
"""

from __future__ import annotations

import argparse
import statistics
import time

from woodland import Game, Rng


def playout(setup: dict, seed: int, max_turns: int = 500) -> tuple[int, Game, list[Game]]:
    g = Game.new(setup, seed)
    r = Rng(seed ^ 0x5EED)
    n = 0
    samples: list[Game] = []
    while g.pending is not None and g.turn < max_turns:
        opts = g.legal_actions()
        g.apply(opts[r.below(len(opts))])
        n += 1
        if n % 37 == 0:
            samples.append(g.clone())
    return n, g, samples


def per_call_us(fn, objs: list, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        for o in objs:
            fn(o)
        best = min(best, (time.process_time() - t) / len(objs) * 1e6)
    return best


HEADLINE = "marquise,eyrie,alliance,vagabond"
SIX = "marquise,eyrie,alliance,vagabond,lizard,riverfolk"
#: six players with both Underworld factions (issue "The Underworld expansion": within 25 % of
#: the headline's decisions/s)
UNDERWORLD = "marquise,eyrie,alliance,vagabond,duchy,corvid"
#: six players with both Marauder factions (issue "The Marauder expansion": within 25 %)
MARAUDER = "marquise,eyrie,alliance,vagabond,hundreds,keepers"
TWO = "marquise,eyrie"


def measure(factions: str, map_name: str, games: int, seed: int, prefix: str = "") -> None:
    setup = {"map": map_name, "factions": factions.split(",")}
    playout(setup, 10_000)  # warm up
    decisions = 0
    samples: list[Game] = []
    lengths = []
    t0 = time.process_time()
    for i in range(games):
        n, _g, s = playout(setup, seed + i)
        decisions += n
        lengths.append(n)
        samples.extend(s[:5])
    dt = time.process_time() - t0
    samples = samples[:500]
    clone_us = per_call_us(lambda g: g.clone(), samples * 10)
    json_us = per_call_us(lambda g: g.to_json(), samples)
    fp_us = per_call_us(lambda g: g.fingerprint(), samples)

    def legal(g: Game) -> None:
        h = g.clone()
        h._pending = None
        h._advance()  # recompute the pending decision from the frames

    legal_us = per_call_us(legal, samples) - clone_us
    print(f"{prefix}setup: {map_name} {factions} games={games} seed={seed}")
    print(f"{prefix}decisions_per_s: {decisions / dt:.0f}")
    print(f"{prefix}games_per_s: {games / dt:.2f}")
    print(f"{prefix}decisions_per_game: {statistics.mean(lengths):.1f}")
    print(f"{prefix}clone_us: {clone_us:.1f}")
    print(f"{prefix}to_json_us: {json_us:.1f}")
    print(f"{prefix}legal_actions_us: {legal_us:.1f}")
    print(f"{prefix}fingerprint_us: {fp_us:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--factions", default=None,
                    help="one setup only; by default the headline 4-player base mix, then 6 and 2 players")
    ap.add_argument("--map", default="autumn")
    args = ap.parse_args()
    if args.factions:
        measure(args.factions, args.map, args.games, args.seed)
        return
    measure(HEADLINE, args.map, args.games, args.seed)  # the headline: names without a prefix
    measure(SIX, args.map, args.games, args.seed, "six_players_")
    measure(UNDERWORLD, args.map, args.games, args.seed, "underworld_")
    measure(MARAUDER, args.map, args.games, args.seed, "marauder_")
    measure(TWO, args.map, args.games, args.seed, "two_players_")


if __name__ == "__main__":
    main()
