"""Law appendix V.10-V.12: the Homeland characters — the Cheat (Con), the Gladiator (Duel)
and the Jailor (Coerce) — and their starting items (V.10.1-V.12.1).

Starting items, with the icons the Law text lost (components.md §4, *unverified*: the Law
gives four, three and three items; docs/data-sources.md): Cheat boots, crossbow, tea, torch;
Gladiator boots, hammer, torch; Jailor boots, crossbow, torch.

Setup offers them when a faction or map of the Homeland box is in the game; where none of
those is in this build, a test puts a base faction in that box for the while
(``homeland``). Readings: docs/rulings.md R300-R303.

Positions are games on the Autumn map. Autumn facts (components.md §5): suits fox 1 6 8 12,
rabbit 3 4 5 10, mouse 2 7 9 11; paths 1-5 1-9 1-10 2-5 ...; quests (§4): Errand (fox)
tea + boots, Repair a Shed (fox) torch + hammer, Escort (mouse) boots + boots, Expel
Bandits (rabbit) sword + sword.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.factions.vagabond.helpers import gear
from tests.factions.vagabond.test_v7_v8_characters import fuzz, to_character_choice
from woodland import Game, explain
from woodland.factions.vagabond import BOXES, quest_label
from woodland.testing import asked, game_with, option_set as opts, options, play, warriors_at

THREE = ["marquise", "eyrie", "vagabond"]
M, E, V = 0, 1, 2
QUESTS = ["Errand (fox)", "Repair a Shed (fox)", "Escort (mouse)"]


def pos(vb: dict[str, Any], clearings: dict[str, Any] | None = None, *, hand: list[str] | None = None,
        score: int = 0, **extra: Any) -> Game:
    where = {} if "forest" in vb else {"clearing": 1}
    return game_with(THREE, player="vagabond", phase="daylight", empty_hands=True, clearings=clearings or {},
                     vagabond={**where, "quests": QUESTS, **vb}, hands={"vagabond": hand or []},
                     scores={"vagabond": score}, **extra)


def why(g: Game, action: str) -> tuple[str, list[str]]:
    e = explain(g, action)
    assert e.legal is False, (action, e)
    return e.reason, e.rules


def board(g: Game) -> dict[str, Any]:
    return g.view(V)["players"][V]["board"]


@pytest.fixture
def homeland(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The Eyrie counts as a faction of the Homeland box (a stand-in while the Homeland
    factions and maps are not in this build)."""
    monkeypatch.setitem(BOXES["homeland"], "with", [*BOXES["homeland"]["with"], "eyrie"])
    yield


# ============================================================================ 9.3.1 the choice, V.x.1 items
@pytest.mark.law("9.3.1", "V.10.1", "V.11.1", "V.12.1")
def test_homeland_characters_come_with_a_homeland_faction_and_their_starting_items(homeland: None) -> None:
    starting = {"cheat": ["boots", "crossbow", "tea", "torch"], "gladiator": ["boots", "hammer", "torch"],
                "jailor": ["boots", "crossbow", "torch"]}
    for ch, items in starting.items():
        g = to_character_choice({"map": "autumn", "factions": THREE}, 3)
        assert f"character {ch}" in opts(g)
        play(g, f"character {ch}")
        while not g.factions[V].gear:  # the items come with the starting forest (9.3.2)
            g.apply(options(g)[0])
        assert gear(g, V) == items


@pytest.mark.law("9.3.1")
def test_homeland_characters_not_offered_without_the_homeland_box() -> None:
    g = to_character_choice({"map": "autumn", "factions": THREE}, 3)
    assert not {"character cheat", "character gladiator", "character jailor"} & opts(g)


# ============================================================================ V.10.2 Cheat: Con
CHEAT = {"character": "cheat", "items": ["boots", "crossbow", "tea", "torch"]}


