"""The Zig printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names are Zig's (`zig_name`: tables snake_case, rook_magics; functions camelCase,
hyperbolaLine; enumeration constants snake_case, east); a parameter keeps the
contract's snake_case (line_ex). The u64 arithmetic that may wrap is Zig's
wrapping operators (`*%`, `+%`, `-%`; `<<` drops the bits shifted out); a shift
amount is a u6, so a shift by anything but a constant is `@intCast` to it; a
table position is `@as(usize, @intCast(...))`, a narrower entry widened by
`@as(u64, ...)`, one bit `@as(u64, 1) << @intCast(sq)`, a byte swap
`@byteSwap`. A table filled at run time (a `var`) is read through its address,
`(&rook_magic_attacks)[i]`: Zig's own Debug backend (0.15) copies the whole
array to read one entry of a global `var` indexed by value (27 microseconds a
lookup for the 800 KB rook table), through the address it reads one. Zig has builtins for neither PEXT nor PDEP (no `@pext`; inline
assembly would tie the file to x86-64 with BMI2): a technique that needs them is
not printed.

Every operand that is itself an operation is parenthesized (a run of one
associative operator, `a | b | c`, excepted), as the base printer does: Zig's
`&`, `^` and `|` share one precedence, looser than the shifts, which `zig fmt`
leaves as it finds them.
"""

from __future__ import annotations

from ...mapping import LERF
from ...sliders import techniques
from ...expression import Const, Printer, Read
from . import zig_name


# the tables filled at run time (their names are the same in every mapping)
FILLED = frozenset(f.table for t in techniques(LERF) for f in t.fills)


class ZigPrinter(Printer):
    INFIX = {**Printer.INFIX, "add": "+%", "sub": "-%", "mul": "*%"}

    def read(self, expr: Read) -> str:
        if expr.table in FILLED:
            return f"(&{self.table(expr.table)})[{self.bare(expr.index)}]"
        return super().read(expr)

    def table(self, name):
        return zig_name(name)

    def function(self, name):
        return zig_name(name)

    def name(self, name):
        return zig_name(name)

    def infix(self, op, a, b):
        if op in ("shr", "shl") and not isinstance(b, Const):
            # the amount a u6: an index (0..63 by the model) or a table's u8 entry
            return f"({self.operand(op, a)} {self.INFIX[op]} @intCast({self.bare(b)}))"
        return super().infix(op, a, b)

    def unary(self, op, a):
        if op == "not":
            return f"~{self(a)}"
        if op == "bit":
            return f"(@as(u64, 1) << @intCast({self.bare(a)}))"
        if op == "u64":
            return f"@as(u64, {self.bare(a)})"
        if op == "index":
            return f"@as(usize, @intCast({self.bare(a)}))"
        if op == "bswap":
            return f"@byteSwap({self.bare(a)})"
        raise NotImplementedError(f"Zig has no {op}")

    def binary(self, op, a, b):
        raise NotImplementedError(f"Zig has no {op}")
