"""The tables every engine builds at start-up (issue 47), in the LERF Python module,
against oracles nobody here wrote (python-chess) and the independent references of
tests/oracles/engine.py, over their whole domains. Every other language and mapping
reads the same tables back in tests/proofs/test_languages.py, and answers the
functions there.
"""

from __future__ import annotations

import random

import chess
import chess.polyglot
import pytest

from generated import bitboards as bb
from tests.oracles import engine

SQUARES = range(64)


def _mismatches(table, want, indices):
    return [index for index in indices if _entry(table, index) != want(*index)]


def _entry(table, index):
    for i in index:
        table = table[i]
    return table


PAIRS = [(a, b) for a in SQUARES for b in SQUARES]
COLOR_SQUARES = [(c, sq) for c in range(2) for sq in SQUARES]

# (table, its reference, its domain)
REFERENCES = {
    "SQUARE_DISTANCE": (engine.square_distance, PAIRS),
    "MANHATTAN_DISTANCE": (engine.manhattan_distance, PAIRS),
    "CENTER_DISTANCE": (engine.center_distance, [(sq,) for sq in SQUARES]),
    "CENTER_MANHATTAN_DISTANCE": (engine.center_manhattan_distance, [(sq,) for sq in SQUARES]),
    "DISTANCE_RING": (engine.distance_ring, [(sq, d) for sq in SQUARES for d in range(8)]),
    "FORWARD_RANKS": (engine.forward_ranks, [(c, r) for c in range(2) for r in range(8)]),
    "FORWARD_FILE": (engine.forward_file, COLOR_SQUARES),
    "PAWN_ATTACK_SPAN": (engine.pawn_attack_span, COLOR_SQUARES),
    "PASSED_PAWN_SPAN": (engine.passed_pawn_span, COLOR_SQUARES),
    "ADJACENT_FILES": (engine.adjacent_files, [(f,) for f in range(8)]),
    "RAY_PASS": (engine.ray_pass, PAIRS),
    "BETWEEN_AND_TO": (engine.between_and_to, PAIRS),
}


@pytest.mark.parametrize("name", sorted(REFERENCES))
def test_table_equals_its_reference_over_its_whole_domain(name):
    want, domain = REFERENCES[name]
    assert _mismatches(getattr(bb, name), want, domain) == []


def test_distances_equal_python_chess():
    for a, b in PAIRS:
        assert bb.SQUARE_DISTANCE[a][b] == chess.square_distance(a, b) == bb.distance(a, b), (a, b)
        assert bb.MANHATTAN_DISTANCE[a][b] == chess.square_manhattan_distance(a, b) == bb.manhattan_distance(a, b)


def test_center_distances_are_cpws_arrays():
    # CPW "Center Distance" and "Center Manhattan-Distance": rank 1 and rank 4, a..h
    assert bb.CENTER_DISTANCE[0:8] == (3,) * 8
    assert bb.CENTER_DISTANCE[24:32] == (3, 2, 1, 0, 0, 1, 2, 3)
    assert bb.CENTER_MANHATTAN_DISTANCE[0:8] == (6, 5, 4, 3, 3, 4, 5, 6)
    assert bb.CENTER_MANHATTAN_DISTANCE[24:32] == (3, 2, 1, 0, 0, 1, 2, 3)


def _ray_pass_by_python_chess(frm: int, to: int) -> int:
    """The squares s of chess.ray(frm, to) with to on the way from frm to s, or s on
    the way to to: the ray from frm through to, on to the edge."""
    line = chess.ray(frm, to)
    return sum(
        1 << s
        for s in chess.scan_forward(line)
        if s != frm and (s == to or chess.between(frm, s) >> to & 1 or chess.between(frm, to) >> s & 1)
    )


def test_stockfish_ray_tables_by_python_chess():
    for frm, to in PAIRS:
        assert bb.RAY_PASS[frm][to] == _ray_pass_by_python_chess(frm, to), (frm, to)
        assert bb.BETWEEN_AND_TO[frm][to] == chess.between(frm, to) | chess.BB_SQUARES[to], (frm, to)
        # Stockfish's LineBB is our LINE: 0 for frm == to, as python-chess's ray is not
        assert bb.LINE[frm][to] == (chess.ray(frm, to) if frm != to else 0), (frm, to)


