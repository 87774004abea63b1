"""The terminal client (``woodland play``), driven through its input and output.

Sessions run in-process with a scripted input function and a console writing to a string;
a few tests go through the real command with typer's CliRunner (stdin scripted). Games
are two-player Marquise (human) against a random Eyrie bot unless said otherwise, so the
first human decisions are the Marquise setup (6.3), which draws nothing at random.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any, Iterable

import pytest
from rich.console import Console
from typer.testing import CliRunner

from woodland.cli import render
from woodland.cli.main import app
from woodland.cli.play import PlaySession, parse_bots, parse_humans
from woodland.cli.story import Entry
from woodland.core.errors import BadInput
from woodland.core.game import Game
from woodland.core.record import replay
from woodland.factions.vagabond.words import quest_items
from woodland.sim import play_game
from woodland.testing import position

SETUP = {"map": "autumn", "factions": ["marquise", "eyrie"]}
SEED = 3
#: the Marquise's Daylight, three actions to take; the Eyrie holds no card (no ambush question)
BATTLE_SPOT = {
    "factions": ["marquise", "eyrie"],
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {"5": {"marquise": {"warriors": 3, "buildings": ["recruiter"]}, "eyrie": {"warriors": 2}},
                  "1": {"marquise": {"tokens": ["keep"]}},
                  "9": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
}


class Script:
    """An input function: answers the prompts with scripted lines (a line may be a
    callable of the session, or an exception to raise); end of script = end of input."""

    def __init__(self, lines: Iterable[Any]) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []
        self.session: PlaySession | None = None

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        x = self.lines.pop(0)
        if isinstance(x, BaseException) or (isinstance(x, type) and issubclass(x, BaseException)):
            raise x
        if callable(x):
            return x(self.session)
        return x


def session(lines: Iterable[Any], humans: list[str] | None = None, setup: dict[str, Any] | None = None,
            seed: int = SEED, game: Game | None = None) -> tuple[PlaySession, Script, io.StringIO]:
    out = io.StringIO()
    con = Console(file=out, width=150, force_terminal=False, color_system=None)
    script = Script(lines)
    humans = humans or ["marquise"]
    if game is not None:
        s = PlaySession.from_game(game, humans, {k: "random" for k in ("marquise", "eyrie") if k not in humans},
                                  console=con, input_fn=script, clear=False)
    else:
        st = setup or SETUP
        s = PlaySession(st, seed, humans, {k: "random" for k in st["factions"] if k not in humans},
                        console=con, input_fn=script, clear=False)
    script.session = s
    return s, script, out


def board_of(s: PlaySession, faction: str) -> dict[str, Any]:
    g = s.game
    return next(p for p in g.view(g.seat_of(faction))["players"] if p["faction"] == faction)["board"]


def marquise_pieces(s: PlaySession, number: int) -> list[str]:
    g = s.game
    seat = g.seat_of("marquise")
    return sorted(k for o, k in g.buildings[number - 1] if o == seat)


# ----------------------------------------------------------------------------- choosing
def test_menu_number_and_typed_action_both_take_the_decision() -> None:
    s, script, out = session(["1", "place sawmill 10", "PLACE WORKSHOP Dune", "place recruiter 5"])
    assert s.run() == 0
    # 1 = the first option, keep 1 (a corner, 6.3.2); the rest typed, case and names forgiven
    assert board_of(s, "marquise")["keep"] == 1
    assert marquise_pieces(s, 10) == ["sawmill"]
    assert marquise_pieces(s, 9) == ["workshop"]
    assert marquise_pieces(s, 5) == ["recruiter"]
    assert s.actions[:4] == ["keep 1", "place sawmill 10", "place workshop 9", "place recruiter 5"]
    text = out.getvalue()
    assert "1) keep 1" in text and "4) keep 4" in text
    # the end of input offers to save, then exits cleanly
    assert script.prompts[-1].startswith("Save the game before quitting?")
    assert "Goodbye." in text


def test_bad_input_reprompts_with_the_reason() -> None:
    s, script, out = session(["fly away", "99", "0", "keep 6", '"unbalanced', "1", "place sawmill"])
    assert s.run() == 0
    text = out.getvalue()
    assert "There is no option 99: choose 1 to 4" in text
    assert "There is no option 0: choose 1 to 4" in text
    # an illegal action shows the engine's reason, citing the Law (6.3.2: the keep goes in a corner)
    assert "Illegal:" in text and "Law 6.3.2" in text
    assert "Not understood" in text  # the unbalanced quote does not parse
    # nothing changed until the valid "1"; each bad line got a new prompt
    assert s.actions[0] == "keep 1"
    assert script.prompts[:6] == ["> "] * 6
    # "place sawmill" is ambiguous at the next decision: the choices are listed
    assert "'place sawmill' could be any of: place sawmill 1, place sawmill 5" in text


def test_card_names_need_no_quotes_and_the_first_words_of_one_option_do() -> None:
    spec = dict(BATTLE_SPOT, hands={"marquise": ["Ambush (bird)", "Smuggler's Trail"]})
    s, script, out = session(["EXTRA ambush (bird)", "battle 5"], game=position(spec, dice=[0, 0]))
    s.run()
    # 6.5: a bird card buys an extra action; "battle 5" names the one battle on offer
    assert s.actions == ['extra "Ambush (bird)"', "battle 5 eyrie"]
    assert "Illegal" not in out.getvalue() and "Not understood" not in out.getvalue()


MARCH_SPOT = {"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
              "clearings": {"10": {"marquise": {"warriors": 3}}, "1": {"marquise": {"warriors": 2, "tokens": ["keep"]}},
                            "9": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}}}


def test_moves_typed_as_the_log_prints_them_take_every_step() -> None:
    """`move 10->12 x2` in the Daylight menu is march, the move and its count; clearing
    names work too; the log line of a move typed back is the same move; one undo takes
    back the steps of one line."""
    s, script, out = session(["move 10->12 x2", "MOVE Hill->dune x1"], game=position(MARCH_SPOT))
    s.run()
    assert s.actions == ["march", "move 10->12", "x2", "move 1->9", "x1"]
    assert "Illegal" not in out.getvalue() and "Not understood" not in out.getvalue()
    logged = [ln for ln in render.log_lines(s.narrator.entries, 0) if "move 10->12" in ln]
    assert logged and "move 10->12 x2" in logged[0]
    s, script, out = session(["move beach->glade x3", "undo"], game=position(MARCH_SPOT))
    s.run()
    assert s.actions == []
    assert "Undone: march, move 10->12, x3" in out.getvalue()


def test_the_first_words_of_one_option_may_name_the_clearing() -> None:
    s, script, out = session(["battle creek"], game=position(BATTLE_SPOT, dice=[0, 0]))
    s.run()
    assert s.actions[:1] == ["battle 5 eyrie"]  # Creek is clearing 5, the one battle on offer
    assert "Illegal" not in out.getvalue()


def test_turns_are_counted_from_one_for_people() -> None:
    """The setup is "Setup" on screen and "setup" in the log, and the first player's first
    turn is turn 1 (the engine's own number, which records keep, counts from 0)."""
    s, script, out = session(["keep 1", "place sawmill 10", "place workshop 9", "place recruiter 5", "log"])
    s.run()
    text = out.getvalue()
    assert "Setup · marquise's setup" in text
    assert s.game.turn == 0 and "Turn 1 · marquise's Daylight" in text
    assert "setup · you: keep 1" in text and "turn 1 · you: keep 1" not in text
    assert "urn 0" not in text


#: the Marquise's third sawmill costs 2 wood, from 1 (two wood), 5 or 10 (one each)
WOOD_SPOT = {"factions": ["marquise", "eyrie"], "turn": {"player": "marquise", "phase": "daylight"},
             "clearings": {"1": {"marquise": {"warriors": 2, "buildings": ["sawmill"],
                                              "tokens": ["keep", "wood", "wood"]}},
                           "5": {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]}},
                           "10": {"marquise": {"warriors": 1, "tokens": ["wood"]}},
                           "9": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}}}


