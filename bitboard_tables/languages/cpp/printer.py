"""The C++ printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names are bare: they live in the header's namespace (`ROOK_MAGICS`,
`rank_attacks`). std::uint64_t arithmetic wraps by itself; a widening is a
brace initialization (`std::uint64_t{x}`), never a C-style cast
(`-Wold-style-cast`); a byte swap is the header's `byte_swap`, a bit reversal
its `bit_reverse`, pext and pdep BMI2's intrinsics.

A lookup function's body (`function_bodies.py`) is printed by `CppStatements`, the
statement printer of expression.py in C++'s words: a `Let` `std::uint64_t x = v;`
(`const` where the body never assigns it again; a bitboard made a position by
`static_cast<int>`), `x = v;` or `x |= y;`, a `Select` an if-else, a `FoldBits`
`while (bits) { ...; bits &= bits - 1; }` with the square `lsb(bits)`; a variable
each branch assigns is initialized where it is declared (`std::uint64_t moved =
0;`), as a C++17 constexpr function requires.
Constants of more than 32 bits are written in hex with ULL.
"""

from __future__ import annotations

from typing import Dict

from ...expression import CFamilyPrinter, TypedStatements
from ...function_bodies import function_bodies
from ...mapping import Mapping


class CppPrinter(CFamilyPrinter):
    UNARY = {
        **CFamilyPrinter.UNARY,
        "bit": "(std::uint64_t{{1}} << {0})",
        "u64": "std::uint64_t{{{1}}}",
        "bswap": "byte_swap({1})",
        "rbit": "bit_reverse({1})",
    }


TYPES = {"u64": "std::uint64_t", "index": "int", "int": "int"}  # an expression type -> its C++ type


class CppStatements(TypedStatements):
    """The statements of a lookup function's body in C++ (expression.StatementPrinter)."""

    TYPES = TYPES
    CONST = "const "
    POSITION = "static_cast<int>({})"
    UNSET = " = 0"  # C++17: every variable of a constexpr function initialized

    def __init__(self):
        super().__init__(CppPrinter())

    def loop_open(self, bits):
        return f"while ({bits}) {{"


def cpp_bodies(mapping: Mapping) -> Dict[str, str]:
    """Returns {name: the C++ statements of its body} of every lookup function with a
    body (function_bodies.py) in `mapping`."""
    return {name: CppStatements()(body.params, body.expr) for name, body in function_bodies(mapping).items()}
