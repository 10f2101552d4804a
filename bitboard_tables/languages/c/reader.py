"""Reading a generated C header: its tables and functions.

A table is read by tokenizing its `PREFIX_TABLE_STORAGE TYPE NAME[..] = {...};`
initializer (the storage macro is `static const` unless the user asks for one
shared copy; headers older than it say `static const` there; the sliders
header's are `PREFIX_SLIDER_STORAGE` and `PREFIX_SLIDER_PACKED_STORAGE`), its
meaning and index names from the comment before it; a function is the text of
its `static inline` definition, a square helper the line of its macro. The three headers are read alike, down to the entry.
A header of 128-bit bitboards writes each entry as its two 64-bit halves
(`BB_BITBOARD(high, low)`), read as one number of its type `bb_bitboard_t`.
The records the magic lookups read (`bb_magic_record BB_ROOK_MAGIC_RECORDS[64]`,
sliders/records.py) are no table of the contract: the reader passes them by.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List, Tuple

from ...parse import Grammar, Reading, braced_values, halves_joined, header_comment, initializer_tokens, read_declared
from ...parse import one_line_or_closing_brace
from ...tables import U128

_TOKEN = initializer_tokens(r"[-+]?\s*(?:0[xX][0-9a-fA-F]+|\d+)[uUlL]*")
_SUFFIX = re.compile(r"\s+|[uUlL]+$")
_MACRO = re.compile(r"^#define\s+(\w+)\(.*$", re.M)  # a function-like macro: the square helpers


def _block_comment(text: str, start: int) -> List[str]:
    """Returns the `/* ... */` comment right above text[start]; none if there is none."""
    before = text[:start].rstrip()
    return [before[before.rfind("/*") :]] if before.endswith("*/") else []


GRAMMAR = Grammar(
    declaration=re.compile(
        r"^(?:static\s+const|\w*TABLE_STORAGE|\w*SLIDER_STORAGE|\w*SLIDER_PACKED_STORAGE)"
        r"\s+(?P<type>(?!\w*_record\b)\w+)\s+(?P<name>\w+)\s*(?P<dims>(?:\[\s*\d+\s*\])+)\s*=\s*\{",  # a record: no table
        re.M,
    ),
    header=header_comment(r"/\*", closing=r"\*/"),  # /* NAME[64 frm][64 to]: meaning */
    tokens=_TOKEN,
    suffix=_SUFFIX,
    function=re.compile(r"^static\s+inline\s+[\w\s\*]*?\b(\w+)\s*\(", re.M),
    function_end=one_line_or_closing_brace,
    comments=_block_comment,
    header_required=False,
    values=braced_values(_TOKEN, _SUFFIX),
    prefix=re.compile(r"^#ifndef\s+(\w*?)BITBOARDS(?:_SLIDERS|_ENGINE)?(?:_\d+X\d+(?:_\d+)?)?_H\b", re.M),  # the include guard
    branches=True,  # the bit scans
)


def _joined(text: str, elements: Dict[str, str]) -> Tuple[str, Dict[str, str]]:
    """Returns the text of a header of 128-bit bitboards (issue 49) with each entry
    BB_BITBOARD(high, low) one number, and `elements` with the header's bitboard type
    (bb_bitboard_t) as U128; a header of 64 bits as it is."""
    found = GRAMMAR.prefix.search(text)
    prefix = found.group(1) if found else ""
    if f"{prefix}BITBOARD(0x" not in text:  # its entries (a board's sliders header calls the macro of the header it includes)
        return text, elements
    return halves_joined(text, f"{prefix}BITBOARD"), {**elements, U128: f"{prefix.lower()}bitboard_t"}


def read(text: str, mapping, elements: Dict[str, str]) -> Reading:
    """Returns the tables and functions of a generated header, its square helpers
    (function-like macros of the lower prefix) among the functions; `elements` maps
    the element types to their C names. Raises ValueError."""
    text, elements = _joined(text, elements)
    reading = read_declared(text, mapping, GRAMMAR, elements)
    prefix = reading.prefix
    lower = prefix.lower()
    functions = dict(reading.functions)
    for match in _MACRO.finditer(text):
        cname = match.group(1)
        if lower and cname.startswith(lower):
            body = match.group(0).replace(prefix, "{P}").replace(lower, "{p}")
            functions.setdefault(cname[len(lower) :], body)
    return replace(reading, functions=functions)