@pytest.mark.law("6.5.4")
def test_wood_is_paid_in_one_choice_of_the_whole_payment() -> None:
    """6.5.4.II: the menu offers each whole payment; the record keeps one step per piece (as
    the engine asks), so records and perft are unchanged; one undo takes the payment back."""
    s, script, out = session(["build sawmill 10", "2", "undo", "wood 5 + WOOD 10 ", "undo", "wood 10", "1"],
                             game=position(WOOD_SPOT))
    s.run()
    text = out.getvalue()
    assert "1) wood 1 ×2   2) wood 1 + wood 5   3) wood 1 + wood 10   4) wood 5 + wood 10" in text
    assert "Undone: wood 1, wood 5" in text and "Undone: wood 5, wood 10" in text
    # one piece at a time still works: after "wood 10" one wood is left to pay
    assert "1) wood 1   2) wood 5" in text
    assert s.actions == ["build sawmill 10", "wood 10", "wood 1"]
    assert marquise_pieces(s, 10) == ["sawmill"]


def test_help_explains_the_decision_and_cites_the_law() -> None:
    s, script, out = session(["help", "card Armorers"])
    s.run()
    text = out.getvalue()
    assert "decides: place the keep in a corner clearing" in text
    assert "Rule: Law 6.3.2 Step 2: Place Keep." in text
    assert "Options: keep 1, keep 2, keep 3, keep 4" in text
    assert "Armorers: bird · craft fox → In battle, you may discard this card to ignore all rolled hits" in text
    assert s.actions == []


