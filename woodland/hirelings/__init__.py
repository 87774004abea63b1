"""Hirelings (appendix H): gaining, controlling and passing on hireling cards, and the sides'
rules, each a module here registering its :class:`~woodland.core.hireling.Hireling`.

This package makes the hirelings in play (``Game.hirelings``) a source of abilities
(core/ability.py ``SOURCES``, after factions and cards: ``FROM_HIRELING``), runs H.1 (the
hiring markers at 4, 8 and 12 points, rolling for control, giving a hireling away at the
end of a turn) and H.2's actions (when hired, start of Birdsong, once per Daylight), and
gives setups one function: :func:`add_hirelings` (the ``hirelings`` field of a setup; the
Advanced Setup's A.6).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from woodland.core import game as _game
from woodland.core.ability import FROM_HIRELING, FROM_LANDMARK, SOURCES, Ability, abilities
from woodland.core.actions import Action, act
from woodland.core.events import PATH, Moved, TurnEnd, event
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.core.game import hirelings_conflict
from woodland.core.hireling import (
    HIRELINGS,
    ON_FIRST_USE,
    RANDOM,
    Hired,
    add_hirelings,
    check_names,
    control_die,
    deal_hirelings,
)
from woodland.core.kinds import CLEARING, FACTION, TEXT, action_kind, decision_kind
from woodland.rules import advanced, victory
from woodland.rules.battle import Battle, hireling_battle_options
from woodland.rules.board import (
    can_place,
    free_slots,
    hireling_buildings,
    move_hireling_warriors,
    place_hireling_building,
    place_hireling_warriors,
    rulers,
)

if TYPE_CHECKING:
    from woodland.core.game import Game


# ----------------------------------------------------------------------------- events
@event("hireling")
class HirelingEvent(NamedTuple):
    """H.1: a hireling changes hands: ``what`` is "marker" (a hiring marker taken at space
    ``n``), "hired" (gained, rolling ``n`` control markers), "given" or "released"."""
    kind: str
    seat: int
    hireling: str
    what: str
    n: int


# ----------------------------------------------------------------------------- H.1.1 markers
def _scored(g: "Game", seat: int, before: int, after: int) -> None:
    """H.1.1: a score marker entering a space with a hiring marker takes it (reaching or
    passing the space: docs/rulings.md R250)."""
    hs = g.hirelings
    if hs is None or after <= before:
        return
    for space in sorted(hs.markers):
        if before < space <= after:
            hs.markers.remove(space)
            hs.waiting[seat] += 1
            g.emit(HirelingEvent("hireling", seat, "", "marker", space))




# ----------------------------------------------------------------------------- H.1.2 control
def most_points(g: "Game", seat: int) -> bool:
    """H.1.2: ``seat`` has the most victory points or is tied for the most (a player with an
    activated dominance card does not, R252)."""
    f = g.factions[seat]
    if f.dominance >= 0:
        return False
    return all(f.score >= o.score for o in g.factions if o.dominance < 0)


def roll_for_control(g: "Game", seat: int, h: Hired) -> None:
    """H.1.2: ``seat`` gains ``h``: roll the control die, count the gold pips if leading or
    tied for the lead, all pips otherwise; then the when-hired action (H.2.1)."""
    gold, total = g.rng.choice(control_die())
    h.controller = seat
    h.control = gold if most_points(g, seat) else total
    h.gained = g.turn
    g.abilities_changed()
    g.invalidate()  # H.3.1: rule may change with the controller
    g.emit(HirelingEvent("hireling", seat, h.key, "hired", h.control))
    for fr in reversed(h.rules.when_hired(g, h)):
        g.push(fr)


decision_kind("hire", "Which hireling card to take from the supply (H.1.1)", "H.1.1")
action_kind("hire", "Take this hireling card from the supply and roll for control", "H.1.1", (TEXT,))
decision_kind("pass_on", "Which player gets a hireling card with no control markers (H.1.3)", "H.1.3")
action_kind("pass_on", "Pass this hireling card to this player, who rolls for control", "H.1.3", (TEXT, FACTION))


class HireFromSupply(Choice["EndOfTurnHirelings"]):
    """H.1.1: a hireling card from the supply."""

    kind = "hire"

    def options(self, fr: "EndOfTurnHirelings", g: "Game") -> list[Action]:
        assert g.hirelings is not None
        return [act("hire", (h.key,)) for h in g.hirelings.supply()]

    def why_not(self, fr: "EndOfTurnHirelings", g: "Game", action: Action) -> Reason | None:
        return _why_hire(g, action)

    def do(self, fr: "EndOfTurnHirelings", g: "Game", action: Action) -> None:
        assert g.hirelings is not None
        h = g.hirelings.key_of(str(action.args[0]))
        assert h is not None
        g.hirelings.waiting[fr.seat] -= 1  # H.1.1: the hiring marker is flipped over
        roll_for_control(g, fr.seat, h)


def _why_hire(g: "Game", action: Action) -> Reason | None:
    hs = g.hirelings
    if hs is None:
        return "this game has no hirelings", ["A.6"]
    h = hs.key_of(str(action.args[0])) if action.args else None
    if h is None:
        return f"{action.args[0] if action.args else '?'} is not a hireling of this game", ["A.6.1"]
    if h.controller >= 0:
        return f"{h.rules.title} is not in the supply (a player controls it)", ["H.1.1"]
    return None


class GiveAway(Choice["EndOfTurnHirelings"]):
    """H.1.3: the hireling card with no control markers goes to any other player."""

    kind = "pass_on"

    def options(self, fr: "EndOfTurnHirelings", g: "Game") -> list[Action]:
        h = fr.spent(g)
        if h is None:
            return []
        return [act("pass_on", (h.key, f.key)) for f in g.factions if f.seat != fr.seat]

    def why_not(self, fr: "EndOfTurnHirelings", g: "Game", action: Action) -> Reason | None:
        h = fr.spent(g)
        if h is None or len(action.args) != 2:
            return None
        named = g.hirelings.key_of(str(action.args[0])) if g.hirelings is not None else None
        if named is None:
            return f"{action.args[0]} is not a hireling of this game", ["A.6.1"]
        if named.controller != fr.seat:
            return f"you do not control {named.rules.title}", ["H.1.3"]
        if named is not h:
            return f"give {h.rules.title} first: it has no control markers left", ["H.1.3"]
        to = str(action.args[1]).lower()
        if to == g.factions[fr.seat].key:
            return "a hireling card is given to another player", ["H.1.3"]
        if all(f.key != to for f in g.factions):
            return f"no player of this game plays {action.args[1]}", ["H.1.3"]
        return None

    def do(self, fr: "EndOfTurnHirelings", g: "Game", action: Action) -> None:
        h = fr.spent(g)
        assert h is not None
        to = next(f.seat for f in g.factions if f.key == str(action.args[1]).lower())
        g.emit(HirelingEvent("hireling", fr.seat, h.key, "given", to))
        roll_for_control(g, to, h)  # H.1.3: the receiver rolls for control at once


class EndOfTurnHirelings(Frame):
    """The end of a player's turn (1.4.3, H.1.1, H.1.3): one control marker comes off each
    hireling card they gained on an earlier turn; each with none left is given to another
    player; then each hiring marker they took gets a hireling card from the supply."""

    __slots__ = ("seat",)
    rule = "H.1.3"
    choices = {"give": (GiveAway(),), "hire": (HireFromSupply(),)}

    def __init__(self, seat: int) -> None:
        self.step = "decay"
        self.seat = seat

    def s_decay(self, g: "Game") -> None:
        assert g.hirelings is not None
        for h in g.hirelings.controlled_by(self.seat):
            if h.gained < g.turn and h.control > 0:  # "gained on previous turns"
                h.control -= 1
        self.step = "give"

    def spent(self, g: "Game") -> Hired | None:
        """The next hireling card of this player with no control markers."""
        assert g.hirelings is not None
        return next((h for h in g.hirelings.controlled_by(self.seat) if h.control == 0), None)

    def s_give(self, g: "Game") -> Decision | None:
        h = self.spent(g)
        if h is None:
            self.step = "hire"
            return None
        return Decision(self.seat, "pass_on", self.offer(g),
                        f"{h.rules.title} has no control markers left: give it to another player", "H.1.3")

    def s_hire(self, g: "Game") -> Decision | None:
        hs = g.hirelings
        assert hs is not None
        if not hs.waiting[self.seat] or not hs.supply():
            hs.waiting[self.seat] = 0  # H.1.1: no card left to take; the marker is flipped anyway
            g.pop()
            return None
        return Decision(self.seat, "hire", self.offer(g), "take a hireling card from the supply", "H.1.1")


def _end_of_turn(g: "Game", ev: tuple[Any, ...]) -> list[Frame]:
    hs = g.hirelings
    if hs is None or not isinstance(ev, TurnEnd):
        return []
    if hs.waiting[ev.seat] or hs.controlled_by(ev.seat):
        return [EndOfTurnHirelings(ev.seat)]
    return []


def _side_triggers(g: "Game", ev: tuple[Any, ...]) -> list[Frame]:
    """What each side in play does when ``ev`` happens (the Bat Messengers, H.2.2)."""
    if g.hirelings is None:
        return []
    out: list[Frame] = []
    for h in g.hirelings.cards:
        out += h.rules.triggers(g, h, ev)
    return out


def _side_kinds() -> set[str]:
    return {k for h in HIRELINGS.values() for k in h.listens}


def _install() -> None:
    """The game loop's hooks for hirelings, installed with the first game that has some
    (core/hireling.py ``ON_FIRST_USE``)."""
    _game.trigger_hook(_end_of_turn, lambda: {"turn_end"})
    _game.trigger_hook(_side_triggers, _side_kinds)
    if _scored not in victory.SCORED:
        victory.SCORED.append(_scored)


ON_FIRST_USE.append(_install)


def _a6(g: "Game") -> list[Frame]:
    """A.6: the sides the setup names, or with ``"random"`` three cards dealt and demoted at
    random (A.6.1-2: those woodland can play, leaving the game its factions, A.6.5), set up
    in the Advanced Setup's hirelings step."""
    names = g.setup.get("hirelings")
    if names == RANDOM:
        names = deal_hirelings(g, lambda kept_out: hirelings_conflict(g.setup, kept_out) is None)
    return add_hirelings(g, names) if names else []