def test_pawn_spans_by_python_chess_files_and_ranks():
    """Stockfish's definitions, from python-chess's file and rank masks."""
    for color, sq in COLOR_SQUARES:
        rank, file = chess.square_rank(sq), chess.square_file(sq)
        ahead = range(rank + 1, 8) if color == bb.WHITE else range(rank)
        forward_ranks = sum((chess.BB_RANKS[r] for r in ahead), 0)
        adjacent = sum((chess.BB_FILES[f] for f in (file - 1, file + 1) if 0 <= f < 8), 0)
        assert bb.forward_ranks(color, sq) == forward_ranks
        assert bb.forward_file(color, sq) == forward_ranks & chess.BB_FILES[file]
        assert bb.pawn_attack_span(color, sq) == forward_ranks & adjacent
        assert bb.passed_pawn_span(color, sq) == forward_ranks & (adjacent | chess.BB_FILES[file])
        assert bb.adjacent_files(sq) == adjacent


def test_edges():
    # the a- and h-file have one neighbour; a pawn on its last rank has nothing in front
    assert bb.ADJACENT_FILES[0] == chess.BB_FILE_B and bb.ADJACENT_FILES[7] == chess.BB_FILE_G
    assert bb.FORWARD_RANKS[bb.WHITE][7] == 0 and bb.FORWARD_RANKS[bb.BLACK][0] == 0
    assert bb.PASSED_PAWN_SPAN[bb.WHITE][bb.A7] == chess.BB_A8 | chess.BB_B8
    assert bb.PASSED_PAWN_SPAN[bb.BLACK][bb.H2] == chess.BB_H1 | chess.BB_G1
    assert bb.DISTANCE_RING[bb.A1][0] == chess.BB_A1 and bb.DISTANCE_RING[bb.A1][7] == chess.BB_FILE_H | chess.BB_RANK_8
    assert bb.BETWEEN_AND_TO[bb.E4][bb.E4] == chess.BB_E4 and bb.RAY_PASS[bb.E4][bb.E4] == 0


# --- the Polyglot keys ---------------------------------------------------------------


def test_polyglot_keys_are_python_chess_s():
    assert bb.POLYGLOT_RANDOM == tuple(chess.polyglot.POLYGLOT_RANDOM_ARRAY)


def polyglot_key(board: chess.Board) -> int:
    """Returns the Polyglot key of `board`, built from the module's tables and
    polyglot_piece_key alone (SPEC.md: the Polyglot keys)."""
    key = 0
    for sq, piece in board.piece_map().items():
        key ^= bb.polyglot_piece_key(bb.WHITE if piece.color else bb.BLACK, piece.piece_type - 1, sq)
    rights = (
        board.has_kingside_castling_rights(chess.WHITE),
        board.has_queenside_castling_rights(chess.WHITE),
        board.has_kingside_castling_rights(chess.BLACK),
        board.has_queenside_castling_rights(chess.BLACK),
    )
    key ^= _xor(bb.POLYGLOT_RANDOM[768 + k] for k, right in enumerate(rights) if right)
    if board.ep_square is not None:
        us, them = (bb.WHITE, bb.BLACK) if board.turn else (bb.BLACK, bb.WHITE)
        # a pawn of the side to move beside the pawn that moved two squares: one that attacks the square behind it
        if bb.PAWN_ATTACKS[them][board.ep_square] & board.pieces_mask(chess.PAWN, board.turn):
            key ^= bb.POLYGLOT_RANDOM[772 + chess.square_file(board.ep_square)]
    return key ^ (bb.POLYGLOT_RANDOM[780] if board.turn == chess.WHITE else 0)


def _xor(values) -> int:
    out = 0
    for value in values:
        out ^= value
    return out


def random_positions(count: int, seed: int = 47):
    """Yields `count` positions of seeded random play: games of up to 120 plies, each
    position after a move, pawn moves favoured so that en passant comes up."""
    rng = random.Random(seed)
    board = chess.Board()
    while count:
        moves = list(board.legal_moves)
        if not moves or board.ply() >= 120:
            board = chess.Board()
            continue
        pawn_moves = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN]
        board.push(rng.choice(pawn_moves if pawn_moves and rng.random() < 0.4 else moves))
        count -= 1
        yield board


def test_start_position_key():
    assert polyglot_key(chess.Board()) == 0x463B96181691FC9C == chess.polyglot.zobrist_hash(chess.Board())


def test_1000_random_positions_hash_as_python_chess_s():
    seen_ep, taken = 0, 0
    for board in random_positions(1000):
        assert polyglot_key(board) == chess.polyglot.zobrist_hash(board), board.fen()
        seen_ep += board.ep_square is not None
        taken += board.ep_square is not None and any(board.generate_pseudo_legal_ep())
    assert seen_ep > 50 and taken > 5  # en passant squares among them, with and without a pawn to take


# --- castling, standard and Chess960 ------------------------------------------------


