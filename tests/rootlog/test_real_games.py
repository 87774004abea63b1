"""Real games written by people in Rootlog (tests/rootlog/games/real: the eight published with
the notation, github.com/Vagabottos/Rootlog, Games/; docs/rootlog.md, "Real games"). Each is
read as far as the Law allows: the first line that cannot be played is reported with its rule,
and the lines before it import and replay. None imports to its end (the reasons, each checked
against the file, are in docs/rootlog.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.helpers import cli
from woodland.core.game import Game
from woodland.core.record import replay
from woodland.rootlog.importer import ImportError_, import_text
from woodland.rootlog.model import snapshot
from woodland.rootlog.notation import parse
from woodland.rootlog.track import codes_for

REAL = Path(__file__).parent / "games" / "real"


def _text(name: str) -> str:
    return (REAL / f"{name}.rootlog").read_text(encoding="utf-8")


def _upto(name: str, line: int) -> str:
    """The file's lines before ``line`` (1-based)."""
    return "\n".join(_text(name).splitlines()[:line - 1]) + "\n"


# name, the first line that cannot be played, its rule, words of the reason, turn lines
# (setup lines included) before it, scores after them
GAMES = [
    # the Vagabond buys a card and the log leaves out the items it exhausts to pay (11.2.6),
    # as its own comment says; R#O->V is the first atom no step reproduces: the purchase may
    # be taken where the line writes it, but the line does not go on from it
    ("2020_11_08_mega_exploding_birds", 20, "11.2.6",
     "'R#O->V': the action that does it, 'buy hand_card \"Root Tea (rabbit)\"', may be taken where the line "
     "writes it ('buy_service'), but no way of playing the rest of the line follows from it", 4, {}),
    # the Outcast is not chosen at setup (10.3.3), as the log's comment says
    ("2020_11_19_orderly_eyrie", 18, "10.3.3", "setup_outcast", 3, {}),
    # the first Vagabond scores three points in its turn (``++`` after exploring, after a quest
    # rewarded with two cards, ``R#Q->$/2#->V/++``, after an Aid that improves a relationship)
    # where the game scores two: a quest's reward is points or two cards (9.5.5: the reason names
    # the other answer of the reward's decision, which makes the point; it named the Daylight,
    # 9.5, before); before it, line 22's mouse quest written by its suit alone (``M#Q->$``,
    # completed with the Adventurer's Improvise, V.7.2) is planned face up
    ("2020_11_19_winter_tournament_r1g2", 24, "9.5.5",
     "'++': 'reward score' makes it where the game asks 'quest_reward', but the line also writes what "
     "'reward draw' made there ('2#->V'): one answer only", 6, {"G": 3, "C": 1}),
    # one warrior too many placed in the Burrow, "by accident" says its comment: one in Birdsong
    # (12.4: no citadel), two recruits (12.5.1.II), the battle the Captain's (12.5.2.II); a fourth
    # would be a third Assembly action, of two (12.5.1)
    ("2020_11_20_winter_tournament_r1g5", 29, "12.5.1",
     "'w->0': the action that does it, 'recruit', is not legal: building, recruiting and digging are "
     "Assembly actions, and the Assembly is over", 10, {"A": 5, "E": 3, "D": 2}),
    # the Marquise builds with wood the line never removes (6.5.4.II: the spec's own copy of this
    # game writes ``t2->``)
    ("2020_11_24_winter_tournament_r2g4", 23, "6.5.4",
     "'b_r->6': the action that does it, 'build recruiter 6', also makes 't2->', which the line does not write",
     4, {}),
    # a fox card revealed to recruit in clearing 9, a rabbit clearing (10.5.2); the Outcast's
    # Hated side, which the game turned a turn before, is written again first (R487)
    ("2020_11_25_winter_tournament_r2g3", 27, "10.5.2", "'w->9': the clearing must match the revealed card", 8,
     {"L": 0, "C": 2, "E": 1, "A": 1}),
    # the second Vagabond repairs a damaged boot it does not have (``%fd->s``): "refreshes in
    # Birdsong were often guessed", says the line's comment; before it, items taken from the
    # ruins (planned from the later lines), tea crafted with its hammer left out (R488)
    ("2020_11_26_winter_tournament_r1g3", 29, "9.5.7",
     "'%fG$d?->s=': the action that does it, 'repair boots_d', is not legal: boots_d is not a damaged item of yours",
     10, {"D": 5, "C": 5, "G": 3, "V": 3}),
    # the Corvids remove a warrior in clearing 2 to place a plot in clearing 4 (13.5.2): the plot
    # that removes it is placed in 2
    ("2020_12_05_after_dark_special", 22, "13.5.2",
     "'w2->': the action that does it, 'plot 4 bomb' (clearing 4: the file's 2), also makes 't->2', which the "
     "line does not write", 5, {"A": 1}),
]


