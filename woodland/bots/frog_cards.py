"""How the heuristic bots use the Lilypad Diaspora's frog cards (woodland/cards/frogs.py,
16.2.2), as woodland/bots/squires_cards.py does for that deck: ``effect_value`` rates the
``use "Card" ...`` options, ``CHOOSERS`` answers the decisions the cards ask. Companions asks
nothing: its owner's frog cards are simply among the options wherever a card is spent or
revealed (R459), and the bots weigh them there as any card."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from woodland.core.actions import Action

if TYPE_CHECKING:
    from woodland.bots.heuristic_common import Info


def advocates_points(info: "Info", suit: str) -> int:
    """Advocates: the Peaceful enclaves (on any player's public board) in clearings of
    ``suit`` we rule."""
    peaceful = [c for p in info.players.values() for c in (p.get("board") or {}).get("peaceful", [])]
    return sum(1 for c in peaceful if info.ruler[c - 1] == info.me and info.suit[c - 1] == suit)


def effect_value(st: Any, info: "Info", a: Action) -> float | None:
    """Worth of ``use "Card" ...`` for a frog card (None: not one of them)."""
    name = str(a.args[0])
    if name.endswith(" Laborers"):  # craft with the Diaspora's enclaves
        return 0.5
    if name == "Advocates":  # used perforce: the suit scoring most
        return float(advocates_points(info, str(a.args[1])))
    return None


def choose_laborers_craft(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Laborers: the same rule as crafting with the River Roamers' lilypads."""
    from woodland.bots.hirelings import choose_lilypad_craft

    return choose_lilypad_craft(info, actions)


CHOOSERS: dict[str, Callable[[Any, "Info", Sequence[Action]], Action | None]] = {
    "laborers_craft": choose_laborers_craft,
}
