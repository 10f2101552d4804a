"""The lookup functions of `generated.bitboards` (SPEC "Lookup functions"), each
against the stepping references of `tests/oracles/reference.py`: exhaustively for the
line functions (every square, every occupancy of its line, outer squares
included, with and without pieces off the line), seeded random sets plus edge
cases for the rest. The queries of tests/harness/queries.py are the ones every
language's driver answers (tests/proofs/test_languages.py, Python's too): asked
here in-process first, they fail a slip of the Python module in seconds; the
tests below them ask Python more."""

from __future__ import annotations

import random

import pytest

from generated import bitboards as bb
from tests.harness import queries
from tests.oracles import cpw
from tests.oracles import reference as ref

FULL = ref.FULL
EDGE_SQUARES = 0xFF818181818181FF
SQUARES = range(64)
DIRS = range(8)

RANKS = [0xFF << 8 * r for r in range(8)]
FILES = [0x0101010101010101 << f for f in range(8)]
EDGE_CASES = [0, FULL, EDGE_SQUARES, FULL & ~EDGE_SQUARES, 0x8100000000000081] + RANKS + FILES
OCCUPANCIES = ref.random_occupancies(1000, seed=1) + EDGE_CASES

LINE_FUNCTIONS = {
    "rank": (bb.rank_attacks, bb.xray_rank_attacks),
    "file": (bb.file_attacks, bb.xray_file_attacks),
    "diagonal": (bb.diagonal_attacks, bb.xray_diagonal_attacks),
    "anti_diagonal": (bb.anti_diagonal_attacks, bb.xray_anti_diagonal_attacks),
}


@pytest.mark.parametrize("line", sorted(LINE_FUNCTIONS))
@pytest.mark.parametrize("seed", queries.LINE_NOISE_SEEDS)
def test_line_attacks_and_xrays_for_every_line_occupancy(line, seed):
    # Every square, all 2**length subsets of its line (carry-rippler), outer squares
    # and the slider's own square included; alone, then with pieces off the line:
    # the queries every driver's `lines SEED` answers.
    attacks_of, xrays_of = LINE_FUNCTIONS[line]
    for sq, line_name, occ in queries.line_occupancies(seed):
        if line_name == line:
            assert attacks_of(occ, sq) == ref.line_attacks(line, sq, occ), (sq, occ)
            assert xrays_of(occ, sq) == ref.line_xray(line, sq, occ), (sq, occ)


def test_every_function_over_its_domain_against_brute_force():
    # The query set every language's driver answers too (tests/proofs/test_languages.py).
    for (name, args), want in zip(queries.contract_queries(), queries.expected_answers()):
        assert getattr(bb, name)(*args) == want, (name, args)


def test_examples_with_published_answers():
    for name, args, want in queries.EXAMPLES:
        assert getattr(bb, name)(*args) == want, (name, args)


def test_piece_attack_getters():
    for occ in OCCUPANCIES:
        for sq in SQUARES:
            rook = ref.rook_attacks(occ, sq)
            bishop = ref.bishop_attacks(occ, sq)
            assert bb.rook_attacks(occ, sq) == rook, (sq, occ)
            assert bb.bishop_attacks(occ, sq) == bishop, (sq, occ)
            assert bb.queen_attacks(occ, sq) == ref.queen_attacks(occ, sq), (sq, occ)


def test_piece_attacks_blockers_and_beyond():
    for occ in OCCUPANCIES:
        for sq in SQUARES:
            assert bb.piece_attacks(bb.PAWN, occ, sq) == 0, (sq, occ)
            for piece in (bb.KNIGHT, bb.BISHOP, bb.ROOK, bb.QUEEN, bb.KING):
                assert bb.piece_attacks(piece, occ, sq) == ref.piece_attacks(piece, sq, occ), (piece, sq, occ)


def test_piece_attacks_without_the_fast_paths_is_blockers_and_beyond():
    """`--only piece_attacks` holds no fast-path structures: its piece_attacks is the
    blockers-and-beyond loop of SPEC.md, the same sets as the reference's."""
    from bitboard_tables.languages.python import render_module
    from bitboard_tables.selection import select

    text = render_module(select(["piece_attacks"]))
    assert "BLOCKERS_AND_BEYOND[piece][sq]" in text and "_diagonals_inner" not in text
    alone: dict = {}
    exec(compile(text, "bitboards.py", "exec"), alone)  # noqa: S102 (the generator's own output)
    for occ in OCCUPANCIES[::4]:
        for sq in SQUARES:
            assert alone["piece_attacks"](bb.PAWN, occ, sq) == 0, (sq, occ)
            for piece in (bb.KNIGHT, bb.BISHOP, bb.ROOK, bb.QUEEN, bb.KING):
                assert alone["piece_attacks"](piece, occ, sq) == ref.piece_attacks(piece, sq, occ), (piece, sq, occ)


