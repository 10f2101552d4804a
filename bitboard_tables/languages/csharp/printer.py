"""The C# printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names are the class's own: a table keeps its UPPER_SNAKE name (a packed table,
filled at run time, is read in the nested class that holds it,
`MagicTables.ROOK_MAGIC_ATTACKS`), a function, helper or parameter is in C#'s
case (`RankAttacks`, `HyperbolaLine`, `lineEx`). Every table is flat, so the
first-rank table's [occ6][file] is read as `FIRST_RANK_ATTACKS[occ6 * 8 + file]`.
ulong arithmetic wraps (C# is unchecked by default); a table position is an
`(int)` cast, a narrower entry widened by `(ulong)`, one bit `1UL << sq`; the
byte swap, pext and pdep are the class's private `ByteSwap`, `Pext` and `Pdep`
(BMI2's intrinsics where .NET has them, portable code elsewhere).

A lookup function's body (`function_bodies.py`) is printed by `CsharpStatements`,
the statement printer of expression.py in C#'s words and braces (each on a line of
its own): a `Let` `ulong x = v;` (or `int`), an assignment `x = v;` where it
rebinds (`x |= y;` where it can), a `Select` an if-else, a `FoldBits` `while (bits
!= 0) { ... bits &= bits - 1; }` with the square `Lsb(bits)`; a negation `(-x)`.
All of it is C# 2.0.
"""

from __future__ import annotations

from functools import cached_property
from typing import Mapping

from ...expression import Printer, Read2, TypedStatements
from ...tables import compute_tables
from ..language import camel_case, pascal_case

FUNCTIONS = {"pext": "Pext", "pdep": "Pdep"}  # the class's private helpers (and ByteSwap, UNARY)


class CsharpPrinter(Printer):
    def __init__(self, holders: Mapping[str, str] = None):
        self.holders = dict(holders or {})  # packed table -> the nested class that holds it

    @cached_property
    def shapes(self):
        return {t.name: t.shape for t in compute_tables()}  # a table's shape (every mapping's), for a flat [row][col]

    def table(self, name):
        return f"{self.holders[name]}.{name}" if name in self.holders else name

    function = staticmethod(pascal_case)
    arg = staticmethod(camel_case)  # a parameter in C#'s camelCase (cs_param); an enumeration constant keeps its UPPER_SNAKE name, as `named` gives it

    WIDE, WIDE_ABOVE = "0x{:X}UL", 31  # a constant past int's in hex, a ulong

    UNARY = {"not": "(~{0})", "neg": "(-{0})", "bit": "(1UL << {0})", "bswap": "ByteSwap({1})"}
    CASTS, CAST = {"u64": ("ulong", frozenset({"u64"})), "index": ("int", frozenset({"index"}))}, "(({0}){1})"

    def binary(self, op, a, b):
        return f"{FUNCTIONS[op]}({self.bare(a)}, {self.bare(b)})"

    def read2(self, expr: Read2) -> str:
        return f"{self.table(expr.table)}[{self(expr.row)} * {self.shapes[expr.table][1]} + {self(expr.col)}]"


TYPES = {"u64": "ulong", "index": "int", "int": "int"}  # an expression type -> its C# type


class CsharpStatements(TypedStatements):
    """The statements of a lookup function's body in C# (expression.StatementPrinter),
    every brace on a line of its own."""

    TYPES = TYPES
    ELSE = "}\nelse\n{"
    BLOCK = "{} ({})\n{{"
    NESTED = "    "  # a method's body sits one level inside the class

    DO = "do\n{"  # a routine's (the fill's) do-while, for and block, braces on lines of their own
    FOR = "for (int {0} = 0; {0} < {1}; {0}++)\n{{"

    def __init__(self):
        super().__init__(CsharpPrinter())

    def bodies(self, mapping, but=()):
        # the flat reads by the shapes of the mapping's own tables (a board's, issue 49)
        self.printer.shapes = {t.name: t.shape for t in compute_tables(mapping)}
        return super().bodies(mapping, but)

    def do_close(self, condition):
        return f"}}\nwhile ({self.printer.bare(condition)});"

    def _line(self, text, end=True):
        *heads, last = text.split("\n")
        for head in heads:  # a brace's own line
            super()._line(head, end=False)
        super()._line(last, end)
