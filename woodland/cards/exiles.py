"""Effects of the Exiles and Partisans deck (components.md §2), in our own words.

Law A.2 lets the group replace the standard shared deck with this one (setup
``"deck": "exiles"``). Its item cards, ambushes and dominance cards are those of the
standard deck; the 25 effect cards are all persistent (4.1.3) and each class below
implements one ``effect`` key of woodland/data/decks/exiles.json. Readings of card texts
whose exact wording we do not have are explained in docs/decks/exiles.md.

Where the generic rules ask a crafted card (rules/effects.py):

- timing windows (1.4.1): ``start_birdsong`` (Saboteurs, Coffin Makers), ``birdsong``
  (False Orders, Swap Meet), ``end_birdsong`` (Eyrie Emigre), ``daylight`` (Propaganda
  Bureau, League of Adventurous Mice), ``start_evening`` (Charm Offensive),
  ``evening_draw`` (Informants), and in battle ``after_roll`` (the Partisans, 4.3.4);
- rule (2.5): ``rule_adjust`` (Soup Kitchens); moves (4.2): ``move_links`` (Boat Builders,
  Tunnels) and ``ignores_rule_to_move`` (Corvid Planners);
- removed warriors (G.24): ``takes_removed_warriors`` / ``held_warriors`` (Coffin Makers);
- events: ``("crafted", seat, card)`` (Murine Broker, Master Engravers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.actions import Action, act
from woodland.core.events import Crafted, Moved, RandomCard
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.kinds import decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import Battle, StartBattle, battle_options, start_battle
from woodland.rules.board import (
    can_place,
    clearing_suits,
    enemy_hirelings_with_warriors,
    in_suit,
    is_enemy,
    may_remove,
    move_warriors,
    owner_named,
    owner_title,
    place_warriors,
    remove_warriors,
    suit_words,
    treats_as_own,
    warriors_of,
    why_cannot_place,
    why_cannot_remove,
)
from woodland.rules.effects import EFFECTS, Effect, mark_used, play_area_changed, unused, use_action
from woodland.rules.move import Move, any_move, blocked, link_between, move_links, move_options
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game



# ----------------------------------------------------------------------------- helpers
def _clearing(g: "Game", x: object) -> int | None:
    if isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= g.map.n:
        return x - 1
    return None


def _faction(g: "Game", x: object) -> int | None:
    return next((f.seat for f in g.factions if f.key == x), None)


def _owner(g: "Game", x: object) -> int | None:
    """A faction's seat, or the owner id of a hireling in play named by ``x`` (appendix H)."""
    h = g.hirelings.key_of(str(x)) if g.hirelings is not None else None
    if h is not None and g.hirelings is not None:
        return g.hirelings.owner(h)
    return _faction(g, x)


def leave_play(g: "Game", owner: int, cid: int, by: int) -> None:
    """A crafted card leaves ``owner``'s play area for the discard pile (G.5), discarded by
    ``by``. Warriors kept on it go back to their owners' supplies (Coffin Makers)."""
    g.factions[owner].play_area.remove(cid)
    eff = EFFECTS.get(g.deckdef.cards[cid].effect or "")
    if isinstance(eff, CoffinMakers):
        eff.release(g, owner)
    play_area_changed(g, cid)  # the card may have changed a rule (Soup Kitchens, Boat Builders...)
    C.discard_card(g, cid, by)


def discard_this(g: "Game", seat: int, cid: int) -> None:
    """"Discard this card" (a card discarded to use its effect)."""
    leave_play(g, seat, cid, seat)


def battle_after_move(g: "Game", seat: int, a: int, b: int) -> bool:
    """Whether ``seat``, once its warriors moved from ``a`` into ``b``, could battle there
    (4.3): an enemy it may attack, a player or a hireling (G.8, H.3.2), asked of the battle
    rules themselves on a copy of the game (what forbids or costs a battle counts too)."""
    h = g.clone()
    move_warriors(h, seat, a, b, 1)
    return bool(battle_options(h, seat, [b], hirelings=True))


