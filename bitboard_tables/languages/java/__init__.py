"""The Java language: `Bitboards.java`, one class `bitboards.Bitboards` without
dependencies, for Java 11 and later.

Everything the tool knows about Java: the file and how it is rendered, the
literal and comment syntax of its tables, the Java types of the element types and
argument kinds, its names (`java_name`: camelCase functions, the tables and
enumeration constants in capitals as the contract spells them), the filters of
its templates and its reader (reader.py). Java takes no prefix: a class is a
namespace of its own, `bitboards.Bitboards`, in the package `bitboards`.

A class file holds at most 65,535 bytes of bytecode per method, the static
initializer included: array initializers of the 17,808 entries (4 to 8 bytes of
code each, a zero too) do not fit in one method. So every table of more than 64
entries is initialized in a nested class of its own (`RAY_ATTACKS =
RayAttacksValues.VALUES`), whose static initializer holds its values alone:
LINE's, the largest, some 23 KB of code. The tables are array initializers as in every other language,
hex values with a fixed number to a line, each line commented with its indices.
"""

from __future__ import annotations

from pathlib import Path
import math

from ...functions import BITBOARD, FUNCTIONS, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, doc_in
from ...literals import Syntax, decimal, hex8
from ...literals import layout as _layout
from ...mapping import Mapping
from ...render import Renderer
from ...selection import Selection
from ...tables import INT, U8, U64, Table
from ..language import Language, OutputFile, Reading
from . import reader

ELEMENTS = {U64: "long", U8: "int", INT: "int"}
# every integer argument is an index (a square, piece, direction, file or rank)
# and every integer result a square or a count; a name is a String, no square is
# -1 (as in C), and the squares of a bitboard an int[], lowest first
KINDS = {BITBOARD: "long", INTEGER: "int", NAME: "String", SQUARE_OR_NONE: "int", SQUARES: "int[]"}
SYNTAX = Syntax("{", "}", "// {}", {U64: "0x{:016x}L".format, U8: hex8, INT: decimal})
MODULE = "Bitboards.java"
PACKAGE = "bitboards"  # the package without --namespace
# the words Java reserves, which no part of a package name can be
KEYWORDS = frozenset(
    """
    abstract assert boolean break byte case catch char class const continue default do double else
    enum extends final finally float for goto if implements import instanceof int interface long
    native new package private protected public return short static strictfp super switch
    synchronized this throw throws transient try void volatile while true false null _
    """.split()
)
CLASS = "Bitboards"
# a table of more entries than this is initialized in a class of its own
HELD_ABOVE = 64
HOLDER_SUFFIX = "Values"  # the holder class of RAY_ATTACKS is RayAttacksValues


def java_name(name: str) -> str:
    """Returns the Java name of a table, function or enumeration constant of the
    contract: a function's in camelCase (rank_attacks is rankAttacks), a table's or
    a constant's as the contract writes it (RANK_MASK_EX, NOEA, A1)."""
    if name.isupper() or not name.islower():
        return name
    first, *rest = name.split("_")
    return first + "".join(word.capitalize() for word in rest)


FUNCTION_NAMES = frozenset(java_name(f.name) for f in FUNCTIONS)


def held(table: Table) -> bool:
    """Whether `table` is initialized in a nested class of its own (see the module's
    docstring): every table of more than HELD_ABOVE entries."""
    return math.prod(table.shape) > HELD_ABOVE


def java_holder(table: Table) -> str:
    """Returns the name of the nested class that initializes `table`: RayAttacksValues."""
    return "".join(word.capitalize() for word in table.name.split("_")) + HOLDER_SUFFIX


def java_type(table: Table) -> str:
    """Returns the Java array type of `table`, as `long[][]` for [64 sq][8 dir]."""
    return ELEMENTS[table.element] + "[]" * len(table.shape)


def java_array(table: Table, indent: int) -> str:
    """Returns the body of the array initializer of `table` (between its outer
    braces), every line indented by `indent` more spaces."""
    return "\n".join(" " * indent + line for line in _layout(table, SYNTAX).split("\n"))


def java_param(name: str) -> str:
    """Returns a parameter name in camelCase: king_sq is kingSq."""
    return java_name(name)


def java_params(fn) -> str:
    """Returns the Java parameter list of a lookup function (`long occ, int sq`)."""
    return ", ".join(f"{KINDS[kind]} {java_param(name)}" for name, kind in fn.params)


def java_doc(fn) -> str:
    """Returns a function's one-line description with every name in it Java's."""
    return doc_in(fn, java_name, java_param, java_name)


def java_returns(fn) -> str:
    """Returns the Java result type of a lookup function."""
    return KINDS[fn.returns]


def package_of(selection: Selection) -> str:
    """Returns the package of the class: --namespace, else `bitboards`."""
    return selection.namespace or PACKAGE


RENDERER = Renderer(
    Path(__file__).resolve().parent / "templates",
    dict(held=held, java_holder=java_holder, java_type=java_type, java_array=java_array, java_params=java_params,
         java_returns=java_returns, java_name=java_name, java_doc=java_doc),
    lambda selection: dict(package=package_of(selection), class_name=CLASS),
)


def render_module(selection: Selection) -> str:
    """Returns the text of Bitboards.java for `selection`."""
    return RENDERER.render("Bitboards.java.j2", selection)


def read(text: str, mapping: Mapping) -> Reading:
    """Returns the tables and functions of a generated class."""
    return reader.read(text, mapping, java_name, HOLDER_SUFFIX)


LANGUAGE = Language(
    name="java",
    title="Java",
    files=(OutputFile(MODULE, render_module),),
    syntax=SYNTAX,
    elements=ELEMENTS,
    kinds=KINDS,
    banner="//",
    read=read,
    namespace_help=f"its package ({PACKAGE} by default; give --out the package's folder)",
    keywords=KEYWORDS,
    names=java_name,
)
