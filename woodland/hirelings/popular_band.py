"""The Popular Band card (appendix H). Both sides have five warriors and the same lock
(components.md §6): **enemies cannot leave a Band clearing on the turn they entered it**.

Its demoted side, the Street Band (implemented): the lock; once per Daylight (H.2.4, ``band``)
a Band warrior placed in any clearing (``deploy CLEARING``). The side has no setup and no
when-hired action, so its warriors reach the map by that action only.

The lock (R243): the Band keeps, in its card's ``state``, who moved warriors (and pawns) into
which clearing this turn ("moved" and "pawn_moved" events; the record is dropped when the
turn changes). An enemy of the Band (H.3.2; every player while it is in the supply, as the
Furious Protector's placement lock, R261) cannot move out of a clearing with Band warriors
more of its warriors than were there before it moved some in this turn (``stuck_warriors``),
nor a pawn that entered it this turn (``blocks_move``).

Its promoted side, the Popular Band (components.md §6; the card's text, TRANSCRIPTION in
docs/data-sources.md): the same warriors and lock; two warriors set up in two different
clearings (A.6.3); when hired with none on the map, one in a clearing with the controller's
pieces (H.2.1). Once per Daylight (H.2.4, ``band_play``): (1) the controller chooses a clearing
with a Band warrior (``band_stage CLEARING``) and may force **one** faction warrior from each
adjacent clearing to move into it (``band_pull FROM FACTION``, then ``pass``; R338: the
wording, singular, of one source); the move is that player's (1.5.5: they must be able to
make it, 4.2.1, and it is theirs for Outrage); (2) the controller may place a Band warrior in
any clearing (``deploy CLEARING`` or ``pass``) (R339)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.events import Moved
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import CLEARING, FACTION, action_kind, decision_kind
from woodland.hirelings import PlaceWarriors
from woodland.rules.board import can_place, has_pieces, is_enemy, move_warriors, place_hireling_warriors
from woodland.rules.move import can_move, movable_warriors

if TYPE_CHECKING:
    from woodland.core.game import Game

action_kind("band", "Street Band: place a Band warrior in any clearing", "H.2.4", ())


def _band(g: "Game") -> tuple[int, Hired]:
    """The Band card in play, either side up (its card's key names both)."""
    assert g.hirelings is not None
    return g.hirelings.side("popular_band")


def entered(g: "Game", h: Hired) -> dict[str, Any]:
    """This turn's record of who entered where (empty lists on another turn)."""
    st = h.state
    if st.get("turn") != g.turn:
        return {"turn": g.turn, "warriors": [], "pawns": []}
    return st


def _record(g: "Game", h: Hired, field: str, seat: int, c: int, n: int) -> None:
    if h.state.get("turn") != g.turn:
        h.state = {"turn": g.turn, "warriors": [], "pawns": []}
    rows = h.state[field]
    for row in rows:
        if row[0] == seat and row[1] == c:
            if field == "warriors":
                row[2] += n
            return
    rows.append([seat, c, n] if field == "warriors" else [seat, c])


def stuck(g: "Game", seat: int, c: int) -> int:
    """How many of ``seat``'s warriors in ``c`` cannot leave it now (the lock)."""
    owner, h = _band(g)
    if seat < 0 or not h.at(c) or not is_enemy(g, seat, owner):
        return 0
    came = sum(n for s, x, n in entered(g, h)["warriors"] if s == seat and x == c)
    return min(came, g.warriors[c * g.n + seat])


class BandLock(Ability):
    """H.2.2: enemies of the Band cannot leave a Band clearing on the turn they entered it."""

    precedence = FROM_HIRELING
    rule = "H.2.2"

    def stuck_warriors(self, g: "Game", seat: int, c: int) -> int:
        return stuck(g, seat, c)

    def blocking_now(self, g: "Game") -> bool:
        _owner, h = _band(g)
        st = h.state
        return bool(st) and st.get("turn") == g.turn and any(h.warriors)

    def blocks_move(self, g: "Game", mover: int, a: int, b: int) -> bool:
        if mover < 0 or not stuck(g, mover, a) and not self._pawn_stuck(g, mover, a):
            return False
        free = g.warriors[a * g.n + mover] - stuck(g, mover, a)
        pawn = g.factions[mover].pawn_in(g, a)
        return free <= 0 and (not pawn or self._pawn_stuck(g, mover, a))

    def _pawn_stuck(self, g: "Game", seat: int, c: int) -> bool:
        owner, h = _band(g)
        return bool(h.at(c)) and is_enemy(g, seat, owner) and [seat, c] in entered(g, h)["pawns"]

    def move_block_reason(self, g: "Game", a: int, b: int) -> tuple[str, list[str]]:
        return (f"your pieces entered clearing {a + 1}, where the {_band(g)[1].rules.title} are, this turn: "
                f"they cannot leave it this turn"), ["H.2.2"]


class StreetBand(Hireling):
    key = "street_band"
    rule = "H.2.4"
    daylight_kinds = ("band",)
    listens = frozenset({"moved", "pawn_moved"})

    def abilities(self, g: "Game", h: Hired) -> "list[Ability]":
        return [BandLock(h.controller)]

    def triggers(self, g: "Game", h: Hired, event: tuple[Any, ...]) -> "list[Frame]":
        if event[0] == "moved":  # (kind, seat, origin, dest, warriors, owner)
            if event[5] >= 0 and event[4] > 0:
                _record(g, h, "warriors", event[5], event[3], event[4])
        elif event[0] == "pawn_moved" and event[3] >= 0:  # (kind, seat, origin, dest, along)
            _record(g, h, "pawns", event[1], event[3], 0)
        return []

    def public_state(self, g: "Game", h: Hired) -> dict[str, Any]:
        """Who entered which clearing this turn (public: everyone saw the moves, 1.2): faction
        -> {clearing: warriors, "pawn": the clearing its pawn entered}."""
        keys = [f.key for f in g.factions]
        rows = entered(g, h)
        out: dict[str, dict[str, Any]] = {}
        for s, c, n in rows["warriors"]:
            out.setdefault(keys[s], {})[str(c + 1)] = n
        for s, c in rows["pawns"]:
            out.setdefault(keys[s], {})["pawn"] = c + 1
        return {"entered_this_turn": out} if out else {}

    def load_state(self, d: Any, n: int, clearings: int, field: str) -> dict[str, Any]:
        ok = isinstance(d, dict) and isinstance(d.get("turn"), int) and all(
            isinstance(d.get(k, []), list) for k in ("warriors", "pawns"))
        rows = [(r, 3) for r in d.get("warriors", [])] + [(r, 2) for r in d.get("pawns", [])] if ok else []
        if not ok or any(not isinstance(r, list) or len(r) != k or not all(isinstance(x, int) for x in r)
                         or not 0 <= r[0] < n or not 0 <= r[1] < clearings or (k == 3 and r[2] < 0)
                         for r, k in rows):
            raise BadInput(field, "expected {turn, warriors: [[seat, clearing, count]], pawns: [[seat, clearing]]}")
        return {"turn": d["turn"], "warriors": [list(r) for r in d.get("warriors", [])],
                "pawns": [list(r) for r in d.get("pawns", [])]}

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("band")] if h.supply else []

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(PlaceWarriors(h.controller, h.card, "anywhere", each=1))