def test_xray_rook_and_bishop_with_occupied_blockers():
    # CPW "modifying occupancy": the blockers are a subset of the occupancy.
    rng = random.Random(2)
    for occ in OCCUPANCIES:
        for blockers in (occ, 0, occ & rng.getrandbits(64), occ & rng.getrandbits(64)):
            for sq in SQUARES:
                expected_rook = ref.xray_through_blockers(sq, occ, blockers, ref.ORTHOGONAL)
                expected_bishop = ref.xray_through_blockers(sq, occ, blockers, ref.DIAGONAL)
                assert bb.xray_rook_attacks(occ, blockers, sq) == expected_rook, (sq, occ, blockers)
                assert bb.xray_bishop_attacks(occ, blockers, sq) == expected_bishop, (sq, occ, blockers)


def test_xray_rook_and_bishop_with_any_blockers():
    # SPEC's literal definition a ^ attacks(occ ^ (blockers & a)), blockers unrestricted.
    rng = random.Random(3)
    for occ in OCCUPANCIES[:300] + EDGE_CASES:
        blockers = rng.getrandbits(64)
        for sq in SQUARES:
            rook = ref.xray_modifying_occupancy(sq, occ, blockers, ref.ORTHOGONAL)
            bishop = ref.xray_modifying_occupancy(sq, occ, blockers, ref.DIAGONAL)
            assert bb.xray_rook_attacks(occ, blockers, sq) == rook, (sq, occ, blockers)
            assert bb.xray_bishop_attacks(occ, blockers, sq) == bishop, (sq, occ, blockers)


def test_xray_rook_example():
    # Rook a1, own pawn a4, enemy queen a7, a8 empty: the x-ray through a4 reaches a7.
    occ = 1 << bb.A1 | 1 << bb.A4 | 1 << bb.A7
    assert bb.xray_rook_attacks(occ, 1 << bb.A4, bb.A1) == 1 << bb.A5 | 1 << bb.A6 | 1 << bb.A7
    assert bb.xray_rook_attacks(occ, 0, bb.A1) == 0
    assert bb.xray_file_attacks(occ, bb.A1) == 1 << bb.A5 | 1 << bb.A6 | 1 << bb.A7


# --- absolute pins ----------------------------------------------------------


def test_pinned_on_random_positions():
    rng = random.Random(4)
    found = 0
    for _ in range(5000):
        occ, own, king_sq, enemy_rq, enemy_bq = ref.random_position(rng)
        expected = ref.pinned(occ, own, king_sq, enemy_rq, enemy_bq)
        assert bb.pinned(occ, own, king_sq, enemy_rq, enemy_bq) == expected, (occ, own, king_sq, enemy_rq, enemy_bq)
        found += expected != 0
    assert found > 500  # the sample really exercises pins


def test_pinned_examples():
    K, N, r = bb.E1, bb.E2, bb.E8  # noqa: N806
    occ = 1 << K | 1 << N | 1 << r
    assert bb.pinned(occ, 1 << K | 1 << N, K, 1 << r, 0) == 1 << N
    assert bb.pinned(occ, 1 << K | 1 << N, K, 0, 1 << r) == 0  # a bishop cannot pin on a file
    occ2 = occ | 1 << bb.E5  # a second own piece on the file: no pin
    assert bb.pinned(occ2, 1 << K | 1 << N | 1 << bb.E5, K, 1 << r, 0) == 0
    occ3 = occ | 1 << bb.E5  # an enemy piece between: no pin
    assert bb.pinned(occ3, 1 << K | 1 << N, K, 1 << r, 0) == 0
    # Diagonal: king a1, own b2, enemy queen h8 (queens are in both sets).
    occ4 = 1 << bb.A1 | 1 << bb.B2 | 1 << bb.H8
    q = 1 << bb.H8
    assert bb.pinned(occ4, 1 << bb.A1 | 1 << bb.B2, bb.A1, q, q) == 1 << bb.B2
    assert bb.pinned(occ4, 1 << bb.A1 | 1 << bb.B2, bb.A1, q, 0) == 0  # a rook on h8 does not pin b2


# --- set-wise fills (Kogge-Stone) --------------------------------------------


