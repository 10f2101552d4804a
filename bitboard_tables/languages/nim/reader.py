"""Reading a generated Nim module: a table's `const NAME*: array[64, array[8,
uint64]] = [...]` tokenized, its meaning from the comment before it; a function
is its `func`, `proc` or `iterator` up to the next line not indented."""

from __future__ import annotations

import re
from typing import Tuple

from ...parse import Grammar, header_comment

_SIZES = re.compile(r"array\[\s*(\d+)\s*,")


def _array_type(name: str, declaration: re.Match) -> Tuple[str, Tuple[int, ...]]:
    """Returns (element, dims) of a Nim array type: `array[64, array[8, uint64]]`
    gives ("uint64", (64, 8))."""
    text = declaration.group("type").strip()
    sizes = _SIZES.findall(text)
    element = re.fullmatch(r"(?:array\[\s*\d+\s*,\s*)+(\w+)\s*\]+", text)
    if element is None or text.count("]") != len(sizes):
        raise ValueError(f"{name}: cannot read its type {text!r}")
    return element.group(1), tuple(int(n) for n in sizes)


def indented_end(text: str, function: re.Match) -> int:
    """Returns where the function that `function` opens ends: before the first line
    after it, blank lines aside, that is not indented (the end of the text where
    there is none)."""
    found = re.compile(r"\n(?=[^\s])").search(text, function.end())
    return len(text) if found is None else found.start()


GRAMMAR = Grammar(
    declaration=re.compile(r"^const\s+(?P<name>\w+)\*\s*:\s*(?P<type>array\[[^=]*?)\s*=\s*\[", re.M),
    header=header_comment("#"),  # # NAME[64 sq][8 dir]: meaning
    tokens=re.compile(
        r"\s+|#[^\n]*|(?P<open>\[)|(?P<close>\])|(?P<comma>,)|(?P<number>-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)(?:'[iu]\d+)?)|(?P<end>;)"
    ),
    suffix=re.compile(r"\s+|_|'[iu]\d+$"),
    function=re.compile(r"^(?:func|proc|iterator)\s+(\w+)\*?\s*\(", re.M),
    function_end=indented_end,
    array_type=_array_type,
)
