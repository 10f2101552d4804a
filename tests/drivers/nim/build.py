"""Building Nim programs on bitboards.nim by the Nims at hand: Debian's 1.6, the oldest the
module promises, and the current 2.2 of .venv/nim-current; strict, each build failing where
the compiler says anything (no switch makes every warning an error). `lay_out` writes beside
a program what it asks, from the model; `together` builds several mappings' programs as one."""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from bitboard_tables.functions import BITBOARD, FUNCTIONS, INTEGER
from bitboard_tables.languages.nim import CAPABILITIES, nim_name
from bitboard_tables.mapping import mapping_named
from tests.conftest import NIM_CURRENT, NIM_CURRENT_DIR, ROOT, TESTS
from tests.harness import kept
from tests.harness.cross import cross_gcc, require_wasi
from tests.harness.drivers import MAPPING_VARIABLE, Installed, installed, lookup_rows, mapping_commands
from tests.harness.table_printer import PrinterSyntax, concatenated, printer_source, subscripts

NIM_DIR = TESTS / "drivers" / "nim"
STRICT = ("--hints:off", "--styleCheck:error")
# the builds whose speed matters not: tcc compiles C in a tenth of gcc's time
QUICK = ("--checks:on", "--cc:tcc") if shutil.which("tcc") else ("--checks:on", "--opt:none")
# -d:danger (no checks, gcc -O3: 2.7 s a driver), or its C unoptimized (1.1 s)
DANGER, DANGER_QUICK = ("-d:danger",), ("-d:danger", "--opt:none")
# the perft's (make perft-nim): gcc's LTO inlines the system module's procs too (Kiwipete
# depth 4 by callgrind: 320 M instructions without, 239 M with); the module's are {.inline.}
PERFT_MODE = ("-d:danger", "--passC:-flto=auto", "--passL:-flto=auto")


@dataclass(frozen=True)
class Nim(Installed):
    name: str  # an id for the test report: "nim-1.6"
    path: Optional[str]  # None: not installed
    mode: Tuple[str, ...] = QUICK  # its driver's build flags on the committed module
    quick: Tuple[str, ...] = QUICK  # those of its other builds: the mappings', the sliders', the self-tests'
    origin: str = "Debian's nim (.ci/run installs it)"
    target: Tuple[str, ...] = ()  # a cross build's flags (--cpu, --os, the C compiler)

    def compile(self, main: str, output: Path, flags: Sequence[str] = ()) -> Path:
        """Compiles `main` (a .nim file in `output`'s directory) into `output` under STRICT and
        `flags`, its C in a nimcache of its own, the program kept (tests/harness/kept.py);
        raises AssertionError with its messages where it fails or says anything."""
        cwd = output.parent
        command = [self.require(), "c", *STRICT, *self.target, *flags, f"--nimcache:{cwd / ('cache-' + output.name)}", f"-o:{output}", main]
        proc = kept.run(command, kept.NIM_SOURCES, output, cwd=cwd, env=dict(os.environ, XDG_CACHE_HOME=str(cwd)))
        assert proc.returncode == 0 and not proc.stdout + proc.stderr, f"{self.name}: {' '.join(command)}\n{proc.stdout}{proc.stderr}"
        return output

    def program(self, program: str, outputs: Path, build: Path, flags: Sequence[str], mapping: str = "LERF") -> Path:
        """Returns `program` ("driver", "perft" or "sliders") built under `flags` in `build` (lay_out)."""
        return self.compile(f"{program}.nim", lay_out(program, outputs, build, mapping) / program, flags)


NIMS = [
    installed(Nim, "nim", "/usr/bin/nim" if os.access("/usr/bin/nim", os.X_OK) else shutil.which("nim"), "debian"),
    installed(Nim, "nim", str(NIM_CURRENT), "current", mode=DANGER, quick=DANGER_QUICK, origin=f"make installs it in {NIM_CURRENT_DIR.relative_to(ROOT)}"),
]
NIM = NIMS[0]  # Debian's: it builds the mappings' drivers and the perfts

# Nim's name of each CPU of the cross proofs (tests/harness/cross.py)
NIM_CPUS = {"aarch64": "arm64", "s390x": "s390x", "i686": "i386", "armhf": "arm", "wasm32": "wasm32"}
# wasm32-wasi: its C by clang against Debian's wasi-libc, which has no threads, no signals
# and no mmap (Nim's allocator takes malloc); the C main wasi_main.c
WASM32 = (
    "--cpu:wasm32", "--os:linux", "--cc:clang", "--clang.exe:clang", "--clang.linkerexe:clang",
    "--passC:--target=wasm32-wasi", "--passL:--target=wasm32-wasi", "--threads:off", "-d:noSignalHandler",
    "-d:useMalloc", "--noMain:on", f"--passL:{NIM_DIR / 'wasi_main.c'}",
)


def cross_nim(nim: Nim, cpu: str) -> Nim:
    """Returns `nim` building for `cpu`: Linux by Debian's cross gcc of the CPU, linked
    against its glibc, or wasm32-wasi (WASM32); skips the test without the compiler."""
    if cpu == "wasm32":
        require_wasi()
        return replace(nim, target=WASM32)
    gcc, n = cross_gcc(cpu), NIM_CPUS[cpu]
    return replace(nim, target=(f"--cpu:{n}", "--os:linux", f"--{n}.linux.gcc.exe:{gcc}", f"--{n}.linux.gcc.linkerexe:{gcc}"))


