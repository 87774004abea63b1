"""The Exile card (appendix H; card texts: docs/data-sources.md "The Exile / The Brigand",
two readings that agree: components.md §6 and TRANSCRIPTION; HRF's snapshot plays the same).

Its demoted side, the Brigand (implemented). Setup (A.6.3): the "R" items go under the ruins
as if the Vagabond were in play (9.3.4: one at random under each ruin), unless a faction of
the game brings them itself (a Vagabond, whose setup places them; R393). Two actions, each
once per Daylight (H.2.4; two sun icons, R394), for the controller:

- ``brigand_explore CLEARING``: take the item under the ruin of a clearing where they have
  faction pieces (without looking, as the Hundreds' raze, R212; no point: the card gives
  none). It goes where the faction keeps items it gains (the Crafted Items box; the
  Hundreds' Hoard, as the card says). The ruin goes with its last item (9.5.3).
- ``brigand_steal FACTION ITEM``: exhaust a face-up item of their Crafted Items box (not a
  Hoard, a Satchel or a Stash: 4.1.2, ``Faction.crafted_items_box``; it refreshes at the
  start of their Birdsong, R33) to take a random card from another player with faction
  pieces in a clearing where they have faction pieces too.

Its promoted side, the Exile (implemented): a pawn set up in any forest (``forest F3``), three
Club items on its card (kept on the card: ``Hired.state`` {"forest", "items"}, the Vagabond's
item strings, ``club_x`` exhausted). Any player with faction pieces in a clearing touching
its forest may, at any time on their own turn, put an item of their Crafted Items box on its
card to draw a card and score a point (``exile_aid ITEM``, offered as the Corvids' Exposure,
13.2.4, R120). Once per Daylight (``exile``), its controller exhausts one item per move to an
adjacent forest (``exile_move F2``) and two per battle in a clearing touching its forest
(``battle CLEARING FACTION``), any number of times, then ``done``: every item on the card
refreshes. It rolls up to as many hits as it has items; each hit it takes exhausts an item,
or removes one (for good, G.24) when none is face up. No one can battle it: it stands in a
forest (4.3 battles are in clearings). R398.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.cards.exiles import ready_items
from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.cards import ITEMS
from woodland.core.errors import BadInput
from woodland.core.events import RandomCard
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.game import DETERMINIZE_HOOKS
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, FACTION, FOREST, ITEM, ITEM_STATE, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import Battle, hireling_battle_options
from woodland.rules.board import has_pieces, owner_named, redraw_ruin_items, remove_emptied_ruin
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.core.rng import Rng


def _vb() -> Any:
    """The Vagabond's package, whose item strings and forest names the Exile uses (imported
    when first needed, so that the faction registry keeps its order)."""
    from woodland.factions import vagabond

    return vagabond


def _hundreds() -> Any:
    """The Hundreds' package (its R items at random under the ruins, 14.3.3; imported when needed)."""
    from woodland.factions import hundreds

    return hundreds

action_kind("brigand_explore", "The Brigand: take the item under the ruin of this clearing, where you have pieces",
            "H.2.4", (CLEARING,))
action_kind("brigand_steal", "The Brigand: exhaust this item of your Crafted Items box to take a random card "
            "from this player, who has pieces in a clearing with yours", "H.2.4", (FACTION, ITEM))

EXPLORE, STEAL = "brigand_explore", "brigand_steal"


def brings_r_items(g: "Game") -> bool:
    """Whether a faction of the game places the R items under the ruins itself (9.3.4: the
    Vagabond; 14.3.3: the Hundreds, unless done already)."""
    return any(f.DATA.get("ruin_items") or f.DATA.get("r_items") for f in g.factions)


class RuinItems(Frame):
    """A.6.3 The Brigand's setup: the R items under the ruins, as if the Vagabond were in play
    (one at random under each, 9.3.4), unless a Vagabond's setup will do it (R393)."""

    __slots__ = ()
    rule = "A.6.3"

    def __init__(self) -> None:
        self.step = "place"

    def s_place(self, g: "Game") -> None:
        g.pop()
        if not any(g.ruin_items) and not any(f.DATA.get("ruin_items") for f in g.factions):
            _hundreds().place_ruin_items(g)


def _take_from_ruin(g: "Game", c: int, by: int) -> str:
    """The last item under the ruin of ``c``, taken without looking (R212) for ``by`` (the
    controller, H.3.7); the ruin goes with its last item (9.5.3), unless it may not be
    removed there (R578)."""
    items = list(g.ruin_items[c])
    it = items.pop()
    g.ruin_items[c] = tuple(items)
    g.reveal()  # the item is face up where it goes
    if not items:
        remove_emptied_ruin(g, c, by)
    return it