@pytest.mark.parametrize("name,line,rule,words,lines,scores", GAMES, ids=[g[0] for g in GAMES])
def test_a_real_game_is_read_as_far_as_the_law_allows(name: str, line: int, rule: str, words: str,
                                                      lines: int, scores: dict[str, int]) -> None:
    with pytest.raises(ImportError_) as e:
        import_text(_text(name))
    assert e.value.line == line and e.value.rules[:1] == [rule] and words in str(e.value), str(e.value)
    # the lines before it are played
    before = _upto(name, line)
    assert len(parse(before).turns) == lines
    g = replay(import_text(before))
    got = snapshot(g, codes_for(g)).scores
    assert {k: v for k, v in got.items() if v} == {k: v for k, v in scores.items() if v}


def test_the_lines_of_a_real_game_before_its_first_bad_line_replay_with_the_cli(tmp_path: Path) -> None:
    src = tmp_path / "r1g5.rootlog"
    src.write_text(_upto("2020_11_20_winter_tournament_r1g5", 29), encoding="utf-8")
    out = tmp_path / "r1g5.json"
    p = cli("rootlog", "import", str(src), "--out", str(out))
    assert p.returncode == 0, p.stderr
    p = cli("replay", str(out))
    assert p.returncode == 0 and "exactly" in p.stdout, p.stdout + p.stderr
    assert json.loads(out.read_text())["setup"]["map"] == "winter"


def test_a_pool_line_before_a_standard_setup_is_a_faction_pool_not_a_draft() -> None:
    """R484: setup lines not in the player lines' order are the standard setup (5.1), the
    factions drafted from a pool beforehand; in the player lines' order, the Advanced Setup's
    draft (A.8)."""
    log = parse(_text("2020_11_24_winter_tournament_r2g4"))
    assert "draft" not in log.setup() and log.faction_pool == list("CDOPA")
    assert log.setup()["factions"] == ["marquise", "riverfolk", "corvid", "alliance"]  # C, O, P, A in turn order
    drafted = "Map: Fall\nPool: CEA\nC: x\nE: y\n\nC:t_k->1\nE:b+6w->3\n"
    assert parse(drafted).pool == list("CEA") and "draft" in parse(drafted).setup()


@pytest.mark.law("11.3.4")
def test_the_riverfolks_starting_funds_may_be_left_out_of_their_setup_line() -> None:
    """R485: ``O:w->10+11/2w->5/$_->3`` without ``3w->$``; the prices written hold (11.3.5)."""
    g = replay(import_text(_upto("2020_11_24_winter_tournament_r2g4", 23)))
    snap = snapshot(g, codes_for(g))
    assert snap.pieces[("O", "w", "O$_p")] == 3
    assert {k: v for (who, k), v in snap.settings.items() if who == "O"} == {"h": "3", "r": "3", "m": "3"}


