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


@pytest.mark.law("10.4.1", "10.2.3")
def test_the_cults_words_tell_its_outcast_and_acolytes_in_the_log() -> None:
    w = render.faction_words("lizard")
    fox = {"outcast": "fox", "hated": False, "acolytes": 1}
    assert w.track_changes("lizard", fox, {**fox, "hated": True}) == ["lizard Outcast fox turns Hated"]
    hated = {**fox, "hated": True}
    assert w.track_changes("lizard", hated, {**fox, "outcast": "mouse"}) == ["lizard Outcast now mouse"]
    assert w.track_changes("lizard", fox, {**fox, "acolytes": 3}) == ["lizard acolytes 1 → 3"]
    assert w.track_changes("lizard", fox, fox) == []


@pytest.mark.law("11.2.4", "11.2.6")
def test_the_riverfolks_words_tell_payments_and_funds_in_the_log() -> None:
    w = render.faction_words("riverfolk")
    before = {"funds": {"riverfolk": 5, "eyrie": 2}, "payments": {"eyrie": 1}}
    after = {"funds": {"riverfolk": 3, "eyrie": 2}, "payments": {"eyrie": 3, "lizard": 1}}
    assert w.track_changes("riverfolk", before, after) == [
        "riverfolk Payments +2 (eyrie warriors)", "riverfolk Payments +1 (lizard warrior)", "riverfolk funds 7 → 5"]


@pytest.mark.law("9.2.9", "9.7")
def test_each_vagabonds_words_tell_his_forest_and_relationships_by_his_own_key() -> None:
    w = render.faction_words("vagabond2")
    before = {"forest": None, "relationships": {"eyrie": 1, "marquise": 0}}
    after = {"forest": "F3", "relationships": {"eyrie": 3, "marquise": "hostile"}}
    assert w.moves_off_map("vagabond2", before, after) == ["vagabond2 to forest F3"]
    assert w.track_changes("vagabond2", before, after) == [
        "vagabond2's relationship with eyrie now Allied", "vagabond2's relationship with marquise now Hostile"]
    assert w.moves_off_map("vagabond2", after, after) == []


def test_the_game_log_names_no_faction_its_board_or_its_events() -> None:
    """cli/story.py asks each faction's words (and each hireling side) for what its board and
    its own events mean: its code holds no faction key, no key of a faction's board and no
    kind of event declared by a faction or a hireling."""
    import ast
    import inspect

    from woodland.cli import story
    from woodland.core.events import EVENTS
    from woodland.core.game import Game

    boards: set[str] = set()
    for mix in (["marquise", "eyrie", "alliance", "vagabond", "vagabond2"], ["lizard", "riverfolk", "corvid", "duchy"],
                ["hundreds", "keepers", "council", "lilypad", "knaves"]):
        boards.update(k for p in Game.new({"factions": mix}, 1).view(-1)["players"] for k in p.get("board") or {})
    own_events = {k for k, cls in EVENTS.items() if not cls.__module__.startswith("woodland.core")}
    assert {"outcast", "relationships", "forest", "funds"} <= boards and {"turmoil", "uprising_die"} <= own_events
    tree = ast.parse(inspect.getsource(story))
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                  if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef)) and n.body
                  and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    strings = {n.value for n in ast.walk(tree)
               if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings}
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}  # ``.items()`` is no board's
    assert not strings & (set(FACTIONS) | boards | own_events) and not names & (set(FACTIONS) | own_events)
