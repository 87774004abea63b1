"""The Highway Bandits card (appendix H; components.md §6).

Its demoted side, the Bandit Gangs (implemented): four warriors, none set up. When hired with
no Bandit warrior on the map, one is placed in a clearing with the controller's pieces (H.2.1).
They cannot be battled where their controller has pieces (H.2.2; 1.1.2). Once per Daylight
(H.2.4, ``gangs``): one of the controller's own warriors placed at each Bandit warrior (from
their supply, as many as it holds, 1.5.4; ``gang_muster``), **or** a Bandit warrior placed
in a clearing with the controller's pieces (``gang_join``, then ``deploy CLEARING``) (R245).

Its promoted side, the Highway Bandits (card text: docs/data-sources.md, TRANSCRIPTION): four
bandits that stand on *paths* (never on a river, H.3.5), one per path. They are kept on the
card (``Hired.state["paths"]``: pairs of clearing indices, low first), count for nothing on
the map (rule, battle, placement) and are shown to everyone (views: ``bandit_paths``). Setup
(A.6.3): two bandits on two paths the player setting them up picks (R289). The toll (H.2.2):
when an enemy of the Bandits (H.3.2) moves their warriors along a path with a bandit, one of
the moved warriors is removed at the destination by the Bandits (H.3.6: scoring nothing;
H.3.7: Outrage and the like follow the controller); a Vagabond moving along one damages an
item of his choice instead (the generic ``Faction.damage_items`` hook); once per move
(R318). The controller moving their own faction pieces along a path with a bandit may place
one of their warriors at the destination (``bandit_recruit`` or ``pass``). Once per
Daylight (H.2.4, ``bandits``): a bandit on a path without one with an end at the
controller's faction pieces (``bandit_path A B``), with none on the card one taken back
from the map first (``bandit_recycle A B``) (R319). Which link a move used is the
``link`` of the ``moved`` and ``pawn_moved`` events (rules/move.py ``link_between``): a move
between two clearings joined by a path and by another link the mover may use is the mover's
choice of link (R317)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.events import PATH
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling, card_data
from woodland.core.kinds import CLEARING, action_kind, decision_kind
from woodland.hirelings import PlaceWarriors
from woodland.rules.board import can_place, has_pieces, is_enemy, place_warriors, remove_warriors

if TYPE_CHECKING:
    from woodland.core.game import Game

action_kind("gangs", "Bandit Gangs: your warriors at the Bandits, or a Bandit at your pieces", "H.2.4", ())
action_kind("gang_muster", "Bandit Gangs: place one of your warriors at each Bandit warrior", "H.2.4", ())
action_kind("gang_join", "Bandit Gangs: place a Bandit warrior in a clearing with your pieces", "H.2.4", ())
decision_kind("bandit_gangs", "Bandit Gangs: your warriors at each Bandit, or a new Bandit at your pieces", "H.2.4")


def _gangs(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("bandit_gangs")


class GangGuard(Ability):
    """H.2.2 Bandit Gangs: they cannot be battled where their controller has pieces."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def forbids_battle(self, g: "Game", attacker: int, defender: int, c: int) -> bool:
        owner, h = _gangs(g)
        return defender == owner and h.controller >= 0 and has_pieces(g, h.controller, c) \
            and is_enemy(g, attacker, defender)

    def battle_reason(self, g: "Game", defender: int, c: int) -> str:
        return f"the Bandit Gangs cannot be battled where their controller has pieces (clearing {c + 1})"


class Muster(BareAction["GangsAction"]):
    kind = "gang_muster"

    def options(self, fr: "GangsAction", g: "Game") -> list[Action]:
        _owner, h = _gangs(g)
        return [self.only] if any(h.warriors) and g.factions[fr.seat].supply > 0 else []

    def do(self, fr: "GangsAction", g: "Game", action: Action) -> None:
        g.pop()
        _owner, h = _gangs(g)
        for c in h.warrior_clearings():  # one per Bandit warrior, as many as the supply holds (1.5.4)
            place_warriors(g, fr.seat, c, h.at(c))


