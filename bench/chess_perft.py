"""Perft with python-chess: the baseline of the perft benchmark.

    python -m bench.chess_perft "<FEN>" DEPTH

Prints the node count as the last line, like `python -m tests.perft` and
tests/perft/perft.c. Counts the last ply in bulk (the number of legal moves),
as both of them do, so the three do the same work per node.
"""

from __future__ import annotations

import sys

import chess

from tests.oracles.python_chess import chess_perft  # the tests' oracle, which imports chess alone


def main() -> int:
    fen, depth = sys.argv[1], int(sys.argv[2])
    print(chess_perft(chess.Board(fen), depth))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
