"""Text rendering of the board for the terminal client (``woodland play``).

Everything drawn here comes from ``game.view(seat)`` -- what that seat may know (1.2) --
plus the static, public facts of the components: the map (names, paths, forests), the
card list and the printed faction boards. Nothing reads the game's hidden state.
"""

from __future__ import annotations

import shlex
import sys
from functools import cache
from importlib import import_module
from importlib.util import find_spec
from typing import Any, Iterable, Sequence

from rich import box
from rich.console import Console, Group, JustifyMethod, RenderableType
from rich.measure import Measurement
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from woodland.core.cards import Deck
from woodland.core.faction import FACTIONS
from woodland.core.maps import Map
from woodland.factions import FactionWords

SUIT_STYLE = {"fox": "red", "rabbit": "yellow", "mouse": "orange3", "bird": "cyan", "frog": "green3"}
PHASE_TITLE = {"setup": "setup", "birdsong": "Birdsong", "daylight": "Daylight", "evening": "Evening"}

#: action kinds whose card goes somewhere face down (a Supporters stack, another hand):
#: other players see that it happened, not which card (8.2.3, 8.2.6, 8.5.2, 9.5.4)
SECRET_CARD_ACTIONS = {"mobilize": "adds a card to the Supporters stack",
                       "outrage": "adds a card to the Alliance's Supporters stack",
                       "give": "gives a card"}


def title(key: str) -> str:
    """The faction's name as printed (``Marquise de Cat``), from the registry."""
    cls = FACTIONS.get(key)
    return cls.title if cls is not None and cls.title else key


def fstyle(key: str) -> str:
    """The faction's colour on the screen (``style`` in its words.json)."""
    cls = FACTIONS.get(key)
    return str((cls.words() or {}).get("style", "")) if cls is not None else ""


@cache
def faction_words(key: str) -> FactionWords:
    """A faction's words for the screen: the ``Words`` of its package's ``words.py`` (found
    through the registry), or the generic words for a faction without one."""
    cls = FACTIONS.get(key)
    if cls is None:
        return FactionWords({})
    module = f"{cls.__module__}.words"
    package = sys.modules.get(cls.__module__)
    words: type[FactionWords] = FactionWords
    if hasattr(package, "__path__") and find_spec(module) is not None:  # a package with a words.py
        words = import_module(module).Words
    return words(cls.DATA)


def suit_text(suit: str) -> Text:
    return Text(suit, style=SUIT_STYLE.get(suit, ""))


def clearing_suit_text(cl: dict[str, Any]) -> Text:
    """A clearing's suit, or the suits abilities give it (the Lost City, enclaves 16.2.1)."""
    return styled("/".join(cl["suits"])) if cl.get("suits") else suit_text(cl["suit"])


def styled(s: str) -> Text:
    """``s`` with suit names in their colours and hostile/allied words marked."""
    t = Text(s)
    for suit, st in SUIT_STYLE.items():
        t.highlight_regex(rf"\b{suit}\b", st)
    t.highlight_words(["Hostile", "Hated"], "bold red")
    t.highlight_words(["Allied"], "bold green")
    return t


def is_vagabond(key: str) -> bool:
    """The Vagabond and the second Vagabond (9.7): a pawn in a forest, a character."""
    cls = FACTIONS.get(key)
    return cls is not None and cls.is_vagabond


# ----------------------------------------------------------------------------- cards
def card_info(deck: Deck, label: str) -> str:
    """One line about a card: suit, kind, crafting cost and what it gives."""
    try:
        c = deck.types[deck.type_of(label)]
    except Exception:  # an unknown label: show it as is
        return ""
    cost = "+".join(c.cost) if c.cost else ""
    if c.kind == "item":
        return f"{c.suit} · craft {cost} → {c.item} ({c.vp} VP)"
    if c.kind in ("persistent", "immediate"):
        return f"{c.suit} · craft {cost} → {c.text}"
    if c.kind == "ambush":
        where = "any" if c.suit == "bird" else "a " + c.suit
        return f"{c.suit} · ambush: when defending in {where} clearing, deal 2 hits first"
    if c.kind == "dominance":
        return f"{c.suit} · dominance: with 10+ points, activate to win by ruling clearings instead of points"
    return c.suit


