"""Effects of the Squires and Disciples deck (Law A.2, C.9.1), in our own words.

Law A.2 lets the group replace the standard shared deck with this one (setup
``"deck": "squires"``). Its item cards, ambushes and dominance cards are those of the
standard deck; each class below implements one ``effect`` key of
woodland/data/decks/squires.json, after the publisher's card texts (LEDER, summarised in
docs/decks/squires.md, where each reading of an unclear text is argued; rulings R410-R424, R463-R466).

"Return this to hand" takes the crafted card from the play area back into its owner's hand
(everyone saw it: it stays known); "spend this" / "discard this" discards it from the play
area (G.5). Where the generic rules ask a crafted card:

- timing windows (1.4.1): ``start_birdsong`` (Sky Couriers, Shadow Council, Apprentice),
  ``daylight`` (the three Squires); any time on your turn (``daylight`` and the 13.2.4
  ``turn_options`` window, R412): Feather Rufflers, Spy Network;
- battle (4.3): ``before_roll_options`` (Tactician, Mice-in-a-Bush, 4.3.2), ``extra_hits``
  (Bold Leadership, 4.3.5.I);
- events: ``("moved", ...)`` after the owner's moves on their turn (Supply Train, Raiding
  Party, 4.2); ``("battle_end", ...)`` after a battle its owner attacked in (Standard
  Bearer);
- ``start_birdsong`` also Riversteads (compulsory) and Hidden Warrens; battle
  ``before_roll_owed`` (Lookouts, compulsory) and the ``after_roll`` window (The Faithful,
  4.3.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.cards.exiles import _clearing, _faction, leave_play
from woodland.core.ability import SOURCES, Ability
from woodland.core.actions import Action, act
from woodland.core.events import BattleEnd, Moved
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.kinds import decision_kind
from woodland.core.maps import UNSUITED
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    clearing_suits,
    has_pieces,
    in_suit,
    is_enemy,
    place_warriors,
    rulers,
    suit_words,
)
from woodland.rules.craft import craft_block, resolve_craft
from woodland.rules.effects import EFFECTS, Effect, mark_used, play_area_changed, unused, use_action, use_effect
from woodland.rules.move import Move, any_move, blocked, movable_warriors, move_options

if TYPE_CHECKING:
    from woodland.core.game import Game


# ----------------------------------------------------------------------------- helpers
def return_to_hand(g: "Game", seat: int, cid: int) -> None:
    """"Return this to hand": the crafted card goes from the play area back into its owner's
    hand; everyone saw it go there (1.2)."""
    f = g.factions[seat]
    f.play_area.remove(cid)
    play_area_changed(g, cid)
    f.hand.append(cid)
    f.shown.append(cid)


def crafted(g: "Game", seat: int, cid: int) -> bool:
    return cid in g.factions[seat].play_area


def battle_frame(g: "Game") -> Any:
    """The battle in progress (the topmost one on the stack)."""
    return next(fr for fr in reversed(g.stack) if fr.is_battle)


def in_battle(g: "Game") -> bool:
    return any(fr.is_battle for fr in g.stack)


def moves_touching(g: "Game", seat: int, c: int, into: bool = False) -> list[Action]:
    """Legal moves (4.2) of ``seat`` into clearing ``c``, or (unless ``into``) out of it."""
    out = [m for m in move_options(g, seat) if int(m.args[1]) - 1 == c]
    if not into:
        out = move_options(g, seat, [c]) + out
    return out


class WarrensMove(Move):
    """Hidden Warrens' move: "ignoring rule and paths", so it needs no link (R463, R592)."""

    unlinked = True


def push_count(g: "Game", seat: int, a: int, b: int, unlinked: bool = False) -> None:
    """A move from ``a`` to ``b`` already chosen: only "how many warriors" is left (4.2);
    ``unlinked``: a move ignoring paths (Hidden Warrens)."""
    m = (WarrensMove if unlinked else Move)(seat, None, optional=False)
    m.a, m.b, m.step = a, b, "count"
    g.push(m)


