"""Compiling generated/bitboards.h with the compilers of the test matrix.

Every preprocessor branch of the header is built and run: the tables static
in the including file, or shared (BB_SHARED_TABLES, with a second unit that
defines BB_IMPLEMENTATION), checked mode (BB_CHECKED), and for the bit scans the
compiler builtins (gcc, clang, g++, clang++), the portable fallback
(BB_NO_BUILTINS), and the MSVC branch (`_MSC_VER` and `_M_X64`, <intrin.h>'s
`_BitScanForward64`), compiled by clang's MSVC-compatible mode (`--target
x86_64-pc-windows-msvc -fms-compatibility`, clang's own <intrin.h>) to LLVM IR,
which is then compiled for Linux and linked with the driver, since Linux has no
Windows C library to link a Windows program against.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Sequence, Tuple

from generator.functions import FUNCTIONS

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated"
C_DIR = Path(__file__).resolve().parent / "c"

STRICT = ["-Wall", "-Wextra", "-Werror", "-pedantic", "-Wshadow", "-Wconversion", "-Wsign-conversion"]


@dataclass(frozen=True)
class Compiler:
    name: str  # an id for the test report: "gcc-c99"
    command: Tuple[str, ...]  # compiler and flags, before the sources
    language: str = "c"  # "c" or "c++": C++ compiles the .c sources with -x c++
    defines: Tuple[str, ...] = ()
    link: Tuple[str, ...] = field(default=())

    @property
    def available(self) -> bool:
        return shutil.which(self.command[0]) is not None

    def build(self, sources: List[Path], output: Path, include: List[Path]) -> None:
        """Compiles and links `sources` into `output`; raises AssertionError with
        the compiler's messages on any warning or error."""
        cmd = list(self.command)
        cmd += [f"-I{p}" for p in include]
        cmd += [f"-D{d}" for d in self.defines]
        if self.language == "c++":
            cmd += ["-x", "c++"]
        cmd += [str(s) for s in sources]
        cmd += ["-o", str(output), *self.link]
        _run_quietly(self.name, cmd)


