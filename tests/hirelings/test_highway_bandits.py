"""The Highway Bandits card's demoted side, the Bandit Gangs (appendix H; components.md §6):
placed at their controller's pieces when hired, not battled where the controller has pieces,
and a Daylight action that musters the controller's warriors or adds a Bandit (R245)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from woodland.core.ability import Ability, Registry, abilities
from woodland.core.errors import InvalidPosition
from woodland.core.events import OTHER_LINK, PATH
from woodland.core.game import Game
from woodland.hirelings import add_hirelings, roll_for_control
from woodland.rules.move import link_between
from woodland.testing import asked, game_with, options, warriors_at


def gangs(controller: str | None, where: dict[str, int], **spec: Any) -> Game:
    card = {"controller": controller, "warriors": where, **({"control": 3} if controller else {})}
    return game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                     hirelings={"cards": {"bandit_gangs": card}}, **spec)


def at(g: Game, clearing: int) -> int:
    assert g.hirelings is not None
    return g.hirelings.cards[0].at(clearing - 1)


@pytest.mark.law("H.2.1")
def test_the_bandit_gangs_hired_with_none_on_the_map_come_to_their_controllers_pieces() -> None:
    g = gangs(None, {}, clearings={"1": {"marquise": 1}, "5": {"marquise": {"buildings": ["sawmill"]}}})
    assert g.hirelings is not None
    roll_for_control(g, 0, g.hirelings.cards[0])
    g._advance()
    assert asked(g) == (0, "hireling_warriors") and set(options(g)) == {"deploy 1", "deploy 5"}
    g.apply("deploy 5")
    assert at(g, 5) == 1


@pytest.mark.law("H.2.2", "1.1.2")
def test_the_bandit_gangs_cannot_be_battled_where_their_controller_has_pieces() -> None:
    g = gangs("eyrie", {"5": 1, "9": 1}, clearings={"5": {"marquise": 2, "eyrie": 1}, "9": {"marquise": 2}})
    assert "battle 9 bandit_gangs" in options(g)
    assert "battle 5 bandit_gangs" not in options(g)
    reason, rules = g.why_not(g.parse("battle 5 bandit_gangs"))
    assert rules[0] == "H.2.2" and "controller has pieces" in reason


@pytest.mark.law("H.2.4", "1.5.4")
def test_the_bandit_gangs_muster_a_warrior_of_their_controller_at_each_bandit() -> None:
    g = gangs("marquise", {"5": 2, "9": 1}, clearings={"1": {"marquise": 1}})
    g.apply("gangs")
    assert set(options(g)) == {"gang_muster", "gang_join"}
    g.apply("gang_muster")
    assert (warriors_at(g, 5, 0), warriors_at(g, 9, 0)) == (2, 1)
    assert "gangs" not in options(g)  # once per Daylight
    g = gangs("marquise", {"5": 1}, clearings={"1": {"marquise": 1}})
    g.apply("gangs")
    g.apply("gang_join")  # the only clearing with her pieces is taken at once
    assert at(g, 1) == 1


# ----------------------------------------------------------------------------- Highway Bandits
# (the promoted side: bandits on paths; card text: docs/data-sources.md TRANSCRIPTION)
def bandits(controller: str | None, paths: list[list[int]], factions: list[str] | None = None,
            player: str = "marquise", **spec: Any) -> Game:
    card = {"controller": controller, "paths": paths, **({"control": 3} if controller else {})}
    return game_with(factions or ["marquise", "eyrie"], player=player, phase="daylight", empty_hands=True,
                     hirelings={"cards": {"highway_bandits": card}}, **spec)


def paths_of(g: Game) -> list[list[int]]:
    return list(g.view(None)["hirelings"]["cards"][0]["bandit_paths"])


def march(g: Game, a: int, b: int, n: int) -> None:
    """The Marquise's first move of a March (6.5.2)."""
    g.apply("march")
    g.apply(f"move {a}->{b}")
    if "x1" in options(g):
        g.apply(f"x{n}")


