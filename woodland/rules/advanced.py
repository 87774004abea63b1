"""The Advanced Setup (Law appendix A), the steps the Standard Setup does not have.

``rules/setup.py`` runs the steps both setups share (A.1 the map and its suit markers, the
ruins and the item supply; A.2 the deck; A.7 five cards each; A.10 choosing the starting
hand) and pushes the frames of this module for the others:

- A.5 landmarks (:class:`SetUpLandmarks`, when the setup names ``landmarks``): the cards
  are dealt at random, then the last player in turn order sets up the first one, the
  second-to-last the second, each in a clearing its card allows (``Landmark.setup_clearings``);
- A.6 hirelings: :data:`HIRELING_SETUP` -- woodland/hirelings sets up the sides the setup
  names (``hirelings``), or deals three and demotes them at random (``"random"``, A.6.1-2,
  ruling R282); the draft leaves out the factions whose hiring card is in play (A.6.5);
- A.8 the faction draft with setup cards (:class:`Draft`, when the setup names ``draft``).

A.3 (bots of the Law of Rootbotics) has no counterpart: no Rootbotics bot is implemented, and
woodland's bots are players of a seat (ruling R284).
A.4 (seating) is the seat order; in a drafted game the seats are bare places until the
draft (``seat1`` sits first), so who sits where is drawn by the client (docs/play.md).
A.9 (score markers on 0): every faction starts with a score of 0.

No faction is named here: the draft pool comes from the setup (by default every faction of
the registry, core/game.py ``default_draft_pool``), militant or insurgent from each
faction's data (``militant``), and what is dealt beside a faction's setup card (A.8.2.III
the Vagabond's character, A.8.2.IV the Knaves' Captain cards) from :data:`DEALT_WITH_CARD`,
filled by the faction's package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from woodland.core.actions import Action, act
from woodland.core.events import Phase, event
from woodland.core.faction import FACTIONS
from woodland.core.frame import Choice, Decision, Frame
from woodland.core.game import draft_shortfall, game_map, seatable
from woodland.core.hireling import blocked_by
from woodland.core.kinds import CLEARING, FACTION, action_kind, decision_kind
from woodland.core.landmark import LANDMARKS
from woodland.core.maps import UNSUITED
from woodland.rules.board import can_place

if TYPE_CHECKING:
    from woodland.core.game import Game

#: A.6: procedures that set up hirelings (woodland/hirelings appends one: the sides the
#: setup names, ``hirelings``). Each is called with the game and returns the frames to run,
#: in order.
HIRELING_SETUP: list[Callable[["Game"], "list[Frame]"]] = []
#: A.8.2.III-IV: faction key -> what is dealt face up beside its setup card (game -> names),
#: the Vagabond's character, the Knaves' four Captain cards; read back by the faction's
#: setup with :func:`dealt_with`
DEALT_WITH_CARD: dict[str, Callable[["Game"], list[str]]] = {}


@event("drafted")
class Drafted(NamedTuple):
    """A.8.3: the player at ``seat``, named ``label`` until now, chose the faction ``key``."""
    kind: str
    seat: int
    label: str
    key: str


decision_kind("setup_landmark", "Where to set up a landmark", "A.5.3")
action_kind("landmark", "Set up the landmark in this clearing", "A.5.3", (CLEARING,))
decision_kind("draft_faction", "Which faction setup card to choose", "A.8.3")
action_kind("faction", "Choose this faction setup card", "A.8.3", (FACTION,))


def push_advanced_steps(g: "Game") -> None:
    """Push the frames of A.5, A.6 (and A.8, when drafted) above those already pushed, so
    that they run first, in the Law's order."""
    if g.setup.get("draft") is not None:
        g.push(Draft())  # A.8
    for hook in reversed(HIRELING_SETUP):  # A.6
        for fr in reversed(hook(g)):
            g.push(fr)
    if g.setup.get("landmarks"):
        g.push(SetUpLandmarks())  # A.5


