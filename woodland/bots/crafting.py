"""What crafting a card is worth to a heuristic bot: one rule for every faction and deck.

``craft_worth(st, info, card)`` rates crafting ``card`` now for strategy ``st`` (a
``heuristic_common.Strategy``) from the card's data and effect key, in points-like units
(above 0: worth a craft; a faction's own threshold weighs it against its other options):

- an item (4.1.2): the points it scores (``st.item_points``: the Eyrie's Disdain for Trade,
  7.2.3; one more with Master Engravers) plus a little for the item, or 100 when those
  points win (3.2.1);
- a favor (immediate, standard deck): the enemy buildings, tokens and warriors it removes;
- a standard-deck effect: its table below, some by the board (Royal Claim by the clearings we
  rule, the cards that need our warriors by the warriors we have);
- a card of another deck or of a faction (the Exiles and Partisans, Squires and Disciples and
  frog cards): the ``craft_value`` of the module of ``heuristic_common.CARD_MODULES`` that
  knows it (None: not one of its cards), the same modules that rate its uses.

A card nobody knows, or one whose use needs a plan the bots do not make, is worth -1 (not
crafted). ``st.craft_bias`` adds a faction's own preference per effect key, if it has one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.cards import Card

if TYPE_CHECKING:
    from woodland.bots.heuristic_common import Info

#: the worth of an item beyond its points (it is on our board: some factions use it)
ITEM_EXTRA = 0.3
#: the points that win (3.2.1)
WIN = 30
#: worth of crafting each standard-deck effect (the situational ones are in ``_standard``)
STANDARD = {"armorers": 0.8, "sappers": 0.6, "brutal_tactics": 0.5, "scouting_party": 0.5,
            "better_burrow_bank": 1.2, "cobbler": 0.3, "stand_and_deliver": 0.5, "codebreakers": -1.0}


def warriors_on_map(info: "Info") -> int:
    return sum(info.my_w(c) for c in range(info.n))


def in_play(info: "Info", label: str) -> bool:
    """Whether ``label`` lies in our play area (a crafted persistent card, 4.1.3)."""
    return label in (info.mine.get("play_area") or [])


def item_points(st: Any, info: "Info", card: Card) -> int:
    """The points crafting item ``card`` scores us: the faction's (``st.item_points``), one
    more with Master Engravers (Exiles and Partisans deck)."""
    return int(st.item_points(info, card)) + (1 if in_play(info, "Master Engravers") else 0)


def _standard(st: Any, info: "Info", card: Card) -> float | None:
    e = card.effect or ""
    if e == "favor":  # every enemy building, token and warrior in clearings of its suit
        gain = sum(info.pieces_of(k, c) + 0.3 * info.w(k, c) for c in range(info.n) if info.suit[c] == card.suit
                   for k in info.enemies())
        return gain - 1.5
    if e == "royal_claim":  # a point per ruled clearing when used (at five, Strategy.effect_value)
        return min(2.5, 0.5 * len(info.ruled_by_me()))
    if e == "tax_collector":  # a warrior for a card: only with warriors to spare
        w = warriors_on_map(info)
        return 0.1 * min(w, 10) if w >= 4 else -1.0
    if e == "command_warren":  # a battle every Daylight: needs warriors
        return 0.9 if warriors_on_map(info) >= 4 else -1.0
    return STANDARD.get(e)


def craft_worth(st: Any, info: "Info", card: Card) -> float:
    """Worth of crafting ``card`` now for strategy ``st`` (see the module's docstring)."""
    from woodland.bots.heuristic_common import CARD_MODULES

    if card.kind == "item":
        pts = item_points(st, info, card)
        if info.score + pts >= WIN:
            return 100.0
        return pts + ITEM_EXTRA
    if card.kind not in ("persistent", "immediate"):
        return -1.0
    if card.kind == "persistent" and in_play(info, card.label):
        return -1.0  # 4.1.4: one copy in a play area
    v = _standard(st, info, card)
    if v is None:
        for m in CARD_MODULES:
            v = m.craft_value(st, info, card)
            if v is not None:
                break
    if v is None:
        return -1.0
    return v + float(st.craft_bias.get(card.effect or "", 0.0)) if v > -1.0 else v