advanced.HIRELING_SETUP.append(_a6)


# ----------------------------------------------------------------------------- H.2 actions
class HirelingActions(Ability):
    """H.2.3 and H.2.4 for every hireling card in play: the controller's start-of-Birdsong
    actions (at the start of their turn's Birdsong) and once-per-Daylight actions (offered
    in every Daylight menu, like other actions a player may take on their turn)."""

    precedence = FROM_HIRELING
    rule = "H.2"

    def turn_start_frames(self, g: "Game", current: int) -> list[Frame]:
        return [StartOfBirdsong(current, h.card) for h in _controlled(g, current) if h.rules.has_birdsong(g, h)]

    def turn_options(self, g: "Game", seat: int) -> list[Action]:
        if g.phase != "daylight" or g.current != seat:
            return []
        out: list[Action] = []
        for h in _controlled(g, seat):
            if not _used(g, h):
                out += h.rules.daylight_options(g, h)
        return out

    def turn_option_why(self, g: "Game", seat: int, action: Action) -> tuple[str, list[str]] | None:
        h = _owner_of(g, action)
        if h is None:
            return None
        if h.controller != seat:
            return f"you do not control {h.rules.title}", ["H.2.4"]
        if g.phase != "daylight":
            return f"{h.rules.title}'s action is taken in Daylight", ["H.2.4"]
        if _used(g, h):
            return f"{h.rules.title}'s action was already taken this Daylight", ["H.2.4"]
        return h.rules.daylight_why(g, h, action)

    def turn_option_do(self, g: "Game", seat: int, action: Action) -> None:
        h = _owner_of(g, action)
        assert h is not None
        if h.rules.daylight_once:
            g.factions[seat].used.append(_used_tag(h))
        h.rules.daylight_do(g, h, action)

    def why_not_now(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        if action.kind in ("hire", "pass_on"):
            return _why_not_now_h1(g, seat, action)
        assert g.hirelings is not None
        for card in g.hirelings.cards:
            r = card.rules.why_not_now(g, card, seat, action)
            if r is not None:
                return r
        h = _owner_of(g, action)
        if h is None:
            return None
        return self.turn_option_why(g, seat, action) or (
            f"{h.rules.title}'s action is taken from the Daylight menu", ["H.2.4"])


class StartOfBirdsong(Frame):
    """H.2.3: a hireling's start-of-Birdsong action, taken by its controller."""

    __slots__ = ("seat", "card")
    rule = "H.2.3"

    def __init__(self, seat: int, card: str) -> None:
        self.step = "act"
        self.seat = seat
        self.card = card

    def s_act(self, g: "Game") -> None:
        g.pop()
        h = g.hirelings.key_of(self.card) if g.hirelings is not None else None
        if h is not None and h.controller == self.seat:
            h.rules.birdsong(g, h)


def _why_not_now_h1(g: "Game", seat: int, action: Action) -> tuple[str, list[str]]:
    """Why H.1's actions (hire, pass_on) are not possible at this moment."""
    assert g.hirelings is not None
    if action.kind == "hire":
        r = _why_hire(g, action) if action.args else None
        if r is not None:
            return r
        if not g.hirelings.waiting[seat]:
            return ("a hireling card is taken at the end of your turn, after your score marker reaches a "
                    "hiring marker (you hold none)"), ["H.1.1"]
        return "you take a hireling card at the end of your turn", ["H.1.1"]
    h = g.hirelings.key_of(str(action.args[0])) if action.args else None
    if h is None:
        return f"{action.args[0] if action.args else '?'} is not a hireling of this game", ["A.6.1"]
    if h.controller != seat:
        return f"you do not control {h.rules.title}", ["H.1.3"]
    return (f"{h.rules.title} is passed on at the end of your turn, once it has no control markers "
            f"({h.control} left)"), ["H.1.3"]


# ----------------------------------------------------------------------------- pawns
decision_kind("hireling_pawn", "Where a hireling's pawn goes (its setup, hiring or move)", "H.2")
action_kind("station", "Put the hireling's pawn in this clearing", "H.2", (CLEARING,))


class Station(Choice["PlacePawn"]):
    kind = "station"

    def options(self, fr: "PlacePawn", g: "Game") -> list[Action]:
        return [act("station", (c + 1,)) for c in fr.targets(g)]

    def why_not(self, fr: "PlacePawn", g: "Game", action: Action) -> Reason | None:
        h = fr.hired(g)
        if fr.mode == "move":
            return f"the {h.rules.title} move to a clearing adjacent to clearing {h.pawn + 1}", [fr.rule_of(g)]
        return f"the {h.rules.title} cannot be put there", [fr.rule_of(g)]

    def do(self, fr: "PlacePawn", g: "Game", action: Action) -> None:
        h = fr.hired(g)
        h.pawn = int(action.args[0]) - 1
        g.pop()
        h.rules.pawn_placed(g, h, fr.mode)


class PlacePawn(Frame):
    """A hireling's pawn is put in a clearing by ``seat``: at setup (A.6.3, any clearing, or
    those the side allows), when hired (H.2.1) or moved (H.2.3, to an adjacent clearing)."""

    __slots__ = ("seat", "card", "mode")
    rule = "H.2"
    choices = {"choose": (Station(),)}

    def __init__(self, seat: int, card: str, mode: str) -> None:
        self.step = "choose"
        self.seat = seat
        self.card = card
        self.mode = mode

    def hired(self, g: "Game") -> Hired:
        assert g.hirelings is not None
        h = g.hirelings.key_of(self.card)
        assert h is not None
        return h

    def rule_of(self, g: "Game") -> str:
        return {"setup": "A.6.3", "hired": "H.2.1", "move": "H.2.3"}.get(self.mode, "H.2")

    def targets(self, g: "Game") -> list[int]:
        h = self.hired(g)
        return h.rules.pawn_targets(g, h, self.mode, self.seat)

    def s_choose(self, g: "Game") -> Decision | None:
        if not self.targets(g):
            g.pop()
            return None
        h = self.hired(g)
        return Decision(self.seat, "hireling_pawn", self.offer(g), f"where do the {h.rules.title} go?",
                        self.rule_of(g))

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "hireling_pawn", "hireling": self.card, "mode": self.mode}


