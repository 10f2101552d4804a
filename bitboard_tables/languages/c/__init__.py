"""The C language: `bitboards.h`, and `bitboards_sliders.h` beside it.

Everything the tool knows about C: the two files and how each is rendered, the
literal and comment syntax of an initializer, the C types of the element types
and argument kinds, the named filters of the templates (`c_array`, `c_type`,
`slider_big`, ...) and the reader (reader.py). The header takes the prefix
(`BB_`, `bb_`); the sliders header includes it and reads some of its tables and
functions, so a selection gets the sliders header only when it holds every one of
them (`sliders_wanted`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from ... import geometry
from ...cache import digest, memoized, sources_digest
from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, functions_by_name
from ...literals import Syntax, decimal, hex8, range_label
from ...literals import layout as _layout
from ...mapping import FILE, RANK, Mapping
from ...render import Renderer
from ...selection import Selection, select
from ...sliders import HEADER_PIECES, TECHNIQUE_RECORDS, header_tables
from ...tables import INT, U8, U64, Table
from ..language import Language, OutputFile, Reading
from . import reader

ELEMENTS = {U64: "uint64_t", U8: "uint8_t", INT: "int"}
# a name is a NUL-terminated string; no square is -1; the squares of a bitboard are
# their count, the squares written to an array the caller gives (c_params)
KINDS = {BITBOARD: "uint64_t", INTEGER: "int", NAME: "const char *", SQUARE_OR_NONE: "int", SQUARES: "int"}
SYNTAX = Syntax("{", "}", "/* {} */", {U64: "0x{:016x}ULL".format, U8: hex8, INT: decimal})
HEADER, SLIDERS = "bitboards.h", "bitboards_sliders.h"
# the functions of bitboards.h that BB_SLIDERS rebinds besides rook, bishop and queen
# attacks, in the order their bodies need them
REBOUND = ("xray_rook_attacks", "xray_bishop_attacks", "pinned")


# --- filters -------------------------------------------------------------------


def c_array(table: Table) -> str:
    """Returns the C initializer body of `table` (between the outer braces)."""
    return _layout(table, SYNTAX)


def c_type(item) -> str:
    """Returns the C type of a table's elements, or of an argument or result kind."""
    return ELEMENTS[item.element] if isinstance(item, Table) else KINDS[item]


def c_dims(table: Table) -> str:
    """Returns the C array dimensions of `table`, as `[64][8]`."""
    return "".join(f"[{n}]" for n in table.shape)


def c_params(fn) -> str:
    """Returns the C parameter list of a lookup function (`uint64_t occ, int sq`); a
    function of SQUARES result also takes the array it writes them to."""
    params = [_declaration(KINDS[kind], name) for name, kind in fn.params]
    if fn.returns == SQUARES:
        params.append("int squares[64]")
    return ", ".join(params)


def c_function(fn, prefix: str, suffix: str = "") -> str:
    """Returns the C declarator of a lookup function with its result type
    (`const char *bb_square_name(int sq)`), its name between prefix and suffix."""
    return _declaration(KINDS[fn.returns], f"{prefix}{fn.name}{suffix}({c_params(fn)})")


def _declaration(type_text: str, declarator: str) -> str:
    """Returns `type_text declarator` as C style writes it, a pointer's star at the name."""
    return type_text + declarator if type_text.endswith("*") else f"{type_text} {declarator}"


def slider_small(table) -> str:
    """Returns the C initializer body of a [64 sq] table of bitboards_sliders.h: four
    values a line (eight for bytes and offsets), each line naming its squares."""
    per_line = 4 if table.ctype == "uint64_t" else 8
    literal = SYNTAX.literals[U64] if table.ctype == "uint64_t" else decimal
    names = table.labels or geometry.SQUARE_NAMES
    lines = []
    for start in range(0, 64, per_line):
        values = ", ".join(map(literal, table.values[start : start + per_line]))
        lines.append(f"    {values}, /* {range_label(names, start, start + per_line)} */")
    return "\n".join(lines)


