"""Reading a generated Python module: its tables, functions and private structures.

The module is parsed with `ast` and never imported or executed. A table is a
module-level tuple, its element type, meaning and index names from the comment
before it; a function is the text of its `def`; a module-level list is a private
structure of the fast paths, read entry by entry as `PrivateData`.
"""

from __future__ import annotations

import ast
import re
from typing import Dict

from ...parse import PrivateData, Reading, axes_of
from ...tables import U64, IndexKind, square_kind, table_of
from ...view import entries, index_label

_HEADER = re.compile(r"#\s*(\w+)((?:\[\d+ \w+\])+), (\w+): (.*)$")  # NAME[64 frm][64 to], u64: meaning


def read(text: str, mapping) -> Reading:
    """Returns the tables, functions and private structures of a generated module.
    Raises ValueError, or SyntaxError for text that is not Python."""
    tree = ast.parse(text)
    lines = text.splitlines()
    tables, functions, private = [], {}, []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            functions[node.name] = "\n".join(lines[node.lineno - 1 : node.end_lineno])
            continue
        if not (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, (ast.Tuple, ast.List))
        ):
            continue
        name = node.targets[0].id
        if name.startswith("__") and name.endswith("__"):  # __all__: names, not data
            continue
        try:
            data = ast.literal_eval(node.value)
        except ValueError:
            raise ValueError(f"{name} (line {node.lineno}) holds something other than numbers") from None
        header = _HEADER.match(lines[node.lineno - 2].strip() if node.lineno >= 2 else "")
        header = header if header and header.group(1) == name else None  # the comment naming it
        axes, element = (axes_of(header.group(2)), header.group(3)) if header else ([], U64)
        if isinstance(node.value, ast.List):
            private.append(_private_data(name, data, axes, element, mapping))
        else:
            tables.append(table_of(name, data, element, header.group(4) if header else "", axes, mapping))
    return Reading(tuple(tables), functions, None, tuple(private))


def _private_data(name: str, data: list, axes: list, element: str, mapping) -> PrivateData:
    """Returns the entries of a fast-path list: rows of numbers, indexed by `axes` (its
    header comment's), or {occupancy: attacks} dictionaries, one per square."""
    if data and all(isinstance(row, dict) for row in data):
        squares = square_kind(mapping)
        first = squares if len(data) == squares.size else IndexKind("i0", tuple(map(str, range(len(data)))))
        found: Dict[str, int] = {}
        for i, row in enumerate(data):
            for occupancy, value in row.items():
                if {type(occupancy), type(value)} != {int}:  # no bool
                    raise ValueError(f"{name}[{first.labels[i]}] holds something other than numbers")
                found[f"[{first.labels[i]}][0x{occupancy:016x}]"] = value
        return PrivateData(name, U64, found)
    table = table_of(name, _tuples(data), element, "", axes, mapping)
    return PrivateData(name, table.element, {index_label(table, i): v for i, v in entries(table)})


def _tuples(data):
    """Returns nested lists and tuples as nested tuples."""
    return tuple(_tuples(v) for v in data) if isinstance(data, (list, tuple)) else data
