"""The server creates and plays games of the Advanced Setup (Appendix A): the factions
drafted (A.8; the players named seat1...), landmarks (A.5) and hirelings (A.6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from woodland.server.app import create_app


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


@pytest.fixture
def client(db: str) -> TestClient:
    return TestClient(create_app(db))


def view(c: TestClient, gid: str, token: str) -> dict[str, Any]:
    r = c.get(f"/api/games/{gid}", params={"token": token})
    assert r.status_code == 200, r.text
    return dict(r.json())


@pytest.mark.law("A.8.3", "A.6.1")
def test_a_drafted_game_is_created_and_its_players_draft_through_the_api(client: TestClient, db: str) -> None:
    r = client.post("/api/games", json={"factions": ["seat1", "seat2", "seat3"], "setup": "advanced", "draft": True,
                                        "landmarks": 1, "hirelings": "random", "seed": 4,
                                        "players": {"seat3": "heuristic"}})
    assert r.status_code == 201, r.text
    g = r.json()
    assert sorted(g["seats"]) == ["seat1", "seat2"]  # the bot's seat has no token
    for _ in range(80):
        if not any(p["faction"].startswith("seat") for p in view(client, g["id"], g["seats"]["seat1"])["players"]):
            break  # every player has chosen a faction
        for tok in g["seats"].values():
            p = view(client, g["id"], tok)["pending"]
            if p and p.get("options"):
                r = client.post(f"/api/games/{g['id']}/actions", params={"token": tok},
                                json={"action": p["options"][0]})
                assert r.status_code == 200, r.text
                break
        else:
            break
    v = view(client, g["id"], g["seats"]["seat1"])
    assert not v["faction"].startswith("seat") and len(v["hirelings"]["cards"]) == 3
    assert all(not p["faction"].startswith("seat") for p in v["players"])
    listed = client.get("/api/games").json()[0]
    assert listed["players"] == {"seat1": "human", "seat2": "human", "seat3": "heuristic"}
    again = TestClient(create_app(db))  # a server restarted rebuilds the game from its rows
    assert view(again, g["id"], g["seats"]["seat1"])["faction"] == v["faction"]


def test_a_bad_advanced_setup_is_refused_with_its_reason(client: TestClient) -> None:
    r = client.post("/api/games", json={"factions": ["marquise", "eyrie"], "hirelings": "random"})
    assert r.status_code == 422 and "Advanced Setup" in r.json()["error"]
    r = client.post("/api/games", json={"factions": ["seat1", "seat2"], "setup": "advanced", "draft": True,
                                        "landmarks": 3})
    assert r.status_code == 422 and r.json()["error"].startswith("setup.landmarks.count")
