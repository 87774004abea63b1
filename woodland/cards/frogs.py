"""Effects of the Lilypad Diaspora's frog cards (16.2.2), in our own words.

The Diaspora's setup shuffles the 14 frog cards into the shared deck (16.3.4): they are in
the deck data with ``"added": "lilypad"``. The Law names Frog Dominance (16.2.2.I, in
woodland/factions/lilypad); the other 13 are read off Leder Games' print-and-play sheets
(docs/decks/frog-cards.md, which also lists our readings). Any player may craft them;
"many of their crafted effects force the Diaspora to take actions" (16.2.2): the crafter
decides those actions, taken with the Diaspora's pieces.

Companions (kept) changes the one suit query of rules/cards.py through the ``wild_card``
hook (core/ability.py): while it is crafted, its owner's frog cards match any suit; the game
tells it when an action needed that, and it is discarded (rulings R459-R462).

Cards without a class here: Frog Partisans is the Exiles and Partisans ``partisans``
effect with the frog suit (woodland/cards/exiles.py); the frog Ambush is an ordinary
ambush (4.3.1) that the Pond takes at its bottom once spent (woodland/factions/lilypad,
``Pond``).

A one-shot card ("Discard this") whose effect asks a choice stays with its procedure
(``held_cards``) until the effect is done, and is discarded (to the Pond, 16.2.3) after
it: its effect happens before the card is discarded, as printed.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from woodland.cards.standard import discard_crafted
from woodland.core.actions import Action, act
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CLEARING, action_kind, decision_kind
from woodland.core.maps import SUITS, WILD_SUIT as FROG
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    in_suit,
    may_change,
    may_remove,
    piece_suits,
    place_token,
    remove_token,
    rulers,
    unchangeable,
    why_cannot_change,
    why_cannot_place,
)
from woodland.rules.craft import Craft, CraftCard, craft_block, craft_options, resolve_craft
from woodland.rules.effects import Effect, mark_used, unused, use_action
from woodland.rules.move import Move
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

#: the cause of the removal by Assimilationists, which Fears Come to Pass ignores (the card)
ASSIMILATED = "assimilationists"


def diaspora(g: "Game", cid: int) -> int:
    """The seat of the faction whose setup added frog card ``cid`` to the deck (16.3.4)."""
    return g.seat_of(g.deckdef.cards[cid].added)


def _lp() -> Any:
    """The Diaspora's faction module (imported late: it loads this module)."""
    from woodland.factions import lilypad

    return lilypad


def _clearing(g: "Game", action: Action) -> int | None:
    from woodland.rules.why import clearing_arg

    return clearing_arg(g, action.args[0]) if action.args else None


class HeldCard(Frame):
    """A one-shot frog card's effect, decided by its crafter ``seat``; the card ``cid`` is
    held here and discarded when the effect is done (step ``done``)."""

    __slots__ = ("seat", "frogs", "cid")
    rule = "16.2.2"
    seat_fields = ("seat", "frogs")

    def __init__(self, seat: int, frogs: int, cid: int, step: str) -> None:
        self.step = step
        self.seat = seat
        self.frogs = frogs
        self.cid = cid

    def held_cards(self) -> list[int]:
        return [self.cid]

    def describe(self, g: "Game") -> str:
        return g.deckdef.cards[self.cid].label

    def s_done(self, g: "Game") -> Decision | None:
        g.pop()
        C.discard_card(g, self.cid, self.seat)  # "Discard this": to the Pond (16.2.3)
        return None

    def ask(self, g: "Game", kind: str, prompt: str) -> Decision | None:
        """The crafter's choice, or straight to ``done`` when the effect can do nothing."""
        opts = self.offer(g)
        if not opts:
            self.step = "done"
            return None
        return Decision(self.seat, kind, opts, f"{self.describe(g)}: {prompt}", "16.2.2")


# ----------------------------------------------------------------------------- Settlers
class ForcedMove(Move):
    """4.2: a move of the Diaspora's warriors (``seat``, the mover: their links, Swimmers
    16.2.6) chosen by another player, ``decider`` (Settlers)."""

    __slots__ = ("decider",)
    seat_fields = ("seat", "decider")

    def __init__(self, seat: int, decider: int) -> None:
        super().__init__(seat, None, optional=False, law="16.2.2")
        self.decider = decider

    def _theirs(self, d: Decision | None) -> Decision | None:
        if d is not None:
            d.seat = self.decider
        return d

    def s_choose(self, g: "Game") -> Decision | None:
        return self._theirs(super().s_choose(g))

    def s_count(self, g: "Game") -> Decision | None:
        return self._theirs(super().s_count(g))