@pytest.mark.law("5.1.7")
def test_factions_of_one_setup_letter_set_up_in_the_given_order() -> None:
    """R486: the Duchy and the Corvids share woodland's unverified letter H; ``setup_ties``
    orders them (the import: as the setup lines), else seat order."""
    setup = {"map": "autumn", "deck": "standard", "factions": ["corvid", "duchy"], "seating": "given"}
    assert Game.new(setup, 0).pending.seat == 0
    g = Game.new({**setup, "setup_ties": ["duchy", "corvid"]}, 0)
    assert g.faction_key(g.pending.seat) == "duchy"
    log = parse(_text("2020_12_05_after_dark_special"))
    assert log.setup()["setup_ties"] == ["duchy", "corvid"]


@pytest.mark.law("10.4.1")
def test_the_outcast_turned_hated_by_itself_may_be_left_out() -> None:
    """R487: the Cult's first Birdsong flips its Outcast to Hated (no Lost Souls); the line
    does not say so, and the game does it."""
    g = replay(import_text(_upto("2020_11_25_winter_tournament_r2g3", 24)))
    assert snapshot(g, codes_for(g)).settings[("L", "ho")] == "F"


def test_partisans_crafted_are_written_with_their_suit() -> None:
    """R488: the spec's ``Zrpart`` (Rabbit Partisans); the line as the spec's own copy of this
    game writes it (with the wood removed, ``t2->``) is played."""
    lines = _text("2020_11_24_winter_tournament_r2g4").splitlines()
    i = next(i for i, x in enumerate(lines) if x.startswith("C:3w->O$"))
    lines[i] = "C:3w->O$/B#O->C/t->2/Zrpart/t2->/b_r->6/++/w->6+10/M#C->/t->2/B#C->/t2->/b_s->3/++/#->C"
    g = replay(import_text("\n".join(lines[:i + 1]) + "\n"))
    snap = snapshot(g, codes_for(g))
    assert [g.card(c).name for c, w in snap.cards.items() if w == "C$"] == ["Rabbit Partisans"]
    assert snap.scores["C"] == 2


@pytest.mark.law("12.6.1")
def test_a_revealed_bird_discarded_as_the_duchys_turn_ends_may_be_left_out() -> None:
    """R489: ``(R+B)#^/#captain->$/++/#->D`` does not write ``B#->``; the Captain is swayed
    with the two cards revealed (12.5.3), which the hand is dealt to hold."""
    g = replay(import_text(_upto("2020_11_20_winter_tournament_r1g5", 29)))
    snap = snapshot(g, codes_for(g))
    assert snap.settings[("D", "#captain")] == "captain"


@pytest.mark.law("6.5.4")
def test_r2g4_with_its_wood_filled_goes_on_to_line_28() -> None:
    """R496: ``--fill-payments`` chooses the wood of line 23's recruiter and sawmill (two
    warnings naming line 23); the Riverfolk's Birdsong gathers the Marquise's warriors from
    Payments into Funds (R498); line 28 places wood at 4, where no sawmill is (6.4)."""
    name = "2020_11_24_winter_tournament_r2g4"
    warnings: list[str] = []
    with pytest.raises(ImportError_) as e:
        import_text(_text(name), fill_payments=True, warnings=warnings)
    # wood at the sawmills (6.4), what the game does by itself: its rule is not named
    assert e.value.line == 28 and "'t->2': after 'done', the game makes 't->3' by itself, which the line does " \
        "not write" in str(e.value), str(e.value)
    assert warnings == ["line 23: 't2->' is not written; the import chose this payment (--fill-payments)"] * 2
    before = _upto(name, 28)
    assert len(parse(before).turns) == 8
    rec = import_text(before, fill_payments=True)
    assert rec["warnings"] == warnings
    g = replay(rec)
    snap = snapshot(g, codes_for(g))
    assert snap.pieces[("C", "b_r", "6")] == 1 and snap.pieces[("C", "b_s", "3")] == 1
    assert snap.pieces[("C", "t", "2")] == 0
    assert snap.pieces[("C", "b_s", "2")] == 1 and not snap.pieces[("C", "b_s", "4")]  # line 28: t->2+4


