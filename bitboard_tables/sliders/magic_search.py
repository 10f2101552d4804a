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
"""

from __future__ import annotations

from typing import Dict, Iterator, List, Tuple

from ..geometry import SQUARES
from ..mapping import Mapping
from ..expression import M64
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


def candidate_stream(piece: str, sq: int) -> Iterator[int]:
    """Yields the magic candidates of `piece` on sq: sparse numbers, each the AND of
    three draws of splitmix64 seeded by SEED, the piece and the square (the same
    stream in every mapping)."""
    draws = splitmix64(SEED ^ (PIECES.index(piece) << 6 | sq))
    while True:
        yield next(draws) & next(draws) & next(draws)


def _keys(sets: SquareSets) -> List[int]:
    """Returns one small number per subset, equal for two subsets when both their
    attack sets and their x-ray sets are equal."""
    ids: Dict[Tuple[int, int], int] = {}
    return [ids.setdefault(pair, len(ids)) for pair in zip(sets.attacks, sets.xrays)]


def find_magic(sets: SquareSets, piece: str, sq: int) -> Tuple[int, int]:
    """Returns (magic, candidates tried): the first candidate of sq's stream that gives
    the minimal index (bits = popcount of the mask) without a destructive collision
    for attacks or x-rays."""
    bits = bin(sets.mask).count("1")
    shift, size = 64 - bits, 1 << bits
    pairs = list(zip(sets.occupancies, _keys(sets)))
    used = [0] * size
    stamp = [0] * size
    tried = 0
    for magic in candidate_stream(piece, sq):
        if bin(((sets.mask * magic) & M64) >> 56).count("1") < 6:  # few high bits: rarely a magic
            continue
        tried += 1
        for occ, key in pairs:
            index = ((occ * magic) & M64) >> shift
            if stamp[index] != tried:
                stamp[index] = tried
                used[index] = key
            elif used[index] != key:
                break
        else:
            return magic, tried
    raise AssertionError("unreachable: the stream is endless")


def search_magics(mapping: Mapping, piece: str, squares=SQUARES) -> Tuple[int, ...]:
    """Returns the magic of each of `squares` for `piece` in `mapping`, found by `find_magic`."""
    sets = square_sets(mapping, piece)
    return tuple(find_magic(sets[sq], piece, sq)[0] for sq in squares)


def recorded_magics(mapping: Mapping, piece: str) -> Tuple[int, ...]:
    """Returns [sq]: the recorded magic of `piece` in `mapping` (bitboard_tables/magic_numbers.py)."""
    from ..magic_numbers import MAGICS

    return MAGICS[mapping.name][piece]



def magic_numbers_module(found: Dict[str, Dict[str, Tuple[int, ...]]], black=None) -> str:
    """Returns the text of bitboard_tables/magic_numbers.py recording `found`
    ({mapping name: {piece: [64 sq] magics}}), four magics a line, each line naming
    its squares, and `black` ({mapping name: {piece: [64 sq] (magic, offset)}}), the
    overlapped black magics, when given."""
    lines = [
        '"""The magic numbers of bitboards_sliders.h, per square mapping and piece: [64 sq].',
        "",
        "Written by `python -m bitboard_tables.sliders --write` (bitboard_tables/sliders/: search_magics",
        "from SEED; search_black_magics from the published set of black_magic_seed.py); do not edit.",
        "tests/proofs/test_magic_numbers.py verifies every number on every run.",
        '"""',
        "",
        "MAGICS = {",
        *_recorded(found, "0x{:016x},".format),
    ]
    if black:
        lines += ["", "# the overlapped black magics: [64 sq] (magic, offset in the table of both pieces)", "BLACK_MAGICS = {"]
        lines += _recorded(black, lambda pair: "(0x{:016x}, {}),".format(*pair))
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
