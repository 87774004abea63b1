"""Helpers for tests and examples: scripted dice, short ways to build a position and act on a
game, and its pieces, hands and options read back."""

from __future__ import annotations

from typing import Any

from woodland.core.actions import A
from woodland.core.game import Game
from woodland.core.rng import ScriptedRng
from woodland.position import build


def position(spec: dict[str, Any], dice: list[int] | None = None, strict: bool = True) -> Game:
    """Build a position; with ``dice``, the game's next random draws are those values.
    ``strict=False`` allows situations the Law makes impossible (see position.build)."""
    g = build(spec, advance=False, strict=strict)
    if dice is not None:
        g.rng = ScriptedRng(dice, g.rng.state)
    g._advance()
    from woodland.position import play_actions

    play_actions(g, spec.get("play", []))
    return g


def turn(player: str, phase: str) -> dict[str, str]:
    """The ``turn`` of a position spec: ``player``'s ``phase``."""
    return {"player": player, "phase": phase}


def spec_with(factions: list[str], *, player: str | None = None, phase: str = "daylight",
              empty_hands: bool = False, **spec: Any) -> dict[str, Any]:
    """A position spec (docs/position-format.md) for ``factions``, seated in that order. With
    ``player`` the game is in that player's ``phase``; with ``empty_hands`` every hand that
    ``hands`` does not give is empty. The other keys are copied as they are."""
    out: dict[str, Any] = {"factions": list(factions)}
    if player is not None:
        out["turn"] = turn(player, phase)
    out.update(spec)
    if empty_hands:
        out["hands"] = {**{k: [] for k in factions}, **(spec.get("hands") or {})}
    return out


def game_with(factions: list[str], *, dice: list[int] | None = None, strict: bool = True, player: str | None = None,
              phase: str = "daylight", empty_hands: bool = False, **spec: Any) -> Game:
    """The position :func:`spec_with` describes, built by :func:`position` (``dice``, ``strict``)."""
    return position(spec_with(factions, player=player, phase=phase, empty_hands=empty_hands, **spec),
                    dice=dice, strict=strict)


def options(g: Game) -> list[str]:
    """The legal actions as text."""
    return [str(a) for a in g.legal_actions()]


def option_set(g: Game) -> set[str]:
    """The legal actions as a set of texts (for assertions that ignore their order)."""
    return set(options(g))


def action_text(kind: str, *args: Any) -> str:
    """The text of an action, quoted as the engine prints it: ``action_text("craft", "Sappers")``."""
    return str(A(kind, *args))


def labels(g: Game, cids: list[int]) -> list[str]:
    """The labels of cards ``cids``, sorted."""
    return sorted(g.deckdef.cards[c].label for c in cids)


def play(g: Game, *actions: str) -> Game:
    """Apply actions given as text, in order."""
    for a in actions:
        g.apply(a)
    return g


# ----------------------------------------------------------------------------- reading a game
# Clearings are named by their printed number (1-12), as in a position file; seats by number.


def warriors_at(g: Game, clearing: int, seat: int) -> int:
    """The warriors of ``seat`` in the clearing printed ``clearing``."""
    return g.warriors[(clearing - 1) * g.n + seat]


def buildings_at(g: Game, clearing: int, seat: int) -> list[str]:
    """The kinds of ``seat``'s buildings in the clearing printed ``clearing``, sorted."""
    return sorted(k for s, k in g.buildings[clearing - 1] if s == seat)


def tokens_at(g: Game, clearing: int, seat: int) -> list[str]:
    """The kinds of ``seat``'s tokens in the clearing printed ``clearing``, sorted."""
    return sorted(k for s, k in g.tokens[clearing - 1] if s == seat)


def hand(g: Game, seat: int) -> list[str]:
    """The labels of the cards in ``seat``'s hand, sorted."""
    return labels(g, g.factions[seat].hand)


def discard(g: Game) -> list[str]:
    """The labels of the cards in the discard pile, sorted."""
    return labels(g, g.discard)


def discard_pile(g: Game) -> list[str]:
    """The labels of the cards in the discard pile in pile order (the last one is on top)."""
    return [g.deckdef.cards[c].label for c in g.discard]


def asked(g: Game) -> tuple[int, str]:
    """Who is asked what: the seat and kind of the pending decision."""
    assert g.pending is not None, "no decision is pending"
    return g.pending.seat, g.pending.kind


def asked_with_options(g: Game) -> tuple[int, str, set[str]]:
    """The seat and kind of the pending decision, with its options as a set of texts."""
    return (*asked(g), option_set(g))


def options_starting(g: Game, prefix: str) -> set[str]:
    """The legal actions (as texts) that start with ``prefix``."""
    return {o for o in options(g) if o.startswith(prefix)}


def options_of_kind(g: Game, kind: str) -> set[str]:
    """The legal actions (as texts) of action kind ``kind``."""
    return {str(a) for a in g.legal_actions() if a.kind == kind}


def no_ambush(g: Game) -> None:
    """The defender holds cards but no ambush card: pass the ambush step (4.3.1) if asked."""
    if g.pending is not None and g.pending.kind == "ambush":
        assert options(g) == ["pass"]
        g.apply("pass")


def seat_wins(faction: str, factions: list[str], bot: str, seeds: Any, map_: str = "autumn",
              finished: bool = False) -> int:
    """How many of the games played on ``seeds`` (Autumn by default) the seat of ``faction``
    wins with the bot ``bot``, every other seat a random bot. A game stopped at the turn cap
    has no winner; with ``finished`` every game must end."""
    from woodland.sim import play_game

    won = 0
    for seed in seeds:
        bots = [bot if k == faction else "random" for k in factions]
        rec = play_game({"map": map_, "factions": factions}, seed, bots)
        assert not finished or rec["result"] is not None, f"{factions} seed {seed} did not end"
        won += faction in (rec["result"] or {}).get("winners", [])
    return won
