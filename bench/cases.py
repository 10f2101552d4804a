"""The fixed inputs of the lookup benchmarks, the same in Python and in C.

Both draw from one splitmix64 stream (Steele, Lea, Flood 2014) with the seed of
bench/lookups.c, in the same order, so the Python and the C lookups are timed on
the same occupancies, squares and pieces.
"""

from __future__ import annotations

from typing import List, NamedTuple

from bitboard_tables.sliders import splitmix64  # the stream the magic search draws from too

SEED = 0x5EEDB17B0A4D
KNIGHT, KING = 1, 5  # the piece kinds of SPEC.md that piece_attacks takes: KNIGHT..KING


class Case(NamedTuple):
    occ: int  # about a quarter of the squares, with sq and the sliders
    sub: int  # about half of occ: "own" pieces, the blockers of an x-ray
    sliders: int  # three squares: a set of sliders
    sq: int
    piece: int  # KNIGHT..KING


def cases(n: int = 4096) -> List[Case]:
    """Returns the first `n` cases of the stream, as bench/lookups.c makes them."""
    rng = splitmix64(SEED)
    out = []
    for _ in range(n):
        a, b, c = next(rng), next(rng), next(rng)
        occ = a & b
        sub = occ & c
        sq = next(rng) >> 58
        piece = KNIGHT + next(rng) % (KING - KNIGHT + 1)
        sliders = 0
        for _ in range(3):
            sliders |= 1 << (next(rng) >> 58)
        occ |= sliders | 1 << sq
        out.append(Case(occ, sub, sliders, sq, piece))
    return out
