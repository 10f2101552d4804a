"""Reading a generated C header: its tables and functions.

A table is read by tokenizing its `PREFIX_TABLE_STORAGE TYPE NAME[..] = {...};`
initializer (the storage macro is `static const` unless the user asks for one
shared copy; headers older than it say `static const` there; the sliders
header's are `PREFIX_SLIDER_STORAGE` and `PREFIX_SLIDER_PACKED_STORAGE`), its
meaning and index names from the comment before it; a function is the text of
its `static inline` definition, a square helper the line of its macro. Both headers are read alike, down to the entry.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Dict, Tuple

from ...parse import axes_of, checked_table, initializer, parse_value_table
from ...tables import U16, U32, U64
from ..language import Reading

_HEADER = re.compile(r"/\*\s*(\w+)((?:\[\d+ \w+\])+): (.*?)\s*\*/$")  # /* NAME[64 frm][64 to]: meaning */
_DECL = re.compile(
    r"^(?:static\s+const|\w*TABLE_STORAGE|\w*SLIDER_STORAGE|\w*SLIDER_PACKED_STORAGE)\s+(\w+)\s+(\w+)\s*((?:\[\s*\d+\s*\])+)\s*=\s*\{",
    re.M,
)
_GUARD = re.compile(r"^#ifndef\s+(\w*?)BITBOARDS(?:_SLIDERS)?_H\b", re.M)
_FUNCTION = re.compile(r"^static\s+inline\s+[\w\s\*]*?\b(\w+)\s*\(", re.M)
_MACRO = re.compile(r"^#define\s+(\w+)\(.*$", re.M)  # a function-like macro: the square helpers
_TOKEN = re.compile(
    r"\s+|/\*.*?\*/|//[^\n]*|(?P<open>\{)|(?P<close>\})|(?P<comma>,)"
    r"|(?P<number>[-+]?\s*(?:0[xX][0-9a-fA-F]+|\d+)[uUlL]*)|(?P<end>;)",
    re.S,
)
_SUFFIX = re.compile(r"\s+|[uUlL]+$")
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_NUMBER_SUFFIX = re.compile(r"(?<=[0-9a-fA-F])[uUlL]+\b")  # ULL, u: what a number is written with
_PUNCTUATION = re.compile(r"[\s{},]+")  # what an initializer's numbers are written between
_NOT_PUNCTUATION = re.compile(r"[^{},]+")


def read(text: str, mapping, elements: Dict[str, str]) -> Reading:
    """Returns the tables and functions of a generated header; `elements` maps the
    element types to their C names. Raises ValueError."""
    guard = _GUARD.search(text)
    prefix = guard.group(1) if guard else ""
    # u32, u16: the slider offsets and 16-bit PEXT tables
    by_c_name = {"uint32_t": U32, "uint16_t": U16, **{c: element for element, c in elements.items()}}
    tables = []
    for decl in _DECL.finditer(text):
        ctype, cname = decl.group(1), decl.group(2)
        name = cname[len(prefix) :] if prefix and cname.startswith(prefix) else cname
        dims = tuple(int(n) for n in re.findall(r"\d+", decl.group(3)))
        data = checked_table(cname, _rectangular(cname, text, decl.end() - 1, dims), dims)
        before = text[: decl.start()].rstrip()
        header = _HEADER.match(before[before.rfind("/*") :]) if before.endswith("*/") else None
        axes, meaning = [], ""
        if header and header.group(1) == cname:
            axes, meaning = axes_of(header.group(2)), header.group(3)
        element = by_c_name.get(ctype, U64)
        tables.append(parse_value_table(name, data, element, meaning, axes, mapping))
    return Reading(tuple(tables), _functions(text, prefix), prefix, scope=(("prefix", prefix),) if prefix else ())


def _rectangular(name: str, text: str, start: int, dims: Tuple[int, ...]) -> tuple:
    """Returns the nested tuple of the initializer opening at text[start], as
    `initializer` does, faster (the sliders header holds 430,000 numbers): its
    comments and suffixes dropped, its numbers split out at once and shaped by
    `dims`, once its braces and commas are those of `dims` (a trailing comma
    allowed). Anything else goes to `initializer`, which names what is wrong."""
    close = text.find("};", start)
    body = _NUMBER_SUFFIX.sub("", _COMMENT.sub(" ", text[start : close + 1]))
    try:
        if close < 0 or _NOT_PUNCTUATION.sub("", body).replace(",}", "}") != _skeleton(dims):
            raise ValueError
        values = [int(n, 0) for n in _PUNCTUATION.split(body) if n]
        if len(values) != math.prod(dims):
            raise ValueError
    except ValueError:
        return initializer(name, text, start, _TOKEN, _SUFFIX)
    for n in reversed(dims[1:]):
        values = [tuple(values[k : k + n]) for k in range(0, len(values), n)]
    return tuple(values)


@lru_cache(maxsize=None)
def _skeleton(dims: Tuple[int, ...]) -> str:
    """Returns the braces and commas of an initializer of `dims`: {,,} for (3,)."""
    inner = "" if len(dims) == 1 else _skeleton(dims[1:])
    return "{" + ",".join([inner] * dims[0]) + "}"


def _functions(text: str, prefix: str) -> Dict[str, str]:
    """Returns {name without prefix: source} of the `static inline` functions; a name
    defined in several preprocessor branches (the bit scans) gets all its sources."""
    lower = prefix.lower()
    functions: Dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        cname = match.group(1)
        name = cname[len(lower) :] if lower and cname.startswith(lower) else cname
        line_end = text.find("\n", match.start())
        line_end = len(text) if line_end < 0 else line_end
        if text[match.start() : line_end].rstrip().endswith("}"):
            end = line_end
        else:
            close = text.find("\n}", line_end)
            end = len(text) if close < 0 else close + 2
        body = text[match.start() : end]
        if prefix:
            body = body.replace(prefix, "{P}").replace(lower, "{p}")
        functions[name] = functions[name] + "\n" + body if name in functions else body
    for match in _MACRO.finditer(text):  # the square helpers: function-like macros of the lower prefix
        cname = match.group(1)
        if lower and cname.startswith(lower):
            body = match.group(0).replace(prefix, "{P}").replace(lower, "{p}")
            functions.setdefault(cname[len(lower) :], body)
    return functions
