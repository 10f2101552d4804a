"""`show`: one table entry drawn as a board, or a table's first entries."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Sequence

from ..languages import outputs_text, read_generated
from ..mapping import DEFAULT_MAPPING
from ..parse import NotGenerated
from ..selection import PROG
from ..tables import Table, compute_tables
from ..view import parse_indices, show_entry, show_some
from . import options
from .options import UsageError, did_you_mean

_BRACKETED = re.compile(r"(\w+)((?:\[[^\[\]]*\])+)\Z")


def cmd_show(args) -> int:
    if args.file is not None:
        if args.mapping is not None:
            raise UsageError("--mapping and --file exclude each other: a generated file names its own square mapping")
        try:
            tables: Sequence[Table] = read_generated(Path(args.file)).tables
        except NotGenerated as exc:
            raise UsageError(f"{exc}; --file takes a {outputs_text('or')} written by {PROG}") from None
    else:
        tables = compute_tables(DEFAULT_MAPPING if args.mapping is None else options.mapping(args.mapping, "--mapping"))
    name, indices = args.name, list(args.indices)
    bracketed = _BRACKETED.match(name)
    if bracketed:  # BEHIND[d4][g7], as `generate --check` and `diff` print it
        name = bracketed.group(1)
        indices = re.findall(r"\[([^\[\]]*)\]", bracketed.group(2)) + indices
    by_name = {t.name.lower(): t for t in tables}
    table = by_name.get(name.lower())
    if table is None:
        where = f" in {args.file}" if args.file else ""
        raise UsageError(
            f"unknown table {name!r}{where}{did_you_mean(name.upper(), [t.name for t in tables])}; "
            f"accepted: the table names `{PROG} list` prints"
        )
    try:
        index = parse_indices(table, indices)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    lines = show_entry(table, index) if len(index) == len(table.dims) else show_some(table, index)
    print("\n".join(lines))
    return 0
