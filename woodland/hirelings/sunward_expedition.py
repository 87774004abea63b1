"""The Sunward Expedition card (appendix H). Its promoted side, the Sunward Expedition
(components.md §6): eight warriors and three footholds (buildings, 2.2.3). Setup (A.6.3): a
foothold and three warriors in one clearing (with an open slot). Once per Daylight (H.2.4,
``expedition``): (1) a foothold and up to three warriors in a clearing without a foothold
(an open slot needed), taking a foothold back from the map first when none is on the card
(``expedition_recycle``; R241); then (2) a move and then one battle with Expedition warriors
(as the Forest Patrol's, R281), **or** a warrior at each foothold (``expedition_guard``).
Removing a foothold scores its remover a point as any building (3.2.1; not a hireling, H.3.6).

Its demoted side, the Mole Artisans (H.2.2): the controller may reveal an item card they craft
instead of discarding it (``artisans_reveal`` or ``pass``, asked as the card would be
discarded: the generic ``keeps_crafted_card`` hook of core/ability.py); the revealed cards
lie face up on the hireling card (``state``: ``[[seat, card id], ...]``, shown to everyone)
and go back to that player's hand at the end of their Evening (R242)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, COUNT, action_kind, decision_kind
from woodland.hirelings import HirelingMarch, MarchThenBattle, PlaceWarriors, marches
from woodland.rules import cards as C
from woodland.rules.battle import hireling_battle_options
from woodland.rules.board import (
    can_place,
    free_slots,
    hireling_buildings,
    place_hireling_building,
    place_hireling_warriors,
    remove_building,
)

if TYPE_CHECKING:
    from woodland.core.game import Game

CARD = "sunward_expedition"

action_kind("expedition", "Sunward Expedition: a new foothold, then move and battle or a warrior at each foothold",
            "H.2.4", ())
action_kind("expedition_recycle", "Sunward Expedition: take back the foothold in this clearing to place it anew",
            "H.2.4", (CLEARING,))
action_kind("expedition_found", "Sunward Expedition: a foothold and this many warriors in this clearing", "H.2.4",
            (CLEARING, COUNT))
action_kind("expedition_move", "Sunward Expedition: move then battle", "H.2.4", ())
action_kind("expedition_guard", "Sunward Expedition: place a warrior at each foothold", "H.2.4", ())
action_kind("expedition_march", "Sunward Expedition: move this many warriors from one clearing to another", "H.2.4",
            (CLEARING, CLEARING, COUNT))
decision_kind("expedition_recycle", "Which foothold the Sunward Expedition take back from the map", "H.2.4")
decision_kind("expedition_found", "Where the Sunward Expedition's new foothold goes, with how many warriors",
              "H.2.4")
decision_kind("sunward_expedition", "Sunward Expedition: move then battle, or a warrior at each foothold", "H.2.4")
decision_kind("expedition_march", "Which Sunward Expedition warriors move, and where", "4.2")


def _expedition(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side(CARD)


def found_targets(g: "Game") -> list[int]:
    """(1): the clearings without a foothold where one may be placed (an open slot, G.20)."""
    owner, _h = _expedition(g)
    held = set(hireling_buildings(g, owner))
    return [c for c in range(g.map.board_n) if c not in held and free_slots(g, c) > 0 and can_place(g, owner, c)]


def _on_card(g: "Game") -> int:
    """The footholds on the card (its supply)."""
    owner, h = _expedition(g)
    return h.building_total - len(hireling_buildings(g, owner))


class Recycle(Choice["ExpeditionAction"]):
    kind = "expedition_recycle"

    def options(self, fr: "ExpeditionAction", g: "Game") -> list[Action]:
        return [act(self.kind, (c + 1,)) for c in sorted(set(hireling_buildings(g, _expedition(g)[0])))]

    def why_not(self, fr: "ExpeditionAction", g: "Game", action: Action) -> Reason | None:
        return "with no foothold on the card, one is taken back from a clearing that has one", ["H.2.4"]

    def do(self, fr: "ExpeditionAction", g: "Game", action: Action) -> None:
        owner, _h = _expedition(g)
        # taken back by its own hireling: not removed by an enemy, nothing scores (3.2.1, H.3.6)
        remove_building(g, int(action.args[0]) - 1, owner, "foothold", owner)
        fr.step = "found"


class Found(Choice["ExpeditionAction"]):
    kind = "expedition_found"

    def options(self, fr: "ExpeditionAction", g: "Game") -> list[Action]:
        most = min(3, _expedition(g)[1].supply)
        return [act(self.kind, (c + 1, k)) for c in found_targets(g) for k in range(most + 1)]

    def why_not(self, fr: "ExpeditionAction", g: "Game", action: Action) -> Reason | None:
        return ("the new foothold goes in a clearing without a foothold and with an open slot, with up to "
                "three warriors from the supply"), ["H.2.4", "2.2.3"]

    def do(self, fr: "ExpeditionAction", g: "Game", action: Action) -> None:
        owner, _h = _expedition(g)
        c = int(action.args[0]) - 1
        place_hireling_building(g, owner, c)
        place_hireling_warriors(g, owner, c, int(action.args[1]))
        fr.step = "choose"


class ExpeditionMove(BareAction["ExpeditionAction"]):
    kind = "expedition_move"

    def options(self, fr: "ExpeditionAction", g: "Game") -> list[Action]:
        owner, h = _expedition(g)
        if marches(g, CARD, "expedition_march", fr.seat) or hireling_battle_options(g, owner, h.warrior_clearings()):
            return [self.only]
        return []

    def do(self, fr: "ExpeditionAction", g: "Game", action: Action) -> None:
        fr.step = "march"


class ExpeditionGuard(BareAction["ExpeditionAction"]):
    kind = "expedition_guard"

    def options(self, fr: "ExpeditionAction", g: "Game") -> list[Action]:
        owner, h = _expedition(g)
        return [self.only] if h.supply and hireling_buildings(g, owner) else []

    def do(self, fr: "ExpeditionAction", g: "Game", action: Action) -> None:
        g.pop()
        owner, _h = _expedition(g)
        for c in hireling_buildings(g, owner):  # one per foothold, as many as are left (1.5.4)
            if can_place(g, owner, c):
                place_hireling_warriors(g, owner, c, 1)


class ExpeditionMarch(HirelingMarch):
    kind = "expedition_march"


class ExpeditionAction(MarchThenBattle):
    """H.2.4: the Sunward Expedition's Daylight action for their controller ``seat``: the new
    foothold (steps "recycle", "found"), then the choice (step "choose")."""

    __slots__ = ()
    card = CARD
    choices = {"recycle": (Recycle(),), "found": (Found(),),
               "choose": (ExpeditionMove(), ExpeditionGuard()), "march": (ExpeditionMarch(),)}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.step = "recycle"

    def s_recycle(self, g: "Game") -> Decision | None:
        if _on_card(g) or not found_targets(g):  # a foothold on the card, or nowhere to put one
            self.step = "found"
            return None
        return Decision(self.seat, "expedition_recycle", self.offer(g),
                        "Sunward Expedition: take back which foothold, to place it anew?", "H.2.4")

    def s_found(self, g: "Game") -> Decision | None:
        opts = self.offer(g) if _on_card(g) else []
        if not opts:
            self.step = "choose"
            return None
        return Decision(self.seat, "expedition_found", opts,
                        "Sunward Expedition: a foothold and how many warriors where?", "H.2.4")

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "sunward_expedition", opts,
                        "Sunward Expedition: move then battle, or a warrior at each foothold?", "H.2.4")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "sunward_expedition", "step": self.step}


class SunwardExpedition(Hireling):
    key = CARD
    building = "foothold"
    rule = "H.2.4"
    daylight_kinds = ("expedition",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", each=3, building=1)]  # A.6.3

    def where(self, mode: str) -> str:
        return "a clearing with an open slot"

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("expedition")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(ExpeditionAction(h.controller))


# ----------------------------------------------------------------------------- Mole Artisans
action_kind("artisans_reveal", "Mole Artisans: reveal the item card just crafted instead of discarding it",
            "H.2.2", ())
decision_kind("artisans", "Mole Artisans: reveal the crafted item card (back to hand after Evening) or discard it",
              "H.2.2")


def _artisans(g: "Game") -> Hired:
    assert g.hirelings is not None
    return g.hirelings.side("mole_artisans")[1]


class Reveal(BareAction["ArtisansReveal"]):
    kind = "artisans_reveal"

    def do(self, fr: "ArtisansReveal", g: "Game", action: Action) -> None:
        g.pop()
        h = _artisans(g)
        h.state = {"revealed": [*h.state.get("revealed", []), [fr.seat, fr.cid]]}


class Discard(BareAction["ArtisansReveal"]):
    kind = "pass"

    def do(self, fr: "ArtisansReveal", g: "Game", action: Action) -> None:
        g.pop()
        C.discard_card(g, fr.cid, fr.seat)  # 4.1.2


class ArtisansReveal(Frame):
    """H.2.2 Mole Artisans: ``seat`` crafted the item card ``cid`` (held here): reveal it or
    discard it."""

    __slots__ = ("seat", "cid")
    rule = "H.2.2"
    choices = {"choose": (Reveal(), Discard())}

    def __init__(self, seat: int, cid: int) -> None:
        self.step = "choose"
        self.seat = seat
        self.cid = cid

    def held_cards(self) -> list[int]:
        return [self.cid]

    def s_choose(self, g: "Game") -> Decision:
        label = g.deckdef.cards[self.cid].label
        return Decision(self.seat, "artisans", self.offer(g),
                        f"Mole Artisans: reveal {label} (back to your hand after Evening) or discard it?", "H.2.2")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "mole_artisans", "card": g.deckdef.cards[self.cid].label}


class ArtisansKeep(Ability):
    """H.2.2 Mole Artisans: the item cards the controller crafts may be revealed instead of
    discarded (R242)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def keeps_crafted_card(self, g: "Game", seat: int, cid: int) -> "Frame | None":
        return ArtisansReveal(seat, cid) if seat == self.seat else None


