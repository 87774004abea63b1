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

Tuples inside lists are never mutated, only replaced, so copies can share them.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Callable, Iterable

from woodland.core.actions import Action, parse_action
from woodland.core.cards import Deck, load_deck
from woodland.core.errors import BadInput, IllegalAction, WoodlandError
from woodland.core.faction import FACTIONS, LISTENED, Faction
from woodland.core.frame import Decision, Frame, OrderTriggers
from woodland.core.maps import Map, load_map
from woodland.core.rng import Rng

FORMAT_VERSION = 1

#: set by woodland.rules.setup: (game) -> None, fills a new game's state and stack
SETUP_HOOK: list[Callable[["Game"], None]] = []
#: set by woodland.rules: (game, event) -> list of frames for generic (non-faction) triggers
#: hooks asked about every event: triggers of crafted cards (rules/effects.py), the CLI's narrator
GENERIC_TRIGGERS: list[Callable[["Game", tuple[Any, ...]], list[Frame]]] = []
#: set by woodland.rules.victory: (game) -> None, settles pending wins (3.1)
VICTORY_HOOK: list[Callable[["Game"], None]] = []


class Game:
    __slots__ = ("setup", "seed", "map", "deckdef", "n", "factions", "suits", "warriors", "buildings",
                 "tokens", "ruin_items", "deck", "discard", "available", "items", "current", "turn",
                 "phase", "stack", "events", "holds", "result", "rng", "steps", "check_win", "log",
                 "_pending", "_rulers")

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, setup: dict[str, Any], seed: int = 0) -> "Game":
        """Start a game: ``setup`` names the map, deck and factions (see docs/architecture.md)."""
        if not SETUP_HOOK:
            import woodland  # noqa: F401  (registers rules, factions and cards)
        setup = normalize_setup(setup)
        from woodland.core.validate import check_seed

        check_seed(seed)
        g = cls.__new__(cls)
        g.setup = setup
        g.seed = seed
        g.map = load_map(setup["map"])
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
        g.rng = Rng(seed)
        g.steps = 0
        g.check_win = False
        g._pending = None
        g._rulers = None
        g.log = None
        SETUP_HOOK[0](g)
        g._advance()
        return g

    # ------------------------------------------------------------------ the loop
    @property
    def pending(self) -> Decision | None:
        """The one decision the game waits for, or None once the game is over."""
        return self._pending

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
        top.act(self, action)
        self.steps += 1
        self._advance()

    def parse(self, text: str) -> Action:
        """Parse action text as typed by a person: case and clearing names are forgiven."""
        a = parse_action(text)
        p = self._pending
        if p is not None:
            low = str(a).lower()
            for o in p.options:
                if str(o).lower() == low:
                    return o
            # clearing names in place of numbers
            args = tuple(self._maybe_clearing(x) for x in a.args)
            b = Action(a.kind, args)
            for o in p.options:
                if str(o).lower() == str(b).lower():
                    return o
        return a

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
        if self.stack:
            try:
                r = self.stack[-1].why_not(self, action)
            except Exception:  # a reason is a courtesy: never let it mask the error
                r = None
            if r is not None:
                return r
            if not any(fr.is_battle for fr in self.stack):
                # a before-roll effect asked for with no battle under way (V.5.2)
                for f in self.factions:
                    r = f.before_roll_why(self, None, p.seat, action)
                    if r is not None:
                        return r
            for f in self.factions:  # an action some faction offers at another moment
                r = f.why_not_now(self, p.seat, action)
                if r is not None:
                    return r
        kinds = sorted({o.kind for o in p.options})
        if action.kind not in kinds:
            return (f"{self.faction_key(p.seat)} must decide '{p.kind}' now; "
                    f"'{action}' is not one of the choices ({', '.join(kinds)})"), rule
        return f"'{action}' is not a legal choice for '{p.kind}' now", rule

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
            d = top.run(self)
            if d is None or self.result is not None:
                continue
            if not self.holds and (self.events or self.check_win):
                continue  # let triggers resolve first; the frame asks again afterwards
            if len(d.options) == 1 and not d.keep:
                top.act(self, d.options[0])
                continue
            if not d.options:
                raise RuntimeError(f"engine error: {type(top).__name__} asked {d.kind!r} with no options")
            self._pending = d
            return
        self._pending = None

    # ------------------------------------------------------------------ frames and events
    def push(self, frame: Frame) -> None:
        self.stack.append(frame)

    def pop(self, value: Any = None) -> None:
        """Pop the top frame; ``value`` goes to the parent's ``got`` field, if it has one."""
        self.stack.pop()
        if value is not None and self.stack:
            try:
                self.stack[-1].got = value  # type: ignore[attr-defined]
            except AttributeError:
                pass

    def emit(self, event: tuple[Any, ...]) -> None:
        """Record an event; triggered abilities resolve once the current step is done (1.5.4).
        If ``log`` is a list (not part of the state; None by default), the event is also
        appended there: an event feed for clients (dice, removals, moves, ...)."""
        self.events.append(event)
        if self.log is not None:
            self.log.append(event)

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
        hooks = GENERIC_TRIGGERS
        for ev in events:
            k = ev[0]
            if k in LISTENED:
                for i in range(n):
                    f = facs[(cur + i) % n]
                    if k in f.listens:
                        got = f.triggers(self, ev)
                        if got:
                            frames.extend(got)
                            owners.add(ev[2] if k == "removed" and ev[6] == "battle" else -1)
            for hook in hooks:
                frames.extend(hook(self, ev))
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
        return self.factions[seat].key if 0 <= seat < len(self.factions) else "?"

    def seat_of(self, key: str) -> int:
        for f in self.factions:
            if f.key == key:
                return f.seat
        raise BadInput("faction", f"no faction {key!r} in this game")

    def card(self, cid: int):  # type: ignore[no-untyped-def]
        return self.deckdef.cards[cid]

    def invalidate(self) -> None:
        self._rulers = None

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
        g.log = None
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
        }

    @classmethod
    def from_json(cls, d: Any) -> "Game":
        """Rebuild a game from :meth:`to_json` data, checking every field."""
        if not SETUP_HOOK:
            import woodland  # noqa: F401
        from woodland.core import validate

        return validate.game_from_json(cls, d)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    def fingerprint(self) -> str:
        """A short hash of the whole state, used by records to detect divergence."""
        parts = (self.warriors, self.buildings, self.tokens, self.ruin_items, self.deck, self.discard,
                 self.available, self.items, self.current, self.turn, self.phase,
                 [f.__dict__ for f in self.factions],
                 [[getattr(fr, k) for k in fr._fields] for fr in self.stack], self.rng.state, self.result)
        return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()

    # ------------------------------------------------------------------ hidden information
    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know (1.2): others' hands only as counts, deck order unknown."""
        from woodland.core import observe

        return observe.view(self, seat)

    def determinize(self, seat: int, rng: Rng | int) -> "Game":
        """A copy where everything ``seat`` cannot know is redrawn at random.

        Cards in other hands (except those shown to all), other players' hidden cards (e.g.
        Alliance supporters) and the deck are shuffled together and dealt back in the same
        numbers; the game's future dice and shuffles are reseeded. The hand of a player other
        than ``seat`` who is deciding right now is kept, so that the pending decision stays
        valid.
        """
        r = rng if isinstance(rng, Rng) else Rng(rng)
        g = self.clone()
        # the player deciding now keeps their cards, so that the pending decision stays valid
        # (a bot determinizes when it decides itself, and then this is its own seat)
        keep = {seat, self._pending.seat if self._pending is not None else seat}
        pool: list[int] = list(g.deck)
        keep |= {f.seat for f in g.factions if f.public_hand}  # 11.2.3: everyone sees that hand
        for f in g.factions:
            if f.seat not in keep:
                pool.extend(c for c in f.hand if c not in f.shown)
                pool.extend(f.secret_cards())
        r.shuffle(pool)
        k = 0
        for f in g.factions:
            if f.seat not in keep:
                hidden = len(f.hand) - sum(1 for c in f.hand if c in f.shown)
                f.hand = [c for c in f.hand if c in f.shown] + pool[k:k + hidden]
                k += hidden
                nsec = len(f.secret_cards())
                if nsec:
                    f.set_secret_cards(pool[k:k + nsec])
                    k += nsec
        g.deck = pool[k:]
        for f in g.factions:
            f.determinize(g, seat, r)
        for hook in DETERMINIZE_HOOKS:
            hook(g, seat, r)
        g.rng = Rng(r.next64())
        return g


