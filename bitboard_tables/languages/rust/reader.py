"""Reading a generated Rust module: its tables and functions.

A table is read by tokenizing its `pub static NAME: [[T; N]; M] = [...];`
initializer, its meaning and index names from the doc comment before it; a
function is the text of its `pub fn` or `pub const fn`.
"""

from __future__ import annotations

import re
from typing import Tuple

from ...parse import Grammar, header_comment, initializer_tokens

_TYPE = re.compile(r"(?:\[\s*)+(\w+)(?:\s*;\s*\d+\s*\])+")


def _array_type(name: str, declaration: re.Match) -> Tuple[str, Tuple[int, ...]]:
    """Returns (element, dims) of a Rust array type: `[[u64; 8]; 64]` gives ("u64", (64, 8))."""
    text = declaration.group("type")
    match = _TYPE.fullmatch(text.strip())
    sizes = re.findall(r";\s*(\d+)\s*\]", text)
    if match is None or text.count("[") != len(sizes):
        raise ValueError(f"{name}: cannot read its type {text.strip()!r}")
    return match.group(1), tuple(int(n) for n in reversed(sizes))


GRAMMAR = Grammar(
    declaration=re.compile(r"^pub\s+static\s+(?P<name>\w+)\s*:\s*(?P<type>[\[\]\w;\s]+?)\s*=\s*\[", re.M),
    header=header_comment("///"),  # /// NAME[64 sq][8 dir]: meaning
    tokens=initializer_tokens(r"-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)(?:u64|u8|i32|usize)?", opening=r"\[", closing=r"\]"),
    suffix=re.compile(r"\s+|_|(?:u64|u8|i32|usize)$"),
    function=re.compile(r"^pub\s+(?:const\s+)?fn\s+(\w+)\s*\(", re.M),
    header_required=False,
    array_type=_array_type,
)
