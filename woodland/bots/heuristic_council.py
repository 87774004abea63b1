"""Rule-of-thumb Twilight Council (Law ch. 17): start in the corner with the fewest
enemies; in Birdsong reveal every card that has a good use (the cards come back in
Evening): assemble where the Council rules (beside enemy buildings and tokens, which pay
Oversee), recruit at its assemblies, battle where it pays away from assemblies, move with
the shared mover; all Loyalists go with a new assembly. In Evening banish enemy warriors
from assemblies, agitate a Closed assembly the Council does not rule, empower for a point
where many warriors stand; craft items; keep every assembly."""

from __future__ import annotations

from typing import Sequence

from woodland.bots.heuristic_common import BIRD, Info, Mover, Strategy
from woodland.core.actions import Action

ASSEMBLIES = ("assembly", "governing")


class CouncilStrategy(Strategy):
    keys = ("council",)

    # -- facts ------------------------------------------------------------------------------
    def assembly(self, I: Info, c: int) -> str | None:
        return next((str(k) for o, k in I.tok[c] if o == I.me and k in ASSEMBLIES), None)

    def enemy_pieces(self, I: Info, c: int) -> int:
        """Enemy buildings and tokens in ``c`` (what Oversee counts, 17.6.4)."""
        return sum(n for k, n in I.np[c].items() if k != I.me)

    def site_value(self, I: Info, c: int) -> float:
        """Worth of an assembly in ``c``: Oversee pays for enemy buildings and tokens there
        (agitate makes it Governing even where the Council does not rule); not ruling it costs
        the card (17.4.3)."""
        return (2.0 * min(1, self.enemy_pieces(I, c)) + (1.5 if I.ruler[c] == I.me else -2.0)
                + 0.3 * I.my_w(c) - 0.4 * I.threat(c))

    def overseen(self, I: Info) -> int:
        """Assemblies Oversee will count this Evening as things stand: Governing ones, and
        Closed ones the Council rules (Adjourn flips them), with enemy buildings or tokens."""
        n = 0
        for c in range(I.n):
            side = self.assembly(I, c)
            if side and self.enemy_pieces(I, c) and (side == "governing" or I.ruler[c] == I.me):
                n += 1
        return n

    def oversee_gain(self, I: Info) -> int:
        """17.6.4: the points one more overseen assembly adds."""
        table = (0, 1, 2, 2, 3, 4, 4)
        k = min(self.overseen(I), 5)
        return table[k + 1] - table[k]

    def act_value(self, I: Info, a: Action) -> float:
        if a.kind == "assemble":
            return 3.0 + self.site_value(I, int(a.args[0]) - 1)
        if a.kind == "recruit":
            c = int(a.args[0]) - 1
            v = 1.0 + (1.5 if self.assembly(I, c) else 0.0) + (1.0 if I.ruler[c] not in (I.me, None) else 0.0) \
                + 0.3 * I.threat(c)
            if self.assembly(I, c) and self.enemy_pieces(I, c) and I.ruler[c] != I.me \
                    and I.my_w(c) + 1 > I.enemy_strength(c):
                v += 2.0 * self.oversee_gain(I)  # ruled, Adjourn makes it Governing (17.6.3)
            return v
        if a.kind == "battle":
            c = int(a.args[0]) - 1
            return self.battle_value(I, c, str(a.args[1])) - (1.5 if self.assembly(I, c) else 0.0)
        return -9.0

    # -- setup ------------------------------------------------------------------------------
    def on_setup_corner(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (I.enemy_strength(int(a.args[0]) - 1), str(a)))

    def on_council_second(self, I: Info, actions: Sequence[Action]) -> Action | None:
        home = next((c for c in range(I.n) if I.my_w(c) >= 4), -1)
        return min(actions, key=lambda a: (int(a.args[0]) - 1 not in I.adj(home) if home >= 0 else False,
                                           I.enemy_strength(int(a.args[0]) - 1), str(a)))

    # -- Birdsong ---------------------------------------------------------------------------
    def best_use(self, I: Info, suit: str) -> float:
        best = -9.0
        for c in range(I.n):
            if suit != BIRD and I.suit[c] != suit:
                continue
            if not self.assembly(I, c) and I.can_place(c) and self.board_left(I):
                best = max(best, 3.0 + self.site_value(I, c))
            if I.can_place(c) and I.mine.get("warriors_in_supply", 0):
                best = max(best, 1.0 + (1.5 if self.assembly(I, c) else 0.0))
        return best

    def board_left(self, I: Info) -> bool:
        return int(I.board.get("assemblies_on_track", 0)) > 0

    def on_council_reveal(self, I: Info, actions: Sequence[Action]) -> Action | None:
        reveals = [a for a in actions if a.kind == "reveal" and I.card(str(a.args[0])).kind != "dominance"]
        if reveals:
            return max(reveals, key=lambda a: (self.best_use(I, I.card(str(a.args[0])).suit)
                                               - (0.5 if I.card(str(a.args[0])).suit == BIRD else 0.0), str(a)))
        return next((a for a in actions if a.kind == "done"), None)

    def on_council_act(self, I: Info, actions: Sequence[Action]) -> Action | None:
        scored = [(self.act_value(I, a), str(a), a) for a in actions if a.kind != "move"]
        moves = [a for a in actions if a.kind == "move"]
        if moves:
            d, a, k = Mover(I, self.move_value).best(moves)
            if a is not None:
                self.mem.move = (int(a.args[0]) - 1, int(a.args[1]) - 1, k)
                scored.append((0.5 + d, str(a), a))
        return max(scored, key=lambda x: (x[0], x[1]))[2] if scored else None

    def on_council_loyalists(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: int(a.args[0]))

    def on_entreat_reply(self, I: Info, actions: Sequence[Action]) -> Action | None:
        places = [a for a in actions if a.kind == "count"]
        if places:
            return max(places, key=lambda a: int(a.args[0]))
        return next((a for a in actions if a.kind == "gain_loyalist"), None)

    # -- Daylight ---------------------------------------------------------------------------
    def on_daylight_end(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        return x if x is not None else next((a for a in actions if a.kind == "end"), None)

    # -- Evening ----------------------------------------------------------------------------
    def on_convene_action(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.4
        for a in actions:
            if a.kind == "banish":
                c = int(a.args[0]) - 1
                v = 0.5 * I.w(str(a.args[1]), c) + (2.0 if I.ruler[c] not in (I.me, None) else 0.0)
            elif a.kind == "agitate":
                c = int(a.args[0]) - 1
                flips = self.assembly(I, c) == "assembly" and I.ruler[c] != I.me
                v = (3.0 * self.oversee_gain(I) if flips and self.enemy_pieces(I, c) else 0.0) \
                    + (0.3 if flips else 0.0) + (0.6 if int(I.board.get("loyalists", 0)) < 4 else 0.0) - 0.6
            elif a.kind == "empower":
                c = int(a.args[0]) - 1
                v = 1.0 if I.ruler[c] == I.me and I.my_w(c) >= 4 + I.threat(c) else 0.0
            else:
                continue
            if v > bv:
                best, bv = a, v
        return best or next((a for a in actions if a.kind == "pass"), None)

    def on_empower_keep(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return next((a for a in actions if a.args and a.args[0] == "point"), None)

    def on_inspire(self, I: Info, actions: Sequence[Action]) -> Action | None:
        for a in sorted((a for a in actions if a.kind == "craft"), key=lambda a: -I.card(str(a.args[0])).vp):
            card = I.card(str(a.args[0]))
            if card.kind == "item" or card.effect in ("royal_claim", "armorers", "sappers"):
                return a
        return next((a for a in actions if a.kind == "done"), None)

    def on_adjourn(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Keep the assemblies, but with none left on the track take back one that Oversee
        cannot count (no enemy building or token there) while an enemy's buildings or tokens
        stand where no assembly is (to assemble there next Birdsong)."""
        done = next((a for a in actions if a.kind == "done"), None)
        if self.board_left(I):
            return done
        if not any(self.enemy_pieces(I, c) and not self.assembly(I, c) and I.can_place(c) for c in range(I.n)):
            return done
        idle = [a for a in actions if a.kind == "adjourn" and not self.enemy_pieces(I, int(a.args[0]) - 1)]
        if not idle or self.mem.plan.get("adjourned") == I.turn:
            return done
        self.mem.plan["adjourned"] = I.turn
        return min(idle, key=lambda a: (I.my_w(int(a.args[0]) - 1), str(a)))

    def on_banish_to(self, I: Info, actions: Sequence[Action]) -> Action | None:
        on_map = [a for a in actions if int(a.args[0]) - 1 < I.n]  # the Burrow (12.2.2) is off the view's map
        if not on_map:
            return actions[0]
        return min(on_map, key=lambda a: (I.my_w(int(a.args[0]) - 1) + 3 * bool(self.assembly(I, int(a.args[0]) - 1)),
                                           str(a)))
