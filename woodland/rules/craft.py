"""Craft (4.1): activate crafting pieces matching a card's cost to gain its effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.ability import abilities
from woodland.core.actions import Action, act
from woodland.core.events import Crafted
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, SUIT, action_kind, decision_kind
from woodland.core.observe import crafting_pieces, crafting_suits
from woodland.rules import cards as C
from woodland.rules.effects import EFFECTS, play_area_changed
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.cards import Card
    from woodland.core.game import Game


def suit_set(piece_suit: str) -> tuple[str, ...]:
    """The suits a crafting piece may pay: one, or several for a piece in a clearing of
    several suits (rules/board.py ``piece_suit``: ``fox+rabbit+mouse``, the Lost City)."""
    return tuple(piece_suit.split("+"))


def piece_for(pieces: list[tuple[int, str]], suit: str) -> int:
    """The crafting piece that pays an icon of ``suit``: one of that suit alone if there is
    one, else one of the fewest suits including it (keeping the most versatile for later)."""
    return min((p for p in pieces if suit in suit_set(p[1])), key=lambda p: len(suit_set(p[1])))[0]


def _can_match(icons: list[str], pieces: list[tuple[str, ...]]) -> bool:
    if not icons:
        return True
    tried: set[tuple[str, ...]] = set()
    for i, p in enumerate(pieces):
        if icons[0] in p and p not in tried:
            tried.add(p)
            if _can_match(icons[1:], pieces[:i] + pieces[i + 1:]):
                return True
    return False


def affordable(cost: tuple[str, ...], have: dict[str, int]) -> bool:
    """4.1.1: one crafting piece per icon, of the icon's suit; ``any`` takes any suit. A
    piece in a clearing of several suits pays one icon of any of them."""
    for k in have:  # a loop, not any(): asked for every card of every craft menu
        if "+" in k:
            pieces = [suit_set(k) for k, n in have.items() for _ in range(n)]
            return len(cost) <= len(pieces) and _can_match([s for s in cost if s != "any"], pieces)
    left = dict(have)
    anys = 0
    for s in cost:
        if s == "any":
            anys += 1
        elif left.get(s, 0) > 0:
            left[s] -= 1
        else:
            return False
    return anys <= sum(left.values())


def craft_block(g: "Game", seat: int, card: "Card", have: dict[str, int]) -> str | None:
    """What stops ``seat`` crafting ``card`` now (the rule id), or None if nothing does."""
    if not card.craftable:
        return "2.1.2" if card.kind == "ambush" else "2.1.3"
    if card.kind == "item" and g.items.get(card.item or "", 0) <= 0 and not _item_offered(g, seat, card.item or ""):
        return "4.1.2"
    if card.kind == "persistent":
        cards = g.deckdef.cards
        for p in g.factions[seat].play_area:
            if cards[p].name == card.name or (card.exclusive and cards[p].exclusive == card.exclusive):
                return "4.1.4"
    if not affordable(card.cost, have):
        return "4.1.1"
    return None


def _item_offered(g: "Game", seat: int, item: str) -> bool:
    """4.1.2: an ability offers ``item`` to ``seat`` from elsewhere (the Legendary Forge)."""
    return any(ab.offers_item(g, seat, item) for ab in abilities(g).offers_item)


def _take_item(g: "Game", seat: int, item: str) -> None:
    """4.1.2: take the crafted item from where an ability offers it, or else the supply."""
    for ab in abilities(g).takes_crafted_item:
        if ab.takes_crafted_item(g, seat, item):
            return
    g.items[item] -= 1


def why_not_craft(g: "Game", seat: int, card: "Card", have: dict[str, int]) -> tuple[str, str] | None:
    """The reason and rule a card in hand cannot be crafted now, or None if it can."""
    rule = craft_block(g, seat, card, have)
    if rule is None:
        return None
    if rule == "4.1.2":
        for ab in abilities(g).offers_item:
            why = ab.why_no_item(g, seat, card.item or "")
            if why is not None:
                return why
    reason = {
        "4.1.2": f"no {card.item} is left in the item supply",
        "4.1.4": f"you already have {card.name} in your play area" if not card.exclusive
        else f"you already have {card.name} or another {card.exclusive} card in your play area",
        "4.1.1": f"your unused crafting pieces cannot pay {' + '.join(card.cost)}",
    }.get(rule, f"{card.label} cannot be crafted")
    return reason, rule


def activate(g: "Game", seat: int, piece: int) -> None:
    """4.1.1: activate the crafting piece ``piece`` of :func:`crafting_pieces` (an id below 0:
    a crafting icon an ability gives, ``use_crafting_icon``)."""
    if piece >= 0:
        g.factions[seat].use_crafting_piece(g, piece)
        return
    for ab in abilities(g).use_crafting_icon:
        if ab.use_crafting_icon(g, seat, piece):
            return
    raise AssertionError(f"no ability has crafting icon {piece}")


def crafting_suit_counts(g: "Game", seat: int) -> dict[str, int]:
    return crafting_suits(g, seat)


def craft_options(g: "Game", seat: int, have: dict[str, int] | None = None) -> list[Action]:
    """4.1: the cards in ``seat``'s hand it can craft now, paying with its crafting pieces (or
    the suits ``have``, by count: other pieces a crafting uses, the River Roamers' lilypads)."""
    if have is None:
        have = crafting_suit_counts(g, seat)
    if not have:
        return []
    cards = g.deckdef.cards
    pieces = sum(have.values())
    out: list[Action] = []
    for cid in C.distinct_hand(g, seat):
        card = cards[cid]
        # one piece per icon (4.1.1): a longer cost cannot be paid, whatever its suits
        if len(card.cost) <= pieces and craft_block(g, seat, card, have) is None:
            out.append(act("craft", (card.label,)))
    return out


