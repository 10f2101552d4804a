"""The JavaScript language: `bitboards.mjs`, one ES module without dependencies
(Node 18 and later, browsers, no build step), and `bitboards.d.mts`, its TypeScript
declarations, both laid out from one export model (each name's doc written once, here);
its words (`js_name`), filters, slider dialect, package and reader. It takes no prefix.

The functions read a table of u64 (a `BigUint64Array`) as 32-bit halves and take and
return a bitboard as two numbers (languages/halves.py), the high half of a result left in
the module's `high`, so that no call allocates (docs/performance.md, "JavaScript"); each
has a bigint twin (rookAttacksBig) that checks its arguments.
"""

from __future__ import annotations

import json
import math

from ...functions import ARGUMENT_RANGES, BITBOARD, INTEGER, NAME, OCC_SQ, SQUARE_OR_NONE, SQUARES, Function, argument_ranges
from ...literals import Syntax, decimal, hex8, shape_text, wrapped
from ...render import enumerations, function_groups
from ...selection import Selection
from ...tables import INT, U8, U32, U64
from ...packaging import Package, PackageFile
from ..halves import HALVES, HalvesStatements
from ..language import Language, OutputFile, Words, camel_case, main_module, on_board, typed_after
from ..slider_section import Capabilities, Dialect, SliderSection
from . import reader
from .printer import JsPrinter, JsRoutines, js_name

# the typed array of each element type: a flat array, entry [i][j] at i * size_j + j
ELEMENTS = {U64: "BigUint64Array", U8: "Uint8Array", INT: "Int8Array", U32: "Uint32Array"}
# the TypeScript types of the argument kinds: a bitboard two numbers (its halves), a
# square a branded number, so that a bitboard half passed for a square does not compile
KINDS = {BITBOARD: "number", INTEGER: "number", NAME: "string", SQUARE_OR_NONE: "Square | -1", SQUARES: "Generator<Square, void, void>"}
# the integer parameters and results that are squares (typed Square in bitboards.d.mts)
SQUARE_PARAMS = frozenset(name for name, (_, what) in ARGUMENT_RANGES.items() if what.startswith("a square"))
SQUARE_RESULTS = frozenset({"square", "lsb"})
SYNTAX = Syntax("", "", "// {}", {U64: "0x{:016x}n".format, U8: hex8, INT: decimal, U32: "0x{:05x}".format})
MODULE, DECLARATIONS = "bitboards.mjs", "bitboards.d.mts"
NODE = "18"  # the oldest Node the module runs on, the package's engines
LOW_HALF = " The low half; the high half is left in `high`."  # what a bitboard result's comment adds
BIG_DOC = " Bitboards as bigints; throws on a bad argument."  # what a bigint twin's comment adds
WIDTH = 80  # the width prettier's default lays code out in (its printWidth)


# JavaScript's words: TypeScript's `name: type` parameters; a table's body flat, a comment naming each row
WORDS = Words(SYNTAX, ELEMENTS, KINDS, name=js_name, param_name=camel_case, declare=typed_after, flat="rows")


def _head(opening: str, params: list, closing: str) -> str:
    """Returns `opening(params)closing` on one line where it fits in WIDTH, else with
    one parameter a line, as prettier lays out a signature."""
    line = f"{opening}({', '.join(params)}){closing}"
    if len(line) <= WIDTH or not params:
        return line
    return "\n".join([f"{opening}(", *(f"  {p}," for p in params), f"){closing}"])


def head(fn, declared: bool = False, big: bool = False, suffix: str = "") -> str:
    """Returns the first line(s) of a lookup function's definition, up to its `{`, or
    (`declared`) its declaration in bitboards.d.mts, named with `suffix`: a bitboard as
    its two halves; in its bigint twin's declaration (`big`), or a helper's, a bigint."""
    types = {**KINDS, BITBOARD: "bigint"} if big else KINDS  # a bitboard one bigint, else its halves
    typed = lambda name, kind: f": {'Square' if name in SQUARE_PARAMS else types[kind]}" * declared  # noqa: E731
    params = [camel_case(n) + half + typed(n, kind) for n, kind in fn.params for half in (HALVES if kind == BITBOARD and not big else ("",))]
    if not declared:
        return _head(f"export function{'*' * (fn.returns == SQUARES)} {js_name(fn.name)}", params, " {")
    return _head(f"export declare function {js_name(fn.name)}{suffix}", params, f": {'Square' if fn.name in SQUARE_RESULTS else types[fn.returns]};")


def js_big(fn) -> str:
    """Returns the definition of the bigint twin of `fn`: the function on halves
    wrapped by the module's `checked`, a bitboard result joined from its halves."""
    params = ", ".join(camel_case(name) for name, _ in fn.params)
    return _head(f"export const {js_name(fn.name)}Big = checked", [js_name(fn.name), f'"{params}"', *["true"] * (fn.returns == BITBOARD)], ";")