def test_every_faction_board_is_explained_citing_rules_of_the_law() -> None:
    """help FACTION: words for each faction of the registry, each part citing a rule (or a
    heading with rules under it) of the Law."""
    from woodland.cli.play import rule_titles
    from woodland.core.faction import FACTIONS

    ids = rule_titles()
    for key in FACTIONS:
        words = render.board_words(key)
        assert words is not None and words["faction"] == key and words["about"], key
        for part in words["board"] + words.get("cards", []):
            assert len(part["text"]) > 40, (key, part)
            assert part["rule"] in ids or any(r.startswith(part["rule"] + ".") for r in ids), (key, part["rule"])
    # the characters' starting items in words are those of the component data (V.x.1)
    from woodland.rules.setup import faction_data

    for ch in faction_data("vagabond")["characters"].values():
        assert f"starts with {', '.join(ch['items'])} ·" in render.faction_cards()[ch["title"]], ch["title"]


@pytest.mark.law("7.8.4", "V.6.2")
def test_card_finds_leaders_and_characters_too() -> None:
    s, script, out = session(["card despot", "card Scoundrel"])
    s.run()
    text = out.getvalue()
    assert "Despot: Eyrie leader · Loyal Viziers on move and build" in text and "(Law 7.8.4)" in text
    assert "Scoundrel: Vagabond character · starts with boots, boots, torch, crossbow · Scorched Earth" in text


@pytest.mark.law("7.5.2", "7.8", "8.2.3")
def test_help_explains_the_own_board_and_help_faction_any_board() -> None:
    s, script, out = session(["help", "help eyrie", "help Alliance", "help cult", "help nobody"])
    s.run()
    text = " ".join(out.getvalue().split())
    # `help` adds the seat's own board (the Marquise) and names the others
    assert "The faction board of the Marquise de Cat" in text and "Wood (Law 6.5.4)" in text
    assert "The other boards: help eyrie." in text
    # the Eyrie's leaders and Decree, the Alliance's supporters and officers, a title word works
    assert "The Decree (Law 7.5.2)" in text and "Loyal Viziers (Law 7.3.4)" in text
    for leader in ("Builder", "Charismatic", "Commander", "Despot"):
        assert leader in text
    assert "Supporters (Law 8.2.3)" in text and "Officers (Law 8.6.1)" in text
    assert "The faction board of the Lizard Cult" in text and "The Outcast (Law 10.4.1)" in text
    assert "No faction 'nobody'; help FACTION for one of: alliance, " in text
    assert s.actions == []


