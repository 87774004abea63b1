"""Rule-of-thumb Marquise de Cat (Law ch. 6): craft what scores, build where the wood
reaches (cheap points first, sawmills early), recruit, battle where the odds are good and
to clear sympathy in and next to her buildings, march to take clearings with open slots
(the more so when her wood waits for room), and keep the keep guarded."""

from __future__ import annotations

from typing import Any, Sequence

from woodland.bots.heuristic_common import BIRD, Info, Mover, Strategy, matches, own_entry, traits
from woodland.core.actions import Action
from woodland.core.cards import Card
from woodland.rules.setup import faction_data

DATA = faction_data("marquise")
TRACKS = DATA["buildings"]
KINDS = ("sawmill", "workshop", "recruiter")
#: what a battle that may remove an enemy's outrage token (8.2.6: sympathy) loses beyond
#: its expected pieces: a matching card handed over (a supporter for them), the point the
#: owner scores again when it places the token anew, and the action not spent building
OUTRAGE_BATTLE = 1.2
#: what that battle gains instead, per building of ours in the clearing: the token is what
#: lets the owner revolt there (8.4.1.I), removing every piece we have (8.4.1.III)
GUARD_BATTLE = 2.5
#: what it gains besides per building of ours in the clearings next to it: sympathy spreads
#: only next to sympathy (8.4.2.I), so the token is the way into our clearings
NEAR_BATTLE = 1.5
#: the worth of an overwork whose wood makes a building affordable that is not (6.5.5,
#: 6.5.4.II), less 0.3 of the card's worth: below a recruit (2.5), above a march
OVERWORK_TO_BUILD = 2.0
#: with wood on the map and no building she may place (6.5.4: no free slot in a clearing
#: she rules that her wood reaches), what a free slot in a clearing she would come to rule
#: is worth beyond its usual 0.8, and the best other action below which she marches for it
#: (2.0 when wood is not waiting): late in a game her clearings fill and the wood lies idle
ROOM_FOR_WOOD = 2.0
MARCH_FOR_ROOM = 3.5


def built(I: Info, kind: str) -> int:
    return TRACKS[kind]["count"] - I.board["buildings_on_track"][kind]


def keep_clearing(I: Info) -> int:
    k = I.board.get("keep")
    return k - 1 if k else -1


def wood_components(I: Info) -> tuple[list[int], dict[int, int]]:
    """Clearings we rule grouped by connection through ruled clearings (6.5.4.II):
    component id per clearing (-1 if not ruled) and the wood in each component."""
    comp = [-1] * I.n
    wood: dict[int, int] = {}
    for c in range(I.n):
        if I.ruler[c] != "marquise" or comp[c] >= 0:
            continue
        comp[c] = c
        todo = [c]
        total = 0
        while todo:
            x = todo.pop()
            total += I.my_tokens(x, "wood")
            for y in I.adj(x):
                if comp[y] < 0 and I.ruler[y] == "marquise":
                    comp[y] = c
                    todo.append(y)
        wood[c] = total
    return comp, wood


def can_build(I: Info, extra: int = -1) -> bool:
    """Whether some building is affordable now (6.5.4); ``extra``: with one more wood in
    that clearing (an overwork there, 6.5.5)."""
    comp, wood = wood_components(I)
    if extra >= 0 and comp[extra] >= 0:
        wood[comp[extra]] += 1
    costs = [TRACKS[k]["cost"][built(I, k)] for k in KINDS if built(I, k) < TRACKS[k]["count"]]
    if not costs:
        return False
    cheapest = min(costs)
    return any(comp[c] >= 0 and I.free(c) > 0 and wood[comp[c]] >= cheapest for c in range(I.n))


def wood_waits(I: Info, actions: Sequence[Action]) -> bool:
    """Whether two or more of our wood lie on the map while no building may be placed."""
    return not any(a.kind == "build" for a in actions) and sum(I.my_tokens(c, "wood") for c in range(I.n)) >= 2


#: what the search's horizon counts per piece the Marquise holds, in victory points:
#: wood on the map (about a point a wood when it pays a building, 6.5.4.II), each building
#: on the map (sawmills make the wood, 6.4; recruiters the warriors, 6.5.3; workshops craft,
#: 6.2.1; lost, they cost the economy, not the points), warriors on the map, cards in hand
ASSETS = {"wood": 0.6, "sawmill": 1.0, "workshop": 0.4, "recruiter": 0.6, "warrior": 0.15, "card": 0.3, "keep": 2.0}


