"""Corvid Conspiracy (Law ch. 13): plot tokens (bomb, snare, extortion, raid) placed face
down and flipped for points, Nimble, Exposure, Embedded Agents. Counts come from
woodland/factions/corvid/data.json.

A plot token on the map is a token of kind ``plot_<type>`` while face down and ``<type>``
once face up (13.2.2.I); in the supply, where every plot lies face down, it counts as its
type (``supply_kind``). Other players see a face-down plot as ``plot`` (``hidden_token``,
core/observe.py); ``determinize`` redraws the face-down plots for them, consistent with
what every player knows (the face-up plots, and the types failed Exposures ruled out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import RandomCard, Removed, event
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, SUIT, WORD, action_kind, decision_kind
from woodland.core.maps import SUITS
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    clearing_suits,
    has_pieces,
    in_suit,
    is_enemy,
    may_change,
    may_remove,
    piece_suits,
    place_token,
    place_warriors,
    remove_all_enemy_pieces,
    remove_token,
    remove_warriors,
    replace_token,
    suits_to_match,
    unchangeable,
    why_cannot_change,
    why_cannot_place,
    why_cannot_remove,
)
from woodland.rules.craft import CraftCard, crafting_pieces
from woodland.rules.move import Move, move_options
from woodland.rules.setup import package_data
from woodland.rules.turn import DaylightOptions, DiscardDown, DrawAndDiscard, End
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.core.rng import Rng

DATA = package_data(__name__)
#: 13.2.2: the four types of plot, two tokens of each
PLOTS: tuple[str, ...] = tuple(DATA["plots"])
DOWN = "plot_"


def down(kind: str) -> str:
    """The token kind of a face-down plot of type ``kind``."""
    return DOWN + kind


def plot_type(kind: str) -> str:
    """The type of a plot token, face up or down."""
    return kind[len(DOWN):] if kind.startswith(DOWN) else kind


def face_down(kind: str) -> bool:
    return kind.startswith(DOWN)


def plot_at(g: "Game", seat: int, c: int) -> str | None:
    """The token kind of the Corvids' plot in clearing ``c`` (13.2.2.II: one at most), or None."""
    for s, k in g.tokens[c]:
        if s == seat:
            return k
    return None


def plots(g: "Game", seat: int) -> list[tuple[int, str]]:
    """Every plot of the Corvids on the map, as (clearing, token kind)."""
    return [(c, k) for c in range(g.map.n) for s, k in g.tokens[c] if s == seat]


def face_up_count(g: "Game", seat: int) -> int:
    return sum(1 for _c, k in plots(g, seat) if not face_down(k))


# ----------------------------------------------------------------------------- abilities
class Nimble(Ability):
    """13.2.3: the Corvids move regardless of who rules the origin or destination."""

    rule = "13.2.3"

    def ignores_rule_to_move(self, g: "Game", mover: int) -> bool:
        return mover == self.seat


class EmbeddedAgents(Ability):
    """13.2.5: as defender, with a face-down plot in the clearing of battle (even
    defenseless), the Corvids deal an extra hit."""

    rule = "13.2.5"

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        if seat != self.seat or battle.d != seat:
            return 0
        k = plot_at(g, seat, battle.c)
        return 1 if k is not None and face_down(k) else 0


class Snare(Ability):
    """13.7.2: while a snare is face up, enemy pieces cannot be placed in or moved from its
    clearing (1.1.2: absolute; a swap, G.33, ignores it)."""

    rule = "13.7.2"

    def _snared(self, g: "Game", c: int) -> bool:
        return (self.seat, "snare") in g.tokens[c]

    def blocking_now(self, g: "Game") -> bool:
        piece = (self.seat, "snare")
        for ts in g.tokens:  # a loop, not any(): asked before every scan of moves
            if piece in ts:
                return True
        return False

    def blocks_move(self, g: "Game", mover: int, a: int, b: int) -> bool:
        return self._snared(g, a) and is_enemy(g, self.seat, mover)

    def move_block_reason(self, g: "Game", a: int, b: int) -> tuple[str, list[str]]:
        return f"a face-up snare lies in clearing {a + 1}: enemy pieces cannot be moved out of it", ["13.7.2"]

    def forbids_placement(self, g: "Game", placer: int, c: int) -> bool:
        return self._snared(g, c) and is_enemy(g, self.seat, placer)

    def placement_reason(self, g: "Game", c: int) -> str:
        return f"a face-up snare lies in clearing {c + 1}: enemy pieces cannot be placed there"

    def piece_may_stand(self, g: "Game", owner: int, c: int) -> bool:
        return True  # pieces there before the snare was flipped stay


