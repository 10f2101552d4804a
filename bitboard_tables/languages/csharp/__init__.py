"""The C# language: `Bitboards.cs`, one static class without dependencies.

Everything the tool knows about C#: the file and how it is rendered, the literal
and comment syntax of an array, the C# types of the element types and argument
kinds, its names (PascalCase functions, `cs_name`; the tables and constants keep
their UPPER_SNAKE names), the filters of its templates and its reader
(reader.py). `--prefix` names the class: `Bitboards` for the default prefix, else
the prefix in PascalCase (`class_of`), and the file after it (MyEngine.cs);
`--namespace` wraps it in a namespace, else it is in the global namespace.

Every table is a one-dimensional `ulong[]` (`byte[]`, `int[]`): a table of the
contract of shape [N1][N2] is read as `T[i * N2 + j]` (`index_help`). Under mono
a flat array reads a third faster than a jagged `ulong[][]` and faster still than
a multi-dimensional `ulong[,]` (`make bench`, bench/csharp.py; docs/functions.md).
"""

from __future__ import annotations

from typing import List


from ...functions import BITBOARD, FUNCTIONS, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal, hex8
from ...mapping import LERF
from ...selection import DEFAULT_PREFIX, Selection
from ...tables import INT, U8, U16, U32, U64, Table
from ..board_sliders import narrow_sliders_file
from ..language import Language, OutputFile, Words, camel_case, main_module, on_board, pascal_case
from ..slider_section import Capabilities, Dialect, SliderSection, held_in
from . import reader
from .printer import CsharpPrinter, CsharpStatements

# the slider tables' offsets are uint, their 16-bit PEXT entries ushort
ELEMENTS = {U64: "ulong", U32: "uint", U16: "ushort", U8: "byte", INT: "int"}
# every integer argument is an index (a square, piece, direction, file or rank) and
# every integer result a square or a count: C#'s int, as array indices and Length
# are; a name is a string, no square is -1 (as in C), and the squares of a
# bitboard a struct that foreach walks without allocating (`SquareEnumerator`)
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "int", NAME: "string", SQUARE_OR_NONE: "int", SQUARES: "SquareEnumerator"}
SYNTAX = Syntax("{", "}", "// {}", {U64: "0x{:016x}".format, U8: hex8, INT: decimal})
MODULE = "Bitboards.cs"
DEFAULT_CLASS = "Bitboards"
# the words C# reserves, which no part of a namespace can be
KEYWORDS = frozenset("""abstract as base bool break byte case catch char checked class const continue decimal default delegate do double
else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal
is lock long namespace new null object operator out override params private protected public readonly ref return
sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked
unsafe ushort using virtual void volatile while""".split())
# the .NET Core 3.0 and later symbols: the SDKs from .NET 5 on define the
# _OR_GREATER one, the .NET Core 3.x SDKs only their own version's
NETCORE_CONDITION = "NETCOREAPP3_0_OR_GREATER || NETCOREAPP3_0 || NETCOREAPP3_1"
# the portable Lsb: the lowest bit alone times a de Bruijn sequence, its top seven
# bits the index of a table of the bit numbers (CPW "BitScan", de Bruijn multiplication)
DE_BRUIJN = 0x03F79D71B4CB0A89


FUNCTION_NAMES = {f.name: pascal_case(f.name) for f in FUNCTIONS}


def cs_name(name: str) -> str:
    """Returns the C# name of a table, function or constant of the contract: a
    function's in PascalCase, a table's or constant's as it is (UPPER_SNAKE)."""
    return FUNCTION_NAMES.get(name, name)


def class_of(prefix: str) -> str:
    """Returns the class that holds everything for `prefix`: `Bitboards` for the
    default prefix (BB), else the prefix in PascalCase (ENG gives `Eng`, MY_ENGINE
    `MyEngine`), `_` before one that would start with a digit or be empty."""
    if prefix.upper() == DEFAULT_PREFIX:
        return DEFAULT_CLASS
    name = pascal_case(prefix)
    return name if name[:1].isalpha() else "_" + name