def setwise_cases():
    rng = random.Random(5)
    cases = []
    for i in range(600):
        sparse = rng.getrandbits(64) & rng.getrandbits(64) & rng.getrandbits(64)
        empty = rng.getrandbits(64) | (rng.getrandbits(64) if i % 2 else 0)
        cases.append((sparse, empty, rng.getrandbits(64) & ~empty, rng.getrandbits(64) & rng.getrandbits(64)))
    for a in (0, FULL, EDGE_SQUARES, 1 << bb.D4, 1 << bb.A1 | 1 << bb.H8):
        for e in (0, FULL, FULL & ~EDGE_SQUARES, EDGE_SQUARES):
            cases.append((a, e, ~e & FULL, a ^ FULL))
    for sq in SQUARES:
        for e in (0, FULL):
            cases.append((1 << sq, e & ~(1 << sq), FULL, FULL))
    return cases


SETWISE_CASES = setwise_cases()


def test_shift_one():
    for b, *_ in SETWISE_CASES:
        for d in DIRS:
            assert bb.shift_one(b, d) == ref.shift_one(b, d), (b, d)


def test_occluded_fill_and_sliding_attacks():
    for gen, empty, _, _ in SETWISE_CASES:
        for d in DIRS:
            assert bb.occluded_fill(gen, empty, d) == ref.occluded_fill(gen, empty, d), (gen, empty, d)
            assert bb.sliding_attacks(gen, empty, d) == ref.sliding_attacks(gen, empty, d), (gen, empty, d)


def test_xray_attacks_of_many_sliders():
    for sliders, empty, blockers, targets in SETWISE_CASES:
        for d in DIRS:
            expected = ref.xray_attacks(sliders, empty, blockers, d)
            assert bb.xray_attacks(sliders, empty, blockers, d) == expected, (sliders, empty, blockers, d)
            # arbitrary blocker sets too (empty squares included), as CPW's routine allows
            expected = ref.xray_attacks(sliders, empty, targets, d)
            assert bb.xray_attacks(sliders, empty, targets, d) == expected, (sliders, empty, targets, d)


def test_between_slider_and_target():
    for sliders, empty, blockers, targets in SETWISE_CASES:
        for d in DIRS:
            expected = ref.between_slider_and_target(sliders, empty, targets, d)
            assert bb.between_slider_and_target(sliders, empty, targets, d) == expected, (sliders, empty, targets, d)
            expected = ref.between_slider_and_target(sliders, empty, blockers, d)
            assert bb.between_slider_and_target(sliders, empty, blockers, d) == expected


def test_between_slider_and_target_finds_the_pinned_piece():
    # Black rook e8 (slider), white king e1 (target), white knight e2 (the blocker):
    # southwards the set is exactly the knight; with the knight gone, e2..e7.
    rook, king, knight = 1 << bb.E8, 1 << bb.E1, 1 << bb.E2
    empty = FULL & ~(rook | king | knight)
    assert bb.between_slider_and_target(rook, empty, king, bb.SOUT) == knight
    assert bb.between_slider_and_target(rook, empty | knight, king, bb.SOUT) == bb.BETWEEN[bb.E8][bb.E1]
    assert bb.between_slider_and_target(rook, empty, king, bb.NORT) == 0


def test_pins_by_cpw_routine_over_the_module():
    # The CPW "Pin" routine built from the module's x-ray getters and BETWEEN agrees
    # with the stepping reference, like the module's own `pinned`.
    rng = random.Random(6)
    for _ in range(1000):
        occ, own, king_sq, enemy_rq, enemy_bq = ref.random_position(rng)
        by_cpw = cpw.absolute_pins(
            bb.xray_rook_attacks,
            bb.xray_bishop_attacks,
            lambda a, b: bb.BETWEEN[a][b],
            occ,
            own,
            king_sq,
            enemy_rq,
            enemy_bq,
        )
        assert by_cpw == ref.pinned(occ, own, king_sq, enemy_rq, enemy_bq)


def test_fast_paths_hold_one_entry_per_relevant_occupancy():
    # The occupancy-keyed dictionaries are as small as they can be: each holds
    # every subset of its lines' inner squares (the line less sq and both ends) and
    # no more, so the bishop one has 5,248 entries in all, the published count of
    # relevant bishop occupancies. A key mask with an edge square in it would still
    # answer right, but double the entries of the module.
    ends_of_files = 0xFF000000000000FF  # ranks 1 and 8, where a file ends (LERF)
    assert sum(len(d) for d in bb._diagonals_attacks_by_occ) == 5248
    for sq in range(64):
        diagonals = bb.BISHOP_MASK_EX[sq] & ~queries.EDGE_SQUARES
        file = bb.FILE_MASK_EX[sq] & ~ends_of_files
        assert (bb._diagonals_inner[sq], bb._file_inner[sq]) == (diagonals, file)
        assert len(bb._diagonals_attacks_by_occ[sq]) == 1 << bin(diagonals).count("1")
        assert len(bb._file_attacks_by_occ[sq]) == 1 << bin(file).count("1")