def _steal_targets(g: "Game", seat: int) -> list[int]:
    """The other players with a card in hand and faction pieces in a clearing where ``seat``
    has faction pieces."""
    shared = [c for c in range(g.map.n) if has_pieces(g, seat, c)]
    return [f.seat for f in g.factions
            if f.seat != seat and f.hand and any(has_pieces(g, f.seat, c) for c in shared)]


def _tag(kind: str) -> str:
    return f"hireling:{kind}"


class TheBrigand(Hireling):
    key = "the_brigand"
    rule = "H.2.4"
    daylight_kinds = (EXPLORE, STEAL)
    daylight_once = False  # two actions, each once per Daylight (R394): kept apart below
    #: positions: the R items under the ruins when no faction brings them (R393)
    ruin_items = True

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [RuinItems()]

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        seat, used = h.controller, g.factions[h.controller].used
        out: list[Action] = []
        if _tag(EXPLORE) not in used:
            out += [act(EXPLORE, (c + 1,)) for c in range(g.map.n) if g.ruin_items[c] and has_pieces(g, seat, c)]
        if _tag(STEAL) not in used and g.factions[seat].crafted_items_box:
            out += [act(STEAL, (g.factions[s].key, it)) for s in _steal_targets(g, seat) for it in ready_items(g, seat)]
        return out

    def daylight_why(self, g: "Game", h: Hired, action: Action) -> tuple[str, list[str]] | None:
        seat = h.controller
        if _tag(action.kind) in g.factions[seat].used:
            return "The Brigand's action was already taken this Daylight", ["H.2.4"]
        if action.kind == EXPLORE:
            return "The Brigand take the item under a ruin in a clearing where you have pieces", ["H.2.4", "9.5.3"]
        f = g.factions[seat]
        if not f.crafted_items_box:
            return f"the {f.title} have no Crafted Items box to exhaust an item from", ["H.2.4", "4.1.2"]
        if len(action.args) == 2 and str(action.args[1]) not in ready_items(g, seat):
            return f"you have no face-up {action.args[1]} in your Crafted Items box", ["H.2.4", "4.1.2"]
        return ("The Brigand take a random card from a player with a card in hand and pieces in a clearing "
                "where you have pieces"), ["H.2.4"]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        seat = h.controller
        f = g.factions[seat]
        f.used.append(_tag(action.kind))
        if action.kind == EXPLORE:
            f.gain_found_item(g, _take_from_ruin(g, int(action.args[0]) - 1, seat))
            return
        it = str(action.args[1])
        f.items[f.items.index(it)] = it + "_x"  # exhausted until the start of their Birdsong (R33)
        other = g.seat_of(str(action.args[0]).lower())
        hand = g.factions[other].hand
        cid = hand[g.rng.below(len(hand))]
        C.give(g, other, seat, cid)
        g.emit(RandomCard("random_card", other, seat, cid))


def _redraw_ruin_items(g: "Game", viewer: int, rng: "Rng") -> None:
    """1.2: the items under the ruins are hidden; with the Brigand in play and no faction
    that keeps track of them (the Vagabond, the Hundreds: their own ``determinize``), a
    determinized copy draws them again."""
    if g.hirelings is None or g.hirelings.key_of(TheBrigand.key) is None or brings_r_items(g):
        return
    redraw_ruin_items(g, rng)


DETERMINIZE_HOOKS.append(_redraw_ruin_items)


# ----------------------------------------------------------------------------- the Exile
action_kind("exile", "The Exile: exhaust its items to move it and battle with it, then refresh them", "H.2.4", ())
action_kind("exile_move", "The Exile: exhaust an item on its card to move it to this adjacent forest", "H.2.4",
            (FOREST,))
action_kind("exile_aid", "The Exile: put this item of your Crafted Items box on its card, to draw a card and "
            "score a point", "H.2.2", (ITEM_STATE,))
decision_kind("the_exile", "The Exile: move, battle, or be done (its items refresh)", "H.2.4")
decision_kind("exile_forest", "The Exile: the forest its pawn is set up in", "A.6.3")

CLUB = "club"  #: the Exile's own items (three on its card at setup): no item of the item supply


