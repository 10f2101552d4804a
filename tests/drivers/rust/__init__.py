"""The Rust test driver: driver.rs on bitboards.rs, built by every rustc at hand
(tests/harness/rustbuild.py: the newest and Debian's 1.63); the perft is
tests/perft/perft.rs as `make perft-rs` builds it."""

from __future__ import annotations

from pathlib import Path

from tests.harness.drivers import Driver
from tests.harness.rustbuild import NEWEST, RUSTCS, build_driver, build_rust_perft


def build(rustc, outputs: Path, build_dir: Path) -> list:
    """Returns driver.rs built by `rustc` (a rustbuild.Rustc) on the module in `outputs`."""
    return [str(build_driver(rustc, outputs / "bitboards.rs", build_dir / rustc.name))]


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.rs built into `exe` by the newest rustc ($RUSTC, else the
    one on PATH) with -O -D warnings, on the module in `outputs`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_rust_perft(NEWEST, outputs / "bitboards.rs", exe))]


DRIVER = Driver("rust", tuple(RUSTCS), build, build_perft, perft="perft-rs")
