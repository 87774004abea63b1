"""The game: the whole state of one game of Root and the decision loop that drives it.

State layout (kept flat so that :meth:`Game.clone` is cheap):

``warriors``   list of ints, ``warriors[c * n + seat]`` warriors of ``seat`` in clearing ``c``
``buildings``  per clearing, a tuple of ``(seat, kind)``; ruins are ``(-1, "ruin")`` (2.2.4)
``tokens``     per clearing, a tuple of ``(seat, kind)``
``ruin_items`` per clearing, a tuple of item names under its ruin (9.3.4)
``deck``       card ids, the top card last; ``discard`` the discard pile, top last
``available``  dominance cards near the map, available to take (3.3.3)
``items``      the item supply (5.1.5), item name -> count
``factions``   one :class:`Faction` per seat, seats in clockwise order, seat 0 first
``stack``      the frames of the rules in progress, innermost last
``rng``        the game's own random number generator (every die and shuffle)
``landmarks``  landmark key -> the clearing its piece stands in (appendix L; M.3.1, M.4.1)
``landmark_cards`` landmark key -> what lies on or beside its card (a tuple: the Legendary
               Forge's items, the Black Market's face-down cards); only landmarks that hold some
``hirelings``  the hireling cards in play and the hiring markers (appendix H;
               core/hireling.py ``HireState``), or None in a game without hirelings
``map``        the map as it is now: closed paths (M.4.2) removed during the game (M.4.3) make
               it another shared, immutable variant (``Map.with_closed``)
``reveals``    per seat, how many times something hidden became known to that seat (1.2);
               not part of the state proper (not saved, not hashed): see :meth:`Game.reveal`

Tuples inside lists are never mutated, only replaced, so copies can share them.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any, Callable, Collection, Iterable

from woodland.core.ability import abilities, wild_uses
from woodland.core.actions import Action, loose, parse_steps
from woodland.core.cards import Card, Deck, load_deck
from woodland.core.errors import ActionSyntaxError, BadInput, IllegalAction, WoodlandError
from woodland.core.events import Auto, Removed
from woodland.core.faction import FACTIONS, KNOWLEDGE_FIELDS, LISTENED, SEAT_LABEL, Faction, is_seat_label
from woodland.core.frame import Decision, Frame, OrderTriggers
from woodland.core.kinds import ACTIONS, REST
from woodland.core.maps import Map, load_map
from woodland.core.rng import Rng, ScriptedRng, check_seed

if TYPE_CHECKING:
    from woodland.core.ability import Registry
    from woodland.core.hireling import HireState

FORMAT_VERSION = 1
#: 3.1.1: the first player to reach 30 victory points wins
WIN_SCORE = 30

#: set by woodland.rules.setup: (game) -> None, fills a new game's state and stack
SETUP_HOOK: list[Callable[["Game"], None]] = []
TriggerHook = Callable[["Game", tuple[Any, ...]], list[Frame]]
#: generic (non-faction) triggers, ``(kinds, hook)``: ``hook(game, event)`` gives the frames
#: triggered by an event of a kind in ``kinds()`` (``kinds`` None: every event). Crafted
#: cards (rules/effects.py), landmarks (woodland/landmarks) and the CLI's narrator register
#: one with :func:`trigger_hook`.
GENERIC_TRIGGERS: list[tuple[Callable[[], Collection[str]] | None, TriggerHook]] = []
_HOOKS_BY_KIND: dict[str, tuple[TriggerHook, ...]] = {}


def trigger_hook(hook: TriggerHook, kinds: Callable[[], Collection[str]] | None = None) -> None:
    """Ask ``hook`` about every event whose kind is in ``kinds()`` (asked once, after the
    registries are filled), or about every event."""
    if all(h is not hook for _k, h in GENERIC_TRIGGERS):
        GENERIC_TRIGGERS.append((kinds, hook))
        _HOOKS_BY_KIND.clear()


def _hooks_for(kind: str) -> tuple[TriggerHook, ...]:
    got = _HOOKS_BY_KIND.get(kind)
    if got is None:
        got = _HOOKS_BY_KIND[kind] = tuple(h for ks, h in GENERIC_TRIGGERS if ks is None or kind in ks())
    return got
#: set by woodland.rules.victory: (game) -> None, settles pending wins (3.1)
VICTORY_HOOK: list[Callable[["Game"], None]] = []
#: filled by the generic rules (rules/turn.py): (game, seat, action) -> a reason and rules, or
#: None. Asked by :meth:`Game.why_not` before the pending procedure's own reasons, for actions
#: the Law allows only at a moment the game is not at (a dominance card activated outside
#: the player's Daylight, 3.3.1), whatever the procedure pending now
WHY_NOT_HOOKS: list[Callable[["Game", int, Action], "tuple[str, list[str]] | None"]] = []


class Game:
    __slots__ = ("setup", "seed", "map", "deckdef", "n", "factions", "suits", "warriors", "buildings",
                 "tokens", "ruin_items", "deck", "discard", "available", "items", "current", "turn",
                 "phase", "stack", "events", "holds", "result", "rng", "steps", "check_win", "log",
                 "reveals", "landmarks", "landmark_cards", "hirelings", "_pending", "_rulers", "_abilities")
    # the slots' types (annotations only: no class attributes, so __slots__ still holds)
    setup: dict[str, Any]
    seed: int
    map: Map
    deckdef: Deck
    n: int
    factions: list[Faction]
    suits: tuple[str, ...]
    warriors: list[int]
    buildings: list[tuple[tuple[int, str], ...]]
    tokens: list[tuple[tuple[int, str], ...]]
    ruin_items: list[tuple[str, ...]]
    deck: list[int]
    discard: list[int]
    available: list[int]
    items: dict[str, int]
    current: int
    turn: int
    phase: str
    stack: list[Frame]
    events: list[tuple[Any, ...]]
    holds: int
    result: dict[str, Any] | None
    rng: Rng
    steps: int
    check_win: bool
    log: list[tuple[Any, ...]] | None
    reveals: list[int]
    landmarks: dict[str, int]
    landmark_cards: dict[str, tuple[Any, ...]]
    hirelings: HireState | None
    _pending: Decision | None
    _rulers: tuple[int, ...] | None
    _abilities: Registry | None

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, setup: dict[str, Any], seed: int = 0, chance: list[int] | None = None,
            rng: Rng | None = None) -> "Game":
        """Start a game: ``setup`` names the map, deck and factions (see docs/architecture.md).
        ``chance``: the values of the first random draws, given (a record's ``chance``,
        core/record.py), before those of the seeded generator; or ``rng``, the generator."""
        if not SETUP_HOOK:  # filled by woodland.rules.setup; importing any woodland module loads it
            raise RuntimeError("engine error: the rules are not registered (import woodland first)")
        setup = normalize_setup(setup)
        check_seed(seed)
        g = cls.__new__(cls)
        g.setup = setup
        g.seed = seed
        g.map = game_map(setup)
        g.deckdef = load_deck(setup["deck"])
        g.n = n = len(setup["factions"])
        g.factions = []
        g.suits = g.map.printed_suits or ()
        g.warriors = [0] * (g.map.n * n)
        g.buildings = [()] * g.map.n
        g.tokens = [()] * g.map.n
        g.ruin_items = [()] * g.map.n
        g.deck = []
        g.discard = []
        g.available = []
        g.items = {}
        g.current = 0
        g.turn = 0
        g.phase = "setup"
        g.stack = []
        g.events = []
        g.holds = 0
        g.result = None
        g.rng = rng or (Rng(seed) if chance is None else ScriptedRng(chance, seed))
        g.steps = 0
        g.check_win = False
        g._pending = None
        g._rulers = None
        g._abilities = None
        g.log = None
        g.reveals = [0] * n
        g.landmarks = {}
        g.landmark_cards = {}
        g.hirelings = None
        SETUP_HOOK[0](g)
        g._advance()
        return g

    # ------------------------------------------------------------------ the loop
    @property
    def pending(self) -> Decision | None:
        """The one decision the game waits for, or None once the game is over."""
        return self._pending

    @property
    def decision(self) -> Decision:
        """The pending decision, for callers that know the game is not over."""
        p = self._pending
        if p is None:
            raise IllegalAction("the game is over" if self.result else "nothing to decide")
        return p

    @property
    def over(self) -> bool:
        return self.result is not None

    def legal_actions(self) -> list[Action]:
        p = self._pending
        return [] if p is None else p.options

    def apply(self, action: Action | str) -> None:
        """Take ``action`` for the pending decision and run the rules to the next one.

        Raises :class:`IllegalAction` (state unchanged) if the action is not legal now.
        """
        p = self._pending
        if p is None:
            raise IllegalAction("the game is over" if self.result else "nothing to decide")
        if type(action) is not Action:
            action = self.parse(action) if isinstance(action, str) else action
        if action not in p.options:
            raise IllegalAction(*self.why_not(action))
        top = self.stack[-1]
        self._pending = None
        wild = (self._abilities or abilities(self)).wild_card  # 2.1.1 changed by a card (R459)
        used = wild_uses(self, top, p.seat, action) if wild else None
        # top.act(self, action), without two extra calls (hot path)
        by = top._by_kind.get(top.step)
        ch = by.get(action.kind) if by is not None else None
        if ch is not None:
            ch.do(top, self, action)
        else:
            top.act(self, action)
        if used:
            for ab, cid in used:
                ab.wild_card_used(self, p.seat, cid)
        self.steps += 1
        self._advance()

    def parse(self, text: str) -> Action:
        """Parse the text of one action as typed by a person: case, quotes around card names
        and clearing names are forgiven (see :meth:`parse_steps`)."""
        steps = self.parse_steps(text)
        if len(steps) > 1:
            raise ActionSyntaxError(text, str(steps[-1]), f"two steps in one ({steps[0]}, then {steps[1]})")
        return steps[0]

    def parse_steps(self, text: str) -> list[Action]:
        """Parse action text as the log and the docs write it -- one action, or an action and
        its count (``move 10->12 x2``, ``move hill->dune``) -- the first step matched to the
        pending decision's options whatever the case, quotes or clearing names."""
        steps = parse_steps(text, self._maybe_clearing)
        return [self._canonical(steps[0])] + [self._canonical(s, False) for s in steps[1:]]

    def _canonical(self, a: Action, match: bool = True) -> Action:
        p = self._pending
        if match and p is not None and a in p.options:
            return a
        b = Action(a.kind, tuple(self._maybe_clearing(x) for x in a.args))
        if match and p is not None:
            for c in (a, b):
                key = loose(c)
                for o in p.options:
                    if loose(o) == key:
                        return o
        return b

    def _maybe_clearing(self, x: Any) -> Any:
        if isinstance(x, str):
            try:
                return self.map.index(x) + 1
            except WoodlandError:
                return x
        return x

    def why_not(self, action: Action) -> tuple[str, list[str]]:
        """Reason and rule ids for an action that is not among the legal ones."""
        p = self._pending
        if p is None:
            return "the game is over", []
        rule = [p.rule] if p.rule else []
        r = self.why_extra_words(action)
        if r is not None:
            return r
        for hook in WHY_NOT_HOOKS:
            r = hook(self, p.seat, action)
            if r is not None:
                return r
        if self.stack:
            try:
                r = self.stack[-1].why_not(self, action)
            except Exception:  # a reason is a courtesy: never let it mask the error
                r = None
            if r is not None:
                return r
            from woodland.core.ability import abilities

            if not any(fr.is_battle for fr in self.stack):
                # a before-roll effect asked for with no battle under way (4.3.2, V.5.2)
                for ab in abilities(self).before_roll_why:
                    r = ab.before_roll_why(self, None, p.seat, action)
                    if r is not None:
                        return r
            for ab in abilities(self).why_not_now:  # an action offered at another moment
                r = ab.why_not_now(self, p.seat, action)
                if r is not None:
                    return r
        kinds = sorted({o.kind for o in p.options})
        if action.kind not in kinds:
            return (f"{self.faction_key(p.seat)} must decide '{p.kind}' now; "
                    f"'{action}' is not one of the choices ({', '.join(kinds)})"), rule
        return f"'{action}' is not a legal choice for '{p.kind}' now", rule

    def why_extra_words(self, action: Action) -> tuple[str, list[str]] | None:
        """``action`` is a choice of the pending decision followed by more words (``take
        "Rabbit Dominance" Sappers``, ``supporter Anvil Sword``), which a frame's reason
        would misread. Names the choice, and what the rest would be at the next step of the
        same player (a second step, written separately)."""
        p = self._pending
        if p is None:
            return None
        best = None
        # a choice without words counts only when its kind never takes as many words as
        # ``action`` has (``march 5->1``; not ``move 5->10`` behind a Daylight menu's ``move``)
        bare = not _takes_words(action.kind, len(action.args))
        for o in p.options:
            n = len(o.args)
            if o.kind == action.kind and (0 < n or bare) and n < len(action.args) \
                    and _same(action.args[:n], o.args) and (best is None or n > len(best.args)):
                best = o
        if best is None:
            return None
        rest = action.args[len(best.args):]
        h = self.clone()
        h.apply(best)
        q = h.pending
        drew = h.rng.state != self.rng.state or getattr(h.rng, "script", None) != getattr(self.rng, "script", None)
        nxt: Action | None = None
        if q is not None and q.seat == p.seat and not drew:
            kinds = sorted({x.kind for x in q.options})
            if len(kinds) == 1 and all(len(x.args) == len(rest) for x in q.options):
                nxt = Action(kinds[0], tuple(rest))
            else:  # the words read as one of the next step's actions (``march 5->1``: ``move 5->1``)
                words = " ".join(str(x) for x in rest)
                for k in kinds:
                    try:
                        cand = h.parse(f"{k} {words}")
                    except WoodlandError:
                        continue
                    if cand.kind == k and any(x.kind == k and len(x.args) == len(cand.args) for x in q.options):
                        nxt = cand
                        break
        if q is not None and nxt is not None:
            if any(x.kind == nxt.kind and _same(x.args, nxt.args) for x in q.options):
                return f"'{best}' and '{nxt}' are two steps: choose '{best}', then '{nxt}'", [q.rule] if q.rule else []
            why = h.why_not(nxt)
            return f"'{best}' is the choice now, and then '{nxt}' would not be legal: {why[0]}", why[1]
        return (f"'{best}' is a choice, without the words after it "
                f"({' '.join(str(x) for x in rest)})"), [p.rule] if p.rule else []

    def _advance(self) -> None:
        stack = self.stack
        while self.result is None:
            if not self.holds:
                if self.events:
                    self.fire_triggers()
                if self.check_win:
                    VICTORY_HOOK[0](self)
                    continue
            if not stack:
                raise RuntimeError("engine error: the rules stopped without a result")
            top = stack[-1]
            d = top._steps[top.step](top, self)  # top.run(self), without the extra call (hot path)
            if d is None or self.result is not None:
                continue
            if not self.holds and (self.events or self.check_win):
                continue  # let triggers resolve first; the frame asks again afterwards
            if len(d.options) == 1 and not d.keep:
                if self.log is not None:  # the oracle looks through steps taken this way
                    self.log.append(Auto("auto", d.seat, d.options[0]))
                used = wild_uses(self, top, d.seat, d.options[0]) if (self._abilities or abilities(self)).wild_card \
                    else None
                top.act(self, d.options[0])
                if used:
                    for ab, cid in used:
                        ab.wild_card_used(self, d.seat, cid)
                continue
            if not d.options:
                raise RuntimeError(f"engine error: {type(top).__name__} asked {d.kind!r} with no options")
            self._pending = d
            return
        self._pending = None

    # ------------------------------------------------------------------ frames and events
    def push(self, frame: Frame) -> None:
        self.stack.append(frame)

    def pop(self, value: int | None = None) -> None:
        """Pop the top frame; ``value`` goes to the parent's ``got`` field, if it has one."""
        self.stack.pop()
        if value is not None and self.stack:
            try:
                # only frames that wait for a result have the field (a slot, unknown to Frame)
                setattr(self.stack[-1], "got", value)  # noqa: B010
            except AttributeError:
                pass

    def emit(self, event: tuple[Any, ...]) -> None:
        """Record an event; triggered abilities resolve once the current step is done (1.5.4).
        If ``log`` is a list (not part of the state; None by default), the event is also
        appended there: an event feed for clients (dice, removals, moves, ...), which also
        records ``("auto", seat, action)`` for each single option the engine took by itself
        and the hits each side of a battle deals (``("hits", ...)``, rules/battle.py)."""
        self.events.append(event)
        if self.log is not None:
            self.log.append(event)

    def wants(self, kind: str) -> bool:
        """Whether an event of ``kind`` would reach anything: a faction listening for it, a
        generic trigger hook, or the event feed (``log``). A rule site may skip building an
        event nothing wants (hot paths)."""
        return self.log is not None or kind in LISTENED or bool(_hooks_for(kind))

    def fire_triggers(self) -> None:
        """Push the procedures of every ability triggered by the recorded events.

        Only factions whose ``listens`` names the event kind are asked. One triggered effect
        resolves at once; several at once are ordered by a player (1.1.3): the side whose
        pieces were removed in battle when all come from that (4.3.6), else the current
        player. Identical effects are not asked about.
        """
        events, self.events = self.events, []
        frames: list[Frame] = []
        owners: set[int] = set()
        facs = self.factions
        n = self.n
        cur = self.current
        by_kind = _HOOKS_BY_KIND
        for ev in events:
            k = ev[0]
            if k in LISTENED:
                for i in range(n):
                    f = facs[(cur + i) % n]
                    if k in f.listens:
                        got = f.triggers(self, ev)
                        if got:
                            frames.extend(got)
                            owners.add(ev.owner if isinstance(ev, Removed) and ev.cause == "battle" else -1)
            hooks = by_kind.get(k)
            for hook in hooks if hooks is not None else _hooks_for(k):
                got = hook(self, ev)
                if got:
                    frames.extend(got)
        if len(frames) == 1:
            self.stack.append(frames[0])
        elif frames:
            chooser = owners.pop() if len(owners) == 1 and -1 not in owners else cur
            self.stack.append(OrderTriggers(chooser, [f.to_json() for f in frames]))

    def end(self, winners: list[int], reason: str) -> None:
        """End the game with ``winners`` (seats)."""
        self.result = {
            "winners": [self.factions[s].key for s in winners],
            "winner_seats": list(winners),
            "reason": reason,
            "scores": {f.key: f.score for f in self.factions},
            "turns": self.turn,
        }
        self.stack.clear()
        self._pending = None

    # ------------------------------------------------------------------ helpers
    def faction_key(self, seat: int) -> str:
        """A seat's faction key; a hireling's side key for its owner id (appendix H); else "?"."""
        if 0 <= seat < len(self.factions):
            return self.factions[seat].key
        hs = self.hirelings
        return hs.cards[-2 - seat].key if hs is not None and -len(hs.cards) - 1 <= seat <= -2 else "?"

    def player_name(self, seat: int) -> str:
        """The name ``setup["factions"]`` gives the player at ``seat``: the faction's key, or
        in a drafted game the player's label (A.8: ``seat2``), whatever faction they chose."""
        return self.setup["factions"][seat] if self.setup.get("draft") is not None else self.faction_key(seat)

    def seat_of(self, key: str) -> int:
        for f in self.factions:
            if f.key == key:
                return f.seat
        if self.setup.get("draft") is not None and key in self.setup["factions"]:
            return seat_by_label(key)  # A.8: a player of a drafted game, by name
        raise BadInput("faction", f"no faction {key!r} in this game")

    def card(self, cid: int) -> Card:
        return self.deckdef.cards[cid]

    def invalidate(self) -> None:
        """Something that rule depends on changed besides pieces (the phase, a card)."""
        self._rulers = None

    def abilities_changed(self) -> None:
        """The sources of abilities changed (a card entered or left a play area, a
        character was chosen): the registry (core/ability.py) and rule are recomputed."""
        self._abilities = None
        self._rulers = None

    # ------------------------------------------------------------------ what comes out (1.2)
    def reveal(self, to: int = -1, owner: int = -1) -> None:
        """Something hidden became known: to seat ``to``, or (``to`` -1) to every seat but
        ``owner``, who knew it already (-1: every seat). The generic helpers that move a card
        or an item out of a hidden place call this (drawing, giving, discarding, showing a
        hand, looking under a ruin); together with the random generator it is the one place
        that says whether a seat learnt something (see :meth:`knowledge`)."""
        r = self.reveals
        if to >= 0:
            r[to] += 1
        else:
            for i in range(len(r)):
                if i != owner:
                    r[i] += 1

    def knowledge(self, seat: int) -> tuple[int, Any]:
        """A mark that changes whenever ``seat`` learns something hidden: a card, an item or
        a random outcome (dice, shuffles and random cards all come from ``rng``). Equal marks
        mean the seat learnt nothing in between, so taking a decision back (``undo``) tells
        it nothing it may not know."""
        return (self.reveals[seat] if 0 <= seat < len(self.reveals) else 0, self.rng.mark())

    # ------------------------------------------------------------------ copying
    def clone(self) -> "Game":
        """An independent copy (hand-written: far cheaper than deepcopy)."""
        g = Game.__new__(Game)
        g.setup = self.setup
        g.seed = self.seed
        g.map = self.map
        g.deckdef = self.deckdef
        g.n = self.n
        g.factions = [f.copy() for f in self.factions]
        g.suits = self.suits
        g.warriors = self.warriors[:]
        g.buildings = self.buildings[:]
        g.tokens = self.tokens[:]
        g.ruin_items = self.ruin_items[:]
        g.deck = self.deck[:]
        g.discard = self.discard[:]
        g.available = self.available[:]
        g.items = self.items.copy()
        g.current = self.current
        g.turn = self.turn
        g.phase = self.phase
        g.stack = [f.copy() for f in self.stack]
        g.events = self.events[:]
        g.holds = self.holds
        g.result = self.result
        g.rng = self.rng.copy()
        g.steps = self.steps
        g.check_win = self.check_win
        g._pending = self._pending
        g._rulers = self._rulers
        g._abilities = self._abilities  # abilities hold no state: copies share them
        g.log = None
        g.reveals = self.reveals[:]
        g.landmarks = self.landmarks.copy()
        g.landmark_cards = self.landmark_cards.copy()  # tuples: shared
        g.hirelings = None if self.hirelings is None else self.hirelings.copy()
        return g

    # ------------------------------------------------------------------ serialisation
    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (``Game.from_json`` restores it exactly)."""
        return {
            "format": FORMAT_VERSION,
            "setup": self.setup,
            "seed": self.seed,
            "suits": list(self.suits),
            "factions": [f.to_json() for f in self.factions],
            "warriors": self.warriors[:],
            "buildings": [[list(b) for b in bs] for bs in self.buildings],
            "tokens": [[list(t) for t in ts] for ts in self.tokens],
            "ruin_items": [list(r) for r in self.ruin_items],
            "deck": self.deck[:],
            "discard": self.discard[:],
            "available": self.available[:],
            "items": dict(self.items),
            "current": self.current,
            "turn": self.turn,
            "phase": self.phase,
            "stack": [f.to_json() for f in self.stack],
            "events": [list(e) for e in self.events],
            "holds": self.holds,
            "result": self.result,
            "rng": self.rng.state,
            "steps": self.steps,
            "check_win": self.check_win,
            "landmarks": dict(self.landmarks),
            "closed_paths": [list(p) for p in sorted(self.map.closed)],
            **({"landmark_cards": {k: list(v) for k, v in sorted(self.landmark_cards.items())}}
               if self.landmark_cards else {}),
            **({"flooded": list(self.map.flooded)} if self.map.flood_players else {}),  # M.5.1.I ([]: M.5.1.II)
            **({} if self.hirelings is None else {"hirelings": self.hirelings.to_json()}),
        }

    @classmethod
    def from_json(cls, d: Any) -> "Game":
        """Rebuild a game from :meth:`to_json` data, checking every field."""
        from woodland.core import validate

        return validate.game_from_json(cls, d)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    def fingerprint(self) -> str:
        """A short hash of the whole state, used by records to detect divergence."""
        parts: tuple[Any, ...] = (self.warriors, self.buildings, self.tokens, self.ruin_items, self.deck, self.discard,
                 self.available, self.items, self.current, self.turn, self.phase,
                 [{k: v for k, v in f.__dict__.items() if k not in KNOWLEDGE_FIELDS} for f in self.factions],
                 [[getattr(fr, k) for k in fr._fields] for fr in self.stack], self.rng.state, self.result)
        if self.landmarks or self.map.closable:  # maps without them keep their old fingerprints
            parts += (sorted(self.landmarks.items()), sorted(self.map.closed))
        if self.landmark_cards:
            parts += (sorted(self.landmark_cards.items()),)
        if self.hirelings is not None:  # games without hirelings keep their old fingerprints
            parts += (self.hirelings.to_json(),)
        return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()

    # ------------------------------------------------------------------ hidden information
    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know (1.2): others' hands only as counts, deck order unknown."""
        from woodland.core import observe

        return observe.view(self, seat)

    def determinize(self, seat: int, rng: Rng | int) -> "Game":
        """A copy where everything ``seat`` cannot know is redrawn at random.

        Cards in other hands, other players' hidden cards (e.g. Alliance supporters) and the
        deck are shuffled together and dealt back in the same numbers, except the cards
        ``seat`` knows the place of (:meth:`pinned`): those stay where they are in every
        copy. Cards lying face down beside a landmark's card (the Black Market) that ``seat``
        does not know join them. The game's future dice and shuffles are reseeded. The hand of a player other
        than ``seat`` who is deciding right now is kept. The copy's pending decision is
        asked anew, since what it offers may depend on what was redrawn (e.g. the items
        under a ruin a Vagabond explores, 9.7.3).
        """
        from woodland.core.landmark import LANDMARKS

        r = rng if isinstance(rng, Rng) else Rng(rng)
        g = self.clone()
        # the player deciding now keeps their cards
        # (a bot determinizes when it decides itself, and then this is its own seat)
        keep = {seat, self._pending.seat if self._pending is not None else seat}
        keep |= {f.seat for f in g.factions if f.public_hand}  # 11.2.3: everyone sees that hand
        pins = {f.seat: g.pinned(seat, f) for f in g.factions if f.seat not in keep}
        pool: list[int] = list(g.deck)
        for s, pin in pins.items():
            f = g.factions[s]
            pool.extend(c for c in f.hand if c not in pin)
            pool.extend(c for c in f.secret_cards() if c not in pin)
        # cards lying face down beside a landmark's card that ``seat`` does not know (the Black Market)
        beside = {key: LANDMARKS[key].unknown_cards(g, seat) for key in g.landmark_cards}
        for cs in beside.values():
            pool.extend(cs)
        pool.sort()  # what the copy holds depends only on what ``seat`` knows, not on the hidden order
        r.shuffle(pool)
        k = 0
        for s, pin in pins.items():
            f = g.factions[s]
            f.hand, k = _redeal(f.hand, pin, pool, k)
            secret = f.secret_cards()
            if secret:
                dealt, k = _redeal(secret, pin, pool, k)
                f.set_secret_cards(dealt)
        for key, cs in beside.items():
            if cs:
                LANDMARKS[key].redeal(g, seat, pool[k:k + len(cs)])
                k += len(cs)
        g.deck = pool[k:]
        for f in g.factions:
            f.determinize(g, seat, r)
        for hook in DETERMINIZE_HOOKS:
            hook(g, seat, r)
        g.rng = Rng(r.next64())
        if g._pending is not None:  # 1.2: ask again (run() does not change the state when asking)
            g._pending = None
            g._advance()
        return g

    def pinned(self, seat: int, f: Faction) -> set[int]:
        """The cards in ``f``'s hand and hidden cards whose place ``seat`` knows (1.2): shown to
        everyone, seen in that hand (Codebreakers, Outrage), or seen going there (given,
        stolen, added to the supporters)."""
        me = self.factions[seat]
        return set(f.shown).union(me.seen.get(f.key, ()), me.known.get(f.key, ()))

