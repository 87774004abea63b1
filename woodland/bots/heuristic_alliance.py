"""Rule-of-thumb Woodland Alliance (Law ch. 8): revolt whenever it can, spread sympathy
where it is cheap and safe, mobilize cards as supporters, train officers, and in Evening
organize, recruit at bases and march warriors to clearings still without sympathy."""

from __future__ import annotations

from typing import Any, Sequence

from woodland.bots.heuristic_common import BIRD, DANGER, Info, Mover, Strategy, battle_odds, own_entry
from woodland.core.actions import Action
from woodland.core.cards import Card
from woodland.rules.setup import faction_data

DATA = faction_data("alliance")
#: weights (tuned against random bots): officers wanted (plus per base), least worth of
#: an item's craft (woodland/bots/crafting.py: points + 0.3, so items of 2+ points) and of an
#: effect card's, least worth of a spread, worth of organizing and of recruiting
P = {"train": 2.0, "trainb": 2.0, "craft": 2.0, "craft_effect": 0.7, "spread": -0.5, "org": 2.0,
     "rec": 1.2, "deny": 1.0}


#: what the search's horizon counts of what the Alliance holds, in victory points
#: (``AllianceStrategy.assets``; reasoned guesses, not fitted, as the other factions'):
#: - ``spread``: the share counted of the points its supporters would buy on the Sympathy
#:   track, its next spaces taken in order while the supporters pay their costs (8.4.2.II-III;
#:   a supporter pays only for its suit, and a spread only next to sympathy, 8.4.2.I);
#: - ``supporter``: a supporter left over after that (a revolt's pair, 8.4.1.II, a cost
#:   met later);
#: - ``officer``: an officer (a military operation every Evening, 8.6.1: an organize scores);
#: - ``base``: a base on the map (a card drawn every Evening, 8.6.2; its recruits, 8.6.1.III;
#:   an unlimited Supporters stack, 8.2.3.I); losing one costs its suit's supporters and half
#:   the officers (8.2.4), which the counts of those then show;
#: - ``warrior``: a warrior on the map; ``card``: a card in hand (mobilized, it is a supporter).
#: Sympathy on the map counts nothing: its points are scored, and a token removed goes back to
#: the track to score again.
ASSETS = {"spread": 0.6, "supporter": 0.2, "officer": 0.6, "base": 1.0, "warrior": 0.15, "card": 0.3}


def track_points(placed: int, supporters: int) -> tuple[int, int]:
    """The points of the Sympathy track's next spaces (``placed`` tokens are on the map) that
    ``supporters`` would pay for, in order (8.4.2.II-III), and the supporters they cost."""
    points = spent = 0
    for k in range(placed, DATA["sympathy"]):
        cost = DATA["sympathy_cost"][k]
        if supporters - spent < cost:
            break
        spent += cost
        points += DATA["sympathy_vp"][k]
    return points, spent


def sympathy(I: Info, c: int) -> bool:
    return any(o == "alliance" and k == "sympathy" for o, k in I.tok[c])


def base_in(I: Info, c: int) -> bool:
    return any(o == "alliance" for o, _k in I.bld[c])


def martial_law(I: Info, c: int) -> bool:
    return any(x >= 3 for k, x in I.war[c].items() if k != "alliance")


