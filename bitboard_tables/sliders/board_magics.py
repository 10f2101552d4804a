"""Fancy magics on a board other than 8x8 (issue 49): searched per board and mapping,
recorded in `bitboard_tables/board_magics/`, read back by `generate --board`.

On a board each line of a slider has a magic of its own: the rook looks up its rank
and its file, the bishop its diagonal and its anti-diagonal, each in a table of its
own, and or's the two. Fairy-Stockfish splits the rook so (its `RookMagicsH` and
`RookMagicsV`); the bishop is split here too, because its whole mask on a large
board is too hard for the search: minimal-bit magics for the whole 9x10 bishop took
70 s of this search, 12x10's more than 20 minutes (the issue's bound is 10), where
each line's takes about a second. A line's relevant mask on sq is its inner rays
(`geometry.Geometry.inner_rays`: the line less sq and less each ray's last square),
so its block on sq holds 2**bits entries, bits the mask's size: the tables are no
larger than the board needs, on 12x10 a fraction of Fairy-Stockfish's.

The index multiplies at the bitboard's full width (`Board.width`): 64 bits up to 64
squares, 128 past them, the index the product's top bits,
((occ & mask) * magic mod 2**width) >> (width - bits). A magic is the first
candidate of its square's stream (sparse numbers from splitmix64, seeded by
`magic_search.SEED`, the line, the square and the width; three draws and'ed per
64-bit half) under which no two subsets that share an index differ in their attack
set or their x-ray set. A mask of no bits (the middle file's rank on a board of three
files) takes the magic 0 and the shift width - 1: its one entry is at index 0.
A padding number (no square, between a padded board's rows) is the same.
"""

from __future__ import annotations

import importlib
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, Iterator, List, Tuple

from ..geometry import ANTI_DIAGONAL_DIRECTIONS, DIAGONAL_DIRECTIONS, DIRECTION_OFFSETS, FILE_DIRECTIONS, RANK_DIRECTIONS, Geometry, bitboard, subsets
from ..mapping import Mapping
from .magic_search import SEED, find_magic, splitmix64
from .occupancy import SquareSets, block_offsets

# the lines a board's magics index, each as its pair of opposite directions (the
# rook's two, then the bishop's: techniques.LINES's order)
BOARD_LINES = {"rank": RANK_DIRECTIONS, "file": FILE_DIRECTIONS, "diagonal": DIAGONAL_DIRECTIONS, "anti_diagonal": ANTI_DIAGONAL_DIRECTIONS}
RECORDS_PACKAGE = "bitboard_tables.board_magics"  # where each board's magics are recorded


def record_module(mapping: Mapping) -> str:
    """Returns the name of the module recording `mapping`'s magics on its board:
    `lerf_12x10`, `lefr_5x5_8` with a stride."""
    return f"{mapping.name.lower()}_{mapping.board.file_tag}"


def search_command(board: str, mapping: str) -> str:
    """Returns the command that searches and records the magics of `board` (as --board
    spells it) in the mapping named `mapping`."""
    return f"python -m bitboard_tables.sliders --board {board} --mapping {mapping} --write"


class NoMagics(LookupError):
    """No magics are recorded for a board in a mapping; the message names the command."""


def board_sets(mapping: Mapping, line: str) -> Tuple[SquareSets, ...]:
    """Returns [sq] (every square number of the board's numbering, padding included):
    every subset of the line's relevant mask on sq in carry-rippler order, with its
    attack and x-ray sets by the reference walk (`Geometry.slide`); a padding number's
    mask is 0, its one subset's sets 0."""
    g = Geometry(mapping)
    directions = BOARD_LINES[line]
    on_board = frozenset(g.squares)
    out = []
    for sq in range(g.size):
        if sq not in on_board:
            out.append(SquareSets(0, (0,), (0,), (0,)))
            continue
        mask = g.inner_rays(sq, directions)
        occupancies, attacks, xrays = [], [], []
        for occ in subsets(mask):
            a = g.slide(sq, occ, directions)
            occupancies.append(occ)
            attacks.append(a)
            xrays.append(a ^ g.slide(sq, occ & ~a, directions))
        out.append(SquareSets(mask, tuple(occupancies), tuple(attacks), tuple(xrays)))
    return tuple(out)


def magic_shift(bits: int, width: int) -> int:
    """Returns the shift of an index of `bits` bits at `width`: width - bits, or
    width - 1 for a mask of no bits (whose product is 0)."""
    return width - max(bits, 1)