@pytest.mark.parametrize("name, part", [("CASTLING_EMPTY", 0), ("CASTLING_KING_PATH", 1)])
def test_castling_tables_equal_their_reference(name, part):
    table = getattr(bb, name)
    for color in range(2):
        for king_file in range(8):
            for rook_file in range(8):
                assert table[color][king_file][rook_file] == engine.castling(color, king_file, rook_file)[part]


def test_standard_castling():
    assert bb.CASTLING_EMPTY[bb.WHITE][4][7] == chess.BB_F1 | chess.BB_G1
    assert bb.CASTLING_EMPTY[bb.WHITE][4][0] == chess.BB_B1 | chess.BB_C1 | chess.BB_D1
    assert bb.CASTLING_KING_PATH[bb.BLACK][4][0] == chess.BB_E8 | chess.BB_D8 | chess.BB_C8
    # Chess960: king b1, rook a1: the king goes to c1, the rook to d1, over a1 and b1 themselves
    assert bb.CASTLING_EMPTY[bb.WHITE][1][0] == chess.BB_C1 | chess.BB_D1
    # king g1, rook h1: the king stays, the rook goes to f1
    assert bb.CASTLING_EMPTY[bb.WHITE][6][7] == chess.BB_F1 and bb.CASTLING_KING_PATH[bb.WHITE][6][7] == chess.BB_G1


def _castles(board: chess.Board, color: int, king: int, rook: int) -> bool:
    """Whether our tables let the king on `king` castle with the rook on `rook` in `board`:
    the empty squares empty, no square of the king's path attacked (each with the
    occupancy it is asked with: the king lifted, and on its destination the rook moved)."""
    king_f, rook_f = chess.square_file(king), chess.square_file(rook)
    empty, path = bb.CASTLING_EMPTY[color][king_f][rook_f], bb.CASTLING_KING_PATH[color][king_f][rook_f]
    if board.occupied & empty:
        return False
    first = 0 if color == bb.WHITE else 56
    king_to, rook_to = first + (6 if rook > king else 2), first + (5 if rook > king else 3)
    them = not board.turn
    for sq in chess.scan_forward(path):
        occupied = board.occupied ^ chess.BB_SQUARES[king]
        if sq == king_to:
            occupied ^= chess.BB_SQUARES[rook] ^ chess.BB_SQUARES[rook_to]
        if board.attackers_mask(them, sq, occupied):
            return False
    return True


def test_chess960_castling_of_all_960_starts_with_random_blockers_and_attackers():
    """python-chess's legal castling (Board.generate_castling_moves, chess960=True) in each
    of the 960 starting positions, for each color, with random own and enemy pieces on
    the first rank and enemy rooks and bishops above it, equals what our tables allow."""
    rng = random.Random(960)
    castled = refused = 0
    for n in range(960):
        start = chess.Board.from_chess960_pos(n)
        for color in (bb.WHITE, bb.BLACK):
            us = chess.WHITE if color == bb.WHITE else chess.BLACK
            first = chess.BB_RANK_1 if us == chess.WHITE else chess.BB_RANK_8
            board = chess.Board(None, chess960=True)
            for sq in chess.scan_forward(first & (start.kings | start.rooks)):  # the king and rooks of that start
                board.set_piece_at(sq, start.piece_at(sq))
            king = board.king(us)
            rooks = board.pieces_mask(chess.ROOK, us)
            others = [sq for sq in chess.scan_forward(first) if not board.piece_at(sq)]
            for sq in others:  # blockers: ours and theirs, on about a third of the empty first-rank squares
                if rng.random() < 0.35:
                    board.set_piece_at(sq, chess.Piece(rng.choice((chess.KNIGHT, chess.BISHOP)), rng.random() < 0.5))
            for _ in range(rng.randrange(3)):  # attackers above the first rank
                sq = rng.randrange(8, 56)
                if not board.piece_at(sq):
                    board.set_piece_at(sq, chess.Piece(rng.choice((chess.ROOK, chess.BISHOP, chess.KNIGHT)), not us))
            board.set_piece_at(chess.H4 if not board.piece_at(chess.H4) else chess.A4, chess.Piece(chess.KING, not us))
            board.turn = us
            board.castling_rights = rooks
            allowed = {m.to_square for m in board.generate_castling_moves()}
            ours = {rook for rook in chess.scan_forward(rooks) if _castles(board, color, king, rook)}
            assert ours == allowed, (n, color, board.fen())
            castled += len(allowed)
            refused += 2 - len(allowed)
    assert castled > 500 and refused > 500  # both answers well represented
