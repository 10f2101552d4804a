"""The C test driver: driver.c on bitboards.h and bitboards_engine.h, built by every compiler of the
matrix (tests/drivers/c/build.py); the perft is tests/perft/perft.c as `make perft`
builds it. The other sources here serve the C-only proofs: sliders.c the
techniques of bitboards_sliders.h, unit_*.c a program of several files."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.conftest import GENERATED
from tests.drivers.c.build import C_DIR, MATRIX, PERFT_FLAGS, STRICT, build_perft_c, unoptimized
from tests.harness import kept
from tests.harness.drivers import Driver, Examples
from bitboard_tables.functions import BITBOARD, INTEGER
from tests.harness.table_printer import CallSyntax, PrinterSyntax, calls_source, printer_source, printf, subscripts


TABLES = PrinterSyntax(
    head="static void print_tables(void) {",
    tail="}",
    loop="for ({i} = 0; {i} < {n}; {i}++)",
    entry=subscripts(lambda name: f"BB_{name}"),
    print=printf('printf("{format}\\n", {args});', "%d", '%016" PRIx64 "', "(uint64_t){}"),
    close=None,
    declare="{{ int {indices};",
)


# call(name, a): whether `name` is a function of the contract, whose answer to the arguments a it prints
CALLS = CallSyntax(
    "\nstatic int call(const char *name, char **a) {", '    if (strcmp(name, "{name}") == 0) {{ {result}; return 1; }}', "    return 0;\n}\n",
    {BITBOARD: "arg(a[{k}])", INTEGER: "iarg(a[{k}])"}, {BITBOARD: "print_u64({call})", INTEGER: "print_int({call})"}, lambda name: f"bb_{name}",
)


def tables_source() -> str:
    """Returns C code for print_tables(): every entry of every table, one per line; and call(w)."""
    return printer_source(TABLES) + calls_source(CALLS)


def build(compiler, outputs: Path, build_dir: Path) -> list:
    """Returns driver.c built by `compiler` (a cbuild.Compiler) on the header in `outputs`."""
    compiler.require()
    build_dir.mkdir(parents=True, exist_ok=True)
    (build_dir / "driver_tables.h").write_text(tables_source())
    exe = build_dir / f"driver-{compiler.name}"
    compiler.build([C_DIR / "driver.c"], exe, [outputs, build_dir])
    return [str(exe)]


def build_quick(compiler, outputs: Path, build_dir: Path) -> list:
    """Returns the driver built as build does, unoptimized (-O0, some 40% less
    compile): the driver of the mappings other than LERF."""
    return build(unoptimized(compiler), outputs, build_dir)


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.c built into `exe` by $CC (default cc) with the flags
    of `make perft`, on the header in `outputs`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_perft_c(outputs, exe, compiler=os.environ.get("CC", "cc")))]


def build_quick_perft(outputs: Path, exe: Path) -> list:
    """Returns the perft as build_perft does, unoptimized (-O0, a quarter of the
    compile): the perft of the mappings other than LERF, whose counts within a
    million nodes take a fraction of a second even so."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    flags = tuple("-O0" if flag == "-O2" else flag for flag in PERFT_FLAGS)
    return [str(build_perft_c(outputs, exe, compiler=os.environ.get("CC", "cc"), flags=flags))]


def run_example(compiler, code: str, work: Path) -> list:
    """Returns what a documents' C block prints, built by gcc as C99 with the strict
    flags on generated/ (`compiler` is not used: one build is the proof)."""
    (work / "example.c").write_text(code)
    exe = work / "example"
    command = ["gcc", "-std=c99", *STRICT, f"-I{GENERATED}", str(work / "example.c"), "-o", str(exe)]
    proc = kept.run(command, kept.C_SOURCES)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    return subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.splitlines()


EXAMPLES = Examples("c", "int main", "printf(", r"/\*\s*(.+?)\s*\*/\s*$", run_example)
# the driver reads bitboards.h and bitboards_engine.h, the perft bitboards.h alone
# (tests/proofs/test_c_sliders.py proves bitboards_sliders.h in a mapping besides LERF)
# (the mappings' perfts, unoptimized, count each position within a million nodes)
DRIVER = Driver(
    "c", tuple(MATRIX), build, build_perft, perft="perft", perft_nodes=1_000_000, examples=EXAMPLES,
    build_quick_perft=build_quick_perft, build_quick=build_quick, files=("bitboards.h", "bitboards_engine.h"),
)
