"""Hirelings (appendix H): hireling cards that players gain, control for some turns and pass on.

A hireling card has two sides, promoted and demoted (A.6.2), each a :class:`Hireling` (its
rules, stateless) registered by the side's key in ``HIRELINGS``; the facts of the sixteen
cards (titles, pieces, setup, sources) are data (woodland/data/hirelings/cards.json, read by
:func:`card_data`). The game holds only :class:`HireState` (``Game.hirelings``, None in a
game without hirelings): each card in play (:class:`Hired`: its side, its controller, its
control markers, the turn it was gained), the hiring markers still on the score track
(A.6.4) and those a player has taken and not yet used (H.1.1).

A side's effects are abilities (core/ability.py, ``FROM_HIRELING``) and the actions of
H.2 (when hired, start of Birdsong, once per Daylight); the hirelings package
(woodland/hirelings) adds them to the ability sources and runs the procedures of H.1.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from woodland.core.errors import BadInput

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from woodland.core.ability import Ability
    from woodland.core.actions import Action
    from woodland.core.frame import Frame
    from woodland.core.game import Game

#: A.6.4: the score-track spaces of the three hiring markers
HIRING_SPACES: tuple[int, ...] = (4, 8, 12)

PROMOTED, DEMOTED = "promoted", "demoted"


@cache
def card_data() -> dict[str, dict[str, Any]]:
    """The sixteen hireling cards (woodland/data/hirelings/cards.json): card key (its promoted
    side's key) -> {"promoted": {...}, "demoted": {...}, ...}."""
    text = resources.files("woodland.data").joinpath("hirelings", "cards.json").read_text(encoding="utf-8")
    return dict(json.loads(text)["cards"])


@cache
def control_die() -> tuple[tuple[int, int], ...]:
    """H.1.2: the control die's six faces as (gold pips, all pips) (docs/data-sources.md:
    the pairing of gold and total on each face is not known; docs/rulings.md R251)."""
    text = resources.files("woodland.data").joinpath("hirelings", "cards.json").read_text(encoding="utf-8")
    return tuple((int(a), int(b)) for a, b in json.loads(text)["control_die"])


def side_names() -> dict[str, tuple[str, str]]:
    """Every side's key -> (its card's key, PROMOTED or DEMOTED)."""
    out: dict[str, tuple[str, str]] = {}
    for card, d in card_data().items():
        out[d[PROMOTED]["key"]] = (card, PROMOTED)
        out[d[DEMOTED]["key"]] = (card, DEMOTED)
    return out


def owner_id(index: int) -> int:
    """The owner id of the hireling card at ``index`` of ``HireState.cards``: pieces of the map
    are owned by a seat (0..n-1), by nobody (-1, ruins) or by a hireling (-2, -3, ...; G.34,
    G.36: a warrior or token is owned by its faction **or hireling**)."""
    return -2 - index


def is_hireling_owner(owner: int) -> bool:
    return owner <= -2


class Hired:
    """One hireling card in play: its card, which side is up, who controls it (-1: the
    supply), how many control markers it holds (H.1.2), the turn it was gained (H.1.3),
    the clearing of its pawn (-1: not on the map; sides with a pawn, G.18) and its warriors
    on the map (``warriors[c]``, one count per clearing; empty while none was ever placed),
    ``state``, what its side keeps of its own (JSON data: lists and numbers; the Street Band's
    record of who entered where this turn), empty for most sides, and ``held``, its warriors
    removed onto a card instead of its supply (Coffin Makers: neither on the map nor in its
    supply, G.24)."""

    __slots__ = ("card", "side", "controller", "control", "gained", "pawn", "warriors", "state", "held")

    def __init__(self, card: str, side: str, controller: int = -1, control: int = 0, gained: int = -1,
                 pawn: int = -1, warriors: list[int] | None = None, state: dict[str, Any] | None = None,
                 held: int = 0) -> None:
        self.card = card
        self.side = side
        self.controller = controller
        self.control = control
        self.gained = gained
        self.pawn = pawn
        self.warriors: list[int] = warriors if warriors is not None else []
        self.state: dict[str, Any] = state if state is not None else {}
        self.held = held

    def at(self, c: int) -> int:
        """Its warriors in clearing ``c``."""
        w = self.warriors
        return w[c] if w else 0

    @property
    def warrior_total(self) -> int:
        """Its warriors in the game (the card's pieces, components.md §6)."""
        return int(card_data()[self.card][self.side]["pieces"].get("warriors", 0))

    @property
    def supply(self) -> int:
        """Its warriors not on the map (G.32), but those held on a card (Coffin Makers)."""
        return self.warrior_total - sum(self.warriors) - self.held

    def warrior_clearings(self) -> list[int]:
        """The clearings holding its warriors, in order."""
        return [c for c, k in enumerate(self.warriors) if k]

    @property
    def building_total(self) -> int:
        """Its buildings in the game (vaults...; components.md §6), 0 for a side without."""
        kind = self.rules.building
        return int(card_data()[self.card][self.side]["pieces"].get(kind + "s", 0)) if kind else 0

    @property
    def token_total(self) -> int:
        """Its tokens in the game (lilypads...; components.md §6), 0 for a side without."""
        kind = self.rules.token
        return int(card_data()[self.card][self.side]["pieces"].get(kind + "s", 0)) if kind else 0

    @property
    def key(self) -> str:
        """The key of the side that is up (e.g. "bluebird_nobles")."""
        return str(card_data()[self.card][self.side]["key"])

    @property
    def rules(self) -> "Hireling":
        return HIRELINGS[self.key]

    def copy(self) -> "Hired":
        return Hired(self.card, self.side, self.controller, self.control, self.gained, self.pawn, self.warriors[:],
                     _copy_data(self.state) if self.state else None, self.held)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "controller": self.controller, "control": self.control, "gained": self.gained,
                "pawn": self.pawn, **({"warriors": self.warriors[:]} if any(self.warriors) else {}),
                **({"state": _copy_data(self.state)} if self.state else {}),
                **({"held": self.held} if self.held else {})}

    def __repr__(self) -> str:
        return f"<Hired {self.key} by {self.controller} control {self.control}>"


