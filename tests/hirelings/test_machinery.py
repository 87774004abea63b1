"""Appendix H's machinery: hirelings in a setup and a position, the hiring markers (H.1.1),
rolling for control (H.1.2), passing a hireling on (H.1.3), what everyone sees."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.errors import BadInput
from woodland.core.game import Game
from woodland.core.hireling import HIRELINGS, control_die, side_names
from woodland.hirelings import add_hirelings
from woodland.testing import asked, game_with, options

THREE = ["bluebird_nobles", "otter_divers", "raven_sentries"]


def hired(g: Game) -> dict[str, Any]:
    """Side key -> (controller's faction or None, control markers), as everyone sees them."""
    return {c["key"]: (c["controller"], c["control"]) for c in g.view(-1)["hirelings"]["cards"]}


def evening(scores: dict[str, int], hirelings: dict[str, Any], dice: list[int] | None = None,
            factions: tuple[str, ...] = ("marquise", "eyrie")) -> Game:
    """The Marquise's Evening (Eyrie second) with these scores and hirelings."""
    return game_with(list(factions), player="marquise", phase="evening", scores=scores,
                     hirelings=hirelings, dice=dice, empty_hands=True)


def until(g: Game, done: Any, limit: int = 300) -> None:
    """Take the first option (or end) until ``done(g)``."""
    for _ in range(limit):
        if done(g):
            return
        g.apply("end" if "end" in options(g) else g.legal_actions()[0])
    raise AssertionError("never reached")


@pytest.mark.law("A.6.4")
def test_a_setup_with_hirelings_puts_them_in_the_supply_with_the_markers_on_4_8_12() -> None:
    g = Game.new({"factions": ["marquise", "eyrie"], "hirelings": "bluebird_nobles, otter_divers,raven_sentries"},
                 seed=3)
    v = g.view(0)["hirelings"]
    assert [c["key"] for c in v["cards"]] == THREE
    assert all(c["controller"] is None and c["side"] == "demoted" for c in v["cards"])
    assert v["markers"] == [4, 8, 12]
    assert Game.from_json(g.to_json()).fingerprint() == g.fingerprint()


def test_a_setup_refuses_bad_hireling_lists_in_one_line() -> None:
    base = {"factions": ["marquise", "eyrie"]}
    cases = {"unknown hireling 'goblins'": ["goblins"],
             "each hireling card is in play once": ["last_dynasty", "bluebird_nobles"] if "last_dynasty" in HIRELINGS
             else ["bluebird_nobles", "bluebird_nobles"],
             "at most three": THREE + ["badger_bodyguards"]}
    for why, names in cases.items():
        with pytest.raises(BadInput, match=why):
            Game.new({**base, "hirelings": names})
    assert all(k in HIRELINGS for k in side_names())  # every side of the 16 cards is implemented


def test_add_hirelings_is_the_api_for_the_advanced_setup() -> None:
    g = Game.new({"factions": ["marquise", "eyrie"]}, seed=1)
    assert g.hirelings is None and "hirelings" not in g.view(0)
    frames = add_hirelings(g, ["raven_sentries"])
    assert frames == []  # A.6.3: the demoted sides have nothing to set up
    assert hired(g) == {"raven_sentries": (None, 0)}


@pytest.mark.law("H.1.1")
def test_reaching_a_hiring_marker_takes_it_and_the_turn_ends_with_a_hireling() -> None:
    # the Marquise has 3 points; scoring 2 passes the marker on 4 (R250)
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", scores={"marquise": 3},
                  hirelings=["bluebird_nobles", "otter_divers"], empty_hands=True, dice=[0],
                  clearings={"1": {"marquise": 2}})
    from woodland.rules.victory import score

    assert asked(g) == (0, "daylight")
    score(g, 0, 2)
    assert g.view(1)["hirelings"]["markers"] == [8, 12]
    assert g.view(1)["hirelings"]["waiting"] == {"marquise": 1}
    until(g, lambda g: asked(g) == (0, "hire"))
    assert set(options(g)) == {"hire bluebird_nobles", "hire otter_divers"}
    g.apply("hire otter_divers")
    # H.1.2: the Marquise leads, so only the gold pips count: face 0 has 1 gold pip
    assert hired(g)["otter_divers"] == ("marquise", control_die()[0][0])
    assert g.view(1)["hirelings"]["waiting"] == {}


@pytest.mark.law("H.1.2")
def test_a_player_behind_counts_every_pip_of_the_control_die() -> None:
    g = evening({"marquise": 1, "eyrie": 9}, {"cards": {"bluebird_nobles": None}, "waiting": {"marquise": 1}},
                dice=[5])
    until(g, lambda g: hired(g)["bluebird_nobles"][0])
    assert hired(g)["bluebird_nobles"] == ("marquise", control_die()[5][1])


@pytest.mark.law("H.1.2")
def test_a_player_tied_for_the_lead_counts_only_gold_pips() -> None:
    g = evening({"marquise": 9, "eyrie": 9}, {"cards": {"bluebird_nobles": None}, "waiting": {"marquise": 1}},
                dice=[5])
    until(g, lambda g: hired(g)["bluebird_nobles"][0])
    assert hired(g)["bluebird_nobles"] == ("marquise", control_die()[5][0])


@pytest.mark.law("H.1.3")
def test_the_end_of_turn_takes_a_control_marker_and_passes_on_a_hireling_with_none() -> None:
    g = evening({"marquise": 9, "eyrie": 2},
                {"cards": {"bluebird_nobles": {"controller": "marquise", "control": 1},
                           "otter_divers": {"controller": "marquise", "control": 3}}}, dice=[4],
                factions=("marquise", "eyrie", "alliance"))
    until(g, lambda g: asked(g)[1] == "pass_on")
    assert options(g) == ["pass_on bluebird_nobles eyrie", "pass_on bluebird_nobles alliance"]
    assert hired(g)["otter_divers"] == ("marquise", 2)
    g.apply("pass_on bluebird_nobles eyrie")
    # the Eyrie, behind, rolls at once and counts every pip (face 4)
    assert hired(g)["bluebird_nobles"] == ("eyrie", control_die()[4][1])


