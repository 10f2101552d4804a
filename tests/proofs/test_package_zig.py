"""The Zig package (`bitboard-tables package --lang zig`), proved with Zig's own
build system on both Zigs the project tests (tests/drivers/zig/build.py: the
pinned 0.15.2 and the current 0.17.1):

- `zig fmt --check` takes every file of it, and `zig build test --summary all`
  runs its self-test, every test of it passing, their number counted from the
  lookups the generated file declares, in under two seconds;
- the self-test fails, naming what it checked, on a copy with one BETWEEN entry
  changed and on one with a rook magic number changed;
- a consumer project beside it takes it as a path dependency (build.zig.zon's
  `.path`, build.zig's `b.dependency(...).module(...)`) and `zig build run` prints
  rook attacks equal to tests/oracles/reference.py's;
- the package of BERF, named `other` at 2.1.0, carries `generate`'s file byte for
  byte and passes its self-test too;
- a name Zig takes no enum literal of (a keyword, a '-', 33 characters) is a
  one-line error, and the keywords refused are those of both Zigs' tokenizers.

The Zigs build with caches that outlive the session, under .venv: from 0.17 on,
Zig compiles its build runner for a minute on one core into the global cache
the first time, which `make test`'s bootstrap pays once (the Makefile's
$(ZIG_BUILD_CACHE)/.warmed); the local caches keep each project's build runner
and builds, so that a warm run recompiles little.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages.zig import zig_fingerprint
from tests.conftest import GENERATED, ROOT
from tests.drivers.zig.build import ZIG, ZIGS
from tests.harness.packages import make_package, run, spoiled
from tests.oracles import reference

pytestmark = pytest.mark.timeout(300)  # a cold global cache costs 0.17 over a minute, once

# the Zigs' global and local caches, which the Makefile warms (its ZIG_BUILD_CACHE)
ZIG_BUILD_CACHE = ROOT / ".venv" / "zig-build-cache"
OTHER = ("--mapping", "BERF", "--name", "other", "--version", "2.1.0")
# the tests of the self-test besides one per slider lookup: the line tables', and
# the four published counts (336 knight moves, 420 king moves, queen 27 and 19)
LINE_TABLES_TESTS, COUNT_TESTS = 1, 4
# the slider lookups the generated file declares: the main ones and each technique's
SLIDER_LOOKUP = re.compile(r"^pub fn (?:rook|bishop)Attacks\w*\(occ: u64, sq: usize\) u64 \{", re.M)
D4 = reference.square(3, 3)
# what the consumer asks: rook attacks from d4 on an empty board, and with pieces on d6 and b4
BLOCKERS = reference.bb([reference.square(3, 5), reference.square(1, 3)])

CONSUMER_ZON = """.{{
    .name = .consumer,
    .version = "0.1.0",
    .fingerprint = 0x{fingerprint:016x},
    .minimum_zig_version = "0.15.0",
    .dependencies = .{{
        .bitboards = .{{ .path = "../bitboards" }},
    }},
    .paths = .{{""}},
}}
"""
CONSUMER_BUILD = """const std = @import("std");

pub fn build(b: *std.Build) void {
    const target = b.standardTargetOptions(.{});
    const optimize = b.standardOptimizeOption(.{});
    const bitboards = b.dependency("bitboards", .{ .target = target, .optimize = optimize }).module("bitboards");
    const exe = b.addExecutable(.{
        .name = "consumer",
        .root_module = b.createModule(.{
            .root_source_file = b.path("main.zig"),
            .target = target,
            .optimize = optimize,
            .imports = &.{.{ .name = "bitboards", .module = bitboards }},
        }),
    });
    b.step("run", "Print rook attacks from d4").dependOn(&b.addRunArtifact(exe).step);
}
"""
CONSUMER_MAIN = """const std = @import("std");
const bitboards = @import("bitboards");

pub fn main() void {
    const blockers = bitboards.squareBb(bitboards.d6) | bitboards.squareBb(bitboards.b4);
    std.debug.print("empty 0x{x:0>16}\\n", .{bitboards.rookAttacks(0, bitboards.d4)});
    std.debug.print("blocked 0x{x:0>16}\\n", .{bitboards.rookAttacks(blockers, bitboards.d4)});
}
"""


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


def self_test(zig, package: Path) -> subprocess.CompletedProcess:
    return zig_build(zig, package, "test", "--summary", "all")


def expected_tests(package: Path) -> int:
    """Returns the number of tests the self-test of `package` runs, counted from its
    generated file: one per slider lookup it declares, and the others."""
    lookups = len(SLIDER_LOOKUP.findall((package / "bitboards.zig").read_text()))
    assert lookups >= 2, "no rookAttacks and bishopAttacks in the package"
    return LINE_TABLES_TESTS + lookups + COUNT_TESTS


def run_time(summary: str) -> float:
    """Returns the seconds the run of the test binary took, from the build summary
    (0.15: "run test 19 passed 142ms", 0.17: "run test 19 pass (19 total) 49ms")."""
    match = re.search(r"run test \d+ pass\w*(?: \(\d+ total\))? (\d+(?:\.\d+)?)(ns|us|ms|s)\b", summary)
    assert match, summary
    return float(match[1]) * {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[match[2]]


def package_command(out: Path, *options: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "bitboard_tables", "package", "--no-config", "--lang", "zig", "--out", str(out), *options]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict:
    """{"default": the package of the default options in DIR/bitboards, "other": the
    package of OTHER}: each a directory of its own, DIR/consumer the consumer's."""
    root = tmp_path_factory.mktemp("zig-packages")
    return dict(default=make_package("zig", root / "bitboards"), other=make_package("zig", root / "other", *OTHER))


