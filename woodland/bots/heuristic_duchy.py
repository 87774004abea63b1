"""Rule-of-thumb Underground Duchy (Law ch. 12). Warriors gather in the Burrow (12.4) and
surface through tunnels (Dig, 12.5.1.V) where they can take rule; citadels (more warriors)
and markets (more cards) are built where the Duchy rules and is safe (a building lost costs
the Price of Failure, 12.2.3); every swayed minister acts each turn (12.5.2), and each turn
the best minister the hand can pay for is swayed (12.5.3: lords score most). Revealed cards
come back in Evening (12.6.1), birds aside, so non-bird cards are revealed first.

The Burrow is not among the view's clearings (ruling R100): the bot adds it to its picture
of the board (the Duchy's ``burrow`` on its board) so that moves into and out of it are
valued like others, a warrior waiting there being worth little."""

from __future__ import annotations

from typing import Sequence

from woodland.bots.heuristic_common import BIRD, Info, Mover, Strategy
from woodland.core.actions import Action
from woodland.core.cards import Card
from woodland.rules.setup import faction_data

DATA = faction_data("duchy")
MINISTERS = {m["key"]: m for m in DATA["ministers"]}
RANK = {"squire": 1, "noble": 2, "lord": 3}
#: weights: worth of one more clearing with our pieces (before dividing by those of its suit)
P = {"presence": 1.2, "battle": 0.6, "dig_hand": 3}
#: the order in which swayed ministers act (scoring lords first, then building, then fighting)
ORDER = ("duchess", "baron", "earl", "foremole", "captain", "brigadier", "marshal", "mayor", "banker")


def burrow(I: Info) -> int:
    """The Burrow's index (0-based), as the Duchy's board shows it."""
    return int(I.board.get("burrow_clearing", I.n + 1)) - 1


def add_burrow(I: Info) -> None:
    """Extend the bot's picture of the board with the Burrow (once per decision)."""
    if len(I.war) > I.n:
        return
    I.war.append({I.me: int(I.board.get("burrow", 0))})
    for lst in (I.bld, I.tok, I.pawns, I.no_placing):
        lst.append([])
    I.nb.append({})
    I.np.append({})
    I.suit.append("none")
    I.slots.append(0)
    I.ruler.append(I.me)


def built(I: Info, kind: str) -> int:
    return DATA["buildings"][kind] - I.board["buildings_on_track"][kind]


def tunnels(I: Info) -> list[int]:
    return [c for c in range(I.n) if I.my_tokens(c, "tunnel")]


