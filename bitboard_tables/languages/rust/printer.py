"""The Rust printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names are the module's own, without prefix (`ROOK_MAGICS`, `rank_attacks`).
Arithmetic that may wrap is `wrapping_add`, `wrapping_sub` and `wrapping_mul`, so
that a debug build does not panic; a narrower element or a table position is cast
with `as u64` and `as usize` where the expression's types (`type_of`) differ; a
byte swap is `swap_bytes`, pext and pdep the module's `pext` and `pdep` (BMI2's
intrinsics). A packed table, filled at run time, is read through
`packed(&GROUP_FILL, &TABLE, index)`, which fills the tables of the table's fill
group (GROUP_FILL, its state) first if no one has yet; in the methods of
`SliderTables` (a value of which proves every table filled) through
`filled(&TABLE, index)`, which checks nothing.
"""

from __future__ import annotations

from ...expression import Printer, Read, type_of

WRAPPING = {"add": "wrapping_add", "sub": "wrapping_sub", "mul": "wrapping_mul"}
CASTS = {"u64": "u64", "index": "usize"}  # a widening or index op -> the Rust type it casts to


class RustPrinter(Printer):
    def __init__(self, packed=None, filled=False):
        # the tables filled at run time -> the static of their fill group's state
        self.packed = dict(packed or {})
        # True: print a packed table's read as `filled(&TABLE, index)`, which checks no
        # fill (in the methods of SliderTables, whose value proves every table filled)
        self.filled = filled

    def infix(self, op, a, b):
        if op in WRAPPING:
            return f"{self(a)}.{WRAPPING[op]}({self.bare(b)})"
        return super().infix(op, a, b)

    def read(self, expr: Read) -> str:
        if expr.table in self.packed and self.filled:
            return f"filled(&{expr.table}, {self.bare(expr.index)})"
        if expr.table in self.packed:
            return f"packed(&{self.packed[expr.table]}, &{expr.table}, {self.bare(expr.index)})"
        return super().read(expr)

    def unary(self, op, a):
        if op == "not":
            return f"(!{self(a)})"
        if op == "bit":
            return f"(1u64 << {self(a)})"
        if op in CASTS:
            wanted = "u64" if op == "u64" else "index"
            return self(a) if type_of(a) == wanted else f"({self(a)} as {CASTS[op]})"
        if op == "bswap":
            return f"{self(a)}.swap_bytes()"
        raise NotImplementedError(op)

    def binary(self, op, a, b):
        return f"{op}({self.bare(a)}, {self.bare(b)})"  # the module's pext, pdep
