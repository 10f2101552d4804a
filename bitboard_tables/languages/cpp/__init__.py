"""The C++ language (language.Language): `bitboards.hpp`, constexpr tables and
lookups in a namespace, `--namespace`'s (com.example.engine gives com::example::engine),
else named by `--prefix` in lower case (`namespace_of`; the default prefix gives
`bitboards`). It carries every slider technique (templates/sliders.hpp.j2) whose
lookups and fills read only what the selection holds (`dialect`), printed from the
techniques' expressions by printer.py: the [64 sq] tables literal, the packed ones
zero-initialized and filled by `fill_slider_tables()`.
"""

from __future__ import annotations

from ...expression import Arg
from ...literals import Syntax, decimal, halves, hex8
from ...parse import halves_joined
from ...packaging.cmake import Spelling, cmake_package
from ...selection import DEFAULT_PREFIX, Selection
from ...tables import INT, U8, U32, U64, U128
from ...sliders.board_magics import has_magics
from ...sliders.records import printed_records
from ..board_sliders import board_sliders_file, on_board, render_board_sliders as render_board_sliders_file
from ..cfamily import board_words, capabilities, main_part, types
from ..language import Language, OutputFile, Words, main_module, pascal_case
from ..slider_section import Dialect, SliderSection
from ..vector import SSE2, helper_bodies
from . import reader
from .printer import CppPrinter, CppStatements, WidePrinter, WideStatements

# C's types in std:: (the unscoped enumerations convert to int where one is wanted; a
# std::string_view or std::optional would need headers that cost every including unit
# more than the whole header, docs/functions.md), the squares of a bitboard a range, the
# struct Squares; a bitboard past 64 bits the header's bitboard_t
ELEMENTS, KINDS = types("std::", "Squares")
ELEMENTS[U128] = "bitboard_t"
# what a technique needs -> the preprocessor test that gives it (the compiler's own macros):
# BMI2 on x86-64, as _pext_u64 is x86-64's (32-bit x86 with BMI2 has only the 32-bit pext)
NEEDS = {"bmi2": "defined(__BMI2__) && (defined(__x86_64__) || defined(_M_X64))"}
# every technique whose lookups and fills read only what the selection holds
CAPABILITIES = capabilities(NEEDS, per_technique=True, threads="lazy")
# a hex literal takes the unsigned type its value needs: no suffix, as Rust's
# a u128 entry (a board past 64 bits, issue 49): its two 64-bit halves, the high one
# first, in the header's constexpr `bitboard`, as C++ has no 128-bit literal
SYNTAX = Syntax("{", "}", "// {}", {U64: "0x{:016x}".format, U8: hex8, INT: decimal, U128: lambda v: "bitboard(0x{:016x}, 0x{:016x})".format(*halves(v))})
HEADER = "bitboards.hpp"
DEFAULT_NAMESPACE = "bitboards"
# the words C++ reserves, which no part of a namespace can be
KEYWORDS = frozenset(
    """
    alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t
    char32_t class compl concept const consteval constexpr constinit const_cast continue co_await
    co_return co_yield decltype default delete do double dynamic_cast else enum explicit export
    extern false float for friend goto if inline int long mutable namespace new noexcept not not_eq
    nullptr operator or or_eq private protected public register reinterpret_cast requires return
    short signed sizeof static static_assert static_cast struct switch template this thread_local
    throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t while
    xor xor_eq
    """.split()
)


def namespace_of(prefix: str) -> str:
    """Returns the namespace of the names for `prefix`: `bitboards` for the default
    prefix (BB), else the prefix in lower case (ENG gives `eng`)."""
    return DEFAULT_NAMESPACE if prefix.upper() == DEFAULT_PREFIX else prefix.lower()


