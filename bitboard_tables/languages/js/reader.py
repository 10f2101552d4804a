"""Reading a generated JavaScript module, or its TypeScript declarations: its
tables and functions.

A table is read by tokenizing the flat array literal of its `export const NAME =
new BigUint64Array([...])`, shaped by its comment (`// NAME[64 sq][8 dir], entry
at ...: meaning`, before the `// prettier-ignore` that keeps its layout), which
also gives its meaning and index names; a function is
the text of its `export function` (in the declarations, its `export declare
function`, to its `;`), under its contract name. The declarations hold no table.
"""

from __future__ import annotations

import re
from typing import Callable, Dict

from ...functions import FUNCTIONS
from ...parse import axes_of, checked_table, initializer, parse_value_table
from ...tables import U64
from ..language import Reading

_HEADER = re.compile(r"//\s*(\w+)((?:\[\d+ \w+\])+), entry at [^:]*: (.*?)\s*$")  # // NAME[64 sq], entry at sq: meaning
_DECL = re.compile(r"^export const (\w+) = new (\w+)\(\[", re.M)
_FUNCTION = re.compile(r"^export (?:declare )?function\*?\s*(\w+)\s*\(", re.M)
_TOKEN = re.compile(
    r"\s+|//[^\n]*|(?P<open>\[)|(?P<close>\])|(?P<comma>,)|(?P<number>-?\s*(?:0[xX][0-9a-fA-F]+n?|\d+n?))|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"\s+|n$")
_IGNORE = "// prettier-ignore"  # between a table's comment and its declaration


def _shaped(flat: tuple, dims) -> tuple:
    """Returns the flat entries `flat` as nested tuples of shape `dims`."""
    if len(dims) == 1:
        return flat
    step = len(flat) // dims[0]
    return tuple(_shaped(flat[i * step : (i + 1) * step], dims[1:]) for i in range(dims[0]))


def read(text: str, mapping, elements: Dict[str, str], js_name: Callable[[str], str]) -> Reading:
    """Returns the tables and functions of a generated module; `elements` maps the
    element types to their typed arrays, `js_name` a contract name to its
    JavaScript name. Raises ValueError."""
    by_array = {array: element for element, array in elements.items()}
    tables = []
    for decl in _DECL.finditer(text):
        name, array = decl.group(1), decl.group(2)
        before = text[: decl.start()].rstrip().removesuffix(_IGNORE).rstrip()
        header = _HEADER.match(before[before.rfind("\n") + 1 :].strip())
        if header is None or header.group(1) != name or js_name(name) != name:
            raise ValueError(f"{name}: no comment naming its table before it")
        axes = axes_of(header.group(2))
        size = 1
        for n, _ in axes:
            size *= n
        flat = checked_table(name, initializer(name, text, decl.end() - 1, _TOKEN, _SUFFIX), (size,))
        data = _shaped(flat, [n for n, _ in axes])
        tables.append(parse_value_table(name, data, by_array.get(array, U64), header.group(3), axes, mapping))
    return Reading(tuple(tables), _functions(text, js_name))


def _functions(text: str, js_name: Callable[[str], str]) -> Dict[str, str]:
    """Returns {contract name: source} of the functions."""
    names = {js_name(f.name): f.name for f in FUNCTIONS}
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        if text.startswith("export declare", match.start()):  # to the `;` that ends it
            close = text.find(";\n", match.end())
            end = len(text) if close < 0 else close + 1
        else:
            close = text.find("\n}", match.end())
            end = len(text) if close < 0 else close + 2
        functions[names.get(match.group(1), match.group(1))] = text[match.start() : end]
    return functions
