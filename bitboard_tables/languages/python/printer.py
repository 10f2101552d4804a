"""The Python printer of the slider techniques' expressions (bitboard_tables/sliders/expression.py).

Names are the module's own: tables in capitals (ROOK_MAGICS), functions and
helpers in snake_case (rank_attacks, hyperbola_line), enumeration constants by
name (EAST). Python ints do not wrap, so a multiplication, addition,
subtraction or left shift is masked to 64 bits (`& 0xFFFF_FFFF_FFFF_FFFF`) and
`~x` is `x ^ 0xFFFF_FFFF_FFFF_FFFF`; a narrower entry and a table position are
plain ints; one bit is `1 << sq`; a byte swap is `int.from_bytes(x.to_bytes(8,
"little"), "big")`. Python has no PEXT or PDEP: a technique that needs them is
not printed.

Every operand that is itself an operation is parenthesized (a run of one
associative operator, `a | b | c`, excepted), so that no precedence of Python's
is relied on; black then lays the text out, and keeps those parentheses.
"""

from __future__ import annotations

from ...sliders.expression import Expr, Printer

M64 = "0xFFFF_FFFF_FFFF_FFFF"  # as the module's own functions write the 64-bit mask
# Python has no intrinsic for these: a technique whose expressions hold them is left out
UNPRINTABLE = frozenset({"pext", "pdep"})


class PythonOutputPrinter(Printer):
    """Prints an expression as the Python of generated/bitboards.py."""

    WRAPPING = ("add", "sub", "mul", "shl")

    def const(self, value: int) -> str:
        return f"0x{value:X}" if value > 0xFFFF else str(value)

    def operand(self, op: str, child: Expr) -> str:
        # a wrapped operation's operands stay parenthesized: (a + b) & M64 + c is no sum
        return self(child) if op in self.WRAPPING else super().operand(op, child)

    def infix(self, op: str, a: Expr, b: Expr) -> str:
        text = super().infix(op, a, b)
        return f"({text} & {M64})" if op in self.WRAPPING else text

    def unary(self, op: str, a: Expr) -> str:
        if op == "not":
            return f"({self(a)} ^ {M64})"
        if op == "bit":
            return f"(1 << {self(a)})"
        if op in ("u64", "index"):
            return self(a)
        if op == "bswap":
            return f'int.from_bytes({self(a)}.to_bytes(8, "little"), "big")'
        raise NotImplementedError(f"Python has no {op}")

    def binary(self, op: str, a: Expr, b: Expr) -> str:
        raise NotImplementedError(f"Python has no {op}")
