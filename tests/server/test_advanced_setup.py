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


@pytest.mark.law("L")
def test_a_landmarks_tooltip_and_legend_come_from_the_landmark_itself() -> None:
    """The browser's tooltip (``landmark_words`` of the view the server sends) and the
    terminal's legend say what the landmark says of itself (title, what lies on its card,
    summary, rule): a landmark no client names (the Spire, made up here) is told in full,
    and the browser's script names none of them."""
    from woodland.cli.render import legend
    from woodland.core.landmark import LANDMARKS, Landmark
    from woodland.server.words import add_words
    from woodland.testing import game_with

    class Spire(Landmark):
        key = "test_spire"
        title = "the Spire"
        summary = "a made-up landmark of this test"
        rule = "L"

    try:
        g = game_with(["marquise", "eyrie"], player="marquise", empty_hands=True)
        g.landmarks.update({"test_spire": 4, "legendary_forge": 7})
        LANDMARKS["legendary_forge"].set_up(g, 7)
        g.abilities_changed()
        words = add_words(g.view(0))["landmark_words"]
        assert words["test_spire"] == "the Spire: a made-up landmark of this test (L)"
        assert words["legendary_forge"] == ("the Legendary Forge (sword, sword, crossbow, hammer): its items are "
                                            "crafted only with a piece of yours there, for 1 more VP and a card (L)")
        assert f" · [Spire] = {words['test_spire']}" in legend(g.view(0))
        assert "landmark_words" not in add_words(game_with(["marquise", "eyrie"], player="marquise").view(0))
    finally:
        del LANDMARKS["test_spire"]
    script = (Path(__file__).parents[2] / "woodland" / "server" / "static" / "game.js").read_text()
    assert not [lm.title for lm in LANDMARKS.values() if lm.title.removeprefix("the ") in script]
