"""The command line: `bitboard-tables` (or `python -m bitboard_tables`).

    generate [--out DIR] [--only NAME,...|all] [--prefix PREFIX] [--namespace NAME] [--mapping NAME]
             [--board WxH] [--lang NAME,...|all] [--file NAME,...] [--check] [--no-config]
    list [--json] [--mapping NAME]
    show NAME [INDEX ...] [--file FILE | --mapping NAME]
    diff OLD NEW [--max N]
    explore [--port N] [--mapping NAME]
    package --lang NAME --out DIR [--name NAME] [--version X.Y.Z] [generate's --only, --prefix, --namespace,
            --mapping, --board] [--check] [--no-config]

One module per command (generate.py, listing.py, show.py, diff.py, explore.py, package.py); options.py
takes each option from its flag, else from `[tool.bitboard-tables]` in
pyproject.toml (see bitboard_tables.config), else its default, and
differences.py holds the comparison loop of `generate --check` and `diff`. Bad
input of any kind is reported as one line on stderr with exit status 2, and
nothing is written; `generate --check` and `diff` exit 1 when they find a
difference.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import List, Optional

from .. import __version__, cache
from .. import config as configuration
from ..languages import LANGUAGE_NAMES, LANGUAGES, outputs_text
from ..mapping import DEFAULT_MAPPING
from ..selection import ALL, DEFAULT_PREFIX, PROG
from .diff import cmd_diff
from .explore import DEFAULT_PORT, HOST, cmd_explore
from .generate import DEFAULT_OUT, cmd_generate
from .listing import cmd_list
from .package import cmd_package, packaged_languages
from .options import UsageError, mappings_help
from .show import cmd_show


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        """Reports a bad command line as one line on stderr, exit status 2."""
        self.exit(2, f"{self.prog}: {message}; see {self.prog} --help\n")


def _titles(languages) -> str:
    """Returns the languages' titles in a sentence: `Python and Rust`."""
    titles = [language.title for language in languages]
    return ", ".join(titles[:-1]) + " and " + titles[-1] if len(titles) > 1 else "".join(titles)


