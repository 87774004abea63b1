"""Turn structure (1.4): Birdsong, Daylight, Evening, and what any faction may do in them.

A :class:`Turn` frame walks one player's turn. Each phase opens with its "at start of"
window (1.4.1), then the faction's own phase frame. Birdsong card effects ("in
Birdsong") are offered before and after the faction's Birdsong steps. Daylight options
open to every faction (dominance cards, "once in Daylight" card effects) are gathered by
:func:`daylight_options` for the faction's Daylight menus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core import game as _game
from woodland.core.ability import abilities
from woodland.core.actions import Action, act
from woodland.core.events import Phase, TurnEnd
from woodland.core.frame import OTHER_KINDS, BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, ITEM, ITEM_STATE, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.effects import EffectWindow, speaks_of, use_effect, window_options
from woodland.rules.paths import open_options, start_open, why_open
from woodland.rules.victory import dominance_won, winners_with_coalition

if TYPE_CHECKING:
    from woodland.core.game import Game


def _window(g: "Game", seat: int, window: str) -> None:
    """Open a card-effect window (only if a crafted card of the player is used in it)."""
    if speaks_of(g, seat, window):
        g.push(EffectWindow(seat, window))


def _phase_changes_rule(g: "Game") -> None:
    """Rule may depend on the phase (11.2.7 mercenaries count in Daylight and Evening):
    drop the cached rulers when some ability adjusts rule by phase."""
    for ab in (g._abilities or abilities(g)).rule_adjust:
        if ab.rule_by_phase:
            g.invalidate()
            return


decision_kind("daylight", "The player's next Daylight action (or end)", "1.4.1")
decision_kind("discard", "Discard down to five cards at the end of the turn", "6.6")
decision_kind("evening_draw", "Draw cards in Evening, then discard down", "6.6")
decision_kind("spend", "Which card to spend", "3.3.4")
action_kind("activate", "Activate a dominance card", "3.3.1", (CARD,))
action_kind("take", "Take an available dominance card (3.3.4) or an item, maybe exhausted (9.5.4; none: "
            "take nothing)", "3.3.4", (CARD,), (ITEM,), (ITEM_STATE,))
action_kind("spend", "Spend this card", "3.3.4", (CARD,))
action_kind("discard", "Discard this card", "6.6", (CARD,))
action_kind("draw", "Draw the cards due", "6.6")
action_kind("end", "End this phase or step", "1.4.1")
action_kind("done", "Stop taking this optional action", "1.4.1")


class Turn(Frame):
    """One player's turn (1.4.1)."""

    __slots__ = ("seat",)
    rule = "1.4.1"

    def __init__(self, seat: int) -> None:
        self.step = "begin"
        self.seat = seat

    def s_begin(self, g: "Game") -> None:
        s = self.seat
        f = g.factions[s]
        g.current = s
        g.phase = "birdsong"
        f.used = []
        f.items = [it.split("_", 1)[0] for it in f.items]  # exhausted crafted items refresh
        _phase_changes_rule(g)
        g.emit(Phase("phase", s, "birdsong"))
        # 3.3.1: dominance victory is checked at the start of Birdsong
        if dominance_won(g, s):
            g.end(winners_with_coalition(g, s), "dominance")
            return
        self.step = "bs_start"
        _window(g, s, "start_birdsong")
        # procedures at the start of this player's turn (11.2.6), run in the registry's order
        for ab in reversed((g._abilities or abilities(g)).turn_start_frames):
            for start in reversed(ab.turn_start_frames(g, s)):
                g.push(start)

    # each step names the next; a card-effect window (1.4.1) opens only for a player with
    # crafted cards (_window), and a faction may have no frame for a phase
    def s_bs_start(self, g: "Game") -> None:
        self.step = "bs_faction"
        _window(g, self.seat, "birdsong")

    def s_bs_faction(self, g: "Game") -> None:
        self.step = "bs_after"
        _push(g, g.factions[self.seat].birdsong_frame(g))
        _turn_window(g, self.seat)

    def s_bs_after(self, g: "Game") -> None:
        self.step = "bs_end"
        _window(g, self.seat, "birdsong")

    def s_bs_end(self, g: "Game") -> None:
        self.step = "daylight"
        _window(g, self.seat, "end_birdsong")

    def s_daylight(self, g: "Game") -> None:
        self.start_phase(g, "daylight", "dl_faction")

    def s_dl_faction(self, g: "Game") -> None:
        self.step = "evening"
        _push(g, g.factions[self.seat].daylight_frame(g))

    def s_evening(self, g: "Game") -> None:
        self.start_phase(g, "evening", "ev_faction")

    def s_ev_faction(self, g: "Game") -> None:
        self.step = "end"
        _window(g, self.seat, "end_evening")  # 1.4.1: after everything else in Evening
        _push(g, g.factions[self.seat].evening_frame(g))
        _turn_window(g, self.seat)

    def s_end(self, g: "Game") -> None:
        g.emit(TurnEnd("turn_end", self.seat))
        g.turn += 1
        _phase_changes_rule(g)
        self.seat = (self.seat + 1) % g.n
        self.step = "begin"

    def start_phase(self, g: "Game", phase: str, then: str) -> None:
        """1.4.1: Daylight or Evening begins (rule may change with the phase, 11.2.7) with its
        "at start of" window, then step ``then``."""
        g.phase = phase
        _phase_changes_rule(g)
        g.emit(Phase("phase", self.seat, phase))
        self.step = then
        _window(g, self.seat, "start_" + phase)


