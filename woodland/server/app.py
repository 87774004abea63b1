"""The web server: a JSON API over :mod:`woodland.server.games` (FastAPI).

Routes (OpenAPI docs at ``/docs``)::

    POST /api/games                      create a game: setup, seed, players -> id, seat tokens
    GET  /api/games                      list games
    GET  /api/games/{id}?token=T         the seat's view (hidden information stays here)
    POST /api/games/{id}/actions?token=T take an action (text); 422 with the reason if illegal
    POST /api/games/{id}/why?token=T     is an action legal now, and if not why (the oracle)
    POST /api/games/{id}/undo?token=T    take back the seat's last request (as the terminal allows)
    GET  /api/games/{id}/steps/{n}?token=T  the seat's view after step n (no token: the public one)
    GET  /api/games/{id}/public          what a spectator sees: the public view, the public log
    GET  /api/games/{id}/frames?after=N&token=T  the pieces after each step since N, to show
                                         them one by one (no token: as a spectator)
    GET  /api/games/{id}/events?after=N  server-sent events: the step count when it changes
    GET  /api/games/{id}/record          the record of a finished game
    GET  /api/meta                       factions (title, colour), maps, decks, bots
    GET  /api/maps/{name}                a map's drawing: clearings with positions, paths, forests
    GET  /, /play/{id}?token=T           the browser client (static files, no build step)
    GET  /watch/{id}                     the browser client for a spectator (read only)

Every error is a 4xx answer ``{"error": reason, "rules": [...]}``; a request that fails
changes nothing.
"""

from __future__ import annotations

import asyncio
import json
from importlib import resources
from typing import Any, AsyncIterator

from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, StreamingResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from woodland.core.errors import BadInput, IllegalAction, WoodlandError
from woodland.server.games import CannotUndo, Forbidden, Games, NotFound, NotYourTurn
from woodland.server.layout import map_layout
from woodland.server.store import Conflict, Store
from woodland.server.words import meta

#: the largest request body accepted (an action is a line; a setup a few hundred bytes)
MAX_BODY = 64 * 1024


class NewGame(BaseModel):
    factions: list[str] = Field(..., description="the factions playing (keys; GET /api/meta lists them)",
                                max_length=8)
    map: str = "autumn"
    deck: str = "standard"
    setup: str | None = Field(None, description="standard (5.1) or advanced (Appendix A)")
    draft: bool | list[str] | None = Field(None, description="advanced: draft the factions (A.8) from every "
                                           "faction (true) or from this pool; factions then names the "
                                           "players seat1, seat2...")
    landmarks: int | None = Field(None, description="advanced: deal this many landmark cards (1 or 2, A.5)")
    hirelings: str | list[str] | None = Field(None, description="hireling sides in play, or 'random' (advanced: "
                                              "three dealt at random, A.6)")
    seed: int | None = None
    players: dict[str, str] = Field(default_factory=dict,
                                    description="faction -> 'human' (default) or a bot name")


class ActionIn(BaseModel):
    action: str = Field(..., max_length=500, description="an action as text, e.g. 'move 1->5 x2'")


def _error(status: int, reason: str, rules: list[str] | None = None) -> JSONResponse:
    return JSONResponse({"error": reason, "rules": rules or []}, status_code=status)


