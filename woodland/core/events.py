"""Events: what happened during a step, as typed named tuples.

Every event is a :class:`~typing.NamedTuple` whose first field ``kind`` is its kind
string, so ``ev[0]``, positional unpacking, ``list(ev)`` and the JSON form are those of a
plain tuple, while code reads ``ev.clearing``, ``ev.owner``... The game keeps the
events of the current step in ``g.events`` (triggers, 1.5.4, resolve from them once the
step is done) and, if asked, in ``g.log`` (an event feed for clients).

``EVENTS`` maps each kind to its class: a saved game's events are rebuilt from it
(``Game.from_json``). A faction's own events are declared in its module with
:func:`event` (core imports no faction). To add an event kind: declare the class with
``@event("kind")`` next to the rule that emits it, with the rule in its docstring, emit
it with ``g.emit(Kind("kind", ...))``, and listen to it by kind (``listens``).

Seats are ints, clearings 0-based indices, cards card ids (ints).
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, TypeVar

from woodland.core.actions import Action

T = TypeVar("T")

#: event kind -> its class
EVENTS: dict[str, Any] = {}


def event(kind: str) -> Callable[[T], T]:
    """Register the NamedTuple class of event ``kind`` (its first field must be ``kind``)."""

    def register(cls: T) -> T:
        fields = getattr(cls, "_fields", ())
        assert fields[:1] == ("kind",), f"event {kind}: the first field must be 'kind'"
        assert EVENTS.get(kind, cls) is cls, f"event kind {kind!r} declared twice"
        EVENTS[kind] = cls
        return cls

    return register


def typed(raw: list[Any] | tuple[Any, ...]) -> tuple[Any, ...]:
    """The typed event of a plain list or tuple (``KeyError``/``TypeError`` if unknown or
    of the wrong length). Trailing fields with a default may be missing (events saved
    before the field was added)."""
    cls = EVENTS[raw[0]]
    fields, defaults = cls._fields, cls._field_defaults
    if not len(fields) - len(defaults) <= len(raw) <= len(fields):
        raise TypeError(f"event {raw[0]!r} has {len(cls._fields)} fields, got {len(raw)}")
    typed_event: tuple[Any, ...] = cls._make([*raw, *(defaults[f] for f in fields[len(raw):])])
    return typed_event


@event("phase")
class Phase(NamedTuple):
    """A player's Birdsong, Daylight or Evening begins (1.4.1), or its setup (5.1.7, ``setup``)."""
    kind: str
    seat: int
    phase: str


@event("turn_end")
class TurnEnd(NamedTuple):
    """A player ended Evening: the next player's turn begins (1.4.1)."""
    kind: str
    seat: int


#: the ``link`` of a move (bits): along a path (2.2.1), along another link (a river, a Tunnel,
#: the Ferry); both bits: the two clearings share a path and another link the mover could use
#: (the mover's choice, R317); 0: not between two clearings (from off the map, a forest);
#: ``UNLINKED`` besides: an effect let the move ignore paths and links (Hidden Warrens), so it
#: needed none of them (the Ferry is then used only if the mover chooses, M.3.5, R592)
PATH, OTHER_LINK, UNLINKED = 1, 2, 4


@event("moved")
class Moved(NamedTuple):
    """``seat`` moved ``warriors`` warriors of ``owner`` from ``origin`` to ``dest`` (4.2;
    ``owner`` differs from ``seat`` when another player's warriors move along, 9.2.9.II.b, or a
    controller moves its hireling's, H.3.7; a forced move is its owner's, 1.5.5), along
    ``link`` (:data:`PATH`, :data:`OTHER_LINK` or both; rules/move.py ``link_between``: the
    Highway Bandits' toll)."""
    kind: str
    seat: int
    origin: int
    dest: int
    warriors: int
    owner: int
    link: int = PATH


@event("pawn_moved")
class PawnMoved(NamedTuple):
    """``seat`` moved its pawn (9.2.2) from clearing ``origin`` (-1: a forest) to ``dest``
    (-1: a forest); ``along`` is the seat whose warriors moved with it (9.2.9.II.b), or -1;
    ``link`` as :class:`Moved`'s (0 to or from a forest). Emitted after the pawn and any
    warriors moved (the warriors' own ``moved`` event comes first)."""
    kind: str
    seat: int
    origin: int
    dest: int
    along: int
    link: int = PATH


