"""Reading a generated Java class: its tables and functions.

A table is its declaration `public static final long[][] NAME = ...;` after its
doc comment (`/** NAME[64 sq][8 dir]: meaning */`): either a call of its decoder
(`longs` or `bytes`) on string constants of fixed-width hex values, one argument
per row of its first index, or an array initializer `{9, 1, ...}`; a function is
the text of its method, under its contract name.
"""

from __future__ import annotations

import re
from typing import Callable, Dict, List

from ...functions import FUNCTIONS
from ...parse import axes_of, checked_table, initializer, parse_value_table
from ...tables import INT, U8, U64
from ..language import Reading

_HEADER = re.compile(r"/\*\*\s*(\w+)((?:\[\d+ \w+\])+): (.*?)\s*\*/\s*$")  # /** NAME[64 sq]: meaning */
_DECL = re.compile(r"^    public static final (long|int)((?:\[\])+) (\w+) = ", re.M)
_CALL = re.compile(r"(longs|bytes)\(((?:\d+,\s*)+)")
_STRING = re.compile(r'"([^"\\]*)"')
_FUNCTION = re.compile(r"^    public static [\w\[\]]+ (\w+)\(", re.M)
_TOKEN = re.compile(
    r"\s+|/\*.*?\*/|//[^\n]*|(?P<open>\{)|(?P<close>\})|(?P<comma>,)|(?P<number>-?\s*(?:0[xX][0-9a-fA-F]+|\d+))L?|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"[lL]\Z")
_DECODED = {"longs": (U64, 16), "bytes": (U8, 2)}


def read(text: str, mapping, java_name: Callable[[str], str]) -> Reading:
    """Returns the tables and functions of a generated class; `java_name` maps a
    contract name to its Java name. Raises ValueError."""
    tables = []
    for decl in _DECL.finditer(text):
        name, dims = decl.group(3), len(decl.group(2)) // 2
        before = text[: decl.start()].rstrip()
        header = _HEADER.match(before[before.rfind("\n") + 1 :].strip())
        if header is None or header.group(1) != name:
            raise ValueError(f"{name}: no comment naming its table before it")
        axes = axes_of(header.group(2))
        declared = tuple(n for n, _ in axes)
        if len(declared) != dims:
            raise ValueError(f"{name}: its comment gives {len(declared)} indices, its type {dims}")
        end = _statement_end(text, decl.end(), name)
        body = text[decl.end() : end]
        call = _CALL.match(body)
        if call:
            element, digits = _DECODED[call.group(1)]
            data = _decoded(name, body[call.end() :], declared, digits)
        elif body.startswith("{"):
            element = INT
            data = checked_table(name, initializer(name, text, decl.end(), _TOKEN, _SUFFIX), declared)
        else:
            raise ValueError(f"{name}: neither a decoded table nor an array initializer")
        tables.append(parse_value_table(name, data, element, header.group(3), axes, mapping))
    return Reading(tuple(tables), _functions(text, java_name))


def _statement_end(text: str, start: int, name: str) -> int:
    """Returns where the declaration starting at `start` ends: its `;` at the end of a
    line (comments hold no `;`)."""
    match = re.compile(r";[ \t]*(?://[^\n]*)?$", re.M).search(text, start)
    if match is None:
        raise ValueError(f"{name}: its declaration does not end")
    return match.start()


def _decoded(name: str, arguments: str, declared, digits: int) -> tuple:
    """Returns the values of a decoder's string arguments: one row of `declared[-1]`
    values per argument (the first index's), each value `digits` hex digits."""
    code = re.sub(r"//[^\n]*", "", arguments)  # the comments name the indices
    rows: List[tuple] = []
    for argument in code.split(","):
        hex_text = "".join(_STRING.findall(argument)).replace(" ", "")
        if len(hex_text) % digits or not re.fullmatch(r"[0-9a-f]*", hex_text):
            raise ValueError(f"{name}: its text is not values of {digits} lowercase hex digits")
        rows.append(tuple(int(hex_text[k : k + digits], 16) for k in range(0, len(hex_text), digits)))
    data = rows[0] if len(declared) == 1 else tuple(rows)
    return checked_table(name, data, declared)


def _functions(text: str, java_name: Callable[[str], str]) -> Dict[str, str]:
    """Returns {contract name: source} of the methods."""
    names = {java_name(f.name): f.name for f in FUNCTIONS}
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        close = text.find("\n    }", match.end())
        end = len(text) if close < 0 else close + 6
        functions[names.get(match.group(1), match.group(1))] = text[match.start() : end]
    return functions