decision_kind("craft", "Which card to craft, or go on", "4.1")
decision_kind("craft_pay", "Which suit pays an icon of any suit", "4.1.1")
action_kind("craft", "Craft this card", "4.1", (CARD,))
action_kind("pay", "Pay with a crafting piece of this suit", "4.1.1", (SUIT,))


class PaySuit(Choice["Craft"]):
    """4.1.1: the suit of the crafting piece that pays an icon of any suit."""

    kind = "pay"

    def options(self, fr: "Craft", g: "Game") -> list[Action]:
        pieces = fr.pieces(g)
        return [act("pay", (s,)) for s in sorted({x for _p, ps in pieces for x in suit_set(ps)})]

    def why_not(self, fr: "Craft", g: "Game", action: Action) -> Reason | None:
        if action.args:
            return f"you have no unused crafting piece in a {action.args[0]} clearing", ["4.1.1"]
        return None

    def do(self, fr: "Craft", g: "Game", action: Action) -> None:
        suit = str(action.args[0])
        fr.use(g, piece_for(fr.pieces(g), suit))
        fr.paid.append(fr.unpaid(g)[0])


class Craft(Frame):
    """Pay a card's cost with crafting pieces, then resolve it (4.1.2-4.1.3)."""

    __slots__ = ("seat", "cid", "paid")
    rule = "4.1"
    choices = {"pay": (PaySuit(),)}

    def __init__(self, seat: int, cid: int) -> None:
        self.step = "pay"
        self.seat = seat
        self.cid = cid
        #: cost icons already paid (indices into the cost)
        self.paid: list[int] = []

    def held_cards(self) -> list[int]:
        return [self.cid]

    def pieces(self, g: "Game") -> list[tuple[int, str]]:
        """4.1.1: what pays the cost, as ``(id, suit)``: the crafter's crafting pieces (a
        subclass crafts with other pieces: the River Roamers' lilypads)."""
        return crafting_pieces(g, self.seat)

    def use(self, g: "Game", piece: int) -> None:
        """Activate ``piece``, one of :meth:`pieces`."""
        activate(g, self.seat, piece)

    def unpaid(self, g: "Game") -> list[int]:
        """The cost icons still to pay (indices into the cost)."""
        return [i for i, s in enumerate(g.deckdef.cards[self.cid].cost) if i not in self.paid]

    def s_pay(self, g: "Game") -> Decision | None:
        card = g.deckdef.cards[self.cid]
        pieces = self.pieces(g)
        # fixed suits first: no choice there
        for i, s in enumerate(card.cost):
            if i in self.paid or s == "any":
                continue
            self.use(g, piece_for(pieces, s))
            self.paid.append(i)
            return None
        todo = self.unpaid(g)
        if todo:
            suits = {ps for _p, ps in pieces}
            if len(suits) == 1 or len(pieces) == len(todo):
                self.use(g, pieces[0][0])
                self.paid.append(todo[0])
                return None
            return Decision(self.seat, "craft_pay", self.offer(g),
                            f"which suit of crafting piece pays for a '?' icon of {card.label}", "4.1.1")
        g.pop()  # first: resolving may push a procedure (keeps_crafted_card)
        resolve_craft(g, self.seat, self.cid)
        return None


def start_craft(g: "Game", seat: int, action: Action, frame: type[Craft] = Craft) -> None:
    """4.1: ``seat`` crafts the card ``action`` names, paying through ``frame``."""
    cid = C.card_by_label(g, seat, str(action.args[0]))
    C.take_from_hand(g, seat, cid)
    g.push(frame(seat, cid))


class CraftCard(Choice[Frame]):
    """4.1: craft a card from hand with the deciding faction's crafting pieces. A faction
    whose crafting has a condition (the Marquise crafts before her actions) subclasses it."""

    kind = "craft"

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        return craft_options(g, fr.seat)

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_craft

        return why_craft(g, fr.seat, action)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        start_craft(g, fr.seat, action)


def item_points(g: "Game", seat: int, points: int) -> int:
    """3.2.2: the points ``seat`` scores for crafting an item that lists ``points``, as
    abilities change them (7.2.3 Disdain for Trade)."""
    for a in abilities(g).item_points:
        points = a.item_points(g, seat, points)
    return points


def _crafted_item_card(g: "Game", seat: int, cid: int) -> None:
    """4.1.2: the crafted item card is discarded, unless an ability takes it (a procedure that
    holds it, e.g. to ask whether to keep it: ``keeps_crafted_card``)."""
    for ab in abilities(g).keeps_crafted_card:
        fr = ab.keeps_crafted_card(g, seat, cid)
        if fr is not None:
            g.push(fr)
            return
    C.discard_card(g, cid, seat)


def resolve_craft(g: "Game", seat: int, cid: int) -> None:
    card = g.deckdef.cards[cid]
    f = g.factions[seat]
    if card.kind == "item":
        # 4.1.2: take the item from the supply; 3.2.2: score the listed points
        item = card.item or ""
        _take_item(g, seat, item)
        f.gain_crafted_item(g, item)
        score(g, seat, item_points(g, seat, card.vp))
        _crafted_item_card(g, seat, cid)
    elif card.kind == "persistent":
        f.play_area.append(cid)  # 4.1.3
        play_area_changed(g, cid)  # its effect may change a generic rule
    else:
        eff = EFFECTS.get(card.effect or "")
        if eff is None or not eff.on_craft(g, seat, cid):
            C.discard_card(g, cid, seat)  # 4.1.2: resolve, then discard
    g.emit(Crafted("crafted", seat, cid))
