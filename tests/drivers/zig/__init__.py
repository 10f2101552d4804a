"""The Zig test driver: driver.zig on bitboards.zig, built by every Zig at hand
(tests/drivers/zig/build.py: the pinned 0.15.2 of the ziglang test extra and the
current 0.17.1 of .venv/zig-current); the perft is tests/perft/perft.zig as
`make perft-zig` builds it (ReleaseFast, the pinned Zig), and in the mappings
other than LERF with fancy magic as its sliders. In those mappings the drivers,
and the perfts, are built as one program each (tests/drivers/zig/build.py's
build_together: a module a mapping, chosen by $BITBOARDS_MAPPING), as most of a
Debug build is its own start-up: seven drivers in 0.7 s, where one at a time
took 3.7 s. Its sliders driver is tests/drivers/zig/sliders.zig, Debug: every
safety check on, an index out of its table a panic."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Dict, Optional

from tests.conftest import GENERATED
from tests.harness.drivers import Driver, Examples, Sliders, laid_out, slider_perfts
from tests.drivers.zig.build import ZIG, ZIG_DIR, ZIGS, PERFT_ZIG, build_driver, build_together, build_zig_perft, driver_model_source, sliders_shim
from tests.drivers.zig.build import build_sliders_check, native_avx2
from tests.drivers.zig.package import PACKAGE


def build(zig, outputs: Path, build_dir: Path) -> list:
    """Returns driver.zig built by `zig` (a zigbuild.Zig) on the file in `outputs`."""
    return [str(build_driver(zig, outputs / "bitboards.zig", build_dir / zig.name))]


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.zig built into `exe` by the pinned Zig -O ReleaseFast
    on the file in `outputs`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_zig_perft(ZIG, outputs / "bitboards.zig", exe))]


def build_debug_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.zig built into `exe` by the pinned Zig in Debug (its
    own backend: a second a build, every safety check on) on the file in `outputs`,
    its sliders and pins by fancy magic (the fastest technique): the perft of the
    mappings other than LERF, so that the sliders count the published numbers in
    every mapping (and LERF's: tests/proofs/test_sliders.py)."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_zig_perft(ZIG, outputs / "bitboards.zig", exe, optimize="Debug", technique="magic"))]


def build_sliders(zig, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run tests/drivers/zig/sliders.zig built by `zig` on the file of
    `mapping` in `outputs`: (its arguments) -> command."""
    exe = build_sliders_check(zig, outputs / "bitboards.zig", build_dir, mapping)
    return lambda args: [str(exe), *args]


def check_sliders(zig, branch, out: str) -> None:
    """Its hash run first fills the packed tables from four threads at once, each
    checking fancy and black magic against the kindergarten lookups on every subset
    of every mask as soon as its call returned: none saw a table unfilled. Parallel
    hyperbola took its AVX2 lanes in the build for a CPU with AVX2, its scalar path
    in the pinned Zig's, built for x86-64-v2 (build.py's sliders_cpu)."""
    lines = out.splitlines()
    assert lines[0] == "fill-threads 0", lines[0]
    assert lines[1] == f"avx2-lanes {'true' if native_avx2(zig) else 'false'}", lines[1]


def build_technique_perft(technique: str, outputs: Path, build_dir: Path) -> list:
    """Returns the perft as build_debug_perft does, its sliders and pins by `technique`."""
    build_dir.mkdir(parents=True, exist_ok=True)
    return [str(build_zig_perft(ZIG, outputs / "bitboards.zig", build_dir / "perft", "Debug", technique))]


# fancy magic's perft, the fastest, and parallel hyperbola's (Stockfish's technique,
# raced beside it by bench section 10; the native build takes its AVX2 lanes where the
# CPU has them); the other techniques are proven by the hashes alone: a perft build a
# technique would cost the suite some five seconds each
SLIDERS = Sliders(build_sliders, check=check_sliders, perfts={"magic": slider_perfts(), "hyperbola_avx2": slider_perfts()},
                  build_perft=build_technique_perft)  # fmt: skip


def _lay_out(outputs: Dict[str, Path], build_dir: Path, sources: Dict[str, object]) -> Dict[str, Path]:
    """Returns {mapping: a directory of build_dir} holding each mapping's bitboards.zig
    and `sources` ({name: a file to copy, or the text to write})."""
    return {m: laid_out(build_dir / m, {"bitboards.zig": out / "bitboards.zig", **sources}) for m, out in outputs.items()}


def build_drivers_together(zig, outputs: Dict[str, Path], build_dir: Path) -> Optional[Dict[str, list]]:
    """Returns {mapping: command} of driver.zig on each mapping's file of `outputs`,
    built by `zig` (Debug) as one program; None for a Zig from 0.16 on, whose main
    takes the process's Init (each is built alone then)."""
    if not zig.name.startswith("zig-0.15"):
        return None
    sources = {"driver.zig": ZIG_DIR / "driver.zig", "driver_model.zig": driver_model_source()}
    return build_together(zig, _lay_out(outputs, build_dir, sources), "driver.zig", build_dir / "drivers")


def build_perfts_together(outputs: Dict[str, Path], build_dir: Path) -> Optional[Dict[str, list]]:
    """Returns {mapping: command} of the perft of build_debug_perft on each
    mapping's file of `outputs`, built by the pinned Zig as one program; None as
    build_drivers_together says."""
    if not ZIG.name.startswith("zig-0.15"):
        return None
    sources = {"perft.zig": PERFT_ZIG, "sliders.zig": sliders_shim("magic")}
    return build_together(ZIG, _lay_out(outputs, build_dir, sources), "perft.zig", build_dir / "perfts")


def run_example(zig, code: str, work: Path) -> list:
    """Returns what a documents' Zig block prints with std.debug.print (on stderr,
    which is where it prints): main.zig beside generated/bitboards.zig, built by `zig`."""
    laid_out(work, {"bitboards.zig": GENERATED / "bitboards.zig", "main.zig": code})
    zig.run(["build-exe", "main.zig", "-femit-bin=example"], work)
    proc = subprocess.run([str(work / "example")], capture_output=True, text=True, check=True)
    assert proc.stdout == "", proc.stdout
    return proc.stderr.splitlines()


EXAMPLES = Examples("zig", "pub fn main", "std.debug.print(", r"//\s*(.+?)\s*$", run_example, every_toolchain=True)
# Debug counts some 5 million nodes a second: each position of the mappings'
# perft at the deepest depth within a million nodes
DRIVER = Driver(
    "zig", tuple(ZIGS), build, build_perft, perft="perft-zig", perft_nodes=1_000_000, examples=EXAMPLES,
    build_quick_perft=build_debug_perft, build_together=build_drivers_together, build_perfts_together=build_perfts_together,
    sliders=SLIDERS, package=PACKAGE,
)
