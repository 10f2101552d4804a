"""Square mappings: which bit of a bitboard is which square.

A mapping numbers the squares 0..63 as `8 * byte + position`: one board
coordinate (the rank or the file) counts the bytes (`sq >> 3`), the other the
position of the square in its byte (`sq & 7`), each either ascending (rank 1 or
file a first) or descending. On a board other than 8x8 (`board.Board`, which a
mapping holds) a byte is a row of the board's files (ranks in the file-major
mappings), `stride` bits apart: `stride * byte + position`. That gives CPW's eight mappings; `Mapping.square`
is the one formula, and every other fact (square names in number order, the
shift of each direction, the helpers' expressions, the permutation from LERF)
is derived from it.

Every table is computed on LERF squares (see `bitboard_tables.geometry`) and carried
into a mapping by the permutation: entry `T[p(a)]` of a mapping is `P(T[a])` of
LERF, where `p` takes a LERF square to the mapping's number of the same square
and `P` does that to every bit of a bitboard.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from .board import BOARD, FILE, RANK, WIDTHS, Board

VARIABLE = {FILE: "f", RANK: "r"}


@dataclass(frozen=True)
class Mapping:
    """One square mapping: square = 8 * byte + position."""

    name: str
    byte: str  # the coordinate that counts the bytes: FILE or RANK
    byte_descending: bool  # byte 0 holds rank 8 (or file h)
    position_descending: bool  # position 0 is file h (or rank 8)
    board: Board = BOARD  # its files, ranks and row stride

    def on(self, board: Board) -> "Mapping":
        """Returns this mapping on `board`, in the narrowest bitboards that hold its
        numbering (64 or 128 bits). Raises ValueError where a row's stride is less
        than its squares, or the squares need more than 128 bits."""
        mapping = replace(self, board=board)
        length = board.row_length(mapping)
        if board.stride and board.stride < length:
            raise ValueError(
                f"{board.name}: rows of {board.stride} bits hold no {board.side(mapping.position)} "
                f"{mapping.position}s ({self.name}'s rows are {mapping.byte}s); accepted: a stride of at least {length}"
            )
        width = next((width for width in WIDTHS if board.bits(mapping) <= width), None)
        if width is None:
            raise ValueError(
                f"{board.name} in {self.name} numbers its squares up to {board.bits(mapping) - 1}; "
                f"accepted: at most {WIDTHS[-1]} bits"
            )
        return replace(mapping, board=replace(board, width=width))

    def __str__(self) -> str:
        return self.name

    @property
    def position(self) -> str:
        """The coordinate that counts the positions within a byte: FILE or RANK."""
        return RANK if self.byte == FILE else FILE

    @property
    def file_major(self) -> bool:
        """True when a byte holds a file (LEFR ... BEFR), False when it holds a rank."""
        return self.byte == FILE

    def square(self, file: int, rank: int) -> int:
        """Returns the number of the square on `file` and `rank` (0..7 each on 8x8)."""
        coordinates = {FILE: file, RANK: rank}
        byte, position = coordinates[self.byte], coordinates[self.position]
        if self.byte_descending:
            byte = self.board.side(self.byte) - 1 - byte
        if self.position_descending:
            position = self.board.side(self.position) - 1 - position
        return self.board.row_stride(self) * byte + position

    # --- facts derived from `square` ------------------------------------------

    @property
    def squares(self) -> Tuple[Tuple[int, int], ...]:
        """Returns (file, rank) of each square number 0..63; None for a number between
        the rows of a padded board (a stride longer than a row), which is no square."""
        return _coordinates(self)

    def square_name(self, sq: int) -> str:
        """Returns the name (`d4`, `a10`) of square number `sq`; `pad5` for number 5
        where it is padding between rows."""
        if self.squares[sq] is None:
            return f"pad{sq}"
        file, rank = self.squares[sq]
        return self.board.coordinate_names(FILE)[file] + self.board.coordinate_names(RANK)[rank]

    @property
    def square_names(self) -> Tuple[str, ...]:
        """Returns the square names in number order: a1 first in LERF, h1 in LERBEF."""
        return _square_names(self)

    def coordinate_names(self, coordinate: str, descending: bool) -> Tuple[str, ...]:
        """Returns the names of `coordinate` in index order (h, g, ..., a for files descending)."""
        names = self.board.coordinate_names(coordinate)
        return names[::-1] if descending else names

    @property
    def position_names(self) -> str:
        """Returns the name of the file or rank at each position of a byte, position 0 first."""
        return self.coordinate_names(self.position, self.position_descending)

    @property
    def byte_names(self) -> str:
        """Returns the name of the file or rank of each byte, byte 0 first."""
        return self.coordinate_names(self.byte, self.byte_descending)

    @property
    def row_line(self) -> str:
        """Returns the line that one byte holds ("rank" or "file"): the fill-up lookup's."""
        return self.byte

    @property
    def column_line(self) -> str:
        """Returns the line at one position of every byte ("file" or "rank"): the a-file lookup's."""
        return self.position

    def shift(self, offset: Tuple[int, int]) -> int:
        """Returns the difference of square numbers of a (file, rank) step that stays
        on the board; the same from every square the step leaves from."""
        files, ranks = self.board.files, self.board.ranks
        shifts = {
            self.square(f + offset[0], r + offset[1]) - self.square(f, r)
            for f in range(files)
            for r in range(ranks)
            if 0 <= f + offset[0] < files and 0 <= r + offset[1] < ranks
        }
        (shift,) = shifts  # a mapping is linear in file and rank
        return shift

    def lerf_to_square(self, lerf_sq: int) -> int:
        """Returns p(s): the number in this mapping of LERF square `lerf_sq`."""
        return _permutation(self)[0][lerf_sq]

    def square_to_lerf(self, sq: int) -> int:
        """Returns the LERF number of square `sq` of this mapping (p inverse)."""
        return _permutation(self)[1][sq]

    def from_lerf(self, bb: int) -> int:
        """Returns P(bb): the LERF bitboard `bb` with every square renumbered to this mapping."""
        tables = _permutation(self)[2]
        return bb if tables is None else _permute_bits(tables, bb)

    def to_lerf(self, bb: int) -> int:
        """Returns the bitboard `bb` of this mapping renumbered to LERF (P inverse)."""
        tables = _permutation(self)[3]
        return bb if tables is None else _permute_bits(tables, bb)

    # --- carrying what is computed on LERF squares into this mapping ----------------

    def carry_square_sets(self, lerf_set: Callable[[int], int]) -> Tuple[int, ...]:
        """Returns [sq]: the set `lerf_set` gives for the LERF square of sq, renumbered
        (P(lerf_set(p inverse(sq)))), for every square of this mapping."""
        return tuple(self.from_lerf(lerf_set(self.square_to_lerf(sq))) for sq in range(64))

    def carry_attacks(self, lerf_attacks: Callable[[int, int], int]) -> Callable[[int, int], int]:
        """Returns the function (sq, occ) of this mapping that answers as `lerf_attacks`
        (square, occupancy) answers for the same square and pieces on LERF squares."""
        return lambda sq, occ: self.from_lerf(lerf_attacks(self.square_to_lerf(sq), self.to_lerf(occ)))

    def carry_table(self, data: tuple, axes: Sequence[str], values: bool = True) -> tuple:
        """Returns the LERF table `data` in this mapping: T[p(a)] = P(T[a]), where `axes`
        names each dimension and "sq" marks the square ones; every value is a bitboard
        (`values`), else a number that stays as it is (T[p(a)] = T[a])."""
        if _permutation(self)[2] is None:  # p is the identity
            return data

        def carry(node, axes):
            rows = [node[self.square_to_lerf(sq)] for sq in range(64)] if axes[0] == "sq" else list(node)
            if len(axes) == 1:
                return tuple(self.from_lerf(value) for value in rows) if values else tuple(rows)
            return tuple(carry(row, axes[1:]) for row in rows)

        return carry(data, axes)

    # --- the formula, as people write it and as code computes it -----------------

    def _term(self, variable: str, coordinate: str, descending: bool) -> str:
        """Returns `variable`, or the last file or rank less it where `descending`: `(7 - r)`."""
        return f"({self.board.side(coordinate) - 1} - {variable})" if descending else variable

    def _terms(self, names: Dict[str, str]) -> Tuple[str, str]:
        """Returns the byte's and the position's terms of the formula, in the `names`
        of the file and the rank."""
        byte = self._term(names[self.byte], self.byte, self.byte_descending)
        return byte, self._term(names[self.position], self.position, self.position_descending)

    def formula(self) -> str:
        """Returns the formula as in CPW's table, with r = rank and f = file: `8(7 - r) + f`."""
        byte, position = self._terms(VARIABLE)
        return f"{self.board.row_stride(self)}{byte} + {position}"

    def square_expression(self, file: str = "file", rank: str = "rank") -> str:
        """Returns the expression of the square number in `file` and `rank` (Python and C):
        `8 * rank + file`, `8 * (7 - rank) + (7 - file)`."""
        byte, position = self._terms({FILE: file, RANK: rank})
        return f"{self.board.row_stride(self)} * {byte} + {position}"

    def coordinate_expression(self, coordinate: str, sq: str = "sq") -> str:
        """Returns the expression of the file or rank (0..7) of square `sq` (Python and C):
        `sq & 7`, `7 - (sq >> 3)`."""
        stride = self.board.row_stride(self)
        if coordinate == self.byte:
            part = f"{sq} / {stride}" if stride & (stride - 1) else f"{sq} >> {stride.bit_length() - 1}"
        else:
            part = f"{sq} % {stride}" if stride & (stride - 1) else f"{sq} & {stride - 1}"
        descending = self.byte_descending if coordinate == self.byte else self.position_descending
        return f"{self.board.side(coordinate) - 1} - ({part})" if descending else part

    def description(self) -> str:
        """Returns `square = 8 * rank + file; a1 = 0, b1 = 1, h1 = 7, a8 = 56, h8 = 63`:
        the formula, squares 0 and 1, and the other corners in number order."""
        names = self.square_names
        last_file, last_rank = self.board.files - 1, self.board.ranks - 1
        corners = sorted(self.square(f, r) for f in (0, last_file) for r in (0, last_rank))
        shown = [0, 1] + [sq for sq in corners if sq not in (0, 1)]
        return f"square = {self.square_expression()}; " + ", ".join(f"{names[sq]} = {sq}" for sq in shown)

    def numbered_board(self) -> List[str]:
        """Returns the board drawn with square numbers, rank 8 at the top, file a on the left."""
        board = self.board
        ranks, files = board.coordinate_names(RANK), board.coordinate_names(FILE)
        width = max(2, len(str(board.bits(self) - 1)))  # digits of the highest number
        margin = len(ranks[-1])
        lines = [
            f"{ranks[rank]:>{margin}} | " + " ".join(f"{self.square(file, rank):{width}d}" for file in range(board.files))
            for rank in range(board.ranks - 1, -1, -1)
        ]
        return lines + [" " * (margin + 1 + width) + (" " * width).join(files)]