# ----------------------------------------------------------------------------- warriors
decision_kind("hireling_warriors", "Where a hireling's warriors are placed (its setup, hiring or action)", "H.2")
action_kind("deploy", "Place the hireling's warriors in this clearing", "H.2", (CLEARING,))


class Deploy(Choice["PlaceWarriors"]):
    kind = "deploy"

    def options(self, fr: "PlaceWarriors", g: "Game") -> list[Action]:
        return [act("deploy", (c + 1,)) for c in fr.targets(g)]

    def why_not(self, fr: "PlaceWarriors", g: "Game", action: Action) -> Reason | None:
        h = fr.hired(g)
        return f"the {h.rules.title} cannot be placed there ({h.rules.where(fr.mode)})", [fr.rule_of(g)]

    def do(self, fr: "PlaceWarriors", g: "Game", action: Action) -> None:
        assert g.hirelings is not None
        h = fr.hired(g)
        owner, c = g.hirelings.owner(h), int(action.args[0]) - 1
        fr.with_warriors(g, owner, c)
        place_hireling_warriors(g, owner, c, fr.each)
        fr.times -= 1
        if fr.times <= 0:
            g.pop()


class PlaceWarriors(Frame):
    """``seat`` places a hireling's warriors from its supply, ``each`` at a time in a clearing
    it chooses (and one of its buildings with them, with ``building``), ``times`` times: at
    setup (A.6.3), when hired (H.2.1) or by an action (H.2.3, H.2.4); the side says where
    (``Hireling.warrior_targets``, by ``mode``; a building needs an open slot, 2.2.3)."""

    __slots__ = ("seat", "card", "mode", "each", "times", "building")
    rule = "H.2"
    choices = {"choose": (Deploy(),)}

    def __init__(self, seat: int, card: str, mode: str, each: int = 1, times: int = 1, building: int = 0) -> None:
        self.step = "choose"
        self.seat = seat
        self.card = card
        self.mode = mode
        self.each = each
        self.times = times
        self.building = building

    def hired(self, g: "Game") -> Hired:
        assert g.hirelings is not None
        h = g.hirelings.key_of(self.card)
        assert h is not None
        return h

    def rule_of(self, g: "Game") -> str:
        return {"setup": "A.6.3", "hired": "H.2.1"}.get(self.mode, self.hired(g).rules.rule)

    def with_warriors(self, g: "Game", owner: int, c: int) -> None:
        """What is placed in ``c`` with the warriors: its building, with ``building`` (a
        subclass may place other pieces: the River Roamers' lilypad)."""
        if self.building:
            place_hireling_building(g, owner, c)

    def targets(self, g: "Game") -> list[int]:
        h = self.hired(g)
        assert g.hirelings is not None
        owner = g.hirelings.owner(h)
        if self.building:  # a building (and warriors with it, as many as are left, 1.5.4)
            if len(hireling_buildings(g, owner)) >= h.building_total:
                return []
            return [c for c in h.rules.warrior_targets(g, h, self.mode, self.seat)
                    if free_slots(g, c) > 0 and can_place(g, owner, c)]
        if not h.supply:
            return []
        return [c for c in h.rules.warrior_targets(g, h, self.mode, self.seat) if can_place(g, owner, c)]

    def s_choose(self, g: "Game") -> Decision | None:
        if not self.targets(g):
            g.pop()
            return None
        h = self.hired(g)
        what = f"{self.each} of the {h.rules.title}" if self.each else f"a {h.rules.building} of the {h.rules.title}"
        what += f" and a {h.rules.building}" if self.building and self.each else ""
        return Decision(self.seat, "hireling_warriors", self.offer(g), f"where do {what} go?", self.rule_of(g))

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "hireling_warriors", "hireling": self.card, "mode": self.mode, "each": self.each,
                "times": self.times}


