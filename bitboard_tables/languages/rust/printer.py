"""The Rust printer of the model's expressions (bitboard_tables/expression.py), names the
module's own: arithmetic that may wrap `wrapping_*`, so that a debug build does not panic; a
cast `as` where the types differ; a packed table read by `packed(GROUP, &TABLE, index)`, which
fills its fill group (GROUP, its bit) first if no one has, or in the methods of SliderTables,
whose value proves every table filled, by `filled(&TABLE, index)`, which checks nothing.
"""

from __future__ import annotations

from ...expression import Call, Expr, Printer, Read, Select, StatementPrinter, type_of
from ...mapping import LERF
from ..slider_section import held_in

WRAPPING = {"add": "wrapping_add", "sub": "wrapping_sub", "mul": "wrapping_mul", "mul32": "wrapping_mul"}
# a widening, index or int op -> (the Rust type it casts to, the one type that is it already)
CASTS = {op: (rust, frozenset({op})) for op, rust in (("u64", "u64"), ("index", "usize"), ("int", "i32"))}
RESERVED = {"gen": "r#gen"}  # parameter names Rust reserves (`gen` from the 2024 edition on), as raw identifiers
# a packed table -> the constant of its fill group's bit in a set of groups (MAGIC_ATTACKS_GROUP), the same in every mapping
GROUP_OF = held_in(LERF, lambda group: f"{group.upper()}_GROUP")


class RustPrinter(Printer):
    UNARY = {"not": "(!{0})", "bit": "(1u64 << {0})", "bswap": "{0}.swap_bytes()", "rbit": "{0}.reverse_bits()",
             "lo32": "({0} as u32)", "hi32": "(({0} >> 32) as u32)"}  # fmt: skip  # the casts and a negation by type: `unary`
    INFIX = {**Printer.INFIX, "mul32": "*", "xor32": "^", "shr32": ">>"}  # a u32's; its product wraps (WRAPPING)
    CASTS, CAST, WIDE = CASTS, "({1} as {0})", "0x{:016x}"

    def __init__(self, filled=False, width=64):
        self.filled = filled  # a packed table read by `filled`, a lookup a method (of SliderTables)
        if width > 64:  # a board past 64 bits: its bitboards u128
            self.UNARY = {**self.UNARY, "bit": f"(1u{width} << {{0}})"}
            self.CASTS = {**CASTS, "u64": (f"u{width}", frozenset({"u64"}))}

    def __call__(self, expr):  # a Select within an expression (the run-time fill's): an if-else on one line
        if isinstance(expr, Select):
            return f"if {self.bare(expr.condition)} {{ {self.bare(expr.then)} }} else {{ {self.bare(expr.otherwise)} }}"
        return super().__call__(expr)

    def arg(self, name):
        return RESERVED.get(name, name)

    def infix(self, op, a, b):
        return f"{self(a)}.{WRAPPING[op]}({self.bare(b)})" if op in WRAPPING else super().infix(op, a, b)

    def read(self, expr: Read) -> str:
        if expr.table in GROUP_OF and self.filled:
            return f"filled(&{expr.table}, {self.bare(expr.index)})"
        if expr.table in GROUP_OF:
            return f"packed({GROUP_OF[expr.table]}, &{expr.table}, {self.bare(expr.index)})"
        return super().read(expr)

    def call(self, expr: Call) -> str:  # in SliderTables, the queen's rook and bishop methods
        return f"self.{super().call(expr)}" if self.filled else super().call(expr)

    def unary(self, op, a):
        if op == "neg":  # a direction's shift, an i32; an unsigned value wraps
            return f"(-{self(a)})" if type_of(a) == "int" else f"{self(a)}.wrapping_neg()"
        return super().unary(op, a)

    def binary(self, op, a, b):
        return f"{op}({self.bare(a)}, {self.bare(b)})"  # the module's pext, pdep


class RustStatements(StatementPrinter):
    """The statements of a lookup function's body in Rust (docs/development.md, "Printed in Rust"):
    a rebinding shadows, an if-else and the body's value are expressions, a fold's
    accumulator and bits the only `let mut` (a routine's, what it assigns)."""

    INDENT, END, TAIL, SHADOWS = "    ", ";", True, True
    BLOCK = "{} {} {{"  # `if c {`, `while c {`

    def __init__(self, width: int = 64):
        super().__init__(RustPrinter(width=width))

    def declare(self, name, type, value):
        return f"let {'mut ' if name in self.reassigned else ''}{name} = {self.printer.bare(value)}"

    def _emit(self, expr: Expr, sink, later):
        if isinstance(expr, Select) and sink[0] != "return":  # a let's value an if-else expression, as the body's (TAIL)
            if sink[0] == "assign":
                raise ValueError("a Select assigned: Rust's bodies give it as a value")
            self._line(f"let {self._name(sink[1])} = {self.if_open(expr.condition)}", end=False)
            self._block(expr.then, ("return",), later)
            self._line(self.ELSE, end=False)
            self._block(expr.otherwise, ("return",), later)
            self._line(self.CLOSE)
            self._scopes[-1][sink[1].name] = sink[1].type
        else:
            super()._emit(expr, sink, later)


class RustRoutines(RustStatements):
    """The routines (statements.py) in Rust: the self-test's, a loop `for at in 0..64 {` or
    `loop {`, a check a `panic!` where the values differ, the value the function's tail;
    the run-time fill's (slider_section.fill_loop), a store `store(&TABLE, index, value)`,
    a build condition a cfg attribute."""

    FOREVER, DO, GUARD_AT_MARGIN, STORE = "loop {", "", False, "store(&{}, {}, {})"
    FOR, NUMBER, HEXA, ESCAPE, FAIL = "for {0} in 0..{1} {{", "{{}}", "{{:#018x}}", {"{": "{{", "}": "}}"}, ('panic!("{0}", {1});',)

    def guard(self, condition):
        return f"#[cfg({condition})]", ""
