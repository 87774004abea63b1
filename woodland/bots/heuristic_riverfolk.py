"""Rule-of-thumb Riverfolk Company (Law ch. 11): set prices others can pay, establish
trade posts where they are safe, hold funds for dividends, spend the odd fund and the
surplus on crafting, battles, recruits, moves and draws worth more than the dividend they
cost. Decisions without a rule here fall back to the shared rules of
:mod:`woodland.bots.heuristic_common`.

Also here: :func:`buy_service` and :func:`pay_service`, a shared rule of thumb for the
*other* factions' ``buy_service`` / ``pay_service`` decisions (11.2.6)."""

from __future__ import annotations

from typing import Sequence

from woodland.bots.heuristic_common import BIRD, Info, Mover, Strategy, battle_odds
from woodland.core.actions import Action
from woodland.core.cards import Card
from woodland.rules.setup import faction_data

DATA = faction_data("riverfolk")
SUITS: tuple[str, ...] = tuple(DATA["suits"])
POSTS: int = DATA["trade_posts_per_suit"]
PRICES: tuple[int, ...] = tuple(DATA["prices"])
POST_VP: dict[str, list[int]] = DATA["trade_post_vp"]
PER_DIVIDEND: int = DATA["funds_per_dividend"]
HAND_LIMIT: int = DATA["hand_limit"]
PREFIX = "trade_post_"
ME = "riverfolk"
WIN = 30
#: the most Birdsongs a spent fund is counted to have paid dividends at (``horizon``)
HORIZON = 6.0

#: weights, in points (set by hand, checked against random and heuristic bots)
P: dict[str, float] = {
    "keep": 0.5,       # a fund held to Birdsong: half a point of dividends (11.4.2)
    "spent": 0.3,      # a fund spent (not committed), beyond the dividends it would pay
    "post": 2.6,       # an established post beyond its points: garrison, crafting, sales
    "first": 3.0,      # the first post starts the dividends
    "risk": 0.35,      # per enemy warrior able to reach a post beyond its garrison
    "draw": 1.3,       # a card while the hand is below the limit (crafting, sales)
    "export": 1.6,     # a fund for good (11.5.3.1)
    "craft": 0.1,      # bonus for a crafted item on top of its points and crafting.py's 0.3
    "guard": 0.6,      # a warrior guarding a post, per threatening enemy warrior
    "rule": 0.8,       # ruling a clearing where our own funds can establish a post
    # for the other factions' bots (disruption_stake):
    "disrupt": 1.0,    # per fund lost to Trade Disruption (11.2.5)
    "disrupt_lead": 1.0,  # a trade post removed while the Riverfolk lead
}


# ---------------------------------------------------------------------------- reading the board
class Books:
    """The Riverfolk board read once per decision: funds per owner, trade posts on the map
    and on the tracks, empty Trade Posts spaces (11.2.1)."""

    __slots__ = ("funds", "total", "posts", "on_track", "empty", "supply", "prices", "payments", "held")

    def __init__(self, I: Info, key: str = ME) -> None:
        b = I.players[key]["board"]
        self.funds: dict[str, int] = dict(b.get("funds", {}))
        self.total = sum(self.funds.values())
        self.on_track: dict[str, int] = dict(b.get("trade_posts_on_track", {}))
        on_tr: dict[str, dict[str, int]] = b.get("funds_on_track", {})
        self.empty = {s: POSTS - self.on_track.get(s, 0) - sum(on_tr.get(s, {}).values()) for s in SUITS}
        self.posts = [c for c in range(I.n) if any(o == key and k.startswith(PREFIX) for o, k in I.tok[c])]
        self.supply: int = I.players[key]["warriors_in_supply"]
        self.prices: dict[str, int] = dict(b.get("prices", {}))
        self.payments: dict[str, int] = dict(b.get("payments", {}))
        #: every warrior on the board by owner: Payments, Funds, Committed, tracks (11.2.4)
        held: dict[str, int] = {}
        for box in [self.payments, self.funds, b.get("committed", {}), *on_tr.values()]:
            for k, x in box.items():
                held[k] = held.get(k, 0) + x
        self.held = held

    def foreign(self) -> int:
        return sum(x for k, x in self.held.items() if k != ME)


