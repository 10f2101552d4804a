"""The Python module (`generated.bitboards`): its tables, each checked against an independent oracle:
the CPW formulas transcribed in `tests/oracles/cpw.py`, the stepping references of
`tests/oracles/reference.py`, or numbers published on CPW. Exhaustive wherever the
domain is small enough (every square, every pair, every line occupancy)."""

from __future__ import annotations

import random

import pytest

from generated import bitboards as bb
from tests.oracles import cpw
from tests.oracles import reference as ref

FULL = ref.FULL
EDGE_SQUARES = 0xFF818181818181FF
SQUARES = range(64)
DIRS = range(8)

# --- shapes and constants ---------------------------------------------------

U64_TABLES = {
    "AVOID_WRAP": (8,),
    "RAY_ATTACKS": (64, 8),
    "RANK_MASK": (64,),
    "FILE_MASK": (64,),
    "DIAGONAL_MASK": (64,),
    "ANTI_DIAGONAL_MASK": (64,),
    "RANK_MASK_EX": (64,),
    "FILE_MASK_EX": (64,),
    "DIAGONAL_MASK_EX": (64,),
    "ANTI_DIAGONAL_MASK_EX": (64,),
    "ROOK_MASK": (64,),
    "BISHOP_MASK": (64,),
    "QUEEN_MASK": (64,),
    "ROOK_MASK_EX": (64,),
    "BISHOP_MASK_EX": (64,),
    "QUEEN_MASK_EX": (64,),
    "KNIGHT_ATTACKS": (64,),
    "KING_ATTACKS": (64,),
    "PAWN_ATTACKS": (2, 64),
    "PIECE_ATTACKS": (6, 64),
    "BLOCKERS_AND_BEYOND": (6, 64),
    "BEHIND": (64, 64),
    "BETWEEN": (64, 64),
    "LINE": (64, 64),
    "FILL_UP_ATTACKS": (8, 64),
    "A_FILE_ATTACKS": (8, 64),
    "XRAY_FILL_UP_ATTACKS": (8, 64),
    "XRAY_A_FILE_ATTACKS": (8, 64),
}
U8_TABLES = {"FIRST_RANK_ATTACKS": (64, 8), "FIRST_RANK_XRAYS": (64, 8)}


def leaves(table, shape):
    """Yields the elements of a nested tuple, asserting it has exactly `shape`."""
    assert type(table) is tuple and len(table) == shape[0]
    for item in table:
        if len(shape) == 1:
            assert type(item) is int
            yield item
        else:
            yield from leaves(item, shape[1:])


@pytest.mark.parametrize("name", sorted(U64_TABLES))
def test_u64_table_shape(name):
    values = list(leaves(getattr(bb, name), U64_TABLES[name]))
    assert all(0 <= v <= FULL for v in values)


@pytest.mark.parametrize("name", sorted(U8_TABLES))
def test_u8_table_shape(name):
    values = list(leaves(getattr(bb, name), U8_TABLES[name]))
    assert all(0 <= v <= 0xFF for v in values)


def test_dir_shift_is_cpw_shift():
    assert list(leaves(bb.DIR_SHIFT, (8,))) == [9, 1, -7, -8, -9, -1, 7, 8]
    assert bb.DIR_SHIFT == cpw.shift


def test_enumerations():
    assert (bb.NOEA, bb.EAST, bb.SOEA, bb.SOUT, bb.SOWE, bb.WEST, bb.NOWE, bb.NORT) == tuple(range(8))
    assert (bb.WHITE, bb.BLACK) == (0, 1)
    assert (bb.PAWN, bb.KNIGHT, bb.BISHOP, bb.ROOK, bb.QUEEN, bb.KING) == tuple(range(6))
    for r in range(8):
        for f in range(8):
            assert getattr(bb, "ABCDEFGH"[f] + str(r + 1)) == 8 * r + f
    assert (bb.A1, bb.B1, bb.H1, bb.A8, bb.H8) == (0, 1, 7, 56, 63)


def test_directions_step_by_their_shift():
    # The shift of a direction is the square difference of one step that stays on the board.
    for d in DIRS:
        for sq in SQUARES:
            t = ref.step(sq, *ref.STEPS[d])
            if t is not None:
                assert t - sq == bb.DIR_SHIFT[d]
        assert bb.DIR_SHIFT[d ^ 4] == -bb.DIR_SHIFT[d]


