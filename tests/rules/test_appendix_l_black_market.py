"""The Black Market (appendix L; its card, docs/data-sources.md): three cards lie face down
beside it; once on their turn, a player with faction pieces in its clearing may swap one of
them with a card from hand, placed face down (``market``, ``stake CARD``, ``pick N``; R374).
Haven (4) is a rabbit clearing of the Autumn map with one slot and no ruin.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland import Game
from woodland.core.rng import Rng
from woodland.testing import game_with, option_set as opts, play

HAVEN = 4


def at_market(pieces: int = 2, **spec: Any) -> Game:
    spec.setdefault("hands", {"marquise": ["Anvil", "Sword"]})
    spec.setdefault("clearings", {str(HAVEN): {"marquise": pieces} if pieces else {},
                                  "1": {"marquise": {"buildings": ["workshop"], "warriors": 3}}})
    spec.setdefault("landmark_cards", {"black_market": ["Root Tea (mouse)", "Crossbow (bird)", "Favor of the Foxes"]})
    return game_with(["marquise", "eyrie"], player="marquise", phase="daylight", landmarks={"black_market": HAVEN},
                     **spec)


def labels(g: Game, cards: Any) -> list[str]:
    return [g.deckdef.cards[c].label for c in cards]


def rare_positions() -> list[Game]:
    """The swap's two decisions (for tests/test_kinds.py and tests/rl/test_space.py)."""
    stake = play(at_market(), "market")
    pick = play(at_market(), "market", "stake Anvil")
    assert [g.pending.kind for g in (stake, pick) if g.pending] == ["market_stake", "market_pick"]
    return [at_market(), stake, pick]  # the first: a Daylight menu with ``market``


@pytest.mark.law("L", "1.2.1")
def test_a_player_at_the_market_swaps_a_card_face_down_once_a_turn() -> None:
    g = at_market()
    assert "market" in opts(g)
    play(g, "market")
    assert opts(g) == {"stake Anvil", "stake Sword"}
    play(g, "stake Anvil")
    assert opts(g) == {"pick 1", "pick 2", "pick 3"}
    play(g, "pick 2")
    assert labels(g, g.landmark_cards["black_market"]) == ["Root Tea (mouse)", "Anvil", "Favor of the Foxes"]  # R374
    assert sorted(labels(g, g.factions[0].hand)) == ["Crossbow (bird)", "Sword"]
    assert "market" not in opts(g)  # once on their turn
    assert g.why_not(g.parse("market"))[0].startswith("you already swapped")


@pytest.mark.law("L")
def test_no_swap_without_a_faction_piece_at_the_market() -> None:
    g = at_market(pieces=0)
    assert "market" not in opts(g)
    reason, rules = g.why_not(g.parse("market"))
    assert "no faction piece at the Black Market" in reason and rules == ["L"]


@pytest.mark.law("L", "13.2.4")
def test_the_window_before_birdsong_cites_the_rule_of_what_it_offers() -> None:
    # R374, R120: the window before Birdsong offers the swap; it cites the landmark's rule, not
    # the Corvids' Exposure (13.2.4), which no one can use here
    def before_birdsong(clearing: dict[str, Any]) -> Game:
        return game_with(["marquise", "corvid"], player="marquise", phase="birdsong", hands={"marquise": ["Bake Sale"]},
                         landmarks={"black_market": HAVEN}, landmark_cards={"black_market": ["Crossbow (bird)"]},
                         clearings={str(HAVEN): clearing})

    g = before_birdsong({"marquise": 2})
    assert g.pending is not None and g.pending.kind == "turn_window" and opts(g) == {"market", "done"}
    assert g.pending.rule == "L"
    # with a Corvid plot face down there too, the window offers both: it cites both
    h = before_birdsong({"marquise": 2, "corvid": {"tokens": ["plot_bomb"]}})
    assert h.pending is not None and h.pending.kind == "turn_window"
    assert {"market", 'expose 4 bomb "Bake Sale"'} <= opts(h) and h.pending.rule == "13.2.4, L"
    # the terminal cites each
    from tests.cli.test_play import session

    _s, _script, out = session(["help"], game=h)
    _s.run()
    assert "Rule: Law 13.2.4 Exposure; Law L." in out.getvalue()


