"""The board's size and the bitboard's width: the parameters the tables are
computed on (`geometry.Geometry`, `tables.compute_tables`) and the lookup
functions' bodies are written in (`function_bodies.py`).

`BOARD` is the 8x8 board in 64-bit bitboards, every output's by default. A board
of W files and H ranks (3..16 each, at most 128 squares; `parse_board`) numbers
its squares by a square mapping (`mapping.Mapping`, which holds its board): the
mapping's byte coordinate counts its rows, of `stride` bits each (the squares of
a row by default, more where rows are padded as Fairy-Stockfish's 12-wide rows
are). Issue 49: today a board other than 8x8 gets the tables `BOARD_TABLES`
(tables.py), in every language in 64-bit bitboards where its numbering fits them
and in C, C++, Python, Rust and Zig in 128-bit ones up to 128 (`Mapping.on` chooses the width;
`Language.widest` says which languages write them). The bodies take their
constants from a `Board` rather than writing 8, 7, 3 or 58 themselves, so that
a board of other files and ranks, or a bitboard of 128 bits (two 64-bit words
in a language that has no wider integer), is a different `Board` and not a
rewrite of the bodies. Facts that depend on how a mapping lays the squares out
(which coordinate a byte holds) take the mapping.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MIN_SIDE, MAX_SIDE, MAX_SQUARES = 3, 16, 128  # the files and ranks of a board, each; its squares
WIDTHS = (64, 128)  # the bitboards a board's numbering may take: the narrowest that holds it
FILE_LETTERS = "abcdefghijklmnop"  # the names of files 0..15
FILE, RANK = "file", "rank"  # the two coordinates of a square (mapping.py's)


@dataclass(frozen=True)
class Board:
    """A board of `files` x `ranks` squares in bitboards of `width` bits."""

    files: int = 8
    ranks: int = 8
    width: int = 64
    stride: int = 0  # the bits of a row of the mapping (rank or file); 0: as many as its squares

    @property
    def name(self) -> str:
        """Returns the board as `--board` spells it: `6x6`, `5x5/8` with a stride."""
        return f"{self.files}x{self.ranks}" + (f"/{self.stride}" if self.stride else "")

    @property
    def file_tag(self) -> str:
        """Returns the board as output file names carry it: `6x6`, `5x5_8` with a stride."""
        return self.name.replace("/", "_")

    @property
    def is_default(self) -> bool:
        """True for the 8x8 board in 64-bit bitboards, unpadded: `BOARD`."""
        return self == BOARD

    def side(self, coordinate: str) -> int:
        """Returns how many files (`coordinate` FILE) or ranks the board has."""
        return self.files if coordinate == FILE else self.ranks

    def row_stride(self, mapping) -> int:
        """Returns the bits between the first squares of two rows of `mapping`."""
        return self.stride or self.row_length(mapping)

    def bits(self, mapping) -> int:
        """Returns how many square numbers `mapping` uses: the highest one plus one
        (the squares, and the padding bits between rows)."""
        return self.row_stride(mapping) * (self.rows(mapping) - 1) + self.row_length(mapping)

    def coordinate_names(self, coordinate: str) -> tuple:
        """Returns the names of the files (a, b, ...) or the ranks (1, 2, ..., 10, ...)."""
        if coordinate == FILE:
            return tuple(FILE_LETTERS[: self.files])
        return tuple(str(rank + 1) for rank in range(self.ranks))

    @property
    def squares(self) -> int:
        """Returns the number of squares: files * ranks."""
        return self.files * self.ranks

    @property
    def longest_ray(self) -> int:
        """Returns the most squares a ray can cross from a square, its own excluded."""
        return max(self.files, self.ranks) - 1

    def row_length(self, mapping: Mapping) -> int:
        """Returns the squares a byte holds in `mapping` (a byte: the squares that
        differ only in their position, `sq & (row_length - 1)`): the files where a
        byte holds a rank, else the ranks."""
        return self.files if mapping.byte != FILE else self.ranks

    def rows(self, mapping: Mapping) -> int:
        """Returns the number of bytes (rows of `row_length` squares) in `mapping`."""
        return self.side(mapping.byte)

    def position_mask(self, mapping: Mapping) -> int:
        """Returns the mask of a square's position in its byte (7: `sq & 7`); the row
        length must be a power of two."""
        length = self.row_length(mapping)
        if length & (length - 1):
            raise ValueError(f"a row of {length} squares: the positions are no bit field")
        return length - 1

    def row_shift(self, mapping: Mapping) -> int:
        """Returns the shift that gives a square's byte (3: `sq >> 3`)."""
        return self.position_mask(mapping).bit_length()

    def every_row(self, mapping: Mapping) -> int:
        """Returns the bitboard of position 0 of every byte (0x0101010101010101: the
        a-file in LERF)."""
        stride = self.row_stride(mapping)
        return sum(1 << stride * k for k in range(self.rows(mapping)))

    def column_lookup(self, mapping: Mapping) -> bool:
        """Whether the a-file kindergarten lookup serves the line at one position of
        every row (the file in LERF): its multiplier, one bit per inner row on the
        diagonal of stride + 1 (`function_bodies.a_file_multiplier`), gathers the
        inner rows into the product's top bits without two of its terms on one bit,
        which holds where the rows are at most the stride plus 2 (on 4x8 in LERF they
        are not: 8 ranks of 4 bits), and fits the bitboard where (stride + 1) *
        (rows - 1) is at most its width."""
        rows, stride = self.rows(mapping), self.row_stride(mapping)
        return rows <= stride + 2 and (stride + 1) * (rows - 1) <= self.width