@pytest.mark.law("A.6.3")
def test_the_highway_bandits_set_up_two_bandits_on_two_paths_the_setup_player_picks() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True)
    for fr in reversed(add_hirelings(g, ["highway_bandits"])):
        g.push(fr)
    g._advance()
    assert asked(g)[1] == "bandit_path" and len(options(g)) == 18  # every path of the Autumn map
    assert "bandit_path 1 2" not in options(g)  # not a path
    assert "lower clearing first" in g.why_not(g.parse("bandit_path 5 1"))[0]
    g.apply("bandit_path 1 5")
    assert "bandit_path 1 5" not in options(g) and len(options(g)) == 17  # one bandit per path (R289)
    reason, rules = g.why_not(g.parse("bandit_path 1 5"))
    assert "without a bandit" in reason and rules[0] == "A.6.3"
    g.apply("bandit_path 11 12")
    assert paths_of(g) == [[1, 5], [11, 12]]
    assert g.view(1)["hirelings"]["cards"][0]["bandits_in_supply"] == 2
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint() and paths_of(h) == [[1, 5], [11, 12]]


@pytest.mark.law("H.2.2", "H.3.6", "H.3.2")
def test_an_enemy_moving_along_a_bandit_path_loses_one_moving_warrior() -> None:
    g = bandits("eyrie", [[1, 5]], clearings={"1": {"marquise": 4}})
    supply = g.factions[0].supply
    march(g, 1, 5, 3)
    assert (warriors_at(g, 1, 0), warriors_at(g, 5, 0)) == (1, 2)  # one of the three moved is lost
    assert g.factions[0].supply == supply + 1 and g.factions[1].score == 0  # scoring nothing (H.3.6)
    g.apply("move 1->9")
    assert warriors_at(g, 9, 0) == 1  # no bandit on that path


@pytest.mark.law("H.2.2", "H.3.2")
def test_uncontrolled_highway_bandits_rob_every_player() -> None:
    g = bandits(None, [[1, 5]], clearings={"1": {"marquise": 2}})
    march(g, 1, 5, 2)
    assert warriors_at(g, 5, 0) == 1


@pytest.mark.law("H.2.2", "G.20")
def test_the_controller_moving_along_a_bandit_path_may_place_a_warrior_at_the_destination() -> None:
    g = bandits("marquise", [[1, 5]], clearings={"1": {"marquise": 3}, "10": {"marquise": 1}})
    march(g, 1, 5, 3)
    assert asked(g) == (0, "bandit_recruit") and set(options(g)) == {"bandit_recruit", "pass"}
    g.apply("bandit_recruit")
    assert warriors_at(g, 5, 0) == 4  # none lost, one placed
    g.apply("move 10->1")  # no bandit: nothing asked
    assert asked(g)[1] != "bandit_recruit" and warriors_at(g, 1, 0) == 1


@pytest.mark.law("H.2.2", "9.2.2")
def test_a_vagabond_moving_along_a_bandit_path_damages_an_item_of_his_choice() -> None:
    g = bandits("marquise", [[1, 5]], factions=["marquise", "vagabond"], player="vagabond",
                vagabond={"character": "thief", "clearing": 1, "items": ["boots", "boots", "sword", "torch"]})
    g.apply("move 5")
    assert asked(g) == (1, "damage")
    assert set(options(g)) == {"damage boots", "damage boots_x", "damage sword", "damage torch"}
    g.apply("damage sword")
    v = g.factions[1]
    assert v.clearing == 4 and sorted(v.gear) == ["boots", "boots_x", "sword_d", "torch"]


@pytest.mark.law("H.2.2", "9.2.9")
def test_a_vagabond_moving_with_allied_warriors_pays_once_with_an_item() -> None:
    # R318: one move, one toll: the Vagabond's item; the Allied Marquise warriors arrive whole
    g = bandits("eyrie", [[1, 5]], factions=["marquise", "vagabond", "eyrie"], player="vagabond",
                clearings={"1": {"marquise": 2}},
                vagabond={"character": "thief", "clearing": 1, "items": ["boots", "sword", "torch"],
                          "relationships": {"marquise": 3}})
    g.apply("move 5")
    g.apply("along marquise")
    g.apply("x2")
    assert asked(g) == (1, "damage")
    g.apply("damage torch")
    assert warriors_at(g, 5, 0) == 2 and warriors_at(g, 1, 0) == 0


