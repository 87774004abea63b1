"""The game store (woodland/server/store.py) on each database it supports: an SQLite file,
and PostgreSQL when ``WOODLAND_POSTGRES_URL`` names a database to test on (.ci/run starts
one; without it those tests are skipped), e.g.
``postgresql+psycopg://woodland:woodland@localhost/woodland_test``. Each PostgreSQL test
works in a schema of its own, dropped afterwards."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from woodland.core.validate import MAX_SEED
from woodland.server.app import create_app
from woodland.server.store import Conflict, Store

POSTGRES = os.environ.get("WOODLAND_POSTGRES_URL")


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.sqlite'}"
        return
    if not POSTGRES:
        pytest.skip("WOODLAND_POSTGRES_URL is not set (a PostgreSQL database to test the store on)")
    schema = "test_" + secrets.token_hex(6)
    admin = create_engine(POSTGRES)
    with admin.begin() as c:
        c.execute(text(f"CREATE SCHEMA {schema}"))
    try:
        yield POSTGRES + ("&" if "?" in POSTGRES else "?") + f"options=-csearch_path%3D{schema}"
    finally:
        with admin.begin() as c:
            c.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


def test_the_store_keeps_games_and_steps(url: str) -> None:
    st = Store(url)
    seats = [{"faction": "marquise", "player": "human", "token": "t"}]
    st.create("g1", {"map": "autumn", "factions": ["marquise"]}, MAX_SEED, seats)
    st.append("g1", 0, [("keep 1", "h1"), ("place sawmill 1", "h2")])
    with pytest.raises(Conflict):  # step 1 is stored: another request came first
        st.append("g1", 1, [("other", "h3")])
    st.append("g1", 2, [("end", "h3")])
    st.truncate("g1", 2)  # an undo
    got = st.load("g1")
    assert got is not None and got.seed == MAX_SEED and got.seats == seats
    assert got.actions == ["keep 1", "place sawmill 1"] and got.hashes == ["h1", "h2"]
    assert st.ids() == ["g1"] and st.load("nope") is None
    st.engine.dispose()


def test_a_server_on_the_database_loses_nothing_when_restarted(url: str) -> None:
    """Any seed (up to 2^64 - 1), bots, a restart, and a second server that acted on a game
    another moved on: 409, and the game reloads as stored."""
    c = TestClient(create_app(url))
    r = c.post("/api/games", json={"factions": ["marquise", "eyrie"], "seed": MAX_SEED, "players": {"eyrie": "random"}})
    assert r.status_code == 201, r.text
    gid, tok = r.json()["id"], r.json()["seats"]["marquise"]
    other = TestClient(create_app(url))  # a second server process on the same database
    first = other.get(f"/api/games/{gid}", params={"token": tok}).json()
    for _ in range(5):
        v = c.get(f"/api/games/{gid}", params={"token": tok}).json()
        assert c.post(f"/api/games/{gid}/actions", params={"token": tok},
                      json={"action": v["pending"]["options"][0]}).status_code == 200
    now = c.get(f"/api/games/{gid}", params={"token": tok}).json()
    stale = other.post(f"/api/games/{gid}/actions", params={"token": tok},
                       json={"action": first["pending"]["options"][0]})
    assert stale.status_code == 409 and "reload" in stale.json()["error"]
    again = other.get(f"/api/games/{gid}", params={"token": tok}).json()
    restarted = TestClient(create_app(url)).get(f"/api/games/{gid}", params={"token": tok}).json()
    for v in (now, again, restarted):
        v.pop("undo")  # the memory of one server
    assert again == now == restarted
