"""Play-testing the Homeland box in the browser client, on the server's side: which
clearings an option lets a person click, and how the Gorge's bridge is drawn."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from woodland.server.app import create_app
from woodland.server.boards import picture
from woodland.server.layout import CLEARING_RADIUS, map_layout
from woodland.server.words import add_words, option_clearings


@pytest.mark.law("17.2.1", "18.2.5", "4.2", "4.3")
def test_an_option_names_only_the_clearings_its_arguments_are() -> None:
    # counts are no clearings: dismissing one Loyalist is not a click on clearing 1
    assert option_clearings("dismiss 1") == [] and option_clearings("skunks 2") == []
    assert option_clearings("x3") == [] and option_clearings("captain thief") == []
    assert option_clearings("battle 5 eyrie") == [5] and option_clearings("move 1->5") == [1, 5]
    assert option_clearings("go 11") == [11] and option_clearings("go F3") == []
    assert option_clearings('negotiate 5 "Sword"') == [5]


@pytest.mark.law("17.3.2", "17.4")
def test_the_council_s_view_tells_the_clearings_of_each_option(tmp_path: Path) -> None:
    c = TestClient(create_app(f"sqlite:///{tmp_path / 'g.sqlite'}"))
    g = c.post("/api/games", json={"factions": ["council", "marquise"], "map": "gorge", "seed": 5,
                                   "players": {"marquise": "random"}}).json()
    v = c.get(f"/api/games/{g['id']}", params={"token": g["seats"]["council"]}).json()
    p = v["pending"]
    assert p["kind"] and len(p["option_clearings"]) == len(p["options"])
    for text, nums in zip(p["options"], p["option_clearings"]):
        assert nums == ([int(text.split()[1])] if text.startswith("place ") else []), text


def _distance(o: list[float], p: list[float], q: list[float]) -> float:
    dx, dy = q[0] - p[0], q[1] - p[1]
    t = max(0.0, min(1.0, ((o[0] - p[0]) * dx + (o[1] - p[1]) * dy) / (dx * dx + dy * dy)))
    return math.hypot(p[0] + t * dx - o[0], p[1] + t * dy - o[1])


@pytest.mark.law("M.6.2", "2.3")
@pytest.mark.parametrize("name", ["autumn", "winter", "lake", "mountain", "marsh", "gorge"])
def test_no_path_is_drawn_under_a_clearing_it_does_not_join(name: str) -> None:
    """A path drawn across a third clearing reads as two paths through it: the Gorge's bridge
    (Homestead-Lookout), drawn straight, ran under Pueblo; it is bent around it."""
    m = map_layout(name)
    at = {c["number"]: [c["x"], c["y"]] for c in m["clearings"]}
    for a, b in m["paths"]:
        via = m["via"].get(f"{a}-{b}")
        points = [at[a], *([via] if via else []), at[b]]
        for n, o in at.items():
            if n not in (a, b):
                d = min(_distance(o, points[i], points[i + 1]) for i in range(len(points) - 1))
                assert d >= CLEARING_RADIUS, (a, b, n, d)
    if name == "gorge":
        names = {c["number"]: c["name"] for c in m["clearings"]}
        bridge = next(k for k, v in m["kinds"].items() if v == "bridge")
        assert {names[int(x)] for x in bridge.split("-")} == {"Homestead", "Lookout"} and bridge in m["via"]


@pytest.mark.law("18.2.4", "18.4")
def test_each_player_tells_the_captains_standing_in_clearings() -> None:
    view = {"players": [{"faction": "knaves", "board": {"captains": {"ranger": "11", "thief": "F7", "harrier": None},
                                                         "acting": "ranger"}},
                        {"faction": "marquise", "board": {}}]}
    add_words(view)
    assert view["players"][0]["clearing_notes"] == {"11": ["captain ranger*"]}
    assert view["players"][1]["clearing_notes"] == {}


@pytest.mark.law("18.2.2")
def test_the_knaves_stash_is_drawn_with_its_face_down_items() -> None:
    parts = {p["label"]: p for p in picture("knaves", {"stash": ["sword", "crossbow_x"], "acting": "ranger"})}
    assert parts["stash"]["kind"] == "items"
    assert parts["stash"]["items"] == [{"name": "sword", "states": []}, {"name": "crossbow", "states": ["face down"]}]
    assert parts["Acting Captain"]["text"] == "ranger"
