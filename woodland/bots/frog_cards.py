"""How the heuristic bots use the Lilypad Diaspora's frog cards (woodland/cards/frogs.py,
16.2.2), as woodland/bots/squires_cards.py does for that deck: ``effect_value`` rates the
``use "Card" ...`` options, ``CHOOSERS`` answers the decisions the cards ask,
``craft_value`` rates crafting them (asked by woodland/bots/crafting.py). Companions asks
nothing: its owner's frog cards are simply among the options wherever a card is spent or
revealed (R459), and the bots weigh them there as any card.

The Diaspora's own pieces make some cards good for it and not for the others (Militias,
Settlers: its enclaves and warriors) or the other way round (Assimilationists removes its
enclave); the Diaspora is the player whose board shows Peaceful enclaves."""

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


def diaspora(info: "Info") -> str | None:
    """The Lilypad Diaspora's faction key (its board lists ``peaceful`` enclaves), if any."""
    return next((k for k, p in info.players.items() if "peaceful" in (p.get("board") or {})), None)


def peaceful(info: "Info") -> list[int]:
    """Clearings (0-based) with a Peaceful enclave."""
    return [c - 1 for p in info.players.values() for c in (p.get("board") or {}).get("peaceful", [])]


def craft_value(st: Any, info: "Info", card: Any) -> float | None:
    """Worth of crafting ``card`` if it is a frog card (None: not one of them)."""
    e = card.effect or ""
    if not e.startswith("frog_") and not e.endswith("_laborers"):
        return None
    frogs = diaspora(info)
    ours = frogs == info.me
    if e == "frog_militias":  # an enclave of the Diaspora's: theirs to use
        return 0.8 if ours else -1.0
    if e == "frog_settlers":  # a move of the Diaspora's warriors
        return 0.4 if ours else -1.0
    if e == "frog_agitators":  # a battle of the Diaspora's, where and against whom we choose
        if ours:
            return 0.5
        if frogs is None:
            return -1.0
        targets = any(info.w(frogs, c) and any(info.w(k, c) or info.pieces_of(k, c) for k in info.enemies()
                                               if k != frogs) for c in range(info.n))
        return 0.4 if targets else -1.0
    if e == "frog_assimilationists":  # removes a Peaceful enclave where we rule; we draw
        return 0.8 if not ours and any(info.ruler[c] == info.me for c in peaceful(info)) else -1.0
    if e == "frog_advocates":  # scored (once) at our next Birdsong
        best = max(advocates_points(info, s) for s in ("fox", "rabbit", "mouse"))
        return best - 0.2 if best else -1.0
    if e == "frog_stewards":  # the Pond's top card crafted for free
        return 0.5
    if e.endswith("_laborers"):  # crafting with the Diaspora's Peaceful enclaves of the suit
        suit = e.split("_")[0]
        n = sum(1 for c in peaceful(info) if info.suit[c] == suit)
        return min(0.8, 0.2 * n) if n else -1.0
    return -1.0


def choose_agitators(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Agitators: the Diaspora battle the faction whose pieces there are worth most to remove
    (the score leader first), never us if another target is offered."""
    def worth(a: Action) -> tuple[float, str]:
        c, k = int(a.args[0]) - 1, str(a.args[1])
        if k == info.me:
            return -9.0 - info.pieces_of(k, c), str(a)
        return info.pieces_of(k, c) + 0.3 * info.w(k, c) + (0.5 if k == info.leader() else 0.0), str(a)

    battles = [a for a in actions if a.kind == "battle" and len(a.args) >= 2]
    return max(battles, key=worth) if battles else None


def choose_militias(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Militias: the Militant enclave where the most enemy strength stands."""
    sites = [a for a in actions if a.kind == "militias"]
    return max(sites, key=lambda a: (info.enemy_strength(int(a.args[0]) - 1), -int(a.args[0]))) if sites else None


def choose_assimilate(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Assimilationists: the lowest-numbered Peaceful enclave offered."""
    sites = [a for a in actions if a.kind == "assimilate"]
    return min(sites, key=lambda a: int(a.args[0])) if sites else None


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
    "agitators": choose_agitators,
    "militias": choose_militias,
    "assimilationists": choose_assimilate,
}