@pytest.mark.law("V.10.2", "9.5.5")
def test_V_10_2_con_completes_a_quest_with_any_two_items_and_returns_it_to_the_deck() -> None:
    g = pos(CHEAT)
    cons = {o for o in opts(g) if o.startswith("con ")}
    # only the fox quests of his fox clearing, with any two of his four items
    assert 'con "Errand (fox)" crossbow torch' in cons and 'con "Repair a Shed (fox)" boots tea' in cons
    assert not any("Escort" in o for o in cons) and len(cons) == 2 * 6
    deck = board(g)["quest_deck"]
    play(g, 'con "Repair a Shed (fox)" crossbow tea')  # the quest asks for torch + hammer
    assert gear(g, V) == ["boots", "crossbow_x", "tea_x", "torch"]
    assert asked(g) == (V, "quest_reward")
    play(g, "reward score")  # as normal: a point per completed fox quest, this one included
    assert g.factions[V].score == 1
    b = board(g)
    # a new quest is drawn, then the conned one is shuffled into the quest deck
    assert len(b["quests"]) == 3 and "Repair a Shed (fox)" not in b["quests"]
    assert b["completed_quests"] == [] and b["quest_deck"] == deck
    assert "Repair a Shed (fox)" in [quest_label(q) for q in g.factions[V].quest_deck]


@pytest.mark.law("V.10.2")
def test_V_10_2_con_draw_reward_and_once_per_turn() -> None:
    g = pos({**CHEAT, "completed": ["Fundraising (fox)"]}, hand=[])
    play(g, 'con "Errand (fox)" boots torch', "reward draw")
    assert len(g.factions[V].hand) == 2
    assert board(g)["completed_quests"] == ["Fundraising (fox)"]  # the conned quest went back
    assert not any(o.startswith("con ") for o in opts(g))
    reason, rules = why(g, 'con "Repair a Shed (fox)" crossbow tea')
    assert "once per turn" in reason and rules == ["V.10.2"]


@pytest.mark.law("V.10.2")
@pytest.mark.parametrize("action, words, rules", [
    ('con "Escort (mouse)" boots torch', "must match your clearing", ["9.5.5"]),
    ('con "Errand (fox)" boots boots', "face-up, undamaged boots and boots", ["V.10.2", "9.2.5"]),
    ('con "Errand (fox)" boots', "name the quest and the two items", ["V.10.2"]),
    ('con "Errand (fox)" boots cake', "no item 'cake'", ["9.2.5"]),
])
def test_V_10_2_why_not(action: str, words: str, rules: list[str]) -> None:
    reason, cited = why(pos(CHEAT), action)
    assert words in reason and cited == rules


def test_V_10_2_con_exhausted_items_do_not_count() -> None:
    g = pos({**CHEAT, "items": ["boots", "crossbow_x", "tea_d", "torch"]})
    assert {o for o in opts(g) if o.startswith("con ")} == {'con "Errand (fox)" boots torch',
                                                             'con "Repair a Shed (fox)" boots torch'}


# ============================================================================ V.11.2 Gladiator: Duel
GLADIATOR = {"character": "gladiator", "items": ["boots", "hammer", "torch"]}


@pytest.mark.law("V.11.2", "9.2.9")
def test_V_11_2_duel_damages_an_item_removes_a_warrior_draws_and_stays_friendly() -> None:
    g = pos(GLADIATOR, {"1": {"marquise": 2}})
    assert {o for o in opts(g) if o.startswith("duel")} == {"duel boots marquise", "duel hammer marquise",
                                                           "duel torch marquise"}
    play(g, "duel hammer marquise")
    assert gear(g, V) == ["boots", "hammer_d_x", "torch"]  # exhausted and damaged
    assert warriors_at(g, 1, M) == 1 and len(g.factions[V].hand) == 1
    assert board(g)["relationships"]["marquise"] == 0  # do not go Hostile
    assert g.factions[V].score == 0  # no Infamy: not Hostile, and not in battle
    play(g, "duel torch marquise")  # not once per turn: again, with another item
    assert warriors_at(g, 1, M) == 0 and len(g.factions[V].hand) == 2
    assert board(g)["relationships"]["marquise"] == 0


@pytest.mark.law("V.11.2")
@pytest.mark.parametrize("action, words, rules", [
    ("duel hammer eyrie", "eyrie has no warriors in your clearing", ["V.11.2"]),
    ("duel sword marquise", "face-up, undamaged sword", ["V.11.2", "9.2.5"]),
    ("duel hammer", "name the item to exhaust and damage and the enemy", ["V.11.2"]),
    ("duel hammer vagabond", "no other player 'vagabond'", ["V.11.2"]),
])
def test_V_11_2_why_not(action: str, words: str, rules: list[str]) -> None:
    reason, cited = why(pos(GLADIATOR, {"1": {"marquise": 2}}), action)
    assert words in reason and cited == rules


