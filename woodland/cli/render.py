"""Text rendering of the board for the terminal client (``woodland play``).

Everything drawn here comes from ``game.view(seat)`` -- what that seat may know (1.2) --
plus the static, public facts of the components: the map (names, paths, forests), the
card list and the printed faction boards. Nothing reads the game's hidden state.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable, Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from woodland.core.cards import Deck
from woodland.core.maps import Map

FACTION_STYLE = {"marquise": "dark_orange", "eyrie": "bright_blue", "alliance": "green3", "vagabond": "grey70"}
SUIT_STYLE = {"fox": "red", "rabbit": "yellow", "mouse": "orange3", "bird": "cyan"}
FACTION_TITLE = {"marquise": "Marquise de Cat", "eyrie": "Eyrie Dynasties", "alliance": "Woodland Alliance",
                 "vagabond": "Vagabond"}
PHASE_TITLE = {"setup": "setup", "birdsong": "Birdsong", "daylight": "Daylight", "evening": "Evening"}

#: action kinds whose card goes somewhere face down (a Supporters stack, another hand):
#: other players see that it happened, not which card (8.2.3, 8.2.6, 8.5.2, 9.5.4)
SECRET_CARD_ACTIONS = {"mobilize": "adds a card to the Supporters stack",
                       "outrage": "adds a card to the Alliance's Supporters stack",
                       "give": "gives a card"}


def title(key: str) -> str:
    return FACTION_TITLE.get(key, key)


def fstyle(key: str) -> str:
    return FACTION_STYLE.get(key, "")


def suit_text(suit: str) -> Text:
    return Text(suit, style=SUIT_STYLE.get(suit, ""))


@lru_cache(maxsize=None)
def faction_data(key: str) -> dict[str, Any]:
    from woodland.rules.setup import faction_data as load

    try:
        return load(key)
    except (FileNotFoundError, OSError):  # a faction without a data file: no track facts
        return {}


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
        return f"{c.suit} · ambush: when defending in {'any' if c.suit == 'bird' else 'a ' + c.suit} clearing, deal 2 hits first"
    if c.kind == "dominance":
        return f"{c.suit} · dominance: with 10+ points, activate to win by ruling clearings instead of points"
    return c.suit


# ----------------------------------------------------------------------------- the map
def _piece_name(kind: str) -> str:
    if kind.startswith("base_"):
        return "base"
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
            nm = _piece_name(kind)
            counts[nm] = counts.get(nm, 0) + 1
    for nm, k in counts.items():
        parts.append(nm if k == 1 else f"{nm}×{k}")
    return " ".join(parts)


def clearing_table(view: dict[str, Any], gmap: Map) -> Table:
    """Every clearing: number, name, suit, free slots, each faction's pieces, ruins, paths."""
    me = view["faction"]
    keys = [p["faction"] for p in view["players"]]
    ruined_items = set(view.get("ruins_with_items", ()))
    t = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, title="The Woodland", title_justify="left")
    t.add_column("#", justify="right")
    t.add_column("clearing")
    t.add_column("suit")
    t.add_column("free", justify="center")
    for k in keys:
        t.add_column(k + (" (you)" if k == me else ""), style=fstyle(k), header_style="bold " + fstyle(k))
    t.add_column("ruin")
    t.add_column("paths to")
    for cl in view["clearings"]:
        c = cl["number"] - 1
        nb = len(cl["buildings"])
        ruin = ""
        if any(o == "ruin" for o, _ in cl["buildings"]):
            ruin = "ruin+items" if cl["number"] in ruined_items else "ruin"
        row: list[RenderableType] = [str(cl["number"]), cl["name"], suit_text(cl["suit"]),
                                     f"{cl['slots'] - nb}/{cl['slots']}"]
        row += [_pieces(cl, k) or "·" for k in keys]
        row += [ruin, " ".join(str(a + 1) for a in gmap.adj[c])]
        t.add_row(*row)
    return t


def forest_lines(view: dict[str, Any], gmap: Map) -> list[str]:
    out = []
    for p in view["players"]:
        b = p.get("board") or {}
        f = b.get("forest")
        if p["faction"] == "vagabond" and f:
            try:
                clearings = gmap.forests[int(str(f)[1:]) - 1]
                around = ", ".join(str(c + 1) for c in clearings)
            except (ValueError, IndexError):
                around = "?"
            out.append(f"The Vagabond is in forest {f} (between clearings {around}).")
    return out