@pytest.mark.law("1.2.1")
def test_the_market_cards_are_hidden_from_every_view_and_redrawn_by_determinize() -> None:
    g = play(at_market(), "market", "stake Anvil", "pick 1")
    anvil = next(c for c in g.landmark_cards["black_market"] if g.deckdef.cards[c].label == "Anvil")
    for seat in (0, 1):
        v = g.view(seat)
        assert v["landmark_cards"] == {"black_market": 3}
        text = json.dumps({k: x for k, x in v.items() if k != "players"})
        assert "Favor of the Foxes" not in text  # never shown, to anyone
    assert g.view(0)["players"][0]["known"] == {"black_market": ["Anvil"]}  # the placer knows its card
    assert "known" not in g.view(1)["players"][0]
    # the placer's card stays in every copy it imagines; the others are redrawn
    copies = [g.determinize(0, Rng(i)).landmark_cards["black_market"] for i in range(8)]
    assert all(anvil in cs for cs in copies) and len({cs for cs in copies}) > 1
    other = [g.determinize(1, Rng(i)).landmark_cards["black_market"] for i in range(8)]
    assert any(anvil not in cs for cs in other)


@pytest.mark.law("1.2.1")
def test_who_takes_a_card_another_player_placed_is_known_to_hold_it() -> None:
    g = at_market(clearings={str(HAVEN): {"marquise": 2, "eyrie": 1},
                             "1": {"marquise": {"buildings": ["workshop"], "warriors": 3}}},
                  hands={"marquise": ["Anvil", "Sword"], "eyrie": ["Ambush (bird)"]})
    play(g, "market", "stake Anvil", "pick 1")
    anvil = g.factions[0].known["black_market"][0]
    play(g, "end")  # the Marquise's Evening; the Eyrie's turn opens with the market on offer
    assert g.pending is not None and g.pending.seat == 1 and "market" in opts(g)
    play(g, "market")  # its one card is placed: a decision with one option is taken
    play(g, f"pick {g.landmark_cards['black_market'].index(anvil) + 1}")
    assert anvil in g.factions[1].hand
    assert g.factions[0].known == {"black_market": [], "eyrie": [anvil]}  # it knows the Eyrie has it
    assert labels(g, g.factions[1].known["black_market"]) == ["Ambush (bird)"]


def test_the_market_survives_save_and_load_and_a_position_deals_three_cards() -> None:
    g = play(at_market(), "market", "stake Anvil")  # in the middle of the swap: the card held
    h = Game.from_json(json.loads(g.dumps()))
    assert h.fingerprint() == g.fingerprint() and h.landmark_cards == g.landmark_cards
    play(h, "pick 3")
    k = at_market(landmark_cards={})
    assert len(k.landmark_cards["black_market"]) == 3  # dealt from the deck (its card)


@pytest.mark.law("A.5.3")
def test_the_market_is_set_up_where_its_card_says_with_three_cards_from_the_deck() -> None:
    g = Game.new({"factions": ["marquise", "eyrie", "alliance"], "mode": "advanced",
                  "landmarks": {"count": 1, "cards": ["black_market"]}}, 2)
    p = g.pending
    assert p is not None and p.kind == "setup_landmark"
    one_slot = {c + 1 for c in range(g.map.n) if g.map.slots[c] == 1 and not g.map.ruins[c]}
    assert {int(a.args[0]) for a in p.options} == one_slot == {1, 3, 4}
    deck = len(g.deck)
    g.apply(p.options[0])
    assert len(g.landmark_cards["black_market"]) == 3 and len(g.deck) == deck - 3


@pytest.mark.law("1.2.1")
def test_the_log_names_the_card_placed_only_to_its_player() -> None:
    from tests.test_hidden_information import told

    g = at_market()
    mine = told(g, ["market", "stake Anvil", "pick 2"], 0)
    g = at_market()
    theirs = told(g, ["market", "stake Anvil", "pick 2"], 1)
    assert any("Anvil" in x for x in mine)
    assert not any("Anvil" in x or "Root Tea" in x or "Crossbow" in x for x in theirs), theirs


def test_the_terminal_marks_the_market_and_tells_its_placer_what_lies_there() -> None:
    from woodland.cli import render

    g = play(at_market(), "market", "stake Anvil", "pick 2")
    assert render.map_marks(g.view(0), g.map)[HAVEN].endswith("[Market]")
    mine, theirs = render.legend(g.view(0)), render.legend(g.view(1))
    assert "Black Market (3 face-down cards)" in mine and "you placed there: Anvil" in mine
    assert "Black Market (3 face-down cards)" in theirs and "Anvil" not in theirs
