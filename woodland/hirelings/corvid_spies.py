"""The Corvid Spies card (appendix H). Its demoted side, the Raven Sentries: the controller
deals an extra hit (4.3.5.I) in every battle in a clearing where they have a building or a
token.

Its promoted side, the Corvid Spies (components.md §6): six warriors, two set up in each of
two clearings of the same suit (A.6.3). Once per Daylight (H.2.4, ``spy``): (1) place two
Spies, each in a clearing with pieces of one of their enemies (H.3.2); then (2) battle in
every Spy clearing (one battle in each where an enemy can be battled, the controller choosing
the order and the defender; R268), **or** take a random card from each enemy with pieces in
one Spy clearing (the controller takes them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.events import RandomCard
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, action_kind, decision_kind
from woodland.hirelings import BattleEach, PlaceWarriors
from woodland.rules import cards as C
from woodland.rules.battle import hireling_battle_options
from woodland.rules.board import has_pieces, is_enemy

if TYPE_CHECKING:
    from woodland.core.game import Game


class SentriesHit(Ability):
    """H.2.2 Raven Sentries: +1 hit, attacking or defending, where the controller has a
    building or token."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        if seat != self.seat:
            return 0
        c = battle.c
        return int(any(s == seat for s, _k in g.buildings[c]) or any(s == seat for s, _k in g.tokens[c]))


class RavenSentries(Hireling):
    key = "raven_sentries"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [SentriesHit(h.controller)] if h.controller >= 0 else []


# ----------------------------------------------------------------------------- Corvid Spies
action_kind("spy", "Corvid Spies: place two Spies by enemies, then battle or steal", "H.2.4", ())
action_kind("spy_battle", "Corvid Spies: battle in every Spy clearing", "H.2.4", ())
action_kind("spy_steal", "Corvid Spies: take a random card from each enemy in this Spy clearing", "H.2.4",
            (CLEARING,))
decision_kind("spies", "Corvid Spies: battle in every Spy clearing, or steal in one", "H.2.4")


def _spies(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("corvid_spies")


def _enemies_at(g: "Game", owner: int, c: int) -> list[int]:
    """The players who are the Spies' enemies (H.3.2) with pieces in ``c``."""
    return [f.seat for f in g.factions if is_enemy(g, owner, f.seat) and has_pieces(g, f.seat, c)]


class SpyBattle(BareAction["SpiesAction"]):
    kind = "spy_battle"

    def options(self, fr: "SpiesAction", g: "Game") -> list[Action]:
        owner, h = _spies(g)
        return [act("spy_battle")] if hireling_battle_options(g, owner, h.warrior_clearings()) else []

    def do(self, fr: "SpiesAction", g: "Game", action: Action) -> None:
        g.pop()
        g.push(BattleEach(fr.seat, "corvid_spies", _spies(g)[1].warrior_clearings()))


class SpySteal(Choice["SpiesAction"]):
    kind = "spy_steal"

    def options(self, fr: "SpiesAction", g: "Game") -> list[Action]:
        owner, h = _spies(g)
        return [act("spy_steal", (c + 1,)) for c in h.warrior_clearings()
                if any(g.factions[s].hand for s in _enemies_at(g, owner, c))]

    def why_not(self, fr: "SpiesAction", g: "Game", action: Action) -> Reason | None:
        return "the Spies steal in a clearing where they are with an enemy holding cards", ["H.2.4"]

    def do(self, fr: "SpiesAction", g: "Game", action: Action) -> None:
        owner, _h = _spies(g)
        c = int(action.args[0]) - 1
        for s in _enemies_at(g, owner, c):
            hand = g.factions[s].hand
            if hand:
                cid = hand[g.rng.below(len(hand))]
                C.give(g, s, fr.seat, cid)
                g.emit(RandomCard("random_card", s, fr.seat, cid))
        g.pop()


class SpiesAction(Frame):
    """H.2.4: the Corvid Spies' Daylight action, taken by their controller ``seat``: the two
    Spies placed (a child ``PlaceWarriors``), then the choice (the battles: ``BattleEach``)."""

    __slots__ = ("seat",)
    rule = "H.2.4"
    choices = {"choose": (SpyBattle(), SpySteal())}

    def __init__(self, seat: int) -> None:
        self.step = "place"
        self.seat = seat

    def s_place(self, g: "Game") -> None:
        self.step = "choose"
        g.push(PlaceWarriors(self.seat, "corvid_spies", "enemies", times=2))

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "spies", opts, "Corvid Spies: battle in every Spy clearing, or steal in one?",
                        "H.2.4")



class CorvidSpies(Hireling):
    key = "corvid_spies"
    rule = "H.2.4"
    daylight_kinds = ("spy",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", each=2, times=2)]

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        on_map = g.map.board_n
        if mode == "setup" and any(h.warriors):  # the second clearing: another of the first one's suit
            first = h.warrior_clearings()[0]
            return [c for c in range(on_map) if c != first and g.suits[c] == g.suits[first]]
        if mode == "enemies":
            assert g.hirelings is not None
            owner = g.hirelings.owner(h)
            return [c for c in range(on_map) if _enemies_at(g, owner, c)]
        return super().warrior_targets(g, h, mode, seat)

    def where(self, mode: str) -> str:
        return {"enemies": "a clearing with an enemy's pieces",
                "setup": "any clearing, then another of the same suit"}.get(mode, "any clearing")

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        useful = any(h.warriors) or (h.supply and self.warrior_targets(g, h, "enemies", h.controller))
        return [act("spy")] if useful else []

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(SpiesAction(h.controller))
