"""The Python language: `bitboards.py`, a module of the standard library only, rendered
then formatted by black (`format_with_black`), with its fast paths' structures
(fast_paths.py), read back by reader.py. Python takes no prefix: a module is a
namespace of its own.

Its package is a distribution of the module: pyproject.toml (setuptools), the import
package src/<import name>/ holding bitboards.py as generated, an __init__.py that
re-exports it and py.typed, and the self-test under tests/ for `python -m unittest`.
"""

from __future__ import annotations

import keyword
import re
from typing import List

from ...cache import black_memo
from .docstrings import python_docstring
from ...fast_paths import fast_paths
from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal, hex8, hex64, hex128
from ...packaging import Package, PackageFile
from ...render import enumerations
from ...selection import Selection
from ...sliders.board_magics import board_lines
from ...tables import INT, U8, U32, U64, U128
from ..board_sliders import board_sliders_file, on_board, render_board_sliders as render_board_sliders_file
from ..language import Language, OutputFile, Words, typed_after
from ..slider_section import Capabilities, Dialect, SliderSection
from .printer import PythonOutputPrinter, PythonStatements, python_bodies
from .reader import read

ELEMENTS = {U64: "u64", U8: "u8", INT: "int", U128: "u128"}  # as the comments and docstrings name them
# no square is a ValueError raised (parse_square)
KINDS = {BITBOARD: "int", INTEGER: "int", NAME: "str", SQUARE_OR_NONE: "int", SQUARES: "_Iterator[int]"}
SYNTAX = Syntax("(", ")", "# {}", {U64: hex64, U8: hex8, INT: decimal, U128: hex128}, comment_gap="  ")
MODULE = "bitboards.py"
PYTHON = "3.9"  # the oldest Python the module runs on, the distribution's requires-python
# Python has no PEXT and no vectors: it carries the techniques that need neither
CAPABILITIES = Capabilities(threads="lazy")


# Python's words: `name: type` parameters, two spaces before a comment as black wants
WORDS = Words(SYNTAX, ELEMENTS, KINDS, declare=typed_after)


def py_dicts(occupancy_map) -> str:
    """Returns the Python tuple body of an `OccupancyMap`: one dictionary per square,
    two `occupancy: attacks` entries a line, in carry-rippler order."""
    lines: List[str] = []
    for sq, attacks in enumerate(occupancy_map.attacks):
        lines.append(f"    {{  # {occupancy_map.mapping.square_name(sq)}")
        items = list(attacks.items())
        for start in range(0, len(items), 2):
            lines.append("        " + " ".join(f"{hex64(k)}: {hex64(v)}," for k, v in items[start : start + 2]))
        lines.append("    },")
    return "\n".join(lines)


# --- the slider techniques ------------------------------------------------------------


def dialect() -> Dialect:
    """Returns how bitboards.py prints the techniques: its own names, an int for
    every parameter, the comments as docstrings."""
    return WORDS.dialect(PythonOutputPrinter(), MODULE, capabilities=CAPABILITIES)


def _sliders(selection: Selection) -> dict:
    """Returns what the template lays out of the slider techniques (SliderSection.context),
    and `exported`, the names of __all__: the enumerations', tables' and functions', and
    the sliders' tables, fills, helpers and lookups."""
    section = SliderSection(dialect(), selection)
    statements = PythonStatements()
    statements.stored = str.lower  # a fill writes a local list of each table, then the table at once
    sliders = section.context(lambda g: g.printed(loop=section.fill_text(statements, set(g.tables), indices=True)), big=True)
    sizes = {t.name: t.entries for t in sliders["big_tables"]}
    names = [n for e in enumerations(selection.mapping) for n in e.names] + [x.name for x in (*selection.tables, *selection.functions)]
    if sliders["sliders"]:
        names += [t.name for t in (*sliders["small_tables"], *sliders["big_tables"])] + ["fill_slider_tables"]
        names += [g["function"] for g in sliders["fills"]] + [f.name for t in sliders["techniques"] for f in (*t.helpers, *t.lookups, t.queen)]
    return dict(sliders, sizes=sizes, exported=names)


def _context(selection: Selection) -> dict:
    """Returns what bitboards.py.j2 reads: the fast paths the selection takes, the slider section,
    the bodies printed (printer.py; the primitives are the template's, functions.py.j2)."""
    mapping, eight = selection.mapping, selection.mapping.board.is_default  # another board has no fast paths (issue 49)
    fast = [fp for fp in fast_paths(mapping) if fp.function in selection.names] if eight else []
    bodies = python_bodies(mapping, selection.mask_to_64_bits, fast=len(fast) == 2) if eight else PythonStatements(mapping.board.width).bodies(mapping)
    return dict(_sliders(selection), fast_paths=fast, mask_to_64_bits=selection.mask_to_64_bits, bodies=bodies)


