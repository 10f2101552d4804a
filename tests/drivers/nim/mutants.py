"""The planted bugs of the Nim output's templates and printer (tests/mutation/mutants.py says how); the sliders' die by test_sliders, test_package."""

from tests.mutation.mutants import mutant as _m

NF = "bitboard_tables/languages/nim/templates/functions.nim.j2"
NT = "bitboard_tables/languages/nim/templates/bitboards.nim.j2"
NB = "bitboard_tables/languages/nim/templates/bmi2.nim.j2"  # pext and pdep, 8x8's and a board's sliders'
NI = "bitboard_tables/languages/nim/__init__.py"
NP = "bitboard_tables/languages/nim/printer.py"
NS = "bitboard_tables/languages/nim/templates/board_sliders.nim.j2"

MUTANTS = (
    # --- the Nim primitives (templates/functions.nim.j2) ----------------------------------
    _m("nim-lsb-of-zero", NF, "if b == 0: 64 else:", "if b == 0: 63 else:", "Nim lsb(0) is 63"),
    _m("nim-popcount", NF, "  countSetBits(b)", "  countSetBits(b shr 1)", "Nim popcount skips bit 0"),
    _m("nim-parse-square-file", NF, "name[0] notin 'a' .. '{{ names.files[-1] }}'", "name[0] notin 'a' .. 'i'", "Nim parseSquare takes file i"),
    _m("nim-square-name", NF, "names[k .. k + 1{{", "names[k + 1 .. k + 2{{", "Nim squareName off by one character"),
    _m("nim-squares-clear", NF, "    bits = bits and (bits - 1)", "    bits = bits and (bits shr 1)", "Nim squares clears the wrong bits"),
    _m("nim-board-name-two-digits", NF, '1{{ " + squareRank(sq) div 9" if names.long }}]', "1]", "Nim squareName cuts rank 10 to one digit"),
    # --- its layout (templates/bitboards.nim.j2, __init__.py) ---------------------------------
    _m("nim-enumeration", NT, "  {{ name | nim_name }}* = {{ value }}", "  {{ name | nim_name }}* = {{ value + 1 }}",
       "Nim enumerations start at 1"),
    _m("nim-square-ops", NP, '.replace(" >> ", " shr ")', '.replace(" >> ", " shl ")', "Nim's square helpers shift the wrong way (squareRank)"),
    # --- the slider section (templates/bitboards.nim.j2) --------------------------------
    _m("nim-portable-pext", NB, "(uint64((x and m and (0'u64 - m)) != 0) shl k)", "(uint64((x and m) != 0) shl k)",
       "Nim's portable pext tests every bit left under the mask, not the lowest (PEXT's indices)"),
    # --- the printer (printer.py) -----------------------------------------------------
    _m("nim-print-not", NP, '"not": "(not {0})"', '"not": "({0})"', "Nim printer drops a NOT"),
    _m("nim-print-bit", NP, "\"bit\": \"(1'u64 shl {0})\"", "\"bit\": \"(1'u64 shl ({0} and 31))\"",
       "the Nim printer's one bit drops the high half (squareBb of e5..h8)"),
    _m("nim-print-neg", NP, 'return f"(-{self(a)})" if type_of(a) == "int"', 'return self(a) if type_of(a) == "int"',
       "the Nim printer drops a negation: shiftOne and occludedFill shift south by a negative count"),
    _m("nim-print-hi32-low-half", NP, '"hi32": "uint32({0} shr 32)"', '"hi32": "uint32({1})"',
       "the Nim printer's high half of a bitboard is its low half (the 32-bit magic's index)"),
    _m("nim-print-compound", NP, '"{0} = {0} {1} {3}"', '"{0} = {3}"', "the Nim printer's compound assignment forgets the old value (pinned, the fills)"),
    # a board's lookup functions (issue 49): killed by tests/proofs/test_boards_languages.py
    _m("nim-board-mod-as-and", NP, '"mod_index": "mod"', '"mod_index": "and"', "a board's position sq and 6, not sq mod 6"),
    # a board's slider lookups (issue 49): killed by tests/proofs/test_boards_languages.py (planted by hand)
    _m("bmagic-nim-fill-empty", NS, "{{ fill() }}", "  discard", "a board's Nim sliders fill nothing at import: every lookup answers 0"),
    _m("bhyper-nim-reversal-of-32-bits", NP, '"rbit": "reverseBits({1})"', '"rbit": "(reverseBits({1}) shr 32)"', "a 32-bit reversal (s to 31 - s)"),
)