# ----------------------------------------------------------------------------- the map
def piece_name(kind: str, suit: str = "") -> str:
    """A building or token by its name; a garden (10.5.1) or trade post (11.5.6) whose
    printed suit differs from the clearing's (a clearing whose suit changed, 10.2.1) names it."""
    if kind.startswith("base_"):
        return "base"
    for prefix, name in (("garden_", "garden"), ("trade_post_", "post")):
        if kind.startswith(prefix):
            printed = kind[len(prefix):]
            return name if printed == suit or not suit else f"{name}({printed})"
    return kind


def _pieces(cl: dict[str, Any], key: str) -> str:
    """What ``key`` has in clearing ``cl``: warriors as ``Nw``, then buildings and tokens."""
    parts: list[str] = []
    w = cl["warriors"].get(key, 0)
    if w:
        parts.append(f"{w}w")
    if key in cl.get("pawns", ()):
        parts.append("pawn")
    counts: dict[str, int] = {}
    for owner, kind in list(cl["buildings"]) + list(cl["tokens"]):
        if owner == key:
            nm = piece_name(kind, cl.get("suit", ""))
            counts[nm] = counts.get(nm, 0) + 1
    for nm, k in counts.items():
        parts.append(nm if k == 1 else f"{nm}×{k}")
    return " ".join(parts)


def _scorched(view: dict[str, Any]) -> dict[int, str]:
    """Clearings holding a Scoundrel's Scorched Earth torch (V.6.2), with its owner."""
    out: dict[int, str] = {}
    for p in view["players"]:
        for n in (p.get("board") or {}).get("scorched") or ():
            out[int(n)] = p["faction"]
    return out


def _words_at_table(view: dict[str, Any]) -> list[FactionWords]:
    return [faction_words(p["faction"]) for p in view["players"]]


def _hirelings_on_map(view: dict[str, Any]) -> list[tuple[str, str]]:
    """(key, title) of each hireling card with pieces on the map (appendix H)."""
    cards = (view.get("hirelings") or {}).get("cards") or ()
    on_map = {k for cl in view["clearings"] for k in cl["warriors"]}
    on_map |= {o for cl in view["clearings"] for o, _k in cl["buildings"] + cl["tokens"]}
    on_map |= {k for cl in view["clearings"] for k in cl.get("pawns", ())}  # the Protector's, the Flotilla's
    return [(c["key"], c["title"]) for c in cards if c["key"] in on_map]


def clearing_table(view: dict[str, Any], gmap: Map) -> Table:
    """Every clearing: number, name, suit, free slots, each faction's pieces, ruins, paths
    (and rivers, with a faction at the table that moves along them: the Riverfolk, 11.2.2)."""
    me = view["faction"]
    keys = [p["faction"] for p in view["players"]]
    ruined_items = set(view.get("ruins_with_items", ()))
    scorched = _scorched(view)
    rivers = any(w.rivers for w in _words_at_table(view)) and any(gmap.river_adj)
    marks = map_marks(view, gmap)
    closed = view.get("closed_paths", [])
    t = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, title="The Woodland", title_justify="left")
    t.add_column("#", justify="right")
    t.add_column("clearing")
    t.add_column("suit")
    t.add_column("free", justify="center")
    for k in keys:  # on a narrow screen a faction's name folds, never loses its end (vagabond2)
        t.add_column(Text(k + (" (you)" if k == me else ""), overflow="fold"), style=fstyle(k),
                     header_style="bold " + fstyle(k))
    hired = _hirelings_on_map(view)
    if hired:  # appendix H: the hirelings' own pieces
        t.add_column("hirelings")
    t.add_column("ruin")
    t.add_column("paths to")
    if rivers:
        t.add_column("river to", style="blue")
    notes = {p["faction"]: faction_words(p["faction"]).clearing_notes(p.get("board") or {})
             for p in view["players"]}
    for cl in view["clearings"]:
        c = cl["number"] - 1
        nb = len(cl["buildings"])
        ruin = ""
        if any(o == "ruin" for o, _ in cl["buildings"]):
            ruin = "ruin+items" if cl["number"] in ruined_items else "ruin"
        row: list[RenderableType] = [str(cl["number"]), cl["name"] + marks.get(cl["number"], ""),
                                     clearing_suit_text(cl), f"{cl['slots'] - nb}/{cl['slots']}"]
        for k in keys:
            cell = _pieces(cl, k)
            if notes.get(k, {}).get(cl["number"]):  # a captain among the warriors (18.2.4)
                cell = (cell + " " + " ".join(notes[k][cl["number"]])).strip()
            if scorched.get(cl["number"]) == k:
                cell = (cell + " scorched").strip()
            row.append(cell or "·")
        if hired:
            row.append(", ".join(f"{title} {_pieces(cl, k)}" for k, title in hired if _pieces(cl, k)) or "·")
        shut = [str(b) for pair in closed for b in pair if c + 1 in pair and b != c + 1]
        row += [ruin, " ".join(str(a + 1) for a in gmap.adj[c]) + (f" (closed: {' '.join(shut)})" if shut else "")]
        if rivers:
            row.append(" ".join(str(a + 1) for a in gmap.river_adj[c]) or "·")
        t.add_row(*row)
    return t


