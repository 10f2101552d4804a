"""Choosing what one generation emits: tables, functions, prefix, mapping, languages.

`select` turns the options of `generate` into a `Selection`; every output of
every chosen language is rendered from it (`languages.render_outputs`), and
each records the options that made it (`regenerate_command`).
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from typing import Optional, Sequence, Tuple

from .functions import FUNCTIONS, closure, functions_by_name
from .mapping import DEFAULT_MAPPING, Mapping
from .tables import Table, compute_tables

DEFAULT_PREFIX = "BB"
PROG = "bitboard-tables"
ALL = "all"  # `--only all`: every table and function; `--lang all`: every language


@dataclass(frozen=True)
class Selection:
    """What one generation emits: the tables and functions, the prefix, the square
    mapping, the languages, and the options of `generate` that chose them."""

    tables: Tuple[Table, ...]
    functions: tuple
    prefix: str = DEFAULT_PREFIX
    mapping: Mapping = DEFAULT_MAPPING
    languages: Optional[Tuple[str, ...]] = None  # language names; None: every language
    # (flag, value) of every option that shapes the output, each in one canonical
    # spelling (names in `list` order, the prefix in capitals), so that equal
    # selections give equal bytes; the outputs record them
    options: Tuple[Tuple[str, str], ...] = (
        ("--mapping", DEFAULT_MAPPING.name),
        ("--only", ALL),
        ("--prefix", DEFAULT_PREFIX),
    )

    @property
    def names(self) -> frozenset:
        """Returns the names of its tables and functions."""
        return frozenset(t.name for t in self.tables) | frozenset(f.name for f in self.functions)


def select(
    only: Optional[Sequence[str]] = None,
    prefix: str = DEFAULT_PREFIX,
    mapping: Mapping = DEFAULT_MAPPING,
    languages: Optional[Sequence[str]] = None,
) -> Selection:
    """Returns the selection of `only` (table and function names) and what they need
    in `mapping`, in `languages` (names in registry order); everything when `only`
    is None, every language when `languages` is None. Raises KeyError naming an
    unknown table or function."""
    tables = compute_tables(mapping)
    if only is None:
        chosen, functions = tables, FUNCTIONS
    else:
        table_names, function_names = closure(only, [t.name for t in tables], mapping)
        by_fn = functions_by_name()
        chosen = tuple(t for t in tables if t.name in table_names)
        functions = tuple(by_fn[n] for n in function_names)
    listed = [t.name for t in tables] + [f.name for f in FUNCTIONS]
    only_text = ALL if only is None else ",".join(n for n in listed if n in set(only))
    options = [("--mapping", mapping.name), ("--only", only_text), ("--prefix", prefix.upper())]
    if languages is not None:  # every language is the default, and records nothing
        options.append(("--lang", ",".join(languages)))
    return Selection(chosen, functions, prefix, mapping, None if languages is None else tuple(languages), tuple(options))


def regenerate_command(selection: Selection) -> str:
    """Returns the command that writes the outputs of `selection` into the current
    directory: every option spelled out, so that no configuration file can change
    what it writes."""
    options = [f"{flag} {shlex.quote(value)}" for flag, value in selection.options]
    return " ".join([PROG, "generate", "--out", ".", *options])
