"""Law appendix V.7-V.8: the Underworld characters — Adventurer (Improvise) and Harrier
(Glide) — and their starting items (V.7.1, V.8.1).

Starting items, with the icons the Law text lost (components.md §4, verified): Adventurer
boots, torch, hammer; Harrier coins, torch, sword, crossbow. Glide exhausts a torch
(components.md §0); Improvise exhausts the quest's items (9.5.5), one of them standing in
for another item and damaged as well.

Setup offers them when a faction or map of the Underworld box is in the game (the Duchy,
the Corvids, the Lake or Mountain map; docs/factions/vagabond.md); where none of those is
in this build, a test puts a base faction in that box for the while (``underworld``).

Positions are games on the Autumn map. Autumn facts (components.md §5): suits fox 1 6 8 12,
rabbit 3 4 5 10, mouse 2 7 9 11; paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9
4-12 6-11 7-8 7-12 9-12 10-12 11-12; forest F1 borders clearings 1 2 5 10. Quests (§4):
Errand (fox) tea + boots, Repair a Shed (fox) torch + hammer, Give a Speech (fox) torch +
tea, Escort (mouse) boots + boots, Expel Bandits (rabbit) sword + sword.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.factions.vagabond.helpers import gear
from tests.test_fuzz import check_rule_cache
from tests.test_fuzz_expansion import card_places, check_pieces, check_views, item_count
from woodland import Game, explain
from woodland.core.faction import FACTIONS
from woodland.core.maps import available_maps
from woodland.core.record import Recorder, replay
from woodland.core.rng import Rng
from woodland.factions.vagabond import BOXES, CHARACTER_TYPES
from woodland.testing import asked, game_with, option_set as opts, options, play, warriors_at

THREE = ["marquise", "eyrie", "vagabond"]
M, E, V = 0, 1, 2
STARTING = {"adventurer": ["boots", "hammer", "torch"], "harrier": ["coins", "crossbow", "sword", "torch"]}


def pos(vb: dict[str, Any], clearings: dict[str, Any] | None = None, *, player: str = "vagabond",
        phase: str = "daylight", factions: list[str] | None = None, **extra: Any) -> Game:
    return game_with(factions or THREE, player=player, phase=phase, empty_hands=True,
                     clearings=clearings or {}, vagabond=vb, **extra)


def why(g_or_spec: Any, action: str) -> tuple[str, list[str]]:
    e = explain(g_or_spec, action)
    assert e.legal is False, (action, e)
    return e.reason, e.rules


@pytest.fixture
def underworld(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The Eyrie counts as a faction of the Underworld box (a stand-in while the Duchy and
    the Corvids are not in this build)."""
    monkeypatch.setitem(BOXES["underworld"], "with", [*BOXES["underworld"]["with"], "eyrie"])
    yield


def to_character_choice(setup: dict[str, Any], seed: int) -> Game:
    g = Game.new({"seating": "given", **setup}, seed)
    while g.pending is not None and g.pending.kind != "setup_character":
        g.apply(options(g)[0])
    assert g.pending is not None
    return g


# ============================================================================ 9.3.1 the choice
@pytest.mark.law("9.3.1")
def test_9_3_1_underworld_characters_come_with_an_underworld_faction(underworld: None) -> None:
    g = to_character_choice({"map": "autumn", "factions": THREE}, 1)
    assert {"character adventurer", "character harrier"} <= opts(g)
    assert "character vagrant" not in opts(g)  # no Riverfolk faction


@pytest.mark.law("9.3.1")
@pytest.mark.parametrize("member", ["duchy", "corvid", "lake", "mountain"])
def test_9_3_1_each_member_of_the_underworld_box_brings_its_characters(member: str) -> None:
    if member in ("lake", "mountain"):
        if member not in available_maps():
            pytest.skip(f"the {member} map is not in this build")
        setup = {"map": member, "factions": THREE}
    else:
        if member not in FACTIONS:
            pytest.skip(f"the faction {member} is not in this build")
        setup = {"map": "autumn", "factions": ["marquise", member, "vagabond"]}
    g = to_character_choice(setup, 3)
    assert {"character adventurer", "character harrier"} <= opts(g)


@pytest.mark.law("9.3.1")
def test_9_3_1_not_offered_without_the_underworld_box() -> None:
    g = to_character_choice({"map": "autumn", "factions": THREE}, 1)
    assert opts(g) == {"character thief", "character tinker", "character ranger"}
    reason, rules = why(g, "character harrier")
    assert reason == ("the Harrier comes with the Underworld expansion, and no Underworld faction or map "
                      "is in this game") and rules == ["9.3.1"]