@pytest.mark.law("H.1.3")
def test_a_hireling_gained_this_turn_keeps_its_control_markers() -> None:
    g = evening({"marquise": 9}, {"cards": {"bluebird_nobles": None}, "waiting": {"marquise": 1}}, dice=[0])
    until(g, lambda g: g.current != 0)
    assert hired(g)["bluebird_nobles"] == ("marquise", control_die()[0][0])


@pytest.mark.law("H.1.1")
def test_with_the_supply_empty_a_hiring_marker_brings_nothing() -> None:
    g = evening({"marquise": 9}, {"cards": {"bluebird_nobles": {"controller": "eyrie", "control": 2}},
                                  "waiting": {"marquise": 1}})
    until(g, lambda g: g.current != 0 or asked(g)[1] == "hire")
    assert g.current != 0
    assert g.view(0)["hirelings"]["waiting"] == {}
    assert hired(g)["bluebird_nobles"] == ("eyrie", 2)


def test_a_position_with_a_bad_hireling_is_refused_naming_the_field() -> None:
    from woodland.core.errors import InvalidPosition

    with pytest.raises((InvalidPosition, BadInput), match="hirelings"):
        game_with(["marquise", "eyrie"], hirelings={"cards": {"bluebird_nobles": "duchy"}})
    with pytest.raises((InvalidPosition, BadInput), match="hirelings.markers"):
        game_with(["marquise", "eyrie"], hirelings={"cards": {}, "markers": [5]})


def test_no_faction_package_names_a_hireling_side() -> None:
    """A faction's rules meet a hireling only through ability hooks (the Marquise's Field
    Hospitals steps aside for any ability that asks about her removed warriors instead,
    ``saves_removed_warriors``, R307): no faction package names a side's key."""
    import re
    from pathlib import Path

    import woodland.factions

    keys = re.compile(r"[\"'](" + "|".join(sorted(HIRELINGS)) + r")[\"']")
    root = Path(woodland.factions.__file__).parent
    found = [f"{p.relative_to(root)}:{i}: {ln.strip()}" for p in sorted(root.rglob("*.py"))
             for i, ln in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if keys.search(ln)]
    assert found == []


def test_the_terminal_shows_the_hirelings_and_the_hiring_markers() -> None:
    from woodland.cli.render import hirelings_line

    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", clearings={"1": {"marquise": 1}},
                  hirelings={"cards": {"bluebird_nobles": {"controller": "eyrie", "control": 2}, "otter_divers": None},
                             "markers": [12], "waiting": {"marquise": 1}})
    line = hirelings_line(g.view(0)["hirelings"])
    assert line == ("Hirelings: Bluebird Nobles (eyrie, 2 control); Otter Divers (supply) · hiring markers at 12 VP"
                    " · to hire at end of turn: marquise 1")


def test_the_cli_takes_hirelings_and_refuses_unknown_ones_in_one_line() -> None:
    from tests.cli.helpers import assert_user_error, cli, run

    assert_user_error(cli("simulate", "-n", "1", "--hirelings", "goblins"), "unknown hireling 'goblins'")
    r = run("play", "--bots-only", "--factions", "marquise,eyrie", "--hirelings", "bluebird_nobles,otter_divers",
            "--max-turns", "3")
    assert r.exit_code == 0, r.output


@pytest.mark.law("H.1.2", "3.3.1")
def test_a_player_with_an_activated_dominance_card_counts_every_pip_and_does_not_lead() -> None:
    # R252: the Eyrie's 20 points no longer count and she counts every pip; the Alliance (9)
    # leads the players still scoring and counts gold pips; the Marquise (5) every pip
    spec = {"scores": {"marquise": 5, "eyrie": 20, "alliance": 9}, "dominance": {"eyrie": "Fox Dominance"}}
    g = game_with(["marquise", "eyrie", "alliance"], player="marquise", phase="daylight", **spec,
                  clearings={"1": {"marquise": 1}}, hirelings=["bluebird_nobles"])
    from woodland.hirelings import most_points

    assert [most_points(g, s) for s in range(3)] == [False, False, True]


@pytest.mark.law("A.6.4", "H.1.2", "C.4.3")
def test_the_hireling_data_is_pinned() -> None:
    """The facts of woodland/data/hirelings/cards.json (components.md §6; docs/data-sources.md)."""
    from collections import Counter

    from woodland.core.hireling import HIRING_SPACES, card_data

    assert HIRING_SPACES == (4, 8, 12)
    die = control_die()
    assert sorted(g for g, _a in die) == [1, 1, 1, 2, 2, 2] and sorted(a for _g, a in die) == [2, 2, 3, 3, 3, 4]
    cards = card_data()
    assert len(cards) == 16 and len(side_names()) == 32
    warriors = {k: d["promoted"]["pieces"].get("warriors") for k, d in cards.items()}
    assert Counter(warriors.values())[None] == 4  # the Exile, the Flotilla, the Bandits, the Protector
    assert {k: warriors[k] for k in ("forest_patrol", "last_dynasty", "spring_uprising", "sunward_expedition",
                                     "corvid_spies", "flame_bearers", "vault_keepers", "popular_band")} == {
        "forest_patrol": 12, "last_dynasty": 5, "spring_uprising": 4, "sunward_expedition": 8, "corvid_spies": 6,
        "flame_bearers": 6, "vault_keepers": 6, "popular_band": 5}
