"""The terminal client's screen and log with the Riverfolk box: the Lizard Cult (ch. 10),
the Riverfolk Company (ch. 11), a second Vagabond (9.7) and the Vagrant, Arbiter and
Scoundrel (Appendix V).

Each screen is rendered from ``game.view(seat)`` to plain text, and checked for what a
player looks for: the public boards, the Riverfolk's public hand (11.2.3), hidden hands
staying hidden (1.2.1), and no raw Python dicts or lists.
"""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from tests.cli.helpers import flat
from woodland import Game
from woodland.cli import render
from woodland.cli.main import app
from woodland.cli.play import PlaySession
from woodland.cli.story import Entry, Narrator
from woodland.core.faction import FACTIONS
from woodland.core.rng import Rng
from woodland.factions.vagabond import CHARACTER_TYPES
from woodland.testing import position

EXPANSION = ["lizard", "riverfolk", "vagabond", "vagabond2"]
#: Python's syntax for dicts, lists and constants never reaches the screen
RAW = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b")

SPEC: dict[str, Any] = {
    "factions": EXPANSION,
    "turn": {"player": "lizard", "phase": "daylight"},
    "clearings": {
        "4": {"lizard": {"warriors": 3, "buildings": ["garden_rabbit"]}},
        "7": {"lizard": {"warriors": 1, "buildings": ["garden_mouse"]}},
        "5": {"riverfolk": {"warriors": 2, "tokens": ["trade_post_rabbit"]}},
        "11": {"riverfolk": {"warriors": 1, "tokens": ["trade_post_mouse"]}},
    },
    "hands": {"lizard": ["Anvil", "Bake Sale"], "riverfolk": ["Foxfolk Steel", "Cobbler", "Royal Claim"],
              "vagabond": ["Investments"], "vagabond2": ["Codebreakers"]},
    "scores": {"lizard": 3, "riverfolk": 5},
    "lizard": {"outcast": "mouse", "hated": True, "acolytes": 2, "lost_souls": ["Sappers"],
               "revealed": ["Armorers"]},
    "riverfolk": {"payments": {"lizard": 2}, "funds": {"riverfolk": 3, "lizard": 1}, "committed": {"lizard": 1},
                  "prices": {"hand_card": 2, "riverboats": 1, "mercenaries": 3}},
    "vagabond": {"character": "vagrant", "forest": "F2", "items": ["boots", "coins_x", "torch_d"],
                 "relationships": {"lizard": 2, "riverfolk": "hostile"},
                 "quests": ["Errand (fox)", "Escort (mouse)", "Guard Duty (rabbit)"],
                 "completed": ["Fundraising (fox)"]},
    "vagabond2": {"character": "scoundrel", "clearing": 9, "items": ["boots", "boots", "crossbow", "torch_x"],
                  "relationships": {"lizard": 0, "riverfolk": 1}, "scorched": [9]},
}


def text_of(g: Game, faction: str, recent: list[str] | None = None, width: int = 200) -> str:
    con = Console(file=io.StringIO(), width=width, force_terminal=False, color_system=None)
    con.print(render.screen(g.view(g.seat_of(faction)), g.map, g.deckdef, recent or []))
    return con.file.getvalue()  # type: ignore[attr-defined]


def row(text: str, number: int) -> str:
    return next(ln for ln in text.splitlines() if ln.strip().startswith(f"{number} ") and "/" in ln)


@pytest.fixture(scope="module")
def game() -> Game:
    return position(SPEC)


# ----------------------------------------------------------------------------- hands
@pytest.mark.law("11.2.3", "1.2.1")
@pytest.mark.parametrize("viewer", ["lizard", "vagabond", "vagabond2"])
def test_the_riverfolk_hand_is_shown_to_every_other_player(game: Game, viewer: str) -> None:
    text = text_of(game, viewer)
    assert "Riverfolk Company's hand — public (Law 11.2.3), 3 cards" in text
    for card in ("Cobbler", "Foxfolk Steel", "Royal Claim"):
        assert card in text
    assert "rabbit · craft rabbit+rabbit" in text  # with what the card does, for a Hand Card buyer
    assert "3 (public)" in text  # the hand column


def test_the_riverfolk_see_their_own_hand_marked_public(game: Game) -> None:
    text = flat(text_of(game, "riverfolk"))
    assert "Your hand (3 cards) — public: every player sees it (Law 11.2.3)" in text
    assert "Riverfolk Company's hand — public" not in text  # not twice


@pytest.mark.law("1.2.1")
@pytest.mark.parametrize("viewer", ["riverfolk", "vagabond", "vagabond2"])
def test_the_lizard_hand_stays_hidden_from_the_others(game: Game, viewer: str) -> None:
    text = text_of(game, viewer)
    for card in ("Anvil", "Bake Sale"):
        assert card not in text
    hidden = {"vagabond": "Investments", "vagabond2": "Codebreakers"}
    for k, card in hidden.items():
        assert (card in text) == (k == viewer)
    # the Cult's hand size is public
    lizard_row = next(ln for ln in text.splitlines() if ln.startswith("▶") and "lizard" in ln)
    assert lizard_row.split()[1:4] == ["lizard", "3", "2"]


