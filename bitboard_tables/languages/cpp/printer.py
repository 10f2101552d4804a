"""The C++ printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names are bare: they live in the header's namespace (`ROOK_MAGICS`,
`rank_attacks`). std::uint64_t arithmetic wraps by itself; a widening is a
brace initialization (`std::uint64_t{x}`), never a C-style cast
(`-Wold-style-cast`); a byte swap is the header's `byte_swap`, pext and pdep
BMI2's intrinsics.
"""

from __future__ import annotations

from ...expression import Printer


class CppPrinter(Printer):
    def unary(self, op, a):
        if op == "not":
            return f"~{self(a)}"
        if op == "bit":
            return f"(std::uint64_t{{1}} << {self(a)})"
        if op == "u64":
            return f"std::uint64_t{{{self.bare(a)}}}"
        if op == "index":
            return self(a)
        if op == "bswap":
            return f"byte_swap({self.bare(a)})"
        raise NotImplementedError(op)

    def binary(self, op, a, b):
        return f"_{op}_u64({self.bare(a)}, {self.bare(b)})"  # _pext_u64, _pdep_u64
