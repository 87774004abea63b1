"""The rules oracle end to end: ``woodland explain POSITION ["ACTION"] [--then] [--seed S]
[--json]`` and ``woodland.explain(...)`` from Python.

The normal paths run in-process with typer's CliRunner (``woodland.cli.main.app``). Errors
in what the user gave (a missing file, a file that is not JSON, a position that cannot
occur) become a one-line message only through ``woodland.cli.main.main()`` — the installed
entry point, which CliRunner bypasses — so those run the real command in a subprocess.

Every expected answer is worked out from the Law in the comments beside it, not copied
from the engine's output.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

import woodland
from tests.cli import helpers
from tests.cli.helpers import flat
from woodland.core.actions import parse_action
from woodland.core.errors import BadInput, WoodlandError
from woodland.position import InvalidPosition
from woodland.testing import position

# Marquise Daylight, Autumn map, two players.
#   1 (fox, a corner, 1 slot): the keep, a sawmill (slot full) and 3 Marquise warriors.
#   5 (rabbit): 2 Marquise warriors against 2 Eyrie warriors and a roost: the Eyrie rules
#      5 (3 pieces to 2, 2.4.1). 10: one Eyrie warrior. The Eyrie holds no cards.
#   Marquise hand: Ambush (fox) and Birdy Bindle (a bird card).
# What the Law allows (6.5): battle only in 5 (warriors there, 4.3; no warriors in 10);
# march (moves out of 1, which she rules, 4.2.1); no recruit (no recruiter, 6.5.3); no
# build (1 has no open slot, 2.2.3; 5 is ruled by the Eyrie, 6.5.4.I); overwork at the
# sawmill in 1 (a fox card, or the bird card as wild, 6.5.5, 2.1.1) — one option per
# sawmill; an extra action for the bird card only (6.5); no craft (no workshop, 6.2.1);
# and end.
MARQUISE = {
    "factions": ["marquise", "eyrie"],
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {"1": {"marquise": {"warriors": 3, "tokens": ["keep"], "buildings": ["sawmill"]}},
                  "5": {"marquise": 2, "eyrie": {"warriors": 2, "buildings": ["roost"]}},
                  "10": {"eyrie": 1}},
    "hands": {"marquise": ["Ambush (fox)", "Birdy Bindle"]},
}
MARQUISE_ACTIONS = {"battle": ["battle 5 eyrie"], "march": ["march"], "overwork": ["overwork 1"],
                    "extra": ['extra "Birdy Bindle"'], "end": ["end"]}
#: the keys of Explanation.to_json() (woodland/oracle.py)
JSON_KEYS = {"decision", "actions", "action", "legal", "reason", "rules", "steps", "choices", "after", "random",
             "hits", "rulers"}
DICE = re.compile(r"battle in 5: the dice show (\d) and (\d) \(marquise attacks, eyrie defends\)")


def write(tmp: Path, name: str, spec: Any) -> Path:
    p = tmp / name
    p.write_text(spec if isinstance(spec, str) else json.dumps(spec))
    return p


@pytest.fixture
def marquise_file(tmp_path: Path) -> Path:
    return write(tmp_path, "marquise.json", MARQUISE)


def run(*args: str) -> Any:
    """``woodland explain ARGS`` in-process."""
    return helpers.run("explain", *args)


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``woodland explain ARGS`` as a user runs it (output to a pipe)."""
    return helpers.cli("explain", *args)


def table_groups(output: str) -> dict[str, list[str]]:
    """The 'legal actions' table (kind | actions, one action per row) as a dict."""
    groups: dict[str, list[str]] = {}
    kind = None
    for line in output.splitlines():
        if not line.startswith("│"):
            continue
        cells = [c.strip() for c in line.strip().strip("│").split("│")]
        assert len(cells) == 2, line
        if cells[0]:
            kind = cells[0]
            groups[kind] = []
        assert kind is not None
        if cells[1]:
            groups[kind].append(cells[1])
    return groups


