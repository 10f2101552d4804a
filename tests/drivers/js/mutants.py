"""The planted bugs of the JavaScript output (tests/mutation/): its templates,
filters and reader.

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py.
"""

from tests.mutation.mutants import mutant as _m

JF = "bitboard_tables/languages/js/templates/functions.mjs.j2"
JT = "bitboard_tables/languages/js/templates/bitboards.mjs.j2"
JI = "bitboard_tables/languages/js/__init__.py"
JR = "bitboard_tables/languages/js/reader.py"
JS = "bitboard_tables/languages/js/templates/sliders.mjs.j2"

MUTANTS = (
    _m("js-check-index-edge", JT, "value >= 0 && value < count", "value >= 0 && value <= count",
       "JavaScript's checks let a square of 64 through"),
    _m("js-big-high-half", JT, "return joined ? toBigInt(value, high) : value;", "return joined ? toBigInt(value, 0) : value;",
       "JavaScript's bigint twins drop the high half"),
    _m("js-big-bitboard-type", JT, 'if (typeof value === "bigint") return', 'if (typeof value !== "string") return',
       "JavaScript's bigint twins take a number for a bitboard"),
    _m("js-halves-in-place", JT, "return LITTLE_ENDIAN ? view :", "return view ? view :",
       "JavaScript reads a table's halves in place on a big-endian platform too (killed on s390x alone)"),
    _m("js-square-name-unchecked", JF, '  checkIndex(sq, "squareName: sq", RANGES.sq);', "  // no check",
       "JavaScript squareName(64) returns aundefined"),
    # --- the JavaScript primitives (templates/functions.mjs.j2; its line lookups' index on
    # 32-bit words is function_bodies.py's, whose mutants are tests/mutation/mutants.py's fb-words-*) ---
    _m("js-lsb-high-half", JF, ": 64 - Math.clz32(~bHi & (bHi - 1));", ": 63 - Math.clz32(~bHi & (bHi - 1));",
       "JavaScript lsb is one short in the high half"),
    _m("js-popcount", JF, "return popcount32(bLo) + popcount32(bHi);", "return popcount32(bLo) + popcount32(bHi >>> 1);",
       "JavaScript popcount skips bit 32"),
    _m("js-parse-square-rank", JF, "rank < 0 || rank > {{ board.ranks - 1 }}) return", "rank < 0 || rank > {{ board.ranks }}) return", "JavaScript parseSquare takes rank 9"),
    _m("js-squares-high", JF, "    yield 63 - Math.clz32(hi & -hi);", "    yield 31 - Math.clz32(hi & -hi);",
       "JavaScript squares yields the high half's squares 32 too low"),
    # --- its layout, names, types and reader ---------------------------------------------
    _m("js-enumeration", JT, "export const {{ name | js_name }} = {{ value }};", "export const {{ name | js_name }} = {{ value + 1 }};",
       "JavaScript enumerations start at 1"),
    _m("js-helper-high-half", JT, "Number(BigInt.asIntN(32, b >> 32n))", "Number(BigInt.asIntN(32, b >> 31n))",
       "JavaScript highHalf reads the wrong bits"),
    _m("js-square-type", JI, 'if what.startswith("a square"))', 'if what.startswith("a square") and name != "sq")',
       "the TypeScript declarations take any number as sq: a bitboard's half compiles where a square is expected"),
    _m("js-declared-helper", JI, 'Function("lowHalf", "", (("b", BITBOARD),)', 'Function("lowHalf", "", (("b", INTEGER),)',
       "the TypeScript declarations type lowHalf's argument wrong (the strict consumer does not compile)"),
    _m("js-signature-width", JI, "WIDTH = 80", "WIDTH = 100",
       "signatures up to 100 characters stay on one line, which Prettier breaks"),
    # --- the sliders: the fill and the section (sliders.mjs.j2) ---
    _m("js-multiply-cross", JS.replace("sliders", "multiply64"), "high = (carry + Math.imul(aLo, bHi) + Math.imul(aHi, bLo)) | 0;",
       "high = (carry + Math.imul(aLo, bHi)) | 0;", "JavaScript multiply64 leaves out aHi * bLo (magic indices of the high half)"),
    _m("js-multiply-middle", JS.replace("sliders", "multiply64"), "const carry = Math.imul(a1, b1) + (middle >>> 16) + (middle2 >>> 16);",
       "const carry = Math.imul(a1, b1) + (middle >>> 16);", "JavaScript multiply64 drops the high half of a middle product"),
    _m("js-fill-flag", JS, "  if ({{ fill_of[l.name].flag }})", "  if (!{{ fill_of[l.name].flag }})",
       "JavaScript lookups never fill their tables"),
    # --- first use and squares off the board (issue 41) ------------------------------------
    _m("js-off-board-unguarded", JS, "  if (sq >>> 0 > 63) return offBoard();", "  // unguarded",
       "JavaScript slider lookups read past their tables for a square off the board (65a2f2c: undefined)"),
    _m("js-off-board-edge", JS, "  if (sq >>> 0 > 63) return offBoard();", "  if (sq >>> 0 > 64) return offBoard();",
       "JavaScript slider lookups let square 64 through"),
    _m("js-off-board-high", JS, "  high = 0;", "  high |= 0;", "JavaScript slider lookups leave the last high half for a square off the board"),
    _m("js-fill-skipped", JS, "  if (!{{ fill.flag }}) return false;", "  if ({{ fill.flag }}) return false;",
       "JavaScript group fills fill nothing"),
    _m("js-fill-all-skips-a-group", JS, "{% for group in fills %}", "{% for group in fills[:-1] %}",
       "JavaScript fillSliderTables() skips the last fill group"),
    # a board's lookup functions (issue 49): killed by tests/proofs/test_boards_languages.py
    _m("js-board-row-fraction", "bitboard_tables/languages/js/printer.py", 'return Js(f"Math.floor({self.binary(\'/\', a, b)})")',
       "return self.binary('/', a, b)", "a board's row a fraction (sq / 6): the a-file lookup reads no entry"),
)
