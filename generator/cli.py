"""The command line: `bitboard-tables` (or `python -m generator`).

    generate [--out DIR] [--only NAME,...|all] [--prefix PREFIX] [--mapping NAME] [--check]
    list [--json] [--mapping NAME]
    show NAME [INDEX ...] [--file FILE | --mapping NAME]
    diff OLD NEW [--max N]

Settings may also come from `[tool.bitboard-tables]` in pyproject.toml (see
`generator.config`); options on the command line override them. Bad input of any
kind is reported as one line on stderr with exit status 2, and nothing is
written; `generate --check` and `diff` exit 1 when they find a difference.
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import shlex
import shutil
import sys
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from . import __version__
from . import config as configuration
from .compare import Comparison, compare
from .functions import FUNCTIONS
from .mapping import DEFAULT_MAPPING, MAPPINGS, Mapping, mapping_named
from .parse import GeneratedFile, NotGenerated, parse_generated, read_generated
from .render import ALL, DEFAULT_PREFIX, OUTPUT_NAMES, PROG, render_all, select, shape_text, write_all_if_changed
from .tables import Table, compute_tables
from .view import (
    ADDED,
    REMOVED,
    draw_change,
    draw_entry,
    entry_label,
    format_value,
    legend,
    parse_indices,
    show_entry,
    show_some,
    side_by_side,
)

DEFAULT_OUT = Path("generated")
OUTPUTS_TEXT = ", ".join(OUTPUT_NAMES[:-1]) + " or " + OUTPUT_NAMES[-1]  # "bitboards.py, bitboards.h or bitboards.rs"
OUTPUTS_AND = ", ".join(OUTPUT_NAMES[:-1]) + " and " + OUTPUT_NAMES[-1]
CHECK_ENTRIES = 3  # differing entries `generate --check` names per table
C_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


class UsageError(Exception):
    """Bad input: reported as one line on stderr with exit status 2."""


def _err(line: str) -> None:
    print(line, file=sys.stderr)


# --- generate --------------------------------------------------------------------


def cmd_generate(args) -> int:
    settings = configuration.load(Path.cwd())
    for warning in settings.warnings:
        _err(f"{PROG}: warning: {warning}")
    if args.out is not None:
        out = Path(args.out)
    elif settings.out is not None:  # relative to the pyproject.toml; shown from here
        out = Path(os.path.relpath(settings.out))
    else:
        out = DEFAULT_OUT
    if args.only is not None:
        only: Optional[List[str]] = _names(args.only.split(","), "--only")
    elif settings.tables is not None:
        only = _names(settings.tables, f"{_shown(settings.path)} [{configuration.SECTION}] tables")
    else:
        only = None
    if args.prefix is not None:
        prefix = _prefix(args.prefix, "--prefix")
    elif settings.prefix is not None:
        prefix = _prefix(settings.prefix, f"{_shown(settings.path)} [{configuration.SECTION}] prefix")
    else:
        prefix = DEFAULT_PREFIX
    if args.mapping is not None:
        mapping = _mapping(args.mapping, "--mapping")
    elif settings.mapping is not None:
        mapping = _mapping(settings.mapping, f"{_shown(settings.path)} [{configuration.SECTION}] mapping")
    else:
        mapping = DEFAULT_MAPPING
    if settings.path is not None:
        print(f"configuration: {_shown(settings.path)} [{configuration.SECTION}]")
    if not args.check:
        _make_directory(out)
    outputs = {out / name: text for name, text in render_all(select(only, prefix, mapping)).items()}
    if args.check:
        return _check(out, outputs, _regenerate_advice(args))
    try:
        written = write_all_if_changed(outputs)
    except OSError as exc:
        raise UsageError(f"cannot write into {out}: {exc.strerror or exc}; --out takes a writable directory") from None
    for path in outputs:
        print(f"wrote {path}" if path in written else f"{path} is up to date")
    return 0


def _names(names: Iterable[str], source: str) -> Optional[List[str]]:
    """Returns the table and function `names`, each checked, or None for `all` (every
    table and function); raises UsageError."""
    known = [t.name for t in compute_tables()] + [f.name for f in FUNCTIONS]
    chosen = [n.strip() for n in names if n.strip()]
    if not chosen:
        raise UsageError(f"{source} names nothing; accepted: table and function names, as `{PROG} list` prints them")
    if ALL in chosen:
        if len(chosen) > 1:
            raise UsageError(f"{source}: {ALL} asks for every table and function; accepted: {ALL} alone, or names")
        return None
    for name in chosen:
        if name not in known:
            raise UsageError(
                f"{source}: unknown table or function {name!r}{_did_you_mean(name, known)}; "
                f"accepted: the table and function names `{PROG} list` prints"
            )
    return chosen


def _did_you_mean(name: str, known: Sequence[str]) -> str:
    same_letters = [k for k in known if k.lower() == name.lower()]
    close = same_letters or difflib.get_close_matches(name, known, n=1)
    return f" (did you mean {close[0]}?)" if close else ""


def _prefix(text: str, source: str) -> str:
    """Returns the C prefix `text` names, without its trailing underscore; raises
    UsageError unless it is a C identifier."""
    stem = text[:-1] if len(text) > 1 and text.endswith("_") else text
    if not C_IDENTIFIER.match(stem):
        raise UsageError(
            f"{source}: {text!r} is not a C identifier; accepted: a letter or _ followed by letters, digits "
            f"and _, as BB or ENG (it becomes ENG_ and eng_)"
        )
    return stem


def _mapping(name: str, source: str) -> Mapping:
    """Returns the square mapping `name` names (any case); raises UsageError."""
    try:
        return mapping_named(name)
    except KeyError:
        raise UsageError(
            f"{source}: unknown square mapping {name!r}{_did_you_mean(name.upper(), list(MAPPINGS))}; "
            f"accepted: {', '.join(MAPPINGS)}"
        ) from None


def mappings_help() -> str:
    """Returns each mapping by its formula and its squares 0 and 1 (r = rank, f = file, 0..7)."""
    return "; ".join(f"{m.name} = {m.formula()} ({m.square_name(0)} = 0, {m.square_name(1)} = 1)" for m in MAPPINGS.values())


def _shown(path: Optional[Path]) -> str:
    return os.path.relpath(path) if path is not None else ""


def _make_directory(out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(
            f"cannot create {out}: {exc.strerror or exc}; --out takes a directory that can be created"
        ) from None
    if not out.is_dir():
        raise UsageError(f"cannot create {out}: it exists and is not a directory; --out takes a directory")


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
    """True when this runs as `generator` from the root of the bitboard-tables
    repository, whose Makefile's `generate` runs `python -m generator generate`."""
    package = Path(__file__).resolve().parent
    root = package.parent
    return package.name == "generator" and Path.cwd().resolve() == root and (root / "Makefile").is_file()


