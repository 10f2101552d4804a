"""`package`: write one language's files as a package of its ecosystem, or with
--check compare such a package on disk with a fresh one."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import Dict

from .. import config as configuration
from ..languages import LANGUAGES, render_outputs
from ..packaging import DEFAULT_VERSION, PackageError, board_name, check_board_name, check_name, check_version
from ..selection import PROG, select
from ..write import write_all_if_changed
from . import options
from .options import UsageError


def packaged_languages():
    """Returns the languages `package` takes."""
    return tuple(language for language in LANGUAGES if language.package is not None)


def cmd_package(args) -> int:
    settings = configuration.Config() if args.no_config else configuration.load(Path.cwd())
    for warning in settings.warnings:
        print(f"{PROG}: warning: {warning}", file=sys.stderr)
    by_name = {language.name: language for language in packaged_languages()}
    if args.lang not in by_name:
        known = ", ".join(by_name)
        raise UsageError(f"--lang {args.lang!r}: package takes one of {known}{options.did_you_mean(args.lang, list(by_name))}")
    language = by_name[args.lang]
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise UsageError(f"{out} is a file, not a directory; --out takes the directory the package goes to")
    only, prefix, mapping, namespace = options.shaping(args, settings)
    board = mapping.board
    if not board.is_default:
        where = "--board" if args.board is not None else f"{options.shown(settings.path)} [{configuration.SECTION}] board"
        options.board_languages([language.name], board, where)  # a language that writes the board, in its widest bitboards
    default = language.package.default_name if board.is_default else board_name(language.package, board)
    name = options.resolve("--name", args.name, settings, "package_name", default, lambda v, where: v)
    version = options.resolve("--version", args.version, settings, "package_version", DEFAULT_VERSION, lambda v, where: v)
    try:
        check_name(language.package, name)
        if not board.is_default:
            check_board_name(language.package, name, board)
        check_version(version)
    except PackageError as exc:
        raise UsageError(str(exc)) from None
    selection = select(only, prefix, mapping, (language.name,), namespace)
    # a board's package says its tables alone (its README's examples are 8x8's), and its
    # self-test checks its lookup functions too (selftest.py)
    described = selection if board.is_default else replace(selection, functions=())
    from ..packaging.tree import package_tree  # its self-tests' printers only for `package`

    tree = package_tree(language, described, render_outputs(selection), name, version, tested=selection)
    paths: Dict[Path, str] = {out / relative: text for relative, text in tree.items()}
    if args.check:
        return _check(out, paths, args)
    try:
        for path in paths:
            path.parent.mkdir(parents=True, exist_ok=True)
        written = write_all_if_changed(paths)
    except OSError as exc:
        raise UsageError(f"cannot write into {out}: {exc.strerror or exc}; --out takes a writable directory") from None
    for path in paths:
        print(f"wrote {path}" if path in written else f"{path} is up to date")
    return 0


def _check(out: Path, paths: Dict[Path, str], args) -> int:
    """Returns 0 when every file of the package is on disk with the same bytes; else
    names each missing or different file and returns 1."""
    stale = False
    for path, text in paths.items():
        try:
            same = path.read_bytes() == text.encode("utf-8")
        except OSError:
            print(f"{path}: missing", file=sys.stderr)
            stale = True
            continue
        if not same:
            print(f"{path}: differs from a fresh package", file=sys.stderr)
            stale = True
    if stale:
        print(f"{out}/ is not up to date: run the same package command without --check", file=sys.stderr)
        return 1
    print(f"{out}/ is up to date")
    return 0
