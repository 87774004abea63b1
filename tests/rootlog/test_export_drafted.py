"""Rootlog export of games of the Advanced Setup (docs/rootlog.md): a drafted game (A.8) is
written as the specification writes a draft -- ``Pool:`` with the faction setup cards dealt,
the player lines and the setup lines in the order the players chose -- and the landmarks
and hirelings (A.5, A.6), which the notation has no form for, as ``Landmarks:`` and
``Hirelings:`` header lines (an extension)."""

from __future__ import annotations

import json

import pytest

from woodland.core.errors import BadInput
from woodland.core.game import Game
from woodland.core.record import Recorder
from woodland.rootlog.codes import faction_letter
from woodland.rootlog.export import export_record
from woodland.rootlog.notation import parse
from woodland.rules import advanced
from woodland.sim import play_game

#: factions with a Rootlog letter (the Homeland ones have none yet)
POOL = ["marquise", "eyrie", "alliance", "vagabond", "duchy", "corvid", "riverfolk", "lizard", "hundreds", "keepers"]


@pytest.mark.law("A.8.2", "A.8.3")
def test_a_drafted_game_is_written_with_its_pool_and_the_players_in_draft_order() -> None:
    setup = {"map": "lake", "draft": POOL, "players": 4, "landmarks": 1, "hirelings": "random"}
    rec = play_game(setup, 3, ["heuristic"], max_turns=6)
    g = Game.new(rec["setup"], rec["seed"])
    order = []
    for a in rec["actions"]:
        if g.pending is not None and g.pending.kind == "draft_faction":
            order.append(g.pending.seat)
        g.apply(g.parse(a))
    assert order == [3, 2, 1, 0]  # A.8.3: from the last player, counterclockwise
    letters = [faction_letter(g.factions[s].key) for s in order]
    lines = export_record(json.loads(json.dumps(rec))).splitlines()
    pool = next(ln for ln in lines if ln.startswith("Pool: "))[len("Pool: "):]
    assert len(pool) == 5 and set(letters) <= set(pool)  # one militant card, then one per player (A.8.2)
    heads = [ln.split(":")[0] for ln in lines if ln[:1].isupper() and ln[1:3] == ": "]
    assert heads == letters  # the player lines, in draft order (Rootlog V2)
    firsts = [ln[0] for ln in lines if ln[:1].isupper() and ln[1:2] == ":" and ln[2:3] != " "][:4]
    assert firsts == letters  # each faction's setup line, in the order they chose
    assert any(ln.startswith("Hirelings: ") for ln in lines) and any(ln.startswith("Landmarks: ") for ln in lines)
    game = parse("\n".join(lines))  # the header and the lines read back
    assert game.players == letters and game.map == "lake"


def test_a_record_that_ends_during_the_draft_is_refused_in_one_line() -> None:
    rec = Recorder({"map": "autumn", "draft": POOL, "players": 3}, 1)
    g = rec.game
    while g.pending is not None and g.pending.kind != "draft_faction":
        rec.apply(g.legal_actions()[0])
    assert any(isinstance(fr, advanced.Draft) for fr in g.stack)
    with pytest.raises(BadInput, match="draft .* is not over"):
        export_record(json.loads(json.dumps(rec.record())))
