"""Text rendering of the board for the terminal client (``woodland play``).

Everything drawn here comes from ``game.view(seat)`` -- what that seat may know (1.2) --
plus the static, public facts of the components: the map (names, paths, forests), the
card list and the printed faction boards. Nothing reads the game's hidden state.
"""

from __future__ import annotations

import shlex
from functools import cache
from typing import Any, Iterable, Sequence

from rich import box
from rich.console import Group, JustifyMethod, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from woodland.core.cards import Deck
from woodland.core.maps import Map

FACTION_STYLE = {"marquise": "dark_orange", "eyrie": "bright_blue", "alliance": "green3", "vagabond": "grey70",
                 "lizard": "yellow3", "riverfolk": "dark_turquoise", "vagabond2": "plum2"}
SUIT_STYLE = {"fox": "red", "rabbit": "yellow", "mouse": "orange3", "bird": "cyan"}
FACTION_TITLE = {"marquise": "Marquise de Cat", "eyrie": "Eyrie Dynasties", "alliance": "Woodland Alliance",
                 "vagabond": "Vagabond", "lizard": "Lizard Cult", "riverfolk": "Riverfolk Company",
                 "vagabond2": "Second Vagabond"}
PHASE_TITLE = {"setup": "setup", "birdsong": "Birdsong", "daylight": "Daylight", "evening": "Evening"}

#: Vagabond characters (Appendix V): title, special action, its rule
CHARACTERS: dict[str, tuple[str, str, str]] = {
    "thief": ("Thief", "Steal", "V.1.2"),
    "tinker": ("Tinker", "Day Labor", "V.2.2"),
    "ranger": ("Ranger", "Hideout", "V.3.2"),
    "vagrant": ("Vagrant", "Instigate", "V.4.2"),
    "arbiter": ("Arbiter", "Protector", "V.5.2"),
    "scoundrel": ("Scoundrel", "Scorched Earth", "V.6.2"),
}
#: the Riverfolk services (11.2.7) as the Services track names them
SERVICE_TITLE = {"hand_card": "hand card", "riverboats": "riverboats", "mercenaries": "mercenaries"}

#: action kinds whose card goes somewhere face down (a Supporters stack, another hand):
#: other players see that it happened, not which card (8.2.3, 8.2.6, 8.5.2, 9.5.4)
SECRET_CARD_ACTIONS = {"mobilize": "adds a card to the Supporters stack",
                       "outrage": "adds a card to the Alliance's Supporters stack",
                       "give": "gives a card"}


def title(key: str) -> str:
    return FACTION_TITLE.get(key) or faction_data(key).get("title", key)


def fstyle(key: str) -> str:
    return FACTION_STYLE.get(key, "")


def suit_text(suit: str) -> Text:
    return Text(suit, style=SUIT_STYLE.get(suit, ""))


def styled(s: str) -> Text:
    """``s`` with suit names in their colours and hostile/allied words marked."""
    t = Text(s)
    for suit, st in SUIT_STYLE.items():
        t.highlight_regex(rf"\b{suit}\b", st)
    t.highlight_words(["Hostile", "Hated"], "bold red")
    t.highlight_words(["Allied"], "bold green")
    return t


def is_vagabond(key: str, board: dict[str, Any] | None = None) -> bool:
    """The Vagabond and the second Vagabond (9.7) share one board layout."""
    return key in ("vagabond", "vagabond2") or (board is not None and "character" in board and "items" in board)


@cache
def faction_data(key: str) -> dict[str, Any]:
    from woodland.rules.setup import faction_data as load

    if key == "vagabond2":  # 9.7: the second Vagabond plays from the Vagabond's data
        key = "vagabond"
    try:
        return load(key)
    except (FileNotFoundError, OSError):  # a faction without a data file: no track facts
        return {}


def plain(v: Any) -> str:
    """Any view value as words, never as Python's dict or list syntax."""
    if isinstance(v, dict):
        return ", ".join(f"{str(k).replace('_', ' ')} {plain(x)}" for k, x in v.items()) or "—"
    if isinstance(v, (list, tuple)):
        return ", ".join(plain(x) for x in v) or "—"
    if v is None:
        return "—"
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


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


def _has(view: dict[str, Any], key: str) -> bool:
    return any(p["faction"] == key for p in view["players"])


