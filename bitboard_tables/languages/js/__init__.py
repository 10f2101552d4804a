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

from collections import namedtuple
from typing import List

from ...functions import ARGUMENT_RANGES, BITBOARD, FUNCTIONS, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal, hex8, range_label
from ...selection import Selection
from ...sliders.techniques import lookup_doc, lookup_name
from ...tables import INT, U8, U32, U64, Table, compute_tables
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
SQUARE_PARAMS = frozenset({"sq", "king_sq"})
SQUARE_RESULTS = frozenset({"square", "lsb"})
SYNTAX = Syntax("", "", "// {}", {U64: "0x{:016x}n".format, U8: hex8, INT: decimal, U32: "0x{:05x}".format})
MODULE = "bitboards.mjs"
DECLARATIONS = "bitboards.d.mts"
LOW_HALF = " The low half; the high half is left in `high`."  # what a bitboard result's comment adds
HALVES = ("Lo", "Hi")  # the suffixes of a bitboard parameter's two halves: occLo, occHi
BIG = "Big"  # the suffix of a function's bigint twin: rookAttacksBig


def js_name(name: str) -> str:
    """Returns the JavaScript name of a table, function or enumeration constant of the
    contract: functions in camelCase (rank_attacks: rankAttacks), tables and
    constants as they are (RANK_MASK_EX, NOEA, A1)."""
    return name if name == name.upper() else camel_case(name)


# JavaScript's words: its names, TypeScript's `name: type` parameters; an array's body its own
# (`js_array`: flat)
WORDS = Words(SYNTAX, ELEMENTS, KINDS, name=js_name, param_name=camel_case, declare=typed_after)


def halves_name(name: str) -> str:
    """Returns the name of the module's private Int32Array of a u64 table's 32-bit
    halves (RANK_MASK_EX: RANK_MASK_EX_32): the table's memory where the platform is
    little-endian, a copy in the same order where it is big-endian (`halvesOf`)."""
    return f"{name}_32"


def js_array(table: Table) -> str:
    """Returns the body of the flat array literal of `table` (between its brackets):
    a fixed number of values a line, each line with a comment naming the indices of
    its values, and a comment line before each row of a table of several dimensions."""
    per_line = {U64: 4, U8: 8, INT: 8}[table.element]
    literal = SYNTAX.literals[table.element]
    lines: List[str] = []

    def emit(data, dims, prefix: str):
        kind = dims[0]
        if len(dims) == 1:
            for start in range(0, kind.size, per_line):
                stop = min(start + per_line, kind.size)
                label = range_label(kind.labels, start, stop)
                values = ", ".join(map(literal, data[start:stop]))
                lines.append(f"    {values}, // {prefix}[{label}]" if prefix else f"    {values}, // {label}")
            return
        for i in range(kind.size):
            label = f"{prefix}[{kind.labels[i]}]"
            if len(dims) == 2:
                lines.append(f"    // {label}")
            emit(data[i], dims[1:], label)

    emit(table.data, table.dims, "")
    return "\n".join(lines)


def js_index(table: Table) -> str:
    """Returns where entry [i][j]... of `table` lies in its flat array, in the names of
    its axes: `64 * frm + to` for [64 frm][64 to], `sq` for [64 sq]."""
    names = [camel_case(a) for a in table.axis_names]
    sizes = [d.size for d in table.dims]
    terms = []
    for k, name in enumerate(names):
        stride = 1
        for size in sizes[k + 1 :]:
            stride *= size
        terms.append(name if stride == 1 else f"{stride} * {name}")
    return " + ".join(terms)


def _param(name: str, kind: str, types: bool) -> List[str]:
    js = camel_case(name)
    if kind == BITBOARD:
        return [f"{js}{half}: number" if types else f"{js}{half}" for half in HALVES]
    if not types:
        return [js]
    return [typed_after("Square" if name in SQUARE_PARAMS else KINDS[kind], js)]


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
    params = [f"{camel_case(name)}: {'bigint' if kind == BITBOARD else 'Square' if name in SQUARE_PARAMS else KINDS[kind]}" for name, kind in fn.params]
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
    lambda selection: dict(module=MODULE, u64=U64, bitboard=BITBOARD, ranges=js_ranges()),
    js_array=js_array, js_index=js_index, js_name=js_name, js_doc=js_doc, js_head=js_head, js_big=js_big,
    ts_returns=ts_returns, ts_head=ts_head, ts_big=ts_big,
    halves=halves_name, big_twins=big_twins, big_doc=big_doc, slider_lookup=slider_lookup,
)


def render_module(selection: Selection) -> str:
    """Returns the text of bitboards.mjs for `selection`."""
    return RENDERER.render("bitboards.mjs.j2", selection, bodies=bodies(selection), **sliders_context(selection))


def bodies(selection: Selection) -> dict:
    """Returns {name: its JavaScript statements} of every lookup function printed from
    function_bodies.py in `selection`'s mapping."""
    from .printer import js_bodies

    return js_bodies(selection.mapping, dialect().printer)


def render_declarations(selection: Selection) -> str:
    """Returns the text of bitboards.d.mts for `selection`."""
    return RENDERER.render("bitboards.d.mts.j2", selection, **sliders_context(selection))


# --- the slider techniques ---------------------------------------------------------


# JavaScript has no PEXT and no 64-bit vector lanes: it carries the techniques that need neither
CAPABILITIES = NO_FEATURES


def dialect() -> Dialect:
    """Returns how bitboards.mjs prints the techniques."""
    from .printer import JsPrinter

    columns = {t.name: t.shape[1] for t in compute_tables() if len(t.shape) == 2}
    return WORDS.dialect(
        JsPrinter(columns),
        MODULE,
        param=lambda name, kind: f"{name}Lo, {name}Hi" if kind == BITBOARD else name,
        capabilities=CAPABILITIES,
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
            lines += body + [f"const {kind}Lo = {lo};", f"const {kind}Hi = {hi};"]
        for variable, text in piece["indices"]:
            body, (index,) = printer.statements(text.expr, "ijklmn"[int(variable[len("index"):])])
            lines += body + [f"const {variable} = {index};"]
        for f in piece["fills"]:
            body, (lo, hi) = printer.statements(f["value"].expr, "v")
            view = halves_name(f["table"])
            lines += body + [f"{view}[2 * {f['variable']}] = {lo};", f"{view}[2 * {f['variable']} + 1] = {hi};"]
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
    built), and every lookup's name and comment, the queen's (rook | bishop, whose
    statements `slider_queens` holds) included."""
    from .printer import queen_body

    sliders = SliderSection(dialect(), selection).context(_fill, js_name, big=True)
    printed = sliders["techniques"]
    declared = [(l.name, l.doc) for t in printed for l in (*t.lookups, _queen(t))]
    queens = {t.name: queen_body(t.name, dialect().printer) for t in printed}
    return dict(sliders, slider_declared=declared, slider_queens=queens, low_half=LOW_HALF)


def _queen(t):
    """Returns the name and comment of the queen lookup of the printed technique `t`."""
    name = js_name(lookup_name("queen", "attacks", t.name))
    return type("Queen", (), dict(name=name, doc=dialect().doc(name, lookup_doc("queen", "attacks", t.title))))


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

LANGUAGE = Language(
    name="js",
    title="JavaScript",
    files=(OutputFile(MODULE, render_module), OutputFile(DECLARATIONS, render_declarations)),
    words=WORDS,
    grammar=reader.GRAMMAR,
    package=PACKAGE,
)
