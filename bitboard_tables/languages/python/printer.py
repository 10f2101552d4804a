"""The Python printer of the module's expressions (bitboard_tables/expression.py).

The generator's own `PythonPrinter` (what `compiled` runs: ints cut to 64 bits where
they would wrap, docs/sliders.md "In Python") as the module writes it: names the
module's own, enumeration constants by name (EAST), the 64-bit mask as its functions
write it, `~x` `x ^ 0xFFFF_FFFF_FFFF_FFFF`, a byte swap by int's bytes; no PEXT or
PDEP, so a technique that needs them is not printed. black lays the text out and
keeps the base printer's parentheses. `PythonStatements` prints the lookup
functions' bodies (`python_bodies`; docs/development.md, "Printed in Python").
"""

from __future__ import annotations

from typing import Dict

from ...expression import M64, Arg, Const, Expr, Let, Printer, PythonPrinter, op, type_of
from ...fast_paths import fast_bodies
from ...function_bodies import Body, function_bodies
from ...mapping import Mapping
from ...statements import PythonRoutines


class PythonOutputPrinter(PythonPrinter):
    """Prints an expression as the Python of generated/bitboards.py: a constant of more
    than 32 bits in hex, all 16 digits (0x0202020202020202: the kindergarten multipliers)."""

    MASK = "0xFFFF_FFFF_FFFF_FFFF"
    # a direction's shift negated; a byte swap by int's bytes
    UNARY = {**PythonPrinter.UNARY, "not": f"({{0}} ^ {MASK})", "neg": "(-{0})", "bswap": 'int.from_bytes({0}.to_bytes(8, "little"), "big")'}

    def __call__(self, expr: Expr) -> str:
        return Printer.__call__(self, expr)  # an enumeration constant by its name

    def const(self, value: int) -> str:
        if value == M64:
            return self.MASK
        return f"0x{value:016X}" if value >> 32 else f"0x{value:X}" if value > 0xFFFF else str(value)

    def operand(self, op: str, child: Expr) -> str:
        # a wrapped operation's operands stay parenthesized: (a + b) & M64 + c is no sum
        return self(child) if op in self.WRAPPING else super().operand(op, child)

    def infix(self, op: str, a: Expr, b: Expr) -> str:
        text = Printer.infix(self, op, a, b)
        return f"({text} & {self.MASK})" if op in self.WRAPPING else text

    binary = Printer.binary  # no pext, pdep (the generator's PythonPrinter calls its own)


class PythonStatements(PythonRoutines):
    """The statements of a lookup function's body (expression.StatementPrinter) and of
    the package's self-test (statements.py) as statements.PythonRoutines prints them, in
    the module's Python (PythonOutputPrinter), a check unittest's `fail`."""

    FAIL = ('self.fail(f"{0}")',)

    def __init__(self, width: int = 64):
        printer = PythonOutputPrinter()
        if width > 64:  # a board past 64 bits: its wrapping and complement cut at its width
            printer.MASK = "0x" + "_".join(["FFFF"] * (width // 16))
            printer.UNARY = {**printer.UNARY, "not": f"({{0}} ^ {printer.MASK})"}
        super().__init__(printer)


def _masked_fill(body: Body, mask_to_64_bits: bool) -> Expr:
    """Returns occluded_fill's expression with its value bound to `result` and
    returned cut to 64 bits (`mask_to_64_bits`; else returned as it is): a negative
    `gen` or-ed in keeps its sign, as the template's `return gen & 0xFFFF_FFFF_FFFF_FFFF` cut."""
    result = Arg("result", type_of(body.expr))
    return Let(result, body.expr, op("and", result, Const(M64)) if mask_to_64_bits else result)


def python_bodies(mapping: Mapping, mask_to_64_bits: bool = True, fast: bool = True) -> Dict[str, str]:
    """Returns {name: the Python statements of its body} of every lookup function with a
    body (function_bodies.py) in `mapping`, those that take the fast paths by them
    (fast_paths.fast_bodies: the module holds their structures where it holds them),
    piece_attacks by blockers-and-beyond where it lacks rook's or bishop's (not `fast`)."""
    out = PythonStatements().bodies(mapping)
    for name, (params, expr) in fast_bodies(mapping).items():
        if fast or name != "piece_attacks":
            out[name] = PythonStatements()(params, expr)
    fill = function_bodies(mapping)["occluded_fill"]
    out["occluded_fill"] = PythonStatements()(fill.params, _masked_fill(fill, mask_to_64_bits))
    return out
