"""The magic search: the fancy magic numbers of every square, found deterministically.

A magic of square sq maps every subset of sq's relevant mask to an index of the
minimal bits (the mask's size) by ((occ * magic) mod 2**64) >> (64 - bits), without a
destructive collision: two subsets that share an index share both their attack
set and their x-ray set. Candidates are sparse numbers drawn from splitmix64 seeded
by `SEED`, the piece and the square, so the search finds the same magics on every
run. It takes half a minute per mapping, too long for every generation: the magics
are recorded in `bitboard_tables/magic_numbers.py` (`magic_numbers_module`), which
`python -m bitboard_tables.sliders` (`make magics`) writes. The product's lookups
index by the technique's own expression (`techniques.py`), which the tests check
against these magics; the search's inner loop spells the same formula for speed.

The 32-bit index (technique magic32, Stockfish's index on 32-bit CPUs) has magics
of its own, found the same way from a stream of their own (`find_magic` with
`width` 32): fold32(occ & mask, magic) >> (32 - bits), fold32 the low halves'
product xor the high halves', on 32-bit words. A 64-bit magic is no 32-bit one.
"""

from __future__ import annotations

from typing import Dict, Iterator, List, Optional, Tuple

from ..geometry import SQUARES
from ..mapping import Mapping
from ..expression import M32, M64
from .occupancy import PIECES, SquareSets, square_sets

SEED = 0x62697462_6F617264  # "bitboard": the fixed seed of the magic search



def splitmix64(state: int) -> Iterator[int]:
    """Yields the splitmix64 stream (Steele, Lea, Flood 2014) from `state`."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        yield z ^ (z >> 31)


def candidate_stream(piece: str, sq: int, width: int = 64) -> Iterator[int]:
    """Yields the magic candidates of `piece` on sq: sparse numbers, each the AND of
    three draws of splitmix64 seeded by SEED, the piece and the square (the same
    stream in every mapping); for the 32-bit index (`width` 32), a stream of its own
    (bit 7 of the seed set)."""
    draws = splitmix64(SEED ^ (PIECES.index(piece) << 6 | sq) ^ (width == 32) << 7)
    while True:
        yield next(draws) & next(draws) & next(draws)


def fold32(value: int, magic: int) -> int:
    """Returns the 32-bit magic product of `value`: its low half times the magic's low
    half, xor its high half times the magic's high half, on 32-bit words."""
    return ((value & M32) * (magic & M32) ^ (value >> 32) * (magic >> 32)) & M32


def _keys(sets: SquareSets) -> List[int]:
    """Returns one small number per subset, equal for two subsets when both their
    attack sets and their x-ray sets are equal."""
    ids: Dict[Tuple[int, int], int] = {}
    return [ids.setdefault(pair, len(ids)) for pair in zip(sets.attacks, sets.xrays)]


def find_magic(sets: SquareSets, piece: str, sq: int, width: int = 64, candidates: Optional[Iterator[int]] = None) -> Tuple[int, int]:
    """Returns (magic, candidates tried): the first candidate of sq's stream (or of
    `candidates`) that gives the minimal index (bits = popcount of the mask) without a
    destructive collision for attacks or x-rays: ((occ * magic) mod 2**width) >>
    (width - bits), 64 bits or a board's 128 (board_magics.py), or with `width` 32 the
    32-bit index fold32(occ, magic) >> (32 - bits)."""
    bits = bin(sets.mask).count("1")
    shift, size, top = width - bits, 1 << bits, (1 << width) - 1
    keys = _keys(sets)
    halves = [(occ & M32, occ >> 32) for occ in sets.occupancies]
    used = [0] * size
    stamp = [0] * size
    tried = 0
    for magic in candidates or candidate_stream(piece, sq, width):
        product = fold32(sets.mask, magic) if width == 32 else (sets.mask * magic) & top
        if bin(product >> (width - 8)).count("1") < 6:  # few high bits: rarely a magic
            continue
        tried += 1
        if width != 32:
            indices = (((occ * magic) & top) >> shift for occ in sets.occupancies)
        else:
            low, high = magic & M32, magic >> 32
            indices = (((lo * low ^ hi * high) & M32) >> shift for lo, hi in halves)
        for index, key in zip(indices, keys):
            if stamp[index] != tried:
                stamp[index] = tried
                used[index] = key
            elif used[index] != key:
                break
        else:
            return magic, tried
    raise AssertionError("unreachable: the stream is endless")


def search_magics(mapping: Mapping, piece: str, squares=SQUARES, width: int = 64) -> Tuple[int, ...]:
    """Returns the magic of each of `squares` for `piece` in `mapping`, found by
    `find_magic` for the index of `width` bits."""
    sets = square_sets(mapping, piece)
    return tuple(find_magic(sets[sq], piece, sq, width)[0] for sq in squares)


def recorded_magics(mapping: Mapping, piece: str, width: int = 64) -> Tuple[int, ...]:
    """Returns [sq]: the recorded magic of `piece` in `mapping` for the index of `width`
    bits (bitboard_tables/magic_numbers.py: MAGICS, MAGICS32)."""
    from ..magic_numbers import MAGICS, MAGICS32

    return (MAGICS if width == 64 else MAGICS32)[mapping.name][piece]



def magic_numbers_module(found: Dict[str, Dict[str, Tuple[int, ...]]], black=None, found32=None) -> str:
    """Returns the text of bitboard_tables/magic_numbers.py recording `found`
    ({mapping name: {piece: [64 sq] magics}}), four magics a line, each line naming
    its squares, `black` ({mapping name: {piece: [64 sq] (magic, offset)}}), the
    overlapped black magics, and `found32`, the magics of the 32-bit index (as
    `found`), when given."""
    lines = [
        '"""The magic numbers of bitboards_sliders.h, per square mapping and piece: [64 sq].',
        "",
        "Written by `python -m bitboard_tables.sliders --write` (bitboard_tables/sliders/: search_magics",
        "from SEED, for the 64-bit and the 32-bit index; search_black_magics from the published set of",
        "black_magic_seed.py); do not edit.",
        "tests/proofs/test_magic_numbers.py verifies every number on every run.",
        '"""',
        "",
        "MAGICS = {",
        *_recorded(found, "0x{:016x},".format),
    ]
    if black:
        lines += ["", "# the overlapped black magics: [64 sq] (magic, offset in the table of both pieces)", "BLACK_MAGICS = {"]
        lines += _recorded(black, lambda pair: "(0x{:016x}, {}),".format(*pair))
    if found32:
        lines += ["", "# the magics of the 32-bit index (magic32): [64 sq]", "MAGICS32 = {"]
        lines += _recorded(found32, "0x{:016x},".format)
    return "\n".join(lines) + "\n"


def _recorded(found: Dict[str, Dict[str, tuple]], value_text) -> list:
    """Returns the lines of a recorded dict's entries and its closing brace: per
    mapping and piece its [64 sq] values (`value_text` of each), four a line, each
    line naming its squares."""
    from ..mapping import MAPPINGS

    lines = []
    for name, pieces in found.items():
        names = MAPPINGS[name].square_names
        lines.append(f'    "{name}": {{')
        for piece, values in pieces.items():
            lines.append(f'        "{piece}": (')
            for start in range(0, 64, 4):
                row = " ".join(value_text(v) for v in values[start : start + 4])
                lines.append(f"            {row}  # {names[start]}..{names[start + 3]}")
            lines.append("        ),")
        lines.append("    },")
    return lines + ["}"]
