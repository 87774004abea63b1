"""Rule-of-thumb Lizard Cult (Law ch. 10). Revealed cards come back to the hand in
Evening (10.6.1), so every card in hand is a free ritual each Daylight: build a garden
where we rule (10.5.1), recruit (10.5.2), sacrifice a bird for an acolyte (10.5.4); only
a Score (10.5.3, once per suit per turn) spends its card. The bot plans each Daylight per
suit (builds first, a card kept back to score the suit after them, the rest recruiting
where a warrior wins rule or guards a garden), spends acolytes in Birdsong on the best
conspiracy (sanctify > convert or crusade that wins rule or points), crafts with the
Outcast gardens in Evening, and activates a dominance card once gardens hold three
clearings of its suit (gardens rule outright, 10.2.4)."""

from __future__ import annotations

from typing import Sequence

from woodland.bots.heuristic_common import BIRD, DANGER, Info, Mover, Strategy
from woodland.core.actions import Action
from woodland.core.cards import Card
from woodland.rules.setup import faction_data

DATA = faction_data("lizard")
SUITS: tuple[str, ...] = tuple(DATA["suits"])
PER_SUIT: int = DATA["gardens_per_suit"]
VP: list[int] = DATA["garden_vp"]
DRAW: list[int] = DATA["garden_draw"]
COST: dict[str, int] = DATA["conspiracy_cost"]
HATED: int = DATA["hated_discount"]
#: weights (tuned against random bots): worth of a garden besides its points (rule held
#: for good), of a point scored now, the score from which that rule counts half (points
#: matter more near the end), least worth per acolyte spent on a conspiracy
P = {"garden": 2.0, "point": 1.0, "late": 18, "acolyte": 0.6}


def gardens(I: Info, suit: str) -> int:
    """Gardens of printed ``suit`` on the map (10.3.4: the rest are on the track)."""
    return PER_SUIT - I.board["gardens_on_track"].get(suit, PER_SUIT)


def score_vp(k: int) -> int:
    """10.5.3: points for a Score with ``k`` gardens of the suit on the map."""
    return VP[min(k, PER_SUIT) - 1] if k > 0 else 0


def cost(I: Info, kind: str) -> int:
    """10.4.3: acolytes a conspiracy costs, one fewer while the Outcast is Hated."""
    return COST[kind] - (HATED if I.board.get("hated") else 0)


def my_gardens_in(I: Info, c: int) -> int:
    return sum(1 for o, k in I.bld[c] if o == I.me and k.startswith("garden_"))


