"""The Twilight Council (Law ch. 17): assemblies, Loyalists, Governors, Entreat and
Peacekeepers. Numbers come from woodland/factions/council/data.json.

Pieces and state:

- Assemblies are tokens (Law c.5.2): ``assembly`` lies Closed, ``governing`` Governing
  (17.2.2); both count as ``assembly`` in the supply (``supply_kind``), so flipping one
  replaces the token where it lies, taking nothing from the supply.
- ``loyalists``: the warriors on the player board (17.2.1), neither on the map nor in the
  supply (``warriors_elsewhere``).
- ``revealed``: the cards revealed in Birdsong (17.4), in the play area face up until the
  Evening returns them to hand (17.6.1); kept apart from ``play_area`` so that a revealed
  card's text is never in force.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import Moved, Removed, event
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, COUNT, FACTION, WORD, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import Battle, HelperHit, battle_options, hit_takers, start_battle
from woodland.rules.board import (
    can_place,
    clearing_suits,
    is_enemy,
    move_warriors,
    piece_suits,
    place_token,
    place_warriors,
    remove_token,
    remove_warriors,
    replace_token,
    rulers,
    why_cannot_place,
)
from woodland.rules.craft import CraftCard
from woodland.rules.move import Move, any_move, blocked, link_between, move_links, move_options
from woodland.rules.setup import package_data, starting_corners
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End, daylight_options
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
CLOSED = "assembly"
GOVERNING = "governing"
ASSEMBLIES = (CLOSED, GOVERNING)
LIMIT: int = DATA["loyalist_limit"]


# ----------------------------------------------------------------------------- the faction
class Council(Faction):
    key = "council"
    listens = frozenset({"removed"})  # 17.2.2: an enemy removing an assembly costs a Loyalist
    TOKENS = {CLOSED: DATA["assemblies"]}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: warriors on the player board (17.2.1)
        self.loyalists = 0
        #: cards revealed this Birdsong, face up in the play area (17.4)
        self.revealed: list[int] = []

    # -- facts from the board -------------------------------------------------------------
    def assembly_at(self, g: "Game", c: int) -> str | None:
        for s, k in g.tokens[c]:
            if s == self.seat and k in ASSEMBLIES:
                return k
        return None

    def assemblies(self, g: "Game") -> list[tuple[int, str]]:
        """(clearing, side) of each assembly on the map."""
        me = self.seat
        return [(c, k) for c, ts in enumerate(g.tokens) for s, k in ts if s == me and k in ASSEMBLIES]

    def governing(self, g: "Game", c: int) -> bool:
        return (self.seat, GOVERNING) in g.tokens[c]

    def flip(self, g: "Game", c: int, side: str) -> None:
        """17.2.2: turn the assembly in ``c`` to ``side`` (a flip, not a placement)."""
        k = self.assembly_at(g, c)
        if k is not None and k != side:
            replace_token(g, c, self.seat, k, side)
            g.emit(AssemblyFlipped("assembly_flipped", self.seat, c, side))

    def gain_loyalists(self, n: int) -> int:
        """17.2.1: up to ``n`` warriors from the supply to the Loyalists (four at most)."""
        k = max(0, min(n, self.supply, LIMIT - self.loyalists))
        self.supply -= k
        self.loyalists += k
        return k

    def place_loyalists(self, g: "Game", c: int, n: int) -> None:
        """17.2.4, 17.4.3: ``n`` Loyalists placed in ``c``."""
        self.loyalists -= n
        self.supply += n
        place_warriors(g, self.seat, c, n)

    # -- hooks ----------------------------------------------------------------------------
    def supply_kind(self, kind: str) -> str:
        return CLOSED if kind in ASSEMBLIES else kind

    def take_token(self, kind: str) -> bool:
        return super().take_token(self.supply_kind(kind))

    def return_token(self, kind: str) -> None:
        super().return_token(self.supply_kind(kind))

    def warriors_elsewhere(self) -> int:
        return self.loyalists

    def held_cards(self) -> list[int]:
        return list(self.revealed)

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """17.2.6: each assembly (either side) once; its piece id is its clearing."""
        suits = piece_suits(g)
        return [(c, suits[c]) for c, _k in self.assemblies(g) if f"craft:{c}" not in self.used]

    def crafting_clearings(self, g: "Game") -> list[int]:
        return sorted(c for c, _k in self.assemblies(g))

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, Removed) and event.owner == self.seat and event.piece in ASSEMBLIES \
                and event.by >= 0 and is_enemy(g, event.by, self.seat) and self.loyalists:
            return [LoseLoyalist(self.seat)]
        return []

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        out = []
        if not 0 <= self.loyalists <= LIMIT:
            out.append(("loyalists", f"the Council holds 0 to {LIMIT} Loyalists (17.2.1)"))
        return out

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        out = []
        for c in range(g.map.n):
            if sum(1 for s, k in g.tokens[c] if s == self.seat and k in ASSEMBLIES) > 1:
                out.append(("tokens", f"clearing {c + 1} holds two assemblies: each goes to a clearing with none",
                            "17.4.3"))
        return out

    def public_board(self, g: "Game") -> dict[str, Any]:
        cards = g.deckdef.cards
        on_map = self.assemblies(g)
        return {"loyalists": self.loyalists,
                "assemblies_on_track": self.tsupply[CLOSED],
                "governing": [c + 1 for c, k in on_map if k == GOVERNING],
                "closed": [c + 1 for c, k in on_map if k == CLOSED],
                "revealed": [cards[x].label for x in self.revealed]}

    def draw_icons(self) -> int:
        """17.6.2: card draw icons showing on the Assemblies track."""
        icons: list[int] = DATA["assembly_draw_icons"]
        return icons[DATA["assemblies"] - self.tsupply[CLOSED]]

    # -- phases -------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return CouncilSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return CouncilBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return CouncilDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return CouncilEvening(self.seat)


#: the Council at a seat known to play it, typed
council = Council.of


def clearing_of(g: "Game", action: Action, i: int = 0) -> tuple[int | None, Reason | None]:
    """The clearing named by argument ``i``, or why there is none."""
    from woodland.rules.why import clearing_arg

    if len(action.args) <= i:
        return None, ("name a clearing", ["2.2"])
    c = clearing_arg(g, action.args[i])
    if c is None:
        return None, (f"there is no clearing {action.args[i]} on this map", ["2.2"])
    return c, None


def matching(g: "Game", suit: str) -> list[int]:
    """Clearings of the map matching a card of ``suit`` (a bird card matches any, 2.1.1)."""
    return [c for c in range(g.map.board_n) if C.matches_one(suit, clearing_suits(g, c))]


def suit_of(g: "Game", cid: int) -> str:
    return g.deckdef.cards[cid].suit


def council_seat(g: "Game") -> int:
    """The seat of the Council in this game, or -1."""
    return next((f.seat for f in g.factions if isinstance(f, Council)), -1)


# ----------------------------------------------------------------------------- abilities
class Governors(Ability):
    """17.2.3: at Governing assemblies, enemies of the Council cannot place pieces, nor
    (outside battle) remove or flip pieces, nor activate crafting pieces there."""

    rule = "17.2.3"

    def forbids_placement(self, g: "Game", placer: int, c: int) -> bool:
        return (self.seat, GOVERNING) in g.tokens[c] and is_enemy(g, placer, self.seat)

    def placement_reason(self, g: "Game", c: int) -> str:
        return (f"clearing {c + 1} has a Governing assembly: enemies of the Council cannot place pieces there "
                "(entreat the Council to close it first)")

    def piece_may_stand(self, g: "Game", owner: int, c: int) -> bool:
        return True  # pieces placed before the assembly turned Governing stay

    def forbids_change(self, g: "Game", actor: int, c: int, change: str) -> bool:
        return (self.seat, GOVERNING) in g.tokens[c] and is_enemy(g, actor, self.seat)

    def change_reason(self, g: "Game", c: int, change: str) -> str:
        what = {"remove": "remove pieces", "flip": "flip pieces", "craft": "activate crafting pieces"}[change]
        return (f"clearing {c + 1} has a Governing assembly: enemies of the Council cannot {what} there outside "
                "battle (entreat the Council to close it first)")


class Entreat(Ability):
    """17.2.4: any number of times on their turn, an enemy may force the Council to flip an
    assembly to Closed; the Council then may place any number of Loyalists there, or put
    one warrior in its Loyalists. Offered like every action any player may take on their
    own turn (ruling R120); only a Governing assembly can be flipped to Closed (R321)."""

    rule = "17.2.4"
    turn_kinds = ("entreat",)

    def targets(self, g: "Game", seat: int) -> list[int]:
        if seat == self.seat or not is_enemy(g, seat, self.seat):
            return []
        me = (self.seat, GOVERNING)
        return [c for c, ts in enumerate(g.tokens) if me in ts]

    def turn_window(self, g: "Game", seat: int) -> bool:
        return bool(self.targets(g, seat))

    def turn_options(self, g: "Game", seat: int) -> list[Action]:
        return [act("entreat", (c + 1,)) for c in self.targets(g, seat)]

    def turn_option_why(self, g: "Game", seat: int, action: Action) -> Reason | None:
        if seat == self.seat or not is_enemy(g, seat, self.seat):
            return "only an enemy of the Council may entreat it", ["17.2.4"]
        c, r = clearing_of(g, action)
        if c is None:
            return r
        k = council(g, self.seat).assembly_at(g, c)
        if k is None:
            return f"there is no assembly in clearing {c + 1}", ["17.2.4"]
        if k == CLOSED:
            return f"the assembly in clearing {c + 1} is Closed already", ["17.2.4"]
        return None

    def turn_option_do(self, g: "Game", seat: int, action: Action) -> None:
        c = int(action.args[0]) - 1
        council(g, self.seat).flip(g, c, CLOSED)
        g.push(EntreatReply(self.seat, c))

    def why_not_now(self, g: "Game", seat: int, action: Any) -> Reason | None:
        if action.kind != "entreat":
            return None
        if g.current != seat:
            return "an enemy entreats the Council on their own turn", ["17.2.4"]
        r = self.turn_option_why(g, seat, action)
        if r is not None:
            return r
        return ("Entreat is offered in your Daylight and before your Birdsong and Evening, not in the middle of "
                "another action"), ["17.2.4", "R120"]


class Peacekeepers(Ability):
    """17.2.5: when an enemy of the Council battles another enemy at an assembly, Council
    warriors there defend too, taking hits only once the defender's warriors are gone;
    not when the Vagabond defends, nor when a Vagabond Allied with the Council attacks
    (17.2.5.I: then they may attack with him, 9.2.9.II)."""

    rule = "17.2.5"

    def battle_helpers(self, g: "Game", battle: Any, seat: int) -> list[int]:
        me = self.seat
        a, d, c = battle.a, battle.d, battle.c
        # the battle's sides, whoever chose the defender (the Warm Sun Prophets' controller,
        # ruling R574); an enemy hireling attacking or defending is "an enemy" (H.3.2; R560)
        if seat != d or me in (a, d) or not is_enemy(g, a, me) or not is_enemy(g, d, me):
            return []
        if (d >= 0 and g.factions[d].is_vagabond) or council(g, me).assembly_at(g, c) is None:
            return []
        if a >= 0 and me in getattr(g.factions[a], "allied_seats", lambda _g: [])(g):  # 17.2.5.I
            return []
        return [me]

    def helpers_hit_last(self, g: "Game", battle: Any, seat: int) -> list[int]:
        return [self.seat] if seat == battle.d and self.seat in battle.help_d else []


Council.ABILITIES = (Governors, Entreat, Peacekeepers)


class LoseLoyalist(Frame):
    """17.2.2: an enemy removed an assembly: the Council removes one Loyalist (to its
    supply)."""

    __slots__ = ("seat",)
    rule = "17.2.2"
    choices = {"go": ()}

    def __init__(self, seat: int) -> None:
        self.step = "go"
        self.seat = seat

    def s_go(self, g: "Game") -> Decision | None:
        f = council(g, self.seat)
        if f.loyalists:
            f.loyalists -= 1
            f.supply += 1
        g.pop()
        return None


# ----------------------------------------------------------------------------- Entreat reply
class ReplyPlace(Choice["EntreatReply"]):
    """17.2.4: place any number of Loyalists at the assembly just closed."""

    kind = "count"

    def options(self, fr: "EntreatReply", g: "Game") -> list[Action]:
        f = council(g, fr.seat)
        if not can_place(g, fr.seat, fr.c):
            return []
        return [act("count", (k,)) for k in range(1, f.loyalists + 1)]

    def why_not(self, fr: "EntreatReply", g: "Game", action: Action) -> Reason | None:
        f = council(g, fr.seat)
        return why_cannot_place(g, fr.seat, fr.c, "17.2.4") or \
            (f"you hold {f.loyalists} Loyalist(s): place 1 to {f.loyalists}", ["17.2.4", "17.2.1"])

    def do(self, fr: "EntreatReply", g: "Game", action: Action) -> None:
        council(g, fr.seat).place_loyalists(g, fr.c, int(action.args[0]))
        g.pop()


class ReplyGain(Choice["EntreatReply"]):
    """17.2.4: or place one warrior (from the supply) in the Loyalists."""

    kind = "gain_loyalist"

    def options(self, fr: "EntreatReply", g: "Game") -> list[Action]:
        f = council(g, fr.seat)
        return [act("gain_loyalist")] if f.supply and f.loyalists < LIMIT else []

    def why_not(self, fr: "EntreatReply", g: "Game", action: Action) -> Reason | None:
        f = council(g, fr.seat)
        if f.loyalists >= LIMIT:
            return f"you hold {LIMIT} Loyalists, the most you can", ["17.2.1"]
        return "you have no warrior in your supply", ["17.2.4", "1.5.1"]

    def do(self, fr: "EntreatReply", g: "Game", action: Action) -> None:
        council(g, fr.seat).gain_loyalists(1)
        g.pop()


class ReplyPass(BareAction["EntreatReply"]):
    kind = "pass"

    def do(self, fr: "EntreatReply", g: "Game", action: Action) -> None:
        g.pop()


class EntreatReply(Frame):
    """17.2.4: after an enemy's Entreat closed the assembly in ``c``, the Council may place
    Loyalists there or gain one."""

    __slots__ = ("seat", "c")
    rule = "17.2.4"
    clearing_fields = ("c",)
    choices = {"reply": (ReplyPlace(), ReplyGain(), ReplyPass())}

    def __init__(self, seat: int, c: int) -> None:
        self.step = "reply"
        self.seat = seat
        self.c = c

    def describe(self, g: "Game") -> str:
        return f"Entreat: the assembly in {self.c + 1} closed"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "entreat", "clearing": self.c + 1}

    def s_reply(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            g.pop()
            return None
        return Decision(self.seat, "entreat_reply", opts,
                        f"entreated: place Loyalists in {self.c + 1} (count), gain a Loyalist, or pass", "17.2.4")


# ----------------------------------------------------------------------------- setup (17.3)
class SetupPlace(Choice["CouncilSetup"]):
    """17.3.2: four warriors in a corner clearing (the starting clearing), two in a
    different clearing."""

    kind = "place"

    def sites(self, fr: "CouncilSetup", g: "Game") -> list[int]:
        if fr.step == "corner":
            taken = starting_corners(g)
            return [c for c in g.map.corners if c not in taken]
        return [c for c in range(g.map.board_n) if c != fr.corner]

    def options(self, fr: "CouncilSetup", g: "Game") -> list[Action]:
        return [act("place", (c + 1,)) for c in self.sites(fr, g) if can_place(g, fr.seat, c)]

    def why_not(self, fr: "CouncilSetup", g: "Game", action: Action) -> Reason | None:
        c, r = clearing_of(g, action)
        if c is None:
            return r
        if fr.step == "corner":
            if c not in g.map.corners:
                return "the Council's first four warriors go in a corner clearing", ["17.3.2"]
            if c in starting_corners(g):
                return "another player starts in that corner", ["17.3.2"]
        elif c == fr.corner:
            return f"the two warriors go in a clearing other than your starting clearing {c + 1}", ["17.3.2"]
        return why_cannot_place(g, fr.seat, c, "17.3.2")

    def do(self, fr: "CouncilSetup", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        if fr.step == "corner":
            fr.corner = c
            council(g, fr.seat).home = c
            place_warriors(g, fr.seat, c, DATA["corner_warriors"])
            fr.step = "second"
        else:
            place_warriors(g, fr.seat, c, DATA["second_warriors"])
            g.pop()


class CouncilSetup(Frame):
    """17.3: warriors in supply (17.3.1), four in a corner and two elsewhere (17.3.2), the
    assemblies on their track (17.3.3, the token supply)."""

    __slots__ = ("seat", "corner")
    rule = "17.3"
    clearing_fields = ("corner",)
    choices = {"corner": (SetupPlace(),), "second": (SetupPlace(),)}

    def __init__(self, seat: int) -> None:
        self.step = "corner"
        self.seat = seat
        self.corner = -1

    def s_corner(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_corner", self.offer(g),
                        "place four warriors in a corner clearing (your starting clearing)", "17.3.2")

    def s_second(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "council_second", opts, "place two warriors in a different clearing", "17.3.2")


# ----------------------------------------------------------------------------- Loyalists
class Dismiss(Choice[Frame]):
    """17.2.1: the Council may remove Loyalists at any time (to its supply); offered in
    each menu of its turn (ruling R323)."""

    kind = "dismiss"

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        return [act("dismiss", (k,)) for k in range(1, council(g, fr.seat).loyalists + 1)]

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        n = council(g, fr.seat).loyalists
        return f"you hold {n} Loyalist(s)", ["17.2.1"]

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        f = council(g, fr.seat)
        k = int(action.args[0])
        f.loyalists -= k
        f.supply += k


# ----------------------------------------------------------------------------- Birdsong (17.4)
def can_recruit(g: "Game", seat: int, cs: list[int]) -> list[int]:
    return [c for c in cs if can_place(g, seat, c)] if g.factions[seat].supply else []


def can_assemble(g: "Game", seat: int, cs: list[int]) -> list[int]:
    f = council(g, seat)
    if not f.tsupply[CLOSED]:
        return []
    return [c for c in cs if f.assembly_at(g, c) is None and can_place(g, seat, c)]


def card_possible(g: "Game", seat: int, suit: str) -> bool:
    """Some action of 17.4.1-4 is possible in a clearing matching ``suit`` (a battle against
    an enemy hireling too, H.3.2, as ``BirdsongBattle`` offers)."""
    cs = matching(g, suit)
    return bool(can_recruit(g, seat, cs) or can_assemble(g, seat, cs) or any_move(g, seat, cs)
                or battle_options(g, seat, cs, hirelings=True))


class Reveal(Choice["CouncilBirdsong"]):
    """17.4: reveal a card from hand into the play area to take one action with it."""

    kind = "reveal"

    def options(self, fr: "CouncilBirdsong", g: "Game") -> list[Action]:
        return [act("reveal", (C.label(g, cid),)) for cid in C.distinct_hand(g, fr.seat)
                if card_possible(g, fr.seat, suit_of(g, cid))]

    def why_not(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        r = why_card(g, fr.seat, action.args[0] if action.args else "", None, "17.4")
        if r is not None:
            return r
        return ("no move, recruit, assemble or battle is possible in a clearing matching that card",
                ["17.4.1", "17.4.2", "17.4.3", "17.4.4"])

    def do(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> None:
        s = fr.seat
        cid = C.card_by_label(g, s, str(action.args[0]))
        C.take_from_hand(g, s, cid)  # face up into the play area (1.2)
        council(g, s).revealed.append(cid)
        fr.card = cid
        fr.step = "act"


class RevealedDone(BareAction["CouncilBirdsong"]):
    kind = "done"

    def do(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> None:
        g.pop()


class BirdsongMove(Choice["CouncilBirdsong"]):
    """17.4.1: a move from a clearing matching the revealed card."""

    kind = "move"

    def options(self, fr: "CouncilBirdsong", g: "Game") -> list[Action]:
        return move_options(g, fr.seat, matching(g, fr.suit(g)))

    def why_not(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        return why_move(g, fr.seat, action, matching(g, fr.suit(g)), "17.4.1")

    def do(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> None:
        mv = Move(fr.seat, law="17.4.1")
        mv.a, mv.b = int(action.args[0]) - 1, int(action.args[1]) - 1
        mv.step = "count"
        fr.step = "reveal"
        g.push(mv)


class BirdsongRecruit(Choice["CouncilBirdsong"]):
    """17.4.2: one warrior in a clearing matching the revealed card."""

    kind = "recruit"

    def options(self, fr: "CouncilBirdsong", g: "Game") -> list[Action]:
        return [act("recruit", (c + 1,)) for c in can_recruit(g, fr.seat, matching(g, fr.suit(g)))]

    def why_not(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> Reason | None:
        c, r = clearing_of(g, action)
        if c is None:
            return r
        if c not in matching(g, fr.suit(g)):
            return f"clearing {c + 1} does not match the revealed card ({fr.suit(g)})", ["17.4.2"]
        if not g.factions[fr.seat].supply:
            return "you have no warrior in your supply", ["17.4.2", "1.5.1"]
        return why_cannot_place(g, fr.seat, c, "17.4.2")

    def do(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> None:
        place_warriors(g, fr.seat, int(action.args[0]) - 1, 1)
        fr.step = "reveal"


class Assemble(Choice["CouncilBirdsong"]):
    """17.4.3: a Closed assembly (and any number of Loyalists) in a matching clearing with
    no assembly; the card is discarded if the Council does not rule the clearing then."""

    kind = "assemble"

    def options(self, fr: "CouncilBirdsong", g: "Game") -> list[Action]:
        return [act("assemble", (c + 1,)) for c in can_assemble(g, fr.seat, matching(g, fr.suit(g)))]

    def why_not(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> Reason | None:
        c, r = clearing_of(g, action)
        if c is None:
            return r
        f = council(g, fr.seat)
        if c not in matching(g, fr.suit(g)):
            return f"clearing {c + 1} does not match the revealed card ({fr.suit(g)})", ["17.4.3"]
        if f.assembly_at(g, c) is not None:
            return f"clearing {c + 1} has an assembly already", ["17.4.3"]
        if not f.tsupply[CLOSED]:
            return "all six assemblies are on the map", ["17.4.3", "1.5.1"]
        return why_cannot_place(g, fr.seat, c, "17.4.3")

    def do(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_token(g, fr.seat, CLOSED, c)
        fr.c = c
        fr.step = "loyalists"


class AssembleLoyalists(Choice["CouncilBirdsong"]):
    """17.4.3: any number of Loyalists with the new assembly (0 and up)."""

    kind = "count"

    def options(self, fr: "CouncilBirdsong", g: "Game") -> list[Action]:
        n = council(g, fr.seat).loyalists if can_place(g, fr.seat, fr.c) else 0
        return [act("count", (k,)) for k in range(0, n + 1)]

    def why_not(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> Reason | None:
        n = council(g, fr.seat).loyalists
        return f"you hold {n} Loyalist(s): place 0 to {n}", ["17.4.3", "17.2.1"]

    def do(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> None:
        s = fr.seat
        k = int(action.args[0])
        if k:
            council(g, s).place_loyalists(g, fr.c, k)
        if rulers(g)[fr.c] != s:  # 17.4.3: then, not ruling it, discard the card
            fr.discard(g)
        fr.step = "reveal"


class BirdsongBattle(Choice["CouncilBirdsong"]):
    """17.4.4: a battle in a clearing matching the revealed card; at an assembly the card is
    discarded."""

    kind = "battle"

    def options(self, fr: "CouncilBirdsong", g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, matching(g, fr.suit(g)), hirelings=True)

    def why_not(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        return why_battle(g, fr.seat, action, matching(g, fr.suit(g)), "17.4.4")

    def do(self, fr: "CouncilBirdsong", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        if council(g, fr.seat).assembly_at(g, c) is not None:
            fr.discard(g)
        fr.step = "reveal"
        start_battle(g, fr.seat, action)  # the defender: a faction, or a hireling (H.3.2)


class CouncilBirdsong(Frame):
    """17.4: reveal cards one at a time, each for one action (move, recruit, assemble,
    battle) in a clearing matching it."""

    __slots__ = ("seat", "card", "c", "got")
    rule = "17.4"
    clearing_fields = ("c",)
    choices = {"reveal": (Reveal(), Dismiss(), RevealedDone()),
               "act": (BirdsongMove(), BirdsongRecruit(), Assemble(), BirdsongBattle()),
               "loyalists": (AssembleLoyalists(),)}

    def __init__(self, seat: int) -> None:
        self.step = "reveal"
        self.seat = seat
        #: the card revealed for the action in hand
        self.card = -1
        self.c = -1
        self.got = -1

    def suit(self, g: "Game") -> str:
        return suit_of(g, self.card) if self.card >= 0 else ""

    def discard(self, g: "Game") -> None:
        f = council(g, self.seat)
        if self.card in f.revealed:
            f.revealed.remove(self.card)
            C.discard_card(g, self.card, self.seat)

    def public(self, g: "Game") -> dict[str, Any] | None:
        if self.step == "reveal" or self.card < 0:
            return None
        return {"procedure": "council_birdsong", "card": g.deckdef.cards[self.card].label, "step": self.step}

    def s_reveal(self, g: "Game") -> Decision | None:
        self.card = -1
        opts = self.offer(g)
        if len(opts) == 1 and not g.factions[self.seat].hand:
            g.pop()
            return None
        return Decision(self.seat, "council_reveal", opts, "reveal a card for an action, or done", "17.4",
                        keep=True)

    def s_act(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "council_act", self.offer(g),
                        f"with {g.deckdef.cards[self.card].label}: move, recruit, assemble or battle "
                        f"in a {self.suit(g)} clearing", "17.4")

    def s_loyalists(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "council_loyalists", self.offer(g),
                        f"how many Loyalists to place with the assembly in {self.c + 1}", "17.4.3")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind in ("move", "recruit", "assemble", "battle") and self.step == "reveal":
            return "reveal a card first: each action of the Council's Birdsong takes one revealed card", ["17.4"]
        if action.kind == "reveal" and self.step != "reveal":
            return "take the action of the card you revealed first", ["17.4"]
        return elsewhere(action)


def elsewhere(action: Action) -> Reason | None:
    """Why an action of the Council belongs to another part of its turn."""
    k = action.kind
    if k in ("reveal", "assemble", "recruit"):
        return "the Council reveals cards to move, recruit, assemble and battle in Birdsong", ["17.4"]
    if k in ("convene", "banish", "agitate", "empower"):
        return "the Council convenes the Woodfolk in Evening", ["17.6.1"]
    if k == "craft":
        return "the Council crafts in Evening (Inspire)", ["17.2.6", "17.6.2"]
    if k == "adjourn":
        return "the Council adjourns assemblies in Evening, after Inspire", ["17.6.3"]
    return None


# ----------------------------------------------------------------------------- Daylight (17.5)
def sleep(g: "Game", seat: int) -> None:
    """17.5.1: flip assemblies ruled by enemies to Closed (an uncontrolled hireling rules as
    a player, H.3.1, and is an enemy, H.3.2)."""
    f = council(g, seat)
    r = rulers(g)
    for c, k in f.assemblies(g):
        if k == GOVERNING and r[c] != -1 and r[c] != seat and is_enemy(g, r[c], seat):
            f.flip(g, c, CLOSED)


class CouncilDaylight(Frame):
    """17.5: Sleep, then what any faction may do in Daylight (3.3 dominance, card effects)."""

    __slots__ = ("seat",)
    rule = "17.5"
    choices = {"sleep": (), "menu": (DaylightOptions(), Dismiss(), End())}

    def __init__(self, seat: int) -> None:
        self.step = "sleep"
        self.seat = seat

    def s_sleep(self, g: "Game") -> Decision | None:
        sleep(g, self.seat)
        self.step = "menu"
        return None

    def s_menu(self, g: "Game") -> Decision | None:
        if not daylight_options(g, self.seat) and not council(g, self.seat).loyalists:
            g.pop()
            return None
        return Decision(self.seat, "daylight_end", self.offer(g), "anything else this Daylight?", "17.5",
                        keep=g.factions[self.seat].has_hidden())

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return elsewhere(action)


# ----------------------------------------------------------------------------- Evening (17.6)
def matching_assemblies(g: "Game", seat: int, suit: str) -> list[int]:
    cs = set(matching(g, suit))
    return [c for c, _k in council(g, seat).assemblies(g) if c in cs]


class Convene(Choice["CouncilEvening"]):
    """17.6.1: return a revealed card to hand (one by one)."""

    kind = "convene"

    def options(self, fr: "CouncilEvening", g: "Game") -> list[Action]:
        seen = dict.fromkeys(C.label(g, x) for x in council(g, fr.seat).revealed)
        return [act("convene", (lb,)) for lb in seen]

    def why_not(self, fr: "CouncilEvening", g: "Game", action: Action) -> Reason | None:
        return f"{action.args[0] if action.args else 'that card'} is not among the cards you revealed in Birdsong", \
            ["17.6.1"]

    def do(self, fr: "CouncilEvening", g: "Game", action: Action) -> None:
        f = council(g, fr.seat)
        label = str(action.args[0]).lower()
        cid = next(x for x in f.revealed if C.label(g, x).lower() == label)
        f.revealed.remove(cid)
        f.hand.append(cid)
        f.shown.append(cid)  # 1.2: every player saw it go back to hand
        fr.card = cid
        fr.step = "returned"


class Banish(Choice["CouncilEvening"]):
    """17.6.1.I: with a non-bird card, a battle in a clearing with a matching assembly whose
    hits move defending warriors instead (``BanishBattle``)."""

    kind = "banish"

    def clearings(self, fr: "CouncilEvening", g: "Game") -> list[int]:
        suit = suit_of(g, fr.card)
        return [] if suit == "bird" else matching_assemblies(g, fr.seat, suit)

    def options(self, fr: "CouncilEvening", g: "Game") -> list[Action]:
        cs = self.clearings(fr, g)
        return [act("banish", a.args) for a in battle_options(g, fr.seat, cs)] if cs else []

    def why_not(self, fr: "CouncilEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        if suit_of(g, fr.card) == "bird":
            return "banish needs a non-bird card (a bird card empowers)", ["17.6.1.I"]
        c, r = clearing_of(g, action)
        if c is None:
            return r
        if c not in self.clearings(fr, g):
            return f"there is no assembly matching {C.label(g, fr.card)} in clearing {c + 1}", ["17.6.1.I"]
        if len(action.args) > 1 and g.hirelings is not None and g.hirelings.key_of(str(action.args[1])) is not None:
            # ruling R575: a Banish against a hireling could do nothing at all
            return ("a hireling cannot be banished: it cannot be forced to move, so it takes no hits from banish, "
                    "and the Council ignores the rolled hits it takes"), ["17.6.1.I.c", "H.3.4", "R575"]
        return why_battle(g, fr.seat, Action("battle", action.args), None, "17.6.1.I")

    def do(self, fr: "CouncilEvening", g: "Game", action: Action) -> None:
        fr.step = "convene"
        g.push(BanishBattle(fr.seat, g.seat_of(str(action.args[1])), int(action.args[0]) - 1))


class Agitate(Choice["CouncilEvening"]):
    """17.6.1.II: with a non-bird card: spend it, gain a Loyalist and flip a matching
    assembly to Governing."""

    kind = "agitate"

    def options(self, fr: "CouncilEvening", g: "Game") -> list[Action]:
        suit = suit_of(g, fr.card)
        if suit == "bird":
            return []
        return [act("agitate", (c + 1,)) for c in matching_assemblies(g, fr.seat, suit)]

    def why_not(self, fr: "CouncilEvening", g: "Game", action: Action) -> Reason | None:
        if suit_of(g, fr.card) == "bird":
            return "agitate needs a non-bird card (a bird card empowers)", ["17.6.1.II"]
        c, r = clearing_of(g, action)
        if c is None:
            return r
        return f"there is no assembly matching {C.label(g, fr.card)} in clearing {c + 1}", ["17.6.1.II"]

    def do(self, fr: "CouncilEvening", g: "Game", action: Action) -> None:
        f = council(g, fr.seat)
        C.spend(g, fr.seat, fr.card)
        f.gain_loyalists(1)
        f.flip(g, int(action.args[0]) - 1, GOVERNING)
        fr.step = "convene"


class Empower(Choice["CouncilEvening"]):
    """17.6.1.III: with a bird card: roll a die at an assembly and remove that many Council
    warriors there; then Loyalists, or a point if the Council rules it."""

    kind = "empower"

    def options(self, fr: "CouncilEvening", g: "Game") -> list[Action]:
        if suit_of(g, fr.card) != "bird":
            return []
        return [act("empower", (c + 1,)) for c, _k in council(g, fr.seat).assemblies(g)]

    def why_not(self, fr: "CouncilEvening", g: "Game", action: Action) -> Reason | None:
        if suit_of(g, fr.card) != "bird":
            return "empower needs a bird card (a suited card banishes or agitates)", ["17.6.1.III"]
        c, r = clearing_of(g, action)
        if c is None:
            return r
        return f"there is no assembly in clearing {c + 1}", ["17.6.1.III"]

    def do(self, fr: "CouncilEvening", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        roll = g.rng.below(4)
        k = remove_warriors(g, fr.seat, c, roll, fr.seat, "empower")
        g.emit(Empowered("empowered", fr.seat, c, roll, k))
        fr.c = c
        fr.removed = k
        fr.step = "empower"


class ConveneNothing(BareAction["CouncilEvening"]):
    """17.6.1: the action for a returned card is optional."""

    kind = "pass"

    def do(self, fr: "CouncilEvening", g: "Game", action: Action) -> None:
        fr.step = "convene"


class EmpowerKeep(Choice["CouncilEvening"]):
    """17.6.1.III: the removed warriors to the Loyalists, or one point if the Council rules
    the assembly's clearing."""

    kind = "empower_keep"

    def options(self, fr: "CouncilEvening", g: "Game") -> list[Action]:
        out = [act("empower_keep", ("loyalists",))]
        if rulers(g)[fr.c] == fr.seat:
            out.append(act("empower_keep", ("point",)))
        return out

    def why_not(self, fr: "CouncilEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import ruled_by

        if action.args and action.args[0] == "point":
            return f"you do not rule clearing {fr.c + 1}{ruled_by(g, fr.c)}", ["17.6.1.III"]
        return "choose loyalists or point", ["17.6.1.III"]

    def do(self, fr: "CouncilEvening", g: "Game", action: Action) -> None:
        f = council(g, fr.seat)
        if action.args[0] == "point":
            score(g, fr.seat, 1)
        else:
            f.gain_loyalists(fr.removed)
        fr.step = "convene"


class AdjournRemove(Choice["CouncilEvening"]):
    """17.6.3: remove any of the Council's assemblies."""

    kind = "adjourn"

    def options(self, fr: "CouncilEvening", g: "Game") -> list[Action]:
        return [act("adjourn", (c + 1,)) for c, _k in council(g, fr.seat).assemblies(g)]

    def why_not(self, fr: "CouncilEvening", g: "Game", action: Action) -> Reason | None:
        c, r = clearing_of(g, action)
        if c is None:
            return r
        return f"there is no assembly in clearing {c + 1}", ["17.6.3"]

    def do(self, fr: "CouncilEvening", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        k = council(g, fr.seat).assembly_at(g, c)
        assert k is not None
        remove_token(g, c, fr.seat, k, fr.seat, "adjourn")


class StepDone(BareAction["CouncilEvening"]):
    kind = "done"

    def do(self, fr: "CouncilEvening", g: "Game", action: Action) -> None:
        fr.step = {"inspire": "after_inspire", "adjourn": "flip"}[fr.step]


class InspireCraft(CraftCard):
    """17.6.2: craft by activating assemblies."""

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        assert isinstance(fr, CouncilEvening)
        fr.crafted = True
        super().do(fr, g, action)


def oversee_points(g: "Game", seat: int) -> int:
    """17.6.4: points by the Governing assemblies sharing a clearing with enemy buildings
    or tokens."""
    n = 0
    for c, k in council(g, seat).assemblies(g):
        if k == GOVERNING and any(s != seat and is_enemy(g, s, seat) for s, _k in g.buildings[c] + g.tokens[c]):
            n += 1
    table: list[int] = DATA["oversee_vp"]
    return table[min(n, len(table) - 1)]


class CouncilEvening(Frame):
    """17.6: convene the Woodfolk, inspire, adjourn, oversee, draw and discard."""

    __slots__ = ("seat", "card", "c", "removed", "crafted", "got")
    rule = "17.6"
    clearing_fields = ("c",)
    choices = {"convene": (Convene(),),
               "returned": (Banish(), Agitate(), Empower(), ConveneNothing()),
               "empower": (EmpowerKeep(),),
               "inspire": (InspireCraft(), Dismiss(), StepDone()),
               "after_inspire": (),
               "adjourn": (AdjournRemove(), Dismiss(), StepDone()),
               "flip": (), "oversee": (), "draw": ()}

    def __init__(self, seat: int) -> None:
        self.step = "convene"
        self.seat = seat
        #: the card just returned to hand (17.6.1)
        self.card = -1
        self.c = -1
        #: warriors removed by Empower
        self.removed = 0
        self.crafted = False
        self.got = -1

    def public(self, g: "Game") -> dict[str, Any] | None:
        if self.step in ("returned", "empower") and self.card >= 0:
            return {"procedure": "convene", "card": g.deckdef.cards[self.card].label, "step": self.step}
        return None

    def s_convene(self, g: "Game") -> Decision | None:
        self.card = -1
        opts = self.offer(g)
        if not opts:
            self.step = "inspire"
            return None
        return Decision(self.seat, "convene", opts, "return a revealed card to hand", "17.6.1")

    def s_returned(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "convene"
            return None
        return Decision(self.seat, "convene_action", opts,
                        f"{g.deckdef.cards[self.card].label} returned: banish, agitate, empower, or pass", "17.6.1")

    def s_empower(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "empower_keep", self.offer(g),
                        f"{self.removed} warrior(s) removed from {self.c + 1}: to your Loyalists, or a point",
                        "17.6.1.III")

    def s_inspire(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "inspire", self.offer(g), "craft with your assemblies, or done", "17.6.2",
                        keep=g.factions[self.seat].has_hidden())

    def s_after_inspire(self, g: "Game") -> Decision | None:
        if not self.crafted:  # 17.6.2: no card crafted: the draw icons showing
            C.draw(g, self.seat, council(g, self.seat).draw_icons())
        self.step = "adjourn"
        return None

    def s_adjourn(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "flip"
            return None
        return Decision(self.seat, "adjourn", opts, "remove any of your assemblies, or done", "17.6.3")

    def s_flip(self, g: "Game") -> Decision | None:
        """17.6.3: flip the assemblies the Council rules to Governing."""
        f = council(g, self.seat)
        r = rulers(g)
        for c, k in f.assemblies(g):
            if k == CLOSED and r[c] == self.seat:
                f.flip(g, c, GOVERNING)
        self.step = "oversee"
        return None

    def s_oversee(self, g: "Game") -> Decision | None:
        score(g, self.seat, oversee_points(g, self.seat))
        self.step = "draw"
        return None

    def s_draw(self, g: "Game") -> Decision | None:
        g.pop()
        g.push(DrawAndDiscard(self.seat, DATA["evening_draw"], "17.6.5"))
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        order = ("convene", "inspire", "adjourn")
        convened = ("banish", "agitate", "empower")  # 17.6.1: each with a card returned
        asked = {"convene": "convene", "craft": "inspire", "adjourn": "adjourn",
                 **dict.fromkeys(convened, "convene")}.get(action.kind)
        if asked and self.step in order and order.index(asked) < order.index(self.step):
            return f"Evening goes convene, inspire, adjourn: the {asked} step is over", ["17.6"]
        if asked and self.step in order and asked != self.step:
            return f"Evening goes convene, inspire, adjourn: finish the {self.step} step first", ["17.6"]
        if action.kind in convened:
            if self.step == "convene":
                return "return a revealed card to hand first (convene \"Card\"): each action takes one", ["17.6.1"]
            return None  # the card's own choice says why (or it is not among the choices)
        return elsewhere(action) if action.kind not in ("convene", "craft", "adjourn") else None


# ----------------------------------------------------------------------------- Banish (17.6.1.I)
class BanishTo(Choice["BanishBattle"]):
    """17.6.1.I: the hit defending warriors (whoever owns them, R531) move together to one
    destination the Council chooses, ignoring rule."""

    kind = "banish_to"

    def options(self, fr: "BanishBattle", g: "Game") -> list[Action]:
        return [act("banish_to", (b + 1,)) for b in fr.destinations(g)]

    def why_not(self, fr: "BanishBattle", g: "Game", action: Action) -> Reason | None:
        c, r = clearing_of(g, action)
        if c is None:
            return r
        return f"the banished warriors cannot move from {fr.c + 1} to {c + 1}", ["17.6.1.I", "4.2"]

    def do(self, fr: "BanishBattle", g: "Game", action: Action) -> None:
        b = int(action.args[0]) - 1
        groups = fr.hit_warriors(g)
        for owner, k in groups:  # 17.6.1.I: all to the one destination, a single move
            move_warriors(g, owner, fr.c, b, k)
        for owner, k in groups:  # each owner's warriors moved, for other effects (once all are there):
            # a forced move is their owner's own (1.5.5: their Outrage, 8.2.6), ruling R577
            g.emit(Moved("moved", owner, fr.c, b, k, owner, link_between(g, owner, fr.c, b)))
        fr.hd = 0
        fr.hit = []
        fr.step = "deal"


class BanishBattle(Battle):
    """17.6.1.I Banish: a battle whose hits to the defending warriors move them (not the
    warlord, 14.2.2), the defender's and those defending with it (16.2.2.I.a, ruling R531),
    all to one destination instead of removing them, never hitting buildings or tokens; the
    Council ignores the rolled hits it takes (not ambushes or extra hits). ``hit``: the seat
    of each defending warrior hit so far, in order, moved together once every hit has fallen."""

    __slots__ = ("hit",)
    rule = "17.6.1.I"
    choices = {**Battle.choices, "assign": (HelperHit(),), "banish": (BanishTo(),)}

    def __init__(self, attacker: int, defender: int, c: int) -> None:
        super().__init__(attacker, defender, c)
        self.hit: list[int] = []

    def movable(self, g: "Game") -> int:
        return len(self.hit)

    def next_takers(self, g: "Game", side: str) -> list[int]:
        """4.3.6 as in any battle (rules/battle.py ``hit_takers``): the defender's warriors
        first, then those defending with it (16.2.2.I.a, taking hits after the Diaspora's;
        the Diaspora choosing among several, 16.2.2.I.b), or shared with warriors it treats
        as its own (11.2.7); counted from the warriors not yet hit that can be moved (a
        warrior that cannot, the warlord, takes no hit: 17.6.1.I.a, ``removable_warriors``)."""
        if side != "d":
            return super().next_takers(g, side)
        c, d, hit = self.c, self.d, self.hit
        facs = g.factions
        own = facs[d].removable_warriors(g, c, "banish") - hit.count(d)
        helpers = [s for s in self.help_d if facs[s].removable_warriors(g, c, "banish") > hit.count(s)]
        shared, late = self.split_helpers(g, d, helpers) if helpers else (helpers, helpers)
        return hit_takers(d, own, shared, late, len(hit))

    def take_helper_hit(self, g: "Game", side: str, taker: int) -> None:
        self.hit.append(taker)  # 16.2.2.I.b: moved with the others once all hits have fallen

    def side_to_act(self, g: "Game") -> str:
        return "d" if self.step == "assign" else super().side_to_act(g)

    def hit_warriors(self, g: "Game") -> list[tuple[int, int]]:
        """17.6.1.I: the defending warriors hit, as (owner, count): the defender's, then
        each of those defending with it."""
        out = []
        for s in (self.d, *self.help_d):
            k = self.hit.count(s)
            if k:
                out.append((s, k))
        return out

    def destinations(self, g: "Game") -> list[int]:
        """17.6.1.I: a single destination every warrior hit can move to (4.2: an adjacent
        clearing; not one an ability forbids it, 1.1.2), ignoring rule."""
        out: list[int] | None = None
        for owner, _k in self.hit_warriors(g):
            adj, _free = move_links(g, owner)
            ok = [b for b in adj[self.c] if not blocked(g, owner, self.c, b)]
            out = ok if out is None else [b for b in out if b in ok]
        return out or []

    def s_count(self, g: "Game") -> Decision | None:
        self.ig_a = True  # 17.6.1.I: rolled hits to the Council are ignored
        return super().s_count(g)

    def s_deal(self, g: "Game") -> Decision | None:
        if self.hd > 0:
            self.step = "assign"
            return None
        return super().s_deal(g)

    def s_assign(self, g: "Game") -> Decision | None:
        """17.6.1.I: each hit falls on a defending warrior as in any battle, the player asked
        where the Law gives a choice (16.2.2.I.b); then the Council chooses where all the
        warriors hit go. Hits no warrior can take are lost: no building or token is hit, and
        with no destination common to every warrior hit none moves (ruling R531)."""
        while len(self.hit) < self.hd:
            takers = self.next_takers(g, "d")
            if not takers:
                break
            if len(takers) > 1:
                return Decision(self.d, "helper_hit", self.offer(g),
                                f"banish: {self.hd - len(self.hit)} hit(s) to take in {self.c + 1}: "
                                "whose warriors take the next one", "16.2.2.I.b")
            self.hit.append(takers[0])
        if self.hit and self.destinations(g):
            self.step = "banish"
            return None
        self.hd = 0
        self.hit = []
        self.step = "deal"
        return None

    def s_banish(self, g: "Game") -> Decision | None:
        return Decision(self.a, "banish_to", self.offer(g),
                        f"banish: where the {self.movable(g)} hit warrior(s) go from {self.c + 1}", "17.6.1.I")


# ----------------------------------------------------------------------------- events, kinds
@event("assembly_flipped")
class AssemblyFlipped(NamedTuple):
    """17.2.2: an assembly of the Council turned to a side (``assembly`` Closed or
    ``governing``)."""
    kind: str
    seat: int
    clearing: int
    side: str


@event("empowered")
class Empowered(NamedTuple):
    """17.6.1.III: the die rolled for Empower and the warriors removed."""
    kind: str
    seat: int
    clearing: int
    roll: int
    removed: int


decision_kind("council_second", "Where the Council's two other starting warriors go", "17.3.2")
decision_kind("council_reveal", "Which card to reveal for a Birdsong action, or done", "17.4")
decision_kind("council_act", "The action of the revealed card: move, recruit, assemble or battle", "17.4")
decision_kind("council_loyalists", "How many Loyalists go with the new assembly", "17.4.3")
decision_kind("entreat_reply", "After an Entreat: place Loyalists at the closed assembly, gain one, or pass", "17.2.4")
decision_kind("convene", "Which revealed card returns to hand next", "17.6.1")
decision_kind("convene_action", "Banish, agitate or empower with the returned card, or pass", "17.6.1")
decision_kind("empower_keep", "The warriors removed by Empower to the Loyalists, or a point", "17.6.1.III")
decision_kind("inspire", "Which card to craft with the assemblies, or done", "17.6.2")
decision_kind("adjourn", "Which assembly to remove, or done", "17.6.3")
decision_kind("banish_to", "Where the banished warriors go", "17.6.1.I")
action_kind("assemble", "Assemble: a Closed assembly in this clearing", "17.4.3", (CLEARING,))
action_kind("entreat", "Entreat the Council: the assembly in this clearing turns Closed", "17.2.4", (CLEARING,))
action_kind("gain_loyalist", "Place one warrior in the Loyalists", "17.2.4")
action_kind("dismiss", "Remove this many Loyalists (to the supply)", "17.2.1", (COUNT,))
action_kind("convene", "Return this revealed card to hand", "17.6.1", (CARD,))
action_kind("banish", "Banish: battle this faction in this clearing, moving the warriors hit", "17.6.1.I",
            (CLEARING, FACTION))
action_kind("agitate", "Agitate: spend the card, gain a Loyalist, the assembly here turns Governing", "17.6.1.II",
            (CLEARING,))
action_kind("empower", "Empower at the assembly in this clearing", "17.6.1.III", (CLEARING,))
action_kind("empower_keep", "Keep the removed warriors as Loyalists, or score a point (loyalists, point)",
            "17.6.1.III", (WORD,))
action_kind("adjourn", "Adjourn: remove the assembly in this clearing", "17.6.3", (CLEARING,))
action_kind("banish_to", "The banished warriors move to this clearing", "17.6.1.I", (CLEARING,))
