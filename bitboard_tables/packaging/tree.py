"""Laying out one package: its tree of files, {path: text} (see __init__.py)."""

from __future__ import annotations

import shlex
from functools import lru_cache
from pathlib import Path
from typing import Dict

from .. import __version__
from ..render import Renderer
from ..selection import PROG, Selection, file_selection
from ..sliders.board_techniques import board_techniques
from . import HERE, Package
from .selftest import opening, printed, self_test

# the README every package shares, through the Renderer every language's files go through
README = Renderer(HERE / "templates")


@lru_cache(maxsize=None)
def licence() -> str:
    """Returns this project's licence, which every package carries."""
    return (HERE / "LICENSE").read_text(encoding="utf-8")


def shaping_options(selection: Selection, language) -> tuple:
    """Returns the (flag, value) options that shape the package's files: those each
    file's banner records (selection.file_selection: no --prefix where the language
    takes none), without the language and the file."""
    options = file_selection(selection, language, language.files[0]).options
    return tuple((flag, value) for flag, value in options if flag not in ("--lang", "--file"))


def package_command(options: tuple, language, name: str, version: str) -> str:
    """Returns the command that writes this package again into the current directory:
    the shaping `options` (shaping_options) spelled out and no configuration read."""
    options = [f"{flag} {shlex.quote(value)}" for flag, value in options]
    named = ["--name", shlex.quote(name), "--version", shlex.quote(version)]
    return " ".join([PROG, "package", "--no-config", "--lang", language.name, "--out", ".", *named, *options])


def describe(board) -> str:
    """Returns what a package of `board` is, in a few words for its manifests: on
    8x8 "Chess bitboard tables and lookups", on another board its tables alone
    ("Chess bitboard tables of the 6x6 board")."""
    return "Chess bitboard tables and lookups" if board.is_default else f"Chess bitboard tables of the {board.name} board"


def shaped(table) -> str:
    """Returns a table's name and its dimensions, each with its axis: RAY_ATTACKS[36 sq][8 dir]."""
    return table.name + "".join(f"[{n} {axis}]" for n, axis in zip(table.shape, table.axis_names))


def package_tree(language, selection: Selection, outputs: Dict[str, str], name: str, version: str, tested: Selection = None) -> Dict[str, str]:
    """Returns {path in the tree: text} of the package of `language` (a Language with
    a `package`) for `selection`, whose generated files are `outputs` ({file name:
    text}, as `generate` writes them), named `name` at `version`, its self-test of
    `tested` (`selection` by default)."""
    package: Package = language.package
    # a board's package holds its tables, and its slider lookups (bitboards_sliders_WxH.*, written where its magics
    # are recorded) where the language exports them; on 8x8 such a file's name may be an 8x8 file's (Go's
    # bitboards_sliders.go), which is packaged
    # (C's bitboards_sliders.h is written on 8x8 and boards: bitboards_sliders_6x6.h)
    board = not selection.mapping.board.is_default
    board_lookups = {f.file_name(selection) for f in language.files if (f.boards_only or f.sliders) and board} & set(outputs)
    carried = package.board_sliders and bool(board_lookups)
    outputs = {file: text for file, text in outputs.items() if file not in board_lookups or carried}
    own = package.context(selection, name)
    options = shaping_options(selection, language)
    outputs_dir = package.outputs.format(package_name=name, **own)
    test = self_test(tested or selection, package.carries if package.sliders_in(selection) or carried else None, carried)
    context = dict(
        package_name=name,
        package_version=version,
        ecosystem=package.ecosystem,
        self_test=test,
        code=printed(test, *package.routines(selection)) if package.routines else {},
        generated=tuple(outputs),
        outputs_dir=outputs_dir,
        package_command=package_command(options, language, name, version),
        tool_version=__version__,
        # what the package is, for its manifests: on another board its tables alone, the board named
        description=describe(selection.mapping.board),
        # on a board, the slider lookups of the board's sliders file it carries (README): (file, [technique's title])
        board_sliders=(sorted(board_lookups), [t.title for t in board_techniques(selection.mapping) if package.carries(t)]) if carried else (),
        # the self-test's opening comment (selftest.opening), each line behind `leader`, `more` after it
        self_test_opening=lambda leader, more="": opening(leader, f"The self-test of {name} {version}, written by bitboard-tables {__version__}", more),
        # the self-test's bitboard type: Words.bitboard, unless the package's own context names it (C's, C++'s, JS's)
        **{"bitboard": language.words.bitboard(selection), **own},
    )
    tree = {str(Path(outputs_dir) / file): text for file, text in outputs.items()}
    for f in package.files:
        tree[f.path.format(**context)] = package.render(f"package/{f.template}", selection, **context)
    usage = package.render("package/usage.md.j2", selection, **context)
    tree["README.md"] = README.render(
        "README.md.j2", selection, title=language.title, commands=package.commands, usage=usage, options=options, shaped=shaped, **context
    )
    tree["LICENSE"] = licence()
    return dict(sorted(tree.items()))
