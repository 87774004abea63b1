"""The search's estimate of what a faction holds that does not score yet
(``IsmctsBot(assets=True)``, the default; ``Strategy.assets``, written for the Marquise,
the Eyrie, the Alliance and the Vagabond)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.test_bots import BASE
from woodland import Game
from woodland.bots import make_bot
from woodland.bots.heuristic_alliance import ASSETS as ALLIANCE
from woodland.bots.heuristic_common import traits
from woodland.bots.heuristic_eyrie import ASSETS as EYRIE
from woodland.bots.heuristic_marquise import ASSETS
from woodland.bots.heuristic_vagabond import ASSETS as VAGABOND
from woodland.bots.ismcts import IsmctsBot, _held_by, _lead
from woodland.core.rng import Rng
from woodland.sim import Observation
from woodland.testing import position

ITERATIONS = 4


def marquise_board(wood: int, sawmills: int) -> dict[str, Any]:
    return position({"factions": ["marquise", "eyrie"], "turn": {"player": "eyrie", "phase": "daylight"},
                     "clearings": {"1": {"marquise": {"warriors": 2, "tokens": ["keep"]}},
                                   "8": {"marquise": {"tokens": ["wood"] * wood, "buildings": ["sawmill"] * sawmills}}},
                     "hands": {"marquise": ["Anvil"], "eyrie": []}}).view(0)


@pytest.mark.law("6.5.4")
def test_marquise_assets_count_wood_and_buildings_not_points() -> None:
    worth = traits("marquise").assets
    assert traits("marquise").has_assets and not traits("riverfolk").has_assets
    bare = worth(marquise_board(0, 1))
    assert worth(marquise_board(2, 1)) == pytest.approx(bare + 2 * ASSETS["wood"])  # wood pays buildings
    assert worth(marquise_board(0, 2)) == pytest.approx(bare + ASSETS["sawmill"])
    assert bare == pytest.approx(ASSETS["keep"] + 2 * ASSETS["warrior"] + ASSETS["sawmill"] + ASSETS["card"])


def eyrie_board(roosts: list[str], decree: dict[str, list[str]], hand: list[str] | None = None) -> dict[str, Any]:
    """The Eyrie (the Builder) with three warriors in 1 (fox), a roost in each clearing of
    ``roosts``, the Marquise's warrior in 3 (rabbit); its view, the Marquise's turn."""
    cl: dict[str, Any] = {r: {"eyrie": {"buildings": ["roost"]}} for r in roosts}
    cl.setdefault("1", {"eyrie": {}})["eyrie"]["warriors"] = 3
    cl["3"] = {"marquise": {"warriors": 1}}
    g = position({"factions": ["eyrie", "marquise"], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": cl, "hands": {"eyrie": hand or [], "marquise": []},
                  "eyrie": {"leader": "builder", "decree": decree}})
    return g.view(0)


VIZIERS = {"recruit": ["Loyal Vizier"], "move": ["Loyal Vizier"]}


@pytest.mark.law("7.6.1", "7.6.2")
def test_eyrie_assets_count_the_roosts_next_evenings() -> None:
    worth = traits("eyrie").assets
    assert traits("eyrie").has_assets
    one, three = worth(eyrie_board(["1"], VIZIERS)), worth(eyrie_board(["1", "5", "10"], VIZIERS))
    # three roosts score 2 an Evening, one none, and the third uncovers a draw (7.6.2)
    assert three - one == pytest.approx(EYRIE["evenings"] * (2 + EYRIE["card"]))
    assert worth(eyrie_board(["1"], VIZIERS, ["Anvil"])) == pytest.approx(one + EYRIE["card"])


@pytest.mark.law("7.5.2", "7.7.1")
def test_eyrie_assets_weigh_the_decree_against_what_the_board_lets_it_carry_out() -> None:
    worth = traits("eyrie").assets
    # a fox recruit card: the roost in 1 (fox) takes it; a rabbit battle card: no warrior
    # of the Eyrie in a rabbit clearing with an enemy, so turmoil (two Viziers: 2 points)
    can = worth(eyrie_board(["1"], {**VIZIERS, "recruit": ["Loyal Vizier", "Anvil"]}))
    cannot = worth(eyrie_board(["1"], {**VIZIERS, "battle": ["Bake Sale"]}))
    assert can - cannot == pytest.approx(3 * EYRIE["decree_card"] + 2 * EYRIE["turmoil"])
    # a longer Decree it can carry out counts for more
    assert can - worth(eyrie_board(["1"], VIZIERS)) == pytest.approx(EYRIE["decree_card"])


def vagabond_board(items: list[str], hand: list[str]) -> dict[str, Any]:
    """The Vagabond (the Thief) in clearing 1 with ``items``; his view, the Marquise's turn."""
    return position({"factions": ["vagabond", "marquise"], "turn": {"player": "marquise", "phase": "daylight"},
                     "clearings": {"5": {"marquise": {"warriors": 1}}},
                     "hands": {"vagabond": hand, "marquise": []},
                     "vagabond": {"character": "thief", "clearing": 1, "items": items}}).view(0)


