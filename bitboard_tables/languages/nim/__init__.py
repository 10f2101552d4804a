"""The Nim language: `bitboards.nim`, one module (printer.py prints its bodies,
reader.py reads it back). Names are NEP1's as `--styleCheck:error` takes them
(`nim_name`): tables and constants SPEC.md's (RANK_MASK_EX), functions,
parameters and the packed slider tables (variables, filled at import) camelCase
(rankAttacks, kingSq, rookMagicAttacks): Nim compares names but for the first
letter insensitively to case and underscores. No prefix: a module is a namespace.
"""

from __future__ import annotations

from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal
from ...selection import Selection
from ...sliders import PACKED_TABLES
from ...tables import INT, U8, U16, U32, U64
from ..language import Language, OutputFile, Words, camel_case, typed_after
from ..slider_section import Capabilities, Dialect, SliderSection
from . import reader
from .package import nimble_package

ELEMENTS = {U64: "uint64", U32: "uint32", U16: "uint16", U8: "uint8", INT: "int"}
# every integer argument is an index (a square, piece, direction, file or rank) and
# every integer result a square or a count: Nim's int; a name is a string, no square
# none(int), the squares of a bitboard an iterator
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "int", NAME: "string", SQUARE_OR_NONE: "Option[int]", SQUARES: "int"}
# every literal typed as wide as its table's elements (a slider table's offsets too)
LITERALS = {U64: "0x{:016x}'u64".format, U32: "0x{:05x}'u32".format, U8: "0x{:02x}'u8".format, INT: decimal}
SYNTAX = Syntax("[", "]", "# {}", LITERALS)
MODULE = "bitboards.nim"
NIM_VERSION = "1.6"  # the oldest Nim the module is built with (Debian's)
# pext and pdep: BMI2's instructions under -d:bmi2, a portable loop else; no vector lanes
CAPABILITIES = Capabilities(features=frozenset({"bmi2", "rbit"}), threads="before-main")  # filled at import, as Go in init()


def nim_name(name: str) -> str:
    """Returns the Nim name of a table, function or enumeration constant of the
    contract: a constant as the contract spells it, a function or a packed table
    (a variable) in camelCase."""
    return name if name.isupper() and name not in PACKED_TABLES else camel_case(name.lower())


# Nim's words: `name: TYPE` parameters (camelCase: king_sq is kingSq), a doc comment's
# further lines `##`, a conversion `uint32(x)`, two-space indents, `array[64, array[8, uint64]]`
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, name=nim_name, param_name=camel_case, declare=typed_after,
    comment=lambda name, text: text.replace("\n", "\n  ## "), cast="{0}({1})", indent="  ", nested="array[{n}, {of}]",
)


RENDERER = WORDS.renderer(__file__, lambda selection: dict(nim_version=NIM_VERSION), nim_name=nim_name)


def dialect() -> Dialect:
    """Returns how bitboards.nim prints the slider techniques."""
    from .printer import NimPrinter

    return WORDS.dialect(NimPrinter(), MODULE, capabilities=CAPABILITIES)


def render_module(selection: Selection) -> str:
    """Returns the text of bitboards.nim for `selection`: the bodies printed from
    function_bodies.py (printer.py), the primitives' from templates/functions.nim.j2."""
    from .printer import NimPrinter, NimStatements

    statements, sliders = NimStatements(), SliderSection(dialect(), selection).context(big=NimPrinter().bare)
    bodies, byte_swap = statements.bodies(selection.mapping), statements.portable()["bswap"]  # expression.PORTABLE's
    return RENDERER.render("bitboards.nim.j2", selection, bodies=bodies, byte_swap=byte_swap, **sliders)


PACKAGE = nimble_package(RENDERER.render, CAPABILITIES.carries)

LANGUAGE = Language("nim", "Nim", (OutputFile(MODULE, render_module),), WORDS, banner="#", grammar=reader.GRAMMAR, package=PACKAGE)
