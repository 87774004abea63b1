"""`woodland simulate --backend ray`: the same records as the local backend, on local Ray."""

from __future__ import annotations

from typing import Iterator

import pytest

from tests.cli.helpers import assert_user_error, cli
from woodland.core.errors import BadInput
from woodland.sim import simulate

SETUP = {"map": "autumn", "factions": ["marquise", "eyrie"]}


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray = pytest.importorskip("ray")
    yield
    ray.shutdown()


def test_ray_records_are_the_local_records(local_ray: None) -> None:
    local = list(simulate(3, SETUP, seed=21, bots=["heuristic", "random"]))
    on_ray = list(simulate(3, SETUP, seed=21, bots=["heuristic", "random"], backend="ray", jobs=1))
    assert on_ray == local
    assert [r["seed"] for r in on_ray] == [21, 22, 23] and all(r["result"] for r in on_ray)


def test_an_error_in_a_ray_task_is_raised_as_itself(local_ray: None) -> None:
    with pytest.raises(BadInput, match="unknown bot"):
        list(simulate(2, SETUP, bots=["nosuch"], backend="ray"))


@pytest.mark.parametrize("args, words", [(("--backend", "spark"), ("--backend", "spark")),
                                         (("--address", "auto"), ("--address", "only with --backend ray"))])
def test_simulate_backend_bad_input_is_one_line(args: tuple[str, ...], words: tuple[str, ...]) -> None:
    assert_user_error(cli("simulate", "--games", "1", *args), *words)
