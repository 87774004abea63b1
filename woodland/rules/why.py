"""Why an action is not legal: reasons that cite the rule that blocks it.

Frames call these from ``why_not(g, action)`` so that ``IllegalAction`` (and later the
rules oracle) can say, in plain words, which rule forbids what was asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.ability import abilities
from woodland.core.actions import Action
from woodland.rules.battle import lent_warriors
from woodland.rules.board import (
    has_pieces,
    hireling_rules_with,
    is_enemy,
    owner_named,
    owner_title,
    rule_counts,
    rulers,
    why_cannot_change,
)
from woodland.rules.cards import matching_in_hand

if TYPE_CHECKING:
    from woodland.core.game import Game

Reason = tuple[str, list[str]]


def clearing_arg(g: "Game", x: object) -> int | None:
    if isinstance(x, int) and 1 <= x <= g.map.n:
        return x - 1
    return None


def why_move(g: "Game", seat: int, action: Action, origins: list[int] | None = None,
             origins_rule: str = "7.5.2") -> Reason | None:
    if action.kind != "move" or len(action.args) != 2:
        return None
    a, b = (clearing_arg(g, x) for x in action.args)
    if a is None or b is None:
        return f"there is no clearing {action.args[0] if a is None else action.args[1]} on this map", ["2.2"]
    if g.warriors[a * g.n + seat] == 0:
        return f"you have no warriors in clearing {a + 1} to move", ["4.2"]
    if origins is not None and a not in origins:
        from woodland.rules.board import suit_words

        return f"this move must start in a clearing of the required suit, and {a + 1} is {suit_words(g, a)}", \
            [origins_rule]
    from woodland.rules.move import ignores_rule, move_blocker, move_links

    adj, free = move_links(g, seat)
    if b not in adj[a]:
        return no_link_reason(g, seat, a, b, "4.2")
    blocker = move_blocker(g, seat, a, b)
    if blocker is not None:
        return blocker.move_block_reason(g, a, b)
    r = rulers(g)
    if not ignores_rule(g, seat) and (a, b) not in free and r[a] != seat and r[b] != seat:
        return (f"you rule neither clearing {a + 1}{ruled_by(g, a)} nor clearing {b + 1}{ruled_by(g, b)}",
                ["4.2.1"] + lords_rule(g, a, b))
    return None


def no_link_reason(g: "Game", seat: int, a: int, b: int, rule: str) -> Reason:
    """Why ``seat`` cannot move from ``a`` to ``b``, which are not linked for it."""
    return link_reason(g, seat, a, b, rule) or (f"clearings {a + 1} and {b + 1} are not adjacent", ["2.2.1", rule])


def link_reason(g: "Game", seat: int, a: int, b: int, rule: str) -> Reason | None:
    """What stands between ``a`` and ``b``, not linked for ``seat``: a closed path (M.4.2),
    a link an ability gives at other times (the Ferry, M.3.5), a river (2.3)."""
    if g.map.linked_by_closed_path(a, b):
        return (f"the path between {a + 1} and {b + 1} is closed: clearings linked by a closed path are "
                "not adjacent (a player with pieces there may remove it in Daylight, M.4.3)"), ["M.4.2", rule]
    for ab in abilities(g).why_no_link:
        r = ab.why_no_link(g, seat, a, b)
        if r is not None:
            return r
    return river_reason(g, a, b, rule)


def river_reason(g: "Game", a: int, b: int, rule: str) -> Reason | None:
    """Clearings ``a`` and ``b`` linked only by a river (2.3), for a move under ``rule``."""
    if b not in g.map.river_adj[a]:
        return None
    lake = " (the lake is treated as rivers, M.3.2)" if a in g.map.coastal and b in g.map.coastal else ""
    return (f"{a + 1} and {b + 1} are linked only by a river{lake}, and rivers are not paths: only swimmers "
            f"(11.2.2) and a buyer of Riverboats (11.2.7) move along them"), ["2.3", rule] + (["M.3.2"] if lake else [])


def why_battle(g: "Game", seat: int, action: Action, clearings: list[int] | None = None,
               clearings_rule: str = "7.5.2", where: str = "") -> Reason | None:
    """Why ``seat`` cannot start the battle ``action``; ``clearings`` limits where it may be
    (``clearings_rule`` says so; ``where`` words the limit, else "a clearing of the required
    suit")."""
    if action.kind != "battle" or len(action.args) != 2:
        return None
    c = clearing_arg(g, action.args[0])
    if c is None:
        return f"there is no clearing {action.args[0]} on this map", ["2.2"]
    if clearings is not None and c not in clearings:
        from woodland.rules.board import suit_words

        if where:
            return f"this battle must be {where}, not in clearing {c + 1}", [clearings_rule]
        return f"this battle must be in a clearing of the required suit, and {c + 1} is {suit_words(g, c)}", \
            [clearings_rule]
    key = str(action.args[1])
    other = next((f.seat for f in g.factions if f.key == key), None)
    if other is None and g.hirelings is not None and g.hirelings.key_of(key) is not None:
        other = owner_named(g, key.lower())  # a hireling (H.3.2)
    if g.warriors[c * g.n + seat] == 0 and not g.factions[seat].pawn_in(g, c) \
            and (other is None or not lent_warriors(g, seat, c, other)):
        return f"you have no warriors in clearing {c + 1}", ["4.3"]
    if other is None:
        return f"there is no {key} player in this game", ["4.3"]
    if other == seat or not is_enemy(g, seat, other):
        enemy_rules = ["4.3", "G.8"] + (["H.3.2"] if other < 0 else [])
        if 0 <= other != seat and (g.factions[seat].coalition == other or g.factions[other].coalition == seat):
            # 9.2.8: a coalition partner is no enemy
            return f"you cannot battle {key}: you are in a coalition, and the defender must be an enemy", \
                enemy_rules + ["9.2.8"]
        return f"you cannot battle {key}: the defender must be an enemy", enemy_rules
    if not has_pieces(g, other, c):  # a hireling's warriors, buildings or tokens too
        if other < 0 and g.hirelings is not None:
            h = g.hirelings.of_owner(other)
            if h.pawn == c:  # its pawn alone (the Protector, the Flotilla): its card forbids it
                return h.rules.pawn_unbattled_reason(g, h, c)
        return f"{key} has no pieces in clearing {c + 1}", ["4.3"]
    for ab in abilities(g).forbids_battle:  # 1.1.2: "cannot" is absolute
        if ab.forbids_battle(g, seat, other, c):
            return ab.battle_reason(g, other, c), [ab.rule or "4.3", "1.1.2"]
    for ab in abilities(g).battle_cost:  # a card to discard to battle (the Spring Uprising)
        suits = ab.battle_cost(g, seat, other, c)
        if suits is not None and not matching_in_hand(g, seat, suits):
            return f"{ab.battle_cost_reason(g, other, c)}, and you hold none", [ab.rule or "4.3", "2.1.1"]
    return None


def why_craft(g: "Game", seat: int, action: Action) -> Reason | None:
    from woodland.rules.craft import crafting_suit_counts, why_not_craft

    if action.kind != "craft" or not action.args:
        return None
    label = str(action.args[0]).lower()
    cards = g.deckdef.cards
    cid = next((c for c in g.factions[seat].hand if cards[c].label.lower() == label), None)
    if cid is None:
        return f"you have no {action.args[0]} in hand", ["4.1"]
    r = why_not_craft(g, seat, cards[cid], crafting_suit_counts(g, seat))
    if r is None:
        return None
    if r[1] == "4.1.1":  # say which crafting pieces an ability keeps from being activated (17.2.3)
        for c in sorted(set(g.factions[seat].crafting_clearings(g))):
            barred = why_cannot_change(g, seat, c, "craft", "4.1.1")
            if barred is not None:
                return f"{r[0]} ({barred[0]})", barred[1]
    return r[0], [r[1]]


def card_in_hand(g: "Game", seat: int, label: object) -> int | None:
    low = str(label).lower()
    cards = g.deckdef.cards
    return next((c for c in g.factions[seat].hand if cards[c].label.lower() == low), None)


def why_card(g: "Game", seat: int, label: object, suit: str | tuple[str, ...] | None, rule: str,
             what: str = "card", wild: bool = True) -> Reason | None:
    """A card named in an action: in hand, and matching ``suit`` (birds are wild, 2.1.1), or
    one of the suits of a clearing (rules/board.py ``clearing_suits``). ``wild`` False: a
    card is given or discarded perforce, so one that could only be spent as any suit
    (Companions) does not match (ruling R460)."""
    from woodland.rules.cards import card_matches, matches_one as matches, wild_card

    try:
        g.deckdef.type_of(str(label))
    except Exception:
        alike = [t.label for t in g.deckdef.types if t.name.lower() == str(label).lower()]
        if alike:  # a name several suits share: the label says which
            return f"name one of the cards called {label}: {', '.join(alike)}", [rule]
        return f"there is no card {label!r} in the {g.deckdef.title}", ["2.1"]
    cid = card_in_hand(g, seat, label)
    if cid is None:
        return f"you have no {label} in hand", [rule]
    card = g.deckdef.cards[cid]
    if suit is not None and not matches(card.suit, suit) and not card_matches(g, seat, cid, suit, wild):
        if not wild and wild_card(g, seat, cid):
            return (f"{card.label} may be spent or revealed as another suit, but not given or discarded "
                    "perforce as one"), [rule, "2.1.1"]
        extra = " (reverse substitution: only a bird card can be spent as a bird)" if suit == "bird" else ""
        wanted = suit if isinstance(suit, str) else "/".join(suit)
        return f"the {what} must match {wanted}, and {card.label} is {card.suit}{extra}", [rule, "2.1.1"]
    return None


def unquoted_card(g: "Game", seat: int, action: Action, rule: str) -> Reason | None:
    """A card name of several words written without quotes (``decree root tea build``):
    the words were read as separate arguments. Names the card(s) meant, quoted, preferring
    those in ``seat``'s hand."""
    args = action.args
    names: dict[str, list[str]] = {}
    for t in g.deckdef.types:
        names.setdefault(t.label.lower(), []).append(t.label)
        if t.name != t.label:
            names.setdefault(t.name.lower(), []).append(t.label)
    for i in range(len(args)):
        for j in range(len(args), i + 1, -1):  # the longest run of two words or more first
            part = args[i:j]
            found = names.get(" ".join(str(w) for w in part).lower()) if all(isinstance(w, str) for w in part) \
                else None
            if found:
                held = [lb for lb in found if card_in_hand(g, seat, lb) is not None] or found
                example = Action(action.kind, args[:i] + (held[0],) + args[j:])
                quoted = " or ".join('"' + lb + '"' for lb in held)
                return (f"a card name of several words is written in quotes: {quoted} (e.g. {example})"), \
                    [rule] if rule else []
    return None


def _tie_won(g: "Game", c: int) -> bool:
    """Whether the ruler of clearing ``c`` rules it by winning a tie (7.2.2 Lords of the
    Forest), weighing what rule weighs (hireling pieces too, H.3.1)."""
    r = rulers(g)[c]
    if r < 0 or not any(a.seat == r and a.wins_rule_ties(g) for a in abilities(g).wins_rule_ties):
        return False
    counts = rule_counts(g, c)
    return counts.count(counts[r]) > 1


def _tie_unruled(g: "Game", c: int) -> bool:
    """Whether nobody rules clearing ``c`` because players tie there for the most warriors
    and buildings (2.5), weighing what rule weighs."""
    if rulers(g)[c] != -1:
        return False
    counts = rule_counts(g, c)
    best = max(counts, default=0)
    return best > 0 and counts.count(best) > 1


def lords_rule(g: "Game", *clearings: int) -> list[str]:
    """["7.2.2"] when a tie decides who rules one of ``clearings``; "2.5" when a tie leaves
    one ruled by nobody; "H.3.1" too when hireling pieces count there (for their controller,
    or an uncontrolled hireling rules)."""
    out = ["7.2.2"] if any(_tie_won(g, c) for c in clearings) else []
    out += ["2.5"] if any(_tie_unruled(g, c) for c in clearings) else []
    return out + (["H.3.1"] if any(hireling_rules_with(g, c) for c in clearings) else [])


def ruled_by(g: "Game", c: int) -> str:
    """Who rules clearing ``c``, in words for a reason: " (eyrie rules it)"."""
    r = rulers(g)[c]
    if r <= -2:  # H.3.1: an uncontrolled hireling rules as a player would
        return f" ({owner_title(g, r)}, a hireling no one controls, rules it)"
    if r < 0:
        return " (nobody rules it)"
    how = ", tied, by Lords of the Forest" if _tie_won(g, c) else ""
    how += ", counting its hireling's pieces" if hireling_rules_with(g, c) else ""
    return f" ({g.factions[r].key} rules it{how})"