def _push(g: "Game", fr: Frame | None) -> None:
    """The faction's own frame for a phase (it may have none)."""
    if fr is not None:
        g.push(fr)


# ----------------------------------------------------------------------------- on your turn
# 13.2.4: actions an ability lets any player take on their own turn (the Corvids' Exposure),
# offered in every Daylight menu (DaylightOptions) and in a window before the player's own
# Birdsong and Evening procedures (docs/rulings.md R120)
def turn_options(g: "Game", seat: int) -> list[Action]:
    out: list[Action] = []
    for ab in abilities(g).turn_options:
        out += ab.turn_options(g, seat)
    return out


def turn_option_why(g: "Game", seat: int, action: Action) -> Reason | None:
    for ab in abilities(g).turn_option_why:
        if action.kind in ab.turn_kinds:
            r = ab.turn_option_why(g, seat, action)
            if r is not None:
                return r
    return None


def turn_option_do(g: "Game", seat: int, action: Action) -> bool:
    """Take ``action`` if some ability offers its kind on the player's turn (True if one did)."""
    for ab in abilities(g).turn_option_do:
        if action.kind in ab.turn_kinds:
            ab.turn_option_do(g, seat, action)
            return True
    return False


def _turn_window(g: "Game", seat: int) -> None:
    for ab in (g._abilities or abilities(g)).turn_window:  # none in most games
        if ab.turn_window(g, seat):
            g.push(TurnWindow(seat))
            return


class TurnOption(Choice["TurnWindow"]):
    """An action an ability lets the player take on their own turn (13.2.4 Exposure)."""

    kind = OTHER_KINDS

    def options(self, fr: "TurnWindow", g: "Game") -> list[Action]:
        return turn_options(g, fr.seat)

    def why_not(self, fr: "TurnWindow", g: "Game", action: Action) -> Reason | None:
        return turn_option_why(g, fr.seat, action)

    def do(self, fr: "TurnWindow", g: "Game", action: Action) -> None:
        turn_option_do(g, fr.seat, action)


class TurnWindowDone(BareAction["TurnWindow"]):
    """Go on with the turn."""

    kind = "done"

    def do(self, fr: "TurnWindow", g: "Game", action: Action) -> None:
        g.pop()


class TurnWindow(Frame):
    """Before the player's own Birdsong and Evening procedures: actions abilities let them
    take on their own turn (13.2.4 Exposure; ruling R120). Asked whenever the public facts
    allow one (``turn_window``), so that being asked tells nothing of the hand (1.2.1); the
    decision cites the rule of each ability that opens it (L alone for the Black Market)."""

    __slots__ = ("seat",)
    rule = "13.2.4"
    choices = {"ask": (TurnOption(), TurnWindowDone())}

    def __init__(self, seat: int) -> None:
        self.step = "ask"
        self.seat = seat

    def s_ask(self, g: "Game") -> Decision | None:
        asking = [ab for ab in (g._abilities or abilities(g)).turn_window if ab.turn_window(g, self.seat)]
        if not asking:
            g.pop()
            return None
        # the rule of each ability offering something here (13.2.4 Exposure, L the Black Market...)
        rules = ", ".join(dict.fromkeys(ab.rule for ab in asking if ab.rule))
        return Decision(self.seat, "turn_window", self.offer(g), "anything to do before going on?", rules,
                        keep=True)