#: what the clearing table writes after a clearing's name: the lake's shore (M.3.3), landmarks
LAKE_MARK = " ~lake"


def landmark_mark(key: str) -> str:
    """A landmark's mark after its clearing's name (` [Forge]`): its ``mark``, else its title
    without "the" (appendix L)."""
    from woodland.core.landmark import LANDMARKS

    lm = LANDMARKS.get(key)
    name = (lm.mark or lm.title.removeprefix("the ")) if lm is not None else key
    return f" [{name}]"


def map_marks(view: dict[str, Any], gmap: Map) -> dict[int, str]:
    """Clearing number -> the marks after its name: coastal (M.3.3), a landmark (appendix L)."""
    out: dict[int, str] = {c + 1: LAKE_MARK for c in gmap.coastal}
    for key, number in view.get("landmarks", {}).items():
        out[number] = out.get(number, "") + landmark_mark(key)
    return out


def landmark_words(key: str, view: dict[str, Any]) -> str:
    """A landmark in words, as ``view``'s seat may read it (appendix L): its title, what lies on
    its card (``card_words``), what it does (``summary``) and its rule, then the cards the seat
    placed by it (its ``known``: the Black Market's). The terminal's legend and the browser's
    tooltip (server/words.py) both say this, so a new landmark needs no words here nor in JS."""
    from woodland.core.landmark import LANDMARKS

    lm = LANDMARKS.get(key)
    if lm is None:
        return key
    held = lm.card_words(view.get("landmark_cards", {}).get(key))
    s = lm.title + (f" ({held})" if held else "") + (f": {lm.summary}" if lm.summary else "") + f" ({lm.rule})"
    seat = view.get("seat")
    me = view["players"][seat] if isinstance(seat, int) and 0 <= seat < len(view.get("players", [])) else {}
    placed = me.get("known", {}).get(key)
    if placed:
        s += f"; you placed there: {', '.join(placed)}"
    return s


def landmark_legend(view: dict[str, Any]) -> str:
    """The key to the landmarks' marks (appendix L), each with what lies on its card."""
    return "".join(f" ·{landmark_mark(key)} = {landmark_words(key, view)}" for key in view.get("landmarks", {}))


def map_features(gmap: Map) -> str:
    """What the map's drawing shows besides clearings and paths and the table cannot: the
    Gorge's dam and bridge (M.6.1, M.6.2), by the clearings of their paths."""
    def path(names: Sequence[str]) -> str:
        return "–".join(f"{n} {gmap.index(n) + 1}" for n in names)

    s = ""
    dam = gmap.data.get("dam")
    if dam:
        s += f" · the dam ({path(dam)}) separates the forests under it (M.6.1)"
    for bridge in gmap.data.get("bridges") or ():
        s += f" · the bridge ({path(bridge)}) does not separate the forests under it (M.6.2)"
    return s


