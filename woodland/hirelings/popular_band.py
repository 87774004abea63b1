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

Its promoted side, the Popular Band, is not implemented: how many warriors its Daylight
action "pulls in from adjacent clearings" is not known (docs/hirelings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import FROM_HIRELING, Ability
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.hireling import Hired, Hireling
from woodland.core.kinds import action_kind
from woodland.hirelings import PlaceWarriors
from woodland.rules.board import is_enemy

if TYPE_CHECKING:
    from woodland.core.frame import Frame
    from woodland.core.game import Game

action_kind("band", "Street Band: place a Band warrior in any clearing", "H.2.4", ())


def _band(g: "Game") -> tuple[int, Hired]:
    assert g.hirelings is not None
    return g.hirelings.side("street_band")


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
        return (f"your pieces entered clearing {a + 1}, where the Street Band are, this turn: they cannot "
                f"leave it this turn"), ["H.2.2"]


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
