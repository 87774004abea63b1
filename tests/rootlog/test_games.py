"""Rootlog games written by hand for the tests (tests/rootlog/games): the Lake and the
Mountain, the Vagabond and the Underground Duchy, written as a person writes them (the
cards dealt left out, draws unnamed, the spec's short forms), and lines that break the Law,
rejected with the rule and the line (docs/rootlog.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cli.helpers import assert_user_error, cli
from tests.rootlog.test_rootlog import HEADER, _same
from woodland.core.record import replay
from woodland.rootlog.export import export_record
from woodland.rootlog.importer import ImportError_, import_text
from woodland.rootlog.model import snapshot
from woodland.rootlog.notation import parse
from woodland.rootlog.track import codes_for
from woodland.sim import play_game

GAMES = Path(__file__).parent / "games"


def _game(name: str) -> str:
    return (GAMES / name).read_text(encoding="utf-8")


def test_a_lake_game_written_by_hand_is_rebuilt(tmp_path: Path) -> None:
    """Unnamed draws are filled with cards the later lines need (the Travel Gear the
    Marquise discards, a card that crafts the bag); ``%_->r`` refreshes every item."""
    out = tmp_path / "lake.json"
    p = cli("rootlog", "import", str(GAMES / "lake_tinker.rootlog"), "--out", str(out))
    assert p.returncode == 0, p.stderr
    p = cli("replay", str(out))
    assert p.returncode == 0 and "exactly" in p.stdout, p.stdout + p.stderr
    g = replay(json.loads(out.read_text()))
    snap = snapshot(g, codes_for(g))
    assert g.setup["map"] == "lake"
    assert snap.settings[("V", "#")] == "tinker"
    assert [g.card(c).name for c, w in snap.cards.items() if w == "V$"] == ["Sappers"]
    assert snap.items[("b", "V$tr")] == 2  # its starting bag and the one crafted (Z%b)
    assert snap.items[("s", "V$sr")] == 1  # the sword taken from the ruin (%s10->$)
    assert snap.scores == {"C": 6, "V": 2}


@pytest.mark.law("M.4.3")
def test_a_mountain_game_written_by_hand_is_rebuilt() -> None:
    g = replay(import_text(_game("mountain_duchy.rootlog")))
    snap = snapshot(g, codes_for(g))
    assert g.setup["map"] == "mountain"
    # the paths the lines opened are open, the others still closed
    assert {"8_9", "2_5", "6_11", "3_7"}.isdisjoint(snap.paths) and len(snap.paths) == 2
    assert snap.pieces[("D", "t", "11")] == 1 and snap.pieces[("D", "t", "4")] == 1  # tunnels
    assert snap.pieces[("C", "w", "2")] == 2  # the warrior saved by Field Hospitals (6.2.3)


def _mountain(lines: str) -> str:
    head = _game("mountain_duchy.rootlog").split("\nD:w->0/w12->10")[0]
    return head + "\n" + lines + "\n"


DUCHY_1 = "D:w->0/w12->10/M#scoutD->/w0->11/t->11/R#commandD->/8_9->/++/#->D"


@pytest.mark.parametrize("lines,line,rule,words", [
    (DUCHY_1 + "\nC:t->6/w5->0", 15, "4.2", "not adjacent"),  # the Burrow, by a tunnel only
    ("D:w->0/w0->3", 14, "4.2", "not adjacent"),
    ("D:w->0/#duchessofmud->$", 14, "12.5.1", "duchy"),  # a lord swayed without its cards
])
def test_an_illegal_line_on_the_mountain_is_rejected_with_its_rule(lines: str, line: int, rule: str,
                                                                   words: str) -> None:
    with pytest.raises(ImportError_) as e:
        import_text(_mountain(lines))
    assert e.value.line == line and rule in e.value.rules and words in str(e.value)


@pytest.mark.law("M.4.2")
def test_the_import_command_rejects_a_move_across_a_closed_path(tmp_path: Path) -> None:
    """One line of ``error: ...``, the line, the reason and the rule; nothing written."""
    bad = tmp_path / "bad.rootlog"
    bad.write_text(_mountain(DUCHY_1 + "\nC:t->6/w3->7"))
    out = tmp_path / "never.json"
    p = cli("rootlog", "import", str(bad), "--out", str(out))
    assert_user_error(p, "line 15", "closed", "M.4.2")
    assert len(p.stderr.strip().splitlines()) == 1 and not out.exists()


@pytest.mark.law("7.7")
def test_the_decree_discarded_the_short_way() -> None:
    """``$_->`` (the whole Decree discarded in turmoil, 7.7) stands for the cards it holds."""
    rec = play_game({"factions": ["marquise", "eyrie"]}, 2, max_turns=12)
    text = export_record(rec)
    lines = text.splitlines()
    no = next(i for i, ln in enumerate(lines) if i > 9 and ln.startswith("E:") and "#charismatic->$" in ln)
    short = re.sub(r"(?:/[A-Z]#[a-z@]+E\$_[rmxb]->)+(?=/--)", "/$_->", lines[no])
    assert short != lines[no] and "$_->/--" in short
    lines[no] = short
    back = import_text("\n".join(lines) + "\n")
    _same(rec, back)


def test_the_short_forms_read_as_all_they_stand_for() -> None:
    log = parse("Map: Fall\nDeck: Standard\nO: a\nV: b\n\nO:$_->3/$_f->2\nV:%_d->s+r\nV:%_->r\n")
    # the funds (``$_f``) are not checked; the file's order (setup lines are played in setup order, R566)
    prices, repair, refresh = (t.atoms for t in sorted(log.turns, key=lambda t: t.number))
    assert prices == [("all", ("s", "O", "*", "3"))]
    assert repair == [("all", ("i", "_", "V$d?", "V$sr"))]
    assert refresh == [("all", ("i", "_", "V$??", "V$=r"))]


def _fall(first: str, second: str, setup: str) -> str:
    return f"Map: Fall\nDeck: Standard\n{first}: a\n{second}: b\n\n{setup}\n\n"


HUNDREDS = _fall("H", "C", "C:R#avisittofriends->C/B#@->C/M#@->C/t_k->2/w->1/w->10/w->11/w->12/w->2/w->3/w->5/w->6/"
                 "w->7/w->8/w->9/b_s->5/b_w->6/b_r->2\n"
                 "H:R#roottea->H/R#command->H/F#@->H/#stubborn->$/b->4/4w->4/w_w->4/%b~->11/%f~->10/%h~->12/%s~->6")
KEEPERS = _fall("K", "P", "P:R#avisittofriends->P/B#@->P/M#@->P/w->2/w->8/w->5\n"
                "K:R#roottea->K/R#command->K/F#@->K/t_f->2_6_10_11_12/t_f->4_9_12/t_j->1_2_5_10/t_j->1_9_10_12/"
                "t_j->3_6_11/t_j->3_7_11_12/t_t->4_7_8_12/4w->4/t_f->2_6_10_11_12/t_f->3_6_11/B#faith->$_1/"
                "B#faith->$_3/B#faith->$_2/t_t->1_2_5_10/t_t->1_9_10_12/t_t->3_7_11_12/4w->8")
EYRIE = _fall("C", "E", "C:t_k->1/w->1+2+4+5+6+7+8+9+10+11+12/b_s->1/b_w->5/b_r->10\nE:b+6w->3/#despot->$") \
    + "C:t->1/w2->6/w5->2/#->C\n"


@pytest.mark.law("4.2")
@pytest.mark.parametrize("text,line", [
    # the Hundreds craft first (14.5.1): the move comes in their command (14.5.2)
    (HUNDREDS + "H:2w->4/#relentless->$/7w4->11", 9),
    # the Eyrie add a card to the Decree (7.4.2): the move comes when it is resolved (7.5)
    (EYRIE + "E:R#E->$_m/2w3->9", 10),
    # the Keepers' Birdsong and crafting first (15.4, 15.5.1): the move with a Retinue card (15.5.2)
    (KEEPERS + "K:w8->/b_j_t->8/w4->/b_j_f->4/b_j_t8->/w->8/b_j_f4->/w->4/4w4->3", 9),
], ids=["hundreds", "eyrie", "keepers"])
def test_an_illegal_move_is_rejected_with_the_rule_it_breaks_not_a_step_before_it(text: str, line: int) -> None:
    """Where the search reached the line's first unplayable atom in several ways (a step before
    it taken or not), the reason is the one naming the rule the move breaks, not the one asked
    where the search stopped first ("finish crafting first", 14.5)."""
    with pytest.raises(ImportError_) as e:
        import_text(text + "\n")
    assert e.value.line == line and "not adjacent" in str(e.value) and e.value.rules == ["2.2.1", "4.2"]


# -- a line that cannot be played, explained by the actions that would make its first atom
# left over (docs/rootlog.md, "How it works"), not by the decision the game asks there

CORVID = "\n".join(_game("corvid_gorge20.rootlog").splitlines()[:15]) + "\n"  # the setup lines
MEGA = "\n".join((GAMES / "real" / "2020_11_08_mega_exploding_birds.rootlog").read_text(encoding="utf-8")
                 .splitlines()[:19]) + "\n"  # through the setup lines: the Vagabond's first turn next


def _refused(text: str) -> ImportError_:
    with pytest.raises(ImportError_) as e:
        import_text(text)
    return e.value


@pytest.mark.law("6.5.3")
def test_an_action_taken_once_too_often_is_explained_by_its_own_rule() -> None:
    """A second recruit (``w->10`` again): the oracle's reason for ``recruit`` where the search
    got furthest, not "the game asks 'daylight'" (6.5)."""
    e = _refused(HEADER + "\nC:t->1/w->10/w->10/#->C\n")
    assert e.line == 10 and e.rules == ["6.5.3"], str(e)
    assert "'w->10': the action that does it, 'recruit', is not legal: the Marquise may recruit only once " \
        "per turn" in str(e)


@pytest.mark.law("12.5.1", "12.4")
def test_a_fourth_warrior_in_the_burrow_is_explained_by_the_assemblys_two_actions() -> None:
    """One in Birdsong (12.4, no citadel), two recruits: a fourth is an Assembly action when
    the Assembly is over (12.5.1), not Parliament's rule (12.5.2) -- the r1g5 line's mistake."""
    e = _refused(_mountain("D:4w->0"))
    assert e.line == 14 and e.rules == ["12.5.1"], str(e)
    assert "'w->0': the action that does it, 'recruit', is not legal: building, recruiting and digging are " \
        "Assembly actions, and the Assembly is over" in str(e)


@pytest.mark.law("13.5.2")
def test_a_plot_where_the_corvids_have_no_warrior_is_explained_by_the_plot_there() -> None:
    """``w5->/t->5`` with no Corvid warrior in 5: no step removes it; the plots offered
    elsewhere, with 5 put in their place, are asked of the oracle."""
    e = _refused(CORVID + "P:F#@P->/w->1/w->2/w->7/w->9/w5->/t->5\n")
    assert e.line == 16 and e.rules == ["13.5.2"], str(e)
    assert "'w5->': the action that does it, 'plot 5 bomb', is not legal: this plot costs 1 warrior(s) from " \
        "clearing 5" in str(e) and "you have 0 there" in str(e)


@pytest.mark.law("13.5.2")
def test_a_warrior_removed_in_one_clearing_for_a_plot_in_another_is_explained_by_the_plot() -> None:
    """``w2->/t->9`` (the after_dark line's mistake): the plot that removes the warrior in 2
    is placed in 2, which the line does not write."""
    e = _refused(CORVID + "P:F#@P->/w->1/w->2/w->7/w->9/w2->/t->9\n")
    assert e.line == 16 and e.rules == ["13.5.2"], str(e)
    assert "'w2->': the action that does it, 'plot 2 bomb', also makes 't->2', which the line does not write" \
        in str(e)


@pytest.mark.law("9.5.5")
def test_a_point_written_with_a_quests_two_cards_is_explained_by_the_other_reward() -> None:
    """A quest rewarded with two cards and a point (``.../B#@->V/R#bakesale->V/++``, r1g2's
    mistake, 9.5.5): a point names no action, so the reason is the other answer of the reward's
    decision, which makes the point and not the cards; it was the decision the game asks at the
    end (9.6.3). Not an action of another kind (a craft that scores is not the other answer of
    ending the Daylight)."""
    rec = play_game({"factions": ["marquise", "vagabond"], "map": "autumn", "deck": "standard"}, 3, max_turns=12)
    lines = export_record(rec).splitlines()[:21]
    assert "/M#escortQ->V$/2%fV$sr->se/B#@->V/R#bakesale->V/R#speech->Q/" in lines[20]  # reward draw
    lines[20] = lines[20].replace("/R#bakesale->V/", "/R#bakesale->V/++/")
    e = _refused("\n".join(lines) + "\n")
    assert e.line == 21 and e.rules == ["9.5.5"], str(e)
    assert "'++': 'reward score' makes it where the game asks 'quest_reward', but the line also writes what " \
        "'reward draw' made there ('B#@->V/R#bakesale->V'): one answer only" in str(e)


@pytest.mark.law("11.2.6")
@pytest.mark.parametrize("line,words", [
    # the item exhausted to pay left out (the mega line's mistake)
    ("V:R#O->V/2Ow->O$/p->11/#->V",
     "'Ow->O$': the action that does it, 'exhaust boots', also makes '%fV$sr->se', which the line does not write"),
    # the Riverfolk's warriors paid left out too: every way to pay makes what the line does not write
    ("V:R#O->V/p->11/%f->e/#->V",
     "'R#O->V': the action that does it, 'buy hand_card \"Bake Sale\"', asks 'pay_service' next, and each answer "
     "makes what the line does not write (such as 'Ow->O$_p')"),
    # an item the line exhausts later paying: the line does not go on from the purchase
    ("V:R#O->V/2Ow->O$/p->11/%r->e/%f11->$/++/#->V",
     "'R#O->V': the action that does it, 'buy hand_card \"Bake Sale\"', may be taken where the line writes it "
     "('buy_service'), but no way of playing the rest of the line follows from it"),
], ids=["item", "warriors", "later"])
def test_a_card_bought_without_its_payment_is_explained_by_the_purchase(line: str, words: str) -> None:
    e = _refused(MEGA + line + "\n")
    assert e.line == 20 and e.rules == ["11.2.6"] and words in str(e), str(e)