@pytest.mark.law("11.2.6")
def test_mega_with_its_items_filled_goes_on_to_line_21() -> None:
    """R496, R497: the Vagabond's boots exhausted to buy a card and refreshed in the same
    Birdsong, neither written (its comment says so); line 21 moves Riverfolk warriors from a
    clearing where they have none (4.2)."""
    name = "2020_11_08_mega_exploding_birds"
    warnings: list[str] = []
    with pytest.raises(ImportError_) as e:
        import_text(_text(name), fill_payments=True, warnings=warnings)
    assert e.value.line == 21 and "4.2" in e.value.rules and "'w10->4'" in str(e.value), str(e.value)
    assert warnings == ["line 20: '%fV$sr->se' is not written; the import chose this payment (--fill-payments)",
                        "line 20: '%fV$se->sr' is not written; an item the import exhausted to pay, refreshed "
                        "(--fill-payments)"]
    before = _upto(name, 21)
    assert len(parse(before).turns) == 5
    g = replay(import_text(before, fill_payments=True))
    snap = snapshot(g, codes_for(g))
    # the rabbit card bought from the Riverfolk's hand (``R#O->V``); two points (``++`` twice)
    assert [g.card(c).suit for c, w in snap.cards.items() if w == "V"].count("rabbit") == 1
    assert snap.scores["V"] == 2
    # the boots paid are ready again; one boot, the torch and the hammer exhausted by the line
    assert snap.items[("f", "V$sr")] == 1 and snap.items[("f", "V$se")] == 1 and snap.items[("h", "V$se")] == 1


OTHERS = [x for x in GAMES if "r2g4" not in x[0] and "mega" not in x[0]]


@pytest.mark.parametrize("name,line,rule,words,lines,scores", OTHERS, ids=[g[0] for g in OTHERS])
def test_the_other_real_games_stop_where_they_did_with_the_flag(name: str, line: int, rule: str, words: str,
                                                                 lines: int, scores: dict[str, int]) -> None:
    """R496: the flag fills only payments; no line of these is refused for one."""
    warnings: list[str] = []
    with pytest.raises(ImportError_) as e:
        import_text(_text(name), fill_payments=True, warnings=warnings)
    assert e.value.line == line and rule in e.value.rules and words in str(e.value), str(e.value)
    assert warnings == []


@pytest.mark.law("11.4.3")
def test_the_riverfolks_payments_gathered_into_funds_may_be_left_out() -> None:
    """R498, without the flag: r2g4 with line 23 as the spec's own copy writes it (its wood
    removed, ``t2->``) is played on through the Riverfolk's Birdsong, which gathers the
    Marquise's three warriors from Payments into Funds unwritten (line 24), to line 28 --
    where the flag, choosing that wood, gets too."""
    lines = _text("2020_11_24_winter_tournament_r2g4").splitlines()
    i = next(i for i, x in enumerate(lines) if x.startswith("C:3w->O$"))
    lines[i] = "C:3w->O$/B#O->C/t->2/Zrpart/t2->/b_r->6/++/w->6+10/M#C->/t->2/B#C->/t2->/b_s->3/++/#->C"
    with pytest.raises(ImportError_) as e:
        import_text("\n".join(lines) + "\n")
    assert e.value.line == 28, str(e.value)
    g = replay(import_text("\n".join(lines[:24]) + "\n"))  # through line 24: the Riverfolk's turn played
    snap = snapshot(g, codes_for(g))
    assert snap.pieces[("O", "t_r", "5")] == 1
    # the Marquise's three warriors left Payments for Funds, then were committed (11.5)
    assert snap.pieces[("C", "w", "O$_p")] == 0 and snap.pieces[("C", "w", "O$_c")] == 3
