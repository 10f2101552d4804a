"""Reading a generated JavaScript module, or its TypeScript declarations: its
tables and functions.

A table is read by tokenizing the flat array literal of its `export const NAME =
new BigUint64Array([...])`, shaped by its comment (`// NAME[64 sq][8 dir], entry
at ...: meaning`, before the `// prettier-ignore` that keeps its layout), which
also gives its meaning and index names; a function is the text of its `export
function` (in the declarations, its `export declare function`, to its `;`), under
its contract name. The declarations hold no table.
"""

from __future__ import annotations

import re

from ...parse import Grammar, header_comment, initializer_tokens, last_line_past

# where a function ends: after the first line at the margin that closes it, a definition's `}`, a
# declaration's `;` (its first line, or its signature's last); else at the end of the text
_CLOSE = re.compile(r"^(?:\}|\S.*;)$|\Z", re.M)


GRAMMAR = Grammar(
    declaration=re.compile(r"^export const (?P<name>\w+) = new (?P<type>\w+)\(\[", re.M),
    # // NAME[64 sq], entry at sq: meaning
    header=header_comment("//", after=", entry at [^:]*"),
    tokens=initializer_tokens(r"-?\s*(?:0[xX][0-9a-fA-F]+n?|\d+n?)", opening=r"\[", closing=r"\]", block_comments=False),
    suffix=re.compile(r"\s+|n$"),
    function=re.compile(r"^export (?:declare )?function\*?\s*(\w+)\s*\(", re.M),
    function_end=lambda text, function: _CLOSE.search(text, function.start()).end(),
    comments=last_line_past("// prettier-ignore"),  # between a table's comment and its declaration
    flat=True,
)
