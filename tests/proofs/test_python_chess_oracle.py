"""python-chess as an independent oracle for `generated/bitboards.py`.

python-chess builds its tables its own way (ray walking with `_sliding_attacks`,
attack dicts keyed by every occupancy subset of its masks), so agreement here
is evidence from outside the project. Covered: the leaper tables, `LINE` and
`BETWEEN` against `chess.ray` and `chess.between`, the slider lookups for every
square and every occupancy subset of the relevant mask, `pinned` against
`Board.is_pinned`, and an attackers-of-a-square built from the tables against
`Board.attackers_mask`, on positions from seeded random legal games.

python-chess's conventions differ from SPEC's in two places, mapped here:
`chess.WHITE` is `True` (index 1 of `BB_PAWN_ATTACKS`) where `bb.WHITE` is 0;
its `BB_DIAG_*` tables hold both diagonals of a square together.
"""

from __future__ import annotations

import random

import chess
import pytest

from generated import bitboards as bb
from tests.oracles.reference import subsets

SQUARES = range(64)
MAX_REPORTED = 8  # mismatches quoted in a failure message


def name(sq: int) -> str:
    return chess.square_name(sq)


def check(mismatches: list, what: str) -> None:
    """Fails with the first few mismatches quoted, if there are any."""
    if mismatches:
        shown = "\n  ".join(mismatches[:MAX_REPORTED])
        pytest.fail(f"{what}: {len(mismatches)} mismatches, first ones:\n  {shown}")


# Noise outside a mask: occupied squares that must not change the attacks
# (the square itself, the edges, other lines). Entry 0 is no noise at all.
_rng = random.Random(20240604)
NOISE = [0] + [_rng.getrandbits(64) for _ in range(63)]

# The two diagonals of a square, built from file and rank alone, to split
# python-chess's combined BB_DIAG_ATTACKS.
DIAGONAL = [
    sum(
        1 << t
        for t in SQUARES
        if chess.square_file(t) - chess.square_rank(t) == chess.square_file(s) - chess.square_rank(s)
    )
    for s in SQUARES
]
ANTI_DIAGONAL = [
    sum(
        1 << t
        for t in SQUARES
        if chess.square_file(t) + chess.square_rank(t) == chess.square_file(s) + chess.square_rank(s)
    )
    for s in SQUARES
]


# -- Leapers and lines ----------------------------------------------------------


@pytest.mark.parametrize(
    "table, oracle",
    [("KNIGHT_ATTACKS", chess.BB_KNIGHT_ATTACKS), ("KING_ATTACKS", chess.BB_KING_ATTACKS)],
)
def test_leaper_attacks(table, oracle):
    got = getattr(bb, table)
    assert len(got) == 64
    check([f"{name(s)}: {got[s]:#018x} != {oracle[s]:#018x}" for s in SQUARES if got[s] != oracle[s]], table)


@pytest.mark.parametrize("color, chess_color", [(bb.WHITE, chess.WHITE), (bb.BLACK, chess.BLACK)])
def test_pawn_attacks(color, chess_color):
    # BB_PAWN_ATTACKS is indexed by python-chess's bool color: [True] is white.
    oracle = chess.BB_PAWN_ATTACKS[chess_color]
    got = bb.PAWN_ATTACKS[color]
    check(
        [f"{name(s)}: {got[s]:#018x} != {oracle[s]:#018x}" for s in SQUARES if got[s] != oracle[s]],
        f"PAWN_ATTACKS[{'WHITE' if color == bb.WHITE else 'BLACK'}]",
    )


def test_pawn_attacks_orientation():
    # A white pawn on e4 attacks d5 and f5, a black one d3 and f3.
    assert bb.PAWN_ATTACKS[bb.WHITE][bb.E4] == chess.BB_D5 | chess.BB_F5
    assert bb.PAWN_ATTACKS[bb.BLACK][bb.E4] == chess.BB_D3 | chess.BB_F3


def test_line_is_chess_ray():
    # chess.ray(a, b): the whole line through a and b, edge to edge, both
    # included; 0 when a == b or they share no line. That is SPEC's LINE.
    check(
        [
            f"LINE[{name(a)}][{name(b)}] = {bb.LINE[a][b]:#018x} != ray {chess.ray(a, b):#018x}"
            for a in SQUARES
            for b in SQUARES
            if bb.LINE[a][b] != chess.ray(a, b)
        ],
        "LINE",
    )


def test_between_is_chess_between():
    # chess.between(a, b): strictly between, 0 when not aligned or adjacent.
    check(
        [
            f"BETWEEN[{name(a)}][{name(b)}] = {bb.BETWEEN[a][b]:#018x} != {chess.between(a, b):#018x}"
            for a in SQUARES
            for b in SQUARES
            if bb.BETWEEN[a][b] != chess.between(a, b)
        ],
        "BETWEEN",
    )


# -- Slider lookups, every subset of every relevant mask ----------------------------


def rank_oracle(occ: int, sq: int) -> int:
    return chess.BB_RANK_ATTACKS[sq][occ & chess.BB_RANK_MASKS[sq]]


