"""The Go language: `bitboards.go`, one package `bitboards` without dependencies
beyond `math/bits`, imported only where the code uses it.

Everything the tool knows about Go: the file and how it is rendered, the literal
and comment syntax of an array, the Go types of the element types and argument
kinds, its names (MixedCaps, `go_name`), the filters of its templates and its
reader (reader.py). Go takes no prefix: a package is a namespace of its own,
named by whoever imports it; its package clause is `bitboards`, or the last part
of `--namespace` (com.example.engine gives `engine`), as the last element of an
import path names a package.
"""

from __future__ import annotations

import re
from pathlib import Path

from ...functions import BITBOARD, FUNCTIONS, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, doc_in
from ...literals import Syntax, decimal, hex8
from ...literals import layout as _layout
from ...mapping import Mapping
from ...render import Renderer
from ...selection import Selection
from ...tables import INT, U8, U64, Table
from ..language import Language, OutputFile, Reading
from . import reader

ELEMENTS = {U64: "uint64", U8: "uint8", INT: "int"}
# every integer argument is an index (a square, piece, direction, file or rank)
# and every integer result a square or a count: Go's int, as len() returns; a name
# is a string, a square or none Go's "comma ok" pair, and the squares of a bitboard
# a range-over-func sequence (iter.Seq[int] from Go 1.23, a plain func before)
KINDS = {
    BITBOARD: "uint64",
    INTEGER: "int",
    NAME: "string",
    SQUARE_OR_NONE: "(int, bool)",
    SQUARES: "func(yield func(int) bool)",
}
SYNTAX = Syntax("{", "}", "// {}", {U64: "0x{:016x}".format, U8: hex8, INT: decimal})
MODULE = "bitboards.go"
PACKAGE = "bitboards"  # the package clause without --namespace
# the words Go reserves, which no part of a package name can be
KEYWORDS = frozenset(
    """
    break case chan const continue default defer else fallthrough for func go goto if import
    interface map package range return select struct switch type var _
    """.split()
)
# the packages the code may use, by the name it calls them by: imported only where the
# emitted code uses them, as Go rejects an unused import
PACKAGES = {"bits": "math/bits"}
# a table whose MixedCaps name is a function's takes this suffix (PIECE_ATTACKS)
TABLE_SUFFIX = "Table"


def mixed_caps(name: str) -> str:
    """Returns `name` (RANK_MASK_EX, xray_rank_attacks, NOEA, A1) in Go's MixedCaps:
    RankMaskEx, XrayRankAttacks, Noea, A1."""
    return "".join(word[:1].upper() + word[1:].lower() for word in name.split("_"))


FUNCTION_NAMES = frozenset(mixed_caps(f.name) for f in FUNCTIONS)


def go_name(name: str) -> str:
    """Returns the Go name of a table, function or enumeration constant of the
    contract: its MixedCaps, with TABLE_SUFFIX for a table that a function's would hide."""
    go = mixed_caps(name)
    return go + TABLE_SUFFIX if name.isupper() and go in FUNCTION_NAMES else go


def go_array(table: Table) -> str:
    """Returns the Go composite literal body of `table` (between the outer braces)."""
    return _layout(table, SYNTAX, indent="\t")


def go_type(table: Table) -> str:
    """Returns the Go array type of `table`, as `[64][8]uint64` for [64 sq][8 dir]."""
    return "".join(f"[{n}]" for n in table.shape) + ELEMENTS[table.element]


def go_param(name: str) -> str:
    """Returns a parameter name in Go's mixedCaps: king_sq is kingSq."""
    first, *rest = name.split("_")
    return first + "".join(word.capitalize() for word in rest)


def go_params(fn) -> str:
    """Returns the Go parameter list of a lookup function (`occ uint64, sq int`)."""
    return ", ".join(f"{go_param(name)} {KINDS[kind]}" for name, kind in fn.params)


def go_returns(fn) -> str:
    """Returns the Go result type of a lookup function."""
    return KINDS[fn.returns]


def go_doc(fn) -> str:
    """Returns a function's doc comment as Go writes it, opening with its name:
    `RankAttacks returns the rank attacks ...`, every name in it Go's."""
    doc = doc_in(fn, go_name, go_param, go_name)
    return f"{go_name(fn.name)} {doc[:1].lower()}{doc[1:]}"


def go_square(expression: str) -> str:
    """Returns the square expression `8 * (7 - rank) + file` spaced as gofmt spaces it:
    `8*(7-rank) + file` (the product binds tighter, so gofmt closes it up)."""
    product, rest = expression.split(" + ", 1)
    return f"{product.replace(' ', '')} + {rest}"


def go_imports(code: str) -> list:
    """Returns the import paths of the packages (PACKAGES) that Go code `code` uses,
    sorted: those it calls a function of (`bits.OnesCount64`)."""
    used = set(re.findall(r"\b(\w+)\.[A-Z]", code))
    return sorted(path for name, path in PACKAGES.items() if name in used)


def package_of(selection: Selection) -> str:
    """Returns the package clause's name: the last part of --namespace, else `bitboards`."""
    return PACKAGE if selection.namespace is None else selection.namespace.split(".")[-1]


RENDERER = Renderer(
    Path(__file__).resolve().parent / "templates",
    dict(go_array=go_array, go_type=go_type, go_params=go_params, go_returns=go_returns, go_name=go_name, go_doc=go_doc, go_square=go_square,
         go_imports=go_imports),
    lambda selection: dict(package=package_of(selection)),
)


def render_module(selection: Selection) -> str:
    """Returns the text of bitboards.go for `selection`."""
    return RENDERER.render("bitboards.go.j2", selection)


def read(text: str, mapping: Mapping) -> Reading:
    """Returns the tables and functions of a generated package."""
    return reader.read(text, mapping, ELEMENTS, go_name)


LANGUAGE = Language(
    name="go",
    title="Go",
    files=(OutputFile(MODULE, render_module),),
    syntax=SYNTAX,
    elements=ELEMENTS,
    kinds=KINDS,
    banner="//",
    read=read,
    namespace_help=f"its package clause, the last part ({PACKAGE} by default)",
    keywords=KEYWORDS,
    names=go_name,
)