# ----------------------------------------------------------------------------- faction boards
def _track_next(costs: Sequence[int], placed: int) -> int | None:
    return costs[placed] if 0 <= placed < len(costs) else None


def board_summary(p: dict[str, Any]) -> str:
    """The public faction board of one player, in a line or two."""
    key = p["faction"]
    b = p.get("board") or {}
    d = faction_data(key)
    if key == "marquise":
        parts = [f"keep in {b['keep']}" if b.get("keep") else "keep not on the map",
                 f"wood in supply {b.get('wood_in_supply', '?')}"]
        for kind, left in (b.get("buildings_on_track") or {}).items():
            spec = (d.get("buildings") or {}).get(kind, {})
            total = spec.get("count", 6)
            placed = total - left
            nxt = _track_next(spec.get("cost", []), placed)
            if nxt is None:
                parts.append(f"{kind}s: none left")
            else:
                vp = _track_next(spec.get("vp", []), placed)
                parts.append(f"{kind}s: {left} left (next costs {nxt} wood, scores {vp})")
        return "; ".join(parts)
    if key == "eyrie":
        dec = b.get("decree") or {}
        cols = "; ".join(f"{col}: {', '.join(cards) if cards else '—'}" for col, cards in dec.items())
        left = b.get("roosts_on_track", 0)
        on_map = d.get("roosts", 7) - left
        vp = (d.get("roost_vp") or [0])[max(0, on_map - 1)] if on_map else 0
        leader = b.get("leader") or "none"
        up = ", ".join(b.get("leaders_face_up", []))
        return (f"leader {leader} (face up: {up or 'none'}); roosts on the map {on_map} "
                f"(Evening scores {vp}); Decree — {cols}")
    if key == "alliance":
        left = b.get("sympathy_on_track", 0)
        placed = d.get("sympathy", 10) - left
        cost = _track_next(d.get("sympathy_cost", []), placed)
        vp = _track_next(d.get("sympathy_vp", []), placed)
        nxt = f"next costs {cost} supporter(s), scores {vp}" if cost is not None else "all placed"
        bases = ", ".join(b.get("bases_on_board", [])) or "none"
        return (f"supporters {b.get('supporters', 0)}; officers {b.get('officers', 0)}; "
                f"sympathy left {left} ({nxt}); bases not yet built: {bases}")
    if key == "vagabond":
        where = f"clearing {b['clearing']}" if b.get("clearing") else (f"forest {b['forest']}" if b.get("forest") else "—")
        rel = ", ".join(f"{k} {relationship(v)}" for k, v in (b.get("relationships") or {}).items())
        parts = [f"{b.get('character') or 'no character yet'} in {where}",
                 f"items: {items_text(b.get('items', []))}"]
        if b.get("removed_items"):
            parts.append("removed: " + ", ".join(b["removed_items"]))
        parts.append(f"relationships: {rel or '—'}")
        parts.append("quests: " + (", ".join(b.get("quests", [])) or "—"))
        if b.get("completed_quests"):
            parts.append("completed: " + ", ".join(b["completed_quests"]))
        return "; ".join(parts)
    return ", ".join(f"{k} {v}" for k, v in b.items())


def relationship(v: Any) -> str:
    if v == "hostile":
        return "Hostile"
    return {0: "Indifferent", 3: "Allied"}.get(v, f"{v}/3") if isinstance(v, int) else str(v)


def items_text(items: Iterable[str]) -> str:
    out = []
    for it in items:
        kind = it.split("_")[0]
        flags = []
        if "_d" in it:
            flags.append("damaged")
        if it.endswith("_x"):
            flags.append("exhausted")
        out.append(kind + (f" ({', '.join(flags)})" if flags else ""))
    return ", ".join(out) or "none"


def players_table(view: dict[str, Any]) -> Table:
    cur = view.get("current")
    t = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, title="Players (clockwise; ▶ = whose turn)",
              title_justify="left")
    for col, j in (("", "left"), ("faction", "left"), ("score", "right"), ("hand", "right"),
                   ("supply", "right"), ("crafted", "left"), ("faction board", "left")):
        t.add_column(col, justify=j)  # type: ignore[arg-type]
    t.columns[-1].ratio = 1
    for p in view["players"]:
        k = p["faction"]
        score = str(p["score"]) if not p.get("dominance") else f"{p['dominance']} (active)"
        crafted = ", ".join(list(p.get("crafted_items", [])) + list(p.get("play_area", []))) or "—"
        mine = k == view["faction"]
        t.add_row("▶" if k == cur else "", Text(k + (" (you)" if mine else ""), style=fstyle(k)),
                  score, str(p["hand_count"]), f"{p['warriors_in_supply']}w", crafted,
                  "(yours: below)" if mine else board_summary(p))
    return t