def _redeal(cards: list[int], pin: set[int], pool: list[int], k: int) -> tuple[list[int], int]:
    """``cards`` with those not in ``pin`` replaced by the next ones of ``pool`` from ``k``."""
    fixed = [c for c in cards if c in pin]
    end = k + len(cards) - len(fixed)
    return fixed + pool[k:end], end


#: extra hidden information (e.g. items under ruins) redrawn by determinize
DETERMINIZE_HOOKS: list[Callable[[Game, int, Rng], None]] = []


def _takes_words(kind: str, n: int) -> bool:
    """Whether an action of ``kind`` may have ``n`` arguments (its declared shapes, core/kinds.py;
    an undeclared kind: any)."""
    k = ACTIONS.get(kind)
    if k is None:
        return True
    return any(len(sh) == n or (sh and sh[-1] == REST and n >= len(sh) - 1) for sh in k.shapes)


def _same(xs: tuple[Any, ...], ys: tuple[Any, ...]) -> bool:
    """Arguments equal as a person types them (case aside)."""
    return [str(x).lower() for x in xs] == [str(y).lower() for y in ys]


def default_factions() -> list[str]:
    """The factions of a setup that names none: the two set up first (the lowest setup
    letters, A and B)."""
    return sorted(FACTIONS, key=lambda k: (FACTIONS[k].setup_order, k))[:2]