class HirelingFight(Choice["BattleEach"]):
    """One of a hireling's battles: the controller picks the clearing and the defender; the
    hireling attacks with its own warriors (H.3.4)."""

    kind = "battle"

    def options(self, fr: "BattleEach", g: "Game") -> list[Action]:
        assert g.hirelings is not None
        return hireling_battle_options(g, g.hirelings.side(fr.card)[0], sorted(set(fr.todo)))

    def why_not(self, fr: "BattleEach", g: "Game", action: Action) -> Reason | None:
        return (f"the hireling battles an enemy where it has warriors, in clearings "
                f"{', '.join(str(c + 1) for c in sorted(set(fr.todo)))}"), ["4.3", "H.3.4"]

    def do(self, fr: "BattleEach", g: "Game", action: Action) -> None:
        assert g.hirelings is not None
        c = int(action.args[0]) - 1
        fr.todo.remove(c)
        fr.times -= 1
        g.push(Battle(g.hirelings.side(fr.card)[0], g.seat_of(str(action.args[1]).lower()), c))


class BattleEach(Frame):
    """A hireling's battles, one in each clearing of ``todo`` (a clearing twice: two battles
    there) where an enemy can still be battled, in the order its controller ``seat``
    chooses (the Corvid Spies, the Last Dynasty, the Vault Keepers); with ``times`` >= 0, no
    more battles than that (the Forest Patrol: one battle in any of its clearings)."""

    __slots__ = ("seat", "card", "todo", "times", "got")
    rule = "H.2.4"
    choices = {"battle": (HirelingFight(),)}

    def __init__(self, seat: int, card: str, todo: list[int], times: int = -1) -> None:
        self.step = "battle"
        self.seat = seat
        self.card = card
        self.todo = todo
        self.times = times
        self.got = -1

    def s_battle(self, g: "Game") -> Decision | None:
        opts = self.offer(g) if self.times != 0 else []
        if not opts:
            g.pop()
            return None
        assert g.hirelings is not None
        title = g.hirelings.side(self.card)[1].rules.title
        return Decision(self.seat, "battle", opts, f"{title}: battle where, and whom?", "H.2.4")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "hireling_battles", "hireling": self.card, "to_battle": [c + 1 for c in self.todo]}