def test_avoid_wrap():
    assert bb.AVOID_WRAP == cpw.avoidWrap
    for d in DIRS:
        assert bb.AVOID_WRAP[d] == ref.shift_one(FULL, d)


# --- lines and rays on the empty board --------------------------------------


@pytest.mark.parametrize("sq", SQUARES)
def test_line_masks_by_cpw_calculation(sq):
    assert bb.RANK_MASK[sq] == cpw.rankMask(sq) == ref.line_bb("rank", sq)
    assert bb.FILE_MASK[sq] == cpw.fileMask(sq) == ref.line_bb("file", sq)
    assert bb.DIAGONAL_MASK[sq] == cpw.diagonalMask(sq) == cpw.diagonalMaskShift(sq)
    assert bb.DIAGONAL_MASK[sq] == ref.line_bb("diagonal", sq)
    assert bb.ANTI_DIAGONAL_MASK[sq] == cpw.antiDiagMask(sq) == cpw.antiDiagMaskShift(sq)
    assert bb.ANTI_DIAGONAL_MASK[sq] == ref.line_bb("anti_diagonal", sq)
    assert bb.RANK_MASK_EX[sq] == cpw.rankMaskEx(sq)
    assert bb.FILE_MASK_EX[sq] == cpw.fileMaskEx(sq)
    assert bb.DIAGONAL_MASK_EX[sq] == cpw.diagonalMaskEx(sq)
    assert bb.DIAGONAL_MASK_EX[sq] == (1 << sq) ^ cpw.diagonalMaskShift(sq)
    assert bb.ANTI_DIAGONAL_MASK_EX[sq] == cpw.antiDiagMaskEx(sq)
    assert bb.ANTI_DIAGONAL_MASK_EX[sq] == (1 << sq) ^ cpw.antiDiagMaskShift(sq)
    for line in ref.LINES:
        assert getattr(bb, f"{line.upper()}_MASK_EX")[sq] == ref.line_attacks(line, sq, 0)


@pytest.mark.parametrize("sq", SQUARES)
def test_piece_masks_by_cpw_calculation(sq):
    assert bb.ROOK_MASK[sq] == cpw.rookMask(sq)
    assert bb.BISHOP_MASK[sq] == cpw.bishopMask(sq)
    assert bb.QUEEN_MASK[sq] == cpw.queenMask(sq)
    assert bb.ROOK_MASK_EX[sq] == cpw.rookMaskEx(sq) == ref.rook_attacks(0, sq)
    assert bb.BISHOP_MASK_EX[sq] == cpw.bishopMaskEx(sq) == ref.bishop_attacks(0, sq)
    assert bb.QUEEN_MASK_EX[sq] == cpw.queenMaskEx(sq) == ref.queen_attacks(0, sq)


def test_line_lengths():
    # Every rank and file has 8 squares; the diagonals through a1 and h1 too; the
    # corner diagonals through h1 (a1-h8 direction) and a8 hold one square only.
    for sq in SQUARES:
        assert bin(bb.RANK_MASK[sq]).count("1") == 8
        assert bin(bb.FILE_MASK[sq]).count("1") == 8
    assert bb.DIAGONAL_MASK[bb.A1] == 0x8040201008040201
    assert bb.ANTI_DIAGONAL_MASK[bb.H1] == 0x0102040810204080
    assert bb.DIAGONAL_MASK[bb.H1] == 1 << bb.H1 and bb.DIAGONAL_MASK_EX[bb.H1] == 0
    assert bb.ANTI_DIAGONAL_MASK[bb.A1] == 1 << bb.A1 and bb.ANTI_DIAGONAL_MASK_EX[bb.A1] == 0


