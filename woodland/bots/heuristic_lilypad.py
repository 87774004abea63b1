"""Rule-of-thumb Lilypad Diaspora (Law ch. 16): start on the river clearing with the fewest
enemies; craft items; reconcile Militant enclaves with enemies around, rally otherwise;
settle to spread Peaceful enclaves into clearings they can rule (battling where it pays),
provoke only when short of warriors; retaliate at the weakest enemy; integrate with the
card that scores the most Peaceful enclaves."""

from __future__ import annotations

from typing import Sequence

from woodland.bots.heuristic_common import BIRD, DANGER, Info, Strategy
from woodland.bots.hirelings import arriving, bandit_toll
from woodland.core.actions import Action

SUITS = ("fox", "rabbit", "mouse")


def done(actions: Sequence[Action], kind: str = "done") -> Action | None:
    return next((a for a in actions if a.kind == kind), None)


class LilypadStrategy(Strategy):
    keys = ("lilypad",)

    # -- facts ------------------------------------------------------------------------------
    def side(self, I: Info, c: int) -> str | None:
        for o, k in I.tok[c]:
            if o == I.me and k in ("peaceful", "militant"):
                return str(k)
        return None

    def peaceful_in(self, I: Info, suit: str) -> int:
        return sum(1 for c in range(I.n) if self.side(I, c) == "peaceful" and I.suit[c] == suit)

    def on_map(self, I: Info) -> int:
        return sum(I.my_w(c) for c in range(I.n))

    def suits(self, I: Info, c: int) -> list[str]:
        """The clearing's suits as the view says (an enclave adds or replaces, 16.2.1.I)."""
        return list(I.v["clearings"][c].get("suits") or [I.suit[c]])

    def dominance_counts(self, I: Info) -> dict[int, int]:
        """3.3.1 / 16.2.1.II: per clearing an opponent's activated suit dominance counts (they
        rule it and it has the suit), how many such clearings that opponent rules."""
        out: dict[int, int] = {}
        for k, suit in I.dominance_threats():
            if suit not in SUITS:
                continue
            ruled = [c for c in range(I.n) if I.ruler[c] == k and suit in self.suits(I, c)]
            for c in ruled:
                out[c] = max(out.get(c, 0), len(ruled))
        return out

    def threatened(self, I: Info) -> dict[int, tuple[str, float]]:
        """Clearings whose rule wins an opponent's activated dominance at their next Birdsong
        (3.3.1; Frog Dominance: two ruled enclaves on the river, 16.2.2.I): clearing -> (the
        ruler, 1 / how many of them must fall)."""
        got = I.cache.get("lilypad_threatened")
        if got is not None:
            return dict(got)
        out: dict[int, tuple[str, float]] = {}
        for k, suit in I.dominance_threats():
            if suit == "frog":
                ruled = [c for c in range(I.n) if I.ruler[c] == k and self.side(I, c) and I.map.river_adj[c]]
                need = len(ruled) - 1
            elif suit in SUITS:
                ruled = [c for c in range(I.n) if I.ruler[c] == k and suit in self.suits(I, c)]
                need = len(ruled) - 2
            else:
                continue
            for c in ruled if need > 0 else ():
                out[c] = (k, 1.0 / need)
        I.cache["lilypad_threatened"] = out
        return dict(out)

    def keeps_frog(self, I: Info, c: int) -> bool:
        """A Militant enclave in ``c`` keeps an opponent's dominance suit out of a clearing
        they rule: reconciling it would give them a third (3.3.1)."""
        for k, suit in I.dominance_threats():
            if I.ruler[c] == k and I.suit[c] == suit:
                ruled = sum(1 for x in range(I.n) if I.ruler[x] == k and suit in self.suits(I, x))
                if ruled >= 2:
                    return True
        return False

    def holds_for(self, I: Info, suit: str) -> bool:
        """3.3.1: activate a suit dominance (our score stops) only with three clearings of the
        suit (as the view says, 16.2.1.I) ruled by two pieces or more over any enemy."""
        if suit not in SUITS:
            return True  # bird and frog: the common rule (dominance_ready)
        firm = [c for c in range(I.n) if I.ruler[c] == I.me and suit in self.suits(I, c)
                and I.strength(I.me, c) >= I.enemy_strength(c) + 2]
        return len(firm) >= 3

    def block_dominance(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Provoke in a clearing counting for an opponent's dominance (three or more ruled):
        a Militant enclave makes it frog only (16.2.1.I), one clearing fewer for them."""
        counts = self.dominance_counts(I)
        provokes = [a for a in actions if a.kind == "provoke" and counts.get(int(a.args[0]) - 1, 0) >= 3]
        return max(provokes, key=lambda a: (counts[int(a.args[0]) - 1], str(a)), default=None)

    # -- setup and Birdsong -------------------------------------------------------------------
    def on_lilypad_setup(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (I.enemy_strength(int(a.args[0]) - 1), str(a)))

    def on_craft(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.best_craft(I, actions, 0.5) or done(actions)  # woodland/bots/crafting.py

    def on_rally_or_reconcile(self, I: Info, actions: Sequence[Action]) -> Action | None:
        flips = [a for a in actions if a.kind == "reconcile" and a.args and not self.keeps_frog(I, int(a.args[0]) - 1)]
        # a Militant enclave the Diaspora rule: reconciling it draws them a card (16.4.2.II)
        ruled = [a for a in flips if I.ruler[int(a.args[0]) - 1] == I.me]
        if flips and (self.on_map(I) >= 6 or len(flips) >= 3):
            return max(flips, key=lambda a: (I.ruler[int(a.args[0]) - 1] == I.me,
                                             I.enemy_strength(int(a.args[0]) - 1), str(a)))
        if ruled and self.on_map(I) >= 4:
            return ruled[0]
        return done(actions, "rally") or done(actions, "reconcile")

    def on_reconcile(self, I: Info, actions: Sequence[Action]) -> Action | None:
        flips = [a for a in actions if a.kind == "reconcile" and a.args and not self.keeps_frog(I, int(a.args[0]) - 1)
                 and (I.enemy_strength(int(a.args[0]) - 1) > I.my_w(int(a.args[0]) - 1)
                      or I.ruler[int(a.args[0]) - 1] == I.me)]
        return flips[0] if flips else done(actions)

    # -- Daylight ----------------------------------------------------------------------------
    def links(self, I: Info, c: int) -> set[int]:
        """Clearings from which our warriors may move into ``c``: along a river whatever the
        rule (16.2.6 Swimmers), along a path only when we rule one end (4.2.1; Corvid
        Planners: rule ignored)."""
        free = "Corvid Planners" in (I.mine.get("play_area") or [])
        paths = {x for x in I.adj(c) if free or I.ruler[x] == I.me or I.ruler[c] == I.me}
        return paths | set(I.map.river_adj[c])

    def spare(self, I: Info, x: int) -> int:
        """Warriors that may leave ``x``: all but one at an enclave."""
        return max(0, I.my_w(x) - (1 if self.side(I, x) else 0))

    def best_battle(self, I: Info, c: int) -> float:
        """The worth of the best battle in ``c`` with the warriors there now (the shared odds;
        with none there yet, a small worth: those moving in decide)."""
        if not I.my_w(c):
            return 0.5
        foes = [k for k in I.enemies() if I.w(k, c) or I.pieces_of(k, c)]
        return max((self.battle_value(I, c, k) for k in foes), default=0.0)

    def settle_value(self, I: Info, c: int) -> float:
        """Worth of settling in ``c`` with the warriors that can move in (16.5.1): a Peaceful
        enclave where we would rule, or a battle we would win; nothing if none can come and
        nothing is to be done."""
        emergency = c in self.threatened(I)
        moving = sum(arriving(I, x, c, I.my_w(x) if emergency else self.spare(I, x)) for x in self.links(I, c))
        mine = I.my_w(c) + moving
        enemy = I.enemy_strength(c)
        v = 0.0
        if self.side(I, c) is None and mine > enemy and mine > 0 and I.can_place(c):
            # a Peaceful enclave there: more so in the suit of the most enclaves and cards (16.6.2)
            cards = sum(1 for card in I.hand if card.suit == I.suit[c])
            v += 3.0 + (1.0 if enemy == 0 else 0.0) + 0.3 * self.peaceful_in(I, I.suit[c]) + 0.2 * cards
        if enemy and mine > I.enemy_w(c) + 1 and self.best_battle(I, c) > 0:
            v += 1.0
        who, weight = self.threatened(I).get(c, ("", 0.0))
        if who and mine >= I.strength(who, c) + (1 if I.wins_ties(who) else 0):
            v += DANGER * weight  # a tie or better ends their rule here (2.5): no dominance win
        return v - 0.2 * I.threat(c)

    def on_lilypad_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        safe = [a for a in actions if a.kind != "activate" or self.holds_for(I, I.card(str(a.args[0])).suit)]
        extra = self.daylight_extras(I, safe) or self.block_dominance(I, actions)
        if extra is not None:
            return extra
        settles = [a for a in actions if a.kind == "settle"]
        best = max(settles, key=lambda a: (self.settle_value(I, int(a.args[0]) - 1), str(a)), default=None)
        if best is not None and self.settle_value(I, int(best.args[0]) - 1) > 0.5:
            return best
        provokes = [a for a in actions if a.kind == "provoke"]
        if provokes and self.on_map(I) < 5:
            return max(provokes, key=lambda a: (I.my_w(int(a.args[0]) - 1), str(a)))
        return done(actions, "end")

    def on_settle_move(self, I: Info, actions: Sequence[Action]) -> Action | None:
        moves = [a for a in actions if a.kind == "move"]
        useful = [a for a in moves if I.my_w(int(a.args[0]) - 1) > self.keep(I, int(a.args[0]) - 1, int(a.args[1]) - 1)]
        # the moves along no Highway Bandits' path first (H.2.2: one warrior would be lost)
        return min(useful, key=lambda a: bandit_toll(I, int(a.args[0]) - 1, int(a.args[1]) - 1) < 0) \
            if useful else done(actions)

    def keep(self, I: Info, a: int, b: int) -> int:
        """Warriors to leave in ``a`` settling in ``b``: one at an enclave, none when ``b``'s
        rule wins an opponent's dominance (3.3.1)."""
        return 0 if b in self.threatened(I) or not self.side(I, a) else 1

    def on_move_count(self, I: Info, actions: Sequence[Action]) -> Action | None:
        a, b = I.facts.get("from"), I.facts.get("to")
        if I.kind == "move_count" and a is not None and b is not None:
            k = I.my_w(int(a) - 1) - self.keep(I, int(a) - 1, int(b) - 1)
            counts = sorted(actions, key=lambda x: int(x.args[0]))
            return next((x for x in counts if int(x.args[0]) == k), counts[-1])
        return super().on_move_count(I, actions)

    def on_settle_then(self, I: Info, actions: Sequence[Action]) -> Action | None:
        battles = [a for a in actions if a.kind == "battle"]
        threats = self.threatened(I)
        stop = [a for a in battles if threats.get(int(a.args[0]) - 1, ("", 0.0))[0] == a.args[1]]
        if stop:  # their rule here wins their dominance (3.3.1): fight it
            return stop[0]
        enc = done(actions, "enclave")
        if enc is not None:
            return enc
        best = max(battles, key=lambda a: (self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])), str(a)),
                   default=None)
        if best is not None and self.battle_value(I, int(best.args[0]) - 1, str(best.args[1])) > 0:
            return best
        return done(actions)

    # -- Evening -----------------------------------------------------------------------------
    def on_retaliate(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])), str(a)))

    def on_integrate(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.9
        for a in actions:
            if a.kind != "integrate":
                continue
            card = I.card(str(a.args[0]))
            suit = str(a.args[1]) if len(a.args) > 1 else card.suit
            v = self.peaceful_in(I, suit) - (1.0 if card.suit == BIRD else 0.0) - (0.5 * card.vp if card.kind == "item"
                                                                                 else 0.0)
            if v > bv:
                best, bv = a, v
        return best if best is not None else done(actions)