class MarquiseStrategy(Strategy):
    keys = ("marquise",)
    has_assets = True
    #: the search plays two rounds on, not one: her wood and room pay in her next turns, which
    #: a horizon of 4 turns from her own never reaches (docs/bots.md, "The goal on fresh seeds")
    search_horizon = 8

    @staticmethod
    def assets(v: dict[str, Any]) -> float:
        me = v["faction"]
        total = 0.0
        for cl in v["clearings"]:
            total += ASSETS["warrior"] * cl["warriors"].get(me, 0)
            total += sum(ASSETS.get(k, 0.0) for o, k in cl["buildings"] if o == me)
            total += sum(ASSETS.get(k, 0.0) for o, k in cl["tokens"] if o == me)
        mine = own_entry(v)
        return total + ASSETS["card"] * mine["hand_count"]

    # -- setup ----------------------------------------------------------------------
    def on_setup_keep(self, I: Info, actions: Sequence[Action]) -> Action | None:
        def room(a: Action) -> tuple[int, str]:
            c = int(a.args[0]) - 1
            return (I.slots[c] + sum(I.slots[x] for x in I.adj(c)) + len(I.adj(c)), str(a))
        return max(actions, key=room)

    def on_setup_building(self, I: Info, actions: Sequence[Action]) -> Action | None:
        keep = keep_clearing(I)

        def pref(a: Action) -> tuple[int, int, int]:
            c = int(a.args[1]) - 1
            # spread out: a clearing with room left, sawmill at the keep
            return (I.free(c), 1 if (a.args[0] == "sawmill") == (c == keep) else 0, -c)
        return max(actions, key=pref)

    # -- cards --------------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.kind == "item" and I.craftable_by("marquise", card):
            v += 0.5 + 0.3 * card.vp
        if card.suit != BIRD:
            # cards matching our sawmills can overwork, matching the keep can heal
            keep = keep_clearing(I)
            if keep >= 0 and I.suit[keep] == card.suit:
                v += 0.2
        return v

    # -- Birdsong --------------------------------------------------------------------------
    def on_place_wood(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (I.threat(int(a.args[0]) - 1), str(a)))

    # -- Daylight ---------------------------------------------------------------------------
    def build_value(self, I: Info, kind: str, c: int) -> float:
        n = built(I, kind)
        vp = TRACKS[kind]["vp"][n]
        cost = TRACKS[kind]["cost"][n]
        econ = 0.0
        if kind == "sawmill":
            econ = 2.0 if n < 3 else (0.8 if n < 4 else 0.0)
        elif kind == "recruiter":
            econ = 1.2 if n < 2 else (0.4 if n < 4 else 0.0)
            econ += 0.6 * TRACKS[kind]["draw"][n]
        else:
            econ = 0.6 if n < 2 else 0.0
        safe = I.my_w(c) + I.my_buildings(c) - I.threat(c)
        risk = -1.5 if safe < 0 else 0.0
        # a clearing with more slots keeps room for later
        return 3.0 + vp + econ - 0.25 * cost + risk + 0.1 * I.free(c)

    def on_daylight(self, I: Info, actions: Sequence[Action]) -> Action | None:
        left = int(I.facts.get("actions_left", 0))
        best_craft = self.best_craft(I, actions)  # woodland/bots/crafting.py
        if best_craft is not None:
            return best_craft
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        best_a, best_v = None, 0.2
        march_seen = False
        for a in actions:
            k = a.kind
            if k == "build":
                v = self.build_value(I, str(a.args[0]), int(a.args[1]) - 1)
            elif k == "recruit":
                v = 2.5 if I.mine["warriors_in_supply"] > 0 else -1.0
            elif k == "battle":
                v = 1.5 * self.battle_value(I, int(a.args[0]) - 1, str(a.args[1]))
            elif k == "march":
                march_seen = True
                continue
            elif k == "overwork":
                v = self.overwork_value(I, int(a.args[0]) - 1)
            else:
                continue
            if v > best_v:
                best_a, best_v = a, v
        idle = wood_waits(I, actions)
        self.mem.plan["wood_waits"] = I.turn if idle else -1  # read by rule_bonus while marching
        if march_seen and best_v < (MARCH_FOR_ROOM if idle else 2.0):
            d, _a, _k = Mover(I, self.move_value).best([a for a in self._all_moves(I)])
            if d > max(best_v, 0.3):
                return Action("march", ())
        if best_a is not None:
            if best_a.kind == "battle":
                self.mem.battle = (int(best_a.args[0]) - 1, str(best_a.args[1]))
            return best_a
        if left == 0:
            birds = [a for a in actions if a.kind == "extra"]
            if birds and len(I.hand) >= 2 and can_build(I):
                return self.cheapest(I, birds)
        return Action("end", ())

    def overwork_value(self, I: Info, c: int) -> float:
        if I.board.get("wood_in_supply", 0) <= 0:
            return -1.0
        if can_build(I):
            return -1.0
        spare = [h for h in I.hand if matches(h.suit, I.suit[c]) and h.suit != BIRD and h.kind != "ambush"]
        if spare and can_build(I, c):  # the wood pays for a building this turn
            return OVERWORK_TO_BUILD - 0.3 * min(self.card_value(I, h) for h in spare)
        return 0.5 if spare and len(I.hand) >= 3 else -1.0

    def _all_moves(self, I: Info) -> list[Action]:
        """Every move the Marquise could make now (4.2.1: rule origin or destination)."""
        out = []
        for a in range(I.n):
            if I.my_w(a) <= 0:
                continue
            for b in I.adj(a):
                if I.ruler[a] == "marquise" or I.ruler[b] == "marquise":
                    out.append(Action("move", (a + 1, b + 1)))
        return out

    def battle_value(self, I: Info, c: int, target: str) -> float:
        """A battle's worth (the shared rule), less :data:`OUTRAGE_BATTLE` where the hits
        would fall on the target's outrage token alone (8.2.6: removing sympathy costs us a
        matching card, which becomes a supporter), unless our buildings stand there: then
        :data:`GUARD_BATTLE` more a building (a revolt there would remove them all,
        8.4.1.III); :data:`NEAR_BATTLE` more for each of ours next to it (sympathy spreads
        from it, 8.4.2.I); where the target also has a building (a base, 8.4) the battle is
        worth what it removes."""
        v = super().battle_value(I, c, target)
        token = traits(target).outrage_token
        if token and not I.nb[c].get(target, 0) and any(o == target and k == token for o, k in I.tok[c]):
            mine = sum(1 for o, _k in I.bld[c] if o == "marquise")
            near = sum(1 for x in I.adj(c) for o, _k in I.bld[x] if o == "marquise")
            v += (GUARD_BATTLE * mine if mine else -OUTRAGE_BATTLE) + NEAR_BATTLE * near
        return v

    def rule_bonus(self, I: Info, c: int) -> float:
        v = 0.0
        if I.free(c) > 0:
            v = 0.8 + (ROOM_FOR_WOOD if self.mem.plan.get("wood_waits") == I.turn else 0.0)
        if c == keep_clearing(I):
            v += 1.0
        return v

    def move_value(self, I: Info, c: int, w: int) -> float:
        v = super().move_value(I, c, w)
        if c == keep_clearing(I):
            v += 0.3 * min(w, I.threat(c) + 1)
        return v

    def on_pay_wood(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (I.my_tokens(int(a.args[0]) - 1, "wood"), str(a)))

    def on_recruit(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: (I.threat(int(a.args[0]) - 1), str(a)))

    def on_field_hospitals(self, I: Info, actions: Sequence[Action]) -> Action | None:
        cards = [a for a in actions if a.kind == "hospital"]
        if not cards:
            return Action("pass", ())
        n = int(I.facts.get("warriors", 1))
        a = self.cheapest(I, cards)
        if n >= 3 or (n >= 2 and self.card_value(I, I.card(str(a.args[0]))) < 2.0):
            return a
        return Action("pass", ())

    def remove_order(self, I: Info, kind: str) -> float:
        return {"wood": 0.0, "sawmill": 2.0, "recruiter": 1.0, "workshop": 1.5, "keep": 9.0}.get(kind, 5.0)