@pytest.mark.parametrize("sq", SQUARES)
def test_ray_attacks_by_cpw_calculation(sq):
    rays = bb.RAY_ATTACKS[sq]
    assert rays[bb.EAST] == cpw.eastMaskEx(sq)
    assert rays[bb.NORT] == cpw.nortMaskEx(sq)
    assert rays[bb.WEST] == cpw.westMaskEx(sq)
    assert rays[bb.SOUT] == cpw.soutMaskEx(sq)
    # Rays by line: the positive and negative halves of each line.
    lines = {
        (bb.EAST, bb.WEST): cpw.rankMaskEx(sq),
        (bb.NORT, bb.SOUT): cpw.fileMaskEx(sq),
        (bb.NOEA, bb.SOWE): cpw.diagonalMaskEx(sq),
        (bb.NOWE, bb.SOEA): cpw.antiDiagMaskEx(sq),
    }
    for (positive, negative), line in lines.items():
        assert rays[positive] == cpw.positiveRay(line, sq)
        assert rays[negative] == cpw.negativeRay(line, sq)


@pytest.mark.parametrize("sq", SQUARES)
def test_ray_attacks_by_kogge_stone_fill_of_one_square(sq):
    for d in DIRS:
        fill = cpw.occludedFill(1 << sq, FULL, d)
        assert bb.RAY_ATTACKS[sq][d] == fill ^ 1 << sq
        assert bb.RAY_ATTACKS[sq][d] == cpw.occludedFillLoop(1 << sq, FULL, d) ^ 1 << sq
        assert bb.RAY_ATTACKS[sq][d] == cpw.slidingAttacks(1 << sq, FULL, d)
        assert bb.RAY_ATTACKS[sq][d] == ref.ray_bb(sq, d)


# --- square pairs -----------------------------------------------------------


def test_between_is_cpw_in_between_for_all_pairs():
    for a in SQUARES:
        for b in SQUARES:
            assert bb.BETWEEN[a][b] == cpw.inBetween(a, b), (a, b)
            assert bb.BETWEEN[a][b] == ref.between(a, b), (a, b)


def test_behind_and_line_for_all_pairs():
    for a in SQUARES:
        for b in SQUARES:
            assert bb.BEHIND[a][b] == ref.behind(a, b), (a, b)
            assert bb.LINE[a][b] == ref.line_through(a, b), (a, b)


def test_pair_relations():
    cpw_lines = (cpw.rankMask, cpw.fileMask, cpw.diagonalMask, cpw.antiDiagMask)
    for a in SQUARES:
        assert bb.LINE[a][a] == bb.BETWEEN[a][a] == bb.BEHIND[a][a] == 0
        for b in SQUARES:
            line = bb.LINE[a][b]
            assert line == bb.LINE[b][a]
            assert bb.BETWEEN[a][b] == bb.BETWEEN[b][a]
            if a == b:
                continue
            # The line is the one CPW line mask of `a` that holds `b`, if any.
            holding = [m(a) for m in cpw_lines if m(a) >> b & 1]
            assert line == (holding[0] if holding else 0)
            if line:
                assert len(holding) == 1
                parts = (bb.BEHIND[b][a], 1 << a, bb.BETWEEN[a][b], 1 << b, bb.BEHIND[a][b])
                union = 0
                for part in parts:
                    assert union & part == 0  # disjoint
                    union |= part
                assert union == line
                d = ref.direction_from(a, b)
                assert bb.BEHIND[a][b] == bb.RAY_ATTACKS[b][d]
                assert bb.BETWEEN[a][b] == bb.RAY_ATTACKS[a][d] & ~bb.RAY_ATTACKS[b][d] & ~(1 << b)
            else:
                assert bb.BETWEEN[a][b] == bb.BEHIND[a][b] == 0


# --- leapers and piece rows -------------------------------------------------


def test_leaper_attacks_by_stepping():
    for sq in SQUARES:
        assert bb.KNIGHT_ATTACKS[sq] == ref.knight_attacks(sq)
        assert bb.KING_ATTACKS[sq] == ref.king_attacks(sq)
        assert bb.PAWN_ATTACKS[bb.WHITE][sq] == ref.pawn_attacks(ref.WHITE, sq)
        assert bb.PAWN_ATTACKS[bb.BLACK][sq] == ref.pawn_attacks(ref.BLACK, sq)


def popcount(b):
    return bin(b).count("1")