#: extra hidden information (e.g. items under ruins) redrawn by determinize
DETERMINIZE_HOOKS: list[Callable[[Game, int, Rng], None]] = []


def normalize_setup(setup: Any) -> dict[str, Any]:
    """Check a setup description and fill its defaults. Raises BadInput naming the field."""
    if not isinstance(setup, dict):
        raise BadInput("setup", "must be an object like {\"map\": \"autumn\", \"factions\": [...]}")
    known = {"map", "deck", "factions", "seating", "mode"}
    for k in setup:
        if k not in known:
            raise BadInput(f"setup.{k}", f"unknown field (known: {', '.join(sorted(known))})")
    out: dict[str, Any] = {
        "map": setup.get("map", "autumn"),
        "deck": setup.get("deck", "standard"),
        "factions": setup.get("factions", ["marquise", "eyrie"]),
        "seating": setup.get("seating", "random"),
        "mode": setup.get("mode"),
    }
    load_map(out["map"]) if isinstance(out["map"], str) else _bad("setup.map", "must be a map name")
    load_deck(out["deck"]) if isinstance(out["deck"], str) else _bad("setup.deck", "must be a deck name")
    facs = out["factions"]
    if isinstance(facs, str):
        facs = out["factions"] = [x.strip() for x in facs.split(",") if x.strip()]
    if not isinstance(facs, list) or not all(isinstance(x, str) for x in facs):
        raise BadInput("setup.factions", "must be a list of faction names")
    for i, k in enumerate(facs):
        if k not in FACTIONS:
            raise BadInput(f"setup.factions[{i}]", f"unknown faction {k!r} (known: {', '.join(sorted(FACTIONS))})")
    if len(set(facs)) != len(facs):
        raise BadInput("setup.factions", "a faction can be played by only one player")
    if not 2 <= len(facs) <= 6:
        raise BadInput("setup.factions", f"Root is played by 2 to 6 players, got {len(facs)}")
    # 5.1 Standard Setup, or Appendix A (Advanced Setup): games of five or six use it
    if out["mode"] is None:
        out["mode"] = "advanced" if len(facs) >= 5 else "standard"
    if out["mode"] not in ("standard", "advanced"):
        raise BadInput("setup.mode", "must be 'standard' (5.1) or 'advanced' (Appendix A)")
    seating = out["seating"]
    if seating not in ("random", "given"):
        raise BadInput("setup.seating", "must be 'random' (5.1.1) or 'given' (factions in seat order)")
    return out


def _bad(field: str, why: str) -> None:
    raise BadInput(field, why)


def iter_seats_from(g: Game, start: int) -> Iterable[int]:
    for i in range(g.n):
        yield (start + i) % g.n
