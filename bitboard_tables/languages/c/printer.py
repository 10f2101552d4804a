"""The C printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names take the prefix (`BB_ROOK_MAGICS`, `bb_rank_attacks`); arithmetic on
uint64_t wraps by itself; a byte swap is the header's `bb_byte_swap`, pext and
pdep BMI2's intrinsics.
"""

from __future__ import annotations

from ...expression import Printer


class CPrinter(Printer):
    def __init__(self, P: str, p: str):
        self.P, self.p = P, p  # "BB_", "bb_"

    def table(self, name):
        return self.P + name

    def function(self, name):
        return self.p + name

    def name(self, name):
        return self.P + name

    def unary(self, op, a):
        if op == "not":
            return f"~{self(a)}"
        if op == "bit":
            return f"((uint64_t)1 << {self(a)})"
        if op == "u64":
            return f"(uint64_t){self(a)}"
        if op == "index":
            return self(a)
        if op == "bswap":
            return f"{self.p}byte_swap({self.bare(a)})"
        raise NotImplementedError(op)

    def binary(self, op, a, b):
        return f"_{op}_u64({self.bare(a)}, {self.bare(b)})"  # _pext_u64, _pdep_u64
