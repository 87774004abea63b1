"""Refresh the tables of docs/rl.md from the engine (run after adding a kind, a faction, a
card or a decision): the action space of ``python -m woodland.rl.space``, the observation
layout of ``python -m woodland.rl.observation``, the decision count and the sizes printed
by bench/rl.py.   usage: python tools/rl_docs.py"""

from __future__ import annotations

import re
from pathlib import Path

from woodland.core.kinds import DECISIONS
from woodland.rl.observation import Observer, markdown as observation_table
from woodland.rl.space import action_space, markdown

DOC = Path(__file__).resolve().parent.parent / "docs" / "rl.md"


def replace_table(doc: str, header: str, table: str) -> str:
    """Replace the markdown table starting with ``header`` by ``table``."""
    lines = doc.split("\n")
    start = next(i for i, line in enumerate(lines) if line == header)
    end = start
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    return "\n".join(lines[:start] + table.rstrip("\n").split("\n") + lines[end:])


def main() -> None:
    doc = DOC.read_text()
    for table in (markdown(), observation_table()):
        doc = replace_table(doc, table.split("\n", 1)[0], table)
    doc = re.sub(r"decision \| \d+ \|", f"decision | {len(DECISIONS) + 1} |", doc)
    doc = re.sub(r"action_space_size: \d+", f"action_space_size: {action_space().n}", doc)
    doc = re.sub(r"observation_size: \d+", f"observation_size: {Observer().size}", doc)
    DOC.write_text(doc)
    print(f"{DOC}: refreshed")


if __name__ == "__main__":
    main()