def test_published_counts():
    # Knight on a1: b3 and c2; on d4: eight squares. Sums over all 64 squares of the
    # empty-board attacks (CPW / common mobility tables): knight 336, king 420,
    # bishop 560, rook 896, queen 1456.
    assert bb.KNIGHT_ATTACKS[bb.A1] == 1 << bb.B3 | 1 << bb.C2
    assert popcount(bb.KNIGHT_ATTACKS[bb.A1]) == 2
    assert popcount(bb.KNIGHT_ATTACKS[bb.D4]) == 8
    assert popcount(bb.KING_ATTACKS[bb.A1]) == 3
    assert popcount(bb.KING_ATTACKS[bb.D4]) == 8
    totals = {bb.KNIGHT: 336, bb.BISHOP: 560, bb.ROOK: 896, bb.QUEEN: 1456, bb.KING: 420}
    for piece, total in totals.items():
        assert sum(popcount(b) for b in bb.PIECE_ATTACKS[piece]) == total
    assert popcount(bb.PIECE_ATTACKS[bb.QUEEN][bb.D4]) == 27
    assert popcount(bb.PIECE_ATTACKS[bb.ROOK][bb.A1]) == 14
    assert popcount(bb.PIECE_ATTACKS[bb.BISHOP][bb.D4]) == 13
    assert bb.PAWN_ATTACKS[bb.WHITE][bb.E4] == 1 << bb.D5 | 1 << bb.F5
    assert bb.PAWN_ATTACKS[bb.BLACK][bb.E5] == 1 << bb.D4 | 1 << bb.F4
    assert bb.PAWN_ATTACKS[bb.WHITE][bb.A2] == 1 << bb.B3
    assert bb.PAWN_ATTACKS[bb.WHITE][bb.H7] == 1 << bb.G8
    assert bb.PAWN_ATTACKS[bb.BLACK][bb.H2] == 1 << bb.G1


def test_piece_attacks_rows():
    for sq in SQUARES:
        assert bb.PIECE_ATTACKS[bb.PAWN][sq] == 0
        assert bb.PIECE_ATTACKS[bb.KNIGHT][sq] == ref.knight_attacks(sq)
        assert bb.PIECE_ATTACKS[bb.BISHOP][sq] == cpw.bishopMaskEx(sq)
        assert bb.PIECE_ATTACKS[bb.ROOK][sq] == cpw.rookMaskEx(sq)
        assert bb.PIECE_ATTACKS[bb.QUEEN][sq] == cpw.queenMaskEx(sq)
        assert bb.PIECE_ATTACKS[bb.KING][sq] == ref.king_attacks(sq)
        for piece in range(6):
            assert bb.PIECE_ATTACKS[piece][sq] == ref.empty_board_attacks(piece, sq)


def test_blockers_and_beyond_rows():
    for sq in SQUARES:
        for piece in range(6):
            assert bb.BLOCKERS_AND_BEYOND[piece][sq] == ref.blockers_and_beyond(piece, sq)
        for piece in (bb.PAWN, bb.KNIGHT, bb.KING):
            assert bb.BLOCKERS_AND_BEYOND[piece][sq] == 0
        # For sliders: the attack set without the squares that have nothing behind them.
        for piece in (bb.BISHOP, bb.ROOK, bb.QUEEN):
            attacks = bb.PIECE_ATTACKS[piece][sq]
            expected = 0
            for s in ref.squares_of(attacks):
                if bb.BEHIND[sq][s]:
                    expected |= 1 << s
            assert bb.BLOCKERS_AND_BEYOND[piece][sq] == expected


# CPW "Blockers and Beyond": queen on d4.
CPW_QUEEN_D4_ATTACKS = """
. . . 1 . . . 1
1 . . 1 . . 1 .
. 1 . 1 . 1 . .
. . 1 1 1 . . .
1 1 1 Q 1 1 1 1
. . 1 1 1 . . .
. 1 . 1 . 1 . .
1 . . 1 . . 1 .
"""
CPW_QUEEN_D4_BLOCKERS_AND_BEYOND = """
. . . . . . . .
. . . 1 . . 1 .
. 1 . 1 . 1 . .
. . 1 1 1 . . .
. 1 1 Q 1 1 1 .
. . 1 1 1 . . .
. 1 . 1 . 1 . .
. . . . . . . .
"""


def test_queen_on_d4_as_drawn_on_cpw():
    d4 = 1 << bb.D4
    attacks = ref.parse_board(CPW_QUEEN_D4_ATTACKS) & ~d4
    beyond = ref.parse_board(CPW_QUEEN_D4_BLOCKERS_AND_BEYOND) & ~d4
    assert popcount(attacks) == 27 and popcount(beyond) == 19
    assert bb.PIECE_ATTACKS[bb.QUEEN][bb.D4] == attacks
    assert bb.BLOCKERS_AND_BEYOND[bb.QUEEN][bb.D4] == beyond