# ----------------------------------------------------------------------------- undo
def test_undo_takes_back_own_decisions_one_by_one() -> None:
    fresh = Game.new(SETUP, SEED).fingerprint()
    after_first: list[str] = []

    def look(s: PlaySession) -> str:
        after_first.extend(s.actions)
        assert s.game.pending is not None
        return "board"

    s, script, out = session(["1", "2", "undo", look, "undo", "undo"])
    s.run()
    text = out.getvalue()
    assert "Undone: place sawmill 5" in text
    assert after_first == ["keep 1"]
    assert "Undone: keep 1" in text
    assert "Nothing to undo." in text
    assert s.actions == [] and s.game.fingerprint() == fresh
    assert s.game.pending is not None and s.game.pending.kind == "setup_keep"


def test_undo_is_refused_once_another_seat_decided() -> None:
    # the four Marquise setup decisions, then the Eyrie bot chooses its leader (7.3.3)
    s, script, out = session(["1", "1", "1", "1", "undo"])
    s.run()
    assert "Cannot undo: eyrie decided since" in out.getvalue()
    assert [a.split()[0] for a in s.actions[:4]] == ["keep", "place", "place", "place"]
    assert s.actions[4].startswith("leader ")


def test_undo_works_after_recruit_but_not_after_the_dice_were_rolled() -> None:
    g = position(BATTLE_SPOT)
    s, script, out = session(["recruit", "undo", "battle 5 eyrie", "undo"], game=g)
    s.run()
    text = out.getvalue()
    assert "Undone: recruit" in text
    # the battle rolled the dice (4.3.2): what they showed cannot be taken back
    assert "Cannot undo: hidden information came out since" in text
    assert s.actions == ["battle 5 eyrie"]
    assert s.game.pending is not None and "2 action(s) left" in s.game.pending.prompt


# ----------------------------------------------------------------------------- save and load
def test_save_then_load_replays_exactly(tmp_path: Path) -> None:
    f = tmp_path / "game.json"
    saved: dict[str, str] = {}

    def remember(s: PlaySession) -> str:
        saved["fp"] = s.game.fingerprint()
        return "board"

    s, script, out = session(["1", "2", f"save {f}", remember, "1", f"load {f}"])
    s.run()
    d = json.loads(f.read_text())
    assert d["actions"] == ["keep 1", "place sawmill 5"]
    assert d["seed"] == SEED and d["setup"]["factions"] == ["marquise", "eyrie"]
    assert d["play"] == {"humans": ["marquise"], "bots": {"eyrie": "random"}}
    # the file is a game record: `woodland replay` reads it
    assert replay(d).fingerprint() == saved["fp"]
    # loading went back to the saved decision, undoing the workshop placed after saving
    assert s.actions == ["keep 1", "place sawmill 5"]
    assert s.game.fingerprint() == saved["fp"]
    assert s.game.pending is not None and s.game.pending.prompt == "place your starting workshop at or next to the keep"
    assert "Loaded" in out.getvalue()


def test_a_bad_file_gives_one_line_and_reprompts(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json")
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"setup": SETUP, "seed": SEED, "actions": ["keep 1", "place sawmill 12"]}))
    s, script, out = session(["1", f"load {tmp_path / 'missing.json'}", f"load {garbage}", f"load {wrong}", "load",
                              f"save {tmp_path / 'no' / 'such' / 'dir.json'}", "1"])
    s.run()
    errors = [ln for ln in out.getvalue().splitlines() if ln.startswith("error:") or ln.startswith("usage:")]
    assert len(errors) == 5
    assert "cannot read" in errors[0]
    assert "not valid JSON" in errors[1]
    # clearing 12 is not at or next to the keep in 1 (6.3.4): the record does not replay
    assert "does not replay: action 2 ('place sawmill 12')" in errors[2]
    assert errors[3] == "usage: load FILE"
    assert "cannot write" in errors[4]
    # the game went on where it was
    assert s.actions == ["keep 1", "place sawmill 1"]


