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

from ...parse import Grammar, header_comment, initializer_tokens
from ...tables import INT, U8, U32, U64

_WIDE = re.compile(r"0x[0-9a-fA-F]{3,}")
HOLDER_SUFFIX = "Values"  # the nested class that initializes RAY_ATTACKS is RayAttacksValues


def _element(java: str, text: str, start: int) -> str:
    """Returns the element type of a table of Java type `java` whose initializer opens at text[start]."""
    close = text.find("};", start)
    element = U64 if java == "long" else U8 if "0x" in text[start:close] else INT
    if element == U8 and _WIDE.search(text, start, close):  # the sliders' offsets: five hex digits
        element = U32
    return element


def _opening(text: str, declaration: re.Match) -> int:
    """Returns where the initializer opens: after `=`, or in VALUES of the nested class it
    names (RayAttacksValues: HOLDER_SUFFIX)."""
    if declaration.group("open"):
        return declaration.start("open")
    holder, name = declaration.group("holder"), declaration.group("name")
    held = rf"^    private static final class {re.escape(holder)} \{{\n\s*static final \w+(?:\[\])+ VALUES = \{{"
    match = re.compile(held, re.M).search(text)
    if match is None or not holder.endswith(HOLDER_SUFFIX):
        raise ValueError(f"{name}: its class {holder} is not in the file")
    return match.end() - 1


GRAMMAR = Grammar(
    declaration=re.compile(
        r"^    public static final (?P<type>long|int)(?P<dims>(?:\[\])+) (?P<name>\w+) = (?:(?P<open>\{)|(?P<holder>\w+)\.VALUES;)",
        re.M,
    ),
    header=header_comment(r"/\*\*", closing=r"\*/\s*"),  # /** NAME[64 sq]: meaning */
    tokens=initializer_tokens(r"-?\s*(?:0[xX][0-9a-fA-F]+|\d+)L?"),
    suffix=re.compile(r"[lL]\Z"),
    function=re.compile(r"^    public static [\w\[\]]+ (\w+)\(", re.M),
    element=_element,
    opening=_opening,
    scopes=(
        ("package", re.compile(r"^package\s+([\w.]+)\s*;", re.M), None),
        ("class", re.compile(r"^public\s+final\s+class\s+(\w+)", re.M), None),
    ),
)