def _exile(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("the_exile")


def items_of(h: Hired) -> list[str]:
    """The items on the Exile's card (the Vagabond's strings: ``sword``, ``club_x`` exhausted)."""
    return list(h.state.get("items", []))


def forest_of(g: "Game", h: Hired) -> int:
    """The forest of its pawn (-1: none, as in a position that gives it none)."""
    f = h.state.get("forest", -1)
    return f if 0 <= f < len(g.map.forests) else -1


def _ready(h: Hired) -> list[str]:
    return [it for it in items_of(h) if not _vb().is_exhausted(it)]


def _order(it: str) -> tuple[bool, str]:
    """Which item goes first (R398: the items do the same for the Exile): its clubs, then by name."""
    return _vb().kind_of(it) != CLUB, it


def _exhaust(h: Hired, n: int) -> None:
    """Exhaust ``n`` face-up items of its card."""
    items = items_of(h)
    for it in sorted(_ready(h), key=_order)[:n]:
        items[items.index(it)] = _vb().make(_vb().kind_of(it), exhausted=True)
    h.state["items"] = items


def _refresh(h: Hired) -> None:
    h.state["items"] = [_vb().kind_of(it) for it in items_of(h)]


def _aid_clearings(g: "Game", h: Hired) -> tuple[int, ...]:
    """The clearings touching the Exile's forest ("adjacent to the Exile", 2.4.1)."""
    f = forest_of(g, h)
    return g.map.forests[f] if f >= 0 else ()


class Aid(Ability):
    """H.2.2 The Exile: any player with faction pieces in a clearing touching its forest may,
    at any time on their own turn, put an item of their Crafted Items box (face up or not:
    it keeps its side) on its card to draw a card and score a point (R398). Offered as the
    Corvids' Exposure (13.2.4, R120): in every Daylight menu and before Birdsong and Evening."""

    precedence = FROM_HIRELING
    rule = "H.2.2"
    turn_kinds = ("exile_aid",)

    def items(self, g: "Game", seat: int) -> list[str]:
        f = g.factions[seat]
        if g.current != seat or not f.crafted_items_box:
            return []
        _owner, h = _exile(g)
        if not any(has_pieces(g, seat, c) for c in _aid_clearings(g, h)):
            return []
        return sorted(set(f.items))

    def turn_window(self, g: "Game", seat: int) -> bool:
        return bool(self.items(g, seat))

    def turn_options(self, g: "Game", seat: int) -> list[Action]:
        return [act("exile_aid", (it,)) for it in self.items(g, seat)]

    def turn_option_why(self, g: "Game", seat: int, action: Action) -> tuple[str, list[str]] | None:
        if g.current != seat:
            return "the Exile is given an item on the giver's own turn", ["H.2.2"]
        f = g.factions[seat]
        if not f.crafted_items_box:
            return f"the {f.title} have no Crafted Items box to give an item from", ["H.2.2", "4.1.2"]
        if action.args and str(action.args[0]) not in f.items:
            return f"you have no {action.args[0]} in your Crafted Items box", ["H.2.2", "4.1.2"]
        return "you need pieces in a clearing next to the Exile's forest to give it an item", ["H.2.2", "2.4.1"]

    def turn_option_do(self, g: "Game", seat: int, action: Action) -> None:
        _owner, h = _exile(g)
        it = str(action.args[0])
        g.factions[seat].items.remove(it)
        h.state["items"] = items_of(h) + [it]
        C.draw(g, seat, 1)
        score(g, seat, 1)


class ExileForest(Choice["ExileSetup"]):
    kind = "forest"

    def options(self, fr: "ExileSetup", g: "Game") -> list[Action]:
        return [act("forest", (_vb().forest_label(i),)) for i in range(len(g.map.forests))]

    def why_not(self, fr: "ExileSetup", g: "Game", action: Action) -> Reason | None:
        return f"the Exile go in a forest of the map (F1-F{len(g.map.forests)})", ["A.6.3"]

    def do(self, fr: "ExileSetup", g: "Game", action: Action) -> None:
        _owner, h = _exile(g)
        h.state = {"forest": _vb().parse_place(g, action.args[0])[1], "items": [CLUB] * CLUBS}
        g.abilities_changed()  # its Aid, now that it stands somewhere
        g.pop()


class ExileSetup(Frame):
    """A.6.3 The Exile: its pawn in any forest, the three Club items on its card."""

    __slots__ = ("seat",)
    rule = "A.6.3"
    choices = {"choose": (ExileForest(),)}

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat

    def s_choose(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "exile_forest", self.offer(g), "in which forest does the Exile start?", "A.6.3")


class ExileMove(Choice["ExileDaylight"]):
    kind = "exile_move"

    def options(self, fr: "ExileDaylight", g: "Game") -> list[Action]:
        _owner, h = _exile(g)
        f = forest_of(g, h)
        if f < 0 or not _ready(h):
            return []
        return [act("exile_move", (_vb().forest_label(x),)) for x in g.map.forest_adj[f]]

    def why_not(self, fr: "ExileDaylight", g: "Game", action: Action) -> Reason | None:
        _owner, h = _exile(g)
        if not _ready(h):
            return "the Exile have no face-up item left to exhaust for a move", ["H.2.4"]
        return "the Exile move to a forest adjacent to theirs", ["H.2.4", "2.4.1"]

    def do(self, fr: "ExileDaylight", g: "Game", action: Action) -> None:
        _owner, h = _exile(g)
        _exhaust(h, 1)
        h.state["forest"] = _vb().parse_place(g, action.args[0])[1]


class ExileFight(Choice["ExileDaylight"]):
    kind = "battle"

    def options(self, fr: "ExileDaylight", g: "Game") -> list[Action]:
        owner, h = _exile(g)
        if len(_ready(h)) < 2:
            return []
        return hireling_battle_options(g, owner, sorted(_aid_clearings(g, h)))

    def why_not(self, fr: "ExileDaylight", g: "Game", action: Action) -> Reason | None:
        _owner, h = _exile(g)
        if len(_ready(h)) < 2:
            return "the Exile exhaust two face-up items to battle", ["H.2.4"]
        return "the Exile battle an enemy in a clearing next to their forest", ["H.2.4", "4.3"]

    def do(self, fr: "ExileDaylight", g: "Game", action: Action) -> None:
        owner, h = _exile(g)
        _exhaust(h, 2)
        g.push(Battle(owner, owner_named(g, str(action.args[1]).lower()), int(action.args[0]) - 1))


class ExileDone(BareAction["ExileDaylight"]):
    kind = "done"

    def do(self, fr: "ExileDaylight", g: "Game", action: Action) -> None:
        _refresh(_exile(g)[1])  # "when done, refresh all items here"
        g.pop()


class ExileDaylight(Frame):
    """H.2.4 The Exile's Daylight action for their controller ``seat``: any number of moves
    (an item exhausted each) and battles (two each), then done: every item on the card
    refreshes."""

    __slots__ = ("seat",)
    rule = "H.2.4"
    choices = {"choose": (ExileMove(), ExileFight(), ExileDone())}

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat

    def s_choose(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "the_exile", self.offer(g), "The Exile: move, battle, or done?", "H.2.4")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "the_exile"}


