"""The faction boards as pictures (woodland/server/boards.py): each field drawn by the
shape of its value, with a track's spaces and points from the faction's data."""

from __future__ import annotations

from woodland.core.faction import FACTIONS
from woodland.core.game import Game
from woodland.server.boards import picture


def test_a_board_without_words_is_drawn_by_the_shape_of_its_fields() -> None:
    parts = picture("no-such-faction", {"tokens": 3, "cards": ["Anvil"], "piles": {"fox": 1},
                                        "columns": {"a": ["x"]}, "nested": {"fox": {"eyrie": 2}}, "leader": None})
    assert [p["kind"] for p in parts] == ["count", "chips", "counts", "columns", "group", "text"]
    assert parts[4]["parts"] == [{"kind": "counts", "label": "fox", "counts": {"eyrie": 2}}]


def test_a_track_shows_its_spaces_points_and_the_pieces_left() -> None:
    [track] = picture("marquise", {"buildings_on_track": {"sawmill": 4}})
    row = track["rows"][0]
    data = FACTIONS["marquise"].DATA["buildings"]["sawmill"]
    assert row["spaces"] == 6 and row["left"] == 4 and row["marks"]["VP"] == data["vp"]
    [items] = picture("vagabond", {"items": ["sword_d_x", "boots"]})
    assert items["items"] == [{"name": "sword", "states": ["damaged", "exhausted"]}, {"name": "boots", "states": []}]


def test_every_picture_names_fields_of_its_factions_board() -> None:
    """A words.json ``picture`` that names no field of the board would draw nothing."""
    g = Game.new({"map": "autumn", "deck": "standard",
                  "factions": ["marquise", "eyrie", "alliance", "vagabond", "riverfolk", "lizard"]}, 1)
    boards = {p["faction"]: p["board"] for p in g.view(0)["players"]}
    for key, board in boards.items():
        specs = (FACTIONS[key].words() or {}).get("picture", {})
        assert specs and set(specs) <= set(board), key
        for spec in specs.values():
            if spec.get("draw") == "track":
                part = next(p for p in picture(key, board) if p["label"] == spec["label"])
                assert all(r["spaces"] >= r["left"] and r["marks"] for r in part["rows"]), key