def test_ctrl_c_offers_to_save_and_exits_cleanly(tmp_path: Path) -> None:
    f = tmp_path / "quit.json"
    s, script, out = session(["1", KeyboardInterrupt, str(f)])
    assert s.run() == 0
    assert json.loads(f.read_text())["actions"] == ["keep 1"]
    assert f"Saved to {f}" in out.getvalue()


def test_quit_without_saving_writes_nothing(tmp_path: Path) -> None:
    s, script, out = session(["1", "quit", ""])
    assert s.run() == 0
    assert "Goodbye." in out.getvalue()
    assert list(tmp_path.iterdir()) == []


# ----------------------------------------------------------------------------- what the screen shows
@pytest.mark.law("1.2.1")
def test_hot_seat_passes_the_keyboard_and_hides_the_other_hand() -> None:
    g0 = Game.new(SETUP, SEED)
    cards = g0.deckdef.cards
    m_hand = {cards[c].label for c in g0.factions[g0.seat_of("marquise")].hand}
    e_hand = {cards[c].label for c in g0.factions[g0.seat_of("eyrie")].hand}
    only_marquise = m_hand - e_hand
    s, script, out = session(["", "1", "1", "1", "1", "", "1"], humans=["marquise", "eyrie"])
    s.run()
    text = out.getvalue()
    first, _, rest = text.partition("Pass the keyboard to eyrie")
    assert "Pass the keyboard to marquise" in first
    assert script.prompts.count("eyrie: press Enter when ready ") == 1
    # the Eyrie's screen shows the Eyrie's hand and none of the Marquise's cards
    eyrie_screen = rest.split("Pass the keyboard to", 1)[0]
    assert "Eyrie Dynasties — you" in eyrie_screen
    for lb in e_hand:
        assert lb in eyrie_screen
    for lb in only_marquise:
        assert lb not in eyrie_screen
    # the Eyrie chose a leader (7.3.3); no handoff between the Marquise's own four decisions,
    # one more when the game comes back to the Marquise
    assert s.actions[4].startswith("leader ")
    back = s.game.pending is not None and s.game.pending.seat == s.game.seat_of("marquise")
    assert script.prompts.count("marquise: press Enter when ready ") == (2 if back else 1)


@pytest.mark.law("8.5.2", "8.2.3")
def test_log_hides_cards_that_go_face_down() -> None:
    alliance, vagabond = 2, 3
    mob = Entry(10, alliance, "alliance", 'mobilize "Foxfolk Steel"', 4)
    assert render.log_text(mob, viewer=alliance) == 'you: mobilize "Foxfolk Steel"'
    assert "Foxfolk Steel" not in render.log_text(mob, viewer=0)
    give = Entry(11, vagabond, "vagabond", 'give "Bake Sale"', 4)
    assert "Bake Sale" not in render.log_text(give, viewer=0)
    craft = Entry(12, alliance, "alliance", 'craft "Foxfolk Steel"', 4, ["alliance +2 VP (now 3)"])
    assert render.log_text(craft, viewer=0) == 'alliance: craft "Foxfolk Steel" — alliance +2 VP (now 3)'
    move = [Entry(13, 0, "marquise", "move 1->5", 5), Entry(14, 0, "marquise", "x3", 5, ["in 1: marquise −3w"])]
    assert render.log_lines(move, viewer=1) == ["turn 6 · marquise: move 1->5 x3 — in 1: marquise −3w"]


def test_log_tells_what_a_decision_did_from_public_facts() -> None:
    g = position(BATTLE_SPOT, dice=[2, 1])
    s, script, out = session(["battle 5 eyrie", "end", "log"], game=g)
    s.run()
    text = out.getvalue()
    # the attacker deals the higher die, the defender the lower (4.3.3): the Eyrie loses both
    # its warriors in 5, the Marquise one. The Eyrie holds no card, so it is not asked
    # about an ambush and the roll belongs to the Marquise's decision.
    line = next(ln for ln in text.splitlines() if ln.startswith("turn 1 · you: battle 5 eyrie"))
    assert line == ("turn 1 · you: battle 5 eyrie — battle in 5: marquise attacks eyrie, dice 2 and 1; "
                    "in 5: eyrie −2w, marquise −1w")


