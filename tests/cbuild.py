"""Compiling generated/bitboards.h with the compilers of the test matrix."""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Tuple

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
        proc = subprocess.run(cmd, capture_output=True, text=True)
        assert proc.returncode == 0 and not proc.stderr.strip(), f"{self.name}: {' '.join(cmd)}\n{proc.stderr}"


def _matrix() -> List[Compiler]:
    out = []
    for cc, cxx in (("gcc", "g++"), ("clang", "clang++")):
        for std in ("c99", "c11"):
            out.append(Compiler(f"{cc}-{std}", (cc, f"-std={std}", "-O1", *STRICT)))
        for std in ("c++11", "c++17", "c++20"):
            out.append(Compiler(f"{cxx}-{std}", (cxx, f"-std={std}", "-O1", *STRICT), "c++"))
    out.append(Compiler("tcc-c99", ("tcc", "-std=c99", "-Wall", "-Werror")))
    out.append(Compiler("gcc-c99-portable-bitscan", ("gcc", "-std=c99", "-O1", *STRICT), defines=("BB_NO_BUILTINS",)))
    out.append(
        Compiler(
            "gcc-c99-asan-ubsan",
            ("gcc", "-std=c99", "-O1", "-g", *STRICT, "-fsanitize=address,undefined", "-fno-sanitize-recover=all"),
        )
    )
    return out


MATRIX = _matrix()
