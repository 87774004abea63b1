"""What the browser client shows in words and colours, from the faction registry and the
factions' own words (the same ones the terminal uses): nothing here names a faction."""

from __future__ import annotations

from typing import Any

from rich.color import Color, ColorParseError

from woodland.bots import BOTS
from woodland.cli.render import faction_words, fstyle, hirelings_line, landmark_words, title
from woodland.core.actions import parse_action
from woodland.core.cards import available_decks
from woodland.core.errors import WoodlandError
from woodland.core.faction import FACTIONS
from woodland.core.kinds import ACTIONS, CLEARING, REST
from woodland.core.maps import available_maps
from woodland.server.boards import picture


def css_colour(style: str) -> str:
    """A terminal colour name (rich) as a CSS colour; grey when unknown."""
    try:
        r, g, b = Color.parse(style.split()[-1]).get_truecolor()
    except (ColorParseError, IndexError):
        return "#888888"
    return f"#{r:02x}{g:02x}{b:02x}"


def meta() -> dict[str, Any]:
    return {"factions": [{"key": k, "title": title(k), "colour": css_colour(fstyle(k))} for k in sorted(FACTIONS)],
            "maps": available_maps(), "decks": available_decks(), "bots": sorted(BOTS)}


def option_clearings(text: str) -> list[int]:
    """The clearing numbers an option names, by the declared types of its action's
    arguments (core/kinds.py): ``battle 5 eyrie`` names 5; ``dismiss 1`` and ``skunks 2``
    name none (counts). An option that does not parse names none."""
    try:
        a = parse_action(text)
    except WoodlandError:
        return []
    kind = ACTIONS.get(a.kind)
    if kind is None:
        return []
    n = len(a.args)
    shapes = [sh for sh in kind.shapes if len(sh) == n or (sh and sh[-1] == REST and len(sh) - 1 <= n)]
    return [x for i, x in enumerate(a.args)
            if isinstance(x, int) and any(i < len(sh) and sh[i] == CLEARING for sh in shapes)]


def add_words(view: dict[str, Any]) -> dict[str, Any]:
    """Each player's board told in words (``summary``, ``subtitle``), as the terminal says it,
    and drawn (``picture``: the parts the client draws, woodland/server/boards.py); each
    landmark's tooltip (``landmark_words``: key -> words, as the terminal's legend says it)."""
    for p in view["players"]:
        w = faction_words(p["faction"])
        p["title"] = title(p["faction"])
        p["summary"] = w.summary(p["board"], view)
        p["subtitle"] = w.subtitle(p["board"])
        p["picture"] = picture(p["faction"], p["board"])
        p["clearing_notes"] = {str(n): notes for n, notes in w.clearing_notes(p["board"] or {}).items()}
    pending = view.get("pending")
    if pending and pending.get("options") is not None:  # what the map may offer to click
        pending["option_clearings"] = [option_clearings(o) for o in pending["options"]]
    if view.get("hirelings"):  # appendix H: the cards, as the terminal's "Hirelings:" line says them
        view["hirelings_words"] = hirelings_line(view["hirelings"])
    if view.get("landmarks"):  # appendix L: from the landmarks themselves (their title, summary, rule)
        view["landmark_words"] = {k: landmark_words(k, view) for k in view["landmarks"]}
    return view
