"""Building C# programs on generated/Bitboards.cs with Debian's mono.

Two toolchains, both mono's mcs (`.ci/run` installs mono-mcs and mono-runtime):
`mono-portable`, the class as mono and .NET Framework build it (the portable bit
scans), and `mono-netcore`, the .NET Core 3.0 and later branch: the build defines
NETCOREAPP3_0_OR_GREATER and adds tests/drivers/csharp/BitOperations.cs, a
stand-in for System.Numerics.BitOperations, which mono lacks. Every build is
`mcs -warnaserror+ -optimize+ -warn:4` and prints nothing. A program is run as
`mono PROGRAM.exe`; `make perft-cs` writes a launcher script beside the .exe.

`driver_tables_source` writes the driver's DriverTables.Print by
tests/harness/table_printer.py in C#'s syntax (TABLES), each entry read by the
flat index the class documents (`T[i * N2 + j]`).
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import List, Sequence, Tuple

from tests.conftest import TESTS
from tests.drivers.c.build import missing
from tests.harness import kept
from tests.harness.table_printer import PrinterSyntax, concatenated, flat, printer_source

CS_DIR = TESTS / "drivers" / "csharp"
PERFT_CS = TESTS / "perft" / "Perft.cs"
FLAGS = ("-warnaserror+", "-optimize+", "-warn:4")
# the sources of a C# build: mcs reads the files its command names alone (the assemblies
# it references are mono's), and each directory of them is hashed into a kept build's
# key (tests/harness/kept.py) in place of its path, which is new each session
CS_SOURCES = (".cs",)
# what the stand-in build defines: the .NET Core symbol, and the driver's `bit_scans`
NETCORE_DEFINES = ("NETCOREAPP3_0_OR_GREATER", "BITOPERATIONS_STAND_IN", "INTRINSICS_STAND_IN")


@dataclass(frozen=True)
class Mcs:
    name: str  # an id for the test report: "mono-portable"
    defines: Tuple[str, ...] = ()
    sources: Tuple[Path, ...] = ()  # compiled with every program (the stand-in)
    mode: str = ""  # a branch no mapping changes: proven on LERF only (test_languages.py)
    options: Tuple[str, ...] = ()  # mcs options of this toolchain's builds

    def require(self) -> str:
        """Returns mcs's path; skips the test without mcs and mono, or fails under CI."""
        mcs, mono = shutil.which("mcs"), shutil.which("mono")
        if mcs is None or mono is None:
            missing("mono (mono-mcs and mono-runtime)")
        return mcs

    def compile(self, sources: Sequence[Path], exe: Path, *extra: str) -> Path:
        """Compiles `sources` (with this toolchain's own) into `exe`; raises
        AssertionError with mcs's messages when it fails or says anything."""
        exe.parent.mkdir(parents=True, exist_ok=True)
        command = [self.require(), *FLAGS, *self.options, *extra, *(f"-define:{d}" for d in self.defines), f"-out:{exe}"]
        command += [str(s) for s in (*sources, *self.sources)]
        proc = kept.run(command, CS_SOURCES, output=exe)  # a warm run's are copied, not compiled again
        said = (proc.stdout + proc.stderr).strip()
        assert proc.returncode == 0 and not said, f"{self.name}: {' '.join(command)}\n{said}"
        return exe


PORTABLE = Mcs("mono-portable")
# mono's mscorlib has BinaryPrimitives: the stand-in's takes its place (CS0436 says so)
NETCORE = Mcs("mono-netcore", NETCORE_DEFINES, (CS_DIR / "BitOperations.cs", CS_DIR / "Intrinsics.cs"), mode="netcore", options=("-nowarn:436",))
TOOLCHAINS = (PORTABLE, NETCORE)


def mono() -> str:
    """Returns mono's path (a toolchain's require() has checked it is there)."""
    return shutil.which("mono") or "mono"


TABLES = PrinterSyntax(
    head="""\
// Written by tests/drivers/csharp/build.py: every entry of every table, by its flat index.
using System.Globalization;
using System.IO;

static class DriverTables
{
    public static void Print(TextWriter output)
    {""",
    tail="    }\n}",
    loop="for (int {i} = 0; {i} < {n}; {i}++)",
    entry=flat(lambda name: f"Bitboards.{name}"),
    print=concatenated(
        'output.Write({words} + "\\n");',
        '"0x" + ((ulong){}).ToString("x16", CultureInfo.InvariantCulture)',
        word="{}.ToString(CultureInfo.InvariantCulture)",
    ),
    close=None,
    depth=2,
)


def driver_tables_source() -> str:
    """Returns the C# of DriverTables.cs: Print writes every entry of every table,
    "NAME i j 0xVALUE" (DIR_SHIFT in decimal), read by its flat index."""
    return printer_source(TABLES)