def legend(view: dict[str, Any], gmap: Map | None = None) -> str:
    """The key to the map table's abbreviations (with ``gmap``, its coastal clearings' and
    the map's features too)."""
    s = "Nw = N warriors · free = open building slots · paths to = adjacent clearings"
    if gmap is not None:
        s += map_features(gmap)
    for extra in dict.fromkeys(w.legend for w in _words_at_table(view) if w.legend):
        s += " · " + extra
    if _scorched(view):
        s += " · scorched = Scorched Earth torch: nothing may be placed or moved there (V.6.2)"
    if gmap is not None and gmap.coastal:  # the mark map_marks gives them
        s += " · ~lake = coastal: on the lake's shore (M.3.3)"
    s += landmark_legend(view)
    if view.get("closed_paths"):
        s += (" · (closed: N) = a closed path: not adjacent; in Daylight, 'open A B' and a card remove it"
              " for 1 VP, with your pieces at either end (M.4.2, M.4.3)")
    if view.get("flooded"):
        s += (f" · flooded: {', '.join(view['flooded'])} — no longer clearings; the clearings their paths"
              " lead to are adjacent (M.5.2)")
    return s


def forest_around(gmap: Map, label: Any) -> str | None:
    """The clearings around forest ``F3`` (``1, 9, 10, 12``); None if ``label`` names no forest."""
    t = str(label)
    if t[:1].upper() != "F" or not t[1:].isdigit() or not 1 <= int(t[1:]) <= len(gmap.forests):
        return None
    return ", ".join(str(c + 1) for c in gmap.forests[int(t[1:]) - 1])


def forest_lines(view: dict[str, Any], gmap: Map) -> list[str]:
    out = []
    for p in view["players"]:
        b = p.get("board") or {}
        f = b.get("forest")
        if is_vagabond(p["faction"]) and f:
            around = forest_around(gmap, f) or "?"
            out.append(f"The {title(p['faction'])} is in forest {f} (between clearings {around}).")
    # what a faction board lists in a forest (its ``forests``: relics, captains, Skunks...)
    here: dict[str, list[str]] = {}
    for p in view["players"]:
        for f, words in ((p.get("board") or {}).get("forests") or {}).items():
            if words:
                here.setdefault(f, []).append(f"{title(p['faction'])}: {', '.join(words)}")
    for f in sorted(here, key=lambda x: int(x[1:]) if x[1:].isdigit() else 0):
        out.append(f"In forest {f} (between clearings {forest_around(gmap, f) or '?'}): {'; '.join(here[f])}.")
    return out


def forest_legend(options: Iterable[Any], gmap: Map) -> str:
    """Where the forests named by a menu's options lie: ``Forests: F2 between clearings 1, 9, 10, 12``."""
    seen: dict[str, str] = {}
    for o in options:
        for x in o.args:
            around = forest_around(gmap, x)
            if around:
                seen.setdefault(str(x).upper(), around)
    return ("Forests: " + "; ".join(f"{f} between clearings {a}" for f, a in seen.items())) if seen else ""


# ----------------------------------------------------------------------------- faction boards
def board_summary(p: dict[str, Any], view: dict[str, Any] | None = None) -> str:
    """The public faction board of one player, in a line or two (``view``: the table,
    for facts that depend on the other players), in its faction's words."""
    return faction_words(p["faction"]).summary(p.get("board") or {}, view)


def character_title(p: dict[str, Any]) -> str:
    """What is printed beside a faction's name: a Vagabond's character (Appendix V:
    ``Vagrant``), '' for the others."""
    return faction_words(p["faction"]).subtitle(p.get("board") or {})


def board_words(key: str) -> dict[str, Any] | None:
    """What a faction's board means, in words (its package's ``words.json``: ``about`` and
    the ``board`` parts, each with its rule of the Law); None for a faction without them."""
    return FACTIONS[key].words() if key in FACTIONS else None


def faction_cards() -> dict[str, str]:
    """The factions' own cards that are not in the shared deck (leaders, characters,
    quests), by name, with what each does (the ``cards`` of each faction's words.json and
    the cards its words.py tells)."""
    out: dict[str, str] = {}
    for key in FACTIONS:
        out.update(faction_words(key).card_texts())
        for c in (board_words(key) or {}).get("cards", []):
            out[c["name"]] = f"{c['text']} (Law {c['rule']})"
    return out


