"""Rule-of-thumb Eyrie Dynasties (Law ch. 7): add to the Decree only what the board lets
it carry out (the suits of clearings with roosts and warriors, clearings its move cards
can win for its build cards) this turn and, for build cards, the next; resolve specific
suits before birds, build roosts wherever the build column allows, battle where strong,
and pick the safest leader after turmoil."""

from __future__ import annotations

from typing import Any, Sequence

from woodland.bots.heuristic_common import BIRD, Info, Strategy
from woodland.core.actions import Action
from woodland.core.cards import Card
from woodland.rules.setup import faction_data

COLUMNS = ("recruit", "move", "battle", "build")
#: spare strength asked of a clearing the build column counts on (more did worse)
BUILD_MARGIN = 0
#: the least worth of a second card added in one Birdsong (7.4.1; 1.0 before: with the
#: hand at 4-5 cards the Decree grew one card a turn), and the Decree's length (plus half
#: the roosts on the map) from which none is added
SECOND_CARD = 0.3
DECREE_CAP = 4
#: what a recruit card added costs when the supply cannot pay the recruit column's warriors
#: for RECRUIT_TURNS turns (an empty supply means turmoil, 7.5.2: most recruit turmoils)
NEXT_RECRUIT = 2.0
RECRUIT_TURNS = 2
#: whether the Decree check counts a clearing that a move card (the move column comes
#: before the build column, 7.5.2) can win for a build card
MOVE_TO_BUILD = True
#: worth of ruling a clearing of a build card's suit when no clearing ruled now can take it
BUILD_SHORT = 3.0
#: what a build card added costs for each build card of the Decree that would find no
#: clearing at the next Daylight (a build card asks for a new roost every turn, 7.5.2)
NEXT_BUILD = 2.0
LEADER_PREF = ("builder", "commander", "charismatic", "despot")
VIZIERS = {"builder": ("recruit", "move"), "charismatic": ("recruit", "battle"),
           "commander": ("move", "battle"), "despot": ("move", "build")}
DATA = faction_data("eyrie")

#: what the search's horizon counts of what the Eyrie holds, in victory points
#: (``EyrieStrategy.assets``; reasoned guesses, not fitted):
#: - ``evenings``: the Evenings beyond the horizon that the roosts on the map are counted
#:   for: each scores the Roosts track's rightmost empty space (7.6.1) and draws a card more
#:   per uncovered draw bonus (7.6.2), so a roost built (or lost) before the horizon is
#:   worth that much more (or less) than the points it scored already;
#: - ``decree_card``: a card of a Decree the board lets it carry out in full (the Sim
#:   check the Decree is built with): one more action every Daylight;
#: - ``turmoil``: how likely a Decree the board does not let it carry out ends in turmoil,
#:   which loses a point per bird card on it, Loyal Viziers included (7.7.1), and purges
#:   the rest (7.7.2: nothing is counted for its cards then);
#: - ``warrior``: a warrior on the map (keeps roosts, carries out move and battle cards);
#: - ``card``: a card in hand (the next Birdsongs' Decree cards, 7.4.2, and crafting).
#: The leader counts through its Loyal Viziers, which are on the Decree; nothing more.
ASSETS = {"evenings": 1.5, "decree_card": 0.4, "turmoil": 0.6, "warrior": 0.15, "card": 0.3}


def decree_suits(I: Info) -> dict[str, list[str]]:
    """The Decree as suits (a Loyal Vizier is a bird)."""
    out: dict[str, list[str]] = {}
    for col, labels in I.board["decree"].items():
        out[col] = [BIRD if lb == "Loyal Vizier" else I.card(lb).suit for lb in labels]
    return out


def ok_suit(I: Info, c: int, suit: str) -> bool:
    return suit == BIRD or I.suit[c] == suit