def battle_outcome(x: int, y: int) -> tuple[int, int]:
    """Warriors left in 5 (Marquise, Eyrie) after 'battle 5 eyrie' in MARQUISE with dice x, y.
    4.3.3: the attacker deals the higher roll, the defender the lower, each at most its
    warriors in the clearing (4.3.3.I: 2 each). 4.3.6: warriors go before buildings, so the
    roost is never hit (at most 2 hits on 2 warriors). The Eyrie has warriors: no extra hit."""
    hi, lo = max(x, y), min(x, y)
    return 2 - min(lo, 2), 2 - min(hi, 2)


# ----------------------------------------------------------------------------- listing
@pytest.mark.law("6.5", "6.5.1", "6.5.3", "6.5.4", "6.5.5", "2.1.1")
def test_6_5_cli_lists_the_legal_actions_grouped_by_kind(marquise_file: Path) -> None:
    res = run(str(marquise_file))
    assert res.exit_code == 0, res.output
    first = res.output.splitlines()[0]
    assert first.startswith("marquise decides (daylight): ") and first.endswith("[Law 6.5]"), first
    assert "3 action(s) left" in first  # 6.5: up to three actions
    assert "legal actions (5)" in res.output
    groups = table_groups(res.output)
    assert groups == MARQUISE_ACTIONS
    assert list(groups) == list(MARQUISE_ACTIONS)  # in the engine's order
    assert "illegal" not in res.output and "legal:" not in res.output


@pytest.mark.law("6.5", "6.5.1", "6.5.3", "6.5.4", "6.5.5", "2.1.1")
def test_6_5_explain_lists_the_legal_actions_from_python(marquise_file: Path) -> None:
    for source in (MARQUISE, marquise_file, str(marquise_file), position(MARQUISE)):
        e = woodland.explain(source)
        assert e.decision == {"seat": 0, "faction": "marquise", "kind": "daylight",
                              "prompt": "Daylight: 3 action(s) left", "rule": "6.5"}
        assert e.actions == MARQUISE_ACTIONS
        assert (e.action, e.legal, e.reason, e.rules, e.after, e.random) == (None, None, "", [], None, [])


# ----------------------------------------------------------------------------- legal actions
@pytest.mark.law("4.2.1", "6.5.2")
def test_4_2_1_cli_a_legal_action_and_a_move_behind_march(marquise_file: Path) -> None:
    # 'battle 5 eyrie' is a choice now; 'move 1->9' is the first step of a march (6.5.2),
    # legal because the Marquise rules the origin 1 (4.2.1); 'move 1->9 x2' with its count.
    for action in ("battle 5 eyrie", "march", "move 1->9", "move 1->9 x2", "overwork 1"):
        res = run(str(marquise_file), action)
        assert res.exit_code == 0, (action, res.output)
        assert f"legal: {action}" in res.output
        assert "illegal" not in res.output
        assert table_groups(res.output) == MARQUISE_ACTIONS  # still lists what is legal


@pytest.mark.law("6.5.2", "4.2")
def test_6_5_2_cli_names_the_steps_taken_for_an_action_and_the_choices_it_needs(tmp_path: Path) -> None:
    # behind march (6.5.2): the steps are printed after "legal:"
    res = run(str(write(tmp_path, "m.json", MARQUISE)), "move 1->9")
    assert "legal: move 1->9 (steps: march; move 1->9)" in flat(res.output)
    # at "how many warriors move 1->9" (3 in 1), the second move needs the count first:
    # each way to it is printed, and nothing is chosen (4.2)
    res = run(str(write(tmp_path, "c.json", dict(MARQUISE, play=["march", "move 1->9"]))), "move 1->10")
    assert res.exit_code == 1, res.output
    out = flat(res.output)
    assert "did not state" in out and "(Law 4.2)" in out
    assert "say: x1; move 1->10" in out and "say: x2; move 1->10" in out and "say: x3" not in out


