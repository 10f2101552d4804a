"""The planted bugs of the mutation harness (`python -m tests.mutation`).

Each mutant replaces one exact piece of one line of `bitboard_tables/` (its
templates included), text that must occur exactly once in its file. The ones
here plant bugs in what every language shares (the geometry, the tables, the
mappings, the function records, the slider techniques); each language's test
driver lists those of its own templates and filters in
tests/drivers/<name>/mutants.py. Together they cover every table, every lookup
function in each output language and each of its compile-time branches. A
mutant the suite cannot kill because it does not change behaviour is marked
`equivalent`, with the reason.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Optional, Tuple


@dataclass(frozen=True)
class Mutant:
    id: str
    file: str  # relative to the repository root
    old: str  # occurs exactly once in the file, within one line
    new: str
    what: str  # the slip, in words
    equivalent: Optional[str] = None  # why the suite cannot kill it, when it cannot


def apply(mutant: Mutant, text: str) -> str:
    """Returns `text` with the mutant planted; raises ValueError unless its old text
    occurs exactly once, within one line."""
    if "\n" in mutant.old:
        raise ValueError("a mutant changes one line; its old text holds a line break")
    count = text.count(mutant.old)
    if count != 1:
        raise ValueError(f"{mutant.file}: {mutant.old!r} occurs {count} times; a mutant needs exactly one")
    return text.replace(mutant.old, mutant.new)


def mutant(id: str, file: str, old: str, new: str, what: str, equivalent: Optional[str] = None) -> Mutant:
    """Returns the mutant that replaces `old` with `new` in `file`."""
    return Mutant(id, file, old, new, what, equivalent)


_m = mutant


GEO = "bitboard_tables/geometry.py"
TAB = "bitboard_tables/tables.py"
MAP = "bitboard_tables/mapping.py"
BRD = "bitboard_tables/board.py"
FAST = "bitboard_tables/fast_paths.py"
SL = "bitboard_tables/sliders/"
TECH = SL + "techniques.py"
EXPR = "bitboard_tables/expression.py"
FN = "bitboard_tables/functions.py"
VEC = "bitboard_tables/languages/vector.py"
LANES = SL + "lanes.py"
FB = "bitboard_tables/function_bodies.py"
BOARD_CFAMILY = "bitboard_tables/languages/templates/board_cfamily.j2"
BOARD_TECH = "bitboard_tables/sliders/board_techniques.py"  # the techniques on a board (issue 49)  # a board's sliders as C and C++ lay them out (issue 49)
JH = "bitboard_tables/languages/halves.py"
SEC = "bitboard_tables/languages/slider_section.py"
LANG = "bitboard_tables/languages/language.py"
MAIN = "bitboard_tables/languages/templates/main.j2"  # the enumerations, tables and functions of most main files
CFAM = "bitboard_tables/languages/templates/cfamily.j2"  # the slider section C and C++ lay out alike
TWO_WORDS = "bitboard_tables/languages/two_words.py"  # a board's 128-bit bitboard as C and C++ print it, in both representations
BITS = "bitboard_tables/languages/templates/bits_cfamily.j2"  # the bit scans and a board's 128-bit bitboard as C and C++ write them

SHARED: Tuple[Mutant, ...] = (
    # --- the stepping primitive and the tables built on it ----------------------
    _m("geo-step-rank-bound", GEO, "0 <= rank < self.mapping.board.ranks:", "0 <= rank < self.mapping.board.ranks - 1:",
       "step refuses the eighth rank"),
    _m("geo-slide-no-stop", GEO, "                    break", "                    continue",
       "slide runs through blockers"),
    _m("geo-nowe-offset", GEO, "(-1, +1),  # NOWE", "(-1, +2),  # NOWE", "NOWE steps two ranks"),
    _m("geo-knight-offset", GEO, "((1, 2), (2, 1), (2, -1),", "((1, 2), (2, 1), (2, -2),",
       "one knight offset wrong: KNIGHT_ATTACKS"),
    _m("geo-black-pawn", GEO, "((-1, -1), (+1, -1)))", "((-1, -1), (+1, +1)))",
       "a black pawn attacks forward on one side: PAWN_ATTACKS"),
    _m("tab-avoid-wrap", TAB, "g.step(sq, DIRECTION_OFFSETS[direction]) for sq in g.squares",
       "g.step(sq, DIRECTION_OFFSETS[direction ^ 4]) for sq in g.squares", "AVOID_WRAP of the opposite direction"),
    _m("tab-ray-attacks", TAB, 'add("RAY_ATTACKS", ["sq", "dir"], U64, lambda sq, d: ray_bb(sq, d, g),',
       'add("RAY_ATTACKS", ["sq", "dir"], U64, lambda sq, d: ray_bb(sq, d, g) | ray_bb(sq, d ^ 4, g) & 1,',
       "RAY_ATTACKS gains a1 from squares whose opposite ray reaches it"),
    _m("tab-mask-own-square", TAB, "own = 0 if excluded else 1", "own = 0",
       "the *_MASK tables lose their own square"),
    _m("tab-mask-ex-own-square", TAB, "own = 0 if excluded else 1", "own = 1",
       "the *_MASK_EX tables keep their own square"),
    _m("tab-queen-mask", TAB, '"QUEEN": (QUEEN_DIRECTIONS, "rank, file and both diagonals"),',
       '"QUEEN": (ROOK_DIRECTIONS, "rank, file and both diagonals"),', "QUEEN_MASK and QUEEN_MASK_EX miss the diagonals"),
    _m("tab-king", TAB, 'lambda sq: g.leap(sq, KING_OFFSETS), "king attacks from sq"',
       'lambda sq: g.leap(sq, KING_OFFSETS[1:]), "king attacks from sq"', "KING_ATTACKS lose the NOEA step"),
    _m("tab-piece-attacks-bishop", TAB, "BISHOP: lambda sq: lines_bb(sq, BISHOP_DIRECTIONS, g),",
       "BISHOP: lambda sq: lines_bb(sq, DIAGONAL_DIRECTIONS, g),", "PIECE_ATTACKS[BISHOP] only on the diagonal"),
    _m("geo-inner-rays", GEO, "for s in self.ray(sq, d)[:-1])", "for s in self.ray(sq, d)[1:])",
       "inner_rays drops each ray's nearest square, not its last: BLOCKERS_AND_BEYOND and the magic and PEXT masks"),
    _m("tab-behind-has-target", TAB, "return 0 if direction is None else ray_bb(to, direction, g)",
       "return 0 if direction is None else ray_bb(to, direction, g) | 1 << to",
       "BEHIND includes its target (Python piece_attacks loops forever)"),
    _m("tab-between-has-target", TAB, "ray_bb(frm, direction, g) & ~ray_bb(to, direction, g) & ~(1 << to)",
       "ray_bb(frm, direction, g) & ~ray_bb(to, direction, g)", "BETWEEN includes its target"),
    _m("tab-line-no-origin", TAB, "ray_bb(frm, direction, g) | ray_bb(frm, direction ^ 4, g) | 1 << frm",
       "ray_bb(frm, direction, g) | ray_bb(frm, direction ^ 4, g)", "LINE misses frm"),
    _m("tab-first-rank-occ6", TAB, "return slide(position, occ6 << 1, RANK_DIRECTIONS)",
       "return slide(position, occ6, RANK_DIRECTIONS)", "FIRST_RANK_ATTACKS read occ6 one file off"),
    _m("tab-fill-up", TAB, "first_rank_attacks(occ6, position) * EVERY_BYTE,",
       "first_rank_attacks(occ6, position) * (FILL_UP >> 8),", "FILL_UP_ATTACKS miss the last byte"),
    _m("tab-a-file-index", TAB, "return bitboard(8 * (6 - i) for i in range(6) if idx >> i & 1)",
       "return bitboard(8 * (5 - i) for i in range(6) if idx >> i & 1)", "the CPW file index one rank off"),
    _m("tab-a-file-xrays", TAB, "return xray(lambda occ: slide(8 * byte, occ, FILE_DIRECTIONS), a_file_occupancy(idx))",
       "return xray(lambda occ: slide(8 * byte, occ, FILE_DIRECTIONS[:1]), a_file_occupancy(idx))",
       "XRAY_A_FILE_ATTACKS look one way only"),
    _m("tab-first-rank-xrays", TAB, "return xray(lambda occ: slide(position, occ, RANK_DIRECTIONS), occ6 << 1)",
       "return xray(lambda occ: slide(position, occ, RANK_DIRECTIONS[1:]), occ6 << 1)",
       "FIRST_RANK_XRAYS look one way only"),
    _m("tab-xray-definition", TAB, "return attacks ^ attacks_of(occupied & ~attacks)",
       "return attacks_of(occupied & ~attacks)", "x-ray sets keep the first blockers' attacks"),
    _m("tab-dir-shift-order", TAB, "return tuple(mapping.shift(offset) for offset in DIRECTION_OFFSETS)",
       "return tuple(mapping.shift(offset) for offset in reversed(DIRECTION_OFFSETS))", "DIR_SHIFT reversed"),
    # --- square mappings ----------------------------------------------------------
    _m("map-berf-is-berlef", MAP, 'Mapping("BERF", RANK, True, True),', 'Mapping("BERF", RANK, True, False),',
       "BERF numbered as BERLEF"),
    _m("map-carry-inverse", MAP, "rows = [node[self.square_to_lerf(sq)] for sq in range(64)] if axes[0] == \"sq\"",
       "rows = [node[self.lerf_to_square(sq)] for sq in range(64)] if axes[0] == \"sq\"",
       "tables carried by p instead of its inverse (differs where p is no involution)"),
    _m("map-coordinate-parentheses", MAP, 'return f"{self.board.side(coordinate) - 1} - ({part})" if descending else part',
       'return f"{self.board.side(coordinate) - 1} - {part}" if descending else part', "square_file/square_rank: 7 - sq >> 3 parses as (7 - sq) >> 3"),
    _m("map-board-row-not-stride", MAP, "stride = self.board.row_stride(self)", "stride = self.board.row_length(self)",
       "a board's square helpers take a row's squares for its stride (5x5/8, 10x8/12)"),
    _m("map-board-descending-from-8", MAP, 'return f"{self.board.side(coordinate) - 1} - ({part})"', 'return f"7 - ({part})"',
       "a board's square helpers count a descending coordinate from 8x8's last file or rank"),
    _m("board-names-digits-of-8", BRD, 'return "123456789"[: self.board.ranks]', 'return "12345678"[: self.board.ranks]',
       "a board of 9 ranks or more names no rank 9 (square names and parsing)"),
    # the square helpers' formulas: each language's template, or its statement printer (Java's, C#'s, Python's)
    # boards other than 8x8 (issue 49): killed by tests/proofs/test_boards.py
    _m("board-stride-is-width", BRD, "return self.stride or self.row_length(mapping)", "return self.row_length(mapping)",
       "a stride that assumes the row's length: the padded 5x5/8 numbered as 5x5"),
    _m("board-descending-is-8", MAP, "byte = self.board.side(self.byte) - 1 - byte", "byte = 7 - byte",
       "a big-endian numbering counts down from the eighth row on every board"),
    _m("board-padding-entry", TAB, "return lambda *index: 0 if any(index[k] in padding for k in at) else spec.entry(*index)",
       "return spec.entry", "an entry indexed by a padding number is not 0 (the *_MASK tables set its bit)"),
    _m("board128-high-half-dropped", "bitboard_tables/languages/c/templates/wide.h.j2",
       "((({{ t }})(high) << 64) | ({{ t }})(low))", "(({{ t }})(low))",
       "C's 128-bit entry of two halves keeps the low one alone (squares 64 and up vanish)"),
    _m("board128-reader-high-half", "bitboard_tables/parse.py",
       "hex(int(m.group(1), 16) << 64 | int(m.group(2), 16))", "hex(int(m.group(1), 16) << 63 | int(m.group(2), 16))",
       "the C and C++ readers join a 128-bit entry's halves 63 bits apart (parse.halves_joined)"),
    _m("zone-river-off-by-one", TAB, "return own_ranks(color, range(g.mapping.board.ranks // 2), g)",
       "return own_ranks(color, range(g.mapping.board.ranks // 2 + 1), g)", "OWN_HALF holds the other side's first rank too"),
    _m("zone-palace-off-centre", TAB, "files=range(middle - 1, middle + 2)", "files=range(middle, middle + 3)",
       "the palace one file east of the middle"),
    _m("zone-drop-is-promotion", TAB, "return own_ranks(color, range(g.mapping.board.ranks - depth), g)",
       "return own_ranks(color, range(g.mapping.board.ranks - depth - 1), g)", "DROP_REGION leaves out one rank too many"),
    _m("board128-typed-64", TAB, "wide = {U64: U128} if mapping.board.width > 64 else {}",
       "wide = {U64: U128} if mapping.board.width > 128 else {}", "a board of 128-bit bitboards typed as 64-bit ones"),
    # a board's kindergarten tables and the lookup functions' bodies on it: killed by tests/proofs/test_boards.py
    # (the tables against the walk) and tests/proofs/test_boards_functions.py (every body, every language)
    _m("board-a-file-rows-ascending", TAB, "return sum(1 << rows - 2 - i for i in range(rows - 2) if idx >> i & 1)",
       "return sum(1 << i + 1 for i in range(rows - 2) if idx >> i & 1)", "A_FILE_ATTACKS read bit i of idx as row i + 1, not rows - 2 - i"),
    _m("board-column-lookup-collides", BRD, "return rows <= stride + 2 and", "return rows <= stride + 4 and",
       "the a-file lookup serves a column whose multiplier's terms meet (4x8 in LERF: 8 ranks of 4 bits)"),
    _m("board-fill-up-multiplier-unshifted", "bitboard_tables/function_bodies.py",
       "return board.every_row(mapping) << 1 + board.width - last_row_end", "return board.every_row(mapping) << 1",
       "the fill-up multiplier gathers the line below the top bits where the last row ends below the bitboard's top"),
    _m("board-a-file-shift-of-the-row", "bitboard_tables/function_bodies.py",
       "shift = Const(kindergarten_shift(board, mapping, board.rows(mapping) - 2))", "shift = Const(kindergarten_shift(board, mapping))",
       "the a-file index shifted by a row's inner squares, not the column's (right on square boards alone)"),
    _m("board-position-by-mask", "bitboard_tables/function_bodies.py", "    if stride & (stride - 1):", "    if False:",
       "a square's row and position by >> and & where the stride is no power of two (10x8: sq & 9)"),
    # and by tests/proofs/test_boards_pyffish.py, Fairy-Stockfish's legal moves on 10x8 and 10x10, and its perft
    _m("board-knight-wraps", TAB, 'lambda sq: g.leap(sq, KNIGHT_OFFSETS), "knight attacks from sq"',
       'lambda sq: bitboard(t for t in (sq + df + g.mapping.board.files * dr for df, dr in KNIGHT_OFFSETS) '
       'if 0 <= t < g.size and abs(t % 8 - sq % 8) <= 2), "knight attacks from sq"',
       "KNIGHT_ATTACKS leap by square numbers under an 8x8 engine's edge guard (the file as sq % 8): right on 8x8; "
       "on 10 files a1's knight reaches i1 across the edge, and j1's loses i3"),
    # Go, Java, C#, JavaScript and Nim on boards of 64 bits: killed by tests/proofs/test_boards_languages.py
    _m("board-widest-unread", "bitboard_tables/cli/options.py", "language.boards and on.width <= language.widest", "language.boards",
       "a language of 64-bit bitboards is given a board numbered past 64 bits (12x10 in Go)"),
    _m("board-class-untagged", LANG, "    if board.is_default:", '    if board.is_default or "." not in name:',
       "Java's and C#'s classes do not carry the board (Bitboards_6x6.java holds class Bitboards)"),
    _m("board-types-uncommented", "bitboard_tables/render.py", "wrapped(types.rstrip(), leader)", "types.rstrip()",
       "the types paragraph of a file on another board is no comment"),
    # the techniques on a board (sliders/board_techniques.py), printed by every language: killed by
    # test_boards_sliders's evaluation of the model and by each language's program
    _m("bmagic-shift-in-64-bits", BOARD_TECH, 'return _offset_plus(line, op("shr", product,',
       'return _offset_plus(line, op("shr", op("lo64", product),',
       "a 128-bit board's magic index shifts the product cut to 64 bits (issue 49), in every language"),
    _m("bmagic-py-product-in-64-bits", "bitboard_tables/languages/python/printer.py", "        if width > 64:  # a board past 64 bits",
       "        if width > 128:  # a board past 64 bits", "Python's board sliders (and self-test) wrap a 128-bit product at 64 bits"),
    _m("bmagic-zig-one-bit-in-64-bits", "bitboard_tables/languages/zig/printer.py", '"bit": f"(@as(u{width}, 1) << @intCast({{1}}))"}',
       '"bit": f"(@as(u64, 1) << @intCast({{1}}))"}', "Zig's board sliders, functions and self-test take a square's bit in 64 bits (ZigStatements(width))"),
    # the PEXT lookups of a board past 64 bits: killed by the model's evaluation, and by test_boards_sliders's C,
    # C++ and Rust programs where BMI2 runs
    # the two-word bitboard C and C++ share (board_cfamily.j2's two_words): killed by test_boards_two_words, in each
    _m("two-words-shift-64-low", BOARD_CFAMILY, '(("b.b64[1] << (n - 64), 0",', '(("0, b.b64[1] << (n - 64)",',
       "two words: a shift of 64 or more lands in the low word (square 64 is square 0), in C and C++"),
    _m("two-words-shift-right-64-high", BOARD_CFAMILY, '("0, b.b64[0] >> (n - 64)",', '("b.b64[0] >> (n - 64), 0",',
       "two words: a shift right of 64 or more stays in the high word, in C and C++"),
    _m("two-words-mul-drops-carry", BOARD_CFAMILY, "+ (middle >> 32) + a.b64[0] * b.b64[1]", "+ a.b64[0] * b.b64[1]",
       "two words: the product drops the carry of its middle column into the high word (issue 49), in C and C++"),
    _m("two-words-add-drops-carry", BOARD_CFAMILY, "+ (low < a.b64[1] ? 1u : 0u), low);", ", low);",
       "two words: the sum drops the low words' carry, in C and C++"),
    _m("two-words-sub-drops-borrow", BOARD_CFAMILY, "- (a.b64[1] < b.b64[1] ? 1u : 0u), a.b64[1] - b.b64[1]);", ", a.b64[1] - b.b64[1]);",
       "two words: the difference drops the low words' borrow (the fill's next subset), in C and C++"),
    # the printing of a board's bitboard in both representations (languages/two_words.py): killed by test_boards_two_words
    # (C's comparisons, on two words alone) and the board tests (a position, in C and C++)
    _m("two-words-c-empty-test-inverted", TWO_WORDS, 'return test if name == "eq" else f"!{test}"', 'return test if name == "ne" else f"!{test}"',
       "C on a board past 64 bits: a bitboard's != 0 tested as == 0"),
    _m("two-words-position-high-word", TWO_WORDS, 'return super().unary(name, op("lo64", a))', 'return super().unary(name, op("hi64", a))',
       "C and C++ on a board past 64 bits: a bitboard made a position (the magic and kindergarten index) reads its high word"),
    _m("two-words-constant-low-word", TWO_WORDS, 'return f"{self.p}bitboard(0x{value >> 64:016x},', 'return f"{self.p}bitboard(0x{0:016x},',
       "C and C++ on a board past 64 bits: a constant's high word lost (the kindergarten multipliers, the walks' edges)"),
    _m("bpext-high-word-dropped", TWO_WORDS, '"lo64": "low({1})", "hi64": "high({1})"}', '"lo64": "low({1})", "hi64": "low({1})"}',
       "a 128-bit board's PEXT index reads the low word for the high one (C's and C++'s printer); killed where BMI2 runs"),
    # the bit scans C and C++ lay out alike (bits_cfamily.j2)
    _m("cfamily-lsb-portable-zero", BITS, "{{ check }}    if (!b) return 64;", "{{ check }}    if (!b) return 63;",
       "the portable lsb(0) is 63, in C and C++ (was c-lsb-portable-zero and cpp-lsb-portable-zero)"),
    # the 128-bit bitboard C and C++ write alike (bits_cfamily.j2): killed by test_boards_two_words, in each
    _m("wide-lsb-high-word", BITS, ": {{ cf.p }}high(b) ? 64 + {{ cf.p }}{{ word }}lsb(", ": {{ cf.p }}high(b) ? 63 + {{ cf.p }}{{ word }}lsb(",
       "a 128-bit bitboard's lowest square in its high word one square low, in C and C++"),
    _m("wide-int128-high-half-dropped", BITS, '{ return {{ cf.cast.format(t, "high") }} << 64 | low; }',
       '{ return {{ cf.cast.format(t, "high") }} << 32 | low; }', "unsigned __int128: bitboard(high, low) shifts the high half by 32, in C and C++"),
    _m("wide-two-words-swapped", BITS, 'const {{ t }} b = {{ "{{" }}high, low{{ "}}" }};', 'const {{ t }} b = {{ "{{" }}low, high{{ "}}" }};',
       "two words: bitboard(high, low) keeps the low word first, in C and C++"),
    _m("wide-int128-high-in-64-bits", BITS, '{ return {{ cf.cast.format(cf.u64, "b >> 64") }}; }',
       '{ return {{ cf.cast.format(cf.u64, "b") }} >> 63 >> 1; }', "unsigned __int128: high(b) shifted in 64 bits (always 0), in C and C++"),
    _m("bpext-high-unshifted", BOARD_TECH, 'op("or", low, op("shl", high, _read(f"{L}_PEXT_LOW_BITS", "u8")))', 'op("or", low, high)',
       "a board's PEXT index ors the high word's pext unshifted over the low word's (issue 49), in every language"),
    # hyperbola on a board (issue 49): killed by test_boards_sliders's model of hyperbola, and its languages
    _m("bhyper-reversal-of-64-bits", BOARD_TECH, "rbit_helper(mapping.board.width)", "rbit_helper()",
       "a board's hyperbola reverses the slider's bit as 64 bits do (sq ^ 63) on a 128-bit board, in every language"),
    _m("bhyper-unmasked", TECH, 'op("and", op("xor", borrowed, op("rbit", reverse)), line_ex),', 'op("xor", borrowed, op("rbit", reverse)),',
       "hyperbola by bit reversal leaves its line's mask off the result: the borrows past the blockers and off the line (8x8's and a board's)"),
    _m("bhyper-cfamily-halves-unswapped", BOARD_TECH, '(op("lo64", B),))), Const(64)), op("u64", Call("word_bit_reverse", (op("hi64", B),))))',
       '(op("hi64", B),))), Const(64)), op("u64", Call("word_bit_reverse", (op("lo64", B),))))',
       "C's and C++'s 128-bit bit reversal (WIDE_REVERSE) reverses each word in place, the two not swapped (also killed by test_boards_sliders's C program)"),
    _m("bhyper-py-reversal-of-64-bits", "bitboard_tables/languages/python/__init__.py", '"0{selection.mapping.board.width}b"', '"064b"',
       "Python's board hyperbola reverses 64 bits of a 128-bit bitboard"),
    # (a reversal of 63 bits, s to 62 - s, is equivalent on a board of at most 63 squares: the slider's bit, subtracted one place
    # high, borrows alike, and the bit it differs in is the slider's own, off its mask; 8x8's h8 kills it)
    _m("bhyper-cs-reversal-of-32-bits", "bitboard_tables/languages/board_sliders.py", '{"rbit": word + "({1})"}', '{"rbit": "(" + word + "({1}) >> 32)"}',
       "a board's C# hyperbola reverses 32 bits (s to 31 - s) around its printed bit reversal (test_boards_languages)"),
    _m("bmagic-narrow-offsets-off-by-one", "bitboard_tables/languages/board_sliders.py", 'literals = {U32: "0x{:05x}".format, **words.syntax.literals}',
       'literals = {U32: lambda v: f"0x{v + 1:05x}", **words.syntax.literals}',
       "a board's Go, Java and C# sliders print every block offset one past the recorded (test_boards_languages: the last block overruns)"),
    _m("bmagic-nim-rows-unfolded", "bitboard_tables/languages/board_sliders.py", "columns=words.syntax.width, holder=HOLDER", "columns=0, holder=HOLDER",
       "a board's Nim sliders keep four u64 a line of a [sq] table, past nimpretty's 80 columns (test_boards_languages' nimpretty check)"),
    _m("bmagic-other-board", SL + "board_magics.py", 'return f"{mapping.name.lower()}_{mapping.board.file_tag}"',
       'return f"{mapping.name.lower()}_12x10"', "every board of a mapping reads the magics recorded for 12x10"),
    _m("bmagic-walk-wraps", BOARD_TECH, "op(\"ne\", op(\"and\", B, Const(leaves)), ZERO),", "op(\"ne\", B, ZERO),",
       "the board fill's walk steps from every square, across the board's edges"),
    _m("map-square-transposed", MAP, 'return f"{self.board.row_stride(self)} * {byte} + {position}"',
       'return f"{self.board.row_stride(self)} * {position} + {byte}"',
       "square(file, rank) swaps the byte and the position"),
    _m("fb-square-rank-is-file", FB, "square_rank=mapping.coordinate_expression(RANK, sq),",
       "square_rank=mapping.coordinate_expression(FILE, sq),", "square_rank returns the file (every language's square helpers)"),
    _m("fast-rows-shift", FAST, "_attacks(mapping, sq, occ6 << (sq & 56 | 1), LINE_DIRECTIONS[row])",
       "_attacks(mapping, sq, occ6 << (sq & 56), LINE_DIRECTIONS[row])", "the fast-path rows read occ6 one bit off"),
    _m("fast-bishop-inner", FAST, "lines_bb(s, BISHOP_DIRECTIONS) & ~(EDGE_FILES | EDGE_RANKS)",
       "lines_bb(s, BISHOP_DIRECTIONS) & ~EDGE_FILES", "the bishop fast path keys on edge squares too (KeyError)"),
    # the fast paths' bodies (fast_bodies), which the Python module prints (they were its template's py-* mutants)
    _m("fast-rook-row-shift", FAST, 'op("or_index", op("and_index", SQ, Const(56)), Const(1))', 'op("and_index", SQ, Const(56))',
       "the fast rook/queen lookups: the row index one bit off"),
    _m("fast-bishop-empty-board", FAST, '"bishop_attacks": ((OCC, SQ), bishop(OCC)),', '"bishop_attacks": ((OCC, SQ), bishop(Const(0))),',
       "the fast bishop_attacks ignores its blockers"),
    _m("fast-queen-no-bishop-occ", FAST, 'op("or", rook(OCC), bishop(OCC))),', 'op("or", rook(OCC), bishop(Const(0)))),',
       "the fast queen_attacks ignores diagonal blockers"),
    _m("fast-queen-xor", FAST, 'op("or", rook(OCC), bishop(OCC))),', 'op("xor", rook(OCC), bishop(OCC))),',
       "the fast queen_attacks: ^ for |", equivalent="rook and bishop attacks from one square are disjoint, so ^ and | agree"),
    _m("fast-xray-modify", FAST, 'OCC, op("xor", OCC, op("and", blockers, a))', 'OCC, op("and", OCC, op("not", op("and", blockers, a)))',
       "the fast x-rays clear blockers outside occ instead of toggling them"),
    _m("fast-xray-all-blockers", FAST, 'OCC, op("xor", OCC, op("and", blockers, a))', 'OCC, op("xor", OCC, blockers)',
       "the fast x-rays toggle every blocker, not the attacked ones"),
    _m("fast-piece-attacks-king", FAST, 'op("either", op("lt", piece, BISHOP), op("eq", piece, KING))', 'op("lt", piece, BISHOP)',
       "the fast piece_attacks gives the king a rook's attacks"),
    _m("fast-piece-attacks-queen", FAST, 'op("or", a, bishop(OCC))', 'op("or", a, bishop(Const(0)))',
       "the fast piece_attacks: the queen's diagonals ignore blockers"),
    # --- the kindergarten lookup of each line function, one record for every language ---
    _m("fn-xray-reads-attacks", FN, 'kind = "XRAY_" if self.xray else ""', 'kind = ""',
       "x-ray line lookups read the attack tables"),
    _m("fn-xray-a-file-table", FN, 'return Lookup(A_FILE_LOOKUP, f"{kind}A_FILE_ATTACKS")',
       'return Lookup(A_FILE_LOOKUP, "A_FILE_ATTACKS")', "the a-file x-rays read A_FILE_ATTACKS"),
    _m("fn-xray-fill-up-table", FN, 'Lookup(FILL_UP_LOOKUP, f"{kind}FILL_UP_ATTACKS",',
       'Lookup(FILL_UP_LOOKUP, "FILL_UP_ATTACKS",', "the fill-up x-rays read FILL_UP_ATTACKS"),
    _m("fn-anti-diagonal-mask", FN, 'f"{self.line.upper()}_MASK_EX")',
       'f"{self.line.upper().replace(\'ANTI_\', \'\')}_MASK_EX")', "the anti-diagonal lookups mask the diagonal"),
    _m("fn-rank-rook-mask", FN, 'f"{self.line.upper()}_MASK_EX")',
       '"ROOK_MASK_EX" if self.line == "rank" else f"{self.line.upper()}_MASK_EX")',
       "the rank lookups mask the rook lines (both lines' occupancy in the index)"),
    _m("fn-lookups-swapped", FN, "if self.line == mapping.column_line:", "if self.line == mapping.row_line:",
       "the a-file lookup for the line one byte holds, the fill-up lookup for the other"),
    # --- bitboards_sliders.h: the techniques, the tables, the magic search --------------
    _m("sl-kogge-stone-direction", TECH, 'PIECE_DIRECTIONS = {ROOK: ("EAST", "WEST", "NORT", "SOUT")',
       'PIECE_DIRECTIONS = {ROOK: ("EAST", "WEST", "NORT", "NORT")', "Kogge-Stone rook looks north twice, never south"),
    _m("sl-search-ignores-xrays", SL + "magic_search.py", "for pair in zip(sets.attacks, sets.xrays)]",
       "for pair in zip(sets.attacks, sets.attacks)]", "the magic search ignores x-ray collisions"),
    _m("sl-pext16-packs-relevant-mask", TECH, 'packed=lambda piece: op("pext", SET, _read(f"{piece.upper()}_MASK_EX")),',
       'packed=lambda piece: op("pext", SET, _read(f"{piece.upper()}_RELEVANT_MASK")),',
       "16-bit PEXT compresses onto the relevant mask, not the empty-board rays"),
    _m("sl-pext16-pdep-mask", TECH, 'unpack=lambda entry, piece: op("pdep", op("u64", entry), _read(f"{piece.upper()}_MASK_EX")),',
       'unpack=lambda entry, piece: op("pdep", op("u64", entry), _read(f"{piece.upper()}_RELEVANT_MASK")),',
       "16-bit PEXT expands onto the relevant mask"),
    _m("sl-xray-tables-hold-attacks", TECH, "fills.append(Fill(table, piece, element, TABLE_ENTRIES[piece], kind, index, value))",
       'fills.append(Fill(table, piece, element, TABLE_ENTRIES[piece], "attacks", index, value))',
       "every x-ray table holds the attack sets"),
    # the run-time fill loop, printed from the model by every language that fills (C, C++, Go, ...)
    _m("sl-fill-one-piece", SEC, "[p.body for p in pieces] if apart else [tuple(pieces)]", "[p.body for p in pieces[:1]] if apart else [tuple(pieces[:1])]",
       "the run-time fill fills the rook's packed tables alone: the bishop's magic and black magic lookups answer 0"),
    _m("sl-fill-xrays-into-attacks-tables", SEC, "store = Store(f.table, at.get(index, index), value, f.element)",
       'store = Store(f.table.replace("XRAYS", "ATTACKS"), at.get(index, index), value, f.element)',
       "the run-time fill stores the x-rays in the attack tables: the attack lookups answer x-rays, the x-ray lookups 0"),
    _m("sl-fill-ordinal", SEC, 'Assign(ordinal, op("add", ordinal, Const(1)))', 'Assign(ordinal, op("add", ordinal, Const(2)))',
       "the fills that count the subsets for pext(occ, mask) (C#'s) count them two at a time"),
    _m("sl-fill-squares", SEC, "For(SQ, 64, body)",
       "For(SQ, 63, body)", "the run-time fill (every language's, printed from the model) leaves the last square's blocks empty"),
    _m("sl-fill-subset-step", SEC,
       "body.append(NextSubset(OCC, MASK))", 'body.append(NextSubset(OCC, op("and", MASK, op("shr", MASK, Const(1)))))',
       "the run-time fill (every language's fill loop, printed from the model) skips the subsets that hold the mask's last square"),
    _m("sl-run-time-fill-stores-attacks", TECH, '(t, f, substitute(f.value, {"set": Arg(f.holds)}))',
       '(t, f, substitute(f.value, {"set": Arg("attacks")}))',
       "the run-time fills (C's BB_FILL_SLIDER_TABLES, Rust's fill_slider_tables) store attack sets in the x-ray tables"),
    _m("sl-black-bits", TECH, "BLACK_BITS = {ROOK: 12, BISHOP: 9}", "BLACK_BITS = {ROOK: 11, BISHOP: 9}",
       "the black magic rook index one bit short"),
    _m("sl-black-not-mask", TECH, 'op("mul", op("or", OCC, op("not", _read(f"{p}_RELEVANT_MASK"))), _read(f"{p}_BLACK_MAGICS"))',
       'op("mul", op("or", OCC, _read(f"{p}_RELEVANT_MASK")), _read(f"{p}_BLACK_MAGICS"))',
       "the black magic index reads occ | mask, not occ | ~mask"),
    _m("sl-black-place-offset", SL + "black_magics.py", "        start = offsets[key]\n".strip(), "start = offsets[key] + 1",
       "the black search places its blocks one entry late"),
    # one record per square (sliders/records.py), which C's and C++'s magic and black magic lookups read
    _m("sl-record-fields-swapped", SL + "records.py", "for f, v in zip(record.fields, values)]",
       "for f, v in zip(record.fields, values[1::-1] + values[2:])]",
       "each record holds its mask where its magic goes and its magic where its mask goes (C's and C++'s magic and black magic)"),
    _m("sl-magic-unmasked", TECH, 'product = op("mul", op("and", OCC, _read(f"{p}_RELEVANT_MASK")), _read(f"{p}_MAGICS"))',
       'product = op("mul", op("or", OCC, _read(f"{p}_RELEVANT_MASK")), _read(f"{p}_MAGICS"))', "the magic index reads occ | mask"),
    # the 32-bit magic index (magic32): its formula in the model, its magics, the printers' halves
    _m("sl-magic32-drops-high-half", TECH, 'op("shr32", op("xor32", *halves), _read(f"{p}_MAGIC32_SHIFTS", "u8"))',
       'op("shr32", next(halves), _read(f"{p}_MAGIC32_SHIFTS", "u8"))',
       "a 32-bit index that drops the high half: the low halves' product alone (every square's subsets collide)"),
    _m("sl-magic32-reads-64-bit-magics", TECH, 'masked, magic = op("and", OCC, _read(f"{p}_RELEVANT_MASK")), _read(f"{p}_MAGICS32")',
       'masked, magic = op("and", OCC, _read(f"{p}_RELEVANT_MASK")), _read(f"{p}_MAGICS")',
       "a magic recorded for 64 bits used on 32: the 32-bit index reads the 64-bit magics"),
    _m("sl-magic32-recorded-64", SL + "build.py", 'out[f"{p}_MAGICS32"] = recorded_magics(mapping, piece, width=32)',
       'out[f"{p}_MAGICS32"] = recorded_magics(mapping, piece)',
       "a magic recorded for 64 bits used on 32: the 32-bit magic tables hold the 64-bit magics"),
    _m("cfamily-print-hi32-low-half", EXPR, '"hi32": "(uint32_t)({0} >> 32)"', '"hi32": "(uint32_t){0}"',
       "the C printer's high half of a bitboard is its low half: C's 32-bit magic index drops the high half"),
    _m("halves-hi32-low-word", "bitboard_tables/languages/halves.py", 'return self.halves(expr.args[0])[expr.op == "hi32"]',
       "return self.halves(expr.args[0])[0]", "JavaScript's 32-bit magic index reads the low word for the high one"),
    _m("sl-hyperbola-reverse-bit", TECH, 'op("sub", op("bswap", forward), op("bit", op("xor_index", SQ, Const(56))))',
       'op("sub", op("bswap", forward), op("bit", SQ))', "hyperbola subtracts the slider's bit unswapped from the swapped line"),
    _m("sl-rbit-reverse-bit-56", TECH, 'op("sub", op("rbit", forward), op("bit", op("xor_index", SQ, Const(width - 1))))',
       'op("sub", op("rbit", forward), op("bit", op("xor_index", SQ, Const(56))))',
       "hyperbola by bit reversal subtracts the slider's bit as a byte swap moves it (sq ^ 56), not as the reversal does"),
    _m("sl-fill-xrays-as-attacks", TECH, '"xrays": _or(*(Call(f"xray_{line}_attacks", (OCC, SQ)) for line in LINE_NAMES[piece])),',
       '"xrays": _or(*(Call(f"{line}_attacks", (OCC, SQ)) for line in LINE_NAMES[piece])),',
       "a fill at run time writes the attack sets into the x-ray tables"),
    _m("sl-pext-order", EXPR, "            out |= 1 << k\n".strip(), "out |= 1 << (k ^ 1)",
       "pext packs neighbouring squares swapped"),
    _m("sl-wrapping-mul", EXPR, '"mul": lambda a, b: a * b,', '"mul": lambda a, b: (a * b) & (M64 >> 1),',
       "the reference multiply wraps at 63 bits"),
    _m("sl-black-size", SL + "build.py", "return max(o + (1 << BLACK_BITS[p])", "return max(o + (1 << (BLACK_BITS[p] - 4))",
       "the black magic table that C#, Java and Rust declare is too short for its last blocks"),
    _m("sl-sliders-wanted", SL + "build.py",
       "return selection.sliders and main_needs(selection.mapping, names) <= selection.names",
       "return selection.sliders and main_needs(selection.mapping, names) >= selection.names",
       "the slider techniques left out of every whole output of Go, Zig, Java, C#, JavaScript and Python"),
    _m("cache-ignores-templates", "bitboard_tables/cache.py",
       'files = sorted(p for p in PACKAGE_DIR.rglob("*") if p.is_file() and "__pycache__" not in p.parts)',
       'files = sorted(p for p in PACKAGE_DIR.rglob("*.py") if p.is_file() and "__pycache__" not in p.parts)',
       "the cache's source digest leaves the templates out: an edited template is served stale"),
    _m("cache-texts-ignore-jinja2", "bitboard_tables/cache.py", "tools = installed(FORMATTER + RENDERER)", "tools = installed(FORMATTER)",
       "the output texts' key leaves Jinja2 and MarkupSafe out: another Jinja2's text is served stale"),
    _m("cache-templates-ignore-jinja2", "bitboard_tables/cache.py", "return digest([source, sources_digest(), renderer])",
       "return digest([source, sources_digest()])", "a template compiled by another Jinja2 is loaded from the cache"),
    _m("cache-prunes-newest", "bitboard_tables/cache.py", "for _, size, path in sorted(entries):",
       "for _, size, path in sorted(entries, reverse=True):", "the cache's bound removes the most recently used entries first"),
    # the vector path of the two-lines hyperbola: its one description (sliders/lanes.py)
    _m("sl-lanes-one-line", LANES, "return Program((lane_calls[0].args[k], lane_calls[1].args[k]), _steps(helper, k, values))",
       "return Program((lane_calls[0].args[k], lane_calls[0].args[k]), _steps(helper, k, values))",
       "the vector path loads one line into both lanes (every language's, every instruction set's)"),
    _m("sl-lanes-step-unbound", LANES, "exprs[i + 1 :] = [replace(e, exprs[i], Arg(name)) for e in exprs[i + 1 :]]",
       "exprs[i + 1 :] = [replace(e, exprs[i], Arg(name)) for e in exprs[i + 2 :]]",
       "a named value's next step is dropped: the vector path's locals run one short"),
    # each entry of the SSE2 and NEON tables (languages/vector.py), spelt wrong: SSE2's
    # killed on x86-64 in C, C++ and Rust, SSSE3's by the builds with -mssse3 or
    # target-feature +ssse3, NEON's on aarch64 under qemu (test_cross_c.py, test_cross_rust.py)
    _m("vec-sse2-sub", VEC, '"sub": "{p}_mm_sub_epi64({0}, {1})",', '"sub": "{p}_mm_add_epi64({0}, {1})",',
       "SSE2's table spells the lanes' subtraction as an addition"),
    _m("vec-sse2-xor", VEC, '"xor": "{p}_mm_xor_si128({0}, {1})",', '"xor": "{p}_mm_or_si128({0}, {1})",',
       "SSE2's table spells xor as or"),
    _m("vec-sse2-pair", VEC, '"pair": "{p}_mm_set_epi64x({1}, {0})",', '"pair": "{p}_mm_set_epi64x({0}, {0})",',
       "SSE2's table loads lane 0's line into both lanes"),
    _m("vec-sse2-fold-one-lane", VEC, "{p}_mm_unpackhi_epi64({0}, {0})", "{p}_mm_unpacklo_epi64({0}, {0})",
       "SSE2's fold drops the anti-diagonal lane"),
    _m("vec-sse2-byte-swap-word-order", VEC, ", 8)), 0x1b), 0x1b)\",", ", 8)), 0x1b), 0x4e)\",",
       "SSE2's byte swap misorders the high words of each lane"),
    _m("vec-ssse3-byte-swap", VEC, "_mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7)",
       "_mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 1, 0, 2, 3, 4, 5, 6, 7)", "SSSE3's byte swap swaps two bytes back"),
    _m("vec-sse2-bswap-skipped", VEC, '"bswap": "{byte_swap_x2}({0})",', '"bswap": "{0}",',
       "SSE2's table leaves the bytes of each lane unswapped"),
    _m("vec-neon-byte-swap", VEC, '"bswap": "{p}vreinterpretq_u64_u8({p}vrev64q_u8(',
       '"bswap": "{p}vreinterpretq_u64_u8({p}vrev32q_u8(', "NEON's byte swap reverses the bytes of each 32-bit half"),
    _m("lang-lanes-answer-narrow", LANG, "unsigned=lambda value: self.cast.format(self.elements[U64], value),",
       "unsigned=lambda value: self.cast.format(self.elements[U32], value),",
       "the vector paths' answer read back as a 32-bit word: its high half lost (C, C++; Rust's no longer compiles)"),
    # the vector paths' branches as C and C++ lay them out (languages/templates/cfamily.j2):
    # killed by the C and C++ builds, NEON's on aarch64 under qemu (test_cross_c.py)
    _m("cfamily-simd-ssse3-inverted", CFAM, "#ifdef __{{ h.feature | upper }}__", "#ifndef __{{ h.feature | upper }}__",
       "the SSSE3 byte swap compiled where the target has no SSSE3"),
    _m("cfamily-simd-never", CFAM, "!defined({{ P }}NO_SIMD) && (defined(__x86_64__) || defined(_M_X64)) && (defined(__SSE2__)",
       "defined({{ P }}NO_SIMD) && (defined(__x86_64__) || defined(_M_X64)) && (defined(__SSE2__)",
       "the vector path never taken (BB_NO_SIMD inverted)"),
    _m("cfamily-neon-lanes-lookup", CFAM, "{{ lookup(t, l, first, l.lanes.neon) }}", "{{ lookup(t, l, first, l.lanes.sse2) }}",
       "the NEON branch prints SSE2's path: the headers do not compile on aarch64"),
    _m("cfamily-neon-never", CFAM, "!defined({{ P }}NO_SIMD) && defined(__ARM_NEON)", "defined({{ P }}NO_SIMD) && defined(__ARM_NEON)",
       "the NEON path never taken (BB_NO_SIMD inverted)"),
    # the types C and C++ write (languages/cfamily.py)
    _m("cpp-u8-element", "bitboard_tables/languages/cfamily.py", 'U8: std + "uint8_t"', 'U8: std + "int8_t"',
       "C++ (and C) u8 tables signed: 0x80 and up do not fit"),
    _m("cfamily-enumeration", CFAM, "{{ cf.K }}{{ name }} = {{ e.values[loop.index0] }}", "{{ cf.K }}{{ name }} = {{ e.values[loop.index0] + 1 }}",
       "C's and C++'s enumerations one too high (was cpp-enumeration)"),
    # what the other main files lay out alike (languages/templates/main.j2)
    _m("main-enumeration", MAIN, "{{ caller(name, e.values[loop.index0]) }}", "{{ caller(name, loop.index) }}",
       "Python's, Java's, Rust's and Zig's enumerations start at 1 (were java-enumeration, rs-enumeration, zig-enumeration)"),
    # square_name's and parse_square's bodies as C and C++ print them (cfamily.j2)
    _m("cfamily-square-name", CFAM, "({{ board.files }} * {{ cf.p }}square_rank(sq) + {{ cf.p }}square_file(sq))]",
       "({{ board.files }} * {{ cf.p }}square_file(sq) + {{ cf.p }}square_rank(sq))]", "square_name reads the names by file (was c-square-name)"),
    _m("cfamily-board-name-row-of-8", CFAM, "[{{ names.slot + 1 }} * ({{ board.files }} *", "[{{ names.slot + 1 }} * (8 *",
       "a board's square_name takes 8 squares a rank (C and C++)"),
    _m("cfamily-board-parse-rank-ten", CFAM, "name[2] - '0' + 9);", "name[2] - '0' + 10);", "parse_square reads a10 as a11 (C and C++)"),
    _m("cfamily-parse-square-length", CFAM, "else \" || name[2] != '\\\\0'\" }}) return -1;", "else \"\" }}) return -1;",
       "parse_square takes a longer name (was c-parse-square-length and cpp-parse-square-length)"),
    # parallel hyperbola's AVX2 path (vector.AVX2, sliders/lanes.py's parallel_program and
    # its record of sq, the first-rank helper it shares with hyperbola): killed by the -mavx2
    # builds and the model's own evaluation (test_techniques)
    _m("vec-avx2-lane-mask-swapped", LANES, "        return tuple(evaluate(e, env) & env.mask for e in self.program.pair + self.fields)",
       "        return tuple(evaluate(e, env) & env.mask for e in self.program.pair[1::-1] + self.program.pair[2:] + self.fields)",
       "the record of sq swaps the file's and the diagonal's masks between lanes"),
    _m("vec-avx2-byte-swap-control", VEC, '"8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7))",',
       '"7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6))",',
       "AVX2's vpshufb control off by one in the low half: each byte of the file's and the diagonal's lanes from its neighbour"),
    _m("sl-lanes-parallel-lane-order", LANES, "        answers[piece] = (column, scalar)", "        answers[piece] = (half - 1 - column, scalar)",
       "parallel hyperbola's answers read the columns in reverse: the rook the bishop's lines, the bishop the file"),
    _m("sl-hyperbola-rank-inner-shift", TECH,
       'occ6 = op("index", op("and", op("shr", OCC, op("or_index", op("and_index", SQ, Const(56)), Const(1))), Const(63)))',
       'occ6 = op("index", op("and", op("shr", OCC, op("and_index", SQ, Const(56))), Const(63)))',
       "the first-rank table indexed without its inner-bits shift (hyperbola's and parallel hyperbola's rank)"),
    _m("vec-neon-broadcast", VEC, '"splat": "{p}vdupq_n_u64({0})",', '"splat": "{p}vcombine_u64({p}vcreate_u64({0}), {p}vcreate_u64(0))",',
       "what both lanes share reaches lane 0 alone on NEON"),
    _m("vec-neon-sub", VEC, '"sub": "{p}vsubq_u64({0}, {1})",', '"sub": "{p}vaddq_u64({0}, {1})",',
       "NEON's table spells the lanes' subtraction as an addition"),
    _m("vec-neon-fold-one-lane", VEC, '"fold": "{p}vgetq_lane_u64({0}, 0) | {p}vgetq_lane_u64({0}, 1)",',
       '"fold": "{p}vgetq_lane_u64({0}, 0) | {p}vgetq_lane_u64({0}, 0)",', "NEON's fold drops the anti-diagonal lane"),
    # --- the lookup functions' bodies (function_bodies.py), printed into Go's output ---
    # (each was a mutant of Go's template macro of the function, before its body was printed)
    _m("fb-fill-up-unmasked", FB, 'return op("and", mask, Read2(lookup.table, position, index))',
       "return Read2(lookup.table, position, index)", "fill-up lookups return the line on all eight bytes"),
    _m("fb-kindergarten-multiplier", FB, "return board.every_row(mapping) << 1", "return (board.every_row(mapping) << 1) - 1",
       "the fill-up multiplier off by one (0x0202020202020201)"),
    _m("fb-kindergarten-shift", FB, "return board.width - (inner or board.row_length(mapping) - 2)",
       "return board.width - (inner or board.row_length(mapping) - 2) - 1", "the kindergarten index one bit too wide (>> 57)"),
    # the line lookups on 32-bit words (function_bodies.line_lookup, word 32), printed into
    # JavaScript's output (each was a mutant of its template's fast path before)
    _m("fb-words-fill-up-fold", FB, "for by in (16, 8):", "for by in (16, 4):",
       "the fill-up index on 32-bit words folds the bytes wrong (was js-fill-up-fold)"),
    _m("fb-words-a-file-low-product", FB, "Const(multiplier >> 32)), top)", "Const(multiplier >> 32 | 0x8000)), top)",
       "the a-file index on 32-bit words: the low word's product sends two bits to one place (was js-a-file-low-product)"),
    _m("fb-words-a-file-high-word", FB, 'op("shl", op("u64", op("shl32", op("hi32", entry), where)), Const(32))',
       'op("shl", op("u64", op("hi32", entry)), Const(32))', "a-file attacks on 32-bit words: the high word left on the a-file (was js-a-file-high-half)"),
    _m("fb-a-file-position", FB, 'lambda idx: op("shl", Read2(lookup.table, byte, idx), where))',
       "lambda idx: Read2(lookup.table, byte, idx))", "a-file attacks left on the first line"),
    _m("fb-union-second-unblocked", FB, '_or(_call(first, a["occ"], a["sq"]), _call(second, a["occ"], a["sq"]))',
       '_or(_call(first, a["occ"], a["sq"]), _call(second, Const(0), a["sq"]))',
       "rook (bishop, queen) attacks ignore the blockers of the second line (file attacks of an empty board)"),
    _m("fb-xray-modifying", FB, 'op("xor", a["occ"], op("and", a["blockers"], attacks))', 'op("xor", a["occ"], a["blockers"])',
       "x-rays remove blockers that are not attacked"),
    _m("fb-piece-attacks-behind", FB, 'op("not", Read2("BEHIND", a["sq"], blocker))', 'op("not", Read2("BETWEEN", a["sq"], blocker))',
       "piece_attacks cuts the wrong squares (BETWEEN, not BEHIND)"),
    _m("fb-pinned-own", FB, 'op("and", Read2("BETWEEN", a["king_sq"], pinner), a["own"])', 'Read2("BETWEEN", a["king_sq"], pinner)',
       "pinned returns empty squares too"),
    _m("fb-shift-one-wrap", FB, 'lambda moved: op("and", moved, Read("AVOID_WRAP", a["dir"]))',
       'lambda moved: op("and", moved, Read("AVOID_WRAP", op("xor_index", a["dir"], OPPOSITE)))', "shift_one masks the wrong way"),
    _m("fb-occluded-fill-doubling", FB, 'op("mul_int", Const(1 << k), shift)', 'op("mul_int", Const(3 if k == 2 else 1 << k), shift)',
       "occluded_fill: the third doubling too short"),
    _m("fb-sliding-no-shift", FB, 'return _call("shift_one", _call("occluded_fill", a["sliders"], a["empty"], a["dir"]), a["dir"])',
       'return _call("occluded_fill", a["sliders"], a["empty"], a["dir"])', "sliding_attacks without the final shift (was rs-sliding-no-shift)"),
    _m("fb-between-direction", FB, "OPPOSITE = Const(4)", "OPPOSITE = Const(2)",
       "between_slider_and_target looks back the wrong way"),
    # (these were mutants of C's template macros, before its bodies were printed; C's
    # sliding_attacks without its shift is fb-sliding-no-shift above, Rust's too)
    _m("fb-fill-up-byte", FB, 'return op("and", mask, Read2(lookup.table, position, index))',
       'return op("and", mask, Read2(lookup.table, op("shr_index", SQ, Const(board.row_shift(mapping))), index))',
       "fill-up lookups index by the byte, not the position"),
    _m("fb-xray-and-not", FB, 'op("xor", a["occ"], op("and", a["blockers"], attacks))',
       'op("and", a["occ"], op("not", op("and", a["blockers"], attacks)))',
       "x-rays clear blockers outside occ, where they should add them (issue 11's survivor)"),
    _m("fb-xray-attacks-from", FB, 'attacked = op("and", _call("sliding_attacks", a["sliders"], a["empty"], a["dir"]), a["blockers"])',
       'attacked = op("and", _call("sliding_attacks", a["sliders"], a["empty"], a["dir"]), op("not", a["blockers"]))',
       "xray_attacks from the wrong squares (the attacked non-blockers)"),
    # the statement printer every language's printer of the bodies derives from (expression.py)
    _m("stmt-loop-head-once", EXPR, 'return self.BLOCK.format(self.WHILE, f"{bits} != 0")', 'return self.BLOCK.format("if", f"{bits} != 0")',
       "the loop over set bits, its head an if: it visits the lowest alone (Go's, Nim's, C#'s PieceAttacks, Pinned)"),
    _m("stmt-clear-lowest", EXPR, 'CLEAR_LOWEST = "{0} &= {0} - 1"', 'CLEAR_LOWEST = "{0} = 0"',
       "the loop over set bits visits the lowest alone (Go's PieceAttacks, Pinned)"),
    _m("stmt-select-then-twice", EXPR, "self._block(expr.otherwise, sink, later)", "self._block(expr.then, sink, later)",
       "an if-else does the then branch in both: a shift by a negative count (Go panics)"),
    _m("stmt-compound-drops-name", EXPR, 'COMPOUND_FORM = "{0} {1}= {2}"', 'COMPOUND_FORM = "{0} = {2}"', "a compound assignment forgets the old value (OccludedFill, Pinned)"),
    # the printer C and C++ share (expression.CFamilyPrinter; were c-print-neg and
    # cpp-print-neg, cpp-printer-not, sl-c-print-pext)
    _m("cfamily-lsb-halving-count", EXPR, "{{ index += {h};", "{{ index += {h - (h == 16)};",
       "the portable lsb of C and C++ miscounts its 16-bit step"),
    _m("cfamily-lsb-halving-shift", EXPR, "' b >>= {h};'", "' b >>= {h - (h == 16)};'",
       "the portable lsb of C and C++ shifts one bit short at its 16-bit step"),
    _m("cfamily-print-neg", EXPR, '"neg": "-{0}"', '"neg": "{0}"',
       "the C and C++ printers drop a negation: shift_one and occluded_fill shift south by a negative count"),
    _m("cfamily-print-loop-skips-last", EXPR, 'return f"while ({bits}) {{"', 'return f"while ({bits} & ({bits} - 1)) {{"',
       "the C and C++ loop over set bits stops before the highest: piece_attacks keeps what the last blocker hides, pinned "
       "misses a pinner (were c-print-loop-skips-last and cpp-print-loop-skips-last)"),
    _m("cfamily-print-bit-low-half", EXPR, '"bit": "((uint64_t)1 << {0})"', '"bit": "((uint64_t)1 << ({0} & 31))"',
       "the C printer's one bit drops the high half (bb_square_bb of e5..h8; was c-print-bit-low-half)"),
    _m("cfamily-print-position-cast", EXPR, 'POSITION = "(int)({})"', 'POSITION = "(int)({}) & 31"',
       "the C a-file index loses its top bit (bb_file_attacks; was c-print-position-cast)"),
    _m("cfamily-print-bit", EXPR, '"bit": "((uint64_t)1 << {0})"', '"bit": "((uint64_t)2 << {0})"',
       "the C printer's bit of a square one square off (was sl-c-print-bit)"),
    _m("cfamily-print-rbit-as-byte-swap", EXPR, '"rbit": p + "bit_reverse({1})"}', '"rbit": p + "byte_swap({1})"}',
       "the C and C++ printers' bit reversal a byte swap: wrong on the rank (one byte) and every line's order (was sl-c-print-rbit-as-byte-swap)"),
    # the portable byte swap and bit reversal C and C++ print (expression.PORTABLE)
    _m("portable-rbit-ladder", EXPR, "_swap_fields(b, 4, 0x0F0F0F0F0F0F0F0F)", "_swap_fields(b, 3, 0x0F0F0F0F0F0F0F0F)",
       "the portable bit reversal (C's BB_NO_BUILTINS, gcc before 11, MSVC; C++ but clang) swaps the nibbles by 3 bits (was sl-c-rbit-portable-ladder)"),
    _m("portable-popcount-nibbles", EXPR, 'op("shr", b, Const(4))), Const(0x0F0F0F0F0F0F0F0F)),',
       'op("shr", b, Const(4))), Const(0x0F0F0F0F0F0F0F07)),',
       "the portable popcount (C's MSVC and portable branches, C++ without C++20's <bit>) loses bits of the lowest byte (was cpp-popcount-portable and c-popcount-portable)"),
    _m("portable-byte-swap-halves", EXPR, 'op("shl", b, Const(32))', 'op("shl", b, Const(24))',
       "the portable byte swap loses the high half (was cpp-byte-swap-portable)"),
    _m("cfamily-print-not", EXPR, '"not": "~{0}"', '"not": "{0}"', "the C and C++ printers drop a complement (black magic)"),
    _m("cfamily-print-pext", EXPR, 'return f"_{op}_u64({self.bare(a)}, {self.bare(b)})"',
       'return f"_{op}_u64({self.bare(b)}, {self.bare(a)})"', "the C and C++ printers swap pext's and pdep's operands"),
    # the words every language's are built from (languages/language.py)
    _m("words-camel-case", "bitboard_tables/languages/language.py", 'return first + "".join(word.capitalize() for word in rest)',
       'return first + "".join(rest)', "camelCase drops the capitals: Java names rank_attacks rankattacks (was java-camel-case)"),
    _m("words-reader-elements", "bitboard_tables/languages/language.py",
       "read_declared(text, mapping, self.grammar, self.elements, self.names)", "read_declared(text, mapping, self.grammar, {}, self.names)",
       "a language read by its grammar reads every table as u64: C++'s slider tables (was cpp-reader-element)"),
    # the one slider context every language's templates read (languages/slider_section.py;
    # were js-lookup-fills-another-group and py-lookup-fills-another-group)
    _m("slider-lookup-fills-first-group", "bitboard_tables/languages/slider_section.py", "fill_of={name(lookup): fills[g.name]",
       "fill_of={name(lookup): fills[groups[0].name]", "every slider lookup calls the fancy magic attacks' fill"),
    _m("slider-lookup-fills-another-group", "bitboard_tables/languages/slider_section.py", "fill_group_of(groups).items()}",
       "(fill_group_of(groups[1:] + groups[:1]) | {l: groups[0] for l in groups[-1].lookups}).items()}",
       "black magic lookups call the fancy magic attacks' fill"),
    # each fill group's bit in a set of groups (FillGroup.bit; were C++'s _fill_bits and Go's loop)
    _m("slider-fill-group-bits-shared", SEC, "dialect.condition(t.needs), 1 << len(out)", "dialect.condition(t.needs), 1 << (len(out) // 2)",
       "two fill groups share a bit: C++'s and Go's one pass fills both where a lookup asks one (the magic x-rays with the attacks)"),
    # (were java-, cs-, go-, py-, zig-sliders-queen and js-print-queen: each language's queen lookup)
    _m("slider-queen-no-bishop", "bitboard_tables/languages/slider_section.py", "body = union(rook, bishop)(",
       "body = union(rook, rook)(", "every slider technique's queen lookup leaves out the bishop"),
    # the one layout of every table (literals.layout; was cs-array-rows, of C#'s flat tables)
    _m("layout-rows-reversed", "bitboard_tables/literals.py", "            for i in range(kind.size):",
       "            for i in reversed(range(kind.size)):", "tables of several dimensions lay their rows out last first"),
    # a formatter's width (literals.rows, Syntax.width: Nim's 80): killed by test_package_nim.py's nimpretty check
    _m("rows-too-wide", "bitboard_tables/literals.py", "while width and per_line > 1 and", "while width and per_line > 4 and",
       "Nim's u64 rows keep four values (97 columns and more), which nimpretty folds"),
    # --- the packages' self-test, described once (packaging/selftest.py, statements.py) ---
    _m("st-mask-to-the-edge", "bitboard_tables/packaging/selftest.py", 'ahead = op("add_int", x, op("mul_int", INNER, step))',
       "ahead = x", "the self-test's relevant masks keep each ray's edge square: every lookup's check walks other occupancies"),
    _m("st-between-holds-to", "bitboard_tables/packaging/selftest.py", '"BETWEEN": op("xor", op("xor", forward, beyond), op("bit", TO)),',
       '"BETWEEN": op("xor", forward, beyond),', "the self-test's BETWEEN keeps the far square"),
    # --- packages of boards other than 8x8 (package --board, issue 49) ---
    _m("st-board-subsets-of-8x8", "bitboard_tables/packaging/selftest.py", "subsets = SUBSETS if board.is_default else board_subsets(",
       "subsets = SUBSETS if board else board_subsets(", "a board's self-test expects 8x8's occupancies of each lookup's every-subset check"),
    _m("st-board-every-subset-8x8-squares", "bitboard_tables/packaging/selftest.py", "every = _each_position(test, AT, (Local(SQ, _square(AT))",
       "every = For(AT, 64, (Local(SQ, _square(AT))", "the every-subset check walks 8x8's 64 positions on any board"),
    _m("pkg-board-name-untagged", "bitboard_tables/packaging/__init__.py",
       'return package.default_name + separator + board.file_tag.replace("_", separator)', "return package.default_name",
       "a board's package takes 8x8's name (bitboards), so two boards' packages collide"),
    _m("st-board-py-mask-64", "bitboard_tables/languages/python/printer.py",
       'printer.MASK = "0x" + "_".join(["FFFF"] * (width // 16))',
       'printer.MASK = "0x" + "_".join(["FFFF"] * (width // 32))',
       "the Python self-test of a board past 64 bits wraps its arithmetic at 64 bits: its counts drop the squares past 63"),
    _m("st-board-c-narrow", "bitboard_tables/languages/c/__init__.py",
       'bitboard=wide_words(selection.prefix).elements[U128 if selection.mapping.board.width > 64 else U64]),',
       'bitboard=wide_words(selection.prefix).elements[U128 if selection.mapping.board.width > 128 else U64]),',
       "the C package's self-test walks a board past 64 bits in uint64_t"),
    _m("st-board-king-count", "bitboard_tables/packaging/selftest.py", "king = 2 * ((w - 1) * h + w * (h - 1)) + 4 * (w - 1) * (h - 1)",
       "king = 2 * ((w - 1) * h + w * (h - 1)) + 4 * (w - 1) * (h - 2)", "the self-test's king count of a board drops a rank of diagonal steps"),
    _m("st-board-positions-past-the-file", "bitboard_tables/packaging/selftest.py",
       "return For(at, test.positions, (If(op(\"lt\", _file(test, at), Const(test.files)), body),))",
       "return For(at, test.positions, (If(op(\"lt\", _file(test, at), Const(test.columns)), body),))",
       "the self-test of a board narrower than a power of two walks from the padding positions too"),
    # Python's spellings of a body (statements.PythonRoutines), which bitboards.py's printer takes
    _m("stmt-py-if-negated", "bitboard_tables/statements.py", '"while True:", "break", "{} {}:"',
       '"while True:", "break", "{} not ({}):"', "Python printer negates its ifs (and a routine's whiles): shift_one shifts the wrong way"),
    _m("stmt-py-loop-once", "bitboard_tables/statements.py", 'return f"while {bits}:"', 'return f"if {bits}:"',
       "Python printer's loop over set bits visits the lowest alone: pinned finds one pinner"),
    # a routine's check, written once for Python, Java and Zig (StatementPrinter.expect)
    _m("stmt-check-vacuous", EXPR, 'return [self.if_open(Op("ne", (expect.got, expect.want)))', 'return [self.if_open(Op("ne", (expect.want, expect.want)))',
       "the self-tests compare each expected value with itself: no check fails"),
    _m("stmt-check-silent", EXPR, "fail = [self.INDENT + line.format(words", "fail = [self.INDENT + line.format(words[:0]",
       "a failed check of the self-tests says nothing of what differs"),
    _m("stmt-for-one-short", "bitboard_tables/statements.py", "head = printer.for_open(printer._name(statement.var), statement.count)",
       "head = printer.for_open(printer._name(statement.var), statement.count - 1)", "a routine's loop stops one short: square h8 never checked"),
    # --- checking vendored outputs (issue 21) ---------------------------------------
    _m("reader-sliders-packed", "bitboard_tables/languages/c/reader.py", "|\\w*SLIDER_PACKED_STORAGE)", ")",
       "the C reader skips the sliders header's packed attack and x-ray tables"),
    # the one reader of the declared languages (parse.read_declared): C#'s and JavaScript's flat tables
    _m("reader-marker", "bitboard_tables/parse.py", "return last_line(text, end - len(marker) if text.endswith(marker, 0, end) else end)",
       "return last_line(text, start)",
       "the readers look for a table's comment on its // prettier-ignore (JavaScript) or #[rustfmt::skip] (Rust)"),
    _m("reader-flat-rows", "bitboard_tables/parse.py", "return tuple(cut(values[k * step : (k + 1) * step], sizes[1:])",
       "return tuple(cut(values[k : k + step], sizes[1:])", "the reader cuts flat values into overlapping rows (C#, JavaScript)"),
    _m("reader-flat-shape", "bitboard_tables/parse.py", "step = len(values) // sizes[0]", "step = len(values) // sizes[-1]",
       "the reader shapes a flat table of two dimensions wrong (only square ones read right)"),
    _m("stale-outputs-unseen", "bitboard_tables/cli/generate.py", 'if f"Generated by {PROG} ".encode() in first:',
       'if f"Generated by {PROG}: ".encode() in first:', "--check never finds a stale output"),
    # --- the tables every engine builds at start-up (issue 47) ---------------------
    _m("tab-neighbour-wraps", TAB, "for target in (g.step(sq, offset) for offset in offsets):",
       "for target in ((sq + offset[0]) % 64 for offset in offsets):",
       "the file beside is sq +- 1, wrapping at the a- and h-file: ADJACENT_FILES, PAWN_ATTACK_SPAN, PASSED_PAWN_SPAN"),
    _m("tab-forward-file-color", TAB, "return ray_bb(sq, NORT if color == WHITE else SOUT, g)",
       "return ray_bb(sq, SOUT if color == WHITE else NORT, g)", "a colour's direction swapped: FORWARD_FILE and the spans"),
    _m("tab-forward-ranks-color", TAB, "ahead = range(rank + 1, board.ranks) if color == WHITE else range(rank)",
       "ahead = range(rank + 1, board.ranks) if color != WHITE else range(rank)", "FORWARD_RANKS with the colours swapped"),
    _m("tab-forward-ranks-own-rank", TAB, "ahead = range(rank + 1, board.ranks) if color == WHITE else range(rank)",
       "ahead = range(rank, board.ranks) if color == WHITE else range(rank)", "FORWARD_RANKS of WHITE holds its own rank"),
    _m("tab-distance-off-by-one", TAB, "return max(abs(file_a - file_b), abs(rank_a - rank_b))",
       "return max(abs(file_a - file_b), abs(rank_a - rank_b) - 1)",
       "SQUARE_DISTANCE one short along the ranks"),
    _m("tab-ray-pass-stops", TAB, "return ray_bb(frm, direction, g) if direction is not None else 0",
       "return ray_bb(frm, direction, g) & ~ray_bb(to, direction, g) if direction is not None else 0",
       "RAY_PASS stops at to (BETWEEN | to)"),
    _m("tab-between-and-to-offline", TAB, "return between(frm, to, g) | 1 << to",
       "return between(frm, to, g) | (1 << to if direction_between(frm, to, g) is not None else 0)",
       "BETWEEN_AND_TO empty off the line, where Stockfish's BetweenBB holds to"),
    # --- the engine tables on boards other than 8x8 (issue 49): each killed by test_boards_engine.py
    _m("tab-board-manhattan-by-width", TAB, "return abs(file_a - file_b) + abs(rank_a - rank_b)",
       "return abs(a % g.mapping.board.files - b % g.mapping.board.files) + abs(a // g.mapping.board.files - b // g.mapping.board.files)",
       "MANHATTAN_DISTANCE of the square numbers by the board's width: wrong where rows are padded (10x8/12) or files (LEFR)"),
    _m("tab-board-center-low", TAB, "return tuple(range((count - 1) // 2, count // 2 + 1))",
       "return tuple(range(count // 2 - 1, count // 2 + 1))", "an odd board's centre two files or ranks, the lower beside the middle"),
    _m("tab-board-ring-short", TAB, 'dist=IndexKind("dist", _numbers(board.longest_ray + 1))',
       'dist=IndexKind("dist", _numbers(board.longest_ray))', "a board's DISTANCE_RING stops short of its longest distance"),
    _m("tab-board-adjacent-lerf", TAB, "first = g.mapping.square(file, 0)", "first = file",
       "ADJACENT_FILES from square number f, as in 8x8's LERF: wrong in a file-major numbering"),
    _m("fb-board-descending-by-stride", FB, "last = Const(board.side(coordinate_name) - 1)",
       "last = Const(board.row_stride(mapping) - 1)",
       "a board's descending file counted from its row's stride, not its last file (adjacent_files on 10x8/12 in BERF)"),
    _m("tab-castling-rook-counted", TAB, "& ~(1 << first + king_file | 1 << first + rook_file), king_path",
       "& ~(1 << first + king_file), king_path", "a Chess960 blocker counted: the castling rook itself"),
    # --- the lowering onto 32-bit halves (languages/halves.py), which JavaScript prints: the
    # lookup functions' bodies and the slider techniques on halves ---
    _m("halves-fold-high", JH, "p._op('or', *(bits + half for half in HALVES))", "bits + HALVES[0]",
       "JavaScript folds stop at the high half (pinned and pieceAttacks miss the blockers of squares 32..63)"),
    _m("halves-clear-high", JH, "self.ELSE, clear[1], self.CLOSE", 'self.ELSE, f"{self.INDENT}{high} = 0;", self.CLOSE',
       "JavaScript folds drop every high blocker after the first (pieceAttacks)"),
    _m("halves-assign-order", JH, "        if reads[1]:  # the high half reads", "        if False:  # the high half reads",
       "JavaScript assigns a bitboard's low half before its high half reads the old one (occludedFill's left doublings)",
       equivalent="the bodies' shifts of a rebound bitboard are by 1..18 squares, whose crossing bits are bound before the "
       "assignment: the high half reads the low one only in the branch of a shift by 32 or more, never taken"),
    _m("halves-call-high", JH, "if len(texts) == 2 and texts[1] == self.printer.HIGH:", "if len(texts) == 2 and texts[1] != self.printer.HIGH:",
       "JavaScript bodies return a call's low half with the high half of the call before (slidingAttacks)"),
    _m("halves-read2", JH, 'return self._op("add", self._op("mul_int", self.columns[expr.table], row), col)',
       'return self._op("add", self._op("mul_int", self.columns[expr.table], col), row)',
       "JavaScript reads a table of two indices transposed (BEHIND, BETWEEN, PIECE_ATTACKS)"),
    _m("halves-neg", JH, 'return self.unary("-", self.number(expr.args[0]))', "return self.number(expr.args[0])",
       "JavaScript shiftOne and occludedFill shift right by a negative count"),
    _m("halves-borrow", JH, 'self._op("lt", self.unsigned(al), self.unsigned(bl))', 'self._op("lt", al, bl)',
       "JavaScript printer's 64-bit subtraction borrows by a signed compare (hyperbola wrong where a half's top bit is set)"),
    _m("halves-bswap-halves", JH, 'return self._bind_halves(f"{self.BYTE_SWAP}({hi})", f"{self.BYTE_SWAP}({lo})")',
       'return self._bind_halves(f"{self.BYTE_SWAP}({lo})", f"{self.BYTE_SWAP}({hi})")', "JavaScript printer's byte swap leaves the halves in place"),
    _m("halves-shift-crossing", JH, 'shr(shr(lo, 1), self._op("sub", 31, n))', 'shr(lo, self._op("sub", 32, n))',
       "JavaScript printer's variable left shift copies the low half into the high one for a count of 0 (hyperbola on rank 1)"),
    _m("halves-bit-high", JH, 'self.conditional(low, 0, self._op("shl", 1, n))', 'self.conditional(low, 0, self._op("shl", 2, n))',
       "JavaScript printer's bit in the high half one square off"),
    _m("halves-dead-call", JH, "if value == self.HIGH or set(calls) <= {self.BYTE_SWAP}:",
       "if value == self.HIGH or set(calls) <= {self.BYTE_SWAP, self.MULTIPLY}:",
       "JavaScript printer drops a multiplication whose low half nothing reads, and `high` with it"),
    _m("halves-fill-high-over-low", JH, "f\"{view}[{p._op('add', entry, 1)}] = {words[1]};\"]", "f\"{view}[{entry}] = {words[1]};\"]",
       "JavaScript fills store an entry's high half over its low half (every magic and black magic lookup)"),
    # (was js-fill-subsets, in the JavaScript template's own fill loop)
    _m("halves-next-subset-high", JH, "step(high, masks[1])", "step(high, p._op('and', masks[1], p._op('shr', masks[1], 1)))",
       "JavaScript fills skip the subsets that hold the top square of the mask's high half"),
    _m("tab-castling-path-short", TAB, "return bitboard(first + f for f in range(min(a, b), max(a, b) + 1))",
       "return bitboard(first + f for f in range(min(a, b), max(a, b)))",
       "the castling spans one file short: the king's destination, or the square beside the rook"),
    _m("fb-polyglot-color", FB, 'op("xor_index", a["color"], Const(1)))', 'op("xor_index", a["color"], Const(0)))',
       "a Polyglot index order slip: white's kind 2 * piece, black's 2 * piece + 1"),
    _m("fb-polyglot-square-order", FB, 'op("or_index", op("shl_index", rank, Const(3)), file)',
       'op("or_index", op("shl_index", file, Const(3)), rank)',
       "Polyglot's square 8 * file + rank in the mappings other than LERF"),
    _m("fb-forward-ranks-by-file", FB, '"forward_ranks": _by_coordinate("FORWARD_RANKS", RANK, "color"),',
       '"forward_ranks": _by_coordinate("FORWARD_RANKS", FILE, "color"),', "forward_ranks reads the file for the rank"),
)


def all_mutants() -> Tuple[Mutant, ...]:
    """Returns the shared mutants, then those of each language's test driver
    (tests/drivers/<name>/mutants.py), in registry order."""
    from bitboard_tables.languages import LANGUAGE_NAMES

    own = tuple(m for name in LANGUAGE_NAMES for m in importlib.import_module(f"tests.drivers.{name}.mutants").MUTANTS)
    return SHARED + own


MUTANTS = all_mutants()
