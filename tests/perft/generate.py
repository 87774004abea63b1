"""Perft for woodland: fixed lines of play that pin move generation.

Chess engines check their move generator with *perft*: from fixed positions, count the
legal moves and compare with known numbers. Here the equivalent is a set of **lines**:
a starting point (a standard setup with a seed, or a position file) and a fixed way to
choose among the legal actions — at step ``i`` (counting decisions from 0) take the option
at index ``(i * 7 + offset) % len(options)`` in the engine's order. For every step the
data file stores the number of legal actions, the action taken and a short digest of the
decision (seat, kind and every option in order); the end of the line stores a summary of
the state and ``Game.fingerprint()``. The full option lists are kept beside it, gzipped,
so that a failure can name the actions that appeared or disappeared.

Any change to what is legal — an option added, removed, reworded or reordered, a
decision asked of someone else — shows up as a difference at the first step it touches.

Usage (from the repository root)::

    python tests/perft/generate.py            # replay every line, print a diff summary;
                                              # exit 1 if anything differs
    python tests/perft/generate.py --write    # (re)write the data files
    python tests/perft/generate.py --write NAME...   # only these lines
    python tests/perft/generate.py --list     # the catalogue
    python tests/perft/generate.py --data DIR # compare with (or --write to) another folder

See docs/perft.md for when and how to regenerate.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import itertools
import json
import sys
from pathlib import Path
from typing import Any, Iterator

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from woodland.core.game import Game  # noqa: E402
from woodland.position import build, load  # noqa: E402

POSITIONS = HERE / "positions"
LINES = HERE / "lines"
MAX_STEPS = 400
STRIDE = 7
FACTIONS = ("marquise", "eyrie", "alliance", "vagabond")
MAPS = ("autumn", "winter")
FORMAT = 1


# ----------------------------------------------------------------------------- catalogue
def catalogue() -> list[dict[str, Any]]:
    """Every line: name, start (setup + seed, or position file) and choice offset."""
    lines: list[dict[str, Any]] = []
    # every 2-4 player mix of the four factions on both maps, seats in the given order
    k = 0
    for map_ in MAPS:
        for n in (2, 3, 4):
            for combo in itertools.combinations(FACTIONS, n):
                k += 1
                seed = 100 + k
                lines.append({"name": f"{map_}-{'-'.join(combo)}",
                              "setup": {"map": map_, "factions": list(combo), "seating": "given"},
                              "seed": seed, "offset": seed})
    # random seating (5.1.1) and other seeds
    for map_, combo, seed in (("autumn", FACTIONS, 7), ("winter", FACTIONS, 8),
                              ("autumn", ("vagabond", "alliance", "eyrie", "marquise"), 9),
                              ("winter", ("eyrie", "vagabond"), 10), ("autumn", ("alliance", "marquise"), 11),
                              ("autumn", ("marquise", "eyrie"), 12)):
        lines.append({"name": f"{map_}-{'-'.join(combo)}-random-seats-s{seed}",
                      "setup": {"map": map_, "factions": list(combo), "seating": "random"},
                      "seed": seed, "offset": seed})
    # fixed positions, each with two choice offsets
    for path in sorted(POSITIONS.glob("*.json")):
        for offset in (0, 3):
            lines.append({"name": f"position-{path.stem}-o{offset}", "position": path.name, "offset": offset})
    return lines


def start(line: dict[str, Any]) -> Game:
    if "position" in line:
        return build(load(POSITIONS / line["position"]))
    return Game.new(line["setup"], line["seed"])


def choice(step: int, offset: int, n: int) -> int:
    return (step * STRIDE + offset) % n


# ----------------------------------------------------------------------------- playing
def digest(seat: int, kind: str, options: list[str]) -> str:
    text = f"{seat}|{kind}|" + "\n".join(options)
    return hashlib.blake2b(text.encode(), digest_size=4).hexdigest()


def decision(g: Game) -> dict[str, Any]:
    p = g.pending
    assert p is not None
    return {"seat": p.seat, "faction": g.factions[p.seat].key, "kind": p.kind, "prompt": p.prompt,
            "rule": p.rule}


def summary(g: Game) -> dict[str, Any]:
    """The state at the end of a line, in words a reader can compare."""
    n = g.n
    board = {}
    for f in g.factions:
        s = f.seat
        board[f.key] = {
            "warriors": sum(g.warriors[c * n + s] for c in range(g.map.n)),
            "buildings": sum(1 for c in range(g.map.n) for o, _ in g.buildings[c] if o == s),
            "tokens": sum(1 for c in range(g.map.n) for o, _ in g.tokens[c] if o == s),
            "score": f.score, "hand": len(f.hand), "crafted": sorted(g.deckdef.cards[c].label for c in f.play_area),
        }
    return {"turn": g.turn, "current": g.factions[g.current].key, "phase": g.phase,
            "result": g.result, "deck": len(g.deck), "discard": len(g.discard),
            "ruins": sum(1 for bs in g.buildings for o, _ in bs if o == -1), "factions": board}


def play_line(line: dict[str, Any]) -> Iterator[tuple[Game, list[str], int]]:
    """Yield (game, options, chosen index) before each step; the caller applies nothing."""
    g = start(line)
    step = 0
    while g.pending is not None and step < MAX_STEPS:
        opts = [str(a) for a in g.legal_actions()]
        i = choice(step, line["offset"], len(opts))
        yield g, opts, i
        g.apply(g.legal_actions()[i])
        step += 1


def record(line: dict[str, Any]) -> tuple[dict[str, Any], list[Any]]:
    """Play a line: the data record and the full option lists (seat, kind, options) per step."""
    steps: list[list[Any]] = []
    full: list[Any] = []
    g: Game | None = None
    for g, opts, i in play_line(line):
        p = g.pending
        assert p is not None
        steps.append([len(opts), opts[i], digest(p.seat, p.kind, opts)])
        full.append([p.seat, p.kind, opts])
    if g is None:  # pragma: no cover  (every line has a decision to start with)
        g = start(line)
    head = {k: v for k, v in line.items()}
    data = {"format": FORMAT, **head, "stride": STRIDE, "max_steps": MAX_STEPS,
            "end": {"steps": len(steps), "over": g.over, "summary": summary(g), "fingerprint": g.fingerprint()},
            "steps": steps}
    return data, full


# ----------------------------------------------------------------------------- files
def data_path(name: str) -> Path:
    return LINES / f"{name}.json"


def options_path(name: str) -> Path:
    return LINES / f"{name}.options.json.gz"


def dumps(data: dict[str, Any]) -> str:
    """JSON with one step per text line, so that `git diff` shows which steps changed."""
    head = {k: v for k, v in data.items() if k != "steps"}
    text = json.dumps(head, indent=1, sort_keys=False)
    rows = ",\n".join("  " + json.dumps(s, ensure_ascii=False) for s in data["steps"])
    return text[:-2] + ',\n "steps": [\n' + rows + "\n ]\n}\n"


def write(name: str, data: dict[str, Any], full: list[Any]) -> None:
    LINES.mkdir(exist_ok=True)
    data_path(name).write_text(dumps(data))
    raw = json.dumps({"name": name, "steps": full}, separators=(",", ":"), ensure_ascii=False).encode()
    # mtime=0: the same options give the same bytes, so an unchanged line is an unchanged file
    options_path(name).write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))


def read(name: str) -> tuple[dict[str, Any], list[Any] | None]:
    data = json.loads(data_path(name).read_text())
    p = options_path(name)
    full = json.loads(gzip.decompress(p.read_bytes()))["steps"] if p.exists() else None
    return data, full


# ----------------------------------------------------------------------------- comparing
def step_difference(i: int, stored: list[Any], stored_full: list[Any] | None, seat: int, kind: str,
                    opts: list[str], chosen: int, info: dict[str, Any]) -> str | None:
    """Describe how step ``i`` differs from the stored one, or None if it does not."""
    now = [len(opts), opts[chosen], digest(seat, kind, opts)]
    if now == list(stored):
        return None
    lines = [f"step {i}: {info['faction']} (seat {info['seat']}) decides {info['kind']!r}: "
             f"{info['prompt']} [Law {info['rule']}]",
             f"  legal actions: {stored[0]} stored, {len(opts)} now",
             f"  action taken: {stored[1]!r} stored, {opts[chosen]!r} now"]
    if stored_full is not None and i < len(stored_full):
        old_seat, old_kind, old = stored_full[i]
        if (old_seat, old_kind) != (seat, kind):
            lines.append(f"  decision: seat {old_seat} {old_kind!r} stored, seat {seat} {kind!r} now")
        added = [o for o in opts if o not in old]
        removed = [o for o in old if o not in opts]
        if added:
            lines.append("  added:   " + ", ".join(added))
        if removed:
            lines.append("  removed: " + ", ".join(removed))
        if not added and not removed and old != opts:
            lines.append("  same actions in a different order (the line picks by index, so order matters)")
    else:
        lines.append("  (no stored option list: cannot name the added/removed actions)")
    return "\n".join(lines)


def compare(line: dict[str, Any], data: dict[str, Any], full: list[Any] | None,
            context: int = 6) -> str | None:
    """Replay ``line`` against stored data; a report of the first difference, or None."""
    steps = data["steps"]
    taken: list[str] = []
    i = 0
    g: Game | None = None
    for g, opts, chosen in play_line(line):
        p = g.pending
        assert p is not None
        if i >= len(steps):
            return (f"step {i}: the stored line ended after {len(steps)} steps "
                    f"(over={data['end']['over']}), but now {decision(g)['faction']} is asked "
                    f"{p.kind!r} with {len(opts)} options: {', '.join(opts)}")
        diff = step_difference(i, steps[i], full, p.seat, p.kind, opts, chosen, decision(g))
        if diff is not None:
            before = "; ".join(taken[-context:])
            return diff + (f"\n  previous actions: ... {before}" if before else "")
        taken.append(opts[chosen])
        i += 1
    if g is None:  # pragma: no cover
        g = start(line)
    if i < len(steps):
        return (f"step {i}: the line now ends here (over={g.over}, result={g.result}), but the stored "
                f"line continues with {steps[i][0]} options, taking {steps[i][1]!r}")
    end = data["end"]
    now = summary(g)
    if now != end["summary"]:
        keys = sorted(set(now) | set(end["summary"]))
        parts = [f"{k}: {end['summary'].get(k)!r} stored, {now.get(k)!r} now" for k in keys
                 if now.get(k) != end["summary"].get(k)]
        return f"after all {i} steps the state differs: " + "; ".join(parts)
    if g.fingerprint() != end["fingerprint"]:
        return (f"after all {i} steps every action and the summary match, but the state fingerprint "
                f"differs ({end['fingerprint']} stored, {g.fingerprint()} now): something not in the "
                f"summary changed (a hidden card, the deck order, the random generator, a faction "
                f"field) or the state's layout changed")
    return None


# ----------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", action="store_true", help="write the data files")
    ap.add_argument("--list", action="store_true", help="list the lines")
    ap.add_argument("--data", type=Path, default=None, help="the data folder (default: tests/perft/lines)")
    ap.add_argument("names", nargs="*", help="only these lines (default: all)")
    args = ap.parse_args(argv)
    global LINES
    if args.data is not None:
        LINES = args.data
    cat = catalogue()
    if args.list:
        for line in cat:
            print(line["name"])
        return 0
    known = {line["name"] for line in cat}
    unknown = [n for n in args.names if n not in known]
    if unknown:
        print(f"unknown line(s): {', '.join(unknown)} (see --list)", file=sys.stderr)
        return 2
    chosen = [line for line in cat if not args.names or line["name"] in args.names]
    changed = 0
    for line in chosen:
        name = line["name"]
        if args.write:
            data, full = record(line)
            old = data_path(name).read_text() if data_path(name).exists() else None
            write(name, data, full)
            status = "new" if old is None else ("unchanged" if old == data_path(name).read_text() else "rewritten")
            changed += status != "unchanged"
            print(f"{name}: {status} ({data['end']['steps']} steps"
                  f"{', game over' if data['end']['over'] else ''})")
            continue
        if not data_path(name).exists():
            print(f"{name}: NO DATA (run with --write)")
            changed += 1
            continue
        data, full = read(name)
        diff = compare(line, data, full)
        if diff is None:
            print(f"{name}: same ({data['end']['steps']} steps)")
        else:
            changed += 1
            print(f"{name}: DIFFERS\n  " + diff.replace("\n", "\n  "))
    if not args.names:
        stray = sorted(p.name for p in LINES.iterdir()
                       if p.name.split(".", 1)[0] not in known or not p.name.endswith((".json", ".options.json.gz")))
        for s in stray:
            print(f"{s}: not in the catalogue (delete it)")
        changed += len(stray)
    if args.write:
        print(f"{len(chosen)} line(s) written, {changed} changed")
        return 0
    print(f"{len(chosen)} line(s) checked, {changed} differ" + (" — explain each, then run with --write"
                                                              if changed else ""))
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