def test_the_lizard_sees_its_hand(game: Game) -> None:
    text = text_of(game, "lizard")
    assert "Lizard Cult — you" in text
    assert "Anvil" in text and "Bake Sale" in text
    assert "Investments" not in text and "Codebreakers" not in text


# ----------------------------------------------------------------------------- boards
@pytest.mark.law("10.2.6", "10.3.3", "10.4.1", "10.4.3", "10.5.3", "10.6.3")
def test_the_lizard_board(game: Game) -> None:
    text = flat(text_of(game, "riverfolk"))
    assert "Outcast mouse (Hated: conspiracies cost one less, 10.4.3)" in text
    assert "acolytes 2 (cost: crusade 1, convert 1, sanctify 2)" in text
    vp = FACTIONS["lizard"].DATA["garden_vp"]
    # one rabbit garden on the map: a Score ritual gives vp[0]; the second uncovers vp[1] and a draw
    assert f"rabbit 1 placed/4 left (Score {vp[0]} VP, next garden → {vp[1]} VP +1 draw)" in text
    assert "fox 0 placed/5 left (cannot Score" in text
    assert "Evening draws 1" in text
    assert "Lost Souls: Sappers" in text and "revealed this turn: Armorers" in text
    # gardens on the map by name
    assert "3w garden" in row(text_of(game, "riverfolk"), 4)


@pytest.mark.law("11.2.4", "11.2.6", "11.4.2", "11.2.2")
def test_the_riverfolk_board(game: Game) -> None:
    raw = text_of(game, "lizard")
    text = flat(raw)
    assert "funds 4 (riverfolk 3, lizard 1) → 2 VP dividends" in text or \
        "funds 4 (lizard 1, riverfolk 3) → 2 VP dividends" in text
    assert "committed 1 (lizard 1)" in text and "payments 2 (lizard 2)" in text
    assert "prices: hand card 2, riverboats 1, mercenaries 3" in text
    nxt = FACTIONS["riverfolk"].DATA["trade_post_vp"]["rabbit"][1]
    assert f"rabbit 2 left (next scores {nxt}), craft spaces 1" in text
    # trade posts on the map, and the rivers the Riverfolk swim along (11.2.2)
    assert "2w post" in row(raw, 5) and "1w post" in row(raw, 11)
    assert "river to" in raw and "Swimmers 11.2.2" in text


@pytest.mark.law("9.7", "9.7.2", "V.4.2", "V.6.2")
def test_two_vagabonds_each_with_own_board(game: Game) -> None:
    raw = text_of(game, "lizard")
    text = flat(raw)
    assert "The Vagabond is in forest F2" in text
    # each Vagabond: character, special action, items, relationships, completed quests
    assert "vagrant in forest F2; special action Instigate (V.4.2)" in text
    assert "boots, coins (exhausted), torch (damaged)" in text
    assert "relationships: lizard 2/3, riverfolk Hostile" in text
    assert "completed 1: Fundraising (fox)" in text
    assert "scoundrel in clearing 9; special action Scorched Earth (V.6.2)" in text
    assert "boots ×2, crossbow, torch (exhausted)" in text
    assert "relationships: lizard Indifferent, riverfolk 1/3" in text
    assert "completed 0" in text
    assert "(shared by both Vagabonds, 9.7.2)" in text
    # the printed character names under the faction keys, and the torch on the map
    assert "Vagrant" in raw and "Scoundrel" in raw
    assert "pawn scorched" in row(raw, 9) and "Scorched Earth torch" in text
    # the second Vagabond's own panel
    own = flat(text_of(game, "vagabond2"))
    assert "Second Vagabond (Scoundrel) — you" in own and "Codebreakers" in own


@pytest.mark.law("V.1", "V.2", "V.3", "V.4", "V.5", "V.6")
@pytest.mark.parametrize("ch", ["thief", "tinker", "ranger", "vagrant", "arbiter", "scoundrel"])
def test_every_character_is_named(ch: str) -> None:
    g = position({"factions": ["marquise", "vagabond"], "turn": {"player": "marquise", "phase": "daylight"},
                  "vagabond": {"character": ch, "clearing": 5, "items": ["boots", "torch"]}})
    character = CHARACTER_TYPES[ch]
    title, special, rule = character.title, character.special, character.rule
    text = flat(text_of(g, "marquise"))
    assert f"{ch} in clearing 5; special action {special} ({rule})" in text
    assert title in text
    assert f"Vagabond ({title}) — you" in flat(text_of(g, "vagabond"))


@pytest.mark.parametrize("viewer", EXPANSION)
def test_no_raw_dicts_on_any_screen(game: Game, viewer: str) -> None:
    text = text_of(game, viewer, width=100)
    assert not RAW.search(text), RAW.search(text)
    assert "garden_" not in text and "trade_post" not in text