@pytest.mark.law("9.3.5", "V.7.1", "V.8.1")
@pytest.mark.parametrize("character", ["adventurer", "harrier"])
def test_V_starting_items_of_the_underworld_characters(character: str, underworld: None) -> None:
    g = to_character_choice({"map": "autumn", "factions": THREE}, 2)
    play(g, f"character {character}")
    while g.factions[V].gear == []:  # the starting forest, then the starting items (9.3.5)
        g.apply(options(g)[0])
    assert gear(g, V) == STARTING[character]


# ============================================================================ V.8.2 Harrier: Glide
HARRIER = {"character": "harrier", "clearing": 5, "items": ["coins", "torch", "sword", "crossbow", "boots"]}


@pytest.mark.law("V.8.2")
def test_V_8_2_glide_moves_the_pawn_to_any_clearing_exhausting_a_torch_and_no_boots() -> None:
    g = pos(HARRIER)
    assert {o for o in opts(g) if o.startswith("glide")} == {f"glide {c}" for c in range(1, 13) if c != 5}
    play(g, "glide 3")  # 5 and 3 share no path
    v = g.factions[V]
    assert v.clearing == 2 and v.forest == -1
    assert gear(g, V) == ["boots", "coins", "crossbow", "sword", "torch_x"]
    assert asked(g) == (V, "daylight")
    assert not any(o.startswith("glide") for o in opts(g))  # no face-up torch left


@pytest.mark.law("V.8.2", "9.2.9.III.b")
def test_V_8_2_glide_into_hostile_warriors_without_boots() -> None:
    g = pos({**HARRIER, "items": ["torch"], "relationships": {"eyrie": "hostile"}}, {"8": {"eyrie": 3}})
    play(g, "glide 8")
    assert g.factions[V].clearing == 7 and gear(g, V) == ["torch_x"]


@pytest.mark.law("V.8.2")
def test_V_8_2_glide_from_a_forest() -> None:
    g = pos({**HARRIER, "clearing": None, "forest": "F1"})
    assert "glide 12" in opts(g)
    play(g, "glide 12")
    assert g.factions[V].clearing == 11 and g.factions[V].forest == -1


@pytest.mark.law("V.8.2", "9.2.9.II.b")
def test_V_8_2_glide_moves_only_the_pawn_never_allied_warriors() -> None:
    g = pos({**HARRIER, "relationships": {"marquise": 3}}, {"5": {"marquise": 3}})
    assert "move 1" in opts(g)  # an ordinary move would ask whether they come along
    play(g, "glide 1")
    assert asked(g) == (V, "daylight")  # nobody is asked about coming along
    assert warriors_at(g, 5, M) == 3 and warriors_at(g, 1, M) == 0


@pytest.mark.law("V.8.2", "V.6.2")
def test_V_8_2_never_into_the_clearing_with_the_scoundrels_torch() -> None:
    spec = dict(factions=["marquise", "vagabond", "vagabond2"], player="vagabond2",
                vagabond={"character": "scoundrel", "clearing": 7, "items": ["boots"], "scorched": [7]},
                vagabond2={**HARRIER})
    g = game_with(spec.pop("factions"), phase="daylight", empty_hands=True, clearings={}, **spec)
    assert "glide 7" not in opts(g) and "glide 6" in opts(g)
    assert why(g, "glide 7") == ("no piece can move into the clearing with the Scoundrel's torch", ["V.6.2"])


@pytest.mark.law("V.8.2")
@pytest.mark.parametrize("vb, action, words, rules", [
    ({**HARRIER, "items": ["torch_x", "boots"]}, "glide 3", "torch", ["V.8.2"]),
    ({**HARRIER, "character": "thief"}, "glide 3", "you are the Thief, whose special action is Steal", ["V.8.2"]),
    (HARRIER, "glide 5", "in clearing 5 already", ["V.8.2"]),
    (HARRIER, "glide F2", "never into a forest", ["V.8.2"]),
    (HARRIER, "glide 13", "no clearing 13", ["2.2"]),
    (HARRIER, "glide", "glide N", ["V.8.2"]),
], ids=["no torch", "not the harrier", "his own clearing", "a forest", "no such clearing", "no clearing named"])
def test_V_8_2_why_not_glide(vb: dict[str, Any], action: str, words: str, rules: list[str]) -> None:
    reason, cited = why(pos(vb), action)
    assert words in reason and cited == rules


# ============================================================================ V.7.2 Adventurer: Improvise
QUESTS_FOX = ["Errand (fox)", "Repair a Shed (fox)", "Escort (mouse)"]
ADVENTURER = {"character": "adventurer", "clearing": 1, "items": ["boots", "torch", "hammer"], "quests": QUESTS_FOX}