def normalize_setup(setup: Any) -> dict[str, Any]:
    """Check a setup description and fill its defaults. Raises BadInput naming the field."""
    if not isinstance(setup, dict):
        raise BadInput("setup", "must be an object like {\"map\": \"autumn\", \"factions\": [...]}")
    known = {"map", "deck", "factions", "seating", "mode", "draft", "players", "landmarks", "hirelings",
             "keep_insurgents", "setup_ties"}
    for k in setup:
        if k not in known:
            raise BadInput(f"setup.{k}", f"unknown field (known: {', '.join(sorted(known))})")
    out: dict[str, Any] = {
        "map": setup.get("map", "autumn"),
        "deck": setup.get("deck", "standard"),
        "factions": setup.get("factions", default_factions()),
        "seating": setup.get("seating", "random"),
        "mode": setup.get("mode"),
    }
    load_map(out["map"]) if isinstance(out["map"], str) else _bad("setup.map", "must be a map name")
    load_deck(out["deck"]) if isinstance(out["deck"], str) else _bad("setup.deck", "must be a deck name")
    if setup.get("draft") not in (None, False):  # A.8: the factions are drafted in the game
        _draft_setup(setup, out)
    elif "players" in setup:
        raise BadInput("setup.players", "the number of players is given only with a draft (setup.draft, A.8); "
                                        "otherwise it is the number of factions")
    elif setup.get("keep_insurgents"):
        raise BadInput("setup.keep_insurgents", "the insurgent faction setup cards are kept only in a draft "
                                                "(setup.draft, A.8.2.I)")
    facs = out["factions"]
    if isinstance(facs, str):
        facs = out["factions"] = [x.strip() for x in facs.split(",") if x.strip()]
    if not isinstance(facs, list) or not all(isinstance(x, str) for x in facs):
        raise BadInput("setup.factions", "must be a list of faction names")
    for i, k in enumerate(facs):
        if k not in FACTIONS and not (out.get("draft") is not None and is_seat_label(k)):
            raise BadInput(f"setup.factions[{i}]", f"unknown faction {k!r} (known: {', '.join(sorted(FACTIONS))})")
    if len(set(facs)) != len(facs):
        raise BadInput("setup.factions", "a faction can be played by only one player")
    _vagabond_exclusion("setup.factions", facs)
    if not 2 <= len(facs) <= 6:
        raise BadInput("setup.factions", f"Root is played by 2 to 6 players, got {len(facs)}")
    if out.get("draft") is None and sum(FACTIONS[k].corner_start for k in facs) >= 5:
        raise BadInput("setup.factions", "five or more factions that start in corner clearings must use the "
                                         "Advanced Setup's draft (Law 5, before 5.1): setup.draft")
    # 5.1 Standard Setup, or Appendix A (Advanced Setup): games of five or six use it
    if out["mode"] is None:
        out["mode"] = "advanced" if len(facs) >= 5 else "standard"
    if out["mode"] not in ("standard", "advanced"):
        raise BadInput("setup.mode", "must be 'standard' (5.1) or 'advanced' (Appendix A)")
    seating = out["seating"]
    if seating not in ("random", "given"):
        raise BadInput("setup.seating", "must be 'random' (5.1.1) or 'given' (factions in seat order)")
    if setup.get("landmarks") not in (None, 0):
        _landmark_setup(setup, out)
    if setup.get("hirelings"):  # appendix H: the hireling sides in play (woodland/hirelings)
        _hireling_setup(setup, out)
    ties = setup.get("setup_ties")
    if ties is not None:  # R486: factions of one setup letter set up in this order (5.1.7)
        if not isinstance(ties, list) or not all(isinstance(k, str) and k in FACTIONS for k in ties):
            raise BadInput("setup.setup_ties", "must be a list of faction names (the order in which factions "
                                               "of one setup letter set up, 5.1.7)")
        out["setup_ties"] = list(ties)
    return out


