"""The Go language: `bitboards.go`, one package `bitboards` without dependencies
beyond `math/bits`, imported only where the code uses it, and `bitboards_sliders.go`
beside it in the same package.

Everything the tool knows about Go: the file and how it is rendered, the literal
and comment syntax of an array, the Go types of the element types and argument
kinds, its names (MixedCaps, printer.py's `go_name`), the filters of its templates and its
reader (reader.py). Go takes no prefix: a package is a namespace of its own,
named by whoever imports it; its package clause is `bitboards`, or the last part
of `--namespace` (com.example.engine gives `engine`), as the last element of an
import path names a package. The sliders file calls some of
bitboards.go's tables and functions, so a selection gets it only when it holds
every one of them (`sliders_wanted`).

Its package (`bitboard-tables package --lang go`, bitboard_tables/packaging): a Go
module, its path the package's name (`MODULE_PATH`, `bitboards` by default) and its
go.mod's `go 1.19`, the generated files in its root unchanged and the self-test
beside them as self_test.go, an external test package that imports the module
(templates/package/).
"""

from __future__ import annotations

import re
from typing import Callable

from ...expression import Const
from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal, hex8
from ...selection import Selection
from ...tables import INT, U8, U16, U32, U64
from ...packaging import Package, PackageFile
from ..board_sliders import narrow_sliders_file
from ..language import Language, OutputFile, Words, main_module
from ..slider_section import Capabilities, Dialect, SliderSection, in_groups
from . import reader
from .printer import GoPrinter, GoStatements, go_name, go_param

ELEMENTS = {U64: "uint64", U32: "uint32", U16: "uint16", U8: "uint8", INT: "int"}
# every integer argument is an index (a square, piece, direction, file or rank)
# and every integer result a square or a count: Go's int, as len() returns; a name
# is a string, a square or none Go's "comma ok" pair, and the squares of a bitboard
# a range-over-func sequence (iter.Seq[int] from Go 1.23, a plain func before)
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "int", NAME: "string", SQUARE_OR_NONE: "(int, bool)", SQUARES: "func(yield func(int) bool)"}
SYNTAX = Syntax("{", "}", "// {}", {U64: "0x{:016x}".format, U8: hex8, INT: decimal})
MODULE, SLIDERS = "bitboards.go", "bitboards_sliders.go"
# beside the sliders, one of these two by the build tag bitboards_nofill: every packed
# table filled in init() (the default), or each on its first lookup
FILL, NOFILL = "bitboards_sliders_fill.go", "bitboards_sliders_nofill.go"
NOFILL_TAG = "bitboards_nofill"
# Go has no intrinsic for PEXT and no vector type: it carries the techniques that need neither
CAPABILITIES = Capabilities(features=frozenset({"rbit", "mul32"}), threads="before-main")  # bits.Reverse64: one rbit on arm64
PACKAGE_CLAUSE = "bitboards"  # the package clause without --namespace
# the oldest Go release the files promise, the `go` directive of the package's go.mod
GO_DIRECTIVE = "1.19"
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


def _go_doc(name: str, doc: str) -> str:
    """Returns a comment as Go's doc comments open, with the name they document: `doc`
    ("Returns ...") as "Name returns ...", every name in it Go's, each further line a
    comment line."""
    return f"{name} {doc[:1].lower()}{doc[1:]}".replace("\n", "\n// ")


# Go's words: MixedCaps names, `name type` parameters, a tab before each row of an
# initializer; every value of a slider table as wide as the others (hex), so that
# gofmt has no comment to align
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, name=go_name, param_name=go_param, declare=lambda type_text, name: f"{name} {type_text}",
    comment=_go_doc, cast="{0}({1})", indent="\t",
)


def go_imports(code: str) -> list:
    """Returns the import paths of the packages (PACKAGES) that Go code `code` uses,
    sorted: those it calls a function of (`bits.OnesCount64`)."""
    used = set(re.findall(r"\b(\w+)\.[A-Z]", code))
    return sorted(path for name, path in PACKAGES.items() if name in used)


def package_of(selection: Selection) -> str:
    """Returns the package clause's name: the last part of --namespace, else `bitboards`."""
    return PACKAGE_CLAUSE if selection.namespace is None else selection.namespace.split(".")[-1]


RENDERER = WORDS.renderer(
    __file__,
    lambda selection: dict(package=package_of(selection), go_directive=GO_DIRECTIVE, nofill_tag=NOFILL_TAG),
    go_name=go_name,
    go_imports=go_imports,
)


# bitboards.go: the bodies printed from function_bodies.py (GoStatements), the primitives'
# from templates/functions.go.j2
render_module = main_module(RENDERER, "bitboards.go.j2", GoStatements())


# --- bitboards_sliders.go ----------------------------------------------------------