# CPW's names: little/big endian (LE/BE) rank and file, the byte coordinate first.
MAPPINGS: Dict[str, Mapping] = {
    m.name: m
    for m in (
        Mapping("LERF", RANK, False, False),
        Mapping("LERBEF", RANK, False, True),
        Mapping("BERLEF", RANK, True, False),
        Mapping("BERF", RANK, True, True),
        Mapping("LEFR", FILE, False, False),
        Mapping("LEFBER", FILE, False, True),
        Mapping("BEFLER", FILE, True, False),
        Mapping("BEFR", FILE, True, True),
    )
}
LERF = MAPPINGS["LERF"]
DEFAULT_MAPPING = LERF


def mapping_named(name: str) -> Mapping:
    """Returns the mapping called `name` (any case); raises KeyError for another name."""
    return MAPPINGS[name.strip().upper()]


@lru_cache(maxsize=None)
def _coordinates(mapping: Mapping) -> Tuple[Optional[Tuple[int, int]], ...]:
    board = mapping.board
    by_square = {mapping.square(f, r): (f, r) for f in range(board.files) for r in range(board.ranks)}
    assert len(by_square) == board.squares and max(by_square) < board.bits(mapping), mapping  # one number a square
    return tuple(by_square.get(sq) for sq in range(board.bits(mapping)))


@lru_cache(maxsize=None)
def _square_names(mapping: Mapping) -> Tuple[str, ...]:
    # once a mapping: every table read or drawn labels its square indices with them
    return tuple(mapping.square_name(sq) for sq in range(mapping.board.bits(mapping)))


@lru_cache(maxsize=None)
def _permutation(mapping: Mapping):
    """Returns (p, p inverse, byte tables of P, byte tables of P inverse); no byte
    tables (None) where p is the identity."""
    p = tuple(mapping.square(s & 7, s >> 3) for s in range(64))
    inverse = [0] * 64
    for s, t in enumerate(p):
        inverse[t] = s
    if p == tuple(range(64)):
        return p, p, None, None
    return p, tuple(inverse), _byte_tables(p), _byte_tables(inverse)


def _byte_tables(p) -> Tuple[Tuple[int, ...], ...]:
    """Returns [byte k][value v]: the image under `p` of the bits of v << 8k."""
    return tuple(tuple(sum(1 << p[8 * k + i] for i in range(8) if v >> i & 1) for v in range(256)) for k in range(8))


def _permute_bits(tables, bb: int) -> int:
    out = 0
    for k in range(8):
        out |= tables[k][bb >> 8 * k & 0xFF]
    return out
