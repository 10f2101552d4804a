"""The Nim test driver: driver.nim on bitboards.nim, built by every Nim at hand
(tests/drivers/nim/build.py: Debian's 1.6.10 with every check on, the current
2.2 of .venv/nim-current with -d:danger); the perft is tests/perft/perft.nim as
`make perft-nim` builds it (-d:danger, Debian's Nim). In the mappings other than
LERF the drivers, and the perfts, are built as one program each (build.py's
build_together: a module a mapping, chosen by $BITBOARDS_MAPPING)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Dict


from tests.conftest import GENERATED
from tests.harness.drivers import Driver, Examples
from tests.drivers.nim.build import NIM, NIMS, QUICK, build_driver, build_nim_perft, build_together, lay_out


def build(nim, outputs: Path, build_dir: Path) -> list:
    """Returns driver.nim built by `nim` (a build.Nim) on the module in `outputs`."""
    return [str(build_driver(nim, outputs / "bitboards.nim", build_dir / nim.name))]


def build_drivers_together(nim, outputs: Dict[str, Path], build_dir: Path) -> Dict[str, list]:
    """Returns {mapping: command} of driver.nim on each mapping's file of `outputs`,
    built by `nim` as one program (build.build_together) with every check on, its C
    compiled as QUICK says: the mappings other than LERF change values, not code."""
    directories = {m: lay_out("driver", out / "bitboards.nim", build_dir / m) for m, out in outputs.items()}
    return build_together(nim, directories, "driver.nim", build_dir / "drivers", QUICK)


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.nim built into `exe` by Debian's Nim -d:danger (gcc -O3)
    on the module in `outputs`: `make perft-nim`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_nim_perft(NIM, outputs / "bitboards.nim", exe))]


def build_perfts_together(outputs: Dict[str, Path], build_dir: Path) -> Dict[str, list]:
    """Returns {mapping: command} of perft.nim on each mapping's file of `outputs`,
    built by Debian's Nim as one program, as the drivers are (QUICK: checks on)."""
    directories = {m: lay_out("perft", out / "bitboards.nim", build_dir / m) for m, out in outputs.items()}
    return build_together(NIM, directories, "perft.nim", build_dir / "perfts", QUICK)


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
    build_together=build_drivers_together, build_perfts_together=build_perfts_together,
)
