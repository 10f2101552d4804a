"""Reading a generated C# class: its tables and functions.

A table is read by tokenizing its flat `public static readonly ulong[] NAME = {...};`
initializer; its shape, meaning and index names come from the `//` comment above
it (`// NAME[64 frm][64 to]: meaning`, then `// read as NAME[frm * 64 + to]`), and
the flat values are cut back into that shape. A function is the text of its
`public static` method, under its contract name.
"""

from __future__ import annotations

import re
from typing import List

from ...parse import Grammar, header_comment, initializer_tokens

GLOBAL = "(global)"  # the namespace of a class declared in none


def _comment_lines(text: str, start: int) -> List[str]:
    """Returns the `//` comment lines right above text[start], nearest last."""
    lines = text[:start].rstrip().split("\n")
    found: List[str] = []
    while lines and lines[-1].strip().startswith("//"):
        found.insert(0, lines.pop().strip())
    return found


GRAMMAR = Grammar(
    declaration=re.compile(r"^\s*public\s+static\s+readonly\s+(?P<type>\w+)\s*\[\s*\]\s+(?P<name>\w+)\s*=\s*\{", re.M),
    header=header_comment("//"),  # // NAME[64 frm][64 to]: meaning
    tokens=initializer_tokens(r"-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)(?:[uU][lL]?|[lL][uU]?)?"),
    suffix=re.compile(r"\s+|_|[uUlL]+$"),
    function=re.compile(r"^\s*public\s+static\s+[\w.]+\s+(\w+)\s*\(", re.M),
    comments=_comment_lines,
    flat=True,
    scopes=(
        ("namespace", re.compile(r"^namespace\s+([\w.]+)", re.M), GLOBAL),
        ("class", re.compile(r"^\s*public\s+static\s+class\s+(\w+)", re.M), None),
    ),
    branches=True,  # the bit scans' #if branches
    dedent=True,  # as in a namespace or not
)
