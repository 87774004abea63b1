"""The rules oracle's "why not?" answers for the Lizard Cult and the Riverfolk Company.

The expansion counterpart of tests/test_why_not.py (same conventions): for every distinct
reason found in a ``why_not`` of woodland/factions/lizard.py and woodland/factions/
riverfolk.py (setup, conspiracies and the Crusade's steps, rituals, Evening crafting;
Riverfolk setup and prices, services bought by other players, Trade Disruption, funds,
crafting and Export, recruiting, trade posts) and for the expansion rules other frames
enforce (swimming and Riverboats along rivers, Mercenaries, discarding down) a concrete
position where the action is illegal for exactly that reason: ``woodland.explain`` must
answer legal=False, cite exactly the reason's rule ids and name the right thing (a clearing
number, a card, a faction...). Each case is marked with the ids it expects.

Every position is also checked the other way: each of its legal actions is explained as
legal.

``GENERIC_CASES`` are answers given outside the two faction modules: the oracle's routing
behind the Riverfolk's bare ``move``, the generic Move and DiscardDown frames, and the
Riverfolk's ``why_not_now`` hook for a purchase asked in the buyer's own procedure.

Reasons no position can produce, left out: the Cult must take a free corner diagonally
opposite a starting corner (10.3.2) — when that holds only one corner is allowed and the
engine places the garden without asking; a Crusade from an Outcast clearing holding Cult
warriors that can neither battle nor move (with warriors there, either an enemy shares the
clearing or the Cult rules it); a service bought over the limit (11.2.6) — the buying
procedure ends once the limit is reached; asked later, the answer is that services are
bought only at the start of the buyer's Birdsong.

Autumn facts used below (components.md §5): suits 1 fox, 2 mouse, 3 rabbit, 4 rabbit,
5 rabbit, 6 fox, 7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox; one slot in 1, 3,
4, three in 11, two elsewhere, ruins in 6, 10, 11, 12; paths 1-5 1-9 1-10 2-5 2-6 2-10
3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12; rivers 4-7 5-10 7-11 10-11 (so
4, 5, 7, 10 and 11 touch the river); corners 1, 2, 3, 4 (1 opposite 3, 2 opposite 4).
Card costs (components.md §1): Anvil (fox) costs fox, Foxfolk Steel (fox) fox fox, Sword
(mouse) fox fox, Crossbow (mouse) fox, Mouse-in-a-Sack (mouse) mouse, Bake Sale (rabbit)
rabbit rabbit, Royal Claim (bird) four "?"; the item supply holds one crossbow. The
standard deck has 54 cards. Lizard: five gardens per suit, conspiracies cost 2 (Crusade,
Convert) and 3 (Sanctify), one fewer when Hated. Riverfolk: three trade posts per suit,
prices 1-4, services hand_card, riverboats, mercenaries.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tests.whynot import Pos as PosBase, case_test, check, check_legal, why
from woodland import explain
from woodland.testing import position

ML = ["marquise", "eyrie", "lizard"]
MR = ["marquise", "eyrie", "riverfolk"]


class Pos(PosBase):
    registry: ClassVar[list[PosBase]] = []


# ============================================================================ positions
# ---------------------------------------------------------------------------- Lizard setup
# Nobody has a starting corner yet: any corner.
LZ_SETUP = Pos("lizard setup: any corner", setup=(["lizard", "riverfolk"], []))
# The keep in 1, the Eyrie's roost in 3 (opposite the keep): the Cult chooses 2 or 4.
LZ_SETUP_TAKEN = Pos("lizard setup: corners taken", setup=(ML, [
    "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9", "leader despot"]))
# The keep in 1: only 3, opposite it, is allowed, so the garden went there without asking.
LZ_SETUP_OUTCAST = Pos("lizard setup: the Outcast", setup=(["marquise", "lizard"], [
    "keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9"]))

# ---------------------------------------------------------------------------- Lizard Birdsong
# Lost Souls: Anvil (fox), so fox becomes the Outcast, Outcast side up; two acolytes.
# Fox clearings: 6 (Cult 2 + fox garden, Eyrie 1), 1 (the keep, a Marquise and a Cult warrior),
# 12 (a Marquise warrior and sawmill), 8 (an Eyrie roost). Rabbit 5 holds an Eyrie warrior;
# mouse 2 a Cult and an Eyrie warrior.
LZ_CONSPIRE = Pos("lizard conspiracies", {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "birdsong"},
    "clearings": {"6": {"lizard": {"warriors": 2, "buildings": ["garden_fox"]}, "eyrie": 1},
                  "1": {"lizard": 1, "marquise": {"warriors": 1, "tokens": ["keep"]}},
                  "12": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                  "8": {"eyrie": {"buildings": ["roost"]}},
                  "5": {"eyrie": 1}, "2": {"lizard": 1, "eyrie": 1}},
    "lizard": {"outcast": "mouse", "acolytes": 2, "lost_souls": ["Anvil"]}})
# Lost Souls empty: no one suit has the most, so the fox Outcast turns Hated: costs 1/1/2.
LZ_HATED = Pos("lizard conspiracies while hated", {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "birdsong"},
    "clearings": {"6": {"lizard": {"warriors": 2, "buildings": ["garden_fox"]}, "eyrie": 1},
                  "12": {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}},
    "lizard": {"outcast": "fox", "acolytes": 1}})
# Mouse becomes the Outcast (Sword in Lost Souls); three acolytes. All five mouse gardens
# are on the map (2, 7, 9); 9 also holds a Marquise sawmill, 11 Marquise wood.
LZ_SANCTIFY = Pos("lizard sanctify", {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "birdsong"},
    "clearings": {"2": {"lizard": {"warriors": 1, "buildings": ["garden_mouse", "garden_mouse"]}},
                  "7": {"lizard": {"warriors": 1, "buildings": ["garden_mouse", "garden_mouse"]}},
                  "9": {"lizard": {"warriors": 1, "buildings": ["garden_mouse"]},
                        "marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                  "11": {"marquise": {"warriors": 1, "tokens": ["wood"]}}},
    "lizard": {"outcast": "fox", "acolytes": 3, "lost_souls": ["Sword"]}})
# A Crusade from 6 (three Cult warriors and a garden, one Eyrie warrior); Eyrie in 2 and 3,
# Marquise in 11. Hated fox Outcast (no single most in Lost Souls): a Crusade costs 1.
LZ_CRUSADE_SPEC: dict[str, Any] = {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "birdsong"},
    "clearings": {"6": {"lizard": {"warriors": 3, "buildings": ["garden_fox"]}, "eyrie": 1},
                  "2": {"eyrie": 1}, "11": {"marquise": 2}, "3": {"eyrie": 2}},
    "lizard": {"outcast": "fox", "hated": True, "acolytes": 2, "lost_souls": ["Anvil", "Sword", "Bake Sale"]}}
LZ_CRUSADE = Pos("lizard crusade", dict(LZ_CRUSADE_SPEC, play=["crusade 6"]))
LZ_CRUSADE_COUNT = Pos("lizard crusade count", dict(LZ_CRUSADE_SPEC, play=["crusade 6", "move 6->2"]))
LZ_CRUSADE_BATTLE = Pos("lizard crusade battle", dict(LZ_CRUSADE_SPEC, play=["crusade 6", "move 6->2", "x2"]))

# ---------------------------------------------------------------------------- Lizard Daylight
# The Cult rules 6 (garden), 10 and 5 (three warriors against a roost and a sawmill: 5 is
# full); the Eyrie rules 8 and 3; the keep is in 1. Travel Gear (fox) is already revealed.
LZ_DAY = Pos("lizard rituals", {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "daylight"},
    "clearings": {"6": {"lizard": {"warriors": 2, "buildings": ["garden_fox"]}, "eyrie": 1},
                  "1": {"lizard": 1, "marquise": {"warriors": 1, "tokens": ["keep"]}},
                  "8": {"eyrie": {"warriors": 2, "buildings": ["roost"]}},
                  "10": {"lizard": 3},
                  "5": {"lizard": 3, "eyrie": {"buildings": ["roost"]}, "marquise": {"buildings": ["sawmill"]}},
                  "3": {"lizard": 1, "eyrie": 3}},
    "hands": {"lizard": ["Anvil", "Bake Sale", "Sword", "Ambush (bird)", "Foxfolk Steel", "Mouse Dominance"]},
    "lizard": {"outcast": "fox", "revealed": ["Travel Gear (fox)"]}})
LZ_DAY_SCORED = Pos("lizard has scored fox", dict(LZ_DAY.spec or {}, play=['score "Anvil"']))
# Every Cult warrior is on the map or an acolyte; all five mouse gardens are out (2, 7, 9);
# the Cult rules 11 (mouse, two open slots).
LZ_DAY_EMPTY = Pos("lizard rituals with empty supplies", {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "daylight"},
    "clearings": {"2": {"lizard": {"warriors": 1, "buildings": ["garden_mouse", "garden_mouse"]}},
                  "7": {"lizard": {"warriors": 1, "buildings": ["garden_mouse", "garden_mouse"]}},
                  "9": {"lizard": {"warriors": 1, "buildings": ["garden_mouse"]}},
                  "11": {"lizard": 2}},
    "hands": {"lizard": ["Sword", "Ambush (bird)"]},
    "lizard": {"outcast": "fox", "acolytes": 20}})

# ---------------------------------------------------------------------------- Lizard Evening
# Fox Outcast: fox gardens in 6 and 8 craft; the mouse garden in 2 does not.
LZ_EVENING = Pos("lizard crafts", {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "evening"},
    "clearings": {"6": {"lizard": {"warriors": 1, "buildings": ["garden_fox"]}},
                  "2": {"lizard": {"warriors": 1, "buildings": ["garden_mouse"]}},
                  "8": {"lizard": {"warriors": 1, "buildings": ["garden_fox"]}, "eyrie": 1}},
    "hands": {"lizard": ["Anvil", "Mouse-in-a-Sack", "Crossbow (mouse)", "Ambush (fox)"]},
    "items": {"eyrie": ["crossbow"]},
    "lizard": {"outcast": "fox"}})
# No Outcast garden: the Cult draws one card (Bake Sale) and holds six.
LZ_DISCARD = Pos("lizard discards down", {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "evening"},
    "clearings": {"5": {"lizard": 1}},
    "hands": {"lizard": ["Sword", "Investments", "Mouse-in-a-Sack", "Foxfolk Steel", "Root Tea (fox)"],
              "marquise": ["Anvil"]},
    "deck_top": ["Bake Sale"],
    "lizard": {"outcast": "fox"}})

# ---------------------------------------------------------------------------- Riverfolk setup
# The keep in 4 (a river clearing): the Riverfolk place their four starting warriors.
RF_SETUP = Pos("riverfolk setup: warriors", setup=(["marquise", "riverfolk"], [
    "keep 4", "place sawmill 4", "place workshop 8", "place recruiter 9"]))
RF_SETUP_PRICE = Pos("riverfolk setup: prices", setup=(["marquise", "riverfolk"], [
    "keep 4", "place sawmill 4", "place workshop 8", "place recruiter 9",
    "place 5", "place 5", "place 10", "place 11"]))

# ---------------------------------------------------------------------------- buying services
# The Marquise's Birdsong: trade posts in 5 (with her warrior) and 7: two services. The
# Riverfolk hold Anvil and a bird ambush; prices: card 2, riverboats 1, mercenaries 4.
SHOP_SPEC: dict[str, Any] = {
    "factions": MR,
    "turn": {"player": "marquise", "phase": "birdsong"},
    "clearings": {"5": {"marquise": 1, "riverfolk": {"tokens": ["trade_post_rabbit"]}},
                  "7": {"riverfolk": {"tokens": ["trade_post_mouse"]}}},
    "hands": {"riverfolk": ["Anvil", "Ambush (bird)"]},
    "riverfolk": {"prices": {"hand_card": 2, "riverboats": 1, "mercenaries": 4}}}
RF_SHOP = Pos("marquise buys services", SHOP_SPEC)
RF_SHOP_BOATS = Pos("marquise bought riverboats", dict(SHOP_SPEC, play=["buy riverboats"]))
RF_SHOP_MERCS = Pos("marquise bought mercenaries", dict(SHOP_SPEC, play=["buy mercenaries"]))
# 23 of her 25 warriors are on the map: two in supply.
RF_SHOP_POOR = Pos("marquise short of warriors", dict(SHOP_SPEC, clearings={
    "5": {"marquise": 23, "riverfolk": {"tokens": ["trade_post_rabbit"]}},
    "7": {"riverfolk": {"tokens": ["trade_post_mouse"]}}}, hands={"riverfolk": ["Anvil"]},
    riverfolk={"prices": {"hand_card": 3, "riverboats": 1, "mercenaries": 4}}))
# One service (no trade post shares a clearing with her): bought, so the buying is over.
RF_SHOP_DONE = Pos("marquise bought her one service", dict(SHOP_SPEC, clearings={
    "7": {"riverfolk": {"tokens": ["trade_post_mouse"]}}, "1": {"marquise": 1}}, play=["buy riverboats"]))
# The Vagabond in 8 (a fox trade post): boots, torch, tea face up, a damaged sword and an
# exhausted hammer; prices: card 2, riverboats 4, mercenaries 1.
VB_SHOP_SPEC: dict[str, Any] = {
    "factions": ["marquise", "riverfolk", "vagabond"],
    "turn": {"player": "vagabond", "phase": "birdsong"},
    "clearings": {"8": {"riverfolk": {"tokens": ["trade_post_fox"]}}},
    "vagabond": {"character": "thief", "clearing": 8, "items": ["boots", "torch", "sword_d", "tea", "hammer_x"]},
    "hands": {"riverfolk": ["Anvil"]},
    "riverfolk": {"prices": {"hand_card": 2, "riverboats": 4, "mercenaries": 1}}}
RF_SHOP_VB = Pos("vagabond buys services", VB_SHOP_SPEC)
RF_SHOP_VB_PAY = Pos("vagabond pays for a service", dict(VB_SHOP_SPEC, play=['buy hand_card "Anvil"']))

# ---------------------------------------------------------------------------- Trade Disruption
# The Marquise removes the rabbit trade post in 5: four funds (two Riverfolk, two Eyrie), so
# the Riverfolk remove two and choose whose.
RF_DISRUPT = Pos("trade disruption", {
    "factions": MR,
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {"5": {"marquise": 3, "riverfolk": {"tokens": ["trade_post_rabbit"]}}},
    "riverfolk": {"funds": {"riverfolk": 2, "eyrie": 2}},
    "play": ["battle 5 riverfolk"]}, dice=[1, 0])

# ---------------------------------------------------------------------------- Riverfolk Daylight
# Funds: one Riverfolk, two Marquise. Riverfolk 2 and Marquise 3 in 5 (she rules it); she
# rules 1 and the keep's 4; the Eyrie rules 10 and 8; a mouse trade post and a Riverfolk
# warrior in 7. Every fox and rabbit trade post is on its track: no empty space to craft.
RF_DAY = Pos("riverfolk daylight", {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "daylight"},
    "clearings": {"5": {"riverfolk": 2, "marquise": 3}, "1": {"marquise": 2}, "10": {"eyrie": 2},
                  "7": {"riverfolk": {"warriors": 1, "tokens": ["trade_post_mouse"]}},
                  "4": {"marquise": {"warriors": 2, "tokens": ["keep"]}}, "8": {"eyrie": 3}},
    "hands": {"riverfolk": ["Anvil", "Bake Sale", "Fox Dominance"]},
    "riverfolk": {"funds": {"riverfolk": 1, "marquise": 2}}})
# One Riverfolk fund; two fox, two rabbit and a mouse trade post on the map (empty spaces:
# fox 2, rabbit 2, mouse 1); the Eyrie holds the crossbow.
RF_CRAFT = Pos("riverfolk crafts", {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "daylight"},
    "clearings": {"5": {"riverfolk": {"warriors": 1, "tokens": ["trade_post_rabbit"]}},
                  "10": {"riverfolk": {"tokens": ["trade_post_rabbit"]}},
                  "7": {"riverfolk": {"tokens": ["trade_post_mouse"]}},
                  "1": {"riverfolk": {"tokens": ["trade_post_fox"]}},
                  "12": {"riverfolk": {"tokens": ["trade_post_fox"]}}},
    "hands": {"riverfolk": ["Anvil", "Foxfolk Steel", "Crossbow (mouse)", "Ambush (fox)"]},
    "items": {"eyrie": ["crossbow"]},
    "riverfolk": {"funds": {"riverfolk": 1}}})
# Royal Claim's four "?" icons: fox 2 and rabbit 2 empty spaces, no empty mouse space.
ROYAL_SPEC: dict[str, Any] = {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "daylight"},
    "clearings": {"5": {"riverfolk": {"warriors": 1, "tokens": ["trade_post_rabbit"]}},
                  "10": {"riverfolk": {"tokens": ["trade_post_rabbit"]}},
                  "1": {"riverfolk": {"tokens": ["trade_post_fox"]}},
                  "12": {"riverfolk": {"tokens": ["trade_post_fox"]}}},
    "hands": {"riverfolk": ["Royal Claim"]},
    "riverfolk": {"funds": {"riverfolk": 2, "marquise": 2}}}
RF_CRAFT_PAY = Pos("riverfolk pays a ? icon", dict(ROYAL_SPEC, play=['craft "Royal Claim"']))
RF_CRAFT_FUND = Pos("riverfolk chooses a fund for an icon", dict(ROYAL_SPEC, play=['craft "Royal Claim"', "pay fox"]))
# No Riverfolk warrior in supply (all 15 on the map); one Marquise fund; a fox trade post on
# the map (one empty fox space).
RF_NO_SUPPLY = Pos("riverfolk without warriors in supply", {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "daylight"},
    "clearings": {"5": {"riverfolk": 8}, "11": {"riverfolk": 7}, "1": {"riverfolk": {"tokens": ["trade_post_fox"]}}},
    "hands": {"riverfolk": ["Anvil"]},
    "riverfolk": {"funds": {"marquise": 1}}})
# Every card is in the Marquise's and the Eyrie's hands (no deck, no discard); no Riverfolk
# warrior on the map; every rabbit trade post removed from the game.
RF_BARE = Pos("riverfolk with no deck and no warriors", {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "daylight"},
    "clearings": {"5": {"marquise": 1}},
    "hands": {"marquise": 27, "eyrie": 27}, "deck_count": 0,
    "riverfolk": {"funds": {"marquise": 3}, "removed_posts": {"rabbit": 3}}})
# A Riverfolk warrior in 1 (no river), where the Marquise rules, as in 5, 9 and 10 around it.
RF_STUCK = Pos("riverfolk cannot move", {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "daylight"},
    "clearings": {"1": {"riverfolk": 1, "marquise": 2}, "5": {"marquise": 1}, "9": {"marquise": 1},
                  "10": {"marquise": 1}},
    "riverfolk": {"funds": {"riverfolk": 1}}})
# Protectionism: Payments empty at Birdsong, so two Riverfolk warriors go there and become
# the funds; the Eyrie rules 10, the Riverfolk 5.
RF_PROTECT = Pos("riverfolk after protectionism", {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "birdsong"},
    "clearings": {"5": {"riverfolk": 1}, "10": {"eyrie": 1}}})
# Recruiting in 5 with funds of two owners: whose pays?
RF_FUND = Pos("riverfolk chooses whose fund pays", dict(RF_DAY.spec or {}, play=["recruit 5"]))
# A move paid by the only (Riverfolk) fund: Riverfolk 2 and Marquise 3 in 5, Marquise 2 in 1,
# a Riverfolk warrior in 7.
MOVE_SPEC: dict[str, Any] = {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "daylight"},
    "clearings": {"5": {"riverfolk": 2, "marquise": 3}, "1": {"marquise": 2}, "7": {"riverfolk": 1}},
    "riverfolk": {"funds": {"riverfolk": 1}}}
RF_MOVE = Pos("riverfolk moves", dict(MOVE_SPEC, play=["move"]))
RF_MOVE_COUNT = Pos("riverfolk count", dict(MOVE_SPEC, play=["move", "move 5->10"]))

# ---------------------------------------------------------------------------- Riverfolk Evening
RF_EVENING = Pos("riverfolk sets prices", {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "evening"},
    "clearings": {"5": {"riverfolk": 1}},
    "hands": {"riverfolk": ["Anvil"]}})
RF_DISCARD = Pos("riverfolk discards down", {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "evening"},
    "clearings": {"5": {"riverfolk": 1}},
    "hands": {"riverfolk": ["Anvil", "Sword", "Bake Sale", "Investments", "Mouse-in-a-Sack", "Foxfolk Steel"]}})

# ---------------------------------------------------------------------------- services in use
# The Marquise in 5 (2) and 10 (1, against two Eyrie warriors); the Eyrie in 11; rivers 5-10
# and 10-11.
BOATS_SPEC: dict[str, Any] = {
    "factions": MR,
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {"5": {"marquise": 2}, "10": {"marquise": 1, "eyrie": 2}, "11": {"eyrie": 1}, "1": {"marquise": 1}}}
MQ_BOATS = Pos("marquise with riverboats", dict(BOATS_SPEC, riverfolk={"riverboats": "marquise"}))
MQ_NO_BOATS = Pos("marquise without riverboats", BOATS_SPEC)
# Mercenaries: two Riverfolk warriors and one Eyrie warrior in 10; the Marquise in 1.
MQ_MERCS = Pos("marquise with mercenaries", {
    "factions": MR,
    "turn": {"player": "marquise", "phase": "daylight"},
    "clearings": {"10": {"riverfolk": 2, "eyrie": 1}, "1": {"marquise": 2}},
    "riverfolk": {"mercenaries": "marquise"}})


# ============================================================================ the cases
LIZARD_SETUP_CASES = [
    why(LZ_SETUP, "garden 13", pytest.mark.law("2.2"), "13"),
    why(LZ_SETUP, "garden 5", pytest.mark.law("10.3.2"), "corner", "clearing 5"),
    # the Outcast is chosen after the corner, and any of four corners leads there: the
    # oracle does not choose the corner for the player, it lists the four
    why(LZ_SETUP, "outcast fox", pytest.mark.law("10.3.2"), "corner", "did not state", "'garden 1'", "'garden 4'"),
    why(LZ_SETUP_TAKEN, "garden 1", pytest.mark.law("10.3.2"), "clearing 1", "marquise"),
    why(LZ_SETUP_TAKEN, "garden 3", pytest.mark.law("10.3.2"), "clearing 3", "eyrie"),
    why(LZ_SETUP_OUTCAST, "outcast bird", pytest.mark.law("10.3.3"), "fox, rabbit, mouse", "bird"),
    why(LZ_SETUP_OUTCAST, "garden 2", pytest.mark.law("10.3.2"), "already placed", "clearing 3"),
]

LIZARD_BIRDSONG_CASES = [
    # 10.4.3 conspiracies
    why(LZ_CONSPIRE, "sanctify 12 marquise sawmill", pytest.mark.law("10.4.3"), "sanctify costs 3", "you have 2"),
    why(LZ_HATED, "sanctify 12 marquise sawmill", pytest.mark.law("10.4.3"), "costs 2", "Hated", "you have 1"),
    why(LZ_CONSPIRE, "crusade 13", pytest.mark.law("2.2"), "13"),
    why(LZ_CONSPIRE, "convert 5 eyrie", pytest.mark.law("10.4.3"), "Outcast suit (fox)", "clearing 5 is rabbit"),
    why(LZ_CONSPIRE, "crusade 12", pytest.mark.law("10.4.3", "4.2", "4.3"), "no warriors in clearing 12"),
    why(LZ_CONSPIRE, "convert 1 marquise", pytest.mark.law("10.4.3", "6.2.2"), "clearing 1"),
    why(LZ_CONSPIRE, "convert 6 lizard", pytest.mark.law("10.4.3", "G.8"), "enemy", "your own"),
    why(LZ_CONSPIRE, "convert 6 alliance", pytest.mark.law("10.4.3", "G.8"), "alliance", "not an enemy"),
    why(LZ_CONSPIRE, "convert 8 eyrie", pytest.mark.law("10.4.3"), "eyrie has no warrior in clearing 8"),
    why(LZ_SANCTIFY, "sanctify 9 marquise workshop", pytest.mark.law("10.4.3"), "no workshop in clearing 9"),
    why(LZ_SANCTIFY, "sanctify 11 marquise wood", pytest.mark.law("10.4.3"), "wood is a token"),
    why(LZ_SANCTIFY, "sanctify 9 marquise sawmill", pytest.mark.law("10.4.3"), "no mouse garden"),
    # moving and battling outside a Crusade, and actions of other phases
    why(LZ_CONSPIRE, "battle 2 eyrie", pytest.mark.law("10.4.3"), "Crusade", "Outcast suit (fox)", "clearing 2"),
    why(LZ_CONSPIRE, "battle 13 eyrie", pytest.mark.law("2.2"), "13"),
    why(LZ_HATED, "battle 12 marquise", pytest.mark.law("4.3"), "no warriors in clearing 12"),
    why(LZ_CONSPIRE, 'build "Anvil" 6', pytest.mark.law("10.5"), "Daylight"),
    why(LZ_CONSPIRE, 'craft "Anvil"', pytest.mark.law("10.2.1", "10.6.2"), "Evening"),
    # the Crusade's steps (10.4.3.I)
    why(LZ_CRUSADE, "battle 2 eyrie", pytest.mark.law("10.4.3"), "battles in clearing 6"),
    why(LZ_CRUSADE, "move 2->5", pytest.mark.law("10.4.3"), "moves from clearing 6"),
    why(LZ_CRUSADE, "move 6->7", pytest.mark.law("2.2.1", "4.2"), "6 and 7"),
    why(LZ_CRUSADE, "battle 6 marquise", pytest.mark.law("4.3"), "marquise has no pieces in clearing 6"),
    why(LZ_CRUSADE, "convert 6 eyrie", pytest.mark.law("10.4.3"), "crusade in clearing 6"),
    why(LZ_CRUSADE, "done", pytest.mark.law("10.4.3"), "crusade in clearing 6"),
    why(LZ_CRUSADE_COUNT, "x4", pytest.mark.law("4.2"), "3 warrior(s) in clearing 6"),
    why(LZ_CRUSADE_BATTLE, "battle 6 eyrie", pytest.mark.law("10.4.3"), "only in clearing 2"),
    why(LZ_CRUSADE_BATTLE, "battle 2 marquise", pytest.mark.law("4.3"), "marquise has no pieces in clearing 2"),
    why(LZ_CRUSADE_BATTLE, "convert 6 eyrie", pytest.mark.law("10.4.3"), "clearing 2", "or pass"),
]

LIZARD_DAYLIGHT_CASES = [
    # 10.5.1 build
    why(LZ_DAY, 'build "Anvil" 8', pytest.mark.law("10.5.1"), "do not rule clearing 8"),
    why(LZ_DAY, 'build "Anvil" 1', pytest.mark.law("10.5.1", "6.2.2"), "clearing 1"),
    why(LZ_DAY, 'build "Anvil" 5', pytest.mark.law("10.5.1", "10.2.2"), "(fox)", "clearing 5 is rabbit"),
    why(LZ_DAY, 'build "Bake Sale" 5', pytest.mark.law("10.5.1", "2.2.3"), "clearing 5", "slot"),
    why(LZ_DAY, 'build "Bake Sale" 13', pytest.mark.law("2.2"), "13"),
    why(LZ_DAY, 'build "Bake Sale"', pytest.mark.law("10.5.1"), "name the clearing", "rabbit"),
    why(LZ_DAY_EMPTY, 'build "Sword" 11', pytest.mark.law("10.5.1"), "no mouse garden"),
    # 10.5.2 recruit
    why(LZ_DAY, 'recruit "Travel Gear (fox)" 6', pytest.mark.law("10.5"), "Travel Gear (fox)", "already revealed"),
    why(LZ_DAY, 'recruit "Root Tea (fox)" 6', pytest.mark.law("10.5.2"), "no Root Tea (fox) in hand"),
    why(LZ_DAY, 'recruit "Dragon Egg" 6', pytest.mark.law("2.1"), "Dragon Egg"),
    why(LZ_DAY, 'recruit "Ambush (bird)" 5', pytest.mark.law("10.2.2", "10.5.2"), "Hatred of Birds"),
    why(LZ_DAY_EMPTY, 'recruit "Sword" 11', pytest.mark.law("10.5.2"), "no warrior is left"),
    # 10.5.3 score
    why(LZ_DAY, 'score "Bake Sale"', pytest.mark.law("10.5.3"), "no rabbit garden"),
    why(LZ_DAY, 'score "Ambush (bird)"', pytest.mark.law("10.2.2", "10.5.3"), "bird cards are not wild"),
    why(LZ_DAY_SCORED, 'score "Foxfolk Steel"', pytest.mark.law("10.5.3"), "already scored with a fox card"),
    # 10.5.4 sacrifice
    why(LZ_DAY, 'sacrifice "Anvil"', pytest.mark.law("10.5.4"), "bird card"),
    why(LZ_DAY_EMPTY, 'sacrifice "Ambush (bird)"', pytest.mark.law("10.5.4"), "Acolytes box"),
    # other phases' actions
    why(LZ_DAY, 'craft "Anvil"', pytest.mark.law("10.2.1", "10.6.2"), "Evening"),
    why(LZ_DAY, "move 10->1", pytest.mark.law("10.4.3"), "Crusade"),
    why(LZ_DAY, "battle 6 eyrie", pytest.mark.law("10.4.3"), "Crusade"),
    why(LZ_DAY, "convert 6 eyrie", pytest.mark.law("10.4.3"), "Birdsong"),
    why(LZ_DAY, 'activate "Mouse Dominance"', pytest.mark.law("3.3.1"), "10"),
    why(LZ_DAY, 'discard "Anvil"', pytest.mark.law("10.6.3"), "Evening"),
]

LIZARD_EVENING_CASES = [
    why(LZ_EVENING, 'craft "Mouse-in-a-Sack"', pytest.mark.law("10.2.1", "4.1.1"), "mouse", "Outcast suit, fox"),
    why(LZ_EVENING, 'craft "Crossbow (mouse)"', pytest.mark.law("4.1.2"), "crossbow"),
    why(LZ_EVENING, 'craft "Ambush (fox)"', pytest.mark.law("2.1.2"), "Ambush (fox)"),
    why(LZ_EVENING, 'craft "Sword"', pytest.mark.law("4.1"), "no Sword in hand"),
    why(LZ_EVENING, 'build "Anvil" 6', pytest.mark.law("10.5"), "Daylight"),
    why(LZ_EVENING, "sanctify 8 eyrie roost", pytest.mark.law("10.4.3"), "Birdsong"),
    why(LZ_EVENING, "battle 8 eyrie", pytest.mark.law("10.4.3"), "Crusade"),
    why(LZ_DISCARD, 'discard "Anvil"', pytest.mark.law("10.6.3"), "no Anvil in hand"),
]

RIVERFOLK_SETUP_CASES = [
    why(RF_SETUP, "place 4", pytest.mark.law("6.2.2"), "clearing 4"),
    why(RF_SETUP, "place 1", pytest.mark.law("11.3.2"), "clearing 1", "river"),
    why(RF_SETUP, "place 13", pytest.mark.law("2.2"), "13"),
    why(RF_SETUP, "price hand_card 2", pytest.mark.law("11.3.2"), "starting warriors"),
    why(RF_SETUP_PRICE, "price riverboats 2", pytest.mark.law("11.3.5"), "hand card"),
    why(RF_SETUP_PRICE, "price hand_card 5", pytest.mark.law("11.3.5"), "1, 2, 3, 4"),
    why(RF_SETUP_PRICE, "price ferry 1", pytest.mark.law("11.3.5"), "no service ferry"),
    why(RF_SETUP_PRICE, "place 5", pytest.mark.law("11.3.5"), "price of hand card"),
]

SERVICE_CASES = [
    # 11.2.6 / 11.2.7 buying services
    why(RF_SHOP, 'buy hand_card "Sword"', pytest.mark.law("11.2.7"), "Riverfolk hold no Sword"),
    why(RF_SHOP, 'buy hand_card "Dragon Egg"', pytest.mark.law("2.1"), "Dragon Egg"),
    why(RF_SHOP, "buy ferry", pytest.mark.law("11.2.7"), "ferry"),
    why(RF_SHOP, "buy", pytest.mark.law("11.2.7"), "which service"),
    why(RF_SHOP, "move 1->5", pytest.mark.law("11.2.6"), "start of your Birdsong"),
    why(RF_SHOP_BOATS, "buy riverboats", pytest.mark.law("11.2.7"), "already have Riverboats"),
    why(RF_SHOP_MERCS, "buy mercenaries", pytest.mark.law("11.2.7"), "already have Mercenaries"),
    why(RF_SHOP_POOR, 'buy hand_card "Anvil"', pytest.mark.law("11.2.6"), "costs 3", "you have 2"),
    why(RF_SHOP_VB, "buy mercenaries", pytest.mark.law("11.2.7"), "Vagabond cannot buy Mercenaries"),
    why(RF_SHOP_VB, "buy riverboats", pytest.mark.law("11.2.6"), "costs 4", "exhaust"),
    why(RF_SHOP_VB, "refresh boots", pytest.mark.law("11.2.6"), "Birdsong"),
    why(RF_SHOP_VB_PAY, "exhaust sword", pytest.mark.law("11.2.6", "9.2.5"), "sword"),
    why(RF_SHOP_VB_PAY, "exhaust hammer", pytest.mark.law("11.2.6", "9.2.5"), "hammer"),
    why(RF_SHOP_VB_PAY, "done", pytest.mark.law("11.2.6"), "exhaust 2 more"),
    # using them: Riverboats need rule along the river (11.2.7), mercenaries are not moved
    # by the buyer and do not fight the Riverfolk
    why(MQ_BOATS, "move 10->11", pytest.mark.law("4.2.1"), "clearing 10", "clearing 11"),
    why(MQ_NO_BOATS, "move 5->10", pytest.mark.law("2.3", "4.2"), "5 and 10", "river"),
    why(MQ_MERCS, "move 10->1", pytest.mark.law("4.2"), "no warriors in clearing 10"),
    why(MQ_MERCS, "battle 10 riverfolk", pytest.mark.law("4.3"), "no warriors in clearing 10"),
    # 11.2.5 Trade Disruption
    why(RF_DISRUPT, "lose marquise", pytest.mark.law("11.2.5"), "marquise"),
    why(RF_DISRUPT, "pass", pytest.mark.law("11.2.5"), "2 more fund(s)"),
]

RIVERFOLK_DAYLIGHT_CASES = [
    # 11.5.1 move: swimming (11.2.2) along rivers regardless of rule, paths with rule
    why(RF_DAY, "move 5->1", pytest.mark.law("4.2.1"), "clearing 5", "clearing 1"),
    why(RF_DAY, "move 5->7", pytest.mark.law("2.2.1", "4.2"), "5 and 7"),
    why(RF_MOVE, "move 5->1", pytest.mark.law("4.2.1"), "clearing 5", "clearing 1"),
    why(RF_MOVE, "move 5->7", pytest.mark.law("2.2.1", "4.2"), "5 and 7"),
    why(RF_MOVE, "move 13->5", pytest.mark.law("2.2"), "13"),
    why(RF_MOVE_COUNT, "x3", pytest.mark.law("4.2"), "2 warrior(s) in clearing 5"),
    why(RF_BARE, "move", pytest.mark.law("4.2"), "no warriors on the map"),
    why(RF_STUCK, "move", pytest.mark.law("4.2.1", "11.2.2"), "rule the origin or the destination", "river"),
    # 11.5.2 battle, 11.5.4 draw
    why(RF_DAY, "battle 10 eyrie", pytest.mark.law("4.3"), "no warriors in clearing 10"),
    why(RF_BARE, "draw", pytest.mark.law("11.5.4", "2.1"), "no card left"),
    # 11.5.3 craft and export
    why(RF_DAY, 'craft "Anvil"', pytest.mark.law("11.2.1", "11.5.3"), "Anvil", "fox 0"),
    why(RF_DAY, 'export "Bake Sale"', pytest.mark.law("11.2.1", "11.5.3"), "Bake Sale", "rabbit 0"),
    why(RF_DAY, 'craft "Sword"', pytest.mark.law("4.1"), "no Sword in hand"),
    why(RF_DAY, 'craft "Dragon Egg"', pytest.mark.law("2.1"), "Dragon Egg"),
    why(RF_CRAFT, 'craft "Foxfolk Steel"', pytest.mark.law("11.5.3"), "Foxfolk Steel", "one fund per crafting icon"),
    why(RF_CRAFT, 'craft "Crossbow (mouse)"', pytest.mark.law("4.1.2"), "crossbow"),
    why(RF_CRAFT, 'export "Ambush (fox)"', pytest.mark.law("2.1.2"), "Ambush (fox)"),
    why(RF_NO_SUPPLY, 'export "Anvil"', pytest.mark.law("11.5.3"), "Export", "Payments"),
    why(RF_CRAFT_PAY, "pay mouse", pytest.mark.law("11.5.3"), "no empty mouse"),
    why(RF_CRAFT_PAY, "pay bird", pytest.mark.law("11.5.3"), "no bird space"),
    why(RF_CRAFT_PAY, "end", pytest.mark.law("11.5.3"), "Royal Claim"),
    why(RF_CRAFT_FUND, "fund eyrie", pytest.mark.law("11.2.4"), "eyrie"),
    why(RF_CRAFT_FUND, "pay rabbit", pytest.mark.law("11.5.3"), "fox icon of Royal Claim"),
    # 11.5.5 recruit
    why(RF_DAY, "recruit 1", pytest.mark.law("11.5.5"), "clearing 1", "river"),
    why(RF_DAY, "recruit 4", pytest.mark.law("6.2.2"), "clearing 4"),
    why(RF_DAY, "recruit 13", pytest.mark.law("2.2"), "13"),
    why(RF_NO_SUPPLY, "recruit 5", pytest.mark.law("11.5.5", "1.5.4"), "no Riverfolk warrior"),
    # 11.5.6 establish a trade post
    why(RF_DAY, "establish 7", pytest.mark.law("11.5.6.I"), "clearing 7 already has a trade post"),
    why(RF_DAY, "establish 10", pytest.mark.law("11.5.6.II"), "eyrie rules clearing 10", "you hold 0"),
    why(RF_DAY, "establish 9", pytest.mark.law("11.5.6.I"), "nobody rules clearing 9"),
    why(RF_BARE, "establish 5", pytest.mark.law("11.5.6", "11.2.5"), "no rabbit trade post"),
    why(RF_NO_SUPPLY, "establish 5", pytest.mark.law("11.5.6", "11.2.4"), "2 fund(s)", "you have 1"),
    why(RF_PROTECT, "establish 10", pytest.mark.law("11.5.6.II"), "eyrie rules clearing 10", "you hold 0"),
    # 11.2.4 whose fund pays
    why(RF_FUND, "fund eyrie", pytest.mark.law("11.2.4"), "eyrie"),
    why(RF_FUND, "draw", pytest.mark.law("11.5.5"), "whose warrior pays for recruit"),
    # what other players or other phases do
    why(RF_DAY, "buy riverboats", pytest.mark.law("11.2.6"), "other players", "Birdsong"),
    why(RF_DAY, "price hand_card 2", pytest.mark.law("11.6.2"), "Evening"),
    why(RF_DAY, 'activate "Fox Dominance"', pytest.mark.law("3.3.1"), "10"),
    why(RF_DAY, 'discard "Anvil"', pytest.mark.law("11.6.1"), "Evening"),
]

RIVERFOLK_EVENING_CASES = [
    why(RF_EVENING, "price riverboats 2", pytest.mark.law("11.6.2"), "hand card"),
    why(RF_EVENING, "price hand_card 5", pytest.mark.law("11.6.2"), "1, 2, 3, 4"),
    why(RF_EVENING, "price ferry 1", pytest.mark.law("11.6.2"), "ferry"),
    why(RF_EVENING, "end", pytest.mark.law("11.6.2"), "price hand_card 1"),
    why(RF_DISCARD, 'discard "Royal Claim"', pytest.mark.law("11.6.1"), "no Royal Claim in hand"),
]


@case_test(LIZARD_SETUP_CASES)
def test_10_3_lizard_setup_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(LIZARD_BIRDSONG_CASES)
def test_10_4_lizard_conspiracies_say_why_not(pos: Pos, action: str, rules: list[str],
                                               words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(LIZARD_DAYLIGHT_CASES)
def test_10_5_lizard_rituals_say_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(LIZARD_EVENING_CASES)
def test_10_6_lizard_evening_says_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(RIVERFOLK_SETUP_CASES)
def test_11_3_riverfolk_setup_says_why_not(pos: Pos, action: str, rules: list[str],
                                            words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(SERVICE_CASES)
def test_11_2_services_and_trade_disruption_say_why_not(pos: Pos, action: str, rules: list[str],
                                                         words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(RIVERFOLK_DAYLIGHT_CASES)
def test_11_5_riverfolk_daylight_says_why_not(pos: Pos, action: str, rules: list[str],
                                               words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@case_test(RIVERFOLK_EVENING_CASES)
def test_11_6_riverfolk_evening_says_why_not(pos: Pos, action: str, rules: list[str],
                                              words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


# ============================================================================ the other way
# Who decides what in each position (so that a case is asked where it was meant to be).
ASKS: dict[str, tuple[str, str]] = {
    LZ_SETUP.name: ("lizard", "setup_corner"), LZ_SETUP_TAKEN.name: ("lizard", "setup_corner"),
    LZ_SETUP_OUTCAST.name: ("lizard", "setup_outcast"),
    LZ_CONSPIRE.name: ("lizard", "conspiracy"), LZ_HATED.name: ("lizard", "conspiracy"),
    LZ_SANCTIFY.name: ("lizard", "conspiracy"), LZ_CRUSADE.name: ("lizard", "crusade"),
    LZ_CRUSADE_COUNT.name: ("lizard", "move_count"), LZ_CRUSADE_BATTLE.name: ("lizard", "crusade_battle"),
    LZ_DAY.name: ("lizard", "daylight"), LZ_DAY_SCORED.name: ("lizard", "daylight"),
    LZ_DAY_EMPTY.name: ("lizard", "daylight"), LZ_EVENING.name: ("lizard", "craft"),
    LZ_DISCARD.name: ("lizard", "discard"),
    RF_SETUP.name: ("riverfolk", "setup_warrior"), RF_SETUP_PRICE.name: ("riverfolk", "set_price"),
    RF_SHOP.name: ("marquise", "buy_service"), RF_SHOP_BOATS.name: ("marquise", "buy_service"),
    RF_SHOP_MERCS.name: ("marquise", "buy_service"), RF_SHOP_POOR.name: ("marquise", "buy_service"),
    RF_SHOP_DONE.name: ("marquise", "daylight"),
    RF_SHOP_VB.name: ("vagabond", "buy_service"), RF_SHOP_VB_PAY.name: ("vagabond", "pay_service"),
    RF_DISRUPT.name: ("riverfolk", "lose_fund"),
    RF_DAY.name: ("riverfolk", "daylight"), RF_CRAFT.name: ("riverfolk", "daylight"),
    RF_CRAFT_PAY.name: ("riverfolk", "craft_pay"), RF_CRAFT_FUND.name: ("riverfolk", "fund"),
    RF_NO_SUPPLY.name: ("riverfolk", "daylight"), RF_BARE.name: ("riverfolk", "daylight"),
    RF_PROTECT.name: ("riverfolk", "daylight"), RF_STUCK.name: ("riverfolk", "daylight"),
    RF_FUND.name: ("riverfolk", "fund"),
    RF_MOVE.name: ("riverfolk", "move"), RF_MOVE_COUNT.name: ("riverfolk", "move_count"),
    RF_EVENING.name: ("riverfolk", "set_price"), RF_DISCARD.name: ("riverfolk", "discard"),
    MQ_BOATS.name: ("marquise", "daylight"), MQ_NO_BOATS.name: ("marquise", "daylight"),
    MQ_MERCS.name: ("marquise", "daylight"),
}


@pytest.mark.law("10.3.2", "10.4.3", "10.5", "10.6.2", "11.2.6", "11.3.2", "11.5", "11.6.2")
@pytest.mark.parametrize("pos", Pos.registry, ids=lambda p: p.name)
def test_every_legal_action_of_these_positions_is_explained_as_legal(pos: Pos) -> None:
    check_legal(pos, ASKS)


def test_every_position_is_named_once_and_asks_what_its_cases_expect() -> None:
    names = [p.name for p in Pos.registry]
    assert len(names) == len(set(names))
    assert set(ASKS) == set(names)


@pytest.mark.law("4.2.1", "11.2.2")
def test_11_2_2_swimming_is_explained_as_legal_once_the_fund_is_committed() -> None:
    """Along a river the Riverfolk move regardless of rule: 5 -> 10 (river, nobody rules 10)
    while the Marquise rules 5; by path 5 -> 1 needs rule (case above)."""
    e = explain(RF_MOVE.subject(), "move 5->10")
    assert e.legal is True, e.reason


@pytest.mark.law("10.4.3")
def test_10_4_3_a_battle_or_move_is_explained_behind_its_crusade() -> None:
    """In the conspiracy menu, a battle or move from an Outcast clearing where a Crusade is
    offered is legal one step ahead (behind "crusade 6")."""
    for a in ("battle 6 eyrie", "move 6->11"):
        e = explain(LZ_CONSPIRE.subject(), a)
        assert e.legal is True, (a, e.reason)


@pytest.mark.law("11.2.7", "4.2.1")
def test_11_2_7_riverboats_are_explained_as_legal_with_rule() -> None:
    assert explain(MQ_BOATS.subject(), "move 5->10").legal is True


@pytest.mark.law("11.4.1", "11.4.3")
def test_11_4_1_protectionism_funds_are_riverfolk_funds() -> None:
    """Protectionism put two Riverfolk warriors in Payments, gathered as funds: they pay for
    a trade post in 5, which the Riverfolk rule."""
    assert explain(RF_PROTECT.subject(), "establish 5").legal is True


@pytest.mark.law("11.5.5", "1.5.4")
def test_11_5_5_with_an_empty_supply_only_a_riverfolk_fund_pays_to_recruit() -> None:
    """No Riverfolk warrior in supply, one Riverfolk and one Marquise fund: spending the
    Marquise's fund would place nothing, so the Riverfolk fund pays without a question and
    the warrior it returns is placed."""
    g = position({"factions": MR, "turn": {"player": "riverfolk", "phase": "daylight"},
                  "clearings": {"5": {"riverfolk": 7}, "11": {"riverfolk": 7}},
                  "riverfolk": {"funds": {"riverfolk": 1, "marquise": 1}}})
    rf = g.factions[2]
    assert rf.supply == 0 and "recruit 10" in [str(a) for a in g.legal_actions()]
    g.apply("recruit 10")
    assert g.pending is not None and g.pending.kind == "daylight"
    assert g.warriors[9 * g.n + 2] == 1 and rf.funds == [0] and rf.supply == 0


# ============================================================================ answers from generic code
# Answers given by the oracle's routing and the generic move and discard procedures, and by
# the Riverfolk for a purchase asked in another player's own procedure.
GENERIC_CASES = [
    # the Daylight menu offers "move" (commit a fund); a fund is chosen, then the swim
    why(RF_MOVE, "pass", pytest.mark.law("11.5.1"), "move"),
    why(RF_DISCARD, "price hand_card 2", pytest.mark.law("11.6.1"), "discard"),
    why(RF_SHOP_DONE, 'buy hand_card "Anvil"', pytest.mark.law("11.2.6"), "start of your Birdsong"),
]


@pytest.mark.parametrize("pos, action, rules, words", GENERIC_CASES)
def test_11_generic_procedures_say_why_not(pos: Pos, action: str, rules: list[str], words: tuple[str, ...]) -> None:
    check(pos, action, rules, words)


@pytest.mark.law("11.2.2", "11.5.1")
def test_11_2_2_a_swim_named_in_the_daylight_menu_needs_the_fund_the_player_did_not_name() -> None:
    """Funds of two owners (the Riverfolk's and the Marquise's): whose warrior pays for the
    move is the Riverfolk's choice (11.5.1), so the oracle does not pick one: it says so
    and lists both ways. (It used to pick the first fund and call the swim legal.)"""
    e = explain(RF_DAY.subject(), "move 5->10")
    assert e.legal is False and e.rules == ["11.5.1"], (e.reason, e.rules)
    assert "did not state" in e.reason and "'fund marquise'" in e.reason and "'fund riverfolk'" in e.reason
    assert sorted(e.choices) == [["move", "fund marquise", "move 5->10"], ["move", "fund riverfolk", "move 5->10"]]
    # stated in full, it is legal
    e = explain(RF_DAY.subject(), "move", then=True)
    assert e.legal is True
    e = explain(RF_DAY.subject(), "move 5->9")
    assert e.legal is False and e.rules == ["2.2.1", "4.2"]


# One Riverfolk warrior in 5 beside three of the Marquise, who rules 5; a Riverfolk trade
# post rules 10, across the river. One fund. The only move: 5->10 (11.2.2, 4.2.1), of one
# warrior, so after "move" the engine takes the swim and its count by itself.
ONE_SWIM: dict[str, Any] = {
    "factions": MR,
    "turn": {"player": "riverfolk", "phase": "daylight"},
    "clearings": {"5": {"riverfolk": 1, "marquise": 3}, "10": {"riverfolk": {"tokens": ["trade_post_rabbit"]}}},
    "riverfolk": {"funds": {"riverfolk": 1}}}


@pytest.mark.law("11.2.2", "11.5.1")
def test_11_5_1_the_only_swim_is_explained_through_the_steps_the_engine_takes_by_itself() -> None:
    e = explain(ONE_SWIM, "move 5->10", then=True)
    assert e.legal is True, (e.reason, e.rules)
    assert e.steps == ["move"]  # the engine took "move 5->10" (and "x1") itself
    g = e.game
    assert g is not None and g.warriors[9 * g.n + 2] == 1 and g.warriors[4 * g.n + 2] == 0
    e = explain(ONE_SWIM, "move 5->1")
    assert e.legal is False and e.rules == ["4.2.1"], (e.reason, e.rules)


# The Cult's only Crusade in 8 (fox Outcast) can only battle the Marquise there (8 is
# ruled by the Marquise, the Cult rules nothing around it): the engine starts the battle
# by itself after "crusade 8" (10.4.3.I; docs/rulings.md R44).
ONE_CRUSADE: dict[str, Any] = {
    "factions": ML,
    "turn": {"player": "lizard", "phase": "birdsong"},
    "clearings": {"8": {"lizard": 1, "marquise": 2}, "4": {"marquise": 1}, "7": {"marquise": 1}},
    "lizard": {"outcast": "fox", "acolytes": 2}}


@pytest.mark.law("10.4.3")
def test_10_4_3_a_battle_behind_the_only_crusade_step_is_legal() -> None:
    assert [str(a) for a in position(ONE_CRUSADE).legal_actions()] == ["crusade 8", "convert 8 marquise", "done"]
    e = explain(ONE_CRUSADE, "battle 8 marquise", then=True)
    assert e.legal is True, (e.reason, e.rules)
    assert e.steps == ["crusade 8"]
    assert any(r.startswith("battle in 8:") and "lizard attacks, marquise defends" in r for r in e.random)
