"""Reading a generated C# class: its tables and functions.

A table is read by tokenizing its flat `public static readonly ulong[] NAME = {...};`
initializer; its shape, meaning and index names come from the `//` comment above
it (`// NAME[64 frm][64 to]: meaning`, then `// read as NAME[frm * 64 + to]`), and
the flat values are cut back into that shape. A function is the text of its
`public static` method, under its contract name.
"""

from __future__ import annotations

import re
import textwrap
from typing import Callable, Dict, List

from ...functions import FUNCTIONS
from ...parse import axes_of, initializer, parse_value_table
from ...tables import U64
from ..language import Reading

_HEADER = re.compile(r"//\s*(\w+)((?:\[\d+ \w+\])+): (.*?)\s*$")  # // NAME[64 frm][64 to]: meaning
_DECL = re.compile(r"^\s*public\s+static\s+readonly\s+(\w+)\s*\[\s*\]\s+(\w+)\s*=\s*\{", re.M)
_FUNCTION = re.compile(r"^\s*public\s+static\s+[\w.]+\s+(\w+)\s*\(", re.M)
_TOKEN = re.compile(
    r"\s+|/\*.*?\*/|//[^\n]*|(?P<open>\{)|(?P<close>\})|(?P<comma>,)"
    r"|(?P<number>-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)(?:[uU][lL]?|[lL][uU]?)?)|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"\s+|_|[uUlL]+$")
_NAMESPACE = re.compile(r"^namespace\s+([\w.]+)", re.M)
_CLASS = re.compile(r"^\s*public\s+static\s+class\s+(\w+)", re.M)
GLOBAL = "(global)"  # the namespace of a class declared in none


def _comment_lines(text: str, start: int) -> List[str]:
    """Returns the `//` comment lines right above text[start], nearest last."""
    lines = text[:start].rstrip().split("\n")
    found: List[str] = []
    while lines and lines[-1].strip().startswith("//"):
        found.insert(0, lines.pop().strip())
    return found


def _reshape(name: str, flat: tuple, shape) -> tuple:
    """Returns the flat values cut into nested tuples of `shape`; raises ValueError
    when their number is not the product of the shape."""
    size = 1
    for n in shape:
        size *= n
    if len(flat) != size or any(isinstance(v, tuple) for v in flat):
        raise ValueError(f"{name}: {len(flat)} values, its comment says {''.join(f'[{n}]' for n in shape)}")

    def cut(values, dims):
        if len(dims) == 1:
            return tuple(values)
        step = len(values) // dims[0]
        return tuple(cut(values[k * step : (k + 1) * step], dims[1:]) for k in range(dims[0]))

    return cut(list(flat), list(shape))


def read(text: str, mapping, elements: Dict[str, str], cs_name: Callable[[str], str]) -> Reading:
    """Returns the tables and functions of a generated class; `elements` maps the
    element types to their C# names. Raises ValueError."""
    by_cs_type = {cs: element for element, cs in elements.items()}
    tables = []
    for decl in _DECL.finditer(text):
        cs_type, name = decl.group(1), decl.group(2)
        headers = [h for h in map(_HEADER.match, _comment_lines(text, decl.start())) if h and h.group(1) == name]
        if not headers:
            raise ValueError(f"{name}: no comment giving its shape before it")
        axes = axes_of(headers[0].group(2))
        data = _reshape(name, initializer(name, text, decl.end() - 1, _TOKEN, _SUFFIX), [n for n, _ in axes])
        tables.append(parse_value_table(name, data, by_cs_type.get(cs_type, U64), headers[0].group(3), axes, mapping))
    namespace, cls = _NAMESPACE.search(text), _CLASS.search(text)
    scope = (("namespace", namespace.group(1) if namespace else GLOBAL),) + ((("class", cls.group(1)),) if cls else ())
    return Reading(tuple(tables), _functions(text, cs_name), scope=scope)


def _functions(text: str, cs_name: Callable[[str], str]) -> Dict[str, str]:
    """Returns {contract name: source} of the methods; a name defined in several
    #if branches (the bit scans) gets all its sources."""
    names = {cs_name(f.name): f.name for f in FUNCTIONS}
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        indent = match.group(0)[: len(match.group(0)) - len(match.group(0).lstrip())].lstrip("\n")
        close = text.find("\n" + indent + "}", match.end())
        end = len(text) if close < 0 else close + len(indent) + 2
        name = names.get(match.group(1), match.group(1))
        body = textwrap.dedent(text[match.start() : end].strip("\n"))  # as in a namespace or not
        functions[name] = functions[name] + "\n" + body if name in functions else body
    return functions
