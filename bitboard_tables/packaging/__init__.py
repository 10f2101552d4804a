"""Packages: one language's generated files laid out as a package its ecosystem's
own tools accept (`bitboard-tables package`).

This is the shared base: every language that can be packaged declares a
`Package` in its own folder (`languages/<name>/__init__.py`), with the templates
of its manifest, glue and self-test in `languages/<name>/templates/package/`.
Everything else is done here once for all of them:

- the package's generated files are those `generate` writes for the same options,
  byte for byte (`languages.render_outputs`), placed in the package's `outputs`
  folder;
- its README (templates/README.md.j2) records the options it was made with and the
  command that makes it again, and shows the ecosystem's commands and the
  language's usage (its `package/usage.md.j2`);
- its LICENSE is this project's;
- its self-test is printed from one description (selftest.py);
- the package name and version are checked against the ecosystem's rule, with a
  one-line error;
- on a board other than 8x8 (`--board`, issue 49) the package's name carries the
  board (`board_name`, `check_board_name`: bitboards-6x6, bitboards_6x6), so that
  two boards' packages stand side by side, and its README says the board; where
  the language exports them (`board_sliders`) it carries the board's slider
  lookups too, which its self-test checks.

This module holds what a language declares (it imports no language); tree.py lays
a package out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional, Tuple


HERE = Path(__file__).resolve().parent
DEFAULT_VERSION = "0.1.0"
# a version every ecosystem here takes: MAJOR.MINOR.PATCH, numbers without leading zeros
VERSION = re.compile(r"(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\Z")


@dataclass(frozen=True)
class PackageFile:
    """One file of a package's tree besides the generated ones: its path in the tree
    (a `str.format` pattern of the package's context: "{name}") and its template in
    the language's templates/package/ folder, by default the path's last part and
    .j2 (src/lib.rs: lib.rs.j2)."""

    path: str
    template: str = ""

    def __post_init__(self):
        if not self.template:
            object.__setattr__(self, "template", self.path.split("/")[-1] + ".j2")


@dataclass(frozen=True)
class Package:
    """What one language's package is: its ecosystem, its files, and its rules."""

    ecosystem: str  # for people: "a Cargo crate"
    render: Callable  # the language's Renderer.render: (template, selection, **extra) -> text
    files: Tuple[PackageFile, ...]
    name_pattern: str  # a regular expression of the package names the ecosystem takes
    name_rule: str  # that rule in words, for the error
    commands: Tuple[str, ...]  # how a user builds and tests it, in the tree (for the README)
    # the folder of the tree the generated files go in ("src"; "" for the root): a
    # `str.format` pattern of the language's `context`, as a PackageFile's path is
    outputs: str = ""
    default_name: str = "bitboards"  # the name when none is given
    # what joins the name and the board's tag on a board other than 8x8 (`board_name`):
    # "-" where the ecosystem's names are written so (bitboards-6x6), "_" where they
    # are identifiers or name a header (bitboards_6x6)
    board_separator: str = "_"
    # the slider techniques the language carries (sliders.build.carried_techniques's
    # `carries`), for the self-test; None: the language carries none
    carries: Optional[Callable] = None
    # (Selection) -> whether the package's files hold the slider techniques at all,
    # where the language decides it by more than what they read (C's
    # bitboards_sliders.h comes only with every function it rebinds); the self-test
    # checks them only then
    sliders_in: Callable = field(default=lambda selection: True)
    # on a board other than 8x8 whose magics are recorded: whether the package carries the
    # board's slider lookups (bitboards_sliders_WxH.*, exported as the 8x8 package exports its
    # sliders) and its self-test checks those `carries` selects; else the file is left out
    board_sliders: bool = False
    context: Callable = field(default=lambda selection, name: {})  # what only its package templates read
    # (Selection) -> (the StatementPrinter of the self-test's routines (statements.py),
    # what the package's names are written after in them: "bb."); its template reads
    # them as `code` ({routine: its statements})
    routines: Optional[Callable] = None


class PackageError(ValueError):
    """A package name or version the ecosystem does not take."""


def check_name(package: Package, name: str) -> str:
    if not re.fullmatch(package.name_pattern, name):
        raise PackageError(f"{name!r} is no name for {package.ecosystem}: {package.name_rule}")
    return name


def board_name(package: Package, board) -> str:
    """Returns the package's default name on `board` (board.Board, not 8x8): its
    default name and the board's tag, joined as the ecosystem writes names
    (bitboards-6x6, bitboards_5x5_8)."""
    separator = package.board_separator
    return package.default_name + separator + board.file_tag.replace("_", separator)


def check_board_name(package: Package, name: str, board) -> str:
    """Returns `name`, which on a board other than 8x8 must carry the board's tag
    (6x6; 5x5-8 or 5x5_8 with a stride), else two boards' packages could have one
    name; raises PackageError naming the default."""
    tag = r"[-_.]".join(re.escape(part) for part in board.file_tag.split("_"))
    if not re.search(rf"(?i)(?<![0-9]){tag}(?![0-9])", name):
        raise PackageError(f"{name!r} does not carry the board {board.name}: a package of it is named for it, as {board_name(package, board)}")
    return name


def check_version(version: str) -> str:
    if not VERSION.match(version):
        raise PackageError(f"{version!r} is no version: MAJOR.MINOR.PATCH, three numbers without leading zeros (1.2.0)")
    return version
