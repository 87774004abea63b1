"""The search bot against rule-of-thumb opponents, and its speed.

    python bench/ismcts.py --games 10 --budget 1s --out ismcts.jsonl     # win rates
    python bench/ismcts.py --speed                                      # iterations per second

Win rates: for game seeds 1..N and each faction F of the mix (default the four-player base
mix), a game with F played by ``ismcts:<budget>`` and every other seat by the heuristic bot,
random seating (5.1.1). The factions take turns, so a run stopped early has measured each
about equally; ``--out`` gets one JSON line per game as it ends (``--resume`` skips the
games already there). Prints per faction the wins with a 95 % Wilson interval, the turns,
and the search's iterations per decision.

Speed (``--speed``): the iterations per second of CPU time (time.process_time) of
``ismcts:<iterations>`` at decisions with more than one option, sampled from all-heuristic
games of the mix (``--horizon``: the rollouts' horizon in turns; by default the searching
faction's own, ``Strategy.search_horizon``, else 4).

Settings of the search for both: ``--horizon N`` (default: the faction's) and ``--set NAME=VALUE`` for
any other keyword of ``IsmctsBot`` (a JSON value: ``--set centred=false``, ``--set c=0.7``);
``--seeds 401,402,501`` plays these game seeds instead of ``--seed``/``--games``;
``--searchers marquise`` lets only these factions search (one game a seed each).

Comparisons in one process: ``--config SEARCHER:BUDGET[:NAME=VALUE,...]`` (repeatable)
plays, for each seed in turn, one game per config in the order given, so two settings
measured together see the same seeds under the same load (``--config
eyrie:100:assets=true --config eyrie:100:assets=false``; a config's settings replace
``--horizon``/``--set``). The report then has a line per config.

Paired with an earlier run: ``--report --out NEW.jsonl --against OLD.jsonl[,OLD2.jsonl]`` compares,
for each searcher, the games of the two files with the same seed (the same seating and bot
seeds, so the same game up to the searching seat's answers): the wins of each, the seeds won
in one file only, and the mean change of the searcher's final points and lead with its standard
error. A file holding several configs is read per config (``--config`` names them); the earlier
run must hold one game per searcher and seed, or ``--against-config CONFIG`` (repeatable)
chooses the configs read there.

"lead" in the win-rate report: the searcher's final points less the best other faction's,
on average (a figure that varies less from game to game than the wins).
"kept" in the win-rate report: the visits a search started with on average, kept from the
seat's previous search in the same turn (the bot reuses the subtree its answer reached).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from woodland import Game  # noqa: E402
from woodland.bots import make_bot  # noqa: E402
from woodland.bots.ismcts import IsmctsBot, parse_budget  # noqa: E402
from woodland.sim import Observation, wilson  # noqa: E402

BASE = "marquise,eyrie,alliance,vagabond"


def play(facs: list[str], searcher: str, budget: str, seed: int, map_: str, max_turns: int,
         opts: dict[str, Any] | None = None) -> dict[str, Any]:
    g = Game.new({"map": map_, "factions": facs}, seed)
    by_key = {k: IsmctsBot(seed * 7919 + i + 1, *parse_budget(budget), **(opts or {})) if k == searcher
              else make_bot("heuristic", seed * 7919 + i + 1) for i, k in enumerate(facs)}
    bots = [by_key[f.key] for f in g.factions]
    me = by_key[searcher]
    searched = iterations = reused = 0
    t0 = time.perf_counter()
    while g.pending is not None and g.turn < max_turns:
        p = g.pending
        a = bots[p.seat].decide(Observation(g, p.seat), p.options)
        if bots[p.seat] is me and len(p.options) > 1:
            searched += 1
            iterations += me.last_iterations
            reused += me.last_reused
        g.apply(a)
    res = g.result
    return {"searcher": searcher, "budget": budget, "factions": facs, "seed": seed, "map": map_,
            "won": bool(res and searcher in res["winners"]), "winners": res["winners"] if res else [],
            "reason": res["reason"] if res else "unfinished", "turns": g.turn, "scores": res["scores"] if res else {},
            "searched": searched, "iterations": iterations, "reused": reused,
            "seconds": round(time.perf_counter() - t0, 1), "opts": opts or {}}


def final_lead(r: dict[str, Any]) -> int:
    """The searcher's points at the end less the best other faction's."""
    sc = dict(r["scores"])
    mine = sc.pop(r["searcher"], 0)
    return int(mine - max(sc.values(), default=0))


def config_of(r: dict[str, Any]) -> str:
    """A game's searcher, budget and settings as ``--config`` spells them."""
    opts = ",".join(f"{k}={json.dumps(v)}" for k, v in sorted(r.get("opts", {}).items()))
    return f"{r['searcher']}:{r['budget']}" + (f":{opts}" if opts else "")