class SettlersMove(HeldCard):
    """Settlers: the crafter makes the Diaspora take one move of the crafter's choosing."""

    __slots__ = ()
    rule = "16.2.2"

    def s_move(self, g: "Game") -> Decision | None:
        self.step = "done"
        g.push(ForcedMove(self.frogs, self.seat))
        return None


class Settlers(Effect):
    """Settlers (one-shot): force the Diaspora to move once, as the crafter chooses."""

    key = "frog_settlers"

    def on_craft(self, g: "Game", seat: int, cid: int) -> bool:
        g.push(SettlersMove(seat, diaspora(g, cid), cid, "move"))
        return True


# ----------------------------------------------------------------------------- Agitators
class ForceBattle(Choice["AgitatorsBattle"]):
    """Agitators: where the Diaspora battle and whom (4.3), as the crafter chooses."""

    kind = "battle"

    def options(self, fr: "AgitatorsBattle", g: "Game") -> list[Action]:
        return battle_options(g, fr.frogs, None, hirelings=True)

    def why_not(self, fr: "AgitatorsBattle", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        r = why_battle(g, fr.frogs, action, None, "16.2.2")
        if r is not None:
            return (f"the Diaspora cannot battle there: {r[0]}", r[1])
        return None

    def do(self, fr: "AgitatorsBattle", g: "Game", action: Action) -> None:
        fr.step = "done"
        start_battle(g, fr.frogs, action)


class AgitatorsBattle(HeldCard):
    __slots__ = ()
    rule = "16.2.2"
    choices = {"battle": (ForceBattle(),)}

    def s_battle(self, g: "Game") -> Decision | None:
        return self.ask(g, "agitators", "where the Diaspora battle, and against whom")


class Agitators(Effect):
    """Agitators (one-shot): force the Diaspora to battle where and whom the crafter
    chooses."""

    key = "frog_agitators"

    def on_craft(self, g: "Game", seat: int, cid: int) -> bool:
        g.push(AgitatorsBattle(seat, diaspora(g, cid), cid, "battle"))
        return True


# ----------------------------------------------------------------------------- Militias
def militia_sites(g: "Game", frogs: int) -> list[int]:
    """Militias: a Peaceful enclave to flip, or a clearing without enclaves for a Militant
    one (one left in the Diaspora's supply)."""
    lp = _lp()
    left = g.factions[frogs].tsupply[lp.ENCLAVE] > 0
    out = []
    for c in range(g.map.board_n):
        side = lp.enclave_at(g, frogs, c)
        if (side == lp.PEACEFUL and may_change(g, frogs, c, "flip")) or (  # 17.2.3
                side is None and left and can_place(g, frogs, c)):
            out.append(c)
    return out


class Militia(Choice["MilitiasChoice"]):
    """Militias: flip a Peaceful enclave here to Militant, or place a Militant one here."""

    kind = "militias"

    def options(self, fr: "MilitiasChoice", g: "Game") -> list[Action]:
        return [act("militias", (c + 1,)) for c in militia_sites(g, fr.frogs)]

    def why_not(self, fr: "MilitiasChoice", g: "Game", action: Action) -> Reason | None:
        lp = _lp()
        c = _clearing(g, action)
        if c is None:
            return "militias names a clearing on the map: militias 5", ["2.2"]
        if lp.enclave_at(g, fr.frogs, c) == lp.MILITANT:
            return f"the enclave in clearing {c + 1} is Militant already", ["16.2.2"]
        if lp.enclave_at(g, fr.frogs, c) == lp.PEACEFUL:
            return why_cannot_change(g, fr.frogs, c, "flip", "16.2.2")  # 17.2.3
        if g.factions[fr.frogs].tsupply[lp.ENCLAVE] <= 0:
            return "all twelve enclaves are on the map", ["16.2.1"]
        return why_cannot_place(g, fr.frogs, c, "16.2.2")

    def do(self, fr: "MilitiasChoice", g: "Game", action: Action) -> None:
        lp = _lp()
        c = int(action.args[0]) - 1
        if lp.enclave_at(g, fr.frogs, c) == lp.PEACEFUL:
            lp.flip(g, fr.frogs, c, lp.MILITANT)
        else:
            place_token(g, fr.frogs, lp.MILITANT, c)
            g.abilities_changed()  # the clearing's suit is now frog (16.2.1.II)
        fr.step = "done"


class MilitiasChoice(HeldCard):
    __slots__ = ()
    rule = "16.2.2"
    choices = {"site": (Militia(),)}

    def s_site(self, g: "Game") -> Decision | None:
        return self.ask(g, "militias", "flip a Peaceful enclave to Militant, or place a Militant enclave "
                        "in a clearing without one")


class Militias(Effect):
    """Militias (one-shot, two copies): flip a Peaceful enclave to Militant, or place a
    Militant enclave in a clearing with no enclaves (no warriors come with it)."""

    key = "frog_militias"

    def on_craft(self, g: "Game", seat: int, cid: int) -> bool:
        g.push(MilitiasChoice(seat, diaspora(g, cid), cid, "site"))
        return True


# ----------------------------------------------------------------------------- Assimilationists
def assimilable(g: "Game", seat: int, frogs: int) -> list[int]:
    """Assimilationists: the Peaceful enclaves in clearings ``seat`` rules that it may
    remove (1.1.2)."""
    lp = _lp()
    r = rulers(g)
    return [c for c in lp.enclaves(g, frogs, lp.PEACEFUL) if r[c] == seat and may_remove(g, seat, frogs, c)]


class Assimilate(Choice["AssimilationistsChoice"]):
    """Assimilationists: the Peaceful enclave removed."""

    kind = "assimilate"

    def options(self, fr: "AssimilationistsChoice", g: "Game") -> list[Action]:
        return [act("assimilate", (c + 1,)) for c in assimilable(g, fr.seat, fr.frogs)]

    def why_not(self, fr: "AssimilationistsChoice", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.board import why_cannot_remove

        lp = _lp()
        c = _clearing(g, action)
        if c is None:
            return "assimilate names a clearing on the map: assimilate 5", ["2.2"]
        if lp.enclave_at(g, fr.frogs, c) != lp.PEACEFUL:
            return f"there is no Peaceful enclave in clearing {c + 1}", ["16.2.2"]
        if rulers(g)[c] != fr.seat:
            return f"you do not rule clearing {c + 1}", ["16.2.2", "2.5"]
        return why_cannot_remove(g, fr.seat, fr.frogs, c, "16.2.2")

    def do(self, fr: "AssimilationistsChoice", g: "Game", action: Action) -> None:
        lp = _lp()
        c = int(action.args[0]) - 1
        remove_token(g, c, fr.frogs, lp.PEACEFUL, fr.seat, ASSIMILATED)
        g.abilities_changed()  # the clearing loses the frog suit (16.2.1.I)
        C.draw(g, fr.seat, 1)
        C.draw(g, fr.frogs, 1)
        fr.step = "done"


class AssimilationistsChoice(HeldCard):
    __slots__ = ()
    rule = "16.2.2"
    choices = {"enclave": (Assimilate(),)}

    def s_enclave(self, g: "Game") -> Decision | None:
        return self.ask(g, "assimilationists", "remove a Peaceful enclave in a clearing you rule")


class Assimilationists(Effect):
    """Assimilationists (one-shot): remove a Peaceful enclave in a clearing you rule; you
    draw a card and the Diaspora draw a card; Fears Come to Pass (16.2.4) does not apply."""

    key = "frog_assimilationists"

    def on_craft(self, g: "Game", seat: int, cid: int) -> bool:
        g.push(AssimilationistsChoice(seat, diaspora(g, cid), cid, "enclave"))
        return True


# ----------------------------------------------------------------------------- Stewards
class Stewards(Effect):
    """Stewards (one-shot): take the top card of the Pond and craft it without paying its
    cost, then discard Stewards. A card that cannot be crafted (an ambush; a kept card
    its crafter already has, 4.1.4) stays in the crafter's hand (ruling R450)."""

    key = "frog_stewards"

    def on_craft(self, g: "Game", seat: int, cid: int) -> bool:
        frogs = diaspora(g, cid)
        # discarded once the crafted card's own effect is done (below it on the stack, R458)
        g.push(HeldCard(seat, frogs, cid, "done"))
        pond = _lp().lilypad(g, frogs).pond
        if not pond:
            return True
        top = pond.pop()
        card = g.deckdef.cards[top]
        f = g.factions[seat]
        if craft_block(g, seat, card, {s: len(card.cost) for s in card.cost}) is None:
            resolve_craft(g, seat, top)  # at no cost: no crafting piece is activated
        else:
            f.hand.append(top)
            f.shown.append(top)  # taken face up from the Pond: everyone knows it (1.2)
        return True


# ----------------------------------------------------------------------------- Advocates
class Advocates(Effect):
    """Advocates (kept): at the start of Birdsong its owner must name a clearing suit other
    than frog and score a point per Peaceful enclave in a clearing of that suit they rule;
    then they discard it."""

    key = "frog_advocates"
    window = "start_birdsong"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        return [use_action(g, cid, s) for s in SUITS] if window == "start_birdsong" else []

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        return window == "start_birdsong"

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window == "start_birdsong" and (len(action.args) != 2 or action.args[1] not in SUITS):
            return (f"Advocates names a clearing suit other than frog: use \"{g.deckdef.cards[cid].label}\" "
                    f"{' | '.join(SUITS)}"), ["16.2.2"]
        return None

    @staticmethod
    def points(g: "Game", seat: int, frogs: int, suit: str) -> int:
        lp = _lp()
        r = rulers(g)
        return sum(1 for c in lp.enclaves(g, frogs, lp.PEACEFUL) if r[c] == seat and in_suit(g, c, suit))

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        score(g, seat, self.points(g, seat, diaspora(g, cid), str(action.args[1])))
        discard_crafted(g, seat, cid)


# ----------------------------------------------------------------------------- Companions
class Companions(Effect):
    """Companions (kept): its owner may spend or reveal a frog card (the frog Ambush too) as
    another suit (bird too); if they do, they discard Companions (to the Pond, 16.2.3).

    Ruling R459: while it is in its owner's play area, every frog card of their hand
    matches any suit wherever a card of hand is spent or revealed to match one, on any
    player's turn (an ambush in defence too): rules/cards.py ``card_matches`` and
    ``matching_in_hand`` ask ``wild_card``. The first action that names such a card and is
    legal only through Companions (the card did not match by its own suit) discards it
    once the action is done (core/ability.py ``wild_uses``); a frog card spent for frog
    (a clearing with an enclave) leaves it in play. Not for cards given or discarded
    perforce (R460)."""

    key = "frog_companions"

    def wild_card(self, g: "Game", seat: int, cid: int) -> bool:
        return seat == self.seat and g.deckdef.cards[cid].suit == FROG

    def wild_card_used(self, g: "Game", seat: int, cid: int) -> None:
        if self.cid in g.factions[self.seat].play_area:  # "If you do, discard this."
            discard_crafted(g, self.seat, self.cid)


# ----------------------------------------------------------------------------- Laborers
def labor_pieces(g: "Game", seat: int, frogs: int, suit: str) -> list[tuple[int, str]]:
    """The Diaspora's Peaceful enclaves in clearings of ``suit`` that ``seat`` has not yet
    activated with these Laborers this turn, as crafting pieces ``(clearing, suit)`` (a
    piece at an enclave pays any icon, ruling R340). Their use by the Diaspora's own
    crafting does not count ("even if used to craft in earlier steps")."""
    lp = _lp()
    used = g.factions[seat].used
    suits = piece_suits(g)
    barred = unchangeable(g, seat, "craft")  # 17.2.3: the crafter activates them (ruling R523)
    return [(c, suits[c]) for c in lp.enclaves(g, frogs, lp.PEACEFUL)
            if in_suit(g, c, suit) and f"labor:{suit}:{c}" not in used and c not in barred]


def _counts(pieces: list[tuple[int, str]]) -> dict[str, int]:
    return dict(Counter(s for _c, s in pieces))


class EnclaveCraft(Craft):
    """4.1 paid with the Diaspora's Peaceful enclaves of one suit (the Laborers)."""

    __slots__ = ("frogs", "suit")

    def __init__(self, seat: int, cid: int, frogs: int, suit: str) -> None:
        super().__init__(seat, cid)
        self.frogs = frogs
        self.suit = suit

    def pieces(self, g: "Game") -> list[tuple[int, str]]:
        return labor_pieces(g, self.seat, self.frogs, self.suit)

    def use(self, g: "Game", piece: int) -> None:
        g.factions[self.seat].used.append(f"labor:{self.suit}:{piece}")


class CraftWithEnclaves(CraftCard):
    """The Laborers: craft a card from hand, activating the Diaspora's Peaceful enclaves."""

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        lf = laborers(fr)
        return craft_options(g, lf.seat, _counts(labor_pieces(g, lf.seat, lf.frogs, lf.suit)))

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        lf = laborers(fr)
        r = super().why_not(fr, g, action)
        if r is not None and r[1][-1:] == ["4.1.1"]:
            return (f"the unused Peaceful enclaves in {lf.suit} clearings cannot pay for that card",
                    ["16.2.2", "4.1.1"])
        return r

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        lf = laborers(fr)
        cid = C.card_by_label(g, lf.seat, str(action.args[0]))
        C.take_from_hand(g, lf.seat, cid)
        g.push(EnclaveCraft(lf.seat, cid, lf.frogs, lf.suit))


class DoneLabor(BareAction["LaborersCraft"]):
    kind = "done"

    def do(self, fr: "LaborersCraft", g: "Game", action: Action) -> None:
        g.pop()


class LaborersCraft(Frame):
    """Rabbit, Mouse or Fox Laborers: ``seat`` crafts with the Peaceful enclaves in
    clearings of ``suit`` of the Diaspora at ``frogs`` (cards one by one, then ``done``)."""

    __slots__ = ("seat", "frogs", "suit")
    rule = "16.2.2"
    seat_fields = ("seat", "frogs")
    choices = {"craft": (CraftWithEnclaves(), DoneLabor())}

    def __init__(self, seat: int, frogs: int, suit: str) -> None:
        self.step = "craft"
        self.seat = seat
        self.frogs = frogs
        self.suit = suit

    def describe(self, g: "Game") -> str:
        return f"{self.suit.capitalize()} Laborers"

    def s_craft(self, g: "Game") -> Decision | None:
        if not g.factions[self.seat].hand or not labor_pieces(g, self.seat, self.frogs, self.suit):
            g.pop()
            return None
        # asked while a card is in hand and an enclave unused, so that passing tells nothing (1.2.1)
        return Decision(self.seat, "laborers_craft", self.offer(g),
                        f"{self.describe(g)}: craft a card with Peaceful enclaves in {self.suit} clearings, or done",
                        "16.2.2", keep=True)


def laborers(fr: Frame) -> LaborersCraft:
    assert isinstance(fr, LaborersCraft)
    return fr


class Laborers(Effect):
    """Rabbit, Mouse and Fox Laborers (kept): at the start of Evening, their owner may craft
    with the Diaspora's Peaceful enclaves in clearings of the card's suit (``suit``), even
    ones already used to craft earlier in the turn. Once per turn each."""

    window = "start_evening"
    suit = ""

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_evening" or not unused(g, seat, self.key) or not g.factions[seat].hand:
            return []
        return [use_action(g, cid)] if labor_pieces(g, seat, diaspora(g, cid), self.suit) else []

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        g.push(LaborersCraft(seat, diaspora(g, cid), self.suit))


class RabbitLaborers(Laborers):
    key = "rabbit_laborers"
    suit = "rabbit"


class MouseLaborers(Laborers):
    key = "mouse_laborers"
    suit = "mouse"


class FoxLaborers(Laborers):
    key = "fox_laborers"
    suit = "fox"


decision_kind("agitators", "Agitators: where the Diaspora battle, and against whom", "16.2.2")
decision_kind("militias", "Militias: the enclave flipped to Militant, or where a Militant enclave goes", "16.2.2")
decision_kind("assimilationists", "Assimilationists: the Peaceful enclave removed", "16.2.2")
action_kind("militias", "Militias: flip the Peaceful enclave here, or place a Militant enclave here", "16.2.2",
            (CLEARING,))
decision_kind("laborers_craft", "Laborers: a card to craft with the Diaspora's Peaceful enclaves, or done", "16.2.2")
action_kind("assimilate", "Assimilationists: remove the Peaceful enclave here", "16.2.2", (CLEARING,))
