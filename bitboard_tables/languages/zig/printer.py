"""The Zig printer of the model's expressions (bitboard_tables/expression.py).

Names are Zig's (`zig_name`); a parameter keeps the contract's snake_case. What
may wrap is Zig's wrapping operators (`*%`, `+%`, `-%`; `<<` drops the bits
shifted out), the u32 product of the 32-bit magic index too; a shift by anything
but a constant `@intCast`s its amount to a u6, and the other casts and builtins
are `UNARY`'s. A table filled at run time (a `var`) is read through its address,
`(&rook_magic_attacks)[i]`: Zig's own Debug backend (0.15) copies the whole array
to read one entry of a global `var` indexed by value (27 microseconds a lookup
for the 800 KB rook table). Zig has builtins for neither PEXT nor PDEP (no
`@pext`; inline assembly would tie the file to x86-64 with BMI2): a technique
that needs them is not printed. Every operand that is itself an operation is
parenthesized (a run of one associative operator excepted): Zig's `&`, `^` and
`|` share one precedence, looser than the shifts, which `zig fmt` leaves as it
finds them.
"""

from __future__ import annotations

import re
from typing import Dict

from ...expression import Arg, Const, Op, Printer, Read, StatementPrinter, type_of
from ...sliders import PACKED_TABLES
from ..language import camel_case


def zig_name(name: str) -> str:
    """Returns the Zig name of a table, function or enumeration constant of the
    contract: functions in camelCase (xray_rank_attacks: xrayRankAttacks), the
    rest in snake_case (RANK_MASK_EX: rank_mask_ex, A1: a1), quoted where it would
    shadow a primitive type (the squares of a board's i-file, @"i1": issue 49)."""
    zig = name.lower() if name == name.upper() else camel_case(name)
    return f'@"{zig}"' if re.fullmatch(r"[iu]\d+", zig) else zig


class ZigPrinter(Printer):
    INFIX = {**Printer.INFIX, "add": "+%", "sub": "-%", "mul": "*%", "mul32": "*%", "xor32": "^", "shr32": ">>"}
    INDEX_INFIX = {**Printer.INDEX_INFIX, "both": "and"}
    WIDE = "0x{:016x}"
    named = staticmethod(zig_name)

    def __init__(self):
        self.renames: Dict[str, str] = {}  # a rebound parameter -> its copy, where the copy is in scope

    def arg(self, name):
        return self.renames.get(name, name)

    def read(self, expr: Read) -> str:
        if expr.table in PACKED_TABLES:
            return f"(&{self.table(expr.table)})[{self.bare(expr.index)}]"
        return super().read(expr)

    def infix(self, op, a, b):
        if op in ("shr", "shl", "shr32") and not isinstance(b, Const):
            # the amount a u6 (a u32's a u5): an index (0..63 by the model) or a table's u8 entry
            return f"({self.operand(op, a)} {self.INFIX[op]} @intCast({self.bare(b)}))"
        return super().infix(op, a, b)

    UNARY = {  # no pext, pdep
        "not": "~{0}",
        "bit": "(@as(u64, 1) << @intCast({1}))",
        "u64": "@as(u64, {1})",
        "index": "@as(usize, @intCast({1}))",
        "int": "@as(i32, @intCast({1}))",
        "bswap": "@byteSwap({1})",
        "rbit": "@bitReverse({1})",
        "lo32": "@as(u32, @truncate({1}))",
        "hi32": "@as(u32, @truncate({0} >> 32))",
    }

    def unary(self, op, a):
        if op == "neg":  # a direction's shift, an i32; a bitboard wraps
            return f"(-{self(a)})" if type_of(a) == "int" else f"(-%{self(a)})"
        return super().unary(op, a)


class ZigStatements(StatementPrinter):
    """The statements of a lookup function's body in Zig (expression.StatementPrinter;
    docs/development.md, "Printed in Zig"): every local typed, `const` unless
    assigned again, a rebound parameter copied."""

    INDENT = "    "
    END = ";"
    DO = ""  # no do-while: a loop until a break
    TYPES = {"u64": "u64", "index": "usize", "int": "i32"}  # an expression type -> its Zig type

    def __init__(self, width: int = 64):
        super().__init__(ZigPrinter())
        if width > 64:  # a board past 64 bits: its bitboards u128 (the package's self-test's too)
            self.printer.UNARY = {**self.printer.UNARY, "bit": f"(@as(u{width}, 1) << @intCast({{1}}))"}
            self.TYPES = {**self.TYPES, "u64": f"u{width}"}
        self._declared: Dict[str, int] = {}  # a local's printed name -> the line declaring it
        self._mutated: set = set()  # the lines declaring a local assigned after

    def __call__(self, params, expr):
        self._params = frozenset(p.name for p in params)
        self.printer.renames = {}
        self._declared, self._mutated = {}, set()  # each body's own
        text = super().__call__(params, expr)
        lines = text.split("\n")
        for k, line in enumerate(lines):  # a var never assigned is an error in Zig
            if k not in self._mutated and line.lstrip().startswith("var "):
                lines[k] = line.replace("var ", "const ", 1)
        return "\n".join(lines)

    def declare(self, name, type, value):
        self._declared[name] = len(self._lines)
        text = self.printer.bare(value)
        if isinstance(value, Op) and value.op == "index":  # the declaration gives the type
            text = f"@intCast({self.printer.bare(value.args[0])})"
        return f"{'var' if name in self.reassigned else 'const'} {name}: {self.TYPES[type]} = {text}"

    def declare_unset(self, name, type):
        self._declared[name] = len(self._lines)
        self._mutated.add(len(self._lines))
        return f"var {name}: {self.TYPES[type]} = undefined"

    def assign(self, name, value):
        self._mutated.add(self._declared[name])
        return super().assign(name, value)

    def clear_lowest(self, bits):
        self._mutated.add(self._declared[bits])
        return super().clear_lowest(bits)

    def _bind(self, var, value, later, value_later):
        if var.name in self._params:  # Zig's parameters are constants and it forbids shadowing
            if var.name in later:
                raise ValueError(f"{var.name} rebound where its old value is read after: not printable as a copy")
            if var.name not in self.printer.renames:  # the first rebinding declares a copy of another name
                copy = Arg(f"{var.name}2", var.type)
                self.reassigned |= {copy.name}  # a `var` where the statements after assign it
                self._emit(value, ("declare", copy), value_later)
                self.printer.renames[var.name] = copy.name
                return
            var = Arg(self.printer.renames[var.name], var.type)  # the later ones assign it
        super()._bind(var, value, later, value_later)

    def _block(self, expr, sink, later):
        saved = dict(self.printer.renames)  # a copy declared in a block ends with it
        try:
            super()._block(expr, sink, later)
        finally:
            self.printer.renames = saved


class ZigRoutines(ZigStatements):
    """The self-test's routines (statements.py) in Zig: a loop `for (0..64) |at| {` or
    `while (true) {`, a check printed and failed by `error.TestUnexpectedResult`."""

    FOREVER = "while (true) {"
    NUMBER, HEXA, ESCAPE = "{{d}}", "0x{{x:0>16}}", {"{": "{{", "}": "}}"}
    FAIL = ('std.debug.print("{0}\\n", .{{ {1} }});', "return error.TestUnexpectedResult;")
    FOR = "for (0..{1}) |{0}| {{"

