"""The planted bugs of the Python output (tests/mutation/): its templates and filters.

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py.
"""

from tests.mutation.mutants import mutant as _m

PYF = "bitboard_tables/languages/python/templates/functions.py.j2"
PYM = "bitboard_tables/languages/python/templates/bitboards.py.j2"
PYP = "bitboard_tables/languages/python/printer.py"
PYU = "bitboard_tables/languages/python/templates/first_use.py.j2"  # both files' first-use protocol

MUTANTS = (
    _m("py-lsb-zero", PYF, "    b |= 1 << {{ board.width }}  #", "    b |= 1 << {{ board.width - 1 }}  #", "Python lsb(0) is 63"),
    _m("py-lsb", PYF, "return (b & -b).bit_length() - 1", "return (b & -b).bit_length()", "lsb one too high"),
    _m("py-popcount-negative", PYF, 'return bin(b & {{ mask }}).count("1")', 'return bin(b).count("1")',
       "popcount(~0) is 1"),
    # (the fast paths' bodies are fast_paths.fast_bodies', piece_attacks' without them the model's:
    # the shared fast-* and fb-piece-attacks-* mutants)
    # --- the bodies (function_bodies.py) as Python prints them: printer.py. Each was a mutant of
    # a macro of functions.py.j2 before its body was printed; the model's own slips (the
    # kindergarten multiplier and shift, the a-file position, pinned's own, shift_one's wrap,
    # the doubling, sliding_attacks' shift, the x-ray's and between's directions) are the
    # shared fb-* mutants, planted once for every printing language ---
    _m("py-print-neg", PYP, '"neg": "(-{0})"', '"neg": "({0})"',
       "Python printer drops a negation: shift_one and occluded_fill shift southward by a negative count"),
    # (its if and its loop over set bits are statements.PythonRoutines': the shared stmt-py-*)
    _m("py-print-fill-unmasked", PYP, 'op("and", result, Const(M64)) if mask_to_64_bits else result',
       "result if mask_to_64_bits else result", "Python occluded_fill returns a negative gen negative (was its `return gen & 0xFFFF_FFFF_FFFF_FFFF`)"),
    _m("py-print-multiplier-digits", PYP, 'return f"0x{value:016X}" if value >> 32', 'return f"0x{value:015X}0" if value >> 32',
       "Python printer writes a constant of more than 32 bits one hex digit up: the kindergarten multipliers times 16"),
    # --- the slider techniques: the printer of the model's expressions, the section's layout ---
    _m("py-sliders-mul-unwrapped", PYP, 'if op in self.WRAPPING else text', 'if op in ("add", "sub", "shl") else text',
       "Python sliders: the magic product not cut to 64 bits"),
    _m("py-sliders-bswap", PYP, """.to_bytes(8, "little"), "big")'""", """.to_bytes(8, "little"), "little")'""",
       "Python hyperbola: the byte swap swaps nothing"),
    _m("py-sliders-mask", PYP, 'MASK = "0xFFFF_FFFF_FFFF_FFFF"', 'MASK = "0xFFFF_FFFF_FFFF_FFFE"',
       "Python sliders: the 64-bit mask drops square 0"),
    # (the fill loop is the model's, slider_section.fill_loop: its bugs are the shared sl-fill-* mutants)
    _m("py-sliders-fill-bishop-skipped", "bitboard_tables/languages/python/__init__.py", "section.fill_text(statements, set(g.tables), indices=True)",
       'section.fill_text(statements, {t for t in g.tables if not t.startswith("BISHOP")}, indices=True)',
       "Python fill: the bishop's magic tables left zeros"),
    _m("py-sliders-fill-shifted", PYU, "        {{ t }}[:] = {{ t | lower }}", "        {{ t }}[:] = {{ t | lower }}[1:]",
       "Python fill: each table one entry early"),
    # --- first use (issue 41): the fill groups, their lock, the lookups' fill ----------------
    _m("py-fill-lock-removed", PYU, "    with _FILL_LOCK:", "    if _FILL_LOCK:",
       "Python fill groups without their lock: threads whose first lookups come at once each fill"),
    _m("py-fill-checks-first-table", PYU, "    if {{ tables[-1] }}:  # filled last: the others are filled too",
       "    if {{ tables[0] }}:  # filled last: the others are filled too",
       "Python fill groups test the table filled first: a lookup of the second returns while it is empty (issue 45)"),
    _m("py-fill-double-check-removed", PYU, "        if {{ tables[-1] }}:  # another thread filled them meanwhile",
       "        if not _FILL_LOCK:  # another thread filled them meanwhile",
       "Python fill groups: a thread that waited on the lock fills again"),
    _m("py-lookup-reraise", PYU, "        {{ fill }}()",
       "        if not {{ fill }}(): raise",
       "Python lookups re-raise IndexError when another thread filled their tables between their read and their fill (65a2f2c)"),
    _m("py-fill-group-skipped", PYM, "any([{% for g in fills %}", "any([{% for g in fills[1:] %}",
       "Python fill_slider_tables() skips the first fill group"),
    _m("py-fill-wrong-table", PYU, "        {{ t }}[:] = {{ t | lower }}", "        {{ tables[-1] }}[:] = {{ t | lower }}",
       "Python fill groups: each table's entries stored into the group's last table"),
    # --- square names and the squares of a bitboard ----------------------------------------
    _m("py-square-name", PYF, '"{{ names.files }}"[square_file(sq)] + {{ ranks }}[square_rank(sq)]',
       '"{{ names.files }}"[square_rank(sq)] + {{ ranks }}[square_file(sq)]', "Python square_name swaps file and rank"),
    _m("py-parse-square-length", PYF, '"!= 2" }} or name[0]', '"< 2" }} or name[0]', "Python parse_square takes a longer name"),
    _m("py-squares-mask", PYF, "    b &= {{ mask }}", "    b &= {{ mask }}_FFFF",
       "Python squares reads a wide int past bit 63"),
    # a board's lookup functions (issue 49): killed by tests/proofs/test_boards_functions.py
    _m("py-board-mask-64", "bitboard_tables/languages/python/printer.py", "        if width > 64:  # a board past 64 bits",
       "        if width > 128:  # a board past 64 bits", "a 128-bit board's products cut to 64 bits (the index of a1's rank)"),
    _m("py-board-squares-skip-high-word", PYF, '(["FFFF"] * (board.width // 16))', '(["FFFF"] * 4)',
       "a 128-bit board's squares and popcount read its low word alone"),
)
