"""How the heuristic bots use the Exiles and Partisans deck's cards (woodland/cards/exiles.py,
docs/decks/exiles.md), as woodland/bots/squires_cards.py does for that deck:
``effect_value`` rates the ``use "Card" ...`` options, ``CHOOSERS`` answers the decisions the
cards ask, ``craft_value`` rates crafting them (asked by woodland/bots/crafting.py).

Plain defaults, each a small rule a player would follow. Informants takes an ambush from the
discard pile when it gains more than the Evening draw it replaces (the draw's size is a
public fact of the decision). Eyrie Emigre (a compulsory move and battle at the end of every
Birdsong, or the card is discarded) is crafted only with a good battle in reach, and its
decisions are answered here whatever the faction (``PROCEDURES``): the move, count and target
whose battle is worth most by the shared odds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from woodland.core.actions import Action

if TYPE_CHECKING:
    from woodland.bots.heuristic_common import Info

#: a plain card's worth (``Strategy.card_value`` of a suited non-item card)
PLAIN = 1.0
#: worth of the Partisans' extra hit (4.3.5), before the cards it costs
PARTISANS_HIT = 1.0


def _warriors(info: "Info") -> int:
    return sum(info.my_w(c) for c in range(info.n))


def _has_warriors(info: "Info") -> bool:
    return bool(info.mine.get("warriors_in_supply")) or _warriors(info) > 0


def _pieces(info: "Info") -> int:
    """Our buildings and tokens on the map."""
    return sum(info.pieces_of(info.me, c) for c in range(info.n))


def _tokens(info: "Info") -> int:
    return sum(info.my_tokens(c) for c in range(info.n))


def _enemy_crafted(info: "Info") -> bool:
    """Whether an enemy has a crafted persistent card in its play area (Saboteurs' target)."""
    for k in info.enemies():
        for lb in info.players[k].get("play_area") or []:
            if lb.lower() in info.deck.by_label and info.card(lb).kind == "persistent":
                return True
    return False


def _craftable_items(info: "Info") -> int:
    return sum(1 for c in info.hand if c.kind == "item" and info.craftable_by(info.me, c))


def _ambushes_discarded(info: "Info") -> int:
    return sum(1 for lb in info.v.get("discard") or [] if info.card(lb).kind == "ambush")


#: what a card drawn beyond the hand limit is worth: only the choice of which to keep
CHOICE = 0.3


def draw_worth(st: Any, info: "Info", n: int, room: int) -> float:
    """Worth of drawing ``n`` cards with ``room`` for them below the hand limit: the deck's
    average card (by ``st.card_value``, over the cards we have not seen) for each card kept,
    ``CHOICE`` for each one beyond."""
    key = ("avg_card", info.me)
    avg = info.cache.get(key)
    if avg is None:
        gone = [*(info.v.get("discard") or []), *(c.label for c in info.hand)]
        counts: dict[str, int] = {}
        for lb in gone:
            counts[lb.lower()] = counts.get(lb.lower(), 0) + 1
        vals: list[float] = []
        for card in info.deck.cards:
            left = counts.get(card.label.lower(), 0)
            if left:
                counts[card.label.lower()] = left - 1
                continue
            vals.append(st.card_value(info, card))
        avg = info.cache[key] = sum(vals) / len(vals) if vals else PLAIN
    kept = min(n, max(0, room))
    return kept * float(avg) + (n - kept) * CHOICE


def informants_gain(st: Any, info: "Info", ambush: Any) -> float:
    """Informants: what taking ``ambush`` from the discard pile gains over the Evening draw it
    replaces (the draw's size and the hand limit are the decision's public facts). Kept when
    there is room, else in place of the least useful card in hand."""
    n = int(info.facts.get("draws") or 1)
    limit = int(info.facts.get("hand_limit") or 5)
    room = limit - len(info.hand)
    keep = st.card_value(info, ambush)
    if room <= 0:
        keep = max(0.0, keep - min((st.card_value(info, c) for c in info.hand), default=0.0))
    return keep - draw_worth(st, info, n, room) - INFORMANTS_MARGIN


#: what an ambush taken with Informants must gain over the draw (a card everyone knows we hold)
INFORMANTS_MARGIN = 0.2


def craft_value(st: Any, info: "Info", card: Any) -> float | None:
    """Worth of crafting ``card`` if it is one of this deck's (None: not one of them)."""
    e = card.effect or ""
    if e == "saboteurs":
        return 0.6 if _enemy_crafted(info) else 0.2
    if e == "soup_kitchens":  # each token counts two for rule (2.5)
        t = _tokens(info)
        return min(1.5, 0.4 * t) if t else -1.0
    if e == "boat_builders":
        return 0.2 if _warriors(info) >= 3 else -1.0
    if e == "corvid_planners":  # moves ignore rule (4.2.1)
        return 0.4 if _warriors(info) >= 3 else -1.0
    if e == "informants":  # an ambush from the discard pile instead of the Evening draw
        return min(0.6, 0.2 + 0.2 * _ambushes_discarded(info))
    if e == "eyrie_emigre":  # a move and battle every Birdsong while one can be had
        return emigre_craft_value(st, info)
    if e == "partisans":  # an extra hit in battles of its suit, at the price of the hand
        return 0.3
    if e == "propaganda_bureau":  # an enemy warrior replaced by ours every Daylight
        return 1.0 if (info.mine.get("warriors_in_supply") or 0) >= 3 else -1.0
    if e == "false_orders":
        return 0.5 if _has_warriors(info) else 0.2
    if e == "tunnels":  # our crafting pieces' clearings become adjacent for our moves
        return 0.3 if _warriors(info) >= 3 and _pieces(info) >= 2 else -1.0
    if e == "charm_offensive":  # a card every Evening, a point to the lowest opponent
        return 0.4
    if e == "swap_meet":
        return 0.3
    if e == "coffin_makers":  # a point per five warriors removed, by anyone
        return 0.2 * info.nplayers
    if e == "league_of_adventurous_mice":  # a move or battle per item in the Crafted Items box
        items = len(info.mine.get("crafted_items") or [])
        return 0.3 * min(2, items) if _has_warriors(info) and items else -1.0
    if e == "murine_broker":  # a card whenever another player crafts an item
        return 0.2 * (info.nplayers - 1)
    if e == "master_engravers":  # a point more for every item we craft
        return 0.4 + 0.5 * _craftable_items(info)
    return None


def _clearing(info: "Info", x: Any) -> int | None:
    """A clearing argument as an index of the view's clearings (None: not one of them, e.g.
    the Duchy's Burrow, 12.2.2)."""
    c = int(x) - 1 if isinstance(x, int) or str(x).isdigit() else -1
    return c if 0 <= c < info.n else None


def _lowest(info: "Info") -> str:
    """The opponent with the fewest points (a gift does them least harm to us)."""
    others = [k for k in info.keys if k != info.me]
    return min(others, key=lambda k: (info.score_of(k), k)) if others else info.me


def effect_value(st: Any, info: "Info", a: Action) -> float | None:
    """Worth of ``use "Card" ...`` for a card of this deck (None: not one of them)."""
    name = str(a.args[0])
    args = a.args[1:]
    if name == "Saboteurs":  # discards itself: only for a card worth it to its owner
        from woodland.bots.crafting import craft_worth

        target, label = str(args[0]), str(args[1])
        card = info.card(label)
        worth = max(0.5, craft_worth(st, info, card)) + (0.3 if target == info.leader() else 0.0)
        return worth - 1.0
    if name.endswith(" Partisans"):
        # one extra hit; then the cards of other suits (birds too) are discarded
        suit = name.split()[0].lower()
        lost = sum(st.card_value(info, c) for c in info.hand if c.suit != suit)
        return PARTISANS_HIT - 0.6 * lost
    if name == "Propaganda Bureau":
        c, owner = _clearing(info, args[0]), str(args[1])
        if c is None:
            return -1.0
        spare = [card for card in info.hand if card.kind != "dominance"
                 and card.suit in (info.suit[c], "bird") and st.card_value(info, card) <= PLAIN + 0.2]
        if not spare:
            return -1.0
        v = 0.5 + (0.3 if owner == info.leader() else 0.0)
        if info.ruler[c] != info.me and info.strength(info.me, c) + 1 >= info.strength(owner, c) - 1:
            v += 0.5  # the swap may win us the clearing
        return v
    if name == "False Orders":  # discards itself: move half an enemy's warriors off our pieces
        c, owner = _clearing(info, args[0]), str(args[1])
        if c is None:
            return -1.0
        half = (info.w(owner, c) + 1) // 2
        mine = info.pieces_of(info.me, c) + info.my_w(c)
        return (0.4 * half if mine else 0.0) + (1.0 if info.ruler[c] == owner and mine else 0.0) - 1.0
    if name == "Informants":
        return informants_gain(st, info, info.card(str(args[0])))
    if name == "Charm Offensive":
        return 0.5 if str(args[0]) == _lowest(info) and info.score_of(str(args[0])) <= 24 else -1.0
    if name == "Swap Meet":  # a random card from the fullest hand, then the cheapest back
        other = str(args[0])
        n = int(info.players[other].get("hand_count", 0))
        best = max((int(info.players[k].get("hand_count", 0)) for k in info.keys if k != info.me), default=0)
        return 0.3 if n == best and n >= 3 and info.hand else -1.0
    if name == "League of Adventurous Mice":
        c = _clearing(info, args[1]) if len(args) > 2 and args[0] == "battle" else None
        if c is not None:
            return st.battle_value(info, c, str(args[2])) - 0.3
        return -1.0
    if name in ("Coffin Makers", "Eyrie Emigre"):
        return 1.0  # compulsory when offered
    return None


def choose_exhaust(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """League of Adventurous Mice: any face-up item (they all refresh next Birdsong)."""
    return min(actions, key=str) if actions else None


CHOOSERS: dict[str, Callable[[Any, "Info", Sequence[Action]], Action | None]] = {
    "exhaust": choose_exhaust,
}


# ----------------------------------------------------------------------------- Eyrie Emigre
def with_warriors(info: "Info", moved: dict[int, int], fn: Callable[[], float]) -> float:
    """``fn()`` on the view as if our warriors in each clearing of ``moved`` changed by its
    number (restored afterwards; the per-decision caches are not kept)."""
    me = info.me
    saved = {c: info.war[c].get(me, 0) for c in moved}
    cache = dict(info.cache)
    try:
        for c, d in moved.items():
            info.war[c] = {**info.war[c], me: saved[c] + d}
        info.cache.clear()
        return fn()
    finally:
        for c, w in saved.items():
            info.war[c] = {**info.war[c], me: w}
        info.cache.clear()
        info.cache.update(cache)


def best_battle_there(st: Any, info: "Info", c: int) -> float:
    """The worth of the best battle in ``c`` against an enemy with pieces there (-9: none)."""
    foes = [k for k in info.enemies() if info.w(k, c) or info.pieces_of(k, c)]
    return max((st.battle_value(info, c, k) for k in foes), default=-9.0)


def outrage_cost(st: Any, info: "Info", b: int) -> float:
    """What moving into ``b`` costs when an enemy's outrage token lies there (8.2.6: a card
    matching the clearing, the least useful one; nothing with none to give)."""
    if not info.outrage_in(b):
        return 0.0
    from woodland.bots.heuristic_common import CARD_SPENT, matches

    cards = [c for c in info.hand if matches(c.suit, info.suit[b])]
    if not cards:
        return 0.0
    if info.cache.get("outrage_cost"):
        # valuing these cards led back here (Eyrie Emigre in hand: its worth is such a move):
        # a card's plain worth, not an endless recursion
        return CARD_SPENT
    info.cache["outrage_cost"] = True
    try:
        return CARD_SPENT * min(st.card_value(info, c) for c in cards)
    finally:
        info.cache["outrage_cost"] = False


def emigre_move(st: Any, info: "Info", a: int, b: int, most: int | None = None) -> tuple[float, int]:
    """Eyrie Emigre's move ``a``->``b`` (then a battle in ``b``): the best count of warriors
    and its worth: the best battle there with them, plus what the move changes on the board
    (``st.move_value`` of both clearings), less a card to outrage (8.2.6). ``most``: the
    warriors that may go (all in ``a``)."""
    from woodland.bots.hirelings import arriving

    if not (0 <= a < info.n and 0 <= b < info.n):
        return -9.0, 1
    wa, wb = info.my_w(a), info.my_w(b)
    top = wa if most is None else min(wa, most)
    toll = outrage_cost(st, info, b)
    best, bk = -99.0, 1
    for k in range(1, top + 1):
        got = arriving(info, a, b, k)
        fight = with_warriors(info, {a: -k, b: got}, lambda: best_battle_there(st, info, b))
        board = st.move_value(info, a, wa - k) - st.move_value(info, a, wa) \
            + st.move_value(info, b, wb + got) - st.move_value(info, b, wb)
        v = fight + board - toll
        if v > best + 1e-9:
            best, bk = v, k
    return best, bk


#: a battle Eyrie Emigre could start now worth at least this counts as a good one
EMIGRE_GOOD = 0.75


def emigre_craft_value(st: Any, info: "Info") -> float:
    """Worth of crafting Eyrie Emigre: 0.3 per good move and battle it could take now (up to
    three: the more, the likelier one is left at each Birdsong, and the card is not lost);
    none with no good one (it would force a poor battle, or be discarded, at once)."""
    if not _has_warriors(info):
        return -1.0
    good = 0
    for a in range(info.n):
        if info.my_w(a) <= 0:
            continue
        for b in info.adj(a):
            if info.ruler[a] != info.me and info.ruler[b] != info.me:
                continue  # 4.2.1: no move without rule at one end
            if not any(info.w(k, b) or info.pieces_of(k, b) for k in info.enemies()):
                continue
            if emigre_move(st, info, a, b)[0] >= EMIGRE_GOOD:
                good += 1
    return 0.3 * min(good, 3) if good else -1.0


def choose_emigre(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Eyrie Emigre (compulsory: the card is lost only when no move can be followed by a
    battle): the move and count whose battle in the destination is worth most, by the
    shared odds with the warriors moved in; then the battle against the best target there.
    Other decisions under it (e.g. a toll on the way) are the strategy's own (None)."""
    from woodland.bots.heuristic_common import count_action

    if info.kind == "move":
        moves = [a for a in actions if a.kind == "move" and len(a.args) == 2]
        scored = [(emigre_move(st, info, int(a.args[0]) - 1, int(a.args[1]) - 1), a) for a in moves]
        if not scored:
            return None
        (_v, n), pick = max(scored, key=lambda t: (t[0][0], str(t[1])))
        st.mem.move = (int(pick.args[0]) - 1, int(pick.args[1]) - 1, n)
        return pick
    if info.kind == "move_count":
        fr, to = info.move_asked()
        if fr < 0:
            return None
        counts = [int(x.args[0]) for x in actions if x.kind == "count"]
        k = st.mem.move[2] if st.mem.move[:2] == (fr, to) else emigre_move(st, info, fr, to, max(counts, default=0))[1]
        return count_action(actions, k)
    if info.kind == "battle":
        fights = [a for a in actions if a.kind == "battle" and len(a.args) >= 2]
        if not fights:
            return None
        best = max(fights, key=lambda a: (st.battle_value(info, int(a.args[0]) - 1, str(a.args[1])), str(a)))
        st.mem.battle = (int(best.args[0]) - 1, str(best.args[1]))
        return best
    return None


#: the procedures of this deck's cards whose decisions a bot answers here, not by kind
PROCEDURES: dict[str, Callable[[Any, "Info", Sequence[Action]], Action | None]] = {
    "eyrie_emigre": choose_emigre,
}