# ----------------------------------------------------------------------------- Popular Band
action_kind("band_play", "Popular Band: pull warriors into a Band clearing, then perhaps place a Band warrior",
            "H.2.4", ())
action_kind("band_stage", "Popular Band: pull warriors from the clearings adjacent to this Band clearing into it",
            "H.2.4", (CLEARING,))
action_kind("band_pull", "Popular Band: force one warrior of this faction in this adjacent clearing to move into "
            "the Band clearing", "H.2.4", (CLEARING, FACTION))
decision_kind("popular_band", "Popular Band: into which Band clearing warriors are pulled", "H.2.4")
decision_kind("band_pull", "Popular Band: the next warrior pulled in (one per adjacent clearing), or none", "H.2.4")
decision_kind("band_place", "Popular Band: whether a Band warrior is placed, and where", "H.2.4")


def pulls(g: "Game", stage: int, done: list[int]) -> list[Action]:
    """R338: the warriors that may be pulled into ``stage``: one of any faction from each
    adjacent clearing not yet pulled from, that faction able to move it there itself (1.5.5:
    4.2.1 rule, the lock, abilities that block)."""
    out: list[Action] = []
    for a in g.map.adj[stage]:
        if a < g.map.board_n and a not in done:
            out += [act("band_pull", (a + 1, f.key)) for f in g.factions
                    if movable_warriors(g, f.seat, a) > 0 and can_move(g, f.seat, a, stage)]
    return out


class BandStage(Choice["BandPlay"]):
    kind = "band_stage"

    def options(self, fr: "BandPlay", g: "Game") -> list[Action]:
        return [act(self.kind, (c + 1,)) for c in _band(g)[1].warrior_clearings() if c < g.map.board_n]

    def why_not(self, fr: "BandPlay", g: "Game", action: Action) -> Reason | None:
        return "the Popular Band pull warriors into a clearing with a Band warrior", ["H.2.4"]

    def do(self, fr: "BandPlay", g: "Game", action: Action) -> None:
        fr.stage = int(action.args[0]) - 1
        fr.step = "pull"


