"""Rule-of-thumb Vagabond (Law ch. 9): head for the clearing where a Daylight is worth
most (ruins to explore, quests it can complete, factions to aid, the foe's pieces to
fight), counting the boots each step costs (two into a clearing with Hostile warriors,
9.2.9.III.c); explore, quest, aid towards Allied, battle the foe for Infamy and its
buildings and tokens, strike with the crossbow, craft, and repair or rest when too many
items are damaged. An opponent's activated dominance card comes first: the Vagabond goes
where its rule can be broken (3.3.1)."""

from __future__ import annotations

from typing import Any, Sequence

from woodland.bots.heuristic_common import DANGER, Info, Strategy, battle_odds, matches, own_entry, traits
from woodland.bots.hirelings import bandit_toll
from woodland.core.actions import Action
from woodland.core.cards import Card
from woodland.rules.setup import faction_data

DATA = faction_data("vagabond")
QUESTS = {f"{q['name']} ({q['suit']})": q for q in DATA["quests"]}
AIDS = DATA["relationship_aids"]
REL_VP = DATA["relationship_vp"]
ALLIED_VP = DATA["allied_aid_vp"]
#: how much an item is worth keeping ready (exhaust / damage / drop the cheapest first)
ITEM_WORTH = {"boots": 3.0, "sword": 3.2, "torch": 2.6, "crossbow": 1.8, "hammer": 1.6, "tea": 1.5,
              "coins": 1.3, "bag": 0.8}
#: worth of gaining one more item of a kind (explore, aid, craft)
GAIN = {"sword": 1.6, "boots": 1.3, "tea": 1.3, "coins": 1.0, "torch": 0.9, "crossbow": 0.8, "hammer": 0.8,
        "bag": 0.4}
#: what exhausting an item for aid gives up (track items lose their bonus until refreshed)
EXHAUST_COST = {"crossbow": 0.8, "hammer": 1.0, "sword": 1.6, "torch": 1.4, "boots": 2.0, "tea": 2.6,
                "coins": 2.4, "bag": 3.0}
TRACKED = ("tea", "coins", "bag")
#: weights (tuned against random bots): item damage taken in battle, boots spent per
#: step to a goal, worth of exploring, of a quest, extra worth of removing the leader's
#: pieces, worth of a card drawn, damaged items that send the Vagabond to rest
P = {"loss": 0.55, "dist": 0.55, "explore": 3.2, "quest": 1.0, "lead": 2.5, "card": 0.8, "rest": 3,
     "second": 0.6, "far": 0.35, "deny": 1.0, "first": 0.0}
#: characters in order of preference: the Ranger (sword and crossbow, Hideout) did best
#: against random bots; with two Vagabonds (9.7) or the Riverfolk characters (V.4-V.6) the
#: second choice is a fighter: the Arbiter's two swords, the Thief's sword, the
#: Scoundrel's crossbow; the Underworld characters (V.7-V.8, not tuned) and the Ronin and
#: the Homeland characters (V.9-V.12, not tuned) come last
CHARACTERS = ("ranger", "arbiter", "thief", "scoundrel", "tinker", "vagrant", "harrier", "adventurer", "ronin",
              "gladiator", "cheat", "jailor")
CHARACTER = CHARACTERS[0]
#: a Highway Bandits' toll (an item damaged, H.2.2) counted as this many boots on a route
TOLL_BOOTS = 1


def kind_of(it: str) -> str:
    return it.split("_", 1)[0]


class Gear:
    """The Vagabond's items as the view shows them."""

    __slots__ = ("items",)

    def __init__(self, items: list[str]) -> None:
        self.items = list(items)

    def ready(self, kind: str) -> int:
        return self.items.count(kind)

    def undamaged(self, kind: str) -> int:
        return sum(1 for it in self.items if kind_of(it) == kind and "_d" not in it)

    def damaged(self) -> list[str]:
        return [it for it in self.items if "_d" in it]

    def ready_kinds(self) -> list[str]:
        return [it for it in self.items if "_" not in it]

    def on_track(self, kind: str) -> int:
        return min(3, self.ready(kind)) if kind in TRACKED else 0

    def spare(self) -> int:
        """Room left in the Satchel before Evening's item limit (9.6.4)."""
        limit = 6 + 2 * self.on_track("bag")
        counted = len(self.items) - sum(self.on_track(k) for k in TRACKED)
        return limit - counted

    def gain_cost(self, kind: str) -> float:
        """What gaining one more face-up ``kind`` costs in items dropped at Evening."""
        if kind in TRACKED and self.ready(kind) < 3:
            return 0.0
        if self.spare() > 0:
            return 0.0
        removable = [ITEM_WORTH.get(kind_of(it), 0.5) for it in self.items
                     if not (kind_of(it) in TRACKED and "_" not in it)]
        return min(removable + [ITEM_WORTH.get(kind, 0.5)])

    def use(self, kind: str, n: int = 1) -> "Gear":
        g = Gear(self.items)
        for _ in range(n):
            if kind in g.items:
                g.items[g.items.index(kind)] = kind + "_x"
        return g