class AllianceStrategy(Strategy):
    keys = ("alliance",)
    defends_with_high_roll = True  # 8.2.2 Guerrilla War
    outrage_token = "sympathy"  # 8.2.6 Outrage
    has_assets = True

    @staticmethod
    def assets(v: dict[str, Any]) -> float:
        """What the Alliance holds that does not score yet, in points (:data:`ASSETS`), read
        from its own view ``v``: its supporters against the Sympathy track's next spaces,
        its officers and bases, warriors on the map, cards in hand."""
        me = v["faction"]
        mine = own_entry(v)
        b = mine["board"]
        placed = DATA["sympathy"] - b["sympathy_on_track"]
        sup = b["supporters"]
        points, spent = track_points(placed, sup)
        total = ASSETS["spread"] * points + ASSETS["supporter"] * (sup - spent)
        total += ASSETS["officer"] * b["officers"]
        total += ASSETS["base"] * (len(DATA["bases"]) - len(b["bases_on_board"]))
        total += ASSETS["warrior"] * sum(cl["warriors"].get(me, 0) for cl in v["clearings"])
        return total + ASSETS["card"] * mine["hand_count"]

    def supporters(self, I: Info) -> list[Card]:
        return [I.card(lb) for lb in I.mine.get("secret", [])]

    # -- cards ---------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.kind == "dominance":
            return v
        # a card matching clearings next to our sympathy can pay for spreading there
        want = I.cache.get("want")
        if want is None:
            anyw = any(sympathy(I, x) for x in range(I.n))
            want = I.cache["want"] = {I.suit[c] for c in range(I.n) if not sympathy(I, c)
                                      and (not anyw or any(sympathy(I, x) for x in I.adj(c)))}
        if card.suit == BIRD or card.suit in want:
            v += 0.6
        return v

    def on_spend_supporter(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.cheapest(I, actions)

    def on_discard_supporter(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.cheapest(I, actions)

    def remove_order(self, I: Info, kind: str) -> float:
        return 0.0 if kind == "sympathy" else 5.0

    # -- Birdsong ---------------------------------------------------------------------------
    def on_revolt(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.0
        for a in actions:
            if a.kind != "revolt":
                continue
            c = int(a.args[0]) - 1
            gain = sum(I.pieces_of(k, c) for k in I.enemies())
            kills = sum(I.w(k, c) for k in I.enemies())
            warriors = sum(1 for x in range(I.n) if sympathy(I, x) and I.suit[x] == I.suit[c])
            v = 2.0 + gain * 1.2 + kills * 0.3 + 0.3 * warriors + DANGER * I.danger().get(c, 0.0)
            if v > bv:
                best, bv = a, v
        return best if best is not None else Action("done", ())

    def spread_value(self, I: Info, c: int) -> float:
        sup = self.supporters(I)
        suit = I.suit[c]
        have = sum(1 for s in sup if s.suit == suit)
        birds = sum(1 for s in sup if s.suit == BIRD)
        v = 1.0 + 0.3 * have - 0.2 * birds * (have == 0)
        v -= 0.25 * I.threat(c)
        if martial_law(I, c):
            v -= 1.0
        # sympathy next to more open clearings spreads further later
        v += 0.1 * sum(1 for x in I.adj(c) if not sympathy(I, x))
        # keep a pair for a revolt where a base of this suit could still go
        if suit in I.board.get("bases_on_board", []) and have <= 2 and any(
                sympathy(I, x) and I.suit[x] == suit and I.free(x) > 0 for x in range(I.n)):
            v -= 0.8
        return v

    def on_spread(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, P['spread']
        for a in actions:
            if a.kind != "spread":
                continue
            v = self.spread_value(I, int(a.args[0]) - 1)
            if v > bv:
                best, bv = a, v
        return best if best is not None else Action("done", ())

    # -- Daylight ---------------------------------------------------------------------------
    def on_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        crafts = [a for a in actions if a.kind == "craft"]
        if crafts:  # the shared worth (crafting.py) above the least for its kind
            def over(a: Action) -> float:
                card = I.card(str(a.args[0]))
                return self.craft_value(I, card) - (P["craft"] if card.kind == "item" else P["craft_effect"])

            best = max(crafts, key=lambda a: (over(a), str(a)))
            if over(best) > 0:
                return best
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        # an available dominance card taken is one no opponent can take (3.3.4)
        takes = [a for a in actions if a.kind == "take"]
        if takes:
            best = max(takes, key=lambda a: (self.deny_value(I, I.card(str(a.args[0])), 1.0), str(a)))
            if self.deny_value(I, I.card(str(best.args[0])), 1.0) >= P["deny"]:
                return best
        officers = I.board.get("officers", 0)
        trains = [a for a in actions if a.kind == "train"]
        bases = 3 - len(I.board.get("bases_on_board", []))
        if trains and officers < P['train'] + P['trainb'] * bases and I.mine["warriors_in_supply"] > 1:
            return self.cheapest(I, trains)
        # a dominance card spent as a supporter would become available to the others (3.3.3)
        mob = [a for a in actions if a.kind == "mobilize"
               and (I.card(str(a.args[0])).kind != "dominance" or I.nplayers == 2)]
        nsup = I.board.get("supporters", 0)
        if mob and (bases > 0 or nsup < 5):
            keep_one = len(I.hand) <= 1 and any(h.kind == "ambush" for h in I.hand)
            if not keep_one:
                return max(mob, key=lambda a: (self.card_value(I, I.card(str(a.args[0]))), str(a)))
        return Action("end", ())

    # -- Evening --------------------------------------------------------------------------
    def on_operations(self, I: Info, actions: Sequence[Action]) -> Action | None:
        ops = int(I.facts.get("operations_left", 1))
        plan = self.danger_plan(I, actions, ops)
        if plan is not None:
            return plan
        best, bv = None, 0.2
        moves = []
        sym_left = I.board.get("sympathy_on_track", 0)
        placed = 10 - sym_left
        org = P["org"] + (DATA["sympathy_vp"][placed] if placed < 10 else 0)
        danger = I.danger()
        for a in actions:
            k = a.kind
            if k == "organize":
                c = int(a.args[0]) - 1
                v = org - 0.3 * I.threat(c)
                if I.guard_need(c) and I.strength("alliance", c) - 1 < I.guard_need(c):
                    v -= DANGER  # the warrior leaving would hand them their dominance
            elif k == "recruit":
                c = int(a.args[0]) - 1
                v = P["rec"] + 0.2 * min(I.threat(c), 3)
                # a warrior here could then march on a clearing an activated dominance needs
                for x in I.adj(c):
                    r = I.ruler[x]
                    if danger.get(x) and r is not None and I.my_w(c) + 1 >= I.break_margin(r, x, 0):
                        v += 0.5 * DANGER * danger[x]
                        break
            elif k == "battle":
                v = 1.2 * self.battle_value(I, int(a.args[0]) - 1, str(a.args[1]))
            elif k == "move":
                moves.append(a)
                continue
            else:
                continue
            if v > bv:
                best, bv = a, v
        if moves:
            d, mv, kk = Mover(I, self.move_value).best(moves)
            if mv is not None and d > bv and d > 0.3:
                best, bv = mv, d
                self.mem.move = (int(mv.args[0]) - 1, int(mv.args[1]) - 1, kk)
        if moves and ops >= 2 and sym_left > 0:
            # a warrior moved now can organize in its new clearing this same Evening
            for a in moves:
                src, dst = int(a.args[0]) - 1, int(a.args[1]) - 1
                if sympathy(I, dst) or not I.can_place(dst) or I.my_w(dst) > 0:
                    continue
                if base_in(I, src) and I.my_w(src) <= 1 and I.threat(src) > 0:
                    continue
                v = org - 0.5 - 0.3 * I.threat(dst)
                if v > bv:
                    best, bv = a, v
                    self.mem.move = (src, dst, 1)
        if best is not None:
            if best.kind == "battle":
                self.mem.battle = (int(best.args[0]) - 1, str(best.args[1]))
            return best
        return Action("done", ())

    def move_value(self, I: Info, c: int, w: int) -> float:
        v = super().move_value(I, c, w)
        if w > 0 and not sympathy(I, c) and I.can_place(c) and I.board.get("sympathy_on_track", 0) > 0:
            v += 1.2
        if base_in(I, c):
            v += 0.4 * min(w, I.threat(c) + 1)
        return v

    # -- stopping a dominance win ------------------------------------------------------------
    def danger_plan(self, I: Info, actions: Sequence[Action], ops: int) -> Action | None:
        """When an opponent's activated dominance card would win at its next Birdsong
        (3.3.1), find operations that end its rule in enough of the clearings it needs
        this Evening (moving in enough warriors to tie, in one or two moves; a recruit at a
        base there; a battle likely to remove enough) and take the first of them."""
        groups = I.danger_groups()
        if not groups:
            return None
        legal = {}
        battles = {}
        recruits = set()
        for a in actions:
            if a.kind == "move":
                legal[(int(a.args[0]) - 1, int(a.args[1]) - 1)] = a
            elif a.kind == "battle":
                battles[(int(a.args[0]) - 1, str(a.args[1]))] = a
            elif a.kind == "recruit":
                recruits.add(int(a.args[0]) - 1)
        me = I.me
        for k, cls, need in sorted(groups, key=lambda g: g[2]):
            cands = []  # (ops, source, action, count, target)
            for c in cls:
                add = self.warriors_to_break(I, k, c)
                if add is None:
                    continue
                found = []
                if (c, k) in battles and I.my_w(c) > 0:
                    kills, bts, _l = battle_odds(I.my_w(c), I.w(k, c), I.nb[c].get(k, 0))
                    if kills + bts >= 0.9 * I.break_margin(k, c) + 0.2:
                        found.append((1, -1, battles[(c, k)], 0))
                if add == 1 and c in recruits:
                    found.append((1, -1, Action("recruit", (c + 1,)), 0))
                for (src, b), act_ in legal.items():
                    wa = I.my_w(src)
                    if b == c and wa >= add:
                        found.append((1, src, act_, add))
                    elif c in I.adj(b) and b != c and wa >= add:
                        # the second move needs us to rule b once there (4.2.1)
                        hold = max(0, I.enemy_strength(b) - I.strength(me, b) + 1)
                        x = max(add, hold)
                        if x <= wa:
                            found.append((2, src, act_, x))
                if found:
                    cands.append((min(found, key=lambda f: (f[0], f[3])), c))
            if len(cands) < need:
                continue
            cands.sort(key=lambda t: (t[0][0], t[0][3]))
            used: dict[int, int] = {}
            chosen = []
            total = 0
            for (cost, src, act_, x), _c in cands:
                if src >= 0 and used.get(src, 0) + x > I.my_w(src):
                    continue
                if src >= 0:
                    used[src] = used.get(src, 0) + x
                chosen.append((cost, src, act_, x))
                total += cost
                if len(chosen) == need:
                    break
            if len(chosen) < need or total > ops:
                continue
            cost, src, act_, x = max(chosen, key=lambda t: t[0])  # longest plan first
            if act_.kind == "move":
                self.mem.move = (src, int(act_.args[1]) - 1, x)
            elif act_.kind == "battle":
                self.mem.battle = (int(act_.args[0]) - 1, str(act_.args[1]))
            return act_
        return None

    def warriors_to_break(self, I: Info, k: str, c: int) -> int | None:
        """Our warriors to add in ``c`` so that ``k`` no longer rules it (2.5: a tie rules
        nobody, but the Eyrie keeps a tie, 7.2.2)."""
        for x in range(1, 9):
            if I.break_margin(k, c, x) == 0:
                return x
        return None
