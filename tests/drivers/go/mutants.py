"""The planted bugs of the Go output (tests/mutation/): its templates and filters.

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py.
"""

from tests.mutation.mutants import mutant as _m

GF = "bitboard_tables/languages/go/templates/functions.go.j2"
GT = "bitboard_tables/languages/go/templates/bitboards.go.j2"
GI = "bitboard_tables/languages/go/__init__.py"
GP = "bitboard_tables/languages/go/printer.py"
GS = "bitboard_tables/languages/go/templates/bitboards_sliders.go.j2"
GL = "bitboard_tables/languages/go/templates/bitboards_sliders_fill.go.j2"
GB = "bitboard_tables/languages/go/templates/board_sliders.go.j2"

MUTANTS = (
    # --- the Go lookup functions (templates/functions.go.j2) -----------------------------
    _m("go-squares-ignores-break", GF, "if !yield(bits.TrailingZeros64(b)) {", "if !yield(bits.TrailingZeros64(b)) && b == 0 {",
       "Go Squares keeps yielding after yield returned false"),
    _m("go-lsb", GF, "return bits.TrailingZeros64(b)", "return 63 - bits.LeadingZeros64(b)", "Go Lsb finds the highest bit"),
    _m("go-popcount", GF, "return bits.OnesCount64(b)", "return bits.OnesCount64(b >> 1)", "Go Popcount skips bit 0"),
    _m("go-parse-square-rank", GF, "name[1] > '{{ names.digits[-1] }}' {", "name[1] > '9' {",
       "Go ParseSquare takes rank 9"),
    _m("go-squares-order", GF, "if !yield(bits.TrailingZeros64(b)) {", "if !yield(63 - bits.LeadingZeros64(b)) {",
       "Go Squares yields the highest square, again and again"),
    _m("go-board-name-slot-of-2", GF, "k := {{ names.slot }} * (", "k := 2 * (", "Go SquareName reads names of 3 characters two apart (a board of ranks 10 and on)"),
    # --- its self-test's check (printer.py, GoStatements.expect) ---------------------------
    _m("go-selftest-check-vacuous", GP, 'condition = self.printer.bare(Op("ne", (expect.got, expect.want)))',
       'condition = self.printer.bare(Op("ne", (expect.want, expect.want)))', "Go's self-test compares each expected value with itself"),
    # --- its layout and names ------------------------------------------------------------
    _m("go-square-positions", GT, "}} = {{ e.values[loop.index0] }}", "}} = {{ loop.index0 }}",
       "Go's square constants on a padded board (5x5/8) are their places in the list, not their numbers"),
    _m("go-enumeration", GT, "}} = {{ e.values[loop.index0] }}", "}} = {{ loop.index }}", "Go enumerations start at 1"),
    _m("go-table-suffix", GP, "return go + TABLE_SUFFIX if name.isupper() and go in FUNCTION_NAMES else go",
       "return go", "Go names PIECE_ATTACKS as the function PieceAttacks (does not compile)"),
    _m("go-imports-always", GI, "if name in used)", "if name in used or True)",
       "Go imports math/bits where no function uses it (a subset of tables does not compile)"),
    _m("go-package-first-part", GI, 'selection.namespace.split(".")[-1]', 'selection.namespace.split(".")[0]',
       "Go's package clause is the first part of --namespace, not the last"),
    # --- the sliders: the printer (printer.py), the fill and the file (bitboards_sliders.go.j2) ---
    _m("go-print-not", GP, 'PREFIXES = {"not": "^",', 'PREFIXES = {"not": "",',
       "Go printer drops a NOT (the black magic index ors the mask, not its complement)"),
    _m("go-print-bswap", GP, '"bswap": "bits.ReverseBytes64",', '"bswap": "",',
       "Go printer leaves out the byte swap (hyperbola's reverse direction)"),
    _m("go-print-shift-mask", GP, 'b = Op("and_index", (b, Const(63 if expr.op == "shr" else 31)))', 'b = Op("and_index", (b, Const(31)))',
       "Go printer masks a magic shift to five bits"),
    _m("go-print-spacing", GP, 'spaced = d == 1 or (symbol == "&"', 'spaced = d <= 2 or (symbol == "&"',
       "Go printer spaces operators gofmt closes up (gofmt -l lists the file)"),
    _m("go-print-paren-depth", GP, "self._at(max(self.depth - 1, 1), expr, bare=True)", "self._at(self.depth, expr, bare=True)",
       "Go printer prints a parenthesized operand at its parent's depth, not one shallower (gofmt -l lists the file)"),
    # --- the bodies (function_bodies.py) as Go prints them: printer.py ---------------------
    _m("go-print-bit-low-half", GP, 'symbol, left, right = "<<", "uint64(1)", self._at(d + 1, expr.args[0])',
       'symbol, left, right = "<<", "uint64(1)", self._at(d + 1, Op("and_index", (expr.args[0], Const(31))))',
       "Go printer's one bit drops the high half (SquareBb of e5..h8)"),
    _m("go-print-neg", GP, '"neg": "-"}', '"neg": ""}',
       "Go printer drops a negation: ShiftOne and OccludedFill shift southward by the count masked to 6 bits (-8 & 63 = 56)"),
    _m("go-print-and-not", GP, 'return f"{name} &^= {self.printer.bare(operand.args[0])}"',
       'return f"{name} &= {self.printer.bare(operand.args[0])}"',
       "Go printer's and-not assignment keeps what it should cut: PieceAttacks keeps only the squares behind"),
    _m("go-print-untyped-zero", GP, 'return f"var {name} {TYPES[type]}" if value.value == 0',
       'return f"{name} := 0" if value.value == 0', "Go printer declares a bitboard of 0 as an int: Pinned does not compile"),
    # --- first use (tests/proofs/test_sliders.py, first-use; the fill loop's own bugs are the
    # shared sl-fill-* mutants of its model, languages/slider_section.py's fill_loop) ---
    _m("go-no-init", GL, "func init() {", "func fillAtFirstCall() {",
       "Go package without init(): nothing fills the packed tables, every magic and black magic lookup answers 0"),
    # --- -tags bitboards_nofill (bitboards_sliders_fill.go.j2; test_sliders.py, the nofill branch) ---
    _m("go-nofill-fills-at-init", GL, "{% if not nofill %}", "{% if true %}",
       "Go's bitboards_sliders_nofill.go fills every packed table in init() anyway (no table may hold anything when main starts)"),
    _m("go-nofill-unchecked", GL, """const fillOnFirstUse = {{ "true" if nofill else "false" }}""", "const fillOnFirstUse = false",
       "Go's lookups check nothing with -tags bitboards_nofill: nothing fills their tables, they answer 0"),
    _m("go-fill-group-and-next", GI, 'Const(sliders["fill_of_table"][tables[0]]["bit"])',
       'Const(sliders["fill_of_table"][tables[0]]["bit"] * 3 // 2)',
       "Go's fill of a group also fills the next group's tables (FillMagicAttacks fills the magic x-rays too)"),
    # a board's slider lookups (issue 49): killed by tests/proofs/test_boards_languages.py (planted by hand)
    _m("bmagic-go-never-filled", GB, "func init() {", "func fill() {", "a board's Go sliders fill in a function nobody calls, not init(): every lookup answers 0"),
    _m("bhyper-go-bytes-for-bits", GP, '"rbit": "bits.Reverse64"', '"rbit": "bits.ReverseBytes64"',
       "Go printer reverses the bytes for the bits: a board's hyperbola, and 8x8's by bit reversal, reverse in bytes"),
)