def build_driver(toolchain: Mcs, module: Path, build: Path) -> List[str]:
    """Returns the command of tests/drivers/csharp/Driver.cs built by `toolchain` in
    `build` on the generated class `module` (a Bitboards.cs)."""
    build.mkdir(parents=True, exist_ok=True)
    tables = build / "DriverTables.cs"
    tables.write_text(driver_tables_source())
    exe = toolchain.compile([CS_DIR / "Driver.cs", tables, module], build / "driver.exe")
    return [mono(), str(exe)]


def sliders_shim(technique: str) -> str:
    """Returns the C# of perft's PerftSliders.cs: RookAttacks, BishopAttacks,
    QueenAttacks and Pinned by `technique` of the class ("kindergarten": the class's
    own RookAttacks ... and Pinned), each a call mono inlines. With another
    technique, Pinned is the class's Pinned over x-rays by the technique: its
    one-lookup x-rays where it has them (the enemy slider is the second blocker
    behind the king's ray, and BETWEEN holds the first, own or not), else two of
    its attack lookups (a ^ attacks(occ ^ (own & a))), as gobuild.sliders_shim."""
    from bitboard_tables.languages.csharp import pascal_case
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import technique_named

    suffix = "" if technique == "kindergarten" else pascal_case(technique)
    inline = "    [MethodImpl(MethodImplOptions.AggressiveInlining)]"
    lines = [f"// Written by tests/drivers/csharp/build.py: the sliders of Perft.cs, by {technique}.",
             "using System.Runtime.CompilerServices;", "", "static class PerftSliders", "{"]  # fmt: skip
    for piece in ("Rook", "Bishop", "Queen"):
        lines += [inline, f"    public static ulong {piece}Attacks(ulong occ, int sq)", "    {",
                  f"        return Bitboards.{piece}Attacks{suffix}(occ, sq);", "    }", ""]  # fmt: skip
    lines += [inline, "    public static ulong Pinned(ulong occ, ulong own, int kingSq, ulong enemyRq, ulong enemyBq)", "    {"]
    if technique == "kindergarten":
        return "\n".join(lines + ["        return Bitboards.Pinned(occ, own, kingSq, enemyRq, enemyBq);", "    }", "}"]) + "\n"
    one_lookup = technique_named(LERF, technique).xrays
    xray = {p: f"Bitboards.Xray{p}Attacks{suffix}(occ, kingSq)" if one_lookup else f"Xray{p}(occ, own, kingSq)" for p in ("Rook", "Bishop")}
    lines += [
        f"        ulong pinners = ({xray['Rook']} & enemyRq) | ({xray['Bishop']} & enemyBq);",
        "        ulong result = 0;",
        "        for (; pinners != 0; pinners &= pinners - 1)",
        "        {",
        "            result |= Bitboards.BETWEEN[kingSq * 64 + Bitboards.Lsb(pinners)] & own;",
        "        }",
        "        return result;",
        "    }",
    ]
    for piece in () if one_lookup else ("Rook", "Bishop"):
        lines += [
            "",
            inline,
            f"    static ulong Xray{piece}(ulong occ, ulong blockers, int sq)",
            "    {",
            f"        ulong attacks = {piece}Attacks(occ, sq);",
            f"        return attacks ^ {piece}Attacks(occ ^ (blockers & attacks), sq);",
            "    }",
        ]
    return "\n".join(lines + ["}"]) + "\n"


def perft_sources(build: Path, technique: str = "kindergarten") -> List[Path]:
    """Returns the sources of tests/perft/Perft.cs but the class: Perft.cs and its
    PerftSliders.cs by `technique` (sliders_shim), written into `build`."""
    build.mkdir(parents=True, exist_ok=True)
    shim = build / f"PerftSliders-{technique}.cs"
    shim.write_text(sliders_shim(technique))
    return [PERFT_CS, shim]


def build_cs_perft(toolchain: Mcs, module: Path, output: Path, technique: str = "kindergarten") -> Path:
    """Returns `output`, a launcher script of tests/perft/Perft.cs built by
    `toolchain` into `output`.exe beside it on the generated class `module`, its
    sliders and pins by `technique` (sliders_shim)."""
    sources = perft_sources(output.parent / f"{output.name}.src", technique)  # its own: perfts are built two at a time
    exe = toolchain.compile([*sources, module], output.parent / f"{output.name}.exe")
    output.write_text(f'#!/bin/sh\n# tests/perft/Perft.cs on Bitboards.cs, run by mono\nexec mono "$(dirname "$0")/{exe.name}" "$@"\n')
    output.chmod(0o755)
    return output
