"""The rule-of-thumb Keepers in Iron (woodland/bots/heuristic_keepers.py) and the Vagabond
bot as the Ronin: legal actions from the view alone, the same answers whatever the face-down
relic values and the cards it cannot see, and wins against random bots (docs/bots.md
measures it)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.test_bots import same_in_determinized_worlds
from tests.factions.keepers.test_ch15_keepers import K, M, board, pos
from woodland import Game
from woodland.bots.heuristic import HeuristicBot
from woodland.sim import Observation, play_game
from woodland.testing import game_with, play, tokens_at


@pytest.mark.parametrize("facs", [["keepers", "marquise"], ["keepers", "alliance"], ["keepers", "eyrie", "vagabond"],
                                  ["keepers", "hundreds"]])
def test_heuristic_keepers_beats_random_bots(facs: list[str]) -> None:
    won = 0
    for seed in range(4):
        bots = ["heuristic" if k == "keepers" else "random" for k in facs]
        rec = play_game({"map": "autumn", "factions": facs}, seed, bots)
        assert rec["result"] is not None
        won += "keepers" in rec["result"]["winners"]
    assert won >= 3, f"the heuristic Keepers won {won}/4"


@pytest.mark.law("1.2.1", "15.2.1")
def test_heuristic_keepers_answers_alike_whatever_the_hidden_relics_and_cards() -> None:
    checked, diffs = same_in_determinized_worlds(HeuristicBot, ("keepers", "marquise", "eyrie"), seed=5, every=3)
    assert checked >= 20
    assert diffs == []


@pytest.mark.law("V.9.2")
def test_the_vagabond_bot_strikes_swiftly_as_the_ronin() -> None:
    g = game_with(["marquise", "vagabond"], player="vagabond", empty_hands=True, dice=[1, 0],
                  clearings={"5": {"marquise": 4}},
                  vagabond={"character": "ronin", "clearing": 5,
                            "items": ["boots", "torch", "sword", "sword", "sword"]})
    play(g, "battle 5 marquise")
    assert g.pending is not None and g.pending.kind == "after_roll"
    a = HeuristicBot(1).decide(Observation(g, g.pending.seat), g.pending.options)
    assert str(a) == "swift_strike"  # two swords still face up


def bot_plays_until(g: Game, kind: str, limit: int = 40) -> None:
    """The Keepers bot answers every decision until one of ``kind`` is pending."""
    bot = HeuristicBot(1)
    for _ in range(limit):
        assert g.pending is not None
        if g.pending.kind == kind:
            return
        g.apply(bot.decide(Observation(g, g.pending.seat), g.pending.options))
    raise AssertionError(f"no {kind} decision came")


@pytest.mark.law("15.2.4", "15.5.2")
def test_the_keepers_bot_carries_a_relic_towards_a_waystation_two_paths_away() -> None:
    # the figure relic in Glade (12) is two paths from the waystation showing figures in Hill
    # (1): the move card (Anvil, a fox card: Glade is a fox clearing) takes it one path closer
    g = pos({"1": {"keepers": {"warriors": 1, "buildings": ["jewelry_figure"]}},
             "9": {"keepers": 1}, "10": {"keepers": 1},
             "12": {"keepers": {"warriors": 2, "tokens": ["figure_three"]}}},
            board={"waystations": {"jewelry_figure": "figure"},
                   "forests": {"F1": ["tablet"] * 4 + ["jewelry"] * 4 + ["figure"] * 3},
                   "retinue": {"move": ["Anvil"], "battle": [], "recover": []}})
    bot = HeuristicBot(1)
    g.apply(bot.decide(Observation(g, K), g.pending.options))
    assert g.pending.kind == "move"
    while g.pending.kind != "gather_retinue":
        g.apply(bot.decide(Observation(g, K), g.pending.options))
    assert tokens_at(g, 12, K) == [] and (tokens_at(g, 9, K) or tokens_at(g, 10, K)) == ["figure_three"]


@pytest.mark.law("15.4.2", "15.2.2")
def test_the_keepers_bot_turns_a_waystation_over_to_a_type_no_waystation_shows() -> None:
    # the waystations show tablets and figures (all four recovered); the jewelry relic needs a
    # waystation showing jewelry: decamp one whose other side is jewelry, to encamp it jewelry
    # side up next Birdsong
    g = pos({"1": {"keepers": {"warriors": 2, "buildings": ["tablet_jewelry"]}},
             "5": {"keepers": {"warriors": 2, "buildings": ["figure_tablet"]}},
             "9": {"keepers": {"warriors": 2, "buildings": ["jewelry_figure"]}},
             "2": {"keepers": {"warriors": 1, "tokens": ["jewelry_two"]}}},
            phase="birdsong", board={"waystations": {"tablet_jewelry": "tablet", "figure_tablet": "tablet",
                                                     "jewelry_figure": "figure"},
                                     "relics_recovered": {"figure": [1, 2, 3, 3]}})
    bot_plays_until(g, "keepers_decamp")
    a = HeuristicBot(1).decide(Observation(g, K), g.pending.options)
    assert a.kind == "decamp" and a.args[2] == "jewelry"


@pytest.mark.law("15.4.2", "15.2.4")
def test_the_keepers_bot_keeps_a_waystation_when_one_next_door_shows_the_relics_type() -> None:
    # the jewelry relic in Hill (1) can be carried to the waystation showing jewelry in Mountain
    # (5), next door: turning Hill's waystation over to jewelry would only cost a Birdsong
    g = pos({"1": {"keepers": {"warriors": 2, "buildings": ["jewelry_figure"], "tokens": ["jewelry_two"]}},
             "5": {"keepers": {"warriors": 2, "buildings": ["tablet_jewelry"]}}},
            phase="birdsong", board={"waystations": {"jewelry_figure": "figure", "tablet_jewelry": "jewelry"}})
    bot_plays_until(g, "keepers_decamp")
    a = HeuristicBot(1).decide(Observation(g, K), g.pending.options)
    assert a.kind == "done"


@pytest.mark.law("3.3.1", "15.5.3")
def test_the_keepers_bot_neither_takes_nor_activates_a_dominance_card() -> None:
    # the Keepers rule three fox clearings with the Fox Dominance in hand at 12 points; a
    # dominance card would stop their scoring (3.3.1) for a win that lasts only while they hold
    g = pos({"1": {"keepers": 3}, "6": {"keepers": 3}, "8": {"keepers": 3}, "12": {"keepers": 3}},
            hands={"keepers": ["Fox Dominance", "Sword"], "eyrie": []}, factions=["keepers", "marquise", "eyrie"],
            board={"retinue": {"move": ["Anvil"], "battle": [], "recover": []}})
    g.factions[K].score = 12
    bot_plays_until(g, "gather_retinue")
    assert g.factions[K].dominance < 0


def with_hundreds(clearings: dict[str, Any], **kw: Any) -> Game:
    """A Keepers position with the Lord of the Hundreds (and the Marquise, whom ``pos`` seats)."""
    return pos(clearings, factions=["keepers", "marquise", "hundreds"], hundreds={"warlord": 12}, **kw)


@pytest.mark.law("14.4.1", "15.4.2")
def test_the_keepers_bot_decamps_a_waystation_a_mob_would_raze() -> None:
    # a mob in Hill (1) removes the waystation at the Hundreds' next Birdsong (a point to them):
    # decamped, it is a warrior now and a waystation to encamp again
    g = with_hundreds({"1": {"keepers": {"warriors": 2, "buildings": ["jewelry_figure"]},
                             "hundreds": {"tokens": ["mob"]}},
                       "12": {"hundreds": 2}},
                      phase="birdsong", board={"waystations": {"jewelry_figure": "figure"}})
    bot_plays_until(g, "keepers_decamp")
    a = HeuristicBot(1).decide(Observation(g, K), g.pending.options)
    assert a.kind == "decamp" and a.args[0] == 1


@pytest.mark.law("14.4.1", "15.4.1")
def test_the_keepers_bot_does_not_encamp_where_a_mob_stands() -> None:
    g = with_hundreds({"9": {"keepers": 3, "hundreds": {"tokens": ["mob"]}}, "12": {"hundreds": 2}},
                      phase="birdsong")
    a = HeuristicBot(1).decide(Observation(g, K), g.pending.options)
    assert g.pending.kind == "keepers_encamp" and a.kind == "done"


@pytest.mark.law("14.4.1", "15.2.4", "15.2.5")
def test_the_keepers_bot_carries_a_relic_out_of_a_clearing_a_mob_would_raze() -> None:
    # the figure in Marsh (9) would be razed at the Hundreds' Birdsong (two points to them):
    # the move card (Scouting Party, a mouse card: Marsh is a mouse clearing) takes it away
    g = with_hundreds({"9": {"keepers": {"warriors": 2, "tokens": ["figure_three"]}, "hundreds": {"tokens": ["mob"]}},
                       "12": {"hundreds": 2}},
                      board={"retinue": {"move": ["Scouting Party"], "battle": [], "recover": []}})
    bot_plays_until(g, "gather_retinue")
    assert tokens_at(g, 9, K) == []
    assert any(tokens_at(g, c, K) == ["figure_three"] for c in (1, 4, 12))


@pytest.mark.law("15.5.2", "4.3.4")
def test_the_keepers_bot_moves_in_to_battle_what_its_battle_card_can_reach() -> None:
    # a lone Hundreds stronghold and mob in Mountain (5, rabbit) next to Hill (1, fox), where
    # the Keepers rule by their waystation: the move card (Anvil, fox) brings the warrior in,
    # the battle card (Cobbler, rabbit) battles there
    g = with_hundreds({"1": {"keepers": {"warriors": 1, "buildings": ["jewelry_figure"]}},
                       "5": {"hundreds": {"buildings": ["stronghold"], "tokens": ["mob"]}},
                       "12": {"hundreds": 2}},
                      board={"waystations": {"jewelry_figure": "figure"},
                             "retinue": {"move": ["Anvil"], "battle": ["Cobbler"], "recover": []}})
    bot_plays_until(g, "gather_retinue")
    mountain = g.view(K)["clearings"][4]
    assert mountain["warriors"].get("keepers", 0) >= 1
    assert len(mountain["buildings"]) + len(mountain["tokens"]) < 2  # defenceless: a hit at least (4.3.2.III)


@pytest.mark.law("15.5.2.III.a", "15.5.2.III.c")
def test_the_keepers_bot_recovers_first_the_relic_that_keeps_the_card() -> None:
    # the Keepers rule one fox clearing (Hill, 1): recovering the figure worth three there
    # costs the recover card (Anvil, fox) and ends the action; the one worth one first keeps
    # it, and the action goes on to the three
    g = pos({"1": {"keepers": {"warriors": 2, "buildings": ["jewelry_figure"],
                               "tokens": ["figure_one", "figure_three"]}}},
            board={"waystations": {"jewelry_figure": "figure"},
                   "retinue": {"move": [], "battle": [], "recover": ["Anvil"]}})
    g.factions[M].score = 26  # the game near its end: the card has few turns left to act
    bot_plays_until(g, "gather_retinue")
    assert board(g, K)["relics_recovered"]["figure"] == [1, 3]


def relic_far_and_relic_home(rival_score: int) -> Game:
    """A figure worth three at the waystation showing figures in Hill (1, fox), where the
    Keepers rule two fox clearings (recovering it costs the card, 15.5.2.III.c), and a figure
    worth two in Glade (12, fox), two paths from it; the recover card is Anvil (fox)."""
    g = pos({"1": {"keepers": {"warriors": 1, "buildings": ["jewelry_figure"], "tokens": ["figure_three"]}},
             "12": {"keepers": {"warriors": 2, "tokens": ["figure_two"]}}},
            board={"waystations": {"jewelry_figure": "figure"},
                   "retinue": {"move": [], "battle": [], "recover": ["Anvil"]}})
    g.factions[M].score = rival_score
    return g


@pytest.mark.law("15.5.2.III", "15.5.2.III.c", "15.2.4")
def test_the_keepers_bot_moves_rather_than_spend_its_recover_card_early() -> None:
    # early, the card acts for many turns to come: worth more than three points now; it
    # carries the figure in Glade towards Hill instead, and the three waits there
    g = relic_far_and_relic_home(0)
    bot_plays_until(g, "gather_retinue")
    assert board(g, K)["relics_recovered"]["figure"] == []
    assert board(g, K)["retinue"]["recover"] == ["Anvil"]
    assert tokens_at(g, 12, K) == [] and tokens_at(g, 1, K) == ["figure_three"]


@pytest.mark.law("15.5.2.III", "15.5.2.III.c")
def test_the_keepers_bot_spends_its_recover_card_near_the_end() -> None:
    g = relic_far_and_relic_home(26)
    bot_plays_until(g, "gather_retinue")
    assert board(g, K)["relics_recovered"]["figure"] == [3]


@pytest.mark.law("15.5.2.II.a", "15.5.2.II.b")
def test_the_keepers_bot_delves_early_the_relic_that_keeps_its_faithful_retainer() -> None:
    # the Keepers rule Hill (1) and Beach (10), two of the clearings around either forest
    # beside them: the face-down tablet in F1 is worth three half the time (the Retainer, a
    # card for good, would be lost), the face-up figure worth one in F2 keeps it
    g = pos({"1": {"keepers": 2}, "10": {"keepers": 2}},
            board={"forests": {"F1": ["tablet"], "F2": ["figure_one"]},
                   "retinue": {"move": [], "battle": ["Faithful Retainer"], "recover": []}})
    bot_plays_until(g, "keepers_battle")
    a = HeuristicBot(1).decide(Observation(g, K), g.pending.options)
    assert a.kind == "delve" and a.args[1:] == ("F2", "figure_one")