@pytest.mark.law("9.2.5", "9.6.1")
def test_vagabond_assets_count_items_less_when_damaged_and_cards() -> None:
    worth = traits("vagabond").assets
    assert traits("vagabond").has_assets and traits("vagabond2").has_assets
    whole = worth(vagabond_board(["boots", "sword", "torch"], []))
    assert whole == pytest.approx(3 * VAGABOND["item"])
    # an exhausted item is still his (it refreshes, 9.4.1); a damaged one counts less
    assert worth(vagabond_board(["boots_x", "sword", "torch"], [])) == pytest.approx(whole)
    assert worth(vagabond_board(["boots", "sword_d", "torch"], [])) == pytest.approx(
        whole - VAGABOND["item"] + VAGABOND["damaged"])
    assert worth(vagabond_board(["boots", "sword", "torch"], ["Anvil"])) == pytest.approx(whole + VAGABOND["card"])


def alliance_board(supporters: list[str], sympathy: list[str], officers: int = 0,
                   base: str | None = None, hand: list[str] | None = None) -> dict[str, Any]:
    """The Alliance with sympathy in ``sympathy``, a warrior in 2, ``officers``, a base in
    ``base`` if given, ``supporters``, the Marquise's warrior in 11; its view, the
    Marquise's turn."""
    cl: dict[str, Any] = {c: {"alliance": {"tokens": ["sympathy"]}} for c in sympathy}
    cl["11"] = {"marquise": {"warriors": 1}}
    cl.setdefault("2", {"alliance": {}})["alliance"]["warriors"] = 1
    if base is not None:
        cl.setdefault(base, {"alliance": {}})["alliance"]["buildings"] = ["base_fox"]
    return position({"factions": ["alliance", "marquise"], "turn": {"player": "marquise", "phase": "daylight"},
                     "clearings": cl, "hands": {"alliance": hand or [], "marquise": []},
                     "alliance": {"supporters": supporters, "officers": officers}}).view(0)


FOX = ["Anvil", "Foxfolk Steel", "Root Tea (fox)", "Ambush (fox)"]


@pytest.mark.law("8.4.2", "8.6.1", "8.2.3")
def test_alliance_assets_count_supporters_by_the_track_officers_and_bases() -> None:
    worth = traits("alliance").assets
    assert traits("alliance").has_assets
    bare = worth(alliance_board([], ["2"]))
    assert bare == pytest.approx(ALLIANCE["warrior"])  # the sympathy on the map has scored
    # one token placed: the next three spaces cost 1, 1, 2 and score 1, 1, 1 (8.4.2.II-III)
    assert worth(alliance_board(FOX[:2], ["2"])) == pytest.approx(bare + ALLIANCE["spread"] * 2)
    assert worth(alliance_board(FOX[:3], ["2"])) == pytest.approx(
        bare + ALLIANCE["spread"] * 2 + ALLIANCE["supporter"])  # the third does not pay for the 2
    assert worth(alliance_board(FOX[:4], ["2"])) == pytest.approx(bare + ALLIANCE["spread"] * 3)
    # six placed: the next space costs 3 and scores 3
    six = ["2", "5", "6", "7", "8", "9"]
    assert worth(alliance_board(FOX[:3], six)) == pytest.approx(bare + ALLIANCE["spread"] * 3)
    assert worth(alliance_board(FOX[:2], six)) == pytest.approx(bare + 2 * ALLIANCE["supporter"])
    assert worth(alliance_board([], ["2"], officers=2)) == pytest.approx(bare + 2 * ALLIANCE["officer"])
    assert worth(alliance_board([], ["2"], base="1")) == pytest.approx(bare + ALLIANCE["base"])
    assert worth(alliance_board([], ["2"], hand=["Anvil"])) == pytest.approx(bare + ALLIANCE["card"])


def decision_of(key: str, seed: int, turn: int, factions: tuple[str, ...] = BASE) -> Game:
    """A heuristic game (the base factions unless ``factions`` says) stopped at ``key``'s
    first decision with several options from ``turn``."""
    g = Game.new({"map": "autumn", "factions": list(factions)}, seed)
    bots = [make_bot("heuristic", seed * 31 + s) for s in range(g.n)]
    while g.pending is not None and (g.turn < turn or len(g.pending.options) < 2
                                     or g.factions[g.pending.seat].key != key):
        p = g.pending
        g.apply(bots[p.seat].decide(Observation(g, p.seat), p.options))
    assert g.pending is not None
    return g