class Exposure(Ability):
    """13.2.4: on their own turn, an enemy with pieces in a clearing with a face-down plot
    may show the Corvids a matching card to guess its type: wrong, the card goes to the
    Corvids; right, the enemy removes the plot (scoring a point, 3.2.1), and a raid so
    removed places no warriors (13.7.4). Offered in every Daylight menu and before the
    player's Birdsong and Evening procedures (ruling R120)."""

    rule = "13.2.4"
    turn_kinds = ("expose",)

    def targets(self, g: "Game", seat: int) -> list[int]:
        """Clearings where ``seat`` may expose a plot (face down, and ``seat`` has pieces there)."""
        me = self.seat
        if seat == me or not is_enemy(g, seat, me):
            return []
        out = []
        for c, ts in enumerate(g.tokens):  # a loop: asked in every Daylight menu of every enemy
            for s, k in ts:
                if s == me and k.startswith(DOWN) and has_pieces(g, seat, c) and may_remove(g, seat, me, c):
                    out.append(c)  # 17.2.3, H.2.2: not where the exposer cannot remove the plot
        return out

    def turn_window(self, g: "Game", seat: int) -> bool:
        return bool(g.factions[seat].hand) and bool(self.targets(g, seat))

    def turn_options(self, g: "Game", seat: int) -> list[Action]:
        out: list[Action] = []
        if not g.factions[seat].hand:
            return out
        labels = [c.label for c in g.deckdef.cards]
        for c in self.targets(g, seat):
            for cid in C.matching_in_hand(g, seat, clearing_suits(g, c)):
                out += [act("expose", (c + 1, t, labels[cid])) for t in PLOTS]
        return out

    def turn_option_why(self, g: "Game", seat: int, action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg, why_card

        if len(action.args) != 3:
            return "Exposure names a clearing, a plot and a card: expose 5 bomb \"Card\"", ["13.2.4"]
        if seat == self.seat or not is_enemy(g, seat, self.seat):
            return "only an enemy of the Corvids may expose their plots", ["13.2.4"]
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        k = plot_at(g, self.seat, c)
        if k is None:
            return f"there is no plot token in clearing {c + 1}", ["13.2.4"]
        if not face_down(k):
            return f"the plot in clearing {c + 1} is face up (a {k}): only a face-down plot can be exposed", ["13.2.4"]
        if str(action.args[1]) not in PLOTS:
            return f"guess one of the plots: {', '.join(PLOTS)}", ["13.2.2", "13.2.4"]
        if not has_pieces(g, seat, c):
            return f"you have no pieces in clearing {c + 1}", ["13.2.4"]
        return why_cannot_remove(g, seat, self.seat, c, "13.2.4") or \
            why_card(g, seat, action.args[2], clearing_suits(g, c), "13.2.4")

    def turn_option_do(self, g: "Game", seat: int, action: Action) -> None:
        expose(g, self.seat, seat, int(action.args[0]) - 1, str(action.args[1]), str(action.args[2]))

    def why_not_now(self, g: "Game", seat: int, action: Any) -> Reason | None:
        if action.kind != "expose":
            return None
        if g.current != seat:
            return "Exposure is used on your own turn", ["13.2.4"]
        r = self.turn_option_why(g, seat, action)
        if r is not None:
            return r
        if g.phase == "evening":
            return ("Exposure is offered before your Evening begins; you cannot use it once you have begun the "
                    "last step of your turn"), ["13.2.4", "1.4.3"]
        return ("Exposure is offered in your Daylight and before your Birdsong and Evening, not in the middle of "
                "another action"), ["13.2.4", "1.4.2"]


def expose(g: "Game", corvid: int, seat: int, c: int, guess: str, label: str) -> None:
    """13.2.4: ``seat`` shows the Corvids ``label`` and guesses that the plot in ``c`` is ``guess``."""
    cid = C.card_by_label(g, seat, label)
    f = corvids(g, corvid)
    k = plot_at(g, corvid, c)
    g.reveal(-1, corvid)  # the answer is news to every other player, the guesser first (1.2)
    if k == down(guess):
        C.knows(g, corvid, seat, cid)  # shown to the Corvids: they know it is in that hand
        g.reveal(corvid)
        f.misses.pop(str(c + 1), None)
        remove_token(g, c, corvid, down(guess), seat, "exposure")  # 3.2.1: a point for the enemy
        g.emit(Exposed("exposed", corvid, seat, c, guess, True))
    else:
        C.give(g, seat, corvid, cid)  # the Corvids say "no" and take the card
        miss = f.misses.setdefault(str(c + 1), [])
        if guess not in miss:
            miss.append(guess)
        g.emit(Exposed("exposed", corvid, seat, c, guess, False))


@event("exposed")
class Exposed(NamedTuple):
    """13.2.4: an enemy guessed the plot in a clearing, rightly or wrongly (public)."""
    kind: str
    corvid: int
    seat: int
    clearing: int
    guess: str
    right: bool


@event("plot_flipped")
class Flipped(NamedTuple):
    """13.4.2: a plot was flipped face up (public: its type shows)."""
    kind: str
    seat: int
    clearing: int
    plot: str


# ----------------------------------------------------------------------------- the faction
class Corvid(Faction):
    key = "corvid"
    ABILITIES = (Nimble, EmbeddedAgents, Snare, Exposure)
    listens = frozenset({"removed"})  # 13.7.4 Raid
    TOKENS = dict(DATA["plots"])

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: per clearing (its number, as text), the plot types failed Exposures there ruled
        #: out while the plot stays face down: public knowledge (13.2.4 the Corvids say "no")
        self.misses: dict[str, list[str]] = {}

    # -- facts ----------------------------------------------------------------------------
    def placed_this_turn(self) -> int:
        """13.5.2: plots placed this turn (each raises the cost of the next)."""
        return self.used.count("plot")

    def plot_cost(self) -> int:
        """13.5.2: one warrior, plus one per plot placed this turn."""
        return 1 + self.placed_this_turn()

    def draw_count(self, g: "Game") -> int:
        """13.6.2 and 13.7.3: one card plus one per face-up extortion on the map."""
        return 1 + sum(1 for _c, k in plots(g, self.seat) if k == "extortion")

    # -- tokens (13.2.2.I) ----------------------------------------------------------------
    def supply_kind(self, kind: str) -> str:
        return plot_type(kind)

    def hidden_token(self, kind: str) -> str | None:
        return "plot" if face_down(kind) else None

    def take_token(self, kind: str) -> bool:
        return super().take_token(plot_type(kind))

    def return_token(self, kind: str) -> None:
        super().return_token(plot_type(kind))  # back in the supply, face down

    # -- hooks ----------------------------------------------------------------------------
    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """13.2.1: plot tokens, face up or down, each once per turn."""
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        suits = piece_suits(g)
        return [(c, suits[c]) for c, _k in plots(g, self.seat) if f"craft:{c}" not in self.used
                and c not in barred]

    def crafting_clearings(self, g: "Game") -> list[int]:
        return [c for c, _k in plots(g, self.seat)]

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        """13.7.4: a raid removed (face up or down), except by Exposure, places warriors."""
        if isinstance(event, Removed) and event.owner == self.seat and plot_type(event.piece) == "raid" \
                and event.cause != "exposure":
            return [Raid(self.seat, event.clearing)]
        return []

    def determinize(self, g: "Game", viewer: int, rng: "Rng") -> None:
        """1.2 / 13.2.2.I: for any other viewer, the face-down plots on the map and the plots
        in the supply are dealt again, keeping what everyone knows: the face-up plots and
        the types failed Exposures ruled out (``misses``). While the Corvids decide, they
        keep theirs (as the deciding player keeps their hand)."""
        pend = g._pending
        if viewer == self.seat or (pend is not None and pend.seat == self.seat):
            return
        spots = [(c, plot_type(k)) for c, k in plots(g, self.seat) if face_down(k)]
        if not spots:
            return
        pool = [t for _c, t in spots] + [t for t in PLOTS for _ in range(self.tsupply[t])]
        dealt = deal_plots([self.misses.get(str(c + 1), []) for c, _t in spots], pool, rng)
        if dealt is None:
            return
        for (c, old), new in zip(spots, dealt):
            if old != new:
                replace_token(g, c, self.seat, down(old), down(new))
        for t in PLOTS:
            self.tsupply[t] = pool.count(t) - dealt.count(t)

    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Fields: ``plots_placed_this_turn`` (a number, 13.5.2) and ``exposed_not``
        (clearing number -> plot types failed Exposures ruled out, 13.2.4)."""
        from woodland.core.errors import InvalidPosition, Problem

        problems: list[Problem] = []
        for k in sorted(set(spec) - {"plots_placed_this_turn", "exposed_not"}):
            problems.append(Problem(f"corvid.{k}", "unknown field"))
        n = spec.get("plots_placed_this_turn", 0)
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= sum(self.TOKENS.values()):
            problems.append(Problem("corvid.plots_placed_this_turn", f"expected a number of plots, got {n!r}",
                                    "13.5.2"))
        else:
            self.used += ["plot"] * n
        misses = spec.get("exposed_not", {})
        if not isinstance(misses, dict):
            problems.append(Problem("corvid.exposed_not", "expected clearing number -> list of plot types"))
            misses = {}
        for c, ts in misses.items():
            if not (str(c).isdigit() and 1 <= int(c) <= g.map.n) or not isinstance(ts, list) \
                    or not all(t in PLOTS for t in ts):
                problems.append(Problem(f"corvid.exposed_not.{c}", f"expected a clearing number and a list of "
                                        f"plot types ({', '.join(PLOTS)})", "13.2.4"))
                continue
            self.misses[str(int(c))] = sorted(set(ts))
        if problems:
            raise InvalidPosition(problems)

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        out = []
        for c in range(g.map.n):
            if sum(1 for s, _k in g.tokens[c] if s == self.seat) > 1:
                out.append((f"clearings.{c + 1}.corvid", "each clearing can hold only one plot token", "13.2.2.II"))
        for where, ts in self.misses.items():
            k = plot_at(g, self.seat, int(where) - 1)
            if k is not None and face_down(k) and plot_type(k) in ts:
                out.append((f"corvid.exposed_not.{where}", f"the plot in {where} is a {plot_type(k)}, which a failed "
                            "Exposure cannot have ruled out", "13.2.4"))
        return out

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        if not all(str(c).isdigit() and isinstance(ts, list) and all(t in PLOTS for t in ts)
                   for c, ts in self.misses.items()):
            return [("misses", "expected clearing number -> list of plot types")]
        return []

    def public_board(self, g: "Game") -> dict[str, Any]:
        misses = {c: list(ts) for c, ts in sorted(self.misses.items(), key=lambda x: int(x[0]))
                  if ts and (k := plot_at(g, self.seat, int(c) - 1)) is not None and face_down(k)}
        return {"plots_in_supply": sum(self.tsupply.values()),
                "face_up_plots": face_up_count(g, self.seat),
                "plots_placed_this_turn": self.placed_this_turn(),
                "exposed_not": misses}

    def private_view(self, g: "Game") -> dict[str, Any]:
        """13.2.2.I: the Corvids know which plots are in their supply."""
        return {"plots_in_supply_by_type": dict(self.tsupply)}

    # -- phases ---------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return CorvidSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return CorvidBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return CorvidDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return CorvidEvening(self.seat)


#: the Corvids at a seat known to play them, typed
corvids = Corvid.of


def deal_plots(misses: list[list[str]], pool: list[str], rng: "Rng") -> list[str] | None:
    """Plot types for the face-down spots, drawn at random from ``pool`` so that no spot
    gets a type ruled out there (``misses``); None if none fits (never with a true pool)."""
    order = pool[:]
    rng.shuffle(order)
    chosen: list[str] = []

    def fill(i: int, left: list[str]) -> bool:
        if i == len(misses):
            return True
        tried: set[str] = set()
        for j, t in enumerate(left):
            if t in tried or t in misses[i]:
                continue
            tried.add(t)
            chosen.append(t)
            if fill(i + 1, left[:j] + left[j + 1:]):
                return True
            chosen.pop()
        return False

    return chosen if fill(0, order) else None


# ----------------------------------------------------------------------------- setup (13.3)
class Scatter(Choice["CorvidSetup"]):
    """13.3.2: one warrior in a clearing of each suit."""

    kind = "place"

    def options(self, fr: "CorvidSetup", g: "Game") -> list[Action]:
        return [act("place", (c + 1,)) for c in range(g.map.n)
                if g.suits[c] not in fr.done and can_place(g, fr.seat, c)]

    def why_not(self, fr: "CorvidSetup", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if len(action.args) != 1:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        if g.suits[c] in fr.done:
            return f"you have placed your {g.suits[c]} warrior: Scatter places one in a clearing of each suit", \
                ["13.3.2"]
        return why_cannot_place(g, fr.seat, c, "13.3.2")

    def do(self, fr: "CorvidSetup", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_warriors(g, fr.seat, c, DATA["scatter_per_suit"])
        fr.done.append(g.suits[c])


class CorvidSetup(Frame):
    """13.3: supplies of 15 warriors and 8 face-down plots (the faction's supplies), then
    Scatter: a warrior in a clearing of each suit."""

    __slots__ = ("seat", "done")
    rule = "13.3"
    choices = {"scatter": (Scatter(),)}

    def __init__(self, seat: int) -> None:
        self.step = "scatter"
        self.seat = seat
        self.done: list[str] = []

    def s_scatter(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            g.pop()
            return None
        left = [s for s in SUITS if s not in self.done]
        return Decision(self.seat, "setup_scatter", opts,
                        f"Scatter: place a warrior in a clearing of each suit ({', '.join(left)} left)", "13.3.2")


# ----------------------------------------------------------------------------- Birdsong (13.4)
class PlotCraft(CraftCard):
    """13.4.1: craft by activating plot tokens, face up or down (13.2.1)."""


class EndCrafting(BareAction["CorvidBirdsong"]):
    """13.4.1: crafting is done; go on to flip plots."""

    kind = "done"

    def do(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> None:
        fr.step = "flip"


class Flip(Choice["CorvidBirdsong"]):
    """13.4.2: flip a face-down plot in a clearing with Corvid warriors, score a point per
    face-up plot on the map (the new one too), then resolve a bomb or an extortion."""

    kind = "flip"

    def options(self, fr: "CorvidBirdsong", g: "Game") -> list[Action]:
        s = fr.seat
        return [act("flip", (c + 1,)) for c, k in plots(g, s) if face_down(k) and g.warriors[c * g.n + s]
                and may_change(g, s, c, "flip")]  # 17.2.3

    def why_not(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if len(action.args) != 1:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        k = plot_at(g, fr.seat, c)
        if k is None:
            return f"there is no plot token in clearing {c + 1}", ["13.4.2"]
        if not face_down(k):
            return f"the plot in clearing {c + 1} is already face up", ["13.4.2"]
        if g.warriors[c * g.n + fr.seat]:
            return why_cannot_change(g, fr.seat, c, "flip", "13.4.2")
        return f"you have no warriors in clearing {c + 1}: plots flip only where you have warriors", ["13.4.2"]

    def do(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> None:
        flip(g, fr.seat, int(action.args[0]) - 1)


def flip(g: "Game", seat: int, c: int) -> None:
    """13.4.2 and 13.7: flip the plot in ``c`` face up, score, resolve its flip effect."""
    k = plot_at(g, seat, c)
    assert k is not None and face_down(k)
    t = plot_type(k)
    replace_token(g, c, seat, k, t)
    g.reveal(-1, seat)  # its type shows (1.2)
    corvids(g, seat).misses.pop(str(c + 1), None)
    g.emit(Flipped("plot_flipped", seat, c, t))
    score(g, seat, face_up_count(g, seat))
    if t == "bomb":  # 13.7.1: every enemy piece in the clearing, then the bomb itself
        remove_all_enemy_pieces(g, seat, c, "bomb")
        remove_token(g, c, seat, t, seat, "bomb")
    elif t == "extortion":  # 13.7.3: a random card from each enemy with pieces there
        for i in range(1, g.n):
            e = (seat + i) % g.n
            hand = g.factions[e].hand
            if is_enemy(g, seat, e) and hand and has_pieces(g, e, c):
                cid = hand[g.rng.below(len(hand))]
                C.give(g, e, seat, cid)
                g.emit(RandomCard("random_card", e, seat, cid))


class EndFlipping(BareAction["CorvidBirdsong"]):
    """13.4.2 is optional: go on to recruit."""

    kind = "done"

    def do(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> None:
        fr.step = "recruit"


class RecruitCard(Choice["CorvidBirdsong"]):
    """13.4.3: once per turn, spend any card to place a warrior in each matching clearing."""

    kind = "spend"

    def options(self, fr: "CorvidBirdsong", g: "Game") -> list[Action]:
        return C.card_actions(g, "spend", C.distinct_hand(g, fr.seat))

    def why_not(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0], None, "13.4.3") if action.args else None

    def do(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        suit = g.deckdef.cards[cid].suit
        C.spend(g, fr.seat, cid)
        g.factions[fr.seat].used.append("recruit")
        if suit == "bird":
            fr.step = "suit"  # 13.4.3: a bird recruits in one suit of the Corvids' choice
        else:
            fr.recruit_in(g, suit)


class NoRecruit(BareAction["CorvidBirdsong"]):
    """13.4.3 is optional."""

    kind = "done"

    def do(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> None:
        g.pop()


class RecruitSuit(Choice["CorvidBirdsong"]):
    """13.4.3: the suit a bird card recruits in."""

    kind = "recruit_in"

    def options(self, fr: "CorvidBirdsong", g: "Game") -> list[Action]:
        return [act("recruit_in", (s,)) for s in suits_to_match(g)]  # 2.1.1: frog too (16.2.1.II)

    def why_not(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> Reason | None:
        return f"choose a suit of clearings: {', '.join(suits_to_match(g))}", ["13.4.3"]

    def do(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> None:
        fr.recruit_in(g, str(action.args[0]))


class RecruitPlace(Choice["CorvidBirdsong"]):
    """1.5.4: too few warriors for every matching clearing: where the next one goes."""

    kind = "place"

    def options(self, fr: "CorvidBirdsong", g: "Game") -> list[Action]:
        return [act("place", (c + 1,)) for c in fr.todo]

    def why_not(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> Reason | None:
        return "the warriors go to the matching clearings that have not received one", ["13.4.3", "1.5.4"]

    def do(self, fr: "CorvidBirdsong", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_warriors(g, fr.seat, c, 1)
        fr.todo.remove(c)


class CorvidBirdsong(Frame):
    """13.4: craft, flip plots, recruit, in that order."""

    __slots__ = ("seat", "todo")
    rule = "13.4"
    choices = {"craft": (PlotCraft(), EndCrafting()), "flip": (Flip(), EndFlipping()),
               "recruit": (RecruitCard(), NoRecruit()), "suit": (RecruitSuit(),), "place": (RecruitPlace(),)}

    def __init__(self, seat: int) -> None:
        self.step = "craft"
        self.seat = seat
        self.todo: list[int] = []

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "corvid_birdsong", "step": self.step}

    def s_craft(self, g: "Game") -> Decision | None:
        f = g.factions[self.seat]
        if not crafting_pieces(g, self.seat) or not f.hand:
            self.step = "flip"
            return None
        return Decision(self.seat, "corvid_craft", self.offer(g),
                        "craft by activating plot tokens (face up or down), or done", "13.4.1", keep=True)

    def s_flip(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # only "done": nothing to flip
            self.step = "recruit"
            return None
        return Decision(self.seat, "flip", opts, "flip a plot face up where you have warriors, or done", "13.4.2")

    def s_recruit(self, g: "Game") -> Decision | None:
        f = g.factions[self.seat]
        if not f.hand or "recruit" in f.used:
            g.pop()
            return None
        return Decision(self.seat, "corvid_recruit", self.offer(g),
                        "spend a card to place a warrior in each matching clearing, or done", "13.4.3", keep=True)

    def s_suit(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "recruit_suit", self.offer(g), "the bird card recruits in which suit?", "13.4.3")

    def recruit_in(self, g: "Game", suit: str) -> None:
        self.todo = [c for c in range(g.map.n) if in_suit(g, c, suit) and can_place(g, self.seat, c)]
        self.step = "place"

    def s_place(self, g: "Game") -> Decision | None:
        supply = g.factions[self.seat].supply
        if supply >= len(self.todo) or supply == 0:
            for c in self.todo:
                place_warriors(g, self.seat, c, 1)
            g.pop()
            return None
        return Decision(self.seat, "recruit_place", self.offer(g),
                        "too few warriors for every matching clearing: where does the next one go?", "1.5.4")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind in ("move", "plot", "battle", "trick"):
            return f"{action.kind} is a Daylight action of the Corvids", ["13.5"]
        order = ("craft", "flip", "recruit")
        asked = {"craft": "craft", "flip": "flip", "spend": "recruit", "recruit_in": "recruit"}.get(action.kind)
        if asked in order and self.step in order and order.index(asked) < order.index(self.step):
            return f"Birdsong goes craft, flip, recruit: the {asked} step is over", ["13.4"]
        if asked in order and self.step in order:
            return f"Birdsong goes craft, flip, recruit: finish the {self.step} step first (done)", ["13.4"]
        return None


# ----------------------------------------------------------------------------- Daylight (13.5)
class CorvidAction(Choice["CorvidDaylight"]):
    """13.5.1-13.5.4: one of the Corvids' actions (three in Daylight; one by Exert in
    Evening, 13.6.1). Subclasses say what is ``available`` now, why an action is not
    (``unavailable``) and what it does (``take``)."""

    def options(self, fr: "CorvidDaylight", g: "Game") -> list[Action]:
        return self.available(fr, g) if fr.actions > 0 else []

    def why_not(self, fr: "CorvidDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.actions <= 0:
            return fr.none_left, [fr.rule]
        return self.unavailable(fr, g, action)

    def do(self, fr: "CorvidDaylight", g: "Game", action: Action) -> None:
        fr.actions -= 1
        self.take(fr, g, action)

    def available(self, fr: "CorvidDaylight", g: "Game") -> list[Action]:
        raise NotImplementedError

    def unavailable(self, fr: "CorvidDaylight", g: "Game", action: Action) -> Reason | None:
        return None

    def take(self, fr: "CorvidDaylight", g: "Game", action: Action) -> None:
        raise NotImplementedError


class CorvidMove(CorvidAction):
    """13.5.1: a move (Nimble, 13.2.3: regardless of rule)."""

    kind = "move"

    def available(self, fr: "CorvidDaylight", g: "Game") -> list[Action]:
        return move_options(g, fr.seat)

    def unavailable(self, fr: "CorvidDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        return why_move(g, fr.seat, action)

    def take(self, fr: "CorvidDaylight", g: "Game", action: Action) -> None:
        mv = Move(fr.seat, law="13.5.1")
        mv.a, mv.b = int(action.args[0]) - 1, int(action.args[1]) - 1
        mv.step = "count"
        g.push(mv)


class PlacePlot(CorvidAction):
    """13.5.2: remove a warrior, plus one per plot placed this turn, from a clearing with no
    plot token, to place a face-down plot there."""

    kind = "plot"

    def available(self, fr: "CorvidDaylight", g: "Game") -> list[Action]:
        s = fr.seat
        f = corvids(g, s)
        cost = f.plot_cost()
        types = [t for t in PLOTS if f.tsupply[t] > 0]
        if not types:
            return []
        return [act("plot", (c + 1, t)) for c in range(g.map.n)
                if g.warriors[c * g.n + s] >= cost and plot_at(g, s, c) is None and can_place(g, s, c)
                for t in types]

    def unavailable(self, fr: "CorvidDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if len(action.args) != 2:
            return None
        s = fr.seat
        f = corvids(g, s)
        c, t = clearing_arg(g, action.args[0]), str(action.args[1])
        if t not in PLOTS:
            return f"the plots are {', '.join(PLOTS)}", ["13.2.2"]
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        if plot_at(g, s, c) is not None:
            return f"clearing {c + 1} already holds a plot token", ["13.2.2.II", "13.5.2"]
        r = why_cannot_place(g, s, c, "13.5.2")  # first: no warrior count makes it legal (the Burrow, 12.2.2)
        if r:
            return r
        cost, w = f.plot_cost(), g.warriors[c * g.n + s]
        if w < cost:
            return (f"this plot costs {cost} warrior(s) from clearing {c + 1} (one plus one per plot placed this "
                    f"turn), and you have {w} there"), ["13.5.2"]
        return f"both {t} tokens are on the map", ["13.2.2", "1.5.1"]

    def take(self, fr: "CorvidDaylight", g: "Game", action: Action) -> None:
        s = fr.seat
        f = corvids(g, s)
        c = int(action.args[0]) - 1
        remove_warriors(g, s, c, f.plot_cost(), s, "plot")
        place_token(g, s, down(str(action.args[1])), c)
        f.used.append("plot")
        f.misses.pop(str(c + 1), None)


class CorvidBattle(CorvidAction):
    """13.5.3: initiate a battle."""

    kind = "battle"

    def available(self, fr: "CorvidDaylight", g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, hirelings=True)

    def unavailable(self, fr: "CorvidDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        return why_battle(g, fr.seat, action)

    def take(self, fr: "CorvidDaylight", g: "Game", action: Action) -> None:
        start_battle(g, fr.seat, action)


class Trick(CorvidAction):
    """13.5.4: swap two plot tokens on the map, both face up or both face down (a swap,
    G.33: it ignores placement and movement limits)."""

    kind = "trick"

    def available(self, fr: "CorvidDaylight", g: "Game") -> list[Action]:
        ps = plots(g, fr.seat)
        return [act("trick", (a + 1, b + 1)) for i, (a, ka) in enumerate(ps) for b, kb in ps[i + 1:]
                if face_down(ka) == face_down(kb)]

    def unavailable(self, fr: "CorvidDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if len(action.args) != 2:
            return None
        cs = [clearing_arg(g, x) for x in action.args]
        for x, c in zip(action.args, cs):
            if c is None:
                return f"there is no clearing {x} on this map", ["2.2"]
            if plot_at(g, fr.seat, c) is None:
                return f"there is no plot token in clearing {c + 1}", ["13.5.4"]
        if cs[0] == cs[1]:
            return "swap two different plot tokens", ["13.5.4"]
        return "both plot tokens must be face up or both face down", ["13.5.4"]

    def take(self, fr: "CorvidDaylight", g: "Game", action: Action) -> None:
        s = fr.seat
        a, b = int(action.args[0]) - 1, int(action.args[1]) - 1
        ka, kb = plot_at(g, s, a), plot_at(g, s, b)
        assert ka is not None and kb is not None
        replace_token(g, a, s, ka, kb)
        replace_token(g, b, s, kb, ka)
        m = corvids(g, s).misses
        ma, mb = m.pop(str(a + 1), None), m.pop(str(b + 1), None)
        if ma:
            m[str(b + 1)] = ma  # what was ruled out moves with the token
        if mb:
            m[str(a + 1)] = mb


class CorvidDaylight(Frame):
    """13.5: up to three actions, in any order and number: move, plot, battle, trick."""

    __slots__ = ("seat", "actions", "got")
    rule = "13.5"
    none_left = "no actions left this Daylight (the Corvids take up to three)"
    choices = {"menu": (CorvidMove(), PlacePlot(), CorvidBattle(), Trick(), DaylightOptions(), End())}

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat
        self.actions = DATA["actions"]
        self.got = -1

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "corvid_daylight", "actions_left": self.actions,
                "plot_cost": corvids(g, self.seat).plot_cost()}

    def s_menu(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "daylight", self.offer(g), f"Daylight: {self.actions} action(s) left", "13.5",
                        keep=g.factions[self.seat].has_hidden())

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return elsewhere(action)


def elsewhere(action: Action) -> Reason | None:
    """Why an action of the Corvids' Birdsong is not taken now."""
    if action.kind == "flip":
        return "plots are flipped in Birdsong", ["13.4.2"]
    if action.kind in ("spend", "recruit", "recruit_in"):
        return "the Corvids recruit in Birdsong", ["13.4.3"]
    if action.kind == "craft":
        return "the Corvids craft in Birdsong", ["13.2.1", "13.4.1"]
    return None


# ----------------------------------------------------------------------------- Evening (13.6)
class Draw(BareAction["CorvidEvening"]):
    """13.6.2: draw (no Exert): one card plus one per face-up extortion, then discard down."""

    kind = "draw"

    def do(self, fr: "CorvidEvening", g: "Game", action: Action) -> None:
        g.pop()
        g.push(DrawAndDiscard(fr.seat, corvids(g, fr.seat).draw_count(g), "13.6.2"))


class CorvidEvening(CorvidDaylight):
    """13.6.1 Exert: one Daylight action instead of drawing; 13.6.2 Draw (or not, having
    exerted), then discard down to five (ruling R121)."""

    rule = "13.6.1"
    none_left = "Exert takes one action, and you have taken it"
    choices = {"exert": (CorvidMove(), PlacePlot(), CorvidBattle(), Trick(), Draw())}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.step = "exert"
        self.actions = 1

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "corvid_evening", "exerted": self.actions == 0,
                "plot_cost": corvids(g, self.seat).plot_cost()}

    def s_exert(self, g: "Game") -> Decision | None:
        if self.actions == 0:  # exerted: no draw, then the hand limit (13.6.2)
            g.pop()
            g.push(DiscardDown(self.seat, g.factions[self.seat].hand_limit(), "13.6.2"))
            return None
        return Decision(self.seat, "exert", self.offer(g),
                        "Exert: take one Daylight action instead of drawing cards, or draw", "13.6.1")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "end":
            return "draw, or exert (take one Daylight action instead of drawing)", ["13.6.1", "13.6.2"]
        return elsewhere(action)


