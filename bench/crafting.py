"""All-heuristic games on one deck: who wins, and which cards each faction's bot crafts.

    python bench/crafting.py [--games N] [--seed S] [--deck exiles] [--map autumn]
                             [--max-turns T] [--jobs J] MIX [MIX ...]

Each MIX is a comma-separated list of factions (``marquise,eyrie,alliance,vagabond``); every
seat is played by the heuristic bot, games ``S .. S + N - 1`` of each mix (random seating,
5.1.1). Prints per mix the wins of each faction with the 95 % Wilson interval, the games that
hit the turn cap, and per faction the cards crafted per game: items, and non-item cards (the
deck's effect cards, frog cards) by name; then, over all games, the crafted cards' uses
(``use "Card"`` actions, chosen or taken by the engine as the only option) and the crafted
cards that left its play area (discarded to be used, taken by Saboteurs, or lost, as Eyrie
Emigre when no move can be followed by a battle), by name. Any engine error stops the run
with the seed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from woodland import Game
from woodland.bots import make_bot
from woodland.core.cards import load_deck
from woodland.sim import Observation, wilson


def play(args: tuple[tuple[str, ...], int, str, str, int]) -> dict[str, Any]:
    facs, seed, map_, deck, max_turns = args
    g = Game.new({"map": map_, "deck": deck, "factions": list(facs)}, seed)
    by_key = {k: make_bot("heuristic", seed * 7919 + i + 1) for i, k in enumerate(facs)}
    keys = [f.key for f in g.factions]
    deck = load_deck(deck)
    by_seat = [by_key[k] for k in keys]
    crafted: dict[str, dict[str, int]] = {k: {} for k in facs}
    used: dict[str, dict[str, int]] = {k: {} for k in facs}
    lost: dict[str, dict[str, int]] = {k: {} for k in facs}

    def play_areas() -> list[list[str]]:
        return [sorted(g.deckdef.cards[c].label for c in f.play_area) for f in g.factions]

    before = play_areas()
    g.log = []  # the event feed (not part of the state): the single options the engine took itself
    while g.pending is not None and g.turn < max_turns:
        p = g.pending
        a = by_seat[p.seat].decide(Observation(g, p.seat), p.options)
        if a.kind == "craft" and a.args:
            label = str(a.args[0])
            card = deck.types[deck.by_label[label.lower()]]
            name = "item" if card.kind == "item" else label
            box = crafted[keys[p.seat]]
            box[name] = box.get(name, 0) + 1
        elif a.kind == "use" and a.args:
            box = used[keys[p.seat]]
            box[str(a.args[0])] = box.get(str(a.args[0]), 0) + 1
        g.apply(a)
        for ev in g.log:  # a compulsory use the engine took itself (e.g. Eyrie Emigre)
            if ev[0] == "auto" and ev[2].kind == "use" and ev[2].args:
                box = used[keys[ev[1]]]
                box[str(ev[2].args[0])] = box.get(str(ev[2].args[0]), 0) + 1
        g.log.clear()
        after = play_areas()
        if after != before:  # a crafted card left a play area (discarded to use, or lost)
            for seat, (was, now) in enumerate(zip(before, after)):
                for label in set(was):
                    gone = was.count(label) - now.count(label)
                    if gone > 0:
                        box = lost[keys[seat]]
                        box[label] = box.get(label, 0) + gone
            before = after
    winners = list(g.result["winners"]) if g.result else []
    return {"winners": winners, "finished": g.result is not None, "crafted": crafted, "used": used, "lost": lost}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mixes", nargs="+")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deck", default="exiles")
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--max-turns", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    print(f"command: python bench/crafting.py --games {args.games} --seed {args.seed} --deck {args.deck} "
          f"--map {args.map} --max-turns {args.max_turns} {' '.join(args.mixes)}", flush=True)
    for mix in args.mixes:
        facs = tuple(mix.split(","))
        work = [(facs, args.seed + i, args.map, args.deck, args.max_turns) for i in range(args.games)]
        if args.jobs > 1:
            from woodland.sim import in_workers

            results = list(in_workers(play, work, args.jobs))
        else:
            results = [play(w) for w in work]
        n = len(results)
        wins = {k: sum(1 for r in results if k in r["winners"]) for k in facs}
        cap = sum(1 for r in results if not r["finished"])
        print(f"mix {mix} deck {args.deck}: {n} games, {cap} at the turn cap")
        for k in facs:
            lo, hi = wilson(wins[k], n)
            tot: dict[str, int] = {}
            for r in results:
                for name, c in r["crafted"][k].items():
                    tot[name] = tot.get(name, 0) + c
            items = tot.pop("item", 0)
            effects = ", ".join(f"{nm} {c}" for nm, c in sorted(tot.items(), key=lambda kv: (-kv[1], kv[0])))
            print(f"  win {k}: {wins[k]}/{n} {100 * wins[k] / n:.1f}% [{100 * lo:.1f}-{100 * hi:.1f}]"
                  f"  crafted per game: items {items / n:.2f}, other {sum(tot.values()) / n:.2f}"
                  f"{' (' + effects + ')' if effects else ''}")
            for what in ("used", "lost"):
                tot = {}
                for r in results:
                    for name, c in r[what][k].items():
                        tot[name] = tot.get(name, 0) + c
                if tot:
                    print(f"    {what} (in all {n} games): "
                          + ", ".join(f"{nm} {c}" for nm, c in sorted(tot.items(), key=lambda kv: (-kv[1], kv[0]))))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
