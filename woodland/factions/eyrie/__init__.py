"""Eyrie Dynasties (Law ch. 7): roosts, the Decree, turmoil, the four leaders, Lords of
the Forest and Disdain for Trade. Values come from woodland/factions/eyrie/data.json."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import event
from woodland.core.faction import Faction
from woodland.core.frame import Decision, Frame
from woodland.core.kinds import CARD, CLEARING, WORD, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    clearings_with_building,
    free_slots,
    place_building,
    place_warriors,
    rulers,
    total_warriors,
    why_cannot_place,
)
from woodland.rules.craft import craft_options, start_craft
from woodland.rules.move import Move
from woodland.rules.setup import package_data, starting_corners
from woodland.rules.turn import DAYLIGHT_KINDS, DrawAndDiscard, daylight_options, do_daylight_option
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
COLUMNS = ("recruit", "move", "battle", "build")
LEADERS: dict[str, dict[str, Any]] = DATA["leaders"]
VIZIER = -1  # a Loyal Vizier in a Decree column (a bird card that is never discarded, 7.7.2)


class LordsOfTheForest(Ability):
    """7.2.2: the Eyrie rule a clearing where they are tied for most pieces (with at least one)."""

    rule = "7.2.2"

    def wins_rule_ties(self, g: "Game") -> bool:
        return True


class DisdainForTrade(Ability):
    """7.2.3 Disdain for Trade: one point per item the Eyrie craft, unless the Builder leads
    (7.8.1)."""

    rule = "7.2.3"

    def item_points(self, g: "Game", crafter: int, points: int) -> int:
        if crafter == self.seat and eyrie(g, self.seat).leader != "builder":
            return 1
        return points


class Commander(Ability):
    """7.8.3 Commander: while the Commander leads, the Eyrie deal an extra hit as attacker."""

    rule = "7.8.3"

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        return 1 if seat == self.seat == battle.a and eyrie(g, self.seat).leader == "commander" else 0


class Despot(Ability):
    """7.8.4 Despot: while the Despot leads, one extra point for removing at least one enemy
    building or token in a battle (ruling R2: once per battle)."""

    rule = "7.8.4"

    def battle_removal_bonus(self, g: "Game", battle: Any, seat: int, removed: int) -> int:
        return 1 if seat == self.seat and removed > 0 and eyrie(g, self.seat).leader == "despot" else 0


class Eyrie(Faction):
    key = "eyrie"
    ABILITIES = (LordsOfTheForest, DisdainForTrade, Commander, Despot)
    BUILDINGS = {"roost": DATA["roosts"]}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.leader = ""
        #: leaders face up beside the board, available at the next Depose (7.3.3)
        self.leaders_up: list[str] = []
        #: the Decree: card ids per column, VIZIER for a Loyal Vizier
        self.decree: dict[str, list[int]] = {col: [] for col in COLUMNS}

    def roosts(self) -> int:
        return self.BUILDINGS["roost"] - self.bsupply["roost"]

    def draw_count(self) -> int:
        """7.6.2: one card plus one per uncovered draw bonus."""
        return 1 + sum(DATA["roost_draw"][:self.roosts()])

    def decree_suit(self, g: "Game", cid: int) -> str:
        return "bird" if cid == VIZIER else g.deckdef.cards[cid].suit

    def tuck_viziers(self) -> None:
        for col in LEADERS[self.leader]["viziers"]:
            self.decree[col].append(VIZIER)

    # -- hooks ------------------------------------------------------------------------
    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """7.2.1: roosts are the Eyrie's crafting pieces."""
        return [(c, g.suits[c]) for c in clearings_with_building(g, self.seat, "roost")
                if f"craft:{c}" not in self.used]

    def crafting_clearings(self, g: "Game") -> list[int]:
        return clearings_with_building(g, self.seat, "roost")

    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Fields: ``leader`` (default builder), ``leaders_face_up`` (default the other
        three), ``decree`` (column -> card labels, "Loyal Vizier" for a vizier; default
        the leader's viziers only)."""
        from woodland.core.errors import BadInput, InvalidPosition, Problem

        problems: list[Problem] = []
        for k in sorted(set(spec) - {"leader", "leaders_face_up", "decree"}):
            problems.append(Problem(f"eyrie.{k}", "unknown field"))
        self.leader = spec.get("leader", "builder")
        if self.leader not in LEADERS:
            problems.append(Problem("eyrie.leader", f"unknown leader {self.leader!r} ({', '.join(LEADERS)})", "7.8"))
            self.leader = "builder"
        up = spec.get("leaders_face_up", [k for k in LEADERS if k != self.leader])
        if not isinstance(up, list) or self.leader in up or any(k not in LEADERS for k in up) \
                or len(set(up)) != len(up):
            problems.append(Problem("eyrie.leaders_face_up", "must list leaders other than the current one", "7.3.3"))
            up = [k for k in LEADERS if k != self.leader]
        self.leaders_up = list(up)
        decree = spec.get("decree")
        if decree is None:
            self.tuck_viziers()
        elif not isinstance(decree, dict):
            problems.append(Problem("eyrie.decree", "expected an object: column -> card names"))
        else:
            for col, labels in decree.items():
                if col not in COLUMNS:
                    problems.append(Problem(f"eyrie.decree.{col}", f"unknown column {col!r} "
                                            f"(columns: {', '.join(COLUMNS)})", "7.4.2"))
                    continue
                if not isinstance(labels, list):
                    problems.append(Problem(f"eyrie.decree.{col}", "expected a list of card names"))
                    continue
                for lb in labels:
                    if isinstance(lb, str) and lb.lower() == "loyal vizier":
                        self.decree[col].append(VIZIER)
                        continue
                    try:
                        self.decree[col].append(take(lb, f"eyrie.decree.{col}"))
                    except BadInput as e:
                        problems.append(Problem(e.field, str(e).split(": ", 1)[-1], "1.5.1"))
        if problems:
            raise InvalidPosition(problems)
        roosts = [c for c in range(g.map.n) if (self.seat, "roost") in g.buildings[c]]
        self.home = roosts[0] if len(roosts) == 1 and roosts[0] in g.map.corners else -1

    def held_cards(self) -> list[int]:
        return [c for cs in self.decree.values() for c in cs if c != VIZIER]

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        out = []
        if self.leader not in LEADERS and self.leader != "":
            out.append(("leader", f"unknown leader {self.leader!r}"))
        if any(k not in LEADERS or k == self.leader for k in self.leaders_up):
            out.append(("leaders_up", "must list other leaders"))
        if set(self.decree) != set(COLUMNS) or not all(isinstance(v, list) for v in self.decree.values()):
            out.append(("decree", f"expected the columns {', '.join(COLUMNS)}"))
        elif any(not isinstance(c, int) or not -1 <= c < len(g.deckdef.cards)
                 for cs in self.decree.values() for c in cs):
            out.append(("decree", "bad card"))
        return out

    def public_board(self, g: "Game") -> dict[str, Any]:
        cards = g.deckdef.cards
        return {"leader": self.leader, "leaders_face_up": list(self.leaders_up),
                "decree": {col: ["Loyal Vizier" if c == VIZIER else cards[c].label for c in cs]
                           for col, cs in self.decree.items()},
                "roosts_on_track": self.bsupply["roost"]}

    # -- phases -------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return EyrieSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return EyrieBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return EyrieDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return EyrieEvening(self.seat)


#: the Eyrie faction at a seat known to play it, typed
eyrie = Eyrie.of


class EyrieSetup(Frame):
    """7.3: a roost and six warriors in a free corner (opposite a starting corner if
    possible), then a leader, whose Loyal Viziers go into the Decree."""

    __slots__ = ("seat",)
    rule = "7.3"

    def __init__(self, seat: int) -> None:
        self.step = "corner"
        self.seat = seat

    def run(self, g: "Game") -> Decision | None:
        if self.step == "corner":
            taken = starting_corners(g)
            free = [c for c in g.map.corners if c not in taken and can_place(g, self.seat, c)]
            opposite = [c for c in free if g.map.opposite[c] in taken]
            opts = [act("roost", (c + 1,)) for c in (opposite or free)]
            return Decision(self.seat, "setup_corner", opts, "choose your starting corner", "7.3.2")
        opts = [act("leader", (k,)) for k in LEADERS]
        return Decision(self.seat, "setup_leader", opts, "choose your leader", "7.3.3")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        from woodland.rules.why import clearing_arg

        if self.step == "corner" and action.kind == "roost" and action.args:
            c = clearing_arg(g, action.args[0])
            if c is None or c not in g.map.corners:
                return "the Eyrie start in a corner clearing", ["7.3.2"]
            if c in starting_corners(g):
                return "that corner is another player's starting clearing", ["7.3.2"]
            return "a corner diagonally opposite a starting corner is free, so the Eyrie must take it", ["7.3.2"]
        if action.kind == "leader":
            return f"the leaders are {', '.join(LEADERS)}", ["7.3.3"]
        return None

    def act(self, g: "Game", action: Action) -> None:
        f = eyrie(g, self.seat)
        if self.step == "corner":
            c = int(action.args[0]) - 1
            f.home = c
            place_building(g, self.seat, "roost", c)
            place_warriors(g, self.seat, c, 6)
            self.step = "leader"
            return
        f.leader = str(action.args[0])
        f.leaders_up = [k for k in LEADERS if k != f.leader]
        f.tuck_viziers()  # 7.3.4
        g.pop()


class EyrieBirdsong(Frame):
    """7.4: Emergency Orders, Add to the Decree (one or two cards, at most one bird), and
    A New Roost if none is on the map."""

    __slots__ = ("seat", "bird")
    rule = "7.4"

    def __init__(self, seat: int) -> None:
        self.step = "emergency"
        self.seat = seat
        self.bird = False

    def _decree_options(self, g: "Game") -> list[Action]:
        cards = g.deckdef.cards
        out = []
        for cid in C.distinct_hand(g, self.seat):
            if self.bird and cards[cid].suit == "bird":
                continue
            for col in COLUMNS:
                out.append(act("decree", (cards[cid].label, col)))
        return out

    def run(self, g: "Game") -> Decision | None:
        s = self.seat
        f = eyrie(g, s)
        if self.step == "emergency":
            if not f.hand:
                C.draw(g, s, 1)  # 7.4.1
            self.step = "add1"
            return None
        if self.step in ("add1", "add2"):
            opts = self._decree_options(g)
            if self.step == "add2":
                opts.append(act("done"))
            if not opts:
                self.step = "roost"
                return None
            which = "a" if self.step == "add1" else "a second"
            return Decision(s, "decree", opts, f"add {which} card to the Decree", "7.4.2", keep=f.has_hidden())
        # 7.4.3 A New Roost
        if f.roosts() == 0:
            spots = [c for c in range(g.map.n) if free_slots(g, c) > 0 and can_place(g, s, c)]
            if spots:
                fewest = min(total_warriors(g, c) for c in spots)
                opts = [act("roost", (c + 1,)) for c in spots if total_warriors(g, c) == fewest]
                return Decision(s, "new_roost", opts, "place a new roost and three warriors", "7.4.3")
        g.pop()
        return None

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "decree" and self.step in ("add1", "add2") and action.args:
            from woodland.rules.why import card_in_hand, why_card

            cards = g.deckdef.cards
            r = why_card(g, self.seat, action.args[0], None, "7.4.2")
            if r is not None:
                return r
            cid = card_in_hand(g, self.seat, action.args[0])
            assert cid is not None
            if self.bird and cards[cid].suit == "bird":
                return "only one card added to the Decree each Birdsong may be a bird card", ["7.4.2"]
            if len(action.args) < 2 or action.args[1] not in COLUMNS:
                return f"the Decree columns are {', '.join(COLUMNS)}", ["7.4.2"]
        if action.kind == "roost" and action.args:
            from woodland.rules.why import clearing_arg

            c = clearing_arg(g, action.args[0])
            if c is None:
                return f"there is no clearing {action.args[0]} on this map", ["2.2"]
            r = why_cannot_place(g, self.seat, c, "7.4.3")
            if r:
                return r
            if free_slots(g, c) <= 0:
                return f"clearing {c + 1} has no open slot for the roost", ["7.4.3", "2.2.3"]
            return "the new roost goes in a clearing with the fewest warriors", ["7.4.3"]
        if action.kind == "done" and self.step == "add1":
            return "you must add at least one card to the Decree", ["7.4.2"]
        return None

    def act(self, g: "Game", action: Action) -> None:
        s = self.seat
        f = eyrie(g, s)
        if action.kind == "done":
            self.step = "roost"
        elif action.kind == "decree":
            cid = C.card_by_label(g, s, str(action.args[0]))
            C.take_from_hand(g, s, cid)
            f.decree[str(action.args[1])].append(cid)
            if g.deckdef.cards[cid].suit == "bird":
                self.bird = True
            self.step = "add2" if self.step == "add1" else "roost"
        else:  # roost
            c = int(action.args[0]) - 1
            place_building(g, s, "roost", c)
            place_warriors(g, s, c, 3)
            g.pop()


class EyrieDaylight(Frame):
    """7.5: craft with roosts, then resolve the Decree column by column; failing any card
    means turmoil (7.7)."""

    __slots__ = ("seat", "col", "todo", "loaded", "suit", "got")
    rule = "7.5"

    def __init__(self, seat: int) -> None:
        self.step = "craft"
        self.seat = seat
        self.col = 0
        self.todo: list[int] = []
        self.loaded = False
        self.suit = ""
        self.got = -1

    def public(self, g: "Game") -> dict[str, Any] | None:
        cards = g.deckdef.cards
        d: dict[str, Any] = {"procedure": "eyrie_daylight", "step": self.step}
        if self.step != "craft" and self.col < len(COLUMNS):
            d["column"] = COLUMNS[self.col]
            d["unresolved_in_column"] = ["Loyal Vizier" if c == VIZIER else cards[c].label for c in self.todo]
        if self.suit:
            d["suit"] = self.suit
        return d

    def _matching(self, g: "Game") -> list[int]:
        if self.suit == "bird":
            return list(range(g.map.n))
        return [c for c in range(g.map.n) if g.suits[c] == self.suit]

    def run(self, g: "Game") -> Decision | None:
        s = self.seat
        f = eyrie(g, s)
        step = self.step
        if step == "craft":
            opts = craft_options(g, s) + daylight_options(g, s) + [act("resolve")]
            return Decision(s, "craft", opts, "craft with your roosts, then resolve the Decree", "7.5.1",
                            keep=f.has_hidden())
        if step == "decree":
            if self.col >= len(COLUMNS):
                # the Decree is resolved: Daylight options (dominance, card effects) remain
                opts = daylight_options(g, s)
                if not opts:
                    g.pop()
                    return None
                return Decision(s, "daylight_end", opts + [act("end")],
                                "the Decree is resolved: anything else this Daylight?", "7.5", keep=f.has_hidden())
            if not self.loaded:
                self.todo = list(f.decree[COLUMNS[self.col]])
                self.loaded = True
            if not self.todo:
                self.col += 1
                self.loaded = False
                return None
            suits = []
            for cid in self.todo:
                su = f.decree_suit(g, cid)
                if su not in suits:
                    suits.append(su)
            opts = [act("resolve", (COLUMNS[self.col], su)) for su in suits] + daylight_options(g, s)
            return Decision(s, "decree", opts, f"resolve the next {COLUMNS[self.col]} card of the Decree", "7.5.2",
                            keep=f.has_hidden())
        if step == "recruit":
            opts = [act("recruit", (c + 1,)) for c in self._matching(g)
                    if ("roost" in [k for o, k in g.buildings[c] if o == s]) and can_place(g, s, c)]
            if not opts or f.supply == 0:
                self._turmoil(g)
                return None
            return Decision(s, "decree_recruit", opts, f"recruit in a {self.suit} clearing with a roost", "7.5.2")
        if step == "move":
            self.got = -1
            self.step = "moved"
            g.push(Move(s, self._matching(g), optional=False, law="7.5.2.II"))
            return None
        if step == "moved":
            if self.got != 1:
                self._turmoil(g)
                return None
            self.step = "decree"
            return None
        if step == "battle":
            opts = battle_options(g, s, self._matching(g))
            if not opts:
                self._turmoil(g)
                return None
            return Decision(s, "decree_battle", opts, f"battle in a {self.suit} clearing", "7.5.2")
        if step == "build":
            r = rulers(g)
            opts = []
            if f.bsupply["roost"] > 0:
                opts = [act("build", (c + 1,)) for c in self._matching(g)
                        if r[c] == s and free_slots(g, c) > 0 and can_place(g, s, c)
                        and (s, "roost") not in g.buildings[c]]
            if not opts:
                self._turmoil(g)
                return None
            return Decision(s, "decree_build", opts, f"build a roost in a {self.suit} clearing you rule", "7.5.2")
        raise RuntimeError(f"engine error: EyrieDaylight step {step}")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        from woodland.rules.why import clearing_arg, why_battle, why_craft

        s = self.seat
        if action.kind in DAYLIGHT_KINDS:
            from woodland.rules.turn import why_daylight_option

            return why_daylight_option(g, s, action)
        if action.kind == "resolve" and len(action.args) == 2:
            if self.step != "decree":
                return "craft first, then resolve the Decree", ["7.5.1"]
            col = COLUMNS[self.col] if self.col < len(COLUMNS) else ""
            if action.args[0] != col:
                return f"the Decree resolves from left to right: the {col} column comes now", ["7.5.2"]
            return f"no {action.args[1]} card is left in the {col} column", ["7.5.2"]
        if self.step == "craft" and action.kind == "craft":
            return why_craft(g, s, action)
        if action.kind == "craft":
            return "the Eyrie craft before resolving the Decree", ["7.2.1", "7.5.1"]
        if self.step == "battle":
            return why_battle(g, s, action, self._matching(g), "7.5.2.III")
        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None:
            if action.args and self.step in ("recruit", "build"):
                return f"there is no clearing {action.args[0]} on this map", ["2.2"]
            return None
        if self.step == "recruit":
            if (s, "roost") not in g.buildings[c]:
                return f"there is no roost in clearing {c + 1}", ["7.5.2.I"]
            return f"this recruit needs a {self.suit} clearing, and {c + 1} is {g.suits[c]}", ["7.5.2.I"]
        if self.step == "build":
            if self.suit != "bird" and g.suits[c] != self.suit:
                return f"this build needs a {self.suit} clearing, and {c + 1} is {g.suits[c]}", ["7.5.2.IV"]
            if rulers(g)[c] != s:
                from woodland.rules.why import lords_rule, ruled_by

                return f"you do not rule clearing {c + 1}{ruled_by(g, c)}", ["7.5.2.IV"] + lords_rule(g, c)
            if (s, "roost") in g.buildings[c]:
                return f"clearing {c + 1} already has a roost", ["7.5.2.IV"]
            if free_slots(g, c) <= 0:
                return f"clearing {c + 1} has no open building slot", ["2.2.3"]
            r = why_cannot_place(g, s, c)
            if r:
                return r
        return None

    def _turmoil(self, g: "Game") -> None:
        """7.5.2: an action of the Decree that cannot be fully taken means turmoil."""
        g.pop()
        g.push(Turmoil(self.seat))
        g.emit(TurmoilEvent("turmoil", self.seat))  # told before its steps are taken (7.7)
        return None

    def act(self, g: "Game", action: Action) -> None:
        s = self.seat
        f = eyrie(g, s)
        kind = action.kind
        if kind == "craft":
            start_craft(g, s, action)
        elif kind in DAYLIGHT_KINDS:
            do_daylight_option(g, s, action)
        elif kind == "resolve" and not action.args:
            self.step = "decree"
        elif kind == "end":
            g.pop()
        elif kind == "resolve":
            self.suit = str(action.args[1])
            for i, cid in enumerate(self.todo):
                if f.decree_suit(g, cid) == self.suit:
                    del self.todo[i]
                    break
            self.step = COLUMNS[self.col]
        elif kind == "recruit":
            # 7.5.2.I; 7.8.2 the Charismatic leader must place two warriors
            want = 2 if f.leader == "charismatic" else 1
            placed = place_warriors(g, s, int(action.args[0]) - 1, want)
            if placed < want:
                self._turmoil(g)
                return
            self.step = "decree"
        elif kind == "battle":
            self.step = "decree"
            start_battle(g, s, action)
        elif kind == "build":
            place_building(g, s, "roost", int(action.args[0]) - 1)
            self.step = "decree"
        else:
            raise RuntimeError(f"engine error: unknown Eyrie action {action}")


@event("turmoil")
class TurmoilEvent(NamedTuple):
    """The Eyrie fell into turmoil (7.7): its score may drop (7.7.1 Humiliate)."""
    kind: str
    seat: int


class Turmoil(Frame):
    """7.7: Humiliate, Purge, Depose (choose a new leader), Rest."""

    __slots__ = ("seat",)
    rule = "7.7"

    def __init__(self, seat: int) -> None:
        self.step = "humiliate"
        self.seat = seat

    def run(self, g: "Game") -> Decision | None:
        s = self.seat
        f = eyrie(g, s)
        if self.step == "humiliate":
            birds = sum(1 for cs in f.decree.values() for c in cs if f.decree_suit(g, c) == "bird")
            score(g, s, -birds)  # 7.7.1
            for col in COLUMNS:  # 7.7.2 Purge: all but the Loyal Viziers
                for cid in f.decree[col]:
                    if cid != VIZIER:
                        C.discard_card(g, cid, s)
                f.decree[col] = []
            # 7.7.3 Depose: the leader goes face down
            f.leader = ""
            if not f.leaders_up:  # 7.7.3.I A New Clutch
                f.leaders_up = list(LEADERS)
            self.step = "depose"
            return None
        opts = [act("leader", (k,)) for k in f.leaders_up]
        return Decision(s, "new_leader", opts, "turmoil: choose a new leader", "7.7.3")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "leader":
            return "the new leader comes from the leaders still face up", ["7.7.3"]
        return None

    def act(self, g: "Game", action: Action) -> None:
        f = eyrie(g, self.seat)
        f.leader = str(action.args[0])
        f.leaders_up.remove(f.leader)
        f.tuck_viziers()
        g.pop()  # 7.7.4 Rest: Daylight ends


class EyrieEvening(Frame):
    """7.6: score the rightmost empty space of the Roosts track, then draw and discard."""

    __slots__ = ("seat",)
    rule = "7.6"

    def __init__(self, seat: int) -> None:
        self.step = "score"
        self.seat = seat

    def run(self, g: "Game") -> Decision | None:
        f = eyrie(g, self.seat)
        r = f.roosts()
        if r:
            score(g, self.seat, DATA["roost_vp"][r - 1])  # 7.6.1
        g.pop()
        g.push(DrawAndDiscard(self.seat, f.draw_count(), "7.6.2"))
        return None


decision_kind("setup_leader", "Which leader to start with", "7.3.3")
decision_kind("decree", "Which card to add to which Decree column", "7.4.2")
decision_kind("new_roost", "Where to place a new roost", "7.4.3")
decision_kind("decree_recruit", "Where to resolve a recruit of the Decree", "7.5.2")
decision_kind("decree_build", "Where to resolve a build of the Decree", "7.5.2")
decision_kind("decree_battle", "Where and whom to battle for the Decree", "7.5.2")
decision_kind("daylight_end", "Craft more or end Daylight", "7.5")
decision_kind("new_leader", "Which leader to choose after turmoil", "7.7.3")
action_kind("leader", "Choose this leader", "7.3.3", (WORD,))
action_kind("decree", "Add this card to this Decree column (recruit, move, battle, build)", "7.4.2", (CARD, WORD))
action_kind("roost", "Place a roost here", "7.4.3", (CLEARING,))
