"""What the server shows a spectator, and the steps it shows one by one: a read-only
link sees only what everyone may know (core/observe.py's public view), live."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from woodland.bots import make_bot
from woodland.cli.play import telling
from woodland.cli.render import log_text
from woodland.cli.story import SPECTATOR, Narrator
from woodland.core.game import Game
from woodland.core.observe import public_view
from woodland.server.app import create_app
from woodland.sim import Observation

#: what the server adds to a view (the log, undo, ids, the boards in words)
ADDED = ("log", "undo", "game", "step", "players_kind")
WORDS = ("title", "summary", "subtitle", "picture", "clearing_notes")


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    return TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite'}"))


def engine_part(v: dict[str, Any]) -> dict[str, Any]:
    v = {k: x for k, x in v.items() if k not in ADDED}
    v["players"] = [{k: x for k, x in p.items() if k not in WORDS} for p in v["players"]]
    return v


def play(c: TestClient, gid: str, tok: str, n: int) -> None:
    """The seat takes its last option ``n`` times (the bots answer)."""
    for _ in range(n):
        v = c.get(f"/api/games/{gid}", params={"token": tok}).json()
        if v["pending"] is None:
            return
        c.post(f"/api/games/{gid}/actions", params={"token": tok}, json={"action": v["pending"]["options"][-1]})


def test_a_spectator_sees_exactly_the_public_view_and_follows_the_game(client: TestClient) -> None:
    c = client
    app = c.app
    g = c.post("/api/games", json={"factions": ["marquise", "alliance", "vagabond"], "seed": 3,
                                   "players": {"alliance": "random", "vagabond": "random"}}).json()
    gid, tok = g["id"], g["seats"]["marquise"]
    live = app.state.games.get(gid)  # type: ignore[attr-defined]
    for _ in range(3):
        play(c, gid, tok, 5)
        seen = c.get(f"/api/games/{gid}/public").json()
        assert seen["step"] == live.steps and seen["faction"] is None and seen["undo"] is False
        assert engine_part(seen) == json.loads(json.dumps(public_view(live.game)))
        # nothing of any seat: no hand (none is public here), no options, no private fields
        assert all("hand" not in p and "secret" not in p and "known" not in p for p in seen["players"])
        assert seen["pending"] is None or "options" not in seen["pending"]
        assert "seed" not in json.dumps(seen)
        # a step of the past, without a token: the public view then too
        past = c.get(f"/api/games/{gid}/steps/{live.steps - 3}").json()
        assert past["faction"] is None and all("hand" not in p for p in past["players"])
    # the seat's own view holds its hand; the spectator's page is read only
    assert "hand" in next(p for p in c.get(f"/api/games/{gid}", params={"token": tok}).json()["players"]
                          if p["faction"] == "marquise")
    assert c.get(f"/watch/{gid}").status_code == 200
    assert c.post(f"/api/games/{gid}/actions", json={"action": "end"}).status_code == 403


def test_frames_are_each_steps_public_pieces_with_the_readers_log(client: TestClient) -> None:
    c = client
    app = c.app
    g = c.post("/api/games", json={"factions": ["marquise", "eyrie"], "seed": 5,
                                   "players": {"eyrie": "random"}}).json()
    gid, tok = g["id"], g["seats"]["marquise"]
    play(c, gid, tok, 8)
    live = app.state.games.get(gid)  # type: ignore[attr-defined]
    mine = c.get(f"/api/games/{gid}/frames", params={"token": tok, "after": 2}).json()
    public = c.get(f"/api/games/{gid}/frames", params={"after": 2}).json()
    steps = [f["step"] for f in mine["frames"]]
    assert steps == list(range(3, live.steps + 1)) == [f["step"] for f in public["frames"]]
    assert [f["faction"] for f in mine["frames"]] == [live.game.faction_key(s) for s in live.deciders[2:]]
    # the last frame's pieces are the present view's
    now = c.get(f"/api/games/{gid}", params={"token": tok}).json()
    assert mine["frames"][-1]["clearings"] == now["clearings"]
    # the log of each step as its reader may read it: "you" for the seat, the key for a spectator
    own = next(f for f in mine["frames"] if f["faction"] == "marquise")
    assert own["log"][0].startswith("you:")
    assert next(f for f in public["frames"] if f["step"] == own["step"])["log"][0].startswith("marquise:")
    assert c.get(f"/api/games/{gid}/frames", params={"token": "nope"}).status_code == 403


def test_a_spectator_never_reads_a_card_put_where_only_its_player_sees_it() -> None:
    """1.2: a card the Alliance mobilizes (8.5.2) goes face down into its Supporters: with two
    players the other seat may not read its name, and neither may a spectator."""
    g = Game.new({"map": "autumn", "deck": "standard", "factions": ["marquise", "alliance"]}, 4)
    narrator = Narrator()
    narrator.reset(g)
    bots = [make_bot("random", s + 1) for s in range(g.n)]
    hidden = 0
    for i in range(3000):
        p = g.pending
        if p is None:
            break
        a = bots[p.seat].decide(Observation(g, p.seat), p.options)
        with telling(narrator, g, i, p.seat, str(a), g.turn):
            g.apply(a)
        e = narrator.entries[-1] if narrator.entries else None
        if e is not None and not e.auto and e.text.startswith("mobilize"):
            card = e.text.split(" ", 1)[1].strip('"')
            assert card not in log_text(e, SPECTATOR)
            assert card not in log_text(e, 1 - e.seat)
            hidden += 1
    assert hidden >= 1