def _public_hand(p: dict[str, Any], viewer: int) -> bool:
    """Another player's hand is in the view only when it is public (11.2.3)."""
    return p["seat"] != viewer and "hand" in p


def players_table(view: dict[str, Any]) -> Table:
    cur = view.get("current")
    if view.get("phase") == "setup" and view.get("pending"):  # no turn yet: who sets up now
        cur = view["pending"]["faction"]
    t = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, title="Players (clockwise; ▶ = whose turn)",
              title_justify="left")
    columns: tuple[tuple[str, JustifyMethod], ...] = (
        ("", "left"), ("faction", "left"), ("score", "right"), ("hand", "right"),
        ("supply", "right"), ("crafted", "left"), ("faction board", "left"))
    for col, j in columns:
        t.add_column(col, justify=j)
    t.columns[-1].ratio = 1
    t.columns[2].max_width = 12  # an active dominance card wraps (3.3)
    t.columns[5].max_width = 24
    for p in view["players"]:
        k = p["faction"]
        score = str(p["score"]) if not p.get("dominance") else f"{p['dominance']} (active)"
        crafted = ", ".join(list(p.get("crafted_items", [])) + list(p.get("play_area", []))) or "—"
        mine = p["seat"] == view["seat"]
        hand = str(p["hand_count"])
        if "hand" in p and not mine:
            hand += " (public)"
        if mine:
            board: RenderableType = Text("(yours: below)")
        else:
            summary = board_summary(p, view)
            if p.get("shown") and "hand" not in p:  # cards in that hand everyone saw (e.g. 10.6.1, 6.x dominance)
                summary += "; known in hand: " + ", ".join(p["shown"])
            board = styled(summary)
        name = Text(k + (" (you)" if mine else ""), style=fstyle(k))
        ch = character_title(p)
        if ch:
            name.append(f" · {ch}", style="italic " + fstyle(k))
        t.add_row("▶" if k == cur else "", name, score, hand, f"{p['warriors_in_supply']}w", crafted, board)
    return t


def hand_table(deck: Deck, labels: Sequence[str]) -> Table:
    """Cards, each with what it does; that text wraps (ratio: it takes the room left)."""
    t = Table(box=None, show_header=False, pad_edge=False)
    t.add_column("card", style="bold")
    t.add_column("about", ratio=1)
    for lb in labels:
        t.add_row(lb, card_info(deck, lb))
    return t


def public_hands(view: dict[str, Any], deck: Deck) -> list[Panel]:
    """Hands every player sees (the Riverfolk's, 11.2.3), with what each card does: a
    buyer of the Hand Card service chooses among them (11.2.7)."""
    out = []
    for p in view["players"]:
        if not _public_hand(p, view["seat"]):
            continue
        k = p["faction"]
        body: RenderableType = hand_table(deck, p["hand"]) if p["hand"] else Text("(empty)")
        n = len(p["hand"])
        out.append(Panel(body, title=f"{title(k)}'s hand — public (Law 11.2.3), {n} card{'s' if n != 1 else ''}",
                         title_align="left", border_style=fstyle(k), box=box.ROUNDED))
    return out


def own_panel(view: dict[str, Any], deck: Deck) -> Panel:
    me = next(p for p in view["players"] if p["seat"] == view["seat"])
    lines: list[RenderableType] = []
    hand = me.get("hand", [])
    t = hand_table(deck, hand)
    mine = FACTIONS.get(me["faction"])
    public = " — public: every player sees it (Law 11.2.3)" if mine is not None and mine.public_hand else ""
    lines.append(Text(f"Your hand ({len(hand)} card{'s' if len(hand) != 1 else ''}){public}", style="bold"))
    lines.append(t if hand else Text("  (empty)"))
    if me.get("secret"):
        lines.append(Text(f"Your supporters (face down, only you see them): {', '.join(me['secret'])}"))
    for k, cards in (me.get("seen") or {}).items():
        lines.append(Text(f"You have seen {k}'s hand: {', '.join(cards) or 'empty'}"))
    if me.get("shown") and not public:
        lines.append(Text(f"Cards in your hand everyone knows: {', '.join(me['shown'])}"))
    lines.append(styled("Your faction board: " + board_summary(me, view)))
    ch = character_title(me)
    return Panel(Group(*lines), title=f"{title(me['faction'])}{f' ({ch})' if ch else ''} — you", title_align="left",
                 border_style=fstyle(me["faction"]), box=box.ROUNDED)


