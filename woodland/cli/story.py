"""What happened: the client's log of decisions and their visible consequences.

Each decision taken (by a person or a bot) becomes an :class:`Entry` with what it did to
the public state: warriors, buildings and tokens placed, moved or removed per clearing,
points scored, dominance cards activated, and the battle dice. Steps the rules take by
themselves (a Birdsong that only places wood, a Marquise Evening that only draws) are
told as entries of their own, one per phase.

The consequences are the difference between two public snapshots taken from
``game.view(seat)`` (the board, scores and faction boards are public, 1.2), so nothing
hidden is ever told. The dice and ambushes come from the engine's events, seen through
a generic trigger hook (``woodland.core.game.trigger_hook``), which returns no
procedure and so cannot change the game.

This module names no faction: what a faction's board or events mean is told in that
faction's words (its ``words.py``, a :class:`woodland.factions.FactionWords`): a change of
its public board by ``moves_off_map``, ``track_changes`` and ``board_changes``, each told at
its place among the lines of an entry, and its own events by ``tell`` (``begins``: events
that start steps the rules take alone); a hireling side tells its events by
``Hireling.tell``.

An action's text may name a card that other players may not know (a card returned face
down in Advanced Setup, A.10; a card given or mobilized). Which viewers may read it is
decided from the views (``game.view(seat)`` before and after the action, the same rules
the screen uses): a viewer reads the card's name unless the decider held a copy of it
that only the decider saw and the action put no new copy where that viewer sees it. For
such a viewer the name is written ``<a card>`` (``Entry.redact``).
"""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator

from woodland.cli.render import faction_words, piece_name
from woodland.core.actions import parse_action
from woodland.core.errors import WoodlandError
from woodland.core.events import Ambush, Phase, Rolled
from woodland.core.game import Game, trigger_hook
from woodland.core.hireling import HIRELINGS, Hireling
from woodland.core.observe import public_view
from woodland.factions import FactionWords

#: the viewer of a log who is no seat: a spectator, who may read only what everyone may know
SPECTATOR = -1

PHASES = {"birdsong": "Birdsong", "daylight": "Daylight", "evening": "Evening", "setup": "setup"}



def _when(g: Game, turn: int) -> int:
    """The turn an entry belongs to: -1 for the setup (5.1), before the first turn."""
    return -1 if g.phase == "setup" else turn

@dataclass
class Entry:
    idx: int  #: how many recorded decisions came before (for undo)
    seat: int
    key: str
    text: str  #: the action text, or the phase for steps the rules took alone
    turn: int
    details: list[str] = field(default_factory=list)
    auto: bool = False
    #: per viewer seat, the card names in ``text`` that viewer may not read (1.2); None when
    #: not known (the renderer then hides the cards of the usual secret actions)
    redact: dict[int, list[str]] | None = None
    #: ``text`` as the other players read it, when it names something hidden from them (a
    #: face-down plot's type, 13.5.2: the faction's words say how); '' when it hides nothing
    masked: str = ""


def _piece(kind: str, suit: str = "") -> str:
    """A piece by the name the board uses (a trade post in full)."""
    nm = piece_name(kind, suit)
    return "trade " + nm if nm.startswith("post") else nm


def public_state(view: dict[str, Any]) -> dict[str, Any]:
    """The public facts whose changes are told: pieces per clearing, scores, dominance,
    each public board (whose changes its faction's words tell: ``FactionWords.moves_off_map``,
    ``track_changes`` and ``board_changes``), the discard pile and the cards everyone sees
    a player hold."""
    pieces: dict[tuple[int, str, str], int] = {}
    for cl in view["clearings"]:
        n = cl["number"]
        for k, w in cl["warriors"].items():
            pieces[(n, k, "w")] = w
        for owner, kind in list(cl["buildings"]) + list(cl["tokens"]):
            key = (n, owner, _piece(kind, cl.get("suit", "")))
            pieces[key] = pieces.get(key, 0) + 1
        for k in cl.get("pawns", ()):
            pieces[(n, k, "pawn")] = 1
    players = view["players"]
    return {"pieces": pieces,
            "scores": {p["faction"]: p["score"] for p in players},
            "dominance": {p["faction"]: p.get("dominance") for p in players},
            # each public board as it is, for the changes its faction's words tell
            "board": {p["faction"]: p.get("board") or {} for p in players},
            "discard": list(view.get("discard") or []),
            "deck_count": view.get("deck_count", 0),
            # cards everyone sees a player hold: crafted (in the play area) or in hand face up
            "play_area": {p["faction"]: list(p.get("play_area") or []) for p in players},
            "shown": {p["faction"]: list(p.get("shown") or []) for p in players}}


