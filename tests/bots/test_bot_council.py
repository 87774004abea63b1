"""The rule-of-thumb ("heuristic") Twilight Council (Law ch. 17):

- it answers only legal actions and games end, in 2-6 player mixes (both decks, several
  maps), among random bots and among heuristic bots (the other bots meet assemblies,
  Peacekeepers and Entreat too);
- it beats a random Council on fixed seeds (so the sample cannot flake);
- it reads no hidden information (1.2.1): the same answer from the view alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.test_bots import MAX_TURNS, ViewOnly, run_checked
from woodland import Game
from woodland.bots.heuristic import HeuristicBot
from woodland.sim import Observation, play_game
from woodland.testing import play

MIXES: list[tuple[tuple[str, ...], str, str]] = [
    (("council", "marquise"), "standard", "autumn"),
    (("council", "vagabond"), "exiles", "winter"),
    (("council", "duchy", "corvid"), "standard", "lake"),
    (("council", "hundreds", "keepers", "alliance"), "exiles", "mountain"),
]


def mix_id(m: tuple[tuple[str, ...], str, str]) -> str:
    return f"{m[2]}-{m[1]}-" + "-".join(m[0])


@pytest.mark.parametrize("mix", MIXES, ids=mix_id)
def test_heuristic_council_answers_legal_actions_and_games_end(mix: tuple[tuple[str, ...], str, str]) -> None:
    facs, deck, map_ = mix
    n = len(facs)
    g, _ = run_checked(facs, ["heuristic"] + ["random"] * (n - 1), seed=31 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")
    g, _ = run_checked(facs, ["heuristic"] * n, seed=41 + n, deck=deck, map_=map_)
    assert g.result is not None and g.result["reason"] in ("score", "dominance")


SEEDS = range(1, 7)


def wins(facs: list[str], bot: str) -> int:
    won = 0
    for seed in SEEDS:
        bots = [bot if k == "council" else "random" for k in facs]
        rec = play_game({"map": "autumn", "factions": facs}, seed, bots)
        won += "council" in (rec["result"] or {}).get("winners", [])
    return won


def test_heuristic_council_beats_random_council() -> None:
    mixes = [["council", "eyrie"], ["council", "marquise", "alliance"]]
    h = sum(wins(m, "heuristic") for m in mixes)
    r = sum(wins(m, "random") for m in mixes)
    games = len(mixes) * len(SEEDS)
    assert h >= games - 2, f"heuristic Council won {h}/{games}"
    assert h >= r + 3, f"heuristic Council won {h}/{games}, a random Council {r}/{games}"


@pytest.mark.law("1.2.1")
def test_1_2_1_heuristic_council_plays_from_the_view_alone() -> None:
    facs = ("council", "marquise", "vagabond")
    g1 = Game.new({"map": "autumn", "factions": list(facs)}, 13)
    g2 = Game.new({"map": "autumn", "factions": list(facs)}, 13)
    b1 = [HeuristicBot(13 + s) for s in range(len(facs))]
    b2 = [HeuristicBot(13 + s) for s in range(len(facs))]
    steps = 0
    while g1.pending is not None and g1.turn < MAX_TURNS:
        p1, p2 = g1.pending, g2.pending
        assert p2 is not None
        a1 = b1[p1.seat].decide(Observation(g1, p1.seat), p1.options)
        a2 = b2[p2.seat].decide(ViewOnly(g2, p2.seat), p2.options)
        assert a1 == a2, f"step {steps}: {a1} with the game, {a2} from the view alone"
        g1.apply(a1)
        g2.apply(a2)
        steps += 1
    assert g1.result is not None and g1.result == g2.result


# ----------------------------------------------------------------------------- Entreat (17.2.4)
def council_position(clearings: dict[str, Any], loyalists: int, player: str = "marquise",
                     phase: str = "daylight") -> Game:
    from woodland.testing import position

    return position({"factions": ["council", "marquise"], "ruins": [], "turn": {"player": player, "phase": phase},
                     "clearings": clearings, "hands": {"council": [], "marquise": []},
                     "council": {"loyalists": loyalists}})


def answer(g: Game) -> str:
    p = g.pending
    assert p is not None
    return str(HeuristicBot(1).decide(Observation(g, p.seat), p.options))


# A Governing assembly in 5 (rabbit) beside the Marquise's sawmill and three warriors (she
# rules 5); another in 10 where she has nothing.
GOVERNED = {"5": {"council": {"warriors": 1, "tokens": ["governing"]},
                  "marquise": {"warriors": 3, "buildings": ["sawmill"]}},
            "10": {"council": {"warriors": 2, "tokens": ["governing"]}},
            "1": {"marquise": {"warriors": 1, "buildings": ["recruiter"]}}}


@pytest.mark.law("17.2.4", "17.2.3")
def test_17_2_4_a_heuristic_enemy_entreats_where_the_governors_hold_its_pieces() -> None:
    g = council_position(GOVERNED, loyalists=1)
    assert {"entreat 5", "entreat 10"} <= {str(a) for a in g.pending.options}
    assert answer(g) == "entreat 5"  # not 10: nothing of hers stands there


@pytest.mark.law("17.2.4")
def test_17_2_4_a_heuristic_enemy_does_not_entreat_where_the_loyalists_would_take_its_rule() -> None:
    # four Loyalists placed in 5 would give the Council 5 warriors against her 4 pieces
    g = council_position(GOVERNED, loyalists=4)
    assert not answer(g).startswith("entreat")


@pytest.mark.law("17.2.4")
def test_17_2_4_a_heuristic_enemy_entreats_in_the_window_before_its_birdsong() -> None:
    g = council_position(GOVERNED, loyalists=0, phase="birdsong")
    assert g.pending.kind == "turn_window"
    assert answer(g) == "entreat 5"


@pytest.mark.law("17.2.4")
def test_17_2_4_the_heuristic_council_places_the_loyalists_that_win_the_rule_back() -> None:
    # entreated in 5, the Council (1 warrior) faces 3 Marquise warriors: two Loyalists tie,
    # three rule (Adjourn then flips it Governing again, 17.6.3); with one it gains one more
    clearings = {"5": {"council": {"warriors": 1, "tokens": ["governing"]}, "marquise": 3}}
    g = council_position(clearings, loyalists=4)
    play(g, "entreat 5")
    assert g.pending.kind == "entreat_reply" and answer(g) == "x3"
    g = council_position(clearings, loyalists=1)
    play(g, "entreat 5")
    assert answer(g) == "gain_loyalist"


# ----------------------------------------------------------------------------- dominance cards in hand
def council_turn(clearings: dict[str, Any], phase: str, hand: list[str] | None = None,
                 revealed: list[str] | None = None) -> Game:
    from woodland.testing import position

    return position({"factions": ["council", "marquise", "eyrie"], "ruins": [],
                     "turn": {"player": "council", "phase": phase}, "clearings": clearings,
                     "hands": {"council": hand or [], "marquise": [], "eyrie": []},
                     "council": {"loyalists": 0, "revealed": revealed or []}})


@pytest.mark.law("17.4", "3.3.3")
def test_17_4_the_heuristic_council_reveals_a_dominance_card_for_an_action() -> None:
    # held, it would be a dead card; revealed for a recruit or an assembly it comes back to
    # hand in Evening (17.6.1)
    g = council_turn({"10": {"council": 3}, "5": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}},
                     "birdsong", hand=["Rabbit Dominance"])
    assert answer(g) == 'reveal "Rabbit Dominance"'


@pytest.mark.parametrize("card, spent", [("Fox Dominance", False), ("Foxfolk Steel", True)])
@pytest.mark.law("17.6.1", "3.3.3")
def test_17_6_1_the_heuristic_council_never_agitates_with_a_dominance_card(card: str, spent: bool) -> None:
    # agitate spends the card (17.6.1.II): a dominance card would become available to the
    # others (3.3.3); another card flips the assembly beside the sawmill, for Oversee
    g = council_turn({"1": {"council": {"warriors": 1, "tokens": ["assembly"]}, "marquise": {"buildings": ["sawmill"]}},
                      "10": {"council": 3}}, "evening", revealed=[card])
    assert g.pending.kind == "convene_action" and "agitate 1" in {str(a) for a in g.pending.options}
    assert (answer(g) == "agitate 1") == spent


# ----------------------------------------------------------------------------- Trade Disruption (11.2.5)
def council_beside_a_trade_post(funds: int) -> Game:
    from woodland.testing import position

    g = position({"factions": ["council", "marquise", "riverfolk"], "ruins": [],
                  "turn": {"player": "council", "phase": "birdsong"},
                  "clearings": {"10": {"council": 4}, "5": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                                "12": {"riverfolk": {"warriors": 1, "tokens": ["trade_post_fox"]}}},
                  "hands": {"council": ["Birdy Bindle"], "marquise": [], "riverfolk": []},
                  "council": {"loyalists": 0},
                  "riverfolk": {"funds": {"riverfolk": funds}}, "scores": {"marquise": 5}})
    play(g, "done")  # no service bought (11.2.6)
    play(g, 'reveal "Birdy Bindle"')
    return g


@pytest.mark.law("11.2.5", "11.4.2")
def test_11_2_5_the_heuristic_council_goes_for_a_trade_post_while_the_riverfolk_hold_funds() -> None:
    # a battle that removes the post in 12 would take half the Riverfolk's funds (Trade
    # Disruption), the dividends of their next Birdsong: with six funds the warriors in 10
    # march on it; with none the Council assembles at home
    g = council_beside_a_trade_post(6)
    assert g.pending.kind == "council_act" and "move 10->12" in {str(a) for a in g.pending.options}
    assert answer(g) == "move 10->12"
    assert answer(council_beside_a_trade_post(0)) == "assemble 10"


# ----------------------------------------------------------------------------- dominance cards at the hand limit
def discard_at_the_hand_limit(hand: list[str], clearings: dict[str, Any] | None = None) -> tuple[list[str], str]:
    """The Council's Evening played by the bot up to the discard of 17.6.5 (the hand of five
    and the card drawn): the hand then, and the card the bot discards."""
    g = council_turn({"10": {"council": 3}, **(clearings or {})}, "evening", hand=hand)
    for _ in range(50):
        p = g.pending
        assert p is not None and p.seat == 0, "the Council's Evening ended without a discard"
        if p.kind == "discard":
            held = list(g.view(0)["players"][0]["hand"])
            return held, answer(g).removeprefix("discard ").strip('"')
        play(g, answer(g))
    raise AssertionError("no discard")


@pytest.mark.law("17.6.5", "3.3.3")
def test_17_6_5_the_heuristic_council_discards_a_second_dominance_card_before_an_ordinary_card() -> None:
    # two dominance cards in a hand of five are two actions short every turn (each is revealed
    # only for an action that keeps it): over the limit, a non-bird one goes (it becomes
    # available, 3.3.3); the bird one is kept (an action anywhere, and Empower)
    held, gone = discard_at_the_hand_limit(["Fox Dominance", "Bird Dominance", "Tax Collector", "Sappers",
                                            "Armorers"])
    assert len(held) == 6 and "Bird Dominance" in held
    assert gone.endswith("Dominance") and gone != "Bird Dominance"


@pytest.mark.law("17.6.5", "3.3.3")
def test_17_6_5_the_heuristic_council_keeps_a_lone_dominance_card() -> None:
    held, gone = discard_at_the_hand_limit(["Fox Dominance", "Tax Collector", "Sappers", "Armorers", "Investments"])
    # the one dominance card is still held against the others (3.3.3): an ordinary card goes
    assert len(held) == 6 and sum(x.endswith("Dominance") for x in held) == 1  # the card drawn is none
    assert not gone.endswith("Dominance"), held


@pytest.mark.law("17.6.5", "3.3.1", "3.3.4")
def test_17_6_5_the_heuristic_council_holds_a_dominance_card_an_opponent_could_win_with() -> None:
    # the Marquise rules two fox clearings (1, 6), one short of dominance: the Fox Dominance,
    # available, could be taken and win for her (3.3.4, 3.3.1); the Rabbit Dominance goes instead
    marquise = {c: {"marquise": 1} for c in ("1", "6")}
    held, gone = discard_at_the_hand_limit(["Fox Dominance", "Rabbit Dominance", "Tax Collector", "Sappers",
                                            "Armorers"], marquise)
    assert {"Fox Dominance", "Rabbit Dominance"} <= set(held)
    assert gone == "Rabbit Dominance"
    # with the Rabbit Dominance an ordinary card: the Fox Dominance stays, an ordinary card goes
    held, gone = discard_at_the_hand_limit(["Fox Dominance", "Investments", "Tax Collector", "Sappers",
                                            "Armorers"], marquise)
    assert "Fox Dominance" in held and not gone.endswith("Dominance")