class Join(BareAction["GangsAction"]):
    kind = "gang_join"

    def options(self, fr: "GangsAction", g: "Game") -> list[Action]:
        _owner, h = _gangs(g)
        return [self.only] if h.supply and h.rules.warrior_targets(g, h, "join", fr.seat) else []

    def do(self, fr: "GangsAction", g: "Game", action: Action) -> None:
        g.pop()
        g.push(PlaceWarriors(fr.seat, "highway_bandits", "join"))


class GangsAction(Frame):
    """H.2.4: the Bandit Gangs' Daylight action for their controller ``seat``."""

    __slots__ = ("seat",)
    rule = "H.2.4"
    choices = {"choose": (Muster(), Join())}

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "bandit_gangs", opts,
                        "Bandit Gangs: your warriors at each Bandit, or a new Bandit at your pieces?", "H.2.4")


class BanditGangs(Hireling):
    key = "bandit_gangs"
    rule = "H.2.4"
    daylight_kinds = ("gangs",)

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [GangGuard(h.controller)] if h.controller >= 0 else []

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        return [] if any(h.warriors) else [PlaceWarriors(h.controller, h.card, "hired")]  # H.2.1

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        return [c for c in range(g.map.board_n) if has_pieces(g, seat, c)]  # at the controller's pieces

    def where(self, mode: str) -> str:
        return "a clearing with your pieces"

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("gangs")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(GangsAction(h.controller))


# ----------------------------------------------------------------------------- Highway Bandits
CARD = "highway_bandits"

action_kind("bandits", "Highway Bandits: a bandit on a path by your pieces", "H.2.4", ())
action_kind("bandit_path", "Highway Bandits: a bandit on the path between these two clearings", "H.2.4",
            (CLEARING, CLEARING))
action_kind("bandit_recycle", "Highway Bandits: take back the bandit on this path, to place it anew", "H.2.4",
            (CLEARING, CLEARING))
action_kind("bandit_recruit", "Highway Bandits: place one of your warriors where you moved along a bandit's path",
            "H.2.2", ())
decision_kind("bandit_path", "Which path a Highway Bandit goes on", "H.2.4")
decision_kind("bandit_recycle", "Which bandit the Highway Bandits take back from the map", "H.2.4")
decision_kind("bandit_recruit", "Highway Bandits: place a warrior where you moved along a bandit's path, or not",
              "H.2.2")