# ----------------------------------------------------------------------------- Raid (13.7.4)
class RaidPlace(Choice["Raid"]):
    """1.5.4: too few warriors for every adjacent clearing: where the next one goes."""

    kind = "place"

    def options(self, fr: "Raid", g: "Game") -> list[Action]:
        return [act("place", (c + 1,)) for c in fr.todo]

    def why_not(self, fr: "Raid", g: "Game", action: Action) -> Reason | None:
        return (f"the raid places warriors in the clearings adjacent to {fr.c + 1} that have not received one",
                ["13.7.4", "1.5.4"])

    def do(self, fr: "Raid", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_warriors(g, fr.seat, c, 1)
        fr.todo.remove(c)


class Raid(Frame):
    """13.7.4: a raid removed (face up or down, not by Exposure) places a warrior in each
    clearing adjacent to the clearing it was removed from."""

    __slots__ = ("seat", "c", "todo")
    rule = "13.7.4"
    clearing_fields = ("c",)
    choices = {"start": (), "place": (RaidPlace(),)}

    def __init__(self, seat: int, c: int) -> None:
        self.step = "start"
        self.seat = seat
        self.c = c
        self.todo: list[int] = []

    def describe(self, g: "Game") -> str:
        return f"Raid from {self.c + 1}"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "raid", "clearing": self.c + 1}

    def s_start(self, g: "Game") -> Decision | None:
        self.todo = [x for x in g.map.adj[self.c] if can_place(g, self.seat, x)]
        self.step = "place"
        return None

    def s_place(self, g: "Game") -> Decision | None:
        supply = g.factions[self.seat].supply
        if supply >= len(self.todo) or supply == 0:
            for c in self.todo:
                place_warriors(g, self.seat, c, 1)
            g.pop()
            return None
        return Decision(self.seat, "raid_place", self.offer(g),
                        f"raid from {self.c + 1}: too few warriors for every adjacent clearing; where does the next "
                        "one go?", "13.7.4")