@event("auto")
class Auto(NamedTuple):
    """The engine took a decision's only option by itself (a choice that would tell others
    about hidden cards is asked instead, 1.2.1). A feed entry for clients, in ``g.log``
    only: never in the state."""
    kind: str
    seat: int
    action: Action


@event("hits")
class Hits(NamedTuple):
    """The hits each side of a battle deals once counted (4.3.3-4.3.5): each side's die, its
    rolled hits (capped by its warriors), its extra hits, and the hits the defender and the
    attacker take. A feed entry for clients, in ``g.log`` only: never in the state."""
    kind: str
    attacker: int
    defender: int
    clearing: int
    attacker_die: int
    defender_die: int
    attacker_rolled: int
    defender_rolled: int
    attacker_extra: int
    defender_extra: int
    to_defender: int
    to_attacker: int


@event("rolled")
class Rolled(NamedTuple):
    """The battle dice were rolled, showing ``die1`` and ``die2`` (4.3.3: the higher roll
    to the attacker, the lower to the defender, unless 8.2.2 Guerrilla War)."""
    kind: str
    attacker: int
    defender: int
    clearing: int
    die1: int
    die2: int


@event("ambush")
class Ambush(NamedTuple):
    """The defender played an ambush card that was not foiled (4.3.1.II)."""
    kind: str
    defender: int
    attacker: int
    clearing: int


@event("battle_end")
class BattleEnd(NamedTuple):
    """A battle is over, its hits dealt (4.3.6)."""
    kind: str
    attacker: int
    defender: int
    clearing: int


@event("placed")
class Placed(NamedTuple):
    """``owner`` placed a building or token in ``clearing`` (G.20; the Bat Messengers react to
    it, H.2.2). Which kind is not said: a face-down plot (13.2.2) must not show."""
    kind: str
    clearing: int
    owner: int


@event("removed")
class Removed(NamedTuple):
    """``number`` pieces ``piece`` (``"warrior"``, a building or token kind) of ``owner``
    were removed from ``clearing`` by seat ``by`` (-1: nobody) because of ``cause``
    (``"battle"``, ``"effect"``...) (G.1.24, 1.5.4; scoring 3.2.1). ``hireling``: the owner
    id (<= -2) of the hireling that removed them, ``by`` being its controller, the player
    removing (H.3.7), who scores nothing for it (H.3.6); -1 if no hireling did."""
    kind: str
    clearing: int
    owner: int
    piece: str
    number: int
    by: int
    cause: str
    hireling: int = -1

    @property
    def remover(self) -> int:
        """The remover as the scoring rules see it: ``by``, or the hireling's owner id
        (a seat scores, 3.2.1; a hireling never does, H.3.6)."""
        return self.hireling if self.hireling <= -2 else self.by


@event("full_removal")
class FullRemoval(NamedTuple):
    """``by`` removed all enemy pieces from ``clearing``, with ``seat`` there (9.2.2.I)."""
    kind: str
    clearing: int
    seat: int
    by: int


@event("crafted")
class Crafted(NamedTuple):
    """``seat`` crafted ``card`` (4.1)."""
    kind: str
    seat: int
    card: int


@event("random_card")
class RandomCard(NamedTuple):
    """``taker`` took a random card ``card`` from ``giver`` (e.g. V.1.2 Steal)."""
    kind: str
    giver: int
    taker: int
    card: int


@event("reshuffled")
class Reshuffled(NamedTuple):
    """The empty deck was refilled from the discard pile, now ``cards`` cards (2.1)."""
    kind: str
    cards: int


@event("draws")
class Draws(NamedTuple):
    """``seat`` is to draw ``n`` cards and may draw the first from elsewhere than the deck
    (16.2.3.I the Pond): the draw waits for that choice, asked once the step is done (1.5.4)."""
    kind: str
    seat: int
    n: int
