"""The player/faction object: a seat's state plus the hooks the generic Law asks.

Every faction module subclasses :class:`Faction`, adds its own fields and overrides the
hooks where its rules change a generic rule (1.1.1: a faction rule beats a general one).
The defaults here are the Law's generic rules, in one place.

State fields are plain values (ints, strings, lists, dicts of lists) so that a faction
copies by :meth:`copy` and serialises by :meth:`to_json` without special code.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import import_module, resources
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any, ClassVar, Self

from woodland.core.ability import SOURCES, Ability
from woodland.core.errors import BadInput

if TYPE_CHECKING:
    from woodland.core.frame import Decision, Frame
    from woodland.core.game import Game


#: what a player knows of others' hidden cards beyond ``seen`` (1.2): saved only when not
#: empty and left out of the state fingerprint, being a consequence of the actions taken
KNOWLEDGE_FIELDS = ("known",)
#: every event kind some faction class listens to (the game loop skips the others)
LISTENED: set[str] = set()
FACTIONS: dict[str, type["Faction"]] = {}


@cache
def package_json(package: str, name: str) -> Any:
    """A JSON file of a package (read once): a faction package keeps its facts in
    ``data.json`` and its words for people in ``words.json`` (woodland/factions/KEY/)."""
    try:
        return json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))
    except (FileNotFoundError, TypeError):  # TypeError: a faction defined in a module, not a package
        return None


@cache
def position_part(package: str) -> Any:
    """A faction package's ``position`` module (its part of a position description: ``load``,
    ``problems``, ``state_problems``), or None when the package has none."""
    name = package + ".position"
    try:
        return import_module(name) if find_spec(name) else None
    except ModuleNotFoundError:  # a faction defined in a module, not a package
        return None


#: class facts read from a faction's data.json when its class does not set them:
#: (attribute, field of the data)
_FROM_DATA = (("title", "title"), ("setup_order", "setup_order"), ("reach", "reach"),
              ("warrior_total", "warriors"), ("militant", "militant"), ("corner_start", "corner_start"),
              ("corner_maybe", "corner_maybe"))


class Faction:
    # -- facts about the faction (class level, never in the state) ---------------
    key: ClassVar[str] = ""
    title: ClassVar[str] = ""
    #: the faction's facts: its package's data.json (tracks, piece counts, setup letter...)
    DATA: ClassVar[dict[str, Any]] = {}
    #: the file of its package holding its words for people (board parts, cards, help)
    WORDS_FILE: ClassVar[str] = "words.json"
    setup_order: ClassVar[str] = "Z"
    reach: ClassVar[int] = 0
    #: warriors this faction owns (1.5.1)
    warrior_total: ClassVar[int] = 0
    #: the faction's changes to generic rules (core/ability.py), bound to its seat
    ABILITIES: ClassVar[tuple[type[Ability], ...]] = ()
    #: other players see this faction's hand (11.2.3 the Riverfolk's public hand)
    public_hand: ClassVar[bool] = False
    #: set per class from the hooks it overrides (see __init_subclass__)
    has_pawn: ClassVar[bool] = False
    guarded: ClassVar[bool] = False
    #: some of its tokens lie face down, hidden from other players (13.2.2 plots)
    hides_tokens: ClassVar[bool] = False
    #: a Vagabond faction (5.2 reach: a second Vagabond counts 2; 9.7)
    is_vagabond: ClassVar[bool] = False
    #: A.8.2: its faction setup card is militant (red name with sword), else insurgent
    militant: ClassVar[bool] = False
    #: its setup takes a corner clearing as its starting clearing (6.3.2, 7.3.2...): five
    #: or more such factions need the Advanced Setup (5, before 5.1)
    corner_start: ClassVar[bool] = False
    #: its starting clearing may be a corner though it need not be (16.3.2: on the river), so
    #: the draft counts it as taking one (rules/advanced.py, ruling R282)
    corner_maybe: ClassVar[bool] = False
    #: 4.1.2: its crafted items lie in a Crafted Items box, which other players' rules take
    #: items from (9.5.4 Aid, 14.2.5 Looters, 18.5.1.III Filch); not the Vagabond's Satchel
    #: (9.2.5), the Hundreds' Hoard (14.2.4) nor the Knaves' Stash (18.2.2): "instead of"
    crafted_items_box: ClassVar[bool] = True
    #: where its items lie instead (with ``crafted_items_box`` False), and the rule saying so:
    #: the oracle names them where an effect asks for the Crafted Items box
    items_box: ClassVar[tuple[str, str]] = ("Crafted Items box", "4.1.2")
    #: cannot be played in the same game as a Vagabond faction (18.2.1, A.8.1)
    excludes_vagabond: ClassVar[bool] = False
    #: 3.3.1: an activated dominance card gives a win condition (9.2.8: not the Vagabond's)
    dominance_victory: ClassVar[bool] = True
    #: takes battle hits in its own way (9.2.7 the Vagabond damages items)
    takes_hits_specially: ClassVar[bool] = False
    #: may ignore a hit it takes in battle (set from ``ignore_hit``; 15.2.4 Devout Knights)
    ignores_hits: ClassVar[bool] = False
    #: event kinds (``g.emit``) whose triggers this faction resolves (see ``triggers``)
    listens: ClassVar[frozenset[str]] = frozenset()
    #: buildings and tokens this faction owns, by kind (1.5.1)
    BUILDINGS: ClassVar[dict[str, int]] = {}
    TOKENS: ClassVar[dict[str, int]] = {}
    #: clearings off the map this faction brings to the game (12.2.2 the Burrow), indexed
    #: after the map's own (core/maps.py ``Map.with_clearings``)
    extra_clearings: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        # which of the Law's defaults this class changes, read by the generic rules' fast paths
        cls.has_pawn = cls.pawn_in is not Faction.pawn_in
        cls.guarded = cls.can_be_attacked is not Faction.can_be_attacked
        cls.hides_tokens = cls.hidden_token is not Faction.hidden_token
        cls.ignores_hits = cls.ignore_hit is not Faction.ignore_hit
        if cls.key:
            FACTIONS[cls.key] = cls
            if "DATA" not in cls.__dict__:
                cls.DATA = package_json(cls.__module__, "data.json") or {}
            for attr, field in _FROM_DATA:  # the printed facts, unless the class gives its own
                if attr not in cls.__dict__ and field in cls.DATA:
                    setattr(cls, attr, cls.DATA[field])
            cls._plan_copies()
        LISTENED.update(cls.listens)

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.score = 0
        self.hand: list[int] = []
        #: cards in hand whose identity every player knows (e.g. a dominance card taken)
        self.shown: list[int] = []
        #: Crafted Items box (4.1.2)
        self.items: list[str] = []
        #: persistent effects crafted, activated dominance card... (2.1.4)
        self.play_area: list[int] = []
        #: activated dominance card id, or -1 (3.3.1)
        self.dominance = -1
        #: once-per-turn / once-per-phase effects already used this turn
        self.used: list[str] = []
        #: warriors in this faction's supply
        self.supply = self.warrior_total
        #: buildings left on the faction board / tokens in supply, by kind
        self.bsupply: dict[str, int] = dict(self.BUILDINGS)
        self.tsupply: dict[str, int] = dict(self.TOKENS)
        #: seat this player is in a coalition with (9.2.8), or -1
        self.coalition = -1
        #: starting clearing chosen in setup (corner factions), or -1
        self.home = -1
        #: hands this player has been shown, by faction key (e.g. Codebreakers)
        self.seen: dict[str, list[int]] = {}
        #: cards this player saw go into another player's hidden cards, by faction key
        #: (a card given or stolen, a card added to the Supporters stack by Outrage)
        self.known: dict[str, list[int]] = {}
        #: counters kept by this player's crafted cards (e.g. warriors on Coffin Makers)
        self.marks: dict[str, int] = {}

    @classmethod
    def of(cls, g: "Game", seat: int) -> Self:
        """``g.factions[seat]``, typed as this class: ``Marquise.of(g, s)`` where the caller
        knows that ``s`` plays the Marquise (no check, no cost at run time)."""
        f: Any = g.factions[seat]
        return f

    @classmethod
    def words(cls) -> dict[str, Any] | None:
        """What the faction's board means, in words (``about``, the ``board`` parts and its
        own ``cards``, each with its rule of the Law), or None."""
        words: dict[str, Any] | None = package_json(cls.__module__, cls.WORDS_FILE)
        return words

    # -- copying / serialisation ------------------------------------------------
    def copy(self) -> "Faction":
        """An independent copy: lists copied, dicts copied with their list values copied."""
        cls = type(self)
        new = cls.__new__(cls)
        d = self.__dict__.copy()
        for k in self._copy_lists:
            d[k] = d[k][:]
        for k in self._copy_dicts:
            d[k] = d[k].copy()
        for k in self._copy_nested:
            d[k] = {kk: (vv[:] if type(vv) is list else vv) for kk, vv in d[k].items()}
        new.__dict__ = d
        return new

    _copy_lists: ClassVar[tuple[str, ...]] = ()
    _copy_dicts: ClassVar[tuple[str, ...]] = ()
    _copy_nested: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def _plan_copies(cls) -> None:
        """Which state fields are lists and dicts (from a fresh instance), for copy()."""
        proto = cls(0).__dict__
        cls._copy_lists = tuple(k for k, v in proto.items() if type(v) is list)
        dicts = [k for k, v in proto.items() if type(v) is dict]
        # a dict whose values are ints is copied flat; one holding (or that may hold) lists deep
        flat = [k for k in dicts if proto[k] and all(type(x) in (int, str, bool) for x in proto[k].values())]
        cls._copy_dicts = tuple(k for k in dicts if k in flat and k not in cls._deep_dicts)
        cls._copy_nested = tuple(k for k in dicts if k not in cls._copy_dicts)

    #: dict fields whose values may become lists although they start as ints
    _deep_dicts: ClassVar[tuple[str, ...]] = ()

    def to_json(self) -> dict[str, Any]:
        d = {"faction": self.key}
        d.update(self.copy().__dict__)
        for k in KNOWLEDGE_FIELDS:  # left out while empty: saved games and hashes stay as they were
            if not d[k]:
                del d[k]
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any], where: str) -> "Faction":
        key = d.get("faction")
        k = FACTIONS.get(key) if isinstance(key, str) else None
        if k is None and isinstance(key, str) and is_seat_label(key):
            k = Undrafted
        if k is None:
            raise BadInput(f"{where}.faction", f"unknown faction {key!r}")
        new = k.__new__(k)
        proto = k(0).__dict__
        state: dict[str, Any] = {}
        for f, default in proto.items():
            if f not in d and f in KNOWLEDGE_FIELDS:
                d = {**d, f: type(default)()}
            if f not in d:
                raise BadInput(f"{where}.{f}", "missing")
            v = d[f]
            if type(default) is not type(v) and default is not None:
                raise BadInput(f"{where}.{f}", f"expected {type(default).__name__}, got {type(v).__name__}")
            state[f] = v
        extra = set(d) - set(proto) - {"faction"}
        if extra:
            raise BadInput(f"{where}.{sorted(extra)[0]}", "unknown field")
        new.__dict__ = state
        return new

    # -- turn structure (1.4.1): each returns the frame of that phase -------------
    def setup_frame(self, g: "Game") -> "Frame | None":
        return None

    def birdsong_frame(self, g: "Game") -> "Frame | None":
        return None

    def daylight_frame(self, g: "Game") -> "Frame | None":
        return None

    def evening_frame(self, g: "Game") -> "Frame | None":
        return None

    # -- pieces (G.20 place, G.24 remove) ----------------------------------------
    def take_building(self, kind: str) -> bool:
        if self.bsupply.get(kind, 0) <= 0:
            return False
        self.bsupply[kind] -= 1
        return True

    def return_building(self, kind: str) -> None:
        self.bsupply[kind] += 1

    def take_token(self, kind: str) -> bool:
        if self.tsupply.get(kind, 0) <= 0:
            return False
        self.tsupply[kind] -= 1
        return True

    def return_token(self, kind: str) -> None:
        self.tsupply[kind] += 1

    def supply_kind(self, kind: str) -> str:
        """The kind a token on the map counts as in the supply (1.5.1): by default its own
        (a face-down plot counts as its plot, 13.2.2)."""
        return kind

    def hidden_token(self, kind: str) -> str | None:
        """What other players see of a token of ``kind`` on the map when it lies face down
        (13.2.2.I: a plot shows its back), or None when it is public."""
        return None

    def warriors_removed(self, g: "Game", c: int, n: int, by: int = -1, cause: str = "") -> None:
        """Removed warriors return to supply (G.24); factions may send them elsewhere
        (10.2.3 Revenge). ``by`` removed them; ``cause`` is e.g. "battle"."""
        self.supply += n

    def removable_warriors(self, g: "Game", c: int, cause: str) -> int:
        """How many of its warriors in ``c`` may be removed for ``cause`` (G.24): all of them
        by default (14.2.2: the Hundreds' warlord only in battle)."""
        return g.warriors[c * g.n + self.seat]

    def why_unremovable(self, g: "Game", c: int, cause: str) -> tuple[str, list[str]] | None:
        """Why a warrior of its in ``c`` may not be removed for ``cause`` (the oracle's answer
        where :meth:`removable_warriors` leaves none there): None by default."""
        return None

    def replaceable_warriors(self, g: "Game", c: int) -> int:
        """How many of its warriors in ``c`` an effect may replace with another piece (G.23:
        removed, then the other placed where it was): those it may remove outside battle by
        default (14.2.2: not the Hundreds' warlord); a faction may keep some from being
        replaced though they can be removed (18.2.5: the Knaves' Captains)."""
        return self.removable_warriors(g, c, "replace")

    def why_unreplaceable(self, g: "Game", c: int) -> tuple[str, list[str]] | None:
        """Why no warrior of its in ``c`` may be replaced (the oracle's answer where
        :meth:`replaceable_warriors` leaves none there), or None if no rule says."""
        return self.why_unremovable(g, c, "replace")

    def pawn_in(self, g: "Game", c: int) -> bool:
        """Whether this faction has a pawn in clearing ``c``."""
        return False

    def damage_items(self, g: "Game", n: int) -> "list[Frame]":
        """Frames damaging ``n`` of its items, for an effect that makes a faction with items
        to damage take it that way (the Highway Bandits' toll on a Vagabond's move); [] for
        a faction without (the Law's default)."""
        return []


    # -- hooks the generic rules ask ---------------------------------------------
    def abilities(self) -> tuple[type[Ability], ...]:
        """The ability classes in force for this player now (by default the faction's
        ``ABILITIES``; a Vagabond adds his character's). When the answer changes, the rules
        call ``g.abilities_changed()``."""
        return self.ABILITIES

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """Unused crafting pieces as ``(piece id, suit)`` (4.1.1)."""
        return []

    def crafting_clearings(self, g: "Game") -> list[int]:
        """Clearings holding this faction's crafting pieces, used or not (Tunnels)."""
        return []

    def use_crafting_piece(self, g: "Game", piece: int) -> None:
        self.used.append(f"craft:{piece}")

    def gain_crafted_item(self, g: "Game", item: str) -> None:
        """4.1.2: a crafted item goes to the Crafted Items box."""
        self.items.append(item)

    def gain_found_item(self, g: "Game", item: str) -> None:
        """An item taken from a ruin by another rule than the faction's own (the Brigand,
        appendix H): where its crafted items go (the Hundreds: their Hoard, 14.2.4)."""
        self.gain_crafted_item(g, item)

    def max_rolled_hits(self, g: "Game", c: int) -> int:
        """4.3.3.I: rolled hits are capped by warriors in the clearing of battle."""
        return g.warriors[c * g.n + self.seat]

    def defenseless(self, g: "Game", c: int) -> bool:
        """4.3.5.II: a defender with no warriors in the clearing of battle."""
        return g.warriors[c * g.n + self.seat] == 0

    def can_be_attacked(self, g: "Game", c: int) -> bool:
        return True

    def take_hit(self, g: "Game", battle: Any, side: str) -> "Decision | None":
        """For ``takes_hits_specially`` factions: take the next hit or ask how."""
        raise NotImplementedError

    def ignore_hit(self, g: "Game", battle: Any, side: str) -> bool:
        """4.3.6: whether the next hit this faction (``side`` "a" or "d" of ``battle``) takes
        is ignored (15.2.4 Devout Knights); the Law's default: never."""
        return False

    def take_hit_act(self, g: "Game", battle: Any, action: Any) -> None:
        raise NotImplementedError

    def take_hit_why(self, g: "Game", battle: Any, action: Any) -> "tuple[str, list[str]] | None":
        """Why a way of taking a hit is not possible (for ``takes_hits_specially`` factions)."""
        return None

    def battle_over(self, g: "Game", battle: Any) -> None:
        """Called at the end of every battle this faction fought in."""

    def determinize(self, g: "Game", viewer: int, rng: Any) -> None:
        """Redraw hidden information this faction keeps (quest deck, ...) for ``viewer``."""

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> "list[Frame]":
        """Frames for this faction's abilities triggered by ``event`` (``g.emit``)."""
        return []

    def hand_limit(self) -> int:
        return 5

    def can_activate_dominance(self, g: "Game") -> bool:
        """3.3.1: during your Daylight with at least 10 victory points."""
        return self.score >= 10

    def activate_dominance(self, g: "Game", cid: int) -> None:
        """3.3.1: place the card in your play area; your score marker leaves the track."""
        self.hand.remove(cid)
        if cid in self.shown:
            self.shown.remove(cid)
        self.play_area.append(cid)
        self.dominance = cid

    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Set faction-board fields from a position description (woodland.position): by the
        package's position module's ``load`` when it has one."""
        part = position_part(type(self).__module__)
        if part is not None and hasattr(part, "load"):
            part.load(self, g, spec, take)
        elif spec:
            raise BadInput(self.key, f"{self.title} has no board fields to set ({', '.join(spec)})")

    def warriors_elsewhere(self) -> int:
        """Warriors neither on the map nor in supply (e.g. Alliance officers)."""
        return 0

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        """Values of this faction's own fields that no game can have: (field, message); by the
        package's position module's ``state_problems`` when it has one."""
        part = position_part(type(self).__module__)
        return part.state_problems(self, g) if hasattr(part, "state_problems") else []

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        """Impossibilities in this faction's part of a loaded position: (field, message, rule);
        by the package's position module's ``problems`` when it has one."""
        part = position_part(type(self).__module__)
        return part.problems(self, g) if hasattr(part, "problems") else []

    def held_cards(self) -> list[int]:
        """Card ids kept on this faction's board (e.g. the Eyrie Decree), not in hand or play area."""
        return []

    def has_hidden(self) -> bool:
        """Whether this player holds cards others cannot see (1.2.1). A decision whose options
        come from those cards is then always asked, even with one option, so that being asked
        or not tells the others nothing."""
        return bool(self.hand) or bool(self.secret_cards())

    def secret_cards(self) -> list[int]:
        """Cards on this faction's board that only its owner may see (e.g. Alliance supporters)."""
        return []

    def set_secret_cards(self, cards: list[int]) -> None:
        """Replace the secret cards (used by determinize; same count as secret_cards())."""

    # -- observation ---------------------------------------------------------------
    def public_board(self, g: "Game") -> dict[str, Any]:
        """Faction-board facts every player can see."""
        return {}

    def private_view(self, g: "Game") -> dict[str, Any]:
        """What only this faction's player knows besides its hand and secret cards (9.7.3
        the items a Vagabond saw under a ruin); added to its own view."""
        return {}

    def __repr__(self) -> str:
        return f"<{self.key} seat {self.seat}>"


#: A.8: the name of a player who has not chosen a faction yet (seat labels are setup.factions
#: of a drafted game, core/game.py)
SEAT_LABEL = "seat"


def is_seat_label(key: str) -> bool:
    """``seat1`` .. ``seat6``: a player of a drafted game, before the draft."""
    return key.startswith(SEAT_LABEL) and key[len(SEAT_LABEL):].isdigit()


class Undrafted(Faction):
    """A.8: a player who has not yet chosen a faction (Advanced Setup draft). It holds what
    a player has before choosing -- a hand (A.7), a score of 0 (A.9) -- and no pieces, rules
    or abilities; its ``key`` is the player's label (``seat1``...). When the player chooses a
    faction setup card it is replaced by that faction (rules/advanced.py)."""

    def __init__(self, seat: int, label: str = SEAT_LABEL + "1") -> None:
        super().__init__(seat)
        self.__dict__["key"] = label  # an instance's name, not a class's (not registered)


Undrafted._plan_copies()


def make_faction(key: str, seat: int) -> Faction:
    """The faction ``key`` at ``seat``; a seat label gives an undrafted player (A.8)."""
    return Undrafted(seat, key) if is_seat_label(key) else FACTIONS[key](seat)


def _faction_abilities(g: "Game") -> list[Ability]:
    """Every player's faction abilities, bound to its seat (a source of the registry)."""
    return [cls(f.seat) for f in g.factions for cls in f.abilities()]


SOURCES.append(_faction_abilities)
