"""The Nim test driver: driver.nim on bitboards.nim, built by every Nim at hand
(build.py says how); the perft tests/perft/perft.nim as `make perft-nim` builds it.
Its sliders driver is sliders.nim, on the current Nim also with PEXT by BMI2's
instruction (-d:bmi2, where the CPU has it); the module fills its packed tables at
its initialization, before its importer's code runs: no fill to call, one thread asks."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.conftest import GENERATED
from tests.drivers.c.build import cpu_has_bmi2
from tests.harness.drivers import Driver, Examples, Sliders
from tests.drivers.nim.build import NIM, NIMS, PERFT_MODE, lay_out, together
from tests.drivers.nim.package import PACKAGE


def build(nim, outputs: Path, build_dir: Path) -> list:
    """Returns driver.nim built by `nim` (a build.Nim) on the module in `outputs`: in
    its mode on the committed module, in its quick one on a mapping's."""
    mode = nim.mode if outputs == GENERATED else nim.quick
    return [str(nim.compile("driver.nim", lay_out("driver", outputs, build_dir / nim.name) / "driver", mode))]


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.nim built into `exe` by Debian's Nim in PERFT_MODE
    (-d:danger, gcc -O3 and LTO) on the module in `outputs`: `make perft-nim`."""
    where = lay_out("perft", outputs, exe.parent / f"{exe.name}-src")
    return [str(NIM.compile("perft.nim", where / "perft", PERFT_MODE).replace(exe))]


def branches(nim) -> tuple:
    """The branches of sliders.nim built by `nim`: the portable one, and on the
    current Nim, where the CPU has BMI2, the one of -d:bmi2 ("bmi2")."""
    return ((),) + ((("bmi2",),) if nim is NIMS[-1] and cpu_has_bmi2() else ())


def build_sliders(nim, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run tests/drivers/nim/sliders.nim built by `nim` in its quick mode on
    the module of `mapping` in `outputs`, and on the branch "bmi2" built with -d:bmi2
    as well: (a branch's arguments, then a mode) -> command."""
    built = {}
    for branch in branches(nim):
        flags = (*nim.quick, *(f"-d:{b}" for b in branch))
        where = lay_out("sliders", outputs, build_dir / "-".join(("sliders", *branch)), mapping)
        # a branch's build is not kept: its nimcache's C is read below
        built[branch] = nim.compile("sliders.nim", where / "sliders", flags, keep=not branch)
        if branch:  # PEXT by the instruction: its intrinsic in the C of the module
            assert "_pext_u64" in "".join(p.read_text() for p in where.glob("cache-sliders/*bitboards*.c")), where

    def command(args) -> list:
        branch = tuple(args[:1]) if tuple(args[:1]) in built else ()
        return [str(built[branch]), *args[len(branch):]]

    return command


def run_example(nim, code: str, work: Path) -> list:
    """Returns what a documents' Nim block prints: main.nim beside
    generated/bitboards.nim, built by `nim` (strict: no warning) and run."""
    shutil.copy(GENERATED / "bitboards.nim", work / "bitboards.nim")
    (work / "main.nim").write_text(code)
    nim.compile("main.nim", work / "example")
    proc = subprocess.run([str(work / "example")], capture_output=True, text=True, check=True)
    return proc.stdout.splitlines()


# QUICK's perft (checks on, tcc) counts some 7 million nodes a second: each
# position of the mappings' perft at the deepest depth within two million nodes
EXAMPLES = Examples("nim", "import bitboards", "echo ", r"#\s*(.+?)\s*$", run_example, every_toolchain=True)
DRIVER = Driver(
    "nim", tuple(NIMS), build, build_perft, perft="perft-nim", perft_nodes=2_000_000, examples=EXAMPLES,
    build_together=lambda nim, outputs, where: together(nim, "driver", outputs, where),
    build_perfts_together=lambda outputs, where: together(NIM, "perft", outputs, where),
    sliders=Sliders(build_sliders, fills=(), threads=(0,), branches=branches), package=PACKAGE,
)
