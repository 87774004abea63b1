"""Law chapter 15, the Keepers in Iron, with clearings of several or changed suits: the
Lost City (appendix L: fox, mouse and rabbit at once) and the Lilypad Diaspora's enclaves
(16.2.1.II: a Peaceful enclave adds frog, a Militant one leaves the clearing frog only),
through the one suit query (rules/board.py ``clearing_suits``, ruling R298).

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.factions.keepers.test_ch15_keepers import forests_with
from woodland import Game
from woodland.testing import action_text as o, option_set, options_of_kind, play, position, tokens_at

K = 0


def pos(clearings: dict[str, Any], recover: list[str], factions: tuple[str, ...] = ("keepers", "marquise"),
        **extra: Any) -> Game:
    on_map = [t for p in clearings.values() if isinstance(p, dict) and isinstance(p.get("keepers"), dict)
              for t in p["keepers"].get("tokens", [])]
    board = {"retinue": {"move": [], "battle": [], "recover": recover}, "forests": forests_with({}, on_map)}
    spec: dict[str, Any] = {"factions": list(factions), "ruins": [], "turn": {"player": "keepers", "phase": "daylight"},
                            "clearings": clearings, "hands": {k: [] for k in factions}, "keepers": board}
    spec.update(extra)
    return position(spec)


def figure_at_5(**more: Any) -> dict[str, Any]:
    return {"5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"], "tokens": ["figure_three", "figure_one"]}},
            "3": {"keepers": 1}, **more}


@pytest.mark.law("15.5.2.III.c", "2.2.2")
def test_recover_counts_the_lost_city_as_a_ruled_clearing_of_the_suit() -> None:
    """Recovering a 3 in 5 (rabbit): the Keepers rule 5, 3 and 1, the Lost City's clearing (fox,
    mouse and rabbit): three rabbit clearings, so they keep the card and may go on."""
    g = pos(figure_at_5(**{"1": {"keepers": 1}}), ["Bake Sale"], landmarks={"lost_city": 1})
    play(g, o("retinue", "Bake Sale"), "recover 5 figure_three")
    assert g.pending.kind == "recover_more" and "recover 5 figure_one" in option_set(g)
    g = pos(figure_at_5(**{"1": {"keepers": 1}}), ["Bake Sale"])  # 1 is only fox: two rabbit clearings
    play(g, o("retinue", "Bake Sale"), "recover 5 figure_three")
    assert g.pending.kind != "recover_more" and tokens_at(g, 5, K) == ["figure_one"]


@pytest.mark.law("15.5.2.III.c", "16.2.1.II")
def test_recover_does_not_count_a_clearing_a_militant_enclave_made_frog() -> None:
    """4 is rabbit, but a Militant enclave there makes it frog only: ruling 5, 3 and 4 is two
    rabbit clearings, fewer than the relic's 3, so the card is discarded and the action ends."""
    four = {"keepers": 2, "lilypad": {"tokens": ["militant"]}}
    g = pos(figure_at_5(**{"4": four}), ["Bake Sale"], factions=("keepers", "lilypad", "marquise"))
    play(g, "done")  # nothing to craft (15.5.1)
    play(g, o("retinue", "Bake Sale"), "recover 5 figure_three")
    assert g.pending.kind != "recover_more" and tokens_at(g, 5, K) == ["figure_one"]
    assert g.view(1)["players"][K]["board"]["retinue"]["recover"] == []


@pytest.mark.law("15.5.2.III", "16.2.1.II")
def test_a_frog_card_recovers_at_a_clearing_a_militant_enclave_made_frog() -> None:
    """A Militias (frog) card in the Recover column matches 5 with a Militant enclave (frog only),
    and a Bake Sale (rabbit) no longer does."""
    five = {"keepers": {"warriors": 1, "buildings": ["figure_tablet"], "tokens": ["figure_one"]},
            "lilypad": {"tokens": ["militant"]}}
    for card, ok in (("Militias", True), ("Bake Sale", False)):
        g = pos({"5": five}, [card], factions=("keepers", "lilypad", "marquise"))
        play(g, "done")  # nothing to craft (15.5.1)
        assert (o("retinue", card) in option_set(g)) == ok  # no other clearing to act in
        if ok:
            play(g, o("retinue", card))
            assert options_of_kind(g, "recover") == {"recover 5 figure_one"}


@pytest.mark.law("15.4.3", "2.2.2")
def test_recruit_at_a_waystation_in_the_lost_city_with_a_card_of_any_of_its_suits() -> None:
    """5 is rabbit; with the Lost City there it is fox and mouse too: an Anvil (fox) recruits
    at its waystation."""
    def g_of(lost_city: bool) -> Game:
        five = {"keepers": {"warriors": 1, "buildings": ["figure_tablet"]}}
        return pos({"5": five}, [], hands={"keepers": ["Anvil"], "marquise": []},
                   turn={"player": "keepers", "phase": "birdsong"},
                   **({"landmarks": {"lost_city": 5}} if lost_city else {}))
    for lost_city in (True, False):
        g = g_of(lost_city)
        while "recruit" not in g.pending.kind and g.pending.rule < "15.4.3":  # the steps before (15.4.1-2)
            play(g, "done")
        assert g.pending.rule == "15.4.3"
        assert (o("recruit_at", 5, "Anvil") in option_set(g)) == lost_city


@pytest.mark.law("15.5.1", "4.1.1", "2.2.2")
def test_a_waystation_in_the_lost_city_crafts_with_any_of_its_suits() -> None:
    """The one waystation in 5 (rabbit) pays a fox icon only when the Lost City is there."""
    for lost_city in (True, False):
        g = pos({"5": {"keepers": {"warriors": 1, "buildings": ["figure_tablet"]}}}, [],
                hands={"keepers": ["Anvil"], "marquise": []}, **({"landmarks": {"lost_city": 5}} if lost_city else {}))
        assert g.pending.kind == "craft"
        assert (o("craft", "Anvil") in option_set(g)) == lost_city
