"""Rules of thumb for the Riverfolk Company (ch. 11). Decisions without a rule here fall
back to the shared rules of :mod:`woodland.bots.heuristic_common`."""

from __future__ import annotations

from woodland.bots.heuristic_common import Strategy


class RiverfolkStrategy(Strategy):
    key = "riverfolk"