FOUR = {
    "factions": ["marquise", "eyrie", "alliance", "vagabond"],
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {
        "1": {"marquise": {"warriors": 2, "tokens": ["keep"]}},
        "5": {"marquise": {"warriors": 1, "buildings": ["sawmill"], "tokens": ["wood", "wood"]}},
        "3": {"eyrie": {"warriors": 4, "buildings": ["roost"]}},
        "8": {"alliance": {"warriors": 1, "buildings": ["base_fox"], "tokens": ["sympathy"]}},
    },
    "hands": {"marquise": ["Sappers", "Ambush (fox)"], "eyrie": ["Cobbler", "Codebreakers"],
              "alliance": ["Travel Gear (fox)"], "vagabond": ["Investments"]},
    "scores": {"eyrie": 7},
    "eyrie": {"leader": "despot", "decree": {"move": ["Loyal Vizier"], "build": ["Loyal Vizier", "Bake Sale"]}},
    "alliance": {"supporters": ["Anvil"], "officers": 1},
    "vagabond": {"character": "thief", "forest": "F2", "items": ["boots", "sword_x", "torch_d"],
                 "relationships": {"marquise": 2, "eyrie": "hostile"}, "quests": ["Errand (fox)"]},
    "ruin_items": {"6": ["sword"]},
}


def _row(text: str, number: int) -> str:
    return next(ln for ln in text.splitlines() if ln.strip().startswith(f"{number} ") and "/" in ln)


@pytest.mark.law("1.2.1")
def test_board_shows_every_clearing_and_the_faction_boards_from_the_view() -> None:
    g = position(FOUR)
    con = Console(file=io.StringIO(), width=200, force_terminal=False, color_system=None)
    seat = g.seat_of("marquise")
    con.print(render.screen(g.view(seat), g.map, g.deckdef, ["eyrie: battle 3 marquise"]))
    text = con.file.getvalue()  # type: ignore[attr-defined]
    # number, name, suit, free slots (2.2.3) and pieces per faction, in the faction's column
    assert _row(text, 5).split()[:5] == ["5", "Creek", "rabbit", "1/2", "1w"]
    assert "sawmill wood×2" in _row(text, 5)
    assert "2w keep" in _row(text, 1)
    assert "4w roost" in _row(text, 3)
    assert "1w base sympathy" in _row(text, 8)
    # ruins fill a slot (2.2.4); this one still hides an item
    assert _row(text, 6).split()[:4] == ["6", "Mountain", "fox", "1/2"] and "ruin+items" in _row(text, 6)
    # with a Vagabond in the game every ruin left still hides an item (9.5.3 removes empty ones)
    assert "ruin+items" in _row(text, 10) and "ruin" not in _row(text, 1)
    # the Vagabond in a forest, the clearings around it (F2 of the map data)
    around = ", ".join(str(c + 1) for c in g.map.forests[1])
    assert f"The Vagabond is in forest F2 (between clearings {around})." in text
    # faction boards: Eyrie leader and Decree, Alliance supporters and officers, Vagabond
    assert "leader despot" in text and "build: Loyal Vizier, Bake Sale" in text
    assert "supporters 1; officers 1" in text
    assert "thief in forest F2" in text and "sword (exhausted)" in text and "torch (damaged)" in text
    assert "marquise 2/3" in text and "eyrie Hostile" in text and "Errand (fox: tea+boots)" in text
    assert "keep in 1" in text and "wood in supply 6" in text
    # own hand with what the cards do; others' hands only as counts (1.2.1)
    assert "Sappers" in text and "Ambush (fox)" in text
    for hidden in ("Cobbler", "Codebreakers", "Anvil", "Travel Gear", "Investments"):
        assert hidden not in text
    assert "eyrie: battle 3 marquise" in text
    # every clearing has its row
    for c in range(1, 13):
        assert g.map.names[c - 1] in _row(text, c)


