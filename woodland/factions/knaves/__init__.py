"""Knaves of the Deepwood (Law ch. 18): three Captains and their Skunks, who move in and out
of forests, acclaim, Prisoners and the Stash. Numbers come from
woodland/factions/knaves/data.json; the captains are the Vagabond characters' registry
(woodland/factions/vagabond: each character's data holds its captain card's two items,
``captain``, and woodland/factions/knaves/captains.py gives each its captain ability).

Where pieces are:

- Skunks and Captains in clearings are the Knaves' warriors of ``g.warriors``; ``at`` names
  each captain's place: a clearing index, ``-2 - f`` for forest ``f``, -1 off the map.
- Skunks in forests: ``woods`` (per forest); captains there: ``at``.
- Prisoners (18.2.6): ``prisoners`` (per forest, the owner seat of the one Prisoner there,
  or -1), counted among their owners' warriors by the ``Prisoners`` ability (1.5.1).
- acclaim: tokens ``acclaim`` on the map (18.2.3), at most one per clearing.
- the Stash (18.2.2): ``stash``, items face up (``sword``) or face down (``sword_x``).
- Captain cards (18.3.2, 18.4, 18.5.2): ``captains`` the three chosen, ``up`` those face up
  in the supply, ``acting`` the one in the Acting Captain slot (or "").

Abilities: ``held_warriors`` (Prisoners), ``item_points`` (Filch scores none),
``ignores_first_hit`` (Skirmish), and the Acting Captain's (appendix K); hooks:
``warriors_removed`` (Follow Me: captains go last), ``battle_over`` (Have at Thee's
acclaim), ``triggers`` (Run Away), ``crafting_suits`` (18.2.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import Ability, abilities
from woodland.core.actions import Action, act
from woodland.core.events import Moved, Removed
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, COUNT, FACTION, FOREST, ITEM, WORD, action_kind, decision_kind
from woodland.factions.vagabond import CHARACTERS, forest_label
from woodland.rules import cards as C
from woodland.rules.advanced import DEALT_WITH_CARD, dealt_with
from woodland.rules.battle import Battle, StartBattle, battle_options
from woodland.rules.board import (
    can_place,
    clearing_suits,
    has_pieces,
    is_enemy,
    lift_warriors,
    piece_suit,
    place_token,
    place_warriors,
    removed_warriors_taken,
    set_down_warriors,
    unchangeable,
)
from woodland.rules.craft import CraftCard, craft_options, start_craft
from woodland.rules.move import blocked, can_move, do_move, movable_warriors, move_blocker, move_links
from woodland.rules.setup import package_data
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
ACCLAIM = "acclaim"
OFF = -1
#: 18.5.1.IV: item action -> the item it flips
ITEM_ACTIONS: dict[str, str] = DATA["item_actions"]
ACTION_RULES = {"dash": "18.5.1.IV.a", "assault": "18.5.1.IV.b", "skirmish": "18.5.1.IV.c", "nab": "18.5.1.IV.d",
                "revel": "18.5.1.IV.e", "gift": "18.5.1.IV.f", "serve": "18.5.1.IV.g"}
CAPTAIN_PIECE = 1000  #: the crafting piece id of the Acting Captain (18.2.8)


# ----------------------------------------------------------------------------- places
def forest_loc(f: int) -> int:
    return -2 - f


def forest_of(loc: int) -> int:
    """The forest of a place, or -1 when it is a clearing or off the map."""
    return -2 - loc if loc <= -2 else -1


def place_text(loc: int) -> str:
    return str(loc + 1) if loc >= 0 else forest_label(forest_of(loc))


def parse_loc(g: "Game", x: Any) -> int | None:
    """A place argument: a clearing (number or name) or a forest ``F3``; None if unknown."""
    from woodland.rules.why import clearing_arg

    if isinstance(x, str) and x[:1].upper() == "F" and x[1:].isdigit():
        f = int(x[1:]) - 1
        return forest_loc(f) if 0 <= f < len(g.map.forests) else None
    c = clearing_arg(g, x)
    return c if c is not None and c < g.map.board_n else None


def neighbours(g: "Game", loc: int) -> list[int]:
    """2.2.1, 2.4.1: the clearings and forests adjacent to a place."""
    f = forest_of(loc)
    if f >= 0:
        return list(g.map.forests[f]) + [forest_loc(x) for x in g.map.forest_adj[f]]
    return [b for b in g.map.adj[loc] if b < g.map.board_n] + [forest_loc(x) for x in g.map.clearing_forests[loc]]


def adjacent_forests(g: "Game", c: int) -> list[int]:
    return list(g.map.clearing_forests[c])


# ----------------------------------------------------------------------------- the faction
class Knaves(Faction):
    key = "knaves"
    TOKENS = {ACCLAIM: DATA["acclaim"]}
    excludes_vagabond = True  # 18.2.1
    crafted_items_box = False  # 18.2.2: the Stash instead
    items_box = ("Stash", "18.2.2")
    listens = frozenset({"removed", "moved"})

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.supply = DATA["skunks"]
        #: the three Captain cards chosen (18.3.2), and those face up in the supply
        self.captains: list[str] = []
        self.up: list[str] = []
        #: the Captain card in the Acting Captain slot (18.4), or ""
        self.acting = ""
        #: each chosen captain's place (see the module's docstring)
        self.at: dict[str, int] = {}
        #: Skunks per forest, and the owner of the Prisoner in each forest (-1: none)
        self.woods: list[int] = []
        self.prisoners: list[int] = []
        #: the Stash (18.2.2): "sword" face up, "sword_x" face down
        self.stash: list[str] = []
        #: the Acting Captain was placed by Ready this turn: three actions (18.4)
        self.short = False

    # -- facts ----------------------------------------------------------------------------
    def ensure_forests(self, g: "Game") -> None:
        if len(self.woods) != len(g.map.forests):
            self.woods = [0] * len(g.map.forests)
            self.prisoners = [-1] * len(g.map.forests)

    def captains_in(self, c: int) -> list[str]:
        return [k for k in self.captains if self.at.get(k, OFF) == c]

    def skunks_at(self, g: "Game", loc: int) -> int:
        f = forest_of(loc)
        if f >= 0:
            return self.woods[f] if f < len(self.woods) else 0
        if loc < 0:
            return 0
        return g.warriors[loc * g.n + self.seat] - len(self.captains_in(loc))

    def captain_loc(self) -> int:
        return self.at.get(self.acting, OFF) if self.acting else OFF

    def face_up(self) -> list[str]:
        return [it for it in self.stash if not it.endswith("_x")]

    def flip_down(self, item: str) -> None:
        self.stash.remove(item)
        self.stash.append(item + "_x")

    def acclaim(self, g: "Game") -> list[int]:
        return [c for c in range(g.map.board_n) if (self.seat, ACCLAIM) in g.tokens[c]]

    def captain_card(self) -> Any:
        """The Acting Captain's card (captains.py), or None."""
        from woodland.factions.vagabond import CHARACTER_TYPES

        return CHARACTER_TYPES[self.acting].captain if self.acting else None

    # -- pieces (1.5.1) -------------------------------------------------------------------
    def warriors_elsewhere(self) -> int:
        """Skunks in forests, captains in forests or off the map, captains not chosen yet."""
        return sum(self.woods) + sum(1 for k in self.captains if self.at.get(k, OFF) < 0) \
            + DATA["captains"] - len(self.captains)

    def warriors_removed(self, g: "Game", c: int, n: int, by: int = -1, cause: str = "") -> None:
        """18.2.5 Follow Me: Skunks go before captains; a removed captain leaves the map (it
        is no Skunk of the supply). Among captains the Acting one goes last (ruling R352)."""
        self.supply += n - self.drop_captains(g, c)

    def replaceable_warriors(self, g: "Game", c: int) -> int:
        """18.2.5: Captains cannot be replaced (G.23), only the Skunks there."""
        return min(self.skunks_at(g, c), super().replaceable_warriors(g, c))

    def why_unreplaceable(self, g: "Game", c: int) -> tuple[str, list[str]] | None:
        if self.captains_in(c) and self.skunks_at(g, c) <= 0:
            return "the Knaves have only a Captain there, and Captains cannot be replaced", ["18.2.5"]
        return super().why_unreplaceable(g, c)

    def drop_captains(self, g: "Game", c: int) -> int:
        """Captains in ``c`` beyond the Knaves' warriors there leave the map; how many."""
        here = sorted(self.captains_in(c), key=lambda k: k == self.acting)
        extra = len(here) - g.warriors[c * g.n + self.seat]
        for k in here[:max(0, extra)]:
            self.at[k] = OFF
        return max(0, extra)

    # -- crafting (18.2.8) ----------------------------------------------------------------
    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        fr = knaves_daylight(g, self.seat)
        if fr is None:
            return []
        loc = self.captain_loc()
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3: no crafting piece activated there
        if fr.step == "serve":  # 18.5.1.IV.g: acclaim matching the Acting Captain's clearing
            # two clearings match when they share a suit (16.2.1.II: a clearing with an enclave
            # has the frog suit too, or only, so it is matched by suit, not read as one suit)
            suits = set(clearing_suits(g, loc)) if loc >= 0 else set()
            return [(c, piece_suit(g, c)) for c in self.acclaim(g) if f"craft:{c}" not in self.used
                    and c not in barred and not suits.isdisjoint(clearing_suits(g, c))]
        if loc >= 0 and loc not in barred and f"craft:{CAPTAIN_PIECE}" not in self.used \
                and (fr.step == "filch" or not fr.filched):
            return [(CAPTAIN_PIECE, piece_suit(g, loc))]  # 18.5.1.III
        return []

    def crafting_clearings(self, g: "Game") -> list[int]:
        return sorted(set(self.acclaim(g) + [c for c in self.at.values() if c >= 0]))

    def gain_crafted_item(self, g: "Game", item: str) -> None:
        self.stash.append(item)  # 18.2.2: face up in the Stash

    # -- abilities in force: the faction's and the Acting Captain's (18.4) -----------------
    def abilities(self) -> tuple[type[Ability], ...]:
        cap = self.captain_card()
        return self.ABILITIES + (cap.abilities if cap is not None else ())

    # -- battle ---------------------------------------------------------------------------
    def battle_over(self, g: "Game", battle: Any) -> None:
        """18.2.6: at the end of a battle the Knaves' captain started (ruling R368), acclaim in
        the clearing if the Acting Captain is there."""
        if isinstance(battle, KnaveBattle) and battle.a == self.seat and battle.d >= 0 \
                and self.captain_loc() == battle.c:
            add_acclaim(g, self.seat, battle.c)

    # -- 18.2.7 Run Away; captains moved or removed by others -------------------------------
    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, Removed) and event.owner == self.seat:
            if event.piece == ACCLAIM and event.by >= 0 and event.by != self.seat and is_enemy(g, event.by, self.seat) \
                    and self.supply > 0 and 0 <= event.clearing < g.map.board_n:
                return [RunAway(self.seat, event.by, event.clearing)]
            if event.piece == "warrior":
                self.drop_captains(g, event.clearing)  # taken by an ability (a card) before the supply
        if isinstance(event, Moved) and event.owner == self.seat and event.origin >= 0:
            extra = len(self.captains_in(event.origin)) - g.warriors[event.origin * g.n + self.seat]
            for k in sorted(self.captains_in(event.origin), key=lambda k: k == self.acting)[:max(0, extra)]:
                self.at[k] = event.dest  # moved by another's effect: captains go last (R352)
        return []

    # -- positions and views --------------------------------------------------------------
    def public_board(self, g: "Game") -> dict[str, Any]:
        """Everything of the Knaves' board is public (18: no hidden cards but the hand)."""
        return {"skunks_in_supply": self.supply, "acclaim_in_supply": self.tsupply[ACCLAIM],
                "captains": {k: place_text(self.at.get(k, OFF)) if self.at.get(k, OFF) != OFF else None
                             for k in self.captains},
                "face_up": list(self.up), "acting": self.acting or None, "short": self.short,
                "forest_skunks": {forest_label(f): n for f, n in enumerate(self.woods) if n},
                "prisoners": {forest_label(f): g.factions[o].key for f, o in enumerate(self.prisoners) if o >= 0},
                "stash": list(self.stash), "forests": self.forest_pieces(g)}

    def forest_pieces(self, g: "Game") -> dict[str, list[str]]:
        """What stands in each forest, in words, for drawing the map (the board's ``forests``,
        as the Keepers' relics): captains (18.2.4), Skunks and Prisoners (18.2.6)."""
        out: dict[str, list[str]] = {}
        for k in self.captains:
            f = forest_of(self.at.get(k, OFF))
            if f >= 0:
                out.setdefault(forest_label(f), []).append(f"captain {k}" + (" (acting)" if k == self.acting else ""))
        for f, n in enumerate(self.woods):
            if n:
                out.setdefault(forest_label(f), []).append(f"{n} Skunk{'s' if n > 1 else ''}")
        for f, o in enumerate(self.prisoners):
            if o >= 0:
                out.setdefault(forest_label(f), []).append(f"Prisoner ({g.factions[o].key})")
        return dict(sorted(out.items(), key=lambda x: int(x[0][1:])))

    # -- phases ---------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return KnavesSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return KnavesBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return KnavesDaylight(self.seat, DATA["actions_after_ready"] if self.short else DATA["actions"])

    def evening_frame(self, g: "Game") -> Frame:
        return KnavesEvening(self.seat)


