"""The crate of `bitboard-tables package --lang rust`, self-tested by `cargo test`
with each cargo at hand (the newest rustc's, and Debian's beside its rustc 1.63, the
oldest the crate promises): tests/proofs/test_package.py through the driver's
Package; tests/proofs/test_package_rust.py proves the rest with cargo's own tools."""

from __future__ import annotations

import os
import re
from pathlib import Path

from tests.drivers.c.build import missing
from tests.drivers.rust.build import RUSTCS, Rustc
from tests.harness.drivers import Package, Ran, Spoil, check_names
from tests.harness.packages import run


def cargo_env(rustc: Rustc, target: Path, **extra: str) -> dict:
    """The environment of a cargo run by `rustc`: its rustc and rustdoc, the target
    directory `target`, offline, no flags of the caller's."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RUSTFLAGS", "RUSTDOCFLAGS", "CARGO_"))}
    compiler = Path(rustc.require())
    return dict(env, RUSTC=str(compiler), RUSTDOC=str(compiler.with_name("rustdoc")), CARGO_TARGET_DIR=str(target),
                CARGO_NET_OFFLINE="true", **extra)  # fmt: skip


def cargo(rustc: Rustc) -> str:
    """The cargo beside `rustc`."""
    path = Path(rustc.require()).with_name("cargo")
    if not path.exists():
        missing(f"cargo beside {rustc.path}")
    return str(path)


def cargo_test(rustc: Rustc, tree: Path, target: Path, **extra: str):
    """`cargo test` of the crate in `tree` (a copy of its own: cargo writes Cargo.lock
    into it, and a lockfile of the newest cargo is one the oldest cannot read)."""
    return run([cargo(rustc), "test", "--offline"], tree, env=cargo_env(rustc, target, **extra))


def self_test(rustc: Rustc, tree: Path, work: Path) -> Ran:
    """`cargo test`: its tests, each named as it passed or failed."""
    proc = cargo_test(rustc, tree, work / "target")
    passed, failed = (re.findall(rf"^test (\w+) \.\.\. {verdict}$", proc.stdout, re.M) for verdict in ("ok", "FAILED"))
    results = re.findall(r"^test result: (?:ok|FAILED)\. (\d+) passed; (\d+) failed", proc.stdout, re.M)  # a line a target
    counted = tuple(sum(int(result[k]) for result in results) for k in (0, 1))
    assert results and counted == (len(passed), len(failed)), proc.stdout[-3000:] + proc.stderr[-3000:]
    return Ran(len(passed), len(failed), proc.stdout + proc.stderr, passed)


# the test of each check: rook_attacks_magic_on_every_subset, knight_moves
name = check_names("line_tables_match_their_definitions", lambda lookup: f"{lookup.name}_on_every_subset", lambda count: count.kind)


PACKAGE = Package(
    self_test, tuple(RUSTCS), name=name,
    spoils=(
        # BETWEEN[a1][c1], b1 alone in LERF: the b1 bit cleared
        Spoil("src/bitboards.rs", r"(pub static BETWEEN: \[\[u64; 64\]; 64\] = \[\s*\[ // \[a1\]\s*0x0000000000000000, 0x0000000000000000, )0x0000000000000002",
              r"\g<1>0x0000000000000000", "line_tables_match_their_definitions", "test line_tables_match_their_definitions ... FAILED"),
        # a1's fancy magic index one bit wider, its block run into b1's (a changed magic
        # alone would not do: the fill indexes by the same magic as the lookup; nor
        # would an offset, which the 32-bit magic's lookups read too)
        Spoil("src/bitboards.rs", r"(static ROOK_MAGIC_SHIFTS: \[u8; 64\] = \[\s*)52", r"\g<1>51",
              "rook_attacks_magic_on_every_subset", "test rook_attacks_magic_on_every_subset ... FAILED"),
    ),
    other=("--mapping", "BERF", "--name", "engine-tables", "--version", "2.1.0"),
    # the PEXT lookups' tests run only where the crate is built with BMI2 (test_package_rust.py)
    runs=lambda rustc, lookup: "bmi2" not in lookup.needs,
)  # fmt: skip