def scope_of(selection: Selection) -> tuple:
    """Returns (the namespace of the names, the include guard): --namespace's, its
    dots as `::` (com::example::engine, COM_EXAMPLE_ENGINE_BITBOARDS_HPP), else
    the prefix's (`namespace_of`, PREFIX_BITBOARDS_HPP); the guard naming a board
    other than 8x8 (BB_BITBOARDS_6X6_HPP), so that two boards' headers stand in one program."""
    board = selection.mapping.board
    guard = "_BITBOARDS" + ("" if board.is_default else "_" + board.file_tag.upper()) + "_HPP"
    if selection.namespace is None:
        return namespace_of(selection.prefix), selection.prefix.upper() + guard
    return selection.namespace.replace(".", "::"), selection.namespace.replace(".", "_").upper() + guard


# C++'s words: C's but for its comments and casts, and two spaces before a slider
# table's comment
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, comment=lambda name, text: text.replace("\n", "\n// "),
    cast="static_cast<{0}>({1})", small_hex=False, small_gap="  ",
)
# SSE2's signed lanes: a bitboard loaded as a long long, the answer read back as one
LANES = WORDS.lanes("long long", pointer=lambda row, vector: f"reinterpret_cast<const {vector} *>({row})")


def dialect() -> Dialect:
    """Returns how the header prints the techniques."""
    return WORDS.dialect(CppPrinter(), HEADER, capabilities=CAPABILITIES, condition=CAPABILITIES.condition, lanes=LANES, records=True)


def specifier(technique) -> str:
    """Returns "constexpr" for a technique that reads only constant tables and calls
    no intrinsic but the bit reversal (`bit_reverse` is constexpr), else "inline"."""
    return "constexpr" if not technique.technique.fills and technique.needs <= {"rbit"} else "inline"


# C++'s words in the slider section it lays out as C does (languages/templates/cfamily.j2)
CFAMILY = dict(
    open="//", cont="//", close="", fn="inline", scalar=specifier, after=" noexcept", u64="std::uint64_t", p="", K="", cast=WORDS.cast,
    typedef=False, include=lambda header: "", check=lambda *argument: "", constant="inline constexpr", static="", function="constexpr",
    path=lambda name, value: f'inline constexpr const char *{name} = "{value}";',
    ifdef=lambda condition: f"#if {condition}",
    enum=lambda kind: f"enum {kind.capitalize()} : int",
    pair=lambda sets, values, form="{}": "return {" + ", ".join(map(form.format, values)) + "};",
)


def _sliders(selection: Selection) -> dict:
    """Returns what the slider section (templates/sliders.hpp.j2, cfamily.j2) reads for `selection`."""
    section = SliderSection(dialect(), selection)
    # each fill group with its flag, a constant-initialized std::atomic<bool>, and its bit
    # (FillGroup.bit), which fill_packed_groups and SLIDER_GROUPS_AT_START name it by
    sliders = section.context(lambda group: group.printed(flag=f"{group.name}_filled"), big=True)
    records = printed_records(selection.mapping, section.carried, CppPrinter(), WORDS.record_types, pascal_case) if sliders["sliders"] else []
    # the one pass of fill_packed_groups: each store where its group's local (`magic_attacks`) says it is filled now
    group_of = lambda tables: Arg(sliders["fill_of_table"][tables[0]]["name"], "bool")  # noqa: E731
    statements = CppStatements()
    statements.SHORT_IF = True
    fill_loop = section.fill_text(statements, test=group_of) if sliders["sliders"] else ""
    return dict(sliders, fill_loop=fill_loop, records=records, lane_helpers=helper_bodies(SSE2, LANES, CppPrinter()))


# the portable lsb's steps (C's too), byte_swap's, bit_reverse's and popcount's portable bodies,
# and C++'s words in cfamily.j2
PORTABLE = dict(lsb_halving=CppStatements().lsb_halving(), portable=CppStatements().portable(), cf=CFAMILY)


def _renderer(words: Words):
    return words.renderer(
        __file__,
        lambda selection: dict(zip(("namespace", "guard"), scope_of(selection)), **PORTABLE),  # and the namespace, the include guard
        declarator=lambda fn, name, squares=64: words.declarator(fn, name),  # `const char *square_name(int sq)`
        condition=CAPABILITIES.condition,
        specifier=specifier,
    )


