"""The game log (cli/story.py) of whole bot games: seeded games of every faction (13), with
a hireling whose events the log tells, played by the bots with the narrator watching, and
their logs as every seat and a spectator read them (``render.log_lines``). Each kind of
faction line, told by the faction's own words (``FactionWords``), must show in them (``TOLD``).

When the faction lines moved from cli/story.py to the factions' words (2026-11-27), the
logs of these games were compared byte for byte before and after (sha256 of each); the
hashes are not kept as a test, since any change of a bot's play changes them. To see the
logs, run this file as a script: ``python3 tests/cli/test_story_log.py OUT_DIR`` writes each
game's log text there and prints its hash."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from typing import Any

import pytest

from woodland.bots import make_bot
from woodland.cli import render
from woodland.cli.play import telling
from woodland.cli.story import SPECTATOR, Narrator
from woodland.core.game import Game
from woodland.sim import Observation

#: (name, setup, seed, bots): all 13 factions, heuristic and random bots, the Spring Uprising
GAMES: list[tuple[str, dict[str, Any], int, str]] = [
    ("base", {"factions": ["marquise", "eyrie", "alliance", "vagabond"], "hirelings": ["spring_uprising"]},
     9, "heuristic"),
    ("base-random", {"factions": ["marquise", "eyrie", "alliance", "vagabond"]}, 3, "random"),
    ("riverfolk", {"factions": ["lizard", "riverfolk", "corvid", "vagabond", "vagabond2"]}, 1, "heuristic"),
    ("underworld", {"factions": ["duchy", "hundreds", "keepers", "council"]}, 1, "heuristic"),
    ("homeland", {"factions": ["lilypad", "knaves", "corvid", "eyrie", "lizard"]}, 5, "heuristic"),
    ("mixed-random", {"factions": ["riverfolk", "lilypad", "corvid", "lizard", "vagabond"]}, 5, "random"),
]

#: a phrase of each kind of faction line the log tells, and a game that tells it
TOLD = {
    "turns Hated": "riverfolk", "acolytes ": "riverfolk", "funds ": "riverfolk", "Payments +": "riverfolk",
    "'s relationship with ": "riverfolk", " to forest ": "base", "Turmoil (Law 7.7)": "base",
    "Outrage in ": "base", "uprising die": "base", "Supporters stack holds five": "base",
    "flips the plot in": "riverfolk", " guesses a ": "homeland", "Loyalists ": "underworld",
    "Pond: ": "homeland", "takes it easy": "homeland", "Skunks in ": "homeland",
}

MAX_TURNS = 200


def story(setup: dict[str, Any], seed: int, bots: str) -> str:
    """The logs of a bot game, as each seat and then a spectator reads them."""
    g = Game.new(setup, seed)
    players = {f.seat: make_bot(bots, seed * 7919 + f.seat + 1) for f in g.factions}
    nar = Narrator()
    nar.reset(g)
    n = 0
    while g.pending is not None and g.turn < MAX_TURNS:
        p = g.pending
        action = players[p.seat].decide(Observation(g, p.seat), p.options)
        with telling(nar, g, n, p.seat, str(action), g.turn):
            g.apply(action)
        n += 1
    return "\n\n".join("\n".join(render.log_lines(nar.entries, v)) for v in [*range(g.n), SPECTATOR]) + "\n"


_LOGS: dict[str, str] = {}


def log_of(name: str) -> str:
    if name not in _LOGS:
        _, setup, seed, bots = next(x for x in GAMES if x[0] == name)
        _LOGS[name] = story(setup, seed, bots)
    return _LOGS[name]


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize(("phrase", "name"), sorted(TOLD.items()))
def test_the_pinned_games_tell_each_kind_of_faction_line(phrase: str, name: str) -> None:
    assert phrase in log_of(name)


if __name__ == "__main__":  # write the logs to a folder and print their hashes
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name, *_ in GAMES:
        text = log_of(name)
        (out / f"{name}.log").write_text(text)
        print(f"    {name!r}: {digest(text)!r},")