def file_oracle(occ: int, sq: int) -> int:
    return chess.BB_FILE_ATTACKS[sq][occ & chess.BB_FILE_MASKS[sq]]


def diag_oracle(occ: int, sq: int) -> int:
    return chess.BB_DIAG_ATTACKS[sq][occ & chess.BB_DIAG_MASKS[sq]]


LINE_CASES = [
    ("rank_attacks", chess.BB_RANK_MASKS, lambda occ, sq: rank_oracle(occ, sq)),
    ("file_attacks", chess.BB_FILE_MASKS, lambda occ, sq: file_oracle(occ, sq)),
    ("diagonal_attacks", chess.BB_DIAG_MASKS, lambda occ, sq: diag_oracle(occ, sq) & DIAGONAL[sq]),
    ("anti_diagonal_attacks", chess.BB_DIAG_MASKS, lambda occ, sq: diag_oracle(occ, sq) & ANTI_DIAGONAL[sq]),
]


@pytest.mark.parametrize("function, masks, oracle", LINE_CASES, ids=[c[0] for c in LINE_CASES])
def test_line_attacks_every_subset(function, masks, oracle):
    fn = getattr(bb, function)
    bad = []
    for sq in SQUARES:
        mask = masks[sq]
        for i, sub in enumerate(subsets(mask)):
            occ = sub | (NOISE[i & 63] & ~mask)
            got, want = fn(occ, sq), oracle(occ, sq)
            if got != want:
                bad.append(f"{function}({occ:#018x}, {name(sq)}) = {got:#018x}, python-chess {want:#018x}")
    check(bad, function)


def test_rook_attacks_every_subset():
    # Up to 2**12 subsets per square (a corner: 6 rank and 6 file bits), ~100k in all.
    rook_attacks = bb.rook_attacks
    bad = []
    queries = 0
    for sq in SQUARES:
        rank_attacks, file_attacks = chess.BB_RANK_ATTACKS[sq], chess.BB_FILE_ATTACKS[sq]
        rank_mask, file_mask = chess.BB_RANK_MASKS[sq], chess.BB_FILE_MASKS[sq]
        mask = rank_mask | file_mask
        for i, sub in enumerate(subsets(mask)):
            occ = sub | (NOISE[i & 63] & ~mask)
            want = rank_attacks[sub & rank_mask] | file_attacks[sub & file_mask]
            got = rook_attacks(occ, sq)
            queries += 1
            if got != want:
                bad.append(f"rook_attacks({occ:#018x}, {name(sq)}) = {got:#018x}, python-chess {want:#018x}")
    assert queries == sum(1 << bin(chess.BB_RANK_MASKS[s] | chess.BB_FILE_MASKS[s]).count("1") for s in SQUARES)
    check(bad, "rook_attacks")


def test_bishop_attacks_every_subset():
    bishop_attacks = bb.bishop_attacks
    bad = []
    for sq in SQUARES:
        attacks, mask = chess.BB_DIAG_ATTACKS[sq], chess.BB_DIAG_MASKS[sq]
        for i, sub in enumerate(subsets(mask)):
            occ = sub | (NOISE[i & 63] & ~mask)
            got, want = bishop_attacks(occ, sq), attacks[sub]
            if got != want:
                bad.append(f"bishop_attacks({occ:#018x}, {name(sq)}) = {got:#018x}, python-chess {want:#018x}")
    check(bad, "bishop_attacks")


def test_queen_attacks_every_subset():
    # The queen's relevant mask has up to 21 bits; its lines are independent, so
    # every rook subset is paired with a bishop subset, cycling through all of
    # those (there are always fewer): each line sees each of its subsets.
    queen_attacks = bb.queen_attacks
    bad = []
    for sq in SQUARES:
        rank_mask, file_mask = chess.BB_RANK_MASKS[sq], chess.BB_FILE_MASKS[sq]
        diag_mask = chess.BB_DIAG_MASKS[sq]
        rook_mask = rank_mask | file_mask
        mask = rook_mask | diag_mask
        diag_subs = list(subsets(diag_mask))
        rank_attacks, file_attacks = chess.BB_RANK_ATTACKS[sq], chess.BB_FILE_ATTACKS[sq]
        diag_attacks = chess.BB_DIAG_ATTACKS[sq]
        rook_subs = list(subsets(rook_mask))
        assert len(rook_subs) >= len(diag_subs)
        for i, sub in enumerate(rook_subs):
            dsub = diag_subs[i % len(diag_subs)]
            occ = sub | dsub | (NOISE[i & 63] & ~mask)
            want = rank_attacks[sub & rank_mask] | file_attacks[sub & file_mask] | diag_attacks[dsub]
            got = queen_attacks(occ, sq)
            if got != want:
                bad.append(f"queen_attacks({occ:#018x}, {name(sq)}) = {got:#018x}, python-chess {want:#018x}")
    check(bad, "queen_attacks")


# -- Pins and attackers on positions from random games ------------------------------

