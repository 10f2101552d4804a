"""The Nim test driver: driver.nim on bitboards.nim, built by each Nim at hand (build.py);
the perft tests/perft/perft.nim as `make perft-nim` builds it, and by the 32-bit magic. Its sliders driver is
sliders.nim, on the current Nim also with PEXT by BMI2's instruction (-d:bmi2) where the
CPU has it; the module fills its packed tables at its initialization: no fill to call."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.conftest import GENERATED
from tests.drivers.c.build import cpu_has_bmi2
from tests.drivers.nim.build import NIM, NIMS, PERFT_MODE, perft_by, together
from tests.drivers.nim.package import PACKAGE
from tests.harness.drivers import Driver, Examples, Sliders, branch_command, slider_perfts


def branches(nim) -> tuple:
    """The portable build of sliders.nim, and on the current Nim where the CPU has BMI2 ("bmi2",)."""
    return ((),) + ((("bmi2",),) if nim is NIMS[-1] and cpu_has_bmi2() else ())


def build_sliders(nim, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run sliders.nim built by `nim` in its quick mode on the module of
    `mapping` in `outputs`, on each of its branches (branch_command)."""
    built = {}
    for branch in branches(nim):
        flags = (*nim.quick, *(f"-d:{b}" for b in branch))
        built[branch] = nim.program("sliders", outputs, build_dir / "-".join(("sliders", *branch)), flags, mapping)
        disassembly = subprocess.run(["objdump", "-d", str(built[branch])], capture_output=True, text=True, check=True).stdout
        assert ("\tpext " in disassembly) == bool(branch), branch  # PEXT by the instruction in the bmi2 build alone
    return branch_command(built)


def build_technique_perft(technique: str, outputs: Path, build_dir: Path) -> list:
    """Returns the perft by `technique` (build.perft_by), built by Debian's Nim in its quick
    mode (every check on)."""
    return [str(NIM.compile("perft.nim", perft_by(technique, outputs, build_dir) / "perft", NIM.quick))]


def run_example(nim, code: str, work: Path) -> list:
    """Returns what a documents' Nim block prints: main.nim beside generated/bitboards.nim,
    built by `nim` and run."""
    shutil.copy(GENERATED / "bitboards.nim", work / "bitboards.nim")
    (work / "main.nim").write_text(code)
    return subprocess.run([str(nim.compile("main.nim", work / "example"))], capture_output=True, text=True, check=True).stdout.splitlines()


# the driver in its Nim's mode on the committed module, in its quick one on a mapping's;
# the perft as `make perft-nim` builds it, by Debian's Nim. QUICK's perft (checks on, tcc)
# counts some 7 million nodes a second: each position of the mappings' perft at the
# deepest depth within two million nodes
DRIVER = Driver(
    "nim", tuple(NIMS), perft="perft-nim", perft_nodes=2_000_000, package=PACKAGE,
    build=lambda nim, outputs, where: [str(nim.program("driver", outputs, where / nim.name, nim.mode if outputs == GENERATED else nim.quick))],
    build_perft=lambda outputs, exe: [str(NIM.program("perft", outputs, exe.parent / f"{exe.name}-src", PERFT_MODE).replace(exe))],
    build_together=lambda nim, outputs, where: together(nim, "driver", outputs, where),
    build_perfts_together=lambda outputs, where: together(NIM, "perft", outputs, where),
    examples=Examples("nim", "import bitboards", "echo ", r"#\s*(.+?)\s*$", run_example, every_toolchain=True),
    sliders=Sliders(
        build_sliders, fills=(), threads=(0,), branches=branches, build_perft=build_technique_perft,
        perfts={"magic32": slider_perfts()},  # the 32-bit index, Nim's on i686, armhf and wasm32 (its i686 speed: docs/performance.md)
    ),
)  # fmt: skip