def setup_tie(setup: dict[str, Any], key: str) -> int:
    """Among factions of one setup letter (woodland's unverified letters: the Duchy's and the
    Corvids' H), a faction's place in the order ``setup_ties`` gives (R486); before seat
    order, which breaks the ties left (5.1.7)."""
    ties: list[str] = setup.get("setup_ties") or []
    return ties.index(key) if key in ties else len(ties)


def seat_labels(players: int) -> list[str]:
    """The names of the players of a drafted game, before they choose (A.8): seat1, seat2..."""
    return [f"{SEAT_LABEL}{i + 1}" for i in range(players)]


def seat_by_label(label: str) -> int:
    """The seat of the player named ``label`` in a drafted game: seat1 sits first (A.4 --
    seats are bare places until the draft, so the random seating is who sits where, which
    the clients draw: the terminal gives a person a random seat)."""
    return int(label[len(SEAT_LABEL):]) - 1


def _draft_setup(setup: dict[str, Any], out: dict[str, Any]) -> None:
    """A.8 with faction setup cards: ``draft`` is the pool of factions (A.8.1; ``true``: every
    faction of the registry, with one Vagabond card) and ``players`` the number of players;
    ``factions`` becomes the players' labels (seat1...), replaced in the game by the factions
    they choose."""
    pool = setup["draft"]
    if pool is True:
        pool = default_draft_pool()
    if not isinstance(pool, list) or not all(isinstance(k, str) for k in pool):
        raise BadInput("setup.draft", "must be true or a list of faction names (the draft pool, A.8.1)")
    for i, k in enumerate(pool):
        if k not in FACTIONS:
            raise BadInput(f"setup.draft[{i}]", f"unknown faction {k!r} (known: {', '.join(sorted(FACTIONS))})")
    if len(set(pool)) != len(pool):
        raise BadInput("setup.draft", "a faction setup card is in the pool only once")
    _vagabond_exclusion("setup.draft", pool)
    if sum(FACTIONS[k].is_vagabond for k in pool) > 1:  # ruling R296
        raise BadInput("setup.draft", "both Vagabond setup cards in one draft are not supported yet (9.7.1: they "
                                      "would set up apart); keep one (A.8.1 recommends one)")
    players = setup.get("players")
    given = setup.get("factions")
    if players is None and isinstance(given, list) and given and all(isinstance(k, str) and is_seat_label(k)
                                                                        for k in given):
        players = len(given)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise BadInput("setup.players", "the draft needs the number of players, 2 to 6")
    if given is not None and given != seat_labels(players) and not isinstance(given, str):
        raise BadInput("setup.factions", "a drafted game names its players seat1, seat2...; the draft pool is "
                                         "setup.draft")
    keep = _keep_insurgents(setup, players)
    short = draft_shortfall(pool, players, len(load_map(out["map"]).corners), keep)
    if short:
        raise BadInput("setup.draft", short)
    out["draft"] = list(pool)
    out["players"] = players
    if keep:
        out["keep_insurgents"] = True
    out["factions"] = seat_labels(players)
    if out["mode"] is None:
        out["mode"] = "advanced"
    if out["mode"] != "advanced":
        raise BadInput("setup.mode", "the faction draft is part of the Advanced Setup (A.8)")


