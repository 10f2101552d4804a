"""The Zig language: `bitboards.zig`, one file without dependencies, not even std,
in Zig's style (printer.py's `zig_name`), read back by reader.py. Zig takes no
prefix: a file is a namespace of its own, named by whoever imports it.

Its package (`PACKAGE`, templates/package/): build.zig exposing the file as a
module named as the package, build.zig.zon (its name an enum literal, its
fingerprint `zig_fingerprint`'s), and the self-test, tests/self_test.zig, which
`zig build test` runs.
"""

from __future__ import annotations

import hashlib
import zlib

from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal, hex8
from ...selection import Selection
from ...tables import INT, U8, U16, U32, U64, U128
from ...packaging import Package, PackageFile
from ...packaging.selftest import held_scope
from ..board_sliders import board_sliders_file, on_board, render_board_sliders as render_board_sliders_file
from ..language import Language, OutputFile, Words, main_modules, typed_after
from ..vector import InstructionSet
from ..slider_section import Capabilities, Dialect, SliderSection
from . import reader
from .printer import ZigPrinter, ZigRoutines, ZigStatements, zig_name

ELEMENTS = {U64: "u64", U32: "u32", U16: "u16", U8: "u8", INT: "i32", U128: "u128"}  # u128: a board past 64 bits
# an integer argument an index (a square, piece, direction, file or rank), an integer result a
# square or a count; a name a slice of bytes, no square null, the squares an iterator (`Squares`)
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "usize", NAME: "[]const u8", SQUARE_OR_NONE: "?usize", SQUARES: "Squares"}
SYNTAX = Syntax(".{", "}", "// {}", {U64: "0x{:016x}".format, U8: hex8, INT: decimal, U128: "0x{:032x}".format})
MODULE = "bitboards.zig"
# the Zig release the tests pin (pyproject.toml's ziglang), the oldest the file is built with
ZIG_VERSION = "0.15"


# Zig's words: functions camelCase, the rest snake_case, parameters as the contract
# names them, `name: type`; a comment's further lines `///` lines
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, name=zig_name, declare=typed_after, comment=lambda name, doc: doc.replace("\n", "\n/// "),
    cast="@as({0}, @intCast({1}))",
)


def _renderer(words: Words):
    return words.renderer(__file__, lambda selection: dict(zig_version=ZIG_VERSION), zig_name=zig_name)


RENDERER = _renderer(WORDS)



def _vector(name: str, lanes: int, register: str, **spell: str) -> InstructionSet:
    """Returns Zig's @Vector(`lanes`, u64) as an instruction set (languages/vector.py prints
    the vector paths by it): its operators and builtins, spelt alike at any width, and `spell`."""
    vector = f"@Vector({lanes}, u64)"
    lanewise = {"and": "({0} & {1})", "or": "({0} | {1})", "xor": "({0} ^ {1})", "add": "({0} +% {1})", "sub": "({0} -% {1})"}
    return InstructionSet(name, vector, register, {"splat": f"@as({vector}, @splat({{0}}))", **lanewise, "bswap": "@byteSwap({0})", **spell})


# the two-lines hyperbola's two 64-bit lanes on every target
VECTOR = _vector(
    "vector", 2, "a @Vector(2, u64): SSE2 on x86-64, NEON on aarch64, scalar code on a target without vectors",
    pair="@Vector(2, u64){{ {0}, {1} }}", fold="{0}[0] | {0}[1]",
)  # fmt: skip
# Parallel hyperbola's: the lanes of one AVX2 register where the target has AVX2 (its lookups
# take the scalar hyperbola elsewhere: bitboards.zig's hyperbola_avx2_lanes), @byteSwap one
# vpshufb; the lanes loaded from the record of sq, a column the or of its two 128-bit halves
# (as two @Vector(2, u64)), then its lane: 0.8% fewer instructions in perft than {0}[{1}] |
# {0}[{2}], which LLVM folds lane by lane
VECTOR4 = _vector(
    "vector4", 4, "a @Vector(4, u64), one AVX2 register", load="@as(@Vector(4, u64), {0}[0..4].*)",
    column="(@shuffle(u64, {0}, undefined, [2]i32{{ 0, 1 }}) | @shuffle(u64, {0}, undefined, [2]i32{{ 2, 3 }}))[{1}]",
)  # fmt: skip
# the vector lanes on every target, so the two-lines hyperbola needs no build
# option, parallel hyperbola's where the target has AVX2; PEXT has no builtin
CAPABILITIES = Capabilities(features=frozenset({"sse2", "rbit", "avx2", "mul32"}), vectors=(VECTOR, VECTOR4), threads="lazy")


def dialect() -> Dialect:
    """Returns how bitboards.zig prints the slider techniques."""
    return WORDS.dialect(ZigPrinter(), MODULE, capabilities=CAPABILITIES)


def _fill(group, section: SliderSection) -> dict:
    """Returns a fill group (slider_section.FillGroup) as bitboards.zig fills it: its
    public fill (fillMagicAttacks), the variable of its progress (magic_attacks_fill),
    the thread-local flag its lookups test (magic_attacks_seen_filled), its private
    writer (writeMagicAttacks) and the writer's loop (`loop`, the model's fill_loop of
    its tables), its tables by their Zig names."""
    statements = ZigRoutines()
    statements.SHORT_IF = True  # `if (occ == 0) break;`
    return group.printed(
        zig_name,
        loop=section.fill_text(statements, set(group.tables), indices=True),
        writer=zig_name(f"write_{group.name}"),
        state=f"{group.name}_fill",
        seen=f"{group.name}_seen_filled",
    )


