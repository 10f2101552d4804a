"""The Nim language: `bitboards.nim`, one module (printer.py prints its bodies,
reader.py reads it back). Names are NEP1's as `--styleCheck:error` takes them
(printer.py's `nim_name`): tables and constants SPEC.md's (RANK_MASK_EX), functions,
parameters and the packed slider tables (variables, filled at import) camelCase
(rankAttacks, kingSq, rookMagicAttacks): Nim compares names but for the first
letter insensitively to case and underscores. No prefix: a module is a namespace.

Its Nimble package (`PACKAGE`, templates/package/): NAME.nimble, src/NAME.nim
re-exporting the module (src/NAME/bitboards.nim), so that a consumer writes
`import NAME`, and the self-test tests/tself.nim that `nimble test` runs
(tests/config.nims puts src/ on its path, as `nimble init` does).
"""

from __future__ import annotations

from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal, folded
from ...packaging import Package, PackageFile
from ...selection import Selection
from ...tables import INT, U8, U16, U32, U64
from ..board_sliders import narrow_sliders_file
from ..language import Language, OutputFile, Words, camel_case, typed_after
from ..slider_section import Capabilities, SliderSection
from . import reader
from .printer import NimPrinter, NimRoutines, NimStatements, nim_name

ELEMENTS = {U64: "uint64", U32: "uint32", U16: "uint16", U8: "uint8", INT: "int"}
# an integer argument is an index (a square, piece, direction, file or rank), an integer
# result a square or a count: Nim's int; a name a string, no square none(int), squares an iterator
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "int", NAME: "string", SQUARE_OR_NONE: "Option[int]", SQUARES: "int"}
# every literal typed as wide as its table's elements (a slider table's offsets too)
SYNTAX = Syntax("[", "]", "# {}", {U64: "0x{:016x}'u64".format, U32: "0x{:05x}'u32".format, U8: "0x{:02x}'u8".format, INT: decimal}, width=80)
MODULE = "bitboards.nim"
NIM_VERSION = "1.6"  # the oldest Nim the module is built with (Debian's)
# pext and pdep: BMI2's instructions under -d:bmi2, a portable loop else; no vector lanes
CAPABILITIES = Capabilities(features=frozenset({"bmi2", "rbit", "mul32"}), threads="before-main")  # filled at import, as Go in init()

# Nim's words: `name: TYPE` parameters (camelCase: king_sq is kingSq), a doc comment's
# further lines `##`, a conversion `uint32(x)`, two-space indents, `array[64, array[8, uint64]]`
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, name=nim_name, param_name=camel_case, declare=typed_after,
    comment=lambda name, text: text.replace("\n", "\n  ## "), cast="{0}({1})", indent="  ", nested="array[{n}, {of}]",
)

# the binary operators after which nimpretty keeps a line's break (and a comma)
OPERATORS = ("and", "or", "xor", "shl", "shr", "div", "mod", "+", "-", "*", "&", "==", "!=", "<", "<=", ">", ">=")
# every text rendered, its Nim folded to nimpretty's width (a usage.md not)
RENDERER = WORDS.renderer(__file__, lambda selection: dict(nim_version=NIM_VERSION), nim_name=nim_name,
                          finish=lambda template, text: text if template.endswith(".md.j2") else folded(text, SYNTAX.width, OPERATORS))


def render_module(selection: Selection) -> str:
    """Returns the text of bitboards.nim for `selection`: the bodies printed from
    function_bodies.py (printer.py), the primitives' from templates/functions.nim.j2."""
    statements, section = NimStatements(), SliderSection(WORDS.dialect(NimPrinter(), MODULE, capabilities=CAPABILITIES), selection)
    sliders = section.context(big=NimPrinter().bare, fill_loop=section.fill_text(NimRoutines(), indices=True) if section.wanted else "")
    bodies, byte_swap = statements.bodies(selection.mapping), statements.portable()["bswap"]  # expression.PORTABLE's
    return RENDERER.render("bitboards.nim.j2", selection, bodies=bodies, byte_swap=byte_swap, **sliders)


# Nim's keywords (the manual's list), which no package name may be: the package's
# module is `import`ed by its name; nor `system`, which every module imports
NIM_KEYWORDS = tuple("""addr and as asm bind block break case cast concept const continue converter defer discard distinct div do elif else
end enum except export finally for from func if import in include interface is isnot iterator let macro method mixin
mod nil not notin object of or out proc ptr raise ref return shl shr static template try tuple type using var when
while xor yield system""".split())


PACKAGE = Package(
    ecosystem="a Nimble package",
    render=RENDERER.render,
    files=(
        PackageFile("{package_name}.nimble", "nimble.j2"),
        PackageFile("src/{package_name}.nim", "module.nim.j2"),
        PackageFile("tests/config.nims", "config.nims.j2"),
        PackageFile("tests/tself.nim", "self_test.nim.j2"),
    ),
    outputs="src/{module}",
    commands=("nimble check", "nimble test"),
    carries=CAPABILITIES.carries, board_sliders=True,
    context=lambda selection, name: dict(module=name),  # the module a consumer imports
    routines=lambda selection: (NimRoutines(), ""),  # the module imported whole
    default_name="bitboards",
    name_pattern=rf"(?!(?:{'|'.join(NIM_KEYWORDS)})\Z)[a-z][a-z0-9]*(?:_[a-z0-9]+)*",
    name_rule="its module is imported by its name, so a Nim identifier in lower case: ASCII letters and digits, "
    "single '_' between them, starting with a letter, no Nim keyword nor system",
)
SLIDERS = narrow_sliders_file("bitboards_sliders.nim", RENDERER, "board_sliders.nim.j2", WORDS, NimRoutines, CAPABILITIES)  # a board's
LANGUAGE = Language("nim", "Nim", (OutputFile(MODULE, render_module, on_boards=True), SLIDERS), WORDS, banner="#", grammar=reader.GRAMMAR, package=PACKAGE, widest=64)
