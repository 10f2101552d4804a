"""The planted bugs of the mutation harness (`python -m tests.mutation`).

Each mutant replaces one exact piece of one line of `bitboard_tables/` or
`templates/`, text that must occur exactly once in its file. Together they
cover every table, every lookup function in each output language and each
preprocessor branch of the header. A mutant the suite cannot kill because it
does not change behaviour is marked `equivalent`, with the reason.
"""

from __future__ import annotations

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


def _m(id: str, file: str, old: str, new: str, what: str, equivalent: Optional[str] = None) -> Mutant:
    return Mutant(id, file, old, new, what, equivalent)


GEO = "bitboard_tables/geometry.py"
TAB = "bitboard_tables/tables.py"
MAP = "bitboard_tables/mapping.py"
FAST = "bitboard_tables/fastpath.py"
CLANG = "bitboard_tables/languages/c/__init__.py"
PYF = "bitboard_tables/languages/python/templates/functions.py.j2"
CF = "bitboard_tables/languages/c/templates/functions.h.j2"
CH = "bitboard_tables/languages/c/templates/bitboards.h.j2"
RF = "bitboard_tables/languages/rust/templates/functions.rs.j2"
RS = "bitboard_tables/languages/rust/templates/bitboards.rs.j2"
SL = "bitboard_tables/sliders.py"
FN = "bitboard_tables/functions.py"
SLH = "bitboard_tables/languages/c/templates/bitboards_sliders.h.j2"

