"""The Java language: `Bitboards.java`, one class `bitboards.Bitboards` without
dependencies, for Java 11 and later.

Everything the tool knows about Java: the file and how it is rendered, the
literal and comment syntax of its tables, the Java types of the element types and
argument kinds, its names (`java_name`: camelCase functions, the tables and
enumeration constants in capitals as the contract spells them), the filters of
its templates and its reader (reader.py). Java takes no prefix: a class is a
namespace of its own, `bitboards.Bitboards`, in the package `bitboards`.

A class file holds at most 64 KB of bytecode per method, the static initializer
included, and 65,535 constant-pool entries, so an array initializer of the
17,808 entries (some 8 bytes of code and a long constant each) does not compile.
The bitboard and byte tables are written as text instead: fixed-width hex digits
in string constants, one constant per table or, for a table of two indices, per
row of its first index (a string constant holds at most 65,535 bytes; a row of
BETWEEN 1,088), which the class decodes once, when it is loaded. DIR_SHIFT, eight
signed ints, is an array initializer.
"""

from __future__ import annotations

from pathlib import Path
from typing import List, Tuple

from ...functions import BITBOARD, FUNCTIONS, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import VALUES_PER_LINE, Syntax, decimal, hex8, range_label
from ...mapping import Mapping
from ...render import Renderer
from ...selection import Selection
from ...tables import INT, U8, U64, Table
from ..language import Language, OutputFile, Reading
from . import reader

ELEMENTS = {U64: "long", U8: "int", INT: "int"}
# every integer argument is an index (a square, piece, direction, file or rank)
# and every integer result a square or a count; a name is a String, no square is
# -1 (as in C), and the squares of a bitboard an int[], lowest first
KINDS = {BITBOARD: "long", INTEGER: "int", NAME: "String", SQUARE_OR_NONE: "int", SQUARES: "int[]"}
SYNTAX = Syntax("{", "}", "// {}", {U64: "0x{:016x}L".format, U8: hex8, INT: decimal})
MODULE = "Bitboards.java"
PACKAGE = "bitboards"
CLASS = "Bitboards"
# the hex digits of one value of a packed table, by element type, and the
# decoder of each (a static method of the class, in the template)
DIGITS = {U64: 16, U8: 2}
DECODERS = {U64: "longs", U8: "bytes"}


def java_name(name: str) -> str:
    """Returns the Java name of a table, function or enumeration constant of the
    contract: a function's in camelCase (rank_attacks is rankAttacks), a table's or
    a constant's as the contract writes it (RANK_MASK_EX, NOEA, A1)."""
    if name.isupper() or not name.islower():
        return name
    first, *rest = name.split("_")
    return first + "".join(word.capitalize() for word in rest)


FUNCTION_NAMES = frozenset(java_name(f.name) for f in FUNCTIONS)


def packed(table: Table) -> bool:
    """Whether `table` is written as hex text (every table but DIR_SHIFT's ints)."""
    return table.element in DIGITS


def java_type(table: Table) -> str:
    """Returns the Java array type of `table`, as `long[][]` for [64 sq][8 dir]."""
    return ELEMENTS[table.element] + "[]" * len(table.shape)


def java_table(table: Table) -> str:
    """Returns the expression that initializes `table` (after `=`, with its `;`): a
    call of its decoder on its hex text, or an array initializer."""
    if not packed(table):
        if len(table.shape) != 1:
            raise ValueError(f"{table.name}: an unpacked table of {len(table.shape)} indices")
        return "{" + ", ".join(SYNTAX.literals[table.element](v) for v in table.data) + "};"
    decoder = DECODERS[table.element]
    if len(table.shape) == 1:
        return f'{decoder}({table.shape[0]}, ""\n' + _joined(_hex_lines(table, table.data, table.dims[0], ""), ");")
    if len(table.shape) != 2:
        raise ValueError(f"{table.name}: a packed table of {len(table.shape)} indices")
    rows = []
    for i, row in enumerate(table.data):
        label = f"[{table.dims[0].labels[i]}]"
        rows.append([(f'{INDENT}""', label)] + _hex_lines(table, row, table.dims[1], label))
    text = [_joined(row, ",") for row in rows[:-1]] + [_joined(rows[-1], ");")]
    return f"{decoder}({table.shape[0]}, {table.shape[1]},\n" + "\n".join(text)


INDENT = " " * 12  # a continuation line of a table's initializer


def _hex_lines(table: Table, values, kind, prefix: str) -> List[Tuple[str, str]]:
    """Returns (code, comment) of each line `+ "hex hex ..." // label` of one row of a
    packed table: a fixed number of values per line, named by the comment."""
    per_line, digits = VALUES_PER_LINE[table.element], DIGITS[table.element]
    lines = []
    for start in range(0, len(values), per_line):
        stop = min(start + per_line, len(values))
        text = " ".join(f"{v:0{digits}x}" for v in values[start:stop])
        label = range_label(kind.labels, start, stop)
        lines.append((f'{INDENT}+ "{text}"', f"{prefix}[{label}]" if prefix else label))
    return lines


def _joined(lines: List[Tuple[str, str]], end: str) -> str:
    """Returns the (code, comment) lines as text, `end` closing the code of the last."""
    *body, (code, comment) = lines
    return "\n".join([f"{c} // {m}" for c, m in body] + [f"{code}{end} // {comment}"])


def java_param(name: str) -> str:
    """Returns a parameter name in camelCase: king_sq is kingSq."""
    return java_name(name)


def java_params(fn) -> str:
    """Returns the Java parameter list of a lookup function (`long occ, int sq`)."""
    return ", ".join(f"{KINDS[kind]} {java_param(name)}" for name, kind in fn.params)


def java_returns(fn) -> str:
    """Returns the Java result type of a lookup function."""
    return KINDS[fn.returns]


def _context(selection: Selection) -> dict:
    # the decoders the packed tables need, (name, Java type, hex digits, indices):
    # the decoder of two indices decodes each row with the decoder of one
    decoders = {(t.element, rank) for t in selection.tables if packed(t) for rank in range(1, len(t.shape) + 1)}
    laid_out = [(DECODERS[element], ELEMENTS[element], DIGITS[element], rank) for element, rank in sorted(decoders)]
    return dict(package=PACKAGE, class_name=CLASS, decoders=laid_out)


RENDERER = Renderer(
    Path(__file__).resolve().parent / "templates",
    dict(java_table=java_table, java_type=java_type, java_params=java_params, java_returns=java_returns, java_name=java_name),
    _context,
)


def render_module(selection: Selection) -> str:
    """Returns the text of Bitboards.java for `selection`."""
    return RENDERER.render("Bitboards.java.j2", selection)


def read(text: str, mapping: Mapping) -> Reading:
    """Returns the tables and functions of a generated class."""
    return reader.read(text, mapping, java_name)


LANGUAGE = Language(
    name="java",
    title="Java",
    files=(OutputFile(MODULE, render_module),),
    syntax=SYNTAX,
    elements=ELEMENTS,
    kinds=KINDS,
    banner="//",
    read=read,
)
