"""Loopback load test of `woodland serve`: CLIENTS concurrent clients each send REQUESTS
requests (a seat's view, most of the time; the game list; a why-not question) to a real
server on 127.0.0.1, then it stops by itself and prints throughput, latency percentiles
and the number of errors (any answer other than the expected status).

    python3 bench/server_load.py [CLIENTS] [REQUESTS]      # default 200 x 50
"""

from __future__ import annotations

import asyncio
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx


def start_server(db: str) -> tuple[subprocess.Popen[bytes], str]:
    """`woodland serve` in its own process (the clients must not share its interpreter)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "woodland.cli.main", "serve", "--port", str(port), "--db", db],
                            stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            httpx.get(base + "/api/meta", timeout=1)
            return proc, base
        except httpx.TransportError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start")


async def client(base: str, gid: str, token: str, n: int, times: list[float], errors: list[str]) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=60) as c:
        for i in range(n):
            t0 = time.perf_counter()
            if i % 10 == 9:
                r = await c.get("/api/games")
            elif i % 10 == 8:
                r = await c.post(f"/api/games/{gid}/why", params={"token": token}, json={"action": "keep 5"})
            else:
                r = await c.get(f"/api/games/{gid}", params={"token": token})
            times.append(time.perf_counter() - t0)
            if r.status_code != 200:
                errors.append(f"{r.status_code} {r.text[:100]}")


async def run(clients: int, requests: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        proc, base = start_server(f"sqlite:///{Path(tmp) / 'load.sqlite'}")
        try:
            async with httpx.AsyncClient(base_url=base) as c:
                g = (await c.post("/api/games", json={"factions": ["marquise", "eyrie"], "seed": 1,
                                                      "players": {"eyrie": "heuristic"}})).json()
            times: list[float] = []
            errors: list[str] = []
            t0 = time.perf_counter()
            await asyncio.gather(*(client(base, g["id"], g["seats"]["marquise"], requests, times, errors)
                                   for _ in range(clients)))
            wall = time.perf_counter() - t0
        finally:
            proc.terminate()
            proc.wait(10)
    q = statistics.quantiles(times, n=100)
    return {"clients": clients, "requests": len(times), "seconds": round(wall, 2),
            "requests_per_s": round(len(times) / wall, 1), "p50_ms": round(q[49] * 1000, 1),
            "p95_ms": round(q[94] * 1000, 1), "max_ms": round(max(times) * 1000, 1), "errors": len(errors),
            "first_error": errors[0] if errors else ""}


def main() -> None:
    clients = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    requests = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    r = asyncio.run(run(clients, requests))
    for k, v in r.items():
        print(f"{k}: {v}")


if __name__ == "__main__":
    main()
