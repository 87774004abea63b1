"""What the browser client shows in words and colours, from the faction registry and the
factions' own words (the same ones the terminal uses): nothing here names a faction."""

from __future__ import annotations

from typing import Any

from rich.color import Color, ColorParseError

from woodland.bots import BOTS
from woodland.cli.render import faction_words, fstyle, hirelings_line, landmark_mark, landmark_words, title
from woodland.core.actions import parse_action
from woodland.core.cards import Deck, available_decks
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


def landmark_looks(key: str) -> dict[str, str]:
    """How the browser draws a landmark (appendix L), from the landmark itself: its short
    name (``mark``, as the terminal's map writes it), its title, its suit and its colour
    (``Landmark.colour``; '' for its suit's colour). A landmark not registered: its key."""
    from woodland.core.landmark import LANDMARKS

    lm = LANDMARKS.get(key)
    if lm is None:
        return {"mark": key, "title": key, "suit": "", "colour": ""}
    return {"mark": landmark_mark(key).strip()[1:-1], "title": lm.title, "suit": lm.suit, "colour": lm.colour}


def card_suit(deck: Deck, label: str) -> str:
    """The suit of the card named ``label`` in ``deck`` (its data, 2.1), or '' if no card of
    the deck has that name."""
    t = deck.by_label.get(str(label).lower())
    return deck.types[t].suit if t is not None else ""


def add_words(view: dict[str, Any], deck: Deck | None = None) -> dict[str, Any]:
    """Each player's board told in words (``summary``, ``subtitle``), as the terminal says it,
    and drawn (``picture``: the parts the client draws, woodland/server/boards.py); each
    landmark's tooltip (``landmark_words``: key -> words, as the terminal's legend says it)
    and looks (``landmark_looks``: key -> its short name, title, suit and colour).
    With the game's ``deck``, each hand the view shows (the seat's own; a public one, 11.2.3)
    gets ``hand_suits``, the suit of each of its cards from the card data: only for cards the
    view already names, so it tells nothing hidden (1.2)."""
    for p in view["players"]:
        if deck is not None and isinstance(p.get("hand"), list):
            p["hand_suits"] = [card_suit(deck, c) for c in p["hand"]]
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
        view["landmark_looks"] = {k: landmark_looks(k) for k in view["landmarks"]}
    return view