def slider_big(table) -> str:
    """Returns the C initializer body of a packed table of bitboards_sliders.h: each
    square's block opened by a comment naming the square and its entries, then four
    values a line, zero-padded hex (without ULL: a hex constant takes the unsigned
    type its value needs, and the file holds 430,000 of them); eight a line for
    16-bit entries."""
    values = table.values
    stops = list(table.starts[1:]) + [len(values)]
    per_line, digits = (8, 4) if table.ctype == "uint16_t" else (4, 16)
    line = "    " + " ".join([f"0x%0{digits}x,"] * per_line)
    blocks = []
    for name, start, stop in zip(table.labels, table.starts, stops):
        assert (stop - start) % per_line == 0  # a block holds 2**bits entries, bits >= 5
        # one % over the whole block: 430,000 values laid out in a tenth of a second
        lines = "\n".join([line] * ((stop - start) // per_line)) % values[start:stop]
        blocks.append(f"    /* {name + ': ' if name else ''}[{start}..{stop - 1}] */\n{lines}")
    return "\n".join(blocks)


def square_macros(mapping: Mapping) -> dict:
    """Returns the bodies of the square helper macros in `mapping`: every argument and
    the whole expression parenthesized, as a function-like macro needs."""
    return dict(
        square=f"({mapping.square_expression('(file)', '(rank)')})",
        square_file=f"({mapping.coordinate_expression(FILE, '(sq)')})",
        square_rank=f"({mapping.coordinate_expression(RANK, '(sq)')})",
    )


RENDERER = Renderer(
    Path(__file__).resolve().parent / "templates",
    dict(c_array=c_array, c_type=c_type, c_dims=c_dims, c_params=c_params, c_function=c_function, slider_small=slider_small, slider_big=slider_big),
    lambda selection: dict(square_bodies=square_macros(selection.mapping)),
)


# --- the files -----------------------------------------------------------------


def render_header(selection: Selection) -> str:
    """Returns the text of bitboards.h for `selection`."""
    return RENDERER.render("bitboards.h.j2", selection)


def _render_sliders(selection: Selection, small=(), big=()) -> str:
    by_name = functions_by_name()
    return RENDERER.render(
        "bitboards_sliders.h.j2",
        selection,
        small_tables=small,
        big_tables=big,
        pieces=HEADER_PIECES,
        techniques=TECHNIQUE_RECORDS,
        rebound=[by_name[name] for name in REBOUND],
    )


def render_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders.h for `selection`."""
    return _render_sliders(selection, *header_tables(selection.mapping))


@lru_cache(maxsize=None)
def sliders_needs(mapping: Mapping) -> frozenset:
    """Returns the names of the tables and functions of bitboards.h that
    bitboards_sliders.h mentions in `mapping`: those its code reads, found in its
    text (rendered without its own tables' values)."""

    def mentions() -> frozenset:
        everything = select(mapping=mapping)
        text = _render_sliders(everything)
        mentioned = set(re.findall(r"\bBB_(\w+)\b", text)) | set(re.findall(r"\bbb_(\w+)\b", text))
        return frozenset(mentioned & everything.names)

    return memoized("sliders-needs", digest([sources_digest(), mapping.name]), mentions)


def sliders_wanted(selection: Selection) -> bool:
    """Returns True if `selection` holds every table and function of bitboards.h that
    bitboards_sliders.h reads, as `--only all` does."""
    return sliders_needs(selection.mapping) <= selection.names


def read(text: str, mapping: Mapping) -> Reading:
    """Returns the tables and functions of a generated header."""
    return reader.read(text, mapping, ELEMENTS)


LANGUAGE = Language(
    name="c",
    title="C",
    files=(OutputFile(HEADER, render_header), OutputFile(SLIDERS, render_sliders, sliders_wanted)),
    syntax=SYNTAX,
    elements=ELEMENTS,
    kinds=KINDS,
    banner="/*",
    read=read,
    takes_prefix=True,
    prefix_help="PREFIX_ and prefix_ on its names",
)
