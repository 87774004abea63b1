"""The engine stays pure Python: only the modules of extras import these libraries —
woodland/rl (the `rl` extra) and woodland/analyze.py (matplotlib, the `analyze` extra)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent / "woodland"
EXTRAS = {"rl", "analyze.py"}
LIBRARIES = {"numpy", "gymnasium", "pettingzoo", "pyspiel", "open_spiel", "matplotlib", "torch", "scipy"}


def test_only_the_rl_package_imports_the_learning_libraries() -> None:
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        if path.relative_to(ROOT).parts[0] in EXTRAS:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            bad += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] in LIBRARIES]
    assert bad == []


def test_importing_woodland_does_not_import_the_rl_package() -> None:
    import subprocess
    import sys

    code = "import sys, woodland, woodland.sim; print(any(m.startswith('woodland.rl') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=ROOT.parent).stdout
    assert out.strip() == "False"