def test_the_board_written_to_a_pipe_is_never_cut_at_80_columns() -> None:
    """Not on a terminal (a pipe, a file) with COLUMNS=80, the screen takes the width it needs
    (or wraps): no clearing name, faction or card text is cut with an ellipsis."""
    from woodland.core.rng import Rng

    facs = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk"]
    g = Game.new({"map": "winter", "deck": "exiles", "factions": facs}, 5)
    rng = Rng(5)
    for _ in range(240):
        g.apply(g.pending.options[rng.below(len(g.pending.options))])
    human = g.factions[g.pending.seat].key
    out = io.StringIO()
    con = Console(file=out, width=80, force_terminal=False, color_system=None)
    s = PlaySession.from_game(g, [human], {k: "random" for k in facs if k != human}, console=con,
                              input_fn=Script([]), clear=False)
    s.run()
    text = out.getvalue()
    assert "…" not in text
    rows = [ln.split() for ln in text.splitlines()]
    for i, name in enumerate(g.map.names):
        assert [str(i + 1), name] in [r[:2] for r in rows], name
    assert con.width == 80  # widened for the board only


VAGABOND_GAME = {"map": "autumn", "factions": ["marquise", "vagabond"]}


@pytest.mark.law("9.5.3", "9.5.5")
def test_the_vagabond_sees_quest_costs_forest_surroundings_and_the_item_explored() -> None:
    s, script, out = session(["character thief", "forest F2", "slip 10", "explore", "card Fundraising",
                              "card errand"], humans=["vagabond"], setup=VAGABOND_GAME, seed=4)
    s.run()
    text = out.getvalue()
    # the forests of a menu are told by the clearings around them (F2: Hill, Dune, Beach, Glade)
    assert "F2 between clearings 1, 9, 10, 12" in text
    # each face-up quest shows the two items it exhausts (9.5.5)
    quests = board_of(s, "vagabond")["quests"]
    assert len(quests) == 3
    for q in quests:
        items = quest_items()[q]
        assert f"{q[:-1]}: {items[0]}+{items[1]})" in text
    # explore tells which item came out of the ruin (9.5.3: face up in the Satchel), to everyone
    got = [ln for ln in render.log_lines(s.narrator.entries, s.game.seat_of("marquise")) if "explore" in ln]
    assert got and got[0].endswith("vagabond +boots") and "boots" in str(board_of(s, "vagabond")["items"])
    # quests are not deck cards, but `card` finds them too (both Errands: fox and rabbit)
    assert "Fundraising (fox): quest · in a fox clearing, exhaust tea and coins" in text
    assert "Errand (fox): quest" in text and "Errand (rabbit): quest" in text


def test_the_alliance_sees_its_own_supporters() -> None:
    g = position(FOUR)
    con = Console(file=io.StringIO(), width=200, force_terminal=False, color_system=None)
    con.print(render.screen(g.view(g.seat_of("alliance")), g.map, g.deckdef, []))
    text = con.file.getvalue()  # type: ignore[attr-defined]
    assert "Your supporters (face down, only you see them): Anvil" in text
    assert "Sappers" not in text


# ----------------------------------------------------------------------------- options
def test_bots_and_humans_options() -> None:
    f = ["marquise", "eyrie", "alliance"]
    assert parse_humans(None, f) == ["marquise"]
    assert parse_humans("all", f) == f
    assert parse_humans("eyrie,alliance", f) == ["eyrie", "alliance"]
    assert parse_bots("random", f, ["marquise"]) == {"eyrie": "random", "alliance": "random"}
    assert parse_bots("alliance=random", f, ["marquise"])["alliance"] == "random"
    assert parse_bots("random,random,random", f, ["eyrie"]) == {"marquise": "random", "alliance": "random"}
    with pytest.raises(BadInput, match="unknown bot 'nobot'"):
        parse_bots("nobot", f, ["marquise"])
    with pytest.raises(BadInput, match="played by a human"):
        parse_bots("marquise=random", f, ["marquise"])
    with pytest.raises(BadInput, match="not a faction of this game"):
        parse_humans("vagabond", f)