def own_panel(view: dict[str, Any], deck: Deck) -> Panel:
    me = next(p for p in view["players"] if p["seat"] == view["seat"])
    lines: list[RenderableType] = []
    hand = me.get("hand", [])
    t = Table(box=None, show_header=False, pad_edge=False)
    t.add_column("card", style="bold")
    t.add_column("about")
    for lb in hand:
        t.add_row(lb, card_info(deck, lb))
    lines.append(Text(f"Your hand ({len(hand)} cards)", style="bold"))
    lines.append(t if hand else Text("  (empty)"))
    if me.get("secret"):
        lines.append(Text(f"Your supporters (face down, only you see them): {', '.join(me['secret'])}"))
    for k, cards in (me.get("seen") or {}).items():
        lines.append(Text(f"You have seen {k}'s hand: {', '.join(cards) or 'empty'}"))
    if me.get("shown"):
        lines.append(Text(f"Cards in your hand everyone knows: {', '.join(me['shown'])}"))
    lines.append(Text("Your faction board: " + board_summary(me)))
    return Panel(Group(*lines), title=f"{title(me['faction'])} — you", title_align="left",
                 border_style=fstyle(me["faction"]), box=box.ROUNDED)


# ----------------------------------------------------------------------------- the log
def log_text(entry: Any, viewer: int) -> str:
    """One log entry as ``viewer`` may see it: cards that go face down stay hidden. An
    entry has ``seat``, ``key``, ``text``, ``turn``, ``details`` and ``auto`` (a phase the
    rules played alone)."""
    who = "you" if entry.seat == viewer else entry.key
    if entry.auto:
        head = f"{'your' if entry.seat == viewer else entry.key + chr(39) + 's'} {entry.text}"
    else:
        kind = entry.text.split(" ", 1)[0]
        if entry.seat != viewer and kind in SECRET_CARD_ACTIONS:
            head = f"{who}: {SECRET_CARD_ACTIONS[kind]}"
        else:
            head = f"{who}: {entry.text}"
    if entry.details:
        head += " — " + "; ".join(entry.details)
    return head


def log_lines(entries: Sequence[Any], viewer: int) -> list[str]:
    """Log entries as ``viewer`` may see them, with the turn; a move and its count on one line."""
    out: list[str] = []
    prev: Any = None
    for e in entries:
        if (prev is not None and not e.auto and prev.seat == e.seat and prev.text.startswith("move ")
                and not prev.details and e.text.startswith("x") and e.text[1:].isdigit()):
            out[-1] = f"turn {prev.turn} · " + log_text(_merged(prev, e), viewer)
            prev = None
            continue
        out.append(f"turn {e.turn} · {log_text(e, viewer)}")
        prev = None if e.auto else e
    return out


def _merged(move: Any, count: Any) -> Any:
    from dataclasses import replace

    return replace(count, text=f"{move.text} {count.text}")


def header(view: dict[str, Any]) -> Text:
    cur = view.get("current") or "?"
    phase = PHASE_TITLE.get(view.get("phase", ""), view.get("phase", ""))
    top = view["discard"][-1] if view.get("discard") else "empty"
    s = (f"Turn {view['turn']} · {cur}'s {phase} · map {view['map']} · deck {view['deck_count']} cards · "
         f"discard {len(view['discard'])} (top: {top})")
    if view.get("available_dominance"):
        s += f" · dominance available: {', '.join(view['available_dominance'])}"
    return Text(s, style="bold")


def screen(view: dict[str, Any], gmap: Map, deck: Deck, recent: list[str]) -> Group:
    """The whole screen for one seat: header, map, forests, players, own panel, recent actions."""
    parts: list[RenderableType] = [header(view), clearing_table(view, gmap)]
    parts.append(Text("Nw = N warriors · free = open building slots · paths to = adjacent clearings", style="dim"))
    for line in forest_lines(view, gmap):
        parts.append(Text(line))
    parts.append(players_table(view))
    parts.append(own_panel(view, deck))
    if recent:
        parts.append(Text("Recent actions (oldest first):", style="bold"))
        for r in recent:
            parts.append(Text("  " + r))
    return Group(*parts)
