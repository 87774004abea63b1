"""The Corvids' board in words for the terminal (ch. 13)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.factions import FactionWords
from woodland.factions.corvid import Exposed, Flipped

if TYPE_CHECKING:
    from woodland.core.game import Game


class Words(FactionWords):
    tells = frozenset({"plot_flipped", "exposed"})

    def tell(self, g: Game, ev: tuple[Any, ...]) -> list[str]:
        """A plot flipped (13.4.2: its type shows once face up) and an Exposure (13.2.4: the
        guess and its answer are public)."""
        if isinstance(ev, Flipped):
            return [f"{g.faction_key(ev.seat)} flips the plot in {ev.clearing + 1}: a {ev.plot}"]
        if isinstance(ev, Exposed):
            return [f"{g.faction_key(ev.seat)} guesses a {ev.guess} in {ev.clearing + 1}: "
                    + ("right, the plot is removed" if ev.right else
                       f"wrong, {g.faction_key(ev.corvid)} takes the card shown (Law 13.2.4)")]
        return []

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Plots in supply and face up, the cost of the next plot, what Exposures ruled out."""
        b = board
        parts = [f"plots in supply {b.get('plots_in_supply', '?')}", f"face up {b.get('face_up_plots', 0)}",
                 f"next plot costs {1 + b.get('plots_placed_this_turn', 0)} warrior(s)"]
        mine = next((p.get("plots_in_supply_by_type") for p in (view or {}).get("players", [])
                     if p.get("board") is board), None)
        if mine:  # 13.2.2.I: only the Corvids know their supply
            parts[0] += " (" + ", ".join(f"{t} {n}" for t, n in mine.items()) + ")"
        for c, ts in (b.get("exposed_not") or {}).items():
            parts.append(f"the plot in {c} is no {' or '.join(ts)}")
        return "; ".join(parts)

    def gloss(self, kind: str, args: list[str]) -> str:
        if kind == "plot" and len(args) == 2:
            return f"a face-down {args[1]} in {args[0]}"
        if kind == "trick" and len(args) == 2:
            return f"swap the plots in {args[0]} and {args[1]}"
        return ""

    def gloss_any(self, kind: str, args: list[str]) -> str:
        if kind == "expose" and len(args) >= 2:
            return f"Exposure: guesses the plot in {args[0]} is a {args[1]}"
        return ""

    def secret_text(self, kind: str, args: list[str]) -> str | None:
        """13.2.2.I: a plot is placed face down: the others read only where."""
        if kind == "plot" and args:
            return f"plot {args[0]}"
        return None