def tree(g: Game, **kw: Any) -> Any:
    bot = IsmctsBot(7, iterations=ITERATIONS, **kw)
    p = g.decision
    a = bot.decide(Observation(g, p.seat), p.options)
    assert bot.last_root is not None
    return a, bot.last_root.stats()


@pytest.mark.law("1.2.1")
@pytest.mark.parametrize("key", ["marquise", "eyrie", "alliance", "vagabond"])
def test_the_estimate_reads_only_what_the_seat_knows(key: str) -> None:
    g = decision_of(key, 3, 6)
    other = g.determinize(g.decision.seat, Rng(99))
    assert tree(g, assets=True) == tree(other, assets=True)


def test_the_estimate_changes_the_scores_where_it_is_written_and_nothing_else() -> None:
    for key in BASE:
        g = decision_of(key, 3, 6)
        assert tree(g)[1] != tree(g, assets=False)[1]  # on by default
    r = decision_of("riverfolk", 3, 6, ("marquise", "eyrie", "riverfolk"))  # no estimate written: the same search
    assert tree(r, assets=True) == tree(r, assets=False)


def test_a_new_tree_measures_from_the_lead_with_what_is_held() -> None:
    g = decision_of("marquise", 3, 6)
    seat = g.decision.seat
    v = g.view(seat)
    bot = IsmctsBot(7, iterations=2)
    bot.decide(Observation(g, seat), g.decision.options)
    assert bot.base == pytest.approx(_lead(v["players"], seat) + traits("marquise").assets(v))
    assert traits("marquise").assets(v) > 0


def test_the_horizon_is_the_factions_own_unless_the_settings_say(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Strategy.search_horizon`` sets how far the rollouts play for its faction; an explicit
    ``horizon`` wins; a faction that says nothing gets the search's default."""
    from woodland.bots.heuristic_alliance import AllianceStrategy
    from woodland.bots.ismcts import HORIZON

    def horizon_of(g: Game, **kw: Any) -> int:
        bot = IsmctsBot(7, iterations=2, **kw)
        bot.decide(Observation(g, g.decision.seat), g.decision.options)
        return bot.horizon

    # two rounds on for the Marquise, the Eyrie and the Vagabond (their strategies' own)
    for key in ("marquise", "eyrie", "vagabond"):
        assert horizon_of(decision_of(key, 3, 6)) == 8, key
    g = decision_of("alliance", 3, 6)
    assert horizon_of(g) == HORIZON == 4  # the Alliance says nothing: the search's default
    monkeypatch.setattr(AllianceStrategy, "search_horizon", 6)
    assert horizon_of(g) == 6 and horizon_of(g, horizon=2) == 2
    # the rollouts stop there: a longer horizon plays more turns, so builds another tree
    assert tree(g)[1] != tree(g, horizon=4)[1]


@pytest.mark.law("1.2.1")
@pytest.mark.parametrize("seed,turn", [(3, 6), (5, 14), (8, 22)])
def test_an_opponents_estimate_read_from_another_seats_view_is_its_own(seed: int, turn: int) -> None:
    """``rivals``: what an opponent holds is read from the searching seat's view; every part
    the estimates read is public, so any seat's view gives the opponent's own figure."""
    g = decision_of("eyrie", seed, turn)
    for f in g.factions:
        own = traits(f.key).assets(g.view(f.seat))
        assert own > 0
        for other in range(g.n):
            v = g.view(other)
            entry = next(p for p in v["players"] if p["seat"] == f.seat)
            assert _held_by(v, entry) == pytest.approx(own)


def test_rivals_count_what_the_best_opponent_holds() -> None:
    g = decision_of("eyrie", 5, 14)
    seat = g.decision.seat
    v = g.view(seat)
    bot = IsmctsBot(7, iterations=2, rivals=True)
    bot.decide(Observation(g, seat), g.decision.options)
    mine = next(p["score"] for p in v["players"] if p["seat"] == seat) + traits("eyrie").assets(v)
    best = max(p["score"] + traits(p["faction"]).assets(g.view(p["seat"]))
               for p in v["players"] if p["seat"] != seat)
    assert bot.base == pytest.approx(mine - best)
    assert bot.base != pytest.approx(_lead(v["players"], seat) + traits("eyrie").assets(v))
    # a search that counts them builds another tree, from the seat's view alone
    assert tree(g, rivals=True)[1] != tree(g)[1]
    assert tree(g, rivals=True) == tree(g.determinize(seat, Rng(5)), rivals=True)
