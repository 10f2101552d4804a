"""The Python test driver: driver.py on bitboards.py, run by this interpreter; the
perft is tests/perft (`python -m tests.perft`) on the module in the directory."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tests.conftest import ROOT
from tests.harness.drivers import Driver

DRIVER_PY = Path(__file__).resolve().parent / "driver.py"


class Interpreter:
    """The Python that runs the driver: this one."""

    name = f"python-{sys.version_info.major}.{sys.version_info.minor}"

    def require(self) -> None:
        """Always returns: this interpreter runs the tests."""


def build(interpreter, outputs: Path, build_dir: Path) -> list:
    """Returns the command that runs driver.py on the module in `outputs`."""
    return [sys.executable, str(DRIVER_PY), str(outputs)]


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns the command that runs tests/perft on the module in `outputs` (nothing
    is built: `exe` is not used)."""
    path = os.pathsep.join([str(outputs), str(ROOT)])
    return ["env", f"PYTHONPATH={path}", sys.executable, "-m", "tests.perft"]


DRIVER = Driver("python", (Interpreter(),), build, build_perft, perft=None, perft_nodes=10_000)