@pytest.mark.law("H.2.2", "H.3.3", "H.3.4")
def test_hireling_warriors_moving_along_a_bandit_path_neither_pay_nor_bring_a_warrior() -> None:
    # R263, R391: the Last Dynasty's move is not the Marquise's faction moving
    for ctl in ("marquise", "eyrie"):
        g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                      hirelings={"cards": {"last_dynasty": {"controller": "marquise", "control": 3,
                                                            "warriors": {"1": 5}},
                                           "highway_bandits": {"controller": ctl, "control": 3, "paths": [[1, 5]]}}})
        g.apply("dynasty")
        g.apply("dynasty_move 5")
        assert g.hirelings is not None and g.hirelings.cards[0].at(4) == 5
        assert g.pending is not None and g.pending.kind != "bandit_recruit"


class _LinkOverPath(Ability):
    """A one-way link from 1 to 5 "ignoring paths", as the Ferry's (M.3.5): no printed map has a
    river beside a path, so R317's choice is shown with this one."""

    def move_only_links(self, g: Game, mover: int) -> list[tuple[int, int, bool]]:
        return [(0, 4, False)]


@pytest.mark.law("H.2.2", "4.2")
def test_a_move_the_mover_could_make_by_another_link_beside_a_bandit_path_pays_nothing() -> None:
    # R317: 1 and 5 are joined by a path (with a bandit) and by another link: the mover's choice
    g = bandits("eyrie", [[1, 5], [1, 9]], clearings={"1": {"marquise": 4}})
    g._abilities = Registry([*abilities(g).all, _LinkOverPath()])
    assert link_between(g, 0, 0, 4) == PATH | OTHER_LINK and link_between(g, 0, 0, 8) == PATH
    march(g, 1, 5, 2)
    g.apply("move 1->9")
    g.apply("x2")
    assert (warriors_at(g, 5, 0), warriors_at(g, 9, 0)) == (2, 1)  # the path to 9 only takes its toll


@pytest.mark.law("H.2.2", "4.2")
def test_links_an_ability_lists_over_a_path_are_that_path() -> None:
    # R317: the Otter Divers let their controller use the paths by the river regardless of rule
    # (a move_links entry over the path 1-5), Tunnels make adjacent what a path already joins:
    # both moves still go along the path and pay (they went free before)
    g = game_with(["marquise", "eyrie"], player="marquise", phase="daylight", empty_hands=True,
                  clearings={"1": {"marquise": 3}},
                  hirelings={"cards": {"otter_divers": {"controller": "marquise", "control": 3},
                                       "highway_bandits": {"controller": "eyrie", "control": 3, "paths": [[1, 5]]}}})
    assert link_between(g, 0, 0, 4) == PATH
    march(g, 1, 5, 3)
    assert warriors_at(g, 5, 0) == 2
    g = bandits("eyrie", [[1, 5]], deck="exiles", crafted={"marquise": ["Tunnels"]},
                clearings={"1": {"marquise": {"warriors": 3, "buildings": ["workshop"]}},
                           "5": {"marquise": {"buildings": ["workshop"]}}})
    assert link_between(g, 0, 0, 4) == PATH
    march(g, 1, 5, 3)
    assert warriors_at(g, 5, 0) == 2


@pytest.mark.law("H.2.4")
def test_the_highway_bandits_place_a_bandit_on_a_free_path_by_their_controllers_pieces() -> None:
    g = bandits("marquise", [[1, 5]], clearings={"1": {"marquise": 1}})
    g.apply("bandits")
    assert asked(g) == (0, "bandit_path") and set(options(g)) == {"bandit_path 1 9", "bandit_path 1 10"}
    reason, rules = g.why_not(g.parse("bandit_path 2 6"))
    assert "your faction pieces" in reason and rules[0] == "H.2.4"
    g.apply("bandit_path 1 10")
    assert paths_of(g) == [[1, 5], [1, 10]]
    assert "bandits" not in options(g)  # once per Daylight