class Sim:
    """A quick check that a Decree can be carried out in full on the current board
    (7.5.2), resolving specific suits before birds in each column."""

    def __init__(self, I: Info) -> None:
        self.I = I
        self.w = [I.my_w(c) for c in range(I.n)]
        self.roost = [I.my_buildings(c, "roost") > 0 for c in range(I.n)]
        self.enemy = [I.enemy_strength(c) for c in range(I.n)]
        en = I.enemies()
        self.targets = [sum(I.np[c].get(k, 0) + I.war[c].get(k, 0) + (1 if k in I.pawns[c] else 0) for k in en)
                        for c in range(I.n)]
        self.w0 = list(self.w)
        self.place = [I.can_place(c) for c in range(I.n)]
        self.free = [I.free(c) for c in range(I.n)]
        self.supply = I.mine["warriors_in_supply"]
        self.roosts_left = I.board["roosts_on_track"]
        self.charismatic = I.board.get("leader") == "charismatic"
        self.taken: set[int] = set()

    def rules(self, c: int, margin: int = 0) -> bool:
        """7.2.2: the Eyrie rules where it ties; ``margin`` asks for spare strength (a
        battle or move earlier in the Daylight may cost warriors)."""
        s = self.w[c] + (1 if self.roost[c] else 0)
        e = self.enemy[c]
        return s > 0 and s >= e + (margin if e > 0 else 0)

    def run(self, decree: dict[str, list[str]], needs: dict[str, list[str]] | None = None) -> int:
        """Cards that cannot be carried out (0: the whole Decree can)."""
        I = self.I
        self.w = list(self.w0)
        self.supply = I.mine["warriors_in_supply"]
        fails = 0
        order = lambda suits: sorted(suits, key=lambda s: s == BIRD)  # noqa: E731
        later_battle = decree.get("battle", [])
        for s in order(decree.get("recruit", [])):
            spots = [c for c in range(I.n) if self.roost[c] and ok_suit(I, c, s) and self.place[c]]
            want = 2 if self.charismatic else 1
            if not spots or self.supply < want:
                fails += 1
                continue
            # recruit where a later battle needs warriors, else where we are weakest
            c = max(spots, key=lambda x: (any(ok_suit(I, x, b) for b in later_battle) and self.targets[x] > 0,
                                          -self.w[x], -x))
            self.w[c] += want
            self.supply -= want
        spare_moves: list[str] = []  # move cards free to take a new clearing for a build card
        for s in order(decree.get("move", [])):
            spots = [c for c in range(I.n) if self.w[c] > 0 and ok_suit(I, c, s)
                     and (self.rules(c) or any(self.rules(b) for b in I.adj(c)))]
            if not spots:
                fails += 1
            else:
                spare_moves.append(s)
        used: dict[int, int] = {}
        for s in order(decree.get("battle", [])):
            spots = [c for c in range(I.n) if self.w[c] > 0 and ok_suit(I, c, s)
                     and self.targets[c] > used.get(c, 0) and self.w[c] > used.get(c, 0)]
            if not spots:
                fails += 1
                continue
            c = max(spots, key=lambda x: (self.w[x] - used.get(x, 0), -x))
            used[c] = used.get(c, 0) + 1
        taken: set[int] = set()
        self.taken = taken
        roosts = self.roosts_left
        for s in order(decree.get("build", [])):
            spots = [c for c in range(I.n) if c not in taken and not self.roost[c] and ok_suit(I, c, s)
                     and self.free[c] > 0 and self.rules(c, BUILD_MARGIN) and self.place[c]]
            if not spots and roosts > 0 and MOVE_TO_BUILD:
                c = self._move_in(s, spare_moves, taken)
                if c >= 0:
                    taken.add(c)
                    roosts -= 1
                    continue
            if not spots or roosts <= 0:
                fails += 1
                continue
            # the clearing fewest other build cards could use
            c = min(spots, key=lambda x: (sum(1 for b in decree.get("build", []) if ok_suit(I, x, b)), x))
            taken.add(c)
            roosts -= 1
        return fails

    def _move_in(self, suit: str, moves: list[str], taken: set[int]) -> int:
        """A clearing of ``suit`` where a roost can go once a move card of ``moves`` brings
        warriors in from next door (the move column comes before the build column, 7.5.2):
        room, no roost, and the warriors to spare to rule it (ties are ours, 7.2.2). The
        move card is used up; -1 if there is none."""
        I = self.I
        best = None
        for i, ms in enumerate(moves):
            for a in range(I.n):
                if self.w[a] <= 0 or not ok_suit(I, a, ms):
                    continue
                keep = max(0, self.enemy[a] - 1) if self.roost[a] else 0
                spare = self.w[a] - keep
                for b in I.adj(a):
                    if (b in taken or self.roost[b] or not ok_suit(I, b, suit) or self.free[b] <= 0
                            or not self.place[b] or self.rules(b)):
                        continue
                    need = max(1, self.enemy[b])
                    if spare >= need:
                        k = (ms == BIRD, need, b, i)
                        if best is None or k < best[0]:
                            best = (k, b, i)
        if best is None:
            return -1
        moves.pop(best[2])
        return best[1]


