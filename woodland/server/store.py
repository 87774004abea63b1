"""Where the server keeps its games: one small interface over SQLAlchemy.

A game is its creation (setup, seed, seats) plus the list of actions taken, each stored
with the fingerprint of the state it produced. The engine replays exactly, so these rows
are the whole game: a restarted server rebuilds every game from them, checking each
fingerprint. An action is one row, written in one transaction, so a crash mid-request
leaves every game at a state it really reached.

SQLite (a file) is the default; any SQLAlchemy URL works, e.g. a shared PostgreSQL server:
``postgresql+psycopg://user:password@host/woodland`` (docs/server.md; the driver, psycopg,
comes with the ``web`` extra). tests/server/test_store.py runs against both.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    JSON,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    create_engine,
    delete,
    insert,
    select,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

META = MetaData()

GAMES = Table(
    "games", META,
    Column("id", String(32), primary_key=True),
    Column("created", Float, nullable=False),
    Column("setup", JSON, nullable=False),
    #: as text: a seed goes up to 2^64 - 1, more than a database's signed 64-bit integer
    Column("seed", String(20), nullable=False),
    #: per seat (in the order of setup["factions"]): {"faction", "player": "human"|bot name, "token"}
    Column("seats", JSON, nullable=False),
)

ACTIONS = Table(
    "actions", META,
    Column("game", String(32), ForeignKey("games.id"), primary_key=True),
    Column("n", Integer, primary_key=True),
    Column("action", String, nullable=False),
    #: the fingerprint of the state the action produced (core.game.Game.fingerprint)
    Column("hash", String(32), nullable=False),
)


@dataclass
class StoredGame:
    id: str
    created: float
    setup: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    actions: list[str]
    hashes: list[str]


class Conflict(Exception):
    """Another request stored step ``n`` first."""


class Store:
    """The games of one server. ``url`` is an SQLAlchemy database URL."""

    def __init__(self, url: str) -> None:
        self.url = url
        kw: dict[str, Any] = {}
        if url.startswith("sqlite"):
            kw["connect_args"] = {"check_same_thread": False}
        self.engine: Engine = create_engine(url, **kw)
        META.create_all(self.engine)

    def create(self, gid: str, setup: dict[str, Any], seed: int, seats: list[dict[str, Any]]) -> None:
        with self.engine.begin() as c:
            c.execute(insert(GAMES).values(id=gid, created=time.time(), setup=setup, seed=str(seed), seats=seats))

    def append(self, gid: str, n: int, steps: list[tuple[str, str]]) -> None:
        """Store ``steps`` (action, fingerprint) as steps ``n``, ``n + 1``... (0-based) of game
        ``gid``, all or none; :class:`Conflict` if one exists."""
        rows = [{"game": gid, "n": n + i, "action": a, "hash": h} for i, (a, h) in enumerate(steps)]
        try:
            with self.engine.begin() as c:
                c.execute(insert(ACTIONS), rows)
        except IntegrityError as e:
            raise Conflict(f"step {n} of game {gid} is already stored") from e

    def truncate(self, gid: str, n: int) -> None:
        """Forget the steps of game ``gid`` from step ``n`` on (an undo), in one transaction."""
        with self.engine.begin() as c:
            c.execute(delete(ACTIONS).where(ACTIONS.c.game == gid, ACTIONS.c.n >= n))

    def ids(self) -> list[str]:
        with self.engine.connect() as c:
            return [r[0] for r in c.execute(select(GAMES.c.id).order_by(GAMES.c.created))]

    def load(self, gid: str) -> StoredGame | None:
        with self.engine.connect() as c:
            row = c.execute(select(GAMES).where(GAMES.c.id == gid)).first()
            if row is None:
                return None
            acts = c.execute(select(ACTIONS.c.action, ACTIONS.c.hash).where(ACTIONS.c.game == gid)
                             .order_by(ACTIONS.c.n)).all()
        setup = row.setup if isinstance(row.setup, dict) else json.loads(row.setup)
        seats = row.seats if isinstance(row.seats, list) else json.loads(row.seats)
        return StoredGame(row.id, row.created, setup, int(row.seed), seats,
                          [a for a, _h in acts], [h for _a, h in acts])