class MoleArtisans(Hireling):
    key = "mole_artisans"
    listens = frozenset({"turn_end"})

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [ArtisansKeep(h.controller)] if h.controller >= 0 else []

    def triggers(self, g: "Game", h: Hired, event: tuple[Any, ...]) -> "list[Frame]":
        """The end of a player's Evening: their revealed cards go back to their hand (R242)."""
        rows = h.state.get("revealed", [])
        back = [cid for s, cid in rows if s == event[1]]
        if back:
            g.factions[event[1]].hand.extend(back)
            rest = [r for r in rows if r[0] != event[1]]
            h.state = {"revealed": rest} if rest else {}
        return []

    def public_state(self, g: "Game", h: Hired) -> dict[str, Any]:
        keys = [f.key for f in g.factions]
        rows = h.state.get("revealed", [])
        return {"revealed": [[keys[s], g.deckdef.cards[cid].label] for s, cid in rows]} if rows else {}

    def held_cards(self, h: Hired) -> list[int]:
        return [cid for _s, cid in h.state.get("revealed", [])]

    def load_state(self, d: Any, n: int, clearings: int, field: str) -> dict[str, Any]:
        rows = d.get("revealed") if isinstance(d, dict) else None
        if not isinstance(rows, list) or any(
                not isinstance(r, list) or len(r) != 2 or not all(isinstance(x, int) and not isinstance(x, bool)
                                                                  for x in r) or not 0 <= r[0] < n for r in rows):
            raise BadInput(field, "expected {revealed: [[seat, card id], ...]}")
        return {"revealed": [list(r) for r in rows]}