class BandPull(Choice["BandPlay"]):
    kind = "band_pull"

    def options(self, fr: "BandPlay", g: "Game") -> list[Action]:
        return pulls(g, fr.stage, fr.done)

    def why_not(self, fr: "BandPlay", g: "Game", action: Action) -> Reason | None:
        return (f"one faction warrior from each clearing adjacent to clearing {fr.stage + 1}, which its player "
                f"could move there (forced, they move as if by choice)"), ["H.2.4", "1.5.5", "4.2.1"]

    def do(self, fr: "BandPlay", g: "Game", action: Action) -> None:
        a, seat = int(action.args[0]) - 1, g.seat_of(str(action.args[1]))
        move_warriors(g, seat, a, fr.stage, 1)
        g.emit(Moved("moved", seat, a, fr.stage, 1, seat))  # their move (1.5.5; Outrage is theirs)
        fr.done.append(a)


class EndPulls(BareAction["BandPlay"]):
    kind = "pass"

    def do(self, fr: "BandPlay", g: "Game", action: Action) -> None:
        fr.step = "place"


class BandPlace(Choice["BandPlay"]):
    kind = "deploy"

    def options(self, fr: "BandPlay", g: "Game") -> list[Action]:
        owner, h = _band(g)
        if not h.supply:
            return []
        return [act(self.kind, (c + 1,)) for c in range(g.map.board_n) if can_place(g, owner, c)]

    def why_not(self, fr: "BandPlay", g: "Game", action: Action) -> Reason | None:
        return "a Band warrior from their supply, in a clearing where it may be placed", ["H.2.4", "G.20"]

    def do(self, fr: "BandPlay", g: "Game", action: Action) -> None:
        g.pop()
        place_hireling_warriors(g, _band(g)[0], int(action.args[0]) - 1, 1)


class NoBandPlace(BareAction["BandPlay"]):
    kind = "pass"

    def do(self, fr: "BandPlay", g: "Game", action: Action) -> None:
        g.pop()


class BandPlay(Frame):
    """H.2.4: the Popular Band's Daylight action for their controller ``seat``: the Band
    clearing chosen (``stage``), the warriors pulled into it from the adjacent clearings
    (``done``: those pulled from), then perhaps a Band warrior placed (R338, R339)."""

    __slots__ = ("seat", "stage", "done")
    rule = "H.2.4"
    clearing_fields = ("stage",)
    choices = {"stage": (BandStage(),), "pull": (BandPull(), EndPulls()), "place": (BandPlace(), NoBandPlace())}

    def __init__(self, seat: int) -> None:
        self.step = "stage"
        self.seat = seat
        self.stage = -1
        self.done: list[int] = []

    def s_stage(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:  # no Band warrior on the map: on to the placement
            self.step = "place"
            return None
        return Decision(self.seat, "popular_band", opts, "Popular Band: pull warriors into which Band clearing?",
                        "H.2.4")

    def s_pull(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # only "pass"
            self.step = "place"
            return None
        return Decision(self.seat, "band_pull", opts,
                        f"Popular Band: pull a warrior into {self.stage + 1} (one from each adjacent clearing)?",
                        "H.2.4")

    def s_place(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:  # only "pass"
            g.pop()
            return None
        return Decision(self.seat, "band_place", opts, "Popular Band: place a Band warrior?", "H.2.4")

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "popular_band", "step": self.step,
                **({"clearing": self.stage + 1, "pulled_from": [c + 1 for c in self.done]} if self.stage >= 0
                   else {})}


class PopularBand(StreetBand):
    key = "popular_band"
    daylight_kinds = ("band_play",)

    def setup_frames(self, g: "Game", h: Hired, seat: int) -> "list[Frame]":
        return [PlaceWarriors(seat, h.card, "setup", times=2)]  # A.6.3: two clearings

    def when_hired(self, g: "Game", h: Hired) -> "list[Frame]":
        return [] if any(h.warriors) else [PlaceWarriors(h.controller, h.card, "hired")]  # H.2.1

    def warrior_targets(self, g: "Game", h: Hired, mode: str, seat: int) -> list[int]:
        clearings = range(g.map.board_n)
        if mode == "setup":  # each in a different clearing
            return [c for c in clearings if not h.at(c)]
        if mode == "hired":  # at the controller's pieces
            return [c for c in clearings if has_pieces(g, seat, c)]
        return super().warrior_targets(g, h, mode, seat)

    def where(self, mode: str) -> str:
        return {"setup": "a clearing without a Band warrior", "hired": "a clearing with your pieces"}.get(
            mode, "any clearing")

    def why_not_now(self, g: "Game", h: Hired, seat: int, action: Action) -> tuple[str, list[str]] | None:
        if action.kind not in ("band_stage", "band_pull"):
            return None
        if h.controller != seat:
            return "you do not control the Popular Band", ["H.2.4"]
        return ("the Band clearing is chosen, and warriors pulled into it, in the Popular Band's Daylight action "
                "(band_play)"), ["H.2.4"]

    def daylight_options(self, g: "Game", h: Hired) -> list[Action]:
        return [act("band_play")]

    def daylight_do(self, g: "Game", h: Hired, action: Action) -> None:
        g.push(BandPlay(h.controller))