# ----------------------------------------------------------------------------- moves
def move_targets(g: "Game", owner: int, c: int) -> list[int]:
    """4.2: the clearings adjacent to ``c`` along a path that no ability closes to the hireling
    ``owner`` (an owner id), and those a landmark links to ``c`` for any move (M.3.5 the Ferry,
    R529): a landmark is no ability of the controller's (H.3.5), so a hireling's move may use
    it. Links the controller's abilities add (Boat Builders, Swimmers) are not for it."""
    reg = abilities(g)
    targets = list(g.map.adj[c])
    for ab in reg.move_only_links:
        if ab.precedence == FROM_LANDMARK:
            targets += [y for x, y, _i in ab.move_only_links(g, owner) or () if x == c and y not in targets]
    blocks = reg.blocks_move
    return [b for b in targets if b < g.map.board_n
            and not any(ab.blocking_now(g) and ab.blocks_move(g, owner, c, b) for ab in blocks)]


def marches(g: "Game", card: str, kind: str, seat: int) -> list[Action]:
    """4.2: the moves of the hireling ``card`` for its controller ``seat`` (actions ``kind FROM
    TO N``): from a clearing with its warriors to an adjacent one, ``seat`` ruling either
    (its warriors counting for that rule, H.3.1), any number of the warriors there."""
    assert g.hirelings is not None
    owner, h = g.hirelings.side(card)
    r = rulers(g)
    out: list[Action] = []
    for a in h.warrior_clearings():
        for b in move_targets(g, owner, a):
            if seat in (r[a], r[b]):
                out += [act(kind, (a + 1, b + 1, k)) for k in range(1, h.at(a) + 1)]
    return out


