"""Making a package for a test: `bitboard-tables package` run as a user runs it
(its command line, in this process), into a directory of the test's, and the tree
it wrote.

Every package test proves two things with its ecosystem's own tools: the package
builds, passes its self-test and serves a consumer project; and its self-test is
no formality: on a copy of the package with one table entry or lookup table
changed (`spoiled`), the same self-test fails.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import re
import subprocess
from pathlib import Path
from typing import Callable, Iterator, Sequence

from tests.conftest import ROOT
from tests.harness.cli import run_cli


def make_package(lang: str, out: Path, *options: str) -> Path:
    """Runs `bitboard-tables package --lang LANG --out OUT OPTIONS` (no configuration
    read) in this process (tests/harness/cli.py: an interpreter's start and the
    generator's imports, some 0.4 s of CPU a package, spared); returns `out`. Fails
    the test with the command's stderr if it fails. Not from several threads at once:
    the command runs in this process's directory, with its stdout."""
    args = ["package", "--no-config", "--lang", lang, "--out", str(out), *options]
    proc = run_cli(args, ROOT)
    assert proc.returncode == 0, f"{' '.join(args)}:\n{proc.stderr}"
    return out


# the package builds kept between sessions (kept_build), a directory a checkout, in .venv
PACKAGE_BUILDS = ROOT / ".venv" / "package-builds" / hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]


@contextlib.contextmanager
def kept_build(name: str, **trees: Path) -> Iterator[Path]:
    """Yields PACKAGE_BUILDS/name, a directory kept between sessions (in .venv,
    untracked, as tests/harness/kept.py keeps the compiled programs), holding a copy
    of each of `trees` {subdirectory: tree} (`sync`), and locked against other
    sessions while the caller builds and runs in it: a package's build by its
    ecosystem's tools (cargo, zig build, go, CMake) there is the incremental build
    of the tree a user keeps, each tool deciding by its own record of every input
    what to build again (a file whose bytes changed is written anew, with a new
    time), where a build in a new directory each session compiles everything. What
    runs there (a self-test, a consumer) runs each session. One directory a name,
    whatever its trees hold: bounded by the names the tests use."""
    home = PACKAGE_BUILDS / name
    home.mkdir(parents=True, exist_ok=True)
    with open(PACKAGE_BUILDS / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for subdirectory, tree in trees.items():
            sync(tree, home / subdirectory)
        yield home


def sync(tree: Path, copy: Path) -> None:
    """Makes `copy` hold the files of `tree`: each one whose bytes differ (or that is
    missing) written, each one an earlier sync wrote that `tree` no longer holds
    removed (their list beside `copy`, in .NAME.kept-files); what else is in `copy`
    (a build's outputs) stays."""
    files = sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file())
    record = copy.parent / f".{copy.name}.kept-files"
    earlier = record.read_text().split("\n") if record.exists() else []
    for relative in set(earlier) - set(files) - {""}:
        with contextlib.suppress(FileNotFoundError):
            (copy / relative).unlink()
    for relative in files:
        data, target = (tree / relative).read_bytes(), copy / relative
        if not target.is_file() or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)  # (and `copy` itself)
            target.write_bytes(data)
            os.chmod(target, (tree / relative).stat().st_mode & 0o777)
    record.write_text("\n".join(files))


def spoiled(path: Path, pattern: str, replacement: str) -> None:
    """Rewrites the first match of the regular expression `pattern` in the file at
    `path` as `replacement` (a table entry changed, say); fails if none matches."""
    text = path.read_text(encoding="utf-8")
    changed, count = re.subn(pattern, replacement, text, count=1)
    assert count == 1, f"{path}: nothing matches {pattern!r}"
    path.write_text(changed, encoding="utf-8")


def run(command: Sequence[str], cwd: Path, timeout: int = 300, env=None) -> subprocess.CompletedProcess:
    """Runs an ecosystem's tool; returns the finished process (its status unchecked)."""
    return subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)


def described_checks(language: str, options: Sequence[str] = (), runs: Callable = lambda lookup: True) -> list:
    """Returns the checks the self-test of `language`'s package of `options` runs, as
    bitboard_tables/packaging/selftest.py describes them: "line_tables", each slider
    lookup (a selftest.Lookup, of those `runs` keeps), each published count (a Count)."""
    from bitboard_tables.languages import LANGUAGES
    from bitboard_tables.mapping import mapping_named
    from bitboard_tables.packaging.selftest import self_test
    from bitboard_tables.selection import select

    package = next(lang for lang in LANGUAGES if lang.name == language).package
    selection = select(mapping=mapping_named(dict(zip(options[::2], options[1::2])).get("--mapping", "LERF")))
    described = self_test(selection, package.carries if package.sliders_in(selection) else None)
    return ["line_tables"] * bool(described.line_tables) + [l for l in described.lookups if runs(l)] + list(described.counts)
