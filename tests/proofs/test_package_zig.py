"""The Zig package (`bitboard-tables package --lang zig`), proved with Zig's own
build system on both Zigs the project tests (tests/drivers/zig/build.py: the
pinned 0.15.2 and the current 0.17.1):

- (`zig fmt --check` takes every file of it, and `zig build test --summary all`
  runs its self-test, every test of it passing, one for each lookup the generated
  file declares; it fails, naming what it checked, on a copy
  with one BETWEEN entry changed and a rook magic number changed; the package of
  BERF, named `other` at 2.1.0, carries `generate`'s file byte for byte and passes
  its self-test too: tests/proofs/test_package.py through
  tests/drivers/zig/package.py);
- a consumer project beside it takes it as a path dependency (build.zig.zon's
  `.path`, build.zig's `b.dependency(...).module(...)`) and `zig build run` prints
  rook attacks equal to tests/oracles/reference.py's;
- the package of BERF is named `other` at 2.1.0 in its manifest and build;
- a name Zig takes no enum literal of (a keyword, a '-', 33 characters) is a
  one-line error, and the keywords refused are those of both Zigs' tokenizers.

The Zigs build with the caches of tests/drivers/zig/package.py, which outlive the
session.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from bitboard_tables.languages.zig import zig_fingerprint
from tests.conftest import ROOT
from tests.drivers.zig.build import ZIGS
from tests.drivers.zig.package import PACKAGE, zig_build
from tests.harness.cli import run_cli
from tests.harness.packages import kept_build, make_package
from tests.oracles import reference

pytestmark = pytest.mark.timeout(300)  # a cold global cache costs 0.17 over a minute, once

OTHER = PACKAGE.other  # BERF, named `other` at 2.1.0
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


def package_command(out: Path, *options: str) -> subprocess.CompletedProcess:
    """`bitboard-tables package --lang zig` run in this process (tests/harness/cli.py)."""
    return run_cli(["package", "--no-config", "--lang", "zig", "--out", str(out), *options], ROOT)


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict:
    """{"default": the package of the default options in DIR/bitboards, "other": the
    package of OTHER}: each a directory of its own, DIR/consumer the consumer's; DIR
    a build kept between sessions (tests/harness/packages.py: kept_build), so that
    Zig's caches find what they compiled there before."""
    root = tmp_path_factory.mktemp("zig-packages")
    made = dict(bitboards=make_package("zig", root / "bitboards"), other=make_package("zig", root / "other", *OTHER))
    with kept_build("zig-packages", **made) as kept:
        yield dict(default=kept / "bitboards", other=kept / "other")


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


def test_the_other_package_is_named_in_its_manifest_and_build(packages):
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
