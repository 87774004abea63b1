"""The ``woodland`` command (typer + rich)."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any, Optional, TextIO

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from woodland.core.cards import available_decks
from woodland.core.errors import BadInput, WoodlandError, printable
from woodland.core.jsonio import check_writable
from woodland.core.maps import available_maps
from woodland.core.validate import check_seed

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="woodland: a complete and faithful engine for the board game Root.")
console = Console(soft_wrap=True)  # messages are not folded at 80 columns in a pipe (paths stay whole)
err = Console(stderr=True, soft_wrap=True)


def _setup(factions: str, map_: str, deck: str, mode: Optional[str] = None, players: Optional[int] = None,
           landmarks: Optional[int] = None, hirelings: Optional[str] = None,
           keep_insurgents: bool = False, pool: Optional[str] = None) -> dict[str, Any]:
    d: dict[str, Any] = {"map": map_, "deck": deck, "factions": [x.strip() for x in factions.split(",") if x.strip()]}
    if mode:
        d["mode"] = mode
    if pool is not None and players is None:
        raise BadInput("--pool", "needs --players: the pool is what a draft deals from (A.8.1)")
    if players is not None:  # A.8: the factions are drafted from the pool (every faction, or --pool)
        del d["factions"]
        d.update(draft=[x.strip() for x in pool.split(",") if x.strip()] if pool is not None else True,
                 players=players)
    if landmarks:  # A.5
        d["landmarks"] = landmarks
    if hirelings:  # appendix H: the hireling sides in play (docs/hirelings.md)
        d["hirelings"] = hirelings
    if keep_insurgents:  # A.8.2.I: a two-player draft with hirelings keeps the insurgent cards
        d["keep_insurgents"] = True
    return d


#: --players and --landmarks of `play` and `simulate` (Appendix A)
PLAYERS_HELP = ("--setup advanced: draft the factions (A.8) for this many players, from every faction; "
                "--factions is then ignored")
LANDMARKS_HELP = "--setup advanced: deal this many landmark cards (1 or 2, A.5)"
POOL_HELP = ("--players: draft from these factions (comma-separated, A.8.1) instead of every faction, "
             "e.g. to draft the Knaves, whom the default pool leaves out for the Vagabond")
KEEP_INSURGENTS_HELP = ("--players 2 with --hirelings: keep the insurgent faction setup cards in the draft "
                        "(A.8.2.I)")
_HIRELINGS_HELP = ("comma-separated hireling sides in play (appendix H; docs/hirelings.md), e.g. bluebird_nobles; "
                   "or random: --setup advanced deals three (A.6.1-A.6.2)")


def _reach_note(keys: list[str]) -> None:
    """5.2: tell the players when a mix is below the recommended total reach."""
    from woodland.rules.setup import reach_warning

    note = reach_warning(keys)
    if note:
        err.print(Text("note: " + note, style="yellow"))


def _faction_keys() -> str:
    """Every faction of the registry, for the help of --factions (importing any woodland
    module first runs woodland/__init__.py, which registers every faction)."""
    from woodland.core.faction import FACTIONS

    return ", ".join(sorted(FACTIONS))


def _bot_names() -> str:
    """Every bot of the registry, for the help of --bots."""
    from woodland.bots import BOTS

    return ", ".join(sorted(BOTS))


@app.command()
def play(
    ctx: typer.Context,
    bots_only: bool = typer.Option(False, "--bots-only", help="play a whole game between bots and print the result"),
    seed: Optional[int] = typer.Option(None, help="seed of the game (setup, dice, shuffles); "
                                                  "default 1 with --bots-only, else random"),
    factions: str = typer.Option("marquise,eyrie", help=f"comma-separated factions, from: {_faction_keys()} "
                                                        "(the Knaves of the Deepwood never with a Vagabond, 18.2.1)"),
    map_: str = typer.Option("autumn", "--map", help=f"the map: {' or '.join(available_maps())}"),
    deck: str = typer.Option("standard", help=f"the shared deck: {' or '.join(available_decks())} "
                                              "(exiles: Exiles and Partisans; squires: Squires and "
                                              "Disciples, all 54 cards, docs/decks/squires.md); with the "
                                              "Lilypad Diaspora the frog cards join it: all 14, 13 at two "
                                              "players (docs/decks/frog-cards.md)"),
    mode: Optional[str] = typer.Option(None, "--setup", help="standard (5.1) or advanced (Appendix A; the "
                                                             "default for 5-6 players)"),
    humans: Optional[str] = typer.Option(None, help="factions played by people at this keyboard, comma-separated, "
                                                    "or 'all' (default: the first faction)"),
    bots: Optional[str] = typer.Option(None, help=f"bots ({_bot_names()}): one name for every bot seat, a name per "
                                                  "faction, or faction=name pairs (default: random with --bots-only, "
                                                  "else heuristic when available)"),
    load: Optional[Path] = typer.Option(None, "--load", help="resume a game saved with 'save FILE'"),
    max_turns: int = typer.Option(500, min=1, help="--bots-only: stop after this many turns (reported as unfinished)"),
    out: Optional[Path] = typer.Option(None, help="write the game record (JSON) here when the game ends"),
    players: Optional[int] = typer.Option(None, "--players", help=PLAYERS_HELP),
    landmarks: Optional[int] = typer.Option(None, "--landmarks", help=LANDMARKS_HELP),
    hirelings: Optional[str] = typer.Option(None, "--hirelings", help=_HIRELINGS_HELP),
    keep_insurgents: bool = typer.Option(False, "--keep-insurgents", help=KEEP_INSURGENTS_HELP),
    pool: Optional[str] = typer.Option(None, "--pool", help=POOL_HELP),
) -> None:
    """Play Root in the terminal against bots (or hot-seat with friends); --bots-only plays a bot game.

    At the prompt type a menu number or the action itself; 'help' explains the decision,
    'undo', 'save FILE', 'load FILE', 'quit'. See docs/play.md.
    """
    if out is not None:
        check_writable(out)  # before the game: a finished game's record is never lost
    if bots_only:
        if humans:
            err.print("[red]error:[/] --humans and --bots-only exclude each other", soft_wrap=True)
            raise typer.Exit(2)
        _bots_only(1 if seed is None else seed, factions, map_, deck, bots, max_turns, out, mode, players, landmarks,
                   hirelings, keep_insurgents, pool)
        return
    from woodland.cli.play import PlaySession, make_console, parse_bots, parse_humans

    pc = make_console()
    try:
        if load is not None:
            _refuse_with_load(ctx)
            s = PlaySession.from_saved(load, humans, bots, console=pc)
        else:
            setup = _setup(factions, map_, deck, mode, players, landmarks, hirelings, keep_insurgents, pool)
            from woodland.core.game import normalize_setup

            setup = normalize_setup(setup)
            game_seed = _fresh_seed() if seed is None else seed
            if "draft" not in setup:
                _reach_note(setup["factions"])
            elif humans is None:  # A.4: a person sits at a random seat of a drafted game
                import random

                humans = random.Random(game_seed).choice(setup["factions"])
            hs = parse_humans(humans, setup["factions"])
            s = PlaySession(setup, game_seed, hs, parse_bots(bots, setup["factions"], hs), console=pc)
    except WoodlandError as e:
        err.print("[red]error:[/]", Text(str(e)), soft_wrap=True)
        raise typer.Exit(2) from None
    s.out_file = out
    raise typer.Exit(s.run())


def _refuse_with_load(ctx: typer.Context) -> None:
    """A saved game keeps its own setup and seed: options that would change them are refused."""
    for name, opt in (("factions", "--factions"), ("map_", "--map"), ("deck", "--deck"), ("mode", "--setup"),
                      ("seed", "--seed"), ("players", "--players"), ("landmarks", "--landmarks"),
                      ("hirelings", "--hirelings"), ("keep_insurgents", "--keep-insurgents"),
                      ("pool", "--pool")):
        src = ctx.get_parameter_source(name)  # by name: typer may bring its own copy of click
        if src is not None and src.name == "COMMANDLINE":
            raise BadInput(opt, "cannot be used with --load: a saved game keeps its own setup and seed")


def _fresh_seed() -> int:
    import random

    return random.SystemRandom().randrange(1, 10**6)


def _bots_only(seed: int, factions: str, map_: str, deck: str, bots: Optional[str], max_turns: int,
               out: Optional[Path], mode: Optional[str] = None, players: Optional[int] = None,
               landmarks: Optional[int] = None, hirelings: Optional[str] = None,
               keep_insurgents: bool = False, pool: Optional[str] = None) -> None:
    from woodland.sim import play_game

    setup = _setup(factions, map_, deck, mode, players, landmarks, hirelings, keep_insurgents, pool)
    from woodland.core.game import normalize_setup

    keys = normalize_setup(setup)["factions"]
    names = _bot_list(bots, keys)
    if players is None:
        _reach_note(keys)
    rec = play_game(setup, seed, names, max_turns=max_turns)
    res = rec["result"]
    played = rec["turns"] + (1 if res is not None else 0)  # the engine counts turns from 0; the last one ended it
    t = Table(title=f"{rec['setup']['map']} · seed {seed} · {played} turns · {len(rec['actions'])} decisions")
    t.add_column("faction")
    t.add_column("score", justify="right")
    if res is not None:
        scores = res["scores"]
    else:  # stopped at the cap: the scores (and, in a draft, the factions chosen so far) where it stopped
        from woodland.core.record import replay

        scores = {f.key: f.score for f in replay(rec).factions}
    for k in (scores if "draft" in rec["setup"] else rec["setup"]["factions"]):  # A.8: the factions drafted
        t.add_row(k, str(scores.get(k, "?")))
    console.print(t)
    if res is None:
        console.print(f"[yellow]unfinished[/]: stopped at the turn cap ({max_turns})")
    else:
        console.print(f"[bold green]{' and '.join(res['winners'])} won[/] ({res['reason']})")
    if out:
        try:
            out.write_text(json.dumps(rec))
        except OSError as e:  # the game is played: keep its record on the screen
            print(json.dumps(rec))
            raise BadInput(str(out), f"cannot write ({e.strerror or e}); the record is printed above") from None
        console.print(f"record written to {out}")


def _bot_list(spec: Optional[str], factions: list[str]) -> Optional[list[str]]:
    """--bots as `play` reads it, checked before any game starts: a bot name per faction."""
    from woodland.cli.play import parse_bots

    if not spec:
        return None
    by_key = parse_bots(spec, factions, [])
    return [by_key[k] for k in factions]


def _open_out(out: Path) -> TextIO:
    try:
        return check_writable(out).open("w")
    except OSError as e:
        raise BadInput(str(out), f"cannot write: {e.strerror or e}") from None


@app.command()
def simulate(
    games: int = typer.Option(100, "--games", "-n", min=1, help="number of games"),
    factions: str = typer.Option("marquise,eyrie", help="comma-separated factions"),
    map_: str = typer.Option("autumn", "--map", help=f"the map: {' or '.join(available_maps())}"),
    deck: str = typer.Option("standard", help=f"the shared deck: {' or '.join(available_decks())}"),
    mode: Optional[str] = typer.Option(None, "--setup", help="standard (5.1) or advanced (Appendix A; the "
                                                             "default for 5-6 players)"),
    seed: int = typer.Option(0, help="seed of the first game (game i uses seed + i)"),
    jobs: int = typer.Option(1, "--jobs", "-j", min=1, help="worker processes"),
    bots: Optional[str] = typer.Option(None, help="bots: one name for every faction, a name per faction, or "
                                                  "faction=name pairs (default: random)"),
    max_turns: int = typer.Option(500, min=1, help="turn cap; capped games are reported as unfinished"),
    out: Optional[Path] = typer.Option(None, help="write every game record here, one JSON per line"),
    backend: str = typer.Option("local", help="local (worker processes) or ray (pip install 'woodland[ray]')"),
    address: Optional[str] = typer.Option(None, help="--backend ray: join this Ray cluster (auto, "
                                                     "ray://host:10001) instead of starting Ray here"),
    players: Optional[int] = typer.Option(None, "--players", help=PLAYERS_HELP),
    landmarks: Optional[int] = typer.Option(None, "--landmarks", help=LANDMARKS_HELP),
    hirelings: Optional[str] = typer.Option(None, "--hirelings", help=_HIRELINGS_HELP),
    keep_insurgents: bool = typer.Option(False, "--keep-insurgents", help=KEEP_INSURGENTS_HELP),
    pool: Optional[str] = typer.Option(None, "--pool", help=POOL_HELP),
) -> None:
    """Play many bot games and report win rates (95 % interval), turns and endings."""
    from woodland.core.game import normalize_setup
    from woodland.sim import BACKENDS, Summary, simulate as run

    setup = normalize_setup(_setup(factions, map_, deck, mode, players, landmarks, hirelings, keep_insurgents,
                                   pool))
    check_seed(seed, "--seed")
    check_seed(seed + games - 1, "--seed")  # game i uses seed + i
    botlist = _bot_list(bots, setup["factions"])
    if backend not in BACKENDS:
        raise BadInput("--backend", f"expected one of {', '.join(BACKENDS)}, got {backend!r}")
    if address and backend != "ray":
        raise BadInput("--address", "only with --backend ray")
    fh = _open_out(out) if out else None
    if "draft" not in setup:
        _reach_note(setup["factions"])
    summary = Summary()
    t0 = time.perf_counter()
    try:
        with Progress(TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=err, transient=False) as prog:
            task = prog.add_task("games", total=games)
            for rec in run(games, setup, seed, botlist, max_turns=max_turns, jobs=jobs, backend=backend,
                           address=address):
                summary.add(rec)
                if fh:
                    fh.write(json.dumps(rec, separators=(",", ":")) + "\n")
                prog.advance(task)
    finally:
        if fh:
            fh.close()
    dt = time.perf_counter() - t0
    mix = f"{setup['players']} players, factions drafted (A.8)" if "draft" in setup else ", ".join(setup["factions"])
    t = Table(title=f"{games} games · {setup['map']} · {mix}")
    for col in ("faction", "wins", "win rate", "95 % interval"):
        t.add_column(col, justify="right" if col != "faction" else "left")
    for k, w, rate, lo, hi in summary.rows():
        t.add_row(k, str(w), f"{rate:.1%}", f"{lo:.1%} – {hi:.1%}")
    console.print(t)
    console.print(f"mean turns: {summary.mean_turns:.1f}   decisions: {summary.decisions}   "
                  f"time: {dt:.1f}s ({summary.decisions / dt:,.0f} decisions/s)")
    console.print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(summary.reasons.items())))
    if out:
        console.print(f"records written to {out}")


@app.command()
def replay(
    file: Path = typer.Argument(..., help="a record (JSON) or a file of records (JSON lines)"),
    step: bool = typer.Option(False, "--step", help="step through the game on the board: Enter next, "
                                                     "b back, a number to jump, q quit"),
    at: Optional[int] = typer.Option(None, "--at", min=0, help="print the board after action N (0: the start)"),
    record: Optional[int] = typer.Option(None, "--record", min=1, help="with --step/--at: which record of a "
                                                                        "JSON-lines file (default: the only one)"),
    rehash: Optional[Path] = typer.Option(None, "--rehash", help="migrate the records to this engine: replay "
                                                                 "their actions and write them to this file with "
                                                                 "fresh state hashes and result"),
) -> None:
    """Re-run game records and report each result or the first divergence; --step or --at show the board."""
    from woodland.core.record import load_records

    records = load_records(file)
    if rehash is not None:
        _rehash(records, rehash)
        return
    if step or at is not None:
        from woodland.cli.viewer import view_record

        raise typer.Exit(view_record(_one_record(records, record, file), at=at, console=console))
    bad = 0
    for i, (line, rec) in enumerate(records):
        name = f"record {i + 1}" if len(records) > 1 else str(file)
        bad += not _replay_one(name, line, rec, batch=len(records) > 1)
    if bad:
        raise typer.Exit(1)


def _rehash(records: list[tuple[int, Any]], out: Path) -> None:
    """Write every record migrated to this engine (core.record.rehash): JSON for one record,
    JSON lines for several."""
    from woodland.core.record import rehash

    migrated = []
    for line, rec in records:
        if isinstance(rec, BadInput):
            raise rec
        try:
            migrated.append(rehash(rec))
        except WoodlandError as e:
            raise BadInput("record" if len(records) == 1 else f"line {line}", str(e)) from None
    with _open_out(out) as f:
        if len(migrated) == 1:
            json.dump(migrated[0], f)
        else:
            f.writelines(json.dumps(m) + "\n" for m in migrated)
    console.print(f"{len(migrated)} record(s) migrated to this engine: {out}")


def _one_record(records: list[Any], k: Optional[int], file: Path) -> Any:
    if k is None and len(records) > 1:
        raise BadInput("--record", f"{file} holds {len(records)} records: say which one to show")
    if k is not None and k > len(records):
        raise BadInput("--record", f"{file} holds {len(records)} record(s), not {k}")
    line, rec = records[(k or 1) - 1]
    if isinstance(rec, BadInput):
        raise rec
    return rec


def _replay_one(name: str, line: int, rec: object, batch: bool) -> bool:
    """Replay one record of a file and print how it went; False if it did not replay. In a
    batch, a record that cannot be read is reported like a divergence and the others go on;
    a file of one record that is not a record is an error (exit 2)."""
    from woodland.core.errors import ReplayDivergence
    from woodland.core.record import replay as run

    try:
        if isinstance(rec, BadInput):
            raise rec
        g = run(rec)
    except WoodlandError as e:
        if not batch and not isinstance(e, ReplayDivergence):
            raise
        # a record that is not one: say on which line (a JSON error names its line itself)
        where = f" (line {line})" if not isinstance(e, ReplayDivergence) and rec is not e else ""
        console.print(Text(printable(f"{name}{where}: {e}"), style="red"))
        return False
    res = g.result
    if res is None:
        console.print(f"{name}: replayed {g.steps} actions exactly; game not over (turn {g.turn})")
    else:
        console.print(Text(f"{name}: replayed {g.steps} actions exactly; {' and '.join(res['winners'])} won "
                           f"({res['reason']}), scores {res['scores']}"))
    return True


@app.command("explain")
def explain_cmd(
    position: Path = typer.Argument(..., help="a position file (JSON, or YAML with PyYAML): docs/position-format.md"),
    action: Optional[str] = typer.Argument(None, help="an action to check, e.g. \"move 1->5\""),
    then: bool = typer.Option(False, "--then", help="apply the action (if legal) and show the result"),
    seed: Optional[int] = typer.Option(None, help="seed for what is random after the position (dice...)"),
    dice: Optional[str] = typer.Option(None, help="the next dice, comma-separated, e.g. 3,1 (a battle: "
                                                  "the higher to the attacker, 4.3.3)"),
    as_json: bool = typer.Option(False, "--json", help="print the answer as JSON"),
) -> None:
    """The rules oracle: the pending decision and every legal action, or why an action is illegal."""
    from woodland.core.errors import BadInput
    from woodland.oracle import explain

    try:
        scripted = [int(x) for x in dice.split(",")] if dice is not None else None
    except ValueError:
        raise BadInput("--dice", f"expected numbers separated by commas (e.g. 3,1), got {dice!r}") from None
    e = explain(position, action, then=then, seed=seed, dice=scripted)
    if as_json:
        console.print_json(data=e.to_json())
        if e.legal is False:
            raise typer.Exit(1)
        return
    d = e.decision
    if d is None:
        console.print("The game is over.")
    else:
        console.print(Text(f"{d['faction']} decides ({d['kind']}): {d['prompt']}"
                           + (f"  [Law {d['rule']}]" if d["rule"] else "")))
    console.print(Text(_rule_line(e.rulers)))
    if action is None or not e.legal or not then:
        t = Table(title=f"legal actions ({sum(len(v) for v in e.actions.values())})", show_header=False)
        t.add_column("kind", style="bold")
        t.add_column("actions")
        for kind, acts in e.actions.items():
            t.add_row(kind, Text("\n".join(acts)))
        console.print(t)
    if action is not None:
        if e.legal:
            # the steps taken for it, when they are not just the action as written
            through = f" (steps: {'; '.join(e.steps)})" if e.steps != [e.action] else ""
            console.print(Text(f"legal: {action}{through}", style="green"))
        else:
            cite = f" (Law {', '.join(e.rules)})" if e.rules else ""
            console.print(Text(f"illegal: {action}: {e.reason}{cite}", style="red"))
            for way in e.choices:
                console.print(Text(f"  say: {'; '.join(way)}"))
            raise typer.Exit(1)
    if then and e.after is not None:
        from woodland.cli.render import clearing_table, players_table, print_screen

        for line in e.random:
            console.print(Text(f"random: {line}", style="yellow"))
        for b in e.hits:
            console.print(Text(_hits_line(b)))
        g = e.game
        assert g is not None
        print_screen(console, clearing_table(e.after["view"], g.map))
        console.print(Text(_rule_line(e.after["rulers"])))
        print_screen(console, players_table(e.after["view"]))
        nd = e.after["decision"]
        if nd is None:
            console.print(f"The game is over: {e.after['result']}")
        else:
            console.print(Text(f"next: {nd['faction']} decides ({nd['kind']}): {nd['prompt']}"))
            for kind, acts in e.after["actions"].items():
                console.print(Text(f"  {kind}: " + " | ".join(acts)))


def _rule_line(ruled: list[dict[str, Any]]) -> str:
    """Who rules each clearing (2.5), ties the ruler wins named (7.2.2), rule with hireling
    pieces too (H.3.1)."""
    how = {"2.5": "", "7.2.2": " (tie won, 7.2.2)", "H.3.1": " (with hireling pieces, H.3.1)"}
    parts = [f"{r['clearing']} {r['faction']}" + how.get(r["rule"], f" ({r['rule']})") for r in ruled]
    return "rule (2.5): " + (", ".join(parts) if parts else "nobody rules any clearing")


def _hits_line(b: dict[str, Any]) -> str:
    """One battle's hits: per side the die, the rolled hits (at most its warriors, 4.3.3) and
    the extra hits (4.3.5)."""
    def side(s: dict[str, Any], other: str) -> str:
        capped = f" (at most {s['rolled_hits']}, 4.3.3)" if s["rolled_hits"] < s["die"] else ""
        return (f"{s['faction']} rolled {s['die']}: {s['rolled_hits']} rolled hit(s){capped} + "
                f"{s['extra_hits']} extra = {s['hits_dealt']} hit(s) to {other}")
    a, d = b["attacker"], b["defender"]
    return f"hits in {b['clearing']}: {side(a, d['faction'])}; {side(d, a['faction'])}"


@app.command("law-coverage")
def law_coverage(
    min_pct: Optional[float] = typer.Option(None, "--min", help="exit non-zero below this percentage"),
    chapters: Optional[str] = typer.Option(None, help="chapters to count, e.g. 1-7,M (default: all)"),
    tests: Path = typer.Option(Path("tests"), help="the test folder to scan"),
    missing: bool = typer.Option(False, help="list the rule ids without a test"),
) -> None:
    """Count the Law rule ids that have at least one test marked @pytest.mark.law."""
    from woodland.lawcov import coverage

    rows, hit, total = coverage(tests, chapters)
    t = Table(title="Law coverage")
    t.add_column("chapter")
    t.add_column("tested", justify="right")
    t.add_column("%", justify="right")
    if missing:
        t.add_column("missing")
    for ch, h, n, miss in rows:
        cells = [ch, f"{h} / {n}", f"{100 * h / n:.0f}"]
        if missing:
            cells.append(" ".join(miss))
        t.add_row(*cells)
    console.print(t)
    pct = 100 * hit / total if total else 0.0
    console.print(f"total: {hit} / {total} ({pct:.1f} %)")
    if min_pct is not None and pct < min_pct:
        err.print(f"[red]coverage {pct:.1f} % is below --min {min_pct:g} %[/]")
        raise typer.Exit(1)


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", help="address to listen on (0.0.0.0: every interface)"),
    port: int = typer.Option(8000, min=1, max=65535, help="port to listen on"),
    db: str = typer.Option("sqlite:///woodland-games.sqlite",
                           help="where games are kept: an SQLAlchemy URL (an SQLite file by default; "
                                "postgresql+psycopg://user:pw@host/db for a shared server)"),
) -> None:
    """Serve games over HTTP: the JSON API (docs at /docs). See docs/server.md."""
    try:
        import uvicorn

        from woodland.server.app import create_app
    except ImportError as e:
        err.print(f"[red]error:[/] the server needs its extra: pip install 'woodland[web]' ({e.name} is missing)",
                  soft_wrap=True)
        raise typer.Exit(2) from None
    try:
        application = create_app(db)
    except Exception as e:  # a bad URL or an unreachable database: one line
        err.print("[red]error:[/]", Text(f"cannot open the game store {db!r}: {e}"), soft_wrap=True)
        raise typer.Exit(2) from None
    console.print(f"woodland serves on http://{host}:{port}/  (API docs: http://{host}:{port}/docs)")
    uvicorn.run(application, host=host, port=port, log_level="warning")


@app.command()
def tournament(
    bots: str = typer.Option("heuristic,random", help="the entrants: comma-separated bot names "
                                                     "(heuristic, random, ismcts:200, ismcts:1s...)"),
    factions: str = typer.Option("marquise,eyrie,alliance,vagabond", help="the pool of factions the mixes "
                                                                           "are drawn from"),
    players: Optional[int] = typer.Option(None, min=2, help="seats per game (default: as many as entrants "
                                                             "and factions allow)"),
    format_: str = typer.Option("round-robin", "--format", help="round-robin or swiss"),
    games: int = typer.Option(1, "--games", "-n", min=1, help="round robin: how many times each pairing is played"),
    rounds: int = typer.Option(5, min=1, help="swiss: the number of rounds"),
    map_: str = typer.Option("autumn", "--map", help="autumn or winter"),
    deck: str = typer.Option("standard", help=f"the shared deck: {' or '.join(available_decks())}"),
    seed: int = typer.Option(0, help="seed of the first game (each game gets the next)"),
    jobs: int = typer.Option(1, "--jobs", "-j", min=1, help="worker processes"),
    max_turns: int = typer.Option(500, min=1, help="turn cap; capped games are a tie for everyone"),
    out: Path = typer.Option(Path("tournament.json"), help="the results file (JSON: standings and every game)"),
) -> None:
    """A round robin or Swiss tournament of bots: OpenSkill ratings and win rates (95 % interval)."""
    from woodland import tournament as tm
    from woodland.bots import check_bot_name

    entrants = [x.strip() for x in bots.split(",") if x.strip()]
    pool = [x.strip() for x in factions.split(",") if x.strip()]
    for e in entrants:
        check_bot_name(e, "--bots")
    n = players or min(len(entrants), len(pool))
    base = _setup("", map_, deck)
    base.pop("factions")
    tm.check(entrants, pool, n, format_)
    from woodland.core.faction import FACTIONS

    checks = [("--map", map_, available_maps()), ("--deck", deck, available_decks())]
    for what, name, known in checks + [("--factions", k, sorted(FACTIONS)) for k in pool]:
        if name not in known:
            raise BadInput(what, f"unknown {what[2:].rstrip('s')} {name!r} (known: {', '.join(known)})")
    check_seed(seed, "--seed")
    out = check_writable(out)  # before any game: a finished tournament is never lost
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  TextColumn("{task.fields[leader]}"), console=err, transient=False) as prog:
        task = prog.add_task("tournament", total=0, leader="")

        def started(k: int) -> None:
            prog.update(task, total=(prog.tasks[0].total or 0) + k)

        def played(p: Any, rec: dict[str, Any]) -> None:
            won = (rec.get("result") or {}).get("winners") or []
            who = [e for e, k in zip(p.entrants, p.factions) if k in won]
            prog.update(task, advance=1, leader=f"last game won by {', '.join(who) or 'nobody (turn cap)'}")

        t = tm.run(entrants, pool, base, n, format_, games=games, rounds=rounds, seed=seed, max_turns=max_turns,
                   jobs=jobs, started=started, played=played)
    about = {"format": format_, "entrants": entrants, "factions": pool, "players": n, "map": map_, "deck": deck,
             "seed": seed, "max_turns": max_turns}
    try:
        out.write_text(json.dumps(t.to_json(**about), indent=1) + "\n")
    except OSError as why:
        raise BadInput(str(out), f"cannot write: {why.strerror or why}") from None
    table = Table(title=f"{format_} · {len(t.games)} games · {n} players · {map_}")
    for col in ("entrant", "rating μ ± σ", "ordinal", "wins", "win rate", "95 % interval"):
        table.add_column(col, justify="left" if col == "entrant" else "right")
    facs = sorted({k for st in t.standings.values() for k in st.by_faction})
    by_faction = Table(title="wins / games by faction")
    for col in ["entrant", *facs]:
        by_faction.add_column(col, justify="left" if col == "entrant" else "right")
    for e in t.order():
        st = t.standings[e]
        lo, hi = st.interval()
        table.add_row(e, f"{st.mu:.1f} ± {st.sigma:.1f}", f"{st.ordinal:.1f}", f"{st.wins}/{st.games}",
                      f"{st.wins / st.games if st.games else 0:.1%}", f"{lo:.1%} – {hi:.1%}")
        by_faction.add_row(e, *("{}/{}".format(*st.by_faction.get(k, (0, 0))) for k in facs))
    console.print(table)
    console.print(by_faction)
    console.print(f"results written to {out}")


@app.command()
def analyze(
    file: Path = typer.Argument(..., help="game records, one JSON per line (simulate --out)"),
    out: Path = typer.Option(Path("report"), help="the folder for the plots, index.html and summary.json"),
) -> None:
    """A balance report of game records: win rates (95 % interval) by faction, player count, map and
    seat; score by round; game length; how games end. Plots need pip install 'woodland[analyze]'."""
    from woodland.analyze import report

    with err.status("replaying the records"):
        s = report(file, out)
    console.print(f"{s['games']} games: " + ", ".join(f"{k} {r['rate']:.1%}" for k, r in s["win_rate"].items()))
    if s["unreadable"]:
        err.print(Text(f"note: {len(s['unreadable'])} record(s) could not be read, e.g. {s['unreadable'][0]}",
                       style="yellow"))
    console.print(f"report written to {out / 'index.html'}")


from woodland.cli.rootlog import app as _rootlog_app  # noqa: E402

app.add_typer(_rootlog_app, name="rootlog")


def main() -> None:
    """Entry point: errors the user can fix print one line, never a traceback."""
    try:
        app(standalone_mode=True)
    except WoodlandError as e:
        err.print("[red]error:[/]", Text(printable(str(e))))
        sys.exit(2)
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)


if __name__ == "__main__":
    main()
