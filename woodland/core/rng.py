"""A tiny seeded random number generator owned by the game state.

The engine draws every shuffle and die roll from this generator so that a game is
fully determined by ``(setup, seed, actions)``. Its whole state is one integer, so
copying a game copies it for free and it serialises as a number. The algorithm is
SplitMix64 (Steele, Lea & Flood 2014): fast, well mixed, and simple enough to be
identical on every Python version.
"""

from __future__ import annotations

from typing import Any, MutableSequence, Sequence, TypeVar

from woodland.core.errors import BadInput

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

#: a seed is a 64-bit number: the whole state of the generator below
MAX_SEED = (1 << 64) - 1


def check_seed(v: Any, field: str = "seed") -> int:
    """A seed: an integer from 0 to 2^64 - 1 (a larger one would silently be the same
    game as a smaller one)."""
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadInput(field, f"must be an integer, got {v!r}")
    if not 0 <= v <= MAX_SEED:
        raise BadInput(field, f"{v} is out of range (0 to 2^64 - 1)")
    return v


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling: no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK + 1) % n
        while True:
            # next64(), inlined: this is the hottest call of a random playout
            self.state = s = (self.state + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x <= limit:
                return x % n

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def mark(self) -> object:
        """Changes with every value drawn (``Game.knowledge``)."""
        return self.state

    def copy(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.state = self.state
        return r


class ScriptedRng(Rng):
    """An RNG that returns scripted values first (battle dice, the values of a shuffle...),
    then falls back to a seeded generator. ``ScriptedRng([3, 1])`` makes the next battle roll
    3 and 1. A record's ``chance`` (woodland.core.record) replays through one."""

    __slots__ = ("script",)

    def __init__(self, script: list[int], seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(script)

    def below(self, n: int) -> int:
        if self.script:
            v = self.script.pop(0)
            if not 0 <= v < n:
                raise ValueError(f"scripted value {v} outside range({n})")
            return v
        return super().below(n)

    def mark(self) -> object:
        return (self.state, len(self.script))

    def copy(self) -> "ScriptedRng":
        r = ScriptedRng(self.script, 0)
        r.state = self.state
        return r