def test_V_11_2_no_duel_in_a_forest_or_without_enemy_warriors() -> None:
    g = pos({**GLADIATOR, "forest": "F1"}, {"1": {"marquise": 2}})
    assert not any(o.startswith("duel") for o in opts(g))
    g = pos(GLADIATOR, {"1": {"marquise": 0}, "5": {"marquise": 2}})
    assert not any(o.startswith("duel") for o in opts(g))


# ============================================================================ V.12.2 Jailor: Coerce
JAILOR = {"character": "jailor", "items": ["crossbow", "torch"]}


@pytest.mark.law("V.12.2")
def test_V_12_2_coerce_spends_a_matching_card_as_any_item_then_loses_a_point_after_the_action() -> None:
    g = pos(JAILOR, hand=["Anvil", "Sword"], score=3)  # Anvil fox, Sword mouse; clearing 1 is fox
    coerce = {o for o in opts(g) if o.startswith("coerce")}
    assert "coerce Anvil boots" in coerce and not any("Sword" in o for o in coerce)
    assert not any(o.startswith("move") for o in opts(g))  # no boots
    play(g, "coerce Anvil boots")
    assert [g.deckdef.cards[c].label for c in g.factions[V].hand] == ["Sword"] and g.discard
    assert board(g)["coerced"] == "boots"
    assert {"move 5", "move 9", "move 10"} <= opts(g)  # the card stands for his boots
    assert g.factions[V].score == 3
    play(g, "move 5")
    assert board(g).get("coerced") is None and g.factions[V].score == 2  # after the move
    assert gear(g, V) == ["crossbow", "torch"]
    reason, rules = why(g, "coerce Sword boots")
    assert "once per turn" in reason and rules == ["V.12.2"]


@pytest.mark.law("V.12.2", "9.5.5")
def test_V_12_2_coerce_adds_to_a_quest_and_the_point_goes_after_the_reward() -> None:
    g = pos({**JAILOR, "items": ["torch"]}, hand=["Anvil"], score=5)
    assert not any(o.startswith("quest") for o in opts(g))
    play(g, "coerce Anvil hammer")
    play(g, 'quest "Repair a Shed (fox)"')  # torch + hammer: the card stands for the hammer
    assert asked(g) == (V, "quest_reward") and g.factions[V].score == 5  # not yet: during the action
    play(g, "reward score")
    assert g.factions[V].score == 5 + 1 - 1
    assert gear(g, V) == ["torch_x"]


@pytest.mark.law("V.12.2", "9.5.8", "4.1")
def test_V_12_2_coerce_adds_a_hammer_to_craft() -> None:
    g = pos({**JAILOR, "items": ["hammer"]}, hand=["Stand and Deliver!", "Foxfolk Steel"], score=5)
    assert not any(o.startswith("craft") for o in opts(g))  # Foxfolk Steel costs two fox
    play(g, 'coerce "Stand and Deliver!" hammer')
    craft = [o for o in opts(g) if o.startswith("craft")]
    assert craft
    play(g, craft[0])
    assert "sword" in gear(g, V) and gear(g, V).count("hammer_x") == 1
    assert g.factions[V].score == 5 + 2 - 1  # the item's two points, then the point lost


@pytest.mark.law("V.12.2", "9.5.7")
def test_V_12_2_coerce_repairs_without_a_hammer() -> None:
    g = pos({**JAILOR, "items": ["crossbow_d", "torch"]}, hand=["Anvil"], score=1)
    assert not any(o.startswith("repair") for o in opts(g))
    play(g, "coerce Anvil hammer", "repair crossbow_d")
    assert gear(g, V) == ["crossbow", "torch"] and g.factions[V].score == 0


