"""Card effects: a registry keyed by the ``effect`` field of the deck data.

The generic rules offer a player their card effects at the Law's timing windows:
``start_birdsong``, ``birdsong``, ``end_birdsong``, ``start_daylight``, ``daylight``,
``start_evening``, ``end_evening`` (1.4.1), and in battle ``after_roll`` (4.3.4). An effect
lists the actions it offers in a window (``use "Label" ...``) and resolves the chosen one. Card modules (woodland/cards)
fill the registry; the generic rules never name a card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.core import game as _game
from woodland.core.ability import FROM_CARD, SOURCES, Ability
from woodland.core.actions import Action, act
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, REST, action_kind, decision_kind

if TYPE_CHECKING:
    from woodland.core.game import Game


class Effect(Ability):
    """A crafted card's effect. The registered instance (``EFFECTS``) is unbound and answers
    the windows below for any owner; a card in a play area whose effect changes a generic
    rule (an :class:`Ability` hook: rule, move links, removed warriors...) is also bound to
    its owner and card by :func:`_card_abilities`, the registry's source for crafted cards."""

    key: ClassVar[str] = ""
    precedence = FROM_CARD  # 1.1.1

    #: set per class: the effect overrides ``options`` (see __init_subclass__)
    has_options: ClassVar[bool] = False
    #: the timing window in which ``options`` offers the effect (1.4.1: "in Birdsong", "at
    #: the start of Daylight", "after rolling"...); an effect with options names one, so a
    #: window no crafted card of the player speaks of is not even opened
    window: ClassVar[str] = ""

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.has_options = cls.options is not Effect.options
        if cls.has_options and not cls.window:
            raise TypeError(f"{cls.__name__} offers options: it must name its window")
        if cls.key:
            EFFECTS[cls.key] = cls()

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        """Actions to use this crafted card in ``window`` (none by default)."""
        return []

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        """Whether the effect must be resolved in ``window`` (e.g. Better Burrow Bank)."""
        return False

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        raise NotImplementedError

    def on_craft(self, g: "Game", seat: int, cid: int) -> bool | None:
        """Resolve an immediate effect (4.1.2). True: the effect's procedure holds the card
        and discards it once done (a card that says "discard this" after its effect)."""

    #: event kinds this effect reacts to (see ``triggers``)
    listens: ClassVar[frozenset[str]] = frozenset()

    def triggers(self, g: "Game", seat: int, cid: int, event: tuple[Any, ...]) -> list[Frame]:
        """Procedures triggered by ``event`` for the card ``cid`` in ``seat``'s play area
        (it may also act at once, e.g. score or draw). Murine Broker, Master Engravers..."""
        return []

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> tuple[str, list[str]] | None:
        """Why this use of the effect is not possible (its own conditions), if known."""
        return None


EFFECTS: dict[str, Effect] = {}
_TABLES: dict[str, tuple[Effect | None, ...]] = {}


def effects_table(g: "Game") -> tuple[Effect | None, ...]:
    """The effect of every card of the game's deck, by card id (None: no registered effect).
    Built once per deck, after the card modules have filled the registry."""
    t = _TABLES.get(g.deckdef.name)
    if t is None:
        t = _TABLES[g.deckdef.name] = tuple(EFFECTS.get(c.effect or "") for c in g.deckdef.cards)
    return t


# -- helpers shared by the card modules ------------------------------------------------------
def use_action(g: "Game", cid: int, *args: Any) -> Action:
    """The ``use "Label" ...`` action of crafted card ``cid``."""
    return act("use", (g.deckdef.cards[cid].label,) + args)


def unused(g: "Game", seat: int, key: str) -> bool:
    """A once-per-turn effect (``key``) not yet used this turn by ``seat``."""
    return ("eff:" + key) not in g.factions[seat].used


def mark_used(g: "Game", seat: int, key: str) -> None:
    g.factions[seat].used.append("eff:" + key)