# --- the Senpai blockers-and-beyond loop ------------------------------------

SENPAI_OCCUPANCIES = ref.random_occupancies(2000, seed=20140317) + [0, FULL, EDGE_SQUARES, ~EDGE_SQUARES & FULL]


def test_senpai_loop_gives_slider_attacks():
    tables = (bb.PIECE_ATTACKS, bb.BLOCKERS_AND_BEYOND, bb.BEHIND)
    for sq in SQUARES:
        for occ in SENPAI_OCCUPANCIES:
            rook = ref.rook_attacks(occ, sq)
            bishop = ref.bishop_attacks(occ, sq)
            assert cpw.pieceAttacks(*tables, bb.ROOK, sq, occ) == rook, (sq, occ)
            assert cpw.pieceAttacks(*tables, bb.BISHOP, sq, occ) == bishop, (sq, occ)
            assert cpw.pieceAttacks(*tables, bb.QUEEN, sq, occ) == rook | bishop, (sq, occ)


def test_senpai_loop_gives_leaper_attacks():
    tables = (bb.PIECE_ATTACKS, bb.BLOCKERS_AND_BEYOND, bb.BEHIND)
    for sq in SQUARES:
        for occ in SENPAI_OCCUPANCIES[:20] + [0, FULL]:
            assert cpw.pieceAttacks(*tables, bb.KNIGHT, sq, occ) == ref.knight_attacks(sq)
            assert cpw.pieceAttacks(*tables, bb.KING, sq, occ) == ref.king_attacks(sq)


# --- kindergarten tables ----------------------------------------------------

LINE_MASK_EX = {
    "rank": bb.RANK_MASK_EX,
    "diagonal": bb.DIAGONAL_MASK_EX,
    "anti_diagonal": bb.ANTI_DIAGONAL_MASK_EX,
}


def kindergarten(line, sq, occ, xray=False):
    """The SPEC kindergarten lookup of `line` attacks (or x-rays) on the generated tables."""
    if line == "file":
        table = bb.XRAY_A_FILE_ATTACKS if xray else bb.A_FILE_ATTACKS
        return cpw.kindergarten_file_attacks(table, sq, occ)
    table = bb.XRAY_FILL_UP_ATTACKS if xray else bb.FILL_UP_ATTACKS
    return cpw.kindergarten_line_attacks(table, LINE_MASK_EX[line][sq], sq, occ)


@pytest.mark.parametrize("line", sorted(ref.LINES))
def test_kindergarten_lookup_of_every_line_occupancy(line):
    # Every square, every occupancy of the line's inner squares, each state of the
    # two outer squares, the rest of the board random (which must not matter).
    rng = random.Random(f"kindergarten-{line}")
    for sq in SQUARES:
        squares = ref.line_squares(line, sq)
        whole = ref.bb(squares)
        outer = 1 << squares[0] | 1 << squares[-1]
        inner = whole & ~outer
        for inner_occ in ref.subsets(inner):
            for outer_occ in ref.subsets(outer):
                noise = rng.getrandbits(64) & ~whole
                occ = inner_occ | outer_occ | noise
                assert kindergarten(line, sq, occ) == ref.line_attacks(line, sq, occ), (sq, occ)
                assert kindergarten(line, sq, occ, xray=True) == ref.line_xray(line, sq, occ), (sq, occ)


def test_first_rank_tables_directly():
    for occ6 in range(64):
        for file in range(8):
            for outer in (0, 0x01, 0x80, 0x81):
                occ = occ6 << 1 | outer
                assert bb.FIRST_RANK_ATTACKS[occ6][file] == ref.line_attacks("rank", file, occ)
                assert bb.FIRST_RANK_XRAYS[occ6][file] == ref.line_xray("rank", file, occ)