@pytest.mark.law("V.12.2", "9.5.4")
def test_V_12_2_coerce_for_aid_with_every_item_exhausted() -> None:
    g = pos({**JAILOR, "items": ["crossbow_x", "torch_x"]}, {"1": {"marquise": 1}}, hand=["Anvil", "Travel Gear (fox)"],
            score=1)
    assert not any(o.startswith("aid") for o in opts(g))
    play(g, "coerce Anvil crossbow")
    assert "aid marquise" in opts(g)
    play(g, "aid marquise")  # the card's crossbow is the only item to exhaust: exhausted at once
    play(g, 'give "Travel Gear (fox)"')
    assert g.factions[M].hand and gear(g, V) == ["crossbow_x", "torch_x"]
    # the first aid moves the Marquise to space 1 (a point, 9.2.9.I); then the point is lost
    assert board(g)["relationships"]["marquise"] == 1 and g.factions[V].score == 1 + 1 - 1


@pytest.mark.law("V.12.2")
def test_V_12_2_the_card_is_exhausted_before_a_real_item() -> None:
    g = pos({**JAILOR, "items": ["boots", "torch"]}, hand=["Anvil"], score=2)
    play(g, "coerce Anvil boots", "move 5")
    assert gear(g, V) == ["boots", "torch"] and g.factions[V].score == 1


@pytest.mark.law("V.12.2")
def test_V_12_2_an_unused_coerce_lapses_as_evening_begins_without_a_point() -> None:
    g = pos(JAILOR, hand=["Anvil"], score=2)
    play(g, "coerce Anvil sword")  # nothing exhausts a sword: he can only end his Daylight
    assert g.current != V  # his Evening is over
    assert g.factions[V].score == 2 and "coerced" not in board(g)


@pytest.mark.law("V.12.2")
@pytest.mark.parametrize("action, words, rules", [
    ("coerce Sword boots", "must match fox", ["V.12.2", "2.1.1"]),
    ("coerce Anvil wand", "no item 'wand'", ["9.2.5"]),
    ("coerce Anvil", "name the card to spend and the item", ["V.12.2"]),
    ("coerce Armorers boots", "you have no Armorers in hand", ["V.12.2"]),
])
def test_V_12_2_why_not(action: str, words: str, rules: list[str]) -> None:
    reason, cited = why(pos(JAILOR, hand=["Anvil", "Sword"]), action)
    assert words in reason and cited == rules


def test_V_12_2_no_coerce_in_a_forest() -> None:
    g = pos({**JAILOR, "forest": "F1"}, hand=["Anvil"])
    assert not any(o.startswith("coerce") for o in opts(g))
    reason, _ = why(g, "coerce Anvil boots")
    assert "forest" in reason


# ============================================================================ whole games
@pytest.mark.law("V.10.2", "V.11.2", "V.12.2")
@pytest.mark.parametrize("character, seed", [("cheat", 81), ("gladiator", 82), ("jailor", 83)])
def test_random_games_with_a_homeland_character_keep_the_invariants(character: str, seed: int,
                                                                   homeland: None) -> None:
    fuzz(character, seed, 400)


@pytest.mark.law("V.12.2", "11.2.6")
def test_V_12_2_coerce_pays_for_riverfolk_services_and_the_point_goes_once_they_are_bought() -> None:
    # clearing 8 is fox; his two items pay for two, the card for the third
    g = game_with(["marquise", "eyrie", "riverfolk", "vagabond"], player="vagabond", phase="birdsong",
                  riverfolk={"prices": {"hand_card": 3, "riverboats": 3, "mercenaries": 1}},
                  vagabond={"character": "jailor", "clearing": 8, "items": ["boots", "torch"]},
                  hands={"vagabond": ["Anvil", "Sword"]}, scores={"vagabond": 4})
    jv, rf = 3, 2
    assert asked(g) == (jv, "buy_service") and "buy riverboats" in opts(g)  # three: two items and a card
    play(g, "buy riverboats")
    assert asked(g) == (jv, "pay_service")
    assert opts(g) == {"exhaust boots", "exhaust torch", "coerce Anvil"}  # Sword is mouse
    reason, rules = why(g, "coerce Sword")
    assert "must match fox" in reason and rules == ["V.12.2", "2.1.1"]
    play(g, "exhaust boots")
    assert opts(g) == {"exhaust torch", "coerce Anvil"} and g.factions[jv].score == 4
    play(g, "coerce Anvil")  # the torch is then exhausted at once: no other way to pay is left
    assert [g.deckdef.cards[c].label for c in g.factions[jv].hand] == ["Sword"]
    assert g.view(rf)["players"][rf]["board"]["payments"] == {"riverfolk": 3}
    # the services bought, his Birdsong begins (his items are refreshed, 9.4.1): the point is lost
    assert g.factions[jv].score == 3 and asked(g)[0] == jv and g.phase == "birdsong"


