"""What a seat may know (1.2): the observer used by clients, bots and RL adapters.

Public: the map and every piece on it (a face-down token of another player, 13.2.2.I, only
by its back: ``Faction.hidden_token``), scores, hand sizes, the discard pile, available
dominance cards, crafted items and cards, faction boards, and cards shown to everyone;
what anyone can work out of them, worked out once here (who rules each clearing and who
cannot place pieces there, each faction's crafting suits and whether it wins ties for
rule); the procedures under way and the public facts of the one asking now.
Private to their owner: the cards in hand, what they were shown (e.g. Codebreakers) and
the cards they saw go into another player's hidden cards (``known``: given, stolen, added
to the supporters).
Hidden from all: the order of the deck and items under ruins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from woodland.core.ability import abilities, building_slots
from woodland.core.faction import Faction

if TYPE_CHECKING:
    from woodland.core.game import Game

#: what the rules work out from the public board, per clearing (who rules it, 2.5; who
#: cannot place pieces there, G.20): filled by woodland/rules/board.py
CLEARING_FACTS: list[Callable[["Game"], list[dict[str, Any]]]] = []


def owner_key(g: "Game", seat: int) -> str:
    """A piece's owner in a view: a faction's key, a hireling's side key (appendix H) or "ruin"."""
    if seat <= -2 and g.hirelings is not None:
        return g.hirelings.of_owner(seat).key
    return "ruin" if seat < 0 else g.factions[seat].key


def tokens_seen(g: "Game", c: int, viewer: int) -> list[list[str]]:
    """The tokens in clearing ``c`` as ``viewer`` sees them: a face-down token of another
    player shows only its back (13.2.2.I plots); -1 sees as no player does."""
    out = []
    for s, k in g.tokens[c]:
        if s >= 0 and s != viewer:
            f = g.factions[s]
            if f.hides_tokens:
                k = f.hidden_token(k) or k
        out.append([owner_key(g, s), k])
    return out


def board(g: "Game", viewer: int = -1) -> list[dict[str, Any]]:
    """The clearings and their pieces as ``viewer`` sees them (-1: only what every player sees)."""
    n = g.n
    facts = [h(g) for h in CLEARING_FACTS]
    slots = building_slots(g)  # 2.2.3: the Elder Treetop adds one
    keys = [f.key for f in g.factions]
    hired = g.hirelings.cards if g.hirelings is not None else ()
    pawns = _pawns(g)
    warriors, names, suits = g.warriors, g.map.names, g.suits
    out = []
    for c in range(g.map.board_n):  # the clearings on the map (an off-map one, 12.2.2: its faction's board)
        w = {}
        for k, x in zip(keys, warriors[c * n:(c + 1) * n]):
            if x:
                w[k] = x
        if hired:  # appendix H: a hireling's warriors, by its side's key
            w.update((h.key, h.at(c)) for h in hired if h.at(c))
        clearing = {
            "number": c + 1,
            "name": names[c],
            "suit": suits[c],
            "slots": slots[c],
            "warriors": w,
            "buildings": [[keys[s] if s >= 0 else owner_key(g, s), k] for s, k in g.buildings[c]]
            if g.buildings[c] else [],
            "tokens": tokens_seen(g, c, viewer) if g.tokens[c] else [],
            "pawns": pawns.get(c) or [],
        }
        for fact in facts:
            clearing.update(fact[c])
        out.append(clearing)
    return out


def _pawns(g: "Game") -> dict[int, list[str]]:
    """The pawns in each clearing that has one: the factions', in seating order (asked only
    of the factions that may have pawns), then the hirelings' by their side's key (G.18: the
    Protector, the Flotilla; appendix H)."""
    out: dict[int, list[str]] = {}
    for f in g.factions:
        if type(f).pawn_in is not Faction.pawn_in:
            for c in range(g.map.board_n):
                if f.pawn_in(g, c):
                    out.setdefault(c, []).append(f.key)
    if g.hirelings is not None:
        for h in g.hirelings.cards:
            if 0 <= h.pawn < g.map.board_n:
                out.setdefault(h.pawn, []).append(h.key)
    return out


def crafting_pieces(g: "Game", seat: int) -> list[tuple[int, str]]:
    """4.1.1: what ``seat`` may activate to craft now, as ``(id, suit)``: its faction's unused
    crafting pieces, then the crafting icons abilities give it (``crafting_icons``, ids < 0)."""
    pieces = g.factions[seat].crafting_suits(g)
    for ab in (g._abilities or abilities(g)).crafting_icons:
        pieces = pieces + ab.crafting_icons(g, seat)
    return pieces


def crafting_suits(g: "Game", seat: int) -> dict[str, int]:
    """4.1.1: the suits of a faction's unused crafting pieces (and crafting icons), by count."""
    have: dict[str, int] = {}
    for _piece, s in crafting_pieces(g, seat):
        have[s] = have.get(s, 0) + 1
    return have


def public_view(g: "Game") -> dict[str, Any]:
    """What everyone may know (1.2), e.g. a spectator: a seat's view without anything
    private to that seat (no hand but a public one, no options of the pending decision)."""
    return view(g, None)


def landmark_cards_seen(g: "Game") -> dict[str, Any]:
    """What lies on or beside the landmark cards in play, as public as it is (1.2): the
    Legendary Forge's items; only how many face-down cards lie by the Black Market."""
    from woodland.core.landmark import LANDMARKS

    seen = {k: LANDMARKS[k].public_cards(g) for k in sorted(g.landmark_cards)}
    seen = {k: v for k, v in seen.items() if v is not None}
    return {"landmark_cards": seen} if seen else {}


