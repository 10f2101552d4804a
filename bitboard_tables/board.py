"""The board's size and the bitboard's width, as the parameters the lookup
functions' bodies are written in (`function_bodies.py`).

Every table today is computed on the 8x8 board in 64-bit bitboards
(`geometry.py`, `tables.py`); `BOARD` is that board. The bodies take their
constants from a `Board` rather than writing 8, 7, 3 or 58 themselves, so that
a board of other files and ranks, or a bitboard of 128 bits (two 64-bit words
in a language that has no wider integer), is a different `Board` and not a
rewrite of the bodies. Facts that depend on how a mapping lays the squares out
(which coordinate a byte holds) take the mapping.
"""

from __future__ import annotations

from dataclasses import dataclass

from .mapping import FILE, Mapping


@dataclass(frozen=True)
class Board:
    """A board of `files` x `ranks` squares in bitboards of `width` bits."""

    files: int = 8
    ranks: int = 8
    width: int = 64

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
        return self.files if mapping.position == FILE else self.ranks

    def rows(self, mapping: Mapping) -> int:
        """Returns the number of bytes (rows of `row_length` squares) in `mapping`."""
        return self.squares // self.row_length(mapping)

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
        length = self.row_length(mapping)
        return sum(1 << length * k for k in range(self.rows(mapping)))


BOARD = Board()  # the 8x8 board in 64-bit bitboards: every output's today
