"""All-heuristic games traced for the Eyrie (docs/bots.md, "Why the Eyrie lost ..."):
wins, turmoils by Decree column, roosts, the Alliance's sympathy, who removed whose pieces.

    python bench/eyrie.py --seeds 1-400 [--factions marquise,eyrie,alliance,vagabond]
                          [--bots heuristic] [--deck exiles] [--out games.jsonl] [--set module.NAME=value ...]

Games are seeded as ``woodland simulate`` seeds them (the i-th faction's bot of game
``seed`` is seeded ``seed * 7919 + i + 1``), so a game here is the game ``simulate``
plays. ``--set`` changes a module constant before the games (e.g.
``--set heuristic_marquise.OUTRAGE_BATTLE=0`` plays the Marquise of before that rule).
Prints the wins (95 % Wilson intervals), the Eyrie's turmoils a game by column, and
means of the traced numbers; ``--out`` writes one JSON line per game for comparisons.
With Eyrie Emigre in the deck (``--deck exiles``), also the Eyrie's own uses of it and its
turmoils in the Daylight after one.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections import Counter
from typing import Any

from woodland.bots import make_bot
from woodland.core.game import Game
from woodland.factions.eyrie import EyrieDaylight
from woodland.sim import Observation, wilson

_turmoils: list[str] = []
_orig_turmoil = EyrieDaylight.turmoil


def _traced_turmoil(self: EyrieDaylight, g: Game) -> None:
    _turmoils.append(self.step)  # the column whose card could not be carried out (7.5.2)
    _orig_turmoil(self, g)


EyrieDaylight.turmoil = _traced_turmoil  # type: ignore[method-assign]


def board_counts(g: Game) -> dict[str, Any]:
    v = g.view(0)
    roosts = sum(1 for c in v["clearings"] for o, k in c["buildings"] if o == "eyrie" and k == "roost")
    symp = sum(1 for c in v["clearings"] for o, k in c["tokens"] if o == "alliance" and k == "sympathy")
    rule = Counter(c["ruler"] for c in v["clearings"] if c["ruler"])
    buildings = Counter(o for c in v["clearings"] for o, k in c["buildings"])
    room = sum(1 for c in v["clearings"] if c["slots"] > len(c["buildings"]))
    warriors = Counter(o for c in v["clearings"] for o, n in c["warriors"].items() for _ in range(n))
    return {"roosts": roosts, "sympathy": symp, "rule": dict(rule), "buildings": dict(buildings),
            "room": room, "warriors": dict(warriors)}


def play(setup: dict[str, Any], seed: int, bots: list[str], max_turns: int = 500) -> dict[str, Any]:
    g = Game.new(setup, seed)
    g.log = []
    keys = list(g.setup["factions"])
    names = bots * len(keys) if len(bots) == 1 else bots
    by_key = {k: make_bot(nm, seed * 7919 + i + 1) for i, (k, nm) in enumerate(zip(keys, names))}
    seat_key = [f.key for f in g.factions]
    by_seat = [by_key[k] for k in seat_key]
    del _turmoils[:]
    rounds: list[dict[str, Any]] = []
    removed: Counter[str] = Counter()  # "by>owner:piece"
    battles: Counter[str] = Counter()  # "attacker>defender"
    turmoil_turns: list[int] = []
    outrage: Counter[str] = Counter()  # payer: cards given (or hands shown) for Outrage (8.2.6)
    decisions: Counter[str] = Counter()  # the Eyrie's chosen action kinds
    birdsongs: list[tuple[int, int]] = []  # the Eyrie's hand and Decree sizes at each Birdsong's first card
    last_birdsong = [-1]
    emigre_turns: list[int] = []  # the turns in which the Eyrie used Eyrie Emigre
    while g.pending is not None and g.turn < max_turns:
        p = g.pending
        n_t = len(_turmoils)
        act = by_seat[p.seat].decide(Observation(g, p.seat), p.options)
        if p.kind == "outrage":
            outrage[seat_key[p.seat]] += 1
        if seat_key[p.seat] == "eyrie":
            decisions[f"{p.kind}:{act.kind}"] += 1
            if p.kind == "decree" and g.turn != last_birdsong[0] and act.kind == "decree":
                last_birdsong[0] = g.turn
                me = g.view(p.seat)["players"]
                mine = next(x for x in me if x["faction"] == "eyrie")
                birdsongs.append((len(mine["hand"]), sum(len(v) for v in mine["board"]["decree"].values())))
        g.apply(act)
        if len(_turmoils) > n_t:
            turmoil_turns.append(g.turn)
        for ev in g.log:
            if ev[0] == "removed":
                by = seat_key[ev[5]] if ev[5] >= 0 else "-"
                removed[f"{by}>{seat_key[ev[2]]}:{ev[3]}"] += ev[4]
                removed[f"cause:{ev[6]}:{seat_key[ev[2]]}:{ev[3]}"] += ev[4]
            elif ev[0] == "outrage_shown":
                outrage[seat_key[ev[2]]] += 1
            elif ev[0] == "auto" and getattr(ev[2], "kind", "") == "outrage":
                outrage[seat_key[ev[1]]] += 1
            elif ev[0] in ("auto", "use") and len(ev) > 2 and getattr(ev[2], "kind", "") == "use" \
                    and ev[2].args and ev[2].args[0] == "Eyrie Emigre" and seat_key[ev[1]] == "eyrie":
                emigre_turns.append(g.turn)
            elif ev[0] == "battle_end":
                battles[f"{seat_key[ev[1]]}>{seat_key[ev[2]]}"] += 1
            elif ev[0] == "turn_end" and seat_key[ev[1]] == seat_key[-1]:
                d = board_counts(g)
                d["scores"] = {f.key: f.score for f in g.factions}
                rounds.append(d)
        g.log = []
    res = g.result
    return {"seed": seed, "winners": res["winners"] if res else [], "reason": res["reason"] if res else None,
            "scores": {f.key: f.score for f in g.factions}, "turns": g.turn, "seats": seat_key,
            "turmoils": list(_turmoils), "turmoil_turns": turmoil_turns, "end": board_counts(g),
            "rounds": rounds, "removed": dict(removed), "battles": dict(battles),
            "outrage": dict(outrage), "decisions": dict(decisions),
            "birdsongs": birdsongs, "emigre_turns": emigre_turns}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="1-100")
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    ap.add_argument("--bots", default="heuristic")
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--deck", default="standard")
    ap.add_argument("--set", action="append", default=[], help="module.NAME=value (a float)")
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    for s in a.set:
        name, val = s.split("=")
        mod, const = name.rsplit(".", 1)
        setattr(importlib.import_module(f"woodland.bots.{mod}"), const, float(val))
    lo, hi = (int(x) for x in a.seeds.split("-"))
    setup = {"factions": a.factions.split(","), "map": a.map, "deck": a.deck}
    fh = open(a.out, "w") if a.out else None
    wins: Counter[str] = Counter()
    tcols: Counter[str] = Counter()
    n = 0
    sums: Counter[str] = Counter()
    for seed in range(lo, hi + 1):
        r = play(setup, seed, a.bots.split(","))
        n += 1
        for w in r["winners"]:
            wins[w] += 1
        tcols.update(r["turmoils"])
        sums["turns"] += r["turns"]
        sums["eyrie_score"] += r["scores"].get("eyrie", 0)
        sums["roosts_end"] += r["end"]["roosts"]
        sums["sympathy_end"] += r["end"]["sympathy"]
        sums["eyrie_emigre_uses"] += len(r["emigre_turns"])
        sums["turmoils_after_emigre"] += len(set(r["emigre_turns"]) & set(r["turmoil_turns"]))
        if fh:
            fh.write(json.dumps(r, separators=(",", ":")) + "\n")
    if fh:
        fh.close()
    for k in setup["factions"]:
        w = wins[k]
        lo_, hi_ = wilson(w, n)
        print(f"win {k}: {w}/{n} {w / n:.1%} [{lo_:.1%}-{hi_:.1%}]")
    print(f"turmoils a game: {sum(tcols.values()) / n:.2f} "
          + " ".join(f"{c} {v / n:.2f}" for c, v in sorted(tcols.items())))
    print(" ".join(f"{k} {v / n:.2f}" for k, v in sums.items()))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
