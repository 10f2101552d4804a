"""Reading a generated JavaScript module, or its TypeScript declarations: its
tables and functions.

A table is read by tokenizing the flat array literal of its `export const NAME =
new BigUint64Array([...])`, shaped by its comment (`// NAME[64 sq][8 dir], entry
at ...: meaning`, before the `// prettier-ignore` that keeps its layout), which
also gives its meaning and index names; a function is
the text of its `export function` (in the declarations, its `export declare
function`, to its `;`), under its contract name. The declarations hold no table.
"""

from __future__ import annotations

import re

from ...parse import Grammar, closing_brace, header_comment, initializer_tokens, last_line_past

_IGNORE = "// prettier-ignore"  # between a table's comment and its declaration


def _function_end(text: str, function: re.Match) -> int:
    """Returns where a function ends: a declaration's at the `;` that ends it."""
    if text.startswith("export declare", function.start()):
        close = text.find(";\n", function.end())
        return len(text) if close < 0 else close + 1
    return closing_brace(text, function)


GRAMMAR = Grammar(
    declaration=re.compile(r"^export const (?P<name>\w+) = new (?P<type>\w+)\(\[", re.M),
    # // NAME[64 sq], entry at sq: meaning
    header=header_comment("//", after=", entry at [^:]*"),
    tokens=initializer_tokens(
        r"-?\s*(?:0[xX][0-9a-fA-F]+n?|\d+n?)", opening=r"\[", closing=r"\]", block_comments=False
    ),
    suffix=re.compile(r"\s+|n$"),
    function=re.compile(r"^export (?:declare )?function\*?\s*(\w+)\s*\(", re.M),
    function_end=_function_end,
    comments=last_line_past(_IGNORE),
    flat=True,
)
