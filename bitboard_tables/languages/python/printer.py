"""The Python printer of the slider techniques' expressions (bitboard_tables/expression.py).

The generator's own `PythonPrinter` (what `compiled` runs), written as the module
writes Python: names are the module's own, tables in capitals (ROOK_MAGICS),
functions and helpers in snake_case (rank_attacks, hyperbola_line), enumeration
constants by name (EAST); the 64-bit mask as the module's functions write it.
Python ints do not wrap, so a multiplication, addition, subtraction or left shift
is cut to 64 bits (`& 0xFFFF_FFFF_FFFF_FFFF`) and `~x` is `x ^
0xFFFF_FFFF_FFFF_FFFF`; a narrower entry and a table position are plain ints; one
bit is `1 << sq`; a byte swap is `int.from_bytes(x.to_bytes(8, "little"), "big")`.
Python has no PEXT or PDEP: a technique that needs them is not printed.

A run of one associative operator is printed flat (`a | b | c`); every other
operand that is itself an operation is parenthesized, so that no precedence of
Python's is relied on. black then lays the text out and keeps those parentheses.
"""

from __future__ import annotations

from ...expression import Expr, Printer, PythonPrinter


class PythonOutputPrinter(PythonPrinter):
    """Prints an expression as the Python of generated/bitboards.py."""

    MASK = "0xFFFF_FFFF_FFFF_FFFF"

    def __call__(self, expr: Expr) -> str:
        return Printer.__call__(self, expr)  # an enumeration constant by its name

    def const(self, value: int) -> str:
        return f"0x{value:X}" if value > 0xFFFF else str(value)

    def operand(self, op: str, child: Expr) -> str:
        # a wrapped operation's operands stay parenthesized: (a + b) & M64 + c is no sum
        return self(child) if op in self.WRAPPING else super().operand(op, child)

    def infix(self, op: str, a: Expr, b: Expr) -> str:
        text = Printer.infix(self, op, a, b)
        return f"({text} & {self.MASK})" if op in self.WRAPPING else text

    def unary(self, op: str, a: Expr) -> str:
        if op == "bswap":
            return f'int.from_bytes({self(a)}.to_bytes(8, "little"), "big")'
        return super().unary(op, a)

    def binary(self, op: str, a: Expr, b: Expr) -> str:
        raise NotImplementedError(f"Python has no {op}")
