"""The Java printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names are Java's (`java_name`): the tables and enumeration constants in capitals
(`ROOK_MAGICS`, `EAST`), functions in camelCase (`rankAttacks`). A bitboard is a
`long`, whose `+`, `-`, `*` and `<<` wrap as the model's u64 do; a right shift is
the unsigned `>>>`, the NOT `~`, one bit `1L << sq`, a byte swap
`Long.reverseBytes` (one BSWAP once compiled). A table's narrower entries (u8, u32)
and a table position are `int`: a u64 made a position is cast `(int)`, an int
entry widened where it meets a u64 `(long)`, which it must be before a shift (an
int shifts by its count modulo 32); where the types already agree no cast is
printed, as `javac -Xlint:all` warns of a redundant one. A packed table lives in
the nested class that fills it (`MagicTables.ROOK_MAGIC_ATTACKS`) and
is a parameter of the fill (`rookMagicAttacks`): `tables` names each.
Java 11 has no PEXT or PDEP: a technique that needs them is not printed.

A lookup function's body (`function_bodies.py`) is printed by `JavaStatements`,
expression.TypedStatements in Java's words (docs/development.md, "Printed in Java
and C#"); a constant of more than 31 bits is a long literal in hex, all 16 digits
(`0x0202020202020202L`: the kindergarten multipliers).
"""

from __future__ import annotations

from typing import Mapping

from ...expression import Printer, TypedStatements
from ..language import camel_case


def java_name(name: str) -> str:
    """Returns the Java name of a table, function or enumeration constant of the
    contract: a function's in camelCase (rank_attacks is rankAttacks), a table's or
    a constant's as the contract writes it (RANK_MASK_EX, NOEA, A1)."""
    return name if name.isupper() or not name.islower() else camel_case(name)


INTS = frozenset({"index", "int", "u8", "u16", "u32"})  # the expression types Java holds in an int


class JavaPrinter(Printer):
    INFIX = {**Printer.INFIX, "shr": ">>>"}
    WIDE, WIDE_ABOVE = "0x{:016x}L", 31  # a long literal past an int's 31 bits

    def __init__(self, tables: Mapping[str, str] = {}):
        self.tables = dict(tables)  # a packed table -> its name where it is read: MagicTables.ROOK_MAGIC_ATTACKS

    named = arg = staticmethod(java_name)

    def table(self, name):
        return self.tables.get(name, java_name(name))

    UNARY = {"not": "(~{0})", "neg": "(-{0})", "bit": "(1L << {0})", "bswap": "Long.reverseBytes({1})", "rbit": "Long.reverse({1})"}  # no pext, pdep
    # an index, an int and every narrower entry are Java's int; a u64 a long
    CASTS = {"u64": ("long", frozenset({"u64"})), "index": ("int", INTS), "int": ("int", INTS)}


TYPES = {"u64": "long", "index": "int", "int": "int"}  # an expression type -> its Java type


class JavaStatements(TypedStatements):
    """The statements of a lookup function's body (expression.StatementPrinter) and of the
    self-test's routines (statements.py) in Java: a check JUnit's `fail`."""

    TYPES = TYPES
    NESTED = "    "  # a method's body sits one level inside the class
    FAIL = ('fail(String.format("{0}", {1}));',)

    def __init__(self):
        super().__init__(JavaPrinter())

