"""Whole games with hirelings (appendix H) under random play: pieces, cards and hiring markers
conserved, views hiding nothing more than without hirelings, saves and replays exact, and
every hireling card changing hands. Two games in the default suite; ``WOODLAND_SOAK=1``
plays many more (mixes of the implemented sides, four maps)."""

from __future__ import annotations

import json
import os
from collections import Counter

import pytest

from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import card_places, check_pieces, check_views
from woodland import Game
from woodland.core.hireling import HIRELINGS, HIRING_SPACES, Hired, side_names
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng

SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
SIDES = sorted(HIRELINGS)
MAPS = ("autumn", "winter", "lake", "mountain")
# (tests/test_fuzz_expansion.check_pieces miscounts the Corvids' face-down plots on main: no Corvids here)
FACTIONS = (["marquise", "eyrie", "alliance", "vagabond"], ["riverfolk", "lizard", "duchy", "eyrie"])
MAX_STEPS = 4000


#: the sides with warriors of their own (H.3): the first game has them all (up to three)
WITH_PIECES = [k for k in SIDES if Hired(*side_names()[k]).warrior_total]  # (and buildings)


def cases() -> list[tuple[int, list[str], list[str], str]]:
    """(seed, factions, three sides, map)."""
    n = 40 if SOAK else 2
    out = []
    for seed in range(n):
        sides = [SIDES[(seed + i * 2) % len(SIDES)] for i in range(3)]
        if seed * 3 < len(WITH_PIECES):  # the first games have the sides with pieces, three by three
            sides = WITH_PIECES[seed * 3:seed * 3 + 3]
            cards = {side_names()[k][0] for k in sides}
            sides += [k for k in SIDES if side_names()[k][0] not in cards][:3 - len(sides)]
        out.append((seed, FACTIONS[seed % 2], sides, MAPS[seed % len(MAPS)] if SOAK else "autumn"))
    return out


def all_cards(g: Game) -> list[int]:
    """Every card the game holds, those lying on hireling cards too (the Mole Artisans')."""
    assert g.hirelings is not None
    return card_places(g) + g.hirelings.held_cards()


def check_hirelings(g: Game) -> None:
    hs = g.hirelings
    assert hs is not None
    assert len(hs.markers) + sum(hs.waiting) <= len(HIRING_SPACES)
    for h in hs.cards:
        assert -1 <= h.controller < g.n and h.control >= 0
        assert (h.controller < 0) == (h.gained < 0) or h.controller >= 0
        # hireling warriors (G.36) conserved: on the map plus in its supply make the card's count
        assert all(k >= 0 for k in h.warriors) and len(h.warriors) in (0, g.map.n)
        assert 0 <= h.supply <= h.warrior_total, (h.key, h.warriors)
        i = hs.cards.index(h)  # its buildings (2.2.3): of its kind, no more than the card has
        assert all(k == h.rules.building for bs in g.buildings for o, k in bs if o == -2 - i)
        assert sum(1 for bs in g.buildings for o, _k in bs if o == -2 - i) <= h.building_total
        assert all(k == h.rules.token for ts in g.tokens for o, k in ts if o == -2 - i)  # its tokens (G.33)
        assert sum(1 for ts in g.tokens for o, _k in ts if o == -2 - i) <= h.token_total
    for h in hs.cards:  # bandits (the Highway Bandits): at most four, on distinct paths of the map (R289)
        paths = [tuple(p) for p in h.state.get("paths", ())] if h.key == "highway_bandits" else []
        assert len(paths) <= 4 and len(set(paths)) == len(paths) and all(b in g.map.adj[a] for a, b in paths)
    shown: dict[str, int] = {}
    for cl in g.view(None)["clearings"]:
        for k, n in cl["warriors"].items():
            shown[k] = shown.get(k, 0) + n
    for h in hs.cards:  # everyone sees every hireling warrior (1.2)
        assert shown.get(h.key, 0) == sum(h.warriors[:g.map.board_n]), h.key