@pytest.mark.law("V.7.2", "9.5.5")
def test_V_7_2_improvise_an_item_the_quest_asks_for() -> None:
    g = pos(ADVENTURER)
    # Errand (tea + boots): his hammer or his torch may stand for the tea; Repair a Shed
    # (torch + hammer) he may take as it is, or with his boots standing for either item
    assert {o for o in opts(g) if o.startswith(("improvise", "quest"))} == {
        'improvise "Errand (fox)" hammer tea', 'improvise "Errand (fox)" torch tea',
        'improvise "Repair a Shed (fox)" boots torch', 'improvise "Repair a Shed (fox)" boots hammer',
        'quest "Repair a Shed (fox)"'}
    play(g, 'improvise "Errand (fox)" hammer tea')
    # the boots and the hammer are exhausted, the hammer damaged as well
    assert gear(g, V) == ["boots_x", "hammer_d_x", "torch"]
    assert [q for q in g.view(V)["players"][V]["board"]["completed_quests"]] == ["Errand (fox)"]
    assert asked(g) == (V, "quest_reward")
    play(g, "reward score")
    assert g.factions[V].score == 1


@pytest.mark.law("V.7.2")
def test_V_7_2_once_per_turn() -> None:
    g = pos({**ADVENTURER, "items": ["boots", "boots", "torch", "hammer", "sword"],
             "quests": ["Errand (fox)", "Give a Speech (fox)", "Escort (mouse)"]})
    play(g, 'improvise "Errand (fox)" hammer tea', "reward score")
    assert not any(o.startswith("improvise") for o in opts(g))
    reason, rules = why(g, 'improvise "Give a Speech (fox)" sword tea')
    assert "once per turn" in reason and rules == ["V.7.2"]
    # the next turn he may improvise again: the mark goes as his turn begins (1.4.1)
    assert "improvise" in g.factions[V].used


@pytest.mark.law("V.7.2", "9.5.5")
def test_V_7_2_improvise_when_both_items_are_missing_is_not_enough() -> None:
    # Escort (mouse) asks for two boots: with one improvised item he still needs one boots
    g = pos({**ADVENTURER, "clearing": 2, "items": ["torch", "hammer", "sword_d"]})
    assert not any(o.startswith("improvise") for o in opts(g))
    reason, rules = why(g, 'improvise "Escort (mouse)" hammer boots')
    assert reason == ("with your hammer as boots, the quest still needs face-up, undamaged boots")
    assert rules == ["V.7.2", "9.5.5"]


@pytest.mark.law("V.7.2", "9.2.5")
def test_V_7_2_an_exhausted_or_damaged_item_cannot_be_improvised() -> None:
    g = pos({**ADVENTURER, "items": ["boots", "torch_x", "hammer_d"]})
    assert not any(o.startswith("improvise") for o in opts(g))
    for mine in ("hammer", "torch"):
        reason, rules = why(g, f'improvise "Errand (fox)" {mine} tea')
        assert f"no face-up, undamaged {mine}" in reason and rules == ["V.7.2", "9.2.5"]


@pytest.mark.law("V.7.2")
@pytest.mark.parametrize("vb, action, words, rules", [
    ({**ADVENTURER, "character": "ranger"}, 'improvise "Errand (fox)" hammer tea',
     "you are the Ranger, whose special action is Hideout", ["V.7.2"]),
    ({**ADVENTURER, "clearing": None, "forest": "F1"}, 'improvise "Errand (fox)" hammer tea', "forest", ["V.7.2"]),
    (ADVENTURER, 'improvise "Errand (fox)" hammer', "improvise \"Quest (suit)\" ITEM AS_ITEM", ["V.7.2"]),
    (ADVENTURER, 'improvise "Fundraising (fox)" hammer tea', "not one of the face-up quests", ["9.5.5"]),
    (ADVENTURER, 'improvise "Escort (mouse)" hammer boots', "must match your clearing", ["9.5.5"]),
    (ADVENTURER, 'improvise "Errand (fox)" hammer sword', "asks for tea and boots, not sword", ["V.7.2", "9.5.5"]),
    (ADVENTURER, 'improvise "Errand (fox)" boots boots', "already counts as boots", ["V.7.2"]),
], ids=["not the adventurer", "in a forest", "two words", "not face up", "another suit", "not on the quest",
        "itself"])
def test_V_7_2_why_not_improvise(vb: dict[str, Any], action: str, words: str, rules: list[str]) -> None:
    reason, cited = why(pos(vb), action)
    assert words in reason and cited == rules