# ----------------------------------------------------------------------------- paying a card
class PayCard(Choice["CardCost"]):
    """Spend a card of the required suit from hand (birds are wild, 2.1.1), or the crafted
    card itself (spent from the play area) or return it to hand, as the card says."""

    kinds = ("spend", "return")

    def options(self, fr: "CardCost", g: "Game") -> list[Action]:
        out = C.card_actions(g, "spend", C.matching_in_hand(g, fr.seat, fr.wanted(g)))
        if fr.self_verb and crafted(g, fr.seat, fr.cid):
            out.append(act(fr.self_verb, (g.deckdef.cards[fr.cid].label,)))
        return out

    def why_not(self, fr: "CardCost", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        label = g.deckdef.cards[fr.cid].label
        if action.args and str(action.args[0]).lower() == label.lower():
            return f"{label} itself is paid by '{fr.self_verb} \"{label}\"'", ["4.1.3"]
        return why_card(g, fr.seat, action.args[0] if action.args else "?", fr.wanted(g), "4.1.3")

    def do(self, fr: "CardCost", g: "Game", action: Action) -> None:
        label = str(action.args[0]).lower()
        g.pop()
        if action.kind == fr.self_verb and g.deckdef.cards[fr.cid].label.lower() == label:
            if fr.self_verb == "return":
                return_to_hand(g, fr.seat, fr.cid)
            else:
                leave_play(g, fr.seat, fr.cid, fr.seat)
        else:
            C.spend(g, fr.seat, C.card_by_label(g, fr.seat, label))
        eff = EFFECTS[g.deckdef.cards[fr.cid].effect or ""]
        assert isinstance(eff, PaidEffect)
        eff.paid(g, fr.seat, fr.cid, fr.then)


class CardCost(Frame):
    """The card an effect costs: a card matching ``suit`` (a clearing's suits when ``c`` is
    a clearing), or this crafted card itself (``self_verb``: spent, or returned to hand).
    Then the effect goes on with ``then`` (the card's ``paid`` method)."""

    __slots__ = ("seat", "cid", "suit", "c", "self_verb", "then")
    clearing_fields = ("c",)
    rule = "4.1.3"
    choices = {"pay": (PayCard(),)}

    def __init__(self, seat: int, cid: int, suit: str, c: int, self_verb: str, then: list[Any]) -> None:
        self.step = "pay"
        self.seat = seat
        self.cid = cid
        self.suit = suit
        self.c = c
        self.self_verb = self_verb
        self.then = then

    def wanted(self, g: "Game") -> "str | tuple[str, ...]":
        return clearing_suits(g, self.c) if self.c >= 0 else self.suit

    def describe(self, g: "Game") -> str:
        return g.deckdef.cards[self.cid].label

    def s_pay(self, g: "Game") -> Decision | None:
        label = g.deckdef.cards[self.cid].label
        what = suit_words(g, self.c) if self.c >= 0 else self.suit
        return Decision(self.seat, "squires_pay", self.offer(g),
                        f"{label}: spend a {what} card, or {self.self_verb} {label}", "4.1.3")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return f"pay for {g.deckdef.cards[self.cid].label} first", ["4.1.3"]


class PaidEffect(Effect):
    """An effect paid with a card (:class:`CardCost`), then resolved by ``paid``."""

    def paid(self, g: "Game", seat: int, cid: int, then: list[Any]) -> None:
        raise NotImplementedError


# ============================================================================= bird
class SkyCouriers(Effect):
    """At the start of Birdsong, you may spend at least one card to draw one card per card
    spent, plus one; then discard this card."""

    key = "sky_couriers"
    window = "start_birdsong"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window == "start_birdsong" and g.factions[seat].hand:
            return [use_action(g, cid)]
        return []

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window == "start_birdsong" and not g.factions[seat].hand:
            return "you have no card in hand to spend", ["4.1.3"]
        return None

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        g.push(CouriersSpend(seat, cid))


class CourierCard(Choice["CouriersSpend"]):
    """Sky Couriers: one more card spent."""

    kind = "spend"

    def options(self, fr: "CouriersSpend", g: "Game") -> list[Action]:
        return C.card_actions(g, "spend", C.distinct_hand(g, fr.seat))

    def why_not(self, fr: "CouriersSpend", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0] if action.args else "?", None, "4.1.3")

    def do(self, fr: "CouriersSpend", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        fr.spent += 1


class CouriersDone(Choice["CouriersSpend"]):
    """Sky Couriers: no more cards to spend: draw, then discard Sky Couriers."""

    kind = "done"

    def options(self, fr: "CouriersSpend", g: "Game") -> list[Action]:
        return [act("done")] if fr.spent else []

    def why_not(self, fr: "CouriersSpend", g: "Game", action: Action) -> Reason | None:
        return None if fr.spent else ("Sky Couriers: spend at least one card", ["4.1.3"])

    def do(self, fr: "CouriersSpend", g: "Game", action: Action) -> None:
        fr.finish(g)


class CouriersSpend(Frame):
    """Sky Couriers: spend cards one by one (at least one), then draw one more than spent."""

    __slots__ = ("seat", "cid", "spent")
    rule = "4.1.3"
    choices = {"spend": (CourierCard(), CouriersDone())}

    def __init__(self, seat: int, cid: int) -> None:
        self.step = "spend"
        self.seat = seat
        self.cid = cid
        self.spent = 0

    def describe(self, g: "Game") -> str:
        return "Sky Couriers"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "sky_couriers", "spent": self.spent}

    def finish(self, g: "Game") -> None:
        g.pop()
        C.draw(g, self.seat, self.spent + 1)
        if crafted(g, self.seat, self.cid):
            leave_play(g, self.seat, self.cid, self.seat)

    def s_spend(self, g: "Game") -> Decision | None:
        if not g.factions[self.seat].hand:
            self.finish(g)
            return None
        return Decision(self.seat, "sky_couriers", self.offer(g),
                        f"Sky Couriers: spend a card (spent {self.spent}), or done", "4.1.3")