@pytest.mark.law("H.1.1", "H.1.2", "H.1.3", "1.2.1")
@pytest.mark.parametrize("seed, factions, sides, map_name", cases())
def test_games_with_hirelings_keep_invariants_and_replay(seed: int, factions: list[str], sides: list[str],
                                                        map_name: str) -> None:
    rec = Recorder({"map": map_name, "factions": factions, "hirelings": sides}, seed)
    g = rec.game
    rng = Rng(seed * 17 + 3)
    expected = Counter(all_cards(g))
    hired: set[str] = set()
    steps = 0
    every = 1 if SOAK else 4  # the default suite checks saves and views on some steps only
    while g.pending is not None and steps < MAX_STEPS:
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        h = Game.from_json(json.loads(json.dumps(g.to_json()))) if steps % every == 0 else None
        assert h is None or (h.fingerprint() == g.fingerprint() and h.legal_actions() == opts)
        rec.apply(a)
        steps += 1
        if h is not None:
            h.apply(a)
            assert h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        check_hirelings(g)
        assert Counter(all_cards(g)) == expected, "a card appeared, disappeared or is in two places"
        assert g.hirelings is not None
        hired |= {c.key for c in g.hirelings.cards if c.controller >= 0}
        if g.pending is not None and steps % (2 * every) == 0:
            check_views(g, g.pending.seat, rng)
            check_views(g, (g.pending.seat + 1 + steps) % g.n, rng)
    assert hired, "no hireling was ever hired"
    replay(json.loads(json.dumps(rec.record())))


def kind_walks() -> list[Game]:
    """Games with every implemented side, for tests/test_kinds.py (every kind met)."""
    plain = [k for k in SIDES if k not in WITH_PIECES and k != "the_exile"]  # the sides without pieces, as
    # before these (the Exile, its card's other side the Brigand's, is walked below)
    games = [Game.new({"factions": ["marquise", "eyrie", "alliance"], "hirelings": plain[i:i + 3]}, 77 + i)
             for i in range(0, len(plain), 3)]
    for i in range(0, len(WITH_PIECES), 3):  # the sides with warriors (H.3)
        games.append(Game.new({"factions": ["marquise", "eyrie", "alliance"], "hirelings": WITH_PIECES[i:i + 3]},
                              90 + i))
    from woodland.testing import game_with

    # rare in random play: the Sunward Expedition with all three footholds on the map (R241)
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  hirelings={"cards": {"sunward_expedition": {"controller": "marquise", "control": 3,
                                                              "buildings": {"1": 1, "2": 1, "3": 1}}}})
    g.apply("expedition")
    # the Street Band's action in a Daylight menu; the Last Dynasty asked where to move
    band = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                     clearings={"1": {"marquise": 1}},
                     hirelings={"cards": {"street_band": {"controller": "marquise", "control": 3}}})
    dynasty = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                        hirelings={"cards": {"last_dynasty": {"controller": "marquise", "control": 3,
                                                              "warriors": {"1": 5}}}})
    dynasty.apply("dynasty")
    # the River Roamers' crafting with a lilypad, then their choice (a battle there, or two on the river)
    roam = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                     clearings={"5": {"eyrie": 1}}, hands={"marquise": ["Travel Gear (mouse)"]},
                     hirelings={"cards": {"river_roamers": {"controller": "marquise", "control": 3,
                                                            "warriors": {"5": 2}, "tokens": {"5": 1}}}})
    roam.apply("roamers")
    # met only by chance in the games above (the sides' grouping moves as sides are added): the
    # Vault Keepers' action and choice, the Sunny Advocates' suit and whose warrior is replaced
    from tests.hirelings.test_pieces import keepers
    from tests.hirelings.test_sunny_advocates import advocates

    vault = keepers("marquise", {"1": 1}, {"1": 1}, clearings={"1": {"eyrie": 1}})
    guard = vault.clone()
    guard.apply("vaults")
    guard.apply("deploy 5")
    suit = advocates("marquise", {"10": 1}, clearings={"10": {"eyrie": 1, "alliance": 1}})
    suit.apply("advocates")
    replace = suit.clone()
    replace.apply("advocate_suit rabbit")
    # the Brigand's two actions in one Daylight menu; the Exile set up, given an item, moving, battling
    from tests.hirelings.test_the_exile import brigand, exile

    rob = brigand(items={"marquise": ["boots"]}, hands={"eyrie": 1},
                  clearings={"1": {"marquise": 1, "eyrie": 1}, "6": {"marquise": 1}})
    bear = exile(items={"marquise": ["boots"]}, clearings={"5": {"marquise": 1, "eyrie": 2}})
    roam_on = bear.clone()
    roam_on.apply("exile")
    setup = Game.new({"factions": ["marquise", "eyrie"], "hirelings": ["the_exile"]}, 5)
    from tests.hirelings.test_feline_physicians import rare_positions as physicians  # met only so
    from tests.hirelings.test_highway_bandits import rare_positions as bandit_positions

    games += physicians()

    # the Forest Patrol's move, and the Spring Uprising's and Popular Band's choices
    from tests.hirelings.test_pieces import patrol, uprising_band_positions

    march = patrol("marquise", {"1": 2}, clearings={"5": {"eyrie": 1}})
    march.apply("patrol")
    march.apply("patrol_move")
    return [*games, g, band, dynasty, roam, vault, guard, suit, replace, rob, bear, roam_on, setup,
            *bandit_positions(), march, *uprising_band_positions()]
