"""placeholder"""
from woodland.bots.heuristic_common import Strategy


class VagabondStrategy(Strategy):
    key = "vagabond"