# ----------------------------------------------------------------------------- the log
@pytest.mark.law("9.5.4", "8.2.6", "10.5.1", "11.2.7")
def test_log_lines_of_the_new_actions() -> None:
    V, V2, L, RF = 0, 1, 2, 3
    give = Entry(1, V2, "vagabond2", 'give "Bake Sale"', 4)
    assert "Bake Sale" not in render.log_text(give, viewer=L)
    assert render.log_text(give, viewer=L) == "vagabond2: gives a card"
    assert "Bake Sale" in render.log_text(give, viewer=V2)
    out = Entry(2, RF, "riverfolk", 'outrage "Anvil"', 4)
    assert "Anvil" not in render.log_text(out, viewer=V)
    build = Entry(3, L, "lizard", 'build "Ambush (mouse)" 11', 5, ["in 11: lizard +garden"])
    assert render.log_text(build, viewer=V) == ('lizard: build "Ambush (mouse)" 11 (reveals Ambush (mouse): '
                                               'Build ritual, a garden in 11, Law 10.5.1) — in 11: lizard +garden')
    assert "Sanctify conspiracy: the eyrie roost in 10" in render.log_text(
        Entry(4, L, "lizard", "sanctify 10 eyrie roost", 5), viewer=V)
    assert "Score ritual" in render.log_text(Entry(5, L, "lizard", 'score "Tax Collector"', 5), viewer=V)
    assert "takes Cobbler from the Riverfolk's hand" in render.log_text(
        Entry(6, L, "lizard", "buy hand_card Cobbler", 6), viewer=RF)
    assert "Instigate: lizard battles riverfolk, Law V.4.2" in render.log_text(
        Entry(7, V, "vagabond", "instigate lizard riverfolk", 6), viewer=L)
    assert "enlists the Arbiter (vagabond2)" in render.log_text(
        Entry(8, L, "lizard", "enlist vagabond2", 6), viewer=RF)
    assert "plays the Arbiter" in render.log_text(Entry(9, V2, "vagabond2", "character arbiter", 0), viewer=V)
    assert "Trade Disruption" in render.log_text(Entry(10, RF, "riverfolk", "lose lizard", 7), viewer=V)
    # the base factions' actions read as before
    assert render.log_text(Entry(11, L, "marquise", "recruit", 2), viewer=V) == "marquise: recruit"


def test_the_log_of_a_game_tells_public_board_changes() -> None:
    g = Game.new({"map": "autumn", "factions": EXPANSION}, 3)
    nar = Narrator()
    nar.reset(g)
    rng = Rng(3)
    i = 0
    while g.pending is not None and g.turn < 30:
        p = g.pending
        a = p.options[rng.below(len(p.options))]
        with nar.action(i, p.seat, str(a), g.turn):
            g.apply(a)
        i += 1
    for seat in range(g.n):
        lines = render.log_lines(nar.entries, seat)
        text = "\n".join(lines)
        assert not RAW.search(text)
        # pieces by name, faction-board changes in words
        assert "+garden_" not in text and "+trade_post" not in text
        assert "+garden" in text and "Payments +" in text and "funds " in text and "Outcast" in text
        # no card another seat gave away face down is named to the others (9.5.4); a card
        # given to the Riverfolk goes into its public hand (11.2.3), and its receiver sees it
        to = ""
        for e in nar.entries:
            if e.text.startswith("aid "):
                to = e.text.split()[1]
            if e.seat != seat and e.text.startswith("give "):
                public = to == "riverfolk" or g.faction_key(seat) == to
                assert render.log_text(e, seat).startswith(f"{e.key}: gives a card") != public, (seat, to, e)


# ----------------------------------------------------------------------------- whole games
def test_a_bot_session_with_the_expansion_factions_renders_to_the_end() -> None:
    out = io.StringIO()
    con = Console(file=out, width=120, force_terminal=False, color_system=None)
    s = PlaySession({"map": "autumn", "factions": EXPANSION}, 3, [], {k: "random" for k in EXPANSION},
                    console=con, input_fn=lambda prompt: "", clear=False)
    assert s.run() == 0
    text = out.getvalue()
    assert "Game over after turn" in text
    assert not RAW.search(text)
    assert "Riverfolk Company" in text


def test_play_bots_only_with_the_expansion_factions() -> None:
    res = CliRunner().invoke(app, ["play", "--bots-only", "--factions", ",".join(EXPANSION), "--seed", "3"])
    assert res.exit_code == 0, res.output
    out = flat(res.stdout)
    assert " won (" in out or "unfinished" in out
    for k in EXPANSION:
        assert k in out
    assert not RAW.search(res.output)


def test_a_human_lizard_sees_its_screen_at_the_prompt() -> None:
    res = CliRunner().invoke(app, ["play", "--factions", ",".join(EXPANSION), "--humans", "lizard",
                                   "--bots", "random", "--seed", "3"], input="quit\n\n")
    assert res.exit_code == 0, res.output
    out = flat(res.stdout)
    assert "Lizard Cult — you" in out and "Riverfolk Company's hand — public" in out
    assert not RAW.search(res.output)
