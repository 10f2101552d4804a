"""The fixed inputs of the lookup benchmarks, the same in Python and in C.

Both draw from one splitmix64 stream (Steele, Lea, Flood 2014) with the seed of
bench/lookups.c, in the same order, so the Python and the C lookups are timed on
the same occupancies, squares and pieces.
"""

from __future__ import annotations

from typing import Iterator, List, NamedTuple

SEED = 0x5EEDB17B0A4D
MASK64 = (1 << 64) - 1
KNIGHT, KING = 1, 5  # the piece kinds of SPEC.md that piece_attacks takes: KNIGHT..KING


def splitmix64(seed: int = SEED) -> Iterator[int]:
    """Yields the splitmix64 stream of `seed`."""
    state = seed
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


class Case(NamedTuple):
    occ: int  # about a quarter of the squares, with sq and the sliders
    sub: int  # about half of occ: "own" pieces, the blockers of an x-ray
    sliders: int  # three squares: a set of sliders
    sq: int
    piece: int  # KNIGHT..KING


def cases(n: int = 4096) -> List[Case]:
    """Returns the first `n` cases of the stream, as bench/lookups.c makes them."""
    rng = splitmix64()
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