@dataclass(frozen=True)
class SquareNames:
    """The square names of `board` as the square name functions spell and parse them:
    a file letter (a..p) then the rank's number (1..16), `j10`. The parts each language's
    square_name and parse_square take as parameters (issue 49)."""

    board: Board

    @property
    def files(self) -> str:
        """Returns the file letters, a first: `abcdefgh`."""
        return FILE_LETTERS[: self.board.files]

    @property
    def digits(self) -> str:
        """Returns the first characters of the rank names, rank 1 first: `12345678`;
        `123456789` where ranks 10 and on (`long`) take two digits."""
        return "123456789"[: self.board.ranks]

    @property
    def ranks(self) -> tuple:
        """Returns the rank names, rank 1 first: `("1", ..., "10")`."""
        return self.board.coordinate_names(RANK)

    @property
    def long(self) -> bool:
        """Whether some rank names take two digits (ranks 10 to 16): a name of 3 characters."""
        return self.board.ranks > 9

    @property
    def lerf(self) -> tuple:
        """Returns the names in LERF order, rank by rank: a1, b1, ... (index `files * rank + file`)."""
        return tuple(f + r for r in self.ranks for f in self.files)

    @property
    def slot(self) -> int:
        """Returns the characters a name takes in `packed`: 2, 3 where a name may have 3."""
        return 3 if self.long else 2

    @property
    def packed(self) -> str:
        """Returns the names in LERF order, each in a slot of `slot` characters, a shorter
        one padded with a space after: `a1b1 ... h8` on 8x8."""
        return "".join(name.ljust(self.slot) for name in self.lerf)


BOARD = Board()  # the 8x8 board in 64-bit bitboards: every output's by default

BOARD_TEXT = re.compile(r"(\d+)x(\d+)(?:/(\d+))?\Z")


def parse_board(text: str) -> Board:
    """Returns the board `text` names: `WxH` (W files, H ranks, 3..16 each, at most 128
    squares), or `WxH/S` with rows of S bits (S at least the squares of a row, which
    the mapping chooses; `mapping.Mapping` checks that). Raises ValueError naming
    what is wrong."""
    found = BOARD_TEXT.match(text.strip().lower())
    if found is None:
        raise ValueError(f"{text!r} is not a board; accepted: WxH (files x ranks, as 6x6 or 10x8), or WxH/S with rows of S bits")
    files, ranks = int(found.group(1)), int(found.group(2))
    for count, what in ((files, "files"), (ranks, "ranks")):
        if not MIN_SIDE <= count <= MAX_SIDE:
            raise ValueError(f"a board of {count} {what}; accepted: {MIN_SIDE} to {MAX_SIDE} files and ranks each")
    if files * ranks > MAX_SQUARES:
        raise ValueError(f"{files}x{ranks} has {files * ranks} squares; accepted: at most {MAX_SQUARES}")
    stride = int(found.group(3) or 0)
    board = Board(files, ranks, stride=stride)
    return BOARD if board == Board(8, 8, stride=8) else board
