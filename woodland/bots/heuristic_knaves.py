"""Rule-of-thumb Knaves of the Deepwood (Law ch. 18): captains with cheap, repeatable item
actions; each turn the captain first races, with every Skunk, to a clearing an opponent's
activated dominance card needs and battles there (3.3.1), else spreads acclaim (Gift, Revel,
Serve) into clearings without it, battles where the odds are good (Prisoners and acclaim,
18.2.6; a Riverfolk trade post counts the funds Trade Disruption takes, 11.2.5), crafts items
with Filch, and moves toward the nearest clearing without acclaim or a trade post; it
never activates a dominance card (that would end its scoring); Protect the Weak with cards
worth little or about to be discarded; Prisoners freed where most of them stand."""

from __future__ import annotations

from typing import Any, Sequence

from woodland.bots.heuristic_common import DANGER, Info, Strategy
from woodland.bots.heuristic_riverfolk import disruption_stake, disruption_worth
from woodland.core.actions import Action

#: captains in the order the bot likes them: those that place acclaim or draw cards first
PREFERRED = ("vagrant", "tinker", "harrier", "ranger", "thief", "adventurer", "cheat", "gladiator", "arbiter",
             "ronin", "scoundrel", "jailor")
#: item actions by their worth when the captain stands where acclaim is missing
PLACING = ("gift", "serve", "revel")
HAND_LIMIT = 5  # 18.6.4
#: weight of a Riverfolk trade post where the captain would stand (Assault, 11.2.5)
TOWARD_POSTS = 2.0


def done(actions: Sequence[Action], kind: str = "done") -> Action | None:
    return next((a for a in actions if a.kind == kind), None)


def place_index(x: Any) -> int:
    """A ``go`` argument as an engine clearing index (-1 for a forest)."""
    s = str(x)
    return -1 if s[:1].upper() == "F" else int(s) - 1


def place_node(I: Info, x: Any) -> int:
    """A place in words (``"7"``, ``"F3"``) as a node of :func:`steps_from`: clearings
    0..n-1, then the forests."""
    s = str(x)
    return I.n + int(s[1:]) - 1 if s[:1].upper() == "F" else int(s) - 1


def steps_from(I: Info, targets: Sequence[int]) -> dict[int, int]:
    """Moves from every place (clearings, then forests) to the nearest of ``targets``,
    along paths and in and out of forests (18.2.4), rule ignored."""
    m = I.map
    dist = {t: 0 for t in targets}
    frontier = list(targets)
    while frontier:
        nxt = []
        for a in frontier:
            if a < I.n:
                near = list(m.adj[a]) + [I.n + f for f in m.clearing_forests[a]]
            else:
                near = list(m.forests[a - I.n]) + [I.n + f for f in m.forest_adj[a - I.n]]
            for b in near:
                if b not in dist and b < I.n + len(m.forests):
                    dist[b] = dist[a] + 1
                    nxt.append(b)
        frontier = nxt
    return dist


