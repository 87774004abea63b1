"""A faction defined outside woodland (the Test Moles of tests/factions/toy) plays in the RL
environments once its action kinds are declared (docs/architecture.md, "Adding a faction",
step 5): the action space and the observation grow by themselves."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from tests.factions.toy.test_toy_faction import MOLES, moles  # noqa: E402, F401
from woodland.core.faction import Faction  # noqa: E402
from woodland.core.kinds import ACTIONS, CLEARING, action_kind  # noqa: E402
from woodland.rl.observation import observer  # noqa: E402
from woodland.rl.pettingzoo import env  # noqa: E402
from woodland.rl.space import action_space  # noqa: E402

KINDS = {"burrow": (CLEARING,), "mole_dig": (CLEARING,), "mole_tunnel": ()}


@pytest.fixture
def declared(moles: type[Faction]) -> Iterator[type[Faction]]:  # noqa: F811 (the fixture)
    for kind, shape in KINDS.items():
        action_kind(kind, f"The Test Moles' {kind} (a test kind)", "G.20", shape)
    try:
        yield moles
    finally:
        for kind in KINDS:
            ACTIONS.pop(kind, None)


def test_the_moles_get_ids_a_faction_block_and_pass_the_api_test(declared: type[Faction]) -> None:
    sp, obs = action_space(), observer()
    assert {b.kind for b in sp.blocks} >= set(KINDS)
    assert MOLES in obs.factions
    api_test(env(factions=["marquise", MOLES], max_turns=6), num_cycles=400)
    e = env(factions=["eyrie", MOLES], max_turns=4)
    e.reset(seed=3)
    kinds = set()
    for agent in e.agent_iter(max_iter=2000):
        o, _, term, trunc, _ = e.last()
        if agent == MOLES and not (term or trunc):
            kinds |= {a.kind for a in e.unwrapped.table.game.legal_actions()}
            assert obs.player(o["observation"], MOLES, "present")[0] == 1.0
        e.step(None if term or trunc else int(o["action_mask"].nonzero()[0][-1]))
    assert "burrow" in kinds and "mole_dig" in kinds