def _invocation() -> str:
    """Returns how to run this tool again from here, as it was run: the console
    script or `python -m` with the package's name (generator in the repository,
    bitboard_tables installed)."""
    argv0 = sys.argv[0] if sys.argv else ""
    if Path(argv0).name == "__main__.py":
        return f"{_program(sys.executable, ('python3', 'python'))} -m {__package__}"
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


def _check(out: Path, outputs: Dict[Path, str], command: str) -> int:
    """Compares the files on disk with `outputs`; returns 1 and names what differs, to the
    table entry, when they are not the same, else 0."""
    stale = False
    for path, text in outputs.items():
        fresh = text.encode("utf-8")
        try:
            disk: Optional[bytes] = path.read_bytes()
        except OSError:
            disk = None
        if disk == fresh:
            continue
        stale = True
        if disk is None:
            _err(f"{path}: missing")
            continue
        _err(f"{path}: differs from a fresh generation")
        for line in _check_details(path, disk, fresh):
            _err(f"  {line}")
    if not stale:
        print(f"{out}/ is up to date")
        return 0
    _err(f"{out}/ is not up to date: run {command}")
    return 1


def _check_details(path: Path, disk: bytes, fresh: bytes) -> List[str]:
    try:
        on_disk = parse_generated(disk, path)
    except NotGenerated as exc:
        return [str(exc)]
    generated = parse_generated(fresh, path)
    result = _compare_files(on_disk, generated)
    lines = [f"{name}: generated, missing on disk" for name in result.added]
    lines += [f"{name}: on disk, not generated" for name in result.removed]
    for change in result.changed:
        lines += [f"{change.name}: {note}" for note in change.notes]
        if change.changed:
            lines.append(f"{change.name}: {_count(len(change.changed), change.total, 'differs', 'differ')}")
        for index, old, new in change.changed[:CHECK_ENTRIES]:
            element = change.new.element
            label = entry_label(change.new, index)
            lines.append(f"  {label}: {format_value(element, old)} on disk, {format_value(element, new)} generated")
        if len(change.changed) > CHECK_ENTRIES:
            lines.append(f"  ... and {len(change.changed) - CHECK_ENTRIES} more")
    lines += _function_lines(result, "generated, missing on disk", "on disk, not generated", "differ")
    lines += [f"{name}: generated, missing on disk" for name in result.private_added]
    lines += [f"{name}: on disk, not generated" for name in result.private_removed]
    lines += _private_lines(result, "differs", "{old} on disk, {new} generated", CHECK_ENTRIES)
    lines += [f"{note}" for note in result.notes]
    if not result:
        lines.append("tables and functions agree; the text around them differs (banner, comments or layout)")
    return lines


