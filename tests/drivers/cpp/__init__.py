"""The C++ test driver: driver.cpp and its units on bitboards.hpp, built by every
compiler of the matrix (tests/drivers/cpp/build.py: g++ and clang++, C++17, 20 and
23); the perft is tests/perft/perft.cpp as `make perft-cpp` builds it, and in the
mappings other than LERF with fancy magic as its sliders. selfcheck.cpp
is the compiler's own proof of every table, sliders.cpp the answers of every slider
technique in bulk (tests/proofs/test_cpp.py)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.conftest import GENERATED
from tests.drivers.cpp.build import MATRIX, build_driver, build_perft_cpp, default_cxx
from tests.drivers.c.build import unoptimized
from tests.harness.drivers import Driver, Examples


def build(compiler, outputs: Path, build_dir: Path) -> list:
    """Returns the driver built by `compiler` (a cbuild.Compiler) on the header in `outputs`."""
    return [str(build_driver(compiler, outputs, build_dir))]


def build_quick(compiler, outputs: Path, build_dir: Path) -> list:
    """Returns the driver built as build does, unoptimized (-O0, some 40% less
    compile): the driver of the mappings other than LERF."""
    return build(unoptimized(compiler), outputs, build_dir)


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.cpp built into `exe` by $CXX (default g++) with the
    flags of `make perft-cpp`, on the header in `outputs`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_perft_cpp(outputs, exe, default_cxx()))]


def build_magic_perft(outputs: Path, exe: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by fancy magic
    (-DPERFT_SLIDERS=magic, the fastest technique without BMI2), unoptimized (-O0,
    a quarter of the compile): the perft of the mappings other than LERF, so that
    the sliders count the published numbers in every mapping (LERF's by magic and
    PEXT: tests/proofs/test_cpp.py), each position within a million nodes."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_perft_cpp(outputs, exe, default_cxx(), "-DPERFT_SLIDERS=magic", "-O0"))]


def run_example(compiler, code: str, work: Path) -> list:
    """Returns what a documents' C++ block prints, built by `compiler` with the strict
    flags on generated/ (its static_asserts checked by that build)."""
    (work / "example.cpp").write_text(code)
    exe = work / "example"
    compiler.require()
    compiler.build([work / "example.cpp"], exe, [GENERATED])
    return subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.splitlines()


EXAMPLES = Examples("cpp", "int main", "std::printf(", r"//\s*(.+?)\s*$", run_example)
DRIVER = Driver(
    "cpp", tuple(MATRIX), build, build_perft, perft="perft-cpp", perft_nodes=1_000_000, examples=EXAMPLES,
    build_quick_perft=build_magic_perft, build_quick=build_quick,
)
