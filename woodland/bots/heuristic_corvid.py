"""Rule-of-thumb Corvid Conspiracy (Law ch. 13): scatter away from enemies, recruit with
the card worth least, place plots where a warrior stays to flip them next Birdsong (bombs
among enemy pieces, extortions beside enemies with cards, snares and raids elsewhere),
flip every plot it can (bombs last, as they leave the map), battle when the odds are good,
move warriors onto face-down plots, and exert a plot in Evening when it pays."""

from __future__ import annotations

from typing import Sequence

from woodland.bots.heuristic_common import BIRD, Info, Mover, Strategy, count_action
from woodland.core.actions import Action
from woodland.core.cards import Card

#: a plot that stays face up raises every later flip's score (13.4.2); a bomb leaves the map
PLOT_WORTH = {"bomb": 0.0, "extortion": 1.6, "snare": 1.3, "raid": 1.4}


def plot_in(I: Info, c: int) -> str | None:
    """Our plot token in clearing ``c`` (``plot_<type>`` face down), or None."""
    for o, k in I.tok[c]:
        if o == I.me:
            return str(k)
    return None


class CorvidStrategy(Strategy):
    keys = ("corvid",)

    # -- setup ----------------------------------------------------------------------------
    def on_setup_scatter(self, I: Info, actions: Sequence[Action]) -> Action | None:
        def pref(a: Action) -> tuple[float, str]:
            c = int(a.args[0]) - 1
            return (len(I.adj(c)) - 1.5 * I.enemy_strength(c) - 0.5 * I.threat(c), str(a))
        return max(actions, key=pref)

    def may_dominate(self, I: Info) -> bool:
        """Flips score faster than most: a dominance card (which stops scoring, 3.3.1) only
        while far from 30."""
        return I.score < 12

    # -- cards ------------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.kind == "item" and I.craftable_by(I.me, card):
            v += 0.5 + 0.3 * card.vp
        return v

    def on_corvid_craft(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best = self.best_craft(I, actions, 0.3)  # woodland/bots/crafting.py
        return best if best is not None else next((a for a in actions if a.kind == "done"), None)

    # -- Birdsong ---------------------------------------------------------------------------
    def on_flip(self, I: Info, actions: Sequence[Action]) -> Action | None:
        flips = [a for a in actions if a.kind == "flip"]
        if not flips:
            return None

        def pref(a: Action) -> tuple[int, int, str]:
            c = int(a.args[0]) - 1
            bomb = plot_in(I, c) == "plot_bomb"
            # bombs leave the map: flip them last, where they remove the most
            return (0 if bomb else 1, sum(I.pieces_of(k, c) + I.w(k, c) for k in I.enemies()), str(a))
        return max(flips, key=pref)

    def on_corvid_recruit(self, I: Info, actions: Sequence[Action]) -> Action | None:
        spends = [a for a in actions if a.kind == "spend"]
        if not spends or I.mine["warriors_in_supply"] <= 0:
            return next((a for a in actions if a.kind == "done"), None)

        def pref(a: Action) -> tuple[float, str]:
            card = I.card(str(a.args[0]))
            room = sum(1 for c in range(I.n) if (card.suit == BIRD or I.suit[c] == card.suit) and I.can_place(c))
            return (room - 1.5 * self.card_value(I, card), str(a))
        return max(spends, key=pref)

    def on_recruit_suit(self, I: Info, actions: Sequence[Action]) -> Action | None:
        def pref(a: Action) -> tuple[float, str]:
            s = str(a.args[0])
            return (sum(1 + (2 if (p := plot_in(I, c)) and p.startswith("plot_") and not I.my_w(c) else 0)
                        for c in range(I.n) if I.suit[c] == s and I.can_place(c)), s)
        return max(actions, key=pref)

    def _safest(self, I: Info, actions: Sequence[Action]) -> Action:
        return min(actions, key=lambda a: (I.enemy_strength(int(a.args[0]) - 1), str(a)))

    def on_recruit_place(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self._safest(I, actions)

    def on_raid_place(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self._safest(I, actions)

    # -- Daylight ---------------------------------------------------------------------------
    def plot_value(self, I: Info, c: int, kind: str) -> float:
        cost = 1 + int(I.board.get("plots_placed_this_turn", 0))
        left = I.my_w(c) - cost
        enemies = [k for k in I.enemies() if I.pieces_of(k, c) or I.w(k, c)]
        v = 2.0 + PLOT_WORTH[kind] - 0.6 * cost
        if left >= 1:
            v += 1.5  # a warrior stays to flip it next Birdsong (13.4.2)
        else:
            v -= 3.0  # no one left to flip it
        v -= 0.4 * max(0, I.threat(c) - left)
        # each enemy with pieces there may expose it on its turn (13.2.4)
        v -= 0.8 * sum(1 for k in enemies if I.players[k]["hand_count"])
        if kind == "bomb":
            removed = sum(I.pieces_of(k, c) * 2 + I.w(k, c) for k in enemies)
            v += 0.25 * int(I.board.get("face_up_plots", 0)) + 0.6 * removed - (0.5 if not enemies else 0)
        elif kind == "extortion":
            v += 0.7 * sum(1 for k in enemies if I.players[k]["hand_count"])
        elif kind == "snare":
            v += 0.3 * len(enemies)
        return v

    def move_value(self, I: Info, c: int, w: int) -> float:
        v = super().move_value(I, c, w)
        p = plot_in(I, c)
        if p is not None and p.startswith("plot_") and w:
            v += 2.0  # ready to flip (13.4.2)
        elif p is None and w:
            v += 0.4 * min(w, 3)  # room to plot
        return v

    def pick(self, I: Info, actions: Sequence[Action], threshold: float) -> Action | None:
        best_a, best_v = None, threshold
        for a in actions:
            if a.kind == "plot":
                v = self.plot_value(I, int(a.args[0]) - 1, str(a.args[1]))
            elif a.kind == "battle":
                target = str(a.args[1])
                v = 1.2 * self.battle_value(I, int(a.args[0]) - 1, target) - 0.6
                if I.score_of(target) >= 20 and I.score_of(target) > I.score:
                    v += 1.5 * I.pieces_of(target, int(a.args[0]) - 1)  # slow a leader near 30
            else:
                continue
            if v > best_v or (v == best_v and best_a is not None and str(a) < str(best_a)):
                best_a, best_v = a, v
        d, mv, k = Mover(I, self.move_value).best(actions)
        if mv is not None and 1.5 * d > max(best_v, 0.3):
            self.mem.move = (int(mv.args[0]) - 1, int(mv.args[1]) - 1, k)
            return mv
        return best_a

    def on_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        a = self.pick(I, actions, 0.5)
        return a if a is not None else next((a for a in actions if a.kind == "end"), None)

    def on_exert(self, I: Info, actions: Sequence[Action]) -> Action | None:
        # 13.6.1: an action instead of the draw, when it is clearly worth a card or more
        full = len(I.hand) >= 5  # a draw would only be discarded (13.6.2)
        a = self.pick(I, [x for x in actions if x.kind != "draw"] if full else
                      [x for x in actions if x.kind in ("plot", "battle")], 0.3 if full else 3.5)
        return a if a is not None else next((x for x in actions if x.kind == "draw"), None)

    def on_move_count(self, I: Info, actions: Sequence[Action]) -> Action | None:
        a, b = I.move_asked()
        if a < 0:
            return None
        if self.mem.move[:2] == (a, b):
            return count_action(actions, self.mem.move[2])
        return count_action(actions, Mover(I, self.move_value).best_count(a, b)[1])