#: the Knaves at a seat known to play them, typed
knaves = Knaves.of


def knaves_daylight(g: "Game", seat: int) -> "KnavesDaylight | None":
    """The Knaves' Daylight under way (the frame crafting asks about), or None."""
    for fr in reversed(g.stack):
        if isinstance(fr, KnavesDaylight) and fr.seat == seat:
            return fr
    return None


def add_acclaim(g: "Game", seat: int, c: int) -> bool:
    """18.2.3: acclaim in clearing ``c`` (one per clearing, while the supply lasts); K.7.2
    the Adventurer draws a card when it lands at a ruin."""
    f = knaves(g, seat)
    if c < 0 or (seat, ACCLAIM) in g.tokens[c] or not place_token(g, seat, ACCLAIM, c):
        return False
    cap = f.captain_card()
    if cap is not None and cap.ruin_draw and any(k == "ruin" for _o, k in g.buildings[c]):
        C.draw(g, seat, cap.ruin_draw)
    return True


def place_skunks(g: "Game", seat: int, loc: int, n: int) -> int:
    """Skunks from the supply at a place (a forest: 18.2.4, 18.5.1.IV.e, 18.2.7)."""
    f = knaves(g, seat)
    fo = forest_of(loc)
    if fo >= 0:
        k = min(n, f.supply)
        f.supply -= k
        f.woods[fo] += k
        return k
    return place_warriors(g, seat, loc, n)


def release_prisoner(g: "Game", f: Knaves, fo: int) -> None:
    """A Prisoner removed (18.4): back to its owner's supply."""
    o = f.prisoners[fo]
    if o >= 0:
        f.prisoners[fo] = -1
        g.factions[o].supply += 1


class Prisoners(Ability):
    """18.2.6: Prisoners are their owners' warriors, kept in forests (1.5.1)."""

    rule = "18.2.6"

    def held_warriors(self, g: "Game", owner: int) -> int:
        return knaves(g, self.seat).prisoners.count(owner)


class FilchScoresNothing(Ability):
    """18.5.1.III: an item crafted with Filch scores none of its listed points."""

    rule = "18.5.1.III"

    def item_points(self, g: "Game", crafter: int, points: int) -> int:
        fr = knaves_daylight(g, self.seat) if crafter == self.seat else None
        return 0 if fr is not None and fr.step == "filch" else points


class SkirmishGuard(Ability):
    """18.5.1.IV.c: a Skirmish battle ignores the first hit the Knaves take (not the
    Scoundrel's from a clearing, K.6.2)."""

    rule = "18.5.1.IV.c"

    def ignores_first_hit(self, g: "Game", battle: Any, seat: int) -> bool:
        return seat == self.seat and isinstance(battle, KnaveBattle) and battle.mode == "skirmish"


