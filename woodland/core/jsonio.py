"""Reading the files a user gives the engine (positions, saves, records) and checking where
it will write, with one :class:`BadInput` line for every problem and never a traceback.

Every command reads its JSON through :func:`read_json` (or :func:`parse_json` for one line
of a JSON-lines file), so a file that is missing, not UTF-8, not JSON or absurdly nested
is reported the same way everywhere.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from woodland.core.errors import BadInput

#: deeper than any file the engine writes (a saved game nests 6 levels): anything deeper is
#: refused before the rest of the engine walks it recursively
MAX_DEPTH = 64


def read_text(path: str | Path) -> str:
    """The text of ``path`` (UTF-8)."""
    try:
        return Path(path).expanduser().read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise BadInput(str(path), "not a text file (it is not valid UTF-8)") from None
    except OSError as e:
        raise BadInput(str(path), f"cannot read: {e.strerror or e}") from None


def parse_json(text: str, where: str, line: int | None = None) -> Any:
    """The JSON value of ``text``; ``where`` names it in the error (a path), ``line`` the
    line of the file ``text`` is (for one line of a JSON-lines file)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        lineno = e.lineno if line is None else line
        raise BadInput(where, f"not valid JSON (line {lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise BadInput(where, f"nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:  # e.g. an integer of more than 4300 digits
        raise BadInput(where, f"not valid JSON ({e})") from None
    check_depth(data, where)
    return data


def read_json(path: str | Path) -> Any:
    """The JSON value of the file ``path``."""
    return parse_json(read_text(path), str(path))


def check_depth(data: Any, where: str, limit: int = MAX_DEPTH) -> None:
    """Refuse data nested more than ``limit`` levels (YAML, or JSON built in Python)."""
    todo = [(data, 1)]
    while todo:
        v, depth = todo.pop()
        if isinstance(v, (dict, list)):
            if depth > limit:
                raise BadInput(where, f"nested more than {limit} levels deep")
            todo.extend((x, depth + 1) for x in (v.values() if isinstance(v, dict) else v))


def check_writable(path: str | Path) -> Path:
    """Check, before any work is done, that a file can be written at ``path``: its folder
    exists and it is not a folder itself (so a finished game's record is never lost)."""
    p = Path(path).expanduser()
    if p.is_dir():
        raise BadInput(str(path), "cannot write: it is a folder")
    if not p.parent.is_dir():
        raise BadInput(str(path), f"cannot write: there is no folder {str(p.parent)!r}")
    return p