def books(I: Info) -> Books:
    bk = I.cache.get("books")
    if bk is None:
        bk = I.cache["books"] = Books(I)
    return bk


def has_post(I: Info, c: int) -> bool:
    return any(k.startswith(PREFIX) for _o, k in I.tok[c])


def river_moves(I: Info) -> list[tuple[int, int]]:
    """Moves open to the Riverfolk: paths where they rule either end (4.2.1), rivers
    regardless of rule (11.2.2 Swimmers)."""
    out: list[tuple[int, int]] = []
    for a in range(I.n):
        if I.my_w(a) <= 0:
            continue
        seen: set[int] = set()
        for b in I.map.river_adj[a]:
            seen.add(b)
            out.append((a, b))
        for b in I.adj(a):
            if b not in seen and (I.ruler[a] == ME or I.ruler[b] == ME):
                out.append((a, b))
    return out


# ---------------------------------------------------------------------------- the strategy
class RiverfolkStrategy(Strategy):
    keys = ("riverfolk",)
    #: our crafting pieces are on our board (11.2.4 Trade Posts), none on the map for Tunnels;
    #: no Evening draw for Informants to replace (11.6)
    craft_bias = {"tunnels": -2.0, "informants": -2.0}

    def may_dominate(self, I: Info) -> bool:
        # dividends outpace a dominance win, which would end our scoring (3.3.1)
        return False

    # -- cards ---------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        """Cards are crafting material (on empty Trade Posts spaces), ambushes guard posts,
        and every card in our face-up hand is something to sell (11.2.7 Hand Card)."""
        v = 1.0
        if card.kind == "ambush":
            v += 1.2
        elif card.kind == "dominance":
            v = 1.2 if I.nplayers > 2 else 0.2
        elif card.kind == "item":
            v += 0.25 * card.vp + (0.6 if self.can_fit(I, card) else 0.0)
        elif card.kind in ("persistent", "immediate"):
            v += 0.4 * max(0.0, self.craft_value(I, card))
        if card.suit == BIRD:
            v += 0.1
        return v

    def can_fit(self, I: Info, card: Card) -> bool:
        """Does the cost fit the Trade Posts spaces opened so far (empty or holding a
        fund committed this turn)?"""
        bk = books(I)
        room = {s: POSTS - bk.on_track.get(s, 0) for s in SUITS}
        anys = 0
        for s in card.cost:
            if s == "any":
                anys += 1
            elif room.get(s, 0) > 0:
                room[s] -= 1
            else:
                return False
        return anys <= sum(room.values())

    def remove_order(self, I: Info, kind: str) -> float:
        return 9.0 if kind.startswith(PREFIX) else 5.0

    # -- setup ----------------------------------------------------------------------------
    def on_setup_warrior(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """11.3.2: spread out to rule quiet river clearings of different suits, where our
        own starting funds can establish trade posts."""
        ruled_suits = {I.suit[c] for c in range(I.n) if I.ruler[c] == ME}

        def worth(a: Action) -> tuple[float, str]:
            c = int(a.args[0]) - 1
            w = I.my_w(c)
            e = I.enemy_strength(c)
            v = -0.25 * I.threat(c) - 0.4 * e
            if w + 1 > e and I.ruler[c] != ME:
                v += 2.0 + (0.6 if I.suit[c] not in ruled_suits else 0.0)
            elif I.ruler[c] == ME:
                v += 0.3 * min(I.threat(c), 3) - 0.5 * w
            v += 0.15 * len(I.map.river_adj[c])
            return (v, str(a))
        return max(actions, key=worth)

    # -- prices (11.3.5, 11.6.2) -----------------------------------------------------------
    def budgets(self, I: Info) -> dict[str, int]:
        """What each other player can pay: warriors in supply; the Vagabond his face-up,
        undamaged items, as many as our supply can put in Payments (11.2.6)."""
        out: dict[str, int] = {}
        bk = books(I)
        for k in I.keys:
            if k == ME:
                continue
            p = I.players[k]
            if I.is_vb(k):
                items = p["board"].get("items", [])
                out[k] = min(bk.supply, sum(1 for it in items if "_" not in it))
            else:
                out[k] = p["warriors_in_supply"]
        return out

    def on_set_price(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """The price that brings in most if every player who can afford it buys once,
        capped by what sold: one step lower after a round without a sale, one higher
        after a round with one."""
        svc = str(actions[0].args[0])
        budgets = self.budgets(I)
        plan = self.mem.plan
        if svc == "hand_card":  # the first service priced this Evening: note the board
            bk = books(I)
            plan["priced"] = (I.turn, bk.foreign(), bk.held.get(ME, 0))
        cap = int(plan.get("cap", PRICES[-1]))

        def revenue(a: Action) -> tuple[float, int]:
            p = int(a.args[1])
            buyers = [k for k, b in budgets.items() if b >= p
                      and not (svc == "mercenaries" and I.is_vb(k))]
            return (p * len(buyers) - (9.0 if p > cap else 0.0), p)
        return max(actions, key=revenue)

    def note_sales(self, I: Info) -> None:
        """At our first Daylight decision of a turn: did anybody buy since our Evening?
        (foreign warriors on the board, or more of ours than Protectionism's two, 11.4.1)"""
        plan = self.mem.plan
        last = plan.get("priced")
        if last is None or plan.get("noted") == I.turn or last[0] == I.turn:
            return
        plan["noted"] = I.turn
        bk = books(I)
        more_foreign = bk.foreign() - last[1]
        more_own = bk.held.get(ME, 0) - last[2]
        sold = more_foreign > 0 or (more_own > 0 and more_own != DATA["protectionism"]) or (
            more_own == DATA["protectionism"] and min(bk.prices.values(), default=9) <= more_own
            and any(I.is_vb(k) for k in I.keys))
        plan["sold"] = sold
        cap = int(plan.get("cap", PRICES[-1]))
        plan["cap"] = min(PRICES[-1], cap + 1) if sold else max(PRICES[0], cap - 1)

    # -- Daylight (11.5) -----------------------------------------------------------------------
    def keep_cost(self, I: Info, spent: bool = False) -> float:
        """Dividends lost by using one fund now (11.4.2): half a point while a trade post
        stands; nothing for the odd fund; more when the held funds would win at Birdsong."""
        bk = books(I)
        f = bk.total
        if not bk.posts:
            cost = 0.0  # no dividends yet; committed funds come back at Birdsong (11.4.3)
        elif f % PER_DIVIDEND == 1:
            cost = 0.0
        else:
            cost = 2 * P["keep"]
            if I.score + f // PER_DIVIDEND >= WIN and I.score + (f - 1) // PER_DIVIDEND < WIN:
                cost += 20.0
        if spent:
            cost += self.spent_cost(I)
        return cost

    def spent_cost(self, I: Info) -> float:
        """Dividends a spent fund would have paid at our later Birdsongs (11.4.2), beyond
        the next one (which ``keep_cost`` counts)."""
        return P["spent"] + P["keep"] * max(0.0, self.horizon(I) - 1.0)

    def horizon(self, I: Info) -> float:
        """Our Birdsongs left, roughly: the points the leading player still needs, at about
        three a turn (between one and ``HORIZON``)."""
        top = max(I.score_of(k) for k in I.keys)
        return max(1.0, min(HORIZON, (WIN - top) / 3.0))

    def establish_value(self, I: Info, c: int) -> float:
        bk = books(I)
        suit = I.suit[c]
        k = POSTS - bk.on_track.get(suit, 0) + 1
        pts = POST_VP[suit][k - 1] if 1 <= k <= POSTS else 2
        if I.score + pts >= WIN:
            return 100.0
        v = pts + P["post"]
        if not bk.posts:
            v += P["first"]
        guard = I.my_w(c) + 1
        enemies = [x for x in I.keys if x != ME]
        reach = max((I.w(x, c) + sum(I.w(x, a) for a in I.adj(c)) for x in enemies), default=0)
        if any(I.is_vb(p) for x in (c, *I.adj(c)) for p in I.pawns[x]):
            reach = max(reach, 2)  # a Vagabond next door fights with his swords (9.2.9)
        v -= P["risk"] * max(0, reach - guard) * (1.0 + bk.total / 6.0)
        # one more service a turn for each player with pieces here (11.2.6)
        v += 0.2 * sum(1 for x in enemies if I.strength(x, c) or I.pieces_of(x, c))
        # two funds of the ruler are spent
        return v - 2 * P["keep"] * (1 if bk.posts else 0)

    def craft_value(self, I: Info, card: Card) -> float:
        """The shared worth (woodland/bots/crafting.py), and the bonus of an item for us."""
        return super().craft_value(I, card) + (P["craft"] if card.kind == "item" else 0.0)

    def draw_value(self, I: Info) -> float:
        n = len(I.hand)
        if n >= HAND_LIMIT:
            return 0.1
        return P["draw"] + (0.3 if n <= 2 else 0.0)

    def mover(self, I: Info) -> Mover:
        m = I.cache.get("mover")
        if m is None:
            m = I.cache["mover"] = Mover(I, self.move_value)
        return m

    def recruit_value(self, I: Info, c: int) -> float:
        m = self.mover(I)
        w = I.my_w(c)
        return m.v(c, w + 1) - m.v(c, w)

    def on_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        self.note_sales(I)
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        bk = books(I)
        commit = self.keep_cost(I)
        spend = self.keep_cost(I, spent=True)
        best: Action | None = None
        bv = 0.0
        move_plan: tuple[int, int, int] | None = None
        have_move = False
        direct: list[Action] = []
        for a in actions:
            k = a.kind
            if k == "establish":
                v = self.establish_value(I, int(a.args[0]) - 1) - 2 * self.spent_cost(I)
            elif k == "craft":
                card = I.card(str(a.args[0]))
                v = self.craft_value(I, card) - len(card.cost) * commit
            elif k == "export":
                card = I.card(str(a.args[0]))
                v = P["export"] - 0.6 * self.card_value(I, card) - len(card.cost) * commit
                if self.craft_value(I, card) > 0.5:
                    v -= 1.0
                if not bk.payments and bk.supply >= DATA["protectionism"]:
                    # a warrior in Payments stops Protectionism's two (11.4.1) unless someone buys
                    v -= (0.2 if self.mem.plan.get("sold", True) else 1.0) * 2 * P["export"]
            elif k == "battle":
                c, t = int(a.args[0]) - 1, str(a.args[1])
                v = self.battle_value(I, c, t) - commit
                if t != ME and bk.posts:
                    v += 0.2 * sum(1 for x in I.adj(c) if x in bk.posts)
            elif k == "recruit":
                v = self.recruit_value(I, int(a.args[0]) - 1) - spend
            elif k == "draw":
                v = self.draw_value(I) - commit
            elif k == "move":
                if a.args:  # a menu naming the moves themselves
                    direct.append(a)
                have_move = True
                continue
            else:
                continue
            if v > bv:
                best, bv = a, v
        if have_move:
            pairs = direct or [Action("move", (a + 1, b + 1)) for a, b in river_moves(I)]
            d, mv, cnt = self.mover(I).best(pairs)
            if mv is not None and d - commit > bv:
                best, bv = (mv if direct else Action("move", ())), d - commit
                move_plan = (int(mv.args[0]) - 1, int(mv.args[1]) - 1, cnt)
        if best is not None:
            if move_plan is not None:
                self.mem.move = move_plan
            if best.kind == "battle":
                self.mem.battle = (int(best.args[0]) - 1, str(best.args[1]))
            return best
        return Action("end", ())

    # -- whose fund pays (11.5, 11.2.5) ---------------------------------------------------------
    def reserve(self, I: Info) -> dict[str, int]:
        """Funds of each owner to keep for establishing trade posts in clearings that
        owner rules (11.5.6.II): two per such clearing, while posts are left."""
        bk = books(I)
        left = {s: bk.on_track.get(s, 0) for s in SUITS}
        need: dict[str, int] = {}
        for c in range(I.n):
            r = I.ruler[c]
            s = I.suit[c]
            if r is None or has_post(I, c) or left.get(s, 0) <= 0 or not I.can_place(c):
                continue
            left[s] -= 1
            need[r] = need.get(r, 0) + 2
        return need

    def pick_owner(self, I: Info, actions: Sequence[Action], spend: bool) -> Action:
        bk = books(I)
        need = self.reserve(I)
        lead = I.leader()

        def pref(a: Action) -> tuple[float, float, str]:
            k = str(a.args[0])
            surplus = bk.funds.get(k, 0) - need.get(k, 0)
            # spent warriors go back to their owner (11.5): rather ours than the leader's
            tie = (1.0 if k == ME else -I.score_of(k) / 30.0 - (0.5 if k == lead else 0.0)) if spend else 0.0
            return (surplus, tie, k)
        return max(actions, key=pref)

    def on_fund(self, I: Info, actions: Sequence[Action]) -> Action | None:
        spend = I.facts.get("paying_for") == "recruit"
        if spend and books(I).supply <= 0:
            # 11.5.5: with no warrior in supply, only our own spent fund can be placed
            own = next((a for a in actions if a.args and a.args[0] == ME), None)
            if own is not None:
                return own
        return self.pick_owner(I, actions, spend)

    def on_lose_fund(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.pick_owner(I, actions, True)

    def on_craft_pay(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """A '?' icon goes on the suit with most empty spaces that our hand needs least."""
        bk = books(I)
        want: dict[str, int] = {}
        for card in I.hand:
            for s in card.cost:
                want[s] = want.get(s, 0) + 1
        return max(actions, key=lambda a: (bk.empty.get(str(a.args[0]), 0) - 0.5 * want.get(str(a.args[0]), 0),
                                           str(a)))

    # -- moves ------------------------------------------------------------------------------------
    def move_value(self, I: Info, c: int, w: int) -> float:
        v = super().move_value(I, c, w)
        bk = books(I)
        if c in bk.posts:
            t = I.threat(c)
            v += P["guard"] * min(w, t + 1)
        return v

    def rule_bonus(self, I: Info, c: int) -> float:
        """Ruling a clearing without a post where our own funds can establish one."""
        bk = books(I)
        if has_post(I, c) or bk.on_track.get(I.suit[c], 0) <= 0 or not I.can_place(c):
            return 0.0
        return P["rule"] if bk.funds.get(ME, 0) >= 2 else 0.3 * P["rule"]


# ---------------------------------------------------------------------------- other factions buying
def buy_service(I: Info, actions: Sequence[Action]) -> Action:
    """A rule of thumb for another faction's ``buy_service`` decision (11.2.6): every
    warrior paid becomes a Riverfolk fund (half a point a turn to them, 11.4.2), so buy
    only what is clearly worth it, cheaply, with warriors to spare, and nothing while the
    Riverfolk are close to winning:

    - a card from their hand that wins now (a dominance card we could activate and win
      with), or an item we can craft worth its price, at price <= 2;
    - Mercenaries at price <= 2 when Riverfolk warriors stand with ours where an enemy has
      buildings or tokens to take;
    - never Riverboats (rarely worth a warrior)."""
    done = next((a for a in actions if a.kind == "done"), actions[-1])
    if ME not in I.players:
        return done
    rf = I.players[ME]
    bk = Books(I)
    supply = I.mine.get("warriors_in_supply", 0)
    vagabond = I.is_vb(I.me)
    if rf["score"] >= 22:
        return done
    best, bv = done, 0.0
    for a in actions:
        if a.kind != "buy":
            continue
        svc = str(a.args[0])
        price = bk.prices.get(svc, 4)
        if price > 2 or (not vagabond and supply - price < 3):
            continue
        if svc == "hand_card":
            card = I.card(str(a.args[1]))
            v = 0.0
            if card.kind == "dominance" and I.nplayers > 2 and I.dominance_ready(card) and I.score >= 10:
                v = 5.0
            elif card.kind == "item" and I.craftable_by(I.me, card):
                v = card.vp + 0.5 - price
            elif card.kind == "ambush":
                v = 0.6 - 0.5 * price
        elif svc == "mercenaries":
            v = -price * 0.5
            for c in range(I.n):
                rw = I.w(ME, c)
                if rw >= 2 and I.my_w(c) > 0 and any(I.pieces_of(k, c) for k in I.enemies() if k != ME):
                    v += 0.6 * min(rw, 3)
        else:
            v = -1.0
        if v > bv:
            best, bv = a, v
    return best


def pay_service(I: Info, actions: Sequence[Action]) -> Action:
    """The Vagabond paying for a service (11.2.6): exhaust the item he needs least now."""
    order = ("hammer", "bag", "coins", "tea", "crossbow", "boots", "sword", "torch")

    def rank(a: Action) -> tuple[int, str]:
        k = str(a.args[0])
        return (order.index(k) if k in order else len(order), k)
    return min(actions, key=rank)


def service_rule(I: Info, actions: Sequence[Action]) -> Action | None:
    """Entry point for the shared Strategy: answers ``buy_service`` and ``pay_service``."""
    if I.kind == "buy_service":
        return buy_service(I, actions)
    if I.kind == "pay_service":
        return pay_service(I, actions)
    return None


def disruption_stake(I: Info, c: int) -> float:
    """For another faction: what removing the Riverfolk's trade post in ``c`` is worth
    beyond the point it scores (0 where none stands). 11.2.5 Trade Disruption takes half
    their funds, which would pay dividends at their next Birdsong (11.4.2) and establish
    more posts (11.5.6); a point more while they lead."""
    if ME not in I.players or not any(o == ME and k.startswith(PREFIX) for o, k in I.tok[c]):
        return 0.0
    lost = (books(I).total + 1) // 2
    return P["disrupt"] * lost + (P["disrupt_lead"] if I.leader() == ME else 0.0)


def disruption_worth(I: Info, c: int, target: str, extra_hits: int = 0) -> float:
    """For another faction battling ``target`` in ``c``: the :func:`disruption_stake` of
    the trade post the battle is expected to remove there (4.3.3: hits beyond the warriors
    remove buildings and tokens)."""
    stake = disruption_stake(I, c) if target == ME else 0.0
    if not stake:
        return 0.0
    _, removed, _ = battle_odds(I.my_w(c), I.w(ME, c), I.pieces_of(ME, c), a_extra=extra_hits)
    return min(removed, 1.0) * stake


def disruption_reach(I: Info, c: int, w: int) -> float:
    """For another faction moving ``w`` warriors into ``c``: the :func:`disruption_stake`
    there, in full with two more warriors than the Riverfolk's there (a battle that can
    reach the post, 4.3.3)."""
    if w < 2:
        return 0.0
    stake = disruption_stake(I, c)
    return stake * min(1.0, max(0, w - I.w(ME, c)) / 2.0) if stake else 0.0


__all__ = ["RiverfolkStrategy", "buy_service", "disruption_reach", "disruption_stake", "disruption_worth",
           "pay_service", "service_rule"]
