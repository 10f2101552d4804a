"""Reading a generated Nim module: a table's `const NAME*: array[64, array[8,
uint64]] = [...]` tokenized, its meaning from the comment before it; a function
is its `func`, `proc` or `iterator` up to the next line not indented."""

from __future__ import annotations

import re

from ...parse import Grammar, header_comment, initializer_tokens, nested_array_type


def indented_end(text: str, function: re.Match) -> int:
    """Returns where the function that `function` opens ends: before the first line
    after it, blank lines aside, that is not indented (the end of the text where
    there is none)."""
    found = re.compile(r"\n(?=[^\s])").search(text, function.end())
    return len(text) if found is None else found.start()


GRAMMAR = Grammar(
    declaration=re.compile(r"^const\s+(?P<name>\w+)\*\s*:\s*(?P<type>array\[[^=]*?)\s*=\s*\[", re.M),
    header=header_comment("#"),  # # NAME[64 sq][8 dir]: meaning
    tokens=initializer_tokens(r"-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)(?:'[iu]\d+)?", r"\[", r"\]", False, line_comment="#"),
    suffix=re.compile(r"\s+|_|'[iu]\d+$"),
    function=re.compile(r"^(?:func|proc|iterator)\s+(\w+)\*?\s*\(", re.M),
    function_end=indented_end,
    # array[64, array[8, uint64]]: ("uint64", (64, 8))
    array_type=nested_array_type(r"(?:array\[\s*\d+\s*,\s*)+(\w+)\s*\]+", r"array\[\s*(\d+)\s*,"),
)
