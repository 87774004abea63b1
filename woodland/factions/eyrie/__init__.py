"""Eyrie Dynasties (Law ch. 7): roosts, the Decree, turmoil, the four leaders, Lords of
the Forest and Disdain for Trade. Values come from woodland/factions/eyrie/data.json."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import event
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, WORD, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import StartBattle
from woodland.rules.board import (
    can_place,
    clearings_in_suit,
    clearings_with_building,
    free_slots,
    in_suit,
    piece_suits,
    place_building,
    place_warriors,
    rulers,
    suit_words,
    total_warriors,
    unchangeable,
    why_cannot_place,
)
from woodland.rules.craft import CraftCard
from woodland.rules.move import Move
from woodland.rules.setup import far_corners, package_data, starting_corners
from woodland.rules.turn import (
    DAYLIGHT_KINDS,
    DaylightOptions,
    DrawAndDiscard,
    End,
    daylight_options,
    why_daylight_option,
    why_not_in_phase,
)
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


#: the Eyrie's own actions and the phase and rule that offer them (7.4, 7.5)
PHASE_OF = {"decree": ("birdsong", "7.4.2", "cards are added to the Decree"),
            "roost": ("birdsong", "7.4.3", "a new roost is placed"),
            "resolve": ("daylight", "7.5.2", "the Decree is resolved")}


class EyrieTiming(Ability):
    """The oracle: an Eyrie action asked for outside the phase that offers it."""

    rule = "7.4"

    def why_not_now(self, g: "Game", seat: int, action: Any) -> Reason | None:
        when = PHASE_OF.get(action.kind)
        if seat != self.seat or when is None:
            return None
        if action.kind == "resolve" and action.args and action.args[0] not in COLUMNS:
            return None  # 'resolve "..."' orders triggered effects (1.1.3), not the Decree
        phase, rule, what = when
        return why_not_in_phase(g, seat, phase, what, rule, own="the Eyrie's own")


class Eyrie(Faction):
    key = "eyrie"
    ABILITIES = (LordsOfTheForest, DisdainForTrade, Commander, Despot, EyrieTiming)
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
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        suits = piece_suits(g)
        return [(c, suits[c]) for c in clearings_with_building(g, self.seat, "roost")
                if f"craft:{c}" not in self.used and c not in barred]

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


class StartingRoost(Choice["EyrieSetup"]):
    """7.3.2: a roost and six warriors in a free corner, diagonally opposite a starting
    corner if such a corner is free."""

    kind = "roost"

    def options(self, fr: "EyrieSetup", g: "Game") -> list[Action]:
        return [act("roost", (c + 1,)) for c in far_corners(g, fr.seat)]

    def why_not(self, fr: "EyrieSetup", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None or c not in g.map.corners:
            return "the Eyrie start in a corner clearing", ["7.3.2"]
        if c in starting_corners(g):
            return "that corner is another player's starting clearing", ["7.3.2"]
        return "a corner diagonally opposite a starting corner is free, so the Eyrie must take it", ["7.3.2"]

    def do(self, fr: "EyrieSetup", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        eyrie(g, fr.seat).home = c
        place_building(g, fr.seat, "roost", c)
        place_warriors(g, fr.seat, c, 6)
        fr.step = "leader"


class StartingLeader(Choice["EyrieSetup"]):
    """7.3.3-7.3.4: a leader, whose Loyal Viziers go into the Decree; the others face up."""

    kind = "leader"

    def options(self, fr: "EyrieSetup", g: "Game") -> list[Action]:
        return [act("leader", (k,)) for k in LEADERS]

    def why_not(self, fr: "EyrieSetup", g: "Game", action: Action) -> Reason | None:
        return f"the leaders are {', '.join(LEADERS)}", ["7.3.3"]

    def do(self, fr: "EyrieSetup", g: "Game", action: Action) -> None:
        f = eyrie(g, fr.seat)
        f.leader = str(action.args[0])
        f.leaders_up = [k for k in LEADERS if k != f.leader]
        f.tuck_viziers()  # 7.3.4
        g.pop()


class EyrieSetup(Frame):
    """7.3: a roost and six warriors in a free corner (opposite a starting corner if
    possible), then a leader, whose Loyal Viziers go into the Decree."""

    __slots__ = ("seat",)
    rule = "7.3"
    choices = {"corner": (StartingRoost(),), "leader": (StartingLeader(),)}

    def __init__(self, seat: int) -> None:
        self.step = "corner"
        self.seat = seat

    def s_corner(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_corner", self.offer(g), "choose your starting corner", "7.3.2")

    def s_leader(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_leader", self.offer(g), "choose your leader", "7.3.3")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "leader":  # the leader comes after the corner (7.3.3)
            return self.choices["leader"][0].why_not(self, g, action)
        return None


class AddToDecree(Choice["EyrieBirdsong"]):
    """7.4.2: a card from hand into a column of the Decree; at most one of the cards added
    each Birdsong may be a bird card."""

    kind = "decree"

    def options(self, fr: "EyrieBirdsong", g: "Game") -> list[Action]:
        cards = g.deckdef.cards
        out = []
        for cid in C.distinct_hand(g, fr.seat):
            if fr.bird and cards[cid].suit == "bird":
                continue
            for col in COLUMNS:
                out.append(act("decree", (cards[cid].label, col)))
        return out

    def why_not(self, fr: "EyrieBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import card_in_hand, why_card

        if not action.args:
            return None
        r = why_card(g, fr.seat, action.args[0], None, "7.4.2")
        if r is not None:
            return r
        cid = card_in_hand(g, fr.seat, action.args[0])
        assert cid is not None
        if fr.bird and g.deckdef.cards[cid].suit == "bird":
            return "only one card added to the Decree each Birdsong may be a bird card", ["7.4.2"]
        if len(action.args) < 2 or action.args[1] not in COLUMNS:
            return f"the Decree columns are {', '.join(COLUMNS)}", ["7.4.2"]
        return None

    def do(self, fr: "EyrieBirdsong", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        C.take_from_hand(g, fr.seat, cid)
        eyrie(g, fr.seat).decree[str(action.args[1])].append(cid)
        if g.deckdef.cards[cid].suit == "bird":
            fr.bird = True
        fr.step = "add2" if fr.step == "add1" else "roost"


class DoneAdding(BareAction["EyrieBirdsong"]):
    """7.4.2: the second card is optional."""

    kind = "done"

    def do(self, fr: "EyrieBirdsong", g: "Game", action: Action) -> None:
        fr.step = "roost"


class NewRoost(Choice["EyrieBirdsong"]):
    """7.4.3 A New Roost: with no roost on the map, a roost and three warriors in a clearing
    with the fewest warriors where they can be placed."""

    kind = "roost"

    def options(self, fr: "EyrieBirdsong", g: "Game") -> list[Action]:
        s = fr.seat
        if eyrie(g, s).roosts() > 0:
            return []
        spots = [c for c in range(g.map.n) if free_slots(g, c) > 0 and can_place(g, s, c)]
        if not spots:
            return []
        fewest = min(total_warriors(g, c) for c in spots)
        return [act("roost", (c + 1,)) for c in spots if total_warriors(g, c) == fewest]

    def why_not(self, fr: "EyrieBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        if eyrie(g, fr.seat).roosts() > 0:
            return "a new roost is placed only when the Eyrie have no roost on the map", ["7.4.3"]
        r = why_cannot_place(g, fr.seat, c, "7.4.3")
        if r:
            return r
        if free_slots(g, c) <= 0:
            return f"clearing {c + 1} has no open slot for the roost", ["7.4.3", "2.2.3"]
        return "the new roost goes in a clearing with the fewest warriors", ["7.4.3"]

    def do(self, fr: "EyrieBirdsong", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_building(g, fr.seat, "roost", c)
        place_warriors(g, fr.seat, c, 3)
        g.pop()


class EyrieBirdsong(Frame):
    """7.4: Emergency Orders, Add to the Decree (one or two cards, at most one bird), and
    A New Roost if none is on the map."""

    __slots__ = ("seat", "bird")
    rule = "7.4"
    choices = {"add1": (AddToDecree(),), "add2": (AddToDecree(), DoneAdding()), "roost": (NewRoost(),)}

    def __init__(self, seat: int) -> None:
        self.step = "emergency"
        self.seat = seat
        self.bird = False

    def s_emergency(self, g: "Game") -> Decision | None:
        if not eyrie(g, self.seat).hand:
            C.draw(g, self.seat, 1)  # 7.4.1
        self.step = "add1"
        return None

    def s_add1(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            self.step = "roost"
            return None
        which = "a" if self.step == "add1" else "a second"
        return Decision(self.seat, "decree", opts, f"add {which} card to the Decree", "7.4.2",
                        keep=eyrie(g, self.seat).has_hidden())

    s_add2 = s_add1

    def s_roost(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if opts:
            return Decision(self.seat, "new_roost", opts, "place a new roost and three warriors", "7.4.3")
        g.pop()
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "roost":  # a new roost comes after the Decree (7.4.3)
            return self.choices["roost"][0].why_not(self, g, action)
        if action.kind in ("done", "pass", "end") and self.step == "add1":
            return "you must add at least one card to the Decree", ["7.4.2"]
        return None


# -- Daylight (7.5) ------------------------------------------------------------------------
class StartResolving(BareAction["EyrieDaylight"]):
    """7.5.1 -> 7.5.2: crafting is over; the Decree is resolved next."""

    kind = "resolve"

    def do(self, fr: "EyrieDaylight", g: "Game", action: Action) -> None:
        fr.step = "decree"


class ResolveCard(Choice["EyrieDaylight"]):
    """7.5.2: the next card of the Decree, from left to right: the player picks which of the
    current column's unresolved cards (by suit) to resolve next."""

    kind = "resolve"

    def options(self, fr: "EyrieDaylight", g: "Game") -> list[Action]:
        if fr.col >= len(COLUMNS):
            return []
        f = eyrie(g, fr.seat)
        suits: list[str] = []
        for cid in fr.todo:
            su = f.decree_suit(g, cid)
            if su not in suits:
                suits.append(su)
        return [act("resolve", (COLUMNS[fr.col], su)) for su in suits]

    def why_not(self, fr: "EyrieDaylight", g: "Game", action: Action) -> Reason | None:
        if len(action.args) != 2:
            return None
        if fr.col >= len(COLUMNS):
            return "the Decree is resolved: every column is done this Daylight", ["7.5.2"]
        col = COLUMNS[fr.col]
        if action.args[0] != col:
            return f"the Decree resolves from left to right: the {col} column comes now", ["7.5.2"]
        return f"no {action.args[1]} card is left in the {col} column", ["7.5.2"]

    def do(self, fr: "EyrieDaylight", g: "Game", action: Action) -> None:
        f = eyrie(g, fr.seat)
        fr.suit = str(action.args[1])
        for i, cid in enumerate(fr.todo):
            if f.decree_suit(g, cid) == fr.suit:
                del fr.todo[i]
                break
        fr.step = COLUMNS[fr.col]