def report(rows: list[dict[str, Any]]) -> None:
    by: dict[str, list[dict[str, Any]]] = {}
    several = len({(r["budget"], json.dumps(r.get("opts", {}), sort_keys=True)) for r in rows}) > 1
    for r in rows:
        by.setdefault(config_of(r) if several else r["searcher"], []).append(r)
    total = 0
    for k, rs in by.items():
        w = sum(r["won"] for r in rs)
        total += w
        lo, hi = wilson(w, len(rs))
        searched = max(1, sum(r["searched"] for r in rs))
        its = sum(r["iterations"] for r in rs) / searched
        kept = sum(r.get("reused", 0) for r in rs) / searched
        secs = sum(r["seconds"] for r in rs) / len(rs)
        print(f"{k}: {w}/{len(rs)} {100 * w / len(rs):.1f}% [{100 * lo:.1f}%-{100 * hi:.1f}%]  "
              f"lead {sum(map(final_lead, rs)) / len(rs):+.1f}  "
              f"turns {sum(r['turns'] for r in rs) / len(rs):.1f}  iterations/decision {its:.0f} "
              f"(+{kept:.0f} kept)  "
              f"seconds/game {secs:.0f}")
    n = len(rows)
    if n:
        lo, hi = wilson(total, n)
        print(f"all: {total}/{n} {100 * total / n:.1f}% [{100 * lo:.1f}%-{100 * hi:.1f}%]")


