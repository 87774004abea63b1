"""The loopback load test (bench/server_load.py) in small: concurrent clients against a
real `woodland serve` process get no error. The full run (200 clients x 50 requests) is a
bench, its figures in docs/performance.md."""

from __future__ import annotations

import asyncio
import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "server_load.py"


def test_concurrent_clients_get_no_error() -> None:
    spec = importlib.util.spec_from_file_location("server_load", BENCH)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    r = asyncio.run(mod.run(clients=16, requests=10))
    assert r["requests"] == 160
    assert r["errors"] == 0, r["first_error"]
