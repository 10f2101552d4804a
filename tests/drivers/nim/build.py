"""Building Nim programs on bitboards.nim by Debian's Nim 1.6 (the oldest the module promises) and the current 2.2
(.venv/nim-current), strictly: a build fails where the compiler says anything (no switch makes every warning an
error). `lay_out` writes beside a program what it asks, from the model; `together` builds mappings' programs as one."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from bitboard_tables.functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from bitboard_tables.languages.nim import nim_name
from tests.conftest import NIM_CURRENT, NIM_CURRENT_DIR, ROOT, TESTS
from tests.drivers.c.build import missing
from tests.harness import kept
from tests.harness.drivers import Installed, carried_techniques, installed, laid_out, lookup_rows, mapping_commands, together_root
from tests.harness.table_printer import CallSyntax, PrinterSyntax, calls_source, concatenated, printer_source, subscripts

NIM_DIR = TESTS / "drivers" / "nim"
STRICT = ("--hints:off", "--styleCheck:error")
# the builds whose speed matters not: tcc compiles C in a tenth of gcc's time
QUICK = ("--checks:on", "--cc:tcc") if shutil.which("tcc") else ("--checks:on", "--opt:none")
# every check on, its C optimized (5 s a build, QUICK's 1.2): the programs that answer much run 5 times faster
CHECKED = ("--checks:on", "--opt:speed")
# -d:danger (no checks, gcc -O3: 2.7 s a driver), or its C unoptimized (1.1 s)
DANGER, DANGER_QUICK = ("-d:danger",), ("-d:danger", "--opt:none")
# the perft's (make perft-nim): gcc's LTO inlines the system module's procs too (Kiwipete
# depth 4 by callgrind: 320 M instructions without, 239 M with); the module's are {.inline.}
PERFT_MODE = ("-d:danger", "--passC:-flto=auto", "--passL:-flto=auto")


@dataclass(frozen=True)
class Nim(Installed):
    name: str  # an id for the test report: "nim-1.6"
    path: Optional[str]  # None: not installed
    mode: Tuple[str, ...] = CHECKED  # its driver's build flags on the committed module
    quick: Tuple[str, ...] = QUICK  # those of its other builds: a mapping's driver built alone, the sliders', the self-tests'
    origin: str = "Debian's nim (.ci/run installs it)"
    target: Tuple[str, ...] = ()  # a cross build's flags (--cpu, --os, the C compiler)

    def compile(self, main: str, output: Path, flags: Sequence[str] = ()) -> Path:
        """Compiles `main` (in `output`'s directory) into `output` under STRICT and `flags`, its C in a nimcache of its
        own, the program kept (tests/harness/kept.py); raises AssertionError where it fails or says anything."""
        cwd = output.parent
        command = [self.require(), "c", *STRICT, *self.target, *flags, f"--nimcache:{cwd / ('cache-' + output.name)}", f"-o:{output}", main]
        proc = kept.run(command, kept.NIM_SOURCES, output, cwd=cwd, env=dict(os.environ, XDG_CACHE_HOME=str(cwd)))
        assert proc.returncode == 0 and not proc.stdout + proc.stderr, f"{self.name}: {' '.join(command)}\n{proc.stdout}{proc.stderr}"
        return output

    def program(self, program: str, outputs: Path, build: Path, flags: Sequence[str], mapping: str = "LERF", source: Optional[str] = None) -> Path:
        """Returns `program` ("driver", "perft", "sliders"; `source` where given) built under `flags` in `build` (lay_out)."""
        return self.compile(f"{program}.nim", lay_out(program, outputs, build, mapping, source) / program, flags)


NIMS = [
    installed(Nim, "nim", "/usr/bin/nim" if os.access("/usr/bin/nim", os.X_OK) else shutil.which("nim"), "debian"),
    installed(Nim, "nim", str(NIM_CURRENT), "current", mode=DANGER, quick=DANGER_QUICK, origin=f"make installs it in {NIM_CURRENT_DIR.relative_to(ROOT)}"),
]
NIM = NIMS[0]  # Debian's: it builds the mappings' drivers and the perfts

# driver_model.nim, which driver.nim includes: printTables(), and call(name, args), each function's answer by name
TABLES = PrinterSyntax(
    head="# Written by tests/drivers/nim/build.py: every entry of every table, each function.\nproc printTables() =",
    tail="", loop="for {i} in 0 ..< {n}:", entry=subscripts(nim_name), close=None, indent="  ",
    print=concatenated('stdout.write({words}, "\\n")', '"0x", toLowerAscii(toHex(uint64({})))', join=', " ", '),
)
CALLS = CallSyntax(
    "proc call(name: string, a: seq[string]): string =\n  case name", '  of "{name}": {result}', '  else: quit("driver: unknown command " & name, 2)\n',
    {BITBOARD: "number(a[{k}])", INTEGER: "int(number(a[{k}]))", NAME: "a[{k}]"}, {BITBOARD: "hex({call})", INTEGER: "$({call})", NAME: "{call}",
    SQUARE_OR_NONE: "text({call})", SQUARES: "text(toSeq({call}))"}, nim_name)
ROOT = ("# Written by tests/drivers/nim/build.py: the programs of several mappings as one.", "import std/os", "import {m}/{program} as {program}{m}",
        'case getEnv("{variable}")', 'of "{m}": {program}{m}.main()', 'else: quit("${variable} names no mapping here", 2)')
# a lookup of sliders_lookups.nim, which sliders.nim includes (an {.inline.} proc is no {.nimcall.} value)
LOOKUP = 'lookups.add ("{technique}", "{piece}", "{kind}", proc (occ: uint64, sq: int): uint64 = {name}(occ, sq))'


def lay_out(program: str, outputs: Path, build: Path, mapping: str = "LERF", source: Optional[str] = None) -> Path:
    """Returns `build`, holding the module of `outputs` (of `mapping`), the program `program`
    ("driver", "perft" or "sliders"; its `source` where given) and what it asks, written from the model."""
    files = {"bitboards.nim": outputs / "bitboards.nim", f"{program}.nim": source or (TESTS / "perft" if program == "perft" else NIM_DIR) / f"{program}.nim"}
    if program == "driver":
        files["driver_model.nim"] = printer_source(TABLES) + calls_source(CALLS)
    if program == "sliders":
        rows = lookup_rows(carried_techniques("nim", mapping), LOOKUP, nim_name)
        files["sliders_lookups.nim"] = "\n".join(["# Written by tests/drivers/nim/build.py: every lookup Nim carries.", *rows, ""])
    return laid_out(build, files)


def check_nimpretty_clean(paths: Sequence[Path], work: Path) -> None:
    """Asserts that Debian's nimpretty (the current Nim ships none), at its defaults as a Nim user runs it (80
    columns: a line past them folded after a comma or an operator, a declaration's comments aligned), leaves each of `paths` as it is."""
    nimpretty = shutil.which("nimpretty") or missing("nimpretty (Debian's nim package)")
    for k, path in enumerate(paths):
        proc = subprocess.run([nimpretty, f"--out:{work / f'nimpretty-{k}'}", str(path)], capture_output=True, text=True, timeout=60)
        text = proc.returncode == 0 and not proc.stdout + proc.stderr and (work / f"nimpretty-{k}").read_text()
        assert text == path.read_text(), (path, proc.stdout + proc.stderr, [(a, b) for a, b in zip(path.read_text().splitlines(), (text or "").splitlines()) if a != b][:3])


def perft_by(technique: str, outputs: Path, build: Path) -> Path:
    """Returns `build` laid out for the perft whose sliders are `technique`'s: perft.nim's rookAttacks, bishopAttacks
    and queenAttacks renamed to the technique's (rookAttacksMagic32), its funcs procs (a packed table is a variable)."""
    source = re.sub(r"\b(rook|bishop|queen)Attacks\(", lambda m: nim_name(f"{m[1]}_attacks_{technique}") + "(", (TESTS / "perft" / "perft.nim").read_text())
    return lay_out("perft", outputs, build, source=source.replace("func ", "proc "))


def together(nim: Nim, program: str, outputs: Dict[str, Path], build: Path) -> Dict[str, List[str]]:
    """Returns {mapping: command} of `program` ("driver" or "perft", a module with `proc main*()`) on the module of each
    mapping of `outputs`, built by `nim` as one program (CHECKED) whose root (ROOT) calls the main() of the mapping
    $BITBOARDS_MAPPING names: the mappings change values, not code, and most of a build is the system module's."""
    directories = {m: lay_out(program, out, build / m) for m, out in outputs.items()}
    (build / f"{program}s_root.nim").write_text(together_root(ROOT, list(directories), program=program))
    return mapping_commands(nim.compile(f"{program}s_root.nim", build / f"{program}s", CHECKED), list(directories))
