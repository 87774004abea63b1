"""Effects of the standard deck's crafted cards (components.md §1), in our own words.

Each class implements one ``effect`` key of woodland/data/decks/standard.json. Battle
effects ("in battle") are offered after the roll (4.3.4, none says "before rolling").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.actions import Action, act
from woodland.core.events import RandomCard
from woodland.rules import cards as C
from woodland.rules.battle import Battle, battle_options, start_battle
from woodland.rules.board import in_suit, may_change, remove_all_enemy_pieces, remove_warriors, why_cannot_change
from woodland.rules.effects import Effect, mark_used, play_area_changed, unused, use_action
from woodland.rules.move import Move, any_move
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game


def discard_crafted(g: "Game", seat: int, cid: int) -> None:
    """Discard a card from the play area (a "discard this card" effect)."""
    g.factions[seat].play_area.remove(cid)
    play_area_changed(g, cid)
    C.discard_card(g, cid, seat)


class Armorers(Effect):
    """In battle, discard to ignore all rolled hits you take."""

    key = "armorers"
    window = "after_roll"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "after_roll" or not isinstance(ctx, Battle):
            return []
        if (ctx.ig_a if seat == ctx.a else ctx.ig_d):
            return []
        return [use_action(g, cid)]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        discard_crafted(g, seat, cid)
        if seat == ctx.a:
            ctx.ig_a = True
        else:
            ctx.ig_d = True


class Sappers(Effect):
    """In battle as defender, discard to deal an extra hit."""

    key = "sappers"
    window = "after_roll"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window == "after_roll" and isinstance(ctx, Battle) and seat == ctx.d:
            return [use_action(g, cid)]
        return []

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        discard_crafted(g, seat, cid)
        ctx.xd += 1


class BrutalTactics(Effect):
    """In battle as attacker, may deal an extra hit; the defender then scores a point."""

    key = "brutal_tactics"
    window = "after_roll"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window == "after_roll" and isinstance(ctx, Battle) and seat == ctx.a and "brutal_tactics" not in ctx.used:
            return [use_action(g, cid)]
        return []

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        ctx.used.append("brutal_tactics")
        ctx.xa += 1
        score(g, ctx.d, 1)


class RoyalClaim(Effect):
    """In Birdsong, discard to score one point per ruled clearing."""

    key = "royal_claim"
    window = "birdsong"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        return [use_action(g, cid)] if window == "birdsong" else []

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        from woodland.rules.board import ruled_count

        discard_crafted(g, seat, cid)
        score(g, seat, ruled_count(g, seat))


class StandAndDeliver(Effect):
    """In Birdsong, take a random card from another player, who scores a point."""

    key = "stand_and_deliver"
    window = "birdsong"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "birdsong" or not unused(g, seat, self.key):
            return []
        return [use_action(g, cid, f.key) for f in g.factions if f.seat != seat and f.hand]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        other = g.seat_of(str(action.args[1]))
        hand = g.factions[other].hand
        cid = hand[g.rng.below(len(hand))]
        C.give(g, other, seat, cid)
        g.emit(RandomCard("random_card", other, seat, cid))
        score(g, other, 1)


class TaxCollector(Effect):
    """Once in Daylight, remove one of your warriors from the map to draw a card."""

    key = "tax_collector"
    window = "daylight"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "daylight" or not unused(g, seat, self.key):
            return []
        n = g.n
        # from the map: not from an off-map clearing (the Burrow, ruling R101)
        f = g.factions[seat]
        return [use_action(g, cid, c + 1) for c in range(g.map.board_n) if g.warriors[c * n + seat] > 0
                and f.removable_warriors(g, c, "effect") > 0  # G.24, 14.2.2: not the warlord
                and may_change(g, seat, c, "remove")]  # 17.2.3

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> tuple[str, list[str]] | None:
        if window == "daylight" and len(action.args) > 1:
            c = action.args[1]
            if isinstance(c, int) and 1 <= c <= g.map.board_n and g.warriors[(c - 1) * g.n + seat]:
                f = g.factions[seat]
                if f.removable_warriors(g, c - 1, "effect") <= 0:  # 14.2.2: the warlord
                    why = f.why_unremovable(g, c - 1, "effect")
                    if why is not None:
                        return why[0], ["4.1.3", *why[1]]
                return why_cannot_change(g, seat, c - 1, "remove", "4.1.3")
            return f"you have no warrior in clearing {action.args[1]} to remove", ["4.1.3"]
        return None

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        remove_warriors(g, seat, int(action.args[1]) - 1, 1, seat, "effect")
        C.draw(g, seat, 1)


class Favor(Effect):
    """Remove all enemy pieces in the clearings of the card's suit."""

    key = "favor"

    def on_craft(self, g: "Game", seat: int, cid: int) -> None:
        suit = g.deckdef.cards[cid].suit
        for c in range(g.map.n):
            if in_suit(g, c, suit):
                remove_all_enemy_pieces(g, seat, c, "favor")


class CommandWarren(Effect):
    """At the start of Daylight, may initiate a battle."""

    key = "command_warren"
    window = "start_daylight"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_daylight" or not unused(g, seat, self.key):
            return []
        return [use_action(g, cid, *b.args) for b in battle_options(g, seat, hirelings=True)]

    def why_not(self, g: "Game", seat: int, cid: int, action: Action, window: str) -> tuple[str, list[str]] | None:
        from woodland.rules.why import why_battle

        if window == "start_daylight" and len(action.args) == 3:
            return why_battle(g, seat, act("battle", action.args[1:]))
        return None

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        start_battle(g, seat, act("battle", action.args[1:]))


class BetterBurrowBank(Effect):
    """At the start of Birdsong, you and another player of your choice each draw a card."""

    key = "better_burrow_bank"
    window = "start_birdsong"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_birdsong" or not unused(g, seat, self.key):
            return []
        return [use_action(g, cid, f.key) for f in g.factions if f.seat != seat]

    def mandatory(self, g: "Game", seat: int, cid: int, window: str) -> bool:
        return window == "start_birdsong" and unused(g, seat, self.key)

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        C.draw(g, seat, 1)
        C.draw(g, g.seat_of(str(action.args[1])), 1)


class Cobbler(Effect):
    """At the start of Evening, may take a move."""

    key = "cobbler"
    window = "start_evening"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "start_evening" or not unused(g, seat, self.key) or not any_move(g, seat):
            return []
        return [use_action(g, cid)]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        g.push(Move(seat, None, optional=False))


class ScoutingParty(Effect):
    """As attacker, ambush cards do not affect you (checked by the battle, 4.3.1)."""

    key = "scouting_party"


class Codebreakers(Effect):
    """Once in Daylight, look at another player's hand."""

    key = "codebreakers"
    window = "daylight"

    def options(self, g: "Game", seat: int, cid: int, window: str, ctx: Any = None) -> list[Action]:
        if window != "daylight" or not unused(g, seat, self.key):
            return []
        return [use_action(g, cid, f.key) for f in g.factions if f.seat != seat]

    def use(self, g: "Game", seat: int, cid: int, action: Action, window: str, ctx: Any = None) -> None:
        mark_used(g, seat, self.key)
        C.show_hand(g, seat, g.seat_of(str(action.args[1])))
