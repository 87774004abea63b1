"""A faction's words for the terminal come from its package, found through the registry
(issue 11 item 2): titles, colours, board summaries, log glosses, decision help; and the
position loader asks the factions in the game for the items under the ruins (9.3.4)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterator

import pytest

from woodland.cli import render
from woodland.cli.play import explain_kind
from woodland.core.faction import FACTIONS, Faction
from woodland.testing import position


def test_every_faction_has_a_colour_of_its_own_on_the_screen() -> None:
    styles = {k: render.fstyle(k) for k in FACTIONS}
    assert all(styles.values()) and len(set(styles.values())) == len(styles)


@pytest.mark.parametrize(("key", "kind", "start"), [
    ("marquise", "daylight", "Marquise Daylight"), ("eyrie", "craft", "Eyrie Daylight"),
    ("alliance", "daylight", "Alliance Daylight"), ("vagabond", "daylight", "Vagabond Daylight"),
    ("lizard", "daylight", "Cult Daylight"), ("riverfolk", "daylight", "Riverfolk Daylight")])
def test_a_factions_own_help_for_its_decisions(key: str, kind: str, start: str) -> None:
    assert explain_kind(key, kind).startswith(start)


@pytest.mark.law("9.7")
def test_the_second_vagabond_is_helped_like_the_first() -> None:
    assert explain_kind("vagabond2", "daylight") == explain_kind("vagabond", "daylight")
    assert explain_kind("vagabond2", "daylight").startswith("Vagabond Daylight")


@pytest.mark.law("11.2.2")
def test_rivers_are_shown_only_with_a_faction_that_moves_along_them() -> None:
    def screen(factions: list[str]) -> str:
        g = position({"factions": factions, "turn": {"player": factions[0], "phase": "daylight"}})
        view = g.view(0)
        table = render.clearing_table(view, g.map)
        return " ".join(str(c.header) for c in table.columns) + render.legend(view)

    assert "river to" in screen(["marquise", "riverfolk"]) and "Swimmers 11.2.2" in screen(["riverfolk", "eyrie"])
    assert "river to" not in screen(["marquise", "eyrie", "alliance", "vagabond", "lizard"])


@pytest.fixture
def toy() -> Iterator[type[Faction]]:
    """A faction defined here, with no words of its own (no words.json, no words.py)."""

    class Toy(Faction):
        key = "toy"
        title = "Toy Company"

    yield Toy
    del FACTIONS["toy"]
    render.faction_words.cache_clear()


def test_a_faction_without_words_is_shown_by_its_board_fields(toy: type[Faction]) -> None:
    p: dict[str, Any] = {"faction": "toy", "board": {"tokens_left": 3, "track": {"fox": 1}}}
    assert render.title("toy") == "Toy Company"
    assert render.board_summary(p) == "tokens left 3; track fox 1"
    assert render.character_title(p) == "" and render.fstyle("toy") == ""
    assert render.gloss("toy", "recruit 5") == ""
    # another faction's words still tell what a toy player buys from the Riverfolk (11.2.7)
    assert "from the Riverfolk" in render.gloss("toy", "buy riverboats")


@pytest.mark.law("9.3.4", "9.7.1")
@pytest.mark.parametrize(("factions", "per_ruin"), [(["marquise", "eyrie"], 0), (["marquise", "vagabond"], 1),
                                                    (["vagabond", "vagabond2", "riverfolk"], 2)])
def test_each_vagabond_brings_one_set_of_ruin_items(factions: list[str], per_ruin: int) -> None:
    chars = {k: {"character": ch, "forest": "F1"} for k, ch in zip(("vagabond", "vagabond2"), ("thief", "tinker"))
             if k in factions}
    g = position({"factions": factions, "turn": {"player": factions[0], "phase": "daylight"}, **chars})
    ruins = [c for c in range(g.map.n) if any(o == -1 for o, _ in g.buildings[c])]
    assert ruins and all(len(g.ruin_items[c]) == per_ruin for c in ruins)
    items = Counter(it for c in ruins for it in g.ruin_items[c])
    assert items == Counter({it: per_ruin for it in ("bag", "boots", "hammer", "sword")} if per_ruin else {})


@pytest.mark.law("9.5.3", "9.7.1")
def test_named_ruin_items_leave_the_rest_of_both_sets_to_the_other_ruins() -> None:
    g = position({"factions": ["vagabond", "vagabond2", "marquise"],
                  "turn": {"player": "marquise", "phase": "daylight"}, "ruin_items": {"6": ["bag", "bag"]},
                  "vagabond": {"character": "thief", "forest": "F1"},
                  "vagabond2": {"character": "tinker", "forest": "F1"}})
    assert g.ruin_items[5] == ("bag", "bag")
    # one item under each other ruin (9.5.3: a ruin goes with its last item), from the rest
    rest = [g.ruin_items[c] for c in (9, 10, 11)]
    assert all(len(items) == 1 for items in rest)
    assert Counter(items[0] for items in rest) <= Counter({"boots": 2, "hammer": 2, "sword": 2})