class EyrieStrategy(Strategy):
    keys = ("eyrie",)
    has_assets = True
    #: the search plays two rounds on, as for the Marquise: the roosts it builds and the
    #: Decree it grows pay in its next Evenings (docs/bots.md, "Two rounds on for the Eyrie
    #: and the Vagabond")
    search_horizon = 8

    @staticmethod
    def assets(v: dict[str, Any]) -> float:
        """What the Eyrie holds that does not score yet, in points (:data:`ASSETS`), read
        from its own view ``v``: its roosts' next Evenings, its Decree against what the
        board lets it carry out, warriors on the map, cards in hand."""
        I = Info(v, ())
        roosts = DATA["roosts"] - I.board["roosts_on_track"]
        per_evening = 0.0
        if roosts:
            per_evening = DATA["roost_vp"][roosts - 1] + ASSETS["card"] * sum(DATA["roost_draw"][:roosts])
        total = ASSETS["evenings"] * per_evening
        decree = decree_suits(I)
        cards = sum(len(col) for col in decree.values())
        if Sim(I).run(decree) == 0:
            total += ASSETS["decree_card"] * cards
        else:
            total -= ASSETS["turmoil"] * sum(col.count(BIRD) for col in decree.values())
        total += ASSETS["warrior"] * sum(I.my_w(c) for c in range(I.n))
        return total + ASSETS["card"] * I.mine["hand_count"]

    def extra_hits(self, I: Info) -> int:
        """7.8.3 Commander: an extra hit attacking."""
        return 1 if I.board.get("leader") == "commander" else 0

    def battle_bonus(self, I: Info, removed: float) -> float:
        """7.8.4 Despot: a point more when a battle removes a building or token."""
        return 1.0 if I.board.get("leader") == "despot" and removed > 0.3 else 0.0

    # -- setup ---------------------------------------------------------------------------
    def on_setup_corner(self, I: Info, actions: Sequence[Action]) -> Action | None:
        def room(a: Action) -> tuple[int, str]:
            c = int(a.args[0]) - 1
            return (sum(I.slots[x] for x in I.adj(c)) + len(I.adj(c)), str(a))
        return max(actions, key=room)

    def on_setup_leader(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self._leader(I, actions)

    def on_new_leader(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self._leader(I, actions)

    def _leader(self, I: Info, actions: Sequence[Action]) -> Action:
        sim = Sim(I)

        def key(a: Action) -> tuple[int, int]:
            name = str(a.args[0])
            fails = sim.run({col: [BIRD] for col in VIZIERS[name]})
            return (fails, LEADER_PREF.index(name) if name in LEADER_PREF else 9)
        return min(actions, key=key)

    # -- cards ---------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.suit != BIRD and card.kind != "dominance":
            roosts = sum(1 for c in range(I.n) if I.my_buildings(c, "roost") and I.suit[c] == card.suit)
            v += 0.3 * min(roosts, 2)
        return v

    def item_points(self, I: Info, card: Card) -> int:
        # 7.2.3 Disdain for Trade: an item scores one point (the Builder scores its points)
        return card.vp if I.board.get("leader") == "builder" else 1

    # -- Birdsong: the Decree ---------------------------------------------------------
    def on_decree(self, I: Info, actions: Sequence[Action]) -> Action | None:
        if any(a.kind == "resolve" for a in actions):
            return self._resolve(I, actions)
        decree = decree_suits(I)
        total = sum(len(v) for v in decree.values())
        sim = Sim(I)
        base_fails = sim.run(decree)
        best, bv = None, -99.0
        done = next((a for a in actions if a.kind == "done"), None)
        memo: dict[tuple[str, str], float] = {}
        for a in actions:
            if a.kind != "decree":
                continue
            card = I.card(str(a.args[0]))
            col = str(a.args[1])
            key = (card.suit, col)
            base = memo.get(key)
            if base is None:
                d = {k: list(v) for k, v in decree.items()}
                d[col].append(card.suit)
                fails = sim.run(d)
                base = memo[key] = self._column_value(I, col, card.suit, decree) - 4.0 * (fails - base_fails)
                if NEXT_BUILD and col == "build" and not fails:
                    base -= NEXT_BUILD * self._next_build_fails(I, d, sim.taken)
                if NEXT_RECRUIT and col == "recruit" and not fails:
                    # this turn's recruits and the next turn's must both find warriors
                    per_turn = len(d["recruit"]) * (2 if I.board.get("leader") == "charismatic" else 1)
                    if I.mine["warriors_in_supply"] < RECRUIT_TURNS * per_turn:
                        base -= NEXT_RECRUIT
            v = base - 0.4 * self.card_value(I, card)
            if card.suit == BIRD:
                v -= 0.5  # a bird in the Decree costs a point in turmoil (7.7.1)
            if v > bv:
                best, bv = a, v
        if done is not None:
            # a second card only if it is safe and the Decree is not already long
            if best is None or bv < SECOND_CARD or total >= DECREE_CAP + self._roosts(I) // 2:
                return done
        return best

    def _next_build_fails(self, I: Info, decree: dict[str, list[str]], taken: set[int]) -> int:
        """Build cards of ``decree`` that would find no clearing at the next Daylight if
        this one builds in ``taken`` (the board otherwise as it is)."""
        nxt = Sim(I)
        for c in taken:
            nxt.roost[c] = True
        nxt.roosts_left -= len(taken)
        return nxt.run({"build": decree.get("build", []), "move": decree.get("move", [])})

    def _roosts(self, I: Info) -> int:
        return 7 - I.board["roosts_on_track"]

    def _column_value(self, I: Info, col: str, suit: str, decree: dict[str, list[str]]) -> float:
        spots = [c for c in range(I.n) if ok_suit(I, c, suit)]
        if col == "recruit":
            n = sum(1 for c in spots if I.my_buildings(c, "roost"))
            sup = I.mine["warriors_in_supply"]
            return 1.2 + 0.3 * min(n, 2) - (2.0 if sup < 6 else 0.0)
        if col == "move":
            n = sum(1 for c in spots if I.my_w(c) > 0)
            return 0.6 + 0.3 * min(n, 3) - 0.3 * len(decree["move"])
        if col == "battle":
            n = sum(1 for c in spots if I.my_w(c) > 0 and any(I.pieces_of(k, c) or I.w(k, c) for k in I.enemies()))
            return 0.8 + 0.5 * min(n, 2) - 0.5 * len(decree["battle"])
        # build
        if I.board["roosts_on_track"] <= len(decree["build"]):
            return -5.0
        n = sum(1 for c in spots if I.ruler[c] == "eyrie" and I.free(c) > 0 and not I.my_buildings(c, "roost")
                and I.can_place(c))
        return 1.8 + 0.6 * min(n, 3) - 1.0 * len(decree["build"])

    def on_new_roost(self, I: Info, actions: Sequence[Action]) -> Action | None:
        def key(a: Action) -> tuple[int, int, str]:
            c = int(a.args[0]) - 1
            return (-I.threat(c), I.free(c), str(a))
        return max(actions, key=key)

    # -- Daylight --------------------------------------------------------------------------
    def on_craft(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best = self.best_craft(I, actions)  # woodland/bots/crafting.py
        if best is not None:
            return best
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        return Action("resolve", ())

    def _resolve(self, I: Info, actions: Sequence[Action]) -> Action:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        res = [a for a in actions if a.kind == "resolve"]
        return min(res, key=lambda a: (a.args[1] == BIRD, str(a)))

    def on_decree_recruit(self, I: Info, actions: Sequence[Action]) -> Action | None:
        plan = self._remaining(I, "recruit")

        def key(a: Action) -> tuple[float, str]:
            c = int(a.args[0]) - 1
            v = 0.0
            for s in plan.get("battle", []):
                if ok_suit(I, c, s) and any(I.pieces_of(k, c) or I.w(k, c) for k in I.enemies()):
                    v += 2.0
            for s in plan.get("move", []):
                if ok_suit(I, c, s):
                    v += 0.5
            v += 0.4 * min(I.threat(c), 4) - 0.1 * I.my_w(c)
            return (v, str(a))
        return max(actions, key=key)

    def _remaining(self, I: Info, col: str) -> dict[str, list[str]]:
        """Columns still to resolve after ``col`` this Daylight (all of them: 7.5.2 goes
        left to right)."""
        d = decree_suits(I)
        i = COLUMNS.index(col)
        return {k: d[k] for k in COLUMNS[i + 1:]}

    def on_move(self, I: Info, actions: Sequence[Action]) -> Action | None:
        procs = I.v.get("procedures", [])
        plan: dict[str, Any] = dict(self._remaining(I, "move")) if "EyrieDaylight" in procs else {}
        plan["short"] = self._build_short(I, plan)
        self.mem.plan = plan
        return super().on_move(I, actions)

    def rule_bonus(self, I: Info, c: int) -> float:
        v = 0.0
        if I.free(c) > 0 and not I.my_buildings(c, "roost") and I.can_place(c):
            v += 1.2
            for s in self.mem.plan.get("build", []):
                if ok_suit(I, c, s):
                    v += 2.0
                    if s in self.mem.plan.get("short", ()):
                        v += BUILD_SHORT  # no clearing of the suit is ready for this build card
                    break
        return v

    def _build_short(self, I: Info, plan: dict[str, list[str]]) -> set[str]:
        """Suits of the build cards still to resolve that no clearing ruled now can take
        (room, no roost; specific suits first, as they are resolved)."""
        out: set[str] = set()
        free = [c for c in range(I.n) if I.ruler[c] == I.me and I.free(c) > 0
                and not I.my_buildings(c, "roost") and I.can_place(c)]
        for s in sorted(plan.get("build", []), key=lambda x: x == BIRD):
            spots = [c for c in free if ok_suit(I, c, s)]
            if spots:
                free.remove(spots[0])
            else:
                out.add(s)
        return out

    def move_value(self, I: Info, c: int, w: int) -> float:
        v = super().move_value(I, c, w)
        if w > 0:
            for s in self.mem.plan.get("battle", []):
                if ok_suit(I, c, s) and any(I.pieces_of(k, c) or I.w(k, c) for k in I.enemies()):
                    v += 1.5
                    break
        if I.my_buildings(c, "roost") and w == 0 and I.enemy_strength(c) > 0:
            v -= 1.0
        return v

    def on_decree_battle(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best = max(actions, key=lambda a: (self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])), str(a)))
        self.mem.battle = (int(best.args[0]) - 1, str(best.args[1]))
        return best

    def on_decree_build(self, I: Info, actions: Sequence[Action]) -> Action | None:
        def key(a: Action) -> tuple[float, str]:
            c = int(a.args[0]) - 1
            return (I.my_w(c) - I.threat(c) + 0.2 * I.free(c), str(a))
        return max(actions, key=key)

