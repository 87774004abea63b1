"""Rule-of-thumb Lord of the Hundreds (Law ch. 14): garrison the roomiest corner, keep the
items that raise Command or Prowess (Contempt for Trade: remove an item for its points only
when its track gains nothing), take a mood that helps this turn (Wrathful or Relentless
with a fight at the warlord, Rowdy with a short hand, else Stubborn), command and advance
towards clearings it can hold alone (Oppress scores them), battle when the odds are good
(looting a defender with crafted items when it will rule after), build strongholds where
it rules safely, and incite mobs where they will raze enemy buildings, tokens or ruins."""

from __future__ import annotations

from typing import Sequence

from woodland.bots.heuristic_common import Info, Mover, Strategy, count_action
from woodland.core.actions import Action
from woodland.core.cards import Card

#: moods in order of preference when nothing this turn argues for another
MOOD_ORDER = ("rowdy", "stubborn", "wrathful", "relentless", "grandiose", "bitter", "jubilant", "lavish")
#: the items of each Hoard track (components.md §3)
TRACK = {"boots": "command", "coins": "command", "bag": "command",
         "hammer": "prowess", "tea": "prowess", "sword": "prowess", "crossbow": "prowess"}


def warlord(I: Info) -> int:
    w = I.board.get("warlord")
    return int(w) - 1 if w else -1


def raze_worth(I: Info, c: int) -> float:
    """What a mob in ``c`` razes next Birdsong: enemy buildings and tokens (a point each),
    and a ruin's item."""
    v = float(sum(n for k, n in I.np[c].items() if k != I.me and k in I.enemies()))
    if any(o == "ruin" for o, _k in I.bld[c]):
        v += 1.5
    return v


