"""Marquise de Cat (Law ch. 6): sawmills, workshops, recruiters, wood, the keep and
Field Hospitals. Track values come from woodland/factions/marquise/data.json."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import Ability, building_slots, saves_removed_warriors
from woodland.core.actions import Action, act
from woodland.core.events import Removed
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, PIECE, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    cards_take_removed_warriors,
    clearing_suits,
    clearings_with_building,
    free_slots,
    may_change,
    piece_suits,
    place_building,
    place_token,
    place_warriors,
    remove_token,
    removed_warriors_taken,
    rulers,
    suit_words,
    unchangeable,
    why_cannot_place,
)
from woodland.rules.craft import CraftCard
from woodland.rules.move import Move, adjacency, any_move
from woodland.rules.setup import open_corners, package_data, starting_corners
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End, why_not_in_phase
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
BUILDING_KINDS = ("sawmill", "workshop", "recruiter")
TRACKS: dict[str, dict[str, Any]] = DATA["buildings"]


class TheKeep(Ability):
    """6.2.2: only the Marquise can place pieces in the clearing with her keep."""

    rule = "6.2.2"

    def forbids_placement(self, g: "Game", placer: int, c: int) -> bool:
        return placer != self.seat and (self.seat, "keep") in g.tokens[c]

    def placement_reason(self, g: "Game", c: int) -> str:
        return f"only the Marquise can place pieces in clearing {c + 1}, the clearing with her keep"


class FieldHospitalsWait(Ability):
    """Ruling R34: when a card takes removed warriors instead of the supply (Coffin Makers),
    the Marquise first decides on Field Hospitals (6.2.3); her removed warriors wait in her
    supply and go onto the card only if she does not save them (FieldHospitals._unsaved)."""

    rule = "6.2.3"

    def takes_removed_warriors(self, g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> bool:
        if owner != self.seat:
            return False
        f = marquise(g, self.seat)
        if f.may_field_hospital(g) and cards_take_removed_warriors(g):
            f.supply += n
            return True
        return False


#: the Marquise's own Daylight actions (6.5) and the rule of each
DAYLIGHT_ACTIONS = {"march": "6.5.2", "overwork": "6.5.5", "extra": "6.5"}


class MarquiseTiming(Ability):
    """The oracle: a Marquise Daylight action asked for at another moment (6.5)."""

    rule = "6.5"

    def why_not_now(self, g: "Game", seat: int, action: Any) -> Reason | None:
        rule = DAYLIGHT_ACTIONS.get(action.kind)
        if rule is None and action.kind == "build" and len(action.args) == 2 and action.args[0] in BUILDING_KINDS:
            rule = "6.5.4"
        if rule is None and action.kind == "recruit" and not action.args:
            rule = "6.5.3"
        if seat != self.seat or rule is None:
            return None
        return why_not_in_phase(g, seat, "daylight", "the Marquise takes her actions", rule, own="her own")


class Marquise(Faction):
    key = "marquise"
    ABILITIES = (TheKeep, FieldHospitalsWait, MarquiseTiming)
    listens = frozenset({"removed"})
    BUILDINGS = {k: v["count"] for k, v in TRACKS.items()}
    TOKENS = {"wood": DATA["wood"], "keep": 1}

    # -- facts from the board -------------------------------------------------------
    def built(self, kind: str) -> int:
        """Buildings of ``kind`` on the map = uncovered spaces of its track."""
        return self.BUILDINGS[kind] - self.bsupply[kind]

    def build_cost(self, kind: str) -> int:
        """6.5.4.II: the cost at the top of the leftmost building's column."""
        return TRACKS[kind]["cost"][self.built(kind)]

    def keep_clearing(self, g: "Game") -> int:
        for c, ts in enumerate(g.tokens):
            if (self.seat, "keep") in ts:
                return c
        return -1

    def draw_count(self) -> int:
        """6.6: one card plus one per uncovered draw bonus."""
        return 1 + sum(sum(TRACKS[k]["draw"][:self.built(k)]) for k in BUILDING_KINDS)

    # -- hooks ---------------------------------------------------------------------
    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """6.2.1: workshops are the Marquise's crafting pieces, each once per turn."""
        out: list[tuple[int, str]] = []
        used = self.used
        suits = piece_suits(g)
        seen: dict[int, int] = {}
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        for c in clearings_with_building(g, self.seat, "workshop"):
            k = seen.get(c, 0)
            seen[c] = k + 1
            if f"craft:{c}:{k}" not in used and c not in barred:
                out.append((c * 10 + k, suits[c]))
        return out

    def crafting_clearings(self, g: "Game") -> list[int]:
        return sorted(set(clearings_with_building(g, self.seat, "workshop")))

    def use_crafting_piece(self, g: "Game", piece: int) -> None:
        self.used.append(f"craft:{piece // 10}:{piece % 10}")

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        """6.2.3 Field Hospitals: Marquise warriors removed from a clearing may be placed at
        the keep by spending a card matching that clearing."""
        if isinstance(event, Removed) and event.owner == self.seat and event.piece == "warrior":
            if self.may_field_hospital(g):
                return [FieldHospitals(self.seat, event.clearing, event.number, cards_take_removed_warriors(g))]
        return []

    def may_field_hospital(self, g: "Game") -> bool:
        # R307: not while another ability asks her instead (its clearings include the keep's)
        return self.keep_clearing(g) >= 0 and bool(self.hand) and not saves_removed_warriors(g, self.seat)

    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        super().load_position(g, spec, take)
        self.home = self.keep_clearing(g)

    def public_board(self, g: "Game") -> dict[str, Any]:
        return {"buildings_on_track": dict(self.bsupply), "wood_in_supply": self.tsupply["wood"],
                "keep": self.keep_clearing(g) + 1 if self.keep_clearing(g) >= 0 else None}

    # -- phases ----------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return MarquiseSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return MarquiseBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return MarquiseDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return DrawAndDiscard(self.seat, self.draw_count())


