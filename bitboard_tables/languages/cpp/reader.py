"""Reading a generated C++ header: its tables and functions.

A table is read by tokenizing its `inline constexpr TYPE NAME[..] = {...};`
initializer, its meaning and index names from the `//` comment before it; a
function is the text of its `constexpr` definition (the bit scans: every
branch's).
"""

from __future__ import annotations

import re

from ...parse import Grammar, halves_joined, header_comment, initializer_tokens, one_line_or_closing_brace

GRAMMAR = Grammar(
    declaration=re.compile(
        # a record of the magic lookups (MagicRecord ROOK_MAGIC_RECORDS[64], sliders/records.py) is no table
        r"^inline\s+constexpr\s+(?P<type>(?![\w:]*Record\b)[\w:]+)\s+(?P<name>\w+)\s*(?P<dims>(?:\[\s*\d+\s*\])+)\s*=\s*\{", re.M
    ),
    header=header_comment("//"),  # // NAME[64 frm][64 to]: meaning
    tokens=initializer_tokens(r"[-+]?\s*(?:0[xX][0-9a-fA-F]+|\d+)[uUlL]*"),
    suffix=re.compile(r"\s+|[uUlL]+$"),
    function=re.compile(r"^constexpr\s+[\w:\s\*]*?\b(\w+)\s*\(", re.M),
    function_end=one_line_or_closing_brace,
    header_required=False,
    scopes=(("namespace", re.compile(r"^namespace\s+([\w:]+)\s*\{", re.M), None),),
    branches=True,  # the bit scans
)


def joined(text: str) -> str:
    """Returns the text of a header with each entry bitboard(high, low) of a board
    numbered past 64 bits one number; a header of 64 bits as it is."""
    if "bitboard(0x" not in text:  # its entries (a board's sliders header calls the function of the header it includes)
        return text
    return halves_joined(text, "bitboard")
