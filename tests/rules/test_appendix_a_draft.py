"""Appendix A, the Advanced Setup with its draft: landmarks (A.5), the hirelings step (A.6,
empty without hirelings), five cards (A.7), the faction setup cards (A.8.1-A.8.3), score
markers (A.9) and the starting hands (A.10), every choice a decision of the engine.

``WOODLAND_SOAK=1`` plays 1,000 drafted bot games across the maps instead of a few.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from typing import Any

import pytest

from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import card_places, check_views
from woodland import Game
from woodland.core.ability import held_warriors
from woodland.core.errors import BadInput
from woodland.core.faction import FACTIONS, Undrafted
from woodland.core.game import default_draft_pool
from woodland.core.landmark import offered_landmarks
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng
from woodland.rules import advanced
from woodland.sim import play_game

MAPS = ("autumn", "winter", "lake", "mountain")
SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")


def drafted(players: int = 4, seed: int = 1, map_name: str = "autumn", **kw: Any) -> Game:
    setup: dict[str, Any] = {"map": map_name, "draft": True, "players": players}
    setup.update(kw)
    return Game.new(setup, seed)


def draft_frame(g: Game) -> advanced.Draft:
    return next(fr for fr in g.stack if isinstance(fr, advanced.Draft))


def draft_view(g: Game, seat: int) -> dict[str, Any]:
    return next(c for c in g.view(seat)["context"] if "draft_pool" in c)


def until(g: Game, kind: str) -> Game:
    """Answer every decision with its first option until one of ``kind`` is asked."""
    while g.pending is not None and g.pending.kind != kind:
        g.apply(g.pending.options[0])
    assert g.pending is not None, f"no {kind} decision came"
    return g


def finish_setup(g: Game) -> Game:
    while g.pending is not None and g.phase == "setup":
        g.apply(g.pending.options[0])
    return g


# ----------------------------------------------------------------------------- the setup
def test_a_drafted_setup_names_its_players_and_keeps_the_pool() -> None:
    g = drafted(3)
    assert g.setup["factions"] == ["seat1", "seat2", "seat3"]
    assert g.setup["draft"] == default_draft_pool() and g.setup["mode"] == "advanced"
    assert [f.key for f in g.factions] == ["seat1", "seat2", "seat3"]
    assert g.seat_of("seat2") == 1


@pytest.mark.law("A.8.1")
def test_A_8_1_the_default_pool_is_the_registry_with_one_vagabond_card() -> None:
    pool = default_draft_pool()
    assert set(pool) <= set(FACTIONS)
    assert sum(FACTIONS[k].is_vagabond for k in pool) == 1  # one Vagabond setup card (recommended)
    # 18.2.1: a faction exclusive with the Vagabond is left out of it (ruling R351)
    assert all(k in pool or FACTIONS[k].is_vagabond or FACTIONS[k].excludes_vagabond for k in FACTIONS)


@pytest.mark.parametrize("setup, field", [
    ({"draft": True}, "setup.players"),
    ({"draft": True, "players": 7}, "setup.players"),
    ({"draft": ["marquise", "alliance"], "players": 2}, "setup.draft"),
    ({"draft": ["marquise", "nobody"], "players": 2}, "setup.draft[1]"),
    ({"draft": ["marquise", "eyrie", "vagabond", "vagabond2"], "players": 2}, "setup.draft"),
    ({"draft": True, "players": 3, "mode": "standard"}, "setup.mode"),
    ({"draft": True, "players": 3, "landmarks": 3}, "setup.landmarks.count"),
    ({"draft": True, "players": 3, "landmarks": {"count": 1, "cards": ["forge"]}}, "setup.landmarks.cards[0]"),
    ({"draft": True, "players": 3, "landmarks": {"count": 2, "cards": ["tower"]}}, "setup.landmarks.cards"),
    ({"factions": ["marquise", "eyrie"], "landmarks": 1}, "setup.landmarks"),
    ({"draft": True, "players": 2, "keep_insurgents": True}, "setup.keep_insurgents"),  # A.8.2.I: hirelings
    ({"draft": True, "players": 3, "keep_insurgents": True, "hirelings": "random"}, "setup.keep_insurgents"),
    ({"draft": True, "players": 2, "keep_insurgents": "yes", "hirelings": "random"}, "setup.keep_insurgents"),
    ({"factions": ["marquise", "eyrie"], "keep_insurgents": True, "hirelings": "random"}, "setup.keep_insurgents"),
    ({"draft": ["marquise", "eyrie", "corvid"], "players": 2, "hirelings": ["furious_protector"]}, "setup.draft"),
])
def test_a_bad_advanced_setup_is_refused_naming_the_field(setup: dict[str, Any], field: str) -> None:
    with pytest.raises(BadInput) as e:
        Game.new({"map": "autumn", **setup}, 1)
    assert str(e.value).startswith(field + ":")


def test_a_drafted_setup_normalises_to_itself() -> None:
    g = drafted(5, landmarks=1)
    again = Game.new(json.loads(json.dumps(g.setup)), 1)
    assert again.setup == g.setup and again.fingerprint() == g.fingerprint()


# ----------------------------------------------------------------------------- A.5
@pytest.mark.law("A.5.1")
def test_A_5_1_the_group_chooses_one_or_two_landmarks_and_the_cards_kept() -> None:
    assert drafted(3, 1, landmarks=2).setup["landmarks"] == {"count": 2, "cards": offered_landmarks()}
    for seed in range(4):
        g = drafted(3, seed, landmarks={"count": 1, "cards": ["lost_city"]})
        g.apply(g.legal_actions()[0])
        assert list(g.landmarks) == ["lost_city"]  # only the card kept is dealt


@pytest.mark.law("A.5.2", "A.5.3")
def test_A_5_the_last_player_sets_up_the_first_landmark_the_second_to_last_the_second() -> None:
    g = drafted(4, 3, landmarks=2)
    first = g.pending
    assert first is not None and first.kind == "setup_landmark" and first.seat == 3
    g.apply(first.options[0])
    second = g.pending
    assert second is not None and second.kind == "setup_landmark" and second.seat == 2
    g.apply(second.options[0])
    assert len(g.landmarks) == 2 and set(g.landmarks) <= set(offered_landmarks())
    assert g.pending is not None and g.pending.kind == "draft_faction"


@pytest.mark.law("A.5.2", "M.4.1")
def test_A_5_a_landmark_the_map_placed_is_not_dealt_again() -> None:
    g = drafted(3, 1, "mountain", landmarks={"count": 1, "cards": ["tower"]})
    assert g.landmarks == {"tower": g.map.index("Pass")}
    assert g.pending is not None and g.pending.kind == "draft_faction"  # no other landmark card to deal
    for seed in range(4):
        g = drafted(3, seed, "mountain", landmarks=1)
        assert g.pending is not None and g.pending.kind == "setup_landmark"
        g.apply(g.pending.options[0])
        assert len(g.landmarks) == 2 and "tower" in g.landmarks


@pytest.mark.law("A.5.3")
def test_A_5_the_tower_is_set_up_at_a_ruin_without_a_landmark() -> None:
    g = drafted(3, 2, "lake", landmarks={"count": 1, "cards": ["tower"]})
    ferry = g.landmarks["ferry"]
    opts = {int(a.args[0]) - 1 for a in g.legal_actions()}
    assert opts == {c for c in range(12) if g.map.ruins[c]}
    assert g.map.index("Yard") in opts and g.map.index("Yard") in g.map.adj[ferry]  # next to the Ferry: allowed
    g.apply(g.legal_actions()[0])
    assert g.landmarks["tower"] in opts


@pytest.mark.law("A.5.3")
def test_A_5_the_lost_city_is_set_up_on_the_river_not_on_or_next_to_a_landmark() -> None:
    g = drafted(3, 2, "lake", landmarks={"count": 1, "cards": ["lost_city"]})
    ferry = g.landmarks["ferry"]
    opts = {int(a.args[0]) - 1 for a in g.legal_actions()}
    assert opts == set(g.map.coastal) - {ferry} - set(g.map.adj[ferry])  # on the Lake: a coastal clearing
    g = drafted(3, 2, "autumn", landmarks={"count": 1, "cards": ["lost_city"]})
    assert {int(a.args[0]) for a in g.legal_actions()} == {4, 5, 7, 10, 11}  # the river's clearings


@pytest.mark.law("A.6")
def test_A_6_without_hirelings_the_step_does_nothing_and_with_them_they_set_up_before_the_draft() -> None:
    g = drafted(4, 1)
    assert g.hirelings is None
    assert g.pending is not None and g.pending.kind == "draft_faction"
    g = drafted(4, 1, hirelings=["bluebird_nobles", "raven_sentries", "furious_protector"])
    assert g.hirelings is not None and [h.key for h in g.hirelings.cards] == [
        "bluebird_nobles", "raven_sentries", "furious_protector"]
    assert g.hirelings.markers == [4, 8, 12]  # A.6.4
    kinds = []
    while g.pending is not None and g.pending.kind != "draft_faction":
        kinds.append(g.pending.kind)
        g.apply(g.legal_actions()[0])
    assert g.pending is not None  # the draft comes after the hirelings' setup (A.6.3 before A.8)


# ----------------------------------------------------------------------------- A.7
@pytest.mark.law("A.7")
def test_A_7_players_draw_five_before_choosing_factions() -> None:
    g = drafted(4, 2)
    assert [len(f.hand) for f in g.factions] == [5, 5, 5, 5]
    g2 = drafted(2, 2)
    kinds = [g2.deckdef.cards[c].kind for c in g2.deck + [c for f in g2.factions for c in f.hand]]
    assert "dominance" not in kinds


# ----------------------------------------------------------------------------- A.8
@pytest.mark.law("A.8.2")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_A_8_2_one_militant_card_then_one_card_per_player(players: int) -> None:
    for seed in range(5):
        g = drafted(players, seed)
        fr = draft_frame(g)
        assert len(fr.cards) == players + 1 and len(set(fr.cards)) == players + 1
        assert FACTIONS[fr.cards[0]].militant
        assert set(fr.cards) <= set(g.setup["draft"])


@pytest.mark.law("A.8.2.I")
def test_A_8_2_I_two_players_draft_militant_factions_only() -> None:
    for seed in range(8):
        assert all(FACTIONS[k].militant for k in draft_frame(drafted(2, seed)).cards)


@pytest.mark.law("A.8.2.I")
def test_A_8_2_I_two_players_with_hirelings_may_keep_the_insurgent_cards() -> None:
    def cards(seed: int, **kw: Any) -> list[str]:
        return draft_frame(until(drafted(2, seed, hirelings="random", **kw), "draft_faction")).cards

    kept = [cards(seed, keep_insurgents=True) for seed in range(10)]
    assert all(len(c) == 3 and FACTIONS[c[0]].militant for c in kept)  # still one militant card first
    assert any(not FACTIONS[k].militant for c in kept for k in c)
    assert all(FACTIONS[k].militant for seed in range(10) for k in cards(seed))  # not kept: removed
    g = drafted(2, 1, hirelings="random", keep_insurgents=True)
    assert g.setup["keep_insurgents"] is True and Game.new(json.loads(json.dumps(g.setup)), 1).setup == g.setup
    pool = ["marquise", "eyrie", "corvid"]  # two militant cards are too few for two players, three cards
    assert drafted(2, 1, draft=pool, hirelings=["furious_protector"], keep_insurgents=True).setup["draft"] == pool


@pytest.mark.law("A.8.2.II")
def test_A_8_2_II_the_last_insurgent_dealt_is_locked_until_a_militant_is_chosen() -> None:
    seed = next(s for s in range(200) if draft_frame(drafted(4, s)).locked)
    g = drafted(4, seed)
    fr = draft_frame(g)
    locked = fr.locked
    assert locked == fr.cards[-1] and not FACTIONS[locked].militant
    offered = {str(a.args[0]) for a in g.legal_actions()}
    assert locked not in offered
    reason, rules = g.why_not(g.parse(f"faction {locked}"))
    assert "A.8.2.II" in rules and "locked" in reason
    militant = next(k for k in offered if FACTIONS[k].militant)
    g.apply(f"faction {militant}")
    g = until(g, "draft_faction")
    assert locked in {str(a.args[0]) for a in g.legal_actions()}


@pytest.mark.law("A.8.2.III")
def test_A_8_2_III_a_vagabond_card_comes_with_one_character_he_must_use() -> None:
    pool = ["marquise", "eyrie", "duchy", "vagabond"]
    g = drafted(3, 4, draft=pool)
    fr = draft_frame(g)
    assert "vagabond" in fr.cards
    dealt = fr.dealt["vagabond"]
    assert len(dealt) == 1
    assert draft_view(g, 0)["dealt"] == {"vagabond": dealt}  # face up, for everyone
    g.apply("faction vagabond")
    assert g.pending is not None and g.pending.kind == "setup_forest"  # the character was not a choice
    assert g.factions[2].character == dealt[0]


@pytest.mark.law("A.8.2.IV", "18.3.2")
def test_A_8_2_IV_the_knaves_card_comes_with_four_captains_they_choose_three_of() -> None:
    from woodland.factions.knaves import captain_keys

    pool = ["marquise", "eyrie", "duchy", "knaves"]
    deals = {tuple(draft_frame(drafted(3, seed, draft=pool)).dealt["knaves"]) for seed in range(6)}
    assert len(deals) > 1  # at random
    g = drafted(3, 1, draft=pool)
    dealt = draft_frame(g).dealt["knaves"]
    assert len(set(dealt)) == 4 and set(dealt) <= set(captain_keys())
    assert draft_view(g, 0)["dealt"] == {"knaves": dealt}  # face up, for everyone
    g.apply("faction knaves")
    assert g.pending is not None and g.pending.kind == "knaves_captain"
    assert {str(a.args[0]) for a in g.legal_actions()} == set(dealt)
    assert draft_view(g, 0)["dealt"] == {"knaves": dealt}  # still face up while they choose
    other = next(k for k in captain_keys() if k not in dealt)
    reason, rules = g.why_not(g.parse(f"captain {other}"))
    assert "not dealt" in reason and "A.8.2.IV" in rules
    for k in dealt[:3]:
        g.apply(f"captain {k}")
    assert g.pending is not None and g.pending.kind == "knaves_forest"
    assert g.factions[2].captains == dealt[:3]


@pytest.mark.law("A.8.3")
def test_A_8_3_from_the_last_player_counterclockwise_each_chooses_and_sets_up_at_once() -> None:
    g = drafted(4, 5, draft=["marquise", "eyrie", "duchy", "alliance", "lizard", "corvid"])
    seats = []
    while g.phase == "setup" and g.pending is not None and g.pending.kind != "starting_hand":
        p = g.pending
        if p.kind == "draft_faction":
            seats.append(p.seat)
            others_undrafted = [f.key for f in g.factions if f.seat != p.seat and f.key.startswith("seat")]
            g.apply(p.options[0])
            chosen = g.factions[p.seat]
            assert not chosen.key.startswith("seat")
            if chosen.setup_frame is not None and g.pending is not None and g.pending.kind != "draft_faction":
                assert g.pending.seat == p.seat  # it sets up before anyone else chooses
            assert [f.key for f in g.factions if f.seat != p.seat and f.key.startswith("seat")] == others_undrafted
        else:
            g.apply(p.options[0])
    assert seats == [3, 2, 1, 0]


@pytest.mark.law("A.8.3.I")
def test_A_8_3_I_no_player_chooses_an_enemy_homeland() -> None:
    for seed in range(6):
        g = finish_setup(drafted(4, seed, draft=["marquise", "eyrie", "duchy", "lizard", "alliance"]))
        homes = [f.home for f in g.factions if f.home >= 0]
        assert len(homes) == len(set(homes))


@pytest.mark.law("A.8.3.I", "16.3.2")
def test_A_8_3_I_the_diaspora_start_in_no_enemy_homeland() -> None:
    """The Eyrie's starting corner is on the river (autumn: clearing 4); the Diaspora drafted
    after them could start there before (ruling R285)."""
    g = drafted(3, 1, draft=["marquise", "eyrie", "duchy", "lilypad"])
    roost = 3
    assert roost in g.map.corners
    g.apply("faction eyrie")
    g.apply(f"roost {roost + 1}")
    g = until(g, "draft_faction")
    g.apply("faction lilypad")
    assert g.pending is not None and g.pending.kind == "lilypad_setup"
    offered = {int(a.args[0]) - 1 for a in g.legal_actions()}
    assert roost not in offered and offered
    reason, rules = g.why_not(g.parse(f"place {roost + 1}"))
    assert "homeland" in reason and "A.8.3.I" in rules


@pytest.mark.law("16.3.2")
def test_without_the_draft_the_diaspora_may_start_at_an_enemys_starting_corner() -> None:
    """A.8.3.I is the draft's: in the Standard Setup 16.3.2 names any clearing on the river
    (ruling R285)."""
    g = Game.new({"factions": ["eyrie", "lilypad"], "seating": "given"}, 1)
    g.apply("roost 4")
    g = until(g, "lilypad_setup")
    assert 3 in {int(a.args[0]) - 1 for a in g.legal_actions()}


@pytest.mark.law("A.8.3")
def test_A_8_3_a_faction_drafted_brings_its_off_map_clearings() -> None:
    g = drafted(2, 1, draft=["marquise", "eyrie", "duchy"])
    assert g.map.n == g.map.board_n  # no Burrow before the Duchy is chosen
    g.apply("faction duchy")
    assert "Burrow" in g.map.extras and len(g.warriors) == g.map.n * g.n
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint() and h.map.n == g.map.n


# ----------------------------------------------------------------------------- A.9, A.10
@pytest.mark.law("A.9", "A.10")
def test_A_9_A_10_after_the_draft_scores_are_zero_and_hands_are_chosen() -> None:
    g = until(drafted(3, 6), "starting_hand")
    assert all(f.score == 0 for f in g.factions)
    assert all(not f.key.startswith("seat") for f in g.factions)
    finish_setup(g)
    assert [len(f.hand) for f in g.factions if f.seat != g.current] == [3, 3]


@pytest.mark.law("1.2.1", "A.7", "A.10")
def test_the_draft_hides_the_hands_of_five() -> None:
    g = drafted(4, 7)
    v = g.view(0)
    assert draft_view(g, 0)["draft_pool"] == draft_frame(g).cards
    for p in v["players"]:
        if p["seat"] != 0:
            assert "hand" not in p and p["hand_count"] == 5


# ----------------------------------------------------------------------------- whole games
def check_pieces(g: Game) -> None:
    """1.5.1: every piece of a faction is on the map, in its supply or held; an undrafted
    player has none (A.8)."""
    n, m = g.n, g.map.n
    assert len(g.warriors) == n * m and all(w >= 0 for w in g.warriors)
    for f in g.factions:
        s = f.seat
        if isinstance(f, Undrafted):
            assert not any(g.warriors[c * n + s] for c in range(m)) and f.supply == 0
            continue
        on_map = sum(g.warriors[c * n + s] for c in range(m))
        assert on_map + f.supply + f.warriors_elsewhere() + held_warriors(g, s) == f.warrior_total, f.key
        for kind, total in f.BUILDINGS.items():
            assert sum(bs.count((s, kind)) for bs in g.buildings) + f.bsupply[kind] == total, (f.key, kind)
        for kind, total in f.TOKENS.items():
            placed = sum(1 for ts in g.tokens for o, k in ts if o == s and f.supply_kind(k) == kind)
            assert placed + f.tsupply[kind] == total, (f.key, kind)
    assert all(len(g.buildings[c]) <= g.map.slots[c] for c in range(m))


def fuzz(setup: dict[str, Any], seed: int, max_steps: int = 400) -> None:
    """A game of random choices: pieces and cards conserved, views hiding what they must,
    copies and saved games equal to the game, and the record replaying exactly."""
    rec = Recorder(setup, seed)
    g = rec.game
    rng = Rng(seed * 31 + 7)
    expected = Counter(card_places(g))
    steps = 0
    while g.pending is not None and steps < max_steps:
        opts = g.legal_actions()
        a = opts[rng.below(len(opts))]
        h = Game.from_json(json.loads(json.dumps(g.to_json())))
        assert h.fingerprint() == g.fingerprint() and h.legal_actions() == opts
        in_setup = g.phase == "setup"
        rec.apply(a)
        h.apply(a)
        steps += 1
        assert h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        places = Counter(card_places(g))
        # a faction drafted may shuffle its own cards into the deck (16.3.4 frog cards)
        added = Counter({c: k for c, k in (places - expected).items() if g.deckdef.cards[c].added})
        assert places == expected + added, "a card appeared, disappeared or is in two places"
        assert in_setup or not added, "a faction's own cards came into the game after setup"
        expected = places
        if g.pending is not None:
            check_views(g, g.pending.seat, rng)
            check_views(g, (g.pending.seat + 1 + steps) % g.n, rng)
    replay(json.loads(json.dumps(rec.record())))


@pytest.mark.law("A.1", "A.5", "A.8", "A.10")
@pytest.mark.parametrize("map_name, players, seed", [("autumn", 4, 1), ("lake", 5, 2), ("mountain", 2, 3),
                                                     ("winter", 6, 4)])
def test_drafted_games_keep_invariants_and_replay(map_name: str, players: int, seed: int) -> None:
    fuzz({"map": map_name, "draft": True, "players": players, "landmarks": 1}, seed, 250)


@pytest.mark.law("A.1", "A.8")
def test_bot_games_with_the_advanced_setup_finish_and_replay() -> None:
    games = 1000 if SOAK else 4
    for i in range(games):
        setup = {"map": MAPS[i % 4], "draft": True, "players": 2 + i % 5, "landmarks": i % 2}
        if not setup["landmarks"]:
            del setup["landmarks"]
        rec = play_game(setup, i, ["heuristic"], max_turns=150)
        g = replay(json.loads(json.dumps(rec)))  # checks the state hash after every decision
        assert g.result == rec["result"]
        keys = [f.key for f in g.factions]
        assert set(keys) <= set(g.setup["draft"]) and len(set(keys)) == setup["players"]


@pytest.mark.law("A.8.3", "5")
def test_A_8_3_no_corner_faction_once_the_corners_are_taken() -> None:
    """Ruling R299: with every corner a starting clearing, a faction that starts in a corner
    is not offered (its setup could not be carried out), and the oracle says why."""
    from woodland import explain

    pool = ["marquise", "eyrie", "duchy", "lizard", "hundreds", "alliance", "corvid"]
    met = 0
    for seed in range(12):
        g = drafted(6, seed, draft=pool)
        while g.phase == "setup" and g.pending is not None and g.pending.kind != "starting_hand":
            p = g.pending
            if p.kind == "draft_faction":
                frame = draft_frame(g)
                corners_left = frame.corner_left(g)
                offered = {str(o.args[0]) for o in p.options}
                for k in frame.cards:
                    if FACTIONS[k].corner_start and not corners_left:
                        met += 1
                        assert k not in offered
                        e = explain(g, f"faction {k}")
                        assert e.legal is False and "corner" in e.reason and "A.8.3" in e.rules
                g.apply(p.options[-1])
            else:
                g.apply(p.options[0])
        assert g.pending is not None
    assert met > 0


@pytest.mark.law("5")
def test_5_five_corner_factions_need_the_advanced_setup() -> None:
    with pytest.raises(BadInput, match="corner"):
        Game.new({"factions": ["marquise", "eyrie", "lizard", "duchy", "hundreds"]}, 1)
    Game.new({"factions": ["marquise", "eyrie", "lizard", "duchy", "alliance"]}, 1)  # four: the standard setup


@pytest.mark.law("A.6.3")
@pytest.mark.parametrize("players, seats", [(2, [1, 0, 1]), (3, [2, 1, 0]), (4, [2, 1])])
def test_A_6_3_hirelings_are_set_up_from_the_last_player_counterclockwise(players: int, seats: list[int]) -> None:
    # each player sets up one dealt hiring: with two players the last one sets up a second; a
    # demoted side (four players: the Bluebird Nobles, first) has nothing to set up, but its
    # player's turn to set up passes all the same
    names = {2: ["flame_bearers", "popular_band", "corvid_spies"],
             3: ["flame_bearers", "popular_band", "corvid_spies"],
             4: ["bluebird_nobles", "popular_band", "corvid_spies"]}[players]
    g = drafted(players, 1, hirelings=names)
    asked = []
    while g.pending is not None and g.pending.kind != "draft_faction":
        if not asked or asked[-1] != g.pending.seat:
            asked.append(g.pending.seat)
        g.apply(g.legal_actions()[0])
    assert asked == seats
