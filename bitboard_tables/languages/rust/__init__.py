"""The Rust language: `bitboards.rs`, one module without dependencies.

Everything the tool knows about Rust: the file and how it is rendered, the
literal and comment syntax of an array, the Rust types of the element types and
argument kinds, the parameter names Rust reserves, the filters of its templates
(`rs_array`, `rs_type`, `rs_params`, `rs_returns`) and its reader (reader.py).
Rust takes no prefix: a module is a namespace of its own.
"""

from __future__ import annotations

from pathlib import Path

from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, closure
from ...literals import Syntax, decimal, hex8
from ...literals import layout as _layout
from ...mapping import Mapping
from ...render import Renderer
from ...selection import Selection
from ...tables import INT, U8, U64, Table, compute_tables
from ..language import Language, OutputFile, Reading
from . import reader

ELEMENTS = {U64: "u64", U8: "u8", INT: "i32"}
# every integer argument is an index (a square, piece, direction, file or rank)
# and every integer result a square or a count; a name is a string slice, no square
# is None, and the squares of a bitboard an iterator (`Squares`, in the template)
KINDS = {BITBOARD: "u64", INTEGER: "usize", NAME: "&str", SQUARE_OR_NONE: "Option<usize>", SQUARES: "Squares"}
RESULTS = {**KINDS, NAME: "&'static str"}
SYNTAX = Syntax("[", "]", "// {}", {U64: "0x{:016x}".format, U8: hex8, INT: decimal})
# parameter names Rust reserves (`gen` from the 2024 edition on), as raw identifiers
RESERVED = {"gen": "r#gen"}
MODULE = "bitboards.rs"


def rs_array(table: Table) -> str:
    """Returns the Rust array expression body of `table` (between the outer brackets)."""
    return _layout(table, SYNTAX)


def rs_type(table: Table) -> str:
    """Returns the Rust array type of `table`, as `[[u64; 8]; 64]` for [64 sq][8 dir]."""
    text = ELEMENTS[table.element]
    for n in reversed(table.shape):
        text = f"[{text}; {n}]"
    return text


def rs_params(fn) -> str:
    """Returns the Rust parameter list of a lookup function (`occ: u64, sq: usize`)."""
    return ", ".join(f"{RESERVED.get(name, name)}: {KINDS[kind]}" for name, kind in fn.params)


def rs_returns(fn) -> str:
    """Returns the Rust result type of a lookup function."""
    return RESULTS[fn.returns]


def _context(selection: Selection) -> dict:
    every_table = [t.name for t in compute_tables(selection.mapping)]
    # the functions that read no table, directly or through another function: `const
    # fn` in Rust, where a const fn cannot read a static before Rust 1.83
    const_functions = {f.name for f in selection.functions if not closure([f.name], every_table, selection.mapping)[0]}
    return dict(const_functions=const_functions)


RENDERER = Renderer(
    Path(__file__).resolve().parent / "templates",
    dict(rs_array=rs_array, rs_type=rs_type, rs_params=rs_params, rs_returns=rs_returns),
    _context,
)


def render_module(selection: Selection) -> str:
    """Returns the text of bitboards.rs for `selection`."""
    return RENDERER.render("bitboards.rs.j2", selection)


def read(text: str, mapping: Mapping) -> Reading:
    """Returns the tables and functions of a generated module."""
    return reader.read(text, mapping, ELEMENTS)


LANGUAGE = Language(
    name="rust",
    title="Rust",
    files=(OutputFile(MODULE, render_module),),
    syntax=SYNTAX,
    elements=ELEMENTS,
    kinds=KINDS,
    banner="//",
    read=read,
    reserved=RESERVED,
)