class HundredsStrategy(Strategy):
    keys = ("hundreds",)
    razing_token = "mob"  # 14.4.1
    oppresses = True  # 14.6.2

    # -- setup ----------------------------------------------------------------------------
    def on_setup_corner(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (len(I.adj(int(a.args[0]) - 1))
                                           - sum(I.enemy_strength(x) for x in I.adj(int(a.args[0]) - 1)), str(a)))

    # -- the Hoard ------------------------------------------------------------------------
    def track_len(self, I: Info, item: str) -> int:
        return len(I.board.get(f"{TRACK.get(item, 'command')}_track") or [])

    def on_contempt(self, I: Info, actions: Sequence[Action]) -> Action | None:
        hoard = next((a for a in actions if a.kind == "hoard"), None)
        scrap = next((a for a in actions if a.kind == "scrap"), None)
        if hoard is None or scrap is None:
            return None
        n = self.track_len(I, str(hoard.args[0]))
        # 14.2.4.II: a first, third or fourth item raises Command or Prowess; near the end, points
        if n in (0, 2, 3) and I.score < 24:
            return hoard
        return scrap

    def on_hoard_full(self, I: Info, actions: Sequence[Action]) -> Action | None:
        # keep the items that lock moods we like least (a locked Wrathful or Relentless hurts)
        rank = {"sword": 0, "bag": 1, "crossbow": 2, "coins": 3, "tea": 4, "hammer": 5, "boots": 6}
        return max(actions, key=lambda a: (rank.get(str(a.args[0]), 9), str(a)))

    def on_loot(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (self.track_len(I, str(a.args[0])), str(a)))

    def on_lavish(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return next((a for a in actions if a.kind == "done"), None)

    # -- Birdsong -------------------------------------------------------------------------
    def on_mob(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (raze_worth(I, int(a.args[0]) - 1), str(a)))

    def on_anoint(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (I.my_w(int(a.args[0]) - 1) - I.threat(int(a.args[0]) - 1), str(a)))

    def on_recruit_place(self, I: Info, actions: Sequence[Action]) -> Action | None:
        w = warlord(I)
        return next((a for a in actions if int(a.args[0]) - 1 == w), None)

    def on_mood(self, I: Info, actions: Sequence[Action]) -> Action | None:
        open_ = {str(a.args[0]): a for a in actions}
        w = warlord(I)
        fight = w >= 0 and any(I.w(k, c) or I.pieces_of(k, c) for k in I.enemies() for c in (w, *I.adj(w)))
        wanted: list[str] = []
        if fight:
            wanted += ["wrathful", "relentless"]
        if len(I.hand) <= 1:
            wanted.append("rowdy")
        for m in wanted + list(MOOD_ORDER):
            if m in open_:
                return open_[m]
        return None

    def on_jubilant(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return next((a for a in actions if a.kind == "roll"), None)

    def on_before_roll(self, I: Info, actions: Sequence[Action]) -> Action | None:
        # 14.7.1 Bitter: a mob with nothing left to raze is worth a warrior now
        for a in actions:
            if a.kind == "bitter" and raze_worth(I, int(a.args[0]) - 1) == 0:
                return a
        if any(a.kind == "bitter" for a in actions):
            return next((a for a in actions if a.kind == "pass"), None)
        return super().on_before_roll(I, actions)

    # -- Daylight -------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.kind == "item" and I.craftable_by(I.me, card):
            v += 0.8
        return v

    def on_hundreds_craft(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        best = self.best_craft(I, actions, 0.3)  # woodland/bots/crafting.py
        return best if best is not None else next((a for a in actions if a.kind == "done"), None)

    def rule_bonus(self, I: Info, c: int) -> float:
        """14.6.2: a clearing we rule with no enemy piece scores in Oppress."""
        return 1.0 if not any(I.w(k, c) or I.pieces_of(k, c) for k in I.enemies()) else 0.0

    def build_value(self, I: Info, c: int) -> float:
        return 2.0 - 0.5 * I.threat(c) + 0.3 * I.my_w(c) - (0.8 if len(I.hand) <= 1 else 0.0)

    def pick(self, I: Info, actions: Sequence[Action], threshold: float) -> Action | None:
        best_a, best_v = None, threshold
        w = warlord(I)
        wrath = I.board.get("mood") == "wrathful"
        for a in actions:
            if a.kind in ("battle", "loot"):
                c, target = int(a.args[0]) - 1, str(a.args[1])
                v = 1.2 * self.battle_value(I, c, target) - 0.5
                if wrath and c == w:
                    v += 0.9  # 14.7.8: an extra hit
                if a.kind == "loot":
                    # 14.2.5: no rolled hits, but an item if we rule after
                    v = 1.8 if I.my_w(c) > I.strength(target, c) + 1 else -1.0
                if I.score_of(target) >= 20 and I.score_of(target) > I.score:
                    v += 1.0 * I.pieces_of(target, c)
            elif a.kind == "build":
                v = self.build_value(I, int(a.args[1]) - 1)
            else:
                continue
            if v > best_v or (v == best_v and best_a is not None and str(a) < str(best_a)):
                best_a, best_v = a, v
        d, mv, k = Mover(I, self.move_value).best(actions)
        if mv is not None and 1.5 * d > max(best_v, 0.3):
            self.mem.move = (int(mv.args[0]) - 1, int(mv.args[1]) - 1, k)
            return mv
        return best_a

    def on_command(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        a = self.pick(I, actions, -0.1)
        return a if a is not None else next((a for a in actions if a.kind == "done"), None)

    def on_advance(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        a = self.pick(I, actions, -0.2)
        return a if a is not None else next((a for a in actions if a.kind == "done"), None)

    def on_warlord_along(self, I: Info, actions: Sequence[Action]) -> Action | None:
        a, b = I.move_asked()
        lead = next((x for x in actions if x.kind == "lead"), None)
        hold = next((x for x in actions if x.kind == "hold"), None)
        if a < 0 or lead is None or hold is None:
            return None
        # the warlord goes with the larger party
        return lead if I.my_w(b) >= I.my_w(a) else hold

    def on_move_count(self, I: Info, actions: Sequence[Action]) -> Action | None:
        a, b = I.move_asked()
        if a < 0:
            return None
        if self.mem.move[:2] == (a, b):
            return count_action(actions, self.mem.move[2])
        return count_action(actions, Mover(I, self.move_value).best_count(a, b)[1])

    # -- Evening --------------------------------------------------------------------------
    def on_incite(self, I: Info, actions: Sequence[Action]) -> Action | None:
        incites = [a for a in actions if a.kind == "incite"]
        done = next((a for a in actions if a.kind == "done"), None)
        if not incites:
            return done

        def pref(a: Action) -> tuple[float, str]:
            c = int(a.args[1]) - 1
            near = sum(raze_worth(I, x) for x in I.adj(c))
            return (raze_worth(I, c) + 0.6 + 0.2 * near - self.card_value(I, I.card(str(a.args[0])))
                    + 0.2 * len(I.hand), str(a))
        best = max(incites, key=pref)
        return best if pref(best)[0] > 0 else done
