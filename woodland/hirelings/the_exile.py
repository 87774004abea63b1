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

Its promoted side, the Exile, is not implemented (docs/hirelings.md says what is known and
what the engine lacks): a pawn in a forest with items of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.cards.exiles import ready_items
from woodland.core.actions import Action, act
from woodland.core.events import RandomCard
from woodland.core.frame import Frame
from woodland.core.game import DETERMINIZE_HOOKS
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, FACTION, ITEM, action_kind
from woodland.factions.hundreds import place_ruin_items, redraw_ruin_items
from woodland.rules import cards as C
from woodland.rules.board import has_pieces

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.core.rng import Rng

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
            place_ruin_items(g)


def _take_from_ruin(g: "Game", c: int) -> str:
    """The last item under the ruin of ``c``, taken without looking (R212); the ruin goes with
    its last item (9.5.3)."""
    items = list(g.ruin_items[c])
    it = items.pop()
    g.ruin_items[c] = tuple(items)
    g.reveal()  # the item is face up where it goes
    if not items:
        bs = list(g.buildings[c])
        bs.remove((-1, "ruin"))
        g.buildings[c] = tuple(bs)
        g.invalidate()
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
            f.gain_found_item(g, _take_from_ruin(g, int(action.args[0]) - 1))
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
