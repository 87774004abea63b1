"""Victory (ch. 3): scoring, winning at 30 points, ties, and dominance cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from woodland.core import game as _game
from woodland.core.ability import abilities
from woodland.core.game import WIN_SCORE
from woodland.rules.board import in_suit, rulers

if TYPE_CHECKING:
    from woodland.core.game import Game


#: (game, seat, score before, score after) -> None: asked after a score changes (the hiring
#: markers on the score track, H.1.1)
SCORED: list[Callable[["Game", int, int, int], None]] = []


#: the mark (``Faction.marks``) of a player who activated a dominance card and kept their
#: score marker on the track (the Squires and Disciples deck's Brazen Demagogue, R418)
KEEPS_SCORE = "keeps_score"


def score(g: "Game", seat: int, n: int) -> None:
    """Score ``n`` points (negative: lose points). 3.3.1: a player with an activated
    dominance card can no longer score (unless a card let them keep their score marker,
    ``KEEPS_SCORE``). Scores never drop below 0 (docs/rulings.md)."""
    if seat < 0:
        return  # H.3.6: a hireling scores nothing (Brutal Tactics against one)
    f = g.factions[seat]
    if (f.dominance >= 0 and KEEPS_SCORE not in f.marks) or n == 0:
        return
    before = f.score
    f.score = max(0, f.score + n)
    for hook in SCORED:
        hook(g, seat, before, f.score)
    if f.score >= WIN_SCORE:
        g.check_win = True


def settle(g: "Game") -> None:
    """3.1: the first player to reach 30 points wins; 3.1.1 ties go to the tied player
    closest clockwise to the current player (the current player included)."""
    g.check_win = False
    for i in range(g.n):
        s = (g.current + i) % g.n
        f = g.factions[s]
        if (f.dominance < 0 or KEEPS_SCORE in f.marks) and f.score >= WIN_SCORE:
            g.end(winners_with_coalition(g, s), "score")
            return


def winners_with_coalition(g: "Game", s: int) -> list[int]:
    """9.2.8: a Vagabond in coalition with the winner wins too."""
    out = [s]
    for f in g.factions:
        if f.coalition == s and f.seat != s:
            out.append(f.seat)
    return out


_game.VICTORY_HOOK.append(settle)


# ----------------------------------------------------------------------------- dominance
def dominance_won(g: "Game", seat: int) -> bool:
    """3.3.1: at the start of Birdsong, three ruled clearings of the activated suit, or
    for bird dominance two ruled clearings in opposite corners."""
    f = g.factions[seat]
    if f.dominance < 0 or not f.dominance_victory:  # 9.2.8: the Vagabond's card forms a coalition
        return False
    suit = g.deckdef.cards[f.dominance].suit
    for ab in abilities(g).dominance_won:  # 16.2.2.I Frog Dominance
        won = ab.dominance_won(g, seat, suit)
        if won is not None:
            return won
    r = rulers(g)
    if suit == "bird":
        opp = g.map.opposite
        return any(r[a] == seat and r[b] == seat for a, b in opp.items() if a < b)
    return sum(1 for c in range(g.map.n) if r[c] == seat and in_suit(g, c, suit)) >= 3
