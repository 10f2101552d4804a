"""The stored size of programs that include the header: one copy of the tables or many.

    python -m bench.c_sizes [--header DIR] [--cc CC]

Builds the four-unit program of tests/drivers/c/unit_*.c, and the same code as one
translation unit, at -O0 and -O2: as the header is included plainly (every unit
keeps its own copies of the tables it uses), with BB_SHARED_TABLES (unit_d.c
adds BB_IMPLEMENTATION and holds the only copy of every table), and shared with
-fdata-sections -Wl,--gc-sections (the linker drops the tables no unit uses).
Prints `size` (text, which holds the tables in .rodata, data, bss) of each
program and how many copies of BB_BEHIND it stores.
`--header DIR` measures another bitboards.h, such as an older one.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import List, Sequence

from bench.common import GENERATED
from tests.drivers.c.build import C_DIR

UNITS = [C_DIR / f"unit_{u}.c" for u in "abcd"]


MODES = {
    "per-unit": ([], []),
    "shared": (["-DBB_SHARED_TABLES"], []),
    "shared+gc": (["-DBB_SHARED_TABLES", "-fdata-sections"], ["-Wl,--gc-sections"]),
}


def build(cc: str, header: Path, sources: Sequence[Path], opt: str, mode: str, work: Path) -> Path:
    """Compiles each source to an object (in a shared mode unit_d.c with
    BB_IMPLEMENTATION) and links them; returns the program."""
    compile_flags, link_flags = MODES[mode]
    objects = []
    for src in sources:
        defines = list(compile_flags)
        if mode != "per-unit" and src.name == "unit_d.c":
            defines.append("-DBB_IMPLEMENTATION")
        obj = work / (src.stem + ".o")
        subprocess.run([cc, "-std=c99", opt, *defines, f"-I{header}", "-c", str(src), "-o", str(obj)], check=True)
        objects.append(obj)
    exe = work / "program"
    subprocess.run([cc, opt, *map(str, objects), *link_flags, "-o", str(exe)], check=True)
    return exe


def measure(cc: str, header: Path, units: int, opt: str, mode: str) -> List[str]:
    """Returns [text, data, bss, copies of BB_BEHIND] of one build."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if units == 1:
            one = work / "unit_d.c"  # the name that gets BB_IMPLEMENTATION
            one.write_text("".join(f'#include "{u}"\n' for u in UNITS))
            sources = [one]
        else:
            sources = UNITS
        exe = build(cc, header, sources, opt, mode, work)
        text, data, bss = subprocess.run(["size", str(exe)], capture_output=True, text=True, check=True).stdout.splitlines()[1].split()[:3]
        symbols = subprocess.run(["nm", str(exe)], capture_output=True, text=True, check=True).stdout.split()
        return [text, data, bss, str(symbols.count("BB_BEHIND"))]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.c_sizes", description=__doc__.splitlines()[0])
    p.add_argument("--header", default=str(GENERATED), help="directory holding the bitboards.h to measure")
    p.add_argument("--cc", default="gcc")
    args = p.parse_args(argv)
    header = Path(args.header).resolve()
    shared_supported = "SHARED_TABLES" in (header / "bitboards.h").read_text()
    print(f"{args.cc}, {header / 'bitboards.h'}")
    print(f"{'units':>5} {'opt':>4} {'tables':<9} {'text':>8} {'data':>6} {'bss':>5} {'BB_BEHIND copies':>17}")
    for units in (1, 4):
        for opt in ("-O0", "-O2"):
            for mode in MODES if shared_supported else ["per-unit"]:
                row = measure(args.cc, header, units, opt, mode)
                print(f"{units:>5} {opt:>4} {mode:<9} {row[0]:>8} {row[1]:>6} {row[2]:>5} {row[3]:>17}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