# ----------------------------------------------------------------------------- the log
def _args(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError:  # an unbalanced quote: words as they are
        return text.split()


def gloss(key: str, text: str) -> str:
    """What an action does, in words, when its faction's words tell it (the actions of the
    Riverfolk box: ch. 10, ch. 11, Appendix V); '' for the others, whose texts read as they
    are. An action any player takes with another faction's services (11.2.7) or character
    (V.5.2) is told in that faction's words. Only public facts: the cards named are
    revealed (10.5), public (11.2.3) or taken from the discard pile (V.2.2)."""
    w = _args(text)
    if not w:
        return ""
    kind, a = w[0], w[1:]
    for other in FACTIONS:
        said = faction_words(other).gloss_any(kind, a)
        if said:
            return said
    return faction_words(key).gloss(kind, a)


def log_text(entry: Any, viewer: int) -> str:
    """One log entry as ``viewer`` may see it: cards that go face down stay hidden. An
    entry has ``seat``, ``key``, ``text``, ``turn``, ``details`` and ``auto`` (a phase the
    rules played alone)."""
    who = "you" if entry.seat == viewer else entry.key
    if entry.auto:
        head = f"{'your' if entry.seat == viewer else entry.key + chr(39) + 's'} {entry.text}"
    else:
        if getattr(entry, "masked", "") and entry.seat != viewer:  # it names something hidden (1.2)
            from dataclasses import replace

            entry = replace(entry, text=entry.masked)
        kind = entry.text.split(" ", 1)[0]
        # 1.2: the card names this viewer may not read (the log's narrator tells, from the
        # views; an entry without that knowledge hides the cards of the usual secret actions)
        redact = getattr(entry, "redact", None)
        hidden = redact.get(viewer) if redact is not None else entry.seat != viewer and kind in SECRET_CARD_ACTIONS
        if hidden and kind in SECRET_CARD_ACTIONS:
            head = f"{who}: {SECRET_CARD_ACTIONS[kind]}"
        elif hidden:
            head = f"{who}: {redacted(entry.text, entry.redact[viewer])}"
        else:
            head = f"{who}: {entry.text}"
            g = gloss(entry.key, entry.text)
            if g:
                head += f" ({g})"
    if entry.details:
        head += " — " + "; ".join(entry.details)
    return head


def redacted(text: str, names: Sequence[str]) -> str:
    """``text`` with each of the card ``names`` written ``<a card>``."""
    for nm in names:
        text = text.replace(f'"{nm}"', "<a card>").replace(nm, "<a card>")
    return text


def log_lines(entries: Sequence[Any], viewer: int) -> list[str]:
    """Log entries as ``viewer`` may see them, with the turn; a move and its count on one line."""
    out: list[str] = []
    prev: Any = None
    for e in entries:
        if (prev is not None and not e.auto and prev.seat == e.seat and prev.text.startswith("move ")
                and not prev.details and e.text.startswith("x") and e.text[1:].isdigit()):
            out[-1] = f"{turn_label(prev.turn)} · " + log_text(_merged(prev, e), viewer)
            prev = None
            continue
        out.append(f"{turn_label(e.turn)} · {log_text(e, viewer)}")
        prev = None if e.auto else e
    return out


def turn_label(turn: int) -> str:
    """A turn as people count it: the first is turn 1 (the engine's ``turn`` counts from 0);
    -1 is the setup (5.1)."""
    return "setup" if turn < 0 else f"turn {turn + 1}"


def _merged(move: Any, count: Any) -> Any:
    from dataclasses import replace

    return replace(count, text=f"{move.text} {count.text}")


def header(view: dict[str, Any]) -> Text:
    cur = view.get("current") or "?"
    if view.get("phase") == "setup" and view.get("pending"):  # no turn yet: who sets up now
        cur = view["pending"].get("faction") or cur
    phase = PHASE_TITLE.get(view.get("phase", ""), view.get("phase", ""))
    top = view["discard"][-1] if view.get("discard") else "empty"
    when = "Setup" if view.get("phase") == "setup" else turn_label(view["turn"]).capitalize()
    s = (f"{when} · {cur}'s {phase} · map {view['map']} · deck {view['deck_count']} cards · "
         f"discard {len(view['discard'])} (top: {top})")
    if view.get("available_dominance"):
        s += f" · dominance available: {', '.join(view['available_dominance'])}"
    return Text(s, style="bold")


def _hireling_state(c: dict[str, Any]) -> str:
    """What a hireling card holds for the turn: the Mole Artisans' revealed cards, who entered
    which clearing by the Street Band, the Frog Tinkers' face-up card, the Exile's forest and items,
    the Highway Bandits' paths."""
    out = ""
    if c.get("bandit_paths"):
        out += " bandits on paths " + ", ".join(f"{a}-{b}" for a, b in c["bandit_paths"])
    if c.get("revealed"):
        out += " revealed: " + ", ".join(f"{label} ({who})" for who, label in c["revealed"])
    if c.get("face_up"):  # the Frog Tinkers' turned card
        out += f" face up: {c['face_up']}" + (" (used)" if c.get("face_up_used") else "")
    if c.get("forest"):  # the Exile's pawn and the items on its card
        out += f" in forest {c['forest']}, items: " + (", ".join(c.get("items") or []) or "none")
    for who, where in (c.get("entered_this_turn") or {}).items():
        out += f" · {who} entered " + ", ".join(f"{n} into {x}" if x != "pawn" else f"pawn into {n}"
                                                for x, n in where.items())
    return out


def hirelings_line(h: dict[str, Any]) -> str:
    """Appendix H: each hireling card (the side up), its controller and control markers, and
    the hiring markers still on the score track (H.1.1)."""
    cards = [(f"{c['title']} ({c['controller']}, {c['control']} control)" if c["controller"]
              else f"{c['title']} (supply)") + (f" in clearing {c['pawn']}" if c.get("pawn") else "")
             + _hireling_state(c) for c in h["cards"]]
    s = "Hirelings: " + "; ".join(cards)
    s += " · hiring markers at " + (", ".join(str(m) for m in h["markers"]) + " VP" if h["markers"] else "none left")
    waiting = h.get("waiting") or {}
    if waiting:
        s += " · to hire at end of turn: " + ", ".join(f"{k} {n}" for k, n in waiting.items())
    return s


def screen(view: dict[str, Any], gmap: Map, deck: Deck, recent: list[str]) -> Group:
    """The whole screen for one seat: header, map, forests, players, own panel, recent actions."""
    parts: list[RenderableType] = [header(view), clearing_table(view, gmap)]
    parts.append(Text(legend(view, gmap), style="dim"))
    for line in forest_lines(view, gmap):
        parts.append(Text(line))
    parts.append(players_table(view))
    if view.get("hirelings"):
        parts.append(Text(hirelings_line(view["hirelings"])))
    parts.extend(public_hands(view, deck))
    parts.append(own_panel(view, deck))
    if recent:
        parts.append(Text("Recent actions (oldest first):", style="bold"))
        for r in recent:
            parts.append(Text("  " + r))
    return Group(*parts)


def print_screen(console: Console, screen: Any) -> None:
    """Print a screen; written to a file or a pipe, as wide as it needs (nothing cut: there
    is no terminal whose width to keep to)."""
    if console.is_terminal:
        console.print(screen)
        return
    width = console.width
    console.width = max(width, _min_width(console, screen))  # print() keeps to the console's width
    try:
        console.print(screen)
    finally:
        console.width = width


def _min_width(console: Console, r: Any) -> int:
    """A width at which ``r`` prints with nothing cut: a table as wide as its cells (rich
    shortens a column below its longest word when squeezed), unless a column of it takes
    the room left (ratio) and wraps; words wrap; a panel's frame takes four columns."""
    if isinstance(r, Group):
        return max((_min_width(console, x) for x in r.renderables), default=0)
    if isinstance(r, Panel):
        return _min_width(console, r.renderable) + 4
    m = Measurement.get(console, console.options.update_width(10 ** 4), r)
    if isinstance(r, Table) and not any(col.ratio for col in r.columns):
        return m.maximum
    return m.minimum