def create_app(db: str = "sqlite:///woodland-games.sqlite", keepalive: float = 15.0) -> FastAPI:
    """The application; games are kept at the SQLAlchemy URL ``db``; an event stream
    sends a comment every ``keepalive`` seconds while nothing happens."""
    app = FastAPI(title="woodland", description="A Root engine: play, watch and replay games.")
    games = Games(Store(db))
    app.state.games = games

    @app.middleware("http")
    async def limit_body(request: Request, call_next: Any) -> Any:
        size = request.headers.get("content-length")
        if size is not None and (not size.isdigit() or int(size) > MAX_BODY):
            return _error(413, f"request body larger than {MAX_BODY} bytes")
        return await call_next(request)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errs = exc.errors()
        first = errs[0] if errs else {}
        where = ".".join(str(x) for x in first.get("loc", ()) if x != "body")
        return _error(422, f"{where or 'request'}: {first.get('msg', 'invalid request')}")

    @app.exception_handler(WoodlandError)
    async def woodland_error(request: Request, exc: WoodlandError) -> JSONResponse:
        if isinstance(exc, NotFound):
            return _error(404, str(exc))
        if isinstance(exc, Forbidden):
            return _error(403, str(exc))
        if isinstance(exc, CannotUndo):
            return _error(409, str(exc))
        if isinstance(exc, NotYourTurn):
            return _error(409, str(exc))
        if isinstance(exc, IllegalAction):
            return _error(422, exc.reason, list(exc.rules))
        if isinstance(exc, BadInput):
            return _error(422, str(exc))
        return _error(400, str(exc))

    @app.exception_handler(Conflict)
    async def conflict(request: Request, exc: Conflict) -> JSONResponse:
        return _error(409, f"{exc}; reload the game")

    static = resources.files("woodland.server").joinpath("static")
    app.mount("/static", StaticFiles(directory=str(static)), name="static")

    @app.get("/", include_in_schema=False)
    def lobby() -> FileResponse:
        return FileResponse(str(static.joinpath("index.html")))

    @app.get("/play/{gid}", include_in_schema=False)
    def game_page(gid: str) -> FileResponse:
        return FileResponse(str(static.joinpath("game.html")))

    @app.get("/watch/{gid}", include_in_schema=False)
    def watch_page(gid: str) -> FileResponse:
        return FileResponse(str(static.joinpath("game.html")))

    @app.get("/api/meta")
    def get_meta() -> dict[str, Any]:
        return meta()

    @app.get("/api/maps/{name}")
    def get_map(name: str, flooded: str | None = None) -> dict[str, Any]:
        return map_layout(name, flooded)  # M.5.1.I: the clearings under flood markers

    @app.post("/api/games", status_code=201)
    def create(spec: NewGame) -> dict[str, Any]:
        setup: dict[str, Any] = {"map": spec.map, "deck": spec.deck, "factions": spec.factions}
        if spec.setup:
            setup["mode"] = spec.setup
        for k in ("draft", "landmarks", "hirelings"):  # Appendix A (docs/server.md)
            if getattr(spec, k) is not None:
                setup[k] = getattr(spec, k)
        return games.create(setup, spec.seed, spec.players)

    @app.get("/api/games")
    def list_games() -> list[dict[str, Any]]:
        return games.list()

    @app.get("/api/games/{gid}")
    def view(gid: str, token: str | None = Query(None)) -> dict[str, Any]:
        return games.view(gid, token)

    @app.get("/api/games/{gid}/public")
    def public(gid: str) -> dict[str, Any]:
        return games.public(gid)

    @app.get("/api/games/{gid}/frames")
    def frames(gid: str, after: int = Query(0, ge=0), token: str | None = Query(None)) -> dict[str, Any]:
        return games.frames(gid, token, after)

    @app.post("/api/games/{gid}/actions")
    def action(gid: str, body: ActionIn, token: str | None = Query(None)) -> dict[str, Any]:
        return games.act(gid, token, body.action)

    @app.post("/api/games/{gid}/undo")
    def undo(gid: str, token: str | None = Query(None)) -> dict[str, Any]:
        return games.take_back(gid, token)

    @app.post("/api/games/{gid}/why")
    def why(gid: str, body: ActionIn, token: str | None = Query(None)) -> dict[str, Any]:
        return games.explain(gid, token, body.action)

    @app.get("/api/games/{gid}/steps/{n}")
    def step(gid: str, n: int, token: str | None = Query(None)) -> dict[str, Any]:
        return games.step_view(gid, token, n)

    @app.get("/api/games/{gid}/record")
    def record(gid: str) -> dict[str, Any]:
        return games.record(gid)

    @app.get("/api/games/{gid}/events")
    async def events(gid: str, after: int = Query(0, ge=0)) -> StreamingResponse:
        games.get(gid)  # 404 before the stream starts

        async def stream() -> AsyncIterator[str]:
            seen = after
            while True:
                steps = await asyncio.to_thread(games.wait, gid, seen, keepalive)
                if steps != seen:  # more after an action, fewer after an undo
                    seen = steps
                    yield f"data: {json.dumps({'steps': steps})}\n\n"
                else:
                    yield ": keep-alive\n\n"

        return StreamingResponse(stream(), media_type="text/event-stream")

    return app