def _bandits(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side(CARD)


def bandit_paths(h: Hired) -> list[tuple[int, int]]:
    """The paths holding a bandit, as (low, high) clearing indices."""
    return [(a, b) for a, b in h.state.get("paths", ())]


def bandit_total(h: Hired) -> int:
    """The card's bandits (components.md §6: four)."""
    return int(card_data()[h.card][h.side]["pieces"]["bandits"])


def open_paths(g: "Game") -> list[tuple[int, int]]:
    """The open paths of the map (2.2.1; not a closed one, M.4.2; not a river, H.3.5), as
    (low, high) clearing indices."""
    on_map = g.map.board_n
    return [(a, b) for a in range(on_map) for b in g.map.adj[a] if a < b < on_map]


def path_targets(g: "Game", seat: int, setup: bool) -> list[tuple[int, int]]:
    """Where ``seat`` may put a bandit: a path without one (R289); in Daylight, linked to a
    clearing with their faction pieces (H.2.4)."""
    _owner, h = _bandits(g)
    held = set(bandit_paths(h))
    return [(a, b) for a, b in open_paths(g) if (a, b) not in held
            and (setup or has_pieces(g, seat, a) or has_pieces(g, seat, b))]


def recyclable(g: "Game", h: Hired, seat: int) -> list[tuple[int, int]]:
    """The bandits ``seat`` may take back to place anew (H.2.4): any, if a path by their
    pieces is free; else those on such a path (taking another would leave nowhere to go)."""
    paths = bandit_paths(h)
    if path_targets(g, seat, False):
        return paths
    return [(a, b) for a, b in paths if has_pieces(g, seat, a) or has_pieces(g, seat, b)]


def _path_of(action: Action) -> tuple[int, int]:
    a, b = int(action.args[0]) - 1, int(action.args[1]) - 1
    return (a, b) if a < b else (b, a)


def _reversed(action: Action) -> Action:
    return Action(action.kind, tuple(reversed(action.args)))


def _set_paths(h: Hired, paths: list[tuple[int, int]]) -> None:
    h.state = {"paths": [list(p) for p in sorted(paths)]} if paths else {}


class PutBandit(Choice["BanditAction"]):
    kind = "bandit_path"

    def options(self, fr: "BanditAction", g: "Game") -> list[Action]:
        _owner, h = _bandits(g)
        if len(bandit_paths(h)) >= bandit_total(h):
            return []
        return [act(self.kind, (a + 1, b + 1)) for a, b in path_targets(g, fr.seat, bool(fr.setup))]

    def why_not(self, fr: "BanditAction", g: "Game", action: Action) -> Reason | None:
        if _reversed(action) in self.options(fr, g):
            return f"write the path's lower clearing first: {_reversed(action)}", [fr.rule_of()]
        where = "a path" if fr.setup else "a path with an end at a clearing with your faction pieces"
        return f"a bandit goes on {where} without a bandit (not on a river)", [fr.rule_of(), "H.3.5"]

    def do(self, fr: "BanditAction", g: "Game", action: Action) -> None:
        _owner, h = _bandits(g)
        _set_paths(h, bandit_paths(h) + [_path_of(action)])
        fr.times -= 1
        if fr.times <= 0:
            g.pop()


class TakeBack(Choice["BanditAction"]):
    kind = "bandit_recycle"

    def options(self, fr: "BanditAction", g: "Game") -> list[Action]:
        _owner, h = _bandits(g)
        return [act(self.kind, (a + 1, b + 1)) for a, b in recyclable(g, h, fr.seat)]

    def why_not(self, fr: "BanditAction", g: "Game", action: Action) -> Reason | None:
        if _reversed(action) in self.options(fr, g):
            return f"write the path's lower clearing first: {_reversed(action)}", ["H.2.4"]
        return ("with no bandit on the card, one is taken back from a path that has one (by your pieces, when "
                "no other path by them is free)"), ["H.2.4"]

    def do(self, fr: "BanditAction", g: "Game", action: Action) -> None:
        _owner, h = _bandits(g)
        gone = _path_of(action)
        _set_paths(h, [p for p in bandit_paths(h) if p != gone])
        fr.step = "place"


class BanditAction(Frame):
    """Bandits placed on paths by ``seat``: ``times`` of them at setup (``setup``: any path
    without one, A.6.3, R289), or the Daylight action's one (H.2.4: by their pieces, one taken
    back from the map first when none is on the card, R319)."""

    __slots__ = ("seat", "times", "setup")
    rule = "H.2.4"
    choices = {"recycle": (TakeBack(),), "place": (PutBandit(),)}

    def __init__(self, seat: int, times: int = 1, setup: int = 0) -> None:
        self.step = "recycle"
        self.seat = seat
        self.times = times
        self.setup = setup

    def rule_of(self) -> str:
        return "A.6.3" if self.setup else "H.2.4"

    def s_recycle(self, g: "Game") -> Decision | None:
        _owner, h = _bandits(g)
        if len(bandit_paths(h)) < bandit_total(h) or self.setup:
            self.step = "place"
            return None
        return Decision(self.seat, "bandit_recycle", self.offer(g),
                        "Highway Bandits: take back which bandit, to place it anew?", "H.2.4")

    def s_place(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "bandit_path", opts, "Highway Bandits: a bandit on which path?", self.rule_of())

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "highway_bandits", "step": self.step, "times": self.times}


class Toll(Frame):
    """H.2.2: ``seat`` moved warriors along a path with a bandit, into ``c``: one of them is
    removed, by the Bandits (H.3.6, H.3.7)."""

    __slots__ = ("seat", "c")
    rule = "H.2.2"
    clearing_fields = ("c",)

    def __init__(self, seat: int, c: int) -> None:
        self.step = "toll"
        self.seat = seat
        self.c = c

    def s_toll(self, g: "Game") -> None:
        g.pop()
        owner, _h = _bandits(g)
        remove_warriors(g, self.seat, self.c, 1, owner, "bandits")


class Recruit(BareAction["BanditRecruit"]):
    kind = "bandit_recruit"

    def do(self, fr: "BanditRecruit", g: "Game", action: Action) -> None:
        g.pop()
        place_warriors(g, fr.seat, fr.c, 1)