def _labels_of(deck: Any) -> list[str]:
    """The label of every card of ``deck``, by id (made once per deck)."""
    got = _LABELS.get(deck)
    if got is None:
        got = _LABELS[deck] = [c.label for c in deck.cards]
    return got


#: card labels by id, per deck (views name many cards: built once)
_LABELS: dict[Any, list[str]] = {}

#: the text of the options views listed lately (the same options come back decision after
#: decision; an action's text depends on nothing but the action)
_TEXTS: dict[Any, str] = {}


def option_texts(options: Sequence[Any]) -> list[str]:
    """``[str(o) for o in options]``, each text made once while it stays in ``_TEXTS``."""
    texts = _TEXTS
    if len(texts) > 50_000:  # bounded: a long-lived process sees ever new cards and clearings
        texts.clear()
    out = []
    for o in options:
        t = texts.get(o)
        if t is None:
            t = texts[o] = str(o)
        out.append(t)
    return out


def view(g: "Game", seat: int | None) -> dict[str, Any]:
    """What ``seat`` may know (1.2); ``None`` (or -1): what everyone may know
    (:func:`public_view`)."""
    if seat is not None and seat < 0:
        seat = None
    viewer = -1 if seat is None else seat
    label = _labels_of(g.deckdef).__getitem__

    def labels(ids: list[int]) -> list[str]:
        return list(map(label, ids))

    lords = (g._abilities or abilities(g)).wins_rule_ties
    players = []
    for f in g.factions:
        p: dict[str, Any] = {
            "seat": f.seat,
            "faction": f.key,
            "score": f.score,
            "hand_count": len(f.hand),
            "shown": labels(f.shown),
            "crafted_items": list(f.items),
            "play_area": labels(f.play_area),
            "dominance": label(f.dominance) if f.dominance >= 0 else None,
            "coalition": g.factions[f.coalition].key if f.coalition >= 0 else None,
            "warriors_in_supply": f.supply,
            "marks": dict(f.marks),
            "board": f.public_board(g),
            "crafting_suits": crafting_suits(g, f.seat),
            # 2.5 / 7.2.2: rules a clearing where tied for most (Lords of the Forest)
            "wins_rule_ties": bool(lords) and any(a.seat == f.seat and a.wins_rule_ties(g) for a in lords),
        }
        if f.public_hand:
            p["hand"] = sorted(labels(f.hand))  # 11.2.3: a hand everyone sees
        if f.seat == seat:
            p["hand"] = sorted(labels(f.hand))
            p["secret"] = sorted(labels(f.secret_cards()))
            p["seen"] = {k: sorted(labels(v)) for k, v in f.seen.items()}
            p["known"] = {k: sorted(labels(v)) for k, v in f.known.items()}
            p.update(f.private_view(g))
        players.append(p)
    pend = g.pending
    pending: dict[str, Any] | None = None
    if pend is not None:
        pending = {"seat": pend.seat, "faction": g.factions[pend.seat].key, "kind": pend.kind,
                   "prompt": pend.prompt, "rule": pend.rule,
                   # the numbers the decision carries: what its procedure shows everyone
                   "facts": g.stack[-1].public(g) if g.stack else None}
        if pend.seat == seat:
            pending["options"] = option_texts(pend.options)
    ruins = [c for c, items in enumerate(g.ruin_items[:g.map.n]) if items]
    return {
        "seat": seat,
        "faction": g.factions[viewer].key if viewer >= 0 else None,
        "map": g.map.name,
        "deck": g.deckdef.name,
        "clearings": board(g, viewer),
        # appendix L, M.3.5, M.4.4: where each landmark stands (clearing numbers)
        "landmarks": {k: c + 1 for k, c in sorted(g.landmarks.items())} if g.landmarks else {},
        # appendix L: what lies on the landmark cards, as far as everyone sees it (1.2)
        **(landmark_cards_seen(g) if g.landmark_cards else {}),
        # M.4.2: the paths still closed (pairs of clearing numbers)
        "closed_paths": [[a + 1, b + 1] for a, b in sorted(g.map.closed)] if g.map.closed else [],
        # M.5.1.I: the clearings under flood markers (names; no longer clearings, M.5.2)
        **({"flooded": list(g.map.flooded)} if g.map.flood_players else {}),  # []: none (M.5.1.II)
        # appendix H: the hireling cards, their controllers and control markers (all public)
        **({} if g.hirelings is None else {"hirelings": g.hirelings.public(g)}),
        "ruins_with_items": [c + 1 for c in ruins],
        # items lie face down under a ruin, but how many is public (9.7.1: two per ruin)
        "ruin_item_counts": {str(c + 1): len(g.ruin_items[c]) for c in ruins},
        "deck_count": len(g.deck),
        "discard": labels(g.discard),
        "available_dominance": labels(g.available),
        "item_supply": dict(g.items),
        "players": players,
        "current": g.factions[g.current].key if g.factions else None,
        "turn": g.turn,
        "phase": g.phase,
        "procedures": [type(fr).__name__ for fr in g.stack],
        "context": [c for c in (fr.public(g) for fr in g.stack) if c],
        "pending": pending,
        "result": g.result,
    }
