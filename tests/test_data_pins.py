"""Component numbers that come from a single source (components.md marks them
*unverified*, or "possibly not independent"), pinned here so that a correction to the
data files is a visible, deliberate change. docs/data-sources.md lists each one with its
source; change both together.

Each pin also checks the value where a player meets it in play, so the data file is not
merely read back.
"""

from __future__ import annotations

import pytest

from woodland import Game
from woodland.core.cards import load_deck
from woodland.rules.setup import faction_data
from woodland.testing import play, position


# ----------------------------------------------------------------------------- Lizard Cult
@pytest.mark.law("10.5.3")
def test_lizard_garden_track_points_are_pinned() -> None:
    """components.md §3: 0, 2, 2, 3, 4 for the 1st..5th garden of a suit (two sources,
    possibly not independent)."""
    assert faction_data("lizard")["garden_vp"] == [0, 2, 2, 3, 4]


@pytest.mark.law("10.6.3")
def test_lizard_garden_draw_bonus_at_the_second_garden_is_pinned() -> None:
    assert faction_data("lizard")["garden_draw"] == [0, 1, 0, 0, 0]


@pytest.mark.law("10.5.3")
def test_lizard_score_ritual_pays_the_pinned_points_in_play() -> None:
    """Three mouse gardens on the map: a Score ritual with a mouse card scores 2 (the
    third space of the pinned track)."""
    g = position({
        "factions": ["marquise", "lizard"],
        "turn": {"player": "lizard", "phase": "daylight"},
        "clearings": {c: {"lizard": {"warriors": 1, "buildings": ["garden_mouse"]}} for c in ("2", "7", "9")},
        "hands": {"lizard": ["Sword"]},
    })
    before = g.factions[1].score
    play(g, "score Sword")
    assert g.factions[1].score == before + 2


# ----------------------------------------------------------------------------- Riverfolk
@pytest.mark.law("11.5.6")
def test_riverfolk_trade_post_points_are_pinned() -> None:
    """components.md §3: 2 VP for every trade post (HRF; single source)."""
    vp = faction_data("riverfolk")["trade_post_vp"]
    assert vp == {"fox": [2, 2, 2], "rabbit": [2, 2, 2], "mouse": [2, 2, 2]}


@pytest.mark.law("11.3.5")
def test_riverfolk_service_prices_are_pinned() -> None:
    """components.md §3: each service track offers prices 1-4 (single source)."""
    assert faction_data("riverfolk")["prices"] == [1, 2, 3, 4]


# ----------------------------------------------------------------------------- setup letters
@pytest.mark.law("5.1.7", "A.9")
def test_setup_letters_of_the_riverfolk_box_factions_are_pinned() -> None:
    """The Law gives no setup letter to the Lizard Cult or the Riverfolk; woodland sets
    them up after the base factions (A-D), Cult E, Riverfolk G (docs/data-sources.md)."""
    assert [faction_data(k)["setup_order"] for k in ("marquise", "eyrie", "alliance", "vagabond")] == \
        ["A", "B", "C", "D"]
    assert faction_data("lizard")["setup_order"] == "E"
    assert faction_data("riverfolk")["setup_order"] == "G"
    # in play: the Cult sets up before the Riverfolk, whatever the seating
    g = Game.new({"map": "autumn", "factions": ["riverfolk", "lizard"], "seating": "given"}, 1)
    assert g.pending is not None and g.factions[g.pending.seat].key == "lizard"


# ----------------------------------------------------------------------------- Homeland characters
@pytest.mark.law("V.10.1", "V.11.1", "V.12.1")
def test_homeland_characters_starting_items_are_pinned() -> None:
    """Law V.10.1-V.12.1 (four, three and three items) with the icons components.md §4
    gives, as the publisher's print-and-play character cards show them (docs/data-sources.md)."""
    chars = faction_data("vagabond")["characters"]
    assert chars["cheat"]["items"] == ["boots", "crossbow", "tea", "torch"]
    assert chars["gladiator"]["items"] == ["boots", "hammer", "torch"]
    assert chars["jailor"]["items"] == ["boots", "crossbow", "torch"]
    assert chars["cheat"]["box"] == chars["gladiator"]["box"] == chars["jailor"]["box"] == "homeland"


# ----------------------------------------------------------------------------- verified facts
def test_riverfolk_characters_start_with_their_items() -> None:
    """Law V.4.1-V.6.1 with the icons restored by components.md §4 (verified)."""
    chars = faction_data("vagabond")["characters"]
    assert chars["vagrant"]["items"] == ["coins", "torch", "boots"]
    assert chars["arbiter"]["items"] == ["boots", "torch", "sword", "sword"]
    assert chars["scoundrel"]["items"] == ["boots", "boots", "torch", "crossbow"]


@pytest.mark.law("V.7.1", "V.8.1")
def test_underworld_characters_start_with_their_items() -> None:
    """Law V.7.1, V.8.1 with the icons restored by components.md §4 (verified)."""
    chars = faction_data("vagabond")["characters"]
    assert chars["adventurer"]["items"] == ["boots", "torch", "hammer"]
    assert chars["harrier"]["items"] == ["coins", "torch", "sword", "crossbow"]
    assert chars["adventurer"]["box"] == chars["harrier"]["box"] == "underworld"


def test_exiles_and_partisans_deck_has_54_cards_in_four_suits() -> None:
    """components.md §2 (verified): 54 cards, the same suit counts as the standard deck
    (besides the frog cards only the Diaspora's setup adds, 16.3.4)."""
    deck = load_deck("exiles")
    suits: dict[str, int] = {}
    printed = [c for c in deck.cards if not c.added]
    for c in printed:
        suits[c.suit] = suits.get(c.suit, 0) + 1
    assert len(printed) == 54
    assert suits == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}


# ----------------------------------------------------------------------------- hirelings
@pytest.mark.law("H.2.3")
def test_the_uprising_die_faces_are_pinned() -> None:
    """docs/data-sources.md: fox, rabbit and mouse, each as likely (one implementation's die,
    FORK's BaseSuitDie; single source, unverified). In play: the second face rolled at the
    start of Birdsong offers the rabbit clearings."""
    from tests.hirelings.test_spring_uprising import uprising
    from woodland.hirelings.spring_uprising import uprising_die
    from woodland.testing import options

    assert uprising_die() == ("fox", "rabbit", "mouse")
    g = uprising("marquise", {}, phase="birdsong", dice=[1])
    assert set(options(g)) == {"deploy 3", "deploy 4", "deploy 5", "deploy 10"}
