"""Rules coverage: which Law rule ids have at least one test marked ``@pytest.mark.law``.

Position tests kept as data (JSON files under a ``positions`` folder of the tests, run by
tests/test_positions.py) name their rule ids in ``"expect": {"rules": [...]}``; those
count too.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

from woodland.core.errors import BadInput

_MARK = re.compile(r"mark\.law\(([^)]*)\)")
_STR = re.compile(r"""["']([^"']+)["']""")


def rule_ids() -> list[tuple[str, str]]:
    text = resources.files("woodland.data.law").joinpath("rule_ids.tsv").read_text()
    out = []
    for line in text.splitlines():
        if line.strip():
            rid, _, title = line.partition("\t")
            out.append((rid.strip(), title.strip()))
    return out


def chapter(rid: str) -> str:
    return rid.split(".")[0]


def tested_ids(tests: Path) -> set[str]:
    if not tests.is_dir():
        raise BadInput("--tests", f"no test folder at {tests}")
    found: set[str] = set()
    for p in sorted(tests.rglob("*.py")):
        for m in _MARK.finditer(p.read_text(errors="replace")):
            found.update(_STR.findall(m.group(1)))
    for p in sorted(tests.rglob("*.json")):
        if "positions" not in p.relative_to(tests).parts:
            continue
        found.update(_position_rules(p))
    return found


def _position_rules(path: Path) -> list[str]:
    """The ``expect.rules`` ids of a position test file (none if it is not one)."""
    try:
        data = json.loads(path.read_text(errors="replace"))
    except (OSError, ValueError):
        return []
    expect = data.get("expect") if isinstance(data, dict) else None
    ids = expect.get("rules") if isinstance(expect, dict) else None
    return [x for x in ids if isinstance(x, str)] if isinstance(ids, list) else []


def parse_chapters(spec: str | None, all_chapters: list[str]) -> list[str]:
    """``"1-7,M"`` -> ["1", ..., "7", "M"]."""
    if not spec:
        return all_chapters
    out: list[str] = []
    for part in spec.split(","):
        part = part.strip()
        if "-" in part:
            a, b = part.split("-", 1)
            if not (a.isdigit() and b.isdigit()):
                raise BadInput("--chapters", f"bad range {part!r}")
            out += [str(i) for i in range(int(a), int(b) + 1)]
        elif part:
            out.append(part)
    for c in out:
        if c not in all_chapters:
            raise BadInput("--chapters", f"no chapter {c!r} in the rule list")
    return out


def coverage(tests: Path, chapters: str | None = None) -> tuple[list[tuple[str, int, int, list[str]]], int, int]:
    """Per chapter (name, tested, total, missing ids), then totals over the chosen chapters."""
    ids = rule_ids()
    order: list[str] = []
    for rid, _ in ids:
        ch = chapter(rid)
        if ch not in order:
            order.append(ch)
    chosen = parse_chapters(chapters, order)
    found = tested_ids(tests)
    rows = []
    tt = tot = 0
    for ch in chosen:
        mine = [rid for rid, _ in ids if chapter(rid) == ch]
        hit = [r for r in mine if r in found]
        rows.append((ch, len(hit), len(mine), [r for r in mine if r not in found]))
        tt += len(hit)
        tot += len(mine)
    return rows, tt, tot