# ----------------------------------------------------------------------------- the command
def test_command_bots_only_prints_the_result() -> None:
    r = CliRunner().invoke(app, ["play", "--bots-only", "--seed", "1"])
    assert r.exit_code == 0
    rec = play_game({"map": "autumn", "deck": "standard", "factions": ["marquise", "eyrie"]}, 1)
    res = rec["result"]
    assert f"autumn · seed 1 · {rec['turns'] + 1} turns" in " ".join(r.output.split())  # counted from 1, not 0
    assert f"{' and '.join(res['winners'])} won ({res['reason']})" in r.output
    for k, v in res["scores"].items():
        assert any(ln.split("│")[1:3] == [f" {k:<8} ", f" {v:>5} "] for ln in r.output.splitlines() if "│" in ln)


def test_command_scripted_stdin_save_and_resume(tmp_path: Path) -> None:
    f = tmp_path / "g.json"
    runner = CliRunner()
    r = runner.invoke(app, ["play", "--seed", "3", "--humans", "marquise", "--bots", "random"],
                      input=f"1\nnonsense\n1\nsave {f}\n")
    assert r.exit_code == 0, r.output
    assert "Illegal:" in r.output and "Save the game before quitting?" in r.output
    assert json.loads(f.read_text())["actions"] == ["keep 1", "place sawmill 1"]
    r2 = runner.invoke(app, ["play", "--load", str(f)], input="2\n")
    assert r2.exit_code == 0, r2.output
    assert "Resumed after 2 recorded decisions." in r2.output
    assert "place your starting workshop at or next to the keep" in r2.output
    r3 = runner.invoke(app, ["play", "--load", str(tmp_path / "nothing.json")])
    assert r3.exit_code == 2 and "cannot read" in r3.output


def test_a_whole_game_with_a_human_seat_to_the_end(tmp_path: Path) -> None:
    from woodland.core.rng import Rng

    pick = Rng(5)

    def choose(s: PlaySession) -> str:
        return str(pick.below(len(s.game.legal_actions())) + 1)

    s, script, out = session([choose] * 5000, seed=8)
    s.out_file = tmp_path / "end.json"
    assert s.run() == 0
    res = s.game.result
    assert res is not None and "Game over" in out.getvalue()
    assert max(res["scores"].values()) >= 30 or res["reason"] == "dominance"
    # the record written at the end replays to the same result
    assert replay(json.loads(s.out_file.read_text())).result == res


def test_command_refuses_bad_seats_in_one_line() -> None:
    runner = CliRunner()
    r = runner.invoke(app, ["play", "--humans", "cats"])
    assert r.exit_code == 2
    assert r.output.strip() == "error: --humans: 'cats' is not a faction of this game (marquise, eyrie)"
    r = runner.invoke(app, ["play", "--bots", "eyrie=nobot"])
    assert r.exit_code == 2 and "unknown bot 'nobot' for eyrie" in r.output
    r = runner.invoke(app, ["play", "--bots-only", "--humans", "marquise"])
    assert r.exit_code == 2 and "exclude each other" in r.output


def test_help_explains_every_decision_of_every_faction() -> None:
    """`help` has words for each decision kind met in random games of all six factions
    (two Vagabonds, both decks), five and six players included."""
    from woodland import Game
    from woodland.cli.play import explain_kind
    from woodland.core.rng import Rng

    missing: set[tuple[str, str]] = set()
    mixes = [["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk"],
             ["lizard", "riverfolk", "vagabond", "vagabond2"]]
    for i, facs in enumerate(mixes * 3):
        g = Game.new({"map": "autumn", "deck": "exiles" if i % 2 else "standard", "factions": facs}, i)
        rng = Rng(i)
        for _ in range(1500):
            p = g.pending
            if p is None:
                break
            if not explain_kind(g.factions[p.seat].key, p.kind):
                missing.add((g.factions[p.seat].key, p.kind))
            g.apply(p.options[rng.below(len(p.options))])
    assert not missing
