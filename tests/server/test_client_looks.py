"""What the browser client is told to draw a hand card's suit and a landmark, on the server's
side: a card's suit from the card data (whatever its name says) and only for a card the
seat sees (1.2); a landmark's name, suit and colour from the landmark itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from woodland.cli.render import landmark_mark
from woodland.core.landmark import LANDMARKS
from woodland.server.app import create_app
from woodland.server.words import add_words, landmark_looks
from woodland.testing import game_with

STATIC = Path(__file__).resolve().parents[2] / "woodland" / "server" / "static"


def one_of_each_suit(deck: str) -> list[str]:
    """A card of every suit of ``deck`` (frog cards too), preferring names that do not say
    the suit (``Birdy Bindle``, ``Militias``): the names the client could not read a suit from."""
    from woodland.core.cards import load_deck

    out: dict[str, str] = {}
    for c in load_deck(deck).types:
        if c.kind != "dominance" and (c.suit not in out or f"({c.suit})" in out[c.suit]):
            out[c.suit] = c.label
    return list(out.values())


@pytest.mark.law("2.1", "16.2.2")
@pytest.mark.parametrize("deck", ["standard", "exiles", "squires"])
def test_every_hand_card_is_given_the_suit_of_its_card_data(deck: str) -> None:
    cards = one_of_each_suit(deck)
    g = game_with(["lilypad", "marquise"], player="lilypad", deck=deck, hands={"lilypad": cards, "marquise": []})
    me = add_words(g.view(0), g.deckdef)["players"][0]
    assert sorted(me["hand"]) == sorted(cards)
    suits = dict(zip(me["hand"], me["hand_suits"]))
    assert set(suits.values()) == {"bird", "fox", "rabbit", "mouse", "frog"}, suits
    for label, suit in suits.items():
        assert g.deckdef.types[g.deckdef.type_of(label)].suit == suit, label
    assert any(f"({s})" not in lb for lb, s in suits.items())  # the name does not always say it


@pytest.mark.law("1.2", "11.2.3")
def test_a_card_s_suit_is_sent_only_with_a_hand_the_seat_may_see(tmp_path: Path) -> None:
    c = TestClient(create_app(f"sqlite:///{tmp_path / 'g.sqlite'}"))
    g = c.post("/api/games", json={"factions": ["marquise", "eyrie", "riverfolk"], "seed": 4,
                                   "players": {"eyrie": "random", "riverfolk": "random"}}).json()
    v = c.get(f"/api/games/{g['id']}", params={"token": g["seats"]["marquise"]}).json()
    by = {p["faction"]: p for p in v["players"]}
    assert len(by["marquise"]["hand_suits"]) == len(by["marquise"]["hand"]) > 0
    assert "hand" not in by["eyrie"] and "hand_suits" not in by["eyrie"]  # hidden: not even its suits
    # the Riverfolk's hand is public (11.2.3): everyone sees its cards, suits too
    assert len(by["riverfolk"]["hand_suits"]) == len(by["riverfolk"]["hand"])
    public = c.get(f"/api/games/{g['id']}/public").json()
    for p in public["players"]:
        assert ("hand_suits" in p) == ("hand" in p and p["hand"] is not None), p["faction"]
    assert "hand_suits" not in {p["faction"]: p for p in public["players"]}["marquise"]


@pytest.mark.law("L.1.1")
def test_each_landmark_is_drawn_from_its_own_name_suit_and_colour() -> None:
    homeland = {"mousehold": "mouse", "foxburrow": "fox", "rabbittown": "rabbit"}
    for key, lm in LANDMARKS.items():
        look = landmark_looks(key)
        assert f" [{look['mark']}]" == landmark_mark(key) and look["title"] == lm.title
        if key in homeland:  # drawn in the colour of the suit its card adds to its clearing
            assert look["suit"] == homeland[key] and look["colour"] == ""
        else:
            assert look["colour"].startswith("#"), key
    # the looks differ from one landmark to the next: each is recognisable on the map
    assert len({(lk["mark"], lk["suit"], lk["colour"]) for lk in map(landmark_looks, LANDMARKS)}) == len(LANDMARKS)


def test_the_browser_script_names_no_landmark() -> None:
    """A new landmark is drawn with no change to the client (its looks come from the server)."""
    for script in STATIC.glob("*.js"):
        text = script.read_text().lower()
        for key, lm in LANDMARKS.items():
            assert key not in text and lm.title.lower().removeprefix("the ") not in text, (script.name, key)


def test_the_view_tells_the_looks_of_the_landmarks_in_play() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise")
    g.landmarks.update({"mousehold": 1, "tower": 5})
    v = add_words(g.view(0), g.deckdef)
    assert v["landmark_looks"] == {"mousehold": landmark_looks("mousehold"), "tower": landmark_looks("tower")}