CLUBS = 3  #: the Club items on the card at setup (components.md §6: "3 club items")


class TheExile(Hireling):
    key = "the_exile"
    rule = "H.2.4"
    daylight_kinds = ("exile",)
    takes_hits_specially = True

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [ExileSetup(seat)]

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [Aid()] if forest_of(g, h) >= 0 else []

    def public_state(self, g: "Game", h: Hired) -> dict[str, Any]:
        f = forest_of(g, h)
        return {"forest": _vb().forest_label(f) if f >= 0 else None, "items": items_of(h)}

    def load_state(self, d: Any, n: int, clearings: int, field: str) -> dict[str, Any]:
        ok = isinstance(d, dict) and set(d) == {"forest", "items"} and isinstance(d["forest"], int) \
            and not isinstance(d["forest"], bool) and isinstance(d["items"], list) \
            and all(isinstance(it, str) and it.removesuffix("_x") in (CLUB, *ITEMS) for it in d["items"])
        if not ok:
            raise BadInput(field, "expected {forest: forest index, items: [item or item_x, ...] (club or an item)}")
        return {"forest": d["forest"], "items": list(d["items"])}

    def check_state(self, g: "Game", h: Hired, field: str) -> None:
        """Its forest is one of the map's (counted from 0)."""
        n = len(g.map.forests)
        if not 0 <= h.state["forest"] < n:
            raise BadInput(f"{field}.forest", f"the map has no forest {h.state['forest']} (forests are counted "
                                              f"from 0: 0-{n - 1}, F1-F{n})")

    def pawn_rolls(self, g: "Game", h: Hired, c: int) -> int:
        return len(items_of(h)) if c in _aid_clearings(g, h) else 0  # up to its items (R398)

    def pawn_battles_in(self, g: "Game", h: Hired, c: int) -> bool:
        return c in _aid_clearings(g, h) and bool(items_of(h))

    def take_hit(self, g: "Game", h: Hired, battle: Any, side: str) -> None:
        """Each hit exhausts an item, or removes one (for good, G.24) when none is face up;
        with no item left the other hits are ignored (R398)."""
        items = items_of(h)
        if not items:
            battle._set_hits(side, 0)
            return
        if _ready(h):
            _exhaust(h, 1)
        else:
            items.remove(min(items, key=_order))
            h.state["items"] = items
        battle._set_hits(side, (battle.hd if side == "d" else battle.ha) - 1)

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        fr = ExileDaylight(h.controller)
        useful = ExileMove().options(fr, g) or ExileFight().options(fr, g)
        return [act("exile")] if useful else []

    def daylight_why(self, g: "Game", h: Hired, action: Action) -> tuple[str, list[str]] | None:
        return "the Exile have no face-up item to exhaust, or nowhere to move or battle", ["H.2.4"]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(ExileDaylight(h.controller))