def why_march(g: "Game", card: str, seat: int, action: Action) -> Reason | None:
    """Why the move ``action`` (``kind FROM TO N``) of the hireling ``card`` is not one of its
    controller ``seat``'s :func:`marches`, naming the rule that stops it; None if no reason
    is found."""
    from woodland.rules.move import move_blocker
    from woodland.rules.why import clearing_arg, lords_rule, ruled_by

    assert g.hirelings is not None
    owner, h = g.hirelings.side(card)
    if len(action.args) != 3 or not isinstance(action.args[2], int):
        return f"a hireling's move names two clearings and a number: {action.kind} 1 5 2", ["4.2"]
    a, b = (clearing_arg(g, x) for x in action.args[:2])
    if a is None or b is None:
        return f"there is no clearing {action.args[0] if a is None else action.args[1]} on this map", ["2.2"]
    title, k = h.rules.title, action.args[2]
    if not h.at(a):
        return f"the {title} have no warriors in clearing {a + 1} to move (H.3.4: only theirs move)", \
            ["4.2", "H.3.4"]
    if not 1 <= k <= h.at(a):
        return f"the {title} have {h.at(a)} warrior(s) in clearing {a + 1}", ["4.2"]
    if b not in g.map.adj[a] and b not in move_targets(g, owner, a) or b >= g.map.board_n:
        return f"clearing {b + 1} is not adjacent to clearing {a + 1}", ["4.2"]
    blocker = move_blocker(g, owner, a, b)
    if blocker is not None:
        reason, rules = blocker.move_block_reason(g, a, b)
        return reason, ["4.2", *rules]
    r = rulers(g)
    if seat not in (r[a], r[b]):
        return (f"you rule neither clearing {a + 1}{ruled_by(g, a)} nor clearing {b + 1}{ruled_by(g, b)}",
                ["4.2.1", "H.3.1"] + [x for x in lords_rule(g, a, b) if x != "H.3.1"])
    return None


