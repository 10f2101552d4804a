"""The Nim test driver: driver.nim on bitboards.nim, built by every Nim at hand
(tests/drivers/nim/build.py: Debian's 1.6.10 with every check on, the current
2.2 of .venv/nim-current with -d:danger). The perft (tests/perft/perft.nim) is
not written yet: its proofs skip."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Dict

import pytest

from tests.conftest import GENERATED
from tests.harness.drivers import Driver, Examples
from tests.drivers.nim.build import NIMS, QUICK, build_driver, build_together, lay_out_driver


def build(nim, outputs: Path, build_dir: Path) -> list:
    """Returns driver.nim built by `nim` (a build.Nim) on the module in `outputs`."""
    return [str(build_driver(nim, outputs / "bitboards.nim", build_dir / nim.name))]


def build_drivers_together(nim, outputs: Dict[str, Path], build_dir: Path) -> Dict[str, list]:
    """Returns {mapping: command} of driver.nim on each mapping's file of `outputs`,
    built by `nim` as one program (build.build_together) with every check on, its C
    compiled as QUICK says: the mappings other than LERF change values, not code."""
    directories = {m: lay_out_driver(out / "bitboards.nim", build_dir / m) for m, out in outputs.items()}
    return build_together(nim, directories, "driver.nim", build_dir / "drivers", QUICK)


def build_perft(outputs: Path, exe: Path) -> list:
    pytest.skip("tests/perft/perft.nim is not written yet")


def run_example(nim, code: str, work: Path) -> list:
    """Returns what a documents' Nim block prints: main.nim beside
    generated/bitboards.nim, built by `nim` (strict: no warning) and run."""
    shutil.copy(GENERATED / "bitboards.nim", work / "bitboards.nim")
    (work / "main.nim").write_text(code)
    nim.compile("main.nim", work / "example")
    proc = subprocess.run([str(work / "example")], capture_output=True, text=True, check=True)
    return proc.stdout.splitlines()


EXAMPLES = Examples("nim", "import bitboards", "echo ", r"#\s*(.+?)\s*$", run_example, every_toolchain=True)
DRIVER = Driver("nim", tuple(NIMS), build, build_perft, perft=None, examples=EXAMPLES, build_together=build_drivers_together)
