"""Compiling generated/bitboards.hpp with the C++ compilers of the test matrix.

g++ and clang++, each in C++17 (the portable constexpr bit scans) and C++20 and
C++23 (C++20's <bit>: `__cpp_lib_bitops`), with the strict warnings of the C
matrix and -Wold-style-cast (CPP_STRICT). Every build of the driver is one
compiler invocation on four translation units that all include the header
(driver.cpp, squares.cpp, lines.cpp and the driver_tables.cpp the test writes), so that
`build_driver` can check with `nm` that each table is stored once in the
program. clang 14 (Debian 12's) spells C++23 `-std=c++2b`: each compiler is
asked which it knows.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Dict, List

from tests.conftest import TESTS
from tests.drivers.c.build import STRICT, Compiler
from tests.harness import kept
from bitboard_tables.functions import BITBOARD, INTEGER
from tests.harness.drivers import fill_rows, guarded_arrays, laid_out, lookup_rows, table_shapes
from tests.harness.table_printer import CallSyntax, PrinterSyntax, calls_source, printer_source, printf, subscripts

CPP_DIR = TESTS / "drivers" / "cpp"
PERFT_CPP = TESTS / "perft" / "perft.cpp"
UNITS = ("driver.cpp", "squares.cpp", "lines.cpp")  # beside the written driver_tables.cpp
PERFT_FLAGS = ("-O2", "-std=c++20", *STRICT)  # as `make perft-cpp`
CPP_STRICT = (*STRICT, "-Wold-style-cast")  # the header casts only by static_cast


def _cxx23(cxx: str) -> str:
    """Returns what `cxx` calls C++23: c++23, or c++2b where it knows only that
    (clang before 17, Debian 12's clang 14; g++ before 11), or where it is missing."""
    if shutil.which(cxx) is None:
        return "c++2b"
    probe = subprocess.run([cxx, "-std=c++23", "-x", "c++", "-fsyntax-only", os.devnull], capture_output=True)
    return "c++23" if probe.returncode == 0 else "c++2b"


def _matrix() -> List[Compiler]:
    out = []
    for cxx in ("g++", "clang++"):
        for std in ("c++20", "c++17", "c++23"):  # g++ -std=c++20 first: the default
            flag = _cxx23(cxx) if std == "c++23" else std
            out.append(Compiler(f"{cxx}-{std}", (cxx, f"-std={flag}", "-O1", *CPP_STRICT), "c++"))
    return out


MATRIX = _matrix()


TABLES = PrinterSyntax(
    head="""\
// Written by tests/drivers/cpp/build.py: every entry of every table.
#include "bitboards.hpp"
#include <cstdio>

void print_tables();
void print_tables() {""",
    tail="}",
    loop="for (int {i} = 0; {i} < {n}; {i}++)",
    entry=subscripts(lambda name: f"bitboards::{name}"),
    print=printf('std::printf("{format}\\n", {args});', "%d", "%016llx", "static_cast<unsigned long long>({})"),
    close=None,
)


# driver_calls.hpp, which driver.cpp includes: call(name, a), whether `name` is a function of
# the contract, whose answer to the arguments `a` it prints
CALLS = CallSyntax(
    "// Written by tests/drivers/cpp/build.py: each function of the contract by name.\nbool call(const char *name, const char *const *a) {",
    '    if (std::strcmp(name, "{name}") == 0) {{ {result}; return true; }}', "    return false;\n}\n",
    {BITBOARD: "arg(a[{k}])", INTEGER: "iarg(a[{k}])"}, {BITBOARD: "print_u64({call})", INTEGER: "print_int({call})"}, lambda name: f"bitboards::{name}",
)


def driver_tables_source() -> str:
    """Returns the C++ of driver_tables.cpp: print_tables() writes every entry of every
    table, "NAME i j 0xVALUE" (DIR_SHIFT in decimal)."""
    return printer_source(TABLES)


# what a technique needs -> the test of the compiler's macros under which the
# driver asks its lookups: the driver's own, not the header's (bitboard_tables'
# cpp.NEEDS), so that a header that drops a technique it should carry fails the
# check; the vector hyperbola has a portable path, so SSE2 guards nothing
DRIVER_NEEDS = {"bmi2": "defined(__BMI2__) && defined(__x86_64__)"}


def driver_condition(needs) -> str:
    """Returns the test under which the driver asks a technique that needs `needs`, "" for none."""
    return " && ".join(DRIVER_NEEDS[n] for n in sorted(needs) if n in DRIVER_NEEDS)


def sliders_lookups_source() -> str:
    """Returns sliders_lookups.hpp, which tests/drivers/cpp/sliders.cpp includes:
    FIRST_LOOKUPS, every lookup of the techniques the header carries; FILLS, the
    fill of each of their fill groups; PACKED, each group's packed tables (with
    whether it holds anything and its digest), in the model's order, each under the
    test of what its technique needs (PEXT's: __BMI2__)."""
    from bitboard_tables.languages.cpp import CAPABILITIES, dialect
    from bitboard_tables.languages.slider_section import fill_groups
    from bitboard_tables.mapping import LERF

    carried = CAPABILITIES.carried(LERF)
    row = '    {{"{technique}", "{piece}", "{kind}", bb::{name}}},'
    lookups = [(driver_condition(t.needs), line) for t in carried for line in lookup_rows([t], row, lambda name: name)]
    table = '    {{"{table}", [] {{ return holds_any(bb::{table}); }}, [] {{ return digest_of(bb::{table}); }}}},'
    fills, packed = fill_rows(fill_groups(LERF, dialect()), driver_condition, '    {{"{group}", bb::fill_{group}}},', table)
    lines = [
        "// Written by tests/drivers/cpp/build.py: every lookup, fill and packed table of the",
        "// techniques the header carries, in the model's order.",
        "namespace {",
        "",
        *guarded_arrays([("const FirstLookup FIRST_LOOKUPS[]", lookups), ("const Fill FILLS[]", fills), ("const Packed PACKED[]", packed)]),
        "",
        "}  // namespace",
    ]
    return "\n".join(lines) + "\n"


def build_sliders(compiler: Compiler, include: Path, exe: Path) -> Path:
    """Returns tests/drivers/cpp/sliders.cpp built by `compiler` into `exe` on the
    header in `include`, with the sliders_lookups.hpp it writes beside `exe`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    (exe.parent / "sliders_lookups.hpp").write_text(sliders_lookups_source())
    compiler.build([CPP_DIR / "sliders.cpp"], exe, [include, exe.parent])
    return exe


def tables_stored(program: Path) -> Dict[str, int]:
    """Returns {table name: how many symbols of the program (`nm -C`) name it}."""
    names = [name for name, _ in table_shapes()]
    proc = subprocess.run(["nm", "-C", str(program)], capture_output=True, text=True, check=True)
    symbols = [line.split(" ", 2)[-1] for line in proc.stdout.splitlines()]
    return {name: sum(symbol.endswith(f"::{name}") for symbol in symbols) for name in names}


def build_driver(compiler: Compiler, outputs: Path, build: Path, symbols: bool = True) -> Path:
    """Returns the driver's four units built by `compiler` into one program in
    `build`, on the header in `outputs`; raises AssertionError when a table is not
    stored exactly once in it (`nm`), as `inline constexpr` promises: with `static
    const` each of the four units would hold its own copy. With `symbols` False
    (a wasm32 program, whose data keep no symbol that llvm-nm 14 reads) that check
    is not made."""
    compiler.require()
    laid_out(build, {"driver_tables.cpp": driver_tables_source(), "driver_calls.hpp": calls_source(CALLS)})
    exe = build / f"driver-{compiler.name}"
    compiler.build([*(CPP_DIR / unit for unit in UNITS), build / "driver_tables.cpp"], exe, [outputs, build])
    if symbols:
        stored = tables_stored(exe)
        assert set(stored.values()) == {1}, f"{compiler.name}: tables not stored once: {stored}"
    return exe


def build_perft_cpp(include: Path, output: Path, compiler: str = "c++", *flags: str) -> Path:
    """Returns tests/perft/perft.cpp built by `compiler` with PERFT_FLAGS and `flags`
    (-DPERFT_SLIDERS=magic) against the header in `include`; raises AssertionError
    with the compiler's messages."""
    command = [compiler, *PERFT_FLAGS, *flags, f"-I{include}", str(PERFT_CPP), "-o", str(output)]
    proc = kept.run(command, kept.C_SOURCES)
    assert proc.returncode == 0 and not proc.stderr.strip(), f"{' '.join(command)}\n{proc.stderr}"
    return output


def default_cxx() -> str:
    """Returns $CXX, else g++."""
    return os.environ.get("CXX", "g++")