def _run_quietly(name: str, cmd: Sequence[str]) -> None:
    """Runs a build command; raises AssertionError with its messages on any warning or error."""
    proc = subprocess.run(list(cmd), capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stderr.strip(), f"{name}: {' '.join(cmd)}\n{proc.stderr}"


MSVC_TARGET = ("--target=x86_64-pc-windows-msvc", "-fms-compatibility", "-fms-extensions", "-ffreestanding")


@dataclass(frozen=True)
class MsvcMode(Compiler):
    """The header's functions compiled by clang in MSVC mode, run on Linux.

    `build` writes msvc_functions.c, which includes the header and wraps every
    lookup in an extern function `msvc_bb_NAME`, and msvc_functions.h, which
    renames the driver's `bb_NAME` calls to them. The wrappers are compiled for
    x86_64-pc-windows-msvc (where the header takes its `_MSC_VER` branch, and
    `long` is 32 bits) to LLVM IR; the IR is compiled for Linux and linked with
    the driver, which clang builds for Linux with DRIVER_FUNCTIONS. Only
    uint64_t and int cross the boundary, the same on both sides."""

    def build(self, sources: List[Path], output: Path, include: List[Path]) -> None:
        work = output.parent
        stem = f"{output.name}-msvc_functions"
        wrappers = work / f"{stem}.c"
        renames = work / f"{stem}.h"
        wrappers.write_text(_msvc_wrappers(self.language))
        renames.write_text(_msvc_renames())
        ir, obj = work / f"{stem}.ll", work / f"{stem}.o"
        language = ["-x", "c++"] if self.language == "c++" else []
        _run_quietly(self.name, [*self.command, *MSVC_TARGET, *language, *[f"-I{p}" for p in include], "-S", "-emit-llvm", str(wrappers), "-o", str(ir)])
        _run_quietly(self.name, ["clang", "--target=x86_64-pc-linux-gnu", "-Wno-override-module", "-O1", "-c", str(ir), "-o", str(obj)])
        driver = Compiler(self.name, ("clang", "-std=c11", "-O1", *STRICT), defines=(f'DRIVER_FUNCTIONS="{renames.name}"',))
        driver.build([*sources, obj], output, [*include, work])


@dataclass(frozen=True)
class SharedTables(Compiler):
    """The driver compiled with BB_SHARED_TABLES, linked with a second unit that
    defines BB_IMPLEMENTATION and holds the tables: every query then reads the
    one shared copy through the extern declarations."""

    def build(self, sources: List[Path], output: Path, include: List[Path]) -> None:
        tables = output.parent / f"{output.name}-tables.c"
        tables.write_text('#define BB_IMPLEMENTATION\n#include "bitboards.h"\n')
        super().build([*sources, tables], output, include)


def _c_signature(fn, name: str) -> str:
    return f"{fn.returns} {name}({', '.join(f'{ctype} {arg}' for arg, ctype in fn.params)})"


# the functions with a body in the header; the square helpers are macros, the same
# in every branch, and the driver uses them in constant expressions
MSVC_FUNCTIONS = [fn for fn in FUNCTIONS if fn.group != "squares"]


def _msvc_wrappers(language: str) -> str:
    """Returns a C source wrapping every lookup of the header in an extern function."""
    lines = [
        "/* Written by tests/cbuild.py: the header's lookups, compiled in MSVC mode. */",
        '#include "bitboards.h"',
        "#if !defined(_MSC_VER) || !defined(_M_X64) || defined(__GNUC__)",
        '#error "not compiled as MSVC for x64: the header would not take its _MSC_VER branch"',
        "#endif",
    ]
    if language == "c++":
        lines.append('extern "C" {')
    for fn in MSVC_FUNCTIONS:
        lines.append(f"{_c_signature(fn, 'msvc_bb_' + fn.name)};")
        args = ", ".join(arg for arg, _ in fn.params)
        lines.append(f"{_c_signature(fn, 'msvc_bb_' + fn.name)} {{ return bb_{fn.name}({args}); }}")
    if language == "c++":
        lines.append("}")
    return "\n".join(lines) + "\n"


def _msvc_renames() -> str:
    """Returns a header that declares the MSVC-mode wrappers and renames the driver's calls to them."""
    lines = ["/* Written by tests/cbuild.py: the driver calls the MSVC-mode wrappers. */"]
    for fn in MSVC_FUNCTIONS:
        lines.append(f"{_c_signature(fn, 'msvc_bb_' + fn.name)};")
        lines.append(f"#define bb_{fn.name} msvc_bb_{fn.name}")
    return "\n".join(lines) + "\n"


def _matrix() -> List[Compiler]:
    out = []
    for cc, cxx in (("gcc", "g++"), ("clang", "clang++")):
        for std in ("c99", "c11"):
            out.append(Compiler(f"{cc}-{std}", (cc, f"-std={std}", "-O1", *STRICT)))
        for std in ("c++11", "c++17", "c++20"):
            out.append(Compiler(f"{cxx}-{std}", (cxx, f"-std={std}", "-O1", *STRICT), "c++"))
    out.append(Compiler("tcc-c99", ("tcc", "-std=c99", "-Wall", "-Werror")))
    out.append(Compiler("gcc-c99-portable-bitscan", ("gcc", "-std=c99", "-O1", *STRICT), defines=("BB_NO_BUILTINS",)))
    out.append(MsvcMode("clang-msvc-c11", ("clang", "-std=c11", "-O1", *STRICT)))
    out.append(MsvcMode("clang-msvc-c++17", ("clang", "-std=c++17", "-O1", *STRICT), "c++"))
    out.append(Compiler("gcc-c99-checked", ("gcc", "-std=c99", "-O1", *STRICT), defines=("BB_CHECKED",)))
    shared = ("BB_SHARED_TABLES",)
    out.append(SharedTables("gcc-c99-shared-tables", ("gcc", "-std=c99", "-O1", *STRICT), defines=shared))
    out.append(SharedTables("g++-c++17-shared-tables", ("g++", "-std=c++17", "-O1", *STRICT), "c++", defines=shared))
    out.append(
        Compiler(
            "gcc-c99-asan-ubsan",
            ("gcc", "-std=c99", "-O1", "-g", *STRICT, "-fsanitize=address,undefined", "-fno-sanitize-recover=all"),
        )
    )
    return out


MATRIX = _matrix()