class LizardStrategy(Strategy):
    keys = ("lizard",)
    removal_worth = -0.3  # 10.2.3 Revenge: its warriors removed defending become acolytes
    rules_outright_with = "garden_"  # 10.2.4 Pilgrims
    #: a card every turn is worth more to the Cult, whose every card is a ritual (10.5)
    craft_bias = {"better_burrow_bank": 0.6}

    # -- facts ---------------------------------------------------------------------------
    def dominance_suit(self, I: Info) -> str:
        """The suit of our activated dominance card (3.3.1), or ""."""
        d = I.mine.get("dominance")
        return I.card(d).suit if d else ""

    def turns_left(self, I: Info) -> float:
        """A rough count of Daylights left to score in."""
        return max(0.5, min(4.0, (30 - I.score) / 7.0))

    def build_gain(self, I: Info, suit: str, k: int, c: int = -1) -> float:
        """Worth of placing the (k+1)-th garden of ``suit`` (in ``c``): rule held for good
        where we had no garden (10.2.4), the draw bonus it uncovers (10.6.3) and the extra
        points of every later Score (10.5.3)."""
        if k >= PER_SUIT:
            return -9.0
        g = P["garden"] * (1.0 if I.score < P["late"] else 0.5) * (0.3 if c >= 0 and my_gardens_in(I, c) else 1.0)
        g += 2.0 * DRAW[k]
        g += (score_vp(k + 1) - score_vp(k)) * self.turns_left(I)
        dom = self.dominance_suit(I)
        if dom:
            # 3.3.1: no more points; a garden rules a clearing of the suit for good
            return 4.0 if suit == dom and (c < 0 or not my_gardens_in(I, c)) else 0.2
        if I.nplayers >= 3 and k + 1 == 3 and any(h.kind == "dominance" and h.suit == suit for h in I.hand):
            g += 4.0  # 3.3.1: three ruled clearings of the suit win with its dominance card
        return g

    def garden_clearings(self, I: Info, suit: str) -> int:
        """Clearings of ``suit`` we rule by a garden (rule nobody can take by numbers)."""
        return sum(1 for c in range(I.n) if I.suit[c] == suit and my_gardens_in(I, c) > 0)

    def recruit_value(self, I: Info, c: int) -> float:
        """Worth of one more warrior in ``c``: winning rule (then a garden can follow),
        guarding a garden, ending an activated dominance's rule there."""
        key = ("rv", c)
        got = I.cache.get(key)
        if got is not None:
            return got
        me = I.me
        w = I.my_w(c)
        s = w + I.my_buildings(c)
        e = I.enemy_strength(c)
        v = 0.05
        pg = I.pilgrims(c)
        if pg is None or pg == me:
            if pg is None and I.ruler[c] != me:
                if s == e:
                    v += 1.2  # one more warrior rules it (2.5; it also beats the Eyrie's tie, 7.2.2)
                    if I.free(c) > 0 and I.board["gardens_on_track"].get(I.suit[c], 0) > 0:
                        v += 0.8
                elif e <= s + 2:
                    v += 0.3
            if my_gardens_in(I, c) and I.threat(c) > w:
                v += 0.4  # warriors dying in defence become acolytes (10.2.3)
        dom = self.dominance_suit(I)
        if dom and I.suit[c] == dom and (pg is None or pg == me):
            # 3.3.1: rule clearings of our dominance suit, and keep them
            if I.ruler[c] != me and s + 1 > e:
                v += 3.0
            elif I.ruler[c] == me and pg is None and s <= e + 1:
                v += 1.5
            elif pg == me and I.threat(c) >= w:
                v += 0.8
        keep = I.guard_need(c)
        if keep and s < keep:
            v += DANGER * 0.5
        dz = I.danger().get(c, 0.0)
        r = I.ruler[c]
        if dz and r is not None and r != me and I.break_margin(r, c, 1) == 0:
            v += DANGER * dz
        if I.outrage_in(c):
            v -= 0.6  # 8.2.6 Outrage: a card to the Alliance
        I.cache[key] = v
        return v

    # -- cards ---------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.kind == "dominance":
            if card.suit != BIRD and self.garden_clearings(I, card.suit) >= 2:
                v += 3.0
            return v
        if card.suit == BIRD:
            v -= 0.5  # not wild for rituals (10.2.2): only a Sacrifice (10.5.4)
        else:
            v += 0.3 * score_vp(gardens(I, card.suit))  # it Scores its suit (10.5.3)
        if card.kind in ("item", "persistent", "immediate") and I.craftable_by(I.me, card):
            v += 0.2 + 0.2 * card.vp
        return v

    def on_discard(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """The card the hand misses least: a second card of a suit before the only one (one
        Score per suit and turn, 10.5.3), a second bird before the first."""
        count: dict[str, int] = {}
        for h in I.hand:
            count[h.suit] = count.get(h.suit, 0) + 1

        def keep(a: Action) -> tuple[float, str]:
            card = I.card(str(a.args[0]))
            v = self.card_value(I, card)
            if count.get(card.suit, 0) <= 1:
                v += 0.5 if card.suit == BIRD else 1.0
            return (v, str(a))
        cards = [a for a in actions if a.args]
        return min(cards, key=keep) if cards else None

    def remove_order(self, I: Info, kind: str) -> float:
        """A garden whose loss costs least in points and draws goes first."""
        if kind.startswith("garden_"):
            k = gardens(I, kind[7:])
            return 1.0 + (score_vp(k) - score_vp(k - 1)) + 2.0 * DRAW[k - 1] if k > 0 else 1.0
        return 5.0

    def may_dominate(self, I: Info) -> bool:
        return True

    # -- setup -----------------------------------------------------------------------------
    def on_setup_corner(self, I: Info, actions: Sequence[Action]) -> Action | None:
        def room(a: Action) -> tuple[float, str]:
            c = int(a.args[0]) - 1
            v = I.free(c) - 1.0 - 0.5 * I.enemy_strength(c)
            suits = {I.suit[c]}
            for x in I.adj(c):
                if not I.can_place(x):
                    continue
                e = I.enemy_strength(x)
                v += (1.0 + 0.5 * I.free(x)) if e == 0 else -0.3 * e
                suits.add(I.suit[x])
            return (v + 0.5 * len(suits), str(a))
        return max(actions, key=room)

    def on_setup_outcast(self, I: Info, actions: Sequence[Action]) -> Action | None:
        # 10.2.1: the starting garden crafts when its printed suit is the Outcast
        home = next((I.suit[c] for c in range(I.n) if my_gardens_in(I, c)), "")
        return next((a for a in actions if a.args == (home,)), None)

    # -- Birdsong: conspiracies (10.4.3) ------------------------------------------------------
    def conspiracy_value(self, I: Info, a: Action) -> float:
        kind = a.kind
        c = int(a.args[0]) - 1
        dz = I.danger().get(c, 0.0)
        r = I.ruler[c]
        if kind == "sanctify":
            who, what = str(a.args[1]), str(a.args[2])
            out = str(I.board.get("outcast", ""))
            v = 1.0 + self.build_gain(I, out, gardens(I, out)) + 1.0
            if what in ("keep", "roost", "base", "sawmill", "recruiter", "workshop"):
                v += 0.5
            if who == I.leader():
                v += 0.5
            if dz and r == who:
                v += DANGER * dz
            return v
        if kind == "convert":
            who = str(a.args[1])
            v = 0.8 + (0.3 if who == I.leader() else 0.0)
            s = I.strength(I.me, c) + 1
            others = max([I.strength(k, c) - (1 if k == who else 0) for k in I.keys if k != I.me] + [0])
            pg = I.pilgrims(c)
            if pg is None and I.ruler[c] != I.me and s > others:
                v += 1.2
                if I.free(c) > 0 and I.board["gardens_on_track"].get(I.suit[c], 0) > 0:
                    v += 1.0
            if dz and r is not None and r != I.me and I.break_margin(r, c, 1) <= (1 if r == who else 0):
                v += DANGER * dz
            return v
        if kind == "crusade":
            plan = self.crusade_plan(I, c)
            return plan[0]
        return -1.0

    def crusade_plan(self, I: Info, c: int) -> tuple[float, Action | None, int]:
        """The best start of a Crusade from ``c``: (worth, battle or move, warriors moved)."""
        best: tuple[float, Action | None, int] = (-1.0, None, 0)
        for k in I.enemies():
            if I.w(k, c) or I.pieces_of(k, c) or k in I.pawns[c]:
                if I.my_w(c) <= 0:
                    continue
                v = self.battle_value(I, c, k)
                if v > best[0]:
                    best = (v, Action("battle", (c + 1, k)), 0)
        if I.my_w(c) > 0:
            m = Mover(I, self.move_value)
            for b in I.adj(c):
                if not I.can_place(b):
                    continue
                d, n = m.best_count(c, b)
                if d > best[0]:
                    best = (d, Action("move", (c + 1, b + 1)), n)
        return best

    def on_conspiracy(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.0
        for a in actions:
            if a.kind not in COST:
                continue
            k = max(1, cost(I, a.kind))
            v = self.conspiracy_value(I, a)
            if v < P["acolyte"] * k:
                continue
            if v - 0.3 * k > bv:
                best, bv = a, v - 0.3 * k
        if best is None:
            return next((a for a in actions if a.kind == "done"), None)
        if best.kind == "crusade":
            c = int(best.args[0]) - 1
            _v, first, n = self.crusade_plan(I, c)
            self.mem.plan["crusade"] = (str(first) if first is not None else "", n)
        return best

    def on_crusade(self, I: Info, actions: Sequence[Action]) -> Action | None:
        want, n = self.mem.plan.get("crusade", ("", 0))
        for a in actions:
            if str(a) == want:
                if a.kind == "move":
                    self.mem.move = (int(a.args[0]) - 1, int(a.args[1]) - 1, max(1, n))
                elif a.kind == "battle":
                    self.mem.battle = (int(a.args[0]) - 1, str(a.args[1]))
                return a
        # no plan: the best battle, else the best move
        battles = [a for a in actions if a.kind == "battle"]
        if battles:
            b = max(battles, key=lambda a: (self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])), str(a)))
            if self.battle_value(I, int(b.args[0]) - 1, str(b.args[1])) > 0 or not any(
                    a.kind == "move" for a in actions):
                self.mem.battle = (int(b.args[0]) - 1, str(b.args[1]))
                return b
        moves = [a for a in actions if a.kind == "move"]
        _d, mv, k = Mover(I, self.move_value).best(moves)
        if mv is not None:
            self.mem.move = (int(mv.args[0]) - 1, int(mv.args[1]) - 1, k)
            return mv
        return None

    def on_crusade_battle(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.2
        for a in actions:
            if a.kind == "battle":
                v = self.battle_value(I, int(a.args[0]) - 1, str(a.args[1]))
                if v > bv:
                    best, bv = a, v
        if best is not None:
            self.mem.battle = (int(best.args[0]) - 1, str(best.args[1]))
            return best
        return next((a for a in actions if a.kind == "pass"), None)

    def rule_bonus(self, I: Info, c: int) -> float:
        if I.free(c) > 0 and I.board["gardens_on_track"].get(I.suit[c], 0) > 0:
            return 0.8
        return 0.0

    # -- Daylight: rituals (10.5) --------------------------------------------------------------
    def on_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.dominance_step(I, actions)
        if x is not None:
            return x
        for a in actions:
            if a.kind == "use" and self.effect_value(I, a) > 0 and a.args[0] != "Command Warren":
                return a
        builds: dict[str, dict[int, list[str]]] = {}
        recruits: dict[str, dict[int, list[str]]] = {}
        scores: dict[str, list[str]] = {}
        birds: list[str] = []
        for a in actions:
            k = a.kind
            if k == "build" or k == "recruit":
                card = I.card(str(a.args[0]))
                box = builds if k == "build" else recruits
                box.setdefault(card.suit, {}).setdefault(int(a.args[1]) - 1, []).append(str(a.args[0]))
            elif k == "score":
                scores.setdefault(I.card(str(a.args[0])).suit, []).append(str(a.args[0]))
            elif k == "sacrifice":
                birds.append(str(a.args[0]))
        plan = self.plan(I, builds, recruits, scores)
        # 1. gardens, and recruits that win rule for a garden this Daylight
        for suit, (nb, two, sc) in plan.items():
            if nb > 0:
                spots = self.build_spots(I, builds.get(suit, {}))
                if spots:
                    c = spots[0]
                    return Action("build", (self.reveal_card(I, builds[suit][c], suit, sc), c + 1))
            if two:
                c = two[0]
                return Action("recruit", (self.reveal_card(I, recruits[suit][c], suit, sc), c + 1))
        # 2. the Scores (after the gardens of their suit, for the higher track space)
        for suit, (_nb, _two, sc) in plan.items():
            if sc:
                label = self.score_card(I, scores[suit])
                return Action("score", (label,))
        # 3. birds become acolytes (10.5.4), enough for a sanctify twice over, while warriors
        # are left in supply to recruit with (acolytes return to it only when spent)
        if birds and I.mine["warriors_in_supply"] > 4 and I.board.get("acolytes", 0) < 2 * COST["sanctify"]:
            return Action("sacrifice", (birds[0],))
        # 4. the other cards recruit where a warrior is worth most
        best, bv = None, 0.0
        for suit, where in recruits.items():
            for c, labels in where.items():
                v = self.recruit_value(I, c)
                if v > bv:
                    best, bv = Action("recruit", (self.reveal_card(I, labels, suit, False), c + 1)), v
        if best is not None:
            return best
        return Action("end", ())

    def plan(self, I: Info, builds: dict[str, dict[int, list[str]]], recruits: dict[str, dict[int, list[str]]],
             scores: dict[str, list[str]]) -> dict[str, tuple[int, list[int], bool]]:
        """Per suit: (gardens to build now, clearings to recruit in first to build there,
        whether to Score the suit after them), the best split of the suit's cards."""
        out: dict[str, tuple[int, list[int], bool]] = {}
        hand = I.hand
        total_pts = 0
        finish = 30 - I.score
        per: dict[str, tuple[float, int, list[int], bool, int]] = {}
        for suit in SUITS:
            n = sum(1 for h in hand if h.suit == suit)
            if n == 0:
                continue
            k = gardens(I, suit)
            left = I.board["gardens_on_track"].get(suit, 0)
            spots = self.build_spots(I, builds.get(suit, {}))
            direct = len(spots)
            two = [c for c, v in sorted(((c, self.recruit_value(I, c)) for c in recruits.get(suit, {})
                                         if c not in builds.get(suit, {}) and self.one_short(I, c)),
                                        key=lambda t: (-t[1], t[0]))]
            can_score = suit in scores and not self.dominance_suit(I)  # 3.3.1: no points once activated
            best: tuple[float, int, list[int], bool, int] = (-1.0, 0, [], False, 0)
            for s in ((0, 1) if can_score else (0,)):
                for b1 in range(0, min(direct, left, n - s) + 1):
                    for b2 in range(0, min(len(two), left - b1, (n - s - b1) // 2) + 1):
                        kk = k + b1 + b2
                        at = spots[:b1] + two[:b2]
                        val = sum(self.build_gain(I, suit, k + j, at[j]) for j in range(b1 + b2))
                        pts = score_vp(kk) if s else 0
                        val += P["point"] * pts
                        val += 0.1 * (n - s - b1 - 2 * b2)
                        if s and pts <= 0:
                            val -= 1.0  # a Score for nothing spends the card
                        if val > best[0] + 1e-9:
                            best = (val, b1, two[:b2], bool(s), pts)
            per[suit] = best
            total_pts += max((score_vp(k + b) for b in range(0, min(direct, left, n - 1) + 1)), default=0) \
                if can_score else 0
        if total_pts >= finish and not self.dominance_suit(I):
            # the Scores win this Daylight: build only where it raises a Score, then score all
            for suit, (val, _b1, _two, _s, _pts) in per.items():
                if suit in scores:
                    n = sum(1 for h in hand if h.suit == suit)
                    k = gardens(I, suit)
                    direct = min(len(builds.get(suit, {})), I.board["gardens_on_track"].get(suit, 0), n - 1)
                    b = max(range(direct + 1), key=lambda x: (score_vp(k + x), -x))
                    per[suit] = (val, b, [], True, score_vp(k + b))
        for suit, (_val, b1, two, s, _pts) in per.items():
            out[suit] = (b1, two, s)
        return out

    def one_short(self, I: Info, c: int) -> bool:
        """One more warrior of ours in ``c`` rules it, with an open slot for a garden."""
        if I.pilgrims(c) is not None or I.ruler[c] == I.me or I.free(c) <= 0 or not I.can_place(c):
            return False
        return I.strength(I.me, c) == I.enemy_strength(c)  # a tie broken (2.5, 7.2.2)

    def build_spots(self, I: Info, spots: dict[int, list[str]]) -> list[int]:
        """Where a garden does most: a clearing without one (new rule held for good), room for
        more later, enemies near, an activated dominance's rule broken."""
        def val(c: int) -> tuple[float, int]:
            v = 0.3 * I.free(c) + (1.0 if my_gardens_in(I, c) == 0 else 0.0) + 0.2 * min(I.threat(c), 3)
            r = I.ruler[c]
            dz = I.danger().get(c, 0.0)
            if dz and r is not None and r != I.me:
                v += DANGER * dz
            if I.guard_need(c):
                v += DANGER * 0.5
            return (v, -c)
        return sorted(spots, key=val, reverse=True)

    def reveal_card(self, I: Info, labels: list[str], suit: str, keep_one: bool) -> str:
        """The card to reveal for a build or recruit: not the one kept back to Score, and
        not a dominance card we might still activate."""
        hand = [h for h in I.hand if h.suit == suit]
        score_label = self.score_card(I, [h.label for h in hand]) if keep_one else ""
        counts: dict[str, int] = {}
        for h in hand:
            counts[h.label] = counts.get(h.label, 0) + 1
        cands = [lb for lb in labels if lb != score_label or counts.get(lb, 0) > 1] or labels
        return max(cands, key=lambda lb: (I.card(lb).kind != "dominance", self.card_value(I, I.card(lb)), lb))

    def score_card(self, I: Info, labels: list[str]) -> str:
        """10.5.3: the card spent to Score: the least useful (never a dominance card if
        another will do: spent, it would become available to everyone, 10.4.2)."""
        return min(labels, key=lambda lb: (I.card(lb).kind == "dominance", self.card_value(I, I.card(lb)), lb))

    def dominance_step(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """3.3.1: activate a dominance card when gardens hold three clearings of its suit
        (a bird card: two opposite corners), unless the Scores win this Daylight; take an
        available one (3.3.4) that would."""
        if I.nplayers < 3 or I.mine.get("dominance"):
            return None
        if self.score_turns(I) <= 2.0:
            return None  # the points are nearly there: safer than a dominance that may fail
        for a in actions:
            if a.kind == "activate":
                card = I.card(str(a.args[0]))
                if self.dominance_safe(I, card):
                    return a
        for a in actions:
            if a.kind == "take":
                card = I.card(str(a.args[0]))
                spare = [h for h in I.hand if (h.suit == card.suit or h.suit == BIRD) and h.kind != "dominance"]
                if self.dominance_safe(I, card) and len(spare) >= 1 and len(I.hand) >= 2:
                    return a
        return None

    def score_turns(self, I: Info) -> float:
        """Turns the Scores would take to reach 30 at today's garden counts (10.5.3)."""
        rate = sum(score_vp(gardens(I, s)) for s in SUITS)
        return (30 - I.score) / rate if rate > 0 else 99.0

    def dominance_safe(self, I: Info, card: Card) -> bool:
        """Whether we should hold the rule 3.3.1 asks until our next Birdsong: gardens in
        the clearings (a garden rules outright, 10.2.4) that enemy warriors around could not
        easily clear, or one clearing to spare."""
        def secure(c: int) -> bool:
            return my_gardens_in(I, c) > 0 and I.my_w(c) + my_gardens_in(I, c) >= I.threat(c)

        if card.suit == BIRD:
            opp = I.map.opposite
            return any(secure(a) and secure(b) for a, b in opp.items() if a < b)
        held = [c for c in range(I.n) if I.suit[c] == card.suit and my_gardens_in(I, c)]
        safe = sum(1 for c in held if secure(c))
        return safe >= 3 or (len(held) >= 4 and safe >= 2)

    # -- Evening (10.6) ------------------------------------------------------------------------
    def craft_value(self, I: Info, card: Card) -> float:
        # 10.6.3: a card crafted costs nothing when the hand would be cut to five anyway
        draws = 1 + sum(sum(DRAW[:gardens(I, s)]) for s in SUITS)
        lose = 0.0 if len(I.hand) - 1 + draws >= 5 else 1.2
        return super().craft_value(I, card) - lose  # woodland/bots/crafting.py

    def on_craft(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.3
        for a in actions:
            if a.kind == "craft":
                v = self.craft_value(I, I.card(str(a.args[0])))
                if v > bv:
                    best, bv = a, v
        return best if best is not None else next((a for a in actions if a.kind == "done"), None)

    def move_value(self, I: Info, c: int, w: int) -> float:
        v = super().move_value(I, c, w)
        if my_gardens_in(I, c):
            v += 0.2 * min(w, I.threat(c) + 1)
        return v
