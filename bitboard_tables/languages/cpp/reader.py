"""Reading a generated C++ header: its tables and functions.

A table is read by tokenizing its `inline constexpr TYPE NAME[..] = {...};`
initializer, its meaning and index names from the `//` comment before it; a
function is the text of its `constexpr` definition (the bit scans: every
branch's). Each entry bitboard(high, low) of a board numbered past 64 bits is read
as one number (parse.halves_joined).
"""

from __future__ import annotations

import re

from ...parse import braced_grammar, header_comment

GRAMMAR = braced_grammar(
    re.compile(
        # a record of the magic lookups (MagicRecord ROOK_MAGIC_RECORDS[64], sliders/records.py) is no table
        r"^inline\s+constexpr\s+(?P<type>(?![\w:]*Record\b)[\w:]+)\s+(?P<name>\w+)\s*(?P<dims>(?:\[\s*\d+\s*\])+)\s*=\s*\{", re.M
    ),
    header_comment("//"),  # // NAME[64 frm][64 to]: meaning
    re.compile(r"^constexpr\s+[\w:\s\*]*?\b(\w+)\s*\(", re.M),
    scopes=(("namespace", re.compile(r"^namespace\s+([\w:]+)\s*\{", re.M), None),),
)
