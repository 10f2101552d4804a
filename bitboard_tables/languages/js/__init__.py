"""The JavaScript language: `bitboards.mjs`, one ES module without dependencies
(Node 18 and later, browsers, no build step), and `bitboards.d.mts`, its
TypeScript declarations.

Everything the tool knows about JavaScript: the two files and how each is
rendered, the literal and comment syntax of a table, the types of the element
types and argument kinds, its names (`js_name`: functions and parameters in
camelCase, tables and constants in UPPER_SNAKE as the contract writes them), the
filters of its templates and its reader (reader.py). JavaScript takes no prefix:
a module is a namespace of its own, named by whoever imports it.

The representation (docs/performance.md, "JavaScript"): a table of u64 is a
`BigUint64Array`, so that an entry reads as a `bigint`; the functions read the
same memory as 32-bit halves and take and return a bitboard as two numbers, the
low half and the high half, so that no operation allocates: a function returns
the low half of its bitboard and leaves the high half in the module's `high`.
"""

from __future__ import annotations

import math
from collections import namedtuple
from typing import List

from ...expression import OCC, SQ
from ...functions import ARGUMENT_RANGES, BITBOARD, FUNCTIONS, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal, hex8
from ...selection import Selection
from ...tables import INT, U8, U32, U64, Table
from ...packaging import Package, PackageFile
from ..language import Language, OutputFile, Words, camel_case, typed_after
from ..slider_section import NO_FEATURES, Dialect, SliderSection
from . import reader

# the typed array of each element type: a flat array, entry [i][j] at i * size_j + j
# (u32: only the slider techniques' offsets)
ELEMENTS = {U64: "BigUint64Array", U8: "Uint8Array", INT: "Int8Array", U32: "Uint32Array"}
# the TypeScript types of the argument kinds: a bitboard is two numbers (its halves,
# `js_head`), a square a branded number, so that a bitboard half passed where a
# square is expected does not compile
KINDS = {BITBOARD: "number", INTEGER: "number", NAME: "string", SQUARE_OR_NONE: "Square | -1", SQUARES: "Generator<Square, void, void>"}
# the integer parameters and results that are squares (typed Square in bitboards.d.mts)
SQUARE_PARAMS = frozenset(name for name, (_, what) in ARGUMENT_RANGES.items() if what.startswith("a square"))
SQUARE_RESULTS = frozenset({"square", "lsb"})
SYNTAX = Syntax("", "", "// {}", {U64: "0x{:016x}n".format, U8: hex8, INT: decimal, U32: "0x{:05x}".format})
MODULE = "bitboards.mjs"
NODE = "18"  # the oldest Node the module runs on, the package's engines
DECLARATIONS = "bitboards.d.mts"
LOW_HALF = " The low half; the high half is left in `high`."  # what a bitboard result's comment adds
HALVES = ("Lo", "Hi")  # the suffixes of a bitboard parameter's two halves: occLo, occHi
BIG = "Big"  # the suffix of a function's bigint twin: rookAttacksBig


def js_name(name: str) -> str:
    """Returns the JavaScript name of a table, function or enumeration constant of the
    contract: functions in camelCase (rank_attacks: rankAttacks), tables and
    constants as they are (RANK_MASK_EX, NOEA, A1)."""
    return name if name == name.upper() else camel_case(name)


# JavaScript's words: its names, TypeScript's `name: type` parameters; a table's body flat, a
# comment line naming each row
WORDS = Words(SYNTAX, ELEMENTS, KINDS, name=js_name, param_name=camel_case, declare=typed_after, flat="rows")


def halves_name(name: str) -> str:
    """Returns the name of the module's private Int32Array of a u64 table's 32-bit
    halves (RANK_MASK_EX: RANK_MASK_EX_32): the table's memory where the platform is
    little-endian, a copy in the same order where it is big-endian (`halvesOf`)."""
    return f"{name}_32"


def js_index(table: Table) -> str:
    """Returns where entry [i][j]... of `table` lies in its flat array, in the names of
    its axes: `64 * frm + to` for [64 frm][64 to], `sq` for [64 sq]."""
    strides = (math.prod(table.shape[k + 1 :]) for k in range(len(table.shape)))
    return " + ".join(camel_case(a) if n == 1 else f"{n} * {camel_case(a)}" for a, n in zip(table.axis_names, strides))


def _ts_type(name: str, kind: str) -> str:
    """Returns the TypeScript type of a parameter that is no bitboard: a square's Square."""
    return "Square" if name in SQUARE_PARAMS else KINDS[kind]


def _param(name: str, kind: str, types: bool) -> List[str]:
    js = camel_case(name)
    if kind == BITBOARD:
        return [f"{js}{half}: number" if types else f"{js}{half}" for half in HALVES]
    return [typed_after(_ts_type(name, kind), js) if types else js]