def clearing_table(view: dict[str, Any], gmap: Map) -> Table:
    """Every clearing: number, name, suit, free slots, each faction's pieces, ruins, paths
    (and rivers, with the Riverfolk at the table: they swim along them, 11.2.2)."""
    me = view["faction"]
    keys = [p["faction"] for p in view["players"]]
    ruined_items = set(view.get("ruins_with_items", ()))
    scorched = _scorched(view)
    rivers = _has(view, "riverfolk") and any(gmap.river_adj)
    t = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, title="The Woodland", title_justify="left")
    t.add_column("#", justify="right")
    t.add_column("clearing")
    t.add_column("suit")
    t.add_column("free", justify="center")
    for k in keys:  # on a narrow screen a faction's name folds, never loses its end (vagabond2)
        t.add_column(Text(k + (" (you)" if k == me else ""), overflow="fold"), style=fstyle(k),
                     header_style="bold " + fstyle(k))
    t.add_column("ruin")
    t.add_column("paths to")
    if rivers:
        t.add_column("river to", style="blue")
    for cl in view["clearings"]:
        c = cl["number"] - 1
        nb = len(cl["buildings"])
        ruin = ""
        if any(o == "ruin" for o, _ in cl["buildings"]):
            ruin = "ruin+items" if cl["number"] in ruined_items else "ruin"
        row: list[RenderableType] = [str(cl["number"]), cl["name"], suit_text(cl["suit"]),
                                     f"{cl['slots'] - nb}/{cl['slots']}"]
        for k in keys:
            cell = _pieces(cl, k)
            if scorched.get(cl["number"]) == k:
                cell = (cell + " scorched").strip()
            row.append(cell or "·")
        row += [ruin, " ".join(str(a + 1) for a in gmap.adj[c])]
        if rivers:
            row.append(" ".join(str(a + 1) for a in gmap.river_adj[c]) or "·")
        t.add_row(*row)
    return t


def legend(view: dict[str, Any]) -> str:
    """The key to the map table's abbreviations."""
    s = "Nw = N warriors · free = open building slots · paths to = adjacent clearings"
    if _has(view, "riverfolk"):
        s += " · post = trade post · river to = along a river (Riverfolk Swimmers 11.2.2; Riverboats 11.2.7)"
    if _scorched(view):
        s += " · scorched = Scorched Earth torch: nothing may be placed or moved there (V.6.2)"
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
        if is_vagabond(p["faction"], b) and f:
            around = forest_around(gmap, f) or "?"
            out.append(f"The {title(p['faction'])} is in forest {f} (between clearings {around}).")
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
def _track_next(costs: Sequence[int], placed: int) -> int | None:
    return costs[placed] if 0 <= placed < len(costs) else None


def board_summary(p: dict[str, Any], view: dict[str, Any] | None = None) -> str:
    """The public faction board of one player, in a line or two (``view``: the table,
    for facts that depend on the other players)."""
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
        then = f"next costs {cost} supporter(s), scores {vp}" if cost is not None else "all placed"
        bases = ", ".join(b.get("bases_on_board", [])) or "none"
        return (f"supporters {b.get('supporters', 0)}; officers {b.get('officers', 0)}; "
                f"sympathy left {left} ({then}); bases not yet built: {bases}")
    if is_vagabond(key, b):
        two = view is not None and sum(is_vagabond(q["faction"], q.get("board")) for q in view["players"]) > 1
        return vagabond_summary(b, two)
    if key == "lizard":
        return lizard_summary(b)
    if key == "riverfolk":
        return riverfolk_summary(b)
    return "; ".join(f"{k.replace('_', ' ')} {plain(v)}" for k, v in b.items())


def character_title(p: dict[str, Any]) -> str:
    """A Vagabond's character as printed (Appendix V: ``Vagrant``), '' for the others."""
    ch = (p.get("board") or {}).get("character")
    if not ch or not is_vagabond(p["faction"], p.get("board")):
        return ""
    return CHARACTERS.get(ch, (str(ch).title(), "", ""))[0]


def board_words(key: str) -> dict[str, Any] | None:
    """What a faction's board means, in words (its package's ``words.json``: ``about`` and
    the ``board`` parts, each with its rule of the Law); None for a faction without them."""
    from woodland.core.faction import FACTIONS

    return FACTIONS[key].words() if key in FACTIONS else None


def faction_cards() -> dict[str, str]:
    """The factions' own cards that are not in the shared deck (leaders, characters), by name,
    with what each does (the ``cards`` of each faction's words.json)."""
    from woodland.core.faction import FACTIONS

    out: dict[str, str] = {}
    for key in FACTIONS:
        for c in (board_words(key) or {}).get("cards", []):
            out[c["name"]] = f"{c['text']} (Law {c['rule']})"
    return out


