"""The Python test driver: driver.py on bitboards.py, run by this interpreter; the
perft is tests/perft (`python -m tests.perft`) on the module in the directory. Its
sliders driver is tests/drivers/python/sliders.py; the perft of each technique runs
in the test's own process (tests/proofs/test_perft_python.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT
from tests.harness.drivers import Driver, Examples, Sliders

DRIVER_PY = Path(__file__).resolve().parent / "driver.py"
SLIDERS_PY = DRIVER_PY.with_name("sliders.py")


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


def build_magic_perft(outputs: Path, exe: Path) -> list:
    """Returns the command of build_perft, its sliders and pins by fancy magic of the
    module's slider section (PERFT_SLIDERS, tests/perft/movegen.py): the perft of the
    mappings other than LERF, so that the sliders count the published numbers in
    every mapping (LERF's with each technique: tests/proofs/test_perft_python.py)."""
    return ["env", "PERFT_SLIDERS=magic", *build_perft(outputs, exe)[1:]]


def build_sliders(interpreter, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run tests/drivers/python/sliders.py on the module in `outputs`:
    (its arguments) -> command."""
    return lambda args: [sys.executable, str(SLIDERS_PY), *args, str(outputs)]


def run_example(interpreter, code: str, work: Path) -> list:
    """Returns what a documents' Python block prints, run alone in a fresh interpreter
    from the repository root (`from generated import bitboards`)."""
    proc = subprocess.run([sys.executable, "-E", "-s", "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


# a comment may add ": explanation" after what the line prints
EXAMPLES = Examples("python", "print(", "print(", r"#\s*([^:]+?)(?:\s*:.*)?$", run_example)
DRIVER = Driver(
    "python", (Interpreter(),), build, build_perft, perft=None, perft_nodes=10_000, examples=EXAMPLES, build_quick_perft=build_magic_perft,
    sliders=Sliders(build_sliders),
)