class NoRecruit(BareAction["BanditRecruit"]):
    kind = "pass"

    def do(self, fr: "BanditRecruit", g: "Game", action: Action) -> None:
        g.pop()


class BanditRecruit(Frame):
    """H.2.2: the controller ``seat`` moved along a path with a bandit into ``c``: they may
    place one of their warriors there (G.20)."""

    __slots__ = ("seat", "c")
    rule = "H.2.2"
    clearing_fields = ("c",)
    choices = {"choose": (Recruit(), NoRecruit())}

    def __init__(self, seat: int, c: int) -> None:
        self.step = "choose"
        self.seat = seat
        self.c = c

    def s_choose(self, g: "Game") -> Decision | None:
        if g.factions[self.seat].supply <= 0 or not can_place(g, self.seat, self.c):
            g.pop()
            return None
        return Decision(self.seat, "bandit_recruit", self.offer(g),
                        f"Highway Bandits: place one of your warriors in clearing {self.c + 1}?", "H.2.2")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "bandit_recruit", "clearing": self.c + 1}


def _toll(g: "Game", h: Hired, mover: int, pieces: int, a: int, b: int, link: int, pawn: bool) -> list[Frame]:
    """What a move by ``mover`` of ``pieces``' warriors (``pawn``: its pawn) from ``a`` to ``b``
    along ``link`` brings about by the Bandits (R317, R318)."""
    if a < 0 or b < 0 or not link & PATH or (min(a, b), max(a, b)) not in bandit_paths(h):
        return []
    assert g.hirelings is not None
    if link == PATH and pieces >= 0 and is_enemy(g, pieces, g.hirelings.owner(h)):  # along the path only
        return g.factions[pieces].damage_items(g, 1) if pawn else [Toll(pieces, b)]
    if mover == h.controller == pieces:  # the controller moving their own faction pieces (H.3.3)
        return [BanditRecruit(mover, b)]
    return []


class HighwayBandits(Hireling):
    key = CARD
    rule = "H.2.4"
    daylight_kinds = ("bandits",)
    listens = frozenset({"moved", "pawn_moved"})

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [BanditAction(seat, times=2, setup=1)]  # A.6.3, R289

    def triggers(self, g: "Game", h: Hired, event: tuple[Any, ...]) -> "list[Frame]":
        if not h.state:  # no bandit on the map
            return []
        if event[0] == "moved":  # (kind, seat, origin, dest, warriors, owner, link)
            _k, seat, a, b, n, pieces, link = event
            if n <= 0 or (pieces != seat and b >= 0 and g.factions[seat].pawn_in(g, b)):
                return []  # warriors along with a pawn (9.2.9.II.b): the pawn's move pays (R318)
            return _toll(g, h, seat, pieces, a, b, link, False)
        if event[0] == "pawn_moved":  # (kind, seat, origin, dest, along, link)
            _k, seat, a, b, _along, link = event
            return _toll(g, h, seat, seat, a, b, link, True)
        return []  # (other sides' events: the game asks every side about them)

    def public_state(self, g: "Game", h: Hired) -> dict[str, Any]:
        paths = bandit_paths(h)
        return {"bandit_paths": [[a + 1, b + 1] for a, b in paths], "bandits_in_supply": bandit_total(h) - len(paths)}

    def load_state(self, d: Any, n: int, clearings: int, field: str) -> dict[str, Any]:
        rows = d.get("paths") if isinstance(d, dict) else None
        if not isinstance(rows, list) or len(rows) > 4 or any(
                not isinstance(r, list) or len(r) != 2 or not all(isinstance(x, int) and not isinstance(x, bool)
                                                                  for x in r) or not 0 <= r[0] < r[1] < clearings
                for r in rows) or len({tuple(r) for r in rows}) != len(rows):
            raise BadInput(field, "expected {paths: [[clearing, clearing], ...]}: up to four distinct paths, "
                                  "clearing indices low first")
        return {"paths": [list(r) for r in sorted(rows)]}

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        full = len(bandit_paths(h)) >= bandit_total(h)
        return [act("bandits")] if (recyclable(g, h, h.controller) if full
                                    else path_targets(g, h.controller, False)) else []

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(BanditAction(h.controller))
