"""The C language: `bitboards.h`, and `bitboards_sliders.h` beside it.

Everything the tool knows about C: the two files and how each is rendered, the
literal and comment syntax of an initializer, the C types of the element types
and argument kinds (its `WORDS`, language.Words), the named filters of the
templates (`c_function`, `slider_big`, ...) and the reader (reader.py). The header takes the prefix
(`BB_`, `bb_`); the sliders header includes it and reads some of its tables and
functions, so a selection gets the sliders header only when it holds every one of
them (`sliders_wanted`).
"""

from __future__ import annotations


from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, functions_by_name
from ...literals import Syntax, decimal, hex8
from ...mapping import FILE, RANK, Mapping
from ...packaging.cmake import Spelling, cmake_package
from ...parse import Reading
from ...selection import Selection
from ...sliders.build import main_needs
from ...tables import INT, U8, U16, U32, U64
from ..language import Language, OutputFile, Words, typed_first
from ..slider_section import Capabilities, Dialect, SliderSection
from ..vector import AVX2, NEON, SSE2, LaneDialect, helper_bodies
from . import reader
from .printer import CPrinter, c_bodies

ELEMENTS = {U64: "uint64_t", U32: "uint32_t", U16: "uint16_t", U8: "uint8_t", INT: "int"}
GUARDS = {"bmi2": "PEXT"}  # what a technique needs -> the macro (without prefix) that enables it
# every technique: PEXT's under BB_PEXT, the two-lines hyperbola's lanes on SSE2 and
# NEON, parallel hyperbola's on AVX2 (each its scalar path elsewhere)
CAPABILITIES = Capabilities(features=frozenset({"bmi2", "sse2", "rbit", "avx2"}), conditions=GUARDS, vectors=(SSE2, NEON, AVX2))
# SSE2's signed lanes: a bitboard loaded as a long long, the answer read back as one
LANES = LaneDialect(
    {},
    signed=lambda operand: f"(long long){operand}",
    unsigned=lambda value: f"(uint64_t){value}",
    doc=lambda text: text.replace("\n", "\n * "),
)
# a name is a NUL-terminated string; no square is -1; the squares of a bitboard are
# their count, the squares written to an array the caller gives (c_params)
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "int", NAME: "const char *", SQUARE_OR_NONE: "int", SQUARES: "int"}
SYNTAX = Syntax("{", "}", "/* {} */", {U64: "0x{:016x}ULL".format, U8: hex8, INT: decimal})
HEADER, SLIDERS = "bitboards.h", "bitboards_sliders.h"
# the functions of bitboards.h that BB_SLIDERS rebinds besides rook, bishop and queen
# attacks, in the order their bodies need them
REBOUND = ("xray_rook_attacks", "xray_bishop_attacks", "pinned")
SLIDERS_REBINDS = ("rook_attacks", "bishop_attacks", "queen_attacks", *REBOUND)  # what BB_SLIDERS rebinds


# --- filters -------------------------------------------------------------------


# C's words: `TYPE name` parameters, a pointer's star at the name, a block comment's
# further lines, a C cast; a slider table's narrow entries in decimal
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, comment=lambda name, text: text.replace("\n", "\n * "), cast="({0}){1}", small_hex=False
)


def c_params(fn) -> str:
    """Returns the C parameter list of a lookup function (`uint64_t occ, int sq`); a
    function of SQUARES result also takes the array it writes them to."""
    params = [WORDS.param(name, kind) for name, kind in fn.params]
    if fn.returns == SQUARES:
        params.append("int squares[64]")
    return ", ".join(params)


def c_function(fn, prefix: str, suffix: str = "") -> str:
    """Returns the C declarator of a lookup function with its result type
    (`const char *bb_square_name(int sq)`), its name between prefix and suffix."""
    return typed_first(KINDS[fn.returns], f"{prefix}{fn.name}{suffix}({c_params(fn)})")


