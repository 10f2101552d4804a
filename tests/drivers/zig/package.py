"""The Zig package of `bitboard-tables package --lang zig`, self-tested by `zig build
test --summary all` on both Zigs the project tests (tests/proofs/test_package.py
through the driver's Package; tests/proofs/test_package_zig.py proves the rest
with Zig's own build system).

The Zigs build with caches that outlive the session, under .venv: from 0.17 on,
Zig compiles its build runner for a minute on one core into the global cache
the first time, which `make test`'s bootstrap pays once (the Makefile's
$(ZIG_BUILD_CACHE)/.warmed); the local caches keep each project's build runner
and builds, so that a warm run recompiles little.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from tests.conftest import ROOT
from tests.drivers.zig.build import ZIGS
from tests.harness.drivers import Package, Ran, Spoil
from tests.harness.packages import run
from tests.oracles import reference

# the Zigs' global and local caches, which the Makefile warms (its ZIG_BUILD_CACHE)
ZIG_BUILD_CACHE = ROOT / ".venv" / "zig-build-cache"


def zig_build(zig, project: Path, *args: str) -> subprocess.CompletedProcess:
    """Runs `zig build ARGS` in `project` with the caches that outlive the session:
    a local cache for each project's directory name, as Zig keys a compilation by
    the paths of its files, not their bytes, and a spoiled copy compiled into the
    package's cache would take its place there."""
    env = dict(
        os.environ,
        ZIG_GLOBAL_CACHE_DIR=str(ZIG_BUILD_CACHE / "global"),
        ZIG_LOCAL_CACHE_DIR=str(ZIG_BUILD_CACHE / "local" / project.name),
    )
    return run([zig.require(), "build", *args], project, env=env)


def self_test(zig, tree: Path, work: Path) -> Ran:
    """`zig build test --summary all`: how many of its tests passed, of how many (Zig's
    summary names none)."""
    proc = zig_build(zig, tree, "test", "--summary", "all")
    counted = re.search(r"; (\d+)/(\d+) tests passed", proc.stderr)
    assert counted and (proc.returncode == 0) == (counted[1] == counted[2]), f"{zig.name}: zig build test:\n{proc.stderr}"
    return Ran(int(counted[1]), int(counted[2]) - int(counted[1]), proc.stderr)


# the slider lookups the generated file declares: the main ones and each technique's
SLIDER_LOOKUP = re.compile(r"^pub fn (?:rook|bishop)Attacks\w*\(occ: u64, sq: usize\) u64 \{", re.M)
# the tests of the self-test besides one per slider lookup: the line tables', and
# the four published counts (336 knight moves, 420 king moves, queen 27 and 19)
LINE_TABLES_TESTS, COUNT_TESTS = 1, 4


def check(zig, tree: Path, ran: Ran) -> None:
    """`zig fmt --check` takes every file; one test runs for each slider lookup the
    generated file declares."""
    proc = run([zig.require(), "fmt", "--check", "."], tree)
    assert proc.returncode == 0, f"{zig.name}: zig fmt --check: {proc.stdout}{proc.stderr}"
    lookups = len(SLIDER_LOOKUP.findall((tree / "bitboards.zig").read_text()))
    assert lookups >= 2 and ran.passed == LINE_TABLES_TESTS + lookups + COUNT_TESTS, (lookups, ran.output)


PACKAGE = Package(
    self_test, tuple(ZIGS), check=check,
    spoils=(
        # BETWEEN[a1][c1] is b1, by a ray walk and by the reference
        Spoil("bitboards.zig", r"(pub const between = \[64\]\[64\]u64\{\n\s*\.\{ // \[a1\]\n\s*0x[0-9a-f]{16}, 0x[0-9a-f]{16}, )0x[0-9a-f]{16}",
              r"\g<1>0x0000000000000000", "line_tables",
              f"between[0][2] = 0x0000000000000000, want 0x{reference.between(0, 2):016x}"),
        # fancy magic's first rook magic number: rookAttacksMagic's packed table filled wrong
        Spoil("bitboards.zig", r"(pub const rook_magics = \[64\]u64\{\n\s*)0x[0-9a-f]{16}", r"\g<1>0x0000000000000001",
              "rook_attacks_magic", "rookAttacksMagic(0x"),
    ),
    other=("--mapping", "BERF", "--name", "other", "--version", "2.1.0"),
)  # fmt: skip
