"""Reading a generated C++ header: its tables and functions.

A table is read by tokenizing its `inline constexpr TYPE NAME[..] = {...};`
initializer, its meaning and index names from the `//` comment before it; a
function is the text of its `constexpr` definition (the bit scans: every
branch's).
"""

from __future__ import annotations

import re
from typing import Dict

from ...parse import axes_of, checked_table, initializer, parse_value_table
from ...tables import U64
from ..language import Reading

_HEADER = re.compile(r"//\s*(\w+)((?:\[\d+ \w+\])+): (.*?)\s*$")  # // NAME[64 frm][64 to]: meaning
_DECL = re.compile(r"^inline\s+constexpr\s+([\w:]+)\s+(\w+)\s*((?:\[\s*\d+\s*\])+)\s*=\s*\{", re.M)
_FUNCTION = re.compile(r"^constexpr\s+[\w:\s\*]*?\b(\w+)\s*\(", re.M)
_TOKEN = re.compile(
    r"\s+|/\*.*?\*/|//[^\n]*|(?P<open>\{)|(?P<close>\})|(?P<comma>,)"
    r"|(?P<number>[-+]?\s*(?:0[xX][0-9a-fA-F]+|\d+)[uUlL]*)|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"\s+|[uUlL]+$")
_NAMESPACE = re.compile(r"^namespace\s+([\w:]+)\s*\{", re.M)


def read(text: str, mapping, elements: Dict[str, str]) -> Reading:
    """Returns the tables and functions of a generated C++ header; `elements` maps the
    element types to their C++ names. Raises ValueError."""
    by_cpp_name = {cpp: element for element, cpp in elements.items()}
    tables = []
    for decl in _DECL.finditer(text):
        cpp_type, name = decl.group(1), decl.group(2)
        dims = tuple(int(n) for n in re.findall(r"\d+", decl.group(3)))
        data = checked_table(name, initializer(name, text, decl.end() - 1, _TOKEN, _SUFFIX), dims)
        before = text[: decl.start()].rstrip()
        header = _HEADER.match(before[before.rfind("\n") + 1 :].strip())
        axes, meaning = [], ""
        if header and header.group(1) == name:
            axes, meaning = axes_of(header.group(2)), header.group(3)
        tables.append(parse_value_table(name, data, by_cpp_name.get(cpp_type, U64), meaning, axes, mapping))
    namespace = _NAMESPACE.search(text)
    return Reading(tuple(tables), _functions(text), scope=(("namespace", namespace.group(1)),) if namespace else ())


def _functions(text: str) -> Dict[str, str]:
    """Returns {name: source} of the constexpr functions; a name defined in several
    preprocessor branches (the bit scans) gets all its sources."""
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        name = match.group(1)
        line_end = text.find("\n", match.start())
        line_end = len(text) if line_end < 0 else line_end
        if text[match.start() : line_end].rstrip().endswith("}"):
            end = line_end
        else:
            close = text.find("\n}", line_end)
            end = len(text) if close < 0 else close + 2
        body = text[match.start() : end]
        functions[name] = functions[name] + "\n" + body if name in functions else body
    return functions
