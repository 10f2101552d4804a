"""The Nim language: `bitboards.nim`, one module importing only Nim's standard
library (std/bitops, std/options).

Everything the tool knows about Nim: the file and how it is rendered, the
literal and comment syntax of an array, the Nim types of the element types and
argument kinds, its names (`nim_name`: NEP1 as `nim c --styleCheck:error`
takes it), the filters of its templates and its reader (reader.py). Nim takes no
prefix: a module is a namespace of its own, named by its file.

Names: the tables and constants keep SPEC.md's (RANK_MASK_EX, NOEA, A1: NEP1
allows a constant in capitals); functions and parameters are camelCase
(rank_attacks is rankAttacks, king_sq kingSq); the packed tables of the slider
techniques, variables filled at run time, camelCase too (rookMagicAttacks), as
NEP1 wants of a variable. Nim compares names but for the first letter
insensitively to case and underscores, so that RANK_MASK and rankMask would be
one name but for their first letters, which differ.

The slider techniques (bitboard_tables/sliders/) follow the lookup functions in
the same module: their [64 sq] tables constants, their packed tables zeroed
variables that the module's initialization fills (`fillSliderTables()`, at
import, before any code of the importer runs). PEXT's two techniques are
always there: `pext` and `pdep` are BMI2's intrinsics where the module is built
with `-d:bmi2` (on x86-64), else a portable loop (`CAPABILITIES`).
"""

from __future__ import annotations

from pathlib import Path

from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, doc_in
from ...literals import Syntax, decimal, square_rows
from ...literals import layout as _layout
from ...mapping import LERF, Mapping
from ...parse import Reading, read_declared
from ...render import Renderer
from ...selection import Selection
from ...sliders import techniques
from ...packaging import Package, PackageFile
from ...tables import INT, U8, U16, U32, U64, Table
from ..language import Language, OutputFile
from ..slider_section import Capabilities, Dialect, SliderSection
from . import reader

ELEMENTS = {U64: "uint64", U32: "uint32", U16: "uint16", U8: "uint8", INT: "int"}
# every integer argument is an index (a square, piece, direction, file or rank) and
# every integer result a square or a count: Nim's int; a name is a string, no square
# none(int), the squares of a bitboard an iterator
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "int", NAME: "string", SQUARE_OR_NONE: "Option[int]", SQUARES: "int"}
SYNTAX = Syntax("[", "]", "# {}", {U64: "0x{:016x}'u64".format, U8: "0x{:02x}'u8".format, INT: decimal})
MODULE = "bitboards.nim"
NIM_VERSION = "1.6"  # the oldest Nim the module is built with (Debian's)
# pext and pdep: BMI2's instructions under -d:bmi2, a portable loop else; no vector lanes
CAPABILITIES = Capabilities(features=frozenset({"bmi2"}))
# the packed tables, variables (their names are the same in every mapping)
FILLED = frozenset(f.table for t in techniques(LERF) for f in t.fills)


def camel(name: str) -> str:
    """Returns `name` (xray_rank_attacks, ROOK_MAGIC_ATTACKS) in camelCase: xrayRankAttacks, rookMagicAttacks."""
    first, *rest = name.lower().split("_")
    return first + "".join(word.capitalize() for word in rest)


def nim_name(name: str) -> str:
    """Returns the Nim name of a table, function or enumeration constant of the
    contract: a constant as the contract spells it, a function or a packed table
    (a variable) in camelCase."""
    return name if name.isupper() and name not in FILLED else camel(name)


def nim_param(name: str) -> str:
    """Returns a parameter's name in camelCase: king_sq is kingSq."""
    return camel(name)


def nim_array(table: Table) -> str:
    """Returns the Nim array constructor body of `table` (between the outer brackets)."""
    return _layout(table, SYNTAX, indent="  ")