class EndDaylight(End):
    """7.5: once the Decree is resolved, Daylight may end (after any other Daylight option)."""

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        return super().options(fr, g) if daylight(fr).col >= len(COLUMNS) else []


class DecreeAction(Choice["EyrieDaylight"]):
    """7.5.2: the action of a Decree card, in a clearing matching its suit (``where``: why
    not in a given clearing); taking it resolves the card."""

    def why_not(self, fr: "EyrieDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        return self.where(fr, g, c)

    def where(self, fr: "EyrieDaylight", g: "Game", c: int) -> Reason | None:
        raise NotImplementedError


class DecreeRecruit(DecreeAction):
    """7.5.2.I: a warrior in a matching clearing with a roost (two for the Charismatic, 7.8.2)."""

    kind = "recruit"

    def options(self, fr: "EyrieDaylight", g: "Game") -> list[Action]:
        s = fr.seat
        if eyrie(g, s).supply == 0:
            return []
        return [act("recruit", (c + 1,)) for c in fr.matching(g)
                if (s, "roost") in g.buildings[c] and can_place(g, s, c)]

    def where(self, fr: "EyrieDaylight", g: "Game", c: int) -> Reason | None:
        if fr.suit != "bird" and not in_suit(g, c, fr.suit):
            return f"this recruit needs a {fr.suit} clearing, and {c + 1} is {suit_words(g, c)}", ["7.5.2.I"]
        if (fr.seat, "roost") not in g.buildings[c]:
            return f"there is no roost in clearing {c + 1}", ["7.5.2.I"]
        r = why_cannot_place(g, fr.seat, c, "7.5.2.I")
        if r:
            return r
        if eyrie(g, fr.seat).supply == 0:
            return "no Eyrie warrior is left in your supply", ["1.5.1", "7.5.2.I"]
        return None

    def do(self, fr: "EyrieDaylight", g: "Game", action: Action) -> None:
        want = 2 if eyrie(g, fr.seat).leader == "charismatic" else 1
        if place_warriors(g, fr.seat, int(action.args[0]) - 1, want) < want:
            fr.turmoil(g)
            return
        fr.step = "decree"


class DecreeBuild(DecreeAction):
    """7.5.2.IV: a roost in a matching clearing the Eyrie rule with an open slot and no roost."""

    kind = "build"

    def options(self, fr: "EyrieDaylight", g: "Game") -> list[Action]:
        s = fr.seat
        if eyrie(g, s).bsupply["roost"] <= 0:
            return []
        r = rulers(g)
        return [act("build", (c + 1,)) for c in fr.matching(g)
                if r[c] == s and free_slots(g, c) > 0 and can_place(g, s, c) and (s, "roost") not in g.buildings[c]]

    def where(self, fr: "EyrieDaylight", g: "Game", c: int) -> Reason | None:
        from woodland.rules.why import lords_rule, ruled_by

        s = fr.seat
        if fr.suit != "bird" and not in_suit(g, c, fr.suit):
            return f"this build needs a {fr.suit} clearing, and {c + 1} is {suit_words(g, c)}", ["7.5.2.IV"]
        if rulers(g)[c] != s:
            return f"you do not rule clearing {c + 1}{ruled_by(g, c)}", ["7.5.2.IV"] + lords_rule(g, c)
        if (s, "roost") in g.buildings[c]:
            return f"clearing {c + 1} already has a roost", ["7.5.2.IV"]
        if free_slots(g, c) <= 0:
            return f"clearing {c + 1} has no open building slot", ["2.2.3"]
        return why_cannot_place(g, s, c)

    def do(self, fr: "EyrieDaylight", g: "Game", action: Action) -> None:
        place_building(g, fr.seat, "roost", int(action.args[0]) - 1)
        fr.step = "decree"


class DecreeBattle(StartBattle):
    """7.5.2.III: a battle in a matching clearing."""

    clearings_rule = "7.5.2.III"

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        return daylight(fr).matching(g)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        fr.step = "decree"
        super().do(fr, g, action)


class EyrieDaylight(Frame):
    """7.5: craft with roosts, then resolve the Decree column by column; failing any card
    means turmoil (7.7)."""

    __slots__ = ("seat", "col", "todo", "loaded", "suit", "got")
    rule = "7.5"
    choices = {
        "craft": (CraftCard(), DaylightOptions(), StartResolving()),
        "decree": (ResolveCard(), DaylightOptions(), EndDaylight()),
        "recruit": (DecreeRecruit(),),
        "battle": (DecreeBattle(),),
        "build": (DecreeBuild(),),
    }

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

    def matching(self, g: "Game") -> list[int]:
        """The clearings matching the suit of the Decree card being resolved."""
        if self.suit == "bird":
            return list(range(g.map.n))
        return clearings_in_suit(g, self.suit)

    def s_craft(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "craft", self.offer(g), "craft with your roosts, then resolve the Decree", "7.5.1",
                        keep=eyrie(g, self.seat).has_hidden())

    def s_decree(self, g: "Game") -> Decision | None:
        s = self.seat
        f = eyrie(g, s)
        if self.col >= len(COLUMNS):
            # the Decree is resolved: Daylight options (dominance, card effects) remain
            if not daylight_options(g, s):
                g.pop()
                return None
            return Decision(s, "daylight_end", self.offer(g),
                            "the Decree is resolved: anything else this Daylight?", "7.5", keep=f.has_hidden())
        if not self.loaded:
            self.todo = list(f.decree[COLUMNS[self.col]])
            self.loaded = True
        if not self.todo:
            self.col += 1
            self.loaded = False
            return None
        return Decision(s, "decree", self.offer(g), f"resolve the next {COLUMNS[self.col]} card of the Decree",
                        "7.5.2", keep=f.has_hidden())

    def s_recruit(self, g: "Game") -> Decision | None:
        return self.decree_action(g, "decree_recruit", f"recruit in a {self.suit} clearing with a roost")

    def s_move(self, g: "Game") -> Decision | None:
        self.got = -1
        self.step = "moved"
        g.push(Move(self.seat, self.matching(g), optional=False, law="7.5.2.II"))
        return None

    def s_moved(self, g: "Game") -> Decision | None:
        if self.got != 1:
            self.turmoil(g)
            return None
        self.step = "decree"
        return None

    def s_battle(self, g: "Game") -> Decision | None:
        return self.decree_action(g, "decree_battle", f"battle in a {self.suit} clearing")

    def s_build(self, g: "Game") -> Decision | None:
        return self.decree_action(g, "decree_build", f"build a roost in a {self.suit} clearing you rule")

    def decree_action(self, g: "Game", kind: str, prompt: str) -> Decision | None:
        """7.5.2: where to take the card's action, or turmoil if it cannot be taken."""
        opts = self.offer(g)
        if not opts:
            self.turmoil(g)
            return None
        return Decision(self.seat, kind, opts, prompt, "7.5.2")

    def turmoil(self, g: "Game") -> None:
        """7.5.2: an action of the Decree that cannot be fully taken means turmoil."""
        g.pop()
        g.push(Turmoil(self.seat))
        g.emit(TurmoilEvent("turmoil", self.seat))  # told before its steps are taken (7.7)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind in DAYLIGHT_KINDS:  # asked while a card's action is taken too
            return why_daylight_option(g, self.seat, action)
        if action.kind == "resolve" and len(action.args) == 2 and self.step != "decree":
            return "craft first, then resolve the Decree", ["7.5.1"]
        if action.kind == "craft" and self.step != "craft":
            return "the Eyrie craft before resolving the Decree", ["7.2.1", "7.5.1"]
        if action.kind in ("pass", "done", "end") and (self.step in ("craft", "recruit", "build", "battle")
                                                        or (self.step == "decree" and self.col < len(COLUMNS))):
            return ("the whole Decree must be resolved: no card may be skipped (one that cannot be "
                    "taken means turmoil)"), ["7.5.2"]
        if self.step in ("recruit", "build"):  # any action naming a clearing: why not the card's action there
            return self.choices[self.step][0].why_not(self, g, action)
        if self.step in ("craft", "decree") and action.kind in COLUMNS and action.args:
            return self.why_not_ahead(g, action)
        return None

    def why_not_ahead(self, g: "Game", action: Action) -> Reason | None:
        """A card's action named before its card is resolved (``build 1`` while crafting, or
        while the build column waits): the reason it could not be taken for any card of the
        column. (When it could, the oracle finds the way through ``resolve``; the engine may
        then take a single option by itself, so only refusals need explaining here.)"""
        f = eyrie(g, self.seat)
        if not f.decree[action.kind]:
            return f"there is no {action.kind} card on the Decree", ["7.5.2"]
        if self.step == "craft":  # the Decree is not begun: its first column with cards comes first
            col_i = next(i for i, k in enumerate(COLUMNS) if f.decree[k])
            todo = f.decree[COLUMNS[col_i]]
        else:
            col_i, todo = self.col, self.todo
        if col_i >= len(COLUMNS):
            return "the Decree is resolved: every column is done this Daylight", ["7.5.2"]
        col = COLUMNS[col_i]
        if action.kind != col:
            if COLUMNS.index(action.kind) < col_i:
                return f"the {action.kind} column of the Decree is resolved this Daylight", ["7.5.2"]
            return f"the Decree resolves from left to right: the {col} column comes first", ["7.5.2"]
        if action.kind == "move":
            return None  # the move's own choices explain it (the oracle looks through resolve)
        from woodland.rules.why import clearing_arg

        c = clearing_arg(g, action.args[0])
        choice = self.choices[col][0]
        found: Reason | None = None
        for su in dict.fromkeys(f.decree_suit(g, cid) for cid in todo):
            fr = self.copy()
            assert isinstance(fr, EyrieDaylight)
            fr.suit = su
            r = choice.why_not(fr, g, action)
            if r is None:
                return None
            # prefer the reason of a card whose suit fits the clearing (the suit is not the obstacle)
            if found is None or (c is not None and (su == "bird" or in_suit(g, c, su))):
                found = r
        return found


def daylight(fr: Frame) -> EyrieDaylight:
    assert isinstance(fr, EyrieDaylight)
    return fr


@event("turmoil")
class TurmoilEvent(NamedTuple):
    """The Eyrie fell into turmoil (7.7): its score may drop (7.7.1 Humiliate)."""
    kind: str
    seat: int


class NewLeader(Choice["Turmoil"]):
    """7.7.3 Depose: a new leader from those face up, whose Loyal Viziers go into the Decree;
    then 7.7.4 Rest: Daylight ends."""

    kind = "leader"

    def options(self, fr: "Turmoil", g: "Game") -> list[Action]:
        return [act("leader", (k,)) for k in eyrie(g, fr.seat).leaders_up]

    def why_not(self, fr: "Turmoil", g: "Game", action: Action) -> Reason | None:
        return "the new leader comes from the leaders still face up", ["7.7.3"]

    def do(self, fr: "Turmoil", g: "Game", action: Action) -> None:
        f = eyrie(g, fr.seat)
        f.leader = str(action.args[0])
        f.leaders_up.remove(f.leader)
        f.tuck_viziers()
        g.pop()  # 7.7.4 Rest: Daylight ends


class Turmoil(Frame):
    """7.7: Humiliate, Purge, Depose (choose a new leader), Rest."""

    __slots__ = ("seat",)
    rule = "7.7"
    choices = {"depose": (NewLeader(),)}

    def __init__(self, seat: int) -> None:
        self.step = "humiliate"
        self.seat = seat

    def s_humiliate(self, g: "Game") -> Decision | None:
        s = self.seat
        f = eyrie(g, s)
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

    def s_depose(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "new_leader", self.offer(g), "turmoil: choose a new leader", "7.7.3")


class EyrieEvening(Frame):
    """7.6: score the rightmost empty space of the Roosts track, then draw and discard."""

    __slots__ = ("seat",)
    rule = "7.6"

    def __init__(self, seat: int) -> None:
        self.step = "score"
        self.seat = seat

    def s_score(self, g: "Game") -> Decision | None:
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
