"""`show`: one table entry drawn as a board, or a table's first entries."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Optional, Sequence

from ..languages import LANGUAGES, engine_files, outputs_text, read_generated, sliders_file, spelled
from ..mapping import DEFAULT_MAPPING
from ..parse import NotGenerated
from ..selection import PROG
from ..sliders import slider_tables
from ..tables import ENGINE_TABLES, Table, compute_tables
from ..view import parse_indices, show_entry, show_some
from . import options
from .options import UsageError, did_you_mean

_BRACKETED = re.compile(r"(\w+)((?:\[[^\[\]]*\])+)\Z")


def _find(tables: Sequence[Table], name: str, languages=LANGUAGES, prefix: Optional[str] = None) -> Optional[Table]:
    """Returns the table of `tables` named `name`: its contract name in any case, or
    the name one of `languages` writes it by (Go's PieceAttacksTable), or with
    `prefix` before it (the C header's BB_BEHIND); None if there is none."""
    if prefix and name.startswith(prefix):
        name = name[len(prefix) :]
    found = {t.name.lower(): t for t in tables}.get(name.lower())
    if found is None:
        own = spelled(name, [t.name for t in tables], languages)
        found = next((t for t in tables if t.name in own), None)
    return found


def _unknown(name: str, tables: Sequence[Table], file: Optional[str], language: Optional[str] = None) -> str:
    """Returns the error of a table name not among `tables` (those of `file`, written by
    `language`, else of every output): the near miss, else which output holds the name."""
    names = [t.name for t in tables]
    if file is None:
        return f"unknown table {name!r}{did_you_mean(name.upper(), names)}; accepted: the table names `{PROG} list` prints"
    engine = [f.name for lang, f in engine_files() if lang.name == language]
    if name.upper() in ENGINE_TABLES and engine and Path(file).name != engine[0]:
        hint = f": it is a table of {engine[0]}, not of this file"
    elif name.upper() in {t.name for t in compute_tables()}:
        hint = f": it is a table of {', '.join(lang.files[0].name for lang in LANGUAGES)}, not of this file"
    elif name.upper() in {t.name for t in slider_tables(DEFAULT_MAPPING)}:
        hint = f": it is a table of {sliders_file()[1].name}, not of this file"
    else:
        hint = did_you_mean(name.upper(), names)
    return f"unknown table {name!r} in {file}{hint}; this file holds {', '.join(names) or 'no table'}"


def cmd_show(args) -> int:
    if args.file is not None:
        if args.mapping is not None:
            raise UsageError("--mapping and --file exclude each other: a generated file names its own square mapping")
        try:
            generated = read_generated(Path(args.file))
        except NotGenerated as exc:
            raise UsageError(f"{exc}; --file takes a {outputs_text('or')} written by {PROG}") from None
        tables: Sequence[Table] = generated.tables
        # the file's own names too: those of its language, and its prefix's
        languages, prefix = [l for l in LANGUAGES if l.name == generated.language], generated.prefix
        language: Optional[str] = generated.language
    else:
        tables = compute_tables(DEFAULT_MAPPING if args.mapping is None else options.mapping(args.mapping, "--mapping"))
        languages, prefix, language = LANGUAGES, None, None
    name, indices = args.name, list(args.indices)
    bracketed = _BRACKETED.match(name)
    if bracketed:  # BEHIND[d4][g7], as `generate --check` and `diff` print it
        name = bracketed.group(1)
        indices = re.findall(r"\[([^\[\]]*)\]", bracketed.group(2)) + indices
    table = _find(tables, name, languages, prefix)
    if table is None and args.file is None:  # the sliders header's, computed only when asked
        tables = [*tables, *slider_tables(DEFAULT_MAPPING if args.mapping is None else options.mapping(args.mapping, "--mapping"))]
        table = _find(tables, name, languages, prefix)
    if table is None:
        raise UsageError(_unknown(name, tables, args.file, language))
    try:
        index = parse_indices(table, indices)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    lines = show_entry(table, index) if len(index) == len(table.dims) else show_some(table, index)
    print("\n".join(lines))
    return 0