def describe(before: dict[str, Any], after: dict[str, Any], text: str = "") -> list[str]:
    """The changes from ``before`` to ``after``, as short phrases; ``text``: the action that
    made them, if any (for the factions' words, ``FactionWords.board_changes``)."""
    out: list[str] = []
    bp, ap = before["pieces"], after["pieces"]
    by_clearing: dict[int, list[str]] = {}
    for key in sorted(set(bp) | set(ap)):
        d = ap.get(key, 0) - bp.get(key, 0)
        if not d:
            continue
        n, owner, piece = key
        sign = "+" if d > 0 else "−"
        if piece == "w":
            s = f"{owner} {sign}{abs(d)}w"
        elif owner == "ruin":
            s = "ruin removed" if d < 0 else "ruin"
        elif piece == "pawn":
            s = f"{owner} {'arrives' if d > 0 else 'leaves'}"
        else:
            s = f"{owner} {sign}{piece}" + (f"×{abs(d)}" if abs(d) > 1 else "")
        by_clearing.setdefault(n, []).append(s)
    for n in sorted(by_clearing):
        out.append(f"in {n}: " + ", ".join(by_clearing[n]))
    # the boards that changed, each told in its faction's words (its words.py), in three
    # places: pieces gone off the clearings, markers and tracks, then what else changed
    was_boards = before.get("board", {})
    changed = [(k, faction_words(k), was_boards[k], board) for k, board in after.get("board", {}).items()
               if was_boards.get(k) is not None and was_boards[k] != board]
    for k, told_by, was_board, board in changed:
        out.extend(told_by.moves_off_map(k, was_board, board))
    for k, v in after["scores"].items():
        d = v - before["scores"].get(k, v)
        if d:
            out.append(f"{k} {'+' if d > 0 else '−'}{abs(d)} VP (now {v})")
    for k, v in after["dominance"].items():
        if v and v != before["dominance"].get(k):
            out.append(f"{k} activates {v}")
    for k, told_by, was_board, board in changed:
        out.extend(told_by.track_changes(k, was_board, board))
    # cards that came where everyone sees them and the action does not name (a card Stewards
    # crafts from the Pond or puts in hand face up, 16.2.2)
    for part, words in (("play_area", "crafted cards: +{}"), ("shown", "hand: +{} (known to all)")):
        for k, cards in after.get(part, {}).items():
            new = Counter(cards) - Counter(before.get(part, {}).get(k, []))
            named = [c for c in sorted(new.elements()) if c not in text]
            if named:
                out.append(f"{k} " + words.format(", +".join(named)))
    reshuffled = after.get("deck_count", 0) > before.get("deck_count", 0)  # G.6: a new deck
    for k, told_by, was_board, board in changed:
        out.extend(f"{k} {said}" for said in told_by.board_changes(was_board, board, text, reshuffled))
    # cards put on the discard pile (public, face up): told when no name in the action says so
    # (a random discard, Provoke 16.5.2); a reshuffle (the pile no longer starts the same) is not
    was, now = before.get("discard", []), after.get("discard", [])
    if len(now) > len(was) and now[:len(was)] == was:
        out.append(DISCARDED + ", ".join(now[len(was):]))
    return out


#: the start of the phrase telling cards put on the discard pile
DISCARDED = "to the discard pile: "


def view_cards(g: Game, view: Any) -> Counter[str]:
    """How many copies of each card a view shows (any value that is a card's name)."""
    out: Counter[str] = Counter()
    labels = g.deckdef.by_label
    stack = [view]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            if x.lower() in labels:
                out[x] += 1
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
    return out


def named_cards(g: Game, text: str) -> list[str]:
    """The card names an action text holds, as the deck spells them."""
    try:
        args = parse_action(text).args
    except WoodlandError:
        return []
    cards = g.deckdef
    out = []
    for a in args:
        t = cards.by_label.get(str(a).lower()) if isinstance(a, str) else None
        if t is not None:
            out.append(next(c.label for c in cards.cards if c.type == t))
    return out


def private_cards(views: list[dict[str, Any]], seat: int) -> Counter[str]:
    """The cards only ``seat`` sees of its own (hand and hidden cards), from the views: less
    those every player knows (``shown``, a public hand, 11.2.3)."""
    me = views[seat]["players"][seat]
    out = Counter(me.get("hand", [])) + Counter(me.get("secret", []))
    other = views[(seat + 1) % len(views)]["players"][seat]
    return out - Counter(other.get("hand", [])) - Counter(me.get("shown", []))


def hidden_names(g: Game, decider: int, named: list[str], before: list[dict[str, Any]],
                 after: list[dict[str, Any]]) -> dict[int, list[str]]:
    """Per viewer, the ``named`` cards of ``decider``'s action that viewer may not read (1.2):
    the decider held a copy only it saw (so it may have meant that one), and the action put
    no new copy where the viewer sees it."""
    mine = private_cards(before, decider)
    out: dict[int, list[str]] = {}
    for v in range(len(before)):
        if v == decider:
            continue
        was, now = view_cards(g, before[v]), view_cards(g, after[v])
        hide = [c for c in named if mine[c] and now[c] <= was[c]]
        if hide:
            out[v] = hide
    return out


