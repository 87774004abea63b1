"""The web server's JSON API (woodland/server): games are created, viewed per seat, played
by text actions with the Law's reasons for illegal ones, stored so that a restarted
server loses nothing, and hidden information never leaves the server."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from woodland.core.record import replay
from woodland.server.app import create_app


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


def new_game(c: TestClient, **kw: Any) -> dict[str, Any]:
    body = {"factions": ["marquise", "eyrie"], "seed": 7, **kw}
    r = c.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return dict(r.json())


def view(c: TestClient, gid: str, token: str) -> dict[str, Any]:
    r = c.get(f"/api/games/{gid}", params={"token": token})
    assert r.status_code == 200, r.text
    return dict(r.json())


def test_a_seat_sees_its_own_decision_and_plays_it(db: str) -> None:
    c = TestClient(create_app(db))
    g = new_game(c)
    m = view(c, g["id"], g["seats"]["marquise"])
    assert m["faction"] == "marquise" and m["pending"]["faction"] == "marquise"
    first = m["pending"]["options"][0]
    r = c.post(f"/api/games/{g['id']}/actions", params={"token": g["seats"]["marquise"]}, json={"action": first})
    assert r.status_code == 200, r.text
    assert r.json()["step"] == 1
    # the other seat sees who decides, not the options
    e = view(c, g["id"], g["seats"]["eyrie"])
    assert e["step"] == 1 and "options" not in (e["pending"] or {})


def test_an_illegal_action_is_refused_with_the_law_and_changes_nothing(db: str) -> None:
    c = TestClient(create_app(db))
    g = new_game(c)
    tok = g["seats"]["marquise"]
    r = c.post(f"/api/games/{g['id']}/actions", params={"token": tok}, json={"action": "keep 5"})
    assert r.status_code == 422
    body = r.json()
    assert "corner" in body["error"] and body["rules"] == ["6.3.2"]
    assert view(c, g["id"], tok)["step"] == 0


def test_the_wrong_seat_or_token_is_refused_and_changes_nothing(db: str) -> None:
    c = TestClient(create_app(db))
    g = new_game(c)
    gid = g["id"]
    opt = view(c, gid, g["seats"]["marquise"])["pending"]["options"][0]
    r = c.post(f"/api/games/{gid}/actions", params={"token": g["seats"]["eyrie"]}, json={"action": opt})
    assert r.status_code == 409 and "marquise decides" in r.json()["error"]
    assert c.get(f"/api/games/{gid}", params={"token": "nope"}).status_code == 403
    assert c.get(f"/api/games/{gid}").status_code == 403
    assert c.get("/api/games/ffff", params={"token": "x"}).status_code == 404
    assert view(c, gid, g["seats"]["marquise"])["step"] == 0


@pytest.mark.parametrize("body", [b"{", b"[]", b'{"action": 5}', b'{"factions": "marquise"}', b"x" * 100_000])
def test_malformed_requests_get_a_4xx_with_a_reason(db: str, body: bytes) -> None:
    c = TestClient(create_app(db), raise_server_exceptions=False)
    g = new_game(c)
    for url in ("/api/games", f"/api/games/{g['id']}/actions?token={g['seats']['marquise']}"):
        r = c.post(url, content=body, headers={"content-type": "application/json"})
        assert 400 <= r.status_code < 500, (url, r.status_code, r.text)
        assert r.json()["error"]
    assert view(c, g["id"], g["seats"]["marquise"])["step"] == 0


def test_a_bad_setup_is_refused_in_one_line(db: str) -> None:
    c = TestClient(create_app(db))
    r = c.post("/api/games", json={"factions": ["marquise", "dragons"]})
    assert r.status_code == 422 and "dragons" in r.json()["error"]
    r = c.post("/api/games", json={"factions": ["marquise", "eyrie"], "players": {"eyrie": "genius"}})
    assert r.status_code == 422 and "genius" in r.json()["error"]


def test_bots_play_their_seats_and_a_restarted_server_loses_nothing(db: str) -> None:
    c = TestClient(create_app(db))
    g = new_game(c, players={"eyrie": "random"})
    tok = g["seats"]["marquise"]
    for _ in range(12):  # the Marquise's setup and first turns; the Eyrie bot answers
        v = view(c, g["id"], tok)
        c.post(f"/api/games/{g['id']}/actions", params={"token": tok}, json={"action": v["pending"]["options"][0]})
    before = view(c, g["id"], tok)
    assert before["step"] > 12  # the bot's decisions are steps too
    # a new server on the same database
    c2 = TestClient(create_app(db))
    after = view(c2, g["id"], tok)
    before.pop("undo"), after.pop("undo")  # undo is the memory of one server (docs/server.md)
    assert after == before
    assert after["log"] and any("eyrie" in line for line in after["log"])  # the bot's decisions are told
    listed = c2.get("/api/games").json()
    assert [x["id"] for x in listed] == [g["id"]] and listed[0]["players"]["eyrie"] == "random"
    assert list(g["seats"]) == ["marquise"]  # no token for a bot's seat: it would show the bot's hand


def test_steps_replay_a_game_for_a_seat(db: str) -> None:
    c = TestClient(create_app(db))
    g = new_game(c, players={"eyrie": "random"})
    tok = g["seats"]["marquise"]
    v0 = view(c, g["id"], tok)
    c.post(f"/api/games/{g['id']}/actions", params={"token": tok}, json={"action": v0["pending"]["options"][0]})
    now = view(c, g["id"], tok)
    for v in (v0, now):  # the log and undo are the present game's
        v.pop("log"), v.pop("undo")
    assert c.get(f"/api/games/{g['id']}/steps/0", params={"token": tok}).json() == v0
    assert c.get(f"/api/games/{g['id']}/steps/{now['step']}", params={"token": tok}).json() == now
    assert c.get(f"/api/games/{g['id']}/steps/{now['step'] + 1}", params={"token": tok}).status_code == 404


def test_the_record_is_withheld_until_the_end_then_replays(db: str) -> None:
    c = TestClient(create_app(db))
    live = new_game(c)
    r = c.get(f"/api/games/{live['id']}/record")
    assert r.status_code == 403 and "seed" in r.json()["error"]
    done = new_game(c, players={"marquise": "random", "eyrie": "random"})
    rec = c.get(f"/api/games/{done['id']}/record").json()
    assert rec["result"] is not None
    assert replay(rec).result == rec["result"]


def test_a_seat_receives_exactly_the_engines_view_of_that_seat(db: str) -> None:
    """What a seat may know is decided in one place, ``Game.view`` (its fuzz tests check
    that it tells nothing hidden); the server adds only the game id, step and players."""
    app = create_app(db)
    c = TestClient(app)
    g = new_game(c, players={"eyrie": "random"})
    tok = g["seats"]["marquise"]
    for _ in range(8):
        v = view(c, g["id"], tok)
        c.post(f"/api/games/{g['id']}/actions", params={"token": tok}, json={"action": v["pending"]["options"][-1]})
    game = app.state.games.get(g["id"]).game
    got = view(c, g["id"], tok)
    assert got.pop("log")  # the terminal's log, as this seat may read it (tests/cli)
    assert got.pop("undo") in (True, False)
    assert {k: got.pop(k) for k in ("game", "step", "players_kind")} == {
        "game": g["id"], "step": game.steps, "players_kind": {"marquise": "human", "eyrie": "random"}}
    for p in got["players"]:  # the board told in words, as the terminal tells it
        assert {k: p.pop(k) for k in ("title", "summary", "subtitle", "picture", "clearing_notes")}["title"]
        if "hand" in p:  # each card's suit, from the card data, only beside a hand the seat sees
            assert p.pop("hand_suits") == [game.deckdef.types[game.deckdef.type_of(c)].suit for c in p["hand"]]
        assert "hand_suits" not in p
    if got["pending"] and "options" in got["pending"]:  # the clearings each option names (words.py)
        assert len(got["pending"].pop("option_clearings")) == len(got["pending"]["options"])
    assert got == json.loads(json.dumps(game.view(game.seat_of("marquise"))))
    eyrie_hand = {game.deckdef.cards[cid].label for cid in game.factions[game.seat_of("eyrie")].hand}
    assert eyrie_hand and "hand" not in next(p for p in got["players"] if p["faction"] == "eyrie")
    assert "seed" not in json.dumps(got)


def test_events_tell_a_waiting_client_the_new_step_count(db: str) -> None:
    c = TestClient(create_app(db, keepalive=0.2))
    g = new_game(c)
    tok = g["seats"]["marquise"]
    opt = view(c, g["id"], tok)["pending"]["options"][0]
    c.post(f"/api/games/{g['id']}/actions", params={"token": tok}, json={"action": opt})
    with c.stream("GET", f"/api/games/{g['id']}/events", params={"after": 0}) as r:
        assert r.headers["content-type"].startswith("text/event-stream")
        line = next(x for x in r.iter_lines() if x)
    assert json.loads(line.removeprefix("data: ")) == {"steps": 1}


def play_until(c: TestClient, gid: str, tok: str, want: str, limit: int = 60) -> dict[str, Any]:
    """Take the first option until the seat is offered ``want``."""
    for _ in range(limit):
        v = view(c, gid, tok)
        if want in v["pending"]["options"]:
            return v
        c.post(f"/api/games/{gid}/actions", params={"token": tok}, json={"action": v["pending"]["options"][0]})
    raise AssertionError(f"never offered {want!r}")


def test_why_answers_like_the_oracle_and_a_compound_action_takes_its_steps(db: str) -> None:
    app = create_app(db)
    c = TestClient(app)
    g = new_game(c, players={"eyrie": "random"})
    gid, tok = g["id"], g["seats"]["marquise"]
    before = play_until(c, gid, tok, "march")
    h = app.state.games.get(gid).game.clone()
    h.apply(h.parse("march"))
    move = next(str(o) for o in h.legal_actions() if str(o).startswith("move ") and "->" in str(o))
    r = c.post(f"/api/games/{gid}/why", params={"token": tok}, json={"action": move}).json()
    assert r["legal"] and r["steps"][:2] == ["march", move]
    r = c.post(f"/api/games/{gid}/why", params={"token": tok}, json={"action": "build sawmill 99"}).json()
    assert not r["legal"] and "99" in r["reason"] and r["rules"]
    after = c.post(f"/api/games/{gid}/actions", params={"token": tok}, json={"action": move})
    assert after.status_code == 200, after.text
    assert after.json()["step"] >= before["step"] + 2  # march, then the move
    assert app.state.games.get(gid).stored.actions[before["step"]:before["step"] + 2] == ["march", move]


def test_undo_takes_back_a_request_while_nothing_hidden_came_out(db: str) -> None:
    c = TestClient(create_app(db))
    g = new_game(c, players={"eyrie": "random"})
    gid, tok = g["id"], g["seats"]["marquise"]
    start = view(c, gid, tok)
    assert start["undo"] is False
    after = c.post(f"/api/games/{gid}/actions", params={"token": tok}, json={"action": "keep 1"}).json()
    assert after["undo"] is True and after["step"] == 1
    back = c.post(f"/api/games/{gid}/undo", params={"token": tok})
    assert back.status_code == 200
    assert back.json()["step"] == 0 and back.json()["pending"]["options"] == start["pending"]["options"]
    assert back.json()["clearings"] == start["clearings"]
    # stored: a new server sees the game without the undone step
    assert view(TestClient(create_app(db)), gid, tok)["step"] == 0
    r = c.post(f"/api/games/{gid}/undo", params={"token": tok})
    assert r.status_code == 409 and "nothing to undo" in r.json()["error"]


def test_undo_is_refused_once_another_player_decided(db: str) -> None:
    app = create_app(db)
    c = TestClient(app)
    g = new_game(c, players={"eyrie": "random"})
    gid, tok = g["id"], g["seats"]["marquise"]
    for _ in range(4):  # the keep, then the three starting buildings (6.3)
        v = view(c, gid, tok)
        c.post(f"/api/games/{gid}/actions", params={"token": tok}, json={"action": v["pending"]["options"][0]})
    live = app.state.games.get(gid)
    eyrie = live.game.seat_of("eyrie")
    assert eyrie in live.deciders[live.undo[-1].steps:]  # the Eyrie's setup came after the last request
    assert view(c, gid, tok)["undo"] is False
    r = c.post(f"/api/games/{gid}/undo", params={"token": tok})
    assert r.status_code == 409 and "eyrie decided since" in r.json()["error"]
    assert view(c, gid, tok)["step"] == live.steps  # nothing changed
