"""Board geometry: squares, directions, and the one stepping primitive.

Square mapping LERF: square = 8 * rank + file, a1 = 0, h1 = 7, a8 = 56, h8 = 63.
Every 8x8 table is computed here in LERF and carried into the other square mappings
by their permutation (`bitboard_tables.mapping`).
Every table of the product is built from `step`, which moves one square by a
(file, rank) offset and refuses to leave the board. Nothing here knows about
bit tricks: a wrap-around is impossible because files and ranks are checked
separately.

A `Geometry` is that primitive on any board in any mapping (`Mapping.board`): the
functions of this module are the 8x8 board's in LERF (`LERF_GEOMETRY`), and a
board other than 8x8 gets its tables from a Geometry of its own, in its own
numbering (tables.compute_tables).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Iterable, Iterator, Optional, Sequence, Tuple

from .mapping import LERF, Mapping

FILE_NAMES = "abcdefgh"
RANK_NAMES = "12345678"
SQUARES = range(64)
SQUARE_NAMES = tuple(f + r for r in RANK_NAMES for f in FILE_NAMES)

# The CPW "dir8" order of the generalized shift; the opposite of d is d ^ 4.
DIRECTION_NAMES = ("NOEA", "EAST", "SOEA", "SOUT", "SOWE", "WEST", "NOWE", "NORT")
DIRECTION_OFFSETS = (
    (+1, +1),  # NOEA
    (+1, 0),  # EAST
    (+1, -1),  # SOEA
    (0, -1),  # SOUT
    (-1, -1),  # SOWE
    (-1, 0),  # WEST
    (-1, +1),  # NOWE
    (0, +1),  # NORT
)
NOEA, EAST, SOEA, SOUT, SOWE, WEST, NOWE, NORT = range(8)

COLOR_NAMES = ("WHITE", "BLACK")
WHITE, BLACK = range(2)

PIECE_NAMES = ("PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING")
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = range(6)

# The four lines through a square, each as its pair of opposite directions.
RANK_DIRECTIONS = (EAST, WEST)
FILE_DIRECTIONS = (NORT, SOUT)
DIAGONAL_DIRECTIONS = (NOEA, SOWE)
ANTI_DIAGONAL_DIRECTIONS = (NOWE, SOEA)
ROOK_DIRECTIONS = RANK_DIRECTIONS + FILE_DIRECTIONS
BISHOP_DIRECTIONS = DIAGONAL_DIRECTIONS + ANTI_DIAGONAL_DIRECTIONS
QUEEN_DIRECTIONS = tuple(range(8))

KNIGHT_OFFSETS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING_OFFSETS = DIRECTION_OFFSETS
PAWN_CAPTURE_OFFSETS = (((-1, +1), (+1, +1)), ((-1, -1), (+1, -1)))  # [color]


def square_file(sq: int) -> int:
    return sq & 7


def square_rank(sq: int) -> int:
    return sq >> 3


@dataclass(frozen=True)
class Geometry:
    """The squares of `mapping`'s board, numbered by `mapping`, and the stepping
    primitive on them."""

    mapping: Mapping
    # the rays once computed, by (sq, direction): the tables ask for each a thousand
    # times, and the slider tables' builds a million (a dict, not an lru_cache, whose
    # key would hash the mapping and its board at every call)
    _rays: Dict[Tuple[int, int], Tuple[int, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def size(self) -> int:
        """Returns how many entries a square index has: the highest square number plus
        one (padding between rows included)."""
        return len(self.mapping.squares)

    @property
    def squares(self) -> Tuple[int, ...]:
        """Returns the square numbers of the board, in increasing order (no padding)."""
        return tuple(sq for sq, at in enumerate(self.mapping.squares) if at is not None)

    def step(self, sq: int, offset: Sequence[int]) -> Optional[int]:
        """Returns the square `offset` (file, rank) away from `sq`, or None off the board
        (and from a padding number, which is no square)."""
        at = self.mapping.squares[sq]
        if at is None:
            return None
        file, rank = at[0] + offset[0], at[1] + offset[1]
        if 0 <= file < self.mapping.board.files and 0 <= rank < self.mapping.board.ranks:
            return self.mapping.square(file, rank)
        return None

    def ray(self, sq: int, direction: int) -> Tuple[int, ...]:
        """Returns the squares from `sq` (excluded) to the edge in `direction`, nearest
        first; () at the edge. (Kept once computed.)"""
        found = self._rays.get((sq, direction))
        if found is None:
            offset, out = DIRECTION_OFFSETS[direction], []
            nxt = self.step(sq, offset)
            while nxt is not None:
                out.append(nxt)
                nxt = self.step(nxt, offset)
            found = self._rays[sq, direction] = tuple(out)
        return found

    def leap(self, sq: int, offsets: Iterable[Sequence[int]]) -> int:
        """Returns the squares `offsets` away from `sq` that are on the board."""
        return bitboard(t for t in (self.step(sq, o) for o in offsets) if t is not None)

    def slide(self, sq: int, occupied: int, directions: Iterable[int]) -> int:
        """Returns the squares a slider on `sq` attacks in `directions`, each ray stopping
        at and including its first occupied square; the reference for every attack table."""
        attacks = 0
        for direction in directions:
            for target in self.ray(sq, direction):
                attacks |= 1 << target
                if occupied >> target & 1:
                    break
        return attacks

    def inner_rays(self, sq: int, directions: Iterable[int]) -> int:
        """Returns the squares of the rays from `sq` in `directions`, each less its last
        (edge) square: the squares with something behind them, whose occupancy can
        change an attack set (0 for no directions, and for a ray of one square)."""
        return bitboard(s for d in directions for s in self.ray(sq, d)[:-1])


LERF_GEOMETRY = Geometry(LERF)  # the 8x8 board in LERF, whose tables every mapping carries
step, ray, leap, slide, inner_rays = (
    LERF_GEOMETRY.step, LERF_GEOMETRY.ray, LERF_GEOMETRY.leap, LERF_GEOMETRY.slide, LERF_GEOMETRY.inner_rays
)


def bitboard(squares: Iterable[int]) -> int:
    """Returns the set of `squares` as a bitboard (0 for none)."""
    bb = 0
    for sq in squares:
        bb |= 1 << sq
    return bb


def squares_of(bb: int) -> Iterator[int]:
    """Yields the squares of `bb` in increasing order."""
    while bb:
        low = bb & -bb
        yield low.bit_length() - 1
        bb ^= low


def subsets(mask: int) -> Iterator[int]:
    """Yields every subset of `mask`, 0 first, in carry-rippler order (CPW)."""
    subset = 0
    while True:
        yield subset
        subset = (subset - mask) & mask
        if not subset:
            return