decision_kind("turn_window", "Actions any player may take on their own turn (13.2.4 Exposure), or go on", "13.2.4")


# ----------------------------------------------------------------------------- Daylight options
def daylight_options(g: "Game", seat: int) -> list[Action]:
    """Choices any faction has during its Daylight: activate or take dominance cards
    (3.3.1, 3.3.4), "in Daylight" card effects and removing a closed path (M.4.3)."""
    out: list[Action] = []
    f = g.factions[seat]
    cards = g.deckdef.cards
    if f.dominance < 0 and f.can_activate_dominance(g):
        seen: set[int] = set()
        for cid in f.hand:
            c = cards[cid]
            if c.kind == "dominance" and c.type not in seen:
                seen.add(c.type)
                out.append(act("activate", (c.label,)))
    if g.available and f.hand:
        for cid in g.available:
            c = cards[cid]
            if C.matching_in_hand(g, seat, c.suit):  # 2.1.1 (a card counting as another suit too)
                out.append(act("take", (c.label,)))
    if f.play_area:
        out.extend(window_options(g, seat, "daylight"))
    if g.map.closed:
        out.extend(open_options(g, seat))
    if (g._abilities or abilities(g)).turn_options:
        out.extend(turn_options(g, seat))
    return out


def do_daylight_option(g: "Game", seat: int, action: Action) -> None:
    f = g.factions[seat]
    if action.kind == "activate":
        cid = C.card_by_label(g, seat, str(action.args[0]))
        f.activate_dominance(g, cid)
    elif action.kind == "take":
        g.push(TakeDominance(seat, str(action.args[0])))
    elif action.kind == "use":
        use_effect(g, seat, action, "daylight")
    elif action.kind == "open":
        start_open(g, seat, action)
    elif not turn_option_do(g, seat, action):
        raise RuntimeError(f"engine error: not a Daylight option: {action}")


DAYLIGHT_KINDS = frozenset(("activate", "take", "use", "open"))


class DaylightOptions(Choice[Frame]):
    """What any faction may do in its Daylight: activate or take a dominance card (3.3.1,
    3.3.4), use a crafted card's "in Daylight" effect and remove a closed path (M.4.3). Every
    Daylight menu offers it, with the actions abilities let any player take on their own turn
    (13.2.4 Exposure), whose kinds the menu cannot name (``OTHER_KINDS``)."""

    kinds = ("activate", "take", "use", "open", OTHER_KINDS)

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        return daylight_options(g, fr.seat)

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        return why_daylight_option(g, fr.seat, action)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        do_daylight_option(g, fr.seat, action)


class End(BareAction[Frame]):
    """End this phase or step (1.4.1): the frame's procedure is over."""

    kind = "end"

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        g.pop()


def why_daylight_option(g: "Game", seat: int, action: Action) -> tuple[str, list[str]] | None:
    """Why an activate / take / use action is not possible in this Daylight."""
    from woodland.rules.effects import why_use
    from woodland.rules.why import card_in_hand

    f = g.factions[seat]
    cards = g.deckdef.cards
    if action.kind == "use":
        return why_use(g, seat, action, "daylight")
    if action.kind == "open":
        return why_open(g, seat, action)
    if action.kind not in DAYLIGHT_KINDS:
        return turn_option_why(g, seat, action)
    if not action.args:
        return None
    label = str(action.args[0])
    if action.kind == "activate":
        cid = card_in_hand(g, seat, label)
        if cid is None:
            return f"you have no {label} in hand", ["3.3.1"]
        if cards[cid].kind != "dominance":
            return f"{label} is not a dominance card", ["3.3.1"]
        if f.dominance >= 0:
            return "you have already activated a dominance card", ["3.3.2"]
        if f.score < 10:
            return f"a dominance card needs at least 10 victory points to activate (you have {f.score})", ["3.3.1"]
        return "you cannot activate a dominance card now", ["3.3.1", "9.2.8"]
    if action.kind == "take":
        if not any(cards[c].label.lower() == label.lower() for c in g.available):
            return f"{label} is not available near the map", ["3.3.3"]
        suit = next(cards[c].suit for c in g.available if cards[c].label.lower() == label.lower())
        if not C.matching_in_hand(g, seat, suit):
            return f"you have no {suit} card to spend for it" + (" (only a bird card takes bird dominance)"
                                                                 if suit == "bird" else ""), ["3.3.4", "2.1.1"]
    return None


