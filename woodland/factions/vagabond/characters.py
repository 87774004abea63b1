"""The Vagabond characters (9.3.1, appendix V): one small class each, which is its special
action's choice in the Daylight menu (options, why-not reasons and effect side by side),
with any Daylight step of its own and its abilities. Starting items and the box a character
comes with are data (woodland/factions/vagabond/data.json, ``characters``).

Each special action in Daylight exhausts a torch (V.1.2, V.2.2, V.3.2, V.4.2, V.8.2; V.6.2
places the torch instead; V.7.2 Improvise is part of a quest, whose items are exhausted);
the Arbiter's Protector is an ability used in other players' battles (V.5.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.cards import ITEMS
from woodland.core.events import RandomCard, Removed
from woodland.core.frame import Choice, Decision, Reason
from woodland.core.kinds import CARD, FACTION, HIRELING, ITEM, QUEST, action_kind
from woodland.factions.vagabond import (
    COERCE_OWED,
    QUESTS,
    STAND_IN,
    Character,
    Vagabond,
    complete_quest,
    damaged,
    face_up_quest,
    forest_label,
    into_blocked,
    make,
    need,
    parse_place,
    quest_holder,
    quest_label,
    repair,
    vagabond,
    why_blocked_into,
    why_no_quest,
)
from woodland.rules import cards as C
from woodland.rules.battle import Battle, attacker_present, remove_piece_kind
from woodland.rules.board import (
    clearing_suits,
    enemy_hirelings_with_warriors,
    has_pieces,
    in_suit,
    is_enemy,
    may_remove,
    owner_named,
    owner_title,
    remove_all_enemy_pieces,
    remove_warriors,
    suit_words,
    warriors_of,
    why_cannot_remove,
)
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.factions.vagabond import VagabondDaylight


class Thief(Character):
    """V.1.2 Steal: take a random card from a player with pieces in his clearing."""

    key = "thief"
    rule = "V.1.2"
    kind = "steal"

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        c = v.clearing
        return [act("steal", (o.key,)) for o in g.factions if o.seat != v.seat and o.hand and has_pieces(g, o.seat, c)]

    def unavailable(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        return "steal from a player with pieces in your clearing and cards in hand", [self.rule]

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        v.exhaust("torch")
        o = g.factions[g.seat_of(str(action.args[0]))]
        cid = o.hand[g.rng.below(len(o.hand))]
        C.give(g, o.seat, v.seat, cid)
        g.emit(RandomCard("random_card", o.seat, v.seat, cid))


class Tinker(Character):
    """V.2.2 Day Labor: take a card matching his clearing from the discard pile; "you can
    always take a bird card": in a forest too, where no other card matches (ruling R573)."""

    key = "tinker"
    rule = "V.2.2"
    kind = "labor"
    in_clearing = False  # a bird card in a forest (R573)

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        cards = g.deckdef.cards
        suits = clearing_suits(g, v.clearing) if v.clearing >= 0 else ("bird",)  # a forest: birds only (R573)
        seen: set[int] = set()
        out = []
        for cid in g.discard:
            card = cards[cid]
            if card.type not in seen and C.matches_one(card.suit, suits):
                seen.add(card.type)
                out.append(act("labor", (card.label,)))
        return out

    def unavailable(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        if not action.args:
            return None
        label = str(action.args[0]).lower()
        if label not in g.deckdef.by_label:
            return f"there is no card {action.args[0]!r} in the {g.deckdef.title}", ["2.1"]
        card = next((g.deckdef.cards[x] for x in g.discard if g.deckdef.cards[x].label.lower() == label), None)
        if card is None:
            return f"the discard pile has no {action.args[0]}", [self.rule]
        if v.clearing < 0:
            return (f"{card.label} is {card.suit}, and you are in a forest: Day Labor takes only a bird card there "
                    "(no clearing to match)"), [self.rule]
        return (f"{card.label} is {card.suit}, and your clearing is {suit_words(g, v.clearing)}: Day Labor takes a "
                "card matching your clearing (or a bird)"), [self.rule]

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        v.exhaust("torch")
        label = str(action.args[0]).lower()
        cid = next(x for x in reversed(g.discard) if g.deckdef.cards[x].label.lower() == label)
        g.discard.remove(cid)
        v.hand.append(cid)
        v.shown.append(cid)  # taken from the open discard pile: everyone knows it (1.2)


class HideoutRepair(Choice["VagabondDaylight"]):
    """V.3.2: the next damaged item Hideout repairs."""

    kind = "repair"

    def options(self, fr: VagabondDaylight, g: "Game") -> list[Action]:
        return [act("repair", (it,)) for it in damaged(vagabond(g, fr.seat))]

    def why_not(self, fr: VagabondDaylight, g: "Game", action: Action) -> Reason | None:
        return "repair only a damaged item", ["V.3.2"]

    def do(self, fr: VagabondDaylight, g: "Game", action: Action) -> None:
        repair(vagabond(g, fr.seat), str(action.args[0]))
        fr.left -= 1


class Ranger(Character):
    """V.3.2 Hideout: repair up to three damaged items, then Daylight ends at once."""

    key = "ranger"
    rule = "V.3.2"
    kind = "hideout"
    in_clearing = False
    steps = {"hideout": (HideoutRepair(),)}

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        return [act("hideout")]

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        v.exhaust("torch")
        fr.left = 3
        fr.step = "hideout"

    def run_step(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> Decision | None:
        dmg = damaged(v)
        if fr.left <= 0 or not dmg:
            g.pop()  # V.3.2: Daylight ends at once
            return None
        if len(dmg) == 1:
            repair(v, dmg[0])
            fr.left -= 1
            return None
        return Decision(v.seat, "repair", fr.offer(g), f"hideout: repair {fr.left} more item(s)", "V.3.2")


class Vagrant(Character):
    """V.4.2 Instigate: force a player with warriors (or a pawn) in his clearing to battle an
    enemy there; he may force himself."""

    key = "vagrant"
    rule = "V.4.2"
    kind = "instigate"

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        return [act("instigate", (g.factions[a].key, g.factions[d].key)) for a, d in instigate_pairs(g, v.clearing)]

    def unavailable(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        return why_instigate(g, v.clearing, action)

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        v.exhaust("torch")
        a, d = g.seat_of(str(action.args[0])), g.seat_of(str(action.args[1]))
        if a == v.seat:  # forcing himself: he is the attacker, and may fight with an ally (9.2.9.II.c)
            fr.arg = "instigate:" + g.factions[d].key
            fr.step = "battle_ally"
        else:
            g.push(InstigatedBattle(a, d, v.clearing, v.seat))


class Protector(Ability):
    """V.5.2 Protector: a defender may enlist the Arbiter before the roll of a battle in his
    clearing; he scores a point and adds his undamaged swords to the defender's maximum
    rolled hits. He is never enlisted by himself or against himself."""

    rule = "V.5.2"

    def _enlisted(self) -> str:
        return f"protector:{self.seat}"

    def before_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        v = vagabond(g, self.seat)
        if (v.clearing != battle.c or seat == v.seat or battle.a == v.seat or battle.d != seat
                or self._enlisted() in battle.used):
            return []
        return [act("enlist", (v.key,))]

    def before_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        """He scores one point and adds his undamaged swords (face up or down, 9.2.6)."""
        v = vagabond(g, self.seat)
        battle.used.append(self._enlisted())
        battle.cap_d += v.undamaged("sword")
        score(g, v.seat, 1)

    def before_roll_why(self, g: "Game", battle: Any, seat: int, action: Action) -> tuple[str, list[str]] | None:
        v = vagabond(g, self.seat)
        if action.kind != "enlist" or not action.args or str(action.args[0]) != v.key:
            return None  # not about him (the Vagabonds' EnlistReasons explain other names)
        if battle is None:
            return ("no battle is under way: the defender enlists the Arbiter before the roll of a battle "
                    "in his clearing"), ["V.5.2"]
        if seat == v.seat:
            return "the Arbiter cannot enlist himself", ["V.5.2"]
        if battle.a == v.seat:
            return f"the Arbiter ({v.key}) is the attacker: he cannot be enlisted against himself", ["V.5.2"]
        if seat != battle.d:
            return f"only the defender ({g.factions[battle.d].key}) may enlist the Arbiter", ["V.5.2"]
        if v.clearing != battle.c:
            where = f"clearing {v.clearing + 1}" if v.clearing >= 0 else f"forest {forest_label(v.forest)}"
            return (f"the Arbiter ({v.key}) is in {where}, not in the clearing of battle "
                    f"({battle.c + 1})"), ["V.5.2"]
        if self._enlisted() in battle.used:
            return f"the Arbiter ({v.key}) is already enlisted in this battle", ["V.5.2"]
        if battle.dice:
            return "the dice are rolled: the Arbiter is enlisted before the roll", ["V.5.2", "4.3.2"]
        if battle.step != "before_roll":
            return ("the Arbiter is enlisted with the before-roll effects (step 2), after the ambush "
                    "step"), ["V.5.2", "4.3.2"]
        return None


class Arbiter(Character):
    """V.5.2 Protector: his special action is used in other players' battles, before the
    roll; it is his ability (:class:`Protector`), in force while he is the Arbiter."""

    key = "arbiter"
    rule = "V.5.2"
    abilities = (Protector,)


class ScorchedEarth(Ability):
    """V.6.2 Scorched Earth: no piece moves into or is placed in the clearing with the
    Scoundrel's torch (not even his own pawn, once he has left it)."""

    rule = "V.6.2"

    def _torches(self, g: "Game") -> list[int]:
        return vagabond(g, self.seat).scorched

    def blocking_now(self, g: "Game") -> bool:
        return bool(self._torches(g))  # only once a torch lies in a clearing

    def blocks_move(self, g: "Game", mover: int, a: int, b: int) -> bool:
        return b in self._torches(g)

    def forbids_placement(self, g: "Game", placer: int, c: int) -> bool:
        return c in self._torches(g)

    def move_block_reason(self, g: "Game", a: int, b: int) -> tuple[str, list[str]]:
        return f"no piece can move into clearing {b + 1}, where the Scoundrel's torch lies", ["V.6.2"]

    def placement_reason(self, g: "Game", c: int) -> str:
        return f"no piece can be placed in clearing {c + 1}, where the Scoundrel's torch lies"

    def piece_may_stand(self, g: "Game", owner: int, c: int) -> bool:
        """V.6.2 removes enemy pieces only: a coalition partner's stay (ruling R39)."""
        return c not in self._torches(g) or not is_enemy(g, self.seat, owner)


class Scoundrel(Character):
    """V.6.2 Scorched Earth: place his torch in his clearing, removing every enemy piece
    there; from then on nothing moves into or is placed in that clearing."""

    key = "scoundrel"
    rule = "V.6.2"
    kind = "scorch"
    abilities = (ScorchedEarth,)

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        return [act("scorch")]

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        c = v.clearing
        v.gear.remove("torch")  # exhausted, and placed in his clearing
        v.scorched.append(c)
        g.invalidate()
        remove_all_enemy_pieces(g, v.seat, c, "scorched_earth")  # 9.2.2.I for another Vagabond there


def rest_of_quest(items: list[str], stands_for: str) -> list[str]:
    """The items a quest still asks for once one item stands for ``stands_for`` (V.7.2)."""
    rest = list(items)
    rest.remove(stands_for)
    return rest


def improvise_fits(v: Vagabond, items: list[str], mine: str, stands_for: str) -> bool:
    """V.7.2: with his face-up, undamaged ``mine`` standing for one ``stands_for``, he has
    the rest of ``items`` face up and undamaged as well."""
    rest = rest_of_quest(items, stands_for)
    return all(v.ready(k) - (1 if k == mine else 0) >= rest.count(k) for k in set(rest))


#: the mark of Improvise used this turn (in ``Faction.used``, emptied as his turn begins)
IMPROVISED = "improvise"


class Adventurer(Character):
    """V.7.2 Improvise: once per turn, taking the Quest action (9.5.5), he treats one face-up
    undamaged item as any other item; exhausted for the quest, that item is also damaged.
    ``improvise QUEST MINE AS``: complete QUEST with his MINE standing for one AS. No torch
    is exhausted (the quest's items are)."""

    key = "adventurer"
    rule = "V.7.2"
    kind = "improvise"
    item = ""

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        if IMPROVISED in v.used:
            return []
        out = []
        for q in quest_holder(g, v).quests:  # 9.7.2: the shared row of quests
            if not in_suit(g, v.clearing, QUESTS[q]["suit"]):
                continue
            items = QUESTS[q]["items"]
            for stands_for in dict.fromkeys(items):
                out += [act("improvise", (quest_label(q), mine, stands_for)) for mine in v.ready_kinds()
                        if mine != stands_for and improvise_fits(v, items, mine, stands_for)]
        return out

    def unavailable(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        if IMPROVISED in v.used:
            return "Improvise is once per turn, and you have improvised this turn", [self.rule]
        if len(action.args) != 3:
            return ('name the quest, your item and the item it stands for: improvise "Quest (suit)" '
                    "ITEM AS_ITEM"), [self.rule]
        label, mine, stands_for = (str(x) for x in action.args)
        r = why_no_quest(g, v, v.clearing, label)
        q = face_up_quest(g, v, label)
        if r is not None or q is None:
            return r
        items = QUESTS[q]["items"]
        if stands_for not in items:
            return (f"{label} asks for {' and '.join(items)}, not {stands_for}: the improvised item stands "
                    "for one of the quest's items"), [self.rule, "9.5.5"]
        if mine == stands_for:
            return f"your {mine} already counts as {stands_for}: Improvise treats an item as a different item", \
                [self.rule]
        if not v.ready(mine):
            return (f"you have no face-up, undamaged {mine} to improvise with (it is exhausted for the "
                    "quest)"), [self.rule, "9.2.5"]
        rest = rest_of_quest(items, stands_for)
        return (f"with your {mine} as {stands_for}, the quest still needs face-up, undamaged "
                f"{' and '.join(rest)}"), [self.rule, "9.5.5"]

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        label, mine, stands_for = (str(x) for x in action.args)
        q = face_up_quest(g, v, label)
        assert q is not None
        for k in rest_of_quest(QUESTS[q]["items"], stands_for):
            v.exhaust(k)
        v.gear[v.gear.index(mine)] = make(mine, damaged=True, exhausted=True)  # exhausted, and damaged
        v.used.append(IMPROVISED)
        complete_quest(fr, g, v, q)


class Harrier(Character):
    """V.8.2 Glide: exhaust a torch to move only his pawn (no Allied warriors, 9.2.9.II.b) to
    any clearing of the map, ignoring adjacency and paths, even one with Hostile warriors,
    without exhausting boots. From a forest too, never into the clearing where he stands
    (docs/rulings.md R160)."""

    key = "harrier"
    rule = "V.8.2"
    kind = "glide"
    in_clearing = False

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        return [act("glide", (d + 1,)) for d in range(g.map.board_n)  # on the map: not the Burrow (12.2.2)
                if d != v.clearing and not into_blocked(g, v.seat, v.clearing, d)]

    def unavailable(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        if len(action.args) != 1:
            return "name the clearing to glide to: glide N", [self.rule]
        d, forest = parse_place(g, action.args[0])
        if forest >= 0:
            return "Glide moves your pawn to a clearing, never into a forest", [self.rule]
        if not 0 <= d < g.map.n:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        if d >= g.map.board_n:
            return "Glide goes to a clearing on the map; only the Duchy's pieces go into the Burrow", \
                [self.rule, "12.2.2"]
        if d == v.clearing:
            return f"your pawn is in clearing {d + 1} already: Glide moves it to another clearing", [self.rule]
        return why_blocked_into(g, v.seat, v.clearing, d)

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        v.exhaust("torch")
        v.clearing, v.forest = int(action.args[0]) - 1, -1


# ----------------------------------------------------------------------------- V.4.2 Instigate
def why_instigate(g: "Game", c: int, action: Action) -> tuple[str, list[str]]:
    """Why the Vagrant cannot force this pair to battle (V.4.2, 4.3)."""
    keys = [str(x) for x in action.args]
    if len(keys) != 2:
        return "name the attacker and the defender: instigate ATTACKER DEFENDER", ["V.4.2"]
    seats = []
    for k in keys:
        f = next((f for f in g.factions if f.key == k), None)
        if f is None:
            return f"no faction {k!r} in this game", ["V.4.2"]
        seats.append(f.seat)
    a, d = seats
    if a == d:
        return f"{keys[0]} cannot battle itself: the defender must be an enemy", ["V.4.2", "4.3"]
    if not attacker_present(g, a, c):
        return f"{keys[0]} has no warriors (or pawn) in your clearing to battle with", ["V.4.2", "4.3"]
    if not has_pieces(g, d, c):
        return f"{keys[1]} has no pieces in your clearing", ["V.4.2", "4.3"]
    if not is_enemy(g, a, d):
        return f"{keys[0]} and {keys[1]} are in a coalition: they are not enemies", ["V.4.2", "G.8", "9.2.8"]
    return f"{keys[1]} cannot be attacked in clearing {c + 1}", ["V.4.2", "4.3"]


def instigate_pairs(g: "Game", c: int) -> list[tuple[int, int]]:
    """V.4.2: the (attacker, defender) pairs the Vagrant can force to battle in his clearing
    ``c`` (he may be either): the attacker has warriors or a pawn there (4.3), the defender
    is an enemy of the attacker (G.8) with pieces there."""
    out = []
    for a in g.factions:
        if not attacker_present(g, a.seat, c):
            continue
        for d in g.factions:
            if d.seat != a.seat and is_enemy(g, a.seat, d.seat) and has_pieces(g, d.seat, c) \
                    and d.can_be_attacked(g, c):
                out.append((a.seat, d.seat))
    return out


class InstigatedBattle(Battle):
    """V.4.2 Instigate: an ordinary battle (4.3) between the two players the Vagrant forced,
    who make its decisions (1.5.5); the buildings and tokens it removes count as removed by
    the Vagrant (``by``): he scores them (3.2.1) and Infamy for Hostile factions' pieces
    (9.2.9.III.a), and removal effects (e.g. Outrage) treat him as the remover."""

    __slots__ = ("by",)
    seat_fields = ("a", "d", "by")

    def __init__(self, attacker: int, defender: int, c: int, by: int) -> None:
        super().__init__(attacker, defender, c)
        self.by = by

    def public(self, g: "Game") -> dict[str, Any] | None:
        d = super().public(g)
        if d is not None:
            d["instigated_by"] = g.factions[self.by].key
        return d

    def _remove(self, g: "Game", side: str, kind: str) -> None:
        seat = self.d if side == "d" else self.a
        remove_piece_kind(g, seat, self.c, kind, self.by, "battle")
        self._set_hits(side, (self.hd if side == "d" else self.ha) - 1)


# ----------------------------------------------------------------------------- V.9.2 Swift Strike
class SwiftStrike(Ability):
    """V.9.2 Swift Strike: in a battle he fights (attacking or defending), after the roll,
    the Ronin may exhaust a sword to deal an extra hit -- once per sword he exhausts
    (docs/rulings.md R234)."""

    rule = "V.9.2"

    def after_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        v = vagabond(g, self.seat)
        if seat != v.seat or v.seat not in (battle.a, battle.d) or not v.ready("sword"):
            return []
        return [act("swift_strike")]

    def after_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        v = vagabond(g, self.seat)
        v.exhaust("sword")
        if battle.a == v.seat:
            battle.xa += 1
        else:
            battle.xd += 1

    def after_roll_why(self, g: "Game", battle: Any, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind != "swift_strike":
            return None
        v = vagabond(g, self.seat)
        if seat != v.seat:
            return f"Swift Strike is the Ronin's ({v.key}) to use", [self.rule]
        if battle is None or v.seat not in (battle.a, battle.d):
            return "the Ronin uses Swift Strike in a battle he fights, after the roll", [self.rule]
        if not battle.dice:
            return "Swift Strike is used after rolling", [self.rule, "4.3.4"]
        if battle.step != "after_roll":
            return "the after-roll effects of this battle are over", [self.rule, "4.3.4"]
        return need(v, "sword", self.rule)

    def why_not_now(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        if action.kind != "swift_strike" or any(fr.is_battle for fr in g.stack):
            return None
        return self.after_roll_why(g, None, seat, action)


class Ronin(Character):
    """V.9.2 Swift Strike: used in battle after the roll, not as a Daylight action; it is his
    ability (:class:`SwiftStrike`), in force while he is the Ronin."""

    key = "ronin"
    rule = "V.9.2"
    abilities = (SwiftStrike,)


action_kind("swift_strike", "Swift Strike: exhaust a sword for an extra hit in this battle", "V.9.2")


# ----------------------------------------------------------------------------- V.10.2 Con
#: the marks of Con (in ``Faction.used``, emptied as his turn begins): used this turn, and
#: the quest it completed still to go back into the quest deck
CONNED = "con"
CON_RETURN = "con:return"


def item_pairs(v: Vagabond) -> list[tuple[str, str]]:
    """Every two of his face-up, undamaged items, by kind (V.10.2)."""
    kinds = v.ready_kinds()
    return [(a, b) for i, a in enumerate(kinds) for b in kinds[i:] if a != b or v.ready(a) >= 2]


class Cheat(Character):
    """V.10.2 Con: once per turn, he takes the Quest action (9.5.5) exhausting any two
    items instead of those the quest shows; he scores or draws as usual and a new quest is
    drawn, then the quest he completed is shuffled back into the quest deck.
    ``con QUEST ITEM ITEM``. No torch is exhausted (the two items are)."""

    key = "cheat"
    rule = "V.10.2"
    kind = "con"
    item = ""

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        if CONNED in v.used:
            return []
        pairs = item_pairs(v)
        return [act("con", (quest_label(q), a, b)) for q in quest_holder(g, v).quests  # 9.7.2: shared
                if in_suit(g, v.clearing, QUESTS[q]["suit"]) for a, b in pairs]

    def unavailable(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        if CONNED in v.used:
            return "Con is once per turn, and you have used it this turn", [self.rule]
        if len(action.args) != 3:
            return 'name the quest and the two items to exhaust: con "Quest (suit)" ITEM ITEM', [self.rule]
        r = why_no_quest(g, v, v.clearing, action.args[0])
        if r is not None:
            return r
        items = [str(x) for x in action.args[1:]]
        for k in items:
            if k not in ITEMS:
                return f"there is no item {k!r}: the items are {', '.join(ITEMS)}", ["9.2.5"]
        return f"you need face-up, undamaged {' and '.join(items)} to exhaust", [self.rule, "9.2.5"]

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        q = face_up_quest(g, v, action.args[0])
        assert q is not None
        for k in action.args[1:]:
            v.exhaust(str(k))
        v.used += [CONNED, CON_RETURN]
        complete_quest(fr, g, v, q)

    def after_reward(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> None:
        """V.10.2: the conned quest is shuffled into the quest deck (it no longer counts
        among his completed quests)."""
        if CON_RETURN not in v.used:
            return
        v.used.remove(CON_RETURN)
        holder = quest_holder(g, v)
        holder.quest_deck.append(v.done.pop())
        g.rng.shuffle(holder.quest_deck)


# ----------------------------------------------------------------------------- V.11.2 Duel
def duel_targets(g: "Game", v: Vagabond) -> list[int]:
    """V.11.2: the enemies with a warrior he can remove in his clearing: players, then enemy
    hirelings (their owner ids: an enemy hireling's warrior is an enemy warrior, G.9, G.36)."""
    c = v.clearing
    players = [o.seat for o in g.factions if o.seat != v.seat and is_enemy(g, v.seat, o.seat)
               and g.warriors[c * g.n + o.seat] > 0 and o.removable_warriors(g, c, "duel") > 0
               and may_remove(g, v.seat, o.seat, c)]  # H.2.2 the Stoic Protector
    return players + enemy_hirelings_with_warriors(g, v.seat, c)


class DuelKeepsRelationship(Ability):
    """V.11.2: a warrior the Gladiator removes with Duel does not make its faction Hostile."""

    rule = "V.11.2"

    def keeps_relationship(self, g: "Game", event: Any) -> bool:
        return isinstance(event, Removed) and event.by == self.seat and event.cause == "duel"


class Gladiator(Character):
    """V.11.2 Duel: he exhausts any item and damages it, removes an enemy warrior from his
    clearing and draws a card; its faction does not become Hostile (no Infamy either: not
    in battle, 9.2.9.III.a). ``duel ITEM FACTION``; as often as he has items."""

    key = "gladiator"
    rule = "V.11.2"
    kind = "duel"
    item = ""
    abilities = (DuelKeepsRelationship,)

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        targets = duel_targets(g, v)
        return [act("duel", (it, owner_title(g, o))) for it in v.ready_kinds() for o in targets]

    def unavailable(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        if len(action.args) != 2:
            return "name the item to exhaust and damage and the enemy: duel ITEM FACTION", [self.rule]
        it, key = (str(x) for x in action.args)
        if not v.ready(it):
            return f"you need a face-up, undamaged {it} to exhaust and damage", [self.rule, "9.2.5"]
        h = g.hirelings.key_of(key) if g.hirelings is not None else None
        if h is not None and g.hirelings is not None:  # a hireling's warrior (G.9, G.36)
            ho = g.hirelings.owner(h)
            if not is_enemy(g, v.seat, ho):
                return f"the {key} are not an enemy: you or your coalition partner control them", [self.rule, "H.3.2"]
            if warriors_of(g, ho, v.clearing) == 0:
                return f"the {key} have no warriors in your clearing ({v.clearing + 1})", [self.rule]
            return why_cannot_remove(g, v.seat, ho, v.clearing, self.rule) or (
                f"the {key}'s warriors in clearing {v.clearing + 1} cannot be removed", [self.rule])
        o = next((f for f in g.factions if f.key == key), None)
        if o is None or o.seat == v.seat:
            return f"there is no other player {key!r}", [self.rule]
        if not is_enemy(g, v.seat, o.seat):
            return f"{key} is not an enemy: you are in a coalition with it", [self.rule, "G.8", "9.2.8"]
        c = v.clearing
        if g.warriors[c * g.n + o.seat] == 0:
            return f"{key} has no warriors in your clearing ({c + 1})", [self.rule]
        r = why_cannot_remove(g, v.seat, o.seat, c, self.rule)
        if r is not None:
            return r
        why = o.why_unremovable(g, c, "duel")  # 14.2.2: the warlord
        if why is not None:
            return why[0], [self.rule, *why[1]]
        return f"{key}'s warriors in clearing {c + 1} cannot be removed", [self.rule]

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        it, key = (str(x) for x in action.args)
        v.gear[v.gear.index(it)] = make(it, damaged=True, exhausted=True)  # exhausted, and damaged
        remove_warriors(g, owner_named(g, key), v.clearing, 1, v.seat, "duel")
        C.draw(g, v.seat, 1)


# ----------------------------------------------------------------------------- V.12.2 Coerce
#: the mark of Coerce used this turn (in ``Faction.used``, emptied as his turn begins)
COERCED = "coerce"


class Jailor(Character):
    """V.12.2 Coerce: once per turn, he spends a card matching his clearing to treat it as
    exhausting any item. ``coerce CARD ITEM``: the card stands for one face-up, undamaged
    ITEM until an action of this turn exhausts an ITEM (the card is exhausted first:
    Vagabond.exhaust); once that action is over he loses a point (settle_coerce, at his
    next Daylight decision). Taken just before the action it prompts or adds to: repair,
    craft, aid, quest, move, battle, explore, strike (docs/rulings.md R301)."""

    key = "jailor"
    rule = "V.12.2"
    kind = "coerce"
    item = ""

    def available(self, fr: VagabondDaylight, g: "Game", v: Vagabond) -> list[Action]:
        if COERCED in v.used:
            return []
        cards = C.matching_in_hand(g, v.seat, clearing_suits(g, v.clearing))
        return [act("coerce", (C.label(g, cid), it)) for cid in cards for it in ITEMS]

    def unavailable(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        if COERCED in v.used:
            return "Coerce is once per turn, and you have coerced this turn", [self.rule]
        if len(action.args) != 2:
            return "name the card to spend and the item it stands for: coerce CARD ITEM", [self.rule]
        it = str(action.args[1])
        if it not in ITEMS:
            return f"there is no item {it!r}: the items are {', '.join(ITEMS)}", ["9.2.5"]
        return why_card(g, v.seat, action.args[0], clearing_suits(g, v.clearing), self.rule)

    def take(self, fr: VagabondDaylight, g: "Game", v: Vagabond, action: Action) -> None:
        C.spend(g, v.seat, C.card_by_label(g, v.seat, str(action.args[0])))
        v.used += [COERCED, STAND_IN + str(action.args[1])]

    # -- paying for Riverfolk services with Coerce: ``coerce CARD``, one item paid (11.2.6)
    def payment_options(self, g: "Game", v: Vagabond) -> list[Action]:
        if COERCED in v.used or v.clearing < 0:
            return []
        return C.card_actions(g, "coerce", C.matching_in_hand(g, v.seat, clearing_suits(g, v.clearing)))

    def payment_why(self, g: "Game", v: Vagabond, action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        if COERCED in v.used:
            return "Coerce is once per turn, and you have coerced this turn", [self.rule]
        if v.clearing < 0:
            return "you are in a forest: Coerce spends a card matching your clearing", [self.rule]
        if len(action.args) != 1:
            return "name the card to pay with: coerce CARD (it counts as one item exhausted)", [self.rule, "11.2.6"]
        return why_card(g, v.seat, action.args[0], clearing_suits(g, v.clearing), self.rule)

    def pay(self, g: "Game", v: Vagabond, action: Action) -> None:
        """The card counts as one item exhausted to pay; the point is lost once the
        services are bought (at his Birdsong, settle_coerce)."""
        C.spend(g, v.seat, C.card_by_label(g, v.seat, str(action.args[0])))
        v.used += [COERCED, COERCE_OWED]


action_kind("con", "Con: complete this quest exhausting these two items instead", "V.10.2", (QUEST, ITEM, ITEM))
action_kind("duel", "Duel: exhaust and damage this item to remove a warrior of this faction (or hireling) and draw",
            "V.11.2", (ITEM, FACTION), (ITEM, HIRELING))
action_kind("coerce", "Coerce: spend this card as if exhausting this item (paying for services: one item)", "V.12.2",
            (CARD, ITEM), (CARD,))