def quest_items() -> dict[str, list[str]]:
    """Each quest (``Fundraising (fox)``) with the two items it exhausts (9.5.5)."""
    return {f"{q['name']} ({q['suit']})": list(q["items"]) for q in faction_data("vagabond").get("quests", [])}


def quest_text(label: str) -> str:
    """A face-up quest with its cost: ``Fundraising (fox: tea+coins)``."""
    items = quest_items().get(label)
    return f"{label[:-1]}: {'+'.join(items)})" if items and label.endswith(")") else label


def quest_info(label: str) -> str:
    """What a quest card asks and gives (9.5.5), like :func:`card_info` for the deck."""
    suit = label.rsplit("(", 1)[-1].rstrip(")")
    items = " and ".join(quest_items().get(label, []))
    return (f"quest · in a {suit} clearing, exhaust {items}; then score one point per completed {suit} "
            "quest (this one included) or draw two cards (Law 9.5.5)")


def vagabond_summary(b: dict[str, Any], two: bool = False) -> str:
    """Either Vagabond's board (9.7: each has its own items, relationships and completed
    quests; the face-up quests are shared, 9.7.2)."""
    where = f"clearing {b['clearing']}" if b.get("clearing") else (f"forest {b['forest']}" if b.get("forest") else "—")
    rel = ", ".join(f"{k} {relationship(v)}" for k, v in (b.get("relationships") or {}).items())
    ch = b.get("character")
    parts = [f"{ch or 'no character yet'} in {where}"]
    if ch in CHARACTERS:
        _, special, rule = CHARACTERS[ch]
        parts.append(f"special action {special} ({rule})")
    parts.append(f"items: {items_text(b.get('items', []))}")
    if two and b.get("r_items"):  # 9.7.3: he cannot take another R item of these kinds from a ruin
        parts.append("R items: " + ", ".join(b["r_items"]))
    if b.get("removed_items"):
        parts.append("removed: " + ", ".join(b["removed_items"]))
    parts.append(f"relationships: {rel or '—'}")
    aided = b.get("aided_this_turn") or {}
    if aided:
        parts.append("aided this turn: " + ", ".join(f"{k} ×{n}" for k, n in aided.items()))
    shared = " (shared by both Vagabonds, 9.7.2)" if two else ""
    parts.append("quests: " + (", ".join(quest_text(q) for q in b.get("quests", [])) or "—") + shared)
    if "quest_deck" in b:
        parts.append(f"quest deck {b['quest_deck']}")
    done = b.get("completed_quests") or []
    parts.append(f"completed {len(done)}" + (": " + ", ".join(done) if done else ""))
    if b.get("scorched"):
        parts.append("Scorched Earth torch in " + ", ".join(str(c) for c in b["scorched"]))
    return "; ".join(parts)


def lizard_summary(b: dict[str, Any]) -> str:
    """The Cult's board (ch. 10): Outcast, acolytes, Gardens tracks, Lost Souls, revealed cards."""
    d = faction_data("lizard")
    per = int(d.get("gardens_per_suit", 5))
    vps: list[int] = list(d.get("garden_vp", []))
    draws: list[int] = list(d.get("garden_draw", []))
    costs: dict[str, int] = dict(d.get("conspiracy_cost", {}))
    hated = bool(b.get("hated"))
    out = b.get("outcast") or "not chosen"
    parts = [f"Outcast {out}" + (" (Hated: conspiracies cost one less, 10.4.3)" if hated else "")]
    off = int(d.get("hated_discount", 1)) if hated else 0
    cost = ", ".join(f"{k} {max(0, v - off)}" for k, v in costs.items())
    parts.append(f"acolytes {b.get('acolytes', 0)}" + (f" (cost: {cost})" if cost else ""))
    tracks = []
    draw = 1
    for suit, left in (b.get("gardens_on_track") or {}).items():
        placed = per - int(left)
        draw += sum(draws[:placed])
        now = f"Score {vps[placed - 1]} VP" if 0 < placed <= len(vps) else "cannot Score"  # 10.5.3
        nxt = ""
        if int(left) > 0 and placed < len(vps):
            nxt = f", next garden → {vps[placed]} VP" + (" +1 draw" if placed < len(draws) and draws[placed] else "")
        tracks.append(f"{suit} {placed} placed/{left} left ({now}{nxt})")
    if tracks:
        parts.append("gardens: " + ", ".join(tracks))
        parts.append(f"Evening draws {draw}")  # 10.6.3
    parts.append("Lost Souls: " + (", ".join(b.get("lost_souls") or []) or "—"))  # 10.2.6
    if b.get("revealed"):
        parts.append("revealed this turn: " + ", ".join(b["revealed"]))  # 10.5
    return "; ".join(parts)


