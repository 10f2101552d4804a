"""Perft with python-chess: the baseline of the perft benchmark.

    python -m bench.chess_perft "<FEN>" DEPTH

Prints the node count as the last line, like `python -m tests.perft` and
tests/perft/perft.c. Counts the last ply in bulk (the number of legal moves),
as both of them do, so the three do the same work per node.
"""

from __future__ import annotations

import sys

import chess


def perft(board: chess.Board, depth: int) -> int:
    if depth == 1:
        return board.legal_moves.count()
    nodes = 0
    for move in board.legal_moves:
        board.push(move)
        nodes += perft(board, depth - 1)
        board.pop()
    return nodes


def main() -> int:
    fen, depth = sys.argv[1], int(sys.argv[2])
    print(perft(chess.Board(fen), depth))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
