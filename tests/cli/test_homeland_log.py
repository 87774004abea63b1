"""The log of a Homeland game tells what a player sees happen on a faction's board (the
Knaves' Take It Easy, the Lilypad Diaspora's Pond, the Council's Loyalists): each faction's
words say it (``FactionWords.board_changes``), read by the generic narrator (cli/story.py)."""

from __future__ import annotations

from typing import Any

import pytest

from woodland.cli.play import telling
from woodland.cli.render import log_lines
from woodland.cli.story import SPECTATOR, Narrator
from woodland.core.game import Game
from woodland.testing import position


def told(g: Game, *actions: str, viewer: int = SPECTATOR) -> list[str]:
    """The log lines of ``actions`` taken from ``g``, as ``viewer`` reads them."""
    n = Narrator()
    n.reset(g)
    for i, text in enumerate(actions):
        assert g.pending is not None
        with telling(n, g, i, g.pending.seat, text, g.turn):
            g.apply(g.parse(text))
    return log_lines(n.entries, viewer)


def line(lines: list[str], start: str) -> str:
    found = [ln for ln in lines if start in ln]
    assert found, (start, lines)
    return found[0]


def knaves_daylight(**board: Any) -> Game:
    return position({"factions": ["knaves", "marquise"], "ruins": [], "turn": {"player": "knaves", "phase": "daylight"},
                     "clearings": {"5": {"knaves": {"warriors": 1}}}, "hands": {"knaves": [], "marquise": []},
                     "knaves": {"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": "thief", **board}})


@pytest.mark.law("18.6.3", "18.5.2")
def test_take_it_easy_is_told_in_the_knaves_evening() -> None:
    g = knaves_daylight(face_up=[], stash=["sword_x", "bag"], prisoners={"F1": "marquise"})
    lines = told(g, "end", "free 1")
    assert "knaves: end — knaves retires the thief (Law 18.5.2)" in line(lines, "knaves: end")
    evening = line(lines, "knaves's Evening")
    assert ("knaves takes it easy: the Captain cards thief, tinker, ranger face up and the Stash's sword face up "
            "(Law 18.6.3)") in evening
    freed = line(lines, "free 1")
    assert "in 1: marquise +1w" in freed and "knaves Prisoner (marquise) leaves F1" in freed


@pytest.mark.law("18.6.3")
def test_no_take_it_easy_while_a_captain_card_stays_face_up() -> None:
    g = knaves_daylight(face_up=["ranger"], stash=["sword_x"])
    lines = told(g, "end")
    assert not [ln for ln in lines if "takes it easy" in ln], lines


@pytest.mark.law("16.5.2", "16.2.3")
def test_a_frog_card_provoke_discards_at_random_is_told_going_to_the_pond() -> None:
    g = position({"factions": ["lilypad", "marquise"], "ruins": [], "turn": {"player": "lilypad", "phase": "daylight"},
                  "clearings": {"7": {"lilypad": {"warriors": 0}}}, "hands": {"lilypad": ["Militias"], "marquise": []}})
    for viewer in (1, SPECTATOR):  # the Pond is face up: everyone reads the card (1.2)
        lines = told(g.clone(), "provoke 7", viewer=viewer)
        assert "lilypad Pond: Militias on top (Law 16.2.3)" in line(lines, "provoke 7")
    # taken back from the Pond by a draw: the action names it; the line does not repeat it
    g = position({"factions": ["lilypad", "marquise"], "ruins": [], "turn": {"player": "marquise", "phase": "evening"},
                  "hands": {"lilypad": [], "marquise": []}, "lilypad": {"pond": ["Militias"]}})
    assert g.pending is not None and g.pending.kind == "pond_draw"
    drawn = line(told(g, 'pond Militias'), "pond Militias")
    assert "Pond:" not in drawn.split(" — ", 1)[-1], drawn