class ShadowCouncil(PaidEffect):
    """At the start of Birdsong, you must spend a card to make a player battle in a clearing
    matching it, against a defender you choose; then return this card to hand (R413)."""

    key = "shadow_council"
    window = "start_birdsong"

    def targets(self, g: "Game", seat: int) -> list[Action]:
        """``use "Shadow Council" N ATTACKER DEFENDER``: a battle the attacker could start
        (4.3) in a clearing a card in ``seat``'s hand matches."""
        out: list[Action] = []
        cid = next(c for c in g.factions[seat].play_area if g.deckdef.cards[c].effect == self.key)
        for f in g.factions:
            for b in battle_options(g, f.seat):
                c = int(b.args[0]) - 1
                if C.matching_in_hand(g, seat, clearing_suits(g, c)):
                    out.append(use_action(g, cid, b.args[0], f.key, b.args[1]))
        return out

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_birdsong" or not unused(g, seat, self.key) or not g.factions[seat].hand:
            return []
        return self.targets(g, seat)

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        return bool(self.options(g, seat, cid, window))

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window != "start_birdsong" or len(action.args) != 4:
            return None
        c = _clearing(g, action.args[1])
        if c is None:
            return f"there is no clearing {action.args[1]} on this map", ["2.2"]
        if not C.matching_in_hand(g, seat, clearing_suits(g, c)):
            return f"you have no card matching clearing {c + 1} ({suit_words(g, c)}) to spend", ["4.1.3"]
        if _faction(g, action.args[2]) is None:
            return f"there is no {action.args[2]} player in this game", ["4.1.3"]
        return f"{action.args[2]} cannot battle {action.args[3]} in clearing {c + 1}", ["4.3"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        c = int(action.args[1]) - 1
        g.push(CardCost(seat, cid, "", c, "", [c + 1, str(action.args[2]), str(action.args[3])]))

    def paid(self, g: "Game", seat: int, cid: int, then: list[Any]) -> None:
        if crafted(g, seat, cid):
            return_to_hand(g, seat, cid)
        start_battle(g, g.seat_of(str(then[1])), act("battle", (then[0], then[2])))


class OnYourTurn(Effect):
    """A crafted card with no timing of its own, used once at any time on its owner's turn
    (R412: outside an action, 1.4.2): offered in Daylight as an "in Daylight" effect, and in
    Birdsong and Evening by the window before the player's own procedures (13.2.4, R120)."""

    window = "daylight"
    turn_kinds = ("use",)

    def offers(self, g: "Game", seat: int, cid: int) -> list[Action]:
        raise NotImplementedError

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        return self.offers(g, seat, cid) if window == "daylight" and g.current == seat else []

    def turn_window(self, g: "Game", seat: int) -> bool:
        return bool(self.turn_options(g, seat))

    def turn_options(self, g: "Game", seat: int) -> list[Action]:
        if seat != self.seat or g.phase == "daylight" or not crafted(g, seat, self.cid):
            return []
        return self.offers(g, seat, self.cid)

    def turn_option_why(self, g: "Game", seat: int, action: Action) -> Reason | None:
        label = g.deckdef.cards[self.cid].label
        if not action.args or str(action.args[0]).lower() != label.lower():
            return None
        return self.why_not(g, seat, self.cid, action, "turn")

    def turn_option_do(self, g: "Game", seat: int, action: Action) -> None:
        # the first ability taking "use" answers for every such card: the label says which
        use_effect(g, seat, action, "turn")


class FeatherRufflers(OnYourTurn):
    """Place two warriors in a clearing with your pieces; discard this card."""

    key = "feather_rufflers"

    def offers(self, g: "Game", seat: int, cid: int) -> list[Action]:
        if g.factions[seat].supply <= 0:
            return []
        return [use_action(g, cid, c + 1) for c in range(g.map.n) if has_pieces(g, seat, c) and can_place(g, seat, c)]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if len(action.args) != 2:
            return "Feather Rufflers names a clearing: use \"Feather Rufflers\" N", ["4.1.3"]
        c = _clearing(g, action.args[1])
        if c is None:
            return f"there is no clearing {action.args[1]} on this map", ["2.2"]
        if g.factions[seat].supply <= 0:
            return "you have no warrior in your supply", ["1.5.4"]
        if not has_pieces(g, seat, c):
            return f"you have no pieces in clearing {c + 1}", ["4.1.3"]
        return f"you cannot place warriors in clearing {c + 1}", ["1.1.2"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        leave_play(g, seat, cid, seat)
        place_warriors(g, seat, int(action.args[1]) - 1, 2)  # as many as you can (1.5.4)


def spy_targets(g: "Game", seat: int) -> list[tuple[int, int]]:
    """(enemy seat, card) of each crafted card in an enemy's play area (R414: a persistent
    card; an activated dominance card was not crafted, 3.3.1)."""
    out: list[tuple[int, int]] = []
    cards = g.deckdef.cards
    seen: set[tuple[int, int]] = set()
    for f in g.factions:
        if f.seat != seat and is_enemy(g, seat, f.seat):
            for t in f.play_area:
                if cards[t].kind == "persistent" and (f.seat, cards[t].type) not in seen:
                    seen.add((f.seat, cards[t].type))
                    out.append((f.seat, t))
    return out


class SpyNetwork(OnYourTurn):
    """Give a card to an enemy to take a crafted card of theirs into your hand; then shuffle
    this card into the deck."""

    key = "spy_network"

    def offers(self, g: "Game", seat: int, cid: int) -> list[Action]:
        if not g.factions[seat].hand:
            return []
        cards = g.deckdef.cards
        return [use_action(g, cid, g.factions[s].key, cards[t].label) for s, t in spy_targets(g, seat)]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if len(action.args) != 3:
            return "Spy Network names an enemy and its crafted card: use \"Spy Network\" FACTION \"Card\"", \
                ["4.1.3"]
        if not g.factions[seat].hand:
            return "you have no card in hand to give", ["4.1.3"]
        other = _faction(g, action.args[1])
        if other is None or other == seat or not is_enemy(g, seat, other):
            return f"{action.args[1]} is not an enemy in this game", ["G.8"]
        return f"{action.args[1]} has no crafted {action.args[2]}", ["4.1.3"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        other = g.seat_of(str(action.args[1]))
        label = str(action.args[2]).lower()
        cards = g.deckdef.cards
        target = next(t for t in g.factions[other].play_area if cards[t].label.lower() == label)
        g.factions[seat].play_area.remove(cid)  # shuffled into the deck, not discarded
        play_area_changed(g, cid)
        g.deck.append(cid)
        g.rng.shuffle(g.deck)
        g.push(SpyGive(seat, other, target))


class SpyGiveCard(Choice["SpyGive"]):
    kind = "give"

    def options(self, fr: "SpyGive", g: "Game") -> list[Action]:
        return C.card_actions(g, "give", C.distinct_hand(g, fr.seat))

    def why_not(self, fr: "SpyGive", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0], None, "4.1.3") if action.args else None

    def do(self, fr: "SpyGive", g: "Game", action: Action) -> None:
        g.pop()
        C.give(g, fr.seat, fr.other, C.card_by_label(g, fr.seat, str(action.args[0])))
        if fr.target in g.factions[fr.other].play_area:
            g.factions[fr.other].play_area.remove(fr.target)
            play_area_changed(g, fr.target)
            f = g.factions[fr.seat]
            f.hand.append(fr.target)
            f.shown.append(fr.target)  # everyone saw it leave the play area


class SpyGive(Frame):
    """Spy Network: the card given to the enemy, who then loses the crafted card taken."""

    __slots__ = ("seat", "other", "target")
    seat_fields = ("seat", "other")
    rule = "4.1.3"
    choices = {"give": (SpyGiveCard(),)}

    def __init__(self, seat: int, other: int, target: int) -> None:
        self.step = "give"
        self.seat = seat
        self.other = other
        self.target = target

    def describe(self, g: "Game") -> str:
        return "Spy Network"

    def s_give(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "give", opts, f"Spy Network: give {g.factions[self.other].key} a card",
                        "4.1.3", keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return "give a card first", ["4.1.3"]


PHASES = ("birdsong", "daylight", "evening")


def phase_stamp(g: "Game") -> int:
    """This phase of this turn, as a number (a Silver-Tongue clearing is ruled until it ends)."""
    return g.turn * 3 + (PHASES.index(g.phase) if g.phase in PHASES else 0)


class SilverTongue(OnYourTurn, PaidEffect):
    """Spend this card or another to treat a matching clearing with your pieces as one you
    rule (2.5). R419: used like a card with no timing (R412), before the effect it is for;
    the clearing counts as ruled by you until the end of the current phase (the effect in
    progress cannot be told apart: FORK plays it so too). Each use costs a card."""

    key = "silver_tongue"
    rule = "2.5"

    @staticmethod
    def mark(c: int) -> str:
        return f"silver_tongue:{c + 1}"

    def offers(self, g: "Game", seat: int, cid: int) -> list[Action]:
        f = g.factions[seat]
        r = rulers(g)
        out: list[Action] = []
        for c in range(g.map.n):
            if r[c] != seat and has_pieces(g, seat, c) and f.marks.get(self.mark(c)) != phase_stamp(g):
                out.append(use_action(g, cid, c + 1))  # this card, a bird, matches every clearing
        return out

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if len(action.args) != 2:
            return "Silver-Tongue names a clearing: use Silver-Tongue N", ["4.1.3"]
        c = _clearing(g, action.args[1])
        if c is None:
            return f"there is no clearing {action.args[1]} on this map", ["2.2"]
        if not has_pieces(g, seat, c):
            return f"you have no pieces in clearing {c + 1}", ["4.1.3"]
        return f"you already rule clearing {c + 1}", ["2.5"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        c = int(action.args[1]) - 1
        g.push(CardCost(seat, cid, "", c, "spend", [c]))

    def paid(self, g: "Game", seat: int, cid: int, then: list[Any]) -> None:
        marks = g.factions[seat].marks
        now = phase_stamp(g)
        for k in [k for k, v in marks.items() if k.startswith("silver_tongue:") and v != now]:
            del marks[k]  # those of an earlier phase
        marks[self.mark(int(then[0]))] = now
        g.abilities_changed()  # rule changed (SilverTongueRule), even if this card was spent


class SilverTongueRule(Ability):
    """2.5: the clearings a player treats as ruled by Silver-Tongue this phase (kept in their
    marks: they outlive the card when it was the card spent)."""

    rule = "2.5"

    def rule_adjust(self, g: "Game", c: int, counts: list[int]) -> int | None:
        m = g.factions[self.seat].marks.get(SilverTongue.mark(c))
        return self.seat if m is not None and m == phase_stamp(g) else None


def _silver_tongue_rule(g: "Game") -> list[Ability]:
    if "silver-tongue" not in g.deckdef.by_label:  # asked at every rebuild of the abilities: most decks lack it
        return []
    return [SilverTongueRule(f.seat) for f in g.factions
            if f.marks and any(k.startswith("silver_tongue:") for k in f.marks)]


SOURCES.append(_silver_tongue_rule)


# ============================================================================= squires
class Squires(PaidEffect):
    """Fox, Rabbit and Mouse Squires: once in Daylight, spend this card or a card of its suit
    to battle in, or to move from, a clearing of its suit."""

    key = "squires"
    window = "daylight"

    @staticmethod
    def suit(g: "Game", cid: int) -> str:
        return g.deckdef.cards[cid].suit

    def clearings(self, g: "Game", cid: int) -> list[int]:
        s = self.suit(g, cid)
        return [c for c in range(g.map.n) if in_suit(g, c, s)]

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "daylight" or not unused(g, seat, f"{self.key}:{self.suit(g, cid)}"):
            return []
        cs = self.clearings(g, cid)
        out: list[Action] = []
        if any_move(g, seat, cs):
            out.append(use_action(g, cid, "move"))
        out += [use_action(g, cid, "battle", *b.args) for b in battle_options(g, seat, cs, hirelings=True)]
        return out

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        from woodland.rules.why import why_battle

        if window != "daylight" or len(action.args) < 2:
            return None
        label, suit = g.deckdef.cards[cid].label, self.suit(g, cid)
        if not unused(g, seat, f"{self.key}:{suit}"):
            return f"{label} was already used this turn", ["4.1.3"]
        if action.args[1] == "battle":
            return why_battle(g, seat, act("battle", action.args[2:]), self.clearings(g, cid), "4.1.3")
        if action.args[1] == "move":
            return f"you have no legal move out of a {suit} clearing", ["4.2.1"]
        return f"{label} takes a move or a battle, not {action.args[1]!r}", ["4.1.3"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, f"{self.key}:{self.suit(g, cid)}")
        then = [str(x) if not isinstance(x, int) else x for x in action.args[1:]]
        g.push(CardCost(seat, cid, self.suit(g, cid), -1, "spend", then))

    def paid(self, g: "Game", seat: int, cid: int, then: list[Any]) -> None:
        if then[0] == "move":
            g.push(Move(seat, self.clearings(g, cid), optional=False))
        else:
            start_battle(g, seat, act("battle", tuple(then[1:])))


class Apprentice(Effect):
    """At the start of Birdsong, you must craft a card from hand without paying its cost; if
    you do, discard this card; if you cannot, show your hand (to every player, R415)."""

    key = "apprentice"
    window = "start_birdsong"
    #: crafting pieces enough for any cost (4.1.1 does not apply: no cost is paid)
    FREE: ClassVar[dict[str, int]] = {"fox": 9, "rabbit": 9, "mouse": 9}

    def craftable(self, g: "Game", seat: int) -> list[int]:
        cards = g.deckdef.cards
        return [c for c in C.distinct_hand(g, seat) if craft_block(g, seat, cards[c], self.FREE) is None]

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_birdsong" or not unused(g, seat, self.key):
            return []
        cards = g.deckdef.cards
        return [use_action(g, cid, cards[c].label) for c in self.craftable(g, seat)] or [use_action(g, cid)]

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        return window == "start_birdsong" and unused(g, seat, self.key)

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window != "start_birdsong":
            return None
        if len(action.args) == 1 and self.craftable(g, seat):
            return "Apprentice: you can craft a card, so you must", ["4.1.3"]
        if len(action.args) == 2:
            from woodland.rules.why import card_in_hand

            have = card_in_hand(g, seat, action.args[1])
            if have is None:
                return f"you have no {action.args[1]} in hand", ["4.1.3"]
            return f"{action.args[1]} cannot be crafted now, even at no cost", ["4.1.2", "4.1.4"]
        return None

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        if len(action.args) == 1:  # nothing can be crafted: show your hand
            for f in g.factions:
                if f.seat != seat:
                    C.show_hand(g, f.seat, seat)
            return
        card = C.card_by_label(g, seat, str(action.args[1]))
        leave_play(g, seat, cid, seat)
        C.take_from_hand(g, seat, card)
        resolve_craft(g, seat, card)  # 4.1.2-4.1.3, without activating crafting pieces


def river_clearing(g: "Game", c: int) -> bool:
    """A clearing on the river: linked to another by a river (G.26; the Lake map: a coastal
    clearing, M.3.2)."""
    return bool(g.map.river_adj[c])


class Riversteads(Effect):
    """At the start of Birdsong, you must draw one card per river clearing with your pieces,
    then discard this card (R465: every time, even if that draws none)."""

    key = "riversteads"
    window = "start_birdsong"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        return [use_action(g, cid)] if window == "start_birdsong" else []

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        return window == "start_birdsong"

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        n = sum(1 for c in range(g.map.board_n) if river_clearing(g, c) and has_pieces(g, seat, c))
        leave_play(g, seat, cid, seat)
        C.draw(g, seat, n)


def same_suit(g: "Game", a: int, b: int) -> bool:
    """Clearings ``a`` and ``b`` share a suit (2.2.2; a clearing of several suits shares each)."""
    sa = set(clearing_suits(g, a)) - {UNSUITED}
    return bool(sa) and bool(sa & set(clearing_suits(g, b)))


class HiddenWarrens(Effect):
    """At the start of Birdsong, you may return this card to hand to move from a clearing to
    any clearing of the same suit, ignoring rule and paths (R463: a move of your warriors,
    4.2, between two clearings sharing a suit; what forbids moving into a clearing still
    does, 1.1.2). ``use "Hidden Warrens" A B``, then how many."""

    key = "hidden_warrens"
    window = "start_birdsong"

    def moves(self, g: "Game", seat: int) -> list[tuple[int, int]]:
        n = g.map.board_n
        return [(a, b) for a in range(n) if movable_warriors(g, seat, a) > 0
                for b in range(n) if b != a and same_suit(g, a, b) and not blocked(g, seat, a, b)]

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_birdsong":
            return []
        return [use_action(g, cid, a + 1, b + 1) for a, b in self.moves(g, seat)]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window != "start_birdsong":
            return None
        if len(action.args) != 3:
            return "Hidden Warrens names an origin and a destination: use \"Hidden Warrens\" A B", ["4.1.3"]
        a, b = _clearing(g, action.args[1]), _clearing(g, action.args[2])
        if a is None or b is None:
            return "there is no such clearing on this map", ["2.2"]
        if movable_warriors(g, seat, a) <= 0:
            return f"you have no warrior that may leave clearing {a + 1}", ["4.2"]
        if a == b or not same_suit(g, a, b):
            return f"clearings {a + 1} and {b + 1} do not share a suit", ["4.1.3"]
        return f"you cannot move into clearing {b + 1}", ["1.1.2"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        return_to_hand(g, seat, cid)
        push_count(g, seat, int(action.args[1]) - 1, int(action.args[2]) - 1, unlinked=True)


# ============================================================================= after a move
class AfterMove(Effect):
    """Supply Train and Raiding Party: after you move on your turn (even within a compound
    action), you may return this card to hand to move again to or from the destination /
    to battle there. Not offered inside a battle (R416)."""

    listens = frozenset(("moved",))
    #: the decision kind of the question asked after the event
    ask_kind: ClassVar[str] = "after_move"

    def triggers(self, g: "Game", seat: int, cid: int, event: tuple[Any, ...]) -> list[Frame]:
        if not isinstance(event, Moved) or event.seat != seat or event.owner != seat or g.current != seat:
            return []
        if in_battle(g) or not self.offers(g, seat, cid, event.dest):
            return []
        return [AfterMoveAsk(seat, cid, event.dest)]

    def prompt(self, g: "Game", label: str, dest: int) -> str:
        return f"after your move into {dest + 1}: use {label}?"

    def offers(self, g: "Game", seat: int, cid: int, dest: int) -> list[Action]:
        raise NotImplementedError

    def take(self, g: "Game", seat: int, dest: int, action: Action) -> None:
        raise NotImplementedError


class SupplyTrain(AfterMove):
    key = "supply_train"

    def offers(self, g: "Game", seat: int, cid: int, dest: int) -> list[Action]:
        return [use_action(g, cid, *m.args) for m in moves_touching(g, seat, dest)]

    def take(self, g: "Game", seat: int, dest: int, action: Action) -> None:
        push_count(g, seat, int(action.args[1]) - 1, int(action.args[2]) - 1)


class RaidingParty(AfterMove):
    key = "raiding_party"

    def offers(self, g: "Game", seat: int, cid: int, dest: int) -> list[Action]:
        return [use_action(g, cid, b.args[1]) for b in battle_options(g, seat, [dest], hirelings=True)]

    def take(self, g: "Game", seat: int, dest: int, action: Action) -> None:
        start_battle(g, seat, act("battle", (dest + 1, action.args[1])))


class StandardBearer(AfterMove):
    """After you attack in battle, you may return this card to hand to battle again in the
    same clearing, even during a compound action (R464: after any battle its owner attacked
    in, on any turn, once its hits are dealt; a legal battle there, 4.3, against any
    defender)."""

    key = "standard_bearer"
    listens = frozenset(("battle_end",))
    ask_kind = "after_battle"

    def triggers(self, g: "Game", seat: int, cid: int, event: tuple[Any, ...]) -> list[Frame]:
        if not isinstance(event, BattleEnd) or event.attacker != seat or in_battle(g):
            return []
        if not self.offers(g, seat, cid, event.clearing):
            return []
        return [AfterMoveAsk(seat, cid, event.clearing)]

    def offers(self, g: "Game", seat: int, cid: int, dest: int) -> list[Action]:
        return [use_action(g, cid, b.args[1]) for b in battle_options(g, seat, [dest], hirelings=True)]

    def take(self, g: "Game", seat: int, dest: int, action: Action) -> None:
        start_battle(g, seat, act("battle", (dest + 1, action.args[1])))

    def prompt(self, g: "Game", label: str, dest: int) -> str:
        return f"after your battle in {dest + 1}: use {label} to battle there again?"


class AfterMoveUse(Choice["AfterMoveAsk"]):
    kind = "use"

    def options(self, fr: "AfterMoveAsk", g: "Game") -> list[Action]:
        return fr.effect(g).offers(g, fr.seat, fr.cid, fr.dest) if crafted(g, fr.seat, fr.cid) else []

    def why_not(self, fr: "AfterMoveAsk", g: "Game", action: Action) -> Reason | None:
        label = g.deckdef.cards[fr.cid].label
        return f"{label} cannot do that after this move (destination {fr.dest + 1})", ["4.1.3"]

    def do(self, fr: "AfterMoveAsk", g: "Game", action: Action) -> None:
        g.pop()
        return_to_hand(g, fr.seat, fr.cid)
        fr.effect(g).take(g, fr.seat, fr.dest, action)


class AfterMovePass(Choice["AfterMoveAsk"]):
    kind = "pass"

    def options(self, fr: "AfterMoveAsk", g: "Game") -> list[Action]:
        return [act("pass")]

    def do(self, fr: "AfterMoveAsk", g: "Game", action: Action) -> None:
        g.pop()


class AfterMoveAsk(Frame):
    """Supply Train / Raiding Party after a move, Standard Bearer after a battle (``dest``:
    the clearing it happened in): use the card or pass."""

    __slots__ = ("seat", "cid", "dest")
    clearing_fields = ("dest",)
    rule = "4.1.3"
    choices = {"ask": (AfterMoveUse(), AfterMovePass())}

    def __init__(self, seat: int, cid: int, dest: int) -> None:
        self.step = "ask"
        self.seat = seat
        self.cid = cid
        self.dest = dest

    def effect(self, g: "Game") -> AfterMove:
        e = EFFECTS[g.deckdef.cards[self.cid].effect or ""]
        assert isinstance(e, AfterMove)
        return e

    def describe(self, g: "Game") -> str:
        return g.deckdef.cards[self.cid].label

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": self.effect(g).key, "destination": self.dest + 1}

    def s_ask(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) <= 1:
            g.pop()
            return None
        label = g.deckdef.cards[self.cid].label
        eff = self.effect(g)
        return Decision(self.seat, eff.ask_kind, opts, eff.prompt(g, label, self.dest), "4.1.3")


# ============================================================================= battle
class Tactician(Effect):
    """In battle, before the roll (4.3.2), you may return this card to hand to take one move
    into the clearing of battle (4.2, rule applies)."""

    key = "tactician"

    def before_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        if seat != self.seat or seat not in (battle.a, battle.d) or not crafted(g, seat, self.cid):
            return []
        return [use_action(g, self.cid, *m.args) for m in moves_touching(g, seat, battle.c, into=True)]

    def before_roll_why(self, g: "Game", battle: Any, seat: int, action: Action) -> Reason | None:
        if action.kind == "use" and action.args and str(action.args[0]).lower() == "tactician":
            return f"Tactician moves warriors of yours into the clearing of battle ({battle.c + 1})", ["4.3.2", "4.2"]
        return None

    def before_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        return_to_hand(g, seat, self.cid)
        push_count(g, seat, int(action.args[1]) - 1, int(action.args[2]) - 1)


class MiceInABush(PaidEffect):
    """As defender, before the roll, spend this card or a card matching the clearing of
    battle to ambush: deal one hit at once (R417: an ambush, so not against an attacker
    unaffected by ambushes; it cannot be foiled, not being an ambush card)."""

    key = "mice_in_a_bush"

    def before_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        if seat != self.seat or seat != battle.d or not crafted(g, seat, self.cid) or self.key in battle.used:
            return []
        if battle.a >= 0 and C.has_effect(g, battle.a, "scouting_party"):  # not affected by ambushes
            return []
        return [use_action(g, self.cid)]

    def before_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        battle.used.append(self.key)
        g.push(CardCost(seat, self.cid, "", battle.c, "spend", []))

    def paid(self, g: "Game", seat: int, cid: int, then: list[Any]) -> None:
        b = battle_frame(g)
        b.ha = 1  # as an ambush (4.3.1.II): the hit is dealt at once
        b.hd = 0
        b.after = "after_ambush"
        b.step = "deal"
        g.holds += 1


class BoldLeadership(PaidEffect):
    """As attacker, you must deal one extra hit (4.3.5.I); then return this card to hand or
    spend a card matching the clearing of battle."""

    key = "bold_leadership"

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        if seat != self.seat or seat != battle.a or not crafted(g, seat, self.cid):
            return 0
        g.push(CardCost(seat, self.cid, "", battle.c, "return", []))
        return 1

    def paid(self, g: "Game", seat: int, cid: int, then: list[Any]) -> None:
        return None


class Lookouts(PaidEffect):
    """As defender, before the roll, you must place one warrior in the clearing of battle,
    then return this card to hand or spend a card matching that clearing (R465: owed once
    per battle while a warrior of yours can be placed there; "pass" waits until it is done)."""

    key = "lookouts"

    def owed(self, g: "Game", battle: Any, seat: int) -> bool:
        return (seat == self.seat == battle.d and crafted(g, seat, self.cid) and self.key not in battle.used
                and g.factions[seat].supply > 0 and can_place(g, seat, battle.c))

    def before_roll_owed(self, g: "Game", battle: Any, seat: int) -> bool:
        return self.owed(g, battle, seat)

    def before_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        return [use_action(g, self.cid)] if self.owed(g, battle, seat) else []

    def before_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        battle.used.append(self.key)
        place_warriors(g, seat, battle.c, 1)
        g.push(CardCost(seat, self.cid, "", battle.c, "return", []))

    def paid(self, g: "Game", seat: int, cid: int, then: list[Any]) -> None:
        return None


class TheFaithful(Effect):
    """In battle, you may deal one extra hit; if so, reveal and discard the top card of the
    deck, and unless it matches the clearing of battle, discard this card too (R466: after
    the roll, 4.3.4, either side, once per battle; a bird card matches, 2.1.1; with no card
    to reveal, this card stays)."""

    key = "the_faithful"
    window = "after_roll"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "after_roll" or ctx is None or not getattr(ctx, "is_battle", False):
            return []
        if seat not in (ctx.a, ctx.d) or f"{self.key}:{seat}" in ctx.used:
            return []
        return [use_action(g, cid)]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        ctx.used.append(f"{self.key}:{seat}")
        if seat == ctx.a:
            ctx.xa += 1
        else:
            ctx.xd += 1
        top = C.take_top(g, seat)
        if top < 0:
            return  # no card to reveal (deck and discard pile empty)
        C.discard_card(g, top, seat)  # face up: everyone sees it (1.2)
        if not C.matches_one(g.deckdef.cards[top].suit, clearing_suits(g, ctx.c)) and crafted(g, seat, cid):
            leave_play(g, seat, cid, seat)


decision_kind("squires_pay", "Which card pays for a Squires and Disciples card's effect", "4.1.3")
decision_kind("sky_couriers", "Which card to spend for Sky Couriers, or done", "4.1.3")
decision_kind("after_move", "Whether to use Supply Train or Raiding Party after a move", "4.1.3")
decision_kind("after_battle", "Whether to use Standard Bearer after attacking in battle", "4.1.3")


# ============================================================================= Evening
class BrazenDemagogue(Effect):
    """At the end of Evening (1.4.1), you must take an available dominance card (3.3.3) into
    your hand and discard this card. You may then activate it (3.3.1; R418: at once, with the
    10 points 3.3.1 asks, and not the Vagabond's coalition, 9.2.8) and keep your score marker:
    you go on scoring and may still win by points (``KEEPS_SCORE``)."""

    key = "brazen_demagogue"
    window = "end_evening"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "end_evening":
            return []
        cards = g.deckdef.cards
        return [use_action(g, cid, lb) for lb in sorted({cards[d].label for d in g.available})]

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        return window == "end_evening" and bool(g.available)

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window == "end_evening" and len(action.args) == 2:
            return f"{action.args[1]} is not available near the map", ["3.3.3"]
        return None

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        label = str(action.args[1]).lower()
        cards = g.deckdef.cards
        dom = next(d for d in g.available if cards[d].label.lower() == label)
        g.available.remove(dom)
        f = g.factions[seat]
        f.hand.append(dom)
        f.shown.append(dom)  # everyone saw which card was taken
        leave_play(g, seat, cid, seat)
        if f.dominance < 0 and f.dominance_victory and f.can_activate_dominance(g):
            g.push(DemagogueActivate(seat, dom))


class ActivateTaken(Choice["DemagogueActivate"]):
    kind = "activate"

    def options(self, fr: "DemagogueActivate", g: "Game") -> list[Action]:
        return [act("activate", (g.deckdef.cards[fr.dom].label,))] if fr.dom in g.factions[fr.seat].hand else []

    def why_not(self, fr: "DemagogueActivate", g: "Game", action: Action) -> Reason | None:
        return f"Brazen Demagogue activates only the card it took ({g.deckdef.cards[fr.dom].label})", ["4.1.3"]

    def do(self, fr: "DemagogueActivate", g: "Game", action: Action) -> None:
        from woodland.rules.victory import KEEPS_SCORE

        g.pop()
        f = g.factions[fr.seat]
        f.activate_dominance(g, fr.dom)  # 3.3.1
        f.marks[KEEPS_SCORE] = 1  # "do not remove your victory point marker"


class KeepTaken(Choice["DemagogueActivate"]):
    kind = "pass"

    def options(self, fr: "DemagogueActivate", g: "Game") -> list[Action]:
        return [act("pass")]

    def do(self, fr: "DemagogueActivate", g: "Game", action: Action) -> None:
        g.pop()


class DemagogueActivate(Frame):
    """Brazen Demagogue: activate the dominance card just taken, keeping the score marker."""

    __slots__ = ("seat", "dom")
    rule = "3.3.1"
    choices = {"ask": (ActivateTaken(), KeepTaken())}

    def __init__(self, seat: int, dom: int) -> None:
        self.step = "ask"
        self.seat = seat
        self.dom = dom

    def describe(self, g: "Game") -> str:
        return "Brazen Demagogue"

    def s_ask(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "brazen_demagogue", self.offer(g),
                        f"Brazen Demagogue: activate {g.deckdef.cards[self.dom].label} and keep your score marker?",
                        "3.3.1")


decision_kind("brazen_demagogue", "Whether to activate the dominance card Brazen Demagogue took", "3.3.1")


# ============================================================================= friends
class Friend(OnYourTurn):
    """Friend of the Foxes / of the Mice: once each turn, you may spend or reveal one card of
    the Friend's suit (an ambush too) as another suit (bird too). R420: on your own turn you
    say which card counts as which suit (``use "Friend of the Foxes" "Card" SUIT``); it
    counts as that suit too, until the end of the turn, wherever a card is spent or
    revealed to match a suit (rules/cards.py ``disguise``). On another player's turn, a
    card of the Friend's suit may be revealed as an ambush of any suit (4.3.1). You cannot
    craft another Friend card while one is in your play area (data ``exclusive``)."""

    key = "friend"
    listens = frozenset(("ambush",))

    @staticmethod
    def suit(g: "Game", cid: int) -> str:
        return g.deckdef.cards[cid].suit

    def used_key(self, g: "Game", cid: int) -> str:
        return f"friend:{self.suit(g, cid)}"

    def unused_now(self, g: "Game", seat: int, cid: int) -> bool:
        return g.factions[seat].marks.get(self.used_key(g, cid)) != g.turn

    def offers(self, g: "Game", seat: int, cid: int) -> list[Action]:
        if not self.unused_now(g, seat, cid):
            return []
        own = self.suit(g, cid)
        cards = g.deckdef.cards
        return [use_action(g, cid, cards[h].label, s) for h in C.distinct_hand(g, seat) if cards[h].suit == own
                for s in ("bird", "fox", "rabbit", "mouse") if s != own]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        own = self.suit(g, cid)
        label = g.deckdef.cards[cid].label
        if not self.unused_now(g, seat, cid):
            return f"{label} was already used this turn", ["4.1.3"]
        if len(action.args) != 3:
            return f"{label} names a {own} card of your hand and a suit: use \"{label}\" \"Card\" SUIT", ["4.1.3"]
        from woodland.rules.why import card_in_hand

        h = card_in_hand(g, seat, action.args[1])
        if h is None:
            return f"you have no {action.args[1]} in hand", ["4.1.3"]
        if g.deckdef.cards[h].suit != own:
            return f"{label} changes the suit of a {own} card only", ["4.1.3"]
        return f"name another suit than {own}: bird, fox, rabbit or mouse", ["4.1.3"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        from woodland.core.cards import CARD_SUITS

        f = g.factions[seat]
        m = f.marks
        m[self.used_key(g, cid)] = g.turn
        m[C.AS_CARD] = card = C.card_by_label(g, seat, str(action.args[1]))
        if card not in f.shown:
            f.shown.append(card)  # named aloud: everyone knows it is in the hand (1.2)
        m[C.AS_SUIT] = CARD_SUITS.index(str(action.args[2]))
        m[C.AS_TURN] = g.turn

    def wild_ambush(self, g: "Game", seat: int, cid: int) -> bool:
        """On another player's turn, an ambush of the Friend's suit may be revealed as any (by
        the defender: the ambush is what the trigger below counts as the use)."""
        return (seat == self.seat and g.current != seat and crafted(g, seat, self.cid)
                and in_battle(g) and battle_frame(g).d == seat
                and g.deckdef.cards[cid].suit == self.suit(g, self.cid) and self.unused_now(g, seat, self.cid))

    def triggers(self, g: "Game", seat: int, cid: int, event: tuple[Any, ...]) -> list[Frame]:
        """An ambush revealed as another suit uses the Friend for this turn."""
        if event[1] != seat or g.current == seat or not in_battle(g):
            return []
        b = battle_frame(g)
        amb = g.deckdef.cards[b.amb] if b.amb >= 0 else None
        if amb is not None and amb.suit == self.suit(g, cid) and not C.matches_one(amb.suit, clearing_suits(g, b.c)):
            g.factions[seat].marks[self.used_key(g, cid)] = g.turn
        return []