# (one-line summary, description) of each subcommand
HELP = {
    "generate": (
        f"write {outputs_text('and')}",
        f"Write {outputs_text('and')} (bitboards_engine.h only with an engine table, bitboards_sliders.h only with every table and function), or with --check "
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
        f"Compare two generated {outputs_text('or')} files (or two directories holding them) "
        "table by table, drawing each changed entry as boards. Exit 1 when anything differs.",
    ),
    "explore": (
        "serve the explorer: any table entry or lookup drawn in a browser",
        f"Serve the explorer page on {HOST}: choose a table or function and its arguments, and see "
        "the set drawn on a board; any square mapping; the view lives in the URL. Prints the URL; Ctrl-C stops it.",
    ),
    "package": (
        "write one language's files as a package of its ecosystem",
        "Write one language's files, byte for byte what generate writes, as a package its ecosystem's tools accept: "
        "the manifest, a README recording the options, the licence and a self-test in the ecosystem's own test "
        "framework; or with --check compare such a package with a fresh one. Takes generate's options and a name "
        "and version, each also from [tool.bitboard-tables] (package-name, package-version).",
    ),
}
RUNS = dict(generate=cmd_generate, list=cmd_list, show=cmd_show, diff=cmd_diff, explore=cmd_explore, package=cmd_package)


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog=PROG, description="Generate, check and look at chess bitboard tables.")
    p.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="{" + ",".join(HELP) + "}")
    commands = {}
    for name, (summary, description) in HELP.items():
        commands[name] = sub.add_parser(name, help=summary, description=description)
        commands[name].set_defaults(run=RUNS[name])
        commands[name].add_argument(
            "--no-cache", action="store_true", help="neither read nor write the cache (docs/cli.md: The cache); slower, the same output"
        )
    g = commands["generate"]
    g.add_argument("--out", metavar="DIR", help=f"output directory (default: {DEFAULT_OUT})")
    g.add_argument(
        "--only",
        metavar="NAME,...",
        help=f"emit only these tables and functions and what they need; {ALL}: every one, whatever the configuration says",
    )
    prefixed = [language for language in LANGUAGES if language.takes_prefix]
    namespaced = [language for language in LANGUAGES if not language.takes_prefix]
    g.add_argument(
        "--prefix",
        metavar="PREFIX",
        help=f"prefix instead of {DEFAULT_PREFIX}: "
        + "; ".join(f"{language.title}: {language.prefix_help}" for language in prefixed)
        + f"; the {_titles(namespaced)} modules, namespaces of their own, take none",
    )
    declaring = [language for language in LANGUAGES if language.namespace_help]
    g.add_argument(
        "--namespace",
        metavar="NAME",
        help="the package or namespace the files declare, identifiers joined by dots (com.example.engine): "
        + "; ".join(f"{language.title}: {language.namespace_help}" for language in declaring)
        + f"; the {_titles([l for l in LANGUAGES if not l.namespace_help])} files declare none",
    )
    g.add_argument(
        "--mapping",
        metavar="NAME",
        help=f"square mapping (default: {DEFAULT_MAPPING}), with r = rank and f = file, 0..7 from rank 1 and file a: "
        + mappings_help(),
    )
    g.add_argument(
        "--board",
        metavar="WxH",
        help="the board: W files x H ranks, 3..16 each (default: 8x8); WxH/S with rows of S bits. Other than 8x8, its "
        "tables (SPEC.md, Boards), in every language (past 64 bits C, C++, Python, Rust and Zig), in files named for the board: "
        "bitboards_6x6.h; and where its magics are recorded, its fancy magic lookups: bitboards_sliders_6x6.h",
    )
    g.add_argument(
        "--lang",
        metavar="NAME,...",
        help=f"write only the files of these languages: {', '.join(LANGUAGE_NAMES)} "
        f"({'; '.join(f'{l.name}: ' + ', '.join(l.file_names) for l in LANGUAGES)}); {ALL} (the default): every one",
    )
    g.add_argument(
        "--file",
        metavar="NAME,...",
        help="write only these of the chosen languages' files, by the names they are written under "
        "(bitboards.h, bitboards.d.mts), as each file's banner records it: every one by default",
    )
    g.add_argument("--check", action="store_true", help="write nothing; exit 1 naming what differs on disk")
    g.add_argument(
        "--no-config",
        action="store_true",
        help=f"read no [{configuration.SECTION}]: the defaults and the options given alone, as each file's banner runs it",
    )
    commands["list"].add_argument("--json", action="store_true", help="print JSON")
    commands["list"].add_argument("--mapping", metavar="NAME", help=f"the tables of this square mapping (default: {DEFAULT_MAPPING})")
    s = commands["show"]
    s.add_argument("name", metavar="NAME", help="table name (or NAME[i][j])")
    s.add_argument("indices", metavar="INDEX", nargs="*", help="index: number, square or enumeration name")
    s.add_argument("--file", metavar="FILE", help=f"read the table from a generated {outputs_text('or')}")
    s.add_argument("--mapping", metavar="NAME", help=f"compute the table in this square mapping (default: {DEFAULT_MAPPING})")
    d = commands["diff"]
    d.add_argument("old", metavar="OLD")
    d.add_argument("new", metavar="NEW")
    d.add_argument("--max", type=int, default=8, metavar="N", help="entries drawn per table (default 8; 0: all)")
    e = commands["explore"]
    e.add_argument("--port", metavar="N", default=str(DEFAULT_PORT), help=f"the port (default {DEFAULT_PORT}; 0: any free port)")
    e.add_argument("--mapping", metavar="NAME", help=f"the square mapping the page opens in (default: {DEFAULT_MAPPING})")
    k = commands["package"]
    packaged = packaged_languages()
    k.add_argument("--lang", metavar="NAME", required=True,
                   help="the language: " + "; ".join(f"{l.name}: {l.package.ecosystem}" for l in packaged))  # fmt: skip
    k.add_argument("--out", metavar="DIR", required=True, help="the package's directory (made if missing)")
    k.add_argument("--name", metavar="NAME", help="the package's name in its ecosystem (default: each language's, bitboards)")
    k.add_argument("--version", metavar="X.Y.Z", help="the package's version (default: 0.1.0)")
    for flag in ("--only", "--prefix", "--namespace", "--mapping", "--board"):
        k.add_argument(flag, metavar=g._option_string_actions[flag].metavar, help=f"as generate's {flag}")
    k.add_argument("--check", action="store_true", help="write nothing; exit 1 naming each file that differs on disk")
    k.add_argument("--no-config", action="store_true", help=f"read no [{configuration.SECTION}]")
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = parser().parse_args(argv)
    if args.no_cache:
        cache.disable()
    try:
        return args.run(args)
    except (UsageError, configuration.ConfigError) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `bitboard-tables list | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        return 130