def why_not_in_daylight(g: "Game", seat: int, action: Action) -> Reason | None:
    """The oracle (core/game.py ``WHY_NOT_HOOKS``): a Daylight option of every faction asked
    for outside the asking player's own Daylight -- activating (3.3.1) or taking (3.3.4) a
    dominance card, removing a closed path (M.4.3) -- whatever procedure is pending (an
    Evening discard, a Birdsong step, an ambush on another player's turn). Says nothing when
    the pending decision offers an action of that kind (a card may allow it then: R418)."""
    kind = action.kind
    if kind not in DAYLIGHT_KINDS or kind == "use" or (g.phase == "daylight" and g.current == seat):
        return None
    p = g.pending
    if p is not None and any(o.kind == kind for o in p.options):
        return None
    phase = g.phase.capitalize()
    when = f"your {phase}" if g.current == seat else f"{g.factions[g.current].key}'s {phase}"
    if kind == "open":
        return f"a closed path is removed only in your own Daylight, and it is {when}", ["M.4.3"]
    t = g.deckdef.by_label.get(str(action.args[0]).lower()) if action.args else None
    if t is None or g.deckdef.types[t].kind != "dominance":
        return None  # not a dominance card: another action of that word (9.5.4 take an item)
    if kind == "activate":
        return f"a dominance card is activated only during your own Daylight, and it is {when}", ["3.3.1"]
    return f"an available dominance card is taken only during your own Daylight, and it is {when}", ["3.3.4"]


_game.WHY_NOT_HOOKS.append(why_not_in_daylight)


def why_not_in_phase(g: "Game", seat: int, phase: str, what: str, rule: str,
                     own: str = "its own") -> Reason | None:
    """The oracle, for a faction's timing ability: ``what`` (an action of ``seat``'s that
    only its ``phase`` offers) asked for in another player's turn or another phase of its
    own; None when it is that phase of that player's turn."""
    if g.current != seat:
        return f"{what} only in {own} {phase.capitalize()}, and this is another player's turn", [rule]
    if g.phase != phase:
        return f"{what} in {phase.capitalize()}, not in {g.phase.capitalize()}", [rule]
    return None


class SpendForDominance(Choice["TakeDominance"]):
    """3.3.4: the card of the dominance card's suit spent to take it (a bird card for bird
    dominance, 2.1.1)."""

    kind = "spend"

    def options(self, fr: "TakeDominance", g: "Game") -> list[Action]:
        return C.card_actions(g, "spend", C.matching_in_hand(g, fr.seat, fr.suit(g)))

    def why_not(self, fr: "TakeDominance", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0] if action.args else "?", fr.suit(g), "3.3.4")

    def do(self, fr: "TakeDominance", g: "Game", action: Action) -> None:
        dom = fr.dominance(g)
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        C.spend(g, fr.seat, cid)
        g.available.remove(dom)
        f = g.factions[fr.seat]
        f.hand.append(dom)
        f.shown.append(dom)  # everyone saw which card was taken
        g.pop()


