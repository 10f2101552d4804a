"""The C++ printer of the slider techniques' expressions and the lookup functions'
bodies (bitboard_tables/expression.py): C's (expression.CFamilyPrinter and
CFamilyStatements) with bare names, which live in the header's namespace
(`ROOK_MAGICS`, `rank_attacks`, `byte_swap`), and C++'s casts: a widening is a brace
initialization (`std::uint64_t{x}`) and a bitboard made a position a `static_cast`,
never a C-style cast (`-Wold-style-cast`); a variable each branch assigns is
initialized where it is declared (`std::uint64_t moved = 0;`), as a C++17 constexpr
function requires.
"""

from __future__ import annotations

from ...expression import CFamilyPrinter, CFamilyStatements
from ..two_words import TwoWordsCpp, TwoWordsCppStatements


class CppPrinter(CFamilyPrinter):
    UNARY = {
        **CFamilyPrinter.UNARY,
        "bit": "(std::uint64_t{{1}} << {0})",
        "u64": "std::uint64_t{{{1}}}",
        "lo32": "static_cast<std::uint32_t>({1})",
        "hi32": "static_cast<std::uint32_t>({0} >> 32)",
        "int": "static_cast<int>({1})",
    }


class WidePrinter(TwoWordsCpp, CppPrinter):
    """C++'s printer on a board past 64 bits (issue 49): in the words both representations
    of its bitboard_t have, its operators (two_words.py)."""


class CppStatements(CFamilyStatements):
    """The statements of a lookup function's body in C++."""

    TYPES = {**CFamilyStatements.TYPES, "u64": "std::uint64_t"}
    POSITION = "static_cast<int>({})"
    UNSET = " = 0"  # C++17: every variable of a constexpr function initialized

    def __init__(self, printer: CppPrinter = None):
        super().__init__(printer or CppPrinter())


class WideStatements(TwoWordsCppStatements, CppStatements):
    """C++'s statements on a board past 64 bits, its bitboards bitboard_t."""

    TYPES = {**CppStatements.TYPES, "u64": "bitboard_t"}

    def __init__(self, printer: CppPrinter = None):
        super().__init__(printer or WidePrinter())