def ts_returns(fn) -> str:
    """Returns the TypeScript result type of a lookup function."""
    return "Square" if fn.name in SQUARE_RESULTS else KINDS[fn.returns]


def js_doc(fn) -> str:
    """Returns a function's one-line description, for bitboards the low half: what a
    JSDoc comment says of it."""
    return WORDS.doc(fn) + (LOW_HALF if fn.returns == BITBOARD else "")


# the width prettier's default lays code out in (its printWidth)
WIDTH = 80


def _head(opening: str, params: List[str], closing: str) -> str:
    """Returns `opening(params)closing` on one line where it fits in WIDTH, else with
    one parameter a line, as prettier lays out a signature."""
    line = f"{opening}({', '.join(params)}){closing}"
    if len(line) <= WIDTH or not params:
        return line
    return "\n".join([f"{opening}(", *(f"  {p}," for p in params), f"){closing}"])


SliderLookup = namedtuple("SliderLookup", "name params returns")  # what the heads read of a function


def js_head(fn) -> str:
    """Returns the first line(s) of a lookup function's definition, up to its `{`."""
    keyword = "function*" if fn.returns == SQUARES else "function"
    params = [p for name, kind in fn.params for p in _param(name, kind, False)]
    return _head(f"export {keyword} {js_name(fn.name)}", params, " {")


def ts_head(fn) -> str:
    """Returns the declaration of a lookup function in bitboards.d.mts."""
    params = [p for name, kind in fn.params for p in _param(name, kind, True)]
    return _head(f"export declare function {js_name(fn.name)}", params, f": {ts_returns(fn)};")


def big_twins(functions) -> list:
    """Returns the functions of `functions` that have a bigint twin (`rookAttacksBig`):
    those that take or return a bitboard, or the squares of one."""
    return [f for f in functions if f.returns in (BITBOARD, SQUARES) or any(kind == BITBOARD for _, kind in f.params)]


def big_name(fn) -> str:
    """Returns the name of the bigint twin of `fn`: rookAttacksBig."""
    return f"{js_name(fn.name)}{BIG}"


def js_big(fn) -> str:
    """Returns the definition of the bigint twin of `fn`: the function on halves
    wrapped by the module's `big` (for a bitboard result) or `checked`, given its
    parameters."""
    wrapper = "big" if fn.returns == BITBOARD else "checked"  # a bitboard joined from its halves, else as it is
    params = ", ".join(camel_case(name) for name, _ in fn.params)
    return _head(f"export const {big_name(fn)} = {wrapper}", [js_name(fn.name), f'"{params}"'], ";")


def slider_lookup(name: str) -> SliderLookup:
    """Returns the slider lookup `name` (rookAttacksMagic) as a function of (occ, sq),
    whose head, declaration and bigint twin the lookup functions' filters write."""
    return SliderLookup(name, (("occ", BITBOARD), ("sq", INTEGER)), BITBOARD)


def ts_big(fn) -> str:
    """Returns the declaration of the bigint twin of `fn` in bitboards.d.mts."""
    params = [f"{camel_case(name)}: {'bigint' if kind == BITBOARD else _ts_type(name, kind)}" for name, kind in fn.params]
    returns = "bigint" if fn.returns == BITBOARD else ts_returns(fn)
    return _head(f"export declare function {big_name(fn)}", params, f": {returns};")


def big_doc(fn) -> str:
    """Returns what the JSDoc comment of a bigint twin says."""
    return f"{WORDS.doc(fn)} Bitboards as bigints; throws on a bad argument."


def js_ranges() -> List[tuple]:
    """Returns (JavaScript name, count, what it is) of every argument the module checks
    by its range (a square, a piece, a direction), in ARGUMENT_RANGES order."""
    used = {name for f in FUNCTIONS for name, _ in f.params}
    return [(camel_case(name), count, what) for name, (count, what) in ARGUMENT_RANGES.items() if name in used]


RENDERER = WORDS.renderer(
    __file__,
    lambda selection: dict(module=MODULE, node=NODE, u64=U64, bitboard=BITBOARD, ranges=js_ranges()),
    js_index=js_index, js_name=js_name, js_doc=js_doc, js_head=js_head, js_big=js_big,
    ts_returns=ts_returns, ts_head=ts_head, ts_big=ts_big,
    halves=halves_name, big_twins=big_twins, big_doc=big_doc, slider_lookup=slider_lookup,
)


def render_module(selection: Selection) -> str:
    """Returns the text of bitboards.mjs for `selection`, the bodies printed from
    function_bodies.py (printer.js_bodies)."""
    from .printer import js_bodies

    bodies = js_bodies(selection.mapping, dialect().printer)
    return RENDERER.render("bitboards.mjs.j2", selection, bodies=bodies, **sliders_context(selection))