class TakeDominance(Frame):
    """3.3.4: take an available dominance card by spending a matching card. An available
    bird dominance card takes a bird card (reverse substitution, 2.1.1)."""

    __slots__ = ("seat", "label")
    rule = "3.3.4"
    choices = {"spend": (SpendForDominance(),)}

    def __init__(self, seat: int, label: str) -> None:
        self.step = "spend"
        self.seat = seat
        self.label = label

    def dominance(self, g: "Game") -> int:
        """The available dominance card being taken."""
        low = self.label.lower()
        for cid in g.available:
            if g.deckdef.cards[cid].label.lower() == low:
                return cid
        raise RuntimeError("engine error: dominance card not available")

    def suit(self, g: "Game") -> str:
        return g.deckdef.cards[self.dominance(g)].suit

    def s_spend(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "spend", self.offer(g), f"spend a {self.suit(g)} card to take {self.label}",
                        "3.3.4", keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind != "spend":
            return f"spend a {self.suit(g)} card to take {self.label} first", ["3.3.4"]
        return None


# ----------------------------------------------------------------------------- Evening
class DiscardCard(Choice["DiscardDown"]):
    """Discard a card of your choice (6.6, 7.6.2, 8.6.2, 9.6.3)."""

    kind = "discard"

    def options(self, fr: "DiscardDown", g: "Game") -> list[Action]:
        return C.card_actions(g, "discard", C.distinct_hand(g, fr.seat))

    def why_not(self, fr: "DiscardDown", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0] if action.args else "?", None, fr.law)

    def do(self, fr: "DiscardDown", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))


class DiscardDown(Frame):
    """Discard cards of your choice down to the hand limit (6.6, 7.6.2, ...)."""

    __slots__ = ("seat", "limit", "law")
    rule = "6.6"
    choices = {"discard": (DiscardCard(),)}

    def __init__(self, seat: int, limit: int = 5, law: str = "6.6") -> None:
        self.step = "discard"
        self.seat = seat
        self.limit = limit
        #: the rule of the discarding faction's Evening (6.6, 7.6.2, 8.6.2, 9.6.3)
        self.law = law

    def s_discard(self, g: "Game") -> Decision | None:
        f = g.factions[self.seat]
        if len(f.hand) <= self.limit:
            g.pop()
            return None
        return Decision(self.seat, "discard", self.offer(g),
                        f"discard down to {self.limit} cards ({len(f.hand)} in hand)", self.law, keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind != "discard":
            n = len(g.factions[self.seat].hand) - self.limit
            return f"first discard down to {self.limit} cards ({n} more to discard)", [self.law]
        return None


class DrawInstead(Choice["DrawAndDiscard"]):
    """A card effect that replaces the Evening draw (Informants)."""

    kind = "use"

    def options(self, fr: "DrawAndDiscard", g: "Game") -> list[Action]:
        return window_options(g, fr.seat, "evening_draw") if g.factions[fr.seat].play_area else []

    def do(self, fr: "DrawAndDiscard", g: "Game", action: Action) -> None:
        use_effect(g, fr.seat, action, "evening_draw")
        fr.step = "done"


class Draw(BareAction["DrawAndDiscard"]):
    """Draw the cards due (6.6, 7.6.2, 8.6.2, 9.6.2)."""

    kind = "draw"

    def do(self, fr: "DrawAndDiscard", g: "Game", action: Action) -> None:
        C.draw(g, fr.seat, fr.n)
        fr.step = "done"


class DrawAndDiscard(Frame):
    """Draw cards, then discard down to the hand limit (6.6, 7.6.2, 8.6.2, 9.6.2-3)."""

    __slots__ = ("seat", "n", "law")
    rule = "6.6"
    # a card effect may replace the draw (e.g. Informants): offered first
    choices = {"draw": (DrawInstead(), Draw())}

    def __init__(self, seat: int, n: int, law: str = "6.6") -> None:
        self.step = "draw"
        self.seat = seat
        self.n = n
        self.law = law

    def public(self, g: "Game") -> dict[str, Any] | None:
        # while the draw is asked: how many cards it would bring (counted from the public
        # board, e.g. 6.6 recruiters, 8.6.2 bases), what an effect replacing it gives up, and
        # the hand limit discarded down to afterwards
        if self.step != "draw":
            return None
        return {"procedure": "draw", "draws": self.n, "hand_limit": g.factions[self.seat].hand_limit()}

    def s_draw(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) > 1:  # an effect besides drawing
            return Decision(self.seat, "evening_draw", opts, "draw, or use an effect instead?", self.law)
        C.draw(g, self.seat, self.n)
        return self.s_done(g)

    def s_done(self, g: "Game") -> Decision | None:
        """Drawn (or an effect used instead): discard down to the hand limit."""
        g.pop()
        g.push(DiscardDown(self.seat, g.factions[self.seat].hand_limit(), self.law))
        return None