def _card_abilities(g: "Game") -> list[Ability]:
    """The crafted cards in play areas whose effects change a generic rule, each bound to
    its owner and card (the registry's source for cards, core/ability.py)."""
    out: list[Ability] = []
    table = effects_table(g)
    for f in g.factions:
        for cid in f.play_area:
            e = table[cid]
            if e is not None and e.overrides:
                out.append(type(e)(f.seat, cid))
    return out


SOURCES.append(_card_abilities)


def play_area_changed(g: "Game", cid: int) -> None:
    """Crafted card ``cid`` entered or left a play area: the registry (core/ability.py) is
    rebuilt if its effect changes a generic rule (most cards' effects do not)."""
    e = effects_table(g)[cid]
    if e is not None and e.overrides:
        g.abilities_changed()


def window_options(g: "Game", seat: int, window: str, ctx: Any = None) -> list[Action]:
    """The uses of ``seat``'s crafted cards offered in ``window``."""
    out: list[Action] = []
    play_area = g.factions[seat].play_area
    if play_area:
        table = effects_table(g)
        for cid in play_area:
            eff = table[cid]
            if eff is not None and eff.window == window:
                out.extend(eff.options(g, seat, cid, window, ctx))
    return out


def speaks_of(g: "Game", seat: int, window: str) -> bool:
    """Whether some crafted card of ``seat`` has an effect used in ``window``."""
    play_area = g.factions[seat].play_area
    if play_area:
        table = effects_table(g)
        for cid in play_area:
            eff = table[cid]
            if eff is not None and eff.window == window:
                return True
    return False


def has_mandatory(g: "Game", seat: int, window: str) -> bool:
    cards = g.deckdef.cards
    for cid in g.factions[seat].play_area:
        e = cards[cid].effect
        if e and e in EFFECTS and EFFECTS[e].mandatory(g, seat, cid, window):
            return True
    return False


def use_effect(g: "Game", seat: int, action: Action, window: str, ctx: Any = None) -> None:
    """Resolve a ``use "Label" ...`` action chosen from :func:`window_options`."""
    label = str(action.args[0]).lower()
    cards = g.deckdef.cards
    for cid in g.factions[seat].play_area:
        c = cards[cid]
        if c.label.lower() == label and c.effect:
            EFFECTS[c.effect].use(g, seat, cid, action, window, ctx)
            return
    raise RuntimeError(f"engine error: no crafted {action.args[0]!r}")


WINDOW_NAMES = {"start_birdsong": "at the start of Birdsong", "birdsong": "in Birdsong",
                "start_daylight": "at the start of Daylight", "daylight": "in Daylight",
                "start_evening": "at the start of Evening", "end_evening": "at the end of Evening",
                "after_roll": "in battle, after the roll"}


def why_use(g: "Game", seat: int, action: Action, window: str) -> tuple[str, list[str]] | None:
    """Why a ``use "Label"`` action is not possible in ``window``."""
    if action.kind != "use" or not action.args:
        return None
    label = str(action.args[0]).lower()
    cards = g.deckdef.cards
    cid = next((c for c in g.factions[seat].play_area if cards[c].label.lower() == label), None)
    if cid is None:
        if any(cards[c].label.lower() == label for c in g.factions[seat].hand):
            return f"{action.args[0]} is in your hand: craft it first to use its effect", ["2.1.4", "4.1.3"]
        return f"you have not crafted {action.args[0]}", ["2.1.4"]
    eff = EFFECTS.get(cards[cid].effect or "")
    if eff is None:
        return f"{cards[cid].label} has no effect to use", ["4.1.3"]
    if ("eff:" + eff.key) in g.factions[seat].used:
        return f"{cards[cid].label} was already used this turn", ["4.1.3"]
    own = eff.why_not(g, seat, cid, action, window)
    if own is not None:
        return own
    return f"{cards[cid].label} cannot be used {WINDOW_NAMES.get(window, window)} here", ["1.4.1", "4.1.3"]


for _w in ("start_birdsong", "birdsong", "start_daylight", "start_evening", "end_evening"):
    decision_kind(f"effects:{_w}", f"Which crafted card to use {WINDOW_NAMES[_w]}", "1.4.1")
