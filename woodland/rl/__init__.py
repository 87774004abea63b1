"""Reinforcement-learning interfaces (docs/rl.md): a fixed action space and observation
layout (space.py, observation.py), one driver of a game for learning agents (table.py), and
adapters for PettingZoo (pettingzoo.py), Gymnasium (gymnasium.py) and OpenSpiel
(openspiel.py). Needs the ``rl`` extra (numpy and the libraries): ``pip install woodland[rl]``.
Nothing outside this package imports it: the engine itself stays pure Python."""