# --- the export model: what the module exports, each name's doc written once, laid out by
# bitboards.mjs.j2 as // comments beside the code and by bitboards.d.mts.j2 as JSDoc ---

HIGH = "The high half of the bitboard the last function returned."  # the doc of the module's `high`
# the docs of a fill group's fill (its title, its tables, the lookups that call it) and of fillSliderTables (each fill)
FILL = (
    "Fills the tables of {} ({}), unless filled: for every square sq and every subset occ of its relevant mask, the entries its "
    "index reaches, from the line lookups; returns true if this call filled them. The first call of a lookup that reads them ({}) calls it."
)
FILL_ALL = (
    "Fills every packed table of the slider techniques, by each fill group's own fill ({}), unless filled; returns true if this call "
    "filled any. Each lookup fills the tables it reads on its first call: call this, or one group's fill, to pay for the fill before the first lookup."
)
# the helpers on bigints, as functions of the model (a bitboard one bigint); their bodies are bitboards.mjs.j2's
HELPERS = (
    Function("toBigInt", "", (("lo", INTEGER), ("hi", INTEGER)), BITBOARD, "Returns the bitboard of the halves lo and hi as a bigint."),
    Function("lowHalf", "", (("b", BITBOARD),), INTEGER, "Returns the low half of bitboard b (a bigint), a signed 32-bit number."),
    Function("highHalf", "", (("b", BITBOARD),), INTEGER, "Returns the high half of bitboard b (a bigint), a signed 32-bit number."),
)


def export_doc(item) -> str:
    """Returns the doc of a lookup function (of a bitboard result: of its low half), or
    of a table: its name, its shape and where entry [i][j]... lies in its flat array, in
    the names of its axes (`BETWEEN[64 frm][64 to], entry at 64 * frm + to`; a slider
    table's [64 sq] at sq), and its meaning."""
    if not hasattr(item, "meaning"):
        return WORDS.doc(item) + (LOW_HALF if item.returns == BITBOARD else "")
    strides = (math.prod(item.shape[k + 1 :]) for k in range(len(item.shape)))
    where = " + ".join(camel_case(a) if n == 1 else f"{n} * {camel_case(a)}" for a, n in zip(item.axis_names, strides))
    return f"{js_name(item.name)}{shape_text(item)}, entry at {where}: {item.meaning}"


def declared(item, doc: str = "") -> list:
    """Returns the declarations of one name the module exports, each (its doc, its
    lines): a table's; a lookup function's (of a slider lookup, `doc`) and its bigint
    twin's where it has one."""
    if hasattr(item, "meaning"):  # a Table or a sliders.SliderTable
        return [(export_doc(item), f"export declare const {js_name(item.name)}: {WORDS.type(item)};")]
    doc = doc or export_doc(item)
    twin = [(doc.replace(LOW_HALF, "") + BIG_DOC, head(item, True, True, "Big"))] if has_twin(item) else []
    return [(doc, head(item, True)), *twin]


def exports(selection: Selection) -> list:
    """Returns what bitboards.d.mts declares, by section in the module's order: each
    (its heading or "", its declarations, each (doc or "", lines))."""
    kinds = lambda e: ["Square" if e.kind == "square" else k for k in range(len(e.names))]  # noqa: E731: a constant's type
    sections = [(f"{e.kind.capitalize()}s.", [("", f"export declare const {js_name(n)}: {t};") for n, t in zip(e.names, kinds(e))]) for e in enumerations(selection.mapping)]
    sections.append(("Tables: flat typed arrays.", [d for t in selection.tables for d in declared(t)]))
    if not selection.functions:
        return sections
    sections.insert(0, ("", [(HIGH, "export declare let high: number;")]))
    sections += [(f"--- {title} ---", [d for f in fs for d in declared(f)]) for _, title, fs in function_groups(selection.functions)]
    sections.append(("--- Helpers ---", [(h.doc, head(h, True, big=True)) for h in HELPERS]))
    sliders = sliders_context(selection)
    if sliders["sliders"]:
        fills = [sliders["fill_all"], *sliders["fills"]]
        lookups = [d for t in sliders["techniques"] for l in (*t.lookups, t.queen) for d in declared(slider_lookup(l.name), l.doc)]
        small = [d for t in sliders["small_tables"] for d in declared(t)]
        heading = f"--- Slider techniques (see {on_board(MODULE, selection.mapping.board)}) ---"
        sections.append((heading, [*small, *((f["doc"], f"export declare function {f['function']}(): boolean;") for f in fills), *lookups]))
    return sections


