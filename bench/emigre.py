"""The battles Eyrie Emigre starts in all-heuristic games, and what they remove.

    python bench/emigre.py [--games N] [--seed S] [--map autumn] [--max-turns T] MIX [MIX ...]

Each MIX is a comma-separated list of factions; every seat is played by the heuristic bot,
games ``S .. S + N - 1`` on the Exiles and Partisans deck (random seating, 5.1.1). From the
event feed (``Game.log``): each use of Eyrie Emigre (at the end of Birdsong, compulsory,
docs/decks/exiles.md) and the battle it starts, the holder's warriors lost in it and the
enemy warriors and buildings or tokens it removes. Prints the totals over every mix.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from woodland import Game
from woodland.bots import make_bot
from woodland.sim import Observation


def play(facs: list[str], seed: int, map_: str, max_turns: int, tot: dict[str, int]) -> None:
    g = Game.new({"map": map_, "deck": "exiles", "factions": facs}, seed)
    bots = {k: make_bot("heuristic", seed * 7919 + i + 1) for i, k in enumerate(facs)}
    keys = [f.key for f in g.factions]
    g.log = []  # the event feed: not part of the state
    holder = -1  # the seat whose Emigre was just used
    fight: list[int] | None = None  # enemy warriors, enemy buildings/tokens, own warriors
    while g.pending is not None and g.turn < max_turns:
        p = g.pending
        g.apply(bots[keys[p.seat]].decide(Observation(g, p.seat), p.options))
        for ev in g.log:
            kind = ev[0]
            if kind in ("auto", "use") and len(ev) > 2 and getattr(ev[2], "kind", "") == "use" \
                    and ev[2].args and ev[2].args[0] == "Eyrie Emigre":
                holder, fight = ev[1], None
                tot["uses"] += 1
            elif holder >= 0 and fight is None and kind in ("ambush", "rolled"):
                fight = [0, 0, 0]  # its battle has begun
            elif kind == "removed" and fight is not None and ev[6] == "battle":
                # Removed: kind, clearing, owner, piece, number, by, cause (core/events.py)
                owner, piece, number = ev[2], ev[3], ev[4]
                if owner == holder:
                    fight[2] += number if piece == "warrior" else 0
                elif piece == "warrior":
                    fight[0] += number
                else:
                    fight[1] += number
            elif kind == "battle_end" and fight is not None and ev[1] == holder:  # BattleEnd: attacker
                tot["battles"] += 1
                tot["enemy_warriors"] += fight[0]
                tot["enemy_pieces"] += fight[1]
                tot["lost"] += fight[2]
                tot["gained"] += fight[0] + fight[1] > fight[2]
                holder, fight = -1, None
        g.log.clear()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mixes", nargs="+")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--max-turns", type=int, default=300)
    args = ap.parse_args(argv)
    print(f"command: python bench/emigre.py --games {args.games} --seed {args.seed} --map {args.map} "
          f"--max-turns {args.max_turns} {' '.join(args.mixes)}", flush=True)
    tot = {k: 0 for k in ("uses", "battles", "enemy_warriors", "enemy_pieces", "lost", "gained")}
    for mix in args.mixes:
        for i in range(args.games):
            play(mix.split(","), args.seed + i, args.map, args.max_turns, tot)
    print(f"Eyrie Emigre used {tot['uses']}, battles {tot['battles']}: enemy warriors removed "
          f"{tot['enemy_warriors']}, buildings and tokens {tot['enemy_pieces']}, own warriors lost {tot['lost']}; "
          f"battles removing more than they lost {tot['gained']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