def tellers(g: Game) -> dict[str, list[FactionWords | Hireling]]:
    """Per kind of event, who tells it in the log besides the generic events (dice, ambushes,
    phases): the words of each faction at the table (``FactionWords.tells``, asked once when
    two factions share their words) and each hireling side (``Hireling.tells``; its events
    happen only with its card in play)."""
    out: dict[str, list[FactionWords | Hireling]] = {}
    words: dict[type[FactionWords], FactionWords] = {}
    for seat in range(g.n):
        w = faction_words(g.faction_key(seat))
        words.setdefault(type(w), w)
    every: list[FactionWords | Hireling] = [*words.values(), *HIRELINGS.values()]
    for teller in every:
        for kind in sorted(teller.tells):
            out.setdefault(kind, []).append(teller)
    return out


_WATCHING: list["Narrator"] = []


def _hook(g: Game, ev: tuple[Any, ...]) -> list[Any]:
    if _WATCHING and _WATCHING[-1].game is g:
        _WATCHING[-1].event(ev)
    return []


def install() -> None:
    trigger_hook(_hook)


class Narrator:
    """Keeps the entries of one game. ``viewer`` is any seat: only the public parts of
    its view are read."""

    def __init__(self) -> None:
        install()
        self.entries: list[Entry] = []
        self.game: Game | None = None
        self.state: dict[str, Any] | None = None
        self.current: Entry | None = None
        self.idx = 0
        #: per event kind, the words that tell it (``tellers``)
        self.tellers: dict[str, list[FactionWords | Hireling]] = {}

    def reset(self, g: Game) -> None:
        """Start telling ``g`` from its present state (new game, after undo or load)."""
        self.game = g
        self.state = public_state(g.view(-1))
        self.tellers = tellers(g)

    def truncate(self, n_actions: int, g: Game) -> None:
        self.entries = [e for e in self.entries if e.idx < n_actions]
        self.reset(g)

    def _flush(self) -> None:
        g = self.game
        if g is None or self.current is None or self.state is None:
            return
        after = public_state(g.view(-1))
        text = self.current.text
        for d in describe(self.state, after, "" if self.current.auto else text):
            if d.startswith(DISCARDED):  # the cards the action's own text does not name
                d = ", ".join(c for c in d[len(DISCARDED):].split(", ") if c not in text)
                if not d:
                    continue
                d = DISCARDED + d
            self.current.details.append(d)
        self.state = after

    def event(self, ev: tuple[Any, ...]) -> None:
        g = self.game
        cur = self.current
        if g is None or cur is None:
            return
        kind = ev[0]
        if isinstance(ev, Rolled):
            cur.details.append(f"battle in {ev.clearing + 1}: {g.faction_key(ev.attacker)} attacks "
                               f"{g.faction_key(ev.defender)}, dice {ev.die1} and {ev.die2}")
        elif isinstance(ev, Ambush):
            cur.details.append(f"{g.faction_key(ev.defender)} ambushes in {ev.clearing + 1}")
        elif isinstance(ev, Phase):
            self._auto(ev.seat, PHASES.get(ev.phase, ev.phase))
        else:  # an event of a faction's own or a hireling's, in its words
            for teller in self.tellers.get(kind, ()):
                told = teller.tell(g, ev)
                begun = teller.begins(g, ev) if isinstance(teller, FactionWords) else None
                if begun is not None:  # steps the rules take alone, told as an entry of their own
                    self._auto(begun[0], begun[1], *told)
                else:
                    cur.details.extend(told)

    def _auto(self, seat: int, text: str, *details: str) -> None:
        """Start an entry for steps the rules take by themselves for ``seat``."""
        g = self.game
        assert g is not None
        self._flush()
        e = Entry(self.idx, seat, g.faction_key(seat), text, _when(g, g.turn), list(details), True)
        self.entries.append(e)
        self.current = e

    @staticmethod
    def _views(g: Game) -> list[dict[str, Any]]:
        """Every seat's view, then what everyone may know (a spectator's, ``SPECTATOR``)."""
        return [g.view(s) for s in range(g.n)] + [public_view(g)]

    @contextmanager
    def action(self, idx: int, seat: int, text: str, turn: int) -> Iterator[Entry]:
        """Tell the decision ``text`` of ``seat`` while it is applied in the block."""
        g = self.game
        assert g is not None
        if self.state is None:
            self.reset(g)
        e = Entry(idx, seat, g.faction_key(seat), text, _when(g, turn))
        words = text.split()
        e.masked = faction_words(e.key).secret_text(words[0], words[1:]) or "" if words else ""
        named = named_cards(g, text)
        before = self._views(g) if named else []
        e.redact = {}
        n = len(self.entries)
        self.entries.append(e)
        self.current = e
        self.idx = idx
        _WATCHING.append(self)
        ok = False
        try:
            yield e
            ok = True
        finally:
            _WATCHING.remove(self)
            if ok:
                self._flush()
                if named:
                    e.redact = hidden_names(g, seat, named, before, self._views(g))
                    if g.n in e.redact:
                        e.redact[SPECTATOR] = e.redact.pop(g.n)
            else:  # the action was refused: the state did not change
                del self.entries[n:]
            self.current = None
            # phases in which nothing visible happened are not worth a line
            self.entries[n:] = [x for x in self.entries[n:] if not x.auto or x.details]