# whether a function has a bigint twin (rookAttacksBig): whether it takes or returns a bitboard, or the squares of one
has_twin = lambda fn: fn.returns in (BITBOARD, SQUARES) or any(kind == BITBOARD for _, kind in fn.params)  # noqa: E731
# a slider lookup (rookAttacksMagic) as a function of the model, of (occ, sq)
slider_lookup = lambda name: Function(name, "", OCC_SQ, BITBOARD, "")  # noqa: E731


RENDERER = WORDS.renderer(
    __file__,
    lambda selection: dict(module=on_board(MODULE, selection.mapping.board), declarations=on_board(DECLARATIONS, selection.mapping.board), node=NODE, u64=U64, high_doc=HIGH, helpers=HELPERS, ranges={camel_case(n): r for n, r in argument_ranges(selection.mapping.board.bits(selection.mapping)).items()}),
    js_name=js_name, head=head, js_big=js_big, has_twin=has_twin, halves=JsPrinter.view, slider_lookup=slider_lookup, export_doc=export_doc,
    # a JSDoc comment of `text` above `lines`: a table's (and high's) on one line, a function's as a block (the explorer's
    # catalogue.mjs reads each so: a table's name, shape and meaning; a function's doc, parameters and result)
    jsdoc=lambda text, lines: f"/** {text} */" if lines.startswith(("export declare const", "export declare let")) else f"/**\n{wrapped(text, ' * ')}\n */",
    json=lambda value: json.dumps(value, indent=2, ensure_ascii=False),  # package.json's fields as data, laid out as npm writes them
)


# --- the slider techniques ---------------------------------------------------------

CAPABILITIES = Capabilities(features=frozenset({"mul32"}))  # no PEXT, no 64-bit vector lanes; 32-bit words (Math.imul)


def dialect() -> Dialect:
    """Returns how bitboards.mjs prints the techniques: a bitboard parameter as its halves, a comment on one line (LOW_HALF after it)."""
    param = lambda name, kind: ", ".join(name + half for half in HALVES) if kind == BITBOARD else name  # noqa: E731
    return WORDS.dialect(JsPrinter(), MODULE, capabilities=CAPABILITIES, param=param, doc=lambda name, text: text.replace("\n", " ") + LOW_HALF)


def sliders_context(selection: Selection) -> dict:
    """Returns what the templates' slider section lays out for `selection`
    (SliderSection.context: each fill group with its function, its flag and its
    `loop`, the model's fill_loop of its tables on halves), and `fill_all`, the fill of them all."""
    section = SliderSection(dialect(), selection)
    statements = HalvesStatements(dialect().printer)
    fill = lambda g: g.printed(  # noqa: E731
        camel_case, flag=camel_case(f"{g.name}_unfilled"),
        loop=statements.numbered(lambda: section.fill_text(statements, set(g.tables), apart=True, indices=True)),
        doc=FILL.format(g.title, ", ".join(g.tables), ", ".join(map(js_name, g.lookups))),
    )
    sliders = section.context(fill, js_name, big=True)
    return dict(sliders, fill_all=dict(function=js_name("fill_slider_tables"), doc=FILL_ALL.format(", ".join(f["function"] for f in sliders["fills"]))))


# --- the npm package ---------------------------------------------------------------

SELF_TEST = "test/self_test.mjs"  # the package's self-test, which `npm test` runs with `node --test`

PACKAGE = Package(
    ecosystem="an npm package",
    render=RENDERER.render,
    files=(PackageFile("package.json"), PackageFile(SELF_TEST)),
    # npm's rule for a new package's name (validate-npm-package-name), in words in name_rule
    name_pattern=r"(?=.{1,214}\Z)(@[a-z0-9~-][a-z0-9._~-]*/)?[a-z0-9~-][a-z0-9._~-]*",
    name_rule="an npm package name is lowercase letters, digits, '-', '.', '_' and '~', not starting with '.' or '_', "
    "optionally scoped as @scope/name, at most 214 characters",
    board_separator="-",
    commands=("npm test", "npm pack"),
    routines=lambda selection: (JsRoutines(selection.mapping.board.bits(selection.mapping)), "bb."),  # a flat table's row: the square numbers
    carries=CAPABILITIES.carries,
    # what its templates read beside the module's: the self-test's path, the stem of the
    # tarball `npm pack` writes (@scope/name: scope-name)
    context=lambda selection, name: dict(self_test_path=SELF_TEST, tarball_stem=name.lstrip("@").replace("/", "-")),
)

render_module = main_module(RENDERER, "bitboards.mjs.j2", HalvesStatements(JsPrinter()), sliders_context)
render_declarations = lambda selection: RENDERER.render("bitboards.d.mts.j2", selection, exports=exports(selection))  # noqa: E731
FILES = (OutputFile(MODULE, render_module, on_boards=True), OutputFile(DECLARATIONS, render_declarations, on_boards=True))
LANGUAGE = Language("js", "JavaScript", FILES, WORDS, grammar=reader.GRAMMAR, package=PACKAGE, widest=64)
