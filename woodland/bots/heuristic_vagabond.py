"""Rule-of-thumb Vagabond (Law ch. 9): head for the best nearby clearing (a ruin to
explore, a quest it can complete, a faction to aid, a defenceless building), explore,
quest, aid towards Allied, battle Hostile or defenceless targets, strike with the
crossbow, and rest or repair when too many items are damaged."""

from __future__ import annotations

from typing import Any, Sequence

from woodland.core.actions import Action
from woodland.core.cards import Card
from woodland.bots.heuristic_common import DANGER, Info, Strategy, battle_odds, matches
from woodland.rules.setup import faction_data

DATA = faction_data("vagabond")
QUESTS = {f"{q['name']} ({q['suit']})": q for q in DATA["quests"]}
AIDS = DATA["relationship_aids"]
REL_VP = DATA["relationship_vp"]
#: how much an item is worth keeping ready (exhaust / damage / drop the cheapest first)
ITEM_WORTH = {"boots": 3.0, "sword": 3.0, "torch": 2.6, "crossbow": 1.8, "hammer": 1.6, "tea": 1.4,
              "coins": 1.2, "bag": 0.8}
#: what exhausting an item for aid gives up (track items lose their bonus until refreshed)
EXHAUST_COST = {"crossbow": 0.8, "hammer": 1.0, "sword": 1.6, "torch": 1.4, "boots": 2.0, "tea": 2.6,
                "coins": 2.4, "bag": 3.0}
TRACKED = ("tea", "coins", "bag")
#: weights (tuned against random bots): item damage taken in battle, cost per step to a
#: goal, least worth of a goal to walk to when nothing else is worth doing, extra worth of
#: removing the leader's buildings and tokens, worth of a quest, of a clearing where one
#: can be done, damaged items that send the Vagabond to rest in a forest
P = {"loss": 0.5, "dist": 0.6, "idle": 0.3, "lead": 2.5, "quest": 3.0, "qspot": 3.0, "rest": 3.0}
#: the Ranger (sword and crossbow, Hideout) did best against random bots
CHARACTER = "ranger"


def kind_of(it: str) -> str:
    return it.split("_", 1)[0]


class Gear:
    """The Vagabond's items as the view shows them."""

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


