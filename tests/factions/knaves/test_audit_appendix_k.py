"""Law appendix K, clause by clause: the edges of each Captain's ability (the Arbiter's
trade only in Assault, the Gladiator's draw only in Assault, the Jailor's hold-back with no
hits to deal, the Adventurer with Gift and Serve)."""

from __future__ import annotations

import pytest

from tests.factions.knaves.test_captains import K, M, kn, pos
from woodland.factions.knaves import knaves
from woodland.testing import option_set, play, tokens_at, warriors_at


@pytest.mark.law("K.5.2")
def test_the_arbiter_trades_hits_only_in_assault_battles() -> None:
    g = pos("arbiter", {"5": {**kn(3), "marquise": {"warriors": 3}}}, ["sword"], dice=[1, 0])
    play(g, "battle 5 marquise")
    assert "trade_hit" not in option_set(g)


@pytest.mark.law("K.11.2")
def test_the_gladiator_draws_only_when_he_assaults() -> None:
    g = pos("gladiator", {"5": {**kn(1), "marquise": {"warriors": 1}}}, ["bag"], dice=[0, 0])
    play(g, "nab")
    assert len(g.factions[K].hand) == 0


@pytest.mark.law("K.12.2")
def test_the_jailor_holds_back_even_when_he_deals_no_hits() -> None:
    # the Knaves roll 0 (the lower die: the defender's 1 goes to the marquise); the Jailor
    # may still ignore the rolled hit he takes (K.12.2: "even if you are dealing no hits")
    g = pos("jailor", {"5": {**kn(1), "marquise": {"warriors": 2}}}, ["bag"], dice=[0, 1])
    play(g, "nab")
    assert "hold_back" in option_set(g)
    play(g, "hold_back")
    assert warriors_at(g, 5, M) == 2 and knaves(g, K).at["jailor"] == 4  # index 4: still in clearing 5


@pytest.mark.law("K.7.2", "18.5.1")
@pytest.mark.parametrize("action", ["gift", "serve"])
def test_the_adventurer_draws_after_any_acclaim_placed_at_a_ruin(action: str) -> None:
    item = {"gift": "coins", "serve": "hammer"}[action]
    g = pos("adventurer", {"10": kn(1)}, [item], at=10, ruins=[10])
    play(g, action)
    drawn = {"gift": 2, "serve": 1}[action]  # Gift draws 1 itself; the Adventurer 1 more
    assert tokens_at(g, 10, K) == ["acclaim"] and len(g.factions[K].hand) == drawn


@pytest.mark.law("K.2.2", "18.5.1.IV.g")
def test_the_tinker_draws_after_a_serve_that_crafts() -> None:
    g = pos("tinker", {"5": kn(1, "acclaim"), "3": {"knaves": {"tokens": ["acclaim"]}}}, ["hammer"],
            hands=["Bake Sale"])
    play(g, "serve")
    assert g.pending.kind == "craft"
    play(g, 'craft "Bake Sale"')
    f = knaves(g, K)
    assert "coins" in f.stash and len(g.factions[K].hand) == 1  # the Tinker's card


@pytest.mark.law("K.6.2", "18.5.1.IV.c")
def test_the_scoundrel_may_still_skirmish_from_a_forest_ignoring_the_first_hit() -> None:
    g = pos("scoundrel", {"1": {"knaves": {"warriors": 1}, "marquise": {"warriors": 2}}}, ["crossbow"],
            at="F1", dice=[1, 1])
    play(g, "skirmish", "go 1", "forest F2")
    f = knaves(g, K)
    assert f.at["scoundrel"] == 0 and warriors_at(g, 1, K) == 2  # the Skunk stays: the hit was ignored
    assert warriors_at(g, 1, M) == 1


@pytest.mark.law("K.9.2")
def test_the_ronin_may_assault_where_he_stands() -> None:
    g = pos("ronin", {"5": {**kn(1), "marquise": {"warriors": 1}}}, ["sword"], dice=[1, 0])
    play(g, "assault")
    assert g.pending.kind == "knaves_go" and "done" in option_set(g)
    play(g, "done")
    assert knaves(g, K).prisoners and warriors_at(g, 5, M) == 0


@pytest.mark.law("K.8.2")
def test_the_harrier_may_stop_after_one_move_of_his_dash() -> None:
    g = pos("harrier", {"5": kn(1)}, ["boots"])
    play(g, "dash", "go 1")
    assert "done" in option_set(g)
    play(g, "done")
    assert knaves(g, K).at["harrier"] == 0 and g.pending.kind == "knaves_daylight"


@pytest.mark.law("K.10.2")
def test_the_cheat_needs_two_face_up_items_and_may_cheat_again() -> None:
    one = pos("cheat", {"5": kn(1)}, ["sword"])
    assert not [o for o in option_set(one) if o.startswith("gift")]
    g = pos("cheat", {"5": kn(1)}, ["sword", "bag", "tea", "coins"])
    play(g, "gift bag sword")
    assert "gift coins tea" in option_set(g)
    play(g, "gift coins tea")
    assert sorted(knaves(g, K).stash) == ["bag_x", "coins_x", "sword_x", "tea_x"]
    assert len(g.factions[K].hand) == 3  # a card, then two with the acclaim already there