def _owners(d: dict[str, int] | None) -> str:
    """``7 (riverfolk 5, lizard 2)``: warriors in a box of the Riverfolk board, by owner."""
    d = d or {}
    n = sum(d.values())
    return f"{n} ({', '.join(f'{k} {v}' for k, v in d.items())})" if n else "0"


def riverfolk_summary(b: dict[str, Any]) -> str:
    """The Company's board (ch. 11): funds and where they came from, prices, trade posts."""
    d = faction_data("riverfolk")
    per = int(d.get("trade_posts_per_suit", 3))
    vp: dict[str, list[int]] = d.get("trade_post_vp", {})
    funds = b.get("funds") or {}
    total = sum(funds.values())
    on_map = 0
    posts = []
    for suit, left in (b.get("trade_posts_on_track") or {}).items():
        removed = int((b.get("trade_posts_removed") or {}).get(suit, 0))
        on_map += per - int(left) - removed  # neither on the track nor removed (11.2.5)
        crafted = sum(((b.get("funds_on_track") or {}).get(suit) or {}).values())
        empty = per - int(left) - crafted  # empty spaces for crafting (11.2.1)
        row = f"{suit} {left} left"
        track = vp.get(suit, [])
        if int(left) > 0 and per - int(left) < len(track):
            row += f" (next scores {track[per - int(left)]})"
        if removed:
            row += f", {removed} removed"
        row += f", craft spaces {max(0, empty)}"
        posts.append(row)
    div = f" → {total // 2} VP dividends" if on_map > 0 else ", no dividends (no trade post on the map)"  # 11.4.2
    parts = [f"funds {_owners(funds)}{div}", f"committed {_owners(b.get('committed'))}",
             f"payments {_owners(b.get('payments'))}"]
    crafted_funds = [f"{suit}: {_owners(x)}" for suit, x in (b.get("funds_on_track") or {}).items() if x]
    if crafted_funds:
        parts.append("funds on the Trade Posts track " + ", ".join(crafted_funds))
    prices = b.get("prices") or {}
    if prices:
        parts.append("prices: " + ", ".join(f"{SERVICE_TITLE.get(k, k)} {v}" for k, v in prices.items()))
    if posts:
        parts.append("trade posts: " + "; ".join(posts))
    bought = [f"{svc} by {b[svc]}" for svc in ("riverboats", "mercenaries") if b.get(svc)]
    if bought:
        parts.append("bought this turn: " + ", ".join(bought))  # 11.2.7
    return "; ".join(parts)


def relationship(v: Any) -> str:
    if v == "hostile":
        return "Hostile"
    return {0: "Indifferent", 3: "Allied"}.get(v, f"{v}/3") if isinstance(v, int) else str(v)


def items_text(items: Iterable[str]) -> str:
    """Items by kind with their state (9.1: exhausted, damaged), the same ones counted."""
    counts: dict[str, int] = {}
    for it in items:
        kind = it.split("_")[0]
        flags = []
        if "_d" in it:
            flags.append("damaged")
        if it.endswith("_x"):
            flags.append("exhausted")
        name = kind + (f" ({', '.join(flags)})" if flags else "")
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(nm if k == 1 else f"{nm} ×{k}" for nm, k in counts.items()) or "none"


def _public_hand(p: dict[str, Any], viewer: int) -> bool:
    """Another player's hand is in the view only when it is public (11.2.3)."""
    return p["seat"] != viewer and "hand" in p