@pytest.mark.law("4.2.1", "6.5.2")
def test_4_2_1_explain_a_legal_action_from_python(marquise_file: Path) -> None:
    for action in ("battle 5 eyrie", "move 1->9", "move 1->9 x3", parse_action("march")):
        e = woodland.explain(marquise_file, action)
        assert (e.legal, e.reason, e.rules) == (True, "", []), action
        assert e.action == str(action)
        assert e.after is None and e.random == []  # not applied without then=True


# ----------------------------------------------------------------------------- illegal actions
@pytest.mark.law("2.2.1", "4.2")
def test_2_2_1_cli_illegal_move_prints_the_reason_and_the_law(marquise_file: Path) -> None:
    # 1 (Hill) is adjacent to 5, 9 and 10 only: 1 and 2 are not linked by a path.
    res = run(str(marquise_file), "move 1->2")
    assert res.exit_code == 1, res.output
    out = flat(res.output)
    assert out.count("illegal:") == 1
    last = out[out.index("illegal:"):]  # the last thing printed, after the table
    assert last.startswith("illegal: move 1->2: ")
    assert "not adjacent" in last
    assert re.search(r"\(Law [0-9.]+(, [0-9.]+)*\)$", last), last
    assert "2.2.1" in last.rsplit("(Law", 1)[1]


@pytest.mark.law("4.3", "4.2.1", "6.5.3", "2.2.3", "6.5.4")
@pytest.mark.parametrize("action, words, rule", [
    ("move 1->2", "not adjacent", "2.2.1"),              # 2.2.1: move along paths only
    ("battle 10 eyrie", "no warriors in clearing 10", "4.3"),  # 4.3: a clearing with your warriors
    ("recruit", "no recruiter", "6.5.3"),                # 6.5.3: one warrior at each recruiter
    ("build sawmill 1", "no open building slot", "2.2.3"),  # 1 has one slot, taken by the sawmill
])
def test_4_3_explain_illegal_actions_give_reason_and_rules(marquise_file: Path, action: str, words: str,
                                                          rule: str) -> None:
    e = woodland.explain(marquise_file, action)
    assert e.legal is False
    assert words in e.reason
    assert rule in e.rules
    assert e.after is None
    res = run(str(marquise_file), action)
    assert res.exit_code == 1
    assert f"illegal: {action}: " in flat(res.output) and words in flat(res.output)
    assert f"Law {rule}" in flat(res.output) or f", {rule}" in flat(res.output)


@pytest.mark.law("4.2.1")
def test_4_2_1_moving_out_of_a_ruled_clearing_into_an_enemy_one_is_legal() -> None:
    """The example of woodland/oracle.py's docstring: 2 Marquise warriors alone in 1 (she
    rules it), 3 Eyrie warriors in 5. 4.2.1 asks to rule the origin *or* the destination,
    so 'move 1->5' is legal (the docstring claims (False, ['4.2.1']))."""
    spec = {"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
            "clearings": {"1": {"marquise": 2}, "5": {"eyrie": 3}}}
    e = woodland.explain(spec, "move 1->5")
    assert (e.legal, e.reason, e.rules) == (True, "", [])
    # from 5, which the Eyrie rules, to 2, which nobody rules: 4.2.1 forbids it
    spec["clearings"]["5"] = {"eyrie": 3, "marquise": 1}
    e = woodland.explain(spec, "move 5->2")
    assert (e.legal, e.rules) == (False, ["4.2.1"])


@pytest.mark.law("6.5.4")
def test_6_5_4_build_where_the_eyrie_rules_cites_rule_not_wood() -> None:
    """The reason is about the position asked about: the Marquise does not rule 5 (the
    Eyrie has 3 pieces to her 2), so she cannot build there (6.5.4.I) — whatever the dice
    of a battle she has not fought would do. The answer must not depend on the seed."""
    for seed in (None, 0, 1, 2, 3):
        e = woodland.explain(MARQUISE, "build sawmill 5", seed=seed)
        assert e.legal is False
        assert (e.reason, e.rules) == ("you do not rule clearing 5 (eyrie rules it)", ["6.5.4.I"]), seed