def dialect() -> Dialect:
    """Returns how bitboards_sliders.go prints the techniques."""
    return WORDS.dialect(GoPrinter(), MODULE, capabilities=CAPABILITIES)


def _sliders_context(selection: Selection) -> dict:
    """Returns what the sliders templates read: SliderSection's context, each fill
    group named as Go names it (FillMagicAttacks, its tables') with its `bit` in
    sliderGroupsFilled and fillPackedGroups (FillGroup.bit)."""
    section = SliderSection(dialect(), selection)
    sliders = section.context(lambda group: group.printed(go_name), go_name, big=GoPrinter().bare)
    # fillPackedGroups' one pass: each store where `groups` holds its group's bit
    bit = lambda tables: in_groups(Const(sliders["fill_of_table"][tables[0]]["bit"]))  # noqa: E731
    sliders["fill_loop"] = section.fill_text(GoStatements(), test=bit, indices=True) if sliders["sliders"] else ""
    return sliders


def render_sliders(template: str, **more) -> Callable[[Selection], str]:
    """Returns the render of a sliders file from `template` with `more`: bitboards_sliders.go,
    or bitboards_sliders_fill.go (`nofill`: bitboards_sliders_nofill.go), one of which the
    build tag bitboards_nofill chooses; each sets fillOnFirstUse, which the lookups of
    packed tables read as a constant, and the first fills every packed table in init()."""
    return lambda selection: RENDERER.render(template, selection, **more, **_sliders_context(selection))


def sliders_wanted(selection: Selection) -> bool:
    """Returns True if `selection` gets bitboards_sliders.go (SliderSection.wanted)."""
    return SliderSection(dialect(), selection).wanted


# a module path `go mod` takes (golang.org/x/mod/module.CheckPath, but for the dot its first
# element needs only where the module is fetched, not `replace`d): elements of ASCII letters,
# digits, '-', '_' and inner dots, the first lowercase and no '_'; no element a name Windows
# reserves; a last element v2, v3 ... only as a major version suffix (not /v0, /v1, /v02);
# no gopkg.in path, whose major version is a suffix of its own (.v2)
_NOT_RESERVED = r"(?!(?i:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:[./]|\Z))"
MODULE_PATH = (
    r"(?!gopkg\.in/)(?!.+/v(?:0[0-9]*|1)\Z)"
    rf"{_NOT_RESERVED}[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*"
    rf"(?:/{_NOT_RESERVED}[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)*"
)
MAJOR_SUFFIX = re.compile(r"/v([2-9]|[1-9][0-9]+)\Z")  # a module path's major version: /v2


def _package_context(selection: Selection, name: str) -> dict:
    """What the module's templates read: the import spec of the package (its path,
    with the package clause's name before it where the path's last element is not
    that name, as goimports writes it), the version a consumer's `require` names
    beside its `replace` (any of the path's major version: v0.0.0, or v2.0.0 for a
    path ending in /v2)."""
    package = package_of(selection)
    import_spec = f'"{name}"' if name.split("/")[-1] == package else f'{package} "{name}"'
    major = MAJOR_SUFFIX.search(name)
    return dict(import_spec=import_spec, require_version=f"v{major.group(1) if major else 0}.0.0")


PACKAGE = Package(
    ecosystem="a Go module",
    render=RENDERER.render,
    files=(PackageFile("go.mod"), PackageFile("self_test.go")),
    name_pattern=MODULE_PATH,
    name_rule=(
        "a module path is elements of ASCII letters, digits, '-', '_' and inner dots split by '/', "
        "the first lowercase without '_', none a Windows device name (con, nul, com1), none ending in /v0 or /v1, "
        "no gopkg.in path"
    ),
    default_name=PACKAGE_CLAUSE,
    board_separator="-",  # a module path's first element takes no '_'
    commands=("go vet ./...", "go test ./...", "staticcheck ./..."),
    carries=CAPABILITIES.carries, board_sliders=True,
    routines=lambda selection: (GoStatements(), "bb."),
    context=_package_context,
)

LANGUAGE = Language(
    "go", "Go", (OutputFile(MODULE, render_module, on_boards=True), OutputFile(SLIDERS, render_sliders(SLIDERS + ".j2"), sliders_wanted, sliders=True),
     *(OutputFile(name, render_sliders(FILL + ".j2", nofill=name == NOFILL), sliders_wanted) for name in (FILL, NOFILL)),
     narrow_sliders_file(SLIDERS, RENDERER, "board_sliders.go.j2", WORDS, GoStatements, CAPABILITIES)), WORDS,
    grammar=reader.GRAMMAR, namespace_help=f"its package clause, the last part ({PACKAGE_CLAUSE} by default)", keywords=KEYWORDS, package=PACKAGE, widest=64,
)
