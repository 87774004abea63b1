"""placeholder"""
from woodland.bots.heuristic_common import Strategy


class AllianceStrategy(Strategy):
    key = "alliance"
