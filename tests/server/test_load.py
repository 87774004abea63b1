"""The loopback load test (bench/server_load.py) in small: concurrent clients against a
real `woodland serve` process get no error. The full run (200 clients x 50 requests) is a
bench, its figures in docs/performance.md."""

from __future__ import annotations

import asyncio

from tests.benchmod import load_bench


def test_concurrent_clients_get_no_error() -> None:
    mod = load_bench("server_load")
    r = asyncio.run(mod.run(clients=16, requests=10))
    assert r["requests"] == 160
    assert r["errors"] == 0, r["first_error"]
