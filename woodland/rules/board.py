"""Pieces on the map: rule (2.5), placing, moving and removing (G.20, G.24, 1.5.4).

Every change to the pieces on the map goes through these functions, so supplies stay
conserved, rule is recomputed, removals score (3.2.1) and events reach the abilities
that trigger on them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from woodland.core import observe as _observe
from woodland.core.ability import FROM_FACTION, Ability, abilities, building_slots
from woodland.core.events import FullRemoval, Placed, Removed
from woodland.core.maps import SUITS, WILD_SUIT

if TYPE_CHECKING:
    from woodland.core.game import Game

RUIN = "ruin"


# ----------------------------------------------------------------------------- rule
def clearing_suits(g: "Game", c: int) -> tuple[str, ...]:
    """2.2.2: the suits of clearing ``c`` -- its printed suit or suit marker (A.1), with those
    abilities add (the Lost City: all three). The one query behind every "matching clearing"
    and "clearing of a suit" (:func:`in_suit`); a crafting piece there pays any of them."""
    suits: tuple[str, ...] = (g.suits[c],)
    for ab in (g._abilities or abilities(g)).clearing_suits:  # none in most games
        suits = ab.clearing_suits(g, c, suits)
    return suits


def in_suit(g: "Game", c: int, suit: str) -> bool:
    """Whether clearing ``c`` is a clearing of ``suit`` (matches it, 2.1.1)."""
    if not (g._abilities or abilities(g)).clearing_suits:  # the Law's default, fast (hot path)
        return g.suits[c] == suit
    return suit in clearing_suits(g, c)


def clearings_in_suit(g: "Game", suit: str) -> list[int]:
    """The clearings of the map of ``suit`` (:func:`in_suit`), in order."""
    if not (g._abilities or abilities(g)).clearing_suits:  # the Law's default, fast (hot path)
        return [c for c in range(g.map.n) if g.suits[c] == suit]
    return [c for c in range(g.map.n) if suit in clearing_suits(g, c)]


def suits_to_match(g: "Game") -> tuple[str, ...]:
    """The suits a card spent as "one suit of your choice" to match clearings (a bird card,
    2.1.1: wild for any other suit) may name: the clearing suits (2.2.2), and the frog suit
    while a clearing has it (16.2.1.II: an enclave's clearing matches the frog suit)."""
    if not (g._abilities or abilities(g)).clearing_suits:  # the Law's default, fast
        return SUITS
    more = {s for c in range(g.map.n) for s in clearing_suits(g, c) if s not in SUITS}
    return SUITS + tuple(sorted(more))


def suit_words(g: "Game", c: int) -> str:
    """The suit(s) of clearing ``c`` as a reason names them: ``fox``, ``fox/rabbit/mouse``."""
    return "/".join(clearing_suits(g, c))


def piece_suit(g: "Game", c: int) -> str:
    """4.1.1: the suit a crafting piece in clearing ``c`` pays: its clearing's, or, in a
    clearing of several suits, any one of them -- written ``fox+rabbit+mouse`` (see
    rules/craft.py ``suit_set``)."""
    return piece_suits(g)[c]


def piece_suits(g: "Game") -> Sequence[str]:
    """:func:`piece_suit` of every clearing, by index (one call for a faction's pieces)."""
    if not (g._abilities or abilities(g)).clearing_suits:  # the Law's default, fast (hot path)
        return g.suits
    return ["+".join(_wild(clearing_suits(g, c))) for c in range(len(g.suits))]


def _wild(suits: tuple[str, ...]) -> tuple[str, ...]:
    """16.2.1.I: a crafting piece in a frog clearing pays a frog icon, and the frog icon is
    wild: it pays an icon of any suit (ruling R340)."""
    if WILD_SUIT not in suits:
        return suits
    return suits + tuple(s for s in SUITS if s not in suits)


def rulers(g: "Game") -> tuple[int, ...]:
    """The ruler of every clearing (seat, or -1 for nobody), cached until pieces change.

    2.5: most warriors plus buildings rules; a tie means nobody, unless a tied faction wins
    ties (7.2.2 Lords of the Forest) and has a piece there. Abilities that change what
    counts (``rule_adjust``: mercenaries, Soup Kitchens) or who rules outright (10.2.4
    Pilgrims) are asked per clearing (core/ability.py).

    A change of pieces refreshes only its clearing in the cache (:func:`_touch`); anything
    else that can change rule (the phase, a crafted card) drops the cache (``g.invalidate``)."""
    r = g._rulers
    if r is not None:
        return r
    lords, adjusters = _rule_context(g)
    r = g._rulers = tuple([_rule_in(g, c, lords, adjusters) for c in range(len(g.buildings))])
    return r


def _rule_context(g: "Game") -> tuple[list[int], tuple[Ability, ...]]:
    """The seats that win ties (7.2.2) and the abilities that adjust rule."""
    reg = g._abilities or abilities(g)
    return [a.seat for a in reg.wins_rule_ties if a.wins_rule_ties(g)], reg.rule_adjust


def _rule_in(g: "Game", c: int, lords: list[int], adjusters: tuple[Ability, ...]) -> int:
    """The ruler of clearing ``c`` (2.5), or -1. Every adjuster changes the counts; of
    those that name a ruler outright, the first in the registry's order decides (R47)."""
    n = g.n
    counts = g.warriors[c * n:(c + 1) * n]
    for s, _k in g.buildings[c]:
        if s >= 0:
            counts[s] += 1
    if adjusters:
        forced = -1
        for adj in adjusters:
            who = adj.rule_adjust(g, c, counts)
            if who is not None and who >= 0 and forced < 0:
                forced = who
        if forced >= 0:
            return forced
    best = max(counts)
    if best == 0:
        return -1
    first = counts.index(best)
    if best not in counts[first + 1:]:
        return first if first < n else n - 2 - first  # past the seats: an uncontrolled hireling (H.3.1)
    for s in lords:
        if counts[s] == best:
            return s
    return -1


def rule_counts(g: "Game", c: int) -> list[int]:
    """2.5: what :func:`rulers` weighs in clearing ``c``: each seat's warriors plus buildings,
    as the abilities that adjust rule change them (``rule_adjust``), then one entry per
    hireling card in play when a hireling ability adds them (H.3.1: an uncontrolled hireling
    counts as a player; a controlled one's pieces are in its controller's entry). For
    reasons that say how a clearing is ruled (rules/why.py); :func:`rulers` decides. The
    counting restates the start of :func:`_rule_in`, which keeps it inline: a call per
    clearing there cost 6 M instructions of the headline (docs/performance.md)."""
    n = g.n
    counts = g.warriors[c * n:(c + 1) * n]
    for s, _k in g.buildings[c]:
        if s >= 0:
            counts[s] += 1
    for adj in (g._abilities or abilities(g)).rule_adjust:
        adj.rule_adjust(g, c, counts)
    return counts


def hireling_rules_with(g: "Game", c: int) -> bool:
    """H.3.1: whether hireling pieces count in who rules clearing ``c``: an uncontrolled
    hireling rules it, or its ruler controls a hireling with a warrior or building there."""
    r = rulers(g)[c]
    hs = g.hirelings
    if hs is None or r == -1:
        return r <= -2
    if r <= -2:
        return True
    return any(h.controller == r and h.at(c) for h in hs.cards) or \
        any(o <= -2 and hs.cards[-2 - o].controller == r for o, _k in g.buildings[c])


def _touch(g: "Game", *clearings: int) -> None:
    """Pieces changed in ``clearings``: refresh their rulers in the cache, if there is one."""
    r = g._rulers
    if r is not None:
        lords, adjusters = _rule_context(g)
        for c in clearings:
            who = _rule_in(g, c, lords, adjusters)
            if who != r[c]:
                r = r[:c] + (who,) + r[c + 1:]
        g._rulers = r


def ruler(g: "Game", c: int) -> int:
    return rulers(g)[c]


def rules(g: "Game", seat: int, c: int) -> bool:
    return rulers(g)[c] == seat


def ruled_count(g: "Game", seat: int) -> int:
    return sum(1 for r in rulers(g) if r == seat)


# ----------------------------------------------------------------------------- queries
def warriors(g: "Game", seat: int, c: int) -> int:
    return g.warriors[c * g.n + seat]


def warriors_of(g: "Game", owner: int, c: int) -> int:
    """The warriors of ``owner`` in ``c``: a seat's, or a hireling's (owner id <= -2,
    core/hireling.py ``owner_id``)."""
    if owner >= 0:
        return g.warriors[c * g.n + owner]
    return g.hirelings.of_owner(owner).at(c) if owner <= -2 and g.hirelings is not None else 0


def owner_named(g: "Game", key: str) -> int:
    """The owner id of the pieces of ``key``: a faction's seat, or a hireling card in play (by
    the side up or its card)."""
    h = g.hirelings.key_of(key) if g.hirelings is not None else None
    if h is not None and g.hirelings is not None:
        return g.hirelings.owner(h)
    return g.seat_of(key)


def owner_title(g: "Game", owner: int) -> str:
    """A faction's key or a hireling's side key, for reasons and views."""
    if owner >= 0:
        return g.factions[owner].key
    return g.hirelings.of_owner(owner).key if owner <= -2 and g.hirelings is not None else "nobody"


def player_removing(g: "Game", by: int) -> int:
    """H.3.7: the player removing pieces with a hireling is its controller (for Outrage and
    the like; the removal never scores, H.3.6). A seat or -1 stays as it is."""
    if by <= -2 and g.hirelings is not None:
        return g.hirelings.of_owner(by).controller
    return by


def hireling_removing(by: int) -> int:
    """The ``hireling`` of a Removed event: the owner id of the hireling removing, else -1."""
    return by if by <= -2 else -1


def free_slots(g: "Game", c: int) -> int:
    """2.2.3: open building slots (ruins fill a slot, 2.2.4)."""
    return building_slots(g)[c] - len(g.buildings[c])


def buildings_of(g: "Game", seat: int, c: int) -> list[str]:
    return [k for s, k in g.buildings[c] if s == seat]


def tokens_of(g: "Game", seat: int, c: int) -> list[str]:
    return [k for s, k in g.tokens[c] if s == seat]


def count_building(g: "Game", seat: int, kind: str) -> int:
    piece = (seat, kind)
    return sum([bs.count(piece) for bs in g.buildings])


def clearings_with_building(g: "Game", seat: int, kind: str) -> list[int]:
    """Clearing index once per building of ``kind`` owned by ``seat``."""
    piece = (seat, kind)
    out: list[int] = []
    for c, bs in enumerate(g.buildings):
        if piece in bs:
            out += [c] * bs.count(piece)
    return out


def has_pieces(g: "Game", seat: int, c: int) -> bool:
    """Any faction piece of ``seat`` in clearing ``c`` (warriors, buildings, tokens, pawns); a
    hireling's owner id (<= -2, appendix H) asks about that hireling's pieces."""
    if seat < 0:
        return warriors_of(g, seat, c) > 0 or any(s == seat for s, _k in g.buildings[c] + g.tokens[c])
    if g.warriors[c * g.n + seat]:
        return True
    for s, _k in g.buildings[c]:
        if s == seat:
            return True
    for s, _k in g.tokens[c]:
        if s == seat:
            return True
    return g.factions[seat].pawn_in(g, c)


def total_warriors(g: "Game", c: int) -> int:
    """Every warrior in ``c``: the factions', and the hirelings' (appendix H: a hireling's
    warriors are warriors; 7.4.3 A New Roost counts them, and so do the Prosperous Farmers)."""
    n = g.n
    total = sum(g.warriors[c * n:(c + 1) * n])
    if g.hirelings is not None:
        total += sum(h.at(c) for h in g.hirelings.cards)
    return total


def can_place(g: "Game", seat: int, c: int) -> bool:
    """Whether ``seat`` may place pieces in ``c`` at all (6.2.2 the keep, ...)."""
    for a in (g._abilities or abilities(g)).forbids_placement:
        if a.forbids_placement(g, seat, c):
            return False
    return True


def placement_blocker(g: "Game", seat: int, c: int) -> Ability | None:
    """The ability that forbids ``seat`` to place pieces in ``c``, if any (1.1.2)."""
    for a in abilities(g).forbids_placement:
        if a.forbids_placement(g, seat, c):
            return a
    return None


def why_cannot_place(g: "Game", seat: int, c: int, *rules: str) -> tuple[str, list[str]] | None:
    """Why ``seat`` may not place pieces in ``c`` (the blocking ability's rule, after
    ``rules``), or None if it may."""
    a = placement_blocker(g, seat, c)
    if a is None:
        return None
    return a.placement_reason(g, c), [*rules, a.rule]


def may_change(g: "Game", actor: int, c: int, change: str) -> bool:
    """Whether ``actor`` may, outside battle, remove (``change`` "remove") or flip ("flip")
    pieces in ``c``, or activate crafting pieces there ("craft"): 1.1.2, "cannot" is
    absolute (17.2.3 Governors)."""
    for a in (g._abilities or abilities(g)).forbids_change:
        if a.forbids_change(g, actor, c, change):
            return False
    return True


def remove_emptied_ruin(g: "Game", c: int, by: int) -> bool:
    """9.5.3 (and those that take an item as it says): the ruin of ``c`` goes with its last
    item, removed by ``by``, unless ``by`` may not remove pieces there (a ruin is a piece,
    G.27; 17.2.3 Governors, 1.1.2: ruling R578): then it stays, empty. Whether it went."""
    if not may_change(g, by, c, "remove"):
        return False
    bs = list(g.buildings[c])
    bs.remove((-1, "ruin"))
    g.buildings[c] = tuple(bs)
    g.invalidate()
    return True


_NOWHERE: frozenset[int] = frozenset()


def unchangeable(g: "Game", actor: int, change: str) -> frozenset[int]:
    """The clearings where ``actor`` may not make ``change`` (:func:`may_change`), for a
    rule site that asks of many clearings: empty, without a call per clearing, in a game
    where no ability forbids it."""
    forbidders = (g._abilities or abilities(g)).forbids_change
    if not forbidders:
        return _NOWHERE
    return frozenset(c for c in range(g.map.n) if any(a.forbids_change(g, actor, c, change) for a in forbidders))


def why_cannot_change(g: "Game", actor: int, c: int, change: str, *rules: str) -> tuple[str, list[str]] | None:
    """Why ``actor`` may not make ``change`` in ``c`` (the forbidding ability's rule, after
    ``rules``), or None if it may."""
    for a in abilities(g).forbids_change:
        if a.forbids_change(g, actor, c, change):
            return a.change_reason(g, c, change), [*rules, a.rule]
    return None


def may_remove(g: "Game", remover: int, owner: int, c: int) -> bool:
    """Whether ``remover`` may, outside battle, remove pieces of ``owner`` in ``c`` (1.1.2:
    17.2.3 Governors, the Stoic Protector H.2.2)."""
    return may_change(g, remover, c, "remove") and not any(
        a.forbids_removal(g, remover, owner, c) for a in (g._abilities or abilities(g)).forbids_removal)


def why_cannot_remove(g: "Game", remover: int, owner: int, c: int, *rules: str) -> tuple[str, list[str]] | None:
    """Why ``remover`` may not, outside battle, remove pieces of ``owner`` in ``c`` (the
    forbidding ability's rule, after ``rules``), or None if it may."""
    for a in abilities(g).forbids_removal:
        if a.forbids_removal(g, remover, owner, c):
            return a.removal_reason(g, owner, c), [*rules, a.rule]
    return why_cannot_change(g, remover, c, "remove", *rules)


def _removal_forbidden(g: "Game", by: int, owner: int, c: int, cause: str) -> bool:
    """1.1.2: a removal outside battle that an ability forbids (17.2.3, H.2.2) does not happen.
    A hireling removing is its controller removing (H.3.7)."""
    if cause == "battle":
        return False
    reg = g._abilities or abilities(g)
    if not reg.forbids_change and not reg.forbids_removal:
        return False
    by = player_removing(g, by)
    return by >= 0 and not may_remove(g, by, owner, c)


def is_enemy(g: "Game", a: int, b: int) -> bool:
    """G.8: any other player you are not in a coalition with. H.3.2: a hireling (an owner id
    <= -2) is an enemy of every player but its controller and those in coalition with its
    controller; hirelings are not each other's enemies (docs/rulings.md R263)."""
    if a == b:
        return False
    if a < 0 or b < 0:
        return _hireling_enemy(g, a, b)
    return not (g.factions[a].coalition == b or g.factions[b].coalition == a)


def treats_as_own(g: "Game", seat: int, owner: int) -> bool:
    """G.9, G.35: whether ``seat`` treats the warriors of ``owner`` (an enemy) as its own for
    rule now (11.2.7 Mercenaries): they are then no enemy pieces to ``seat``."""
    return any(a.own_for_rule(g, seat, owner) for a in (g._abilities or abilities(g)).own_for_rule)


def borrows_warriors(g: "Game") -> bool:
    """Whether any player may treat warriors not its own as its own for rule (G.35: an
    ability that does, such as Mercenaries, 11.2.7, or hirelings in play, H.3.1)."""
    return g.hirelings is not None or bool((g._abilities or abilities(g)).own_for_rule)


def warriors_for_rule(g: "Game", seat: int, c: int) -> int:
    """The warriors ``seat`` has in ``c`` counting those it treats as its own for rule (G.35:
    Mercenaries, 11.2.7) and its hirelings' (H.3.1): what 8.4.2.II.a (Martial Law) counts."""
    n = g.n
    row = g.warriors[c * n:(c + 1) * n]
    total = row[seat]
    for o in range(n):
        if o != seat and row[o] and treats_as_own(g, seat, o):
            total += row[o]
    if g.hirelings is not None:
        total += sum(h.at(c) for h in g.hirelings.cards if h.controller == seat)
    return total


def enemy_pieces(g: "Game", seat: int, c: int) -> int:
    """G.9: how many enemy pieces of ``seat`` are in ``c``: its enemies' faction pieces (but
    the warriors ``seat`` treats as its own for rule, G.35) and enemy hirelings' pieces."""
    n = 0
    for s in range(g.n):
        if is_enemy(g, seat, s):
            n += (0 if treats_as_own(g, seat, s) else g.warriors[c * g.n + s]) + g.factions[s].pawn_in(g, c)
    n += sum(1 for owner, _k in g.buildings[c] + g.tokens[c] if is_enemy(g, seat, owner))
    if g.hirelings is not None:
        for h in g.hirelings.cards:
            if is_enemy(g, seat, g.hirelings.owner(h)):
                n += h.at(c) + (h.pawn == c)
    return n


def enemy_pieces_of(g: "Game", seat: int, owner: int, c: int) -> int:
    """G.9: how many of the pieces ``owner`` (a seat, or a hireling's owner id) has in ``c``
    are enemy pieces of ``seat``: :func:`enemy_pieces` for one owner (their sum over every
    owner is ``enemy_pieces``; tests/rules/test_glossary.py checks it)."""
    if not is_enemy(g, seat, owner):
        return 0
    n = sum(1 for o, _k in g.buildings[c] + g.tokens[c] if o == owner)
    if owner >= 0:
        return n + (0 if treats_as_own(g, seat, owner) else g.warriors[c * g.n + owner]) \
            + g.factions[owner].pawn_in(g, c)
    h = g.hirelings.of_owner(owner) if g.hirelings is not None else None
    return n + (h.at(c) + (h.pawn == c) if h is not None else 0)


def enemy_hirelings_with_warriors(g: "Game", seat: int, c: int) -> list[int]:
    """G.9, G.36, H.3.2: the owner ids of the hirelings that are enemies of ``seat`` and have
    warriors in ``c`` that ``seat`` may remove outside battle (1.1.2: Governors, 17.2.3), in
    card order; none in a game without hirelings. Effects that remove "an enemy warrior"
    offer these besides players' warriors (Propaganda Bureau, the Gladiator's Duel)."""
    if g.hirelings is None:
        return []
    return [o for i, h in enumerate(g.hirelings.cards)
            if h.at(c) and is_enemy(g, seat, o := -2 - i) and may_remove(g, seat, o, c)]


def _hireling_enemy(g: "Game", a: int, b: int) -> bool:
    if (a <= -2) == (b <= -2) or -1 in (a, b) or g.hirelings is None:
        return False  # two hirelings, or nobody's piece (a ruin)
    seat, hired = (a, b) if b <= -2 else (b, a)
    ctl = g.hirelings.of_owner(hired).controller
    return ctl < 0 or is_enemy(g, seat, ctl)


# ----------------------------------------------------------------------------- changes
def place_warriors(g: "Game", seat: int, c: int, n: int, check: bool = True) -> int:
    """Place up to ``n`` warriors from supply (1.5.4: as many as possible). Returns placed.
    ``check=False`` skips the placement limits (loading a position)."""
    f = g.factions[seat]
    k = min(n, f.supply)
    if k > 0 and check and not can_place(g, seat, c):  # 1.1.2: "cannot" is absolute (6.2.2, V.6.2)
        return 0
    if k > 0:
        f.supply -= k
        g.warriors[c * g.n + seat] += k
        _touch(g, c)
    return k


def move_warriors(g: "Game", seat: int, a: int, b: int, n: int) -> None:
    i = a * g.n + seat
    if g.warriors[i] < n:
        raise RuntimeError("engine error: moving more warriors than present")
    g.warriors[i] -= n
    g.warriors[b * g.n + seat] += n
    _touch(g, a, b)


def lift_warriors(g: "Game", seat: int, c: int, n: int) -> None:
    """Take ``n`` warriors of ``seat`` off clearing ``c`` without removing them: they go to
    a place the faction keeps (a forest, 18.2.4; a Prisoner, 18.2.6). No supply, no event."""
    i = c * g.n + seat
    if g.warriors[i] < n:
        raise RuntimeError("engine error: lifting more warriors than present")
    g.warriors[i] -= n
    _touch(g, c)


def set_down_warriors(g: "Game", seat: int, c: int, n: int) -> None:
    """Put ``n`` warriors of ``seat`` kept off the map (see :func:`lift_warriors`) into ``c``."""
    g.warriors[c * g.n + seat] += n
    _touch(g, c)


def remove_warriors(g: "Game", seat: int, c: int, n: int, by: int, cause: str = "effect") -> int:
    """Remove up to ``n`` warriors of ``seat`` (or of a hireling, an owner id <= -2) from ``c``
    to their supply (G.24). ``by``: the seat removing them, a hireling's owner id (H.3.6:
    scoring nothing) or -1."""
    if seat < 0:
        return _remove_hireling_warriors(g, seat, c, n, by, cause)
    hired = hireling_removing(by)
    if by < -1:
        by = player_removing(g, by)  # H.3.7
    i = c * g.n + seat
    k = min(n, g.factions[seat].removable_warriors(g, c, cause))
    if k > 0 and _removal_forbidden(g, by, seat, c, cause):
        return 0
    if k > 0:
        g.warriors[i] -= k
        _touch(g, c)
        if not removed_warriors_taken(g, seat, c, k, by, cause):
            g.factions[seat].warriors_removed(g, c, k, by, cause)
        g.emit(Removed("removed", c, seat, "warrior", k, by, cause, hired))
    return k


def _remove_hireling_warriors(g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> int:
    """:func:`remove_warriors` of a hireling's warriors: back to its supply (G.24)."""
    who = player_removing(g, by)
    assert g.hirelings is not None
    h = g.hirelings.of_owner(owner)
    k = min(n, h.at(c))
    if k > 0:
        h.warriors[c] -= k  # G.24: back to the hireling's supply, unless a card takes them (Coffin Makers)
        if not any(h.warriors):
            h.warriors = []
        _touch(g, c)
        removed_warriors_taken(g, owner, c, k, who, cause)
        g.emit(Removed("removed", c, owner, "warrior", k, who, cause, hireling_removing(by)))
    return k


def place_hireling_warriors(g: "Game", owner: int, c: int, n: int) -> int:
    """Place up to ``n`` warriors of the hireling ``owner`` (an owner id) from its supply in
    ``c`` (1.5.4: as many as possible). Returns how many."""
    assert g.hirelings is not None
    h = g.hirelings.of_owner(owner)
    k = min(n, h.supply)
    if k > 0:
        if not h.warriors:
            h.warriors = [0] * g.map.n
        h.warriors[c] += k
        _touch(g, c)
    return k


def hireling_buildings(g: "Game", owner: int) -> list[int]:
    """Clearing index once per building of the hireling ``owner`` (an owner id) on the map."""
    return [c for c, bs in enumerate(g.buildings) for o, _k in bs if o == owner]


def hireling_tokens(g: "Game", owner: int) -> list[int]:
    """Clearing index once per token of the hireling ``owner`` (an owner id) on the map."""
    return [c for c, ts in enumerate(g.tokens) for o, _k in ts if o == owner]


def hireling_clearings(g: "Game", owner: int) -> list[int]:
    """The clearings with warriors, buildings or tokens of the hireling ``owner``, in order."""
    assert g.hirelings is not None
    h = g.hirelings.of_owner(owner)
    return sorted(set(h.warrior_clearings()) | set(hireling_buildings(g, owner)) | set(hireling_tokens(g, owner)))


def place_hireling_building(g: "Game", owner: int, c: int) -> bool:
    """Place a building of the hireling ``owner`` in ``c`` from its supply, if a slot is open
    (2.2.3) and it may be placed there (G.20). False if impossible."""
    assert g.hirelings is not None
    h = g.hirelings.of_owner(owner)
    if free_slots(g, c) <= 0 or not can_place(g, owner, c) or len(hireling_buildings(g, owner)) >= h.building_total:
        return False
    g.buildings[c] = g.buildings[c] + ((owner, h.rules.building),)
    _touch(g, c)
    _placed(g, owner, h.rules.building, c)
    return True


def place_hireling_token(g: "Game", owner: int, c: int) -> bool:
    """Place a token of the hireling ``owner`` in ``c`` from its supply (the tokens its card has
    that are not on the map), if it may be placed there (G.20). False if impossible."""
    assert g.hirelings is not None
    h = g.hirelings.of_owner(owner)
    if not can_place(g, owner, c) or len(hireling_tokens(g, owner)) >= h.token_total:
        return False
    g.tokens[c] = g.tokens[c] + ((owner, h.rules.token),)
    _touch(g, c)
    return True


def move_hireling_warriors(g: "Game", owner: int, a: int, b: int, n: int) -> None:
    """The hireling ``owner`` moves ``n`` of its warriors from ``a`` to ``b`` (H.3.4)."""
    assert g.hirelings is not None
    h = g.hirelings.of_owner(owner)
    if h.at(a) < n:
        raise RuntimeError("engine error: moving more warriors than present")
    h.warriors[a] -= n
    h.warriors[b] += n
    _touch(g, a, b)


def cards_take_removed_warriors(g: "Game") -> bool:
    """Some ability other than a faction's own (a crafted card: Coffin Makers) takes removed
    warriors instead of their supply."""
    return any(a.precedence != FROM_FACTION for a in abilities(g).takes_removed_warriors)


def removed_warriors_taken(g: "Game", owner: int, c: int, k: int, by: int = -1, cause: str = "effect",
                           skip: type[Ability] | None = None) -> bool:
    """G.24: ``k`` warriors of ``owner`` removed from ``c`` go to the first ability that
    takes them (10.2.3 Revenge, Coffin Makers...) instead of their supply: True if one did.
    A faction's own abilities are asked before cards (1.1.1, ruling R34); ``skip`` leaves
    out abilities of one class (the one passing the warriors on)."""
    for a in abilities(g).takes_removed_warriors:
        if (skip is None or type(a) is not skip) and a.takes_removed_warriors(g, owner, c, k, by, cause):
            return True
    return False


def place_building(g: "Game", seat: int, kind: str, c: int, check: bool = True) -> bool:
    """Place the leftmost ``kind`` building of ``seat`` in ``c``. False if impossible."""
    if free_slots(g, c) <= 0 or (check and not can_place(g, seat, c)) or not g.factions[seat].take_building(kind):
        return False
    g.buildings[c] = g.buildings[c] + ((seat, kind),)
    _touch(g, c)
    _placed(g, seat, kind, c)
    if check and g.wants("placed"):  # in play, not while a position is loaded
        g.emit(Placed("placed", c, seat))
    return True


def _placed(g: "Game", seat: int, kind: str, c: int) -> None:
    """2.2.3: tell the abilities that care which slot a building took (the Elder Treetop)."""
    for a in (g._abilities or abilities(g)).building_placed:
        a.building_placed(g, seat, kind, c)


def removal_scores(g: "Game", by: int, owner: int) -> bool:
    """3.2.1: whether ``by`` removing a building or token of ``owner`` scores a point."""
    return by >= 0 and is_enemy(g, by, owner) and _scores(g, owner)


def remove_building(g: "Game", c: int, owner: int, kind: str, by: int, cause: str = "effect") -> None:
    if _removal_forbidden(g, by, owner, c, cause):
        return
    bs = list(g.buildings[c])
    bs.remove((owner, kind))
    g.buildings[c] = tuple(bs)
    _touch(g, c)
    if owner != -1:  # not a ruin: a faction's building, or a hireling's (back to its card's supply)
        if owner >= 0:
            g.factions[owner].return_building(kind)
        if removal_scores(g, by, owner):  # a hireling's too (H.3.6)
            from woodland.rules.victory import score

            score(g, by, 1)  # 3.2.1 (not by a hireling, H.3.6)
        g.emit(Removed("removed", c, owner, kind, 1, player_removing(g, by), cause, hireling_removing(by)))


def _scores(g: "Game", owner: int) -> bool:
    """3.2.1: removing a building of ``owner`` scores, unless it is a hireling's whose card says
    it never does (``Hireling.building_scores``; the Farmers' farms)."""
    return owner >= 0 or g.hirelings is None or g.hirelings.of_owner(owner).rules.building_scores


def place_token(g: "Game", seat: int, kind: str, c: int, check: bool = True) -> bool:
    if (check and not can_place(g, seat, c)) or not g.factions[seat].take_token(kind):
        return False
    g.tokens[c] = g.tokens[c] + ((seat, kind),)
    _touch(g, c)  # tokens can count for rule (Soup Kitchens)
    if check and g.wants("placed"):
        g.emit(Placed("placed", c, seat))
    return True


def remove_token(g: "Game", c: int, owner: int, kind: str, by: int, cause: str = "effect") -> None:
    if _removal_forbidden(g, by, owner, c, cause):
        return
    ts = list(g.tokens[c])
    ts.remove((owner, kind))
    g.tokens[c] = tuple(ts)
    _touch(g, c)
    if owner >= 0:  # a hireling's token goes back to its card's supply (what is not on the map)
        g.factions[owner].return_token(kind)
    if by >= 0 and is_enemy(g, by, owner):
        from woodland.rules.victory import score

        score(g, by, 1)  # 3.2.1 (not by a hireling, H.3.6)
    g.emit(Removed("removed", c, owner, kind, 1, player_removing(g, by), cause, hireling_removing(by)))


def move_token(g: "Game", owner: int, kind: str, a: int, b: int) -> None:
    """A token of ``owner`` moves from clearing ``a`` to ``b`` (15.2.4 relics moved with
    warriors): not a removal, nor a placement."""
    ts = list(g.tokens[a])
    ts.remove((owner, kind))
    g.tokens[a] = tuple(ts)
    g.tokens[b] = g.tokens[b] + ((owner, kind),)
    _touch(g, a, b)


def replace_token(g: "Game", c: int, owner: int, kind: str, new: str) -> None:
    """A token of ``owner`` in ``c`` turns into one of kind ``new`` where it lies, taking
    nothing from a supply: a plot flipped face up (13.4.2); two of them exchanged make a
    swap (G.33, 13.5.4)."""
    ts = list(g.tokens[c])
    ts[ts.index((owner, kind))] = (owner, new)
    g.tokens[c] = tuple(ts)
    _touch(g, c)


def remove_all_enemy_pieces(g: "Game", by: int, c: int, cause: str = "effect") -> None:
    """Remove every enemy piece in ``c`` (Favor cards, revolts...), a hireling's too (H.3.2,
    H.3.7). Pawns stay (9.2.2), and warriors ``by`` treats as its own for rule (G.9)."""
    if g.hirelings is not None:
        for owner, h in g.hirelings.with_warriors():
            if h.at(c) and is_enemy(g, by, owner):
                remove_warriors(g, owner, c, h.at(c), by, cause)
        for owner, kind in list(g.buildings[c]):
            if owner <= -2 and is_enemy(g, by, owner):
                remove_building(g, c, owner, kind, by, cause)
        for owner, kind in list(g.tokens[c]):
            if owner <= -2 and is_enemy(g, by, owner):
                remove_token(g, c, owner, kind, by, cause)
    for s in range(g.n):
        if not is_enemy(g, by, s):
            continue
        w = g.warriors[c * g.n + s]
        if w and not treats_as_own(g, by, s):
            remove_warriors(g, s, c, w, by, cause)
        for owner, kind in list(g.buildings[c]):
            if owner == s:
                remove_building(g, c, owner, kind, by, cause)
        for owner, kind in list(g.tokens[c]):
            if owner == s:
                remove_token(g, c, owner, kind, by, cause)
        if g.factions[s].pawn_in(g, c):
            g.emit(FullRemoval("full_removal", c, s, by))  # 9.2.2.I


# ----------------------------------------------------------------------------- views
def public_facts(g: "Game") -> list[dict[str, Any]]:
    """What every player can work out of each clearing (for views, core/observe.py): who
    rules it (2.5) and the factions that cannot place pieces there (G.20, 1.1.2)."""
    r = rulers(g)
    keys = [f.key for f in g.factions]
    barred = _barred(g, keys, len(r))
    out = [{"ruler": keys[r[c]] if r[c] >= 0 else None if r[c] == -1 else owner_title(g, r[c]),
            "no_placing": barred[c]} for c in range(len(r))]
    if abilities(g).clearing_suits:  # the suits abilities give a clearing (the Lost City, enclaves 16.2.1)
        for c, facts in enumerate(out):
            suits = clearing_suits(g, c)
            if suits != (g.suits[c],):
                facts["suits"] = list(suits)
    return out


def _barred(g: "Game", keys: list[str], n: int) -> list[list[str]]:
    """Per clearing, the factions (``keys``, by seat) that may not place pieces there
    (:func:`can_place`); none asked when no ability forbids placing."""
    if not (g._abilities or abilities(g)).forbids_placement:
        return [[] for _ in range(n)]
    return [[key for s, key in enumerate(keys) if not can_place(g, s, c)] for c in range(n)]


_observe.CLEARING_FACTS.append(public_facts)


def redraw_ruin_items(g: "Game", rng: Any, known: Sequence[int] = ()) -> None:
    """1.2, 9.3.4: the hidden items under the ruins drawn again among the ruins, as many under
    each, for a determinized copy; the ruins in ``known`` (looked at by the viewer, 9.7.3)
    keep theirs."""
    spots = [c for c in range(g.map.n) if g.ruin_items[c] and c not in known]
    pool = sorted(it for c in spots for it in g.ruin_items[c])
    rng.shuffle(pool)
    k = 0
    for c in spots:
        m = len(g.ruin_items[c])
        g.ruin_items[c] = tuple(pool[k:k + m])
        k += m