def test_unparseable_and_wrong_kind_actions_are_illegal_with_a_reason(marquise_file: Path) -> None:
    # not a choice of this decision (a setup action in Daylight): the reason names the decision
    e = woodland.explain(MARQUISE, "keep 1")
    assert e.legal is False and "daylight" in e.reason and e.rules == ["6.5"]
    res = run(str(marquise_file), "keep 1")
    assert res.exit_code == 1 and "illegal: keep 1:" in flat(res.output)
    # text that is no action at all: the reason names what could not be read
    e = woodland.explain(MARQUISE, "move 1->")
    assert e.legal is False and "cannot parse" in e.reason and "FROM->TO" in e.reason
    res = run(str(marquise_file), 'craft "Sword')
    assert res.exit_code == 1 and "cannot parse" in flat(res.output) and "closing quotation" in flat(res.output)


# ----------------------------------------------------------------------------- --then
@pytest.mark.law("4.3.3", "4.3.6", "6.2.3")
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_4_3_3_cli_then_applies_the_battle_and_prints_the_dice(marquise_file: Path, seed: int) -> None:
    res = run(str(marquise_file), "battle 5 eyrie", "--then", "--seed", str(seed))
    assert res.exit_code == 0, res.output
    out = flat(res.output)
    assert "legal: battle 5 eyrie" in out
    dice = DICE.findall(out)
    assert len(dice) == 1, out  # the Eyrie has no cards: no ambush question, the dice roll at once
    x, y = map(int, dice[0])
    assert 0 <= x <= 3 and 0 <= y <= 3
    assert f"random: battle in 5: the dice show {x} and {y}" in out
    # the same seed gives the same dice through Python
    e = woodland.explain(MARQUISE, "battle 5 eyrie", then=True, seed=seed)
    assert e.random == [f"battle in 5: the dice show {x} and {y} (marquise attacks, eyrie defends)"]
    # and the board follows the Law from those dice
    marquise, eyrie = battle_outcome(x, y)
    view = e.after["view"]
    c5 = view["clearings"][4]
    assert (c5["warriors"].get("marquise", 0), c5["warriors"].get("eyrie", 0)) == (marquise, eyrie)
    assert ["eyrie", "roost"] in c5["buildings"]
    # who decides next: Field Hospitals if Marquise warriors were removed and she holds a
    # card (6.2.3; the bird card is wild in the rabbit clearing 5, 2.1.1; Ambush (fox) does
    # not match), else her Daylight goes on with two actions left (6.5)
    nxt = e.after["decision"]
    if marquise < 2:
        assert (nxt["faction"], nxt["kind"]) == ("marquise", "field_hospitals")
        assert e.after["actions"] == {"hospital": ['hospital "Birdy Bindle"'], "pass": ["pass"]}
        assert "next: marquise decides (field_hospitals)" in out
    else:
        assert (nxt["faction"], nxt["kind"], nxt["prompt"]) == ("marquise", "daylight", "Daylight: 2 action(s) left")
        assert "next: marquise decides (daylight): Daylight: 2 action(s) left" in out
    assert "legal actions (" not in out  # --then shows the result instead of the list


@pytest.mark.law("4.3.3")
def test_4_3_3_the_seed_decides_the_dice_and_the_position_is_unchanged(marquise_file: Path) -> None:
    rolls = {seed: woodland.explain(marquise_file, "battle 5 eyrie", then=True, seed=seed).random[0]
             for seed in range(8)}
    assert rolls == {seed: woodland.explain(marquise_file, "battle 5 eyrie", then=True, seed=seed).random[0]
                     for seed in range(8)}
    assert len(set(rolls.values())) > 1  # different seeds, different dice
    g = position(MARQUISE)
    before = g.fingerprint()
    woodland.explain(g, "battle 5 eyrie", then=True, seed=1)
    assert g.fingerprint() == before  # a Game passed in is not changed


