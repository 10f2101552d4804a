"""Reading a generated Go package: its tables and functions.

A table is read by tokenizing its `var Name = [64][8]uint64{...}` composite
literal, its contract name, meaning and index names from the doc comment before
it (`// Name is NAME[64 sq][8 dir]: meaning`); a function is the text of its
`func`, under its contract name.
"""

from __future__ import annotations

import re
from typing import Callable, Dict

from ...functions import FUNCTIONS
from ...parse import axes_of, checked_table, initializer, parse_value_table
from ...tables import U64
from ..language import Reading

_HEADER = re.compile(r"//\s*(\w+) is (\w+)((?:\[\d+ \w+\])+): (.*?)\s*$")  # // Name is NAME[64 sq]: meaning
_DECL = re.compile(r"^var\s+(\w+)\s*=\s*((?:\[\d+\])+)(\w+)\s*\{", re.M)
_FUNCTION = re.compile(r"^func\s+(\w+)\s*\(", re.M)
_TOKEN = re.compile(
    r"\s+|/\*.*?\*/|//[^\n]*|(?P<open>\{)|(?P<close>\})|(?P<comma>,)"
    r"|(?P<number>-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+))|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"\s+|_")
_PACKAGE = re.compile(r"^package\s+(\w+)", re.M)


def read(text: str, mapping, elements: Dict[str, str], go_name: Callable[[str], str]) -> Reading:
    """Returns the tables and functions of a generated package; `elements` maps the
    element types to their Go names, `go_name` a contract name to its Go name.
    Raises ValueError."""
    by_go_type = {go: element for element, go in elements.items()}
    tables = []
    for decl in _DECL.finditer(text):
        go, dims = decl.group(1), tuple(int(n) for n in re.findall(r"\d+", decl.group(2)))
        before = text[: decl.start()].rstrip()
        header = _HEADER.match(before[before.rfind("\n") + 1 :].strip())
        if header is None or header.group(1) != go or go_name(header.group(2)) != go:
            raise ValueError(f"{go}: no comment naming its table before it")
        name = header.group(2)
        data = checked_table(name, initializer(name, text, decl.end() - 1, _TOKEN, _SUFFIX), dims)
        tables.append(parse_value_table(name, data, by_go_type.get(decl.group(3), U64), header.group(4), axes_of(header.group(3)), mapping))
    package = _PACKAGE.search(text)
    return Reading(tuple(tables), _functions(text, go_name), scope=(("package", package.group(1)),) if package else ())


def _functions(text: str, go_name: Callable[[str], str]) -> Dict[str, str]:
    """Returns {contract name: source} of the functions."""
    names = {go_name(f.name): f.name for f in FUNCTIONS}
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        close = text.find("\n}", match.end())
        end = len(text) if close < 0 else close + 2
        functions[names.get(match.group(1), match.group(1))] = text[match.start() : end]
    return functions
