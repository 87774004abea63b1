"""The rules oracle's "why not?" answers for the Riverfolk Vagabonds and two Vagabonds.

The companion of tests/test_why_not.py for Law appendix V.4-V.6 (the Vagrant's Instigate,
the Arbiter's Protector, the Scoundrel's Scorched Earth) and 9.7 (two Vagabonds): for each
distinct reason a ``why_not`` of woodland/factions/vagabond.py or the battle frame
(woodland/rules/battle.py, the ``before_roll_why`` hook) gives for these rules, a concrete
position where the action is illegal for exactly that reason; ``woodland.explain(position,
action)`` must answer legal=False, cite exactly the reason's rule ids and name the right
thing. Each case is marked with the rule ids it expects.

Every position used here is also checked the other way: each of its legal actions is
explained as legal.

``OTHERS_CASES`` are the same rules met by other factions: moving or placing where the
Scoundrel's torch lies (the generic move and placement reasons ask the blocking faction)
and enlisting the Arbiter in another player's turn. One rules case closes the file: no
Overwork at a coalition partner's sawmill where the torch lies (V.6.2).

Autumn facts used below (components.md §5): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; ruins (R) in 6, 10,
11, 12; paths 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12
11-12; forest F1 touches 1, 2, 5, 10. Starting items (components.md §4): Vagrant coins,
torch, boots; Arbiter boots, torch, sword, sword; Scoundrel boots, boots, torch, crossbow.
Every special action here exhausts a torch (components.md §0). The R items are bag, boots,
hammer, sword (9.3.4); with two Vagabonds two lie under each ruin (9.7.1).
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tests.whynot import Pos as PosBase, case_test, check, check_legal, why
from woodland import explain
from woodland.testing import position

V3 = ["marquise", "eyrie", "vagabond"]
V4 = ["marquise", "eyrie", "alliance", "vagabond"]
TWO = ["marquise", "eyrie", "vagabond", "vagabond2"]
RUINS = {"6": ["boots", "sword"], "10": ["bag", "hammer"], "11": ["bag", "boots"], "12": ["hammer", "sword"]}


def hands(factions: list[str], **given: list[str]) -> dict[str, list[str]]:
    """Every hand empty (nobody is asked about ambushes) except the ones given."""
    return {**{k: [] for k in factions}, **given}


class Pos(PosBase):
    registry: ClassVar[list[PosBase]] = []


# ============================================================================ positions
# ---------------------------------------------------------------------------- V.4.2 Vagrant: Instigate
# The Vagrant in 5 (rabbit): the Marquise (2 warriors), the Eyrie (1 warrior) and an Alliance
# sympathy token there; two more Eyrie warriors in 1.
VAGRANT = {"character": "vagrant", "clearing": 5, "items": ["coins", "torch", "boots", "sword"]}
VG_SPEC: dict[str, Any] = {
    "factions": V4,
    "turn": {"player": "vagabond", "phase": "daylight"},
    "clearings": {"5": {"marquise": 2, "eyrie": 1, "alliance": {"tokens": ["sympathy"]}}, "1": {"eyrie": 2}},
    "vagabond": VAGRANT,
    "hands": hands(V4)}
VG_DAY = Pos("vagrant daylight", VG_SPEC)
# The Eyrie stands only in 1: nothing of theirs is in his clearing 5.
VG_APART = Pos("vagrant: the eyrie elsewhere", {
    "factions": V3,
    "turn": {"player": "vagabond", "phase": "daylight"},
    "clearings": {"5": {"marquise": 2}, "1": {"eyrie": 2}},
    "vagabond": VAGRANT,
    "hands": hands(V3)})
VG_NO_TORCH = Pos("vagrant with his torch exhausted", dict(
    VG_SPEC, vagabond={**VAGRANT, "items": ["coins", "torch_x", "boots", "sword"]}))
VG_FOREST = Pos("vagrant in a forest", dict(
    VG_SPEC, vagabond={"character": "vagrant", "forest": "F1", "items": ["coins", "torch", "boots"]}))
VG_THIEF = Pos("thief instigates", dict(
    VG_SPEC, vagabond={"character": "thief", "clearing": 5, "items": ["tea", "torch", "boots", "sword"]}))
# Four players: the Vagrant has formed a coalition with the Marquise (lowest score, 9.2.8).
VG_COALITION = Pos("vagrant in a coalition", dict(
    VG_SPEC, coalition={"vagabond": "marquise"}, dominance={"vagabond": "Fox Dominance"},
    scores={"marquise": 2, "eyrie": 6, "alliance": 5}))

# ---------------------------------------------------------------------------- V.5.2 Arbiter: Protector
# The Marquise (4 warriors) attacks the Eyrie (1 warrior) in 5, where the Arbiter stands.
ARBITER = {"character": "arbiter", "clearing": 5, "items": ["boots", "torch", "sword", "sword"]}
AR_SPEC: dict[str, Any] = {
    "factions": V3,
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {"5": {"marquise": 4, "eyrie": 1}},
    "vagabond": ARBITER,
    "hands": hands(V3),
    "play": ["battle 5 eyrie"]}
AR_BEFORE = Pos("arbiter: before the roll", AR_SPEC)
# Four players: the Arbiter is in a coalition with the attacker, and may still be enlisted
# against her (V.5.2 forbids only himself; ruling in the report).
AR_COALITION = Pos("arbiter in a coalition with the attacker", dict(
    AR_SPEC, factions=V4, hands=hands(V4), coalition={"vagabond": "marquise"}, dominance={"vagabond": "Fox Dominance"},
    scores={"marquise": 2, "eyrie": 6, "alliance": 5}))
# The Eyrie holds a card, so it is first asked about an ambush (4.3.1).
AR_EARLY = Pos("arbiter: the ambush step", dict(AR_SPEC, hands=hands(V3, eyrie=["Anvil"])))
AR_AWAY = Pos("arbiter in another clearing", dict(
    AR_SPEC, hands=hands(V3, eyrie=["Anvil"]), vagabond={**ARBITER, "clearing": 1}))
AR_FOREST = Pos("arbiter in a forest", dict(
    AR_SPEC, hands=hands(V3, eyrie=["Anvil"]), vagabond={**ARBITER, "clearing": None, "forest": "F1"}))
AR_RANGER = Pos("ranger where the arbiter would be", dict(
    AR_SPEC, hands=hands(V3, eyrie=["Anvil"]),
    vagabond={"character": "ranger", "clearing": 5, "items": ["boots", "torch", "crossbow", "sword"]}))
# The Marquise attacks the Arbiter himself, who holds a card (asked about an ambush).
AR_HIMSELF = Pos("arbiter defends", dict(
    AR_SPEC, clearings={"5": {"marquise": 4}}, hands=hands(V3, vagabond=["Anvil"]), play=["battle 5 vagabond"]))
# The Arbiter attacks the Eyrie, who holds a card.
AR_AGAINST = Pos("arbiter attacks", dict(
    AR_SPEC, turn={"player": "vagabond", "phase": "daylight"}, clearings={"5": {"eyrie": 2}},
    hands=hands(V3, eyrie=["Anvil"]), play=["battle 5 eyrie"]))
# The Eyrie ambushes (rabbit, clearing 5); the Marquise, holding a card, may foil.
AR_FOIL = Pos("arbiter: the attacker foils", dict(
    AR_SPEC, hands=hands(V3, eyrie=["Ambush (rabbit)"], marquise=["Anvil"]),
    play=["battle 5 eyrie", 'ambush "Ambush (rabbit)"']))
# The Marquise (3 warriors) attacks the Alliance's base and sympathy token in 5 (no
# warriors) where the Arbiter stands: rolled 3 and 3, she deals 3 + 1 (defenseless,
# 4.3.5.II) and the Alliance chooses which piece goes first.
AL_SPEC: dict[str, Any] = {
    "factions": ["marquise", "alliance", "vagabond"],
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {"5": {"marquise": 3, "alliance": {"buildings": ["base_rabbit"], "tokens": ["sympathy"]}}},
    "vagabond": ARBITER,
    "hands": hands(["marquise", "alliance", "vagabond"])}
AR_LATE = Pos("arbiter: after the roll", dict(AL_SPEC, play=["battle 5 alliance", "pass"]), dice=[3, 3])
AR_ENLISTED = Pos("arbiter already enlisted", dict(AL_SPEC, play=["battle 5 alliance", "enlist vagabond"]),
                  dice=[3, 3])
AR_OWN_DAY = Pos("arbiter daylight", dict(AR_SPEC, turn={"player": "vagabond", "phase": "daylight"}, play=[]))
AR_OTHER_DAY = Pos("arbiter in the marquise's daylight",
                   dict(AR_SPEC, turn={"player": "marquise", "phase": "daylight"}, play=[]))
AR_OWN_BIRDSONG = Pos("arbiter birdsong", dict(AR_SPEC, turn={"player": "vagabond", "phase": "birdsong"}, play=[]))
# Evening: eight items in the Satchel, two over his limit of six (9.6.4).
AR_OWN_EVENING = Pos("arbiter evening", dict(
    AR_SPEC, turn={"player": "vagabond", "phase": "evening"}, play=[],
    vagabond={**ARBITER, "items": ["boots", "torch", "sword", "sword", "boots", "hammer", "crossbow", "bag_d"]}))

# ---------------------------------------------------------------------------- V.6.2 Scoundrel: Scorched Earth
SCOUNDREL = {"character": "scoundrel", "clearing": 5, "items": ["boots", "boots", "torch", "crossbow"]}
SC_SPEC: dict[str, Any] = {
    "factions": V3,
    "turn": {"player": "vagabond", "phase": "daylight"},
    "clearings": {"5": {"marquise": 2}, "1": {"marquise": 1}},
    "vagabond": SCOUNDREL,
    "hands": hands(V3)}
SC_DAY = Pos("scoundrel daylight", SC_SPEC)
SC_NO_TORCH = Pos("scoundrel with his torch exhausted", dict(
    SC_SPEC, vagabond={**SCOUNDREL, "items": ["boots", "boots", "torch_x", "crossbow"]}))
SC_FOREST = Pos("scoundrel in a forest", dict(SC_SPEC, vagabond={**SCOUNDREL, "clearing": None, "forest": "F1"}))
SC_RANGER = Pos("ranger scorches", dict(
    SC_SPEC, vagabond={"character": "ranger", "clearing": 5, "items": ["boots", "torch", "crossbow", "sword"]}))
# In 1, the clearing with the Marquise's keep (6.2.2: only she places pieces there): the
# torch is no faction piece, and Scorched Earth removes the keep (ruling in the report).
SC_KEEP = Pos("scoundrel by the keep", dict(
    SC_SPEC, clearings={"1": {"marquise": {"warriors": 2, "tokens": ["keep"]}}}, vagabond={**SCOUNDREL, "clearing": 1}))
# He scorched 5 and moved out to 1 (the torch stays in 5).
SC_LEFT = Pos("scoundrel left the scorched clearing", dict(
    SC_SPEC, clearings={"1": {"marquise": 1}},
    vagabond={**SCOUNDREL, "clearing": 1, "items": ["boots", "boots", "crossbow"], "scorched": [5]}))
SC_SLIP = Pos("scoundrel slips from a forest", dict(
    SC_SPEC, clearings={}, turn={"player": "vagabond", "phase": "birdsong"},
    vagabond={**SCOUNDREL, "clearing": None, "forest": "F1", "items": ["boots", "boots", "crossbow"],
              "scorched": [5]}))
# The Marquise rules 1 and 2, next to the scorched clearing 5.
SC_MARCH = Pos("marquise marches toward the torch", {
    "factions": V3,
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {"1": {"marquise": {"warriors": 3, "buildings": ["sawmill"]}},
                  "2": {"marquise": {"warriors": 1, "buildings": ["workshop"]}}},
    "vagabond": {**SCOUNDREL, "clearing": 10, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
    "hands": hands(V3),
    "play": ["march"]})
# The Alliance (sympathy in 2, two rabbit supporters) could spread into 5 or 10.
SC_SPREAD = Pos("alliance spreads toward the torch", {
    "factions": V4,
    "turn": {"player": "alliance", "phase": "birdsong"},
    "clearings": {"2": {"alliance": {"tokens": ["sympathy"]}}},
    "alliance": {"supporters": ["Bake Sale", "Command Warren"]},
    "vagabond": {**SCOUNDREL, "clearing": 10, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
    "hands": hands(V4),
    "play": ["done"]})
# In a coalition with the Scoundrel, the Marquise kept her pieces in 5 (not enemy pieces),
# so she rules it; nothing of hers can be placed there.
SC_COALITION = Pos("marquise builds by the torch", {
    "factions": V4,
    "turn": {"player": "marquise", "phase": "daylight"},
    "coalition": {"vagabond": "marquise"}, "dominance": {"vagabond": "Fox Dominance"},
    "scores": {"marquise": 1, "eyrie": 5, "alliance": 5},
    "clearings": {"5": {"marquise": 3}},
    "vagabond": {**SCOUNDREL, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
    "hands": hands(V4)})
# In a coalition with the Scoundrel, the Eyrie kept 3 warriors in 5 and rules it; its Decree
# builds a roost in a rabbit clearing it rules (3, 4 or 5).
SC_ROOST = Pos("eyrie builds by the torch", {
    "factions": V4,
    "turn": {"player": "eyrie", "phase": "daylight"},
    "coalition": {"vagabond": "eyrie"}, "dominance": {"vagabond": "Fox Dominance"},
    "scores": {"marquise": 5, "eyrie": 1, "alliance": 5},
    "clearings": {"5": {"eyrie": 3}, "3": {"eyrie": 2}, "4": {"eyrie": 2},
                  "1": {"eyrie": {"warriors": 1, "buildings": ["roost"]}}},
    "eyrie": {"decree": {"build": ["Bake Sale"]}},
    "vagabond": {**SCOUNDREL, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
    "hands": hands(V4)})

# ---------------------------------------------------------------------------- 9.7 two Vagabonds
# The second Vagabond (Tinker) in 5 (rabbit); the shared row of quests lies on the first
# Vagabond's board; each has completed a quest of his own.
TV_QUEST = Pos("two vagabonds: shared quests", {
    "factions": TWO,
    "turn": {"player": "vagabond2", "phase": "daylight"},
    "ruin_items": RUINS,
    "vagabond": {"character": "thief", "clearing": 8,
                 "quests": ["Errand (fox)", "Guard Duty (rabbit)", "Escort (mouse)"],
                 "completed": ["Expel Bandits (rabbit)"]},
    "vagabond2": {"character": "tinker", "clearing": 5, "items": ["boots", "torch", "bag", "hammer"],
                  "completed": ["Fend off a Bear (rabbit)"]},
    "hands": hands(TWO)})
# The second Vagabond explores the ruin in 6 (boots, sword) with an R boots on his board.
TV_RUIN = Pos("two vagabonds: a ruin with two items", {
    "factions": TWO,
    "turn": {"player": "vagabond2", "phase": "daylight"},
    "ruin_items": RUINS,
    "vagabond": {"character": "thief", "clearing": 8},
    "vagabond2": {"character": "tinker", "clearing": 6, "items": ["torch", "boots_d"], "r_items": ["boots"]},
    "hands": hands(TWO),
    "play": ["explore"]})
# The second Vagabond is Hostile to the Marquise (three warriors in 1), the first is not;
# each has one face-up boots.
TV_HOSTILE_SPEC: dict[str, Any] = {
    "factions": TWO,
    "turn": {"player": "vagabond2", "phase": "daylight"},
    "ruin_items": RUINS,
    "clearings": {"1": {"marquise": 3}},
    "vagabond": {"character": "thief", "clearing": 5, "items": ["boots", "torch"]},
    "vagabond2": {"character": "tinker", "clearing": 5, "items": ["boots", "torch"],
                  "relationships": {"marquise": "hostile"}},
    "hands": hands(TWO)}
TV_HOSTILE = Pos("two vagabonds: the second is hostile", TV_HOSTILE_SPEC)
TV_HOSTILE_FIRST = Pos("two vagabonds: the first is not hostile", dict(
    TV_HOSTILE_SPEC, turn={"player": "vagabond", "phase": "daylight"}))
# In 5: Marquise and Eyrie warriors and both pawns. The first Vagabond is Allied with the
# Marquise, the second with the Eyrie.
TV_ALLY_SPEC: dict[str, Any] = {
    "factions": TWO,
    "turn": {"player": "vagabond2", "phase": "daylight"},
    "ruin_items": RUINS,
    "clearings": {"5": {"marquise": 2, "eyrie": 2}},
    "vagabond": {"character": "thief", "clearing": 5, "items": ["boots", "torch"],
                 "relationships": {"marquise": 3}},
    "vagabond2": {"character": "ranger", "clearing": 5, "items": ["boots", "torch", "sword", "crossbow"],
                  "relationships": {"eyrie": 3}},
    "hands": hands(TWO)}
TV_ALONG = Pos("two vagabonds: moving with allies", dict(TV_ALLY_SPEC, play=["move 1"]))
# The second Vagabond is Allied with the Marquise too, whose warriors are not in his clearing.
TV_ALONG_AWAY = Pos("two vagabonds: an ally elsewhere", dict(
    TV_ALLY_SPEC, clearings={"5": {"eyrie": 2}, "2": {"marquise": 2}}, play=["move 1"],
    vagabond2={**TV_ALLY_SPEC["vagabond2"], "relationships": {"eyrie": 3, "marquise": 3}}))
TV_BATTLE_ALLY = Pos("two vagabonds: battling with allies", dict(TV_ALLY_SPEC, play=["battle 5 vagabond"]),
                     )
TV_DAY = Pos("two vagabonds: side by side", TV_ALLY_SPEC)
# The Marquise attacks the Eyrie in 5 with both Vagabonds there: the second is the Arbiter.
TV_ARBITER = Pos("two vagabonds: the second is the arbiter", {
    "factions": TWO,
    "turn": {"player": "marquise", "phase": "daylight"},
    "ruin_items": RUINS,
    "clearings": {"5": {"marquise": 4, "eyrie": 1}},
    "vagabond": {"character": "thief", "clearing": 5},
    "vagabond2": {**ARBITER},
    "hands": hands(TWO),
    "play": ["battle 5 eyrie"]})
# The second Vagabond is about to move into 5, where the first (Scoundrel) placed his torch.
TV_SCORCHED = Pos("two vagabonds: the other's torch", {
    "factions": TWO,
    "turn": {"player": "vagabond2", "phase": "daylight"},
    "ruin_items": RUINS,
    "vagabond": {**SCOUNDREL, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
    "vagabond2": {"character": "thief", "clearing": 1, "items": ["boots", "torch", "tea", "sword"]},
    "hands": hands(TWO)})
# Setup (9.7.1, seed 0): the first Vagabond has taken the Arbiter; the second chooses.
TV_SETUP = Pos("two vagabonds: the second character", setup=(
    ["marquise", "vagabond", "vagabond2"],
    ["keep 1", "place sawmill 1", "place workshop 5", "place recruiter 5", "character arbiter", "forest F1"]),
    seed=0)

ASKS = {
    AR_OTHER_DAY.name: ("marquise", "daylight"),
    VG_DAY.name: ("vagabond", "daylight"), VG_APART.name: ("vagabond", "daylight"),
    VG_NO_TORCH.name: ("vagabond", "daylight"), VG_FOREST.name: ("vagabond", "daylight"),
    VG_THIEF.name: ("vagabond", "daylight"), VG_COALITION.name: ("vagabond", "daylight"),
    AR_BEFORE.name: ("eyrie", "before_roll"), AR_COALITION.name: ("eyrie", "before_roll"),
    AR_EARLY.name: ("eyrie", "ambush"), AR_AWAY.name: ("eyrie", "ambush"),
    AR_FOREST.name: ("eyrie", "ambush"), AR_RANGER.name: ("eyrie", "ambush"),
    AR_HIMSELF.name: ("vagabond", "ambush"), AR_AGAINST.name: ("eyrie", "ambush"),
    AR_FOIL.name: ("marquise", "foil"), AR_LATE.name: ("alliance", "remove"),
    AR_ENLISTED.name: ("alliance", "remove"), AR_OWN_DAY.name: ("vagabond", "daylight"),
    AR_OWN_BIRDSONG.name: ("vagabond", "slip"), AR_OWN_EVENING.name: ("vagabond", "drop_item"),
    SC_DAY.name: ("vagabond", "daylight"), SC_NO_TORCH.name: ("vagabond", "daylight"),
    SC_FOREST.name: ("vagabond", "daylight"), SC_RANGER.name: ("vagabond", "daylight"),
    SC_LEFT.name: ("vagabond", "daylight"), SC_KEEP.name: ("vagabond", "daylight"),
    SC_SLIP.name: ("vagabond", "slip"),
    SC_MARCH.name: ("marquise", "move"), SC_SPREAD.name: ("alliance", "spread"),
    SC_COALITION.name: ("marquise", "daylight"), SC_ROOST.name: ("eyrie", "decree_build"),
    TV_QUEST.name: ("vagabond2", "daylight"), TV_RUIN.name: ("vagabond2", "explore_take"),
    TV_HOSTILE.name: ("vagabond2", "daylight"), TV_HOSTILE_FIRST.name: ("vagabond", "daylight"),
    TV_ALONG.name: ("vagabond2", "move_ally"), TV_ALONG_AWAY.name: ("vagabond2", "move_ally"),
    TV_BATTLE_ALLY.name: ("vagabond2", "battle_ally"),
    TV_DAY.name: ("vagabond2", "daylight"), TV_ARBITER.name: ("eyrie", "before_roll"),
    TV_SCORCHED.name: ("vagabond2", "daylight"), TV_SETUP.name: ("vagabond2", "setup_character"),
}


# ============================================================================ cases
INSTIGATE_CASES = [
    why(VG_NO_TORCH, "instigate marquise eyrie", pytest.mark.law("V.4.2"), "torch"),
    why(VG_THIEF, "instigate marquise eyrie", pytest.mark.law("V.4.2"), "special action", "Thief", "Steal"),
    why(VG_FOREST, "instigate marquise eyrie", pytest.mark.law("V.4.2"), "forest"),
    why(VG_DAY, "instigate marquise", pytest.mark.law("V.4.2"), "ATTACKER DEFENDER"),
    why(VG_DAY, "instigate marquise lizard", pytest.mark.law("V.4.2"), "'lizard'"),
    why(VG_DAY, "instigate ninja eyrie", pytest.mark.law("V.4.2"), "'ninja'"),
    why(VG_DAY, "instigate eyrie eyrie", pytest.mark.law("V.4.2", "4.3"), "eyrie", "itself"),
    # the attacker needs warriors (or a pawn) in his clearing: the Alliance has a token only
    why(VG_DAY, "instigate alliance marquise", pytest.mark.law("V.4.2", "4.3"), "alliance", "no warriors"),
    why(VG_APART, "instigate eyrie marquise", pytest.mark.law("V.4.2", "4.3"), "eyrie", "no warriors"),
    # the defender needs a piece there
    why(VG_APART, "instigate marquise eyrie", pytest.mark.law("V.4.2", "4.3"), "eyrie has no pieces"),
    # a coalition partner is not an enemy (G.8): neither way round
    why(VG_COALITION, "instigate marquise vagabond", pytest.mark.law("V.4.2", "G.8", "9.2.8"),
        "marquise and vagabond", "coalition"),
    why(VG_COALITION, "instigate vagabond marquise", pytest.mark.law("V.4.2", "G.8", "9.2.8"),
        "vagabond and marquise", "coalition"),
]

PROTECTOR_CASES = [
    why(AR_BEFORE, "enlist marquise", pytest.mark.law("V.5.2"), "marquise is not a Vagabond"),
    why(AR_BEFORE, "enlist vagabond2", pytest.mark.law("V.5.2"), "'vagabond2'"),
    why(AR_BEFORE, "enlist", pytest.mark.law("V.5.2"), "enlist FACTION"),
    why(AR_RANGER, "enlist vagabond", pytest.mark.law("V.5.2"), "Ranger", "not the Arbiter"),
    why(TV_ARBITER, "enlist vagabond", pytest.mark.law("V.5.2"), "vagabond is the Thief", "not the Arbiter"),
    why(AR_AWAY, "enlist vagabond", pytest.mark.law("V.5.2"), "clearing 1", "clearing of battle (5)"),
    why(AR_FOREST, "enlist vagabond", pytest.mark.law("V.5.2"), "forest F1", "clearing of battle (5)"),
    why(AR_HIMSELF, "enlist vagabond", pytest.mark.law("V.5.2"), "cannot enlist himself"),
    why(AR_AGAINST, "enlist vagabond", pytest.mark.law("V.5.2"), "attacker", "against himself"),
    why(AR_FOIL, "enlist vagabond", pytest.mark.law("V.5.2"), "only the defender (eyrie)"),
    why(AR_EARLY, "enlist vagabond", pytest.mark.law("V.5.2", "4.3.2"), "before-roll", "ambush"),
    why(AR_LATE, "enlist vagabond", pytest.mark.law("V.5.2", "4.3.2"), "dice are rolled", "before the roll"),
    why(AR_ENLISTED, "enlist vagabond", pytest.mark.law("V.5.2"), "already enlisted"),
    why(AR_OWN_DAY, "enlist vagabond", pytest.mark.law("V.5.2"), "no battle"),
    why(AR_OWN_BIRDSONG, "enlist vagabond", pytest.mark.law("V.5.2"), "no battle"),
    why(AR_OWN_EVENING, "enlist vagabond", pytest.mark.law("V.5.2"), "no battle"),
]

SCORCHED_CASES = [
    why(SC_NO_TORCH, "scorch", pytest.mark.law("V.6.2"), "torch"),
    why(SC_RANGER, "scorch", pytest.mark.law("V.6.2"), "special action", "Ranger", "Hideout"),
    why(SC_FOREST, "scorch", pytest.mark.law("V.6.2"), "forest"),
    # once he has moved out he cannot move back in, by a move or a slip
    why(SC_LEFT, "move 5", pytest.mark.law("V.6.2"), "Scoundrel's torch"),
    why(SC_SLIP, "slip 5", pytest.mark.law("V.6.2"), "Scoundrel's torch"),
    # nor can another Vagabond (9.7)
    why(TV_SCORCHED, "move 5", pytest.mark.law("V.6.2"), "Scoundrel's torch"),
]

TWO_VAGABONDS_CASES = [
    # 9.7.2: one shared row of quests; a completed quest leaves it, whoever completed it
    why(TV_QUEST, 'quest "Expel Bandits (rabbit)"', pytest.mark.law("9.5.5", "9.7.2"),
        "Expel Bandits (rabbit)", "vagabond completed it"),
    why(TV_QUEST, 'quest "Fend off a Bear (rabbit)"', pytest.mark.law("9.5.5", "9.7.2"),
        "Fend off a Bear (rabbit)", "you completed it"),
    why(TV_QUEST, 'quest "Give a Speech (rabbit)"', pytest.mark.law("9.5.5", "9.7.2"),
        "Give a Speech (rabbit)", "face-up quests"),
    why(TV_QUEST, 'quest "Errand (fox)"', pytest.mark.law("9.5.5"), "fox", "rabbit"),
    why(TV_QUEST, 'quest "Guard Duty (rabbit)"', pytest.mark.law("9.5.5"), "torch and sword"),
    # 9.7.3: not an R item of a kind he already has from a ruin; he takes one if he can
    why(TV_RUIN, "take boots", pytest.mark.law("9.7.3"), "R boots"),
    why(TV_RUIN, "take hammer", pytest.mark.law("9.5.3"), "no hammer under this ruin"),
    why(TV_RUIN, "take none", pytest.mark.law("9.5.3", "9.7.3"), "must take"),
    # each Vagabond has his own relationships (9.2.9, 9.3.6)
    why(TV_HOSTILE, "move 1", pytest.mark.law("9.2.9", "9.5.1"), "marquise is Hostile to you", "extra boots"),
    why(TV_ALONG, "along marquise", pytest.mark.law("9.2.9"), "not Allied with marquise", "Indifferent"),
    why(TV_ALONG, "along vagabond", pytest.mark.law("9.2.9", "9.3.6"), "vagabond is a Vagabond"),
    why(TV_ALONG, "along alliance", pytest.mark.law("9.2.9"), "'alliance'"),
    why(TV_ALONG_AWAY, "along marquise", pytest.mark.law("9.2.9"), "marquise has no warriors in your clearing"),
    why(TV_BATTLE_ALLY, "with marquise", pytest.mark.law("9.2.9"), "not Allied with marquise"),
    why(TV_BATTLE_ALLY, "with vagabond", pytest.mark.law("9.2.9"), "vagabond is the defender"),
    # the other Vagabond's pawn is a piece, but cannot be removed (9.2.2)
    why(TV_DAY, "strike vagabond", pytest.mark.law("9.5.6", "9.2.2"), "vagabond has only a pawn"),
    # 9.7.1 / 9.3.1: one character card each
    why(TV_SETUP, "character arbiter", pytest.mark.law("9.3.1"), "vagabond already took the Arbiter"),
]


@case_test(INSTIGATE_CASES)
def test_V_4_2_instigate_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(PROTECTOR_CASES)
def test_V_5_2_enlisting_the_arbiter_says_why_not(pos: Pos, action: str, rules: list[str],
                                                  words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(SCORCHED_CASES)
def test_V_6_2_scorched_earth_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(TWO_VAGABONDS_CASES)
def test_9_7_two_vagabonds_say_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


# ============================================================================ the legal actions
@pytest.mark.law("V.4.2", "V.5.2", "V.6.2", "9.7.2", "9.7.3")
def test_what_each_position_offers() -> None:
    """The legal actions the cases above are set against."""
    def acts(pos: Pos, kind: str) -> set[str]:
        return set(explain(pos.subject()).actions.get(kind, []))

    assert acts(VG_DAY, "instigate") == {
        "instigate marquise eyrie", "instigate marquise alliance", "instigate marquise vagabond",
        "instigate eyrie marquise", "instigate eyrie alliance", "instigate eyrie vagabond",
        "instigate vagabond marquise", "instigate vagabond eyrie", "instigate vagabond alliance"}
    assert acts(VG_COALITION, "instigate") == {
        "instigate marquise eyrie", "instigate marquise alliance", "instigate eyrie marquise",
        "instigate eyrie alliance", "instigate eyrie vagabond", "instigate vagabond eyrie",
        "instigate vagabond alliance"}
    assert acts(AR_BEFORE, "enlist") == acts(AR_COALITION, "enlist") == {"enlist vagabond"}
    assert acts(TV_ARBITER, "enlist") == {"enlist vagabond2"}
    assert "scorch" in acts(SC_DAY, "scorch") and "scorch" in acts(SC_KEEP, "scorch")
    assert acts(TV_RUIN, "take") == {"take sword"}
    assert acts(TV_QUEST, "quest") == set()  # Guard Duty (rabbit) needs a sword he lacks
    assert acts(TV_ALONG, "along") == {"along eyrie"}
    assert acts(TV_BATTLE_ALLY, "with") == {"with eyrie"}
    assert "move 1" in acts(TV_HOSTILE_FIRST, "move") and "move 1" not in acts(TV_HOSTILE, "move")
    assert "move 5" not in acts(TV_SCORCHED, "move")


LIVE = list(Pos.registry)


@pytest.mark.law("1.4.1", "4.3.2", "9.5", "V.4.2", "V.5.2", "V.6.2", "9.7.2", "9.7.3")
@pytest.mark.parametrize("pos", LIVE, ids=lambda p: p.name)
def test_every_legal_action_of_these_positions_is_explained_as_legal(pos: Pos) -> None:
    check_legal(pos, ASKS)


def test_every_position_is_named_once_and_asks_what_its_cases_expect() -> None:
    names = [p.name for p in Pos.registry]
    assert len(names) == len(set(names))
    assert set(ASKS) == set(names)


# ============================================================================ other factions by the torch
# Moving or placing where the Scoundrel's torch lies, asked in other factions' turns: the
# generic move and placement reasons name the blocking faction's rule (V.6.2).
OTHERS_CASES = [
    why(SC_MARCH, "move 1->5", pytest.mark.law("V.6.2"), "clearing 5", "torch"),
    why(SC_SPREAD, "spread 5", pytest.mark.law("V.6.2"), "clearing 5", "torch"),
    why(SC_ROOST, "build 5", pytest.mark.law("V.6.2"), "clearing 5", "torch"),
    why(SC_COALITION, "build workshop 5", pytest.mark.law("V.6.2"), "clearing 5", "torch"),
    # enlisting the Scoundrel, in the Marquise's turn: he is not the Arbiter
    why(SC_MARCH, "enlist vagabond", pytest.mark.law("V.5.2"), "Scoundrel", "not the Arbiter"),
    # enlisting the Arbiter in another player's turn with no battle under way
    why(AR_OTHER_DAY, "enlist vagabond", pytest.mark.law("V.5.2"), "no battle"),
]


@pytest.mark.parametrize("pos, action, rules, words", OTHERS_CASES)
def test_V_other_factions_by_the_torch_and_the_arbiter_say_why_not(pos: Pos, action: str, rules: list[str],
                                                                   words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


# ============================================================================ rules
@pytest.mark.law("V.6.2", "6.5.5")
def test_V_6_2_no_overwork_at_a_sawmill_by_the_torch() -> None:
    # the Marquise, in a coalition with the Scoundrel, kept her sawmill in the scorched
    # clearing 5 (ruling R39): Overwork would place a wood there, which V.6.2 forbids
    g = position({
        "factions": V4, "turn": {"player": "marquise", "phase": "daylight"},
        "coalition": {"vagabond": "marquise"}, "dominance": {"vagabond": "Fox Dominance"},
        "scores": {"marquise": 1, "eyrie": 5, "alliance": 5},
        "clearings": {"5": {"marquise": {"warriors": 3, "buildings": ["sawmill"]}}},
        "vagabond": {**SCOUNDREL, "items": ["boots", "boots", "crossbow"], "scorched": [5]},
        "hands": hands(V4, marquise=["Bake Sale"])})  # a partner's sawmill may stand there (R39)
    assert "overwork 5" not in {str(a) for a in g.legal_actions()}
    e = explain(g, "overwork 5")
    assert not e.legal and "V.6.2" in e.rules and "torch" in e.reason
