"""The Flame Bearers card (appendix H). Its demoted side, the Rat Smugglers: in Daylight the
controller may discard an item card (a card showing an item to craft, 2.1.2) to take a move
(4.2) or a battle (4.3), any number of times (H.2.2; R255).

Its promoted side, the Flame Bearers (components.md §6): six warriors, two set up in one
clearing (A.6.3); when hired, if none is on the map, two are placed in one clearing (H.2.1,
R264). At the start of the controller's Birdsong (H.2.3) they burn: in each clearing with
Bearers, one enemy piece (H.3.2) per Bearer there is removed, warriors first, the controller
choosing which (R265; scoring nothing, H.3.6); then one Bearer is placed in a clearing with
or next to a Bearer, or, with none on the map, two in any one clearing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woodland.core.actions import Action, act
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CARD, CLEARING, FACTION, PIECE, WORD, action_kind, decision_kind
from woodland.hirelings import PlaceWarriors
from woodland.rules import cards as C
from woodland.rules.battle import StartBattle, battle_options
from woodland.rules.board import is_enemy, may_remove, player_removing, remove_building, remove_token, remove_warriors
from woodland.rules.move import Move, any_move

if TYPE_CHECKING:
    from typing import Any

    from woodland.core.game import Game

action_kind("smuggle", "Rat Smugglers: discard this item card to move or to battle (a word: move, battle)",
            "H.2.2", (CARD, WORD))

WAYS = ("move", "battle")


def item_cards(g: "Game", seat: int) -> list[int]:
    """The item cards in ``seat``'s hand, one per label."""
    return [c for c in C.distinct_hand(g, seat) if g.deckdef.cards[c].item]


class SmugglersBattle(StartBattle):
    """The battle the discarded item card paid for (4.3)."""

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        fr.step = "done"
        super().do(fr, g, action)