def _count(changed: int, total: int, one: str, many: str) -> str:
    return f"{changed} of {total} entries {one if changed == 1 else many}"


def _private_lines(result: Comparison, verb: str, template: str, most: int) -> List[str]:
    """Returns the lines naming each changed entry of the private structures, at most
    `most` per structure (0: all); `template` lays out {old} and {new}."""
    lines = []
    for change in result.private_changed:
        lines.append(f"{change.name}: {_count(len(change.changed), change.total, verb, verb)}")
        shown = change.changed if most == 0 else change.changed[:most]
        for index, old, new in shown:
            old_text, new_text = (
                "(none)" if value is None else format_value(change.element, value) for value in (old, new)
            )
            lines.append(f"  {change.name}{index}: {template.format(old=old_text, new=new_text)}")
        if len(shown) < len(change.changed):
            lines.append(f"  ... and {len(change.changed) - len(shown)} more")
    return lines


def _function_lines(result: Comparison, added: str, removed: str, changed: str) -> List[str]:
    lines = []
    for names, what in ((result.functions_added, added), (result.functions_removed, removed)):
        if names:
            lines.append(f"functions {what}: {', '.join(names)}")
    if result.functions_changed:
        lines.append(f"functions that {changed}: {', '.join(result.functions_changed)}")
    return lines


def _compare_files(old: GeneratedFile, new: GeneratedFile) -> Comparison:
    """Returns how `new` differs from `old`; functions and the fast paths' private
    structures are compared when both files are in the same language, prefixes when
    both are C."""
    same_language = old.language == new.language
    notes = []
    if old.language == new.language == "c" and old.prefix != new.prefix:
        notes.append(f"prefix {old.prefix} -> {new.prefix}")
    if old.mapping != new.mapping:
        notes.append(f"square mapping {old.mapping} -> {new.mapping}: square indices and bits number other squares")
    return compare(
        old.tables,
        new.tables,
        old.functions if same_language else None,
        new.functions if same_language else None,
        notes,
        old.private if same_language else (),
        new.private if same_language else (),
    )


# --- list ------------------------------------------------------------------------