RENDERER = _renderer(WORDS)
# bitboards.hpp: the bodies printed from function_bodies.py (CppStatements), the primitives'
# from templates/functions.hpp.j2, the sliders' section
_render_64 = main_module(RENDERER, "bitboards.hpp.j2", CppStatements(), _sliders)
# a board past 64 bits (issue 49): its functions of bitboard_t, but those wide.hpp.j2 writes
# for both of its representations (functions.TWO_WORD_FUNCTIONS)
_render_wide = main_module(_renderer(WORDS.wide), "bitboards.hpp.j2", WideStatements(), _sliders)


def render_header(selection: Selection) -> str:
    """Returns the text of bitboards.hpp (bitboards_10x8.hpp) for `selection`."""
    if selection.mapping.board.width == 64:
        return _render_64(selection)
    return _render_wide(main_part(selection))


# the CMake package of bitboards.hpp, C's written once (packaging/cmake.py): its
# self-test checks the techniques every build has, not PEXT's (only with __BMI2__)
PACKAGE = cmake_package(
    RENDERER.render,
    "CXX 17",
    spelling=lambda selection: Spelling(scope=scope_of(selection)[0] + "::",
                                        bitboard=scope_of(selection)[0] + "::bitboard_t" if selection.mapping.board.width > 64 else "uint64_t"),
    header=lambda selection: LANGUAGE.files[has_magics(selection.mapping)].file_name(selection),  # bitboards_sliders_6x6.hpp on 6x6
    carries=CAPABILITIES.always,
)

BOARD_WORDS = board_words(CFAMILY, ELEMENTS[U32])  # C++'s words in the layout it shares with C (templates/board_cfamily.j2)


def render_board_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders_WxH.hpp: the fancy magic and PEXT lookups
    of a board other than 8x8 whose magics are recorded, printed in the board's
    bitboard (languages/board_sliders.py); a lookup reads the attack tables of its
    technique's struct, `tables`."""
    guard = scope_of(selection)[1].replace("_BITBOARDS_", "_BITBOARDS_SLIDERS_")
    literals = {**SYNTAX.literals, U32: "0x{:05x}".format, U8: str}
    wide = selection.mapping.board.width > 64
    narrow = {"bit": "(static_cast<std::uint64_t>(1) << {0})", "u64": "static_cast<std::uint64_t>({1})"}  # a board within 64 bits
    printer = on_board(WidePrinter() if wide else CppPrinter(), {} if wide else narrow, CASTS={"index": ("std::uint32_t", frozenset({"u32", "index"}))}, CAST="static_cast<{0}>({2})",
                       binary=lambda op, a, b: f"pext64({printer.bare(a)}, {printer.bare(b)})",
                       table=lambda name: ("tables." if name.endswith("_ATTACKS") else "") + name)
    statements = WideStatements(printer) if wide else CppStatements(printer)
    statements.stored = str
    return render_board_sliders_file(RENDERER, "board_sliders.hpp.j2", selection, ELEMENTS, statements, literals, "  // {}", sliders_guard=guard, bw=BOARD_WORDS,
                                      word_statements=CppStatements(CppPrinter()))


LANGUAGE = Language(
    "cpp", "C++", (OutputFile(HEADER, render_header, on_boards=True), board_sliders_file("bitboards_sliders.hpp", render_board_sliders)), WORDS,
    read=lambda text, mapping: LANGUAGE._read_declared(halves_joined(text, "bitboard"), mapping),  # a u128 entry's halves joined
    grammar=reader.GRAMMAR,
    takes_prefix=True,
    prefix_help=f"its namespace without --namespace, the prefix in lower case ({DEFAULT_NAMESPACE} for {DEFAULT_PREFIX})",
    namespace_help="its namespace (a.b is a::b; without it, named by --prefix)",
    keywords=KEYWORDS,
    package=PACKAGE,
)