def _keep_insurgents(setup: dict[str, Any], players: int) -> bool:
    """A.8.2.I: a two-player draft removes the insurgent cards, which the group may keep when
    playing with hirelings (``keep_insurgents``)."""
    keep = setup.get("keep_insurgents", False)
    if not isinstance(keep, bool):
        raise BadInput("setup.keep_insurgents", "must be true or false")
    if keep and players != 2:
        raise BadInput("setup.keep_insurgents", "only a two-player draft removes the insurgent cards (A.8.2.I): "
                                                "with more players they are always dealt")
    if keep and not setup.get("hirelings"):
        raise BadInput("setup.keep_insurgents", "a two-player draft keeps the insurgent cards only with hirelings "
                                                "(A.8.2.I): add setup.hirelings")
    return keep


def _vagabond_exclusion(field: str, keys: list[str]) -> None:
    """18.2.1, A.8.1: a faction exclusive with the Vagabond is not played with one."""
    classes = [FACTIONS[k] for k in keys if k in FACTIONS]  # not the players' labels of a draft
    if any(c.excludes_vagabond for c in classes) and any(c.is_vagabond for c in classes):
        raise BadInput(field, f"{next(c.title for c in classes if c.excludes_vagabond)} cannot be played in the "
                              "same game as the Vagabond (Law 18.2.1, A.8.1)")


