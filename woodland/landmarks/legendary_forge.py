"""The Legendary Forge (appendix L; its card, ROOT-146; docs/data-sources.md).

Setup (A.5.3, its card): in a clearing neither holding a landmark nor adjacent to one; the
items of its clearing's suit leave the item supply for its card (fox: two swords, the
crossbow, the hammer; mouse: two bags, two teas; rabbit: two boots, two coins).

Effect: an item on its card can be crafted, by the normal crafting rules (4.1), only by a
player with a faction piece in the Forge's clearing. Crafting one scores one extra point
(even with Disdain for Trade, 7.2.3, or Contempt for Trade, 14.2.3, which name the Forge)
and draws a card (the card transcription only: ruling R369). When an item of the same kind
is also in the supply, the crafter takes the Forge's (ruling R370).

The items on its card are ``Game.landmark_cards["legendary_forge"]`` (public). The effect is
one ability (``offers_item`` / ``takes_crafted_item``), asked by the generic crafting rules
(rules/craft.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_LANDMARK, Ability
from woodland.core.errors import BadInput
from woodland.core.landmark import Landmark, landmark_free
from woodland.rules.board import has_pieces
from woodland.rules.cards import draw
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

KEY = "legendary_forge"
#: its card (ROOT-146): the items it takes from the supply by its clearing's suit
FORGE_ITEMS: dict[str, tuple[str, ...]] = {
    "fox": ("sword", "sword", "crossbow", "hammer"),
    "mouse": ("bag", "bag", "tea", "tea"),
    "rabbit": ("boots", "boots", "coins", "coins"),
}


def forge_items(g: "Game") -> tuple[str, ...]:
    """The items still on the Forge's card."""
    return tuple(g.landmark_cards.get(KEY, ()))


class ForgeCrafting(Ability):
    """The Legendary Forge: its items, for crafters with a faction piece in its clearing."""

    rule = "L"
    precedence = FROM_LANDMARK

    def __init__(self, c: int) -> None:
        super().__init__()
        self.c = c

    def offers_item(self, g: "Game", seat: int, item: str) -> bool:
        return item in forge_items(g) and has_pieces(g, seat, self.c)

    def takes_crafted_item(self, g: "Game", seat: int, item: str) -> bool:
        if not self.offers_item(g, seat, item):
            return False
        items = list(forge_items(g))
        items.remove(item)
        g.landmark_cards[KEY] = tuple(items)
        score(g, seat, 1)  # its card: an extra point, whatever 7.2.3 / 14.2.3 do to the listed ones
        draw(g, seat, 1)  # its card (the transcription): and a card (R369)
        return True

    def why_no_item(self, g: "Game", seat: int, item: str) -> tuple[str, str] | None:
        if item in forge_items(g) and not has_pieces(g, seat, self.c):
            return (f"no {item} is left in the item supply, and the Legendary Forge's {item} can be crafted only "
                    f"with a faction piece of yours in its clearing ({self.c + 1})"), "L"
        return None

    def __repr__(self) -> str:
        return f"<ForgeCrafting clearing {self.c + 1}>"


class LegendaryForge(Landmark):
    key = KEY
    title = "the Legendary Forge"
    mark = "Forge"
    colour = "#9c3b1b"  # on the browser's map
    summary = "its items are crafted only with a piece of yours there, for 1 more VP and a card"
    rule = "L"
    setup_rule = "A.5.3"

    def setup_clearings(self, g: "Game") -> list[int]:
        return [c for c in range(g.map.board_n) if g.suits[c] in FORGE_ITEMS and landmark_free(g, c)]

    def set_up(self, g: "Game", c: int) -> None:
        # its card: the items of its clearing's suit leave the supply for the card
        taken: list[str] = []
        for item in FORGE_ITEMS.get(g.suits[c], ()):
            if g.items.get(item, 0) > 0:
                g.items[item] -= 1
                taken.append(item)
        g.landmark_cards[KEY] = tuple(taken)

    def cards_from_json(self, g: "Game", v: list[Any], field: str) -> tuple[Any, ...]:
        from woodland.core.cards import ITEMS

        for i, it in enumerate(v):
            if it not in ITEMS:
                raise BadInput(f"{field}[{i}]", f"unknown item {it!r} (items: {', '.join(ITEMS)})")
        return tuple(v)

    def public_cards(self, g: "Game") -> Any:
        return list(forge_items(g))

    def card_words(self, seen: Any) -> str:
        return ", ".join(seen or ()) or "no items left"

    def items_held(self, g: "Game") -> tuple[str, ...]:
        return forge_items(g)

    def abilities(self, g: "Game", c: int) -> list[Ability]:
        return [ForgeCrafting(c)]
