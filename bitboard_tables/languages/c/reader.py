"""Reading a generated C header: its tables and functions.

A table is read by tokenizing its `PREFIX_TABLE_STORAGE TYPE NAME[..] = {...};` initializer (the storage
macro is `static const` unless the user asks for one shared copy; headers older than it say `static const`
there; the sliders header's are `PREFIX_SLIDER_STORAGE` and `PREFIX_SLIDER_PACKED_STORAGE`), its meaning and
index names from the comment before it; a function is the text of its `static inline` definition, a square
helper the line of its macro. The three headers are read alike, down to the entry. A header of 128-bit
bitboards writes each entry as its two 64-bit halves (`BB_BITBOARD(high, low)`), read as one number of its
type `bb_bitboard_t`. The records the magic lookups read (`bb_magic_record BB_ROOK_MAGIC_RECORDS[64]`,
sliders/records.py) are no table of the contract: the reader passes them by.
"""

from __future__ import annotations

import re
from typing import Dict

from ...parse import Reading, braced_grammar, halves_joined, header_comment, one_line_or_closing_brace, read_declared
from ...tables import U128

GRAMMAR = braced_grammar(
    re.compile(
        r"^(?:static\s+const|\w*TABLE_STORAGE|\w*SLIDER_STORAGE|\w*SLIDER_PACKED_STORAGE)"
        r"\s+(?P<type>(?!\w*_record\b)\w+)\s+(?P<name>\w+)\s*(?P<dims>(?:\[\s*\d+\s*\])+)\s*=\s*\{",  # a record: no table
        re.M,
    ),
    header_comment(r"/\*", closing=r"\*/"),  # /* NAME[64 frm][64 to]: meaning */
    # a function, or a square helper: a function-like macro of the lower prefix, its one line
    re.compile(r"^(?:static\s+inline\s+[\w\s\*]*?\b|#define\s+(?=[a-z]))(\w+)\s*\(", re.M),
    function_end=lambda text, match: text.find("\n", match.start()) if text[match.start()] == "#" else one_line_or_closing_brace(text, match),
    prefix=re.compile(r"^#ifndef\s+(\w*?)BITBOARDS(?:_SLIDERS|_ENGINE)?(?:_\d+X\d+(?:_\d+)?)?_H\b", re.M),  # the include guard
)


def read(text: str, mapping, elements: Dict[str, str]) -> Reading:
    """Returns the tables and functions of a generated header, `elements` naming the element
    types in C, its bitboard type (bb_bitboard_t) U128's. Raises ValueError."""
    prefix = found.group(1) if (found := GRAMMAR.prefix.search(text)) else ""
    # its entries (a board's sliders header calls the macro of the header it includes)
    return read_declared(halves_joined(text, f"{prefix}BITBOARD"), mapping, GRAMMAR, {**elements, U128: f"{prefix.lower()}bitboard_t"})
