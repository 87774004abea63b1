"""Play-testing the Homeland box in the terminal: what a person choosing Knave captains,
setting up, or playing the Marsh with its landmarks needs to read on the screen."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from tests.cli.test_play import session
from woodland.cli import render
from woodland.factions.vagabond import CHARACTERS


@pytest.mark.law("18.3.2", "K.1.2", "K.12.2")
def test_choosing_captains_lists_each_ones_stash_items_and_ability() -> None:
    s, script, out = session(["card thief"], humans=["knaves"],
                             setup={"map": "autumn", "factions": ["knaves", "marquise"]})
    s.run()
    text = out.getvalue()
    assert "choose your captain 1 of 3" in text
    # under the menu: every Captain card offered, its two Stash items (K.n.1) and its ability
    for key, ch in CHARACTERS.items():
        assert f"{ch['title']}: Stash {', '.join(ch['captain'])};" in text, key
    assert "Thief: Stash boots, bag; after a Filch it may take a move (Law K.1.2)" in text
    assert "(Law K.12.2)" in text
    # `card thief` tells both cards of that name: the Vagabond character and the Captain card
    assert "Thief: Vagabond character · starts with boots, torch, tea, sword" in text
    assert "Thief (Captain): Knave Captain · Stash boots, bag" in text


@pytest.mark.law("5.1", "16.3.2")
def test_the_header_names_the_faction_setting_up_now() -> None:
    s, script, out = session([], humans=["lilypad"], seed=3,
                             setup={"map": "marsh", "factions": ["lilypad", "marquise", "eyrie"]})
    s.run()
    text = out.getvalue()
    assert "place five warriors and a Peaceful enclave" in text
    head = next(ln for ln in text.splitlines() if ln.startswith("Setup ·"))
    assert head.startswith("Setup · lilypad's setup"), head


@pytest.mark.law("M.5.1", "L.1.1")
def test_the_marsh_landmarks_are_told_in_the_legend() -> None:
    setup = {"map": "marsh", "factions": ["council", "lilypad", "knaves", "marquise", "alliance"]}
    s, script, out = session([], humans=["council"], seed=11, setup=setup)
    s.run()
    text = " ".join(out.getvalue().split())
    assert s.game.landmarks.keys() >= {"mousehold", "foxburrow", "rabbittown"}
    for mark, suit in (("Mousehold", "mouse"), ("Foxburrow", "fox"), ("Rabbittown", "rabbit")):
        assert f"[{mark}] = {mark}: a {suit} clearing;" in text, mark  # the landmark's own summary


@pytest.mark.law("M.6.1", "M.6.2")
def test_the_gorge_s_dam_and_bridge_are_told_under_the_map() -> None:
    s, script, out = session([], humans=["council"], seed=5,
                             setup={"map": "gorge", "factions": ["council", "marquise"]})
    s.run()
    text = " ".join(out.getvalue().split())
    m = s.game.map
    forge, saloon = m.index("Forge") + 1, m.index("Saloon") + 1
    home, look = m.index("Homestead") + 1, m.index("Lookout") + 1
    assert f"the dam (Forge {forge}–Saloon {saloon}) separates the forests under it (M.6.1)" in text
    assert f"the bridge (Homestead {home}–Lookout {look}) does not separate the forests under it" in text


@pytest.mark.law("18.2.4", "18.4")
def test_a_captain_in_a_clearing_is_named_among_the_knaves_warriors() -> None:
    s, script, out = session(["captain ranger", "captain thief", "captain harrier", "forest F1", "forest F2",
                              "forest F3"], humans=["knaves"], seed=2,
                             setup={"map": "autumn", "factions": ["knaves", "marquise"]})
    s.run()
    g = s.game
    view = g.view(g.seat_of("knaves"))
    board = next(p for p in view["players"] if p["faction"] == "knaves")["board"]
    assert set(board["captains"]) == {"ranger", "thief", "harrier"}
    # the view as it is once the Ranger acts in clearing 5 (the map counts it among the warriors)
    board["captains"]["ranger"], board["acting"] = "5", "ranger"
    view["clearings"][4]["warriors"]["knaves"] = 2
    con = Console(file=io.StringIO(), width=220, force_terminal=False, color_system=None)
    con.print(render.clearing_table(view, g.map), render.legend(view, g.map))
    text = con.file.getvalue()  # type: ignore[attr-defined]
    row = next(ln for ln in text.splitlines() if ln.strip().startswith("5 "))
    assert "2w captain ranger*" in row
    assert "captain thief" not in text  # in a forest: told below the map, not in a clearing
    assert "captain NAME: a Knave captain, counted among the Knaves' warriors (* the Acting Captain" in " ".join(
        text.split())


@pytest.mark.law("16.5.2", "1.2")
def test_the_card_provoke_discards_at_random_is_told_in_the_log() -> None:
    s, script, out = session(["place 11", "done", "rally", "provoke 11", "log"], humans=["lilypad"], seed=2,
                             setup={"map": "marsh", "factions": ["lilypad", "marquise", "eyrie"]})
    s.run()
    g = s.game
    top = g.view(g.seat_of("lilypad"))["discard"][-1]
    text = " ".join(out.getvalue().split())  # rich wraps long lines
    line = text[text.index("you: provoke 11"):].split(" turn ")[0]
    assert f"in 11: lilypad +militant, lilypad −peaceful, lilypad +1w; to the discard pile: {top}" in line, line


@pytest.mark.law("17.2.4")
def test_an_enemy_s_entreat_is_told_in_the_council_s_words() -> None:
    from woodland.cli.story import Entry

    e = Entry(5, 0, "marquise", "entreat 10", 3, ["in 10: council +assembly, council −governing"])
    line = render.log_text(e, 1)
    assert "marquise: entreat 10 (entreats the Council: the assembly in 10 turns Closed, Law 17.2.4)" in line


@pytest.mark.law("18.6.3")
def test_an_enemy_freeing_its_prisoners_is_told_in_the_knaves_words() -> None:
    from woodland.cli.story import Entry

    e = Entry(9, 1, "marquise", "free 9", 8, ["in 9: marquise +1w"])
    assert "marquise: free 9 (frees its Prisoners in the forests next to 9 into 9, Law 18.6.3)" in render.log_text(e, 0)


@pytest.mark.law("18.5.1", "K.3.2", "K.10.2")
def test_item_actions_naming_other_items_are_explained_under_the_menu() -> None:
    from woodland.core.actions import parse_action

    w = render.faction_words("knaves")
    plain = [parse_action(t) for t in ("assault", "go 5", "end")]
    assert w.menu_legend("knaves_daylight", plain) == ""
    ranger = w.menu_legend("knaves_daylight", [*plain, parse_action("assault bag")])
    assert "flips the item named instead of the action's own" in ranger and "K.3.2" in ranger and "K.10.2" not in ranger
    cheat = w.menu_legend("knaves_daylight", [*plain, parse_action("gift bag sword")])
    assert "the Cheat flips the two items named" in cheat and "K.3.2" not in cheat


@pytest.mark.law("16.2.3")
def test_the_pond_is_told_with_its_top_card() -> None:
    w = render.faction_words("lilypad")
    assert w.summary({"pond": ["Militias", "Stewards"]}, None).endswith("Pond: Militias, Stewards (top: Stewards)")
    assert w.summary({"pond": []}, None).endswith("Pond: -")
