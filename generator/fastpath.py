"""The private structures of the Python fast paths: data only the Python module holds.

In CPython a lookup costs what its bytecode costs, and the kindergarten
multiplications take more bytecode than a dictionary lookup. So the Python
`rook_attacks`, `bishop_attacks`, `queen_attacks` and the modifying-occupancy
x-rays get their sets from the structures below, while the line functions of
SPEC.md keep the kindergarten lookup:

- the rank needs no multiplication: the six inner squares of sq's rank, shifted
  down (`occ >> (sq & 56 | 1) & 63`, CPW's occ6), index a row of 64 attack sets
  per square;
- the file and the two diagonals map the occupancy of their inner squares
  (`occ & inner[sq]`) to the attack set through one dictionary per square, the
  scheme python-chess builds at import time; here it is computed once, at
  generation, and the module only loads it.

Nothing here formats anything; every set comes from `geometry.slide`, the
reference calculator.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, Iterator, Tuple

from .cache import persistent
from .geometry import BISHOP_DIRECTIONS, FILE_DIRECTIONS, RANK_DIRECTIONS, SQUARES, slide
from .tables import OCC6, SQUARE, U64, Table, lines_bb

EDGE_FILES = 0x8181818181818181  # the a- and h-files
EDGE_RANKS = 0xFF000000000000FF  # the first and eighth ranks


@dataclass(frozen=True)
class OccupancyMap:
    """Per square, {occupancy of the inner squares: attack set}, for every subset."""

    name: str
    masks: Tuple[int, ...]  # [64 sq]: the inner squares whose occupancy matters
    attacks: Tuple[Dict[int, int], ...]  # [64 sq]: {occ & mask: attacks}
    meaning: str


@dataclass(frozen=True)
class FastPath:
    """The structures of one group of fast paths, and the function that needs them."""

    function: str
    tables: Tuple[Table, ...]
    maps: Tuple[OccupancyMap, ...]


def subsets(mask: int) -> Iterator[int]:
    """Yields every subset of `mask`, 0 first, in carry-rippler order (CPW)."""
    subset = 0
    while True:
        yield subset
        subset = (subset - mask) & mask
        if not subset:
            return


def _occupancy_map(name: str, masks: Tuple[int, ...], directions, meaning: str) -> OccupancyMap:
    attacks = tuple({occ: slide(sq, occ, directions) for occ in subsets(masks[sq])} for sq in SQUARES)
    return OccupancyMap(name, masks, attacks, meaning)


@lru_cache(maxsize=1)
@persistent
def fast_paths() -> Tuple[FastPath, ...]:
    """Returns the structures of the Python fast paths, by the function that needs them."""
    rank_rows = Table(
        "_rank_rows",
        (SQUARE, OCC6),
        U64,
        tuple(tuple(slide(sq, occ6 << (sq & 56 | 1), RANK_DIRECTIONS) for occ6 in range(64)) for sq in SQUARES),
        "rank attacks of a slider on sq, its rank's inner squares holding occ6 = occ >> (sq & 56 | 1) & 63",
    )
    file_inner = tuple(lines_bb(sq, FILE_DIRECTIONS) & ~EDGE_RANKS for sq in SQUARES)
    bishop_inner = tuple(lines_bb(sq, BISHOP_DIRECTIONS) & ~(EDGE_FILES | EDGE_RANKS) for sq in SQUARES)
    file_inner_table = Table("_file_inner", (SQUARE,), U64, file_inner, "the file through sq less sq and both edges")
    bishop_inner_table = Table(
        "_diagonals_inner", (SQUARE,), U64, bishop_inner, "both diagonals through sq less sq and the board's edges"
    )
    return (
        FastPath(
            "rook_attacks",
            (rank_rows, file_inner_table),
            (
                _occupancy_map(
                    "_file_attacks_by_occ",
                    file_inner,
                    FILE_DIRECTIONS,
                    "file attacks of a slider on sq, keyed by the occupancy of the file's inner squares",
                ),
            ),
        ),
        FastPath(
            "bishop_attacks",
            (bishop_inner_table,),
            (
                _occupancy_map(
                    "_diagonals_attacks_by_occ",
                    bishop_inner,
                    BISHOP_DIRECTIONS,
                    "attacks along both diagonals of sq, keyed by the occupancy of their inner squares",
                ),
            ),
        ),
    )
