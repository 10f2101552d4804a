"""The Zig test driver: driver.zig on bitboards.zig, built by every Zig at hand
(tests/drivers/zig/build.py: the pinned 0.15.2 of the ziglang test extra and the
current 0.17.1 of .venv/zig-current); the perft is tests/perft/perft.zig as
`make perft-zig` builds it (ReleaseFast, the pinned Zig), and in the mappings
other than LERF with fancy magic as its sliders."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.conftest import GENERATED
from tests.harness.drivers import Driver, Examples
from tests.drivers.zig.build import ZIG, ZIGS, build_driver, build_zig_perft


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
    every mapping (LERF's with each technique: tests/proofs/test_sliders_zig.py)."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_zig_perft(ZIG, outputs / "bitboards.zig", exe, optimize="Debug", technique="magic"))]


def run_example(zig, code: str, work: Path) -> list:
    """Returns what a documents' Zig block prints with std.debug.print (on stderr,
    which is where it prints): main.zig beside generated/bitboards.zig, built by `zig`."""
    shutil.copy(GENERATED / "bitboards.zig", work / "bitboards.zig")
    (work / "main.zig").write_text(code)
    zig.run(["build-exe", "main.zig", "-femit-bin=example"], work)
    proc = subprocess.run([str(work / "example")], capture_output=True, text=True, check=True)
    assert proc.stdout == "", proc.stdout
    return proc.stderr.splitlines()


EXAMPLES = Examples("zig", "pub fn main", "std.debug.print(", r"//\s*(.+?)\s*$", run_example, every_toolchain=True)
# Debug counts some 5 million nodes a second: each position of the mappings'
# perft at the deepest depth within a million nodes
DRIVER = Driver(
    "zig", tuple(ZIGS), build, build_perft, perft="perft-zig", perft_nodes=1_000_000, examples=EXAMPLES,
    build_quick_perft=build_debug_perft,
)