# ----------------------------------------------------------------------------- A.5 landmarks
class PlaceLandmark(Choice["SetUpLandmarks"]):
    """A.5.3: the landmark in a clearing its card allows."""

    kind = "landmark"

    def options(self, fr: "SetUpLandmarks", g: "Game") -> list[Action]:
        return [act("landmark", (c + 1,)) for c in LANDMARKS[fr.todo[0]].setup_clearings(g)]

    def why_not(self, fr: "SetUpLandmarks", g: "Game", action: Action) -> tuple[str, list[str]] | None:
        lm = LANDMARKS[fr.todo[0]]
        return f"{lm.title} cannot be set up there (its card: components.md §7)", ["A.5.3"]

    def do(self, fr: "SetUpLandmarks", g: "Game", action: Action) -> None:
        fr.place(g, int(action.args[0]) - 1)


class SetUpLandmarks(Frame):
    """A.5.2-A.5.3: deal the chosen number of landmark cards at random; the last player in
    turn order sets up the first, the second-to-last the second. A landmark whose piece the
    map already placed (M.3.1 the Ferry, M.4.1 the Tower) is not dealt again (ruling R290)."""

    __slots__ = ("todo",)
    rule = "A.5"
    choices = {"place": (PlaceLandmark(),)}

    def __init__(self) -> None:
        self.step = "deal"
        self.todo: list[str] = []

    def s_deal(self, g: "Game") -> Decision | None:
        spec = g.setup["landmarks"]
        cards = [k for k in spec["cards"] if k not in g.landmarks]
        g.rng.shuffle(cards)  # A.5.2
        self.todo = cards[:spec["count"]]
        self.step = "place"
        return None

    def setter(self, g: "Game") -> int:
        """A.5.3: the last player in turn order sets up the first landmark dealt, the
        second-to-last the second."""
        done = g.setup["landmarks"]["count"] - len(self.todo)
        return (g.n - 1 - done) % g.n

    def s_place(self, g: "Game") -> Decision | None:
        while self.todo:
            opts = self.offer(g)
            if opts:
                lm = LANDMARKS[self.todo[0]]
                return Decision(self.setter(g), "setup_landmark", opts, f"set up {lm.title}", "A.5.3")
            self.todo.pop(0)  # no clearing its card allows: it cannot be set up (1.5.4)
        g.pop()
        return None

    def place(self, g: "Game", c: int) -> None:
        key = self.todo.pop(0)
        g.landmarks[key] = c
        LANDMARKS[key].set_up(g, c)
        g.abilities_changed()
        g.invalidate()


# ----------------------------------------------------------------------------- A.8 the draft
def dealt_with(g: "Game", key: str) -> list[str]:
    """A.8.2.III-IV: what was dealt face up beside ``key``'s setup card in this game's draft
    (while the draft runs; empty outside it)."""
    for fr in g.stack:
        if isinstance(fr, Draft):
            return list(fr.dealt.get(key, ()))
    return []


def drafting(g: "Game") -> bool:
    """Whether the factions are being drafted now (A.8)."""
    return any(isinstance(fr, Draft) for fr in g.stack)


class ChooseFaction(Choice["Draft"]):
    """A.8.3: a faction setup card from the pool (A.8.2.II: not a locked card before a
    militant faction is chosen)."""

    kind = "faction"

    def options(self, fr: "Draft", g: "Game") -> list[Action]:
        return [act("faction", (k,)) for k in fr.cards if fr.may_choose(g, k)]

    def why_not(self, fr: "Draft", g: "Game", action: Action) -> tuple[str, list[str]] | None:
        k = str(action.args[0]) if action.args else "?"
        if k not in fr.cards:
            return f"{k} is not a faction setup card left in the pool ({', '.join(fr.cards)})", ["A.8.3"]
        if k == fr.locked and not fr.unlocked():
            return f"{k} is locked until a militant faction is chosen", ["A.8.2.II"]
        if FACTIONS[k].corner_start and not fr.corner_left(g):
            return f"every corner clearing is another player's starting clearing, and {k} starts in one", ["A.8.3"]
        if not fr.may_choose(g, k):
            return (f"{k} could take a corner clearing that the factions left need: a player after you could not "
                    "set up any faction left (ruling R282)"), ["A.8.3"]
        return None

    def do(self, fr: "Draft", g: "Game", action: Action) -> None:
        fr.choose(g, str(action.args[0]))