action_kind("use", "Use this crafted card (the card's effect defines further arguments)", "4.1.3", (CARD, REST))


class UseEffect(Choice["EffectWindow"]):
    """1.4.1, 4.1.3: use a crafted card's effect in this timing window."""

    kind = "use"

    def options(self, fr: "EffectWindow", g: "Game") -> list[Action]:
        return window_options(g, fr.seat, fr.window)

    def why_not(self, fr: "EffectWindow", g: "Game", action: Action) -> Reason | None:
        return why_use(g, fr.seat, action, fr.window)

    def do(self, fr: "EffectWindow", g: "Game", action: Action) -> None:
        use_effect(g, fr.seat, action, fr.window)


class NoEffect(Choice["EffectWindow"]):
    """1.4.1: the window closes when the player passes, unless an effect must be used in it
    (Eyrie Emigre, Coffin Makers)."""

    kind = "pass"

    def options(self, fr: "EffectWindow", g: "Game") -> list[Action]:
        return [] if has_mandatory(g, fr.seat, fr.window) else [act("pass")]

    def why_not(self, fr: "EffectWindow", g: "Game", action: Action) -> Reason | None:
        if not has_mandatory(g, fr.seat, fr.window):
            return None
        cards = g.deckdef.cards
        table = effects_table(g)
        names = [cards[c].label for c in g.factions[fr.seat].play_area
                 if (e := table[c]) is not None and e.mandatory(g, fr.seat, c, fr.window)]
        return f"{' and '.join(names)} must be used {WINDOW_NAMES.get(fr.window, fr.window)}", ["1.4.1"]

    def do(self, fr: "EffectWindow", g: "Game", action: Action) -> None:
        g.pop()


USE_EFFECT, NO_EFFECT = UseEffect(), NoEffect()


class EffectWindow(Frame):
    """Offer the player's card effects of one timing window until they pass (1.4.1)."""

    __slots__ = ("seat", "window")
    choices = {"ask": (USE_EFFECT, NO_EFFECT)}

    def __init__(self, seat: int, window: str) -> None:
        self.step = "ask"
        self.seat = seat
        self.window = window

    def s_ask(self, g: "Game") -> Decision | None:
        uses = USE_EFFECT.options(self, g)
        if not uses:  # no effect to use in this window
            g.pop()
            return None
        opts = uses + NO_EFFECT.options(self, g)
        return Decision(self.seat, f"effects:{self.window}", opts,
                        f"use card effects ({self.window.replace('_', ' ')})", "1.4.1")


def listened_kinds() -> set[str]:
    """Event kinds some card effect reacts to (asked once the registry is filled)."""
    return {k for e in EFFECTS.values() for k in e.listens}


_DECK_LISTENS: dict[str, frozenset[str]] = {}


def deck_listens(g: "Game") -> frozenset[str]:
    """The event kinds some card of the game's deck reacts to (built once per deck): an
    event no card of this deck listens to is not looked for in the play areas."""
    ks = _DECK_LISTENS.get(g.deckdef.name)
    if ks is None:
        ks = _DECK_LISTENS[g.deckdef.name] = frozenset(k for e in effects_table(g) if e is not None
                                                       for k in e.listens)
    return ks


def card_triggers(g: "Game", event: tuple[Any, ...]) -> list[Frame]:
    """Triggers of crafted cards, current player first (asked by the game loop about the
    events of the kinds in :func:`listened_kinds`)."""
    out: list[Frame] = []
    k = event[0]
    if k not in deck_listens(g):
        return out
    n = g.n
    for i in range(n):
        f = g.factions[(g.current + i) % n]
        if f.play_area:
            table = effects_table(g)
            for cid in list(f.play_area):
                e = table[cid]
                if e is not None and k in e.listens:
                    out.extend(e.triggers(g, f.seat, cid, event))
    return out


_game.trigger_hook(card_triggers, listened_kinds)