@pytest.mark.law("4.3.1", "1.2.1")
def test_4_3_1_then_stops_at_the_ambush_question_before_any_dice(tmp_path: Path) -> None:
    # The Eyrie now holds a card (no ambush among them for a rabbit clearing: Cobbler):
    # the defender is still asked, with only 'pass' (1.2.1), and nothing is rolled yet.
    spec = dict(MARQUISE, hands={"marquise": ["Ambush (fox)", "Birdy Bindle"], "eyrie": ["Cobbler"]})
    p = write(tmp_path, "ambush.json", spec)
    res = run(str(p), "battle 5 eyrie", "--then", "--seed", "1")
    assert res.exit_code == 0, res.output
    out = flat(res.output)
    assert "random:" not in out
    assert "next: eyrie decides (ambush)" in out
    e = woodland.explain(p, "battle 5 eyrie", then=True, seed=1)
    assert e.random == []
    assert e.after["actions"] == {"pass": ["pass"]}


def test_then_with_an_illegal_action_applies_nothing(marquise_file: Path) -> None:
    res = run(str(marquise_file), "battle 10 eyrie", "--then", "--seed", "1")
    assert res.exit_code == 1
    assert "random:" not in res.output and "next:" not in res.output
    e = woodland.explain(marquise_file, "battle 10 eyrie", then=True, seed=1)
    assert (e.legal, e.after, e.random) == (False, None, [])


# ----------------------------------------------------------------------------- --json
def test_json_output_has_the_documented_keys(marquise_file: Path) -> None:
    res = run(str(marquise_file), "--json")
    assert res.exit_code == 0, res.output
    d = json.loads(res.output)
    assert set(d) == JSON_KEYS
    assert d["decision"]["kind"] == "daylight" and d["actions"] == MARQUISE_ACTIONS
    assert (d["action"], d["legal"], d["after"]) == (None, None, None)


@pytest.mark.law("2.2.1", "4.2")
def test_2_2_1_json_illegal_action_exits_1_with_reason_and_rules(marquise_file: Path) -> None:
    res = run(str(marquise_file), "move 1->2", "--json")
    assert res.exit_code == 1
    d = json.loads(res.output)
    assert set(d) == JSON_KEYS
    assert (d["action"], d["legal"]) == ("move 1->2", False)
    assert "not adjacent" in d["reason"] and "2.2.1" in d["rules"]
    assert d["after"] is None and d["random"] == []


@pytest.mark.law("4.3.3")
def test_4_3_3_json_then_reports_dice_and_the_next_decision(marquise_file: Path) -> None:
    res = run(str(marquise_file), "battle 5 eyrie", "--then", "--seed", "2", "--json")
    assert res.exit_code == 0, res.output
    d = json.loads(res.output)
    assert set(d) == JSON_KEYS
    assert d["legal"] is True and d["reason"] == "" and d["rules"] == []
    assert set(d["after"]) == {"decision", "actions", "result", "view", "rulers"}
    (x, y), = DICE.findall(d["random"][0])
    marquise, eyrie = battle_outcome(int(x), int(y))
    c5 = d["after"]["view"]["clearings"][4]
    assert (c5["warriors"].get("marquise", 0), c5["warriors"].get("eyrie", 0)) == (marquise, eyrie)
    assert d["after"]["result"] is None
    # the same answer as from Python
    e = woodland.explain(marquise_file, "battle 5 eyrie", then=True, seed=2)
    assert d == json.loads(json.dumps(e.to_json()))


# ----------------------------------------------------------------------------- bad files
def assert_one_line_error(p: subprocess.CompletedProcess[str], *words: str) -> None:
    assert p.returncode == 2, (p.returncode, p.stdout, p.stderr)
    assert "Traceback" not in p.stdout + p.stderr
    assert p.stdout == ""
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1, p.stderr
    assert lines[0].startswith("error: "), lines[0]
    for w in words:
        assert w in lines[0], (w, lines[0])


