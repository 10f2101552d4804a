"""The planted bugs of the Zig output (tests/mutation/): its templates and filters.

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py.
"""

from tests.mutation.mutants import mutant as _m

ZF = "bitboard_tables/languages/zig/templates/functions.zig.j2"
ZT = "bitboard_tables/languages/zig/templates/bitboards.zig.j2"

MUTANTS = (
    # --- the Zig primitives (templates/functions.zig.j2) ----------------------------------
    # (the lookup functions' bodies are function_bodies.py's: their bugs are the shared fb-*
    # mutants, tests/mutation/mutants.py; how Zig prints them, printer.py's zig-print-* below)
    _m("zig-lsb", ZF, "return @ctz(b);", "return 63 - @clz(b);", "Zig lsb finds the highest bit"),
    _m("zig-popcount", ZF, "return @popCount(b);", "return @popCount(b >> 1);", "Zig popcount skips bit 0"),
    _m("zig-parse-square-file", ZF, "name[0] > '{{ names.files[-1] }}'", "name[0] > 'i'",
       "Zig parseSquare takes file i"),
    _m("zig-square-name", ZF, "return names[k .. k + 2{{", "return names[k + 1 .. k + 3{{", "Zig squareName off by one character"),
    _m("zig-squares-next", ZT, "        self.bits &= self.bits - 1;", "        self.bits &= self.bits >> 1;",
       "Zig Squares.next clears the wrong bits"),
    # --- its layout ----------------------------------------------------------------------
    _m("zig-board128-high-half-dropped", "bitboard_tables/languages/zig/__init__.py", 'U128: "0x{:032x}".format}',
       'U128: lambda v: "0x{:032x}".format(v & (1 << 64) - 1)}', "Zig writes a u128 entry's low half alone: 9x10's squares from 64 on are lost"),
    _m("zig-board-parse-rank-ten", ZF, "name[2] - '0' + 9);", "name[2] - '0' + 10);", "Zig parseSquare reads a10 as a11 (a rank of two digits)"),
)

ZI = "bitboard_tables/languages/zig/__init__.py"
ZP = "bitboard_tables/languages/zig/printer.py"

MUTANTS += (
    # --- the sliders: the printer (printer.py), the fill and the section (bitboards.zig.j2) ---
    _m("zig-print-not", ZP, '"not": "~{0}"', '"not": "{0}"',
       "Zig printer drops a NOT (the black magic index ors the mask, not its complement)"),
    _m("zig-print-bswap", ZP, '"bswap": "@byteSwap({1})"', '"bswap": "({1})"',
       "Zig printer leaves out the byte swap (hyperbola's reverse direction)"),
    _m("zig-print-wrapping-mul", ZP, '"mul": "*%"', '"mul": "*"',
       "Zig printer multiplies the magic index without wrapping (an overflow panic in Debug)"),
    # the lookup functions' bodies as Zig prints them (ZigStatements; were mutants of the template's macros)
    _m("zig-print-bit-low-half", ZP, '"bit": "(@as(u64, 1) << @intCast({1}))"',
       '"bit": "(@as(u64, 1) << @intCast({1} & 31))"', "the Zig printer's one bit drops the high half (squareBb of e5..h8)"),
    _m("zig-print-neg", ZP, 'return f"(-{self(a)})" if type_of(a) == "int"', 'return self(a) if type_of(a) == "int"',
       "the Zig printer drops a negation: shiftOne and occludedFill shift south by a negative count"),
    _m("zig-print-position-cast", ZP, 'text = f"@intCast({self.printer.bare(value.args[0])})"',
       'text = f"@intCast(({self.printer.bare(value.args[0])}) & 31)"', "the Zig a-file index loses its top bit (fileAttacks)"),
    _m("zig-print-copy-outlives-block", ZP, "self.printer.renames = saved", "self.printer.renames.update(saved)",
       "a rebound parameter's copy outlives its block: occludedFill's else branch reads the then branch's gen2"),
    _m("zig-fill-once", ZT, "    if (@atomicLoad(FillState, state, .acquire) == .filled) return;",
       "    if (@atomicLoad(FillState, state, .acquire) != .filled) return;", "Zig's fills return before filling anything"),
    _m("zig-fill-no-wait", ZT, "        while (@atomicLoad(FillState, state, .acquire) != .filled) {}", "        {}",
       "Zig's fills return to a second thread before the first one's fill ends"),
    _m("zig-fill-marked-before-stored", ZT, "@cmpxchgStrong(FillState, state, .empty, .filling, .acquire, .acquire)",
       "@cmpxchgStrong(FillState, state, .empty, .filled, .acquire, .acquire)",
       "Zig's fill marks its state filled when it begins, before it stores the tables: a lookup meanwhile "
       "answers 0 (killed by test_first_use.py's paused fill, issue 45)"),
    # --- the fill groups and the lookups' first use (issue 41) ---------------------------
    _m("zig-fill-check-removed", ZT, "    if (!{{ fill_of[l.name].seen }}) {", "    if (false) {",
       "Zig's magic and black magic lookups read their tables without filling them first"),
    # (each writer's loop is the model's fill_loop: its own bugs are the shared sl-fill-* mutants)
    _m("zig-fill-group-skipped", ZI, "loop=section.fill_text(statements, set(group.tables), indices=True),",
       'loop=section.fill_text(statements, set(group.tables), indices=True) if group.holds == "attacks" else "",',
       "Zig's fillMagicXrays() fills nothing"),
    _m("zig-fill-wrong-table", ZI, "section.fill_text(statements, set(group.tables), indices=True)",
       'section.fill_text(statements, {t.replace("XRAYS", "ATTACKS") for t in group.tables}, indices=True)',
       "Zig's fillMagicXrays() writes the attack tables, its own x-ray tables left empty"),
    # the @Vector table (its __init__.py) of the vector path languages/vector.py prints
    _m("zig-simd-one-lane", ZI, 'fold="{0}[0] | {0}[1]",', 'fold="{0}[0]",', "Zig's two-lines hyperbola returns one diagonal"),
    _m("zig-simd-sub", ZI, '"sub": "({0} -% {1})"}', '"sub": "({0} +% {1})"}', "Zig's @Vector table spells the lanes' subtraction as an addition"),
    _m("zig-simd-byte-swap", ZI, '"bswap": "@byteSwap({0})",', '"bswap": "{0}",', "Zig's @Vector table leaves each lane's bytes unswapped"),
    # a board's lookup functions (issue 49): killed by tests/proofs/test_boards_functions.py
    _m("zig-board-locals-64", ZP, 'self.TYPES = {**self.TYPES, "u64": f"u{width}"}', "self.TYPES = dict(self.TYPES)",
       "a 128-bit board's locals typed u64 (the mask of a line cut to 64 bits)"),
)