class SmugglersAct(Frame):
    """The move or battle an item card paid for; ``got`` takes a move's result (nothing
    reaches the Daylight frame below)."""

    __slots__ = ("seat", "way", "got")
    rule = "H.2.2"
    choices = {"battle": (SmugglersBattle(),)}

    def __init__(self, seat: int, way: str) -> None:
        self.step = way
        self.seat = seat
        self.way = way
        self.got = -1

    def s_move(self, g: "Game") -> None:
        self.step = "done"
        g.push(Move(self.seat, optional=False, law="H.2.2"))

    def s_battle(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        return Decision(self.seat, "battle", opts, "Rat Smugglers: battle where?", "4.3")

    def s_done(self, g: "Game") -> None:
        g.pop()


class RatSmugglers(Hireling):
    key = "rat_smugglers"
    daylight_kinds = ("smuggle",)
    daylight_once = False

    def ways(self, g: "Game", seat: int) -> list[str]:
        """What an item card can pay for now: a move, a battle."""
        out = []
        if any_move(g, seat):
            out.append("move")
        if battle_options(g, seat):
            out.append("battle")
        return out

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        cards = item_cards(g, h.controller)
        if not cards:
            return []
        labels = [g.deckdef.cards[c].label for c in cards]
        return [act("smuggle", (lb, w)) for w in self.ways(g, h.controller) for lb in labels]

    def daylight_why(self, g: "Game", h: Hired, action: Action) -> Reason | None:
        if len(action.args) != 2 or action.args[1] not in WAYS:
            return "name an item card and move or battle (smuggle CARD move)", ["H.2.2"]
        label = str(action.args[0]).lower()
        cid = next((c for c in item_cards(g, h.controller) if g.deckdef.cards[c].label.lower() == label), None)
        if cid is None:
            return f"you hold no item card {action.args[0]} (an item card shows an item to craft)", ["H.2.2", "2.1.2"]
        if action.args[1] not in self.ways(g, h.controller):
            return f"you have no legal {action.args[1]} now", ["4.2.1" if action.args[1] == "move" else "4.3"]
        return None

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        cid = C.card_by_label(g, h.controller, str(action.args[0]))
        C.spend(g, h.controller, cid)
        g.push(SmugglersAct(h.controller, str(action.args[1])))


# ----------------------------------------------------------------------------- Flame Bearers
decision_kind("burn", "Flame Bearers: which enemy piece burns next", "H.2.3")
action_kind("burn", "Flame Bearers: remove an enemy warrior (clearing, its owner) or piece (and its kind)",
            "H.2.3", (CLEARING, FACTION), (CLEARING, FACTION, PIECE))


def burnable(g: "Game", owner: int, c: int) -> list[Action]:
    """The enemy pieces of the hireling ``owner`` that may burn in ``c``: warriors while an
    enemy warrior that may be removed is there, else buildings and tokens (one option per owner
    and kind)."""
    who = player_removing(g, owner)  # H.3.7; not pieces their owner's enemies cannot remove (H.2.2)
    enemies = [f for f in g.factions if is_enemy(g, owner, f.seat) and (who < 0 or may_remove(g, who, f.seat, c))]
    # G.24: a warrior that cannot be removed (14.2.2: the warlord outside battle) does not burn
    out = [act("burn", (c + 1, f.key)) for f in enemies if f.removable_warriors(g, c, "effect") > 0]
    if out:
        return out
    for f in enemies:
        for o, kind in dict.fromkeys(g.buildings[c] + g.tokens[c]):
            if o == f.seat:
                shown = act("burn", (c + 1, f.key, seen_as(g, o, kind)))  # a face-down plot by its back (1.2)
                if shown not in out:
                    out.append(shown)
    return out


def seen_as(g: "Game", owner: int, kind: str) -> str:
    """What every player but ``owner`` sees of its piece ``kind`` (13.2.2: a plot's back)."""
    f = g.factions[owner]
    return (f.hidden_token(kind) or kind) if f.hides_tokens else kind


class BurnPiece(Choice["Burn"]):
    kind = "burn"

    def options(self, fr: "Burn", g: "Game") -> list[Action]:
        return fr.options_now(g)

    def why_not(self, fr: "Burn", g: "Game", action: Action) -> Reason | None:
        return "the Flame Bearers burn an enemy piece in a clearing where they still burn, warriors first", ["H.2.3"]

    def do(self, fr: "Burn", g: "Game", action: Action) -> None:
        c, key = int(action.args[0]) - 1, str(action.args[1]).lower()
        kind = str(action.args[2]).lower() if len(action.args) > 2 else "warrior"
        owner, seat = fr.owner(g), g.seat_of(key)
        fr.left[c] -= 1
        if kind == "warrior":  # H.3.6: scores nothing; H.3.7: the controller is the player removing
            remove_warriors(g, seat, c, 1, owner, "effect")
        elif (seat, kind) in g.buildings[c]:
            remove_building(g, c, seat, kind, owner, "effect")
        else:  # the first token shown so (face down, which one is not known: the first)
            real = next(k for o, k in g.tokens[c] if o == seat and seen_as(g, o, k) == kind)
            remove_token(g, c, seat, real, owner, "effect")


class Burn(Frame):
    """H.2.3: the Flame Bearers' burning. ``left[c]``: pieces still to remove in ``c`` (its
    Bearers at the start); then the new Bearer."""

    __slots__ = ("seat", "card", "left")
    rule = "H.2.3"
    choices = {"burn": (BurnPiece(),)}

    def __init__(self, seat: int, card: str, left: list[int]) -> None:
        self.step = "burn"
        self.seat = seat
        self.card = card
        self.left = left

    def owner(self, g: "Game") -> int:
        assert g.hirelings is not None
        h = g.hirelings.key_of(self.card)
        assert h is not None
        return g.hirelings.owner(h)

    def options_now(self, g: "Game") -> list[Action]:
        owner = self.owner(g)
        out: list[Action] = []
        for c, k in enumerate(self.left):
            if k:
                out += burnable(g, owner, c)
        return out

    def s_burn(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            h = g.hirelings.key_of(self.card) if g.hirelings is not None else None
            if h is not None:
                g.push(_grow(h))
            return None
        return Decision(self.seat, "burn", opts, "Flame Bearers: which enemy piece burns?", "H.2.3")

    def public(self, g: "Game") -> "dict[str, Any] | None":
        return {"procedure": "burn", "left": {str(c + 1): k for c, k in enumerate(self.left) if k}}




def _grow(h: Hired) -> Frame:
    """H.2.3: one Bearer at or next to a Bearer; with none on the map, two in any clearing."""
    if any(h.warriors):
        return PlaceWarriors(h.controller, h.card, "grow")
    return PlaceWarriors(h.controller, h.card, "anywhere", each=2)


class FlameBearers(Hireling):
    key = "flame_bearers"
    rule = "H.2.3"

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", each=2)]  # A.6.3: two in any clearing

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        return [] if any(h.warriors) else [PlaceWarriors(h.controller, h.card, "hired", each=2)]  # R264

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        if mode == "grow":  # at or next to a Bearer
            near = {c for c in h.warrior_clearings()}
            near |= {a for c in h.warrior_clearings() for a in g.map.adj[c]}
            return sorted(c for c in near if c < g.map.board_n)
        return super().warrior_targets(g, h, mode, seat)

    def where(self, mode: str) -> str:
        return "a clearing with or next to a Bearer" if mode == "grow" else "any clearing"

    def has_birdsong(self, g: "Game", h: Hired) -> bool:
        return True

    def birdsong(self, g: "Game", h: Hired) -> None:
        g.push(Burn(h.controller, h.card, h.warriors[:] if h.warriors else [0] * g.map.n))
