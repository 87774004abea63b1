"""Law chapter 11, the Riverfolk Company, against other factions' rules: hired Riverfolk
warriors (11.2.7 Mercenaries) defending with warriors lent to the defender to take hits after
its own (16.2.2.I.a Enclave Defense), ruling R547.

The buyer is attacked on its own turn: the Diaspora control the Warm Sun Prophets and force
the Eyrie, by a Prophet in 5, to battle them (H.2.4: the controller chooses the defender,
ruling R247). Autumn clearing 5 (rabbit); seats: the Diaspora 0, the Eyrie 1, the Riverfolk 2,
the Marquise 3.
"""

from __future__ import annotations

import pytest

from woodland import Game
from woodland.testing import option_set, play, position, tokens_at, warriors_at

L, E, RF, M = 0, 1, 2, 3


def forced_battle(diaspora: int, riverfolk: int, marquise: int, holder: str = "marquise") -> Game:
    """The Diaspora's Daylight, having bought Mercenaries: in 5 their Militant enclave and
    ``diaspora`` warriors, ``riverfolk`` Riverfolk warriors, ``marquise`` Marquise warriors,
    4 Eyrie warriors and a Prophet; ``holder`` has Frog Dominance. The Diaspora force the
    Eyrie to battle them there; the Eyrie roll 3, the Diaspora 0: three hits to the Diaspora."""
    spec = {"factions": ["lilypad", "eyrie", "riverfolk", "marquise"], "ruins": [],
            "turn": {"player": "lilypad", "phase": "daylight"},
            "hands": {"lilypad": [], "eyrie": [], "riverfolk": [], "marquise": []},
            "clearings": {"5": {"lilypad": {"warriors": diaspora, "tokens": ["militant"]},
                                "eyrie": {"warriors": 4}, "riverfolk": {"warriors": riverfolk},
                                "marquise": {"warriors": marquise}}},
            "riverfolk": {"mercenaries": "lilypad"},
            "dominance": {holder: "Frog Dominance"},
            "hirelings": {"cards": {"warm_sun_prophets": {"controller": "lilypad", "control": 3,
                                                          "warriors": {"5": 1}}}}}
    g = position(spec, dice=[3, 0])
    play(g, "prophets", "prophet_force 5 eyrie")
    assert "battle 5 lilypad" in option_set(g)
    play(g, "battle 5 lilypad")
    return g


def at5(g: Game) -> list[int]:
    return [warriors_at(g, 5, s) for s in (L, RF, M)]


@pytest.mark.law("11.2.7", "16.2.2.I.a", "4.3.6", "H.2.4")
def test_hired_riverfolk_share_the_hits_before_the_enclave_defense_warriors() -> None:
    """Ruling R547: the Riverfolk hired by the Diaspora are the Diaspora's own for battle, so they
    split the hits with the Diaspora's warriors (odd: the Diaspora's, even: the Riverfolk's)
    before the Marquise's Enclave Defense warriors take any. Three hits on 2 Diaspora, 2
    Riverfolk, 2 Marquise: Diaspora, Riverfolk, Diaspora; nobody is asked whose warriors."""
    g = forced_battle(2, 2, 2)
    assert g.pending.kind != "helper_hit"
    assert at5(g) == [0, 1, 2]
    assert tokens_at(g, 5, L) == ["militant"]


@pytest.mark.law("11.2.7", "16.2.2.I.a", "4.3.6")
def test_the_enclave_defense_warriors_take_hits_once_the_diaspora_and_the_hired_are_gone() -> None:
    """Ruling R547: 1 Diaspora, 1 Riverfolk, 2 Marquise: the first hit the Diaspora's, the
    second the Riverfolk's, the third the Marquise's (before the enclave: warriors first)."""
    g = forced_battle(1, 1, 2)
    assert at5(g) == [0, 0, 1]
    assert tokens_at(g, 5, L) == ["militant"]


@pytest.mark.law("11.2.7", "16.2.2.I.a")
def test_hired_riverfolk_holding_frog_dominance_share_the_hits_as_mercenaries() -> None:
    """Ruling R547: the Riverfolk hold Frog Dominance and are hired by the Diaspora: their
    warriors are the Diaspora's own for battle (11.2.7: the buyer "must split hits"), so they
    take the even hits rather than wait for the Diaspora's to be gone. Three hits on 3 Diaspora
    and 2 Riverfolk: Diaspora, Riverfolk, Diaspora (not all three the Diaspora's)."""
    g = forced_battle(3, 2, 0, holder="riverfolk")
    assert at5(g) == [1, 1, 0]
