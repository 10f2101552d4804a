"""The Nim language: `bitboards.nim`, one module (printer.py prints its bodies,
reader.py reads it back). Names are NEP1's as `--styleCheck:error` takes them
(`nim_name`): tables and constants SPEC.md's (RANK_MASK_EX), functions,
parameters and the packed slider tables (variables, filled at import) camelCase
(rankAttacks, kingSq, rookMagicAttacks): Nim compares names but for the first
letter insensitively to case and underscores. No prefix: a module is a namespace.
"""

from __future__ import annotations

from functools import reduce
from pathlib import Path

from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, doc_in
from ...literals import Syntax, decimal, square_rows
from ...literals import layout as _layout
from ...mapping import LERF, Mapping
from ...parse import Reading, read_declared
from ...render import Renderer
from ...selection import Selection
from ...sliders import techniques
from ...tables import INT, U8, U16, U32, U64, Table
from ..language import Language, OutputFile, camel_case
from ..slider_section import Capabilities, Dialect, SliderSection
from . import reader
from .package import nimble_package

ELEMENTS = {U64: "uint64", U32: "uint32", U16: "uint16", U8: "uint8", INT: "int"}
# every integer argument is an index (a square, piece, direction, file or rank) and
# every integer result a square or a count: Nim's int; a name is a string, no square
# none(int), the squares of a bitboard an iterator
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "int", NAME: "string", SQUARE_OR_NONE: "Option[int]", SQUARES: "int"}
SYNTAX = Syntax("[", "]", "# {}", {U64: "0x{:016x}'u64".format, U8: "0x{:02x}'u8".format, INT: decimal})
MODULE = "bitboards.nim"
NIM_VERSION = "1.6"  # the oldest Nim the module is built with (Debian's)
# pext and pdep: BMI2's instructions under -d:bmi2, a portable loop else; no vector lanes
CAPABILITIES = Capabilities(features=frozenset({"bmi2"}), threads="before-main")  # filled at import, as Go in init()
# the packed tables, variables (their names are the same in every mapping)
FILLED = frozenset(f.table for t in techniques(LERF) for f in t.fills)


def nim_name(name: str) -> str:
    """Returns the Nim name of a table, function or enumeration constant of the
    contract: a constant as the contract spells it, a function or a packed table
    (a variable) in camelCase."""
    return name if name.isupper() and name not in FILLED else camel_case(name.lower())


nim_param = camel_case  # a parameter's name: king_sq is kingSq


def nim_type(table: Table) -> str:
    """Returns the Nim array type of `table`, as `array[64, array[8, uint64]]` for [64 sq][8 dir]."""
    return reduce(lambda text, n: f"array[{n}, {text}]", reversed(table.shape), ELEMENTS[table.element])


SLIDER_LITERALS = {U64: "0x{:016x}'u64", U32: "0x{:05x}'u32", U8: "0x{:02x}'u8"}  # every value of a table as wide
RENDERER = Renderer(
    Path(__file__).resolve().parent / "templates",
    dict(
        nim_array=lambda table: _layout(table, SYNTAX, indent="  "),  # between the outer brackets
        nim_type=nim_type,
        nim_params=lambda fn: ", ".join(f"{nim_param(name)}: {KINDS[kind]}" for name, kind in fn.params),
        nim_returns=lambda fn: KINDS[fn.returns],
        nim_name=nim_name,
        nim_doc=lambda fn: doc_in(fn, nim_name, nim_param, nim_name),  # its one line, every name Nim's
        nim_ops=lambda expression: expression.replace(" >> ", " shr ").replace(" & ", " and "),  # the square helpers'
        # a [64 sq] slider table: four values a line (eight for narrower ones), each line naming its squares
        slider_small=lambda table: square_rows(table, SLIDER_LITERALS[table.element].format, "# {}", indent="  "),
        slider_type=lambda table: ELEMENTS[table.element],
    ),
    lambda selection: dict(nim_version=NIM_VERSION),
)


def dialect() -> Dialect:
    """Returns how bitboards.nim prints the slider techniques."""
    from .printer import NimPrinter

    return Dialect(
        NimPrinter(),
        MODULE,
        param=lambda name, kind: f"{name}: {KINDS[kind]}",
        capabilities=CAPABILITIES,
        name=nim_name,
        doc=lambda name, text: text.replace("\n", "\n  ## "),
        narrow=lambda value, element: f"{ELEMENTS[element]}({value})",
    )


def render_module(selection: Selection) -> str:
    """Returns the text of bitboards.nim for `selection`: the bodies printed from
    function_bodies.py (printer.py), the primitives' from templates/functions.nim.j2."""
    from .printer import NimPrinter, nim_bodies

    sliders = SliderSection(dialect(), selection).context(big=NimPrinter().bare)
    return RENDERER.render("bitboards.nim.j2", selection, bodies=nim_bodies(selection.mapping), **sliders)


def read(text: str, mapping: Mapping) -> Reading:
    """Returns the tables and functions of a generated module, the sliders' [64 sq]
    tables among them (the packed ones are filled at run time)."""
    return read_declared(text, mapping, reader.GRAMMAR, ELEMENTS, nim_name)


PACKAGE = nimble_package(RENDERER.render, CAPABILITIES.carries)

LANGUAGE = Language(
    name="nim",
    title="Nim",
    files=(OutputFile(MODULE, render_module),),
    syntax=SYNTAX,
    elements=ELEMENTS,
    kinds=KINDS,
    banner="#",
    read=read,
    names=nim_name,
    package=PACKAGE,
)