def seatable(cards: list[str], players: int, corners: int) -> bool:
    """Whether every player can choose one of the faction setup cards ``cards`` and carry out
    its setup: the factions that start in a corner take one corner each, so no more of them
    than the map has corners can be chosen (ruling R299); the others always can (R282)."""
    k = sum(FACTIONS[c].corner_start for c in cards)
    return min(k, corners) + len(cards) - k >= players


def draft_shortfall(pool: list[str], players: int, corners: int, keep_insurgents: bool = False) -> str | None:
    """Why the draft pool ``pool`` cannot be dealt for ``players`` on a map of ``corners``
    corners (A.8.2: one militant card, then one per player; two players draft militants
    only unless they ``keep_insurgents``, A.8.2.I; some deal must be :func:`seatable`, R282),
    or None."""
    militant = [k for k in pool if FACTIONS[k].militant]
    only = players == 2 and not keep_insurgents
    usable = militant if only else pool
    if not militant or len(usable) < players + 1:
        return (f"{players} players need {players + 1} faction setup cards with at least one militant"
                f"{' (two players: militants only, A.8.2.I)' if only else ''}; the pool has {len(usable)} "
                "(A.8.2)")
    for first in militant:  # the most cards that do not start in a corner: the deal most seatable
        rest = sorted((k for k in usable if k != first), key=lambda k: FACTIONS[k].corner_start)
        if seatable([first] + rest[:players], players, corners):
            return None
    return (f"{players} players cannot all set up from this pool: no deal has at most {corners} factions that "
            f"start in a corner beyond what the other cards make up (rulings R282, R299)")