def test_fill_up_tables_hold_first_rank_on_every_rank():
    for file in range(8):
        for occ6 in range(64):
            attacks = bb.FILL_UP_ATTACKS[file][occ6]
            xrays = bb.XRAY_FILL_UP_ATTACKS[file][occ6]
            assert attacks == bb.FIRST_RANK_ATTACKS[occ6][file] * cpw.A_FILE
            assert xrays == bb.FIRST_RANK_XRAYS[occ6][file] * cpw.A_FILE
            for rank in range(8):
                sq = 8 * rank + file
                occ = occ6 << (8 * rank + 1)
                assert attacks >> 8 * rank & 0xFF == ref.line_attacks("rank", sq, occ) >> 8 * rank
                assert xrays >> 8 * rank & 0xFF == ref.line_xray("rank", sq, occ) >> 8 * rank


def test_a_file_tables_directly():
    for rank in range(8):
        sq = 8 * rank
        for idx in range(64):
            # bit i of idx is the a-file square on rank 6 - i
            occ = ref.bb(8 * (6 - i) for i in range(6) if idx >> i & 1)
            for outer in (0, 1 << bb.A1, 1 << bb.A8, 1 << bb.A1 | 1 << bb.A8):
                assert bb.A_FILE_ATTACKS[rank][idx] == ref.line_attacks("file", sq, occ | outer)
                assert bb.XRAY_A_FILE_ATTACKS[rank][idx] == ref.line_xray("file", sq, occ | outer)
            assert cpw.kindergarten_file_index(sq, occ) == idx


def test_cpw_xray_example_on_a_rank():
    # CPW "X-ray Attacks (Bitboards)": rook 00001000, occupied 01011010,
    # attacks 00010110, x-ray 01100001. Read with file a first (rook on e, blockers
    # d and g) or with bit 0 last (rook on d, blockers b and e), the sample holds.
    sample = ("00001000", "01011010", "00010110", "01100001")
    for order in ("a-first", "bit0-last"):
        rook, occupied, attacks, xray = (int(s[::-1] if order == "a-first" else s, 2) for s in sample)
        file = rook.bit_length() - 1
        assert ref.line_attacks("rank", file, occupied) == attacks
        assert ref.line_xray("rank", file, occupied) == xray
        occ6 = occupied >> 1 & 63
        assert bb.FIRST_RANK_ATTACKS[occ6][file] == attacks
        assert bb.FIRST_RANK_XRAYS[occ6][file] == xray
        for rank in range(8):
            sq = 8 * rank + file
            assert kindergarten("rank", sq, occupied << 8 * rank) == attacks << 8 * rank
            assert kindergarten("rank", sq, occupied << 8 * rank, xray=True) == xray << 8 * rank
    # With file a first, the rook stands on e1.
    assert int(sample[0][::-1], 2) == 1 << bb.E1


# --- the oracles agree with each other ---------------------------------------


def test_oracles_kogge_stone_is_the_stepping_fill():
    rng = random.Random(7)
    for _ in range(400):
        gen, empty, blockers, targets = (rng.getrandbits(64) & rng.getrandbits(64) for _ in range(4))
        empty |= rng.getrandbits(64)
        for d in DIRS:
            assert cpw.shiftOne(gen, d) == ref.shift_one(gen, d)
            assert cpw.occludedFill(gen, empty, d) == ref.occluded_fill(gen, empty, d)
            assert cpw.occludedFillLoop(gen, empty, d) == ref.occluded_fill(gen, empty, d)
            assert cpw.slidingAttacks(gen, empty, d) == ref.sliding_attacks(gen, empty, d)
            assert cpw.xrayAttacks(gen, empty, blockers, d) == ref.xray_attacks(gen, empty, blockers, d)
            assert cpw.betweenSliderAndTarget(gen, empty, targets, d) == ref.between_slider_and_target(
                gen, empty, targets, d
            )


def test_oracles_xray_formula_is_the_walk():
    for sq in SQUARES:
        for occ in SENPAI_OCCUPANCIES[:60]:
            for line in ref.LINES:
                by_formula = ref.xray_by_formula(lambda o: ref.line_attacks(line, sq, o), occ)
                assert by_formula == ref.line_xray(line, sq, occ)
            own = occ & SENPAI_OCCUPANCIES[sq]
            for directions in (ref.ORTHOGONAL, ref.DIAGONAL):
                walked = ref.xray_through_blockers(sq, occ, own, directions)
                assert walked == ref.xray_modifying_occupancy(sq, occ, own, directions)