def crafting_clearings(g: "Game", seat: int) -> list[int]:
    """Clearings holding at least one crafting piece of ``seat`` (4.1.1), used or not.

    Asked of the faction through a ``crafting_clearings(g)`` hook (workshops 6.2.1, roosts
    7.2.1, sympathy 8.2.1...); a faction without that hook has no crafting piece on the map
    as far as Tunnels can tell (see docs/decks/exiles.md)."""
    fn = getattr(g.factions[seat], "crafting_clearings", None)
    if fn is None:
        return []
    return sorted(set(fn(g)))


# ============================================================================= bird
class Saboteurs(Effect):
    """At the start of Birdsong, discard this card to discard a crafted card of an enemy."""

    key = "saboteurs"
    window = "start_birdsong"

    def targets(self, g: "Game", seat: int) -> list[tuple[int, str]]:
        """(enemy seat, label) of every persistent card an enemy has crafted (dominance
        cards in a play area were activated, not crafted: 2.1.4, 3.3.1)."""
        cards = g.deckdef.cards
        out: list[tuple[int, str]] = []
        for f in g.factions:
            if f.seat == seat or not is_enemy(g, seat, f.seat):
                continue
            for t in f.play_area:
                c = cards[t]
                if c.kind == "persistent" and (f.seat, c.label) not in out:
                    out.append((f.seat, c.label))
        return out

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_birdsong":
            return []
        return [use_action(g, cid, g.factions[s].key, lb) for s, lb in self.targets(g, seat)]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window != "start_birdsong" or len(action.args) != 3:
            return None
        other = _faction(g, action.args[1])
        if other is None:
            return f"there is no {action.args[1]} player in this game", ["G.8"]
        if other == seat or not is_enemy(g, seat, other):
            return f"{action.args[1]} is not your enemy", ["G.8"]
        return f"{action.args[1]} has no crafted {action.args[2]} in its play area", ["2.1.4", "4.1.3"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        other = g.seat_of(str(action.args[1]))
        label = str(action.args[2]).lower()
        cards = g.deckdef.cards
        target = next(t for t in g.factions[other].play_area
                      if cards[t].label.lower() == label and cards[t].kind == "persistent")
        discard_this(g, seat, cid)
        leave_play(g, other, target, seat)


class SoupKitchens(Effect):
    """Your tokens count toward rule, each as two (changes 2.5 for its owner)."""

    key = "soup_kitchens"
    rule = "2.5"
    rule_by_phase = False

    def rule_adjust(self, g: "Game", c: int, counts: list[int]) -> int | None:
        seat = self.seat
        k = sum(1 for s, _k in g.tokens[c] if s == seat)
        if k:
            counts[seat] += 2 * k
        return None


class BoatBuilders(Effect):
    """You treat rivers as paths (2.3: rivers are not paths; this card makes them so for
    its owner's moves; rule still applies, 4.2.1)."""

    key = "boat_builders"
    rule = "4.2"

    def move_links(self, g: "Game", mover: int) -> list[tuple[int, int, bool]]:
        if mover != self.seat:
            return []
        radj = g.map.river_adj
        return [(a, b, False) for a in range(g.map.n) for b in radj[a] if a < b]


class CorvidPlanners(Effect):
    """You ignore rule when moving (4.2.1 does not apply to its owner)."""

    key = "corvid_planners"
    rule = "4.2.1"

    def ignores_rule_to_move(self, g: "Game", mover: int) -> bool:
        return mover == self.seat


class EyrieEmigre(Effect):
    """At the end of Birdsong, move, then battle in the destination; if you cannot do both,
    discard this card. Read as compulsory (docs/decks/exiles.md): the move must go where a
    battle can follow, and with no such move the card is discarded."""

    key = "eyrie_emigre"
    window = "end_birdsong"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window == "end_birdsong" and unused(g, seat, self.key):
            return [use_action(g, cid)]
        return []

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        return window == "end_birdsong" and unused(g, seat, self.key)

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        if emigre_moves(g, seat):
            g.push(EmigreAttack(seat, cid))
        else:
            discard_this(g, seat, cid)  # it cannot move and then battle: the card goes


def emigre_moves(g: "Game", seat: int) -> list[Action]:
    """Legal moves (4.2) into a clearing where an enemy, a hireling too, can then be attacked
    (4.3)."""
    return [m for m in move_options(g, seat) if battle_after_move(g, seat, int(m.args[0]) - 1, int(m.args[1]) - 1)]


class EmigreMove(Choice["EmigreAttack"]):
    """Eyrie Emigre: a move (4.2) into a clearing where an enemy can then be attacked."""

    kind = "move"

    def options(self, fr: "EmigreAttack", g: "Game") -> list[Action]:
        return emigre_moves(g, fr.seat)

    def why_not(self, fr: "EmigreAttack", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        return why_move(g, fr.seat, action) or (
            "Eyrie Emigre moves only into a clearing where you can then battle an enemy", ["4.1.3", "4.3"])

    def do(self, fr: "EmigreAttack", g: "Game", action: Action) -> None:
        a, b = int(action.args[0]) - 1, int(action.args[1]) - 1
        fr.b = b
        fr.step = "battle"
        m = Move(fr.seat, None, optional=False)  # only "how many" is left to choose
        m.a, m.b, m.step = a, b, "count"
        g.push(m)


class EmigreBattle(StartBattle):
    """Eyrie Emigre: then a battle (4.3) in the clearing moved into."""

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        return [emigre(fr).b]

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        b = emigre(fr).b
        if action.args and _clearing(g, action.args[0]) not in (None, b):
            return f"Eyrie Emigre battles in the clearing you moved into ({b + 1})", ["4.1.3"]
        return why_battle(g, fr.seat, action)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        g.pop()
        start_battle(g, fr.seat, action)


class EmigreAttack(Frame):
    """Eyrie Emigre: a move (4.2), then a battle (4.3) in the clearing moved into."""

    __slots__ = ("seat", "cid", "b")
    clearing_fields = ("b",)
    rule = "4.2"
    choices = {"move": (EmigreMove(),), "battle": (EmigreBattle(),)}

    def __init__(self, seat: int, cid: int) -> None:
        self.step = "move"
        self.seat = seat
        self.cid = cid
        self.b = -1

    def describe(self, g: "Game") -> str:
        return "Eyrie Emigre"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "eyrie_emigre", "step": self.step, "destination": self.b + 1 if self.b >= 0 else None}

    def discard(self, g: "Game") -> None:
        """It cannot move and then battle: the card is discarded."""
        g.pop()
        if self.cid in g.factions[self.seat].play_area:
            discard_this(g, self.seat, self.cid)

    def s_move(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            self.discard(g)
            return None
        return Decision(self.seat, "move", opts, "Eyrie Emigre: move into a clearing where you then battle", "4.2.1")

    def s_battle(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            self.discard(g)
            return None
        return Decision(self.seat, "battle", opts, f"Eyrie Emigre: battle in clearing {self.b + 1}", "4.3")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if self.step == "move":
            return "Eyrie Emigre: take a move first", ["4.1.3"]
        return None


def emigre(fr: Frame) -> EmigreAttack:
    assert isinstance(fr, EmigreAttack)
    return fr


# ============================================================================= partisans
class Partisans(Effect):
    """Fox, Rabbit and Mouse Partisans: in battle in a clearing of the card's suit, after the
    roll (4.3.4), you may deal an extra hit; then discard every card in your hand that is
    not of that suit. Bird cards are discarded too (docs/decks/exiles.md)."""

    key = "partisans"
    window = "after_roll"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "after_roll" or not isinstance(ctx, Battle) or seat not in (ctx.a, ctx.d):
            return []
        if not in_suit(g, ctx.c, g.deckdef.cards[cid].suit) or f"partisans:{seat}" in ctx.used:
            return []
        return [use_action(g, cid)]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        ctx.used.append(f"partisans:{seat}")
        if seat == ctx.a:
            ctx.xa += 1
        else:
            ctx.xd += 1
        suit = g.deckdef.cards[cid].suit
        cards = g.deckdef.cards
        for h in [h for h in g.factions[seat].hand if cards[h].suit != suit]:
            C.spend(g, seat, h)  # a dominance card becomes available (3.3.3)


# ============================================================================= fox
class PropagandaBureau(Effect):
    """Once in Daylight, spend a card to replace an enemy warrior in a clearing matching it
    with one of your warriors (G.23: only if both the removal and the placement can be done)."""

    key = "propaganda_bureau"
    window = "daylight"

    def targets(self, g: "Game", seat: int) -> list[tuple[int, int]]:
        """(clearing, owner): an enemy warrior there (a player's, or an enemy hireling's: G.9,
        G.36, H.3.2), a warrior of yours in supply that may be placed there, and a card in
        hand matching the clearing."""
        f = g.factions[seat]
        if f.supply <= 0 or not f.hand:
            return []
        n = g.n
        out: list[tuple[int, int]] = []
        for c in range(g.map.n):
            if not C.matching_in_hand(g, seat, clearing_suits(g, c)) or not can_place(g, seat, c):
                continue
            for o in g.factions:
                if o.seat != seat and is_enemy(g, seat, o.seat) and g.warriors[c * n + o.seat] > 0 \
                        and not treats_as_own(g, seat, o.seat) \
                        and o.replaceable_warriors(g, c) > 0 \
                        and may_remove(g, seat, o.seat, c):  # H.2.2 the Stoic Protector; G.9
                    out.append((c, o.seat))
            out += [(c, o) for o in enemy_hirelings_with_warriors(g, seat, c)]
        return out

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "daylight" or not unused(g, seat, self.key):
            return []
        return [use_action(g, cid, c + 1, owner_title(g, o)) for c, o in self.targets(g, seat)]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window != "daylight" or len(action.args) != 3:
            return None
        c, other = _clearing(g, action.args[1]), _owner(g, action.args[2])
        if c is None:
            return f"there is no clearing {action.args[1]} on this map", ["2.2"]
        if other is None or other == seat or not is_enemy(g, seat, other):
            if other is not None and other <= -2:
                return (f"the {action.args[2]} are not your enemy: you or your coalition partner "
                        "control them"), ["G.9", "H.3.2"]
            return f"{action.args[2]} is not an enemy in this game", ["G.8"]
        if warriors_of(g, other, c) == 0:
            return f"{action.args[2]} has no warrior in clearing {c + 1} to replace", ["G.23"]
        if other >= 0 and treats_as_own(g, seat, other):
            return f"you treat the {action.args[2]} warriors as your own: they are no enemy pieces", ["G.9", "11.2.7"]
        r = why_cannot_remove(g, seat, other, c, "G.23")
        if r is not None:
            return r
        if g.factions[other].replaceable_warriors(g, c) <= 0:  # 14.2.2 the warlord, 18.2.5 a Captain
            why = g.factions[other].why_unreplaceable(g, c)
            return (why[0], ["G.23", *why[1]]) if why else \
                (f"{action.args[2]}'s warriors in clearing {c + 1} cannot be removed", ["G.23"])
        if g.factions[seat].supply <= 0:
            return "you have no warrior in your supply to put in its place", ["G.23", "G.20"]
        if not can_place(g, seat, c):  # the blocking rule too (G.23's example: the keep, 6.2.2)
            return why_cannot_place(g, seat, c, "G.23") or (f"you cannot place pieces in clearing {c + 1}", ["G.23"])
        return f"you have no card matching clearing {c + 1} ({suit_words(g, c)}) to spend", ["G.31", "2.1.1"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        g.push(BureauSpend(seat, int(action.args[1]) - 1, owner_named(g, str(action.args[2]))))


class BureauCard(Choice["BureauSpend"]):
    """Propaganda Bureau: the card spent, matching the clearing (G.31)."""

    kind = "spend"

    def options(self, fr: "BureauSpend", g: "Game") -> list[Action]:
        return C.card_actions(g, "spend", C.matching_in_hand(g, fr.seat, clearing_suits(g, fr.c)))

    def why_not(self, fr: "BureauSpend", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0], clearing_suits(g, fr.c), "G.31") if action.args else None

    def do(self, fr: "BureauSpend", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        remove_warriors(g, fr.other, fr.c, 1, fr.seat, "replace")
        place_warriors(g, fr.seat, fr.c, 1)
        g.pop()


class BureauSpend(Frame):
    """Propaganda Bureau: spend a card matching the clearing, then replace (G.23)."""

    __slots__ = ("seat", "c", "other")
    seat_fields = ("seat", "other")
    owner_fields = ("other",)  # an enemy hireling's warrior (G.9)
    clearing_fields = ("c",)
    rule = "G.23"
    choices = {"spend": (BureauCard(),)}

    def __init__(self, seat: int, c: int, other: int) -> None:
        self.step = "spend"
        self.seat = seat
        self.c = c
        self.other = other

    def s_spend(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "spend", self.offer(g),
                        f"Propaganda Bureau: spend a card matching clearing {self.c + 1}", "G.31", keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind != "spend" or not action.args:
            return "spend a card matching the clearing first", ["G.31"]
        return None


class FalseOrders(Effect):
    """In Birdsong, discard this card to move half (rounded up) of an enemy's warriors in
    one clearing, as that enemy (1.5.5), ignoring rule (4.2.1)."""

    key = "false_orders"
    window = "birdsong"

    @staticmethod
    def destinations(g: "Game", other: int, a: int) -> list[int]:
        """Where ``other``'s warriors in ``a`` can go: its own links (paths, and any links
        it has), not blocked, regardless of rule."""
        adj, _free = move_links(g, other)
        return [b for b in adj[a] if not blocked(g, other, a, b)]

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "birdsong":
            return []
        out: list[Action] = []
        n = g.n
        for o in g.factions:
            if o.seat == seat or not is_enemy(g, seat, o.seat):
                continue
            for a in range(g.map.n):
                if g.warriors[a * n + o.seat] > 0 and self.destinations(g, o.seat, a):
                    out.append(use_action(g, cid, a + 1, o.key))
        return out

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window != "birdsong" or len(action.args) != 3:
            return None
        a, other = _clearing(g, action.args[1]), _faction(g, action.args[2])
        if a is None:
            return f"there is no clearing {action.args[1]} on this map", ["2.2"]
        if other is None or other == seat or not is_enemy(g, seat, other):
            return f"{action.args[2]} is not an enemy in this game", ["G.8"]
        if g.warriors[a * g.n + other] == 0:
            return f"{action.args[2]} has no warriors in clearing {a + 1}", ["4.2"]
        return f"{action.args[2]}'s warriors cannot move anywhere from clearing {a + 1}", ["4.2"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        discard_this(g, seat, cid)
        g.push(FalseOrdersMove(seat, g.seat_of(str(action.args[2])), int(action.args[1]) - 1))


class OrdersMove(Choice["FalseOrdersMove"]):
    """False Orders: where the enemy's warriors go, along its own links, regardless of rule."""

    kind = "move"

    def options(self, fr: "FalseOrdersMove", g: "Game") -> list[Action]:
        return [act("move", (fr.a + 1, b + 1)) for b in FalseOrders.destinations(g, fr.other, fr.a)]

    def why_not(self, fr: "FalseOrdersMove", g: "Game", action: Action) -> Reason | None:
        if len(action.args) != 2:
            return None
        if _clearing(g, action.args[0]) != fr.a:
            return f"False Orders moves the warriors in clearing {fr.a + 1}", ["4.1.3"]
        return f"{g.factions[fr.other].key} warriors cannot move from {fr.a + 1} to {action.args[1]}", ["4.2"]

    def do(self, fr: "FalseOrdersMove", g: "Game", action: Action) -> None:
        b = int(action.args[1]) - 1
        k = fr.count(g)
        link = link_between(g, fr.other, fr.a, b)
        move_warriors(g, fr.other, fr.a, b, k)
        g.emit(Moved("moved", fr.other, fr.a, b, k, fr.other, link))  # as that enemy (1.5.5)
        g.pop()


class FalseOrdersMove(Frame):
    """False Orders: the card's owner chooses where the enemy's warriors go."""

    __slots__ = ("seat", "other", "a")
    seat_fields = ("seat", "other")
    clearing_fields = ("a",)
    rule = "1.5.5"
    choices = {"move": (OrdersMove(),)}

    def __init__(self, seat: int, other: int, a: int) -> None:
        self.step = "move"
        self.seat = seat
        self.other = other
        self.a = a

    def describe(self, g: "Game") -> str:
        return "False Orders"

    def count(self, g: "Game") -> int:
        w = g.warriors[self.a * g.n + self.other]
        return (w + 1) // 2

    def s_move(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts or self.count(g) == 0:
            g.pop()
            return None
        return Decision(self.seat, "move", opts,
                        f"False Orders: move {self.count(g)} {g.factions[self.other].key} warrior(s) "
                        f"from clearing {self.a + 1}", "1.5.5")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind != "move" or len(action.args) != 2:
            return "choose where the warriors go: move A->B", ["1.5.5"]
        return None


class Informants(Effect):
    """In Evening, instead of drawing cards, take an ambush card from the discard pile."""

    key = "informants"
    window = "evening_draw"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "evening_draw":
            return []
        cards = g.deckdef.cards
        labels: list[str] = []
        for d in reversed(g.discard):
            if cards[d].kind == "ambush" and cards[d].label not in labels:
                labels.append(cards[d].label)
        return [use_action(g, cid, lb) for lb in sorted(labels)]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window == "evening_draw" and len(action.args) == 2:
            return f"there is no {action.args[1]} in the discard pile", ["1.2.2", "2.1.2"]
        return None

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        label = str(action.args[1]).lower()
        cards = g.deckdef.cards
        d = next(d for d in reversed(g.discard) if cards[d].label.lower() == label)
        g.discard.remove(d)
        f = g.factions[seat]
        f.hand.append(d)
        f.shown.append(d)  # taken from the open discard pile: everyone knows it


# ============================================================================= rabbit
class Tunnels(Effect):
    """The clearings holding your crafting pieces are adjacent to each other (for your moves;
    rule still applies, 4.2.1)."""

    key = "tunnels"
    rule = "4.2"

    def move_links(self, g: "Game", mover: int) -> list[tuple[int, int, bool]]:
        if mover != self.seat:
            return []
        cs = crafting_clearings(g, mover)
        return [(a, b, False) for i, a in enumerate(cs) for b in cs[i + 1:]]


class CharmOffensive(Effect):
    """At the start of Evening, may draw a card; then another player of your choice scores 1."""

    key = "charm_offensive"
    window = "start_evening"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_evening" or not unused(g, seat, self.key):
            return []
        return [use_action(g, cid, f.key) for f in g.factions if f.seat != seat]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        C.draw(g, seat, 1)
        score(g, g.seat_of(str(action.args[1])), 1)


class SwapMeet(Effect):
    """Once in Birdsong, take a random card from another player (G.22), then give them a card."""

    key = "swap_meet"
    window = "birdsong"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "birdsong" or not unused(g, seat, self.key):
            return []
        return [use_action(g, cid, f.key) for f in g.factions if f.seat != seat and f.hand]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        if window == "birdsong" and len(action.args) == 2:
            return f"{action.args[1]} has no card in hand to take", ["G.22"]
        return None

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        other = g.seat_of(str(action.args[1]))
        hand = g.factions[other].hand
        took = hand[g.rng.below(len(hand))]
        C.give(g, other, seat, took)
        g.emit(RandomCard("random_card", other, seat, took))
        g.push(SwapGive(seat, other))


class GiveCard(Choice["SwapGive"]):
    """Swap Meet: the card given to the player taken from."""

    kind = "give"

    def options(self, fr: "SwapGive", g: "Game") -> list[Action]:
        return C.card_actions(g, "give", C.distinct_hand(g, fr.seat))

    def why_not(self, fr: "SwapGive", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0], None, "4.1.3") if action.args else None

    def do(self, fr: "SwapGive", g: "Game", action: Action) -> None:
        C.give(g, fr.seat, fr.other, C.card_by_label(g, fr.seat, str(action.args[0])))
        g.pop()


class SwapGive(Frame):
    """Swap Meet: give the player you took from a card of your choice."""

    __slots__ = ("seat", "other")
    seat_fields = ("seat", "other")
    rule = "4.1.3"
    choices = {"give": (GiveCard(),)}

    def __init__(self, seat: int, other: int) -> None:
        self.step = "give"
        self.seat = seat
        self.other = other

    def s_give(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "give", opts, f"Swap Meet: give {g.factions[self.other].key} a card",
                        "4.1.3", keep=True)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind != "give" or not action.args:
            return "give a card from your hand first", ["4.1.3"]
        return None


class CoffinMakers(Effect):
    """Removed warriors go on this card instead of their supply (G.24); at the start of
    Birdsong, score 1 per 5 warriors here, then return them all to their owners' supplies.

    The warriors are counted in the owner's ``marks`` as ``coffin:SEAT`` (per warrior owner;
    a hireling's owner id for its warriors, G.36, also kept as ``Hired.held`` so that they are
    out of its supply)."""

    key = "coffin_makers"
    window = "start_birdsong"
    rule = "G.24"

    @staticmethod
    def _key(owner: int) -> str:
        return f"coffin:{owner}"

    def takes_removed_warriors(self, g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> bool:
        m = g.factions[self.seat].marks
        k = self._key(owner)
        m[k] = m.get(k, 0) + n
        if owner <= -2 and g.hirelings is not None:  # a hireling's warriors (G.36)
            g.hirelings.of_owner(owner).held += n
        return True

    def held_warriors(self, g: "Game", owner: int) -> int:
        return g.factions[self.seat].marks.get(self._key(owner), 0)

    def total(self, g: "Game", seat: int) -> int:
        return sum(v for k, v in g.factions[seat].marks.items() if k.startswith("coffin:"))

    def release(self, g: "Game", seat: int) -> None:
        """Every warrior on the card returns to its owner's supply."""
        m = g.factions[seat].marks
        for k in [k for k in m if k.startswith("coffin:")]:
            owner, n = int(k.split(":", 1)[1]), m.pop(k)
            if owner >= 0:
                g.factions[owner].supply += n
            elif g.hirelings is not None:  # back to the hireling's supply (its card)
                g.hirelings.of_owner(owner).held -= n

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window == "start_birdsong" and self.total(g, seat) > 0:
            return [use_action(g, cid)]
        return []

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        return window == "start_birdsong" and self.total(g, seat) > 0

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        score(g, seat, self.total(g, seat) // 5)
        self.release(g, seat)


# ============================================================================= mouse
def ready_items(g: "Game", seat: int) -> list[str]:
    """Kinds of face-up (not exhausted) items in the Crafted Items box (none for a faction
    whose items lie elsewhere, 4.1.2: the Hundreds' Hoard, the Knaves' Stash, the Satchel)."""
    f = g.factions[seat]
    if not f.crafted_items_box:
        return []
    return sorted({it for it in f.items if not it.endswith("_x")})


class LeagueOfAdventurousMice(Effect):
    """Once in Daylight, exhaust an item in your Crafted Items box to take a move (4.2) or
    initiate a battle (4.3). Exhausted items carry "_x" and refresh at the start of your
    Birdsong."""

    key = "league_of_adventurous_mice"
    window = "daylight"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "daylight" or not unused(g, seat, self.key) or not ready_items(g, seat):
            return []
        out: list[Action] = []
        if any_move(g, seat):
            out.append(use_action(g, cid, "move"))
        out += [use_action(g, cid, "battle", *b.args) for b in battle_options(g, seat, hirelings=True)]
        return out

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> Reason | None:
        from woodland.rules.why import why_battle

        if window != "daylight" or len(action.args) < 2:
            return None
        f = g.factions[seat]
        if not f.crafted_items_box:
            box, rule = f.items_box
            return f"the {f.title} has no Crafted Items box: its items lie in the {box}", ["4.1.2", rule]
        if not ready_items(g, seat):
            return "you have no face-up item in your Crafted Items box to exhaust", ["4.1.2"]
        if action.args[1] == "battle":
            return why_battle(g, seat, act("battle", action.args[2:]))
        if action.args[1] == "move":
            return "you have no legal move", ["4.2.1"]
        return f"League of Adventurous Mice takes a move or a battle, not {action.args[1]!r}", ["4.1.3"]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        g.push(LeagueExhaust(seat, [str(x) if not isinstance(x, int) else x for x in action.args[1:]]))


class ExhaustItem(Choice["LeagueExhaust"]):
    """League of Adventurous Mice: the face-up item exhausted to move or battle."""

    kind = "exhaust"

    def options(self, fr: "LeagueExhaust", g: "Game") -> list[Action]:
        return [act("exhaust", (k,)) for k in ready_items(g, fr.seat)]

    def why_not(self, fr: "LeagueExhaust", g: "Game", action: Action) -> Reason | None:
        if action.args:
            return f"you have no face-up {action.args[0]} in your Crafted Items box", ["4.1.2"]
        return None

    def do(self, fr: "LeagueExhaust", g: "Game", action: Action) -> None:
        fr.exhaust(g, str(action.args[0]))


class LeagueExhaust(Frame):
    """League of Adventurous Mice: exhaust an item, then move or battle."""

    __slots__ = ("seat", "then")
    rule = "4.1.3"
    choices = {"exhaust": (ExhaustItem(),)}

    def __init__(self, seat: int, then: list[Any]) -> None:
        self.step = "exhaust"
        self.seat = seat
        #: ["move"] or ["battle", clearing, faction]
        self.then = then

    def s_exhaust(self, g: "Game") -> Decision | None:
        kinds = ready_items(g, self.seat)
        if len(kinds) == 1:
            self.exhaust(g, kinds[0])
            return None
        return Decision(self.seat, "exhaust", self.offer(g),
                        "League of Adventurous Mice: which item to exhaust", "4.1.3")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return "choose an item to exhaust first", ["4.1.3"]

    def exhaust(self, g: "Game", kind: str) -> None:
        """Exhaust the item, then take the move or start the battle."""
        items = g.factions[self.seat].items
        items[items.index(kind)] = kind + "_x"
        g.pop()
        if self.then[0] == "move":
            g.push(Move(self.seat, None, optional=False))
        else:
            start_battle(g, self.seat, act("battle", tuple(self.then[1:])))


class MurineBroker(Effect):
    """Draw a card whenever another player crafts an item."""

    key = "murine_broker"
    listens = frozenset(("crafted",))

    def triggers(self, g: "Game", seat: int, cid: int, event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, Crafted) and event.seat != seat and g.deckdef.cards[event.card].kind == "item":
            C.draw(g, seat, 1)
        return []


class MasterEngravers(Effect):
    """Score one extra point whenever you craft an item (on top of 3.2.2)."""

    key = "master_engravers"
    listens = frozenset(("crafted",))

    def triggers(self, g: "Game", seat: int, cid: int, event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, Crafted) and event.seat == seat and g.deckdef.cards[event.card].kind == "item":
            score(g, seat, 1)
        return []


decision_kind("battle", "Which battle the Eyrie Emigre starts", "4.1.3")
decision_kind("give", "Which card to give back (Swap Meet)", "4.1.3")
decision_kind("exhaust", "Which item to exhaust (League of Adventurous Mice)", "4.1.3")
