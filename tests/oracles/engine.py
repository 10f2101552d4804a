"""The tables every engine builds at start-up (issue 47), written independently of
`bitboard_tables/`: each by another road than the generator's.

- distances by a breadth-first walk of king steps (Chebyshev) and of rook steps
  of one square (Manhattan), the center ones by the nearest of d4, e4, d5, e5;
- pawn structure by comparing coordinates square by square (Stockfish's
  definitions: the ranks ahead, the file, the files beside);
- Stockfish's ray tables by walking a direction step by step from `frm` until
  `to` is met (and on past it, to the edge).

LERF squares: square = 8 * rank + file.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Optional, Tuple

from tests.oracles.reference import KING_STEPS, STEPS, WHITE, bb, coords, step

ORTHOGONAL_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
CENTER = (27, 28, 35, 36)  # d4, e4, d5, e5


def _walk(start: int, steps) -> Tuple[int, ...]:
    """Returns the least number of `steps` from `start` to every square."""
    dist = [-1] * 64
    dist[start] = 0
    todo = deque([start])
    while todo:
        sq = todo.popleft()
        for df, dr in steps:
            t = step(sq, df, dr)
            if t is not None and dist[t] < 0:
                dist[t] = dist[sq] + 1
                todo.append(t)
    return tuple(dist)


@lru_cache(maxsize=None)
def king_distances(frm: int) -> Tuple[int, ...]:
    return _walk(frm, KING_STEPS)


@lru_cache(maxsize=None)
def manhattan_distances(frm: int) -> Tuple[int, ...]:
    return _walk(frm, ORTHOGONAL_STEPS)


def square_distance(a: int, b: int) -> int:
    return king_distances(a)[b]


def manhattan_distance(a: int, b: int) -> int:
    return manhattan_distances(a)[b]


def center_distance(sq: int) -> int:
    return min(square_distance(sq, c) for c in CENTER)


def center_manhattan_distance(sq: int) -> int:
    return min(manhattan_distance(sq, c) for c in CENTER)


def distance_ring(sq: int, d: int) -> int:
    return bb(t for t in range(64) if square_distance(sq, t) == d)


def _ahead(color: int, rank: int, other_rank: int) -> bool:
    return other_rank > rank if color == WHITE else other_rank < rank


def forward_ranks(color: int, rank: int) -> int:
    return bb(t for t in range(64) if _ahead(color, rank, coords(t)[1]))


def forward_file(color: int, sq: int) -> int:
    f, r = coords(sq)
    return bb(t for t in range(64) if coords(t)[0] == f and _ahead(color, r, coords(t)[1]))


def adjacent_files(file: int) -> int:
    return bb(t for t in range(64) if abs(coords(t)[0] - file) == 1)


def pawn_attack_span(color: int, sq: int) -> int:
    f, r = coords(sq)
    return bb(t for t in range(64) if abs(coords(t)[0] - f) == 1 and _ahead(color, r, coords(t)[1]))


def passed_pawn_span(color: int, sq: int) -> int:
    f, r = coords(sq)
    return bb(t for t in range(64) if abs(coords(t)[0] - f) <= 1 and _ahead(color, r, coords(t)[1]))


def _direction_to(frm: int, to: int) -> Optional[Tuple[int, int]]:
    """Returns the step whose walk from frm meets to, or None."""
    for df, dr in STEPS.values():
        t = step(frm, df, dr)
        while t is not None:
            if t == to:
                return df, dr
            t = step(t, df, dr)
    return None


def ray_pass(frm: int, to: int) -> int:
    """Stockfish's RayPassBB: from frm (excluded) through to and on to the edge; 0 off-line."""
    direction = _direction_to(frm, to)
    out, t = 0, frm
    while direction is not None:
        t = step(t, *direction)
        if t is None:
            break
        out |= 1 << t
    return out


def between_and_to(frm: int, to: int) -> int:
    """Stockfish's BetweenBB: the squares walked from frm up to and including to; to alone off-line."""
    direction = _direction_to(frm, to)
    if direction is None:
        return 1 << to
    out, t = 0, frm
    while t != to:
        t = step(t, *direction)
        out |= 1 << t
    return out


def castling(color: int, king_file: int, rook_file: int) -> Tuple[int, int]:
    """(must be empty, the king's path) by walking: the king steps toward its file (g
    beyond the rook toward h, else c), the rook toward f or d; every square either
    stands on or passes, but the two themselves, must be empty; the king's squares,
    start and end, must not be attacked. (0, 0) when the files are one."""
    if king_file == rook_file:
        return 0, 0
    rank = 0 if color == WHITE else 7
    king_to, rook_to = (6, 5) if rook_file > king_file else (2, 3)

    def walked(start: int, end: int) -> int:
        sq, out = 8 * rank + start, 1 << 8 * rank + start
        while sq != 8 * rank + end:
            sq = step(sq, 1 if end > start else -1, 0)
            out |= 1 << sq
        return out

    king_path = walked(king_file, king_to)
    pieces = 1 << 8 * rank + king_file | 1 << 8 * rank + rook_file
    return (king_path | walked(rook_file, rook_to)) & ~pieces, king_path
