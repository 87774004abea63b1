"""Law appendix H, rule by rule: gaining and losing hirelings (H.1), their actions (H.2) and
the rules of H.3, at the edges the other hireling tests leave, many with the Knaves of the
Deepwood (chapter 18): Run Away and Prisoners against hirelings, rule with hireling pieces,
a hireling's pieces as enemy pieces (G.8, G.9).

Autumn clearings (printed number: suit): 1 fox, 2 mouse, 3 rabbit, 4 rabbit, 5 rabbit, 6 fox,
7 mouse, 8 fox, 9 mouse, 10 rabbit, 11 mouse, 12 fox. Forests: F1 (1 2 5 10), F2 (1 9 10 12),
F3 (2 6 10 11 12), F4 (4 9 12), F5 (4 7 8 12), F6 (3 7 11 12), F7 (3 6 11).
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland.core.game import Game
from woodland.factions.knaves import knaves
from woodland.testing import game_with, options, play, tokens_at, warriors_at

KN = {"captains": {"thief": 5, "tinker": None, "ranger": None}, "acting": "thief", "stash": []}


def card(key: str, controller: str | None, **pieces: Any) -> dict[str, Any]:
    return {key: {"controller": controller, **({"control": 3} if controller else {}), **pieces}}


def with_knaves(player: str, phase: str, clearings: dict[str, Any], hirelings: dict[str, Any],
                knaves_board: dict[str, Any] | None = None, **spec: Any) -> Game:
    return game_with(["marquise", "knaves"], player=player, phase=phase, empty_hands=True, clearings=clearings,
                     knaves={**KN, **(knaves_board or {})}, hirelings={"cards": hirelings}, **spec)


# ----------------------------------------------------------------------------- H.3.6, H.3.7
@pytest.mark.law("H.3.7", "H.3.6", "18.2.7")
def test_an_enemys_hireling_burning_acclaim_makes_its_controller_choose_the_run_away_forest() -> None:
    """The Marquise's Flame Bearers burn the Knaves' acclaim in 10: the player removing is the
    Marquise (H.3.7), so she forces a Skunk into a forest by 10 (18.2.7), and scores nothing
    for the token (H.3.6)."""
    g = with_knaves("marquise", "birdsong", {"5": {"knaves": 1}, "10": {"knaves": {"tokens": ["acclaim"]}}},
                    card("flame_bearers", "marquise", warriors={"10": 1}))
    assert tokens_at(g, 10, 1) == []
    assert g.pending is not None and (g.pending.seat, g.pending.kind) == (0, "run_away")
    assert set(options(g)) == {"forest F1", "forest F2", "forest F3"}
    play(g, "forest F3")
    assert knaves(g, 1).woods[2] == 1 and g.factions[0].score == 0


@pytest.mark.law("H.3.2", "H.3.7", "18.2.7")
def test_an_uncontrolled_hireling_removing_acclaim_in_battle_makes_no_one_run_away() -> None:
    """Ruling R584: the Thief alone attacks the Flame Bearers in the supply (every player's
    enemy, H.3.2) in 5, where his acclaim lies; the Bearers' two hits remove him and the
    acclaim. No player removed it (H.3.7) and no one may choose the forest: no Skunk goes."""
    g = with_knaves("knaves", "daylight", {"5": {"knaves": {"warriors": 1, "tokens": ["acclaim"]}}},
                    card("flame_bearers", None, warriors={"5": 2}), dice=[2, 2])
    play(g, "battle 5 flame_bearers")
    f = knaves(g, 1)
    assert tokens_at(g, 5, 1) == [] and warriors_at(g, 5, 1) == 0 and f.at["thief"] == -1
    assert sum(f.woods) == 0 and f.supply == 10 and g.factions[0].score == 0