def test_missing_file_is_a_one_line_error(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.json"
    assert_one_line_error(cli(str(missing)), str(missing), "cannot read")
    with pytest.raises(BadInput, match="cannot read"):
        woodland.explain(missing)


def test_file_that_is_not_json_is_a_one_line_error(tmp_path: Path) -> None:
    p = write(tmp_path, "broken.json", '{"factions": ["marquise", "eyrie"],\n "turn": {')
    assert_one_line_error(cli(str(p), "end"), "broken.json", "not valid JSON", "line 2")
    with pytest.raises(BadInput, match="not valid JSON"):
        woodland.explain(p)
    q = write(tmp_path, "list.json", "[1, 2]")
    assert_one_line_error(cli(str(q)), "list.json", "object")


@pytest.mark.law("1.5.1", "3.1")
def test_1_5_1_impossible_position_is_a_one_line_error_naming_every_problem(tmp_path: Path) -> None:
    # 26 Marquise warriors (she has 25, 1.5.1) and an Eyrie at 31 points: the game would
    # already be over (3.1).
    spec = dict(MARQUISE, clearings={"1": {"marquise": {"warriors": 26, "tokens": ["keep"]}}},
                scores={"eyrie": 31})
    p = write(tmp_path, "impossible.json", spec)
    proc = cli(str(p), "end", "--json")
    assert_one_line_error(proc, "clearings.1.marquise.warriors", "Law 1.5.1", "scores.eyrie", "Law 3.1")
    with pytest.raises(InvalidPosition) as info:
        woodland.explain(p)
    problems = info.value.problems
    assert {(q.field, q.rule) for q in problems} == {("clearings.1.marquise.warriors", "1.5.1"),
                                                     ("scores.eyrie", "3.1")}
    assert isinstance(info.value, WoodlandError)


@pytest.mark.law("2.2.1")
def test_2_2_1_position_whose_play_is_illegal_is_a_one_line_error(tmp_path: Path) -> None:
    # 'play' replays actions to reach a decision; an illegal one makes the position invalid
    spec = dict(MARQUISE, play=["march", "move 1->2"])
    p = write(tmp_path, "play.json", spec)
    assert_one_line_error(cli(str(p)), "play[1]", "move 1->2", "not adjacent")
    with pytest.raises(InvalidPosition) as info:
        woodland.explain(spec)
    assert info.value.problems[0].field == "play[1]"
    assert "2.2.1" in info.value.problems[0].rule


def test_real_command_answers_like_the_in_process_one(marquise_file: Path) -> None:
    """The installed entry point, as a user runs it: same exit codes and JSON."""
    p = cli(str(marquise_file), "move 1->2", "--json")
    assert p.returncode == 1 and p.stderr == ""
    assert json.loads(p.stdout)["rules"] == woodland.explain(marquise_file, "move 1->2").rules
    p = cli(str(marquise_file))
    assert p.returncode == 0 and p.stderr == ""
    assert table_groups(p.stdout) == MARQUISE_ACTIONS


# ----------------------------------------------------------------------------- what a user asks
@pytest.mark.law("2.5", "7.2.2")
def test_2_5_explain_says_who_rules_each_clearing_and_names_a_tie_the_eyrie_wins(tmp_path: Path) -> None:
    # MARQUISE: she rules 1 (alone); the Eyrie rules 5 (3 pieces to 2) and 10 (alone); in 8
    # one warrior each: a tie, which the Eyrie wins (7.2.2 Lords of the Forest)
    spec = dict(MARQUISE, clearings={**MARQUISE["clearings"], "8": {"marquise": 1, "eyrie": 1}})
    e = woodland.explain(spec)
    assert e.rulers == [{"clearing": 1, "faction": "marquise", "rule": "2.5"},
                        {"clearing": 5, "faction": "eyrie", "rule": "2.5"},
                        {"clearing": 8, "faction": "eyrie", "rule": "7.2.2"},
                        {"clearing": 10, "faction": "eyrie", "rule": "2.5"}]
    out = flat(run(str(write(tmp_path, "r.json", spec))).output)
    assert "rule (2.5): 1 marquise, 5 eyrie, 8 eyrie (tie won, 7.2.2), 10 eyrie" in out


@pytest.mark.law("2.5", "H.3.1")
def test_h_3_1_explain_names_clearings_ruled_with_hireling_pieces(tmp_path: Path) -> None:
    # MARQUISE with hirelings: the Marquise's Bearers count with her pieces in Hill (1); uncontrolled
    # Prophets rule Fen (9, where no one else is) as a player would
    spec = dict(MARQUISE, hirelings={"cards": {
        "flame_bearers": {"controller": "marquise", "control": 2, "warriors": {"1": 1}},
        "warm_sun_prophets": {"controller": None, "warriors": {"9": 1}}}})
    e = woodland.explain(spec)
    assert {"clearing": 1, "faction": "marquise", "rule": "H.3.1"} in e.rulers
    assert {"clearing": 9, "faction": "warm_sun_prophets", "rule": "H.3.1"} in e.rulers
    out = flat(run(str(write(tmp_path, "h.json", spec))).output)
    assert "1 marquise (with hireling pieces, H.3.1)" in out
    assert "9 warm_sun_prophets (with hireling pieces, H.3.1)" in out


@pytest.mark.law("4.3.3", "4.3.5")
def test_4_3_3_dice_given_on_the_command_line_and_the_hits_each_side_deals(marquise_file: Path) -> None:
    # dice 3 and 1: the Marquise (attacker) takes the 3 but has 2 warriors in 5, so 2 rolled
    # hits (4.3.3); the Eyrie takes the 1: 1 hit. No extra hits (the Eyrie has warriors, 4.3.5).
    res = run(str(marquise_file), "battle 5 eyrie", "--then", "--dice", "3,1")
    assert res.exit_code == 0, res.output
    out = flat(res.output)
    assert "random: battle in 5: the dice show 3 and 1 (marquise attacks, eyrie defends)" in out
    assert ("hits in 5: marquise rolled 3: 2 rolled hit(s) (at most 2, 4.3.3) + 0 extra = 2 hit(s) to eyrie; "
            "eyrie rolled 1: 1 rolled hit(s) + 0 extra = 1 hit(s) to marquise") in out
    # after the battle: 1 Marquise warrior and the roost in 5, a tie the Eyrie wins (7.2.2)
    assert "5 eyrie (tie won, 7.2.2)" in out
    e = woodland.explain(marquise_file, "battle 5 eyrie", then=True, dice=[3, 1])
    assert e.hits == [{"clearing": 5,
                       "attacker": {"faction": "marquise", "die": 3, "rolled_hits": 2, "extra_hits": 0,
                                    "hits_dealt": 2},
                       "defender": {"faction": "eyrie", "die": 1, "rolled_hits": 1, "extra_hits": 0, "hits_dealt": 1}}]
    for bad in ("3,x", "4,1"):
        res = cli(str(marquise_file), "battle 5 eyrie", "--then", "--dice", bad)
        assert res.returncode == 2 and res.stderr.startswith("error:") and len(res.stderr.strip().splitlines()) == 1


def test_the_board_after_then_written_to_a_pipe_cuts_nothing(tmp_path: Path) -> None:
    # six factions make the board wider than 80 columns: to a pipe it is printed whole
    spec = {"factions": ["marquise", "eyrie", "alliance", "lizard", "riverfolk", "vagabond"],
            "turn": {"player": "marquise", "phase": "daylight"},
            "clearings": {"1": {"marquise": 2}, "9": {"marquise": 1, "eyrie": 2}}}
    f = tmp_path / "six.json"
    f.write_text(json.dumps(spec))
    p = cli(str(f), "battle 9 eyrie", "--then", "--dice", "3,1")
    assert p.returncode == 0, p.stderr
    assert "…" not in p.stdout and "riverfolk" in p.stdout and "paths to" in p.stdout
