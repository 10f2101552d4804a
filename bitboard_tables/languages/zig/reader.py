"""Reading a generated Zig file: its tables and functions.

A table is read by tokenizing its `pub const name = [64][8]u64{...};`
initializer, its contract name, meaning and index names from the doc comment
before it (`/// NAME[64 sq][8 dir]: meaning`); a function is the text of its
`pub fn`, under its contract name.
"""

from __future__ import annotations

import re

from ...parse import Grammar, header_comment, initializer_tokens

GRAMMAR = Grammar(
    declaration=re.compile(r"^pub\s+const\s+(?P<name>\w+)\s*=\s*(?P<dims>(?:\[\d+\])+)(?P<type>\w+)\s*\{", re.M),
    header=header_comment("///"),  # /// NAME[64 sq][8 dir]: meaning
    tokens=initializer_tokens(r"-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)", opening=r"\.?\{", block_comments=False),
    suffix=re.compile(r"\s+|_"),
    function=re.compile(r"^pub\s+fn\s+(\w+)\s*\(", re.M),
    renamed=True,
)