decision_kind("setup_scatter", "Where to Scatter a warrior", "13.3.2")
decision_kind("corvid_craft", "Craft with plot tokens in Birdsong, or go on", "13.4.1")
decision_kind("flip", "Which plot to flip face up, or go on", "13.4.2")
decision_kind("corvid_recruit", "Which card to spend to recruit, or not", "13.4.3")
decision_kind("recruit_suit", "The suit a bird card recruits in", "13.4.3")
decision_kind("recruit_place", "Where the next recruited warrior goes when too few are left", "1.5.4")
decision_kind("exert", "Take one Daylight action instead of drawing, or draw", "13.6.1")
decision_kind("raid_place", "Where the next raiding warrior goes when too few are left", "13.7.4")
action_kind("flip", "Flip the plot in this clearing face up", "13.4.2", (CLEARING,))
action_kind("recruit_in", "Recruit in clearings of this suit (a bird card spent)", "13.4.3", (SUIT,))
action_kind("plot", "Place a face-down plot (bomb, snare, extortion, raid) in this clearing", "13.5.2",
            (CLEARING, WORD))
action_kind("trick", "Swap the plots in these two clearings", "13.5.4", (CLEARING, CLEARING))
action_kind("expose", "Guess the face-down plot in a clearing (bomb, snare, extortion, raid), showing this card",
            "13.2.4", (CLEARING, WORD, CARD))
