"""python-chess as the oracle of perft counts: its own legal move generator,
independent of every output of this project."""

from __future__ import annotations

from typing import Dict

import chess


def chess_perft(board: chess.Board, depth: int) -> int:
    """Returns the leaf nodes of `board`'s legal move tree `depth` plies deep (depth >= 1)."""
    if depth == 1:
        return board.legal_moves.count()
    nodes = 0
    for move in board.legal_moves:
        board.push(move)
        nodes += chess_perft(board, depth - 1)
        board.pop()
    return nodes


def chess_divide(board: chess.Board, depth: int) -> Dict[str, int]:
    """Returns {UCI move: its leaf nodes at `depth` - 1 more plies} for every legal
    move of `board` (1 each at depth 1), as a perft's --divide prints them."""
    out = {}
    for move in board.legal_moves:
        board.push(move)
        out[move.uci()] = chess_perft(board, depth - 1) if depth > 1 else 1
        board.pop()
    return out