class Draft(Frame):
    """A.8.2-A.8.3: deal the faction setup cards (one militant card, then one per player,
    from the remaining militants and the insurgents shuffled together; with two players no
    insurgent card, A.8.2.I), lock the last card dealt if it is an insurgent (A.8.2.II), and
    deal beside a card what its faction brings (A.8.2.III-IV). Then, from the last player in
    turn order counterclockwise, each player chooses a card and sets up that faction at once
    (A.8.3)."""

    __slots__ = ("cards", "locked", "dealt", "order", "chosen")
    rule = "A.8"
    choices = {"choose": (ChooseFaction(),)}

    def __init__(self) -> None:
        self.step = "deal"
        self.cards: list[str] = []
        self.locked = ""
        self.dealt: dict[str, list[str]] = {}
        self.order: list[int] = []
        self.chosen: list[str] = []

    def s_deal(self, g: "Game") -> Decision | None:
        kept_out = blocked_by(h.key for h in g.hirelings.cards) if g.hirelings is not None else set()
        pool = [k for k in g.setup["draft"] if k not in kept_out]  # A.6.5
        corners = self.corners_left(g, g.n - 1)
        keep = g.setup.get("keep_insurgents", False)  # A.8.2.I
        if draft_shortfall(pool, g.n, corners, keep):  # a hireling's piece in a corner (A.6.3) left too few
            corners = len(g.map.corners)
        self.cards = self.deal(g, pool)
        while not seatable(self.cards, g.n, corners):
            self.cards = self.deal(g, pool)  # ruling R282: dealt again (the setup checked that one can do)
        last = self.cards[-1]
        self.locked = "" if FACTIONS[last].militant else last  # A.8.2.II
        for k in self.cards:  # A.8.2.III-IV
            hook = DEALT_WITH_CARD.get(k)
            if hook is not None:
                self.dealt[k] = hook(g)
        self.order = [(g.n - 1 - i) % g.n for i in range(g.n)]  # A.8.3: last player first
        self.step = "choose"
        return None

    @staticmethod
    def deal(g: "Game", pool: list[str]) -> list[str]:
        """A.8.2: a militant card, then one card per player from the other militant cards and
        the insurgent cards shuffled together (two players: no insurgent card, unless the group
        keeps them, playing with hirelings: A.8.2.I)."""
        militant = [k for k in pool if FACTIONS[k].militant]
        keep = g.setup.get("keep_insurgents", False)
        insurgent = [] if g.n == 2 and not keep else [k for k in pool if not FACTIONS[k].militant]  # A.8.2.I
        g.rng.shuffle(militant)
        first = militant.pop()
        rest = militant + insurgent
        g.rng.shuffle(rest)
        return [first] + [rest.pop() for _ in range(g.n)]

    def public(self, g: "Game") -> dict[str, Any] | None:
        """A.8.2: the cards left in the pool, the locked one and what was dealt beside each
        card (A.8.2.III-IV: beside the cards chosen too, while their factions set up) are face
        up, for everyone."""
        if self.step != "choose":
            return None
        return {"draft_pool": list(self.cards), "locked": self.locked or None,
                "dealt": {k: list(v) for k, v in self.dealt.items()}}

    def may_choose(self, g: "Game", key: str) -> bool:
        """A.8.3: ``key`` may be chosen: not a locked card before a militant one (A.8.2.II), and
        its setup can be carried out without leaving a player after this one no faction whose
        setup can (rulings R299, R282): one that starts in a corner needs a free corner, and
        the corner it takes -- or may take (``corner_maybe``) -- must leave enough."""
        if key == self.locked and not self.unlocked():
            return False
        f = FACTIONS[key]
        free = self.corners_left(g, self.order[0])
        if f.corner_start and not free:
            return False  # ruling R299: its setup could not be carried out
        takes = f.corner_start or f.corner_maybe
        rest = [k for k in self.cards if k != key]
        return seatable(rest, len(self.order) - 1, max(0, free - takes))

    def unlocked(self) -> bool:
        """A.8.2.II: a militant faction has been chosen."""
        return any(FACTIONS[k].militant for k in self.chosen)

    @staticmethod
    def corners_left(g: "Game", seat: int) -> int:
        """How many corner clearings are nobody's starting clearing yet and open to ``seat``'s
        pieces (A.8.3.I: not where a hireling keeps them out, H.2)."""
        from woodland.rules.setup import starting_corners  # rules/setup imports this module

        taken = starting_corners(g)
        return sum(c not in taken and can_place(g, seat, c) for c in g.map.corners)

    def corner_left(self, g: "Game") -> bool:
        """Whether a corner clearing is free for the player choosing now."""
        return self.corners_left(g, self.order[0] if self.order else 0) > 0

    def s_choose(self, g: "Game") -> Decision | None:
        if not self.order:
            g.pop()
            return None
        return Decision(self.order[0], "draft_faction", self.offer(g), "choose a faction setup card", "A.8.3")

    def choose(self, g: "Game", key: str) -> None:
        seat = self.order.pop(0)
        self.cards.remove(key)
        self.chosen.append(key)
        old = g.factions[seat]
        new = FACTIONS[key](seat)
        for field in CARRIED:
            setattr(new, field, getattr(old, field))
        g.factions[seat] = new
        grow_map(g)
        g.abilities_changed()
        g.emit(Drafted("drafted", seat, old.key, key))
        g.emit(Phase("phase", seat, "setup"))  # what follows is this faction's setup
        fr = new.setup_frame(g)
        if fr is not None:
            g.push(fr)  # A.8.3: set up at once, before the next player chooses


