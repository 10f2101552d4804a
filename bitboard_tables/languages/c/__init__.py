"""The C language (language.Language): `bitboards.h`, and `bitboards_sliders.h` and `bitboards_engine.h`
beside it, each name after the prefix (`BB_`, `bb_`). The sliders header includes the header and reads
some of its tables and functions, so a selection gets it only when it holds every one of them
(`sliders_wanted`). The engine tables (tables.ENGINE_TABLES) and their functions are in
`bitboards_engine.h`, so that bitboards.h without them compiles as fast as before they came
(docs/performance.md)."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from ...expression import Arg, CFamilyStatements, Const, op, CFamilyPrinter as CPrinter
from ...function_bodies import square_formulas
from ...functions import SQUARES, functions_by_name
from ...literals import Syntax, block_rows, decimal, halves, hex8
from ...packaging.cmake import Spelling, cmake_package
from ...selection import Selection, engine_part
from ...sliders.build import main_needs
from ...sliders.records import printed_records
from ...tables import INT, U8, U32, U64, U128
from ...sliders.board_magics import has_magics
from ..board_sliders import on_board, render_board_sliders as render_board_sliders_file
from ..cfamily import board_words, capabilities, main_part, types
from ..language import Language, OutputFile, Words
from ..slider_section import Dialect, SliderSection
from ..two_words import TwoWordsC, TwoWordsCStatements
from ..vector import SSE2, helper_bodies
from . import reader

ELEMENTS, KINDS = types("", "int")  # the squares of a bitboard: their count, written to the caller's array (c_function)
CAPABILITIES = capabilities({"bmi2": "PEXT"})  # what a technique needs -> the macro (without prefix) that enables it: BB_PEXT
SYNTAX = Syntax("{", "}", "/* {} */", {U64: "0x{:016x}ULL".format, U8: hex8, INT: decimal})
HEADER, SLIDERS, ENGINE = "bitboards.h", "bitboards_sliders.h", "bitboards_engine.h"
# the functions of bitboards.h that BB_SLIDERS rebinds besides rook, bishop and queen
# attacks, in the order their bodies need them
REBOUND = ("xray_rook_attacks", "xray_bishop_attacks", "pinned")
SLIDERS_REBINDS = ("rook_attacks", "bishop_attacks", "queen_attacks", *REBOUND)  # what BB_SLIDERS rebinds
# C's words: `TYPE name` parameters, a pointer's star at the name, a block comment's
# further lines, a C cast; a slider table's narrow entries in decimal
WORDS = Words(SYNTAX, ELEMENTS, KINDS, comment=lambda name, text: text.replace("\n", "\n * "), cast="({0}){1}", small_hex=False)
# SSE2's signed lanes: a bitboard loaded as a long long, the answer read back as one
LANES = WORDS.lanes("long long", pointer=lambda row, vector: f"(const {vector} *){row}")


def c_function(fn, name: str, words: Words = WORDS, squares: int = 64) -> str:
    """Returns the C declarator of a lookup function named `name` (bb_rook_attacks); a function of
    SQUARES result also takes the array it writes them to, of `squares` entries (a board's numbers)."""
    return words.declarator(fn, name, f"int squares[{squares}]" if fn.returns == SQUARES else "")


def printed(selection: Selection) -> dict:
    """Returns the bodies every C template reads, named after the selection's prefixes: the square
    helper macros' (every argument and the whole expression parenthesized, as a function-like macro
    needs), the lookup functions' (function_bodies.py), the portable lsb's steps, bb_popcount's,
    bb_byte_swap's and bb_bit_reverse's portable bodies (C++'s too), bb_squares' loop over b (its
    test, its step); and C's words in cfamily.j2 (`cf`)."""
    P, p = selection.prefix.upper() + "_", selection.prefix.lower() + "_"
    words = CFamilyStatements(CPrinter(P, p))  # of 64-bit words: the bit scans' portable bodies
    # past 64 bits in the words both representations of the header's bitboard have (two_words.py)
    statements = TwoWordsCStatements(TwoWordsC(P, p), wide_words(selection.prefix).elements[U128]) if selection.mapping.board.width > 64 else words
    squares = {name: f"({text})" for name, text in square_formulas(selection.mapping, "(file)", "(rank)", "(sq)").items()}
    loop = f'{statements.printer.bare(op("ne", Arg("b"), Const(0)))}; {statements.clear_lowest("b")}'  # bb_squares' test and step
    return dict(bodies=statements.bodies(selection.mapping), lsb_halving=words.lsb_halving(), portable=words.portable(), square_bodies=squares, squares_loop=loop, cf=cfamily(P, p))


def renderer(words: Words):
    """Returns the renderer of C's templates writing the words `words`: the packed tables' values
    (430,000 of them) by block_rows, a build condition the macro (without prefix) that enables it."""
    return words.renderer(__file__, printed, declarator=lambda fn, name, squares=64: c_function(fn, name, words, squares),
                          slider_big=lambda table: block_rows(table, SYNTAX.comment), condition=CAPABILITIES.condition)


RENDERER = renderer(WORDS)


@lru_cache(maxsize=None)
def wide_words(prefix: str) -> Words:
    """Returns C's words in a header of `prefix` on a board of 65 to 128 squares (issue 49): its bitboards of
    the header's own type, bb_bitboard_t, each entry its two 64-bit halves in the header's macro, as C has no
    128-bit literal: BB_BITBOARD(0x0000000000000001, 0x0000000000000000)."""
    t, literal = f"{prefix.lower()}_bitboard_t", lambda value: "{}_BITBOARD(0x{:016x}, 0x{:016x})".format(prefix.upper(), *halves(value))
    return replace(WORDS, syntax=replace(SYNTAX, literals={**SYNTAX.literals, U128: literal}), elements={**ELEMENTS, U128: t}).wide


@lru_cache(maxsize=None)
def renderer_of(prefix: str, width: int):
    """Returns the renderer of a header of `prefix` on a board of bitboards of `width` bits."""
    return renderer(wide_words(prefix)) if width > 64 else RENDERER


# --- the files -----------------------------------------------------------------


def render_header(selection: Selection, engine: bool = False) -> str:
    """Returns the text of bitboards.h for `selection`: all but its engine tables and
    their functions; with `engine`, of bitboards_engine.h: those alone."""
    squares = sum(1 << sq for sq, at in enumerate(selection.mapping.squares) if at is not None)  # wide.h.j2's bb_not's
    renderer = renderer_of(selection.prefix, selection.mapping.board.width)
    return renderer.render("bitboards.h.j2", engine_part(main_part(selection), engine), engine=engine, squares_halves=halves(squares))


def dialect(printer: CPrinter) -> Dialect:
    """Returns how the sliders header prints the techniques."""
    return WORDS.dialect(printer, HEADER, capabilities=CAPABILITIES, condition=CAPABILITIES.condition, lanes=LANES, records=True)


def cfamily(P: str, p: str) -> dict:
    """Returns C's words in the slider section it lays out as C++ does
    (languages/templates/cfamily.j2), its names after the prefixes P and p."""
    return dict(
        open="/*", cont=" *", close=" */", fn="static inline", scalar=lambda t: "static inline", after="", u64="uint64_t", p=p, K=P, cast="({0})({1})",
        typedef=True, include=lambda header: f"#include <{header}>\n", constant="static const", static="static in every including file: ",
        function="static inline",  # a main file's lookup function: checked mode checks its ranged arguments
        check=lambda name, arg="sq", n=64, expected="a square 0..63": f'    {P}CHECK_({p}{name}, {arg}, {arg} >= 0 && {arg} < {n}, "{expected}")\n',
        path=lambda name, value: f'#define {P}{name} "{value}"', ifdef=lambda condition: f"#ifdef {P}{condition}", enum=lambda kind: "enum",
        linkage=lambda brace: f"#if defined({P}SHARED_TABLES) && defined(__cplusplus)\n{brace}\n#endif",  # C linkage in C++ where tables are stored once
        pair=lambda sets, values, form="{}": f"const {sets} out = {{{', '.join(map(form.format, values))}}};\n    return out;",
    )


def render_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders.h for `selection`; on another board,
    bitboards_sliders_WxH.h, its fancy magic lookups (languages/board_sliders.py)."""
    if not selection.mapping.board.is_default:
        return render_board_sliders(selection)
    P = selection.prefix.upper() + "_"
    printer = CPrinter(P, selection.prefix.lower() + "_")
    section = SliderSection(dialect(printer), selection, wanted=True)
    statements = CFamilyStatements(printer)
    statements.guard = lambda condition: (f"#ifdef {P}{condition}", "#endif")
    # each fill group as BB_FILL_SLIDER_TABLES fills it: its flag (BB_MAGIC_ATTACKS_FILLED, nonzero
    # once filled), its loop (the fill loop of its tables alone, printed)
    fill = lambda g: g.printed(flag=f"{P}{g.name.upper()}_FILLED", loop=section.fill_text(statements, set(g.tables), guarded=False))  # noqa: E731
    sliders = section.context(fill, big=CPrinter("", "").bare)
    return RENDERER.render("bitboards_sliders.h.j2", selection, **sliders, lane_helpers=helper_bodies(SSE2, LANES, printer), rebinds=SLIDERS_REBINDS,
                           rebound=[functions_by_name()[name] for name in REBOUND], fill_all=section.fill_text(statements),  # every group's, in one pass
                           records=printed_records(selection.mapping, section.carried, printer, WORDS.record_types, printer.function))


def render_board_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders_WxH.h: the fancy magic and PEXT lookups of a board other than
    8x8 whose magics are recorded, printed in the board's bitboard (languages/board_sliders.py)."""
    P, p = selection.prefix.upper() + "_", selection.prefix.lower() + "_"
    wide, words = selection.mapping.board.width > 64, wide_words(selection.prefix)
    # a position a u32; pext the header's macro of GCC's builtin (or BMI2's intrinsic)
    printer = on_board(TwoWordsC(P, p) if wide else CPrinter(P, p), {}, CASTS={"index": ("uint32_t", frozenset({"u32", "index"}))}, CAST="(({0}){1})",
                       binary=lambda op, a, b: f"{P}PEXT64_({printer.bare(a)}, {printer.bare(b)})")
    statements = TwoWordsCStatements(printer, words.elements[U128]) if wide else CFamilyStatements(printer)
    statements.guard = lambda condition: (f"#ifdef {P}{condition}", "#endif")
    bw = board_words(cfamily(P, p), ELEMENTS[U32])  # C's words in the layout it shares with C++ (templates/board_cfamily.j2)
    literals = {**words.syntax.literals, U8: str, U32: "0x{:05x}".format}
    return render_board_sliders_file(renderer_of(selection.prefix, selection.mapping.board.width), "board_sliders.h.j2", selection, words.elements, statements, literals,
                                      " /* {} */", bw=bw, condition=CAPABILITIES.condition, word_statements=CFamilyStatements(CPrinter(P, p)))


def sliders_wanted(selection: Selection) -> bool:
    """Returns True if `selection` holds every table and function of bitboards.h that bitboards_sliders.h
    reads, as `--only all` does, and does not leave them out (`Selection.sliders`); on another board,
    where its magics are recorded (languages/board_sliders.py)."""
    if not selection.mapping.board.is_default:
        return selection.sliders and has_magics(selection.mapping)
    return selection.sliders and main_needs(selection.mapping, also=SLIDERS_REBINDS) <= selection.names


# --- the package: a CMake package of the headers, with a .pc and a ctest self-test
# (packaging/cmake.py, shared with C++) ---


PACKAGE = cmake_package(
    RENDERER.render, "C 99",
    spelling=lambda selection: Spelling(selection.prefix.upper() + "_", selection.prefix.lower() + "_",
                                        bitboard=wide_words(selection.prefix).elements[U128 if selection.mapping.board.width > 64 else U64]),
    # the sliders header, which includes the other, where the selection has it
    header=lambda selection: LANGUAGE.files[2 if sliders_wanted(selection) else 0].file_name(selection),  # bitboards_6x6.h on 6x6
    # the techniques every build has: not PEXT's, which need BB_PEXT and BMI2
    carries=CAPABILITIES.always, sliders_in=sliders_wanted,
    # which fills the slider tables with BB_FILL_SLIDER_TABLES, and else does nothing
    fill=lambda selection: selection.prefix.lower() + "_fill_slider_tables" if sliders_wanted(selection) else "",
)

LANGUAGE = Language(
    "c", "C",
    (
        OutputFile(HEADER, render_header, on_boards=True),
        # with an engine table (tables.ENGINE_TABLES)
        OutputFile(ENGINE, lambda selection: render_header(selection, engine=True), lambda selection: bool(engine_part(selection).tables), engine=True),
        OutputFile(SLIDERS, render_sliders, sliders_wanted, sliders=True, on_boards=True),
    ),
    WORDS, banner="/*", read=lambda text, mapping: reader.read(text, mapping, ELEMENTS),  # its tables and functions
    takes_prefix=True, prefix_help="PREFIX_ and prefix_ on its names", package=PACKAGE,
)
