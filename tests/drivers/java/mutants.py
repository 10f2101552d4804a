"""The planted bugs of the Java output (tests/mutation/): its templates, its
filters and its reader.

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py.
"""

from tests.mutation.mutants import mutant as _m

JF = "bitboard_tables/languages/java/templates/functions.java.j2"
JT = "bitboard_tables/languages/java/templates/Bitboards.java.j2"
JI = "bitboard_tables/languages/java/__init__.py"
JP = "bitboard_tables/languages/java/printer.py"
JS = "bitboard_tables/languages/java/templates/sliders.java.j2"
JB = "bitboard_tables/languages/java/templates/board_sliders.java.j2"

MUTANTS = (
    # --- the Java lookup functions (templates/functions.java.j2) -------------------------
    _m("java-lsb", JF, "return Long.numberOfTrailingZeros(b);", "return 63 - Long.numberOfLeadingZeros(b);",
       "Java lsb finds the highest bit"),
    _m("java-popcount", JF, "return Long.bitCount(b);", "return Long.bitCount(b >>> 1);", "Java popcount skips bit 0"),
    _m("java-parse-square-rank", JF, "rank > '{{ names.digits[-1] }}')", "rank > '9')", "Java parseSquare takes rank 9"),
    _m("java-squares-order", JF, "found[k++] = lsb(b);", "found[k++] = 63 - Long.numberOfLeadingZeros(b);",
       "Java squares lists the highest square, again and again"),
    # --- the bodies (function_bodies.py) as Java prints them: printer.py -------------------
    _m("java-print-bit-int", JP, '"bit": "(1L << {0})"', '"bit": "(1 << {0})"',
       "Java printer's one bit shifts an int: squareBb(D6) is 1 << 11, of e5..h8 a bit of the low half"),
    _m("java-print-neg", JP, '"neg": "(-{0})"', '"neg": "({0})"',
       "Java printer drops a negation: shiftOne and occludedFill shift southward by the count modulo 64 (-8 is 56)"),
    _m("java-print-long-literal", JP, 'WIDE, WIDE_ABOVE = "0x{:016x}L", 31', 'WIDE, WIDE_ABOVE = "0x{:016x}", 31',
       "Java printer writes the kindergarten multipliers as int literals: Bitboards.java does not compile"),
    # --- its layout and names ------------------------------------------------------------
    _m("java-holder-dims", JI, 'nested="{of}[]"', 'nested="long[]"', "Java declares every table a long[]: a table of two indices with one"),
    _m("java-reader-bytes", "bitboard_tables/languages/java/reader.py", 'U8 if "0x" in text[start:close] else INT',
       'INT if "0x" in text[start:close] else U8', "the Java reader takes the byte tables for ints"),
    # --- the sliders: the printer (printer.py), the fill and the section (sliders.java.j2) ---
    _m("java-print-not", JP, '"not": "(~{0})"', '"not": "({0})"',
       "Java printer drops a NOT (the black magic index ors the mask, not its complement)"),
    _m("java-print-bswap", JP, '"bswap": "Long.reverseBytes({1})"', '"bswap": "({1})"',
       "Java printer leaves out the byte swap (hyperbola's reverse direction)"),
    _m("java-print-signed-shift", JP, 'INFIX = {**Printer.INFIX, "shr": ">>>"}', 'INFIX = {**Printer.INFIX, "shr": ">>"}',
       "Java printer shifts a magic product right with its sign: a negative index"),
    _m("java-print-widen", JP, '"u64": ("long", frozenset({"u64"}))', '"u64": ("long", INTS | {"u64"})',
       "Java printer shifts an int entry unwidened (hyperbola's first-rank row, shifted modulo 32)"),
    # (the turn of the fill is the model's fill_step: its bugs are the shared sl-fill-* mutants)
    _m("java-fill-subsets", "bitboard_tables/languages/java/__init__.py", "16, step + (If(", "16, step[:-1] + (If(",
       "Java's fill methods never step occ: each square's empty subset alone stored"),
    _m("java-reader-offsets", "bitboard_tables/languages/java/reader.py", '_WIDE = re.compile(r"0x[0-9a-fA-F]{3,}")',
       '_WIDE = re.compile(r"0x[0-9a-fA-F]{6,}")', "the Java reader takes the sliders' offsets for bytes"),
    # --- first use (tests/proofs/test_sliders.py, SliderCheck first-use) ------------------
    _m("java-holder-skips-first-table", JS, "{{ h.method }}({% for t in h.tables %}{{ t.name }}",
       '{{ h.method }}({% for t in h.tables %}{{ "new " ~ (t | type) ~ "[" ~ t.entries ~ "]" if loop.first else t.name }}',
       "Java holders fill a fresh array in place of their first table: the rook's magic attacks and x-rays and every black magic lookup answer 0"),
    _m("java-fill-initializes-another-group", JS, "        {{ h.name }}.initialize();", "        {{ fills[0].name }}.initialize();",
       "Java's public fills each initialize the first group's holder (MagicAttacksTables), fillMagicXrays and fillBlackAttacks not their own"),
    _m("java-fill-all-skips-a-group", JS, "        {{ group.fill }}();", "{% if not loop.last %}        {{ group.fill }}();{% endif %}",
       "Java fillSliderTables() leaves out the last group (black magic's)"),
    _m("java-holder-no-fill", JS, "        static {", "        static void unused() {",
       "Java holders never run their fill: every magic and black magic lookup answers 0"),
    # a board's slider lookups (issue 49): killed by tests/proofs/test_boards_languages.py (planted by hand)
    _m("bmagic-java-never-filled", JB, "        static {", "        static void fill() {", "a board's Java holder never runs its fill: every lookup answers 0"),
    _m("bhyper-java-reversal-of-32-bits", JP, '"rbit": "Long.reverse({1})"', '"rbit": "(Long.reverse({1}) >>> 32)"',
       "Java printer reverses 32 bits (s to 31 - s), as Integer.reverse would: a board's hyperbola, and 8x8's by bit reversal"),
)
