"""Bot games and mass simulation (the library behind ``woodland simulate``)."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence, TypeVar

from woodland.bots import make_bot
from woodland.core.errors import BadInput, WoodlandError
from woodland.core.game import Game
from woodland.core.record import Recorder
from woodland.core.rng import Rng

DEFAULT_MAX_TURNS = 500
W = TypeVar("W")
R = TypeVar("R")


class Observation:
    """What a bot gets: its seat's view (computed on demand) and determinization.
    A bot never touches the game itself, so it cannot peek at hidden information."""

    __slots__ = ("_g", "seat", "_v")

    def __init__(self, g: Game, seat: int) -> None:
        self._g = g
        self.seat = seat
        self._v: dict[str, Any] | None = None

    def view(self) -> dict[str, Any]:
        if self._v is None:
            self._v = self._g.view(self.seat)
        return self._v

    def determinize(self, rng: Rng | int) -> Game:
        return self._g.determinize(self.seat, rng)


def play_game(setup: dict[str, Any], seed: int, bots: Sequence[str] | None = None,
              max_turns: int = DEFAULT_MAX_TURNS, hashes: bool = True) -> dict[str, Any]:
    """Play one bot game and return its record. ``bots`` names a bot per faction of
    ``setup["factions"]`` (default: all random). A game stopped by ``max_turns`` has
    ``"unfinished": true`` and no winner."""
    rec = Recorder(setup, seed, hashes=hashes)
    g = rec.game
    keys = list(g.setup["factions"])
    names = list(bots) if bots else ["random"]
    if len(names) == 1:
        names = names * len(keys)  # one name for every seat, as `play --bots` takes it
    if len(names) != len(keys):
        raise BadInput("bots", f"expected one bot name or {len(keys)} (one per faction), got {len(names)}")
    by_key = {k: make_bot(nm, seed * 7919 + i + 1) for i, (k, nm) in enumerate(zip(keys, names))}
    by_seat = [by_key[f.key] for f in g.factions]
    while g.pending is not None and g.turn < max_turns:
        p = g.pending
        rec.apply(by_seat[p.seat].decide(Observation(g, p.seat), p.options))
    return rec.record(unfinished=g.result is None, turns=g.turn, bots=dict(zip(keys, names)))


class GameFailed(WoodlandError):
    """A simulated game stopped on an engine error; names its seed to reproduce it."""

    def __init__(self, seed: int, why: str) -> None:
        self.seed = seed
        super().__init__(f"the game with seed {seed} failed: {why} (it replays with woodland play "
                         f"--bots-only --seed {seed} and the same --factions and --bots)")


def _play_args(args: tuple[dict[str, Any], int, list[str] | None, int, bool]) -> dict[str, Any]:
    try:
        return play_game(*args)
    except WoodlandError:
        raise
    except Exception as e:  # an engine bug: end the run with one line naming the game
        raise GameFailed(args[1], f"{type(e).__name__}: {e}") from e


BACKENDS = ("local", "ray")


def simulate(n: int, setup: dict[str, Any], seed: int = 0, bots: Sequence[str] | None = None,
             max_turns: int = DEFAULT_MAX_TURNS, jobs: int = 1, hashes: bool = True,
             backend: str = "local", address: str | None = None) -> Iterator[dict[str, Any]]:
    """Play ``n`` games with seeds ``seed .. seed + n - 1``; yields records in seed order.
    ``backend="ray"`` plays them as Ray tasks (:func:`in_ray`), with the same records."""
    work = [(setup, seed + i, list(bots) if bots else None, max_turns, hashes) for i in range(n)]
    if backend not in BACKENDS:
        raise BadInput("backend", f"expected one of {', '.join(BACKENDS)}, got {backend!r}")
    if backend == "ray":
        yield from in_ray(_play_args, work, jobs, address)
        return
    if jobs <= 1:
        for w in work:
            yield _play_args(w)
        return
    yield from in_workers(_play_args, work, jobs)


def in_workers(fn: Callable[[W], R], work: list[W], jobs: int) -> Iterator[R]:
    """``fn`` over ``work`` on ``jobs`` processes, results in order. The first error (raised
    in a worker, or a worker that died) ends the run: it is raised here and the other games
    stop. (A process pool, unlike multiprocessing.Pool, notices a dead worker instead of
    waiting for it forever.)"""
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    ex = ProcessPoolExecutor(jobs, mp_context=mp.get_context("spawn"))
    try:
        yield from ex.map(fn, work, chunksize=max(1, min(16, len(work) // (jobs * 4) or 1)))
    except BrokenProcessPool as e:
        raise WoodlandError(f"the simulation stopped: a worker process died ({e})") from None
    finally:
        procs = list((getattr(ex, "_processes", None) or {}).values())
        ex.shutdown(wait=False, cancel_futures=True)
        for p in procs:  # stop the games still running: nobody will read them
            p.terminate()


def in_ray(fn: Callable[[W], R], work: list[W], jobs: int = 1, address: str | None = None) -> Iterator[R]:
    """``fn`` over ``work`` as Ray tasks, results in order. Without ``address`` Ray starts on
    this machine (``jobs`` CPUs if more than one, else every core); with one it joins that
    cluster (``auto``, ``ray://host:10001``), whose workers need woodland installed. At most
    twice as many tasks as CPUs are in flight. An error in a task is raised here."""
    import logging

    try:
        import ray
        from ray.exceptions import RayError, RayTaskError
    except ImportError:
        raise BadInput("backend", "the ray backend needs Ray: pip install 'woodland[ray]'") from None
    if not ray.is_initialized():
        try:
            ray.init(address=address, num_cpus=jobs if jobs > 1 and address is None else None,
                     include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR,
                     runtime_env={"env_vars": {"PYTHONPATH": _package_root()}} if address is None else None)
        except (ConnectionError, RayError, ValueError) as e:
            raise WoodlandError(f"cannot start or join Ray{f' at {address}' if address else ''}: {e}") from None
    task = ray.remote(fn)
    width = max(1, 2 * int(ray.cluster_resources().get("CPU", 1)))
    pending: list[Any] = []
    it = iter(work)
    try:
        while True:
            pending.extend(task.remote(w) for w in itertools.islice(it, width - len(pending)))
            if not pending:
                return
            yield ray.get(pending.pop(0))
    except RayTaskError as e:
        cause = e.cause if isinstance(getattr(e, "cause", None), WoodlandError) else None
        raise (cause or WoodlandError(f"a Ray task failed: {e}")) from None
    finally:
        for ref in pending:  # stop the games nobody will read
            ray.cancel(ref, force=True)


def _package_root() -> str:
    """The folder holding this woodland package, for local Ray workers to import the same code."""
    import os

    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.pathsep.join([here, *filter(None, [os.environ.get("PYTHONPATH")])])


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a proportion k/n."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


@dataclass
class Summary:
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    reasons: dict[str, int] = field(default_factory=dict)
    turns: list[int] = field(default_factory=list)
    decisions: int = 0

    def add(self, rec: dict[str, Any]) -> None:
        self.games += 1
        self.decisions += len(rec["actions"])
        res = rec.get("result")
        # A.8: a drafted game names its players, not its factions; those drafted are in the result
        played = (res["scores"] if res else ()) if "draft" in rec["setup"] else rec["setup"]["factions"]
        for k in played:
            self.wins.setdefault(k, 0)
        if rec.get("unfinished") or res is None:
            self.reasons["unfinished (turn cap)"] = self.reasons.get("unfinished (turn cap)", 0) + 1
        else:
            for w in res["winners"]:
                self.wins[w] = self.wins.get(w, 0) + 1
            self.reasons[res["reason"]] = self.reasons.get(res["reason"], 0) + 1
        self.turns.append(rec.get("turns", 0))

    def rows(self) -> list[tuple[str, int, float, float, float]]:
        out = []
        for k, w in sorted(self.wins.items(), key=lambda kv: -kv[1]):
            lo, hi = wilson(w, self.games)
            out.append((k, w, w / self.games if self.games else 0.0, lo, hi))
        return out

    @property
    def mean_turns(self) -> float:
        return sum(self.turns) / len(self.turns) if self.turns else 0.0