# the module's context is render_module's: the package's files and a board's sliders read none of it
RENDERER = WORDS.renderer(__file__, py_dicts=py_dicts, py_docstring=python_docstring)

# The body of a `# fmt: off` ... `# fmt: on` region of the template, at the module's top
# level, and the one statement that stands for each while black formats the code
FMT_OFF_REGION = re.compile(r"(?<=^# fmt: off\n).*?(?=^# fmt: on\n)", re.M | re.S)
_PLACEHOLDER = "_fmt_off_region = 0\n"


def format_with_black(text: str) -> str:
    """Returns `text` formatted by black, which leaves its `# fmt: off` regions as they
    are. Those hold the data (900 KB the filters lay out black-stable), so black is
    given the code alone: each region's body stands as one placeholder statement while
    black formats the rest, and is then put back verbatim, as black would have kept it."""
    regions = FMT_OFF_REGION.findall(text)
    code = black_memo(FMT_OFF_REGION.sub(_PLACEHOLDER, text)).split(_PLACEHOLDER)
    if len(code) != len(regions) + 1:  # black dropped or joined a region: only a new black would
        raise RuntimeError("black moved a `# fmt: off` region of bitboards.py")
    return "".join(part + region for part, region in zip(code, regions + [""]))


def render_module(selection: Selection, black_format: bool = True) -> str:
    """Returns the text of bitboards.py for `selection`, formatted by black."""
    text = RENDERER.render("bitboards.py.j2", selection, **_context(selection))
    return format_with_black(text) if black_format else text


# a distribution name (PEP 508: letters, digits, '.', '-' and '_', a letter or digit at
# each end) that starts with a letter, so that its import name is an identifier, and
# whose import name is no keyword
PACKAGE_NAME = rf"(?ai)(?!(?:{'|'.join(word for word in keyword.kwlist if word.islower())})\Z)[a-z](?:[a-z0-9._-]*[a-z0-9])?"


def import_name(name: str) -> str:
    """Returns the import name of the distribution `name`: the name normalized as
    PEP 503 does (lower case, each run of '.', '-' and '_' one separator), its
    separator an '_' (my.Tables-2 -> my_tables_2)."""
    return re.sub(r"[-_.]+", "_", name).lower()


def render_package_file(template: str, selection: Selection, **extra) -> str:
    """Returns a file of the package rendered from `template`; a Python file formatted
    by black, as the module is."""
    text = RENDERER.render(template, selection, **extra)
    return format_with_black(text) if template.endswith(".py.j2") else text


PACKAGE = Package(
    ecosystem="a Python distribution",
    render=render_package_file,
    files=(
        PackageFile("pyproject.toml"),
        PackageFile("src/{import_name}/__init__.py"),
        PackageFile("src/{import_name}/py.typed"),
        PackageFile("tests/__init__.py", "tests_init.py.j2"),
        PackageFile("tests/test_self_test.py"),
    ),
    outputs="src/{import_name}",
    name_pattern=PACKAGE_NAME,
    name_rule="a distribution name is ASCII letters, digits, '.', '-' and '_', starting with a letter and ending with"
    " a letter or digit, its import name (lower case, each run of '.', '-' and '_' an '_') no Python keyword",
    commands=("pip install .", "python -m unittest", "pip wheel --no-deps -w dist ."),
    board_separator="-",
    carries=CAPABILITIES.carries,
    board_sliders=True,
    context=lambda selection, name: dict(import_name=import_name(name), python=PYTHON),
    routines=lambda selection: (PythonStatements(selection.mapping.board.width), "bb."),  # its arithmetic the board's width
)

def render_board_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders_WxH.py: the fancy magic lookups of a board
    other than 8x8 whose magics are recorded, their arithmetic wrapped at the board's
    width (languages/board_sliders.py); the fill writes a local list of each table,
    then the table at once."""
    literals = {U64: hex64, U128: hex128, U8: str, U32: "0x{:05x}".format}
    statements = PythonStatements(selection.mapping.board.width)
    statements.stored = str.lower
    on_board(statements.printer, {"rbit": f'int(format({{1}}, "0{selection.mapping.board.width}b")[::-1], 2)'})  # the board's bits reversed
    sizes = {f"{line.name.upper()}_MAGIC_ATTACKS": line.entries for line in board_lines(selection.mapping)}
    text = render_board_sliders_file(RENDERER, "board_sliders.py.j2", selection, ELEMENTS, statements, literals, "  # {}", carried=("magic",), sizes=sizes)
    return format_with_black(text)


LANGUAGE = Language(
    "python", "Python", (OutputFile(MODULE, render_module, on_boards=True), board_sliders_file("bitboards_sliders.py", render_board_sliders)), WORDS,
    banner="#",
    read=read,
    package=PACKAGE,
)
