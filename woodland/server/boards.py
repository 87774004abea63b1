"""Each player's faction board as a picture: a list of parts the browser client draws
(static/boards.js), one per field of the board in the view (``Faction.public_board``).

A part is chosen by the shape of the field's value, so a new faction's board is drawn
with no change here nor in the client: a number is a pile of that many pieces, a list a
row of cards or chips, a mapping of numbers labelled piles, a mapping of lists columns
(a Decree), any other mapping a group of parts. What the view does not hold is named in
the faction's words.json, under ``picture``, per field:

- ``{"draw": "track", "spaces": PATH, "marks": {"VP": PATH, ...}}``: the field counts the
  pieces still on a track (per row when it is a mapping); PATH finds in the faction's
  data.json the number of spaces and what each space shows (dots between keys; ``{}``
  stands for the row's key, e.g. ``buildings.{}.vp``). Pieces are taken from the left,
  so the pieces left cover the last spaces.
- ``{"draw": "items", "flags": {"_x": "exhausted", ...}}``: each value is an item whose
  name ends with the flags of its state.
- ``{"draw": "ladder", "steps": [...], "names": [...]}``: each value is a marker on one
  of the steps (relationships).
- ``{"draw": "text"}``: a number that is no count (the clearing a piece is in).
- ``{"label": ...}`` names the part; ``{"hide": true}`` leaves the field out.
"""

from __future__ import annotations

from typing import Any

from woodland.core.faction import FACTIONS


def _label(field: str, spec: dict[str, Any]) -> str:
    return str(spec.get("label") or field.replace("_", " "))


def _lookup(data: Any, path: str, row: str) -> Any:
    """The value at the dotted ``path`` of ``data`` (``{}``: the row's key), or None."""
    for key in path.replace("{}", row).split("."):
        if isinstance(data, dict) and key in data:
            data = data[key]
        elif isinstance(data, list) and key.isdigit() and int(key) < len(data):
            data = data[int(key)]
        else:
            return None
    return data


def _track(field: str, value: Any, spec: dict[str, Any], data: dict[str, Any]) -> dict[str, Any]:
    rows = value.items() if isinstance(value, dict) else [("", value)]
    out = []
    for row, left in rows:
        spaces = _lookup(data, spec.get("spaces", ""), row)
        n = spaces if isinstance(spaces, int) else len(spaces) if isinstance(spaces, list) else int(left or 0)
        marks = {name: _lookup(data, path, row) for name, path in spec.get("marks", {}).items()}
        out.append({"label": row, "spaces": n, "left": int(left or 0),
                    "marks": {k: v for k, v in marks.items() if isinstance(v, list)}})
    return {"kind": "track", "label": _label(field, spec), "rows": out}


def _items(field: str, value: Any, spec: dict[str, Any]) -> dict[str, Any]:
    flags: dict[str, str] = spec.get("flags", {})
    out = []
    for it in value or []:
        name, states = str(it), []
        for flag, state in sorted(flags.items(), key=lambda kv: -len(kv[0])):
            if flag in name:
                name = name.replace(flag, "")
                states.append(state)
        out.append({"name": name, "states": sorted(states)})
    return {"kind": "items", "label": _label(field, spec), "items": out}


def _ladder(field: str, value: Any, spec: dict[str, Any]) -> dict[str, Any]:
    steps = list(spec.get("steps", []))
    names = list(spec.get("names", [str(s) for s in steps]))
    return {"kind": "ladder", "label": _label(field, spec), "steps": names,
            "markers": {k: steps.index(v) for k, v in (value or {}).items() if v in steps}}


def part(field: str, value: Any, spec: dict[str, Any] | None = None,
         data: dict[str, Any] | None = None) -> dict[str, Any]:
    """One field of a board as a part of its picture (see the module's docstring)."""
    spec = spec or {}
    draw = spec.get("draw")
    label = _label(field, spec)
    if draw == "track":
        return _track(field, value, spec, data or {})
    if draw == "items":
        return _items(field, value, spec)
    if draw == "ladder" and isinstance(value, dict):
        return _ladder(field, value, spec)
    if draw == "text":
        return {"kind": "text", "label": label, "text": value}
    if isinstance(value, bool) or value is None or isinstance(value, (str, float)):
        return {"kind": "text", "label": label, "text": value}
    if isinstance(value, int):
        return {"kind": "count", "label": label, "n": value}
    if isinstance(value, list):
        return {"kind": "chips", "label": label, "chips": [str(x) for x in value]}
    if isinstance(value, dict) and all(isinstance(v, int) and not isinstance(v, bool) for v in value.values()):
        return {"kind": "counts", "label": label, "counts": value}
    if isinstance(value, dict) and all(isinstance(v, list) for v in value.values()):
        return {"kind": "columns", "label": label, "columns": {k: [str(x) for x in v] for k, v in value.items()}}
    if isinstance(value, dict):
        return {"kind": "group", "label": label, "parts": [part(k, v) for k, v in value.items()]}
    return {"kind": "text", "label": label, "text": str(value)}


def picture(key: str, board: Any) -> list[dict[str, Any]]:
    """The parts of faction ``key``'s board, field by field (its words.json's ``picture``
    says what the view does not: the spaces of a track, the state of an item...)."""
    cls = FACTIONS.get(key)
    words = (cls.words() if cls is not None else None) or {}
    specs: dict[str, Any] = words.get("picture", {})
    data = cls.DATA if cls is not None else {}
    if not isinstance(board, dict):
        return [part("board", board)]
    return [part(k, v, specs.get(k), data) for k, v in board.items() if not (specs.get(k) or {}).get("hide")]