# ============================================================================ positions and words
@pytest.mark.law("9.3.1", "V.7.2", "V.8.2")
@pytest.mark.parametrize("vb", [ADVENTURER, {**HARRIER, "clearing": None, "forest": "F1"}],
                         ids=["adventurer", "harrier"])
def test_a_position_with_an_underworld_character_round_trips(vb: dict[str, Any]) -> None:
    g = pos(vb)
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h.fingerprint() == g.fingerprint() and h.legal_actions() == g.legal_actions()
    assert h.view(M)["players"][V]["board"]["character"] == vb["character"]
    # left out, his items are the character's starting items (9.3.5)
    g = pos({"character": vb["character"], "clearing": 5})
    assert gear(g, V) == STARTING[vb["character"]]


def test_the_terminal_names_the_characters_and_their_actions() -> None:
    from woodland.cli import render
    from woodland.factions.vagabond import DATA
    from woodland.factions.vagabond.words import Words

    cards = render.faction_cards()
    assert "Improvise" in cards["Adventurer"] and "Glide" in cards["Harrier"]
    w = Words(DATA)
    assert w.subtitle({"character": "harrier"}) == "Harrier"
    assert w.gloss("glide", ["3"]) == "Glide: his pawn alone to clearing 3, Law V.8.2"
    assert "Law V.7.2" in w.gloss("improvise", ["Errand (fox)", "hammer", "tea"])
    assert "special action Improvise (V.7.2)" in w.summary({"character": "adventurer", "items": []}, None)


# ============================================================================ fuzz
def fuzz(character: str, seed: int, steps: int) -> None:
    """A random game with the Vagabond playing ``character`` (his special action taken when
    offered, every other time), invariants checked after each step, the record replayed."""
    rec = Recorder({"map": "autumn", "factions": THREE, "seating": "given"}, seed)
    g = rec.game
    rng = Rng(seed)
    expected = Counter(card_places(g))
    items: Counter[str] | None = None
    special = CHARACTER_TYPES[character].kinds
    used = 0
    for step in range(steps):
        if g.pending is None:
            break
        opts_ = g.legal_actions()
        mine = [a for a in opts_ if a.kind in special]
        if g.pending.kind == "setup_character":
            a = next(a for a in opts_ if a.args == (character,))
        elif mine and rng.below(2) == 0:
            a = mine[rng.below(len(mine))]
            used += 1
        else:
            a = opts_[rng.below(len(opts_))]
        fp = g.fingerprint()
        h = Game.from_json(json.loads(json.dumps(g.to_json())))
        assert h.fingerprint() == fp and h.legal_actions() == opts_
        c = g.clone()
        rec.apply(a)
        c.apply(a)
        h.apply(a)
        assert c.fingerprint() == h.fingerprint() == g.fingerprint()
        check_pieces(g)
        check_rule_cache(g)
        assert Counter(card_places(g)) == expected
        if g.phase != "setup":
            items = items or item_count(g)
            assert item_count(g) == items, "items are not conserved"
        if g.pending is not None:
            check_views(g, g.pending.seat, Rng(seed + step))
    assert used or seed >= 200, f"the {character}'s special action was never taken"
    replay(json.loads(json.dumps(rec.record())))


#: two games per character by default; ``WOODLAND_SOAK=1`` plays twenty more of each
FUZZ = [("adventurer", 71), ("harrier", 72), ("adventurer", 73), ("harrier", 74)] + (
    [(ch, 200 + i) for i in range(20) for ch in ("adventurer", "harrier")]
    if os.environ.get("WOODLAND_SOAK", "") not in ("", "0") else [])


@pytest.mark.law("V.7.2", "V.8.2")
@pytest.mark.parametrize("character, seed", FUZZ)
def test_random_games_with_an_underworld_character_keep_the_invariants(character: str, seed: int,
                                                                      underworld: None) -> None:
    fuzz(character, seed, 400)


# ============================================================================ the rule-of-thumb bot
@pytest.mark.parametrize("vb, special", [({"character": "harrier", "forest": "F3"}, "glide"),
                                         ({"character": "adventurer", "forest": "F3"}, "improvise")],
                         ids=["harrier", "adventurer"])
def test_the_heuristic_bot_plays_an_underworld_character(vb: dict[str, Any], special: str) -> None:
    from woodland.bots.heuristic import HeuristicBot
    from woodland.sim import Observation

    g = pos(vb, phase="birdsong", ruins=[])
    bots = [HeuristicBot(s + 1) for s in range(g.n)]
    taken = 0
    while g.pending is not None and g.turn < 40:
        p = g.pending
        a = bots[p.seat].decide(Observation(g, p.seat), p.options)
        taken += p.seat == V and a.kind == special
        g.apply(a)
    assert taken, f"the bot never took {special}"
