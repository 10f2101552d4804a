"""The overlapped (black) magics: one table for the rook and the bishop, the squares'
blocks overlapping where their entries agree.

The magics and offsets come from a published LERF set (black_magic_seed.py),
checked in each mapping and compacted (`search_black_magics`); the table is filled
by the technique's own index (`techniques.py`: offset + (((occ | ~mask) * magic) >>
(64 - bits)), bits 12 for the rook, 9 for the bishop).
"""

from __future__ import annotations

from typing import Dict, Tuple

from ..geometry import SQUARES
from ..mapping import Mapping
from ..expression import compiled
from .occupancy import PIECES, square_sets
from .techniques import technique_named


def _black_blocks(mapping: Mapping, magics: Dict[str, Tuple[int, ...]]) -> Dict[Tuple[str, int], Dict[int, int]]:
    """Returns {(piece, sq): {index in sq's block: attack set}} for `magics` ([64 sq]
    per piece) in `mapping`, each index the technique's own with every offset 0;
    raises ValueError when two occupancies of a square share an index but not their
    attack set."""
    out = {}
    for fill in technique_named(mapping, "black").fills:
        piece, p = fill.piece, fill.piece.upper()
        sets = square_sets(mapping, piece)
        tables = {f"{p}_RELEVANT_MASK": tuple(s.mask for s in sets), f"{p}_BLACK_MAGICS": magics[piece], f"{p}_BLACK_OFFSETS": (0,) * 64}
        index = compiled(("occ", "sq"), fill.index, tables, {})
        for sq, s in enumerate(sets):
            block: Dict[int, int] = {}
            for occ, attacks in zip(s.occupancies, s.attacks):
                if block.setdefault(index(occ, sq), attacks) != attacks:
                    raise ValueError(f"{mapping.name}: the black magic of the {piece} on square {sq} mixes up attack sets")
            out[(piece, sq)] = block
    return out


def _black_place(blocks, offsets) -> Dict[int, int]:
    """Returns {entry: attack set} of the blocks at `offsets` ({(piece, sq): offset});
    raises ValueError where two blocks put different sets in one entry."""
    table: Dict[int, int] = {}
    for key, block in blocks.items():
        start = offsets[key]
        for index, attacks in block.items():
            if table.setdefault(start + index, attacks) != attacks:
                raise ValueError(f"the blocks of {key} and another square disagree at entry {start + index}")
    return table


def search_black_magics(mapping: Mapping) -> Dict[str, Tuple[Tuple[int, int], ...]]:
    """Returns {piece: [64 sq] (magic, offset)}: the overlapped black magics of
    `mapping`. The search starts from the published LERF set (black_magic_seed.SEED),
    checks it in `mapping` (two occupancies share an entry, of one square or of two,
    only when their attack sets agree), then compacts it: the square whose block ends
    last moves to the lowest offset where its entries agree with every other
    square's, as long as the table shrinks. Deterministic; the eight mappings are the
    board's symmetries, under which the rook and the bishop move alike, so every
    mapping finds the same numbers."""
    from ..black_magic_seed import SEED

    magics = {piece: tuple(m for m, _ in SEED[piece]) for piece in PIECES}
    offsets = {(piece, sq): SEED[piece][sq][1] for piece in PIECES for sq in SQUARES}
    blocks = _black_blocks(mapping, magics)
    _black_place(blocks, offsets)
    ends = {key: offsets[key] + max(block) + 1 for key, block in blocks.items()}
    while True:
        last = max(ends, key=lambda key: (ends[key], key))
        others = _black_place({k: b for k, b in blocks.items() if k != last}, offsets)
        entries = sorted(blocks[last].items())
        found = None
        for start in range(offsets[last]):  # the lowest offset where its entries agree
            if all(others.get(start + index, attacks) == attacks for index, attacks in entries):
                found = start
                break
        rest = max(end for key, end in ends.items() if key != last)
        if found is None or max(rest, found + max(blocks[last]) + 1) >= ends[last]:
            break
        offsets[last] = found
        ends[last] = found + max(blocks[last]) + 1
    return {piece: tuple((magics[piece][sq], offsets[(piece, sq)]) for sq in SQUARES) for piece in PIECES}


def recorded_black_magics(mapping: Mapping) -> Dict[str, Tuple[Tuple[int, int], ...]]:
    """Returns {piece: [64 sq] (magic, offset)}: the recorded black magics of `mapping`."""
    from ..magic_numbers import BLACK_MAGICS

    return BLACK_MAGICS[mapping.name]
