"""Law chapter 16 (the Lilypad Diaspora), audited rule by rule: scenario tests of the edge
cases the chapter tests leave out (empty supplies, no legal target, other factions' pieces
and abilities), one or more per numbered rule.

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Rivers: 4-7, 5-10, 7-11, 10-11.
"""

from __future__ import annotations

import pytest

from woodland import Game
from woodland.testing import hand, option_set, play, tokens_at, warriors_at

from .test_ch16_lilypad import finish_battle, lp, pos

L, M = 0, 1  # seats: the Diaspora, the Marquise (a third faction is seat 2)


def why(g: Game, text: str) -> tuple[str, list[str]]:
    r = g.why_not(g.parse(text))
    assert r is not None, text
    return r


# ----------------------------------------------------------------------------- 1.5.4 with too few warriors
@pytest.mark.law("16.4.2.I", "1.5.4")
def test_rally_with_too_few_warriors_the_diaspora_choose_the_enclaves() -> None:
    """Rally with one warrior left for two Militant enclaves: the Diaspora choose which gets
    it (1.5.4: the most possible, placed where the player chooses, as the Marquise's
    recruiters, 6.5.3, and the Hundreds' recruit, R216). The engine had given it to the
    enclave of the lowest clearing number."""
    g = pos({"12": lp(17), "5": lp(1, "militant"), "7": lp(1, "militant")}, phase="birdsong")
    assert g.factions[L].supply == 1
    play(g, "rally")
    assert g.pending.kind == "recruit_place" and option_set(g) == {"place 5", "place 7"}
    assert why(g, "place 12")[1] == ["16.4.2.I", "1.5.4"]
    assert Game.from_json(g.to_json()).fingerprint() == g.fingerprint()  # a saved game keeps the choice
    play(g, "place 7")
    assert (warriors_at(g, 5, L), warriors_at(g, 7, L)) == (1, 2)
    assert g.factions[L].supply == 0 and g.pending.kind == "lilypad_daylight"


@pytest.mark.law("16.4.2.I", "1.5.4")
def test_rally_with_enough_warriors_asks_nothing() -> None:
    g = pos({"12": lp(16), "5": lp(1, "militant"), "7": lp(1, "militant")}, phase="birdsong")
    play(g, "rally")
    assert (warriors_at(g, 5, L), warriors_at(g, 7, L)) == (2, 2) and g.pending.kind == "lilypad_daylight"


@pytest.mark.law("16.5.2", "1.5.4")
def test_provoke_with_too_few_warriors_the_diaspora_choose_then_discard_at_random() -> None:
    """Provoke places a Militant enclave in 7 (on the river), then a warrior at each Militant
    enclave (5 and 7) with one left: the Diaspora choose; finally a random card is discarded."""
    g = pos({"12": lp(18), "5": lp(1, "militant"), "7": lp(0)}, hands={"lilypad": ["Anvil"]})
    assert g.factions[L].supply == 1
    play(g, "provoke 7")
    assert tokens_at(g, 7, L) == ["militant"]
    assert g.pending.kind == "recruit_place" and hand(g, L) == ["Anvil"]  # not discarded yet
    play(g, "place 7")
    assert (warriors_at(g, 5, L), warriors_at(g, 7, L)) == (1, 1)
    assert hand(g, L) == [] and g.pending.kind == "lilypad_daylight"


@pytest.mark.law("16.2.4", "1.5.4")
def test_fears_come_to_pass_with_too_few_warriors_the_diaspora_choose() -> None:
    """The Marquise attack the Peaceful enclave in 5 (nothing is hit); the Peaceful enclaves
    with Marquise pieces (5, 10 and 4) all flip, and the Diaspora's one warrior left goes to
    the one they choose."""
    g = pos({"12": lp(16), "5": {**lp(1, "peaceful"), "marquise": {"warriors": 3}},
             "10": {**lp(1, "peaceful"), "marquise": {"warriors": 1}},
             "4": {**lp(1, "peaceful"), "marquise": {"warriors": 1}}}, player="marquise", dice=[0, 0])
    assert g.factions[L].supply == 1
    play(g, "battle 5 lilypad")
    finish_battle(g)
    assert [tokens_at(g, c, L) for c in (4, 5, 10)] == [["militant"]] * 3
    assert g.pending.seat == L and g.pending.kind == "recruit_place"
    assert option_set(g) == {"place 4", "place 5", "place 10"}
    play(g, "place 10")
    assert [warriors_at(g, c, L) for c in (4, 5, 10)] == [1, 1, 2]
    assert g.pending.seat == M