def hirelings_conflict(setup: dict[str, Any], blocked: set[str]) -> str | None:
    """A.6.5: why hireling cards keeping the factions ``blocked`` out cannot be in the game of
    ``setup`` (normalised): a faction named to play, or a draft pool left too small; None if
    they can. Only the Advanced Setup's hirelings keep factions out (ruling R283)."""
    if setup.get("mode") != "advanced" or not blocked:
        return None
    if setup.get("draft") is not None:
        pool = [k for k in setup["draft"] if k not in blocked]
        short = draft_shortfall(pool, setup["players"], len(load_map(setup["map"]).corners),
                                bool(setup.get("keep_insurgents")))
        return f"without the factions the hirelings keep out (A.6.5): {short}" if short else None
    clash = [k for k in setup["factions"] if k in blocked]
    if clash:
        return f"{', '.join(clash)} cannot be played while the corresponding hireling card is in play (A.6.5)"
    return None


def _hireling_setup(setup: dict[str, Any], out: dict[str, Any]) -> None:
    """Appendix H: ``hirelings`` names up to three sides in play (a list or a comma-separated
    string), or is ``"random"``: the Advanced Setup deals three in the game (A.6.1-2,
    woodland/hirelings). A named card or every possible deal must leave the game its
    factions (A.6.5)."""
    from woodland.core.hireling import RANDOM, blocked_by, check_names, possible_deals

    spec = setup["hirelings"]
    if spec != RANDOM:
        names = check_names(spec)
        why = hirelings_conflict(out, blocked_by(names))
        if why:
            raise BadInput("setup.hirelings", why)
        out["hirelings"] = names
        return
    if out["mode"] != "advanced":
        raise BadInput("setup.hirelings", "hirelings are dealt at random in the Advanced Setup (A.6.1): use "
                                          "setup.mode advanced, or name the sides")
    if next(possible_deals(len(out["factions"]), lambda b: hirelings_conflict(out, b) is None), None) is None:
        raise BadInput("setup.hirelings", "no deal of three hirelings with sides woodland implements leaves this "
                                          "game its factions (A.6.5, ruling R282); name the sides")
    out["hirelings"] = RANDOM