def paired(rows: list[dict[str, Any]], base: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per searcher, the games of ``rows`` and ``base`` with the same seed, compared: wins of
    each, the seeds won only in one, the mean change of the final points and lead (new less
    old) with its standard error."""
    out = []
    for k in sorted({r["searcher"] for r in rows}):
        new = {r["seed"]: r for r in rows if r["searcher"] == k}
        old = {r["seed"]: r for r in base if r["searcher"] == k}
        seeds = sorted(set(new) & set(old))
        if not seeds:
            continue
        d_pts = [new[s]["scores"][k] - old[s]["scores"][k] for s in seeds]
        d_lead = [final_lead(new[s]) - final_lead(old[s]) for s in seeds]
        out.append({"searcher": k, "games": len(seeds),
                    "wins": sum(new[s]["won"] for s in seeds), "base_wins": sum(old[s]["won"] for s in seeds),
                    "only_new": [s for s in seeds if new[s]["won"] and not old[s]["won"]],
                    "only_base": [s for s in seeds if old[s]["won"] and not new[s]["won"]],
                    "points": mean_se(d_pts), "lead": mean_se(d_lead)})
    return out


def mean_se(xs: list[int]) -> tuple[float, float]:
    """The mean of ``xs`` and its standard error (0 for a single value)."""
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, (var / n) ** 0.5


def report_paired(rows: list[dict[str, Any]], base: list[dict[str, Any]]) -> None:
    for p in paired(rows, base):
        (dp, sp), (dl, sl) = p["points"], p["lead"]
        print(f"{p['searcher']}: {p['games']} seeds in both: {p['wins']} wins against {p['base_wins']}; "
              f"won only here {p['only_new']}, only there {p['only_base']}; "
              f"points {dp:+.2f} (se {sp:.2f}), lead {dl:+.2f} (se {sl:.2f})")


def read_rows(paths: str) -> list[dict[str, Any]]:
    """The games of one or more JSON-lines files (comma-separated)."""
    return [json.loads(x) for p in paths.split(",") for x in Path(p).read_text().splitlines() if x.strip()]


def win_rates(args: argparse.Namespace) -> None:
    facs = args.factions.split(",")
    rows: list[dict[str, Any]] = []
    out = Path(args.out) if args.out else None
    if out and args.resume and out.exists():
        rows = [json.loads(x) for x in out.read_text().splitlines() if x.strip()]
    done = {(config_of(r), r["seed"]) for r in rows}
    seeds = [int(x) for x in args.seeds.split(",")] if args.seeds else range(args.seed, args.seed + args.games)
    if args.config:
        configs = [parse_config(c) for c in args.config]
    else:
        searchers = args.searchers.split(",") if args.searchers else facs
        configs = [(k, args.budget, options(args)) for k in searchers]
    for seed in seeds:
        for k, budget, opts in configs:
            if (config_of({"searcher": k, "budget": budget, "opts": opts}), seed) in done:
                continue
            r = play(facs, k, budget, seed, args.map, args.max_turns, opts)
            rows.append(r)
            print(json.dumps(r), flush=True)
            if out:
                with out.open("a") as fh:
                    fh.write(json.dumps(r) + "\n")
    report(rows)


def options(args: argparse.Namespace) -> dict[str, Any]:
    """The search's settings given on the command line (``--horizon``, ``--set name=value``)."""
    opts: dict[str, Any] = {} if args.horizon is None else {"horizon": args.horizon}
    for item in args.set:
        name, _, value = item.partition("=")
        opts[name] = json.loads(value)
    return opts


def parse_config(spec: str) -> tuple[str, str, dict[str, Any]]:
    """``eyrie:100:assets=false,horizon=2`` -> (searcher, budget, settings of IsmctsBot)."""
    parts = spec.split(":", 2)
    if len(parts) < 2:
        raise SystemExit(f"--config {spec!r}: SEARCHER:BUDGET[:NAME=VALUE,...]")
    opts: dict[str, Any] = {}
    for item in parts[2].split(",") if len(parts) > 2 and parts[2] else ():
        name, _, value = item.partition("=")
        opts[name] = json.loads(value)
    return parts[0], parts[1], opts


def speed(args: argparse.Namespace) -> None:
    facs = args.factions.split(",")
    its = int(args.budget) if args.budget.isdigit() else 100
    total_its, cpu, n = 0, 0.0, 0
    for seed in range(args.seed, args.seed + args.games):
        g = Game.new({"map": args.map, "factions": facs}, seed)
        bots = [make_bot("heuristic", seed * 31 + s) for s in range(g.n)]
        k = 0
        while g.pending is not None and g.turn < args.max_turns:
            p = g.pending
            if len(p.options) > 1 and k % 25 == 0:
                b = IsmctsBot(seed + k, iterations=its, **options(args))
                t = time.process_time()
                b.decide(Observation(g, p.seat), p.options)
                cpu += time.process_time() - t
                total_its += b.last_iterations
                n += 1
            k += 1
            g.apply(bots[p.seat].decide(Observation(g, p.seat), p.options))
    print(f"decisions: {n}")
    print(f"iterations_per_s: {total_its / cpu:.1f}")
    print(f"ms_per_iteration: {1000 * cpu / total_its:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10, help="game seeds (each played once per faction)")
    ap.add_argument("--budget", default="1s", help="the search budget per decision (1s, 400...)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seeds", default="", help="(win rates) these game seeds instead: 401,402,501")
    ap.add_argument("--factions", default=BASE)
    ap.add_argument("--searchers", default="", help="(win rates) only these factions search: marquise")
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--max-turns", type=int, default=500)
    ap.add_argument("--out", default="", help="append one JSON line per game to this file")
    ap.add_argument("--resume", action="store_true", help="skip the games already in --out")
    ap.add_argument("--report", action="store_true", help="only report the games in --out")
    ap.add_argument("--against", default="", help="(--report) compare seed by seed with the games of these files")
    ap.add_argument("--against-config", action="append", default=[],
                    help="(--against, repeatable) only the games of this config there: marquise:50:horizon=8")
    ap.add_argument("--speed", action="store_true", help="measure iterations per second instead")
    ap.add_argument("--horizon", type=int, default=None,
                    help="the rollouts' horizon in turns (default: the faction's, Strategy.search_horizon, else 4)")
    ap.add_argument("--config", action="append", default=[], metavar="SEARCHER:BUDGET[:NAME=VALUE,...]",
                    help="(win rates) play each seed once per config, in turn: eyrie:100:assets=false")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="another setting of IsmctsBot (a JSON value), e.g. --set c=0.7")
    args = ap.parse_args()
    if args.speed:
        if args.games == 10:
            args.games = 3
        if args.budget == "1s":
            args.budget = "100"
        speed(args)
    elif args.report:
        rows = read_rows(args.out)
        report(rows)
        if args.against:
            base = read_rows(args.against)
            if args.against_config:
                base = [r for r in base if config_of(r) in args.against_config]
            seen: dict[tuple[str, int], set[str]] = {}
            for r in base:
                seen.setdefault((r["searcher"], r["seed"]), set()).add(config_of(r))
            several = sorted({c for cs in seen.values() if len(cs) > 1 for c in cs})
            if several:
                raise SystemExit(f"--against holds a seed under several configs of one searcher; choose with "
                                 f"--against-config: {', '.join(several)}")
            configs = sorted({config_of(r) for r in rows})
            for cfg in configs:
                if len(configs) > 1:
                    print(f"-- {cfg}")
                report_paired([r for r in rows if config_of(r) == cfg], base)
    else:
        win_rates(args)


if __name__ == "__main__":
    main()
