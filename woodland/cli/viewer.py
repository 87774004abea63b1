"""``woodland replay --step`` and ``--at N``: the board of a recorded game after each action.

The record is replayed once (checking its hashes, as ``woodland replay`` does) and the
public view after every action is kept, so stepping back is instant. The board is drawn
with the same tables as ``woodland play`` (cli/render.py), as a spectator sees it: no hand
and nothing else hidden is shown (1.2).
"""

from __future__ import annotations

from typing import Any, Callable

from rich.console import Console, Group
from rich.text import Text

from woodland.cli import render
from woodland.core.errors import BadInput, printable
from woodland.core.game import Game
from woodland.core.record import replay

#: the seat of a spectator: the view of no player, so only public information (1.2)
SPECTATOR = -1


def public_view(g: Game) -> dict[str, Any]:
    return dict(g.view(SPECTATOR), faction=None)


class Steps:
    """The views of a replayed record: ``views[i]`` after action ``i`` (0: the start)."""

    def __init__(self, rec: Any) -> None:
        self.actions: list[str] = list(rec.get("actions", [])) if isinstance(rec, dict) else []
        self.actors: list[str] = []
        self.views: list[dict[str, Any]] = []
        g = replay(rec, on_step=self._keep)
        self.game = g
        start = Game.new(g.setup, g.seed)
        self.views.insert(0, public_view(start))

    def _keep(self, i: int, g: Game) -> None:
        self.views.append(public_view(g))

    def actor(self, i: int) -> str:
        """Who took action ``i`` (1-based): who was deciding just before it."""
        pend = self.views[i - 1]["pending"]
        return pend["faction"] if pend else "?"

    def board(self, i: int) -> Group:
        v = self.views[i]
        g = self.game
        n = len(self.actions)
        if i == 0:
            what = f"the start (before action 1 of {n})"
        else:
            what = f"after action {i} of {n}: {self.actor(i)}: {printable(self.actions[i - 1])}"
        parts: list[Any] = [Text(what, style="bold cyan"), render.header(v), render.clearing_table(v, g.map),
                            Text(render.legend(v, g.map), style="dim")]
        parts += [Text(line) for line in render.forest_lines(v, g.map)]
        parts.append(render.players_table(v))
        parts += render.public_hands(v, g.deckdef)
        if v["result"] is not None:
            res = v["result"]
            parts.append(Text(f"{' and '.join(res['winners'])} won ({res['reason']})", style="bold green"))
        return Group(*parts)


HELP = "Enter: next · b: back · a number: jump to that action · q: quit"


def view_record(rec: Any, at: int | None = None, console: Console | None = None,
                ask: Callable[[str], str] | None = None) -> int:
    """Show the board after action ``at`` and return, or (``at`` None) step through the
    game interactively reading commands from ``ask``. Returns an exit status."""
    console = console or Console()
    steps = Steps(rec)
    n = len(steps.actions)
    if at is not None:
        if at > n:
            raise BadInput("--at", f"the game has {n} actions: choose 0 to {n}")
        render.print_screen(console, steps.board(at))
        return 0
    ask = ask or (lambda prompt: console.input(prompt, markup=False))
    i = 0
    render.print_screen(console, steps.board(i))
    while True:
        try:
            cmd = ask(f"[{i}/{n}] {HELP} > ").strip().lower()
        except (EOFError, KeyboardInterrupt):
            return 0
        nxt = _next(cmd, i, n)
        if nxt is None:
            return 0
        if isinstance(nxt, str):
            console.print(Text(nxt, style="yellow"))
            continue
        i = nxt
        render.print_screen(console, steps.board(i))


def _next(cmd: str, i: int, n: int) -> int | str | None:
    """The action to show after ``cmd`` at ``i`` of ``n``; a message; None to quit."""
    if cmd in ("q", "quit", "exit"):
        return None
    if cmd in ("", "n", "next"):
        return i + 1 if i < n else "this is the end of the game (b: back, a number: jump, q: quit)"
    if cmd in ("b", "back"):
        return i - 1 if i > 0 else "this is the start of the game"
    if cmd.isdigit():
        k = int(cmd)
        return k if k <= n else f"the game has {n} actions: choose 0 to {n}"
    return f"unknown command {printable(cmd)!r}: {HELP}"
