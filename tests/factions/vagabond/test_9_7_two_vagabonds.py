"""Law 9.7: playing with two Vagabonds — setup (9.7.1), shared quests (9.7.2), taking
items from ruins holding two items (9.7.3) — and what each Vagabond keeps for himself
(relationships with the non-Vagabond factions, 9.2.9 / 9.3.6). The second Vagabond is the
faction ``vagabond2`` (the Second Vagabond board of the Riverfolk box, Law C.2.5).

Positions are games on the Autumn map (components.md §5): suits fox 1 6 8 12, rabbit 3 4 5
10, mouse 2 7 9 11; ruins in 6 10 11 12; the R items are bag, boots, hammer, sword
(components.md §0, 9.3.4). Positions with two Vagabonds are built with ``strict=False``:
the position checker counts only the base game's items (one torch), and each Vagabond has
a torch of his own (see the last test). Hands are given explicitly (empty unless needed).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from tests.factions.vagabond.helpers import gear
from woodland import Game
from woodland.core.ability import Ability
from woodland.core.errors import IllegalAction
from woodland.core.rng import Rng
from woodland.factions.marquise import Marquise
from woodland.position import InvalidPosition
from woodland.rules.setup import reach, reach_warning
from woodland.testing import asked, game_with, option_set as opts, options, play, position

M, E, V1, V2 = 0, 1, 2, 3  # seats in the four-player positions
FOUR = ["marquise", "eyrie", "vagabond", "vagabond2"]
R_ITEMS = ["bag", "boots", "hammer", "sword"]  # 9.3.4, components.md §0
ITEM_SUPPLY = {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}  # 5.1.5
RUINS = {"6": ["boots", "sword"], "10": ["bag", "hammer"], "11": ["bag", "boots"], "12": ["hammer", "sword"]}


# ----------------------------------------------------------------------------- helpers
def pos(v1: dict[str, Any], v2: dict[str, Any], clearings: dict[str, Any] | None = None, *,
        player: str = "vagabond2", phase: str = "daylight", hands: dict[str, Any] | None = None,
        ruin_items: dict[str, list[str]] | None = None, dice: list[int] | None = None, **extra: Any) -> Game:
    return game_with(FOUR, player=player, phase=phase, empty_hands=True, hands=hands, dice=dice, strict=False,
                     clearings=clearings or {}, ruin_items=ruin_items or RUINS,
                     vagabond={"character": "thief", "clearing": 8, **v1},
                     vagabond2={"character": "tinker", "clearing": 8, **v2}, **extra)


def board(g: Game, seat: int, viewer: int = M) -> dict[str, Any]:
    return g.view(viewer)["players"][seat]["board"]


def new_game(seed: int, factions: list[str] | None = None) -> Game:
    """Game.new with the Marquise's setup answered by its first options, up to the first
    Vagabond character choice."""
    g = Game.new({"map": "autumn", "factions": factions or ["marquise", "vagabond", "vagabond2"],
                  "seating": "given"}, seed)
    while g.pending.kind != "setup_character":
        g.apply(options(g)[0])
    return g


def ruin_stacks(g: Game) -> list[tuple[str, ...]]:
    return [g.ruin_items[c - 1] for c in (6, 10, 11, 12)]


# ============================================================================ 9.7.1 setup
@pytest.mark.law("9.7.1", "9.3.4")
def test_9_7_1_both_sets_of_r_items_two_random_items_under_each_ruin() -> None:
    layouts = set()
    for seed in range(6):
        g = new_game(seed)
        play(g, "character thief", "forest F1")
        stacks = ruin_stacks(g)
        assert all(len(st) == 2 for st in stacks)
        assert sorted(it for st in stacks for it in st) == sorted(R_ITEMS * 2)
        assert all(not g.ruin_items[c] for c in range(12) if c + 1 not in (6, 10, 11, 12))
        assert g.items == ITEM_SUPPLY  # R items are their own pieces (5.1.5)
        play(g, "character tinker", "forest F2")
        assert ruin_stacks(g) == stacks  # the second Vagabond adds nothing
        layouts.add(tuple(tuple(sorted(st)) for st in stacks))
    assert len(layouts) > 1  # random


@pytest.mark.law("9.7.1", "1.2")
def test_9_7_1_every_player_sees_how_many_items_lie_under_each_ruin() -> None:
    g = new_game(1)
    play(g, "character thief", "forest F1")
    for seat in range(g.n):
        v = g.view(seat)
        assert v["ruin_item_counts"] == {"6": 2, "10": 2, "11": 2, "12": 2}
        assert "ruin_items" not in v  # which items, nobody sees (9.3.4)


@pytest.mark.law("9.7.1")
def test_9_7_1_which_vagabond_sets_up_first_is_random() -> None:
    first = set()
    for seed in range(12):
        g = new_game(seed)
        assert asked(g)[0] in (1, 2)
        first.add(asked(g)[0])
        s = asked(g)[0]
        play(g, "character ranger", "forest F3")
        # then the other Vagabond sets up, and the game begins
        assert asked(g) == (3 - s, "setup_character")
        play(g, options(g)[0], "forest F4")
        assert g.phase in ("birdsong", "daylight") and g.factions[1].character and g.factions[2].character
    assert first == {1, 2}


@pytest.mark.law("9.7.1", "9.3.1")
def test_9_7_1_the_second_vagabond_cannot_take_the_first_character() -> None:
    g = new_game(3)
    s = asked(g)[0]
    play(g, "character arbiter", "forest F1")
    assert asked(g) == (3 - s, "setup_character")
    assert opts(g) == {"character thief", "character tinker", "character ranger", "character vagrant",
                       "character scoundrel"}
    with pytest.raises(IllegalAction):
        g.apply("character arbiter")


@pytest.mark.law("5.2")
def test_5_2_the_second_vagabond_has_reach_two() -> None:
    # Marquise 10 + Vagabond 5 + second Vagabond 2 (Law 5.2 table "Vagabond (first/second) 5/2")
    assert reach(["marquise", "vagabond", "vagabond2"]) == 17
    assert reach(["marquise", "vagabond"]) == 15
    assert reach_warning(["marquise", "vagabond", "vagabond2"]) is not None  # 18+ for three
    assert reach_warning(["marquise", "eyrie", "vagabond", "vagabond2"]) is None  # 24, 21+ for four


@pytest.mark.law("9.3.6", "9.2.9")
def test_9_3_6_each_vagabond_has_markers_only_for_non_vagabond_factions() -> None:
    g = new_game(5, ["marquise", "eyrie", "vagabond", "vagabond2"])
    play(g, options(g)[0], "forest F1")
    play(g, options(g)[0], "forest F2")
    assert g.factions[2].rel == {"marquise": 0, "eyrie": 0}
    assert g.factions[3].rel == {"marquise": 0, "eyrie": 0}
    assert board(g, 3)["relationships"] == {"marquise": 0, "eyrie": 0}


# ============================================================================ 9.7.2 shared quests
@pytest.mark.law("9.7.2", "9.3.3")
def test_9_7_2_one_row_of_three_face_up_quests_for_both() -> None:
    g = new_game(4)
    play(g, "character thief", "forest F1", "character tinker", "forest F2")
    b1, b2 = board(g, 1), board(g, 2)
    assert len(b1["quests"]) == 3 and b1["quests"] == b2["quests"]
    # no extra quests: three face up and twelve in the one deck
    assert b1["quest_deck"] == b2["quest_deck"] == 12


@pytest.mark.law("9.7.2", "9.5.5")
def test_9_7_2_either_vagabond_completes_any_face_up_quest() -> None:
    g = pos({"quests": ["Errand (fox)", "Guard Duty (rabbit)", "Escort (mouse)"],
             "completed": ["Repair a Shed (fox)"]},
            {"clearing": 1, "items": ["tea", "boots", "torch"], "completed": ["Fundraising (fox)"]})
    assert asked(g) == (V2, "daylight")
    assert 'quest "Errand (fox)"' in opts(g)
    play(g, 'quest "Errand (fox)"')
    assert gear(g, V2) == ["boots_x", "tea_x", "torch"]
    assert asked(g) == (V2, "quest_reward")
    play(g, "reward score")
    # a point per fox quest he completed (his two), not the first Vagabond's
    assert g.factions[V2].score == 2 and g.factions[V1].score == 0
    assert board(g, V2)["completed_quests"] == ["Fundraising (fox)", "Errand (fox)"]
    assert board(g, V1)["completed_quests"] == ["Repair a Shed (fox)"]
    # a new quest fills the shared row, seen on both boards
    row = board(g, V1)["quests"]
    assert len(row) == 3 and "Errand (fox)" not in row
    assert {"Guard Duty (rabbit)", "Escort (mouse)"} <= set(row)
    assert board(g, V2)["quests"] == row
    assert board(g, V1)["quest_deck"] == 15 - 3 - 3  # three face up, three completed
    assert set(row).isdisjoint({"Repair a Shed (fox)", "Fundraising (fox)"})


@pytest.mark.law("9.7.2")
def test_9_7_2_the_first_vagabond_can_take_a_quest_the_second_left() -> None:
    g = pos({"clearing": 5, "items": ["torch", "sword", "boots"],
             "quests": ["Errand (fox)", "Guard Duty (rabbit)", "Escort (mouse)"]},
            {}, player="vagabond")
    assert 'quest "Guard Duty (rabbit)"' in opts(g)
    play(g, 'quest "Guard Duty (rabbit)"', "reward draw")
    assert board(g, V1)["completed_quests"] == ["Guard Duty (rabbit)"] and len(g.factions[V1].hand) == 2


@pytest.mark.law("9.7.2")
def test_9_7_2_a_position_lists_the_shared_quests_on_the_first_board() -> None:
    with pytest.raises(InvalidPosition) as e:
        pos({}, {"quests": ["Errand (fox)"]})
    assert any(p.field == "vagabond2.quests" and p.rule == "9.7.2" for p in e.value.problems)


# ============================================================================ 9.7.3 ruins with two items
@pytest.mark.law("9.7.3", "9.5.3")
def test_9_7_3_he_looks_at_both_items_and_takes_one_of_his_choice() -> None:
    g = pos({}, {"clearing": 6, "items": ["torch", "torch", "boots"]})
    play(g, "explore")
    assert asked(g) == (V2, "explore_take") and opts(g) == {"take boots", "take sword"}
    play(g, "take sword")
    assert gear(g, V2) == ["boots", "sword", "torch", "torch_x"]
    assert g.factions[V2].score == 1
    assert g.ruin_items[5] == ("boots",) and (-1, "ruin") in g.buildings[5]
    assert board(g, V2)["r_items"] == ["sword"]
    # by exploring again he takes the other one too; the ruin goes with its last item
    play(g, "explore")
    assert gear(g, V2) == ["boots", "boots", "sword", "torch_x", "torch_x"]
    assert g.factions[V2].score == 2
    assert g.ruin_items[5] == () and (-1, "ruin") not in g.buildings[5]


@pytest.mark.law("9.7.3", "1.2")
def test_9_7_3_he_remembers_the_item_he_left_under_the_ruin_and_nobody_else_sees_it() -> None:
    g = pos({}, {"clearing": 6, "items": ["torch", "torch", "boots"]})
    assert g.view(V2)["players"][V2]["seen_ruin_items"] == {}
    play(g, "explore", "take sword")
    assert g.view(V2)["players"][V2]["seen_ruin_items"] == {"6": ["boots"]}
    for seat in range(g.n):
        if seat != V2:
            assert "seen_ruin_items" not in g.view(seat)["players"][V2]
            assert "boots" not in str(g.view(seat)["players"][V2].get("seen_ruin_items", ""))
    # his view survives redrawing what he cannot know (he knows this ruin's item)
    h = g.determinize(V2, Rng(5))
    assert h.view(V2) == g.view(V2)


@pytest.mark.law("9.7.3")
def test_9_7_3_not_an_r_item_of_a_kind_he_already_has_from_a_ruin() -> None:
    g = pos({}, {"clearing": 6, "items": ["torch", "boots_d"], "r_items": ["boots"]})
    play(g, "explore")
    # asked although one choice is left: the others cannot see what lies under the ruin
    assert asked(g) == (V2, "explore_take") and opts(g) == {"take sword"}
    with pytest.raises(IllegalAction) as e:
        g.apply("take boots")
    assert "9.7.3" in e.value.rules
    play(g, "take sword")
    assert g.factions[V2].score == 1
    assert sorted(g.factions[V2].rmarks) == ["boots", "sword"]


@pytest.mark.law("9.7.3")
def test_9_7_3_exploring_without_taking_scores_nothing_but_exhausts_the_torch() -> None:
    g = pos({}, {"clearing": 6, "items": ["torch", "boots", "sword"], "r_items": ["boots", "sword"]})
    play(g, "explore")
    assert asked(g) == (V2, "explore_take") and opts(g) == {"take none"}
    play(g, "take none")
    assert gear(g, V2) == ["boots", "sword", "torch_x"]
    assert g.factions[V2].score == 0
    assert sorted(g.ruin_items[5]) == ["boots", "sword"]


@pytest.mark.law("9.7.3")
def test_9_7_3_an_item_taken_from_a_ruin_blocks_the_same_kind_later() -> None:
    g = pos({}, {"clearing": 11, "items": ["torch", "torch"]})
    play(g, "explore", "take boots")
    assert g.factions[V2].score == 1 and g.ruin_items[10] == ("bag",)
    play(g, "explore")  # the bag is his: one item, nothing hidden, no question
    assert g.ruin_items[10] == () and (-1, "ruin") not in g.buildings[10]
    g = pos({}, {"clearing": 11, "items": ["torch", "torch"]}, ruin_items={**RUINS, "11": ["boots", "boots"],
                                                                               "6": ["bag", "sword"]})
    play(g, "explore", "take boots", "explore")
    # the second boots is an R boots like the one he took: he takes nothing, scores nothing
    assert g.factions[V2].score == 1
    assert gear(g, V2) == ["boots", "torch_x", "torch_x"]
    assert g.ruin_items[10] == ("boots",)


# ============================================================================ each his own relationships
@pytest.mark.law("9.2.9")
def test_9_2_9_each_vagabond_has_his_own_relationships() -> None:
    g = pos({"clearing": 1, "items": ["crossbow", "torch"]},
            {"clearing": 1, "items": ["boots", "torch", "hammer"]},
            {"1": {"marquise": 2, "eyrie": 2}}, player="vagabond")
    play(g, "strike marquise")
    assert g.factions[V1].rel == {"marquise": -1, "eyrie": 0}
    assert g.factions[V2].rel == {"marquise": 0, "eyrie": 0}
    g = pos({"clearing": 1}, {"clearing": 1, "items": ["boots", "torch"]}, {"1": {"eyrie": 2}},
            hands={"vagabond2": ["Anvil"]})
    play(g, "aid eyrie", "exhaust boots", 'give "Anvil"')
    assert g.factions[V2].rel == {"marquise": 0, "eyrie": 1} and g.factions[V2].score == 1
    assert g.factions[V1].rel == {"marquise": 0, "eyrie": 0}


@pytest.mark.law("11.2.7", "9.2.9")
def test_11_2_7_removals_that_make_no_hostility_are_asked_of_the_abilities(monkeypatch: pytest.MonkeyPatch) -> None:
    # the ability hook the Riverfolk's mercenaries answer (11.2.7): here an ability of the
    # Marquise says that her warriors removed in battle do not turn her Hostile
    class CalmInBattle(Ability):
        def keeps_relationship(self, g: Game, event: Any) -> bool:
            return bool(event.owner == self.seat and event.cause == "battle")

    monkeypatch.setattr(Marquise, "ABILITIES", Marquise.ABILITIES + (CalmInBattle,))
    g = pos({"clearing": 1, "items": ["sword", "sword", "crossbow"]}, {}, {"1": {"marquise": 3}},
            player="vagabond", dice=[2, 0])
    play(g, "battle 1 marquise")
    assert g.factions[V1].rel["marquise"] == 0 and g.warriors[0 * 4 + M] == 1
    play(g, "strike marquise")  # not in battle: Hostile as usual
    assert g.factions[V1].rel["marquise"] == -1


# ============================================================================ saving, copying, hidden information
@pytest.mark.law("9.7.2", "9.7.3")
def test_9_7_two_vagabonds_save_copy_and_determinize() -> None:
    g = pos({"quests": ["Errand (fox)", "Guard Duty (rabbit)", "Escort (mouse)"]},
            {"clearing": 6, "items": ["torch", "boots"], "completed": ["Fundraising (fox)"]})
    play(g, "explore", "take sword")  # he has seen the boots left under the ruin in 6
    g2 = Game.from_json(json.loads(g.dumps()))
    assert g2.fingerprint() == g.fingerprint()
    assert g.clone().fingerprint() == g.fingerprint()
    deck = sorted(g.factions[V1].quest_deck)
    stacks = Counter(it for r in g.ruin_items for it in r)
    others = set()
    for seed in range(8):
        d = g.determinize(V2, Rng(seed))
        assert d.ruin_items[5] == ("boots",)  # what he saw stays
        assert Counter(it for r in d.ruin_items for it in r) == stacks
        assert [len(r) for r in d.ruin_items] == [len(r) for r in g.ruin_items]
        assert sorted(d.factions[V1].quest_deck) == deck and d.factions[V1].quests == g.factions[V1].quests
        assert d.view(V2) == g.view(V2)
        others.add(tuple(d.ruin_items))
        m = g.determinize(M, Rng(seed))
        others.add(tuple(m.ruin_items))
        assert m.view(M) == g.view(M)
    assert len(others) > 1  # the ruins nobody looked into are redrawn


@pytest.mark.law("9.7.1")
def test_9_7_1_a_two_vagabond_position_with_both_starting_torches_is_valid() -> None:
    # each Vagabond's character card brings its own S items (9.3.5); the Riverfolk box holds
    # the second Vagabond's set, so two torches on two boards are possible
    spec = {"factions": FOUR, "ruin_items": RUINS,
            "vagabond": {"character": "thief", "forest": "F1"},
            "vagabond2": {"character": "ranger", "forest": "F2"}}
    g = position(spec)
    assert sorted(g.factions[V1].gear + g.factions[V2].gear).count("torch") == 2
