"""The engine tables (issue 47's, SPEC.md "The tables every engine builds at start-up")
on a board of `files` x `ranks` (issue 49), decided square by square from its (file,
rank) and numbered by the caller's own rule, apart from tables.py's, which walks
the model's geometry: distances counted from the coordinates, the pawn spans and
files as the squares whose coordinates lie ahead or beside, the ray tables by
stepping the unit (file, rank) step from one square until the board ends. The centre
is the middle file or two on the middle rank or two. The walk of
tests/proofs/test_boards.py adds them to its tables, so that every output read back
there is checked against them; tests/proofs/test_boards_engine.py proves the model
and the Python module against them on issue 49's boards."""

from __future__ import annotations

from typing import Callable, Dict, Tuple

WHITE, BLACK = 0, 1
Square = Tuple[int, int]


def middle(count: int) -> list:
    """The middle coordinate of an odd count, the two middle ones of an even count."""
    return [k for k in range(count) if abs(2 * k - (count - 1)) <= 1]


def engine_tables(files: int, ranks: int, number: Callable[[int, int], int]) -> Dict[str, list]:
    """Returns {table name: its entries as nested lists, square indices 0 to the highest
    square's `number`, an entry indexed by a number of no square 0}."""
    squares = [(f, r) for r in range(ranks) for f in range(files)]
    at = {number(f, r): (f, r) for f, r in squares}
    size = max(at) + 1

    def bb(cells) -> int:
        return sum(1 << number(f, r) for f, r in set(cells))

    def on(f: int, r: int) -> bool:
        return 0 <= f < files and 0 <= r < ranks

    def chebyshev(a: Square, b: Square) -> int:
        return max(abs(a[0] - b[0]), abs(a[1] - b[1]))

    def manhattan(a: Square, b: Square) -> int:
        return abs(a[0] - b[0]) + abs(a[1] - b[1])

    def per_square(fn) -> list:
        return [fn(at[sq]) if sq in at else 0 for sq in range(size)]

    def per_pair(fn) -> list:
        return [[fn(at[a], at[b]) if a in at and b in at else 0 for b in range(size)] for a in range(size)]

    def ahead(color: int, rank: int, other: int) -> bool:  # whether rank `other` lies in front of `rank`
        return other > rank if color == WHITE else other < rank

    def ray(a: Square, b: Square) -> list:
        """The squares from a (excluded) through b on to the edge; [] unless they share a line."""
        df, dr = b[0] - a[0], b[1] - a[1]
        if a == b or not (df == 0 or dr == 0 or abs(df) == abs(dr)):
            return []
        unit, out, at_ = ((df > 0) - (df < 0), (dr > 0) - (dr < 0)), [], a
        while on(at_[0] + unit[0], at_[1] + unit[1]):
            at_ = (at_[0] + unit[0], at_[1] + unit[1])
            out.append(at_)
        return out

    center = [(f, r) for f in middle(files) for r in middle(ranks)]
    out = {
        "SQUARE_DISTANCE": per_pair(chebyshev),
        "MANHATTAN_DISTANCE": per_pair(manhattan),
        "CENTER_DISTANCE": per_square(lambda a: min(chebyshev(a, c) for c in center)),
        "CENTER_MANHATTAN_DISTANCE": per_square(lambda a: min(manhattan(a, c) for c in center)),
    }
    rings = per_square(lambda a: [[s for s in squares if chebyshev(a, s) == d] for d in range(max(files, ranks))])
    out["DISTANCE_RING"] = [[bb(ring) for ring in row] if row else [0] * max(files, ranks) for row in rings]
    out["FORWARD_RANKS"] = [[bb(s for s in squares if ahead(c, r, s[1])) for r in range(ranks)] for c in (WHITE, BLACK)]
    out["FORWARD_FILE"] = [per_square(lambda a, c=c: bb(s for s in squares if s[0] == a[0] and ahead(c, a[1], s[1]))) for c in (WHITE, BLACK)]
    beside = [per_square(lambda a, c=c: bb(s for s in squares if abs(s[0] - a[0]) == 1 and ahead(c, a[1], s[1]))) for c in (WHITE, BLACK)]
    out["PAWN_ATTACK_SPAN"] = beside
    out["PASSED_PAWN_SPAN"] = [[span | front for span, front in zip(*rows)] for rows in zip(beside, out["FORWARD_FILE"])]
    out["ADJACENT_FILES"] = [bb(s for s in squares if abs(s[0] - f) == 1) for f in range(files)]
    out["RAY_PASS"] = per_pair(lambda a, b: bb(ray(a, b)))
    out["BETWEEN_AND_TO"] = per_pair(lambda a, b: bb([s for s in ray(a, b)[: chebyshev(a, b) - 1]] + [b]))
    return out
