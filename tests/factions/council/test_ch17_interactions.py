"""Law chapter 17, the Twilight Council, with the other Homeland factions: enclaves changing
what a revealed card matches (16.2.1.II), Oversee counting enclaves and acclaim (tokens),
Banish against the Diaspora's Peaceful enclave (16.2.4) and the Knaves' captains (18.2.5).

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit,
6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Paths: 1-5 1-9 1-10 2-5
2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Rivers 4-7 5-10 7-11 10-11.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.factions.council import oversee_points
from woodland.factions.knaves import knaves
from woodland.testing import option_set, play, position, tokens_at, warriors_at

T = 0  # the Council's seat


def pos(clearings: dict[str, Any], factions: tuple[str, ...] = ("council", "lilypad", "marquise"),
        phase: str = "birdsong", hands: dict[str, Any] | None = None, dice: list[int] | None = None,
        **extra: Any) -> Game:
    spec: dict[str, Any] = {"factions": list(factions), "ruins": [], "turn": {"player": "council", "phase": phase},
                            "clearings": clearings, "hands": {**{k: [] for k in factions}, **(hands or {})}}
    spec.update(extra)
    return position(spec, dice=dice)


def past_window(g: Game) -> Game:
    if g.pending.kind == "turn_window":  # R120: an enemy of the Diaspora may negotiate first
        play(g, "done")
    return g


@pytest.mark.law("17.4.3", "16.2.1.II")
def test_assemble_matches_a_militant_enclaves_clearing_only_by_the_frog_suit() -> None:
    """6 is fox, with a Militant enclave frog only: a fox card cannot assemble there, a frog
    card can; 1 (fox) with a Peaceful enclave matches either."""
    cl = {"6": {"council": 1, "lilypad": {"tokens": ["militant"]}},
          "1": {"council": 1, "lilypad": {"tokens": ["peaceful"]}}}
    g = past_window(pos(cl, hands={"council": ["Anvil"]}))
    play(g, "reveal Anvil")
    opts = option_set(g)
    assert "assemble 1" in opts and "assemble 6" not in opts
    g = past_window(pos(cl, hands={"council": ["Militias"]}))
    play(g, "reveal Militias")
    opts = option_set(g)
    assert "assemble 1" in opts and "assemble 6" in opts


@pytest.mark.law("17.6.1.II", "16.2.1.II")
def test_agitate_with_a_frog_card_at_an_assembly_by_an_enclave() -> None:
    g = pos({"6": {"council": {"warriors": 1, "tokens": ["assembly"]}, "lilypad": {"tokens": ["militant"]}},
             "12": {"council": {"warriors": 1, "tokens": ["assembly"]}}},
            phase="evening", council={"revealed": ["Militias"]})
    past_window(g)  # before Evening the Council may negotiate (R120)
    assert {o for o in option_set(g) if o.startswith("agitate")} == {"agitate 6"}
    play(g, "agitate 6")
    assert tokens_at(g, 6, T) == ["governing"]


@pytest.mark.law("17.6.4", "16.2.1", "18.2.3")
def test_oversee_counts_enclaves_and_acclaim_as_enemy_tokens() -> None:
    g = pos({"6": {"council": {"warriors": 1, "tokens": ["governing"]}, "lilypad": {"tokens": ["peaceful"]}},
             "12": {"council": {"warriors": 1, "tokens": ["governing"]}}}, phase="evening")
    assert oversee_points(g, T) == 1
    g = pos({"5": {"council": {"warriors": 2, "tokens": ["governing"]},
                   "knaves": {"warriors": 1, "tokens": ["acclaim"]}},
             "6": {"council": {"warriors": 1, "tokens": ["governing"]}, "knaves": {"tokens": ["acclaim"]}}},
            factions=("council", "knaves", "marquise"), phase="evening",
            knaves={"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": ""})
    assert oversee_points(g, T) == 2


@pytest.mark.law("17.6.1.I", "16.2.4")
def test_banish_at_a_peaceful_enclave_is_an_attack_fears_come_to_pass() -> None:
    """Banish cannot hit the enclave (no token is hit), but the Council attacked a defending
    Peaceful enclave: every Peaceful enclave with Council pieces flips, with a warrior."""
    g = pos({"5": {"council": {"warriors": 2, "tokens": ["assembly"]},
                   "lilypad": {"warriors": 2, "tokens": ["peaceful"]}},
             "10": {"council": 1, "lilypad": {"tokens": ["peaceful"]}}, "3": {"lilypad": {"tokens": ["peaceful"]}}},
            phase="evening", council={"revealed": ["Bake Sale"]}, dice=[2, 0])
    play(g, "banish 5 lilypad", "banish_to 2")
    assert warriors_at(g, 2, 1) == 2
    assert tokens_at(g, 5, 1) == ["militant"] and warriors_at(g, 5, 1) == 1
    assert tokens_at(g, 10, 1) == ["militant"] and warriors_at(g, 10, 1) == 1
    assert tokens_at(g, 3, 1) == ["peaceful"]


@pytest.mark.law("17.6.1.I", "18.2.5")
def test_banish_moves_a_skunk_before_the_captain() -> None:
    """One hit to the Knaves in 5 (a Skunk and the Thief): the Skunk is banished, the Thief
    stays (Captains are hit only once no Skunks remain); with two hits both go together."""
    def knaves_at_5(dice: list[int]) -> Game:
        return pos({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "knaves": 2}},
                   factions=("council", "knaves", "marquise"), phase="evening", dice=dice,
                   council={"revealed": ["Bake Sale"]},
                   knaves={"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": ""})
    g = knaves_at_5([1, 0])
    play(g, "banish 5 knaves", "banish_to 2")
    f = knaves(g, 1)
    assert f.at["thief"] == 4 and warriors_at(g, 2, 1) == 1
    g = knaves_at_5([2, 0])
    play(g, "banish 5 knaves", "banish_to 2")
    f = knaves(g, 1)
    assert f.at["thief"] == 1 and warriors_at(g, 2, 1) == 2 and warriors_at(g, 5, 1) == 0


@pytest.mark.law("17.5.1", "H.3.1", "H.3.2")
def test_sleep_closes_an_assembly_an_uncontrolled_hireling_rules() -> None:
    """Uncontrolled Flame Bearers rule 5 as a player would (H.3.1) and are an enemy (H.3.2):
    Sleep flips the Governing assembly there to Closed; the one in 1, ruled by the Council,
    stays Governing."""
    g = pos({"5": {"council": {"tokens": ["governing"]}}, "1": {"council": {"warriors": 1, "tokens": ["governing"]}}},
            factions=("council", "marquise"), phase="daylight",
            hirelings={"cards": {"flame_bearers": {"controller": None, "warriors": {"5": 2}}}})
    assert tokens_at(g, 5, T) == ["assembly"] and tokens_at(g, 1, T) == ["governing"]


@pytest.mark.law("17.6.1.I", "16.2.2.I.a")
def test_banish_moves_the_enclave_defense_warriors_hit_after_the_diasporas() -> None:
    """The Eyrie hold Frog Dominance: by the Diaspora's Militant enclave in 5 their 2 warriors
    defend with the Diaspora's 1 (16.2.2.I.a); the enclave makes 5 frog (16.2.1.II), so
    the Council banishes there with a frog card. The Council rolls 3 hits: the Diaspora's
    warrior takes the first, the Eyrie's the other two, and all three are banished to the one
    clearing the Council chooses, none removed (ruling R531)."""
    g = pos({"5": {"council": {"warriors": 3, "tokens": ["assembly"]},
                   "lilypad": {"warriors": 1, "tokens": ["militant"]}, "eyrie": {"warriors": 2}}},
            factions=("council", "lilypad", "eyrie"), phase="evening", dice=[3, 0],
            council={"revealed": ["Militias"]}, dominance={"eyrie": "Frog Dominance"})
    play(past_window(g), "banish 5 lilypad")
    assert g.pending.kind == "banish_to" and option_set(g) == {"banish_to 1", "banish_to 2"}
    play(g, "banish_to 2")
    assert warriors_at(g, 2, 1) == 1 and warriors_at(g, 2, 2) == 2
    assert warriors_at(g, 5, 1) == 0 and warriors_at(g, 5, 2) == 0
    assert tokens_at(g, 5, 1) == ["militant"] and warriors_at(g, 5, T) == 3


@pytest.mark.law("17.6.1.I", "16.2.2.I.a")
def test_banish_moves_the_diasporas_warriors_first_and_leaves_the_defenders_beyond_the_hits() -> None:
    """Two hits: the Diaspora's warrior and one of the Eyrie's go; the other Eyrie warrior stays."""
    g = pos({"5": {"council": {"warriors": 3, "tokens": ["assembly"]},
                   "lilypad": {"warriors": 1, "tokens": ["militant"]}, "eyrie": {"warriors": 2}}},
            factions=("council", "lilypad", "eyrie"), phase="evening", dice=[2, 0],
            council={"revealed": ["Militias"]}, dominance={"eyrie": "Frog Dominance"})
    play(past_window(g), "banish 5 lilypad", "banish_to 1")
    assert warriors_at(g, 1, 1) == 1 and warriors_at(g, 1, 2) == 1 and warriors_at(g, 5, 2) == 1


@pytest.mark.law("17.6.1.I", "16.2.2.I.a", "13.7.2", "4.2")
def test_banish_moves_no_warrior_without_a_destination_common_to_all_hit() -> None:
    """The Corvid hold Frog Dominance: their 2 warriors defend with the Diaspora's 1 by the
    enclave in 5 (16.2.2.I.a), where the Corvid's face-up snare keeps their enemies' pieces
    from being moved out (13.7.2). Three hits fall on the Diaspora's warrior and both
    Corvid warriors; the Corvid's could go to 1 or 2, the Diaspora's nowhere: no single
    destination takes them all, so none moves, none is removed, and the Council is never
    asked where they go (ruling R531)."""
    g = pos({"5": {"council": {"warriors": 3, "tokens": ["assembly"]},
                   "lilypad": {"warriors": 1, "tokens": ["militant"]},
                   "corvid": {"warriors": 2, "tokens": ["snare"]}}},
            factions=("council", "lilypad", "corvid"), phase="evening", dice=[3, 0],
            council={"revealed": ["Militias"]}, dominance={"corvid": "Frog Dominance"})
    play(past_window(g), "banish 5 lilypad")
    assert g.pending is None or g.pending.kind != "banish_to"
    assert not any(fr.is_battle for fr in g.stack)
    assert warriors_at(g, 5, 1) == 1 and warriors_at(g, 5, 2) == 2 and warriors_at(g, 5, T) == 3
    assert all(warriors_at(g, c, s) == 0 for c in (1, 2) for s in (1, 2))
    assert g.factions[1].supply == 20 - 1 and g.factions[2].supply == 15 - 2  # none removed


@pytest.mark.law("17.6.1.I", "11.2.7", "4.3.1")
def test_banish_with_mercenaries_the_council_shares_the_ambush_hits_and_they_are_removed() -> None:
    """The Council bought Mercenaries this turn: in its Evening the Riverfolk's 2 warriors in 5
    fight with it (11.2.7) as attacking warriors. The Marquise ambushes: the Council takes
    the 2 hits (Banish ignores only rolled hits taken), the odd one with its own warrior, the
    even one with a Riverfolk warrior, both removed (Banish moves defending warriors only).
    Then 2 rolled hits (the Council's 1 warrior and the Riverfolk's 1 left cap them at 2)
    banish both Marquise warriors (ruling R544)."""
    g = pos({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "riverfolk": 2, "marquise": 2}},
            factions=("council", "riverfolk", "marquise"), phase="evening", dice=[3, 0],
            council={"revealed": ["Bake Sale"]}, riverfolk={"mercenaries": "council"},
            hands={"marquise": ["Ambush (rabbit)"]})
    supply = [f.supply for f in g.factions]
    play(g, "banish 5 marquise")
    assert g.pending.seat == 2 and g.pending.kind == "ambush"
    play(g, 'ambush "Ambush (rabbit)"')
    if g.pending.kind == "foil":
        play(g, "pass")
    assert warriors_at(g, 5, T) == 1 and warriors_at(g, 5, 1) == 1
    assert [f.supply - k for f, k in zip(g.factions, supply)] == [1, 1, 0]  # removed, to their supplies
    play(g, "banish_to 2")
    assert warriors_at(g, 2, 2) == 2 and warriors_at(g, 5, 2) == 0
    assert warriors_at(g, 5, T) == 1 and warriors_at(g, 5, 1) == 1 and warriors_at(g, 2, 1) == 0


@pytest.mark.law("17.6.1.I", "11.2.7")
def test_banish_the_defenders_hired_riverfolk_do_not_defend_on_the_councils_turn() -> None:
    """Mercenaries last only the buyer's turn (11.2.7): banished in the Council's Evening, the
    Marquise, who hired them, defends alone; her 2 warriors hit go to 2, the Riverfolk's stay
    (ruling R544)."""
    g = pos({"5": {"council": {"warriors": 3, "tokens": ["assembly"]}, "riverfolk": 2, "marquise": 2}},
            factions=("council", "riverfolk", "marquise"), phase="evening", dice=[3, 0],
            council={"revealed": ["Bake Sale"]}, riverfolk={"mercenaries": "marquise"})
    play(g, "banish 5 marquise", "banish_to 2")
    assert warriors_at(g, 2, 2) == 2 and warriors_at(g, 5, 2) == 0
    assert warriors_at(g, 5, 1) == 2 and warriors_at(g, 2, 1) == 0


@pytest.mark.law("17.6.1.I", "18.2.4", "4.2")
def test_banish_sends_the_knaves_to_an_adjacent_clearing_never_a_forest() -> None:
    """The Skunk and the Thief hit in 5 go to 1 or 2, the clearings adjacent along paths; the
    forests next to 5 (F1, ...) are no destination though Deepwood Runners move through them
    (ruling R533)."""
    g = pos({"5": {"council": {"warriors": 2, "tokens": ["assembly"]}, "knaves": 2}},
            factions=("council", "knaves", "marquise"), phase="evening", dice=[2, 0],
            council={"revealed": ["Bake Sale"]},
            knaves={"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": ""})
    play(g, "banish 5 knaves")
    assert g.pending.kind == "banish_to" and option_set(g) == {"banish_to 1", "banish_to 2"}
    play(g, "banish_to 1")
    f = knaves(g, 1)
    assert f.at["thief"] == 0 and warriors_at(g, 1, 1) == 2 and not any(f.woods)


# ----------------------------------------------------------------------------- 17.2.5 with 11.2.7 and H.2.4
def prophets_at_assembly(marquise: int, riverfolk: int, eyrie: int, council: int, dice: list[int]) -> Game:
    """The Marquise's Daylight, having bought Mercenaries and controlling the Warm Sun Prophets:
    in 5 a Prophet, a Closed assembly with ``council`` Council warriors, and the warriors of the
    Marquise, the Riverfolk and the Eyrie. Seats: Marquise 0, Eyrie 1, Riverfolk 2, Council 3."""
    spec = {"factions": ["marquise", "eyrie", "riverfolk", "council"], "ruins": [],
            "turn": {"player": "marquise", "phase": "daylight"},
            "hands": {"marquise": [], "eyrie": [], "riverfolk": [], "council": []},
            "clearings": {"5": {"marquise": marquise, "eyrie": eyrie, "riverfolk": riverfolk,
                                "council": {"warriors": council, "tokens": ["assembly"]}}},
            "riverfolk": {"mercenaries": "marquise"},
            "hirelings": {"cards": {"warm_sun_prophets": {"controller": "marquise", "control": 3,
                                                          "warriors": {"5": 1}}}}}
    return position(spec, dice=dice)


@pytest.mark.law("17.2.5", "11.2.7", "H.2.4", "4.3.6")
def test_peacekeepers_and_mercenaries_defend_the_buyer_the_prophets_force_an_enemy_to_attack() -> None:
    """Rulings R574 and R547: the Marquise's Prophets force the Eyrie to battle in 5 and she
    chooses herself as defender. Both sides are enemies of the Council, so the Council's two
    warriors defend with her and her hired Riverfolk warrior. The Eyrie roll 3: the Marquise's
    warrior (odd), the Riverfolk's (even), then a Council warrior (once the defender's warriors
    are gone); the defence rolls 2 with all four warriors counted."""
    g = prophets_at_assembly(marquise=1, riverfolk=1, eyrie=3, council=2, dice=[3, 2])
    play(g, "prophets", "prophet_force 5 eyrie", "battle 5 marquise")
    assert [warriors_at(g, 5, s) for s in range(4)] == [0, 1, 0, 1]


@pytest.mark.law("17.2.5", "11.2.7", "H.2.4")
def test_peacekeepers_defend_against_a_buyer_the_prophets_force_to_attack_with_mercenaries() -> None:
    """Ruling R574: the Marquise's Prophets force the Marquise herself to battle the Eyrie in 5.
    Her hired Riverfolk attack with her (11.2.7), the Council's warriors defend the Eyrie
    (17.2.5). She rolls 3 with three warriors: the Eyrie's one, then the Council's two; the
    Eyrie roll 1 (three defending warriors): her own warrior takes the odd hit."""
    g = prophets_at_assembly(marquise=1, riverfolk=2, eyrie=1, council=2, dice=[3, 1])
    play(g, "prophets", "prophet_force 5 marquise", "battle 5 eyrie")
    assert [warriors_at(g, 5, s) for s in range(4)] == [0, 0, 2, 0]