def slider_big(table) -> str:
    """Returns the C initializer body of a packed table of bitboards_sliders.h: each
    square's block opened by a comment naming the square and its entries, then four
    values a line, zero-padded hex (without ULL: a hex constant takes the unsigned
    type its value needs, and the file holds 430,000 of them); eight a line for
    16-bit entries."""
    values = table.values
    stops = list(table.starts[1:]) + [len(values)]
    per_line, digits = (8, 4) if table.element == U16 else (4, 16)
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


RENDERER = WORDS.renderer(
    __file__,
    lambda selection: dict(
        square_bodies=square_macros(selection.mapping),
        bodies=c_bodies(selection.mapping, selection.prefix.upper() + "_", selection.prefix.lower() + "_"),
    ),
    c_function=c_function,
    slider_big=slider_big,
    c_guard=CAPABILITIES.condition,  # the macro (without prefix) that enables what a technique or table needs
)


# --- the files -----------------------------------------------------------------


def render_header(selection: Selection) -> str:
    """Returns the text of bitboards.h for `selection`."""
    return RENDERER.render("bitboards.h.j2", selection)


def dialect(printer: CPrinter) -> Dialect:
    """Returns how the sliders header prints the techniques."""
    return WORDS.dialect(printer, HEADER, capabilities=CAPABILITIES, condition=CAPABILITIES.condition, lanes=LANES)


def c_fill(g, P: str) -> dict:
    """Returns the fill group `g` (slider_section.FillGroup) as bitboards_sliders.h fills
    it with BB_FILL_SLIDER_TABLES: its tables printed, its flag (BB_MAGIC_ATTACKS_FILLED,
    nonzero once filled)."""
    return dict(vars(g), function=g.function, flag=f"{P}{g.name.upper()}_FILLED", tables=[P + t for t in g.tables])


def render_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders.h for `selection`."""
    by_name = functions_by_name()
    P = selection.prefix.upper() + "_"
    printer = CPrinter(P, selection.prefix.lower() + "_")
    section = SliderSection(dialect(printer), selection, wanted=True)
    sliders = section.context(lambda g: c_fill(g, P), big=CPrinter("", "").bare)
    return RENDERER.render(
        "bitboards_sliders.h.j2",
        selection,
        **sliders,
        lane_helpers=helper_bodies(SSE2, LANES, printer),
        rebound=[by_name[name] for name in REBOUND],
    )


def sliders_wanted(selection: Selection) -> bool:
    """Returns True if `selection` holds every table and function of bitboards.h that
    bitboards_sliders.h reads, as `--only all` does, and does not leave them out
    (`Selection.sliders`)."""
    return selection.sliders and main_needs(selection.mapping, also=SLIDERS_REBINDS) <= selection.names


def read(text: str, mapping: Mapping) -> Reading:
    """Returns the tables and functions of a generated header."""
    return reader.read(text, mapping, ELEMENTS)


# --- the package: a CMake package of the headers, with a .pc and a ctest self-test
# (packaging/cmake.py, shared with C++) ---


PACKAGE = cmake_package(
    RENDERER.render,
    "C 99",
    spelling=lambda selection: Spelling(selection.prefix.upper() + "_", selection.prefix.lower() + "_"),
    # the sliders header, which includes the other, where the selection has it
    header=lambda selection: SLIDERS if sliders_wanted(selection) else HEADER,
    # the techniques every build has: not PEXT's, which need BB_PEXT and BMI2
    carries=CAPABILITIES.always,
    sliders_in=sliders_wanted,
    # which fills the slider tables with BB_FILL_SLIDER_TABLES, and else does nothing
    fill=lambda selection: selection.prefix.lower() + "_fill_slider_tables" if sliders_wanted(selection) else "",
)

LANGUAGE = Language(
    "c",
    "C",
    (OutputFile(HEADER, render_header), OutputFile(SLIDERS, render_sliders, sliders_wanted, sliders=True)),
    WORDS,
    banner="/*",
    read=read,
    takes_prefix=True,
    prefix_help="PREFIX_ and prefix_ on its names",
    package=PACKAGE,
)