class CaptainsFall(Ability):
    """18.2.5: a Captain removed leaves the map (Ready places it again, 18.4); it is no Skunk
    of the supply, and nothing else takes it: an ability putting removed warriors somewhere
    (Coffin Makers, Mousehold) would place it, which 18.2.5 forbids (as R571 reads the
    warlord). The Skunks removed with it go on as usual. Asked before cards and landmarks
    (a faction's own ability, R34)."""

    rule = "18.2.5"

    def takes_removed_warriors(self, g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> bool:
        f = knaves(g, self.seat)
        if owner != self.seat or c < 0 or len(f.captains_in(c)) <= g.warriors[c * g.n + owner]:
            return False
        gone = f.drop_captains(g, c)
        if n > gone and not removed_warriors_taken(g, owner, c, n - gone, by, cause, skip=CaptainsFall):
            f.warriors_removed(g, c, n - gone, by, cause)
        return True


Knaves.ABILITIES = (Prisoners, FilchScoresNothing, SkirmishGuard, CaptainsFall)


def clearing_of(g: "Game", action: Action, i: int = 0) -> tuple[int | None, Reason | None]:
    from woodland.rules.why import clearing_arg

    if len(action.args) <= i:
        return None, (f"{action.kind} names a clearing", ["2.2"])
    c = clearing_arg(g, action.args[i])
    if c is None:
        return None, (f"there is no clearing {action.args[i]} on this map", ["2.2"])
    return c, None


def forest_arg(g: "Game", action: Action) -> int | None:
    loc = parse_loc(g, action.args[0]) if action.args else None
    return forest_of(loc) if loc is not None and loc <= -2 else None


# ----------------------------------------------------------------------------- Run Away (18.2.7)
class RunAwayForest(Choice["RunAway"]):
    """18.2.7: the enemy picks the forest adjacent to the acclaim's former clearing."""

    kind = "forest"

    def options(self, fr: "RunAway", g: "Game") -> list[Action]:
        return [act("forest", (forest_label(f),)) for f in adjacent_forests(g, fr.c)]

    def why_not(self, fr: "RunAway", g: "Game", action: Action) -> Reason | None:
        return f"the Skunk goes to a forest adjacent to clearing {fr.c + 1}", ["18.2.7"]

    def do(self, fr: "RunAway", g: "Game", action: Action) -> None:
        f = forest_arg(g, action)
        assert f is not None
        place_skunks(g, fr.seat, forest_loc(f), 1)
        g.pop()


class RunAway(Frame):
    """18.2.7: an enemy removed acclaim: they place a Skunk in a forest adjacent to it."""

    __slots__ = ("seat", "enemy", "c")
    rule = "18.2.7"
    seat_fields = ("seat", "enemy")
    clearing_fields = ("c",)
    choices = {"place": (RunAwayForest(),)}

    def __init__(self, seat: int, enemy: int, c: int) -> None:
        self.step = "place"
        self.seat = seat
        self.enemy = enemy
        self.c = c

    def s_place(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts or knaves(g, self.seat).supply <= 0:
            g.pop()
            return None
        return Decision(self.enemy, "run_away", opts,
                        f"Run Away: choose the forest next to {self.c + 1} where a Skunk goes", "18.2.7")


# ----------------------------------------------------------------------------- setup (18.3)
#: A.8.2.IV: Captain cards dealt face up beside the Knaves' setup card in a draft
DEALT_CAPTAINS = 4


def captain_keys() -> list[str]:
    """The Captain cards (appendix K): every character with a captain card."""
    return sorted(k for k, ch in CHARACTERS.items() if "captain" in ch)


def deal_captains(g: "Game") -> list[str]:
    """A.8.2.IV: four random Captain cards, dealt face up beside the Knaves' setup card."""
    keys = captain_keys()
    g.rng.shuffle(keys)
    return sorted(keys[:DEALT_CAPTAINS])


DEALT_WITH_CARD[Knaves.key] = deal_captains


def captains_to_choose(g: "Game", seat: int) -> list[str]:
    """18.3.2: the Captain cards the Knaves choose from: in a draft the four dealt with
    their setup card (A.8.2.IV), else every Captain card (ruling R286)."""
    return dealt_with(g, g.factions[seat].key) or captain_keys()


class PickCaptain(Choice["KnavesSetup"]):
    """18.3.2: choose three Captain cards (in a draft, of the four dealt, A.8.2.IV)."""

    kind = "captain"

    def options(self, fr: "KnavesSetup", g: "Game") -> list[Action]:
        mine = knaves(g, fr.seat).captains
        return [act("captain", (k,)) for k in captains_to_choose(g, fr.seat) if k not in mine]

    def why_not(self, fr: "KnavesSetup", g: "Game", action: Action) -> Reason | None:
        k = str(action.args[0]).lower() if action.args else ""
        if k in knaves(g, fr.seat).captains:
            return f"you chose the {k.title()} already", ["18.3.2"]
        if k in captain_keys():
            dealt = ", ".join(captains_to_choose(g, fr.seat))
            return f"the {k.title()} was not dealt with your setup card ({dealt})", ["18.3.2", "A.8.2.IV"]
        return f"there is no Captain card {k!r} ({', '.join(captain_keys())})", ["18.3.2"]

    def do(self, fr: "KnavesSetup", g: "Game", action: Action) -> None:
        f = knaves(g, fr.seat)
        k = str(action.args[0]).lower()
        f.captains.append(k)
        f.at[k] = OFF
        if len(f.captains) == DATA["captains"]:
            fr.step = "place"


class PlaceCaptain(Choice["KnavesSetup"]):
    """18.3.3: each captain with a Skunk in a different forest."""

    kind = "forest"

    def options(self, fr: "KnavesSetup", g: "Game") -> list[Action]:
        f = knaves(g, fr.seat)
        taken = {forest_of(x) for x in f.at.values()}
        return [act("forest", (forest_label(i),)) for i in range(len(g.map.forests)) if i not in taken]

    def why_not(self, fr: "KnavesSetup", g: "Game", action: Action) -> Reason | None:
        if forest_arg(g, action) is None:
            return f"there is no forest {action.args[0] if action.args else ''} (F1-F{len(g.map.forests)})", \
                ["18.3.3"]
        return "each captain starts in a different forest", ["18.3.3"]

    def do(self, fr: "KnavesSetup", g: "Game", action: Action) -> None:
        f = knaves(g, fr.seat)
        fo = forest_arg(g, action)
        assert fo is not None
        f.ensure_forests(g)
        k = next(k for k in f.captains if f.at[k] == OFF)
        f.at[k] = forest_loc(fo)
        place_skunks(g, fr.seat, forest_loc(fo), 1)
        if all(f.at[k] != OFF for k in f.captains):
            # 18.3.4: the six items of the three cards, face up; acclaim on the board
            f.stash = [it for k in f.captains for it in CHARACTERS[k]["captain"]]
            f.up = list(f.captains)
            g.abilities_changed()
            g.pop()


class KnavesSetup(Frame):
    """18.3: choose three captains, then place each with a Skunk in a different forest."""

    __slots__ = ("seat",)
    rule = "18.3"
    choices = {"choose": (PickCaptain(),), "place": (PlaceCaptain(),)}

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat

    def s_choose(self, g: "Game") -> Decision | None:
        n = len(knaves(g, self.seat).captains)
        return Decision(self.seat, "knaves_captain", self.offer(g),
                        f"choose your captain {n + 1} of 3", "18.3.2")

    def s_place(self, g: "Game") -> Decision | None:
        f = knaves(g, self.seat)
        k = next(k for k in f.captains if f.at[k] == OFF)
        return Decision(self.seat, "knaves_forest", self.offer(g),
                        f"place the {k.title()} and a Skunk in a forest (a different one for each)", "18.3.3")


# ----------------------------------------------------------------------------- Birdsong (18.4)
class Ready(Choice["KnavesBirdsong"]):
    """18.4 Ready: a face-up Captain card to the Acting Captain slot."""

    kind = "ready"

    def options(self, fr: "KnavesBirdsong", g: "Game") -> list[Action]:
        return [act("ready", (k,)) for k in knaves(g, fr.seat).up]

    def why_not(self, fr: "KnavesBirdsong", g: "Game", action: Action) -> Reason | None:
        f = knaves(g, fr.seat)
        k = str(action.args[0]).lower() if action.args else ""
        if k in f.captains:
            return f"the {k.title()}'s card is face down: it acted since you last took it easy", ["18.4", "18.6.3"]
        return f"{k or '?'} is not one of your captains ({', '.join(f.captains)})", ["18.4"]

    def do(self, fr: "KnavesBirdsong", g: "Game", action: Action) -> None:
        f = knaves(g, fr.seat)
        k = str(action.args[0]).lower()
        f.up.remove(k)
        f.acting = k
        f.short = False
        g.abilities_changed()
        if f.at.get(k, OFF) == OFF:
            fr.step = "place"
        else:
            g.pop()


class ReadyForest(Choice["KnavesBirdsong"]):
    """18.4: an Acting Captain off the map is placed in any forest; the Prisoners there and
    in adjacent forests are removed."""

    kind = "forest"

    def options(self, fr: "KnavesBirdsong", g: "Game") -> list[Action]:
        return [act("forest", (forest_label(i),)) for i in range(len(g.map.forests))]

    def why_not(self, fr: "KnavesBirdsong", g: "Game", action: Action) -> Reason | None:
        return f"there is no forest {action.args[0] if action.args else ''} (F1-F{len(g.map.forests)})", ["18.4"]

    def do(self, fr: "KnavesBirdsong", g: "Game", action: Action) -> None:
        f = knaves(g, fr.seat)
        fo = forest_arg(g, action)
        assert fo is not None
        f.at[f.acting] = forest_loc(fo)
        f.short = True
        for x in [fo, *g.map.forest_adj[fo]]:
            release_prisoner(g, f, x)
        g.pop()


class KnavesBirdsong(Frame):
    """18.4 Ready."""

    __slots__ = ("seat",)
    rule = "18.4"
    choices = {"ready": (Ready(),), "place": (ReadyForest(),)}

    def __init__(self, seat: int) -> None:
        self.step = "ready"
        self.seat = seat

    def s_ready(self, g: "Game") -> Decision | None:
        if not knaves(g, self.seat).up:
            g.pop()
            return None
        return Decision(self.seat, "knaves_ready", self.offer(g), "Ready: which captain acts this turn", "18.4")

    def s_place(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "knaves_forest", self.offer(g),
                        f"Ready: place the {knaves(g, self.seat).acting.title()} in a forest", "18.4")


# ----------------------------------------------------------------------------- moving (18.2.4, 18.2.5)
def reachable(g: "Game", seat: int, loc: int) -> list[int]:
    """The places next to ``loc`` for a move of ``seat``'s captain: its neighbours (2.2.1,
    2.4.1) and, from a clearing, the clearings other links join to it for ``seat``'s moves
    (rivers as paths with Riverboats or Boat Builders, Tunnels, the Ferry: rules/move.py
    ``move_links``; a Captain Act's Move is a move, 4.2)."""
    out = neighbours(g, loc)
    if loc >= 0:
        out += [b for b in move_links(g, seat)[0][loc] if b < g.map.board_n and b not in out]
    return out


def captain_moves(g: "Game", seat: int, free: bool, clearings_only: bool = False) -> list[int]:
    """The places the Acting Captain may move to: along paths (and the other links of a move,
    :func:`reachable`) ruling either end (4.2.1), unless ``free`` (Dash); in and out of
    forests ignoring rule (18.2.4)."""
    f = knaves(g, seat)
    a = f.captain_loc()
    if a == OFF:
        return []
    out = []
    adj = move_links(g, seat)[0]
    for b in reachable(g, seat, a):
        if b >= 0 and a >= 0:
            if b not in adj[a] or not ((free and not blocked(g, seat, a, b)) or can_move(g, seat, a, b)):
                continue
        elif a >= 0 and blocked(g, seat, a, b):
            continue  # into a forest: rule is ignored (18.2.4), not a ban on leaving (13.7.2 snare, H.2.2 Band)
        if clearings_only and b < 0:
            continue
        out.append(b)
    return out


def move_captain(g: "Game", seat: int, b: int, skunks: int) -> None:
    """The Acting Captain and ``skunks`` Skunks from its place to ``b`` (18.2.5 Follow Me)."""
    f = knaves(g, seat)
    a = f.captain_loc()
    n = 1 + skunks
    f.at[f.acting] = b
    fa, fb = forest_of(a), forest_of(b)
    if a >= 0 and b >= 0:
        do_move(g, seat, a, b, n)
        return
    if fa >= 0:
        f.woods[fa] -= skunks
    else:
        lift_warriors(g, seat, a, n)
    if fb >= 0:
        f.woods[fb] += skunks
    else:
        set_down_warriors(g, seat, b, n)
        g.emit(Moved("moved", seat, -1, b, n, seat, 0))  # into a clearing (8.2.6 Outrage and the like), no link


class Go(Choice["KnavesDaylight"]):
    """18.5.1.I / IV.a / IV.c: where the Acting Captain moves."""

    kind = "go"

    def options(self, fr: "KnavesDaylight", g: "Game") -> list[Action]:
        return [act("go", (place_arg(b),)) for b in fr.destinations(g)]

    def why_not(self, fr: "KnavesDaylight", g: "Game", action: Action) -> Reason | None:
        f = knaves(g, fr.seat)
        b = parse_loc(g, action.args[0]) if action.args else None
        if b is None:
            return "go names a clearing or a forest (go 5, go F3)", ["18.5.1.I"]
        a = f.captain_loc()
        if b not in reachable(g, fr.seat, a):
            return f"{place_text(b)} is not adjacent to the Acting Captain's place, {place_text(a)}", ["2.2.1", "2.4.1"]
        if fr.step == "skirmish_go" and b < 0:
            return "Skirmish moves into a clearing to battle there", ["18.5.1.IV.c"]
        if a >= 0 and b < 0:
            blocker = move_blocker(g, fr.seat, a, b)  # 18.2.4 ignores rule, not what forbids leaving
            if blocker is not None:
                reason, rules = blocker.move_block_reason(g, a, b)
                return reason, ["18.2.4", *rules]
        if a < 0 or b < 0:
            return None
        from woodland.rules.why import why_move

        return why_move(g, fr.seat, act("move", (a + 1, b + 1)), None, "4.2.1")

    def do(self, fr: "KnavesDaylight", g: "Game", action: Action) -> None:
        b = parse_loc(g, action.args[0])
        assert b is not None
        fr.dest = b
        fr.back = fr.step
        fr.step = "skunks"


def place_arg(loc: int) -> int | str:
    return loc + 1 if loc >= 0 else forest_label(forest_of(loc))


def followers(g: "Game", seat: int) -> int:
    """18.2.5: how many Skunks may follow the moving captain: those at its place, less those an
    ability holds in its clearing (the Street Band's lock counts warriors that entered this
    turn, R243; the captain leaving is one of the warriors that may leave)."""
    f = knaves(g, seat)
    loc = f.captain_loc()
    k = f.skunks_at(g, loc)
    if loc >= 0:
        k = min(k, movable_warriors(g, seat, loc) - 1)
    return max(0, k)


class Skunks(Choice["KnavesDaylight"]):
    """18.2.5 Follow Me: how many Skunks move with the captain."""

    kind = "skunks"

    def options(self, fr: "KnavesDaylight", g: "Game") -> list[Action]:
        return [act("skunks", (n,)) for n in range(followers(g, fr.seat) + 1)]

    def why_not(self, fr: "KnavesDaylight", g: "Game", action: Action) -> Reason | None:
        f = knaves(g, fr.seat)
        n, here = followers(g, fr.seat), f.skunks_at(g, f.captain_loc())
        if n < here:
            loc = f.captain_loc()
            held = [ab.rule for ab in abilities(g).stuck_warriors if ab.stuck_warriors(g, fr.seat, loc)]
            return (f"{here} Skunk(s) stand with the captain, and only {n} may leave clearing {loc + 1} now"), \
                ["18.2.5", *held]
        return f"{here} Skunk(s) stand with the captain", ["18.2.5"]

    def do(self, fr: "KnavesDaylight", g: "Game", action: Action) -> None:
        move_captain(g, fr.seat, fr.dest, int(action.args[0]))
        fr.after_move(g)


# ----------------------------------------------------------------------------- Daylight (18.5)
class KnaveAction(Choice["KnavesDaylight"]):
    """A Captain Act (18.5.1): up to four (three after Ready placed the captain)."""

    rule = "18.5.1"

    def options(self, fr: "KnavesDaylight", g: "Game") -> list[Action]:
        if fr.left <= 0 or knaves(g, fr.seat).captain_loc() == OFF:
            return []
        return self.available(fr, g)

    def available(self, fr: "KnavesDaylight", g: "Game") -> list[Action]:
        return []

    def why_not(self, fr: "KnavesDaylight", g: "Game", action: Action) -> Reason | None:
        f = knaves(g, fr.seat)
        if fr.left <= 0:
            n = DATA["actions_after_ready"] if f.short else DATA["actions"]
            return f"the Acting Captain has taken its {n} actions", ["18.5.1"]
        if f.captain_loc() == OFF:
            return "the Acting Captain is not on the map", ["18.5.1"]
        return self.unavailable(fr, g, action)

    def unavailable(self, fr: "KnavesDaylight", g: "Game", action: Action) -> Reason | None:
        return None


class CaptainMove(KnaveAction):
    """18.5.1.I Move: the Acting Captain, with Skunks if you like."""

    kind = "go"

    def available(self, fr: "KnavesDaylight", g: "Game") -> list[Action]:
        return [act("go", (place_arg(b),)) for b in captain_moves(g, fr.seat, False)]

    def unavailable(self, fr: "KnavesDaylight", g: "Game", action: Action) -> Reason | None:
        return Go().why_not(fr, g, action)

    def do(self, fr: "KnavesDaylight", g: "Game", action: Action) -> None:
        fr.left -= 1
        fr.moves = 1
        Go().do(fr, g, action)


class CaptainBattle(StartBattle):
    """18.5.1.II Battle: in the Acting Captain's clearing."""

    clearings_rule = "18.5.1.II"

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        loc = knaves(g, fr.seat).captain_loc()
        return [loc] if loc >= 0 else []

    def clearings_where(self, fr: Frame, g: "Game") -> str:
        return captain_place_words(g, fr.seat)

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        d = daylight(fr)
        if d.step == "menu" and d.left <= 0:
            return []
        return super().options(fr, g)

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        d = daylight(fr)
        if d.step == "menu" and d.left <= 0:
            return "the Acting Captain has no actions left", ["18.5.1"]
        return super().why_not(fr, g, action)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        d = daylight(fr)
        if d.step == "menu":
            d.left -= 1
            d.mode = ""
        c = int(action.args[0]) - 1
        from woodland.rules.board import owner_named

        d.dest = c  # the battle clearing (18.5.1.IV.d: the captain not hit is still there)
        g.push(KnaveBattle(fr.seat, owner_named(g, str(action.args[1]).lower()), c, d.mode))
        if d.mode == "assault":
            cap = knaves(g, fr.seat).captain_card()
            if cap is not None and cap.assault_draw:  # K.11.2
                C.draw(g, fr.seat, cap.assault_draw)
        d.step = "after_nab" if d.mode == "nab" else "menu"


def filch_targets(g: "Game", seat: int) -> list[tuple[str, str]]:
    """18.5.1.III: (enemy, item) of Crafted Items boxes of enemies in the captain's clearing."""
    c = knaves(g, seat).captain_loc()
    if c < 0:
        return []
    out = []
    for o in g.factions:
        if o.seat != seat and o.crafted_items_box and is_enemy(g, seat, o.seat) and has_pieces(g, o.seat, c):
            # an exhausted item (R33) is in the box too (ruling R583)
            out += [(o.key, it) for it in sorted({x.removesuffix("_x") for x in o.items})]
    return out


class FilchCraft(CraftCard):
    """18.5.1.III Filch: craft by activating the Acting Captain (no listed points)."""

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        d = daylight(fr)
        if d.left <= 0 or d.filched:
            return []
        return craft_options(g, fr.seat)

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        d = daylight(fr)
        if d.filched:
            return "you Filch once per turn", ["18.5.1.III"]
        if d.left <= 0:
            return "the Acting Captain has no actions left", ["18.5.1"]
        if knaves(g, fr.seat).captain_loc() < 0:
            return "the Acting Captain is in a forest: Filch crafts with it in a clearing", ["18.5.1.III", "18.2.8"]
        return super().why_not(fr, g, action)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        d = daylight(fr)
        d.left -= 1
        d.filched = True
        d.step = "filch"
        start_craft(g, fr.seat, action)


class FilchTake(KnaveAction):
    """18.5.1.III Filch: take an item from an enemy's Crafted Items box in the clearing."""

    kind = "filch"

    def available(self, fr: "KnavesDaylight", g: "Game") -> list[Action]:
        if fr.filched:
            return []
        return [act("filch", (k, it)) for k, it in filch_targets(g, fr.seat)]

    def unavailable(self, fr: "KnavesDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.filched:
            return "you Filch once per turn", ["18.5.1.III"]
        return "Filch takes an item of an enemy's Crafted Items box, the enemy having pieces in the Acting " \
               "Captain's clearing (filch FACTION ITEM)", ["18.5.1.III"]

    def do(self, fr: "KnavesDaylight", g: "Game", action: Action) -> None:
        fr.left -= 1
        fr.filched = True
        o = g.factions[g.seat_of(str(action.args[0]))]
        it = str(action.args[1])
        o.items.remove(it if it in o.items else it + "_x")  # a face-up one first (R583)
        knaves(g, fr.seat).stash.append(it)  # 18.2.2 face up
        fr.filch_done(g)


def item_ways(g: "Game", seat: int, kind: str, used: list[str]) -> list[tuple[str, ...]]:
    """The items that may be flipped for item action ``kind``: its own item (18.5.1.IV); any
    one item for the Ranger's or Vagrant's once-per-turn ability (K.3.2, K.4.2); two items
    for the Cheat (K.10.2)."""
    f = knaves(g, seat)
    up = sorted(set(f.face_up()))
    out: list[tuple[str, ...]] = []
    if ITEM_ACTIONS[kind] in up:
        out.append(())
    cap = f.captain_card()
    if cap is None:
        return out
    if kind in cap.any_item_for and "captain" not in used:
        out += [(it,) for it in up if it != ITEM_ACTIONS[kind]]
    if cap.two_items:
        items = f.face_up()
        out += [(a, b) for i, a in enumerate(up) for b in up[i:] if a != b or items.count(a) >= 2]
    return out


def why_items(g: "Game", seat: int, kind: str, items: tuple[str, ...], used: list[str]) -> Reason | None:
    f = knaves(g, seat)
    rule = ACTION_RULES[kind]
    if not items:
        return f"{kind.title()} flips a face-up {ITEM_ACTIONS[kind]} in your Stash, and you have none", [rule]
    cap = f.captain_card()
    if len(items) == 1:
        if cap is None or kind not in cap.any_item_for:
            return f"only the {ITEM_ACTIONS[kind]} flips for {kind.title()} (the Ranger or Vagrant flips any)", \
                [rule, "K.3.2", "K.4.2"]
        if "captain" in used:
            return f"the {f.acting.title()}'s ability is used once per turn", [cap.rule]
        return f"you have no face-up {items[0]} in your Stash", [rule]
    if cap is None or not cap.two_items:
        return "only the Cheat flips two items for an item action", ["K.10.2"]
    return f"you have no face-up {' and '.join(items)} in your Stash", ["K.10.2"]


class ItemAction(KnaveAction):
    """18.5.1.IV: flip a face-up item of the Stash to take its action (``assault``; with a
    captain's ability ``assault tea`` or ``assault tea coins``)."""

    def available(self, fr: "KnavesDaylight", g: "Game") -> list[Action]:
        if not self.possible(fr, g):
            return []
        return [act(self.kind, items) for items in item_ways(g, fr.seat, self.kind, fr.used)]

    def possible(self, fr: "KnavesDaylight", g: "Game") -> bool:
        return True

    def unavailable(self, fr: "KnavesDaylight", g: "Game", action: Action) -> Reason | None:
        items = tuple(str(x) for x in action.args)
        if items not in item_ways(g, fr.seat, self.kind, fr.used):
            return why_items(g, fr.seat, self.kind, items, fr.used)
        return self.impossible(fr, g)

    def impossible(self, fr: "KnavesDaylight", g: "Game") -> Reason | None:
        return None

    def do(self, fr: "KnavesDaylight", g: "Game", action: Action) -> None:
        f = knaves(g, fr.seat)
        items = [str(x) for x in action.args] or [ITEM_ACTIONS[self.kind]]
        for it in items:
            f.flip_down(it)
        if len(items) == 1 and action.args:
            fr.used.append("captain")  # K.3.2, K.4.2
        fr.left -= 1
        self.take(fr, g)

    def take(self, fr: "KnavesDaylight", g: "Game") -> None:
        raise NotImplementedError


class Dash(ItemAction):
    """18.5.1.IV.a Dash: move the captain up to twice (the Harrier three times), ignoring rule."""

    kind = "dash"

    def possible(self, fr: "KnavesDaylight", g: "Game") -> bool:
        return bool(captain_moves(g, fr.seat, True))

    def impossible(self, fr: "KnavesDaylight", g: "Game") -> Reason | None:
        return "the Acting Captain has nowhere to move", ["18.5.1.IV.a"]

    def take(self, fr: "KnavesDaylight", g: "Game") -> None:
        cap = knaves(g, fr.seat).captain_card()
        fr.moves = cap.dash_moves if cap is not None else 2  # K.8.2
        fr.step = "dash"


def battle_here(g: "Game", seat: int) -> bool:
    c = knaves(g, seat).captain_loc()
    return c >= 0 and bool(battle_options(g, seat, [c], hirelings=True))  # a hireling is an enemy (H.3.2)


class Assault(ItemAction):
    """18.5.1.IV.b Assault: battle in the captain's clearing, every warrior hit a Prisoner
    (K.9.2: the Ronin may move first)."""

    kind = "assault"

    def possible(self, fr: "KnavesDaylight", g: "Game") -> bool:
        cap = knaves(g, fr.seat).captain_card()
        if cap is not None and cap.move_before_assault:
            return battle_here(g, fr.seat) or bool(captain_moves(g, fr.seat, False))
        return battle_here(g, fr.seat)

    def impossible(self, fr: "KnavesDaylight", g: "Game") -> Reason | None:
        return "there is no enemy to battle in the Acting Captain's clearing", ["18.5.1.IV.b"]

    def take(self, fr: "KnavesDaylight", g: "Game") -> None:
        fr.mode = "assault"
        cap = knaves(g, fr.seat).captain_card()
        fr.step = "ronin" if cap is not None and cap.move_before_assault else "target"


class Skirmish(ItemAction):
    """18.5.1.IV.c Skirmish: move the captain from a forest, then battle in its destination
    clearing ignoring the first hit (K.6.2: the Scoundrel may move from a clearing)."""

    kind = "skirmish"

    def possible(self, fr: "KnavesDaylight", g: "Game") -> bool:
        f = knaves(g, fr.seat)
        cap = f.captain_card()
        if f.captain_loc() >= 0 and not (cap is not None and cap.skirmish_from_clearing):
            return False
        return any(b >= 0 for b in captain_moves(g, fr.seat, False))

    def impossible(self, fr: "KnavesDaylight", g: "Game") -> Reason | None:
        if knaves(g, fr.seat).captain_loc() >= 0:
            return "Skirmish moves the Acting Captain from a forest", ["18.5.1.IV.c", "K.6.2"]
        return "the Acting Captain cannot move into a clearing", ["18.5.1.IV.c"]

    def take(self, fr: "KnavesDaylight", g: "Game") -> None:
        fr.mode = "skirmish" if knaves(g, fr.seat).captain_loc() < 0 else "skirmish_clearing"
        fr.moves = 1
        fr.step = "skirmish_go"


class Nab(ItemAction):
    """18.5.1.IV.d Nab: battle in the captain's clearing; a hit captain goes to a forest;
    unhit, it may move after the battle."""

    kind = "nab"

    def possible(self, fr: "KnavesDaylight", g: "Game") -> bool:
        return battle_here(g, fr.seat)

    def impossible(self, fr: "KnavesDaylight", g: "Game") -> Reason | None:
        return "there is no enemy to battle in the Acting Captain's clearing", ["18.5.1.IV.d"]

    def take(self, fr: "KnavesDaylight", g: "Game") -> None:
        fr.mode = "nab"
        fr.step = "target"


class Revel(ItemAction):
    """18.5.1.IV.e Revel: acclaim and a Skunk at the captain (a forest: the Skunk); with
    acclaim there already, two Skunks."""

    kind = "revel"

    def take(self, fr: "KnavesDaylight", g: "Game") -> None:
        loc = knaves(g, fr.seat).captain_loc()
        if loc >= 0 and (fr.seat, ACCLAIM) in g.tokens[loc]:
            place_skunks(g, fr.seat, loc, 2)
        else:
            add_acclaim(g, fr.seat, loc)
            place_skunks(g, fr.seat, loc, 1)


class Gift(ItemAction):
    """18.5.1.IV.f Gift: acclaim and a card (a forest: the card); with acclaim there
    already, two cards."""

    kind = "gift"

    def take(self, fr: "KnavesDaylight", g: "Game") -> None:
        loc = knaves(g, fr.seat).captain_loc()
        if loc >= 0 and (fr.seat, ACCLAIM) in g.tokens[loc]:
            C.draw(g, fr.seat, 2)
        else:
            add_acclaim(g, fr.seat, loc)
            C.draw(g, fr.seat, 1)


class Serve(ItemAction):
    """18.5.1.IV.g Serve: acclaim in the captain's clearing; with acclaim there already,
    craft with acclaim matching it (listed points scored). K.2.2: the Tinker then draws."""

    kind = "serve"

    def take(self, fr: "KnavesDaylight", g: "Game") -> None:
        loc = knaves(g, fr.seat).captain_loc()
        if loc >= 0 and (fr.seat, ACCLAIM) in g.tokens[loc]:
            fr.step = "serve"
            return
        add_acclaim(g, fr.seat, loc)
        fr.served(g)


class ServeDone(BareAction["KnavesDaylight"]):
    kind = "done"

    def do(self, fr: "KnavesDaylight", g: "Game", action: Action) -> None:
        fr.step = "menu"
        fr.served(g)


class Target(StartBattle):
    """The battle of an item action (18.5.1.IV.b-d), in the Acting Captain's clearing."""

    clearings_rule = "18.5.1.IV"

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        loc = knaves(g, fr.seat).captain_loc()
        return [loc] if loc >= 0 else []

    def clearings_where(self, fr: Frame, g: "Game") -> str:
        return captain_place_words(g, fr.seat)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        CaptainBattle().do(fr, g, action)


def captain_place_words(g: "Game", seat: int) -> str:
    """Where a Captain Act's battle must be, in words (18.5.1.II, IV)."""
    loc = knaves(g, seat).captain_loc()
    if loc >= 0:
        return f"in the Acting Captain's clearing, {loc + 1}"
    where = "off the map" if loc == OFF else f"in forest {place_text(loc)}"
    return f"in the Acting Captain's clearing, and the captain is {where}"


class Done(BareAction["KnavesDaylight"]):
    """No (more) moves: go on."""

    kind = "done"

    def do(self, fr: "KnavesDaylight", g: "Game", action: Action) -> None:
        fr.moves = 0
        if fr.step == "ronin":  # K.9.2: no move before the Assault
            fr.step = "target"
            return
        fr.after_move(g)


class Retire(End):
    """18.5.2 Retire: the Acting Captain's card face down to the supply; Daylight ends."""

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        f = knaves(g, fr.seat)
        f.acting = ""
        g.abilities_changed()
        super().do(fr, g, action)


class KnavesDaylight(Frame):
    """18.5: Captain Acts (18.5.1) in any order, then Retire (18.5.2)."""

    __slots__ = ("seat", "left", "filched", "used", "mode", "dest", "back", "moves", "got")
    rule = "18.5"
    choices = {"menu": (CaptainMove(), CaptainBattle(), FilchCraft(), FilchTake(), Dash(), Assault(), Skirmish(),
                        Nab(), Revel(), Gift(), Serve(), DaylightOptions(), Retire()),
               "skunks": (Skunks(),), "dash": (Go(), Done()), "skirmish_go": (Go(),), "ronin": (Go(), Done()),
               "target": (Target(),), "after_nab": (Go(), Done()), "filch": (), "thief": (Go(), Done()),
               "serve": (CraftCard(), ServeDone())}

    def __init__(self, seat: int, left: int = DATA["actions"]) -> None:
        self.step = "menu"
        self.seat = seat
        self.left = left
        self.filched = False
        #: once-per-turn abilities used (K.3.2, K.4.2: "captain")
        self.used: list[str] = []
        #: the battle mode of the item action under way ("assault", "skirmish", "nab"...)
        self.mode = ""
        self.dest = OFF
        self.back = ""
        self.moves = 0
        self.got = 0

    def destinations(self, g: "Game") -> list[int]:
        if self.step == "skirmish_go":
            return [b for b in captain_moves(g, self.seat, False) if b >= 0]
        return captain_moves(g, self.seat, self.step == "dash")

    def after_move(self, g: "Game") -> None:
        """After a move of the captain: more Dash moves, the battle of a Skirmish, or the menu."""
        back = self.back
        self.back = ""
        if back == "dash" and self.moves > 1 and captain_moves(g, self.seat, True):
            self.moves -= 1
            self.step = "dash"
        elif back == "skirmish_go" or (back == "ronin" and self.mode == "assault"):
            self.step = "target"
        else:
            self.step = "menu"
        self.moves = 0 if self.step == "menu" else self.moves

    def filch_done(self, g: "Game") -> None:
        """K.1.2: after Filch, the Thief may move."""
        cap = knaves(g, self.seat).captain_card()
        self.step = "thief" if cap is not None and cap.move_after_filch and captain_moves(g, self.seat, False) \
            else "menu"

    def served(self, g: "Game") -> None:
        cap = knaves(g, self.seat).captain_card()
        if cap is not None and cap.draw_after_serve:  # K.2.2
            C.draw(g, self.seat, cap.draw_after_serve)

    def s_menu(self, g: "Game") -> Decision | None:
        f = knaves(g, self.seat)
        return Decision(self.seat, "knaves_daylight", self.offer(g),
                        f"Captain Acts with the {f.acting.title() or '?'} ({self.left} left), or end (Retire)",
                        "18.5.1")

    def s_skunks(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            move_captain(g, self.seat, self.dest, 0)
            self.after_move(g)
            return None
        return Decision(self.seat, "knaves_skunks", opts, f"how many Skunks follow the captain to "
                        f"{place_text(self.dest)}", "18.2.5")

    def s_dash(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "knaves_go", self.offer(g), f"Dash: move again ({self.moves} left), or done",
                        "18.5.1.IV.a")

    def s_skirmish_go(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            self.step = "menu"
            return None
        return Decision(self.seat, "knaves_go", opts, "Skirmish: move the captain into a clearing", "18.5.1.IV.c")

    def s_ronin(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "knaves_go", self.offer(g), "the Ronin may move before the Assault (or done)",
                        "K.9.2")

    def s_target(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:  # nobody to battle where the captain went
            self.step = "menu"
            return None
        return Decision(self.seat, "knaves_battle", opts, "which enemy to battle", ACTION_RULES.get(
            self.mode.split("_")[0], "18.5.1.II"))

    def s_after_nab(self, g: "Game") -> Decision | None:
        f = knaves(g, self.seat)
        opts = self.offer(g)
        if f.captain_loc() != self.dest or len(opts) == 1:  # hit, or nowhere to go
            self.step = "menu"
            return None
        return Decision(self.seat, "knaves_go", opts, "Nab: the captain was not hit: move it (or done)",
                        "18.5.1.IV.d")

    def s_filch(self, g: "Game") -> Decision | None:
        self.filch_done(g)
        return None

    def s_thief(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "knaves_go", self.offer(g), "the Thief may move after Filch (or done)", "K.1.2")

    def s_serve(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "menu"
            self.served(g)
            return None
        return Decision(self.seat, "craft", opts, "Serve: craft with acclaim matching the captain's clearing, "
                        "or done", "18.5.1.IV.g")


def daylight(fr: Frame) -> KnavesDaylight:
    assert isinstance(fr, KnavesDaylight)
    return fr


# ----------------------------------------------------------------------------- battles (18.2.5-18.2.6)
class Jail(Choice["KnaveBattle"]):
    """18.2.6: the forest a Prisoner goes to."""

    kind = "forest"

    def options(self, fr: "KnaveBattle", g: "Game") -> list[Action]:
        return [act("forest", (forest_label(f),)) for f in fr.jails(g)]

    def why_not(self, fr: "KnaveBattle", g: "Game", action: Action) -> Reason | None:
        return f"a Prisoner goes to a forest adjacent to clearing {fr.c + 1} with no Prisoner", ["18.2.6"]

    def do(self, fr: "KnaveBattle", g: "Game", action: Action) -> None:
        fo = forest_arg(g, action)
        assert fo is not None
        lift_warriors(g, fr.pris, fr.c, 1)  # taken, not removed: no supply, no event (R354)
        knaves(g, fr.a).prisoners[fo] = fr.pris
        fr.pris = -1
        fr.taken += 1
        fr._took(g, "d")
        fr.step = "deal"


class Flee(Choice["KnaveBattle"]):
    """18.5.1.IV.d: the hit Acting Captain goes to an adjacent forest instead."""

    kind = "forest"

    def options(self, fr: "KnaveBattle", g: "Game") -> list[Action]:
        return [act("forest", (forest_label(f),)) for f in adjacent_forests(g, fr.c)]

    def why_not(self, fr: "KnaveBattle", g: "Game", action: Action) -> Reason | None:
        return f"the captain goes to a forest adjacent to clearing {fr.c + 1}", ["18.5.1.IV.d"]

    def do(self, fr: "KnaveBattle", g: "Game", action: Action) -> None:
        fo = forest_arg(g, action)
        assert fo is not None
        f = knaves(g, fr.a)
        lift_warriors(g, fr.a, fr.c, 1)
        f.at[f.acting] = forest_loc(fo)
        fr.ha -= 1
        fr.step = "deal"


class KnaveBattle(Battle):
    """A battle the Knaves start with their Acting Captain (18.5.1.II, IV.b-d): Have at Thee
    takes Prisoners (18.2.6; Assault: every warrior hit), Nab sends the hit captain to a
    forest (18.5.1.IV.d). ``mode``: "", "assault", "skirmish", "skirmish_clearing", "nab";
    ``taken``: Prisoners taken so far."""

    __slots__ = ("mode", "taken", "pris")
    choices = {**Battle.choices, "jail": (Jail(),), "flee": (Flee(),)}

    def __init__(self, attacker: int, defender: int, c: int, mode: str = "") -> None:
        super().__init__(attacker, defender, c)
        self.mode = mode
        self.taken = 0
        #: the seat whose warrior hit is being taken as a Prisoner (step "jail"), or -1
        self.pris = -1

    def loaded_problem(self, g: "Game") -> tuple[str, str] | None:
        """``pris``: a seat whose warrior hit here is being taken as a Prisoner while the
        Knaves choose its forest (step "jail", 18.2.6), else -1."""
        p = self.pris
        if isinstance(p, bool) or not isinstance(p, int):
            return "pris", f"expected a seat or -1, got {type(p).__name__}"
        if self.step != "jail":
            return None if p == -1 else ("pris", "expected -1: no Prisoner is being taken at this step")
        if not 0 <= p < g.n or p == self.a:
            return "pris", f"expected the seat of a defending warrior hit in clearing {self.c + 1} (18.2.6), got {p}"
        if not self.capturable(g, p):
            return "pris", f"{g.factions[p].key} has no warrior in clearing {self.c + 1} to take as a Prisoner (18.2.6)"
        if not self.jails(g):
            return "step", f"no forest adjacent to clearing {self.c + 1} is free for a Prisoner (18.2.6)"
        return None

    def jails(self, g: "Game") -> list[int]:
        f = knaves(g, self.a)
        return [x for x in adjacent_forests(g, self.c) if f.prisoners[x] < 0]

    def may_capture(self, g: "Game") -> bool:
        """18.2.6: Have at Thee takes a Prisoner now: the Knaves attack a faction (not a
        hireling, R367), have taken none yet in this battle (an Assault takes every warrior
        hit, 18.5.1.IV.b), and a forest adjacent to the battle has no Prisoner."""
        return self.d >= 0 and (self.mode == "assault" or self.taken == 0) and bool(self.jails(g))

    def capturable(self, g: "Game", taker: int) -> bool:
        """18.2.6: a warrior of ``taker`` hit here may be taken as a Prisoner: a defending
        warrior, whoever's (the defender's, or one lent to it, 17.2.5, 16.2.2.I.a: ruling
        R546), that can be moved (not the Hundreds' warlord when it is the last, 14.2.2,
        R354; not a faction taking hits otherwise, the Vagabond, 9.2.7)."""
        f = g.factions[taker]
        return not f.takes_hits_specially and f.removable_warriors(g, self.c, "prisoner") > 0

    def prisoner_taker(self, g: "Game") -> int:
        """18.2.6: the seat whose warrior the next hit to the defender takes as a Prisoner,
        read from the battle's one plan of who takes each hit (rules/battle.py
        ``hit_takers``, R546); -1 when none is taken (nothing to take, the warrior cannot
        be, or the defender must first choose whose warrior is hit, 16.2.2.I.b:
        ``take_helper_hit`` then takes it)."""
        if not self.may_capture(g) or g.factions[self.d].takes_hits_specially:
            return -1
        takers = self.next_takers(g, "d")
        if len(takers) != 1 or not self.capturable(g, takers[0]):
            return -1
        return takers[0]

    def take_helper_hit(self, g: "Game", side: str, taker: int) -> None:
        """16.2.2.I.b: the warrior the defender chose to take the hit is taken as a Prisoner
        when Have at Thee takes one now (R546), else removed as usual."""
        if side == "d" and self.may_capture(g) and self.capturable(g, taker):
            self.pris = taker
            self.step = "jail"
            return
        super().take_helper_hit(g, side, taker)

    def s_deal(self, g: "Game") -> Decision | None:
        if self.hd > 0:
            taker = self.prisoner_taker(g)
            if taker >= 0:
                if abilities(g).ignores_first_hit and self._ignores_hit(g, "d", self.d):
                    self._set_hits("d", self.hd - 1)
                    return None
                f = g.factions[self.d]
                if f.ignores_hits and f.ignore_hit(g, self, "d"):
                    self._set_hits("d", self.hd - 1)
                    return None
                self.pris = taker
                self.step = "jail"
                return None
        if self.hd <= 0 and self.ha > 0 and self.mode == "nab":
            k = knaves(g, self.a)
            if k.captain_loc() == self.c and k.skunks_at(g, self.c) == 0 and adjacent_forests(g, self.c):
                self.step = "flee"  # the Acting Captain takes the hit first (ruling R352)
                return None
        return super().s_deal(g)

    def s_jail(self, g: "Game") -> Decision | None:
        return Decision(self.a, "knaves_prisoner", self.offer(g),
                        f"Have at Thee: the forest your Prisoner ({g.factions[self.pris].title}) goes to", "18.2.6")

    def s_flee(self, g: "Game") -> Decision | None:
        return Decision(self.a, "knaves_forest", self.offer(g), "Nab: the hit captain goes to an adjacent forest",
                        "18.5.1.IV.d")


# ----------------------------------------------------------------------------- Evening (18.6)
class Protect(Choice["KnavesEvening"]):
    """18.6.2 Protect the Weak: once per acclaim, spend a matching card for a Skunk there."""

    kind = "protect"

    def options(self, fr: "KnavesEvening", g: "Game") -> list[Action]:
        f = knaves(g, fr.seat)
        if f.supply <= 0:
            return []
        out = []
        for c in f.acclaim(g):
            if c in fr.done or not can_place(g, fr.seat, c):
                continue
            for cid in C.distinct_hand(g, fr.seat):
                if C.card_matches(g, fr.seat, cid, clearing_suits(g, c)):
                    out.append(act("protect", (c + 1, g.deckdef.cards[cid].label)))
        return out

    def why_not(self, fr: "KnavesEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        c, r = clearing_of(g, action)
        if c is None:
            return r
        f = knaves(g, fr.seat)
        if c not in f.acclaim(g):
            return f"there is no acclaim in clearing {c + 1}", ["18.6.2"]
        if c in fr.done:
            return f"you protected clearing {c + 1} already (once per acclaim)", ["18.6.2"]
        if f.supply <= 0:
            return "your Skunk supply is empty", ["18.6.2"]
        if len(action.args) < 2:
            return f"protect names the card to spend: protect {c + 1} \"Card\"", ["18.6.2"]
        return why_card(g, fr.seat, action.args[1], clearing_suits(g, c), "18.6.2")

    def do(self, fr: "KnavesEvening", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[1])))
        fr.done.append(c)
        place_warriors(g, fr.seat, c, 1)


class ProtectDone(BareAction["KnavesEvening"]):
    kind = "done"

    def do(self, fr: "KnavesEvening", g: "Game", action: Action) -> None:
        fr.step = "easy"


def prisoners_of(f: Knaves) -> dict[int, int]:
    out: dict[int, int] = {}
    for o in f.prisoners:
        if o >= 0:
            out[o] = out.get(o, 0) + 1
    return out


class PickEnemy(Choice["KnavesEvening"]):
    """18.6.3 (Homeland Law): on a tie for most Prisoners, the Knaves choose the enemy."""

    kind = "prisoners"

    def options(self, fr: "KnavesEvening", g: "Game") -> list[Action]:
        return [act("prisoners", (g.factions[o].key,)) for o in most_prisoners(knaves(g, fr.seat))]

    def why_not(self, fr: "KnavesEvening", g: "Game", action: Action) -> Reason | None:
        return "choose one of the enemies tied for most Prisoners", ["18.6.3"]

    def do(self, fr: "KnavesEvening", g: "Game", action: Action) -> None:
        fr.enemy = g.seat_of(str(action.args[0]))
        fr.step = "free"


def most_prisoners(f: Knaves) -> list[int]:
    count = prisoners_of(f)
    top = max(count.values(), default=0)
    return sorted(o for o, n in count.items() if n == top and top > 0)


def free_clearings(g: "Game", f: Knaves, enemy: int) -> list[int]:
    """18.6.3: clearings adjacent to a forest holding the enemy's Prisoners, where they may be placed."""
    return [c for c in range(g.map.board_n) if any(f.prisoners[x] == enemy for x in adjacent_forests(g, c))
            and can_place(g, enemy, c)]


class Free(Choice["KnavesEvening"]):
    """18.6.3: the enemy's Prisoners in forests adjacent to the chosen clearing go there."""

    kind = "free"

    def options(self, fr: "KnavesEvening", g: "Game") -> list[Action]:
        return [act("free", (c + 1,)) for c in free_clearings(g, knaves(g, fr.seat), fr.enemy)]

    def why_not(self, fr: "KnavesEvening", g: "Game", action: Action) -> Reason | None:
        return "choose a clearing adjacent to a forest holding your Prisoners", ["18.6.3"]

    def do(self, fr: "KnavesEvening", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        f = knaves(g, fr.seat)
        for x in adjacent_forests(g, c):
            if f.prisoners[x] == fr.enemy:
                f.prisoners[x] = -1
                set_down_warriors(g, fr.enemy, c, 1)
        fr.step = "draw"


class NoFree(BareAction["KnavesEvening"]):
    kind = "pass"

    def do(self, fr: "KnavesEvening", g: "Game", action: Action) -> None:
        fr.step = "draw"


class KnavesEvening(Frame):
    """18.6: Mock the Powerful, Protect the Weak, Take It Easy, Draw and Discard."""

    __slots__ = ("seat", "done", "enemy")
    rule = "18.6"
    choices = {"protect": (Protect(), ProtectDone()), "pick": (PickEnemy(),), "free": (Free(), NoFree())}

    def __init__(self, seat: int) -> None:
        self.step = "mock"
        self.seat = seat
        self.done: list[int] = []
        self.enemy = -1

    def s_mock(self, g: "Game") -> Decision | None:
        """18.6.1: a point per two Prisoners and per two acclaim on the map."""
        f = knaves(g, self.seat)
        prisoners = sum(1 for o in f.prisoners if o >= 0)
        score(g, self.seat, prisoners // 2 + len(f.acclaim(g)) // 2)
        self.step = "protect"
        return None

    def s_protect(self, g: "Game") -> Decision | None:
        f = knaves(g, self.seat)
        opts = self.offer(g)
        # asked whenever a card could match an acclaim left, so that passing tells nothing (1.2.1)
        if not f.hand or f.supply <= 0 or not [c for c in f.acclaim(g) if c not in self.done]:
            self.step = "easy"
            return None
        return Decision(self.seat, "knaves_protect", opts, "Protect the Weak: spend a card matching an acclaim "
                        "for a Skunk there, or done", "18.6.2", keep=True)

    def s_easy(self, g: "Game") -> Decision | None:
        """18.6.3 Take It Easy, once all three Captain cards are face down."""
        f = knaves(g, self.seat)
        if f.up or f.acting or len(f.captains) < DATA["captains"]:
            self.step = "draw"
            return None
        f.up = list(f.captains)
        f.stash = [it[:-2] if it.endswith("_x") else it for it in f.stash]
        tied = most_prisoners(f)
        if not tied:
            self.step = "draw"
        elif len(tied) == 1:
            self.enemy = tied[0]
            self.step = "free"
        else:
            self.step = "pick"
        return None

    def s_pick(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "knaves_prisoners", self.offer(g), "Take It Easy: which enemy tied for most "
                        "Prisoners frees them", "18.6.3")

    def s_free(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "draw"
            return None
        return Decision(self.enemy, "knaves_free", opts, "Take It Easy: choose a clearing for your Prisoners in "
                        "adjacent forests, or pass", "18.6.3")

    def s_draw(self, g: "Game") -> Decision | None:
        g.pop()
        g.push(DrawAndDiscard(self.seat, DATA["evening_draw"], "18.6.4"))
        return None


decision_kind("run_away", "Run Away: the forest where the Knaves place a Skunk", "18.2.7")
decision_kind("knaves_captain", "Which Captain card to choose", "18.3.2")
decision_kind("knaves_forest", "Which forest the captain goes to", "18.3.3")
decision_kind("knaves_ready", "Which face-up captain acts this turn", "18.4")
decision_kind("knaves_daylight", "A Captain Act, or end (Retire)", "18.5.1")
decision_kind("knaves_skunks", "How many Skunks follow the captain", "18.2.5")
decision_kind("knaves_go", "Where the captain moves, or done", "18.5.1")
decision_kind("knaves_battle", "Whom the item action battles", "18.5.1.IV")
decision_kind("knaves_prisoner", "The forest a Prisoner goes to", "18.2.6")
decision_kind("knaves_protect", "Protect the Weak: a card for a Skunk at acclaim, or done", "18.6.2")
decision_kind("knaves_prisoners", "The enemy tied for most Prisoners who frees them", "18.6.3")
decision_kind("knaves_free", "Where the enemy's Prisoners go, or pass", "18.6.3")
action_kind("captain", "Choose this Captain card", "18.3.2", (WORD,))
action_kind("ready", "Ready this captain", "18.4", (WORD,))
action_kind("go", "Move the Acting Captain to this clearing or forest", "18.5.1.I", (CLEARING,), (FOREST,))
action_kind("skunks", "This many Skunks follow the captain", "18.2.5", (COUNT,))
action_kind("filch", "Filch this item of this enemy", "18.5.1.III", (FACTION, ITEM))
for _kind in ITEM_ACTIONS:
    action_kind(_kind, f"{_kind.title()}: flip its item (or these items, K.3.2, K.4.2, K.10.2)", ACTION_RULES[_kind],
                (), (ITEM,), (ITEM, ITEM))
action_kind("protect", "Protect the Weak: a Skunk at the acclaim here, spending this card", "18.6.2", (CLEARING, CARD))
action_kind("prisoners", "This enemy frees their Prisoners", "18.6.3", (FACTION,))
action_kind("free", "Your Prisoners next to this clearing go there", "18.6.3", (CLEARING,))

from woodland.factions.knaves import captains as _captains  # noqa: E402,F401  (the captain cards)
