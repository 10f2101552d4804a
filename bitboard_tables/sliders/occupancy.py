"""The occupancies a slider table is indexed by: each square's relevant mask, every
subset of it, and the attack and x-ray sets of each subset.

A square's relevant-occupancy mask holds its rook or bishop rays less sq and less
the last square of each ray, whose occupancy never changes an attack set: rook
102,400 subsets over the 64 squares, bishop 5,248. Square sq's block of 2**n
entries (n the mask's size) starts at `offsets[sq]`, the same for fancy magic and
PEXT. Enumerating the subsets of a mask in carry-rippler order (CPW) yields them in
increasing PEXT index.

Each subset's x-ray set is a ^ attacks(occ & ~a) with a = attacks(occ): on each ray
the squares behind the first blocker up to and including the second (or to the
edge). Every set comes from `geometry.slide`, the reference calculator, on LERF
squares, carried into the mapping by its permutation. A set depends on the
occupancy of each line separately, so each line's sets are computed once per
subset of that line's mask and combined.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, Iterable, Tuple

from ..geometry import subsets  # carry-rippler order: the order of increasing pext(subset, mask)
from ..geometry import (
    ANTI_DIAGONAL_DIRECTIONS,
    DIAGONAL_DIRECTIONS,
    FILE_DIRECTIONS,
    RANK_DIRECTIONS,
    SQUARES,
    inner_rays,
    slide,
)
from ..mapping import Mapping

ROOK_PIECE, BISHOP_PIECE = "rook", "bishop"  # the sliders with tables of their own
PIECES = (ROOK_PIECE, BISHOP_PIECE)
# the two lines of each piece, each as its pair of opposite directions
PIECE_LINES = {ROOK_PIECE: (RANK_DIRECTIONS, FILE_DIRECTIONS), BISHOP_PIECE: (DIAGONAL_DIRECTIONS, ANTI_DIAGONAL_DIRECTIONS)}
TABLE_ENTRIES = {ROOK_PIECE: 102400, BISHOP_PIECE: 5248}


def relevant_masks(mapping: Mapping, piece: str) -> Tuple[int, ...]:
    """Returns [sq]: the relevant-occupancy mask of `piece` on sq in `mapping`: its rays
    less sq and less the last square of each ray."""
    directions = sum(PIECE_LINES[piece], ())
    return mapping.carry_square_sets(lambda s: inner_rays(s, directions))


def index_bits(mapping: Mapping, piece: str) -> Tuple[int, ...]:
    """Returns [sq]: the number of index bits of sq, the size of its relevant mask."""
    return tuple(bin(m).count("1") for m in relevant_masks(mapping, piece))


def block_offsets(bits: Iterable[int]) -> Tuple[int, ...]:
    """Returns where each block of 2**bits entries starts when the blocks of `bits`
    stand one after another, and then the entries of them all (one more value)."""
    out, total = [], 0
    for b in bits:
        out.append(total)
        total += 1 << b
    return (*out, total)


def offsets(mapping: Mapping, piece: str) -> Tuple[int, ...]:
    """Returns [sq]: where sq's block of 2**bits entries starts in the packed tables."""
    return block_offsets(index_bits(mapping, piece))[:-1]


@dataclass(frozen=True)
class SquareSets:
    """Every subset of one square's relevant mask, in carry-rippler (PEXT) order,
    with its attack set and x-ray set."""

    mask: int
    occupancies: Tuple[int, ...]
    attacks: Tuple[int, ...]
    xrays: Tuple[int, ...]


def _line_sets(mapping: Mapping, directions) -> Tuple[Tuple[int, Dict[int, Tuple[int, int]]], ...]:
    """Returns [sq]: (the line's relevant mask, {subset: (attacks, x-rays)}) of the line
    `directions` through sq, all numbered in `mapping`."""
    masks = mapping.carry_square_sets(lambda s: inner_rays(s, directions))
    attacks_of = mapping.carry_attacks(lambda s, occ: slide(s, occ, directions))
    out = []
    for sq, mask in enumerate(masks):
        sets = {}
        for occ in subsets(mask):
            attacks = attacks_of(sq, occ)
            sets[occ] = (attacks, attacks ^ attacks_of(sq, occ & ~attacks))
        out.append((mask, sets))
    return tuple(out)


@lru_cache(maxsize=None)
def square_sets(mapping: Mapping, piece: str) -> Tuple[SquareSets, ...]:
    """Returns [sq]: every subset of sq's relevant mask for `piece` in `mapping`, with
    its attack and x-ray sets, in carry-rippler order."""
    out = []
    line_a, line_b = (_line_sets(mapping, d) for d in PIECE_LINES[piece])
    for sq in SQUARES:
        (mask_a, sets_a), (mask_b, sets_b) = line_a[sq], line_b[sq]
        mask = mask_a | mask_b
        occupancies, attacks, xrays = [], [], []
        for occ in subsets(mask):
            attacks_a, xrays_a = sets_a[occ & mask_a]
            attacks_b, xrays_b = sets_b[occ & mask_b]
            occupancies.append(occ)
            attacks.append(attacks_a | attacks_b)
            xrays.append(xrays_a | xrays_b)
        out.append(SquareSets(mask, tuple(occupancies), tuple(attacks), tuple(xrays)))
    return tuple(out)
