"""Appendix A, the steps of the Advanced Setup that test_appendix_a_draft.py does not cover:
bots (A.3, ruling R284), hirelings dealt and demoted at random (A.6.1-A.6.2, R282), the
factions a hireling card keeps out (A.6.5, R283), a draft that never runs out of factions
its players can set up (A.8.3, R282, R299), and whole drafted games with hirelings and
landmarks on every map.

``WOODLAND_SOAK=1`` plays 300 such bot games instead of a few (docs/hirelings.md gives the
command and the result of a larger run).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from typing import Any

import pytest

from woodland import Game, explain
from woodland.core.errors import BadInput
from woodland.core.faction import FACTIONS, Undrafted
from woodland.core.hireling import HIRELINGS, blocked_by, card_data, demoted_count, possible_deals, side_names
from woodland.core.record import replay
from woodland.core.rng import Rng
from woodland.rules import advanced
from woodland.rules.board import has_pieces
from woodland.sim import play_game

SOAK = os.environ.get("WOODLAND_SOAK", "") not in ("", "0")
MAPS = ("autumn", "winter", "lake", "mountain", "marsh", "gorge")


def drafted(players: int, seed: int, map_name: str = "autumn", **kw: Any) -> Game:
    return Game.new({"map": map_name, "draft": True, "players": players, **kw}, seed)


def dealt(g: Game) -> list[tuple[str, str]]:
    """The hireling sides in play and which side is up."""
    assert g.hirelings is not None
    return [(h.key, h.side) for h in g.hirelings.cards]


def draft_frame(g: Game) -> advanced.Draft:
    return next(fr for fr in g.stack if isinstance(fr, advanced.Draft))


def random_setup(g: Game, seed: int) -> Game:
    """Every setup decision (the draft's too) answered at random, up to the first turn."""
    r = Rng(seed)
    while g.phase == "setup" and g.pending is not None:
        opts = g.legal_actions()
        g.apply(opts[r.below(len(opts))])
    return g


# ----------------------------------------------------------------------------- A.3
@pytest.mark.law("A.3")
def test_A_3_bots_play_seats_by_the_law_of_root_and_no_rootbotics_step_is_set_up() -> None:
    """Ruling R284: woodland takes A.3's "you may" as "no Rootbotics bots" (none is
    implemented); its own bots are players of a seat: a drafted game they play replays from
    its actions alone, with no bot in the setup, and every one of their choices was legal."""
    rec = play_game({"map": "autumn", "draft": True, "players": 3}, 3, ["heuristic"], max_turns=8)
    assert "bots" not in rec["setup"] and set(rec["setup"]) <= {
        "map", "deck", "factions", "seating", "mode", "draft", "players"}
    g = replay(json.loads(json.dumps(rec)))  # checks every step's state hash
    assert all(not isinstance(f, Undrafted) for f in g.factions)
    with pytest.raises(BadInput, match="setup.bots"):
        Game.new({"map": "autumn", "draft": True, "players": 3, "bots": ["mechanical_marquise"]}, 1)


# ----------------------------------------------------------------------------- A.6.1-A.6.2
@pytest.mark.law("A.6.1")
def test_A_6_1_three_hiring_cards_are_dealt_at_random_from_those_woodland_can_play() -> None:
    deals = set()
    for seed in range(16):
        g = drafted(3, seed, hirelings="random")
        sides = dealt(g)
        cards = {side_names()[k][0] for k, _ in sides}
        assert len(sides) == 3 and len(cards) == 3  # three different cards
        assert all(k in HIRELINGS for k, _ in sides)  # R282: only sides woodland implements are up
        assert g.hirelings is not None and g.hirelings.markers == [4, 8, 12]  # A.6.4
        deals.add(frozenset(cards))
        assert dealt(drafted(3, seed, hirelings="random")) == sides  # the game's own random draws
    assert len(deals) >= 8


@pytest.mark.law("A.6.2")
@pytest.mark.parametrize("players, demoted", [(2, 0), (3, 1), (4, 2), (5, 3), (6, 3)])
def test_A_6_2_one_random_hireling_is_demoted_at_three_two_at_four_all_at_five(players: int, demoted: int) -> None:
    assert demoted_count(players) == demoted
    which = Counter()
    for seed in range(6):
        sides = dealt(drafted(players, seed, hirelings="random"))
        assert [s for _, s in sides].count("demoted") == demoted
        which.update(i for i, (_, s) in enumerate(sides) if s == "demoted")
    if demoted in (1, 2):
        assert len(which) >= 2  # not always the same card of the three


@pytest.mark.law("A.6.1", "A.6.3")
def test_A_6_random_hirelings_are_set_up_and_the_game_replays_and_saves() -> None:
    rec = play_game({"map": "lake", "draft": True, "players": 3, "hirelings": "random", "landmarks": 1}, 5,
                    ["heuristic"], max_turns=10)
    assert rec["setup"]["hirelings"] == "random"
    g = replay(json.loads(json.dumps(rec)))
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint() and dealt(h) == dealt(g)
    assert g.view(0)["hirelings"]["cards"][0]["key"] == dealt(g)[0][0]  # public (H)


@pytest.mark.law("A.6.1")
def test_A_6_random_hirelings_are_refused_in_one_line_outside_the_advanced_setup() -> None:
    with pytest.raises(BadInput, match="setup.hirelings: .*Advanced Setup"):
        Game.new({"factions": ["marquise", "eyrie"], "hirelings": "random"}, 1)
    g = Game.new({"factions": ["marquise", "eyrie", "alliance"], "mode": "advanced", "hirelings": "random"}, 2)
    assert len(dealt(g)) == 3
    assert not blocked_by(k for k, _ in dealt(g)) & {"marquise", "eyrie", "alliance"}  # A.6.5


def test_every_deal_woodland_can_play_is_possible() -> None:
    """R282: a deal is dealt again while a side up is not implemented; so every playable deal
    (and no other) can come."""
    every = {frozenset(d) for d in possible_deals(3, lambda kept_out: True)}
    assert every and all(k in HIRELINGS for d in every for k in d)
    seen = {frozenset(k for k, _ in dealt(Game.new({"factions": ["vagabond", "riverfolk", "alliance"],
                                                    "mode": "advanced", "hirelings": "random"}, s)))
            for s in range(12)}
    assert seen <= every


# ----------------------------------------------------------------------------- A.6.5
@pytest.mark.law("A.6.5")
def test_A_6_5_a_hireling_in_play_keeps_its_faction_out_of_the_draft() -> None:
    kept_out = blocked_by(["bluebird_nobles", "raven_sentries"])
    assert kept_out == {"eyrie", "corvid"}
    for seed in range(20):
        g = drafted(4, seed, hirelings=["bluebird_nobles", "raven_sentries", "stoic_protector"])
        while g.pending is not None and g.pending.kind != "draft_faction":
            g.apply(g.legal_actions()[0])
        assert not set(draft_frame(g).cards) & kept_out
    for seed in range(10):  # dealt at random too
        g = random_setup(drafted(4, seed, hirelings="random"), seed)
        assert not {f.key for f in g.factions} & blocked_by(k for k, _ in dealt(g))


@pytest.mark.law("A.6.5")
def test_A_6_5_a_named_faction_whose_hireling_is_in_play_is_refused_in_one_line() -> None:
    with pytest.raises(BadInput) as e:
        Game.new({"factions": ["marquise", "eyrie", "alliance"], "mode": "advanced",
                  "hirelings": ["bluebird_nobles"]}, 1)
    assert str(e.value).startswith("setup.hirelings: eyrie cannot be played") and "A.6.5" in str(e.value)
    assert "\n" not in str(e.value)
    # a standard game naming hirelings (woodland's way to study a side) keeps them (R283)
    Game.new({"factions": ["marquise", "eyrie"], "hirelings": ["bluebird_nobles"]}, 1)


@pytest.mark.law("A.6.5")
def test_A_6_5_the_exile_card_keeps_out_both_vagabonds_and_the_knaves() -> None:
    for side in ("the_exile", "the_brigand"):
        assert {"vagabond", "vagabond2", "knaves"} <= blocked_by([side])
    assert all("blocks_factions" in c for c in card_data().values())


@pytest.mark.law("A.6.5")
def test_A_6_5_the_homeland_hirelings_keep_out_the_council_and_the_diaspora() -> None:
    """Two sources (docs/data-sources.md, 2026-11-27): the Sunny Advocates' card belongs to the
    Twilight Council's box, the River Roamers' to the Lilypad Diaspora's."""
    for side in ("sunny_advocates", "bat_messengers"):
        assert blocked_by([side]) == {"council"}
    for side in ("river_roamers", "frog_tinkers"):
        assert blocked_by([side]) == {"lilypad"}
    assert blocked_by(["prosperous_farmers"]) == set()


# ----------------------------------------------------------------------------- A.8.3
@pytest.mark.law("A.8.3", "5")
@pytest.mark.parametrize("players, seed", [(5, 15), (6, 15), (6, 17), (6, 25), (6, 138)])
def test_A_8_3_a_draft_with_many_corner_factions_never_runs_out_of_choices(players: int, seed: int) -> None:
    """Rulings R282, R299: these drafts dealt more factions that start in a corner than the
    players could set up (or let a choice leave a later player none), and stopped with an
    engine error. A deal that cannot seat everyone is dealt again; a card whose corner would
    leave a later player nothing is not offered, and the oracle says why."""
    g = drafted(players, seed)
    r = Rng(seed)
    while g.phase == "setup" and g.pending is not None:
        p = g.pending
        opts = g.legal_actions()
        assert opts
        if p.kind == "draft_faction":
            for k in draft_frame(g).cards:
                if k not in {str(o.args[0]) for o in opts}:
                    e = explain(g, f"faction {k}")
                    assert e.legal is False and "A.8" in " ".join(e.rules)
        g.apply(opts[r.below(len(opts))])
    assert g.phase != "setup" and not any(isinstance(f, Undrafted) for f in g.factions)
    homes = [f.home for f in g.factions if getattr(f, "home", -1) >= 0]
    assert len(homes) == len(set(homes))  # A.8.3.I


@pytest.mark.law("A.8.2", "5")
def test_a_pool_that_cannot_seat_every_player_is_refused_in_one_line() -> None:
    corners = [k for k in FACTIONS if FACTIONS[k].corner_start]
    others = [k for k in FACTIONS if not FACTIONS[k].corner_start and not FACTIONS[k].corner_maybe]
    with pytest.raises(BadInput, match="setup.draft: 6 players cannot all set up"):
        Game.new({"map": "autumn", "draft": corners[:6] + others[:1], "players": 6}, 1)
    Game.new({"map": "autumn", "draft": corners[:5] + others[:2], "players": 6}, 1)  # 4 corners + 2 others


@pytest.mark.law("A.6.3", "A.8.3")
def test_a_faction_drafted_after_hirelings_set_up_keeps_their_warriors_where_they_stand() -> None:
    """The Duchy brings the Burrow (12.2.2) after the Flame Bearers set up their warriors
    (A.6.3): the map grows and the warriors stay in their clearings (was an IndexError)."""
    g = drafted(2, 1, draft=["duchy", "marquise", "eyrie"], hirelings=["flame_bearers"])
    assert g.pending is not None and g.pending.kind == "hireling_warriors"
    g.apply(g.legal_actions()[4])
    h = g.hirelings.cards[0] if g.hirelings is not None else None
    assert h is not None and sum(h.warriors) == 2
    where = g.map.names[h.warrior_clearings()[0]]
    while g.pending is not None and g.pending.kind != "draft_faction":
        g.apply(g.legal_actions()[0])
    g.apply("faction duchy")
    assert "Burrow" in g.map.extras and len(h.warriors) == g.map.n
    assert [g.map.names[c] for c in h.warrior_clearings()] == [where] and sum(h.warriors) == 2
    random_setup(g, 1)
    for _ in range(30):
        if g.pending is None:
            break
        g.apply(g.legal_actions()[0])
    assert Game.from_json(json.loads(json.dumps(g.to_json()))).fingerprint() == g.fingerprint()


@pytest.mark.law("H.3.2", "16.2.4")
def test_has_pieces_asks_about_a_hirelings_pieces_by_its_owner_id() -> None:
    """Fears Come to Pass (16.2.4) after a hireling battled the Diaspora asked whether the
    hireling had pieces in a clearing by its owner id, which read past the seats."""
    g = Game.new({"factions": ["lilypad", "marquise", "eyrie"], "mode": "advanced",
                  "hirelings": ["flame_bearers"]}, 1)
    assert g.pending is not None and g.pending.kind == "hireling_warriors"
    g.apply(g.legal_actions()[0])
    assert g.hirelings is not None
    owner, h = g.hirelings.side("flame_bearers")
    c = h.warrior_clearings()[0]
    assert has_pieces(g, owner, c) and not has_pieces(g, owner, (c + 1) % 12)


# ----------------------------------------------------------------------------- whole games
@pytest.mark.law("A.5", "A.6", "A.8")
@pytest.mark.parametrize("map_name, players, seed", [("lake", 4, 7), ("marsh", 4, 16)])
def test_drafted_bot_games_with_hirelings_finish(map_name: str, players: int, seed: int) -> None:
    """Games that failed: the heuristic bots battling a hireling (its score and hand looked
    up as a player's)."""
    setup = {"map": map_name, "draft": True, "players": players, "hirelings": "random", "landmarks": 1}
    rec = play_game(setup, seed, ["heuristic"], max_turns=150)
    replay(json.loads(json.dumps(rec)))


@pytest.mark.law("A.8.2.I", "A.8.2.IV")
def test_a_two_player_draft_keeping_the_insurgents_with_the_knaves_finishes_and_replays() -> None:
    """The Duchy (the only militant card of this pool: dealt first) and two insurgent cards,
    the Knaves' (with four captains) and the Alliance's, kept by two players with hirelings;
    heuristic bots, replayed."""
    pool = ["duchy", "knaves", "alliance"]
    setup = {"map": "autumn", "draft": pool, "players": 2, "hirelings": "random", "keep_insurgents": True}
    rec = play_game(setup, 3, ["heuristic"], max_turns=60)
    g = replay(json.loads(json.dumps(rec)))
    keys = [f.key for f in g.factions]
    assert set(keys) <= set(pool) and len(set(keys)) == 2 and any(not FACTIONS[k].militant for k in keys)


def test_advanced_setup_games_with_hirelings_and_landmarks_on_every_map() -> None:
    games = 300 if SOAK else 2
    for i in range(games):
        map_name = MAPS[i % len(MAPS)]
        players = 2 + (i // len(MAPS)) % 5
        setup = {"map": map_name, "draft": True, "players": players, "hirelings": "random",
                 "landmarks": 1 + i % 2}
        rec = play_game(setup, 1000 + i, ["heuristic"], max_turns=150 if SOAK else 40)
        if SOAK:
            replay(json.loads(json.dumps(rec)))


def test_the_council_bot_banishes_to_the_burrow_or_a_clearing_without_error() -> None:
    """17.6.1.I next to the Duchy's tunnels: the Burrow (12.2.2) is a destination the bot's
    view of the map does not hold (was an IndexError in a drafted game on the Marsh). The bot
    sends warriors where they trouble the Council least: the Burrow, off the map, troubles
    nothing (docs/bots.md)."""
    from woodland.bots.heuristic_common import Info, Memory
    from woodland.bots.heuristic_council import CouncilStrategy
    from woodland.core.actions import act

    g = Game.new({"factions": ["council", "duchy"], "seating": "given"}, 1)
    info = Info(g.view(0), [])
    burrow, clearing = act("banish_to", (g.map.index("Burrow") + 1,)), act("banish_to", (2,))
    bot = CouncilStrategy(Rng(1), Memory())
    assert bot.on_banish_to(info, [burrow, clearing]) == burrow
    assert bot.on_banish_to(info, [clearing]) == clearing
    assert bot.on_banish_to(info, [burrow]) == burrow


@pytest.mark.law("15.3.3", "A.8.3.I")
def test_the_keepers_start_in_a_free_corner_where_they_can_place_when_the_opposite_one_is_barred() -> None:
    """The Furious Protector set up in a corner (A.6.3) bars its enemies' pieces there (H.2):
    the Keepers' corner opposite the Marquise's is then not open, and they take another free
    corner (their setup asked with no options before)."""
    g = Game.new({"factions": ["marquise", "keepers"], "seating": "given", "hirelings": ["furious_protector"]}, 1)
    corner = g.map.corners[0]
    g.apply(f"station {corner + 1}")  # the Protector's pawn
    g.apply(f"keep {g.map.opposite[corner] + 1}")
    while g.pending is not None and g.pending.seat == 0:
        g.apply(g.legal_actions()[0])
    assert g.pending is not None and g.pending.seat == 1
    offered = {int(a.args[0]) - 1 for a in g.legal_actions()}
    assert offered == set(g.map.corners) - {corner, g.map.opposite[corner]}


@pytest.mark.law("V.8.2", "12.2.2")
def test_the_harrier_glides_to_a_clearing_on_the_map_never_into_the_burrow() -> None:
    """Found by the drafted games with hirelings (autumn, six players, seed 16014): Glide
    offered the Duchy's Burrow, which is off the map and no other faction's pieces enter."""
    from woodland.testing import position

    g = position({"factions": ["duchy", "vagabond"], "turn": {"player": "vagabond", "phase": "daylight"},
                  "hands": {"duchy": [], "vagabond": []}, "clearings": {"5": {"duchy": 1}},
                  "vagabond": {"character": "harrier", "clearing": 5, "items": ["torch", "sword"]}})
    burrow = g.map.index("Burrow")
    glides = {int(a.args[0]) - 1 for a in g.legal_actions() if a.kind == "glide"}
    assert glides == set(range(12)) - {4}
    e = explain(g, f"glide {burrow + 1}")
    assert e.legal is False and "12.2.2" in e.rules


def protector_at(factions: list[str], c: int) -> Game:
    """A game of ``factions`` in seat order whose Furious Protector was set up in clearing
    ``c`` (A.6.3), before the factions set up."""
    g = Game.new({"factions": factions, "seating": "given", "hirelings": ["furious_protector"]}, 1)
    g.apply(f"station {c + 1}")
    return g


def offered_clearings(g: Game) -> set[int]:
    return {int(a.args[-1]) - 1 for a in g.legal_actions()}


@pytest.mark.law("6.3.2", "H.2.2", "1.1.2")
def test_the_marquise_keeps_no_corner_where_the_furious_protector_stands() -> None:
    """The Protector's enemies (everyone, while it is uncontrolled: H.3.2) cannot place pieces
    in its clearing: the keep could be put there before, and was then not placed at all."""
    g = protector_at(["marquise", "eyrie"], 0)
    corner = g.map.corners[0]
    assert corner == 0 and g.pending is not None and g.pending.kind == "setup_keep"
    assert offered_clearings(g) == set(g.map.corners) - {corner}
    reason, rules = g.why_not(g.parse(f"keep {corner + 1}"))
    assert "Protector" in reason and "6.3.2" in rules
    keep = next(c for c in g.map.corners if c != corner and g.map.opposite[c] != corner)
    g.apply(f"keep {keep + 1}")  # 6.3.3: the garrison places no warrior at the Protector (1.5.4)
    garrison = [g.warriors[c * g.n] for c in range(g.map.n)]
    assert garrison[corner] == 0 and garrison[g.map.opposite[keep]] == 0 and sum(garrison) == g.map.n - 2


@pytest.mark.law("6.3.2", "12.3.3", "H.3.2")
def test_a_corner_with_a_hirelings_warriors_stays_open_to_a_starting_faction() -> None:
    """Ruling R288: no setup rule asks for a corner without enemy pieces; only a placement ban
    (the Furious Protector's) closes one. The Flame Bearers' warriors do not."""
    g = Game.new({"factions": ["marquise", "duchy"], "seating": "given", "hirelings": ["flame_bearers"]}, 1)
    corner = g.map.corners[0]
    g.apply(f"deploy {corner + 1}")
    assert g.pending is not None and g.pending.kind == "setup_keep"
    assert corner in offered_clearings(g)
    g.apply(f"keep {g.map.opposite[corner] + 1}")
    while g.pending is not None and g.pending.seat == 0:
        g.apply(g.legal_actions()[0])
    # opposite the keep: the Duchy's only choice (12.3.3), taken without asking
    assert g.factions[1].home == corner and g.warriors[corner * g.n + 1] == 2


@pytest.mark.law("6.3.4", "H.2.2", "1.1.2")
def test_the_marquise_places_no_starting_building_where_the_furious_protector_stands() -> None:
    """A clearing next to the keep with the Protector was offered for a starting building,
    which was then not placed (the Marquise lost it)."""
    probe = Game.new({"factions": ["marquise", "eyrie"], "seating": "given"}, 1)
    keep = probe.map.corners[0]
    near = probe.map.adj[keep][0]
    g = protector_at(["marquise", "eyrie"], near)
    g.apply(f"keep {keep + 1}")
    assert g.pending is not None and g.pending.kind == "setup_building"
    sites = offered_clearings(g)
    assert near not in sites and sites == {keep, *g.map.adj[keep]} - {near}
    assert g.why_not(g.parse(f"place sawmill {near + 1}")) is not None


@pytest.mark.law("12.3.3", "H.2.2", "1.1.2")
def test_the_duchy_surfaces_in_another_free_corner_when_the_protector_bars_the_opposite_one() -> None:
    """The corner opposite the Marquise's keep holds the Protector: the Duchy cannot surface
    there, so it is not "possible" (12.3.3) and any other free corner is offered (before, only
    the barred corner was, and the Duchy set up nothing)."""
    probe = Game.new({"factions": ["marquise", "duchy"], "seating": "given"}, 1)
    keep = probe.map.corners[0]
    far = probe.map.opposite[keep]
    g = protector_at(["marquise", "duchy"], far)
    g.apply(f"keep {keep + 1}")
    while g.pending is not None and g.pending.seat == 0:
        g.apply(g.legal_actions()[0])
    assert g.pending is not None and g.pending.kind == "setup_corner"
    assert offered_clearings(g) == set(g.map.corners) - {keep, far}
    reason, rules = g.why_not(g.parse(f"surface {far + 1}"))
    assert "Protector" in reason and "12.3.3" in rules
