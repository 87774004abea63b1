"""placeholder"""
from woodland.bots.heuristic_common import Strategy


class EyrieStrategy(Strategy):
    key = "eyrie"