def candidate_stream(line: str, sq: int, width: int) -> Iterator[int]:
    """Yields the candidates of `line` on sq for the index of `width` bits: each
    64-bit half the AND of three draws of splitmix64, seeded by SEED, the line, the
    square and the width (the low half first)."""
    draws = splitmix64(SEED ^ (list(BOARD_LINES).index(line) + 1) << 56 ^ sq << 8 ^ width)
    while True:
        value = 0
        for half in range(width // 64):
            value |= (next(draws) & next(draws) & next(draws)) << 64 * half
        yield value


def find_board_magic(sets: SquareSets, line: str, sq: int, width: int) -> Tuple[int, int]:
    """Returns (magic, candidates tried): the first candidate of sq's stream whose
    index, ((occ * magic) mod 2**width) >> (width - bits), sends no two subsets that
    differ in their attack or x-ray set to one entry; (0, 0) for a mask of no bits."""
    if not sets.mask:
        return 0, 0
    return find_magic(sets, line, sq, width, candidate_stream(line, sq, width))


@dataclass(frozen=True)
class BoardMagics:
    """The magics of one board in one mapping: [sq] per line, and the search's seconds per line."""

    board: str  # as --board spells it
    mapping: str
    width: int
    magics: Dict[str, Tuple[int, ...]]
    seconds: Dict[str, float]


def search_board_magics(mapping: Mapping, lines=tuple(BOARD_LINES)) -> BoardMagics:
    """Returns the magics of every square of `mapping`'s board for each of `lines`,
    found by `find_board_magic`, with the seconds each line's search took."""
    width = mapping.board.width
    magics, seconds = {}, {}
    for line in lines:
        start = time.perf_counter()
        sets = board_sets(mapping, line)
        magics[line] = tuple(find_board_magic(s, line, sq, width)[0] for sq, s in enumerate(sets))
        seconds[line] = round(time.perf_counter() - start, 1)
    return BoardMagics(mapping.board.name, mapping.name, width, magics, seconds)


def recorded_board_magics(mapping: Mapping) -> Dict[str, Tuple[int, ...]]:
    """Returns {line: [sq] magics} recorded for `mapping`'s board; raises NoMagics,
    naming the command that records them, where none are."""
    try:
        module = importlib.import_module(f"{RECORDS_PACKAGE}.{record_module(mapping)}")
    except ModuleNotFoundError:
        raise NoMagics(
            f"no magics are recorded for {mapping.board.name} in {mapping.name}; search and record them "
            f"(minutes at most) with: {search_command(mapping.board.name, mapping.name)}"
        ) from None
    return module.MAGICS


def board_magics_module(found: BoardMagics, names: List[str]) -> str:
    """Returns the text of the module recording `found`, four magics a line, each line
    naming its squares (`names`, in number order)."""
    digits = found.width // 4
    total = sum(found.seconds.values())
    lines = [
        f'"""The fancy magics of the {found.board} board in {found.mapping}, {found.width}-bit index: [sq] per line.',
        "",
        f"Written by `{search_command(found.board, found.mapping)}`",
        "(bitboard_tables/sliders/board_magics.py); do not edit. tests/proofs/test_boards_sliders.py",
        "verifies every number.",
        '"""',
        "",
        f"# the search's seconds per line on one core when recorded ({total:.1f} s in all)",
        "SECONDS = {" + ", ".join(f'"{p}": {s}' for p, s in found.seconds.items()) + "}",
        "",
        "MAGICS = {",
    ]
    for line, values in found.magics.items():
        lines.append(f'    "{line}": (')
        for start in range(0, len(values), 4):
            row = " ".join(f"0x{v:0{digits}x}," for v in values[start : start + 4])
            last = min(start + 3, len(values) - 1)
            lines.append(f"        {row}  # {names[start]}..{names[last]}")
        lines.append("    ),")
    return "\n".join(lines + ["}"]) + "\n"


# --- the fancy magic technique on a board, as its outputs print it -------------------

# the lines of each piece (the rook's rank and file, the bishop's two diagonals)
PIECE_LINES = {"rook": ("rank", "file"), "bishop": ("diagonal", "anti_diagonal")}


@dataclass(frozen=True)
class BoardLine:
    """One line's fancy magic on a board, [sq] over every square number (padding
    included): its relevant masks, recorded magics, shifts and block offsets; the
    entries of its attack table; and, for the run-time fill, each of its two
    directions with the shift of one step in the mapping and the squares a step
    leaves the board from no (`step_from`)."""

    name: str  # rank, file, diagonal, anti_diagonal
    masks: Tuple[int, ...]
    magics: Tuple[int, ...]
    shifts: Tuple[int, ...]
    offsets: Tuple[int, ...]
    entries: int
    directions: Tuple[Tuple[int, int, int], ...]  # (direction, square-number shift of a step, step_from)


@lru_cache(maxsize=None)
def board_lines(mapping: Mapping) -> Tuple[BoardLine, ...]:
    """Returns the four lines' fancy magic on `mapping`'s board, its magics the
    recorded ones (raises NoMagics where none are); computed once a mapping, as the
    techniques built on it (board_techniques), the walks, the fill, the [sq] tables
    and each language's file all read it."""
    recorded = recorded_board_magics(mapping)
    g = Geometry(mapping)
    width = mapping.board.width
    out = []
    for line, directions in BOARD_LINES.items():
        masks = tuple(0 if at is None else g.inner_rays(sq, directions) for sq, at in enumerate(mapping.squares))
        bits = [bin(m).count("1") for m in masks]
        *offsets, total = block_offsets(bits)
        steps = tuple(
            (d, mapping.shift(DIRECTION_OFFSETS[d]), bitboard(sq for sq in g.squares if g.step(sq, DIRECTION_OFFSETS[d]) is not None))
            for d in directions
        )
        shifts = tuple(magic_shift(b, width) for b in bits)
        out.append(BoardLine(line, masks, tuple(recorded[line]), shifts, tuple(offsets), total, steps))
    return tuple(out)


def has_magics(mapping: Mapping) -> bool:
    """True where `mapping`'s board (other than 8x8) has its magics recorded in `mapping`."""
    if mapping.board.is_default:
        return False
    try:
        recorded_board_magics(mapping)
    except NoMagics:
        return False
    return True


def missing_note(mapping: Mapping) -> str:
    """Returns the one line `generate` prints for a board whose magics are not recorded."""
    return (
        f"note: {mapping.board.name} in {mapping.name}: its tables and kindergarten lookups alone; no magics are recorded for its slider "
        f"lookups (bitboards_sliders_{mapping.board.file_tag}.*): {search_command(mapping.board.name, mapping.name)}"
    )
