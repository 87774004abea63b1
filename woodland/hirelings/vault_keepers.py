"""The Vault Keepers card (appendix H). Its demoted side, the Badger Bodyguards: the
controller ignores the first hit they take in each battle (one hit fewer of those counted
after the roll, 4.3.5; ruling R253: an ambush's two hits are not reduced).

Its promoted side, the Vault Keepers (components.md §6): six warriors and six vaults
(buildings, 2.2.3). Setup (A.6.3): two warriors and a vault in a clearing with an open slot;
when hired, if no Keeper piece is on the map, the same (H.2.1). Once per Daylight (H.2.4,
``vaults``): (1) a vault in a clearing with or next to a vault, or, with none on the map, a
warrior and a vault anywhere (an open slot either way); then (2) battle at every vault
(``BattleEach``: one battle per vault, R280), **or** place a warrior at each vault. Removing
a vault scores its remover a point as any building (3.2.1; not a hireling, H.3.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.frame import BareAction, Decision, Frame
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import action_kind, decision_kind
from woodland.hirelings import BattleEach, PlaceWarriors
from woodland.rules.battle import hireling_battle_options
from woodland.rules.board import hireling_buildings, place_hireling_warriors

if TYPE_CHECKING:
    from woodland.core.game import Game


class Bodyguards(Ability):
    """H.2.2 Badger Bodyguards: one hit fewer to the controller in each battle (the hits
    counted after the roll, 4.3.5; R253)."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        me = self.seat
        return -1 if seat != me and me in (battle.a, battle.d) else 0


class BadgerBodyguards(Hireling):
    key = "badger_bodyguards"

    def abilities(self, g: "Game", h: Hired) -> list[Ability]:
        return [Bodyguards(h.controller)] if h.controller >= 0 else []


# ----------------------------------------------------------------------------- Vault Keepers
action_kind("vaults", "Vault Keepers: a new vault, then battle at every vault or a warrior at each", "H.2.4", ())
action_kind("vault_battle", "Vault Keepers: battle at every vault", "H.2.4", ())
action_kind("vault_guard", "Vault Keepers: place a warrior at each vault", "H.2.4", ())
decision_kind("vault_keepers", "Vault Keepers: battle at every vault, or a warrior at each", "H.2.4")


def _keepers(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("vault_keepers")


class VaultBattle(BareAction["VaultsAction"]):
    kind = "vault_battle"

    def options(self, fr: "VaultsAction", g: "Game") -> list[Action]:
        owner, _h = _keepers(g)
        return [act("vault_battle")] if hireling_battle_options(g, owner, hireling_buildings(g, owner)) else []

    def do(self, fr: "VaultsAction", g: "Game", action: Action) -> None:
        g.pop()
        g.push(BattleEach(fr.seat, "vault_keepers", hireling_buildings(g, _keepers(g)[0])))


class VaultGuard(BareAction["VaultsAction"]):
    kind = "vault_guard"

    def options(self, fr: "VaultsAction", g: "Game") -> list[Action]:
        owner, h = _keepers(g)
        return [act("vault_guard")] if h.supply and hireling_buildings(g, owner) else []

    def do(self, fr: "VaultsAction", g: "Game", action: Action) -> None:
        g.pop()
        owner, _h = _keepers(g)
        for c in hireling_buildings(g, owner):  # one per vault, as many as are left (1.5.4)
            place_hireling_warriors(g, owner, c, 1)


class VaultsAction(Frame):
    """H.2.4: the Vault Keepers' Daylight action for their controller ``seat``: the new vault
    (a child ``PlaceWarriors``), then the choice."""

    __slots__ = ("seat",)
    rule = "H.2.4"
    choices = {"choose": (VaultBattle(), VaultGuard())}

    def __init__(self, seat: int) -> None:
        self.step = "place"
        self.seat = seat

    def s_place(self, g: "Game") -> None:
        self.step = "choose"
        owner, h = _keepers(g)
        if hireling_buildings(g, owner):
            g.push(PlaceWarriors(self.seat, h.card, "near", each=0, building=1))
        else:
            g.push(PlaceWarriors(self.seat, h.card, "anywhere", each=1, building=1))

    def s_choose(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "vault_keepers", opts,
                        "Vault Keepers: battle at every vault, or a warrior at each?", "H.2.4")


class VaultKeepers(Hireling):
    key = "vault_keepers"
    building = "vault"
    rule = "H.2.4"
    daylight_kinds = ("vaults",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", each=2, building=1)]  # A.6.3

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        assert g.hirelings is not None
        if any(h.warriors) or hireling_buildings(g, g.hirelings.owner(h)):
            return []
        return [PlaceWarriors(h.controller, h.card, "hired", each=2, building=1)]  # H.2.1: as at setup

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        if mode == "near":  # at or next to a vault
            assert g.hirelings is not None
            vaults = hireling_buildings(g, g.hirelings.owner(h))
            near = set(vaults) | {a for c in vaults for a in g.map.adj[c]}
            return sorted(c for c in near if c < g.map.board_n)
        return super().warrior_targets(g, h, mode, seat)

    def where(self, mode: str) -> str:
        return "a clearing with an open slot" + (" with or next to a vault" if mode == "near" else "")

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("vaults")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(VaultsAction(h.controller))