def grow_map(g: "Game") -> None:
    """A faction chosen in the draft brings its off-map clearings (12.2.2 the Burrow): the
    game's map becomes the map with those of the factions chosen so far (core/game.py
    ``game_map``), every per-clearing list following the clearings by name."""
    new = game_map(g.setup, [f.key for f in g.factions])
    if g.map.flooded:  # M.5.1.I
        new = new.with_flooded(g.map.flooded)
    new = new.with_closed(g.map.closed)
    old = g.map
    if new.n == old.n:
        return
    n = g.n
    where = [new.index(old.names[c]) for c in range(old.n)]
    warriors = [0] * (new.n * n)
    buildings: list[tuple[tuple[int, str], ...]] = [()] * new.n
    tokens: list[tuple[tuple[int, str], ...]] = [()] * new.n
    ruin_items: list[tuple[str, ...]] = [()] * new.n
    suits = [UNSUITED] * new.n
    for c, x in enumerate(where):
        warriors[x * n:(x + 1) * n] = g.warriors[c * n:(c + 1) * n]
        buildings[x], tokens[x], ruin_items[x], suits[x] = g.buildings[c], g.tokens[c], g.ruin_items[c], g.suits[c]
    g.map, g.warriors, g.buildings, g.tokens, g.ruin_items, g.suits = \
        new, warriors, buildings, tokens, ruin_items, tuple(suits)
    g.landmarks = {k: where[c] for k, c in g.landmarks.items()}
    for h in g.hirelings.cards if g.hirelings is not None else ():  # A.6.3 set them up before the draft
        if h.warriors:
            moved = [0] * new.n
            for c, x in enumerate(where):
                moved[x] = h.warriors[c]
            h.warriors = moved
        h.pawn = where[h.pawn] if h.pawn >= 0 else -1
    g.abilities_changed()  # the landmarks' abilities know their clearing; rule recomputed


#: what a player has before choosing a faction and keeps: the cards drawn (A.7), the score (A.9)
CARRIED = ("hand", "shown", "score", "seen", "known")