def players_table(view: dict[str, Any]) -> Table:
    cur = view.get("current")
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
    public = " — public: every player sees it (Law 11.2.3)" if me["faction"] == "riverfolk" else ""
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
    """What an action of the Riverfolk box (ch. 10, ch. 11, Appendix V) does, in words;
    '' for the others, whose texts read as they are. Only public facts: the cards named
    are revealed (10.5), public (11.2.3) or taken from the discard pile (V.2.2)."""
    w = _args(text)
    if not w:
        return ""
    kind, a = w[0], w[1:]
    n = len(a)
    if kind == "buy" and n:  # 11.2.6-11.2.7, by any other player
        if a[0] == "hand_card":
            return "buys Hand Card: takes " + (a[1] if n > 1 else "a card") + " from the Riverfolk's hand, Law 11.2.7"
        return f"buys {SERVICE_TITLE.get(a[0], a[0]).capitalize()} from the Riverfolk, Law 11.2.7"
    if kind == "enlist" and n:
        return f"enlists the Arbiter ({a[0]}) to defend, Law V.5.2"
    if key == "lizard":
        lz = {"garden": (1, "starting garden and warriors in {0}, Law 10.3.2"),
              "outcast": (1, "the Outcast is {0}, Law 10.3.3"),
              "crusade": (1, "Crusade conspiracy in {0}, Law 10.4.3"),
              "convert": (2, "Convert conspiracy: a {1} warrior in {0} becomes a Cult warrior, Law 10.4.3"),
              "sanctify": (3, "Sanctify conspiracy: the {1} {2} in {0} becomes a garden, Law 10.4.3"),
              "build": (2, "reveals {0}: Build ritual, a garden in {1}, Law 10.5.1"),
              "recruit": (2, "reveals {0}: Recruit ritual in {1}, Law 10.5.2"),
              "score": (1, "reveals {0} and spends it to Lost Souls: Score ritual, Law 10.5.3"),
              "sacrifice": (1, "reveals {0}: Sacrifice ritual, a warrior to the acolytes, Law 10.5.4")}
        if kind in lz and n >= lz[kind][0]:
            return lz[kind][1].format(*a)
    if key == "riverfolk":
        rf = {"place": (1, "starting warrior in {0}, Law 11.3.2"),
              "fund": (1, "a fund of {0} pays, Law 11.2.4"),
              "lose": (1, "Trade Disruption: a fund of {0} is removed, Law 11.2.5"),
              "establish": (1, "a trade post and a warrior in {0}, paid with the ruler's funds, Law 11.5.6"),
              "export": (1, "exports {0}: discarded for a warrior in Payments, Law 11.5.3"),
              "draw": (0, "commits a fund to draw a card, Law 11.5.4"),
              "move": (0, "commits a fund to move, Law 11.5.1"),
              "recruit": (1, "spends a fund to recruit in {0}, Law 11.5.5"),
              "craft": (1, "commits funds to the Trade Posts track to craft {0}, Law 11.5.3")}
        if kind in rf and n >= rf[kind][0] and not (kind == "move" and n):
            return rf[kind][1].format(*[x.replace("_", " ") for x in a])
    if is_vagabond(key):
        if kind == "character" and n:
            ch = CHARACTERS.get(a[0])
            return f"plays the {ch[0]} (special action {ch[1]}, Law {ch[2]})" if ch else ""
        vb = {"instigate": (2, "Instigate: {0} battles {1}, Law V.4.2"),
              "scorch": (0, "Scorched Earth: a torch here removes every enemy piece, Law V.6.2"),
              "steal": (1, "steals a random card from {0}, Law V.1.2"),
              "labor": (1, "Day Labor: takes {0} from the discard pile, Law V.2.2"),
              "hideout": (0, "Hideout: repairs three items and ends Daylight, Law V.3.2")}
        if kind == "take" and a == ["none"]:
            return "takes no item"
        if kind in vb and n >= vb[kind][0]:
            return vb[kind][1].format(*a)
    return ""


def log_text(entry: Any, viewer: int) -> str:
    """One log entry as ``viewer`` may see it: cards that go face down stay hidden. An
    entry has ``seat``, ``key``, ``text``, ``turn``, ``details`` and ``auto`` (a phase the
    rules played alone)."""
    who = "you" if entry.seat == viewer else entry.key
    if entry.auto:
        head = f"{'your' if entry.seat == viewer else entry.key + chr(39) + 's'} {entry.text}"
    else:
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
    phase = PHASE_TITLE.get(view.get("phase", ""), view.get("phase", ""))
    top = view["discard"][-1] if view.get("discard") else "empty"
    when = "Setup" if view.get("phase") == "setup" else turn_label(view["turn"]).capitalize()
    s = (f"{when} · {cur}'s {phase} · map {view['map']} · deck {view['deck_count']} cards · "
         f"discard {len(view['discard'])} (top: {top})")
    if view.get("available_dominance"):
        s += f" · dominance available: {', '.join(view['available_dominance'])}"
    return Text(s, style="bold")


def screen(view: dict[str, Any], gmap: Map, deck: Deck, recent: list[str]) -> Group:
    """The whole screen for one seat: header, map, forests, players, own panel, recent actions."""
    parts: list[RenderableType] = [header(view), clearing_table(view, gmap)]
    parts.append(Text(legend(view), style="dim"))
    for line in forest_lines(view, gmap):
        parts.append(Text(line))
    parts.append(players_table(view))
    parts.extend(public_hands(view, deck))
    parts.append(own_panel(view, deck))
    if recent:
        parts.append(Text("Recent actions (oldest first):", style="bold"))
        for r in recent:
            parts.append(Text("  " + r))
    return Group(*parts)