def render_declarations(selection: Selection) -> str:
    """Returns the text of bitboards.d.mts for `selection`."""
    return RENDERER.render("bitboards.d.mts.j2", selection, **sliders_context(selection))


# --- the slider techniques ---------------------------------------------------------


# JavaScript has no PEXT and no 64-bit vector lanes: it carries the techniques that need neither
CAPABILITIES = NO_FEATURES


def dialect() -> Dialect:
    """Returns how bitboards.mjs prints the techniques."""
    from .printer import JsPrinter

    return WORDS.dialect(
        JsPrinter(), MODULE, capabilities=CAPABILITIES,
        param=lambda name, kind: f"{name}Lo, {name}Hi" if kind == BITBOARD else name,
        doc=lambda name, text: text.replace("\n", " ") + LOW_HALF,
    )


def _fill(group) -> dict:
    """Returns how bitboards.mjs fills the packed tables of one fill group
    (slider_section.fill_groups) on first use: its function, its flag, its tables,
    and per piece the statements of one subset occ of sq's relevant mask (the sets,
    the indices, the stores)."""
    printer = dialect().printer
    pieces = []
    for piece in group.pieces:
        lines = []
        for kind, text in piece["sets"]:
            body, (lo, hi) = printer.statements(text.expr, kind[0])
            lines += body + [(f"{kind}Lo", lo), (f"{kind}Hi", hi)]
        for variable, text in piece["indices"]:
            body, (index,) = printer.statements(text.expr, "ijklmn"[int(variable[len("index"):])])
            lines += body + [(variable, index)]
        lines = [printer.local(*line) for line in lines]
        for f in piece["fills"]:
            body, (lo, hi) = printer.statements(f["value"].expr, "v")
            view = halves_name(f["table"])
            lines += [printer.local(*line) for line in body]
            lines += [f"{view}[2 * {f['variable']}] = {lo};", f"{view}[2 * {f['variable']} + 1] = {hi};"]
        pieces.append(dict(mask=halves_name(piece["mask"]), lines=lines))
    return dict(
        function=camel_case(group.function),
        flag=camel_case(f"{group.name}_unfilled"),
        tables=group.tables,
        title=group.title,
        pieces=pieces,
        lookups=[js_name(lookup) for lookup in group.lookups],
    )


def sliders_context(selection: Selection) -> dict:
    """Returns what the templates' slider section lays out for `selection`
    (SliderSection.context: each fill group as `_fill` makes it, the packed tables
    built), and every lookup's name and comment, the queen's included, whose body
    (rook | bishop) `slider_queens` holds as the lookup functions' statements."""
    from ..halves import HalvesStatements

    sliders = SliderSection(dialect(), selection).context(_fill, js_name, big=True)
    declared = [(l.name, l.doc) for t in sliders["techniques"] for l in (*t.lookups, t.queen)]
    queens = {t.name: HalvesStatements(dialect().printer)((OCC, SQ), t.queen.body.expr) for t in sliders["techniques"]}
    return dict(sliders, slider_declared=declared, slider_queens=queens, low_half=LOW_HALF)


# --- the npm package ---------------------------------------------------------------

SELF_TEST = "test/self_test.mjs"  # the package's self-test, which `npm test` runs with `node --test`


def _package_context(selection: Selection, name: str) -> dict:
    """What the npm package's templates read: its declarations, its self-test's path
    (the module's is the common `module`), and the stem of the tarball `npm pack`
    writes (@scope/name: scope-name)."""
    return dict(declarations=DECLARATIONS, self_test_path=SELF_TEST, tarball_stem=name.lstrip("@").replace("/", "-"))


def _routines(selection):
    from .printer import JsRoutines  # printer.py imports this module

    return JsRoutines(), "bb."


PACKAGE = Package(
    ecosystem="an npm package",
    render=RENDERER.render,
    files=(
        PackageFile("package.json", "package.json.j2"),
        PackageFile(SELF_TEST, "self_test.mjs.j2"),
    ),
    outputs="",
    # npm's rule for a new package's name (validate-npm-package-name): lowercase and
    # URL-safe, optionally scoped, at most 214 characters
    name_pattern=r"(?=.{1,214}\Z)(@[a-z0-9~-][a-z0-9._~-]*/)?[a-z0-9~-][a-z0-9._~-]*",
    name_rule="an npm package name is lowercase letters, digits, '-', '.', '_' and '~', not starting with '.' or '_', "
    "optionally scoped as @scope/name, at most 214 characters",
    default_name="bitboards",
    commands=("npm test", "npm pack"),
    routines=_routines,
    carries=CAPABILITIES.carries,
    context=_package_context,
)

FILES = (OutputFile(MODULE, render_module), OutputFile(DECLARATIONS, render_declarations))
LANGUAGE = Language("js", "JavaScript", FILES, WORDS, grammar=reader.GRAMMAR, package=PACKAGE)
