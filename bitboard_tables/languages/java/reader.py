"""Reading a generated Java class: its tables and functions.

A table is its declaration `public static final long[][] NAME = ...;` after its
doc comment (`/** NAME[64 sq][8 dir]: meaning */`), with the array initializer
there (`= {...};`) or, for a table held in a nested class of its own
(`= RayAttacksValues.VALUES;`), in that class (`static final long[][] VALUES =
{...};`). A `long` table holds bitboards; an `int` table bytes when its values
are written in hex (two digits), else ints (DIR_SHIFT); the slider techniques'
offsets, in five hex digits, u32. A function is the text of its method, under its
contract name (a slider technique's under its Java name).
"""

from __future__ import annotations

import re
from typing import Callable, Dict

from ...functions import FUNCTIONS
from ...parse import axes_of, checked_table, initializer, parse_value_table
from ...tables import INT, U8, U32, U64
from ..language import Reading

_HEADER = re.compile(r"/\*\*\s*(\w+)((?:\[\d+ \w+\])+): (.*?)\s*\*/\s*$")  # /** NAME[64 sq]: meaning */
_DECL = re.compile(r"^    public static final (long|int)((?:\[\])+) (\w+) = (?:(\{)|(\w+)\.VALUES;)", re.M)
_FUNCTION = re.compile(r"^    public static [\w\[\]]+ (\w+)\(", re.M)
_TOKEN = re.compile(
    r"\s+|/\*.*?\*/|//[^\n]*|(?P<open>\{)|(?P<close>\})|(?P<comma>,)|(?P<number>-?\s*(?:0[xX][0-9a-fA-F]+|\d+)L?)|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"[lL]\Z")
_WIDE = re.compile(r"0x[0-9a-fA-F]{3,}")
_PACKAGE = re.compile(r"^package\s+([\w.]+)\s*;", re.M)
_CLASS = re.compile(r"^public\s+final\s+class\s+(\w+)", re.M)


def read(text: str, mapping, java_name: Callable[[str], str], suffix: str) -> Reading:
    """Returns the tables and functions of a generated class; `java_name` maps a
    contract name to its Java name, `suffix` ends the name of a holder class.
    Raises ValueError."""
    tables = []
    for decl in _DECL.finditer(text):
        java, name = decl.group(1), decl.group(3)
        before = text[: decl.start()].rstrip()
        header = _HEADER.match(before[before.rfind("\n") + 1 :].strip())
        if header is None or header.group(1) != name:
            raise ValueError(f"{name}: no comment naming its table before it")
        axes = axes_of(header.group(2))
        declared = tuple(n for n, _ in axes)
        if len(declared) != len(decl.group(2)) // 2:
            raise ValueError(f"{name}: its comment gives {len(declared)} indices, its type {len(decl.group(2)) // 2}")
        start = decl.start(4) if decl.group(4) else _held(text, decl.group(5), name, suffix)
        data = checked_table(name, initializer(name, text, start, _TOKEN, _SUFFIX), declared)
        close = text.find("};", start)
        element = U64 if java == "long" else U8 if "0x" in text[start:close] else INT
        if element == U8 and _WIDE.search(text, start, close):  # the sliders' offsets: five hex digits
            element = U32
        tables.append(parse_value_table(name, data, element, header.group(3), axes, mapping))
    scope = tuple((kind, found.group(1)) for kind, found in (("package", _PACKAGE.search(text)), ("class", _CLASS.search(text))) if found)
    return Reading(tuple(tables), _functions(text, java_name), scope=scope)


def _held(text: str, holder: str, name: str, suffix: str) -> int:
    """Returns where the initializer of VALUES in the nested class `holder` opens."""
    match = re.compile(rf"^    private static final class {re.escape(holder)} \{{\n\s*static final \w+(?:\[\])+ VALUES = \{{", re.M).search(text)
    if match is None or not holder.endswith(suffix):
        raise ValueError(f"{name}: its class {holder} is not in the file")
    return match.end() - 1


def _functions(text: str, java_name: Callable[[str], str]) -> Dict[str, str]:
    """Returns {contract name: source} of the methods."""
    names = {java_name(f.name): f.name for f in FUNCTIONS}
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        close = text.find("\n    }", match.end())
        end = len(text) if close < 0 else close + 6
        functions[names.get(match.group(1), match.group(1))] = text[match.start() : end]
    return functions