def cmd_list(args) -> int:
    mapping = DEFAULT_MAPPING if args.mapping is None else _mapping(args.mapping, "--mapping")
    tables = compute_tables(mapping)
    if args.json:
        document = {
            "tables": [
                dict(
                    name=t.name,
                    shape=list(t.shape),
                    axes=list(t.axis_names),
                    element=t.element,
                    size_bytes=t.size_bytes,
                    meaning=t.meaning,
                )
                for t in tables
            ],
            "functions": [
                dict(name=f.name, params=[p for p, _ in f.params], doc=f.doc, needs=list(f.needs_in(mapping)))
                for f in FUNCTIONS
            ],
            "mapping": mapping.name,
            "mappings": [
                dict(name=m.name, square=m.formula(), square_0=m.square_name(0), square_1=m.square_name(1))
                for m in MAPPINGS.values()
            ],
        }
        print(json.dumps(document, indent=2))
        return 0
    rows = [("TABLE", "SHAPE", "ELEMENT", "BYTES", "MEANING")]
    for t in tables:
        rows.append((t.name, shape_text(t), t.element, str(t.size_bytes), t.meaning))
    widths = [max(len(row[k]) for row in rows) for k in range(4)]
    for row in rows:
        name, shape, element, size, meaning = row
        print(f"{name:<{widths[0]}}  {shape:<{widths[1]}}  {element:<{widths[2]}}  {size:>{widths[3]}}  {meaning}")
    print(f"{len(tables)} tables, {sum(t.size_bytes for t in tables)} bytes")
    print()
    signatures = [f"{f.name}({', '.join(p for p, _ in f.params)})" for f in FUNCTIONS]
    width = max(len(s) for s in signatures)
    print(f"{'FUNCTION':<{width}}  NEEDS")
    for signature, f in zip(signatures, FUNCTIONS):
        print(f"{signature:<{width}}  {', '.join(f.needs_in(mapping)) or '-'}")
    print(f"{len(FUNCTIONS)} functions; `generate --only NAME,...` takes table and function names")
    print()
    print(f"{'MAPPING':<8}  {'SQUARE':<18}  SQUARE 0  SQUARE 1   (r = rank, f = file, 0..7 from rank 1 and file a)")
    for m in MAPPINGS.values():
        chosen = "  (listed above)" if m == mapping else ""
        print(f"{m.name:<8}  {m.formula():<18}  {m.square_name(0):<8}  {m.square_name(1)}{chosen}")
    print(f"{len(MAPPINGS)} square mappings; `generate --mapping NAME` takes one, LERF by default")
    return 0


# --- show ------------------------------------------------------------------------

_BRACKETED = re.compile(r"(\w+)((?:\[[^\[\]]*\])+)\Z")


def cmd_show(args) -> int:
    if args.file is not None:
        if args.mapping is not None:
            raise UsageError("--mapping and --file exclude each other: a generated file names its own square mapping")
        try:
            tables: Sequence[Table] = read_generated(Path(args.file)).tables
        except NotGenerated as exc:
            raise UsageError(f"{exc}; --file takes a {OUTPUTS_TEXT} written by {PROG}") from None
    else:
        tables = compute_tables(DEFAULT_MAPPING if args.mapping is None else _mapping(args.mapping, "--mapping"))
    name, indices = args.name, list(args.indices)
    bracketed = _BRACKETED.match(name)
    if bracketed:  # BEHIND[d4][g7], as `generate --check` and `diff` print it
        name = bracketed.group(1)
        indices = re.findall(r"\[([^\[\]]*)\]", bracketed.group(2)) + indices
    by_name = {t.name.lower(): t for t in tables}
    table = by_name.get(name.lower())
    if table is None:
        where = f" in {args.file}" if args.file else ""
        raise UsageError(
            f"unknown table {name!r}{where}{_did_you_mean(name.upper(), [t.name for t in tables])}; "
            f"accepted: the table names `{PROG} list` prints"
        )
    try:
        index = parse_indices(table, indices)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    lines = show_entry(table, index) if len(index) == len(table.dims) else show_some(table, index)
    print("\n".join(lines))
    return 0


