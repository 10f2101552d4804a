"""Reading a generated Go package: its tables and functions.

A table is read by tokenizing its `var Name = [64][8]uint64{...}` composite
literal, its contract name, meaning and index names from the doc comment before
it (`// Name is NAME[64 sq][8 dir]: meaning`); a function is the text of its
`func`, under its contract name.
"""

from __future__ import annotations

import re

from ...parse import Grammar, header_comment, initializer_tokens

GRAMMAR = Grammar(
    declaration=re.compile(r"^var\s+(?P<name>\w+)\s*=\s*(?P<dims>(?:\[\d+\])+)(?P<type>\w+)\s*\{", re.M),
    # // Name is NAME[64 sq]: meaning
    header=header_comment(r"//\s*(?P<written>\w+) is"),
    tokens=initializer_tokens(r"-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)"),
    suffix=re.compile(r"\s+|_"),
    function=re.compile(r"^func\s+(\w+)\s*\(", re.M),
    renamed=True,
    scopes=(("package", re.compile(r"^package\s+(\w+)", re.M), None),),
)