#: called once, when the first game with hirelings is made in this process: the hirelings
#: package installs its trigger hooks and its score hook then, so that games without
#: hirelings never call them (docs/performance.md)
ON_FIRST_USE: list[Callable[[], None]] = []


def _copy_data(v: Any) -> Any:
    """A copy of JSON data (dicts, lists, numbers, strings)."""
    if isinstance(v, dict):
        return {k: _copy_data(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy_data(x) for x in v]
    return v


class HireState:
    """The hirelings of a game (``Game.hirelings``): the cards in play (in the order dealt,
    A.6.1), the hiring markers still on the score track (A.6.4) and, per seat, the markers
    taken and kept below the Evening until the end of that player's turn (H.1.1)."""

    __slots__ = ("cards", "markers", "waiting")

    def __init__(self, cards: list[Hired], markers: list[int], waiting: list[int]) -> None:
        self.cards = cards
        self.markers = markers
        self.waiting = waiting
        if ON_FIRST_USE:  # the first game with hirelings in this process
            for install in ON_FIRST_USE:
                install()
            ON_FIRST_USE.clear()

    def copy(self) -> "HireState":
        return HireState([h.copy() for h in self.cards], self.markers[:], self.waiting[:])

    def to_json(self) -> dict[str, Any]:
        return {"cards": [h.to_json() for h in self.cards], "markers": self.markers[:], "waiting": self.waiting[:]}

    def check_states(self, g: "Game", field: str = "hirelings") -> None:
        """Each card's saved ``state`` checked against the game's map, once it is known
        (``Hireling.check_state``): a ``BadInput`` naming the field."""
        for i, h in enumerate(self.cards):
            if h.state:
                h.rules.check_state(g, h, f"{field}.cards[{i}].state")

    def public(self, g: "Game") -> dict[str, Any]:
        """What everyone sees (all of it is public): each card's side, controller and control
        markers, the hiring markers on the score track and those kept below an Evening."""
        keys = [f.key for f in g.factions]
        return {"cards": [{"key": h.key, "title": h.rules.title, "side": h.side,
                           "controller": keys[h.controller] if h.controller >= 0 else None,
                           "control": h.control, "pawn": h.pawn + 1 if h.pawn >= 0 else None,
                           **({"warriors_in_supply": h.supply} if h.warrior_total else {}),
                           **({"buildings_in_supply": h.building_total - sum(
                               bs.count((owner_id(i), h.rules.building)) for bs in g.buildings)}
                              if h.building_total else {}),
                           **({"tokens_in_supply": h.token_total - sum(
                               ts.count((owner_id(i), h.rules.token)) for ts in g.tokens)}
                              if h.token_total else {}),
                           **h.rules.public_state(g, h)}
                          for i, h in enumerate(self.cards)],
                "markers": sorted(self.markers),
                "waiting": {keys[s]: w for s, w in enumerate(self.waiting) if w}}

    def held_cards(self) -> list[int]:
        """Cards of the deck lying on hireling cards (neither in a hand nor in a pile)."""
        return [cid for h in self.cards for cid in h.rules.held_cards(h)]

    def owner(self, h: Hired) -> int:
        """The owner id of ``h``'s pieces (:func:`owner_id`)."""
        return owner_id(self.cards.index(h))

    def side(self, key: str) -> tuple[int, Hired]:
        """The owner id and card of the side ``key``, which must be in play."""
        h = self.key_of(key)
        assert h is not None, key
        return self.owner(h), h

    def of_owner(self, owner: int) -> Hired:
        """The hireling card whose pieces ``owner`` (:func:`owner_id`) names."""
        return self.cards[-2 - owner]

    def with_warriors(self) -> list[tuple[int, Hired]]:
        """(owner id, card) of each card with warriors on the map."""
        return [(-2 - i, h) for i, h in enumerate(self.cards) if any(h.warriors)]

    def key_of(self, name: str) -> Hired | None:
        """The card in play whose up side (or card) is named ``name`` (case aside)."""
        low = name.lower().replace(" ", "_")
        for h in self.cards:
            if low in (h.key, h.card):
                return h
        return None

    def controlled_by(self, seat: int) -> list[Hired]:
        return [h for h in self.cards if h.controller == seat]

    def supply(self) -> list[Hired]:
        """H.1.1: the hireling cards no one controls."""
        return [h for h in self.cards if h.controller < 0]

    @staticmethod
    def from_json(d: Any, n: int, field: str = "hirelings", clearings: int = 0) -> "HireState":
        """Rebuild from :meth:`to_json` data (or a position's shorter form), checking it."""
        if not isinstance(d, dict):
            raise BadInput(field, "expected an object with cards, markers and waiting")
        cards = d.get("cards", [])
        if not isinstance(cards, list):
            raise BadInput(f"{field}.cards", "expected a list")
        names = side_names()
        out: list[Hired] = []
        for i, c in enumerate(cards):
            f = f"{field}.cards[{i}]"
            if isinstance(c, str):
                c = {"key": c}
            if not isinstance(c, dict) or c.get("key") not in names:
                raise BadInput(f"{f}.key", f"unknown hireling (known: {', '.join(sorted(names))})")
            if c["key"] not in HIRELINGS:
                raise BadInput(f"{f}.key", f"hireling {c['key']!r} is not implemented yet (docs/hirelings.md)")
            card, side = names[c["key"]]
            if any(h.card == card for h in out):
                raise BadInput(f"{f}.key", "each hireling card is in play once")
            ctl, mk, gained, pawn = (c.get(k, dflt) for k, dflt in (("controller", -1), ("control", 0),
                                                                     ("gained", -1), ("pawn", -1)))
            if not all(isinstance(x, int) and not isinstance(x, bool) for x in (ctl, mk, gained, pawn)) \
                    or not -1 <= ctl < n or mk < 0 or gained < -1 or not -1 <= pawn < (clearings or pawn + 1):
                raise BadInput(f, "controller (-1 or a seat), control, gained and pawn must be whole numbers")
            h = Hired(card, side, ctl, mk, gained, pawn, _warriors(c.get("warriors", []), clearings, f"{f}.warriors"))
            if c.get("state"):
                h.state = h.rules.load_state(c["state"], n, clearings, f"{f}.state")
            held = c.get("held", 0)
            if not isinstance(held, int) or isinstance(held, bool) or held < 0:
                raise BadInput(f"{f}.held", "expected a whole number of warriors held on a card")
            h.held = held
            if h.supply < 0:
                raise BadInput(f"{f}.warriors", f"{h.rules.title} have only {h.warrior_total} warriors")
            out.append(h)
        markers = d.get("markers", list(HIRING_SPACES))
        waiting = d.get("waiting", [0] * n)
        if not isinstance(markers, list) or any(m not in HIRING_SPACES for m in markers):
            raise BadInput(f"{field}.markers", f"expected a list of spaces among {list(HIRING_SPACES)}")
        if not isinstance(waiting, list) or len(waiting) != n \
                or any(not isinstance(w, int) or isinstance(w, bool) or w < 0 for w in waiting):
            raise BadInput(f"{field}.waiting", f"expected {n} counts of hiring markers, one per seat")
        return HireState(out, list(markers), list(waiting))


def _warriors(w: Any, clearings: int, field: str) -> list[int]:
    """A card's warriors per clearing, checked (an empty list: none on the map)."""
    if not isinstance(w, list) or any(not isinstance(x, int) or isinstance(x, bool) or x < 0 for x in w) \
            or (w and len(w) != clearings):
        raise BadInput(field, f"expected {clearings} counts of warriors, one per clearing")
    return list(w) if any(w) else []


class HirelingSide:
    """A hireling as one side of a battle (4.3; core/faction.py's battle hooks, as a hireling
    has them): it battles with its own pieces only (H.3.4), has no hand, so neither ambushes
    nor foils, and no crafted effects (H.3.5); it scores nothing (H.3.6). Its pieces deal
    as many rolled hits as it has warriors there (4.3.3), and it is defenseless without
    warriors (4.3.5.II)."""

    hand: tuple[int, ...] = ()
    play_area: tuple[int, ...] = ()
    ignores_hits = False
    takes_hits_specially = False

    def __init__(self, h: Hired) -> None:
        self.h = h
        self.key = h.key
        self.takes_hits_specially = h.rules.takes_hits_specially  # (the Exile's items)

    def max_rolled_hits(self, g: "Game", c: int) -> int:
        h = self.h  # its warriors there, or what its pawn rolls (the Flotilla: up to 3)
        return h.at(c) + h.rules.pawn_rolls(g, h, c)

    def defenseless(self, g: "Game", c: int) -> bool:
        return not self.h.at(c)

    def pawn_in(self, g: "Game", c: int) -> bool:
        return self.h.rules.pawn_battles_in(g, self.h, c)

    def take_hit(self, g: "Game", battle: Any, side: str) -> Any:
        return self.h.rules.take_hit(g, self.h, battle, side)

    def battle_over(self, g: "Game", battle: Any) -> None:
        pass


class Hireling:
    """The rules of one side of a hireling card. Subclasses set ``key`` (the side's key in
    data.json) and ``rule`` and override what their side does; an instance holds no state
    (it reads the game and its :class:`Hired`)."""

    key: ClassVar[str] = ""
    #: the kind of its buildings ("vault"; its count is the card's pieces), "" for none
    building: ClassVar[str] = ""
    #: the kind of its tokens ("lilypad"; its count is the card's pieces), "" for none
    token: ClassVar[str] = ""
    #: whether a player removing one of its buildings scores (3.2.1; False: the Farmers' farms)
    building_scores: ClassVar[bool] = True
    #: the rolled hits its pawn deals at most, attacking (the Riverfolk Flotilla's 3); 0: its
    #: pawn never battles
    pawn_hits: ClassVar[int] = 0
    #: its setup puts the R items under the ruins (the Brigand), so a position holds them too
    ruin_items: ClassVar[bool] = False
    #: its pawn takes battle hits in its own way (``take_hit``: the Exile's items)
    takes_hits_specially: ClassVar[bool] = False
    #: the Law rule (H.2.x) of its main effect, cited by the oracle
    rule: ClassVar[str] = "H.2.2"
    #: the action kinds its once-per-Daylight action uses (H.2.4)
    daylight_kinds: ClassVar[tuple[str, ...]] = ()
    #: False for an ability the controller may use in Daylight any number of times (H.2.2)
    daylight_once: ClassVar[bool] = True
    #: the event kinds ``triggers`` reacts to (the game loop asks about no other)
    listens: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.key:
            HIRELINGS[cls.key] = cls()

    @property
    def title(self) -> str:
        card, side = side_names()[self.key]
        return str(card_data()[card][side]["title"])

    #: the kinds of the side's own events the game log tells (``tell``; cli/story.py)
    tells: ClassVar[frozenset[str]] = frozenset()

    def tell(self, g: "Game", ev: tuple[Any, ...]) -> list[str]:
        """One of the side's own events (of a kind in ``tells``) as phrases for the game log,
        added to the entry of the decision that made it happen; only public facts may be told."""
        return []

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        """A.6.3: how ``seat`` sets this side up (most demoted sides: nothing)."""
        return []

    def abilities(self, g: "Game", h: Hired) -> "list[Ability]":
        """H.2.2: its persistent effects (bound to its controller)."""
        return []

    def public_state(self, g: "Game", h: Hired) -> dict[str, Any]:
        """What its ``Hired.state`` shows everyone (fields added to its card in views)."""
        return {}

    def held_cards(self, h: Hired) -> list[int]:
        """Cards of the deck lying on this hireling card (the Mole Artisans' revealed cards)."""
        return []

    def load_state(self, d: Any, n: int, clearings: int, field: str) -> dict[str, Any]:
        """Its ``Hired.state`` from saved data, checked (``n`` seats, ``clearings``); most sides
        keep none."""
        raise BadInput(field, f"{self.title} keep no state")

    def check_state(self, g: "Game", h: Hired, field: str) -> None:
        """Its loaded ``h.state`` checked against the game's map (``load_state`` knows only
        the number of clearings): raise ``BadInput`` naming the field (the Exile's forest)."""

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        """H.2.1: what the new controller must do on taking control."""
        return []

    def pawn_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        """Where ``seat`` may put this side's pawn: "move" to a clearing adjacent to it (by
        default), else any clearing of the map (not an off-map clearing such as the Burrow)."""
        on_map = g.map.board_n
        if mode == "move":
            return [c for c in g.map.adj[h.pawn] if c < on_map] if h.pawn >= 0 else []
        return list(range(on_map))

    def pawn_rolls(self, g: "Game", h: Hired, c: int) -> int:
        """The rolled hits its pawn deals at most in a battle in ``c`` (4.3.3): ``pawn_hits``
        where the pawn stands."""
        return self.pawn_hits if h.pawn == c else 0

    def pawn_unbattled_reason(self, g: "Game", h: Hired, c: int) -> tuple[str, list[str]]:
        """Why no one can battle this side in ``c``, where it has only its pawn: every hireling
        pawn on the map says on its card that it cannot be battled (the Protector, the
        Flotilla; the Exile's stands in a forest), an ability (H.2.2) no rule overrides (1.1.2)."""
        return (f"the {self.title} in clearing {c + 1} cannot be battled or removed: its card says so, "
                "and it has no other pieces there"), ["H.2.2", "1.1.2"]

    def pawn_battles_in(self, g: "Game", h: Hired, c: int) -> bool:
        """Whether its pawn still battles in ``c`` after an ambush (4.3.1.II; the Exile's by its
        forest, while it has items)."""
        return False

    def take_hit(self, g: "Game", h: Hired, battle: Any, side: str) -> Any:
        """Take one battle hit with its pawn (``takes_hits_specially``), lowering the battle's
        count of hits for ``side``; a Decision if it asks."""
        raise NotImplementedError

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        """Where ``seat`` may place this side's warriors (``mode``: "setup", "hired" or the
        side's own word), before the placement limits (G.20): by default any clearing of the map."""
        return list(range(g.map.board_n))

    def where(self, mode: str) -> str:
        """Where its warriors go, in words for a reason (``mode`` as ``warrior_targets``)."""
        return "any clearing"

    def pawn_placed(self, g: "Game", h: Hired, mode: str) -> None:
        """Its pawn was just placed ("setup", "hired") or moved ("move") by the controller."""

    def triggers(self, g: "Game", h: Hired, event: tuple[Any, ...]) -> "list[Frame]":
        """Procedures ``event`` triggers for this side (1.5.4)."""
        return []

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        """H.2.3: whether this side has a start-of-Birdsong action now."""
        return False

    def birdsong(self, g: "Game", h: Hired) -> None:
        """H.2.3: the start-of-Birdsong action (it may push frames that ask the controller)."""

    def daylight_options(self, g: "Game", h: Hired) -> "list[Action]":
        """H.2.4: its once-per-Daylight action, as the controller may take it now."""
        return []

    def why_not_now(self, g: "Game", h: Hired, seat: int, action: "Action") -> tuple[str, list[str]] | None:
        """Why ``action``, of a kind this side offers at another moment (not its Daylight
        action), is not possible now; None if the kind is not this side's."""
        return None

    def daylight_why(self, g: "Game", h: Hired, action: "Action") -> tuple[str, list[str]] | None:
        """Why ``action`` (of ``daylight_kinds``) cannot be taken now."""
        return None

    def daylight_do(self, g: "Game", h: Hired, action: "Action") -> None:
        raise NotImplementedError


#: side key -> its (stateless) rules; a side not here is not implemented yet
HIRELINGS: dict[str, Hireling] = {}


# ----------------------------------------------------------------------------- setup
def check_names(names: Any, field: str = "setup.hirelings") -> list[str]:
    """The side keys of a setup's ``hirelings`` (a list, or a comma-separated string), checked:
    known sides, implemented, one side per card, at most three (A.6.1)."""
    if isinstance(names, str):
        names = [x.strip().lower().replace(" ", "_") for x in names.split(",") if x.strip()]
    if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
        raise BadInput(field, "must be a list of hireling names")
    sides = side_names()
    cards: set[str] = set()
    for i, k in enumerate(names):
        if k not in sides:
            raise BadInput(f"{field}[{i}]", f"unknown hireling {k!r} (known: {', '.join(sorted(sides))})")
        if k not in HIRELINGS:
            raise BadInput(f"{field}[{i}]", f"hireling {k!r} is not implemented yet "
                                            f"(implemented: {', '.join(sorted(HIRELINGS))}; docs/hirelings.md)")
        if sides[k][0] in cards:
            raise BadInput(f"{field}[{i}]", "each hireling card is in play once, on one side")
        cards.add(sides[k][0])
    if len(names) > 3:
        raise BadInput(field, f"at most three hirelings are used (A.6), got {len(names)}")
    return list(names)


def add_hirelings(g: "Game", names: "Iterable[str]") -> "list[Frame]":
    """Put the hireling sides ``names`` into ``g``'s supply (A.6.1-2: the side named is the side
    up) with the hiring markers on 4, 8 and 12 (A.6.4). Returns the frames that set them up
    (A.6.3), the last player in turn order first: the caller pushes them (in reverse) where
    its setup sets hirelings up. For the Advanced Setup (A.6) and the ``hirelings`` option."""
    keys = check_names(list(names))
    sides = side_names()
    g.hirelings = HireState([Hired(*sides[k]) for k in keys], list(HIRING_SPACES), [0] * g.n)
    g.abilities_changed()
    out: list[Frame] = []
    for i, h in enumerate(g.hirelings.cards):
        seat = (g.n - 1 - i) % g.n  # A.6.3: from the last player, counterclockwise
        out += h.rules.setup_frames(g, h, seat)
    return out


# ----------------------------------------------------------------------------- A.6.1-2 dealt
#: a setup's ``hirelings`` when the hiring cards are dealt at random (A.6.1-2)
RANDOM = "random"
#: A.6.1: how many hiring cards are dealt
DEALT = 3


def demoted_count(players: int) -> int:
    """A.6.2: how many of the dealt hirelings are flipped to their demoted side: one with
    three players, two with four, all three with five or more (none with two)."""
    return max(0, min(DEALT, players - 2))


def blocked_by(sides: "Iterable[str]") -> set[str]:
    """A.6.5: the factions that cannot be played while the cards of these sides are in play
    (``blocks_factions`` of each card, woodland/data/hirelings/cards.json)."""
    names = side_names()
    return {k for s in sides for k in card_data()[names[s][0]].get("blocks_factions", ())}


def _sides(cards: "list[str]", down: "Iterable[int]") -> list[str]:
    low = set(down)
    return [str(card_data()[c][DEMOTED if i in low else PROMOTED]["key"]) for i, c in enumerate(cards)]


def possible_deals(players: int, allowed: Callable[[set[str]], bool]) -> "Iterator[list[str]]":
    """Every deal of A.6.1-2 that woodland can play (as side keys): three cards, the number
    of A.6.2 demoted, every side up implemented, and ``allowed`` the factions they keep out
    (A.6.5). Used to check a setup before its game deals (ruling R282)."""
    d = demoted_count(players)
    for trio in combinations(sorted(card_data()), DEALT):
        for down in combinations(range(DEALT), d):
            sides = _sides(list(trio), down)
            if all(s in HIRELINGS for s in sides) and allowed(blocked_by(sides)):
                yield sides


def deal_hirelings(g: "Game", allowed: Callable[[set[str]], bool]) -> list[str]:
    """A.6.1-2 with the game's random generator: shuffle the sixteen hiring cards, deal three,
    flip the number of A.6.2 at random to their demoted side. A deal with a side up that
    woodland has not implemented, or whose cards keep out a faction the game needs
    (``allowed``, A.6.5), is dealt again from all sixteen (ruling R282): every deal woodland
    can play is as likely as the Law's deal makes it. The caller checked that one exists
    (:func:`possible_deals`)."""
    d = demoted_count(g.n)
    while True:
        cards = sorted(card_data())
        g.rng.shuffle(cards)  # A.6.1
        order = list(range(DEALT))
        if 0 < d < DEALT:
            g.rng.shuffle(order)  # A.6.2: which ones are demoted, at random
        sides = _sides(cards[:DEALT], order[:d])
        if all(s in HIRELINGS for s in sides) and allowed(blocked_by(sides)):
            return sides