# the default package on both Zigs; the other (BERF) on the newest: its mapping is the
# self-test's data, the same on each Zig
BUILDS = [(zig, "default") for zig in ZIGS] + [(ZIGS[-1], "other")]


@pytest.mark.parametrize("zig, which", BUILDS, ids=[f"{which}-{zig.name}" for zig, which in BUILDS])
def test_self_test_passes_every_test_it_counts(packages, zig, which):
    package = packages[which]
    proc = run([zig.require(), "fmt", "--check", "."], package)
    assert proc.returncode == 0, f"{zig.name}: zig fmt --check: {proc.stdout}{proc.stderr}"
    proc = self_test(zig, package)
    assert proc.returncode == 0, f"{zig.name}: zig build test:\n{proc.stderr}"
    tests = expected_tests(package)
    assert f"; {tests}/{tests} tests passed" in proc.stderr, proc.stderr
    assert run_time(proc.stderr) < 2.0, proc.stderr


# (what is spoiled, the pattern and its replacement in bitboards.zig, what the failure names)
SPOILS = [
    # BETWEEN[a1][c1] is b1, by a ray walk and by the reference
    (
        "BETWEEN",
        r"(pub const between = \[64\]\[64\]u64\{\n\s*\.\{ // \[a1\]\n\s*0x[0-9a-f]{16}, 0x[0-9a-f]{16}, )0x[0-9a-f]{16}",
        r"\g<1>0x0000000000000000",
        f"between[0][2] is 0x0000000000000000, where the ray walk gives 0x{reference.between(0, 2):016x}",
    ),
    # fancy magic's first rook magic number: rookAttacksMagic's packed table filled wrong
    ("rook magics", r"(pub const rook_magics = \[64\]u64\{\n\s*)0x[0-9a-f]{16}", r"\g<1>0x0000000000000001", "rookAttacksMagic(0x"),
]


def test_self_test_fails_naming_each_spoiled_table(packages, tmp_path):
    """Both spoils in one copy (one `zig build test`): each fails its own test, by
    what it names, and every other test passes."""
    package = tmp_path / "spoiled"
    shutil.copytree(packages["default"], package)
    for _, pattern, replacement, _ in SPOILS:
        spoiled(package / "bitboards.zig", pattern, replacement)
    proc = self_test(ZIG, package)
    assert proc.returncode != 0, f"the self-test passed with {', '.join(what for what, *_ in SPOILS)} spoiled:\n{proc.stderr}"
    for what, _, _, failure in SPOILS:
        assert failure in proc.stderr, (what, proc.stderr)
    tests = expected_tests(package)
    assert f"{tests - len(SPOILS)}/{tests} tests passed" in proc.stderr, proc.stderr


@pytest.mark.parametrize("zig", ZIGS, ids=lambda zig: zig.name)
def test_consumer_takes_it_as_a_path_dependency(packages, zig):
    consumer = packages["default"].parent / "consumer"
    consumer.mkdir(exist_ok=True)
    (consumer / "build.zig.zon").write_text(CONSUMER_ZON.format(fingerprint=zig_fingerprint("consumer")))
    (consumer / "build.zig").write_text(CONSUMER_BUILD)
    (consumer / "main.zig").write_text(CONSUMER_MAIN)
    proc = zig_build(zig, consumer, "run")
    assert proc.returncode == 0, f"{zig.name}: zig build run:\n{proc.stderr}"
    printed = dict(line.split() for line in proc.stderr.splitlines())
    assert printed == {
        "empty": f"0x{reference.rook_attacks(0, D4):016x}",
        "blocked": f"0x{reference.rook_attacks(BLOCKERS, D4):016x}",
    }
    assert bin(int(printed["empty"], 16)).count("1") == 14  # the published count


def test_package_carries_the_generated_file_byte_for_byte(packages, tmp_path):
    assert (packages["default"] / "bitboards.zig").read_bytes() == (GENERATED / "bitboards.zig").read_bytes()
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--no-config", "--lang", "zig", "--mapping", "BERF", "--out", str(tmp_path)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert (packages["other"] / "bitboards.zig").read_bytes() == (tmp_path / "bitboards.zig").read_bytes()
    zon = (packages["other"] / "build.zig.zon").read_text()
    assert '.name = .other,\n    .version = "2.1.0",' in zon, zon
    assert 'b.addModule("other", ' in (packages["other"] / "build.zig").read_text()


@pytest.mark.parametrize("name", ["test", "x-y", "a" * 33, "_bitboards", "9lives"])
def test_a_name_zig_takes_no_enum_literal_of_is_a_one_line_error(tmp_path, name):
    proc = package_command(tmp_path / "out", "--name", name)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert "is no name for a Zig package" in proc.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("zig", ZIGS, ids=lambda zig: zig.name)
def test_the_keywords_refused_are_the_tokenizers(zig):
    """ZIG_KEYWORDS are std.zig.Token.keywords of each Zig's own standard library."""
    from bitboard_tables.languages.zig import ZIG_KEYWORDS

    tokenizer = (Path(zig.require()).parent / "lib" / "std" / "zig" / "tokenizer.zig").read_text()
    block = re.search(r"pub const keywords = .*?\n    \}\);", tokenizer, re.S)
    assert block, "no keywords in std/zig/tokenizer.zig"
    assert set(re.findall(r'\.\{ "(\w+)", \.keyword_', block[0])) == set(ZIG_KEYWORDS)
