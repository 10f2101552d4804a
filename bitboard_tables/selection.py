"""Choosing what one generation emits: tables, functions, prefix, namespace,
mapping, languages, files.

`select` turns the options of `generate` into a `Selection`; every output of
every chosen language is rendered from it (`languages.render_outputs`), each
from the selection of that one file, which records the options that make it and
nothing else (`regenerate_command`).
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, replace
from typing import Optional, Sequence, Tuple

from .functions import ENGINE_GROUPS, FUNCTIONS, board_functions, closure, functions_by_name
from .mapping import DEFAULT_MAPPING, Mapping
from .tables import ENGINE_TABLES, Table, compute_tables

DEFAULT_PREFIX = "BB"
PROG = "bitboard-tables"
ALL = "all"  # `--only all`: every table and function; `--lang all`: every language
VARIANTS = ("sliders", "lazy_fill_check", "mask_to_64_bits")  # Selection's variants, each True by default


@dataclass(frozen=True)
class Selection:
    """What one generation emits: the tables and functions, the prefix, the square
    mapping, the languages, and the options of `generate` that chose them."""

    tables: Tuple[Table, ...]
    functions: tuple
    prefix: str = DEFAULT_PREFIX
    mapping: Mapping = DEFAULT_MAPPING
    languages: Optional[Tuple[str, ...]] = None  # language names; None: every language
    # the package or namespace the files declare, dotted (com.example.engine); None:
    # each language's own default
    namespace: Optional[str] = None
    files: Optional[Tuple[str, ...]] = None  # the names of the files written; None: every one
    # (flag, value) of every option that shapes the output, each in one canonical
    # spelling (names in `list` order, the prefix in capitals), so that equal
    # selections give equal bytes; the outputs record them
    options: Tuple[Tuple[str, str], ...] = (
        ("--mapping", DEFAULT_MAPPING.name),
        ("--only", ALL),
        ("--prefix", DEFAULT_PREFIX),
    )
    # The variants below are no options of `generate`: the bench races each default
    # output against the variant without one of its parts (bench/rust.py, zig.py,
    # java.py, csharp.py, js.py, py_lookups.py), rendered by the languages from the
    # selection as the default is. No banner records them: a variant's file is no
    # output to check or commit.
    # the slider techniques, where the selection holds what they read; False: none,
    # the kindergarten-only outputs the techniques are raced against
    sliders: bool = True
    # Rust: a lookup of a packed slider table first checks that its fill group is
    # filled and fills it if not; False: it reads the table unchecked, right only
    # after fill_slider_tables() (bench/rust.py times what the check costs; users
    # who fill first have fill_slider_tables()'s SliderTables, unchecked and safe)
    lazy_fill_check: bool = True
    # Python: popcount and occluded_fill cut their int to 64 bits; False: not,
    # right only for ints already in 0..2**64-1 (bench/py_lookups.py times the cut)
    mask_to_64_bits: bool = True

    @property
    def variants(self) -> Tuple[Tuple[str, bool], ...]:
        """Returns (field, value) of each variant above that is not its default: none
        for every selection of `generate`."""
        return tuple((name, getattr(self, name)) for name in VARIANTS if getattr(self, name) is not True)

    @property
    def names(self) -> frozenset:
        """Returns the names of its tables and functions."""
        return frozenset(t.name for t in self.tables) | frozenset(f.name for f in self.functions)


def engine_part(selection: Selection, engine: bool = True) -> Selection:
    """Returns `selection` with only its engine tables (tables.ENGINE_TABLES) and the
    functions that read them (functions.ENGINE_GROUPS), or with `engine` False only
    the rest: the two halves a language writes in two files (C's bitboards_engine.h
    and bitboards.h). Its options stay the whole selection's: one command writes both.
    On a board other than 8x8 the engine part is empty and the rest the whole: C's
    header of a board holds its engine tables, one file as in every other language."""
    apart = selection.mapping.board.is_default  # on 8x8 alone: they would slow every compile of bitboards.h by a third
    tables = tuple(t for t in selection.tables if (apart and t.name in ENGINE_TABLES) == engine)
    functions = tuple(f for f in selection.functions if (apart and f.group in ENGINE_GROUPS) == engine)
    return replace(selection, tables=tables, functions=functions)


def select(
    only: Optional[Sequence[str]] = None,
    prefix: str = DEFAULT_PREFIX,
    mapping: Mapping = DEFAULT_MAPPING,
    languages: Optional[Sequence[str]] = None,
    namespace: Optional[str] = None,
    files: Optional[Sequence[str]] = None,
) -> Selection:
    """Returns the selection of `only` (table and function names) and what they need
    in `mapping`, in `languages` (names in registry order), declared in `namespace`,
    of the files named `files`; everything when `only` is None, every language when
    `languages` is None, every file of those when `files` is None; on a board other
    than 8x8 (`mapping.board`) its tables (tables.BOARD_TABLES) and functions
    (functions.board_functions).
    Raises KeyError naming an unknown table or function, or one the board lacks."""
    tables = compute_tables(mapping)
    board = mapping.board
    if not board.is_default:
        on_board = board_functions(mapping, [t.name for t in tables])
        missing = [name for name in only or () if name not in {t.name for t in tables} | {f.name for f in on_board}]
        if missing:
            raise KeyError(missing[0])
        table_names, function_names = closure(only or [t.name for t in tables] + [f.name for f in on_board], [t.name for t in tables], mapping)
        chosen = tuple(t for t in tables if t.name in table_names)
        functions = tuple(f for f in on_board if f.name in function_names)
    elif only is None:
        chosen, functions = tables, FUNCTIONS
    else:
        table_names, function_names = closure(only, [t.name for t in tables], mapping)
        by_fn = functions_by_name()
        chosen = tuple(t for t in tables if t.name in table_names)
        functions = tuple(by_fn[n] for n in function_names)
    listed = [t.name for t in tables] + [f.name for f in FUNCTIONS]
    only_text = ALL if only is None else ",".join(n for n in listed if n in set(only))
    options = [("--mapping", mapping.name), ("--only", only_text), ("--prefix", prefix.upper())]
    if not board.is_default:  # the 8x8 board is the default, and records nothing
        options.insert(0, ("--board", board.name))
    if namespace is not None:
        options.append(("--namespace", namespace))
    if languages is not None:  # every language is the default, and records nothing
        options.append(("--lang", ",".join(languages)))
    if files is not None:
        options.append(("--file", ",".join(files)))
    return Selection(
        chosen,
        functions,
        prefix,
        mapping,
        None if languages is None else tuple(languages),
        namespace,
        None if files is None else tuple(files),
        tuple(options),
    )


def regenerate_command(selection: Selection) -> str:
    """Returns the command that writes the outputs of `selection` into the current
    directory: every option spelled out, and no configuration file read, so that
    none can change what it writes (a namespace, say, where the file declares the
    language's own). The selection of one file (`file_selection`) gives
    the command that writes that file alone."""
    options = [f"{flag} {shlex.quote(value)}" for flag, value in selection.options]
    return " ".join([PROG, "generate", "--no-config", "--out", ".", *options])


def file_selection(selection: Selection, language, output) -> Selection:
    """Returns the selection of the one file `output` (an OutputFile) of `language` (a
    Language, languages/language.py) under `selection`: its options those that
    shape that file, each spelled out, so that the command its banner records
    (`regenerate_command`) writes that file and nothing else: the language, the
    file where the language writes several, the mapping and the subset, the
    prefix where the language takes one, the namespace where it declares one and
    one is given."""
    options = dict(selection.options)
    chosen = [("--lang", language.name)]
    if len([f for f in language.files if not (f.boards_only and selection.mapping.board.is_default)]) > 1:
        chosen.append(("--file", output.file_name(selection)))
    if "--board" in options:
        chosen.append(("--board", options["--board"]))
    chosen += [("--mapping", options["--mapping"]), ("--only", options["--only"])]
    if language.takes_prefix:
        chosen.append(("--prefix", options["--prefix"]))
    if language.namespace_help and selection.namespace is not None:
        chosen.append(("--namespace", selection.namespace))
    files = (output.file_name(selection),)
    return replace(selection, languages=(language.name,), files=files, options=tuple(chosen))