def _sliders(selection: Selection) -> dict:
    """Returns what the slider section of bitboards.zig reads: the techniques' one
    context (SliderSection.context), each fill group's as `_fill` makes it."""
    section = SliderSection(dialect(), selection)
    return section.context(lambda group: _fill(group, section), zig_name, big=ZigPrinter().bare)


# bitboards.zig (bitboards_10x8.zig), its functions' bitboards u128 on a board past 64 bits (issue 49)
render_module = main_modules(WORDS, _renderer, "bitboards.zig.j2", ZigStatements, _sliders)


# Zig's keywords (std.zig.Token.keywords, the same in 0.15 and 0.17), which no
# package name may be: build.zig.zon's .name is an enum literal, a bare identifier
ZIG_KEYWORDS = (
    "addrspace", "align", "allowzero", "and", "anyframe", "anytype", "asm", "break", "callconv", "catch",
    "comptime", "const", "continue", "defer", "else", "enum", "errdefer", "error", "export", "extern", "fn",
    "for", "if", "inline", "linksection", "noalias", "noinline", "nosuspend", "opaque", "or", "orelse",
    "packed", "pub", "resume", "return", "struct", "suspend", "switch", "test", "threadlocal", "try", "union",
    "unreachable", "var", "volatile", "while",
)  # fmt: skip


def zig_fingerprint(name: str) -> int:
    """Returns the `.fingerprint` of build.zig.zon for the package `name`: Zig's
    (crc32 of the name) << 32 | id, where Zig suggests a random id, here the first
    32 bits of the name's SHA-256 that are neither 0 nor 0xffffffff (the ids Zig
    refuses), so that the same name always makes the same bytes."""
    digest = hashlib.sha256(name.encode("ascii")).digest()
    ids = (int.from_bytes(digest[k : k + 4], "big") for k in range(0, len(digest), 4))
    identity = next(i for i in ids if i not in (0, 0xFFFFFFFF))
    return zlib.crc32(name.encode("ascii")) << 32 | identity


PACKAGE = Package(
    ecosystem="a Zig package",
    render=RENDERER.render,
    files=(PackageFile("build.zig"), PackageFile("build.zig.zon"), PackageFile("tests/self_test.zig")),
    name_pattern=rf"(?!(?:{'|'.join(ZIG_KEYWORDS)})\Z)[A-Za-z][A-Za-z0-9_]{{0,31}}",
    name_rule="its name is an enum literal in build.zig.zon, so an identifier: ASCII letters, digits and '_', "
    "starting with a letter, at most 32 characters, no Zig keyword",
    commands=("zig build test --summary all",),
    carries=CAPABILITIES.carries,
    # its module named as the package, its fingerprint, the oldest Zig it takes
    context=lambda selection, name: dict(module=name, fingerprint=f"0x{zig_fingerprint(name):016x}", minimum_zig_version=f"{ZIG_VERSION}.0"),
    # its bitboards the board's; on a board, a magic lookup the method of the test's MagicAttacks, hyperbola the sliders'
    routines=lambda selection: (ZigRoutines(selection.mapping.board.width), held_scope(selection, "bb.", {"magic": "magic.", "hyperbola": "sliders."})),
    board_sliders=True,
)

def render_board_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders_WxH.zig: the fancy magic lookups of a board
    other than 8x8 whose magics are recorded, printed in the board's bitboard
    (languages/board_sliders.py): a lookup a method of `MagicAttacks`, reading its
    tables through their address (`(&self.rank)[i]`: `self.rank[i]` in an expression
    copies the array onto the stack in ReleaseSafe, 19 MB on 16x8), which its `fill()`
    fills; its offsets are usize, what an index is."""
    literals = {**SYNTAX.literals, U32: "0x{:05x}".format, U8: str}
    statements = ZigRoutines(selection.mapping.board.width)  # one bit and a local the board's bitboard
    line = lambda table: "self." + table.lower().rsplit("_", 2)[0]  # noqa: E731  RANK_MAGIC_ATTACKS: self.rank
    printer = on_board(statements.printer, {}, table=lambda name: f"(&{line(name)})" if name.endswith("_ATTACKS") else zig_name(name),
                       call=lambda expr: "self." * expr.function.startswith(("rook_", "bishop_")) + ZigPrinter.call(printer, expr))
    vars(statements).update(stored=line, COMPOUND=(*statements.COMPOUND, "shl", "shr"))
    elements = {**ELEMENTS, U32: "usize"}
    return render_board_sliders_file(RENDERER, "board_sliders.zig.j2", selection, elements, statements, literals, " // {}", carried=("magic",))


LANGUAGE = Language(
    "zig", "Zig", (OutputFile(MODULE, render_module, on_boards=True), board_sliders_file("bitboards_sliders.zig", render_board_sliders)), WORDS,
    grammar=reader.GRAMMAR, package=PACKAGE,
)
