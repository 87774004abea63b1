"""Standard setup (5.1) and the frames that run each faction's setup in setup order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core import game as _game
from woodland.core.actions import Action, act
from woodland.core.events import Phase
from woodland.core.faction import FACTIONS, make_faction, package_json
from woodland.core.frame import Choice, Decision, Frame
from woodland.core.kinds import CARD, action_kind, decision_kind
from woodland.core.maps import SUITS, UNSUITED
from woodland.rules.advanced import drafting, push_advanced_steps
from woodland.rules.board import can_place
from woodland.rules.cards import card_by_label, distinct_hand, draw, take_from_hand
from woodland.rules.turn import Turn

if TYPE_CHECKING:
    from woodland.core.game import Game

#: 5.1.5: the item supply (components.md §4)
ITEM_SUPPLY = {"bag": 2, "boots": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}
STARTING_HAND = 3
#: A.7: in the Advanced Setup each player draws five and keeps three (A.10)
ADVANCED_DRAW = 5
#: 5.2: recommended total reach by number of players
REACH_NEEDED = {2: 17, 3: 18, 4: 21, 5: 25, 6: 28}


def package_data(package: str, name: str = "data.json") -> Any:
    """A JSON file of a package: a faction package's facts (``data.json``) and words
    (``words.json``) live beside its rules (woodland/factions/KEY/)."""
    return package_json(package, name)


def faction_data(key: str) -> dict[str, Any]:
    """The facts of the faction registered as ``key`` (its package's ``data.json``)."""
    return FACTIONS[key].DATA


#: A.1: the suit markers of a map without printed suits
SUIT_MARKERS = 12


def _unsuited_landmarks(g: "Game") -> None:
    """M.5.1.II: the landmarks the board places in the clearings left without a suit marker,
    one each, dealt at random to those clearings (ruling R470)."""
    keys = list(g.map.unsuited_landmarks)
    if not keys:
        return
    from woodland.core.landmark import LANDMARKS

    g.rng.shuffle(keys)
    for key, c in zip(keys, [c for c in range(g.map.board_n) if g.suits[c] == UNSUITED]):
        g.landmarks[key] = c
        LANDMARKS[key].set_up(g, c)


def new_game(g: "Game") -> None:
    setup = g.setup
    keys = list(setup["factions"])
    # 5.1.1: assign factions; seating order and the starting player at random (a drafted
    # game's seats are bare places until the draft: A.4, rules/advanced.py)
    if setup["seating"] == "random" and setup.get("draft") is None:
        g.rng.shuffle(keys)
    g.factions = [make_faction(k, seat) for seat, k in enumerate(keys)]
    # M.5.1.I: with up to four players, one clearing of each flood group is flooded, at random
    if g.map.flood_groups:
        g.map = g.map.with_flooded([g.rng.choice(group) for group in g.map.flood_groups])
    # A.1: a map without printed suits gets its 12 suit markers at random (on a board of more
    # clearings, M.5.1.II, the clearings left over have no suit: ruling R470)
    if g.map.random_suits:
        markers = [s for s in SUITS for _ in range(SUIT_MARKERS // len(SUITS))]
        markers += [UNSUITED] * (g.map.board_n - len(markers))
        g.rng.shuffle(markers)
        g.suits = tuple(markers) + (UNSUITED,) * len(g.map.extras)
    # 5.1.3 / A.7: two players play without dominance cards; shuffle; each draws three
    # (advanced setup: five, keeping three in A.10)
    cards = g.deckdef.cards
    # (a card a faction's setup adds, 16.3.4 frog cards, is not in the deck yet)
    g.deck = [c.id for c in cards if not (g.n == 2 and c.kind == "dominance") and not c.added]
    g.rng.shuffle(g.deck)
    advanced = setup.get("mode") == "advanced"
    for f in g.factions:
        draw(g, f.seat, ADVANCED_DRAW if advanced else STARTING_HAND)
    # M.3.1, M.4.1: the Ferry and the Tower (the closed paths are the map's own, Map.closed)
    g.landmarks = dict(g.map.landmarks_at_setup)
    _unsuited_landmarks(g)  # M.5.1.II
    g.abilities_changed()  # the landmarks' abilities (M.3.5 the Ferry's link), whatever asked before
    # 5.1.4: ruins in every slot marked R
    for c in range(g.map.n):
        if g.map.ruins[c]:
            g.buildings[c] = ((-1, "ruin"),)
    # 5.1.5: the item supply
    g.items = dict(ITEM_SUPPLY)
    # 5.1.7 (A.8): factions set up in setup order (A, B, C...), then the first player starts
    g.push(Turn(0))
    if advanced:
        g.push(ChooseStartingHands())  # A.10
    if setup.get("draft") is None:
        g.push(SetupFactions())
    if setup.get("hirelings") and not advanced:  # appendix H: before the factions set up
        from woodland.core.hireling import add_hirelings

        for fr in reversed(add_hirelings(g, setup["hirelings"])):
            g.push(fr)
    if advanced:
        push_advanced_steps(g)  # A.5, A.6 (the hirelings, woodland/hirelings), A.8 (rules/advanced.py)


def reach(keys: list[str]) -> int:
    """5.2: the total reach of a mix (a second Vagabond counts 2)."""
    total = 0
    vagabonds = 0
    for k in keys:
        f = FACTIONS[k]
        if getattr(f, "is_vagabond", False):
            vagabonds += 1
            total += f.reach if vagabonds == 1 else 2
        else:
            total += f.reach
    return total


def reach_warning(keys: list[str]) -> str | None:
    """A note when a mix is below the recommended total reach (5.2), else None."""
    need = REACH_NEEDED.get(len(keys))
    have = reach(keys)
    if need is not None and have < need:
        return (f"this mix has a total reach of {have}; {need}+ is recommended for {len(keys)} players "
                f"(Law 5.2)")
    return None


decision_kind("starting_hand", "Which card of the starting hand to return", "A.10")
action_kind("return", "Return this card", "A.10", (CARD,))
decision_kind("setup_corner", "Which corner clearing to start in", "7.3.2")


class ReturnCard(Choice["ChooseStartingHands"]):
    """A.10: a card of the starting hand put back face down on the deck."""

    kind = "return"

    def options(self, fr: "ChooseStartingHands", g: "Game") -> list[Action]:
        return [act("return", (g.deckdef.cards[c].label,)) for c in distinct_hand(g, fr.choosing(g))]

    def do(self, fr: "ChooseStartingHands", g: "Game", action: Action) -> None:
        seat = fr.choosing(g)
        cid = card_by_label(g, seat, str(action.args[0]))
        take_from_hand(g, seat, cid)
        g.deck.append(cid)


class ChooseStartingHands(Frame):
    """A.10: each player keeps three of their five cards and puts the others face down on
    the deck; then the deck is shuffled."""

    __slots__ = ("done",)
    rule = "A.10"
    choices = {"choose": (ReturnCard(),)}

    def __init__(self) -> None:
        self.step = "choose"
        self.done: list[int] = []

    def choosing(self, g: "Game") -> int:
        """The seat choosing now: the first one still holding more than three cards."""
        return next(f.seat for f in g.factions if f.seat not in self.done and len(f.hand) > STARTING_HAND)

    def s_choose(self, g: "Game") -> Decision | None:
        for f in g.factions:
            if f.seat in self.done:
                continue
            if len(f.hand) <= STARTING_HAND:
                self.done.append(f.seat)
                continue
            return Decision(f.seat, "starting_hand", self.offer(g),
                            f"keep three cards: put {len(f.hand) - STARTING_HAND} more on the deck", "A.10",
                            keep=True)
        g.rng.shuffle(g.deck)
        g.pop()
        return None


class SetupFactions(Frame):
    """5.1.7: each player in setup order follows their faction's setup."""

    __slots__ = ("done",)
    rule = "5.1.7"

    def __init__(self) -> None:
        self.step = "next"
        self.done: list[int] = []

    def s_next(self, g: "Game") -> Decision | None:
        todo = sorted((f for f in g.factions if f.seat not in self.done),
                      key=lambda f: (f.setup_order, _game.setup_tie(g.setup, f.key), f.seat))
        if not todo:
            g.pop()
            return None
        f = todo[0]
        self.done.append(f.seat)
        g.emit(Phase("phase", f.seat, "setup"))  # what follows is this faction's setup
        fr = f.setup_frame(g)
        if fr is not None:
            g.push(fr)
        return None


def starting_corners(g: "Game") -> list[int]:
    """Corner clearings already chosen as some player's starting clearing."""
    return [f.home for f in g.factions if getattr(f, "home", -1) >= 0]


def enemy_homelands(g: "Game", seat: int) -> set[int]:
    """A.8.3.I: in a drafted game, the homelands enemies of ``seat`` chose (their starting
    clearings), which ``seat`` cannot choose as its own (ruling R285); none in the Standard
    Setup's order of setup (5.1.7), where each faction's own setup says what it may take."""
    if not drafting(g):
        return set()
    return {f.home for f in g.factions if f.seat != seat and f.home >= 0}


def open_corners(g: "Game", seat: int) -> list[int]:
    """Corner clearings no player starts in yet where ``seat`` may place pieces (1.1.2: a
    hireling's pawn, the Furious Protector, may keep them out, H.2.2; A.8.3.I)."""
    taken = starting_corners(g)
    return [c for c in g.map.corners if c not in taken and can_place(g, seat, c)]


def far_corners(g: "Game", seat: int) -> list[int]:
    """The corners :func:`open_corners` gives, only those diagonally opposite a starting
    corner if there are such (7.3.2, 12.3.3: "if possible")."""
    free = open_corners(g, seat)
    taken = starting_corners(g)
    return [c for c in free if g.map.opposite.get(c) in taken] or free


_game.SETUP_HOOK.append(new_game)