class VagabondStrategy(Strategy):
    key = "vagabond"

    # -- facts ---------------------------------------------------------------------------
    def gear(self, I: Info) -> Gear:
        return Gear(I.board["items"])

    def rel(self, I: Info, k: str) -> Any:
        return I.board["relationships"].get(k)

    def hostile(self, I: Info, k: str) -> bool:
        return self.rel(I, k) == "hostile"

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

    # -- cards ---------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.kind == "item" and I.v["item_supply"].get(card.item or "", 0) > 0:
            v += 0.4
        return v

    # -- setup ----------------------------------------------------------------------------
    def on_setup_character(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return next((a for a in actions if a.args == (CHARACTER,)), None)

    def on_setup_forest(self, I: Info, actions: Sequence[Action]) -> Action | None:
        ruins = set(c - 1 for c in I.v["ruins_with_items"])

        def key(a: Action) -> tuple[int, int, str]:
            f = int(str(a.args[0])[1:]) - 1
            cl = I.map.forests[f]
            return (sum(1 for c in cl if c in ruins), len(cl), str(a))
        return max(actions, key=key)

    # -- what a clearing offers ------------------------------------------------------------
    def spot_value(self, I: Info, c: int, gear: Gear, hand_suits: list[str]) -> float:
        """Best single thing to do in clearing ``c`` with these ready items."""
        best = 0.0
        if gear.ready("torch") and (c + 1) in I.v["ruins_with_items"]:
            best = max(best, 3.0)
        for label in I.board["quests"]:
            if self.quest_ok(I, label, gear, c):
                best = max(best, P["qspot"])
        if gear.ready_kinds() and any(matches(s, I.suit[c]) for s in hand_suits):
            for k in I.keys:
                if k == I.me or not self._present(I, k, c):
                    continue
                best = max(best, self.aid_value(I, k, c, gear, hand_suits))
        if gear.ready("sword"):
            for k in I.enemies():
                if self._present(I, k, c):
                    best = max(best, self.fight_value(I, k, c, gear))
        dz = I.danger().get(c, 0.0)
        if dz and gear.ready("crossbow"):
            r = I.ruler[c]
            if r is not None and I.break_margin(r, c) <= 1:
                best = max(best, DANGER * dz)
        return best

    def _present(self, I: Info, k: str, c: int) -> bool:
        return I.w(k, c) > 0 or I.pieces_of(k, c) > 0 or k in I.pawns[c]

    def aid_value(self, I: Info, k: str, c: int, gear: Gear, hand_suits: list[str]) -> float:
        r = self.rel(I, k)
        take = 1.2 if I.players[k]["crafted_items"] else 0.0
        if r is None or r == "hostile" or k == self.foe(I):
            return 0.1 + take
        if r >= len(AIDS):
            return 2.2 + take
        done = I.board.get("aided_this_turn", {}).get(k, 0)
        left = AIDS[r] - done
        cards = sum(1 for s in hand_suits if matches(s, I.suit[c]))
        items = len(gear.ready_kinds())
        if left <= min(cards, items):
            return REL_VP[r] / left + 0.4 + take
        return 0.2 + take

    def fight_value(self, I: Info, k: str, c: int, gear: Gear) -> float:
        swords = gear.undamaged("sword")
        dw = I.w(k, c)
        pieces = I.pieces_of(k, c)
        if k == "vagabond":
            return -1.0
        kills, bts, loss = battle_odds(max(1, len(gear.items)), dw, pieces, a_cap=swords, d_cap=dw)
        r = self.rel(I, k)
        hostile = r == "hostile"
        v = (1.0 + (P["lead"] if k == I.leader() else 0.0)) * bts
        if dw:
            if hostile:
                v += 1.0 * kills
            elif k == self.foe(I):
                v += 1.0 * kills
            else:
                v -= 2.0  # it would make a friend Hostile
        v -= P["loss"] * loss + self.ambush_risk(I, k, c, 2) * 0.3
        dz = I.danger().get(c, 0.0)
        if dz and I.ruler[c] == k:
            # their dominance card wins at their next Birdsong unless their rule here ends
            v += DANGER * dz * min(1.0, (kills + bts) / max(1, I.break_margin(k, c)))
        return v

    # -- Birdsong --------------------------------------------------------------------------
    def on_refresh(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (ITEM_WORTH.get(kind_of(str(a.args[0])), 0.5), str(a)))

    def goal(self, I: Info, gear: Gear, idle: bool = False) -> tuple[int, float]:
        """The clearing worth heading for: value of what it offers less the trip
        (``idle``: with nothing better to do, distance matters little)."""
        here, forest = place_of(I)
        hand = [h.suit for h in I.hand]
        dist = self.distances(I, here, forest)
        step = 0.1 if idle else P["dist"]
        best, bv = -1, -9.0
        for c in range(I.n):
            d = dist[c]
            if d > 6:
                continue
            v = self.spot_value(I, c, gear.use("boots", max(0, d - 1)), hand) - step * d
            if v > bv:
                best, bv = c, v
        return best, bv

    def distances(self, I: Info, here: int, forest: int) -> list[int]:
        key = ("dist", here, forest)
        got = I.cache.get(key)
        if got is None:
            got = I.cache[key] = self._distances(I, here, forest)
        return got

    def _distances(self, I: Info, here: int, forest: int) -> list[int]:
        dist = [99] * I.n
        todo: list[int] = []
        if here >= 0:
            dist[here] = 0
            todo = [here]
        else:
            for c in I.map.forests[forest]:
                dist[c] = 1
                todo.append(c)
        i = 0
        while i < len(todo):
            x = todo[i]
            i += 1
            for y in I.adj(x):
                if dist[y] > dist[x] + 1:
                    dist[y] = dist[x] + 1
                    todo.append(y)
        return dist

    def needs_rest(self, I: Info, gear: Gear) -> bool:
        dmg = len(gear.damaged())
        if I.board.get("character") == "ranger" and gear.ready("torch") and dmg < 4:
            return False  # the Hideout repairs in a clearing (V.3.2)
        return dmg >= P["rest"] or (dmg >= 2 and (gear.undamaged("boots") == 0 or gear.undamaged("torch") == 0))

    def on_slip(self, I: Info, actions: Sequence[Action]) -> Action | None:
        gear = self.gear(I)
        here, forest = place_of(I)
        if self.needs_rest(I, gear):
            if forest >= 0:
                return Action("stay", ())
            fs = [a for a in actions if a.kind == "slip" and str(a.args[0]).startswith("F")]
            if fs:
                return fs[0]
        goal, gv = self.goal(I, gear)
        if gv <= 0:
            goal, gv = self.goal(I, gear, idle=True)
        if goal < 0 or goal == here or gv <= 0:
            return Action("stay", ())
        dist_from = {}
        best, bd = None, 99
        for a in actions:
            if a.kind != "slip" or str(a.args[0]).startswith("F"):
                continue
            c = int(a.args[0]) - 1
            if c not in dist_from:
                dist_from[c] = self.distances(I, c, -1)[goal]
            if dist_from[c] < bd:
                best, bd = a, dist_from[c]
        cur = self.distances(I, here, forest)[goal] if (here >= 0 or forest >= 0) else 99
        if best is not None and bd < cur:
            return best
        return Action("stay", ())

    # -- Daylight -----------------------------------------------------------------------------
    def on_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        gear = self.gear(I)
        here, forest = place_of(I)
        if forest >= 0 and self.needs_rest(I, gear):
            return Action("end", ())  # stay in the forest: Evening repairs everything (9.6.1)
        hand = [h.suit for h in I.hand]
        best, bv = None, 0.3
        moves = []
        for a in actions:
            k = a.kind
            if k == "explore":
                v = 3.5
            elif k == "quest":
                q = QUESTS[str(a.args[0])]
                same = sum(1 for lb in I.board["completed_quests"] if lb.endswith(f"({q['suit']})"))
                v = P["quest"] + 0.5 * same
            elif k == "aid":
                v = self.aid_value(I, str(a.args[0]), here, gear, hand)
            elif k == "battle":
                v = self.fight_value(I, str(a.args[1]), here, gear)
            elif k == "strike":
                t = str(a.args[0])
                dz = I.danger().get(here, 0.0)
                if dz and I.ruler[here] == t and I.break_margin(t, here) <= 1:
                    v = DANGER * dz
                elif I.w(t, here) == 0:
                    v = 1.4
                elif self.hostile(I, t) or (t == self.foe(I) and self.rel(I, t) == 0):
                    v = 0.4
                else:
                    v = -1.0
            elif k == "craft":
                card = I.card(str(a.args[0]))
                v = (1.0 + card.vp - gear.gain_cost(card.item or "")) if card.kind == "item" else -1.0
            elif k == "repair":
                v = 0.2 + 0.4 * ITEM_WORTH.get(kind_of(str(a.args[0])), 0.5)
            elif k == "steal":
                v = 1.0 if len(I.hand) < 4 else 0.2
            elif k == "labor":
                v = 0.9 if len(I.hand) < 4 else 0.1
            elif k == "hideout":
                n = len(gear.damaged())
                v = 0.3 * n if n >= 2 else -1.0
            elif k == "move":
                moves.append(a)
                continue
            else:
                continue
            if v > bv:
                best, bv = a, v
        if moves and bv < 2.0:
            goal, gv = self.goal(I, gear)
            if best is None and gv <= P["idle"]:
                goal, gv = self.goal(I, gear, idle=True)  # nothing to do here: walk anyway
            if goal >= 0 and goal != here and gv > (0.3 if best is not None else 0.0):
                cur = self.distances(I, here, place_of(I)[1])[goal]
                step = None
                for a in moves:
                    c = int(a.args[0]) - 1
                    if self.distances(I, c, -1)[goal] < cur:
                        step = a
                        break
                if step is not None and gv > bv - 0.5:
                    return step
        if best is not None:
            if best.kind == "battle":
                self.mem.battle = (here, str(best.args[1]))
            elif best.kind == "aid":
                self.mem.plan["aid"] = str(best.args[0])
            return best
        return Action("end", ())

    def on_quest_reward(self, I: Info, actions: Sequence[Action]) -> Action | None:
        done = I.board["completed_quests"]
        suit = done[-1].rsplit("(", 1)[-1].rstrip(")") if done else ""
        pts = sum(1 for lb in done if lb.endswith(f"({suit})"))
        friends = [k for k, r in I.board["relationships"].items() if r != "hostile" and k != self.foe(I)]
        if pts >= 2 or len(I.hand) >= 3 or I.score + pts >= 30 or not friends:
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

    def on_strike_piece(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return actions[0]

    def _damage(self, I: Info, actions: Sequence[Action], exhausted_cheaper: bool = True) -> Action:
        def worth(a: Action) -> tuple[float, str]:
            it = str(a.args[0])
            if it == "ally":
                return (9.0, it)
            w = ITEM_WORTH.get(kind_of(it), 0.5)
            if exhausted_cheaper and it.endswith("_x"):
                w -= 0.8  # already used this turn
            if not exhausted_cheaper and "_d" in it:
                w -= 0.3
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
