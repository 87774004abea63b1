"""``woodland rootlog export|import``: game records in the community's notation (docs/rootlog.md)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console

from woodland.core.errors import BadInput
from woodland.core.jsonio import check_writable, read_text

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Rootlog V2, the community's notation: export records to it, import games from it.")
console = Console(soft_wrap=True)
errors = Console(soft_wrap=True, stderr=True)


@app.command("export")
def export_cmd(
    record: Path = typer.Argument(..., help="a woodland record (JSON), or a file of records (JSON lines)"),
    which: int | None = typer.Option(None, "--record", min=1, help="which record of a JSON-lines file"),
    out: Path | None = typer.Option(None, "--out", "-o", help="write the Rootlog text here (default: print it)"),
) -> None:
    """Write a record's game in Rootlog V2: one line per turn (docs/rootlog.md)."""
    from woodland.core.record import load_records
    from woodland.rootlog.export import export_record

    if out is not None:
        check_writable(out)
    records = load_records(record)
    if which is None and len(records) > 1:
        raise BadInput("--record", f"{record} holds {len(records)} records: say which one to export")
    if which is not None and which > len(records):
        raise BadInput("--record", f"{record} holds {len(records)} record(s), not {which}")
    line, rec = records[(which or 1) - 1]
    if isinstance(rec, BadInput):
        raise rec
    text = export_record(rec)
    if out is None:
        console.out(text, end="", highlight=False)
        return
    out.write_text(text, encoding="utf-8")
    console.print(f"Rootlog written to {out}")


def _rootlog_text(file: Path) -> str:
    """A Rootlog file's text: UTF-8, or else Windows-1252, as some people's editors write
    (an early copy of a published game has its comment's dash so, byte 0x96): the notation is
    ASCII, only comments and names may be other."""
    try:
        return read_text(file)
    except BadInput as e:
        if "UTF-8" not in str(e):
            raise
        return Path(file).expanduser().read_bytes().decode("cp1252", errors="replace")


@app.command("import")
def import_cmd(
    file: Path = typer.Argument(..., help="a Rootlog V2 game (text)"),
    out: Path | None = typer.Option(None, "--out", "-o", help="write the woodland record here (default: print it)"),
    budget: int = typer.Option(20000, "--budget", min=1, help="decisions tried per line before giving up"),
    fill_payments: bool = typer.Option(False, "--fill-payments",
                                       help="choose a payment the rules require that a line leaves out (the wood "
                                            "of a Marquise building, items exhausted for a Riverfolk service), "
                                            "each reported as a warning (docs/rulings.md R496)"),
) -> None:
    """Rebuild a Rootlog game in the engine and write it as a woodland record (replay it with
    `woodland replay`); the first line that no legal decisions reproduce is named, with the Law."""
    from woodland.rootlog.importer import import_text

    if out is not None:
        check_writable(out)  # before the search: a rebuilt game is never lost
    warnings: list[str] = []
    try:
        rec = import_text(_rootlog_text(file), budget, fill_payments=fill_payments, warnings=warnings)
    finally:  # the payments filled in the lines played, a later line failing or not
        for w in warnings:
            errors.print(f"warning: {w}", highlight=False)
    text = json.dumps(rec)
    if out is None:
        console.out(text, highlight=False)
        return
    out.write_text(text + "\n", encoding="utf-8")
    n = len(rec["actions"])
    console.print(f"record written to {out} ({n} actions)")
