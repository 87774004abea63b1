"""The Captain cards' Stash items (appendix K, K.n.1), verified 2026-11-27.

The Law's K.n.1 lost its item icons. Two independent sources agree on all twelve cards: the
setup tool EwenDC/root-automated-setup (`homeland.captains.*.startingItems`) and the Homeland
HRF fork guarantee418/haunt-roll-fail (`faction-knaves.scala`). docs/data-sources.md,
"Searched again 2026-11-27".
"""

from __future__ import annotations

import pytest

from woodland import Game
from woodland.factions.knaves import knaves
from woodland.factions.vagabond import CHARACTERS
from woodland.testing import play

STASH = {
    "adventurer": ["hammer", "coins"], "arbiter": ["sword", "coins"], "cheat": ["boots", "tea"],
    "gladiator": ["sword", "hammer"], "harrier": ["boots", "crossbow"], "jailor": ["crossbow", "bag"],
    "ranger": ["sword", "crossbow"], "ronin": ["boots", "sword"], "scoundrel": ["crossbow", "tea"],
    "thief": ["boots", "bag"], "tinker": ["bag", "hammer"], "vagrant": ["tea", "coins"],
}


@pytest.mark.law("K.1.1", "K.2.1", "K.3.1", "K.4.1", "K.5.1", "K.6.1", "K.7.1", "K.8.1", "K.9.1", "K.10.1",
                 "K.11.1", "K.12.1")
def test_each_captain_card_holds_the_two_items_both_sources_give() -> None:
    assert {k: CHARACTERS[k]["captain"] for k in STASH} == STASH


@pytest.mark.law("18.3.4")
def test_the_suggested_first_captains_fill_the_stash_with_their_six_items() -> None:
    g = Game.new({"factions": ["knaves", "marquise"], "seating": "given"}, 3)
    while g.pending is not None and g.pending.kind != "knaves_captain":
        g.apply(g.legal_actions()[0])
    play(g, "captain jailor", "captain cheat", "captain gladiator", "forest F1", "forest F4", "forest F7")
    assert sorted(knaves(g, 0).stash) == sorted(["crossbow", "bag", "boots", "tea", "sword", "hammer"])