class DuchyStrategy(Strategy):
    keys = ("duchy",)
    #: a card in hand sways a minister (12.5.3) and comes back after it is revealed (12.6.1):
    #: an effect card is crafted only when clearly worth it (woodland/bots/crafting.py)
    effect_craft_least = 0.6

    def decide(self, I: Info, actions: Sequence[Action]) -> Action:
        add_burrow(I)
        return super().decide(I, actions)

    # -- setup -------------------------------------------------------------------------
    def on_setup_corner(self, I: Info, actions: Sequence[Action]) -> Action | None:
        def room(a: Action) -> tuple[int, str]:
            c = int(a.args[0]) - 1
            return (sum(I.free(x) for x in (c, *I.adj(c))) - sum(I.enemy_w(x) for x in I.adj(c)), str(a))
        return max(actions, key=room)

    # -- cards -------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.kind == "item" and I.craftable_by(I.me, card):
            v += 0.4 + 0.3 * card.vp
        return v

    def reveal_cost(self, I: Info, card: Card) -> float:
        """What revealing a card costs: a bird is discarded in Evening (12.6.1), others return."""
        return (3.0 if card.suit == BIRD else 0.0) + 0.01 * self.card_value(I, card)

    def on_reveal(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (self.reveal_cost(I, I.card(str(a.args[0]))), str(a)))

    def on_craft(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best = self.best_craft(I, actions, 0.3)  # woodland/bots/crafting.py
        return best if best is not None else next((a for a in actions if a.kind == "done"), None)

    # -- moving ----------------------------------------------------------------------------
    def move_value(self, I: Info, c: int, w: int) -> float:
        if c >= I.n:  # the Burrow: safe, but idle
            return 0.05 * w
        v = super().move_value(I, c, w)
        if w > 0 and not I.my_buildings(c) and not I.my_tokens(c):
            v += self.presence_worth(I, I.suit[c])  # one more clearing to reveal a card for (12.5.3.II)
        if I.my_buildings(c):
            v += 0.3 * min(w, I.threat(c) + 1)  # guard buildings: a loss costs a minister (12.2.3)
        if I.my_tokens(c, "tunnel") and w:
            v += 0.1
        return v

    def presence_worth(self, I: Info, suit: str) -> float:
        """Worth of holding one more clearing of ``suit``: each lets one more card be
        revealed to sway a minister (12.5.3.II), most while that suit has few."""
        have = I.cache.get("duchy_presence")
        if have is None:
            have = I.cache["duchy_presence"] = {}
            for x in range(I.n):
                if I.my_w(x) or I.my_buildings(x) or I.my_tokens(x):
                    have[I.suit[x]] = have.get(I.suit[x], 0) + 1
        return P["presence"] / (1 + 0.5 * have.get(suit, 0))

    def on_move_count(self, I: Info, actions: Sequence[Action]) -> Action | None:
        a, b = I.move_asked()
        if a < 0:  # the Dig's warriors (12.5.1.V): as many as may come
            return max(actions, key=lambda x: int(x.args[0]) if x.kind == "count" else -1)
        return super().on_move_count(I, actions)

    # -- Daylight: the Assembly (12.5.1) --------------------------------------------------
    def build_value(self, I: Info, kind: str, c: int) -> float:
        safe = I.my_w(c) + I.my_buildings(c) - I.threat(c)
        v = 3.0 - (1.5 if safe < 0 else 0.0) + 0.1 * I.free(c)
        if kind == "citadel":
            v += 0.6 if built(I, "citadel") < 2 else 0.2
        else:
            v += 0.5
        return v

    def dig_value(self, I: Info, c: int) -> float:
        w = min(4, int(I.board.get("burrow", 0)))
        if w <= 0:
            return -1.0
        gain = self.move_value(I, c, I.my_w(c) + w) - self.move_value(I, c, I.my_w(c))
        if I.free(c) > 0 and I.ruler[c] != I.me:
            gain += 0.5
        if w < 2:
            gain -= 0.8
        return gain + 0.3 * (3 - len(tunnels(I)))

    def on_assembly(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        best, bv = None, 0.25
        moves = [a for a in actions if a.kind == "move"]
        for a in actions:
            k = a.kind
            if k == "build":
                v = self.build_value(I, str(a.args[0]), int(a.args[1]) - 1)
            elif k == "battle":
                v = 1.4 * self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])) - P["battle"]
            elif k == "dig":
                v = self.dig_value(I, int(a.args[0]) - 1)
                if len(I.hand) <= P["dig_hand"]:
                    v -= 1.5  # the card is spent: keep enough to sway (12.5.3)
            elif k == "recruit":
                v = 0.6
            else:
                continue
            if v > bv:
                best, bv = a, v
        if moves:
            d, ma, mk = Mover(I, self.move_value).best(moves)
            if ma is not None and d > bv:
                self.mem.move = (int(ma.args[0]) - 1, int(ma.args[1]) - 1, mk)
                return ma
        if best is not None:
            return best
        return next((a for a in actions if a.kind == "end"), None)

    # -- Parliament (12.5.2) --------------------------------------------------------------
    def on_parliament(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        offered = {str(a.args[0]): a for a in actions if a.kind == "minister"}
        for m in ORDER:
            a = offered.get(m)
            if a is None:
                continue
            if m == "captain" and not self.good_battle(I):
                continue
            if m == "banker" and len(I.hand) <= 4 and I.score + len(I.hand) < 30:
                continue
            return a
        return next((a for a in actions if a.kind == "end"), None)

    def good_battle(self, I: Info) -> bool:
        return any(self.battle_value(I, c, k) > 0.2 for c in range(I.n) if I.my_w(c)
                   for k in I.enemies() if I.w(k, c) or I.pieces_of(k, c))

    def on_minister(self, I: Info, actions: Sequence[Action]) -> Action | None:
        builds = [a for a in actions if a.kind == "build"]
        if builds:
            return max(builds, key=lambda a: (self.build_value(I, str(a.args[0]), int(a.args[1]) - 1), str(a)))
        picks = [a for a in actions if a.kind == "minister"]
        if picks:  # the Mayor: the first in our order
            return min(picks, key=lambda a: ORDER.index(str(a.args[0])))
        best, bv = None, 0.1
        for a in actions:
            if a.kind == "battle":
                v = self.battle_value(I, int(a.args[0]) - 1, str(a.args[1]))
                if v > bv:
                    best, bv = a, v
        moves = [a for a in actions if a.kind == "move"]
        if moves:
            d, ma, mk = Mover(I, self.move_value).best(moves)
            if ma is not None and (d > bv or best is None):
                if d > 0 or not any(a.kind == "done" for a in actions):
                    self.mem.move = (int(ma.args[0]) - 1, int(ma.args[1]) - 1, mk)
                    return ma
        if best is not None:
            return best
        done = next((a for a in actions if a.kind == "done"), None)
        if done is not None:
            return done
        battles = [a for a in actions if a.kind == "battle"]
        if battles:
            return max(battles, key=lambda a: (self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])), str(a)))
        return None

    def on_bank(self, I: Info, actions: Sequence[Action]) -> Action | None:
        spends = [a for a in actions if a.kind == "spend"]
        done = next((a for a in actions if a.kind == "done"), None)
        finish = I.score + len(I.hand) >= 30  # the last points: spend everything (12.5.2.V)
        if done is not None and not finish and (len(I.hand) <= 3 or not spends):
            return done
        return self.cheapest(I, spends) if spends else done

    # -- Sway (12.5.3) --------------------------------------------------------------------
    def minister_worth(self, I: Info, m: str) -> float:
        rank = MINISTERS[m]["rank"]
        v = 2.0 * RANK[rank]
        if m == "earl":
            v += built(I, "citadel")
        elif m == "baron":
            v += built(I, "market")
        elif m == "duchess":
            v += 1.0 if len(tunnels(I)) >= 2 else -1.0
        elif m in ("captain", "brigadier", "foremole"):
            v += 1.0
        return v

    def on_sway(self, I: Info, actions: Sequence[Action]) -> Action | None:
        sways = [a for a in actions if a.kind == "sway"]
        if sways:
            return max(sways, key=lambda a: (self.minister_worth(I, str(a.args[0])), str(a)))
        return next((a for a in actions if a.kind == "end"), None)

    # -- the Price of Failure, tunnels ----------------------------------------------------
    def on_price_of_failure(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (self.minister_worth(I, str(a.args[0])), str(a)))

    def on_dig_tunnel(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (I.my_w(int(a.args[0]) - 1) + I.my_buildings(int(a.args[0]) - 1),
                                           str(a)))

    def remove_order(self, I: Info, kind: str) -> float:
        return {"tunnel": 0.0, "market": 3.0, "citadel": 3.5}.get(kind, 5.0)
