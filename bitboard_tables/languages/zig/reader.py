"""Reading a generated Zig file: its tables and functions.

A table is read by tokenizing its `pub const name = [64][8]u64{...};`
initializer, its contract name, meaning and index names from the doc comment
before it (`/// NAME[64 sq][8 dir]: meaning`); a function is the text of its
`pub fn`, under its contract name.
"""

from __future__ import annotations

import re
from typing import Callable, Dict

from ...functions import FUNCTIONS
from ...parse import axes_of, checked_table, initializer, parse_value_table
from ...tables import U64
from ..language import Reading

_HEADER = re.compile(r"///\s*(\w+)((?:\[\d+ \w+\])+): (.*?)\s*$")  # /// NAME[64 sq][8 dir]: meaning
_DECL = re.compile(r"^pub\s+const\s+(\w+)\s*=\s*((?:\[\d+\])+)(\w+)\s*\{", re.M)
_FUNCTION = re.compile(r"^pub\s+fn\s+(\w+)\s*\(", re.M)
_TOKEN = re.compile(
    r"\s+|//[^\n]*|(?P<open>\.?\{)|(?P<close>\})|(?P<comma>,)"
    r"|(?P<number>-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+))|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"\s+|_")


def read(text: str, mapping, elements: Dict[str, str], zig_name: Callable[[str], str]) -> Reading:
    """Returns the tables and functions of a generated file; `elements` maps the
    element types to their Zig names, `zig_name` a contract name to its Zig name.
    Raises ValueError."""
    by_zig_type = {zig: element for element, zig in elements.items()}
    tables = []
    for decl in _DECL.finditer(text):
        zig, dims = decl.group(1), tuple(int(n) for n in re.findall(r"\d+", decl.group(2)))
        before = text[: decl.start()].rstrip()
        header = _HEADER.match(before[before.rfind("\n") + 1 :].strip())
        if header is None or zig_name(header.group(1)) != zig:
            raise ValueError(f"{zig}: no comment naming its table before it")
        name = header.group(1)
        data = checked_table(name, initializer(name, text, decl.end() - 1, _TOKEN, _SUFFIX), dims)
        tables.append(parse_value_table(name, data, by_zig_type.get(decl.group(3), U64), header.group(3), axes_of(header.group(2)), mapping))
    return Reading(tuple(tables), _functions(text, zig_name))


def _functions(text: str, zig_name: Callable[[str], str]) -> Dict[str, str]:
    """Returns {contract name: source} of the functions."""
    names = {zig_name(f.name): f.name for f in FUNCTIONS}
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        close = text.find("\n}", match.end())
        end = len(text) if close < 0 else close + 2
        functions[names.get(match.group(1), match.group(1))] = text[match.start() : end]
    return functions
