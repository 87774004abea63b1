"""Law appendix K: the twelve Knave captains, entries of the Vagabond characters' registry.

Autumn: see test_ch18_knaves.py (5 rabbit, 10 rabbit, 3 rabbit; F1 touches 1 2 5 10; ruins
may stand in 6 10 11 12).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.factions.knaves import knaves
from woodland.factions.vagabond import CHARACTER_TYPES, CHARACTERS
from woodland.testing import option_set, play, position, tokens_at, warriors_at

K, M = 0, 1


def pos(acting: str, clearings: dict[str, Any], stash: list[str], at: Any = 5, hands: list[str] | None = None,
        dice: list[int] | None = None, **extra: Any) -> Game:
    others = [k for k in ("thief", "tinker", "ranger", "vagrant") if k != acting][:2]
    spec: dict[str, Any] = {"factions": ["knaves", "marquise"], "ruins": extra.pop("ruins", []),
                            "items": extra.pop("items", {}),
                            "turn": {"player": "knaves", "phase": "daylight"}, "clearings": clearings,
                            "hands": {"knaves": hands or [], "marquise": []},
                            "knaves": {"captains": {acting: at, **{k: None for k in others}}, "acting": acting,
                                       "stash": stash, **extra}}
    return position(spec, dice=dice)


def kn(warriors: int = 0, *tokens: str) -> dict[str, Any]:
    return {"knaves": {"warriors": warriors, "tokens": list(tokens)}}


def why(g: Game, text: str) -> tuple[str, list[str]]:
    r = g.why_not(g.parse(text))
    assert r is not None, text
    return r


@pytest.mark.law("K.1.1", "K.2.1", "K.3.1", "K.4.1", "K.5.1", "K.6.1", "K.7.1", "K.8.1", "K.9.1", "K.10.1",
                 "K.11.1", "K.12.1", "18.3.4")
def test_every_captain_is_a_character_of_the_registry_with_two_stash_items() -> None:
    keys = sorted(k for k, ch in CHARACTERS.items() if "captain" in ch)
    assert len(keys) == 12
    for k in keys:
        assert len(CHARACTERS[k]["captain"]) == 2
        cap = CHARACTER_TYPES[k].captain
        assert cap is not None and cap.key == k and cap.rule.startswith("K.")


@pytest.mark.law("K.1.2")
def test_thief_moves_after_filch() -> None:
    g = pos("thief", {"5": {**kn(1), "marquise": {"warriors": 1}}}, [], items={"marquise": ["sword"]})
    play(g, "filch marquise sword")
    assert g.pending.kind == "knaves_go" and "go F1" in option_set(g)
    play(g, "go F1")
    assert knaves(g, K).at["thief"] == -2 and g.pending.kind == "knaves_daylight"


@pytest.mark.law("K.2.2")
def test_tinker_draws_after_serve() -> None:
    g = pos("tinker", {"5": kn(1)}, ["hammer"])
    play(g, "serve")
    assert tokens_at(g, 5, K) == ["acclaim"] and len(g.factions[K].hand) == 1


@pytest.mark.law("K.3.2")
def test_ranger_flips_any_item_for_a_battle_action_once_per_turn() -> None:
    g = pos("ranger", {"5": {**kn(1), "marquise": {"warriors": 3}}}, ["tea", "coins"], dice=[0, 0])
    assert {"assault tea", "nab coins", "assault coins"} <= option_set(g)
    assert "revel tea" not in option_set(g)
    play(g, "nab tea", "done")
    assert "assault coins" not in option_set(g) and "gift" in option_set(g)
    assert why(g, "assault coins")[1] == ["K.3.2"]


@pytest.mark.law("K.4.2")
def test_vagrant_flips_any_item_for_revel_gift_or_serve() -> None:
    g = pos("vagrant", {"5": kn(1)}, ["sword", "sword"])
    assert {"revel sword", "gift sword", "serve sword"} == option_set(g) & {"revel sword", "gift sword", "serve sword"}
    play(g, "gift sword")
    assert len(g.factions[K].hand) == 1
    assert "revel sword" not in option_set(g)


@pytest.mark.law("K.5.2")
def test_arbiter_takes_an_extra_hit_to_deal_one_in_assault() -> None:
    g = pos("arbiter", {"5": {**kn(3), "marquise": {"warriors": 3}}}, ["sword"], dice=[1, 0])
    play(g, "assault")
    assert g.pending.kind == "after_roll" and "trade_hit" in option_set(g)
    play(g, "trade_hit")
    f = knaves(g, K)
    assert warriors_at(g, 5, M) == 1  # two hits: a Prisoner and a removed warrior
    assert warriors_at(g, 5, K) == 2  # the extra hit taken
    assert f.prisoners[0] == M


@pytest.mark.law("K.6.2")
def test_scoundrel_skirmishes_from_a_clearing_without_ignoring_a_hit() -> None:
    g = pos("scoundrel", {"5": kn(1), "1": {**kn(1), "marquise": {"warriors": 2}}}, ["crossbow"], dice=[1, 1])
    assert "skirmish" in option_set(g)
    play(g, "skirmish", "go 1", "forest F1")
    assert warriors_at(g, 1, K) == 1  # the hit taken was not ignored: the Skunk went


@pytest.mark.law("K.7.2")
def test_adventurer_draws_after_acclaim_at_a_ruin() -> None:
    g = pos("adventurer", {"10": kn(1)}, ["tea", "tea"], at=10, ruins=[10])
    play(g, "revel")
    assert tokens_at(g, 10, K) == ["acclaim"] and len(g.factions[K].hand) == 1
    g2 = pos("adventurer", {"5": kn(1)}, ["tea"])
    play(g2, "revel")
    assert len(g2.factions[K].hand) == 0


@pytest.mark.law("K.8.2")
def test_harrier_dashes_three_times() -> None:
    g = pos("harrier", {"5": kn(1)}, ["boots"])
    play(g, "dash", "go 1", "go 9")
    assert g.pending.kind == "knaves_go"
    play(g, "go 12")
    assert knaves(g, K).at["harrier"] == 11 and g.pending.kind == "knaves_daylight"


@pytest.mark.law("K.9.2")
def test_ronin_may_move_before_the_assault() -> None:
    g = pos("ronin", {"5": kn(1), "1": {**kn(1), "marquise": {"warriors": 1}}}, ["sword"], dice=[1, 0])
    play(g, "assault")
    assert g.pending.kind == "knaves_go"
    play(g, "go 1", "forest F1")
    assert knaves(g, K).prisoners[0] == M and warriors_at(g, 1, M) == 0


@pytest.mark.law("K.10.2")
def test_cheat_flips_two_items_for_any_item_action() -> None:
    g = pos("cheat", {"5": kn(1)}, ["sword", "bag"])
    assert "gift bag sword" in option_set(g) and "gift" not in option_set(g)
    play(g, "gift bag sword")
    f = knaves(g, K)
    assert sorted(f.stash) == ["bag_x", "sword_x"] and len(g.factions[K].hand) == 1
    assert why(g, "revel bag sword")[1] == ["K.10.2"]


@pytest.mark.law("K.11.2")
def test_gladiator_draws_at_the_start_of_an_assault() -> None:
    g = pos("gladiator", {"5": {**kn(1), "marquise": {"warriors": 1}}}, ["sword"], dice=[0, 0])
    play(g, "assault")
    assert len(g.factions[K].hand) == 1


@pytest.mark.law("K.12.2")
def test_jailor_deals_a_hit_less_to_ignore_a_rolled_hit_in_nab() -> None:
    g = pos("jailor", {"5": {**kn(1), "marquise": {"warriors": 2}}}, ["bag"], dice=[1, 1])
    play(g, "nab")
    assert "hold_back" in option_set(g)
    play(g, "hold_back")
    f = knaves(g, K)
    assert f.at["jailor"] == 4 and warriors_at(g, 5, M) == 2  # neither side's hit landed
    assert why(g, "hold_back")[1] == ["K.12.2"]


def rare_positions() -> list[Game]:
    """Decisions too rare for the fuzz (tests/test_kinds.py): the Arbiter's and the Jailor's
    after-roll effects (K.5.2, K.12.2), a tie for most Prisoners (18.6.3)."""
    arbiter = pos("arbiter", {"5": {**kn(3), "marquise": {"warriors": 3}}}, ["sword"], dice=[1, 0])
    play(arbiter, "assault")
    jailor = pos("jailor", {"5": {**kn(1), "marquise": {"warriors": 2}}}, ["bag"], dice=[1, 1])
    play(jailor, "nab")
    tie = position({"factions": ["knaves", "marquise", "eyrie"], "turn": {"player": "knaves", "phase": "evening"},
                    "clearings": {"5": kn(1)}, "hands": {"knaves": [], "marquise": [], "eyrie": []},
                    "knaves": {"captains": {"thief": 5, "tinker": None, "ranger": None}, "face_up": [],
                               "prisoners": {"F1": "marquise", "F4": "eyrie"}}})  # 18.6.3 a tie
    return [arbiter, jailor, tie]