TABLES = PrinterSyntax(
    head="# Written by tests/drivers/nim/build.py: every entry of every table.\nimport bitboards, std/strutils\n\nproc printTables*() =",
    tail="",
    loop="for {i} in 0 ..< {n}:",
    entry=subscripts(nim_name),
    print=concatenated('stdout.write({words}, "\\n")', '"0x", toLowerAscii(toHex(uint64({})))', join=', " ", '),
    close=None,
    indent="  ",
)


def driver_calls_source() -> str:
    """Returns driver_calls.nim: call(name, args) answers each lookup function of the contract
    whose arguments and result are numbers: (whether it is one, whether a bitboard, the result)."""
    rows = []
    for f in FUNCTIONS:
        kinds = [kind for _, kind in f.params]
        if f.returns in (BITBOARD, INTEGER) and set(kinds) <= {BITBOARD, INTEGER}:
            args = ", ".join(f"a[{k}]" if kind == BITBOARD else f"int(a[{k}])" for k, kind in enumerate(kinds))
            rows.append(f'  of "{f.name}": (true, {str(f.returns == BITBOARD).lower()}, uint64({nim_name(f.name)}({args})))')
    head = "# Written by tests/drivers/nim/build.py: each lookup function of the contract.\nimport bitboards\n"
    return "\n".join([head, "proc call*(name: string, a: seq[uint64]): (bool, bool, uint64) =", "  case name", *rows, "  else: (false, false, 0'u64)\n"])


def sliders_lookups_source(mapping: str) -> str:
    """Returns sliders_lookups.nim: `lookups`, every lookup of the techniques Nim carries in
    `mapping` (each wrapped: an {.inline.} proc is no {.nimcall.} value)."""
    row = 'lookups.add ("{technique}", "{piece}", "{kind}", proc (occ: uint64, sq: int): uint64 = {name}(occ, sq))'
    return "\n".join([
        "# Written by tests/drivers/nim/build.py: every lookup of the techniques Nim carries.\nimport bitboards\n",
        "var lookups*: seq[tuple[technique, piece, kind: string, answer: proc (occ: uint64, sq: int): uint64 {.nimcall.}]]",
        *lookup_rows(CAPABILITIES.carried(mapping_named(mapping)), row, nim_name),
    ]) + "\n"  # fmt: skip


def lay_out(program: str, outputs: Path, build: Path, mapping: str = "LERF") -> Path:
    """Returns `build`, holding the module of `outputs` (of `mapping`), the program `program`
    ("driver", "perft" or "sliders") and what it asks, written from the model."""
    build.mkdir(parents=True, exist_ok=True)
    shutil.copy(outputs / "bitboards.nim", build / "bitboards.nim")
    shutil.copy(TESTS / "perft" / "perft.nim" if program == "perft" else NIM_DIR / f"{program}.nim", build / f"{program}.nim")
    if program == "driver":
        (build / "driver_tables.nim").write_text(printer_source(TABLES))
        (build / "driver_calls.nim").write_text(driver_calls_source())
    if program == "sliders":
        (build / "sliders_lookups.nim").write_text(sliders_lookups_source(mapping))
    return build


def perft_by(technique: str, outputs: Path, build: Path) -> Path:
    """Returns `build` laid out for the perft (lay_out) whose sliders are `technique`'s:
    perft.nim's rookAttacks, bishopAttacks and queenAttacks renamed to the technique's
    (rookAttacksMagic32), its funcs procs (a packed table is a variable)."""
    perft = lay_out("perft", outputs, build) / "perft.nim"
    source = re.sub(r"\b(rook|bishop|queen)Attacks\(", lambda m: nim_name(f"{m[1]}_attacks_{technique}") + "(", perft.read_text())
    perft.write_text(source.replace("func ", "proc "))
    return build


def together(nim: Nim, program: str, outputs: Dict[str, Path], build: Path) -> Dict[str, List[str]]:
    """Returns {mapping: command} of `program` ("driver" or "perft", a module with `proc
    main*()`) on the module of each mapping of `outputs`, built by `nim` as one program
    (QUICK) whose root calls the main() of the mapping $BITBOARDS_MAPPING names: the
    mappings change values, not code, and most of a build is the system module's."""
    directories = {m: lay_out(program, out, build / m) for m, out in outputs.items()}
    root = [
        "# Written by tests/drivers/nim/build.py: the programs of several mappings as one.",
        "import std/os",
        *(f"import {m}/{program} as {program}{m}" for m in directories),
        f'case getEnv("{MAPPING_VARIABLE}")',
        *(f'of "{m}": {program}{m}.main()' for m in directories),
        f'else: quit("${MAPPING_VARIABLE} names none of {", ".join(directories)}", 2)',
    ]
    (build / f"{program}s_root.nim").write_text("\n".join(root) + "\n")
    return mapping_commands(nim.compile(f"{program}s_root.nim", build / f"{program}s", QUICK), list(directories))