# --- diff ------------------------------------------------------------------------


def cmd_diff(args) -> int:
    if args.max < 0:
        raise UsageError(f"--max {args.max}: accepted: a number of entries, 0 for all")
    pairs = _pairs(Path(args.old), Path(args.new))
    # read everything first, so that a bad argument prints nothing but its error
    files = [tuple(None if p is None else _read_for_diff(p) for p in pair) for pair in pairs]
    different = False
    for (old_path, new_path), (old, new) in zip(pairs, files):
        if old is None or new is None:
            print(f"{new_path or old_path}: only in {args.new if old is None else args.old}")
            different = True
            continue
        print(f"diff {old_path} {new_path}")
        if old.data == new.data:
            print("  no differences")
            continue
        different = True
        for line in _diff_lines(old, new, args.max):
            print(f"  {line}" if line else "")
    return 1 if different else 0


def _pairs(old: Path, new: Path) -> List[Tuple[Optional[Path], Optional[Path]]]:
    """Returns the (old, new) files to compare: two files; a file and the file of the
    same name in a directory; or the outputs (OUTPUT_NAMES) of two directories,
    None for one a directory lacks."""
    if old.is_dir() and new.is_dir():
        pairs = [tuple(p / n if (p / n).is_file() else None for p in (old, new)) for n in OUTPUT_NAMES]
        pairs = [pair for pair in pairs if pair != (None, None)]
        if not pairs:
            raise UsageError(
                f"{old} and {new} hold no {OUTPUTS_TEXT}; "
                "accepted: two generated files, or two directories holding them"
            )
        return pairs  # type: ignore[return-value]
    if old.is_dir():
        old = old / new.name
    elif new.is_dir():
        new = new / old.name
    return [(old, new)]


def _read_for_diff(path: Path) -> GeneratedFile:
    try:
        return read_generated(path)
    except NotGenerated as exc:
        raise UsageError(
            f"{exc}; diff takes two {OUTPUTS_TEXT} files written by {PROG}, or two directories of them"
        ) from None


def _diff_lines(old: GeneratedFile, new: GeneratedFile, most: int) -> List[str]:
    result = _compare_files(old, new)
    lines = [f"tables added: {', '.join(result.added)}"] if result.added else []
    lines += [f"tables removed: {', '.join(result.removed)}"] if result.removed else []
    lines += _function_lines(result, "added", "removed", "changed")
    lines += [f"fast-path structures added: {', '.join(result.private_added)}"] if result.private_added else []
    lines += [f"fast-path structures removed: {', '.join(result.private_removed)}"] if result.private_removed else []
    lines += _private_lines(result, "changed", "{old} -> {new}", most)
    lines += list(result.notes)
    for change in result.changed:
        lines += [f"{change.name}: {note}" for note in change.notes]
        if change.changed:
            lines.append(f"{change.name}: {_count(len(change.changed), change.total, 'changed', 'changed')}")
        shown = change.changed if most == 0 else change.changed[:most]
        for index, a, b in shown:
            element = change.new.element
            lines.append(
                f"  {entry_label(change.new, index)}: {format_value(element, a)} -> {format_value(element, b)}"
            )
            if element != "int":
                bits = 64 if element == "u64" else 8
                blocks = [
                    draw_entry(change.old, index, a),
                    draw_entry(change.new, index, b),
                    draw_change(a, b, bits, change.new.mapping),
                ]
                lines += ["    " + line if line else "" for line in side_by_side(blocks, ["old", "new", "change"])]
                lines.append("")
        if len(shown) < len(change.changed):
            lines.append(f"  ... and {len(change.changed) - len(shown)} more (--max 0 shows all)")
    drawn = [(change, change.changed[0][0]) for change in result.changed if change.changed]
    if drawn and drawn[0][0].new.element != "int":
        change, index = drawn[0]
        lines.append(f"{legend(change.new, index)}; change: {ADDED} only in new, {REMOVED} only in old")
    if not result:
        lines.append("no table or function changed; the text around them differs (banner, comments or layout)")
    return lines