def place_of(I: Info) -> tuple[int, int]:
    """(clearing index or -1, forest index or -1)."""
    c = I.board.get("clearing")
    f = I.board.get("forest")
    return (c - 1 if c else -1, int(str(f)[1:]) - 1 if f else -1)


#: what the search's horizon counts per thing the Vagabond holds that does not score yet, in
#: victory points: an item in his satchel or on his tracks, face up or exhausted (his actions,
#: 9.2.5; a quest's or a crafted item's cost), the same item damaged (a Repair or a Rest in a
#: forest away from being used, 9.6.1, 9.5.7), a card in hand (aid, crafting, 9.5.4, 9.5.8).
#: Reasoned guesses, not fitted.
ASSETS = {"item": 0.5, "damaged": 0.2, "card": 0.3}


class VagabondStrategy(Strategy):
    keys = ("vagabond", "vagabond2")  # 9.7: the second Vagabond plays by the same rules
    has_assets = True
    #: the search plays two rounds on, as for the Marquise: the foe he turns Hostile and the
    #: factions he aids pay in his next turns (docs/bots.md, "Two rounds on for the Eyrie and
    #: the Vagabond")
    search_horizon = 8

    @staticmethod
    def assets(v: dict[str, Any]) -> float:
        """What the Vagabond holds that does not score yet, in points (:data:`ASSETS`), read
        from his own view ``v``: his items (less when damaged) and the cards in his hand."""
        mine = own_entry(v)
        items = mine["board"]["items"]
        damaged = sum(1 for it in items if "_d" in it)
        return (ASSETS["item"] * (len(items) - damaged) + ASSETS["damaged"] * damaged
                + ASSETS["card"] * mine["hand_count"])

    # -- facts ---------------------------------------------------------------------------
    def gear(self, I: Info) -> Gear:
        """His items, with the one a card spent with Coerce stands for (V.12.2)."""
        return Gear(I.board["items"] + ([I.board["coerced"]] if I.board.get("coerced") else []))

    def rel(self, I: Info, k: str) -> Any:
        return I.board["relationships"].get(k)

    def hostile(self, I: Info, k: str) -> bool:
        return self.rel(I, k) == "hostile"

    def hostiles(self, I: Info) -> list[str]:
        h = I.cache.get("hostiles")
        if h is None:
            h = I.cache["hostiles"] = [k for k, r in I.board["relationships"].items() if r == "hostile"]
        return h

    def hostile_w(self, I: Info, c: int) -> bool:
        """9.2.9.III.c: moving into a clearing with Hostile warriors costs an extra boots."""
        return any(I.war[c].get(k, 0) for k in self.hostiles(I))

    def foe(self, I: Info) -> str | None:
        """The faction we fight for Infamy (9.2.9.III.a): one already Hostile, else the
        one with the most warriors on the map among those we have not befriended."""
        if "foe" not in I.cache:
            I.cache["foe"] = self._foe(I)
        return I.cache["foe"]

    def _foe(self, I: Info) -> str | None:
        rels = I.board["relationships"]
        hostile = [k for k, r in rels.items() if r == "hostile"]
        if hostile:
            return max(hostile, key=lambda k: (self._warriors_on_map(I, k), k))
        chosen = self.mem.plan.get("foe")
        if chosen in rels and chosen in I.enemies():
            return chosen  # keep the enemy we picked, even if aiding it for items warmed it
        cands = [k for k, r in rels.items() if r == 0 and k in I.enemies()]
        if not cands:
            return None
        foe = max(cands, key=lambda k: (self._warriors_on_map(I, k), k))
        self.mem.plan["foe"] = foe
        return foe

    def _warriors_on_map(self, I: Info, k: str) -> int:
        return sum(I.w(k, c) for c in range(I.n))

    def quest_ok(self, I: Info, label: str, gear: Gear, c: int) -> bool:
        q = QUESTS[label]
        if c < 0 or I.suit[c] != q["suit"]:
            return False
        need = q["items"]
        return all(gear.ready(k) >= need.count(k) for k in set(need))

    def quest_points(self, I: Info, label: str) -> int:
        suit = QUESTS[label]["suit"]
        return 1 + sum(1 for lb in I.board["completed_quests"] if lb.endswith(f"({suit})"))

    def friends(self, I: Info) -> list[str]:
        foe = self.foe(I)
        return [k for k, r in I.board["relationships"].items() if r != "hostile" and k != foe]

    # -- cards ---------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.kind == "item" and I.v["item_supply"].get(card.item or "", 0) > 0:
            v += 0.4
        return v

    def on_after_roll(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """V.9.2 Swift Strike: an extra hit for a sword exhausted, while another sword stays
        face up for the next battle."""
        strike = next((a for a in actions if a.kind == "swift_strike"), None)
        if strike is not None and Gear(I.board["items"]).ready("sword") >= 2:
            return strike
        return super().on_after_roll(I, actions)

    # -- setup ----------------------------------------------------------------------------
    def on_setup_character(self, I: Info, actions: Sequence[Action]) -> Action | None:
        # 9.7: the other Vagabond may have taken our first choice
        for ch in CHARACTERS:
            a = next((a for a in actions if a.args == (ch,)), None)
            if a is not None:
                return a
        return None

    def on_setup_forest(self, I: Info, actions: Sequence[Action]) -> Action | None:
        ruins = set(c - 1 for c in I.v["ruins_with_items"])

        def key(a: Action) -> tuple[int, int, str]:
            f = int(str(a.args[0])[1:]) - 1
            cl = I.map.forests[f]
            return (sum(1 for c in cl if c in ruins), len(cl), str(a))
        return max(actions, key=key)

    # -- what a clearing offers ------------------------------------------------------------
    def spot_value(self, I: Info, c: int, gear: Gear, hand_suits: list[str], bu: int = 0) -> float:
        """Worth of a Daylight spent in clearing ``c`` with these ready items (less ``bu``
        boots spent getting there): the best thing to do there plus part of the next best."""
        key = ("spot", c, bu)
        got = I.cache.get(key)
        if got is not None:
            return got
        vals, quests = self.spot_parts(I, c, gear, hand_suits)
        if quests:
            boots = gear.ready("boots") - bu
            qv = max((v for v, nb in quests if nb <= boots), default=0.0)
            if qv:
                vals = vals + [qv]
        if len(vals) > 1:
            vals = sorted(vals, reverse=True)
            v = vals[0] + P["second"] * sum(vals[1:3])
        else:
            v = vals[0] if vals else 0.0
        I.cache[key] = v
        return v

    def spot_parts(self, I: Info, c: int, gear: Gear, hand_suits: list[str]) -> tuple[list[float], list[Any]]:
        """What ``c`` offers with the current items, boots aside: values of exploring,
        aiding, fighting, striking, breaking a dominance; and (value, boots needed) of
        each quest that can be done there."""
        key = ("parts", c)
        got = I.cache.get(key)
        if got is not None:
            return got
        vals: list[float] = []
        if gear.ready("torch") and (c + 1) in I.v["ruins_with_items"] and not self.dud_ruin(I, c):
            vals.append(P["explore"])
        quests = []
        for label in I.board["quests"]:
            q = QUESTS[label]
            if q["suit"] != I.suit[c]:
                continue
            need = q["items"]
            if all(gear.ready(k) >= need.count(k) for k in set(need) if k != "boots"):
                quests.append((self.quest_value(I, label), need.count("boots")))
        present = [k for k in I.keys if k != I.me and self._present(I, k, c)]
        if present and gear.ready_kinds() and any(matches(s, I.suit[c]) for s in hand_suits):
            av = max(self.aid_value(I, k, c, gear, hand_suits) for k in present)
            if av > 0:
                vals.append(av)
        enemies = I.enemies()
        swords = gear.ready("sword")
        if swords:
            fv = max((self.fight_value(I, k, c, gear) for k in present if k in enemies), default=0.0)
            if fv > 0:
                vals.append(fv)
                if swords >= 2:
                    vals.append(0.7 * fv)
        if gear.ready("crossbow"):
            sv = max((self.strike_value(I, k, c) for k in present if k in enemies), default=0.0)
            if sv > 0:
                vals.append(sv)
        dz = I.danger().get(c, 0.0)
        if dz:
            r = I.ruler[c]
            if r is not None and r != I.me:
                cap = self.break_capacity(I, c, r, gear)
                vals.append(DANGER * dz * min(1.0, cap / max(1, I.break_margin(r, c))))
        got = I.cache[key] = (vals, quests)
        return got

    def break_capacity(self, I: Info, c: int, r: str, gear: Gear) -> float:
        """Pieces of ``r`` we can expect to remove from ``c`` this Daylight (battles with
        every ready sword, a crossbow strike)."""
        cap = 1.0 if gear.ready("crossbow") else 0.0
        swords = gear.undamaged("sword")
        dw = I.w(r, c)
        for _ in range(gear.ready("sword")):
            k, b, _loss = battle_odds(max(1, len(gear.items)), dw, I.nb[c].get(r, 0), a_cap=swords, d_cap=dw)
            cap += k + b
        return cap

    def _present(self, I: Info, k: str, c: int) -> bool:
        return I.w(k, c) > 0 or I.pieces_of(k, c) > 0 or k in I.pawns[c]

    def quest_value(self, I: Info, label: str) -> float:
        pts = self.quest_points(I, label)
        return P["quest"] + max(pts, 2 * P["card"] if self.friends(I) else 0.0)

    def aid_value(self, I: Info, k: str, c: int, gear: Gear, hand_suits: list[str]) -> float:
        r = self.rel(I, k)
        items = I.players[k]["crafted_items"]
        take = max((GAIN.get(it, 0.5) - gear.gain_cost(it) for it in items), default=0.0)
        take = max(0.0, take)
        if r is None or r == "hostile" or k == self.foe(I):
            return 0.1 + take
        if r >= len(AIDS):
            return ALLIED_VP + 0.4 + take
        done = I.board.get("aided_this_turn", {}).get(k, 0)
        left = max(1, AIDS[r] - done)  # aids toward the next space still to give (R594: never none)
        cards = sum(1 for s in hand_suits if matches(s, I.suit[c]))
        ready = len(gear.ready_kinds())
        if left <= min(cards, ready):
            return REL_VP[r] / left + 0.6 + take
        return 0.2 + take

    def fight_value(self, I: Info, k: str, c: int, gear: Gear) -> float:
        if I.is_vb(k):
            return -1.0  # the other Vagabond (9.7): damaged items score nothing
        swords = gear.undamaged("sword")
        key = ("fight", k, c, swords, len(gear.items))
        got = I.cache.get(key)
        if got is None:
            got = I.cache[key] = self._fight_value(I, k, c, gear, swords)
        return got

    def _fight_value(self, I: Info, k: str, c: int, gear: Gear, swords: int) -> float:
        dw = I.w(k, c)
        pieces = I.pieces_of(k, c)
        kills, bts, loss = battle_odds(max(1, len(gear.items)), dw, pieces, a_cap=swords, d_cap=dw)
        r = self.rel(I, k)
        hostile = r == "hostile"
        lead = P["lead"] if k == I.leader() else 0.0
        v = (1.0 + lead) * bts
        if dw:
            if hostile:
                v += (1.0 + 0.5 * lead) * kills
            elif k == self.foe(I):
                v += (1.0 + 0.5 * lead) * kills - P["first"]  # the first warrior makes them Hostile, no point
            else:
                v -= 2.0  # it would make a friend Hostile
        # a damaged item weighs more the fewer items we have
        v -= P["loss"] * loss * (1.0 + max(0, 6 - len(gear.items)) * 0.15)
        amb = I.cache.get(("amb", k))
        if amb is None:
            amb = I.cache[("amb", k)] = self.ambush_risk(I, k, c, 2) * 0.3
        v -= amb
        dz = I.danger().get(c, 0.0)
        if dz and I.ruler[c] == k:
            # their dominance card wins at their next Birdsong unless their rule here ends
            v += DANGER * dz * min(1.0, (kills + bts) / max(1, I.break_margin(k, c)))
        return v - self.battle_card_cost(I, c, k)

    def strike_value(self, I: Info, t: str, c: int) -> float:
        dz = I.danger().get(c, 0.0)
        if dz and I.ruler[c] == t and I.break_margin(t, c) <= 1:
            return DANGER * dz
        if I.w(t, c) == 0:
            return 1.4 if I.pieces_of(t, c) else -1.0
        if self.hostile(I, t) or (t == self.foe(I) and self.rel(I, t) == 0):
            return 0.4 + (0.8 * DANGER * dz if dz and I.ruler[c] == t else 0.0)
        return -1.0

    # -- moving --------------------------------------------------------------------------
    def costs(self, I: Info, here: int, forest: int) -> list[int]:
        """Boots needed to reach each clearing by Daylight moves (9.5.1), two to enter a
        clearing with Hostile warriors (9.2.9.III.c), and one more for each Highway Bandits'
        path taken (H.2.2: an item damaged, as much as a boots spent) while an item is
        undamaged: the cheapest route."""
        return self.routes(I, here, forest)[0]

    def toll(self, I: Info, a: int, b: int) -> int:
        """The Highway Bandits' toll moving from ``a`` to ``b`` (H.2.2, R318: an item damaged
        while one is undamaged), in boots."""
        if bandit_toll(I, a, b) >= 0:
            return 0
        return TOLL_BOOTS if any("_d" not in it for it in I.board["items"]) else 0

    def routes(self, I: Info, here: int, forest: int) -> tuple[list[int], list[int]]:
        """Per clearing, the cost of the cheapest route (:meth:`costs`) and the boots it
        needs (none for a toll)."""
        key = ("cost", here, forest)
        got = I.cache.get(key)
        if got is not None:
            return got
        hw = I.cache.get("hw")
        if hw is None:
            hw = I.cache["hw"] = [2 if self.hostile_w(I, c) else 1 for c in range(I.n)]
        dist, need = [99] * I.n, [99] * I.n
        if here >= 0:
            dist[here] = need[here] = 0
        else:
            for c in I.map.forests[forest]:
                dist[c] = need[c] = hw[c]
        todo = True
        adj = I.map.adj
        while todo:  # Bellman-Ford on a dozen clearings
            todo = False
            for x in range(I.n):
                dx = dist[x]
                if dx >= 99:
                    continue
                for y in adj[x]:
                    dy = dx + hw[y] + self.toll(I, x, y)
                    if dy < dist[y] or (dy == dist[y] and need[x] + hw[y] < need[y]):
                        dist[y], need[y] = dy, need[x] + hw[y]
                        todo = True
        got = I.cache[key] = (dist, need)
        return got

    def plan_value(self, I: Info, here: int, forest: int, gear: Gear) -> tuple[float, int]:
        """The best clearing to spend this Daylight in, starting from ``here`` (or the
        forest): its worth less the boots to get there (further ones, out of reach this
        turn, count for less). Returns (value, clearing)."""
        cost, need = self.routes(I, here, forest)
        hand = [h.suit for h in I.hand]
        boots = gear.ready("boots")
        best, bc = -9.0, -1
        for c in range(I.n):
            d = cost[c]
            if d > 8:
                continue
            if need[c] <= boots:
                v = self.spot_value(I, c, gear, hand, d) - P["dist"] * d
            else:
                v = P["far"] * self.spot_value(I, c, gear, hand) - P["dist"] * d
            if v > best:
                best, bc = v, c
        return best, bc

    # -- Birdsong --------------------------------------------------------------------------
    def on_refresh(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (ITEM_WORTH.get(kind_of(str(a.args[0])), 0.5), str(a)))

    def needs_rest(self, I: Info, gear: Gear) -> bool:
        dmg = len(gear.damaged())
        if I.board.get("character") == "ranger" and gear.ready("torch") and dmg < 4:
            return False  # the Hideout repairs in a clearing (V.3.2)
        return dmg >= P["rest"] or (dmg >= 2 and (gear.undamaged("boots") == 0 or gear.undamaged("torch") == 0))

    def on_slip(self, I: Info, actions: Sequence[Action]) -> Action | None:
        gear = self.gear(I)
        here, forest = place_of(I)
        if self.needs_rest(I, gear) and not I.danger():
            if forest >= 0:
                return Action("stay", ())
            fs = [a for a in actions if a.kind == "slip" and str(a.args[0]).startswith("F")]
            if fs:
                return fs[0]
        best, bv = Action("stay", ()), self.plan_value(I, here, forest, gear)[0] + 0.05
        for a in actions:
            if a.kind != "slip" or str(a.args[0]).startswith("F"):
                continue
            c = int(a.args[0]) - 1
            v = self.plan_value(I, c, -1, gear)[0]
            if v > bv:
                best, bv = a, v
        return best

    # -- Daylight -----------------------------------------------------------------------------
    def local_value(self, I: Info, a: Action, here: int, gear: Gear, hand: list[str]) -> float | None:
        k = a.kind
        if k == "explore":
            return -1.0 if self.dud_ruin(I, here) else P["explore"]
        if k == "quest":
            return self.quest_value(I, str(a.args[0]))
        if k == "aid":
            return self.aid_value(I, str(a.args[0]), here, gear, hand)
        if k == "battle":
            return self.fight_value(I, str(a.args[1]), here, gear)
        if k == "strike":
            return self.strike_value(I, str(a.args[0]), here)
        if k == "craft":
            card = I.card(str(a.args[0]))
            v = self.craft_value(I, card)  # woodland/bots/crafting.py: points + 0.3 for an item
            if card.kind != "item":
                return v - 0.2  # the hammers exhausted (9.5.8)
            return v + GAIN.get(card.item or "", 0.5) - gear.gain_cost(card.item or "")
        if k == "repair":
            return 0.2 + 0.4 * ITEM_WORTH.get(kind_of(str(a.args[0])), 0.5)
        if k == "steal":
            return 1.0 if len(I.hand) < 4 else 0.2
        if k == "labor":
            return 0.9 if len(I.hand) < 4 else 0.1
        if k == "hideout":
            n = len(gear.damaged())
            return 0.3 * n if n >= 2 else -1.0
        if k == "take":
            return self.deny_value(I, I.card(str(a.args[0])), P["deny"])
        if k == "instigate":
            return self.instigate_value(I, str(a.args[0]), str(a.args[1]), here)
        if k == "scorch":
            return self.scorch_value(I, here)
        if k == "improvise":  # V.7.2: a quest, with the improvised item damaged
            return self.quest_value(I, str(a.args[0])) - 0.5 * ITEM_WORTH.get(str(a.args[1]), 0.5)
        if k == "glide":
            return self.glide_value(I, int(a.args[0]) - 1, here, gear, hand)
        if k == "con":  # V.10.2: a quest for any two items
            return self.quest_value(I, str(a.args[0])) - 0.2 * sum(EXHAUST_COST.get(str(x), 1.0) for x in a.args[1:])
        if k == "duel":  # V.11.2: a warrior and a card for a damaged item
            lead = 0.5 if str(a.args[1]) == I.leader() else 0.3
            return P["card"] + lead - 0.4 * EXHAUST_COST.get(str(a.args[0]), 1.0) - 0.3
        if k == "coerce":
            return self.coerce_value(I, str(a.args[1]), here, gear)
        return None

    def coerce_value(self, I: Info, item: str, here: int, gear: Gear) -> float:
        """V.12.2 Coerce costs a card and a point: only for a torch to explore the ruin here
        when he has none face up."""
        if item != "torch" or gear.ready("torch") or (here + 1) not in I.v["ruins_with_items"] \
                or self.dud_ruin(I, here):
            return -1.0
        return P["explore"] - 1.0 - P["card"]

    def glide_value(self, I: Info, d: int, here: int, gear: Gear, hand: list[str]) -> float:
        """V.8.2 Glide: what clearing ``d`` offers, less the torch it spends (so no exploring
        there with it); never where boots would walk."""
        if here >= 0 and d in I.map.adj[here] and gear.ready("boots"):
            return -1.0
        v = self.spot_value(I, d, gear, hand)
        if (d + 1) in I.v["ruins_with_items"]:
            v -= P["explore"]
        return v - EXHAUST_COST["torch"]

    def instigate_value(self, I: Info, att: str, dfn: str, c: int) -> float:
        """V.4.2 Instigate: the buildings and tokens the forced battle removes score for us
        (3.2.1); never ourselves, and better against the leader."""
        if att == I.me or dfn == I.me or c < 0 or I.is_vb(att) or I.is_vb(dfn):
            return -1.0
        aw, dw = I.w(att, c), I.w(dfn, c)
        if aw <= 0:
            return -1.0
        k, b, _loss = battle_odds(aw, dw, I.pieces_of(dfn, c), guerrilla=traits(dfn).defends_with_high_roll)
        v = 1.0 * b + (0.3 if dfn == I.leader() else 0.1) * k
        dz = I.danger().get(c, 0.0)
        if dz and I.ruler[c] == dfn:
            v += DANGER * dz * min(1.0, (k + b) / max(1, I.break_margin(dfn, c)))
        return v - 0.6  # the torch is then not there for exploring

    def scorch_value(self, I: Info, c: int) -> float:
        """V.6.2 Scorched Earth: every enemy piece here goes (a point per building and
        token, 3.2.1), but the torch stays and we may never come back."""
        if c < 0:
            return -1.0
        enemies = [k for k in I.enemies() if not I.is_vb(k)]
        pieces = sum(I.pieces_of(k, c) for k in enemies)
        warriors = sum(I.w(k, c) for k in enemies if self.hostile(I, k))
        v = 1.0 * pieces + 0.5 * warriors - 3.0
        dz = I.danger().get(c, 0.0)
        if dz and I.ruler[c] in enemies:
            v += DANGER * dz
        return v

    def on_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        ex = self.mem.plan.pop("explore_at", None)
        if ex is not None and ex[3] == I.turn and len(I.board["items"]) <= ex[2]:
            # 9.7.3: our explore took nothing: what we saw there is not for us
            self.mem.plan.setdefault("duds", set()).add(ex[:2])
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        gear = self.gear(I)
        here, forest = place_of(I)
        if forest >= 0 and self.needs_rest(I, gear) and not I.danger():
            return Action("end", ())  # stay in the forest: Evening repairs everything (9.6.1)
        hand = [h.suit for h in I.hand]
        best, bv = None, 0.3
        moves = []
        for a in actions:
            if a.kind == "move":
                moves.append(a)
                continue
            v = self.local_value(I, a, here, gear, hand)
            if v is not None and v > bv:
                best, bv = a, v
        if moves:
            step = self.step_toward(I, here, forest, gear, moves, bv)
            if step is not None:
                return step
        if best is not None:
            if best.kind == "battle":
                self.mem.battle = (here, str(best.args[1]))
            elif best.kind == "aid":
                self.mem.plan["aid"] = str(best.args[0])
            elif best.kind == "explore":
                self.mem.plan["explore_at"] = (here, tuple(sorted(I.board.get("r_items", []))),
                                               len(I.board["items"]), I.turn)
            return best
        return Action("end", ())

    def step_toward(self, I: Info, here: int, forest: int, gear: Gear, moves: list[Action],
                    local: float) -> Action | None:
        """A move toward a clearing worth more than what is left to do here."""
        gv, goal = self.plan_value(I, here, forest, gear)
        if goal < 0 or goal == here:
            return None
        if gv <= max(local, 0.0) + 0.1:
            return None
        cost = self.costs(I, here, forest)
        boots = gear.ready("boots")
        best, bd = None, 99.0
        for a in moves:
            d = int(a.args[0]) - 1
            b = 2 if self.hostile_w(I, d) else 1
            if b > boots:
                continue
            rest = self.costs(I, d, -1)[goal]
            if b + self.toll(I, here, d) + rest == cost[goal] and rest < bd:
                best, bd = a, rest
        return best

    def on_quest_reward(self, I: Info, actions: Sequence[Action]) -> Action | None:
        done = I.board["completed_quests"]
        suit = done[-1].rsplit("(", 1)[-1].rstrip(")") if done else ""
        pts = sum(1 for lb in done if lb.endswith(f"({suit})"))
        cards = 2 * P["card"] if self.friends(I) and len(I.hand) <= 3 else 0.0
        if pts >= cards or I.score + pts >= 30:
            return Action("reward", ("score",))
        return Action("reward", ("draw",))

    def on_battle_ally(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return next((a for a in actions if a.kind == "with"), Action("alone", ()))

    def on_move_ally(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return Action("alone", ())

    def on_aid_exhaust(self, I: Info, actions: Sequence[Action]) -> Action | None:
        gear = self.gear(I)
        here, _f = place_of(I)

        def cost(a: Action) -> tuple[float, str]:
            kind = str(a.args[0])
            c = EXHAUST_COST.get(kind, 1.0)
            if kind == "torch" and here >= 0 and (here + 1) in I.v["ruins_with_items"]:
                c += 2.0
            if kind == "sword" and any(self.fight_value(I, k, here, gear) > 0.5 for k in I.enemies()
                                       if here >= 0 and self._present(I, k, here)):
                c += 2.0
            if kind in ("tea", "coins", "bag") and gear.ready(kind) > 3:
                c = 0.6  # a spare beyond the track
            elif kind in ("tea", "coins", "bag") and gear.spare() <= 0:
                c += 3.0 if kind == "bag" else 2.0  # it would count against the item limit
            if any(self.quest_ok(I, lb, gear, here) and kind in QUESTS[lb]["items"] for lb in I.board["quests"]):
                c += 1.5
            return (c / max(1, gear.ready(kind)) if kind not in ("tea", "coins", "bag") else c, str(a))
        return min(actions, key=cost)

    def on_aid_give(self, I: Info, actions: Sequence[Action]) -> Action | None:
        to = self.mem.plan.get("aid", "")
        if to not in I.players:
            return self.cheapest(I, actions)
        return min(actions, key=lambda a: (self.card_value(I, I.card(str(a.args[0])))
                                           + 1.5 * I.gift_value(to, I.card(str(a.args[0]))), str(a)))

    def on_aid_take(self, I: Info, actions: Sequence[Action]) -> Action | None:
        gear = self.gear(I)
        takes = [a for a in actions if a.args and a.args[0] != "none"]
        if not takes:
            return None
        best = max(takes, key=lambda a: (ITEM_WORTH.get(str(a.args[0]), 0.5) - gear.gain_cost(str(a.args[0])),
                                         str(a)))
        k = str(best.args[0])
        if ITEM_WORTH.get(k, 0.5) - gear.gain_cost(k) <= 0:
            return Action("take", ("none",))
        return best

    def dud_ruin(self, I: Info, c: int) -> bool:
        """9.7.3: a ruin we explored and saw holding only items we may not take (an R item
        of a kind we already have), while our R items stay the same."""
        duds = self.mem.plan.get("duds")
        if not duds:
            return False
        return (c, tuple(sorted(I.board.get("r_items", [])))) in duds

    def on_explore_take(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """9.7.3: of the two items under a ruin, the one worth most to us."""
        gear = self.gear(I)
        takes = [a for a in actions if a.args and a.args[0] != "none"]
        if not takes:
            return None
        return max(takes, key=lambda a: (GAIN.get(str(a.args[0]), 0.5) - gear.gain_cost(str(a.args[0])), str(a)))

    def on_pay_service(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """11.2.7: Riverfolk services paid by exhausting items, the cheapest first."""
        return self.on_aid_exhaust(I, actions)

    def on_strike_piece(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return actions[0]

    def _damage(self, I: Info, actions: Sequence[Action], exhausted_cheaper: bool = True) -> Action:
        have: dict[str, int] = {}
        for it in I.board["items"]:
            have[kind_of(it)] = have.get(kind_of(it), 0) + 1
        quest_needs = {k for lb in I.board["quests"] for k in QUESTS[lb]["items"]}

        def worth(a: Action) -> tuple[float, str]:
            it = str(a.args[0])
            if it == "ally":
                return (9.0, it)
            w = ITEM_WORTH.get(kind_of(it), 0.5)
            if exhausted_cheaper and it.endswith("_x"):
                w -= 0.8  # already used this turn
            if not exhausted_cheaper:
                if "_d" in it:
                    w -= 0.3
                n = have.get(kind_of(it), 0)
                if n <= 1:
                    w += 1.0  # dropped for good (9.6.4): the last hammer, torch... is missed most
                elif n > 2:
                    w -= 0.8 * (n - 2)  # a third boots or sword adds least
                if kind_of(it) in quest_needs:
                    w += 0.8  # a face-up quest asks for it (9.5.5)
            return (w, it)
        return min(actions, key=worth)

    def on_take_hit(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self._damage(I, actions)

    def on_damage(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self._damage(I, actions)

    def on_drop_item(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self._damage(I, actions, exhausted_cheaper=False)

    def on_repair(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (ITEM_WORTH.get(kind_of(str(a.args[0])), 0.5), str(a)))

    def on_coalition(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return actions[0]

    def may_dominate(self, I: Info) -> bool:
        return False

    def remove_order(self, I: Info, kind: str) -> float:
        return 5.0
