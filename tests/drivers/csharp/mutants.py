"""The planted bugs of the C# output (tests/mutation/): its templates, filters and
reader, both branches of its bit scans, and its slider techniques (the printer,
the fill, the byte swap, PEXT and PDEP on both branches).

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py. The .NET Core branch's mutants are killed by the
mono-netcore build (the stand-in BitOperations), the portable branch's by
mono-portable.
"""

from tests.mutation.mutants import mutant as _m

CF = "bitboard_tables/languages/csharp/templates/functions.cs.j2"
CT = "bitboard_tables/languages/csharp/templates/Bitboards.cs.j2"
CI = "bitboard_tables/languages/csharp/__init__.py"
CR = "bitboard_tables/languages/csharp/reader.py"
CP = "bitboard_tables/languages/csharp/printer.py"
CS = "bitboard_tables/languages/csharp/templates/sliders.cs.j2"
CX = "bitboard_tables/languages/csharp/templates/pext.cs.j2"  # the class's Pext, 8x8's and a board's sliders'
CB = "bitboard_tables/languages/csharp/templates/board_sliders.cs.j2"

MUTANTS = (
    _m("cs-portable-lsb-six-bits", CF, "{{ de_bruijn }}) >> 57];", "{{ de_bruijn }}) >> 58];",
       "mono's portable Lsb indexes its seven-bit table by six bits"),
    # --- the bit scans, both #if branches (templates/functions.cs.j2, __init__.py) ---------
    _m("cs-netcore-lsb", CF, "BitOperations.TrailingZeroCount(b);", "BitOperations.TrailingZeroCount(b >> 1);",
       "C# Lsb on .NET Core finds the bit above"),
    _m("cs-netcore-popcount", CF, "BitOperations.PopCount(b);", "BitOperations.PopCount(b >> 1);",
       "C# Popcount on .NET Core skips bit 0"),
    _m("cs-netcore-symbol", CI, 'NETCORE_CONDITION = "NETCOREAPP3_0_OR_GREATER ||', 'NETCORE_CONDITION = "NETCOREAPP3_0_OR_GREATERX ||',
       "C# on .NET Core 3.0 and later takes the portable branch (a misspelt symbol)"),
    _m("cs-portable-lsb", CF, "return LsbIndex[((b & (0UL - b)) *", "return LsbIndex[((b ^ (b - 1)) *",
       "C# portable Lsb multiplies the wrong isolated bits"),
    _m("cs-portable-popcount", CF, "b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FUL;", "b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0EUL;",
       "C# portable Popcount drops a nibble"),
    _m("cs-de-bruijn-table", CI, "table[((DE_BRUIJN << k) & (2**64 - 1)) >> 57] = k", "table[((DE_BRUIJN << k) & (2**64 - 1)) >> 57] = 63 - k",
       "C# portable Lsb's table holds the bits counted from the top"),
    # --- the lookup functions (templates/functions.cs.j2) ----------------------------------
    _m("cs-parse-square-rank", CF, "name[1] > '{{ names.digits[-1] }}')", "name[1] > '9')",
       "C# ParseSquare takes rank 9"),
    _m("cs-squares-next", CF, "bits &= bits - 1;", "bits &= bits >> 1;", "C# Squares drops the wrong bits"),
    _m("cs-square-name", CF, "SquareNames[{{ board.files }} * SquareRank(sq) + SquareFile(sq)]", "SquareNames[{{ board.files }} * SquareFile(sq) + SquareRank(sq)]",
       "C# SquareName swaps file and rank"),
    # --- the bodies (function_bodies.py) as C# prints them: printer.py --------------------
    _m("cs-print-read2-transposed", CP, "{self(expr.row)} * {self.shapes[expr.table][1]} + {self(expr.col)}",
       "{self(expr.col)} * {self.shapes[expr.table][1]} + {self(expr.row)}",
       "C# printer indexes the flat tables transposed (the line lookups, PieceAttacks, Pinned)"),
    _m("cs-print-neg", CP, '"neg": "(-{0})"', '"neg": "({0})"',
       "C# printer drops a negation: ShiftOne and OccludedFill shift southward by the count modulo 64 (-8 is 56)"),
    _m("cs-print-else", CP, 'ELSE = "}\\nelse\\n{"', 'ELSE = "}\\n{"',
       "C# printer's else loses its keyword: the negative shift's block runs after the positive one's too"),
    # --- its layout, names and reader -----------------------------------------------------
    _m("cs-enumeration", CT, "public const int {{ name }} = {{ value }};", "public const int {{ name }} = {{ value + 1 }};",
       "C# enumerations start at 1"),
    _m("cs-array-nested", CI, 'small_hex=False, flat="flat",', 'small_hex=False, flat="",',
       "C# lays its tables out as nested rows where its arrays are flat"),
    _m("cs-reader-flat", CR, "    flat=True,", "    flat=False,", "the C# reader takes its flat tables for nested ones"),
    _m("cs-file-name", CI, 'return class_of(selection.prefix) + ".cs"', 'return MODULE',
       "the C# file is Bitboards.cs whatever its class"),
    _m("cs-reader-indented", CR, "    dedent=True,", "    dedent=False,",
       "the C# reader takes a method inside a namespace for a changed one"),
    # --- the sliders: the printer (printer.py), the fill and the helpers (sliders.cs.j2) ---
    _m("cs-print-not", CP, '"not": "(~{0})"', '"not": "({0})"',
       "C# printer drops a NOT (the black magic index ors the mask, not its complement)"),
    _m("cs-print-bit", CP, '"bit": "(1UL << {0})"', '"bit": "(1UL << ({0} & 31))"',
       "C# printer's one bit drops the high half (hyperbola, Kogge-Stone)"),
    _m("cs-print-read2", CP, "* {self.shapes[expr.table][1]} +", "* {self.shapes[expr.table][0]} +",
       "C# printer reads the first-rank table by the wrong dimension (hyperbola's rank)"),
    _m("cs-print-pext-pdep", CP, '"pext": "Pext", "pdep": "Pdep"', '"pext": "Pdep", "pdep": "Pext"',
       "C# printer calls pdep for pext and back (PEXT, 16-bit PEXT)"),
    _m("cs-portable-byte-swap", CS, "b = ((b >> 16) & 0x0000FFFF0000FFFFUL) | ((b & 0x0000FFFF0000FFFFUL) << 16);",
       "b = ((b >> 16) & 0x0000FFFF0000FFFFUL) | ((b & 0x0000FFFF0000FFFFUL) << 8);", "C# portable byte swap shifts words by a byte"),
    _m("cs-netcore-byte-swap", CS, "BinaryPrimitives.ReverseEndianness(b);", "BinaryPrimitives.ReverseEndianness(b & ~1UL);",
       "C# byte swap on .NET Core drops bit 0"),
    _m("cs-portable-pext", CX, "ulong hit = value & mask & (0UL - mask);", "ulong hit = value & mask;",
       "C# portable pext tests every bit still in the mask, not the lowest"),
    _m("cs-portable-pdep", CS, "result |= mask & (0UL - mask);", "result |= mask & (mask - 1);",
       "C# portable pdep deposits onto the wrong squares"),
    _m("cs-netcore-pext", CX, "ParallelBitExtract(value, mask);", "ParallelBitExtract(value, mask >> 1);",
       "C# PEXT by BMI2 extracts under the wrong mask"),
    _m("cs-netcore-pdep", CS, "ParallelBitDeposit(value, mask);", "ParallelBitDeposit(value >> 1, mask);",
       "C# PDEP by BMI2 deposits the wrong bits"),
    # --- first use (tests/proofs/test_sliders.py, sliders.exe first-use; each holder's Fill()
    # loop is the model's fill_loop, whose bugs are the shared sl-fill-* mutants) ---------------
    _m("cs-holder-no-fill", CS, "internal static readonly bool Filled = Fill();", "internal static readonly bool Filled = true;",
       "C# holders' type initializers never fill: every magic, PEXT and black magic lookup answers 0"),
    _m("cs-fill-initializes-another-group", CS, "RuntimeHelpers.RunClassConstructor(typeof({{ h.name }}).TypeHandle);",
       "RuntimeHelpers.RunClassConstructor(typeof({{ fills[0].name }}).TypeHandle);",
       "C#'s public fills each run the first group's type initializer (MagicAttacksTables), FillMagicXrays ... not their own"),
    _m("cs-fill-all-skips-a-group", CS, "        {{ group.fill }}();", "{% if not loop.last %}        {{ group.fill }}();{% endif %}",
       "C# FillSliderTables() leaves out the last group (black magic's)"),
    # a board's lookup functions (issue 49): killed by tests/proofs/test_boards_languages.py
    _m("cs-board-shapes-8x8", CP, "self.printer.shapes = {t.name: t.shape for t in compute_tables(mapping)}",
       "self.printer.shapes = {t.name: t.shape for t in compute_tables()}", "a board's flat reads by the 8x8 tables' rows (FILL_UP_ATTACKS[sq % 5 * 64 + idx])"),
    # a board's slider lookups (issue 49): killed by tests/proofs/test_boards_languages.py (planted by hand)
    _m("bmagic-cs-never-filled", CB, "internal static readonly bool Filled = Fill();", "internal static readonly bool Filled = true;",
       "a board's C# holder never runs its fill: every lookup answers 0"),
)
