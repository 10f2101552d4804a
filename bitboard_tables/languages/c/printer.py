"""The C printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names take the prefix (`BB_ROOK_MAGICS`, `bb_rank_attacks`); arithmetic on
uint64_t wraps by itself; a byte swap is the header's `bb_byte_swap`, a bit
reversal its `bb_bit_reverse`, pext and pdep BMI2's intrinsics.

A lookup function's body (`function_bodies.py`) is printed by `CStatements`, the
statement printer of expression.py in C's words: a `Let` `uint64_t x = v;` (`const`
where no statement of the body assigns it again; an index or a signed number an
`int`, cast where its value is a bitboard), an assignment `x = v;` or `x |= y;`, a
`Select` an if-else, a `FoldBits` `while (bits) { ...; bits &= bits - 1; }` with the
square `bb_lsb(bits)`. Constants of more than 32 bits are written in hex with ULL.
"""

from __future__ import annotations

from typing import Dict

from ...expression import CFamilyPrinter, TypedStatements
from ...function_bodies import function_bodies
from ...mapping import Mapping


class CPrinter(CFamilyPrinter):
    def __init__(self, P: str, p: str):
        self.P, self.p = P, p  # "BB_", "bb_"
        self.UNARY = {
            **CFamilyPrinter.UNARY,
            "bit": "((uint64_t)1 << {0})",
            "u64": "(uint64_t){0}",
            "bswap": p + "byte_swap({1})",
            "rbit": p + "bit_reverse({1})",
        }

    def table(self, name):
        return self.P + name

    def function(self, name):
        return self.p + name

    def name(self, name):
        return self.P + name


TYPES = {"u64": "uint64_t", "index": "int", "int": "int"}  # an expression type -> its C type


class CStatements(TypedStatements):
    """The statements of a lookup function's body in C (expression.StatementPrinter)."""

    TYPES = TYPES
    CONST = "const "
    POSITION = "(int)({})"

    def loop_open(self, bits):
        return f"while ({bits}) {{"


def c_bodies(mapping: Mapping, P: str, p: str) -> Dict[str, str]:
    """Returns {name: the C statements of its body} of every lookup function with a
    body (function_bodies.py) in `mapping`, the names taking the prefixes `P`, `p`."""
    printer = CPrinter(P, p)
    return {name: CStatements(printer)(body.params, body.expr) for name, body in function_bodies(mapping).items()}
