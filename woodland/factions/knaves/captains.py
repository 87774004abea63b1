"""The Knave captains (appendix K): the Captain card of each Vagabond character. Each is a
small class registered on its character in the one character registry
(``woodland.factions.vagabond.CHARACTER_TYPES[key].captain``); its two Stash items are the
character's data (``captain``, K.n.1). A captain's ability is in force while its card is
in the Acting Captain slot (18.4): the Knaves' procedures read the fields below, and the
in-battle abilities (K.5.2, K.12.2) are abilities (core/ability.py) of the captain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.kinds import action_kind
from woodland.factions.vagabond import CHARACTER_TYPES

if TYPE_CHECKING:
    from woodland.core.game import Game


class Captain:
    """A Captain card (appendix K). One instance per card, on its character."""

    key: ClassVar[str] = ""
    #: the rule of its ability (K.n.2)
    rule: ClassVar[str] = ""
    #: K.1.2 the Thief may move after Filch
    move_after_filch: ClassVar[bool] = False
    #: K.2.2 the Tinker draws after Serve
    draw_after_serve: ClassVar[int] = 0
    #: K.3.2, K.4.2: once per turn, any item flips for these item actions
    any_item_for: ClassVar[tuple[str, ...]] = ()
    #: K.6.2 the Scoundrel may Skirmish from a clearing (then no hit is ignored)
    skirmish_from_clearing: ClassVar[bool] = False
    #: K.7.2 the Adventurer draws after placing acclaim at a ruin
    ruin_draw: ClassVar[int] = 0
    #: K.8.2 moves of a Dash (18.5.1.IV.a: two)
    dash_moves: ClassVar[int] = 2
    #: K.9.2 the Ronin may move before an Assault battle
    move_before_assault: ClassVar[bool] = False
    #: K.10.2 the Cheat flips two items for any item action
    two_items: ClassVar[bool] = False
    #: K.11.2 the Gladiator draws at the start of an Assault battle
    assault_draw: ClassVar[int] = 0
    #: abilities in force with this card in the Acting Captain slot (K.5.2, K.12.2)
    abilities: ClassVar[tuple[type[Ability], ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.key:
            CHARACTER_TYPES[cls.key].captain = cls()


class ThiefCaptain(Captain):
    key, rule, move_after_filch = "thief", "K.1.2", True


class TinkerCaptain(Captain):
    key, rule, draw_after_serve = "tinker", "K.2.2", 1


class RangerCaptain(Captain):
    key, rule, any_item_for = "ranger", "K.3.2", ("assault", "skirmish", "nab")


class VagrantCaptain(Captain):
    key, rule, any_item_for = "vagrant", "K.4.2", ("revel", "gift", "serve")


def in_mode(g: "Game", battle: Any, seat: int, mode: str) -> bool:
    """A battle the Knaves at ``seat`` started with an item action of ``mode``."""
    return battle is not None and getattr(battle, "mode", None) == mode and battle.a == seat and bool(battle.dice)


class AfterRollOnce(Ability):
    """An effect the Acting Captain offers once per battle after the roll, in one mode."""

    kind: ClassVar[str] = ""
    mode: ClassVar[str] = ""

    def after_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        if seat != self.seat or not in_mode(g, battle, seat, self.mode) or self.kind in battle.used:
            return []
        return [act(self.kind)]

    def after_roll_why(self, g: "Game", battle: Any, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind != self.kind:
            return None
        if seat != self.seat:
            return f"{self.kind} is the Knaves' Acting Captain's", [self.rule]
        if not in_mode(g, battle, seat, self.mode):
            return f"{self.kind} is used in {self.mode.title()} battles, after rolling", [self.rule]
        return f"{self.kind} is used once per battle", [self.rule]

    def why_not_now(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        if action.kind != self.kind or any(fr.is_battle for fr in g.stack):
            return None
        return self.after_roll_why(g, None, seat, action)


class TradeHit(AfterRollOnce):
    """K.5.2 the Arbiter: in Assault battles, take 1 extra hit to deal 1 extra hit."""

    rule, kind, mode = "K.5.2", "trade_hit", "assault"

    def after_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        battle.used.append(self.kind)
        battle.xa += 1
        battle.xd += 1


class HoldBack(AfterRollOnce):
    """K.12.2 the Jailor: in Nab battles, deal 1 less hit (even dealing none) to ignore 1
    rolled hit taken."""

    rule, kind, mode = "K.12.2", "hold_back", "nab"

    def after_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        battle.used.append(self.kind)
        battle.ra = max(0, battle.ra - 1)
        battle.rd = max(0, battle.rd - 1)


class ArbiterCaptain(Captain):
    key, rule, abilities = "arbiter", "K.5.2", (TradeHit,)


class ScoundrelCaptain(Captain):
    key, rule, skirmish_from_clearing = "scoundrel", "K.6.2", True


class AdventurerCaptain(Captain):
    key, rule, ruin_draw = "adventurer", "K.7.2", 1


class HarrierCaptain(Captain):
    key, rule, dash_moves = "harrier", "K.8.2", 3


class RoninCaptain(Captain):
    key, rule, move_before_assault = "ronin", "K.9.2", True


class CheatCaptain(Captain):
    key, rule, two_items = "cheat", "K.10.2", True


class GladiatorCaptain(Captain):
    key, rule, assault_draw = "gladiator", "K.11.2", 1


class JailorCaptain(Captain):
    key, rule, abilities = "jailor", "K.12.2", (HoldBack,)


action_kind("trade_hit", "The Arbiter: take an extra hit to deal an extra hit (Assault)", "K.5.2")
action_kind("hold_back", "The Jailor: deal a hit less to ignore a rolled hit (Nab)", "K.12.2")
