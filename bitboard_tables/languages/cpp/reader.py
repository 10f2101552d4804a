"""Reading a generated C++ header: its tables and functions.

A table is read by tokenizing its `inline constexpr TYPE NAME[..] = {...};`
initializer, its meaning and index names from the `//` comment before it; a
function is the text of its `constexpr` definition (the bit scans: every
branch's).
"""

from __future__ import annotations

import re

from ...parse import braced_grammar, halves_joined, header_comment

GRAMMAR = braced_grammar(
    re.compile(
        # a record of the magic lookups (MagicRecord ROOK_MAGIC_RECORDS[64], sliders/records.py) is no table
        r"^inline\s+constexpr\s+(?P<type>(?![\w:]*Record\b)[\w:]+)\s+(?P<name>\w+)\s*(?P<dims>(?:\[\s*\d+\s*\])+)\s*=\s*\{", re.M
    ),
    header_comment("//"),  # // NAME[64 frm][64 to]: meaning
    re.compile(r"^constexpr\s+[\w:\s\*]*?\b(\w+)\s*\(", re.M),
    scopes=(("namespace", re.compile(r"^namespace\s+([\w:]+)\s*\{", re.M), None),),
)


def joined(text: str) -> str:
    """Returns the text of a header with each entry bitboard(high, low) of a board
    numbered past 64 bits one number; a header of 64 bits as it is."""
    if "bitboard(0x" not in text:  # its entries (a board's sliders header calls the function of the header it includes)
        return text
    return halves_joined(text, "bitboard")
