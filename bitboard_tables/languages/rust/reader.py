"""Reading a generated Rust module: its tables and functions.

A table is read by tokenizing its `pub static NAME: [[T; N]; M] = [...];`
initializer, its meaning and index names from the doc comment before it; a
function is the text of its `pub fn` or `pub const fn`.
"""

from __future__ import annotations

import re
from typing import Dict, Tuple

from ...parse import axes_of, checked_table, initializer, parse_value_table
from ...tables import U64
from ..language import Reading

_HEADER = re.compile(r"///\s*(\w+)((?:\[\d+ \w+\])+): (.*?)\s*$")  # /// NAME[64 sq][8 dir]: meaning
_DECL = re.compile(r"^pub\s+static\s+(\w+)\s*:\s*([\[\]\w;\s]+?)\s*=\s*\[", re.M)
_TYPE = re.compile(r"(?:\[\s*)+(\w+)(?:\s*;\s*\d+\s*\])+")
_FUNCTION = re.compile(r"^pub\s+(?:const\s+)?fn\s+(\w+)\s*\(", re.M)
_TOKEN = re.compile(
    r"\s+|/\*.*?\*/|//[^\n]*|(?P<open>\[)|(?P<close>\])|(?P<comma>,)"
    r"|(?P<number>-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)(?:u64|u8|i32|usize)?)|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"\s+|_|(?:u64|u8|i32|usize)$")


def _array_type(name: str, text: str) -> Tuple[str, Tuple[int, ...]]:
    """Returns (element, dims) of a Rust array type: `[[u64; 8]; 64]` gives ("u64", (64, 8))."""
    match = _TYPE.fullmatch(text.strip())
    sizes = re.findall(r";\s*(\d+)\s*\]", text)
    if match is None or text.count("[") != len(sizes):
        raise ValueError(f"{name}: cannot read its type {text.strip()!r}")
    return match.group(1), tuple(int(n) for n in reversed(sizes))


def read(text: str, mapping, elements: Dict[str, str]) -> Reading:
    """Returns the tables and functions of a generated module; `elements` maps the
    element types to their Rust names. Raises ValueError."""
    by_rust_name = {rust: element for element, rust in elements.items()}
    tables = []
    for decl in _DECL.finditer(text):
        name = decl.group(1)
        element, dims = _array_type(name, decl.group(2))
        data = checked_table(name, initializer(name, text, decl.end() - 1, _TOKEN, _SUFFIX), dims)
        before = text[: decl.start()].rstrip()
        comment = before[before.rfind("\n") + 1 :].strip()
        header = _HEADER.match(comment)
        axes, meaning = [], ""
        if header and header.group(1) == name:
            axes, meaning = axes_of(header.group(2)), header.group(3)
        tables.append(parse_value_table(name, data, by_rust_name.get(element, U64), meaning, axes, mapping))
    return Reading(tuple(tables), _functions(text))


def _functions(text: str) -> Dict[str, str]:
    """Returns {name: source} of the `pub fn` and `pub const fn` functions."""
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        close = text.find("\n}", match.end())
        end = len(text) if close < 0 else close + 2
        functions[match.group(1)] = text[match.start() : end]
    return functions
