"""`generate`: write the outputs, or with --check compare them with the files on disk."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path
from typing import Dict, Sequence

from .. import config as configuration
from ..languages import render_outputs
from ..mapping import DEFAULT_MAPPING
from ..selection import DEFAULT_PREFIX, PROG, select
from ..write import write_all_if_changed
from . import options
from .differences import MISSING, Side, check_lines, differences
from .options import UsageError

DEFAULT_OUT = Path("generated")
CHECK_ENTRIES = 3  # differing entries `generate --check` names per table


def cmd_generate(args) -> int:
    settings = configuration.load(Path.cwd())
    for warning in settings.warnings:
        print(f"{PROG}: warning: {warning}", file=sys.stderr)
    out = options.out_directory(args.out, settings, DEFAULT_OUT)
    only = options.resolve("--only", args.only, settings, "tables", None, options.names)
    prefix = options.resolve("--prefix", args.prefix, settings, "prefix", DEFAULT_PREFIX, options.prefix)
    mapping = options.resolve("--mapping", args.mapping, settings, "mapping", DEFAULT_MAPPING, options.mapping)
    languages = options.resolve("--lang", args.lang, settings, "languages", None, options.languages)
    if settings.path is not None:
        print(f"configuration: {options.shown(settings.path)} [{configuration.SECTION}]")
    if not args.check:
        _make_directory(out)
    outputs = {out / name: text for name, text in render_outputs(select(only, prefix, mapping, languages)).items()}
    if args.check:
        return _check(out, outputs, _regenerate_advice(args))
    try:
        written = write_all_if_changed(outputs)
    except OSError as exc:
        raise UsageError(f"cannot write into {out}: {exc.strerror or exc}; --out takes a writable directory") from None
    for path in outputs:
        print(f"wrote {path}" if path in written else f"{path} is up to date")
    return 0


def _make_directory(out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(
            f"cannot create {out}: {exc.strerror or exc}; --out takes a directory that can be created"
        ) from None
    if not out.is_dir():
        raise UsageError(f"cannot create {out}: it exists and is not a directory; --out takes a directory")


def _check(out: Path, outputs: Dict[Path, str], command: str) -> int:
    """Compares the files on disk with `outputs`; returns 1 and names what differs, to the
    table entry, when they are not the same, else 0."""
    pairs = [(Side(path, _bytes_or_none(path)), Side(path, text.encode("utf-8"))) for path, text in outputs.items()]
    stale = False
    for disk, _, difference in differences(pairs):
        if difference is None:
            continue
        stale = True
        if difference == MISSING:
            print(f"{disk.path}: missing", file=sys.stderr)
            continue
        print(f"{disk.path}: differs from a fresh generation", file=sys.stderr)
        for line in [str(difference)] if isinstance(difference, Exception) else check_lines(difference, CHECK_ENTRIES):
            print(f"  {line}", file=sys.stderr)
    if not stale:
        print(f"{out}/ is up to date")
        return 0
    print(f"{out}/ is not up to date: run {command}", file=sys.stderr)
    return 1


def _bytes_or_none(path: Path):
    try:
        return path.read_bytes()
    except OSError:
        return None


def _regenerate_advice(args) -> str:
    """Returns the one command that regenerates, from here, what `args` checks: the
    command as it was run, without --check; `make generate` where that is the
    command (the root of the bitboard-tables repository, no options)."""
    given = []
    for name, value in vars(args).items():  # every option of generate, in the parser's order
        if name in ("command", "run", "check") or value in (None, False):
            continue
        flag = "--" + name.replace("_", "-")
        given.append(flag if value is True else f"{flag} {shlex.quote(str(value))}")
    if not given and _at_the_repository_root():
        return "make generate"
    return " ".join([_invocation(), "generate", *given])


def _at_the_repository_root() -> bool:
    """True when this runs from a checkout of the bitboard-tables repository, at its
    root, whose Makefile's `generate` runs `python -m bitboard_tables generate`."""
    root = Path(__file__).resolve().parents[2]
    return Path.cwd().resolve() == root and (root / "Makefile").is_file() and (root / "bitboard_tables").is_dir()


def _invocation() -> str:
    """Returns how to run this tool again from here, as it was run: the console
    script or `python -m bitboard_tables`."""
    argv0 = sys.argv[0] if sys.argv else ""
    if Path(argv0).name == "__main__.py":
        return f"{_program(sys.executable, ('python3', 'python'))} -m bitboard_tables"
    if Path(argv0).name in (PROG, PROG + ".exe"):
        return _program(argv0, (PROG,))
    return PROG


def _program(path: str, names: Sequence[str]) -> str:
    """Returns how a shell here finds the program at `path`: by one of its `names`
    when PATH leads there, else by its path (relative when it lies below here)."""
    absolute = os.path.abspath(path)
    for name in names:
        found = shutil.which(name)
        if found and os.path.abspath(found) == absolute:
            return name
    relative = os.path.relpath(absolute)
    if relative.startswith(os.pardir):
        return shlex.quote(absolute)
    return shlex.quote(relative if os.sep in relative else os.path.join(os.curdir, relative))
