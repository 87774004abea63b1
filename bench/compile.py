"""An optional compiled build of part of the engine with mypyc, in place; pure Python stays
the reference and the fallback.

    pip install "mypy[mypyc]"
    python bench/compile.py            # compile MODULES next to their sources (.so files)
    python bench/compile.py --check    # which of them Python now imports compiled
    python bench/compile.py --clean    # remove the compiled files: back to pure Python

Python imports a compiled extension in preference to the module's .py file, so nothing else
changes; removing the .so files (``--clean``) falls back to the pure-Python code, which is
what the repository ships and tests. tests/test_compiled.py (skipped unless a compiled
module is found) checks that the compiled build plays the same records as pure Python.

Only modules mypyc compiles *and* that still import compile here: the engine's classes
(``Game``, ``Frame``, ``Faction``, ``Ability``...) are subclassed by the factions, which
stay interpreted, and mypyc classes cannot be (nor have ``__slots__``, nor be built by
``cls.__new__(cls)``); see docs/performance.md, "A compiled build".
"""

from __future__ import annotations

import argparse
import importlib
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: function-only modules of the hot path (no class the interpreted code subclasses)
MODULES = ["woodland/core/rng.py", "woodland/core/observe.py", "woodland/rules/board.py",
           "woodland/rules/victory.py", "woodland/rules/why.py"]


def compiled_files() -> list[Path]:
    return sorted(p for p in (ROOT / "woodland").rglob("*.so")) + sorted(ROOT.glob("*__mypyc*.so"))


def build() -> int:
    if shutil.which("mypyc") is None:
        print('error: mypyc is not installed (pip install "mypy[mypyc]")', file=sys.stderr)
        return 1
    return subprocess.call(["mypyc", *MODULES], cwd=ROOT)


def clean() -> None:
    for p in compiled_files():
        p.unlink()
    for p in (ROOT / "build").glob("*"):  # what mypyc left there: its C sources and objects
        if p.name.startswith(("__native", "temp.", "lib.")) or p.name in ("setup.py", "ops.txt", "woodland"):
            shutil.rmtree(p) if p.is_dir() else p.unlink()


def check() -> None:
    sys.path.insert(0, str(ROOT))
    for m in MODULES:
        name = m[:-3].replace("/", ".")
        f = importlib.import_module(name).__file__ or ""
        print(f"{name}: {'compiled' if f.endswith('.so') else 'pure Python'}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clean", action="store_true", help="remove the compiled files")
    ap.add_argument("--check", action="store_true", help="say which modules are imported compiled")
    args = ap.parse_args()
    if args.clean:
        clean()
        return 0
    if args.check:
        check()
        return 0
    return build()


if __name__ == "__main__":
    sys.exit(main())
