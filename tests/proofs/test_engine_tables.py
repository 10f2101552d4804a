"""The tables every engine builds at start-up (issue 47), in the LERF Python module,
against oracles nobody here wrote (python-chess) and the independent references of
tests/oracles/engine.py, over their whole domains. Every other language and mapping
reads the same tables back in tests/proofs/test_languages.py, and answers the
functions there.
"""

from __future__ import annotations

import chess
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