#: the Marquise faction at a seat known to play it, typed
marquise = Marquise.of


class Keep(Choice["MarquiseSetup"]):
    """6.3.1-6.3.3: the keep in a corner no other player starts in, where she may place it
    (1.1.2: not at the Furious Protector, H.2.2); a warrior in every clearing but the
    opposite corner (1.5.4: none where she may not place one)."""

    kind = "keep"

    def options(self, fr: "MarquiseSetup", g: "Game") -> list[Action]:
        return [act("keep", (c + 1,)) for c in open_corners(g, fr.seat)]

    def why_not(self, fr: "MarquiseSetup", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None or c not in g.map.corners:
            return "the keep goes in a corner clearing", ["6.3.2"]
        if c in starting_corners(g):
            return "another player already starts in that corner", ["6.3.2"]
        return why_cannot_place(g, fr.seat, c, "6.3.2")

    def do(self, fr: "MarquiseSetup", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        g.factions[fr.seat].home = c
        place_token(g, fr.seat, "keep", c)
        far = g.map.opposite[c]
        for x in range(g.map.n):
            if x != far:
                place_warriors(g, fr.seat, x, 1)  # 6.3.3 garrison
        fr.step = "sawmill"


class StartingBuilding(Choice["MarquiseSetup"]):
    """6.3.4: a sawmill, a workshop and a recruiter, in turn, at or next to the keep."""

    kind = "place"

    def options(self, fr: "MarquiseSetup", g: "Game") -> list[Action]:
        return [act("place", (fr.step, c + 1)) for c in fr.sites(g)]

    def why_not(self, fr: "MarquiseSetup", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if len(action.args) != 2:
            return None
        if action.args[0] != fr.step:
            return f"place the starting {fr.step} now (sawmill, workshop, recruiter in turn)", ["6.3.4"]
        c = clearing_arg(g, action.args[1])
        home = g.factions[fr.seat].home
        if c is None or (c != home and c not in g.map.adj[home]):
            return "starting buildings go in the keep's clearing or a clearing adjacent to it", ["6.3.4"]
        return why_cannot_place(g, fr.seat, c, "6.3.4") or (f"clearing {c + 1} has no open slot", ["2.2.3"])

    def do(self, fr: "MarquiseSetup", g: "Game", action: Action) -> None:
        place_building(g, fr.seat, str(action.args[0]), int(action.args[1]) - 1)
        fr.next_building(g)


class MarquiseSetup(Frame):
    """6.3: keep in a corner, a warrior everywhere but the opposite corner, then a sawmill,
    a workshop and a recruiter at or next to the keep."""

    __slots__ = ("seat",)
    rule = "6.3"
    choices = {"keep": (Keep(),), "sawmill": (StartingBuilding(),), "workshop": (StartingBuilding(),),
               "recruiter": (StartingBuilding(),)}

    def __init__(self, seat: int) -> None:
        self.step = "keep"
        self.seat = seat

    def sites(self, g: "Game") -> list[int]:
        home = g.factions[self.seat].home
        return [c for c in (home,) + g.map.adj[home] if free_slots(g, c) > 0 and can_place(g, self.seat, c)]

    def s_keep(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_keep", self.offer(g), "place the keep in a corner clearing", "6.3.2")

    def s_building(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:  # 1.5.4: nothing can be placed
            self.next_building(g)
            return None
        return Decision(self.seat, "setup_building", opts,
                        f"place your starting {self.step} at or next to the keep", "6.3.4")

    s_sawmill = s_workshop = s_recruiter = s_building

    def next_building(self, g: "Game") -> None:
        i = BUILDING_KINDS.index(self.step)
        if i + 1 < len(BUILDING_KINDS):
            self.step = BUILDING_KINDS[i + 1]
        else:
            g.pop()

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "place" and self.step == "keep":
            return "place the keep in a corner clearing first", ["6.3.2"]
        return None


class Wood(Choice["MarquiseBirdsong"]):
    """6.4: the sawmill that receives the next wood, when wood runs short."""

    kind = "wood"

    def options(self, fr: "MarquiseBirdsong", g: "Game") -> list[Action]:
        return [act("wood", (c + 1,)) for c in sorted(set(fr.todo))]

    def why_not(self, fr: "MarquiseBirdsong", g: "Game", action: Action) -> Reason | None:
        return "wood goes only to a sawmill that has not received its wood this Birdsong", ["6.4"]

    def do(self, fr: "MarquiseBirdsong", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_token(g, fr.seat, "wood", c)
        fr.todo.remove(c)


class MarquiseBirdsong(Frame):
    """6.4: one wood at each sawmill (if wood runs short, the Marquise picks where)."""

    __slots__ = ("seat", "todo")
    rule = "6.4"
    choices = {"place": (Wood(),)}

    def __init__(self, seat: int) -> None:
        self.step = "wood"
        self.seat = seat
        self.todo: list[int] = []

    def s_wood(self, g: "Game") -> Decision | None:
        self.todo = clearings_with_building(g, self.seat, "sawmill")
        self.step = "place"
        return None

    def s_place(self, g: "Game") -> Decision | None:
        wood = g.factions[self.seat].tsupply["wood"]
        if not self.todo or wood == 0:
            g.pop()
            return None
        if wood >= len(self.todo) or len(set(self.todo)) == 1:
            for c in self.todo[:wood]:
                place_token(g, self.seat, "wood", c)
            g.pop()
            return None
        # 1.5.4: too little wood is never spent on a sawmill where wood cannot be placed
        # (a Governing assembly, 17.2.3); asked only among the others
        todo = [c for c in self.todo if can_place(g, self.seat, c)]
        if len(todo) < len(self.todo):
            self.todo = todo
            return None
        return Decision(self.seat, "place_wood", self.offer(g),
                        "not enough wood for every sawmill: place the next wood", "6.4")


def wood_reach(g: "Game", seat: int, c: int) -> list[int]:
    """6.5.4.II: the chosen clearing and every clearing connected to it through clearings
    the Marquise rules."""
    r = rulers(g)
    adj = adjacency(g, seat)
    seen = {c}
    todo = [c]
    while todo:
        x = todo.pop()
        for y in adj[x]:
            if y not in seen and r[y] == seat:
                seen.add(y)
                todo.append(y)
    return sorted(seen)


def wood_at(g: "Game", seat: int, c: int) -> int:
    """The wood the Marquise may spend in ``c`` (none where she cannot remove pieces, 17.2.3)."""
    n = g.tokens[c].count((seat, "wood"))
    return n if not n or may_change(g, seat, c, "remove") else 0


# -- the Daylight menu (6.5) ---------------------------------------------------------------
class Crafting(CraftCard):
    """6.5: the Marquise crafts first, before taking any action."""

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        return super().options(fr, g) if daylight(fr).crafting else []

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        if not daylight(fr).crafting:
            return "the Marquise crafts first, before taking any action this Daylight", ["6.5"]
        return super().why_not(fr, g, action)


class MarquiseAction(Choice["MarquiseDaylight"]):
    """6.5.1-6.5.5: one of the Marquise's Daylight actions (three, plus one per bird card
    spent); taking one ends her crafting. Subclasses say what is ``available`` now, why an
    action is not (``unavailable``) and what it does (``take``)."""

    def options(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        return self.available(fr, g) if fr.actions > 0 else []

    def why_not(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.actions <= 0:
            return "no actions left this Daylight (spend a bird card for another)", ["6.5"]
        return self.unavailable(fr, g, action)

    def do(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        fr.crafting = False
        fr.actions -= 1
        self.take(fr, g, action)

    def available(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        raise NotImplementedError

    def unavailable(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        return None

    def take(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        raise NotImplementedError


class MarquiseBattle(MarquiseAction):
    """6.5.1: battle."""

    kind = "battle"

    def available(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, hirelings=True)

    def unavailable(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        return why_battle(g, fr.seat, action)

    def take(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        start_battle(g, fr.seat, action)


class March(MarquiseAction):
    """6.5.2: up to two moves."""

    kind = "march"

    def available(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        return [act("march")] if any_move(g, fr.seat) else []

    def unavailable(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        return "no move is possible: you must rule the origin or the destination", ["6.5.2", "4.2.1"]

    def take(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        fr.got = -1
        fr.step = "march2"
        g.push(Move(fr.seat, None, optional=True))


class Recruit(MarquiseAction):
    """6.5.3: a warrior at each recruiter, once per turn."""

    kind = "recruit"

    def available(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        ok = not fr.recruited and clearings_with_building(g, fr.seat, "recruiter")
        return [act("recruit")] if ok else []

    def unavailable(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.recruited:
            return "the Marquise may recruit only once per turn", ["6.5.3"]
        return "there is no recruiter on the map", ["6.5.3"]

    def take(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        fr.recruited = True
        fr.todo = clearings_with_building(g, fr.seat, "recruiter")
        fr.step = "recruit"


class Build(MarquiseAction):
    """6.5.4: a building in a ruled clearing with an open slot, paid with wood from the
    clearings connected to it through ruled clearings."""

    kind = "build"

    def available(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        f = marquise(g, fr.seat)
        s = fr.seat
        costs = [(kind, f.build_cost(kind)) for kind in BUILDING_KINDS if f.bsupply[kind] > 0]
        if not costs:
            return []
        wood = [ts.count((s, "wood")) for ts in g.tokens]
        for c in unchangeable(g, s, "remove"):  # 17.2.3: wood there cannot be spent
            wood[c] = 0
        if sum(wood) < min(cost for _k, cost in costs):
            return []
        r = rulers(g)
        slots = building_slots(g)  # 2.2.3 (the Elder Treetop adds one)
        buildings = g.buildings
        adj = None
        comp_of = [-1] * g.map.n  # each ruled clearing's component (its first clearing)
        comp_wood: dict[int, int] = {}
        out: list[Action] = []
        for c in range(g.map.n):
            if r[c] != s or slots[c] - len(buildings[c]) <= 0 or not can_place(g, s, c):
                continue
            if comp_of[c] < 0:
                # the wood in the clearings connected to c through ruled clearings
                if adj is None:
                    adj = adjacency(g, s)
                todo = [c]
                comp_of[c] = c
                total = 0
                while todo:
                    x = todo.pop()
                    total += wood[x]
                    for y in adj[x]:
                        if comp_of[y] < 0 and r[y] == s:
                            comp_of[y] = c
                            todo.append(y)
                comp_wood[c] = total
            have = comp_wood[comp_of[c]]
            for kind, cost in costs:
                if have >= cost:
                    out.append(act("build", (kind, c + 1)))
        return out

    def unavailable(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg, lords_rule, ruled_by

        if len(action.args) != 2:
            return None
        s = fr.seat
        f = marquise(g, s)
        b, c = str(action.args[0]), clearing_arg(g, action.args[1])
        if b not in BUILDING_KINDS:
            return f"the Marquise builds sawmills, workshops and recruiters, not {b}", ["6.5.4.I"]
        if c is None:
            return f"there is no clearing {action.args[1]} on this map", ["2.2"]
        if rulers(g)[c] != s:
            return f"you do not rule clearing {c + 1}{ruled_by(g, c)}", ["6.5.4.I"] + lords_rule(g, c)
        r = why_cannot_place(g, s, c)
        if r:
            return r
        if free_slots(g, c) <= 0:
            return f"clearing {c + 1} has no open building slot", ["2.2.3", "6.5.4.III"]
        if f.bsupply[b] <= 0:
            return f"all six {b}s are on the map", ["1.5.1", "6.5.4.I"]
        cost = f.build_cost(b)
        have = sum(wood_at(g, s, x) for x in wood_reach(g, s, c))
        return (f"the next {b} costs {cost} wood, but only {have} wood is in clearing {c + 1} and the "
                f"clearings connected to it through clearings you rule"), ["6.5.4.II"]

    def take(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        fr.kind = str(action.args[0])
        fr.c = int(action.args[1]) - 1
        fr.wood = marquise(g, fr.seat).build_cost(fr.kind)
        # 6.5.4.II: the clearings the wood may come from are those connected through ruled
        # clearings when the cost is paid; removing a wood token (which counts for rule with
        # Soup Kitchens) does not take the others out of reach (ruling R556)
        fr.todo = wood_reach(g, fr.seat, fr.c)
        fr.step = "pay"


class Overwork(MarquiseAction):
    """6.5.5: spend a card matching a sawmill's clearing to place a wood there."""

    kind = "overwork"

    def available(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        if g.factions[fr.seat].tsupply["wood"] <= 0:
            return []
        out = []
        for c in sorted(set(clearings_with_building(g, fr.seat, "sawmill"))):
            # the wood must be placeable (V.6.2: not where the Scoundrel's torch lies)
            if can_place(g, fr.seat, c) and C.matching_in_hand(g, fr.seat, clearing_suits(g, c)):
                out.append(act("overwork", (c + 1,)))
        return out

    def unavailable(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        s = fr.seat
        c = clearing_arg(g, action.args[0])
        if c is None or (s, "sawmill") not in g.buildings[c]:
            return f"there is no sawmill in clearing {action.args[0]}", ["6.5.5"]
        if g.factions[s].tsupply["wood"] <= 0:
            return "all eight wood tokens are on the map", ["1.5.1", "6.5.5"]
        r = why_cannot_place(g, s, c, "6.5.5")
        if r:
            return r
        return f"you have no card matching clearing {c + 1} ({suit_words(g, c)})", ["6.5.5"]

    def take(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        fr.c = int(action.args[0]) - 1
        fr.step = "overwork"


class MarchMove(Choice["MarquiseDaylight"]):
    """A move is taken through ``march`` (6.5.2); asked for directly, it is explained."""

    kind = "move"

    def why_not(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        return why_move(g, fr.seat, action)  # None: a legal move, reached through march


class ExtraAction(Choice["MarquiseDaylight"]):
    """6.5: spend a bird card for one more action."""

    kind = "extra"

    def options(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        cards = g.deckdef.cards
        birds = [cid for cid in C.distinct_hand(g, fr.seat) if cards[cid].suit == "bird"]
        return C.card_actions(g, "extra", birds)

    def why_not(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0] if action.args else "?", "bird", "6.5") or (
            "only a bird card can be spent for an extra action", ["6.5"])

    def do(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        fr.actions += 1


class RecruitAt(Choice["MarquiseDaylight"]):
    """6.5.3: too few warriors for every recruiter: the recruiter that gets the next one."""

    kind = "recruit"

    def options(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        return [act("recruit", (c + 1,)) for c in sorted(set(fr.todo))]

    def why_not(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        return "warriors go only to recruiters that have not received one this action", ["6.5.3"]

    def do(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_warriors(g, fr.seat, c, 1)
        fr.todo.remove(c)


class PayWood(Choice["MarquiseDaylight"]):
    """6.5.4.II: the wood that pays for the building, from connected ruled clearings."""

    kind = "wood"

    def options(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        return [act("wood", (x + 1,)) for x in fr.wood_places(g)]

    def why_not(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None or c not in fr.todo:
            return (f"wood must come from clearing {fr.c + 1} or clearings connected to it through "
                    f"clearings you rule"), ["6.5.4.II"]
        return f"there is no wood in clearing {c + 1}", ["6.5.4.II"]

    def do(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        remove_token(g, int(action.args[0]) - 1, fr.seat, "wood", fr.seat, "spent")
        fr.wood -= 1


class OverworkCard(Choice["MarquiseDaylight"]):
    """6.5.5: the card matching the sawmill's clearing that pays for overwork."""

    kind = "spend"

    def options(self, fr: "MarquiseDaylight", g: "Game") -> list[Action]:
        return C.card_actions(g, "spend", C.matching_in_hand(g, fr.seat, clearing_suits(g, fr.c)))

    def why_not(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0], clearing_suits(g, fr.c), "6.5.5") if action.args else None

    def do(self, fr: "MarquiseDaylight", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        place_token(g, fr.seat, "wood", fr.c)
        fr.step = "menu"


class MarquiseDaylight(Frame):
    """6.5: craft first, then up to three actions plus one per bird card spent."""

    __slots__ = ("seat", "actions", "crafting", "recruited", "kind", "c", "wood", "todo", "got")
    rule = "6.5"
    choices = {
        "menu": (Crafting(), MarquiseBattle(), March(), Recruit(), Build(), Overwork(), ExtraAction(),
                 DaylightOptions(), End(), MarchMove()),
        "recruit": (RecruitAt(),),
        "pay": (PayWood(),),
        "overwork": (OverworkCard(),),
    }

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat
        self.actions = 3
        self.crafting = True
        self.recruited = False
        self.kind = ""
        self.c = -1
        self.wood = 0
        #: the recruiters still to get a warrior (6.5.3), or, while a Build is paid, the
        #: clearings its wood may come from (6.5.4.II)
        self.todo: list[int] = []
        self.got = -1

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "marquise_daylight", "actions_left": self.actions, "crafting": self.crafting,
                "recruited": self.recruited}

    def s_menu(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "daylight", self.offer(g), f"Daylight: {self.actions} action(s) left", "6.5",
                        keep=g.factions[self.seat].has_hidden())

    def s_march2(self, g: "Game") -> Decision | None:
        # 6.5.2: a second move, if the first one was taken
        self.step = "menu"
        if self.got == 1:
            g.push(Move(self.seat, None, optional=True))
        return None

    def s_recruit(self, g: "Game") -> Decision | None:
        f = g.factions[self.seat]
        if f.supply >= len(self.todo) or len(set(self.todo)) == 1 or f.supply == 0:
            for c in self.todo:
                place_warriors(g, self.seat, c, 1)
            self.step = "menu"
            return None
        # 1.5.4: too few warriors are never spent on a recruiter where none can be placed
        # (a Governing assembly, 17.2.3); asked only among the others
        todo = [c for c in self.todo if can_place(g, self.seat, c)]
        if len(todo) < len(self.todo):
            self.todo = todo
            return None
        return Decision(self.seat, "recruit", self.offer(g),
                        "not enough warriors for every recruiter: choose where the next one goes", "6.5.3")

    def wood_places(self, g: "Game") -> list[int]:
        """6.5.4.II: the clearings still holding wood among those in reach (``todo``, fixed
        when the Build was chosen)."""
        return [x for x in self.todo if wood_at(g, self.seat, x) > 0]

    def s_pay(self, g: "Game") -> Decision | None:
        """6.5.4.II: remove wood equal to the cost from connected ruled clearings."""
        s = self.seat
        if self.wood <= 0:
            # 6.5.4.III: place the building and score the points on the space uncovered
            place_building(g, s, self.kind, self.c)
            score(g, s, TRACKS[self.kind]["vp"][marquise(g, s).built(self.kind) - 1])
            self.step = "menu"
            return None
        places = self.wood_places(g)
        if len(places) == 1 or sum(wood_at(g, s, x) for x in places) == self.wood:
            remove_token(g, places[0], s, "wood", s, "spent")
            self.wood -= 1
            return None
        return Decision(s, "pay_wood", self.offer(g),
                        f"pay {self.wood} more wood for the {self.kind} in {self.c + 1}", "6.5.4.II")

    def s_overwork(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "spend", self.offer(g),
                        f"spend a card matching clearing {self.c + 1} to overwork", "6.5.5", keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if self.step == "pay":
            return f"first finish paying {self.wood} more wood for the {self.kind} in {self.c + 1}", ["6.5.4.II"]
        return None


def daylight(fr: Frame) -> MarquiseDaylight:
    assert isinstance(fr, MarquiseDaylight)
    return fr


class Hospital(Choice["FieldHospitals"]):
    """6.2.3: the card matching the clearing that places the removed warriors at the keep."""

    kind = "hospital"

    def options(self, fr: "FieldHospitals", g: "Game") -> list[Action]:
        return C.card_actions(g, "hospital", C.matching_in_hand(g, fr.seat, clearing_suits(g, fr.c)))

    def why_not(self, fr: "FieldHospitals", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0], clearing_suits(g, fr.c), "6.2.3") if action.args else None

    def do(self, fr: "FieldHospitals", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        place_warriors(g, fr.seat, marquise(g, fr.seat).keep_clearing(g), fr.n)
        g.pop()


class NoHospital(BareAction["FieldHospitals"]):
    """6.2.3 is optional: the warriors stay removed."""

    kind = "pass"

    def do(self, fr: "FieldHospitals", g: "Game", action: Action) -> None:
        fr.unsaved(g)
        g.pop()


class FieldHospitals(Frame):
    """6.2.3: spend a card matching the clearing to place the removed warriors at the keep."""

    __slots__ = ("seat", "c", "n", "held")
    rule = "6.2.3"
    choices = {"ask": (Hospital(), NoHospital())}

    def __init__(self, seat: int, c: int, n: int, held: bool = False) -> None:
        self.step = "ask"
        self.seat = seat
        self.c = c
        self.n = n
        #: the warriors wait in the supply for this choice; unsaved, a card takes them (R34)
        self.held = held

    def describe(self, g: "Game") -> str:
        return f"Field Hospitals for {self.c + 1}"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "field_hospitals", "clearing": self.c + 1, "warriors": self.n}

    def s_ask(self, g: "Game") -> Decision | None:
        f = marquise(g, self.seat)
        keep = f.keep_clearing(g)
        # no keep, no card, or nothing may be placed at the keep (the Scoundrel's torch lies
        # there, her coalition partner's, V.6.2): spending a card would place nothing (1.5.4)
        if keep < 0 or not f.hand or not can_place(g, self.seat, keep):
            self.unsaved(g)
            g.pop()
            return None
        # asked whenever she holds cards, so that passing tells nothing about them (1.2.1)
        return Decision(self.seat, "field_hospitals", self.offer(g),
                        f"{self.n} warrior(s) removed from {self.c + 1}: "
                        "spend a matching card to place them at the keep?",
                        "6.2.3", keep=True)

    def unsaved(self, g: "Game") -> None:
        """Warriors not saved go where they would have gone: onto Coffin Makers (R34)."""
        f = g.factions[self.seat]
        k = min(self.n, f.supply)
        if self.held and k > 0 and removed_warriors_taken(g, self.seat, self.c, k, skip=FieldHospitalsWait):
            f.supply -= k


decision_kind("setup_keep", "Where to place the keep", "6.3.2")
decision_kind("setup_building", "Where to place a starting building", "6.3.4")
decision_kind("place_wood", "Where to place wood in Birdsong", "6.4")
decision_kind("recruit", "Recruit (or not)", "6.5.3")
decision_kind("pay_wood", "Which wood pays for the building", "6.5.4")
decision_kind("field_hospitals", "Which card pays for Field Hospitals", "6.2.3")
action_kind("keep", "Place the keep here", "6.3.2", (CLEARING,))
action_kind("place", "Place a piece here (a starting building 6.3.4, or a warrior 11.3.2)", "6.3.4",
            (CLEARING,), (PIECE, CLEARING))
action_kind("build", "Build (a building kind, or a Decree card) in a clearing", "6.5.4",
            (CLEARING,), (PIECE, CLEARING), (CARD, CLEARING))
action_kind("recruit", "Recruit (everywhere, in a clearing, or by a Decree card in a clearing)", "6.5.3",
            (), (CLEARING,), (CARD, CLEARING))
action_kind("wood", "Take or place wood in this clearing", "6.5.4", (CLEARING,))
action_kind("overwork", "Overwork at this sawmill", "6.5.5", (CLEARING,))
action_kind("march", "March: take two moves", "6.5.2")
action_kind("extra", "Spend this bird card for an extra action", "6.5.6", (CARD,))
action_kind("hospital", "Pay Field Hospitals with this card", "6.2.3", (CARD,))