GAMES = 300
MAX_PLIES = 100
SAMPLE_EVERY = 7


def random_game_positions():
    """Returns boards sampled along seeded random legal games (one seed per game)."""
    boards = []
    for seed in range(GAMES):
        rng = random.Random(seed)
        board = chess.Board()
        for ply in range(MAX_PLIES):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            if ply % SAMPLE_EVERY == seed % SAMPLE_EVERY:
                boards.append(board.copy(stack=False))
    return boards


@pytest.fixture(scope="module")
def game_positions():
    return random_game_positions()


def bb_color(chess_color: bool) -> int:
    return bb.WHITE if chess_color == chess.WHITE else bb.BLACK


def table_attackers(board: chess.Board, chess_color: bool) -> list:
    """The pieces of a color attacking each square, from the generated tables alone."""
    occ = board.occupied
    mine = board.occupied_co[chess_color]
    pawns, knights, kings = board.pawns & mine, board.knights & mine, board.kings & mine
    rq = (board.rooks | board.queens) & mine
    bq = (board.bishops | board.queens) & mine
    # A pawn of `color` on p attacks sq iff a pawn of the other color on sq attacks p.
    pawn_attacks = bb.PAWN_ATTACKS[bb_color(not chess_color)]
    knight_attacks, king_attacks = bb.KNIGHT_ATTACKS, bb.KING_ATTACKS
    rook_attacks, bishop_attacks = bb.rook_attacks, bb.bishop_attacks
    return [
        (pawn_attacks[sq] & pawns)
        | (knight_attacks[sq] & knights)
        | (king_attacks[sq] & kings)
        | (rook_attacks(occ, sq) & rq)
        | (bishop_attacks(occ, sq) & bq)
        for sq in SQUARES
    ]


def table_pinned(board: chess.Board, chess_color: bool) -> int:
    enemy = board.occupied_co[not chess_color]
    return bb.pinned(
        board.occupied,
        board.occupied_co[chess_color],
        board.king(chess_color),
        (board.rooks | board.queens) & enemy,
        (board.bishops | board.queens) & enemy,
    )


def chess_pinned(board: chess.Board, chess_color: bool) -> int:
    pins = 0
    for sq in chess.scan_forward(board.occupied_co[chess_color]):
        if board.is_pinned(chess_color, sq):
            pins |= 1 << sq
    return pins


def test_random_games_are_varied(game_positions):
    # The sample must hold what the two tests below are about.
    assert len(game_positions) > 3000
    assert sum(1 for b in game_positions if table_pinned(b, b.turn)) > 100
    assert sum(1 for b in game_positions if b.is_check()) > 100
    assert any(bin(b.queens & b.occupied_co[c]).count("1") > 1 for b in game_positions for c in chess.COLORS)
    assert any(b.has_legal_en_passant() for b in game_positions)


def test_pinned_against_is_pinned(game_positions):
    bad = []
    for board in game_positions:
        for color in chess.COLORS:
            got, want = table_pinned(board, color), chess_pinned(board, color)
            if got != want:
                bad.append(
                    f"{board.fen()} {chess.COLOR_NAMES[color]}: pinned {chess.SquareSet(got)!r}, "
                    f"python-chess {chess.SquareSet(want)!r}"
                )
    check(bad, "pinned")


def test_attackers_against_board_attackers(game_positions):
    bad = []
    for board in game_positions:
        for color in chess.COLORS:
            for sq, got in zip(SQUARES, table_attackers(board, color)):
                want = board.attackers_mask(color, sq)
                if got != want:
                    bad.append(
                        f"{board.fen()} {chess.COLOR_NAMES[color]} attackers of {name(sq)}: "
                        f"{chess.SquareSet(got)!r}, python-chess {chess.SquareSet(want)!r}"
                    )
    check(bad, "attackers")


def random_placements(count: int, seed: int):
    """Returns boards with two kings and 4 to 16 other pieces on random squares:
    denser in sliders than games, so pins of every kind and double pins occur."""
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        board = chess.Board(None)
        squares = rng.sample(range(64), 18)
        board.set_piece_at(squares[0], chess.Piece(chess.KING, chess.WHITE))
        board.set_piece_at(squares[1], chess.Piece(chess.KING, chess.BLACK))
        for sq in squares[2 : 2 + rng.randint(4, 16)]:
            kind = rng.choice((chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN))
            board.set_piece_at(sq, chess.Piece(kind, rng.choice(chess.COLORS)))
        boards.append(board)
    return boards


def test_pinned_on_random_placements():
    boards = random_placements(3000, seed=7)
    bad = []
    pinned_pieces = 0
    for board in boards:
        for color in chess.COLORS:
            got, want = table_pinned(board, color), chess_pinned(board, color)
            pinned_pieces += bin(want).count("1")
            if got != want:
                bad.append(
                    f"{board.board_fen()} {chess.COLOR_NAMES[color]}: pinned {chess.SquareSet(got)!r}, "
                    f"python-chess {chess.SquareSet(want)!r}"
                )
    check(bad, "pinned")
    assert pinned_pieces > 300