MUTANTS: Tuple[Mutant, ...] = (
    # --- the stepping primitive and the tables built on it ----------------------
    _m("geo-step-rank-bound", GEO, "if 0 <= file < 8 and 0 <= rank < 8:", "if 0 <= file < 8 and 0 <= rank < 7:",
       "step refuses the eighth rank"),
    _m("geo-slide-no-stop", GEO, "                break", "                continue",
       "slide runs through blockers"),
    _m("geo-nowe-offset", GEO, "(-1, +1),  # NOWE", "(-1, +2),  # NOWE", "NOWE steps two ranks"),
    _m("geo-knight-offset", GEO, "((1, 2), (2, 1), (2, -1),", "((1, 2), (2, 1), (2, -2),",
       "one knight offset wrong: KNIGHT_ATTACKS"),
    _m("geo-black-pawn", GEO, "((-1, -1), (+1, -1)))", "((-1, -1), (+1, +1)))",
       "a black pawn attacks forward on one side: PAWN_ATTACKS"),
    _m("tab-avoid-wrap", TAB, "step(sq, DIRECTION_OFFSETS[direction]) for sq in SQUARES",
       "step(sq, DIRECTION_OFFSETS[direction ^ 4]) for sq in SQUARES", "AVOID_WRAP of the opposite direction"),
    _m("tab-ray-attacks", TAB, 'add("RAY_ATTACKS", ["sq", "dir"], U64, ray_bb,',
       'add("RAY_ATTACKS", ["sq", "dir"], U64, lambda sq, d: ray_bb(sq, d) | ray_bb(sq, d ^ 4) & 1,',
       "RAY_ATTACKS gains a1 from squares whose opposite ray reaches it"),
    _m("tab-mask-own-square", TAB, "own = 0 if excluded else 1", "own = 0",
       "the *_MASK tables lose their own square"),
    _m("tab-mask-ex-own-square", TAB, "own = 0 if excluded else 1", "own = 1",
       "the *_MASK_EX tables keep their own square"),
    _m("tab-queen-mask", TAB, '"QUEEN": (QUEEN_DIRECTIONS, "rank, file and both diagonals"),',
       '"QUEEN": (ROOK_DIRECTIONS, "rank, file and both diagonals"),', "QUEEN_MASK and QUEEN_MASK_EX miss the diagonals"),
    _m("tab-king", TAB, 'lambda sq: leap(sq, KING_OFFSETS), "king attacks from sq"',
       'lambda sq: leap(sq, KING_OFFSETS[1:]), "king attacks from sq"', "KING_ATTACKS lose the NOEA step"),
    _m("tab-piece-attacks-bishop", TAB, "BISHOP: lambda sq: lines_bb(sq, BISHOP_DIRECTIONS),",
       "BISHOP: lambda sq: lines_bb(sq, DIAGONAL_DIRECTIONS),", "PIECE_ATTACKS[BISHOP] only on the diagonal"),
    _m("geo-inner-rays", GEO, "for s in list(ray(sq, d))[:-1])", "for s in list(ray(sq, d))[1:])",
       "inner_rays drops each ray's nearest square, not its last: BLOCKERS_AND_BEYOND and the magic and PEXT masks"),
    _m("tab-behind-has-target", TAB, "return 0 if direction is None else ray_bb(to, direction)",
       "return 0 if direction is None else ray_bb(to, direction) | 1 << to",
       "BEHIND includes its target (Python piece_attacks loops forever)"),
    _m("tab-between-has-target", TAB, "ray_bb(frm, direction) & ~ray_bb(to, direction) & ~(1 << to)",
       "ray_bb(frm, direction) & ~ray_bb(to, direction)", "BETWEEN includes its target"),
    _m("tab-line-no-origin", TAB, "ray_bb(frm, direction) | ray_bb(frm, direction ^ 4) | 1 << frm",
       "ray_bb(frm, direction) | ray_bb(frm, direction ^ 4)", "LINE misses frm"),
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
    _m("map-coordinate-parentheses", MAP, 'return f"7 - ({part})" if descending else part',
       'return f"7 - {part}" if descending else part', "square_file/square_rank: 7 - sq >> 3 parses as (7 - sq) >> 3"),
    _m("map-c-macro-arguments", CLANG, "f\"({mapping.square_expression('(file)', '(rank)')})\",",
       "f\"({mapping.square_expression('file', 'rank')})\",", "bb_square's macro arguments unparenthesized"),
    _m("map-square-transposed", MAP, 'return f"8 * {byte} + {position}"', 'return f"8 * {position} + {byte}"',
       "square(file, rank) swaps the byte and the position"),
    _m("fast-rows-shift", FAST, "_attacks(mapping, sq, occ6 << (sq & 56 | 1), LINE_DIRECTIONS[row])",
       "_attacks(mapping, sq, occ6 << (sq & 56), LINE_DIRECTIONS[row])", "the fast-path rows read occ6 one bit off"),
    _m("fast-bishop-inner", FAST, "lines_bb(s, BISHOP_DIRECTIONS) & ~(EDGE_FILES | EDGE_RANKS)",
       "lines_bb(s, BISHOP_DIRECTIONS) & ~EDGE_FILES", "the bishop fast path keys on edge squares too (KeyError)"),
    # --- the Python functions -------------------------------------------------------
    # --- the kindergarten lookup of each line function, one record for every language ---
    _m("fn-xray-reads-attacks", FN, 'prefix = "XRAY_" if self.xray else ""', 'prefix = ""',
       "x-ray line lookups read the attack tables"),
    _m("fn-xray-a-file-table", FN, 'return Lookup(A_FILE_LOOKUP, f"{prefix}A_FILE_ATTACKS")',
       'return Lookup(A_FILE_LOOKUP, "A_FILE_ATTACKS")', "the a-file x-rays read A_FILE_ATTACKS"),
    _m("fn-xray-fill-up-table", FN, 'Lookup(FILL_UP_LOOKUP, f"{prefix}FILL_UP_ATTACKS",',
       'Lookup(FILL_UP_LOOKUP, "FILL_UP_ATTACKS",', "the fill-up x-rays read FILL_UP_ATTACKS"),
    _m("fn-anti-diagonal-mask", FN, 'f"{self.line.upper()}_MASK_EX")',
       'f"{self.line.upper().replace(\'ANTI_\', \'\')}_MASK_EX")', "the anti-diagonal lookups mask the diagonal"),
    _m("fn-rank-rook-mask", FN, 'f"{self.line.upper()}_MASK_EX")',
       '"ROOK_MASK_EX" if self.line == "rank" else f"{self.line.upper()}_MASK_EX")',
       "the rank lookups mask the rook lines (both lines' occupancy in the index)"),
    _m("fn-lookups-swapped", FN, "if self.line == mapping.column_line:", "if self.line == mapping.row_line:",
       "the a-file lookup for the line one byte holds, the fill-up lookup for the other"),
    _m("py-fill-up-unmasked", PYF, "return mask & {{ lookup.table }}[sq & 7]", "return {{ lookup.table }}[sq & 7]",
       "Python fill-up lookups return the line on all eight bytes"),
    _m("py-a-file-position", PYF, "return {{ lookup.table }}[sq >> 3][idx] << position",
       "return {{ lookup.table }}[sq >> 3][idx]", "Python a-file attacks left on the first line"),
    _m("py-lsb", PYF, "return (b & -b).bit_length() - 1", "return (b & -b).bit_length()", "lsb one too high"),
    _m("py-popcount-negative", PYF, 'return bin(b & 0xFFFF_FFFF_FFFF_FFFF).count("1")', 'return bin(b).count("1")',
       "popcount(~0) is 1"),
    _m("py-kindergarten-shift", PYF, "(mask & occ) * 0x0202020202020202 >> 58 & 63",
       "(mask & occ) * 0x0202020202020202 >> 57 & 63", "the fill-up index one bit off"),
    _m("py-a-file-multiplier", PYF, "* 0x0080402010080400 >> 58 & 63", "* 0x0080402010080200 >> 58 & 63",
       "the a-file magic multiplier wrong in one byte"),
    _m("py-rook-row-shift", PYF, "{{ rook.rows }}[sq][{{ occ }} >> (sq & 56 | 1) & 63]",
       "{{ rook.rows }}[sq][{{ occ }} >> (sq & 56) & 63]", "Python rook/queen: the row index one bit off"),
    _m("py-bishop-empty-board", PYF, '    return {{ _bishop("occ") }}', '    return {{ _bishop("0") }}',
       "Python bishop_attacks ignores its blockers"),
    _m("py-queen-no-bishop-occ", PYF, 'return {{ _rook("occ") }} | {{ _bishop("occ") }}',
       'return {{ _rook("occ") }} | {{ _bishop("0") }}', "Python queen_attacks ignores diagonal blockers"),
    _m("py-queen-xor", PYF, 'return {{ _rook("occ") }} | {{ _bishop("occ") }}',
       'return {{ _rook("occ") }} ^ {{ _bishop("occ") }}', "Python queen_attacks: ^ for |",
       equivalent="rook and bishop attacks from one square are disjoint, so ^ and | agree"),
    _m("py-xray-rook-modify", PYF, "occ ^= blockers & attacks", "occ &= ~(blockers & attacks)",
       "Python xray_rook_attacks clears blockers outside occ instead of toggling them"),
    _m("py-xray-bishop-mask", PYF, "return attacks ^ diagonals[(occ ^ (blockers & attacks)) & inner]",
       "return attacks ^ diagonals[(occ ^ blockers) & inner]", "Python xray_bishop_attacks toggles every blocker"),
    _m("py-piece-attacks-hidden", PYF, "        blockers &= attacks", "        blockers &= ~attacks",
       "Python piece_attacks keeps the wrong blockers"),
    _m("py-piece-attacks-all-blockers", PYF, "blockers = BLOCKERS_AND_BEYOND[piece][sq] & occ",
       "blockers = PIECE_ATTACKS[piece][sq] & occ", "Python piece_attacks loops over edge squares too",
       equivalent="an edge square has nothing behind it, and a leaper's squares have nothing behind "
       "them within its attacks, so the extra turns remove nothing"),
    _m("py-pinned-own", PYF, "result |= between[low.bit_length() - 1] & own", "result |= between[low.bit_length() - 1]",
       "Python pinned returns empty squares between too"),
    _m("py-shift-one-wrap", PYF, "return (b << shift if shift > 0 else b >> -shift) & AVOID_WRAP[dir]",
       "return (b << shift if shift > 0 else b >> -shift)", "Python shift_one wraps around the board"),
    _m("py-occluded-fill", PYF, "gen |= empty & (gen << 4 * shift)", "gen |= empty & (gen << 3 * shift)",
       "Python occluded_fill: the third doubling too short"),
    _m("py-sliding-no-shift", PYF, "return shift_one(occluded_fill(sliders, empty, dir), dir)",
       "return occluded_fill(sliders, empty, dir)", "Python sliding_attacks without the final shift"),
    _m("py-xray-attacks", PYF, "return sliding_attacks(sliding_attacks(sliders, empty, dir) & blockers, empty, dir)",
       "return sliding_attacks(sliding_attacks(sliders, empty, dir) & ~blockers, empty, dir)",
       "Python xray_attacks from the wrong squares"),
    _m("py-between-direction", PYF, "sliding_attacks(targets, empty, dir ^ 4)", "sliding_attacks(targets, empty, dir ^ 2)",
       "Python between_slider_and_target looks back the wrong way"),
    # --- the C functions ------------------------------------------------------------
    _m("c-fill-up-unmasked", CF, "return mask & {{ P }}{{ lookup.table }}[sq & 7]", "return {{ P }}{{ lookup.table }}[sq & 7]",
       "C fill-up lookups return the line on all eight bytes"),
    _m("c-fill-up-byte", CF, "{{ P }}{{ lookup.table }}[sq & 7][", "{{ P }}{{ lookup.table }}[sq >> 3][",
       "C fill-up lookups index by the byte, not the position"),
    _m("c-a-file-position", CF, "return {{ P }}{{ lookup.table }}[sq >> 3][idx] << position;",
       "return {{ P }}{{ lookup.table }}[sq >> 3][idx];", "C a-file attacks left on the first line"),
    _m("c-lsb-msvc", CF, "_BitScanForward64(&index, b);", "_BitScanReverse64(&index, b);",
       "MSVC branch: the highest bit for the lowest"),
    _m("c-lsb-builtin", CF, "return __builtin_ctzll(b);", "return 63 - __builtin_clzll(b);",
       "GCC/Clang branch: the highest bit for the lowest"),
    _m("c-lsb-portable", CF, "if (!(b & 0xffffULL)) { index += 16; b >>= 16; }",
       "if (!(b & 0xffffULL)) { index += 15; b >>= 16; }", "portable lsb miscounts a step"),
    _m("c-popcount-builtin", CF, "{ return __builtin_popcountll(b); }", "{ return __builtin_popcountll(b >> 1); }",
       "GCC/Clang popcount drops bit 0"),
    _m("c-popcount-portable", CF, "b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;",
       "b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f07ULL;", "portable popcount (MSVC and portable branches) wrong mask"),
    _m("c-kindergarten-multiplier", CF, "((mask & occ) * 0x0202020202020202ULL) >> 58",
       "((mask & occ) * 0x0202020202020200ULL) >> 58", "C fill-up index ignores the first byte"),
    _m("c-a-file-shift", CF, "* 0x0080402010080400ULL) >> 58;", "* 0x0080402010080400ULL) >> 57;",
       "C a-file index one bit off (out of bounds)"),
    _m("c-rook-file-empty", CF, "return {{ p }}rank_attacks(occ, sq) | {{ p }}file_attacks(occ, sq);",
       "return {{ p }}rank_attacks(occ, sq) | {{ p }}file_attacks(0, sq);", "C rook_attacks ignores file blockers"),
    _m("c-bishop-twice", CF, "return {{ p }}diagonal_attacks(occ, sq) | {{ p }}anti_diagonal_attacks(occ, sq);",
       "return {{ p }}diagonal_attacks(occ, sq) | {{ p }}diagonal_attacks(occ, sq);", "C bishop_attacks one diagonal"),
    _m("c-queen-xor", CF, "return {{ p }}rook_attacks(occ, sq) | {{ p }}bishop_attacks(occ, sq);",
       "return {{ p }}rook_attacks(occ, sq) ^ {{ p }}bishop_attacks(occ, sq);", "C queen_attacks: ^ for |",
       equivalent="rook and bishop attacks from one square are disjoint, so ^ and | agree"),
    _m("c-queen-no-bishop-occ", CF, "return {{ p }}rook_attacks(occ, sq) | {{ p }}bishop_attacks(occ, sq);",
       "return {{ p }}rook_attacks(occ, sq) | {{ p }}bishop_attacks(0, sq);", "C queen_attacks ignores diagonal blockers"),
    _m("c-xray-modifying-and-not", CF, "{{ piece }}_attacks(occ ^ (blockers & attacks), sq);",
       "{{ piece }}_attacks(occ & ~(blockers & attacks), sq);",
       "C xray_rook/bishop_attacks clear blockers outside occ (issue 11's survivor)"),
    _m("c-piece-attacks-between", CF, "attacks &= ~{{ P }}BEHIND[sq][{{ p }}lsb(blockers)];",
       "attacks &= ~{{ P }}BETWEEN[sq][{{ p }}lsb(blockers)];", "C piece_attacks removes BETWEEN for BEHIND"),
    _m("c-pinned-own", CF, "result |= {{ P }}BETWEEN[king_sq][{{ p }}lsb(pinners)] & own;",
       "result |= {{ P }}BETWEEN[king_sq][{{ p }}lsb(pinners)];", "C pinned returns empty squares between too"),
    _m("c-shift-one-wrap", CF, "return (shift > 0 ? b << shift : b >> -shift) & {{ P }}AVOID_WRAP[dir];",
       "return (shift > 0 ? b << shift : b >> -shift) & {{ P }}AVOID_WRAP[dir ^ 4];", "C shift_one masks the wrong way"),
    _m("c-occluded-fill", CF, "gen |= empty & (gen >> 4 * shift);", "gen |= empty & (gen >> 3 * shift);",
       "C occluded_fill: the third doubling too short (negative shifts)"),
    _m("c-sliding-no-shift", CF, "return {{ p }}shift_one({{ p }}occluded_fill(sliders, empty, dir), dir);",
       "return {{ p }}occluded_fill(sliders, empty, dir);", "C sliding_attacks without the final shift"),
    _m("c-xray-attacks", CF, "{{ p }}sliding_attacks(sliders, empty, dir) & blockers, empty, dir);",
       "{{ p }}sliding_attacks(sliders, empty, dir) & ~blockers, empty, dir);", "C xray_attacks from the wrong squares"),
    _m("c-between-direction", CF, "{{ p }}sliding_attacks(targets, empty, dir ^ 4);",
       "{{ p }}sliding_attacks(targets, empty, dir ^ 2);", "C between_slider_and_target looks back the wrong way"),
    # --- the header's preprocessor branches and modes -----------------------------------
    _m("c-checked-off-by-one", CH, "{{ argument }} >= 0 && {{ argument }} < {{ count }}",
       "{{ argument }} >= 0 && {{ argument }} <= {{ count }}", "checked mode lets 64 (or 6, 8) through"),
    _m("c-shared-cxx-storage", CH, "#define {{ P }}TABLE_STORAGE extern const", "#define {{ P }}TABLE_STORAGE const",
       "shared tables in C++ get internal linkage"),
    _m("c-shared-extern-c", CH, 'extern "C" {', 'extern "C++" {', "shared tables lose C linkage in C++"),
    _m("c-implementation-implies-shared", CH, "#if defined({{ P }}IMPLEMENTATION) && !defined({{ P }}SHARED_TABLES)",
       "#if defined({{ P }}IMPLEMENTATION) && defined({{ P }}SHARED_TABLES)",
       "the implementation file alone keeps static tables"),
    # --- the Rust lookup functions (templates/functions.rs.j2) ---------------------------
    _m("rs-fill-up-unmasked", RF, "mask & {{ lookup.table }}[sq & 7]", "{{ lookup.table }}[sq & 7]",
       "Rust fill-up lookups return the line on all eight bytes"),
    _m("rs-lsb", RF, "b.trailing_zeros() as usize", "63 - b.leading_zeros() as usize", "Rust lsb finds the highest bit"),
    _m("rs-popcount", RF, "b.count_ones() as usize", "(b >> 1).count_ones() as usize", "Rust popcount skips bit 0"),
    _m("rs-square-helper", RF, "    {{ squares.square_rank }}", "    {{ squares.square_file }}",
       "Rust square_rank returns the file"),
    _m("rs-kindergarten-multiplier", RF, "(mask & occ).wrapping_mul(0x0202020202020202) >> 58",
       "(mask & occ).wrapping_mul(0x0202020202020201) >> 58", "Rust fill-up multiplier off by one"),
    _m("rs-a-file-shift", RF, ".wrapping_mul(0x0080402010080400) >> 58)", ".wrapping_mul(0x0080402010080400) >> 57)",
       "Rust a-file index one bit too wide"),
    _m("rs-a-file-position", RF, "{{ lookup.table }}[sq >> 3][idx] << position", "{{ lookup.table }}[sq >> 3][idx]",
       "Rust a-file attacks left on the first line"),
    _m("rs-rook-file", RF, "rank_attacks(occ, sq) | file_attacks(occ, sq)", "rank_attacks(occ, sq) | file_attacks(0, sq)",
       "Rust rook attacks ignore the file's blockers"),
    _m("rs-queen-xor", RF, "rook_attacks(occ, sq) | bishop_attacks(occ, sq)", "rook_attacks(occ, sq) ^ bishop_attacks(occ, sq)",
       "Rust queen attacks by XOR (equal: the sets are disjoint)",
       equivalent="rook and bishop attacks of one square never share a square, so | and ^ agree"),
    _m("rs-xray-modifying", RF, "{{ piece }}_attacks(occ ^ (blockers & attacks), sq)", "{{ piece }}_attacks(occ ^ blockers, sq)",
       "Rust x-ray removes blockers that are not attacked"),
    _m("rs-piece-attacks", RF, "attacks &= !BEHIND[sq][lsb(blockers)];", "attacks &= !BETWEEN[sq][lsb(blockers)];",
       "Rust piece_attacks cuts the wrong squares"),
    _m("rs-pinned-own", RF, "result |= BETWEEN[king_sq][lsb(pinners)] & own;", "result |= BETWEEN[king_sq][lsb(pinners)];",
       "Rust pinned returns empty squares too"),
    _m("rs-shift-one-wrap", RF, "    moved & AVOID_WRAP[dir]", "    moved & AVOID_WRAP[dir ^ 4]", "Rust shift_one masks the wrong way"),
    _m("rs-occluded-fill", RF, "fill |= empty & (fill >> (4 * shift));", "fill |= empty & (fill >> (3 * shift));",
       "Rust occluded_fill: the third doubling too short (negative shifts)"),
    _m("rs-sliding-no-shift", RF, "    shift_one(occluded_fill(sliders, empty, dir), dir)", "    occluded_fill(sliders, empty, dir)",
       "Rust sliding_attacks without the final shift"),
    _m("rs-between-direction", RF, "sliding_attacks(targets, empty, dir ^ 4)", "sliding_attacks(targets, empty, dir ^ 2)",
       "Rust between_slider_and_target looks back the wrong way"),
    _m("rs-enumeration", RS, "pub const {{ name }}: usize = {{ loop.index0 }};", "pub const {{ name }}: usize = {{ loop.index }};",
       "Rust enumerations start at 1"),
    # --- bitboards_sliders.h: the techniques, the tables, the magic search --------------
    _m("sl-hyperbola-reverse-bit", SLH, "reverse -= (uint64_t)1 << (sq ^ 56);", "reverse -= (uint64_t)1 << sq;",
       "hyperbola subtracts the slider's bit unswapped from the swapped line"),
    _m("sl-kogge-stone-direction", SL, 'directions=("EAST", "WEST", "NORT", "SOUT")',
       'directions=("EAST", "WEST", "NORT", "NORT")', "Kogge-Stone rook looks north twice, never south"),
    _m("sl-magic-unmasked", SLH, "+ (((occ & {{ P }}{{ piece.upper }}_RELEVANT_MASK[sq]) * {{ P }}",
       "+ (((occ | {{ P }}{{ piece.upper }}_RELEVANT_MASK[sq]) * {{ P }}", "the magic index reads occ | mask"),
    _m("sl-fill-pext-start", SLH, "uint64_t pext_index = {{ P }}{{ piece.upper }}_OFFSETS[sq];",
       "uint64_t pext_index = {{ P }}{{ piece.upper }}_OFFSETS[sq] / 2;", "the fill writes PEXT blocks at the wrong place"),
    _m("sl-cxx-shared-packed", SLH, "#define {{ P }}SLIDER_PACKED_STORAGE extern const",
       "#define {{ P }}SLIDER_PACKED_STORAGE const", "shared constant packed tables get internal linkage in C++"),
    _m("sl-pinned-not-rebound", CLANG, 'REBOUND = ("xray_rook_attacks", "xray_bishop_attacks", "pinned")',
       'REBOUND = ("xray_rook_attacks", "xray_bishop_attacks")', "BB_SLIDERS leaves bb_pinned kindergarten"),
    _m("sl-search-ignores-xrays", SL, "for pair in zip(sets.attacks, sets.xrays)]",
       "for pair in zip(sets.attacks, sets.attacks)]", "the magic search ignores x-ray collisions"),
)