@pytest.mark.law("16.2.3", "16.2.2")
def test_a_crafted_frog_card_discarded_goes_to_the_pond_in_the_log() -> None:
    g = position({"factions": ["lilypad", "marquise"], "ruins": [], "turn": {"player": "marquise", "phase": "daylight"},
                  # a workshop in a frog clearing (a Peaceful enclave adds the suit, 16.2.1) pays for it
                  "clearings": {"5": {"lilypad": {"tokens": ["peaceful"]}, "marquise": {"buildings": ["workshop"]}}},
                  "hands": {"lilypad": [], "marquise": ["Militias"]}})
    lines = told(g, "craft Militias", "militias 5")
    assert "lilypad Pond: Militias on top (Law 16.2.3)" in line(lines, "militias 5")


@pytest.mark.law("17.2.2")
def test_the_loyalist_an_enemy_costs_the_council_is_told() -> None:
    g = position({"factions": ["council", "marquise"], "ruins": [], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"5": {"council": {"tokens": ["assembly"]}, "marquise": 3}},
                  "hands": {"council": [], "marquise": []}, "council": {"loyalists": 2}}, dice=[2, 0])
    lines = told(g, "battle 5 council")
    assert "council Loyalists 2 → 1 (Law 17.2.1)" in line(lines, "battle 5 council")


@pytest.mark.law("16.2.2", "16.2.3")
@pytest.mark.parametrize(("top", "told_as"), [("Advocates", "marquise crafted cards: +Advocates"),
                                              ("Ambush (frog)", "marquise hand: +Ambush (frog) (known to all)")])
def test_the_card_stewards_takes_from_the_pond_is_told(top: str, told_as: str) -> None:
    """Stewards takes the top of the Pond and crafts it, or (an ambush: ruling R450) keeps it
    in hand, face up: the log names the card either way, though the action does not."""
    g = position({"factions": ["lilypad", "marquise"], "ruins": [], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"1": {"marquise": {"buildings": ["workshop"]}}},
                  "hands": {"lilypad": [], "marquise": ["Stewards"]}, "lilypad": {"pond": [top]}})
    crafted = line(told(g, "craft Stewards"), "craft Stewards")
    assert told_as in crafted and f"lilypad Pond: {top} taken from the top (Law 16.2.3)" in crafted
    assert "lilypad Pond: Stewards on top (Law 16.2.3)" in crafted


@pytest.mark.law("16.2.3")
def test_the_pond_s_changes_are_told_on_top_at_the_bottom_or_shuffled_away() -> None:
    from woodland.cli.render import faction_words

    w = faction_words("lilypad")
    assert w.board_changes({"pond": ["Militias"]}, {"pond": ["Militias", "Militias"]}) == [
        "Pond: Militias on top (Law 16.2.3)"]  # a copy discarded on top of another
    assert w.board_changes({"pond": ["Militias"]}, {"pond": ["Ambush (frog)", "Militias"]}) == [
        "Pond: Ambush (frog) at the bottom (Law 16.2.3)"]  # a spent frog Ambush (ruling R451)
    assert w.board_changes({"pond": ["Militias", "Settlers"]}, {"pond": []}) == [
        "Pond shuffled into the new deck: Militias, Settlers (Law 16.2.3.II)"]
    assert w.board_changes({"pond": ["Militias", "Settlers"]}, {"pond": ["Militias"]}) == [
        "Pond: Settlers taken from the top (Law 16.2.3)"]
    assert w.board_changes({"pond": ["Militias"]}, {"pond": ["Militias"]}) == []


@pytest.mark.law("16.2.3", "G.6")
def test_a_pond_of_one_card_shuffled_into_a_new_deck_is_told_shuffled_not_taken() -> None:
    """The Marquise draws the deck's last card in her Evening (not the Pond's): the deck is made anew from
    the discard pile and the Pond's one card goes into it (16.2.3.II), which the log says;
    nobody took it from the top."""
    g = position({"factions": ["lilypad", "marquise"], "ruins": [], "turn": {"player": "marquise", "phase": "daylight"},
                  "clearings": {"1": {"marquise": {"buildings": ["workshop"]}}},
                  "hands": {"lilypad": [], "marquise": []}, "lilypad": {"pond": ["Militias"]},
                  "deck_count": 1})
    assert g.pending is not None and g.pending.kind == "pond_draw"  # nothing to do in Daylight
    lines = told(g, "draw")
    said = " ".join(lines)
    assert "lilypad Pond shuffled into the new deck: Militias (Law 16.2.3.II)" in said, lines
    assert "taken from the top" not in said, lines
