"""The Rust test driver: driver.rs on bitboards.rs, built by every rustc at hand
(tests/drivers/rust/build.py: the newest and Debian's 1.63); the perft is
tests/perft/perft.rs as `make perft-rs` builds it, and in the mappings other than
LERF with fancy magic as its sliders."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.conftest import GENERATED
from tests.harness.drivers import Driver, Examples
from tests.drivers.rust.build import NEWEST, RUSTCS, build_driver, build_rust_perft
from tests.drivers.rust.package import PACKAGE


def build(rustc, outputs: Path, build_dir: Path) -> list:
    """Returns driver.rs built by `rustc` (a rustbuild.Rustc) on the module in `outputs`."""
    return [str(build_driver(rustc, outputs / "bitboards.rs", build_dir / rustc.name))]


def build_quick(rustc, outputs: Path, build_dir: Path) -> list:
    """Returns driver.rs built as build does, unoptimized (half the compile, overflow
    checks on): the driver of the mappings other than LERF."""
    return [str(build_driver(rustc, outputs / "bitboards.rs", build_dir / rustc.name, opt_level="0"))]


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.rs built into `exe` by the newest rustc ($RUSTC, else the
    one on PATH) with -O -D warnings, on the module in `outputs`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_rust_perft(NEWEST, outputs / "bitboards.rs", exe))]


def build_magic_perft(outputs: Path, exe: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by fancy magic
    (the fastest technique without BMI2): the perft of the
    mappings other than LERF, so that the sliders count the published numbers in
    every mapping (LERF's by the fastest: tests/proofs/test_rust.py), unoptimized
    (a third of the compile, overflow checks on), each position within a million nodes."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_rust_perft(NEWEST, outputs / "bitboards.rs", exe, technique="magic", optimize="-Copt-level=0"))]


def run_example(rustc, code: str, work: Path) -> list:
    """Returns what a documents' Rust block prints: main.rs beside generated/bitboards.rs,
    built by `rustc` with -D warnings."""
    shutil.copy(GENERATED / "bitboards.rs", work / "bitboards.rs")
    (work / "main.rs").write_text(code)
    rustc.build(["main.rs", "-o", "example"], cwd=work)
    return subprocess.run([str(work / "example")], capture_output=True, text=True, check=True).stdout.splitlines()


EXAMPLES = Examples("rust", "fn main", "println!(", r"//\s*(.+?)\s*$", run_example, every_toolchain=True)
DRIVER = Driver(
    "rust", tuple(RUSTCS), build, build_perft, perft="perft-rs", perft_nodes=1_000_000, examples=EXAMPLES,
    build_quick_perft=build_magic_perft, build_quick=build_quick, package=PACKAGE,
)