def nim_type(table: Table) -> str:
    """Returns the Nim array type of `table`, as `array[64, array[8, uint64]]` for [64 sq][8 dir]."""
    text = ELEMENTS[table.element]
    for n in reversed(table.shape):
        text = f"array[{n}, {text}]"
    return text


def nim_params(fn) -> str:
    """Returns the Nim parameter list of a lookup function (`occ: uint64, sq: int`)."""
    return ", ".join(f"{nim_param(name)}: {KINDS[kind]}" for name, kind in fn.params)


def nim_doc(fn) -> str:
    """Returns a function's one-line description with every name in it Nim's."""
    return doc_in(fn, nim_name, nim_param, nim_name)


def nim_ops(expression: str) -> str:
    """Returns a square helper's expression (`sq >> 3`, `sq & 7`) in Nim's operators."""
    return expression.replace(" >> ", " shr ").replace(" & ", " and ")


def slider_small(table) -> str:
    """Returns the Nim array body of a [64 sq] slider table: four values a line (eight
    for narrower ones), each line naming its squares, every value of a table as wide."""
    literal = {U64: "0x{:016x}'u64", U32: "0x{:05x}'u32", U8: "0x{:02x}'u8"}[table.element].format
    return square_rows(table, literal, "# {}", indent="  ")


RENDERER = Renderer(
    Path(__file__).resolve().parent / "templates",
    dict(
        nim_array=nim_array,
        nim_type=nim_type,
        nim_params=nim_params,
        nim_returns=lambda fn: KINDS[fn.returns],
        nim_name=nim_name,
        nim_doc=nim_doc,
        nim_ops=nim_ops,
        slider_small=slider_small,
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

    section = SliderSection(dialect(), selection)
    sliders = {}
    if section.wanted:
        sliders = dict(
            small_tables=section.small,
            big_tables=section.big(NimPrinter().bare),
            fill_pieces=section.fills(),
            techniques=section.techniques(),
        )
    return RENDERER.render("bitboards.nim.j2", selection, bodies=nim_bodies(selection.mapping), sliders=sliders)


def read(text: str, mapping: Mapping) -> Reading:
    """Returns the tables and functions of a generated module, the sliders' [64 sq]
    tables among them (the packed ones are filled at run time)."""
    return read_declared(text, mapping, reader.GRAMMAR, ELEMENTS, nim_name)


# Nim's keywords (the manual's list), which no package name may be: the package's
# module is `import`ed by its name; nor `system`, which every module imports
NIM_KEYWORDS = (
    "addr", "and", "as", "asm", "bind", "block", "break", "case", "cast", "concept", "const", "continue",
    "converter", "defer", "discard", "distinct", "div", "do", "elif", "else", "end", "enum", "except", "export",
    "finally", "for", "from", "func", "if", "import", "in", "include", "interface", "is", "isnot", "iterator",
    "let", "macro", "method", "mixin", "mod", "nil", "not", "notin", "object", "of", "or", "out", "proc", "ptr",
    "raise", "ref", "return", "shl", "shr", "static", "template", "try", "tuple", "type", "using", "var", "when",
    "while", "xor", "yield", "system",
)  # fmt: skip

PACKAGE = Package(
    ecosystem="a Nimble package",
    render=RENDERER.render,
    files=(
        PackageFile("{package_name}.nimble", "nimble.j2"),
        PackageFile("src/{package_name}.nim", "module.nim.j2"),
        PackageFile("tests/config.nims", "config.nims.j2"),
        PackageFile("tests/tself.nim", "self_test.nim.j2"),
    ),
    outputs="src/{package_name}",
    name_pattern=rf"(?!(?:{'|'.join(NIM_KEYWORDS)})\Z)[a-z][a-z0-9]*(?:_[a-z0-9]+)*",
    name_rule="its module is imported by its name, so a Nim identifier in lower case: ASCII letters and digits, "
    "single '_' between them, starting with a letter, no Nim keyword nor system",
    default_name="bitboards",
    commands=("nimble check", "nimble test"),
    carries=CAPABILITIES.carries,
)

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
