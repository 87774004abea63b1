"""Factions are found, not listed: every package under woodland/factions registers its
faction with its facts (data.json) and its words (words.json) beside its rules."""

from __future__ import annotations

import pkgutil

import woodland.factions
from woodland.core.faction import FACTIONS


def test_every_faction_package_registers_and_every_faction_has_a_package() -> None:
    packages = {m.name for m in pkgutil.iter_modules(woodland.factions.__path__) if m.ispkg}
    homes = {cls.__module__.split(".")[2] for cls in FACTIONS.values()}
    assert homes == packages
    for key, cls in FACTIONS.items():
        assert cls.key == key and cls.DATA, key
        assert cls.DATA["title"] == cls.title or key == "vagabond2"  # 9.7: plays from the Vagabond's data


def test_every_faction_explains_its_board_in_words() -> None:
    for key, cls in FACTIONS.items():
        words = cls.words()
        assert words is not None and words["about"] and words["board"], key
    assert FACTIONS["vagabond2"].words() != FACTIONS["vagabond"].words()  # the second board has its own