def default_draft_pool() -> list[str]:
    """A.8.1: every faction of the registry, with one Vagabond setup card (recommended): a
    faction class that extends another registered one (a second copy of a card) is left out."""
    classes = list(FACTIONS.values())
    return sorted(k for k, c in FACTIONS.items() if not any(o is not c and issubclass(c, o) for o in classes)
                  and not c.excludes_vagabond)  # 18.2.1, A.8.1: the pool keeps the Vagabond (ruling R351)


def _landmark_setup(setup: dict[str, Any], out: dict[str, Any]) -> None:
    """A.5: ``landmarks`` is how many landmark cards are dealt (1 or 2), or
    ``{"count": 1 or 2, "cards": [...]}`` naming the landmark cards kept (A.5.1; default:
    every landmark offered for this many players, ruling R371)."""
    from woodland.core.landmark import LANDMARKS, offered_landmarks

    spec = setup["landmarks"]
    if isinstance(spec, int) and not isinstance(spec, bool):
        spec = {"count": spec}
    if not isinstance(spec, dict) or set(spec) - {"count", "cards"}:
        raise BadInput("setup.landmarks", "must be 1, 2 or {\"count\": 1 or 2, \"cards\": [landmark names]}")
    count = spec.get("count", 1)
    cards = spec.get("cards", offered_landmarks(len(out["factions"])))
    if count not in (1, 2) or isinstance(count, bool):
        raise BadInput("setup.landmarks.count", "play with one or two landmarks (A.5.1)")
    if not isinstance(cards, list) or not all(isinstance(k, str) for k in cards):
        raise BadInput("setup.landmarks.cards", "must be a list of landmark names")
    for i, k in enumerate(cards):
        if k not in offered_landmarks():
            known = ", ".join(offered_landmarks())
            why = "is not offered (its effect is unknown, docs/data-sources.md)" if k in LANDMARKS else "is unknown"
            raise BadInput(f"setup.landmarks.cards[{i}]", f"{k!r} {why}; the landmarks: {known}")
    if len(set(cards)) < count:
        raise BadInput("setup.landmarks.cards", f"{count} landmarks are dealt from {len(set(cards))} card(s) (A.5.2)")
    if out["mode"] != "advanced":
        raise BadInput("setup.landmarks", "landmarks are set up in the Advanced Setup (A.5)")
    out["landmarks"] = {"count": count, "cards": sorted(set(cards))}


def game_map(setup: dict[str, Any], present: Iterable[str] = ()) -> Map:
    """The map of a game: the named map plus the off-map clearings its factions bring
    (12.2.2 the Burrow), in the order of ``setup["factions"]``. In a drafted game (A.8) those
    of the factions chosen so far (``present``), in the order of the draft pool."""
    if setup.get("draft") is not None:
        keys = [k for k in setup["draft"] if k in set(present)]
    else:
        keys = setup["factions"]
    extras = tuple(nm for k in keys for nm in FACTIONS[k].extra_clearings)
    board = load_map(setup["map"])
    if board.flood_players and len(setup["factions"]) > board.flood_players:
        return load_map(setup["map"], extras, ())  # M.5.1.II: more players than flood it
    return load_map(setup["map"], extras)


def _bad(field: str, why: str) -> None:
    raise BadInput(field, why)


def iter_seats_from(g: Game, start: int) -> Iterable[int]:
    for i in range(g.n):
        yield (start + i) % g.n