class HirelingMarch(Choice["MarchThenBattle"]):
    """4.2: a hireling's move (H.3.4: its own warriors only); a subclass names the kind."""

    def options(self, fr: "MarchThenBattle", g: "Game") -> list[Action]:
        return marches(g, fr.card, self.kind, fr.seat)

    def why_not(self, fr: "MarchThenBattle", g: "Game", action: Action) -> Reason | None:
        return why_march(g, fr.card, fr.seat, action) or (
            ("hireling warriors move to an adjacent clearing, their controller ruling the one they leave "
             "or the one they enter"), ["4.2", "H.3.1"])

    def do(self, fr: "MarchThenBattle", g: "Game", action: Action) -> None:
        assert g.hirelings is not None
        owner, _h = g.hirelings.side(fr.card)
        a, b, k = int(action.args[0]) - 1, int(action.args[1]) - 1, int(action.args[2])
        move_hireling_warriors(g, owner, a, b, k)
        g.emit(Moved("moved", fr.seat, a, b, k, owner, PATH))  # H.3.7: the controller is the player moving
        fr.step = "battle"


class MarchThenBattle(Frame):
    """H.2.4: a hireling's "move, then battle" for its controller ``seat`` (the Forest Patrol,
    the Sunward Expedition): one move (step "march", a :class:`HirelingMarch`), then one battle
    in a clearing with its warriors. A subclass names ``card`` and the march's choice."""

    __slots__ = ("seat",)
    rule = "H.2.4"
    card: ClassVar[str] = ""

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat

    def s_march(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:  # no move possible: on to the battle
            self.step = "battle"
            return None
        assert g.hirelings is not None
        title = g.hirelings.side(self.card)[1].rules.title
        return Decision(self.seat, opts[0].kind, opts, f"{title}: move which warriors where?", "4.2")

    def s_battle(self, g: "Game") -> None:
        assert g.hirelings is not None
        g.pop()
        g.push(BattleEach(self.seat, self.card, g.hirelings.side(self.card)[1].warrior_clearings(), times=1))


def _used_tag(h: Hired) -> str:
    return f"hireling:{h.card}"


def _used(g: "Game", h: Hired) -> bool:
    """H.2.4: the once-per-Daylight action of ``h`` was taken this turn."""
    return _used_tag(h) in g.factions[h.controller].used


def _controlled(g: "Game", seat: int) -> list[Hired]:
    return g.hirelings.controlled_by(seat) if g.hirelings is not None else []


def _owner_of(g: "Game", action: Any) -> Hired | None:
    """The hireling card in play whose Daylight action ``action`` is."""
    if g.hirelings is None:
        return None
    for h in g.hirelings.cards:
        if action.kind in h.rules.daylight_kinds:
            return h
    return None


class HirelingRule(Ability):
    """H.3.1: hireling pieces count for rule: as their controller's pieces (only for rule), or,
    uncontrolled, as a player's of their own (2.5). ``counts`` gets one entry per hireling
    card after the seats' (rules/board.py reads an entry past the seats as that hireling)."""

    precedence = FROM_HIRELING
    rule = "H.3.1"
    rule_by_phase = False

    def rule_adjust(self, g: "Game", c: int, counts: list[int]) -> int | None:
        assert g.hirelings is not None
        cards = g.hirelings.cards
        n = len(counts)
        counts += [0] * len(cards)
        for i, h in enumerate(cards):
            counts[h.controller if h.controller >= 0 else n + i] += h.at(c)
        for o, _k in g.buildings[c]:
            if o <= -2:  # a hireling's building
                ctl = cards[-2 - o].controller
                counts[ctl if ctl >= 0 else n - 2 - o] += 1
        return None


def _hireling_abilities(g: "Game") -> list[Ability]:
    hs = g.hirelings
    if hs is None:
        return []
    out: list[Ability] = [HirelingActions()]
    if any(h.warrior_total or h.building_total for h in hs.cards):  # sides with pieces of their own
        out.append(HirelingRule())
    for h in hs.cards:
        out += h.rules.abilities(g, h)
    return out


SOURCES.append(_hireling_abilities)

#: the setup API (core/hireling.py), offered here too: ``woodland.hirelings.add_hirelings``
__all__ = ["add_hirelings", "check_names", "roll_for_control", "most_points", "HirelingEvent", "PlacePawn",
           "PlaceWarriors", "BattleEach",
           "MarchThenBattle", "HirelingMarch", "move_targets"]

for _m in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_m}")
# the kinds of every side's once-per-Daylight action (known once the sides are registered)
HirelingActions.turn_kinds = tuple(k for r in HIRELINGS.values() for k in r.daylight_kinds)