# --- the parser ----------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        """Reports a bad command line as one line on stderr, exit status 2."""
        self.exit(2, f"{self.prog}: {message}; see {self.prog} --help\n")


# (one-line summary, description) of each subcommand
HELP = {
    "generate": (
        f"write {OUTPUTS_AND}",
        f"Write {OUTPUTS_AND} (bitboards_sliders.h only with every table and function), or with --check "
        "compare them with a fresh generation. "
        "Defaults come from [tool.bitboard-tables] in pyproject.toml; options override them.",
    ),
    "list": ("list the tables and functions", "List the tables and functions."),
    "show": (
        "draw a table entry as a board",
        "Draw a table entry as an 8x8 board (rank 8 at the top): 1 in the set, . not, "
        "X the origin square (sq, frm), T the target (to); u8 entries as one rank. "
        "Indices are numbers, square names or enumeration names: show BEHIND d4 g7, "
        "show BLOCKERS_AND_BEYOND QUEEN d4, show RAY_ATTACKS e4 NOEA. "
        "With fewer indices, the shape and the first non-zero entries.",
    ),
    "diff": (
        "compare two generated files or directories, table by table",
        f"Compare two generated {OUTPUTS_TEXT} files (or two directories holding them) "
        "table by table, drawing each changed entry as boards. Exit 1 when anything differs.",
    ),
}


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog=PROG, description="Generate, check and look at chess bitboard tables.")
    p.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="{" + ",".join(HELP) + "}")
    runs = dict(generate=cmd_generate, list=cmd_list, show=cmd_show, diff=cmd_diff)
    commands = {}
    for name, (summary, description) in HELP.items():
        commands[name] = sub.add_parser(name, help=summary, description=description)
        commands[name].set_defaults(run=runs[name])
    g = commands["generate"]
    g.add_argument("--out", metavar="DIR", help=f"output directory (default: {DEFAULT_OUT})")
    g.add_argument(
        "--only",
        metavar="NAME,...",
        help=f"emit only these tables and functions and what they need; {ALL}: every one, whatever the configuration says",
    )
    g.add_argument(
        "--prefix",
        metavar="PREFIX",
        help=f"C prefix instead of {DEFAULT_PREFIX} (PREFIX_ and prefix_); the Python and Rust modules, namespaces of their own, take none",
    )
    g.add_argument(
        "--mapping",
        metavar="NAME",
        help=f"square mapping (default: {DEFAULT_MAPPING}), with r = rank and f = file, 0..7 from rank 1 and file a: "
        + mappings_help(),
    )
    g.add_argument("--check", action="store_true", help="write nothing; exit 1 naming what differs on disk")
    commands["list"].add_argument("--json", action="store_true", help="print JSON")
    commands["list"].add_argument("--mapping", metavar="NAME", help=f"the tables of this square mapping (default: {DEFAULT_MAPPING})")
    s = commands["show"]
    s.add_argument("name", metavar="NAME", help="table name (or NAME[i][j])")
    s.add_argument("indices", metavar="INDEX", nargs="*", help="index: number, square or enumeration name")
    s.add_argument("--file", metavar="FILE", help=f"read the table from a generated {OUTPUTS_TEXT}")
    s.add_argument("--mapping", metavar="NAME", help=f"compute the table in this square mapping (default: {DEFAULT_MAPPING})")
    d = commands["diff"]
    d.add_argument("old", metavar="OLD")
    d.add_argument("new", metavar="NEW")
    d.add_argument("--max", type=int, default=8, metavar="N", help="entries drawn per table (default 8; 0: all)")
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.run(args)
    except (UsageError, configuration.ConfigError) as exc:
        _err(f"{PROG}: {exc}")
        return 2
    except BrokenPipeError:  # `bitboard-tables list | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        return 130