@pytest.mark.law("H.2.4")
def test_with_no_bandit_on_the_card_the_highway_bandits_take_one_back_to_place_it() -> None:
    g = bandits("marquise", [[1, 5], [1, 9], [2, 6], [3, 7]], clearings={"1": {"marquise": 1}})
    g.apply("bandits")
    assert asked(g) == (0, "bandit_recycle") and len(options(g)) == 4
    g.apply("bandit_recycle 3 7")  # then the one free path by her pieces is taken at once
    assert paths_of(g) == [[1, 5], [1, 9], [1, 10], [2, 6]]
    # every path by her pieces held: only those may be taken back (another would leave nowhere to go)
    g = bandits("marquise", [[1, 5], [1, 9], [1, 10], [3, 7]], clearings={"1": {"marquise": 1}})
    g.apply("bandits")
    assert set(options(g)) == {"bandit_recycle 1 5", "bandit_recycle 1 9", "bandit_recycle 1 10"}


def test_a_position_with_a_bandit_off_a_path_is_refused_naming_the_field() -> None:
    with pytest.raises(InvalidPosition) as e:
        bandits("marquise", [[1, 2]])
    assert "hirelings.cards.highway_bandits.paths[0]" in str(e.value)
    with pytest.raises(InvalidPosition) as e:
        bandits("marquise", [[1, 5], [5, 1]])
    assert "four distinct paths" in str(e.value)


def rare_positions() -> list[Game]:
    """Games at the Highway Bandits' decisions (tests/test_kinds.py, tests/rl/test_space.py):
    the Daylight action and its path, a bandit taken back, the controller's free warrior."""
    menu = bandits("marquise", [[1, 5]], clearings={"1": {"marquise": 2}})
    path = menu.clone()
    path.apply("bandits")
    full = bandits("marquise", [[1, 5], [1, 9], [2, 6], [3, 7]], clearings={"1": {"marquise": 2}})
    full.apply("bandits")
    recruit = menu.clone()
    march(recruit, 1, 5, 2)
    return [menu, path, full, recruit]


def test_the_terminal_shows_the_bandits_paths_on_the_hirelings_line() -> None:
    from woodland.cli.render import hirelings_line

    g = bandits("eyrie", [[1, 5], [11, 12]])
    assert "Highway Bandits (eyrie, 3 control) bandits on paths 1-5, 11-12" in hirelings_line(g.view(0)["hirelings"])


def test_a_game_with_the_highway_bandits_is_exported_to_rootlog_with_its_bandits() -> None:
    """Rootlog V2.8 has no code for a piece on a path: woodland's extension writes a bandit as
    the hireling's token on a path (docs/rootlog.md, R399), and the import reads it back.
    Before, the export left the bandits out and the import refused the game."""
    import re

    from tests.rootlog.test_codes import export_record, import_text, play_game
    from tests.rootlog.test_rootlog import _same

    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "standard",
                     "hirelings": "highway_bandits,otter_divers,vault_keepers"}, 1, max_turns=3)
    text = export_record(rec)
    assert re.search(r"Hirelings: h_T, h_Od, h_K/.*h_Tt->\d+_\d+/h_Tt->\d+_\d+", text)
    _same(rec, import_text(text))


def test_the_heuristic_bot_puts_bandits_by_the_enemies_and_always_takes_the_free_warrior() -> None:
    from woodland.bots.heuristic import HeuristicBot
    from woodland.sim import Observation

    def bot_choice(g: Game) -> str:
        p = g.pending
        assert p is not None
        return str(HeuristicBot(1).decide(Observation(g, p.seat), p.options))

    g = bandits("marquise", [[1, 5]], clearings={"1": {"marquise": 2}, "9": {"eyrie": 3}, "10": {"eyrie": 1}})
    g.apply("bandits")
    assert bot_choice(g) == "bandit_path 1 9"  # the most enemy pieces at its ends
    g = bandits("marquise", [[1, 5], [1, 9], [1, 10], [3, 7]], clearings={"1": {"marquise": 2}, "9": {"eyrie": 3}})
    g.apply("bandits")
    assert bot_choice(g) == "bandit_recycle 1 5"  # the fewest
    g = rare_positions()[-1]
    assert asked(g)[1] == "bandit_recruit" and bot_choice(g) == "bandit_recruit"
