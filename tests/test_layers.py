"""The layers of the package hold: every import points down the order

    core < rules < cards, factions, landmarks, hirelings < bots, position, oracle, sim, tournament, analyze,
    lawcov, testing, rootlog < cli, server, rl, __main__

(docs/architecture.md). Imports are read from the source with ``ast``, including imports
inside functions and under ``if TYPE_CHECKING:``, so a lazy import cannot hide a dependency
that points up. ``woodland.data`` holds data files and may be read by any layer; the package
itself (``woodland/__init__.py``) registers everything and sits above all layers.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "woodland"

#: top-level part of the module name -> layer (higher may import lower or equal, never higher)
LAYERS = {
    "core": 0,
    "data": 0,
    "rules": 1,
    "cards": 2,
    "factions": 2,
    "landmarks": 2,
    "hirelings": 2,
    "bots": 3,
    "position": 3,
    "oracle": 3,
    "sim": 3,
    "tournament": 3,
    "analyze": 3,
    "lawcov": 3,
    "testing": 3,
    "rootlog": 3,
    "cli": 4,
    "server": 4,
    "rl": 4,
    "__main__": 4,  # ``python3 -m woodland``: the command line
}
TOP = 5  # the package itself: ``import woodland`` registers every layer


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(module: str) -> int:
    """The layer of a woodland module (``woodland.rules.board`` -> 1)."""
    parts = module.split(".")
    if parts == ["woodland"]:
        return TOP
    if parts[1] not in LAYERS:
        raise AssertionError(f"{module}: a new top-level module; give it a layer in tests/test_layers.py "
                             "and docs/architecture.md")
    return LAYERS[parts[1]]


def imports(source: str, module: str, is_package: bool = False) -> list[tuple[int, str]]:
    """Every woodland module that ``source`` (the text of ``module``) imports, with the line:
    at the top and inside functions, absolute and relative."""
    package = module if is_package else module.rpartition(".")[0]
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, a.name) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from . import x, from ..rules import y
                up = package.split(".")
                anchor = up[:len(up) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            # ``from woodland import rules`` imports the subpackage woodland.rules
            names = [f"{base}.{a.name}" for a in node.names] if base == "woodland" else [base]
            out.extend((node.lineno, n) for n in names)
    return [(line, m) for line, m in out if m == "woodland" or m.startswith("woodland.")]


def upward_imports(source: str, module: str, is_package: bool = False) -> list[str]:
    """``line: module (layer) imports other (layer)`` for every import that points up."""
    mine = layer(module)
    return [f"{line}: {module} (layer {mine}) imports {m} (layer {layer(m)})"
            for line, m in imports(source, module, is_package) if layer(m) > mine]


SOURCES = sorted(ROOT.rglob("*.py"))


def test_every_module_has_a_layer() -> None:
    for path in SOURCES:
        layer(module_name(path))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT.parent)))
def test_imports_point_down(path: Path) -> None:
    bad = upward_imports(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")
    assert not bad, f"{path.relative_to(ROOT.parent)} imports against the layer order:\n" + "\n".join(bad)


def test_checker_sees_lazy_and_relative_imports() -> None:
    """The checker itself: an import inside a function, a relative one, and one of a
    subpackage through ``from woodland import ...`` are all found."""
    src = ("from woodland.core.errors import BadInput\n"
           "def f():\n"
           "    from woodland.position import build\n"
           "    from ..rules import board\n"
           "    from woodland import cli\n")
    assert upward_imports(src, "woodland.core.probe") == [
        "3: woodland.core.probe (layer 0) imports woodland.position (layer 3)",
        "4: woodland.core.probe (layer 0) imports woodland.rules (layer 1)",
        "5: woodland.core.probe (layer 0) imports woodland.cli (layer 4)",
    ]
    assert upward_imports(src, "woodland.cli.probe") == []


def test_invalid_position_lives_in_core_and_position_reexports_it() -> None:
    """Factions raise InvalidPosition without importing the position loader (a client)."""
    from woodland import position
    from woodland.core import errors

    assert position.InvalidPosition is errors.InvalidPosition
    assert position.Problem is errors.Problem
    assert issubclass(errors.InvalidPosition, errors.BadInput)