def index_help(table: Table) -> str:
    """Returns how a table is read flat, for its comment: `BETWEEN[frm * 64 + to]`."""
    text = table.axis_names[0]
    for size, name in zip(table.shape[1:], table.axis_names[1:]):
        text = f"{text if text == table.axis_names[0] else f'({text})'} * {size} + {name}"
    return f"{table.name}[{text}]"


cs_param = camel_case  # a parameter in C#'s camelCase: king_sq is kingSq
# C#'s words: PascalCase functions, camelCase parameters, `TYPE name` parameters, a
# comment's further lines, a cast; a slider table's rows indented in the class, its
# narrow entries in decimal
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, name=cs_name, param_name=cs_param,
    comment=lambda name, text: text.replace("\n", "\n    // "), cast="({0}){1}", indent=" " * 8, small_hex=False, flat="flat",
)


def de_bruijn_indices() -> List[int]:
    """Returns the table of the portable Lsb, 128 entries: entry (2**k * DE_BRUIJN mod
    2**64) >> 57 is k, entry 0 (b = 0, no bit) is 64, and the entries no bit reaches
    are 64 too."""
    table = [64] * 128
    for k in range(64):
        table[((DE_BRUIJN << k) & (2**64 - 1)) >> 57] = k
    assert table[0] == 64 and sorted(table).count(64) == 64 and sorted(table)[:64] == list(range(64))
    return table


# --- the slider techniques ----------------------------------------------------------


# every technique but the vector paths (SSE2); PEXT's with BMI2's intrinsic on .NET
# where the CPU has it, portable code elsewhere: no build condition
CAPABILITIES = Capabilities(features=frozenset({"bmi2"}), threads="runtime")


def dialect() -> Dialect:
    """Returns how Bitboards.cs prints the techniques, each packed table read from its
    fill group's holder."""
    return WORDS.dialect(
        CsharpPrinter(held_in(LERF)),
        MODULE,
        capabilities=CAPABILITIES,
        name=pascal_case,  # a helper's too, which cs_name leaves as the contract writes it
        ordinal="subset",  # mono's portable pext for each subset's index: PEXT's fill 4 to 5 ms, counted 2.1 ms
    )


def slider_context(selection: Selection) -> dict:
    """Returns what the class's slider section reads (SliderSection.context), each
    fill group (slider_section.fill_groups) a holder: its class, its public fill
    (FillMagicAttacks), its tables and the group's pieces."""
    section = SliderSection(dialect(), selection)
    loop = lambda group: section.fill_text(CsharpStatements(), set(group.tables), indices=True)  # noqa: E731
    return section.context(lambda group: dict(section.holder(group, pascal_case), loop=loop(group)))


def _context(selection: Selection) -> dict:
    return dict(
        class_name=on_board(class_of(selection.prefix), selection.mapping.board),
        namespace=selection.namespace,
        netcore=NETCORE_CONDITION,
        de_bruijn=f"0x{DE_BRUIJN:016X}UL",
        de_bruijn_indices=de_bruijn_indices(),
    )


RENDERER = WORDS.renderer(__file__, _context, cs_name=cs_name, index_help=index_help)


render_module = main_module(RENDERER, "Bitboards.cs.j2", CsharpStatements(), slider_context)


def file_name(selection: Selection) -> str:
    """Returns the name of the file: its class's (MyEngine.cs for --prefix my_engine)."""
    return class_of(selection.prefix) + ".cs"


SLIDERS = narrow_sliders_file("BitboardsSliders.cs", RENDERER, "board_sliders.cs.j2", WORDS, CsharpStatements, CAPABILITIES, held=True)
LANGUAGE = Language(
    "csharp", "C#", (OutputFile(MODULE, render_module, on_boards=True, named=file_name, pattern=r"[A-Za-z_]\w*\.cs"), SLIDERS), WORDS,
    grammar=reader.GRAMMAR, takes_prefix=True, keywords=KEYWORDS, namespace_help="its namespace (the global namespace by default)", widest=64,
    prefix_help=f"its class and file, the prefix in PascalCase ({DEFAULT_CLASS}, {MODULE} for {DEFAULT_PREFIX})",
)