class KnavesStrategy(Strategy):
    keys = ("knaves",)
    #: an effect card takes the turn's Filch (18.5.1.III) and a card that could Protect the
    #: Weak: crafted only when clearly worth it (woodland/bots/crafting.py)
    effect_craft_least = 0.6

    # -- facts ------------------------------------------------------------------------------
    def acclaim_at(self, I: Info, c: int) -> bool:
        return any(o == I.me and k == "acclaim" for o, k in I.tok[c])

    def captain_at(self, I: Info) -> int:
        """The Acting Captain's clearing, or -1 (a forest or off the map)."""
        node = self.captain_node(I)
        return node if node < I.n else -1

    def captain_node(self, I: Info) -> int:
        """The Acting Captain's place as a node of :func:`steps_from`, or -1 (off the map)."""
        where = (I.board.get("captains") or {}).get(I.board.get("acting") or "")
        return -1 if where is None else place_node(I, where)

    def spot_value(self, I: Info, c: int) -> float:
        """How good clearing ``c`` is for the captain: acclaim missing, few enemies around;
        most of all, a clearing an opponent's activated dominance card needs (3.3.1), where
        the captain and its Skunks may end that rule by battle or by their numbers."""
        if c < 0:
            return 0.0
        v = 0.0 if self.acclaim_at(I, c) else 2.0 + (0.5 if I.can_place(c) else -2.0)
        if any(k == "ruin" for o, k in I.bld[c]):
            v += 0.2
        v += TOWARD_POSTS * disruption_stake(I, c)
        return v - 0.4 * I.enemy_strength(c) + 0.5 * DANGER * self.endangered(I, c)

    def endangered(self, I: Info, c: int) -> float:
        """The weight of ``c`` among the clearings an opponent's dominance card needs
        (0 where none does, or where we rule it already)."""
        r = I.ruler[c]
        return I.danger().get(c, 0.0) if r is not None and r != I.me else 0.0

    def battle_value(self, I: Info, c: int, target: str) -> float:
        """The shared odds, and the Trade Disruption a removed trade post causes (11.2.5)."""
        return super().battle_value(I, c, target) + disruption_worth(I, c, target, self.extra_hits(I))

    def may_dominate(self, I: Info) -> bool:
        """Never: an activated dominance card ends the Knaves' scoring (3.3.1), their
        acclaim and Prisoners score every Evening, and the rule a dominance card needs is
        easily lost by a faction of few warriors."""
        return False

    # -- setup and Birdsong -------------------------------------------------------------------
    def on_knaves_captain(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: PREFERRED.index(str(a.args[0])) if str(a.args[0]) in PREFERRED else 99)

    def on_knaves_ready(self, I: Info, actions: Sequence[Action]) -> Action | None:
        caps = I.board.get("captains") or {}
        return min(actions, key=lambda a: (caps.get(str(a.args[0])) is None, str(a)))

    def on_knaves_forest(self, I: Info, actions: Sequence[Action]) -> Action | None:
        forests = I.map.forests

        def worth(a: Action) -> float:
            f = int(str(a.args[0])[1:]) - 1
            return sum(self.spot_value(I, c) for c in forests[f])

        return max(actions, key=lambda a: (worth(a), str(a)))

    # -- Daylight ----------------------------------------------------------------------------
    def on_knaves_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        extra = self.daylight_extras(I, actions)
        if extra is not None:
            return extra
        c = self.captain_at(I)
        urgent = self.danger_battle(I, actions, c) or self.danger_route(I, actions)
        if urgent is not None:
            return urgent
        if c >= 0 and not self.acclaim_at(I, c):
            for kind in PLACING:
                a = done(actions, kind)
                if a is not None:
                    return a
        battles = [a for a in actions if a.kind in ("battle",)]
        best = max(battles, key=lambda a: (self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])), str(a)),
                   default=None)
        if best is not None and self.battle_value(I, int(best.args[0]) - 1, str(best.args[1])) > 0:
            for kind in ("assault", "nab"):
                a = done(actions, kind)
                if a is not None:
                    return a
            return best
        craft = self.best_craft(I, actions, 0.3)  # woodland/bots/crafting.py
        if craft is not None:
            return craft
        filch = [a for a in actions if a.kind == "filch"]
        if filch:
            return filch[0]
        if c >= 0 and self.acclaim_at(I, c):
            a = done(actions, "gift")
            if a is not None and len(I.hand) < 4:
                return a
        go = self.best_go(I, actions)
        if go is not None:
            return go
        return done(actions, "end")

    def danger_battle(self, I: Info, actions: Sequence[Action], c: int) -> Action | None:
        """A battle against the ruler of a clearing an opponent's dominance card needs
        (3.3.1), before anything else: an Assault or a Nab when the item is up."""
        if c < 0 or not self.endangered(I, c):
            return None
        target = I.ruler[c]
        if not any(a.kind == "battle" and str(a.args[1]) == target for a in actions):
            return None
        for kind in ("assault", "nab"):
            a = done(actions, kind)
            if a is not None:
                return a
        return next(a for a in actions if a.kind == "battle" and str(a.args[1]) == target)

    def danger_route(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Toward the nearest clearing an opponent's dominance card needs (3.3.1): a move
        that gets nearer, else a Dash when it reaches that far."""
        targets = [c for c in range(I.n) if self.endangered(I, c)]
        here = self.captain_node(I)
        if not targets or here < 0:
            return None
        dist = steps_from(I, targets)
        d = dist.get(here, 99)
        if d == 0:
            return None
        nearer = [a for a in actions if a.kind == "go" and dist.get(place_node(I, a.args[0]), 99) < d]
        if nearer:
            self.mem.plan["knaves_rush"] = True
            return min(nearer, key=lambda a: (dist[place_node(I, a.args[0])], str(a)))
        dash = done(actions, "dash")  # two moves ignoring rule, three for the Harrier (K.8.2)
        return dash if dash is not None and d <= 3 else None

    def best_go(self, I: Info, actions: Sequence[Action]) -> Action | None:
        here = self.spot_value(I, self.captain_at(I))
        moves = [a for a in actions if a.kind == "go"]
        best = max(moves, key=lambda a: (self.spot_value(I, place_index(a.args[0])), str(a)), default=None)
        if best is None:
            return None
        v = self.spot_value(I, place_index(best.args[0]))
        if v > here or (self.captain_at(I) < 0 and place_index(best.args[0]) >= 0):
            return best
        # out of a clearing with acclaim: into a forest, toward fresh clearings
        if here <= 0 and any(place_index(a.args[0]) < 0 for a in moves):
            return next(a for a in moves if place_index(a.args[0]) < 0)
        return None

    def on_knaves_go(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.danger_route(I, actions) or self.best_go(I, actions) or done(actions)

    def decide(self, I: Info, actions: Sequence[Action]) -> Action:
        if I.kind != "knaves_skunks":
            self.mem.plan.pop("knaves_rush", None)
        return super().decide(I, actions)

    def on_knaves_skunks(self, I: Info, actions: Sequence[Action]) -> Action | None:
        counts = sorted(actions, key=lambda a: int(a.args[0]))
        if self.mem.plan.pop("knaves_rush", False):
            return counts[-1]  # all of them, toward the rule a dominance card needs
        return counts[(len(counts) - 1 + 1) // 2]  # about half of them follow

    def on_knaves_battle(self, I: Info, actions: Sequence[Action]) -> Action | None:
        c = self.captain_at(I)
        if c >= 0 and self.endangered(I, c):
            a = next((a for a in actions if str(a.args[1]) == I.ruler[c]), None)
            if a is not None:
                return a
        return max(actions, key=lambda a: (self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])), str(a)))

    def on_craft(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.best_craft(I, actions, 0.3) or done(actions)  # woodland/bots/crafting.py

    # -- Evening -----------------------------------------------------------------------------
    def on_knaves_protect(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """18.6.2: a Skunk at the most threatened acclaim, for a card worth little or one
        the Evening draw would make us discard anyway (18.6.4)."""
        options = [a for a in actions if a.kind == "protect"]
        spare = len(I.hand) + 1 - HAND_LIMIT
        cheap = [a for a in options
                 if spare > 0 or self.card_value(I, I.card(str(a.args[1]))) < 1.5]
        return max(cheap, key=lambda a: (-self.card_value(I, I.card(str(a.args[1]))),
                                         I.threat(int(a.args[0]) - 1) - I.my_w(int(a.args[0]) - 1),
                                         str(a)), default=None) or done(actions)