# ============================================================================ the rule-of-thumb bot
def bot_game(vb: dict[str, Any], turns: int = 40, clearings: dict[str, Any] | None = None) -> list[str]:
    """A game of heuristic bots from the Vagabond's Birdsong; the kinds he chose."""
    from woodland.bots.heuristic import HeuristicBot
    from woodland.sim import Observation

    g = game_with(THREE, player="vagabond", phase="birdsong", empty_hands=True, clearings=clearings or {},
                  vagabond=vb, ruins=[])
    bots = [HeuristicBot(s + 1) for s in range(g.n)]
    kinds = []
    while g.pending is not None and g.turn < turns:
        p = g.pending
        a = bots[p.seat].decide(Observation(g, p.seat), p.options)
        if p.seat == V:
            kinds.append(a.kind)
        g.apply(a)
    return kinds


@pytest.mark.parametrize("character, special", [("cheat", "con"), ("gladiator", "duel")])
def test_the_heuristic_bot_plays_a_homeland_character(character: str, special: str) -> None:
    warriors = {str(c): {"marquise": 3} for c in (1, 5, 9, 10)}
    assert special in bot_game({"character": character, "clearing": 1}, clearings=warriors)


def test_the_heuristic_bot_coerces_a_torch_to_explore() -> None:
    from woodland.bots.heuristic import HeuristicBot
    from woodland.sim import Observation

    g = pos({**JAILOR, "clearing": 10, "items": ["boots", "torch_x"]}, hand=["Bake Sale"], score=3)
    assert g.ruin_items[9] and "explore" not in opts(g)  # clearing 10 has a ruin; no face-up torch
    bot = HeuristicBot(1)
    a = bot.decide(Observation(g, V), g.pending.options)
    assert str(a) == 'coerce "Bake Sale" torch'
    g.apply(a)
    assert bot.decide(Observation(g, V), g.pending.options).kind == "explore"
    # in a whole game he handles Coerce whenever it is offered
    bot_game({"character": "jailor", "forest": "F3"}, turns=20)


# ============================================================================ in the terminal
@pytest.mark.law("V.12.2")
def test_the_jailor_coerces_at_the_terminal() -> None:
    from tests.cli.test_play import session

    g = pos(JAILOR, {"1": {"marquise": 2}}, hand=["Anvil", "Sword"], score=3)
    s, _, out = session(["coerce Anvil boots", "move 5", "card Jailor", "coerce Sword boots"], humans=["vagabond"],
                        game=g)
    s.run()
    text = " ".join(out.getvalue().replace("│", " ").split())
    assert "a card spent with Coerce stands for a boots (V.12.2)" in text
    assert "Coerce: spends Anvil as if exhausting a boots" in text
    assert "vagabond −1 VP (now 2)" in text
    assert "Jailor: Vagabond character · starts with boots, crossbow, torch · Coerce:" in text
    assert "Illegal: Coerce is once per turn, and you have coerced this turn (Law V.12.2" in text


def rare_positions() -> list[Game]:
    """Con, Duel and Coerce offered, in Daylight and paying for services (tests/test_kinds.py)."""
    out = [pos(CHEAT), pos(GLADIATOR, {"1": {"marquise": 2}}), pos(JAILOR, hand=["Anvil"])]
    g = game_with(["marquise", "eyrie", "riverfolk", "vagabond"], player="vagabond", phase="birdsong",
                  riverfolk={"prices": {"hand_card": 3, "riverboats": 2, "mercenaries": 1}},
                  vagabond={"character": "jailor", "clearing": 8, "items": ["boots", "torch"]},
                  hands={"vagabond": ["Anvil"]})
    play(g, "buy riverboats")
    out.append(g)
    kinds = {a.kind for h in out for a in h.legal_actions()}
    assert {"con", "duel", "coerce"} <= kinds and "coerce Anvil" in opts(g)
    return out
